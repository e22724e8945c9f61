"""The crash guard: an unexpected exception from a scene is logged with its traceback (to the
rotating log in the data folder, ``scenes.logs``) and the app starts again at the menu instead
of ending; only a crash loop (``CRASH_LIMIT`` errors within ``CRASH_WINDOW`` seconds, or a
menu that cannot start) gives up, as the App decides: ``EXIT_CRASHED`` for a supervisor to
start it again, or in kiosk mode without ``kiosk_supervised`` the attract screen."""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from typing import Any

CRASH_LIMIT = 5  # errors within CRASH_WINDOW seconds that mean a crash loop
CRASH_WINDOW = 60.0
EXIT_CRASHED = 70  # EX_SOFTWARE: what App.run() returns after a crash loop

log = logging.getLogger("solitaire.app")


class CrashGuard:
    """``where`` names what failed; ``restart`` starts again at the menu; ``give_up`` ends
    the crash loop. Neither ``recover`` nor ``guarded`` raises what they caught."""

    def __init__(self, where: Callable[[], str], restart: Callable[[], None],
                 give_up: Callable[[], None]) -> None:
        self.where = where
        self.restart = restart
        self.give_up = give_up
        self.crashes: list[float] = []  # monotonic times of recent recoveries

    def guarded(self, action: Callable[..., Any], *args: Any) -> bool:
        """Run ``action``; an unexpected exception is logged and the app starts again at the
        menu instead of ending. False when it had to."""
        try:
            action(*args)
        except Exception:
            self.recover()
            return False
        return True

    def recover(self) -> None:
        """Called from an ``except`` block: log, then start again from the menu (or give up
        on a crash loop)."""
        log.exception("unexpected error in %s; restarting at the menu", self.where())
        now = time.monotonic()
        self.crashes = [t for t in self.crashes if now - t < CRASH_WINDOW] + [now]
        if len(self.crashes) >= CRASH_LIMIT:
            log.critical("%d errors within %.0f s", len(self.crashes), CRASH_WINDOW)
            self.give_up()
            return
        try:
            self.restart()
        except Exception:
            log.critical("the menu cannot start", exc_info=True)
            self.give_up()
