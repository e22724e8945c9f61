"""The review's chance at each Golf position: the chance a player who cannot see the stock's
order has there, the very chance the hint gives (``game.games.golf.hint``), so that the
review and the hint never disagree.

The review asks for it through the game's ``Solver.review_chances`` (``game.review``): at
position k, V(k) = the best over the ends of the chains from the waste top of W(end, stock),
the hint's expectimax over the draws. It is exact where the stock holds at most
``EXACT_STOCK`` cards and the search fits: each position may look at ``EXACT_STATES_SMALL``
new positions (the hint's own budget there, so the review is exact wherever the hint is),
all of them together at most ``ReviewBudget.blind_states``. One memo serves the whole game:
the columns only shrink, the stock only loses cards, so a later position's search is mostly
found in it; positions go from the last to the first, the cheap ones first.

Elsewhere the chance is estimated (``exact`` False): ``REVIEW_ORDERS`` orders of the stock,
sampled from what the player knows of it (the same orders for the positions between two
draws, so that neighbours differ by their moves, not by their samples), each played out by
the hint's ``Playout`` (a real way of playing without seeing the stock: the estimate errs
low), never 0 or 1 unless proved; a position is worth at least the one its removal leads to
(it can play on as the game did).

What a move cost is the chance before it less the chance after it, given only where both
are exact: after a removal V(k - 1) - V(k); after a draw V(k - 1) - W(h, stock), the value
of drawing there, and the card's luck V(k) - W(h, stock). Budgets count positions and orders,
never seconds.
"""

from __future__ import annotations

import hashlib
from collections.abc import Generator, Sequence
from typing import TypeVar

from game.deal import SplitMix64
from game.games.golf import Golf
from game.games.golf.hint import (
    EXACT_STATES_SMALL,
    EXACT_STOCK,
    Counts,
    Exact,
    Playout,
    View,
    _OverBudget,
    _root_clearable,
)
from game.moves import Move, PileKind
from game.review import ReviewBudget, ReviewChances
from game.solver import WIN, Resume
from game.variant import Variant

REVIEW_ORDERS = 128  # sampled orders an estimated position is played out on


def review_chances(games: Sequence[Variant], moves: Sequence[Move],
                   budget: ReviewBudget) -> Generator[float, None, ReviewChances]:
    """The chance at every position of ``games`` (the positions of ``moves``), whether it is
    exact, the cost of every move and the luck of every draw (see the module docstring);
    yields its progress (0..1)."""
    n = len(games) - 1
    first = games[0]
    assert isinstance(first, Golf)
    view = View(first)  # the deal's columns: every later position's are their beginnings
    exact = Exact(view, WIN, 0)
    playout = Playout(view, WIN, exact)
    chances: list[float | None] = [None] * (n + 1)
    exacts = [False] * (n + 1)
    drawn: dict[int, float] = {}  # W at position k's heights: the value of drawing there
    order = sorted(range(n + 1), key=lambda k: (_stock_size(games[k]), -k))
    for done, k in enumerate(order):
        game = games[k]
        assert isinstance(game, Golf)
        progress = done / (n + 1)
        heights = view.pack([len(col) for col in game.tableau])
        top = game.waste[-1].rank if game.waste else 0
        stock = _counts(game)
        size = len(game.stock)
        ends = [e for e in view.ends(heights, top) if e != heights or size]
        if game.is_won() or not heights:
            chances[k], exacts[k] = 1.0, True
        elif not ends or not _root_clearable(View(game)):
            chances[k], exacts[k] = 0.0, True
        elif size <= EXACT_STOCK:
            exact.budget = min(exact.states + EXACT_STATES_SMALL, budget.blind_states)
            try:
                best = 0.0
                for e in ends:
                    value = yield from _run(exact.value(e, stock, size), progress)
                    best = max(best, value[0])
                if size and k < n and moves[k].source.kind is PileKind.STOCK:
                    value = yield from _run(exact.value(heights, stock, size), progress)
                    drawn[k] = value[0]
            except _OverBudget:
                pass
            else:
                chances[k], exacts[k] = best, True
        if chances[k] is None:
            exact.budget = max(exact.budget, exact.states)  # the tails: what is left, if any
            end = yield from _run(playout.choose(view.ends(heights, top), list(stock), size),
                                  progress)
            wins = 0.0
            for sampled in _orders(game.options, stock):
                wins += (yield from _run(playout.play(end, sampled), progress))[0]
            margin = 0.5 / REVIEW_ORDERS  # never a sure win or loss that is not proved
            chances[k] = min(max(wins / REVIEW_ORDERS, margin), 1.0 - margin)
        yield (done + 1) / (n + 1)
    # Between two draws a position can still play on as the moves played did: its chance is
    # at least the next one's, which a playout's policy (choosing otherwise) may miss.
    for k in range(n - 1, -1, -1):
        after, here = chances[k + 1], chances[k]
        if not exacts[k] and here is not None and after is not None and \
                moves[k].source.kind is not PileKind.STOCK and after > here:
            chances[k] = after
    costs: list[float | None] = [None] * (n + 1)
    luck: list[float | None] = [None] * (n + 1)
    for k in range(1, n + 1):
        before, after = chances[k - 1], chances[k]
        if not (exacts[k - 1] and exacts[k]) or before is None or after is None:
            continue
        if moves[k - 1].source.kind is PileKind.STOCK:
            if k - 1 in drawn:
                costs[k] = max(0.0, before - drawn[k - 1])
                luck[k] = after - drawn[k - 1]
        else:
            costs[k] = max(0.0, before - after)
    return ReviewChances(chances, exacts, costs, luck)


_T = TypeVar("_T")


def _run(gen: Generator[None, Resume, _T], progress: float) -> Generator[float, None, _T]:
    """A search of the hint's run to its end, each of its pauses passed on as ``progress``."""
    try:
        next(gen)
        while True:
            yield progress
            gen.send(None)
    except StopIteration as done:
        result: _T = done.value
        return result


def _orders(options: str, stock: Counts) -> list[list[int]]:
    """``REVIEW_ORDERS`` orders of a stock (ranks, first drawn first), from a generator seeded
    by the rules and the stock's ranks alone (what the player knows of it): the positions
    between two draws share their orders, so their estimates differ by the moves, not by
    the luck of the sample."""
    seen = options + ":" + ",".join(map(str, stock))
    rng = SplitMix64(int.from_bytes(hashlib.blake2b(seen.encode(), digest_size=8).digest(),
                                    "big"))
    ranks = [r for r in range(1, 14) for _ in range(stock[r])]
    out = []
    for _ in range(REVIEW_ORDERS):
        order = ranks[:]
        for i in range(len(order) - 1, 0, -1):
            j = rng.below(i + 1)
            order[i], order[j] = order[j], order[i]
        out.append(order)
    return out


def _stock_size(game: Variant) -> int:
    assert isinstance(game, Golf)
    return len(game.stock)


def _counts(game: Golf) -> Counts:
    counts = [0] * 14
    for card in game.stock:
        counts[card.rank] += 1
    return tuple(counts)
