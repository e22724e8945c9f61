"""What a gesture on the table means: a move to play, a refusal to say, cards to pick up, piles
to light. Pure (no App, no drawing, time given): testable with a game and a board alone.

Every rule is the engine's: ``tap_move``, ``double_tap_move``, ``drag_move``, ``pick_refusal``,
``legal_targets``. What is decided here is the table's timing:

- A tap plays the engine's tap move; a tap on the stock draws; a tap on an empty pile's mat
  (but the stock's) does nothing.
- One tap moves a card wherever it fits (``anywhere``, a setting): the engine's
  ``one_tap_move`` (a foundation first, then the double tap's order); a double tap then
  adds nothing, so its second tap is swallowed.
- Double tap (``double_tap`` on): the engine's double-tap move. A tap already played the
  double tap's first choice (a foundation), so a quick second tap on the card that just went
  there is swallowed. When the first tap was refused and a double tap may still do something
  else, its reason waits for the double-tap window (``due``) and is dropped if the double tap
  comes; the next gesture says it at once (``flush``).
- A press held long lights the piles the card may go to (``Preview``).
- A refused tap carries the engine's advice (``game.advice``: what would do something
  useful instead); ``advice_text`` words it as a second line, after the Double tap setting.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

import pygame

from game.advice import Advice, Way
from game.i18n import N_, _
from game.moves import Move, PileKind, Place
from game.variant import Refusal, Variant
from scenes.table import hits
from scenes.table.board import Board
from scenes.table.gestures import DOUBLE_S, DoubleTap

Pos = tuple[int, int]
Hit = tuple[Place, int]


@dataclass(frozen=True)
class Play:
    """Play this move (the engine will check it once more as it plays)."""

    move: Move


@dataclass(frozen=True)
class Refuse:
    """Say why not (``sound``: with the refusal sound); ``advice``: what would work instead;
    ``msgid``: the refusal's English source (which rules section explains it)."""

    message: str
    sound: bool = True
    advice: Advice | None = None
    msgid: str = ""

    @classmethod
    def of(cls, refusal: Refusal) -> Refuse:
        """The refusal's words (the seeds', whole), and on a second line the rule behind
        them when the engine gives one."""
        reason = refusal.reason_text
        message = f"{refusal.message}\n{reason}" if reason else refusal.message
        return cls(message, advice=refusal.advice, msgid=refusal.msgid)


@dataclass(frozen=True)
class PickUp:
    """The finger holds the cards of ``place`` from ``index``; ``targets`` may take them."""

    place: Place
    index: int
    targets: list[Place]


@dataclass(frozen=True)
class Preview:
    """Light the piles the pressed card may go to."""

    targets: list[Place]


Outcome = Play | Refuse | PickUp | Preview


