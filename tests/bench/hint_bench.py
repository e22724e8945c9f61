"""The Hint button in the app: seconds from the tap to the highlight, and frame times meanwhile.

    python -m tests.bench hint [--positions 200] [--games golf,easy_harp,eight_off]
                               [--mode process|thread|loop] [--first 1]

A mid-game position: deal k (k = first, first + 1, ...) of the game's default rules played
along the solver's winning line for a third to two thirds of its moves (the share cycles with
k); deals the solver does not win within 2 s are skipped. Each position is opened on a real
TableScene (headless, 1280x800, the dummy SDL drivers) and Hint is pressed (the H key, as a
keyboard would); then frames run as the app's loop runs them while something changes (60 a
second: update and draw, then sleep out the frame, each frame's ``dt`` the time that really
passed) until the hint is shown. Printed per game, as JSON: p50 / p95 / max seconds from the
press to the frame that shows the hint (target: p95 <= 0.5 s), how many of them showed the
thinking sign (late by 0.2 s), the first hint's time (it also starts the worker process),
the frame times while hints were worked out (p50 / p99 / max of update and draw; the sleep
left out) and the worker's resident memory after them.

``--mode`` says who works the hint out: ``process`` (the app's worker process), ``thread``
(the same worker loop in a thread of this process, for comparison) or ``loop`` (the in-loop
search, a few ms a frame: what the app did before the worker).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

from game import get_variant
from game.solver import Verdict, solve
from game.variant import Variant
from scenes.table import hints

GAMES = ("golf", "easy_harp", "eight_off")
FRAME_S = 1 / 60
TARGET_P95_S = 0.5
GIVE_UP_S = 10.0  # a hint not shown by then counts at this time (never seen so far)


def mid_game(name: str, deal: int) -> Variant | None:
    game = get_variant(name).new(deal)
    result = solve(game, 2.0)
    if result.verdict is not Verdict.WINNABLE or len(result.moves) < 6:
        return None
    share = 1 / 3 + (deal * 7 % 10) / 30
    for move in result.moves[: round(len(result.moves) * share)]:
        game.play(move)
    return game


def positions(name: str, count: int, first: int) -> list[Variant]:
    found: list[Variant] = []
    deal = first
    while len(found) < count:
        game = mid_game(name, deal)
        deal += 1
        if game is not None and game.legal_moves():
            found.append(game)
    return found


class ThreadWorker(hints.HintWorker):
    """The worker's loop in a thread of this process: what the GIL costs the frames."""

    def _start(self) -> Any:
        if self._conn is None:
            ours, theirs = hints.multiprocessing.Pipe()
            self._process = threading.Thread(target=hints.serve, args=(theirs,), daemon=True)
            self._process.start()
            self._conn = ours
        return self._conn

    def stop(self) -> None:
        if self._conn is not None:
            self._conn.send(None)
            self._process.join()
            self._conn = self._process = None


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def ask(app: Any, table: Any, frames: list[float]) -> float:
    """Press Hint and run frames until the hint is shown; the seconds it took."""
    press = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h")
    start = last = time.perf_counter()
    events = [press]
    while True:
        begun = time.perf_counter()
        app.step(events, dt=begun - last)
        last = begun
        events = []
        done = time.perf_counter()
        frames.append(done - begun)
        if table.searches.hint_ask is None:
            return done - start
        if done - start > GIVE_UP_S:
            return GIVE_UP_S
        time.sleep(max(0.0, FRAME_S - (done - begun)))


def worker_rss_mb() -> float | None:
    """The worker process's resident memory (Linux), or None without one."""
    process = getattr(hints.shared(), "_process", None)
    pid = getattr(process, "pid", None)
    if pid is None:
        return None
    try:
        status = Path(f"/proc/{pid}/status").read_text()
    except OSError:
        return None
    kb = next((int(line.split()[1]) for line in status.splitlines()
               if line.startswith("VmRSS:")), 0)
    return round(kb / 1024, 1)


def bench(app: Any, name: str, games: list[Variant], mode: str) -> dict[str, Any]:
    from game.session import Session

    times: list[float] = []
    frames: list[float] = []
    for game in games:
        session = Session.from_layout(app.store, game.layout())
        app.nav.open_table(session)
        table = app.scene
        for _second in range(30):  # the deal lands: a hint is asked on a still table
            app.step([], dt=1.0)
            if not table.view.anim.busy:
                break
        app.step([], dt=FRAME_S)
        times.append(ask(app, table, frames))
    return {
        "game": name,
        "options": games[0].options,
        "mode": mode,
        "positions": len(times),
        "first_s": round(times[0], 3),
        "p50_s": round(statistics.median(times), 3),
        "p95_s": round(percentile(times, 0.95), 3),
        "max_s": round(max(times), 3),
        "thinking_shown": sum(t >= hints.THINKING_AFTER_S for t in times),
        "frames": len(frames),
        "frame_p50_ms": round(statistics.median(frames) * 1000, 2),
        "frame_p99_ms": round(percentile(frames, 0.99) * 1000, 2),
        "frame_max_ms": round(max(frames) * 1000, 2),
        "worker_rss_mb": worker_rss_mb(),
        "target_p95_s": TARGET_P95_S,
        "meets": percentile(times, 0.95) <= TARGET_P95_S,
    }


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.bench hint")
    parser.add_argument("--positions", type=int, default=200)
    parser.add_argument("--games", default=",".join(GAMES))
    parser.add_argument("--mode", choices=("process", "thread", "loop"), default="process")
    parser.add_argument("--first", type=int, default=1, help="first deal number")
    args = parser.parse_args(argv)
    from scenes.app import App

    worker: hints.HintWorker | None = {
        "process": hints.HintWorker, "thread": ThreadWorker, "loop": lambda: None,
    }[args.mode]()
    hints.shared = lambda: worker  # type: ignore[assignment,return-value]
    with tempfile.TemporaryDirectory() as folder:
        app = App((1280, 800), "en", data_dir=Path(folder))
        app.nav.to_menu()
        for name in args.games.split(","):
            games = positions(name, args.positions, args.first)
            print(json.dumps(bench(app, name, games, args.mode)), flush=True)
            if worker is not None:  # each game's first hint starts the worker again
                worker.stop()
        app.store.flush()
    pygame.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
