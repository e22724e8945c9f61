"""The rules pages: one per game, in the current language, scrolled by a finger; beside each
its FAQ and the Sources page, and the ways to its examples and its lesson.

A game's pages live in its own folder (``pages/rules.<lang>.md`` and ``pages/faq.<lang>.md``
beside its code: ``Variant.folder``); the Sources page is ``assets/help/sources.<lang>.md``.
They use a small markdown subset: a ``# `` title, ``## ``
headings (``## Allowed moves {#moves}``: an anchor, the same in every language, where the
table's "?" may open the page), paragraphs, ``- `` bullets, ``|`` tables with a ``|---|``
separator row, and ``**bold**``. :func:`parse` reads it into blocks; :class:`Page` lays them
out for a width.

Hebrew: every line is wrapped in logical order (the order people read: ``text.wrap_words``,
the wrapper of every text), then put in visual order by the bidi path of every text
(``text.visual_runs``), which keeps each word's weight (bold or not): Hebrew runs go right to
left, runs of Latin letters and digits ("GO1-E-AAAAAAB", "35 × 10") keep their order, card
names stay whole, and punctuation takes the direction of its neighbours. Text is
right-aligned; table columns run right to left.
"""

from __future__ import annotations

import bisect
import logging
import re
import time
from collections import OrderedDict
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from typing import Any

import pygame

from game import VARIANTS, examples, i18n, winnable
from game.i18n import _
from game.lessons import lesson_for
from game.store.files import read_bounded
from scenes import games
from scenes.base import BACK_KEYS, Context, Scene
from scenes.intents import Back, Examples, Lesson
from scenes.pages import about
from scenes.ui import text
from scenes.ui import theme as th
from scenes.ui.geometry import end_side, split_row, start_side
from scenes.ui.gui import fitted_size
from scenes.ui.scroll import ScrollView
from scenes.ui.text import Word

Run = tuple[str, bool]  # (text, bold)
MAX_PAGE_BYTES = 8 * 1024 * 1024  # a page is a few KB; this only stops a runaway read
log = logging.getLogger("solitaire.rules")


@dataclass
class Block:
    kind: str  # title | heading | paragraph | bullet | table
    runs: list[Run] = field(default_factory=list)
    rows: list[list[list[Run]]] = field(default_factory=list)  # table: rows of cells
    anchor: str = ""  # a heading's ``{#anchor}``


_BOLD = re.compile(r"\*\*(.+?)\*\*")
_ANCHOR = re.compile(r"\s*\{#([a-z0-9-]+)\}$")

# The pages beside a game's rules: its own two, then the Sources every game shares.
PAGES = ("rules", "faq", "sources")
_SEPARATOR = re.compile(r"^\|(?:\s*:?-{3,}:?\s*\|)+$")
# The Sources page's figures, filled from the app's own scans: {measured:<game>:<options>}.
MEASURED = re.compile(r"\{measured:([a-z_]+):([A-Z0-9]+)\}")


def measured_figure(name: str, options: str) -> str:
    """"3 052 / 6 600 = 46.2%": the deals proved winnable of those scanned, as the language
    writes numbers (two decimals near 0% and 100%, where one would round the point away)."""
    won, scanned = winnable.measured(name, options)
    if not scanned:
        return "—"
    share = 100 * won / scanned
    digits = 2 if share < 1 or share > 99 else 1
    number = i18n.format_number
    return f"{number(won)} / {number(scanned)} = {number(round(share, digits))}%"


def fill_figures(source: str) -> str:
    return MEASURED.sub(lambda m: measured_figure(m.group(1), m.group(2)), source)


def inline(line: str) -> list[Run]:
    """``**bold**`` and plain runs, in order."""
    runs: list[Run] = []
    pos = 0
    for m in _BOLD.finditer(line):
        if m.start() > pos:
            runs.append((line[pos : m.start()], False))
        runs.append((m.group(1), True))
        pos = m.end()
    if pos < len(line):
        runs.append((line[pos:], False))
    return runs


