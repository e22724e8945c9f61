"""The Golf hint, fair and honest: decided only from what the player sees, and its chance is
the chance a player who cannot see the stock really has.

The player sees the tableau and the waste; the stock's cards are known (every card not in
sight) but not their order, so every order is as likely as any other and a draw turns up
each rank with the share of the stock it holds. What decides a game is which cards to take
before each draw: after a draw the old waste card is buried for good, so a turn is a chain
of removals from the card just drawn, cut anywhere, then the next draw. The position before
a draw is the columns' heights and the stock (a multiset of ranks); the best a player can do
from there is an expectimax over the draw:

    W(h, S) = sum over ranks r of S[r]/|S| * max over the ends e of a chain from r of W(e, S - r)

(1 when the columns are clear, 0 when the stock is spent and they are not). The hint's
chance is that value after its move. It is worked out exactly (``Exact``) when that takes at
most ``exact_budget`` positions (``EXACT_STATES_SMALL`` for a stock of ``EXACT_STOCK`` cards
or fewer, so that a small stock's chance is exact nearly always; ``Hint.exact`` says when it
is); else it is estimated (``_estimate``): the stock's orders are sampled (``ORDERS``, from
a generator seeded by what the player sees), and after the move each is played out by a
player who cannot see the stock either (``Playout``: before each draw it takes the chain
that leaves the fewest cards and, among those, the most ranks free, and never one after
which the columns cannot be cleared at all, by Hall's condition; it clears 25.5% of Easy
deals where steady play clears 16.6%). That is the chance of a real way of playing, which
the hints, choosing the best move each time, can only better: the estimate errs low, never
high. The move itself is the end with the best value (exact), or with the most orders won by
those playouts (estimated: every end is played out on the same orders, the weaker half
dropped at each doubling of the orders, so the best ends get ``ORDERS`` each). Ties go to
the fewer strokes.

Earlier the chance was the share of orders that could be won if the order were then known:
an upper bound (GO1-E-AAAWMND showed 0.632 where a player can reach 0.423), and the move
chosen by it was no better than steady play from the deal (5 of deals 1-40 cleared, against
20 now).

In a round of holes (``aim`` STROKES) the same machinery minimises the expected strokes of
the hole (the cards left in the columns when it ends; minus the cards left in the stock when
it is cleared), and the playouts take no notice of Hall's condition (a hole that cannot be
cleared still scores by the cards it leaves).

``lost`` only when the visible cards prove it: the game cannot be won even if the player
could pick the order of the stock (``AnyOrder``); ``certain`` when the move wins whatever
the order (the exact value 1, or ``AnyOrder`` with the stock against the player). With an
empty stock nothing is hidden: ``chance`` is None. Every budget counts positions or orders,
never seconds: the same view gets the same hint on any machine.
"""

from __future__ import annotations

import hashlib
from collections.abc import Generator
from typing import Final, TypeVar

from game.deal import SplitMix64
from game.games.golf import Golf
from game.games.golf.solver import DRAW, DRAWS, LOWER, RULES, UPPER, _engine_move, hall_ok
from game.solver import STROKES, WIN, Hint, HintMemory, Resume
from game.variant import Variant

_T = TypeVar("_T")

