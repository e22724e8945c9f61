"""The solvers' shared face: ``solve``, ``hint`` and ``SolveJob`` for every game.

Each game declares a *search*: a function that takes a private copy of the position and
returns a generator. The generator yields ``None`` every few thousand nodes (so callers can
check the clock or hand the frame back) and finally *returns* a ``Solution`` (through
``StopIteration.value``); the drivers here fill in ``seconds`` and turn a timeout into
``Verdict.UNKNOWN``. A search's moves are resolved moves that replay with ``Variant.play``
from the position it was given.

Adding a game's solver (``game/games/<name>/solver.py``)::

    from game.solver import Solution, Verdict

    def search(game: EightOff) -> Generator[None, Resume, Solution]:
        ...                       # yield None now and then
        return Solution(Verdict.WINNABLE, moves, states=nodes)

and name it on the game's class: ``solver = Solver("game.games.<name>.solver:search")``
(``game.parts``; also a ``heuristic`` and a ``hint``, see ``Solver``; without a hint of
its own a game gets the fair one of ``game.fair_hint``). Only the solver of the
game in hand is imported, when first asked for. A game with only a blocking solver names
``search = blocking(fn)`` (``SolveJob`` then runs it in one step). A game without a solver
(``solver = None``) is allowed: its verdicts are unknown and its hint the first legal move.

The app: ``hint(game)`` for the Hint button (``hint_layout(layout)`` does the same from the
position's layout, for a worker process: input and result pickle); for the live "winnable /
no longer winnable"
indicator, make a ``SolveJob(game)`` after each move and call ``job.step(0.004)`` once per
frame until it returns a ``Solution`` (the job works on its own copy of the game). When the
player plays the first move of a known winning line, ``advance(solution, move)`` is the rest
of it: no new search needed. A step overruns its budget by at most one pause interval of
the game's search (Golf: 512 positions, 1-2 ms): it stops early rather than start
a slice it expects to overrun.
"""

from __future__ import annotations

import gc
import importlib
import time
from collections.abc import Callable, Generator, Hashable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from enum import Enum
from functools import cache
from typing import Any, TypeVar

from game.moves import Move, PileKind
from game.parts import Solver, load
from game.registry import VARIANTS
from game.variant import Status, Variant

_R = TypeVar("_R")

# A search pauses by yielding None, and its driver resumes it with ``send``: the seconds its
# step has left (``SolveJob``, ``HintJob``), or None (a driver that counts pauses, not
# seconds: ``game.review``); a search may size its slices from that (Golf's does). A search
# passes what it is sent on to every generator it delegates to (``yield from``), so each of
# them takes this too: a compiled generator checks what it is sent.
Resume = float | None


class Verdict(Enum):
    WINNABLE = "winnable"
    NOT_WINNABLE = "not winnable"
    UNKNOWN = "unknown"


@dataclass
class Solution:
    """A verdict; when winnable, ``moves`` is a winning line from the given position."""

    verdict: Verdict
    moves: list[Move] = field(default_factory=list)
    seconds: float = 0.0
    states: int = 0  # positions the search looked at


@dataclass(frozen=True)
class Hint:
    """What the Hint button says, decided only from what the player can see.

    ``move``: the best move; never None while the position has a legal move (the move with
    the best chance, else the game's fallback: Golf draws), unless ``stuck``. ``chance``:
    the estimated chance to win after ``move`` (0..1) over what is hidden, or None where
    nothing is hidden. ``certain``: ``move`` wins whatever is hidden (with nothing hidden: it
    starts a winning line). ``lost``: what the player can see proves the game can no longer
    be won, however the hidden cards lie; ``move`` is then the game's fallback (the most it
    can still score).
    ``stuck``: every legal move leads back to a position this game has already been in (its
    ``HintMemory``): ``move`` is None, and the words say so (``game.hint_chance.stuck_words``)
    rather than lead the player round in circles.
    """

    move: Move | None
    lost: bool = False
    certain: bool = False
    chance: float | None = None
    # The chance is that of a player who could see what is hidden (the share of the ways it
    # may lie in which the game can still be won): an upper bound of the player's own, which
    # the app says in those words (Easy Harp's).
    if_seen: bool = False
    # How many deals of the hidden cards ``chance`` was counted over (0: not a share of
    # samples), so that the words can say how many were tried (``game.hint_chance``).
    samples: int = 0
    # Why ``chance`` is None where it is not for want of anything hidden: "samples" (the
    # searches of the deals of the hidden cards did not finish within their budget) or
    # "line" (no winning line found within the budget); "" otherwise.
    unknown: str = ""
    # ``chance`` is exact (worked out, not estimated from samples or playouts): Golf's
    # expectimax over the stock's unseen order where it fits its budget, or a proof (0 or 1).
    # False for every estimate (the app says "about"; the command line's ``chance_exact``).
    exact: bool = False
    # The wall-clock guard stopped the search (a safety net only: budgets count positions,
    # so the same view gets the same hint on any machine; the hint bench counts these).
    guarded: bool = False
    stuck: bool = False