PARAGRAPH_CHARS = 4000  # a longer paragraph is set in parts, so a page of one huge line opens
TABLE_ROWS = 200  # a longer table is set as several


def blocks(source: str) -> Iterator[tuple[Block, int]]:
    """The page's blocks in order, each with how far into the source it ends."""
    table: list[list[list[Run]]] = []
    read = 0
    for raw in source.split("\n"):
        line = raw.strip()
        if table and (not line.startswith("|") or len(table) >= TABLE_ROWS):
            yield Block("table", rows=table), read
            table = []
        read += len(raw) + 1
        if not line:
            continue
        if line.startswith("|"):
            if not _SEPARATOR.match(line):
                table.append([inline(c.strip()) for c in line.strip("|").split("|")])
            continue
        for kind, head in (("heading", "## "), ("title", "# "), ("bullet", "- ")):
            if line.startswith(head):
                words = line[len(head):].strip()
                anchor = _ANCHOR.search(words) if kind == "heading" else None
                if anchor is not None:
                    words = words[: anchor.start()]
                yield Block(kind, inline(words), anchor=anchor.group(1) if anchor else ""), read
                break
        else:
            start = read - len(raw) - 1
            for part, end in _parts(line):
                yield Block("paragraph", inline(part)), start + end
    if table:
        yield Block("table", rows=table), read


