"""The installed assets checked against the manifest of hashes made at build time.

``assets/manifest.json`` lists every file of ``assets/``, and every game's pages (kept in the
game's own folder: ``games/<game>/pages/<file>``), with its size and SHA-256; it is
written by ``python tools/asset_manifest.py`` (``tools/build_bundle.py`` runs it before each
build, and ``tests/test_assets.py`` fails when the committed one does not match the files).
``main.py`` checks the installed files against it before anything is drawn: SDL_ttf crashes the
whole process on a truncated font and pygame_gui raises on an empty one, so a damaged font
stops the start with one line naming the file. A damaged theme or rules page is only reported:
their loaders check what they read and fall back.

``font_problem`` needs no manifest: it reads a font's table directory and says whether every
table lies inside the file and adds up to its checksum, which is what a cut-off or damaged copy
gets wrong. ``scenes.ui.text`` asks it about every font before anything (pygame_gui's theme, a
text) loads one, manifest or not.

Every file is read through the one door (``game.store.files``): a FIFO or a device where an
asset should be is refused at once, never waited for; the manifest through its guarded JSON
reader (bounded in bytes and in depth).
"""

from __future__ import annotations

import array
import hashlib
import logging
import struct
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import game.games
from game.store.files import BadFile, read_bounded, read_chunks, read_json

MANIFEST_NAME = "manifest.json"
CRITICAL_FOLDERS = ("fonts/",)  # without these nothing can be drawn
GAMES_PREFIX = "games/"  # the manifest's name for a game's own pages
_FONT_TAGS = (b"\x00\x01\x00\x00", b"OTTO", b"true")
_MAX_MANIFEST_BYTES = 1 << 20
MAX_ASSET_BYTES = 64 << 20  # far above any asset (a font is under 1 MB)
_WORD = "I" if array.array("I").itemsize == 4 else "L"  # an unsigned 32-bit word

log = logging.getLogger("solitaire.assets")


@dataclass(frozen=True)
class Damage:
    """One installed file that is not what was built."""

    name: str  # relative to the assets folder, with "/"
    reason: str

    @property
    def critical(self) -> bool:
        return self.name.startswith(CRITICAL_FOLDERS)


def file_digest(path: Path) -> tuple[int, str]:
    """Size and SHA-256 (hex) of a file."""
    sha, size = hashlib.sha256(), 0
    for chunk in read_chunks(path, MAX_ASSET_BYTES):
        sha.update(chunk)
        size += len(chunk)
    return size, sha.hexdigest()


def games_folder() -> Path:
    """The folder of the built-in games' packages (``game/games``), each with its pages."""
    return Path(next(iter(game.games.__path__)))


def locate(folder: Path, name: str) -> Path:
    """Where a manifest's file is: ``games/<game>/pages/...`` in that game's own folder, any
    other in the assets folder."""
    if name.startswith(GAMES_PREFIX):
        return games_folder().joinpath(*name[len(GAMES_PREFIX):].split("/"))
    return folder.joinpath(*name.split("/"))


def asset_files(folder: Path) -> list[str]:
    """Every file of the assets folder but the manifest, then every built-in game's pages
    (``games/<game>/pages/<file>``), relative, sorted."""
    names = [p.relative_to(folder).as_posix() for p in folder.rglob("*") if p.is_file()]
    games = games_folder()
    names += [GAMES_PREFIX + p.relative_to(games).as_posix()
              for p in games.glob("*/pages/*") if p.is_file()]
    return sorted(n for n in names if n != MANIFEST_NAME)


def make_manifest(folder: Path) -> dict[str, Any]:
    files = {}
    for name in asset_files(folder):
        size, sha = file_digest(locate(folder, name))
        files[name] = {"bytes": size, "sha256": sha}
    return {"version": 1, "files": files}


def read_manifest(folder: Path) -> dict[str, dict[str, Any]] | None:
    """The manifest's files, or None when there is no usable manifest."""
    try:
        data = read_json(folder / MANIFEST_NAME, _MAX_MANIFEST_BYTES)
        files = data["files"]
        if not all(_entry_ok(name, e) for name, e in files.items()):
            raise ValueError("malformed entry")
    except (OSError, ValueError, KeyError, TypeError, AttributeError) as exc:
        log.warning("no usable asset manifest in %s (%s): files not checked", folder, exc)
        return None
    return dict(files)


def _entry_ok(name: Any, entry: Any) -> bool:
    return (
        isinstance(name, str) and ".." not in name.split("/") and isinstance(entry, dict)
        and type(entry.get("bytes")) is int and isinstance(entry.get("sha256"), str)
    )


def check(folder: Path) -> list[Damage]:
    """Every file that is missing, or differs from the manifest (none without a manifest)."""
    files = read_manifest(folder)
    if files is None:
        return []
    damaged = []
    for name, entry in sorted(files.items()):
        path = locate(folder, name)
        try:
            size, sha = file_digest(path)
            if size != entry["bytes"]:
                damaged.append(Damage(name, f"{size} bytes, built with {entry['bytes']}"))
            elif sha != entry["sha256"]:
                damaged.append(Damage(name, "its contents changed after the build"))
        except BadFile as exc:
            damaged.append(Damage(name, str(exc)))
        except OSError as exc:
            damaged.append(Damage(name, exc.strerror or str(exc)))
    return damaged


def font_problem(path: Path) -> str | None:
    """Why a TrueType/OpenType file cannot be a whole font, or None if it holds together: a
    regular file, a font's header, every table inside the file and matching its checksum.
    Raises OSError if it cannot be opened (missing, no permission)."""
    try:
        data = read_bounded(path, MAX_ASSET_BYTES)
    except BadFile as exc:  # a FIFO, a device, a folder, a runaway size
        return str(exc)
    return font_data_problem(data)


def font_data_problem(data: bytes) -> str | None:
    """``font_problem`` of a font's bytes."""
    if len(data) < 12 or data[:4] not in _FONT_TAGS:
        return "not a TrueType/OpenType font"
    (tables,) = struct.unpack(">H", data[4:6])
    if tables == 0 or len(data) < 12 + 16 * tables:
        return "cut off in its table directory"
    for i in range(tables):
        tag, checksum, offset, length = struct.unpack_from(">4sIII", data, 12 + 16 * i)
        if offset + length > len(data):
            return f"cut off: a table ends at byte {offset + length} of {len(data)}"
        if _checksum(data, offset, length, tag == b"head") != checksum:
            return f"damaged: its {tag.decode('latin-1').strip()!r} table does not add up"
    return None


def _checksum(data: bytes, offset: int, length: int, head: bool) -> int:
    """The OpenType table checksum: the sum of its big-endian 32-bit words (the last padded
    with zeros), without the head table's checkSumAdjustment (bytes 8-11)."""
    chunk = data[offset : offset + length]
    words = array.array(_WORD, chunk + b"\0" * (-len(chunk) % 4))
    if sys.byteorder == "little":
        words.byteswap()
    total = sum(words)
    if head and len(words) > 2:
        total -= words[2]
    return total & 0xFFFFFFFF
