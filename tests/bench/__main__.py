"""Benchmarks: ``python -m tests.bench <name> [args]`` runs ``tests/bench/<name>_bench.py``.

Sub-commands: ``app`` (first frame, drag frame times, idle CPU, RSS), ``atlas``, ``hint``
(tap to highlight in the app, frame times meanwhile), ``startup`` (CPU of ``--version``,
``solve`` and the first frame against ``import json`` / ``import pygame``); any module
``<name>_bench.py`` here with a ``main()`` is picked up by name.
"""

from __future__ import annotations

import importlib
import inspect
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent


def available() -> list[str]:
    return sorted(p.name[: -len("_bench.py")] for p in HERE.glob("*_bench.py"))


def main(argv: list[str]) -> int:
    if not argv or argv[0] not in available():
        print(f"usage: python -m tests.bench {{{','.join(available())}}} [args]", file=sys.stderr)
        return 2
    module = importlib.import_module(f"tests.bench.{argv[0]}_bench")
    run = module.main
    result = run(argv[1:]) if inspect.signature(run).parameters else run()
    return int(result or 0)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
