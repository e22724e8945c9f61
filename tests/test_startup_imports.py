"""What a short command imports, the facts behind its start-up CPU (the figures themselves are
``python -m tests.bench startup``'s): ``--version`` loads neither pygame nor the rules engine,
and a command about one deal loads that deal's game alone. Each runs as the whole process it
is, listing every module it imported when it ends."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import ROOT

# Runs a command as its own process would and lists, when that process ends, every module it
# imported (sys.modules at exit: the program's own way out, SystemExit included).
RUNNER = """
import atexit, runpy, sys
out, kind, target, *args = sys.argv[1:]
atexit.register(lambda: open(out, "w").write("\\n".join(sorted(sys.modules))))
sys.argv = [target, *args]
if kind == "-m":
    runpy.run_module(target, run_name="__main__", alter_sys=True)
else:
    runpy.run_path(target, run_name="__main__")
"""


def imports_of(tmp_path: Path, *command: str) -> set[str]:
    kind, target, *args = command if command[0] == "-m" else ("path", *command)
    out = tmp_path / "modules.txt"
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    done = subprocess.run([sys.executable, "-c", RUNNER, str(out), kind, target, *args],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=120,
                          check=False)
    assert done.returncode == 0, done.stderr[-2000:]
    names = set(out.read_text(encoding="utf-8").split())
    assert "runpy" in names  # the list is the whole process's
    return names


def games_in(names: set[str]) -> set[str]:
    return {name.split(".")[2] for name in names if name.startswith("game.games.")
            and name.count(".") >= 2}


@pytest.mark.parametrize("command", [["main.py", "--version"], ["-m", "game", "--version"]])
def test_the_version_imports_no_pygame_and_no_rules(tmp_path: Path, command: list[str]) -> None:
    names = imports_of(tmp_path, *command)
    assert "game.version" in names
    assert not {name for name in names if name.split(".")[0] in ("pygame", "pygame_gui")}
    assert not games_in(names)
    assert not names & {"game.registry", "game.variant", "game.deal", "multiprocessing",
                        "babel"}


@pytest.mark.parametrize(("code", "game"), [("GO1-E-AAAAAAB", "golf"),
                                            ("EO1-C8-AAAAAAB", "eight_off")])
def test_a_command_about_one_deal_imports_that_game_alone(tmp_path: Path, code: str,
                                                          game: str) -> None:
    names = imports_of(tmp_path, "-m", "game", "solve", code)
    assert games_in(names) == {game}
    assert not {name for name in names if name.split(".")[0] == "pygame"}


def test_a_code_of_no_game_says_every_prefix() -> None:
    done = subprocess.run([sys.executable, "-m", "game", "layout", "XX1-E-AAAAAAB"], cwd=ROOT,
                          capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 2
    assert all(prefix in done.stderr for prefix in ("GO", "EH", "EO")), done.stderr


def test_the_first_frame_imports_no_table_no_worker_and_no_solver(tmp_path: Path) -> None:
    names = imports_of(tmp_path, "main.py", "--frames", "1", "--data-dir", str(tmp_path / "d"))
    assert "scenes.pages.menu" in names and "pygame" in names  # the menu was drawn
    assert not names & {"scenes.table.scene", "scenes.table.hints", "game.review",
                        "multiprocessing", "uuid"}
    # Its buttons are sketched (scenes.ui.sketch): pygame_gui starts on the next frame.
    assert not {name for name in names if name.split(".")[0] == "pygame_gui"}
    assert not {name for name in names if name.startswith("game.games.")
                and name.rpartition(".")[2] in ("solver", "hint", "goals")}


def test_pygame_gui_starts_on_the_second_frame(tmp_path: Path) -> None:
    names = imports_of(tmp_path, "main.py", "--frames", "2", "--data-dir", str(tmp_path / "d"))
    assert "pygame_gui" in names and "scenes.pages.menu" in names
