"""Easy Harp's own achievements (``game.achievements``): many wins, a quick win, wins in a
row."""

from __future__ import annotations

from game.achievements import Achievement, Measure, Progress, counted, results_of, wins
from game.i18n import N_
from game.store.stats import Statistics

NAME = "easy_harp"
QUICK_SECONDS = 15 * 60


def _wins(target: int) -> Measure:
    return lambda stats: counted(wins(NAME)(stats), target)


def _quick(stats: Statistics) -> Progress:
    fastest = [s.fastest_seconds for s in results_of(stats, NAME)
               if s.fastest_seconds is not None]
    return counted(int(bool(fastest) and min(fastest) <= QUICK_SECONDS), 1)


def _streak(target: int) -> Measure:
    return lambda stats: counted(max((s.best_streak for s in results_of(stats, NAME)),
                                     default=0), target)


ACHIEVEMENTS = (
    Achievement("easy_harp.wins.10", N_("Two decks tamed"), N_("Win 10 games"), _wins(10),
                NAME),
    Achievement("easy_harp.quick", N_("Quick fingers"), N_("Win a game in 15 minutes or less"),
                _quick, NAME),
    Achievement("easy_harp.streak.3", N_("Three in a row"), N_("Win 3 games in a row"),
                _streak(3), NAME),
)
