"""Black Hole, a game that exists only in the tests: proof that a new game is one package-sized
module and nothing else, with more piles than the seeds' notation has digits.

Rules (as PySolFC and black-hole-solve play it, without the King-Ace wrap): one deck; the Ace
of spades starts the one foundation (the black hole), the other 51 cards are dealt in rows to
17 fans of 3, all face up. The top card of any fan goes onto the foundation when it is one rank
above or below the foundation's top card, whatever its suit; a King and an Ace are not
neighbours. Nothing else moves. Won with all 52 cards on the foundation; when no card fits, the
game is over (stuck). Score: 10 a card.

It follows the README's "Adding a game": a ``Variant`` that says what it is, declares its piles
and its deal, and its rules in a few answers. It has no solver: its verdicts are unknown, its
hint is the first legal move, and "Winnable deals only" is off for it. Its board: the 17 fans
in a grid (``game.board_layout.fan_grid``), the hole above or beside them. It is registered
only while a test uses it (``tests/test_black_hole.py``).
"""

from __future__ import annotations

from collections.abc import Sequence

from game.board_layout import Align, Arrangement, BoardLayout, Piles, Row, Side, fan_grid
from game.cards import Card
from game.describe import Words
from game.moves import Move, PileKind, Place, foundation
from game.position import LayoutError, Pile, card, rows
from game.refusal import MSG_BLOCKED, MSG_EMPTY_COLUMN, Refusal
from game.variant import Aim, RuleOption, Variant

FANS = 17
FAN_CARDS = 3
POINTS = 10
HOLE_CARD = "AS"

MSG_RANK = "Must be one rank higher or lower"  # the words of Golf's refusal (translated there)
MSG_HOLE = "Cards go into the black hole"


def fits(card: Card, top: Card) -> bool:
    """Whether ``card`` may go onto the foundation's ``top``: one rank apart, no wrap."""
    return abs(card.rank - top.rank) == 1


class BlackHole(Variant):
    name = "black_hole"
    prefix = "BH"
    title = "Black Hole"
    summary = "Seventeen fans into one black hole, one rank up or down"
    rule_options = (RuleOption("N", "Standard", "No King-Ace wrap"),)
    emblem = ("fan", ("AS", "2H", "3C"))
    # The 17 fans in a grid of as many lines as give the largest cards, the hole above them
    # or beside them (whichever gives bigger cards).
    board_layout = BoardLayout((
        Arrangement((Row(((Piles(PileKind.FOUNDATION),),), align=Align.CENTRE), fan_grid())),
        Arrangement((fan_grid(),), sides=(Side(((Piles(PileKind.FOUNDATION),),)),)),
    ))

    # --- the position -------------------------------------------------------------------
    piles = (Pile(PileKind.COLUMN, FANS), Pile(PileKind.FOUNDATION))
    dealing = (card(PileKind.FOUNDATION, HOLE_CARD), rows(PileKind.COLUMN, FAN_CARDS))

    def check_layout(self) -> None:
        super().check_layout()
        hole = self.foundations[0]
        if not hole or str(hole[0]) != HOLE_CARD:
            raise LayoutError(f"the black hole starts with {HOLE_CARD}")
        if not all(fits(a, b) for a, b in zip(hole[1:], hole, strict=False)):
            raise LayoutError("each card of the black hole is one rank from the one before")

    def describe(self, words: Words) -> str:
        hole = words.foundations(self.foundations)
        fans = "; ".join(words.column(i + 1, fan) for i, fan in enumerate(self.tableau))
        return f"{hole}. {fans}."

    # --- rules --------------------------------------------------------------------------
    # The top card of a fan goes into the black hole when it is one rank away from its top.
    tap_aims = (Aim.FOUNDATION,)
    lone_column_target = foundation(0)  # "c12": fan 12's card into the hole
    finishes = False  # every card played is a choice

    def pick_refusal(self, place: Place, index: int) -> Refusal | None:
        if place.kind is not PileKind.COLUMN:
            return Refusal(MSG_HOLE)
        fan = self.pile(place)
        if not fan:
            return Refusal(MSG_EMPTY_COLUMN)
        return None if index == len(fan) - 1 else Refusal(MSG_BLOCKED)

    def accept_refusal(self, target: Place, cards: Sequence[Card], source: Place) -> Refusal | None:
        if target.kind is not PileKind.FOUNDATION:
            return Refusal(MSG_HOLE)
        return None if fits(cards[0], self.pile(target)[-1]) else Refusal(MSG_RANK)

    def move_points(self, move: Move) -> int:
        return POINTS

    def is_stuck(self) -> bool:
        top = self.foundations[0][-1]
        return not self.is_won() and not any(fan and fits(fan[-1], top) for fan in self.tableau)

