"""The position every game shares (game.position): piles from a declaration, the deal steps,
face-down cards, the layout both ways and its checks, snapshots."""

from __future__ import annotations

from typing import Any

import pytest

from game import VARIANTS, game_from_layout
from game.cards import Card, full_deck
from game.moves import STOCK, WASTE, PileKind, cell, column, foundation
from game.position import Dealer, LayoutError, card, fill, onto, rest, rows, triangle


def cards(text: str) -> list[Card]:
    return [Card.parse(t) for t in text.split()]


def deal_with(steps: tuple[Any, ...], deck: str, counts: dict[PileKind, int]) -> Dealer:
    dealer = Dealer(cards(deck), {kind: [[] for _ in range(n)] for kind, n in counts.items()})
    for step in steps:
        step(dealer)
    return dealer


def texts(piles: list[list[Card]]) -> list[str]:
    return [" ".join(map(str, pile)) for pile in piles]


def test_rows_deal_across_the_piles_left_to_right() -> None:
    dealer = deal_with((rows(PileKind.COLUMN, 2),), "AS 2S 3S 4S 5S 6S 7S", {PileKind.COLUMN: 3})
    assert texts(dealer.piles[PileKind.COLUMN]) == ["AS 4S", "2S 5S", "3S 6S"]
    assert dealer.deck == cards("7S")


def test_triangle_deals_klondike_rows() -> None:
    dealer = deal_with((triangle(PileKind.COLUMN),), "AS 2S 3S 4S 5S 6S 7S",
                       {PileKind.COLUMN: 3})
    assert texts(dealer.piles[PileKind.COLUMN]) == ["AS", "2S 4S", "3S 5S 6S"]


def test_fill_and_onto_stop_when_the_deck_is_out() -> None:
    dealer = deal_with((fill(PileKind.CELL), onto(PileKind.COLUMN, 1)), "AS 2S",
                       {PileKind.CELL: 4, PileKind.COLUMN: 2})
    assert texts(dealer.piles[PileKind.CELL]) == ["AS", "2S", "", ""]
    assert texts(dealer.piles[PileKind.COLUMN]) == ["", ""]


def test_rest_gives_the_stock_in_drawing_order_and_card_takes_one_out() -> None:
    dealer = deal_with((card(PileKind.FOUNDATION, "3S"), rest(PileKind.STOCK)), "AS 2S 3S 4S",
                       {PileKind.FOUNDATION: 1, PileKind.STOCK: 1})
    assert texts(dealer.piles[PileKind.FOUNDATION]) == ["3S"]
    assert texts(dealer.piles[PileKind.STOCK]) == ["4S 2S AS"]  # AS is drawn first: last


@pytest.mark.parametrize("name", list(VARIANTS))
def test_places_follow_the_declaration(name: str) -> None:
    cls = VARIANTS[name]
    for options in cls.option_codes():
        game = cls.new(1, options)
        kinds = [pile.kind for pile in cls.piles]
        assert [p.kind for p in game.places()] == sorted(
            (p.kind for p in game.places()), key=kinds.index)
        for pile in cls.piles:
            wanted = pile.count_for(options)
            assert sum(p.kind is pile.kind for p in game.places()) == wanted
        assert game.place_set == frozenset(game.places())
        with pytest.raises(KeyError):
            game.pile(column(len(game.tableau)))


def test_the_single_piles_have_no_number() -> None:
    game = VARIANTS["easy_harp"].new(1)
    assert STOCK in game.place_set and WASTE in game.place_set
    assert game.pile(STOCK) is game.stock and len(game.stock) == 59


def test_cells_hold_a_card_or_none() -> None:
    game = VARIANTS["eight_off"].new(1, "C4")
    assert len(game.cells) == 4 and all(game.cells)
    game.play(game.legal_moves()[0])
    layout = game.layout()
    assert layout["cells"] == [None if c is None else str(c) for c in game.cells]
    assert game_from_layout(layout).snapshot() == game.snapshot()
    with pytest.raises(KeyError):
        game.pile(cell(4))


def test_a_card_dealt_face_down_turns_up_when_it_becomes_last() -> None:
    game = VARIANTS["easy_harp"].new(5)
    assert game.hidden == list(range(9))
    assert not game.face_up(column(8), 7) and game.face_up(column(8), 8)
    assert not game.face_up(STOCK, 0) and game.face_up(foundation(0), 0)
    layout = game.layout()
    assert layout["tableau"][2] == ["#" + str(c) for c in game.tableau[2][:2]] + [
        str(game.tableau[2][2])]
    assert game_from_layout(layout).hidden == game.hidden


def base_layout(name: str) -> dict[str, Any]:
    return VARIANTS[name].new(3).layout()


@pytest.mark.parametrize(("name", "change"), [
    ("golf", lambda d: d.update(options="X")),
    ("golf", lambda d: d.pop("tableau")),
    ("golf", lambda d: d["tableau"].pop()),
    ("golf", lambda d: d.update(waste="AS")),
    ("golf", lambda d: d["tableau"][0].insert(0, "#" + d["tableau"][0].pop(0))),  # no face down
    ("golf", lambda d: d["tableau"][1].append(d["tableau"][0][0])),  # twice
    ("eight_off", lambda d: d["cells"].pop()),
    ("eight_off", lambda d: d["cells"].__setitem__(7, "KS")),  # 53 cards
    ("eight_off", lambda d: d["foundations"].__setitem__(0, ["2S"])),
    ("easy_harp", lambda d: d["tableau"][2].__setitem__(2, "#" + d["tableau"][2][2])),  # last down
    ("easy_harp", lambda d: d["foundations"].__setitem__(1, ["AH"])),  # the wrong suit's slot
    ("easy_harp", lambda d: d["stock"].pop()),  # 103 cards
])
def test_bad_layouts_are_refused(name: str, change: Any) -> None:
    data = base_layout(name)
    game_from_layout(data)
    change(data)
    with pytest.raises(LayoutError):
        game_from_layout(data)


def test_a_partial_layout_is_allowed_where_the_game_says_so() -> None:
    data = {"game": "golf", "tableau": [["AS"], [], [], [], [], [], []], "waste": ["2S"]}
    game = game_from_layout(data)
    assert list(game.all_cards()) == cards("AS 2S") and game.options == "E"
    assert game.layout() == {**data, "options": "E", "stock": []}


def test_the_deck_of_a_deal_is_dealt_whole() -> None:
    for cls in VARIANTS.values():
        game = cls.new(77)
        assert game.card_counts() == type(game.card_counts())(full_deck(cls.deck_count))


def test_a_snapshot_restores_the_same_position_in_fresh_lists() -> None:
    game = VARIANTS["easy_harp"].new(9)
    snap = game.snapshot()
    other = game.clone()
    other.play(other.legal_moves()[0])
    assert game.snapshot() == snap != other.snapshot()
    other.restore(snap)
    assert other.snapshot() == snap and other.tableau[0] is not game.tableau[0]
