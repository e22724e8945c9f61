"""The par of a round of Golf (game/games/golf/par.py): steady play and best play, checked."""

from __future__ import annotations

import itertools
import statistics

from game import game_from_layout, get_variant
from game.games.golf import Golf
from game.games.golf.par import best_strokes, fewest_cards_left, longest_chain, steady_strokes
from game.rounds import HOLES, par

from .conftest import UNTIMED

RANKS = "A23456789TJQK"


def golf(tableau: list[list[str]], waste: str, stock: list[str], options: str = "E") -> Golf:
    game = game_from_layout({"game": "golf", "options": options, "tableau": tableau,
                             "waste": [waste], "stock": stock})
    assert isinstance(game, Golf)
    return game


def brute_strokes(game: Golf) -> int:
    """Best play by trying every line (small positions only)."""
    outcomes = []

    def walk(g: Golf) -> None:
        if g.is_won() or g.is_stuck():
            outcomes.append(g.hole_strokes())
            return
        for move in g.legal_moves():
            child = g.clone()
            child.play(move)
            walk(child)

    walk(game)
    return min(outcomes)


def test_longest_chain_finds_the_longest_run_of_removals() -> None:
    columns = [[5], [9, 4], [3], [8], [], [], []]
    heights = [len(c) for c in columns]
    # From a 6: 5 then 4 (column 2's last) then 3: three removals; the 8 waits.
    assert longest_chain(columns, heights, 6, wrap=False) == [0, 1, 2]
    assert heights == [1, 2, 1, 1, 0, 0, 0]  # unchanged


def test_steady_play_clears_the_chain_it_sees_then_draws() -> None:
    game = golf([["9S", "5C"], ["4D"], [], [], [], [], []], "6H", ["TC", "8C", "KD"])
    # From the 6: 5 then 4; the 9 waits. It draws the 10, takes the 9: cleared with two of
    # the three stock cards left.
    assert steady_strokes(game) == -2
    later = golf([["9S", "5C"], ["4D"], [], [], [], [], []], "6H", ["KD", "8C", "TC"])
    assert steady_strokes(later) == -1  # the King first: one more draw
    stuck = golf([["9S", "5C"], ["4D"], [], [], [], [], []], "6H", ["KD", "2C"])
    assert steady_strokes(stuck) == 1  # the 9 is left


def test_best_play_matches_every_line_on_small_positions() -> None:
    deck = [f"{r}{s}" for s in "SHDC" for r in RANKS]
    checked = 0
    for seed in range(40):
        cards = deck[seed:] + deck[:seed]
        cards = cards[::3][:12]
        tableau = [cards[0:2], cards[2:3], cards[3:5], [cards[5]], [], [cards[6]], []]
        for options in ("E", "C"):
            game = golf(tableau, cards[7], cards[8:12], options)
            assert best_strokes(game, UNTIMED) == brute_strokes(game), (seed, options)
            checked += 1
    assert checked == 80


def test_fewest_cards_left_of_a_lost_deal_is_reachable() -> None:
    game = golf([["KS", "QS"], ["2H"], [], [], [], [], ["9D"]], "JC", ["5C"], "C")
    assert fewest_cards_left(game) == 2  # Q onto J, then K on Q; 2 and 9 never fit


def test_par_is_nine_times_steady_play() -> None:
    cls = get_variant("golf")
    for options in ("E", "C"):
        mean = statistics.fmean(steady_strokes(cls.new(d, options))  # type: ignore[arg-type]
                                for d in range(1, 1001))
        # Par came from deals 1-10 000; the first thousand stay within two strokes of it.
        assert abs(HOLES * mean - par("golf", options)) <= 2, (options, HOLES * mean)


def test_every_option_of_a_round_game_has_a_par() -> None:
    assert set(get_variant("golf").round_par) == set(get_variant("golf").option_codes())
    assert list(itertools.islice(iter(get_variant("golf").round_par), 1)) == ["E"]
