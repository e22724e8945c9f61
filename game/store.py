"""What the player keeps: settings, statistics and the game in progress, on disk.

Three files in the user data folder (``platformdirs``) or a folder given by ``--data-dir``:
``settings.json``, ``stats.json`` and ``savegame.json``, each a JSON object with
``"version": SCHEMA_VERSION``. This is the only module of ``game/`` that touches files.

Promises:

- Every write is atomic: a temporary file in the same folder is written, flushed and fsynced,
  then renamed over the old file with ``os.replace`` and the folder is fsynced. A crash or a
  power cut leaves either the old or the new file, never a mix.
- Reading never raises. A file that cannot be used at all (garbage, truncated or empty JSON,
  not an object, a version from the future, a folder where a file should be) is renamed aside to
  ``<name>.corrupt-<timestamp>`` (never deleted), defaults are used, and a ``Notice`` is added
  to ``Store.notices``. A file whose fields are partly wrong (wrong types, huge numbers) keeps
  its good fields; the bad ones get their defaults and a copy of the original is kept aside the
  same way. A file that can neither be read nor moved aside is never overwritten that session.
- Writing never raises: a read-only folder or a full disk adds a notice (once until a write
  works again) and the data stays in memory, so play goes on.
- Unknown keys (from a later minor change, or added by hand) are kept and written back.
- The game in progress is stored as its start (a game code, or the layout it started from) plus
  every action in exact notation, undos included; replaying them through ``Variant.play`` and
  ``Variant.undo`` rebuilds the position, score, move counter and undo history exactly.
"""

from __future__ import annotations

import contextlib
import datetime as _dt
import errno
import json
import math
import os
import re
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, fields
from pathlib import Path
from typing import Any

from game.i18n import LANGUAGES, N_, _, system_language
from game.moves import Move, PileKind, Place
from game.notation import NotationError
from game.variant import Variant

SCHEMA_VERSION = 1
APP_NAME = "TabletSolitaire"
SETTINGS_FILE = "settings.json"
STATS_FILE = "stats.json"
SAVEGAME_FILE = "savegame.json"
MAX_FILE_BYTES = 8 * 1024 * 1024  # far above any real file; protects against a runaway one
MAX_COUNT = 10**9  # games played, moves, streaks: anything above this is damage
MAX_SCORE = 10**7
MAX_SECONDS = 10.0**8  # about three years of play
MAX_ACTIONS = 1_000_000
TEMP_PREFIX = ".tmp-"
STALE_TEMP_SECONDS = 60.0

# Player-visible notices (translated when shown, so a language change applies to them).
MSG_SETTINGS_RESET = N_(
    "The settings could not be read and were reset. The old file was kept as {name}."
)
MSG_STATS_RESET = N_(
    "The statistics could not be read and were reset. The old file was kept as {name}."
)
MSG_SAVEGAME_LOST = N_("The saved game could not be restored. The file was kept as {name}.")
MSG_SETTINGS_REPAIRED = N_(
    "Some settings could not be read and were reset. A copy of the old file was kept as {name}."
)
MSG_STATS_REPAIRED = N_(
    "Some statistics could not be read and were reset. "
    "A copy of the old file was kept as {name}."
)
MSG_UNTOUCHABLE = N_(
    "The file {name} could not be read or moved aside. It is left as it is, "
    "and changes to it will not be saved."
)
MSG_DISK_FULL = N_("The disk is full: your progress could not be saved.")
MSG_READ_ONLY = N_("The data folder is read-only: your progress could not be saved.")
MSG_WRITE_FAILED = N_("Your progress could not be saved ({error}).")

_RESET_MESSAGES = {
    SETTINGS_FILE: MSG_SETTINGS_RESET,
    STATS_FILE: MSG_STATS_RESET,
    SAVEGAME_FILE: MSG_SAVEGAME_LOST,
}
_REPAIR_MESSAGES = {SETTINGS_FILE: MSG_SETTINGS_REPAIRED, STATS_FILE: MSG_STATS_REPAIRED}


def default_data_dir() -> Path:
    """The per-user data folder of the app (created on first write)."""
    import platformdirs

    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


