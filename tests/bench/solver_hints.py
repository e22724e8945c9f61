"""How fast the Eight Off and Easy Harp hints are on mid-game positions.

    python -m tests.bench.solver_hints [eo8 eo4 eo2 eh] [--positions 200]

A mid-game position: deal k (k = 1, 2, ...) played along the solver's winning line for 30 to
70% of its moves (the share cycles with k); when the solver finds no line in 2 s, 40 moves
of a seeded random game that prefers cards home (the hint must also answer where nothing
wins). Each position's hint is timed as the app calls it (``game.solver.hint``) and the
figures printed: p50 / p95 / max seconds against the target (0.5 s at the 95th percentile),
and how often the hint was certain, lost, or gave a chance.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from typing import Any

from game.games.easy_harp import EasyHarp
from game.games.eight_off import EightOff
from game.moves import PileKind
from game.solver import Verdict, hint, solve
from game.variant import Status, Variant

GAMES: dict[str, tuple[type[Variant], str]] = {
    "eo8": (EightOff, "C8"),
    "eo4": (EightOff, "C4"),
    "eo2": (EightOff, "C2"),
    "eh": (EasyHarp, "N"),
}
TARGET_P95_S = 0.5


def mid_game(cls: type[Variant], options: str, deal: int) -> Variant:
    game = cls.new(deal, options)
    result = solve(game, 2.0)
    if result.verdict is Verdict.WINNABLE:
        share = 0.3 + 0.4 * (deal * 7 % 10) / 10
        for move in result.moves[: int(len(result.moves) * share)]:
            game.play(move)
        return game
    rng = random.Random(deal)
    for _ in range(40):
        moves = game.legal_moves()
        if not moves or game.status is not Status.PLAYING:
            break
        home = [m for m in moves if m.target is not None and m.target.kind is PileKind.FOUNDATION]
        game.play(rng.choice(home or moves))
    return game


def run(name: str, count: int) -> dict[str, Any]:
    cls, options = GAMES[name]
    times: list[float] = []
    certain = lost = chance = 0
    for deal in range(1, count + 1):
        game = mid_game(cls, options, deal)
        start = time.perf_counter()
        h = hint(game)
        times.append(time.perf_counter() - start)
        certain += h.certain
        lost += h.lost
        chance += h.chance is not None
    times.sort()
    out = {
        "game": name,
        "positions": count,
        "p50_s": statistics.median(times),
        "p95_s": times[int(0.95 * (count - 1))],
        "max_s": times[-1],
        "certain": certain,
        "lost": lost,
        "with_chance": chance,
    }
    print(f"{name}: {count} mid-game positions, hint p50 {out['p50_s']:.3f} s, p95 "
          f"{out['p95_s']:.3f} s (target <= {TARGET_P95_S} s), max {out['max_s']:.3f} s; "
          f"certain {certain}, lost {lost}, with a chance {chance}")
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.bench.solver_hints")
    parser.add_argument("games", nargs="*", help=f"any of {', '.join(GAMES)} (default: all)")
    parser.add_argument("--positions", type=int, default=200)
    args = parser.parse_args(argv)
    unknown = set(args.games) - set(GAMES)
    if unknown:
        parser.error(f"unknown game {', '.join(sorted(unknown))}")
    for name in args.games or list(GAMES):
        run(name, args.positions)
    return 0


if __name__ == "__main__":
    sys.exit(main())
