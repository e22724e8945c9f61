"""The Hint button on the table: always a move when there is one, "lost" only when proved,
Undo offered only when there is something to undo, answers off the frame loop (a worker
process) that a move makes stale, a thinking sign when late, a fall-back when the worker
fails. Scripted workers stand in for the process where the test is about the table."""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

from game import solver
from game.games.eight_off import EightOff
from game.games.golf import Golf
from game.i18n import _
from game.session import Session
from game.solver import Hint
from scenes.app import App
from scenes.table import hints
from scenes.table import searches as table_module
from scenes.table.scene import TableScene

GOLF_NOT_SURE = "GO1-C-AAAAAAC"  # its hint: draw, chance 0.4 (it once said "lost" here)
EIGHT_OFF_LOST = "EO1-C2-AAAAAAB"  # the cards in sight prove it lost at move 0


class Scripted:
    """A worker whose answers the test hands out: ``answers[number]``, when released."""

    def __init__(self, answers: dict[int, Hint] | None = None) -> None:
        self.asked: list[dict[str, Any]] = []
        self.answers = answers or {}
        self.dropped = 0
        self.failures = 0
        self.fail_on_answer = False

    @property
    def usable(self) -> bool:
        return True

    def ask(self, layout: dict[str, Any], timeout: float) -> int:
        self.asked.append(layout)
        return len(self.asked)

    def answer(self, number: int) -> Hint | None:
        if self.fail_on_answer:
            raise hints.WorkerFailed("died")
        return self.answers.get(number)

    def drop(self) -> None:
        self.dropped += 1

    def give_up(self) -> None:
        self.failures += 1


class Inline(Scripted):
    """A worker that works the hint out at once, in this process (as the worker would)."""

    def ask(self, layout: dict[str, Any], timeout: float) -> int:
        number = super().ask(layout, timeout)
        self.answers[number] = solver.hint_layout(layout, timeout)
        return number


@pytest.fixture
def make(tmp_path: Path) -> Iterator[Any]:
    def _make(code: str, worker: Any) -> tuple[App, TableScene]:
        app = App((1280, 800), "en", data_dir=tmp_path / "data")
        name = "golf" if code.startswith("GO") else "eight_off"
        cls = Golf if name == "golf" else EightOff
        game = cls.from_code(code)
        session = Session.start(app.store, name, game.options, game.deal or 0)
        table = TableScene(app, session)
        app.stack.push(table)
        app.step([], dt=1.0)  # the deal lands
        hints_worker[0] = worker
        return app, table

    hints_worker: list[Any] = [None]
    original = hints.shared
    hints.shared = lambda: hints_worker[0]  # type: ignore[assignment]
    yield _make
    hints.shared = original  # type: ignore[assignment]
    pygame.event.clear()


def press_hint(app: App, table: TableScene) -> None:
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h")], dt=0.02)


def settle(app: App, table: TableScene, frames: int = 50) -> None:
    for _frame in range(frames):
        if table.searches.hint_ask is None:
            return
        app.step([], dt=0.02)


def test_a_hint_names_a_move_where_nothing_wins_for_sure(make: Any) -> None:
    app, table = make(GOLF_NOT_SURE, Inline())
    press_hint(app, table)
    settle(app, table)
    told = solver.hint(table.game, hints.TIMEOUT_S)
    assert told.move is not None and not told.certain and not told.lost
    assert told.chance is not None
    assert table.view.hint is not None
    assert table.view.hint.places == table.view.hint_keys(told.move)
    percent = table_module.percent(told.chance)
    assert table.toast.visible
    assert table.toast.message == _(table_module.MSG_CHANCE).format(percent=percent)


def test_a_lost_game_at_move_0_offers_no_undo_but_still_a_move(make: Any) -> None:
    app, table = make(EIGHT_OFF_LOST, Inline())
    assert not table.can_undo()
    press_hint(app, table)
    settle(app, table)
    assert table.toast.message == _(table_module.MSG_LOST_NO_UNDO)
    assert "Undo" not in table.toast.message
    assert table.view.hint is not None  # the most it can still do, shown


def test_a_lost_game_with_moves_behind_it_offers_undo(make: Any) -> None:
    app, table = make(EIGHT_OFF_LOST, Inline())
    move = table.game.legal_moves()[0]
    table.play_move(move)
    app.step([], dt=1.0)
    told = solver.hint(table.game, hints.TIMEOUT_S)
    assert told.lost
    press_hint(app, table)
    settle(app, table)
    assert table.can_undo()
    assert table.toast.message == _(table_module.MSG_LOST)


