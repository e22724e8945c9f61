"""Before and after pictures of the statistics, the calendar and the results, from one data
folder, in any checkout of the game (README, "Trends in pictures").

    python tools/chart_pictures.py seed DATA
    python tools/chart_pictures.py shot ROOT DATA SCREEN WxH LANG OUT.png

``seed`` writes ``DATA/stats.json``: the screenshot tour's history (``scenes.tour.
seed_history``: 52 real Golf games) and a month of Golf's daily deals (November 2026, days
1 to 23 won or tried). ``shot`` runs the checkout at ROOT (an older one too: ``git archive
main | tar -x -C DIR``) on a copy of that folder and saves one picture: SCREEN is ``stats``
(or ``stats:GAME``), ``calendar`` (November 2026 on its 24th, so that today shows) or
``results`` (Golf Easy deal 17 played by the tour's simple player to its win). The pictures
in docs/screenshots were compressed with ``pngquant --quality 75-95``. Strings still waiting in
``locale/pending`` show in English until they are in the catalogs: the pictures were taken in a
copy of the checkout after ``python tools/i18n.py update``.
"""

from __future__ import annotations

import datetime as _dt
import json
import os
import shutil
import sys
import tempfile
from pathlib import Path
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
# tools/i18n.py would shadow python-i18n (pygame_gui's): the checkout goes first, not tools/
sys.path = [p for p in sys.path if Path(p or ".").resolve() != Path(__file__).resolve().parent]

TODAY = _dt.date(2026, 11, 24)  # the calendar's today: a month with days behind it
MONTH = "WWLW.WWLWW.WLWW.WWWLW.W"  # days 1..23: W won, L tried and lost, . not played


def seed(data: Path) -> None:
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
    from game.store import Store
    from scenes.tour import seed_history

    data.mkdir(parents=True, exist_ok=True)
    seed_history(Store(data))
    path = data / "stats.json"
    stats = json.loads(path.read_text())
    for day, letter in enumerate(MONTH, start=1):
        if letter != ".":
            stats["daily"][TODAY.replace(day=day).isoformat()] = {
                "golf:E": {"played": 1 if letter == "W" else 2, "won": letter == "W"}}
    path.write_text(json.dumps(stats))


def shot(root: Path, data: Path, screen: str, size: str, lang: str, out: Path) -> None:
    sys.path.insert(0, str(root))
    os.chdir(root)
    import pygame

    from scenes import intents
    from scenes.app import App
    from scenes.dialogs.results import ResultsScene

    ResultsScene.prefetch_reviews = False
    folder = tempfile.mkdtemp(prefix="chart-pictures-")
    shutil.copy(data / "stats.json", folder)
    width, height = (int(n) for n in size.split("x"))
    app = App((width, height), lang, data_dir=Path(folder))
    app.store.settings.lessons_seen = ["golf", "easy_harp", "eight_off"]
    app.nav.to_menu()
    if screen.startswith("stats"):
        app.navigate(intents.Stats(screen.partition(":")[2] or "golf"))
    elif screen == "calendar":
        app.navigate(intents.Calendar("golf"))
        scene: Any = app.scene
        scene.today, scene.month = TODAY, TODAY.replace(day=1)
        scene.rebuild()
    elif screen == "results":
        _results(app, intents)
    for _frame in range(3):
        app.step([], 1 / 30)
    pygame.image.save(app.draw(), str(out))
    print(out)


def _results(app: Any, intents: Any) -> None:
    from game.moves import PileKind
    from game.variant import Status

    session = app.nav.start_game("golf", "E", 17)
    for _frame in range(40):
        app.step([], 0.05)
    while session.game.status is Status.PLAYING:
        moves = session.game.legal_moves()
        session.tick(3.0)
        session.play(next((m for m in moves if m.source.kind is not PileKind.STOCK), moves[0]))
    session.record_result()
    app.scene.view.dirty = True
    for _frame in range(80):
        app.step([], 0.05)
    if type(app.scene).__name__ != "ResultsScene":
        app.navigate(intents.Results(session))


def main(argv: list[str]) -> int:
    if len(argv) == 2 and argv[0] == "seed":
        seed(Path(argv[1]))
        return 0
    if len(argv) == 7 and argv[0] == "shot":
        shot(Path(argv[1]).resolve(), Path(argv[2]).resolve(), argv[3], argv[4], argv[5],
             Path(argv[6]))
        return 0
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
