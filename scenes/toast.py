"""A short notice near the bottom (or top) edge of the screen; a tap dismisses it."""

from __future__ import annotations

import pygame

from scenes import theme as th
from scenes.drawing import draw_block, draw_height, draw_panel


class Toast:
    """A few seconds of text near the bottom edge; a tap on it dismisses it."""

    def __init__(self) -> None:
        self.message = ""
        self.left = 0.0
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.error = False

    def show(self, message: str, seconds: float = 6.0, error: bool = False) -> None:
        self.message, self.left, self.error = message, seconds, error

    @property
    def visible(self) -> bool:
        return bool(self.message) and self.left > 0

    def update(self, dt: float) -> bool:
        if not self.visible:
            return False
        self.left -= dt
        return self.left <= 0

    def handle_event(self, event: pygame.event.Event) -> bool:
        if (
            self.visible
            and event.type == pygame.MOUSEBUTTONDOWN
            and self.rect.collidepoint(event.pos)
        ):
            self.left = 0
            return True
        return False

    def draw(self, surface: pygame.Surface, m: th.Metrics, at_top: bool = False) -> None:
        """Near the bottom edge, or the top one where buttons fill the bottom (widgets are
        drawn over scenes, so a toast must not lie under one)."""
        if not self.visible:
            return
        width = min(m.width - 2 * m.margin, m.px(760))
        size = m.body
        inner = width - 2 * m.gap
        height = draw_height(self.message, size, inner) + 2 * m.gap
        self.rect = pygame.Rect(0, 0, width, height)
        if at_top:
            self.rect.midtop = (m.width // 2, m.margin)
        else:
            self.rect.midbottom = (m.width // 2, m.height - m.margin)
        colour = th.TOAST_ERROR if self.error else th.TOAST
        draw_panel(surface, self.rect, m.radius, colour, th.ACCENT, shadow=True)
        draw_block(
            surface, self.message, size, th.INK, self.rect.inflate(-2 * m.gap, -2 * m.gap),
            align="center",
        )