# Positions the exact expectimax may look at before the estimate takes over (about 7 us
# each). Measured on 270 mid-game positions: of stocks of 9 or more, a few fit within 3 000,
# hardly any more within 12 000. A search that does not fit costs its whole budget (what it
# found serves the playouts' tails).
EXACT_STATES_LARGE = 6_000  # a stock of 9 or 10
EXACT_STATES_HUGE = 1_000  # a stock of 11 or more
# A stock of at most EXACT_STOCK cards gets a budget of its own, large enough that its chance
# is exact nearly always (a lost attempt measured every position with 7 or fewer within
# 60 000, 142 of 142, and 140 of 175 with 8; the slowest such hint about 1 s pure Python).
EXACT_STOCK = 8
EXACT_STATES_SMALL = 60_000
TAIL = 4  # stock cards left from which a playout chooses by the exact expectimax
TAIL_ENDS = 16  # ends (the best by the playouts' own rating) it compares there
TAIL_STATES = 12_000  # more positions of the exact expectimax, for the playouts' tails
ORDERS = 64  # stock orders the best ends are each played out on (to choose)
FIRST_ORDERS = 8  # orders every end is played out on first (then the better half, doubled)
ROOT_ENDS = 16  # ends played out at all: the best by the playouts' own rating, and the draw
FINAL_ORDERS = 96  # other orders the chosen end is played out on (its chance, unbiased)
PROOF_NODES = 20_000  # positions to prove the game lost or a move certain
STEP = 1_024  # positions between pauses (fixed, so the positions counted never vary)
PAUSE_STATES: Final = 256  # exact positions between pauses
# The columns' heights packed into one int, ``View.bits`` bits a column (column i from bit
# ``bits * i``): a position's key, hashed and changed at the cost of an int.
Heights = int
Counts = tuple[int, ...]  # cards of each rank (index 1..13) in the stock
STOCK_BITS = 3  # a rank's cards in the stock (at most 4), packed: Exact's memo key
Value = tuple[float, float]  # (chance to clear, expected strokes)


