"""The games in progress: each kept in a file of its own, small whatever the length of play,
rebuilt exactly.

Every game keeps its own game in progress, apart from the others': its single game, its daily
deal and, for a game played in rounds (``game.rounds``), its round. Each is a ``Slot`` with a
file of its own (``savegame-golf.json``, ``savegame-golf-daily.json``,
``savegame-golf-round.json``), so opening one game never touches another's, and a file damaged
takes no other game with it. Builds before this one kept one game in ``savegame.json``; the
store moves it to its slot's file when it starts (``slot_of_record``).

Schema 2, written now, holds what undo can reach and no more: the position before the undo
window (its layout and points), the moves of the window (at most ``HISTORY_LIMIT``, in the
exact text of ``move_text``), the move counter, the score, the seconds of play, the game's
start (its code, or its layout when it has none), the daily date, the game's id and when it
was saved (``saved``: which game was left last; absent in files of earlier builds); for a
game whose position holds more than its layout says (Easy Harp's passes through the stock),
that too (``base_extra``, absent for the others: earlier builds read it as an unknown key and
leave it); and, for a hole of a round, the round: its deals and the strokes of the holes
played. Replaying the window from that position rebuilds the position, score, move counter
and undo history exactly, and the file stays a few kilobytes after a million actions. Moving
on to a round's next hole is one write: the next hole's game, with the round holding the
strokes of the hole just ended. Beside it, for the history and the review, the line: the
moves that stand since the deal (at most ``LINE_LIMIT``, in exact text; an older build leaves
the key alone), checked on reading by replaying it from the start: a line that does not lead
to the saved position is dropped (the game itself still loads).

Schema 1, written by earlier builds, holds every action since the deal (undos as ``u``); it
is still read, by replaying them all. Its game id is made from its contents, so the same file
always has the same id.
"""

from __future__ import annotations

import datetime as _dt
import json
from collections import deque
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from game import game_from_code, game_from_layout
from game.deal import MAX_DEAL
from game.moves import Move
from game.registry import VARIANTS
from game.rounds import HOLES, Round, offered
from game.store.files import BadFile
from game.store.move_text import move_from_text, move_text, parse_action
from game.store.schema import (
    Record,
    SchemaError,
    Value,
    int_in,
    is_iso_date,
    is_iso_datetime,
    is_object,
    list_of,
    optional,
    read_strict,
    seconds_up_to,
)
from game.store.settings import is_name
from game.store.stats import LINE_LIMIT, MAX_COUNT, MAX_SCORE, MAX_SECONDS, is_game_id, is_line
from game.variant import HISTORY_LIMIT, Variant

SAVEGAME_VERSIONS = (1, 2)
MAX_ACTIONS = 1_000_000  # schema 1 only: its list of every action
_MAX_TOKEN = 32

# The kinds of game in progress each game keeps one of (a daily challenge: game.challenges).
SINGLE, DAILY, ROUND, CHALLENGE = "single", "daily", "round", "challenge"
_KINDS = (SINGLE, DAILY, ROUND, CHALLENGE)
MAX_CHALLENGE = 3


@dataclass(frozen=True)
class Slot:
    """Where a game in progress is kept: each game keeps one single game, one daily deal
    and, if it is played in rounds, one round, each in a file of its own."""

    game: str
    kind: str = SINGLE

    def __post_init__(self) -> None:
        if not is_name(self.game) or self.kind not in _KINDS:
            raise ValueError(f"no such slot: {self.game!r} {self.kind!r}")

    @classmethod
    def of(cls, name: str, *, daily: bool = False, in_round: bool = False,
           challenge: bool = False) -> Slot:
        """The slot of a game of ``name``: its round's, its daily challenge's, its daily
        deal's, else its single game's."""
        kind = ROUND if in_round else CHALLENGE if challenge else DAILY if daily else SINGLE
        return cls(name, kind)

    @property
    def file_name(self) -> str:
        tail = "" if self.kind == SINGLE else f"-{self.kind}"
        return f"savegame-{self.game}{tail}.json"


def slots_of(name: str) -> list[Slot]:
    """The slots of one game: its single game, its daily deal, its round if it has rounds,
    its daily challenge if it offers challenges (it declares goals: what
    ``game.challenges.offers_challenges`` asks, without importing that module and the
    solvers' face with it, which the store's list of slots at start-up has no use for)."""
    kinds = [SINGLE, DAILY]
    if offered(name):
        kinds.append(ROUND)
    cls = VARIANTS.get(name)
    if cls is not None and cls.goals:
        kinds.append(CHALLENGE)
    return [Slot(name, kind) for kind in kinds]


