"""pygame_gui behind one door: the manager, the project theme, buttons made with their callback,
the text field. No other module imports pygame_gui or touches its elements' insides.

- Theme: made from the palette in use (``widget_colours``: every colour of every block) over
  ``assets/theme.json``, which holds only shapes and fonts; at run time the absolute paths of
  the bundled Rubik fonts are added (from any working folder and inside a PyInstaller
  bundle), and one font block per size in ``theme.FONT_SIZES`` (object id ``#f22``), so a
  label's size is chosen per button without reloading the theme. A new table theme loads
  the colours of its palette (``Gui.use_palette``).
- A button is made with what it does (``on_press``); a press, real or posted, runs it. Its
  label reaches pygame_gui in visual order (Hebrew) and at the largest theme size that fits.
- A text field takes only the characters it is given (a game code: Latin letters, digits,
  dash, space): no zero-width or control character can reach pygame_gui's text layout, which
  raises "Text has zero width" on a field holding only such characters.

pygame_gui itself is imported when first needed. A ``Gui(live=False)`` (the launcher's quick
start) sketches the buttons it is asked for (``Sketch``, drawn by ``scenes.ui.sketch`` to
pygame_gui's pixels) until ``go_live``; the App then has the screen build them again, real.

What pygame_gui 0.6.14 offers no public way to do is done here and only here, each with its
reason beside it: an icon drawn at run time on a button, the manager's list of removed
sprites, which it never empties, its list of what to draw, which it refreshes only in
``update``, a button's looks drawn when first shown (``_states_when_shown``), no text
surfaces on a button without words (``_no_text_surfaces_without_text``), the shadows'
corners drawn once per process (``_shadow_corners_once``), one cache of drawn shapes for
every manager of the process (``_shared_shapes``, ``_themes_share_shapes``) and each theme
colour's words read once (``_colours_parsed_once``).
"""

from __future__ import annotations

import copy
import logging
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from game.i18n import is_rtl
from game.store.files import read_json
from game.store.schema import MISSING, Fields, MapOf, Record, Value
from scenes.ui import icons, sketch, text
from scenes.ui import theme as th

if TYPE_CHECKING:
    from pygame_gui.core import UIElement
    from pygame_gui.elements import UIButton, UITextEntryLine

log = logging.getLogger("solitaire.theme")

FONT_NAME = "rubik"

Action = Callable[[], None]


# --- the theme -----------------------------------------------------------------------------
MAX_THEME_BYTES = 1 << 20


def theme_path() -> str:
    return str(text.asset_path("theme.json"))


def _is_text(value: Any) -> bool:
    return isinstance(value, str)


def _is_flag(value: Any) -> bool:
    return value in ("0", "1") or (type(value) is int and value in (0, 1))


def _is_size(value: Any) -> bool:
    text = str(value) if type(value) is int else value
    return isinstance(text, str) and text.isascii() and text.isdigit() and 0 < int(text) <= 512


# What pygame_gui reads from each block, as the store reads its files (game.store.schema):
# a value of the wrong type is dropped, not handed to pygame_gui, which raises on some of them.
_BLOCK = Record(
    {
        "colours": MapOf(_is_text, Value(_is_text)),
        "font": Record(
            {"name": Value(_is_text), "size": Value(_is_size), "bold": Value(_is_flag),
             "italic": Value(_is_flag)},
            keep_unknown=False,
        ),
        "misc": MapOf(_is_text, Value(lambda v: isinstance(v, str | int | float))),
        "prototype": Value(_is_text),
    },
    keep_unknown=False,
)
THEME_SCHEMA = MapOf(_is_text, _BLOCK)


def _plain(value: Any) -> Any:
    if isinstance(value, Fields):
        return {k: _plain(v) for k, v in value.values.items()}
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    return value


@lru_cache(maxsize=1)
def _base() -> dict[str, Any]:
    """The theme file's blocks, each value checked; a missing or broken file gives pygame_gui's
    default look (with our fonts), a wrong value its default, and a warning in the log, never a
    crash."""
    path = theme_path()
    try:
        data = read_json(Path(path), MAX_THEME_BYTES)
    except (OSError, ValueError) as exc:  # BadFile, JSON and UTF-8 errors are ValueErrors
        log.warning("theme file %s is unusable (%s): using the default theme", path, exc)
        return {}
    blocks, repaired = THEME_SCHEMA.read(data)
    if blocks is MISSING:
        log.warning("theme file %s is unusable (not a JSON object): using the default theme",
                    path)
        return {}
    if repaired:
        log.warning("theme file %s has values of the wrong kind: they keep their defaults", path)
    return dict(_plain(blocks))


