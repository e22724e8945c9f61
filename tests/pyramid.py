"""Pyramid, a game that exists only in the tests: proof that a game whose piles overlap is one
module and nothing else.

Rules (as PySolFC's Pyramid, one pass through the stock): one deck; 28 cards are dealt face
up in a pyramid of 7 rows, row ``r`` of ``r + 1`` cards, each card half under the two below
it; the other 24 make the stock. A card is free when neither card below it is left. Two free
cards whose ranks make 13 (Ace 1, Jack 11, Queen 12) go to the foundation together, a King
alone; the waste's top card is free too, and pairs with a card of the pyramid. A tap on the
stock turns its top card onto the waste; the stock is not turned again. Won with the pyramid
cleared; when no pair is left and the stock is empty, the game is over (stuck). Score: 5 a
card.

Its piles: 28 columns of one card, the pyramid (column ``r * (r + 1) / 2 + k`` is card ``k``
of row ``r``, the top first), a stock, a waste, one foundation. A pair is a move of one free
card onto the other (``c28>w``, dragged or tapped: a tap pairs a card with the first free card
that makes 13), and both go to the foundation. Its board places the piles itself, in card
units (``game.board_layout.Placement``): the rows half a card apart across and half a card
down, each over the row above it (``layer``), the pyramid's piles declared to overlap and to
show no mat once taken. It has no solver. It is registered only while a test uses it
(``tests/test_pyramid.py``).
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence

from game.board_layout import BoardLayout, Fan, Placed, Placement
from game.cards import KING, Card
from game.describe import Words
from game.moves import STOCK, WASTE, Move, PileKind, Place, column, foundation
from game.position import FaceDown, Pile, fill, rest
from game.refusal import MSG_EMPTY_COLUMN, Refusal
from game.variant import Aim, RuleOption, Variant

ROWS = 7
CARDS = ROWS * (ROWS + 1) // 2  # 28
PAIR = 13
POINTS = 5
PITCH = 1.1  # card widths from one card of a row to the next
STEP = 0.5  # card heights from one row to the next: the lower half of a card is covered

MSG_COVERED = "This card is covered"
MSG_THIRTEEN = "The two cards must make 13"
MSG_KING = "Only a King goes to the foundation alone"
MSG_NO_PAIR = "No free card makes 13 with this one"
MSG_STAYS = "Cards on the foundation stay there"


def row_of(index: int) -> tuple[int, int]:
    """The row and the place in it of pyramid card ``index`` (numbers from 0)."""
    row = 0
    while index > row:
        index -= row + 1
        row += 1
    return row, index


def below(index: int) -> tuple[int, int] | None:
    """The two pyramid cards that cover card ``index``, or None in the bottom row."""
    row, k = row_of(index)
    if row == ROWS - 1:
        return None
    first = (row + 1) * (row + 2) // 2 + k
    return first, first + 1


def pyramid_piles() -> tuple[Placed, ...]:
    """The pyramid in card units, the top card's corner at (3 * PITCH, 0)."""
    out = []
    for index in range(CARDS):
        row, k = row_of(index)
        out.append(Placed(column(index), x=((ROWS - 1 - row) / 2 + k) * PITCH, y=row * STEP,
                          layer=row, overlap=True, mat=False))
    return tuple(out)


WIDTH = (ROWS - 1) * PITCH + 1  # the pyramid's width, in card widths
HEIGHT = (ROWS - 1) * STEP + 1  # and height, in card heights
SIDE = 0.4  # from the pyramid to a side pile, in card widths
HOME = foundation(0)


