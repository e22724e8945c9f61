"""The Hint button in the app: seconds from the press to the highlight, and frame times meanwhile.

    python -m tests.bench hint [--positions 200] [--games golf,easy_harp,eight_off]
                               [--mode process|thread|loop] [--first 1] [--fresh 5]

Two measures, each printed per game as JSON with the machine's load (``/proc/loadavg``)
before and after:

- **The first hint of a freshly started app** (``--fresh`` runs): a new process each time
  (the bench's own interpreter plays no part), timed from the process's start as a player
  lives it, with no head start for the hint worker: the App starts, the menu's first frame
  (the app starts the worker at the next), a tap on the game's tile at once, and Hint (the
  H key) on the table's very first frame; then the real loop's frames (``App.frame``) run
  until the hint is lit. ``continued``: the tile continues a game saved half way along the
  solver's winning line (written into the data folder by the parent before the child
  starts: nothing is worked out for it in the child); ``deal``: the tile deals a new deal
  (a proved one), a first move is played as a tap plays it, and Hint is pressed on the frame
  after (the deal's own opening hint is in the build, a lookup, so the first search of a
  fresh worker comes here). The time from the press to the frame that shows the highlight,
  and from the process's start.
- **Mid-game positions** (``--positions``): deal k (k = first, first + 1, ...) of the game's
  default rules played along the solver's winning line for a third to two thirds of its
  moves (the share cycles with k), k counting the game's proved deals; the solver is given
  2 s, then twice as long as often as it needs (a loaded machine slows it, and a proved
  deal's line is found in the end).
  Each position is opened on a real TableScene (headless, 1280x800, the dummy SDL drivers)
  with the worker already running, and Hint is pressed at once (the table has just sent the
  position to the worker); then frames run as the app's loop runs them (60 a second: update
  and draw, then sleep out the frame) until the hint is shown. p50 / p95 / max seconds from
  the press to the frame that shows it, how many showed the thinking sign (late by 0.2 s),
  the frame times meanwhile (update and draw; the sleep left out), the worker's resident
  memory after them, and how many hints the wall-clock guard cut short (``Hint.guarded``:
  the budgets count positions, so this must be 0).

Targets: the first hint of a continued game at most 0.4 s (median) and 1.0 s (max) on a
quiet machine, p95 of the mid-game hints at most 0.3 s. ``--mode`` says who works the
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
TARGET_FIRST_S = 0.4  # median
TARGET_FIRST_MAX_S = 1.0
TARGET_P95_S = 0.3
GIVE_UP_S = 10.0  # a hint not shown by then counts at this time (never seen so far)


def load() -> str:
    """The machine's load averages (1, 5, 15 minutes), as ``uptime`` says them."""
    try:
        return " ".join(Path("/proc/loadavg").read_text().split()[:3])
    except OSError:
        return "unknown"


def half_line(name: str, k: int) -> tuple[Any, list[Any]] | None:
    """The game's k-th proved deal (its default rules), new, and the first third to two
    thirds of its solver's winning line; None when the line is too short to cut."""
    from game import get_variant
    from game.solver import Verdict, solve
    from game.winnable import proved_deals

    options = get_default(name)
    deals = proved_deals(name, options) or tuple(range(1, 1001))
    game = get_variant(name).new(deals[k % len(deals)], options)
    timeout = 2.0
    result = solve(game, timeout)
    while result.verdict is not Verdict.WINNABLE:  # proved: the line is there to be found
        timeout *= 2
        result = solve(game, timeout)
    if len(result.moves) < 6:
        return None
    share = 1 / 3 + (k * 7 % 10) / 30
    return game, result.moves[: round(len(result.moves) * share)]


def mid_game(name: str, k: int) -> Any:
    """``half_line``'s position, its moves played; None when there is none."""
    got = half_line(name, k)
    if got is None:
        return None
    game, moves = got
    for move in moves:
        game.play(move)
    return game


def positions(name: str, count: int, first: int) -> list[Any]:
    found: list[Any] = []
    k = first
    while len(found) < count:
        game = mid_game(name, k)
        k += 1
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
def saved_half_way(folder: Path, name: str, k: int) -> None:
    """Write into ``folder`` what a player leaves there: the settings (the lessons seen) and
    a game of ``name`` saved half way along its solver's line (``mid_game``'s k-th)."""
    from game.session import Session
    from game.store import Store

    store = Store(folder)
    store.settings.lessons_seen = list(GAMES)
    store.save_settings()
    got = None
    while got is None:
        got = half_line(name, k)
        k += 1
    game, moves = got
    session = Session.start(store, name, game.options, game.deal)
    for move in moves:
        session.play(move)
    store.flush()


