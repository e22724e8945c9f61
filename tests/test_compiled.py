"""The compiled build and the pure one agree: ``pip wheel .`` compiles the searches with mypyc
(setup.py), and the wheel without a C compiler is pure Python; both give the same verdicts,
lines, hints and reviews on fixed deals. Slow: compiling takes a minute and more (CI runs it).
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from .conftest import ROOT

pytestmark = pytest.mark.slow

# Run in each build: what the searches answer, as JSON (and where the modules came from).
PROBE = r"""
import json
from game import VARIANTS
from game.review import review
from game.solver import hint, solve

def played(game, count):
    line = []
    for _ in range(count):
        move = hint(game).move
        if move is None:
            break
        line.append(game.play(move))
    return line

out = {"files": {}, "answers": []}
import game.games.golf.solver, game.games.golf.hint, game.games.easy_harp.solver
import game.games.easy_harp.hint, game.games.eight_off.solver
for module in (game.games.golf.solver, game.games.golf.hint, game.games.easy_harp.solver,
               game.games.easy_harp.hint, game.games.eight_off.solver):
    out["files"][module.__name__] = module.__file__.rsplit(".", 1)[-1]
for name, options, deals in (("golf", "E", (1, 2, 3, 5)), ("golf", "C", (1, 2, 4)),
                             ("eight_off", "C8", (1, 2)), ("eight_off", "C4", (1, 3)),
                             ("easy_harp", "N", (1, 2))):
    for deal in deals:
        game = VARIANTS[name].new(deal, options)
        solution = solve(game, 600)
        start = game.clone()
        line = played(game, 12)
        told = hint(game)
        reviewed = review(start, line) if name == "golf" else None
        out["answers"].append([
            name, options, deal, solution.verdict.value, solution.states,
            [str(m) for m in solution.moves], [str(m) for m in line],
            [str(told.move), told.chance, told.lost, told.certain],
            None if reviewed is None else [[p.winnable, p.chance, p.cost]
                                           for p in reviewed.points],
        ])
print(json.dumps(out))
"""


def _source(tmp: Path) -> Path:
    source = tmp / "source"
    shutil.copytree(ROOT, source, ignore=shutil.ignore_patterns(
        ".git", "build", "dist", "*.egg-info", "__pycache__", ".*_cache", "*.mo", "tests"))
    return source


def _wheel(source: Path, out: Path, **env: str) -> tuple[Path, str]:
    result = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation",
         "--no-index", "-v", "-w", str(out), str(source)], check=True, timeout=900,
        capture_output=True, text=True, env={**os.environ, **env})
    [built] = out.glob("*.whl")
    return built, result.stdout + result.stderr


def _probe(wheel: Path, site: Path) -> dict[str, object]:
    zipfile.ZipFile(wheel).extractall(site)
    env = {**os.environ, "PYTHONPATH": str(site), "PYTHONSAFEPATH": "1"}
    result = subprocess.run([sys.executable, "-c", PROBE], cwd=site, env=env, check=True,
                            capture_output=True, text=True, timeout=900)
    answer: dict[str, object] = json.loads(result.stdout)
    return answer


def test_the_compiled_and_the_pure_build_agree(tmp_path: Path) -> None:
    source = _source(tmp_path)
    compiled, _ = _wheel(source, tmp_path / "compiled")
    shutil.rmtree(source / "build", ignore_errors=True)
    pure, said = _wheel(source, tmp_path / "pure", CC="/no/such/compiler")
    assert "none-any" not in compiled.name  # a platform's wheel: it holds extensions
    assert pure.name.endswith("-py3-none-any.whl")
    assert "no C compiler found: a pure-Python build" in said
    fast, plain = _probe(compiled, tmp_path / "fast"), _probe(pure, tmp_path / "plain")
    assert "py" not in set(fast["files"].values())  # type: ignore[union-attr]
    assert set(plain["files"].values()) == {"py"}  # type: ignore[union-attr]
    assert fast["answers"] == plain["answers"]
