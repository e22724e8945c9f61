"""Where a touch sends cards: what a tap, a double tap, a one-tap and a drag play, derived
from the game's rules (``game.rules``) and the places it names for its taps (``Aim``), with
the reason for a refusal and the advice of what would do something useful instead.
"""

from __future__ import annotations

from enum import Enum
from typing import ClassVar

from game.advice import advise
from game.moves import DRAW, WASTE, Move, PileKind, Place
from game.refusal import MSG_NOWHERE, MSG_SAME_PLACE, Refusal
from game.rules import Rules


class Aim(Enum):
    """Where a tap or a double tap looks for a place for the card."""

    WASTE = "waste"
    FOUNDATION = "foundation"  # the foundations, in order
    LONGEST_COLUMN = "longest column"  # the columns that hold cards, the longest first
    EMPTY_COLUMN = "empty column"
    FREE_CELL = "free cell"


class Aiming(Rules):
    """The rules, and where a touch sends cards by them."""

    # Where a tap and a double tap send a card, in the order they look.
    tap_aims: ClassVar[tuple[Aim, ...]] = ()
    double_tap_aims: ClassVar[tuple[Aim, ...]] = ()
    # A tap that finds nothing: the refusal to give (None: the rule the card breaks there),
    # and the one for a tap on a group or on a foundation (None: no such case in this game).
    tap_refusal: ClassVar[str | None] = None
    tap_group_refusal: ClassVar[str | None] = None
    foundation_tap_refusal: ClassVar[str | None] = None

    # --- derived: what the table asks ---------------------------------------------------
    def tap_move(self, place: Place, index: int) -> Move:
        """What a tap on card ``index`` of ``place`` plays; raises Refusal saying why not,
        with the advice of what would do something useful instead (``game.advice``)."""
        try:
            return self._aimed(place, index, self.tap_aims, self.tap_refusal,
                               self.tap_group_refusal)
        except Refusal as refusal:
            refusal.advice = advise(self, place, index)
            raise

    @classmethod
    def one_tap_aims(cls) -> tuple[Aim, ...]:
        """Where a tap looks with the setting "One tap moves a card wherever it fits": the
        tap's own places first (a foundation), then the double tap's search order."""
        aims = list(cls.tap_aims)
        aims += [aim for aim in cls.double_tap_aims if aim not in aims]
        return tuple(aims)

    def one_tap_move(self, place: Place, index: int) -> Move:
        """What a tap plays with "One tap moves a card wherever it fits" on: the first legal
        place in ``one_tap_aims``. A game whose double tap looks nowhere else plays its tap
        (with its refusals); otherwise a card that fits nowhere says so, with the advice of
        what would do something useful (a drag, the stock)."""
        aims = self.one_tap_aims()
        if aims == self.tap_aims:
            return self.tap_move(place, index)
        try:
            return self._aimed(place, index, aims, MSG_NOWHERE, None)
        except Refusal as refusal:
            refusal.advice = advise(self, place, index)
            raise

    def double_tap_move(self, place: Place, index: int) -> Move:
        """What a double tap plays: the first legal place in the game's search order (a game
        without one plays the tap)."""
        if not self.double_tap_aims:
            return self.tap_move(place, index)
        return self._aimed(place, index, self.double_tap_aims, MSG_NOWHERE, None)

    def _aimed(
        self,
        place: Place,
        index: int,
        aims: tuple[Aim, ...],
        nowhere: str | None,
        group_refusal: str | None,
    ) -> Move:
        """The first legal move to the places ``aims`` name; when none is, ``nowhere`` (or,
        None, the reason the first place gave)."""
        if place.kind is PileKind.STOCK:
            move = self.stock_move()
            if move is None:
                raise self.refusal(DRAW) or Refusal(self.stock_refusal)
            return move
        count = self._pick(place, index)
        if place.kind is PileKind.FOUNDATION and self.foundation_tap_refusal:
            raise Refusal(self.foundation_tap_refusal)
        if count > 1 and group_refusal:
            raise Refusal(group_refusal)
        first: Refusal | None = None
        for target in self._aim_places(place, index, aims):
            move = Move(place, target, count)
            refusal = self.refusal(move)
            if refusal is None:
                return move
            first = first or refusal
        if nowhere is None and first is not None:
            raise first
        raise Refusal(nowhere or MSG_NOWHERE)

    def _aim_places(self, place: Place, index: int, aims: tuple[Aim, ...]) -> list[Place]:
        """The places a tap tries, in order. Never a move that changes nothing: a whole
        column into an empty one, a card from a cell into another cell."""
        out: list[Place] = []
        places = self.places()
        for aim in aims:
            if aim is Aim.WASTE:
                out.append(WASTE)
            elif aim is Aim.FOUNDATION:
                out += [p for p in places if p.kind is PileKind.FOUNDATION]
            elif aim is Aim.LONGEST_COLUMN:
                filled = [p for p in places if p.kind is PileKind.COLUMN and self.pile(p)]
                out += sorted((p for p in filled if p != place), key=lambda p: -len(self.pile(p)))
            elif aim is Aim.EMPTY_COLUMN:
                if not (place.kind is PileKind.COLUMN and index == 0):
                    out += [p for p in places if p.kind is PileKind.COLUMN and not self.pile(p)]
            elif place.kind is not PileKind.CELL:  # Aim.FREE_CELL
                out += [p for p in places if p.kind is PileKind.CELL and not self.pile(p)]
        return out

    def drag_move(self, place: Place, index: int, target: Place) -> Move:
        """The move of dragging cards from ``index`` of ``place`` onto ``target``, or Refusal.
        A drop on the foundations goes to the first that takes the cards; if none does, the
        reason is the one of the foundation it was dropped on."""
        count = self._pick(place, index)
        if target == place:
            raise Refusal(MSG_SAME_PLACE)
        if target.kind is PileKind.FOUNDATION:
            piles = [p for p in self.places() if p.kind is PileKind.FOUNDATION]
            taker = self._foundation_taking(place, count, piles)
            if taker is not None:
                return Move(place, taker, count)
            if target not in piles and piles:
                target = piles[0]
        move = Move(place, target, count)
        refusal = self.refusal(move)
        if refusal:
            raise refusal
        return move

    def _foundation_taking(self, place: Place, count: int, piles: list[Place]) -> Place | None:
        """The first of the foundations ``piles`` that takes the cards, or None."""
        for slot in piles:
            if self.refusal(Move(place, slot, count)) is None:
                return slot
        return None

    def _pick(self, place: Place, index: int) -> int:
        """How many cards a touch at ``index`` holds; raises the pick refusal."""
        refusal = self.missing_refusal(place) or self.pick_refusal(place, index)
        if refusal:
            raise refusal
        return len(self.pile(place)) - index

    def legal_targets(self, place: Place, index: int) -> list[Place]:
        """Every place a drag of these cards may end on, for lighting them up: the places
        ``drag_move`` takes them to as dropped there. The cards are picked up once, not once
        a target, and the foundation that takes them is found once (a drop on any foundation
        goes to it: only that one is lit)."""
        try:
            count = self._pick(place, index)
        except Refusal:
            return []  # refused whatever the target
        places = self.places()
        piles = [p for p in places if p.kind is PileKind.FOUNDATION]
        taker = self._foundation_taking(place, count, piles)
        out = []
        for target in places:
            if target == place:
                continue
            if target.kind is PileKind.FOUNDATION:
                if target == taker:
                    out.append(target)
            elif self.refusal(Move(place, target, count)) is None:
                out.append(target)
        return out
