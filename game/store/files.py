"""Files that survive a crash, and the one door every read goes through: it cannot hang or
run away.

- ``open_file``: the one door. Everything the app or the command line opens (assets, fonts,
  the manifest, rules and help pages, catalogs, settings, saves, layouts given to the command
  line, the log) is opened here, without blocking (``O_NONBLOCK``: a FIFO where a file should
  be would otherwise wait for a writer, or a reader, for ever, deaf to SIGTERM), and refused
  unless ``fstat`` says it is a regular file (a FIFO, a device such as ``/dev/zero`` or
  ``/dev/full``, a folder, a socket), before one byte is read or written.
- ``read_bounded`` and ``read_chunks``: through that door, at most ``limit`` bytes. Only the
  command line's layouts may come from a pipe (``<(...)``, ``pipes=True``): read without
  blocking either, for at most ``PIPE_WAIT_SECONDS``; a FIFO nobody writes to reads as empty.
- ``open_append``: the door for a file the app appends to (its log).
- ``atomic_write``: a temporary file in the same folder is written, flushed and fsynced, then
  renamed over the old file with ``os.replace`` and the folder is fsynced, so a crash or a power
  cut leaves either the old or the new file, never a mix.
- ``read_json``: the guarded reader every JSON file goes through (the player's files, the asset
  manifest, the theme, the command line's layouts): bounded in bytes as above and in depth
  (``MAX_JSON_DEPTH``, checked before parsing); damage of any kind (bad UTF-8, deep nesting,
  numbers of thousands of digits) is a ``BadFile``. ``decode_object``: the JSON object of a
  file at a version this build knows.

Every change on disk goes through ``os`` looked up at call time, so tests can inject a fault
or a kill at each one (tests/store_killer.py).
"""

from __future__ import annotations

import contextlib
import errno
import io
import itertools
import json
import operator
import os
import re
import select
import stat
import time
from collections.abc import Callable, Collection, Iterator
from pathlib import Path
from typing import Any

from game.store.schema import parse_constant, parse_int

MAX_FILE_BYTES = 8 * 1024 * 1024  # far above any real file; protects against a runaway one
MAX_JSON_DEPTH = 64  # the game's files nest 5 levels deep; json.loads recurses per level
_STRING = re.compile(rb'"(?:[^"\\]++|\\.)*+"')  # a string, its escapes included
_NOT_A_BRACKET = bytes(sorted(set(range(256)) - set(b"[]{}")))
_STEP = bytes.maketrans(b"[{]}", b"\2\2\0\0")
TEMP_PREFIX = ".tmp-"
STALE_TEMP_SECONDS = 60.0
_CHUNK = 1 << 16


class BadFile(ValueError):
    """A file that cannot be used at all."""


_NOT_A_TERMINAL = getattr(os, "O_NOCTTY", 0)
_COMMON = getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_BINARY", 0) | _NOT_A_TERMINAL
_NO_WAIT = getattr(os, "O_NONBLOCK", 0)
READ_FLAGS = os.O_RDONLY | _COMMON | _NO_WAIT
APPEND_FLAGS = os.O_WRONLY | os.O_APPEND | os.O_CREAT | _COMMON | _NO_WAIT
PIPE_WAIT_SECONDS = 30.0  # a layout piped in by a command that takes longer is refused


def open_file(path: Path | str, flags: int = READ_FLAGS, mode: int = 0o644, *,
              pipes: bool = False) -> int:
    """The one door: a descriptor of ``path``, opened without blocking, once ``fstat`` says
    it is a regular file (or, with ``pipes``, a pipe). Raises BadFile (a folder, a FIFO, a
    device...) or OSError (missing, no permission)."""
    try:
        fd = os.open(path, flags | _NO_WAIT, mode)
    except OSError as exc:
        if exc.errno == errno.ENXIO:  # a FIFO opened for writing with no reader, a device
            raise BadFile("not a regular file") from None
        raise
    try:
        kind = os.fstat(fd).st_mode
        if stat.S_ISDIR(kind):
            raise BadFile("a folder where a file should be")
        if not (stat.S_ISREG(kind) or (pipes and stat.S_ISFIFO(kind))):
            raise BadFile("not a regular file")
    except BaseException:
        os.close(fd)
        raise
    return fd