class View:
    """What the player sees of a Golf position, in ranks: the columns (covered card first),
    their heights (packed: ``Heights``), the waste top (0: none) and the stock as rank counts
    (its order is unknown); ``seed`` is made of all that and nothing else."""

    def __init__(self, game: Golf) -> None:
        self.wrap = game.wrap
        self.cols = [[c.rank for c in col] for col in game.tableau]
        self.bits = max(3, max(len(col) for col in self.cols).bit_length())
        self.full = (1 << self.bits) - 1
        self.unit = [1 << (self.bits * i) for i in range(len(self.cols))]
        shift = self.bits * len(self.cols)
        self.stock_unit = [0, *(1 << (shift + STOCK_BITS * (r - 1)) for r in range(1, 14))]
        self.heights: Heights = self.pack([len(col) for col in self.cols])
        self.top = game.waste[-1].rank if game.waste else 0
        counts = [0] * 14
        for card in game.stock:
            counts[card.rank] += 1
        self.stock: Counts = tuple(counts)
        self.size = len(game.stock)
        seen = "|".join([
            game.options,
            ";".join(" ".join(map(str, col)) for col in game.tableau),
            " ".join(map(str, game.waste)),
            " ".join(sorted(map(str, game.stock))),
        ])
        self.seed = int.from_bytes(hashlib.blake2b(seen.encode(), digest_size=8).digest(), "big")
        rules = RULES[self.wrap]
        self.lower, self.upper = rules.lower, rules.upper
        self._ends: dict[int, dict[Heights, int]] = {}
        # Each column's beginnings (by their length) numbered, the same ranks the same number
        # in any column: what ``representative`` tells positions apart by.
        prefixes: dict[tuple[int, ...], int] = {}
        self.prefix_ids = [[prefixes.setdefault(tuple(col[:k]), len(prefixes))
                            for k in range(len(col) + 1)] for col in self.cols]
        self.canonical = True  # False: every order of the columns a position of its own
        self._rep: dict[Heights, Heights] = {}
        self._shapes: dict[int, Heights] = {}
        # ``rep_ends`` by the heights, then the top: one look-up a position for every draw
        self._rep_ends: dict[Heights, list[list[Heights] | None]] = {}
        self._cards: dict[Heights, int] = {}
        # ``_walk_all``'s: by the heights, the tableau's counts and where Hall's cycle is cut
        # (empty: every demand has a card), one look-up
        self._hall: dict[Heights, tuple[list[int], tuple[int, ...]]] = {}
        # A position that can never be cleared (0, the cards left), one tuple for each count:
        # most of the positions searched are such, and a value of its own for each was most
        # of what the search allocated.
        self.dead: list[Value] = [(0.0, float(n)) for n in range(sum(map(len, self.cols)) + 1)]
        self._scores: dict[Heights, float] = {}
        self._ranked: dict[int, tuple[dict[Heights, int], list[Heights]]] = {}

    def representative(self, h: Heights) -> Heights:
        """The heights that stand for ``h`` and for every position of the same columns in
        another order (the first of them asked about): Golf's rules look at the ranks alone,
        and at the columns as a set, so those positions have one value (the exact search
        keys them as one)."""
        found = self._rep.get(h)
        if found is None:
            if not self.canonical:
                return h
            bits, full, ids = self.bits, self.full, self.prefix_ids
            shape = 0  # how many columns hold each beginning (3 bits a beginning)
            for i in range(len(self.cols)):
                k = h >> (bits * i) & full
                if k:
                    shape += 1 << (3 * ids[i][k])
            if len(self._rep) > 200_000:
                self._rep.clear()
                self._shapes.clear()
            found = self._rep[h] = self._shapes.setdefault(shape, h)
        return found

    def rep_ends(self, h: Heights, top: int) -> list[Heights]:
        """``ends``' heights as ``representative``s, each once: ``h``'s own, then those of
        the chains after each column that takes ``top``, in the columns' order (each of
        those the same list after that card: worked out once, whichever chain comes to
        it)."""
        cols, lower, upper, unit = self.cols, self.lower[top], self.upper[top], self.unit
        bits, full = self.bits, self.full
        out = [self.representative(h)]
        chains = 0
        for i in range(len(cols)):
            k = h >> (bits * i) & full
            if not k:
                continue
            r = cols[i][k - 1]
            if r != lower and r != upper:
                continue
            nh = h - unit[i]
            after = self.rep_ends_row(nh)[r]
            if after is None:
                after = self.rep_ends(nh, r)
            out.extend(after)
            chains += 1
        # Each list is without repeats, and ``h`` holds more cards than any end after it:
        # only two chains or more can meet (and most do not).
        if chains > 1 and len(set(out)) < len(out):
            out = list(dict.fromkeys(out))
        self.rep_ends_row(h)[top] = out
        return out

    def rep_ends_row(self, h: Heights) -> list[list[Heights] | None]:
        """``rep_ends(h, top)`` for each top (index), each None until asked for."""
        row = self._rep_ends.get(h)
        if row is None:
            if len(self._rep_ends) > 50_000:
                self._rep_ends.clear()
            row = self._rep_ends[h] = [None] * 14
        return row

    def pack(self, heights: list[int]) -> Heights:
        return sum(k * u for k, u in zip(heights, self.unit, strict=True))

    def unpack(self, h: Heights) -> list[int]:
        bits, full = self.bits, self.full
        return [h >> (bits * i) & full for i in range(len(self.cols))]

    def cards(self, h: Heights) -> int:
        """How many cards columns of heights ``h`` hold."""
        found = self._cards.get(h)
        if found is None:
            if len(self._cards) > 100_000:
                self._cards.clear()
            found = self._cards[h] = sum(self.unpack(h))
        return found

    def stock_key(self, stock: Counts | list[int]) -> int:
        """``stock`` packed (``STOCK_BITS`` a rank), above the heights in a memo key."""
        key = 0
        for r in range(13, 0, -1):
            key = key << STOCK_BITS | stock[r]
        return key << (self.bits * len(self.cols))

    def ends(self, h: Heights, top: int) -> dict[Heights, int]:
        """The heights a chain of removals from waste top ``top`` can end at (``h`` itself
        among them), each with the first column of one such chain (DRAW for ``h``): the
        chain's first step in the columns' order, the chains tried depth first."""
        key = h << 4 | top
        found = self._ends.get(key)
        if found is not None:
            return found
        cols, lower, upper, unit = self.cols, self.lower, self.upper, self.unit
        bits, full = self.bits, self.full
        out: dict[Heights, int] = {h: DRAW}
        seen = {key}
        stack = [(h, top, DRAW)]
        while stack:
            hh, t, first = stack.pop()
            for i in range(len(cols)):
                k = hh >> (bits * i) & full
                if not k:
                    continue
                r = cols[i][k - 1]
                if t and r != lower[t] and r != upper[t]:
                    continue
                nh = hh - unit[i]
                if nh << 4 | r in seen:
                    continue
                seen.add(nh << 4 | r)
                f = i if first == DRAW else first
                if nh not in out:
                    out[nh] = f
                stack.append((nh, r, f))
        if len(self._ends) > 100_000:  # a few thousand in a hint: never many
            self._ends.clear()
        self._ends[key] = out
        return out

    def score(self, e: Heights) -> float:
        """How a playout rates the end of a turn: the fewest cards left, then the most
        ranks free (``Playout``)."""
        found = self._scores.get(e)
        if found is None:
            cols = self.cols
            heights = self.unpack(e)
            free = {cols[i][k - 1] for i, k in enumerate(heights) if k}
            found = self._scores[e] = -sum(heights) + 0.5 * len(free)
        return found

    def ranked(self, ends: dict[Heights, int]) -> list[Heights]:
        """``ends`` best first by ``score`` (ties in their order), worked out once for each
        set of ends (``ends`` caches them)."""
        key = id(ends)
        found = self._ranked.get(key)
        if found is None or found[0] is not ends:
            found = (ends, sorted(ends, key=self.score, reverse=True))
            if len(self._ranked) > 100_000:
                self._ranked.clear()
            self._ranked[key] = found
        return found[1]

    def tableau_counts(self, h: Heights) -> list[int]:
        """The cards of each rank in columns of heights ``h`` (index 1..13), a new list."""
        counts = [0] * 14
        for col, k in zip(self.cols, self.unpack(h), strict=True):
            for r in col[:k]:
                counts[r] += 1
        return counts

    def clearable(self, h: Heights, stock: list[int], size: int) -> bool:
        """Hall's condition at a draw point: every tableau card can still get its own
        predecessor one rank away among the cards still to play, the tableau's and the
        stock's (necessary to clear; ``game.games.golf.solver.hall_ok`` with the next card drawn
        for a top, written out for this case: it is most of the exact search's work)."""
        if not size:
            return not h
        return _walk_all(self, h, stock)


