"""Where a game's piles lie on the table, as data: rows of piles, fans, the column reach.

A game declares a ``BoardLayout`` on its class (``Variant.board_layout``); ``scenes.board``
turns it into pixels for a window size and orientation. Nothing here knows pixels or pygame:
widths are in card widths, heights in card heights.

The model:

- A layout offers one or more ``Arrangement``s; the board takes the one that gives the
  largest cards (the first on a tie). An arrangement may be meant only for some rule options
  (Eight Off's two rows of cells exist only with 8 cells).
- An arrangement is a stack of ``Row``s, top to bottom. Exactly one row holds the columns
  (piles that fan down); it sets the grid the other rows may use, and its ``reach`` (how much
  of a column must show without squeezing) counts in the card size.
- A row is a sequence of groups; a group is piles side by side (``Piles``: one kind, a range
  of that kind's piles, how they fan, whether they pair up). Groups are apart by ``sep``.
  A group the game has no piles for is left out, and so is a row left empty.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from game.moves import PileKind


class Fan(Enum):
    """How the cards of one pile show."""

    DOWN = "down"  # a column: each card's top strip shows above the next
    RIGHT = "right"  # the last few cards spread to the right (a waste)
    STACK = "stack"  # only the top card, with a little thickness (a stock)
    NONE = "none"  # only the top card (cells, foundations)


class Align(Enum):
    """Where a row's piles go across the table."""

    CENTRE = "centre"  # the row's own width, centred on the window
    SPAN = "span"  # the first group at the start of the columns, the last at their end
    GRID = "grid"  # on the columns' slots: the first group from the first slot, the last
    # group ending on the last one; a row with more piles than columns is laid out as SPAN


class Squeeze(Enum):
    """What a row wider than the window gives up."""

    GAPS = "gaps"  # the gaps between its piles narrow (and it is centred)
    TUCK = "tuck"  # the second pile of each pair slides under the first, its index showing


@dataclass(frozen=True)
class Piles:
    """Piles of one kind side by side: numbers ``first`` up to ``stop`` (None: the last the
    game has), in number order."""

    kind: PileKind
    first: int = 0
    stop: int | None = None
    fan: Fan = Fan.NONE
    pairs: bool = False  # two by two (two foundations per suit); pairs may tuck


@dataclass(frozen=True)
class Row:
    """One row of piles. ``sep``: extra room between groups, in card widths.
    ``sizes_cards``: whether the row's width limits the card size (else it squeezes).
    ``hand``: for a left-handed player the last group moves to the start, turned around (the
    stock stays at the edge of the player's hand). ``bottom``: the row sits at the bottom of
    the table, under the player's hand, and the columns end above it."""

    groups: tuple[tuple[Piles, ...], ...]
    align: Align = Align.SPAN
    sep: float = 0.0
    squeeze: Squeeze = Squeeze.GAPS
    sizes_cards: bool = True
    hand: bool = False
    bottom: bool = False


@dataclass(frozen=True)
class Grow:
    """Use spare height: the face-up overlap of the columns grows (a column of ``steps``
    face-up steps, the overlap at most ``max_step`` card heights), then the whole arrangement
    sits ``at`` the given share of the height still spare (0 top, 0.5 centre)."""

    steps: int
    max_step: float
    at: float = 0.0


@dataclass(frozen=True)
class Arrangement:
    """Rows top to bottom. ``reach``: card heights of a column that must show without
    squeezing (a full card counts 1). ``only_for``: the rule options it serves (empty: all).
    ``orientation``: "portrait" or "landscape" when it serves only windows of that shape."""

    rows: tuple[Row, ...]
    reach: float
    grow: Grow | None = None
    only_for: tuple[str, ...] = ()
    orientation: str = ""


@dataclass(frozen=True)
class BoardLayout:
    """A game's table: the arrangements the board chooses from."""

    arrangements: tuple[Arrangement, ...]

    def for_table(self, options: str, portrait: bool) -> tuple[Arrangement, ...]:
        """The arrangements that serve a rule option on a window of this shape."""
        shape = "portrait" if portrait else "landscape"
        return tuple(a for a in self.arrangements
                     if (not a.only_for or options in a.only_for)
                     and a.orientation in ("", shape))


def columns_row() -> Row:
    """The usual row of columns: every column, fanning down."""
    return Row(((Piles(PileKind.COLUMN, fan=Fan.DOWN),),), align=Align.GRID)


DEFAULT = BoardLayout(
    (
        Arrangement(
            rows=(
                Row(
                    (
                        (Piles(PileKind.FOUNDATION),),
                        (Piles(PileKind.CELL),),
                        (Piles(PileKind.WASTE), Piles(PileKind.STOCK, fan=Fan.STACK)),
                    ),
                    sep=0.3,
                    hand=True,
                ),
                columns_row(),
            ),
            reach=3.0,
        ),
    )
)
"""A top row of foundations, cells, waste and stock (whichever the game has); columns below."""
