"""Fonts and bidi-correct text: the bundled DejaVu Sans, Hebrew in visual order, wrapping.

SDL_ttf shapes glyphs but never reorders them, so Hebrew must reach it in *visual* order.
We keep the font left-to-right and let python-bidi reorder the logical string. Its pure-Python
algorithm (``bidi.algorithm``) mirrors brackets; the Rust ``bidi.get_display`` does not, and
neither knows that "A♣" or "10♠" is one left-to-right unit. So before reordering we wrap card
names and signed numbers in an LTR embedding, and afterwards strip every bidi control.

Everything returned by :func:`render` is cached and shared: callers must not draw on it.
"""

from __future__ import annotations

import re
import sys
from collections import OrderedDict
from pathlib import Path
from typing import Literal

import pygame
from bidi.algorithm import get_display

from game import i18n
from scenes.assets import font_problem

Colour = tuple[int, int, int] | tuple[int, int, int, int]
Align = Literal["start", "center", "end"]

REGULAR_FONT = "DejaVuSans.ttf"
BOLD_FONT = "DejaVuSans-Bold.ttf"


class AssetError(OSError):
    """A bundled asset (font, sound) is missing or unreadable; ``path`` names the file."""

    def __init__(self, path: Path | str, reason: str = "") -> None:
        self.path = Path(path)
        super().__init__(f"cannot load asset {self.path}" + (f": {reason}" if reason else ""))


def asset_dir() -> Path:
    """The ``assets`` folder: inside the PyInstaller bundle when frozen, else in the checkout."""
    base = getattr(sys, "_MEIPASS", None)
    if base:
        return Path(base) / "assets"
    return Path(__file__).resolve().parent.parent / "assets"


def asset_path(*parts: str) -> Path:
    return asset_dir().joinpath(*parts)


# --- fonts ---------------------------------------------------------------------------------

_fonts: dict[tuple[int, bool], pygame.font.Font] = {}


def font_path(bold: bool = False) -> Path:
    return asset_path("fonts", BOLD_FONT if bold else REGULAR_FONT)


def font(size: int, bold: bool = False) -> pygame.font.Font:
    """The bundled DejaVu Sans at ``size`` px, cached. Raises AssetError if the file is bad."""
    size = max(1, int(size))
    key = (size, bold)
    cached = _fonts.get(key)
    if cached is not None:
        return cached
    if not pygame.font.get_init():
        pygame.font.init()
    if not _fonts:
        # pygame.quit() invalidates every Font object; forget them (and what they drew) then,
        # so a later pygame.init() in the same process starts clean.
        pygame.register_quit(_forget_fonts)
    path = font_path(bold)
    try:
        problem = font_problem(path)  # SDL_ttf crashes on a cut-off file instead of refusing it
        if problem is not None:
            raise AssetError(path, problem)
        loaded = pygame.font.Font(path, size)
        loaded.render("Aא", True, (0, 0, 0))  # a cut-off file opens, then fails to draw
    except AssetError:
        raise
    except (OSError, pygame.error) as exc:
        raise AssetError(path, str(exc)) from exc
    _fonts[key] = loaded
    return loaded


def _forget_fonts() -> None:
    _fonts.clear()
    _renders.clear()


# --- bidi ----------------------------------------------------------------------------------

LRE, RLE, PDF, LRO, RLO = "\u202a", "\u202b", "\u202c", "\u202d", "\u202e"
LRI, RLI, FSI, PDI = "\u2066", "\u2067", "\u2068", "\u2069"
BIDI_CONTROLS = "\u200e\u200f\u061c" + LRE + RLE + PDF + LRO + RLO + LRI + RLI + FSI + PDI
_STRIP_CONTROLS = str.maketrans("", "", BIDI_CONTROLS)
# The pure-Python algorithm predates isolates: map them to the matching embeddings.
_ISOLATES_TO_EMBEDDINGS = str.maketrans({LRI: LRE, FSI: LRE, RLI: RLE, PDI: PDF})

# "A♣", "10♠", "Q♥" and signed numbers ("-5", "+12", "−3") read left to right as one unit.
_LTR_UNITS = re.compile(r"(?:10|[2-9AJQKT])[♠♥♦♣]|(?<![\w])[-+−]\d[\d.,:\u00a0\u202f]*")
_RTL_CHARS = re.compile("[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]")


def has_rtl(text: str) -> bool:
    """True if the text holds any right-to-left letter (Hebrew, Arabic)."""
    return _RTL_CHARS.search(text) is not None


def _visual_line(line: str) -> str:
    if not has_rtl(line):
        return line.translate(_STRIP_CONTROLS)  # untranslated English stays as it is
    prepared = _LTR_UNITS.sub(lambda m: LRE + m.group(0) + PDF, line)
    prepared = prepared.translate(_ISOLATES_TO_EMBEDDINGS)
    shown = get_display(prepared, base_dir="R")
    return str(shown).translate(_STRIP_CONTROLS)


def visual(text: str, rtl: bool) -> str:
    """Logical to visual order for a right-to-left UI; other text passes unchanged.

    Each line is its own paragraph with a right-to-left base direction. A line without any
    Hebrew letter (an untranslated message) keeps its left-to-right order.
    """
    if not rtl:
        return text
    return "\n".join(_visual_line(line) for line in text.split("\n"))


def _resolve_rtl(rtl: bool | None) -> bool:
    return i18n.is_rtl() if rtl is None else rtl


# --- rendering -----------------------------------------------------------------------------

