"""Benches that cannot rot: every module in tests/bench imports, and every bench runs from its
command line on a tiny size (a check that it still starts and finishes, not a measurement;
the figures are meaningless at this size; with the slow set, which CI runs). Each runs in
its own process, as it is run by hand, so none leaves state behind in the test process. A
new bench must be added here."""

from __future__ import annotations

import importlib
import json
import shutil
import subprocess
import sys

import pytest

from tests.conftest import ROOT

BENCH = ROOT / "tests" / "bench"

# Each module of tests/bench and the command line that runs it on a tiny size.
RUNS: dict[str, list[str]] = {
    "achievements_bench": ["tests.bench", "achievements", "--runs", "1", "--days", "3"],
    "app_bench": ["tests.bench", "app", "--quick"],
    "atlas_bench": ["tests.bench", "atlas", "--runs", "1", "--widths", "40"],
    "challenges_bench": ["tests.bench", "challenges", "--days", "0"],
    "harp_solver_ab": ["tests.bench.harp_solver_ab", "--before", "HEAD", "--deals", "1",
                       "--rounds", "1"],
    "golf_answers": ["tests.bench.golf_answers", "--deals", "1", "--positions", "1", "--options",
                     "C"],
    "golf_exact_bench": ["tests.bench", "golf_exact", "--deals", "1", "--options", "E"],
    "golf_hint_bench": ["tests.bench", "golf_hint", "--positions", "1", "--options", "E"],
    "hint_follow_bench": ["tests.bench", "hint_follow", "--game", "eight_off", "--deals", "1",
                          "--limit", "3"],
    "hint_bench": ["tests.bench", "hint", "--positions", "1", "--mode", "loop",
                   "--games", "eight_off", "--fresh", "1"],
    "hostile_bench": ["tests.bench", "hostile", "--page-bytes", "20000", "--runs", "1",
                      "--events", "20"],
    "soak_bench": ["tests.bench", "soak", "--games", "1", "--timeout", "0.2", "--moves", "3"],
    "review_bench": ["tests.bench", "review", "--games", "1", "--moves", "6", "--only",
                     "eight_off:C8,golf:E"],
    "solver_bench": ["tests.bench", "solver", "--game", "eight_off", "--options", "C8",
                     "--deals", "2"],
    "solver_builds": ["tests.bench.solver_builds", "--compiled", str(ROOT), "--deals", "2",
                      "--positions", "2", "--only", "golf,hints,review"],
    "solver_eo_eh": ["tests.bench.solver_eo_eh", "eo8", "1-2"],
    "solver_hints": ["tests.bench.solver_hints", "eo8", "--positions", "1"],
    "startup_bench": ["tests.bench", "startup", "--runs", "1"],
    "store_bench": ["tests.bench", "store", "--actions", "50", "--saves", "2"],
    "terminate_bench": ["tests.bench", "terminate", "--runs", "1", "--random", "0",
                        "--moments", "in the loop"],
    "vsc_eight_off": ["tests.bench.vsc_eight_off", "--deals", "1-2", "--options", "C8"],
    "vsc_golf": ["tests.bench", "solver", "--vs-c", "--game", "golf", "--deals", "1"],
}


def modules() -> list[str]:
    return sorted(p.stem for p in BENCH.glob("*.py") if p.stem != "__main__")


def run(args: list[str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", *args], cwd=ROOT, capture_output=True,
                          text=True, timeout=600, check=False)


def test_every_bench_has_its_tiny_run() -> None:
    assert sorted(RUNS) == modules()


@pytest.mark.parametrize("name", ["__main__", *modules()])
def test_every_bench_module_imports(name: str) -> None:
    importlib.import_module(f"tests.bench.{name}")


@pytest.mark.slow  # fourteen whole processes, about 20 s of CPU: CI runs them
@pytest.mark.parametrize("name", sorted(RUNS))
def test_every_bench_runs_on_a_tiny_size(name: str) -> None:
    done = run(RUNS[name])
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.strip(), name


def test_the_comparison_with_the_c_solvers_starts_and_skips_what_is_absent() -> None:
    done = run(["tests.bench", "solver", "--vs-c", "--deals", "1"])
    assert done.returncode == 0, done.stderr[-2000:]
    results = json.loads(done.stdout.strip().splitlines()[-1])
    games = {r.get("game", "eight_off") for r in results}
    assert games == {"golf", "eight_off"}
    if shutil.which("black-hole-solve") is None:
        assert "black-hole-solve not found" in done.stdout
    if shutil.which("fc-solve") is None:
        assert "fc-solve is not installed" in done.stdout


def test_the_bench_command_lists_the_benches() -> None:
    done = run(["tests.bench"])
    assert done.returncode == 2 and "solver" in done.stderr and "app" in done.stderr
