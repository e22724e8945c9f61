"""The app as ``main.py`` runs it, with a game on its table, that opens a screen when told:
SIGTERM's test sends SIGUSR1, waits for the log's "opening <screen>", then SIGTERM
(tests/test_shutdown.py, issue #36, item 7).

    python -m tests.sigterm_driver DATA_DIR SCREEN

Before the loop it plays ``PLAYED`` moves of Golf's deal 5 on the table (saved as it goes);
the test reads the saved game back after the end. The log's "ready" says the loop runs.
"""

from __future__ import annotations

import logging
import signal
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

PLAYED = ("s", "s", "s")  # Golf's draws: legal on every deal


def intents(app: Any) -> dict[str, Callable[[], Any]]:
    from game.session import Session
    from scenes import intents as go

    game = app.game
    return {
        "table": lambda: go.OpenTable(Session.resume(app.store)),
        "menu": lambda: go.ToMenu(),
        "review": lambda: go.Review(game.clone(), [], None),
        "stats": lambda: go.Stats("golf"),
        "calendar": lambda: go.Calendar("golf"),
        "history": lambda: go.History("golf"),
        "settings": lambda: go.Settings(),
        "about": lambda: go.About(),
        "rules": lambda: go.Rules("golf"),
        "examples": lambda: go.Examples("golf"),
        "new game": lambda: go.NewGame("golf"),
        "lesson": lambda: go.Lesson("golf"),
    }


def main(argv: list[str]) -> int:
    data, screen = Path(argv[0]), argv[1]
    from game import pipes
    from scenes import shutdown

    pipes.guard_streams()
    shutdown.install()
    from game.session import Session
    from scenes import intents as go
    from scenes.app import App

    app = App((1280, 800), "en", data_dir=data)
    app.nav.first_run_lessons = False
    session = Session.start(app.store, "golf", "E", 5)
    app.navigate(go.OpenTable(session))
    for token in PLAYED:
        app.scene.play_move(app.game.parse_move(token))  # type: ignore[union-attr]
    app.step([], dt=1.0)
    opening = intents(app)[screen]
    asked: list[int] = []
    signal.signal(signal.SIGUSR1, lambda *_: asked.append(1))
    frame = app._frame

    def frame_that_opens() -> None:
        if asked:
            asked.clear()
            logging.getLogger("solitaire.app").info("opening %s", screen)
            app.navigate(opening())
        frame()

    app._frame = frame_that_opens  # type: ignore[method-assign]
    logging.getLogger("solitaire.app").info("ready")
    code = app.run()
    getattr(shutdown, "exit_if_terminated", lambda _code: None)(code)
    return code


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
