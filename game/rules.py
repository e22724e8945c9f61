"""The rules every game derives from its declarations: a game says what may be picked up,
what a pile accepts, how many cards a group may hold and what a move earns; this derives from
those answers the reason for every refusal, the stock's one move and every legal move, so a
rule is said once. ``game.aiming`` builds what a tap, a double tap and a drag play on it, and
``game.variant`` the game itself (play, undo, score, the end).
"""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Sequence
from typing import ClassVar

from game.cards import Card
from game.i18n import N_
from game.moves import CELL_LETTERS, DRAW, STOCK, WASTE, Move, PileKind, Place
from game.parts import Moves, load
from game.position import Position
from game.refusal import (
    MSG_BLOCKED,
    MSG_NO_COLUMN,
    MSG_NO_FOUNDATION,
    MSG_NOT_THERE,
    MSG_SAME_PLACE,
    MSG_TOO_MANY,
    STAGE_ACCEPT,
    STAGE_GROUP,
    STAGE_PICK,
    STAGE_PLACE,
    Refusal,
    staged,
)

BIG = 1 << 30  # no group limit


class Rules(Position):
    """A position with the rules a game declares, and what follows from them."""

    # --- the rules, as each game declares them ------------------------------------------
    # A game says what may be picked up, what a pile accepts, how many cards a group may
    # hold, what follows a move (its points, a card turned up) and where taps look. Every
    # answer below (checked play, the legal moves, the tap, double tap and drag, and the
    # notation's shorthands in game.notation) is derived from these, so a rule is said once.

    @abstractmethod
    def pick_refusal(self, place: Place, index: int) -> Refusal | None:
        """Why the cards from ``index`` to the end of ``place`` cannot be picked up together,
        or None if they can."""

    @abstractmethod
    def accept_refusal(self, target: Place, cards: Sequence[Card], source: Place) -> Refusal | None:
        """Why ``target`` does not take ``cards`` (covered card first) from ``source``, or None.
        Called only with cards that may be picked up, for places the game has."""

    def group_limit(self, source: Place, target: Place) -> int:
        """How many cards may move together from ``source`` onto ``target`` now."""
        return BIG

    @abstractmethod
    def move_points(self, move: Move) -> int:
        """The points a move earns by what it moves where (a turn-up is ``_turn_up``'s)."""

    # Refusals for a stock that cannot be used, and for places this game does not have.
    stock_refusal: ClassVar[str] = N_("The stock is empty")
    missing_refusals: ClassVar[dict[PileKind, str]] = {}
    # The section of the game's rules page (its anchor) that explains each refusal (msgid):
    # the table's "?" opens the page there after a refusal (game.rule_sections).
    rule_sections: ClassVar[dict[str, str]] = {}

    def rule_section(self, refusal: str) -> str | None:
        """The anchor of the rules section that explains ``refusal`` here, or None."""
        return self.rule_sections.get(refusal)

    @classmethod
    def rule_anchors(cls) -> set[str]:
        """Every anchor ``rule_section`` may give (the rules page must have them all)."""
        return set(cls.rule_sections.values())

    # Its own move generator, faster than the one derived from the refusals and the same
    # list, with the solvers' compact forms of the rules (game.parts.Moves), or None.
    move_generator: ClassVar[str | None] = None  # "game.games.<name>.moves:MOVES"

    # --- derived: checked play ----------------------------------------------------------
    def refusal(self, move: Move) -> Refusal | None:
        """Why the rules refuse ``move`` here, or None if it is legal."""
        src, dst, count = move.source, move.target, move.count
        # (the kinds first: a place is compared whole only with a stock; the advice and a
        # drag's lit targets ask this for every pile)
        if (src.kind is PileKind.STOCK and src == STOCK) or (
                dst.kind is PileKind.STOCK and dst == STOCK):
            return self._stock_refusal(move)
        places = self.place_set
        if src not in places or dst not in places:
            missing = self.missing_refusal(src) or self.missing_refusal(dst)
            if missing:
                return staged(missing, STAGE_PLACE)
        if src == dst:
            return staged(Refusal(MSG_SAME_PLACE), STAGE_PLACE)
        cards = self.pile(src)
        if not 1 <= count <= max(1, len(cards)):
            return staged(Refusal(MSG_BLOCKED), STAGE_PICK)
        refusal = self.pick_refusal(src, len(cards) - count)
        if refusal:
            return staged(refusal, STAGE_PICK)
        refusal = self.accept_refusal(dst, cards[-count:], src)
        if refusal:
            return staged(refusal, STAGE_ACCEPT)
        limit = self.group_limit(src, dst)
        if count > limit:
            return staged(Refusal(MSG_TOO_MANY, count=limit), STAGE_GROUP)
        return None

    def stock_move(self) -> Move | None:
        """What using the stock does now: a draw, the waste turned back, or None."""
        if STOCK not in self.place_set:
            return None
        if self.pile(STOCK):
            return DRAW
        if self.can_redeal():
            return Move(WASTE, STOCK, len(self.pile(WASTE)))
        return None

    def _stock_refusal(self, move: Move) -> Refusal | None:
        missing = self.missing_refusal(STOCK)
        if missing:
            return staged(missing, STAGE_PLACE)
        wanted = self.stock_move()
        if move == wanted:
            return None
        if wanted is None:
            return staged(Refusal(self.stock_refusal), STAGE_PICK)
        if move.source == STOCK:  # the stock gives its cards only by a draw
            refusal = self.pick_refusal(STOCK, 0) or Refusal(MSG_SAME_PLACE)
            return staged(refusal, STAGE_PICK)
        cards = self.pile(move.source)[-move.count :]
        refusal = self.accept_refusal(STOCK, cards, move.source) or Refusal(MSG_SAME_PLACE)
        return staged(refusal, STAGE_ACCEPT)

    def missing_refusal(self, place: Place) -> Refusal | None:
        """The refusal for a place this game does not have, or None."""
        if place in self.place_set:
            return None
        msgid = self.missing_refusals.get(place.kind)
        if msgid is None:
            msgid = {PileKind.COLUMN: MSG_NO_COLUMN, PileKind.FOUNDATION: MSG_NO_FOUNDATION}.get(
                place.kind, MSG_NOT_THERE
            )
        i = place.index or 0
        letter = CELL_LETTERS[i] if i < len(CELL_LETTERS) else str(i + 1)
        return Refusal(msgid, number=i + 1, letter=letter)

    def is_legal(self, move: Move) -> bool:
        return self.refusal(move) is None

    def legal_moves(self) -> list[Move]:
        """Every legal move, in a stable order: by source pile, the longest group first, by
        target pile; the stock last. The game's own generator where it has one (the same
        list, faster: ``move_generator``), else ``derived_moves``."""
        if self.move_generator is not None:
            generator: Moves = load(self.move_generator)
            return generator.legal(self)
        return self.derived_moves()

    def derived_moves(self) -> list[Move]:
        """Every legal move as the rule hooks' refusals derive them (``legal_moves``)."""
        out: list[Move] = []
        places = self.places()
        targets = [p for p in places if p.kind is not PileKind.STOCK]
        for src in targets:
            pile = self.pile(src)
            for index in range(len(pile)):
                if self.pick_refusal(src, index):
                    continue
                cards = pile[index:]
                out += [
                    Move(src, dst, len(cards))
                    for dst in targets
                    if dst != src
                    and self.accept_refusal(dst, cards, src) is None
                    and len(cards) <= self.group_limit(src, dst)
                ]
        stock = self.stock_move()
        if stock is not None:
            out.append(stock)
        return out

    # --- the stock ----------------------------------------------------------------------
    def can_redeal(self) -> bool:
        """Whether the empty stock would take the waste back now (a tap redeals)."""
        return False
