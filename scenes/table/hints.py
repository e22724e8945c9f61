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

The frame loop never waits for the worker, whatever it does (stopped by SIGSTOP, slow, dead).
Every exchange is non-blocking (``scenes.table.channel``: one frame on the line at a time,
written as far as the socket takes it), and what waits to be sent waits in an ``Outbox``:
bounded, with the positions one table reaches in a row merged into one message, the oldest
dropped past ``MAX_PATH``. A worker that reads nothing for ``WORKER_DEADLINE_S`` is taken for
hung and replaced by a fresh one, and so is one a request waits on that long; neither costs
the frame more than the few milliseconds of a kill and a spawn (a killed worker is reaped
later, never waited for).

The worker keeps one ``HintMemory`` per table (``story``), fed with every position reached,
in order, so its hints are those of ``python -m game hint`` after the same moves. Where the
outbox had to drop positions, the message says so (``gap``) and the worker starts that table's
memory afresh at the first position it is told (as a fresh worker does). The hint of a
position is dropped as soon as a newer position comes (its answer would be stale); an answer
carries its position's number, so a stale one is ignored.

``HintRequest`` is one press of Hint. When the worker cannot start, dies, fails or does not
answer within ``WORKER_DEADLINE_S``, the request falls back to the in-loop search
(``HintJob``, a few milliseconds a frame, without the memory) and the worker is replaced by a
fresh one, which the next press finds ready; after ``MAX_FAILURES`` in a row the app keeps to
the in-loop search. Should that fail as well, the request ends ``failed`` (the table says so):
a hint never crashes the app.

