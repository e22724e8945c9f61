"""Files that survive a crash, and reads that cannot hang or run away.

- ``atomic_write``: a temporary file in the same folder is written, flushed and fsynced, then
  renamed over the old file with ``os.replace`` and the folder is fsynced, so a crash or a power
  cut leaves either the old or the new file, never a mix.
- ``read_bounded``: opens without blocking (a FIFO where a file should be would otherwise wait
  for a writer for ever), refuses anything but a regular file, and reads at most ``limit``
  bytes (a symlink to ``/dev/zero`` ends there).
- ``decode_object``: the JSON object of a file at a version this build knows; damage of any
  kind (bad UTF-8, deep nesting, numbers of thousands of digits) is a ``BadFile``.

Every change on disk goes through ``os`` looked up at call time, so tests can inject a fault
or a kill at each one (tests/store_killer.py).
"""

from __future__ import annotations

import contextlib
import json
import os
import stat
import time
from collections.abc import Collection
from pathlib import Path
from typing import Any

from game.store.schema import parse_constant, parse_int

MAX_FILE_BYTES = 8 * 1024 * 1024  # far above any real file; protects against a runaway one
TEMP_PREFIX = ".tmp-"
STALE_TEMP_SECONDS = 60.0
_CHUNK = 1 << 16


class BadFile(ValueError):
    """A file that cannot be used at all."""


def read_bounded(path: Path, limit: int = MAX_FILE_BYTES, *, regular_only: bool = True) -> bytes:
    """The bytes of a file, at most ``limit``; raises BadFile (too large, not a regular file)
    or OSError. ``regular_only=False`` also reads pipes (``<(...)`` on a command line),
    blocking as any reader of a pipe does, and still no more than ``limit``."""
    flags = os.O_RDONLY | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_BINARY", 0)
    if regular_only:
        flags |= getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
    fd = os.open(path, flags)
    try:
        mode = os.fstat(fd).st_mode
        if stat.S_ISDIR(mode):
            raise BadFile("a folder where a file should be")
        if regular_only and not stat.S_ISREG(mode):
            raise BadFile("not a regular file")
        chunks, size = [], 0
        while size <= limit:
            chunk = os.read(fd, min(_CHUNK, limit + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
    finally:
        os.close(fd)
    if size > limit:
        raise BadFile(f"larger than {limit} bytes")
    return b"".join(chunks)


def decode_json(raw: bytes) -> Any:
    """JSON from UTF-8 bytes; raises BadFile on any damage."""
    try:
        return json.loads(
            raw.decode("utf-8"), parse_int=parse_int, parse_constant=parse_constant
        )
    except (ValueError, RecursionError) as exc:  # UnicodeDecodeError is a ValueError
        raise BadFile(f"not JSON: {exc}") from None


def decode_object(raw: bytes, versions: Collection[int]) -> dict[str, Any]:
    """A file's JSON object at a version this build reads; raises BadFile."""
    data = decode_json(raw)
    if not isinstance(data, dict):
        raise BadFile("not a JSON object")
    version = data.get("version")
    if type(version) is not int or version not in versions:
        # Also a version from the future: this build cannot know what it means.
        raise BadFile(f"unsupported version {version!r}")
    return data


def encode_object(data: dict[str, Any]) -> bytes:
    text = json.dumps(data, ensure_ascii=False, allow_nan=False, indent=1, sort_keys=True)
    return (text + "\n").encode("utf-8")


_temp_counter = 0


def atomic_write(path: Path, data: bytes) -> None:
    """Replace ``path`` with ``data`` so that a crash leaves the old or the new file."""
    global _temp_counter
    _temp_counter += 1
    unique = f"{os.getpid()}.{time.time_ns()}.{_temp_counter}"
    tmp = path.with_name(f"{TEMP_PREFIX}{path.name}.{unique}")
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_CLOEXEC", 0)
    try:
        fd = os.open(tmp, flags | getattr(os, "O_BINARY", 0), 0o644)
        try:
            view = memoryview(data)
            while view:
                view = view[os.write(fd, view) :]
            os.fsync(fd)
        finally:
            os.close(fd)
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    fsync_dir(path.parent)


def remove(path: Path) -> None:
    """Delete a file durably; a missing file is fine. Raises OSError."""
    try:
        os.unlink(path)
    except FileNotFoundError:
        return
    fsync_dir(path.parent)


def fsync_dir(folder: Path) -> None:
    """Make a rename durable (POSIX); Windows cannot open a folder, and needs no such step."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def lexists(path: Path) -> bool:
    """Whether anything (a file, a folder, a broken link, a FIFO) has this name; never raises
    (a folder that cannot be searched answers no)."""
    try:
        os.lstat(path)
    except (OSError, ValueError):
        return False
    return True


def is_regular(path: Path) -> bool:
    try:
        return stat.S_ISREG(os.stat(path).st_mode)
    except (OSError, ValueError):
        return False


def sweep_temp_files(folder: Path) -> None:
    """Remove temporary files left by a crash mid-write (never the real files)."""
    try:
        with os.scandir(folder) as entries:
            leftovers = [e.path for e in entries if e.name.startswith(TEMP_PREFIX)]
    except OSError:
        return
    now = time.time()
    for path in leftovers:
        with contextlib.suppress(OSError):
            info = os.lstat(path)
            if stat.S_ISREG(info.st_mode) and now - info.st_mtime > STALE_TEMP_SECONDS:
                os.unlink(path)
