"""The app's speed and weight: ``python -m tests.bench app`` prints one JSON object.

- ``first_frame_s``: process start to the first table frame on screen (a fresh interpreter,
  measured from outside by the parent).
- ``frame_ms_median`` / ``frame_ms_p99``: Easy Harp mid-game at 1920x1080 with a card being
  dragged (event, update, draw of each frame).
- ``idle_cpu_pct``: share of one core used by the real loop (``App.run``) on an idle table over
  ten seconds (process CPU time from ``resource``): two at 30 fps, then the loop's 20 fps.
- ``rss_mb``, ``worker_rss_mb``: resident memory of the app and of its hint worker (its
  child process running ``spawn_main``, read with psutil) after ten games at 1920x1080 as a
  player plays them through the real loop's frames: the menu, a new deal, 30 moves played as
  taps play them, the hint worker told each position, back to the menu;
  ``worker_rss_peak_mb``: the worker's highest after any of the games.
- ``worker_rss_mb_max`` / ``worker_rss_mb_end``: the hint worker's resident memory over a
  session of 2 000 moves (``child_worker``): the highest reading and the last.
- ``feel``: nothing to wait for, measured in the app's own frames (``App.frame`` at 60 fps, so
  the durations are the app's time, whatever the machine's load) at 1920x1080: ``deal_s``
  per game (the tap on its menu tile to the last card landed), ``finish_s`` (Finish pressed
  on a whole game, 52 cards of Eight Off and 104 of Easy Harp, to the last card landed),
  ``celebration_s`` (the last card landed to the results on screen), and the worst frame of
  each in wall and CPU milliseconds (``*_worst_ms``, ``*_worst_cpu_ms``: the machine is
  shared, CPU time is what the app itself spent); the frames that open a screen apart
  (``table_open_cpu_ms_*``: its card atlas is drawn; ``results_open_*``: pygame_gui draws
  its buttons); ``drag_worst_ms`` / ``drag_worst_cpu_ms``: the worst frame of a whole drag,
  its lift and its settling included; ``finish_worst_cpu_ms``: the worst frame of either
  Finish; ``gc_worst_cpu_ms``: the longest garbage collection in all of it (``gc.callbacks``).
  The app first idles 2.5 s at the menu, as a player's first look does (it loads the
  language's number formats while idle).

- ``tap_to_playable_s``: nothing to wait for, from the tap: at 1280x800, in the real loop's
  own pace (``App.frame`` ticking its clock, so a slow frame takes its time from the deal as
  it would on a tablet), the wall seconds from the tap's event to the first frame where the
  deal is settled and a tap is taken, for a menu tile (each game), the New game window's New
  deal, Same deal and Daily deal, and a round's next hole; the largest of them beside each
  (``tap_to_playable_s_by_way``), and the worst frame on the way (``tap_worst_frame_ms``).
  Beside them, the same way, ``win_to_results_s``: from the tap on the winning card to the
  results in place (the card's flight, the celebration and the results' slide in), for each
  game and cell count (``win_to_results_s_by_game``).

Targets: first frame <= 0.8 s, drag median <= 3 ms and p99 <= 8 ms, idle <= 2 %, RSS <= 150 MB
(the worker's <= 60 MB), deal <= 0.6 s, Finish <= 2 s, celebration <= 2.5 s, no frame of them
over 16 ms of CPU, tap to playable <= 0.6 s, the winning tap to the results in place <= 2.5 s.
Each measurement runs in its own child process so none disturbs another. ``--quick`` runs
each once and briefly (a check that the bench still runs, not a measurement).
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
TARGETS = {"first_frame_s": 0.8, "frame_ms_median": 3.0, "frame_ms_p99": 8.0,
           "idle_cpu_pct": 2.0, "rss_mb": 150.0, "worker_rss_mb_max": 60.0, "deal_s": 0.6,
           "finish_s": 2.0,
           "celebration_s": 2.5, "celebration_worst_cpu_ms": 16.0,
           "drag_worst_cpu_ms": 16.0, "worker_rss_mb": 60.0, "finish_worst_cpu_ms": 16.0,
           "tap_to_playable_s": 0.6, "win_to_results_s": 2.5}
FRAME_S = 1 / 60


_PYCACHE = Path(tempfile.gettempdir()) / "solitaire-bench-pycache"


def _env(bytecode: bool = True) -> dict[str, str]:
    """The children's environment. With ``bytecode`` the compiled modules are kept (outside
    the tree), as an installed or packaged app has them; without, every start compiles."""
    env = dict(os.environ)
    env.setdefault("SDL_VIDEODRIVER", "dummy")
    env.setdefault("SDL_AUDIODRIVER", "dummy")
    env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")
    if bytecode:
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        env["PYTHONPYCACHEPREFIX"] = str(_PYCACHE)
    else:
        env["PYTHONDONTWRITEBYTECODE"] = "1"  # the project's modules are compiled each start
        env.pop("PYTHONPYCACHEPREFIX", None)
    return env


# A safety net against a hung child, not a budget: the work is fixed (moves, frames, games), and
# at a load of 10 the worker's 2 000 hints and their reviews take several minutes.
CHILD_TIMEOUT_S = {"worker": 1800.0}


def _child(mode: str, quick: bool = False) -> dict[str, Any]:
    """One child's figures; a child that fails or hangs is named in the figures (``<mode>_error``)
    rather than ending the bench without the others."""
    try:
        out = subprocess.run(
            [sys.executable, "-m", "tests.bench.app_bench", "--child", mode,
             *(["--quick"] if quick else [])],
            cwd=ROOT, env=_env(), capture_output=True, text=True,
            timeout=CHILD_TIMEOUT_S.get(mode, 600.0), check=True,
        )
    except subprocess.TimeoutExpired as timed_out:
        return {f"{mode}_error": f"no answer after {timed_out.timeout:.0f} s"}
    except subprocess.CalledProcessError as failed:
        said = (failed.stderr or "").strip().splitlines()
        return {f"{mode}_error": said[-1] if said else f"exit status {failed.returncode}"}
    line = [ln for ln in out.stdout.splitlines() if ln.startswith("{")][-1]
    result: dict[str, Any] = json.loads(line)
    return result


def first_frame(runs: int = 3, bytecode: bool = True) -> float:
    """Best of ``runs``: spawn, wait for the child's "frame" line."""
    best = float("inf")
    for _ in range(runs):
        start = time.perf_counter()
        proc = subprocess.Popen(
            [sys.executable, "-m", "tests.bench.app_bench", "--child", "first_frame"],
            cwd=ROOT, env=_env(bytecode), stdout=subprocess.PIPE, text=True,
        )
        assert proc.stdout is not None
        for line in proc.stdout:
            if line.startswith("frame"):
                best = min(best, time.perf_counter() - start)
                break
        proc.wait(timeout=60)
    return round(best, 3)


