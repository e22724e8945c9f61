"""The stuck dialog: "No more possible moves", the score, Undo and New game, over the table of
a game that can end with no move left (``Status.STUCK``).

A dialog on the App's stack like any other (intent ``Stuck``), so the table beneath is
dimmed and none of its buttons can be pressed. The score comes with its formula when the
game has one (the cards left take their points off here). The player may still undo:
the result is counted only when New game accepts it (the table's ``on_new_game``, which
deals the next game at once); for a hole of a round that button is End the hole, which puts
its strokes on the round's card. Back leaves for the
menu; the stuck game stays for Continue, which shows this dialog again.

Drawn by hand, not as a pygame_gui window: a UIWindow brings a title bar and a close button
below the touch size, and its text box would wrap Hebrew in reverse line order.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from game.i18n import N_, _
from scenes.base import Context, Scene, is_back
from scenes.intents import Back, ToMenu
from scenes.table.top_bar import MSG_STROKES, number
from scenes.ui.drawing import draw_panel, draw_text, scrim
from scenes.ui.geometry import centred, split_row

if TYPE_CHECKING:
    from game.session import Session

MSG_STUCK = N_("No more possible moves")
MSG_END_HOLE = N_("End the hole")


class StuckScene(Scene):
    """Asks a stuck game's player: undo, or count the loss and go on (``on_new_game``)."""

    overlay = True

    def __init__(self, ctx: Context, session: Session, on_undo: Callable[[], None],
                 on_new_game: Callable[[], None]) -> None:
        super().__init__(ctx)
        self.session = session
        self.on_undo = on_undo
        self.on_new_game = on_new_game
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.buttons: tuple[Any, ...] = ()

    def layout(self) -> None:
        m = self.ctx.metrics
        W, H = self.ctx.size
        width = min(W - 2 * m.margin, m.px(560))
        height = 4 * m.gap + round(m.heading * 1.5) + round(m.body * 1.6) + m.gap + m.touch
        if self.formula():
            height += round(m.small * 1.5)
        self.rect = centred((width, height), pygame.Rect(0, 0, W, H))

    def build_ui(self) -> None:
        m = self.ctx.metrics
        row = pygame.Rect(self.rect.x + m.gap * 2, self.rect.bottom - m.gap * 2 - m.touch,
                          self.rect.width - 4 * m.gap, m.touch)
        undo_rect, new_rect = split_row(row, 2, m.gap)
        self.buttons = (
            self.button(undo_rect, _("Undo"), self.undo, enabled=self.session.can_undo()),
            self.button(new_rect, self.accept_label(), self.new_game, kind="primary"),
        )

    def accept_label(self) -> str:
        """New game; a hole of a round ends instead, its strokes going on the card."""
        return _(MSG_END_HOLE) if self.session.round is not None else _("New game")

    def figure(self) -> str:
        """What the game ended on: its score, or a hole's strokes (a round counts strokes,
        as the top bar and the scorecard do; its points would say another number)."""
        game = self.session.game
        if self.session.round is not None:
            return _(MSG_STROKES).format(strokes=number(game.hole_strokes()))
        return _("Score: {score}").format(score=number(game.score))

    def formula(self) -> str | None:
        """How the score was made (the cards left take their points off); none for a hole,
        whose strokes are simply the cards left."""
        return None if self.session.round is not None else self.session.game.score_formula()

    def handle_event(self, event: pygame.event.Event) -> None:
        if is_back(event):
            self.ctx.navigate(ToMenu())

    def undo(self) -> None:
        self.ctx.navigate(Back())
        self.on_undo()

    def new_game(self) -> None:
        self.ctx.navigate(Back())
        self.on_new_game()

    def draw(self, surface: pygame.Surface) -> None:
        p = self.ctx.palette
        m, panel = self.ctx.metrics, self.rect
        scrim(surface, p)
        draw_panel(surface, p, panel, m.radius, p.stuck_panel, p.accent)
        head = pygame.Rect(panel.x + m.gap, panel.y + m.gap * 2, panel.width - 2 * m.gap,
                           round(m.heading * 1.5))
        draw_text(surface, _(MSG_STUCK), m.heading, p.ink, head, align="center", bold=True)
        line = pygame.Rect(head.x, head.bottom, head.width, round(m.body * 1.6))
        draw_text(surface, self.figure(), m.body, p.ink_soft, line, align="center")
        formula = self.formula()
        if formula:
            below = pygame.Rect(line.x, line.bottom, line.width, round(m.small * 1.5))
            draw_text(surface, formula, m.small, p.ink_soft, below, align="center")
