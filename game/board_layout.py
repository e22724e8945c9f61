"""Where a game's piles lie on the table, as data: in card units, or in rows, grids and fans.

A game declares a ``BoardLayout`` on its class (``Variant.board_layout``); ``scenes.table.board``
turns it into pixels for a window size and orientation. Nothing here knows pixels or pygame:
widths are in card widths, heights in card heights.

A layout offers one or more arrangements; the board takes the one that gives the largest
cards (the first on a tie). An arrangement may be meant only for some rule options (Eight
Off's foundations share the cells' row only with 4 or 2 cells) or one window shape. It is
one of two kinds:

- A ``Placement`` places each pile itself, in card units: where its first card lies, how its
  cards fan, its draw order (``layer``), whether it may overlap other piles (a pyramid's
  cards, each half under two others) and whether it shows a mat when empty. The board scales
  it to the window: the largest cards at which the whole fits, centred across.
- An ``Arrangement`` says it in rows, the shorthand of the usual tables: the board works
  out the gaps, lines rows up on the columns' slots and spends spare room, so no two piles
  overlap. It is a stack of ``Row``s, top to bottom, and maybe ``Side`` stacks beside them.
  One row is the main one: the first whose piles fan down (the columns) or that wraps (a
  grid); the other rows may line up on its slots, and side stacks stand beside it.

  A row that ``wrap``s is a grid: its piles fill as many lines as give the largest cards
  (17 fans of 3 may take one line, two, three...), every line but the last full. A row is a
  sequence of groups; a group is piles side by side (``Piles``: one kind, a range of that
  kind's piles, how they fan, whether they pair up, whether a tray gathers them). Groups are
  apart by ``sep``. A group the game has no piles for is left out, and so is a row left
  empty.

The card size is set by the deal (``deal``: its longest column, at the standard overlaps) and
by the longest column a game can have (``reach``), which must still show every index once
squeezed. A column longer than the room squeezes its own overlap, never the card size. In an
arrangement of rows, spare height widens the face-up overlap until the ``fill`` column fills
the room (up to ``max_step``), then places the whole arrangement (``at``).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from game.moves import PileKind, Place


class Fan(Enum):
    """How the cards of one pile show."""

    DOWN = "down"  # a column: each card's top strip shows above the next
    RIGHT = "right"  # the last few cards spread to the right (a waste, a fan)
    STACK = "stack"  # only the top card, with a little thickness (a stock)
    NONE = "none"  # only the top card (cells, foundations)


class Align(Enum):
    """Where a row's piles go across the table."""

    CENTRE = "centre"  # the row's own width, centred on the window
    SPAN = "span"  # the first group at the start of the columns, the last at their end
    GRID = "grid"  # on the columns' slots: the first group from the first slot, the last
    # group ending on the last one; a row with more piles than columns is laid out as SPAN


@dataclass(frozen=True)
class Piles:
    """Piles of one kind side by side: numbers ``first`` up to ``stop`` (None: the last the
    game has), in number order."""

    kind: PileKind
    first: int = 0
    stop: int | None = None
    fan: Fan = Fan.NONE
    pairs: bool = False  # two by two, each pair close together (two foundations per suit)
    tray: bool = False  # a faint tray gathers them (each pair, when paired): they belong together
    shown: int = 3  # a right fan: how many of its last cards show
    layer: int = 0  # the draw order: piles of a higher layer are drawn over lower ones
    mat: bool = True  # an empty one shows its mat (else the felt shows through)


@dataclass(frozen=True)
class Row:
    """One row of piles. ``sep``: extra room between groups, in card widths.
    ``hand``: for a left-handed player the last group moves to the start, turned around (the
    stock stays at the edge of the player's hand). ``bottom``: the row sits at the bottom of
    the table, under the player's hand, and the columns end above it. ``wrap``: a grid, its
    piles in as many lines as give the largest cards (the last line centred)."""

    groups: tuple[tuple[Piles, ...], ...]
    align: Align = Align.SPAN
    sep: float = 0.0
    hand: bool = False
    bottom: bool = False
    wrap: bool = False


@dataclass(frozen=True)
class Side:
    """Piles stacked down beside the main row (the columns), from its top, or from the
    arrangement's top when ``from_top`` (beside the rows above the columns too): ``lines``
    top to bottom, each a group of piles side by side. ``end``: after the last column (else
    before the first). ``hand``: for a left-handed player the side stacks trade ends (the
    stock stays at the edge of the player's hand). Landscape tables have width to spare and
    height to keep: side stacks give the columns the height."""

    lines: tuple[tuple[Piles, ...], ...]
    end: bool = False
    hand: bool = False
    from_top: bool = False
    tray: bool = False  # a faint tray gathers the whole stack


