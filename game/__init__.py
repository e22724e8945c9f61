"""The rules engine: pure Python, no pygame. ``VARIANTS`` maps a game's name to its class.

Adding a game: write its package ``game/games/<name>/`` (a ``Variant`` subclass that describes
itself, declares its piles, its deal and its rules, names its optional parts, and registers
itself). The registry finds it there and imports it when it is first used (``game.registry``);
see docs/adding-a-game.md.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.lazy import lazy_names

if TYPE_CHECKING:
    from game.deal import CodeError, GameCode
    from game.registry import VARIANTS, get_variant, parse_code, register, variant_for_prefix
    from game.variant import LayoutError, Refusal, RuleOption, Status, Variant

# Where each name of the package lives: they are imported when first asked for, so that a
# light module (game.version, game.pipes, game.i18n) costs only itself, not the rules engine.
_HOMES = {
    "CodeError": "game.deal",
    "GameCode": "game.deal",
    "VARIANTS": "game.registry",
    "get_variant": "game.registry",
    "parse_code": "game.registry",
    "register": "game.registry",
    "variant_for_prefix": "game.registry",
    "LayoutError": "game.variant",
    "Refusal": "game.variant",
    "RuleOption": "game.variant",
    "Status": "game.variant",
    "Variant": "game.variant",
}


__getattr__ = lazy_names("game", _HOMES, globals())


def game_from_code(code: str | GameCode) -> Variant:
    """Deal the game a code names; raises CodeError (translated) for a bad code."""
    from game.deal import CodeError
    from game.registry import parse_code, variant_for_prefix

    parsed = parse_code(code) if isinstance(code, str) else code
    try:
        cls = variant_for_prefix(parsed.prefix)
    except KeyError:
        raise CodeError(str(parsed)) from None
    return cls.new(parsed.deal, parsed.options)


def game_from_layout(data: Any) -> Variant:
    """Build a position from a JSON layout; raises LayoutError."""
    from game.registry import VARIANTS
    from game.variant import LayoutError

    if not isinstance(data, dict):
        raise LayoutError("a layout is a JSON object")
    name = data.get("game")
    if not isinstance(name, str) or not isinstance(data.get("options", ""), str):
        raise LayoutError("a layout's game and options are texts")
    if name not in VARIANTS:
        raise LayoutError(f"unknown game {name!r}; use one of: {', '.join(VARIANTS)}")
    return VARIANTS[name].from_layout(data)


__all__ = [
    "VARIANTS",
    "CodeError",
    "GameCode",
    "LayoutError",
    "Refusal",
    "RuleOption",
    "Status",
    "Variant",
    "game_from_code",
    "game_from_layout",
    "get_variant",
    "parse_code",
    "register",
    "variant_for_prefix",
]
