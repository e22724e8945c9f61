"""Eight Off solver: exact depth-first search under the real group-move rule, pure Python.

The position is reduced to bytes: each column is a ``bytes`` of card numbers (``suit * 13 +
rank - 1``, so a card fits on the one numbered one more, same suit), with the length of the
run in suit that ends it kept beside it; the cells are a sorted ``bytes``; the foundations
four heights (they follow from the rest, so they stay out of the key). The transposition key
is the sorted columns and the cells.

Exactness. The search is exact: it says ``not winnable`` only after visiting every position
reachable from the start, up to four reductions, each proved here. Write P -> Q for "Q is P
after one legal move of the rules engine".

R1. Cells are interchangeable. The rules never ask which cell a card is in, only whether a
    cell is free; so positions that differ by a permutation of the cells have the same moves
    (permuted) and win alike. The search keeps the cells as a sorted multiset: a card into a
    cell is one move, not one per free cell, and a card from a cell into another cell is no
    move at all.
R2. Columns are interchangeable, and one empty column stands for all. The rules never ask
    which column, only its cards (the group limit counts empty columns, not which ones). So
    positions that differ by a permutation of the columns win alike: the key sorts the
    columns, a King (or King-headed run) goes into the first empty column only, and a
    King-headed run that is its whole column never moves into another empty column (the
    result is the same position, permuted).
R3. Autoplay home: every card a foundation takes is played there at once, and R4. no card
    ever comes back from a foundation. Both follow from one lemma. Let P' be P with a set X
    of its tableau or cell cards moved home, where every card of a suit below a card of X is
    home in P' (P' is a valid position). Then if P can be won, so can P': play P's winning
    line in P', leaving out every move of a card of X. Check each kind of move of P:
    - A card c onto a foundation: if c is in X it is already home in P'. Otherwise P''s
      foundation of c's suit is P's (a card of X of that suit lies above P's height, so all
      cards of the suit below it, c among them, would be home in P' and c in X), and the move
      is legal in P'.
    - A card from a foundation back to a cell or a column: in P' it stays home; it joins X
      (everything below it is home in P'), and the invariant holds.
    - A card into a cell: P' has the cells of P minus X, so at least as many free cells.
    - A group (one card or a run in suit) onto a column: its cards of X are its lowest ranks
      (every card of the run below a card of X is of the same suit and lower, so home in P',
      and not home in P since it is in a column: it is in X). So in P' the group without X is
      a shorter run ending its column, with the same head and the same target: the target's
      last card t is not in X (its suit-mate t - 1, the head, would be home in P' too, so the
      whole group would be in X and the move is left out). P' has at least as many free cells
      and empty columns as P, so the group limit, (free cells + 1) x 2^(empty columns), is at
      least P's, and an empty target in P is empty in P'.
    When P is won, all cards are home in P' too. Hence P -> (c home) loses nothing when a
    foundation takes c (take X = {c}): the search plays such cards home at once and tries no
    other move first; and a position reached by a take-back is P with X moved out of the
    foundations, never easier: take-backs are left out.
No other move is left out: every move of a column's last card or run, and of a cell card,
that the rules allow is generated (``_moves``), a lone King from its column into a cell
included (emptying a column doubles the group limit). The group onto a column is unique:
with suit building only one card in the deck takes a given head (its suit-mate one rank up),
and a shorter part of a run has its head's suit-mate just above it in its own column. The
property test (``tests/test_solver_eight_off.py``) checks on random positions that the
positions this generator reaches in one move, after autoplay, are exactly those the rules
engine allows (every legal move, then the same autoplay), up to R1-R4.

With the transposition table the search visits each reachable position at most once; when it
runs out the deal is ``not winnable``. The table is bounded (``TABLE_LIMIT`` keys, well
under 300 MB); a search that fills it gives ``unknown`` rather than guess.

Cheap work per position. A move is a tuple; the position it leads to is built only when the
search gets to it (children popped from a sorted list, the best first): first its columns and
cells alone (``_apply``), keyed and checked against the table; only a new position gets its
runs and digs (carried from the parent: a move changes the ends of two columns) and its
autoplay (``_complete``). Only the card a move uncovers can go home (before the move nothing
could), so autoplay costs one comparison unless it plays; then the position is keyed again.

Move order: dig to the next foundation card. For each column, ``dig`` is how many cards
cover the shallowest card that a foundation wants next; moves that uncover it, and then those
that leave the fewest cards over it, go first; a move that covers one goes last; a card out
of a cell is a gain, into a cell a cost. A greedy order has its dead ends (EO1-C8-AAAAACV:
sending the A of spades home at move 2 loses, which takes 10 241 positions to prove), so
after ``FIRST_SLICE`` positions two more walks with other orders take turns with it, over the
same table (``_search``).

The line found is replayed through the engine from the given position (``_to_engine``); a
line that would not replay to a win is never returned.

The hint (``hint_search``) is the same search, cut short after ``HINT_NODES`` positions
(a count, never seconds: the same position gets the same hint on any machine). Its line is
straightened (``_shorten``: from each position, the move that reaches the furthest later
position of the line in one step, so a card sent to a cell and brought back for nothing
leaves the line) and kept in the game's ``HintMemory``: while the player follows it, the
next hint is its next move, with no new search. A search from each position anew could
find another line each time and lead round in circles (EO1-C8-AAAAAAD came back to the
position of two moves earlier at move 17); a kept line never repeats a position and ends
in a win. Without a win in the budget, the line kept is the one that brought the most cards
home; without any, the hint steers clear of positions already played.
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Hashable

from game.games.eight_off import CELL_F, EightOff
from game.moves import Move, cell, column, foundation
from game.review import ReviewBudget
from game.solver import Hint, HintMemory, Resume, Solution, Verdict, replayed
from game.variant import Refusal, Status, Variant

YIELD_EVERY = 256  # positions between pauses (about a millisecond: SolveJob runs in frames)
PAUSE_POSITIONS = YIELD_EVERY  # what a pause stands for, to a budget in positions (game.review)
FIRST_SLICE = 1024  # positions the first walk takes alone, then each walk's turn (_search)
SLICE = 256
BLOCKED_CACHE = 200_000  # columns whose _blocked count is kept
DIG_WEIGHT = 5  # the third walk's weight of a card over a card a foundation wants next
TABLE_LIMIT = 1_500_000  # positions kept before the search gives up (memory bound)
# The group limit: "seed" is the app's rule, (free cells + 1) x 2^(empty columns); for
# comparisons, "single" moves one card at a time (the published win rates) and "cells"
# leaves out the empty-column factor, (free cells + 1) (fc-solve's Eight Off, where only
# Kings fill empty columns).
GROUP_RULE = "seed"
KING = 12  # rank - 1 of a King: card % 13 == KING
FAR = 99  # dig of a column with no card a foundation wants next
# The hint's search stops after this many positions (about 0.2 s on the shared 2-core
# machine; the proved deals need at most about 4 000 from the deal, mid-game positions far
# fewer, see the README).
HINT_NODES = 12_000

# Internal moves: (kind, a, b, count) with kinds below; a/b are column numbers or cards.
COL_HOME, CELL_HOME, COL_COL, CELL_COL, COL_CELL = range(5)

IMove = tuple[int, int, int, int]
_TO_CELL = tuple((COL_CELL, i, 0, 1) for i in range(8))  # a column's last card into a cell
# Columns, the run length ending each column, cells (sorted), foundation heights, and for
# each column how many cards cover the shallowest card a foundation wants next (``_dig``).
State = tuple[tuple[bytes, ...], tuple[int, ...], bytes, tuple[int, ...], tuple[int, ...]]


def _run(col: bytes) -> int:
    """How many cards end ``col`` in a run of one suit (each one below the one it is on)."""
    n = len(col)
    if not n:
        return 0
    k = 1
    while k < n and col[n - k - 1] == col[n - k] + 1 and col[n - k] % 13 != KING:
        k += 1
    return k


def _autoplay(
    cols: list[bytes], runs: list[int], cells: bytes, found: list[int], line: list[IMove] | None
) -> bytes:
    """Play home every card a foundation takes (R3), each when it is a column's last card
    or in a cell (so ``line`` replays); returns the cells."""
    tops = {col[-1]: i for i, col in enumerate(cols) if col}
    changed = set()
    played = True
    while played:
        played = False
        for s in range(4):
            f = found[s]
            while f < 13:
                c = s * 13 + f
                i = tops.pop(c, -1)
                if i >= 0:
                    col = cols[i][:-1]
                    cols[i] = col
                    if col:
                        tops[col[-1]] = i
                    changed.add(i)
                    if line is not None:
                        line.append((COL_HOME, i, c, 1))
                elif c in cells:
                    p = cells.index(c)
                    cells = cells[:p] + cells[p + 1 :]
                    if line is not None:
                        line.append((CELL_HOME, c, 0, 1))
                else:
                    break
                f += 1
                played = True
            found[s] = f
    for i in changed:
        runs[i] = _run(cols[i])
    return cells


def _key(cols: tuple[bytes, ...] | list[bytes], cells: bytes) -> bytes:
    return b"\xff".join(sorted(cols)) + b"\xfe" + cells


def _dig(cols: tuple[bytes, ...] | list[bytes], found: tuple[int, ...] | list[int]) -> list[int]:
    """For each column, how many cards cover the shallowest card a foundation wants next."""
    dig = [FAR] * len(cols)
    joined = b"\xff".join(cols)  # one search a card, in C, instead of one a column
    for s in range(4):
        f = found[s]
        if f < 13:
            p = joined.find(s * 13 + f)
            if p >= 0:
                i = joined.count(b"\xff", 0, p)
                end = joined.find(b"\xff", p)
                d = (len(joined) if end < 0 else end) - 1 - p
                if d < dig[i]:
                    dig[i] = d
    return dig


# What digging pays: GAIN[dig][k] for k cards off a column whose shallowest wanted card
# lies under dig cards (FAR: none): uncovering it most, then the fewer left over it the
# better.
GAIN = tuple(
    tuple(0 if d == FAR else (1000 if d == k else 300 - 30 * (d - k)) for k in range(14))
    for d in range(FAR + 1)
)


def _moves(state: State, ncell: int) -> list[IMove]:
    """Every move from a position (already autoplayed), up to R1-R4; the best last."""
    cols, runs, cells, _, dig = state
    free = ncell - len(cells)
    where_top = {col[-1]: i for i, col in enumerate(cols) if col}
    n_empty = len(cols) - len(where_top)
    first_empty = cols.index(b"") if n_empty else -1
    if GROUP_RULE == "seed":
        limit_occ = (free + 1) << n_empty
        limit_empty = (free + 1) << max(0, n_empty - 1)
    else:
        limit_occ = limit_empty = free + 1 if GROUP_RULE == "cells" else 1
    scored: list[tuple[int, IMove]] = []
    add = scored.append
    cell_cost = 40 + 160 // (free + 1)
    for i, col in enumerate(cols):
        if not col:
            continue
        run = runs[i]
        gains = GAIN[dig[i]]
        head = col[-run]
        if head % 13 == KING:
            if first_empty >= 0 and run < len(col) and run <= limit_empty:
                add((gains[run] - 60, (COL_COL, i, first_empty, run)))
        elif run <= limit_occ:
            j = where_top.get(head + 1)
            if j is not None:  # covering a wanted card costs
                add((gains[run] + (20 if dig[j] == FAR else -180 - 30 * run), (COL_COL, i, j, run)))
        if free:
            add((gains[1] - cell_cost, _TO_CELL[i]))
    for c in cells:
        if c % 13 == KING:
            if first_empty >= 0:
                add((cell_cost - 60, (CELL_COL, c, first_empty, 1)))
        else:
            j = where_top.get(c + 1)
            if j is not None:
                add((cell_cost - (0 if dig[j] == FAR else 230), (CELL_COL, c, j, 1)))
    scored.sort()
    return [m for _, m in scored]


def _apply(state: State, move: IMove) -> tuple[list[bytes], bytes]:
    """The columns and cells right after ``move``, before autoplay: enough to key it."""
    cols = list(state[0])
    cells = state[2]
    kind, a, b, k = move
    if kind == CELL_COL:
        cols[b] = cols[b] + bytes((a,))
        p = cells.index(a)
        return cols, cells[:p] + cells[p + 1 :]
    src = cols[a]
    if kind == COL_COL:
        cols[b] = cols[b] + src[-k:]
    else:  # COL_CELL
        c = src[-1]
        p = 0
        while p < len(cells) and cells[p] < c:
            p += 1
        cells = cells[:p] + bytes((c,)) + cells[p:]
    cols[a] = src[:-k]
    return cols, cells


def _complete(
    state: State, move: IMove, cols: list[bytes], cells: bytes,
    line: list[IMove] | None = None,
) -> State:
    """The position ``_apply`` began: runs and digs carried over (only two columns
    changed), then the autoplay the move sets off (its home moves go to ``line``)."""
    _, runs_t, _, found, dig_t = state
    kind, a, b, k = move
    runs = list(runs_t)
    dig = list(dig_t)
    if kind != COL_CELL:  # a card or run onto column b
        runs[b] = runs[b] + k if len(cols[b]) > k else k
        if dig[b] != FAR:
            dig[b] += k
    if kind != CELL_COL:  # k cards off column a
        runs[a] = runs[a] - k if runs[a] > k else _run(cols[a])
        if dig[a] != FAR:
            dig[a] -= k
            if not dig[a]:
                # The card a foundation wants is uncovered: it goes home (R3), maybe more.
                fl = list(found)
                cells = _autoplay(cols, runs, cells, fl, line)
                found = tuple(fl)
                dig = _dig(cols, found)
    return tuple(cols), tuple(runs), cells, found, tuple(dig)


def _child(state: State, move: IMove, line: list[IMove] | None = None) -> State:
    """The position after ``move`` and the autoplay it sets off."""
    cols, cells = _apply(state, move)
    return _complete(state, move, cols, cells, line)


def _start(game: EightOff) -> tuple[State, list[IMove]]:
    cols = [bytes(c.index for c in col) for col in game.tableau]
    runs = [_run(col) for col in cols]
    cells = bytes(sorted(c.index for c in game.cells if c is not None))
    found = [len(p) for p in game.foundations]
    line: list[IMove] = []
    cells = _autoplay(cols, runs, cells, found, line)
    state = (tuple(cols), tuple(runs), cells, tuple(found), tuple(_dig(cols, found)))
    return state, line


class Progress:
    """The furthest a search got: most cards home, and the line there (its moves, the
    positions before each, and the position it reaches)."""

    def __init__(self) -> None:
        self.home = -1
        self.first: IMove | None = None
        self.path: list[IMove] = []
        self.states: list[State] = []
        self.final: State | None = None


def search(game: Variant) -> Generator[None, Resume, Solution]:
    """Exact search from ``game``'s position (a private copy; it is not changed)."""
    assert isinstance(game, EightOff)
    return (yield from _search(game, TABLE_LIMIT, None))


