"""One app per data folder: a second one is refused, so no game is counted twice.

``hold(folder)`` takes an exclusive ``flock`` on the folder itself (no lock file to leave
behind). The kernel drops it when the process ends in any way, a crash or a kill included, so a
lock never outlives its app. Where ``flock`` does not exist (Windows) or the folder cannot be
opened, nothing is locked and the app runs as before: a missing lock never stops the game.
The store itself takes no lock; the app's entry point (main.py) holds one for its lifetime,
so tests may open a folder's store as often as they like.
"""

from __future__ import annotations

import logging
import os
from pathlib import Path

try:
    import fcntl
except ImportError:  # Windows
    fcntl = None  # type: ignore[assignment]

log = logging.getLogger("solitaire.store")


class FolderInUse(Exception):
    """Another running app holds the data folder."""

    def __init__(self, folder: Path) -> None:
        super().__init__(f"{folder} is in use by another running app")
        self.folder = folder


class FolderLock:
    """A held lock; ``release()`` (or the end of the process) lets it go."""

    def __init__(self, folder: Path, fd: int) -> None:
        self.folder = folder
        self._fd: int | None = fd

    def release(self) -> None:
        if self._fd is not None:
            os.close(self._fd)  # closing the descriptor drops the flock
            self._fd = None


def hold(folder: Path) -> FolderLock | None:
    """Lock ``folder`` (made if missing) for this process. Raises FolderInUse if another
    process holds it; returns None where no lock can be taken (the app then runs unlocked)."""
    if fcntl is None:
        log.warning("no file locks on this platform: %s is not locked", folder)
        return None
    try:
        folder.mkdir(parents=True, exist_ok=True)
        fd = os.open(folder, os.O_RDONLY | getattr(os, "O_CLOEXEC", 0))
    except OSError as exc:
        log.warning("cannot lock %s (%s): running unlocked", folder, exc)
        return None
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        os.close(fd)
        raise FolderInUse(folder) from None
    except OSError as exc:  # a file system without locks (some network mounts)
        os.close(fd)
        log.warning("cannot lock %s (%s): running unlocked", folder, exc)
        return None
    return FolderLock(folder, fd)
