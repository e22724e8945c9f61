"""What the achievements cost: working every one out (``achievements.standings``, the trophy
room's list) and the check after each game counted (``achievements.update``, in the store's
finish) on statistics as full as they get: a full history of Golf wins with their lines, a
year of daily deals, every rule option played.

    python -m tests.bench achievements [--runs 50] [--days 365]

Prints JSON: the median and max milliseconds of each.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from game import VARIANTS, achievements
from game.store import HistoryEntry, Statistics
from game.store.stats import HISTORY_KEEP

LINE = " ".join(["s>w"] * 9 + ["1>w", "2>w", "3>w", "4>w", "5>w", "6>w", "7>w"] * 5)


def full_stats(days: int) -> Statistics:
    stats = Statistics()
    for cls in VARIANTS.values():
        for options in cls.option_codes():
            for k in range(20):
                stats.record_result(cls.name, options, k % 3 != 0, 100, 90, 600.0)
    start = dt.date(2025, 1, 1)
    for k in range(days):
        stats.record_result("golf", "E", k % 4 != 0, 350, 40, 90.0,
                            daily_date=start + dt.timedelta(days=k))
    stats.history = [HistoryEntry(f"g{k}", "golf", "E", "GO1-E-AAAAAAB", LINE, "won", 350, 44,
                                  60.0, "2026-01-01T10:00:00") for k in range(HISTORY_KEEP)]
    return stats


def timed(runs: int, work: object) -> dict[str, float]:
    times = []
    for _ in range(runs):
        t = time.perf_counter()
        work()  # type: ignore[operator]
        times.append((time.perf_counter() - t) * 1000)
    return {"median_ms": round(statistics.median(times), 3), "max_ms": round(max(times), 3)}


def main(argv: list[str]) -> None:
    parser = argparse.ArgumentParser(prog="python -m tests.bench achievements")
    parser.add_argument("--runs", type=int, default=50)
    parser.add_argument("--days", type=int, default=365)
    args = parser.parse_args(argv)
    stats = full_stats(args.days)
    achievements.update(stats, dt.date(2026, 1, 2))  # what they earned: kept
    print(json.dumps({
        "achievements": len(achievements.every()),
        "history": len(stats.history),
        "daily_days": len(stats.daily),
        "standings": timed(args.runs, lambda: achievements.standings(stats)),
        "update": timed(args.runs, lambda: achievements.update(stats, dt.date(2026, 1, 3))),
    }, indent=1))
