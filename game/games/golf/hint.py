"""The Golf hint, fair: decided only from what the player sees.

The player sees the tableau and the waste; the stock's cards are known (every card not in
sight) but not their order. So the hint never reads the stock's order. For each legal move
it estimates the move's chance: the share of the stock's possible orders under which the
game can still be won after that move. It takes the orders from a generator seeded by the
visible position (the same view always gets the same orders, so the same hint): every order
when there are at most ``SAMPLES`` of them (by ranks, suits never matter), else ``SAMPLES``
random ones, the first card of each taken in turn from a shuffle of the stock so that every
card comes first equally often. Under each order every move is decided by the exact solver
(``game.games.golf.solver``), which may look at ``SOLVE_NODES`` positions; all of them together at
``HINT_NODES``, so a hard position gets fewer orders, not more time. Budgets count positions,
never seconds, so a slow machine gives the same hint, later.

The answer (``Hint``): the move with the best chance (ties: the removal that starts the
longest run, the draw last; when no order wins anything, the draw). ``lost`` only when the
visible cards prove it: the game cannot be won even if the player could pick the order of
the stock (a search over the stock as a set of ranks, drawn in any order). ``certain`` when
the move wins whatever the order: a search in which the stock plays against the player. With
an empty stock nothing is hidden: the move of a winning line, ``certain``, no ``chance``.
"""

from __future__ import annotations

import hashlib
from collections.abc import Generator, Iterator
from math import factorial
from typing import TypeVar

from game.deal import SplitMix64
from game.games.golf import Golf
from game.games.golf.solver import (
    DRAW,
    DRAWS,
    LOWER,
    RULES,
    UPPER,
    _engine_move,
    _Search,
    hall_ok,
)
from game.solver import Hint
from game.variant import Variant

_T = TypeVar("_T")

SAMPLES = 600  # stock orders looked at, at most (all of them when there are no more)
HINT_NODES = 50_000  # positions all orders' searches may look at together
SOLVE_NODES = 15_000  # positions one move under one order may take (beyond: a loss)
PROOF_NODES = 20_000  # positions to prove the game lost or a move certain
STEP = 1_024  # positions between pauses (fixed, so the positions counted never vary)


class View:
    """What the player sees of a Golf position, in ranks: the columns (covered card first),
    the waste top, and the stock as a sorted list (its order is unknown)."""

    def __init__(self, game: Golf) -> None:
        self.wrap = game.wrap
        self.cols = [[c.rank for c in col] for col in game.tableau]
        self.heights = [len(col) for col in self.cols]
        self.top = game.waste[-1].rank if game.waste else 0
        self.stock = sorted(c.rank for c in game.stock)
        seen = "|".join([
            game.options,
            ";".join(" ".join(map(str, col)) for col in game.tableau),
            " ".join(map(str, game.waste)),
            " ".join(sorted(map(str, game.stock))),
        ])
        self.seed = int.from_bytes(hashlib.blake2b(seen.encode(), digest_size=8).digest(), "big")

    def moves(self) -> list[int]:
        """The legal moves: columns whose free card goes on the top, then the draw."""
        rules = RULES[self.wrap]
        near = {rules.lower[self.top], rules.upper[self.top]} if self.top else set(range(14))
        out = [i for i, h in enumerate(self.heights) if h and self.cols[i][h - 1] in near]
        return [*out, DRAW] if self.stock else out

    def after(self, move: int, order: list[int], tables: _Search | None) -> _Search:
        """The search of the position after ``move`` with the stock in ``order``."""
        if move == DRAW:
            return _Search(self.cols, order, order[0], self.wrap, self.heights, 1, tables)
        heights = self.heights[:]
        heights[move] -= 1
        top = self.cols[move][heights[move]]
        return _Search(self.cols, order, top, self.wrap, heights, 0, tables)


def orders(ranks: list[int], seed: int, count: int) -> Iterator[list[int]]:
    """Stock orders (ranks, first drawn first): all distinct ones in a shuffled order when
    there are at most ``count``, else ``count`` random ones, the first cards in turn."""
    rng = SplitMix64(seed)
    distinct = factorial(len(ranks))
    for r in set(ranks):
        distinct //= factorial(ranks.count(r))
    if distinct <= count:
        every = list(_permutations(sorted(ranks)))
        _shuffle(every, rng)
        yield from every
        return
    firsts = ranks[:]
    _shuffle(firsts, rng)
    for j in range(count):
        first = firsts[j % len(firsts)]
        rest = ranks[:]
        rest.remove(first)
        _shuffle(rest, rng)
        yield [first, *rest]


def _permutations(ranks: list[int]) -> Iterator[list[int]]:
    """Every distinct order of a sorted multiset."""
    if not ranks:
        yield []
        return
    for k, r in enumerate(ranks):
        if k and ranks[k - 1] == r:
            continue
        for rest in _permutations(ranks[:k] + ranks[k + 1:]):
            yield [r, *rest]