def every_slot() -> list[Slot]:
    """The slots of every registered game, in the menu's order."""
    return [slot for name in VARIANTS for slot in slots_of(name)]


def slot_of_record(data: dict[str, Any]) -> Slot | None:
    """The slot a saved game's object belongs in, from its fields alone (the file of an
    earlier build held any game); None when they cannot say."""
    name = data.get("game")
    if not isinstance(name, str) or not is_name(name):
        return None
    return Slot.of(name, daily=data.get("daily_date") is not None,
                   in_round=data.get("round") is not None,
                   challenge=data.get("challenge") is not None)


def saved_at(data: dict[str, Any]) -> str:
    """When a saved game's object was saved (ISO text, which sorts by time); "" when it
    does not say (files of earlier builds): older than any that does."""
    value = data.get("saved")
    return value if isinstance(value, str) and is_iso_datetime(value) else ""


@dataclass
class SavedGame:
    """A game in progress as it was saved, rebuilt exactly (position, score, counter, undo)."""

    game: Variant
    window: list[Move]  # the moves undo can take back, oldest first
    elapsed: float  # seconds of play
    code: str | None  # the game code, or None for a game started from a layout
    layout: dict[str, Any] | None  # the starting layout of a game without a code
    daily_date: _dt.date | None  # the day whose daily deal this is, if it is one
    game_id: str
    round: Round | None = None  # the round this game is a hole of, if it is one
    line: list[Move] | None = None  # the moves that stand since the deal, if known
    challenge: tuple[_dt.date, int] | None = None  # the daily challenge it plays: day, number

    @property
    def slot(self) -> Slot:
        return Slot.of(self.game.name, daily=self.daily_date is not None,
                       in_round=self.round is not None, challenge=self.challenge is not None)


def new_game_id() -> str:
    """An id no other game has (random, not from Python's ``random``: ids are not deals)."""
    import uuid  # (when a game is dealt: not for the app's first frame)

    return uuid.uuid4().hex


def undo_window(actions: Iterable[Move | None]) -> list[Move]:
    """The moves undo can take back after ``actions`` (None = an undo), oldest first."""
    window: deque[Move] = deque(maxlen=HISTORY_LIMIT)
    for action in actions:
        if action is None:
            if window:
                window.pop()
        else:
            window.append(action)
    return list(window)


def replay_moves(start: Variant, moves: Sequence[Move]) -> None:
    """Play exact ``moves`` from ``start`` (changed in place); each must be legal. Raises
    Refusal."""
    for move in moves:
        start.play(move)


def replay(start: Variant, tokens: Sequence[str]) -> list[Move | None]:
    """Play a schema-1 action list from ``start`` (changed in place); returns the actions.
    Each move must be legal. Raises Refusal or ValueError."""
    actions: list[Move | None] = []
    for token in tokens:
        action = parse_action(token, start)
        if action is None:
            start.undo()
        else:
            start.play(action)
        actions.append(action)
    return actions


# The points behind the score are the one part of a position a layout does not carry; these
# two are the only reads and writes of them outside the engine.
def _points(game: Variant) -> int:
    return game._points


def _set_points(game: Variant, points: int) -> None:
    game._points = points


# --- writing -------------------------------------------------------------------------------
def encode(
    game: Variant,
    window: Sequence[Move],
    elapsed: float,
    game_id: str,
    layout: dict[str, Any] | None,
    daily_date: _dt.date | None,
    in_round: Round | None = None,
    line: Sequence[Move] | None = None,
    saved: _dt.datetime | None = None,
    challenge: tuple[_dt.date, int] | None = None,
) -> dict[str, Any]:
    """The schema-2 object of a game in progress. ``window`` must be the moves of the game's
    undo history, oldest first; ``layout`` the start of a game without a code; ``in_round``
    the round whose hole in play this game is; ``line`` the moves that stand since the deal
    (kept when it is not too long); ``saved``: when (which game in progress is the latest);
    ``challenge``: the day and number of the daily challenge it plays."""
    if game.code is None and layout is None:
        raise ValueError("a game without a code needs its starting layout")
    if in_round is not None and not in_round.is_hole(game):
        raise ValueError("the game is not the round's hole in play")
    if not is_game_id(game_id):
        raise ValueError(f"not a game id: {game_id!r}")
    base = game.clone()
    for _move in window:
        if not base.undo():
            raise ValueError("the undo window is longer than the game's history")
    record: dict[str, Any] = {
        "version": SAVEGAME_VERSIONS[-1],
        "id": game_id,
        "game": game.name,
        "code": game.code,
        "start": None if game.code is not None else layout,
        "base": base.layout(),
        "base_points": _points(base),
        "window": [move_text(m) for m in window],
        "moves": game.moves,
        "score": game.score,
        "elapsed": round(max(0.0, min(float(elapsed), MAX_SECONDS)), 3),
        "daily_date": None if daily_date is None else daily_date.isoformat(),
    }
    extra = base.beyond_layout()
    if extra:
        record["base_extra"] = extra
    if in_round is not None:
        record["round"] = in_round.to_json()
    if line is not None and len(line) <= LINE_LIMIT:
        record["line"] = " ".join(move_text(m) for m in line)
    if saved is not None:
        record["saved"] = saved.isoformat(timespec="milliseconds")
    if challenge is not None:
        record["challenge"] = {"date": challenge[0].isoformat(), "number": challenge[1]}
    return record