@dataclass(frozen=True)
class Reach:
    """A column: ``down`` face-down cards under ``up`` face-up ones (the last, shown whole,
    counts)."""

    up: int
    down: int = 0


@dataclass(frozen=True)
class Arrangement:
    """Rows top to bottom, and side stacks. ``deal``: the deal's longest column, which must
    fit at the standard overlaps; ``reach``: the longest column the game can have, which must
    fit squeezed with every index showing (None: the deal's). Together they set the card size.
    ``fill``: the column spare height widens the face-up overlap for, until it fills the room
    (None: the deal's), at most to ``max_step`` card heights; ``at``: where the arrangement
    sits in the height still spare (0 top, 0.5 centre).
    ``only_for``: the rule options it serves (empty: all). ``orientation``: "portrait" or
    "landscape" when it serves only windows of that shape."""

    rows: tuple[Row, ...]
    deal: Reach = Reach(up=1)
    reach: Reach | None = None
    sides: tuple[Side, ...] = ()
    fill: Reach | None = None
    max_step: float = 0.62
    at: float = 0.0
    only_for: tuple[str, ...] = ()
    orientation: str = ""


@dataclass(frozen=True)
class Placed:
    """One pile placed in card units: its first card's top-left corner ``x`` card widths
    across and ``y`` card heights down (from any origin: the board places the whole).
    ``fan``: how its cards show (``shown``: how many of a right fan's last cards).
    ``layer``: the draw order, higher over lower (and a finger touches the higher first).
    ``overlap``: it may lie over or under the other piles that may too; no pile touches one
    that may not. ``mat``: an empty one shows its mat (else the felt shows through).
    ``hand``: for a left-handed player it moves to its mirror place across the whole (the
    stock stays at the edge of the player's hand)."""

    place: Place
    x: float
    y: float
    fan: Fan = Fan.NONE
    shown: int = 3
    layer: int = 0
    overlap: bool = False
    mat: bool = True
    hand: bool = False


@dataclass(frozen=True)
class Placement:
    """Piles placed in card units, scaled to the window: the largest cards at which every
    pile fits (a column with its ``deal`` at the standard overlaps and its ``reach``
    squeezed, as in an ``Arrangement``), centred across, ``at`` the share of the spare height
    above it (0 top, 0.5 centre). A pile the game does not have is left out. ``only_for``
    and ``orientation`` as for an ``Arrangement``."""

    piles: tuple[Placed, ...]
    deal: Reach = Reach(up=1)
    reach: Reach | None = None
    at: float = 0.0
    only_for: tuple[str, ...] = ()
    orientation: str = ""


@dataclass(frozen=True)
class BoardLayout:
    """A game's table: the arrangements the board chooses from."""

    arrangements: tuple[Arrangement | Placement, ...]

    def for_table(self, options: str, portrait: bool) -> tuple[Arrangement | Placement, ...]:
        """The arrangements that serve a rule option on a window of this shape."""
        shape = "portrait" if portrait else "landscape"
        return tuple(a for a in self.arrangements
                     if (not a.only_for or options in a.only_for)
                     and a.orientation in ("", shape))


def columns_row() -> Row:
    """The usual row of columns: every column, fanning down."""
    return Row(((Piles(PileKind.COLUMN, fan=Fan.DOWN),),), align=Align.GRID)


def fan_grid(kind: PileKind = PileKind.COLUMN, shown: int = 3) -> Row:
    """Fans (``shown`` cards spread to the right) in a grid of as many lines as give the
    largest cards."""
    return Row(((Piles(kind, fan=Fan.RIGHT, shown=shown),),), align=Align.GRID, wrap=True)


def suit_pairs(kind: PileKind, count: int) -> tuple[tuple[Piles, ...], ...]:
    """``count`` piles as pairs in trays, one group per pair (two foundations per suit)."""
    return tuple((Piles(kind, k, k + 2, pairs=True, tray=True),) for k in range(0, count, 2))


DEFAULT = BoardLayout(
    (
        Arrangement(
            rows=(
                Row(
                    (
                        (Piles(PileKind.FOUNDATION, tray=True),),
                        (Piles(PileKind.CELL),),
                        (Piles(PileKind.WASTE), Piles(PileKind.STOCK, fan=Fan.STACK)),
                    ),
                    sep=0.3,
                    hand=True,
                ),
                columns_row(),
            ),
            deal=Reach(up=8),
        ),
    )
)
"""A top row of foundations, cells, waste and stock (whichever the game has); columns below."""
