"""Fonts and bidi-correct text: the bundled Rubik, Hebrew in visual order, wrapping.

Rubik is one family drawn for Latin, Cyrillic and Hebrew together (OFL, ``assets/fonts/OFL.txt``);
the bundled files are made by ``tools/make_fonts.py``: tabular digits by default (a score or a
clock does not jiggle as it counts) and the suits ♠♥♦♣ and the few signs Rubik lacks drawn into
them, so one font draws every text.

SDL_ttf shapes glyphs but never reorders them, so Hebrew must reach it in *visual* order.
We keep the font left-to-right and let python-bidi reorder the logical string. Its pure-Python
algorithm (``bidi.algorithm``) mirrors brackets; the Rust ``bidi.get_display`` does not, and
neither knows that "A♣" or "10♠" is one left-to-right unit. So before reordering we wrap card
names and signed numbers in an LTR embedding, and afterwards strip every bidi control.

Everything returned by :func:`render` is cached and shared: callers must not draw on it.
"""

from __future__ import annotations

import os
import re
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Literal, TypeVar

import pygame
from bidi.algorithm import (
    apply_mirroring,
    explicit_embed_and_overrides,
    get_embedding_levels,
    get_empty_storage,
    reorder_resolved_levels,
    resolve_implicit_levels,
    resolve_neutral_types,
    resolve_weak_types,
)

from game import i18n
from game.i18n import _
from scenes.ui.assets import font_problem
from scenes.ui.surface_cache import SurfaceCache

Colour = tuple[int, int, int] | tuple[int, int, int, int]
T = TypeVar("T")
Align = Literal["start", "center", "end"]

# Text that could not be fitted into its box even at the smallest size: (text, box width).
# A set: lines are fitted every frame, and a list would grow for as long as the app runs.
overflows: set[tuple[str, int]] = set()

REGULAR_FONT = "Rubik-Regular.ttf"
BOLD_FONT = "Rubik-Bold.ttf"


class AssetError(OSError):
    """A bundled asset (font, sound) is missing or unreadable; ``path`` names the file,
    ``reason`` says what is wrong with it."""

    def __init__(self, path: Path | str, reason: str = "") -> None:
        self.path = Path(path)
        self.reason = reason
        super().__init__(f"cannot load asset {self.path}" + (f": {reason}" if reason else ""))

    def told(self) -> str:
        """The one line for the player, in the language in use."""
        return _("cannot load {path} ({reason}): reinstall the game").format(
            path=self.path, reason=self.reason or "?")


def asset_dir() -> Path:
    """The ``assets`` folder: inside the PyInstaller bundle when frozen, beside the code in a
    checkout, or (``pip install``) the package ``solitaire_assets`` beside ``scenes``."""
    base = getattr(sys, "_MEIPASS", None)
    if base:
        return Path(base) / "assets"
    if not _beside_the_code:  # found once: the first frame asks about 70 times
        root = Path(__file__).resolve().parents[2]
        installed = root / "solitaire_assets"
        _beside_the_code.append(installed if installed.is_dir() else root / "assets")
    return _beside_the_code[0]


_beside_the_code: list[Path] = []


def asset_path(*parts: str) -> Path:
    return asset_dir().joinpath(*parts)


# --- fonts ---------------------------------------------------------------------------------

_fonts: dict[tuple[int, bool], pygame.font.Font] = {}


_drawn: set[tuple[Path, bool]] = set()  # fonts that drew their test glyphs since pygame.init
_checked: set[tuple[str, int, int, int]] = set()  # fonts found whole: (path, size, mtime, inode)


def font_path(bold: bool = False) -> Path:
    """The bundled font's path, checked before anything loads it (pygame_gui's theme, a text):
    SDL_ttf aborts the whole process on a cut-off font and waits for ever on a FIFO. Raises
    AssetError."""
    path = asset_path("fonts", BOLD_FONT if bold else REGULAR_FONT)
    check_font(path)
    return path


