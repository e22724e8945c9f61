"""The rules pages: one per game, in the current language, scrolled by a finger.

``assets/rules/<game>.<lang>.md`` uses a small markdown subset: a ``# `` title, ``## ``
headings, paragraphs, ``- `` bullets, ``|`` tables with a ``|---|`` separator row, and
``**bold**``. :func:`parse` reads it into blocks; :class:`Page` lays them out for a width.

Hebrew: every line is wrapped in logical order (the order people read), then put in visual
order. A line is a row of words, each with its own weight (bold or not); the words are
ordered the way the bidi algorithm orders them in a right-to-left paragraph: Hebrew runs go
right to left, runs of Latin letters and digits ("GO1-E-AAAAAAB", "35 × 10") keep their
order, and punctuation takes the direction of its neighbours. Text is right-aligned; table
columns run right to left.
"""

from __future__ import annotations

import logging
import re
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui

from game import i18n
from game.i18n import _
from game.store.files import read_bounded
from scenes import text
from scenes import theme as th
from scenes import widgets as w
from scenes.base import Scene

if TYPE_CHECKING:
    from scenes.app import App

Run = tuple[str, bool]  # (text, bold)
MAX_PAGE_BYTES = 8 * 1024 * 1024  # a page is a few KB; this only stops a runaway read
log = logging.getLogger("solitaire.rules")


@dataclass
class Block:
    kind: str  # title | heading | paragraph | bullet | table
    runs: list[Run] = field(default_factory=list)
    rows: list[list[list[Run]]] = field(default_factory=list)  # table: rows of cells


_BOLD = re.compile(r"\*\*(.+?)\*\*")
_SEPARATOR = re.compile(r"^\|(?:\s*:?-{3,}:?\s*\|)+$")


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


def parse(source: str) -> list[Block]:
    """The page's blocks, in order."""
    blocks: list[Block] = []
    table: list[list[list[Run]]] | None = None
    for raw in source.split("\n"):
        line = raw.strip()
        if not line.startswith("|") and table is not None:
            blocks.append(Block("table", rows=table))
            table = None
        if not line:
            continue
        if line.startswith("|"):
            if _SEPARATOR.match(line):
                continue
            cells = [inline(c.strip()) for c in line.strip("|").split("|")]
            table = (table or []) + [cells]
        elif line.startswith("## "):
            blocks.append(Block("heading", inline(line[3:].strip())))
        elif line.startswith("# "):
            blocks.append(Block("title", inline(line[2:].strip())))
        elif line.startswith("- "):
            blocks.append(Block("bullet", inline(line[2:].strip())))
        else:
            blocks.append(Block("paragraph", inline(line)))
    if table is not None:
        blocks.append(Block("table", rows=table))
    return blocks


def load_page(game: str, lang: str | None = None) -> str:
    """The rules page of a game in a language; English if that page is missing or damaged
    (not UTF-8, not a regular file, larger than MAX_PAGE_BYTES), with a warning in the log."""
    lang = i18n.normalize(lang or i18n.get_language())
    damaged = None
    for candidate in (lang, "en"):
        path = text.asset_path("rules", f"{game}.{candidate}.md")
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

_EDGE_PUNCT = re.compile(r"^([^\w♠♥♦♣+−\-]*)(.*?)([^\w♠♥♦♣%]*)$", re.S)


@dataclass
class Word:
    text: str
    bold: bool
    space: bool  # a space before it (words glued by markup have none)


def words_of(runs: list[Run]) -> list[Word]:
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


_MIRROR = str.maketrans("()[]{}<>«»", ")(][}{><»«")
_CARD = re.compile(r"(?:10|[2-9AJQKT])[♠♥♦♣]")
_LETTERS = re.compile(r"[A-Za-z\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u024f\u0370-\u03ff\u0400-\u04ff]")


def _direction(word: str) -> str:
    """R Hebrew, C a card name, L Latin or Cyrillic letters, E a number, N punctuation."""
    if text.has_rtl(word):
        return "R"
    if _CARD.fullmatch(word):
        return "C"
    if _LETTERS.search(word):
        return "L"
    return "E" if re.search(r"\d", word) else "N"


def _pieces(line: list[Word]) -> list[tuple[str, bool, str, bool]]:
    """(text, bold, direction, space before) with edge punctuation split off Latin words."""
    pieces: list[tuple[str, bool, str, bool]] = []
    for wd in line:
        kind = _direction(wd.text)
        if kind == "R":
            pieces.append((wd.text, wd.bold, kind, wd.space))
            continue
        m = _EDGE_PUNCT.match(wd.text)
        lead, core, trail = m.groups() if m else ("", wd.text, "")
        space = wd.space
        for part in (lead, core, trail):
            if part:
                pieces.append((part, wd.bold, _direction(part), space))
                space = False
    return pieces


