"""The look every screen shares: the palette (every colour drawn), the felt, the text sizes.

A table theme is one value, a :class:`Palette`: the felt, the panels, the text, the accents,
the widgets' colours and the cards' (:class:`CardPalette`, ``Palette.cards``). The App holds
the one in use and hands it to whatever draws (``ctx.palette``); a change of theme is a new
value handed round, nothing is rewritten. ``scenes.ui.gui`` makes pygame_gui's theme from it
(``assets/theme.json`` holds only shapes and fonts).

Text comes in the sizes of :data:`FONT_SIZES` (the theme has a font block for each), so
:class:`Metrics` turns a window size into pixel sizes of those, and screens rebuild their
widgets on a resize.
"""

from __future__ import annotations

import random
from typing import NamedTuple

import pygame

from game.i18n import N_
from scenes.ui.surface_cache import SurfaceCache

FONT_SIZES: tuple[int, ...] = (
    10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 24, 26, 28, 30, 32, 35, 38, 42, 46,
    50, 56, 62,
)

RGB = tuple[int, int, int]
RGBA = tuple[int, int, int, int]


class BackColours(NamedTuple):
    """A card back: the field, the lattice drawn on it, and the frame line and dots."""

    field: RGB
    pattern: RGB
    frame: RGB


class CourtColours(NamedTuple):
    """What the court figures (``scenes.ui.court_art``) wear and hold, beside their suit's
    colour."""

    ink: RGB  # every outline
    skin: RGB
    cheek: RGB
    lip: RGB
    gold: RGB  # crowns, braid, sceptres
    white: RGB  # ermine, lace, cuffs
    steel: RGB  # blades
    wood: RGB  # hafts and hilts
    leaf: RGB
    navy: RGB  # what the red suits wear beside their own colour
    crimson: RGB  # what the black suits wear beside charcoal
    charcoal: RGB  # the black suits' robes: black softened for large areas
    hair_gold: RGB
    hair_brown: RGB
    hair_grey: RGB
    hair_dark: RGB
    hair_auburn: RGB
    backdrop: RGB  # the court picture's ground, before the suit's breath of colour
    frame: RGB  # the picture's gilt frame


class CardPalette(NamedTuple):
    """Every colour of the cards (``scenes.ui.atlas``) and their court figures: one value a
    table theme refers to (``Palette.cards``); themes may share one."""

    face: RGB
    border: RGB
    red: RGB
    black: RGB
    blue: RGB  # diamonds in the four-colour deck
    green: RGB  # clubs in the four-colour deck
    highlight: RGB  # the warm ring on legal targets
    mat: RGB  # an empty pile's mat and its mark, drawn faint
    tray: RGB  # under piles that belong together: a shade of whatever felt
    backs: tuple[BackColours, ...]  # the card backs a player chooses from (settings.card_back)
    court: CourtColours


CLASSIC_CARDS = CardPalette(
    face=(252, 252, 250), border=(184, 184, 176), red=(198, 40, 40), black=(30, 30, 30),
    blue=(21, 101, 192), green=(46, 125, 50), highlight=(255, 190, 40),
    mat=(255, 255, 255), tray=(0, 0, 0),
    backs=(
        BackColours((24, 72, 138), (52, 108, 184), (214, 226, 244)),  # blue
        BackColours((150, 32, 38), (190, 64, 68), (246, 222, 214)),  # red
        BackColours((16, 96, 64), (40, 132, 92), (216, 238, 222)),  # green, like the felt
        BackColours((14, 34, 70), (150, 122, 56), (236, 206, 128)),  # night blue and gold
    ),
    court=CourtColours(
        ink=(34, 26, 24), skin=(253, 231, 208), cheek=(248, 208, 198), lip=(200, 92, 92),
        gold=(236, 184, 48), white=(252, 250, 242), steel=(206, 214, 224),
        wood=(132, 84, 44), leaf=(74, 136, 64), navy=(36, 62, 140), crimson=(150, 30, 44),
        charcoal=(46, 46, 52), hair_gold=(232, 176, 64), hair_brown=(124, 78, 46),
        hair_grey=(212, 210, 204), hair_dark=(58, 44, 38), hair_auburn=(176, 90, 44),
        backdrop=(250, 243, 222), frame=(196, 152, 44),
    ),
)


