"""One app per data folder: a second one is refused, so no game is counted twice.

``hold(folder)`` takes the lock file ``solitaire.lock`` in the folder: ``fcntl.flock`` on
Linux and macOS, ``msvcrt.locking`` of its first byte on Windows, never waiting. The operating
system drops such a lock when the process ends in any way, a crash or a kill included, so a
lock never outlives its app; the empty file stays, and means nothing by itself (no "soft"
lock, a file whose mere presence locks: a crash would leave the folder locked). Each hold
opens the file anew, so a second hold in the same process is refused too. (This was the
``filelock`` package, whose import alone cost the app's start 8 ms.)

The app never runs unlocked on a folder it could write: a lock it cannot take there is as good
as one another app holds, since nothing else would keep a second app off the folder. So
``hold`` either returns the lock or raises a ``FolderRefused`` that says why, in the player's
language (``told``):

- ``FolderInUse``: another running app holds the lock;
- ``FolderUnlockable``: the lock file cannot be locked: a link (to ``/dev/null``, to itself:
  every app would lock something else, or nothing), a folder, a FIFO or a device in its place,
  a file system without locks (some network mounts), or no room for it (a full disk, which
  may have room again while the app runs);
- ``FolderUnusable``: the folder cannot hold the player's files at all: it cannot be made, is
  not a folder, or no file can be made in it (read-only, not searchable, ``/proc/self``). No
  app can write there, so none can count a game twice: the app may run without the lock,
  saving nothing (the store says so), once it has said why.

The lock file is made through the one door (``game.store.files.open_file``: without following
a link, without waiting on a FIFO, a regular file or nothing). The store itself takes no lock;
the app's entry point holds one for its lifetime, so tests may open a folder's store as often
as they like.
"""

from __future__ import annotations

import errno
import logging
import os
from pathlib import Path

from game.i18n import N_, _
from game.store import files
from game.store.files import BadFile
from game.store.notices import MSG_IN_USE, MSG_LOCK_REFUSED, MSG_UNUSABLE_FOLDER

log = logging.getLogger("solitaire.store")

LOCK_FILE = "solitaire.lock"
REASON_LINK = N_("it is a link")
REASON_FOLDER = N_("it is a folder")
REASON_NOT_A_FILE = N_("it is not a regular file")
REASON_NOT_A_FOLDER = N_("it is not a folder")
REASON_CANNOT_MAKE = N_("it cannot be made: {error}")
REASON_NO_FILES = N_("no file can be made in it: {error}")
_CREATE = os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0)
_NO_ROOM = {errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)}


class FolderRefused(Exception):
    """The app must not start on this data folder."""

    message = ""  # what the player is told, a msgid with {folder}, {path} and {reason}

    def __init__(self, folder: Path, reason: str = "", **params: str) -> None:
        super().__init__(f"{folder}: {self.message} ({reason})")
        self.folder = folder
        self.reason = reason
        self.params = params

    def told(self) -> str:
        """The one line for the player, in the language in use."""
        reason = _(self.reason).format(**self.params) if self.reason else ""
        return _(self.message).format(folder=self.folder, path=self.folder / LOCK_FILE,
                                      reason=reason)


class FolderInUse(FolderRefused):
    """Another running app holds the data folder."""

    message = MSG_IN_USE


class FolderUnlockable(FolderRefused):
    """The folder's lock file cannot be locked, so nothing keeps a second app off it."""

    message = MSG_LOCK_REFUSED


class FolderUnusable(FolderRefused):
    """The folder cannot hold the player's files (so no app can write there)."""

    message = MSG_UNUSABLE_FOLDER


class FolderLock:
    """A held lock; ``release()`` (or the end of the process) lets it go."""

    def __init__(self, folder: Path, fd: int) -> None:
        self.folder = folder
        self._fd: int | None = fd

    def release(self) -> None:
        if self._fd is not None:
            fd, self._fd = self._fd, None
            try:
                _unlock(fd)
            except OSError:
                pass  # closing the descriptor lets the lock go anyway
            finally:
                os.close(fd)


