"""Golf solver: exact depth-first search, both rule modes, pure Python.

The position is reduced to what play depends on: how many cards are left in each column
(the cards themselves never move between columns), how many stock cards have been drawn, and
which columns the waste top lets go next (suits never matter, the cards under the top never
come back, and the top's rank matters only through the free cards one rank away from it: two
tops that let the same columns go are the same position). These three are packed into one
small int, the key of a table of dead positions. The table is bounded by generations: when
the young one is full it becomes the old one and the oldest generation is dropped, so a long
search forgets its earliest dead ends, never all of them at once.

Pruning, exact (a necessary condition for a win, so nothing winnable is ever cut): in a
winning line every tableau card lands on a distinct card one rank away that is played just
before it (the current top, a stock card, or another tableau card). So the tableau cards need
a matching into the cards still to play, by ranks: Hall's condition on a bipartite graph that
is a 26-node cycle D1 S2 D3 ... S13 D1 (demand nodes are tableau cards, supply nodes the cards
still to play) with the K-A wrap, or two paths without it. The root is checked in full. After
that a move changes one rank count and the top: the demand of the card taken falls by one and
the supply of the old top's rank falls by one. Only windows of the cycle through the old top's
supply node can become short, so each position works out once, from the counts around its
top, which of its children keep the condition (the lower neighbour's removal, the upper's, the
draw): two short scans away from the top, cut at the first rank missing from the tableau
(a window across it splits into two that are each fine). The answers are cached by rank counts.

Search: recursive depth-first over the removals (from the last column to the first) and the
draw last, in slices of ``SLICE`` positions; between slices the generator pauses and the next
slice goes down the same line again (its dead ends are in the table, so that costs a few
lookups). Runs restart with doubling budgets, each with another column order, since a
winnable deal often falls quickly to one of them; the table carries over, so the last run is
exhaustive.
"""

from __future__ import annotations

from collections.abc import Generator, Sequence

from game.games.golf import Golf
from game.moves import STOCK, WASTE, Move, PileKind, column
from game.review import ReviewBudget
from game.solver import Resume, Solution, Verdict
from game.variant import Variant

DRAW = -1
SLICE = 512  # positions between pauses in a frame loop (1-2 ms)
PAUSE_POSITIONS = SLICE  # at most, when the driver sends no seconds (game.review)
LONG_SLICE = 32_768  # when the driver has seconds to spare (each slice starts at the root)
FIRST_BUDGET = 1024  # positions of the first run; each restart doubles it
# Dead positions per generation (two are kept) and cached child masks (cleared when full: it
# only saves recomputing): about 35 MB at most, so that a long search in the hint worker
# keeps it within 60 MB. Of deals 1-120 in Classic the longest search keeps 22 MB.
DEAD_GENERATION = 200_000
CACHE_LIMIT = 100_000
NO_CUT = -99

# What a position allows its children, as bits: take a card one rank below the top, one rank
# above, draw.
LOWER, UPPER, DRAWS = 1, 2, 4


def _neighbours(wrap: bool) -> tuple[list[int], list[int]]:
    """``lower[t]``, ``upper[t]``: the ranks one below and one above ``t`` (14: none, an
    index that never holds a column; 0 holds the empty columns)."""
    lower = [14] * 14
    upper = [14] * 14
    for t in range(1, 14):
        lower[t] = t - 1 if t > 1 else (13 if wrap else 14)
        upper[t] = t + 1 if t < 13 else (1 if wrap else 14)
    return lower, upper


def _scans(wrap: bool) -> tuple[list[list[tuple[int, int]]], list[list[tuple[int, int]]]]:
    """``down[t]``, ``up[t]``: the (demand rank, supply rank) pairs met walking from the supply
    node of rank ``t`` to lower and to higher ranks, nearest first; supply rank 0 is "none"
    (the walk reached the end of a path). Without the wrap the K-A edges do not exist."""
    down: list[list[tuple[int, int]]] = [[] for _ in range(14)]
    up: list[list[tuple[int, int]]] = [[] for _ in range(14)]
    for t in range(1, 14):
        for step, out in ((-1, down[t]), (1, up[t])):
            rank = t
            for _ in range(12):
                demand = rank + step
                if not 1 <= demand <= 13:
                    if not wrap:
                        break
                    demand = 13 if demand == 0 else 1
                supply = demand + step
                if not 1 <= supply <= 13:
                    if not wrap:
                        out.append((demand, 0))
                        break
                    supply = 13 if supply == 0 else 1
                out.append((demand, supply))
                rank = supply
    return down, up


