"""Results per game and rule option, the daily deals played, rounds (kept apart from single
games), which games were counted, and the history of the last games (``stats.json``).

Every result carries the id of its game; ``recorded`` keeps the last ``RECORDED_KEEP`` ids, so
counting a game whose id is there does nothing. That makes recording idempotent: a step
repeated after a crash (a finish that start-up completes) cannot count a game twice.

The daily challenges met (``challenges``: ISO date -> the numbers, 1..3, of that day's
challenges met, ``game.challenges``) are a set per day, written in the same write as the
result of the game that met one, so a challenge met is counted once, whatever is replayed.
The achievements earned (``achievements``: each with the day it was earned, None when it was
found already earned in files of an earlier build, and whether the player was told) and the
games won from a review's "Try from here" (``tries``: practice games, never counted as
games) sit beside them; files without them read as none earned and none tried, and a build
that knows neither keeps them as they are (unknown keys are written back).

The history (schema 2) keeps the last ``HISTORY_KEEP`` games counted (won, stuck or
abandoned), each with its code and its line, the moves that stood when it ended in their
exact text (``3>f2``, at most ``LINE_LIMIT``), so that any of them can be reviewed or played
again. It is written in the same write as the result. An entry that cannot be read is left
out and reported (``Statistics.history_aside``), and the rest of the file is kept. Schema 1
files (no history) still load.
"""

from __future__ import annotations

import datetime as _dt
from dataclasses import dataclass, field, fields
from typing import Any

from game.store.schema import (
    Fields,
    MapOf,
    Record,
    Value,
    int_in,
    is_bool,
    is_iso_date,
    list_of,
    optional,
    seconds_up_to,
    text_matching,
)
from game.store.settings import is_name, is_options, options_ok

STATS_VERSIONS = (1, 2)
MAX_COUNT = 10**9  # games played, moves, streaks: anything above this is damage
MAX_SCORE = 10**7
MAX_SECONDS = 10.0**8  # about three years of play
RECORDED_KEEP = 64  # game ids remembered; a crash can leave at most one result to redo
GAME_ID_PATTERN = r"[0-9A-Za-z_-]{1,64}"
is_game_id = text_matching(GAME_ID_PATTERN)
HISTORY_KEEP = 100  # games kept in the history
LINE_LIMIT = 1_500  # moves of a line kept in the history (a longer game keeps none)
RESULTS = ("won", "stuck", "abandoned")
CHALLENGES_A_DAY = 3  # a day with all of them met earns its star
TRIES_KEEP = 20  # games won from a review's Try from here, remembered
ACHIEVEMENT_PATTERN = r"[A-Za-z0-9_.:-]{1,64}"
is_achievement_key = text_matching(ACHIEVEMENT_PATTERN)
# A line: exact move texts (game.moves.Move) separated by single spaces.
_PLACE = r"(?:[1-9a-hws]|c[1-9][0-9]{1,2}|f[1-9][0-9]{0,2})"
_MOVE = rf"{_PLACE}>{_PLACE}(?:x[1-9][0-9]{{0,2}})?"
is_line = text_matching(rf"(?:{_MOVE}(?: {_MOVE}){{0,{LINE_LIMIT - 1}}})?")


def stats_key(game: str, options: str) -> str:
    """How one game and rule option is named in stats.json: ``golf:E``."""
    return f"{game}:{options}"


def _is_stats_key(key: Any) -> bool:
    return isinstance(key, str) and key.count(":") == 1 and options_ok(*key.split(":"))


