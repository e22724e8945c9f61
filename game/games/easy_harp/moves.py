"""Easy Harp's move generator, and the check of its solver's compact form of the rules.

``legal_moves``: from each column (a King-headed run onto an empty column, the longest
first, then its last card), the waste's top and each foundation's top (back onto a column),
onto each column that takes it (the opposite colour one rank higher, an empty one a King)
and each foundation of its suit that takes it next; then the draw, or the waste turned back:
the list the refusals give (``Variant.derived_moves``), without a refusal made for each pile
that would not take the card.

The solver restates the rules on card numbers (``game.games.easy_harp.solver._all_moves``),
with the talon as a reserve and the reductions its docstring states; ``solver_moves``
checks them against the rules, as the hint sees them too (face-down cards masked).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from game.cards import KING, Card
from game.games.easy_harp import RED, EasyHarp
from game.moves import DRAW, STOCK, WASTE, Move, PileKind, column, foundation
from game.parts import Moves

COLUMNS = tuple(column(j) for j in range(64))
FOUNDATIONS = tuple(foundation(f) for f in range(8))


def legal_moves(game: EasyHarp) -> list[Move]:
    cols = game.tableau
    founds = game.foundations
    out: list[Move] = []

    def onto(source: Any, card: Card, count: int, home: bool) -> None:
        rank, red = card.rank, RED[card.suit]
        for j, col in enumerate(cols):
            if col:
                top = col[-1]
                if count == 1 and top.rank == rank + 1 and RED[top.suit] != red:
                    out.append(Move(source, COLUMNS[j], 1))
            elif rank == KING:
                out.append(Move(source, COLUMNS[j], count))
        if home and count == 1:
            first = 2 * card.suit
            for f in (first, first + 1):
                if len(founds[f]) == rank - 1:
                    out.append(Move(source, FOUNDATIONS[f], 1))

    hidden = game.hidden
    for j, col in enumerate(cols):
        n = len(col)
        if not n:
            continue
        start = n - 1  # where the run in alternating colours ending the column starts
        while start > hidden[j] and _fits(col[start], col[start - 1]):
            start -= 1
        for index in range(start, n - 1):
            if col[index].rank == KING:
                onto(COLUMNS[j], col[index], n - index, home=False)
        onto(COLUMNS[j], col[-1], 1, home=True)
    if game.waste:
        onto(WASTE, game.waste[-1], 1, home=True)
    for f, pile in enumerate(founds):
        if pile:
            onto(FOUNDATIONS[f], pile[-1], 1, home=False)
    if game.stock:
        out.append(DRAW)
    elif game.waste:
        out.append(Move(WASTE, STOCK, len(game.waste)))
    return out


def _fits(card: Card, top: Card) -> bool:
    return card.rank == top.rank - 1 and RED[card.suit] != RED[top.suit]


# --- the solver's form ------------------------------------------------------------------------
KINDS = ("col_home", "col_col", "to_empty", "talon_home", "talon_col", "found_col")


def _on_top_of_the_waste(game: EasyHarp, card: Card) -> EasyHarp:
    """``game`` with ``card`` brought to the top of the waste by the rules' own draws (and
    redeals): the talon is a reserve the solver may play in any order."""
    trial = game.clone()
    while not (trial.waste and trial.waste[-1] == card):
        trial.play(trial.parse_move("s"))
    return trial


def _ruled(game: EasyHarp) -> dict[str, set[tuple[Any, ...]]]:
    """What the rules allow, in the terms of the solver's moves: cards home from a column or
    the talon; single cards and King runs between columns; talon cards onto columns; a
    foundation's top back onto a column. Each talon card is tried on top of the waste."""
    out: dict[str, set[tuple[Any, ...]]] = {k: set() for k in KINDS}
    empty = [j for j, col in enumerate(game.tableau) if not col]
    for m in game.derived_moves():
        src, dst = m.source, m.target
        if src.kind is PileKind.COLUMN and dst.kind is PileKind.FOUNDATION:
            out["col_home"].add((src.index,))
        elif src.kind is PileKind.COLUMN and dst.kind is PileKind.COLUMN:
            if game.tableau[dst.index or 0]:
                out["col_col"].add((src.index, dst.index))
            elif m.count < len(game.tableau[src.index or 0]):  # not a whole column
                out["to_empty"].add((src.index, m.count))
        elif src.kind is PileKind.FOUNDATION:
            out["found_col"].add((game.pile(src)[-1].index, dst.index))
    for card in set(game.stock + game.waste):
        trial = _on_top_of_the_waste(game, card)
        for m in trial.derived_moves():
            if m.source.kind is not PileKind.WASTE or m.target.kind is PileKind.STOCK:
                continue  # (the stock takes the waste back: a redeal, no play)
            if m.target.kind is PileKind.FOUNDATION:
                out["talon_home"].add((card.index,))
            elif trial.tableau[m.target.index or 0] or m.target.index == empty[0]:
                out["talon_col"].add((card.index, m.target.index))
    return out


