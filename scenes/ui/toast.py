"""A short notice near the bottom (or top) edge of the screen; a tap dismisses it.

On the card table a notice must not cover a pile the player needs: given the piles to keep
clear, it takes the free space nearest the bottom centre (narrower and taller if it must), and
where the table has none, the middle of the top bar. On a page, given its buttons to keep
clear (widgets are drawn over the scene: a notice under one is cut by it), it takes the free
space the same way, else its edge.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from scenes.ui import theme as th
from scenes.ui.drawing import MIN_TEXT, draw_block, draw_height, draw_panel

WIDTHS = (1.0, 0.8, 0.64, 0.5, 0.4)  # shares of the widest toast tried, widest first
NARROWEST = 240  # px at 1280x800: narrower than this a toast reads badly
BAR_INSET = 3  # px between a toast in the bar and the bar's edges


class Toast:
    """A few seconds of text near the bottom edge; a tap on it dismisses it."""

    def __init__(self) -> None:
        self.message = ""
        self.left = 0.0
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.error = False
        self._placed: tuple[object, ...] = ()  # what the rect and text size were found for
        self._size = 0

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

    def draw(self, surface: pygame.Surface, p: th.Palette, m: th.Metrics, at_top: bool = False,
             avoid: Sequence[pygame.Rect] = (), bar: pygame.Rect | None = None) -> None:
        """Near the bottom edge, or the top one where buttons fill the bottom (widgets are
        drawn over scenes, so a toast must not lie under one). With ``avoid`` (the piles) and
        ``bar`` (the top bar's free middle): in free space under the bar, else in the bar;
        with ``avoid`` alone (a page's buttons): in free space, else at that edge."""
        if not self.visible:
            return
        key = (self.message, m, at_top, tuple(tuple(r) for r in avoid),
               tuple(bar) if bar is not None else None)
        if key != self._placed:
            self._placed = key
            self.rect, self._size = self._place(m, at_top, avoid, bar)
        colour = p.toast_error if self.error else p.toast
        barred = bar is not None and bar.contains(self.rect)
        pad = BAR_INSET if barred else m.gap
        radius = min(m.radius, self.rect.height // 2)
        draw_panel(surface, p, self.rect, radius, colour, p.accent, shadow=not barred)
        draw_block(surface, self.message, self._size, p.ink, self.rect.inflate(-2 * pad, -2 * pad),
                   align="center")

    def _place(self, m: th.Metrics, at_top: bool, avoid: Sequence[pygame.Rect],
               bar: pygame.Rect | None) -> tuple[pygame.Rect, int]:
        widest = min(m.width - 2 * m.margin, m.px(760))
        if bar is not None:
            area = pygame.Rect(m.margin, bar.bottom + m.margin, m.width - 2 * m.margin,
                               m.height - bar.bottom - 2 * m.margin)
            for share in WIDTHS:
                width = round(widest * share)
                if width < min(widest, m.px(NARROWEST)):
                    break
                height = draw_height(self.message, m.body, width - 2 * m.gap) + 2 * m.gap
                spot = free_spot((width, height), area, avoid, m.gap)
                if spot is not None:
                    return spot, m.body
            if bar.width >= m.px(NARROWEST) // 2:
                return bar_spot(self.message, bar, m)
        elif avoid:
            area = pygame.Rect(m.margin, m.margin, m.width - 2 * m.margin,
                               m.height - 2 * m.margin)
            for share in WIDTHS:
                width = round(widest * share)
                if width < min(widest, m.px(NARROWEST)):
                    break
                height = draw_height(self.message, m.body, width - 2 * m.gap) + 2 * m.gap
                spot = free_spot((width, height), area, avoid, m.gap)
                if spot is not None:
                    return spot, m.body
        rect = pygame.Rect(0, 0, widest, 0)
        rect.height = draw_height(self.message, m.body, widest - 2 * m.gap) + 2 * m.gap
        if at_top:
            rect.midtop = (m.width // 2, m.margin)
        else:
            rect.midbottom = (m.width // 2, m.height - m.margin)
        return rect, m.body


def free_spot(size: tuple[int, int], area: pygame.Rect, avoid: Sequence[pygame.Rect],
              clearance: int) -> pygame.Rect | None:
    """Where a box of ``size`` inside ``area`` keeps ``clearance`` px from every rectangle of
    ``avoid``: the lowest such place, the nearest the middle on that line; None if none."""
    w, h = size
    if w > area.width or h > area.height:
        return None
    lefts = {area.centerx - w // 2, area.left, area.right - w}
    for r in avoid:
        lefts.update((r.right + clearance, r.left - clearance - w))
    middle = area.centerx - w // 2
    ordered = sorted((x for x in lefts if area.left <= x <= area.right - w),
                     key=lambda x: (abs(x - middle), x))
    kept = [r.inflate(2 * clearance, 2 * clearance) for r in avoid]
    step = max(4, h // 4)
    for y in range(area.bottom - h, area.top - 1, -step):
        for x in ordered:
            box = pygame.Rect(x, y, w, h)
            if box.collidelist(kept) == -1:
                return box
    return None


def bar_spot(message: str, bar: pygame.Rect, m: th.Metrics) -> tuple[pygame.Rect, int]:
    """The bar's free middle, and the largest text size (up to the small one) the message
    fits there at."""
    rect = bar.inflate(-2 * BAR_INSET, -2 * BAR_INSET)
    inner = rect.inflate(-2 * BAR_INSET, -2 * BAR_INSET)
    fitting = [s for s in th.FONT_SIZES if MIN_TEXT <= s <= m.small
               and draw_height(message, s, inner.width) <= inner.height]
    return rect, fitting[-1] if fitting else MIN_TEXT
