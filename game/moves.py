"""Places and exact moves.

A ``Move`` is always exact, as in python-chess: where the cards come from, where they go (a
foundation by its number, never "some foundation") and how many move together. Its text,
``str(move)``, is lossless and needs no position to be read back (``Move.from_text``):
``3>f2`` (column 3 to foundation 2), ``s>w`` (a draw), ``1>5x4`` (four cards from column 1
onto column 5), ``w>sx24`` (the waste turned back into the stock). Saved games use it.

A place's text has no cap on the count: columns ``1``..``9`` as the seeds write them, then
``c10``, ``c11``...; foundations ``f1``, ``f2``... (``f12`` is foundation 12); cells ``a``..``h``
(``f`` alone is cell f); ``w`` the waste, ``s`` the stock. A game may have at most eight cells
and one waste and one stock: the players' notation has no name for more, and registration
checks it (``game.registry``).

The players' notation of SPEC.md (``s``, ``5``, ``3f``, ``35``...) says less: which foundation
and how many cards are for the position to decide. It is read and written in one place,
``game.notation``, and through ``Variant.parse_move`` and ``Variant.notation``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import Enum


class PileKind(Enum):
    COLUMN = "column"
    CELL = "cell"
    WASTE = "waste"
    STOCK = "stock"
    FOUNDATION = "foundation"

    # Members are singletons: hashing by identity is exact, and Enum's own hash (of the
    # name, in Python) made every place lookup of the rules and the solvers' replays slow.
    __hash__ = object.__hash__


CELL_LETTERS = "abcdefgh"
DIGIT_COLUMNS = 9  # columns 1..9 are written as one digit (the seeds' notation); then c10, c11...


@dataclass(frozen=True, slots=True)
class Place:
    """A pile on the table. ``index`` is 0-based; a foundation without index means "any"
    (only the notation and a drop on the foundation area speak of one)."""

    kind: PileKind
    index: int | None = None

    def __str__(self) -> str:
        k, i = self.kind, self.index
        if k is PileKind.COLUMN:
            number = (i or 0) + 1
            return str(number) if number <= DIGIT_COLUMNS else f"c{number}"
        if k is PileKind.CELL:
            if not 0 <= (i or 0) < len(CELL_LETTERS):
                raise ValueError(f"cell {(i or 0) + 1} has no letter (a game has at most 8)")
            return CELL_LETTERS[i or 0]
        if k is PileKind.WASTE:
            return "w"
        if k is PileKind.STOCK:
            return "s"
        return "f" if i is None else f"f{i + 1}"


STOCK = Place(PileKind.STOCK)
WASTE = Place(PileKind.WASTE)
FOUNDATION = Place(PileKind.FOUNDATION)  # any foundation: a drop on the foundation area


def column(i: int) -> Place:
    return Place(PileKind.COLUMN, i)


def cell(i: int) -> Place:
    return Place(PileKind.CELL, i)


def foundation(i: int | None = None) -> Place:
    return Place(PileKind.FOUNDATION, i)


@dataclass(frozen=True, slots=True)
class Move:
    """One player action: ``count`` cards from the end of ``source`` onto ``target``.

    A draw is ``Move(STOCK, WASTE)``; turning the waste back is ``Move(WASTE, STOCK, n)``; a
    Golf removal is ``Move(column(i), WASTE)``.
    """

    source: Place
    target: Place
    count: int = 1

    def __str__(self) -> str:
        text = f"{self.source}>{self.target}"
        return text if self.count == 1 else f"{text}x{self.count}"

    @classmethod
    def from_text(cls, text: str) -> Move:
        """Read ``str(move)`` back; raises ValueError for anything else."""
        m = _EXACT.fullmatch(text.strip().lower())
        if not m:
            raise ValueError(f"not an exact move: {quoted(text)}")
        count = int(m.group(3) or 1)
        return cls(_exact_place(m.group(1)), _exact_place(m.group(2)), count)


DRAW = Move(STOCK, WASTE)
_SHOWN = 24  # characters of a bad token quoted in its message


def quoted(text: str) -> str:
    """A token as its message quotes it: whole if short, else its start (a message stays one
    readable line whatever was typed)."""
    if len(text) <= _SHOWN:
        return repr(text)
    return f"{text[:_SHOWN]!r}... ({len(text)} characters)"

# One spelling per place: a column past 9 only as c10..., never c1..c9; numbers without a
# leading zero; at most six digits (far past any game's piles or cards, and Python refuses to
# read a number of thousands of digits: a longer one is no move).
_PLACE = r"([1-9]|c[1-9][0-9]{1,5}|[a-h]|w|s|f[1-9][0-9]{0,5})"
_EXACT = re.compile(rf"{_PLACE}>{_PLACE}(?:x([1-9][0-9]{{0,5}}))?", re.ASCII)


def _exact_place(text: str) -> Place:
    if text.isdigit():
        return column(int(text) - 1)
    if text == "w":
        return WASTE
    if text == "s":
        return STOCK
    if len(text) > 1:  # c10..., f1...
        number = int(text[1:]) - 1
        return column(number) if text[0] == "c" else foundation(number)
    return cell(CELL_LETTERS.index(text))