class Pyramid(Variant):
    name = "test_pyramid"  # not "pyramid": that name is free for a real game in game/games
    prefix = "TP"
    title = "Pyramid"
    summary = "Pairs that make 13 off a pyramid of 28"
    rule_options = (RuleOption("S", "Standard", "One pass through the stock"),)
    emblem = ("fan", ("6H", "7S", "KD"))
    # The foundation beside the pyramid on one side, the stock over the waste on the other
    # (at the player's hand: they trade sides for a left-handed player); on a tall window
    # the three in a row under the pyramid, the whole in the middle of the table.
    board_layout = BoardLayout((
        Placement((*pyramid_piles(),
                   Placed(HOME, x=-1 - SIDE, y=0, hand=True),
                   Placed(STOCK, x=WIDTH + SIDE, y=0, fan=Fan.STACK, hand=True),
                   Placed(WASTE, x=WIDTH + SIDE, y=1.1, hand=True))),
        Placement((*pyramid_piles(),
                   Placed(HOME, x=0, y=HEIGHT + 0.15, hand=True),
                   Placed(WASTE, x=WIDTH - 1 - PITCH, y=HEIGHT + 0.15, hand=True),
                   Placed(STOCK, x=WIDTH - 1, y=HEIGHT + 0.15, fan=Fan.STACK, hand=True)),
                  at=0.5),
    ))

    # --- the position -------------------------------------------------------------------
    piles = (Pile(PileKind.COLUMN, CARDS), Pile(PileKind.STOCK, face_down=FaceDown.ALL),
             Pile(PileKind.WASTE), Pile(PileKind.FOUNDATION))
    dealing = (fill(PileKind.COLUMN), rest(PileKind.STOCK))

    def describe(self, words: Words) -> str:
        top = self.waste[-1] if self.waste else None
        head = f"{words.stock(len(self.stock))}; {words.waste(top)}"
        free = "; ".join(words.column(i + 1, self.pile(column(i))) for i in range(CARDS)
                         if self.pile(column(i)) and self.is_free(i))
        return f"{head}; {words.foundations(self.foundations)}. {free}."

    def is_free(self, index: int) -> bool:
        """Whether no card of the pyramid lies on card ``index``."""
        covering = below(index)
        return covering is None or not any(self.pile(column(i)) for i in covering)

    # --- rules --------------------------------------------------------------------------
    tap_aims = (Aim.FOUNDATION, Aim.WASTE, Aim.LONGEST_COLUMN)
    tap_refusal = MSG_NO_PAIR
    finishes = False  # every pair is a choice

    def pick_refusal(self, place: Place, index: int) -> Refusal | None:
        if place.kind is PileKind.FOUNDATION or place.kind is PileKind.STOCK:
            return Refusal(MSG_STAYS if place.kind is PileKind.FOUNDATION else MSG_COVERED)
        pile = self.pile(place)
        if not pile:
            return Refusal(MSG_EMPTY_COLUMN)
        if index != len(pile) - 1:
            return Refusal(MSG_COVERED)  # the waste: its top card only
        if place.kind is PileKind.COLUMN and not self.is_free(place.index or 0):
            return Refusal(MSG_COVERED)
        return None

    def accept_refusal(self, target: Place, cards: Sequence[Card], source: Place) -> Refusal | None:
        card = cards[0]
        if target.kind is PileKind.FOUNDATION:
            return None if card.rank == KING else Refusal(MSG_KING)
        if target.kind is PileKind.STOCK:
            return Refusal(MSG_COVERED)
        refusal = self.pick_refusal(target, len(self.pile(target)) - 1)  # the other card
        if refusal is not None:
            return refusal
        return None if card.rank + self.pile(target)[-1].rank == PAIR else Refusal(MSG_THIRTEEN)

    def _apply(self, move: Move) -> int:
        target = move.target
        if move.source != STOCK and target is not None and target.kind is not PileKind.FOUNDATION:
            pair = self._take(move.source, 1) + self._take(target, 1)
            self._put(HOME, pair)
            return self.move_points(move)
        return super()._apply(move)

    def move_points(self, move: Move) -> int:
        if move.source == STOCK:
            return 0
        return POINTS if move.target == HOME else 2 * POINTS

    # --- the end ------------------------------------------------------------------------
    def is_won(self) -> bool:
        return not any(self.pile(column(i)) for i in range(CARDS))

    def is_stuck(self) -> bool:
        """No card left to draw, none to pair, no King free."""
        if self.stock or self.is_won():
            return False
        free = [self.pile(column(i))[0] for i in range(CARDS)
                if self.pile(column(i)) and self.is_free(i)] + self.waste[-1:]
        return not any(card.rank == KING for card in free) and not any(
            a.rank + b.rank == PAIR for a, b in itertools.combinations(free, 2))
