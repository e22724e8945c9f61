"""The data folder: ``Store`` reads, repairs and writes the player's files: the settings, the
statistics, and a file for each game in progress (``game.store.savegame``: each game keeps its
single game, its daily deal and its round apart, each in a ``Slot`` of its own).

Promises:

- Reading never raises and never hangs. A file that cannot be used at all (garbage, truncated
  or empty JSON, not an object, a version from the future, a folder or a FIFO where a file
  should be, larger than ``MAX_FILE_BYTES``) is renamed aside to ``<name>.corrupt-<timestamp>``
  (never deleted), defaults are used, and a ``Notice`` is added to ``Store.notices``. A file
  whose fields are partly wrong keeps its good fields; the bad ones get their defaults and a
  copy of the original is kept aside the same way. A file that can neither be read nor moved
  aside, or a folder that cannot be searched, is never written over that session.
- Writing never raises: a read-only folder or a full disk adds a notice (once until a write
  works again) and the data stays in memory: Continue resumes what is on the screen, not an
  older file, and a finished game's result waits in memory and is written at the next chance.
- Every game is counted once. ``finish_game`` records the result under the game's id and
  writes the statistics: that one write is the commit. The saved game is removed after it;
  should a crash come between the two, the next start sees that the saved game's id is
  recorded and removes it (the journal is the statistics file). A game that was recorded or
  abandoned is never written back (``save_game`` refuses its id).
- Achievements (``game.achievements``) are kept in the statistics' own write: the one that
  counts the game that earned them, so a crash leaves both or neither.
- Nothing saved by an earlier build is lost: its one ``savegame.json`` moves, by one rename,
  to the file of its game's slot when the store starts.
"""

from __future__ import annotations

