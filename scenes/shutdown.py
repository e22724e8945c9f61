"""SIGTERM ends the app within a second, after saving: while it starts, while it runs, in kiosk
mode too.

SDL turns SIGTERM into a QUIT event, which waits for the loop to read it (so not at all while
the app is still starting), and which kiosk mode ignores. So ``main.py`` calls ``install()``
first thing, before SDL starts (SDL keeps a handler it finds in place), and SIGTERM is ours:

- while the app starts, the handler raises ``Terminated``, a BaseException that no ``except
  Exception`` swallows (where C code wraps it, in a SystemError, it stays the error's cause:
  ``cut_short_by`` finds it); ``main.py`` catches it, ``save()``s what the store holds and exits 0
  at once (``exit_if_terminated``: a start cut short may leave threads running that nobody will
  stop, pygame_gui's resource loaders, which Python would wait for at exit). The handler may
  run inside a Python function that C code calls and whose exception it drops (SDL asking
  pygame for the window's icon): so the App calls ``check()`` between the steps of its start,
  and the loop on entry, and each raises ``Terminated`` again once a SIGTERM has come;
- while a loop runs (``with loop(stop):`` in ``App.run`` and ``main.py --frames``) it asks
  the loop to stop: the loop ends within a frame, the App saves the game on the table and
  ``main.py`` what the store holds, and exits 0 at once (``exit_if_terminated``: the
  interpreter's own teardown, a few hundred milliseconds of CPU, is skipped);
- a frame that opens a screen or draws one may take a few hundred milliseconds of CPU, seconds
  on a loaded machine: the parts of a frame that change nothing the app keeps (building a
  screen, drawing, the widgets' own update) run inside ``cuttable()``, where SIGTERM raises
  ``Terminated`` as well, so they are dropped at once; ``loop`` takes that ``Terminated`` as the
  loop's end, and the save follows as above. The screen being built is lost (the app is
  ending); the game, never changed inside a cuttable part, is saved whole;
- after that (saving, closing) a second SIGTERM changes nothing: the app is already ending;
- a watchdog thread, woken by the signal itself (``signal.set_wakeup_fd``: it is told even
  while the main thread waits in C code, where no Python handler runs: an SDL wait, a
  driver), ends the process with exit code 143 (128 + SIGTERM) if it is still there
  ``DEADLINE_SECONDS`` after the signal. Files are written atomically (``game.store.files``),
  so even that leaves the last save whole. (C code that holds the GIL for seconds would stop
  the watchdog too; the game has none: its searches are Python, run in a worker process.)

Nothing here blocks: every file the app opens goes through the one door of
``game.store.files``, which never waits on a FIFO.
"""

from __future__ import annotations

import contextlib
import logging
import os
import signal
import sys
import threading
import time
from collections.abc import Callable, Iterator
from types import FrameType

DEADLINE_SECONDS = 0.9  # from the signal to the end of the process, saving included
EXIT_FORCED = 128 + 15  # what a shell reports for a process SIGTERM ended

log = logging.getLogger("solitaire.app")


class Terminated(BaseException):
    """SIGTERM arrived while the app was starting: unwinds to ``main.py``."""


_stop: Callable[[], None] | None = None  # the running loop's way to end
_ending = False  # the loop has ended or Terminated was raised: the app is on its way out
_installed = False
_cut_short = False  # Terminated was raised: the start was interrupted (maybe swallowed)
_terminated = False  # SIGTERM came: the app ends once it has saved
_cuttable = 0  # how deep the frame is in parts that SIGTERM may cut short
_savers: list[Callable[[], object]] = []
_signalled = 0  # the signal that came, not yet logged (``_report``)


def _on_sigterm(signum: int, frame: FrameType | None) -> None:
    global _ending, _cut_short, _terminated, _signalled
    if _ending:
        return
    # Logged later (``_report``), not here: a handler that runs while the main thread is
    # inside the log file's write finds that write re-entered, and logging drops the line.
    _signalled = signum
    _terminated = True
    if _stop is not None:
        _stop()
        if _cuttable:  # building or drawing a screen: dropped, the loop ends now
            _ending = True
            raise Terminated
        return
    _ending = _cut_short = True
    raise Terminated