def check_fonts() -> None:
    """Every font the game draws with is whole (``main.py`` asks before anything starts, with
    or without a manifest); raises AssetError naming the first that is not."""
    for bold in (False, True):
        font_path(bold)


def check_font(path: Path) -> None:
    """Raise AssetError unless ``path`` is a whole font (``assets.font_problem``; read once per
    version of the file)."""
    try:
        info = os.stat(path)
        key = (str(path), info.st_size, info.st_mtime_ns, info.st_ino)
        if key in _checked:
            return
        problem = font_problem(path)
    except OSError as exc:
        raise AssetError(path, exc.strerror or str(exc)) from None
    if problem is not None:
        raise AssetError(path, problem)
    _checked.add(key)


def font(size: int, bold: bool = False) -> pygame.font.Font:
    """The bundled Rubik at ``size`` px, cached. Raises AssetError if the file is bad."""
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
    path = font_path(bold)  # SDL_ttf crashes on a cut-off file instead of refusing it
    try:
        loaded = pygame.font.Font(path, size)
        # A cut-off file opens, then fails to draw, at every size alike: one test a file,
        # not one a size (the menu opens about a hundred sizes).
        if (path, bold) not in _drawn:
            loaded.render("Aא", True, (0, 0, 0))
    except (OSError, pygame.error) as exc:
        raise AssetError(path, str(exc)) from exc
    _drawn.add((path, bold))
    _fonts[key] = loaded
    return loaded


def _forget_fonts() -> None:
    _fonts.clear()
    _drawn.clear()
    _renders.clear()


# --- bidi ----------------------------------------------------------------------------------

LRE, RLE, PDF, LRO, RLO = "\u202a", "\u202b", "\u202c", "\u202d", "\u202e"
LRI, RLI, FSI, PDI = "\u2066", "\u2067", "\u2068", "\u2069"
BIDI_CONTROLS = "\u200e\u200f\u061c" + LRE + RLE + PDF + LRO + RLO + LRI + RLI + FSI + PDI
_STRIP_CONTROLS = str.maketrans("", "", BIDI_CONTROLS)

# "A♣", "10♠", "Q♥", signed numbers ("-5", "+12", "−3") and sums ("(2 + 1) × 1 = 3": numbers,
# some in brackets, joined by + − × =) read left to right as one unit: a Hebrew reader reads
# a formula left to right, as written, not each number on its own ("3 = 1 × (1 + 2)").
_OPERAND = r"(?:\(\d+(?:\s*[+−×]\s*\d+)+\)|\d+)"
_FORMULA = rf"{_OPERAND}(?:\s*[+−×=]\s*{_OPERAND})+"
_LTR_UNITS = re.compile(
    rf"{_FORMULA}|(?:10|[2-9AJQKT])[♠♥♦♣]|(?<![\w])[-+−]\d[\d.,:\u00a0\u202f]*")
_RTL_CHARS = re.compile("[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]")


def has_rtl(text: str) -> bool:
    """True if the text holds any right-to-left letter (Hebrew, Arabic)."""
    return _RTL_CHARS.search(text) is not None


