"""The look every screen shares: the colours the scenes draw with, the felt, the text sizes.

The widgets' own colours and shapes are in ``assets/theme.json`` (read by ``scenes.gui``).
Text comes in the sizes of :data:`FONT_SIZES` (the theme has a font block for each), so
:class:`Metrics` turns a window size into pixel sizes of those, and screens rebuild their
widgets on a resize.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

FONT_SIZES: tuple[int, ...] = (
    10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 24, 26, 28, 30, 32, 35, 38, 42, 46,
    50, 56, 62,
)

# Every colour the scenes draw with themselves (the felt, panels under the widgets, text):
# defined here once. The widgets' own colours are in assets/theme.json; the cards' in atlas.
FELT_CENTRE = (14, 107, 69)
FELT_EDGE = (7, 69, 44)
PANEL = (9, 52, 34)
PANEL_BORDER = (46, 138, 96)
INK = (245, 243, 234)
INK_SOFT = (196, 218, 204)
ACCENT = (242, 193, 78)
ERROR = (255, 138, 128)
SCRIM = (0, 0, 0, 150)
PIN_KEY = (30, 84, 60)  # the kiosk's PIN pad keys
BAR_SHADE = (0, 0, 0, 46)  # the table's top bar, over the felt
BAR_TEXT = (205, 226, 212)  # score, moves, time
BAR_QUIET = (160, 196, 176)  # the game code under them
HINT_GLOW = (140, 230, 255)  # the cards a hint points at
STUCK_PANEL = (9, 52, 34, 240)
SHADOW = (0, 0, 0, 90)  # under a panel
TILE = (9, 52, 34, 200)  # the menu's game tiles
ROW = (9, 52, 34, 170)  # a settings row
FRAME = (8, 44, 29, 225)  # the statistics table
PAGE_TABLE = (8, 44, 29, 235)  # a table on a rules page
BAND = (255, 255, 255, 14)  # every other row of a table
RULE_LINE = (255, 255, 255, 40)  # between a table's columns
PAGE_EDGE = (5, 40, 26)  # the soft edge a rules page scrolls away under
SCROLLBAR = (255, 255, 255, 90)
SWITCH_OFF = (70, 96, 84)
KNOB = (250, 250, 246)
TOAST = (20, 28, 24, 235)
TOAST_ERROR = (120, 32, 28, 235)
BANNER_SHADE = (0, 0, 0, 170)  # under the attract screen's banner
COUNTER = (0, 0, 0, 150)  # under a pile's counter (cards left in the stock, the pass)
COUNTER_TEXT = (236, 240, 232)


def nearest_font_size(px: float) -> int:
    """The largest theme font size not above ``px`` (the smallest if none is)."""
    fitting = [s for s in FONT_SIZES if s <= px]
    return fitting[-1] if fitting else FONT_SIZES[0]


@dataclass(frozen=True)
class Metrics:
    """Sizes for one window: everything scales with its short side (800 px = 1.0)."""

    width: int
    height: int

    @property
    def short(self) -> int:
        return min(self.width, self.height)

    @property
    def scale(self) -> float:
        # A short side of 800 px (1280x800) is the reference; 480 px still reads well.
        return max(0.6, min(2.0, self.short / 800))

    @property
    def portrait(self) -> bool:
        return self.height > self.width

    def px(self, value: float) -> int:
        return max(1, round(value * self.scale))

    @property
    def touch(self) -> int:
        """The smallest touch target: 48 px at 1280x800, never under 44 px."""
        return max(44, self.px(56))

    @property
    def margin(self) -> int:
        return max(8, round(self.short * 0.025))

    @property
    def gap(self) -> int:
        return max(6, self.px(12))

    @property
    def radius(self) -> int:
        return max(6, self.px(14))

    # Text sizes (px) for each role, mapped onto the theme's font sizes.
    @property
    def title(self) -> int:
        return nearest_font_size(self.px(40))

    @property
    def heading(self) -> int:
        return nearest_font_size(self.px(28))

    @property
    def body(self) -> int:
        return nearest_font_size(max(15, self.px(21)))

    @property
    def small(self) -> int:
        return nearest_font_size(max(13, self.px(17)))

    @property
    def button(self) -> int:
        return nearest_font_size(max(15, self.px(22)))


def metrics(size: tuple[int, int]) -> Metrics:
    return Metrics(*size)


_felt_cache: dict[tuple[int, int], pygame.Surface] = {}


def felt(size: tuple[int, int]) -> pygame.Surface:
    """The table's felt: a dark green radial gradient, drawn once per size and cached."""
    cached = _felt_cache.get(size)
    if cached is not None:
        return cached
    w, h = max(1, size[0]), max(1, size[1])
    small_w, small_h = 96, max(2, round(96 * h / w))
    small = pygame.Surface((small_w, small_h))
    small.fill(FELT_EDGE)
    cx, cy = small_w / 2, small_h / 2
    reach = (cx * cx + cy * cy) ** 0.5
    steps = 48
    for i in range(steps, 0, -1):
        t = i / steps  # 1 at the edge, 0 at the centre
        colour = tuple(
            round(c + (e - c) * t**1.6) for c, e in zip(FELT_CENTRE, FELT_EDGE, strict=True)
        )
        r = reach * t
        pygame.draw.ellipse(
            small, colour, pygame.Rect(cx - r * 1.05, cy - r, r * 2.1, r * 2)
        )
    surf = pygame.transform.smoothscale(small, (w, h))
    if len(_felt_cache) > 8:
        _felt_cache.clear()
    _felt_cache[size] = surf
    return surf