# --- children ------------------------------------------------------------------------------
def _app(size: tuple[int, int], data: str, animations: bool = True, lessons: bool = True) -> Any:
    from scenes.app import App

    app = App(size, "en", data_dir=data, lessons=lessons)
    app.store.settings.animations = animations
    app.store.settings.sound = False
    return app


def _table(app: Any, name: str, options: str | None, deal: int) -> Any:
    from game.session import Session
    from scenes.table.scene import TableScene

    session = Session.start(app.store, name, options, deal)
    table = TableScene(app, session)
    app.stack.push(table)
    return table


def child_first_frame(quick: bool = False) -> dict[str, Any]:
    import pygame

    with tempfile.TemporaryDirectory() as data:
        app = _app((1280, 800), data)
        _table(app, "golf", "E", 1)
        app.draw()
        pygame.display.flip()
        print("frame", flush=True)
    return {}


def _play_some(session: Any, count: int) -> None:
    from game.moves import PileKind

    for _ in range(count):
        moves = session.game.legal_moves()
        if not moves:
            return
        useful = [m for m in moves if m.source.kind is not PileKind.FOUNDATION]
        session.play((useful or moves)[session.game.moves % len(useful or moves)])


def child_drag(quick: bool = False) -> dict[str, Any]:
    import pygame

    from game.moves import PileKind

    with tempfile.TemporaryDirectory() as data:
        app = _app((1920, 1080), data, animations=False)
        table = _table(app, "easy_harp", "N", 77)
        _play_some(table.session, 40)
        table.view.dirty = True
        app.step([], dt=0.1)
        game, board = table.game, table.board
        place = next(p for p in board.places() if p.kind is PileKind.COLUMN and game.pile(p)
                     and game.pick_refusal(p, len(game.pile(p)) - 1) is None)
        r = board.pile_rects(game, place)[-1]
        x, y = r.centerx, r.top + 10
        app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(x, y), button=1, touch=False)])
        times = []
        for i in range(40 if quick else 400):
            px = x + int(300 * ((i % 100) / 100)) + 20
            py = y + int(200 * ((i % 50) / 50)) + 20
            ev = pygame.event.Event(pygame.MOUSEMOTION, pos=(px, py), rel=(1, 1),
                                    buttons=(1, 0, 0), touch=False)
            t0 = time.perf_counter()
            app.feed(ev)
            app.advance(1 / 60)
            app.draw()
            times.append((time.perf_counter() - t0) * 1000)
        assert table.view.held is not None, "the card was not picked up"
        times = times[len(times) // 20:]  # warm-up
        times.sort()
        return {"frame_ms_median": round(statistics.median(times), 3),
                "frame_ms_p99": round(times[int(len(times) * 0.99) - 1], 3)}


def child_idle(quick: bool = False) -> dict[str, Any]:
    import resource

    import pygame

    with tempfile.TemporaryDirectory() as data:
        app = _app((1920, 1080), data, animations=False)
        _table(app, "easy_harp", "N", 77)
        app.draw()
        seconds = 0.5 if quick else 10.0
        pygame.time.set_timer(pygame.QUIT, int(seconds * 1000), loops=1)
        u0 = resource.getrusage(resource.RUSAGE_SELF)
        t0 = time.perf_counter()
        app.run()
        wall = time.perf_counter() - t0
        u1 = resource.getrusage(resource.RUSAGE_SELF)
        cpu = (u1.ru_utime - u0.ru_utime) + (u1.ru_stime - u0.ru_stime)
        return {"idle_cpu_pct": round(100 * cpu / wall, 2)}


def rss_mb() -> float:
    """Resident memory now, in MB (the peak where /proc is missing)."""
    with open("/proc/self/status", encoding="ascii") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    import resource

    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def worker_rss_mb() -> float | None:
    """The hint worker's resident memory in MB (the app's child process whose command line
    runs ``spawn_main``, ``scenes.table.hints``), or None when it is not running."""
    import psutil

    for child in psutil.Process().children(recursive=True):
        try:
            if any("spawn_main" in part for part in child.cmdline()):
                return round(child.memory_info().rss / 2**20, 1)
        except psutil.Error:  # gone meanwhile
            continue
    return None


RSS_GAMES = (("golf", "E"), ("easy_harp", "N"), ("eight_off", "C8"), ("eight_off", "C4"))
RSS_MOVES = 30


def _next_move(game: Any) -> Any:
    """A move as a player might make it: not to a foundation when another is there."""
    from game.moves import PileKind

    moves = game.legal_moves()
    useful = [m for m in moves if m.target.kind is not PileKind.FOUNDATION] or moves
    return useful[game.moves % len(useful)] if useful else None


def child_rss(quick: bool = False) -> dict[str, Any]:
    """Ten games as a player plays them at 1920x1080, through the real loop's frames
    (``App.frame``, the hint worker running and told every position): the menu, a new deal
    of each game in turn, 30 moves each played as a tap plays them (their flights landed),
    back to the menu. The app's and the worker's resident memory at the end, and the
    worker's highest after any game."""
    from scenes.table import hints

    with tempfile.TemporaryDirectory() as data:
        app = _app((1920, 1080), data, lessons=False)
        frames = Frames(app)
        app.nav.to_menu()
        for _ in range(60):  # a first look: the hint worker starts
            frames.frame()
        worker_peak = 0.0
        for k in range(1 if quick else 10):
            name, options = RSS_GAMES[k % len(RSS_GAMES)]
            _play_and_leave(app, frames, name, options, 100 + k)
            worker_peak = max(worker_peak, worker_rss_mb() or 0.0)
        out = {"rss_mb": round(rss_mb(), 1), "worker_rss_mb": worker_rss_mb(),
               "worker_rss_peak_mb": worker_peak}
        hints.shared().stop()
    return out


def _play_and_leave(app: Any, frames: Frames, name: str, options: str, deal: int) -> None:
    """A new deal from the menu, ``RSS_MOVES`` moves, back to the menu (its frames drawn)."""
    _play(app, frames, name, options, deal)
    app.nav.to_menu()  # nothing holds the table now but the stack, as in the app
    for _ in range(30):
        frames.frame()


def _play(app: Any, frames: Frames, name: str, options: str, deal: int) -> None:
    app.nav.start_game(name, options, deal=deal)
    table = app.scene
    frames.until(lambda: not table.view.anim.busy)
    for _ in range(RSS_MOVES):
        move = _next_move(table.game)
        if move is None or app.scene is not table:  # over: a dialog says so
            break
        table.play.play(move)
        frames.until(lambda: not table.view.anim.busy)


# --- the hint worker's memory over a long session ---------------------------------------------
WORKER_MOVES = 2_000
WORKER_GAMES = (("golf", "E"), ("easy_harp", "N"), ("eight_off", "C8"), ("golf", "C"),
                ("eight_off", "C4"))


def _process_rss_mb(pid: int) -> float:
    with open(f"/proc/{pid}/status", encoding="ascii") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return 0.0


def child_worker(quick: bool = False) -> dict[str, Any]:
    """The hint worker (``scenes.table.hints.HintWorker``, the app's own) through a session of
    ``WORKER_MOVES`` moves: games of every kind in turn, each played by its heuristic with a
    random move every fifth (up to 150 moves), every position sent to the worker as a table
    sends it and its hint waited for (a player who looks at each), and each game's review
    asked for at its end, as the results screen does. Its resident memory read after every
    position: the highest reading and the last."""
    from game import get_variant
    from game.deal import SplitMix64
    from game.solver import WIN, solver_parts
    from game.variant import Status
    from scenes.table.hints import REVIEW, HintWorker

    worker = HintWorker()
    worker.start()
    pid = worker._process.pid
    readings: list[float] = []
    moves = 0
    deal = 0
    target = 12 if quick else WORKER_MOVES

    def wait(number: int) -> None:
        deadline = time.monotonic() + 60
        while worker.answer(number) is None and time.monotonic() < deadline:
            time.sleep(0.002)

    try:
        while moves < target:
            name, options = WORKER_GAMES[deal % len(WORKER_GAMES)]
            deal += 1
            game = get_variant(name).new(deal, options)
            start = game.clone()
            parts = solver_parts(game)
            rng = SplitMix64(deal)
            line = []
            while game.status is Status.PLAYING and len(line) < 150 and moves < target:
                wait(worker.reach(deal, game, WIN))
                readings.append(_process_rss_mb(pid))
                legal = game.legal_moves()
                if not legal:
                    break
                move = parts.heuristic(game.clone()) if parts and rng.below(5) else None
                if move is None or not game.is_legal(move):
                    move = legal[rng.below(len(legal))]
                line.append(game.play(move))
                moves += 1
            wait(worker.ask((REVIEW, start.layout(), [str(m) for m in line]), 30.0))
            readings.append(_process_rss_mb(pid))
    finally:
        worker.stop()
    return {"worker_moves": moves, "worker_games": deal,
            "worker_rss_mb_max": round(max(readings), 1),
            "worker_rss_mb_end": round(readings[-1], 1)}


# --- nothing to wait for: the deal, Finish, the celebration, a drag --------------------------
class Frames:
    """The app's own frames, each timed in wall and CPU time."""

    def __init__(self, app: Any) -> None:
        self.app = app
        self.wall: list[float] = []
        self.cpu: list[float] = []

    def frame(self, events: list[Any] | None = None) -> None:
        w0, c0 = time.perf_counter(), time.process_time()
        self.app.frame(events or [], FRAME_S)
        self.wall.append((time.perf_counter() - w0) * 1000)
        self.cpu.append((time.process_time() - c0) * 1000)

    def until(self, done: Any, limit: float = 10.0) -> float:
        """Frames until ``done()``; the app's seconds they took."""
        start = len(self.wall)
        while not done() and (len(self.wall) - start) * FRAME_S < limit:
            self.frame()
        return round((len(self.wall) - start) * FRAME_S, 3)

    def worst(self, since: int, name: str) -> dict[str, float]:
        return {f"{name}_worst_ms": round(max(self.wall[since:], default=0.0), 2),
                f"{name}_worst_cpu_ms": round(max(self.cpu[since:], default=0.0), 2)}


def _tap(app: Any, pos: tuple[int, int]) -> list[Any]:
    import pygame

    return [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1, touch=False),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1, touch=False)]