def visual_runs(runs: Sequence[tuple[str, T]], rtl: bool = True) -> list[tuple[str, T]]:
    """One line made of runs (words, spaces...), each with its tag, in visual order: the one
    bidi path of every text.

    The whole line goes through python-bidi as one paragraph, right to left (left to right
    when ``rtl`` is off: a Hebrew word in an English line, such as the language name "עברית"
    in the language picker, still reads right to left); neighbouring
    characters of one run come back as one piece, in visual order, brackets mirrored and
    bidi controls gone. A card name or a signed number ("A♣", "10♠", "-5") stands in the
    line as one neutral character and comes back whole, left to right: the isolate of the
    bidi algorithm, which python-bidi's algorithm predates (as an embedding, "6♥, 8♣" would
    merge into one left-to-right run and a list of cards would read backwards). Isolate
    marks written in a text become the matching embeddings. A line without any right-to-left
    letter (an untranslated message, any English line) keeps its order.
    """
    line = "".join(part for part, _tag in runs)
    if not has_rtl(line):
        pieces = [(part.translate(_STRIP_CONTROLS), tag) for part, tag in runs]
        return [(part, tag) for part, tag in pieces if part]
    owners = [i for i, (part, _tag) in enumerate(runs) for _ch in part]
    chars = [(ch.translate(_ISOLATES_TO_EMBEDDINGS), owner)
             for ch, owner in zip(line, owners, strict=True) if ch != _UNIT]
    stand_in, units = _units(chars)
    storage = get_empty_storage()
    storage["base_level"], storage["base_dir"] = (1, "R") if rtl else (0, "L")
    get_embedding_levels("".join(ch for ch, _owner in stand_in), storage)
    for char, (_ch, owner) in zip(storage["chars"], stand_in, strict=True):
        char["owner"] = owner  # carried along as python-bidi moves its characters
    explicit_embed_and_overrides(storage)
    resolve_weak_types(storage)
    resolve_neutral_types(storage, False)
    resolve_implicit_levels(storage, False)
    reorder_resolved_levels(storage, False)
    apply_mirroring(storage, False)
    shown: list[tuple[str, int]] = []
    for char in storage["chars"]:
        owner = char["owner"]
        shown += units[-owner - 1] if owner < 0 else [(char["ch"], owner)]
    out: list[tuple[str, T]] = []
    last = None
    for ch, owner in shown:
        ch = ch.translate(_STRIP_CONTROLS)
        if not ch:
            continue
        if owner == last:
            out[-1] = (out[-1][0] + ch, out[-1][1])
        else:
            out.append((ch, runs[owner][1]))
            last = owner
    return out


_UNIT = "\ufffc"  # OBJECT REPLACEMENT CHARACTER: bidi class ON, a neutral
_ISOLATES_TO_EMBEDDINGS = str.maketrans({LRI: LRE, FSI: LRE, RLI: RLE, PDI: PDF})


def _units(chars: list[tuple[str, int]]
           ) -> tuple[list[tuple[str, int]], list[list[tuple[str, int]]]]:
    """The line with each card name and signed number replaced by one neutral stand-in
    (owner -1 for the first unit, -2 for the second...), and the units' own characters."""
    line = "".join(ch for ch, _owner in chars)
    stand_in: list[tuple[str, int]] = []
    units: list[list[tuple[str, int]]] = []
    pos = 0
    for match in _LTR_UNITS.finditer(line):
        start, end = match.span()
        stand_in += chars[pos:start]
        units.append(chars[start:end])
        stand_in.append((_UNIT, -len(units)))
        pos = end
    stand_in += chars[pos:]
    return stand_in, units


def _visual_line(line: str, rtl: bool) -> str:
    return "".join(part for part, _tag in visual_runs([(line, None)], rtl))


def visual(text: str, rtl: bool) -> str:
    """Logical to visual order; a text without any right-to-left letter passes unchanged.

    Each line is its own paragraph, with a right-to-left base direction in a right-to-left
    UI (``rtl``) and a left-to-right one otherwise: in an English line a Hebrew word still
    reads right to left. A line without any Hebrew letter (an untranslated message) keeps
    its left-to-right order.
    """
    if not rtl and not has_rtl(text):
        return text
    return "\n".join(_visual_line(line, rtl) for line in text.split("\n"))


def _resolve_rtl(rtl: bool | None) -> bool:
    return i18n.is_rtl() if rtl is None else rtl


# --- rendering -----------------------------------------------------------------------------

# Bounded in entries and in pixel bytes: a scene's own lines take well under 1 MB, but the
# results, scores and codes bring about 30 KB of new lines with every game (measured over a
# soak), which an entry count alone let grow to 14 MB.
_renders: SurfaceCache[tuple[object, ...]] = SurfaceCache(entries=512, max_bytes=4 * 2**20)


