"""The finish: the moves that send every remaining card home once the rest of a game needs
no decision (the table's Finish button plays them, one flight after another).
"""

from __future__ import annotations

from typing import Protocol, Self

from game.cards import Card
from game.moves import Move, PileKind, Place
from game.refusal import Refusal


class Game(Protocol):
    """What the finish asks of a game (``game.variant.Variant``, which imports this)."""

    @property
    def finishes(self) -> bool: ...

    def is_won(self) -> bool: ...

    def is_stuck(self) -> bool: ...

    def places(self) -> list[Place]: ...

    def pile(self, place: Place) -> list[Card]: ...

    def face_up(self, place: Place, index: int) -> bool: ...

    def refusal(self, move: Move) -> Refusal | None: ...

    def clone(self) -> Self: ...

    def push(self, move: Move) -> None: ...


def finish_line(game: Game) -> list[Move] | None:
    """The moves that send every remaining card home, when the rest of the game needs no
    decision: nothing face down (stock included), and cards going to the foundations one
    after another, in any order that is possible, win. None otherwise. ``game`` is not
    changed."""
    if not game.finishes or game.is_won() or game.is_stuck():
        return None
    for place in game.places():
        if any(not game.face_up(place, i) for i in range(len(game.pile(place)))):
            return None
    trial = game.clone()
    line: list[Move] = []
    while not trial.is_won() and not trial.is_stuck():
        home = home_move(trial)
        if home is None:
            return None
        trial.push(home)
        line.append(home)
    return line if trial.is_won() else None


def home_move(game: Game) -> Move | None:
    """The first card that can go home, as ``legal_moves`` would list it (by source pile,
    then foundation), without working out every other move: the table asks after each
    action, and the whole list cost Eight Off up to 100 ms a position."""
    places = game.places()
    homes = [p for p in places if p.kind is PileKind.FOUNDATION]
    for src in places:
        if src.kind in (PileKind.FOUNDATION, PileKind.STOCK) or not game.pile(src):
            continue
        for home in homes:
            move = Move(src, home, 1)
            if game.refusal(move) is None:
                return move
    return None
