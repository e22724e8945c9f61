"""Solver benchmark: time per deal from the start, decided share and peak memory, as JSON.

    python -m tests.bench solver [--game golf] [--options E,C] [--deals 200] [--first 1]
                                 [--timeout 30] [--tracemalloc]
    python -m tests.bench solver --vs-c [--game G] [--options ...] [--deals N] [--first 1]
                                 [--black-hole-solve PATH]

One JSON object per rule option, with the issue's targets beside the figures where it sets
some (``targets`` / ``meets``, judged on wall time; ``*_cpu_s`` show the same solves in CPU
time, which is what to compare on a shared machine). Peak memory is the process's peak
resident size (it bounds any single solve); ``--tracemalloc`` also measures the Python heap
of the largest solve (slow).

``--vs-c`` runs the best C solvers on the same deals, interleaved deal by deal with ours: per
game a module ``tests/bench/vsc_<game>.py`` with ``vs_c(deals: range, options: str) -> dict``
(Golf against black-hole-solve in ``vsc_golf``; Eight Off against fc-solve in
``vsc_eight_off``), imported only when asked for and skipped with a message when absent or
when its C solver is not installed. Each prints its report: the ratios (ours / theirs) of
the medians and of the totals, and every deal where the verdicts differ with the reason.
Defaults: Golf E and C over deals 1-300, Eight Off C8 and C4 over deals 1-200 (the issue's
targets).
"""

from __future__ import annotations

import argparse
import importlib
import json
import os
import resource
import statistics
import subprocess
import sys
import time
import tracemalloc
from dataclasses import dataclass
from typing import Any

from game import VARIANTS
from game.solver import Verdict, solve

# Targets from issue #4 (seconds; megabytes), over deals 1..1000.
TARGETS: dict[tuple[str, str], dict[str, float]] = {
    ("golf", "E"): {"median_s": 0.020, "peak_mb": 300},
    ("golf", "C"): {"median_s": 1.0, "max_s": 30.0, "peak_mb": 300},
}


def peak_rss_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # Linux: kilobytes


def bench(game: str, options: str, first: int, count: int, timeout: float,
          heap: bool) -> dict[str, Any]:
    cls = VARIANTS[game]
    times: list[float] = []
    cpu: list[float] = []
    states: list[int] = []
    counts = {v: 0 for v in Verdict}
    heap_peak = 0
    for deal in range(first, first + count):
        position = cls.new(deal, options)
        if heap:
            tracemalloc.start()
        start, start_cpu = time.perf_counter(), time.process_time()
        result = solve(position, timeout)
        times.append(time.perf_counter() - start)
        cpu.append(time.process_time() - start_cpu)
        if heap:
            heap_peak = max(heap_peak, tracemalloc.get_traced_memory()[1])
            tracemalloc.stop()
        states.append(result.states)
        counts[result.verdict] += 1
    times_sorted = sorted(times)
    decided = counts[Verdict.WINNABLE] + counts[Verdict.NOT_WINNABLE]
    out: dict[str, Any] = {
        "game": game,
        "options": options,
        "deals": f"{first}-{first + count - 1}",
        "winnable": counts[Verdict.WINNABLE],
        "not_winnable": counts[Verdict.NOT_WINNABLE],
        "unknown": counts[Verdict.UNKNOWN],
        "decided_share": round(decided / count, 4),
        "median_s": round(statistics.median(times), 4),
        "p95_s": round(times_sorted[min(count - 1, int(0.95 * count))], 4),
        "max_s": round(max(times), 4),
        "mean_s": round(statistics.fmean(times), 4),
        # CPU time: the same figures with other people's jobs taken out of the wall clock.
        "median_cpu_s": round(statistics.median(cpu), 4),
        "max_cpu_s": round(max(cpu), 4),
        "median_states": int(statistics.median(states)),
        "max_states": max(states),
        "peak_mb": round(peak_rss_mb(), 1),
    }
    if heap:
        out["heap_peak_mb"] = round(heap_peak / 2**20, 1)
    targets = TARGETS.get((game, options))
    if targets:
        out["targets"] = targets
        out["meets"] = all(out[k] <= v for k, v in targets.items())
    return out


# --- against the C solvers ----------------------------------------------------------------
# Per game: the default rule options and deal count of the comparison (the targets).
VS_C: dict[str, tuple[tuple[str, ...], int]] = {
    "golf": (("E", "C"), 300),
    "eight_off": (("C8", "C4"), 200),
}