def _shuffle(items: list[_T], rng: SplitMix64) -> None:
    for i in range(len(items) - 1, 0, -1):
        j = rng.below(i + 1)
        items[i], items[j] = items[j], items[i]


def decide(search: _Search, cap: int) -> Generator[None, None, bool | None]:
    """Win or loss of ``search``'s position within ``cap`` positions (None: undecided):
    runs with doubling budgets and other column orders, pausing every ``STEP`` positions."""
    if not search.feasible():
        return False
    budget = 1024
    order = list(range(len(search.cols) - 1, -1, -1))
    shuffle = SplitMix64(len(search.stock) * 977 + search.top)
    while search.nodes < cap:
        spent = 0
        while spent < budget and search.nodes < cap:
            size = min(STEP, budget - spent, cap - search.nodes)
            done = search.run(size, order)
            if done is not None:
                return done
            spent += size
            yield None
        budget *= 2
        _shuffle(order, shuffle)
    return None


def hint_search(game: Variant, timeout: float = 1.0) -> Generator[None, None, Hint]:
    """The Golf hint as a search that pauses (for ``HintJob``). ``timeout`` is not used: the
    hint's budgets count positions, so that the same view always gets the same hint."""
    assert isinstance(game, Golf)
    if game.is_won():
        return Hint(None)
    view = View(game)
    moves = view.moves()
    if not moves:
        return Hint(None, lost=True)
    fallback = _fallback(game, moves)
    if not view.stock:
        return (yield from _open_hint(view, moves, fallback))
    tab, stk = _counts(view.cols, view.heights), _counts([view.stock])
    if view.top and not hall_ok(tab, stk, view.top, view.wrap):
        return Hint(_engine_move(fallback), lost=True, chance=0.0)
    wins, seen = yield from _sample(view, moves)
    if not any(wins.values()):
        proof = AnyOrder(view, adversary=False)
        lost = (yield from proof.decide_root(PROOF_NODES)) is False
        best = DRAW if DRAW in moves and not lost else fallback
        return Hint(_engine_move(best), lost=lost, chance=0.0)
    best = min(moves, key=lambda m: (-wins[m], _rank(m, fallback, moves)))
    certain = False
    if wins[best] == seen:
        proof = AnyOrder(view, adversary=True)
        certain = (yield from proof.decide_after(best, PROOF_NODES)) is True
    return Hint(_engine_move(best), certain=certain, chance=1.0 if certain else wins[best] / seen)


def _sample(view: View, moves: list[int]) -> Generator[None, None, tuple[dict[int, int], int]]:
    """Decide every move under stock orders until the orders or the budget run out: how
    many orders each move wins, and how many orders were looked at. A move the search cannot
    decide within its budget under an order counts as a loss there (so a chance is never
    overstated; this happens only in crowded, early positions)."""
    wins = dict.fromkeys(moves, 0)
    spent = 0
    seen = 0
    cache: dict[int, int] = {}  # Hall's answers depend on rank counts only: one for all orders
    for order in orders(view.stock, view.seed, SAMPLES):
        if seen and spent >= HINT_NODES:
            break
        tables: _Search | None = None
        for m in moves:
            search = view.after(m, order, tables)
            if tables is None:
                search.cache = cache
                tables = search
            wins[m] += (yield from decide(search, SOLVE_NODES)) is True
            spent += search.nodes
        seen += 1
        # Most orders are decided within one STEP, which does not pause: without this, one
        # slice could run through hundreds of orders (200 ms of a frame, or of a stale search
        # the app's worker cannot drop).
        yield None
    return wins, seen


def _open_hint(view: View, moves: list[int], fallback: int) -> Generator[None, None, Hint]:
    """Nothing is hidden (the stock is empty): the first move of a winning line."""
    search = _Search(view.cols, [], view.top, view.wrap, view.heights)
    result = yield from decide(search, PROOF_NODES)
    if result:
        return Hint(_engine_move(search.line[0]), certain=True)
    return Hint(_engine_move(fallback), lost=result is False)


def _fallback(game: Golf, moves: list[int]) -> int:
    """The move to name when the chances say nothing: the removal that starts the longest
    run of removals (the most cards, the best score), else the draw."""
    from game.games.golf.solver import heuristic

    move = heuristic(game)
    if move is None or move.source.index is None or move.source.index not in moves:
        return DRAW if DRAW in moves else moves[0]
    return move.source.index


def _rank(move: int, fallback: int, moves: list[int]) -> int:
    """Tie-break among equal chances: the fallback removal, other removals, the draw."""
    if move == fallback and move != DRAW:
        return -1
    return len(moves) if move == DRAW else moves.index(move)


def _counts(piles: list[list[int]], heights: list[int] | None = None) -> list[int]:
    out = [0] * 14
    for k, pile in enumerate(piles):
        for r in pile[: None if heights is None else heights[k]]:
            out[r] += 1
    return out


