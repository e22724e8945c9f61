"""The project's pygame_gui theme and the sizes every screen but the table is built from.

``assets/theme.json`` holds the colours and shapes. At run time :func:`theme_dict` adds what a
file cannot know: the absolute paths of the bundled DejaVu fonts (from any working folder and
inside a PyInstaller bundle, via :func:`scenes.text.asset_path`) and one font block per pixel
size in :data:`FONT_SIZES`. A widget picks its size by object id (``#f22``), so text scales
with the window without reloading the theme: :class:`Metrics` turns the window size into
pixel sizes, and screens rebuild their widgets on a resize.
"""

from __future__ import annotations

import copy
import logging
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

import pygame
import pygame_gui

from game.store.files import decode_json, read_bounded
from game.store.schema import MISSING, Fields, MapOf, Record, Value
from scenes import text

log = logging.getLogger("solitaire.theme")

FONT_NAME = "dejavu"
FONT_SIZES: tuple[int, ...] = (
    10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 24, 26, 28, 30, 32, 35, 38, 42, 46,
    50, 56, 62,
)

# Colours the scenes draw with themselves (the felt and the panels under the widgets).
FELT_CENTRE = (14, 107, 69)
FELT_EDGE = (7, 69, 44)
PANEL = (9, 52, 34)
PANEL_BORDER = (46, 138, 96)
INK = (245, 243, 234)
INK_SOFT = (196, 218, 204)
ACCENT = (242, 193, 78)
ERROR = (255, 138, 128)
SCRIM = (0, 0, 0, 150)


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
        data = decode_json(read_bounded(Path(path), MAX_THEME_BYTES))
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


def _font_block(size: int, bold: bool) -> dict[str, str]:
    return {
        "name": FONT_NAME,
        "size": str(size),
        "bold": "1" if bold else "0",
        "regular_path": str(text.font_path(False)),
        "bold_path": str(text.font_path(True)),
    }


def font_id(size: int) -> str:
    """The object id of the theme block for text of ``size`` px (one of FONT_SIZES)."""
    return f"#f{size}"


def theme_dict() -> dict[str, Any]:
    """The full theme: the file's blocks, absolute font paths, one block per font size."""
    data = copy.deepcopy(_base())
    for block in data.values():
        font = block.get("font") if isinstance(block, dict) else None
        if isinstance(font, dict):
            font.update(_font_block(int(font.get("size", 20)), str(font.get("bold")) == "1"))
    for size in FONT_SIZES:
        radius = str(max(6, round(size * 0.55)))
        data[font_id(size)] = {
            "font": _font_block(size, True),
            "misc": {"shape_corner_radius": radius},
        }
    return data


def install(ui: pygame_gui.UIManager) -> None:
    """Register the fonts and load the theme into ``ui`` (once per manager)."""
    if getattr(ui, "_solitaire_theme", False):
        return
    ui.add_font_paths(FONT_NAME, str(text.font_path(False)), str(text.font_path(True)))
    ui.get_theme().load_theme(theme_dict())
    ui._solitaire_theme = True  # type: ignore[attr-defined]


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