_NODES: Final = tuple((k % 13 + 1, k % 2 == 0) for k in range(26))
# Each node's parity beside it, along a path: from just after node k round the cycle, and
# the two paths without the K-A edges.
_FROM = tuple(tuple(((k + 1 + j) % 26, (k + 1 + j) % 2 == 0) for j in range(25))
              for k in range(26))
_PATHS = (tuple((k, k % 2 == 0) for k in range(13)), tuple((k, k % 2 == 0) for k in range(13, 26)))


# The same paths by rank, one int a node: a demand its rank, a supply its rank + SUPPLY.
SUPPLY: Final = 16  # Final: compiled, the constant itself, not a global looked up
_RANKS_FROM: Final = tuple(tuple(k % 13 + 1 + (0 if k % 2 == 0 else SUPPLY) for k, _ in path)
                    for path in _FROM)
_RANK_PATHS: Final = tuple(tuple(k % 13 + 1 + (0 if k % 2 == 0 else SUPPLY) for k, _ in path)
                    for path in _PATHS)
# The cycle between its first node (the Aces' demand) and its last (the Kings' supply).
_RANK_INNER: Final = tuple(k % 13 + 1 + (0 if k % 2 == 0 else SUPPLY) for k in range(1, 25))


def _walk_all(view: View, h: Heights, stock: list[int]) -> bool:
    """``View.clearable`` with a stock at heights ``h``. The cycle's nodes in order: demand
    of rank 1, supply of 2, demand of 3, ... (see hall_ok); a supply is a rank's cards in
    the tableau and the stock. Swept by rank, each node's count taken as it comes (most
    sweeps stop early), the cycle cut at any node with nothing (the sweep is exact from
    any): first a demand with no card in the columns, found once for the heights."""
    found = view._hall.get(h)
    if found is None:
        counts = view.tableau_counts(h)
        cut: tuple[int, ...] = ()
        for k in range(0, 26, 2):
            if not counts[_NODES[k][0]]:
                cut = _RANKS_FROM[k]
                break
        if len(view._hall) > 100_000:
            view._hall.clear()
        found = view._hall[h] = (counts, cut)
    tab, path = found
    if not view.wrap:
        return _walk(tab, stock, _RANK_PATHS[0]) == 0 and _walk(tab, stock, _RANK_PATHS[1]) == 0
    if path:
        return _walk(tab, stock, path) == 0
    for k in range(1, 26, 2):
        r = _NODES[k][0]
        if not tab[r] and not stock[r]:
            return _walk(tab, stock, _RANKS_FROM[k]) == 0
    # No zero: split the Aces' demand, x of them taking a King (the rest a Two), the cycle
    # walked from the Aces' demand to the Kings' supply with x less at each end.
    for x in range(min(tab[1], tab[13] + stock[13]) + 1):
        owed = _walk(tab, stock, _RANK_INNER, max(0, tab[1] - x))
        if owed >= 0 and tab[13] + stock[13] - x - owed >= 0:
            return True
    return False


