"""The app as ``main.py`` runs it, with a game on its table, that opens a screen when told,
and ``sigterm_while_opening``, which tells it and sends SIGTERM a moment later, the app
starved of CPU if asked (``Starved``) (tests/test_shutdown.py, ``python -m tests.bench
terminate --screens``; issue #36, item 7).

    python -m tests.sigterm_driver DATA_DIR SCREEN

Before the loop it plays ``PLAYED`` moves of Golf's deal 5 on the table (saved as it goes);
the test reads the saved game back after the end. SIGUSR1 opens the screen (the log says
"opening <screen>").
"""

from __future__ import annotations

import contextlib
import logging
import os
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
HEADLESS = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
SLICE_S = 0.004  # a starved app runs one slice of this in SHARE
SHARE = 8  # an eighth of a core: what a load of 15 on two cores leaves one process

PLAYED = ("s", "s", "s")  # Golf's draws: legal on every deal


def intents(app: Any) -> dict[str, Callable[[], Any]]:
    from game.session import Session
    from scenes import intents as go

    game = app.game
    return {
        "table": lambda: go.OpenTable(Session.resume(app.store)),
        "menu": lambda: go.ToMenu(),
        "review": lambda: go.Review(game.clone(), [], None),
        "stats": lambda: go.Stats("golf"),
        "calendar": lambda: go.Calendar("golf"),
        "history": lambda: go.History("golf"),
        "settings": lambda: go.Settings(),
        "about": lambda: go.About(),
        "rules": lambda: go.Rules("golf"),
        "examples": lambda: go.Examples("golf"),
        "new game": lambda: go.NewGame("golf"),
        "lesson": lambda: go.Lesson("golf"),
    }


def main(argv: list[str]) -> int:
    data, screen = Path(argv[0]), argv[1]
    from scenes import shutdown

    shutdown.install()
    from game.session import Session
    from scenes import intents as go
    from scenes.app import App

    app = App((1280, 800), "en", data_dir=data, lessons=False)
    session = Session.start(app.store, "golf", "E", 5)
    app.navigate(go.OpenTable(session))
    for token in PLAYED:
        app.scene.play_move(app.game.parse_move(token))  # type: ignore[union-attr]
    app.step([], dt=1.0)
    opening = intents(app)[screen]
    asked: list[int] = []
    signal.signal(signal.SIGUSR1, lambda *_: asked.append(1))
    frame = app._frame

    def frame_that_opens() -> None:
        if asked:
            asked.clear()
            logging.getLogger("solitaire.app").info("opening %s", screen)
            app.navigate(opening())
        frame()

    app._frame = frame_that_opens  # type: ignore[method-assign]
    logging.getLogger("solitaire.app").info("ready")
    code = app.run()
    getattr(shutdown, "exit_if_terminated", lambda _code: None)(code)
    return code


class Starved:
    """What CPU hogs do to the app, without taking anyone's CPU (the machine is shared): it is
    stopped (SIGSTOP) for SHARE - 1 slices of every SHARE, so it runs an eighth of the time;
    its watchdog's clock goes on meanwhile."""

    def __init__(self, pid: int) -> None:
        self.pid = pid
        self.done = threading.Event()
        self.thread = threading.Thread(target=self._run, daemon=True)

    def __enter__(self) -> Starved:
        self.thread.start()
        return self

    def __exit__(self, *_exc: object) -> None:
        self.done.set()
        self.thread.join()

    def _run(self) -> None:
        while not self.done.is_set():
            try:
                os.kill(self.pid, signal.SIGSTOP)
                time.sleep(SLICE_S * (SHARE - 1))
                os.kill(self.pid, signal.SIGCONT)
            except ProcessLookupError:
                return
            time.sleep(SLICE_S)
        with contextlib.suppress(ProcessLookupError):
            os.kill(self.pid, signal.SIGCONT)


def _wait_in_log(log: Path, words: str, proc: subprocess.Popen[bytes], after: int = 0) -> None:
    deadline = time.monotonic() + 120
    while not (log.exists() and words in log.read_text(errors="replace")[after:]):
        if proc.poll() is not None or time.monotonic() > deadline:
            raise RuntimeError(f"the app never logged {words!r}")
        time.sleep(0.005)


def sigterm_while_opening(data: Path, screen: str, moment: float, starved: bool
                          ) -> tuple[float, int, str]:
    """Start the driver on ``data``, open ``screen``, send SIGTERM ``moment`` seconds after
    the log says it opens: the seconds from the signal to the process's end, its exit code,
    and its log."""
    log = data / "logs" / "solitaire.log"
    proc = subprocess.Popen([sys.executable, "-m", "tests.sigterm_driver", str(data), screen],
                            cwd=ROOT, env=HEADLESS, stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL)
    try:
        _wait_in_log(log, "hint worker started", proc)
        with Starved(proc.pid) if starved else contextlib.nullcontext():
            told = len(log.read_text(errors="replace"))
            proc.send_signal(signal.SIGUSR1)
            _wait_in_log(log, f"opening {screen}", proc, told)
            time.sleep(moment)
            sent = time.perf_counter()
            proc.send_signal(signal.SIGTERM)
            code = proc.wait(timeout=120)
            seconds = time.perf_counter() - sent
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    return seconds, code, log.read_text(errors="replace")


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