def install() -> None:
    """Take SIGTERM for this process (call before ``pygame.init``), and start the watchdog."""
    global _installed
    signal.signal(signal.SIGTERM, _on_sigterm)
    _installed = True
    with contextlib.suppress(AttributeError, OSError, ValueError):  # no pipes (Windows)
        read_end, write_end = os.pipe()
        os.set_blocking(write_end, False)
        signal.set_wakeup_fd(write_end, warn_on_full_buffer=False)
        threading.Thread(target=_watch, args=(read_end,), name="sigterm-watchdog",
                         daemon=True).start()


def _watch(read_end: int) -> None:
    """Wait for SIGTERM's byte; then give the app DEADLINE_SECONDS to end by itself."""
    while True:
        try:
            got = os.read(read_end, 64)
        except OSError:
            return
        if not got:
            return
        if signal.SIGTERM in got:
            time.sleep(DEADLINE_SECONDS)
            log.critical("still running %.1f s after SIGTERM: ended (exit code %d)",
                         DEADLINE_SECONDS, EXIT_FORCED)
            os._exit(EXIT_FORCED)


@contextlib.contextmanager
def loop(stop: Callable[[], None]) -> Iterator[None]:
    """While the block runs, SIGTERM calls ``stop`` (the loop ends at its frame's end) instead
    of raising, or, inside a ``cuttable`` part of a frame, also raises ``Terminated``, which
    ends the block here. Without ``install()`` (an App run by a test) SIGTERM is taken for the
    block and given back after it."""
    global _stop, _ending, _terminated
    previous = None
    if not _installed:
        with contextlib.suppress(ValueError):  # not the main thread
            previous = signal.signal(signal.SIGTERM, _on_sigterm)
    check()  # a Terminated dropped by C code during the start
    _stop, _ending = stop, False
    try:
        yield
    except BaseException as exc:
        if not (_terminated and cut_short_by(exc)):
            raise
        _report()
        log.info("a frame cut short by the signal: the app ends")
    finally:
        _report()
        _stop = None
        _ending = _installed  # a real app ends after its loop; a test's may run again
        if not _installed:
            _terminated = False  # a test's App may run again
        if previous is not None:
            signal.signal(signal.SIGTERM, previous)


@contextlib.contextmanager
def cuttable() -> Iterator[None]:
    """A part of a frame that changes nothing the app keeps (a screen built, a frame drawn):
    SIGTERM inside a loop cuts it short with ``Terminated``, and a frame after SIGTERM skips
    it."""
    global _cuttable
    if _terminated and _stop is not None:
        raise Terminated
    _cuttable += 1
    try:
        yield
    finally:
        _cuttable -= 1


def terminated() -> bool:
    """Whether SIGTERM has come (the app ends after saving)."""
    return _terminated


def cut_short_by(error: BaseException) -> bool:
    """Whether ``error`` is ``Terminated``, or came of one: C code that a Python callback of
    ours failed inside (pygame loading a font from a file object) reports a SystemError
    caused by it."""
    seen: set[int] = set()
    current: BaseException | None = error
    while current is not None and id(current) not in seen:
        if isinstance(current, Terminated):
            return True
        seen.add(id(current))
        current = current.__cause__ or current.__context__
    return False


def check() -> None:
    """Raise ``Terminated`` again if SIGTERM cut the start short and the first one was lost."""
    if _cut_short and _stop is None:
        raise Terminated


def remember(saver: Callable[[], object]) -> None:
    """What ``save()`` runs if SIGTERM ends the app before its loop (the App's store)."""
    _savers[:] = [saver]


def _report() -> None:
    """Log the signal that came, once, from the main thread's own path out."""
    global _signalled
    if _signalled:
        log.info("terminated by signal %d", _signalled)
        _signalled = 0


def save() -> None:
    """Write what is held in memory (after ``Terminated``); never raises."""
    _report()
    for saver in _savers:
        try:
            saver()
        except Exception:
            log.exception("could not save on SIGTERM")


def exit_if_terminated(code: int) -> None:
    """After SIGTERM (and the save): end the process now, with ``code``, the log and the
    standard streams flushed (what was saved is on disk), without the interpreter's teardown
    nor waiting for threads a start cut short left behind. Returns if no SIGTERM came."""
    if not (_cut_short or _terminated):
        return
    _report()
    logging.shutdown()
    for stream in (sys.stdout, sys.stderr):
        with contextlib.suppress(Exception):
            stream.flush()
    os._exit(code)