@dataclass
class GameStats:
    """Results of one game with one rule option."""

    played: int = 0
    won: int = 0
    best_score: int | None = None  # over every game played to its end (won or stuck)
    fewest_moves: int | None = None  # over won games
    fastest_seconds: float | None = None  # over won games
    current_streak: int = 0  # wins in a row, up to the last game
    best_streak: int = 0
    extra: dict[str, Any] = field(default_factory=dict, repr=False)

    @property
    def win_rate(self) -> float:
        """Won games as a percentage of played games (0.0 before the first game)."""
        return 100.0 * self.won / self.played if self.played else 0.0

    def record(self, won: bool, score: int, moves: int, seconds: float,
               abandoned: bool = False) -> None:
        """Count a game; one ``abandoned`` (left for another) is lost, and its score, only
        the points it had when it was left, is no best."""
        self.played += 1
        score = max(0, min(int(score), MAX_SCORE))
        if not abandoned:
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
        return _record_json(self)

    @classmethod
    def from_fields(cls, got: Fields) -> tuple[GameStats, bool]:
        """Results as read by the schema, and whether counts that contradict each other had
        to be cut to what can be trusted."""
        stats, repaired = cls(**got.values, extra=got.extra), False
        if stats.won > stats.played or stats.current_streak > stats.won:
            stats.won = min(stats.won, stats.played)
            stats.current_streak = min(stats.current_streak, stats.won)
            repaired = True
        if stats.best_streak < stats.current_streak or stats.best_streak > stats.won:
            stats.best_streak = min(max(stats.best_streak, stats.current_streak), stats.won)
            repaired = True
        return stats, repaired


@dataclass
class DailyResult:
    """The daily deal of one day in one game: how often it was played, and whether won."""

    played: int = 0
    won: bool = False


@dataclass
class RoundStats:
    """Rounds of one game and rule option (``game.rounds``): a round ended is played; one
    played to its last hole is completed (its total counts), one left for another game is
    not."""

    played: int = 0
    completed: int = 0
    best_total: int | None = None  # fewest strokes over completed rounds
    strokes: int = 0  # the totals of completed rounds added up: the average's numerator
    at_or_under_par: int = 0  # completed rounds whose total was par or fewer
    extra: dict[str, Any] = field(default_factory=dict, repr=False)

    @property
    def average(self) -> float | None:
        return self.strokes / self.completed if self.completed else None

    def record(self, completed: bool, total: int, par: int) -> None:
        self.played = min(self.played + 1, MAX_COUNT)
        if not completed:
            return
        self.completed = min(self.completed + 1, MAX_COUNT)
        total = max(-MAX_ROUND_STROKES, min(int(total), MAX_ROUND_STROKES))
        self.strokes = max(-MAX_COUNT, min(self.strokes + total, MAX_COUNT))
        self.best_total = total if self.best_total is None else min(self.best_total, total)
        if total <= par:
            self.at_or_under_par = min(self.at_or_under_par + 1, MAX_COUNT)

    def to_json(self) -> dict[str, Any]:
        return _record_json(self)

    @classmethod
    def from_fields(cls, got: Fields) -> tuple[RoundStats, bool]:
        """Rounds as read by the schema, and whether counts that contradict each other had
        to be cut to what can be trusted."""
        stats, repaired = cls(**got.values, extra=got.extra), False
        if stats.completed > stats.played or stats.at_or_under_par > stats.completed:
            stats.completed = min(stats.completed, stats.played)
            stats.at_or_under_par = min(stats.at_or_under_par, stats.completed)
            repaired = True
        if (stats.best_total is None) != (stats.completed == 0):
            stats.best_total, stats.strokes = None, 0
            stats.completed = stats.at_or_under_par = 0
            repaired = True
        return stats, repaired


@dataclass(frozen=True)
class HistoryEntry:
    """One game of the history: which deal (``code``), the moves that stood when it ended
    (``line``: exact move texts separated by spaces; None when the game was too long to
    keep them), how it ended (``result``: won, stuck or abandoned), its score, moves and
    seconds, when it ended (``ended``: ISO date and time) and, for a daily deal, its day."""

    game_id: str
    game: str
    options: str
    code: str
    line: str | None
    result: str
    score: int = 0
    moves: int = 0
    seconds: float = 0.0
    ended: str = ""
    daily: str | None = None

    @property
    def won(self) -> bool:
        return self.result == "won"

    @property
    def daily_date(self) -> _dt.date | None:
        return None if self.daily is None else _dt.date.fromisoformat(self.daily)

    @property
    def ended_at(self) -> _dt.datetime | None:
        try:
            return _dt.datetime.fromisoformat(self.ended)
        except ValueError:
            return None

    def to_json(self) -> dict[str, Any]:
        return {"id": self.game_id, "game": self.game, "options": self.options,
                "code": self.code, "line": self.line, "result": self.result,
                "score": self.score, "moves": self.moves, "seconds": self.seconds,
                "ended": self.ended, "daily": self.daily}

    @classmethod
    def from_json(cls, value: Any) -> HistoryEntry | None:
        """An entry read from the file, or None when it cannot be used (damage)."""
        got, _bad = HISTORY_SCHEMA.read(value)
        if not isinstance(got, Fields):
            return None
        v = got.values
        entry = cls(v["id"], v["game"], v["options"], v["code"], v["line"], v["result"],
                    v.get("score", 0), v.get("moves", 0), float(v.get("seconds", 0.0)),
                    v.get("ended", ""), v.get("daily"))
        return entry if _code_fits(entry) else None