# Bounded in entries and in pixel bytes: a scene's own lines take well under 1 MB, but the
# results, scores and codes bring about 30 KB of new lines with every game (measured over a
# soak), which an entry count alone let grow to 14 MB.
_RENDER_CACHE_SIZE = 512
_RENDER_CACHE_BYTES = 4 * 2**20
_renders: OrderedDict[tuple[object, ...], pygame.Surface] = OrderedDict()
_render_bytes = 0


def _surface_bytes(surf: pygame.Surface) -> int:
    return surf.get_pitch() * surf.get_height()


def _cached(key: tuple[object, ...]) -> pygame.Surface | None:
    surf = _renders.get(key)
    if surf is not None:
        _renders.move_to_end(key)
    return surf


def _store(key: tuple[object, ...], surf: pygame.Surface) -> pygame.Surface:
    global _render_bytes
    _renders[key] = surf  # only ever after a miss: the key is new
    _render_bytes += _surface_bytes(surf)
    # The newest entry always stays, however large: its caller draws it next.
    while len(_renders) > 1 and (
        len(_renders) > _RENDER_CACHE_SIZE or _render_bytes > _RENDER_CACHE_BYTES
    ):
        _render_bytes -= _surface_bytes(_renders.popitem(last=False)[1])
    return surf


def clear_cache() -> None:
    """Forget rendered text (fonts stay loaded)."""
    global _render_bytes
    _renders.clear()
    _render_bytes = 0


def render(
    text: str, size: int, color: Colour, bold: bool = False, rtl: bool | None = None
) -> pygame.Surface:
    """One line of antialiased text in visual order; cached, so do not draw on the result."""
    is_rtl = _resolve_rtl(rtl)
    key = ("line", text, size, tuple(color), bold, is_rtl)
    surf = _cached(key)
    if surf is None:
        shown = visual(text, is_rtl).replace("\n", " ")
        surf = _store(key, font(size, bold).render(shown, True, color))
    return surf


def text_width(text: str, size: int, bold: bool = False, rtl: bool | None = None) -> int:
    return font(size, bold).size(visual(text, _resolve_rtl(rtl)))[0]


def _split_long_word(word: str, fits: _Fits) -> list[str]:
    pieces: list[str] = []
    current = ""
    for ch in word:
        if current and not fits(current + ch):
            pieces.append(current)
            current = ch
        else:
            current += ch
    if current:
        pieces.append(current)
    return pieces


class _Fits:
    def __init__(self, size: int, width: int, bold: bool, rtl: bool) -> None:
        self.font, self.width, self.rtl = font(size, bold), width, rtl

    def __call__(self, line: str) -> bool:
        return self.font.size(visual(line, self.rtl))[0] <= self.width


def wrap_logical(
    text: str, size: int, width: int, bold: bool = False, rtl: bool | None = None
) -> list[str]:
    """Wrap in logical order (the order people read); lines stay logical."""
    fits = _Fits(size, width, bold, _resolve_rtl(rtl))
    lines: list[str] = []
    for paragraph in text.split("\n"):
        current = ""
        for word in paragraph.split():
            candidate = f"{current} {word}" if current else word
            if fits(candidate):
                current = candidate
                continue
            if current:
                lines.append(current)
            if fits(word):
                current = word
            else:
                *full, current = _split_long_word(word, fits)
                lines.extend(full)
        lines.append(current)
    return lines


def wrap(
    text: str, size: int, width: int, bold: bool = False, rtl: bool | None = None
) -> list[str]:
    """Wrap to ``width`` px; lines top to bottom, each already in visual order."""
    is_rtl = _resolve_rtl(rtl)
    return [visual(line, is_rtl) for line in wrap_logical(text, size, width, bold, is_rtl)]


def render_block(
    text: str,
    size: int,
    color: Colour,
    width: int,
    align: Align = "start",
    rtl: bool | None = None,
    bold: bool = False,
    line_spacing: float = 1.0,
) -> pygame.Surface:
    """Wrapped text on a transparent surface ``width`` px wide; cached.

    ``align="start"`` means the reading side: right for a right-to-left language.
    """
    is_rtl = _resolve_rtl(rtl)
    key = ("block", text, size, tuple(color), width, align, is_rtl, bold, line_spacing)
    surf = _cached(key)
    if surf is not None:
        return surf
    f = font(size, bold)
    lines = wrap(text, size, width, bold, is_rtl)
    step = max(1, round(f.get_linesize() * line_spacing))
    block = pygame.Surface((max(1, width), max(1, step * len(lines))), pygame.SRCALPHA)
    side = {"start": "right" if is_rtl else "left", "end": "left" if is_rtl else "right"}
    side["center"] = "center"
    for row, line in enumerate(lines):
        if not line:
            continue
        img = f.render(line, True, color)
        if side[align] == "left":
            x = 0
        elif side[align] == "right":
            x = width - img.get_width()
        else:
            x = (width - img.get_width()) // 2
        block.blit(img, (x, row * step))
    return _store(key, block)


def fit_size(
    text: str, max_width: int, size: int, bold: bool = False, rtl: bool | None = None,
    min_size: int = 6,
) -> int:
    """The largest font size <= ``size`` at which ``text`` is at most ``max_width`` px wide.

    Never below ``min_size``: a caller with an impossible width gets the smallest size.
    """
    shown = visual(text, _resolve_rtl(rtl))
    lo, hi = min_size, max(min_size, size)
    if font(hi, bold).size(shown)[0] <= max_width:
        return hi
    while lo < hi:  # binary search: width grows with size (near enough monotonic)
        mid = (lo + hi + 1) // 2
        if font(mid, bold).size(shown)[0] <= max_width:
            lo = mid
        else:
            hi = mid - 1
    return lo
