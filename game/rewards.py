"""What a finished game earned, as the results say it: the score against the best, a new
best, the win rate and the streaks of its game and rule option, the daily deal's result.

Decided here from the statistics before and after the game was counted (``Session.before``
and ``Session.result``), so the results screen only shows it.
"""

from __future__ import annotations

import calendar as _calendar
import datetime as _dt
from dataclasses import dataclass

from game.store import DailyResult, GameStats
from game.store.stats import RoundStats


@dataclass(frozen=True)
class Rewards:
    score: int
    best: int | None  # the best score before this game; None: the first game of its kind
    new_best: bool  # this score beats every earlier one
    played: int  # games of this game and option, this one included
    win_rate: float  # percent, this game included
    current_streak: int
    best_streak: int
    new_best_streak: bool  # this win made the longest streak yet (of two wins or more)
    daily_date: _dt.date | None  # the daily deal's day, when it was the daily deal
    daily: DailyResult | None  # that day's result, this game included
    trophy: MonthTrophy | None = None  # the month's trophy, when this win raised it


def rewards(before: GameStats, after: GameStats, score: int,
            daily_date: _dt.date | None = None, daily: DailyResult | None = None,
            month_won: tuple[int, int] | None = None) -> Rewards:
    """What the game that turned ``before`` into ``after`` earned (``score``: its score).
    ``month_won``: the days of the daily deal's month won before this game and after it."""
    trophy = None
    if daily_date is not None and month_won is not None:
        was = month_trophy(daily_date.year, daily_date.month, month_won[0])
        now = month_trophy(daily_date.year, daily_date.month, month_won[1])
        trophy = now if now.level != was.level else None
    new_best = before.best_score is not None and score > before.best_score
    return Rewards(
        score=score,
        best=before.best_score,
        new_best=new_best,
        played=after.played,
        win_rate=after.win_rate,
        current_streak=after.current_streak,
        best_streak=after.best_streak,
        new_best_streak=after.best_streak > max(1, before.best_streak),
        daily_date=daily_date,
        daily=daily if daily_date is not None else None,
        trophy=trophy,
    )


@dataclass(frozen=True)
class RoundRewards:
    total: int
    best: int | None  # the fewest strokes of an earlier completed round; None: the first
    new_best: bool
    completed: int  # rounds completed, this one included
    average: float | None


def round_rewards(before: RoundStats, after: RoundStats, total: int) -> RoundRewards:
    """What a completed round (``total`` strokes) earned against the rounds before it."""
    return RoundRewards(
        total=total,
        best=before.best_total,
        new_best=before.best_total is not None and total < before.best_total,
        completed=after.completed,
        average=after.average,
    )


# --- the month's trophy -----------------------------------------------------------------------
# Win the daily deal of BRONZE_DAYS days of a month: bronze; SILVER_DAYS days: silver; every
# day of the month: gold. A past day's deal can still be played from the calendar (it counts
# for its own day), so a month missed on some days can be made up.
BRONZE, SILVER, GOLD = "bronze", "silver", "gold"
BRONZE_DAYS = 10
SILVER_DAYS = 20


@dataclass(frozen=True)
class MonthTrophy:
    """A month's trophy in one game: ``level`` (None before bronze), the days whose daily
    deal was ``won``, the ``days`` of the month, and what the next level needs."""

    level: str | None
    won: int
    days: int
    next_level: str | None
    to_next: int  # more days to win for the next level (0 at gold)


def needed(level: str, days: int) -> int:
    """The days a level asks for in a month of ``days`` days."""
    return {BRONZE: BRONZE_DAYS, SILVER: SILVER_DAYS}.get(level, days)


def month_trophy(year: int, month: int, won: int) -> MonthTrophy:
    """The trophy of a month (``year``, ``month``) with ``won`` days' daily deals won."""
    days = _calendar.monthrange(year, month)[1]
    won = max(0, min(won, days))
    level = None
    for name in (BRONZE, SILVER, GOLD):
        if won >= needed(name, days):
            level = name
    order = (None, BRONZE, SILVER, GOLD)
    following = order[order.index(level) + 1] if level != GOLD else None
    to_next = 0 if following is None else needed(following, days) - won
    return MonthTrophy(level, won, days, following, to_next)


# --- the daily challenges' stars --------------------------------------------------------------
# A day whose three challenges (game.challenges) were all met earns its star; a month's stars
# rise through the same levels as the daily deal's days won (``month_trophy``).
@dataclass(frozen=True)
class ChallengeRewards:
    """What a game that played a daily challenge earned: whether it ``met`` the goal (and
    the goal's measure, ``value``), whether it earned the day's ``star``, the month's stars as
    a trophy, and ``raised``: this game lifted that trophy a level."""

    met: bool
    value: int
    star: bool
    stars: MonthTrophy
    raised: bool


def challenge_rewards(day: _dt.date, met: bool, value: int, star_before: bool,
                      stars_before: int, stars_after: int) -> ChallengeRewards:
    was = month_trophy(day.year, day.month, stars_before)
    now = month_trophy(day.year, day.month, stars_after)
    return ChallengeRewards(met, value, stars_after > stars_before and not star_before, now,
                            now.level != was.level)