_BUSY = {errno.EAGAIN, errno.EWOULDBLOCK, errno.EACCES, getattr(errno, "EDEADLOCK", errno.EDEADLK)}


def _lock(fd: int) -> None:
    """Lock ``fd``'s file at once or raise OSError (``_BUSY``: another holder has it)."""
    if os.name == "nt":
        import msvcrt

        msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)  # type: ignore[attr-defined]
    else:
        import fcntl

        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)


def _unlock(fd: int) -> None:
    if os.name == "nt":
        import msvcrt

        os.lseek(fd, 0, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)  # type: ignore[attr-defined]
    else:
        import fcntl

        fcntl.flock(fd, fcntl.LOCK_UN)


def hold(folder: Path) -> FolderLock:
    """Lock ``folder`` (made if missing) for this process, or raise ``FolderRefused``."""
    path = folder / LOCK_FILE
    _make_lock_file(folder, path)
    try:
        fd = files.open_file(path, _CREATE)
    except BadFile as exc:  # swapped for a folder, a FIFO, a device since it was made
        folder_there = "folder" in str(exc)
        raise FolderUnlockable(folder, REASON_FOLDER if folder_there else REASON_NOT_A_FILE
                               ) from None
    except FileNotFoundError:  # gone meanwhile
        raise FolderUnusable(folder, REASON_NO_FILES, error=os.strerror(errno.ENOENT)
                             ) from None
    except OSError as exc:
        if exc.errno == errno.ELOOP:  # a link swapped in
            raise FolderUnlockable(folder, REASON_LINK) from None
        log.error("cannot open %s (%s)", path, exc)
        raise FolderUnlockable(folder, _os_reason(exc)) from None
    try:
        _lock(fd)
    except OSError as exc:
        os.close(fd)
        if exc.errno in _BUSY:
            raise FolderInUse(folder) from None
        log.error("cannot lock %s (%s)", path, exc)  # no locks on this file system
        raise FolderUnlockable(folder, _os_reason(exc)) from None
    return FolderLock(folder, fd)


def _make_lock_file(folder: Path, path: Path) -> None:
    """Make sure ``path`` is a regular file (made if missing), or raise FolderRefused."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except FileExistsError:
        raise FolderUnusable(folder, REASON_NOT_A_FOLDER) from None
    except OSError as exc:
        if exc.errno in _NO_ROOM:
            raise FolderUnlockable(folder, _os_reason(exc)) from None
        raise FolderUnusable(folder, REASON_CANNOT_MAKE, error=_error(exc)) from None
    try:
        os.close(files.open_file(path, _CREATE))
    except BadFile as exc:  # a folder, a FIFO, a device
        folder_there = "folder" in str(exc)
        raise FolderUnlockable(folder, REASON_FOLDER if folder_there else REASON_NOT_A_FILE
                               ) from None
    except OSError as exc:
        if exc.errno == errno.ELOOP:  # O_NOFOLLOW met a link
            raise FolderUnlockable(folder, REASON_LINK) from None
        if exc.errno == errno.EISDIR:
            raise FolderUnlockable(folder, REASON_FOLDER) from None
        if exc.errno == errno.ENOTDIR:
            raise FolderUnusable(folder, REASON_NOT_A_FOLDER) from None
        if files.lexists(path) or exc.errno in _NO_ROOM:  # another user's; room may come
            raise FolderUnlockable(folder, _os_reason(exc)) from None
        raise FolderUnusable(folder, REASON_NO_FILES, error=_error(exc)) from None


def _error(exc: OSError | ValueError) -> str:
    return getattr(exc, "strerror", None) or str(exc)


def _os_reason(exc: OSError | ValueError) -> str:
    """An operating system's reason as a reason without placeholders (it is not translated)."""
    return _error(exc).replace("{", "{{").replace("}", "}}")