WIN = "win"  # what a hint aims at: the best chance to win,
STROKES = "strokes"  # or the fewest strokes (a hole of a round),
MOVE = "move"  # or the best chance's move alone, without its chance (following the hints)


class HintMemory:
    """What the hints of one game keep from position to position, so that following them
    makes progress. It depends only on the positions played (the same history, the same
    hints), never on the clock.

    ``steps``: the lines the searches found, each position (by its game's hint key,
    ``Solver.key``) to the move that follows it on a line, the position that move
    leads to, and what is known of the line (``certain``: it wins; ``lost``: the game
    cannot be won). A line found later overwrites the steps of the positions it shares
    with an earlier one, so following the steps never goes back: a line is left only for a
    newer one, and each line is a path that never repeats a position and ends in a win (or,
    for a line that only gains ground, where it gained the most).
    ``visited``: every position played through; a hint without a line to follow steers
    clear of them. ``notes``: anything else a game's hint keeps for its game.
    """

    def __init__(self, name: str) -> None:
        self.name = name
        self._parts = _parts_of(name)
        self.steps: dict[Hashable, tuple[Move, Hashable, bool, bool]] = {}
        self.visited: set[Hashable] = set()
        self.notes: dict[str, Any] = {}

    def key(self, game: Variant) -> Hashable:
        return self._parts.key(game) if self._parts else _plain_key(game)

    def visit(self, game: Variant) -> None:
        """``game``'s position was played (or dealt)."""
        self.visited.add(self.key(game))

    def played(self, game: Variant) -> Generator[None, Resume, None]:
        """``game``'s position was reached: remember it, and learn what the game's hints
        learn there (a search that pauses; a game that keeps no lines learns nothing). The
        app does this after every move and the command line for every position of
        ``--moves``, so both give the same hints after the same moves."""
        self.visit(game)
        learn = self._parts.learn if self._parts else None
        if learn is not None:
            yield from learn(game.clone(), self)

    def played_now(self, game: Variant) -> None:
        """``played``, to its end at once."""
        for _ in self.played(game):
            pass

    def keep(self, game: Variant, moves: list[Move], certain: bool, lost: bool = False) -> None:
        """Remember a line from ``game``'s position (not changed): each of its positions
        followed by its move."""
        trial = game.clone()
        here = self.key(trial)
        for move in moves:
            trial.play(move)
            after = self.key(trial)
            self.steps[here] = (move, after, certain, lost)
            here = after

    def follow(self, game: Variant) -> tuple[Move, bool, bool] | None:
        """The move of a kept line from ``game``'s position, with the line's ``certain`` and
        ``lost``; None when the position is on no line. The move is the one that leads to the
        line's next position from this very position (a card may sit in another free cell
        than on the line: the same position to the key)."""
        here = self.key(game)
        step = self.steps.get(here)
        if step is None:
            return None
        move, after, certain, lost = step
        if game.is_legal(move) and self.key(_after(game, move)) == after:
            return move, certain, lost
        for candidate in game.legal_moves():
            if self.key(_after(game, candidate)) == after:
                return candidate, certain, lost
        del self.steps[here]  # cannot happen with a key that keeps what play depends on
        return None

    def unvisited(self, game: Variant, moves: list[Move]) -> Move | None:
        """The first of ``moves`` that does not lead back to a position already played."""
        for move in moves:
            if game.is_legal(move) and self.key(_after(game, move)) not in self.visited:
                return move
        return None


