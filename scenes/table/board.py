"""Where every pile lies for a game, a window size and an orientation; hit testing.

Pure geometry on ``pygame.Rect`` (no drawing, no rules), read from the game's own
``BoardLayout`` (``game.board_layout``): rows, grids and fans of piles, side stacks, the deal
and the longest column. Cards keep the poker proportion 5:7.

The card width is the largest at which the arrangement fits the window: each row across, the
main row (the columns, or a grid's lines) with its side stacks across, and down the rows, the
side stacks, the deal's longest column at the standard overlaps (a face-up card shows its
corner index, a face-down one ``FACE_DOWN_STEP``) and the longest column a game can have,
squeezed, with every covered card's strip index readable (``scenes.ui.atlas.strip_depth``).
A grid takes as many lines as give the largest cards; the board takes the arrangement that
does. Spare height widens the face-up overlap until the arrangement's ``fill`` column fills
the room (up to ``max_step``), then places the arrangement (``at``).

Cards never change size during a game, and the table holds still: a column that would run
past its floor squeezes its own overlap (the spare widening first, then its backs, then its
face-up cards down to the strip index, and only then below it), and keeps those steps while
it shrinks or grows within them, so taking a card never moves another (``pile_rects``): a
column that only shrinks keeps its place and spacing to the end.

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

from game.board_layout import Align, Arrangement, BoardLayout, Fan, Piles, Reach, Row, Side
from game.cards import Card
from game.moves import PileKind, Place
from game.variant import Variant
from scenes.ui.atlas import index_depth, strip_depth

__all__ = ["Board", "Fan", "Slot"]

CARD_RATIO = 7 / 5
BAR_SHARE = 0.075  # top bar height: share of the short side
BAR_MIN = 36
MARGIN_SHARE = 0.02
GAP = 0.10  # between piles, in card widths
GAP_MAX = 0.30  # spare width widens gaps up to this before the table is centred
GAP_WIDE = 1.0  # or up to this, to line the columns up under a wider row
PAIR_GAP = 0.05  # between the two piles of a pair
SIDE_SEP = 0.30  # between a side stack and the columns
TRAY_PAD = 0.06  # a tray reaches this far around its piles, in card widths
MIN_ROW_GAP_PX = 2  # the narrowest gap a squeezed row keeps
MIN_INNER_GAP = 0.04  # a row wider than the window narrows its gaps to this, in card widths
ROW_GAP = 0.10  # between rows, in card heights
STANDARD_UP = 0.30  # the deal's face-up overlap, in card heights (at least the corner index)
FACE_DOWN_STEP = 0.13  # the deal's face-down overlap, in card heights
DOWN_SHARE = 0.45  # a face-down step grows to this share of the face-up one
MAX_DOWN_STEP = 0.2  # and no further: a pile of backs need not show much of each
MIN_FACE_UP_STEP = 0.12  # the tightest a squeezed column goes
MIN_FACE_DOWN_STEP = 0.04
READ_PAD = 0.01  # the standard step shows this much more than the corner index, in card widths
WASTE_FAN = 0.24  # a right-fanned pile: step between its last cards, in card widths
WASTE_SHOWN = 3
STACK_SHOWN = 3  # the stock shows some thickness: a card more for every STACK_CARDS
STACK_CARDS = 8
MIN_CARD_WIDTH = 24
# Piles are drawn (and hit, the last drawn first) in this order, each kind by number.
DRAW_ORDER = (PileKind.COLUMN, PileKind.STOCK, PileKind.WASTE, PileKind.CELL,
              PileKind.FOUNDATION)


@dataclass(frozen=True)
class Slot:
    place: Place
    rect: pygame.Rect  # where the bottom card (or the mat) lies
    fan: Fan
    floor: int = 0  # a column fanning down ends above this: past it, it squeezes
    shown: int = WASTE_SHOWN  # a right fan shows this many of its last cards


# An arrangement made concrete for one game: groups of (place, piles) with empty groups left
# out, rows without piles left out, side stacks without piles left out.
_Pile = tuple[Place, Piles]
_Group = list[_Pile]


@dataclass
class _Plan:
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

    @property
    def shown(self) -> int:
        return self.main_piles[0][1].shown

    def around(self) -> tuple[int, int, int]:
        """Rows above the main row, below it, and at the bottom edge."""
        above = sum(1 for spec, _g in self.rows[:self.main] if not spec.bottom)
        below = sum(1 for spec, _g in self.rows[self.main + 1:] if not spec.bottom)
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
        self._main_width = MIN_CARD_WIDTH  # a main row pile's width: a card and its fan
        self.floor = height - self.margin  # where the (last line of) columns must end
        self.open_below = True  # a drop under a column counts down to the window's edge
        # What each column last showed and at which steps: it keeps them while it shrinks.
        self._kept: dict[Place, tuple[tuple[Card, ...], float, float]] = {}
        self._kept_for: object = None
        plans = [plan for a in layout.for_table(options, self.portrait)
                 for plan in self._plans(a, places)]
        if not plans:
            raise ValueError("the layout has no arrangement for these piles")
        widths = [self._fit(plan) for plan in plans]
        best = widths.index(max(widths))  # the first on a tie
        self.card_w = widths[best]
        self.plan = plans[best]
        self.face_step = float(_face_step(self.card_w))  # a covered card shows its corner index
        self.read_step = float(_read_step(self.card_w))  # ... or at least its strip index
        self.up_step = self.face_step  # px: a column's face-up step, unless it must squeeze
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

    def _plans(self, arrangement: Arrangement, places: Sequence[Place]) -> list[_Plan]:
        """The arrangement filled with the game's own piles, sides at the player's hand: one
        plan, or one for each number of lines a wrapping main row may take."""
        rows = [(spec, groups) for spec in arrangement.rows
                if (groups := _groups(spec.groups, places))]
        if not rows:
            return []
        mirror = self.left_handed and any(side.hand for side in arrangement.sides)
        sides = [(side, side.end != mirror, lines)
                 for side in arrangement.sides if (lines := _groups(side.lines, places))]
        main = next((i for i, (spec, groups) in enumerate(rows)
                     if spec.wrap or _fans_down(groups)), 0)
        count = sum(len(g) for g in rows[main][1])
        per_lines = [count]
        if rows[main][0].wrap:
            per_lines = sorted({-(-count // lines) for lines in range(1, count + 1)},
                               reverse=True)
        return [_Plan(arrangement, rows, main, per, sides) for per in per_lines]

    # --- the card size --------------------------------------------------------------------
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
        for n, (spec, groups) in enumerate(plan.rows):
            if n != plan.main and _row_width(spec, groups, w, tight) > self.avail_width:
                return False
        if self._band_width(plan, w, gap) > self.avail_width:
            return False
        above, below, bottom = plan.around()
        row_step = h + round(h * ROW_GAP)
        line = _needed_column(plan.arrangement, w) if plan.fan is Fan.DOWN else h
        band = plan.lines * line + (plan.lines - 1) * round(h * ROW_GAP)
        room = self.avail_height - bottom * row_step
        if (above + below) * row_step + band > room:
            return False
        return all(_stack_height(lines, h) <= room - (0 if side.from_top else above * row_step)
                   for side, _end, lines in plan.sides)

    def _band_width(self, plan: _Plan, w: int, gap: int) -> int:
        """The main row's line with the side stacks, at ``gap`` between its piles."""
        n = plan.per_line
        sides = sum(_side_width(side, lines, w) for side, _e, lines in plan.sides)
        return n * _pile_width(plan, w) + (n - 1) * gap + sides

    # --- the arrangement ------------------------------------------------------------------
    def _lay_out(self, plan: _Plan) -> None:
        grid = self._grid(plan)
        h = self.card_h
        row_gap = round(h * ROW_GAP)
        row_step = h + row_gap
        above, below, bottom = plan.around()
        top = self.table.top + self.margin
        floor = self.table.bottom - self.margin - bottom * row_step
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
        self.floor = floor
        self.open_below = not (below or bottom)  # no pile under the columns
        below_y = floor + row_gap  # the first bottom row
        for n, (spec, groups) in enumerate(plan.rows):
            if spec.bottom:
                self._place_row(spec, groups, below_y, grid)
                below_y += row_step
            elif n == plan.main:
                end = y + band if below else floor
                self._place_lines(plan, y, line + row_gap, end, grid)
                if below:
                    self.floor = end
                y += band + row_gap
            else:
                self._place_row(spec, groups, y, grid)
                y += row_step

    def _grid(self, plan: _Plan) -> list[int]:
        """The main row's slots' left edges: gaps widened by spare width (as far as the widest
        row reaches, when a row is wider than the main one), the band centred."""
        w, count = self.card_w, plan.per_line
        pitch = _pile_width(plan, w)
        gap = max(2, round(w * GAP))
        if count > 1:
            fixed = self._band_width(plan, w, 0)
            widest = max((_row_width(spec, groups, w, gap) for n, (spec, groups)
                          in enumerate(plan.rows) if n != plan.main), default=0)
            under = min(round(w * GAP_WIDE), (widest - fixed) // (count - 1))
            most = max(round(w * GAP_MAX), under)
            gap = max(gap, min(most, (self.avail_width - fixed) // (count - 1)))
        self.gap = gap
        band = self._band_width(plan, w, gap)
        x = (self.size[0] - band) // 2
        x += sum(_side_width(side, lines, w) for side, end, lines in plan.sides if not end)
        self._main_width = pitch
        return [x + i * (pitch + gap) for i in range(count)]

    def _grow(self, arrangement: Arrangement, room: int) -> int:
        """Sets the columns' steps and returns the fill column's height at them (at most
        ``room``). Spare height shows more of each card: the face-up step widens from the
        standard one until the fill column fills the room, at most to ``max_step``."""
        h = self.card_h
        fill = arrangement.fill or arrangement.deal
        low = self.face_step
        high = max(low, arrangement.max_step * h)
        if h + _column(fill, high, _down_step(h, high)) > room:
            while high - low > 0.25:
                mid = (low + high) / 2
                if h + _column(fill, mid, _down_step(h, mid)) <= room:
                    low = mid
                else:
                    high = mid
            high = low
        self.up_step = high
        self.down_step = _down_step(h, high)
        return min(room, h + math.ceil(_column(fill, self.up_step, self.down_step)))

    def _place_lines(self, plan: _Plan, y: int, pitch: int, end: int, grid: list[int]) -> None:
        """The main row's piles on the grid, line by line, the last line centred; a column's
        floor is the next line's top (less a row gap), the last line's ``end``."""
        piles = plan.main_piles
        per = plan.per_line
        gap = round(self.card_h * ROW_GAP)
        for k in range(0, len(piles), per):
            line = piles[k:k + per]
            last = k + per >= len(piles)
            shift = (per - len(line)) * (self._main_width + self.gap) // 2
            floor = end if last else y + pitch - gap
            for slot, (place, spec) in enumerate(line):
                self._put(place, grid[slot] + shift, y, spec, floor)
            y += pitch

    def _place_sides(self, plan: _Plan, top: int, main_top: int, grid: list[int]) -> None:
        w, h = self.card_w, self.card_h
        gap = max(2, round(w * GAP))
        for side, end, lines in plan.sides:
            width = _stack_width(lines, w, gap)
            sep = _side_width(side, lines, w) - width
            x = grid[-1] + self._main_width + sep if end else grid[0] - sep - width
            y = top if side.from_top else main_top
            placed = []
            for line in lines:
                line_w = _group_width(line, w, gap)
                self._put_group(line, x + (width - line_w if not end else 0), y, gap)
                placed += [self.slots[place].rect for place, _piles in line]
                y += h + round(h * ROW_GAP)
            if side.tray:
                pad = round(w * TRAY_PAD)
                self.trays.append(placed[0].unionall(placed[1:]).inflate(2 * pad, 2 * pad))

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
        span = grid[-1] + self._main_width - grid[0]
        row_w = _row_width(spec, groups, w, gap)
        if row_w > span:  # wider than the columns: a compact row
            gap = min(gap, max(2, round(w * GAP)))
            row_w = _row_width(spec, groups, w, gap)
        if row_w > self.avail_width:  # narrower gaps inside the groups
            inner = sum(len(g) - 1 for g in groups)
            excess = row_w - self.avail_width
            gap = max(MIN_ROW_GAP_PX, gap - math.ceil(excess / max(1, inner)))
            row_w = _row_width(spec, groups, w, gap)
        if row_w <= span:
            left, right = grid[0], grid[0] + span  # the row spans the columns exactly
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
            self._put(place, x, y, piles)
            x += w + (_pair_gap(w) if paired and k % 2 == 0 else gap) + _fan_extra(piles, w)
        self._tray(group)

    def _tray(self, group: _Group) -> None:
        """A tray under a group that asks for one (under each pair, when paired)."""
        if not group[0][1].tray:
            return
        pad = round(self.card_w * TRAY_PAD)
        rects = [self.slots[place].rect for place, _piles in group]
        for part in ([rects[k:k + 2] for k in range(0, len(rects), 2)] if _paired(group)
                     else [rects]):
            self.trays.append(part[0].unionall(part[1:]).inflate(2 * pad, 2 * pad))

    def _put(self, place: Place, x: int, y: int, piles: Piles, floor: int | None = None) -> None:
        rect = pygame.Rect(x, y, self.card_w, self.card_h)
        self.slots[place] = Slot(place, rect, piles.fan,
                                 self.floor if floor is None else floor, piles.shown)

    # --- cards ----------------------------------------------------------------------------
    def places(self) -> list[Place]:
        return list(self.slots)

    def slot(self, place: Place) -> pygame.Rect:
        return self.slots[place].rect

    def column_steps(self, faces: Sequence[bool], top: int,
                     floor: int | None = None) -> tuple[float, float]:
        """The face-down and face-up steps of a column, squeezed to end above ``floor``
        (the main columns' floor when None): first the face-up step gives back its spare
        widening (down to the corner index), then the face-down step, then the face-up step
        down to the strip index, then below it, then both alike."""
        h = self.card_h
        down_n = sum(1 for f in faces[:-1] if not f)
        up_n = max(0, len(faces) - 1 - down_n)
        down, up = self.down_step, self.up_step
        room = (self.floor if floor is None else floor) - top - h
        if down_n * down + up_n * up <= room:
            return down, up
        if room <= 0:
            return 0.0, 0.0
        floors = ((min(up, self.face_step), down), (None, h * MIN_FACE_DOWN_STEP),
                  (self.read_step, None), (h * MIN_FACE_UP_STEP, None))
        for up_floor, down_floor in floors:
            if up_floor is not None and up_n:
                up = max(min(up, up_floor), (room - down_n * down) / up_n)
            if down_floor is not None and down_n:
                down = max(min(down, down_floor), (room - up_n * up) / down_n)
            if down_n * down + up_n * up <= room:
                return down, up
        need = down_n * down + up_n * up
        return down * room / need, up * room / need

    def _steps(self, game: Variant, slot: Slot) -> tuple[list[bool], float, float]:
        """A column's faces and steps. The table holds still: a column keeps the steps it
        had while its cards are the ones it had or a part of them, or more cards that still
        fit at those steps; otherwise (it would pass its floor, another game) it takes its
        own steps again."""
        if game is not self._kept_for:
            self._kept.clear()
            self._kept_for = game
        place = slot.place
        cards = tuple(game.pile(place))
        faces = [game.face_up(place, i) for i in range(len(cards))]
        kept = self._kept.get(place)
        if kept is not None and len(cards) > 1:
            had, down, up = kept
            common = min(len(had), len(cards))
            if had[:common] == cards[:common]:
                down_n = sum(1 for f in faces[:-1] if not f)
                up_n = len(cards) - 1 - down_n
                if down_n * down + up_n * up <= slot.floor - slot.rect.top - self.card_h + 0.5:
                    self._kept[place] = (cards, down, up)
                    return faces, down, up
        down, up = self.column_steps(faces, slot.rect.top, slot.floor)
        self._kept[place] = (cards, down, up)
        return faces, down, up

    def pile_rects(self, game: Variant, place: Place) -> list[pygame.Rect]:
        """The rectangle of each card of a pile, bottom first, as the table draws them. A
        card's rectangle depends only on the cards under it (and, in a column, on the steps
        the column keeps): taking the last card never moves another."""
        slot = self.slots[place]
        n = len(game.pile(place))
        base = slot.rect
        if slot.fan is Fan.DOWN:
            faces, down, up = self._steps(game, slot)
            out, y = [], float(base.top)
            for i in range(n):
                out.append(pygame.Rect(base.left, round(y), base.width, base.height))
                y += up if faces[i] else down
            return out
        if slot.fan is Fan.RIGHT:
            step = round(self.card_w * WASTE_FAN)
            first_shown = max(0, n - slot.shown)
            return [base.move(max(0, i - first_shown) * step, 0) for i in range(n)]
        if slot.fan is Fan.STACK:
            # A card of thickness for every few cards, up to STACK_SHOWN, lifting up-left.
            lift = max(1, round(self.card_w * 0.02))
            return [base.move(-lift * min(i // STACK_CARDS, STACK_SHOWN - 1),
                              -lift * min(i // STACK_CARDS, STACK_SHOWN - 1)) for i in range(n)]
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
        to its floor when piles lie under it."""
        slot = self.slots[place]
        half = max(1, self.gap // 2)
        if slot.fan is Fan.DOWN:
            open_below = self.open_below and slot.floor >= self.floor
            bottom = self.size[1] if open_below else max(slot.floor, slot.rect.bottom) + half
            return pygame.Rect(slot.rect.left - half, slot.rect.top - half,
                               slot.rect.width + 2 * half, bottom - slot.rect.top + half)
        if slot.fan is Fan.RIGHT:
            fan = round(self.card_w * WASTE_FAN) * (slot.shown - 1)
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


# --- steps and columns ------------------------------------------------------------------------
def _face_step(w: int) -> int:
    """The standard face-up step: the corner index shows whole, and 30% of the card."""
    return max(round(w * CARD_RATIO * STANDARD_UP), index_depth(w) + max(1, round(w * READ_PAD)))


def _read_step(w: int) -> int:
    """The tightest readable face-up step: the strip index shows whole."""
    return strip_depth(w)


def _down_step(h: int, up: float) -> float:
    """The face-down step that goes with a face-up one."""
    return min(h * MAX_DOWN_STEP, max(h * FACE_DOWN_STEP, up * DOWN_SHARE))


def _column(reach: Reach, up: float, down: float) -> float:
    """How far a column's last card lies below its first at these steps, in px."""
    return reach.down * down + max(0, reach.up - 1) * up


def _needed_column(arrangement: Arrangement, w: int) -> int:
    """The height the columns need at card width ``w``: the deal at the standard steps, and
    the longest column squeezed (backs at the least, face-up cards at the strip index)."""
    h = round(w * CARD_RATIO)
    up = _face_step(w)
    deal = _column(arrangement.deal, up, _down_step(h, up))
    reach = arrangement.reach or arrangement.deal
    longest = _column(reach, _read_step(w), h * MIN_FACE_DOWN_STEP)
    return h + math.ceil(max(deal, longest))


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


def _pile_width(plan: _Plan, w: int) -> int:
    """A main row pile's width: a card, and a right fan's spread."""
    return w + _fan_extra(plan.main_piles[0][1], w)


def _paired(group: _Group) -> bool:
    return len(group) >= 2 and all(piles.pairs for _place, piles in group)


def _pair_gap(w: int) -> int:
    return max(2, round(w * PAIR_GAP))


def _fan_extra(piles: Piles, w: int) -> int:
    return round(w * WASTE_FAN) * (piles.shown - 1) if piles.fan is Fan.RIGHT else 0


def _group_width(group: _Group, w: int, gap: int) -> int:
    """Piles side by side: pairs close together, right fans spread."""
    n = len(group)
    pairs = n // 2 if _paired(group) else 0
    inner = pairs * _pair_gap(w) + (n - 1 - pairs) * gap
    return n * w + inner + sum(_fan_extra(piles, w) for _place, piles in group)


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
    return _stack_width(lines, w, max(2, round(w * GAP))) + round(w * SIDE_SEP) + tray


def _stack_height(lines: list[_Group], h: int) -> int:
    return len(lines) * h + (len(lines) - 1) * round(h * ROW_GAP)
