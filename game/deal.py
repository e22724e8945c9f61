"""Deals: our own random generator and shuffle, deal numbers, game codes and the daily deal.

The generator is SplitMix64 (Steele, Lea & Flood 2014), chosen because it is tiny, fully
specified and gives the same numbers on every machine and Python version. Python's ``random`` is
never used: a code must mean the same cards forever.

Algorithm, exactly:

1. ``seed = (P << 24) | deal`` where ``P`` is the game's two prefix letters read as a big-endian
   16-bit number (``"GO"`` = 0x474F, ``"EO"`` = 0x454F, ``"EH"`` = 0x4548) and ``deal`` is the
   deal number 1..999 999. Options (Easy/Classic, cells) never change the cards.
2. SplitMix64: ``state += 0x9E3779B97F4A7C15``; ``z = state``;
   ``z = (z ^ z >> 30) * 0xBF58476D1CE4E5B9``; ``z = (z ^ z >> 27) * 0x94D049BB133111EB``;
   ``z ^= z >> 31`` (all modulo 2^64).
3. ``below(n)``: draw ``z`` until ``z < 2^64 - (2^64 mod n)`` and return ``z mod n`` (no bias).
4. Fisher-Yates from the top: for ``i`` from ``len-1`` down to 1, swap ``deck[i]`` with
   ``deck[below(i + 1)]``. The deck starts in index order (♠ A..K, ♥, ♦, ♣; twice for two decks).
5. Each game then takes the cards from the front of the shuffled deck, as its module documents.

Published deals. A deal that a customer's rules page prints is dealt exactly as printed, so
its code replays the page's example: ``PUBLISHED`` holds its deck in dealing order, and
``deck_for`` returns it instead of the shuffle. There is one: Golf deal 1 (``GO1-E-AAAAAAB``
and ``GO1-C-AAAAAAB``), the worked example of the Golf rules page (its ``pages/rules.*``):
waste A♣, column 1 6♣ 5♠ Q♠ 10♠ 6♥ ... and the stock in the order that the page's winning
line draws it. Every other deal comes from the generator.
"""

from __future__ import annotations

import datetime as _dt
from collections.abc import Iterable
from dataclasses import dataclass
from typing import ClassVar, Protocol, TypeVar

from game.cards import Card, full_deck
from game.i18n import _

MASK64 = (1 << 64) - 1
MAX_DEAL = 999_999
CODE_LETTERS = 7
_T = TypeVar("_T")


