"""One app per data folder: a second one is refused, so no game is counted twice.

``hold(folder)`` takes the lock file ``solitaire.lock`` in the folder with the ``filelock``
package, on every platform: ``flock`` on Linux and macOS, ``msvcrt.locking`` on Windows. The
operating system drops such a lock when the process ends in any way, a crash or a kill
included, so a lock never outlives its app; the empty file stays, and means nothing by itself.
(filelock's soft lock, a file whose mere presence locks, is never used: a crash would leave the
folder locked.) Where the folder cannot be made or written, or its file system has no locks
(some network mounts), nothing is locked and the app runs as before: a missing lock never
stops the game. The store itself takes no lock; the app's entry point (main.py) holds one for
its lifetime, so tests may open a folder's store as often as they like.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import filelock

log = logging.getLogger("solitaire.store")

LOCK_FILE = "solitaire.lock"


class FolderInUse(Exception):
    """Another running app holds the data folder."""

    def __init__(self, folder: Path) -> None:
        super().__init__(f"{folder} is in use by another running app")
        self.folder = folder


class FolderLock:
    """A held lock; ``release()`` (or the end of the process) lets it go."""

    def __init__(self, folder: Path, lock: filelock.BaseFileLock) -> None:
        self.folder = folder
        self._lock: filelock.BaseFileLock | None = lock

    def release(self) -> None:
        if self._lock is not None:
            self._lock.release(force=True)
            self._lock = None


def hold(folder: Path) -> FolderLock | None:
    """Lock ``folder`` (made if missing) for this process. Raises FolderInUse if another
    process holds it; returns None where no lock can be taken (the app then runs unlocked)."""
    # Imported here: the store's other modules serve processes that never lock (the command
    # line, tests' killers started without site-packages), and filelock lives there.
    import filelock

    try:
        folder.mkdir(parents=True, exist_ok=True)
        lock = filelock.FileLock(folder / LOCK_FILE, timeout=0, fallback_to_soft=False)
        lock.acquire()
    except filelock.Timeout:
        raise FolderInUse(folder) from None
    except (OSError, ValueError) as exc:  # read-only, not a folder, no locks on this mount
        log.warning("cannot lock %s (%s): running unlocked", folder, exc)
        return None
    return FolderLock(folder, lock)
