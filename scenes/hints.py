"""The Hint button's search, off the frame loop, worked out before it is pressed.

A hint is up to a few tenths of a second of pure Python. Worked out in the frame loop, a few
milliseconds a frame, it took seconds to come and every frame it touched was slow. So one
worker process per app does the search (a process, not a thread: the search holds the GIL,
and a thread beside the frame loop made frames wait for it; figures in the README).

No waiting: the app starts the worker when it is idle after its first frame (``start``: a
fresh interpreter importing the rules, never pygame), and a table tells it every position
the player reaches (``reach``; the worker imports the solver of that game alone): it learns
there what the game's hints keep (``HintMemory``: the line a player is following) and works
the hint out while the player thinks, so a press of Hint mostly finds it there. A deal's
opening hint is in the build (``game.opening_hints``) and needs no search at all.

The worker keeps one ``HintMemory`` per table (``story``), fed with every position reached,
in order and never skipped, so its hints are those of ``python -m game hint`` after the same
moves. The hint of a position is dropped as soon as a newer position comes (its answer would
be stale); an answer carries its position's number, so a stale one is ignored.

``HintRequest`` is one press of Hint. When the worker cannot start, dies, fails or does not
answer within ``WORKER_DEADLINE_S``, the request falls back to the in-loop search
(``HintJob``, a few milliseconds a frame, without the memory) and the worker is stopped; the
next press starts a fresh one, and after ``MAX_FAILURES`` in a row the app keeps to the
in-loop search. Should that fail as well, the request ends ``failed`` (the table says so): a
hint never crashes the app.

This module must not import pygame: the worker process imports it.
"""

from __future__ import annotations

import contextlib
import logging
import multiprocessing
from collections import deque
from multiprocessing.connection import Connection
from typing import Any, Protocol

from game.solver import WIN, Hint, HintJob, HintMemory
from game.variant import Variant

log = logging.getLogger("solitaire.hints")

TIMEOUT_S = 3.0  # the searches' wall-clock guard (a safety net: their budgets count positions)
BUDGET_S = 0.008  # in-loop search time per frame, when the worker cannot help
SLICE_S = 0.02  # the worker looks for a newer position this often
THINKING_AFTER_S = 0.2  # a hint not there by then shows that it is being thought about
# No answer by then: the worker is taken for hung (its search stops itself at TIMEOUT_S; the
# first request may also wait for the worker to start, seconds on a loaded machine).
WORKER_DEADLINE_S = 5.0
MAX_FAILURES = 3
KEEP_ANSWERS = 8  # answers kept for positions the table may still ask about

# To the worker: ("reach", number, story, layout, beyond, aim): a position reached
# (``beyond``: what its layout leaves out, ``Variant.beyond_layout``); None ends it. From
# it: (number, Hint), or (number, None) when the layout was refused or the search failed.
Message = tuple[Any, ...] | None


class WorkerFailed(Exception):
    """The worker could not start, died, or could not work a hint out."""


def serve(conn: Connection) -> None:
    """The worker process: learn at each position reached and work its hint out, until told
    to stop or the app goes away."""
    from game import game_from_layout  # the rules; a game's solver when it is first asked

    waiting: deque[Message] = deque()
    memory: HintMemory | None = None
    story: Any = None

    def read() -> bool:
        """Take what has come in; True when a newer position (or the end) is waiting."""
        while conn.poll():
            waiting.append(conn.recv())
        return any(m is None or m[0] == "reach" for m in waiting)

    while True:
        try:
            message = waiting.popleft() if waiting else conn.recv()
        except (EOFError, OSError):  # the app is gone
            return
        if message is None:
            return
        try:
            _, number, told_story, layout, beyond, aim = message
            game = game_from_layout(layout)
            game.set_beyond_layout(beyond)
            if memory is None or told_story != story or memory.name != game.name:
                memory, story = HintMemory(game.name), told_story
            for _ in memory.played(game):  # never skipped: the memory is the history
                read()
            if read():  # a newer position came meanwhile: its hint is the one wanted
                continue
            job = HintJob(game, TIMEOUT_S, memory, aim)
            while (answer := job.step(SLICE_S)) is None:
                if read():  # a newer position: this hint would be stale
                    job.cancel()
                    break
            else:
                conn.send((number, answer))
        except (EOFError, OSError):
            return
        except Exception:  # a refused layout or a solver bug: the app falls back
            log.exception("hint worker: message %s failed", message[:2])
            with contextlib.suppress(EOFError, OSError):
                conn.send((message[1], None))


