"""The registry of games: each ``Variant`` subclass registers itself under its ``name``.

The built-in games are found, not listed: every package of ``game.games`` is one game, named
as its package, and it is imported (and so registers) when it is first asked for: by its name
(``VARIANTS["golf"]`` imports Golf alone), by a code's prefix (the packages are imported one
by one until one is that game's, the likeliest first), or when every game is (the menu).
``import game`` imports none. The menus list them by ``Variant.menu_order``. A test may
register a game of its own. Registration checks what the rest of the program takes for
granted about a game: a name the store can keep, a two-letter code prefix, rule options a
code can spell, and no more piles than the notation can name (at most eight cells, eight
foundations, one waste, one stock; columns without limit).
"""

from __future__ import annotations

import importlib
import pkgutil
import re
from collections.abc import Iterator, Mapping
from typing import TypeVar

from game.deal import GameCode, read_code
from game.moves import CELL_LETTERS, PileKind
from game.position import table_of
from game.variant import Variant

GAMES_PACKAGE = "game.games"


class Registry(Mapping[str, type[Variant]]):
    """Every game by name, in menu order: the built-in ones (the packages of ``game.games``,
    each imported when first used) and any registered by a test."""

    def __init__(self) -> None:
        self._classes: dict[str, type[Variant]] = {}
        self._found: tuple[str, ...] | None = None

    def built_in(self) -> tuple[str, ...]:
        """The names of the built-in games' packages, found without importing them."""
        if self._found is None:
            package = importlib.import_module(GAMES_PACKAGE)
            self._found = tuple(sorted(info.name for info in pkgutil.iter_modules(
                package.__path__) if info.ispkg))
        return self._found

    def _load(self, name: str) -> type[Variant] | None:
        cls = self._classes.get(name)
        if cls is None and name in self.built_in():
            importlib.import_module(f"{GAMES_PACKAGE}.{name}")
            cls = self._classes.get(name)
            if cls is None:
                raise ImportError(f"{GAMES_PACKAGE}.{name} registers no game named {name!r}")
        return cls

    def names(self) -> list[str]:
        """Every game's name, sorted, without importing any."""
        return sorted(set(self.built_in()) | set(self._classes))

    def for_prefix(self, prefix: str) -> type[Variant] | None:
        """The game whose codes start with ``prefix``, importing no more packages than it
        takes to find it: the name's likeliest package first (its initials, or a one-word
        name's first two letters, spelling the prefix: a guess the import then checks)."""
        for cls in self._classes.values():
            if cls.prefix == prefix:
                return cls

        def likely(name: str) -> bool:
            words = name.split("_")
            guess = words[0][:2] if len(words) == 1 else "".join(w[:1] for w in words[:2])
            return guess.upper() == prefix

        for name in sorted(self.built_in(), key=lambda name: not likely(name)):
            found = self._load(name)
            if found is not None and found.prefix == prefix:
                return found
        return None

    def loaded(self) -> dict[str, type[Variant]]:
        """The games imported so far (registration checks these; nothing is imported)."""
        return dict(self._classes)

    def add(self, cls: type[Variant]) -> None:
        self._classes[cls.name] = cls

    def remove(self, name: str) -> None:
        self._classes.pop(name, None)

    def __getitem__(self, name: str) -> type[Variant]:
        cls = self._load(name) if isinstance(name, str) else None
        if cls is None:
            raise KeyError(name)
        return cls

    def __contains__(self, name: object) -> bool:
        return isinstance(name, str) and (name in self._classes or name in self.built_in())

    def __iter__(self) -> Iterator[str]:
        for name in self.built_in():
            self._load(name)
        # sorted() keeps registration order among equals: a test's game comes last
        return iter(sorted(self._classes, key=lambda name: self._classes[name].menu_order))

    def __len__(self) -> int:
        return len(set(self.built_in()) | set(self._classes))


VARIANTS = Registry()
"""Every game by name, in the order the menus show them."""

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
    for other in VARIANTS.loaded().values():
        if other is not cls and (other.name == cls.name or other.prefix == cls.prefix):
            raise ValueError(f"{cls.__name__} clashes with {other.__name__}")
    package, _dot, folder = cls.__module__.rpartition(".")
    if package == GAMES_PACKAGE and folder != cls.name:
        raise ValueError(f"{cls.__name__} is named {cls.name!r} but lives in {cls.__module__}")
    if package != GAMES_PACKAGE and cls.name in VARIANTS.built_in():
        raise ValueError(f"{cls.__name__} clashes with the built-in {cls.name}")
    problem = limits_problem(cls)
    if problem:
        raise ValueError(f"{cls.__name__} cannot be registered: {problem}")
    VARIANTS.add(cls)
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
    if VARIANTS.loaded().get(cls.name) is cls:
        VARIANTS.remove(cls.name)


def get_variant(name: str) -> type[Variant]:
    """The class of a game by name (``Variant.name``); KeyError if none."""
    return VARIANTS[name]


def parse_code(text: str) -> GameCode:
    """Read a code such as ``GO1-E-AAAAAAB`` of any registered game (``game.deal.read_code``);
    raises CodeError (translated) saying what is wrong."""
    found = VARIANTS.for_prefix(text.strip().upper()[:2]) if isinstance(text, str) else None
    # a code of a game found names that game alone; any other is read against all of them,
    # to say what is wrong with it
    return read_code(text, [found] if found is not None else VARIANTS.values())


def variant_for_prefix(prefix: str) -> type[Variant]:
    """The class of a game by its code prefix (``GO``...); KeyError if none."""
    cls = VARIANTS.for_prefix(prefix) if isinstance(prefix, str) else None
    if cls is None:
        raise KeyError(prefix)
    return cls
