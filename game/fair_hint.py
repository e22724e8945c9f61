"""The hint every game with a solver gets when it brings no hint of its own: fair, because it
decides only from what the player sees (``game.visibility``).

With nothing hidden it is the solver's move (``game.solver``'s plain hint). Otherwise it deals
the hidden cards ``SAMPLES`` ways (seeded from the view, so the same view always samples the
same deals), searches each deal within ``BUDGET`` positions, and names the move that starts a
winning line in the most deals (ties: the move whose text comes first). Its chance is the
share of the deals searched again after that move that can still be won: the chance of a
player who could see the hidden cards (``Hint.if_seen``), an estimate. With no deal won it
names the game's heuristic move on the view. It reads no past (``HintMemory``): a game that
wants its hints to follow lines brings its own hint.

Everything here runs on ``canonical(game)``, the view's one position, so nothing hidden can
reach the answer; and budgets count pauses of the search (each ``PAUSE_POSITIONS`` positions,
the search sent no seconds), never the clock.
"""

from __future__ import annotations

import importlib
from collections import Counter
from collections.abc import Generator

from game.deal import SplitMix64
from game.moves import Move
from game.solver import (
    MOVE,
    Hint,
    HintMemory,
    Resume,
    Search,
    Solution,
    Verdict,
    _hint_from_search,
    _trivial,
    default_heuristic,
    solver_parts,
)
from game.variant import Variant
from game.visibility import canonical, hidden_places, reordered, view_seed

SAMPLES = 8  # deals of the hidden cards
BUDGET = 20_000  # positions each deal's search may look at


def pause_of(game: Variant) -> int:
    """How many positions a pause of ``game``'s search stands for (its module's
    ``PAUSE_POSITIONS``; 256 when it does not say)."""
    declared = type(game).solver
    if declared is None:
        return 256
    module = importlib.import_module(declared.search.partition(":")[0])
    return int(getattr(module, "PAUSE_POSITIONS", 256))


def bounded(search: Generator[None, Resume, Solution],
            pauses: int) -> Generator[None, Resume, Solution | None]:
    """``search`` allowed ``pauses`` pauses (each passed on to the caller); its Solution, or
    None if it needed more. It is sent None: slices by count, not by the clock."""
    try:
        next(search)
        for _ in range(pauses):
            yield None
            search.send(None)
    except StopIteration as done:
        return done.value
    search.close()
    return None


def fair_hint(game: Variant, memory: HintMemory | None, aim: str,
              samples: int = SAMPLES, budget: int = BUDGET) -> Generator[None, Resume, Hint]:
    """The fair hint of ``game`` (see the module docstring): a ``HintSearch``."""
    if not hidden_places(game):
        return (yield from _hint_from_search(game, memory, aim))
    parts = solver_parts(game)
    view = canonical(game)
    legal = {str(m): m for m in view.legal_moves()}
    if parts is None or not legal:
        return Hint(default_heuristic(view))
    pauses = max(1, budget // pause_of(game))
    rng = SplitMix64(view_seed(game))
    worlds = [reordered(view, rng.next()) for _ in range(samples)]
    firsts: list[str | None] = []  # each deal's winning first move; None: not won or unknown
    wins: Counter[str] = Counter()
    for world in worlds:
        found = yield from bounded(parts.search(world.clone()), pauses)
        first = None
        if found is not None and found.verdict is Verdict.WINNABLE and found.moves:
            text = str(found.moves[0])
            first = text if text in legal else None
        firsts.append(first)
        if first is not None:
            wins[first] += 1
    if not wins:
        guess = parts.heuristic(view.clone()) or default_heuristic(view)
        return Hint(guess if guess is not None and str(guess) in legal else default_heuristic(view))
    best = min(wins, key=lambda text: (-wins[text], text))
    move = legal[best]
    if aim == MOVE:
        return Hint(move)
    won, counted = yield from _after(parts.search, worlds, firsts, best, move, pauses)
    chance = won / counted if counted else None
    return Hint(move, chance=chance, if_seen=True, samples=counted,
                unknown="" if counted else "samples")


def _after(search: Search, worlds: list[Variant], firsts: list[str | None], best: str,
           move: Move, pauses: int) -> Generator[None, Resume, tuple[int, int]]:
    """Of the deals, how many can still be won after ``move`` and how many were decided: a
    deal whose line starts with it is won; any other is searched again after it."""
    won = counted = 0
    for world, first in zip(worlds, firsts, strict=True):
        if first == best:
            won += 1
            counted += 1
            continue
        after = world.clone()
        after.play(move)
        found = _trivial(after) or (yield from bounded(search(after), pauses))
        if found is not None and found.verdict is not Verdict.UNKNOWN:
            counted += 1
            won += found.verdict is Verdict.WINNABLE
    return won, counted
