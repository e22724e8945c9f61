"""The Hint button on the table: always a move when there is one, "lost" only when proved,
Undo offered only when there is something to undo, answers off the frame loop (a worker
process) that a move makes stale, a thinking sign when late, a fall-back when the worker
fails. Scripted workers stand in for the process where the test is about the table."""

from __future__ import annotations

import os
import signal
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

from game import hint_chance, solver
from game.games.eight_off import EightOff
from game.games.golf import Golf
from game.i18n import _
from game.moves import DRAW
from game.session import Session
from game.solver import Hint
from game.words import move_words
from scenes.app import App
from scenes.table import hints
from scenes.table import searches as table_module
from scenes.table.scene import TableScene

GOLF_NOT_SURE = "GO1-C-AAAAAAC"  # its hint: draw, chance 0.4 (it once said "lost" here)
EIGHT_OFF_LOST = "EO1-C2-AAAAAAB"  # the cards in sight prove it lost at move 0


class Scripted:
    """A worker whose answers the test hands out: ``answers[number]``, when released. Like
    the app's, it is sent positions only once started (a press starts it)."""

    def __init__(self, answers: dict[int, Hint] | None = None) -> None:
        self.asked: list[dict[str, Any]] = []
        self.answers = answers or {}
        self.failures = 0
        self.fail_on_answer = False
        self.started = False
        self.dropped: list[int] = []

    @property
    def usable(self) -> bool:
        return True

    def start(self) -> None:
        self.started = True

    def stop(self) -> None:
        self.started = False

    def reach(self, story: Any, game: Any, aim: str, start: bool = False) -> int:
        self.started = self.started or start
        if not self.started:
            return 0
        self.asked.append(game.layout())
        return len(self.asked)

    def knows(self, number: int) -> bool:
        return 0 < number <= len(self.asked)

    def ask(self, payload: Any, timeout: float) -> int:
        self.started = True
        self.asked.append({"asked": payload})
        return len(self.asked)

    def drop(self, number: int) -> None:
        self.dropped.append(number)

    def answer(self, number: int) -> Hint | None:
        if self.fail_on_answer:
            raise hints.WorkerFailed("died")
        return self.answers.get(number)

    def give_up(self) -> None:
        self.failures += 1


class Inline(Scripted):
    """A worker that works the hint out at once, in this process (as the worker would, with
    one memory for the table)."""

    def __init__(self) -> None:
        super().__init__()
        self.memory: solver.HintMemory | None = None

    def reach(self, story: Any, game: Any, aim: str, start: bool = False) -> int:
        number = super().reach(story, game, aim, start)
        if number:
            if self.memory is None or self.memory.name != game.name:
                self.memory = solver.HintMemory(game.name)
            self.memory.played_now(game)
            self.answers[number] = solver.hint(game, hints.TIMEOUT_S, self.memory, aim)
        return number


@pytest.fixture
def make(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Any]:
    # The tests here are about the worker: no deal's opening hint is read from the build
    # (``test_a_deals_opening_hint_needs_no_search`` is about that).
    monkeypatch.setattr(table_module.opening_hints, "opening_hint", lambda *_: None)

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
    percent = hint_chance.percent(told.chance)
    assert table.toast.visible
    # The deal's stock holds 16 cards: its chance is an estimate, and it says "about".
    assert not told.exact
    assert table.toast.message == "\n".join([move_words(table.game, told.move),
                                             _(hint_chance.MSG_CHANCE_ABOUT).format(
                                                 percent=percent)])
    assert told.move == DRAW and table.toast.message.startswith("Draw a card from the stock\n")


def test_a_lost_game_at_move_0_offers_no_undo_but_still_a_move(make: Any) -> None:
    app, table = make(EIGHT_OFF_LOST, Inline())
    assert not table.can_undo()
    press_hint(app, table)
    settle(app, table)
    told = solver.hint(table.game, hints.TIMEOUT_S)
    assert told.move is not None
    assert table.toast.message == "\n".join([_(table_module.MSG_LOST_NO_UNDO),
                                             move_words(table.game, told.move)])
    assert "Undo" not in table.toast.message
    assert table.view.hint is not None  # the most it can still do, shown and said


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
    assert table.toast.message.split("\n")[0] == _(table_module.MSG_LOST)


