"""The daily deals' calendar: a month of one game's daily deals, played, won, today.

Tabs choose the game (its rule options together: a day is won if its deal was won in any of
them). The month moves back to the first month with a daily deal played and forward to this
month. Days run in the reading direction (right to left in Hebrew) and the week starts where
the language's country starts it (``game.i18n.first_weekday``). A won day is a gold disc, a
day played and not won a ring, today a frame; a line under the month counts them. The
statistics (``Statistics.daily_month``) come from the store; this screen only draws them.
"""

from __future__ import annotations

import calendar as _calendar
import datetime as _dt
from functools import partial
from typing import Any

import pygame

from game.i18n import (
    _,
    first_weekday,
    format_month,
    format_number,
    is_rtl,
    pgettext,
    weekday_names,
)
from game.store import DailyResult
from scenes import games
from scenes.base import Context, Scene, is_back
from scenes.intents import Back
from scenes.ui import text
from scenes.ui import theme as th
from scenes.ui.drawing import draw_panel, draw_text
from scenes.ui.geometry import end_side, split_column, split_row, start_side
from scenes.ui.gui import Icon


def month_weeks(month: _dt.date, first: int) -> list[list[_dt.date | None]]:
    """The weeks of ``month`` (first day ``first``: 0 Monday .. 6 Sunday), None outside it."""
    weeks = _calendar.Calendar(first).monthdatescalendar(month.year, month.month)
    return [[d if d.month == month.month else None for d in week] for week in weeks]


