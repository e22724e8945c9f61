"""The parts of a game's package that load when first asked for: its solver, its lesson, its
examples, its proved deals.

A game's class names each part by text, ``"module:name"`` (``Golf.lesson =
"game.games.golf.lesson:LESSON"``), so importing a game imports none of them: the menu loads
no solver, the command line that solves Golf loads no other game's, and a part may import
what it likes (the shared machinery it plugs into, the game itself) without an import cycle.
Whoever needs a part asks ``load`` (``game.solver``, ``game.lessons``, ``game.examples``,
``game.winnable``); a game without the part names nothing (None).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import cache
from typing import Any


@dataclass(frozen=True)
class Solver:
    """A game's solver (``game.solver``), each part by text: ``search`` decides whether a
    position can be won; ``heuristic`` (optional) guesses a move when the search runs out of
    time; ``hint`` (optional) gives the Hint button's answer from what the player can see
    (``game.solver.HintSearch``; without one a game gets the engine's fair hint,
    ``game.fair_hint``, which samples the hidden cards); ``key`` (optional) is the
    position as the hints' memory keys it (by default ``Variant.key``: a game with hidden
    cards keys what the player sees); ``learn`` (optional) is what its hints learn at every
    position played (``HintMemory.played``: the lines they follow); ``review_chances``
    (optional) works out the review's chance at every position itself, as the chance of a
    player who cannot see the hidden cards (``game.review.BlindChances``), instead of the
    share of their deals that a player who could see them would win."""

    search: str
    heuristic: str | None = None
    hint: str | None = None
    key: str | None = None
    learn: str | None = None
    review_chances: str | None = None


# A form's check on a position: what it answers and what the rules answer, each time.
FormCheck = Callable[[Any], Iterator[tuple[str, Any, Any]]]


@dataclass(frozen=True)
class Moves:
    """A game's own move generator, named on its class (``Variant.move_generator``:
    ``"game.games.<name>.moves:MOVES"``).

    ``legal(game)``: every legal move, the very list the rules' refusals give
    (``Variant.derived_moves``, in its order: an opening hint keeps a move as its place in
    it), only faster; ``Variant.legal_moves`` then uses it. ``forms``: the statements of the
    rules a solver keeps in a compact form of its own (for speed), each as a check that, on a
    position, yields ``(what, the form's answer, the rules' answer)``, the two equal when the
    form says what the rules say. The contract test (tests/test_variant_contract.py) checks
    both on random positions of every game."""

    legal: Callable[[Any], list[Any]]
    forms: tuple[FormCheck, ...] = ()


@cache
def load(ref: str) -> Any:
    """What ``"module:name"`` names, importing the module the first time."""
    module, _, name = ref.partition(":")
    if not name:
        raise ValueError(f"a part is named as 'module:name', not {ref!r}")
    return getattr(importlib.import_module(module), name)