def _font_block(size: int, bold: bool, paths: tuple[str, str]) -> dict[str, str]:
    regular, bold_path = paths
    return {
        "name": FONT_NAME,
        "size": str(size),
        "bold": "1" if bold else "0",
        "regular_path": regular,
        "bold_path": bold_path,
    }


def font_id(size: int) -> str:
    """The object id of the theme block for text of ``size`` px (one of FONT_SIZES)."""
    return f"#f{size}"


def _hex(colour: tuple[int, ...]) -> str:
    return "#" + "".join(f"{c:02X}" for c in colour)


CLEAR = (0, 0, 0, 0)
TIP_PX = 18  # a button's tip, shown by the pointer (a desktop's): read at a glance
GLOW, PRESS, HALF = 0x10, 0x26, 0x80  # alphas of the ghost button's hover and press


def widget_colours(palette: th.Palette) -> dict[str, dict[str, str]]:
    """Every widget colour, by theme block, from the palette: the accent and the ink are
    said once, in the palette, however many blocks wear them."""
    p = palette
    accent, ink, bright, dark = _hex(p.accent), _hex(p.ink), _hex(p.ink_bright), _hex(p.ink_dark)
    return {
        "defaults": {
            "normal_bg": _hex(p.button), "hovered_bg": _hex(p.button_hover),
            "active_bg": _hex(p.button_pressed), "disabled_bg": _hex(p.button_dim),
            "dark_bg": _hex(p.deep), "unfilled_bar": _hex(p.deep), "filled_bar": accent,
            "normal_text": ink, "hovered_text": bright, "active_text": bright,
            "selected_text": dark, "disabled_text": _hex(p.dim_text), "selected_bg": accent,
            "normal_border": _hex(p.panel_border), "hovered_border": accent,
            "selected_border": accent, "active_border": accent,
            "disabled_border": _hex(p.border_dim), "text_cursor": accent,
            "link_text": accent, "link_hover": _hex(p.link_hover),
            "link_selected": _hex(p.link_hover),
        },
        "@primary": {
            "normal_bg": accent, "hovered_bg": _hex(p.accent_hover),
            "active_bg": _hex(p.accent_pressed), "disabled_bg": _hex(p.accent_dim),
            "normal_text": dark, "hovered_text": dark, "active_text": dark,
            "disabled_text": _hex(p.accent_dim_text), "normal_border": _hex(p.accent_border),
            "hovered_border": bright, "active_border": bright,
        },
        "@secondary": {
            "normal_bg": _hex(p.button), "hovered_bg": _hex(p.button_hover),
            "active_bg": _hex(p.button_pressed), "normal_border": _hex(p.border_bright),
        },
        "@selected": {
            "normal_bg": _hex(p.light), "hovered_bg": _hex(p.light_hover),
            "active_bg": _hex(p.light_pressed), "normal_border": accent,
            "hovered_border": accent, "normal_text": _hex(p.deep),
            "hovered_text": _hex(p.deep), "active_text": _hex(p.deep),
        },
        "@key": {
            "normal_bg": _hex(p.key), "hovered_bg": bright, "active_bg": _hex(p.key_pressed),
            "normal_text": _hex(p.key_text), "hovered_text": _hex(p.key_text),
            "active_text": _hex(p.key_text), "normal_border": _hex(p.key_border),
            "hovered_border": accent,
        },
        "@danger": {
            "normal_bg": _hex(p.danger), "hovered_bg": _hex(p.danger_hover),
            "active_bg": _hex(p.danger_pressed), "normal_text": bright,
            "hovered_text": bright, "active_text": bright,
            "normal_border": _hex(p.danger_border),
        },
        "@ghost": {
            "normal_bg": _hex(CLEAR), "hovered_bg": _hex((*p.ink_bright, GLOW)),
            "active_bg": _hex((*p.ink_bright, PRESS)), "disabled_bg": _hex(CLEAR),
            "normal_border": _hex(CLEAR), "hovered_border": _hex((*p.accent, HALF)),
            "active_border": accent, "disabled_border": _hex(CLEAR), "normal_text": ink,
        },
        "@tab": {
            "normal_bg": _hex(p.button_pressed), "hovered_bg": _hex(p.button_hover),
            "active_bg": _hex(p.deep), "normal_border": _hex(p.panel_border),
            "normal_text": _hex(p.tab_text),
        },
        "text_entry_line": {
            "dark_bg": _hex(p.field), "normal_text": dark, "selected_text": dark,
            "selected_bg": accent, "text_cursor": dark, "normal_border": accent,
            "disabled_bg": _hex(p.field_disabled),
        },
    }


