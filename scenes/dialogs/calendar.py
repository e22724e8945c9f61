"""The daily deals' calendar: a month of one game's daily deals, played, won, today, and the
month's trophy.

Tabs choose the game (its rule options together: a day is won if its deal was won in any of
them). The month moves back to the first month with a daily deal played and forward to this
month. Days run in the reading direction (right to left in Hebrew) and the week starts where
the language's country starts it (``game.i18n.first_weekday``). Each day says how it went
without a legend: a won day is a gold tile with a check mark, a day played and not won a
muted tile with a "try again" arrow, a past day not played a faint outline, today a frame
(with a play mark until it is played); days to come are dim numbers. The statistics
(``Statistics.daily_month``) come from the store; this screen only draws them.

The last tab is the daily challenges' (``game.challenges``): a day whose three challenges
were all met is a gold tile (its star), a day with some met a muted one; the month's trophy
counts the stars, and a tap on today or a past day opens that day's challenges.

A tap on today or a past day (a game's tab) opens that day's deal: its review when the game is
in the recent games (``Statistics.daily_game``), else the deal to play (a past day's deal
counts for its own day, in the rule option last chosen). The month's trophy (``game.rewards``:
bronze,
silver, gold for 10, 20 or every day won) stands beside the month (under it in portrait),
with what the next needs, a bar of the days won with a mark at each level, and the count.
"""

from __future__ import annotations

import calendar as _calendar
import datetime as _dt
import math
from functools import partial
from typing import Any

import pygame

from game import get_variant
from game.i18n import (
    N_,
    _,
    first_weekday,
    format_month,
    format_number,
    is_rtl,
    ngettext,
    weekday_names,
)
from game.rewards import BRONZE, GOLD, SILVER, MonthTrophy, month_trophy, needed
from game.store import DailyResult
from scenes import games
from scenes.base import Context, Scene, is_back
from scenes.intents import Back, Challenges, PlayDaily, Review
from scenes.ui import text
from scenes.ui import theme as th
from scenes.ui.drawing import draw_block, draw_panel, draw_text
from scenes.ui.geometry import end_side, split_column, split_row, start_side
from scenes.ui.gui import Icon


def month_weeks(month: _dt.date, first: int) -> list[list[_dt.date | None]]:
    """The weeks of ``month`` (first day ``first``: 0 Monday .. 6 Sunday), None outside it."""
    weeks = _calendar.Calendar(first).monthdatescalendar(month.year, month.month)
    return [[d if d.month == month.month else None for d in week] for week in weeks]


CUP_COLOURS = {BRONZE: (205, 127, 50), SILVER: (200, 204, 214), GOLD: (246, 196, 64)}
LEVEL_WORDS = {BRONZE: N_("Bronze trophy"), SILVER: N_("Silver trophy"), GOLD: N_("Gold trophy")}
NEXT_WORDS = {
    BRONZE: N_("{n} more for bronze"),
    SILVER: N_("{n} more for silver"),
    GOLD: N_("{n} more for gold"),
}


def trophy_words(trophy: MonthTrophy, stars: bool = False) -> tuple[str, str]:
    """The month's trophy in words: its level, then the days won (``stars``: the days'
    stars earned) and what the next level needs."""
    level = _(LEVEL_WORDS[trophy.level]) if trophy.level else _("No trophy yet")
    if stars:
        days = ngettext("{won} of {n} star", "{won} of {n} stars", trophy.days)
    else:
        days = ngettext("{won} of {n} day won", "{won} of {n} days won", trophy.days)
    days = days.format(won=format_number(trophy.won), n=format_number(trophy.days))
    if trophy.next_level is not None:
        days += " · " + _(NEXT_WORDS[trophy.next_level]).format(
            n=format_number(trophy.to_next))
    return level, days