def _after(game: Variant, move: Move) -> Variant:
    trial = game.clone()
    trial.play(move)
    return trial


def _plain_key(game: Variant) -> Hashable:
    return game.key()


# A search: the position (its own copy), pausing as ``Resume`` says.
Search = Callable[[Variant], Generator[None, Resume, Solution]]
# A hint search: the position, the memory of its game (None: a position without a past)
# and what the hint aims at (WIN or STROKES).
HintSearch = Callable[[Variant, "HintMemory | None", str], Generator[None, Resume, Hint]]
Heuristic = Callable[[Variant], Move | None]
KeyOf = Callable[[Variant], Hashable]
# What the hints of a game learn at each position the player reaches, before anyone asks:
# the lines a game's hints follow (``HintMemory``), found where there is none.
Learn = Callable[[Variant, "HintMemory"], Generator[None, Resume, None]]

@dataclass(frozen=True)
class Parts:
    """A game's solver, loaded (``game.parts.Solver`` names each part by text)."""

    search: Search
    heuristic: Heuristic
    hint: HintSearch
    key: KeyOf = _plain_key
    learn: Learn | None = None


def solver_parts(game: Variant) -> Parts | None:
    """The solver ``game``'s class declares, loaded; None for a game without one."""
    return _loaded(type(game).solver)


def _parts_of(name: str) -> Parts | None:
    cls = VARIANTS.get(name)
    return _loaded(cls.solver) if cls is not None else None


@cache
def _loaded(declared: Solver | None) -> Parts | None:
    if declared is None:
        return None
    return Parts(
        load(declared.search),
        load(declared.heuristic) if declared.heuristic else default_heuristic,
        load(declared.hint) if declared.hint else _fair_hint,
        load(declared.key) if declared.key else _plain_key,
        load(declared.learn) if declared.learn else None,
    )


def blocking(fn: Callable[[Variant], Solution]) -> Search:
    """Wrap a plain solve function as a search (it runs in one step, without pauses)."""

    def search(game: Variant) -> Generator[None, Resume, Solution]:
        return fn(game)
        yield  # pragma: no cover  (makes this a generator)

    return search


def has_solver(name: str) -> bool:
    """Whether the game called ``name`` has a solver (one that is not registered has none)."""
    cls = VARIANTS.get(name)
    return cls is not None and cls.solver is not None


def _trivial(game: Variant) -> Solution | None:
    status = game.status
    if status is Status.WON:
        return Solution(Verdict.WINNABLE)
    if status is Status.STUCK:
        return Solution(Verdict.NOT_WINNABLE)
    return None


@contextmanager
def collector_held() -> Iterator[None]:
    """The cyclic garbage collector held off while a search runs, and restored as it was
    (even on an error). A search makes no reference cycles: its positions, memos and
    generators are all freed by their reference counts (``tests/test_solver.py`` checks the
    searches of every game). Yet the memos it grows hold hundreds of thousands of tracked
    lists and tuples, and each collection the allocations set off walked them: a fifth of
    the slowest Golf review's CPU, a sixth of the slowest Golf hints'."""
    was = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was:
            gc.enable()


def _drive(gen: Generator[None, Resume, _R], stop: float) -> tuple[bool, _R | None]:
    """Run ``gen`` until it returns (True, value) or until another slice of the length just
    seen would pass ``stop`` (False, None). At least one slice always runs. Each resumed
    search is sent the seconds it has left (a search may size its slices from that). The
    collector is held off meanwhile (``collector_held``)."""
    now = time.perf_counter()
    with collector_held():
        try:
            next(gen)
            while True:
                before, now = now, time.perf_counter()
                if now + (now - before) >= stop:
                    return False, None
                gen.send(stop - now)
        except StopIteration as done:
            return True, done.value


