"""The registry of games: each ``Variant`` subclass registers itself under its ``name``.

Pure bookkeeping with no imports of the games themselves, so any module (codes, the store,
the command line, the scenes) can ask which games exist without an import cycle. The built-in
games register when ``game`` is imported; a test may register a game of its own.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, TypeVar

if TYPE_CHECKING:
    from game.variant import Variant

VARIANTS: dict[str, type[Variant]] = {}
"""Every registered game by name, in the order the menus show them."""

_V = TypeVar("_V", bound="type[Variant]")


def register(cls: _V) -> _V:
    """Add a game (usable as a class decorator). Its name and code prefix must be new."""
    for other in VARIANTS.values():
        if other is not cls and (other.name == cls.name or other.prefix == cls.prefix):
            raise ValueError(f"{cls.__name__} clashes with {other.__name__}")
    VARIANTS[cls.name] = cls
    return cls


def unregister(cls: type[Variant]) -> None:
    """Remove a game registered by a test."""
    if VARIANTS.get(cls.name) is cls:
        del VARIANTS[cls.name]


def get_variant(name: str) -> type[Variant]:
    """The class of a game by name (``golf``, ``easy_harp``, ``eight_off``); KeyError if none."""
    return VARIANTS[name]


def variant_for_prefix(prefix: str) -> type[Variant]:
    """The class of a game by its code prefix (``GO``...); KeyError if none."""
    for cls in VARIANTS.values():
        if cls.prefix == prefix:
            return cls
    raise KeyError(prefix)
