"""Soak: many games played by the solver and the hint through the headless App.

``python -m tests.bench soak [--games N] [--size WxH] [--timeout S]`` prints one JSON object:
resident memory after the first 100 games (or a tenth of them when fewer) and at the end,
each the median of the readings after the last ten games up to that point (one reading
swings by +-5 MB with the kind of game just played and the solver's last search), their
ratio (target <= 1.10), the highest reading, and the median/p95 frame time (advance + draw
after a move) over the first and the last 10% of the games (no drift: late median within 25%
of early).

Each game: a deal of Golf, Easy Harp or Eight Off in turn, opened on a table as New game
does; moves come from ``solver.solve`` (a winning line) or, when it times out or the deal is
lost, from ``solver.hint``; each is played through the table's own move path (animations,
sounds, saving) and followed by a frame. A game ends when won, stuck, or after 400 moves.
"""

from __future__ import annotations

import argparse
import array
import gc
import json
import os
import signal
import statistics
import sys
import tempfile
import time
from collections import deque
from collections.abc import MutableSequence
from pathlib import Path
from typing import Any

from tests.bench.app_bench import rss_mb

GAMES = (("golf", "E"), ("easy_harp", "N"), ("eight_off", "C8"))
MOVE_CAP = 400


def play_one(app: Any, index: int, timeout: float, frames: MutableSequence[float],
             hint_timeout: float = 0.02, move_cap: int = MOVE_CAP) -> str:
    from game import solver
    from scenes.table.scene import TableScene

    name, options = GAMES[index % len(GAMES)]
    session = app.nav.start_game(name, options, 1 + (index * 7919) % 999_999)
    app.step([], 1.0)
    table = app.scene
    assert isinstance(table, TableScene)
    plan = solver.solve(session.game, timeout=timeout)
    line = list(plan.moves) if plan.verdict is solver.Verdict.WINNABLE else []
    moves = 0
    while not session.finished and moves < move_cap:
        move = line.pop(0) if line else solver.hint(session.game, hint_timeout).move
        if move is None:
            break
        table.play_move(move)
        moves += 1
        start = time.perf_counter()
        app.advance(1 / 60)
        app.draw()
        frames.append((time.perf_counter() - start) * 1000)
        app.advance(0.5)  # the move's flight lands
    outcome = "won" if session.won else "stuck" if session.finished else "gave up"
    for _i in range(8):  # celebration, results
        app.step([], 0.5)
    return outcome


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.bench soak")
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--size", default="1280x800")
    parser.add_argument("--timeout", type=float, default=0.5, help="solver seconds per deal")
    parser.add_argument("--hint-timeout", type=float, default=0.02,
                        help="hint seconds per move once the solver gave up")
    parser.add_argument("--moves", type=int, default=MOVE_CAP, help="moves before giving up")
    args = parser.parse_args(argv)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    width, height = (int(v) for v in args.size.split("x"))

    from scenes.app import App

    with tempfile.TemporaryDirectory(prefix="soak-") as folder:
        app = App((width, height), "en", data_dir=Path(folder))
        # SDL turns SIGTERM into a quit event this loop never reads: let `kill` stop the run.
        signal.signal(signal.SIGTERM, signal.SIG_DFL)
        app.stack.push(app.nav.menu_scene())
        tenth = max(1, args.games // 10)
        checkpoint = min(100, tenth)
        # Frame times as packed doubles, and only the two tenths compared: a list of every
        # frame's float grew by ~12 MB over 2 000 games, which this very bench then reported
        # as the app's memory creep.
        early: array.array[float] = array.array("d")
        late: deque[array.array[float]] = deque(maxlen=tenth)
        outcomes: dict[str, int] = {}
        readings: list[float] = []
        start = time.perf_counter()
        for i in range(args.games):
            frames = array.array("d")
            outcome = play_one(app, i, args.timeout, frames, args.hint_timeout, args.moves)
            outcomes[outcome] = outcomes.get(outcome, 0) + 1
            if i < tenth:
                early.extend(frames)
            late.append(frames)
            gc.collect()
            readings.append(rss_mb())
            if (i + 1) % 50 == 0:
                print(f"{i + 1} games, {time.perf_counter() - start:.0f} s, "
                      f"{readings[-1]:.1f} MB", file=sys.stderr, flush=True)
        rss_checkpoint = statistics.median(readings[max(0, checkpoint - 10):checkpoint])
        rss_end = statistics.median(readings[-10:])
        early_ms = list(early) or [0.0]
        late_ms = [f for g in late for f in g] or [0.0]

        def p95(xs: list[float]) -> float:
            return sorted(xs)[int(0.95 * (len(xs) - 1))]

        result = {
            "games": args.games,
            "outcomes": outcomes,
            "seconds": round(time.perf_counter() - start, 1),
            "rss_mb_after_checkpoint": round(rss_checkpoint, 1),
            "checkpoint_games": checkpoint,
            "rss_mb_end": round(rss_end, 1),
            "rss_ratio": round(rss_end / rss_checkpoint, 3) if rss_checkpoint else None,
            "rss_mb_max": round(max(readings), 1),
            "frame_ms_median_early": round(statistics.median(early_ms), 3),
            "frame_ms_median_late": round(statistics.median(late_ms), 3),
            "frame_ms_p95_early": round(p95(early_ms), 3),
            "frame_ms_p95_late": round(p95(late_ms), 3),
        }
        print(json.dumps(result))
        ok = (result["rss_ratio"] or 0) <= 1.10 and (
            result["frame_ms_median_late"] <= 1.25 * result["frame_ms_median_early"] + 0.5
        )
        return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
