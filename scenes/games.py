"""The registered games as the player reads them: in menu order, by name, with their rule
options (every word from the game's own class, through the registry)."""

from __future__ import annotations

from game import VARIANTS, get_variant
from game.i18n import _, format_number
from game.rounds import HOLES


def names() -> list[str]:
    """The registered games, in menu order."""
    return list(VARIANTS)


def known(name: str | None) -> str:
    """``name`` if it is a registered game, else the first one."""
    return name if name is not None and name in VARIANTS else next(iter(VARIANTS))


def title(name: str) -> str:
    return get_variant(name).display_title()


def summary(name: str) -> str:
    """One line saying what the game is (the menu's tile)."""
    return _(get_variant(name).summary)


def option_title(name: str, options: str) -> str:
    """A rule option as the player reads it: Easy, Classic, 4 cells..."""
    return get_variant(name).rule_option(options).title


def title_and_option(name: str, options: str) -> str:
    """The game and its rule option, as results and questions name them: "<game> · <option>"."""
    return f"{title(name)} · {option_title(name, options)}"


def round_title(name: str, options: str) -> str:
    """A round of the game and option: "<game> · <option>, round of 9 holes"."""
    return _("{game} · {option}, round of {holes} holes").format(
        game=title(name), option=option_title(name, options), holes=format_number(HOLES))


def option_hint(name: str, options: str) -> str:
    """One line saying what the option means."""
    return get_variant(name).rule_option(options).explanation
