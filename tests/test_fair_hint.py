"""The engine's fair hint (game.fair_hint): what a game with a solver and no hint of its own
gets. It samples deals of the hidden cards seeded from the view, searches each within a budget
counted in positions, names the move that wins in the most deals, and is the solver's move
when nothing is hidden."""

from __future__ import annotations

from collections import Counter
from collections.abc import Generator

import pytest

from game import VARIANTS
from game.fair_hint import fair_hint
from game.moves import STOCK
from game.parts import Solver
from game.solver import WIN, Resume, Solution, Verdict, _hint_from_search, hint, solver_parts
from game.variant import Variant
from game.visibility import hidden_places, reordered, view_key

Golf = VARIANTS["golf"]
EightOff = VARIANTS["eight_off"]


class PlainGolf(Golf):
    """Golf with its solver and none of its hint: what a new game with a stock gets."""

    name = "test_plain_golf"
    prefix = "TG"
    solver = Solver("game.games.golf.solver:search")


class PlainEightOff(EightOff):
    name = "test_plain_eight_off"
    prefix = "TE"
    solver = Solver("game.games.eight_off.solver:search")


# What the fake searches below were given and how often they paused, by test.
SEEN: list[Variant] = []
PAUSES = [0]


def _sorted_moves(game: Variant) -> list[str]:
    return sorted(str(m) for m in game.legal_moves())


def by_stock_top(game: Variant) -> Generator[None, Resume, Solution]:
    """A search whose winning line starts with the first or the last move (by text) as the
    next card of the stock is red or black: the samples disagree."""
    SEEN.append(game.clone())
    moves = {str(m): m for m in game.legal_moves()}
    texts = sorted(moves)
    first = texts[0] if game.stock[-1].is_red else texts[-1]
    return Solution(Verdict.WINNABLE, [moves[first]])
    yield  # pragma: no cover  (makes this a generator)


def endless(game: Variant) -> Generator[None, Resume, Solution]:
    """A search that never ends: only the budget stops it."""
    while True:
        PAUSES[0] += 1
        yield None


class SplitGolf(PlainGolf):
    name = "test_split_golf"
    solver = Solver("tests.test_fair_hint:by_stock_top")


class EndlessGolf(PlainGolf):
    name = "test_endless_golf"
    solver = Solver("tests.test_fair_hint:endless")


def _run(gen: Generator[None, Resume, object]) -> object:
    try:
        while True:
            next(gen)
    except StopIteration as done:
        return done.value


def test_a_game_with_a_solver_and_no_hint_gets_the_fair_one() -> None:
    game = PlainGolf.new(3)
    parts = solver_parts(game)
    assert parts is not None and parts.hint is not solver_parts(Golf.new(3)).hint  # type: ignore[union-attr]
    given = hint(game)
    assert given.move is not None and game.is_legal(given.move)
    assert given.if_seen and 0 < given.samples <= 8
    assert given.chance is not None and 0.0 <= given.chance <= 1.0


# One deal in the default run (five fair hints, about a second each); all three with the
# slow set.
@pytest.mark.parametrize("deal", [2, pytest.param(3, marks=pytest.mark.slow),
                                  pytest.param(9, marks=pytest.mark.slow)])
def test_the_same_view_gets_the_same_hint_whatever_the_hidden_order(deal: int) -> None:
    game = PlainGolf.new(deal)
    game.play(game.legal_moves()[0])
    answers = {hint(reordered(game, seed)) for seed in range(4)}
    assert answers == {hint(game)}, deal


def test_with_nothing_hidden_it_is_the_solvers_move() -> None:
    game = PlainEightOff.new(1)
    assert hidden_places(game) == []
    plain = _run(_hint_from_search(game.clone(), None, WIN))
    given = hint(game)
    assert given == plain
    assert given.certain and given.chance is None


def test_it_names_the_move_that_wins_in_the_most_deals() -> None:
    SEEN.clear()
    game = SplitGolf.new(4)
    given = hint(game)
    assert len(SEEN) >= 8
    worlds = SEEN[:8]
    assert len({view_key(w) for w in worlds}) == 1  # all deals of the one view
    assert len({tuple(w.stock) for w in worlds}) == 8  # the hidden cards dealt 8 ways
    texts = _sorted_moves(game)
    votes = Counter(texts[0] if w.stock[-1].is_red else texts[-1] for w in worlds)
    top = max(votes.values())
    assert given.move is not None
    assert str(given.move) == min(t for t, n in votes.items() if n == top)
    assert given.samples == 8


def test_a_search_that_does_not_finish_stops_at_its_budget_in_positions() -> None:
    PAUSES[0] = 0
    game = EndlessGolf.new(4)
    assert game.stock
    # A search module that does not say its PAUSE_POSITIONS pauses every 256 positions.
    given = _run(fair_hint(game, None, WIN, samples=3, budget=256 * 5))
    assert PAUSES[0] == 3 * (5 + 1)  # each search: its first slice and five more
    assert given.move is not None and game.is_legal(given.move)  # type: ignore[attr-defined]
    assert given.chance is None  # type: ignore[attr-defined]


def test_the_draw_is_a_move_like_any_other() -> None:
    game = PlainGolf.new(3)
    while any(m.source != STOCK for m in game.legal_moves()):
        game.play(next(m for m in game.legal_moves() if m.source != STOCK))
    given = hint(game)
    assert given.move is not None and game.is_legal(given.move)