def _resolve(kinds: list[str]) -> list[str]:
    """Each piece as L (keeps reading order within its run) or R, as the bidi algorithm
    resolves them in a right-to-left paragraph: a number after Latin letters is Latin;
    punctuation between two Latin runs is Latin; everything else runs right to left."""
    out = list(kinds)
    last_strong = "R"
    for i, k in enumerate(out):
        if k == "E" and last_strong == "L":
            out[i] = "L"
        elif k in ("L", "R"):
            last_strong = k
    for i, k in enumerate(out):
        if k == "N":
            before = next((out[j] for j in range(i - 1, -1, -1) if out[j] != "N"), "R")
            after = next((out[j] for j in range(i + 1, len(out)) if out[j] != "N"), "R")
            out[i] = "L" if before == after == "L" else "R"
    return ["L" if k == "L" else "R" for k in out]


def visual_words(line: list[Word], rtl: bool) -> list[tuple[str, bool, bool]]:
    """A line's pieces left to right: (text in visual order, bold, space before it)."""
    if not rtl:
        return [(wd.text, wd.bold, wd.space and i > 0) for i, wd in enumerate(line)]
    pieces = _pieces(line)
    levels = _resolve([k for _t, _b, k, _s in pieces])
    # Right-to-left base: reverse the line, then put each Latin run back in reading order.
    order = list(range(len(pieces)))[::-1]
    result: list[int] = []
    i = 0
    while i < len(order):
        j = i + 1
        if levels[order[i]] == "L":
            while j < len(order) and levels[order[j]] == "L":
                j += 1
            result.extend(reversed(order[i:j]))
        else:
            result.append(order[i])
        i = j
    out: list[tuple[str, bool, bool]] = []
    for pos, idx in enumerate(result):
        part, bold, kind, _space = pieces[idx]
        if kind == "R":
            shown = text.visual(part, True)
        elif kind == "N" and levels[idx] == "R":
            shown = part[::-1].translate(_MIRROR)  # punctuation read right to left
        else:
            shown = part
        if pos == 0:
            gap = False
        else:
            prev = result[pos - 1]
            later = max(prev, idx)
            gap = pieces[later][3] if abs(prev - idx) == 1 else True
        out.append((shown, bold, gap))
    return out