@dataclass(frozen=True)
class Notice:
    """Something the player should be told about their data; ``message`` is translated."""

    msgid: str
    params: dict[str, str] = field(default_factory=dict)
    kept_as: Path | None = None  # where a bad file was put aside, if it was

    @property
    def message(self) -> str:
        return _(self.msgid).format(**self.params)

    def __str__(self) -> str:
        return self.message


class BadFile(ValueError):
    """A file that cannot be used at all."""


# --- value checks ------------------------------------------------------------------------
_HUGE = object()  # what a JSON number too long to be real is read as; fails every check


def _parse_int(text: str) -> Any:
    # Python refuses ints over 4 300 digits with a ValueError for the whole file; a number
    # that long is damage in one field, so it becomes a value no check accepts.
    return int(text) if len(text) <= 30 else _HUGE


def _parse_constant(text: str) -> Any:
    return _HUGE  # NaN, Infinity, -Infinity


def _is_int(value: Any, low: int, high: int) -> bool:
    return type(value) is int and low <= value <= high


def _is_bool(value: Any) -> bool:
    return type(value) is bool


def _is_seconds(value: Any) -> bool:
    return (
        type(value) in (int, float) and math.isfinite(value) and 0 <= value <= MAX_SECONDS
    )


def _is_plain_json(value: Any) -> bool:
    """Whether a value read from a file can be written back as it was (kept unknown keys)."""
    if value is _HUGE:
        return False
    if isinstance(value, float):
        return math.isfinite(value)
    if isinstance(value, list):
        return all(_is_plain_json(v) for v in value)
    if isinstance(value, dict):
        return all(_is_plain_json(v) for v in value.values())
    return True


def _is_opt_int(low: int, high: int) -> Callable[[Any], bool]:
    return lambda v: v is None or _is_int(v, low, high)


_NAME_RE = re.compile(r"[a-z][a-z0-9_]{0,31}")
_OPTIONS_RE = re.compile(r"[A-Z0-9]{1,8}")
_THEME_RE = re.compile(r"[a-z0-9][a-z0-9_-]{0,31}")
_PIN_RE = re.compile(r"[0-9]{4,8}")


def _known_options(game: str) -> tuple[str, ...] | None:
    """The rule options of a registered game, or None for a game this build does not have."""
    from game import VARIANTS

    cls = VARIANTS.get(game)
    return None if cls is None else cls.option_codes()


def _options_ok(game: Any, options: Any) -> bool:
    if not (isinstance(game, str) and _NAME_RE.fullmatch(game)):
        return False
    if not (isinstance(options, str) and _OPTIONS_RE.fullmatch(options)):
        return False
    known = _known_options(game)
    return known is None or options in known


def _last_options_ok(value: Any) -> bool:
    return isinstance(value, dict) and all(_options_ok(g, o) for g, o in value.items())


# --- settings ----------------------------------------------------------------------------
@dataclass
class Settings:
    """The player's choices. Every field has a safe default and its own check."""

    language: str = ""  # "" = follow the system language (first start)
    interactive_rules: bool = True
    double_tap: bool = True
    animations: bool = True
    sound: bool = True
    four_colour: bool = False
    card_back: int = 0
    theme: str = "green"
    show_winnable: bool = False
    left_handed: bool = False
    kiosk_idle_seconds: int = 120  # back to the menu after this long without a touch
    kiosk_exit_pin: str = "2580"  # leaves kiosk mode
    last_game: str = "golf"
    last_options: dict[str, str] = field(default_factory=dict)  # game name -> options
    extra: dict[str, Any] = field(default_factory=dict, repr=False)  # unknown keys, kept

    def effective_language(self) -> str:
        """The language to show: the chosen one, or the system's while none is chosen."""
        return self.language or system_language()

    def options_for(self, game: str) -> str | None:
        """The rule options last chosen for a game, if any."""
        return self.last_options.get(game)

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = dict(self.extra)
        for f in fields(self):
            if f.name != "extra":
                value = getattr(self, f.name)
                data[f.name] = dict(value) if isinstance(value, dict) else value
        data["version"] = SCHEMA_VERSION
        return data

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> tuple[Settings, bool]:
        """Settings from a file's object, and whether any field had to be reset."""
        settings, repaired = cls(), False
        for key, value in data.items():
            if key == "version":
                continue
            check = _SETTING_CHECKS.get(key)
            if check is None and _is_plain_json(value):
                settings.extra[key] = value
            elif check is None:
                repaired = True
            elif check(value):
                setattr(settings, key, dict(value) if isinstance(value, dict) else value)
            else:
                repaired = True
        return settings, repaired


