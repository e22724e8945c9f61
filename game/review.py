"""Game review: where a game was won or lost, and how it could have been saved.

A review takes a game's start and the line of moves played, and says at every position:

- ``winnable``: whether the position could still be won with every card known (the deal
  revealed, after the game); None where the search ran out of its budget;
- ``chance``: in a game that hides cards (Golf's stock, Easy Harp's face-down cards and the
  stock not yet drawn), the fair chance: the share of the ways the cards the player had not
  seen could lie in which the position can still be won (or, with a proof of a loss alone,
  is not proved lost: a bound). A game may work its chances out itself instead
  (``Solver.review_chances``: Golf's are the chance of a player who cannot see the stock,
  the hint's, exact or estimated, ``Point.exact``). It is computed only from what the
  player had seen at that position. Where nothing is hidden any more it is 1 or 0; in a
  game that never hides anything (Eight Off) it is None, and ``winnable`` says it all.

And over the game: the turning point (the move k after which the game could no longer be
won: position k - 1 winnable, position k not), a winning line from position k - 1 (the
better line), and the moves that cost the most chance.

How, and what it costs. Winnability with every card known never comes back once lost:
position k + 1 follows from position k, so the positions run winnable ... winnable, lost ...
lost, and a bisection finds the turning point in a few searches (none at all for a game
that was won). The chance is taken over ``ReviewBudget.worlds`` deals of the unseen cards.
A deal is fixed by a random priority for each card (from a generator with a fixed seed, the
same for every review): at each position the unseen cards, in priority order, fill the
hidden places. So until a hidden card turns up (a "reveal": a draw from an unseen stock, a
face-down card turned up) a deal stays the same deal, each position follows from the last
within it, and the same bisection works within each stretch between reveals; at a reveal
the deal is dealt again from the cards still unseen (with the same priorities: a fresh deal,
as random as the first, yet as close to the last as can be). The cost of a move is the chance
before it less the chance after it, over the same deals; at a reveal, "after" is the move
played in each deal before the card turned up, so a card's luck (what the real card did to
the chance) is not blamed on the move.

Budgets count positions searched (each game's search pauses every ``pause_positions``
positions), never seconds: the same game gets the same review on any machine, busy or not.
The analysis is a generator that yields its progress (0..1) at every pause, so a worker can
run it in slices and drop it for a newer request.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Generator, Sequence
from dataclasses import dataclass, field
from typing import Any

from game.cards import Card
from game.deal import SplitMix64
from game.moves import Move, PileKind, Place, quoted
from game.parts import load
from game.registry import VARIANTS
from game.solver import (
    Solution,
    Verdict,
    collector_held,
    pause_positions,
    search_steps,
    solver_module,
)
from game.variant import Status, Variant

WORLD_SEED = 0x5EED_2E71_E3  # the unseen cards' deals: fixed, so a review never varies
COSTLY_AT_LEAST = 0.05  # a move that cost less chance than this is not named
COSTLY_MOST = 3  # the moves named as costing the most


@dataclass(frozen=True)
class ReviewBudget:
    """What one review may search, in positions (see the module docstring).

    ``worlds``: deals of the unseen cards the chance is taken over; ``world_positions``:
    one search of one such deal at one position; ``total``: all those searches together
    (past it, the chances not known stay unknown); ``deal_positions``: one search of the
    real deal (winnable or not), ``deal_total`` all of them; ``least_worlds``: a chance needs
    this many decided deals at its position. The two totals are apart so that the chances,
    made only from what the player saw, never depend on what searching the real deal cost."""

    worlds: int = 24
    world_positions: int = 4_096
    total: int = 600_000
    deal_positions: int = 150_000
    deal_total: int = 300_000
    least_worlds: int = 6
    # A game whose review works its chances out itself (``Solver.review_chances``): the
    # positions its exact searches may look at over the whole review.
    blind_states: int = 400_000


DEFAULT_BUDGET = ReviewBudget()


@dataclass(frozen=True)
class ReviewChances:
    """What a game's own review chances (``Solver.review_chances``) give, one entry per
    position: the chance of a player who cannot see the unseen cards, whether it is exact
    (else an estimate), what the move to it cost, and at a card turning up its luck."""

    chances: list[float | None]
    exact: list[bool]
    costs: list[float | None]
    luck: list[float | None]


# ``Solver.review_chances``: the positions of a game, its moves, the budget; it yields its
# progress (0..1) and returns the chances.
BlindChances = Callable[[Sequence[Variant], Sequence[Move], ReviewBudget],
                        Generator[float, None, ReviewChances]]


def blind_chances_for(start: Variant) -> BlindChances | None:
    """The review chances ``start``'s game works out itself (named by text on its solver,
    loaded when first asked for: the game's package imports this module), else None."""
    declared = type(start).solver
    ref = declared.review_chances if declared is not None else None
    return load(ref) if ref else None


def budget_for(name: str) -> ReviewBudget:
    """The review budget the game's solver module names (``REVIEW_BUDGET``), else the
    default."""
    budget = getattr(solver_module(name), "REVIEW_BUDGET", DEFAULT_BUDGET)
    return budget if isinstance(budget, ReviewBudget) else DEFAULT_BUDGET