@pytest.mark.parametrize("chance", [0.0, 0.02])
def test_lost_is_said_only_when_proved(make: Any, chance: float) -> None:
    """A hopeless estimate is not a proof: the chance is shown, never "can no longer be
    won"."""
    app, table = make(GOLF_NOT_SURE, None)
    move = table.game.legal_moves()[0]
    table.searches.hint_ask = hints.HintRequest(table.game, table.now,
                                       Scripted({1: Hint(move, chance=chance)}))
    settle(app, table)
    assert table.toast.message == _(table_module.MSG_CHANCE).format(
        percent=table_module.percent(chance))
    assert table.view.hint is not None

    table.searches.hint_ask = hints.HintRequest(table.game, table.now,
                                       Scripted({1: Hint(move, lost=True)}))
    settle(app, table)
    assert table.toast.message == _(table_module.MSG_LOST_NO_UNDO)


def test_an_answer_made_stale_by_a_move_is_ignored(make: Any) -> None:
    worker = Scripted()
    app, table = make(GOLF_NOT_SURE, worker)
    press_hint(app, table)
    app.step([], dt=0.02)
    old = table.game.legal_moves()[-1]
    table.play_move(table.game.legal_moves()[0])
    assert table.searches.hint_ask is None and worker.dropped == 1
    worker.answers[1] = Hint(old, chance=0.5)  # the old position's answer comes, late
    for _frame in range(20):
        app.step([], dt=0.02)
    assert table.view.hint is None
    assert not table.toast.visible or table.toast.message != _(table_module.MSG_CHANCE).format(
        percent=50)


def test_a_newer_press_makes_the_older_answer_stale(make: Any) -> None:
    worker = Scripted()
    app, table = make("EO1-C8-AAAAAAF", worker)
    first, second = table.game.legal_moves()[:2]
    press_hint(app, table)
    press_hint(app, table)
    assert worker.dropped == 1 and len(worker.asked) == 2
    worker.answers[1] = Hint(first, chance=0.1)
    app.step([], dt=0.02)
    assert table.view.hint is None and table.searches.hint_ask is not None
    worker.answers[2] = Hint(second, chance=0.2)
    settle(app, table)
    assert table.view.hint is not None
    assert table.view.hint.places == table.view.hint_keys(second)


def test_thinking_shows_only_when_the_answer_is_late(make: Any) -> None:
    worker = Scripted()
    app, table = make(GOLF_NOT_SURE, worker)
    press_hint(app, table)
    app.step([], dt=0.1)  # the table's clock: 0.12 s since the press
    assert table.searches.thinking_for(table.now) is None
    assert table.bar._thinking is None
    app.step([], dt=0.1)
    assert table.searches.thinking_for(table.now) is not None
    assert table.bar._thinking is not None  # "Thinking…" drawn in the bar
    worker.answers[1] = Hint(table.game.legal_moves()[0], chance=0.3)
    app.step([], dt=0.02)
    assert table.searches.thinking_for(table.now) is None and table.view.hint is not None
    assert table.bar._thinking is None


def test_a_worker_that_fails_leaves_the_hint_to_the_frame_loop(make: Any) -> None:
    worker = Scripted()
    worker.fail_on_answer = True
    app, table = make(GOLF_NOT_SURE, worker)
    press_hint(app, table)
    settle(app, table, frames=400)
    told = solver.hint(table.game, hints.TIMEOUT_S)
    assert table.view.hint is not None
    assert told.move is not None and table.view.hint.places == table.view.hint_keys(told.move)


def test_a_request_the_worker_cannot_take_is_worked_out_in_the_loop(make: Any) -> None:
    class Refusing(Scripted):
        def ask(self, layout: dict[str, Any], timeout: float) -> int:
            raise RuntimeError("cannot pickle")

    app, table = make(GOLF_NOT_SURE, Refusing())
    press_hint(app, table)
    assert table.searches.hint_ask is not None and table.searches.hint_ask.in_loop
    settle(app, table, frames=400)
    assert table.view.hint is not None


def test_a_worker_that_never_answers_is_given_up(make: Any) -> None:
    worker = Scripted()
    app, table = make(GOLF_NOT_SURE, worker)
    press_hint(app, table)
    app.step([], dt=hints.WORKER_DEADLINE_S + 0.1)
    settle(app, table, frames=400)
    assert worker.failures == 1
    assert table.view.hint is not None


def test_a_failing_search_says_so_and_plays_on(make: Any, monkeypatch: Any) -> None:
    app, table = make(GOLF_NOT_SURE, None)

    def broken(*_args: Any) -> None:
        raise RuntimeError("a solver bug")

    monkeypatch.setattr(hints, "HintJob", broken)
    press_hint(app, table)
    settle(app, table)
    assert table.searches.hint_ask is None and app.scene is table
    assert table.toast.message == _(table_module.MSG_HINT_FAILED)


def test_percent_never_rounds_to_a_certainty() -> None:
    assert table_module.percent(0.0) == 0
    assert table_module.percent(0.004) == 1
    assert table_module.percent(0.37) == 37
    assert table_module.percent(0.996) == 99
    assert table_module.percent(1.0) == 100


# --- the worker process ----------------------------------------------------------------------
def wait(worker: hints.HintWorker, number: int, seconds: float = 30.0) -> Hint:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        answer = worker.answer(number)
        if answer is not None:
            return answer
        time.sleep(0.01)
    raise AssertionError("no answer from the worker")


