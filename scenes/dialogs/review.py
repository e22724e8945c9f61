"""A game's review: where it was won or lost, and how it could have been saved.

The game is replayed move by move on the real table (Previous, Next, Autoplay, as on the
examples pages), and in the panel a chart that is also a scrubber: the fair chance to win at
each position (``game.review``), a band along its foot saying whether the position could
still be won with every card known, the moves that cost the most marked, a cursor on the
position shown. The panel says it in words: the verdict on the whole game, what is known of
the position, what the next move cost and what would have been better.

In a wide window the board lies exactly as the table lays it (the same piles, the same
cards) and the panel is a sheet over the board's reading end, open when the review opens;
its handle folds it away to a tab, so the whole board shows, and opens it again (it slides
in the frame loop). A move replayed or shown under the open sheet folds it. In a tall
window the panel lies under the board.

"Winning line" shows a winning line from the position (one the review found, else asked of
the worker) as a branch to step through; "Back to the game" leaves it. "Try from here" plays
on from the position shown as a practice game (never saved nor counted; a win is kept apart,
for its achievement). "Share" copies the
game as one text, its code and moves (``game.review.record``).

The review is worked out by the app's worker process (``scenes.table.hints.SearchRequest``,
with its progress shown as a bar over the chart), so the moves can be stepped through at
once, before it is done.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any

import pygame

from game import review as rv
from game.board_layout import Fan
from game.i18n import _, format_number, get_language, is_rtl
from game.moves import Move, Place
from game.session import Session
from game.variant import Variant
from scenes import games
from scenes.base import BACK_KEYS, Context, Scene
from scenes.boards import Board, TableView, draw_arrow, draw_ring, view_on
from scenes.intents import Back, Practice
from scenes.table import hints
from scenes.ui import chart as ch
from scenes.ui import text as tx
from scenes.ui import theme as th
from scenes.ui.chart import ChartStyle, draw_chart, index_at
from scenes.ui.drawing import draw_block, draw_height, draw_panel, draw_text
from scenes.ui.easing import in_out_cubic
from scenes.ui.geometry import end_side, split_row, start_side
from scenes.ui.gui import Icon, label_widths, row_fit

STEP_S = 1.0  # autoplay: seconds a move stays
SLIDE_S = 0.2  # the sheet folding away or opening
READ_PX = 14  # the least size of text a player must read, at any window size
POINTER_DOWN = (pygame.MOUSEBUTTONDOWN, pygame.FINGERDOWN)
POINTER_MOVE = (pygame.MOUSEMOTION, pygame.FINGERMOTION)
POINTER_UP = (pygame.MOUSEBUTTONUP, pygame.FINGERUP)


@dataclass(frozen=True)
class BarPlan:
    """The panel's buttons up in the bar: their label ``size``, the title's, each button's
    box by name, and the room left between them for the title."""

    size: int
    heading: int
    boxes: dict[str, pygame.Rect]
    title: pygame.Rect


class Branch:
    """A winning line shown from position ``at`` of the game: its positions, one after
    each of its moves."""

    def __init__(self, at: int, start: Variant, moves: list[Move]) -> None:
        self.at = at
        self.moves = moves
        self.games = rv.positions(start, moves)
        self.index = 0


class ReviewScene(Scene):
    """The review of one game (``start`` and the ``moves`` played)."""

    def __init__(self, ctx: Context, start: Variant, moves: list[Move],
                 review: rv.Review | None = None, worker: Any = "shared",
                 request: hints.SearchRequest | None = None) -> None:
        super().__init__(ctx)
        self.start = start
        self.moves = list(moves)
        self.games = rv.positions(start, self.moves)
        self.tokens = rv.tokens(start, self.moves)  # the notation: what Share copies
        self.said = rv.said(start, self.moves)  # the moves in words: what the panel says
        self.index = len(self.moves)
        self.touched = False  # the player moved: the review no longer picks the position
        self.review: rv.Review | None = review  # given: no need to ask for it
        # The searches' worker (None: the frame loop, as when the worker cannot help).
        self.worker: hints.Worker | None = hints.shared() if worker == "shared" else worker
        # The review's request: this screen's, or one already on its way (the results ask
        # for the review as soon as they show, so that it is there when Review is pressed).
        self.request: hints.SearchRequest | None = request
        self.line_request: hints.SearchRequest | None = None
        self.line_for = -1
        self.better: dict[int, str] = {}  # costly move -> the better move, in words
        self.better_moves: dict[int, Move] = {}  # and the move itself (Show me plays it)
        self.better_request: tuple[int, hints.SearchRequest] | None = None
        self.branch: Branch | None = None
        self.playing = False
        self.wait = 0.0
        self.now = 0.0
        self.scrubbing = False
        self.note = ""  # a short word after an action (copied, no line found)
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.chart = pygame.Rect(0, 0, 0, 0)
        self.lines: dict[str, pygame.Rect] = {}
        self.header = 0
        self.side = False  # the panel a sheet over the board's end (a wide window), not below it
        self.sheet = pygame.Rect(0, 0, 0, 0)  # the sheet open, from the bar to the window's foot
        self.handle = pygame.Rect(0, 0, 0, 0)  # its handle on its edge, the sheet open
        self.sheet_open = True  # where the sheet is going (or is)
        self.opening = 1.0  # how far open it is now (1: open), in time
        self.sheet_buttons: list[tuple[Any, pygame.Rect]] = []  # those that slide, where open
        self._shadow: pygame.Surface | None = None  # the sheet's edge's shadow
        self._shadow_key: tuple[Any, ...] = ()
        self.show_under = False  # Show me under the costliest move's words, not beside
        self.bar_plan: BarPlan | None = None  # the panel's buttons up in the bar
        self._plan: tuple[BarPlan | None, bool, pygame.Rect, dict[str, pygame.Rect],
                          Board, int] | None = None
        self._plan_key: tuple[Any, ...] = ()
        self._text_px: int | None = None  # the panel's words: a size the plan chose
        self._headline: tuple[rv.Review | None, str] = (None, "")
        self._heights: dict[tuple[Any, ...], int] = {}  # words' heights, while planning
        self._longest: dict[str, list[str]] = {"here": [], "next": []}
        self.legend_rect = pygame.Rect(0, 0, 0, 0)
        self.button_rows: list[pygame.Rect] = []
        self.buttons_row = pygame.Rect(0, 0, 0, 0)
        self.board: Board | None = None
        self.view: TableView | None = None
        self.buttons: dict[str, Any] = {}

    # --- what is shown --------------------------------------------------------------------
    @property
    def position(self) -> Variant:
        if self.branch is not None:
            return self.branch.games[self.branch.index]
        return self.games[self.index]

    @property
    def next_move(self) -> Move | None:
        if self.branch is not None:
            b = self.branch
            return b.moves[b.index] if b.index < len(b.moves) else None
        return self.moves[self.index] if self.index < len(self.moves) else None

    @property
    def last(self) -> int:
        return len(self.branch.moves) if self.branch is not None else len(self.moves)

    @property
    def step(self) -> int:
        return self.branch.index if self.branch is not None else self.index

    def point(self, k: int) -> rv.Point | None:
        return self.review.points[k] if self.review is not None else None

    # --- life cycle -----------------------------------------------------------------------
    def enter(self) -> None:
        if self.request is None and self.review is None:
            self.request = hints.review_request(self.start, self.moves, self.worker)
        super().enter()

    def leave(self) -> None:
        for request in (self.request, self.line_request):
            if request is not None and not request.done:
                request.cancel()
        self.ctx.navigate(Back())

    # --- layout -----------------------------------------------------------------------------
    def layout(self) -> None:
        """In a wide window the board lies exactly as the table lays it (the same piles,
        the same cards) and the panel is a sheet over its end (the left in Hebrew), as
        narrow as its words allow, that folds away to show the whole board; in a tall one
        the board lies above the panel. Each row of the panel is as high as its words (the
        longest of any position), so no word is cut and nothing moves from one step to the
        next. Where the bar holds them with the title, the panel's buttons go up into it."""
        m = self.ctx.metrics
        W, H = self.ctx.size
        settings = self.ctx.store.settings
        key = (W, H, m.large, bool(settings.left_handed), get_language(),
               self.review is not None, tuple(sorted(self.better)))
        planned = key != self._plan_key or self._plan is None
        if planned:
            self._plan = self._plan_layout()
            self._plan_key = key
        assert self._plan is not None
        self.bar_plan, self.side, self.panel, rows, self.board, self.header = self._plan
        self.show_under = "under" in rows  # Show me under its words, not beside them
        self.lines = {k: v for k, v in rows.items()
                      if k not in ("chart", "legend", "buttons", "buttons2", "under")}
        self.chart = rows["chart"]
        self.legend_rect = rows["legend"]
        self.button_rows = [rows[k] for k in ("buttons", "buttons2") if k in rows]
        self.buttons_row = self.button_rows[0] if self.button_rows else pygame.Rect(0, 0, 0, 0)
        self.sheet = self._sheet_rect() if self.side else pygame.Rect(0, 0, 0, 0)
        if planned:  # (it reads every position of the game: not at each step)
            self.handle = self._handle_rect() if self.side else pygame.Rect(0, 0, 0, 0)
        self.view = view_on(self.ctx, self.position, self.board, self.view)

    def _plan_layout(self) -> tuple[BarPlan | None, bool, pygame.Rect, dict[str, pygame.Rect],
                                    Board, int]:
        """In a wide window, the table's own board and the narrowest sheet whose rows all
        fit, at the largest words of those; else (a tall window, or no room for the chart
        in the sheet) the board above the panel at the words that give the largest cards
        (the words no smaller than the small size, nor than ``READ_PX``)."""
        W, H = self.ctx.size
        m = self.ctx.metrics
        table = self._board(self.ctx.size, table=True) if W > H else None
        # Back and Share are touch targets: the bar is as high (the table's bar, in a wide
        # window: the board lies as the table's does).
        self.header = table.bar.height if table is not None else m.touch + 4
        bar = self._bar_plan(steps_only=False) or self._bar_plan(steps_only=True)
        # The buttons the panel keeps: none, Winning line and Try from here, or all five.
        left = 5 if bar is None else 5 - sum(k in bar.boxes for k in
                                             ("previous", "play", "next", "line", "try"))
        # The longest words of each row, by their length (measuring them all at every width
        # tried would cost frames): the rows are as high as these wrap.
        self._heights = {}
        self._longest = {"here": _longest(self._heres()), "next": _longest(self._nexts()),
                         "verdict": self._verdicts()}
        body = max(READ_PX, m.body)
        least = max(READ_PX, min(body, m.small))
        sizes = sorted({body, (body + least) // 2, least}, reverse=True)
        if table is not None:
            sheets = []
            for px in sizes:
                self._text_px = px
                sheets += [(*found, px) for under in (True, False)
                           for stack in ((False, True) if left == 2 else (False,))
                           if (found := self._narrowest_beside(left, under, stack)) is not None]
            if sheets:  # the narrowest hides the least of the board (the first on a tie)
                panel, rows, self._text_px = min(sheets, key=lambda found: found[0].width)
                return (bar, True, panel, rows, table, self.header)
        best: tuple[pygame.Rect, dict[str, pygame.Rect], Board, int] | None = None
        for px in sizes:
            self._text_px = px
            panel, rows, area = self._below(left)
            board = self._board(area)
            if best is None or board.card_w > best[2].card_w:
                best = (panel, rows, board, px)
        assert best is not None
        panel, rows, board, self._text_px = best
        return (bar, False, panel, rows, board, self.header)

    def _board(self, area: tuple[int, int], table: bool = False) -> Board:
        """The position's board in ``area`` under the review's bar, or the table's own
        (``table``: its bar, its margins)."""
        settings = self.ctx.store.settings
        return Board.for_game(self.position, area, left_handed=bool(settings.left_handed),
                              bar=None if table else self.header, large=self.ctx.metrics.large)

    def _bar_row(self) -> pygame.Rect:
        """The row of the bar's buttons: touch-high, within the bar."""
        m = self.ctx.metrics
        high = max(th.MIN_TOUCH, min(m.touch, self.header - 4))
        return pygame.Rect(m.margin // 2, (self.header - high) // 2,
                           self.ctx.size[0] - m.margin, high)

    def _bar_plan(self, steps_only: bool) -> BarPlan | None:
        """Back, Previous, Autoplay, Next at the bar's reading start, Winning line, Try from
        here (unless ``steps_only``) and Share at its end, the title between, all at one
        label size of at least ``READ_PX`` (None: they do not fit)."""
        m = self.ctx.metrics
        row = self._bar_row()
        groups = self.groups()
        named = [("back", (_("Back"),)), ("previous", groups[0]), ("play", groups[1]),
                 ("next", groups[2])]
        ends = [] if steps_only else [("line", groups[3]), ("try", groups[4])]
        if self.start.code is not None:
            ends.append(("share", (_("Share"),)))
        title = self.title()
        everything = [g for _n, g in named + ends]
        for size in [s for s in reversed(th.FONT_SIZES) if READ_PX <= s <= max(READ_PX, m.button)]:
            widths = label_widths(everything, size, row.height)
            heading = max(READ_PX, min(m.heading, size + 4))
            room = row.width - sum(widths) - (len(everything) + 1) * m.gap
            if room >= tx.text_width(title, heading, True):
                break
        else:
            return None
        boxes: dict[str, pygame.Rect] = {}
        mid = row.copy()
        for (name, _g), width in zip(named, widths[:4], strict=True):
            boxes[name] = start_side(mid, width)
            mid = _trimmed(mid, width + m.gap, at_start=True)
        for (name, _g), width in reversed(list(zip(ends, widths[4:], strict=True))):
            boxes[name] = end_side(mid, width)
            mid = _trimmed(mid, width + m.gap, at_start=False)
        return BarPlan(size, heading, boxes, mid)

    def _narrowest_beside(self, left: int, under: bool, stack: bool
                          ) -> tuple[pygame.Rect, dict[str, pygame.Rect]] | None:
        """The sheet at the narrowest width whose chart has its full height (no wider than
        two fifths of the window), else the narrowest that fits at all (a wider sheet only
        hides more of the board): the words wrap in fewer lines as it widens, leaving the
        chart more room, so bisections find them."""
        m = self.ctx.metrics
        W = self.ctx.size[0]
        widths = self._side_widths(left, stack)
        roomy = max(min(round(W * 0.4), m.px(620)), min(W // 2, 400))
        full = m.px(160)

        def chart_at(width: int) -> int:
            found = self._beside(width, left, under, stack)
            return found[1]["chart"].height if found is not None else 0

        for need, tried in ((full, [w for w in widths if w <= roomy]), (1, widths)):
            if not tried or chart_at(tried[-1]) < need:
                continue
            lo, hi = 0, len(tried) - 1
            while lo < hi:
                mid = (lo + hi) // 2
                if chart_at(tried[mid]) >= need:
                    hi = mid
                else:
                    lo = mid + 1
            return self._beside(tried[lo], left, under, stack)
        return None

    def _sheet_rect(self) -> pygame.Rect:
        """The sheet open: the panel's rows and a margin round them, from the bar to the
        window's foot at its end (the left in Hebrew)."""
        m = self.ctx.metrics
        W, H = self.ctx.size
        if is_rtl():
            return pygame.Rect(0, self.header, self.panel.right + m.margin // 2, H - self.header)
        x = self.panel.left - m.margin // 2
        return pygame.Rect(x, self.header, W - x, H - self.header)

    def _handle_rect(self) -> pygame.Rect:
        """The sheet's handle, the sheet open: a tab on its edge, outside it (folded, it is
        all that shows of the sheet, at the window's edge). Of its heights along the edge,
        the one where it covers the least of what the piles cover in any of the game's
        positions, open and folded (the lowest on a tie: the thumb's reach); decided once
        for the layout, so it never moves from one step to the next."""
        m = self.ctx.metrics
        W, H = self.ctx.size
        board = self.board
        assert board is not None
        box = pygame.Rect(0, 0, m.touch, round(m.touch * 1.5))
        rtl = is_rtl()
        if rtl:
            box.left = self.sheet.right
        else:
            box.right = self.sheet.left
        folded_x = 0 if rtl else W - box.width
        # A column's side is the least harm to cover; a stock, a waste, a foundation or a
        # cell shows its count or its top card whole, and weighs more.
        piles = [(extent, 1 if board.slots[place].fan is Fan.DOWN else 4)
                 for place, extent in self._pile_extents(board).items()]

        def covered(rect: pygame.Rect) -> int:
            return sum(rect.clip(pile).width * rect.clip(pile).height * weight
                       for pile, weight in piles)

        lowest = H - m.margin - box.height
        best: tuple[int, int] | None = None
        for y in range(lowest, self.sheet.top + m.gap - 1, -max(2, m.gap // 2)):
            open_at = box.move(0, y - box.y)
            score = covered(open_at) + covered(open_at.move(folded_x - open_at.x, 0))
            if best is None or score < best[0]:
                best = (score, y)
        if best is not None:
            box.y = best[1]
        return box

    def _pile_extents(self, board: Board) -> dict[Place, pygame.Rect]:
        """What each pile covers in any of the game's positions."""
        extents: dict[Place, pygame.Rect] = {}
        for game in self.games:
            for place in board.places():
                rects = board.pile_rects(game, place) or [board.slot(place)]
                seen = rects[0].unionall(rects[1:])
                extents[place] = extents[place].union(seen) if place in extents else seen
        return extents

    def _slide(self) -> int:
        """How far across the sheet (and all on it) is drawn from where it lies open."""
        away = round((1 - in_out_cubic(self.opening)) * self.sheet.width)
        return -away if is_rtl() else away

    def toggle_sheet(self) -> None:
        """The handle: fold the sheet away to its tab, or open it again (it slides in the
        frames that follow)."""
        self.sheet_open = not self.sheet_open
        self.rebuild()  # the handle's arrow turns; the sheet's buttons come to slide out

    def _fold_for(self, move: Move, before: Variant, after: Variant) -> None:
        """A move played or shown whose cards leave or reach a pile under the open sheet
        would be played out of sight: the sheet folds away (its tab opens it again)."""
        board = self.board
        if not self.side or not self.sheet_open or board is None:
            return
        rects = ((board.pile_rects(before, move.source) or [board.slot(move.source)])
                 [-move.count:]
                 + (board.pile_rects(after, move.target) or [board.slot(move.target)])
                 [-move.count:])
        if self.sheet.collidelist(rects) != -1:
            self.toggle_sheet()

    def _side_widths(self, left: int, stack: bool = False) -> list[int]:
        """The sheet's widths to try, narrowest first."""
        m = self.ctx.metrics
        W = self.ctx.size[0]
        # The legend's entries each on a line of their own, whole (the legend is inset by a
        # gap on each side).
        legend = max((ch.entry_width(words, self.small_size) for _k, words in self.legend()),
                     default=0) + 4 * m.gap
        least = max(13 * self.text_size, m.px(220), self._show_me_width() + 2 * m.gap,
                    min(W // 2, self._rows_width(left, stack)), min(W // 2, legend))
        # As wide as the words need, up to most of the window (the sheet folds away: the
        # board shows whole all the same), rather than a board shrunk under the panel.
        most = max(round(W * 0.6), least)
        step = max(4, m.gap // 2)
        return sorted({min(most, least + step * i) for i in range((most - least) // step + 2)})

    def _below(self, left: int) -> tuple[pygame.Rect, dict[str, pygame.Rect], tuple[int, int]]:
        """The panel across the foot of the window, Show me beside its words."""
        m = self.ctx.metrics
        W, H = self.ctx.size
        inner_w = W - 2 * m.margin - 2 * m.gap
        costly_h = 0
        if self._costly_words() is not None:
            words_w = inner_w - m.gap - self._show_me_width()
            costly_h = max(m.touch, self._words_h([self._costly_words() or ""], words_w))
        legend_h = ch.legend_height(self.legend(), self.small_size, inner_w - 2 * m.gap)
        heights = [("verdict", self._words_h(self._longest["verdict"], inner_w, True)),
                   ("costly", costly_h), ("here", self._words_h(self._longest["here"], inner_w)),
                   ("next", self._words_h(self._longest["next"], inner_w)),
                   ("chart", max(m.touch, m.px(80))), ("legend", legend_h)]
        if left:
            heights.append(("buttons", m.touch))
        height = 2 * m.gap + sum(h for _, h in heights) + self._gaps(heights)
        panel = pygame.Rect(m.margin, H - m.margin - height, W - 2 * m.margin, height)
        return panel, self._stack(panel, heights), (W, panel.top - m.gap // 2)

    def _beside(self, width: int, left: int, under: bool, stack: bool = False
                ) -> tuple[pygame.Rect, dict[str, pygame.Rect]] | None:
        """The sheet's rows ``width`` wide down the end of a wide window (the left in
        Hebrew), Show me under its words or beside them, the chart in the height left (None:
        too little is left for it); ``left`` buttons of the five in it, in rows of three and
        two (or the two one above the other: ``stack``)."""
        m = self.ctx.metrics
        W, H = self.ctx.size
        x = m.margin if is_rtl() else W - m.margin - width
        panel = pygame.Rect(x, self.header + m.margin // 2, width,
                            H - self.header - m.margin - m.margin // 2)
        inner_w = width - 2 * m.gap
        costly_h = 0
        if self._costly_words() is not None and under:
            costly_h = (self._words_h([self._costly_words() or ""], inner_w) + m.gap // 2
                        + m.touch)
        elif self._costly_words() is not None:
            words_w = inner_w - m.gap - self._show_me_width()
            costly_h = max(m.touch, self._words_h([self._costly_words() or ""], words_w))
        legend_h = ch.legend_height(self.legend(), self.small_size, inner_w - 2 * m.gap)
        heights = [("verdict", self._words_h(self._longest["verdict"], inner_w, True)),
                   ("costly", costly_h), ("here", self._words_h(self._longest["here"], inner_w)),
                   ("next", self._words_h(self._longest["next"], inner_w)), ("chart", 0),
                   ("legend", legend_h)]
        if left:
            heights.append(("buttons", m.touch))
        if left > 3 or (stack and left == 2):
            heights.append(("buttons2", m.touch))
        used = 2 * m.gap + sum(h for _, h in heights) + self._gaps(heights)
        chart_h = min(m.px(160), panel.height - used)
        if chart_h < max(m.touch, m.px(90)):
            return None
        heights[4] = ("chart", chart_h)
        panel.height = used + chart_h  # no empty foot under the last row
        rows = self._stack(panel, heights)
        if under:
            rows["under"] = rows["costly"]
        return panel, rows

    def _gaps(self, heights: list[tuple[str, int]]) -> int:
        """The gaps ``_stack`` puts before the chart and each row of buttons."""
        return self.ctx.metrics.gap * sum(name in ("chart", "buttons", "buttons2")
                                          for name, _h in heights)

    def _stack(self, panel: pygame.Rect, heights: list[tuple[str, int]]
               ) -> dict[str, pygame.Rect]:
        """The panel's rows from its head down (a gap before the chart and each row of
        buttons)."""
        m = self.ctx.metrics
        inner = panel.inflate(-2 * m.gap, -2 * m.gap)
        y = inner.y
        rows = {}
        for name, h in heights:
            if name in ("chart", "buttons", "buttons2"):
                y += m.gap
            pad = m.gap if name in ("chart", "legend") else 0
            rows[name] = pygame.Rect(inner.x + pad, y, inner.width - 2 * pad, h)
            y += h
        return rows

    def _words_h(self, texts: list[str], width: int, bold: bool = False) -> int:
        """The height the longest of ``texts`` takes wrapped to ``width`` at the panel's
        size (the widest few measured: wrapping every position's words at every width tried
        would cost a frame)."""
        size = self.text_size
        key = (tuple(texts), size, width, bold)
        if key not in self._heights:  # the bisections ask again
            line = tx.font(size, bold).get_linesize()
            self._heights[key] = max([line] + [draw_height(s, size, width, bold)
                                               for s in texts if s])
        return self._heights[key]

    def _verdicts(self) -> list[str]:
        # A plan made while a line is shown outlives it (Show me leaves the line): its row
        # holds the game's verdict too, or that would come back cut.
        return [self.verdict(), self._game_verdict()]

    def _heres(self) -> list[str]:
        return [self.here_at(k) for k in range(len(self.games))]

    def _nexts(self) -> list[str]:
        return [self.next_at(k)[0] for k in range(len(self.moves))]

    @property
    def text_size(self) -> int:
        """The panel's words: the size its plan chose (the body size where the cards are as
        large with it), never under ``READ_PX``."""
        return self._text_px or max(READ_PX, self.ctx.metrics.body)

    @property
    def small_size(self) -> int:
        return max(READ_PX, self.ctx.metrics.small)

    def groups(self) -> list[tuple[str, ...]]:
        """The labels of the row of buttons, one group a button (a button that changes its
        label is one group)."""
        return [(_("Previous"),), (_("Autoplay"), _("Pause")), (_("Next"),),
                (_("Winning line"), _("Back to the game")), (_("Try from here"),)]

    def _rows_width(self, left: int = 5, stack: bool = False) -> int:
        """The panel's width at which its rows of buttons (the last ``left`` of the five, in
        rows of three and two) hold their labels at ``READ_PX`` (Back to the game and Try
        from here side by side in Hungarian)."""
        m = self.ctx.metrics
        groups = self.groups()[5 - left:]
        rows = ([groups[:-2], groups[-2:]] if len(groups) > 2 else
                [[g] for g in groups] if stack else [groups])
        need = max((sum(label_widths(row, READ_PX, m.touch, m.gap)) + (len(row) - 1) * m.gap
                    for row in rows if row), default=0)
        return need + 2 * m.gap

    def _bar_width(self, label: str) -> int:
        """Back's and Share's width: their label at the button size, never under
        ``READ_PX``."""
        m = self.ctx.metrics
        size = max(READ_PX, m.button)
        return max(m.touch * 2, m.px(140), label_widths([(label,)], size, m.touch)[0] + 4)

    def _show_me_width(self) -> int:
        m = self.ctx.metrics
        size = max(READ_PX, m.button)
        return max(m.touch * 2, label_widths([(_("Show me"),)], size, m.touch, m.gap)[0])

    def build_ui(self) -> None:
        m = self.ctx.metrics
        assert self.board is not None
        bar = self.bar_plan
        row = self._bar_row()
        boxes = dict(bar.boxes) if bar is not None else {
            "back": start_side(row, self._bar_width(_("Back"))),
            "share": end_side(row, self._bar_width(_("Share")))}
        size = bar.size if bar is not None else m.button
        # The buttons the bar does not hold, in the panel's rows: one label size, each row
        # shared by what each label needs (Autoplay in Hebrew is long, Back to the game in
        # Hungarian).
        names = [n for n in ("previous", "play", "next", "line", "try") if n not in boxes]
        groups = self.groups()[5 - len(names):]
        rows = self.button_rows
        parts = ([len(names)] if len(rows) == 1 else
                 [len(names) - 2, 2] if len(names) > 2 else [1, 1])
        at = 0
        for row_box, count in zip(rows, parts, strict=False):
            fit, weights = row_fit(groups[at:at + count], m.button, row_box, m.gap,
                                   slack=m.gap)
            size = min(size, fit)
            split = split_row(row_box, count, m.gap, weights=weights)
            boxes.update(zip(names[at:at + count], split, strict=True))
            at += count
        bar_size = None if bar is None else size  # Back and Share at the buttons' size
        self.buttons = {"back": self.button(boxes["back"], _("Back"), self.leave,
                                            size=bar_size)}
        if self.start.code is not None:
            self.buttons["share"] = self.button(boxes["share"], _("Share"), self.share,
                                                size=bar_size)
        if self.costliest() is not None:
            line = self.lines["costly"]
            box = end_side(line, self._show_me_width())
            box.height = m.touch
            if self.show_under:
                box.bottom = line.bottom
            else:
                box.centery = line.centery
            worst = self.review.costly[0].move if self.review is not None else 0
            self.buttons["show"] = self.button(box, _("Show me"), self.show_better,
                                               enabled=worst in self.better_moves)
        in_line = self.branch is not None
        self.buttons["previous"] = self.button(boxes["previous"], _("Previous"), self.previous,
                                               enabled=self.step > 0, size=size)
        self.buttons["play"] = self.button(
            boxes["play"], _("Pause") if self.playing else _("Autoplay"), self.toggle_play,
            enabled=self.step < self.last, size=size)
        self.buttons["next"] = self.button(boxes["next"], _("Next"), self.next,
                                           enabled=self.step < self.last, size=size)
        if in_line:
            self.buttons["line"] = self.button(boxes["line"], _("Back to the game"),
                                               self.leave_line, size=size)
        else:
            point = self.point(self.index)
            can = point is None or point.winnable is not False
            self.buttons["line"] = self.button(boxes["line"], _("Winning line"), self.show_line,
                                               enabled=can and not self.position.is_won(),
                                               size=size)
        self.buttons["try"] = self.button(boxes["try"], _("Try from here"), self.try_here,
                                          kind="primary", enabled=not self.position.is_won(),
                                          size=size)
        self.sheet_buttons = []
        if self.side:
            self._sheet_ui(["show", *names])

    def _sheet_ui(self, names: list[str]) -> None:
        """The sheet's buttons where the sheet is drawn now (none while it is folded away)
        and its handle, an arrow the way the sheet will go."""
        gui = self.ctx.gui
        dx = self._slide()
        folded = not self.sheet_open and self.opening == 0.0
        for name in names:
            widget = self.buttons.get(name)
            if widget is None:
                continue
            if folded:
                gui.remove(widget)
                self.widgets.remove(widget)
                del self.buttons[name]
            else:
                self.sheet_buttons.append((widget, pygame.Rect(widget.rect)))
                gui.move(widget, (widget.rect.x + dx, widget.rect.y))
        # The arrow points where a tap sends the sheet: out to the window's end (the left
        # in Hebrew) while it is open, back in over the board while it is folded.
        toward_end = self.sheet_open != is_rtl()
        glyph = round(self.handle.width * 0.5)
        tip = _("Hide the panel") if self.sheet_open else _("Show the panel")
        handle = self.button(self.handle.move(dx, 0), "", self.toggle_sheet,
                             icon=Icon("back", glyph, 0, mirror=toward_end), tip=tip)
        self.buttons["handle"] = handle
        self.sheet_buttons.append((handle, self.handle.copy()))

    # --- stepping ---------------------------------------------------------------------------
    def go(self, k: int, animate: bool = False) -> None:
        """Show position ``k`` of the game (or of the line shown)."""
        k = max(0, min(self.last, k))
        if k == self.step:
            return
        assert self.view is not None
        move = self.next_move if k == self.step + 1 else None
        before = self.view.spots()
        if self.branch is not None:
            self.branch.index = k
        else:
            self.index = k
            self.touched = True
        self.view.finish_motion()
        self.view.hint = None
        self.view.game = self.position
        self.view.dirty = True
        if animate and move is not None and self.ctx.store.settings.animations:
            self.view.animate(before, {}, move)
        if self.step >= self.last:
            self.playing = False
        self.note = ""
        self.ask_better()
        self.rebuild()

    def next(self) -> None:
        move, before = self.next_move, self.position
        self.go(self.step + 1, animate=True)
        if move is not None:
            self._fold_for(move, before, self.position)

    def previous(self) -> None:
        self.playing = False
        self.go(self.step - 1)

    def toggle_play(self) -> None:
        self.playing = not self.playing
        self.wait = STEP_S if self.playing else 0.0
        self.rebuild()

    # --- the line, trying, sharing ----------------------------------------------------------
    def show_line(self) -> None:
        """A winning line from the position shown: one the review found, else the worker's."""
        self.playing = False
        found = self.review.lines.get(self.index) if self.review is not None else None
        if found:
            self.enter_line(found)
            return
        layout = self.position.layout()
        self.line_for = self.index
        self.line_request = hints.SearchRequest((hints.LINE, layout), time.monotonic(), self.worker)
        self.note = _("Looking for a winning line…")

    def enter_line(self, moves: list[Move]) -> None:
        self.branch = Branch(self.index, self.position, moves)
        assert self.view is not None
        self.view.game = self.position
        self.view.dirty = True
        self.note = ""
        self.rebuild()

    def leave_line(self) -> None:
        self.branch = None
        self.playing = False
        assert self.view is not None
        self.view.finish_motion()
        self.view.game = self.position
        self.view.dirty = True
        self.rebuild()

    def try_here(self) -> None:
        """Play on from the position shown, as a practice game (never saved nor counted)."""
        self.ctx.navigate(Practice(Session.practice(self.ctx.store, self.position.layout(),
                                                    tried=self.start.code or "")))

    def share(self) -> None:
        """Copy the game as one text (its code and moves)."""
        text = rv.record(self.start.code or "", self.tokens)
        copied = copy_text(text)
        self.note = (_("Copied: {text}") if copied else _("To share: {text}")).format(text=text)

    def ask_better(self, k: int | None = None) -> None:
        """At a costly move (the next one, or move ``k``), ask the worker what would have
        been better (a winning line's first move, else the hint from what the player saw)."""
        if self.branch is not None or self.review is None:
            return
        k = self.index + 1 if k is None else k
        if k not in {c.move for c in self.review.costly} or k in self.better:
            return
        if self.better_request is not None:
            return  # one at a time: the next step asks again
        line = self.review.lines.get(k - 1)
        if line:
            self.found_better(k, line[0])
            return
        if not self.review.hides_cards:
            return
        request = hints.SearchRequest((hints.HINT, self.games[k - 1].layout()),
                                      time.monotonic(), self.worker)
        self.better_request = (k, request)

    def found_better(self, k: int, move: Move) -> None:
        self.better[k] = rv.advised(self.games[k - 1], move)
        self.better_moves[k] = move
        if self.review is not None and self.review.costly and self.review.costly[0].move == k:
            self.rebuild()  # the costliest move's words grow their better move, Show me works

    def show_better(self) -> None:
        """Show me: the position before the costliest move, and the better move shown as a
        hint shows it (its ghost glides there)."""
        if self.review is None or not self.review.costly:
            return
        k = self.review.costly[0].move
        move = self.better_moves.get(k)
        if move is None:
            return
        self.playing = False
        if self.branch is not None:
            self.leave_line()
        self.go(k - 1)
        assert self.view is not None
        self.view.show_hint(move, self.better[k])
        after = self.position.clone()
        after.play(move)
        self._fold_for(move, self.position, after)

    # --- the frame --------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            if event.key in BACK_KEYS:
                self.leave_line() if self.branch is not None else self.leave()
            elif event.key in (pygame.K_RIGHT, pygame.K_SPACE):
                (self.previous if is_rtl() and event.key == pygame.K_RIGHT else self.next)()
            elif event.key == pygame.K_LEFT:
                (self.next if is_rtl() else self.previous)()
            return
        if self.branch is not None:
            return
        pos = self._pointer(event)
        if pos is None:
            return
        if event.type in POINTER_DOWN and self.view is not None:
            self.view.hint = None  # Show me's move stays until the next touch
        chart = self.chart if not self.side or self.opening == 1.0 else pygame.Rect(0, 0, 0, 0)
        if event.type in POINTER_DOWN and chart.inflate(0, 16).collidepoint(pos):
            self.scrubbing = True
            self.playing = False
        if self.scrubbing and event.type in (*POINTER_DOWN, *POINTER_MOVE):
            self.go(index_at(self.chart, pos[0], len(self.games), is_rtl()))
        if event.type in POINTER_UP:
            self.scrubbing = False

    def _pointer(self, event: pygame.event.Event) -> tuple[int, int] | None:
        if event.type in (pygame.FINGERDOWN, pygame.FINGERMOTION, pygame.FINGERUP):
            w, h = self.ctx.size
            return round(event.x * w), round(event.y * h)
        if event.type in (*POINTER_DOWN, *POINTER_MOVE, *POINTER_UP):
            return int(event.pos[0]), int(event.pos[1])
        return None

    def update(self, dt: float) -> bool:
        self.now += dt
        assert self.view is not None
        changed = False
        if self.request is not None:
            got = self.request.step(time.monotonic())
            changed = True
            if got is not None or self.request.failed:
                self.review = got
                self.request = None
                if got is not None and not self.touched and got.turning_point is not None:
                    self.index = got.turning_point - 1  # the last position that could win
                    self.view.game = self.position
                    self.view.dirty = True
                if got is not None and got.costly:
                    self.ask_better(got.costly[0].move)
                self.ask_better()
                self.rebuild()
        if self.line_request is not None:
            got = self.line_request.step(time.monotonic())
            if got is not None or self.line_request.failed:
                self.line_request = None
                moves = getattr(got, "moves", None)
                if moves and self.line_for == self.index and self.branch is None:
                    self.enter_line(list(moves))
                else:
                    self.note = _("No winning line was found from here.")
                changed = True
        if self.better_request is not None:
            k, request = self.better_request
            got = request.step(time.monotonic())
            if got is not None or request.failed:
                self.better_request = None
                move = getattr(got, "move", None)
                if move is not None and move != self.moves[k - 1]:
                    self.found_better(k, move)
                self.ask_better()
                changed = True
        if self.view.anim.busy:
            self.view.anim.update(dt)
            self.view.dirty = True
            changed = True
        if self.view.hint is not None and self.view.hint.moving(self.now):
            changed = True
        if self.playing:
            self.wait -= dt
            if self.wait <= 0:
                self.wait = STEP_S
                self.next()
            changed = True
        if self.side and self.opening != float(self.sheet_open):
            self._slide_on(dt)
            changed = True
        return changed

    def _slide_on(self, dt: float) -> None:
        """The sheet a frame further on its way, its buttons with it."""
        step = dt / SLIDE_S
        self.opening = (min(1.0, self.opening + step) if self.sheet_open else
                        max(0.0, self.opening - step))
        if self.opening == 0.0:
            self.rebuild()  # folded away: its buttons go
            return
        dx = self._slide()
        for widget, rest in self.sheet_buttons:
            self.ctx.gui.move(widget, (rest.x + dx, rest.y))

    def draw(self, surface: pygame.Surface) -> None:
        p = self.ctx.palette
        m = self.ctx.metrics
        assert self.view is not None and self.board is not None
        drawn = self.view.begin(surface, self.now)
        self._draw_next_move(surface, m)
        head = pygame.Rect(0, 0, self.ctx.size[0], self.header)
        if self.bar_plan is not None:
            draw_text(surface, self.title(), self.bar_plan.heading, p.ink, self.bar_plan.title,
                      align="center", bold=True)
        else:
            side = max(m.touch * 2, m.px(140)) + m.margin
            draw_text(surface, self.title(), m.heading, p.ink, head.inflate(-2 * side, 0),
                      align="center", bold=True)
        if not self.side:
            draw_panel(surface, p, self.panel, m.radius, p.coach_panel, p.accent)
            self._draw_rows(surface, 0)
        elif self.opening > 0.0:
            dx = self._slide()
            self._draw_sheet(surface, self.sheet.move(dx, 0))
            self._draw_rows(surface, dx)
        self.view.end(surface, drawn, False)

    def _draw_sheet(self, surface: pygame.Surface, sheet: pygame.Rect) -> None:
        """The sheet over the board: opaque (words over cards), its edge casting a soft
        shadow on the board and drawn in a thin line."""
        p = self.ctx.palette
        m = self.ctx.metrics
        rtl = is_rtl()
        reach = max(8, m.px(20))
        key = (reach, sheet.height, p.shadow)
        if self._shadow_key != key:  # one strip per size: the sheet slides every frame
            strip = pygame.Surface((reach, sheet.height), pygame.SRCALPHA)
            for i in range(reach):  # darkest at the edge, fading out over the board
                alpha = round(p.shadow[3] * (1 - i / reach) ** 1.5)
                pygame.draw.line(strip, (*p.shadow[:3], alpha), (reach - 1 - i, 0),
                                 (reach - 1 - i, sheet.height))
            self._shadow = strip
            self._shadow_key = key
        assert self._shadow is not None
        shadow = pygame.transform.flip(self._shadow, True, False) if rtl else self._shadow
        surface.blit(shadow, (sheet.right if rtl else sheet.left - reach, sheet.top))
        pygame.draw.rect(surface, p.coach_panel[:3], sheet)
        edge = sheet.right - 1 if rtl else sheet.left
        pygame.draw.line(surface, p.panel_border, (edge, sheet.top), (edge, sheet.bottom),
                         max(1, m.px(2)))

    def _draw_rows(self, surface: pygame.Surface, dx: int) -> None:
        """The panel's rows, ``dx`` px across from where they lie (the sheet sliding)."""
        p = self.ctx.palette
        m = self.ctx.metrics
        lines = {name: box.move(dx, 0) for name, box in self.lines.items()}
        size = self.text_size
        lines_in(surface, self.verdict(), size, p.ink, lines["verdict"], bold=True)
        costliest = self.costliest()
        if costliest is not None:
            box = lines["costly"]
            if self.show_under:
                words = pygame.Rect(box.x, box.y, box.width, box.height - m.touch)
            else:
                words = box.inflate(-(self._show_me_width() + m.gap), 0)
                words.x = box.x if not is_rtl() else box.x + self._show_me_width() + m.gap
                high = draw_height(costliest, size, words.width)
                words.y = box.centery - min(high, box.height) // 2
            lines_in(surface, costliest, size, p.error, words)
        nxt, costly = self.next_words()
        colour = p.error if costly and not self.note else p.accent
        lines_in(surface, self.here(), size, p.ink, lines["here"])
        lines_in(surface, self.note or nxt, size, colour, lines["next"])
        self._draw_chart(surface, m, self.chart.move(dx, 0))
        ch.draw_legend(surface, self.legend_rect.move(dx, 0), self.legend(),
                       ChartStyle.of_palette(p), self.small_size, is_rtl())

    # --- words ------------------------------------------------------------------------------
    def verdict(self) -> str:
        """The review's word on the whole game (or on the line shown)."""
        if self.branch is not None:
            b = self.branch
            said = (_("A winning line from the deal: {step} of {steps}") if b.at == 0 else
                    _("A winning line after move {move}: {step} of {steps}"))
            return said.format(move=format_number(b.at), step=format_number(b.index),
                               steps=format_number(len(b.moves)))
        return self._game_verdict()

    def _game_verdict(self) -> str:
        if self.review is None:
            return _("Reviewing the game…")
        if self._headline[0] is not self.review:  # worked out from every move: once
            self._headline = (self.review, rv.headline(self.review, self.said))
        return self._headline[1]

    def title(self) -> str:
        return _("Review: {game}").format(
            game=games.title_and_option(self.start.name, self.start.options))

    def here(self) -> str:
        """What is known of the position shown."""
        if self.branch is not None:
            return _("This line wins: after each of its moves the game can still be won.")
        return self.here_at(self.index)

    def here_at(self, k: int) -> str:
        """What is known of the game's position ``k``."""
        where = (_("The deal") if k == 0 else _("After move {move} of {moves}: {played}")
                 .format(move=format_number(k), moves=format_number(len(self.moves)),
                         played=self.said[k - 1]))
        point = self.point(k)
        parts = [where]
        won = self.games[k].is_won()
        if won:
            parts.append(_("the game is won"))
        elif point is not None and point.winnable is not None:
            parts.append(rv.winnable_here(self.review, point))
        chance = (rv.chance_here(self.review, point)
                  if self.review is not None and point is not None else None)
        if chance is not None and not won:
            parts.append(chance)  # in words that say what the figure is
        return " · ".join(parts)

    def next_words(self) -> tuple[str, bool]:
        """The next move played, and what it cost (True when it was one of the costliest)."""
        move = self.next_move
        if move is None:
            return ("", False)
        if self.branch is not None:
            return (_("Next: {move}").format(move=rv.advised(self.position, move)), False)
        return self.next_at(self.index)

    def next_at(self, index: int) -> tuple[str, bool]:
        """The move played from the game's position ``index``, and what it cost."""
        k = index + 1
        costly = next((c for c in (self.review.costly if self.review else []) if c.move == k),
                      None)
        said = _("Next: move {move}, {played}").format(move=format_number(k),
                                                      played=self.said[k - 1])
        if costly is None:
            return said, False
        said += " · " + _("it cost {cost} of the chance").format(cost=rv.percent(costly.cost))
        if k in self.better:
            said += " · " + _("better: {move}").format(move=self.better[k])
        return said, True

    def costliest(self) -> str | None:
        """The costliest move in a sentence, with the better move once known."""
        return None if self.branch is not None else self._costly_words()

    def _costly_words(self) -> str | None:
        """The costliest move's sentence, in or out of a winning line (its row keeps its
        height while a line is shown, so the board keeps its size)."""
        if self.review is None:
            return None
        worst = self.review.costly[0].move if self.review.costly else 0
        return rv.costliest_words(self.review, self.said, self.better.get(worst))

    def legend(self) -> list[tuple[str, str]]:
        """What each marker and colour of the chart means (those it shows)."""
        review = self.review
        if review is None:
            return []
        out = []
        chances = [p.chance for p in review.points]
        if review.hides_cards:
            out.append((ch.LINE, _("Chance to win")))
            if any(c is None for c in chances):
                out.append((ch.UNKNOWN, _("Chance not known")))
        if review.costly:
            out.append((ch.COSTLY, _("A costly move")))
        if review.turning_point is not None:
            out.append((ch.TURN, _("Lost from this move on")))
        band = [p.winnable for p in review.points]
        if any(b is True for b in band):
            out.append((ch.YES, _("Can still be won")))
        if any(b is False for b in band):
            out.append((ch.NO, _("Can no longer be won")))
        if not review.hides_cards and any(b is None for b in band):
            out.append((ch.UNKNOWN, _("Not known")))
        return out

    # --- drawing ------------------------------------------------------------------------------
    def _draw_chart(self, surface: pygame.Surface, m: th.Metrics, chart: pygame.Rect) -> None:
        p = self.ctx.palette
        count = len(self.games)
        rtl = is_rtl()
        if self.review is None:
            frame = chart.inflate(0, -chart.height // 2)
            pygame.draw.rect(surface, p.panel_border, frame, 1, border_radius=m.px(6))
            done = self.request.progress if self.request is not None else 0.0
            fill = frame.inflate(-4, -4)
            fill.width = max(1, round(fill.width * done))
            if rtl:
                fill.right = frame.right - 2
            pygame.draw.rect(surface, p.accent, fill, border_radius=m.px(4))
            return
        review = self.review
        values = [p.chance for p in review.points]
        band = [p.winnable for p in review.points]
        marks = [c.move for c in review.costly]
        cursor = self.index if self.branch is None else self.branch.at
        draw_chart(surface, chart, values if review.hides_cards else [None] * count,
                   style=ChartStyle.of_palette(p), rtl=rtl, cursor=cursor, marks=marks,
                   band=band, width=max(2, m.px(3)), band_only=not review.hides_cards,
                   unknown=True, turn=review.turning_point)
        if review.hides_cards:  # the scale, quietly, at the reading start
            size = READ_PX
            strip = start_side(chart.inflate(-m.px(6), 0),
                               tx.text_width("100%", size) + 4)
            plot_h = chart.height - max(4, chart.height // 9) - 2 * max(2, m.px(3))
            for share, words in ((1.0, "100%"), (0.0, "0%")):
                y = chart.y + max(2, m.px(3)) + round((1 - share) * plot_h)
                # Inside the chart, under its top line and over its foot: the words above
                # the chart lie close over it.
                top = y + 2 if share == 1.0 else y - size - 4
                box = pygame.Rect(strip.x, top, strip.width, size + 2)
                draw_text(surface, words, size, p.ink_soft, box)

    def _draw_next_move(self, surface: pygame.Surface, m: th.Metrics) -> None:
        """A ring on the card that moves next and an arrow to where it goes (red when that
        move was one of the costliest)."""
        move = self.next_move
        board = self.board
        assert board is not None and self.view is not None
        if move is None or self.view.anim.busy or self.view.hint is not None:
            return  # (Show me shows the better move instead)
        costly = self.branch is None and self.review is not None and any(
            c.move == self.index + 1 for c in self.review.costly)
        colour = self.ctx.palette.error if costly else self.ctx.palette.accent
        game = self.position
        rects = board.pile_rects(game, move.source)
        held = rects[-move.count:] if rects else [board.slot(move.source)]
        box = held[0].unionall(held[1:])
        draw_ring(surface, box.inflate(m.gap, m.gap), colour, max(3, m.px(5)), m.radius)
        goal = board.pile_rects(game, move.target) or [board.slot(move.target)]
        if move.target != move.source:
            draw_arrow(surface, (box.center, goal[-1].center), max(4, m.px(8)), m, colour)


def _longest(texts: list[str], count: int = 4) -> list[str]:
    return sorted(texts, key=len, reverse=True)[:count]


def _trimmed(rect: pygame.Rect, cut: int, at_start: bool) -> pygame.Rect:
    """``rect`` less ``cut`` px at its reading start (or end)."""
    left = at_start != is_rtl()
    return pygame.Rect(rect.x + (cut if left else 0), rect.y, rect.width - cut, rect.height)


def lines_in(surface: pygame.Surface, words: str, size: int, colour: tx.Colour,
             rect: pygame.Rect, bold: bool = False) -> None:
    """Words a player must read, in as many lines as ``rect`` holds: shrunk to fit, never
    under ``READ_PX``; what still does not fit ends in an ellipsis."""
    least = min(size, READ_PX)
    for s in range(size, least - 1, -1):
        room = max(1, rect.height // tx.font(s, bold).get_linesize())
        if len(tx.wrap_logical(words, s, rect.width, bold)) <= room:
            break
    lines = tx.wrap_logical(words, s, rect.width, bold)
    if len(lines) > room:
        cut = " ".join(lines[:room]).split()
        while len(cut) > 1 and len(tx.wrap_logical(" ".join(cut) + "…", s, rect.width,
                                                   bold)) > room:
            cut.pop()
        words = " ".join(cut) + "…"
    if room == 1:
        draw_text(surface, words, s, colour, rect, bold=bold)
    else:
        draw_block(surface, words, s, colour, rect, bold=bold)


def copy_text(text: str) -> bool:
    """Put ``text`` on the system clipboard; False where there is none (a kiosk, no video)."""
    try:
        if not pygame.scrap.get_init():
            pygame.scrap.init()
        pygame.scrap.put_text(text)
    except (pygame.error, AttributeError, NotImplementedError):
        return False
    return True
