"""What the daily challenges cost: searching a day past the shipped table (the three
searches and their proofs' check, per game), and replaying a shipped day's proofs (what
``--check`` and the tests do).

    python -m tests.bench challenges [--days 3] [--first 2031-05-01]

Prints JSON: per day searched, its seconds (the three games' searches of their candidates
and the proofs' replays) and its goals; then the median and max seconds of a shipped day's
three replays (30 days). Say the machine's load (``uptime``) beside the figures.
"""

from __future__ import annotations

import argparse
import datetime as _dt
import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from game.challenges import challenges_for, check_line, computed


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.bench challenges")
    parser.add_argument("--days", type=int, default=3)
    parser.add_argument("--first", default="2031-05-01", help="a day past the shipped table")
    args = parser.parse_args(argv)
    first = _dt.date.fromisoformat(args.first)
    searched = []
    for i in range(args.days):
        day = first + _dt.timedelta(days=i)
        start = time.perf_counter()
        found = computed(day)
        searched.append({"day": day.isoformat(), "seconds": round(time.perf_counter() - start, 3),
                         "goals": [f"{c.game}:{c.goal}={c.n}" for c in found]})
    replays = []
    for i in range(30):
        day = _dt.date(2026, 12, 1) + _dt.timedelta(days=i)
        start = time.perf_counter()
        assert all(check_line(c, c.proof).met for c in challenges_for(day))
        replays.append(time.perf_counter() - start)
    print(json.dumps({"searched": searched,
                      "replay_day_median_s": round(statistics.median(replays), 3),
                      "replay_day_max_s": round(max(replays), 3)}, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
