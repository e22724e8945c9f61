"""A move the rules refuse, and why: ``Refusal``, the reasons every game can give, and the
``Advice`` a refused tap carries (what would do something useful instead).

A refusal carries the English msgid of its reason (translated when shown) and how far the move
got through the checks, so that the notation, trying several readings of a shorthand, can
report the one that got furthest. ``game.variant`` gives them; the notation and
``game.advice`` (which works the advice out) read them, so they live below all three.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Any

from game.i18n import N_, _
from game.moves import PileKind

# Refusals every game can give.
MSG_EMPTY_COLUMN = N_("This column is empty")
MSG_EMPTY_FOUNDATION = N_("This foundation is empty")
MSG_NO_COLUMN = N_("There is no column {number}")
MSG_NO_FOUNDATION = N_("There is no foundation {number}")
MSG_WHERE = N_("Say where the card goes")
MSG_SAME_PLACE = N_("Drop the card on another pile")
MSG_NOWHERE = N_("This card has nowhere to go")
MSG_BLOCKED = N_("This card is blocked")
MSG_NOT_THERE = N_("Cards cannot go there")
MSG_TOO_MANY = N_("Too many cards: at most {count} can move there now")
MSG_GAME_OVER = N_("The game is over.")

# How far a move got through the checks before its refusal: the notation, trying several
# readings of a shorthand, reports the refusal of the reading that got furthest.
STAGE_PLACE, STAGE_PICK, STAGE_ACCEPT, STAGE_GROUP = range(4)


class Way(Enum):
    """The gesture that would do something useful."""

    DOUBLE_TAP = "double tap"  # a double tap plays the card (a drag does too)
    DRAG = "drag"  # only a drag does (the double tap looks elsewhere)
    STOCK = "stock"  # nothing on the table moves: draw from the stock
    REDEAL = "redeal"  # nothing on the table moves: the empty stock takes the waste back


@dataclass(frozen=True)
class Advice:
    """``way`` would do something; ``target`` is the kind of pile the cards would go to,
    ``empty`` whether it is an empty pile, ``count`` how many cards would move."""

    way: Way
    target: PileKind | None = None
    empty: bool = False
    count: int = 1


class Refusal(Exception):
    """A move the rules refuse. ``msgid`` is the English source; ``message`` is translated.
    ``stage``: how far the move got through the checks (``STAGE_*``). ``advice``: for a
    refused tap, what would do something useful instead (``game.advice``), or None.
    ``reason``: the msgid of a line that explains the rule behind the refusal when its own
    words (the seeds', kept whole) would leave the player wondering, or None."""

    def __init__(self, msgid: str, *, reason: str | None = None, **params: Any) -> None:
        super().__init__(msgid)
        self.msgid = msgid
        self.params = params
        self.stage = STAGE_PLACE
        self.advice: Advice | None = None
        self.reason = reason

    @property
    def message(self) -> str:
        return _(self.msgid).format(**self.params)

    @property
    def reason_text(self) -> str | None:
        """The reason's line, translated, or None."""
        return _(self.reason) if self.reason else None

    def __str__(self) -> str:
        return self.message


def staged(refusal: Refusal, stage: int) -> Refusal:
    """``refusal``, marked with how far its move got (``STAGE_*``)."""
    refusal.stage = stage
    return refusal
