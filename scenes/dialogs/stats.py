"""Statistics: per game (tabs) and rule option (columns), rounds in a tab of their own, and a
Reset that forgets only what the tab shows, behind a question (not in kiosk mode, where the
statistics are every visitor's).

A game played in rounds (``game.rounds``) has a second tab for them: rounds are counted
apart from single games. Reset on a game's tab forgets that game's results (every option);
the daily deals' calendar and the rounds stay. Reset on a rounds tab forgets those rounds.
Daily deals opens the calendar of the tab's game, Recent games its last games (to review or
replay).

Beside the figures (under them in portrait), a game's tab shows a chart per rule option
(``game.trends``, drawn by ``scenes.ui.chart.draw_trend``): the rolling win rate of its last
games as a line over their scores as bars (won ones in the accent, lost ones muted, the best
score a dashed rule), time running to the reading end. Before its third game a chart says
what it will show and after how many more games, with no bar or dot standing in; statistics
without a history (an older file) show their figures and that line. The charts are drawn
once per size, language, theme and data, and blitted after.

Numbers use the language's own grouping (``format_number``), the win rate its percent form,
times ``format_duration``. The label column is at the reading start: the right in Hebrew.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from typing import Any

import pygame

from game import get_variant, rounds, trends
from game.i18n import (
    N_,
    _,
    format_duration,
    format_number,
    format_percent,
    get_language,
    is_rtl,
    ngettext,
)
from game.store import GameStats
from game.store.stats import RoundStats
from scenes import games
from scenes.base import Context, Scene, is_back
from scenes.intents import Back, Calendar, Confirm, History
from scenes.ui import text
from scenes.ui import theme as th
from scenes.ui.chart import MIN_POINTS, ChartCache, ChartStyle, draw_trend
from scenes.ui.drawing import draw_panel, draw_text, line_height
from scenes.ui.geometry import end_side, split_column, split_row, start_side
from scenes.ui.gui import row_fit

ROWS: tuple[tuple[str, str], ...] = (
    ("played", N_("Played")),
    ("won", N_("Won")),
    ("win_rate", N_("Win rate")),
    ("best_score", N_("Best score")),
    ("fewest_moves", N_("Fewest moves")),
    ("fastest", N_("Fastest win")),
    ("current_streak", N_("Current streak")),
    ("best_streak", N_("Best streak")),
)
ROUND_ROWS: tuple[tuple[str, str], ...] = (
    ("played", N_("Rounds played")),
    ("completed", N_("Rounds completed")),
    ("best_total", N_("Best round")),
    ("average", N_("Average round")),
    ("at_or_under_par", N_("At or under par")),
    ("par", N_("Par")),
)
NONE = "—"


def stat_text(stats: GameStats, key: str) -> str:
    """One figure as the player reads it in the current language."""
    if key == "win_rate":
        if not stats.played:
            return NONE
        return format_percent(stats.win_rate)
    if key == "fastest":
        return NONE if stats.fastest_seconds is None else format_duration(stats.fastest_seconds)
    value = getattr(stats, key)
    return NONE if value is None else format_number(value)


def latest_words(trend: trends.Trend) -> str:
    """The win rate of the last games, as a chart's heading says it ("" before a line)."""
    rate = trend.latest_rate
    if rate is None:
        return ""
    n = trend.latest_games
    return ngettext("Last {n} game: {rate} won", "Last {n} games: {rate} won", n).format(
        n=format_number(n), rate=format_percent(100 * rate))


def waiting_words(trend: trends.Trend) -> str:
    """What a chart with too few games for a line will show, and when."""
    n = max(1, MIN_POINTS - trend.count)
    return ngettext("Your win rate and scores show here after {n} more game",
                    "Your win rate and scores show here after {n} more games", n).format(
        n=format_number(n))


def round_text(stats: RoundStats, key: str, par: int) -> str:
    """One figure of the rounds of a game and option."""
    if key == "par":
        return format_number(par)
    if key == "average":
        average = stats.average
        return NONE if average is None else format_number(round(average, 1))
    value = getattr(stats, key)
    return NONE if value is None else format_number(value)


