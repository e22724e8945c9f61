"""Eight Off's move generator, and the check of its solver's compact form of the rules.

``legal_moves``: from each pile in the table's order (columns, cells, foundations), each
group it may give (a column's run in suit, the longest first; a cell's or a foundation's
card), onto each pile that takes it (the same suit one rank higher, an empty column for a
King, an empty cell for one card, its suit's foundation from the Ace, never back to a
foundation), within the group limit (free cells + 1) x 2^(empty columns, the target aside):
the list the refusals give (``Variant.derived_moves``), without a refusal made for each pile
that would not take the group.

The solver restates the rules on card numbers (``game.games.eight_off.solver._moves``), up
to four reductions its docstring proves (R1-R4); ``solver_children`` checks that the
positions it reaches in one move, after autoplay, are exactly those the rules allow.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from game.cards import KING
from game.games.eight_off import EightOff, run_length
from game.moves import Move, PileKind
from game.parts import Moves

COLUMN, CELL, FOUNDATION = PileKind.COLUMN, PileKind.CELL, PileKind.FOUNDATION


def legal_moves(game: EightOff) -> list[Move]:
    places = game.places()
    piles = [game.pile(place) for place in places]
    empty = sum(1 for col in game.tableau if not col)
    free = sum(1 for pile in game.piles_of(CELL) if not pile)
    out: list[Move] = []
    for s, source in enumerate(places):
        pile = piles[s]
        n = len(pile)
        if not n:
            continue
        first = n - run_length(pile) if source.kind is COLUMN else n - 1
        for index in range(first, n):
            head = pile[index]
            count = n - index
            for t, target in enumerate(places):
                onto = piles[t]
                kind = target.kind
                if t == s:
                    continue
                if kind is COLUMN:
                    if onto:
                        top = onto[-1]
                        if top.suit != head.suit or top.rank != head.rank + 1:
                            continue
                    elif head.rank != KING:
                        continue
                    if count > (free + 1) << (empty - (0 if onto else 1)):
                        continue
                elif kind is CELL:
                    if count > 1 or onto:
                        continue
                elif (source.kind is FOUNDATION or count > 1 or head.suit != target.index
                      or len(onto) != head.rank - 1):
                    continue
                out.append(Move(source, target, count))
    return out


# --- the solver's form ------------------------------------------------------------------------
Canon = tuple[tuple[tuple[int, ...], ...], tuple[int, ...], tuple[int, ...]]


def _autoplay(game: EightOff) -> None:
    """Play home every card a foundation takes, through the rules, until none does."""
    while True:
        home = [m for m in game.derived_moves() if m.target.kind is FOUNDATION]
        if not home:
            return
        game.play(home[0])


def _canon(game: EightOff) -> Canon:
    """The position up to R1 and R2: columns and cells as sorted multisets."""
    return (
        tuple(sorted(tuple(c.index for c in col) for col in game.tableau)),
        tuple(sorted(c.index for c in game.cells if c is not None)),
        tuple(len(p) for p in game.foundations),
    )


def solver_children(position: EightOff) -> Iterator[tuple[str, Any, Any]]:
    """From the position after its autoplay: the positions the solver's moves reach (after
    their autoplay) are those every legal move but a take-back (R4) reaches, then autoplay
    (R3), up to R1 and R2 (a card from cell to cell, or a King run that is its whole column
    into another empty column, reaches the same position); and what the solver carries
    from parent to child (the runs, the digs) is what it says."""
    from game.games.eight_off import solver as eo

    game = position.clone()
    _autoplay(game)
    state, line = eo._start(game)
    yield "nothing left to autoplay", line, []
    kids = [eo._child(state, m) for m in eo._moves(state, game.cell_count)]
    yield "the runs carried", [list(kid[1]) for kid in kids], [
        [eo._run(col) for col in kid[0]] for kid in kids]
    yield "the digs carried", [list(kid[4]) for kid in kids], [
        eo._dig(kid[0], kid[3]) for kid in kids]
    here = _canon(game)
    ruled = set()
    for move in game.derived_moves():
        if move.source.kind is FOUNDATION:
            continue
        trial = game.clone()
        trial.play(move)
        _autoplay(trial)
        ruled.add(_canon(trial))
    ruled.discard(here)
    ours = [(tuple(sorted(tuple(col) for col in kid[0])), tuple(kid[2]), tuple(kid[3]))
            for kid in kids]
    yield "the positions reached", set(ours), ruled
    yield "no move back to the position itself", here in ours, False


MOVES = Moves(legal_moves, forms=(solver_children,))
