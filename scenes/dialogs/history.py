"""Recent games: the last games of one game (tabs), newest first, each to review or replay.

The statistics keep the last games played, won, stuck or abandoned, with their code and
their moves (``Statistics.history``). Each row says when, which rule option (and the daily
deal's day), how it ended, its score, moves and time; Review opens its review (not for a game
too long to keep its moves), Replay deals the same deal again (a daily deal counts for its
day). A game found damaged when opened is set aside (``Store.set_aside_game``) with a notice;
the rest of the list stays. Rows come a page at a time (Newer, Older).
"""

from __future__ import annotations

from functools import partial
from typing import Any

import pygame

from game import parse_code
from game.i18n import _, format_date, format_duration, format_number, ngettext, pgettext
from game.store import HistoryEntry
from scenes import games
from scenes.base import Context, Scene, is_back
from scenes.intents import Back, ChooseGame, PlayDaily, Review
from scenes.ui import text
from scenes.ui import theme as th
from scenes.ui.drawing import draw_panel, draw_text, line_height
from scenes.ui.geometry import end_side, split_row, start_side
from scenes.ui.toast import Toast


def result_words(entry: HistoryEntry) -> str:
    """How a game ended, with its score, moves and time."""
    ended = {"won": pgettext("game", "Won"), "stuck": _("No more possible moves")}.get(
        entry.result, pgettext("game", "Abandoned"))
    points = ngettext("{n} point", "{n} points", entry.score).format(
        n=format_number(entry.score))
    moves = ngettext("{n} move", "{n} moves", entry.moves).format(n=format_number(entry.moves))
    return " · ".join([ended, points, moves, format_duration(entry.seconds)])


def when_words(entry: HistoryEntry) -> str:
    """When and what: the day it ended and its rule option (and the daily deal's day)."""
    ended = entry.ended_at
    parts = [format_date(ended.date()) + ended.strftime(" %H:%M") if ended else ""]
    parts.append(games.option_title(entry.game, entry.options))
    if entry.daily_date is not None:
        parts.append(_("daily deal of {date}").format(date=format_date(entry.daily_date)))
    return " · ".join(p for p in parts if p)


