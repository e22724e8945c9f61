"""Golf's move generator, and the checks of its solvers' compact forms of the rules.

``legal_moves``: every column whose last card is one rank from the waste top goes onto the
waste, in column order, then the draw while the stock lasts: the list the refusals give
(``Variant.derived_moves``), without asking each pile. The solver restates the rules on ranks
(``game.games.golf.solver``: the columns whose free card has the rank just below or above the
top, as bits) and so does the hint (``game.games.golf.hint.View.ends``: the heights a chain of
removals can end at); ``FORMS`` check both against the rules on a position (the contract test
runs them on random positions of every game).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from game.games.golf import Golf, fits
from game.moves import DRAW, WASTE, Move, PileKind, column
from game.parts import Moves

_TO_WASTE = tuple(Move(column(i), WASTE, 1) for i in range(64))


def legal_moves(game: Golf) -> list[Move]:
    top = game.waste[-1] if game.waste else None
    wrap = game.wrap
    out = [_TO_WASTE[i] for i, col in enumerate(game.tableau) if col and fits(col[-1], top, wrap)]
    if game.stock:
        out.append(DRAW)
    return out


def solver_moves(game: Golf) -> Iterator[tuple[str, Any, Any]]:
    """The moves the search tries before its pruning (``_Search._walk``): the columns whose
    free card has the rank ``lower[top]`` or ``upper[top]`` (any free card on an empty
    waste), and the draw while the stock lasts; the rules' are the legal moves."""
    from game.games.golf.solver import DRAW as SEARCH_DRAW
    from game.games.golf.solver import _engine_move, _Search

    search = _Search.of(game)
    rules = search.rules
    near = {rules.lower[search.top], rules.upper[search.top]} if search.top else set(range(1, 14))
    columns = [i for i, (col, h) in enumerate(zip(search.cols, search.h, strict=True))
               if h and col[h - 1] in near]
    draws = [SEARCH_DRAW] if search.pos < len(search.stock) else []
    yield "the search's moves", {_engine_move(m) for m in columns + draws}, set(
        game.derived_moves())


def hint_turns(game: Golf) -> Iterator[tuple[str, Any, Any]]:
    """The fair hint's turns (``View.ends``: the heights a chain of removals from the waste
    top can end at) are those the rules' removals reach, and the first column it names for
    each is a legal move (or the draw, for the position itself)."""
    from game.games.golf.hint import View
    from game.games.golf.solver import DRAW as SEARCH_DRAW
    from game.games.golf.solver import _engine_move

    view = View(game)
    ends = view.ends(view.heights, view.top)
    reached: set[tuple[int, ...]] = set()
    seen: set[tuple[tuple[int, ...], str]] = set()
    stack = [game.clone()]
    while stack:
        here = stack.pop()
        key = (tuple(len(col) for col in here.tableau), str(here.waste[-1:]))
        if key in seen:
            continue
        seen.add(key)
        reached.add(key[0])
        for move in here.derived_moves():
            if move.source.kind is PileKind.COLUMN:
                after = here.clone()
                after.play(move)
                stack.append(after)
    yield "the hint's turns", {tuple(view.unpack(e)) for e in ends}, reached
    legal = set(game.derived_moves())
    firsts = {first == SEARCH_DRAW or _engine_move(first) in legal for first in ends.values()}
    yield "each turn's first move is legal", firsts, {True}


MOVES = Moves(legal_moves, forms=(solver_moves, hint_turns))