def _walk(tab: list[int], stock: list[int], nodes: tuple[int, ...], owed: int = 0) -> int:
    """The greedy sweep of ``game.games.golf.solver._sweep`` along nodes given by rank (a
    supply's count the tableau's and the stock's cards of its rank, a demand's the
    tableau's), ``owed`` of a demand before the first: the demand still owed at the end, or
    -1 where a node cannot be met (the path is met when it returns 0)."""
    left = 0
    for r in nodes:
        if r < SUPPLY:
            if owed:
                return -1
            owed = tab[r] - left
            if owed < 0:
                owed = 0
            left = 0
        else:
            r -= SUPPLY
            left = tab[r] + stock[r] - owed
            if left < 0:
                return -1
            owed = 0
    return owed


def better(a: Value, b: Value, aim: str) -> bool:
    """Whether value ``a`` beats ``b``: the chance first, then the fewer strokes (WIN), or
    the strokes first (STROKES)."""
    if aim == STROKES:
        return (-a[1], a[0]) > (-b[1], b[0])
    return (a[0], -a[1]) > (b[0], -b[1])


def _final(view: View, e: Heights, size: int) -> Value | None:
    """The value of draw point ``e`` when it needs no search: clear (strokes: minus the
    stock left), or the stock spent (the cards left)."""
    if not e:
        return 1.0, -float(size)
    if not size:
        return 0.0, float(view.cards(e))
    return None


class _OverBudget(Exception):
    pass


class _Pause(Exception):
    """``Exact._value`` has worked out another ``PAUSE_STATES`` positions: time to pause."""


class Exact:
    """The expectimax ``W`` (with the expected strokes beside it) over draw points, memoised,
    giving up (``_OverBudget``) past ``budget`` positions.

    The recursion is plain (a generator a level would cost more than the work of most
    levels): to pause, it unwinds (``_Pause``) and ``value`` starts it again, which comes
    down through what it has memoised to where it stopped. The positions on the way down
    when it stopped (``entered``) are not counted again, so the count, and with it every
    budget, is the same as if it had never paused."""

    def __init__(self, view: View, aim: str, budget: int) -> None:
        self.view = view
        self.aim = aim
        self.budget = budget
        # Keyed by the heights and the stock packed (``View.stock_key``).
        self.memo: dict[int, Value] = {}
        self.entered: set[int] = set()  # counted, not yet worked out
        self.states = 0
        self.for_win = aim == WIN  # once, not a string compared at every position

    @property
    def spent(self) -> bool:
        return self.states >= self.budget

    def value(self, e: Heights, stock: Counts, size: int) -> Generator[None, Resume, Value]:
        """``W`` (and the strokes) at draw point ``e`` with ``stock`` (``size`` cards) left;
        raises ``_OverBudget`` past the budget."""
        e = self.view.representative(e)
        while True:
            try:
                # A list of its own each time: the search changes it as it goes down, and
                # a pause or the budget leaves it changed.
                return self._value(e, list(stock), self.view.stock_key(stock), size)
            except _Pause:
                yield None
            except _OverBudget:
                self.entered.clear()  # given up: a later call starts afresh
                raise

    def _value(self, e: Heights, stock: list[int], packed: int, size: int) -> Value:
        """``value`` (``packed``: ``stock`` as ``View.stock_key`` packs it)."""
        done = _final(self.view, e, size)
        if done is not None:
            return done
        known = self.memo.get(packed | e)
        if known is not None:
            return known
        return self._expand(e, stock, packed, size)

    def _expand(self, e: Heights, stock: list[int], packed: int, size: int) -> Value:
        """``_value`` at a position not in the memo, the columns not clear and the stock not
        spent; ``stock`` is changed on the way down and put back."""
        view = self.view
        key = packed | e
        entered = self.entered
        if not entered or key not in entered:  # empty but after a pause
            self.states += 1
            if self.states > self.budget:
                raise _OverBudget
            if self.states % PAUSE_STATES == 0:
                entered.add(key)
                raise _Pause
        else:  # back after a pause: counted then (a pause passing up puts it back)
            entered.discard(key)
        if self.for_win and not _walk_all(view, e, stock):
            # Never clear (Hall's condition fails, and stays failed down the line): the
            # strokes only break ties between lost moves, so the cards left now will do.
            value = view.dead[view.cards(e)]
            self.memo[key] = value
            return value
        # ``_final``, the memo and ``better`` written out: most of the calls of a search
        # are these, on positions already known (about ten a position worked out).
        memo, units = self.memo, view.stock_unit
        chains = view.rep_ends_row(e)
        for_win = self.for_win
        left = size - 1
        win = strokes = 0.0
        try:
            for r in range(1, 14):
                c = stock[r]
                if not c:
                    continue
                stock[r] = c - 1
                less = packed - units[r]
                found = False
                b0 = b1 = 0.0
                ends = chains[r]
                if ends is None:
                    ends = view.rep_ends(e, r)
                for end in ends:
                    if not end:
                        v0, v1 = 1.0, -float(left)
                    elif not left:
                        v0, v1 = 0.0, float(view.cards(end))
                    else:
                        known = memo.get(less | end)
                        if known is None:
                            known = self._expand(end, stock, less, left)
                        v0, v1 = known
                    if not found:
                        found = True
                        b0, b1 = v0, v1
                    elif for_win:
                        if v0 > b0 or (v0 == b0 and v1 < b1):
                            b0, b1 = v0, v1
                    elif v1 < b1 or (v1 == b1 and v0 > b0):
                        b0, b1 = v0, v1
                    if for_win and b0 >= 1.0:
                        break  # nothing beats a sure clear (the strokes tie-break aside)
                stock[r] = c
                win += c * b0
                strokes += c * b1
        except _Pause:
            entered.add(key)  # on the way down when the search paused: counted already
            raise
        value = (win / size, strokes / size)
        self.memo[key] = value
        return value


