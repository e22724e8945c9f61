"""Where every pile lies for a game, a window size and an orientation; hit testing.

Pure geometry on ``pygame.Rect`` (no drawing, no rules). The card width is the largest that
lets the game's rows fit the window: the columns row and the top row across, the top bar, the
top row(s) and a column "reach" (how much of a column is guaranteed to show without squeezing)
down. Cards keep the poker proportion 5:7. A column that would run off the table squeezes its
own overlap, never the card size of the table.

Layouts (DESIGN.md):

- Golf: seven columns; stock and waste centred below them; the waste fans to the right so
  its last three cards show.
- Easy Harp: eight foundations (two per suit) and, at the player's hand side, waste and stock
  in the top row; nine columns below. When the top row is wider than the window, the second
  foundation of each suit tucks under the first (its index stays visible).
- Eight Off: the playable cells (8, 4 or 2) and four foundations in one top row, or in two
  rows when that gives bigger cards (portrait, 8 cells); eight columns below.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

import pygame

from game.moves import STOCK, WASTE, PileKind, Place, cell, column, foundation
from game.variant import Variant

CARD_RATIO = 7 / 5
BAR_SHARE = 0.075  # top bar height: share of the short side
BAR_MIN = 40
MARGIN_SHARE = 0.02
GAP = 0.10  # between piles, in card widths
GAP_MAX = 0.30  # spare width widens gaps up to this before the table is centred
ROW_GAP = 0.16  # between rows, in card heights
FACE_UP_STEP = 0.30  # column overlap in card heights
FACE_DOWN_STEP = 0.13
MIN_FACE_UP_STEP = 0.12  # the tightest a squeezed column goes
MIN_FACE_DOWN_STEP = 0.05
GOLF_UP_MAX = 0.42  # Golf's overlap when the screen has height to spare
WASTE_FAN = 0.24  # Golf's waste: step between the last three cards, in card widths
WASTE_SHOWN = 3
STACK_SHOWN = 3  # the stock shows some thickness
MIN_CARD_WIDTH = 24
PAIR_MIN_STEP = 0.42  # Easy Harp's tucked foundation pair: share of the width that shows

# How much of a column must show without squeezing, in card heights (a full card counts 1).
REACH = {"golf": 1 + 4 * FACE_UP_STEP, "easy_harp": 3.0, "eight_off": 2.6}


class Fan(Enum):
    DOWN = "down"  # columns
    RIGHT = "right"  # Golf's waste: the last few cards spread
    STACK = "stack"  # stock: a little thickness
    NONE = "none"  # cells, foundations, Easy Harp's waste


@dataclass(frozen=True)
class Slot:
    place: Place
    rect: pygame.Rect  # where the bottom card (or the mat) lies
    fan: Fan


class Board:
    """Pile geometry for one game at one window size."""

    def __init__(
        self,
        name: str,
        size: tuple[int, int],
        *,
        cells: int = 8,
        left_handed: bool = False,
    ) -> None:
        if name not in REACH:
            raise ValueError(f"unknown game {name!r}")
        self.name = name
        self.size = (max(1, size[0]), max(1, size[1]))
        self.cells = cells
        self.left_handed = left_handed
        width, height = self.size
        short = min(width, height)
        self.portrait = height > width
        self.margin = max(4, round(short * MARGIN_SHARE))
        self.bar = pygame.Rect(0, 0, width, max(BAR_MIN, round(short * BAR_SHARE)))
        self.table = pygame.Rect(0, self.bar.bottom, width, height - self.bar.bottom)
        self.slots: dict[Place, Slot] = {}
        self.card_w = MIN_CARD_WIDTH
        self.gap = 4
        # Portrait screens have height to spare: a roomier overlap reads better.
        self.up_step = FACE_UP_STEP * (1.2 if self.portrait else 1.0)
        {"golf": self._golf, "easy_harp": self._easy_harp, "eight_off": self._eight_off}[name]()

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

    def _fit(self, across: float, rows: int) -> None:
        """Pick the card width: ``across`` card widths (gaps included) must fit the width,
        ``rows`` full-card rows plus the column reach must fit under the bar."""
        avail_w = self.size[0] - 2 * self.margin
        avail_h = self.table.height - 2 * self.margin
        by_width = avail_w / across
        down = rows * (1 + ROW_GAP) + REACH[self.name]
        by_height = avail_h / (down * CARD_RATIO)
        self.card_w = max(MIN_CARD_WIDTH, int(min(by_width, by_height)))

    def _spread(self, count: int) -> tuple[int, int]:
        """Gap and left x for ``count`` piles across: wider gaps when width is spare, centred."""
        w = self.card_w
        avail = self.size[0] - 2 * self.margin
        gap = max(2, round(w * GAP))
        if count > 1:
            spare = (avail - count * w) / (count - 1)
            gap = max(gap, min(round(w * GAP_MAX), int(spare)))
        self.gap = gap
        total = count * w + (count - 1) * gap
        return gap, (self.size[0] - total) // 2

    def _row_y(self, row: int) -> int:
        return self.table.top + self.margin + round(row * self.card_h * (1 + ROW_GAP))

    def _put(self, place: Place, x: int, y: int, fan: Fan = Fan.NONE) -> None:
        self.slots[place] = Slot(place, pygame.Rect(x, y, self.card_w, self.card_h), fan)

    # --- the three layouts ----------------------------------------------------------------
    def _golf(self) -> None:
        # 7 columns across; below, stock + waste with its fan: 2 + 2 * WASTE_FAN widths.
        self._fit(7 + 6 * GAP, rows=1)
        gap, x0 = self._spread(7)
        w, h = self.card_size
        # Spare height (portrait): a roomier overlap up to GOLF_UP_MAX, then centre the group.
        avail = self.table.height - 2 * self.margin
        fixed = h * (2 + ROW_GAP)
        self.up_step = max(FACE_UP_STEP, min(GOLF_UP_MAX, (avail - fixed) / (4 * h)))
        group = round(fixed + 4 * h * self.up_step)
        top = self.table.top + self.margin + max(0, (avail - group) // 3)
        for i in range(7):
            self._put(column(i), x0 + i * (w + gap), top, Fan.DOWN)
        y = top + h + round(4 * h * self.up_step) + round(h * ROW_GAP)
        fan = round(w * WASTE_FAN) * (WASTE_SHOWN - 1)
        pair = 2 * w + gap + fan
        x = (self.size[0] - pair) // 2
        self._put(STOCK, x, y, Fan.STACK)
        self._put(WASTE, x + w + gap, y, Fan.RIGHT)

    def _easy_harp(self) -> None:
        self._fit(9 + 8 * GAP, rows=1)
        gap, x0 = self._spread(9)
        w = self.card_w
        columns_right = x0 + 9 * w + 8 * gap
        row1 = self._row_y(1)
        for i in range(9):
            self._put(column(i), x0 + i * (w + gap), row1, Fan.DOWN)
        # Top row: foundations, a wider gap, waste and stock (stock at the hand's side).
        top = self._row_y(0)
        avail = self.size[0] - 2 * self.margin
        sep = max(gap, round(w * 0.3))
        pair_step = w + gap
        row_w = 10 * w + 8 * gap + sep
        if row_w <= columns_right - x0:
            left, right = x0, columns_right  # the row spans the columns exactly
        elif row_w <= avail:
            left = (self.size[0] - row_w) // 2
            right = left + row_w
        else:
            # Tuck each suit's second foundation under the first.
            left, right = self.margin, self.size[0] - self.margin
            rest = avail - 2 * w - gap - sep - 3 * gap
            pair_step = max(round(w * PAIR_MIN_STEP), rest // 4 - w)
        pairs_w = 4 * (pair_step + w) + 3 * gap
        if self.left_handed:
            self._put(STOCK, left, top, Fan.STACK)
            self._put(WASTE, left + w + gap, top)
            fx = right - pairs_w
        else:
            self._put(STOCK, right - w, top, Fan.STACK)
            self._put(WASTE, right - 2 * w - gap, top)
            fx = left
        for s in range(4):
            px = fx + s * (pair_step + w + gap)
            self._put(foundation(2 * s), px, top)
            self._put(foundation(2 * s + 1), px + pair_step, top)

    def _eight_off(self) -> None:
        n = self.cells
        one_row = n + 4 > 8
        best: tuple[int, bool] | None = None
        for two_rows in ([False, True] if one_row else [False]):
            across = (8 + 7 * GAP) if two_rows else (n + 4 + (n + 3) * GAP + 0.3)
            across = max(across, 8 + 7 * GAP)
            self._fit(across, rows=2 if two_rows else 1)
            if best is None or self.card_w > best[0]:
                best = (self.card_w, two_rows)
        assert best is not None
        self.card_w, two_rows = best
        gap, x0 = self._spread(8)
        w = self.card_w
        step = w + gap
        columns_right = x0 + 8 * w + 7 * gap
        first_row = self._row_y(2 if two_rows else 1)
        for i in range(8):
            self._put(column(i), x0 + i * step, first_row, Fan.DOWN)
        top = self._row_y(0)
        if two_rows:
            for c in range(n):
                self._put(cell(c), x0 + (c % 4) * step, self._row_y(c // 4))
            for f in range(4):
                self._put(foundation(f), x0 + (4 + f) * step, top)
            return
        if n + 4 <= 8:
            for c in range(n):
                self._put(cell(c), x0 + c * step, top)
            for f in range(4):
                self._put(foundation(f), x0 + (4 + f) * step, top)
            return
        # One row of 12: cells from the left, foundations to the right, within the window.
        sep = max(gap, round(w * 0.3))
        avail = self.size[0] - 2 * self.margin
        small_gap = max(2, min(gap, (avail - 12 * w - sep) // 10))
        row_w = 12 * w + 10 * small_gap + sep
        if row_w <= columns_right - x0:
            left, right = x0, columns_right
        else:
            left = (self.size[0] - row_w) // 2
            right = left + row_w
        for c in range(n):
            self._put(cell(c), left + c * (w + small_gap), top)
        for f in range(4):
            self._put(foundation(f), right - (4 - f) * w - (3 - f) * small_gap, top)

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
        room = self.size[1] - self.margin - top - h
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