@pytest.fixture
def worker() -> Iterator[hints.HintWorker]:
    process = hints.HintWorker()
    yield process
    process.stop()


def test_the_worker_hints_as_this_process_does(worker: hints.HintWorker) -> None:
    golf = Golf.from_code(GOLF_NOT_SURE)
    eight_off = EightOff.from_code("EO1-C8-AAAAAAF")
    eight_off.play(eight_off.legal_moves()[0])
    for game in (golf, eight_off):
        number = worker.ask(game.layout(), hints.TIMEOUT_S)
        assert wait(worker, number) == solver.hint(game, hints.TIMEOUT_S)


def test_the_worker_answers_only_the_newest_request(worker: hints.HintWorker) -> None:
    game = Golf.from_code(GOLF_NOT_SURE)
    old = worker.ask(game.layout(), hints.TIMEOUT_S)
    game.play(game.legal_moves()[-1])
    new = worker.ask(game.layout(), hints.TIMEOUT_S)
    assert wait(worker, new) == solver.hint(game, hints.TIMEOUT_S)
    assert worker.answer(old) is None


def test_a_worker_killed_before_it_answers_fails_the_request(worker: hints.HintWorker) -> None:
    game = Golf.from_code(GOLF_NOT_SURE)
    number = worker.ask(game.layout(), hints.TIMEOUT_S)  # it is still starting: no answer yet
    worker._process.kill()
    worker._process.join(5)
    with pytest.raises(hints.WorkerFailed):
        worker.answer(number)
    assert worker.failures == 1


def test_a_worker_that_died_meanwhile_is_replaced(worker: hints.HintWorker) -> None:
    game = Golf.from_code(GOLF_NOT_SURE)
    wait(worker, worker.ask(game.layout(), hints.TIMEOUT_S))
    worker._process.kill()
    worker._process.join(5)
    number = worker.ask(game.layout(), hints.TIMEOUT_S)
    assert worker.failures == 1
    assert wait(worker, number) == solver.hint(game, hints.TIMEOUT_S)


def test_only_failures_in_a_row_make_the_app_give_up_the_worker(
        worker: hints.HintWorker) -> None:
    game = Golf.from_code(GOLF_NOT_SURE)
    worker.failures = hints.MAX_FAILURES - 1
    assert worker.usable
    wait(worker, worker.ask(game.layout(), hints.TIMEOUT_S))
    assert worker.failures == 0
    worker.failures = hints.MAX_FAILURES
    assert not worker.usable
    request = hints.HintRequest(game, 0.0, worker)
    assert request.in_loop  # the app keeps to the frame loop


# --- other kinds of request: a review, a winning line -------------------------------------------
def _review_payload() -> tuple[Any, ...]:
    import json as _json

    from game import game_from_code
    from game.review import read_line

    from .conftest import DATA

    entry = _json.loads((DATA / "review-games.json").read_text())["eight-off-lost"]
    start = game_from_code(entry["code"])
    moves = read_line(start, entry["moves"])
    return (hints.REVIEW, start.layout(), [str(m) for m in moves]), start, moves


def test_the_worker_reviews_as_this_process_does(worker: hints.HintWorker) -> None:
    from game.review import review

    payload, start, moves = _review_payload()
    request = hints.SearchRequest(payload, time.monotonic(), worker)
    end = time.monotonic() + 60
    while request.step(time.monotonic()) is None and time.monotonic() < end:
        time.sleep(0.01)
    assert not request.in_loop and request.result is not None
    assert request.result.points == review(start, moves).points
    assert request.result.turning_point == 20


def test_a_review_goes_on_in_the_frame_loop_when_the_worker_cannot() -> None:
    from game.review import review

    payload, start, moves = _review_payload()
    failing = Scripted()
    failing.fail_on_answer = True
    request = hints.SearchRequest(payload, 0.0, failing)  # type: ignore[arg-type]
    assert request.step(0.0) is None and request.in_loop
    now = 0.0
    while request.step(now) is None:
        now += 1 / 60
    assert request.result.points == review(start, moves).points and request.progress == 1.0


def test_the_worker_finds_a_winning_line(worker: hints.HintWorker) -> None:
    game = EightOff.from_code("EO1-C8-AAAAAAF")
    request = hints.SearchRequest((hints.LINE, game.layout()), time.monotonic(), worker)
    end = time.monotonic() + 60
    while request.step(time.monotonic()) is None and time.monotonic() < end:
        time.sleep(0.01)
    trial = game.clone()
    for move in request.result.moves:
        trial.play(move)
    assert trial.is_won()


def test_a_request_that_cannot_be_reviewed_fails_quietly() -> None:
    payload, _start, _ = _review_payload()
    bad = (hints.REVIEW, payload[1], ["1>9"])  # no ninth column
    request = hints.SearchRequest(bad, 0.0, None)
    assert request.step(0.0) is None and request.failed
