"""main.py: a smoke run, the screenshot tour, and clear refusals of bad arguments."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
ENV = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}


def run(*args: str, timeout: float = 120) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, str(ROOT / "main.py"), *args],
        capture_output=True, text=True, env=ENV, timeout=timeout, cwd=ROOT.parent,
    )


def test_frames_smoke_exits_0(tmp_path: Path) -> None:
    result = run("--frames", "2", "--data-dir", str(tmp_path), "--lang", "he")
    assert result.returncode == 0, result.stderr


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["--size", "big"], "WIDTHxHEIGHT"),
        (["--size", "10x10"], "between"),
        (["--lang", "de"], "invalid choice"),
        (["--frames", "0"], "at least 1"),
        (["--frames", "x"], "whole number"),
        (["--bogus"], "unrecognized"),
    ],
)
def test_bad_arguments_exit_2_with_a_message(args: list[str], words: str) -> None:
    result = run(*args)
    assert result.returncode == 2
    assert words in result.stderr


def test_data_dir_that_is_a_file_is_refused(tmp_path: Path) -> None:
    f = tmp_path / "file"
    f.write_text("x")
    result = run("--data-dir", str(f), "--frames", "1")
    assert result.returncode == 2 and "not a folder" in result.stderr


@pytest.mark.slow  # a whole tour in its own process, about 20 s: CI runs it with the slow set
def test_screenshots_visit_every_screen(tmp_path: Path) -> None:
    shots = tmp_path / "shots"
    result = run("--screenshots", str(shots), "--size", "800x480", "--lang", "hu", timeout=300)
    assert result.returncode == 0, result.stderr
    names = {p.stem for p in shots.glob("*.png")}
    expected = {
        "menu", "new_game", "new_game_code_refused", "table_golf_held", "table_golf_refusal",
        "table_golf_hint",
        "table_easy_harp_held", "table_eight_off_held", "table_golf_stuck", "results_stuck",
        "results_won", "settings", "rules_golf", "rules_golf_scrolled", "statistics",
    }
    expected |= {f"layout_{game}_{stage}_{shape}" for game in ("golf", "easy_harp", "eight_off")
                 for stage in ("deal", "mid")
                 for shape in ("800x480", "480x800", "1280x800", "800x1280", "1920x1080",
                               "1080x1920")}
    expected |= {f"{screen}_{game}{part}" for game in ("golf", "easy_harp", "eight_off")
                 for screen, parts in (("lesson", ("_start", "_drag", "_done")),
                                       ("examples", ("", "_step")))
                 for part in parts}
    expected |= {"faq_golf", "sources", "help_golf_from_table"}
    assert expected <= names, sorted(expected - names)


# --- the security review's command lines: exit 2 with what is wrong, no traceback ------------
def _refused(result: subprocess.CompletedProcess[str], words: str) -> None:
    assert result.returncode == 2 and "Traceback" not in result.stderr
    last = result.stderr.strip().splitlines()[-1]
    assert last.startswith("main.py: error:") and words in last, result.stderr


def test_an_empty_data_dir_is_refused_not_the_current_folder(tmp_path: Path) -> None:
    result = subprocess.run([sys.executable, str(ROOT / "main.py"), "--data-dir", "",
                             "--frames", "1"], capture_output=True, text=True, env=ENV,
                            timeout=120, cwd=tmp_path)
    _refused(result, "empty")
    assert list(tmp_path.iterdir()) == []  # nothing written where it was started


@pytest.mark.parametrize(
    ("folder", "words"),
    [("x" * 300, "too long"), ("/".join(["y" * 250] * 20), "too long"),
     ("/etc/hostname/data", "Not a directory")],
)
def test_a_data_dir_that_cannot_be_made(tmp_path: Path, folder: str, words: str) -> None:
    path = folder if folder.startswith("/") else str(tmp_path / folder)
    _refused(run("--data-dir", path, "--frames", "1"), words)


@pytest.mark.skipif(not Path("/proc/self").exists(), reason="needs /proc")
@pytest.mark.parametrize("folder", ["/proc", "/proc/shots", "/proc/self/shots"])
def test_screenshots_into_a_folder_that_takes_no_files(folder: str) -> None:
    _refused(run("--screenshots", folder), "cannot use")


def test_frames_end_on_sigterm(tmp_path: Path) -> None:
    import signal
    import time

    proc = subprocess.Popen(
        [sys.executable, str(ROOT / "main.py"), "--frames", "100000000", "--size", "800x480",
         "--data-dir", str(tmp_path)], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
        text=True, env=ENV,
    )
    log = tmp_path / "logs" / "solitaire.log"
    try:
        deadline = time.monotonic() + 90
        while not (log.exists() and "first frame drawn" in log.read_text(encoding="utf-8")):
            assert time.monotonic() < deadline and proc.poll() is None, proc.communicate()
            time.sleep(0.1)
        proc.send_signal(signal.SIGTERM)
        assert proc.wait(timeout=30) == 0
    finally:
        if proc.poll() is None:
            proc.kill()
        proc.communicate()


def test_main_is_a_thin_entry_point() -> None:
    """main.py parses its arguments and starts the app: its options are all there, and
    the tour lives in scenes.tour (collected into the PyInstaller bundle with scenes/)."""
    sys.path.insert(0, str(ROOT))
    import main

    source = (ROOT / "main.py").read_text(encoding="utf-8")
    parser_options = {a for a in main.parse_args.__code__.co_consts if isinstance(a, str)
                      and a.startswith("--")}
    assert {"--size", "--fullscreen", "--kiosk", "--lang", "--data-dir", "--frames",
            "--screenshots"} <= parser_options
    assert "class " not in source
    import scenes.tour

    assert callable(scenes.tour.run) and scenes.tour.LAYOUT_SIZES
