"""Places and moves, with the text notation of SPEC.md both ways.

Places: columns ``1``..``9``, free cells ``a``..``h``, waste ``w``, stock ``s``, foundations
``f`` as a destination (the game picks one) and ``f1``..``f8`` as a source.
Moves: ``s`` (draw), ``5`` (Golf: take column 5's last card), ``3a``, ``wf``, ``f13``...,
and ``u`` (undo, which is not a move but an action of the text face).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


class PileKind(Enum):
    COLUMN = "column"
    CELL = "cell"
    WASTE = "waste"
    STOCK = "stock"
    FOUNDATION = "foundation"


CELL_LETTERS = "abcdefgh"


@dataclass(frozen=True, slots=True)
class Place:
    """A pile on the table. ``index`` is 0-based; a foundation without index means "any"."""

    kind: PileKind
    index: int | None = None

    def __str__(self) -> str:
        k, i = self.kind, self.index
        if k is PileKind.COLUMN:
            return str((i or 0) + 1)
        if k is PileKind.CELL:
            return CELL_LETTERS[i or 0]
        if k is PileKind.WASTE:
            return "w"
        if k is PileKind.STOCK:
            return "s"
        # A foundation as destination is always "f"; as a source it carries its number.
        return "f" if i is None else f"f{i + 1}"


STOCK = Place(PileKind.STOCK)
WASTE = Place(PileKind.WASTE)
FOUNDATION = Place(PileKind.FOUNDATION)


def column(i: int) -> Place:
    return Place(PileKind.COLUMN, i)


def cell(i: int) -> Place:
    return Place(PileKind.CELL, i)


def foundation(i: int | None = None) -> Place:
    return Place(PileKind.FOUNDATION, i)


class NotationError(ValueError):
    """A move token that cannot be read."""


@dataclass(frozen=True, slots=True)
class Move:
    """One player action: take from ``source``, put on ``target``.

    A draw is ``Move(STOCK)``; a Golf removal is ``Move(column(i))`` (the waste is implied).
    ``count`` is how many cards move together (Eight Off group moves, King runs); 0 means
    "as many as the game allows", which is what the notation says.
    """

    source: Place
    target: Place | None = None
    count: int = 0

    def __str__(self) -> str:
        if self.target is None:
            return str(self.source)
        if self.target.kind is PileKind.FOUNDATION:
            return str(self.source) + "f"  # the game picks the foundation, as a drop does
        return str(self.source) + str(self.target)

    @classmethod
    def parse(cls, token: str) -> Move:
        t = token.strip().lower()
        if not t:
            raise NotationError("empty move")
        source, rest = _read_place(t, as_source=True)
        if not rest:
            if source.kind not in (PileKind.STOCK, PileKind.COLUMN):
                raise NotationError(f"move {token!r} has no destination")
            return cls(source)
        target, rest = _read_place(rest, as_source=False)
        if rest:
            raise NotationError(f"unexpected {rest!r} in move {token!r}")
        if source.kind is PileKind.STOCK or target.kind is PileKind.STOCK:
            raise NotationError(f"the stock takes no part in move {token!r}")
        return cls(source, target)


def _read_place(t: str, as_source: bool) -> tuple[Place, str]:
    ch = t[0]
    if ch in "0123456789":  # str.isdigit() also takes full-width and Arabic-Indic digits
        if ch == "0":
            raise NotationError("columns are numbered from 1")
        return column(int(ch) - 1), t[1:]
    if ch == "f":
        # "f" is both the foundations and the sixth cell. As a source, "f" + digit + more is
        # a foundation ("f13", "f2a"); otherwise it is cell f ("f3", "fa", "ff"). As a
        # destination it is the foundations; Eight Off falls back to cell f when no
        # foundation takes the card (see EightOff.resolve).
        if as_source and len(t) >= 3 and t[1] in "12345678":
            return foundation(int(t[1]) - 1), t[2:]
        if not as_source:
            return FOUNDATION, t[1:]
        return cell(CELL_LETTERS.index("f")), t[1:]
    if ch in CELL_LETTERS:
        return cell(CELL_LETTERS.index(ch)), t[1:]
    if ch == "w":
        return WASTE, t[1:]
    if ch == "s":
        return STOCK, t[1:]
    raise NotationError(f"unknown place {ch!r}")


UNDO_TOKEN = "u"


def parse_line(text: str) -> list[Move | None]:
    """Read a space-separated move list; ``None`` stands for ``u`` (undo)."""
    out: list[Move | None] = []
    for token in text.split():
        out.append(None if token.lower() == UNDO_TOKEN else Move.parse(token))
    return out
