"""Easy Harp: two decks, nine columns, one card at a time, eight foundations of fixed suits.

Deal (from ``full_deck(2)`` shuffled by ``game.deal`` with prefix ``EH``): Klondike-style rows.
Row r (0..8) deals one card to each of columns r+1..9, left to right, so cards 0..8 start the
nine columns, cards 9..16 go onto columns 2..9, ..., card 44 ends column 9. Column j thus holds
j cards; only its last card is face up (36 hidden in all). Cards 45..103 form the stock in
drawing order (45 is drawn first); the waste and the foundations start empty
(``EasyHarp.piles`` and ``EasyHarp.dealing``).

Rules: on a column, the opposite colour and one rank lower; between columns only the last card
moves, except a King-headed run (alternating colours, descending) moving as a unit into an
EMPTY column; an empty column takes only a King. A hidden card that becomes last turns up by
itself, in the same action (+5). Foundations f1..f8 belong to ♠ ♠ ♥ ♥ ♦ ♦ ♣ ♣ and go A..K; a card
sent to the foundations goes to the first of its suit that takes it. Cards may come back from a
foundation to a column (0 points). The stock turns one card onto the waste; when it is empty,
``s`` turns the waste back into the stock in the same order (unlimited, free).
Score: +10 a card onto a foundation, +5 waste to column, +5 a card turned up, 0 the rest; a win
that never took a card back scores 1 220 + 5 per card played from the waste to a column.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

from game.board_layout import (
    Align,
    Arrangement,
    BoardLayout,
    Fan,
    Piles,
    Reach,
    Row,
    columns_row,
    suit_pairs,
)
from game.cards import KING, Card, Suit
from game.describe import Words
from game.i18n import N_
from game.moves import STOCK, WASTE, Move, PileKind, Place
from game.parts import Solver
from game.position import FaceDown, LayoutError, Pile, rest, triangle
from game.refusal import (
    MSG_BLOCKED,
    MSG_EMPTY_COLUMN,
    MSG_EMPTY_FOUNDATION,
    MSG_NOT_THERE,
    Refusal,
)
from game.registry import register
from game.variant import Aim, RuleOption, Variant

COLUMNS = 9
DECKS = 2
SLOT_SUITS: tuple[Suit, ...] = tuple(Suit(i // 2) for i in range(8))
FOUNDATIONS = len(SLOT_SUITS)
POINTS_FOUNDATION = 10
POINTS_WASTE_TO_COLUMN = 5
POINTS_TURN_UP = 5
MAX_PASSES = 10**9  # what a saved game may say (the counter itself has no limit)
RED = tuple(suit.is_red for suit in Suit)  # by suit number: faster than Card.is_red

MSG_ONE_AT_A_TIME = N_("One card at a time: move the last card of a column")
MSG_KING_ONLY = N_("Only a King can go into an empty column")
MSG_COLOUR = N_("Must be the opposite colour")
MSG_RANK = N_("Must be one rank lower")
MSG_SLOT_SUIT = N_("This foundation is for another suit")
MSG_FOUNDATION = N_("Foundations are built up by suit from the Ace, one card at a time")
MSG_FOUNDATION_NOT_YET = N_("This card cannot go to a foundation yet")
MSG_FOUNDATION_LAST = N_("Only the last card of a column can go to a foundation")
MSG_FOUNDATION_BACK = N_("Drag a foundation card back to a column")
MSG_FACE_DOWN = N_("This card is face down")
MSG_STOCK_AND_WASTE_EMPTY = N_("The stock and the waste are empty")
MSG_TAP_STOCK = N_("Tap the stock to draw a card")
MSG_EMPTY_WASTE = N_("The waste is empty")
MSG_NO_CELLS = N_("This game has no free cells")
EMPTY_REFUSALS = {
    PileKind.COLUMN: MSG_EMPTY_COLUMN,
    PileKind.WASTE: MSG_EMPTY_WASTE,
    PileKind.FOUNDATION: MSG_EMPTY_FOUNDATION,
}


class EasyHarp(Variant):
    name = "easy_harp"
    prefix = "EH"
    menu_order = 20
    # What the shared tests check (Variant): the seed's facts and the glossary's words on
    # its rules page, the least card widths at the deal (issue #25, from the screenshots).
    page_facts = ("1 220", "104", "999 999", "EH1-N-AAAAAAF", "+10", "+5", "7♥")
    page_terms: ClassVar[dict[str, tuple[str, ...]]] = {
        "he": ("קופה", "ערימת ההשלכה", "ערימות היסוד"),
        "hu": ("húzópakli", "dobópakli", "alappakli", "oszlop"),
        "ru": ("запас", "сброс", "основани", "колонк"),
        "en": ("stock", "waste", "foundation", "column"),
    }
    least_card_widths: ClassVar[dict[tuple[int, int], int]] = {
        (800, 480): 62, (1280, 800): 104, (1920, 1080): 150, (800, 1280): 74}
    title = N_("Easy Harp")
    summary = N_("Two decks, one card at a time: build eight foundations from the Aces")
    rule_options = (RuleOption("N", N_("Standard"), N_("One card at a time, two decks")),)
    solver = Solver("game.games.easy_harp.solver:search",
                    heuristic="game.games.easy_harp.hint:heuristic",
                    hint="game.games.easy_harp.hint:fair_hint_search",
                    key="game.games.easy_harp.hint:position_key",
                    learn="game.games.easy_harp.hint:learn")
    lesson = "game.games.easy_harp.lesson:LESSON"
    examples = "game.games.easy_harp.examples:EXAMPLES"
    proved_deals = "game.games.easy_harp.winnable:DEALS"
    opening_hints = "game.games.easy_harp.openings:OPENINGS"
    move_generator = "game.games.easy_harp.moves:MOVES"
    emblem = ("cascade", ("KS", "QH", "JC", "TD", "9S"))
    deck_count = DECKS
    empty_column_rank = KING
    # Nine columns, sized for the deal (eight backs under a card); a column of six backs
    # under a King-to-Ace run still shows every index, squeezed. The eight foundations stand
    # in suit pairs, each pair on its tray, along the top row; the waste and the stock end
    # it at the player's hand. In portrait the stock and the waste go to the bottom edge,
    # under the thumb, when that gives bigger cards.
    board_layout = BoardLayout((
        Arrangement(
            rows=(Row((*suit_pairs(PileKind.FOUNDATION, FOUNDATIONS),
                       (Piles(PileKind.WASTE), Piles(PileKind.STOCK, fan=Fan.STACK))),
                      sep=0.3, hand=True),
                  columns_row()),
            deal=Reach(up=1, down=COLUMNS - 1), reach=Reach(up=13, down=6),
            fill=Reach(up=8, down=COLUMNS - 1),
        ),
        Arrangement(
            rows=(Row(suit_pairs(PileKind.FOUNDATION, FOUNDATIONS), sep=0.3),
                  columns_row(),
                  Row(((Piles(PileKind.WASTE), Piles(PileKind.STOCK, fan=Fan.STACK)),),
                      align=Align.GRID, hand=True, bottom=True)),
            deal=Reach(up=1, down=COLUMNS - 1), reach=Reach(up=13, down=6),
            fill=Reach(up=8, down=COLUMNS - 1), orientation="portrait",
        ),
    ))
    showcase_deal = 5

    # --- the position -------------------------------------------------------------------
    piles = (
        Pile(PileKind.COLUMN, COLUMNS, face_down=FaceDown.DEALT),
        Pile(PileKind.STOCK, face_down=FaceDown.ALL),
        Pile(PileKind.WASTE),
        Pile(PileKind.FOUNDATION, FOUNDATIONS),
    )
    dealing = (triangle(PileKind.COLUMN), rest(PileKind.STOCK))
    turn_up_points = POINTS_TURN_UP

    def __init__(self, options: str, deal: int | None = None) -> None:
        super().__init__(options, deal)
        # Times the waste was turned back into the stock: part of the position (undo takes a
        # turn back back) but not of its layout, whose format the SPEC fixes (a game read
        # from a layout starts at its first pass).
        self.passes = 0

    def snapshot(self) -> tuple[Any, int]:
        return super().snapshot(), self.passes

    def restore(self, snap: Any) -> None:
        cards, self.passes = snap
        super().restore(cards)

    def key(self) -> Any:
        return super().snapshot()  # the same cards in the same places: the same position

    def pass_number(self) -> int:
        """The pass through the stock the player is on: 1, then one more each time the
        waste was turned back."""
        return self.passes + 1

    def beyond_layout(self) -> dict[str, int]:
        return {"passes": self.passes}

    def set_beyond_layout(self, values: dict[str, Any]) -> None:
        passes = values.get("passes", 0)
        if type(passes) is not int or not 0 <= passes <= MAX_PASSES:
            raise LayoutError(f"passes must be a whole number 0..{MAX_PASSES}")
        self.passes = passes

    def _apply(self, move: Move) -> int:
        if move.target == STOCK:
            self.passes += 1
        return super()._apply(move)

    @property
    def waste_top(self) -> Card | None:
        return self.waste[-1] if self.waste else None

    def hidden_count(self) -> int:
        return sum(self.hidden)

    def describe(self, words: Words) -> str:
        piles = words.foundations(self.foundations)
        head = f"{words.stock(len(self.stock))}; {words.waste(self.waste_top)}; {piles}."
        columns = "; ".join(
            self._describe_column(words, j) for j in range(COLUMNS)
        )
        return f"{head} {columns}."

    def _describe_column(self, words: Words, j: int) -> str:
        cards, hidden = self.tableau[j], self.hidden[j]
        if not hidden:
            return words.column(j + 1, cards)
        down = words.t.ngettext("{n} hidden card", "{n} hidden cards", hidden).format(n=hidden)
        return words._(
            N_("Column {number}: {cards} (free: {card})"),
            number=j + 1,
            cards=", ".join([down, words.cards(cards[hidden:])]),
            card=words.card(cards[-1]),
        )

    # --- rules --------------------------------------------------------------------------
    # One card at a time: the last card of a column, the waste's top, a foundation's top
    # (back to a column). A column takes the opposite colour one rank lower; an empty column
    # only a King, the one group that moves: a King-headed run. A foundation takes its suit
    # from the Ace. A card turned up by a move scores on top of it.
    tap_aims = (Aim.FOUNDATION,)
    double_tap_aims = (Aim.FOUNDATION, Aim.LONGEST_COLUMN, Aim.EMPTY_COLUMN)
    tap_refusal = MSG_FOUNDATION_NOT_YET
    tap_group_refusal = MSG_FOUNDATION_LAST
    foundation_tap_refusal = MSG_FOUNDATION_BACK
    stock_refusal = MSG_STOCK_AND_WASTE_EMPTY
    missing_refusals: ClassVar[dict[PileKind, str]] = {PileKind.CELL: MSG_NO_CELLS}
    rule_sections: ClassVar[dict[str, str]] = {
        MSG_ONE_AT_A_TIME: "one-card",
        MSG_KING_ONLY: "empty-column",
        MSG_COLOUR: "moves",
        MSG_RANK: "moves",
        MSG_FACE_DOWN: "moves",
        MSG_BLOCKED: "one-card",
        MSG_SLOT_SUIT: "foundations",
        MSG_FOUNDATION: "foundations",
        MSG_FOUNDATION_NOT_YET: "foundations",
        MSG_FOUNDATION_LAST: "foundations",
        MSG_FOUNDATION_BACK: "features",
        MSG_STOCK_AND_WASTE_EMPTY: "stock",
        MSG_TAP_STOCK: "stock",
        MSG_EMPTY_WASTE: "stock",
    }

    def king_run(self, i: int) -> int:
        """Length of the King-headed run (face up, alternating, descending) ending column
        ``i``, or 0 if the column does not end in one."""
        col = self.tableau[i]
        k = len(col) - 1
        if k < 0:
            return 0
        while k > self.hidden[i] and fits(col[k], col[k - 1]):
            k -= 1
        return len(col) - k if col[k].rank == KING else 0

    def foundation_for(self, card: Card) -> int | None:
        """The first foundation that takes ``card`` (its suit's slots, left first)."""
        first = 2 * card.suit
        for slot in (first, first + 1):
            if len(self.foundations[slot]) == card.rank - 1:
                return slot
        return None

    def pick_refusal(self, place: Place, index: int) -> Refusal | None:
        kind = place.kind
        if kind is PileKind.STOCK:
            return Refusal(MSG_TAP_STOCK)
        cards = self.pile(place)
        if not cards:
            return Refusal(EMPTY_REFUSALS[kind])
        if index == len(cards) - 1:
            return None
        if kind is not PileKind.COLUMN or not 0 <= index < len(cards):
            return Refusal(MSG_BLOCKED)
        if not self.face_up(place, index):
            return Refusal(MSG_FACE_DOWN)
        if not all(fits(cards[k + 1], cards[k]) for k in range(index, len(cards) - 1)):
            return Refusal(MSG_BLOCKED)
        if cards[index].rank == KING:
            return None  # a King run may go into an empty column
        return Refusal(MSG_ONE_AT_A_TIME)

    def accept_refusal(self, target: Place, cards: Sequence[Card], source: Place) -> Refusal | None:
        head = cards[0]
        if target.kind is PileKind.FOUNDATION:
            if source.kind is PileKind.FOUNDATION:
                return Refusal(MSG_FOUNDATION_BACK)
            if len(cards) > 1:
                return Refusal(MSG_ONE_AT_A_TIME)
            if SLOT_SUITS[target.index or 0] != head.suit:
                return Refusal(MSG_SLOT_SUIT)
            ok = len(self.pile(target)) == head.rank - 1
            return None if ok else Refusal(MSG_FOUNDATION)
        if target.kind is not PileKind.COLUMN:
            return Refusal(MSG_NOT_THERE)
        col = self.pile(target)
        if not col:
            return None if head.rank == KING else Refusal(MSG_KING_ONLY)
        if len(cards) > 1:
            return Refusal(MSG_ONE_AT_A_TIME)
        return None if fits(head, col[-1]) else build_refusal(head, col[-1])

    def move_points(self, move: Move) -> int:
        if move.target.kind is PileKind.FOUNDATION:
            return POINTS_FOUNDATION
        waste_to_column = move.source == WASTE and move.target.kind is PileKind.COLUMN
        return POINTS_WASTE_TO_COLUMN if waste_to_column else 0

    # --- the table ----------------------------------------------------------------------
    def foundation_suit(self, index: int) -> Suit | None:
        return SLOT_SUITS[index]

    def can_redeal(self) -> bool:
        return not self.stock and bool(self.waste)


# --- helpers ----------------------------------------------------------------------------------
def fits(card: Card, top: Card) -> bool:
    """Whether ``card`` may go onto a face-up ``top``: opposite colour, one rank lower."""
    return card.rank == top.rank - 1 and RED[card.suit] != RED[top.suit]


def build_refusal(card: Card, top: Card) -> Refusal:
    return Refusal(MSG_COLOUR if card.is_red == top.is_red else MSG_RANK)


register(EasyHarp)
