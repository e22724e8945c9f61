"""The compiled build beside the pure one, and both beside the C solver, in one run.

    python -m tests.bench.solver_builds --compiled DIR [--python PY] [--deals 150]
                                        [--positions 100] [--only golf,process,hints,review,eh]

``DIR`` holds the installed wheel's files (an unpacked ``pip wheel .``, or a venv's
site-packages); ``--python`` is the interpreter the wheel is installed for (a throwaway venv:
``python -m venv /tmp/whl-venv && /tmp/whl-venv/bin/pip install dist/*.whl``), used for the
whole processes. Every figure is CPU time (user + system), the one a shared machine moves
least, and each measurement runs the two builds one after the other in child processes
(``PYTHONPATH`` the checkout or ``DIR``), so load falls on both alike:

- ``golf``: Golf Easy over deals 1-N, solved in process, each deal interleaved with
  black-hole-solve's process (``tests/bench/vsc_golf.py``): ours / theirs, per build;
- ``process``: ``python -m game winrate golf --options E`` as whole processes of 25 deals
  (the compiled build from ``--python``, the pure one from this checkout) against
  black-hole-solve's processes over the same deals;
- ``hints``: the Golf Easy hint and the Easy Harp hint on mid-game positions (a fixed player's
  games, ``review_bench.played``, cut a third to two thirds along): p50 / p95 / max;
- ``review``: the review of Golf Easy games of up to 150 moves (the same player): median / max;
- ``eh``: Easy Harp's solver over deals 1-15.

A child alone (``--child WHAT DEALS POSITIONS``, ``PYTHONPATH`` the build) prints its JSON
line; run under ``valgrind --tool=callgrind`` it counts instructions, which a busy machine
does not move: ``golf_hints`` is the Golf hint's search driven to its end without the Hint
button's clock (a safety net in seconds, which valgrind's slowness would trip), and
``review`` has none.

black-hole-solve is found as ``vsc_golf.c_solver`` says (``$BLACK_HOLE_SOLVE`` or PATH).
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
CHUNK = 25  # deals per whole process
EH_DEALS = 15  # Easy Harp's deals (16 and 27 take a minute and more)


def _cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


def _p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]


# --- what a child measures (in the build it was started in) ---------------------------------
def child_golf(deals: int, _positions: int) -> dict[str, Any]:
    from game.games.golf import Golf
    from tests.bench.vsc_golf import c_solver, solve_ours, solve_theirs

    exe = c_solver()
    ours, theirs = 0.0, 0.0
    for n, deal in enumerate(range(1, deals + 1)):
        game = Golf.new(deal, "E")
        if n % 2 and exe:
            theirs += solve_theirs(exe, game)[1].cpu_s
            ours += solve_ours(game)[2]
        else:
            ours += solve_ours(game)[2]
            if exe:
                theirs += solve_theirs(exe, game)[1].cpu_s
    return {"ours_s": round(ours, 3), "theirs_s": round(theirs, 3) if exe else None,
            "ratio": round(ours / theirs, 3) if exe else None}


def _mid_games(name: str, options: str, count: int) -> list[Any]:
    from tests.bench.review_bench import played

    out = []
    deal = 0
    while len(out) < count:
        deal += 1
        start, line = played(name, options, deal, 150)
        game = start.clone()
        for move in line[: len(line) * (3 + deal % 4) // 9]:
            game.play(move)
        if game.status.value == "playing":
            out.append(game)
    return out


def child_hints(_deals: int, positions: int) -> dict[str, Any]:
    from game.solver import hint

    out: dict[str, Any] = {}
    for name, options in (("golf", "E"), ("easy_harp", "N")):
        times = []
        for game in _mid_games(name, options, positions):
            start = _cpu()
            hint(game)
            times.append(_cpu() - start)
        out[name] = {"p50_s": round(statistics.median(times), 4),
                     "p95_s": round(_p95(times), 4), "max_s": round(max(times), 4)}
    return out


def child_golf_hints(_deals: int, positions: int) -> dict[str, Any]:
    from game.games.golf.hint import hint_search

    times = []
    for game in _mid_games("golf", "E", positions):
        start = _cpu()
        search = hint_search(game)
        try:
            next(search)
            while True:
                search.send(None)
        except StopIteration:
            pass
        times.append(_cpu() - start)
    return {"p50_s": round(statistics.median(times), 4), "p95_s": round(_p95(times), 4),
            "max_s": round(max(times), 4)}


def child_review(_deals: int, positions: int) -> dict[str, Any]:
    from game.review import review
    from tests.bench.review_bench import played

    times, moves = [], []
    for deal in range(1, max(2, positions // 10) + 1):
        start, line = played("golf", "E", deal, 150)
        began = _cpu()
        review(start, line)
        times.append(_cpu() - began)
        moves.append(len(line))
    return {"games": len(times), "moves_max": max(moves),
            "median_s": round(statistics.median(times), 3), "max_s": round(max(times), 3)}


def child_eh(_deals: int, _positions: int) -> dict[str, Any]:
    from game.games.easy_harp import EasyHarp
    from game.solver import solve

    began = _cpu()
    states = 0
    for deal in range(1, EH_DEALS + 1):
        states += solve(EasyHarp.new(deal, "N"), 60).states
    return {"deals": f"1-{EH_DEALS}", "cpu_s": round(_cpu() - began, 3), "positions": states}


CHILDREN = {"golf": child_golf, "hints": child_hints, "golf_hints": child_golf_hints,
            "review": child_review, "eh": child_eh}


def _files() -> dict[str, str]:
    """Where each search came from: ``.so`` compiled, ``.py`` pure (``-`` not in that build)."""
    import importlib

    out = {}
    for name in ("game.games.golf.solver", "game.games.golf.hint",
                 "game.games.easy_harp.solver", "game.games.easy_harp.hint"):
        try:
            out[name] = Path(importlib.import_module(name).__file__ or "").suffix
        except ImportError:
            out[name] = "-"
    return out


# --- the parent -------------------------------------------------------------------------------
def _child(what: str, site: Path | None, deals: int, positions: int) -> dict[str, Any]:
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([str(site), str(ROOT)] if site else [str(ROOT)])
    env["PYTHONSAFEPATH"] = "1"  # the checkout's game/ only through PYTHONPATH
    done = subprocess.run([sys.executable, "-m", "tests.bench.solver_builds", "--child", what,
                           str(deals), str(positions)], env=env, cwd=ROOT, check=False,
                          capture_output=True, text=True)
    if done.returncode:
        raise RuntimeError(f"{what} ({site or 'pure'}) failed:\n{done.stderr}")
    answer: dict[str, Any] = json.loads(done.stdout.splitlines()[-1])
    return answer


def _whole_processes(python: str, deals: int) -> dict[str, Any]:
    """``winrate`` processes of ``CHUNK`` deals with each build, black-hole-solve's
    processes over the same deals, in turns."""
    from game.games.golf import Golf
    from tests.bench.solver_bench import _children_cpu
    from tests.bench.vsc_golf import c_solver, solve_theirs

    exe = c_solver()
    totals = {"compiled_s": 0.0, "pure_s": 0.0, "theirs_s": 0.0}
    pure_env = {**os.environ, "PYTHONPATH": str(ROOT), "PYTHONSAFEPATH": "1"}
    wheel_env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    for first in range(1, deals + 1, CHUNK):
        span = f"{first}-{min(deals, first + CHUNK - 1)}"
        runs = [("compiled_s", python, wheel_env), ("pure_s", sys.executable, pure_env)]
        for key, interpreter, env in runs if first % 2 else runs[::-1]:
            before = _children_cpu()
            subprocess.run([interpreter, "-m", "game", "winrate", "golf", "--options", "E",
                            "--deals", span, "--timeout", "60", "--json"], env=env,
                           cwd="/", check=True, capture_output=True)
            totals[key] += _children_cpu() - before
        if exe:
            for deal in range(first, min(deals, first + CHUNK - 1) + 1):
                totals["theirs_s"] += solve_theirs(exe, Golf.new(deal, "E"))[1].cpu_s
    out: dict[str, Any] = {k: round(v, 3) for k, v in totals.items()}
    if exe:
        out["compiled_ratio"] = round(totals["compiled_s"] / totals["theirs_s"], 3)
        out["pure_ratio"] = round(totals["pure_s"] / totals["theirs_s"], 3)
    return out


def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if args[:1] == ["--child"]:
        what, deals, positions = args[1], int(args[2]), int(args[3])
        result = CHILDREN[what](deals, positions)
        result["files"] = _files()
        print(json.dumps(result))
        return 0
    parser = argparse.ArgumentParser(prog="python -m tests.bench.solver_builds")
    parser.add_argument("--compiled", type=Path, required=True, help="the wheel's files")
    parser.add_argument("--python", default=None, help="the interpreter the wheel is for")
    parser.add_argument("--deals", type=int, default=150)
    parser.add_argument("--positions", type=int, default=100)
    parser.add_argument("--only", default="golf,process,hints,review,eh")
    options = parser.parse_args(args)
    out: dict[str, Any] = {"load": os.getloadavg()[0]}
    for n, what in enumerate(options.only.split(",")):
        began = time.perf_counter()
        if what == "process":
            if options.python:
                out[what] = _whole_processes(options.python, options.deals)
        else:
            builds = [("compiled", options.compiled), ("pure", None)]
            out[what] = {name: _child(what, site, options.deals, options.positions)
                         for name, site in (builds if n % 2 == 0 else builds[::-1])}
        print(what, json.dumps(out.get(what)), f"({time.perf_counter() - began:.0f} s)",
              file=sys.stderr, flush=True)
    out["load_after"] = os.getloadavg()[0]
    print(json.dumps(out, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