class SolveJob:
    """A solve that runs a slice at a time, for a frame loop.

    ``step(budget)`` works for about ``budget`` seconds and returns the ``Solution`` once the
    search is over (then the same one on every later call), ``None`` before. ``timeout`` counts
    the seconds spent inside ``step`` only. The job copies ``game``: the caller may go on
    playing the original.
    """

    def __init__(self, game: Variant, timeout: float = 30.0) -> None:
        self.timeout = timeout
        self.spent = 0.0
        self.result: Solution | None = _trivial(game)
        self._gen: Generator[None, Resume, Solution] | None = None
        if self.result is None:
            parts = solver_parts(game)
            if parts is None:
                self.result = Solution(Verdict.UNKNOWN)
            else:
                self._gen = parts.search(game.clone())

    @property
    def done(self) -> bool:
        return self.result is not None

    def step(self, budget: float) -> Solution | None:
        if self.result is not None or self._gen is None:
            return self.result
        start = time.perf_counter()
        finished, value = _drive(self._gen, start + min(budget, self.timeout - self.spent))
        self.spent += time.perf_counter() - start
        if finished and value is not None:
            value.seconds = self.spent
            self.result = value
            self._gen = None
        elif self.spent >= self.timeout:
            self._gen.close()
            self._gen = None
            self.result = Solution(Verdict.UNKNOWN, seconds=self.spent)
        return self.result

    def cancel(self) -> None:
        if self._gen is not None:
            self._gen.close()
            self._gen = None


def search_steps(game: Variant) -> Generator[None, Resume, Solution]:
    """The game's own search from ``game``'s position, on a copy, as the generator it is
    (see the module docstring): for a caller that counts its pauses (a budget in positions,
    ``game.review``) rather than seconds. A game already won or stuck, or without a solver,
    gives a generator that returns at once."""
    known = _trivial(game)
    parts = solver_parts(game)
    if known is None and parts is not None:
        return parts.search(game.clone())
    return _answer(known or Solution(Verdict.UNKNOWN))


def _answer(solution: Solution) -> Generator[None, Resume, Solution]:
    return solution
    yield  # pragma: no cover  (makes this a generator)


def solver_module(name: str) -> Any:
    """The module of the search of the game called ``name`` (None without a solver): where
    the game keeps what else its solver offers (``PAUSE_POSITIONS``, the review's budget)."""
    cls = VARIANTS.get(name)
    if cls is None or cls.solver is None:
        return None
    return importlib.import_module(cls.solver.search.partition(":")[0])


def pause_positions(name: str) -> int:
    """About how many positions the search of the game called ``name`` looks at between two
    pauses (its module's ``PAUSE_POSITIONS``; 256 when it does not say)."""
    return int(getattr(solver_module(name), "PAUSE_POSITIONS", 256))


def replayed(moves: list[Move] | None, states: int) -> Solution:
    """A search's winning line as a verdict: winnable when the line replayed to a win through
    the engine (``moves``), unknown when it did not (a solver bug, never passed on as a line)."""
    if moves is None:
        return Solution(Verdict.UNKNOWN, states=states)
    return Solution(Verdict.WINNABLE, moves, states=states)


def solve(game: Variant, timeout: float = 30.0) -> Solution:
    """Decide whether ``game`` can still be won, within ``timeout`` seconds; never changes
    ``game``. When winnable, ``moves`` replays to a win with ``game.play``."""
    start = time.perf_counter()
    job = SolveJob(game, timeout)
    result = job.step(timeout)
    if result is None:  # cannot happen: step(timeout) always finishes or times out
        result = Solution(Verdict.UNKNOWN)
    result.seconds = time.perf_counter() - start
    return result


def advance(solution: Solution, move: Move) -> Solution | None:
    """The rest of a winning line once ``move`` has been played, if it was the line's first
    move (the app then needs no new search); None otherwise."""
    if solution.verdict is not Verdict.WINNABLE or not solution.moves:
        return None
    if solution.moves[0] != move:
        return None
    return Solution(Verdict.WINNABLE, solution.moves[1:], solution.seconds, solution.states)


def default_heuristic(game: Variant) -> Move | None:
    moves = game.legal_moves()
    if not moves:
        return None
    for move in moves:
        if move.source.kind is not PileKind.STOCK:
            return move
    return moves[0]


