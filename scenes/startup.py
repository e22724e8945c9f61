"""What is checked before the App opens its window: the data folder held for this app alone,
and the installed assets against the build's manifest."""

from __future__ import annotations

import logging
import sys
from pathlib import Path

from game.store import FolderLock, FolderRefused, FolderUnusable, default_data_dir, hold
from scenes.ui import assets, text


def hold_data_dir(folder: Path | None) -> FolderLock | None:
    """Lock the data folder (the player's default one when None) for this app. Raises
    FolderRefused (another running app holds it, or it cannot be locked) after saying why in
    one translated line (in the language set): two apps on one folder would count games
    twice, and nothing but the lock keeps them apart. A folder that cannot hold files at all
    is said so the same way, and None returned: no app can write there, so the app runs,
    saving nothing."""
    folder = folder if folder is not None else default_data_dir()
    try:
        return hold(folder)
    except FolderUnusable as unusable:
        print(unusable.told(), file=sys.stderr)
        return None
    except FolderRefused as refused:
        print(refused.told(), file=sys.stderr)
        raise


def check_assets() -> None:
    """The installed assets against the build's manifest, then the fonts whole, manifest or
    not: a damaged font raises AssetError (SDL_ttf would crash on it), anything else is
    reported and left to its loader's fallback."""
    for damage in assets.check(text.asset_dir()):
        path = assets.locate(text.asset_dir(), damage.name)
        if damage.critical:
            raise text.AssetError(path, damage.reason)
        logging.getLogger("solitaire.assets").warning("%s is damaged (%s)", path, damage.reason)
    text.check_fonts()
