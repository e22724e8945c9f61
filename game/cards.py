"""Cards: ranks, suits, colours and the two-letter text form ("QH", "TS", "10S" on input)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum

RANK_LETTERS = "A23456789TJQK"
SUIT_LETTERS = "SHDC"
SUIT_SYMBOLS = "♠♥♦♣"


class Suit(IntEnum):
    """Suits in the foundation order of the seeds: ♠ ♥ ♦ ♣."""

    SPADES = 0
    HEARTS = 1
    DIAMONDS = 2
    CLUBS = 3

    @property
    def letter(self) -> str:
        return SUIT_LETTERS[self]

    @property
    def symbol(self) -> str:
        return SUIT_SYMBOLS[self]

    @property
    def is_red(self) -> bool:
        return self in (Suit.HEARTS, Suit.DIAMONDS)


ACE, JACK, QUEEN, KING = 1, 11, 12, 13


@dataclass(frozen=True, slots=True, order=True)
class Card:
    """A playing card. Ranks run 1 (Ace) to 13 (King)."""

    rank: int
    suit: Suit

    def __post_init__(self) -> None:
        if not 1 <= self.rank <= 13:
            raise ValueError(f"rank out of range: {self.rank}")

    @property
    def is_red(self) -> bool:
        return self.suit.is_red

    @property
    def index(self) -> int:
        """0..51, suit-major: a dense number for tables and bit sets."""
        return self.suit * 13 + self.rank - 1

    @property
    def rank_text(self) -> str:
        """The rank as players write it: A 2..10 J Q K."""
        return "10" if self.rank == 10 else RANK_LETTERS[self.rank - 1]

    @property
    def symbol(self) -> str:
        """Short display form with the suit symbol: "10♠", "A♣"."""
        return self.rank_text + self.suit.symbol

    def __str__(self) -> str:
        return RANK_LETTERS[self.rank - 1] + self.suit.letter

    def __repr__(self) -> str:
        return f"Card({self})"

    @classmethod
    def parse(cls, text: str) -> Card:
        """Read "QH", "TS", "10S" (case-insensitive). Raises ValueError."""
        t = text.strip().upper()
        if len(t) == 3 and t.startswith("10"):
            t = "T" + t[2]
        if len(t) != 2 or t[0] not in RANK_LETTERS or t[1] not in SUIT_LETTERS:
            raise ValueError(f"not a card: {text!r}")
        return CARDS[SUIT_LETTERS.index(t[1]) * 13 + RANK_LETTERS.index(t[0])]


CARDS: tuple[Card, ...] = tuple(Card(r, s) for s in Suit for r in range(1, 14))
"""The 52 cards in index order; parse() returns these shared instances."""


def full_deck(decks: int = 1) -> list[Card]:
    """The unshuffled deck (or decks) in index order."""
    return [c for _ in range(decks) for c in CARDS]