def _code_fits(entry: HistoryEntry) -> bool:
    """Whether the entry's code is a real code of its game and rule option."""
    from game import CodeError, parse_code, variant_for_prefix

    try:
        code = parse_code(entry.code)
        cls = variant_for_prefix(code.prefix)
    except (CodeError, KeyError):
        return False
    return cls.name == entry.game and code.options == entry.options


@dataclass(frozen=True)
class Earned:
    """An achievement earned: the day (ISO date; None when it was found already earned in
    an earlier build's files) and whether the player was told (announced once)."""

    on: str | None = None
    told: bool = False

    @property
    def day(self) -> _dt.date | None:
        return None if self.on is None else _dt.date.fromisoformat(self.on)

    def to_json(self) -> dict[str, Any]:
        return {"on": self.on, "told": self.told}


@dataclass(frozen=True)
class TryEntry:
    """A practice game won from a review's "Try from here": its own id, its game and rule
    option, the code of the deal reviewed (None for a position without one), when it ended."""

    game_id: str
    game: str
    options: str
    code: str | None
    ended: str

    def to_json(self) -> dict[str, Any]:
        return {"id": self.game_id, "game": self.game, "options": self.options,
                "code": self.code, "ended": self.ended}


@dataclass
class Statistics:
    """Results per game and rule option, the daily deals played, by ISO date, rounds, and
    the history of the last games."""

    games: dict[str, GameStats] = field(default_factory=dict)  # stats_key -> results
    daily: dict[str, dict[str, DailyResult]] = field(default_factory=dict)  # date -> key ->
    rounds: dict[str, RoundStats] = field(default_factory=dict)  # stats_key -> rounds
    challenges: dict[str, list[int]] = field(default_factory=dict)  # date -> numbers met
    recorded: list[str] = field(default_factory=list)  # ids of the last games counted
    history: list[HistoryEntry] = field(default_factory=list)  # the last games, oldest first
    achievements: dict[str, Earned] = field(default_factory=dict)  # key -> when earned
    tries: list[TryEntry] = field(default_factory=list)  # won from Try from here, oldest first
    # Entries of the file's history that could not be read (left out; the store reports
    # them and keeps a copy of the file). Never written back.
    history_aside: list[Any] = field(default_factory=list, repr=False, compare=False)
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
        game_id: str | None = None,
        history: HistoryEntry | None = None,
        abandoned: bool = False,
        challenge: tuple[_dt.date, int] | None = None,
    ) -> GameStats:
        """Count one finished (won or stuck) or ``abandoned`` (lost; its score is no best)
        game; returns its updated entry. A game whose ``game_id`` was counted already is not
        counted again. ``history``: the game's entry in the history, kept with the
        result; ``challenge``: the day and number of the challenge this game met."""
        if not options_ok(game, options):
            raise ValueError(f"no such game and options: {game!r} {options!r}")
        if game_id is not None and not is_game_id(game_id):
            raise ValueError(f"not a game id: {game_id!r}")
        key = stats_key(game, options)
        entry = self.games.setdefault(key, GameStats())
        if game_id in self.recorded:
            return entry
        entry.record(won, score, moves, seconds, abandoned)
        if daily_date is not None:
            day = self.daily.setdefault(daily_date.isoformat(), {})
            result = day.setdefault(key, DailyResult())
            result.played = min(result.played + 1, MAX_COUNT)
            result.won = result.won or won
        if challenge is not None:
            self.meet_challenge(*challenge)
        if game_id is not None:
            self.recorded = [*self.recorded, game_id][-RECORDED_KEEP:]
        if history is not None:
            self.history = [*self.history, history][-HISTORY_KEEP:]
        return entry

    def record_try(self, entry: TryEntry) -> bool:
        """Keep a game won from a review's Try from here, once per game id; False when it
        was kept already."""
        if not is_game_id(entry.game_id) or not options_ok(entry.game, entry.options):
            raise ValueError(f"not a try: {entry!r}")
        if any(t.game_id == entry.game_id for t in self.tries):
            return False
        self.tries = [*self.tries, entry][-TRIES_KEEP:]
        return True

    def find_game(self, game_id: str) -> HistoryEntry | None:
        """The history's entry of a game, if it is kept."""
        return next((e for e in reversed(self.history) if e.game_id == game_id), None)

    def daily_game(self, day: _dt.date, game: str) -> HistoryEntry | None:
        """The last game of ``day``'s daily deal of ``game`` in the history (any option)."""
        key = day.isoformat()
        return next((e for e in reversed(self.history)
                     if e.daily == key and e.game == game), None)

    def forget_game(self, game_id: str) -> HistoryEntry | None:
        """Take a game out of the history (one found damaged); returns it."""
        found = self.find_game(game_id)
        if found is not None:
            self.history = [e for e in self.history if e.game_id != game_id]
        return found

    def record_round(self, game: str, options: str, completed: bool, total: int, par: int,
                     game_id: str | None = None) -> RoundStats:
        """Count one round that ended (``completed``: its last hole played; else left for
        another game), once per ``game_id`` (its last hole's game); returns its entry."""
        if not options_ok(game, options):
            raise ValueError(f"no such game and options: {game!r} {options!r}")
        if game_id is not None and not is_game_id(game_id):
            raise ValueError(f"not a game id: {game_id!r}")
        entry = self.rounds.setdefault(stats_key(game, options), RoundStats())
        if game_id in self.recorded:
            return entry
        entry.record(completed, total, par)
        if game_id is not None:
            self.recorded = [*self.recorded, game_id][-RECORDED_KEEP:]
        return entry

    def get_rounds(self, game: str, options: str) -> RoundStats:
        """The rounds of a game and option (zeros if none ended)."""
        return self.rounds.get(stats_key(game, options)) or RoundStats()

    def daily_result(self, day: _dt.date, game: str, options: str) -> DailyResult | None:
        """How the daily deal of ``day`` went in this game and option; None if not played."""
        return self.daily.get(day.isoformat(), {}).get(stats_key(game, options))

    def daily_month(self, game: str, year: int, month: int) -> dict[int, DailyResult]:
        """The daily deals of ``game`` played in a month, by day of the month, every rule
        option together: played as often as in all of them, won if won in any."""
        prefix = f"{year:04d}-{month:02d}-"
        out: dict[int, DailyResult] = {}
        for date_key, day in self.daily.items():
            if not date_key.startswith(prefix):
                continue
            for key, result in day.items():
                if key.split(":")[0] != game:
                    continue
                got = out.setdefault(int(date_key[-2:]), DailyResult())
                got.played = min(got.played + result.played, MAX_COUNT)
                got.won = got.won or result.won
        return out

    # --- the daily challenges (game.challenges) -------------------------------------------
    def meet_challenge(self, day: _dt.date, number: int) -> bool:
        """Count challenge ``number`` of ``day`` met; False when it was already (once only)."""
        if not 1 <= number <= CHALLENGES_A_DAY:
            raise ValueError(f"no challenge {number!r}")
        met = self.challenges.setdefault(day.isoformat(), [])
        if number in met:
            return False
        self.challenges[day.isoformat()] = sorted([*met, number])
        return True

    def challenges_met(self, day: _dt.date) -> frozenset[int]:
        """The numbers of ``day``'s challenges met."""
        return frozenset(self.challenges.get(day.isoformat(), ()))

    def challenge_days(self) -> dict[_dt.date, frozenset[int]]:
        """Every day with a challenge met, and which (oldest first)."""
        return {_dt.date.fromisoformat(k): frozenset(v)
                for k, v in sorted(self.challenges.items()) if v}

    def has_star(self, day: _dt.date) -> bool:
        """Whether every challenge of ``day`` was met: the day's star."""
        return len(self.challenges_met(day)) >= CHALLENGES_A_DAY

    def star_days(self, year: int, month: int) -> list[int]:
        """The days of a month (1..31) that earned their star."""
        prefix = f"{year:04d}-{month:02d}-"
        return sorted(int(k[-2:]) for k, v in self.challenges.items()
                      if k.startswith(prefix) and len(set(v)) >= CHALLENGES_A_DAY)

    def first_daily(self) -> _dt.date | None:
        """The earliest day whose daily deal was played (any game), if any."""
        return _dt.date.fromisoformat(min(self.daily)) if self.daily else None

    def reset(self, game: str | None = None, options: str | None = None, *,
              daily: bool = True, rounds: bool = True, achievements: bool = False) -> None:
        """Forget results: everything, one game (every option), or one game and option;
        with ``daily`` and ``rounds`` False, its daily deals (the calendar) and its rounds
        stay. The achievements earned stay unless ``achievements`` (everything only: they
        are lifetime goals). The ids of counted games stay: a reset does not make a finished
        game count again."""
        if game is None:
            if achievements:
                self.achievements.clear()
                self.tries.clear()
            self.games.clear()
            self.history.clear()
            if daily:
                self.daily.clear()
                self.challenges.clear()
            if rounds:
                self.rounds.clear()
            return

        def matches(key: str) -> bool:
            g, o = key.split(":")
            return g == game and (options is None or o == options)

        self.games = {k: v for k, v in self.games.items() if not matches(k)}
        self.history = [e for e in self.history
                        if not matches(stats_key(e.game, e.options))]
        if rounds:
            self.reset_rounds(game, options)
        if not daily:
            return
        for date_key in list(self.daily):
            kept = {k: v for k, v in self.daily[date_key].items() if not matches(k)}
            if kept:
                self.daily[date_key] = kept
            else:
                del self.daily[date_key]

    def reset_rounds(self, game: str, options: str | None = None) -> None:
        """Forget the rounds of one game (every option, or one)."""
        self.rounds = {k: v for k, v in self.rounds.items()
                       if k.split(":")[0] != game or options not in (None, k.split(":")[1])}

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = dict(self.extra)
        data["version"] = STATS_VERSIONS[-1]
        data["games"] = {k: v.to_json() for k, v in sorted(self.games.items())}
        data["daily"] = {
            d: {k: {"played": r.played, "won": r.won} for k, r in sorted(day.items())}
            for d, day in sorted(self.daily.items())
        }
        if self.rounds:
            data["rounds"] = {k: v.to_json() for k, v in sorted(self.rounds.items())}
        if self.challenges:
            data["challenges"] = {d: sorted(set(v)) for d, v in sorted(self.challenges.items())}
        data["recorded"] = list(self.recorded)
        data["history"] = [e.to_json() for e in self.history]
        if self.achievements:
            data["achievements"] = {k: v.to_json() for k, v in sorted(self.achievements.items())}
        if self.tries:
            data["tries"] = [t.to_json() for t in self.tries]
        return data

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> tuple[Statistics, bool]:
        got, repaired = SCHEMA.read(data)
        assert isinstance(got, Fields)  # a dict always reads as Fields
        stats = cls(recorded=list(got.values.get("recorded", [])), extra=got.extra)
        for key, entry in got.values.get("games", {}).items():
            stats.games[key], bad = GameStats.from_fields(entry)
            repaired |= bad
        for key, entry in got.values.get("rounds", {}).items():
            stats.rounds[key], bad = RoundStats.from_fields(entry)
            repaired |= bad
        for date_key, day in got.values.get("daily", {}).items():
            results = {k: DailyResult(r.values["played"], r.values["won"]) for k, r in day.items()}
            if results:
                stats.daily[date_key] = results
        for date_key, met in got.values.get("challenges", {}).items():
            if met:
                stats.challenges[date_key] = sorted(set(met))
        for key, entry in got.values.get("achievements", {}).items():
            stats.achievements[key] = Earned(entry.values.get("on"),
                                             entry.values.get("told", True))
        for entry in got.values.get("tries", []):
            stats.tries.append(TryEntry(entry["id"], entry["game"], entry["options"],
                                        entry["code"], entry["ended"]))
        history = data.get("history", [])
        if not isinstance(history, list):
            stats.history_aside.append(history)
            history = []
        for item in history[-HISTORY_KEEP:]:
            entry = HistoryEntry.from_json(item)
            if entry is None:
                stats.history_aside.append(item)
            else:
                stats.history.append(entry)
        return stats, repaired  # the history's damage is in history_aside