def theme_dict(palette: th.Palette) -> dict[str, Any]:
    """The full theme: the file's shapes and fonts, the palette's colours, absolute font
    paths, one block per font size."""
    data = copy.deepcopy(_base())
    # each checked once here, not once a block (two stats of each font for each of 30 blocks)
    paths = (str(text.font_path(False)), str(text.font_path(True)))
    for name, colours in widget_colours(palette).items():
        block = data.setdefault(name, {})
        block.setdefault("colours", {}).update(colours)
    for block in data.values():
        font = block.get("font") if isinstance(block, dict) else None
        if isinstance(font, dict):
            font.update(_font_block(int(font.get("size", 20)), str(font.get("bold")) == "1",
                                    paths))
    # A button's tip (a button with only an icon says what it does) in the game's font, which
    # has the Hebrew and Cyrillic letters pygame_gui's own lacks.
    data.setdefault("tool_tip.text_box", {})["font"] = _font_block(TIP_PX, False, paths)
    for size in th.FONT_SIZES:
        radius = str(max(6, round(size * 0.55)))
        data[font_id(size)] = {
            "font": _font_block(size, True, paths),
            "misc": {"shape_corner_radius": radius},
        }
    return data


def fitted_size(label: str, width: int, height: int, size: int, bold: bool = True) -> int:
    """The largest theme font size <= ``size`` whose text fits ``width`` x ``height``."""
    candidates = [s for s in th.FONT_SIZES if s <= size] or [th.FONT_SIZES[0]]
    for s in reversed(candidates):
        f = text.font(s, bold)
        if text.text_width(label, s, bold) <= width and f.get_linesize() <= height + 2:
            return s
    text.overflows.add((label, width))
    return candidates[0]