class Worker(Protocol):
    """What the table needs from a worker (the tests and the bench give their own)."""

    def start(self) -> None: ...
    def stop(self) -> None: ...
    def knows(self, number: int) -> bool: ...
    def reach(self, story: Any, game: Variant, aim: str, start: bool = False) -> int: ...
    def answer(self, number: int) -> Hint | None: ...
    def give_up(self) -> None: ...

    @property
    def usable(self) -> bool: ...


class HintWorker:
    """The worker process seen from the app. ``start`` spawns it (again after a ``stop``);
    ``reach`` sends a position and returns its number (0: not sent, no worker running);
    ``answer(number)`` is that position's Hint once come (None before). Both raise
    ``WorkerFailed``."""

    def __init__(self) -> None:
        self._process: Any = None
        self._conn: Connection | None = None
        self._number = 0
        self._answers: dict[int, Hint | None] = {}
        self._first = 1  # the first number the running process was sent
        self.failures = 0

    @property
    def usable(self) -> bool:
        return self.failures < MAX_FAILURES

    @property
    def running(self) -> bool:
        return self._conn is not None

    def start(self) -> None:
        """Spawn the worker unless it runs (it imports while the app goes on)."""
        if not self.usable:
            return
        with contextlib.suppress(WorkerFailed):
            self._start()

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
        self._answers.clear()
        self._first = self._number + 1
        log.info("hint worker started (process %s)", process.pid)
        return ours

    def _send(self, message: Message) -> None:
        conn = self._conn
        if conn is None:
            raise WorkerFailed("not running")
        try:
            conn.send(message)
        except (OSError, ValueError) as exc:
            self.give_up()
            raise WorkerFailed(f"cannot send: {exc}") from exc

    def reach(self, story: Any, game: Variant, aim: str, start: bool = False) -> int:
        """The player reached ``game``'s position at the table ``story``: the worker learns
        there and works its hint out. Returns the position's number; 0 when no worker runs
        (``start``: start one first)."""
        if start:
            self._start()
        if self._conn is None:
            return 0
        self._number += 1
        self._send(("reach", self._number, story, game.layout(), game.beyond_layout(), aim))
        return self._number

    def knows(self, number: int) -> bool:
        """Whether position ``number`` was sent to the process running now."""
        return self._conn is not None and self._first <= number <= self._number

    def answer(self, number: int) -> Hint | None:
        """The answer for position ``number`` if it has come."""
        conn = self._conn
        if conn is None:
            raise WorkerFailed("not running")
        try:
            while conn.poll():
                got, told = conn.recv()
                self._answers[got] = told
                while len(self._answers) > KEEP_ANSWERS:
                    del self._answers[min(self._answers)]
        except (EOFError, OSError, ValueError, TypeError) as exc:
            self.give_up()
            raise WorkerFailed(f"gone: {exc}") from exc
        if number not in self._answers:
            return None
        told = self._answers[number]
        if told is None:
            raise WorkerFailed("the search failed")
        self.failures = 0  # it works: only failures in a row make the app give up
        return told

    def give_up(self) -> None:
        """Count a failure and end the worker (the next ``start`` starts a fresh one)."""
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
    """The app's one worker (made on first use; its process when ``start`` is called)."""
    global _shared
    if _shared is None:
        _shared = HintWorker()
    return _shared


class HintRequest:
    """One press of Hint: ``step(now)`` each frame until it returns the Hint (``now``: the
    table's clock, seconds). ``known``: the answer already at hand (a deal's opening);
    ``number``: the worker's number of this position when it was sent there on reaching
    it (0: not sent; it is sent now). Answered by ``worker`` when it can, else in the loop."""

    def __init__(self, game: Variant, now: float, worker: Worker | None, story: Any = None,
                 aim: str = WIN, number: int = 0, known: Hint | None = None) -> None:
        self.started = now
        self.game = game.clone()
        self.aim = aim
        self.worker = worker if worker is not None and worker.usable else None
        self.number = number
        self.known = known
        self.in_loop = self.worker is None
        self.job: HintJob | None = None
        self.failed = False
        if number and self.worker is not None and not self.worker.knows(number):
            self.number = number = 0  # sent to a worker that has gone since: send it again
        if known is None and self.worker is not None and not number:
            try:
                self.number = self.worker.reach(story, self.game, aim, start=True)
            except Exception as exc:  # WorkerFailed, or a position that would not pickle
                self._fall_back(str(exc))

    def thinking(self, now: float) -> bool:
        """The answer is late enough that the player should see it is being worked on."""
        return now - self.started >= THINKING_AFTER_S

    def step(self, now: float) -> Hint | None:
        if self.known is not None:
            return self.known
        try:
            if not self.in_loop:
                return self._from_worker(now)
            if self.job is None:
                self.job = HintJob(self.game, TIMEOUT_S, aim=self.aim)
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
