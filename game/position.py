"""The position every game shares: the piles a game declares, and the cards on them.

A game says once what lies on its table and how a deal gets there; everything about the
position follows (``Position``, the base of ``game.variant.Variant``):

    piles = (
        Pile(PileKind.COLUMN, 7),                        # seven columns, face up
        Pile(PileKind.WASTE),                            # one waste
        Pile(PileKind.STOCK, face_down=FaceDown.ALL),    # one stock, face down
    )
    dealing = (rows(PileKind.COLUMN, 5), fill(PileKind.WASTE), rest(PileKind.STOCK))

``piles``: each kind of pile once, in the order of ``places()``; how many (a number, or one per
rule option: ``{"C8": 8, "C4": 4}``) and which cards lie face down (``FaceDown``).
``dealing``: the steps that deal the shuffled deck onto them, from its first card on
(``rows``, ``triangle``, ``fill``, ``onto``, ``rest``, ``card``); a step stops when the deck
is out.

From these come the piles themselves (``pile``, ``places``, ``face_up``, ``covered``), the deal
(``_deal``), the frozen position for undo and search (``snapshot``, ``restore``, ``key``), the
JSON layout of SPEC.md both ways (``layout``, ``from_layout``, checked by ``check_layout``) and
the cards turned up when they become the last of their pile (``_turn_up``). A game overrides
these only for state beyond its cards (Easy Harp's passes through the stock).

Storage: one list per pile, bottom (covered) card first, in ``places()`` order. A stock keeps
its next card to draw last; the deck and the layout give a stock in drawing order.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections import Counter
from collections.abc import Callable, Hashable, Iterable, Mapping
from dataclasses import dataclass
from enum import Enum
from functools import cache
from typing import Any, ClassVar, TypeVar

from game.cards import Card, Suit, full_deck
from game.deal import deck_for
from game.moves import CELL_LETTERS, STOCK, WASTE, PileKind, Place

P = TypeVar("P", bound="Position")


class LayoutError(ValueError):
    """A layout (JSON position) that does not describe a valid position of the game."""


class FaceDown(Enum):
    """Which cards of a pile lie face down."""

    NONE = "none"  # every card face up
    ALL = "all"  # every card (a stock)
    DEALT = "dealt"  # the cards dealt under the last one, each until it becomes the last


@dataclass(frozen=True)
class Pile:
    """One kind of pile of a game's table: ``count`` of them (or one count per rule option),
    numbered from 0 left to right, with ``face_down`` saying which cards lie face down."""

    kind: PileKind
    count: int | Mapping[str, int] = 1
    face_down: FaceDown = FaceDown.NONE

    def count_for(self, options: str) -> int:
        return self.count if isinstance(self.count, int) else self.count[options]


# The layout's name for each kind of pile (SPEC.md): the columns and the foundations are lists
# of piles, the cells a list of cards or nulls, the waste and the stock one list each.
LAYOUT_KEYS = {
    PileKind.COLUMN: "tableau",
    PileKind.CELL: "cells",
    PileKind.WASTE: "waste",
    PileKind.STOCK: "stock",
    PileKind.FOUNDATION: "foundations",
}
FACE_DOWN_MARK = "#"


# --- the deal ---------------------------------------------------------------------------------
class Dealer:
    """A deal going out: the deck's cards in order (``next``), onto the piles of each kind."""

    def __init__(self, deck: list[Card], piles: Mapping[PileKind, list[list[Card]]]) -> None:
        self.deck = list(deck)
        self.piles = piles

    def next(self) -> Card | None:
        """The next card of the deck, or None once all are out."""
        return self.deck.pop(0) if self.deck else None

    def put(self, kind: PileKind, index: int, cards: list[Card]) -> None:
        """``cards`` onto pile ``index`` of ``kind``, in order (a stock: in drawing order)."""
        pile = self.piles[kind][index]
        if kind is PileKind.STOCK:
            pile[:0] = reversed(cards)  # the next card to draw is the last of the list
        else:
            pile.extend(cards)


DealStep = Callable[[Dealer], None]


def rows(kind: PileKind, count: int) -> DealStep:
    """``count`` rows across every pile of ``kind``: one card to each, left to right."""

    def step(dealer: Dealer) -> None:
        for _row in range(count):
            fill(kind)(dealer)

    return step


def triangle(kind: PileKind) -> DealStep:
    """Klondike's rows: row ``r`` deals one card to each pile from the ``r``-th on, so pile
    ``j`` gets ``j + 1`` cards."""

    def step(dealer: Dealer) -> None:
        piles = len(dealer.piles[kind])
        for row in range(piles):
            onto(kind, *range(row, piles))(dealer)

    return step