_SETTING_CHECKS: dict[str, Callable[[Any], bool]] = {
    "language": lambda v: v == "" or (isinstance(v, str) and v in LANGUAGES),
    "interactive_rules": _is_bool,
    "double_tap": _is_bool,
    "animations": _is_bool,
    "sound": _is_bool,
    "four_colour": _is_bool,
    "card_back": lambda v: _is_int(v, 0, 63),
    "theme": lambda v: isinstance(v, str) and bool(_THEME_RE.fullmatch(v)),
    "show_winnable": _is_bool,
    "left_handed": _is_bool,
    "kiosk_idle_seconds": lambda v: _is_int(v, 10, 24 * 3600),
    "kiosk_exit_pin": lambda v: isinstance(v, str) and bool(_PIN_RE.fullmatch(v)),
    "last_game": lambda v: isinstance(v, str) and bool(_NAME_RE.fullmatch(v)),
    "last_options": _last_options_ok,
}


# --- statistics --------------------------------------------------------------------------
def stats_key(game: str, options: str) -> str:
    """How one game and rule option is named in stats.json: ``golf:E``."""
    return f"{game}:{options}"


def _split_key(key: Any) -> tuple[str, str] | None:
    if not isinstance(key, str) or key.count(":") != 1:
        return None
    game, options = key.split(":")
    return (game, options) if _options_ok(game, options) else None


@dataclass
class GameStats:
    """Results of one game with one rule option."""

    played: int = 0
    won: int = 0
    best_score: int | None = None  # over every game played
    fewest_moves: int | None = None  # over won games
    fastest_seconds: float | None = None  # over won games
    current_streak: int = 0  # wins in a row, up to the last game
    best_streak: int = 0
    extra: dict[str, Any] = field(default_factory=dict, repr=False)

    @property
    def win_rate(self) -> float:
        """Won games as a percentage of played games (0.0 before the first game)."""
        return 100.0 * self.won / self.played if self.played else 0.0

    def record(self, won: bool, score: int, moves: int, seconds: float) -> None:
        self.played += 1
        score = max(0, min(int(score), MAX_SCORE))
        self.best_score = score if self.best_score is None else max(self.best_score, score)
        if won:
            self.won += 1
            self.current_streak += 1
            self.best_streak = max(self.best_streak, self.current_streak)
            moves = max(0, min(int(moves), MAX_COUNT))
            seconds = max(0.0, min(float(seconds), MAX_SECONDS))
            if self.fewest_moves is None or moves < self.fewest_moves:
                self.fewest_moves = moves
            if self.fastest_seconds is None or seconds < self.fastest_seconds:
                self.fastest_seconds = seconds
        else:
            self.current_streak = 0

    def to_json(self) -> dict[str, Any]:
        data = dict(self.extra)
        data.update(
            {f.name: getattr(self, f.name) for f in fields(self) if f.name != "extra"}
        )
        return data

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> tuple[GameStats, bool]:
        stats, repaired = cls(), False
        for key, value in data.items():
            check = _GAME_STATS_CHECKS.get(key)
            if check is None and _is_plain_json(value):
                stats.extra[key] = value
            elif check is None:
                repaired = True
            elif check(value):
                setattr(stats, key, value)
            else:
                repaired = True
        # Counts that contradict each other: keep what can be trusted.
        if stats.won > stats.played or stats.current_streak > stats.won:
            stats.won = min(stats.won, stats.played)
            stats.current_streak = min(stats.current_streak, stats.won)
            repaired = True
        if stats.best_streak < stats.current_streak or stats.best_streak > stats.won:
            stats.best_streak = min(max(stats.best_streak, stats.current_streak), stats.won)
            repaired = True
        return stats, repaired