def _search(
    game: EightOff, limit: int, progress: Progress | None, straight: bool = False
) -> Generator[None, Resume, Solution]:
    """The search, giving up (``unknown``) past ``limit`` positions; ``progress``, when
    given, learns the furthest line found (for the hint); ``straight``: the winning line
    is straightened (``_shorten``) before it is replayed.

    Three depth-first walks share one table, each with its own move order: ``_moves`` (dig
    first) alone for ``FIRST_SLICE`` positions, then by turns of ``SLICE`` with the two
    orders of ``_moves_by_score``. A position is walked once, by whichever walk reaches it
    first, and every position put on a walk's stack is walked in the end, so the search
    still visits every reachable position: ``not winnable`` when all walks are done. One
    order's dead end is often another's easy win: dig first alone took 48 474 positions on
    EO1-C8-AAAAAVP and 10 897 on EO1-C8-AAAAACV (deals 1-1 000, 8 cells: 271 642 positions
    in all, 191 001 with the three walks; 4 cells, deals 1-200, mostly searched through to
    the end: 85 380 and 82 791)."""
    ncell = game.cell_count
    start, home_first = _start(game)
    nodes = 0
    if sum(start[3]) == 52:
        return _finish(game, home_first, start, [], nodes)
    seen: set[bytes] = {_key(start[0], start[2])}
    orders = _orders()
    # Each walk: its positions, its stack of move lists, its line. The later walks get
    # their first moves when their first turn comes (most searches end before).
    walks: list[tuple[list[State], list[list[IMove]], list[IMove]]] = [
        ([start], [_moves(start, ncell)] if w == 0 else [], []) for w in range(len(orders))
    ]
    started = 1
    turn = 0
    states, stack, path = walks[0]
    order = orders[0]
    left = FIRST_SLICE
    budget = YIELD_EVERY
    while True:
        if not stack or left <= 0:
            if started < len(walks):
                walks[started][1].append(orders[started](start, ncell))
                started += 1
            live = [w for w in range(len(walks)) if walks[w][1]]
            if not live:
                return Solution(Verdict.NOT_WINNABLE, states=nodes)
            turn = next((w for w in live if w > turn), live[0])
            states, stack, path = walks[turn]
            order = orders[turn]
            left = SLICE
            continue
        kids = stack[-1]
        if not kids:
            stack.pop()
            states.pop()
            if path:
                path.pop()
            continue
        move = kids.pop()
        parent = states[-1]
        cols, cells = _apply(parent, move)
        key = _key(cols, cells)
        if key in seen:
            continue
        seen.add(key)
        child = _complete(parent, move, cols, cells)
        found = child[3]
        if found is not parent[3]:  # cards went home: the position has a key of its own
            home = found[0] + found[1] + found[2] + found[3]
            if home == 52:
                path.append(move)
                if straight:
                    states, path = _shorten(states, path, child, ncell)
                return _finish(game, home_first, start, path, nodes + 1, states)
            if progress is not None and home > progress.home:
                progress.home = home
                progress.first = path[0] if path else move
                progress.path = [*path, move]
                progress.states = states[:]
                progress.final = child
            key = _key(child[0], child[2])
            if key in seen:
                continue
            seen.add(key)
        nodes += 1
        left -= 1
        budget -= 1
        if budget <= 0:
            budget = YIELD_EVERY
            yield None
            if nodes >= limit or len(seen) > TABLE_LIMIT:
                return Solution(Verdict.UNKNOWN, states=nodes)
        path.append(move)
        states.append(child)
        stack.append(order(child, ncell))