def _ranks_down(suit: str) -> list[str]:
    return [f"{r}{suit}" for r in "KQJT98765432A"]


# A whole game that needs no decision: every card in a column, Aces last.
FINISHES: dict[str, dict[str, Any]] = {
    "eight_off": {"game": "eight_off", "options": "C8", "cells": [None] * 8,
                  "foundations": [[], [], [], []],
                  "tableau": [_ranks_down(s) for s in "SHDC"] + [[] for _ in range(4)]},
    "easy_harp": {"game": "easy_harp", "options": "N", "stock": [], "waste": [],
                  "foundations": [[] for _ in range(8)],
                  "tableau": [_ranks_down(s) for s in "SSHHDDCC"] + [[]]},
}


def child_feel(quick: bool = False) -> dict[str, Any]:
    import pygame

    from game.session import Session
    from scenes.dialogs.results import ResultsScene
    from scenes.pages.menu import MenuScene
    from scenes.table.scene import TableScene

    out: dict[str, Any] = {}
    collections = _GcTimes()
    with tempfile.TemporaryDirectory() as data, collections:
        app = _app((1920, 1080), data, lessons=False)
        frames = Frames(app)
        app.nav.to_menu()
        for _ in range(150):  # a first look at the menu (the app warms up while idle)
            app.frame([], FRAME_S)
        deals = {}
        for name in ("golf", "easy_harp", "eight_off"):  # from the menu tile
            app.nav.to_menu()
            app.store.clear_game()
            menu = app.scene
            assert isinstance(menu, MenuScene)
            frames.frame()
            tile = next(b for b, n in menu.tile_buttons.items() if n == name)
            pygame.event.clear()
            frames.frame(_tap(app, tile.rect.center))
            since = len(frames.wall)
            frames.frame(pygame.event.get())  # the press pygame_gui posted
            table = app.scene
            assert isinstance(table, TableScene), type(table).__name__
            out[f"table_open_cpu_ms_{name}"] = round(frames.cpu[since], 2)  # atlas, felt...
            deals[name] = round(FRAME_S + frames.until(lambda t=table: not t.view.anim.busy), 3)
            out.update(frames.worst(since + 1, f"deal_{name}"))
        out["deal_s"] = max(deals.values())
        out["deal_s_by_game"] = deals
        finishes = {}
        for name, layout in FINISHES.items():
            app.store.clear_game()
            session = Session.from_layout(app.store, layout)
            app.nav.open_table(session)
            table = app.scene
            frames.until(lambda t=table: not t.view.anim.busy)
            assert table.play.finish_offered(), name
            since = len(frames.wall)
            table.play.finish()
            finishes[name] = frames.until(
                lambda t=table: t.session.won and not t.view.anim.busy and not t.play.finishing)
            out.update(frames.worst(since, f"finish_{name}"))
            since = len(frames.wall)
            out["celebration_s"] = frames.until(lambda: isinstance(app.scene, ResultsScene))
            opened = frames.cpu.pop(), frames.wall.pop()  # the frame that opens the results
            out.update(frames.worst(since, "celebration"))
            out["results_open_cpu_ms"] = round(opened[0], 2)
            out["results_open_ms"] = round(opened[1], 2)
        out["finish_s"] = max(finishes.values())
        out["finish_s_by_game"] = finishes
        out["finish_worst_cpu_ms"] = max(out[f"finish_{name}_worst_cpu_ms"] for name in FINISHES)
        out.update(_drag_worst(app, frames))
    out["gc_worst_cpu_ms"] = collections.worst_ms()
    return out