class Playout:
    """A player who cannot see the stock either, playing a sampled order out: before each
    draw, the chain that leaves the fewest cards (then the most ranks free), and for the
    chance to clear (WIN) none after which the columns cannot be cleared at all (Hall's
    condition) if another will do; once the stock is down to ``TAIL`` cards, the best chain
    by the exact expectimax (``exact``, while its budget lasts)."""

    def __init__(self, view: View, aim: str, exact: Exact | None = None) -> None:
        self.view = view
        self.aim = aim
        self.hall = aim == WIN
        self.exact = exact

    def score(self, e: Heights) -> float:
        return self.view.score(e)

    def choose(self, ends: dict[Heights, int], stock: list[int],
               size: int) -> Generator[None, Resume, Heights]:
        ranked = self.view.ranked(ends)
        if not ranked[0]:
            return ranked[0]  # clear: nothing else scores as high
        if size <= TAIL and self.exact is not None and not self.exact.spent:
            counts = tuple(stock)
            try:
                values = []
                for e in ranked[:TAIL_ENDS]:
                    values.append((yield from self.exact.value(e, counts, size)))
            except _OverBudget:
                pass
            else:
                best = 0
                for k in range(1, len(values)):
                    if better(values[k], values[best], self.aim):
                        best = k
                return ranked[best]
        if self.hall:
            for e in ranked:
                if self.view.clearable(e, stock, size):
                    return e
        return ranked[0]

    def play(self, e: Heights, order: list[int]) -> Generator[None, Resume, Value]:
        """From draw point ``e`` with the stock in ``order`` (first drawn first)."""
        stock = [0] * 14
        for r in order:
            stock[r] += 1
        size = len(order)
        for r in order:
            if not e:
                return 1.0, -float(size)
            stock[r] -= 1
            size -= 1
            e = yield from self.choose(self.view.ends(e, r), stock, size)
        return (1.0, 0.0) if not e else (0.0, float(self.view.cards(e)))