def label_room(rect: pygame.Rect, reserve: int = 0) -> tuple[int, int]:
    """The room a button of ``rect`` gives its label (beside ``reserve`` px for an icon)."""
    pad = max(6, rect.height // 4)
    return rect.width - 2 * pad - reserve, rect.height - 4


def label_widths(groups: Iterable[Iterable[str]], size: int, height: int, slack: int = 0
                 ) -> list[int]:
    """For a row of buttons ``height`` high, one per group of labels (a button that changes
    its label, Autoplay and Pause, is one group): the width each needs for its widest label
    at ``size``, padded as a button pads it, never under a square. As ``split_row``'s weights
    they share a row so that a long label ("הפעלה אוטומטית") gets the room it needs."""
    pad = max(6, height // 4)  # as label_room pads a button of this height
    return [max(height, max(text.text_width(label, size, True) for label in labels)
                + 2 * pad + slack) for labels in groups]


def row_fit(groups: Sequence[Sequence[str]], size: int, row: pygame.Rect, gap: int,
            slack: int = 0) -> tuple[int, list[int]]:
    """One label size for a row of buttons (one per group of labels, ``gap`` apart in
    ``row``) and the widths to share the row by: the largest theme size <= ``size`` at which
    every label fits, so no button's words come out smaller than its neighbours'."""
    fits = [s for s in th.FONT_SIZES if s <= size] or [th.FONT_SIZES[0]]
    room = row.width - gap * (len(groups) - 1)
    for s in reversed(fits):
        widths = label_widths(groups, s, row.height, slack)
        if sum(widths) <= room:
            return s, widths
    return fits[0], label_widths(groups, fits[0], row.height, slack)


def common_size(labels: Iterable[str], rect: pygame.Rect, size: int) -> int:
    """The largest theme font size <= ``size`` at which every one of ``labels`` fits a
    button of ``rect``'s size: keys of one keypad drawn alike (a wide W no smaller)."""
    width, height = label_room(rect)
    return min((fitted_size(label, width, height, size) for label in labels), default=size)


@dataclass(frozen=True)
class Icon:
    """A picture beside a button's label (``above`` it on a narrow button); ``mirror``: drawn
    turned around (an arrow in a right-to-left language)."""

    name: str
    size: int
    gap: int
    above: bool = False
    mirror: bool = False


# --- the manager -----------------------------------------------------------------------------
def _states_when_shown() -> None:
    """pygame_gui draws each button in all its looks (normal, hovered, selected, active) when
    it is made, each a surface of the button's size: a menu tile at 1920x1080 took 23 MB, the
    menu 77 MB. A button without words (a tile: the scene draws its words) now draws only its
    normal look up front, and another the first time it is shown (pygame_gui's own way for
    the disabled look: ``set_active_state`` draws a look not drawn yet), to the same pixels,
    in about 1 ms. After a redraw of all the looks (a new size) the others are drawn again
    when next shown, never shown stale, and the one on screen at once. A button with words
    keeps pygame_gui's way: its text takes 10-15 ms a look to draw, too long for the frame
    of a press."""
    from pygame_gui.core.drawable_shapes import drawable_shape  # (see _pygame_gui)

    redraw_all = drawable_shape.DrawableShape.redraw_all_states

    def redraw_all_states(self: Any, force_full_redraw: bool = False) -> None:
        if self.text_box_layout is None:
            for state in self.states.values():
                state.should_auto_pregen = state.state_id == "normal"
                if not (state.should_auto_pregen or force_full_redraw):
                    state.generated = False
        redraw_all(self, force_full_redraw)
        if not self.active_state.generated:
            self.redraw_state(self.active_state.state_id)

    drawable_shape.DrawableShape.redraw_all_states = redraw_all_states  # type: ignore[method-assign]


def _no_text_surfaces_without_text() -> None:
    """A button without a label (a menu tile: the scene draws its words) still got a text
    layout from pygame_gui, and with it two more surfaces of its size in each look and one
    for the layout, all blank: 5 MB for a tile at 1920x1080. Without words there is no layout
    now (what pygame_gui does when a shape has no text at all); a field being typed into
    keeps its own, for its cursor."""
    from pygame_gui.core.drawable_shapes import drawable_shape  # (see _pygame_gui)

    build = drawable_shape.DrawableShape.build_text_layout

    def build_text_layout(self: Any) -> Any:
        if self.theming.get("text") == "" and not self.editable_text:
            self.text_box_layout = None
            return self.containing_rect.copy()
        return build(self)

    drawable_shape.DrawableShape.build_text_layout = build_text_layout  # type: ignore[method-assign]


_loaded: list[Any] = []


def _shadow_corners_once() -> None:
    """pygame_gui draws the corners and edges of its shadows for every shadow width and
    corner radius its theme names, each time a theme is loaded: the default theme's and then
    ours, for each manager, about 50 sets, a third of making an App (3-4 ms an App in tests,
    which make hundreds). They depend only on the width and the radii, so every theme of
    the process shares one set, each drawn the first time it is asked for."""
    from pygame_gui.core.ui_shadow import ShadowGenerator  # (see _pygame_gui)

    init = ShadowGenerator.__init__
    create = ShadowGenerator.create_shadow_corners
    shared: dict[Any, Any] = {}

    def __init__(self: Any) -> None:
        init(self)
        self.preloaded_shadow_corners = shared

    # A theme load asks again for a set it looked up under another key than it stores it
    # by (``NxN`` against ``Nx[N, N, N, N]``): drawn anew at every load, a dozen an App.
    # The key it stores by is the set's own.
    def create_shadow_corners(self: Any, width: int, radii: list[int],
                              aa_amount: int = 4) -> Any:
        known = self.preloaded_shadow_corners.get(f"{width}x{radii}")
        return known if known is not None else create(self, width, radii, aa_amount)

    ShadowGenerator.__init__ = __init__  # type: ignore[method-assign]
    ShadowGenerator.create_shadow_corners = create_shadow_corners  # type: ignore[method-assign,assignment]


_shapes: list[Any] = []


def _themes_share_shapes() -> None:
    """Each theme made its own 1024x1024 sheet of shapes, filled and then thrown away when the
    Gui gave it the shared one (``_shared_shapes``): 4 MB and 2-3 ms of every App's start.
    A theme now gets the shared sheet from the start."""
    from pygame_gui.core import ui_appearance_theme  # (see _pygame_gui)

    ui_appearance_theme.SurfaceCache = _shared_shapes  # type: ignore[misc,assignment]


def _colours_parsed_once() -> None:
    """A theme load reads each of its colours' strings twice (once to check the theme, once
    to use it), the default theme's and ours, each through every colour format pygame_gui
    knows, letter by letter: 300-odd strings, about 4 ms of every App's start and of every
    change of table theme. The same string always gives the same colour, so each is read
    once per process; every caller gets a colour of its own, as before (a ``pygame.Color``
    can be changed in place). A gradient is read each time."""
    import pygame_gui.core.ui_appearance_theme as ui_appearance_theme  # (see _pygame_gui)

    parse = ui_appearance_theme.parse_colour_or_gradient_string
    colours: dict[str, pygame.Color | None] = {}

    def parse_colour_or_gradient_string(strdata: str) -> Any:
        if not isinstance(strdata, str):
            return parse(strdata)  # pygame_gui's own complaint, if any
        if strdata in colours:
            known = colours[strdata]
            return None if known is None else pygame.Color(known)
        parsed = parse(strdata)
        if parsed is None or isinstance(parsed, pygame.Color):
            colours[strdata] = None if parsed is None else pygame.Color(parsed)
        return parsed

    ui_appearance_theme.parse_colour_or_gradient_string = parse_colour_or_gradient_string


def _shared_shapes() -> Any:
    """One cache of pygame_gui's drawn shapes for the whole process. Each theme makes its own,
    a 1024x1024 sheet, and starts empty: every manager drew each of its buttons' shapes anew
    (half the cost of opening the menu in a fresh App). A shape's key holds its size, colours,
    borders, radii and shadow, so themes of other palettes never share a picture; the app
    has one manager, which keeps its cache as before."""
    if not _shapes:
        from pygame_gui.core.surface_cache import SurfaceCache  # (see _pygame_gui)

        _shapes.append(SurfaceCache())
        pygame.register_quit(_shapes.clear)  # made again after a pygame.init, not carried over
    return _shapes[0]


def _pygame_gui() -> Any:
    """pygame_gui itself, imported (and patched) when first needed: not for the first frame
    of the menu, which the Gui sketches (``Gui(live=False)``)."""
    if not _loaded:
        import pygame_gui  # only now: the quick start's first frame does without it

        _states_when_shown()
        _no_text_surfaces_without_text()
        _shadow_corners_once()
        _themes_share_shapes()
        _colours_parsed_once()
        _loaded.append(pygame_gui)
    return _loaded[0]


class Sketch:
    """A button not made yet: what it will be, drawn as pygame_gui will draw it
    (``scenes.ui.sketch``) until the Gui goes live and its scene builds the real one."""

    __slots__ = ("enabled", "icon", "kind", "label", "rect", "size")

    def __init__(self, rect: pygame.Rect, label: str, kind: str, size: int,
                 enabled: bool, icon: Icon | None) -> None:
        self.rect = pygame.Rect(rect)
        self.label = label  # in visual order, as pygame_gui gets it
        self.kind = kind
        self.size = size
        self.enabled = enabled
        self.icon = icon

    def look(self, theme: dict[str, Any]) -> pygame.Surface:
        """Its look in this state (normal or disabled), premultiplied."""
        state = "normal" if self.enabled else "disabled"
        chain = [font_id(self.size), f"@{self.kind}", "button", "defaults"]

        def colour(key: str) -> tuple[int, int, int, int]:
            return sketch.parse_colour(sketch.resolve(theme, chain, "colours", key, "#00000000"))

        border = int(sketch.resolve(theme, chain, "misc", "border_width", 1))
        bg, edge = colour(f"{state}_bg"), colour(f"{state}_border")
        if sketch.resolve(theme, chain, "misc", "shape", "rectangle") == "rounded_rectangle":
            radius = int(sketch.resolve(theme, chain, "misc", "shape_corner_radius", 2))
            look = sketch.rounded(self.rect.size, radius, border, bg, edge)
        else:
            look = sketch.plain(self.rect.size, border, bg, edge)
        ink = colour(f"{state}_text")
        if self.label:
            font = sketch.shaped(str(text.font_path(True)), self.size)
            sketch.text_onto(look, font, self.label, ink)
        if self.icon is not None:
            icon = self.icon
            image = icons.icon(icon.name, icon.size, ink[:3], icon.mirror)
            width, height = self.rect.size
            if icon.above:
                font = text.font(self.size, True)
                top = max(0, (height - icon.size - 2 - font.get_height()) // 2)
                pos = (0.5, top / max(1, height - icon.size))
            else:
                lead = max(0, (width - icon.size - icon.gap
                               - text.font(self.size, True).size(self.label)[0]) // 2)
                x = width - lead - icon.size if is_rtl() else lead
                pos = (x / max(1, width - icon.size), 0.5)
            sketch.image_onto(look, image, pos)
        return look


class Gui:
    """The window's pygame_gui manager and what its elements do when used."""

    def __init__(self, size: tuple[int, int], palette: th.Palette, *, live: bool = True) -> None:
        self._manager: Any = None
        self.palette = palette
        self.size = size
        self.large_print = False  # the default label size follows large print
        self._on_press: dict[UIElement, Action] = {}
        self._on_text: dict[UIElement, tuple[Callable[[str], None], Action]] = {}
        self._labels: dict[Any, str] = {}
        self.sketches: list[Sketch] = []  # buttons drawn before the Gui is live
        if live:
            self.go_live()

    @property
    def live(self) -> bool:
        """Whether pygame_gui is running (else buttons are sketched: ``Sketch``)."""
        return self._manager is not None

    @property
    def manager(self) -> Any:
        """pygame_gui's manager (made now if the Gui was not live)."""
        if self._manager is None:
            self.go_live()
        return self._manager

    def go_live(self) -> None:
        """Start pygame_gui: its manager, the fonts, the theme. Buttons made from now on are
        pygame_gui's; sketches made before stay sketches until their scene builds its UI
        again (``SceneStack.lay_out_all``)."""
        if self._manager is not None:
            return
        manager = _pygame_gui().UIManager(self.size)
        manager.add_font_paths(FONT_NAME, str(text.font_path(False)), str(text.font_path(True)))
        manager.get_theme().shape_cache = _shared_shapes()
        manager.get_theme().load_theme(theme_dict(self.palette))
        self._manager = manager
        sketch.forget()  # no more sketches: their scratch surfaces go

    def use_palette(self, palette: th.Palette) -> None:
        """Take the widget colours of another table theme: widgets made from now on wear
        them."""
        if palette != self.palette:
            if self._manager is not None:
                self._manager.get_theme().load_theme(theme_dict(palette))
            self.palette = palette

    def set_size(self, size: tuple[int, int]) -> None:
        self.size = size
        if self._manager is not None:
            self._manager.set_window_resolution(size)

    # --- the frame ----------------------------------------------------------------------
    def process(self, event: pygame.event.Event) -> bool:
        """Hand ``event`` to pygame_gui, or run what a pressed button or an edited field does;
        True when the UI took it."""
        if self._manager is None:  # sketches take no events
            return False
        pygame_gui = _pygame_gui()
        kind = event.type
        if kind == pygame_gui.UI_BUTTON_PRESSED:
            action = self._on_press.get(getattr(event, "ui_element", None))  # type: ignore[arg-type]
            if action is None:
                return False
            action()
            return True
        if kind in (pygame_gui.UI_TEXT_ENTRY_CHANGED, pygame_gui.UI_TEXT_ENTRY_FINISHED):
            element = getattr(event, "ui_element", None)
            handlers = self._on_text.get(element)  # type: ignore[arg-type]
            if handlers is None or not isinstance(element, pygame_gui.elements.UITextEntryLine):
                return False
            changed, submitted = handlers
            if kind == pygame_gui.UI_TEXT_ENTRY_CHANGED:
                changed(element.get_text())
            else:
                submitted()
            return True
        return bool(self.manager.process_events(event))

    def update(self, dt: float) -> bool:
        """Advance the UI by ``dt`` seconds; True when what it draws changed (an element
        came or went, or one took another look: hovered, pressed, a blinking cursor), so the
        App draws again even with no event to wake it."""
        if self._manager is None:
            return False
        group: Any = self.manager.get_sprite_group()
        before = [blit[0] for blit in group.visible]
        self.manager.update(dt)
        after = [blit[0] for blit in group.visible]
        return len(before) != len(after) or any(
            a is not b for a, b in zip(before, after, strict=True))

    def draw(self, surface: pygame.Surface) -> None:
        """Draw exactly the elements alive now, whether or not the UI was updated since
        they were made or removed."""
        if self._manager is None:
            self._draw_sketches(surface)
            return
        group: Any = self.manager.get_sprite_group()
        # pygame_gui 0.6.14 refreshes its list of what to draw only in update(): a screen
        # opened or closed after the frame's update (the results, when the win's celebration
        # ends by itself; a dialog pushed by a scene's update) was drawn with the old list,
        # the removed buttons bright over the new dialog's scrim and its own buttons missing
        # until the next update and redraw (a pointer motion). The group's own flag says the
        # list is stale; renewing it is what its update() does.
        if group.should_update_visibility:
            group.should_update_visibility = False
            group.update_visibility()
        self.manager.draw_ui(surface)
        # pygame_gui 0.6.14 keeps the rect of every removed element for a dirty-rect redraw
        # it never does, so the list grows with each rebuilt screen for as long as the app
        # runs; pygame's own groups empty it when they draw, and so does this.
        self.manager.get_sprite_group().lostsprites.clear()

    def _draw_sketches(self, surface: pygame.Surface) -> None:
        theme: dict[str, Any] | None = None
        for drawn in self.sketches:
            if drawn.kind == "ghost" and drawn.enabled and not drawn.label and drawn.icon is None:
                continue  # see-through: pygame_gui draws nothing there
            theme = theme if theme is not None else theme_dict(self.palette)
            surface.blit(drawn.look(theme), drawn.rect, special_flags=pygame.BLEND_PREMULTIPLIED)

    def reset(self) -> None:
        """Remove every element (a new start from the menu)."""
        self.sketches.clear()
        if self._manager is not None:
            self._manager.clear_and_reset()
        self._on_press.clear()
        self._on_text.clear()
        self._labels.clear()

    def remove(self, element: Any) -> None:
        if isinstance(element, Sketch):
            if element in self.sketches:
                self.sketches.remove(element)
        else:
            element.kill()
        self._on_press.pop(element, None)
        self._on_text.pop(element, None)
        self._labels.pop(element, None)

    # --- elements -----------------------------------------------------------------------
    def button(self, rect: pygame.Rect, label: str, on_press: Action, *,
               kind: str = "secondary", size: int | None = None, enabled: bool = True,
               reserve: int = 0, icon: Icon | None = None, tip: str | None = None) -> Any:
        """A themed button whose label is in visual order and fits inside it (beside
        ``reserve`` px kept free for an icon); ``on_press`` runs when it is pressed; ``tip``:
        what it does, shown while the pointer rests on it (a button with only an icon).
        Before the Gui is live, a ``Sketch`` of it (drawn, not pressed)."""
        fit = (fitted_size(label, *label_room(rect, reserve), size or th.metrics(
                   self.size, self.large_print).button)
               if label else th.FONT_SIZES[0])
        if self._manager is None:
            drawn = Sketch(rect, text.visual(label, is_rtl()), kind, fit, enabled, icon)
            self.sketches.append(drawn)
            self._labels[drawn] = label
            return drawn
        pygame_gui = _pygame_gui()
        widget = pygame_gui.elements.UIButton(
            relative_rect=rect,
            text=text.visual(label, is_rtl()),
            manager=self._manager,
            tool_tip_text=None if tip is None else text.visual(tip, is_rtl()),
            object_id=pygame_gui.core.ObjectID(object_id=font_id(fit), class_id=f"@{kind}"),
        )
        self._on_press[widget] = on_press
        self._labels[widget] = label
        if not enabled:
            widget.disable()
        if icon is not None:
            self._give_icon(widget, fit, icon)
        return widget

    def set_enabled(self, button: Any, enabled: bool) -> None:
        if isinstance(button, Sketch):
            button.enabled = enabled
        elif enabled and not button.is_enabled:
            button.enable()
        elif not enabled and button.is_enabled:
            button.disable()

    def text_field(self, rect: pygame.Rect, *, size: int, placeholder: str, limit: int,
                   allowed: Iterable[str], on_change: Callable[[str], None],
                   on_submit: Action) -> UITextEntryLine:
        """A one-line text field that takes only the ``allowed`` characters (typed, pasted or
        set), at most ``limit`` of them."""
        pygame_gui = _pygame_gui()
        field = pygame_gui.elements.UITextEntryLine(
            relative_rect=rect,
            manager=self.manager,
            object_id=pygame_gui.core.ObjectID(object_id=font_id(size)),
            placeholder_text=placeholder,
        )
        field.set_allowed_characters(list(allowed))
        field.set_text_length_limit(limit)
        self._on_text[field] = (on_change, on_submit)
        return field

    def move(self, element: Any, topleft: tuple[int, int]) -> None:
        """Put an element's top left corner at ``topleft`` (a dialog sliding in)."""
        if isinstance(element, Sketch):
            element.rect.topleft = topleft
        else:
            element.set_relative_position(topleft)

    def is_held(self, element: UIElement) -> bool:
        """Whether a button is being held down now (a finger or the mouse pressed on it and
        not yet let go): a long press."""
        return bool(getattr(element, "held", False))

    def label_of(self, element: Any) -> str:
        """A button's label as written (before bidi reordering): for tests and the log."""
        return self._labels.get(element, "")

    def font_size_of(self, element: Any) -> int:
        """The theme font size a button's label is drawn at."""
        if isinstance(element, Sketch):
            return element.size
        ids = [i for i in element.object_ids if i and i.startswith("#f")]
        return int(ids[0][2:]) if ids else th.FONT_SIZES[0]

    def buttons(self) -> list[UIButton]:
        """The buttons on screen (visible and alive), for tests and the fuzzer; none before
        the Gui is live (its sketches cannot be pressed)."""
        if self._manager is None:
            return []
        button = _pygame_gui().elements.UIButton
        root: Any = self._manager.get_root_container()
        return [e for e in root.elements if isinstance(e, button) and e.visible and e.alive()]

    def _give_icon(self, button: UIButton, size: int, icon: Icon) -> None:
        """Put the icon beside the button's label (or above it), the pair centred, in the
        label's colours: pygame_gui then draws it in every state (dimmed with the text when
        disabled) and keeps hit-testing and hover. Beside, the icon leads the label: on its
        left, or on its right in a right-to-left language.

        pygame_gui 0.6.14 takes a button's images only from theme files; a picture drawn at
        run time (sized to the window, coloured like the label) has no public way in, so its
        image lists, their positions and the label's alignment are set here, then rebuilt."""
        font = text.font(size, True)
        width, height = button.rect.size
        glyph, rtl = icon.size, is_rtl()
        colours: Any = button.colours  # plain colours in our theme, never gradients
        normal = icons.icon(icon.name, glyph, tuple(colours["normal_text"])[:3], icon.mirror)
        dim = icons.icon(icon.name, glyph, tuple(colours["disabled_text"])[:3], icon.mirror)
        if icon.above:
            top = max(0, (height - glyph - 2 - font.get_height()) // 2)
            pos = (0.5, top / max(1, height - glyph))
            button.text_vert_alignment = "bottom"
            button.text_vert_alignment_padding = top
        else:
            lead = max(0, (width - glyph - icon.gap - font.size(button.text)[0]) // 2)
            x = width - lead - glyph if rtl else lead
            pos = (x / max(1, width - glyph), 0.5)
            button.text_horiz_alignment = "right" if rtl else "left"
            button.text_horiz_alignment_padding = lead + glyph + icon.gap
        button.normal_images = [normal]
        button.hovered_images = [normal]
        button.selected_images = [normal]
        button.disabled_images = [dim]
        for state in ("normal", "hovered", "selected", "disabled"):
            setattr(button, f"{state}_image_positions", [pos])
        button.rebuild()
