"""Eight Off's own achievements (``game.achievements``): wins with two cells, a short win,
many wins."""

from __future__ import annotations

from game.achievements import Achievement, Measure, Progress, counted, results_of, wins
from game.i18n import N_
from game.store.stats import Statistics

NAME = "eight_off"
SHORT_WIN = 100  # moves


def _wins(target: int, options: str | None = None) -> Measure:
    return lambda stats: counted(wins(NAME, options)(stats), target)


def _short(stats: Statistics) -> Progress:
    fewest = [s.fewest_moves for s in results_of(stats, NAME) if s.fewest_moves is not None]
    return counted(int(bool(fewest) and min(fewest) <= SHORT_WIN), 1)


ACHIEVEMENTS = (
    Achievement("eight_off.c2.10", N_("Two cells are enough"),
                N_("Win 10 games with 2 cells"), _wins(10, "C2"), NAME),
    Achievement("eight_off.short", N_("Straight to the point"),
                N_("Win a game in 100 moves or fewer"), _short, NAME),
    Achievement("eight_off.wins.25", N_("Cell keeper"), N_("Win 25 games"), _wins(25), NAME),
)