@pytest.mark.parametrize("chance", [0.0, 0.02])
def test_lost_is_said_only_when_proved(make: Any, chance: float) -> None:
    """A hopeless estimate is not a proof: the chance is shown, never "can no longer be
    won"."""
    app, table = make(GOLF_NOT_SURE, None)
    move = table.game.legal_moves()[0]
    table.searches.hint_ask = hints.HintRequest(table.game, table.now,
                                       Scripted({1: Hint(move, chance=chance, exact=True)}))
    settle(app, table)
    said = move_words(table.game, move)
    assert table.toast.message == "\n".join([said, _(hint_chance.MSG_CHANCE).format(
        percent=hint_chance.percent(chance))])
    assert table.view.hint is not None

    table.searches.hint_ask = hints.HintRequest(table.game, table.now,
                                       Scripted({1: Hint(move, lost=True)}))
    settle(app, table)
    assert table.toast.message == "\n".join([_(table_module.MSG_LOST_NO_UNDO), said])


def test_an_answer_made_stale_by_a_move_is_ignored(make: Any) -> None:
    worker = Scripted()
    app, table = make(GOLF_NOT_SURE, worker)
    press_hint(app, table)
    app.step([], dt=0.02)
    old = table.game.legal_moves()[-1]
    table.play_move(table.game.legal_moves()[0])
    # The move drops the press, and the worker is sent the new position (which makes it
    # drop the old one's search).
    assert table.searches.hint_ask is None and len(worker.asked) == 2
    worker.answers[1] = Hint(old, chance=0.5)  # the old position's answer comes, late
    for _frame in range(20):
        app.step([], dt=0.02)
    assert table.view.hint is None
    assert not table.toast.visible or _(hint_chance.MSG_CHANCE_ABOUT).format(
        percent=50) not in table.toast.message


def test_a_second_press_waits_for_the_same_answer(make: Any) -> None:
    worker = Scripted()
    app, table = make("EO1-C8-AAAAAAF", worker)
    first = table.game.legal_moves()[0]
    press_hint(app, table)
    press_hint(app, table)
    assert len(worker.asked) == 1  # the same position: sent once
    assert table.searches.hint_ask is not None
    worker.answers[1] = Hint(first)
    settle(app, table)
    assert table.view.hint is not None
    assert table.view.hint.places == table.view.hint_keys(first)


def test_a_position_reached_is_sent_before_any_press(make: Any) -> None:
    worker = Scripted()
    worker.started = True  # the app started it after its first frame
    app, table = make("EO1-C8-AAAAAAF", worker)
    table.enter()  # the table opens with the worker running
    assert len(worker.asked) == 1
    table.play_move(table.game.legal_moves()[0])
    assert len(worker.asked) == 2  # and every position after a move
    worker.answers[2] = told = Hint(table.game.legal_moves()[0], certain=True)
    press_hint(app, table)
    assert len(worker.asked) == 2  # the press asks for nothing new: the answer is there
    settle(app, table)
    assert table.view.hint is not None
    assert told.move is not None and table.view.hint.places == table.view.hint_keys(told.move)


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
        def reach(self, story: Any, game: Any, aim: str, start: bool = False) -> int:
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
    assert hint_chance.percent(0.0) == 0
    assert hint_chance.percent(0.004) == 1
    assert hint_chance.percent(0.37) == 37
    assert hint_chance.percent(0.996) == 99
    assert hint_chance.percent(1.0) == 100


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


