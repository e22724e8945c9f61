"""Golf: clear seven columns of five onto one waste pile, one rank up or down.

Deal (from the shuffled deck of ``game.deal``): cards 0..34 go row by row into the seven
columns (card k to column k mod 7), card 35 is turned onto the waste, cards 36..51 form the
stock in drawing order (36 is drawn first).

Options: ``E`` (Easy, default): King and Ace are neighbours; ``C`` (Classic): they are not.
A Queen may go on a King in both. Drawing is allowed at any time; there is no redeal.
Score: +10 a removed card, 0 a draw; stuck: -10 a card left on the table (never below 0).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any, ClassVar

from game.board_layout import Align, Arrangement, BoardLayout, Fan, Piles, Reach, Row, columns_row
from game.cards import ACE, KING, Card
from game.deal import deck_for
from game.describe import Words
from game.i18n import N_
from game.moves import STOCK, WASTE, Move, PileKind, Place, column
from game.registry import register
from game.variant import (
    MSG_BLOCKED,
    MSG_EMPTY_COLUMN,
    Aim,
    LayoutError,
    Refusal,
    RuleOption,
    Variant,
    cards_from_json,
)

COLUMNS = 7
ROWS = 5
POINTS_REMOVE = 10
PENALTY_PER_CARD = 10
STOCK_ROW = ((Piles(PileKind.STOCK, fan=Fan.STACK), Piles(PileKind.WASTE, fan=Fan.RIGHT)),)

MSG_RANK = N_("Must be one rank higher or lower")
MSG_STOCK_EMPTY = N_("The stock is empty")
MSG_WASTE = N_("Take a card from a column onto the waste, or draw from the stock")
MSG_STUCK = N_("No more possible moves")


def fits(card: Card, top: Card | None, wrap: bool) -> bool:
    """Whether ``card`` may go onto the waste top ``top`` (no top: anything goes)."""
    if top is None:
        return True
    diff = abs(card.rank - top.rank)
    return diff == 1 or (wrap and diff == KING - ACE)


@register
class Golf(Variant):
    name = "golf"
    prefix = "GO"
    title = N_("Golf")
    summary = N_("Clear seven columns onto the waste, one rank up or down")
    rule_options = (
        RuleOption("E", N_("Easy"), N_("King and Ace connected")),
        RuleOption("C", N_("Classic"), N_("King and Ace separate")),
    )
    legacy_options: ClassVar[dict[str, str]] = {"N": "E"}  # codes of the seed's app
    solver = "game.games.golf.solver"
    emblem = ("fan", ("7H", "8C", "9D", "TS", "JH"))
    # Seven columns of five, every index readable; a column only shrinks, so it keeps its
    # place and spacing to the end. In landscape the stock and the waste (fanned so its last
    # cards show) sit centred below the columns, the group a third of the way down the spare
    # height; in portrait they sit at the bottom edge, under the player's thumb, and the
    # columns' overlap takes the height between.
    # Par of a round of nine holes (game.rounds): nine times the strokes a hole of steady
    # play, deals 1-10 000 (python tools/golf_par.py; the Golf rules page explains it).
    round_par: ClassVar[dict[str, int]] = {"E": 29, "C": 67}
    board_layout = BoardLayout((
        Arrangement(
            rows=(columns_row(), Row(STOCK_ROW, align=Align.CENTRE)),
            deal=Reach(up=ROWS), max_step=0.42, at=1 / 3, orientation="landscape",
        ),
        Arrangement(
            rows=(columns_row(), Row(STOCK_ROW, align=Align.CENTRE, bottom=True)),
            deal=Reach(up=ROWS), max_step=0.6, at=0.4, orientation="portrait",
        ),
    ))

    def __init__(self, options: str, deal: int | None = None) -> None:
        super().__init__(options, deal)
        self.tableau: list[list[Card]] = [[] for _ in range(COLUMNS)]
        self.waste: list[Card] = []
        self.stock: list[Card] = []  # the next card to draw is the last one

    @property
    def wrap(self) -> bool:
        """Easy mode: King and Ace connected."""
        return self.options == "E"

    def _deal(self, deal: int) -> None:
        deck = deck_for(self.prefix, deal)
        for k in range(COLUMNS * ROWS):
            self.tableau[k % COLUMNS].append(deck[k])
        self.waste = [deck[COLUMNS * ROWS]]
        self.stock = deck[COLUMNS * ROWS + 1 :][::-1]

    # --- position -----------------------------------------------------------------------
    def snapshot(self) -> tuple[tuple[tuple[Card, ...], ...], tuple[Card, ...], tuple[Card, ...]]:
        return tuple(map(tuple, self.tableau)), tuple(self.waste), tuple(self.stock)

    def restore(self, snap: Any) -> None:
        tableau, waste, stock = snap
        self.tableau = [list(c) for c in tableau]
        self.waste = list(waste)
        self.stock = list(stock)

    def key(self) -> tuple[Any, ...]:
        # Only the waste top matters for play: the cards beneath it never come back.
        return tuple(map(len, self.tableau)), len(self.stock), self.waste_top

    def describe(self, words: Words) -> str:
        head = f"{words.stock(len(self.stock))}; {words.waste(self.waste_top)}."
        columns = "; ".join(words.column(i + 1, col) for i, col in enumerate(self.tableau))
        return f"{head} {columns}."

    def all_cards(self) -> Iterable[Card]:
        for col in self.tableau:
            yield from col
        yield from self.waste
        yield from self.stock

    @property
    def waste_top(self) -> Card | None:
        return self.waste[-1] if self.waste else None

    def layout(self) -> dict[str, Any]:
        return {
            "game": self.name,
            "options": self.options,
            "tableau": [[str(c) for c in col] for col in self.tableau],
            "waste": [str(c) for c in self.waste],
            "stock": [str(c) for c in reversed(self.stock)],
        }

    @classmethod
    def from_layout(cls, data: dict[str, Any]) -> Golf:
        options = data.get("options", "E")
        options = "E" if options == "N" else options
        if options not in ("E", "C"):
            raise LayoutError(f"golf options must be E or C, not {options!r}")
        tableau = data.get("tableau")
        if not isinstance(tableau, list) or len(tableau) != COLUMNS:
            raise LayoutError("golf tableau must be a list of 7 columns")
        game = cls(options)
        game.tableau = [cards_from_json(col, f"column {i + 1}") for i, col in enumerate(tableau)]
        game.waste = cards_from_json(data.get("waste", []), "waste")
        game.stock = cards_from_json(data.get("stock", []), "stock")[::-1]
        seen = list(game.all_cards())
        if len(set(seen)) != len(seen):
            raise LayoutError("a card appears twice in the layout")
        return game

    # --- rules --------------------------------------------------------------------------
    # Only the last card of a column is free; it goes onto the waste when it is one rank
    # above or below the waste's top card. The stock turns one card at a time, at any time.
    tap_aims = (Aim.WASTE,)
    finishes = False  # every removal is a choice
    lone_column_target = WASTE  # "5": column 5's last card onto the waste
    stock_refusal = MSG_STOCK_EMPTY
    missing_refusals: ClassVar[dict[PileKind, str]] = {
        PileKind.CELL: MSG_WASTE,
        PileKind.FOUNDATION: MSG_WASTE,
    }

    def pick_refusal(self, place: Place, index: int) -> Refusal | None:
        if place.kind is not PileKind.COLUMN:
            return Refusal(MSG_WASTE)
        col = self.tableau[place.index or 0]
        if not col:
            return Refusal(MSG_EMPTY_COLUMN)
        return Refusal(MSG_BLOCKED) if index != len(col) - 1 else None

    def accept_refusal(self, target: Place, cards: Sequence[Card], source: Place) -> Refusal | None:
        if target.kind is not PileKind.WASTE:
            return Refusal(MSG_WASTE)
        return None if fits(cards[0], self.waste_top, self.wrap) else Refusal(MSG_RANK)

    def move_points(self, move: Move) -> int:
        return POINTS_REMOVE if move.source.kind is PileKind.COLUMN else 0

    def cards_left(self) -> int:
        return sum(map(len, self.tableau))

    def is_won(self) -> bool:
        return not any(self.tableau)

    def is_stuck(self) -> bool:
        if self.stock or self.is_won():
            return False
        top = self.waste_top
        return not any(col and fits(col[-1], top, self.wrap) for col in self.tableau)

    def penalty(self) -> int:
        return PENALTY_PER_CARD * self.cards_left() if self.is_stuck() else 0

    def hole_strokes(self) -> int:
        """As a hole of a round: the cards left in the columns, or minus the cards left in
        the stock when the columns are clear."""
        return -len(self.stock) if self.is_won() else self.cards_left()

    # --- the table ----------------------------------------------------------------------
    def pile(self, place: Place) -> list[Card]:
        if place.kind is PileKind.COLUMN:
            return self.tableau[place.index or 0]
        if place.kind is PileKind.WASTE:
            return self.waste
        if place.kind is PileKind.STOCK:
            return self.stock  # bottom first: the next card to draw is on top
        raise KeyError(place)

    def face_up(self, place: Place, index: int) -> bool:
        return place.kind is not PileKind.STOCK

    def places(self) -> list[Place]:
        return [column(i) for i in range(COLUMNS)] + [WASTE, STOCK]