def _shorten(
    states: list[State], path: list[IMove], final: State, ncell: int
) -> tuple[list[State], list[IMove]]:
    """The line ``path`` from ``states[0]`` (``states``: the position before each of its
    moves; ``final``: where it ends) with its detours cut: from each position, the move that
    reaches the furthest later position of the line in one step (a search's line visits each
    position once, so it only ever jumps forward)."""
    line = [*states, final]
    # Exactly the same columns in the same places (not only the same key, which sorts the
    # columns): the moves after a jump name columns by their places.
    index = {(s[0], s[2]): i for i, s in enumerate(line)}
    out_states: list[State] = []
    out_path: list[IMove] = []
    i = 0
    while i < len(path):
        here = line[i]
        reach, step = i + 1, path[i]
        for move in _moves(here, ncell):
            child = _child(here, move)
            j = index.get((child[0], child[2]), -1)
            if j > reach:
                reach, step = j, move
        out_states.append(here)
        out_path.append(step)
        i = reach
    return out_states, out_path


Order = Callable[[State, int], list[IMove]]


def _orders() -> tuple[Order, Order, Order]:
    """The three walks' move orders: dig first, then by score without and with digs (they
    share one cache of ``_blocked`` counts, bounded by ``BLOCKED_CACHE``)."""
    blocked: dict[bytes, int] = {}

    def by_score(state: State, ncell: int) -> list[IMove]:
        if len(blocked) > BLOCKED_CACHE:
            blocked.clear()
        return _moves_by_score(state, ncell, blocked, 0)

    def by_score_and_dig(state: State, ncell: int) -> list[IMove]:
        return _moves_by_score(state, ncell, blocked, DIG_WEIGHT)

    return _moves, by_score, by_score_and_dig


