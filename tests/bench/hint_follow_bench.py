"""Following the hint from the deal: how often it wins, and in how many moves.

    python -m tests.bench hint_follow --game easy_harp --deals 1-30 [--options N]
                                      [--limit 1500]

For each deal of the range that the solver proved winnable (the game's list of proved
deals, ``game.winnable``), the game is played from the deal by asking the hint (the app's:
``game.solver.hint`` with the game's ``HintMemory``, told of every position reached as the
app tells it) and playing its move, until the game ends, the hint names no move, a position
comes back (a failure: the hint must never lead back), or ``--limit`` moves. Prints a line
per deal, then the win rate, the moves per win and the CPU time per hint, with the load.
``--no-chance`` asks for the move alone (``game.solver.MOVE``): the same moves, without the
work of the chance shown beside them (most of an Easy Harp hint's time).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from dataclasses import dataclass
from typing import Any

from game import get_variant
from game.solver import MOVE, WIN, HintMemory, hint
from game.variant import Status, Variant
from game.winnable import proved_deals

LIMIT = 1500


@dataclass
class Followed:
    deal: int
    won: bool
    moves: int
    repeated: bool  # a position came back
    hidden: int  # cards still face down at the end (0 for a game without any)
    cpu_s: float


def follow(game: Variant, limit: int = LIMIT, aim: str = WIN) -> tuple[Status, int, bool]:
    """Play the hint's move from ``game`` (changed) until the game ends, the hint names no
    move, a position comes back, or ``limit`` moves: (status, moves played, came back)."""
    memory = HintMemory(game.name)
    seen: set[Any] = set()
    played = 0
    while True:
        memory.played_now(game)
        if game.status is not Status.PLAYING:
            return game.status, played, False
        key = game.key()
        if key in seen:
            return game.status, played, True
        seen.add(key)
        if played >= limit:
            return game.status, played, False
        told = hint(game, memory=memory, aim=aim)
        if told.move is None:
            return game.status, played, False
        game.play(told.move)
        played += 1


def run(name: str, options: str | None, first: int, last: int, limit: int = LIMIT,
        aim: str = WIN) -> list[Followed]:
    cls = get_variant(name)
    options = options or cls.default_options()
    proved = set(proved_deals(name, options))
    out: list[Followed] = []
    for deal in range(first, last + 1):
        if deal not in proved:
            continue
        game = cls.new(deal, options)
        start = time.process_time()
        status, moves, repeated = follow(game, limit, aim)
        spent = time.process_time() - start
        hidden = sum(getattr(game, "hidden", ()) or ())
        row = Followed(deal, status is Status.WON, moves, repeated, hidden, spent)
        out.append(row)
        print(f"  deal {deal}: {'won' if row.won else 'not won'} after {moves} moves"
              f"{', a position came back' if repeated else ''}"
              f"{f', {hidden} face down' if hidden and not row.won else ''}; "
              f"{spent:.1f} s CPU", flush=True)
    return out


def report(name: str, options: str | None, first: int, last: int, rows: list[Followed],
           limit: int) -> None:
    wins = [r for r in rows if r.won]
    per_win = [r.moves for r in wins]
    cpu = sum(r.cpu_s for r in rows)
    moves = sum(r.moves for r in rows) or 1
    load = " ".join(f"{x:.2f}" for x in os.getloadavg())
    shown = f"{name} {options}" if options else name
    print(f"{shown} deals {first}-{last}: {len(rows)} proved winnable, followed from the deal "
          f"(at most {limit} moves)")
    print(f"  won {len(wins)} of {len(rows)} ({100 * len(wins) / max(len(rows), 1):.0f}%); "
          f"came back to a position: {sum(r.repeated for r in rows)}")
    if per_win:
        print(f"  moves per win: median {statistics.median(per_win):.0f}, mean "
              f"{statistics.mean(per_win):.0f}, max {max(per_win)}")
    print(f"  CPU {cpu:.1f} s, {1000 * cpu / moves:.1f} ms a hint; load average {load}")


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.bench hint_follow")
    parser.add_argument("--game", default="easy_harp")
    parser.add_argument("--options", default=None)
    parser.add_argument("--deals", default="1-30")
    parser.add_argument("--limit", type=int, default=LIMIT)
    parser.add_argument("--no-chance", action="store_true",
                        help="the hint's move alone, without its chance")
    args = parser.parse_args(argv)
    first, _, last = args.deals.partition("-")
    lo, hi = int(first), int(last or first)
    rows = run(args.game, args.options, lo, hi, args.limit, MOVE if args.no_chance else WIN)
    report(args.game, args.options, lo, hi, rows, args.limit)
    if args.no_chance:
        print("  (the move alone: --no-chance)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