class AnyOrder:
    """A search over the stock as a set: a draw turns up any rank still in it. The player
    picks the rank (``adversary`` False: can the game be won in some order?) or the stock
    does (True: can the player win whatever the order?). Positions are keyed by the heights,
    the stock's rank counts and the columns the top lets go; wins and losses are both kept
    (the stock's turns need every answer)."""

    def __init__(self, view: View, adversary: bool) -> None:
        self.view = view
        self.adversary = adversary
        self.won: set[int] = set()
        self.lost: set[int] = set()
        self.cache: dict[int, int] = {}
        self.nodes = 0

    def decide_root(self, cap: int) -> Generator[None, None, bool | None]:
        v = self.view
        return self._decide(v.heights, v.top, _counts([v.stock]), cap)

    def decide_after(self, move: int, cap: int) -> Generator[None, None, bool | None]:
        """Does ``move`` win (whatever the order, or in some order)?"""
        v = self.view
        stk = _counts([v.stock])
        if move != DRAW:
            heights = v.heights[:]
            heights[move] -= 1
            return (yield from self._decide(heights, v.cols[move][heights[move]], stk, cap))
        every = True
        for r in sorted(set(v.stock)):
            stk[r] -= 1
            result = yield from self._decide(v.heights, r, stk, cap)
            stk[r] += 1
            if result is None or result != self.adversary:
                return result
            every = result
        return every

    def _decide(self, heights: list[int], top: int, stk: list[int],
                cap: int) -> Generator[None, None, bool | None]:
        while self.nodes < cap:
            result = self._run(heights, top, stk, min(STEP, cap - self.nodes))
            if result is not None:
                return result
            yield None
        return None

    def _run(self, heights: list[int], top: int, stk0: list[int],
             budget: int) -> bool | None:
        v = self.view
        rules = RULES[v.wrap]
        lower, upper, allowed = rules.lower, rules.upper, rules.allowed
        cols, adversary, won, lost, cache = v.cols, self.adversary, self.won, self.lost, self.cache
        h = heights[:]
        stk = stk0[:]
        tab = _counts(cols, h)
        net = [tab[r] + stk[r] for r in range(14)]
        free = [[0, *col] for col in cols]
        at = [0] * 15
        for i, hi in enumerate(h):
            at[free[i][hi]] |= 1 << i
        bits = max(3, max(len(col) for col in cols).bit_length())
        unit = [1 << (bits * i) for i in range(len(cols))]
        stock_shift = bits * len(cols)
        fit_shift = stock_shift + 42
        tab_unit = [1 << (3 * r) for r in range(14)]
        stk_unit = [1 << (42 + 3 * r) for r in range(14)]
        counts = sum(tab[r] * tab_unit[r] + stk[r] * stk_unit[r] for r in range(14))
        all_cols = tuple(range(len(cols) - 1, -1, -1))
        spent = 0

        def key_of(hkey: int, counts: int, top: int) -> int:
            return hkey | (counts >> 42) << stock_shift | (
                at[lower[top]] | at[upper[top]]) << fit_shift

        def rec(hkey: int, top: int, counts: int) -> bool | None:
            nonlocal spent
            spent += 1
            if spent > budget:
                return None
            mask = cache.get(counts | top << 84)
            if mask is None:
                mask = cache[counts | top << 84] = allowed(top, tab, net)
            for i in all_cols:
                hi = h[i]
                r = free[i][hi]
                if not hi or (top and not ((mask & LOWER and r == lower[top]) or (mask & UPPER and
                                          r == upper[top]))):
                    continue
                if hkey == unit[i]:
                    return True
                h[i] = hi - 1
                tab[r] -= 1
                net[r] -= 1
                at[r] ^= 1 << i
                at[free[i][hi - 1]] ^= 1 << i
                res = child(hkey - unit[i], r, counts - tab_unit[r])
                at[r] ^= 1 << i
                at[free[i][hi - 1]] ^= 1 << i
                h[i] = hi
                tab[r] += 1
                net[r] += 1
                if res is None or res:
                    return res
            if not mask & DRAWS or not counts >> 42:
                return False
            for r in range(1, 14):
                if not stk[r]:
                    continue
                stk[r] -= 1
                net[r] -= 1
                res = child(hkey, r, counts - stk_unit[r])
                stk[r] += 1
                net[r] += 1
                if res is None or res != adversary:
                    return res
            return adversary  # the stock found no rank that beats the player

        def child(hkey: int, top: int, counts: int) -> bool | None:
            key = key_of(hkey, counts, top)
            if key in won:
                return True
            if key in lost:
                return False
            res = rec(hkey, top, counts)
            if res is not None:
                (won if res else lost).add(key)
            return res

        try:
            if not sum(h):
                return True
            return child(sum(hi * u for hi, u in zip(h, unit, strict=True)), top, counts)
        finally:
            self.nodes += min(spent, budget)
            rec = child = None  # type: ignore[assignment]  # they refer to each other