class Typesetter:
    """Wraps words to a width and draws lines, bold where the page says so."""

    def __init__(self, size: int, rtl: bool, colour: tuple[int, int, int]) -> None:
        self.size, self.rtl, self.colour = size, rtl, colour
        self.regular = text.font(size, False)
        self.bold = text.font(size, True)
        self.space = self.regular.size(" ")[0]
        self.line_h = self.regular.get_linesize()

    def width_of(self, word: str, bold: bool) -> int:
        shown = text.visual(word, self.rtl)
        return int((self.bold if bold else self.regular).size(shown)[0])

    def wrap(self, words: list[Word], width: int) -> list[list[Word]]:
        lines: list[list[Word]] = []
        current: list[Word] = []
        used = 0
        for wd in words:
            ww = self.width_of(wd.text, wd.bold)
            extra = (self.space if wd.space else 0) if current else 0
            if current and used + extra + ww > width:
                lines.append(current)
                current, used, extra = [], 0, 0
            if not current and ww > width:  # a word wider than the box: break it
                for piece in self._split(wd, width):
                    lines.append([piece])
                continue
            current.append(wd)
            used += extra + ww
        if current:
            lines.append(current)
        return lines

    def _split(self, wd: Word, width: int) -> list[Word]:
        pieces, cur = [], ""
        for ch in wd.text:
            if cur and self.width_of(cur + ch, wd.bold) > width:
                pieces.append(Word(cur, wd.bold, False))
                cur = ch
            else:
                cur += ch
        if cur:
            pieces.append(Word(cur, wd.bold, False))
        return pieces

    def natural_width(self, words: list[Word]) -> int:
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
        imgs = [(self.bold if b else self.regular).render(t, True, self.colour)
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


# --- the page ------------------------------------------------------------------------------


class Page:
    """A rules page laid out for one width: blocks with their y positions, drawn on demand."""

    def __init__(self, source: str, width: int, m: th.Metrics, rtl: bool) -> None:
        self.width, self.rtl, self.m = width, rtl, m
        self.items: list[tuple[int, pygame.Surface]] = []
        body = Typesetter(m.body, rtl, th.INK)
        heading = Typesetter(m.heading, rtl, th.ACCENT)
        title = Typesetter(m.title, rtl, th.INK)
        y = 0
        para_gap = round(body.line_h * 0.6)
        for block in parse(source):
            if block.kind == "title":
                surf = title.block(words_of(self._bold(block.runs)), width)
                y += self._add(y, surf) + para_gap
            elif block.kind == "heading":
                y += round(body.line_h * 0.5)
                surf = heading.block(words_of(self._bold(block.runs)), width)
                y += self._add(y, surf) + round(para_gap * 0.7)
            elif block.kind == "paragraph":
                y += self._add(y, body.block(words_of(block.runs), width)) + para_gap
            elif block.kind == "bullet":
                y += self._add(y, self._bullet(body, block.runs)) + round(para_gap * 0.5)
            elif block.kind == "table":
                y += self._add(y, self._table(block.rows)) + para_gap
        self.height = y

    @staticmethod
    def _bold(runs: list[Run]) -> list[Run]:
        return [(t, True) for t, _b in runs]

    def _add(self, y: int, surf: pygame.Surface) -> int:
        self.items.append((y, surf))
        return surf.get_height()

    def _bullet(self, body: Typesetter, runs: list[Run]) -> pygame.Surface:
        indent = round(body.line_h * 1.2)
        content = body.block(words_of(runs), self.width - indent)
        surf = pygame.Surface((self.width, content.get_height()), pygame.SRCALPHA)
        dot_r = max(2, body.size // 6)
        cy = body.line_h // 2 + 1
        if self.rtl:
            surf.blit(content, (0, 0))
            pygame.draw.circle(surf, th.ACCENT, (self.width - indent // 2, cy), dot_r)
        else:
            surf.blit(content, (indent, 0))
            pygame.draw.circle(surf, th.ACCENT, (indent // 2, cy), dot_r)
        return surf

    def _table(self, rows: list[list[list[Run]]]) -> pygame.Surface:
        m = self.m
        cols = max(len(r) for r in rows)
        size = m.body if cols <= 3 else m.small
        setter = Typesetter(size, self.rtl, th.INK)
        head_setter = Typesetter(size, self.rtl, th.ACCENT)
        pad = max(4, m.px(10))
        cells = [[words_of(r[c]) if c < len(r) else [] for c in range(cols)] for r in rows]
        natural = [max(setter.natural_width(cells[r][c]) for r in range(len(rows)))
                   for c in range(cols)]
        narrowest = [
            max((setter.width_of(wd.text, True) for r in range(len(rows))
                 for wd in cells[r][c]), default=10)
            for c in range(cols)
        ]
        avail = self.width - 2 * pad * cols
        widths = list(natural)
        if sum(natural) > avail:
            spare = max(0, avail - sum(narrowest))
            stretch = [n - s for n, s in zip(natural, narrowest, strict=True)]
            total = sum(stretch) or 1
            widths = [s + spare * x // total for s, x in zip(narrowest, stretch, strict=True)]
        widths = [max(1, x) for x in widths]
        col_w = [x + 2 * pad for x in widths]
        table_w = min(self.width, sum(col_w))
        rendered: list[list[pygame.Surface]] = []
        for r, row in enumerate(cells):
            ts = Typesetter(size, self.rtl, th.INK) if r else head_setter
            if r == 0:
                row = [[Word(wd.text, True, wd.space) for wd in cell] for cell in row]
            rendered.append([ts.block(cell, widths[c]) for c, cell in enumerate(row)])
        heights = [max(s.get_height() for s in row) + 2 * pad for row in rendered]
        surf = pygame.Surface((self.width, sum(heights)), pygame.SRCALPHA)
        x0 = self.width - table_w if self.rtl else 0
        frame = pygame.Rect(x0, 0, table_w, sum(heights))
        radius = max(4, m.radius // 2)
        pygame.draw.rect(surf, (8, 44, 29, 235), frame, border_radius=radius)
        y = 0
        for r, row_imgs in enumerate(rendered):
            if r % 2 == 0 and r:
                band = pygame.Rect(frame.x, y, table_w, heights[r])
                pygame.draw.rect(surf, (255, 255, 255, 14), band)
            x = frame.x
            order = list(range(cols))
            if self.rtl:
                order.reverse()  # the first column on the right
            for c in order:
                surf.blit(row_imgs[c], (x + pad, y + pad))
                x += col_w[c]
                if x < frame.right - 1:
                    pygame.draw.line(surf, (255, 255, 255, 40), (x, y), (x, y + heights[r]))
            y += heights[r]
            if r == 0:
                pygame.draw.line(surf, th.ACCENT, (frame.x, y - 1), (frame.right - 1, y - 1), 2)
        pygame.draw.rect(surf, th.PANEL_BORDER, frame, width=1, border_radius=radius)
        return surf

    def draw(self, surface: pygame.Surface, viewport: pygame.Rect, x: int, offset: int) -> None:
        """Blit the blocks that show through ``viewport`` (content x at ``x``)."""
        clip = surface.get_clip()
        surface.set_clip(viewport)
        for y, surf in self.items:
            top = viewport.y + y - offset
            if top > viewport.bottom or top + surf.get_height() < viewport.y:
                continue
            surface.blit(surf, (x, top))
        surface.set_clip(clip)


class RulesScene(Scene):
    """Game tabs at the top, the page below; drag, fling or wheel to scroll."""

    def __init__(self, app: App, game: str = "golf") -> None:
        super().__init__(app)
        self.game = game if game in w.games() else w.games()[0]
        self.back_button: Any = None
        self.tabs: dict[Any, str] = {}
        self.top = pygame.Rect(0, 0, 0, 0)
        self.view = w.ScrollView(pygame.Rect(0, 0, 1, 1))
        self.page: Page | None = None
        self._page_key: tuple[Any, ...] = ()
        self.content_x = 0

    def layout(self) -> None:
        m = th.metrics(self.app.size)
        W, H = self.app.size
        top_h = max(m.touch, m.px(60))
        self.top = pygame.Rect(m.margin, m.margin, W - 2 * m.margin, top_h)
        viewport = pygame.Rect(0, self.top.bottom + m.gap, W, H - self.top.bottom - m.gap)
        self.view.viewport = viewport
        width = min(W - 4 * m.margin, m.px(1000))
        self.content_x = (W - width) // 2
        key = (self.game, i18n.get_language(), width, m.body, m.heading, m.title)
        if key != self._page_key or self.page is None:
            offset = 0.0 if self._page_key[:2] != key[:2] else self.view.offset
            self.page = Page(load_page(self.game), width, m, i18n.is_rtl())
            self._page_key = key
            self.view.content_height = self.page.height + 2 * m.margin
            self.view.offset = 0.0
            self.view.scroll_to(offset)
        self.view.content_height = self.page.height + 2 * m.margin

    def build_ui(self) -> None:
        th.install(self.app.ui)
        m = th.metrics(self.app.size)
        back_w = max(m.touch * 2, m.px(140))
        self.back_button = w.button(self, w.start_side(self.top, back_w), _("Back"))
        tabs_area = w.end_side(self.top, self.top.width - back_w - m.gap * 2)
        tabs_w = min(tabs_area.width, m.px(720))
        tabs_area = w.end_side(tabs_area, tabs_w)
        self.tabs = {}
        for rect, name in zip(w.split_row(tabs_area, 3, m.gap), w.games(), strict=True):
            kind = "selected" if name == self.game else "tab"
            self.tabs[w.button(self, rect, w.game_title(name), kind=kind)] = name

    def select(self, game: str) -> None:
        self.game = game
        self.rebuild()

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            if event.key in w.BACK_KEYS:
                self.app.pop()
            elif event.key in (pygame.K_DOWN, pygame.K_PAGEDOWN, pygame.K_SPACE):
                step = self.view.viewport.height * (0.9 if event.key != pygame.K_DOWN else 0.1)
                self.view.scroll_to(self.view.offset + step)
            elif event.key in (pygame.K_UP, pygame.K_PAGEUP):
                step = self.view.viewport.height * (0.9 if event.key == pygame.K_PAGEUP else 0.1)
                self.view.scroll_to(self.view.offset - step)
            return
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.back_button:
                self.app.pop()
            elif event.ui_element in self.tabs:
                self.select(self.tabs[event.ui_element])
            return
        self.view.handle_event(event)

    def update(self, dt: float) -> bool:
        return self.view.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        m = th.metrics(self.app.size)
        surface.blit(th.felt(self.app.size), (0, 0))
        if self.page is not None:
            inner = self.view.viewport.inflate(0, -m.margin)
            self.page.draw(surface, inner, self.content_x, round(self.view.offset))
        self.view.draw_scrollbar(surface)
        # A soft edge under the top bar, so text scrolls away beneath it.
        edge = pygame.Surface((self.app.size[0], m.gap * 2), pygame.SRCALPHA)
        for i in range(edge.get_height()):
            alpha = round(120 * (1 - i / edge.get_height()))
            pygame.draw.line(edge, (5, 40, 26, alpha), (0, i), (edge.get_width(), i))
        surface.blit(edge, (0, self.view.viewport.y))
