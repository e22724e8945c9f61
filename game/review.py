"""Game review: where a game was won or lost, and how it could have been saved.

A review takes a game's start and the line of moves played, and says at every position:

- ``winnable``: whether the position could still be won with every card known (the deal
  revealed, after the game); None where the search ran out of its budget;
- ``chance``: in a game that hides cards (Golf's stock, Easy Harp's face-down cards and the
  stock not yet drawn), the fair chance: the share of the ways the cards the player had not
  seen could lie in which the position can still be won. It is computed only from what the
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

import importlib
from collections import Counter
from collections.abc import Callable, Generator, Sequence
from dataclasses import dataclass, field
from typing import Any

from game.cards import Card
from game.deal import SplitMix64
from game.moves import Move, PileKind, Place
from game.registry import VARIANTS
from game.solver import Solution, Verdict, pause_positions, search_steps
from game.variant import Status, Variant

WORLD_SEED = 0x5EED_2E71_E3  # the unseen cards' deals: fixed, so a review never varies
COSTLY_AT_LEAST = 0.05  # a move that cost less chance than this is not named
COSTLY_MOST = 3  # the moves named as costing the most


@dataclass(frozen=True)
class ReviewBudget:
    """What one review may search, in positions (see the module docstring).

    ``worlds``: deals of the unseen cards the chance is taken over; ``world_positions``:
    one search of one such deal at one position; ``deal_positions``: one search of the real
    deal (winnable or not); ``total``: the whole review (past it, what is not known stays
    unknown); ``least_worlds``: a chance needs this many decided deals at its position."""

    worlds: int = 24
    world_positions: int = 4_096
    deal_positions: int = 150_000
    total: int = 600_000
    least_worlds: int = 6


DEFAULT_BUDGET = ReviewBudget()


def budget_for(name: str) -> ReviewBudget:
    """The review budget the game's solver module names (``REVIEW_BUDGET``), else the
    default."""
    cls = VARIANTS.get(name)
    if cls is None or not cls.solver:
        return DEFAULT_BUDGET
    module = importlib.import_module(cls.solver)
    budget = getattr(module, "REVIEW_BUDGET", DEFAULT_BUDGET)
    return budget if isinstance(budget, ReviewBudget) else DEFAULT_BUDGET


def lost_proof_for(name: str) -> Callable[[Variant], bool] | None:
    """The cheap proof of a lost position the game's solver module offers for the review
    (``REVIEW_LOST_PROOF``), when its search is too slow to judge every deal of the unseen
    cards: the chances are then bounds (the share of deals not proved lost)."""
    cls = VARIANTS.get(name)
    if cls is None or not cls.solver:
        return None
    proof = getattr(importlib.import_module(cls.solver), "REVIEW_LOST_PROOF", None)
    return proof if callable(proof) else None


@dataclass(frozen=True)
class Point:
    """One position of the game under review (see the module docstring)."""

    winnable: bool | None
    chance: float | None
    cost: float | None = None  # chance lost by the move that led here (None: unknown/first)
    luck: float | None = None  # at a reveal: what the card that turned up did to the chance


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
    searcher = Searcher(start.name, budget.total)
    lines: dict[int, list[Move]] = {}

    # The real deal, every card known.
    def decide_real(k: int) -> Generator[None, None, bool | None]:
        result = yield from searcher.decide(games[k], budget.deal_positions)
        if result.verdict is Verdict.WINNABLE:
            lines[k] = list(result.moves)
            return True
        return None if result.verdict is Verdict.UNKNOWN else False

    real_gen = bisect(0, n, decide_real)
    real = yield from _with_progress(real_gen, searcher, 0.0, 0.2)
    winnable: list[bool | None] = [real.get(k) for k in range(n + 1)]
    turning = next((k for k in range(1, n + 1)
                    if winnable[k - 1] is True and winnable[k] is False), None)
    better = lines.get(turning - 1) if turning is not None else None

    worlds = Worlds(games, budget.worlds)
    hides = any(worlds.hides(k) for k in range(n + 1))
    chances: list[float | None] = [None] * (n + 1)
    costs: list[float | None] = [None] * (n + 1)
    luck: list[float | None] = [None] * (n + 1)
    looked = 0
    proof = lost_proof_for(start.name)
    if hides:
        table, after = yield from _world_verdicts(worlds, moves, winnable, searcher, budget,
                                                  proof)
        looked = worlds.count
        chances, costs, luck = _chances(worlds, winnable, table, after, budget.least_worlds)
    yield 1.0
    points = [Point(winnable[k], chances[k], costs[k], luck[k]) for k in range(n + 1)]
    if not hides and turning is not None:
        points[turning] = Point(False, None, 1.0)
    review = Review(
        name=start.name, options=start.options, code=start.code, start=start.layout(),
        moves=list(moves), points=points, turning_point=turning, better_line=better,
        costly=_costly(points), lines=lines, hides_cards=hides,
        chance_bound=hides and proof is not None, worlds=looked,
        searched=searcher.spent, status=games[-1].status.value,
    )
    return review


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


def _world_verdicts(
    worlds: Worlds, moves: Sequence[Move], winnable: list[bool | None], searcher: Searcher,
    budget: ReviewBudget, lost_proof: Callable[[Variant], bool] | None,
) -> Generator[float, None, tuple[WorldTable, WorldTable]]:
    """For each deal of the unseen cards: the verdict at each position (``table``) and, at
    each reveal k, the verdict after move k played in that deal before its card turned up
    (``after``). Positions with nothing hidden take the real deal's verdict.

    With ``lost_proof`` (a game whose search is too slow for this), each deal is judged at
    every position by that proof alone: False when it proves the position lost, else True
    (not proved lost), and the chances are bounds."""
    n = len(moves)
    stretches = _stretches(worlds, n)
    known: dict[tuple[int, tuple[Card, ...]], bool | None] = {}  # the same deal, once
    tries = [[0, 0] for _ in range(n + 1)]  # per position: decided, undecided

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
        if undecided >= 3 and undecided > decided:
            return None  # hopeless within the budget: leave the rest to other positions
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
            if lost_proof is not None:
                for k in range(first, last + 1):
                    v = yield from _with_progress(decide(j, k), searcher, low, high)
                    if v is not None:
                        table[j][k] = v
            else:
                table[j].update((yield from _with_progress(
                    bisect(first, last, _in_world(decide, j)), searcher, low, high)))
            k = last + 1  # the reveal that ends this stretch
            if k > n or not worlds.reveals(k):
                continue
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
    return table, after


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
    least: int,
) -> tuple[list[float | None], list[float | None], list[float | None]]:
    """The chance at each position, the cost of each move and the luck of each reveal."""
    n = len(winnable) - 1

    def share(values: list[bool]) -> float | None:
        return sum(values) / len(values) if len(values) >= max(1, least) else None

    chances: list[float | None] = []
    for k in range(n + 1):
        if not worlds.hides(k):
            chances.append(_as_float(winnable[k]))
        else:
            chances.append(share([t[k] for t in table if k in t]))
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


def review(start: Variant, moves: Sequence[Move], budget: ReviewBudget | None = None,
           progress: Callable[[float], None] | None = None) -> Review:
    """``analyse`` run to its end at once (``progress`` is told how far it got)."""
    gen = analyse(start, moves, budget)
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
    "Worlds",
    "analyse",
    "bisect",
    "budget_for",
    "hidden_places",
    "positions",
    "review",
]