_GAME_STATS_CHECKS: dict[str, Callable[[Any], bool]] = {
    "played": lambda v: _is_int(v, 0, MAX_COUNT),
    "won": lambda v: _is_int(v, 0, MAX_COUNT),
    "best_score": _is_opt_int(0, MAX_SCORE),
    "fewest_moves": _is_opt_int(0, MAX_COUNT),
    "fastest_seconds": lambda v: v is None or _is_seconds(v),
    "current_streak": lambda v: _is_int(v, 0, MAX_COUNT),
    "best_streak": lambda v: _is_int(v, 0, MAX_COUNT),
}


@dataclass
class DailyResult:
    """The daily deal of one day in one game: how often it was played, and whether won."""

    played: int = 0
    won: bool = False


@dataclass
class Statistics:
    """Results per game and rule option, and the daily deals played, by ISO date."""

    games: dict[str, GameStats] = field(default_factory=dict)  # stats_key -> results
    daily: dict[str, dict[str, DailyResult]] = field(default_factory=dict)  # date -> key ->
    extra: dict[str, Any] = field(default_factory=dict, repr=False)

    def get(self, game: str, options: str) -> GameStats:
        """The results of a game and option (zeros if never played; not stored until played)."""
        return self.games.get(stats_key(game, options)) or GameStats()

    def entries(self) -> list[tuple[str, str, GameStats]]:
        """Every (game, options, results) played, sorted by game then options."""
        out = []
        for key, value in sorted(self.games.items()):
            game, options = key.split(":")
            out.append((game, options, value))
        return out

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
        """Count one finished (won) or abandoned (lost) game; returns its updated entry."""
        if not _options_ok(game, options):
            raise ValueError(f"no such game and options: {game!r} {options!r}")
        key = stats_key(game, options)
        entry = self.games.setdefault(key, GameStats())
        entry.record(won, score, moves, seconds)
        if daily_date is not None:
            day = self.daily.setdefault(daily_date.isoformat(), {})
            result = day.setdefault(key, DailyResult())
            result.played = min(result.played + 1, MAX_COUNT)
            result.won = result.won or won
        return entry

    def daily_result(self, day: _dt.date, game: str, options: str) -> DailyResult | None:
        """How the daily deal of ``day`` went in this game and option; None if not played."""
        return self.daily.get(day.isoformat(), {}).get(stats_key(game, options))

    def reset(self, game: str | None = None, options: str | None = None) -> None:
        """Forget results: everything, one game (every option), or one game and option."""
        if game is None:
            self.games.clear()
            self.daily.clear()
            return

        def matches(key: str) -> bool:
            g, o = key.split(":")
            return g == game and (options is None or o == options)

        self.games = {k: v for k, v in self.games.items() if not matches(k)}
        for date_key in list(self.daily):
            kept = {k: v for k, v in self.daily[date_key].items() if not matches(k)}
            if kept:
                self.daily[date_key] = kept
            else:
                del self.daily[date_key]

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = dict(self.extra)
        data["version"] = SCHEMA_VERSION
        data["games"] = {k: v.to_json() for k, v in sorted(self.games.items())}
        data["daily"] = {
            d: {k: {"played": r.played, "won": r.won} for k, r in sorted(day.items())}
            for d, day in sorted(self.daily.items())
        }
        return data

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> tuple[Statistics, bool]:
        stats, repaired = cls(), False
        for key, value in data.items():
            if key == "games":
                repaired |= stats._read_games(value)
            elif key == "daily":
                repaired |= stats._read_daily(value)
            elif key != "version" and _is_plain_json(value):
                stats.extra[key] = value
            elif key != "version":
                repaired = True
        return stats, repaired

    def _read_games(self, value: Any) -> bool:
        if not isinstance(value, dict):
            return True
        repaired = False
        for key, entry in value.items():
            if _split_key(key) is None or not isinstance(entry, dict):
                repaired = True
                continue
            self.games[key], bad = GameStats.from_json(entry)
            repaired |= bad
        return repaired

    def _read_daily(self, value: Any) -> bool:
        if not isinstance(value, dict):
            return True
        repaired = False
        for date_key, day in value.items():
            if not _is_iso_date(date_key) or not isinstance(day, dict):
                repaired = True
                continue
            for key, result in day.items():
                if (
                    _split_key(key) is None
                    or not isinstance(result, dict)
                    or not _is_int(result.get("played"), 0, MAX_COUNT)
                    or not _is_bool(result.get("won"))
                ):
                    repaired = True
                    continue
                self.daily.setdefault(date_key, {})[key] = DailyResult(
                    result["played"], result["won"]
                )
        return repaired


