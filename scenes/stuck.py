"""The stuck dialog: "No more possible moves", the score, Undo and New game, centred over the
table of a game that can end with no move left (Golf). It stays part of the table's frame,
not a screen on the stack: the top bar's buttons keep working under it, and the player may
still undo (the result is counted only when New game accepts it).

Drawn by hand, not as a pygame_gui window: a UIWindow brings a title bar and a close button
below the touch size, and its text box would wrap Hebrew in reverse line order.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from game.i18n import N_, _
from scenes import theme as th
from scenes.drawing import draw_panel, draw_text
from scenes.geometry import split_row
from scenes.top_bar import number

if TYPE_CHECKING:
    from scenes.base import Scene

MSG_STUCK = N_("No more possible moves")


class StuckDialog:
    """Built over ``table`` (a rectangle of the window) by a scene that owns its buttons."""

    def __init__(self, scene: Scene, table: pygame.Rect, on_undo: Callable[[], None],
                 on_new_game: Callable[[], None], can_undo: bool,
                 accept_label: str | None = None) -> None:
        """``accept_label``: the accepting button's label, when it is not New game (a hole
        of a round ends instead)."""
        m = th.metrics(scene.app.size)
        width = min(scene.app.size[0] - 2 * m.margin, m.px(560))
        height = 4 * m.gap + round(m.heading * 1.5) + round(m.body * 1.6) + m.gap + m.touch
        self.rect = pygame.Rect(0, 0, width, height)
        self.rect.center = table.center
        self.metrics = m
        row = pygame.Rect(self.rect.x + m.gap * 2, self.rect.bottom - m.gap * 2 - m.touch,
                          self.rect.width - 4 * m.gap, m.touch)
        undo_rect, new_rect = split_row(row, 2, m.gap)
        self.buttons: tuple[Any, Any] = (
            scene.button(undo_rect, _("Undo"), on_undo, enabled=can_undo),
            scene.button(new_rect, accept_label or _("New game"), on_new_game, kind="primary"),
        )

    @property
    def area(self) -> pygame.Rect:
        """Where drawing it touches the table (its shadow included)."""
        return self.rect.inflate(self.rect.width // 10, self.rect.height // 5)

    def draw(self, surface: pygame.Surface, score: int) -> None:
        m, panel = self.metrics, self.rect
        draw_panel(surface, panel, m.radius, th.STUCK_PANEL, th.ACCENT)
        head = pygame.Rect(panel.x + m.gap, panel.y + m.gap * 2, panel.width - 2 * m.gap,
                           round(m.heading * 1.5))
        draw_text(surface, _(MSG_STUCK), m.heading, th.INK, head, align="center", bold=True)
        line = pygame.Rect(head.x, head.bottom, head.width, round(m.body * 1.6))
        draw_text(surface, _("Score: {score}").format(score=number(score)), m.body,
                  th.INK_SOFT, line, align="center")
