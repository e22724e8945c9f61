"""Which part of a game's rules page fits the moment: the table's "?" opens it there.

The rules pages (``assets/rules/<game>.<lang>.md``) mark their sections with anchors
(``## Allowed moves {#moves}``), the same in every language. A refusal names the rule it
enforces (its msgid), so the last refusal picks the section; a game stuck with no move left
opens the end of the game; otherwise the page opens at its top, "In short".
"""

from __future__ import annotations

from game.games import easy_harp, eight_off, golf
from game.variant import MSG_BLOCKED, MSG_TOO_MANY, Status, Variant

TOP = "short"  # every page starts with it
END = "end"  # every page has it: how a game is won, or ends with no move left

SECTIONS: dict[str, dict[str, str]] = {
    "golf": {
        golf.MSG_RANK: "moves",
        MSG_BLOCKED: "moves",
        golf.MSG_WASTE: "moves",
        golf.MSG_STOCK_EMPTY: "stock",
    },
    "easy_harp": {
        easy_harp.MSG_ONE_AT_A_TIME: "one-card",
        easy_harp.MSG_KING_ONLY: "empty-column",
        easy_harp.MSG_COLOUR: "moves",
        easy_harp.MSG_RANK: "moves",
        easy_harp.MSG_FACE_DOWN: "moves",
        MSG_BLOCKED: "one-card",
        easy_harp.MSG_SLOT_SUIT: "foundations",
        easy_harp.MSG_FOUNDATION: "foundations",
        easy_harp.MSG_FOUNDATION_NOT_YET: "foundations",
        easy_harp.MSG_FOUNDATION_LAST: "foundations",
        easy_harp.MSG_FOUNDATION_BACK: "features",
        easy_harp.MSG_STOCK_AND_WASTE_EMPTY: "stock",
        easy_harp.MSG_TAP_STOCK: "stock",
        easy_harp.MSG_EMPTY_WASTE: "stock",
    },
    "eight_off": {
        MSG_TOO_MANY: "group",
        eight_off.MSG_BUILD: "moves",
        eight_off.MSG_KING_ONLY: "moves",
        eight_off.MSG_CELL_TAKEN: "moves",
        eight_off.MSG_CELL_ONE: "moves",
        eight_off.MSG_FOUNDATION: "moves",
        eight_off.MSG_FOUNDATION_NOT_YET: "moves",
        eight_off.MSG_FOUNDATION_LAST: "moves",
        eight_off.MSG_FOUNDATION_BACK: "features",
        MSG_BLOCKED: "group",
    },
}

# Golf's wrap: a refused rank next to a King or an Ace is the King-and-Ace section.
WRAP_SECTION = "king-ace"


def section_for(game: Variant, refusal: str | None = None) -> str:
    """The anchor of the rules section that explains the moment: the rule of the last
    ``refusal`` (a msgid), the end of the game when stuck, else the top of the page."""
    if game.status is Status.STUCK:
        return END
    section = SECTIONS.get(game.name, {}).get(refusal or "")
    if section is None:
        return TOP
    if game.name == "golf" and refusal == golf.MSG_RANK:
        top = getattr(game, "waste_top", None)
        if top is not None and top.rank in (1, 13):
            return WRAP_SECTION
    return section


def anchors(game: str) -> set[str]:
    """Every anchor this module may open for ``game`` (its rules page must have them all)."""
    named = {TOP, END, *SECTIONS.get(game, {}).values()}
    return named | ({WRAP_SECTION} if game == "golf" else set())
