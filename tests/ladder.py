"""Ladder, a toy game that exists only in the tests: proof that a game is one module.

Six spades, Ace to 6, lie in two columns (6 4 2 and 5 3 A, whatever the deal number); the
last card of a column goes to the one foundation when it is the next rank up. Every game of
it is won in six taps. It describes itself on its class the way the real games do (name,
code prefix, title, options, menu emblem, board layout), declares its rules as the base asks
(what may be picked up, what a pile accepts, the points, where a tap looks), and is
registered only while a test uses it (``game.registry.register`` / ``unregister``): nothing
in ``scenes/`` knows it.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from game.board_layout import Arrangement, BoardLayout, Piles, Reach, Row, columns_row
from game.cards import Card
from game.describe import Words
from game.moves import Move, PileKind, Place, column, foundation
from game.variant import Aim, LayoutError, Refusal, RuleOption, Variant, cards_from_json

DEALT = (("6S", "4S", "2S"), ("5S", "3S", "AS"))
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

    def __init__(self, options: str, deal: int | None = None) -> None:
        super().__init__(options, deal)
        self.columns: list[list[Card]] = [[], []]
        self.home: list[Card] = []

    def _deal(self, deal: int) -> None:
        self.columns = [[Card.parse(c) for c in col] for col in DEALT]

    # --- the position -------------------------------------------------------------------
    def snapshot(self) -> tuple[tuple[Card, ...], ...]:
        return (*map(tuple, self.columns), tuple(self.home))

    def restore(self, snap: Any) -> None:
        *cols, home = snap
        self.columns = [list(c) for c in cols]
        self.home = list(home)

    def all_cards(self) -> Iterable[Card]:
        for col in self.columns:
            yield from col
        yield from self.home

    def layout(self) -> dict[str, Any]:
        return {"game": self.name, "options": self.options,
                "tableau": [[str(c) for c in col] for col in self.columns],
                "foundation": [str(c) for c in self.home]}

    @classmethod
    def from_layout(cls, data: dict[str, Any]) -> Ladder:
        game = cls("S")
        tableau = data.get("tableau")
        if not isinstance(tableau, list) or len(tableau) != 2:
            raise LayoutError("Ladder needs two columns")
        game.columns = [cards_from_json(col, "a column") for col in tableau]
        game.home = cards_from_json(data.get("foundation", []), "the foundation")
        return game

    def describe(self, words: Words) -> str:
        return "; ".join(words.column(i + 1, col) for i, col in enumerate(self.columns))

    # --- rules --------------------------------------------------------------------------
    # The last card of a column goes to the foundation when it is the next rank up.
    tap_aims = (Aim.FOUNDATION,)

    def pick_refusal(self, place: Place, index: int) -> Refusal | None:
        if place.kind is not PileKind.COLUMN or index != len(self.pile(place)) - 1:
            return Refusal(MSG_LAST)
        return None

    def accept_refusal(self, target: Place, cards: Sequence[Card], source: Place) -> Refusal | None:
        if target.kind is not PileKind.FOUNDATION or cards[0].rank != len(self.home) + 1:
            return Refusal(MSG_RANK)
        return None

    def move_points(self, move: Move) -> int:
        return 10

    def is_won(self) -> bool:
        return len(self.home) == 6

    # --- the piles ----------------------------------------------------------------------
    def pile(self, place: Place) -> list[Card]:
        if place.kind is PileKind.COLUMN and place.index in (0, 1):
            return self.columns[place.index]
        if place.kind is PileKind.FOUNDATION:
            return self.home
        raise KeyError(place)

    def places(self) -> list[Place]:
        return [column(0), column(1), foundation(0)]