def shift_month(month: _dt.date, by: int) -> _dt.date:
    index = month.year * 12 + month.month - 1 + by
    return _dt.date(index // 12, index % 12 + 1, 1)


class CalendarScene(Scene):
    def __init__(self, ctx: Context, game: str | None = None) -> None:
        super().__init__(ctx)
        self.game = games.known(game)
        self.today = _dt.date.today()
        self.month = self.today.replace(day=1)
        self.tabs: dict[Any, str] = {}
        self.back_button: Any = None
        self.prev_button: Any = None
        self.next_button: Any = None
        self.top = pygame.Rect(0, 0, 0, 0)
        self.head = pygame.Rect(0, 0, 0, 0)
        self.grid = pygame.Rect(0, 0, 0, 0)
        self.summary = pygame.Rect(0, 0, 0, 0)
        self.legend = pygame.Rect(0, 0, 0, 0)

    # --- the month shown ------------------------------------------------------------------
    def earliest(self) -> _dt.date:
        first = self.ctx.store.stats.first_daily()
        start = min(first, self.today) if first is not None else self.today
        return start.replace(day=1)

    def days(self) -> dict[int, DailyResult]:
        return self.ctx.store.stats.daily_month(self.game, self.month.year, self.month.month)

    def go(self, by: int) -> None:
        wanted = shift_month(self.month, by)
        if self.earliest() <= wanted <= self.today.replace(day=1):
            self.month = wanted
            self.rebuild()

    def select(self, game: str) -> None:
        self.game = game
        self.rebuild()

    # --- layout ---------------------------------------------------------------------------
    def layout(self) -> None:
        """The tabs at the top; under them, centred in what is left, the month's row, its
        grid (a short row of day names, then its weeks), the count and the legend."""
        m = self.ctx.metrics
        W, H = self.ctx.size
        row = max(m.touch, m.px(60))
        self.top = pygame.Rect(m.margin, m.margin, W - 2 * m.margin, row)
        width = min(W - 2 * m.margin, m.px(760))
        line = m.body + m.px(10)
        weeks = len(month_weeks(self.month, first_weekday()))
        room = H - m.margin - self.top.bottom - 2 * m.gap - row - 2 * line - 3 * m.gap
        cell = max(m.touch, min(width // 7, round(room / (weeks + 0.6)), m.px(84)))
        names_h = round(cell * 0.6)
        block = row + m.gap + names_h + cell * weeks + 2 * m.gap + 2 * line
        y = self.top.bottom + m.gap + max(0, (H - m.margin - self.top.bottom - m.gap - block) // 2)
        self.grid = pygame.Rect(0, y + row + m.gap, cell * 7, names_h + cell * weeks)
        self.grid.centerx = W // 2
        self.head = pygame.Rect(0, y, min(width, self.grid.width + 2 * m.gap), row)
        self.head.centerx = W // 2
        self.names_h = names_h
        self.summary = pygame.Rect(0, self.grid.bottom + 2 * m.gap, width, line)
        self.summary.centerx = W // 2
        self.legend = self.summary.move(0, line)

    def build_ui(self) -> None:
        m = self.ctx.metrics
        back_w = max(m.touch * 2, m.px(140))
        self.back_button = self.button(start_side(self.top, back_w), _("Back"), self.to(Back()))
        tabs_area = end_side(self.top, self.top.width - back_w - m.gap * 2)
        tabs_area = end_side(tabs_area, min(tabs_area.width, m.px(720)))
        self.tabs = {}
        names = games.names()
        for rect, name in zip(split_row(tabs_area, len(names), m.gap), names, strict=True):
            kind = "selected" if name == self.game else "tab"
            self.tabs[self.button(rect, games.title(name), partial(self.select, name),
                                  kind=kind)] = name
        # The months before and after: a chevron pointing out of the page towards them,
        # drawn (no glyph for the bidi algorithm to turn round), and only where there is a
        # month to go to: an arrow that leads nowhere looks broken.
        arrow = self.head.height
        rtl = is_rtl()
        glyph = round(arrow * 0.5)
        self.prev_button = self.next_button = None
        if self.month > self.earliest():
            self.prev_button = self.button(start_side(self.head, arrow), "",
                                           partial(self.go, -1),
                                           icon=Icon("back", glyph, 0, mirror=rtl))
        if self.month < self.today.replace(day=1):
            self.next_button = self.button(end_side(self.head, arrow), "", partial(self.go, 1),
                                           icon=Icon("back", glyph, 0, mirror=not rtl))

    def handle_event(self, event: pygame.event.Event) -> None:
        if is_back(event):
            self.ctx.navigate(Back())

    # --- drawing --------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        p = self.ctx.palette
        m = self.ctx.metrics
        surface.blit(th.felt(self.ctx.size, p), (0, 0))
        title = self.head.inflate(-2 * self.head.height - 2 * m.gap, 0)
        draw_text(surface, format_month(self.month), m.heading, p.ink, title, align="center",
                  bold=True)
        draw_panel(surface, p, self.grid.inflate(m.gap, m.gap), m.radius, p.frame,
                   p.panel_border)
        days = self.days()
        first = first_weekday()
        weeks = month_weeks(self.month, first)
        names_row = pygame.Rect(self.grid.x, self.grid.y, self.grid.width, self.names_h)
        names = weekday_names()
        for rect, day in zip(split_row(names_row, 7, 0), range(7), strict=True):
            draw_text(surface, names[(first + day) % 7], m.small, p.ink_soft, rect,
                      align="center", bold=True)
        rows = split_column(pygame.Rect(self.grid.x, names_row.bottom, self.grid.width,
                                        self.grid.bottom - names_row.bottom), len(weeks), 0)
        for week, row in zip(weeks, rows, strict=True):
            for date, rect in zip(week, split_row(row, 7, 0), strict=True):
                if date is not None:
                    self._draw_day(surface, m, rect, date, days.get(date.day))
        self._draw_footer(surface, m, days)

    def _draw_day(self, surface: pygame.Surface, m: th.Metrics, rect: pygame.Rect,
                  day: _dt.date, result: DailyResult | None) -> None:
        p = self.ctx.palette
        radius = max(6, min(rect.width, rect.height) * 2 // 5)
        centre = rect.center
        ink = p.ink if day <= self.today else p.ink_soft
        if result is not None and result.won:
            pygame.draw.circle(surface, p.accent, centre, radius)
            ink = p.panel
        elif result is not None and result.played:
            pygame.draw.circle(surface, p.ink_soft, centre, radius, max(2, radius // 8))
        if day == self.today:
            frame = rect.inflate(-max(2, rect.width // 12), -max(2, rect.height // 12))
            pygame.draw.rect(surface, p.ink, frame, max(2, rect.width // 20),
                             border_radius=max(4, rect.width // 6))
        draw_text(surface, format_number(day.day), m.body, ink, rect, align="center",
                  bold=result is not None and result.won)

    def _draw_footer(self, surface: pygame.Surface, m: th.Metrics,
                     days: dict[int, DailyResult]) -> None:
        p = self.ctx.palette
        played = sum(1 for r in days.values() if r.played)
        won = sum(1 for r in days.values() if r.won)
        line = _("{game}: {won} of {played} daily deals won this month").format(
            game=games.title(self.game), won=format_number(won), played=format_number(played))
        draw_text(surface, line, m.body, p.ink, self.summary, align="center")
        marks = (("won", pgettext("calendar", "Won")), ("played", pgettext("calendar", "Played")),
                 ("today", _("Today")))
        mark_w = self.legend.height
        widths = [mark_w + m.px(6) + text.text_width(label, m.small) for _mark, label in marks]
        group = pygame.Rect(0, self.legend.y, sum(widths) + 2 * m.gap * 2, self.legend.height)
        group.centerx = self.legend.centerx
        keys = split_row(group, 3, m.gap * 2, weights=widths)
        for rect, (mark, label) in zip(keys, marks, strict=True):
            self._draw_key(surface, m, rect, mark, label)

    def _draw_key(self, surface: pygame.Surface, m: th.Metrics, rect: pygame.Rect, mark: str,
                  label: str) -> None:
        """One entry of the legend: its mark at the reading start, then its word."""
        p = self.ctx.palette
        r = max(5, rect.height * 3 // 10)
        rect = rect.inflate(2, 0)  # room for rounding in the split
        spot = start_side(rect, 2 * r + 4)
        centre = spot.center
        if mark == "won":
            pygame.draw.circle(surface, p.accent, centre, r)
        elif mark == "played":
            pygame.draw.circle(surface, p.ink_soft, centre, r, max(2, r // 4))
        else:
            box = pygame.Rect(0, 0, 2 * r, 2 * r)
            box.center = centre
            pygame.draw.rect(surface, p.ink, box, 2, border_radius=max(3, r // 2))
        words = end_side(rect, rect.width - spot.width - m.px(6))
        draw_text(surface, label, m.small, p.ink_soft, words)
