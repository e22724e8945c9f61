"""Eight Off: build the four foundations by suit from eight columns and up to eight free cells.

Deal (from the shuffled deck of ``game.deal``, prefix ``EO``): cards 0..47 go row by row into
the eight columns (card k to column k mod 8, six rows). The four leftover cards 48..51 go into
cells a..d with 8 or 4 cells (``C8``, ``C4``); with 2 cells (``C2``) cards 48 and 49 fill
cells a and b, and cards 50 and 51 go onto the ends of columns 3 and 4 (7 cards each).

Rules: on a column, the same suit and one rank lower; an empty column takes only a King (alone
or heading its run); a cell holds any one card; foundations ♠ ♥ ♦ ♣ (f1..f4) go A..K by suit.
A run in suit moves as one group of at most (free cells + 1) × 2^(empty columns) cards; an
empty target column does not count for the King run moving into it. Cards may come back from a
foundation to a cell or a column.
Score: +10 a card onto a foundation, +5 a card from a cell onto a column, 0 anything else.

Notation: ``35`` moves the run that fits (the game picks how many). As a destination ``f`` is
the foundations; when no foundation takes the card and cell f (the sixth of eight) is empty, it
means cell f, so a move into cell f prints as ``3f`` and replays the same. A card that a
foundation would take cannot be sent into cell f by notation: ``legal_moves`` leaves that one
move out (any other free cell does the same job).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from game.board_layout import Align, Arrangement, BoardLayout, Piles, Row, columns_row
from game.cards import KING, Card, Suit, full_deck
from game.deal import deck_for
from game.describe import Words
from game.i18n import N_
from game.moves import CELL_LETTERS, Move, PileKind, Place, cell, column, foundation
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

COLUMNS = 8
ROWS = 6
CELL_COUNTS = {"C8": 8, "C4": 4, "C2": 2}
CELL_F = CELL_LETTERS.index("f")  # the cell that shares its letter with the foundations
FOUNDATIONS = 4  # one per suit, in Suit order: ♠ ♥ ♦ ♣
POINTS_FOUNDATION = 10
POINTS_CELL_TO_COLUMN = 5
COLUMN_PLACES = tuple(column(i) for i in range(COLUMNS))
CELL_PLACES = tuple(cell(i) for i in range(len(CELL_LETTERS)))
FOUNDATION_PLACES = tuple(foundation(i) for i in range(FOUNDATIONS))

MSG_BLOCKED = N_("This card is blocked")
MSG_BUILD = N_("Must be the same suit and one rank lower")
MSG_KING_ONLY = N_("Only a King can go into an empty column")
MSG_CELL_TAKEN = N_("This cell is taken")
MSG_CELL_ONE = N_("A cell holds only one card")
MSG_FOUNDATION = N_("Foundations are built up by suit from the Ace, one card at a time")
MSG_FOUNDATION_NOT_YET = N_("This card cannot go to a foundation yet")
MSG_FOUNDATION_LAST = N_("Only the last card of a column can go to a foundation")
MSG_FOUNDATION_BACK = N_("Drag a foundation card to a free cell or a column")
MSG_TOO_MANY = N_("Too many cards: at most {count} can move there now")
MSG_NOT_RUN = N_("Only a run of the same suit in order moves together")
MSG_EMPTY_CELL = N_("This cell is empty")
MSG_NO_CELL = N_("There is no cell {letter}")
MSG_NO_STOCK = N_("This game has no stock or waste")


def fits(card: Card, top: Card) -> bool:
    """Whether ``card`` may go onto the column whose last card is ``top``."""
    return card.suit == top.suit and card.rank == top.rank - 1


def run_length(col: list[Card]) -> int:
    """How many cards at the end of ``col`` form a run in suit (descending by one)."""
    n = len(col)
    if not n:
        return 0
    k = 1
    while k < n and fits(col[n - k], col[n - k - 1]):
        k += 1
    return k


def group_limit(free_cells: int, empty_columns: int) -> int:
    """The seed's maximum group size: (free cells + 1) × 2^(empty columns)."""
    return (free_cells + 1) << empty_columns