The same worker runs the other searches a screen must not wait for (``ask``,
``SearchRequest``): a game's review (``REVIEW``: its start and moves; the worker sends its
progress as it goes), a winning line from a position (``LINE``) and the hint of a position
without a past (``HINT``: the review's better move). Their answers, like a
hint's, come back by number; a newer message of any kind drops the search in hand (a
position's learning is never dropped), and ``drop`` drops a request no longer wanted.

This module must not import pygame: the worker process imports it.
"""

from __future__ import annotations

import contextlib
import logging
import multiprocessing
import socket
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

from game import game_from_layout
from game.review import review_texts
from game.solver import WIN, Hint, HintJob, HintMemory, SolveJob, collector_held
from game.variant import Variant
from scenes.table.channel import AppEnd, LineBroken, WorkerEnd, pair

log = logging.getLogger("solitaire.hints")

TIMEOUT_S = 3.0  # the searches' wall-clock guard (a safety net: their budgets count positions)
BUDGET_S = 0.008  # in-loop search time per frame, when the worker cannot help
SLICE_S = 0.02  # the worker looks for a newer message this often
THINKING_AFTER_S = 0.2  # a hint not there by then shows that it is being thought about
# No answer by then: the worker is taken for hung (its search stops itself at TIMEOUT_S; the
# first request may also wait for the worker to start, seconds on a loaded machine).
WORKER_DEADLINE_S = 5.0
MAX_FAILURES = 3
KEEP_ANSWERS = 8  # answers kept for positions the table may still ask about
MAX_PATH = 64  # positions of one table merged into one message; the oldest go past it
MAX_WAITING = 16  # messages in the outbox; past it the oldest go (the worker reads nothing)

# To the worker: ("reach", number, story, path, aim, gap): positions reached in a row at the
# table ``story``, oldest first, each ``(layout, beyond)`` (``beyond``: what its layout leaves
# out, ``Variant.beyond_layout``); ``number`` is the last one's, ``gap`` says that positions
# before them were dropped; ("ask", number, payload, timeout): another search (``job_for``);
# ("drop", number): that request is no longer wanted; None ends the worker (as does closing
# the line). From it: (number, result) (a Hint, a Review, a Solution), (number, Progress)
# while a review works, or (number, None) when the message was refused or the search failed.
REACH = "reach"
ASK = "ask"
DROP = "drop"
HINT = "hint"
REVIEW = "review"
LINE = "line"
Payload = tuple[Any, ...]
Message = tuple[Any, ...] | None


@dataclass(frozen=True)
class Progress:
    """How far a search in the worker has got (0..1): sent while it works."""

    value: float


def job_for(payload: Payload, timeout: float) -> Any:
    """The job a request asks for: something with ``step(seconds)`` (its answer, or None
    until done) and ``cancel()``; a review's also has ``progress``. Raises for a payload
    it cannot use (a bad layout, a refused move)."""
    kind = payload[0]
    if kind == HINT:  # a position without a past (the review's better move)
        return HintJob(game_from_layout(payload[1]), timeout)
    if kind == REVIEW:
        return review_texts(payload[1], payload[2])
    if kind == LINE:
        return SolveJob(game_from_layout(payload[1]), timeout)
    raise ValueError(f"no such request: {kind!r}")


class WorkerFailed(Exception):
    """The worker could not start, died, or could not work a search out."""


def serve(sock: socket.socket) -> None:
    """The worker process: learn at each position reached and work its hint out, and answer
    the other searches, until told to stop or the app goes away. A game's solver is
    imported when that game is first asked about."""
    conn = WorkerEnd(sock)
    waiting: deque[Message] = deque()
    memory: HintMemory | None = None
    story: Any = None

    def newer(number: int) -> bool:
        """Take what has come in; True when it makes the search of ``number`` stale (a newer
        position or request, the end, or that request dropped)."""
        while conn.poll():
            waiting.append(conn.recv())
        return any(m is None or m[0] != DROP or m[1] == number for m in waiting)

    while True:
        try:
            message = waiting.popleft() if waiting else conn.recv()
        except (EOFError, OSError):  # the app is gone
            return
        if message is None:
            return
        if message[0] == DROP:
            continue
        number = message[1]
        try:
            # Held off from the request to its answer, across the slices: each slice that
            # gave it back set off a collection that walked the search's young memo again.
            with collector_held():
                if message[0] == REACH:
                    _, _, told_story, path, aim, gap = message
                    for layout, beyond in path:
                        game = game_from_layout(layout)
                        game.set_beyond_layout(beyond)
                        if gap or memory is None or told_story != story or memory.name != game.name:
                            memory, story, gap = HintMemory(game.name), told_story, False
                        for _ in memory.played(game):  # never skipped: the memory is the history
                            newer(number)
                    if newer(number):  # a newer position came meanwhile: its hint is wanted
                        continue
                    job: Any = HintJob(game, TIMEOUT_S, memory, aim)
                else:
                    _, _, payload, timeout = message
                    job = job_for(payload, timeout)
                told = -1.0
                while (answer := job.step(SLICE_S)) is None:
                    progress = getattr(job, "progress", None)
                    if progress is not None and progress - told >= 0.01:
                        conn.send((number, Progress(progress)))
                        told = progress
                    if newer(number):  # this search is stale
                        job.cancel()
                        break
                else:
                    conn.send((number, answer))
        except (EOFError, OSError):
            return
        except Exception:  # a refused layout or a solver bug: the app falls back
            log.exception("hint worker: message %s %s failed", message[0], number)
            with contextlib.suppress(EOFError, OSError):
                conn.send((number, None))


class Outbox:
    """What waits to be sent to the worker, bounded: the positions one table reaches in a
    row merge into one message (``MAX_PATH`` at most, the oldest dropped and the gap told),
    and past ``MAX_WAITING`` messages the oldest go (a worker that reads nothing that long is
    replaced anyway). A request dropped before it was sent is taken out."""

    def __init__(self) -> None:
        self._waiting: deque[tuple[Any, ...]] = deque()

    def __len__(self) -> int:
        return len(self._waiting)

    def put(self, message: tuple[Any, ...]) -> None:
        last = self._waiting[-1] if self._waiting else None
        if message[0] == REACH and last is not None and last[0] == REACH and \
                last[2] == message[2]:
            self._waiting[-1] = _merged(last, message)
        else:
            self._waiting.append(message)
        while len(self._waiting) > MAX_WAITING:
            gone = self._waiting.popleft()
            if gone[0] == REACH:
                self._tell_gap(gone[2])

    def take(self) -> tuple[Any, ...]:
        return self._waiting.popleft()

    def cancel(self, number: int) -> bool:
        """Take out the request ``number`` if it is still waiting; whether it was."""
        for message in self._waiting:
            if message[0] == ASK and message[1] == number:
                self._waiting.remove(message)
                return True
        return False

    def _tell_gap(self, story: Any) -> None:
        for i, message in enumerate(self._waiting):
            if message[0] == REACH and message[2] == story:
                self._waiting[i] = (*message[:5], True)
                return


def _merged(first: tuple[Any, ...], then: tuple[Any, ...]) -> tuple[Any, ...]:
    """Two messages of positions reached in a row at one table, as one."""
    _, _, story, path, _, gap = first
    _, number, _, more, aim, more_gap = then
    path = (*path, *more)
    if len(path) > MAX_PATH or more_gap:
        path, gap = path[-MAX_PATH:], True
    return (REACH, number, story, path, aim, gap)


class Worker(Protocol):
    """What the table and the other screens need from a worker (the tests and the bench give
    their own)."""

    def start(self) -> None: ...
    def stop(self) -> None: ...
    def knows(self, number: int) -> bool: ...
    def reach(self, story: Any, game: Variant, aim: str, start: bool = False) -> int: ...
    def ask(self, payload: Payload, timeout: float) -> int: ...
    def answer(self, number: int) -> Any: ...
    def drop(self, number: int) -> None: ...
    def give_up(self) -> None: ...

    @property
    def usable(self) -> bool: ...


class HintWorker:
    """The worker process seen from the app; nothing here waits for it. ``start`` spawns it
    (again after a ``stop``); ``reach`` sends a position and returns its number (0: not sent,
    no worker running); ``ask`` sends another search (starting the worker) and returns its
    number; ``answer(number)`` is that number's answer once come (None before). They raise
    ``WorkerFailed``."""

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self._clock = clock  # for the deadline of a worker that reads nothing (tests step it)
        self._process: Any = None
        self._line: AppEnd | None = None
        self._outbox = Outbox()
        self._stalled_since: float | None = None  # the line has been full since (clock)
        self._dying: list[Any] = []  # killed processes, reaped once they have ended
        self._number = 0
        self._answers: dict[int, Any] = {}
        self._first = 1  # the first number the running process was sent
        self.failures = 0
        self.progress: dict[int, float] = {}  # the last progress heard, by request

    @property
    def usable(self) -> bool:
        return self.failures < MAX_FAILURES

    @property
    def running(self) -> bool:
        return self._line is not None

    def start(self) -> None:
        """Spawn the worker unless it runs (it imports while the app goes on)."""
        if not self.usable:
            return
        with contextlib.suppress(WorkerFailed):
            self._start()

    def _start(self) -> AppEnd:
        if self._process is not None:
            if self._line is not None and self._process.is_alive():
                return self._line
            self.failures += 1  # it died between requests
        self.stop()
        # Spawn, not fork: a forked copy of a process running SDL is not safe to use.
        context = multiprocessing.get_context("spawn")
        try:
            ours, theirs = pair()
        except OSError as exc:
            self.failures += 1
            raise WorkerFailed(f"cannot start: {exc}") from exc
        try:
            process = context.Process(target=serve, args=(theirs,), daemon=True,
                                      name="solitaire-hints")
            process.start()
        except Exception as exc:  # no processes allowed here, no memory, a frozen build...
            ours.close()
            self.failures += 1
            raise WorkerFailed(f"cannot start: {exc}") from exc
        finally:
            theirs.close()
        self._process, self._line = process, AppEnd(ours)
        self._answers.clear()
        self.progress.clear()
        self._first = self._number + 1
        log.info("hint worker started (process %s)", process.pid)
        return self._line

    def _send(self, message: tuple[Any, ...]) -> None:
        if self._line is None:
            raise WorkerFailed("not running")
        self._outbox.put(message)
        self._exchange()

    def _exchange(self) -> None:
        """Write what the line takes now and take what has come in; never waits. A worker
        that has read nothing for WORKER_DEADLINE_S is replaced."""
        line = self._line
        if line is None:
            raise WorkerFailed("not running")
        try:
            while line.flush() and self._outbox:
                line.send(self._outbox.take())
            for message in line.receive():
                self._took(message)
        except LineBroken as exc:
            self.give_up()
            raise WorkerFailed(str(exc)) from exc
        if line.free:
            self._stalled_since = None
            return
        now = self._clock()
        if self._stalled_since is None:
            self._stalled_since = now
        elif now - self._stalled_since > WORKER_DEADLINE_S:
            log.warning("hint worker: it has read nothing for %.0f s; replaced",
                        WORKER_DEADLINE_S)
            self.give_up()
            raise WorkerFailed("it reads nothing")

    def _took(self, message: Any) -> None:
        """One answer or progress that came in (the latest few are kept)."""
        try:
            got, told = message
        except (TypeError, ValueError) as exc:
            raise LineBroken(f"not an answer: {message!r:.80}") from exc
        if isinstance(told, Progress):
            self.progress[got] = told.value
            return
        self._answers[got] = told
        self.progress.pop(got, None)
        while len(self._answers) > KEEP_ANSWERS:
            del self._answers[min(self._answers)]
        while len(self.progress) > KEEP_ANSWERS:
            del self.progress[min(self.progress)]

    def reach(self, story: Any, game: Variant, aim: str, start: bool = False) -> int:
        """The player reached ``game``'s position at the table ``story``: the worker learns
        there and works its hint out. Returns the position's number; 0 when no worker runs
        (``start``: start one first)."""
        if start:
            self._start()
        if self._line is None:
            return 0
        self._number += 1
        path = ((game.layout(), game.beyond_layout()),)
        self._send((REACH, self._number, story, path, aim, False))
        return self._number

    def ask(self, payload: Payload, timeout: float) -> int:
        """Another search (a review, a winning line): its number."""
        self._start()
        self._number += 1
        self._send((ASK, self._number, payload, timeout))
        return self._number

    def knows(self, number: int) -> bool:
        """Whether ``number`` was sent to the process running now."""
        return self._line is not None and self._first <= number <= self._number

    def answer(self, number: int) -> Any:
        """The answer for ``number`` if it has come (progress is noted in ``progress``)."""
        self._exchange()
        if number not in self._answers:
            return None
        told = self._answers[number]
        if told is None:
            raise WorkerFailed("the search failed")
        self.failures = 0  # it works: only failures in a row make the app give up
        return told

    def drop(self, number: int) -> None:
        """Tell the worker request ``number`` is no longer wanted (it moves on at once)."""
        if self._line is None or self._outbox.cancel(number):
            return
        with contextlib.suppress(WorkerFailed):
            self._send((DROP, number))

    def give_up(self) -> None:
        """Count a failure and put a fresh worker in this one's place (none once the app has
        given up on workers: ``usable``)."""
        self.failures += 1
        self.stop()
        self.start()

    def stop(self) -> None:
        """End the worker at once: a busy, hung or stopped one is killed (it holds nothing
        worth keeping), and reaped later rather than waited for."""
        line, process = self._line, self._process
        self._line = self._process = None
        self._outbox = Outbox()
        self._stalled_since = None
        if line is not None:
            line.close()  # a worker between searches sees the end at once
        if process is not None:
            with contextlib.suppress(OSError, ValueError, AttributeError):
                process.kill()
            self._dying.append(process)
        self._dying = [p for p in self._dying if _still_there(p)]


def _still_there(process: Any) -> bool:
    """Whether a killed worker has yet to end (asking reaps one that has: no zombie)."""
    try:
        return bool(process.is_alive())
    except (OSError, ValueError, AssertionError):
        return False


_shared: HintWorker | None = None


def shared() -> Worker:
    """The app's one worker (made on first use; its process when ``start`` is called)."""
    global _shared
    if _shared is None:
        _shared = HintWorker()
    return _shared


