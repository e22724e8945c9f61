"""What laying out a table gives the board: the window's frame, where each pile lies (its
``Slot``), and the card size that fits.

A game's table is laid out one of two ways (``scenes.table.rows`` for rows, grids and side
stacks; ``scenes.table.spread`` for piles placed in card units). Each offers plans: a plan
says how large its cards can be in the frame (``fit``) and lays its piles out at that size
(``lay_out``); the board takes the plan with the largest cards.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Protocol

import pygame

from game.board_layout import Fan
from game.moves import Place
from scenes.table.fans import WASTE_SHOWN, Steps

BAR_SHARE = 0.075  # top bar height: share of the short side
BAR_MIN = 44  # its buttons a finger's height (theme.MIN_TOUCH) at the least
UNDER_BAR_MIN = 4  # the least room between the bar and the cards, in px
# A window narrower than this (480x800) has no room between the bar's buttons for the
# figures at a size to read: they get a row of their own under the buttons, this high.
NARROW_BAR = 600
FIGURES_ROW = 40
MARGIN_SHARE = 0.02
GAP = 0.10  # between piles, in card widths
ROW_GAP = 0.10  # between rows, in card heights
MIN_CARD_WIDTH = 24


@dataclass(frozen=True)
class Slot:
    """Where one pile lies and how its cards show."""

    place: Place
    rect: pygame.Rect  # where the bottom card (or the mat) lies
    fan: Fan
    floor: int = 0  # a column fanning down ends above this: past it, it squeezes
    shown: int = WASTE_SHOWN  # a right fan shows this many of its last cards
    layer: int = 0  # piles are drawn from the lowest layer up, and touched from the top
    overlap: bool = False  # it may lie over or under other piles that may too
    mat: bool = True  # empty, it shows its mat (else the felt shows through)


class Frame:
    """The window a table is laid out in: the top bar, the table under it, the margins, and
    whether a column's covered cards show only their strip index (``tight``)."""

    def __init__(self, size: tuple[int, int], bar: int | None = None,
                 large: bool = False) -> None:
        self.size = (max(1, size[0]), max(1, size[1]))
        width, height = self.size
        short = min(width, height)
        self.portrait = height > width
        self.margin = max(4, round(short * MARGIN_SHARE))
        # Large print: the deal's columns show each covered card's strip index (as a long
        # column squeezed does), so the cards come out as large as the rest allows. The
        # bar keeps its height: its words grow within it (top_bar).
        self.tight = large
        natural = round(short * BAR_SHARE)
        if bar is None:  # a screen with buttons of its own there (the review) says how high
            bar = max(BAR_MIN, natural)
            if width < NARROW_BAR:
                bar += FIGURES_ROW
                natural += FIGURES_ROW  # the row is taken from the table, not the margin
        self.bar = pygame.Rect(0, 0, width, bar)
        # What the bar grows by to be touched comes out of the margin under it, not out of
        # the cards (a small window's cards stay as large as before).
        under = max(UNDER_BAR_MIN, self.margin - (self.bar.height - natural))
        top = self.bar.bottom - self.margin + under
        self.table = pygame.Rect(0, top, width, height - top)

    @property
    def avail_width(self) -> int:
        return self.size[0] - 2 * self.margin

    @property
    def avail_height(self) -> int:
        return self.table.height - 2 * self.margin


@dataclass
class Laid:
    """A table laid out: its card width, slots and trays, the gap between its piles, the
    columns' floor (and whether a drop under them counts down to the window's edge) and
    their steps."""

    card_w: int
    steps: Steps
    gap: int
    floor: int
    open_below: bool = True
    slots: dict[Place, Slot] = field(default_factory=dict)
    trays: list[pygame.Rect] = field(default_factory=list)  # under piles that belong together


class Plan(Protocol):
    """One way to lay a game's piles out in a frame."""

    def fit(self) -> int:
        """The largest card width at which the plan fits (at least the minimum)."""
        ...

    def lay_out(self, card_w: int) -> Laid:
        """The piles laid out with cards ``card_w`` wide."""
        ...


def largest_width(fits: Callable[[int], bool], most: int) -> int:
    """The largest card width up to ``most`` at which ``fits`` holds (at least the minimum)."""
    low, high = MIN_CARD_WIDTH, max(MIN_CARD_WIDTH, most)
    while low < high:
        mid = (low + high + 1) // 2
        if fits(mid):
            low = mid
        else:
            high = mid - 1
    return low


def gap_for(w: int) -> int:
    """The gap between piles at card width ``w``, in px."""
    return max(2, round(w * GAP))
