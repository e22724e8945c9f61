"""A view of tall content scrolled by a finger (drag and fling) or the wheel."""

from __future__ import annotations

import time

import pygame

from game.i18n import is_rtl
from scenes.ui import theme as th


class ScrollView:
    """Vertical scrolling of tall content inside ``viewport``: drag, fling and wheel.

    Touch reaches us as the mouse events SDL synthesises, the same that pygame_gui sees, so
    only mouse events are read: a finger is never handled twice.
    """

    FRICTION = 4.0  # fling velocity decays by e^-FRICTION per second

    def __init__(self, viewport: pygame.Rect, content_height: int = 0) -> None:
        self.viewport = pygame.Rect(viewport)
        self.content_height = content_height
        self.offset = 0.0
        self.velocity = 0.0
        self._drag_y: float | None = None
        self._last: tuple[float, float] | None = None  # (y, time) of the last motion
        self.dragged = False

    @property
    def max_offset(self) -> float:
        return max(0.0, float(self.content_height - self.viewport.height))

    def scroll_to(self, offset: float) -> None:
        self.offset = min(max(0.0, offset), self.max_offset)

    def handle_event(self, event: pygame.event.Event) -> bool:
        """True when the event scrolled (or started/ended a drag) the view."""
        if event.type == pygame.MOUSEWHEEL:
            self.velocity = 0.0
            self.scroll_to(self.offset - event.y * max(40, self.viewport.height // 8))
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.viewport.collidepoint(event.pos):
                self._drag_y = event.pos[1]
                self._last = (event.pos[1], time.monotonic())
                self.velocity = 0.0
                self.dragged = False
                return True
        elif event.type == pygame.MOUSEMOTION and self._drag_y is not None:
            y = event.pos[1]
            now = time.monotonic()
            dy = y - self._drag_y
            if abs(dy) > 0:
                self.dragged = True
            self.scroll_to(self.offset - dy)
            if self._last is not None and now > self._last[1]:
                # At most three screens a second: a busy machine's tiny time steps must
                # not turn a calm drag into a fling to the end of the page.
                top = 3.0 * self.viewport.height
                speed = -(y - self._last[0]) / max(now - self._last[1], 1 / 120)
                self.velocity = max(-top, min(top, speed))
            self._drag_y = y
            self._last = (y, now)
            return True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self._drag_y is not None:
            if self._last is not None and time.monotonic() - self._last[1] > 0.08:
                self.velocity = 0.0  # the finger stopped before it lifted
            self._drag_y = None
            self._last = None
            return True
        return False

    def update(self, dt: float) -> bool:
        """Coast after a fling; True while moving."""
        if self._drag_y is not None or abs(self.velocity) < 5:
            self.velocity = 0.0 if self._drag_y is None else self.velocity
            return False
        before = self.offset
        self.scroll_to(self.offset + self.velocity * dt)
        self.velocity *= pow(2.718281828, -self.FRICTION * dt)
        if self.offset in (0.0, self.max_offset):
            self.velocity = 0.0
        return self.offset != before

    def draw(self, surface: pygame.Surface, content: pygame.Surface, p: th.Palette) -> None:
        area = pygame.Rect(0, round(self.offset), self.viewport.width, self.viewport.height)
        surface.blit(content, self.viewport.topleft, area)
        self.draw_scrollbar(surface, p)

    def draw_scrollbar(self, surface: pygame.Surface, p: th.Palette) -> None:
        if self.max_offset <= 0:
            return
        v = self.viewport
        track_h = v.height
        thumb_h = max(24, round(track_h * v.height / max(1, self.content_height)))
        y = v.y + round((track_h - thumb_h) * self.offset / self.max_offset)
        w = max(4, v.width // 150)
        x = v.x + 2 if is_rtl() else v.right - w - 2
        bar = pygame.Surface((w, thumb_h), pygame.SRCALPHA)
        pygame.draw.rect(bar, p.scrollbar, bar.get_rect(), border_radius=w // 2)
        surface.blit(bar, (x, y))