class _GcTimes:
    """The CPU time of each garbage collection while it is entered (``gc.callbacks``)."""

    def __init__(self) -> None:
        self.times: list[float] = []
        self._began = 0.0

    def _callback(self, phase: str, info: dict[str, Any]) -> None:
        if phase == "start":
            self._began = time.process_time()
        else:
            self.times.append((time.process_time() - self._began) * 1000)

    def __enter__(self) -> _GcTimes:
        import gc

        gc.callbacks.append(self._callback)
        return self

    def __exit__(self, *exc: object) -> None:
        import gc

        gc.callbacks.remove(self._callback)

    def worst_ms(self) -> float:
        return round(max(self.times, default=0.0), 2)


def _drag_worst(app: Any, frames: Frames) -> dict[str, Any]:
    """A whole drag at 1920x1080: the press, the lift, 60 frames of motion, the drop on a
    pile that takes the card and its settling."""
    import pygame

    from game.moves import PileKind
    from game.session import Session

    app.store.clear_game()
    session = Session.start(app.store, "easy_harp", "N", 77)
    _play_some(session, 40)
    app.nav.open_table(session)
    table = app.scene
    for _ in range(10):  # the table's first frames (its atlas, its mats) come before
        frames.frame()
    game, board = table.game, table.board
    move = next(m for m in game.legal_moves() if m.source.kind is PileKind.COLUMN
                and m.target.kind is PileKind.COLUMN)
    start = board.pile_rects(game, move.source)[-1].move(0, 0).center
    end = board.pile_rects(game, move.target)[-1].center
    since = len(frames.wall)
    frames.frame([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1, touch=False)])
    for i in range(1, 61):
        pos = (start[0] + (end[0] - start[0]) * i // 60, start[1] + (end[1] - start[1]) * i // 60)
        frames.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1),
                                         buttons=(1, 0, 0), touch=False)])
    frames.frame([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1, touch=False)])
    frames.until(lambda: not table.view.anim.busy)
    assert game.moves == 41, "the drag did not play its move"
    return frames.worst(since, "drag")


