"""Rows, grids and side stacks of piles (``game.board_layout.Arrangement``) fitted to a window.

The card width is the largest at which the arrangement fits the window: each row across, the
main row (the columns, or a grid's lines) with its side stacks across, and down the rows, the
side stacks, the deal's longest column at the standard overlaps and the longest column a
game can have, squeezed, with every covered card's strip index readable
(``scenes.table.fans``). A grid takes as many lines as give the largest cards: each number of
lines is a plan of its own, and the board takes the plan that does. Spare height widens the
face-up overlap until the arrangement's ``fill`` column fills the room (up to ``max_step``),
then places the arrangement (``at``).

Across, a row goes one of three ways (``Align``): centred on its own width; on the main row's
slots (a row with no more piles than slots; a lone group of a ``hand`` row sits at the hand's
end); or spanning the main row, its first group at its start and its last at its end,
centred when wider, its gaps narrowed when wider than the window. Down, rows follow each
other by a row gap; a row under the columns starts below them, a ``bottom`` row sits at the
table's bottom edge. Side stacks stand beside the main row from its top, or from the
arrangement's top.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from game.board_layout import Align, Arrangement, Fan, Piles, Row, Side
from game.moves import PileKind, Place
from scenes.table.fans import (
    Steps,
    card_height,
    column_length,
    down_step,
    fan_extra,
    needed_column,
)
from scenes.table.slots import (
    ROW_GAP,
    Frame,
    Laid,
    Slot,
    gap_for,
    largest_width,
)

GAP_MAX = 0.30  # spare width widens gaps up to this before the table is centred
GAP_WIDE = 1.0  # or up to this, to line the columns up under a wider row
PAIR_GAP = 0.05  # between the two piles of a pair
SIDE_SEP = 0.30  # between a side stack and the columns
TRAY_PAD = 0.06  # a tray reaches this far around its piles, in card widths
MIN_ROW_GAP_PX = 2  # the narrowest gap a squeezed row keeps
MIN_INNER_GAP = 0.04  # a row wider than the window narrows its gaps to this, in card widths

# An arrangement made concrete for one game: groups of (place, piles) with empty groups left
# out, rows without piles left out, side stacks without piles left out.
_Pile = tuple[Place, Piles]
_Group = list[_Pile]


def plans(arrangement: Arrangement, places: Sequence[Place], frame: Frame,
          left_handed: bool) -> list[RowPlan]:
    """The arrangement filled with the game's own piles, sides at the player's hand: one
    plan, or one for each number of lines a wrapping main row may take."""
    rows = [(spec, groups) for spec in arrangement.rows
            if (groups := _groups(spec.groups, places))]
    if not rows:
        return []
    mirror = left_handed and any(side.hand for side in arrangement.sides)
    sides = [(side, side.end != mirror, lines)
             for side in arrangement.sides if (lines := _groups(side.lines, places))]
    main = next((i for i, (spec, groups) in enumerate(rows)
                 if spec.wrap or _fans_down(groups)), 0)
    count = sum(len(g) for g in rows[main][1])
    per_lines = [count]
    if rows[main][0].wrap:
        per_lines = sorted({-(-count // lines) for lines in range(1, count + 1)},
                           reverse=True)
    return [RowPlan(frame, left_handed, arrangement, rows, main, per, sides)
            for per in per_lines]


@dataclass
class RowPlan:
    """An arrangement of rows for one game, with so many of its main row's piles a line."""

    frame: Frame
    left_handed: bool
    arrangement: Arrangement
    rows: list[tuple[Row, list[_Group]]]  # top to bottom, bottom rows included
    main: int  # the row whose slots the others line up on (the columns, a grid)
    per_line: int  # the main row's piles a line
    sides: list[tuple[Side, bool, list[_Group]]]  # (spec, at the end, lines top to bottom)

    @property
    def main_piles(self) -> list[_Pile]:
        return [pile for group in self.rows[self.main][1] for pile in group]

    @property
    def lines(self) -> int:
        return -(-len(self.main_piles) // self.per_line)

    @property
    def fan(self) -> Fan:
        return self.main_piles[0][1].fan

    def around(self) -> tuple[int, int, int]:
        """Rows above the main row, below it, and at the bottom edge."""
        above = sum(1 for spec, _g in self.rows[:self.main] if not spec.bottom)
        below = sum(1 for spec, _g in self.rows[self.main + 1:] if not spec.bottom)
        return above, below, sum(1 for spec, _g in self.rows if spec.bottom)

    # --- the card size --------------------------------------------------------------------
    def fit(self) -> int:
        return largest_width(self._fits, self.frame.avail_width)

    def _fits(self, w: int) -> bool:
        h = card_height(w)
        gap = gap_for(w)
        tight = max(MIN_ROW_GAP_PX, round(w * MIN_INNER_GAP))
        avail_width = self.frame.avail_width
        for n, (spec, groups) in enumerate(self.rows):
            if n != self.main and _row_width(spec, groups, w, tight) > avail_width:
                return False
        if self.band_width(w, gap) > avail_width:
            return False
        above, below, bottom = self.around()
        row_step = h + round(h * ROW_GAP)
        arrangement = self.arrangement
        line = (needed_column(arrangement.deal, arrangement.reach, w,
                                    self.frame.tight) if self.fan is Fan.DOWN
                else h)
        band = self.lines * line + (self.lines - 1) * round(h * ROW_GAP)
        room = self.frame.avail_height - bottom * row_step
        if (above + below) * row_step + band > room:
            return False
        return all(_stack_height(lines, h) <= room - (0 if side.from_top else above * row_step)
                   for side, _end, lines in self.sides)

    def band_width(self, w: int, gap: int) -> int:
        """The main row's line with the side stacks, at ``gap`` between its piles."""
        n = self.per_line
        sides = sum(_side_width(side, lines, w) for side, _e, lines in self.sides)
        return n * self.pile_width(w) + (n - 1) * gap + sides

    def pile_width(self, w: int) -> int:
        """A main row pile's width: a card, and a right fan's spread."""
        piles = self.main_piles[0][1]
        return w + fan_extra(piles.fan, piles.shown, w)

    def lay_out(self, card_w: int) -> Laid:
        return _Rows(self, card_w).laid


class _Rows:
    """A row plan laid out at one card width (``laid``)."""

    def __init__(self, plan: RowPlan, card_w: int) -> None:
        self.frame = plan.frame
        self.left_handed = plan.left_handed
        self.card_w = w = card_w
        self.card_h = card_height(w)
        self.laid = Laid(w, Steps.standard(w, self.frame.tight), gap_for(w),
                         self.frame.size[1] - self.frame.margin)
        self._main_width = w  # a main row pile's width: a card and its fan
        self._lay_out(plan)

    def _lay_out(self, plan: RowPlan) -> None:
        laid, frame = self.laid, self.frame
        grid = self._grid(plan)
        h = self.card_h
        row_gap = round(h * ROW_GAP)
        row_step = h + row_gap
        above, below, bottom = plan.around()
        top = frame.table.top + frame.margin
        floor = frame.table.bottom - frame.margin - bottom * row_step
        lines = plan.lines
        line = h
        if plan.fan is Fan.DOWN:
            room = (floor - top - (above + below) * row_step - (lines - 1) * row_gap) // lines
            line = self._grow(plan.arrangement, room)
        band = lines * line + (lines - 1) * row_gap
        content = max([(above + below) * row_step + band]
                      + [_stack_height(sl, h) + (0 if side.from_top else above * row_step)
                         for side, _end, sl in plan.sides])
        y = top + max(0, math.floor((floor - top - content) * plan.arrangement.at + 1e-9))
        self._place_sides(plan, y, y + above * row_step, grid)
        laid.floor = floor
        laid.open_below = not (below or bottom)  # no pile under the columns
        below_y = floor + row_gap  # the first bottom row
        for n, (spec, groups) in enumerate(plan.rows):
            if spec.bottom:
                self._place_row(spec, groups, below_y, grid)
                below_y += row_step
            elif n == plan.main:
                end = y + band if below else floor
                self._place_lines(plan, y, line + row_gap, end, grid)
                if below:
                    laid.floor = end
                y += band + row_gap
            else:
                self._place_row(spec, groups, y, grid)
                y += row_step

    def _grid(self, plan: RowPlan) -> list[int]:
        """The main row's slots' left edges: gaps widened by spare width (as far as the widest
        row reaches, when a row is wider than the main one), the band centred."""
        w, count = self.card_w, plan.per_line
        pitch = plan.pile_width(w)
        gap = gap_for(w)
        if count > 1:
            fixed = plan.band_width(w, 0)
            widest = max((_row_width(spec, groups, w, gap) for n, (spec, groups)
                          in enumerate(plan.rows) if n != plan.main), default=0)
            under = min(round(w * GAP_WIDE), (widest - fixed) // (count - 1))
            most = max(round(w * GAP_MAX), under)
            gap = max(gap, min(most, (self.frame.avail_width - fixed) // (count - 1)))
        self.laid.gap = gap
        band = plan.band_width(w, gap)
        x = (self.frame.size[0] - band) // 2
        x += sum(_side_width(side, lines, w) for side, end, lines in plan.sides if not end)
        self._main_width = pitch
        return [x + i * (pitch + gap) for i in range(count)]

    def _grow(self, arrangement: Arrangement, room: int) -> int:
        """Sets the columns' steps and returns the fill column's height at them (at most
        ``room``). Spare height shows more of each card: the face-up step widens from the
        standard one until the fill column fills the room, at most to ``max_step``."""
        h = self.card_h
        steps = self.laid.steps
        fill = arrangement.fill or arrangement.deal
        low = steps.face
        high = max(low, arrangement.max_step * h)
        if h + column_length(fill, high, down_step(h, high)) > room:
            while high - low > 0.25:
                mid = (low + high) / 2
                if h + column_length(fill, mid, down_step(h, mid)) <= room:
                    low = mid
                else:
                    high = mid
            high = low
        steps.up = high
        steps.down = down_step(h, high)
        return min(room, h + math.ceil(column_length(fill, steps.up, steps.down)))

    def _place_lines(self, plan: RowPlan, y: int, pitch: int, end: int, grid: list[int]
                     ) -> None:
        """The main row's piles on the grid, line by line, the last line centred; a column's
        floor is the next line's top (less a row gap), the last line's ``end``."""
        piles = plan.main_piles
        per = plan.per_line
        gap = round(self.card_h * ROW_GAP)
        for k in range(0, len(piles), per):
            line = piles[k:k + per]
            last = k + per >= len(piles)
            shift = (per - len(line)) * (self._main_width + self.laid.gap) // 2
            floor = end if last else y + pitch - gap
            for slot, (place, spec) in enumerate(line):
                self._put(place, grid[slot] + shift, y, spec, floor)
            y += pitch

    def _place_sides(self, plan: RowPlan, top: int, main_top: int, grid: list[int]) -> None:
        w, h = self.card_w, self.card_h
        gap = gap_for(w)
        for side, end, lines in plan.sides:
            width = _stack_width(lines, w, gap)
            sep = _side_width(side, lines, w) - width
            x = grid[-1] + self._main_width + sep if end else grid[0] - sep - width
            y = top if side.from_top else main_top
            placed = []
            for line in lines:
                line_w = _group_width(line, w, gap)
                self._put_group(line, x + (width - line_w if not end else 0), y, gap)
                placed += [self.laid.slots[place].rect for place, _piles in line]
                y += h + round(h * ROW_GAP)
            if side.tray:
                pad = round(w * TRAY_PAD)
                self.laid.trays.append(placed[0].unionall(placed[1:]).inflate(2 * pad, 2 * pad))

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
                self._put(place, grid[slot], y, piles)
                slot += 1
            self._tray(group)

    def _centred(self, spec: Row, groups: list[_Group], y: int) -> None:
        w, gap = self.card_w, self.laid.gap
        sep = _sep(spec, len(groups), w, gap)
        total = _row_width(spec, groups, w, gap)
        x = (self.frame.size[0] - total) // 2
        for group in groups:
            self._put_group(group, x, y, gap)
            x += _group_width(group, w, gap) + sep

    def _spanning(self, spec: Row, groups: list[_Group], y: int, grid: list[int]) -> None:
        w = self.card_w
        gap = self.laid.gap
        span = grid[-1] + self._main_width - grid[0]
        row_w = _row_width(spec, groups, w, gap)
        if row_w > span:  # wider than the columns: a compact row
            gap = min(gap, gap_for(w))
            row_w = _row_width(spec, groups, w, gap)
        avail_width = self.frame.avail_width
        if row_w > avail_width:  # narrower gaps inside the groups
            inner = sum(len(g) - 1 for g in groups)
            excess = row_w - avail_width
            gap = max(MIN_ROW_GAP_PX, gap - math.ceil(excess / max(1, inner)))
            row_w = _row_width(spec, groups, w, gap)
        if row_w <= span:
            left, right = grid[0], grid[0] + span  # the row spans the columns exactly
        else:
            left = (self.frame.size[0] - row_w) // 2
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
            self._put(place, x, y, piles)
            x += (w + (_pair_gap(w) if paired and k % 2 == 0 else gap)
                  + fan_extra(piles.fan, piles.shown, w))
        self._tray(group)

    def _tray(self, group: _Group) -> None:
        """A tray under a group that asks for one (under each pair, when paired)."""
        if not group[0][1].tray:
            return
        pad = round(self.card_w * TRAY_PAD)
        rects = [self.laid.slots[place].rect for place, _piles in group]
        for part in ([rects[k:k + 2] for k in range(0, len(rects), 2)] if _paired(group)
                     else [rects]):
            self.laid.trays.append(part[0].unionall(part[1:]).inflate(2 * pad, 2 * pad))

    def _put(self, place: Place, x: int, y: int, piles: Piles, floor: int | None = None) -> None:
        rect = pygame.Rect(x, y, self.card_w, self.card_h)
        self.laid.slots[place] = Slot(place, rect, piles.fan,
                                      self.laid.floor if floor is None else floor, piles.shown,
                                      layer=piles.layer, mat=piles.mat)


# --- widths -----------------------------------------------------------------------------------
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


def _fans_down(groups: list[_Group]) -> bool:
    return any(piles.fan is Fan.DOWN for group in groups for _place, piles in group)


def _paired(group: _Group) -> bool:
    return len(group) >= 2 and all(piles.pairs for _place, piles in group)


def _pair_gap(w: int) -> int:
    return max(2, round(w * PAIR_GAP))


def _group_width(group: _Group, w: int, gap: int) -> int:
    """Piles side by side: pairs close together, right fans spread."""
    n = len(group)
    pairs = n // 2 if _paired(group) else 0
    inner = pairs * _pair_gap(w) + (n - 1 - pairs) * gap
    return n * w + inner + sum(fan_extra(piles.fan, piles.shown, w) for _place, piles in group)


def _sep(spec: Row, groups: int, w: int, gap: int) -> int:
    return max(gap, round(w * spec.sep)) if groups > 1 else 0


def _row_width(spec: Row, groups: list[_Group], w: int, gap: int) -> int:
    return (sum(_group_width(g, w, gap) for g in groups)
            + (len(groups) - 1) * _sep(spec, len(groups), w, gap))


def _stack_width(lines: list[_Group], w: int, gap: int) -> int:
    return max(_group_width(line, w, gap) for line in lines)


def _side_width(side: Side, lines: list[_Group], w: int) -> int:
    """A side stack's width with its distance from the columns (and its tray's reach)."""
    tray = round(w * TRAY_PAD) if side.tray else 0
    return _stack_width(lines, w, gap_for(w)) + round(w * SIDE_SEP) + tray


def _stack_height(lines: list[_Group], h: int) -> int:
    return len(lines) * h + (len(lines) - 1) * round(h * ROW_GAP)