@dataclass
class CRun:
    """One run of a C solver: its standard output, CPU seconds (user + system, start-up
    included) and wall seconds; ``timed_out`` when it was killed at the timeout."""

    out: str
    cpu_s: float
    wall_s: float
    timed_out: bool = False


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def run_c(cmd: list[str], stdin: str, timeout: float) -> CRun:
    """Run a C solver to the end (or ``timeout``) and measure its process time."""
    cpu, wall = _children_cpu(), time.perf_counter()
    try:
        done = subprocess.run(cmd, input=stdin, capture_output=True, text=True,
                              timeout=timeout, check=False)
        out, timed_out = done.stdout, False
    except subprocess.TimeoutExpired:
        out, timed_out = "", True
    return CRun(out, _children_cpu() - cpu, time.perf_counter() - wall, timed_out)


def report(game: str, options: str, deals: range, ours: list[float], theirs: list[float],
           differ: list[dict[str, Any]], c_name: str) -> dict[str, Any]:
    """Print and return the comparison of one game and rule option (times in seconds)."""
    out: dict[str, Any] = {
        "game": game,
        "options": options,
        "deals": f"{deals.start}-{deals.stop - 1}",
        "c_solver": c_name,
        "ours_total_s": round(sum(ours), 3),
        "c_total_s": round(sum(theirs), 3),
        "ratio_total": round(sum(ours) / max(sum(theirs), 1e-9), 3),
        "ours_median_s": round(statistics.median(ours), 5),
        "c_median_s": round(statistics.median(theirs), 5),
        "ratio_median": round(statistics.median(ours) / max(statistics.median(theirs), 1e-9), 3),
        "differ": differ,
    }
    print(f"{game} {options} deals {out['deals']}: ours {out['ours_total_s']} s, "
          f"{c_name} {out['c_total_s']} s in total (ratio {out['ratio_total']}); "
          f"medians {out['ours_median_s']} s / {out['c_median_s']} s "
          f"(ratio {out['ratio_median']}); {len(differ)} verdicts differ", flush=True)
    for d in differ:
        print(f"  deal {d['deal']}: ours {d['ours']}, {c_name} {d['theirs']}: {d['reason']}")
    return out


def vs_c_main(args: argparse.Namespace) -> int:
    if args.black_hole_solve:
        os.environ["BLACK_HOLE_SOLVE"] = args.black_hole_solve
    games = [args.game] if args.game else list(VS_C)
    results: list[dict[str, Any]] = []
    for game in games:
        if game not in VS_C:
            print(f"{game}: no C solver to compare with")
            continue
        name = f"tests.bench.vsc_{game}"
        try:
            module = importlib.import_module(name)
        except ModuleNotFoundError as exc:
            if exc.name != name:
                raise
            print(f"{game}: skipped, {name} is not there")
            continue
        default_options, default_count = VS_C[game]
        options = args.options.split(",") if args.options else default_options
        deals = range(args.first, args.first + (args.deals or default_count))
        results.extend(module.vs_c(deals, opt) for opt in options)
    print(json.dumps(results))
    return 0


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.bench solver")
    parser.add_argument("--game", default=None, choices=sorted(VARIANTS),
                        help="default: golf (with --vs-c: every game with a C solver)")
    parser.add_argument("--options", default=None, help="comma-separated; default: all")
    parser.add_argument("--deals", type=int, default=None,
                        help="how many deals (default 200; with --vs-c the issue's count)")
    parser.add_argument("--first", type=int, default=1, help="first deal number")
    parser.add_argument("--timeout", type=float, default=30.0)
    parser.add_argument("--tracemalloc", action="store_true")
    parser.add_argument("--vs-c", action="store_true",
                        help="compare with the C solvers, interleaved deal by deal")
    parser.add_argument("--black-hole-solve", default=None, metavar="PATH",
                        help="the black-hole-solve executable (else $BLACK_HOLE_SOLVE, PATH)")
    args = parser.parse_args(argv)
    if args.vs_c:
        return vs_c_main(args)
    args.game = args.game or "golf"
    args.deals = args.deals or 200
    cls = VARIANTS[args.game]
    options = args.options.split(",") if args.options else list(cls.option_codes())
    for opt in options:
        result = bench(args.game, opt, args.first, args.deals, args.timeout, args.tracemalloc)
        print(json.dumps(result), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