# --- nothing to wait for, from the tap ------------------------------------------------------
def _settled(app: Any) -> bool:
    """A table on top whose deal has landed: the next tap plays."""
    from scenes.table.scene import TableScene

    table = app.scene
    return (isinstance(table, TableScene) and table.dealt and not table.view.anim.busy
            and table.session.game.moves == 0)


def _button(app: Any, label: str) -> Any:
    found = [b for b in app.gui.buttons() if app.gui.label_of(b).startswith(label)]
    assert found, f"no button {label!r}"
    return found[0]


def _tap_to_playable(app: Any, pos: tuple[int, int], worst: list[float]) -> float:
    """Wall seconds from a tap at ``pos`` (its events fed to a frame of the real loop's pace)
    to the first frame drawn with the deal settled; the frames' wall times (ms) go to
    ``worst``."""
    import pygame

    pygame.event.clear()
    app.frame([], None)  # the loop's clock starts from a frame just drawn, as it idles
    start = time.perf_counter()
    events = _tap(app, pos)
    while time.perf_counter() - start < 10.0:
        t0 = time.perf_counter()
        drawn = app.frame(events, None)
        worst.append((time.perf_counter() - t0) * 1000)
        events = pygame.event.get()  # what pygame_gui posted (a press)
        if drawn and _settled(app):
            break
    return round(time.perf_counter() - start, 3)


