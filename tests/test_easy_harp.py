"""Easy Harp: the deal, one card at a time, King runs, turn-ups, the stock, foundation slots,
scores (the 1 220 clean win), taps and the position in words."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game import game_from_layout
from game.cards import KING, Card, full_deck
from game.deal import shuffled
from game.describe import describe
from game.games.easy_harp import (
    MSG_COLOUR,
    MSG_FACE_DOWN,
    MSG_FOUNDATION,
    MSG_FOUNDATION_BACK,
    MSG_FOUNDATION_NOT_YET,
    MSG_KING_ONLY,
    MSG_ONE_AT_A_TIME,
    MSG_RANK,
    MSG_SLOT_SUIT,
    MSG_STOCK_AND_WASTE_EMPTY,
    EasyHarp,
)
from game.moves import STOCK, WASTE, Move, column, foundation
from game.variant import LayoutError, Refusal, Status

RANKS = "A23456789TJQK"


def harp_layout(
    columns: list[list[str]],
    waste: list[str] | None = None,
    foundations: list[list[str]] | None = None,
    stock: list[str] | None = None,
) -> dict[str, Any]:
    """A complete layout: what is not placed goes to the stock (in deck order)."""
    waste = waste or []
    foundations = foundations or [[] for _ in range(8)]
    columns = columns + [[] for _ in range(9 - len(columns))]
    used = Counter(c.lstrip("#") for col in columns for c in col)
    used.update(waste)
    used.update(c for pile in foundations for c in pile)
    if stock is None:
        spare = Counter(str(c) for c in full_deck(2)) - used
        stock = [str(c) for c in full_deck() for _ in range(spare[str(c)])]
    return {
        "game": "easy_harp",
        "options": "N",
        "tableau": columns,
        "stock": stock,
        "waste": waste,
        "foundations": foundations,
    }


def harp(columns: list[list[str]], **kw: Any) -> EasyHarp:
    g = game_from_layout(harp_layout(columns, **kw))
    assert isinstance(g, EasyHarp)
    return g


def refused(g: EasyHarp, token: str) -> str:
    with pytest.raises(Refusal) as info:
        g.play(g.parse_move(token))
    return info.value.msgid


def drag_refused(g: EasyHarp, place: Any, index: int, target: Any) -> str:
    with pytest.raises(Refusal) as info:
        g.drag_move(place, index, target)
    return info.value.msgid


# --- the deal ---------------------------------------------------------------------------


def test_deal_is_klondike_rows_from_two_decks() -> None:
    deck = shuffled(full_deck(2), "EH", 5)
    g = EasyHarp.from_code("EH1-N-AAAAAAF")
    k = 0
    for row in range(9):
        for j in range(row, 9):
            assert g.tableau[j][row] == deck[k]
            k += 1
    assert [len(col) for col in g.tableau] == list(range(1, 10))
    assert g.hidden == list(range(9))
    assert g.hidden_count() == 36
    assert g.layout()["stock"] == [str(c) for c in deck[45:]]
    assert len(g.stock) == 59 and g.waste == [] and g.foundations == [[]] * 8
    assert g.card_counts() == Counter(full_deck(2))
    assert all(v == 2 for v in g.card_counts().values())


@settings(max_examples=40, deadline=None)
@given(st.integers(min_value=1, max_value=999_999))
def test_every_deal_and_its_layout(deal: int) -> None:
    g = EasyHarp.new(deal)
    assert g.hidden_count() == 36 and len(g.stock) == 59
    data = g.layout()
    assert sum(c.startswith("#") for col in data["tableau"] for c in col) == 36
    assert all(not col[-1].startswith("#") for col in data["tableau"])
    again = game_from_layout(data)
    assert again.snapshot() == g.snapshot()


# --- columns: one card at a time, King runs, refusals --------------------------------------


def _board() -> EasyHarp:
    return harp([
        ["#5C", "8S", "7H", "6C"],  # a run not headed by a King
        ["#3S", "KD", "QC", "JH"],  # a King run over a hidden card
        [],
        ["#2D", "9H"],
        ["TS"],
        ["#4C", "7D"],
        ["QS"],
        ["6H"],
        ["#6S", "KH"],
    ])


def test_building_needs_the_opposite_colour_and_one_rank_lower() -> None:
    g = _board()
    assert refused(g, "86") == MSG_COLOUR  # 6H on 7D
    assert refused(g, "81") == MSG_RANK  # 6H on 6C
    assert refused(g, "97") == MSG_RANK  # KH on QS
    assert refused(g, "13") == MSG_KING_ONLY  # 6C into the empty column
    assert str(Refusal(MSG_KING_ONLY)) == "Only a King can go into an empty column"
    assert g.play(g.parse_move("16")) == Move(column(0), column(5), 1)  # 6C on 7D
    assert g.score == 0  # the card above, 7H, was already face up


def test_a_run_moves_one_card_at_a_time() -> None:
    g = _board()
    assert g.pick_refusal(column(0), 1) is not None
    assert g.pick_refusal(column(0), 1).msgid == MSG_ONE_AT_A_TIME  # type: ignore[union-attr]
    assert drag_refused(g, column(0), 1, column(4)) == MSG_ONE_AT_A_TIME
    assert g.pick_refusal(column(0), 0).msgid == MSG_FACE_DOWN  # type: ignore[union-attr]
    # The King run may be picked up, but goes as a unit only into an empty column.
    assert g.pick_refusal(column(1), 1) is None
    assert drag_refused(g, column(1), 1, column(6)) == MSG_ONE_AT_A_TIME
    with pytest.raises(Refusal) as info:
        g.play(Move(column(1), column(4), 3))
    assert info.value.msgid == MSG_ONE_AT_A_TIME


def test_a_king_run_moves_into_an_empty_column_and_turns_up_the_card() -> None:
    g = _board()
    move = g.drag_move(column(1), 1, column(2))
    assert move == Move(column(1), column(2), 3)
    assert g.parse_move("23") == move  # the notation means the same run
    g.play(move)
    assert [str(c) for c in g.tableau[2]] == ["KD", "QC", "JH"]
    assert g.hidden[1] == 0 and g.face_up(column(1), 0)
    assert g.score == 5  # 0 for the run, +5 for the card turned up
    g.undo()
    assert g.hidden[1] == 1 and not g.face_up(column(1), 0)
    assert g.score == 0
    # A lone King too; the 6S under it turns up.
    g.play(g.parse_move("93"))
    assert g.score == 5 and g.hidden[8] == 0


def test_turned_up_card_scores_on_top_of_the_move() -> None:
    g = _board()
    g.play(g.parse_move("45"))  # 9H on TS uncovers 2D
    assert g.score == 5
    assert g.layout()["tableau"][3] == ["2D"]
    g.undo()
    assert g.layout()["tableau"][3] == ["#2D", "9H"]


# --- the stock and the redeal ----------------------------------------------------------------


def test_redeal_turns_the_waste_back_in_the_same_order() -> None:
    g = EasyHarp.new(42)
    first = g.layout()["stock"]
    for _ in range(59):
        g.play(g.parse_move("s"))
    assert g.stock == [] and len(g.waste) == 59
    assert g.waste[0] == Card.parse(first[0]) and g.waste[-1] == Card.parse(first[-1])
    g.play(g.parse_move("s"))  # the redeal
    assert g.layout()["stock"] == first and g.waste == []
    assert g.score == 0
    g.play(g.parse_move("s"))
    assert str(g.waste_top) == first[0]
    g.undo()
    g.undo()
    assert len(g.waste) == 59  # the redeal undone in one action


def test_empty_stock_and_waste_refuse() -> None:
    piles = [[r + s for r in RANKS] for s in "SSHHDDC"] + [[]]
    g = harp([["#" + r + "C" for r in reversed(RANKS[1:])] + ["AC"]], foundations=piles)
    assert refused(g, "s") == MSG_STOCK_AND_WASTE_EMPTY


# --- foundations ---------------------------------------------------------------------------


def _foundation_board() -> EasyHarp:
    piles: list[list[str]] = [["AS"], [], [], [], [], [], [], []]
    return harp([["2S"], ["AS"], ["AH"], ["2H"], ["3D"]], foundations=piles)


def test_the_first_foundation_of_the_suit_takes_the_card() -> None:
    g = _foundation_board()
    assert g.play(g.parse_move("2f")) == Move(column(1), foundation(1), 1)  # f1 has AS already
    assert g.play(g.parse_move("1f")) == Move(column(0), foundation(0), 1)
    assert g.play(g.parse_move("3f")) == Move(column(2), foundation(2), 1)  # f3 is ♥
    move = g.parse_move("4f")
    assert g.notation(move) == "4f"
    g.play(move)
    assert g.foundations[2] == [Card.parse("AH"), Card.parse("2H")]
    assert g.score == 40


def test_each_slot_belongs_to_its_suit() -> None:
    g = _foundation_board()
    with pytest.raises(Refusal) as info:
        g.play(Move(column(2), foundation(0), 1))  # AH into a spade slot
    assert info.value.msgid == MSG_SLOT_SUIT
    # A drop anywhere on the foundations finds the slot that takes the card.
    assert g.drag_move(column(2), 0, foundation(7)) == Move(column(2), foundation(2), 1)
    lit = g.legal_targets(column(2), 0)
    assert [t for t in lit if t.kind.value == "foundation"] == [foundation(2)]
    # Nothing takes 2H yet: the reason fits the slot it was dropped on.
    assert drag_refused(g, column(3), 0, foundation(0)) == MSG_SLOT_SUIT
    assert drag_refused(g, column(3), 0, foundation(3)) == MSG_FOUNDATION
    assert refused(g, "5f") == MSG_FOUNDATION  # 3D on nothing
    with pytest.raises(Refusal) as info:
        g.tap_move(column(3), 0)
    assert info.value.msgid == MSG_FOUNDATION_NOT_YET


def test_cards_come_back_from_a_foundation_for_nothing() -> None:
    g = _foundation_board()
    g.play(g.parse_move("3f"))
    assert g.score == 10
    assert g.play(g.parse_move("f31")) == Move(foundation(2), column(0), 1)  # AH on 2S
    assert g.score == 10
    assert refused(g, "f1f") == MSG_FOUNDATION_BACK
    with pytest.raises(Refusal) as info:
        g.tap_move(foundation(0), 0)
    assert info.value.msgid == MSG_FOUNDATION_BACK


# --- the waste, scores and the clean win --------------------------------------------------------


def test_waste_to_column_and_to_foundation() -> None:
    g = harp([["8S"], ["AD"]], waste=["7H"])
    assert g.play(g.parse_move("w1")) == Move(WASTE, column(0), 1)
    assert g.score == 5
    g.play(g.parse_move("s"))  # the stock in deck order: AS first
    assert str(g.waste_top) == "AS"
    assert g.play(g.parse_move("wf")) == Move(WASTE, foundation(0), 1)
    assert g.score == 15
    g.undo()
    g.undo()
    assert g.score == 5


def _winnable_layout() -> dict[str, Any]:
    """Cards in foundation order; the columns are cleared one after the other, bottom up,
    then every stock card goes straight up."""
    order = [Card(r, s) for r in range(1, 14) for s in sorted({c.suit for c in full_deck()})
             for _ in range(2)]
    columns: list[list[str]] = []
    k = 0
    for j in range(9):
        cards = [str(c) for c in reversed(order[k : k + j + 1])]
        columns.append(["#" + c for c in cards[:-1]] + cards[-1:])
        k += j + 1
    return harp_layout(columns, stock=[str(c) for c in order[45:]])


def _play_out(g: EasyHarp, kings_via_column: bool) -> int:
    """Play to the win; returns how many cards went from the waste to a column."""
    from_waste = 0
    while not g.is_won():
        top = g.waste_top
        if kings_via_column and top is not None and top.rank == KING and not g.tableau[0]:
            g.play(g.parse_move("w1"))
            from_waste += 1
            continue
        up = [m for m in g.legal_moves() if m.target and m.target.kind.value == "foundation"]
        g.play(up[0] if up else Move(STOCK, WASTE))
    return from_waste


def test_a_clean_win_scores_1220() -> None:
    g = game_from_layout(_winnable_layout())
    assert isinstance(g, EasyHarp)
    assert g.hidden_count() == 36 and len(g.stock) == 59
    assert _play_out(g, kings_via_column=False) == 0
    assert g.status is Status.WON
    assert g.score == 1220
    with pytest.raises(Refusal):
        g.play(g.parse_move("s"))


def test_a_clean_win_adds_5_per_waste_to_column_card() -> None:
    g = game_from_layout(_winnable_layout())
    assert isinstance(g, EasyHarp)
    n = _play_out(g, kings_via_column=True)
    assert n == 8  # every King went through column 1
    assert g.is_won()
    assert g.score == 1220 + 5 * n


# --- taps ---------------------------------------------------------------------------------------


def test_tap_and_double_tap() -> None:
    g = harp([["AH"], ["#2C", "8S"], ["#4C", "9D", "8C"], ["TC", "9H"], [], ["KS"],
              ["#3C", "KC", "QH"]], waste=["7D"])
    assert g.tap_move(STOCK, 0) == Move(STOCK, WASTE)
    assert g.tap_move(column(0), 0) == Move(column(0), foundation(2), 1)
    with pytest.raises(Refusal):
        g.tap_move(column(1), 1)  # 8S: no foundation
    # double tap: foundation first, then the longest column, then an empty column for a King
    assert g.double_tap_move(column(0), 0) == Move(column(0), foundation(2), 1)
    assert g.double_tap_move(WASTE, 0) == Move(WASTE, column(2), 1)  # 8C is in the longer one
    assert g.double_tap_move(column(6), 1) == Move(column(6), column(4), 2)  # the King run
    with pytest.raises(Refusal) as info:
        g.double_tap_move(column(5), 0)  # a King alone in its column stays
    assert info.value.msgid == "This card has nowhere to go"
    assert g.double_tap_move(column(1), 1) == Move(column(1), column(3), 1)  # 8S on 9H
    # One tap moves a card wherever it fits (the setting): the same places, one tap.
    assert g.one_tap_move(column(0), 0) == Move(column(0), foundation(2), 1)
    assert g.one_tap_move(column(1), 1) == Move(column(1), column(3), 1)
    assert g.one_tap_move(column(6), 1) == Move(column(6), column(4), 2)  # the King run
    with pytest.raises(Refusal) as info:
        g.one_tap_move(column(5), 0)
    assert info.value.msgid == "This card has nowhere to go"


# --- layouts and words --------------------------------------------------------------------------


def test_layout_errors() -> None:
    data = harp_layout([["#KS", "QH"]])
    data["tableau"][0] = ["KS", "#QH"]
    with pytest.raises(LayoutError):
        game_from_layout(data)
    data = harp_layout([["KS"]])
    data["stock"].append("AS")
    with pytest.raises(LayoutError):
        game_from_layout(data)
    data = harp_layout([["KS"]])
    data["foundations"][0] = ["AH"]
    with pytest.raises(LayoutError):
        game_from_layout(data)


def test_describe_in_english() -> None:
    g = EasyHarp.from_code("EH1-N-AAAAAAF")
    text = describe(g, "en")
    assert text.startswith(
        "Stock: 59 cards; waste: empty; foundations: empty, empty, empty, empty, empty, empty, "
        "empty, empty. Column 1: king of spades (free: king of spades); Column 2: 1 hidden card, "
        "8 of diamonds (free: 8 of diamonds); Column 3: 2 hidden cards, 8 of clubs"
    )
    g.play(g.parse_move("s"))
    assert describe(g, "en").startswith("Stock: 58 cards; waste: 2 of spades;")


# --- translations ---------------------------------------------------------------------------


def test_describe_in_hebrew_has_the_seed_shape() -> None:
    g = EasyHarp.from_code("EH1-N-AAAAAAF")
    text = describe(g, "he")
    assert text.startswith(
        "קופה: 59 קלפים; ערימת השלכה: ריקה; ערימות יסוד: "
        + ", ".join(["ריקה"] * 8)
        + ". "
        "טור 1: מלך עלה (פנוי: מלך עלה); טור 2: קלף מוסתר אחד, 8 יהלום (פנוי: 8 יהלום); "
        "טור 3: 2 קלפים מוסתרים, 8 תלתן (פנוי: 8 תלתן);"
    )


# --- passes through the stock ----------------------------------------------------------------
def _through_the_stock(g: EasyHarp, times: int) -> None:
    """Draw the whole stock and turn the waste back, ``times`` times."""
    for _ in range(times):
        while g.stock:
            g.play(g.stock_move())  # type: ignore[arg-type]
        g.play(g.stock_move())  # type: ignore[arg-type]


def test_the_pass_number_counts_turn_backs_and_undo_takes_one_back() -> None:
    g = EasyHarp.new(5)
    assert g.pass_number() == 1
    _through_the_stock(g, 2)
    assert g.pass_number() == 3 and len(g.stock) == 59
    g.undo()  # the last turn back
    assert g.pass_number() == 2 and not g.stock
    g.play(g.stock_move())  # type: ignore[arg-type]
    assert g.pass_number() == 3


def test_the_pass_number_stays_out_of_the_layout() -> None:
    g = EasyHarp.new(5)
    fresh = g.layout()
    _through_the_stock(g, 1)
    assert g.layout() == fresh  # the SPEC's format: the same cards in the same places
    loaded = game_from_layout(g.layout())
    assert loaded.pass_number() == 1
    assert loaded.key() == g.key() and loaded.snapshot() != g.snapshot()
    assert g.beyond_layout() == {"passes": 1}
    loaded.set_beyond_layout(g.beyond_layout())
    assert loaded.snapshot() == g.snapshot()


@pytest.mark.parametrize("bad", [{"passes": -1}, {"passes": "2"}, {"passes": 2.0},
                                 {"passes": True}])
def test_a_bad_pass_count_is_refused(bad: dict[str, object]) -> None:
    with pytest.raises(LayoutError):
        EasyHarp.new(5).set_beyond_layout(bad)  # type: ignore[arg-type]
