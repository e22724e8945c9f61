"""Eight Off solver: exact depth-first search under the real group-move rule, pure Python.

The position is reduced to bytes: each column is a ``bytes`` of card numbers (``suit * 13 +
rank - 1``, so a card fits on the one numbered one more, same suit), the cells a sorted
``bytes`` (cells are interchangeable), and the foundations four heights (which follow from
the rest, so they stay out of the key). The transposition key sorts the columns as well: the
columns are interchangeable too.

Exactness. Every card that a foundation takes is played there at once. That is safe in Eight
Off: building is by suit, so the only card that could ever go onto a card of rank r is the
r-1 of its suit, which is already home; the position with the card home can do everything
the other can (a free cell or an empty column more, a smaller group to move). The same
argument shows that a card never needs to come back from a foundation, so the search leaves
those moves out and stays exact. Every other move is tried:

- a column's run onto the column whose last card takes its head (with suit building there is
  exactly one such card in the deck, so at most one such move per column), when the group is
  no larger than (free cells + 1) x 2^(empty columns), the target not counted when empty;
- a King-headed run into an empty column (one empty column stands for all; never a run that
  already fills its column);
- a column's last card into a cell (one cell stands for all);
- a cell card onto the column that takes it, or a King into an empty column.

Single cards through the cells are moves of their own, so a group the rule refuses but that
could be taken apart card by card is still found. With the transposition table the search
visits each reachable position at most once; when it runs out the deal is ``not winnable``.
The table is bounded (``TABLE_LIMIT`` keys, well under 300 MB); a search that fills it gives
``unknown`` rather than guess.

Move order: children are sorted by a cheap score (cards home, free cells, empty columns,
cards sitting on a lower card of their suit), best first.

The line found is replayed through the engine from the given position, each move written in
notation and read back (so ``solve``'s printed line replays with ``describe --moves``); a line
that would not replay to a win is never returned.
"""

from __future__ import annotations

from collections.abc import Generator

from game.eight_off import CELL_F, EightOff
from game.moves import Move, PileKind, cell, column, foundation
from game.solver import Solution, Verdict, register, replayed
from game.variant import Refusal, Status, Variant

YIELD_EVERY = 128  # nodes between pauses (a few milliseconds: SolveJob runs in frames)
TABLE_LIMIT = 1_500_000  # positions kept before the search gives up (memory bound)
SINGLE = False  # True: groups of one card only (to compare with published figures)
KING = 12  # rank - 1 of a King: card % 13 == KING

# Internal moves: (kind, a, b, count) with kinds below; a/b are column numbers or cards.
COL_HOME, CELL_HOME, COL_COL, CELL_COL, COL_CELL = range(5)

IMove = tuple[int, int, int, int]
State = tuple[tuple[bytes, ...], bytes, tuple[int, ...]]


def _run(col: bytes) -> int:
    """How many cards end ``col`` in a run of one suit (each one below the one it is on)."""
    n = len(col)
    k = 1
    while k < n and col[n - k - 1] == col[n - k] + 1 and col[n - k] % 13 != KING:
        k += 1
    return k


def _autoplay(
    cols: list[bytes], cells: bytes, found: list[int], line: list[IMove]
) -> bytes:
    """Play home every card a foundation takes (always safe in Eight Off); returns cells."""
    changed = True
    while changed:
        changed = False
        for i, col in enumerate(cols):
            while col:
                c = col[-1]
                s = c // 13
                if found[s] != c % 13:
                    break
                found[s] += 1
                col = col[:-1]
                line.append((COL_HOME, i, c, 1))
                changed = True
            cols[i] = col
        if cells:
            keep = []
            for c in cells:
                s = c // 13
                if found[s] == c % 13:
                    found[s] += 1
                    line.append((CELL_HOME, c, 0, 1))
                    changed = True
                else:
                    keep.append(c)
            if len(keep) != len(cells):
                cells = bytes(keep)
    return cells


def _key(cols: tuple[bytes, ...] | list[bytes], cells: bytes) -> bytes:
    return b"\xff".join(sorted(cols)) + b"\xfe" + cells


def _score(cols: list[bytes], cells: bytes, found: list[int], ncell: int) -> int:
    home = found[0] + found[1] + found[2] + found[3]
    empty = 0
    blocked = 0
    for col in cols:
        if not col:
            empty += 1
            continue
        # Cards lying on a lower card of their suit: each must leave before that one goes home.
        low = [99, 99, 99, 99]
        for c in col:
            s = c // 13
            r = c % 13
            if r > low[s]:
                blocked += 1
            elif r < low[s]:
                low[s] = r
    return 40 * home + 12 * (ncell - len(cells)) + 25 * empty - 6 * blocked


