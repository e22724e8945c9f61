"""Easy Harp: two decks, nine columns, one card at a time, eight foundations of fixed suits.

Deal (from ``full_deck(2)`` shuffled by ``game.deal`` with prefix ``EH``): Klondike-style rows.
Row r (0..8) deals one card to each of columns r+1..9, left to right, so cards 0..8 start the
nine columns, cards 9..16 go onto columns 2..9, ..., card 44 ends column 9. Column j thus holds
j cards; only its last card is face up (36 hidden in all). Cards 45..103 form the stock in
drawing order (45 is drawn first); the waste and the foundations start empty.

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

from collections.abc import Iterable
from typing import Any

from game.board_layout import Arrangement, BoardLayout, Fan, Piles, Row, Squeeze, columns_row
from game.cards import KING, Card, Suit, full_deck
from game.deal import deck_for
from game.describe import Words
from game.i18n import N_
from game.moves import STOCK, WASTE, Move, PileKind, Place, column, foundation
from game.registry import register
from game.variant import (
    MSG_EMPTY_COLUMN,
    MSG_EMPTY_FOUNDATION,
    MSG_NO_COLUMN,
    MSG_NO_FOUNDATION,
    MSG_NOWHERE,
    MSG_SAME_PLACE,
    MSG_WHERE,
    LayoutError,
    Refusal,
    RuleOption,
    Variant,
    cards_from_json,
)

COLUMNS = 9
DECKS = 2
SLOT_SUITS: tuple[Suit, ...] = tuple(Suit(i // 2) for i in range(8))
FOUNDATIONS = len(SLOT_SUITS)
POINTS_FOUNDATION = 10
POINTS_WASTE_TO_COLUMN = 5
POINTS_TURN_UP = 5
RED = tuple(suit.is_red for suit in Suit)  # by suit number: faster than Card.is_red
COLUMN_PLACES = tuple(column(i) for i in range(COLUMNS))
FOUNDATION_PLACES = tuple(foundation(i) for i in range(FOUNDATIONS))

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
MSG_BLOCKED = N_("This card is blocked")
MSG_STOCK_AND_WASTE_EMPTY = N_("The stock and the waste are empty")
MSG_TAP_STOCK = N_("Tap the stock to draw a card")
MSG_EMPTY_WASTE = N_("The waste is empty")
MSG_NO_CELLS = N_("This game has no free cells")
MSG_NOT_THERE = N_("Cards cannot go there")


def fits(card: Card, top: Card) -> bool:
    """Whether ``card`` may go onto a face-up ``top``: opposite colour, one rank lower."""
    return card.rank == top.rank - 1 and RED[card.suit] != RED[top.suit]


def build_refusal(card: Card, top: Card) -> Refusal:
    return Refusal(MSG_COLOUR if card.is_red == top.is_red else MSG_RANK)


@register
class EasyHarp(Variant):
    name = "easy_harp"
    prefix = "EH"
    title = N_("Easy Harp")
    summary = N_("Two decks, one card at a time: build eight foundations from the Aces")
    rule_options = (RuleOption("N", N_("Standard"), N_("One card at a time, two decks")),)
    solver = "game.solvers.easy_harp"
    emblem = ("cascade", ("KS", "QH", "JC", "TD", "9S"))
    deck_count = DECKS
    empty_column_rank = KING
    # The eight foundations (two per suit) and, at the player's hand side, waste and stock in
    # the top row; nine columns below. When the top row is wider than the window, each
    # suit's second foundation tucks under the first (its index stays visible).
    board_layout = BoardLayout((
        Arrangement(
            rows=(
                Row(((Piles(PileKind.FOUNDATION, pairs=True),),
                     (Piles(PileKind.WASTE), Piles(PileKind.STOCK, fan=Fan.STACK))),
                    sep=0.3, squeeze=Squeeze.TUCK, sizes_cards=False, hand=True),
                columns_row(),
            ),
            reach=3.0,
        ),
    ))
    showcase_deal = 5

    def __init__(self, options: str, deal: int | None = None) -> None:
        super().__init__(options, deal)
        self.tableau: list[list[Card]] = [[] for _ in range(COLUMNS)]
        self.hidden: list[int] = [0] * COLUMNS  # face-down cards at the top of each column
        self.stock: list[Card] = []  # the next card to draw is the last one
        self.waste: list[Card] = []
        self.foundations: list[list[Card]] = [[] for _ in range(FOUNDATIONS)]

    def _deal(self, deal: int) -> None:
        deck = deck_for(self.prefix, deal, DECKS)
        k = 0
        for row in range(COLUMNS):
            for j in range(row, COLUMNS):
                self.tableau[j].append(deck[k])
                k += 1
        self.hidden = [len(col) - 1 for col in self.tableau]
        self.stock = deck[k:][::-1]

    # --- position -----------------------------------------------------------------------
    def snapshot(self) -> tuple[Any, ...]:
        return (
            tuple(map(tuple, self.tableau)),
            tuple(self.hidden),
            tuple(self.stock),
            tuple(self.waste),
            tuple(map(tuple, self.foundations)),
        )

    def restore(self, snap: Any) -> None:
        tableau, hidden, stock, waste, foundations = snap
        self.tableau = [list(c) for c in tableau]
        self.hidden = list(hidden)
        self.stock = list(stock)
        self.waste = list(waste)
        self.foundations = [list(f) for f in foundations]

    def all_cards(self) -> Iterable[Card]:
        for col in self.tableau:
            yield from col
        yield from self.stock
        yield from self.waste
        for pile in self.foundations:
            yield from pile

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

    def layout(self) -> dict[str, Any]:
        return {
            "game": self.name,
            "options": self.options,
            "tableau": [
                [("#" if k < self.hidden[j] else "") + str(c) for k, c in enumerate(col)]
                for j, col in enumerate(self.tableau)
            ],
            "stock": [str(c) for c in reversed(self.stock)],
            "waste": [str(c) for c in self.waste],
            "foundations": [[str(c) for c in pile] for pile in self.foundations],
        }

    @classmethod
    def from_layout(cls, data: dict[str, Any]) -> EasyHarp:
        options = data.get("options", "N")
        if options != "N":
            raise LayoutError(f"easy_harp options must be N, not {options!r}")
        game = cls(options)
        tableau = data.get("tableau")
        if not isinstance(tableau, list) or len(tableau) != COLUMNS:
            raise LayoutError("easy_harp tableau must be a list of 9 columns")
        for j, col in enumerate(tableau):
            if not isinstance(col, list):
                raise LayoutError(f"column {j + 1} must be a list of cards")
            down = [isinstance(c, str) and c.startswith("#") for c in col]
            hidden = sum(down)
            if down != [True] * hidden + [False] * (len(col) - hidden) or (col and down[-1]):
                raise LayoutError(
                    f"column {j + 1}: face-down cards must come first and the last card face up"
                )
            plain = [c[1:] if d else c for c, d in zip(col, down, strict=True)]
            game.tableau[j] = cards_from_json(plain, f"column {j + 1}")
            game.hidden[j] = hidden
        game.stock = cards_from_json(data.get("stock", []), "stock")[::-1]
        game.waste = cards_from_json(data.get("waste", []), "waste")
        piles = data.get("foundations", [[]] * FOUNDATIONS)
        if not isinstance(piles, list) or len(piles) != FOUNDATIONS:
            raise LayoutError("easy_harp foundations must be a list of 8 piles")
        game.foundations = [cards_from_json(p, f"foundation {i + 1}") for i, p in enumerate(piles)]
        for i, pile in enumerate(game.foundations):
            suit = SLOT_SUITS[i]
            if pile != [Card(r, suit) for r in range(1, len(pile) + 1)]:
                raise LayoutError(f"foundation {i + 1} must run from the Ace of {suit.name}")
        if sorted(game.all_cards()) != sorted(full_deck(DECKS)):
            raise LayoutError("an Easy Harp layout holds each of the 52 cards exactly twice")
        return game

    # --- rules --------------------------------------------------------------------------
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

    def _column_index(self, place: Place) -> int:
        i = place.index
        if i is None or not 0 <= i < COLUMNS:
            raise Refusal(MSG_NO_COLUMN, number=(i or 0) + 1)
        return i

    def _source_card(self, src: Place) -> Card:
        """The one card a move takes from ``src``: a column's last, the waste or pile top."""
        if src.kind is PileKind.COLUMN:
            col = self.tableau[self._column_index(src)]
            if not col:
                raise Refusal(MSG_EMPTY_COLUMN)
            return col[-1]
        if src.kind is PileKind.WASTE:
            if not self.waste:
                raise Refusal(MSG_EMPTY_WASTE)
            return self.waste[-1]
        if src.kind is PileKind.FOUNDATION:
            i = src.index
            if i is None or not 0 <= i < FOUNDATIONS:
                raise Refusal(MSG_NO_FOUNDATION, number=(i or 0) + 1)
            if not self.foundations[i]:
                raise Refusal(MSG_EMPTY_FOUNDATION)
            return self.foundations[i][-1]
        raise Refusal(MSG_NO_CELLS)

    def resolve(self, move: Move) -> Move:
        src, dst, count = move.source, move.target, move.count
        if src.kind is PileKind.STOCK:
            if dst is not None:
                raise Refusal(MSG_TAP_STOCK)
            if not self.stock and not self.waste:
                raise Refusal(MSG_STOCK_AND_WASTE_EMPTY)
            return Move(STOCK)
        card = self._source_card(src)
        if dst is None:
            raise Refusal(MSG_WHERE)
        if dst.kind is PileKind.CELL:
            raise Refusal(MSG_NO_CELLS)
        if dst.kind not in (PileKind.COLUMN, PileKind.FOUNDATION):
            raise Refusal(MSG_NOT_THERE)
        if src == dst:
            raise Refusal(MSG_SAME_PLACE)
        if dst.kind is PileKind.FOUNDATION:
            if src.kind is PileKind.FOUNDATION:
                raise Refusal(MSG_FOUNDATION_BACK)
            if count > 1:
                raise Refusal(MSG_ONE_AT_A_TIME)
            return Move(src, foundation(self._foundation_slot(card, dst.index)), 1)
        j = self._column_index(dst)
        target = self.tableau[j]
        if src.kind is PileKind.COLUMN and not target and count != 1:
            k = self.king_run(self._column_index(src))
            if count in (0, k) and k:
                return Move(src, dst, k)
        if count > 1:
            raise Refusal(MSG_ONE_AT_A_TIME)
        if not target:
            if card.rank != KING:
                raise Refusal(MSG_KING_ONLY)
        elif not fits(card, target[-1]):
            raise build_refusal(card, target[-1])
        return Move(src, dst, 1)

    def _foundation_slot(self, card: Card, slot: int | None) -> int:
        if slot is None:
            found = self.foundation_for(card)
            if found is None:
                raise Refusal(MSG_FOUNDATION)
            return found
        if not 0 <= slot < FOUNDATIONS:
            raise Refusal(MSG_NO_FOUNDATION, number=slot + 1)
        if SLOT_SUITS[slot] != card.suit:
            raise Refusal(MSG_SLOT_SUIT)
        if len(self.foundations[slot]) != card.rank - 1:
            raise Refusal(MSG_FOUNDATION)
        return slot

    def _apply(self, move: Move) -> int:
        src, dst = move.source, move.target
        if src.kind is PileKind.STOCK:
            if self.stock:
                self.waste.append(self.stock.pop())
            else:  # redeal: the first card drawn comes first again
                self.stock = self.waste[::-1]
                self.waste = []
            return 0
        assert dst is not None
        count = move.count or 1
        points = 0
        if src.kind is PileKind.COLUMN:
            assert src.index is not None
            col = self.tableau[src.index]
            cards = col[-count:]
            del col[-count:]
            if col and self.hidden[src.index] == len(col):
                self.hidden[src.index] -= 1
                points += POINTS_TURN_UP
        elif src.kind is PileKind.WASTE:
            cards = [self.waste.pop()]
        else:
            assert src.index is not None
            cards = [self.foundations[src.index].pop()]
        assert dst.index is not None
        if dst.kind is PileKind.FOUNDATION:
            self.foundations[dst.index].extend(cards)
            return points + POINTS_FOUNDATION
        self.tableau[dst.index].extend(cards)
        if src.kind is PileKind.WASTE:
            points += POINTS_WASTE_TO_COLUMN
        return points

    def legal_moves(self) -> list[Move]:
        out: list[Move] = []
        empties = [j for j, col in enumerate(self.tableau) if not col]
        tops = [(j, col[-1]) for j, col in enumerate(self.tableau) if col]
        # (place, card, its own column or -1, may go to a foundation)
        sources = [(COLUMN_PLACES[i], card, i, True) for i, card in tops]
        if self.waste:
            sources.append((WASTE, self.waste[-1], -1, True))
        for f, pile in enumerate(self.foundations):
            if pile:
                sources.append((FOUNDATION_PLACES[f], pile[-1], -1, False))
        for src, card, own, up in sources:
            if up:
                slot = self.foundation_for(card)
                if slot is not None:
                    out.append(Move(src, FOUNDATION_PLACES[slot], 1))
            rank, red = card.rank + 1, RED[card.suit]
            for j, top in tops:
                if top.rank == rank and RED[top.suit] != red and j != own:
                    out.append(Move(src, COLUMN_PLACES[j], 1))
            if rank > KING:
                out.extend(Move(src, COLUMN_PLACES[j], 1) for j in empties)
        if empties:
            for i in range(COLUMNS):
                k = self.king_run(i)
                if k > 1:
                    out.extend(Move(COLUMN_PLACES[i], COLUMN_PLACES[j], k) for j in empties)
        if self.stock or self.waste:
            out.append(Move(STOCK))
        return out

    def is_won(self) -> bool:
        return all(len(pile) == KING for pile in self.foundations)

    # --- the table ----------------------------------------------------------------------
    def pile(self, place: Place) -> list[Card]:
        if place.kind is PileKind.COLUMN:
            return self.tableau[place.index or 0]
        if place.kind is PileKind.WASTE:
            return self.waste
        if place.kind is PileKind.STOCK:
            return self.stock  # bottom first: the next card to draw is on top
        if place.kind is PileKind.FOUNDATION:
            return self.foundations[place.index or 0]
        raise KeyError(place)

    def face_up(self, place: Place, index: int) -> bool:
        if place.kind is PileKind.STOCK:
            return False
        if place.kind is PileKind.COLUMN:
            return index >= self.hidden[place.index or 0]
        return True

    def foundation_suit(self, index: int) -> Suit | None:
        return SLOT_SUITS[index]

    def can_redeal(self) -> bool:
        return not self.stock and bool(self.waste)

    def places(self) -> list[Place]:
        return (
            [column(i) for i in range(COLUMNS)]
            + [STOCK, WASTE]
            + [foundation(i) for i in range(FOUNDATIONS)]
        )

    def pick_refusal(self, place: Place, index: int) -> Refusal | None:
        kind = place.kind
        if kind is PileKind.STOCK:
            return Refusal(MSG_TAP_STOCK)
        if kind is PileKind.CELL:
            return Refusal(MSG_NO_CELLS)
        try:
            self._source_card(place)
        except Refusal as refusal:
            return refusal
        cards = self.pile(place)
        if index == len(cards) - 1:
            return None
        if kind is not PileKind.COLUMN or not 0 <= index < len(cards):
            return Refusal(MSG_BLOCKED)
        i = place.index or 0
        if index < self.hidden[i]:
            return Refusal(MSG_FACE_DOWN)
        if not all(fits(cards[k + 1], cards[k]) for k in range(index, len(cards) - 1)):
            return Refusal(MSG_BLOCKED)
        if cards[index].rank == KING:
            return None  # a King run may go into an empty column
        return Refusal(MSG_ONE_AT_A_TIME)

    def _pick(self, place: Place, index: int) -> int:
        refusal = self.pick_refusal(place, index)
        if refusal:
            raise refusal
        return len(self.pile(place)) - index

    def tap_move(self, place: Place, index: int) -> Move:
        if place.kind is PileKind.STOCK:
            return self.resolve(Move(STOCK))
        count = self._pick(place, index)
        if place.kind is PileKind.FOUNDATION:
            raise Refusal(MSG_FOUNDATION_BACK)
        if count > 1:
            raise Refusal(MSG_FOUNDATION_LAST)
        slot = self.foundation_for(self.pile(place)[-1])
        if slot is None:
            raise Refusal(MSG_FOUNDATION_NOT_YET)
        return Move(place, foundation(slot), 1)

    def double_tap_move(self, place: Place, index: int) -> Move:
        """The seed's order: a foundation, the longest column that takes the card, then an
        empty column for a King (with its run)."""
        if place.kind is PileKind.STOCK:
            return self.resolve(Move(STOCK))
        count = self._pick(place, index)
        if place.kind is PileKind.FOUNDATION:
            raise Refusal(MSG_FOUNDATION_BACK)
        cards = self.pile(place)
        head = cards[index]
        if count == 1:
            slot = self.foundation_for(head)
            if slot is not None:
                return Move(place, foundation(slot), 1)
            by_length = sorted(
                (j for j, col in enumerate(self.tableau) if col and place != column(j)),
                key=lambda j: -len(self.tableau[j]),
            )
            for j in by_length:
                if fits(head, self.tableau[j][-1]):
                    return Move(place, column(j), 1)
        if head.rank == KING and not (place.kind is PileKind.COLUMN and index == 0):
            for j, col in enumerate(self.tableau):
                if not col:
                    return Move(place, column(j), count)
        raise Refusal(MSG_NOWHERE)

    def drag_move(self, place: Place, index: int, target: Place) -> Move:
        count = self._pick(place, index)
        if target.kind is PileKind.FOUNDATION:
            if count > 1:
                raise Refusal(MSG_ONE_AT_A_TIME)
            if place.kind is PileKind.FOUNDATION:
                raise Refusal(MSG_FOUNDATION_BACK)
            card = self.pile(place)[-1]
            slot = self.foundation_for(card)
            if slot is None:
                # Say why in terms of the slot the card was dropped on.
                aimed = target.index
                if aimed is not None and 0 <= aimed < FOUNDATIONS and (
                    SLOT_SUITS[aimed] != card.suit
                ):
                    raise Refusal(MSG_SLOT_SUIT)
                raise Refusal(MSG_FOUNDATION)
            return Move(place, foundation(slot), 1)
        if target == place:
            raise Refusal(MSG_SAME_PLACE)
        if target.kind is not PileKind.COLUMN:
            raise Refusal(MSG_NOT_THERE)
        return self.resolve(Move(place, target, count))