def _blocked(col: bytes) -> int:
    """How many cards of ``col`` lie on a lower card of their suit (each must leave before
    that card goes home)."""
    low = [99, 99, 99, 99]
    count = 0
    for c in col:
        s = c // 13
        r = c % 13
        if r > low[s]:
            count += 1
        elif r < low[s]:
            low[s] = r
    return count


def _moves_by_score(
    state: State, ncell: int, blocked: dict[bytes, int], dig_weight: int
) -> list[IMove]:
    """The moves of ``_moves``, best last by the position each leads to: a card uncovered
    for a foundation, free cells, empty columns, fewest cards lying on a lower card of their
    suit (``_blocked``, kept per column in ``blocked``: most columns of a child are its
    parent's), and with ``dig_weight`` fewest cards over the cards foundations want next;
    ties keep ``_moves``' order."""
    dig = state[4]
    scored = []
    for i, move in enumerate(_moves(state, ncell)):
        cols, cells = _apply(state, move)
        score = 25 * cols.count(b"") - 12 * len(cells)
        for col in cols:
            n = blocked.get(col)
            if n is None:
                n = blocked[col] = _blocked(col)
            score -= 6 * n
        kind, a, b, k = move
        if kind != CELL_COL and dig[a] != FAR:
            score += dig_weight * k + (40 if dig[a] == k else 0)
        if kind != COL_CELL and dig[b] != FAR:
            score -= dig_weight * k
        scored.append((score, i, move))
    scored.sort()
    return [m for _, _, m in scored]


