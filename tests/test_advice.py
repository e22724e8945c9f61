"""A refused tap says what would work (``game.advice``): only what the rules allow."""

from __future__ import annotations

import pytest

from game import game_from_code, game_from_layout
from game.advice import Advice, Way, advise
from game.deal import SplitMix64
from game.games.golf import MSG_RANK
from game.lessons import all_lessons, script_positions
from game.moves import STOCK, PileKind, Place, column
from game.variant import MSG_BLOCKED, Refusal, Variant

LESSONS = all_lessons()  # every registered game that has one, by game


def tap_refusal(game: Variant, place: Place, index: int) -> Refusal:
    with pytest.raises(Refusal) as info:
        game.tap_move(place, index)
    return info.value


def test_golf_seed_start_nothing_fits_the_ace_so_the_stock() -> None:
    """The seed: 6♥ on A♣ is refused, and so is the covered 10♠; no free card fits A♣."""
    game = game_from_code("GO1-E-AAAAAAB")
    refusal = tap_refusal(game, column(0), 4)
    assert refusal.msgid == MSG_RANK and refusal.advice == Advice(Way.STOCK)
    refusal = tap_refusal(game, column(0), 3)
    assert refusal.msgid == MSG_BLOCKED and refusal.advice == Advice(Way.STOCK)


def test_golf_no_advice_while_another_card_fits() -> None:
    game = game_from_code("GO1-E-AAAAAAB")
    game.play(game.parse_move("s"))  # 8♠: the 9♣ of column 5 fits
    assert tap_refusal(game, column(0), 4).advice is None


def test_golf_with_the_stock_used_up_says_nothing() -> None:
    game = game_from_layout({"game": "golf", "options": "C", "tableau": [["5C"], ["9D"], [], [],
                             [], [], []], "waste": ["2S"], "stock": ["JH"]})
    game.play(game.parse_move("s"))
    assert game.stock_move() is None
    assert tap_refusal(game, column(0), 0).advice is None


def test_easy_harp_a_card_that_fits_a_column_says_double_tap() -> None:
    """The issue's case: 'This card cannot go to a foundation yet' + the double tap."""
    game = game_from_code("EH1-N-AAAAAAF")
    refusal = tap_refusal(game, column(3), 3)
    assert refusal.msgid == "This card cannot go to a foundation yet"
    assert refusal.advice == Advice(Way.DOUBLE_TAP, PileKind.COLUMN)


def test_easy_harp_king_run_says_double_tap_into_the_empty_column() -> None:
    game = script_positions(LESSONS["easy_harp"])[1]  # column 1 just emptied
    refusal = tap_refusal(game, column(2), 1)  # the K♦ heading K♦ Q♠
    assert refusal.msgid == "Only the last card of a column can go to a foundation"
    assert refusal.advice == Advice(Way.DOUBLE_TAP, PileKind.COLUMN, empty=True, count=2)


def test_eight_off_a_card_for_a_cell_says_so() -> None:
    game = game_from_code("EO1-C8-AAAAAFA")
    refusal = tap_refusal(game, column(0), 5)
    assert refusal.advice == Advice(Way.DOUBLE_TAP, PileKind.CELL, empty=True)


def _random_positions(code: str, count: int, seed: int) -> list[Variant]:
    """Positions along a random game (our own generator: no Python ``random``)."""
    rng = SplitMix64(seed)
    game = game_from_code(code)
    out = []
    for _ in range(count):
        moves = [m for m in game.legal_moves() if m.source.kind is not PileKind.FOUNDATION]
        if not moves:
            break
        game.play(moves[rng.below(len(moves))])
        out.append(game.clone())
    return out


@pytest.mark.parametrize("code", ["GO1-E-AAAAAAH", "GO1-C-AAAAABC", "EH1-N-AAAAAAQ",
                                  "EO1-C8-AAAAACV", "EO1-C2-AAAAAAS"])
def test_advice_only_suggests_what_the_rules_allow(code: str) -> None:
    ways = set()
    for game in _random_positions(code, 40, 7):
        for place in game.places():
            for index in range(len(game.pile(place))):
                advice = advise(game, place, index)
                if advice is None:
                    continue
                ways.add(advice.way)
                if advice.way is Way.DOUBLE_TAP:
                    move = game.double_tap_move(place, index)
                    assert move.target.kind is advice.target and game.refusal(move) is None
                elif advice.way is Way.DRAG:
                    kinds = {t.kind for t in game.legal_targets(place, index)}
                    assert advice.target in kinds
                else:
                    stock = game.stock_move()
                    assert stock is not None
                    assert (stock.source == STOCK) == (advice.way is Way.STOCK)
                    assert all(STOCK in (m.source, m.target) or m.source.kind is
                               PileKind.FOUNDATION for m in game.legal_moves())
    # Every game gets advice of its own kinds along the way (the checks above ran).
    assert ways >= ({Way.STOCK} if code.startswith("GO") else {Way.DOUBLE_TAP})
