"""What is checked before the App opens its window: the data folder held for this app alone,
and the installed assets against the build's manifest."""

from __future__ import annotations

import logging
import sys
from pathlib import Path

from game.store import FolderLock, FolderRefused, default_data_dir, hold
from scenes.ui import assets, text


def hold_data_dir(folder: Path | None) -> FolderLock:
    """Lock the data folder (the player's default one when None) for this app. Raises
    FolderRefused (another running app holds it, it cannot be locked, or it cannot hold files)
    after saying why in one translated line (in the language set): two apps on one folder
    would count games twice, and nothing but the lock keeps them apart."""
    folder = folder if folder is not None else default_data_dir()
    try:
        return hold(folder)
    except FolderRefused as refused:
        print(refused.told(), file=sys.stderr)
        raise


def check_assets() -> None:
    """The installed assets against the build's manifest, then the fonts whole, manifest or
    not: a damaged font raises AssetError (SDL_ttf would crash on it), anything else is
    reported and left to its loader's fallback."""
    for damage in assets.check(text.asset_dir()):
        path = text.asset_path(*damage.name.split("/"))
        if damage.critical:
            raise text.AssetError(path, damage.reason)
        logging.getLogger("solitaire.assets").warning("%s is damaged (%s)", path, damage.reason)
    text.check_fonts()