def sample_orders(view: View, count: int, salt: int = 0) -> list[list[int]]:
    """``count`` orders of the stock (ranks, first drawn first) from a generator seeded by
    what the player sees (and ``salt``, for another set); the first cards taken in turn
    from a shuffle of the stock, so that each rank comes first as often as it can."""
    rng = SplitMix64(view.seed + 0x9E3779B97F4A7C15 * salt)
    ranks = [r for r in range(1, 14) for _ in range(view.stock[r])]
    firsts = ranks[:]
    _shuffle(firsts, rng)
    out = []
    for j in range(count):
        first = firsts[j % len(firsts)]
        rest = ranks[:]
        rest.remove(first)
        _shuffle(rest, rng)
        out.append([first, *rest])
    return out


def _shuffle(items: list[_T], rng: SplitMix64) -> None:
    for i in range(len(items) - 1, 0, -1):
        j = rng.below(i + 1)
        items[i], items[j] = items[j], items[i]


def hint_search(game: Variant, memory: HintMemory | None = None,
                aim: str = WIN) -> Generator[None, Resume, Hint]:
    """The Golf hint as a search that pauses (for ``HintJob``); ``aim`` WIN or STROKES.
    ``memory`` is not read: Golf keeps no lines (no position comes twice: every move spends a
    card for good)."""
    assert isinstance(game, Golf)
    if game.is_won():
        return Hint(None)
    view = View(game)
    ends = [e for e in view.ends(view.heights, view.top) if e != view.heights or view.size]
    if not ends:
        return Hint(None, lost=True)
    hidden = view.size > 0
    lost = hidden and not _root_clearable(view)
    values, best, exact = yield from _values(view, ends, STROKES if lost else aim)
    first = view.ends(view.heights, view.top)[best]
    move = _engine_move(first)
    chance = values[best][0]
    if not hidden:  # nothing hidden: no chance, only won or lost
        return Hint(move, lost=chance == 0.0, certain=chance == 1.0)
    if lost:
        return Hint(move, lost=True, chance=0.0, exact=True)
    if exact:
        if not any(v[0] for v in values.values()):
            return Hint(move, lost=True, chance=0.0, exact=True)
        return Hint(move, certain=chance == 1.0, chance=chance, exact=True)
    if not any(v[0] for v in values.values()):
        proof = AnyOrder(view, adversary=False)
        if (yield from proof.decide_root(PROOF_NODES)) is False:
            values, best, _ = yield from _values(view, ends, STROKES)
            move = _engine_move(view.ends(view.heights, view.top)[best])
            return Hint(move, lost=True, chance=0.0, exact=True)
    # The chance (``_values``): the chosen end played out on orders of its own (the ones it
    # was chosen on favour it); never a sure win or loss that is not proved.
    if chance >= 1.0:
        proof = AnyOrder(view, adversary=True)
        if (yield from proof.decide_after(first, PROOF_NODES)) is True:
            return Hint(move, certain=True, chance=1.0, exact=True)
    margin = 0.5 / FINAL_ORDERS
    return Hint(move, chance=min(max(chance, margin), 1.0 - margin))


def _root_clearable(view: View) -> bool:
    """Hall's condition at the position itself (its waste top a supply too)."""
    tab = view.tableau_counts(view.heights)
    return not view.top or hall_ok(tab, list(view.stock), view.top, view.wrap)


def _best(ends: list[Heights], values: dict[Heights, Value], aim: str) -> Heights:
    """The end with the best value; ties go to the first in ``ends``' order."""
    best = ends[0]
    for e in ends[1:]:
        if better(values[e], values[best], aim):
            best = e
    return best


def _values(view: View, ends: list[Heights], aim: str,
            ) -> Generator[None, Resume, tuple[dict[Heights, Value], Heights, bool]]:
    """The value of each end (the draw among them), the best end, and whether the values
    are exact: they are when ``Exact`` can work them out within its budget, else they are
    estimated (``_estimate``) for the ``ROOT_ENDS`` best by the playouts' rating and the
    draw. ``ends`` is put in the order ties go by: the fewest cards left, the most ranks
    free, the draw last."""
    exact = Exact(view, aim, exact_budget(view.size, view.cards(view.heights)))
    playout = Playout(view, aim, exact)
    ends.sort(key=lambda e: (e == view.heights, -playout.score(e)))
    values: dict[Heights, Value] = {}
    try:
        for e in ends:
            values[e] = yield from exact.value(e, view.stock, view.size)
        return values, _best(ends, values, aim), True
    except _OverBudget:
        pass
    exact.budget += TAIL_STATES  # what it found serves the playouts' tails
    pool = ends[: ROOT_ENDS - 1]
    if view.heights in ends[ROOT_ENDS - 1:]:  # the draw is always played out
        pool.append(view.heights)
    values, best = yield from _estimate(view, pool, playout)
    chance = yield from _final_chance(view, best, playout)
    values[best] = (chance, values[best][1])
    return values, best, False


