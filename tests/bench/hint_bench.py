"""The Hint button in the app: seconds from the press to the highlight, and frame times meanwhile.

    python -m tests.bench hint [--positions 200] [--games golf,easy_harp,eight_off]
                               [--mode process|thread|loop] [--first 1] [--fresh 5]

Two measures, each printed per game as JSON with the machine's load (``/proc/loadavg``)
before and after:

- **The first hint of a freshly started app** (``--fresh`` runs): a new process each time
  (the bench's own interpreter plays no part), the lessons marked as seen, which starts the
  App and runs the real loop's frames (``App.frame``: after its first frame the app starts
  the hint worker), opens the game's table at once and presses Hint (the H key) on the
  table's very first frame, then runs frames until the hint is lit: ``deal`` on a new deal
  (a proved deal: New deal deals only those), ``continued`` on a saved game half way through
  (nothing cached). The time from the press to the frame that shows the highlight; also
  from the process's start.
- **Mid-game positions** (``--positions``): deal k (k = first, first + 1, ...) of the game's
  default rules played along the solver's winning line for a third to two thirds of its
  moves (the share cycles with k); deals the solver does not win within 2 s are skipped.
  Each position is opened on a real TableScene (headless, 1280x800, the dummy SDL drivers)
  with the worker already running, and Hint is pressed at once (the table has just sent the
  position to the worker); then frames run as the app's loop runs them (60 a second: update
  and draw, then sleep out the frame) until the hint is shown. p50 / p95 / max seconds from
  the press to the frame that shows it, how many showed the thinking sign (late by 0.2 s),
  the frame times meanwhile (update and draw; the sleep left out), the worker's resident
  memory after them, and how many hints the wall-clock guard cut short (``Hint.guarded``:
  the budgets count positions, so this must be 0).

Targets: the first hint at most 0.4 s, p95 at most 0.3 s. ``--mode`` says who works the
mid-game hints out: ``process`` (the app's worker process), ``thread`` (the same worker loop
in a thread of this process, for comparison) or ``loop`` (the in-loop search, a few ms a
frame).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

STARTED = time.perf_counter()  # the child's clock starts with its interpreter's imports

GAMES = ("golf", "easy_harp", "eight_off")
FRAME_S = 1 / 60
TARGET_FIRST_S = 0.4
TARGET_P95_S = 0.3
GIVE_UP_S = 10.0  # a hint not shown by then counts at this time (never seen so far)


def load() -> str:
    """The machine's load averages (1, 5, 15 minutes), as ``uptime`` says them."""
    try:
        return " ".join(Path("/proc/loadavg").read_text().split()[:3])
    except OSError:
        return "unknown"


def mid_game(name: str, deal: int) -> Any:
    from game import get_variant
    from game.solver import Verdict, solve

    game = get_variant(name).new(deal)
    result = solve(game, 2.0)
    if result.verdict is not Verdict.WINNABLE or len(result.moves) < 6:
        return None
    share = 1 / 3 + (deal * 7 % 10) / 30
    for move in result.moves[: round(len(result.moves) * share)]:
        game.play(move)
    return game


def positions(name: str, count: int, first: int) -> list[Any]:
    found: list[Any] = []
    deal = first
    while len(found) < count:
        game = mid_game(name, deal)
        deal += 1
        if game is not None and game.legal_moves():
            found.append(game)
    return found


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def press_and_wait(app: Any, table: Any, frames: list[float], real_loop: bool = False) -> float:
    """Press Hint and run frames until the hint is shown; the seconds it took."""
    import pygame

    press = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h")
    start = last = time.perf_counter()
    events = [press]
    while True:
        begun = time.perf_counter()
        if real_loop:
            app.frame(events, dt=begun - last)
        else:
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


# --- the first hint of a fresh app (a child process) --------------------------------------------
def fresh_child(name: str, how: str, deal: int) -> dict[str, Any]:
    """In a fresh process: start the App, open the game, press Hint at the table's first
    frame; the seconds from the press to the highlight, and from the process's start."""
    from game.session import Session
    from game.winnable import proved_deals
    from scenes.app import App

    with tempfile.TemporaryDirectory() as folder:
        app = App((1280, 800), "en", data_dir=Path(folder))
        app.store.settings.lessons_seen = list(GAMES)
        app.nav.to_menu()
        app.frame([], dt=FRAME_S)  # the menu's first frame
        app.frame([], dt=FRAME_S)  # idle after it: the app starts the hint worker
        if how == "deal":
            number = proved_deals(name, get_default(name))[deal % 50]
            app.nav.start_game(name, None, deal=number)
        else:
            game = mid_game(name, deal)
            app.nav.open_table(Session.from_layout(app.store, game.layout()))
        table = app.scene
        app.frame([], dt=FRAME_S)  # the table's first frame
        pressed = time.perf_counter()
        seconds = press_and_wait(app, table, [], real_loop=True)
        shown = table.view.hint is not None or table.toast.visible
        app.store.flush()
        from scenes.table import hints

        hints.shared().stop()
    return {"first_s": round(seconds, 3), "from_start_s": round(pressed - STARTED + seconds, 3),
            "shown": shown}


def get_default(name: str) -> str:
    from game import get_variant

    return get_variant(name).default_options()