def draw_cup(surface: pygame.Surface, rect: pygame.Rect, colour: tuple[int, int, int] | None,
             outline: tuple[int, ...]) -> None:
    """A trophy cup filling ``rect`` (square): solid in ``colour``, or only its outline."""
    s = min(rect.width, rect.height)
    x, y = rect.centerx - s // 2, rect.centery - s // 2
    bowl = pygame.Rect(x + s * 0.22, y + s * 0.08, s * 0.56, s * 0.5)
    stem = pygame.Rect(x + s * 0.45, bowl.bottom - 1, s * 0.1, s * 0.2)
    base = pygame.Rect(x + s * 0.28, stem.bottom, s * 0.44, s * 0.12)
    width = 0 if colour is not None else max(2, s // 14)
    ink = colour if colour is not None else outline
    handle = max(2, s // 12)
    for side in (-1, 1):
        ring = pygame.Rect(0, 0, s * 0.26, s * 0.3)
        ring.center = (bowl.centerx + side * bowl.width // 2, bowl.y + s * 0.18)
        pygame.draw.ellipse(surface, ink, ring, handle)
    pygame.draw.rect(surface, ink, pygame.Rect(bowl.x, bowl.y, bowl.width, bowl.height // 2),
                     width)
    pygame.draw.ellipse(surface, ink, bowl, width)
    pygame.draw.rect(surface, ink, stem, width)
    pygame.draw.rect(surface, ink, base, width, border_radius=max(1, s // 20))


def shift_month(month: _dt.date, by: int) -> _dt.date:
    index = month.year * 12 + month.month - 1 + by
    return _dt.date(index // 12, index % 12 + 1, 1)


CHALLENGES_TAB = "challenges"  # the tab of the daily challenges (no game has this name)


class CalendarScene(Scene):
    def __init__(self, ctx: Context, game: str | None = None) -> None:
        super().__init__(ctx)
        self.game = CHALLENGES_TAB if game == CHALLENGES_TAB else games.known(game)
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
        self.trophy = pygame.Rect(0, 0, 0, 0)
        self.progress = pygame.Rect(0, 0, 0, 0)  # the bar of the days won, under the trophy
        self.day_boxes: dict[_dt.date, pygame.Rect] = {}

    # --- the month shown ------------------------------------------------------------------
    @property
    def challenges(self) -> bool:
        return self.game == CHALLENGES_TAB

    def earliest(self) -> _dt.date:
        stats = self.ctx.store.stats
        first = stats.first_daily()
        met = stats.challenge_days()
        if met:
            first = min(next(iter(met)), first) if first is not None else next(iter(met))
        start = min(first, self.today) if first is not None else self.today
        return start.replace(day=1)

    def days(self) -> dict[int, DailyResult]:
        """Each day's result: a game's daily deal; on the challenges' tab, the challenges
        met as "played" and the day's star as "won"."""
        stats = self.ctx.store.stats
        if not self.challenges:
            return stats.daily_month(self.game, self.month.year, self.month.month)
        out = {}
        for day, met in stats.challenge_days().items():
            if (day.year, day.month) == (self.month.year, self.month.month):
                out[day.day] = DailyResult(len(met), stats.has_star(day))
        return out

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
        """The tabs at the top; under them, centred in what is left, the month's row and its
        grid (a short row of day names, then its weeks); beside it (under it in portrait)
        the trophy, its bar and the count."""
        m = self.ctx.metrics
        W, H = self.ctx.size
        row = max(m.touch, m.px(60))
        self.top = pygame.Rect(m.margin, m.margin, W - 2 * m.margin, row)
        room = pygame.Rect(m.margin, self.top.bottom + m.gap, W - 2 * m.margin,
                           H - m.margin - self.top.bottom - m.gap)
        line = m.body + m.px(10)
        bar_h = round(m.small * 2.4)
        info_h = 2 * line + m.gap + bar_h + m.gap + 2 * line  # the count may take two lines
        weeks = len(month_weeks(self.month, first_weekday()))
        beside = not m.portrait
        below = 0 if beside else info_h + 4 * m.gap
        across = room.width * 11 // 20 if beside else min(room.width, m.px(760))
        fit = round((room.height - row - m.gap - 2 * m.gap - below) / (weeks + 0.6))
        cell = max(m.touch, min(across // 7, fit, m.px(84)))
        names_h = round(cell * 0.6)
        grid_w, grid_h = cell * 7, names_h + cell * weeks
        month_h = row + m.gap + grid_h
        if beside:
            # 440 px at the reference size, never under 360 (on a small window the trophy's
            # count, "20/30 nap megnyerve · még 10 az aranyhoz", needs them), within the room.
            info_w = min(room.width - grid_w - 4 * m.gap, max(m.px(440), 360))
            both = pygame.Rect(0, 0, grid_w + 4 * m.gap + info_w, max(month_h, info_h))
            both.center = room.center
            month = start_side(both, grid_w)
            month.height = month_h
            month.centery = both.centery
            info = end_side(both, info_w)
            info.height = info_h
            info.centery = month.y + row + m.gap + grid_h // 2
        else:
            both = pygame.Rect(0, 0, min(room.width, max(grid_w, m.px(560))),
                               month_h + 4 * m.gap + info_h)
            both.center = room.center
            month = pygame.Rect(0, both.y, grid_w, month_h)
            month.centerx = both.centerx
            info = pygame.Rect(both.x, month.bottom + 4 * m.gap, both.width, info_h)
        self.grid = pygame.Rect(month.x, month.y + row + m.gap, grid_w, grid_h)
        self.head = pygame.Rect(0, month.y, self.grid.width + 2 * m.gap, row)
        self.head.centerx = self.grid.centerx
        self.names_h = names_h
        self.trophy = pygame.Rect(info.x, info.y, info.width, 2 * line)
        self.progress = pygame.Rect(info.x, self.trophy.bottom + m.gap, info.width, bar_h)
        self.summary = pygame.Rect(info.x, self.progress.bottom + m.gap, info.width, 2 * line)
        self.day_boxes = {}
        rows = split_column(pygame.Rect(self.grid.x, self.grid.y + names_h, self.grid.width,
                                        self.grid.height - names_h), weeks, 0)
        for week, row_box in zip(month_weeks(self.month, first_weekday()), rows, strict=True):
            for date, box in zip(week, split_row(row_box, 7, 0), strict=True):
                if date is not None:
                    self.day_boxes[date] = box

    def build_ui(self) -> None:
        m = self.ctx.metrics
        back_w = max(m.touch * 2, m.px(140))
        self.back_button = self.button(start_side(self.top, back_w), _("Back"), self.to(Back()))
        tabs_area = end_side(self.top, self.top.width - back_w - m.gap * 2)
        tabs_area = end_side(tabs_area, min(tabs_area.width, m.px(960)))
        self.tabs = {}
        names = [*games.names(), CHALLENGES_TAB]
        for rect, name in zip(split_row(tabs_area, len(names), m.gap), names, strict=True):
            kind = "selected" if name == self.game else "tab"
            title = _("Challenges") if name == CHALLENGES_TAB else games.title(name)
            self.tabs[self.button(rect, title, partial(self.select, name), kind=kind)] = name
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
            return
        pos = None
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            pos = event.pos
        elif event.type == pygame.FINGERUP:
            pos = (round(event.x * self.ctx.size[0]), round(event.y * self.ctx.size[1]))
        if pos is None:
            return
        for day, box in self.day_boxes.items():
            if box.collidepoint(pos):
                self.open_day(day)
                return

    def touch_areas(self) -> list[tuple[str, pygame.Rect]]:
        return [(day.isoformat(), box) for day, box in self.day_boxes.items()
                if day <= self.today]

    def open_day(self, day: _dt.date) -> None:
        """Today's or a past day's deal: its review when the game is kept, else to play."""
        if day > self.today:
            return
        if self.challenges:
            self.ctx.navigate(Challenges(day))
            return
        store = self.ctx.store
        entry = store.stats.daily_game(day, self.game)
        if entry is not None and entry.line is not None:
            try:
                self.ctx.navigate(Review(entry.code, entry.line))
                return
            except Exception:  # damaged: set aside (with a notice); the deal can be played
                store.set_aside_game(entry.game_id)
        cls = get_variant(self.game)
        options = store.settings.options_for(self.game) or cls.default_options()
        if options not in cls.option_codes():
            options = cls.default_options()
        self.ctx.navigate(PlayDaily(self.game, options, day))

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
        names_row = pygame.Rect(self.grid.x, self.grid.y, self.grid.width, self.names_h)
        names = weekday_names()
        for rect, day in zip(split_row(names_row, 7, 0), range(7), strict=True):
            draw_text(surface, names[(first + day) % 7], m.small, p.ink_soft, rect,
                      align="center", bold=True)
        for date, rect in self.day_boxes.items():
            self._draw_day(surface, m, rect, date, days.get(date.day))
        info = self.trophy.union(self.summary).inflate(2 * m.gap, 2 * m.gap)
        draw_panel(surface, p, info, m.radius, p.frame, p.panel_border)
        self._draw_trophy(surface, m, days)
        self._draw_footer(surface, m, days)

    def _draw_trophy(self, surface: pygame.Surface, m: th.Metrics,
                     days: dict[int, DailyResult]) -> None:
        """The month's trophy: a cup in its metal (an outline before bronze) and its words,
        then the bar of the days won."""
        p = self.ctx.palette
        won = sum(1 for r in days.values() if r.won)
        trophy = month_trophy(self.month.year, self.month.month, won)
        level, count = trophy_words(trophy, self.challenges)
        cup_w = self.trophy.height
        words_w = max(text.text_width(level, m.body, True), text.text_width(count, m.small))
        width = min(self.trophy.width, cup_w + m.gap + words_w)
        group = pygame.Rect(0, self.trophy.y, width, self.trophy.height)
        group.centerx = self.trophy.centerx
        cup = start_side(group, cup_w)
        draw_cup(surface, cup.inflate(-4, -4), CUP_COLOURS.get(trophy.level or ""), p.ink_soft)
        words = end_side(group, group.width - cup_w - m.gap)
        top = pygame.Rect(words.x, words.y, words.width, words.height // 2)
        draw_text(surface, level, m.body, p.accent if trophy.level else p.ink, top, bold=True)
        draw_text(surface, count, m.small, p.ink_soft, top.move(0, words.height // 2))
        self._draw_progress(surface, m, trophy)

    def _draw_progress(self, surface: pygame.Surface, m: th.Metrics,
                       trophy: MonthTrophy) -> None:
        """The days won as a bar from the reading start, a mark at each level (in its metal
        once reached) with the days it needs under it."""
        p = self.ctx.palette
        area = self.progress
        r = max(5, m.small * 2 // 5)
        # The track stops short of the ends by half the widest number, so the one under the
        # last mark (the month's days) is centred under it, not pushed aside by the edge.
        inset = max(r, text.text_width(format_number(trophy.days), m.small) // 2 + 1)
        track = pygame.Rect(area.x + inset, area.y + r - max(3, r // 2),
                            area.width - 2 * inset, max(6, r))
        track.centery = area.y + r + 1
        pygame.draw.rect(surface, p.chart_muted, track, border_radius=track.height // 2)
        share = trophy.won / max(1, trophy.days)
        fill = pygame.Rect(track.x, track.y, round(track.width * share), track.height)
        if is_rtl():
            fill.right = track.right
        if fill.width:
            pygame.draw.rect(surface, p.accent, fill, border_radius=track.height // 2)
        for level in (BRONZE, SILVER, GOLD):
            need = needed(level, trophy.days)
            x = track.x + round(track.width * need / max(1, trophy.days))
            if is_rtl():
                x = track.x + track.right - x
            reached = trophy.won >= need
            if reached:
                pygame.draw.circle(surface, CUP_COLOURS[level], (x, track.centery), r)
            else:
                pygame.draw.circle(surface, p.panel, (x, track.centery), r)
                pygame.draw.circle(surface, CUP_COLOURS[level], (x, track.centery), r,
                                   max(2, r // 3))
            words = format_number(need)
            label = pygame.Rect(0, track.centery + r, text.text_width(words, m.small) + 2,
                                area.bottom - track.centery - r)
            label.centerx = x
            label.clamp_ip(area)
            draw_text(surface, words, m.small, p.ink_soft, label, align="center")

    def _draw_day(self, surface: pygame.Surface, m: th.Metrics, rect: pygame.Rect,
                  day: _dt.date, result: DailyResult | None) -> None:
        """A day as it went, readable without a legend: won, a gold tile with a check mark;
        played and not won, a muted tile with a "try again" arrow; a past day not played, a
        faint outline; today, a frame (and a play mark until played); later days dim."""
        p = self.ctx.palette
        inset = max(3, rect.width // 12)
        tile = rect.inflate(-inset, -inset)
        radius = max(4, tile.width // 5)
        mark = max(8, tile.width * 3 // 10)
        corner = end_side(pygame.Rect(tile.x + inset, tile.y + inset, tile.width - 2 * inset,
                                      mark), mark)
        won = result is not None and result.won
        played = result is not None and result.played > 0
        ink = p.ink
        marked = won or played or (day == self.today)
        if won:
            pygame.draw.rect(surface, p.accent, tile, border_radius=radius)
            ink = p.ink_dark
            draw_check(surface, corner, p.ink_dark)
        elif played:
            pygame.draw.rect(surface, p.chart_muted, tile, border_radius=radius)
            draw_retry(surface, corner, p.ink)
        elif day < self.today:
            pygame.draw.rect(surface, p.border_dim, tile, max(1, inset // 2),
                             border_radius=radius)
        elif day > self.today:
            ink = p.dim_text
        if day == self.today:
            pygame.draw.rect(surface, p.ink, tile.inflate(inset, inset), max(2, inset * 2 // 3),
                             border_radius=radius + inset // 2)
            if not played:
                draw_play(surface, corner, p.accent)
        number = tile
        if marked:  # away from the mark in the corner
            number = tile.move(-mark // 6 if not is_rtl() else mark // 6, mark // 5)
        draw_text(surface, format_number(day.day), m.body, ink, number, align="center",
                  bold=won or day == self.today)

    def _draw_footer(self, surface: pygame.Surface, m: th.Metrics,
                     days: dict[int, DailyResult]) -> None:
        p = self.ctx.palette
        played = sum(1 for r in days.values() if r.played)
        won = sum(1 for r in days.values() if r.won)
        if self.challenges:
            line = ngettext("{stars} star this month: a day with its three challenges met",
                            "{stars} stars this month: days with their three challenges met",
                            won).format(stars=format_number(won))
        else:
            line = _("{game}: {won} of {played} daily deals won this month").format(
                game=games.title(self.game), won=format_number(won),
                played=format_number(played))
        if text.text_width(line, m.body) <= self.summary.width:
            draw_text(surface, line, m.body, p.ink, self.summary, align="center")
        else:
            draw_block(surface, line, m.body, p.ink, self.summary, align="center", max_lines=2)


def draw_check(surface: pygame.Surface, box: pygame.Rect, colour: tuple[int, ...]) -> None:
    """A check mark filling ``box``."""
    w = max(2, box.width // 5)
    points = [(box.x, box.y + box.height * 0.55), (box.x + box.width * 0.38, box.bottom - 1),
              (box.right - 1, box.y + box.height * 0.1)]
    pygame.draw.lines(surface, colour, False, points, w)


def draw_retry(surface: pygame.Surface, box: pygame.Rect, colour: tuple[int, ...]) -> None:
    """A round "try again" arrow filling ``box``: most of a circle and its head."""
    w = max(2, box.width // 6)
    ring = box.inflate(-w, -w)
    pygame.draw.arc(surface, colour, ring, math.radians(100), math.radians(380), w)
    tip = (ring.centerx + ring.width * 0.12, ring.y)
    head = max(3, box.width // 3)
    pygame.draw.polygon(surface, colour, [(tip[0] + head * 0.2, tip[1] - head * 0.55),
                                          (tip[0] + head * 0.2, tip[1] + head * 0.55),
                                          (tip[0] - head * 0.75, tip[1])])


def draw_play(surface: pygame.Surface, box: pygame.Rect, colour: tuple[int, ...]) -> None:
    """A play mark (a triangle pointing right, as media keys do in every language)."""
    pygame.draw.polygon(surface, colour, [(box.x + box.width * 0.15, box.y),
                                          (box.x + box.width * 0.15, box.bottom - 1),
                                          (box.right - 1, box.centery)])