def child_tap(quick: bool = False) -> dict[str, Any]:
    from game.session import Session

    ways: dict[str, list[float]] = {}
    worst: list[float] = []
    with tempfile.TemporaryDirectory() as data:
        app = _app((1280, 800), data, lessons=False)
        app.nav.to_menu()
        for _ in range(150 if not quick else 10):  # a first look at the menu, as a player's
            app.frame([], FRAME_S)
        for _run in range(1 if quick else 3):
            for name in ("golf", "easy_harp", "eight_off"):
                app.nav.to_menu()
                app.store.clear_game()
                menu = app.scene
                app.frame([], FRAME_S)
                tile = next(b for b, n in menu.tile_buttons.items() if n == name)
                ways.setdefault(f"tile_{name}", []).append(
                    _tap_to_playable(app, tile.rect.center, worst))
            for label in ("New deal", "Same deal", "Daily deal"):
                app.store.clear_game()
                app.nav.start_game("eight_off", "C8", 130)
                app.frame([], FRAME_S)
                app.scene.new_game()
                app.frame([], FRAME_S)
                button = _button(app, label)
                ways.setdefault(label.lower().replace(" ", "_"), []).append(
                    _tap_to_playable(app, button.rect.center, worst))
            app.store.clear_game()
            session = Session.start_round(app.store, "golf", "E", range(1, 10))
            while not session.finished:  # the first hole played out, then its scorecard
                session.play(session.game.legal_moves()[-1])
            app.nav.open_table(session)
            table = app.scene
            table.play.accept_stuck()
            for _ in range(5):
                app.frame([], FRAME_S)
            ways.setdefault("next_hole", []).append(
                _tap_to_playable(app, _button(app, "Next hole").rect.center, worst))
        wins = _wins_to_results(app)
    by_way = {way: max(times) for way, times in ways.items()}
    return {"tap_to_playable_s": max(by_way.values()), "tap_to_playable_s_by_way": by_way,
            "win_to_results_s": max(wins.values()), "win_to_results_s_by_game": wins,
            "tap_to_playable_s_median": round(statistics.median(
                [t for times in ways.values() for t in times]), 3),
            "tap_worst_frame_ms": round(max(worst), 1)}


