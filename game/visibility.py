"""What a player can see of a position, for every game.

A card is hidden from the player when it lies face down (``Position.face_up``), when the game
says other piles cover it (``Position.covered``: a game whose piles overlap), or when it is in
a stock whose order the player has not yet seen (face down and, for a game that turns its
waste back, on the first pass: after that the player has seen every card of it in order).

``hidden_places`` names those cards' places in a fixed order; ``reordered`` is the same
position with the hidden cards dealt afresh among those places (a seeded shuffle, the deal's
own generator); ``view_key`` is what the player sees, the same for every position that differs
only in how the hidden cards lie (``canonical``: the hidden cards in one fixed order), and
``view_seed`` a number made from it, so that a hint that samples the hidden cards samples the
same deals for the same view.
"""

from __future__ import annotations

import hashlib
from collections.abc import Hashable
from typing import TypeVar

from game.cards import Card
from game.deal import SplitMix64
from game.moves import PileKind, Place
from game.variant import Variant

V = TypeVar("V", bound=Variant)


def hidden_places(game: Variant) -> list[tuple[Place, int]]:
    """The places (pile, index from the bottom) of every card the player cannot see, in a
    fixed order: the piles in ``places()`` order, each from its bottom card up."""
    stock_unseen = game.pass_number() in (None, 1)
    out: list[tuple[Place, int]] = []
    for place in game.places():
        pile = game.pile(place)
        for index in range(len(pile)):
            down = not game.face_up(place, index)
            if place.kind is PileKind.STOCK:
                hidden = down and stock_unseen
            else:
                hidden = down or game.covered(place, index)
            if hidden:
                out.append((place, index))
    return out


def hidden_cards(game: Variant) -> list[Card]:
    """The cards at ``hidden_places``, in that order (what the engine knows, not the player)."""
    return [game.pile(place)[index] for place, index in hidden_places(game)]


def _dealt(game: V, places: list[tuple[Place, int]], cards: list[Card]) -> V:
    """A copy of ``game`` with ``cards`` at ``places``, one each, and no past: its undo
    history would hold the hidden cards where they lay."""
    copy = game.clone()
    copy._history.clear()
    for (place, index), card in zip(places, cards, strict=True):
        copy.pile(place)[index] = card
    return copy


def reordered(game: V, seed: int) -> V:
    """A copy of ``game`` with its hidden cards shuffled among their places (Fisher-Yates
    with ``SplitMix64(seed)``, like a deal): what the player sees is unchanged."""
    places = hidden_places(game)
    cards = [game.pile(place)[index] for place, index in places]
    rng = SplitMix64(seed)
    for i in range(len(cards) - 1, 0, -1):
        j = rng.below(i + 1)
        cards[i], cards[j] = cards[j], cards[i]
    return _dealt(game, places, cards)


def canonical(game: V) -> V:
    """A copy of ``game`` with its hidden cards in one fixed order (by card, lowest first):
    every position the player cannot tell from ``game`` gives the same one."""
    places = hidden_places(game)
    cards = sorted((game.pile(place)[index] for place, index in places),
                   key=lambda c: c.index)
    return _dealt(game, places, cards)


def view_key(game: Variant) -> Hashable:
    """What the player sees, as a hashable key: equal for two positions of the same game that
    differ only in the order of their hidden cards (the deal number and the score are in
    sight, so they count)."""
    return (game.name, game.options, game.deal, game.score, canonical(game).snapshot())


def view_seed(game: Variant) -> int:
    """A 64-bit number made from ``view_key``, the same on every machine and every run."""
    text = repr(view_key(game)).encode()
    return int.from_bytes(hashlib.blake2b(text, digest_size=8).digest(), "big")
