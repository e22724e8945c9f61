"""The player's choices (``settings.json``): every field has a safe default and its own check."""

from __future__ import annotations

import copy
from dataclasses import dataclass, field, fields
from typing import Any

from game.i18n import LANGUAGES, system_language
from game.registry import NAME_PATTERN, OPTIONS_PATTERN, VARIANTS
from game.store.schema import (
    Fields,
    Record,
    Value,
    int_in,
    is_bool,
    is_object,
    list_of,
    text_matching,
)

SETTINGS_VERSIONS = (1,)
is_name = text_matching(NAME_PATTERN)
is_options = text_matching(OPTIONS_PATTERN)


def options_ok(game: Any, options: Any) -> bool:
    """Whether a game name and rule options can be real: well formed, and known to this build
    when the game is (a game from a later build keeps its results)."""
    if not (is_name(game) and is_options(options)):
        return False
    cls = VARIANTS.get(game)
    return cls is None or options in cls.option_codes()


def _last_options_ok(value: Any) -> bool:
    return is_object(value) and all(options_ok(g, o) for g, o in value.items())


def _choice_key(game: str, options: str) -> str:
    return f"{game}:{options}"  # as stats.json names a game and option


def _winnable_only_ok(value: Any) -> bool:
    return is_object(value) and all(
        isinstance(k, str) and k.count(":") == 1 and options_ok(*k.split(":")) and is_bool(v)
        for k, v in value.items())


@dataclass
class Settings:
    """The player's choices. Every field has a safe default and its own check (SCHEMA)."""

    language: str = ""  # "" = follow the system language (first start)
    interactive_rules: bool = True
    double_tap: bool = True
    # A tap moves a card wherever it fits (a foundation first, then the double tap's order);
    # off by default: the rules pages say a tap goes to a foundation.
    one_tap_anywhere: bool = False
    animations: bool = True
    sound: bool = True
    four_colour: bool = False
    card_back: int = 0
    theme: str = "green"  # a table theme (scenes.ui.theme.PALETTES); unknown: the default
    show_winnable: bool = False
    left_handed: bool = False
    # Cards and text as large as the layout allows, dialogs and the top bar with them.
    large_print: bool = False
    kiosk_idle_seconds: int = 120  # back to the menu after this long without a touch
    # The staff PIN that leaves kiosk mode; "" until one is set: there is no shared default
    # (kiosk mode makes a random one, scenes/kiosk/setup.py).
    kiosk_exit_pin: str = ""
    last_game: str = field(default_factory=lambda: next(iter(VARIANTS), ""))  # the first game
    last_options: dict[str, str] = field(default_factory=dict)  # game name -> options
    lessons_seen: list[str] = field(default_factory=list)  # games whose lesson was shown
    # "golf:C" -> False: New deal and the daily deal of that game and option may deal any
    # deal; missing or True: only deals proved winnable (the default).
    winnable_only: dict[str, bool] = field(default_factory=dict)
    extra: dict[str, Any] = field(default_factory=dict, repr=False)  # unknown keys, kept

    def effective_language(self) -> str:
        """The language to show: the chosen one, or the system's while none is chosen."""
        return self.language or system_language()

    def options_for(self, game: str) -> str | None:
        """The rule options last chosen for a game, if any."""
        return self.last_options.get(game)

    def deals_winnable_only(self, game: str, options: str) -> bool:
        """Whether New deal and the daily deal of this game and option deal only deals
        proved winnable (on unless the player turned it off)."""
        return self.winnable_only.get(_choice_key(game, options), True)

    def set_winnable_only(self, game: str, options: str, on: bool) -> None:
        self.winnable_only[_choice_key(game, options)] = on

    def copy_from(self, other: Settings) -> None:
        """Take every choice of ``other`` (a copy: later changes to one leave the other)."""
        for f in fields(self):
            setattr(self, f.name, copy.deepcopy(getattr(other, f.name)))

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = dict(self.extra)
        for f in fields(self):
            if f.name != "extra":
                value = getattr(self, f.name)
                data[f.name] = _copy(value)
        data["version"] = SETTINGS_VERSIONS[-1]
        return data

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> tuple[Settings, bool]:
        """Settings from a file's object, and whether any field had to be reset."""
        got, repaired = SCHEMA.read(data)
        assert isinstance(got, Fields)  # a dict always reads as Fields
        values: dict[str, Any] = {k: _copy(v) for k, v in got.values.items()}
        return cls(**values, extra=got.extra), repaired


def _copy(value: Any) -> Any:
    """A field's value, its own copy when it is a container (the file never shares it)."""
    if isinstance(value, dict):
        return dict(value)
    return list(value) if isinstance(value, list) else value


SCHEMA = Record(
    {
        "language": Value(lambda v: v == "" or (isinstance(v, str) and v in LANGUAGES)),
        "interactive_rules": Value(is_bool),
        "double_tap": Value(is_bool),
        "one_tap_anywhere": Value(is_bool),
        "animations": Value(is_bool),
        "sound": Value(is_bool),
        "four_colour": Value(is_bool),
        "card_back": Value(int_in(0, 63)),
        "theme": Value(text_matching(r"[a-z0-9][a-z0-9_-]{0,31}")),
        "show_winnable": Value(is_bool),
        "left_handed": Value(is_bool),
        "large_print": Value(is_bool),
        "kiosk_idle_seconds": Value(int_in(10, 24 * 3600)),
        "kiosk_exit_pin": Value(text_matching(r"(?:[0-9]{4,8})?")),
        "last_game": Value(is_name),
        "last_options": Value(_last_options_ok),
        "lessons_seen": Value(list_of(is_name, 32)),
        "winnable_only": Value(_winnable_only_ok),
    },
    skip=frozenset({"version"}),
)
