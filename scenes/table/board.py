"""Where every pile lies for a game, a window size and an orientation, and where each of its
cards lies.

Pure geometry on ``pygame.Rect`` (no drawing, no rules), read from the game's own
``BoardLayout`` (``game.board_layout``): each arrangement it offers for the window's shape
makes plans (rows, grids and side stacks: ``scenes.table.rows``; piles placed in card units:
``scenes.table.spread``), and the board takes the plan that gives the largest cards (the
first on a tie). Cards keep the poker proportion 5:7.

Cards never change size during a game, and the table holds still: a column that would run
past its floor squeezes its own overlap and keeps those steps while it shrinks or grows
within them (``scenes.table.fans``), so taking a card never moves another (``pile_rects``):
a column that only shrinks keeps its place and spacing to the end. Piles are drawn, and
touched from the top (``scenes.table.hits``), in the order of their layers, then of
``DRAW_ORDER``.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.board_layout import Arrangement, BoardLayout, Fan, Placement
from game.moves import PileKind, Place
from game.variant import Variant
from scenes.table import rows, spread
from scenes.table.fans import Cards, ColumnSteps, card_height, fanned_down, fanned_right, stacked
from scenes.table.slots import Frame, Plan, Slot

__all__ = ["Board", "Fan", "Slot"]

# Piles of one layer are drawn (and touched, the last drawn first) in this order, each kind
# by number.
DRAW_ORDER = (PileKind.COLUMN, PileKind.STOCK, PileKind.WASTE, PileKind.CELL,
              PileKind.FOUNDATION)


class Board:
    """Pile geometry for one game at one window size."""

    def __init__(
        self,
        layout: BoardLayout,
        places: Sequence[Place],
        size: tuple[int, int],
        *,
        options: str = "",
        left_handed: bool = False,
        bar: int | None = None,
        large: bool = False,
    ) -> None:
        frame = Frame(size, bar, large)
        self.size = frame.size
        self.portrait = frame.portrait
        self.margin = frame.margin
        self.bar = frame.bar
        self.table = frame.table
        found = [plan for arrangement in layout.for_table(options, self.portrait)
                 for plan in _plans(arrangement, places, frame, left_handed)]
        if not found:
            raise ValueError("the layout has no arrangement for these piles")
        widths = [plan.fit() for plan in found]
        best = widths.index(max(widths))  # the first on a tie
        laid = found[best].lay_out(widths[best])
        self.card_w = laid.card_w
        self.gap = laid.gap
        self.floor = laid.floor  # where the (last line of) columns must end
        self.open_below = laid.open_below  # a drop under a column counts down to the edge
        # Under piles that belong together; never under the bar (the cards may come closer
        # to it than a tray reaches).
        below = pygame.Rect(0, self.bar.bottom, self.size[0], self.size[1] - self.bar.bottom)
        self.trays = [tray.clip(below) for tray in laid.trays]
        self.steps = laid.steps
        order = {kind: i for i, kind in enumerate(DRAW_ORDER)}
        self.slots: dict[Place, Slot] = dict(sorted(
            laid.slots.items(),
            key=lambda kv: (kv[1].layer, order[kv[0].kind], kv[0].index or 0)))
        self._columns = ColumnSteps(self.steps)

    @classmethod
    def for_game(cls, game: Variant, size: tuple[int, int], *,
                 left_handed: bool = False, bar: int | None = None,
                 large: bool = False) -> Board:
        """The board of ``game``'s own layout, for its piles and rule option (``bar``: the
        top bar's height, when not the table's; ``large``: in large print, ``slots.Frame``)."""
        return cls(type(game).board_layout, game.places(), size, options=game.options,
                   left_handed=left_handed, bar=bar, large=large)

    # --- sizes ----------------------------------------------------------------------------
    @property
    def card_h(self) -> int:
        return card_height(self.card_w)

    @property
    def card_size(self) -> tuple[int, int]:
        return (self.card_w, self.card_h)

    @property
    def avail_width(self) -> int:
        return self.size[0] - 2 * self.margin

    @property
    def avail_height(self) -> int:
        return self.table.height - 2 * self.margin

    # Column steps in px: face-up and face-down unless a column squeezes; the standard
    # face-up one (a covered card shows its corner index) and the least (its strip index).
    @property
    def up_step(self) -> float:
        return self.steps.up

    @property
    def down_step(self) -> float:
        return self.steps.down

    @property
    def face_step(self) -> float:
        return self.steps.face

    @property
    def read_step(self) -> float:
        return self.steps.read

    # --- piles and cards ------------------------------------------------------------------
    def places(self) -> list[Place]:
        """Every pile, in the order they are drawn."""
        return list(self.slots)

    def slot(self, place: Place) -> pygame.Rect:
        return self.slots[place].rect

    def column_steps(self, faces: Sequence[bool], top: int,
                     floor: int | None = None) -> tuple[float, float]:
        """The face-down and face-up steps of a column starting at ``top``, squeezed to end
        above ``floor`` (the main columns' floor when None)."""
        end = self.floor if floor is None else floor
        return self.steps.squeezed(faces, end - top - self.card_h)

    def pile_rects(self, game: Cards, place: Place) -> list[pygame.Rect]:
        """The rectangle of each card of a pile, bottom first, as the table draws them. A
        card's rectangle depends only on the cards under it (and, in a column, on the steps
        the column keeps): taking the last card never moves another."""
        return self._rects(game, place, None)

    def pile_spots(self, game: Cards, place: Place) -> tuple[list[bool], list[pygame.Rect]]:
        """Whether each card of a pile lies face up, and its rectangle (``pile_rects``): a
        column's faces are the ones its steps were laid out by, not asked for again."""
        faces: list[bool] = []
        rects = self._rects(game, place, faces)
        if len(faces) != len(rects):
            faces[:] = [game.face_up(place, i) for i in range(len(rects))]
        return faces, rects

    def _rects(self, game: Cards, place: Place, faces_out: list[bool] | None
               ) -> list[pygame.Rect]:
        slot = self.slots[place]
        n = len(game.pile(place))
        base = slot.rect
        if slot.fan is Fan.DOWN:
            faces, down, up = self._columns.of(game, place, base.top, slot.floor)
            if faces_out is not None:
                faces_out += faces
            return fanned_down(base, faces, down, up)
        if slot.fan is Fan.RIGHT:
            return fanned_right(base, n, slot.shown, self.card_w)
        if slot.fan is Fan.STACK:
            return stacked(base, n, self.card_w)
        return [base.copy() for _ in range(n)]


def _plans(arrangement: Arrangement | Placement, places: Sequence[Place], frame: Frame,
           left_handed: bool) -> Sequence[Plan]:
    if isinstance(arrangement, Placement):
        return spread.plans(arrangement, places, frame, left_handed)
    return rows.plans(arrangement, places, frame, left_handed)
