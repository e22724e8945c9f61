"""Which part of a game's rules page fits the moment: the table's "?" opens it there.

The rules pages (each game's ``pages/rules.<lang>.md``) mark their sections with anchors
(``## Allowed moves {#moves}``), the same in every language. A refusal names the rule it
enforces (its msgid), and each game says which section explains which of its refusals
(``Variant.rule_sections``, ``Variant.rule_section``), so the last refusal picks the section;
a game stuck with no move left opens the end of the game; otherwise the page opens at its top,
"In short".
"""

from __future__ import annotations

from game.registry import get_variant
from game.variant import Status, Variant

TOP = "short"  # every page starts with it
END = "end"  # every page has it: how a game is won, or ends with no move left


def section_for(game: Variant, refusal: str | None = None) -> str:
    """The anchor of the rules section that explains the moment: the rule of the last
    ``refusal`` (a msgid), the end of the game when stuck, else the top of the page."""
    if game.status is Status.STUCK:
        return END
    return game.rule_section(refusal or "") or TOP


def anchors(game: str) -> set[str]:
    """Every anchor this module may open for ``game`` (its rules page must have them all)."""
    return {TOP, END, *get_variant(game).rule_anchors()}
