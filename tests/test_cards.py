from __future__ import annotations

import pytest

from game.cards import CARDS, Card, Suit, full_deck


def test_52_distinct_cards_in_index_order() -> None:
    assert len(set(CARDS)) == 52
    assert [c.index for c in CARDS] == list(range(52))


@pytest.mark.parametrize(
    ("text", "rank", "suit"),
    [("QH", 12, Suit.HEARTS), ("TS", 10, Suit.SPADES), ("10S", 10, Suit.SPADES),
     ("ac", 1, Suit.CLUBS), (" kd ", 13, Suit.DIAMONDS)],
)
def test_parse(text: str, rank: int, suit: Suit) -> None:
    card = Card.parse(text)
    assert (card.rank, card.suit) == (rank, suit)
    assert Card.parse(str(card)) is card


@pytest.mark.parametrize("bad", ["", "1S", "11S", "QX", "Q", "QHH", "0S", "#QS"])
def test_parse_rejects(bad: str) -> None:
    with pytest.raises(ValueError):
        Card.parse(bad)


def test_symbols_and_colours() -> None:
    assert Card.parse("TS").symbol == "10♠"
    assert Card.parse("AC").symbol == "A♣"
    assert Card.parse("2H").is_red and Card.parse("2D").is_red
    assert not Card.parse("2S").is_red and not Card.parse("2C").is_red


def test_two_decks() -> None:
    deck = full_deck(2)
    assert len(deck) == 104 and len(set(deck)) == 52