def fresh(name: str, how: str, runs: int) -> dict[str, Any]:
    """``runs`` fresh processes (``fresh_child``), one after the other."""
    results = []
    before = load()
    for run in range(runs):
        out = subprocess.run(
            [sys.executable, "-m", "tests.bench.hint_bench", "--child", name, how, str(run + 1)],
            capture_output=True, text=True, check=True, cwd=Path(__file__).resolve().parents[2])
        results.append(json.loads(out.stdout.strip().splitlines()[-1]))
    firsts = [r["first_s"] for r in results]
    return {
        "game": name, "first_hint": how, "runs": runs,
        "median_s": round(statistics.median(firsts), 3), "max_s": round(max(firsts), 3),
        "from_start_median_s": round(statistics.median(r["from_start_s"] for r in results), 3),
        "all_shown": all(r["shown"] for r in results),
        "target_s": TARGET_FIRST_S, "meets": max(firsts) <= TARGET_FIRST_S,
        "load_before": before, "load_after": load(),
    }


# --- mid-game positions ---------------------------------------------------------------------
def worker_rss_mb(worker: Any) -> float | None:
    """The worker process's resident memory (Linux), or None without one."""
    pid = getattr(getattr(worker, "_process", None), "pid", None)
    if pid is None:
        return None
    try:
        status = Path(f"/proc/{pid}/status").read_text()
    except OSError:
        return None
    kb = next((int(line.split()[1]) for line in status.splitlines()
               if line.startswith("VmRSS:")), 0)
    return round(kb / 1024, 1)


def bench(app: Any, name: str, games: list[Any], mode: str, worker: Any) -> dict[str, Any]:
    from game.session import Session
    from scenes.table import play as play_module

    shown: list[Any] = []
    original = play_module.TablePlay.show_hint

    def show(self: Any, answer: Any) -> None:
        shown.append(answer.result)
        original(self, answer)

    play_module.TablePlay.show_hint = show  # type: ignore[method-assign]
    times: list[float] = []
    frames: list[float] = []
    before = load()
    try:
        for game in games:
            session = Session.from_layout(app.store, game.layout())
            app.nav.open_table(session)
            table = app.scene
            for _second in range(30):  # the deal lands: Hint is pressed on a still table
                app.step([], dt=1.0)
                if not table.view.anim.busy:
                    break
            times.append(press_and_wait(app, table, frames))
    finally:
        play_module.TablePlay.show_hint = original  # type: ignore[method-assign]
    from scenes.table import hints

    return {
        "game": name,
        "options": games[0].options,
        "mode": mode,
        "positions": len(times),
        "p50_s": round(statistics.median(times), 3),
        "p95_s": round(percentile(times, 0.95), 3),
        "max_s": round(max(times), 3),
        "thinking_shown": sum(t >= hints.THINKING_AFTER_S for t in times),
        "guard_hits": sum(bool(getattr(h, "guarded", False)) for h in shown),
        "frames": len(frames),
        "frame_p50_ms": round(statistics.median(frames) * 1000, 2),
        "frame_p99_ms": round(percentile(frames, 0.99) * 1000, 2),
        "frame_max_ms": round(max(frames) * 1000, 2),
        "worker_rss_mb": worker_rss_mb(worker),
        "target_p95_s": TARGET_P95_S,
        "meets": percentile(times, 0.95) <= TARGET_P95_S,
        "load_before": before,
        "load_after": load(),
    }


def thread_worker() -> Any:
    """The worker's loop in a thread of this process: what the GIL costs the frames."""
    from scenes.table import channel, hints

    class ThreadWorker(hints.HintWorker):
        def _start(self) -> Any:
            if self._line is None:
                ours, theirs = channel.pair()
                self._process = threading.Thread(target=hints.serve, args=(theirs,),
                                                 daemon=True)
                self._process.start()
                self._line = channel.AppEnd(ours)
            return self._line

        def stop(self) -> None:
            if self._line is not None:
                self._line.close()  # the thread sees the end of the line and returns
                self._process.join()
                self._line = self._process = None

    return ThreadWorker()


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.bench hint")
    parser.add_argument("--positions", type=int, default=200)
    parser.add_argument("--games", default=",".join(GAMES))
    parser.add_argument("--mode", choices=("process", "thread", "loop"), default="process")
    parser.add_argument("--first", type=int, default=1, help="first deal number")
    parser.add_argument("--fresh", type=int, default=5, help="fresh app processes a case")
    parser.add_argument("--child", nargs=3, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child:
        name, how, deal = args.child
        print(json.dumps(fresh_child(name, how, int(deal))), flush=True)
        return 0
    names = args.games.split(",")
    print(json.dumps({"uptime_load": load()}), flush=True)
    if args.fresh:
        for name in names:
            for how in ("deal", "continued"):
                print(json.dumps(fresh(name, how, args.fresh)), flush=True)
    if not args.positions:
        return 0
    import pygame

    from scenes.app import App
    from scenes.table import hints

    worker: Any = {"process": hints.HintWorker, "thread": thread_worker,
                   "loop": lambda: None}[args.mode]()
    hints.shared = lambda: worker  # type: ignore[assignment]
    with tempfile.TemporaryDirectory() as folder:
        app = App((1280, 800), "en", data_dir=Path(folder))
        app.store.settings.lessons_seen = list(GAMES)
        app.nav.to_menu()
        for name in names:
            games = positions(name, args.positions, args.first)
            if worker is not None:
                worker.start()  # as the app does after its first frame
            print(json.dumps(bench(app, name, games, args.mode, worker)), flush=True)
            if worker is not None:
                worker.stop()
        app.store.flush()
    pygame.quit()
    print(json.dumps({"uptime_load": load()}), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