# --- reading -------------------------------------------------------------------------------
def _is_token(value: Any) -> bool:
    return isinstance(value, str) and 0 < len(value) <= _MAX_TOKEN


_COMMON = {
    "game": Value(is_name),
    "moves": Value(int_in(0, MAX_COUNT)),
    "score": Value(int_in(0, MAX_SCORE)),
    "elapsed": Value(seconds_up_to(MAX_SECONDS)),
    "daily_date": Value(optional(is_iso_date)),
}
MAX_STROKES = 52  # a hole's strokes lie within minus and plus the cards of a deck
ROUND_SCHEMA = Record(
    {
        "game": Value(is_name),
        "options": Value(lambda v: isinstance(v, str) and 0 < len(v) <= 8),
        "deals": Value(list_of(int_in(1, MAX_DEAL), HOLES)),
        "strokes": Value(list_of(int_in(-MAX_STROKES, MAX_STROKES), HOLES)),
    },
    required=frozenset({"game", "options", "deals", "strokes"}),
    keep_unknown=False,
)
SCHEMA_2 = Record(
    {
        **_COMMON,
        "round": Value(optional(is_object)),
        "id": Value(is_game_id),
        "code": Value(optional(_is_token)),
        "start": Value(optional(is_object)),
        "base": Value(is_object),
        "base_points": Value(int_in(-MAX_SCORE, MAX_SCORE)),
        "window": Value(list_of(_is_token, HISTORY_LIMIT)),
        "base_extra": Value(is_object),
        "line": Value(is_line),
        "saved": Value(is_iso_datetime),
        "challenge": Value(is_object),
    },
    required=frozenset({"id", "game", "code", "base", "base_points", "window", "moves",
                        "score"}),
    skip=frozenset({"version"}),
)
SCHEMA_1 = Record(
    {
        **_COMMON,
        "code": Value(optional(_is_token)),
        "layout": Value(optional(is_object)),
        "actions": Value(list_of(_is_token, MAX_ACTIONS)),
    },
    required=frozenset({"game", "actions", "moves", "score"}),
    skip=frozenset({"version"}),
)


def decode(data: dict[str, Any]) -> SavedGame:
    """Rebuild a saved game of either schema; raises BadFile saying what is wrong."""
    try:
        if data.get("version") == 1:
            return _decode_1(data)
        return _decode_2(data)
    except BadFile:
        raise
    except SchemaError as exc:
        raise BadFile(str(exc)) from None
    except Exception as exc:  # untrusted data: whatever the engine objects to, never crash
        raise BadFile(f"the game does not replay: {exc}") from None


def _decode_2(data: dict[str, Any]) -> SavedGame:
    fields = read_strict(SCHEMA_2, data).values
    game = game_from_layout(fields["base"])
    if game.name != fields["game"]:
        raise BadFile("the game name does not match the position")
    code, start = fields["code"], fields.get("start")
    if code is not None:
        dealt = game_from_code(code)
        if (dealt.name, dealt.options) != (game.name, game.options):
            raise BadFile("the code does not match the position")
        if dealt.card_counts() != game.card_counts():
            raise BadFile("the position does not hold the cards of its deal")
        game.deal, code, start = dealt.deal, dealt.code, None
    elif not isinstance(start, dict) or game_from_layout(start).name != game.name:
        raise BadFile("a game without a code needs its starting layout")
    window = [move_from_text(t) for t in fields["window"]]
    if fields["moves"] < len(window):
        raise BadFile("fewer moves than the undo window holds")
    _set_points(game, fields["base_points"])
    game.set_beyond_layout(fields.get("base_extra", {}))
    game.moves = fields["moves"] - len(window)
    replay_moves(game, window)
    _check_counters(game, fields)
    return SavedGame(game, window, float(fields.get("elapsed", 0)), code, start,
                     _date(fields.get("daily_date")), fields["id"],
                     _round(fields.get("round"), game),
                     _line(fields.get("line"), code, start, game),
                     _challenge(fields.get("challenge"), game))


