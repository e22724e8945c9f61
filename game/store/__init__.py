"""What the player keeps: settings, statistics and the game in progress, on disk.

Files in the user data folder (``platformdirs``) or a folder given by ``--data-dir``:
``settings.json``, ``stats.json`` and one file for each game in progress
(``savegame-<game>.json``, ``savegame-<game>-daily.json``, ``savegame-<game>-round.json``:
each game keeps its own), each a JSON object with a ``"version"``. This package is the only
part of ``game/`` that touches the player's files:

- ``folder``: ``Store``, which reads, repairs and writes them, and counts each game once;
- ``settings``, ``stats``, ``savegame``: each file's contents and its schema (``savegame``:
  the slots too);
- ``schema``: the field checks as metadata and the one reader of every file;
- ``files``: atomic writes, bounded reads that cannot hang;
- ``move_text``: a move's text in a saved game, and the first version's actions;
- ``lock``: one running app per data folder;
- ``notices``: what the player is told.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.lazy import lazy_names

if TYPE_CHECKING:
    from game.store.files import MAX_FILE_BYTES, TEMP_PREFIX, BadFile
    from game.store.folder import (
        APP_NAME,
        SAVEGAME_FILE,
        SETTINGS_FILE,
        STATS_FILE,
        Store,
        default_data_dir,
    )
    from game.store.lock import (
        FolderInUse,
        FolderLock,
        FolderRefused,
        FolderUnlockable,
        FolderUnusable,
        hold,
    )
    from game.store.move_text import action_token, move_from_text, move_text, parse_action
    from game.store.notices import (
        MSG_DISK_FULL,
        MSG_FOLDER_UNUSABLE,
        MSG_HISTORY_ASIDE,
        MSG_IN_USE,
        MSG_READ_ONLY,
        MSG_RESULT_PENDING,
        MSG_RESULT_SAVED,
        MSG_SAVEGAME_LOST,
        MSG_SETTINGS_REPAIRED,
        MSG_SETTINGS_RESET,
        MSG_STATS_REPAIRED,
        MSG_STATS_RESET,
        MSG_UNTOUCHABLE,
        MSG_WRITE_FAILED,
        Notice,
    )
    from game.store.savegame import MAX_ACTIONS, SavedGame, Slot, new_game_id, replay
    from game.store.settings import Settings
    from game.store.stats import (
        MAX_COUNT,
        MAX_SCORE,
        MAX_SECONDS,
        DailyResult,
        GameStats,
        HistoryEntry,
        Statistics,
        stats_key,
    )

# Where each name lives, imported when first asked for: a module that needs one file reader
# (game.store.files, through the language's catalog or a layout on the command line) should
# not pay for the statistics, the saved games and the lock.
_HOMES = {
    "MAX_FILE_BYTES": "game.store.files",
    "TEMP_PREFIX": "game.store.files",
    "BadFile": "game.store.files",
    "APP_NAME": "game.store.folder",
    "SAVEGAME_FILE": "game.store.folder",
    "SETTINGS_FILE": "game.store.folder",
    "STATS_FILE": "game.store.folder",
    "Store": "game.store.folder",
    "default_data_dir": "game.store.folder",
    "FolderInUse": "game.store.lock",
    "FolderLock": "game.store.lock",
    "FolderRefused": "game.store.lock",
    "FolderUnlockable": "game.store.lock",
    "FolderUnusable": "game.store.lock",
    "hold": "game.store.lock",
    "action_token": "game.store.move_text",
    "move_from_text": "game.store.move_text",
    "move_text": "game.store.move_text",
    "parse_action": "game.store.move_text",
    "MSG_DISK_FULL": "game.store.notices",
    "MSG_FOLDER_UNUSABLE": "game.store.notices",
    "MSG_HISTORY_ASIDE": "game.store.notices",
    "MSG_IN_USE": "game.store.notices",
    "MSG_READ_ONLY": "game.store.notices",
    "MSG_RESULT_PENDING": "game.store.notices",
    "MSG_RESULT_SAVED": "game.store.notices",
    "MSG_SAVEGAME_LOST": "game.store.notices",
    "MSG_SETTINGS_REPAIRED": "game.store.notices",
    "MSG_SETTINGS_RESET": "game.store.notices",
    "MSG_STATS_REPAIRED": "game.store.notices",
    "MSG_STATS_RESET": "game.store.notices",
    "MSG_UNTOUCHABLE": "game.store.notices",
    "MSG_WRITE_FAILED": "game.store.notices",
    "Notice": "game.store.notices",
    "MAX_ACTIONS": "game.store.savegame",
    "SavedGame": "game.store.savegame",
    "Slot": "game.store.savegame",
    "new_game_id": "game.store.savegame",
    "replay": "game.store.savegame",
    "Settings": "game.store.settings",
    "MAX_COUNT": "game.store.stats",
    "MAX_SCORE": "game.store.stats",
    "MAX_SECONDS": "game.store.stats",
    "DailyResult": "game.store.stats",
    "GameStats": "game.store.stats",
    "HistoryEntry": "game.store.stats",
    "Statistics": "game.store.stats",
    "stats_key": "game.store.stats",
}


__getattr__ = lazy_names("game.store", _HOMES, globals())

SCHEMA_VERSION = 1  # of settings.json; stats.json is at 2 (the history), saved games at 2

__all__ = [
    "APP_NAME",
    "MAX_ACTIONS",
    "MAX_COUNT",
    "MAX_FILE_BYTES",
    "MAX_SCORE",
    "MAX_SECONDS",
    "MSG_DISK_FULL",
    "MSG_FOLDER_UNUSABLE",
    "MSG_HISTORY_ASIDE",
    "MSG_IN_USE",
    "MSG_READ_ONLY",
    "MSG_RESULT_PENDING",
    "MSG_RESULT_SAVED",
    "MSG_SAVEGAME_LOST",
    "MSG_SETTINGS_REPAIRED",
    "MSG_SETTINGS_RESET",
    "MSG_STATS_REPAIRED",
    "MSG_STATS_RESET",
    "MSG_UNTOUCHABLE",
    "MSG_WRITE_FAILED",
    "SAVEGAME_FILE",
    "SCHEMA_VERSION",
    "SETTINGS_FILE",
    "STATS_FILE",
    "TEMP_PREFIX",
    "BadFile",
    "DailyResult",
    "FolderInUse",
    "FolderLock",
    "FolderRefused",
    "FolderUnlockable",
    "FolderUnusable",
    "GameStats",
    "HistoryEntry",
    "Notice",
    "SavedGame",
    "Settings",
    "Slot",
    "Statistics",
    "Store",
    "action_token",
    "default_data_dir",
    "hold",
    "move_from_text",
    "move_text",
    "new_game_id",
    "parse_action",
    "replay",
    "stats_key",
]
