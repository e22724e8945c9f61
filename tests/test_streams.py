"""Standard streams closed, on a full device, or a pipe that closed (game/pipes.py; issue #36,
items 3 to 6): every command of ``python -m game`` and the app end cleanly, never with a
traceback, and the exit status says what happened: 0 done (the output discarded where the
caller closed the stream), 2 bad input, 141 a closed pipe, 74 an output that could not be
written. Each case is a process of its own, as a shell or a supervisor starts it.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from game.pipes import EXIT_CLOSED_PIPE, EXIT_OUTPUT_FAILED

from .conftest import ROOT

pytestmark = pytest.mark.skipif(not Path("/dev/full").exists(), reason="needs /dev/full")

HEADLESS = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
TIMEOUT = 120  # seconds: only ever reached by a hang
CLOSED, FULL, GONE = "closed", "full", "closed pipe"
COMMANDS = {  # what runs, and its exit status with every stream in place
    "daily": (["-m", "game", "daily", "golf", "--date", "2026-01-01"], 0),
    "bad code": (["-m", "game", "describe", "BADCODE"], 2),
    "help": (["-m", "game", "--help"], 0),
    "main.py --version": ([str(ROOT / "main.py"), "--version"], 0),
}


@contextmanager
def stream(state: str | None) -> Iterator[int | None]:
    """A descriptor for a standard stream in ``state`` (None: a pipe the test reads)."""
    if state == FULL:
        fd = os.open("/dev/full", os.O_WRONLY)
    elif state == GONE:
        read_end, fd = os.pipe()
        os.close(read_end)  # the reader (head -c 0) has gone before the first line
    else:
        yield None
        return
    try:
        yield fd
    finally:
        os.close(fd)


def _run(argv: list[str], out: str | None, err: str | None,
         data: Path | None = None) -> subprocess.CompletedProcess[str]:
    def close() -> None:  # what the shell does for >&- and 2>&-
        for fd, state in ((1, out), (2, err)):
            if state == CLOSED:
                os.close(fd)

    with stream(out) as out_fd, stream(err) as err_fd:
        return subprocess.run(
            [sys.executable, *argv], cwd=data or ROOT, env=HEADLESS, timeout=TIMEOUT,
            stdout=out_fd if out_fd is not None else subprocess.PIPE,
            stderr=err_fd if err_fd is not None else subprocess.PIPE,
            text=True, check=False, preexec_fn=close)


def _expected(status: int, out: str | None, app: bool) -> int:
    if status or app or out in (None, CLOSED):  # a bad input says more; the app ignores it
        return status
    return EXIT_CLOSED_PIPE if out == GONE else EXIT_OUTPUT_FAILED


@pytest.mark.parametrize("name", list(COMMANDS))
@pytest.mark.parametrize(("out", "err"), [
    (CLOSED, None), (None, CLOSED), (FULL, None), (None, FULL), (GONE, FULL),
])
def test_the_command_line_ends_cleanly_whatever_its_streams(
    name: str, out: str | None, err: str | None
) -> None:
    argv, status = COMMANDS[name]
    result = _run(argv, out, err)
    assert result.returncode == _expected(status, out, app="main.py" in argv[0]), result
    told = result.stderr or ""
    assert "Traceback" not in told and "Exception ignored" not in told, told
    if err is None and result.returncode == EXIT_OUTPUT_FAILED:
        assert told.strip() == ("python -m game: cannot write standard output "
                                "(No space left on device)")


@pytest.mark.parametrize(("out", "err"), [(FULL, None), (CLOSED, CLOSED)])
def test_the_app_starts_and_ends_whatever_its_streams(
    tmp_path: Path, out: str | None, err: str | None
) -> None:
    """pygame's import banner on a full device stopped the start (issue #36, item 5)."""
    data = tmp_path / "data"
    result = _run([str(ROOT / "main.py"), "--kiosk", "--frames", "3", "--size", "800x480",
                   "--data-dir", str(data)], out, err, tmp_path)
    assert result.returncode == 0, result.stderr
    log = (data / "logs" / "solitaire.log").read_text(encoding="utf-8")
    assert "first frame drawn" in log and "Traceback" not in log


def test_the_kiosk_with_its_streams_closed_ends_cleanly_on_sigterm(tmp_path: Path) -> None:
    """It exited 1 with an AttributeError from a flush of no stream (issue #36, item 6)."""
    data = tmp_path / "data"
    data.mkdir()
    (data / "settings.json").write_text('{"version": 1, "kiosk_exit_pin": "739152"}')

    def close() -> None:
        os.close(1)
        os.close(2)

    proc = subprocess.Popen([sys.executable, str(ROOT / "main.py"), "--kiosk", "--size",
                             "800x480", "--data-dir", str(data)], env=HEADLESS,
                            preexec_fn=close)
    log = data / "logs" / "solitaire.log"
    try:
        deadline = time.monotonic() + TIMEOUT
        while not (log.exists() and "first frame drawn" in log.read_text(encoding="utf-8")):
            assert proc.poll() is None and time.monotonic() < deadline
            time.sleep(0.05)
        proc.send_signal(signal.SIGTERM)
        assert proc.wait(timeout=TIMEOUT) == 0
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    text = log.read_text(encoding="utf-8")
    assert "terminated by signal 15" in text and "Traceback" not in text