_COUNT = Value(int_in(0, MAX_COUNT))
GAME_STATS_SCHEMA = Record(
    {
        "played": _COUNT,
        "won": _COUNT,
        "best_score": Value(optional(int_in(0, MAX_SCORE))),
        "fewest_moves": Value(optional(int_in(0, MAX_COUNT))),
        "fastest_seconds": Value(optional(seconds_up_to(MAX_SECONDS))),
        "current_streak": _COUNT,
        "best_streak": _COUNT,
    }
)
MAX_ROUND_STROKES = 9 * 52  # nine holes of at most a deck's cards either way
_ROUND_TOTAL = int_in(-MAX_ROUND_STROKES, MAX_ROUND_STROKES)
ROUND_STATS_SCHEMA = Record(
    {
        "played": _COUNT,
        "completed": _COUNT,
        "best_total": Value(optional(_ROUND_TOTAL)),
        "strokes": Value(int_in(-MAX_COUNT, MAX_COUNT)),
        "at_or_under_par": _COUNT,
    }
)
DAILY_RESULT_SCHEMA = Record(
    {"played": _COUNT, "won": Value(is_bool)},
    required=frozenset({"played", "won"}),
    keep_unknown=False,
)
EARNED_SCHEMA = Record({"on": Value(optional(is_iso_date)), "told": Value(is_bool)},
                       keep_unknown=False)


