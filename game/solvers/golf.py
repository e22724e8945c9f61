"""Golf solver: exact depth-first search, both rule modes, pure Python.

The position is reduced to what play depends on: how many cards are left in each column
(the cards themselves never move between columns), how many stock cards have been drawn, and
the *rank* of the waste top (suits never matter, and the cards under the top never come back).
These three are packed into one int, the key of a transposition table of dead positions.

Pruning (each a necessary condition for a win, so the search stays exact), checked at every
new position and cached by rank counts:

- Predecessor matching. In a winning line every tableau card lands on a distinct waste card
  one rank away: the card just before it (the current top, a stock card still to come, or
  another tableau card). So the tableau cards must have a matching into the cards still to
  play, by ranks. Ranks one apart have opposite parity, so without the K-A wrap this splits
  into two path-shaped problems that a greedy sweep solves exactly; with the wrap the
  ranks form a 26-node cycle, cut at any empty node (no cut: the test is skipped).
- Chain count. Each draw starts a new chain of removals, so at most (stock left + 1) chains
  remain; ``_walks_needed`` bounds from below how many the tableau's ranks need.

Search: depth-first with a table of dead positions, restarted with doubling budgets and a
jittered move order (the table carries over, so the last run is exhaustive); removals from
taller columns first, the draw last.
"""

from __future__ import annotations

from collections.abc import Generator

from game.golf import Golf
from game.moves import STOCK, WASTE, Move, PileKind, column
from game.solver import Solution, Verdict, register
from game.variant import Variant

DRAW = -1
YIELD_EVERY = 128  # nodes between pauses (well under a millisecond)
NOISE = 3  # jitter of the move order in restarts
FIRST_BUDGET = 4096  # nodes of the first run; each restart doubles it
DEAD_LIMIT = 1_000_000  # dead positions kept before the table is cleared (memory bound)
FEASIBLE_LIMIT = 500_000  # cached matching verdicts kept


def _fit_table(wrap: bool) -> list[list[bool]]:
    """``table[top][rank]``: may a card of ``rank`` go on a waste top of ``top`` (0: none)."""
    table = [[True] * 14]
    for top in range(1, 14):
        row = [False] * 14
        for rank in range(1, 14):
            diff = abs(rank - top)
            row[rank] = diff == 1 or (wrap and diff == 12)
        table.append(row)
    return table


def _matching_ok_path(tab: list[int], stk: list[int], top: int) -> bool:
    """Classic: can every tableau card get a distinct predecessor one rank away?"""
    if not top:
        return True  # an empty waste takes any card: no cheap test
    left_prev = 0  # supply of rank r-1 not used by demand r-2
    used_cur = 0  # supply of rank r already used by demand r-1
    for r in range(1, 14):
        sup_r = tab[r] + stk[r] + (top == r)
        d = tab[r] - left_prev
        if d > 0:
            if r == 13:
                return False
            if d > tab[r + 1] + stk[r + 1] + (top == r + 1):
                return False
        else:
            d = 0
        left_prev = sup_r - used_cur
        used_cur = d
    return True


def _matching_ok_cycle(tab: list[int], stk: list[int], top: int) -> bool:
    """Easy (K-A wrap): the same test on the 26-node cycle D1 S2 D3 ... S13, cut at a zero."""
    if not top:
        return True  # an empty waste takes any card: no cheap test
    # Node k of the cycle (0..25) has rank k % 13 + 1; even k is a demand, odd a supply.
    def sup(r: int) -> int:
        return tab[r] + stk[r] + (top == r)

    start = -1
    for k in range(26):
        r = k % 13 + 1
        if (tab[r] if k % 2 == 0 else sup(r)) == 0:
            start = k + 1
            break
    if start < 0:
        return True  # no cut: every rank everywhere, nothing to learn cheaply
    # Walk the 25 nodes after the cut: demands take leftover supply behind them first, then
    # supply ahead of them.
    leftover = 0  # unused supply of the supply node just behind
    owed = 0  # demand still waiting for the next supply node
    for k in range(start, start + 25):
        kk = k % 26
        r = kk % 13 + 1
        if kk % 2 == 0:  # demand
            d = tab[r] - leftover
            leftover = 0
            owed = d if d > 0 else 0
        else:  # supply
            s = sup(r) - owed
            if s < 0:
                return False
            leftover = s
            owed = 0
    return owed == 0


_CYCLE_FROM = [[(gap + k - 1) % 13 + 1 for k in range(1, 14)] for gap in range(14)]


