"""Eight Off: the deal, the building rules, group moves (the seed's table), scores, cell f."""

from __future__ import annotations

from typing import Any

import pytest

from game import game_from_layout
from game.cards import Card, full_deck
from game.deal import shuffled
from game.describe import describe
from game.games.eight_off import (
    MSG_BUILD,
    MSG_CELL_ONE,
    MSG_CELL_TAKEN,
    MSG_FOUNDATION,
    MSG_FOUNDATION_NOT_YET,
    MSG_KING_ONLY,
    EightOff,
    group_limit,
)
from game.moves import Move, cell, column, foundation
from game.notation import NotationError
from game.variant import MSG_NOWHERE, MSG_TOO_MANY, LayoutError, Refusal, Status

RANKS = "A23456789TJQK"


def run(suit: str, high: str, length: int) -> list[str]:
    """A run in suit from ``high`` down, ``length`` cards: run("S", "Q", 3) = QS JS TS."""
    top = RANKS.index(high)
    return [RANKS[top - k] + suit for k in range(length)]


def layout(
    columns: list[list[str] | None], cells: list[str | None], options: str = "C8"
) -> dict[str, Any]:
    """A complete position: the columns given, ``None`` columns filled with spare cards, cells
    given (``"?"`` = any spare card); what is left runs up the foundations from the Ace."""
    used = {c for col in columns if col for c in col} | {c for c in cells if c and c != "?"}
    spare = [str(c) for c in full_deck() if str(c) not in used]
    foundations: list[list[str]] = []
    for suit in "SHDC":
        pile: list[str] = []
        for r in RANKS:
            if r + suit not in spare:
                break
            pile.append(r + suit)
        foundations.append(pile)
    on_foundations = {c for p in foundations for c in p}
    loose = [c for c in spare if c not in on_foundations]
    fillers = [j for j, col in enumerate(columns) if col is None]
    wanted = cells.count("?") + len(fillers)
    while len(loose) < wanted:  # take cards back off the longest foundation
        longest = max(foundations, key=len)
        loose.append(longest.pop())
    filled_cells = [loose.pop() if c == "?" else c for c in cells]
    tableau: list[list[str]] = [list(col) if col is not None else [] for col in columns]
    for k, card in enumerate(loose):
        tableau[fillers[k % len(fillers)]].append(card)
    return {
        "game": "eight_off",
        "options": options,
        "tableau": tableau,
        "cells": filled_cells,
        "foundations": foundations,
    }


def game(columns: list[list[str] | None], cells: list[str | None], options: str = "C8") -> EightOff:
    g = game_from_layout(layout(columns, cells, options))
    assert isinstance(g, EightOff)
    return g


def refused(g: EightOff, token: str) -> str:
    with pytest.raises(Refusal) as info:
        g.play(g.parse_move(token))
    return info.value.msgid


# --- the deal ---------------------------------------------------------------------------