def _is_iso_date(value: Any) -> bool:
    if not isinstance(value, str) or len(value) != 10:
        return False
    try:
        _dt.date.fromisoformat(value)
    except ValueError:
        return False
    return True


# --- the game in progress ----------------------------------------------------------------
UNDO = "u"
# Saved games of the first version wrote a move in the notation where it was lossless, else
# in an exact form of their own: "=c3>f2*3" (kinds c column, x cell, w waste, s stock,
# f foundation; numbers from 1). They are still read; new saves write ``str(move)``.
_LEGACY_KINDS = {
    "c": PileKind.COLUMN,
    "x": PileKind.CELL,
    "w": PileKind.WASTE,
    "s": PileKind.STOCK,
    "f": PileKind.FOUNDATION,
}
_LEGACY_EXACT = re.compile(r"=([cxwsf])([1-9])>([cxwsf])([1-9]?)(?:\*([0-9]{1,3}))?")


def action_token(action: Move | None) -> str:
    """The exact text of one action: ``u`` for an undo, else ``str(move)`` (``3>f2``)."""
    return UNDO if action is None else str(action)


def parse_action(token: str, game: Variant) -> Move | None:
    """Read one saved action in ``game``'s position (a legacy notation token needs it); None
    is an undo. Raises ValueError (NotationError included) for an unreadable token, Refusal
    for a notation token the position refuses."""
    if token == UNDO:
        return None
    if ">" in token and not token.startswith("="):
        return Move.from_text(token)
    m = _LEGACY_EXACT.fullmatch(token)
    if m:
        source = Place(_LEGACY_KINDS[m.group(1)], int(m.group(2)) - 1)
        target = Place(_LEGACY_KINDS[m.group(3)], int(m.group(4)) - 1 if m.group(4) else None)
        return Move(source, target, int(m.group(5) or 1))
    if token.startswith("="):
        raise NotationError(f"unreadable action {token!r}")
    return game.parse_move(token)


@dataclass
class SavedGame:
    """A game in progress as it was saved, rebuilt exactly (position, score, counter, undo)."""

    game: Variant
    actions: list[Move | None]  # every action since the start, None for an undo
    elapsed: float  # seconds of play
    code: str | None  # the game code, or None for a game started from a layout
    layout: dict[str, Any] | None  # the starting layout of a game without a code
    daily_date: _dt.date | None  # the day whose daily deal this is, if it is one


def replay(start: Variant, tokens: Sequence[str]) -> list[Move | None]:
    """Play saved ``tokens`` from ``start`` (changed in place); returns the actions. Each
    move must be legal. Raises Refusal or ValueError."""
    actions: list[Move | None] = []
    for token in tokens:
        action = parse_action(token, start)
        if action is None:
            start.undo()
        else:
            start.play(action)
        actions.append(action)
    return actions


def _saved_game_from_json(data: dict[str, Any]) -> SavedGame:
    """Rebuild a saved game; raises BadFile saying what is wrong."""
    from game import game_from_code, game_from_layout

    code, layout = data.get("code"), data.get("layout")
    tokens, elapsed = data.get("actions"), data.get("elapsed", 0)
    daily = data.get("daily_date")
    if not isinstance(tokens, list) or len(tokens) > MAX_ACTIONS:
        raise BadFile("actions must be a list")
    if not all(isinstance(t, str) for t in tokens):
        raise BadFile("every action must be a text")
    if not _is_seconds(elapsed):
        raise BadFile("elapsed must be a number of seconds")
    if daily is not None and not _is_iso_date(daily):
        raise BadFile("daily_date must be an ISO date")
    try:
        if isinstance(code, str):
            game = game_from_code(code)
        elif code is None and isinstance(layout, dict):
            game = game_from_layout(layout)
        else:
            raise BadFile("a saved game needs a code or a layout")
        if data.get("game") != game.name:
            raise BadFile("the game name does not match the code or layout")
        actions = replay(game, tokens)
    except BadFile:
        raise
    except Exception as exc:  # untrusted data: whatever the engine objects to, never crash
        raise BadFile(f"the game does not replay: {exc}") from None
    if data.get("moves") != game.moves or data.get("score") != game.score:
        raise BadFile("the replayed game does not match the saved move counter and score")
    return SavedGame(
        game=game,
        actions=actions,
        elapsed=float(elapsed),
        code=code,
        layout=layout if code is None else None,
        daily_date=None if daily is None else _dt.date.fromisoformat(daily),
    )