def read_chunks(path: Path | str, limit: int = MAX_FILE_BYTES, *,
                pipes: bool = False) -> Iterator[bytes]:
    """A file's bytes in pieces, through the door; raises BadFile past ``limit`` bytes (after
    yielding them), or when a pipe stays silent for ``PIPE_WAIT_SECONDS``."""
    fd = open_file(path, pipes=pipes)
    try:
        deadline = time.monotonic() + PIPE_WAIT_SECONDS
        size = 0
        while True:
            try:
                chunk = os.read(fd, min(_CHUNK, limit + 1 - size))
            except BlockingIOError:  # a pipe with a writer that has not written yet
                left = deadline - time.monotonic()
                if left <= 0 or not select.select([fd], [], [], left)[0]:
                    raise BadFile(f"nothing came through the pipe in "
                                  f"{PIPE_WAIT_SECONDS:.0f} s") from None
                continue
            if not chunk:
                return
            size += len(chunk)
            if size > limit:
                raise BadFile(f"larger than {limit} bytes")
            yield chunk
    finally:
        os.close(fd)


def read_bounded(path: Path | str, limit: int = MAX_FILE_BYTES, *, pipes: bool = False
                 ) -> bytes:
    """The bytes of a regular file (or, with ``pipes``, of a pipe), at most ``limit``, through
    the door; raises BadFile (too large, not a regular file) or OSError."""
    return b"".join(read_chunks(path, limit, pipes=pipes))


def open_append(path: Path | str) -> io.TextIOWrapper:
    """A regular file opened to append UTF-8 text (made if missing), through the door: a FIFO
    or a device in its place is refused (BadFile) and never waited for."""
    fd = open_file(path, APPEND_FLAGS)
    try:
        return os.fdopen(fd, "a", encoding="utf-8")
    except BaseException:
        os.close(fd)
        raise


def read_json(path: Path | str, limit: int = MAX_FILE_BYTES, *, pipes: bool = False,
              parse_int: Callable[[str], Any] = parse_int) -> Any:
    """The guarded reader: the JSON of a file, through the door, at most ``limit`` bytes and
    ``MAX_JSON_DEPTH`` levels deep; raises BadFile (damage of any kind) or OSError."""
    return decode_json(read_bounded(path, limit, pipes=pipes), parse_int)


def decode_json(raw: bytes, parse_int: Callable[[str], Any] = parse_int) -> Any:
    """JSON from UTF-8 bytes, at most ``MAX_JSON_DEPTH`` levels deep; raises BadFile on any
    damage. ``parse_int`` reads each integer (the default makes one of thousands of digits a
    value no check accepts: Python refuses to read it at all)."""
    if _too_deep(raw):
        raise BadFile(f"nested too deeply (more than {MAX_JSON_DEPTH} levels)")
    try:
        return json.loads(raw.decode("utf-8"), parse_int=parse_int,
                          parse_constant=parse_constant)
    except (ValueError, RecursionError) as exc:  # UnicodeDecodeError is a ValueError
        raise BadFile(f"not valid JSON: {exc}") from None


def _too_deep(raw: bytes) -> bool:
    """Whether brackets outside strings nest past MAX_JSON_DEPTH: found before parsing, so a
    file of a hundred thousand brackets is refused without recursing into it, and in C loops
    (with each opening bracket as 2 and each closing one as 0, the depth after k brackets is
    their running sum less k)."""
    if raw.count(b"[") + raw.count(b"{") <= MAX_JSON_DEPTH:  # most files the game writes
        return False
    steps = _STRING.sub(b"", raw).translate(_STEP, _NOT_A_BRACKET)
    depths = map(operator.sub, itertools.accumulate(steps), itertools.count(1))
    return max(depths, default=0) > MAX_JSON_DEPTH


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
        fd = os.open(folder, os.O_RDONLY | _NO_WAIT | getattr(os, "O_DIRECTORY", 0))
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