def _near_win(name: str, options: str) -> dict[str, Any]:
    """A layout one card short of a win: the last card waits in column 1."""
    def run(suit: str, last: int = 13) -> list[str]:
        return [f"{r}{suit}" for r in "A23456789TJQK"[:last]]

    if name == "golf":
        return {"game": "golf", "options": options, "tableau": [["5C"]] + [[]] * 6,
                "waste": ["4C"], "stock": ["9D", "2H"]}
    if name == "easy_harp":
        return {"game": "easy_harp", "options": options, "tableau": [["KS"]] + [[]] * 8,
                "foundations": [run("S", 12), run("S")] + [run(s) for s in "HHDDCC"],
                "stock": [], "waste": []}
    cells = int(options[1:])
    return {"game": "eight_off", "options": options, "tableau": [["KS"]] + [[]] * 7,
            "cells": [None] * cells, "foundations": [run("S", 12)] + [run(s) for s in "HDC"]}


def _wins_to_results(app: Any) -> dict[str, float]:
    """Wall seconds from the tap on the winning card to the results in place, per game."""
    import pygame

    from game.moves import PileKind
    from game.session import Session
    from scenes.dialogs.results import ARRIVE_S, ResultsScene

    out: dict[str, float] = {}
    for name, options in (("golf", "E"), ("easy_harp", "N"), ("eight_off", "C8"),
                          ("eight_off", "C4"), ("eight_off", "C2")):
        app.store.clear_game()
        app.nav.open_table(Session.from_layout(app.store, _near_win(name, options)))
        table = app.scene
        for _ in range(40):
            app.frame([], FRAME_S)
        column = next(p for p in table.game.places() if p.kind is PileKind.COLUMN)
        pos = table.board.pile_rects(table.game, column)[-1].center
        pygame.event.clear()
        app.frame([], None)
        start = time.perf_counter()
        events = _tap(app, pos)
        while time.perf_counter() - start < 10.0:
            drawn = app.frame(events, None)
            events = pygame.event.get()
            results = app.scene
            if drawn and isinstance(results, ResultsScene) and results.arrived >= ARRIVE_S:
                break
        out[f"{name}_{options}"] = round(time.perf_counter() - start, 3)
    return out


CHILDREN = {"first_frame": child_first_frame, "drag": child_drag, "idle": child_idle,
            "rss": child_rss, "feel": child_feel, "worker": child_worker, "tap": child_tap}


def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    quick = "--quick" in args
    if args[:1] == ["--child"]:
        print(json.dumps(CHILDREN[args[1]](quick)), flush=True)
        return 0
    first_frame(runs=1)  # writes the bytecode cache
    result: dict[str, Any] = {"first_frame_s": first_frame(runs=1 if quick else 3)}
    if not quick:
        result["first_frame_uncompiled_s"] = first_frame(runs=2, bytecode=False)
    for mode in ("drag", "idle", "rss", "feel", "worker", "tap"):
        result.update(_child(mode, quick=quick))
    result["load"] = os.getloadavg()[0] if hasattr(os, "getloadavg") else None
    result["within_targets"] = {k: k in result and result[k] <= v for k, v in TARGETS.items()}
    print(json.dumps(result, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
