"""What a finished game earned, as the results say it: the score against the best, a new
best, the win rate and the streaks of its game and rule option, the daily deal's result.

Decided here from the statistics before and after the game was counted (``Session.before``
and ``Session.result``), so the results screen only shows it.
"""

from __future__ import annotations

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


def rewards(before: GameStats, after: GameStats, score: int,
            daily_date: _dt.date | None = None, daily: DailyResult | None = None) -> Rewards:
    """What the game that turned ``before`` into ``after`` earned (``score``: its score)."""
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
