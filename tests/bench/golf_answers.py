"""Every answer of Golf's hint and review on fixed positions, written to a file: run it on two
builds (or two commits) and compare the files to show that a change to the search kept its
answers, chance for chance, to the last bit.

    python -m tests.bench.golf_answers [OUT.json] [--deals 6] [--positions 100] [--options E,C]
    python -m tests.bench.golf_answers --compare A.json B.json

The positions: the hint bench's mid-game ones (``solver_builds._mid_games``), and every
position of deals 1..N of each rule option as the review bench's fixed player plays them,
each asked for a hint (WIN, and STROKES for the holes) and each game reviewed. Floats are
written with ``repr`` so that equal files mean equal bits. Prints the number of answers, or
the first that differ; without OUT, the answers as one JSON line.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from game.review import positions, review
from game.solver import STROKES, WIN, hint
from tests.bench.review_bench import played
from tests.bench.solver_builds import _mid_games


def _hint(game: Any, aim: str) -> list[Any]:
    h = hint(game, aim=aim)
    return [repr(h.move), repr(h.chance), h.exact, h.lost, h.certain]


def answers(deals: int, count: int, options: list[str]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for n, game in enumerate(_mid_games("golf", "E", count)):
        out[f"mid {n}"] = _hint(game, WIN)
    for option in options:
        for deal in range(1, deals + 1):
            start, line = played("golf", option, deal, 150)
            for k, game in enumerate(positions(start, line)):
                if game.status.value == "playing":
                    out[f"{option}{deal} {k}"] = [_hint(game, WIN), _hint(game, STROKES)]
            done = review(start, line)
            out[f"review {option}{deal}"] = [
                [repr(p.chance), p.exact, repr(p.cost), repr(p.luck)] for p in done.points]
            out[f"turning {option}{deal}"] = [done.turning_point, repr(done.better_line)]
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.bench.golf_answers")
    parser.add_argument("out", nargs="?")
    parser.add_argument("--deals", type=int, default=6)
    parser.add_argument("--positions", type=int, default=100)
    parser.add_argument("--options", default="E,C")
    parser.add_argument("--compare", nargs=2, metavar="FILE")
    options = parser.parse_args(argv)
    if options.compare:
        a, b = (json.loads(Path(f).read_text(encoding="utf-8")) for f in options.compare)
        differ = [k for k in a if a[k] != b.get(k)] + [k for k in b if k not in a]
        for k in differ[:10]:
            print(k, a.get(k), b.get(k), sep="\n  ")
        print(f"{len(a) - len(differ)} of {len(a)} the same")
        return 1 if differ else 0
    found = answers(options.deals, options.positions, options.options.split(","))
    if not options.out:
        print(json.dumps(found, sort_keys=True))
        return 0
    Path(options.out).write_text(json.dumps(found, indent=0, sort_keys=True), encoding="utf-8")
    print(len(found), "answers")
    return 0


if __name__ == "__main__":
    sys.exit(main())