def fresh_child(name: str, how: str, folder: Path) -> dict[str, Any]:
    """In a fresh process: start the App on ``folder``, tap the game's tile on the frame
    after the menu's first, press Hint at the table's first frame (``deal``: after a first
    move); the seconds from the press to the highlight, and from the process's start."""
    import pygame

    from scenes.app import App
    from scenes.pages.menu import MenuScene
    from scenes.table import hints
    from scenes.table.scene import TableScene

    app = App((1280, 800), "en", data_dir=folder)
    app.store.settings.lessons_seen = list(GAMES)
    app.nav.to_menu()
    app.frame([], dt=FRAME_S)  # the menu's first frame: the worker starts at the next
    menu = app.scene
    assert isinstance(menu, MenuScene)
    tile = next(b for b, n in menu.tile_buttons.items() if n == name)
    pygame.event.clear()
    app.frame(tap(tile.rect.center), dt=FRAME_S)
    app.frame(pygame.event.get(), dt=FRAME_S)  # the press pygame_gui posted: the table
    table = app.scene
    assert isinstance(table, TableScene), type(table).__name__
    app.frame([], dt=FRAME_S)  # the table's first frame
    if how == "deal":
        table.play.play(table.game.legal_moves()[0])
        app.frame([], dt=FRAME_S)
    pressed = time.perf_counter()
    seconds = press_and_wait(app, table, [], real_loop=True)
    shown = table.view.hint is not None or table.toast.visible
    worker_cpu = worker_cpu_s()
    app.store.flush()
    hints.shared().stop()
    return {"first_s": round(seconds, 3), "from_start_s": round(pressed - STARTED + seconds, 3),
            "shown": shown, "worker_cpu_s": worker_cpu}


def worker_cpu_s() -> float | None:
    """The CPU seconds the hint worker (this process's child running ``spawn_main``) has used
    so far, its start and imports included: what a quiet machine's wall clock would show of
    it, whatever the load now. None without a worker."""
    import psutil

    for child in psutil.Process().children(recursive=True):
        try:
            if any("spawn_main" in part for part in child.cmdline()):
                cpu = child.cpu_times()
                return round(cpu.user + cpu.system, 3)
        except psutil.Error:
            continue
    return None


def tap(pos: tuple[int, int]) -> list[Any]:
    import pygame

    return [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1, touch=False),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1, touch=False)]


def get_default(name: str) -> str:
    from game import get_variant

    return get_variant(name).default_options()


def fresh(name: str, how: str, runs: int) -> dict[str, Any]:
    """``runs`` fresh processes (``fresh_child``), one after the other, each on a data folder
    of its own made before it starts."""
    results = []
    before = load()
    for run in range(runs):
        with tempfile.TemporaryDirectory() as folder:
            if how == "continued":
                saved_half_way(Path(folder), name, run)
            out = subprocess.run(
                [sys.executable, "-m", "tests.bench.hint_bench", "--child", name, how, folder],
                capture_output=True, text=True, check=True,
                cwd=Path(__file__).resolve().parents[2])
        results.append(json.loads(out.stdout.strip().splitlines()[-1]))
    firsts = [r["first_s"] for r in results]
    median = statistics.median(firsts)
    return {
        "game": name, "first_hint": how, "runs": runs,
        "median_s": round(median, 3), "max_s": round(max(firsts), 3),
        "from_start_median_s": round(statistics.median(r["from_start_s"] for r in results), 3),
        "worker_cpu_median_s": _median_of(r["worker_cpu_s"] for r in results),
        "all_shown": all(r["shown"] for r in results),
        "target_median_s": TARGET_FIRST_S, "target_max_s": TARGET_FIRST_MAX_S,
        "meets": median <= TARGET_FIRST_S and max(firsts) <= TARGET_FIRST_MAX_S,
        "load_before": before, "load_after": load(),
    }


def _median_of(values: Any) -> float | None:
    known = [v for v in values if v is not None]
    return round(statistics.median(known), 3) if known else None


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
        name, how, folder = args.child
        print(json.dumps(fresh_child(name, how, Path(folder))), flush=True)
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
    hints.shared = lambda: worker
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