def lost_proof_for(name: str) -> Callable[[Variant], bool] | None:
    """The cheap proof of a lost position the game's solver module offers for the review
    (``REVIEW_LOST_PROOF``), when its search is too slow to judge every deal of the unseen
    cards: the chances are then bounds (the share of deals not proved lost)."""
    proof = getattr(solver_module(name), "REVIEW_LOST_PROOF", None)
    return proof if callable(proof) else None


@dataclass(frozen=True)
class Point:
    """One position of the game under review (see the module docstring)."""

    winnable: bool | None
    chance: float | None
    cost: float | None = None  # chance lost by the move that led here (None: unknown/first)
    luck: float | None = None  # at a reveal: what the card that turned up did to the chance
    exact: bool = False  # the chance is exact (worked out, or nothing hidden), not estimated


@dataclass(frozen=True)
class Costly:
    """A move that cost chance: ``move`` (1-based) took it from ``before`` to ``after``
    (over the same deals of the unseen cards; at a reveal, before the card turned up)."""

    move: int
    before: float
    after: float

    @property
    def cost(self) -> float:
        return self.before - self.after


@dataclass
class Review:
    """A game's review. ``points[k]`` is position k (0: before any move); ``moves[k - 1]``
    led to it. ``lines[k]``: a winning line from position k, for the positions where one was
    found (the better line among them)."""

    name: str
    options: str
    code: str | None
    start: dict[str, Any]  # the starting position's layout
    moves: list[Move]
    points: list[Point]
    turning_point: int | None
    better_line: list[Move] | None
    costly: list[Costly]
    lines: dict[int, list[Move]] = field(default_factory=dict)
    hides_cards: bool = False
    chance_bound: bool = False  # the chances are the share of deals not proved lost
    # The chances are those of a player who cannot see the unseen cards (the game's own
    # ``review_chances``), not the share of their deals a player who could see them wins.
    blind: bool = False
    worlds: int = 0  # deals of the unseen cards looked at
    searched: int = 0  # positions searched in all (about: pauses times their size)
    status: str = Status.PLAYING.value  # of the last position

    @property
    def could_win(self) -> bool | None:
        """Whether the deal could be won at all (from its first position)."""
        return self.points[0].winnable


# --- the positions of a line ------------------------------------------------------------------
def positions(start: Variant, moves: Sequence[Move]) -> list[Variant]:
    """Every position of the line: ``start`` (copied) and after each move. Raises Refusal
    for a move the rules refuse."""
    game = start.clone()
    out = [game.clone()]
    for move in moves:
        game.play(move)
        out.append(game.clone())
    return out


def hidden_places(game: Variant) -> list[tuple[Place, int]]:
    """The places of the cards the player has not seen, in a fixed order: the face-down
    cards of the columns (each column from the top), then the stock while no card of it has
    been seen (a game that turns its waste back has shown its stock after the first pass)."""
    out: list[tuple[Place, int]] = []
    stock_unseen = game.pass_number() in (None, 1)
    for place in game.places():
        pile = game.pile(place)
        if place.kind is PileKind.COLUMN:
            out += [(place, i) for i in range(len(pile)) if not game.face_up(place, i)]
        elif place.kind is PileKind.STOCK and stock_unseen:
            out += [(place, i) for i in range(len(pile))]
    return out


class Worlds:
    """Deals of the unseen cards, the same from position to position until a card turns up
    (see the module docstring). ``world(j, k)`` is position k with the unseen cards dealt the
    j-th way."""

    def __init__(self, games: Sequence[Variant], count: int, seed: int = WORLD_SEED) -> None:
        self.games = games
        self.count = count
        self.places = [hidden_places(g) for g in games]
        self.unseen = [[g.pile(p)[i] for p, i in places]
                       for g, places in zip(games, self.places, strict=True)]
        # Each card's copies get priorities 2 * index and 2 * index + 1 of the world's list.
        copies = max((n for n in games[0].card_counts().values()), default=1) if games else 1
        self.copies = max(1, copies)
        # Each unseen card's priority index: the n-th copy of a card takes the card's n-th.
        self.keys: list[list[int]] = []
        for cards in self.unseen:
            seen: Counter[Card] = Counter()
            keys = []
            for card in cards:
                keys.append(card.index * self.copies + min(seen[card], self.copies - 1))
                seen[card] += 1
            self.keys.append(keys)
        self.priority: list[list[int]] = []
        for j in range(count):
            rng = SplitMix64(seed + 0x9E37 * (j + 1))
            self.priority.append([rng.next() for _ in range(52 * self.copies)])

    def hides(self, k: int) -> bool:
        return bool(self.places[k])

    def reveals(self, k: int) -> bool:
        """Whether move k (1-based) turned up a card the player had not seen."""
        return len(self.unseen[k]) < len(self.unseen[k - 1])

    def deal(self, j: int, k: int) -> list[Card]:
        """The unseen cards of position k in the j-th world's order."""
        prio = self.priority[j]
        keys = self.keys[k]
        cards = self.unseen[k]
        return [cards[i] for i in sorted(range(len(keys)), key=lambda i: prio[keys[i]])]

    def world(self, j: int, k: int) -> Variant:
        game = self.games[k].clone()
        for (place, i), card in zip(self.places[k], self.deal(j, k), strict=True):
            game.pile(place)[i] = card
        return game


