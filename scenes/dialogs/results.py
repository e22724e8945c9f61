"""The results dialog: won or no more moves, the score large against the best, moves and time,
what the game earned, the game code.

A modal overlay over the finished table. It records nothing: the session has counted the
result (at once for a win, when the table accepted a game's "stuck"), and ``game.rewards``
says what it earned: "New best!" or the best score, the win rate and the current and best
streak of this game and rule option, and, for the daily deal, how that day's deal went; an
achievement it earned is announced, once (``game.achievements.announcement``).
Beside the score, a sparkline of the last scores of this game and rule option
(``game.trends.score_line``) with this game's point in the accent, time running to the
reading end (right to left in Hebrew); drawn once, then blitted; before the third game, what
it will show instead. Play again deals the same
cards, New deal a random deal of the same game and option, Menu goes back to the menu. A score
with a formula of its own (``Variant.score_formula``: a game that takes points off at its end)
says it in one line under the score. A daily challenge's results say whether its goal was
met, and when this game earned the day's star (all three met), that, and a trophy of the
month's stars it raised.

It slides in: the panel rises ``ARRIVE_PX`` into place while the table darkens, in
``ARRIVE_S``; its buttons ride with it and work at once, and any touch sets it in place.
"""

from __future__ import annotations

import time
from typing import Any

import pygame

from game import game_from_code, game_from_layout, trends
from game.achievements import announcement
from game.challenges import progress_text
from game.i18n import (
    N_,
    _,
    format_date,
    format_duration,
    format_month,
    format_number,
    format_percent,
    get_language,
    is_rtl,
    ngettext,
)
from game.rewards import Rewards
from game.variant import Status
from scenes import games
from scenes.base import Context, Scene, is_back
from scenes.intents import ChooseGame, OpenTable, Review, ToMenu
from scenes.table import hints
from scenes.ui import easing
from scenes.ui import text as tx
from scenes.ui import theme as th
from scenes.ui.chart import MIN_POINTS, ChartCache, ChartStyle, draw_sparkline, draw_waiting
from scenes.ui.drawing import draw_panel, draw_text, line_height, scrim
from scenes.ui.geometry import centred, end_side, split_row

ARRIVE_S = 0.28
ARRIVE_PX = 48  # at 1280x800


def best_line(earned: Rewards) -> tuple[str, bool]:
    """The line under the score, and whether it is news (drawn in the accent)."""
    if earned.new_best:
        return _("New best! Best before: {best}").format(best=format_number(earned.best or 0)), True
    return _("Best: {best}").format(best=format_number(max(earned.best or 0, earned.score))), False


def record_line(earned: Rewards) -> str:
    """The win rate and the streaks of this game and rule option."""
    return _("Win rate: {rate}   Streak: {streak}   Best streak: {best}").format(
        rate=format_percent(earned.win_rate), streak=format_number(earned.current_streak),
        best=format_number(earned.best_streak))


def daily_line(earned: Rewards) -> str:
    """How the day's daily deal went, this game included ("" when it was not the daily)."""
    result = earned.daily
    if result is None:
        return ""
    tries = max(1, result.played)
    if result.won and tries == 1:
        return _("Daily deal won at the first try!")
    if result.won:
        return ngettext("Daily deal won: {count} try", "Daily deal won: {count} tries",
                        tries).format(count=format_number(tries))
    return ngettext("Daily deal not won yet: {count} try",
                    "Daily deal not won yet: {count} tries", tries).format(
        count=format_number(tries))


TROPHY_NEWS = {
    "bronze": N_("Bronze trophy for {month}!"),
    "silver": N_("Silver trophy for {month}!"),
    "gold": N_("Gold trophy for {month}!"),
}


def trophy_news(level: str | None, month: str) -> str:
    """A month's trophy just won, in words ("" before bronze)."""
    return _(TROPHY_NEWS[level]).format(month=month) if level in TROPHY_NEWS else ""


