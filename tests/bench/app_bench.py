"""The app's speed and weight: ``python -m tests.bench app`` prints one JSON object.

- ``first_frame_s``: process start to the first table frame on screen (a fresh interpreter,
  measured from outside by the parent).
- ``frame_ms_median`` / ``frame_ms_p99``: Easy Harp mid-game at 1920x1080 with a card being
  dragged (event, update, draw of each frame).
- ``idle_cpu_pct``: share of one core used by the real loop (``App.run``) on an idle table over
  ten seconds (process CPU time from ``resource``): two at 30 fps, then the loop's 20 fps.
- ``rss_mb``: resident memory after ten games played through the table.

Targets: first frame <= 0.8 s, drag median <= 3 ms and p99 <= 8 ms, idle <= 2 %, RSS <= 150 MB.
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
           "idle_cpu_pct": 2.0, "rss_mb": 150.0}


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


def _child(mode: str, timeout: float = 120.0, quick: bool = False) -> dict[str, Any]:
    out = subprocess.run(
        [sys.executable, "-m", "tests.bench.app_bench", "--child", mode,
         *(["--quick"] if quick else [])],
        cwd=ROOT, env=_env(), capture_output=True, text=True, timeout=timeout, check=True,
    )
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
def _app(size: tuple[int, int], data: str, animations: bool = True) -> Any:
    from scenes.app import App

    app = App(size, "en", data_dir=data)
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


def child_rss(quick: bool = False) -> dict[str, Any]:
    with tempfile.TemporaryDirectory() as data:
        app = _app((1920, 1080), data)
        games = [("golf", "E"), ("easy_harp", "N"), ("eight_off", "C8"), ("eight_off", "C4")]
        for k in range(1 if quick else 10):
            name, options = games[k % len(games)]
            table = _table(app, name, options, 100 + k)
            for _ in range(30):
                _play_some(table.session, 1)
                table.view.dirty = True
                app.step([], dt=0.05)
            app.stack.pop()
        return {"rss_mb": round(rss_mb(), 1)}


CHILDREN = {"first_frame": child_first_frame, "drag": child_drag, "idle": child_idle,
            "rss": child_rss}


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
    for mode in ("drag", "idle", "rss"):
        result.update(_child(mode, quick=quick))
    result["within_targets"] = {k: result[k] <= v for k, v in TARGETS.items()}
    print(json.dumps(result, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
