"""Atlas build time per card width, and (with --sheet DIR) preview sheets to look at.

    python -m tests.bench atlas [--sheet DIR] [--courts DIR] [--four-colour] [--runs N]

Each width is built ``--runs`` times, keeping the best wall-clock and CPU time (the machine is
shared: CPU time shows the work when other jobs stretch the wall clock); 203 px is the card
width at 1920x1080 in Golf. ``--courts DIR`` saves courts_<width>.png, the twelve court cards
side by side at 90 and 180 px.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

import pygame

from game.cards import CARDS, JACK, Suit
from scenes.ui.atlas import CardAtlas

FELT = (14, 107, 69)


def sheet(atlas: CardAtlas) -> pygame.Surface:
    """All faces on felt, then the back, mats, shadows and a highlight."""
    w, h = atlas.size
    gap = max(4, w // 8)
    out = pygame.Surface((13 * (w + gap) + gap, 6 * (h + gap) + gap + h // 2))
    out.fill(FELT)
    for card in CARDS:
        x, y = gap + (card.rank - 1) * (w + gap), gap + int(card.suit) * (h + gap)
        out.blit(atlas.shadow(), (x + atlas.shadow_offset()[0], y + atlas.shadow_offset()[1]))
        out.blit(atlas.face(card), (x, y))
    y = gap + 4 * (h + gap)
    items = [atlas.back(), atlas.mat("plain"), atlas.mat("redeal"), atlas.mat("king"),
             atlas.mat("foundation")] + [atlas.mat("foundation", s) for s in Suit]
    for i, surf in enumerate(items):
        x = gap + i * (w + gap)
        if i == 0:
            sx, sy = atlas.shadow_offset()
            out.blit(atlas.shadow(), (x + sx, y + sy))
        out.blit(surf, (x, y))
    y += h + gap + gap
    x = gap
    lx, ly = atlas.shadow_offset(lifted=True)
    out.blit(atlas.shadow(lifted=True), (x + lx, y + ly))
    out.blit(atlas.face(CARDS[12]), (x, y))
    x += w + 2 * gap
    hx, hy = atlas.highlight_offset()
    out.blit(atlas.mat("king"), (x, y))
    out.blit(atlas.highlight(), (x + hx, y + hy))
    x += w + 2 * gap
    out.blit(atlas.face(CARDS[13 + 6]), (x, y))
    out.blit(atlas.highlight(), (x + hx, y + hy))
    # Covered cards: a column with 30% strips shows whether the index stays readable.
    x += w + 2 * gap
    for i, card in enumerate([CARDS[9], CARDS[13 + 11], CARDS[26 + 0], CARDS[39 + 7]]):
        out.blit(atlas.face(card), (x, y + i * round(h * 0.3)))
    return out


WIDTHS = (40, 50, 60, 70, 90, 120, 140, 180, 203, 250)


def courts(atlas: CardAtlas) -> pygame.Surface:
    """The twelve court cards on felt: a row per suit, Jack, Queen, King."""
    w, h = atlas.size
    gap = max(4, w // 8)
    out = pygame.Surface((3 * (w + gap) + gap, 4 * (h + gap) + gap))
    out.fill(FELT)
    for card in CARDS:
        if card.rank >= JACK:
            x, y = gap + (card.rank - JACK) * (w + gap), gap + int(card.suit) * (h + gap)
            out.blit(atlas.face(card), (x, y))
    return out


def extras_of(atlas: CardAtlas | None) -> None:
    assert atlas is not None
    for kind in ("plain", "redeal", "king"):
        atlas.mat(kind)
    for suit in Suit:
        atlas.mat("foundation", suit)
    atlas.shadow(), atlas.shadow(True), atlas.highlight()


def best(run: Callable[[CardAtlas | None], object], runs: int,
         setup: Callable[[], CardAtlas] | None = None) -> tuple[float, float]:
    """The best wall-clock and CPU seconds of ``runs`` calls of ``run`` on what ``setup``
    (untimed) returns. CPU time shows the work on a machine whose other jobs stretch the wall
    clock."""
    wall = cpu = float("inf")
    for _ in range(max(1, runs)):
        given = setup() if setup is not None else None
        w0, c0 = time.perf_counter(), time.process_time()
        run(given)
        wall = min(wall, time.perf_counter() - w0)
        cpu = min(cpu, time.process_time() - c0)
    return wall, cpu


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m tests.bench atlas")
    parser.add_argument("--sheet", type=Path, help="folder for atlas_<width>.png previews")
    parser.add_argument("--four-colour", action="store_true")
    parser.add_argument("--back", type=int, default=0)
    parser.add_argument("--courts", type=Path, help="folder for courts_<width>.png sheets")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--widths", default=",".join(map(str, WIDTHS)),
                        help="card widths, comma-separated")
    args = parser.parse_args(argv)
    pygame.init()
    CardAtlas(90)  # fonts loaded, as they are by the time the table builds its atlas
    for width in (int(w) for w in args.widths.split(",")):
        def build(width: int = width) -> CardAtlas:
            return CardAtlas(width, four_colour=args.four_colour, back_style=args.back)

        built, built_cpu = best(lambda _: build(), args.runs)
        extras, extras_cpu = best(extras_of, args.runs, setup=build)
        atlas = build()
        print(f"{width:4d} px: 52 faces + back {built * 1000:6.1f} ms "
              f"(cpu {built_cpu * 1000:5.1f}), mats/shadows/highlight {extras * 1000:5.1f} ms "
              f"(cpu {extras_cpu * 1000:5.1f})")
        if args.sheet:
            suffix = "_4c" if args.four_colour else ""
            pygame.image.save(sheet(atlas), str(args.sheet / f"atlas_{width}{suffix}.png"))
        if args.courts and width in (90, 180):
            suffix = "_4c" if args.four_colour else ""
            pygame.image.save(courts(atlas), str(args.courts / f"courts_{width}{suffix}.png"))


if __name__ == "__main__":
    main()
