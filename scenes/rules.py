"""The rules pages: one per game, in the current language, scrolled by a finger.

``assets/rules/<game>.<lang>.md`` uses a small markdown subset: a ``# `` title, ``## ``
headings, paragraphs, ``- `` bullets, ``|`` tables with a ``|---|`` separator row, and
``**bold**``. :func:`parse` reads it into blocks; :class:`Page` lays them out for a width.

Hebrew: every line is wrapped in logical order (the order people read: ``text.wrap_words``,
the wrapper of every text), then put in visual order by the bidi path of every text
(``text.visual_runs``), which keeps each word's weight (bold or not): Hebrew runs go right to
left, runs of Latin letters and digits ("GO1-E-AAAAAAB", "35 × 10") keep their order, card
names stay whole, and punctuation takes the direction of its neighbours. Text is
right-aligned; table columns run right to left.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from game import i18n
from game.i18n import _
from scenes import games, text
from scenes import theme as th
from scenes.base import BACK_KEYS, Scene
from scenes.geometry import end_side, split_row, start_side
from scenes.scroll import ScrollView
from scenes.text import Word

if TYPE_CHECKING:
    from scenes.app import App

Run = tuple[str, bool]  # (text, bold)


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
    """The rules page of a game in a language (English if that page is missing)."""
    lang = i18n.normalize(lang or i18n.get_language())
    for candidate in (lang, "en"):
        path = text.asset_path("rules", f"{game}.{candidate}.md")
        if path.is_file():
            return path.read_text(encoding="utf-8")
    return f"# {game}\n"


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
    if not rtl:
        return [(wd.text, wd.bold, wd.space and i > 0) for i, wd in enumerate(line)]
    runs: list[tuple[str, int]] = []
    for i, wd in enumerate(line):
        if i and wd.space:
            runs.append((" ", _SPACE))
        runs.append((wd.text, i))
    out: list[tuple[str, bool, bool]] = []
    gap = False
    for piece, owner in text.visual_runs(runs, True):
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
        pygame.draw.rect(surf, th.PAGE_TABLE, frame, border_radius=radius)
        y = 0
        for r, row_imgs in enumerate(rendered):
            if r % 2 == 0 and r:
                band = pygame.Rect(frame.x, y, table_w, heights[r])
                pygame.draw.rect(surf, th.BAND, band)
            x = frame.x
            order = list(range(cols))
            if self.rtl:
                order.reverse()  # the first column on the right
            for c in order:
                surf.blit(row_imgs[c], (x + pad, y + pad))
                x += col_w[c]
                if x < frame.right - 1:
                    pygame.draw.line(surf, th.RULE_LINE, (x, y), (x, y + heights[r]))
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

    def __init__(self, app: App, game: str | None = None) -> None:
        super().__init__(app)
        self.game = games.known(game)
        self.back_button: Any = None
        self.tabs: dict[Any, str] = {}
        self.top = pygame.Rect(0, 0, 0, 0)
        self.view = ScrollView(pygame.Rect(0, 0, 1, 1))
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
        m = th.metrics(self.app.size)
        back_w = max(m.touch * 2, m.px(140))
        self.back_button = self.button(start_side(self.top, back_w), _("Back"), self.app.back)
        tabs_area = end_side(self.top, self.top.width - back_w - m.gap * 2)
        tabs_w = min(tabs_area.width, m.px(720))
        tabs_area = end_side(tabs_area, tabs_w)
        self.tabs = {}
        names = games.names()
        for rect, name in zip(split_row(tabs_area, len(names), m.gap), names, strict=True):
            kind = "selected" if name == self.game else "tab"
            tab = self.button(rect, games.title(name), partial(self.select, name), kind=kind)
            self.tabs[tab] = name

    def select(self, game: str) -> None:
        self.game = game
        self.rebuild()

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            if event.key in BACK_KEYS:
                self.app.back()
            elif event.key in (pygame.K_DOWN, pygame.K_PAGEDOWN, pygame.K_SPACE):
                step = self.view.viewport.height * (0.9 if event.key != pygame.K_DOWN else 0.1)
                self.view.scroll_to(self.view.offset + step)
            elif event.key in (pygame.K_UP, pygame.K_PAGEUP):
                step = self.view.viewport.height * (0.9 if event.key == pygame.K_PAGEUP else 0.1)
                self.view.scroll_to(self.view.offset - step)
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
            pygame.draw.line(edge, (*th.PAGE_EDGE, alpha), (0, i), (edge.get_width(), i))
        surface.blit(edge, (0, self.view.viewport.y))
