"""Game review benchmark: seconds to review a game of up to 150 moves, as JSON.

    python -m tests.bench review [--games 5] [--moves 150] [--only golf:E,...] [--app]

Games: for each game and rule option, deals 1, 2, ... played by a fixed "player" for up to
``--moves`` moves (Golf ends sooner: a deal has at most 51 moves): the game's own heuristic
move (the hint's fallback: it never reads a hidden card), with a random legal move every
fifth move (a generator with a fixed seed), so that games go wrong now and then. Each review
is timed on the wall clock and in CPU time (the figure a busy machine moves least) in this
process (``game.review.review``, as the worker runs it),
with what it found: the positions with a verdict and with a chance, the turning point, the
positions searched. The target: a 150-move game reviewed within 2 s at 1280x800.

``--app``: also the whole path in the app at 1280x800 (headless): from opening the review
screen of the first game of each kind to the screen showing its review, the worker's answer
read frame by frame as the app does, and the frames' times meanwhile.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from typing import Any

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # stdout is the JSON

from game import get_variant
from game.deal import SplitMix64
from game.moves import Move
from game.review import review, tokens
from game.solver import default_heuristic, solver_parts
from game.variant import Status, Variant

TARGET_S = 2.0
KINDS = ("golf:E", "golf:C", "easy_harp:N", "eight_off:C8", "eight_off:C4")


def played(name: str, options: str, deal: int, moves: int) -> tuple[Variant, list[Move]]:
    """A deal played by the bench's player (see the module docstring)."""
    start = get_variant(name).new(deal, options)
    parts = solver_parts(start)
    choose = parts.heuristic if parts is not None else default_heuristic
    rng = SplitMix64(deal * 7919 + len(options))
    game = start.clone()
    line: list[Move] = []
    while len(line) < moves and game.status is Status.PLAYING:
        legal = game.legal_moves()
        if not legal:
            break
        move = choose(game.clone()) if rng.below(5) else None
        if move is None or not game.is_legal(move):
            move = legal[rng.below(len(legal))]
        line.append(game.play(move))
    return start, line


def bench(kind: str, games: int, moves: int) -> dict[str, Any]:
    name, options = kind.split(":")
    rows = []
    for deal in range(1, games + 1):
        start, line = played(name, options, deal, moves)
        began, cpu = time.perf_counter(), time.process_time()
        result = review(start, line)
        seconds = time.perf_counter() - began
        cpu = time.process_time() - cpu
        rows.append({
            "code": start.code, "moves": len(line), "status": result.status,
            "seconds": round(seconds, 3), "cpu_s": round(cpu, 3),
            "verdicts": sum(p.winnable is not None for p in result.points),
            "chances": sum(p.chance is not None for p in result.points),
            "positions": len(result.points), "turning_point": result.turning_point,
            "searched": result.searched,
        })
    times = sorted(r["seconds"] for r in rows)
    cpus = sorted(r["cpu_s"] for r in rows)
    return {
        "kind": kind, "games": len(rows),
        "median_s": round(statistics.median(times), 3), "max_s": times[-1],
        "median_cpu_s": round(statistics.median(cpus), 3), "max_cpu_s": cpus[-1],
        "longest": max(rows, key=lambda r: r["moves"]),
        "rows": rows,
    }


def app_path(kind: str, moves: int) -> dict[str, Any]:
    """Open the review screen at 1280x800 and time until it shows the review."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import tempfile

    import pygame

    from scenes import intents
    from scenes.app import App

    name, options = kind.split(":")
    start, line = played(name, options, 1, moves)
    with tempfile.TemporaryDirectory() as folder:
        app = App((1280, 800), "en", data_dir=folder)
        app.nav.to_menu()
        began = time.perf_counter()
        app.navigate(intents.Review(start.code or "", tokens(start, line)))
        opened = time.perf_counter() - began
        frames: list[float] = []
        scene = app.scene
        while getattr(scene, "review", None) is None:  # the app's loop: 60 frames a second
            t = time.perf_counter()
            app.frame([], dt=1 / 60)
            spent = time.perf_counter() - t
            frames.append(spent)
            time.sleep(max(0.0, 1 / 60 - spent))
            if time.perf_counter() - began > 60:
                break
        ready = time.perf_counter() - began
        pygame.event.clear()
    first, rest = (frames[0], sorted(frames[1:])) if frames else (0.0, [])
    return {"kind": kind, "moves": len(line), "ready_s": round(ready, 3),
            "open_s": round(opened, 3), "frames": len(frames),
            "first_frame_ms": round(1000 * first, 2),
            "frame_p50_ms": round(1000 * statistics.median(rest), 2) if rest else None,
            "frame_max_ms": round(1000 * rest[-1], 2) if rest else None}


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.bench review")
    parser.add_argument("--games", type=int, default=5)
    parser.add_argument("--moves", type=int, default=150)
    parser.add_argument("--only", default=",".join(KINDS))
    parser.add_argument("--app", action="store_true")
    args = parser.parse_args(argv)
    kinds = args.only.split(",")
    out: dict[str, Any] = {"target_s": TARGET_S, "load": os.getloadavg()[0], "kinds": []}
    for kind in kinds:
        result = bench(kind, args.games, args.moves)
        if args.app:
            result["app"] = app_path(kind, args.moves)
        out["kinds"].append(result)
        print(json.dumps({k: v for k, v in result.items() if k != "rows"}), file=sys.stderr)
    out["load_after"] = os.getloadavg()[0]
    print(json.dumps(out, indent=1))
    return 0