def _walks_needed(tab: list[int], wrap: bool) -> int:
    """A lower bound on the chains (runs of removals between draws) that can clear the
    tableau, from its rank counts alone.

    A chain steps one rank at a time, so it stays inside one block of consecutive ranks
    present in the tableau; and, except across the K-A step (both odd), it alternates odd and
    even ranks, so a block with ``d`` more cards of one parity than the other needs ``d``
    chains, less one for each K-A step the chains could take.
    """
    ka = 0  # how many K-A steps the chains can make at most
    if wrap and tab[1] and tab[13]:
        ka = min(2 * min(tab[1], tab[13]), tab[1] + tab[13] - 1)
    if wrap:
        gap = 0
        for r in range(1, 14):
            if not tab[r]:
                gap = r
                break
        if not gap:  # one block round the whole cycle
            return max(1, abs(sum(tab[r] if r & 1 else -tab[r] for r in range(1, 14))) - ka)
        order = _CYCLE_FROM[gap]  # the ranks after the gap, the gap last
    else:
        order = _CYCLE_FROM[13][:13]  # 1..13
    need = 0
    balance = 0
    inblock = False
    crosses = False
    for r in order:
        n = tab[r]
        if n:
            if r == 1 and inblock:
                crosses = True  # the block runs K-A: parity says nothing
            balance += n if r & 1 else -n
            inblock = True
        elif inblock:
            need += max(1, abs(balance) - ka) if crosses else max(1, abs(balance))
            balance = 0
            inblock = crosses = False
    if inblock:
        need += max(1, abs(balance) - ka) if crosses else max(1, abs(balance))
    return need


def _starts_ok(tab: list[int], stk: list[int], top: int, wrap: bool) -> bool:
    """Can the chains the tableau needs all be started?

    Every chain begins on the waste top or on a stock card still to come (one chain each),
    one rank away from the chain's first card. A block of consecutive ranks present in the
    tableau needs ``_walks_needed`` chains of its own (chains never leave their block), so it
    needs that many start cards one rank away from the block; and all blocks together need
    that many distinct start cards one rank away from some tableau card.
    """
    def near(r: int) -> bool:  # is rank r one away from a tableau card?
        below = tab[r - 1] if r > 1 else (tab[13] if wrap else 0)
        above = tab[r + 1] if r < 13 else (tab[1] if wrap else 0)
        return bool(below or above)

    starts = [0] * 15
    total = 0
    for r in range(1, 14):
        n = stk[r] + (top == r)
        if n and near(r):
            starts[r] = n
            total += n
    if not top:
        total += 1  # an empty waste takes any first card
    wild = 0 if top else 1
    need_all = 0
    ka = 0
    if wrap and tab[1] and tab[13]:
        ka = min(2 * min(tab[1], tab[13]), tab[1] + tab[13] - 1)
    if wrap:
        gap = 0
        for r in range(1, 14):
            if not tab[r]:
                gap = r
                break
        if not gap:  # one block round the whole cycle
            need = max(1, abs(sum(tab[r] if r & 1 else -tab[r] for r in range(1, 14))) - ka)
            return need <= total
        order = _CYCLE_FROM[gap]
    else:
        order = _CYCLE_FROM[13][:13]
    block: list[int] = []
    balance = 0
    crosses = False
    for r in [*order, 0]:  # 0: a sentinel that closes the last block
        n = tab[r] if r else 0
        if n:
            if r == 1 and block:
                crosses = True
            balance += n if r & 1 else -n
            block.append(r)
            continue
        if not block:
            continue
        need = max(1, abs(balance) - ka) if crosses else max(1, abs(balance))
        # Start ranks for this block: one away from one of its ranks.
        lo, hi = block[0], block[-1]
        below = lo - 1 if lo > 1 else (13 if wrap else 0)
        above = hi + 1 if hi < 13 else (1 if wrap else 0)
        cands = {below, above}
        if len(block) > 1:
            cands.update(block)
        avail = wild + sum(starts[c] for c in cands if c)
        if avail < need:
            return False
        need_all += need
        block = []
        balance = 0
        crosses = False
    return need_all <= total


def search(game: Variant) -> Generator[None, None, Solution]:
    """Exact search from ``game``'s position (a private copy; it is not changed).

    Depth-first search with restarts: short runs with slightly different move orders first
    (a winnable deal usually falls to one of them), each run's budget twice the last. Dead
    positions found by any run stay dead for the next, so nothing is lost by restarting, and
    the last run, whose budget has outgrown the search, is exhaustive.
    """
    assert isinstance(game, Golf)
    if game.is_won():
        return Solution(Verdict.WINNABLE)
    state = _Search(game)
    limit = FIRST_BUDGET
    seed = 0
    while True:
        path = yield from state.dfs(limit, seed)
        if path is not None:
            if path:
                moves = [Move(STOCK, WASTE) if x == DRAW else Move(column(x), WASTE) for x in path]
                return Solution(Verdict.WINNABLE, moves, states=state.nodes)
            return Solution(Verdict.NOT_WINNABLE, states=state.nodes)
        limit *= 2
        seed += 1


