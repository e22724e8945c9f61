"""The installed assets checked against the manifest of hashes made at build time.

``assets/manifest.json`` lists every file of ``assets/`` with its size and SHA-256; it is
written by ``python tools/asset_manifest.py`` (``tools/build_bundle.py`` runs it before each
build, and ``tests/test_assets.py`` fails when the committed one does not match the files).
``main.py`` checks the installed files against it before anything is drawn: SDL_ttf crashes the
whole process on a truncated font and pygame_gui raises on an empty one, so a damaged font
stops the start with one line naming the file. A damaged theme or rules page is only reported:
their loaders check what they read and fall back.

``font_problem`` needs no manifest: it reads a font's table directory and says whether every
table lies inside the file, which is what a cut-off copy gets wrong.
"""

from __future__ import annotations

import hashlib
import json
import logging
import struct
from dataclasses import dataclass
from pathlib import Path
from typing import Any

MANIFEST_NAME = "manifest.json"
CRITICAL_FOLDERS = ("fonts/",)  # without these nothing can be drawn
_FONT_TAGS = (b"\x00\x01\x00\x00", b"OTTO", b"true")
_MAX_MANIFEST_BYTES = 1 << 20
_CHUNK = 1 << 16

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
    with path.open("rb") as f:
        while chunk := f.read(_CHUNK):
            sha.update(chunk)
            size += len(chunk)
    return size, sha.hexdigest()


def asset_files(folder: Path) -> list[str]:
    """Every file of the assets folder but the manifest, relative, sorted."""
    names = (p.relative_to(folder).as_posix() for p in folder.rglob("*") if p.is_file())
    return sorted(n for n in names if n != MANIFEST_NAME)


def make_manifest(folder: Path) -> dict[str, Any]:
    files = {}
    for name in asset_files(folder):
        size, sha = file_digest(folder / name)
        files[name] = {"bytes": size, "sha256": sha}
    return {"version": 1, "files": files}


def read_manifest(folder: Path) -> dict[str, dict[str, Any]] | None:
    """The manifest's files, or None when there is no usable manifest."""
    try:
        with (folder / MANIFEST_NAME).open("rb") as f:
            data = json.loads(f.read(_MAX_MANIFEST_BYTES + 1).decode("utf-8"))
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
        path = folder / name
        try:
            if path.stat().st_size != entry["bytes"]:
                damaged.append(Damage(name, f"{path.stat().st_size} bytes, "
                                            f"built with {entry['bytes']}"))
            elif file_digest(path)[1] != entry["sha256"]:
                damaged.append(Damage(name, "its contents changed after the build"))
        except OSError as exc:
            damaged.append(Damage(name, exc.strerror or str(exc)))
    return damaged


def font_problem(path: Path) -> str | None:
    """Why a TrueType/OpenType file cannot be a whole font, or None if its table directory
    holds together. Raises OSError if it cannot be read."""
    with path.open("rb") as f:
        head = f.read(12)
        size = f.seek(0, 2)
        if len(head) < 12 or head[:4] not in _FONT_TAGS:
            return "not a TrueType/OpenType font"
        (tables,) = struct.unpack(">H", head[4:6])
        f.seek(12)
        directory = f.read(16 * tables)
    if tables == 0 or len(directory) < 16 * tables:
        return "cut off in its table directory"
    for i in range(tables):
        _tag, _sum, offset, length = struct.unpack(">4sIII", directory[16 * i : 16 * i + 16])
        if offset + length > size:
            return f"cut off: a table ends at byte {offset + length} of {size}"
    return None