def test_a_long_game_without_a_press_never_blocks_the_table(worker: hints.HintWorker) -> None:
    """Every position reached is sent and answered; answers nobody asks for must not fill
    the pipes (the worker blocked sending them stops reading, and the table's next send
    blocked for ever: a hang after a few hundred moves without a hint)."""
    import threading

    game = EightOff.from_code("EO1-C8-AAAAAAF")
    twin = game.clone()
    last = [0]

    def play() -> None:
        for _step in range(1500):  # to and fro: each position is reached again and again
            move = game.legal_moves()[0]
            game.play(move)
            last[0] = worker.reach(1, game, solver.WIN, start=True)
            game.undo()
            last[0] = worker.reach(1, game, solver.WIN)

    thread = threading.Thread(target=play, daemon=True)
    thread.start()
    thread.join(120)  # a hang, not a speed: it takes a few seconds
    assert not thread.is_alive(), "the table's send blocked"
    assert wait(worker, last[0]) == solver.hint(twin, hints.TIMEOUT_S)


def test_the_worker_hints_as_this_process_does(worker: hints.HintWorker) -> None:
    golf = Golf.from_code(GOLF_NOT_SURE)
    eight_off = EightOff.from_code("EO1-C8-AAAAAAF")
    eight_off.play(eight_off.legal_moves()[0])
    for story, game in enumerate((golf, eight_off)):
        number = worker.reach(story, game, solver.WIN, start=True)
        assert wait(worker, number) == solver.hint(game, hints.TIMEOUT_S)


def test_the_worker_learns_at_every_position_as_the_command_line_does(
        worker: hints.HintWorker) -> None:
    # Eight Off keeps the line it follows: the worker, sent every position, gives the
    # hints that the same moves give on the command line (and in this process).
    game = EightOff.from_code("EO1-C8-AAAAAFN")
    memory = solver.HintMemory(game.name)
    for _step in range(12):
        number = worker.reach("a table", game, solver.WIN, start=True)
        memory.played_now(game)
        told = solver.hint(game, hints.TIMEOUT_S, memory)
        assert wait(worker, number) == told
        assert told.move is not None
        game.play(told.move)


def test_the_worker_answers_only_the_newest_position(worker: hints.HintWorker) -> None:
    game = Golf.from_code(GOLF_NOT_SURE)
    old = worker.reach(1, game, solver.WIN, start=True)
    game.play(game.legal_moves()[-1])
    new = worker.reach(1, game, solver.WIN)
    assert wait(worker, new) == solver.hint(game, hints.TIMEOUT_S)
    assert worker.answer(old) is None


def test_a_worker_killed_before_it_answers_fails_the_request(worker: hints.HintWorker) -> None:
    game = Golf.from_code(GOLF_NOT_SURE)
    number = worker.reach(1, game, solver.WIN, start=True)  # still starting: no answer yet
    worker._process.kill()
    worker._process.join(5)
    with pytest.raises(hints.WorkerFailed):
        worker.answer(number)
    assert worker.failures == 1


def test_a_worker_that_died_meanwhile_is_replaced(worker: hints.HintWorker) -> None:
    game = Golf.from_code(GOLF_NOT_SURE)
    wait(worker, worker.reach(1, game, solver.WIN, start=True))
    worker._process.kill()
    worker._process.join(5)
    number = worker.reach(1, game, solver.WIN, start=True)
    assert worker.failures == 1
    assert wait(worker, number) == solver.hint(game, hints.TIMEOUT_S)


def test_only_failures_in_a_row_make_the_app_give_up_the_worker(
        worker: hints.HintWorker) -> None:
    game = Golf.from_code(GOLF_NOT_SURE)
    worker.failures = hints.MAX_FAILURES - 1
    assert worker.usable
    wait(worker, worker.reach(1, game, solver.WIN, start=True))
    assert worker.failures == 0
    worker.failures = hints.MAX_FAILURES
    assert not worker.usable
    request = hints.HintRequest(game, 0.0, worker)
    assert request.in_loop  # the app keeps to the frame loop


