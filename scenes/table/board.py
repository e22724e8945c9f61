"""Where every pile lies for a game, a window size and an orientation; hit testing.

Pure geometry on ``pygame.Rect`` (no drawing, no rules), read from the game's own
``BoardLayout`` (``game.board_layout``): rows of piles, side stacks, how piles fan, the
column reach. Cards keep the poker proportion 5:7.

The card width is the largest at which the arrangement fits the window: each row across, the
columns with their side stacks across, and down the rows, the side stacks and the reach column
with every covered index readable (a covered face-up card shows at least its index,
``scenes.ui.atlas.index_depth``). The board takes the arrangement that gives the largest cards.
Spare height widens the face-up overlap up to the arrangement's ``max_step``, then places the
arrangement (``at``). A column that would run off the table squeezes its own overlap, never
the card size of the table: first down to the readable step, then its face-down cards, and
only then below the index.

Across, a row goes one of three ways (``Align``): centred on its own width; on the columns'
slots (a row with no more piles than columns; a lone group of a ``hand`` row sits at the
hand's end); or spanning the columns, its first group at their start and its last at their
end, centred when wider, its gaps narrowed when wider than the window. Down, rows follow each
other by a row gap; a row under the columns starts below their reach, a ``bottom`` row sits
at the table's bottom edge. Side stacks stand beside the columns from their top.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from game.board_layout import Align, Arrangement, BoardLayout, Fan, Piles, Row
from game.moves import PileKind, Place
from game.variant import Variant
from scenes.ui.atlas import index_depth

__all__ = ["Board", "Fan", "Slot"]

CARD_RATIO = 7 / 5
BAR_SHARE = 0.075  # top bar height: share of the short side
BAR_MIN = 40
MARGIN_SHARE = 0.02
GAP = 0.10  # between piles, in card widths
GAP_MAX = 0.30  # spare width widens gaps up to this before the table is centred
GAP_WIDE = 1.0  # or up to this, to line the columns up under a wider row
PAIR_GAP = 0.05  # between the two piles of a pair
SIDE_SEP = 0.30  # between a side stack and the columns
TRAY_PAD = 0.06  # a tray reaches this far around its piles, in card widths
MIN_ROW_GAP_PX = 2  # the narrowest gap a squeezed row keeps
MIN_INNER_GAP = 0.04  # a row wider than the window narrows its gaps to this, in card widths
ROW_GAP = 0.14  # between rows, in card heights
FACE_DOWN_STEP = 0.13  # column overlap of a face-down card, in card heights
DOWN_SHARE = 0.45  # a face-down step grows to this share of the face-up one
MAX_DOWN_STEP = 0.2  # and no further: a pile of backs need not show much of each
ROOMY_STEP = 0.45  # a column's face-up step while it has room, in card heights
TIGHT_DOWN_STEP = 0.07  # the reach column's face-down step: the backs can still be counted
MIN_FACE_UP_STEP = 0.12  # the tightest a squeezed column goes
MIN_FACE_DOWN_STEP = 0.04
READ_PAD = 0.02  # a readable step shows this much more than the index, in card widths
WASTE_FAN = 0.24  # a right-fanned pile: step between its last cards, in card widths
WASTE_SHOWN = 3
STACK_SHOWN = 3  # the stock shows some thickness
MIN_CARD_WIDTH = 24
# Piles are drawn (and hit, the last drawn first) in this order, each kind by number.
DRAW_ORDER = (PileKind.COLUMN, PileKind.STOCK, PileKind.WASTE, PileKind.CELL,
              PileKind.FOUNDATION)


@dataclass(frozen=True)
class Slot:
    place: Place
    rect: pygame.Rect  # where the bottom card (or the mat) lies
    fan: Fan


# An arrangement made concrete for one game: groups of (place, piles) with empty groups left
# out, rows without piles left out, side stacks without piles left out.
_Pile = tuple[Place, Piles]
_Group = list[_Pile]


@dataclass
class _Plan:
    arrangement: Arrangement
    rows: list[tuple[Row, list[_Group]]]  # top to bottom, bottom rows included
    sides: list[tuple[bool, list[_Group]]]  # (at the end, lines top to bottom)

    @property
    def columns(self) -> int:
        return next(sum(len(g) for g in groups) for _spec, groups in self.rows
                    if _is_columns(groups))

    def around(self) -> tuple[int, int, int]:
        """Rows above the columns, below them, and at the bottom edge."""
        at = next(i for i, (_spec, groups) in enumerate(self.rows) if _is_columns(groups))
        above = sum(1 for spec, _g in self.rows[:at] if not spec.bottom)
        below = sum(1 for spec, _g in self.rows[at + 1:] if not spec.bottom)
        return above, below, sum(1 for spec, _g in self.rows if spec.bottom)


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
    ) -> None:
        self.size = (max(1, size[0]), max(1, size[1]))
        self.left_handed = left_handed
        width, height = self.size
        short = min(width, height)
        self.portrait = height > width
        self.margin = max(4, round(short * MARGIN_SHARE))
        self.bar = pygame.Rect(0, 0, width, max(BAR_MIN, round(short * BAR_SHARE)))
        self.table = pygame.Rect(0, self.bar.bottom, width, height - self.bar.bottom)
        self.slots: dict[Place, Slot] = {}
        self.trays: list[pygame.Rect] = []  # under piles that belong together
        self.card_w = MIN_CARD_WIDTH
        self.gap = 4
        self.floor = height - self.margin  # where the columns must end
        self.open_below = True  # a drop under a column counts down to the window's edge
        plans = [self._plan(a, places) for a in layout.for_table(options, self.portrait)]
        if not plans:
            raise ValueError("the layout has no arrangement for these piles")
        widths = [self._fit(plan) for plan in plans]
        best = widths.index(max(widths))  # the first on a tie
        self.card_w = widths[best]
        self.read_step = float(index_depth(self.card_w) + max(1, round(self.card_w * READ_PAD)))
        self.up_step = self.read_step  # px: a column's face-up step, unless it must squeeze
        self.down_step = self.card_h * FACE_DOWN_STEP  # px: its face-down step
        self._lay_out(plans[best])
        order = {kind: i for i, kind in enumerate(DRAW_ORDER)}
        self.slots = dict(sorted(self.slots.items(),
                                 key=lambda kv: (order[kv[0].kind], kv[0].index or 0)))

    @classmethod
    def for_game(cls, game: Variant, size: tuple[int, int], *,
                 left_handed: bool = False) -> Board:
        """The board of ``game``'s own layout, for its piles and rule option."""
        return cls(type(game).board_layout, game.places(), size, options=game.options,
                   left_handed=left_handed)

    # --- sizes ----------------------------------------------------------------------------
    @property
    def card_h(self) -> int:
        return round(self.card_w * CARD_RATIO)

    @property
    def card_size(self) -> tuple[int, int]:
        return (self.card_w, self.card_h)

    @property
    def pad(self) -> int:
        """How far a card's hit area reaches beyond its edge."""
        return max(3, min(self.gap // 2, round(self.card_w * 0.06)))

    @property
    def avail_width(self) -> int:
        return self.size[0] - 2 * self.margin

    @property
    def avail_height(self) -> int:
        return self.table.height - 2 * self.margin

    def _plan(self, arrangement: Arrangement, places: Sequence[Place]) -> _Plan:
        """The arrangement filled with the game's own piles, sides at the player's hand."""
        rows = [(spec, groups) for spec in arrangement.rows
                if (groups := _groups(spec.groups, places))]
        mirror = self.left_handed and any(side.hand for side in arrangement.sides)
        sides = [(side.end != mirror, lines)
                 for side in arrangement.sides if (lines := _groups(side.lines, places))]
        return _Plan(arrangement, rows, sides)

    def _fit(self, plan: _Plan) -> int:
        """The largest card width at which the plan fits the window (at least the minimum)."""
        low, high = MIN_CARD_WIDTH, max(MIN_CARD_WIDTH, self.avail_width)
        while low < high:
            mid = (low + high + 1) // 2
            if self._fits(plan, mid):
                low = mid
            else:
                high = mid - 1
        return low

    def _fits(self, plan: _Plan, w: int) -> bool:
        h = round(w * CARD_RATIO)
        gap = max(2, round(w * GAP))
        tight = max(MIN_ROW_GAP_PX, round(w * MIN_INNER_GAP))
        rows = [(spec, groups) for spec, groups in plan.rows if not _is_columns(groups)]
        if any(_row_width(spec, groups, w, tight) > self.avail_width for spec, groups in rows):
            return False
        if self._band_width(plan, w, gap) > self.avail_width:
            return False
        above, below, bottom = plan.around()
        row_step = h + round(h * ROW_GAP)
        reach = plan.arrangement.reach
        read = index_depth(w) + max(1, round(w * READ_PAD))
        column = h + max(0, reach.up - 1) * read + reach.down * h * TIGHT_DOWN_STEP
        beside = max((_stack_height(lines, h) for _end, lines in plan.sides), default=0)
        room = self.avail_height - (above + bottom) * row_step
        return below * row_step + column <= room and beside <= room

    def _band_width(self, plan: _Plan, w: int, gap: int) -> int:
        """The columns with their side stacks, at ``gap`` between columns."""
        n = plan.columns
        sides = sum(_stack_width(lines, w, gap) + round(w * SIDE_SEP) for _e, lines in plan.sides)
        return n * w + (n - 1) * gap + sides

    # --- the arrangement ------------------------------------------------------------------
    def _lay_out(self, plan: _Plan) -> None:
        grid = self._grid(plan)
        h = self.card_h
        row_step = h + round(h * ROW_GAP)
        above, below, bottom = plan.around()
        top = self.table.top + self.margin
        self.floor = self.table.bottom - self.margin - bottom * row_step
        self.open_below = not (below or bottom)  # no pile under the columns
        room = self.floor - top - above * row_step
        column = self._grow(plan.arrangement, room - below * row_step)
        beside = max((_stack_height(lines, h) for _end, lines in plan.sides), default=0)
        spare = room - max(column + below * row_step, beside)
        y = top + max(0, math.floor(spare * plan.arrangement.at + 1e-9))
        below_y = self.floor + round(h * ROW_GAP)  # the first bottom row
        for spec, groups in plan.rows:
            if spec.bottom:
                self._place_row(spec, groups, below_y, grid)
                below_y += row_step
            elif _is_columns(groups):
                self._place_row(spec, groups, y, grid)
                self._place_sides(plan, y, grid)
                y += column + round(h * ROW_GAP)
                if below:
                    self.floor = y - round(h * ROW_GAP)
            else:
                self._place_row(spec, groups, y, grid)
                y += row_step

    def _grid(self, plan: _Plan) -> list[int]:
        """The columns' left edges: gaps widened by spare width (as far as the widest row
        reaches, when a row is wider than the columns), the band centred."""
        w, count = self.card_w, plan.columns
        gap = max(2, round(w * GAP))
        if count > 1:
            fixed = self._band_width(plan, w, 0)
            widest = max((_row_width(spec, groups, w, gap) for spec, groups in plan.rows
                          if not _is_columns(groups)), default=0)
            under = min(round(w * GAP_WIDE), (widest - fixed) // (count - 1))
            most = max(round(w * GAP_MAX), under)
            gap = max(gap, min(most, (self.avail_width - fixed) // (count - 1)))
        self.gap = gap
        band = self._band_width(plan, w, gap)
        x = (self.size[0] - band) // 2
        x += sum(_stack_width(lines, w, gap) + round(w * SIDE_SEP)
                 for end, lines in plan.sides if not end)
        return [x + i * (w + gap) for i in range(count)]

    def _grow(self, arrangement: Arrangement, room: int) -> int:
        """Sets the columns' steps and returns the reach column's height at them, squeezed into
        ``room``. Spare height shows more of each card: the face-up step is the one at which
        the reach column fills the room, but at least ``ROOMY_STEP`` (a column squeezes its
        own when it must) and at most the arrangement's ``max_step``."""
        h, reach = self.card_h, arrangement.reach
        down_n, steps = reach.down, max(0, reach.up - 1)
        fill = (room - h - down_n * h * FACE_DOWN_STEP) / steps if steps else room
        self.up_step = max(self.read_step,
                           min(arrangement.max_step * h, max(ROOMY_STEP * h, fill)))
        self.down_step = min(h * MAX_DOWN_STEP,
                             max(h * FACE_DOWN_STEP, self.up_step * DOWN_SHARE))
        down = down_n * self.down_step
        step = max(self.read_step, min(self.up_step, (room - h - down) / steps if steps else 0))
        return round(h + steps * step + down)

    def _place_sides(self, plan: _Plan, top: int, grid: list[int]) -> None:
        w, h = self.card_w, self.card_h
        for end, lines in plan.sides:
            width = _stack_width(lines, w, self.gap)
            sep = round(w * SIDE_SEP)
            x = grid[-1] + w + sep if end else grid[0] - sep - width
            y = top
            for line in lines:
                line_w = _group_width(line, w, self.gap)
                self._put_group(line, x + (width - line_w if not end else 0), y, self.gap)
                y += h + round(h * ROW_GAP)

    def _place_row(self, spec: Row, groups: list[_Group], y: int, grid: list[int]) -> None:
        if self.left_handed and spec.hand:
            groups = [list(reversed(groups[-1])), *groups[:-1]]
        piles = sum(len(g) for g in groups)
        if spec.align is Align.GRID and piles <= len(grid):
            self._on_grid(groups, y, grid, spec.hand and not self.left_handed)
        elif spec.align is Align.CENTRE:
            self._centred(spec, groups, y)
        else:
            self._spanning(spec, groups, y, grid)

    def _on_grid(self, groups: list[_Group], y: int, grid: list[int], at_end: bool) -> None:
        slot = 0
        for n, group in enumerate(groups):
            if n == len(groups) - 1 and (n or at_end):
                slot = len(grid) - len(group)  # the last group ends on the last slot
            for place, piles in group:
                self._put(place, grid[slot], y, piles.fan)
                slot += 1

    def _centred(self, spec: Row, groups: list[_Group], y: int) -> None:
        w, gap = self.card_w, self.gap
        sep = _sep(spec, len(groups), w, gap)
        total = _row_width(spec, groups, w, gap)
        x = (self.size[0] - total) // 2
        for group in groups:
            self._put_group(group, x, y, gap)
            x += _group_width(group, w, gap) + sep

    def _spanning(self, spec: Row, groups: list[_Group], y: int, grid: list[int]) -> None:
        w = self.card_w
        gap = self.gap
        row_w = _row_width(spec, groups, w, gap)
        if row_w > grid[-1] + w - grid[0]:  # wider than the columns: a compact row
            gap = min(gap, max(2, round(w * GAP)))
            row_w = _row_width(spec, groups, w, gap)
        if row_w > self.avail_width:  # narrower gaps inside the groups
            inner = sum(len(g) - 1 for g in groups)
            excess = row_w - self.avail_width
            gap = max(MIN_ROW_GAP_PX, gap - math.ceil(excess / max(1, inner)))
            row_w = _row_width(spec, groups, w, gap)
        if row_w <= grid[-1] + w - grid[0]:
            left, right = grid[0], grid[-1] + w  # the row spans the columns exactly
        else:
            left = (self.size[0] - row_w) // 2
            right = left + row_w
        widths = [_group_width(g, w, gap) for g in groups]
        spare = right - left - sum(widths)
        x = left
        for n, group in enumerate(groups):
            if n == len(groups) - 1 and n:
                x = right - widths[n]  # the last group ends at the right edge
            self._put_group(group, x, y, gap)
            if len(groups) > 1:
                x += widths[n] + spare // (len(groups) - 1)

    def _put_group(self, group: _Group, x: int, y: int, gap: int) -> None:
        w = self.card_w
        paired = _paired(group)
        for k, (place, piles) in enumerate(group):
            self._put(place, x, y, piles.fan)
            x += w + (_pair_gap(w) if paired and k % 2 == 0 else gap) + _fan_extra(piles.fan, w)
        if group[0][1].tray:
            pad = round(w * TRAY_PAD)
            rects = [self.slots[place].rect for place, _piles in group]
            for part in ([rects[k:k + 2] for k in range(0, len(rects), 2)] if paired
                         else [rects]):
                self.trays.append(part[0].unionall(part[1:]).inflate(2 * pad, 2 * pad))

    def _put(self, place: Place, x: int, y: int, fan: Fan = Fan.NONE) -> None:
        self.slots[place] = Slot(place, pygame.Rect(x, y, self.card_w, self.card_h), fan)

    # --- cards ----------------------------------------------------------------------------
    def places(self) -> list[Place]:
        return list(self.slots)

    def slot(self, place: Place) -> pygame.Rect:
        return self.slots[place].rect

    def column_steps(self, faces: Sequence[bool], top: int) -> tuple[float, float]:
        """The face-down and face-up steps of a column, squeezed to end above the floor: the
        face-up step first down to the readable one, then the face-down step, then the
        face-up step below the index, then both alike."""
        h = self.card_h
        down_n = sum(1 for f in faces[:-1] if not f)
        up_n = max(0, len(faces) - 1 - down_n)
        down, up = self.down_step, self.up_step
        room = self.floor - top - h
        if down_n * down + up_n * up <= room:
            return down, up
        if room <= 0:
            return 0.0, 0.0
        if up_n:
            up = max(min(up, self.read_step), (room - down_n * down) / up_n)
        if down_n and down_n * down + up_n * up > room:
            down = max(h * MIN_FACE_DOWN_STEP, (room - up_n * up) / down_n)
        if up_n and down_n * down + up_n * up > room:
            up = max(h * MIN_FACE_UP_STEP, (room - down_n * down) / up_n)
        need = down_n * down + up_n * up
        if need > room:
            down, up = down * room / need, up * room / need
        return down, up

    def pile_rects(self, game: Variant, place: Place) -> list[pygame.Rect]:
        """The rectangle of each card of a pile, bottom first, as the table draws them."""
        slot = self.slots[place]
        cards = game.pile(place)
        n = len(cards)
        base = slot.rect
        if slot.fan is Fan.DOWN:
            faces = [game.face_up(place, i) for i in range(n)]
            down, up = self.column_steps(faces, base.top)
            out, y = [], float(base.top)
            for i in range(n):
                out.append(pygame.Rect(base.left, round(y), base.width, base.height))
                y += up if faces[i] else down
            return out
        if slot.fan is Fan.RIGHT:
            step = round(self.card_w * WASTE_FAN)
            first_shown = max(0, n - WASTE_SHOWN)
            return [base.move(max(0, i - first_shown) * step, 0) for i in range(n)]
        if slot.fan is Fan.STACK:
            # A card of thickness for every few cards, up to STACK_SHOWN, lifting up-left.
            shown = min(STACK_SHOWN, (n + 7) // 8)
            lift = max(1, round(self.card_w * 0.02))
            return [base.move(-lift * min(i, shown - 1), -lift * min(i, shown - 1))
                    if shown else base.copy() for i in range(n)]
        return [base.copy() for _ in range(n)]

    # --- hit testing ----------------------------------------------------------------------
    def hit(self, game: Variant, pos: tuple[int, int]) -> tuple[Place, int] | None:
        """The card (place, index) under ``pos``; index -1 for an empty pile's mat.

        Hit areas reach ``pad`` px beyond each card; the top card wins where cards overlap.
        """
        pad = self.pad
        found: tuple[Place, int] | None = None
        for place in reversed(self.places()):  # later piles are drawn over earlier ones
            rects = self.pile_rects(game, place)
            if not rects:
                if self.slots[place].rect.inflate(2 * pad, 2 * pad).collidepoint(pos):
                    found = found or (place, -1)
                continue
            for i in range(len(rects) - 1, -1, -1):
                if rects[i].inflate(2 * pad, 2 * pad).collidepoint(pos):
                    if place.kind in (PileKind.STOCK, PileKind.WASTE, PileKind.CELL,
                                      PileKind.FOUNDATION):
                        return place, len(rects) - 1
                    return place, i
        return found

    def drop_area(self, place: Place) -> pygame.Rect:
        """Where a drop counts for ``place``: a column reaches down to the window's edge, or
        to its floor when piles lie under the columns."""
        slot = self.slots[place]
        half = max(1, self.gap // 2)
        if slot.fan is Fan.DOWN:
            bottom = self.size[1] if self.open_below else max(self.floor, slot.rect.bottom) + half
            return pygame.Rect(slot.rect.left - half, slot.rect.top - half,
                               slot.rect.width + 2 * half, bottom - slot.rect.top + half)
        if slot.fan is Fan.RIGHT:
            fan = round(self.card_w * WASTE_FAN) * (WASTE_SHOWN - 1)
            return slot.rect.inflate(2 * half, 2 * half).union(
                slot.rect.move(fan, 0).inflate(2 * half, 2 * half))
        return slot.rect.inflate(2 * half, 2 * half)

    def drop_target(self, held: pygame.Rect, source: Place | None = None) -> Place | None:
        """The pile the held card overlaps most (not its own pile), or None."""
        best, best_area = None, 0
        for place in self.places():
            if place == source or place.kind is PileKind.STOCK:
                continue
            clip = self.drop_area(place).clip(held)
            area = clip.width * clip.height
            if area > best_area:
                best, best_area = place, area
        return best


def _groups(specs: tuple[tuple[Piles, ...], ...], places: Sequence[Place]) -> list[_Group]:
    """Groups of the game's own piles, in number order; groups it has none for left out."""
    by_kind: dict[PileKind, list[Place]] = {}
    for place in places:
        by_kind.setdefault(place.kind, []).append(place)
    for found in by_kind.values():
        found.sort(key=lambda p: p.index or 0)
    groups: list[_Group] = []
    for group in specs:
        piles: _Group = []
        for spec in group:
            piles += [(p, spec) for p in by_kind.get(spec.kind, [])[spec.first:spec.stop]]
        if piles:
            groups.append(piles)
    return groups


def _is_columns(groups: list[_Group]) -> bool:
    return any(piles.fan is Fan.DOWN for group in groups for _place, piles in group)


def _paired(group: _Group) -> bool:
    return len(group) >= 2 and all(piles.pairs for _place, piles in group)


def _pair_gap(w: int) -> int:
    return max(2, round(w * PAIR_GAP))


def _fan_extra(fan: Fan, w: int) -> int:
    return round(w * WASTE_FAN) * (WASTE_SHOWN - 1) if fan is Fan.RIGHT else 0


def _group_width(group: _Group, w: int, gap: int) -> int:
    """Piles side by side: pairs close together, right fans spread."""
    n = len(group)
    pairs = n // 2 if _paired(group) else 0
    inner = pairs * _pair_gap(w) + (n - 1 - pairs) * gap
    return n * w + inner + sum(_fan_extra(piles.fan, w) for _place, piles in group)


def _sep(spec: Row, groups: int, w: int, gap: int) -> int:
    return max(gap, round(w * spec.sep)) if groups > 1 else 0


def _row_width(spec: Row, groups: list[_Group], w: int, gap: int) -> int:
    return (sum(_group_width(g, w, gap) for g in groups)
            + (len(groups) - 1) * _sep(spec, len(groups), w, gap))


def _stack_width(lines: list[_Group], w: int, gap: int) -> int:
    return max(_group_width(line, w, gap) for line in lines)


def _stack_height(lines: list[_Group], h: int) -> int:
    return len(lines) * h + (len(lines) - 1) * round(h * ROW_GAP)