def _finish(
    game: EightOff, home_first: list[IMove], start: State, path: list[IMove], nodes: int,
    states: list[State] | None = None,
) -> Solution:
    """The winning line with its home moves, replayed through the engine: ``home_first``
    (the cards home before the search's ``start``), then ``path``. ``states``: the
    positions along ``path`` (its last move's result left out), when the search kept them;
    only the moves after which cards went home are played again, to write those down."""
    return replayed(_to_engine(game, _with_home(home_first, start, path, states)), nodes)


def _with_home(
    home_first: list[IMove], start: State, path: list[IMove], states: list[State] | None,
) -> list[IMove]:
    """``path`` with the home moves of its autoplay written out (see ``_finish``)."""
    line = list(home_first)
    for n, move in enumerate(path):
        line.append(move)
        if states is None or n + 1 >= len(states) or states[n + 1][3] is not states[n][3]:
            parent = states[n] if states is not None else start
            cols, cells = _apply(parent, move)
            child = _complete(parent, move, cols, cells, line)
            if states is None:
                start = child
    return line


def _progress_line(game: EightOff, progress: Progress) -> list[Move]:
    """The straightened line to the position with the most cards home that the search
    reached, as engine moves (empty when it found none)."""
    if progress.final is None or not progress.path:
        return []
    states, path = _shorten(progress.states, progress.path, progress.final, game.cell_count)
    start, home_first = _start(game)
    return _to_engine(game, _with_home(home_first, start, path, states), must_win=False) or []


