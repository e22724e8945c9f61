"""The rules engine: pure Python, no pygame. ``VARIANTS`` maps a game's name to its class."""

from __future__ import annotations

from typing import Any

from game.deal import CodeError, GameCode, parse_code
from game.variant import LayoutError, Refusal, Status, Variant

VARIANTS: dict[str, type[Variant]] = {}


def register(cls: type[Variant]) -> type[Variant]:
    VARIANTS[cls.name] = cls
    return cls


def get_variant(name: str) -> type[Variant]:
    """The class of a game by name (``golf``, ``easy_harp``, ``eight_off``); KeyError if none."""
    return VARIANTS[name]


def variant_for_prefix(prefix: str) -> type[Variant]:
    for cls in VARIANTS.values():
        if cls.prefix == prefix:
            return cls
    raise KeyError(prefix)


def game_from_code(code: str | GameCode) -> Variant:
    """Deal the game a code names; raises CodeError (translated) for a bad code."""
    parsed = parse_code(code) if isinstance(code, str) else code
    try:
        cls = variant_for_prefix(parsed.prefix)
    except KeyError:
        raise CodeError(str(parsed)) from None
    return cls.new(parsed.deal, parsed.options)


def game_from_layout(data: Any) -> Variant:
    """Build a position from a JSON layout; raises LayoutError."""
    if not isinstance(data, dict):
        raise LayoutError("a layout is a JSON object")
    name = data.get("game")
    if not isinstance(name, str) or not isinstance(data.get("options", ""), str):
        raise LayoutError("a layout's game and options are texts")
    if name not in VARIANTS:
        raise LayoutError(f"unknown game {name!r}; use one of: {', '.join(VARIANTS)}")
    return VARIANTS[name].from_layout(data)


def _register_all() -> None:
    from game.easy_harp import EasyHarp
    from game.eight_off import EightOff
    from game.golf import Golf

    for cls in (Golf, EasyHarp, EightOff):
        register(cls)


_register_all()

__all__ = [
    "VARIANTS",
    "CodeError",
    "GameCode",
    "LayoutError",
    "Refusal",
    "Status",
    "Variant",
    "game_from_code",
    "game_from_layout",
    "get_variant",
    "parse_code",
]