def test_a_deals_opening_hint_needs_no_search(tmp_path: Path) -> None:
    from game.opening_hints import opening_hint
    from game.winnable import proved_deals

    app = App((1280, 800), "en", data_dir=tmp_path / "data")
    deal = proved_deals("eight_off", "C8")[0]
    session = Session.start(app.store, "eight_off", "C8", deal)
    table = TableScene(app, session)
    app.stack.push(table)
    app.step([], dt=1.0)
    worker = Scripted()
    original = hints.shared
    hints.shared = lambda: worker  # type: ignore[assignment]
    try:
        press_hint(app, table)
    finally:
        hints.shared = original  # type: ignore[assignment]
    assert table.searches.hint_ask is None and not worker.asked  # shown at the press
    kept = opening_hint(table.game)
    assert kept is not None and kept.move is not None
    assert table.view.hint is not None
    assert table.view.hint.places == table.view.hint_keys(kept.move)


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


# --- a stopped worker (issue #36, item 1) ----------------------------------------------------
@pytest.mark.skipif(not hasattr(signal, "SIGSTOP"), reason="POSIX signals")
def test_a_stopped_worker_never_stops_the_frames(make: Any) -> None:
    """``kill -STOP`` the worker, then draw and undo: after about 85 moves the table blocked
    in a send on a full socket, for ever (the 5 s deadline never came). Now every one of 500
    moves draws its frame, a press waits no longer than the deadline (of the table's clock),
    and a fresh worker answers the next."""
    import threading

    clock = [0.0]  # the worker's own deadline (one that reads nothing), stepped here
    worker = hints.HintWorker(clock=lambda: clock[0])
    app, table = make("GO1-E-AAAAAAB", worker)
    try:
        number = worker.reach("warm up", table.game, solver.WIN, start=True)
        wait(worker, number, seconds=120)  # up and answering
        stopped = worker._process
        os.kill(stopped.pid, signal.SIGSTOP)
        hung: list[bool] = []

        def unhang() -> None:  # a hang, not a speed: a blocked send ends with the worker
            if not done.wait(300):
                hung.append(True)
                os.kill(stopped.pid, signal.SIGKILL)

        done = threading.Event()
        threading.Thread(target=unhang, daemon=True).start()
        drawn = 0
        undo = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_u, mod=0, unicode="u")
        for move in range(500):
            if move % 2 == 0:
                table.play_move(table.game.stock_move())
                app.step([], dt=0.5)  # the card lands
            else:
                app.step([undo], dt=0.5)
            drawn += 1
        done.set()
        assert not hung and drawn == 500
        assert worker._process is stopped  # no press yet: merged positions, nothing waited
        press_hint(app, table)
        request = table.searches.hint_ask
        assert request is not None and not request.in_loop
        app.step([], dt=hints.WORKER_DEADLINE_S + 0.1)  # past the deadline: replaced
        settle(app, table, frames=400)  # the press is worked out in the loop meanwhile
        assert table.view.hint is not None and request.in_loop
        assert worker._process is not stopped and worker.running and worker.failures == 1
        table.play_move(table.game.stock_move())
        app.step([], dt=0.5)
        press_hint(app, table)
        request = table.searches.hint_ask
        assert request is not None
        end = time.monotonic() + 120
        while table.searches.hint_ask is not None and time.monotonic() < end:
            app.step([], dt=0.01)  # the table's clock stays within the deadline
            time.sleep(0.01)
        assert table.view.hint is not None and not request.in_loop  # the fresh worker's
        fresh = worker._process
        os.kill(fresh.pid, signal.SIGSTOP)  # stopped again, and no press this time:
        for _move in range(200):  # its line fills, and stays full past the deadline
            table.play_move(table.game.stock_move())
            app.step([undo], dt=0.5)
        clock[0] += hints.WORKER_DEADLINE_S + 0.1
        table.play_move(table.game.stock_move())
        assert worker._process is not fresh and worker.running  # replaced at that move
    finally:
        worker.stop()
