"""Start-up CPU: ``python -m tests.bench startup [--runs N]``.

Each command runs as a whole process, ``--runs`` times (median), interleaved with its
yardsticks so that the load falls on all alike; CPU is user + system of the process and
whatever it waited for, from the kernel's accounting of children. It prints the medians and
the three ratios the start-up is held to:

- ``main.py --version`` and ``python -m game --version``: at most 2 x ``python -c "import json"``;
- ``python -m game solve GO1-E-AAAAAAB`` (one deal): at most 5 x ``import json``;
- ``main.py --frames 1`` (dummy video and audio, a fresh data folder): at most 3 x
  ``python -c "import pygame"``.

Bytecode is cached as an install caches it (in a temporary ``PYTHONPYCACHEPREFIX``, so the
checkout is left alone, and whatever ``PYTHONDONTWRITEBYTECODE`` says), each command run once
first to fill it: otherwise every run compiles every module it imports, and that, not the
program, is most of what is measured. ``--compile`` measures that case instead.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
LIMITS = {"version": 2.0, "game_version": 2.0, "solve": 5.0, "frames": 3.0}


def commands(data_dir: str) -> dict[str, list[str]]:
    py = sys.executable
    return {
        "json": [py, "-c", "import json"],
        "pygame": [py, "-c", "import pygame"],
        "version": [py, "main.py", "--version"],
        "game_version": [py, "-m", "game", "--version"],
        "solve": [py, "-m", "game", "solve", "GO1-E-AAAAAAB"],
        "frames": [py, "main.py", "--frames", "1", "--data-dir", data_dir],
    }


def cpu_of(command: list[str], env: dict[str, str]) -> float:
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run(command, cwd=ROOT, env=env, stdout=subprocess.DEVNULL,
                   stderr=subprocess.DEVNULL, check=True, timeout=120)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.bench startup")
    parser.add_argument("--runs", type=int, default=10)
    parser.add_argument("--compile", action="store_true",
                        help="no bytecode cache: every run compiles what it imports")
    args = parser.parse_args(argv)
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PYGAME_HIDE_SUPPORT_PROMPT="1")
    with tempfile.TemporaryDirectory() as data_dir, tempfile.TemporaryDirectory() as cache:
        if args.compile:
            env["PYTHONDONTWRITEBYTECODE"] = "1"
        else:
            env.pop("PYTHONDONTWRITEBYTECODE", None)
            env["PYTHONPYCACHEPREFIX"] = cache
        runs = commands(data_dir)
        for command in runs.values():  # fills the cache (or, with --compile, warms the disk)
            cpu_of(command, env)
        samples: dict[str, list[float]] = {name: [] for name in runs}
        for _ in range(max(1, args.runs)):
            for name, command in runs.items():
                samples[name].append(cpu_of(command, env))
    median = {name: statistics.median(values) for name, values in samples.items()}
    ratios = {
        name: median[name] / median["pygame" if name == "frames" else "json"]
        for name in LIMITS
    }
    for name, value in median.items():
        print(f"{name:>13}: {value * 1000:6.0f} ms CPU (median of {len(samples[name])}"
              f"{', compiling' if args.compile else ''})")
    for name, ratio in ratios.items():
        yardstick = "import pygame" if name == "frames" else "import json"
        verdict = "ok" if ratio <= LIMITS[name] else "OVER"
        print(f"{name:>13}: {ratio:4.2f} x {yardstick} (at most {LIMITS[name]:.0f}) {verdict}")
    print(json.dumps({"ms": {k: round(v * 1000, 1) for k, v in median.items()},
                      "ratios": {k: round(v, 2) for k, v in ratios.items()}}))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