def hall_ok(tab: Sequence[int], stk: Sequence[int], top: int, wrap: bool) -> bool:
    """Can every tableau card get its own predecessor one rank away among the cards still to
    play (tableau, stock, top)? ``tab`` and ``stk`` count cards by rank (index 1..13); top 0
    is an empty waste, which takes any card (no test). Exact: Hall's condition via a greedy
    sweep along each path, the cycle cut at a zero or split at the Aces' demand."""
    if not top:
        return True
    # Node k of the cycle (0..25) is rank k % 13 + 1; even k a demand, odd k a supply.
    value = [
        tab[k % 13 + 1] if k % 2 == 0 else tab[k % 13 + 1] + stk[k % 13 + 1] + (top == k % 13 + 1)
        for k in range(26)
    ]
    if not wrap:  # the K-A edges are missing: paths D1 S2 ... D13 and S1 D2 ... S13
        return _sweep(value, range(13)) and _sweep(value, range(13, 26))
    for k in range(26):
        if value[k] == 0:
            return _sweep(value, [(k + 1 + j) % 26 for j in range(25)])
    # No zero anywhere: try each split of the Aces' demand between its two neighbours.
    for x in range(min(value[0], value[25]) + 1):
        split = value[:]
        split[0] -= x  # x Aces take a King (node 25): the rest need a Two (node 1)
        split[25] -= x
        if _sweep(split, range(26)):
            return True
    return False


def _sweep(value: list[int], nodes: Sequence[int]) -> bool:
    """Greedy along a path of alternating nodes: each demand takes what the supply behind it
    has left, then the supply ahead of it. Exact for a path."""
    left = 0  # unused supply of the node just behind
    owed = 0  # demand still waiting for the next supply node
    for k in nodes:
        if k % 2 == 0:
            if owed:
                return False
            owed = max(0, value[k] - left)
            left = 0
        else:
            left = value[k] - owed
            if left < 0:
                return False
            owed = 0
    return owed == 0


class Rules:
    """What the searches need to know of a rule mode, worked out once: the neighbours of
    each rank and the scans of Hall's condition."""

    def __init__(self, wrap: bool) -> None:
        self.wrap = wrap
        self.lower, self.upper = _neighbours(wrap)
        self.down, self.up = _scans(wrap)

    def allowed(self, t: int, tab: list[int], net: list[int]) -> int:
        """Which children of a position keep Hall's condition (the position keeps it, its
        top has rank ``t``; ``tab`` counts the tableau's ranks, ``net`` the tableau's and the
        stock's): a move takes one from the supply of rank ``t``, so a window through that
        node that was tight becomes short. ``below``/``above``: the largest excess of demand
        over supply of a window from ``t``'s supply node downwards/upwards."""
        st = net[t] + 1
        g = 0
        below = NO_CUT
        nd = 0
        for d, s in self.down[t]:
            x = tab[d]
            if not x:
                break  # a window across a rank missing from the tableau is never tighter
            g += x - net[s]
            if g > below:
                below = g
            nd += 1
        g = 0
        above = NO_CUT
        nu = 0
        for d, s in self.up[t]:
            x = tab[d]
            if not x:
                break
            g += x - net[s]
            if g > above:
                above = g
            nu += 1
        # Taking the lower neighbour relieves the windows reaching down, the upper the
        # windows reaching up; a draw relieves none.
        low = LOWER if above < st else 0
        high = UPPER if below < st else 0
        if not (low and high) or below + above < st:
            return low | high | (DRAWS if low and high else 0)
        if nd + nu <= 12 or not self.wrap:
            return LOWER | UPPER
        return LOWER | UPPER | (0 if self._both_ways(t, tab, net) >= st else DRAWS)

    def _both_ways(self, t: int, tab: list[int], net: list[int]) -> int:
        """Every rank is in the tableau and the two scans meet round the cycle: the largest
        excess of a window reaching both ways with at most 12 pairs in all."""
        downs = []
        g = 0
        for d, s in self.down[t]:
            g += tab[d] - net[s]
            downs.append(g)
        best_up = []
        g = 0
        top_g = NO_CUT
        for d, s in self.up[t]:
            g += tab[d] - net[s]
            top_g = max(top_g, g)
            best_up.append(top_g)
        return max(downs[k - 1] + best_up[11 - k] for k in range(1, 12))


