"""Trends of the last games (game/trends.py): the rolling win rate, the score bars and the
results' line of scores, on hand-made histories."""

from __future__ import annotations

from game.store.stats import HistoryEntry
from game.trends import MIN_GAMES, games_of, rolling_win_rate, score_line, trend


def entry(n: int, won: bool, score: int, game: str = "golf", options: str = "E") -> HistoryEntry:
    return HistoryEntry(f"g{n}", game, options, "GO1-E-AAAAAAB", None,
                        "won" if won else "stuck", score)


def history(results: str, game: str = "golf", options: str = "E") -> list[HistoryEntry]:
    """W won, L lost; scores 100 + 10 × the game's number (a win adds 200)."""
    return [entry(n, r == "W", 100 + 10 * n + (200 if r == "W" else 0), game, options)
            for n, r in enumerate(results)]


def test_the_rolling_rate_looks_back_over_its_window() -> None:
    won = [c == "W" for c in "WWLLWLWWWW"]
    rates = rolling_win_rate(won, window=4, least=3)
    assert rates[:2] == [None, None]  # fewer than three games behind them
    assert rates[2] == 2 / 3  # W W L
    assert rates[3] == 2 / 4  # W W L L
    assert rates[4] == 2 / 4  # W L L W: the first W has left the window
    assert rates[9] == 4 / 4
    assert rolling_win_rate([], window=4) == []
    assert rolling_win_rate([True] * 3, window=10, least=1) == [1.0, 1.0, 1.0]


def test_a_trend_is_one_game_and_option_with_earlier_games_in_its_first_window() -> None:
    mixed = [*history("LLLLL"), *history("WWWWW", options="C"), *history("WWWWW"),
             *history("LLLL", game="eight_off", options="C8")]
    assert len(games_of(mixed, "golf", "E")) == 10
    got = trend(mixed, "golf", "E", shown=6, window=10)
    assert got.count == 6 and got.won == (False, True, True, True, True, True)
    # the first point shown is the fifth game: its window holds the four losses before it
    assert got.rates[0] == 0 / 5 and got.rates[-1] == 5 / 10
    assert got.latest_rate == 0.5 and got.latest_games == 6
    assert got.scores == tuple(e.score for e in games_of(mixed, "golf", "E")[-6:])
    classic = trend(mixed, "golf", "C")
    assert classic.rates == (None, None, 1.0, 1.0, 1.0)


def test_the_best_score_is_the_statistics_even_when_older_than_the_bars() -> None:
    games = history("WLLWL")
    shown = trend(games, "golf", "E")
    assert shown.best == max(e.score for e in games) and shown.best_index() == 3
    older = trend(games, "golf", "E", best=900)
    assert older.best == 900 and older.top == 900 and older.best_index() is None
    ties = trend([entry(1, True, 350), entry(2, False, 20), entry(3, True, 350)], "golf", "E")
    assert ties.best_index() == 2  # the newest of equal bests


def test_empty_and_short_histories() -> None:
    empty = trend([], "golf", "E")
    assert empty.count == 0 and not empty.has_line and empty.latest_rate is None
    assert empty.best is None and empty.top == 1 and empty.best_index() is None
    short = trend(history("W" * (MIN_GAMES - 1)), "golf", "E")
    assert short.count == MIN_GAMES - 1 and not short.has_line
    enough = trend(history("W" * MIN_GAMES), "golf", "E")
    assert enough.has_line and enough.latest_rate == 1.0
    zeros = trend([entry(1, False, 0)], "golf", "E")
    assert zeros.top == 1  # bars of nothing are not a division by zero


def test_the_results_line_ends_with_this_game() -> None:
    games = history("LWLWLWLWLWLWLWLWLWLWLWLW")
    line = score_line(games, "golf", "E", "g23", 0, shown=20)
    assert len(line.scores) == 20 and line.current == 19
    assert line.scores[-1] == games[-1].score
    earlier = score_line(games, "golf", "E", "g5", 0, shown=20)
    assert earlier.scores[-1] == games[5].score and earlier.current == 5
    # a game the history does not keep (no code) comes last with its score
    outside = score_line(games, "golf", "E", "elsewhere", 77, shown=10)
    assert outside.scores[-1] == 77 and outside.current == 9 and len(outside.scores) == 10
    alone = score_line([], "golf", "E", "first", 40)
    assert alone.scores == (40,) and alone.current == 0