# --- the store ---------------------------------------------------------------------------
class Store:
    """The player's files. Build one at start-up; it loads settings and statistics at once.

    ``notices`` collects what the player should be told (bad files, failed saves); the app
    shows them (``take_notices()``) and play goes on whatever happened.
    """

    def __init__(self, data_dir: Path | str | None = None) -> None:
        self.data_dir = Path(data_dir) if data_dir is not None else default_data_dir()
        self.notices: list[Notice] = []
        self._blocked: set[str] = set()  # files that could not be read or moved aside
        self._write_failing = False  # one notice per run of failed writes
        self._sweep_temp_files()
        self.settings = self._load_settings()
        self.stats = self._load_stats()

    # --- public API ---------------------------------------------------------------------
    def take_notices(self) -> list[Notice]:
        """The notices not shown yet (and forget them)."""
        out, self.notices = self.notices, []
        return out

    def save_settings(self) -> bool:
        """Write ``self.settings``; False (with a notice) if it could not be written."""
        return self._write(SETTINGS_FILE, self.settings.to_json())

    def save_stats(self) -> bool:
        return self._write(STATS_FILE, self.stats.to_json())

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
        """Count a finished or abandoned game in the statistics and write them."""
        entry = self.stats.record_result(game, options, won, score, moves, seconds, daily_date)
        self.save_stats()
        return entry

    def reset_stats(self, game: str | None = None, options: str | None = None) -> bool:
        """Forget statistics (all of them by default; ask the player first) and write."""
        self.stats.reset(game, options)
        return self.save_stats()

    def save_game(
        self,
        game: Variant,
        actions: Sequence[Move | None],
        elapsed: float,
        *,
        layout: dict[str, Any] | None = None,
        daily_date: _dt.date | None = None,
    ) -> bool:
        """Save the game in progress: call after every action (move or undo).

        ``actions`` are every action since the deal, as ``Variant.play`` returned them, with
        None for each undo that took something back. ``layout`` is the starting layout of a
        game that has no code. Returns False (with a notice) if it could not be written.
        """
        code = game.code
        if code is None and layout is None:
            raise ValueError("a game without a code needs its starting layout")
        data = {
            "version": SCHEMA_VERSION,
            "game": game.name,
            "code": code,
            "layout": None if code is not None else layout,
            "actions": [action_token(a) for a in actions],
            "elapsed": round(max(0.0, min(float(elapsed), MAX_SECONDS)), 3),
            "moves": game.moves,
            "score": game.score,
            "daily_date": None if daily_date is None else daily_date.isoformat(),
        }
        return self._write(SAVEGAME_FILE, data)

    def load_game(self) -> SavedGame | None:
        """The game in progress, rebuilt exactly, or None if there is none or it is unusable
        (then it is kept aside and a notice says so). Offer Continue when this is not None."""
        if SAVEGAME_FILE in self._blocked:
            return None
        data = self._read(SAVEGAME_FILE)
        if data is None:
            return None
        try:
            return _saved_game_from_json(data)
        except BadFile:
            self._set_aside(SAVEGAME_FILE)
            return None

    def has_saved_game(self) -> bool:
        """Whether a saved game file exists (cheap; ``load_game`` says whether it is usable)."""
        return (self.data_dir / SAVEGAME_FILE).is_file()

    def clear_game(self) -> bool:
        """Forget the game in progress (it was won, or the player left it for a new one)."""
        if SAVEGAME_FILE in self._blocked:
            return False
        try:
            (self.data_dir / SAVEGAME_FILE).unlink(missing_ok=True)
            self._fsync_dir()
        except OSError as exc:
            self._write_failed(exc)
            return False
        return True

    # --- reading ------------------------------------------------------------------------
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
        if repaired:
            self._keep_copy(STATS_FILE)
        return stats

    def _read(self, name: str) -> dict[str, Any] | None:
        """The file's JSON object at the current version, or None (missing, or set aside)."""
        path = self.data_dir / name
        try:
            if not path.exists() and not path.is_symlink():
                return None
            return _decode(path)
        except (BadFile, OSError):
            self._set_aside(name)
            return None

    # --- bad files ----------------------------------------------------------------------
    def _aside_path(self, name: str) -> Path:
        stamp = time.strftime("%Y%m%d-%H%M%S")
        path = self.data_dir / f"{name}.corrupt-{stamp}"
        n = 1
        while path.exists() or path.is_symlink():
            n += 1
            path = self.data_dir / f"{name}.corrupt-{stamp}-{n}"
        return path

    def _set_aside(self, name: str) -> None:
        """Rename an unusable file aside; if that fails, never touch it this session."""
        aside = self._aside_path(name)
        try:
            os.rename(self.data_dir / name, aside)
            self._fsync_dir()
        except OSError:
            self._blocked.add(name)
            self.notices.append(Notice(MSG_UNTOUCHABLE, {"name": name}))
            return
        self.notices.append(Notice(_RESET_MESSAGES[name], {"name": aside.name}, aside))

    def _keep_copy(self, name: str) -> None:
        """Copy a partly bad file aside before its bad fields are lost on the next write."""
        aside = self._aside_path(name)
        try:
            data = (self.data_dir / name).read_bytes()
            _atomic_write(aside, data)
        except OSError:
            self._blocked.add(name)
            self.notices.append(Notice(MSG_UNTOUCHABLE, {"name": name}))
            return
        self.notices.append(Notice(_REPAIR_MESSAGES[name], {"name": aside.name}, aside))

    def _sweep_temp_files(self) -> None:
        """Remove temporary files left by a crash mid-write (never the real files)."""
        try:
            leftovers = list(self.data_dir.glob(TEMP_PREFIX + "*"))
        except OSError:
            return
        now = time.time()
        for path in leftovers:
            with contextlib.suppress(OSError):
                if path.is_file() and now - path.stat().st_mtime > STALE_TEMP_SECONDS:
                    path.unlink()

    # --- writing ------------------------------------------------------------------------
    def _write(self, name: str, data: dict[str, Any]) -> bool:
        if name in self._blocked:
            return False
        text = json.dumps(data, ensure_ascii=False, allow_nan=False, indent=1, sort_keys=True)
        try:
            self.data_dir.mkdir(parents=True, exist_ok=True)
            _atomic_write(self.data_dir / name, (text + "\n").encode("utf-8"))
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

    def _fsync_dir(self) -> None:
        _fsync_dir(self.data_dir)


