"""Easy Harp's solver against an earlier revision of it, on the same deals in one run.

    python -m tests.bench.harp_solver_ab [--before REV] [--deals 1-60] [--rounds 2]

The earlier ``game/games/easy_harp/solver.py`` (from git, ``REV``) is loaded as a module of
its own beside the current one; each deal is searched by both, alternating which goes first,
``rounds`` times. Prints CPU time (``time.process_time``) summed per version, the ratio, and
whether both found the same verdict, the same number of positions and the same line.
"""

from __future__ import annotations

import argparse
import importlib.util
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from types import ModuleType
from typing import Any

from game.games.easy_harp import EasyHarp
from game.games.easy_harp import solver as current

ROOT = Path(__file__).resolve().parents[2]


def _load(rev: str) -> ModuleType:
    text = subprocess.run(
        ["git", "show", f"{rev}:game/games/easy_harp/solver.py"],
        cwd=ROOT, check=True, capture_output=True, text=True,
    ).stdout
    path = Path(tempfile.mkdtemp()) / "harp_solver_before.py"
    path.write_text(text)
    spec = importlib.util.spec_from_file_location("harp_solver_before", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _solve(module: Any, deal: int) -> tuple[float, tuple[str, int, tuple[str, ...]]]:
    start = time.process_time()
    gen = module.search(EasyHarp.new(deal, "N"))
    try:
        while True:
            next(gen)
    except StopIteration as stop:
        result = stop.value
    spent = time.process_time() - start
    return spent, (result.verdict.name, result.states, tuple(str(m) for m in result.moves or ()))


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--before", default="HEAD")
    parser.add_argument("--deals", default="1-60")
    parser.add_argument("--rounds", type=int, default=2)
    args = parser.parse_args(argv)
    first, _, last = args.deals.partition("-")
    deals = range(int(first), int(last or first) + 1)
    before = _load(args.before)
    spent = {"before": 0.0, "after": 0.0}
    differ = []
    for r in range(args.rounds):
        for n, deal in enumerate(deals):
            order = [("before", before), ("after", current)]
            if (n + r) % 2:
                order.reverse()
            found = {}
            for name, module in order:
                t, found[name] = _solve(module, deal)
                spent[name] += t
            if found["before"] != found["after"] and deal not in differ:
                differ.append(deal)
    print(
        f"deals {args.deals} x {args.rounds}: before ({args.before}) {spent['before']:.2f} s, "
        f"after {spent['after']:.2f} s CPU, {spent['before'] / spent['after']:.2f}x; "
        f"verdict, positions and line differ on: {differ or 'none'}"
    )
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