class _Request(Protocol):
    in_loop: bool


def _worker_answer(request: _Request, worker: Worker, number: int, silent: float) -> Any:
    """Request ``number``'s answer if it has come; the request goes on in the frame loop when
    the worker fails, or has been silent past ``WORKER_DEADLINE_S`` (it is then given up)."""
    try:
        answer = worker.answer(number)
    except WorkerFailed as exc:
        _fall_back(request, str(exc))
        return None
    if answer is None and silent > WORKER_DEADLINE_S:
        worker.give_up()
        _fall_back(request, "no answer in time", hung=True)
    return answer


def _fall_back(request: _Request, why: str, hung: bool = False) -> None:
    # A worker that cannot start or dies is a defect (a bundle without freeze_support,
    # say): an error in the log. One slow to answer may only be a busy machine.
    log.log(logging.WARNING if hung else logging.ERROR,
            "hint worker: %s; the search is worked out in the frame loop", why)
    request.in_loop = True


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
                _fall_back(self, str(exc))

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
        answer: Hint | None = _worker_answer(self, self.worker, self.number,
                                             now - self.started)
        return answer

    def cancel(self) -> None:
        """The press is no longer wanted. The worker's hint of the position is kept: the
        next press there finds it."""
        if self.job is not None:
            self.job.cancel()


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
                _fall_back(self, str(exc))

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
        heard = getattr(self.worker, "progress", {}).get(self.number)
        if heard is not None and heard > self.progress:
            self.progress, self.heard = heard, now
        return _worker_answer(self, self.worker, self.number, now - self.heard)

    def cancel(self) -> None:
        if self.job is not None:
            self.job.cancel()
        elif not self.in_loop and self.worker is not None and not self.done:
            self.worker.drop(self.number)


def review_request(start: Variant, moves: list[Any], worker: Any = "shared") -> SearchRequest:
    """Ask for the review of a game (``start`` and its exact ``moves``), of the shared
    worker by default (None: the frame loop). The results ask as soon as they show, so the
    review is there when Review is pressed."""
    payload = (REVIEW, start.layout(), [str(m) for m in moves])
    return SearchRequest(payload, time.monotonic(), shared() if worker == "shared" else worker)