# The records here are NamedTuples, not dataclasses: as frozen and as comparable, and a
# fortieth of the cost to define (four dataclasses added 7 ms to every start; the Palette's
# sixty fields alone cost about 3 ms).
class Palette(NamedTuple):
    """One table theme: every colour drawn. The first ones follow the felt, each theme its
    own; the rest are the same in every theme (their defaults)."""

    name: str  # its key in PALETTES and in settings.json
    label: str  # what Settings calls it (a msgid)
    back: int  # the card back drawn in this theme's colours (an index of ``cards.backs``)
    felt_centre: RGB
    felt_edge: RGB
    panel: RGB
    panel_border: RGB  # also the widgets' border
    ink_soft: RGB
    pin_key: RGB  # the kiosk's PIN pad keys
    bar_text: RGB  # score, moves, time
    bar_quiet: RGB  # the game code under them
    stuck_panel: RGBA
    tile: RGBA  # the menu's game tiles
    row: RGBA  # a settings row
    frame: RGBA  # the statistics table
    page_table: RGBA  # a table on a rules page
    page_edge: RGB  # the soft edge a rules page scrolls away under
    switch_off: RGB
    toast: RGBA
    coach_panel: RGBA  # the lesson's bubble, the examples' panel: opaque (words over cards)
    # pygame_gui's buttons (scenes.ui.gui puts them in its theme)
    button: RGB
    button_hover: RGB
    button_pressed: RGB  # also a tab's background
    button_dim: RGB  # a disabled button
    deep: RGB  # the darkest widget colour; the text of a selected tab
    dim_text: RGB  # a disabled button's label
    border_dim: RGB
    border_bright: RGB  # a secondary button's border
    tab_text: RGB
    # charts (scenes.ui.chart): a game lost, a day played and not won; under a plot
    chart_muted: RGB
    chart_plot: RGBA
    cards: CardPalette = CLASSIC_CARDS  # the cards' and court figures' colours

    # --- the same in every theme ---------------------------------------------------------------
    ink: RGB = (245, 243, 234)  # text
    accent: RGB = (242, 193, 78)  # what is chosen, the primary button, a hint's ring
    error: RGB = (255, 138, 128)
    scrim: RGBA = (0, 0, 0, 150)  # over what lies under a dialog
    bar_shade: RGBA = (0, 0, 0, 46)  # the table's top bar, over the felt
    hint_glow: RGB = (140, 230, 255)  # the cards a hint points at
    shadow: RGBA = (0, 0, 0, 90)  # under a panel
    band: RGBA = (255, 255, 255, 14)  # every other row of a table
    rule_line: RGBA = (255, 255, 255, 40)  # between a table's columns
    scrollbar: RGBA = (255, 255, 255, 90)
    knob: RGB = (250, 250, 246)
    toast_error: RGBA = (120, 32, 28, 235)
    banner_shade: RGBA = (0, 0, 0, 170)  # under the attract screen's banner
    coach_drop: RGB = (130, 220, 160)  # the lesson's ring where a dragged card goes
    counter: RGBA = (0, 0, 0, 150)  # under a pile's counter (cards left in the stock, the pass)
    counter_text: RGB = (236, 240, 232)
    # the widgets' colours of every theme (scenes.ui.gui)
    ink_bright: RGB = (255, 255, 255)  # a hovered or pressed label
    ink_dark: RGB = (30, 30, 30)  # text on the accent and on light widgets
    accent_hover: RGB = (255, 211, 107)
    accent_pressed: RGB = (217, 165, 52)
    accent_border: RGB = (247, 217, 138)
    accent_dim: RGB = (110, 106, 78)  # a disabled primary button
    accent_dim_text: RGB = (184, 181, 160)
    link_hover: RGB = (255, 224, 138)
    light: RGB = (239, 232, 210)  # a selected choice
    light_hover: RGB = (255, 248, 228)
    light_pressed: RGB = (220, 211, 184)
    key: RGB = (233, 238, 233)  # an on-screen keypad's keys
    key_pressed: RGB = (201, 212, 204)
    key_text: RGB = (30, 43, 36)
    key_border: RGB = (184, 196, 188)
    danger: RGB = (178, 58, 50)  # a button that throws something away
    danger_hover: RGB = (201, 72, 63)
    danger_pressed: RGB = (143, 44, 38)
    danger_border: RGB = (224, 133, 126)
    field: RGB = (247, 246, 240)  # a text field
    field_disabled: RGB = (200, 204, 200)