def _parts(line: str) -> Iterator[tuple[str, int]]:
    """A paragraph in pieces of at most PARAGRAPH_CHARS, broken at a space where it can, each
    with where in the line it ends."""
    pos = 0
    while len(line) - pos > PARAGRAPH_CHARS:
        cut = line.rfind(" ", pos + PARAGRAPH_CHARS // 2, pos + PARAGRAPH_CHARS)
        cut = cut if cut > 0 else pos + PARAGRAPH_CHARS
        yield line[pos:cut], cut
        pos = cut
        while pos < len(line) and line[pos] == " ":
            pos += 1
    yield line[pos:], len(line)


def parse(source: str) -> list[Block]:
    """The page's blocks, in order."""
    return [block for block, _used in blocks(source)]


def page_file(kind: str, game: str, lang: str) -> Path | None:
    """Where a page is: a game's rules or FAQ in its folder, the Sources among the assets;
    None for a game without a folder (or not registered)."""
    if kind == "sources":
        return text.asset_path("help", f"sources.{lang}.md")
    folder = VARIANTS[game].folder() if game in VARIANTS else None
    return None if folder is None else folder / "pages" / f"{kind}.{lang}.md"


def load_page(game: str, lang: str | None = None) -> str:
    """The rules page of a game in a language; English if that page is missing or damaged
    (not UTF-8, not a regular file, larger than MAX_PAGE_BYTES), with a warning in the log."""
    return load("rules", game, lang)


def load(kind: str, game: str, lang: str | None = None) -> str:
    """A page (``PAGES``) of a game, as ``load_page`` reads."""
    lang = i18n.normalize(lang or i18n.get_language())
    damaged = None
    for candidate in (lang, "en"):
        path = page_file(kind, game, candidate)
        if path is None:
            break
        try:
            raw = read_bounded(path, MAX_PAGE_BYTES)
            return raw.decode("utf-8")
        except FileNotFoundError:
            continue
        except (OSError, ValueError) as exc:  # BadFile and UnicodeDecodeError are ValueErrors
            log.warning("rules page %s is unusable (%s)", path, exc)
            if damaged is None and isinstance(exc, UnicodeDecodeError):
                damaged = raw.decode("utf-8", errors="replace")
    return damaged or f"# {game}\n"


# --- words, lines and their visual order -------------------------------------------------


def words_of(runs: list[Run]) -> list[Word]:
    """The words of a block's runs, each bold or not, glued where markup glued them."""
    out: list[Word] = []
    pending_space = False
    for chunk, bold in runs:
        parts = re.split(r"(\s+)", chunk)
        for part in parts:
            if not part:
                continue
            if part.isspace():
                pending_space = True
                continue
            out.append(Word(part, bold, pending_space and bool(out)))
            pending_space = False
    return out


_SPACE = -1  # the tag of the space between two words


def visual_words(line: list[Word], rtl: bool) -> list[tuple[str, bool, bool]]:
    """A line's pieces left to right: (text in visual order, bold, space before it). The
    line is ordered as one paragraph by the bidi path every text takes (``text.visual_runs``);
    a word split by it (a Latin word and its full stop in Hebrew) comes back in pieces."""
    if not rtl and not any(text.has_rtl(wd.text) for wd in line):
        return [(wd.text, wd.bold, wd.space and i > 0) for i, wd in enumerate(line)]
    runs: list[tuple[str, int]] = []
    for i, wd in enumerate(line):
        if i and wd.space:
            runs.append((" ", _SPACE))
        runs.append((wd.text, i))
    out: list[tuple[str, bool, bool]] = []
    gap = False
    for piece, owner in text.visual_runs(runs, rtl):
        if owner == _SPACE:
            gap = bool(out)
            continue
        out.append((piece, line[owner].bold, gap))
        gap = False
    return out


class Typesetter:
    """Wraps words to a width (``text.wrap_words``) and draws lines, bold where the page
    says so."""

    def __init__(self, size: int, rtl: bool, colour: tuple[int, int, int]) -> None:
        self.size, self.rtl, self.colour = size, rtl, colour
        self.regular = text.font(size, False)
        self.bold = text.font(size, True)
        self.space = self.regular.size(" ")[0]
        self.line_h = self.regular.get_linesize()
        self._widths: dict[tuple[str, bool], int] = {}

    def width_of(self, word: str, bold: bool) -> int:
        key = (word, bold)
        width = self._widths.get(key)
        if width is None:
            shown = text.visual(word, self.rtl)
            width = self._widths[key] = int((self.bold if bold else self.regular).size(shown)[0])
        return width

    def wrap(self, words: list[Word], width: int) -> list[list[Word]]:
        return text.wrap_words(words, lambda line: self.natural_width(line) <= width)

    def natural_width(self, words: Sequence[Word]) -> int:
        total = 0
        for i, wd in enumerate(words):
            total += self.width_of(wd.text, wd.bold) + (self.space if wd.space and i else 0)
        return total

    def block(self, words: list[Word], width: int, align: str = "start") -> pygame.Surface:
        lines = self.wrap(words, width) or [[]]
        surf = pygame.Surface((max(1, width), self.line_h * len(lines)), pygame.SRCALPHA)
        for row, line in enumerate(lines):
            self.draw_line(surf, line, row * self.line_h, width, align)
        return surf

    def draw_line(self, surf: pygame.Surface, line: list[Word], y: int, width: int,
                  align: str) -> None:
        parts = visual_words(line, self.rtl)
        imgs = [text.render_line(self.bold if b else self.regular, t, self.colour)
                for t, b, _g in parts]
        # Spaces: keep the spacing of the logical line (a glued word stays glued).
        gaps = [self.space if g else 0 for _t, _b, g in parts]
        total = sum(i.get_width() for i in imgs) + sum(gaps)
        if align == "center":
            x = (width - total) // 2
        elif (align == "start") == self.rtl:
            x = width - total
        else:
            x = 0
        for img, gap in zip(imgs, gaps, strict=True):
            x += gap
            surf.blit(img, (x, y))
            x += img.get_width()


@dataclass(frozen=True)
class TableSetting:
    """A table as set: its text size, its columns' text widths and its cells' words (the
    header's bold). ``stacked``: the header's column count when each row of a table too wide
    for the page is set as lines of header and value (a two-column table)."""

    size: int
    widths: list[int]
    cells: list[list[list[Word]]]
    stacked: int = 0

    def is_head(self, row: int, col: int) -> bool:
        """Whether a cell shows the header's words (set in the accent colour)."""
        return col == 0 if self.stacked else row == 0

    def banded(self, row: int) -> bool:
        """Whether a row has the band of every other row (of every other stacked row)."""
        if self.stacked:
            return row // self.stacked % 2 == 1
        return row > 0 and row % 2 == 0

    def ruled_below(self, row: int) -> bool:
        """Whether a line closes the row: under the header, or under each stacked row."""
        if self.stacked:
            return row % self.stacked == self.stacked - 1 and row < len(self.cells) - 1
        return row == 0


def column_widths(setter: Typesetter, cells: list[list[list[Word]]], room: int
                  ) -> list[int] | None:
    """Each column's text width for cells set by ``setter`` in ``room`` px: its natural width
    when every column fits so, else narrowed towards its widest word (the columns with most
    to wrap narrowed most), never below it; None when the widest words do not fit side by
    side."""
    cols = len(cells[0])
    natural = [max(setter.natural_width(row[c]) for row in cells) for c in range(cols)]
    widest = [max((setter.width_of(wd.text, wd.bold) for row in cells for wd in row[c]),
                  default=1) for c in range(cols)]
    if sum(widest) > room:
        return None
    if sum(natural) <= room:
        return natural
    spare = room - sum(widest)
    stretch = [n - w for n, w in zip(natural, widest, strict=True)]
    total = sum(stretch) or 1
    return [w + spare * x // total for w, x in zip(widest, stretch, strict=True)]


# --- the page ------------------------------------------------------------------------------


LAYOUT_BUDGET_S = 0.004  # seconds a frame spent laying out the rest of a long page
EAGER_CHARS = 50_000  # a page this long is laid out whole when it opens (every real page is)
PICTURES = 48  # blocks kept drawn; the others are drawn again when they show


class Page:
    """A rules page laid out for one width.

    Blocks are laid out (wrapped, so their heights are known) in order, as far as the page is
    read; each is drawn only when it shows, and the last ``PICTURES`` drawings are kept. A
    page under ``EAGER_CHARS`` is laid out whole at once; a longer one only as far as shown,
    its ``height`` the part laid out plus an estimate of the rest from its length (refined by
    ``lay_out`` a few milliseconds a frame), so even a page of megabytes opens at once.
    """

    def __init__(self, source: str, width: int, m: th.Metrics, rtl: bool, palette: th.Palette,
                 shown: int = 0) -> None:
        self.width, self.rtl, self.m, self.palette = width, rtl, m, palette
        self.body = Typesetter(m.body, rtl, palette.ink)
        self.heading = Typesetter(m.heading, rtl, palette.accent)
        self.title = Typesetter(m.title, rtl, palette.ink)
        self.para_gap = round(self.body.line_h * 0.6)
        self.placed: list[tuple[int, int, Block]] = []  # (y, height, block)
        self.anchors: dict[str, int] = {}  # a heading's anchor -> where it begins
        self._pictures: OrderedDict[int, pygame.Surface] = OrderedDict()
        self._blocks = blocks(source)
        self._length = max(1, len(source))
        self._read = 0  # characters of the source laid out
        self._y = 0  # where the next block goes
        self.done = False
        if len(source) <= EAGER_CHARS:
            self.lay_out()
        else:
            self.lay_out(until=shown)  # the first screen (``shown`` px); the rest as read

    @property
    def height(self) -> int:
        if self.done or not self._read:
            return self._y
        return self._y + round(self._y * (self._length - self._read) / self._read)

    def lay_out(self, budget: float | None = None, until: int | None = None) -> bool:
        """Lay out blocks until the page reaches ``until`` px, or for ``budget`` seconds
        (None: to the end); True when something was added."""
        stop = None if budget is None else time.perf_counter() + budget
        added = False
        while not self.done and (until is None or self._y <= until):
            if until is None and stop is not None and time.perf_counter() > stop:
                break
            nxt = next(self._blocks, None)
            if nxt is None:
                self.done = True
                break
            block, self._read = nxt
            before, height, after = self._measure(block)
            self.placed.append((self._y + before, height, block))
            if block.anchor:
                self.anchors.setdefault(block.anchor, self._y)
            self._y += before + height + after
            added = True
        return added

    def _measure(self, block: Block) -> tuple[int, int, int]:
        """Room before the block, its height, room after it."""
        gap, line_h = self.para_gap, self.body.line_h
        if block.kind == "title":
            return 0, self._lines(self.title, self._bold(block.runs), self.width), gap
        if block.kind == "heading":
            height = self._lines(self.heading, self._bold(block.runs), self.width)
            return round(line_h * 0.5), height, round(gap * 0.7)
        if block.kind == "paragraph":
            return 0, self._lines(self.body, block.runs, self.width), gap
        if block.kind == "bullet":
            indent = round(line_h * 1.2)
            return 0, self._lines(self.body, block.runs, self.width - indent), round(gap * 0.5)
        return 0, self.picture(block).get_height(), gap

    @staticmethod
    def _lines(setter: Typesetter, runs: list[Run], width: int) -> int:
        return setter.line_h * max(1, len(setter.wrap(words_of(runs), width)))

    def picture(self, block: Block, index: int | None = None) -> pygame.Surface:
        """The block drawn (kept among the last ``PICTURES`` when ``index`` is given)."""
        if index is not None and index in self._pictures:
            self._pictures.move_to_end(index)
            return self._pictures[index]
        if block.kind == "title":
            surf = self.title.block(words_of(self._bold(block.runs)), self.width)
        elif block.kind == "heading":
            surf = self.heading.block(words_of(self._bold(block.runs)), self.width)
        elif block.kind == "paragraph":
            surf = self.body.block(words_of(block.runs), self.width)
        elif block.kind == "bullet":
            surf = self._bullet(self.body, block.runs)
        else:
            surf = self._table(block.rows)
        if index is not None:
            self._pictures[index] = surf
            while len(self._pictures) > PICTURES:
                self._pictures.popitem(last=False)
        return surf

    @staticmethod
    def _bold(runs: list[Run]) -> list[Run]:
        return [(t, True) for t, _b in runs]

    def _bullet(self, body: Typesetter, runs: list[Run]) -> pygame.Surface:
        indent = round(body.line_h * 1.2)
        content = body.block(words_of(runs), self.width - indent)
        surf = pygame.Surface((self.width, content.get_height()), pygame.SRCALPHA)
        dot_r = max(2, body.size // 6)
        cy = body.line_h // 2 + 1
        if self.rtl:
            surf.blit(content, (0, 0))
            pygame.draw.circle(surf, self.palette.accent, (self.width - indent // 2, cy), dot_r)
        else:
            surf.blit(content, (indent, 0))
            pygame.draw.circle(surf, self.palette.accent, (indent // 2, cy), dot_r)
        return surf

    def table_setting(self, rows: list[list[list[Run]]]) -> TableSetting:
        """How a table is set. Words are never split: a column is never narrower than its
        widest word. When the widest words do not fit side by side the text gets smaller,
        down to the smallest theme size; a table still too wide is stacked, each row as
        lines of header and value (only a page narrower than a single word splits it)."""
        cols = max(len(r) for r in rows)
        cells = [[words_of(r[c]) if c < len(r) else [] for c in range(cols)] for r in rows]
        cells[0] = [[Word(wd.text, True, wd.space) for wd in cell] for cell in cells[0]]
        start = self.m.body if cols <= 3 else self.m.small
        setting = self._fit(cells, start, stacked=0)
        if setting is None and len(cells) > 1:
            head = cells[0]
            pairs = [[head[c], row[c]] for row in cells[1:] for c in range(cols)]
            setting = self._fit(pairs, self.m.body, stacked=cols)
        if setting is None:
            room = self.width - 2 * self.table_pad * cols
            return TableSetting(th.FONT_SIZES[0], [max(1, room // cols)] * cols, cells)
        return setting

    def _fit(self, cells: list[list[list[Word]]], start: int, stacked: int
             ) -> TableSetting | None:
        """The largest size from ``start`` down at which ``cells`` fit the page unsplit."""
        room = self.width - 2 * self.table_pad * len(cells[0])
        for size in reversed([s for s in th.FONT_SIZES if s <= start] or th.FONT_SIZES[:1]):
            widths = column_widths(Typesetter(size, self.rtl, self.palette.ink), cells, room)
            if widths is not None:
                return TableSetting(size, widths, cells, stacked)
        return None

    @property
    def table_pad(self) -> int:
        return max(4, self.m.px(10))

    def _table(self, rows: list[list[list[Run]]]) -> pygame.Surface:
        m, p = self.m, self.palette
        setting = self.table_setting(rows)
        widths, cols, pad = setting.widths, len(setting.widths), self.table_pad
        head = Typesetter(setting.size, self.rtl, p.accent)
        body = Typesetter(setting.size, self.rtl, p.ink)
        col_w = [x + 2 * pad for x in widths]
        table_w = min(self.width, sum(col_w))
        rendered = [[(head if setting.is_head(r, c) else body).block(cell, widths[c])
                     for c, cell in enumerate(row)] for r, row in enumerate(setting.cells)]
        heights = [max(s.get_height() for s in row) + 2 * pad for row in rendered]
        surf = pygame.Surface((self.width, sum(heights)), pygame.SRCALPHA)
        x0 = self.width - table_w if self.rtl else 0
        frame = pygame.Rect(x0, 0, table_w, sum(heights))
        radius = max(4, m.radius // 2)
        pygame.draw.rect(surf, p.page_table, frame, border_radius=radius)
        y = 0
        for r, row_imgs in enumerate(rendered):
            if setting.banded(r):
                pygame.draw.rect(surf, p.band, pygame.Rect(frame.x, y, table_w, heights[r]))
            x = frame.x
            order = list(range(cols))
            if self.rtl:
                order.reverse()  # the first column on the right
            for c in order:
                surf.blit(row_imgs[c], (x + pad, y + pad))
                x += col_w[c]
                if x < frame.right - 1:
                    pygame.draw.line(surf, p.rule_line, (x, y), (x, y + heights[r]))
            y += heights[r]
            if setting.ruled_below(r):
                pygame.draw.line(surf, p.accent, (frame.x, y - 1), (frame.right - 1, y - 1), 2)
        pygame.draw.rect(surf, p.panel_border, frame, width=1, border_radius=radius)
        return surf

    def draw(self, surface: pygame.Surface, viewport: pygame.Rect, x: int, offset: int) -> None:
        """Blit the blocks that show through ``viewport`` (content x at ``x``)."""
        self.lay_out(until=offset + viewport.height)
        clip = surface.get_clip()
        surface.set_clip(viewport)
        first = bisect.bisect_left(self.placed, offset, key=lambda placed: sum(placed[:2]))
        for index in range(first, len(self.placed)):
            y, _height, block = self.placed[index]
            top = viewport.y + y - offset
            if top > viewport.bottom:
                break
            surface.blit(self.picture(block, index), (x, top))
        surface.set_clip(clip)


def page_width(m: th.Metrics) -> int:
    """How wide a rules page is set in a window: a comfortable line, margins either side."""
    return min(m.width - 4 * m.margin, m.px(1000))


class RulesScene(Scene):
    """Back and the game tabs at the top; below them the page tabs (Rules, FAQ, Sources)
    and the ways to the game's examples and lesson; the page below; drag, fling or wheel
    to scroll. ``section``: an anchor to open the page at (the table's "?")."""

    page_row = True  # the row of page tabs, examples and lesson under the top bar

    def __init__(self, ctx: Context, game: str | None = None, section: str | None = None,
                 page: str = "rules") -> None:
        super().__init__(ctx)
        self.game = games.known(game)
        self.kind = page if page in PAGES else "rules"
        self.section = section
        self.back_button: Any = None
        self.tabs: dict[Any, str] = {}
        self.page_tabs: dict[Any, str] = {}
        self.top = pygame.Rect(0, 0, 0, 0)
        self.row = pygame.Rect(0, 0, 0, 0)
        self.view = ScrollView(pygame.Rect(0, 0, 1, 1))
        self.page: Page | None = None
        self._page_key: tuple[Any, ...] = ()
        self.content_x = 0

    def source(self) -> str:
        """The text of the page shown."""
        if self.kind == "rules":
            return load_page(self.game)
        return fill_figures(load(self.kind, self.game))

    def kinds(self) -> list[str]:
        """The pages this game has: its rules, its FAQ if written, the Sources."""
        path = page_file("faq", self.game, "en")
        faq = path is not None and path.exists()
        return ["rules", *(["faq"] if faq else []), "sources"]

    def layout(self) -> None:
        m = self.ctx.metrics
        W, H = self.ctx.size
        top_h = max(m.touch, m.px(60))
        self.top = pygame.Rect(m.margin, m.margin, W - 2 * m.margin, top_h)
        self.row = pygame.Rect(m.margin, self.top.bottom + m.gap // 2, W - 2 * m.margin,
                               max(m.touch, m.px(52)) if self.page_row else 0)
        viewport = pygame.Rect(0, self.row.bottom + m.gap, W, H - self.row.bottom - m.gap)
        self.view.viewport = viewport
        width = page_width(m)
        self.content_x = (W - width) // 2
        if self.kind not in self.kinds():
            self.kind = "rules"
        key = (self.game, self.kind, i18n.get_language(), width, m.body, m.heading, m.title,
               self.ctx.palette.name)
        if key != self._page_key or self.page is None:
            offset = 0.0 if self._page_key[:3] != key[:3] else self.view.offset
            self.page = Page(self.source(), width, m, i18n.is_rtl(), self.ctx.palette,
                             viewport.height)
            self._page_key = key
            self.view.content_height = self.page.height + 2 * m.margin
            self.view.offset = 0.0
            self.view.scroll_to(offset)
        self.view.content_height = self.page.height + 2 * m.margin
        if self.section is not None:
            self._open_at(self.section)
            self.section = None

    def _open_at(self, anchor: str) -> None:
        """Scroll so the section ``anchor`` begins at the top (laid out that far first)."""
        page = self.page
        assert page is not None
        while anchor not in page.anchors and not page.done:
            page.lay_out(until=page.height + self.view.viewport.height)
        if anchor in page.anchors:
            self.view.content_height = page.height + 2 * self.ctx.metrics.margin
            self.view.velocity = 0.0
            self.view.scroll_to(page.anchors[anchor])

    def build_ui(self) -> None:
        m = self.ctx.metrics
        back_w = max(m.touch * 2, m.px(140))
        self.back_button = self.button(start_side(self.top, back_w), _("Back"), self.to(Back()))
        tabs_area = end_side(self.top, self.top.width - back_w - m.gap * 2)
        tabs_w = min(tabs_area.width, m.px(720))
        tabs_area = end_side(tabs_area, tabs_w)
        self.tabs = {}
        names = games.names()
        for rect, name in zip(split_row(tabs_area, len(names), m.gap), names, strict=True):
            kind = "selected" if name == self.game else "tab"
            tab = self.button(rect, games.title(name), partial(self.select, name), kind=kind)
            self.tabs[tab] = name
        self._build_page_row(m)

    def _build_page_row(self, m: th.Metrics) -> None:
        """Rules, FAQ and Sources at the reading start; Examples and Lesson at the end."""
        labels = {"rules": _("Rules"), "faq": _("FAQ"), "sources": _("Sources")}
        kinds = self.kinds()
        ways: list[tuple[str, Any]] = []
        if examples.examples_for(self.game):
            ways.append((_("Examples"), self.to(Examples(self.game))))
        if lesson_for(self.game) is not None:
            ways.append((_("Lesson"), self.to(Lesson(self.game))))
        count = len(kinds) + len(ways)
        width = min(self.row.width, m.px(180) * count + m.gap * (count - 1))
        words = [*(labels[k] for k in kinds), *(w[0] for w in ways)]
        # Each button as wide as its label asks (a long word gets the room), and one label
        # size for the whole row: the largest at which every label fits.
        pad = max(6, self.row.height // 4)
        weights = [text.text_width(w, m.button, True) + 2 * pad for w in words]
        boxes = split_row(start_side(self.row, width), count, m.gap, weights=weights)
        size = min(fitted_size(label, box.width - 2 * pad, box.height - 4, m.button)
                   for box, label in zip(boxes, words, strict=True))
        self.page_tabs = {}
        for rect, kind in zip(boxes, kinds, strict=False):
            style = "selected" if kind == self.kind else "tab"
            tab = self.button(rect, labels[kind], partial(self.show, kind), kind=style,
                              size=size)
            self.page_tabs[tab] = kind
        for rect, (label, action) in zip(boxes[len(kinds):], ways, strict=True):
            self.button(rect, label, action, size=size)

    def show(self, kind: str) -> None:
        """Another page of this game: its rules, its FAQ, the Sources."""
        self.kind = kind
        self.rebuild()

    def select(self, game: str) -> None:
        self.game = game
        self.rebuild()

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            if event.key in BACK_KEYS:
                self.ctx.navigate(Back())
            elif event.key in (pygame.K_DOWN, pygame.K_PAGEDOWN, pygame.K_SPACE):
                step = self.view.viewport.height * (0.9 if event.key != pygame.K_DOWN else 0.1)
                self.view.scroll_to(self.view.offset + step)
            elif event.key in (pygame.K_UP, pygame.K_PAGEUP):
                step = self.view.viewport.height * (0.9 if event.key == pygame.K_PAGEUP else 0.1)
                self.view.scroll_to(self.view.offset - step)
            return
        self.view.handle_event(event)

    def update(self, dt: float) -> bool:
        moved = self.view.update(dt)
        if self.page is None or self.page.done:
            return moved
        # A long page goes on being laid out a little each frame: the scrollbar grows exact.
        self.page.lay_out(LAYOUT_BUDGET_S)
        self.view.content_height = self.page.height + 2 * self.ctx.metrics.margin
        return True

    def draw(self, surface: pygame.Surface) -> None:
        p = self.ctx.palette
        m = self.ctx.metrics
        surface.blit(th.felt(self.ctx.size, p), (0, 0))
        if self.page is not None:
            inner = self.view.viewport.inflate(0, -m.margin)
            self.page.draw(surface, inner, self.content_x, round(self.view.offset))
        self.view.draw_scrollbar(surface, p)
        # A soft edge under the top bar, so text scrolls away beneath it.
        edge = pygame.Surface((self.ctx.size[0], m.gap * 2), pygame.SRCALPHA)
        for i in range(edge.get_height()):
            alpha = round(120 * (1 - i / edge.get_height()))
            pygame.draw.line(edge, (*p.page_edge, alpha), (0, i), (edge.get_width(), i))
        surface.blit(edge, (0, self.view.viewport.y))


class AboutScene(RulesScene):
    """Settings → About (``scenes.pages.about``): Back at the top, the page below, read as the rules
    pages are read (scrolled, mirrored in Hebrew)."""

    page_row = False

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx, page="about")
        self.kind = "about"

    def source(self) -> str:
        return about.page()

    def kinds(self) -> list[str]:
        return ["about"]

    def build_ui(self) -> None:
        m = self.ctx.metrics
        back_w = max(m.touch * 2, m.px(140))
        self.back_button = self.button(start_side(self.top, back_w), _("Back"), self.to(Back()))
