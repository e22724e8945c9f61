"""No hangs, no tracebacks (issue #23, item 8): each case a reviewer reproduced, run as the
player or the operator would, in a process of its own with a timeout (none can hang the
suite; before the fix most of them did, or aborted).

- the log is a FIFO, is ``/dev/full``, or lies on a full disk: the game starts and plays, with
  one line on standard error and no "Logging error" traceback;
- a cut-off font with the manifest gone, a FIFO where the font or the manifest should be: one
  translated line and exit code 1, or (the manifest) a normal start;
- SIGTERM while the app starts or runs: it ends, exit code 0, having said so in its log;
- ``python -m game ... | head -c 0``: no ``BrokenPipeError`` traceback, exit status 141.
"""

from __future__ import annotations

import os
import re
import resource
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game import i18n
from game.pipes import EXIT_CLOSED_PIPE
from scenes.ui.assets import font_problem

from .conftest import ROOT

pytestmark = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs and signals")

HEADLESS = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
FONT = Path("assets") / "fonts" / "Rubik-Regular.ttf"
TIMEOUT = 120  # seconds: only ever reached by a hang


def _installed_copy(tmp_path: Path) -> Path:
    """The game as an installer leaves it, to be damaged."""
    root = tmp_path / "install"
    for name in ("game", "scenes", "assets", "locale"):
        shutil.copytree(ROOT / name, root / name, ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copy(ROOT / "main.py", root / "main.py")
    return root


def _play(main: Path, data: Path, *args: str, limit_bytes: int | None = None
          ) -> subprocess.CompletedProcess[str]:
    def limit() -> None:  # a disk that takes no more than this much of any one file
        if limit_bytes is not None:
            resource.setrlimit(resource.RLIMIT_FSIZE, (limit_bytes, limit_bytes))

    return subprocess.run(
        [sys.executable, str(main), "--frames", "3", "--size", "800x480", "--lang", "en",
         "--data-dir", str(data), *args],
        capture_output=True, text=True, env=HEADLESS, timeout=TIMEOUT, check=False,
        preexec_fn=limit if limit_bytes is not None else None,
    )


def _lines(stderr: str) -> list[str]:
    return [x for x in stderr.splitlines() if x and not x.startswith("pygame-ce ")]


# --- one door -------------------------------------------------------------------------------

# What may open a file other than game/store/files.py, and why.
OPENS = re.compile(r"\bopen\(|\.open\(|read_text\(|read_bytes\(|write_text\(|write_bytes\(|"
                   r"fdopen\(|FileHandler\(|pygame\.font\.Font\(|image\.load\(|Sound\(file")
ALLOWED = {
    ("game/pipes.py", "os.open(os.devnull"),  # the null device, in place of a closed stream
    ("game/pipes.py", "open(fd, mode"),  # a standard stream's own descriptor, given back
    ("scenes/ui/text.py", "pygame.font.Font(path"),  # a font path text.font_path checked
    ("scenes/ui/sketch.py", "pygame.font.Font(path"),  # the same: the Gui passes it
}


def test_every_file_is_opened_through_the_one_door() -> None:
    found = []
    for path in [ROOT / "main.py", *sorted((ROOT / "game").rglob("*.py")),
                 *sorted((ROOT / "scenes").rglob("*.py"))]:
        name = path.relative_to(ROOT).as_posix()
        if name == "game/store/files.py":
            continue
        for line in path.read_text(encoding="utf-8").splitlines():
            if OPENS.search(line) and not any(name == n and words in line
                                              for n, words in ALLOWED):
                found.append(f"{name}: {line.strip()}")
    assert not found, found


# --- the log ---------------------------------------------------------------------------------

@pytest.mark.parametrize("kind", ["fifo", "dev-full"])
def test_a_log_that_is_not_a_file_is_refused_at_once(tmp_path: Path, kind: str) -> None:
    log = tmp_path / "data" / "logs" / "solitaire.log"
    log.parent.mkdir(parents=True)
    if kind == "fifo":
        os.mkfifo(log)
    else:
        log.symlink_to("/dev/full")
    result = _play(ROOT / "main.py", tmp_path / "data")
    assert result.returncode == 0, result.stderr
    assert _lines(result.stderr) == [
        f"solitaire: cannot write the log {log} (not a regular file); "
        "the game goes on without it"]


def test_a_log_on_a_full_disk_says_so_once_without_a_traceback(tmp_path: Path) -> None:
    data = tmp_path / "data"
    log = data / "logs" / "solitaire.log"
    log.parent.mkdir(parents=True)
    log.write_text("x" * 50_000)  # the disk is full at this size (settings and stats fit)
    result = _play(ROOT / "main.py", data, limit_bytes=50_000)
    assert result.returncode == 0, result.stderr
    assert "Logging error" not in result.stderr and "Traceback" not in result.stderr
    lines = _lines(result.stderr)
    assert len(lines) == 1 and lines[0].startswith(f"solitaire: cannot write the log {log} ")
    assert log.stat().st_size == 50_000  # nothing could be added, and the game went on


# --- fonts and the manifest ------------------------------------------------------------------

def test_a_cut_off_font_without_a_manifest_is_one_translated_line(tmp_path: Path) -> None:
    root = _installed_copy(tmp_path)
    (root / "assets" / "manifest.json").unlink()
    font = root / FONT
    font.write_bytes(font.read_bytes()[: font.stat().st_size // 2])
    result = _play(root / "main.py", tmp_path / "data", "--lang", "hu")
    assert result.returncode == 1, result.stderr  # not an abort (-6) inside pygame_gui
    assert "Traceback" not in result.stderr and "Fatal" not in result.stderr
    i18n.set_language("hu")
    told = i18n._("cannot load {path} ({reason}): reinstall the game").format(
        path=font, reason=font_problem(font))
    assert _lines(result.stderr)[-1] == f"main.py: error: {told}"


@pytest.mark.parametrize("manifest", [True, False])
def test_a_fifo_in_place_of_the_font_is_refused_at_once(tmp_path: Path, manifest: bool) -> None:
    root = _installed_copy(tmp_path)
    if not manifest:
        (root / "assets" / "manifest.json").unlink()
    (root / FONT).unlink()
    os.mkfifo(root / FONT)
    result = _play(root / "main.py", tmp_path / "data")
    assert result.returncode == 1, result.stderr
    assert "Traceback" not in result.stderr
    assert _lines(result.stderr)[-1] == (f"main.py: error: cannot load {root / FONT} "
                                         "(not a regular file): reinstall the game")


def test_a_fifo_in_place_of_the_manifest_is_not_waited_for(tmp_path: Path) -> None:
    root = _installed_copy(tmp_path)
    (root / "assets" / "manifest.json").unlink()
    os.mkfifo(root / "assets" / "manifest.json")
    result = _play(root / "main.py", tmp_path / "data")
    assert result.returncode == 0, result.stderr
    assert "no usable asset manifest" in result.stderr and "Traceback" not in result.stderr


# --- SIGTERM ---------------------------------------------------------------------------------

def _wait_for(log: Path, words: str, proc: subprocess.Popen[str]) -> None:
    deadline = time.monotonic() + TIMEOUT
    while not (log.exists() and words in log.read_text(encoding="utf-8", errors="replace")):
        assert proc.poll() is None and time.monotonic() < deadline, proc.communicate()
        time.sleep(0.02)


@pytest.mark.parametrize(("args", "moment"), [
    ([], "Tablet Solitaire"),  # the log's first line: the App is still being built
    (["--kiosk"], "Tablet Solitaire"),
    (["--kiosk"], "first frame drawn"),  # in the loop, where kiosk mode ignores a quit
])
def test_sigterm_ends_the_app_while_it_starts_and_runs(
    tmp_path: Path, args: list[str], moment: str
) -> None:
    data = tmp_path / "data"
    data.mkdir()
    (data / "settings.json").write_text('{"version": 1, "kiosk_exit_pin": "739152"}')
    proc = subprocess.Popen(
        [sys.executable, str(ROOT / "main.py"), "--size", "800x480", "--data-dir", str(data),
         *args], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=HEADLESS)
    log = data / "logs" / "solitaire.log"
    try:
        _wait_for(log, moment, proc)
        proc.send_signal(signal.SIGTERM)
        assert proc.wait(timeout=TIMEOUT) == 0
    finally:
        if proc.poll() is None:
            proc.kill()
        _out, err = proc.communicate()
    assert "Traceback" not in err
    assert "terminated by signal 15" in log.read_text(encoding="utf-8")


# --- the command line into a closed pipe ----------------------------------------------------

@pytest.mark.parametrize("command", [
    ["layout", "GO1-E-AAAAAAB"],
    ["describe", "GO1-E-AAAAAAB", "--moves", "s"],
    ["solve", "GO1-E-AAAAAAB", "--timeout", "5"],
    ["hint", "GO1-E-AAAAAAB", "--json"],
    ["winrate", "golf", "--deals", "1-2", "--timeout", "5"],
    ["daily", "golf", "--date", "2026-01-01"],
])
def test_the_command_line_ends_quietly_on_a_closed_pipe(command: list[str]) -> None:
    read_end, write_end = os.pipe()
    os.close(read_end)  # the reader (head -c 0) has gone before the first line
    try:
        result = subprocess.run([sys.executable, "-m", "game", *command], stdout=write_end,
                                stderr=subprocess.PIPE, text=True, cwd=ROOT, timeout=TIMEOUT,
                                check=False)
    finally:
        os.close(write_end)
    assert (result.returncode, result.stderr) == (EXIT_CLOSED_PIPE, "")


@pytest.mark.parametrize(("program", "status"), [(["-m", "game"], EXIT_CLOSED_PIPE),
                                                 ([str(ROOT / "main.py")], 0)])
def test_the_version_into_a_closed_pipe_is_quiet(program: list[str], status: int) -> None:
    """The command line's output is its product: a pipe that closed on it is 141, as for
    its other commands. The app's standard output is only diagnostics: 0."""
    read_end, write_end = os.pipe()
    os.close(read_end)
    try:
        result = subprocess.run([sys.executable, *program, "--version"], stdout=write_end,
                                stderr=subprocess.PIPE, text=True, cwd=ROOT, timeout=TIMEOUT,
                                check=False)
    finally:
        os.close(write_end)
    assert (result.returncode, result.stderr) == (status, "")


def test_a_broken_pipe_that_is_not_standard_output_is_not_hidden() -> None:
    from game import pipes

    def worker_gone() -> int:
        raise BrokenPipeError(32, "Broken pipe")  # as a dead worker's connection raises

    with pytest.raises(BrokenPipeError):
        pipes.run(worker_gone)