class TableInput:
    """The meaning of the gestures on one game's table, laid out by ``board``."""

    def __init__(self, game: Variant, board: Board) -> None:
        self.game = game
        self.board = board
        self.pending: tuple[Refuse, float] | None = None  # a refusal waiting for a double tap
        self.last_tap: tuple[Hit, bool, float] | None = None  # where, played?, when

    def forget(self) -> None:
        """The position changed under the finger (an undo): no tap is remembered."""
        self.pending = None
        self.last_tap = None

    def flush(self) -> list[Outcome]:
        """The waiting refusal, said now (a new gesture began)."""
        if self.pending is None:
            return []
        refuse, _deadline = self.pending
        self.pending = None
        return [replace(refuse, sound=False)]

    def due(self, now: float) -> list[Outcome]:
        """The waiting refusal once the double-tap window has passed."""
        if self.pending is not None and now >= self.pending[1]:
            return self.flush()
        return []

    # --- gestures -------------------------------------------------------------------------
    def tap(self, pos: Pos, now: float, double_tap: bool, anywhere: bool = False
            ) -> list[Outcome]:
        out = self.flush()
        hit = hits.card_at(self.board, self.game, pos)
        if hit is None:
            self.last_tap = None
            return out
        place, index = hit
        if index < 0 and place.kind is not PileKind.STOCK:
            self.last_tap = None
            return out
        try:
            move = (self.game.one_tap_move(place, index) if anywhere
                    else self.game.tap_move(place, index))
        except Refusal as refusal:
            self.last_tap = (hit, False, now)
            if self._double_tap_differs(double_tap) and not anywhere:
                self.pending = (Refuse.of(refusal), now + DOUBLE_S)
            else:
                out.append(Refuse.of(refusal))
            return out
        self.last_tap = (hit, True, now)
        return [*out, Play(move)]

    def _double_tap_differs(self, double_tap: bool) -> bool:
        """Whether a double tap may do something a tap does not (then a refusal waits)."""
        return double_tap and bool(self.game.double_tap_aims)

    def double_tap(self, g: DoubleTap, now: float, double_tap: bool, anywhere: bool = False
                   ) -> list[Outcome]:
        hit = hits.card_at(self.board, self.game, g.pos)
        last = self.last_tap
        if hit is not None and hit[0].kind is PileKind.STOCK:
            return self.tap(g.pos, now, double_tap, anywhere)  # two quick draws are two draws
        if not double_tap or last is None or hit is None:
            return self.tap(g.pos, now, double_tap, anywhere)
        first_hit, played, _when = last
        if played:
            # The first tap already played the double tap's first choice (a foundation).
            first_now = hits.card_at(self.board, self.game, g.first)
            if first_now is None or first_now[0] == first_hit[0]:
                self.last_tap = None
                return []
            return self.tap(g.pos, now, double_tap, anywhere)
        if hit != first_hit:
            return self.tap(g.pos, now, double_tap, anywhere)
        self.forget()
        if anywhere:  # the tap searched every place and said why not: nothing to add
            return []
        try:
            return [Play(self.game.double_tap_move(*hit))]
        except Refusal as refusal:
            return [Refuse.of(refusal)]

    def drag_start(self, start: Pos) -> list[Outcome]:
        """A drag began at ``start``: pick up the card there, or say why not."""
        out = self.flush()
        self.last_tap = None
        hit = hits.card_at(self.board, self.game, start)
        if hit is None or hit[1] < 0 or hit[0].kind is PileKind.STOCK:
            return out
        place, index = hit
        refusal = self.game.pick_refusal(place, index)
        if refusal is not None:
            return [*out, Refuse.of(refusal)]
        return [*out, PickUp(place, index, self.game.legal_targets(place, index))]

    def drop(self, place: Place, index: int, held: pygame.Rect) -> Play | Refuse | None:
        """The cards of ``place`` from ``index`` let go at ``held`` (where the first one is):
        the move onto the pile they overlap most, a refusal, or None (back home quietly)."""
        target = hits.drop_target(self.board, self.game, held, source=place)
        if target is None:
            return None
        try:
            return Play(self.game.drag_move(place, index, target))
        except Refusal as refusal:
            return Refuse.of(refusal)

    def long_press(self, pos: Pos) -> Preview | None:
        hit = hits.card_at(self.board, self.game, pos)
        if (hit is None or hit[1] < 0 or hit[0].kind is PileKind.STOCK
                or self.game.pick_refusal(*hit) is not None):
            return None
        return Preview(self.game.legal_targets(*hit))


# The second line of a refused tap: (double tap on, a run, where) -> words. A double tap
# worded for a player who turned it off becomes a drag.
_DOUBLE = N_("Double tap or drag it onto a column")
_ADVICE: dict[tuple[bool, bool, PileKind, bool], str] = {
    (True, False, PileKind.COLUMN, False): _DOUBLE,
    (True, False, PileKind.COLUMN, True): N_("Double tap or drag it into the empty column"),
    (True, False, PileKind.CELL, True): N_("Double tap or drag it into a free cell"),
    (True, False, PileKind.FOUNDATION, False): N_("Double tap or drag it onto a foundation"),
    (True, True, PileKind.COLUMN, False): N_("Double tap or drag the run onto a column"),
    (True, True, PileKind.COLUMN, True): N_("Double tap or drag the run into the empty column"),
    (False, False, PileKind.COLUMN, False): N_("Drag it onto a column"),
    (False, False, PileKind.COLUMN, True): N_("Drag it into the empty column"),
    (False, False, PileKind.CELL, True): N_("Drag it into a free cell"),
    (False, False, PileKind.FOUNDATION, False): N_("Drag it onto a foundation"),
    (False, False, PileKind.WASTE, False): N_("Drag it onto the waste"),
    (False, True, PileKind.COLUMN, False): N_("Drag the run onto a column"),
    (False, True, PileKind.COLUMN, True): N_("Drag the run into the empty column"),
}
_STOCK = {
    Way.STOCK: N_("Nothing else moves: tap the stock to draw a card"),
    Way.REDEAL: N_("Nothing else moves: tap the empty stock to turn the waste back"),
}


def advice_text(advice: Advice, double_tap: bool) -> str:
    """The advice as the player reads it (translated)."""
    if advice.way in _STOCK:
        return _(_STOCK[advice.way])
    double = advice.way is Way.DOUBLE_TAP and double_tap
    target = advice.target or PileKind.COLUMN
    empty = advice.empty and target is not PileKind.FOUNDATION
    if target is PileKind.CELL:
        empty = True  # a card goes into a free cell: always an empty one
    key = (double, advice.count > 1, target, empty)
    # A place with no words of its own: the drag to it, else the plainest advice.
    msgid = (_ADVICE.get(key) or _ADVICE.get((False, *key[1:]))
             or _ADVICE[(double, False, PileKind.COLUMN, False)])
    return _(msgid)