# --- searching within a budget ----------------------------------------------------------------
class Searcher:
    """Searches positions within a budget in positions, counting what they spend."""

    def __init__(self, name: str, total: int) -> None:
        self.pause = max(1, pause_positions(name))
        self.total = total
        self.spent = 0

    @property
    def exhausted(self) -> bool:
        return self.spent >= self.total

    def decide(self, game: Variant, cap: int) -> Generator[None, None, Solution]:
        """The verdict on ``game`` (a copy is searched) within ``cap`` positions and what is
        left of the total; pauses (yields) at each of the search's pauses."""
        if self.exhausted:
            return Solution(Verdict.UNKNOWN)
        pauses = max(1, min(cap, self.total - self.spent) // self.pause)
        gen = search_steps(game)
        count = 0
        try:
            next(gen)
            while True:
                count += 1
                if count > pauses:
                    gen.close()
                    self.spent += count * self.pause
                    return Solution(Verdict.UNKNOWN)
                yield None
                gen.send(None)
        except StopIteration as done:
            solution: Solution = done.value
        self.spent += max(solution.states, count * self.pause)
        return solution


Decide = Callable[[int], Generator[None, None, bool | None]]


def bisect(first: int, last: int, decide: Decide) -> Generator[None, None, dict[int, bool]]:
    """The verdicts of positions ``first``..``last``, which run winnable then lost (either
    part may be empty), from as few calls of ``decide`` as can be: the last, the first, then
    bisection. ``decide`` may answer None (unknown); positions it leaves undecided are left
    out of the answer."""
    lo, hi = first - 1, last + 1  # known: winnable up to lo, lost from hi
    tried: set[int] = set()
    probes = [last, first]
    while True:
        if probes:
            i = probes.pop(0)
        else:
            open_ = [i for i in range(lo + 1, hi) if i not in tried]
            if not open_:
                break
            middle = (lo + hi) / 2
            i = min(open_, key=lambda x: (abs(x - middle), x))
        if i in tried or not lo < i < hi:
            continue
        tried.add(i)
        verdict = yield from decide(i)
        if verdict is True:
            lo = i
        elif verdict is False:
            hi = i
    out = {i: True for i in range(first, lo + 1)}
    out.update({i: False for i in range(hi, last + 1)})
    return out


# --- the review -------------------------------------------------------------------------------
def analyse(start: Variant, moves: Sequence[Move],
            budget: ReviewBudget | None = None) -> Generator[float, None, Review]:
    """Review the game ``moves`` played from ``start`` (not changed): a generator that yields
    its progress (0..1) now and then and returns the ``Review``. Raises Refusal at once for
    a move the rules refuse."""
    games = positions(start, moves)
    return _analyse(start, games, list(moves), budget or budget_for(start.name))


def _analyse(start: Variant, games: list[Variant], moves: list[Move],
             budget: ReviewBudget) -> Generator[float, None, Review]:
    n = len(moves)
    dealer = Searcher(start.name, budget.deal_total)
    searcher = Searcher(start.name, budget.total)
    lines: dict[int, list[Move]] = {}

    # The real deal, every card known.
    def decide_real(k: int) -> Generator[None, None, bool | None]:
        result = yield from dealer.decide(games[k], budget.deal_positions)
        if result.verdict is Verdict.WINNABLE:
            lines[k] = list(result.moves)
            return True
        return None if result.verdict is Verdict.UNKNOWN else False

    real_gen = bisect(0, n, decide_real)
    real = yield from _with_progress(real_gen, dealer, 0.0, 0.2)
    winnable: list[bool | None] = [real.get(k) for k in range(n + 1)]
    turning = next((k for k in range(1, n + 1)
                    if winnable[k - 1] is True and winnable[k] is False), None)
    better = lines.get(turning - 1) if turning is not None else None

    worlds = Worlds(games, budget.worlds)
    hides = any(worlds.hides(k) for k in range(n + 1))
    chances: list[float | None] = [None] * (n + 1)
    costs: list[float | None] = [None] * (n + 1)
    luck: list[float | None] = [None] * (n + 1)
    exact = [not worlds.hides(k) for k in range(n + 1)]
    looked = 0
    proof = lost_proof_for(start.name)
    blind = blind_chances_for(start) if hides else None
    if blind is not None:
        found = yield from _scaled(blind(games, moves, budget), 0.2, 1.0)
        chances, costs, luck, exact = found.chances, found.costs, found.luck, found.exact
    elif hides:
        table, after, undecided = yield from _world_verdicts(worlds, moves, winnable, searcher,
                                                             budget, proof)
        looked = worlds.count
        chances, costs, luck = _chances(worlds, winnable, table, after, undecided,
                                        budget.least_worlds)
    yield 1.0
    points = [Point(winnable[k], chances[k], costs[k], luck[k],
                    exact[k] and chances[k] is not None) for k in range(n + 1)]
    if not hides and turning is not None:
        points[turning] = Point(False, None, 1.0)
    review = Review(
        name=start.name, options=start.options, code=start.code, start=start.layout(),
        moves=list(moves), points=points, turning_point=turning, better_line=better,
        costly=_costly(points), lines=lines, hides_cards=hides,
        chance_bound=hides and blind is None and proof is not None, blind=blind is not None,
        worlds=looked,
        searched=dealer.spent + searcher.spent, status=games[-1].status.value,
    )
    return review


def _scaled(gen: Generator[float, None, Any], low: float,
            high: float) -> Generator[float, None, Any]:
    """Run ``gen``, its progress (0..1) yielded between ``low`` and ``high``."""
    try:
        while True:
            yield low + (high - low) * min(1.0, max(0.0, next(gen)))
    except StopIteration as done:
        return done.value


def _with_progress(gen: Generator[None, None, Any], searcher: Searcher, low: float,
                   high: float) -> Generator[float, None, Any]:
    """Run ``gen``, yielding progress between ``low`` and ``high`` (by the budget spent)."""
    try:
        while True:
            next(gen)
            share = min(1.0, searcher.spent / max(1, searcher.total))
            yield low + (high - low) * share
    except StopIteration as done:
        return done.value


WorldTable = list[dict[int, bool]]  # per world: position -> verdict
MOST_UNDECIDED = 0.25  # a chance is given where at most this share of its deals is undecided


def _world_verdicts(
    worlds: Worlds, moves: Sequence[Move], winnable: list[bool | None], searcher: Searcher,
    budget: ReviewBudget, lost_proof: Callable[[Variant], bool] | None,
) -> Generator[float, None, tuple[WorldTable, WorldTable, list[int]]]:
    """For each deal of the unseen cards: the verdict at each position (``table``) and, at
    each reveal k, the verdict after move k played in that deal before its card turned up
    (``after``). Positions with nothing hidden take the real deal's verdict.

    With ``lost_proof`` (a game whose search is too slow for this), each deal is judged at
    every position by that proof alone: False when it proves the position lost, else True
    (not proved lost), and the chances are bounds."""
    n = len(moves)
    stretches = _stretches(worlds, n)
    known: dict[tuple[int, tuple[Card, ...]], bool | None] = {}  # the same deal, once
    attempted = [0] * (n + 1)  # per position: deals looked at
    tries = [[0, 0] for _ in range(n + 1)]  # per position: searches decided, undecided

    def judge(game: Variant, cap: int) -> Generator[None, None, bool | None]:
        if lost_proof is not None:
            searcher.spent += 1
            return not lost_proof(game)
        result = yield from searcher.decide(game, cap)
        return None if result.verdict is Verdict.UNKNOWN else result.verdict is Verdict.WINNABLE

    def decide(j: int, k: int) -> Generator[None, None, bool | None]:
        deal = tuple(worlds.deal(j, k))
        if (k, deal) in known:
            return known[k, deal]
        decided, undecided = tries[k]
        if undecided >= 2 and 4 * undecided > decided + undecided + (worlds.count - j):
            return None  # too many undecided for a chance here: leave the budget to others
        verdict = yield from judge(worlds.world(j, k), budget.world_positions)
        known[k, deal] = verdict
        tries[k][verdict is None] += 1
        return verdict

    table: WorldTable = [{k: v for k in range(n + 1)
                           if not worlds.hides(k) and (v := winnable[k]) is not None}
                          for _ in range(worlds.count)]
    after: WorldTable = [{} for _ in range(worlds.count)]
    # Stretch by stretch from the end, where searches are cheap, so that a budget that runs
    # out leaves the first positions unknown rather than fewer deals for every position.
    for done, (first, last) in enumerate(reversed(stretches)):
        low = 0.2 + 0.8 * done / len(stretches)
        high = 0.2 + 0.8 * (done + 1) / len(stretches)
        for j in range(worlds.count):
            if searcher.exhausted:
                break
            if lost_proof is not None:
                for k in range(first, last + 1):
                    v = yield from _with_progress(decide(j, k), searcher, low, high)
                    if v is not None:
                        table[j][k] = v
            else:
                table[j].update((yield from _with_progress(
                    bisect(first, last, _in_world(decide, j)), searcher, low, high)))
            for k in range(first, last + 1):
                attempted[k] += 1
            k = last + 1  # the reveal that ends this stretch
            if k > n or not worlds.reveals(k):
                continue
            if table[j].get(last) is not True:  # lost already, or unknown: no pair to cost
                if table[j].get(last) is False:
                    after[j][k] = False
                continue
            trial = worlds.world(j, last)
            trial.push(moves[last])
            verdict = yield from _with_progress(judge(trial, budget.world_positions), searcher,
                                                low, high)
            if verdict is not None:
                after[j][k] = verdict
        yield high
    if lost_proof is None:
        yield from _second_look(worlds, stretches, table, attempted, searcher, budget, judge)
    undecided = [attempted[k] - sum(k in t for t in table) if worlds.hides(k) else 0
                 for k in range(n + 1)]
    return table, after, undecided


def _second_look(
    worlds: Worlds, stretches: list[tuple[int, int]], table: WorldTable, attempted: list[int],
    searcher: Searcher, budget: ReviewBudget,
    judge: Callable[[Variant, int], Generator[None, None, bool | None]],
) -> Generator[float, None, None]:
    """With the budget left: the deals left undecided where a position has no chance yet,
    searched again four times longer (within a stretch a verdict also tells its neighbours:
    won here, won before; lost here, lost after)."""
    cap = 4 * budget.world_positions
    for first, last in stretches:
        for k in range(first, last + 1):
            values = [t[k] for t in table if k in t]
            left = attempted[k] - len(values)
            if len(values) >= budget.least_worlds and left <= MOST_UNDECIDED * attempted[k]:
                continue
            for j, t in enumerate(table[: attempted[k]]):
                if k in t:
                    continue
                if searcher.exhausted:
                    return
                verdict = yield from _with_progress(judge(worlds.world(j, k), cap),
                                                    searcher, 0.95, 1.0)
                if verdict is True:
                    t.update(dict.fromkeys(range(first, k + 1), True))
                elif verdict is False:
                    t.update(dict.fromkeys(range(k, last + 1), False))


def _in_world(decide: Callable[[int, int], Generator[None, None, bool | None]],
              j: int) -> Decide:
    return lambda k: decide(j, k)


def _stretches(worlds: Worlds, n: int) -> list[tuple[int, int]]:
    """The runs of positions that hide cards with no reveal between them."""
    out: list[tuple[int, int]] = []
    k = 0
    while k <= n:
        if not worlds.hides(k):
            k += 1
            continue
        first = k
        while k + 1 <= n and worlds.hides(k + 1) and not worlds.reveals(k + 1):
            k += 1
        out.append((first, k))
        k += 1
    return out


def _chances(
    worlds: Worlds, winnable: list[bool | None], table: WorldTable, after: WorldTable,
    undecided: list[int], least: int,
) -> tuple[list[float | None], list[float | None], list[float | None]]:
    """The chance at each position, the cost of each move and the luck of each reveal.
    A chance leaves out the deals its searches could not decide, so it is given only where
    they are few (``MOST_UNDECIDED``): a search that runs out is no sample of either side."""
    n = len(winnable) - 1

    def share(values: list[bool], left: int) -> float | None:
        if len(values) < max(1, least) or left > MOST_UNDECIDED * (len(values) + left):
            return None
        return sum(values) / len(values)

    chances: list[float | None] = []
    for k in range(n + 1):
        if not worlds.hides(k):
            chances.append(_as_float(winnable[k]))
        else:
            chances.append(share([t[k] for t in table if k in t], undecided[k]))
    costs: list[float | None] = [None]
    luck: list[float | None] = [None]
    for k in range(1, n + 1):
        reveal = worlds.hides(k - 1) and worlds.reveals(k)
        pairs = []
        for t, a in zip(table, after, strict=True):
            # Where nothing is hidden, every deal is the real one (its verdicts are in t).
            before, then = t.get(k - 1), (a.get(k) if reveal else t.get(k))
            if before is not None and then is not None:
                pairs.append((before, then))
        if len(pairs) >= max(1, least) or (pairs and not worlds.hides(k - 1)):
            costs.append(max(0.0, sum(b - t for b, t in pairs) / len(pairs)))
        else:
            costs.append(None)
        chance = chances[k]
        if reveal and chance is not None and len(pairs) >= max(1, least):
            luck.append(chance - sum(t for _, t in pairs) / len(pairs))
        else:
            luck.append(None)
    return chances, costs, luck


def _as_float(value: bool | None) -> float | None:
    return None if value is None else float(value)


def _costly(points: list[Point]) -> list[Costly]:
    """The moves that cost the most chance (at least ``COSTLY_AT_LEAST``), most first."""
    found = []
    for k in range(1, len(points)):
        cost = points[k].cost
        before = points[k - 1].chance
        if before is None:
            before = _as_float(points[k - 1].winnable)
        if cost is None or before is None or cost < COSTLY_AT_LEAST:
            continue
        found.append(Costly(k, before, max(0.0, before - cost)))
    found.sort(key=lambda c: (-c.cost, c.move))
    return found[:COSTLY_MOST]


# --- the review in words and in JSON (the command line, the shared text) -------------------
def written(game: Variant, move: Move) -> str:
    """``move`` in the notation, in ``game``'s position; its exact text (``3>f2``) where the
    notation cannot say it (a second foundation of a suit)."""
    from game.notation import NotationError

    try:
        return game.notation(move)
    except NotationError:
        return str(move)


def tokens(start: Variant, moves: Sequence[Move]) -> list[str]:
    """The line in notation, each move written in the position it was played from."""
    game = start.clone()
    out = []
    for move in moves:
        out.append(written(game, move))
        game.push(move)
    return out


def said(start: Variant, moves: Sequence[Move]) -> list[str]:
    """The line in words (``game.words``), each move as played from the position before it,
    in lower case: set into the review's sentences ("after move 20 (moved the 5♦ ...)")."""
    from game.words import line_words

    return line_words(start, moves, capital=False)


def advised(game: Variant, move: Move) -> str:
    """A better move in words, as advice from ``game``, in lower case ("better: draw a
    card from the stock")."""
    from game.words import move_words

    return move_words(game, move, capital=False)


def record(code: str, words: Sequence[str]) -> str:
    """A game as one text to share: its code, then its moves (``GO1-E-AAAAAAB s 5 2``).
    ``python -m game review`` and the app read it back (``parse_record``)."""
    return " ".join([code, *words])


def parse_record(text: str) -> tuple[str, str]:
    """A shared game's code and its moves (``record``'s text); the moves may be empty."""
    code, _, line = text.strip().partition(" ")
    return code, line.strip()


def read_line(start: Variant, text: str) -> list[Move]:
    """The moves of ``text`` (notation, or exact texts such as ``3>f2``; ``u`` takes back
    the move before it) played from ``start`` (not changed): the line that stands. Raises
    NotationError or ValueError for a token it cannot read, Refusal for a move the rules
    refuse."""
    from game.notation import UNDO_TOKEN, NotationError, no_place, parse, resolve, split_line

    game = start.clone()
    line: list[Move] = []
    places = game.place_set
    for token in split_line(text):
        if token.lower() == UNDO_TOKEN:
            if line:
                game.undo()
                line.pop()
            continue
        if ">" in token:
            move = Move.from_text(token)
        else:
            written_ = parse(token)
            missing = no_place(places, written_)
            if missing:
                raise NotationError(f"{missing} (move {quoted(token)})")
            move = resolve(game, written_)
        for place in (move.source, move.target):
            if place not in places:
                raise NotationError(f"this game has no place {place} (move {quoted(token)})")
        line.append(game.play(move))
    return line


def instead(result: Review) -> dict[int, Move | None]:
    """For each costly move k, the move that would have been better at position k - 1:
    the first move of a winning line found there, else, in a game that hides cards, the
    hint's move (decided from what the player saw); None when it is the move played."""
    from game.solver import hint

    start = _start_game(result)
    games = positions(start, result.moves)
    out: dict[int, Move | None] = {}
    for c in result.costly:
        line = result.lines.get(c.move - 1)
        if line:
            better: Move | None = line[0]
        elif result.hides_cards:
            better = hint(games[c.move - 1]).move
        else:
            better = None
        out[c.move] = None if better == result.moves[c.move - 1] else better
    return out


def percent(chance: float) -> str:
    from game.i18n import format_percent

    return format_percent(round(100 * chance))


def chance_text(point: Point) -> str:
    """A position's chance as a per cent, "about" it where it is an estimate (not exact)."""
    from game.i18n import _

    assert point.chance is not None
    if point.exact:
        return percent(point.chance)
    # TRANSLATORS: an estimated chance, not worked out exactly; {percent} is a per cent
    # already written ("40%").
    return _("about {percent}").format(percent=estimate_percent(point.chance))


def estimate_percent(chance: float) -> str:
    """An estimated chance as a per cent, never rounded to a certainty it is not: 0% and
    100% are for proofs."""
    from game.i18n import format_percent

    return format_percent(min(99, max(1, round(100 * chance))))


def winnable_here(result: Review | None, point: Point) -> str:
    """Whether the position could still be won with every card known, in words (the review
    screen; ``point.winnable`` is not None). Beside a blind chance they name the stock's real
    order, which that chance does not see, so the two never read as a contradiction."""
    from game.i18n import _

    if result is not None and result.blind:
        return (_("can still be won with the stock as it lies") if point.winnable
                else _("can no longer be won with the stock as it lies"))
    return _("can still be won") if point.winnable else _("can no longer be won")


def chance_here(result: Review, point: Point) -> str | None:
    """What the review says of the chance at a position (the review screen), in words that
    say what the figure is; None where it has none."""
    from game.i18n import _

    if point.chance is None:
        return None
    if result.blind:  # beside "can no longer be won" (the stock as it lies): whose chance
        return _("chance to win, not seeing the stock: {chance}").format(
            chance=chance_text(point))
    if result.chance_bound:
        return _("not proved lost in {chance} of the ways the hidden cards may lie").format(
            chance=percent(point.chance))
    return _("can be won in {chance} of the ways the hidden cards may lie").format(
        chance=percent(point.chance))


def to_json(result: Review) -> dict[str, Any]:
    """The review as the command line's ``--json`` prints it (see the README): the moves in
    notation, and beside them in words, in the current language."""
    start = _start_game(result)
    words = tokens(start, result.moves)
    told = said(start, result.moves)

    def number(value: float | None) -> float | None:
        return None if value is None else round(value, 4)

    positions_ = []
    for k, point in enumerate(result.points):
        positions_.append({
            "move": None if k == 0 else words[k - 1],
            "words": None if k == 0 else told[k - 1],
            "winnable": point.winnable,
            "chance": number(point.chance),
            "chance_exact": None if point.chance is None else point.exact,
            "cost": number(point.cost),
            "luck": number(point.luck),
        })
    games = positions(start, result.moves)
    instead_ = instead(result)
    better = {k: None if m is None else written(games[k - 1], m) for k, m in instead_.items()}
    better_words = {k: None if m is None else advised(games[k - 1], m)
                    for k, m in instead_.items()}
    line = line_first = None
    if result.better_line is not None and result.turning_point is not None:
        at = games[result.turning_point - 1]
        line = " ".join(tokens(at, result.better_line))
        line_first = next((advised(at, m) for m in result.better_line[:1]), None)
    return {
        "game": result.name,
        "options": result.options,
        "code": result.code,
        "moves": words,
        "status": result.status,
        "positions": positions_,
        "turning_point": result.turning_point,
        "better_line": line,
        "better_line_first_words": line_first,
        "costly": [{"move": c.move, "played": words[c.move - 1],
                    "played_words": told[c.move - 1], "before": number(c.before),
                    "after": number(c.after), "cost": number(c.cost),
                    "instead": better.get(c.move), "instead_words": better_words.get(c.move)}
                   for c in result.costly],
        "hides_cards": result.hides_cards,
        "chance_is_bound": result.chance_bound,
        "chance_is_blind": result.blind,
        "worlds": result.worlds,
        "searched": result.searched,
        "record": None if result.code is None else record(result.code, words),
    }


def _start_game(result: Review) -> Variant:
    from game import game_from_layout

    return game_from_layout(result.start)


def in_words(result: Review) -> list[str]:
    """The review as sentences in the current language, then a table of every position
    (its move in notation, and in words at the row's end)."""
    from game.i18n import _, format_number, ngettext

    start = _start_game(result)
    words = tokens(start, result.moves)
    told = said(start, result.moves)
    cls = VARIANTS[result.name]
    n = len(result.moves)
    outcome = {"won": _("won"), "stuck": _("no more possible moves")}.get(
        result.status, _("not finished"))
    head = ngettext("{game} · {option}, {n} move: {outcome}",
                    "{game} · {option}, {n} moves: {outcome}", n).format(
        game=cls.display_title(), option=cls.rule_option(result.options).title,
        n=format_number(n), outcome=outcome)
    out = [head if result.code is None else f"{head} ({result.code})"]
    out += verdict_lines(result, told)
    if result.costly:
        out.append(_("The moves that cost the most chance:"))
        games = positions(start, result.moves)
        betters = instead(result)
        for c in result.costly:
            line = _("move {move} ({played}): from {before} to {after}").format(
                move=format_number(c.move), played=told[c.move - 1],
                before=percent(c.before), after=percent(c.after))
            better = betters.get(c.move)
            if better is not None:
                line += "; " + _("better: {move}").format(
                    move=advised(games[c.move - 1], better))
            out.append("  " + line)
    out.append(_("Move by move (can it be won with every card known; the chance):"))
    yes, no, unknown = _("yes"), _("no"), "?"
    for k, point in enumerate(result.points):
        won = unknown if point.winnable is None else (yes if point.winnable else no)
        chance = ("–" if point.chance is None else
                  percent(point.chance) if point.exact else "~" + estimate_percent(point.chance))
        mark = "*" if k == result.turning_point else ""
        row = (f"  {format_number(k):>4} {'' if k == 0 else words[k - 1]:<6} {won:<4} "
               f"{chance:<6}{mark:<2}{'' if k == 0 else told[k - 1]}")
        out.append(row.rstrip())
    return out


def headline(result: Review, words: Sequence[str]) -> str:
    """The review's word on the whole game in one or two short sentences (a screen's
    headline): won; could the deal be won; where it could no longer be, or that it still
    could where the game stopped. ``words``: the moves in words (``said``)."""
    from game.i18n import _, format_number

    if result.status == Status.WON.value:
        return won_words(result, words)
    said = verdict_lines(result, words)[:1]
    k = result.turning_point
    if k is not None:
        said.append(_("It could no longer be won after move {move} ({played}).").format(
            move=format_number(k), played=words[k - 1]))
    elif result.points[-1].winnable:
        said.append(_("It could still be won where the game stopped."))
    if result.hides_cards and result.chance_bound:
        said.append(_("Its chances are only upper bounds: the share of the ways the hidden "
                      "cards may lie in which the game is not proved lost."))
    return " ".join(said)


def decided(result: Review) -> int | None:
    """In a won game, the move after which the win was certain (every position after it
    could be won whatever the unseen cards were: its chance 100%, or winnable where nothing
    was hidden); None when it was so from the deal on."""
    last = None
    for k, point in enumerate(result.points):
        sure = point.chance == 1.0 if result.hides_cards else point.winnable is True
        if not sure:
            last = k
    return None if last is None else last + 1


def won_words(result: Review, words: Sequence[str]) -> str:
    """What a won game's review says of it: where it was decided, never more than that (it
    was won: nothing "can still be won")."""
    from game.i18n import _, format_number

    k = decided(result)
    if k is None or k > len(words):
        return _("The game was won. The deal could be won, and no move lost it.")
    return _("The game was won. Move {move} decided it ({played}): from there on it could "
             "not be lost.").format(move=format_number(k), played=words[k - 1])


def costliest_words(result: Review, words: Sequence[str], better: str | None = None
                    ) -> str | None:
    """The costliest move in a sentence ("Your costliest move: 17, placed the 4♥ on the
    waste. Better: draw a card from the stock."), with the better move when known (in
    words, as advice); None when no move cost enough to be named."""
    from game.i18n import _, format_number

    if not result.costly:
        return None
    worst = result.costly[0]
    said = _("Your costliest move: {move}, {played}.").format(
        move=format_number(worst.move), played=words[worst.move - 1])
    if better:
        said += " " + _("Better: {move}.").format(move=better)
    return said


def verdict_lines(result: Review, words: Sequence[str]) -> list[str]:
    """What the review says of the game as a whole, in sentences (the command line, the
    review screen). ``words``: the moves in words (``said``)."""
    from game.i18n import _, format_number

    out = []
    if result.status == Status.WON.value:
        out.append(won_words(result, words))
    elif result.could_win is True:
        out.append(_("The deal could be won."))
    elif result.could_win is False:
        out.append(_("The deal could not be won, whatever the moves."))
    else:
        out.append(_("Whether the deal could be won was not found within the review's "
                     "budget."))
    start = _start_game(result)
    k = result.turning_point
    if k is not None:
        out.append(_("It could no longer be won after move {move} ({played}).").format(
            move=format_number(k), played=words[k - 1]))
        if result.better_line is not None:
            at = positions(start, result.moves[: k - 1])[-1]
            out.append(_("This line wins instead: {line}").format(
                line=" ".join(tokens(at, result.better_line))))
            out += [_("Its first move: {move}.").format(move=advised(at, first))
                    for first in result.better_line[:1]]
    n = len(result.moves)
    end = result.lines.get(n)
    if result.status != Status.WON.value and result.points[-1].winnable and end:
        at = positions(start, result.moves)[-1]
        out.append(_("It could still be won where the game stopped; this line wins: "
                     "{line}").format(line=" ".join(tokens(at, end))))
        out.append(_("Its first move: {move}.").format(move=advised(at, end[0])))
    if result.hides_cards:
        known = [(k, p) for k, p in enumerate(result.points) if p.chance is not None]
        if known:
            (k, first), last = known[0], known[-1][1]
            if k == 0:
                said = _("Chance to win: {first} at the start, {last} at the end.")
            else:
                said = _("Chance to win: {first} after move {move}, {last} at the end.")
            out.append(said.format(first=chance_text(first), last=chance_text(last),
                                   move=format_number(k)))
        if result.blind:
            out.append(_("The chance is that of a player who cannot see the cards not yet "
                         "seen: worked out exactly where few are left unseen, estimated "
                         "(\"about\") elsewhere."))
        elif result.chance_bound:
            out.append(_("The chance counts only the cards the player had seen: it is the "
                         "share of the ways the unseen cards could lie in which the game is "
                         "not proved lost."))
        else:
            out.append(_("The chance counts only the cards the player had seen: it is the "
                         "share of the ways the unseen cards could lie in which the game "
                         "can still be won."))
    return out


def review(start: Variant, moves: Sequence[Move], budget: ReviewBudget | None = None,
           progress: Callable[[float], None] | None = None) -> Review:
    """``analyse`` run to its end at once (``progress`` is told how far it got)."""
    gen = analyse(start, moves, budget)
    with collector_held():
        try:
            while True:
                done = next(gen)
                if progress is not None:
                    progress(done)
        except StopIteration as finished:
            result: Review = finished.value
            return result


__all__ = [
    "DEFAULT_BUDGET",
    "Costly",
    "Point",
    "Review",
    "ReviewBudget",
    "ReviewChances",
    "ReviewJob",
    "Worlds",
    "advised",
    "analyse",
    "bisect",
    "budget_for",
    "chance_here",
    "chance_text",
    "costliest_words",
    "decided",
    "headline",
    "hidden_places",
    "in_words",
    "instead",
    "parse_record",
    "positions",
    "read_line",
    "record",
    "review",
    "review_texts",
    "said",
    "to_json",
    "tokens",
    "verdict_lines",
    "winnable_here",
    "won_words",
    "written",
]


class ReviewJob:
    """A review a slice at a time, for a worker or a frame loop (like ``SolveJob``):
    ``step(seconds)`` works for about that long and returns the ``Review`` once done, None
    before; ``progress`` says how far it got (0..1). The slices only share the work out:
    the review is the same however it is sliced (its budgets count positions)."""

    def __init__(self, start: Variant, moves: Sequence[Move],
                 budget: ReviewBudget | None = None) -> None:
        self._gen: Generator[float, None, Review] | None = analyse(start, moves, budget)
        self.result: Review | None = None
        self.progress = 0.0

    def step(self, seconds: float) -> Review | None:
        import time

        if self.result is not None or self._gen is None:
            return self.result
        stop = time.perf_counter() + seconds
        with collector_held():
            try:
                while True:
                    self.progress = max(self.progress, next(self._gen))
                    if time.perf_counter() >= stop:
                        return None
            except StopIteration as done:
                self.result = done.value
                self.progress = 1.0
                self._gen = None
        return self.result

    def cancel(self) -> None:
        if self._gen is not None:
            self._gen.close()
            self._gen = None


def review_texts(layout: dict[str, Any], moves: Sequence[str],
                 budget: ReviewBudget | None = None) -> ReviewJob:
    """A ``ReviewJob`` from a start layout and exact move texts (what pickles, for another
    process). Raises LayoutError, ValueError or Refusal."""
    from game import game_from_layout

    return ReviewJob(game_from_layout(layout), [Move.from_text(t) for t in moves], budget)
