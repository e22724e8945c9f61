"""The Hint button's search, off the frame loop.

A hint is up to half a second of pure Python. Worked out in the frame loop, a few
milliseconds a frame, it took seconds to come (an idle loop draws few frames a second) and
every frame it touched was slow. So one worker process per app does the search: the table
sends it the position's layout (``Variant.layout()``) and reads the answer in a later frame,
without ever waiting for it. The worker is spawned on the first hint (about 0.15-0.3 s: a
fresh interpreter importing the game, never pygame) and kept for the next ones. Why a
process and not a thread: the search holds the GIL, and a thread beside the frame loop made
frames wait for it (figures in the README, from ``python -m tests.bench hint``).

``HintRequest`` is one press of Hint. A newer press or a move drops it (``cancel``), and the
worker is told to drop the search; an answer to an older request is ignored by its number.
When the worker cannot start, dies, fails or does not answer within ``WORKER_DEADLINE_S``,
the request falls back to the in-loop search (``HintJob``, a few milliseconds a frame) and
the worker is stopped; the next press starts a fresh one, and after ``MAX_FAILURES`` in a
row the app keeps to the in-loop search. Should that fail as well, the request ends
``failed`` (the table says so): a hint never crashes the app.

The same worker runs the other searches a screen must not wait for, as kinds of request
beside the hint (``SearchRequest``): a game's review (``REVIEW``: its start and moves; the
worker sends its progress as it goes) and a winning line from a position (``LINE``). Their
answers, like a hint's, come back by number; a request of any kind drops the search before
it.

This module must not import pygame: the worker process imports it.
"""

from __future__ import annotations

import contextlib
import logging
import multiprocessing
import time
from dataclasses import dataclass
from multiprocessing.connection import Connection
from typing import Any, Protocol

from game import game_from_layout
from game.review import review_texts
from game.solver import Hint, HintJob, SolveJob
from game.variant import Variant

log = logging.getLogger("solitaire.hints")

TIMEOUT_S = 1.5  # the search's own limit (the games' hint searches mostly stop far sooner)
BUDGET_S = 0.008  # in-loop search time per frame, when the worker cannot help
SLICE_S = 0.02  # the worker looks for a newer request this often
THINKING_AFTER_S = 0.2  # a hint not there by then shows that it is being thought about
# No answer by then: the worker is taken for hung (its search stops itself at TIMEOUT_S; the
# first request also waits for the worker to start, seconds on a loaded machine).
WORKER_DEADLINE_S = 4.0
MAX_FAILURES = 3

# A request to the worker: (number, what, timeout). ``what`` is a layout (a hint), a
# ``(REVIEW, start layout, exact move texts)`` or ``(LINE, layout)``; None drops the search
# in hand; None alone ends the worker. Its answer: (number, result) (a Hint, a Review, a
# Solution), (number, Progress) while a review works, or (number, None) when the request was
# refused or the search failed.
REVIEW = "review"
LINE = "line"
Payload = dict[str, Any] | tuple[Any, ...]
Request = tuple[int, Payload | None, float] | None


@dataclass(frozen=True)
class Progress:
    """How far a search in the worker has got (0..1): sent while it works."""

    value: float


def job_for(payload: Payload, timeout: float) -> Any:
    """The job a request asks for: something with ``step(seconds)`` (its answer, or None
    until done) and ``cancel()``; a review's also has ``progress``. Raises for a payload
    it cannot use (a bad layout, a refused move)."""
    if isinstance(payload, dict):
        return HintJob(game_from_layout(payload), timeout)
    kind = payload[0]
    if kind == REVIEW:
        return review_texts(payload[1], payload[2])
    if kind == LINE:
        return SolveJob(game_from_layout(payload[1]), timeout)
    raise ValueError(f"no such request: {kind!r}")


class WorkerFailed(Exception):
    """The worker could not start, died, or could not work a hint out."""


def serve(conn: Connection) -> None:
    """The worker process: answer requests until told to stop or the app goes away."""
    waiting: Request = None
    while True:
        try:
            request = waiting if waiting is not None else conn.recv()
        except (EOFError, OSError):  # the app is gone
            return
        waiting = None
        if request is None:
            return
        number, payload, timeout = request
        if payload is None:
            continue
        try:
            job = job_for(payload, timeout)
            told = -1.0
            while (answer := job.step(SLICE_S)) is None:
                progress = getattr(job, "progress", None)
                if progress is not None and progress - told >= 0.01:
                    conn.send((number, Progress(progress)))
                    told = progress
                if conn.poll():  # a newer request: this search is stale
                    waiting = conn.recv()
                    job.cancel()
                    break
            else:
                conn.send((number, answer))
        except (EOFError, OSError):
            return
        except Exception:  # a refused layout or a solver bug: the app falls back
            log.exception("hint worker: request %d failed", number)
            conn.send((number, None))