@register
class EightOff(Variant):
    name = "eight_off"
    prefix = "EO"
    title = N_("Eight Off")
    summary = N_("One deck, free cells: build by suit, move runs as a group")
    rule_options = (
        RuleOption("C8", N_("8 cells"), N_("Free cells to play with")),
        RuleOption("C4", N_("4 cells"), N_("Free cells to play with")),
        RuleOption("C2", N_("2 cells"), N_("Free cells to play with")),
    )
    solver = "game.solvers.eight_off"
    emblem = ("row", ("AS", "AH", "AD", "AC"))
    # The cells and the four foundations in one top row (on the columns' slots when they fit
    # there), or with 8 cells in two rows of four when that gives bigger cards (portrait);
    # eight columns below.
    board_layout = BoardLayout((
        Arrangement(
            rows=(
                Row(((Piles(PileKind.CELL),), (Piles(PileKind.FOUNDATION),)), align=Align.GRID,
                    sep=0.3),
                columns_row(),
            ),
            reach=2.6,
        ),
        Arrangement(
            rows=(
                Row(((Piles(PileKind.CELL, stop=4),), (Piles(PileKind.FOUNDATION),)),
                    align=Align.GRID),
                Row(((Piles(PileKind.CELL, first=4),),), align=Align.GRID),
                columns_row(),
            ),
            reach=2.6,
            only_for=("C8",),
        ),
    ))
    showcase_deal = 130
    empty_column_rank = KING

    def __init__(self, options: str, deal: int | None = None) -> None:
        super().__init__(options, deal)
        self.cell_count = CELL_COUNTS[options]
        self.tableau: list[list[Card]] = [[] for _ in range(COLUMNS)]
        self.cells: list[Card | None] = [None] * self.cell_count
        self.foundations: list[list[Card]] = [[] for _ in range(FOUNDATIONS)]

    def _deal(self, deal: int) -> None:
        deck = deck_for(self.prefix, deal)
        for k in range(COLUMNS * ROWS):
            self.tableau[k % COLUMNS].append(deck[k])
        rest = deck[COLUMNS * ROWS :]
        if self.cell_count >= len(rest):
            self.cells[: len(rest)] = rest
        else:  # 2 cells: two cards in the cells, two onto the ends of columns 3 and 4
            self.cells[:] = rest[: self.cell_count]
            for j, card in enumerate(rest[self.cell_count :]):
                self.tableau[2 + j].append(card)

    # --- position -----------------------------------------------------------------------
    def snapshot(self) -> tuple[Any, ...]:
        return (
            tuple(map(tuple, self.tableau)),
            tuple(self.cells),
            tuple(map(tuple, self.foundations)),
        )

    def restore(self, snap: Any) -> None:
        tableau, cells, foundations = snap
        self.tableau = [list(c) for c in tableau]
        self.cells = list(cells)
        self.foundations = [list(f) for f in foundations]

    def key(self) -> tuple[Any, ...]:
        # Cells are interchangeable and a foundation is known by its height.
        held = tuple(sorted(c for c in self.cells if c is not None))
        return tuple(map(tuple, self.tableau)), held, tuple(map(len, self.foundations))

    def all_cards(self) -> Iterable[Card]:
        for col in self.tableau:
            yield from col
        yield from (c for c in self.cells if c is not None)
        for pile in self.foundations:
            yield from pile

    def describe(self, words: Words) -> str:
        cells = words.slots(N_("Cells: {cards}"), list(self.cells), words.empty_cell())
        piles = words.foundations(self.foundations)
        columns = "; ".join(words.column(i + 1, col) for i, col in enumerate(self.tableau))
        return f"{cells}; {piles}. {columns}."

    def layout(self) -> dict[str, Any]:
        return {
            "game": self.name,
            "options": self.options,
            "tableau": [[str(c) for c in col] for col in self.tableau],
            "cells": [None if c is None else str(c) for c in self.cells],
            "foundations": [[str(c) for c in pile] for pile in self.foundations],
        }

    @classmethod
    def from_layout(cls, data: dict[str, Any]) -> EightOff:
        options = data.get("options", "C8")
        if options not in CELL_COUNTS:
            raise LayoutError(f"eight_off options must be C8, C4 or C2, not {options!r}")
        game = cls(options)
        tableau = data.get("tableau")
        if not isinstance(tableau, list) or len(tableau) != COLUMNS:
            raise LayoutError("eight_off tableau must be a list of 8 columns")
        game.tableau = [cards_from_json(col, f"column {i + 1}") for i, col in enumerate(tableau)]
        cells = data.get("cells", [])
        if not isinstance(cells, list) or len(cells) != game.cell_count:
            raise LayoutError(f"{options} needs a list of {game.cell_count} cells")
        game.cells = [
            None if c is None else cards_from_json([c], f"cell {CELL_LETTERS[i]}")[0]
            for i, c in enumerate(cells)
        ]
        piles = data.get("foundations", [[]] * FOUNDATIONS)
        if not isinstance(piles, list) or len(piles) != FOUNDATIONS:
            raise LayoutError("eight_off foundations must be a list of 4 piles")
        game.foundations = [cards_from_json(p, f"foundation {i + 1}") for i, p in enumerate(piles)]
        for i, pile in enumerate(game.foundations):
            if pile != [Card(r, Suit(i)) for r in range(1, len(pile) + 1)]:
                raise LayoutError(f"foundation {i + 1} must run from the Ace of {Suit(i).name}")
        seen = list(game.all_cards())
        if sorted(seen) != sorted(full_deck()):
            raise LayoutError("an Eight Off layout holds each of the 52 cards exactly once")
        return game

    # --- counting -----------------------------------------------------------------------
    def free_cells(self) -> list[int]:
        return [i for i, c in enumerate(self.cells) if c is None]

    def empty_columns(self) -> list[int]:
        return [j for j, col in enumerate(self.tableau) if not col]

    def max_group(self, target: int) -> int:
        """How many cards may move as a group onto column ``target`` now."""
        empty = sum(1 for col in self.tableau if not col)
        if not self.tableau[target]:
            empty -= 1  # the target itself is no stopover
        return group_limit(len(self.free_cells()), empty)

    def _takes_foundation(self, card: Card) -> bool:
        return len(self.foundations[card.suit]) == card.rank - 1

    def _cell_f_free(self) -> bool:
        return self.cell_count > CELL_F and self.cells[CELL_F] is None

    # --- rules --------------------------------------------------------------------------
    def _check(self, place: Place) -> int:
        """The index of a place of this table, or a Refusal naming what does not exist."""
        i = place.index
        k = place.kind
        if k is PileKind.COLUMN and i is not None and 0 <= i < COLUMNS:
            return i
        if k is PileKind.CELL and i is not None and 0 <= i < self.cell_count:
            return i
        if k is PileKind.FOUNDATION and i is not None and 0 <= i < FOUNDATIONS:
            return i
        if k is PileKind.COLUMN:
            raise Refusal(MSG_NO_COLUMN, number=(i or 0) + 1)
        if k is PileKind.CELL:
            raise Refusal(MSG_NO_CELL, letter=CELL_LETTERS[i or 0])
        if k is PileKind.FOUNDATION:
            raise Refusal(MSG_NO_FOUNDATION, number=(i or 0) + 1)
        raise Refusal(MSG_NO_STOCK)

    def _single(self, src: Place, count: int) -> Card:
        """The one card a move from ``src`` takes (the last of a column, a cell, a pile top)."""
        i = self._check(src)
        if src.kind is PileKind.COLUMN:
            if not self.tableau[i]:
                raise Refusal(MSG_EMPTY_COLUMN)
            return self.tableau[i][-1]
        if count > 1:
            raise Refusal(MSG_NOT_RUN)
        if src.kind is PileKind.CELL:
            card = self.cells[i]
            if card is None:
                raise Refusal(MSG_EMPTY_CELL)
            return card
        if not self.foundations[i]:
            raise Refusal(MSG_EMPTY_FOUNDATION)
        return self.foundations[i][-1]

    def resolve(self, move: Move) -> Move:
        return self._resolve(move, cell_f_fallback=True)

    def _resolve(self, move: Move, cell_f_fallback: bool) -> Move:
        src, dst, count = move.source, move.target, move.count
        if src.kind in (PileKind.STOCK, PileKind.WASTE):
            raise Refusal(MSG_NO_STOCK)
        if dst is None:
            self._check(src)
            raise Refusal(MSG_WHERE)
        if src == dst:
            raise Refusal(MSG_SAME_PLACE)
        if dst.kind is PileKind.COLUMN:
            j = self._check(dst)
            if src.kind is PileKind.COLUMN:
                return self._column_to_column(self._check(src), j, count)
            card = self._single(src, count)
            self._check_onto_column(card, j)
            return Move(src, dst, 1)
        if dst.kind is PileKind.CELL:
            j = self._check(dst)
            if count > 1:
                raise Refusal(MSG_CELL_ONE)
            self._single(src, count)
            if self.cells[j] is not None:
                raise Refusal(MSG_CELL_TAKEN)
            return Move(src, dst, 1)
        if dst.kind is PileKind.FOUNDATION:
            if count > 1:
                raise Refusal(MSG_FOUNDATION)
            card = self._single(src, count)
            if dst.index is not None:
                self._check(dst)
            if self._takes_foundation(card) and dst.index in (None, card.suit):
                return Move(src, foundation(card.suit), 1)
            if cell_f_fallback and dst.index is None and self._cell_f_free() and src != cell(
                CELL_F
            ):
                return Move(src, cell(CELL_F), 1)
            if src.kind is PileKind.FOUNDATION:
                raise Refusal(MSG_FOUNDATION_BACK)
            raise Refusal(MSG_FOUNDATION)
        raise Refusal(MSG_NO_STOCK)

    def _check_onto_column(self, card: Card, j: int) -> None:
        target = self.tableau[j]
        if not target:
            if card.rank != KING:
                raise Refusal(MSG_KING_ONLY)
        elif not fits(card, target[-1]):
            raise Refusal(MSG_BUILD)

    def _column_to_column(self, i: int, j: int, count: int) -> Move:
        col, target = self.tableau[i], self.tableau[j]
        if not col:
            raise Refusal(MSG_EMPTY_COLUMN)
        run = run_length(col)
        last = col[-1]
        if count == 0:  # the notation: the run that fits
            if target:
                k = target[-1].rank - last.rank
                if target[-1].suit != last.suit or not 1 <= k <= run:
                    raise Refusal(MSG_BUILD)
            else:
                k = KING - last.rank + 1
                if not 1 <= k <= run:
                    raise Refusal(MSG_KING_ONLY)
        else:
            k = count
            if k > len(col):
                raise Refusal(MSG_NOT_RUN)
            if k > run:
                raise Refusal(MSG_NOT_RUN)
            self._check_onto_column(col[-k], j)
        limit = self.max_group(j)
        if k > limit:
            raise Refusal(MSG_TOO_MANY, count=limit)
        return Move(column(i), column(j), k)

    def _apply(self, move: Move) -> int:
        src, dst = move.source, move.target
        assert dst is not None and src.index is not None and dst.index is not None
        cards = self._take(src, move.count or 1)
        if dst.kind is PileKind.COLUMN:
            self.tableau[dst.index].extend(cards)
            return POINTS_CELL_TO_COLUMN if src.kind is PileKind.CELL else 0
        if dst.kind is PileKind.CELL:
            self.cells[dst.index] = cards[0]
            return 0
        self.foundations[dst.index].append(cards[0])
        return POINTS_FOUNDATION

    def _take(self, src: Place, count: int) -> list[Card]:
        i = src.index
        assert i is not None
        if src.kind is PileKind.COLUMN:
            col = self.tableau[i]
            cards = col[-count:]
            del col[-count:]
            return cards
        if src.kind is PileKind.CELL:
            card = self.cells[i]
            assert card is not None
            self.cells[i] = None
            return [card]
        return [self.foundations[i].pop()]

    def legal_moves(self) -> list[Move]:
        out: list[Move] = []
        free = self.free_cells()
        n_empty = sum(1 for col in self.tableau if not col)
        limit_occupied = group_limit(len(free), n_empty)
        limit_empty = group_limit(len(free), max(0, n_empty - 1))
        heights = [len(pile) for pile in self.foundations]
        for i, col in enumerate(self.tableau):
            if not col:
                continue
            src = COLUMN_PLACES[i]
            last = col[-1]
            up = heights[last.suit] == last.rank - 1
            if up:
                out.append(Move(src, FOUNDATION_PLACES[last.suit], 1))
            run = run_length(col)
            for j, target in enumerate(self.tableau):
                if j == i:
                    continue
                if target:
                    top = target[-1]
                    k = top.rank - last.rank
                    if top.suit == last.suit and 1 <= k <= min(run, limit_occupied):
                        out.append(Move(src, COLUMN_PLACES[j], k))
                else:
                    k = KING - last.rank + 1
                    if 1 <= k <= min(run, limit_empty):
                        out.append(Move(src, COLUMN_PLACES[j], k))
            self._to_cells(src, -1, up, free, out)
        for c, card in enumerate(self.cells):
            if card is not None:
                up = heights[card.suit] == card.rank - 1
                if up:
                    out.append(Move(CELL_PLACES[c], FOUNDATION_PLACES[card.suit], 1))
                self._to_columns(CELL_PLACES[c], card, out)
                self._to_cells(CELL_PLACES[c], c, up, free, out)
        for f, pile in enumerate(self.foundations):
            if pile:
                self._to_columns(FOUNDATION_PLACES[f], pile[-1], out)
                self._to_cells(FOUNDATION_PLACES[f], -1, False, free, out)
        return out

    def _to_columns(self, src: Place, card: Card, out: list[Move]) -> None:
        """A single card's moves onto the columns."""
        for j, target in enumerate(self.tableau):
            if fits(card, target[-1]) if target else card.rank == KING:
                out.append(Move(src, COLUMN_PLACES[j], 1))

    @staticmethod
    def _to_cells(src: Place, own: int, up: bool, free: list[int], out: list[Move]) -> None:
        """A single card's moves into the free cells (``own``: its own cell, or -1)."""
        for c in free:
            if c == own or (c == CELL_F and up):
                continue  # "3f" would mean the foundation: see the module docstring
            out.append(Move(src, CELL_PLACES[c], 1))

    def is_won(self) -> bool:
        return all(len(pile) == KING for pile in self.foundations)

    # --- the table ----------------------------------------------------------------------
    def pile(self, place: Place) -> list[Card]:
        i = place.index or 0
        if place.kind is PileKind.COLUMN:
            return self.tableau[i]
        if place.kind is PileKind.CELL:
            card = self.cells[i]
            return [] if card is None else [card]
        if place.kind is PileKind.FOUNDATION:
            return self.foundations[i]
        raise KeyError(place)

    def foundation_suit(self, index: int) -> Suit | None:
        return Suit(index)

    def places(self) -> list[Place]:
        return (
            [column(i) for i in range(COLUMNS)]
            + [cell(i) for i in range(self.cell_count)]
            + [foundation(i) for i in range(FOUNDATIONS)]
        )

    def pick_refusal(self, place: Place, index: int) -> Refusal | None:
        try:
            self._check(place)
        except Refusal as refusal:
            return refusal
        cards = self.pile(place)
        if not cards:
            return Refusal(
                {
                    PileKind.COLUMN: MSG_EMPTY_COLUMN,
                    PileKind.CELL: MSG_EMPTY_CELL,
                }.get(place.kind, MSG_EMPTY_FOUNDATION)
            )
        if not 0 <= index < len(cards):
            return Refusal(MSG_BLOCKED)
        covered = len(cards) - 1 - index
        if covered and (place.kind is not PileKind.COLUMN or covered >= run_length(cards)):
            return Refusal(MSG_BLOCKED)
        return None

    def _pick(self, place: Place, index: int) -> int:
        """How many cards a touch at ``index`` holds; raises the pick refusal."""
        refusal = self.pick_refusal(place, index)
        if refusal:
            raise refusal
        return len(self.pile(place)) - index

    def tap_move(self, place: Place, index: int) -> Move:
        if place.kind is PileKind.FOUNDATION:
            self._pick(place, index)
            raise Refusal(MSG_FOUNDATION_BACK)
        if self._pick(place, index) > 1:
            raise Refusal(MSG_FOUNDATION_LAST)
        card = self.pile(place)[-1]
        if not self._takes_foundation(card):
            raise Refusal(MSG_FOUNDATION_NOT_YET)
        return Move(place, foundation(card.suit), 1)

    def double_tap_move(self, place: Place, index: int) -> Move:
        """The seed's order: a foundation, the longest column that takes the card (or run),
        an empty column (King only), a free cell."""
        if place.kind is PileKind.FOUNDATION:
            self._pick(place, index)
            raise Refusal(MSG_FOUNDATION_BACK)
        count = self._pick(place, index)
        cards = self.pile(place)
        head = cards[index]
        if count == 1 and self._takes_foundation(head):
            return Move(place, foundation(head.suit), 1)
        source_col = place.index if place.kind is PileKind.COLUMN else None
        by_length = sorted(
            (j for j in range(COLUMNS) if self.tableau[j] and j != source_col),
            key=lambda j: -len(self.tableau[j]),
        )
        for j in by_length:
            if fits(head, self.tableau[j][-1]) and count <= self.max_group(j):
                return Move(place, column(j), count)
        if head.rank == KING and not (source_col is not None and index == 0):
            for j in self.empty_columns():
                if count <= self.max_group(j):
                    return Move(place, column(j), count)
        if count == 1 and place.kind is not PileKind.CELL:
            free = self.free_cells()
            if free:
                return Move(place, cell(free[0]), 1)
        raise Refusal(MSG_NOWHERE)

    def drag_move(self, place: Place, index: int, target: Place) -> Move:
        count = self._pick(place, index)
        if target.kind is PileKind.FOUNDATION:
            # A drop anywhere on the foundations: the one that takes it (never cell f).
            return self._resolve(Move(place, foundation(), count), cell_f_fallback=False)
        if target == place:
            raise Refusal(MSG_SAME_PLACE)
        return self._resolve(Move(place, target, count), cell_f_fallback=False)
