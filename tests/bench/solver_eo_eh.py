"""Solver targets for Eight Off and Easy Harp (called by the ``solver`` bench, or alone:
``python -m tests.bench.solver_eo_eh [eo8|eo4|eo2|eh] [deals, e.g. 1-100]``).

Prints the median time, the share decided within the target's budget, and the peak traced
memory of the slowest deal (traced again alone, so the timing runs are not slowed).
"""

from __future__ import annotations

import statistics
import sys
import time
import tracemalloc

from game.games.easy_harp import EasyHarp
from game.games.eight_off import EightOff
from game.solver import Verdict, solve
from game.variant import Variant

# name: (game class, options, budget in seconds, target text)
TARGETS: dict[str, tuple[type[Variant], str, float, str]] = {
    "eo8": (EightOff, "C8", 2.0, "median <= 50 ms, >= 99.5% decided within 2 s"),
    "eo4": (EightOff, "C4", 5.0, "every deal decided within 5 s"),
    "eo2": (EightOff, "C2", 5.0, "every deal decided within 5 s"),
    "eh": (EasyHarp, "N", 10.0, ">= 90% decided within 10 s"),
}


def run(name: str, first: int, last: int) -> dict[str, float]:
    cls, options, budget, target = TARGETS[name]
    times: list[float] = []
    decided = 0
    slowest = (0.0, first)
    for deal in range(first, last + 1):
        start = time.perf_counter()
        result = solve(cls.new(deal, options), budget)
        spent = time.perf_counter() - start
        times.append(spent)
        decided += result.verdict is not Verdict.UNKNOWN
        slowest = max(slowest, (spent, deal))
    tracemalloc.start()
    solve(cls.new(slowest[1], options), budget)
    peak = tracemalloc.get_traced_memory()[1] / 2**20
    tracemalloc.stop()
    n = len(times)
    out = {
        "median_ms": 1000 * statistics.median(times),
        "decided_pct": 100 * decided / n,
        "max_s": max(times),
        "peak_mb": peak,
    }
    print(
        f"{name} deals {first}-{last}: median {out['median_ms']:.1f} ms, decided "
        f"{out['decided_pct']:.1f}% within {budget:g} s, max {out['max_s']:.2f} s, peak "
        f"{peak:.1f} MB (deal {slowest[1]}); target: {target}, peak <= 300 MB"
    )
    return out


def main(argv: list[str]) -> int:
    names = [a for a in argv if a in TARGETS] or list(TARGETS)
    ranges = [a for a in argv if a not in TARGETS]
    first, _, last = (ranges[0] if ranges else "1-100").partition("-")
    for name in names:
        run(name, int(first), int(last or first))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