class Worker(Protocol):
    """What a request needs from a worker (the tests and the bench give their own)."""

    def ask(self, layout: Payload, timeout: float) -> int: ...
    def answer(self, number: int) -> Any: ...
    def drop(self) -> None: ...
    def give_up(self) -> None: ...

    @property
    def usable(self) -> bool: ...


class HintWorker:
    """The worker process seen from the app: ``ask`` sends a position and returns the
    request's number, ``answer(number)`` is its Hint once come (None before). Both raise
    ``WorkerFailed``. Started on the first ``ask``, again after a ``stop``."""

    def __init__(self) -> None:
        self._process: Any = None
        self._conn: Connection | None = None
        self._number = 0
        self.failures = 0
        self.progress: dict[int, float] = {}  # the last progress heard, by request

    @property
    def usable(self) -> bool:
        return self.failures < MAX_FAILURES

    def _start(self) -> Connection:
        if self._process is not None:
            if self._conn is not None and self._process.is_alive():
                return self._conn
            self.failures += 1  # it died between requests
        self.stop()
        # Spawn, not fork: a forked copy of a process running SDL is not safe to use.
        context = multiprocessing.get_context("spawn")
        try:
            ours, theirs = context.Pipe()
            process = context.Process(target=serve, args=(theirs,), daemon=True,
                                      name="solitaire-hints")
            process.start()
        except Exception as exc:  # no processes allowed here, no memory, a frozen build...
            self.failures += 1
            raise WorkerFailed(f"cannot start: {exc}") from exc
        theirs.close()
        self._process, self._conn = process, ours
        log.info("hint worker started (process %s)", process.pid)
        return ours

    def ask(self, layout: Payload, timeout: float) -> int:
        conn = self._start()
        self._number += 1
        try:
            conn.send((self._number, layout, timeout))
        except (OSError, ValueError) as exc:
            self.give_up()
            raise WorkerFailed(f"cannot send: {exc}") from exc
        return self._number

    def answer(self, number: int) -> Any:
        """The answer to request ``number`` if it has come (a Hint for a hint); older
        answers are thrown away, and progress is noted in ``progress``."""
        conn = self._conn
        if conn is None:
            raise WorkerFailed("not running")
        try:
            while conn.poll():
                got, hint = conn.recv()
                if got != number:
                    continue
                if isinstance(hint, Progress):
                    self.progress = {number: hint.value}
                    continue
                if hint is None:
                    raise WorkerFailed("the search failed")
                self.failures = 0  # it works: only failures in a row make the app give up
                return hint
        except (EOFError, OSError, ValueError, TypeError) as exc:
            self.give_up()
            raise WorkerFailed(f"gone: {exc}") from exc
        return None

    def drop(self) -> None:
        """Tell the worker its search is no longer wanted (it starts on the next at once)."""
        if self._conn is None:
            return
        try:
            self._conn.send((0, None, 0.0))
        except (OSError, ValueError):
            self.give_up()

    def give_up(self) -> None:
        """Count a failure and end the worker (the next ``ask`` starts a fresh one)."""
        self.failures += 1
        self.stop()

    def stop(self) -> None:
        """End the worker (a busy or hung one is killed: it holds nothing worth keeping)."""
        conn, process = self._conn, self._process
        self._conn = self._process = None
        if conn is not None:
            with contextlib.suppress(OSError, ValueError):
                conn.send(None)
            conn.close()
        if process is not None:
            # It may be deep in a search: a frame does not wait for it to notice.
            process.join(0.05)
            if process.is_alive():
                process.kill()
                process.join(0.5)


_shared: HintWorker | None = None


def shared() -> Worker:
    """The app's one worker (made on first use; the process only on the first hint)."""
    global _shared
    if _shared is None:
        _shared = HintWorker()
    return _shared


