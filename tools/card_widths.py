"""Card width at the deal, per game and window size: what the board chooses, and what the
screenshot tour's pictures show.

    python tools/card_widths.py                    # the board's card width, a Markdown table
    python tools/card_widths.py --shots DIR        # and measured on DIR's layout_*_deal_*.png

A picture is measured as a player's eye would: the widest run of card-face white (#FCFCFA)
found across many rows, the face between its two 1 px borders (the board's width less 2).
"""

from __future__ import annotations

import argparse
import os
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402

from game import get_variant, registry  # noqa: E402  (game registers the built-in games)
from scenes.table.board import Board  # noqa: E402

SIZES = ((800, 480), (1280, 800), (1920, 1080), (800, 1280))


def board_widths(name: str, options: str | None = None) -> list[int]:
    """The card width the board chooses for a game's deal at each of ``SIZES``."""
    cls = get_variant(name)
    deal = cls.new(1, options or cls.default_options())
    return [Board.for_game(deal, size).card_w for size in SIZES]


def face_width(path: Path) -> int:
    """The width of a card's face in a picture (0 if none is found)."""
    image = pygame.image.load(str(path))
    width, height = image.get_size()
    runs: Counter[int] = Counter()
    for y in range(height // 10, height, 3):
        run = 0
        for x in range(width + 1):
            c = image.get_at((x, y)) if x < width else pygame.Color(0, 0, 0)
            if c.r >= 246 and c.g >= 246 and c.b >= 244:
                run += 1
                continue
            if run >= 20:
                runs[run] += 1
            run = 0
    seen = [run for run, rows in runs.items() if rows >= 8]
    return max(seen, default=0)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--shots", type=Path, help="a screenshot tour's folder to measure")
    args = parser.parse_args(argv)
    head = " | ".join(f"{w}x{h}" for w, h in SIZES)
    print(f"| game | {head} |\n|---|" + "---|" * len(SIZES))
    for name in registry.VARIANTS:
        cells = [str(w) for w in board_widths(name)]
        if args.shots is not None:
            files = [args.shots / f"layout_{name}_deal_{w}x{h}.png" for w, h in SIZES]
            cells = [f"{c} ({face_width(f) if f.exists() else '-'})"
                     for c, f in zip(cells, files, strict=True)]
        print(f"| {name} | " + " | ".join(cells) + " |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
