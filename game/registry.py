"""The registry of games: each ``Variant`` subclass registers itself under its ``name``.

The built-in games register when ``game`` is imported (``game.BUILT_IN``); a test may register
a game of its own. Registration checks what the rest of the program takes for granted about a
game: a name the store can keep, a two-letter code prefix, rule options a code can spell, and
no more piles than the notation can name (at most eight cells, eight foundations, one waste,
one stock; columns without limit).
"""

from __future__ import annotations

import re
from typing import TypeVar

from game.deal import GameCode, read_code
from game.moves import CELL_LETTERS, PileKind
from game.position import table_of
from game.variant import Variant

VARIANTS: dict[str, type[Variant]] = {}
"""Every registered game by name, in the order the menus show them."""

NAME_PATTERN = r"[a-z][a-z0-9_]{0,31}"  # a game's name: files, settings and statistics use it
OPTIONS_PATTERN = r"[A-Z0-9]{1,8}"  # a rule option's letters in a game code
PREFIX_PATTERN = r"[A-Z]{2}"  # a game code's first two letters
# The most piles of a kind the notation can name (SPEC.md): cells a..h, foundations f1..f8.
MOST_PILES = {
    PileKind.CELL: len(CELL_LETTERS),
    PileKind.FOUNDATION: 8,
    PileKind.WASTE: 1,
    PileKind.STOCK: 1,
}

_V = TypeVar("_V", bound=type[Variant])


def register(cls: _V) -> _V:
    """Add a game (usable as a class decorator). Its name and code prefix must be new, and
    the game within the limits above; raises ValueError saying what is wrong."""
    for other in VARIANTS.values():
        if other is not cls and (other.name == cls.name or other.prefix == cls.prefix):
            raise ValueError(f"{cls.__name__} clashes with {other.__name__}")
    problem = limits_problem(cls)
    if problem:
        raise ValueError(f"{cls.__name__} cannot be registered: {problem}")
    VARIANTS[cls.name] = cls
    return cls


def limits_problem(cls: type[Variant]) -> str | None:
    """What in ``cls`` breaks the limits every game keeps, or None."""
    if not re.fullmatch(NAME_PATTERN, cls.name):
        return f"its name {cls.name!r} is not {NAME_PATTERN}"
    if not re.fullmatch(PREFIX_PATTERN, cls.prefix):
        return f"its code prefix {cls.prefix!r} is not two capital letters"
    if not cls.rule_options:
        return "it has no rule option"
    for options in cls.option_codes():
        if not re.fullmatch(OPTIONS_PATTERN, options):
            return f"its rule option {options!r} is not {OPTIONS_PATTERN}"
        try:
            kinds = [place.kind for place in table_of(cls, options).places]
        except (ValueError, KeyError) as exc:  # a kind declared twice, a count per option missing
            return f"its piles with {options}: {exc}"
        for kind, most in MOST_PILES.items():
            if kinds.count(kind) > most:
                return f"{kinds.count(kind)} {kind.value} piles with {options}: at most {most}"
    return None


def unregister(cls: type[Variant]) -> None:
    """Remove a game registered by a test."""
    if VARIANTS.get(cls.name) is cls:
        del VARIANTS[cls.name]


def get_variant(name: str) -> type[Variant]:
    """The class of a game by name (``Variant.name``); KeyError if none."""
    return VARIANTS[name]


def parse_code(text: str) -> GameCode:
    """Read a code such as ``GO1-E-AAAAAAB`` of any registered game (``game.deal.read_code``);
    raises CodeError (translated) saying what is wrong."""
    return read_code(text, VARIANTS.values())


def variant_for_prefix(prefix: str) -> type[Variant]:
    """The class of a game by its code prefix (``GO``...); KeyError if none."""
    for cls in VARIANTS.values():
        if cls.prefix == prefix:
            return cls
    raise KeyError(prefix)