GREEN = Palette(
    # TRANSLATORS: a table colour (the felt, as in "a green table"), chosen in Settings
    name="green", label=N_("Green"), back=0,
    felt_centre=(14, 107, 69), felt_edge=(7, 69, 44),
    panel=(9, 52, 34), panel_border=(46, 138, 96), ink_soft=(196, 218, 204),
    pin_key=(30, 84, 60), bar_text=(205, 226, 212), bar_quiet=(160, 196, 176),
    stuck_panel=(9, 52, 34, 240), tile=(9, 52, 34, 200), row=(9, 52, 34, 170),
    frame=(8, 44, 29, 225), page_table=(8, 44, 29, 235), page_edge=(5, 40, 26),
    switch_off=(70, 96, 84), toast=(20, 28, 24, 235), coach_panel=(12, 40, 30, 255),
    button=(21, 85, 58), button_hover=(29, 106, 73), button_pressed=(15, 70, 48),
    button_dim=(42, 74, 60), deep=(11, 61, 40), dim_text=(143, 168, 154),
    border_dim=(46, 84, 67), border_bright=(60, 154, 110), tab_text=(216, 230, 221),
    chart_muted=(104, 146, 124), chart_plot=(2, 30, 18, 110),
)

# A deep night blue: the same lightness steps as the green, so text and cards read the same.
BLUE = Palette(
    # TRANSLATORS: a table colour (the felt, as in "a blue table"), chosen in Settings
    name="blue", label=N_("Blue"), back=3,
    felt_centre=(22, 78, 134), felt_edge=(9, 39, 76),
    panel=(10, 36, 70), panel_border=(62, 116, 184), ink_soft=(198, 212, 234),
    pin_key=(28, 62, 108), bar_text=(206, 218, 240), bar_quiet=(160, 180, 216),
    stuck_panel=(10, 36, 70, 240), tile=(10, 36, 70, 200), row=(10, 36, 70, 170),
    frame=(8, 30, 60, 225), page_table=(8, 30, 60, 235), page_edge=(5, 24, 50),
    switch_off=(72, 90, 120), toast=(18, 24, 36, 235), coach_panel=(10, 30, 58, 255),
    button=(26, 70, 122), button_hover=(36, 90, 150), button_pressed=(18, 54, 100),
    button_dim=(44, 60, 86), deep=(12, 44, 84), dim_text=(142, 156, 182),
    border_dim=(46, 66, 100), border_bright=(76, 128, 196), tab_text=(216, 226, 242),
    chart_muted=(110, 134, 176), chart_plot=(2, 16, 40, 110),
)

PALETTES: dict[str, Palette] = {p.name: p for p in (GREEN, BLUE)}
DEFAULT_THEME = GREEN.name


def palette_named(name: str | None) -> Palette:
    """A theme's palette by name (an unknown name, say from a later build's settings, gives
    the default theme's)."""
    return PALETTES.get(name or DEFAULT_THEME, PALETTES[DEFAULT_THEME])


MIN_TEXT = 14  # the least size of any text a player reads, at any window size
MIN_TOUCH = 44  # the least a control a finger touches measures, either way
# Large print: every size of text and control this much larger (a font size is the theme's
# nearest below, so each comes out at least a fifth larger).
LARGE_PRINT = 1.3


class TypeRole(NamedTuple):
    """One step of the type scale: its size in px at the reference window (a short side of
    800 px; :class:`Metrics` scales it), the least it may shrink to, and its weight."""

    px: float
    least: float = 0.0
    bold: bool = False


# The type scale: five sizes in two weights of the one family (Rubik); the bar's figures
# are bold at a share of the bar's height (``scenes.table.top_bar``), in tabular digits.
TYPE_SCALE: dict[str, TypeRole] = {
    "title": TypeRole(40, bold=True),
    "heading": TypeRole(28, bold=True),
    "button": TypeRole(22, 15, bold=True),
    "body": TypeRole(21, 15),
    "small": TypeRole(17, MIN_TEXT),
}


def nearest_font_size(px: float) -> int:
    """The largest theme font size not above ``px`` (the smallest if none is)."""
    fitting = [s for s in FONT_SIZES if s <= px]
    return fitting[-1] if fitting else FONT_SIZES[0]