class HistoryScene(Scene):
    """The recent games of one game, a page at a time."""

    def __init__(self, ctx: Context, game: str | None = None) -> None:
        super().__init__(ctx)
        self.game = games.known(game)
        self.page = 0
        self.top = pygame.Rect(0, 0, 0, 0)
        self.list = pygame.Rect(0, 0, 0, 0)
        self.bottom = pygame.Rect(0, 0, 0, 0)
        self.rows: list[pygame.Rect] = []
        self.toast = Toast()
        self.tabs: dict[Any, str] = {}

    def entries(self) -> list[HistoryEntry]:
        """This game's recent games, newest first."""
        return [e for e in reversed(self.ctx.store.stats.history) if e.game == self.game]

    @property
    def per_page(self) -> int:
        return max(1, len(self.rows))

    def shown(self) -> list[HistoryEntry]:
        every = self.entries()
        return every[self.page * self.per_page:(self.page + 1) * self.per_page]

    # --- layout -----------------------------------------------------------------------------
    def layout(self) -> None:
        m = self.ctx.metrics
        W, H = self.ctx.size
        row = max(m.touch, m.px(60))
        self.top = pygame.Rect(m.margin, m.margin, W - 2 * m.margin, row)
        self.bottom = pygame.Rect(0, H - m.margin - row, min(W - 2 * m.margin, m.px(760)), row)
        self.bottom.centerx = W // 2
        # The whole width on a small window (its rows' words need it), at most 1000 px at
        # the reference size and in proportion above it.
        width = min(W - 2 * m.margin, max(1000, m.px(1000)))
        head = max(2 * m.gap, line_height(m.small) + m.gap)  # "Games 1–6 of 57", clear of the tabs
        self.list = pygame.Rect(0, self.top.bottom + head, width,
                                self.bottom.y - 2 * m.gap - self.top.bottom - head)
        self.list.centerx = W // 2
        row_h = max(m.touch + m.gap, 2 * (m.small + m.px(8)) + m.gap)
        count = max(1, self.list.height // row_h)
        self.rows = [pygame.Rect(self.list.x, self.list.y + i * row_h, self.list.width, row_h)
                     for i in range(count)]
        pages = max(1, -(-len(self.entries()) // count))
        self.page = min(self.page, pages - 1)

    def build_ui(self) -> None:
        m = self.ctx.metrics
        back_w = max(m.touch * 2, m.px(140))
        self.button(start_side(self.top, back_w), _("Back"), self.to(Back()))
        tabs_area = end_side(self.top, self.top.width - back_w - m.gap * 2)
        names = games.names()
        tabs_area = end_side(tabs_area, min(tabs_area.width, m.px(240) * len(names)))
        self.tabs = {}
        for rect, name in zip(split_row(tabs_area, len(names), m.gap), names, strict=True):
            kind = "selected" if name == self.game else "tab"
            self.tabs[self.button(rect, games.title(name), partial(self.select, name),
                                  kind=kind)] = name
        buttons_w = self.buttons_width()
        for entry, rect in zip(self.shown(), self.rows, strict=False):
            area = end_side(rect.inflate(-m.gap, -m.gap), buttons_w)
            review, replay = split_row(area, 2, m.gap)
            self.button(review, _("Review"), partial(self.review, entry),
                        enabled=entry.line is not None, kind="primary")
            self.button(replay, _("Replay"), partial(self.replay, entry))
        newer, older = split_row(self.bottom, 2, m.gap * 2)
        total = len(self.entries())
        self.button(newer, _("Newer"), partial(self.turn, -1), enabled=self.page > 0)
        self.button(older, _("Older"), partial(self.turn, 1),
                    enabled=(self.page + 1) * self.per_page < total)
        for notice in self.ctx.store.take_notices():
            self.toast.show(notice.message, seconds=8.0, error=True)

    def buttons_width(self) -> int:
        """Review and Replay side by side, each as wide as the longer label needs (no
        wider, so the words beside them keep their size), within half a row."""
        m = self.ctx.metrics
        row = max(m.touch + m.gap, 2 * (m.small + m.px(8)) + m.gap) - m.gap
        pad = max(6, row // 4)  # as a button pads its label (scenes.ui.gui.label_room)
        label = max(text.text_width(word, m.button, bold=True)
                    for word in (_("Review"), _("Replay")))
        each = max(2 * m.touch, label + 2 * pad + m.gap)
        return min(2 * each + m.gap, self.list.width // 2)

    def words_rect(self, box: pygame.Rect) -> pygame.Rect:
        """Where a row's two lines of words go: the row's box less its buttons."""
        m = self.ctx.metrics
        return start_side(box.inflate(-2 * m.gap, -m.gap),
                          box.width - self.buttons_width() - 3 * m.gap)

    def select(self, game: str) -> None:
        self.game = game
        self.page = 0
        self.rebuild()

    def turn(self, by: int) -> None:
        self.page = max(0, self.page + by)
        self.rebuild()

    # --- the games ------------------------------------------------------------------------
    def review(self, entry: HistoryEntry) -> None:
        """Open the game's review; a game whose moves do not replay is set aside."""
        try:
            self.ctx.navigate(Review(entry.code, entry.line or ""))
        except Exception:  # damaged: its code or moves do not make a game
            self.ctx.store.set_aside_game(entry.game_id)
            self.rebuild()

    def replay(self, entry: HistoryEntry) -> None:
        """Deal the same deal again (a daily deal counts for its own day)."""
        code = parse_code(entry.code)
        day = entry.daily_date
        if day is not None:
            self.ctx.navigate(PlayDaily(entry.game, entry.options, day))
        else:
            self.ctx.navigate(ChooseGame(entry.game, entry.options, code.deal))

    # --- the frame --------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        if self.toast.handle_event(event):
            return
        if is_back(event):
            self.ctx.navigate(Back())

    def update(self, dt: float) -> bool:
        return self.toast.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        p = self.ctx.palette
        m = self.ctx.metrics
        surface.blit(th.felt(self.ctx.size, p), (0, 0))
        entries = self.shown()
        if not entries:
            draw_panel(surface, p, self.list, m.radius, p.frame, p.panel_border)
            draw_text(surface, _("No games played yet."), m.body, p.ink_soft, self.list,
                      align="center")
        for i, (entry, rect) in enumerate(zip(entries, self.rows, strict=False)):
            box = rect.inflate(0, -m.gap // 2)
            draw_panel(surface, p, box, m.radius, p.frame if i % 2 == 0 else p.row,
                       p.panel_border, shadow=False)
            words = self.words_rect(box)
            top, below = (pygame.Rect(words.x, words.y, words.width, words.height // 2),
                          pygame.Rect(words.x, words.centery, words.width, words.height // 2))
            colour = p.accent if entry.won else p.ink
            draw_text(surface, result_words(entry), m.small, colour, top, bold=True)
            draw_text(surface, when_words(entry), m.small, p.ink_soft, below)
        total = len(self.entries())
        if total:
            first = self.page * self.per_page + 1
            last = min(total, first + self.per_page - 1)
            count = _("Games {first}–{last} of {total}").format(
                first=format_number(first), last=format_number(last),
                total=format_number(total))
            head = pygame.Rect(self.list.x, self.top.bottom, self.list.width,
                               self.list.y - self.top.bottom)
            draw_text(surface, count, m.small, p.ink_soft, head, align="center")
        # Clear of every button: the tabs at the top cut a notice drawn under them.
        self.toast.draw(surface, p, m, at_top=True, avoid=[w.rect for w in self.widgets])
