"""scenes/shutdown.py: SIGTERM ends the app while it starts, while its loop runs (after saving
the game on the table) and even while its main thread is stuck in C code.

``install()`` changes the whole process (a signal handler, a wake-up descriptor, a watchdog
thread), so the tests that call it run a small program of their own; every one has a timeout.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from scenes import shutdown
from scenes.app import App

from .conftest import ROOT

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="POSIX signals")


def _program(body: str) -> subprocess.CompletedProcess[str]:
    prelude = ("import os, signal, sys, time\n"
               f"sys.path.insert(0, {str(ROOT)!r})\n"
               "from scenes import shutdown\n"
               "shutdown.install()\n")
    return subprocess.run([sys.executable, "-c", prelude + body], capture_output=True,
                          text=True, timeout=60, check=False)


def test_sigterm_while_starting_raises_terminated_and_saves() -> None:
    result = _program(
        "shutdown.remember(lambda: print('saved'))\n"
        "try:\n"
        "    os.kill(os.getpid(), signal.SIGTERM)\n"
        "    time.sleep(30)\n"  # a start-up that would go on: the handler interrupts it
        "    print('not interrupted')\n"
        "except shutdown.Terminated:\n"
        "    shutdown.save()\n"
        "    os.kill(os.getpid(), signal.SIGTERM)\n"  # a second one while ending: ignored
        "    print('ended')\n"
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == ["saved", "ended"]


def test_sigterm_in_a_loop_asks_it_to_stop_instead() -> None:
    result = _program(
        "stopped = []\n"
        "with shutdown.loop(lambda: stopped.append(1)):\n"
        "    os.kill(os.getpid(), signal.SIGTERM)\n"
        "    for _ in range(100):\n"
        "        if stopped:\n"
        "            break\n"
        "        time.sleep(0.01)\n"
        "print('stopped' if stopped else 'running')\n"
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "stopped"


def test_a_main_thread_stuck_in_c_code_is_ended_by_the_watchdog() -> None:
    result = _program(
        "import threading\n"
        "os.environ['SDL_VIDEODRIVER'] = os.environ['SDL_AUDIODRIVER'] = 'dummy'\n"
        "import pygame\n"
        "threading.Timer(0.2, os.kill, (os.getpid(), signal.SIGTERM)).start()\n"
        # SDL_Delay sleeps again after a signal: no Python handler runs until it returns
        "pygame.time.wait(30000)\n"
        "print('finished')\n"
    )
    assert result.returncode == shutdown.EXIT_FORCED == 143
    assert "finished" not in result.stdout


def test_sigterm_during_the_loop_saves_the_game_with_its_time(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The table's game is written when the loop ends, with the time played since its last
    move (an App stepped by a test takes SIGTERM for its loop only)."""
    import pygame

    monkeypatch.setattr(pygame, "quit", lambda: None)  # keep the fonts for later tests
    app = App((800, 480), "en", data_dir=tmp_path)
    session = app.nav.start_game("golf", "E", 1)
    session.play(session.game.legal_moves()[0])  # saved, at about 0 s of play
    saved = json.loads((tmp_path / "savegame.json").read_text())
    before = signal.getsignal(signal.SIGTERM)
    timer = threading.Timer(1.0, os.kill, (os.getpid(), signal.SIGTERM))
    timer.start()
    try:
        assert app.run() == 0
    finally:
        timer.cancel()
    after = json.loads((tmp_path / "savegame.json").read_text())
    assert after["elapsed"] > saved["elapsed"] + 0.5
    assert signal.getsignal(signal.SIGTERM) is before  # given back after the loop


def test_a_terminated_wrapped_by_c_code_is_still_known() -> None:
    """pygame calling back into Python (a font read from a file object) reports the
    callback's failure as a SystemError caused by it."""
    try:
        try:
            raise shutdown.Terminated
        except shutdown.Terminated as inner:
            raise SystemError("returned a result with an exception set") from inner
    except SystemError as outer:
        assert shutdown.cut_short_by(outer)
    assert not shutdown.cut_short_by(SystemError("a real one"))
    assert not shutdown.cut_short_by(KeyboardInterrupt())


def test_sigterm_cuts_a_screen_being_built_short_and_saves(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue #36, item 10: a screen that takes long to build (seconds on a loaded machine)
    held SIGTERM back until it was done: now it is dropped at once, and the game saved."""
    import time

    import pygame

    monkeypatch.setattr(pygame, "quit", lambda: None)  # keep the fonts for later tests
    app = App((800, 480), "en", data_dir=tmp_path)
    session = app.nav.start_game("golf", "E", 1)
    session.play(session.game.legal_moves()[0])
    built: list[object] = []
    real_dialog = app.nav.dialog

    def slow_dialog(intent: object) -> object:
        os.kill(os.getpid(), signal.SIGTERM)
        time.sleep(30)  # still building: SIGTERM cuts it short here
        built.append(intent)
        return real_dialog(intent)  # type: ignore[arg-type]

    monkeypatch.setattr(app.nav, "dialog", slow_dialog)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_n, mod=0, unicode="n"))
    assert app.run() == 0
    assert built == []  # the screen was never finished
    after = json.loads((tmp_path / "savegame.json").read_text())
    assert after["moves"] == 1  # saved whole


# --- SIGTERM while each screen opens, on a starved machine (slow) ------------------------------
SCREENS = ["table", "menu", "review", "stats", "calendar", "history", "settings", "about",
           "rules", "examples", "new game", "lesson"]


@pytest.mark.slow
@pytest.mark.parametrize("screen", SCREENS)
def test_sigterm_while_each_screen_opens_on_a_starved_machine(tmp_path: Path, screen: str) -> None:
    """Issue #36, item 10: at load 13-18, SIGTERM just after Review was pressed took 1.02-1.30
    s, and the watchdog ended the app (exit 143, no save) in 4 of 14 tries. Each screen is
    opened on an app given an eighth of the CPU (``Starved``: what CPU hogs do to it, at load
    15 of two cores) and SIGTERM sent at two seeded moments of its opening: the app ends by
    itself (exit 0, never the watchdog's 143) and the game on its table is saved whole."""
    import random

    from game.store import Store
    from tests.sigterm_driver import PLAYED, sigterm_while_opening

    for moment in random.Random(screen).sample([i / 10 for i in range(10)], 2):  # seconds
        data = tmp_path / f"data-{moment}"
        _seconds, code, log = sigterm_while_opening(data, screen, moment, starved=True)
        assert code == 0, (screen, moment, code, log[-600:])
        assert "terminated by signal 15" in log and "still running" not in log
        saved = Store(data).load_game()
        assert saved is not None and saved.game.moves == len(PLAYED)