def _searched(game: EasyHarp, masked: bool = False) -> dict[str, set[tuple[Any, ...]]]:
    from game.games.easy_harp import solver as eh

    cols, hid, talon, found = eh._raw(game, masked)
    out: dict[str, set[tuple[Any, ...]]] = {k: set() for k in KINDS}
    for kind, a, b, count in eh._all_moves(tuple(cols), tuple(hid), talon, tuple(found)):
        if kind == eh.COL_HOME:
            out["col_home"].add((a,))
        elif kind == eh.COL_COL:
            out["col_col" if cols[b] else "to_empty"].add((a, b) if cols[b] else (a, count))
        elif kind == eh.TALON_HOME:
            out["talon_home"].add((a,))
        elif kind == eh.TALON_COL:
            out["talon_col"].add((a, b))
        else:  # FOUND_COL: a is the slot, its top card goes back
            out["found_col"].add((a // 2 * 13 + found[a] - 1, b))
    return out


def _as_a_base(game: EasyHarp, card: int) -> bool:
    """A card taken back from a foundation is of use (the solver takes it back only then):
    a column's last card or a talon card would go onto it."""
    free = {col[-1].index for col in game.tableau if col}
    free |= {c.index for c in game.stock + game.waste}
    return any(c % 13 == card % 13 - 1 and (c // 13 in (0, 3)) != (card // 13 in (0, 3))
               for c in free)


def solver_moves(game: EasyHarp) -> Iterator[tuple[str, Any, Any]]:
    """The solver's moves are the rules' moves, with the reductions its docstring states:
    the talon is a reserve (any of its cards, brought up by draws), one empty column stands
    for all and a King run never moves as its column's whole, a foundation's top comes back
    only as a base for another card. The face-down cards masked (the fair hint's view), the
    moves are the same, but for the talon's cards not yet seen on the first pass."""
    from game.games.easy_harp.solver import unseen_stock

    ours, rules = _searched(game), _ruled(game)
    for kind in ("col_home", "col_col", "talon_home", "talon_col"):
        yield kind, ours[kind], rules[kind]
    empty = any(not col for col in game.tableau)
    yield "to_empty", ours["to_empty"], rules["to_empty"] if empty else set()
    yield "found_col", ours["found_col"], {
        (c, j) for c, j in rules["found_col"] if _as_a_base(game, c)}
    view = _searched(game, masked=True)
    if not unseen_stock(game):
        yield "as the hint sees it", view, ours
        return
    seen = {c.index for c in game.waste}  # the first pass: the waste's cards alone are known
    for kind in ("col_home", "col_col", "to_empty"):
        yield f"{kind}, as the hint sees it", view[kind], ours[kind]
    for kind in ("talon_home", "talon_col"):
        yield f"{kind}, as the hint sees it", view[kind], {m for m in ours[kind] if m[0] in seen}
    yield "found_col, as the hint sees it", view["found_col"] <= ours["found_col"], True


MOVES = Moves(legal_moves, forms=(solver_moves,))
