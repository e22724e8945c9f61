"""What would work instead: the second line of a refused tap.

A single tap that does nothing useful should tell the player what would: a double tap, a
drag, or the stock. The refusal itself keeps the rules' wording (the seeds'); the advice is
derived here from the game's own legal moves, so it never suggests something the rules would
refuse. The scenes word it (``Way.DOUBLE_TAP`` reads "Double tap it or drag it..." with the
Double tap setting on, "Drag it..." with it off).
"""

from __future__ import annotations

from enum import Enum
from typing import Protocol

from game.cards import Card
from game.moves import STOCK, Move, PileKind, Place
from game.refusal import Advice, Refusal, Way

__all__ = ["Advice", "Way", "advise"]


class Table(Protocol):
    """What the advice asks of a game (``game.variant.Variant`` has it all; a protocol, so
    that the rules, which attach the advice to a refused tap, are not imported here)."""

    @property
    def double_tap_aims(self) -> tuple[Enum, ...]: ...

    def pile(self, place: Place) -> list[Card]: ...

    def pick_refusal(self, place: Place, index: int) -> Refusal | None: ...

    def double_tap_move(self, place: Place, index: int) -> Move: ...

    def legal_targets(self, place: Place, index: int) -> list[Place]: ...

    def legal_moves(self) -> list[Move]: ...

    def stock_move(self) -> Move | None: ...


def advise(game: Table, place: Place, index: int) -> Advice | None:
    """What would do something useful with the cards of ``place`` from ``index``, which a
    single tap could not play; None when nothing would."""
    if place.kind is PileKind.STOCK:
        return None
    if place.kind is not PileKind.FOUNDATION and game.pick_refusal(place, index) is None:
        found = _for_the_cards(game, place, index)
        if found is not None:
            return found
    return _the_stock(game)


def _for_the_cards(game: Table, place: Place, index: int) -> Advice | None:
    """A double tap or a drag that plays these cards somewhere."""
    count = len(game.pile(place)) - index
    if game.double_tap_aims:
        try:
            move = game.double_tap_move(place, index)
        except Refusal:
            pass
        else:
            return _advice(game, Way.DOUBLE_TAP, move)
    targets = [t for t in game.legal_targets(place, index) if not _idle(game, place, index, t)]
    if not targets:
        return None
    # A column reads best ("drag it onto a column"); any legal target will do.
    target = min(targets, key=lambda p: p.kind is not PileKind.COLUMN)
    return _advice(game, Way.DRAG, Move(place, target, count))


def _idle(game: Table, place: Place, index: int, target: Place) -> bool:
    """A move that changes nothing a player cares about: a whole column into an empty one,
    a card from one cell into another."""
    if place.kind is PileKind.CELL:
        return target.kind is PileKind.CELL
    return index == 0 and place.kind is PileKind.COLUMN and target.kind is PileKind.COLUMN \
        and not game.pile(target)


def _advice(game: Table, way: Way, move: Move) -> Advice:
    return Advice(way, move.target.kind, not game.pile(move.target), move.count)


def _the_stock(game: Table) -> Advice | None:
    """The stock, when it is the only thing left that moves a card (taking a card back from
    a foundation does not count: it is never what a player is looking for)."""
    stock = game.stock_move()
    if stock is None:
        return None
    for move in game.legal_moves():
        if STOCK not in (move.source, move.target) and move.source.kind is not PileKind.FOUNDATION:
            return None
    return Advice(Way.STOCK if stock.source == STOCK else Way.REDEAL)
