"""The staff exit's lockout: the count of wrong PINs in a row and the lock it puts on the
exit, kept across restarts whatever the disk does.

- Every third wrong PIN in a row locks the exit (``setup.lockout_seconds``: 30 s, twice as long
  each time, at most an hour). The lock lives in memory and never waits for the disk.
- The count is kept in ``settings.json`` (``kiosk_failed_pins``), so a restart does not give
  three new tries. A write that fails (a full disk, a read-only folder) is logged and tried
  again every ``RETRY_SECONDS`` until it lands; the lock holds meanwhile.
- A count that cannot be read at the start (``settings.json`` there but unreadable, or a value
  that is no count) is taken for the worst: the exit starts locked for the longest lockout, and
  the count that gives it is kept, so that no damage to the file ever opens the exit.

Time is the controller's (the sum of the ``dt`` it is given), as for the rest of kiosk mode.
"""

from __future__ import annotations

import itertools
import logging

from game.store import SETTINGS_FILE, Settings, Store
from scenes.kiosk.setup import (
    FAILED_PINS_KEY,
    LOCKOUT_MAX,
    MAX_WRONG_PINS,
    failed_pins,
    lockout_seconds,
    tell_installer,
)

log = logging.getLogger("solitaire.kiosk")

RETRY_SECONDS = 5.0
# The fewest wrong PINs in a row that lock the exit for the longest: an unknown count's.
WORST_COUNT = next(n for n in itertools.count(MAX_WRONG_PINS, MAX_WRONG_PINS)
                   if lockout_seconds(n) >= LOCKOUT_MAX)


class Lockout:
    """The wrong PINs in a row (``count``) and until when the exit is locked."""

    def __init__(self, store: Store, operator: Settings) -> None:
        self.store = store
        self.operator = operator  # what settings.json keeps (Store.keep_for_visits)
        self.unsaved = False  # the count in memory is not in settings.json yet
        self._retry_at = 0.0
        self._told: int | None = None  # the count whose failed write was logged
        kept = None if SETTINGS_FILE in store.unread else failed_pins(operator)
        if kept is None:
            self.count = WORST_COUNT
            tell_installer(f"settings.json: the count of wrong staff PINs ({FAILED_PINS_KEY}) "
                           f"could not be read; the staff exit is locked for "
                           f"{LOCKOUT_MAX:.0f} s, as after the most wrong PINs")
            self._keep(0.0)
        else:
            self.count = kept
        self.locked_until = lockout_seconds(self.count)  # a restart does not unlock

    def locked_for(self, now: float) -> float:
        """Seconds until the PIN pad takes a PIN again (0: it does now)."""
        return max(0.0, self.locked_until - now)

    def wrong(self, now: float) -> float:
        """One more wrong PIN: the seconds it locks the exit for (0 if it does not)."""
        self.count += 1
        lock = lockout_seconds(self.count) if self.count % MAX_WRONG_PINS == 0 else 0.0
        if lock:
            self.locked_until = now + lock
        self._keep(now)
        return lock

    def right(self, now: float) -> None:
        """The right PIN: the count starts again."""
        if self.count or FAILED_PINS_KEY in self.operator.extra:
            self.count = 0
            self._keep(now)

    def update(self, now: float) -> None:
        """Try again to write a count the disk did not take."""
        if self.unsaved and now >= self._retry_at:
            self._save(now)

    def _keep(self, now: float) -> None:
        if self.count:
            self.operator.extra[FAILED_PINS_KEY] = self.count
        else:
            self.operator.extra.pop(FAILED_PINS_KEY, None)
        self._save(now)

    def _save(self, now: float) -> None:
        if self.store.save_settings():
            if self.unsaved:
                log.info("the count of wrong staff PINs (%d) is in settings.json now",
                         self.count)
            self.unsaved, self._told = False, None
            return
        if self.count != self._told:  # once for each count, not at each try again
            log.error("cannot write the count of wrong staff PINs (%d) to settings.json: "
                      "kept in memory, tried again every %.0f s", self.count, RETRY_SECONDS)
            self._told = self.count
        self.unsaved = True
        self._retry_at = now + RETRY_SECONDS