class _Search:
    """The position in compact form, and the tables shared by the runs of one solve."""

    def __init__(self, game: Golf) -> None:
        self.wrap = game.wrap
        self.fit = _fit_table(self.wrap)
        self.cols = [[c.rank for c in col] for col in game.tableau]
        self.stock = [c.rank for c in reversed(game.stock)]  # drawing order
        self.top = game.waste[-1].rank if game.waste else 0
        self.dead: set[int] = set()
        self.feasible: dict[int, bool] = {}
        self.nodes = 0

    def dfs(self, limit: int, seed: int) -> Generator[None, None, list[int] | None]:
        """One run of at most ``limit`` nodes. Returns the winning line, ``[]`` when the
        position is lost, or None when the budget ran out first."""
        fit = self.fit
        wrap = self.wrap
        matching_ok = _matching_ok_cycle if self.wrap else _matching_ok_path
        cols = self.cols
        ncol = len(cols)
        stock = self.stock
        nstock = len(stock)
        top = self.top
        h = [len(col) for col in cols]
        left = sum(h)
        dead = self.dead
        feasible = self.feasible

        bits = max(1, max(h).bit_length())
        unit = [1 << (bits * i) for i in range(ncol)]
        pos_shift = bits * ncol
        top_shift = pos_shift + 6
        tab = [0] * 15
        for col in cols:
            for r in col:
                tab[r] += 1
        stk = [0] * 15
        for r in stock:
            stk[r] += 1
        hkey = sum(h[i] * unit[i] for i in range(ncol))
        pos = 0
        # Matching verdicts by rank counts: 3 bits per count (a rank has at most 4 cards).
        tab_unit = [1 << (3 * r) for r in range(15)]
        stk_unit = [1 << (45 + 3 * r) for r in range(15)]
        counts = sum(tab[r] * tab_unit[r] + stk[r] * stk_unit[r] for r in range(15))
        rnd = seed * 2654435761 + 1
        noise = 0 if seed == 0 else NOISE  # seed 0: tallest column first; later runs jitter it

        def children() -> list[int]:
            """Moves from the current position, the most promising last (popped first):
            the draw last of all, removals from taller columns before shorter ones."""
            nonlocal rnd
            row = fit[top]
            scored: list[int] = []  # score << 4 | column: one int sorts faster than a pair
            for i in range(ncol):
                hi = h[i]
                if hi and row[cols[i][hi - 1]]:
                    if noise:
                        rnd = (rnd * 1103515245 + 12345) & 0x7FFFFFFF
                        scored.append((hi * 2 + (rnd >> 16) % noise) << 4 | i)
                    else:
                        scored.append(hi << 4 | i)
            scored.sort()
            out = [DRAW] if pos < nstock else []
            out.extend(k & 15 for k in scored)
            return out

        root_key = hkey | (pos << pos_shift) | (top << top_shift)
        if root_key in dead or not matching_ok(tab, stk, top):
            return []
        if not _starts_ok(tab, stk, top, wrap):
            return []
        stack_moves: list[list[int]] = [children()]
        stack_key: list[int] = [root_key]
        stack_top: list[int] = [top]
        path: list[int] = []
        budget = YIELD_EVERY
        nodes = 0

        while True:
            moves = stack_moves[-1]
            if moves:
                m = moves.pop()
                nodes += 1
                budget -= 1
                if budget <= 0:
                    self.nodes += YIELD_EVERY
                    budget = YIELD_EVERY
                    if nodes >= limit:
                        self.nodes += nodes % YIELD_EVERY
                        return None
                    yield None
                if m == DRAW:
                    top = stock[pos]
                    stk[top] -= 1
                    counts -= stk_unit[top]
                    pos += 1
                else:
                    hm = h[m] - 1
                    h[m] = hm
                    top = cols[m][hm]
                    tab[top] -= 1
                    counts -= tab_unit[top]
                    hkey -= unit[m]
                    left -= 1
                    if left == 0:
                        path.append(m)
                        self.nodes += YIELD_EVERY - budget
                        return path
                key = hkey | (pos << pos_shift) | (top << top_shift)
                if key not in dead:
                    ckey = counts | (top << 90)
                    ok = feasible.get(ckey)
                    if ok is None:
                        ok = feasible[ckey] = matching_ok(tab, stk, top) and _starts_ok(
                            tab, stk, top, wrap
                        )
                else:
                    ok = False
                if ok:
                    path.append(m)
                    stack_moves.append(children())
                    stack_key.append(key)
                    stack_top.append(top)
                    continue
                dead.add(key)
            else:
                if len(dead) >= DEAD_LIMIT:
                    dead.clear()
                if len(feasible) >= FEASIBLE_LIMIT:
                    feasible.clear()
                dead.add(stack_key.pop())
                stack_moves.pop()
                stack_top.pop()
                if not path:
                    self.nodes += YIELD_EVERY - budget
                    return []
                m = path.pop()
            # Take back move m (its child was refused or exhausted).
            if m == DRAW:
                pos -= 1
                stk[stock[pos]] += 1
                counts += stk_unit[stock[pos]]
            else:
                tab[cols[m][h[m]]] += 1
                counts += tab_unit[cols[m][h[m]]]
                h[m] += 1
                hkey += unit[m]
                left += 1
            top = stack_top[-1]


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


register("golf", search, heuristic)