def _decode(path: Path) -> dict[str, Any]:
    """Read and check one file; raises BadFile (or OSError if it cannot be read)."""
    if path.is_dir():
        raise BadFile("a folder where a file should be")
    with path.open("rb") as f:
        raw = f.read(MAX_FILE_BYTES + 1)
    if len(raw) > MAX_FILE_BYTES:
        raise BadFile("the file is too large")
    try:
        data = json.loads(
            raw.decode("utf-8"), parse_int=_parse_int, parse_constant=_parse_constant
        )
    except (ValueError, RecursionError) as exc:  # UnicodeDecodeError is a ValueError
        raise BadFile(f"not JSON: {exc}") from None
    if not isinstance(data, dict):
        raise BadFile("not a JSON object")
    version = data.get("version")
    if not _is_int(version, 1, SCHEMA_VERSION):
        # Also a version from the future: this build cannot know what it means.
        raise BadFile(f"unsupported version {version!r}")
    return data


_temp_counter = 0


def _atomic_write(path: Path, data: bytes) -> None:
    """Replace ``path`` with ``data`` so that a crash leaves the old or the new file."""
    global _temp_counter
    _temp_counter += 1
    unique = f"{os.getpid()}.{time.time_ns()}.{_temp_counter}"
    tmp = path.with_name(f"{TEMP_PREFIX}{path.name}.{unique}")
    try:
        with open(tmp, "xb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            tmp.unlink()
        raise
    _fsync_dir(path.parent)


def _fsync_dir(folder: Path) -> None:
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