def exact_budget(size: int, cards: int) -> int:
    """The positions the exact expectimax may look at with a stock of ``size`` cards and
    ``cards`` in the columns."""
    if size <= EXACT_STOCK:
        return EXACT_STATES_SMALL
    if size >= 11:
        return EXACT_STATES_HUGE
    return EXACT_STATES_LARGE


def _estimate(view: View, ends: list[Heights], playout: Playout,
              ) -> Generator[None, Resume, tuple[dict[Heights, Value], Heights]]:
    """Each end played out on sampled orders (``Playout``): every end on ``FIRST_ORDERS``,
    then the better half on twice as many, and so on up to ``ORDERS``; an end's value is
    its mean over the orders it was played on, and the best is the best of those played on
    the most."""
    orders = sample_orders(view, ORDERS)
    totals = {e: [0.0, 0.0] for e in ends}
    played = dict.fromkeys(ends, 0)
    live = list(ends)
    count = min(FIRST_ORDERS, ORDERS)
    while True:
        for e in live:
            for order in orders[played[e]:count]:
                win, strokes = yield from playout.play(e, order)
                totals[e][0] += win
                totals[e][1] += strokes
            played[e] = count
            yield None
        if len(live) == 1 or count >= ORDERS:
            break
        means = {e: (totals[e][0] / count, totals[e][1] / count) for e in live}
        live = _ranked(live, means, playout.hall)[: (len(live) + 1) // 2]
        count = min(ORDERS, 2 * count)
    values = {e: (totals[e][0] / played[e], totals[e][1] / played[e]) for e in ends}
    return values, _ranked(live, values, playout.hall)[0]


def _final_chance(view: View, end: Heights, playout: Playout) -> Generator[None, Resume, float]:
    """The chance to clear after ``end``: its mean over ``FINAL_ORDERS`` orders other than
    those the ends were compared on."""
    wins = 0.0
    for k, order in enumerate(sample_orders(view, FINAL_ORDERS, salt=1)):
        wins += (yield from playout.play(end, order))[0]
        if k % 16 == 15:
            yield None
    return wins / FINAL_ORDERS


def _ranked(ends: list[Heights], values: dict[Heights, Value], win: bool) -> list[Heights]:
    """``ends`` best first (a stable sort: ties keep their order)."""
    aim = WIN if win else STROKES
    key = (lambda e: (-values[e][0], values[e][1])) if aim == WIN else (
        lambda e: (values[e][1], -values[e][0]))
    return sorted(ends, key=key)


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

    def decide_root(self, cap: int) -> Generator[None, Resume, bool | None]:
        v = self.view
        return self._decide(v.unpack(v.heights), v.top, list(v.stock), cap)

    def decide_after(self, move: int, cap: int) -> Generator[None, Resume, bool | None]:
        """Does ``move`` win (whatever the order, or in some order)?"""
        v = self.view
        stk = list(v.stock)
        if move != DRAW:
            heights = v.unpack(v.heights)
            heights[move] -= 1
            return (yield from self._decide(heights, v.cols[move][heights[move]], stk, cap))
        every = True
        for r in (r for r in range(1, 14) if v.stock[r]):
            stk[r] -= 1
            result = yield from self._decide(v.unpack(v.heights), r, stk, cap)
            stk[r] += 1
            if result is None or result != self.adversary:
                return result
            every = result
        return every

    def _decide(self, heights: list[int], top: int, stk: list[int],
                cap: int) -> Generator[None, Resume, bool | None]:
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
        tab = v.tableau_counts(v.pack(h))  # a list of its own: changed below
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