def clear_cache() -> None:
    """Forget rendered text (fonts stay loaded)."""
    _renders.clear()


# Characters that draw nothing or make SDL_ttf fail: control characters (a NUL cuts the text),
# the soft hyphen and zero-width spaces, joiners and the byte order mark.
_UNDRAWABLE = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u00ad\u200b-\u200d\u2060\ufeff]")


def drawable(text: str) -> str:
    """``text`` without the characters that draw nothing (and could make a font fail)."""
    return _UNDRAWABLE.sub("", text)


def render_line(f: pygame.font.Font, shown: str, colour: Colour) -> pygame.Surface:
    """One line already in visual order, drawn by ``f``. Every text is drawn through here:
    SDL_ttf refuses text of no width ("Text has zero width": a line of only zero-width or
    direction marks, say) and any NUL, and such a line is drawn as nothing instead."""
    shown = drawable(shown)
    if f.size(shown)[0] == 0:
        return pygame.Surface((0, f.get_height()), pygame.SRCALPHA)
    return f.render(shown, True, colour)


def render(
    text: str, size: int, color: Colour, bold: bool = False, rtl: bool | None = None
) -> pygame.Surface:
    """One line of antialiased text in visual order; cached, so do not draw on the result."""
    is_rtl = _resolve_rtl(rtl)
    key = ("line", text, size, tuple(color), bold, is_rtl)
    surf = _renders.get(key)
    if surf is None:
        shown = visual(text, is_rtl).replace("\n", " ")
        surf = _renders.put(key, render_line(font(size, bold), shown, color))
    return surf


def text_width(text: str, size: int, bold: bool = False, rtl: bool | None = None) -> int:
    return font(size, bold).size(visual(text, _resolve_rtl(rtl)))[0]


@dataclass(frozen=True)
class Word:
    """A word to set: bold or not, and whether a space comes before it (markup may glue a
    word to the one before)."""

    text: str
    bold: bool = False
    space: bool = True


def wrap_words(words: Sequence[Word], fits: Callable[[Sequence[Word]], bool]
               ) -> list[list[Word]]:
    """Lines of words, as many on each as ``fits`` allows (the one word-wrapper of every
    text). A word too wide for a line alone is broken between its characters; its last
    piece starts the next line."""
    lines: list[list[Word]] = []
    current: list[Word] = []
    for word in words:
        if fits([*current, word]):
            current.append(word)
            continue
        if current:
            lines.append(current)
        if fits([word]):
            current = [word]
        else:
            *full, last = _split_long_word(word, fits)
            lines.extend([piece] for piece in full)
            current = [last]
    if current:
        lines.append(current)
    return lines


def _split_long_word(word: Word, fits: Callable[[Sequence[Word]], bool]) -> list[Word]:
    pieces: list[Word] = []
    current = ""
    for ch in word.text:
        if current and not fits([Word(current + ch, word.bold, False)]):
            pieces.append(Word(current, word.bold, False))
            current = ch
        else:
            current += ch
    pieces.append(Word(current, word.bold, False))
    return pieces


def wrap_logical(
    text: str, size: int, width: int, bold: bool = False, rtl: bool | None = None
) -> list[str]:
    """Wrap in logical order (the order people read); lines stay logical."""
    f, is_rtl = font(size, bold), _resolve_rtl(rtl)

    def fits(line: Sequence[Word]) -> bool:
        return f.size(visual(" ".join(w.text for w in line), is_rtl))[0] <= width

    lines: list[str] = []
    for paragraph in text.split("\n"):
        words = [Word(w, bold) for w in paragraph.split()]
        lines += [" ".join(w.text for w in line) for line in wrap_words(words, fits)] or [""]
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
    surf = _renders.get(key)
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
        img = render_line(f, line, color)
        if side[align] == "left":
            x = 0
        elif side[align] == "right":
            x = width - img.get_width()
        else:
            x = (width - img.get_width()) // 2
        block.blit(img, (x, row * step))
    return _renders.put(key, block)


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