class HintRequest:
    """One press of Hint: ``step(now)`` each frame until it returns the Hint (``now``: the
    table's clock, seconds). Answered by ``worker`` when it can, else in the loop."""

    def __init__(self, game: Variant, now: float, worker: Worker | None) -> None:
        self.started = now
        self.game = game.clone()
        self.worker = worker if worker is not None and worker.usable else None
        self.number = 0
        self.in_loop = self.worker is None
        self.job: HintJob | None = None
        self.failed = False
        if self.worker is not None:
            try:
                self.number = self.worker.ask(self.game.layout(), TIMEOUT_S)
            except Exception as exc:  # WorkerFailed, or a position that would not pickle
                self._fall_back(str(exc))

    def thinking(self, now: float) -> bool:
        """The answer is late enough that the player should see it is being worked on."""
        return now - self.started >= THINKING_AFTER_S

    def step(self, now: float) -> Hint | None:
        try:
            if not self.in_loop:
                return self._from_worker(now)
            if self.job is None:
                self.job = HintJob(self.game, TIMEOUT_S)
            return self.job.step(BUDGET_S)
        except Exception:  # the in-loop search itself failed: say so, play on
            log.exception("hint failed")
            self.failed = True
            return Hint(None)

    def _from_worker(self, now: float) -> Hint | None:
        assert self.worker is not None
        try:
            answer = self.worker.answer(self.number)
        except WorkerFailed as exc:
            self._fall_back(str(exc))
            return None
        if answer is None and now - self.started > WORKER_DEADLINE_S:
            self.worker.give_up()
            self._fall_back("no answer in time", hung=True)
        return answer

    def _fall_back(self, why: str, hung: bool = False) -> None:
        # A worker that cannot start or dies is a defect (a bundle without freeze_support,
        # say): an error in the log. One slow to answer may only be a busy machine.
        log.log(logging.WARNING if hung else logging.ERROR,
                "hint worker: %s; the hint is worked out in the frame loop", why)
        self.in_loop = True

    def cancel(self) -> None:
        if self.job is not None:
            self.job.cancel()
        elif not self.in_loop and self.worker is not None:
            self.worker.drop()


class SearchRequest:
    """A review or a winning line (``payload``: ``(REVIEW, layout, moves)`` or ``(LINE,
    layout)``), asked of the worker and read a frame at a time like a hint: ``step(now)``
    returns the answer once come, None before; ``progress`` (0..1) says how far a review
    got. Worked out in the frame loop, ``BUDGET_S`` a frame, when the worker cannot help (the
    answer is the same: the searches count positions, not seconds). A worker silent for
    ``WORKER_DEADLINE_S`` (progress counts) is taken for hung. ``failed``: the search itself
    failed (a bad request); ``step`` then returns None for good."""

    def __init__(self, payload: Payload, now: float, worker: Worker | None,
                 timeout: float = TIMEOUT_S) -> None:
        self.payload = payload
        self.timeout = timeout
        self.started = self.heard = now
        self.worker = worker if worker is not None and worker.usable else None
        self.in_loop = self.worker is None
        self.number = 0
        self.job: Any = None
        self.failed = False
        self.result: Any = None
        self.progress = 0.0
        if self.worker is not None:
            try:
                self.number = self.worker.ask(payload, timeout)
            except Exception as exc:
                self._fall_back(str(exc))

    @property
    def done(self) -> bool:
        return self.result is not None or self.failed

    def step(self, now: float) -> Any:
        if self.done:
            return self.result
        try:
            if not self.in_loop:
                self.result = self._from_worker(now)
            else:
                if self.job is None:
                    self.job = job_for(self.payload, self.timeout)
                self.result = self.job.step(BUDGET_S)
                self.progress = max(self.progress, getattr(self.job, "progress", 0.0))
        except Exception:  # the search itself failed: say so, never crash
            log.exception("search request failed")
            self.failed = True
        return self.result

    def _from_worker(self, now: float) -> Any:
        assert self.worker is not None
        try:
            answer = self.worker.answer(self.number)
        except WorkerFailed as exc:
            self._fall_back(str(exc))
            return None
        heard = getattr(self.worker, "progress", {}).get(self.number)
        if heard is not None and heard > self.progress:
            self.progress, self.heard = heard, now
        if answer is None and now - self.heard > WORKER_DEADLINE_S:
            self.worker.give_up()
            self._fall_back("no answer in time", hung=True)
        return answer

    def _fall_back(self, why: str, hung: bool = False) -> None:
        log.log(logging.WARNING if hung else logging.ERROR,
                "worker: %s; the search is worked out in the frame loop", why)
        self.in_loop = True

    def cancel(self) -> None:
        if self.job is not None:
            self.job.cancel()
        elif not self.in_loop and self.worker is not None and not self.done:
            self.worker.drop()


def review_request(start: Variant, moves: list[Any], worker: Any = "shared") -> SearchRequest:
    """Ask for the review of a game (``start`` and its exact ``moves``), of the shared
    worker by default (None: the frame loop). The results ask as soon as they show, so the
    review is there when Review is pressed."""
    payload = (REVIEW, start.layout(), [str(m) for m in moves])
    return SearchRequest(payload, time.monotonic(), shared() if worker == "shared" else worker)