def fill(kind: PileKind) -> DealStep:
    """One card to each pile of ``kind``, left to right, while cards are left."""

    def step(dealer: Dealer) -> None:
        onto(kind, *range(len(dealer.piles[kind])))(dealer)

    return step


def onto(kind: PileKind, *indices: int) -> DealStep:
    """One card onto each of these piles of ``kind`` (numbers from 0), while cards are left."""

    def step(dealer: Dealer) -> None:
        for index in indices:
            card = dealer.next()
            if card is None:
                return
            dealer.put(kind, index, [card])

    return step


def rest(kind: PileKind) -> DealStep:
    """Every card left onto the first pile of ``kind`` (a stock: the first of them is drawn
    first)."""

    def step(dealer: Dealer) -> None:
        cards, dealer.deck = dealer.deck, []
        dealer.put(kind, 0, cards)

    return step


def card(kind: PileKind, text: str) -> DealStep:
    """The card ``text``, taken out of the deck, onto the first pile of ``kind`` (Black
    Hole's Ace of spades on its foundation)."""
    wanted = Card.parse(text)

    def step(dealer: Dealer) -> None:
        dealer.deck.remove(wanted)
        dealer.put(kind, 0, [wanted])

    return step


# --- the table of one game and option ---------------------------------------------------------
@dataclass(frozen=True)
class Table:
    """Where each pile of a game with one rule option sits in the position's list."""

    piles: tuple[Pile, ...]
    places: tuple[Place, ...]
    place_set: frozenset[Place]
    spans: dict[PileKind, tuple[int, int]]  # kind: (first pile's slot, how many)
    face_down: tuple[FaceDown, ...]  # by slot
    dealt_down: bool  # some pile has FaceDown.DEALT


@cache
def table_of(game: type[Position], options: str) -> Table:
    """The table of ``game`` with rule option ``options``, worked out once."""
    piles = game.piles
    places: list[Place] = []
    spans: dict[PileKind, tuple[int, int]] = {}
    face_down: list[FaceDown] = []
    for pile in piles:
        if pile.kind in spans:
            raise ValueError(f"{pile.kind.value} piles are declared twice")
        count = pile.count_for(options)
        spans[pile.kind] = (len(places), count)
        if pile.kind in (PileKind.WASTE, PileKind.STOCK):  # one of each, with no number
            places += [Place(pile.kind)] * count
        else:
            places += [Place(pile.kind, i) for i in range(count)]
        face_down += [pile.face_down] * count
    dealt = FaceDown.DEALT in face_down
    return Table(piles, tuple(places), frozenset(places), spans, tuple(face_down), dealt)


