"""The kinds of value ``main.py``'s options take: a window size, a number of frames, a folder
to write into. Each check raises ``argparse.ArgumentTypeError`` saying what is wrong. Nothing
heavy is imported here: ``--help`` and a bad argument answer at once, without loading SDL."""

from __future__ import annotations

import argparse
import tempfile
from pathlib import Path

MIN_SIDE = 320
MAX_SIDE = 16384


def size(value: str) -> tuple[int, int]:
    parts = value.lower().replace("×", "x").split("x")
    if len(parts) != 2 or not all(p.strip().isdigit() for p in parts):
        raise argparse.ArgumentTypeError(f"expected WIDTHxHEIGHT, like 1280x800; got {value!r}")
    width, height = (int(p) for p in parts)
    if not (MIN_SIDE <= width <= MAX_SIDE and MIN_SIDE <= height <= MAX_SIDE):
        raise argparse.ArgumentTypeError(
            f"each side must be between {MIN_SIDE} and {MAX_SIDE} pixels; got {value!r}"
        )
    return width, height


def frames(value: str) -> int:
    try:
        n = int(value)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number; got {value!r}") from None
    if n < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1; got {n}")
    return n


def folder(value: str) -> Path:
    if not value.strip():
        raise argparse.ArgumentTypeError("expected a folder; got an empty name")
    return Path(value)


def folder_problem(path: Path, probe: bool) -> str | None:
    """Why ``path`` cannot serve as a folder we write into (made if missing), or None.
    ``probe`` also writes and removes a file in it (screenshots go nowhere else)."""
    try:
        if path.exists() and not path.is_dir():
            return "not a folder"
        path.mkdir(parents=True, exist_ok=True)
        if probe:
            with tempfile.TemporaryFile(dir=path):
                pass
    except OSError as exc:
        return exc.strerror or str(exc)
    return None
