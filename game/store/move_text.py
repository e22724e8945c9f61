"""The exact, lossless text of a move in saved games: the one pair ``move_text`` /
``move_from_text`` every saved-game reader and writer goes through.

A move made exact by the rules (which foundation, how many cards) is written in the notation
of SPEC.md when reading that text back gives the very same move (``s``, ``5``, ``3a``...).
Otherwise (a chosen foundation ``f2``, a group size, cell ``f`` as a destination) the notation
would lose something, and the exact form ``=<kind><number>>``<kind><number>``*<count>`` is
written, e.g. ``=c3>f2``: kinds c column, x cell, w waste, s stock, f foundation; numbers from
1. Files written with this form must stay readable: a new exact form (game/moves.py) replaces
the bodies of this pair and keeps reading these texts.
"""

from __future__ import annotations

import contextlib
import re
from functools import lru_cache

from game.moves import Move, NotationError, PileKind, Place

UNDO = "u"  # an undo in a schema-1 saved game's action list
_KIND_LETTERS = {
    PileKind.COLUMN: "c",
    PileKind.CELL: "x",
    PileKind.WASTE: "w",
    PileKind.STOCK: "s",
    PileKind.FOUNDATION: "f",
}
_LETTER_KINDS = {v: k for k, v in _KIND_LETTERS.items()}
_EXACT_RE = re.compile(r"=([cxwsf])(\d?)(?:>([cxwsf])(\d?))?(?:\*(\d{1,3}))?")


@lru_cache(maxsize=4096)  # a save writes the whole window: the same moves, again and again
def move_text(move: Move) -> str:
    """The exact text of a resolved move."""
    text = str(move)
    with contextlib.suppress(NotationError):
        if Move.parse(text) == move:
            return text
    out = "=" + _exact_place(move.source)
    if move.target is not None:
        out += ">" + _exact_place(move.target)
    if move.count:
        out += f"*{move.count}"
    return out


def move_from_text(text: str) -> Move:
    """Read what ``move_text`` wrote. Raises NotationError."""
    if not text.startswith("="):
        return Move.parse(text)
    m = _EXACT_RE.fullmatch(text)
    if not m or (m.group(2) == "0" or m.group(4) == "0"):
        raise NotationError(f"unreadable move {text!r}")
    source = _read_exact_place(m.group(1), m.group(2))
    target = None if m.group(3) is None else _read_exact_place(m.group(3), m.group(4))
    return Move(source, target, int(m.group(5) or 0))


def _exact_place(place: Place) -> str:
    return _KIND_LETTERS[place.kind] + ("" if place.index is None else str(place.index + 1))


def _read_exact_place(letter: str, number: str) -> Place:
    return Place(_LETTER_KINDS[letter], int(number) - 1 if number else None)


def action_token(action: Move | None) -> str:
    """One action of a schema-1 action list: ``u`` for an undo, else the move's exact text."""
    return UNDO if action is None else move_text(action)


def parse_action(token: str) -> Move | None:
    """Read what ``action_token`` wrote; None is an undo. Raises NotationError."""
    return None if token == UNDO else move_from_text(token)