# --- the position -----------------------------------------------------------------------------
class Position(ABC):
    """The cards on a game's declared piles (see the module docstring). ``Variant`` builds on
    it and gives what it asks of the game: ``name``, ``prefix`` and the rule options."""

    name: ClassVar[str]
    prefix: ClassVar[str]
    legacy_options: ClassVar[dict[str, str]] = {}
    # What lies on the table, and how a deal gets there.
    piles: ClassVar[tuple[Pile, ...]]
    dealing: ClassVar[tuple[DealStep, ...]] = ()
    deck_count: ClassVar[int] = 1
    # Points for a face-down card turned up when it becomes the last of its pile.
    turn_up_points: ClassVar[int] = 0
    # A layout may hold part of the deck (Golf's lessons, a toy game); else every card of the
    # game's decks, each once per deck.
    partial_layouts: ClassVar[bool] = False

    def __init__(self, options: str) -> None:
        """Empty piles as the game declares them for rule option ``options``."""
        self.options = options
        self._table = table_of(type(self), options)
        self._spans = self._table.spans  # read on every pile() (the rules' hottest path)
        self._cards: list[list[Card]] = [[] for _ in self._table.places]
        self._down: list[int] = [0] * len(self._cards)  # face-down cards under the others

    @classmethod
    @abstractmethod
    def default_options(cls) -> str: ...

    @classmethod
    @abstractmethod
    def option_codes(cls) -> tuple[str, ...]: ...

    # --- the piles ----------------------------------------------------------------------
    def places(self) -> list[Place]:
        """Every pile of the table, in a fixed order: the declared kinds, each by number."""
        return list(self._table.places)

    @property
    def place_set(self) -> frozenset[Place]:
        return self._table.place_set

    def pile(self, place: Place) -> list[Card]:
        """The cards of one pile, bottom (covered) first; KeyError for a pile the game has
        not. A stock's next card to draw is its last."""
        first, count = self._spans[place.kind]
        index = place.index or 0
        if 0 <= index < count:
            return self._cards[first + index]
        raise KeyError(place)

    def _slot(self, place: Place) -> int:
        first, count = self._spans[place.kind]
        index = place.index or 0
        if not 0 <= index < count:
            raise KeyError(place)
        return first + index

    def piles_of(self, kind: PileKind) -> list[list[Card]]:
        """The piles of one kind, left to right (none if the game has none)."""
        first, count = self._table.spans.get(kind, (0, 0))
        return self._cards[first : first + count]

    def face_up(self, place: Place, index: int) -> bool:
        slot = self._slot(place)
        rule = self._table.face_down[slot]
        if rule is FaceDown.DEALT:
            return index >= self._down[slot]
        return rule is FaceDown.NONE

    def covered(self, place: Place, index: int) -> bool:
        """Whether other piles hide card ``index`` of ``place`` from the player, face up or
        not (a game whose piles overlap and hide what lies under them says so here;
        ``game.visibility`` counts such a card as hidden)."""
        return False

    def foundation_suit(self, index: int) -> Suit | None:
        """The suit foundation ``index`` belongs to, or None if any suit may start it."""
        return None

    # The piles by the game's own words, for the rules and the solvers.
    @property
    def tableau(self) -> list[list[Card]]:
        return self.piles_of(PileKind.COLUMN)

    @property
    def foundations(self) -> list[list[Card]]:
        return self.piles_of(PileKind.FOUNDATION)

    @property
    def cells(self) -> list[Card | None]:
        """Each cell's card, or None for an empty one (a copy: play changes the piles)."""
        return [pile[-1] if pile else None for pile in self.piles_of(PileKind.CELL)]

    @property
    def stock(self) -> list[Card]:
        return self.pile(STOCK)

    @property
    def waste(self) -> list[Card]:
        return self.pile(WASTE)

    @property
    def hidden(self) -> list[int]:
        """How many face-down cards lie under the others in each column."""
        first, count = self._table.spans.get(PileKind.COLUMN, (0, 0))
        return self._down[first : first + count]

    def all_cards(self) -> Iterable[Card]:
        """Every card in the game, wherever it is."""
        for pile in self._cards:
            yield from pile

    def card_counts(self) -> Counter[Card]:
        return Counter(self.all_cards())

    # --- the deal -----------------------------------------------------------------------
    def deck(self, deal: int) -> list[Card]:
        """The cards of deal number ``deal`` in dealing order (``game.deal``)."""
        return deck_for(self.prefix, deal, self.deck_count)

    def _deal(self, deal: int) -> None:
        """Lay out the cards of this deal number: the declared steps, then every card under
        the last of a pile dealt face down turned down."""
        kinds = {pile.kind: self.piles_of(pile.kind) for pile in self.piles}
        dealer = Dealer(self.deck(deal), kinds)
        for step in self.dealing:
            step(dealer)
        for slot, rule in enumerate(self._table.face_down):
            if rule is FaceDown.DEALT:
                self._down[slot] = max(0, len(self._cards[slot]) - 1)

    def _turn_up(self, place: Place) -> int:
        """Cards just left ``place``: a face-down card that became its last turns up. Returns
        the points for it."""
        slot = self._slot(place)
        if self._table.face_down[slot] is FaceDown.DEALT:
            left = len(self._cards[slot])
            if left and self._down[slot] == left:
                self._down[slot] -= 1
                return self.turn_up_points
        return 0

    # --- frozen -------------------------------------------------------------------------
    def snapshot(self) -> Hashable:
        """The whole position as nested tuples (hashable, immutable)."""
        cards = tuple(map(tuple, self._cards))
        return (cards, tuple(self._down)) if self._table.dealt_down else cards

    def restore(self, snap: Any) -> None:
        """Set the position from ``snapshot()``'s value, in fresh mutable containers."""
        if self._table.dealt_down:
            snap, down = snap
            self._down = list(down)
        self._cards = [list(pile) for pile in snap]

    def key(self) -> Hashable:
        """A hashable key of the position for search (same position, same key)."""
        return self.snapshot()

    # --- the layout (SPEC.md) -----------------------------------------------------------
    def layout(self) -> dict[str, Any]:
        """The position as the JSON layout of SPEC.md."""
        out: dict[str, Any] = {"game": self.name, "options": self.options}
        for pile in self.piles:
            first, count = self._table.spans[pile.kind]
            written = [self._written(slot) for slot in range(first, first + count)]
            if pile.kind is PileKind.CELL:
                out["cells"] = [cards[0] if cards else None for cards in written]
            elif pile.kind in (PileKind.WASTE, PileKind.STOCK):
                out[LAYOUT_KEYS[pile.kind]] = written[0]
            else:
                out[LAYOUT_KEYS[pile.kind]] = written
        return out

    def _written(self, slot: int) -> list[str]:
        cards = self._cards[slot]
        if self._table.places[slot].kind is PileKind.STOCK:
            return [str(c) for c in reversed(cards)]  # in drawing order
        down = self._down[slot]
        if not down:
            return [str(c) for c in cards]
        return [(FACE_DOWN_MARK if k < down else "") + str(c) for k, c in enumerate(cards)]

    @classmethod
    def from_layout(cls: type[P], data: dict[str, Any]) -> P:
        """Build a position from a layout; raises LayoutError saying what is wrong. Only the
        columns are required; other piles left out are empty."""
        options = data.get("options", cls.default_options())
        options = cls.legacy_options.get(options, options)
        if options not in cls.option_codes():
            allowed = ", ".join(cls.option_codes())
            raise LayoutError(f"{cls.name} options must be one of {allowed}, not {options!r}")
        game = cls(options)
        for pile in cls.piles:
            game._read_piles(pile, data)
        game.check_layout()
        return game

    def _read_piles(self, pile: Pile, data: dict[str, Any]) -> None:
        kind, key = pile.kind, LAYOUT_KEYS[pile.kind]
        first, count = self._table.spans[kind]
        value = data.get(key)
        if value is None and kind is not PileKind.COLUMN:
            return  # left out: empty
        if kind in (PileKind.WASTE, PileKind.STOCK):
            value = [value]
        elif kind is PileKind.CELL and isinstance(value, list):
            value = [[] if c is None else [c] for c in value]
        if not isinstance(value, list) or len(value) != count:
            raise LayoutError(f"{self.name} {key} must be a list of {count} "
                              f"{kind.value if count == 1 else kind.value + 's'}")
        for i, cards in enumerate(value):
            slot = first + i
            what = f"{kind.value} {CELL_LETTERS[i] if kind is PileKind.CELL else i + 1}"
            down, plain = _face_down(cards, what, pile.face_down is FaceDown.DEALT)
            parsed = cards_from_json(plain, what)
            self._cards[slot] = parsed[::-1] if kind is PileKind.STOCK else parsed
            self._down[slot] = down

    def check_layout(self) -> None:
        """Raise LayoutError if the position read from a layout cannot be one of this game:
        cards from the game's decks (every one, unless ``partial_layouts``), foundations of
        a suit built from its Ace. A game adds its own checks."""
        counts = self.card_counts()
        decks = Counter(full_deck(self.deck_count))
        times = "once" if self.deck_count == 1 else f"{self.deck_count} times"
        if self.partial_layouts:
            if any(n > decks[c] for c, n in counts.items()):
                raise LayoutError(f"a card appears more than {times} in the layout")
        elif counts != decks:
            raise LayoutError(f"a {self.name} layout holds each of the 52 cards exactly {times}")
        for i, pile in enumerate(self.foundations):
            suit = self.foundation_suit(i)
            if suit is not None and pile != [Card(r, suit) for r in range(1, len(pile) + 1)]:
                raise LayoutError(f"foundation {i + 1} must run from the Ace of {suit.name}")