def test_deal_order_is_the_documented_one() -> None:
    deck = shuffled(full_deck(), "EO", 130)
    g = EightOff.new(130, "C8")
    assert [g.tableau[k % 8][k // 8] for k in range(48)] == deck[:48]
    assert g.cells == deck[48:] + [None] * 4
    assert all(len(col) == 6 for col in g.tableau)
    assert g.foundations == [[], [], [], []]


def test_four_cells_are_all_filled() -> None:
    deck = shuffled(full_deck(), "EO", 130)
    g = EightOff.new(130, "C4")
    assert g.cells == deck[48:]
    assert all(len(col) == 6 for col in g.tableau)


def test_two_cell_deal_puts_the_extra_cards_on_columns_3_and_4() -> None:
    deck = shuffled(full_deck(), "EO", 130)
    g = EightOff.from_code("EO1-C2-AAAAAFA")
    assert g.cells == deck[48:50]
    assert [len(col) for col in g.tableau] == [6, 6, 7, 7, 6, 6, 6, 6]
    assert g.tableau[2][-1] == deck[50] and g.tableau[3][-1] == deck[51]
    assert g.tableau[2][:6] == deck[2:48:8]
    assert g.layout()["cells"] == [str(deck[48]), str(deck[49])]
    assert len(g.card_counts()) == 52


# --- the seed's group-move table, cell by cell ------------------------------------------

TABLE = {  # free cells: (occupied with 0, 1, 2 empty columns; King run with 1, 2 empty in all)
    0: (1, 2, 4, 1, 2),
    2: (3, 6, 12, 3, 6),
    4: (5, 10, 20, 5, 10),
    6: (7, 14, 28, 7, 14),
    8: (9, 18, 36, 9, 18),
}
CASES = [(f, col, v) for f, row in TABLE.items() for col, v in enumerate(row)]


def test_group_limit_formula_matches_the_table() -> None:
    for free, row in TABLE.items():
        assert [group_limit(free, e) for e in (0, 1, 2)] == list(row[:3])
        assert [group_limit(free, e - 1) for e in (1, 2)] == list(row[3:])


def _table_position(free: int, case: int, length: int) -> tuple[EightOff, str]:
    """A position for one table cell, with a run of ``length`` cards in column 1; returns the
    game and the move token of the group move."""
    cells: list[str | None] = ["?"] * (8 - free) + [None] * free
    if case < 3:  # a spade run headed by the Queen onto the King of spades in column 2
        empty = case
        columns: list[list[str] | None] = [["2H", *run("S", "Q", length)], ["KS"]]
    else:  # a King run into an empty column (column 2)
        empty = case - 2
        columns = [["2H", *run("S", "K", length)], []]
    columns += [[] for _ in range(empty - (1 if case >= 3 else 0))]
    columns += [None] * (8 - len(columns))
    g = game(columns, cells)
    assert len(g.free_cells()) == free
    assert len(g.empty_columns()) == empty
    return g, "12"


@pytest.mark.parametrize(("free", "case", "value"), CASES)
def test_seed_table_cell(free: int, case: int, value: int) -> None:
    longest = 12 if case < 3 else 13  # a run headed by the Queen, or by the King
    g, token = _table_position(free, case, min(value, longest))
    assert g.max_group(1) == value
    move = g.play(g.parse_move(token))
    assert move.count == min(value, longest)
    assert g.score == 0
    assert len(g.tableau[0]) == 1
    g.undo()  # a group move comes back in one action
    assert len(g.tableau[0]) == 1 + min(value, longest)
    if value < longest:  # one card more is too many
        g, token = _table_position(free, case, value + 1)
        with pytest.raises(Refusal) as info:
            g.play(g.parse_move(token))
        assert info.value.msgid == MSG_TOO_MANY
        assert info.value.params == {"count": value}
        assert str(info.value) == f"Too many cards: at most {value} can move there now"


def test_seed_example_king_run_with_two_free_cells_and_one_empty_column() -> None:
    g, _ = _table_position(2, 3, 3)
    assert g.play(g.parse_move("12")) == Move(column(0), column(1), 3)
    g, _ = _table_position(2, 3, 4)
    assert refused(g, "12") == MSG_TOO_MANY


def test_the_run_that_fits_is_picked_by_the_game() -> None:
    g = game([["2H", "TS", "9S", "8S", "7S", "6S"], ["KH", "QD"], None, None,
              None, None, None, None], ["?"] * 4 + [None] * 4)
    assert refused(g, "12") == MSG_BUILD  # QD takes no spade
    g = game([["2H", "9S", "8S", "7S", "6S"], ["KH", "TS"], None, None, None, None, None,
              None], ["?"] * 4 + [None] * 4)
    move = g.parse_move("12")
    assert move == Move(column(0), column(1), 4)
    assert g.notation(move) == "12"
    g.play(move)
    assert [str(c) for c in g.tableau[1]] == ["KH", "TS", "9S", "8S", "7S", "6S"]


# --- building rules ---------------------------------------------------------------------


def _basic() -> EightOff:
    # The cards that would take 7H (8H) and 5C (6C) are covered, so the fillers cannot.
    return game(
        [["2H", "8S", "7S"], ["KD", "9S"], ["6C", "3C", "7H"], [], ["8H", "4D", "QC"],
         None, None, None],
        ["KH", "5C", None, None, None, None, None, None],
    )


def test_same_suit_one_lower_only() -> None:
    g = _basic()
    assert refused(g, "32") == MSG_BUILD  # 7H on 9S: wrong suit
    assert refused(g, "35") == MSG_BUILD  # 7H on QC
    assert refused(g, "13") == MSG_BUILD  # 8S 7S on 7H
    assert refused(g, "b2") == MSG_BUILD  # 5C on 9S


def test_run_onto_column_and_king_only_empty_column() -> None:
    g = _basic()
    assert g.max_group(1) == 14  # 6 free cells, 1 empty column
    assert g.max_group(3) == 7  # into the empty column itself
    assert g.play(g.parse_move("12")) == Move(column(0), column(1), 2)
    assert refused(g, "34") == MSG_KING_ONLY  # 7H into the empty column
    assert refused(g, "b4") == MSG_KING_ONLY  # 5C from a cell, too
    assert g.play(g.parse_move("a4")) == Move(cell(0), column(3), 1)  # KH from a cell
    assert g.score == 5


def test_cells_take_any_card_one_each() -> None:
    g = _basic()
    assert g.play(g.parse_move("3c")) == Move(column(2), cell(2), 1)
    assert refused(g, "1c") == MSG_CELL_TAKEN
    assert g.score == 0
    with pytest.raises(Refusal) as info:
        g.drag_move(column(0), 1, cell(3))  # a run of two into a cell
    assert info.value.msgid == MSG_CELL_ONE


def test_foundations_by_suit_from_the_ace() -> None:
    g = game(
        [["5D", "AH"], ["KD", "2H"], ["3H", "9C"], None, None, None, None, None],
        ["?", "?", None, None, None, "?", None, None],  # cell f taken: "2f" cannot fall back
    )
    hearts = len(g.foundations[1])
    assert hearts == 0
    assert refused(g, "2f") == "Foundations are built up by suit from the Ace, one card at a time"
    assert g.play(g.parse_move("1f")) == Move(column(0), foundation(1), 1)
    assert g.play(g.parse_move("2f")) == Move(column(1), foundation(1), 1)
    assert g.score == 20
    # A card back from a foundation to a column or a cell: 0 points.
    assert g.play(g.parse_move("f2c")) == Move(foundation(1), cell(2), 1)
    assert g.score == 20
    assert g.play(g.parse_move("cf")) == Move(cell(2), foundation(1), 1)
    assert g.score == 30  # a cell card to a foundation earns the +10 only
    g.undo()
    g.undo()
    assert g.score == 20


def test_foundation_card_back_to_a_column_must_fit() -> None:
    g = game(
        [["5D", "AH"], ["KD", "3H"], None, None, None, None, None, None],
        ["2H", "?", None, None, None, None, None, None],
    )
    g.play(g.parse_move("1f"))
    g.play(g.parse_move("af"))
    assert g.score == 20
    assert refused(g, "f21") == MSG_BUILD  # 2H onto 5D
    assert g.play(g.parse_move("f22")) == Move(foundation(1), column(1), 1)  # 2H onto 3H
    assert g.score == 20
    assert g.foundations[1] == [Card.parse("AH")]


# --- scores and undo ----------------------------------------------------------------------


def test_scores_and_undo_takes_them_back() -> None:
    g = game(
        [["5D", "AH"], ["KD", "3H"], ["QD"], None, None, None, None, None],
        ["KC", "JD", None, None, None, None, None, None],
    )
    g.play(g.parse_move("1f"))
    assert g.score == 10
    g.play(g.parse_move("b3"))  # JD from a cell onto QD
    assert g.score == 15
    g.play(g.parse_move("3c"))  # JD into a cell: 0
    assert g.score == 15
    g.play(g.parse_move("c3"))
    assert g.score == 20
    moves = g.moves
    for expected in (15, 15, 10, 0):
        g.undo()
        assert g.score == expected
    assert g.moves == moves


# --- cell f and the "f" destination --------------------------------------------------------


def _cell_f_position() -> EightOff:
    # Cells a..e full, f..h free; column 1 ends 9C (8C is covered), column 2 ends AH.
    return game(
        [["8C", "5D", "9C"], ["KD", "AH"], None, None, None, None, None, None],
        ["?", "?", "?", "?", "?", None, None, None],
    )


def test_f_falls_back_to_cell_f_and_round_trips() -> None:
    g = _cell_f_position()
    move = g.parse_move("1f")
    assert move == Move(column(0), cell(5), 1)
    assert g.notation(move) == "1f"
    g.play(move)
    assert g.cells[5] == Card.parse("9C")
    # "ff": cell f to the foundations; 9C is not wanted there and it is already in cell f.
    with pytest.raises(Refusal):
        g.parse_move("ff")
    g.undo()
    # A card a foundation takes goes there: sending it into cell f is legal, but the
    # notation cannot say so (any other free cell can).
    assert g.parse_move("2f") == Move(column(1), foundation(1), 1)
    legal = g.legal_moves()
    assert Move(column(1), cell(5), 1) in legal
    with pytest.raises(NotationError):
        g.notation(Move(column(1), cell(5), 1))
    assert g.notation(Move(column(1), cell(6), 1)) == "2g"
    assert Move(column(0), cell(5), 1) in legal
    for m in legal:
        if m != Move(column(1), cell(5), 1):
            assert g.parse_move(g.notation(m)) == m


def test_a_foundation_card_back_into_cell_f() -> None:
    g = _cell_f_position()
    g.play(g.parse_move("2f"))
    move = g.parse_move("f2f")
    assert move == Move(foundation(1), cell(5), 1)
    assert g.notation(move) == "f2f"
    g.play(move)
    assert g.play(g.parse_move("ff")) == Move(cell(5), foundation(1), 1)


def test_no_cell_f_fallback_with_four_cells_or_when_dragging() -> None:
    g = _cell_f_position()
    with pytest.raises(Refusal) as info:
        g.drag_move(column(0), 2, foundation(2))
    assert info.value.msgid == MSG_FOUNDATION
    four = game(
        [["8C", "5D", "9C"], ["KD", "AH"], None, None, None, None, None, None], [None] * 4, "C4"
    )
    assert refused(four, "1f") == MSG_FOUNDATION
    assert refused(four, "1h") == "There is no cell {letter}"


# --- what the table asks --------------------------------------------------------------------


def test_tap_sends_to_a_foundation_or_says_why_not() -> None:
    g = _cell_f_position()
    assert g.tap_move(column(1), 1) == Move(column(1), foundation(1), 1)
    with pytest.raises(Refusal) as info:
        g.tap_move(column(0), 2)
    assert info.value.msgid == MSG_FOUNDATION_NOT_YET
    with pytest.raises(Refusal) as info:
        g.tap_move(column(0), 1)
    assert info.value.msgid == "This card is blocked"


def test_double_tap_order() -> None:
    g = game(
        [["2D", "AH"], ["JH", "3C", "9S"], ["KD", "5C", "TS"], ["5S", "4S", "3S", "2S", "TH"],
         [], ["QS"], None, None],
        ["KS", "4C", None, None, None, None, None, None],
    )
    # foundation first
    assert g.double_tap_move(column(0), 1) == Move(column(0), foundation(1), 1)
    # 9S: the longest column that takes it (TS in column 3 has 3 cards)
    assert g.double_tap_move(column(1), 2) == Move(column(1), column(2), 1)
    # KS from a cell: no column takes it, so the empty column
    assert g.double_tap_move(cell(0), 0) == Move(cell(0), column(4), 1)
    # TH: nothing takes it on the board, so a free cell
    assert g.double_tap_move(column(3), 4) == Move(column(3), cell(2), 1)
    # a cell card with nowhere else to go stays
    with pytest.raises(Refusal) as info:
        g.double_tap_move(cell(1), 0)
    assert info.value.msgid == MSG_NOWHERE


def test_one_tap_wherever_it_fits() -> None:
    """The setting "One tap moves a card wherever it fits": a foundation first, then the
    double tap's order; off (the rules pages' tap), the same taps are refused."""
    g = game(
        [["2D", "AH"], ["JH", "3C", "9S"], ["KD", "5C", "TS"], ["5S", "4S", "3S", "2S", "TH"],
         [], ["QS"], None, None],
        ["KS", "4C", None, None, None, None, None, None],
    )
    assert g.one_tap_move(column(0), 1) == Move(column(0), foundation(1), 1)
    assert g.one_tap_move(column(1), 2) == Move(column(1), column(2), 1)
    assert g.one_tap_move(cell(0), 0) == Move(cell(0), column(4), 1)
    assert g.one_tap_move(column(3), 4) == Move(column(3), cell(2), 1)
    with pytest.raises(Refusal):
        g.tap_move(column(1), 2)
    with pytest.raises(Refusal) as info:
        g.one_tap_move(cell(1), 0)
    assert info.value.msgid == MSG_NOWHERE


def test_pick_and_drag_refusals_and_targets() -> None:
    g = _basic()
    assert g.pick_refusal(column(0), 1) is None  # 8S 7S is a run
    assert g.pick_refusal(column(0), 0) is not None  # 2H is covered
    assert g.pick_refusal(cell(2), 0) is not None  # empty cell
    assert g.drag_move(column(0), 1, column(1)) == Move(column(0), column(1), 2)
    with pytest.raises(Refusal):
        g.drag_move(column(0), 1, foundation(0))
    targets = g.legal_targets(column(2), 2)  # 7H: free cells only
    assert targets == [cell(i) for i in range(2, 8)]
    assert column(3) in g.legal_targets(cell(0), 0)  # KH into the empty column


# --- layouts, describe, the end ---------------------------------------------------------------


def test_layout_errors() -> None:
    data = layout([None] * 8, [None] * 8)
    data["cells"] = [None] * 4
    with pytest.raises(LayoutError):
        game_from_layout(data)
    data = layout([None] * 8, [None] * 8)
    data["tableau"][0].append(data["tableau"][1][0])
    with pytest.raises(LayoutError):
        game_from_layout(data)


def test_describe_in_english() -> None:
    g = EightOff.from_code("EO1-C2-AAAAAFA")
    text = describe(g, "en")
    assert text.startswith("Cells: ace of hearts, 5 of hearts; foundations: empty, empty, empty, "
                           "empty. Column 1: 10 of diamonds,")
    assert "Column 3: king of spades, 6 of clubs, 6 of spades, 2 of spades, 8 of clubs, " \
           "8 of diamonds, 3 of clubs (free: 3 of clubs);" in text
    assert text.endswith("(free: 9 of spades).")


def test_won_game() -> None:
    cols: list[list[str] | None] = [["KC"], [], [], [], [], [], [], []]
    g = game(cols, [None] * 8)
    assert g.status is Status.PLAYING
    g.play(g.parse_move("1f"))
    assert g.status is Status.WON and g.is_won()
    assert g.score == 10
    with pytest.raises(Refusal):
        g.play(g.parse_move("f41"))


def test_the_position_words_are_translated() -> None:
    from game.i18n import translator

    for msgid in ("Cells: {cards}", "foundations: {cards}"):
        assert all(translator(lang).gettext(msgid) != msgid for lang in ("he", "hu", "ru"))
    for context in ("cell", "foundation"):
        assert all(translator(lang).pgettext(context, "empty") != "empty"
                   for lang in ("he", "hu", "ru"))
