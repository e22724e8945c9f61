"""How often Golf's chances are exact, and what that costs: the hint's and the review's.

    python -m tests.bench golf_exact [--deals 6] [--options E,C]

Deals 1..N of each rule option played by the review bench's fixed player
(``review_bench.played``: the heuristic move, a random one every fifth). At every position
still in play with cards in the stock, the hint is asked (``game.solver.hint``, no memory)
and counted by the stock's size: how many of those chances were exact (``Hint.exact``), and
its CPU time (p50 / p95 / max). Then each game is reviewed (``game.review.review``, the
game's own budget): how many positions with a stock of 1 to 8 cards got an exact chance, and
the review's CPU time (median / max). Prints one JSON line. CPU time (user + system) is the
figure a shared machine moves least; say the load beside it.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
from collections import defaultdict
from typing import Any

from game.review import positions, review
from game.solver import hint
from tests.bench.review_bench import played
from tests.bench.solver_builds import _cpu, _p95


def bench(deals: int, options: list[str]) -> dict[str, Any]:
    by_stock: dict[int, list[int]] = defaultdict(lambda: [0, 0])
    hint_times: list[float] = []
    review_times: list[float] = []
    small = [0, 0]  # the review's positions with 1 to 8 stock cards: exact, all
    for option in options:
        for deal in range(1, deals + 1):
            start, line = played("golf", option, deal, 150)
            games = positions(start, line)
            for game in games:
                size = len(getattr(game, "stock", ()))
                if not size or game.status.value != "playing":
                    continue
                began = _cpu()
                told = hint(game)
                hint_times.append(_cpu() - began)
                by_stock[size][0] += told.exact
                by_stock[size][1] += 1
            began = _cpu()
            result = review(start, line)
            review_times.append(_cpu() - began)
            for game, point in zip(games, result.points, strict=True):
                if 0 < len(getattr(game, "stock", ())) <= 8:
                    small[0] += point.exact
                    small[1] += 1
    return {
        "deals": f"1-{deals}", "options": ",".join(options), "load": os.getloadavg()[0],
        "hint_exact_by_stock": {str(k): f"{v[0]}/{v[1]}" for k, v in sorted(by_stock.items())},
        "hint_cpu_p50_s": round(statistics.median(hint_times), 4),
        "hint_cpu_p95_s": round(_p95(hint_times), 4),
        "hint_cpu_max_s": round(max(hint_times), 4),
        "review_exact_stock_1_to_8": f"{small[0]}/{small[1]}",
        "review_cpu_median_s": round(statistics.median(review_times), 3),
        "review_cpu_max_s": round(max(review_times), 3),
    }


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.bench golf_exact")
    parser.add_argument("--deals", type=int, default=6)
    parser.add_argument("--options", default="E,C")
    args = parser.parse_args(argv)
    print(json.dumps(bench(args.deals, args.options.split(","))), flush=True)
    return 0