def _is_try(value: Any) -> bool:
    return (isinstance(value, dict) and set(value) == {"id", "game", "options", "code", "ended"}
            and is_game_id(value["id"]) and is_name(value["game"])
            and is_options(value["options"]) and options_ok(value["game"], value["options"])
            and optional(text_matching(r"[A-Za-z0-9-]{1,24}"))(value["code"])
            and _is_ended(value["ended"]))


SCHEMA = Record(
    {
        "achievements": MapOf(is_achievement_key, EARNED_SCHEMA),
        "tries": Value(list_of(_is_try, TRIES_KEEP)),
        "games": MapOf(_is_stats_key, GAME_STATS_SCHEMA),
        "daily": MapOf(is_iso_date, MapOf(_is_stats_key, DAILY_RESULT_SCHEMA)),
        "rounds": MapOf(_is_stats_key, ROUND_STATS_SCHEMA),
        "challenges": MapOf(is_iso_date, Value(list_of(int_in(1, CHALLENGES_A_DAY),
                                                       CHALLENGES_A_DAY))),
        "recorded": Value(list_of(is_game_id, RECORDED_KEEP)),
    },
    skip=frozenset({"version", "history"}),  # the history is read entry by entry
)


def _is_ended(value: Any) -> bool:
    if not isinstance(value, str) or len(value) > 32:
        return False
    try:
        _dt.datetime.fromisoformat(value)
    except ValueError:
        return False
    return True


HISTORY_SCHEMA = Record(
    {
        "id": Value(is_game_id),
        "game": Value(is_name),
        "options": Value(is_options),
        "code": Value(text_matching(r"[A-Za-z0-9-]{1,24}")),
        "line": Value(optional(is_line)),
        "result": Value(lambda v: v in RESULTS),
        "score": Value(int_in(0, MAX_SCORE)),
        "moves": Value(int_in(0, MAX_COUNT)),
        "seconds": Value(seconds_up_to(MAX_SECONDS)),
        "ended": Value(_is_ended),
        "daily": Value(optional(is_iso_date)),
    },
    required=frozenset({"id", "game", "options", "code", "line", "result", "score", "moves",
                        "seconds", "ended", "daily"}),
    keep_unknown=False,
)


def _record_json(record: GameStats | RoundStats) -> dict[str, Any]:
    """A record's fields as JSON, with the unknown keys it was read with kept beside them."""
    data = dict(record.extra)
    data.update({f.name: getattr(record, f.name) for f in fields(record) if f.name != "extra"})
    return data