def challenge_lines(session: Any) -> list[tuple[str, bool]]:
    """What a daily challenge's game earned, line by line, each with whether it is news:
    met or not (with its measure), the day's star, a trophy of the month's stars."""
    challenge = getattr(session, "challenge", None)
    got = session.challenge_rewards() if challenge is not None else None
    if challenge is None or got is None:
        return []
    said = _("Challenge met: {goal}") if got.met else _("Challenge not met: {goal}")
    lines = [(said.format(goal=challenge.words()), got.met)]
    if not got.met:
        lines.append((progress_text(challenge, got.value), False))
    if got.star:
        lines.append((ngettext("The day's star is yours! {n} star this month",
                               "The day's star is yours! {n} stars this month",
                               got.stars.won).format(n=format_number(got.stars.won)), True))
        if got.raised:
            lines.append((trophy_news(got.stars.level, format_month(challenge.day)), True))
    return lines


class ResultsScene(Scene):
    overlay = True
    # Whether the results ask for the game's review as soon as they show (tests of other
    # screens turn it off: it would start the worker process behind them).
    prefetch_reviews = True

    def __init__(self, ctx: Context, session: Any) -> None:
        super().__init__(ctx)
        self.session = session
        self.earned: Rewards | None = session.rewards()
        self.news, told = announcement(ctx.store.stats)  # what this game earned, said once
        ctx.store.mark_told(told)
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.rows: dict[str, pygame.Rect] = {}
        self.spark = pygame.Rect(0, 0, 0, 0)  # the last scores' line (empty when not counted)
        self.pictures = ChartCache(limit=2)
        self.again_button: Any = None
        self.new_button: Any = None
        self.menu_button: Any = None
        self.review_button: Any = None
        # The review, asked for as soon as the results show: there when Review is pressed.
        self.prefetch: Any = None
        self.handed = False
        self.arrived = 0.0  # seconds of its slide in (ARRIVE_S: in place)
        self.homes: dict[Any, pygame.Rect] = {}  # each button's place once arrived
        self.challenge: list[tuple[str, bool]] = []  # a daily challenge's lines (layout)

    @property
    def won(self) -> bool:
        return bool(self.session.game.status is Status.WON)

    def headline(self) -> str:
        return _("You won!") if self.won else _("No more possible moves")

    def layout(self) -> None:
        m = self.ctx.metrics
        W, H = self.ctx.size
        pad = max(m.gap, m.px(24))
        gap = m.px(8)
        row = max(m.touch, m.px(60))
        width = min(W - 2 * m.margin, m.px(900))  # four buttons
        score = th.nearest_font_size(m.px(76))
        line = m.body + m.px(8)
        names = ["headline", "game", "score"]
        heights = [m.title + m.px(10), line, round(score * 1.15)]
        if self.session.game.score_formula():
            names.append("formula")
            heights.append(m.small + m.px(8))
        names += ["best", "details"]
        heights += [line, line]
        if self.earned is not None:
            names.append("record")
            heights.append(line)
            if self.earned.daily is not None:
                names.append("daily")
                heights.append(line)
            if self.earned.trophy is not None:
                names.append("trophy")
                heights.append(line)
        self.challenge = challenge_lines(self.session)
        for i in range(len(self.challenge)):
            names.append(f"challenge{i}")
            heights.append(line)
        if self.news:
            names.append("news")
            heights.append(line)
        names += ["code", "buttons"]
        heights += [m.small + m.px(8), row]
        height = sum(heights) + gap * (len(names) - 1) + m.gap + 2 * pad
        if height > H - 2 * m.margin:  # a short window: the rows give up their spacing
            gap = max(0, (H - 2 * m.margin - sum(heights) - m.gap - 2 * pad) // len(names))
            height = min(H - 2 * m.margin, sum(heights) + gap * (len(names) - 1) + m.gap
                         + 2 * pad)
        self.panel = centred((width, height), pygame.Rect(0, 0, W, H))
        y = self.panel.y + pad
        self.rows = {}
        for name, h in zip(names, heights, strict=True):
            if name == "buttons":
                y = self.panel.bottom - pad - h
            self.rows[name] = pygame.Rect(self.panel.x + pad, y, width - 2 * pad, h)
            y += h + gap
        self.score_size = score
        self.spark = pygame.Rect(0, 0, 0, 0)
        if self.earned is not None:
            box = self.rows["score"]
            # As wide as its caption at the small size ("ניקוד 20 המשחקים האחרונים" in large
            # print at 800x480), never over a third of the row: the score keeps the middle.
            caption = tx.text_width(self.spark_caption(), m.small) + 4
            self.spark = end_side(box, min(box.width // 3,
                                           max(caption, min(box.width * 2 // 7, m.px(240)))))

    def spark_caption(self) -> str:
        n = len(self.score_line().scores)
        return ngettext("Last {n} score", "Last {n} scores", n).format(n=format_number(n))

    def score_line(self) -> trends.ScoreLine:
        """This game's and rule option's last scores, this game's highlighted."""
        session = self.session
        return trends.score_line(self.ctx.store.stats.history, session.name, session.options,
                                 session.game_id, session.game.score)

    def build_ui(self) -> None:
        m = self.ctx.metrics
        review, again, new, menu = split_row(self.rows["buttons"], 4, m.gap)
        self.review_button = self.button(review, _("Review"), self.review,
                                         enabled=self.reviewable)
        has_deal = self.session.game.deal is not None or self.session.layout is not None
        self.again_button = self.button(again, _("Play again"), self.play_again,
                                        enabled=has_deal)
        self.new_button = self.button(new, _("New deal"), self.new_deal, kind="primary")
        self.menu_button = self.button(menu, _("Menu"), self.to(ToMenu()))
        self.homes = {b: pygame.Rect(r) for b, r in ((self.review_button, review),
                                                      (self.again_button, again),
                                                      (self.new_button, new),
                                                      (self.menu_button, menu))}
        self._ride()

    # --- the slide in ---------------------------------------------------------------------
    @property
    def offset(self) -> int:
        """How far below its place the panel is now."""
        k = easing.out_cubic(easing.span(self.arrived, 0.0, ARRIVE_S))
        return round((1 - k) * self.ctx.metrics.px(ARRIVE_PX))

    def _ride(self) -> None:
        """The buttons where the panel is now."""
        for button, home in self.homes.items():
            self.ctx.gui.move(button, (home.x, home.y + self.offset))


    @property
    def reviewable(self) -> bool:
        """The game's moves are known from its deal (a game that started elsewhere is not)."""
        session = self.session
        return getattr(session, "line", None) is not None and (
            session.game.code is not None or session.layout is not None)

    def start_game(self) -> Any:
        session = self.session
        return (game_from_code(session.game.code) if session.game.code is not None
                else game_from_layout(session.layout))

    def enter(self) -> None:
        super().enter()
        if (self.prefetch is None and self.reviewable and not self.ctx.kiosk
                and self.prefetch_reviews):
            self.prefetch = hints.review_request(self.start_game(), list(self.session.line))

    def exit(self) -> None:
        super().exit()
        if self.prefetch is not None and not self.handed and not self.prefetch.done:
            self.prefetch.cancel()  # a new game is coming: the worker is its
            self.prefetch = None

    def update(self, dt: float) -> bool:
        if self.prefetch is not None and not self.prefetch.done:
            self.prefetch.step(time.monotonic())
        if self.arrived >= ARRIVE_S:
            return False
        self.arrived = min(ARRIVE_S, self.arrived + dt)
        self._ride()
        return True

    def review(self) -> None:
        """Where this game was won or lost, move by move (the review screen)."""
        self.handed = True
        self.ctx.navigate(Review(self.start_game(), list(self.session.line), self.prefetch))

    def handle_event(self, event: pygame.event.Event) -> None:
        if is_back(event):
            self.ctx.navigate(ToMenu())
        elif event.type in (pygame.MOUSEBUTTONDOWN, pygame.FINGERDOWN):
            self.arrived = ARRIVE_S  # a touch does not wait: in place at once
            self._ride()

    def play_again(self) -> None:
        self.ctx.navigate(OpenTable(self.session.replay_same()))

    def new_deal(self) -> None:
        self.ctx.navigate(ChooseGame(self.session.name, self.session.options))

    def draw(self, surface: pygame.Surface) -> None:
        p = self.ctx.palette
        m = self.ctx.metrics
        scrim(surface, p, easing.out_cubic(easing.span(self.arrived, 0.0, ARRIVE_S)))
        dy = self.offset
        rows = {name: rect.move(0, dy) for name, rect in self.rows.items()}
        draw_panel(surface, p, self.panel.move(0, dy), m.radius,
                   border=p.accent if self.won else None)
        game = self.session.game
        draw_text(surface, self.headline(), m.title, p.accent if self.won else p.ink,
                  rows["headline"], align="center", bold=True)
        what = games.title_and_option(game.name, game.options)
        daily = getattr(self.session, "daily_date", None)
        challenge = getattr(self.session, "challenge", None)
        if challenge is not None:
            what = _("{game}, {level} challenge of {date}").format(
                game=what, level=challenge.level_title(), date=format_date(challenge.day))
        elif daily is not None:
            what = _("{game}, daily deal of {date}").format(game=what, date=format_date(daily))
        draw_text(surface, what, m.body, p.ink_soft, rows["game"], align="center")
        draw_text(surface, format_number(game.score), self.score_size, p.ink,
                  rows["score"], align="center", bold=True)
        formula = game.score_formula()
        if formula and "formula" in rows:
            draw_text(surface, formula, m.small, p.ink_soft, rows["formula"], align="center")
        details = _("Moves: {moves}   Time: {time}").format(
            moves=format_number(game.moves), time=format_duration(self.session.elapsed)
        )
        draw_text(surface, details, m.body, p.ink, rows["details"], align="center")
        self._draw_earned(surface, m, rows)
        for i, (words, news) in enumerate(self.challenge):
            draw_text(surface, words, m.body, p.accent if news else p.ink, rows[f"challenge{i}"],
                      align="center", bold=news)
        if "news" in rows:
            draw_text(surface, self.news, m.body, p.accent, rows["news"], align="center",
                      bold=True)
        if self.spark.width:
            self._draw_spark(surface, m, dy)
        code = game.code
        if code:
            draw_text(surface, _("Game code: {code}").format(code=code), m.small,
                      p.ink_soft, rows["code"], align="center")

    def _draw_spark(self, surface: pygame.Surface, m: th.Metrics, dy: int) -> None:
        """The last scores: a sparkline over its caption, drawn once."""
        p = self.ctx.palette
        line = self.score_line()
        key = (self.spark.size, get_language(), p.name, line)
        picture = self.pictures.picture(key, self.spark.size,
                                        lambda target: self._draw_spark_picture(target, line))
        surface.blit(picture, self.spark.move(0, dy).topleft)

    def _draw_spark_picture(self, target: pygame.Surface, line: trends.ScoreLine) -> None:
        p = self.ctx.palette
        m = self.ctx.metrics
        area = target.get_rect()
        if len(line.scores) < MIN_POINTS:  # a dot or two say nothing: what will be here
            n = MIN_POINTS - len(line.scores)
            words = ngettext("Your last scores show here after {n} more game",
                             "Your last scores show here after {n} more games", n).format(
                n=format_number(n))
            draw_waiting(target, area, ChartStyle.of_palette(p), m.small, words)
            return
        caption = pygame.Rect(0, 0, area.width, line_height(m.small))
        caption.bottom = area.bottom
        draw_text(target, self.spark_caption(), m.small, p.ink_soft, caption, align="center")
        plot = pygame.Rect(0, 0, area.width, caption.y - m.px(4))
        draw_sparkline(target, plot, line.scores, line.current,
                       style=ChartStyle.of_palette(p), rtl=is_rtl(), width=max(2, m.px(3)))

    def _draw_earned(self, surface: pygame.Surface, m: th.Metrics,
                     rows: dict[str, pygame.Rect]) -> None:
        p = self.ctx.palette
        earned = self.earned
        if earned is None:
            return
        best, news = best_line(earned)
        draw_text(surface, best, m.body, p.accent if news else p.ink_soft, rows["best"],
                  align="center", bold=news)
        draw_text(surface, record_line(earned), m.body,
                  p.accent if earned.new_best_streak else p.ink, rows["record"],
                  align="center")
        if "daily" in rows:
            won = earned.daily is not None and earned.daily.won
            draw_text(surface, daily_line(earned), m.body, p.accent if won else p.ink,
                      rows["daily"], align="center", bold=won)
        if "trophy" in rows and earned.trophy is not None and earned.daily_date:
            words = trophy_news(earned.trophy.level, format_month(earned.daily_date))
            draw_text(surface, words, m.body, p.accent, rows["trophy"], align="center",
                      bold=True)