RULES = {wrap: Rules(wrap) for wrap in (False, True)}


_ORDERED: dict[tuple[int, ...], list[tuple[int, ...]]] = {}


def _ordered(order: tuple[int, ...]) -> list[tuple[int, ...]]:
    """The columns of each set of columns (a bit mask), in ``order``."""
    out = _ORDERED.get(order)
    if out is None:
        if len(_ORDERED) > 64:  # a few orders a solve: never many
            _ORDERED.clear()
        out = _ORDERED[order] = [
            tuple(i for i in order if m >> i & 1) for m in range(1 << len(order))]
    return out


WON, LOST, OUT = 1, 0, -1  # what a walk from a position found (OUT: out of budget)
TOP_SHIFT = 39  # a cache key: the tableau's rank counts (3 bits each, ranks 1-13), the top,
POS_SHIFT = 43  # and how many stock cards are drawn (the rest of the stock follows from it)


class _Search:
    """A position in compact form, the tables its runs share, and the walk itself.

    ``cols`` holds each column's ranks (covered card first) and ``h`` how many of them are
    still there; ``stock`` the stock's ranks in drawing order, of which ``pos`` are drawn;
    ``top`` the waste top's rank (0: an empty waste). A walk changes ``h``, ``tab``, ``net``
    and ``at`` on the way down and puts them back on the way up, so each run starts from the
    root as it was. (A class rather than a closure: compiled, its method calls are plain C
    calls on unboxed ints.)"""

    def __init__(self, cols: list[list[int]], stock: list[int], top: int, wrap: bool) -> None:
        self.cols = cols
        self.stock = stock
        self.top = top
        self.pos = 0
        self.wrap = wrap
        self.rules = rules = RULES[wrap]
        self.lower, self.upper = rules.lower, rules.upper
        self.h = h = [len(col) for col in cols]
        bits = max(3, max(h).bit_length())
        self.dead: set[int] = set()
        self.old: set[int] = set()  # the previous generation of dead positions
        self.cache: dict[int, int] = {}
        self.nodes = 0
        self.spent = 0
        self.budget = 0
        self.line: list[int] = []  # the winning line once found (columns, DRAW)
        self.ordered: list[tuple[int, ...]] = []
        self.tab = tab = [0] * 14
        self.stk = stk = [0] * 14
        for col in cols:
            for r in col:
                tab[r] += 1
        for r in stock:
            stk[r] += 1
        self.net = [tab[r] + stk[r] for r in range(14)]  # supply of each rank, the top aside
        self.free = free = [[0, *col] for col in cols]  # free[i][height]: its free card's rank
        self.at = at = [0] * 15  # at[rank]: the columns whose free card has that rank, as bits
        for i, hi in enumerate(h):
            at[free[i][hi]] |= 1 << i
        self.unit = unit = [1 << (bits * i) for i in range(len(cols))]
        self.pos_shift = bits * len(cols)
        self.fit_shift = self.pos_shift + 6
        self.hkey = sum(hi * u for hi, u in zip(h, unit, strict=True))
        self.tab_unit = [1 << (3 * r - 3) if r else 0 for r in range(14)]
        self.counts = sum(tab[r] * self.tab_unit[r] for r in range(14))

    @classmethod
    def of(cls, game: Golf) -> _Search:
        cols = [[c.rank for c in col] for col in game.tableau]
        stock = [c.rank for c in reversed(game.stock)]
        return cls(cols, stock, game.waste[-1].rank if game.waste else 0, game.wrap)

    def feasible(self) -> bool:
        return hall_ok(self.tab, self.stk, self.top, self.wrap)

    def run(self, budget: int, order: Sequence[int]) -> bool | None:
        """Search from the root, trying columns in ``order``, for at most ``budget`` more
        positions: True (won; ``line`` holds the line), False (lost), None (out of budget)."""
        if len(self.dead) >= DEAD_GENERATION:
            self.old.clear()
            self.old |= self.dead
            self.dead.clear()
        if len(self.cache) >= CACHE_LIMIT:
            self.cache.clear()
        self.line = []
        self.ordered = _ordered(tuple(order))
        self.spent = 0
        self.budget = budget
        try:
            if self.top:
                found = self._walk(self.hkey, self.pos, self.top, self.counts)
            else:
                found = self._from_empty_waste()
        finally:
            self.nodes += min(self.spent, budget)
            self.line.reverse()
        return None if found == OUT else found == WON

    def _walk(self, hkey: int, pos: int, top: int, counts: int) -> int:
        """Search on from the current position (``h``, ``tab``, ``net``, ``at`` and the
        arguments; ``counts``: the tableau's rank counts, packed); the position itself is
        known not to be dead. WON, LOST or OUT."""
        self.spent += 1
        if self.spent > self.budget:
            return OUT
        at, h, free, tab, net = self.at, self.h, self.free, self.tab, self.net
        lower, upper, dead, old = self.lower, self.upper, self.dead, self.old
        ckey = counts | top << TOP_SHIFT | pos << POS_SHIFT
        mask = self.cache.get(ckey)
        if mask is None:
            mask = self.cache[ckey] = self.rules.allowed(top, tab, net)
        here = pos << self.pos_shift
        fit_shift = self.fit_shift
        for i in self.ordered[(at[lower[top]] if mask & LOWER else 0)
                              | (at[upper[top]] if mask & UPPER else 0)]:
            hi = h[i]
            r = free[i][hi]
            child = hkey - self.unit[i]
            if not child:
                self.line.append(i)
                return WON
            b = 1 << i
            under = free[i][hi - 1]
            at[r] ^= b
            at[under] ^= b
            # The top matters only through which columns it lets go next: key by those.
            key = child | here | (at[lower[r]] | at[upper[r]]) << fit_shift
            if key in dead or key in old:
                at[r] ^= b
                at[under] ^= b
                continue
            h[i] = hi - 1
            tab[r] -= 1
            net[r] -= 1
            found = self._walk(child, pos, r, counts - self.tab_unit[r])
            h[i] = hi
            tab[r] += 1
            net[r] += 1
            at[r] ^= b
            at[under] ^= b
            if found != LOST:
                if found == WON:
                    self.line.append(i)
                return found
            dead.add(key)
        if mask & DRAWS and pos < len(self.stock):
            r = self.stock[pos]
            key = hkey | (pos + 1) << self.pos_shift | (at[lower[r]] | at[upper[r]]) << fit_shift
            if key not in dead and key not in old:
                net[r] -= 1
                found = self._walk(hkey, pos + 1, r, counts)
                net[r] += 1
                if found != LOST:
                    if found == WON:
                        self.line.append(DRAW)
                    return found
                dead.add(key)
        return LOST

    def _from_empty_waste(self) -> int:
        """The root when the waste is empty: any free card may go first. Its children are
        checked in full (the root had no top to reason from)."""
        h, free, tab, net, stk, at = self.h, self.free, self.tab, self.net, self.stk, self.at
        pos, hkey, counts = self.pos, self.hkey, self.counts
        for i in self.ordered[(1 << len(self.cols)) - 1]:
            hi = h[i]
            if not hi:
                continue
            r = free[i][hi]
            if hkey == self.unit[i]:
                self.line.append(i)
                return WON
            h[i] = hi - 1
            tab[r] -= 1
            net[r] -= 1
            at[r] ^= 1 << i
            at[free[i][hi - 1]] ^= 1 << i
            found = LOST
            if hall_ok(tab, stk, r, self.wrap):
                found = self._walk(hkey - self.unit[i], pos, r, counts - self.tab_unit[r])
            at[r] ^= 1 << i
            at[free[i][hi - 1]] ^= 1 << i
            h[i] = hi
            tab[r] += 1
            net[r] += 1
            if found != LOST:
                if found == WON:
                    self.line.append(i)
                return found
        if pos >= len(self.stock):
            return LOST
        r = self.stock[pos]
        stk[r] -= 1
        net[r] -= 1
        found = LOST
        if hall_ok(tab, stk, r, self.wrap):
            found = self._walk(hkey, pos + 1, r, counts)
        stk[r] += 1
        net[r] += 1
        if found == WON:
            self.line.append(DRAW)
        return found