def _face_down(cards: Any, what: str, allowed: bool) -> tuple[int, Any]:
    """How many cards of a layout's pile are marked face down (``#``: first, the last face
    up; only where the game deals cards face down), and the pile without the marks."""
    if not isinstance(cards, list):
        raise LayoutError(f"{what} must be a list of cards")
    marked = [isinstance(c, str) and c.startswith(FACE_DOWN_MARK) for c in cards]
    down = sum(marked)
    if not down:
        return 0, cards
    if not allowed:
        raise LayoutError(f"{what}: no card lies face down there")
    if marked != [True] * down + [False] * (len(cards) - down) or marked[-1]:
        raise LayoutError(f"{what}: face-down cards must come first and the last card face up")
    return down, [c[len(FACE_DOWN_MARK):] if m else c for c, m in zip(cards, marked, strict=True)]


def cards_from_json(value: Any, what: str) -> list[Card]:
    """Read a JSON list of card texts; raises LayoutError naming ``what``."""
    if not isinstance(value, list):
        raise LayoutError(f"{what} must be a list of cards")
    try:
        return [Card.parse(v) if isinstance(v, str) else _bad_card(v) for v in value]
    except ValueError as exc:
        raise LayoutError(f"{what}: {exc}") from None


def _bad_card(value: Any) -> Card:
    raise ValueError(f"not a card: {value!r}")