def _hint_from_search(game: Variant, memory: HintMemory | None,
                      aim: str) -> Generator[None, Resume, Hint]:
    """The Hint of a game that hides nothing: its solver sees only what the player sees.
    A winning line's first move is certain; otherwise the game's best guess, ``lost`` when
    the search proved the position lost. (A game without a hint search of its own: it has
    no budget in positions, so its guard is the only limit.)"""
    job = SolveJob(game, 3600.0)
    while (result := job.step(0.002)) is None:
        yield None
    if result.verdict is Verdict.WINNABLE:
        # Already won: nothing to suggest.
        return Hint(result.moves[0], certain=True) if result.moves else Hint(None)
    parts = solver_parts(game)
    guess = (parts.heuristic if parts else default_heuristic)(game.clone())
    # A game's guess may pass over some moves (taking cards back): any legal move then.
    move = guess or default_heuristic(game)
    return Hint(move, lost=result.verdict is Verdict.NOT_WINNABLE)


def _fair_hint(game: Variant, memory: HintMemory | None,
               aim: str) -> Generator[None, Resume, Hint]:
    """The hint of a game with a solver and no hint of its own (``game.fair_hint``). It
    builds on this module, so it is named by text and loaded when first asked for, as a
    game's own hint is (``game.parts``), not imported."""
    fair: Callable[[Variant, HintMemory | None, str], Generator[None, Resume, Hint]] = load(
        "game.fair_hint:fair_hint")
    return fair(game, memory, aim)


class HintJob:
    """The Hint button's search, a slice at a time (like ``SolveJob``): ``step(budget)``
    returns the ``Hint`` once known, ``None`` before. Works on a copy of ``game``.

    The searches count their work in positions, so the same view gets the same hint on any
    machine; ``timeout`` is a safety net only: a search that has taken that many seconds
    (inside ``step``) is stopped and the game's heuristic move is named, the hint marked
    ``guarded``. ``memory``: the game's ``HintMemory`` (its lines and past positions), or
    None; ``aim``: ``WIN`` or ``STROKES``."""

    def __init__(self, game: Variant, timeout: float = 3.0, memory: HintMemory | None = None,
                 aim: str = WIN) -> None:
        self.guard = timeout
        self.spent = 0.0
        self.result: Hint | None = None
        self._game = game.clone()
        parts = solver_parts(game)
        self._heuristic = parts.heuristic if parts else default_heuristic
        search = parts.hint if parts else _hint_from_search
        self._gen: Generator[None, Resume, Hint] | None = search(self._game.clone(), memory, aim)

    def step(self, budget: float) -> Hint | None:
        if self.result is not None or self._gen is None:
            return self.result
        start = time.perf_counter()
        finished, value = _drive(self._gen, start + min(budget, self.guard - self.spent))
        self.spent += time.perf_counter() - start
        if finished:
            self.result = value or Hint(None)
            self._gen = None
        elif self.spent >= self.guard:
            self._gen.close()
            self._gen = None
            guess = self._heuristic(self._game.clone())
            self.result = Hint(guess or default_heuristic(self._game), guarded=True)
        return self.result

    def cancel(self) -> None:
        if self._gen is not None:
            self._gen.close()
            self._gen = None


def hint(game: Variant, timeout: float = 10.0, memory: HintMemory | None = None,
         aim: str = WIN) -> Hint:
    """The Hint button (see ``Hint``, ``HintJob``: ``timeout`` is a safety net only); never
    changes ``game``. Games with hidden cards hint only from what the player can see."""
    job = HintJob(game, timeout, memory, aim)
    while (result := job.step(timeout + 1.0)) is None:
        pass
    return result


def hint_layout(layout: dict[str, Any], timeout: float = 10.0) -> Hint:
    """``hint`` of the position a layout describes (``Variant.layout()``): the entry point for
    another process, since a layout and a ``Hint`` both pickle. Raises ``LayoutError``."""
    from game import game_from_layout

    return hint(game_from_layout(layout), timeout)


__all__ = [
    "STROKES",
    "WIN",
    "Hint",
    "HintJob",
    "HintMemory",
    "Resume",
    "Solution",
    "SolveJob",
    "Verdict",
    "advance",
    "blocking",
    "collector_held",
    "has_solver",
    "hint",
    "hint_layout",
    "pause_positions",
    "replayed",
    "search_steps",
    "solve",
    "solver_module",
    "solver_parts",
]
