"""Following the hint from the deal: how often it wins, and in how many moves.

    python -m tests.bench hint_follow --game easy_harp --deals 1-30 [--options N]
                                      [--limit 1500]

For each deal of the range that the solver proved winnable (the game's list of proved
deals, ``game.winnable``), the game is played from the deal by asking the hint (the app's:
``game.solver.hint`` with the game's ``HintMemory``, told of every position reached as the
app tells it) and playing its move, until the game ends, the hint names no move (``stuck``:
every move would lead back to a position of the game), or ``--limit`` moves. A position that
comes back is a failure (the hint must never lead back): every position of the whole game
is kept (the engine's own key, every card as it lies), and each move that reaches one of
them again counts as a revisit; play goes on, so the count is of the whole game. Prints a
line per deal with how it ended (won, stuck, no legal move, the limit), then the win rate,
the moves per win, the revisits, how the deals not won ended and the CPU time per hint,
with the load. ``--no-chance`` asks for the move alone (``game.solver.MOVE``): the same
moves, without the work of the chance shown beside them (most of an Easy Harp hint's time).
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

LIMIT_MOVES = 1500


# How a game followed from the deal ended.
WON = "won"
STUCK = "stuck"  # the hint named no move: every move led back (``Hint.stuck``)
NO_MOVE = "no move"  # the rules allowed none (the game is stuck), or the hint named none
LIMIT = "limit"  # still playing after ``--limit`` moves
ENDINGS = {WON: "won", STUCK: "the hint said every move leads back",
           NO_MOVE: "no move left", LIMIT: "still playing at the limit"}


@dataclass
class Followed:
    deal: int
    won: bool
    moves: int
    revisits: int  # moves that came back to a position of the game played before
    ended: str  # WON, STUCK, NO_MOVE or LIMIT
    hidden: int  # cards still face down at the end (0 for a game without any)
    cpu_s: float

    @property
    def repeated(self) -> bool:
        return self.revisits > 0


def follow(game: Variant, limit: int = LIMIT_MOVES, aim: str = WIN) -> tuple[str, int, int]:
    """Play the hint's move from ``game`` (changed) until the game ends, the hint names no
    move, or ``limit`` moves: (how it ended, moves played, revisits: moves that reached a
    position seen before anywhere in the game, the deal included)."""
    memory = HintMemory(game.name)
    seen: set[Any] = set()
    played = revisits = 0
    while True:
        memory.played_now(game)
        key = game.key()
        revisits += key in seen
        seen.add(key)
        if game.status is Status.WON:
            return WON, played, revisits
        if game.status is not Status.PLAYING:
            return NO_MOVE, played, revisits
        if played >= limit:
            return LIMIT, played, revisits
        told = hint(game, memory=memory, aim=aim)
        if told.move is None:
            return (STUCK if told.stuck else NO_MOVE), played, revisits
        game.play(told.move)
        played += 1


def run(name: str, options: str | None, first: int, last: int, limit: int = LIMIT_MOVES,
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
        ended, moves, revisits = follow(game, limit, aim)
        spent = time.process_time() - start
        hidden = sum(getattr(game, "hidden", ()) or ())
        row = Followed(deal, ended == WON, moves, revisits, ended, hidden, spent)
        out.append(row)
        print(f"  deal {deal}: {ENDINGS[ended]} after {moves} moves"
              f"{f', {revisits} positions came back' if revisits else ''}"
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
          f"positions revisited: {sum(r.revisits for r in rows)} "
          f"(in {sum(r.repeated for r in rows)} deals)")
    if per_win:
        print(f"  moves per win: median {statistics.median(per_win):.0f}, mean "
              f"{statistics.mean(per_win):.0f}, max {max(per_win)}")
    for ended in (STUCK, NO_MOVE, LIMIT):
        deals = [r.deal for r in rows if r.ended == ended]
        if deals:
            print(f"  not won, {ENDINGS[ended]}: {len(deals)} "
                  f"(deals {', '.join(map(str, deals))})")
    print(f"  CPU {cpu:.1f} s, {1000 * cpu / moves:.1f} ms a hint; load average {load}")


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.bench hint_follow")
    parser.add_argument("--game", default="easy_harp")
    parser.add_argument("--options", default=None)
    parser.add_argument("--deals", default="1-30")
    parser.add_argument("--limit", type=int, default=LIMIT_MOVES)
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