def _to_engine(game: EightOff, line: list[IMove], must_win: bool = True) -> list[Move] | None:
    """The internal line as engine moves, played on a copy of ``game``; None if it does
    not replay (to a win, with ``must_win``: a bug, never returned as a solution)."""
    trial = game.clone()
    out: list[Move] = []
    try:
        for move in line:
            exact = _engine_move(trial, move)
            # refusal() is play()'s check; _apply() is push() without the undo snapshot
            # (40% of the time of a replay), which a copy thrown away needs not.
            if trial.refusal(exact) is not None:
                return None
            trial._apply(exact)
            out.append(exact)
    except (Refusal, LookupError):
        return None
    return out if trial.status is Status.WON or not must_win else None


_COLUMNS = tuple(column(i) for i in range(8))
_CELLS = tuple(cell(i) for i in range(8))
_FOUNDATIONS = tuple(foundation(i) for i in range(4))


def _engine_move(game: EightOff, move: IMove) -> Move:
    """An internal move as the engine's move in ``game`` (the one place where this solver
    meets the engine's Move and Place). Cells are picked here (R1): the card's own, or the
    first free one, cell f last, since ``3f`` written out could mean a foundation. Raises
    LookupError when a card is not in a cell or no cell is free (a bug)."""
    kind, a, b, k = move
    if kind == COL_COL:
        return Move(_COLUMNS[a], _COLUMNS[b], k)
    if kind == COL_HOME:
        return Move(_COLUMNS[a], _FOUNDATIONS[b // 13], 1)
    if kind == COL_CELL:
        free = [ci for ci, c in enumerate(game.cells) if c is None]
        plain = [ci for ci in free if ci != CELL_F]
        return Move(_COLUMNS[a], _CELLS[(plain or free)[0]], 1)
    held = next(ci for ci, c in enumerate(game.cells) if c is not None and c.index == a)
    if kind == CELL_HOME:
        return Move(_CELLS[held], _FOUNDATIONS[a // 13], 1)
    return Move(_CELLS[held], _COLUMNS[b], 1)


def heuristic(game: Variant) -> Move | None:
    """A move without a search: a card home if one goes, else the search's first choice."""
    assert isinstance(game, EightOff)
    return _best_guess(game, None)


def _best_guess(game: EightOff, first: IMove | None) -> Move | None:
    """A card home if one goes (R3: never a mistake), else ``first`` (an internal move
    from the position), else the search's first choice, else any legal move (a card back
    from a foundation, or from cell to cell: never None while a move exists)."""
    state, line = _start(game)
    if line:
        return _engine_move(game, line[0])
    if first is None:
        moves = _moves(state, game.cell_count)
        first = moves[-1] if moves else None
    if first is not None:
        return _engine_move(game, first)
    legal = game.legal_moves()
    return legal[0] if legal else None


def hint_search(
    game: Variant, memory: HintMemory | None = None, aim: str = "win"
) -> Generator[None, Resume, Hint]:
    """The Hint button. Eight Off hides nothing, so ``chance`` is None and the search sees
    no more than the player. The next move of the line kept in ``memory`` (the game's
    past hints) for this position, after ``learn`` has found one where there was none:
    ``certain`` on a winning line, ``lost`` on a line that brings the most cards home in a
    game proved lost. With no line at all, the best guess that does not lead back to a
    position already played."""
    assert isinstance(game, EightOff)
    if game.status is Status.WON:
        return Hint(None)
    memory = memory if memory is not None else HintMemory(game.name)
    lost = yield from _learn(game, memory)
    kept = memory.follow(game)
    if kept is not None:
        move, certain, lost = kept
        return Hint(move, certain=certain, lost=lost)
    guess = _best_guess(game, None)
    if guess is not None:
        guess = memory.unvisited(game, [guess, *_guesses(game)]) or guess
    return Hint(guess, lost=lost)


def learn(game: Variant, memory: HintMemory) -> Generator[None, Resume, None]:
    """What the hints learn at a position the player reaches (``Solver.learn``): a
    line from it, unless it is on one already."""
    assert isinstance(game, EightOff)
    yield from _learn(game, memory)


def _learn(game: EightOff, memory: HintMemory) -> Generator[None, Resume, bool]:
    """Search from ``game`` unless its position is on a kept line, and keep the line
    found: the straightened winning line (``certain``), else the one that brought the most
    cards home (``lost`` when the search proved the game lost: returns that). A search cut
    short (``HINT_NODES`` positions) proves nothing either way."""
    if game.status is Status.WON or memory.follow(game) is not None:
        return False
    progress = Progress()
    result = yield from _search(game, HINT_NODES, progress, straight=True)
    if result.verdict is Verdict.WINNABLE and result.moves:
        memory.keep(game, result.moves, certain=True)
        return False
    lost = result.verdict is Verdict.NOT_WINNABLE
    line = _progress_line(game, progress)
    if line:
        memory.keep(game, line, certain=False, lost=lost)
    return lost


def _guesses(game: EightOff) -> list[Move]:
    """Every legal move, the search's order first (its best first)."""
    state, home = _start(game)
    if home:  # the search's moves start after cards went home
        return game.legal_moves()
    ordered = [_engine_move(game, m) for m in reversed(_moves(state, game.cell_count))]
    return ordered + game.legal_moves()


def position_key(game: Variant) -> Hashable:
    """The position as the hints' memory keys it: the columns and the cells, each as a
    set (which cell a card is in, or which column is where, never matters: R1, R2)."""
    assert isinstance(game, EightOff)
    cols = tuple(sorted(tuple(c.index for c in col) for col in game.tableau))
    return cols, tuple(sorted(c.index for c in game.cells if c is not None))



# The review (``game.review``): nothing is hidden, so only the real deal is searched.
REVIEW_BUDGET = ReviewBudget(worlds=0, deal_positions=60_000, deal_total=150_000)