def _children(
    cols_t: tuple[bytes, ...], cells: bytes, found_t: tuple[int, ...], ncell: int
) -> list[tuple[int, list[IMove], State]]:
    """Every move from a position (after its autoplay), with the resulting position."""
    free = ncell - len(cells)
    n_empty = 0
    first_empty = -1
    where_top: dict[int, int] = {}
    for i, col in enumerate(cols_t):
        if col:
            where_top[col[-1]] = i
        else:
            n_empty += 1
            if first_empty < 0:
                first_empty = i
    limit_occ = (free + 1) << n_empty
    limit_empty = (free + 1) << max(0, n_empty - 1)
    if SINGLE:
        limit_occ = limit_empty = 1
    moves: list[IMove] = []
    for i, col in enumerate(cols_t):
        if not col:
            continue
        run = _run(col)
        head = col[-run]
        if head % 13 == KING:
            if first_empty >= 0 and run < len(col) and run <= limit_empty:
                moves.append((COL_COL, i, first_empty, run))
        else:
            j = where_top.get(head + 1)
            if j is not None and run <= limit_occ:
                moves.append((COL_COL, i, j, run))
    for c in cells:
        if c % 13 == KING:
            if first_empty >= 0:
                moves.append((CELL_COL, c, first_empty, 1))
        else:
            j = where_top.get(c + 1)
            if j is not None:
                moves.append((CELL_COL, c, j, 1))
    if free:
        for i, col in enumerate(cols_t):
            if col and not (len(col) == 1 and col[0] % 13 == KING):
                moves.append((COL_CELL, i, 0, 1))
    out: list[tuple[int, list[IMove], State]] = []
    for m in moves:
        kind, a, b, k = m
        cols = list(cols_t)
        cl = cells
        if kind == COL_COL:
            src = cols[a]
            cols[b] = cols[b] + src[-k:]
            cols[a] = src[:-k]
        elif kind == CELL_COL:
            cols[b] = cols[b] + bytes((a,))
            idx = cl.index(a)
            cl = cl[:idx] + cl[idx + 1 :]
        else:  # COL_CELL
            src = cols[a]
            cl = bytes(sorted(cl + src[-1:]))
            cols[a] = src[:-1]
        found = list(found_t)
        line = [m]
        cl = _autoplay(cols, cl, found, line)
        score = _score(cols, cl, found, ncell)
        if kind == CELL_COL:
            score += 4
        out.append((score, line, (tuple(cols), cl, tuple(found))))
    out.sort(key=lambda t: t[0])  # best last: popped first
    return out


def _to_engine(game: EightOff, line: list[IMove]) -> list[Move] | None:
    """The internal line as engine moves, replayed in notation on a copy of ``game``;
    None if it does not replay to a win (a bug: never returned as a solution)."""
    trial = game.clone()
    out: list[Move] = []

    def cell_of(card: int) -> int:
        for ci, c in enumerate(trial.cells):
            if c is not None and c.index == card:
                return ci
        raise LookupError(card)

    try:
        for kind, a, b, k in line:
            if kind == COL_HOME:
                move = Move(column(a), foundation(b // 13), 1)
            elif kind == CELL_HOME:
                move = Move(cell(cell_of(a)), foundation(a // 13), 1)
            elif kind == COL_COL:
                move = Move(column(a), column(b), k)
            elif kind == CELL_COL:
                move = Move(cell(cell_of(a)), column(b), 1)
            else:
                free = trial.free_cells()
                plain = [ci for ci in free if ci != CELL_F]
                move = Move(column(a), cell((plain or free)[0]), 1)
            played = trial.play(trial.parse_move(trial.notation(move)))
            if played != move:
                return None
            out.append(played)
    except (Refusal, LookupError):
        return None
    return out if trial.status is Status.WON else None


def _start(game: EightOff) -> tuple[State, list[IMove]]:
    cols = [bytes(c.index for c in col) for col in game.tableau]
    cells = bytes(sorted(c.index for c in game.cells if c is not None))
    found = [len(p) for p in game.foundations]
    line: list[IMove] = []
    cells = _autoplay(cols, cells, found, line)
    return (tuple(cols), cells, tuple(found)), line


def search(game: Variant) -> Generator[None, None, Solution]:
    """Exact search from ``game``'s position (a private copy; it is not changed)."""
    assert isinstance(game, EightOff)
    ncell = game.cell_count
    state, first = _start(game)
    nodes = 0
    if sum(state[2]) == 52:
        return _finish(game, first, nodes)
    seen: set[bytes] = {_key(state[0], state[1])}
    stack = [_children(state[0], state[1], state[2], ncell)]
    path: list[list[IMove]] = [first]
    budget = YIELD_EVERY
    while stack:
        kids = stack[-1]
        if not kids:
            stack.pop()
            path.pop()
            continue
        _, line, (cols, cells, found) = kids.pop()
        key = _key(cols, cells)
        if key in seen:
            continue
        seen.add(key)
        nodes += 1
        budget -= 1
        if budget <= 0:
            budget = YIELD_EVERY
            yield None
            if len(seen) > TABLE_LIMIT:
                return Solution(Verdict.UNKNOWN, states=nodes)
        path.append(line)
        if found[0] + found[1] + found[2] + found[3] == 52:
            return _finish(game, [m for part in path for m in part], nodes)
        stack.append(_children(cols, cells, found, ncell))
    return Solution(Verdict.NOT_WINNABLE, states=nodes)


def _finish(game: EightOff, line: list[IMove], nodes: int) -> Solution:
    return replayed(_to_engine(game, line), nodes)


def heuristic(game: Variant) -> Move | None:
    """When the search runs out of time: a card home if one goes, else the move whose
    result scores best (cards home, free cells, empty columns, fewest buried cards)."""
    assert isinstance(game, EightOff)
    for i, col in enumerate(game.tableau):
        if col and len(game.foundations[col[-1].suit]) == col[-1].rank - 1:
            return Move(column(i), foundation(col[-1].suit), 1)
    for ci, c in enumerate(game.cells):
        if c is not None and len(game.foundations[c.suit]) == c.rank - 1:
            return Move(cell(ci), foundation(c.suit), 1)
    best: Move | None = None
    best_score = -(10**9)
    for move in game.legal_moves():
        if move.source.kind is PileKind.FOUNDATION:
            continue
        trial = game.clone()
        trial.push(move)
        cols = [bytes(c.index for c in col) for col in trial.tableau]
        cells = bytes(sorted(c.index for c in trial.cells if c is not None))
        found = [len(p) for p in trial.foundations]
        cells = _autoplay(cols, cells, found, [])
        score = _score(cols, cells, found, trial.cell_count)
        if move.source.kind is PileKind.CELL:
            score += 4
        if score > best_score:
            best, best_score = move, score
    return best


register("eight_off", search, heuristic)
