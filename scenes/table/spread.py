"""Piles placed in card units (``game.board_layout.Placement``) scaled to a window.

The card width is the largest at which every pile fits the table: its card, a right fan's
spread, a column's deal at the standard overlaps and its longest reach squeezed
(``scenes.table.fans.needed_column``), a column never running into a pile placed under it.
Positions scale with the card: ``x`` card widths, ``y`` card heights, rounded to the pixel.
The whole is centred across and placed ``at`` its share of the spare height; for a
left-handed player each ``hand`` pile moves to its mirror place across the whole. A column
ends above the first pile under it (less a row gap), else at the table's bottom margin.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from game.board_layout import Fan, Placed, Placement
from game.moves import Place
from scenes.table.fans import Steps, card_height, fan_extra, needed_column
from scenes.table.slots import ROW_GAP, Frame, Laid, Slot, gap_for, largest_width


def plans(placement: Placement, places: Sequence[Place], frame: Frame,
          left_handed: bool) -> list[SpreadPlan]:
    """The placement of the game's own piles (one plan), or none if it places none of them."""
    have = set(places)
    piles = [pile for pile in placement.piles if pile.place in have]
    return [SpreadPlan(frame, placement, piles, left_handed)] if piles else []


@dataclass
class SpreadPlan:
    """A placement of one game's piles, to scale to the frame."""

    frame: Frame
    placement: Placement
    piles: list[Placed]
    left_handed: bool

    def fit(self) -> int:
        return largest_width(self._fits, self.frame.avail_width)

    def _fits(self, w: int) -> bool:
        extents = self._extents(w)
        box = extents[0].unionall(extents[1:])
        if box.width > self.frame.avail_width or box.height > self.frame.avail_height:
            return False
        gap = round(card_height(w) * ROW_GAP)
        return all(extent.bottom <= _floor(extent, [e for e in extents if e is not extent],
                                           box.bottom, gap)
                   for pile, extent in zip(self.piles, extents, strict=True)
                   if pile.fan is Fan.DOWN)

    def _extents(self, w: int) -> list[pygame.Rect]:
        """Where each pile reaches at card width ``w``, its first card's corner at its place
        in card units: its card and a right fan's spread; a column, the column it needs."""
        h = card_height(w)
        column = needed_column(self.placement.deal, self.placement.reach, w,
                               self.frame.tight)
        return [pygame.Rect(round(p.x * w), round(p.y * h), w + fan_extra(p.fan, p.shown, w),
                            column if p.fan is Fan.DOWN else h) for p in self.piles]

    def lay_out(self, card_w: int) -> Laid:
        w, h, frame = card_w, card_height(card_w), self.frame
        extents = self._extents(w)
        box = extents[0].unionall(extents[1:])
        x = (frame.size[0] - box.width) // 2 - box.left
        spare = frame.avail_height - box.height
        y = (frame.table.top + frame.margin - box.top
             + max(0, math.floor(spare * self.placement.at + 1e-9)))
        floor = frame.table.bottom - frame.margin
        laid = Laid(w, Steps.standard(w, self.frame.tight), gap_for(w), floor)
        rects = []
        for pile, extent in zip(self.piles, extents, strict=True):
            mirror = self.left_handed and pile.hand
            left = box.left + box.right - extent.right if mirror else extent.left
            rects.append(pygame.Rect(x + left, y + extent.top, w, h))
        gap = round(h * ROW_GAP)
        for pile, rect in zip(self.piles, rects, strict=True):
            under = [r for r in rects if r is not rect]
            laid.slots[pile.place] = Slot(
                pile.place, rect, pile.fan, _floor(rect, under, floor, gap), pile.shown,
                layer=pile.layer, overlap=pile.overlap, mat=pile.mat)
        return laid


def _floor(column: pygame.Rect, others: list[pygame.Rect], bottom: int, gap: int) -> int:
    """Where a column at ``column`` must end: above the first of ``others`` under it (less a
    gap), else at ``bottom``."""
    tops = [r.top - gap for r in others
            if r.top > column.top and r.left < column.right and column.left < r.right]
    return min(tops, default=bottom)
