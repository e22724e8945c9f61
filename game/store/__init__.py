"""What the player keeps: settings, statistics and the game in progress, on disk.

Three files in the user data folder (``platformdirs``) or a folder given by ``--data-dir``:
``settings.json``, ``stats.json`` and ``savegame.json``, each a JSON object with a
``"version"``. This package is the only part of ``game/`` that touches the player's files:

- ``folder``: ``Store``, which reads, repairs and writes them, and counts each game once;
- ``settings``, ``stats``, ``savegame``: each file's contents and its schema;
- ``schema``: the field checks as metadata and the one reader of every file;
- ``files``: atomic writes, bounded reads that cannot hang;
- ``move_text``: a move's text in a saved game, and the first version's actions;
- ``lock``: one running app per data folder;
- ``notices``: what the player is told.
"""

from __future__ import annotations

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
from game.store.savegame import MAX_ACTIONS, SavedGame, new_game_id, replay
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

SCHEMA_VERSION = 1  # of settings.json; stats.json is at 2 (the history), savegame.json at 2

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