@dataclass(frozen=True)
class Tab:
    """What one tab shows: a game's single games, or its rounds."""

    game: str
    rounds: bool = False

    @property
    def title(self) -> str:
        if self.rounds:
            return _("{game}, {holes} holes").format(game=games.title(self.game),
                                                     holes=format_number(rounds.HOLES))
        return games.title(self.game)


def tabs() -> list[Tab]:
    out = []
    for name in games.names():
        out.append(Tab(name))
        if rounds.offered(name):
            out.append(Tab(name, rounds=True))
    return out


class StatsScene(Scene):
    def __init__(self, ctx: Context, game: str | None = None, show_rounds: bool = False) -> None:
        super().__init__(ctx)
        self.tab = Tab(games.known(game), show_rounds and rounds.offered(games.known(game)))
        self.back_button: Any = None
        self.reset_button: Any = None
        self.calendar_button: Any = None
        self.recent_button: Any = None
        self.tabs: dict[Any, str] = {}
        self.tab_of: dict[Any, Tab] = {}
        self.top = pygame.Rect(0, 0, 0, 0)
        self.table = pygame.Rect(0, 0, 0, 0)
        self.charts = pygame.Rect(0, 0, 0, 0)  # empty on a rounds tab
        self.bottom = pygame.Rect(0, 0, 0, 0)
        self.pictures = ChartCache()

    @property
    def game(self) -> str:
        return self.tab.game

    def layout(self) -> None:
        m = self.ctx.metrics
        W, H = self.ctx.size
        top_h = max(m.touch, m.px(60))
        self.top = pygame.Rect(m.margin, m.margin, W - 2 * m.margin, top_h)
        row = max(m.touch, m.px(58))
        self.bottom = pygame.Rect(0, H - m.margin - row, min(W - 2 * m.margin, m.px(900)), row)
        self.bottom.centerx = W // 2
        y = self.top.bottom + m.gap * 2
        room = pygame.Rect(m.margin, y, W - 2 * m.margin, self.bottom.y - m.gap * 2 - y)
        self.charts = pygame.Rect(0, 0, 0, 0)
        if self.tab.rounds:
            width = min(room.width, m.px(900))
            self.table = pygame.Rect(0, room.y, width, room.height)
            self.table.centerx = W // 2
        elif m.portrait:  # the figures, and under them the charts
            width = min(room.width, m.px(900))
            rows = len(ROWS) + 1
            self.table = pygame.Rect(0, room.y, width, min(room.height // 2,
                                                            rows * m.px(56)))
            self.table.centerx = W // 2
            self.charts = pygame.Rect(self.table.x, self.table.bottom + m.gap * 2, width,
                                      room.bottom - self.table.bottom - m.gap * 2)
        else:  # the figures at the reading start, the charts beside them
            width = min(room.width, m.px(1500))
            rows = len(ROWS) + 1
            both = pygame.Rect(0, room.y, width, min(room.height, rows * m.px(64)))
            both.centerx = W // 2
            # The figures take what they need (their longest words), between 45% and 62%.
            free = both.width - m.gap * 2
            need = sum(self.column_widths()) + m.gap * (len(self.columns()) + 2)
            share = max(0.45, min(0.62, need / free))
            self.table, self.charts = split_row(both, 2, m.gap * 2,
                                                weights=[share, 1 - share])

    def headers(self) -> list[str]:
        """The rule options' column heads."""
        options = self.columns()
        if len(options) == 1:
            return [_("All games")]
        return [games.option_title(self.game, option) for option in options]

    def column_widths(self) -> list[int]:
        """What the table's columns need at body size: the labels, then each option's head
        and figures."""
        size = self.ctx.metrics.body
        rows, figures = self.figures()
        labels = [text.text_width(self.tab.title, size, True),
                  *(text.text_width(_(label), size) for _key, label in rows)]
        return [max(labels)] + [
            max(text.text_width(head, size, True), *(text.text_width(v, size, True)
                                                      for v in column))
            for head, column in zip(self.headers(), figures, strict=True)]

    def build_ui(self) -> None:
        m = self.ctx.metrics
        back_w = max(m.touch * 2, m.px(140))
        self.back_button = self.button(start_side(self.top, back_w), _("Back"), self.to(Back()))
        tabs_area = end_side(self.top, self.top.width - back_w - m.gap * 2)
        every = tabs()
        tabs_area = end_side(tabs_area, min(tabs_area.width, m.px(240) * len(every)))
        self.tabs, self.tab_of = {}, {}
        # One label size, each tab as wide as its title needs (a round's long title).
        size, weights = row_fit([(tab.title,) for tab in every], m.button, tabs_area, m.gap)
        for rect, tab in zip(split_row(tabs_area, len(every), m.gap, weights=weights), every,
                             strict=True):
            kind = "selected" if tab == self.tab else "tab"
            button = self.button(rect, tab.title, partial(self.select, tab), kind=kind,
                                 size=size)
            self.tab_of[button] = tab
            if not tab.rounds:
                self.tabs[button] = tab.game
        # A kiosk's statistics are every visitor's: no visitor resets them.
        labels = [_("Recent games"), _("Daily deals")] + ([] if self.ctx.kiosk else
                                                          [_("Reset statistics")])
        # The three at one size, each as wide as its label needs ("Statistika nullázása" was
        # smaller than its neighbours).
        size, weights = row_fit([(label,) for label in labels], m.button, self.bottom,
                                m.gap * 2)
        boxes = split_row(self.bottom, len(labels), m.gap * 2, weights=weights)
        recent, calendar = boxes[0], boxes[1]
        reset = None if self.ctx.kiosk else boxes[2]
        self.recent_button = self.button(recent, _("Recent games"), self.to(History(self.game)),
                                         size=size)
        self.calendar_button = self.button(calendar, _("Daily deals"), self.open_calendar,
                                           size=size)
        self.reset_button = None if reset is None else self.button(
            reset, _("Reset statistics"), self.ask_reset, kind="danger", size=size)

    def select(self, tab: Tab | str) -> None:
        self.tab = tab if isinstance(tab, Tab) else Tab(tab)
        self.rebuild()

    def handle_event(self, event: pygame.event.Event) -> None:
        if is_back(event):
            self.ctx.navigate(Back())

    def open_calendar(self) -> None:
        self.ctx.navigate(Calendar(self.game))

    def ask_reset(self) -> None:
        self.ctx.navigate(Confirm(
            _("Reset the statistics of {what}? This cannot be undone.").format(
                what=self.tab.title), _("Reset"), partial(self.reset, self.tab)))

    def reset(self, tab: Tab | None = None) -> None:
        """Forget what ``tab`` (the tab shown when asked) shows, and only that; never in a
        kiosk."""
        if self.ctx.kiosk:
            return
        tab = self.tab if tab is None else tab
        if tab.rounds:
            self.ctx.store.reset_rounds(tab.game)
        else:
            self.ctx.store.reset_stats(tab.game, daily=False, rounds=False)
        self.ctx.redraw()

    def columns(self) -> list[str]:
        return list(get_variant(self.game).option_codes())

    # --- drawing --------------------------------------------------------------------------
    def figures(self) -> tuple[tuple[tuple[str, str], ...], list[list[str]]]:
        """The rows' labels and, per rule option, its figures."""
        stats = self.ctx.store.stats
        if self.tab.rounds:
            cls = get_variant(self.game)
            return ROUND_ROWS, [
                [round_text(stats.get_rounds(self.game, o), key, cls.round_par[o])
                 for key, _label in ROUND_ROWS] for o in self.columns()]
        return ROWS, [[stat_text(stats.get(self.game, o), key) for key, _label in ROWS]
                      for o in self.columns()]

    def option_trends(self) -> list[trends.Trend]:
        """The chart of each rule option: its last games from the history."""
        stats = self.ctx.store.stats
        return [trends.trend(stats.history, self.game, o, stats.get(self.game, o).best_score)
                for o in self.columns()]

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(th.felt(self.ctx.size, self.ctx.palette), (0, 0))
        self._draw_table(surface)
        if self.charts.width and self.charts.height:
            self._draw_charts(surface)

    def _draw_charts(self, surface: pygame.Surface) -> None:
        """The charts' panel: its picture, drawn once per size, language, theme and data."""
        p = self.ctx.palette
        m = self.ctx.metrics
        draw_panel(surface, p, self.charts, m.radius, p.frame, p.panel_border)
        shown = self.option_trends()
        key = (self.charts.size, get_language(), p.name, self.game, tuple(shown))
        inner = self.charts.inflate(-2 * m.gap, -2 * m.gap)
        picture = self.pictures.picture(key, inner.size,
                                        lambda target: self._draw_cards(target, shown))
        surface.blit(picture, inner.topleft)

    def _draw_cards(self, target: pygame.Surface, shown: list[trends.Trend]) -> None:
        """One card per rule option, top to bottom: its name and latest win rate, then its
        chart. With no game in the history at all, one waiting chart says to play."""
        p = self.ctx.palette
        m = self.ctx.metrics
        style = ChartStyle.of_palette(p)
        area = target.get_rect()
        size = m.small
        if not any(trend.count for trend in shown):
            draw_trend(target, area, shown[0], style=style, size=m.body,
                       empty=waiting_words(shown[0]), rtl=is_rtl())
            return
        cards = split_column(area, len(shown), m.gap * 2)
        head_h = round(line_height(size) * 1.25)
        heads = self.headers()
        for n, (card, title, trend) in enumerate(zip(cards, heads, shown, strict=True)):
            if n:
                y = card.y - m.gap
                pygame.draw.line(target, p.rule_line, (card.x, y), (card.right - 1, y))
            head = pygame.Rect(card.x, card.y, card.width, head_h)
            title_size = m.body if len(shown) == 1 else size
            title_w = min(card.width // 2, text.text_width(title, title_size, True) + m.gap)
            draw_text(target, title, title_size, p.accent, start_side(head, title_w), bold=True)
            latest = latest_words(trend)
            if latest:
                draw_text(target, latest, size, p.ink, end_side(head, card.width - title_w),
                          align="end")
            chart = pygame.Rect(card.x, head.bottom + m.gap // 2, card.width,
                                card.bottom - head.bottom - m.gap // 2)
            draw_trend(target, chart, trend, style=style, size=size,
                       empty=waiting_words(trend), rtl=is_rtl())

    def _draw_table(self, surface: pygame.Surface) -> None:
        p = self.ctx.palette
        m = self.ctx.metrics
        rows, figures = self.figures()
        n_rows = len(rows) + 1
        row_h = min(m.px(64), self.table.height // n_rows)
        frame = pygame.Rect(self.table.x, self.table.y, self.table.width, row_h * n_rows)
        draw_panel(surface, p, frame, m.radius, p.frame, p.panel_border)
        pad = m.gap
        inner = frame.inflate(-2 * pad, 0)
        weights = [max(1, w) for w in self.column_widths()]
        cells = split_row(pygame.Rect(inner.x, frame.y, inner.width, row_h), len(weights),
                          pad, weights=weights)
        size = m.body
        for c, label in enumerate(self.headers(), start=1):
            draw_text(surface, label, size, p.accent, cells[c], align="end", bold=True)
        draw_text(surface, self.tab.title, size, p.accent, cells[0], bold=True)
        pygame.draw.line(surface, p.accent, (frame.x, frame.y + row_h - 1),
                         (frame.right - 1, frame.y + row_h - 1), 2)
        for r, (_key, label) in enumerate(rows, start=1):
            y = frame.y + r * row_h
            if r % 2 == 0:
                band = pygame.Surface((frame.width - 2, row_h), pygame.SRCALPHA)
                band.fill(p.band)
                surface.blit(band, (frame.x + 1, y))
            row_cells = [c.move(0, r * row_h) for c in cells]
            draw_text(surface, _(label), size, p.ink_soft, row_cells[0])
            for c, column in enumerate(figures, start=1):
                draw_text(surface, column[r - 1], size, p.ink, row_cells[c], align="end",
                          bold=True)
