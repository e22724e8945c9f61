"""Ladder, a toy game that exists only in the tests: proof that a game is one module.

Six spades, Ace to 6, lie in two columns (6 4 2 and 5 3 A, whatever the deal number); the
last card of a column goes to the one foundation when it is the next rank up. Every game of
it is won in six taps. It describes itself on its class the way the real games do (name,
code prefix, title, options, menu emblem, board layout), declares its piles and its deal
(the position, its layout and its undo follow from them) and its rules as the base asks
(what may be picked up, what a pile accepts, the points, where a tap looks), and is
registered only while a test uses it (``game.registry.register`` / ``unregister``): nothing
in ``scenes/`` knows it.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.board_layout import Arrangement, BoardLayout, Piles, Reach, Row, columns_row
from game.cards import Card
from game.describe import Words
from game.moves import Move, PileKind, Place
from game.position import Pile, rows
from game.refusal import Refusal
from game.variant import Aim, RuleOption, Variant

DECK = ("6S", "5S", "4S", "3S", "2S", "AS")  # dealt in two rows: columns 6 4 2 and 5 3 A
MSG_LAST = "Only the last card of a column moves"
MSG_RANK = "The foundation takes the next rank up"


class Ladder(Variant):
    name = "ladder"
    prefix = "LD"
    title = "Ladder"
    summary = "Six spades, two columns, one foundation"
    rule_options = (RuleOption("S", "Standard", "Ace to 6 of spades"),)
    emblem = ("row", ("AS", "2S", "3S"))
    board_layout = BoardLayout((
        Arrangement(rows=(Row(((Piles(PileKind.FOUNDATION),),)), columns_row()), reach=Reach(up=3)),
    ))

    # --- the position -------------------------------------------------------------------
    piles = (Pile(PileKind.COLUMN, 2), Pile(PileKind.FOUNDATION))
    dealing = (rows(PileKind.COLUMN, 3),)
    partial_layouts = True  # six cards of the deck

    def deck(self, deal: int) -> list[Card]:
        return [Card.parse(c) for c in DECK]  # whatever the deal number

    def describe(self, words: Words) -> str:
        return "; ".join(words.column(i + 1, col) for i, col in enumerate(self.tableau))

    # --- rules --------------------------------------------------------------------------
    # The last card of a column goes to the foundation when it is the next rank up.
    tap_aims = (Aim.FOUNDATION,)

    def pick_refusal(self, place: Place, index: int) -> Refusal | None:
        if place.kind is not PileKind.COLUMN or index != len(self.pile(place)) - 1:
            return Refusal(MSG_LAST)
        return None

    def accept_refusal(self, target: Place, cards: Sequence[Card], source: Place) -> Refusal | None:
        if target.kind is not PileKind.FOUNDATION or cards[0].rank != len(self.pile(target)) + 1:
            return Refusal(MSG_RANK)
        return None

    def move_points(self, move: Move) -> int:
        return 10
