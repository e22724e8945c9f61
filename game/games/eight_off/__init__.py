"""Eight Off: build the four foundations by suit from eight columns and up to eight free cells.

Deal (from the shuffled deck of ``game.deal``, prefix ``EO``): cards 0..47 go row by row into
the eight columns (card k to column k mod 8, six rows). The four leftover cards 48..51 go into
cells a..d with 8 or 4 cells (``C8``, ``C4``); with 2 cells (``C2``) cards 48 and 49 fill
cells a and b, and cards 50 and 51 go onto the ends of columns 3 and 4 (7 cards each)
(``EightOff.piles`` and ``EightOff.dealing``).

Rules: on a column, the same suit and one rank lower; an empty column takes only a King (alone
or heading its run); a cell holds any one card; foundations ♠ ♥ ♦ ♣ (f1..f4) go A..K by suit.
A run in suit moves as one group of at most (free cells + 1) × 2^(empty columns) cards; an
empty target column does not count for the King run moving into it. Cards may come back from a
foundation to a cell or a column.
Score: +10 a card onto a foundation, +5 a card from a cell onto a column, 0 anything else.

Notation (``game.notation``): ``35`` moves the run that fits; ``3f`` sends a card to its
foundation, or into cell f (the sixth cell) when no foundation takes it and cell f is free.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

from game.board_layout import (
    Align,
    Arrangement,
    BoardLayout,
    Piles,
    Reach,
    Row,
    Side,
    columns_row,
)
from game.cards import KING, Card, Suit
from game.describe import Words
from game.i18n import N_
from game.moves import CELL_LETTERS, Move, PileKind, Place
from game.parts import Solver
from game.position import Pile, fill, onto, rows
from game.refusal import (
    MSG_BLOCKED,
    MSG_EMPTY_COLUMN,
    MSG_EMPTY_FOUNDATION,
    MSG_TOO_MANY,
    Refusal,
)
from game.registry import register
from game.variant import Aim, RuleOption, Variant

COLUMNS = 8
ROWS = 6
CELL_COUNTS = {"C8": 8, "C4": 4, "C2": 2}
CELL_F = CELL_LETTERS.index("f")  # the cell that shares its letter with the foundations
FOUNDATIONS = 4  # one per suit, in Suit order: ♠ ♥ ♦ ♣
POINTS_FOUNDATION = 10
POINTS_CELL_TO_COLUMN = 5

MSG_BUILD = N_("Must be the same suit and one rank lower")
MSG_KING_ONLY = N_("Only a King can go into an empty column")
MSG_CELL_TAKEN = N_("This cell is taken")
MSG_CELL_ONE = N_("A cell holds only one card")
MSG_FOUNDATION = N_("Foundations are built up by suit from the Ace, one card at a time")
MSG_FOUNDATION_NOT_YET = N_("This card cannot go to a foundation yet")
MSG_FOUNDATION_LAST = N_("Only the last card of a column can go to a foundation")
MSG_FOUNDATION_BACK = N_("Drag a foundation card to a free cell or a column")
MSG_EMPTY_CELL = N_("This cell is empty")
MSG_NO_CELL = N_("There is no cell {letter}")
MSG_NO_STOCK = N_("This game has no stock or waste")
EMPTY_REFUSALS = {
    PileKind.COLUMN: MSG_EMPTY_COLUMN,
    PileKind.CELL: MSG_EMPTY_CELL,
    PileKind.FOUNDATION: MSG_EMPTY_FOUNDATION,
}


class EightOff(Variant):
    name = "eight_off"
    prefix = "EO"
    menu_order = 30
    # What the shared tests check (Variant): the seed's facts and the glossary's words on
    # its rules page, the least card widths at the deal (issue #25, from the screenshots).
    page_facts = ("EO1-C8-AAAAAFA", "9♣", "8♣", "7♣", "+10", "+5")
    page_terms: ClassVar[dict[str, tuple[str, ...]]] = {
        "he": ("תא", "ערימת יסוד", "טור"),
        "hu": ("szabad cella", "alappakli", "oszlop"),
        "ru": ("свободн", "ячейк", "основани", "колонк"),
        "en": ("free cell", "foundation", "column"),
    }
    least_card_widths: ClassVar[dict[tuple[int, int], int]] = {
        (800, 480): 68, (1280, 800): 110, (1920, 1080): 160, (800, 1280): 84}
    title = N_("Eight Off")
    summary = N_("One deck, free cells: build by suit, move runs as a group")
    rule_options = (
        RuleOption("C8", N_("8 cells"), N_("Free cells to play with")),
        RuleOption("C4", N_("4 cells"), N_("Free cells to play with")),
        RuleOption("C2", N_("2 cells"), N_("Free cells to play with")),
    )
    solver = Solver("game.games.eight_off.solver:search",
                    heuristic="game.games.eight_off.solver:heuristic",
                    hint="game.games.eight_off.solver:hint_search",
                    key="game.games.eight_off.solver:position_key",
                    learn="game.games.eight_off.solver:learn")
    lesson = "game.games.eight_off.lesson:LESSON"
    examples = "game.games.eight_off.examples:EXAMPLES"
    proved_deals = "game.games.eight_off.winnable:DEALS"
    opening_hints = "game.games.eight_off.openings:OPENINGS"
    move_generator = "game.games.eight_off.moves:MOVES"
    emblem = ("row", ("AS", "AH", "AD", "AC"))
    # Eight columns, sized for the deal (seven cards with 2 cells); a run of thirteen still
    # shows every index, squeezed. With 8 cells the cells make the top row, on the columns'
    # slots, and the four foundations stand beside them on one tray (a line of four or two
    # pairs, whichever gives bigger cards); in portrait they may have their own row above the
    # cells. With 4 or 2 cells, cells and foundations share the top row, on the columns' slots
    # (the cells from the first, the foundations up to the last).
    board_layout = BoardLayout((
        Arrangement(
            rows=(Row(((Piles(PileKind.CELL),), (Piles(PileKind.FOUNDATION, tray=True),)),
                      align=Align.GRID),
                  columns_row()),
            deal=Reach(up=ROWS + 1), reach=Reach(up=13), fill=Reach(up=10),
            only_for=("C4", "C2"),
        ),
        Arrangement(
            rows=(Row(((Piles(PileKind.CELL),),), align=Align.GRID), columns_row()),
            sides=(Side(tuple((Piles(PileKind.FOUNDATION, k, k + 1),)
                              for k in range(FOUNDATIONS)), end=True, from_top=True,
                        tray=True),),
            deal=Reach(up=ROWS + 1), reach=Reach(up=13), fill=Reach(up=10),
        ),
        Arrangement(
            rows=(Row(((Piles(PileKind.CELL),),), align=Align.GRID), columns_row()),
            sides=(Side(((Piles(PileKind.FOUNDATION, 0, 2),), (Piles(PileKind.FOUNDATION, 2),)),
                        end=True, from_top=True, tray=True),),
            deal=Reach(up=ROWS + 1), reach=Reach(up=13), fill=Reach(up=10),
        ),
        Arrangement(
            rows=(Row(((Piles(PileKind.FOUNDATION, tray=True),),), align=Align.CENTRE),
                  Row(((Piles(PileKind.CELL),),), align=Align.GRID),
                  columns_row()),
            deal=Reach(up=ROWS + 1), reach=Reach(up=13), fill=Reach(up=10),
            only_for=("C8",), orientation="portrait",
        ),
    ))
    showcase_deal = 130
    empty_column_rank = KING

    # --- the position -------------------------------------------------------------------
    piles = (
        Pile(PileKind.COLUMN, COLUMNS),
        Pile(PileKind.CELL, CELL_COUNTS),
        Pile(PileKind.FOUNDATION, FOUNDATIONS),
    )
    # The cards left after six rows fill the cells from a; with 2 cells the last two go onto
    # columns 3 and 4.
    dealing = (rows(PileKind.COLUMN, ROWS), fill(PileKind.CELL), onto(PileKind.COLUMN, 2, 3))

    def key(self) -> tuple[Any, ...]:
        # Cells are interchangeable and a foundation is known by its height.
        held = tuple(sorted(c for c in self.cells if c is not None))
        return tuple(map(tuple, self.tableau)), held, tuple(map(len, self.foundations))

    def describe(self, words: Words) -> str:
        cells = words.slots(N_("Cells: {cards}"), list(self.cells), words.empty_cell())
        piles = words.foundations(self.foundations)
        columns = "; ".join(words.column(i + 1, col) for i, col in enumerate(self.tableau))
        return f"{cells}; {piles}. {columns}."

    # --- counting -----------------------------------------------------------------------
    @property
    def cell_count(self) -> int:
        return CELL_COUNTS[self.options]

    def free_cells(self) -> list[int]:
        return [i for i, c in enumerate(self.cells) if c is None]

    def empty_columns(self) -> list[int]:
        return [j for j, col in enumerate(self.tableau) if not col]

    def max_group(self, target: int) -> int:
        """How many cards may move as a group onto column ``target`` now."""
        columns = self.tableau
        empty = sum(1 for col in columns if not col)
        if not columns[target]:
            empty -= 1  # the target itself is no stopover
        free = sum(1 for pile in self.piles_of(PileKind.CELL) if not pile)
        return group_limit(free, empty)

    # --- rules --------------------------------------------------------------------------
    # A card moves from the end of a column, from a cell, or back from a foundation's top.
    # A column takes the same suit one rank lower, an empty column only a King (with its
    # run); a cell one card; a foundation its suit from the Ace. A run in suit moves as a
    # group of at most (free cells + 1) x 2^(empty columns).
    tap_aims = (Aim.FOUNDATION,)
    double_tap_aims = (Aim.FOUNDATION, Aim.LONGEST_COLUMN, Aim.EMPTY_COLUMN, Aim.FREE_CELL)
    tap_refusal = MSG_FOUNDATION_NOT_YET
    tap_group_refusal = MSG_FOUNDATION_LAST
    foundation_tap_refusal = MSG_FOUNDATION_BACK
    missing_refusals: ClassVar[dict[PileKind, str]] = {
        PileKind.CELL: MSG_NO_CELL,
        PileKind.STOCK: MSG_NO_STOCK,
        PileKind.WASTE: MSG_NO_STOCK,
    }
    rule_sections: ClassVar[dict[str, str]] = {
        MSG_TOO_MANY: "group",
        MSG_BUILD: "moves",
        MSG_KING_ONLY: "moves",
        MSG_CELL_TAKEN: "moves",
        MSG_CELL_ONE: "moves",
        MSG_FOUNDATION: "moves",
        MSG_FOUNDATION_NOT_YET: "moves",
        MSG_FOUNDATION_LAST: "moves",
        MSG_FOUNDATION_BACK: "features",
        MSG_BLOCKED: "group",
    }

    def pick_refusal(self, place: Place, index: int) -> Refusal | None:
        cards = self.pile(place)
        if not cards:
            return Refusal(EMPTY_REFUSALS[place.kind])
        covered = len(cards) - 1 - index
        if not 0 <= index < len(cards):
            return Refusal(MSG_BLOCKED)
        if covered and (place.kind is not PileKind.COLUMN or covered >= run_length(cards)):
            return Refusal(MSG_BLOCKED)
        return None

    def accept_refusal(self, target: Place, cards: Sequence[Card], source: Place) -> Refusal | None:
        head = cards[0]
        pile = self.pile(target)
        if target.kind is PileKind.COLUMN:
            if not pile:
                return None if head.rank == KING else Refusal(MSG_KING_ONLY)
            return None if fits(head, pile[-1]) else Refusal(MSG_BUILD)
        if target.kind is PileKind.CELL:
            if len(cards) > 1:
                return Refusal(MSG_CELL_ONE)
            return Refusal(MSG_CELL_TAKEN) if pile else None
        if source.kind is PileKind.FOUNDATION:
            return Refusal(MSG_FOUNDATION_BACK)
        if len(cards) > 1 or head.suit != target.index or len(pile) != head.rank - 1:
            return Refusal(MSG_FOUNDATION)
        return None

    def group_limit(self, source: Place, target: Place) -> int:
        return self.max_group(target.index or 0) if target.kind is PileKind.COLUMN else 1

    def move_points(self, move: Move) -> int:
        if move.target.kind is PileKind.FOUNDATION:
            return POINTS_FOUNDATION
        cell_to_column = move.source.kind is PileKind.CELL and move.target.kind is PileKind.COLUMN
        return POINTS_CELL_TO_COLUMN if cell_to_column else 0

    # --- the table ----------------------------------------------------------------------
    def foundation_suit(self, index: int) -> Suit | None:
        return Suit(index)


# --- helpers ----------------------------------------------------------------------------------
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


register(EightOff)
