"""What hostile input costs: ``python -m tests.bench hostile`` prints one JSON object.

- ``rules_open_s``: opening the Rules screen on a 5 MB page until its first frame is drawn,
  for a long page of many paragraphs (English and Hebrew) and for one line of 5 MB; the
  worst of three runs each (target: under 0.3 s).
- ``resize_storm_s``: 700 window resizes (each with SDL's echo) posted at once, until the
  real loop's frames have taken them all (target: well under a second; a layout per event
  used to leave seconds of backlog).

Each measurement runs in a fresh headless App at 1280x800.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from typing import Any

TARGETS = {"rules_open_s": 0.3}
SIZE = 5_000_000


def _app(data: str, lang: str) -> Any:
    from scenes.app import App

    return App((1280, 800), lang, data_dir=data)


def rules_open(lang: str, shape: str, size: int = SIZE, runs: int = 3) -> float:
    import scenes.pages.rules as rules
    from game import VARIANTS

    first = next(iter(VARIANTS))
    real = rules.load_page(first, lang)
    page = (real + "\n") * max(1, size // len(real)) if shape == "pages" else "word " * (size // 5)
    load_page = rules.load_page
    rules.load_page = lambda game, lang=None: page  # type: ignore[assignment]
    worst = 0.0
    try:
        for _run in range(runs):
            with tempfile.TemporaryDirectory() as data:
                app = _app(data, lang)
                start = time.perf_counter()
                app.stack.push(rules.RulesScene(app, first))
                app.draw()
                worst = max(worst, time.perf_counter() - start)
    finally:
        rules.load_page = load_page  # type: ignore[assignment]
    return round(worst, 3)


def resize_storm(events: int = 700) -> float:
    import pygame

    with tempfile.TemporaryDirectory() as data:
        app = _app(data, "en")
        app.stack.push(app.nav.menu_scene())
        app.draw()
        pygame.event.clear()
        for i in range(events):
            size = (900 + i % 50, 600 + i % 30)
            pygame.event.post(pygame.event.Event(pygame.WINDOWSIZECHANGED, x=size[0], y=size[1]))
            pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1],
                                                 size=size))
        start = time.perf_counter()
        while pygame.event.peek():
            app._frame()
        return round(time.perf_counter() - start, 3)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.bench hostile")
    parser.add_argument("--page-bytes", type=int, default=SIZE)
    parser.add_argument("--runs", type=int, default=3, help="openings of each page (the worst)")
    parser.add_argument("--events", type=int, default=700, help="resizes in the storm")
    args = parser.parse_args(argv)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    opens = {f"{lang}_{shape}": rules_open(lang, shape, args.page_bytes, args.runs)
             for lang, shape in (("en", "pages"), ("he", "pages"), ("en", "one_line"))}
    result: dict[str, Any] = {"rules_open_s": max(opens.values()), "rules_open_by_page": opens,
                              "resize_storm_s": resize_storm(args.events)}
    result["within_targets"] = {k: result[k] <= v for k, v in TARGETS.items()}
    print(json.dumps(result, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