def slice_for(left: float | None) -> int:
    """How many positions to search before the next pause: a frame loop's step has
    milliseconds left, a blocking solve seconds (``left``, sent by the driver)."""
    return LONG_SLICE if left is not None and left > 1.0 else SLICE


def _engine_move(m: int) -> Move:
    """One of the search's moves (a column index, or DRAW) as the engine's Move."""
    return Move(STOCK, WASTE) if m == DRAW else Move(column(m), WASTE)


def _orders(columns: int) -> Generator[list[int], None, None]:
    """The column order of each run: last column first, then shuffles (a fixed sequence)."""
    order = list(range(columns - 1, -1, -1))
    yield order
    state = 0x9E3779B9
    while True:
        order = order[:]
        for i in range(columns - 1, 0, -1):
            state = (state * 1103515245 + 12345) & 0x7FFFFFFF
            j = (state >> 8) % (i + 1)
            order[i], order[j] = order[j], order[i]
        yield order


def search(game: Variant) -> Generator[None, Resume, Solution]:
    """Exact search from ``game``'s position (a private copy; it is not changed).

    Runs with doubling budgets, each with another column order; dead positions found by any
    run stay dead for the next, so the last run, whose budget has outgrown the search, is
    exhaustive. Pauses every ``SLICE`` positions (``LONG_SLICE`` when not in a frame loop)."""
    assert isinstance(game, Golf)
    if game.is_won():
        return Solution(Verdict.WINNABLE)
    state = _Search.of(game)
    if not state.feasible():
        return Solution(Verdict.NOT_WINNABLE, states=1)
    budget = FIRST_BUDGET
    step = SLICE
    for order in _orders(len(state.cols)):
        spent = 0
        while spent < budget:
            size = min(step, budget - spent)
            done = state.run(size, order)
            if done is not None:
                if done:
                    moves = [_engine_move(m) for m in state.line]
                    return Solution(Verdict.WINNABLE, moves, states=state.nodes)
                return Solution(Verdict.NOT_WINNABLE, states=state.nodes)
            spent += size
            step = slice_for((yield None))
        budget *= 2
    raise AssertionError("unreachable")  # pragma: no cover


def heuristic(game: Variant) -> Move | None:
    """When the search runs out of time: the removal that starts the longest chain of
    removals (a short greedy look-ahead), else the draw."""
    assert isinstance(game, Golf)
    best: Move | None = None
    best_len = 0
    for move in game.legal_moves():
        if move.source.kind is PileKind.STOCK:
            continue
        trial = game.clone()
        trial.push(move)
        length = 1
        while True:
            nxt = [m for m in trial.legal_moves() if m.source.kind is not PileKind.STOCK]
            if not nxt:
                break
            trial.push(nxt[0])
            length += 1
        if length > best_len:
            best, best_len = move, length
    if best is not None:
        return best
    return Move(STOCK, WASTE) if game.stock else None


# The review (``game.review``): its chances are the blind ones of ``game.games.golf.blind``
# (no deals of the stock searched), their exact searches at most 150 000 positions in all.
REVIEW_BUDGET = ReviewBudget(worlds=0, total=0, deal_positions=100_000, deal_total=200_000,
                             blind_states=150_000)
