"""How the cards of one pile lie: the card's proportion, the steps of a column and of a right
fan, a stock's thickness, and the column that squeezes rather than run past its floor.

A column's standard face-up step shows a covered card's corner index (at least 30% of the
card), a face-down one ``FACE_DOWN_STEP``; the tightest readable step shows its strip index
(``scenes.ui.atlas.strip_depth``). A column that would run past its floor squeezes its own
steps (the spare widening first, then its backs, then its face-up cards down to the strip
index, and only then below it), and keeps those steps while it shrinks or grows within them
(``ColumnSteps``), so taking a card never moves another.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

import pygame

from game.board_layout import Fan, Reach
from game.cards import Card
from game.moves import Place
from scenes.ui.atlas import index_depth, strip_depth

CARD_RATIO = 7 / 5
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


class Cards(Protocol):
    """What the geometry reads of a game: its piles and their faces."""

    def pile(self, place: Place) -> list[Card]: ...

    def face_up(self, place: Place, index: int) -> bool: ...


def card_height(w: int) -> int:
    return round(w * CARD_RATIO)


def fan_extra(fan: Fan, shown: int, w: int) -> int:
    """How far a right fan's last card lies right of its first, in px (0 for other fans)."""
    return round(w * WASTE_FAN) * (shown - 1) if fan is Fan.RIGHT else 0


# --- column steps -----------------------------------------------------------------------------
def face_step(w: int, tight: bool = False) -> int:
    """The standard face-up step: the corner index shows whole, and 30% of the card;
    ``tight`` (large print: larger cards), the strip index."""
    if tight:
        return read_step(w)
    return max(round(w * CARD_RATIO * STANDARD_UP), index_depth(w) + max(1, round(w * READ_PAD)))


def read_step(w: int) -> int:
    """The tightest readable face-up step: the strip index shows whole."""
    return strip_depth(w)


def down_step(h: int, up: float) -> float:
    """The face-down step that goes with a face-up one."""
    return min(h * MAX_DOWN_STEP, max(h * FACE_DOWN_STEP, up * DOWN_SHARE))


def column_length(reach: Reach, up: float, down: float) -> float:
    """How far a column's last card lies below its first at these steps, in px."""
    return reach.down * down + max(0, reach.up - 1) * up


def needed_column(deal: Reach, reach: Reach | None, w: int, tight: bool = False) -> int:
    """The height a column needs at card width ``w``: the deal at the standard steps, and the
    longest column (``reach``, None: the deal's) squeezed (backs at the least, face-up cards at
    the strip index)."""
    h = card_height(w)
    up = face_step(w, tight)
    dealt = column_length(deal, up, down_step(h, up))
    longest = column_length(reach or deal, read_step(w), h * MIN_FACE_DOWN_STEP)
    return h + math.ceil(max(dealt, longest))


@dataclass
class Steps:
    """A board's column steps, in px: ``up`` and ``down`` a column takes unless it must
    squeeze (the standard ones, or wider where spare height allows), ``face`` the standard
    face-up one (the corner index), ``read`` the tightest readable one (the strip index)."""

    card_h: int
    face: float
    read: float
    up: float
    down: float

    @classmethod
    def standard(cls, w: int, tight: bool = False) -> Steps:
        h, up = card_height(w), float(face_step(w, tight))
        return cls(h, up, float(read_step(w)), up, h * FACE_DOWN_STEP)

    def squeezed(self, faces: Sequence[bool], room: float) -> tuple[float, float]:
        """The face-down and face-up steps of a column whose last card may lie at most
        ``room`` px below its first: first the face-up step gives back its spare widening
        (down to the corner index), then the face-down step, then the face-up step down to
        the strip index, then below it, then both alike."""
        h = self.card_h
        down_n = sum(1 for f in faces[:-1] if not f)
        up_n = max(0, len(faces) - 1 - down_n)
        down, up = self.down, self.up
        if down_n * down + up_n * up <= room:
            return down, up
        if room <= 0:
            return 0.0, 0.0
        floors = ((min(up, self.face), down), (None, h * MIN_FACE_DOWN_STEP),
                  (self.read, None), (h * MIN_FACE_UP_STEP, None))
        for up_floor, down_floor in floors:
            if up_floor is not None and up_n:
                up = max(min(up, up_floor), (room - down_n * down) / up_n)
            if down_floor is not None and down_n:
                down = max(min(down, down_floor), (room - up_n * up) / down_n)
            if down_n * down + up_n * up <= room:
                return down, up
        need = down_n * down + up_n * up
        return down * room / need, up * room / need


class ColumnSteps:
    """The steps each column of one board last took, kept while the column shrinks or grows
    within them: the table holds still. A column keeps its steps while its cards are the ones
    it had or a part of them, or more cards that still fit at those steps; otherwise (it
    would pass its floor, another game) it takes its own steps again."""

    def __init__(self, steps: Steps) -> None:
        self.steps = steps
        self._kept: dict[Place, tuple[tuple[Card, ...], float, float]] = {}
        self._kept_for: object = None

    def of(self, game: Cards, place: Place, top: int, floor: int
           ) -> tuple[list[bool], float, float]:
        """The faces of the column at ``place`` (its first card's top at ``top``, its last
        card's bottom at most ``floor``) and its face-down and face-up steps."""
        if game is not self._kept_for:
            self._kept.clear()
            self._kept_for = game
        cards = tuple(game.pile(place))
        faces = [game.face_up(place, i) for i in range(len(cards))]
        room = floor - top - self.steps.card_h
        kept = self._kept.get(place)
        if kept is not None and len(cards) > 1:
            had, down, up = kept
            common = min(len(had), len(cards))
            if had[:common] == cards[:common]:
                down_n = sum(1 for f in faces[:-1] if not f)
                up_n = len(cards) - 1 - down_n
                if down_n * down + up_n * up <= room + 0.5:
                    self._kept[place] = (cards, down, up)
                    return faces, down, up
        down, up = self.steps.squeezed(faces, room)
        self._kept[place] = (cards, down, up)
        return faces, down, up


def stacked(base: pygame.Rect, n: int, w: int) -> list[pygame.Rect]:
    """A stock's cards: a card of thickness for every few cards, up to STACK_SHOWN, lifting
    up-left."""
    lift = max(1, round(w * 0.02))
    return [base.move(-lift * min(i // STACK_CARDS, STACK_SHOWN - 1),
                      -lift * min(i // STACK_CARDS, STACK_SHOWN - 1)) for i in range(n)]


def fanned_right(base: pygame.Rect, n: int, shown: int, w: int) -> list[pygame.Rect]:
    """A right fan's cards: its last ``shown`` spread to the right, the others under the
    first of them."""
    step = round(w * WASTE_FAN)
    first_shown = max(0, n - shown)
    return [base.move(max(0, i - first_shown) * step, 0) for i in range(n)]


def fanned_down(base: pygame.Rect, faces: Sequence[bool], down: float, up: float
                ) -> list[pygame.Rect]:
    """A column's cards at these steps, the first at ``base``."""
    out, y = [], float(base.top)
    for face in faces:
        out.append(pygame.Rect(base.left, round(y), base.width, base.height))
        y += up if face else down
    return out
