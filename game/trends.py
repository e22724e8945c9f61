"""Trends from the history of the last games: what the statistics' and the results' charts
show, worked out here so that it can be tested without a screen.

For one game and rule option (the history keeps every game's last games together):

- :func:`trend`: its last games, oldest first, each with its score and whether it was won,
  and the **rolling win rate** at each of them: the share of wins among the ``window``
  games up to and including it (games before the ones shown count too). Where fewer than
  ``MIN_GAMES`` games lie behind a point it has no rate yet (None): a rate over one or two
  games says nothing.
- :func:`score_line`: the scores of its last games with the index of one game (the one the
  results are about) to highlight.

The best score is the statistics' (``GameStats.best_score``, over every game played to its
end: an abandoned game's points are no best), so a chart can mark it even when the best game
is older than the ones shown.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from game.store.stats import RESULTS, HistoryEntry

ABANDONED = RESULTS[2]

SHOWN = 30  # games a trend shows at most
WINDOW = 10  # games the rolling win rate looks back over
MIN_GAMES = 3  # games behind a point before it has a rate; also before a trend has a line
SPARK = 20  # scores the results' line shows at most


def games_of(history: Iterable[HistoryEntry], game: str, options: str) -> list[HistoryEntry]:
    """The history's games of one game and rule option, oldest first."""
    return [e for e in history if e.game == game and e.options == options]


def rolling_win_rate(won: Sequence[bool], window: int = WINDOW,
                     least: int = MIN_GAMES) -> list[float | None]:
    """At each game, the share (0..1) of wins among the last ``window`` games up to and
    including it; None where fewer than ``least`` games lie behind it."""
    out: list[float | None] = []
    wins = 0
    for i, w in enumerate(won):
        wins += w
        if i >= window:
            wins -= won[i - window]
        seen = min(i + 1, window)
        out.append(wins / seen if seen >= least else None)
    return out


@dataclass(frozen=True)
class Trend:
    """The last games of one game and rule option as the statistics' chart shows them,
    oldest first: ``scores``, ``won``, and the rolling win ``rates`` (0..1 or None)."""

    scores: tuple[int, ...]
    won: tuple[bool, ...]
    rates: tuple[float | None, ...]
    best: int | None  # the best score ever, if any game was played
    window: int = WINDOW

    @property
    def count(self) -> int:
        return len(self.scores)

    @property
    def has_line(self) -> bool:
        """Enough games for a win rate line (at least ``MIN_GAMES``)."""
        return any(rate is not None for rate in self.rates)

    @property
    def latest_rate(self) -> float | None:
        """The win rate over the last ``window`` games (None before ``MIN_GAMES``)."""
        return self.rates[-1] if self.rates else None

    @property
    def latest_games(self) -> int:
        """How many games the latest rate is over."""
        return min(self.window, self.count)

    @property
    def top(self) -> int:
        """The height the score bars are measured against: the best score, or the highest
        shown (never 0)."""
        return max(1, self.best or 0, *self.scores)

    def best_index(self) -> int | None:
        """The newest shown game with the best score (None when it is not shown)."""
        if self.best is None:
            return None
        hits = [i for i, s in enumerate(self.scores) if s >= self.best]
        return hits[-1] if hits else None


def trend(history: Iterable[HistoryEntry], game: str, options: str, best: int | None = None,
          shown: int = SHOWN, window: int = WINDOW) -> Trend:
    """The trend of one game and rule option: its last ``shown`` games of ``history`` and
    their rolling win rate over ``window`` games; ``best``: the best score ever (the
    statistics'), else the best shown of a game played to its end."""
    games = games_of(history, game, options)
    won = [e.won for e in games]
    rates = rolling_win_rate(won, window)[-shown:] if shown else []
    kept = games[-shown:] if shown else []
    scores = tuple(e.score for e in kept)
    if best is None:
        best = max((e.score for e in kept if e.result != ABANDONED), default=None)
    return Trend(scores, tuple(won[len(won) - len(kept):]), tuple(rates), best, window)


@dataclass(frozen=True)
class ScoreLine:
    """The scores of the last games (oldest first) with the one to highlight."""

    scores: tuple[int, ...]
    current: int | None  # the index of the highlighted game


def score_line(history: Iterable[HistoryEntry], game: str, options: str, game_id: str,
               score: int, shown: int = SPARK) -> ScoreLine:
    """The last ``shown`` scores of one game and rule option with the game ``game_id``
    highlighted; a game the history does not keep (one without a code) comes last, with
    ``score``."""
    games = games_of(history, game, options)
    at = next((i for i in range(len(games) - 1, -1, -1) if games[i].game_id == game_id), None)
    scores = [e.score for e in games]
    if at is None:
        scores.append(max(0, score))
        at = len(scores) - 1
    else:  # the games after it (none, as a rule) stay out: the line ends with this game
        scores = scores[:at + 1]
    first = max(0, len(scores) - shown)
    return ScoreLine(tuple(scores[first:]), at - first)
