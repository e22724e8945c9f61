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


def test_screenshots_visit_every_screen(tmp_path: Path) -> None:
    shots = tmp_path / "shots"
    result = run("--screenshots", str(shots), "--size", "800x480", "--lang", "hu", timeout=300)
    assert result.returncode == 0, result.stderr
    names = {p.stem for p in shots.glob("*.png")}
    expected = {
        "menu", "new_game", "new_game_code_refused", "table_golf_held", "table_golf_refusal",
        "table_easy_harp_held", "table_eight_off_held", "table_golf_stuck", "results_stuck",
        "results_won", "settings", "rules_golf", "rules_golf_scrolled", "statistics",
    }
    assert expected <= names, sorted(expected - names)
