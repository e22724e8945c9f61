"""The text of a move in saved games: the one pair ``move_text`` / ``move_from_text`` every
saved-game writer and reader goes through, and the reader of the first version's actions.

Schema 2 writes a move as ``str(move)``, the exact, lossless text of ``game.moves`` (``3>f2``,
``s>w``, ``1>5x4``), which needs no position to be read back. Schema 1 (the first version)
wrote every action: ``u`` for an undo, a move in the players' notation where that was lossless
(``s``, ``5``, ``3a``: read in the position it was played from), else in an exact form of its
own, ``=c3>f2*3`` (kinds c column, x cell, w waste, s stock, f foundation; numbers from 1).
"""

from __future__ import annotations

import re

from game.moves import Move, PileKind, Place
from game.notation import NotationError
from game.variant import Variant

UNDO = "u"  # an undo in a schema-1 saved game's action list
_LEGACY_KINDS = {
    "c": PileKind.COLUMN,
    "x": PileKind.CELL,
    "w": PileKind.WASTE,
    "s": PileKind.STOCK,
    "f": PileKind.FOUNDATION,
}
# The waste and the stock have no number: "=w>c9*1" is a card from the waste onto column 9.
# (The first version never had more than nine of a pile; the pattern sets no cap anyway.)
_LEGACY_EXACT = re.compile(r"=([cxwsf])([1-9][0-9]*)?>([cxwsf])([1-9][0-9]*)?(?:\*([1-9][0-9]*))?",
                           re.ASCII)


def move_text(move: Move) -> str:
    """The exact text of a move (schema 2)."""
    return str(move)


def move_from_text(text: str) -> Move:
    """Read what ``move_text`` wrote. Raises ValueError."""
    return Move.from_text(text)


def action_token(action: Move | None) -> str:
    """One action of an action list: ``u`` for an undo, else the move's exact text."""
    return UNDO if action is None else move_text(action)


def parse_action(token: str, game: Variant) -> Move | None:
    """Read one saved action in ``game``'s position (a schema-1 notation token needs it);
    None is an undo. Raises ValueError (NotationError included) for an unreadable token,
    Refusal for a notation token the position refuses."""
    if token == UNDO:
        return None
    if ">" in token and not token.startswith("="):
        return move_from_text(token)
    m = _LEGACY_EXACT.fullmatch(token)
    if m:
        source = _legacy_place(m.group(1), m.group(2))
        target = _legacy_place(m.group(3), m.group(4))
        return Move(source, target, int(m.group(5) or 1))
    if token.startswith("="):
        raise NotationError(f"unreadable action {token!r}")
    return game.parse_move(token)


def _legacy_place(kind: str, number: str) -> Place:
    return Place(_LEGACY_KINDS[kind], int(number) - 1 if number else None)