class SplitMix64:
    """The deal generator. See the module docstring for the exact definition."""

    def __init__(self, seed: int) -> None:
        self.state = seed & MASK64

    def next(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & MASK64
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in 0..n-1 without modulo bias."""
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            z = self.next()
            if z < limit:
                return z % n


def seed_for(prefix: str, deal: int) -> int:
    return (int.from_bytes(prefix.encode("ascii"), "big") << 24) | deal


def shuffled(items: list[_T], prefix: str, deal: int) -> list[_T]:
    """A new list: ``items`` shuffled for this game prefix and deal number."""
    check_deal(deal)
    rng = SplitMix64(seed_for(prefix, deal))
    deck = list(items)
    for i in range(len(deck) - 1, 0, -1):
        j = rng.below(i + 1)
        deck[i], deck[j] = deck[j], deck[i]
    return deck


# Decks in dealing order (Golf: card k to column k mod 7 for k < 35, then the waste, then the
# stock in drawing order), keyed by game prefix and deal number.
PUBLISHED: dict[tuple[str, int], str] = {
    ("GO", 1): "6C 2S TC 3D JH TH 3S 5S KC AH QH 3C 4H 7S QS 4S 2D AS 7D 7H 3H TS 2C 5D KD 8H "
    "7C 9S 6H 8C JS 4C 9C 8D 5C AC 8S 6S KS 2H 5H 9H 6D TD AD KH 4D 9D JD QD JC QC",
}


def deck_for(prefix: str, deal: int, decks: int = 1) -> list[Card]:
    """The cards of a deal in dealing order: the published deck, or the shuffled one."""
    published = PUBLISHED.get((prefix, deal))
    if published is not None:
        return [Card.parse(text) for text in published.split()]
    return shuffled(full_deck(decks), prefix, deal)


class CodeError(ValueError):
    """A game code or deal number that cannot be read; the message is in the player's language."""


def check_deal(deal: int) -> None:
    if not 1 <= deal <= MAX_DEAL:
        raise CodeError(_("The deal number must be between 1 and 999 999."))


def deal_letters(deal: int) -> str:
    """The deal number in base 26 with A = 0, seven letters: 1 -> "AAAAAAB"."""
    check_deal(deal)
    out = []
    for _i in range(CODE_LETTERS):
        deal, digit = divmod(deal, 26)
        out.append(chr(ord("A") + digit))
    return "".join(reversed(out))


def letters_deal(letters: str) -> int:
    value = 0
    for ch in letters:
        value = value * 26 + ord(ch) - ord("A")
    return value


@dataclass(frozen=True, slots=True)
class GameCode:
    """A parsed game code: which game, its rule options, and the deal number."""

    prefix: str  # "GO", "EH", "EO"
    options: str  # "E", "C", "N", "C8", "C4", "C2"
    deal: int

    def __str__(self) -> str:
        return f"{self.prefix}1-{self.options}-{deal_letters(self.deal)}"


class Coded(Protocol):
    """What reading a code asks of a game's class (``game.variant.Variant`` has it)."""

    prefix: ClassVar[str]
    legacy_options: ClassVar[dict[str, str]]

    @classmethod
    def option_codes(cls) -> tuple[str, ...]: ...


def read_code(text: str, games: Iterable[type[Coded]]) -> GameCode:
    """Read a code such as ``GO1-E-AAAAAAB`` of one of ``games`` (any letter case, spaces
    around it forgiven); ``game.parse_code`` reads it against every registered game.

    Raises CodeError with a translated message saying what is wrong.
    """
    known = list(games)
    if not isinstance(text, str) or not text.strip():
        raise CodeError(_("The game code is empty."))
    t = text.strip().upper()
    parts = t.split("-")
    if len(parts) != 3:
        raise CodeError(
            _("A game code has three parts separated by dashes, like GO1-E-AAAAAAB.")
        )
    head, options, letters = parts
    prefix, version = head[:2], head[2:]
    cls = next((c for c in known if c.prefix == prefix), None)
    if cls is None:
        prefixes = ", ".join(c.prefix for c in known)
        raise CodeError(
            _("Unknown game in the code: it must start with one of {prefixes}.").format(
                prefixes=prefixes
            )
        )
    if version != "1":
        raise CodeError(_("Unsupported code version: the game letters must be followed by 1."))
    options = cls.legacy_options.get(options, options)
    codes = cls.option_codes()
    if options not in codes:
        allowed = ", ".join(codes)
        raise CodeError(
            _("This game has no rule option {option!r}; use one of: {allowed}.").format(
                option=options, allowed=allowed
            )
        )
    if len(letters) != CODE_LETTERS or not all("A" <= ch <= "Z" for ch in letters):
        raise CodeError(_("The deal part of the code must be 7 letters from A to Z."))
    deal = letters_deal(letters)
    if not 1 <= deal <= MAX_DEAL:
        raise CodeError(_("The deal number in the code must be between 1 and 999 999."))
    return GameCode(prefix, options, deal)




def daily_deal(day: _dt.date) -> int:
    """The deal number everybody plays on this calendar day.

    SplitMix64 seeded with the day's ordinal (days since 0001-01-01) gives the number, so
    consecutive days do not get consecutive deals: ``1 + next() % 999 999``.
    """
    return 1 + SplitMix64(day.toordinal()).next() % MAX_DEAL
