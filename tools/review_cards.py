"""The review's card width against the table's, per game, language and window size, and
optionally a picture of each review.

    python tools/review_cards.py [--langs hu,he] [--sizes 800x480,1280x800] [--shots DIR]

Each game of ``tests/data/review-games.json`` (a stuck Golf game, Eight Off with 4 cells,
Easy Harp's 150 moves) is opened on the review screen, its review worked out in the frame
loop as the tests do, and the board's card width printed beside the table's
(``Board.for_game(position, size)``) as a Markdown table: review / table. Where the panel is
a sheet over the board (a wide window), a second picture shows it folded away.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# Run as a script, this folder comes first on the path, and its i18n.py would hide
# pygame_gui's own i18n package: the checkout instead.
if sys.path and Path(sys.path[0]).resolve() == Path(__file__).resolve().parent:
    sys.path[0] = str(ROOT)
elif str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from game import game_from_code  # noqa: E402
from game.review import read_line  # noqa: E402
from scenes import intents  # noqa: E402
from scenes.app import App  # noqa: E402
from scenes.table import hints  # noqa: E402
from scenes.table.board import Board  # noqa: E402

GAMES = ("golf-stuck", "easy-harp-150", "eight-off-lost-4")
SIZES = "800x480,1280x800,800x1280,1920x1080"


def measure(lang: str, size: tuple[int, int], shots: Path | None) -> dict[str, tuple[int, int]]:
    """Each game's (review, table) card width at ``size`` in ``lang``."""
    games = json.loads((ROOT / "tests" / "data" / "review-games.json").read_text())
    # The frame loop, as the tests do: no worker process to start and to wait for.
    hints.shared = lambda: None  # type: ignore[assignment,return-value]
    out = {}
    with tempfile.TemporaryDirectory() as tmp:
        app = App(size, lang, data_dir=Path(tmp))
        app.nav.to_menu()
        for key in GAMES:
            start = game_from_code(games[key]["code"])
            app.navigate(intents.Review(start, read_line(start, games[key]["moves"])))
            scene: object = app.scene
            for _frame in range(20000):
                if getattr(scene, "review", None) is not None and getattr(
                        scene, "better_request", None) is None:
                    break
                app.step([], dt=1 / 60)
            app.step([], dt=1 / 60)
            board = getattr(scene, "board", None)
            assert isinstance(board, Board)
            position = scene.position  # type: ignore[attr-defined]
            out[key] = (board.card_w, Board.for_game(position, size).card_w)
            if shots is not None:
                shots.mkdir(parents=True, exist_ok=True)
                surface = pygame.display.get_surface()
                assert surface is not None
                name = f"review_{key}_{lang}_{size[0]}x{size[1]}"
                pygame.image.save(surface, str(shots / f"{name}.png"))
                if getattr(scene, "side", False):  # the sheet folded away: the whole board
                    scene.toggle_sheet()  # type: ignore[attr-defined]
                    for _frame in range(20):
                        app.step([], dt=1 / 60)
                    pygame.image.save(surface, str(shots / f"{name}_folded.png"))
            app.navigate(intents.Back())
            app.step([], dt=1 / 60)
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--langs", default="hu,he")
    parser.add_argument("--sizes", default=SIZES)
    parser.add_argument("--shots", type=Path, default=None, help="save each review's picture")
    args = parser.parse_args()
    langs = args.langs.split(",")
    sizes = [tuple(int(v) for v in s.split("x")) for s in args.sizes.split(",")]
    rows = {}
    for lang in langs:
        for w, h in sizes:
            rows[(lang, (w, h))] = measure(lang, (w, h), args.shots)
    heads = [f"{key} {lang}" for key in GAMES for lang in langs]
    print("| window | " + " | ".join(heads) + " |")
    print("|---" * (len(heads) + 1) + "|")
    for w, h in sizes:
        cells = [f"{r} / {t}" for key in GAMES for lang in langs
                 for r, t in [rows[(lang, (w, h))][key]]]
        print(f"| {w}x{h} | " + " | ".join(cells) + " |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