def _line(text: str | None, code: str | None, start: dict[str, Any] | None,
          game: Variant) -> list[Move] | None:
    """The saved line if it leads from the game's start to its position, else None."""
    if text is None:
        return None
    try:
        trial = game_from_code(code) if code is not None else game_from_layout(start)
        moves = [move_from_text(t) for t in text.split()]
        for move in moves:
            trial.play(move)
    except Exception:  # untrusted: a line that does not replay is only dropped
        return None
    return moves if trial.snapshot() == game.snapshot() else None


CHALLENGE_SCHEMA = Record(
    {"date": Value(is_iso_date), "number": Value(int_in(1, MAX_CHALLENGE))},
    required=frozenset({"date", "number"}),
    keep_unknown=False,
)


def _challenge(value: dict[str, Any] | None, game: Variant) -> tuple[_dt.date, int] | None:
    """The daily challenge a saved game plays (None: none); it must be that challenge's deal."""
    if value is None:
        return None
    from game.challenges import challenge_of

    fields = read_strict(CHALLENGE_SCHEMA, value).values
    day, number = _dt.date.fromisoformat(fields["date"]), fields["number"]
    found = challenge_of(day, number)
    if found is None or (found.game, found.options, found.deal) != (
            game.name, game.options, game.deal):
        raise BadFile("the game is not its challenge's deal")
    return day, number


def _round(value: dict[str, Any] | None, game: Variant) -> Round | None:
    """The round a saved game is the hole in play of (None: a single game)."""
    if value is None:
        return None
    fields = read_strict(ROUND_SCHEMA, value).values
    played = Round(fields["game"], fields["options"], tuple(fields["deals"]),
                   list(fields["strokes"]))
    if not played.is_hole(game):
        raise BadFile("the game is not its round's hole in play")
    return played


def _decode_1(data: dict[str, Any]) -> SavedGame:
    fields = read_strict(SCHEMA_1, data).values
    code, layout = fields.get("code"), fields.get("layout")
    if isinstance(code, str):
        game = game_from_code(code)
    elif code is None and isinstance(layout, dict):
        game = game_from_layout(layout)
    else:
        raise BadFile("a saved game needs a code or a layout")
    if fields["game"] != game.name:
        raise BadFile("the game name does not match the code or layout")
    actions = replay(game, fields["actions"])
    _check_counters(game, fields)
    return SavedGame(game, undo_window(actions), float(fields.get("elapsed", 0)), code,
                     layout if code is None else None, _date(fields.get("daily_date")),
                     legacy_id(data), line=net_line(actions))


def net_line(actions: Iterable[Move | None]) -> list[Move] | None:
    """The moves that stand after ``actions`` (None = an undo), however many; None when
    they are more than ``LINE_LIMIT``."""
    line: list[Move] = []
    for action in actions:
        if action is None:
            if line:
                line.pop()
        else:
            line.append(action)
    return line if len(line) <= LINE_LIMIT else None


def legacy_id(data: dict[str, Any]) -> str:
    """The id of a schema-1 saved game: made from its contents, the same on every reading."""
    import hashlib  # (only for an old file: not for the app's first frame)

    text = json.dumps(data, sort_keys=True, ensure_ascii=True)
    return "v1-" + hashlib.sha256(text.encode("ascii")).hexdigest()[:32]


def game_id_of(data: dict[str, Any]) -> str | None:
    """The id of a saved game's object without rebuilding the game (None if it has none)."""
    if data.get("version") == 1:
        return legacy_id(data)
    found = data.get("id")
    return found if is_game_id(found) else None


def _check_counters(game: Variant, fields: dict[str, Any]) -> None:
    if fields["moves"] != game.moves or fields["score"] != game.score:
        raise BadFile("the replayed game does not match the saved move counter and score")


def _date(value: str | None) -> _dt.date | None:
    return None if value is None else _dt.date.fromisoformat(value)
