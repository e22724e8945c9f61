"""Solver benchmark: time per deal from the start, decided share and peak memory, as JSON.

    python -m tests.bench solver [--game golf] [--options E,C] [--deals 200] [--first 1]
                                 [--timeout 30] [--tracemalloc]

One JSON object per rule option, with the issue's targets beside the figures where it sets
some (``targets`` / ``meets``, judged on wall time; ``*_cpu_s`` show the same solves in CPU
time, which is what to compare on a shared machine). Peak memory is the process's peak
resident size (it bounds any single solve); ``--tracemalloc`` also measures the Python heap
of the largest solve (slow).
"""

from __future__ import annotations

import argparse
import json
import resource
import statistics
import sys
import time
import tracemalloc
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


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.bench solver")
    parser.add_argument("--game", default="golf", choices=sorted(VARIANTS))
    parser.add_argument("--options", default=None, help="comma-separated; default: all")
    parser.add_argument("--deals", type=int, default=200, help="how many deals")
    parser.add_argument("--first", type=int, default=1, help="first deal number")
    parser.add_argument("--timeout", type=float, default=30.0)
    parser.add_argument("--tracemalloc", action="store_true")
    args = parser.parse_args(argv)
    cls = VARIANTS[args.game]
    options = args.options.split(",") if args.options else list(cls.option_codes())
    for opt in options:
        result = bench(args.game, opt, args.first, args.deals, args.timeout, args.tracemalloc)
        print(json.dumps(result), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