class Metrics(NamedTuple):
    """Sizes for one window: everything scales with its short side (800 px = 1.0)."""

    width: int
    height: int
    large: bool = False  # large print (a setting): text and controls LARGE_PRINT times larger

    @property
    def short(self) -> int:
        return min(self.width, self.height)

    @property
    def scale(self) -> float:
        # A short side of 800 px (1280x800) is the reference; 480 px still reads well.
        base = max(0.6, min(2.0, self.short / 800))
        return base * LARGE_PRINT if self.large else base

    @property
    def portrait(self) -> bool:
        return self.height > self.width

    def px(self, value: float) -> int:
        return max(1, round(value * self.scale))

    @property
    def touch(self) -> int:
        """The smallest touch target: 48 px at 1280x800, never under 44 px."""
        return max(MIN_TOUCH, self.px(56))

    @property
    def margin(self) -> int:
        return max(8, round(self.short * 0.025))

    @property
    def gap(self) -> int:
        return max(6, self.px(12))

    @property
    def radius(self) -> int:
        return max(6, self.px(14))

    # Text sizes (px) for each role of TYPE_SCALE, mapped onto the theme's font sizes.
    def type_size(self, role: str) -> int:
        step = TYPE_SCALE[role]
        return nearest_font_size(max(step.least, self.px(step.px)))

    @property
    def title(self) -> int:
        return self.type_size("title")

    @property
    def heading(self) -> int:
        return self.type_size("heading")

    @property
    def body(self) -> int:
        return self.type_size("body")

    @property
    def small(self) -> int:
        return self.type_size("small")

    @property
    def button(self) -> int:
        return self.type_size("button")


def metrics(size: tuple[int, int], large: bool = False) -> Metrics:
    return Metrics(size[0], size[1], large)


# Two screens' worth (landscape and portrait at 1920x1080 are 8 MB each) and the settings'
# small swatches of each theme; a window resized through many sizes keeps only the last.
_felt_cache: SurfaceCache[tuple[str, int, int]] = SurfaceCache(entries=8, max_bytes=20 * 2**20)

VIGNETTE = 0.28  # how much darker the far corners are than the felt's edge colour
GRAIN = 7  # the texture's reach, in colour levels either way
MOTTLE = 4  # the slow, cloth-like unevenness, in colour levels either way
GRAIN_TILE = 128


def felt(size: tuple[int, int], palette: Palette) -> pygame.Surface:
    """The table's felt in the palette's colours: a radial gradient darkening into a vignette
    at the corners, with a slow mottle and a fine grain as cloth has; drawn once per theme and
    size and cached (a few ms at full HD)."""
    key = (palette.name, size[0], size[1])
    cached = _felt_cache.get(key)
    if cached is not None:
        return cached
    w, h = max(1, size[0]), max(1, size[1])
    rng = random.Random(26)  # the same cloth on every start
    small = _felt_gradient(palette, (w, h))
    _add_noise(small, rng, MOTTLE)  # smoothed up with the gradient: a slow unevenness
    surf = pygame.transform.smoothscale(small, (w, h))
    _add_noise(surf, rng, GRAIN, tile=GRAIN_TILE)
    return _felt_cache.put(key, surf)


def _felt_gradient(palette: Palette, size: tuple[int, int]) -> pygame.Surface:
    """Centre to edge in the palette's felt colours, then darker still into the corners,
    on a small surface (96 px across) to be smoothed up to ``size``."""
    centre, edge = palette.felt_centre, palette.felt_edge
    w, h = size
    small_w, small_h = 96, max(2, round(96 * h / w))
    small = pygame.Surface((small_w, small_h))
    cx, cy = small_w / 2, small_h / 2
    reach = (cx * cx + cy * cy) ** 0.5
    steps = 48
    small.fill(tuple(round(e * (1 - VIGNETTE)) for e in edge))
    for i in range(steps, 0, -1):
        t = i / steps  # 1 at the corners, 0 at the centre
        shade = 1 - VIGNETTE * max(0.0, (t - 0.62) / 0.38) ** 1.5
        colour = tuple(round((c + (e - c) * min(1.0, t / 0.8) ** 1.6) * shade)
                       for c, e in zip(centre, edge, strict=True))
        r = reach * t
        pygame.draw.ellipse(small, colour, pygame.Rect(cx - r * 1.05, cy - r, r * 2.1, r * 2))
    return small


def _add_noise(surf: pygame.Surface, rng: random.Random, reach: int, tile: int = 0) -> None:
    """Grey noise of up to ``reach`` colour levels, added and taken away: over the whole
    surface, or as a repeating ``tile`` px square."""
    w, h = surf.get_size()
    tw, th_ = (tile, tile) if tile else (w, h)
    data = rng.randbytes(tw * th_)
    for levels, flag in (([max(0, i - 128) * reach // 127 for i in range(256)],
                          pygame.BLEND_RGB_ADD),
                         ([max(0, 127 - i) * reach // 127 for i in range(256)],
                          pygame.BLEND_RGB_SUB)):
        grey = pygame.image.frombytes(data, (tw, th_), "P")
        grey.set_palette([(v, v, v) for v in levels])
        grey = grey.convert(surf)  # blending from 8 bits would convert on every blit
        for y in range(0, h, th_):
            for x in range(0, w, tw):
                surf.blit(grey, (x, y), special_flags=flag)