import copy
import datetime as _dt
import errno
import os
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.moves import Move
from game.rounds import Round
from game.store import files, savegame
from game.store.files import BadFile
from game.store.notices import (
    MSG_DISK_FULL,
    MSG_FOLDER_UNUSABLE,
    MSG_HISTORY_ASIDE,
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
from game.store.savegame import (
    SAVEGAME_VERSIONS,
    SavedGame,
    Slot,
    every_slot,
    new_game_id,
    saved_at,
    slot_of_record,
    slots_of,
    undo_window,
)
from game.store.settings import SETTINGS_VERSIONS, Settings
from game.store.stats import (
    LINE_LIMIT,
    MAX_COUNT,
    MAX_SCORE,
    MAX_SECONDS,
    RESULTS,
    STATS_VERSIONS,
    GameStats,
    HistoryEntry,
    RoundStats,
    Statistics,
    TryEntry,
)
from game.variant import Status, Variant

APP_NAME = "TabletSolitaire"
SETTINGS_FILE = "settings.json"
STATS_FILE = "stats.json"
SAVEGAME_FILE = "savegame.json"  # earlier builds' one game in progress (moved to its slot)


@dataclass(frozen=True)
class DataFile:
    """One of the player's files: its name, the versions this build reads, what to say."""

    name: str
    versions: tuple[int, ...]
    reset_message: str  # the file was set aside
    repair_message: str  # some fields were reset; a copy was kept


FILES = {
    SETTINGS_FILE: DataFile(SETTINGS_FILE, SETTINGS_VERSIONS, MSG_SETTINGS_RESET,
                            MSG_SETTINGS_REPAIRED),
    STATS_FILE: DataFile(STATS_FILE, STATS_VERSIONS, MSG_STATS_RESET, MSG_STATS_REPAIRED),
    SAVEGAME_FILE: DataFile(SAVEGAME_FILE, SAVEGAME_VERSIONS, MSG_SAVEGAME_LOST,
                            MSG_SAVEGAME_LOST),
}


def player_files() -> list[str]:
    """Every file of the player's this build reads: the settings, the statistics, an earlier
    build's saved game, and each registered game's games in progress."""
    return [*FILES, *(slot.file_name for slot in every_slot())]


def data_file(name: str) -> DataFile:
    """What this build knows of one of the player's files (a slot's file like a saved game)."""
    return FILES.get(name) or DataFile(name, SAVEGAME_VERSIONS, MSG_SAVEGAME_LOST,
                                       MSG_SAVEGAME_LOST)


def history_entry(game_id: str, game: Variant, won: bool, elapsed: float,
                  daily_date: _dt.date | None, line: Sequence[Move] | None) -> HistoryEntry | None:
    """A finished game's entry in the history; None for a game without a code."""
    code = game.code
    if code is None:
        return None
    result = RESULTS[0] if won else (RESULTS[1] if game.status is Status.STUCK else RESULTS[2])
    kept = None if line is None or len(line) > LINE_LIMIT else " ".join(map(str, line))
    now = _dt.datetime.now().replace(microsecond=0)
    seconds = round(max(0.0, min(float(elapsed), MAX_SECONDS)), 1)
    return HistoryEntry(game_id, game.name, game.options, code, kept, result,
                        min(game.score, MAX_SCORE), min(game.moves, MAX_COUNT), seconds,
                        now.isoformat(),
                        None if daily_date is None else daily_date.isoformat())


def default_data_dir() -> Path:
    """The per-user data folder of the app (created on first write)."""
    import platformdirs

    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


class Store:
    """The player's files. Build one at start-up; it loads settings and statistics at once.

    ``notices`` collects what the player should be told (bad files, failed saves); the app
    shows them (``take_notices()``) and play goes on whatever happened.
    """

    def __init__(self, data_dir: Path | str | None = None) -> None:
        self.data_dir = Path(data_dir) if data_dir is not None else default_data_dir()
        self.notices: list[Notice] = []
        self._blocked: set[str] = set()  # files that could not be read or moved aside
        self._unsearchable = False  # the folder cannot be searched: no file is touched
        # Files that were there but could not be read at all (set aside or left alone): what
        # they held is unknown, which is not the same as their defaults (kiosk mode's lockout).
        self.unread: set[str] = set()
        self._write_failing = False  # one notice per run of failed writes
        self._closed: set[str] = set()  # ids of games counted or abandoned: never written
        # Per slot file: the newest save not on disk yet, and the id of the game on disk.
        self._pending: dict[str, dict[str, Any]] = {}
        self._disk: dict[str, str | None] = {}
        self._stats_unsaved = False  # a result is counted in memory only
        self._last_stamp: _dt.datetime | None = None  # the newest save's time, see _stamp
        self._operator_settings: Settings | None = None  # kiosk mode: what settings.json keeps
        self._check_folder()
        files.sweep_temp_files(self.data_dir)
        self.settings = self._load_settings()
        self.stats = self._load_stats()
        self._closed.update(self.stats.recorded)
        self._complete_finish()

    # --- settings and statistics --------------------------------------------------------
    def take_notices(self) -> list[Notice]:
        """The notices not shown yet (and forget them)."""
        out, self.notices = self.notices, []
        return out

    def save_settings(self) -> bool:
        """Write ``self.settings`` (in kiosk mode the operator's: see ``keep_for_visits``);
        False (with a notice) if it could not be written."""
        self._retry_stats()
        kept = self._operator_settings or self.settings
        return self._write(SETTINGS_FILE, kept.to_json())

    def keep_for_visits(self) -> Settings:
        """Kiosk mode: from now on ``settings`` last one visit, and ``settings.json`` keeps the
        operator's, returned here (change them, then ``save_settings``); ``end_visit`` sets
        ``settings`` back to them. A visitor cannot choose for the next ones."""
        if self._operator_settings is None:
            self._operator_settings = copy.deepcopy(self.settings)
        return self._operator_settings

    def end_visit(self) -> None:
        """Kiosk mode: forget what the visitor chose (``keep_for_visits``)."""
        if self._operator_settings is not None:
            self.settings.copy_from(self._operator_settings)

    def save_stats(self) -> bool:
        if not self._write(STATS_FILE, self.stats.to_json()):
            return False
        if self._stats_unsaved:
            self._stats_unsaved = False
            self.notices.append(Notice(MSG_RESULT_SAVED))
        self._forget_closed_games()
        return True

    def record_result(
        self,
        game: str,
        options: str,
        won: bool,
        score: int,
        moves: int,
        seconds: float,
        daily_date: _dt.date | None = None,
    ) -> GameStats:
        """Count a result with no game behind it in the statistics and write them (games in
        play are counted with ``finish_game``)."""
        self._award_earlier()
        entry = self.stats.record_result(game, options, won, score, moves, seconds, daily_date)
        self._award(_dt.date.today())
        self.save_stats()
        return entry

    def reset_stats(self, game: str | None = None, options: str | None = None, *,
                    daily: bool = True, rounds: bool = True,
                    achievements: bool = False) -> bool:
        """Forget statistics (all of them by default; ask the player first) and write:
        see ``Statistics.reset`` (the achievements stay unless ``achievements``)."""
        if not achievements:
            self._award_earlier()  # what they met stays earned once they are gone
        self.stats.reset(game, options, daily=daily, rounds=rounds, achievements=achievements)
        return self.save_stats()

    # --- achievements -------------------------------------------------------------------
    def _award_earlier(self) -> None:
        """Keep the achievements the statistics meet already (from an earlier build's files,
        or declared since): earned, with no day, not announced."""
        from game import achievements  # game.achievements reads this package's stats

        achievements.update(self.stats, None, told=True)

    def _award(self, day: _dt.date) -> list[str]:
        """Keep the achievements the game just counted met, earned on ``day``."""
        from game import achievements

        return achievements.update(self.stats, day)

    def record_try(self, game_id: str, game: Variant, code: str | None) -> bool:
        """Keep a practice game won from a review's Try from here (``code``: the deal
        reviewed), once per id, with the achievements it earns, in one write. False when it
        was kept already or could not be written (a notice says so)."""
        now = _dt.datetime.now().replace(microsecond=0)
        self._award_earlier()
        if not self.stats.record_try(TryEntry(game_id, game.name, game.options, code,
                                              now.isoformat())):
            return False
        self._award(now.date())
        return self.save_stats()

    def mark_told(self, keys: Sequence[str]) -> bool:
        """The achievements ``keys`` were announced: never again."""
        from game import achievements

        if not keys:
            return True
        achievements.mark_told(self.stats, list(keys))
        return self.save_stats()

    def reset_rounds(self, game: str, options: str | None = None) -> bool:
        """Forget the rounds of one game (ask the player first) and write."""
        self.stats.reset_rounds(game, options)
        return self.save_stats()

    # --- the games in progress ----------------------------------------------------------
    def save_game(
        self,
        game: Variant,
        actions: Sequence[Move | None],
        elapsed: float,
        *,
        layout: dict[str, Any] | None = None,
        daily_date: _dt.date | None = None,
        game_id: str | None = None,
        in_round: Round | None = None,
        line: Sequence[Move] | None = None,
        challenge: tuple[_dt.date, int] | None = None,
    ) -> bool:
        """Save a game in progress in its slot (its game's single game, daily deal or round:
        ``Slot.of``): call after every action (move or undo). The other slots stay as they are.

        ``actions`` are the moves of the game's undo history, oldest first (what
        ``Session.window`` holds), or every action since the deal with None for each undo
        that took something back. ``layout`` is the starting layout of a game that has no
        code. ``game_id`` names the game (a session keeps one; None makes a new one).
        ``in_round``: the round whose hole in play the game is; ``line``: the moves that
        stand since the deal (for the history and the review); ``challenge``: the daily
        challenge (day, number) it plays, kept in its challenge slot. Returns
        False if it was not written: a game already counted or abandoned (never written
        back), or a failed write (with a notice; the game is then held in memory, and
        ``load_game`` returns it).
        """
        game_id = game_id or new_game_id()
        if game_id in self._closed:
            return False
        name = Slot.of(game.name, daily=daily_date is not None,
                       in_round=in_round is not None, challenge=challenge is not None).file_name
        record = savegame.encode(game, undo_window(actions), elapsed, game_id, layout,
                                 daily_date, in_round, line, saved=self._stamp(),
                                 challenge=challenge)
        self._retry_stats()
        if self._write(name, record):
            self._pending.pop(name, None)
            self._disk[name] = game_id
            return True
        if not self._is_blocked(name):
            self._pending[name] = record
        return False

    def load_game(self, slot: Slot | None = None) -> SavedGame | None:
        """The game in progress in ``slot`` (by default the one saved last, of any game),
        rebuilt exactly, or None if there is none or it is unusable (then it is kept aside
        and a notice says so)."""
        if slot is None:
            for latest in self.slots_in_use():
                saved = self.load_game(latest)
                if saved is not None:
                    return saved
            return None
        name = slot.file_name
        pending = self._pending.get(name)
        if pending is not None:
            return savegame.decode(pending)  # made by encode: it reads back
        if self._is_blocked(name) or self._game_over_on_disk(name):
            return None
        data = self._read(name)
        if data is None:
            return None
        self._disk[name] = savegame.game_id_of(data)
        if self._game_over_on_disk(name):
            self._forget_closed_games()
            return None
        try:
            saved = savegame.decode(data)
            if saved.slot != slot:
                raise BadFile("the game is not of its file's slot")
        except BadFile:
            self._set_aside(name)
            return None
        return saved

    def _stamp(self) -> _dt.datetime:
        """A save's time, which orders the games in progress (the last saved first): later
        than this store's previous save by at least the millisecond a file keeps, so two saves
        in the same millisecond, or a clock set back, never change which one came last."""
        now = _dt.datetime.now()
        if self._last_stamp is not None:
            now = max(now, self._last_stamp + _dt.timedelta(milliseconds=1))
        self._last_stamp = now
        return now

    def slots_in_use(self, game: str | None = None) -> list[Slot]:
        """The slots that hold a game in progress (of ``game``, or of every game), the one
        saved last first. Cheap: the files are not rebuilt (``load_game`` says whether one is
        usable, and sets aside one that is not: a file that cannot be read comes last)."""
        found: list[tuple[str, int, Slot]] = []
        slots = every_slot() if game is None else slots_of(game)
        for order, slot in enumerate(slots):
            name = slot.file_name
            record = self._pending.get(name)
            if record is None:
                if not self._on_disk(name):
                    continue
                record = self._peek(name) or {}
                if savegame.game_id_of(record) in self._closed:
                    continue
            found.append((saved_at(record), -order, slot))
        return [slot for *_key, slot in sorted(found, key=lambda f: f[:2], reverse=True)]

    def has_saved_game(self, slot: Slot | None = None) -> bool:
        """Whether there is a game to continue in ``slot`` (by default in any; cheap:
        ``load_game`` says whether it is usable)."""
        slots = every_slot() if slot is None else [slot]
        return any(s.file_name in self._pending or self._on_disk(s.file_name) for s in slots)

    def _on_disk(self, name: str) -> bool:
        """Whether a slot's file may hold a game in progress: there, and not a game over."""
        return (not self._is_blocked(name) and not self._game_over_on_disk(name)
                and files.lexists(self.data_dir / name))

    def clear_game(self, slot: Slot | None = None) -> bool:
        """Forget the game in progress in ``slot`` (by default every one), on disk and in
        memory, without counting it."""
        done = True
        for name in [s.file_name for s in (every_slot() if slot is None else [slot])]:
            self._pending.pop(name, None)
            done = self._remove_game_file(name) and done
        return done

    def _remove_game_file(self, name: str) -> bool:
        if self._is_blocked(name):
            return False
        try:
            files.remove(self.data_dir / name)
        except OSError as exc:
            self._write_failed(exc)
            return False
        self._disk[name] = None
        return True

    def finish_game(
        self,
        game_id: str,
        game: Variant,
        won: bool,
        elapsed: float,
        daily_date: _dt.date | None = None,
        line: Sequence[Move] | None = None,
        challenge: tuple[_dt.date, int] | None = None,
    ) -> GameStats:
        """Count a game that is over (won, stuck, or left for another: lost, and its score no
        best) exactly once, and forget it. Returns its entry in the statistics. If the
        statistics cannot be written, the result waits in memory (a notice says so) and is
        written at the next chance.
        ``line``: the moves that stood when it ended, from its deal, for the history (a game
        without a code is not kept there). ``challenge``: the daily challenge (day, number)
        it met, counted in the same write as its result."""
        self._close(game_id)
        self._award_earlier()  # before the history moves on past what earned them
        kept = history_entry(game_id, game, won, elapsed, daily_date, line)
        entry = self.stats.record_result(
            game.name, game.options, won, game.score, game.moves, elapsed, daily_date, game_id,
            kept, abandoned=not won and game.status is not Status.STUCK, challenge=challenge,
        )
        ended = None if kept is None else kept.ended_at
        self._award(_dt.date.today() if ended is None else ended.date())
        if not self.save_stats() and not self._stats_unsaved:
            self._stats_unsaved = True
            self.notices.append(Notice(MSG_RESULT_PENDING))
        return entry

    def set_aside_game(self, game_id: str) -> bool:
        """Take a game found damaged out of the history (its line does not replay), with a
        notice, after keeping a copy of the statistics file aside; the rest stays."""
        if self.stats.find_game(game_id) is None:
            return False
        self._keep_copy(STATS_FILE, MSG_HISTORY_ASIDE)
        self.stats.forget_game(game_id)
        return self.save_stats()

    def finish_round(self, game_id: str, played: Round, completed: bool) -> RoundStats:
        """Count a round that ended (``completed``: its last hole scored; else left for
        another game) exactly once, under the id of the hole last in play, and forget that
        hole, as ``finish_game`` does a game."""
        self._close(game_id)
        self._award_earlier()
        entry = self.stats.record_round(played.name, played.options, completed, played.total,
                                        played.par, game_id)
        self._award(_dt.date.today())
        if not self.save_stats() and not self._stats_unsaved:
            self._stats_unsaved = True
            self.notices.append(Notice(MSG_RESULT_PENDING))
        return entry

    def close_game(self, game_id: str) -> bool:
        """Forget a game without counting it (left before its first move); it is never
        written again."""
        self._close(game_id)
        return self._forget_closed_games()

    @property
    def unsaved(self) -> bool:
        """Whether something the player did is held in memory only (a full disk)."""
        return self._stats_unsaved or bool(self._pending)

    def flush(self) -> bool:
        """Try again to write what is held in memory only; True when nothing is left."""
        self._retry_stats()
        for name, record in list(self._pending.items()):
            if self._write(name, record):
                del self._pending[name]
                self._disk[name] = record["id"]
        return not self.unsaved

    def _close(self, game_id: str) -> None:
        self._closed.add(game_id)
        for name, record in list(self._pending.items()):
            if record.get("id") == game_id:
                del self._pending[name]

    def _game_over_on_disk(self, name: str) -> bool:
        on_disk = self._disk.get(name)
        return on_disk is not None and on_disk in self._closed

    def _forget_closed_games(self) -> bool:
        """Remove the saved games that are over (the journal's last step)."""
        over = [name for name in self._disk if self._game_over_on_disk(name)]
        if not over:
            return True
        if self._stats_unsaved:
            return False  # the file is the game's last trace until its result is on disk
        done = True
        for name in over:
            done = self._remove_game_file(name) and done  # a newer game held in memory stays
        return done

    def _retry_stats(self) -> None:
        if self._stats_unsaved:
            self.save_stats()

    def _complete_finish(self) -> None:
        """A crash between a result's write and the saved game's removal left a finished
        game behind: remove it now."""
        self._carry_over()
        for slot in every_slot():
            data = self._peek(slot.file_name)
            self._disk[slot.file_name] = None if data is None else savegame.game_id_of(data)
        self._forget_closed_games()

    def _carry_over(self) -> None:
        """The game an earlier build saved in its one ``savegame.json`` moves to the file of
        its slot, in one rename (a crash leaves it under one name or the other). Should that
        file hold a game already (the earlier build was run after this one), it is kept
        aside, as a file that cannot be restored is, and the player is told."""
        legacy = self.data_dir / SAVEGAME_FILE
        if self._is_blocked(SAVEGAME_FILE) or not files.lexists(legacy):
            return
        data = self._read(SAVEGAME_FILE)  # one that cannot be used is set aside, and told
        if data is None:
            return
        slot = slot_of_record(data)
        if slot is None or files.lexists(self.data_dir / slot.file_name):
            self._set_aside(SAVEGAME_FILE)
            return
        try:
            os.rename(legacy, self.data_dir / slot.file_name)
            files.fsync_dir(self.data_dir)
        except OSError as exc:  # a read-only folder: it stays, and is moved next time
            self._write_failed(exc)

    # --- reading ------------------------------------------------------------------------
    def _check_folder(self) -> None:
        """A folder that cannot be searched hides files that may be good: none is read, and
        none is written over, this session."""
        try:
            os.lstat(self.data_dir / SETTINGS_FILE)
        except (FileNotFoundError, NotADirectoryError):
            return
        except OSError as exc:
            self._unsearchable = True
            self.unread.update(FILES)
            error = exc.strerror or str(exc)
            self.notices.append(Notice(MSG_FOLDER_UNUSABLE, {"folder": str(self.data_dir),
                                                             "error": error}))

    def _is_blocked(self, name: str) -> bool:
        return self._unsearchable or name in self._blocked

    def _load_settings(self) -> Settings:
        data = self._read(SETTINGS_FILE)
        if data is None:
            return Settings()
        settings, repaired = Settings.from_json(data)
        if repaired:
            self._keep_copy(SETTINGS_FILE)
        return settings

    def _load_stats(self) -> Statistics:
        data = self._read(STATS_FILE)
        if data is None:
            return Statistics()
        stats, repaired = Statistics.from_json(data)
        if repaired or stats.history_aside:
            self._keep_copy(STATS_FILE, None if repaired else MSG_HISTORY_ASIDE)
        return stats

    def _peek(self, name: str) -> dict[str, Any] | None:
        """A file's object if it is readable, without setting anything aside."""
        if self._is_blocked(name):
            return None
        try:
            raw = files.read_bounded(self.data_dir / name)
            return files.decode_object(raw, data_file(name).versions)
        except (BadFile, OSError):
            return None

    def _read(self, name: str) -> dict[str, Any] | None:
        """The file's JSON object at a known version, or None (missing, or set aside)."""
        if self._is_blocked(name):
            return None
        path = self.data_dir / name
        try:
            raw = files.read_bounded(path)
            return files.decode_object(raw, data_file(name).versions)
        except (FileNotFoundError, NotADirectoryError):
            if files.lexists(path):  # a link to nowhere
                self.unread.add(name)
                self._set_aside(name)
            return None
        except (BadFile, OSError):
            self.unread.add(name)
            self._set_aside(name)
            return None

    # --- bad files ----------------------------------------------------------------------
    def _aside_path(self, name: str) -> Path:
        stamp = time.strftime("%Y%m%d-%H%M%S")
        path = self.data_dir / f"{name}.corrupt-{stamp}"
        n = 1
        while files.lexists(path):
            n += 1
            path = self.data_dir / f"{name}.corrupt-{stamp}-{n}"
        return path

    def _set_aside(self, name: str) -> None:
        """Rename an unusable file aside; if that fails, never touch it this session."""
        aside = self._aside_path(name)
        try:
            os.rename(self.data_dir / name, aside)
            files.fsync_dir(self.data_dir)
        except OSError:
            self._blocked.add(name)
            self.notices.append(Notice(MSG_UNTOUCHABLE, {"name": name}))
            return
        self.notices.append(Notice(data_file(name).reset_message, {"name": aside.name}, aside))

    def _keep_copy(self, name: str, message: str | None = None) -> None:
        """Copy a partly bad file aside before its bad fields are lost on the next write
        (``message``: what to say, the file's repair message by default)."""
        aside = self._aside_path(name)
        try:
            files.atomic_write(aside, files.read_bounded(self.data_dir / name))
        except (BadFile, OSError):
            self._blocked.add(name)
            self.notices.append(Notice(MSG_UNTOUCHABLE, {"name": name}))
            return
        self.notices.append(Notice(message or data_file(name).repair_message, {"name": aside.name},
                                   aside))

    # --- writing ------------------------------------------------------------------------
    def _write(self, name: str, data: dict[str, Any]) -> bool:
        if self._is_blocked(name):
            return False
        try:
            self.data_dir.mkdir(parents=True, exist_ok=True)
            files.atomic_write(self.data_dir / name, files.encode_object(data))
        except OSError as exc:
            self._write_failed(exc)
            return False
        self._write_failing = False
        return True

    def _write_failed(self, exc: OSError) -> None:
        if self._write_failing:
            return
        self._write_failing = True
        if exc.errno in (errno.ENOSPC, errno.EDQUOT):
            self.notices.append(Notice(MSG_DISK_FULL))
        elif exc.errno in (errno.EROFS, errno.EACCES, errno.EPERM):
            self.notices.append(Notice(MSG_READ_ONLY))
        else:
            self.notices.append(Notice(MSG_WRITE_FAILED, {"error": exc.strerror or str(exc)}))
