"""The searches hold the cyclic garbage collector off while they run
(``game.solver.collector_held``): that is safe only because no search leaves a reference
cycle behind for it to find, which is checked here on every game's solve, hint and review."""

from __future__ import annotations

import gc
from collections.abc import Generator, Iterator
from typing import Any

import pytest

from game.games.golf import Golf
from game.parts import Solver
from game.review import ReviewJob, review
from game.solver import HintJob, Solution, SolveJob, Verdict, collector_held, hint, solve
from tests.bench.review_bench import played

_SEEN: list[bool] = []


def recording_search(_game: Any) -> Generator[None, Any, Solution]:
    for _ in range(3):
        _SEEN.append(gc.isenabled())
        yield None
    _SEEN.append(gc.isenabled())
    return Solution(Verdict.NOT_WINNABLE, states=3)


def failing_search(_game: Any) -> Generator[None, Any, Solution]:
    _SEEN.append(gc.isenabled())
    yield None
    raise RuntimeError("a search's own bug")


@pytest.fixture
def collector_on() -> Iterator[None]:
    was = gc.isenabled()
    gc.enable()
    yield
    if not was:
        gc.disable()


@pytest.mark.usefixtures("collector_on")
def test_a_step_holds_the_collector_off_and_gives_it_back(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(Golf, "solver", Solver("tests.test_collector:recording_search"))
    _SEEN.clear()
    job = SolveJob(Golf.new(3, "E"))
    assert job.step(60.0) is not None
    assert _SEEN == [False] * 4 and gc.isenabled()


@pytest.mark.usefixtures("collector_on")
def test_a_search_that_fails_gives_the_collector_back(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(Golf, "solver", Solver("tests.test_collector:failing_search"))
    _SEEN.clear()
    with pytest.raises(RuntimeError):
        solve(Golf.new(3, "E"))
    assert _SEEN == [False] and gc.isenabled()


@pytest.mark.usefixtures("collector_on")
def test_held_inside_held_stays_off_until_the_outer_one_ends() -> None:
    with collector_held():
        with collector_held():
            assert not gc.isenabled()
        assert not gc.isenabled()
    assert gc.isenabled()
    gc.disable()
    try:
        with collector_held():
            pass
        assert not gc.isenabled()  # a caller that had it off keeps it off
    finally:
        gc.enable()


# Each game's solve, hint, review and jobs, a few moves into a deal (long enough for the
# review's searches and its estimates, short enough to stay cheap).
GAMES = [("golf", "E", 4, 14), ("easy_harp", "N", 2, 10), ("eight_off", "C8", 5, 6)]


def _everything(name: str, options: str, deal: int, moves: int) -> None:
    start, line = played(name, options, deal, moves)
    middle = start.clone()
    for move in line[: len(line) // 2]:
        middle.play(move)
    solve(middle)
    hint(middle)
    review(start, line)
    job = HintJob(start)
    while job.step(0.01) is None:
        pass
    reviewing = ReviewJob(start, line[:4])
    while reviewing.step(0.01) is None:
        pass


@pytest.mark.parametrize(("name", "options", "deal", "moves"), GAMES)
def test_no_search_leaves_a_cycle_for_the_collector(name: str, options: str, deal: int,
                                                    moves: int) -> None:
    _everything(name, options, deal, moves)  # first imports and caches: not the search's
    gc.collect()
    was = gc.isenabled()
    gc.disable()
    try:
        _everything(name, options, deal, moves)
        assert gc.collect() == 0
    finally:
        if was:
            gc.enable()
