"""Where every pile lies for a game, a window size and an orientation; hit testing.

Pure geometry on ``pygame.Rect`` (no drawing, no rules), read from the game's own
``BoardLayout`` (``game.board_layout``): rows of piles, how they fan, the column reach. The
card width is the largest that lets every arrangement's rows fit the window: each sizing row
across, and down the top bar, the full-card rows and the column reach. The board takes the
arrangement that gives the largest cards. Cards keep the poker proportion 5:7. A column that
would run off the table squeezes its own overlap, never the card size of the table.

Across, a row goes one of three ways (``Align``): centred on its own width; on the columns'
slots (a row with no more piles than columns); or spanning the columns, its first group at
their start and its last at their end, centred when wider, and squeezed when wider than the
window (narrower gaps, or pairs tucked so that each second pile shows its index beside the
first). Down, rows follow each other by a row gap; a row under the columns starts below their
reach. With ``Grow``, spare height widens the columns' overlap and then places the whole
arrangement lower.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from game.board_layout import Align, Arrangement, BoardLayout, Fan, Piles, Row, Squeeze
from game.moves import PileKind, Place
from game.variant import Variant

__all__ = ["Board", "Fan", "Slot"]

CARD_RATIO = 7 / 5
BAR_SHARE = 0.075  # top bar height: share of the short side
BAR_MIN = 40
MARGIN_SHARE = 0.02
GAP = 0.10  # between piles, in card widths
GAP_MAX = 0.30  # spare width widens gaps up to this before the table is centred
MIN_ROW_GAP_PX = 2  # the narrowest gap a squeezed row keeps
ROW_GAP = 0.16  # between rows, in card heights
FACE_UP_STEP = 0.30  # column overlap in card heights
FACE_DOWN_STEP = 0.13
MIN_FACE_UP_STEP = 0.12  # the tightest a squeezed column goes
MIN_FACE_DOWN_STEP = 0.05
PORTRAIT_STEP = 1.2  # portrait screens have height to spare: a roomier overlap reads better
WASTE_FAN = 0.24  # a right-fanned pile: step between its last cards, in card widths
WASTE_SHOWN = 3
STACK_SHOWN = 3  # the stock shows some thickness
MIN_CARD_WIDTH = 24
PAIR_MIN_STEP = 0.42  # a tucked pair: share of the width of the first pile that shows
# Piles are drawn (and hit, the last drawn first) in this order, each kind by number.
DRAW_ORDER = (PileKind.COLUMN, PileKind.STOCK, PileKind.WASTE, PileKind.CELL,
              PileKind.FOUNDATION)


@dataclass(frozen=True)
class Slot:
    place: Place
    rect: pygame.Rect  # where the bottom card (or the mat) lies
    fan: Fan


# A row made concrete for one game: groups of (place, fan, pair) with empty groups left out.
_Pile = tuple[Place, Piles]
_Group = list[_Pile]


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
        self.partners: dict[Place, Place] = {}  # the first pile of a pair -> the second
        self.card_w = MIN_CARD_WIDTH
        self.gap = 4
        self.up_step = FACE_UP_STEP * (PORTRAIT_STEP if self.portrait else 1.0)
        self.floor = height - self.margin  # where the columns must end
        chosen = self._choose([_concrete(a, places)
                               for a in layout.for_table(options, self.portrait)])
        self._lay_out(*chosen)
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

    def _choose(self, candidates: list[tuple[Arrangement, list[list[_Group]]]]
                ) -> tuple[Arrangement, list[list[_Group]]]:
        """The arrangement giving the largest cards (the first on a tie); sets the width."""
        if not candidates:
            raise ValueError("the layout has no arrangement for these piles")
        best: tuple[int, int] | None = None
        for index, (arrangement, rows) in enumerate(candidates):
            width = self._fit(arrangement, rows)
            if best is None or width > best[0]:
                best = (width, index)
        assert best is not None
        self.card_w = best[0]
        return candidates[best[1]]

    def _fit(self, arrangement: Arrangement, rows: list[list[_Group]]) -> int:
        """The card width at which the sizing rows fit across and the rows, the row gaps and
        the column reach fit down under the bar."""
        across = max(_across(spec, groups) for spec, groups in zip(arrangement.rows, rows,
                                                                   strict=True)
                     if groups and spec.sizes_cards)
        full_rows = sum(1 for groups in rows if groups and not _is_columns(groups))
        avail_h = self.table.height - 2 * self.margin
        by_width = self.avail_width / across
        down = full_rows * (1 + ROW_GAP) + arrangement.reach
        by_height = avail_h / (down * CARD_RATIO)
        return max(MIN_CARD_WIDTH, int(min(by_width, by_height)))

    def _spread(self, count: int) -> tuple[int, int]:
        """Gap and left x for ``count`` piles across: wider gaps when width is spare, centred."""
        w = self.card_w
        gap = max(2, round(w * GAP))
        if count > 1:
            spare = (self.avail_width - count * w) / (count - 1)
            gap = max(gap, min(round(w * GAP_MAX), int(spare)))
        self.gap = gap
        total = count * w + (count - 1) * gap
        return gap, (self.size[0] - total) // 2

    def _put(self, place: Place, x: int, y: int, fan: Fan = Fan.NONE) -> None:
        self.slots[place] = Slot(place, pygame.Rect(x, y, self.card_w, self.card_h), fan)

    # --- the arrangement ------------------------------------------------------------------
    def _lay_out(self, arrangement: Arrangement, rows: list[list[_Group]]) -> None:
        specs = [spec for spec, groups in zip(arrangement.rows, rows, strict=True) if groups]
        rows = [groups for groups in rows if groups]
        columns = next(groups for groups in rows if _is_columns(groups))
        count = sum(len(g) for g in columns)
        gap, x0 = self._spread(count)
        grid = [x0 + i * (self.card_w + gap) for i in range(count)]
        y = self._top(arrangement, len(rows))
        full = 0  # full-card rows since the last column row
        self._bottom_rows([(s, g) for s, g in zip(specs, rows, strict=True) if s.bottom], grid)
        for spec, groups in zip(specs, rows, strict=True):
            if spec.bottom:
                continue
            if _is_columns(groups):
                y_row = y + round(full * self.card_h * (1 + ROW_GAP))
                self._place_row(spec, groups, y_row, grid)
                y = y_row + self._reach_px(arrangement) + round(self.card_h * ROW_GAP)
                full = 0
            else:
                self._place_row(spec, groups, y + round(full * self.card_h * (1 + ROW_GAP)),
                                grid)
                full += 1

    def _bottom_rows(self, rows: list[tuple[Row, list[_Group]]], grid: list[int]) -> None:
        """Rows at the table's bottom edge, the last lowest; the columns end above them."""
        if not rows:
            return
        step, gap = self.card_h * (1 + ROW_GAP), round(self.card_h * ROW_GAP)
        first = self.table.bottom - self.margin - round(len(rows) * step) + gap
        for n, (spec, groups) in enumerate(rows):
            self._place_row(spec, groups, first + round(n * step), grid)
        self.floor = first - gap

    def _top(self, arrangement: Arrangement, rows: int) -> int:
        """Where the first row starts; with ``Grow`` also sets the face-up step."""
        top = self.table.top + self.margin
        grow = arrangement.grow
        if grow is None:
            return top
        h = self.card_h
        avail = self.table.height - 2 * self.margin
        fixed = h * (rows + (rows - 1) * ROW_GAP)
        self.up_step = max(FACE_UP_STEP, min(grow.max_step, (avail - fixed) / (grow.steps * h)))
        group = round(fixed + grow.steps * h * self.up_step)
        return top + max(0, math.floor((avail - group) * grow.at + 1e-9))

    def _reach_px(self, arrangement: Arrangement) -> int:
        """How far down the columns' reach goes from their top."""
        h = self.card_h
        if arrangement.grow is not None:
            return h + round(arrangement.grow.steps * h * self.up_step)
        return round(arrangement.reach * h)

    def _place_row(self, spec: Row, groups: list[_Group], y: int, grid: list[int]) -> None:
        if self.left_handed and spec.hand and len(groups) > 1:
            groups = [list(reversed(groups[-1])), *groups[:-1]]
        piles = sum(len(g) for g in groups)
        if spec.align is Align.GRID and piles <= len(grid):
            self._on_grid(groups, y, grid)
        elif spec.align is Align.CENTRE:
            self._centred(spec, groups, y)
        else:
            self._spanning(spec, groups, y, grid)

    def _on_grid(self, groups: list[_Group], y: int, grid: list[int]) -> None:
        slot = 0
        for n, group in enumerate(groups):
            if n == len(groups) - 1 and n:
                slot = len(grid) - len(group)  # the last group ends on the last slot
            for place, piles in group:
                self._put(place, grid[slot], y, piles.fan)
                slot += 1

    def _centred(self, spec: Row, groups: list[_Group], y: int) -> None:
        sep = self._sep(spec, len(groups))
        total = sum(self._group_width(g, self.gap, self.card_w + self.gap) for g in groups)
        x = (self.size[0] - total - sep * (len(groups) - 1)) // 2
        for group in groups:
            self._put_group(group, x, y, self.gap, self.card_w + self.gap)
            x += self._group_width(group, self.gap, self.card_w + self.gap) + sep

    def _spanning(self, spec: Row, groups: list[_Group], y: int, grid: list[int]) -> None:
        w, avail = self.card_w, self.avail_width
        sep = self._sep(spec, len(groups))
        piles = sum(len(g) for g in groups)
        gaps = piles - len(groups)
        gap = self.gap
        if spec.squeeze is Squeeze.GAPS and gaps:
            room = avail - piles * w - (len(groups) - 1) * sep
            gap = max(MIN_ROW_GAP_PX, min(gap, room // gaps))
        row_w = piles * w + gaps * gap + (len(groups) - 1) * sep
        pair_step = w + gap
        if row_w <= grid[-1] + w - grid[0]:
            left, right = grid[0], grid[-1] + w  # the row spans the columns exactly
        elif row_w <= avail or spec.squeeze is Squeeze.GAPS:
            left = (self.size[0] - row_w) // 2
            right = left + row_w
        else:
            left, right = self.margin, self.size[0] - self.margin
            pair_step = self._tucked_step(groups, gap, sep)
        widths = [self._group_width(g, gap, pair_step) for g in groups]
        spare = right - left - sum(widths)
        x = left
        for n, group in enumerate(groups):
            if n == len(groups) - 1 and n:
                x = right - widths[n]  # the last group ends at the right edge
            self._put_group(group, x, y, gap, pair_step)
            if len(groups) > 1:
                x += widths[n] + spare // (len(groups) - 1)

    def _tucked_step(self, groups: list[_Group], gap: int, sep: int) -> int:
        """The step from each pair's first pile to its second that makes the row fit."""
        w = self.card_w
        singles = [g for g in groups if not _paired(g)]
        pairs = sum(len(g) // 2 for g in groups if _paired(g))
        paired_groups = len(groups) - len(singles)
        rest = (self.avail_width - sum(self._group_width(g, gap, w + gap) for g in singles)
                - (len(groups) - 1) * sep - (pairs - paired_groups) * gap)
        return max(round(w * PAIR_MIN_STEP), rest // max(1, pairs) - w)

    def _sep(self, spec: Row, groups: int) -> int:
        if groups < 2:
            return 0
        return max(self.gap, round(self.card_w * spec.sep))

    def _group_width(self, group: _Group, gap: int, pair_step: int) -> int:
        w = self.card_w
        if _paired(group):
            pairs = len(group) // 2
            return pairs * (pair_step + w) + (pairs - 1) * gap
        fans = sum(self._fan_extra(piles.fan) for _place, piles in group)
        return len(group) * w + (len(group) - 1) * gap + fans

    def _fan_extra(self, fan: Fan) -> int:
        return round(self.card_w * WASTE_FAN) * (WASTE_SHOWN - 1) if fan is Fan.RIGHT else 0

    def _put_group(self, group: _Group, x: int, y: int, gap: int, pair_step: int) -> None:
        w = self.card_w
        if _paired(group):
            for k in range(0, len(group), 2):
                px = x + (k // 2) * (pair_step + w + gap)
                first, second = group[k][0], group[k + 1][0]
                self._put(first, px, y, group[k][1].fan)
                self._put(second, px + pair_step, y, group[k + 1][1].fan)
                self.partners[first] = second
            return
        for place, piles in group:
            self._put(place, x, y, piles.fan)
            x += w + gap + self._fan_extra(piles.fan)

    def covering(self, place: Place) -> pygame.Rect | None:
        """The slot that lies over part of this one (a tucked pair's second pile), if any."""
        partner = self.partners.get(place)
        if partner is None or not self.slots[partner].rect.colliderect(self.slots[place].rect):
            return None
        return self.slots[partner].rect

    # --- cards ----------------------------------------------------------------------------
    def places(self) -> list[Place]:
        return list(self.slots)

    def slot(self, place: Place) -> pygame.Rect:
        return self.slots[place].rect

    def column_steps(self, faces: Sequence[bool], top: int) -> tuple[float, float]:
        """The face-down and face-up steps of a column, squeezed to end above the bottom."""
        h = self.card_h
        down_n = sum(1 for f in faces[:-1] if not f)
        up_n = max(0, len(faces) - 1 - down_n)
        down, up = h * FACE_DOWN_STEP, h * self.up_step
        room = self.floor - top - h
        need = down_n * down + up_n * up
        if need > room > 0:
            min_down, min_up = h * MIN_FACE_DOWN_STEP, h * MIN_FACE_UP_STEP
            # Squeeze face-up cards first down to a readable step, then the face-down ones.
            spare_up = room - down_n * down
            if up_n and spare_up >= up_n * min_up:
                up = spare_up / up_n
            else:
                up = min_up
                down = max(min_down, (room - up_n * up) / down_n) if down_n else down
                if down_n * down + up_n * up > room:
                    scale = room / (down_n * down + up_n * up)
                    down, up = down * scale, up * scale
        elif need > room:
            down = up = 0.0
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
        """Where a drop counts for ``place``: a column reaches down to the bottom."""
        slot = self.slots[place]
        half = max(1, self.gap // 2)
        if slot.fan is Fan.DOWN:
            return pygame.Rect(slot.rect.left - half, slot.rect.top - half,
                               slot.rect.width + 2 * half, self.size[1] - slot.rect.top + half)
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


def _concrete(arrangement: Arrangement, places: Sequence[Place]
              ) -> tuple[Arrangement, list[list[_Group]]]:
    """The arrangement's rows filled with the game's own piles (empty groups dropped)."""
    by_kind: dict[PileKind, list[Place]] = {}
    for place in places:
        by_kind.setdefault(place.kind, []).append(place)
    for found in by_kind.values():
        found.sort(key=lambda p: p.index or 0)
    rows: list[list[_Group]] = []
    for row in arrangement.rows:
        groups: list[_Group] = []
        for group in row.groups:
            piles: _Group = []
            for spec in group:
                found = by_kind.get(spec.kind, [])
                piles += [(p, spec) for p in found[spec.first:spec.stop]]
            if piles:
                groups.append(piles)
        rows.append(groups)
    return arrangement, rows


def _is_columns(groups: list[_Group]) -> bool:
    return any(piles.fan is Fan.DOWN for group in groups for _place, piles in group)


def _paired(group: _Group) -> bool:
    return len(group) >= 2 and all(piles.pairs for _place, piles in group)


def _across(spec: Row, groups: list[_Group]) -> float:
    """A row's width in card widths as the fit counts it: piles, gaps, separators (each
    beside a gap) and right fans."""
    piles = sum(len(g) for g in groups)
    fans = sum(WASTE_FAN * (WASTE_SHOWN - 1) for g in groups for _p, s in g if s.fan is Fan.RIGHT)
    return piles + (piles - 1) * GAP + (len(groups) - 1) * spec.sep + fans
