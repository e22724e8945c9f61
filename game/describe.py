"""The position in words, in the seeds' format, for screen readers, bug reports and tests.

Golf, in Hebrew and Hungarian, is byte for byte what the seeds print; Russian and English
follow the same shape. Every word comes from the gettext catalogs, so a language is one
``.po`` file; the word order of a card name ("ace of clubs", "אס תלתן", "treff ász") is itself
a translated pattern. Each game writes its own position (``Variant.describe``) from the
pieces ``Words`` offers.
"""

from __future__ import annotations

import gettext
from typing import Any, Protocol

from game.cards import Card
from game.i18n import N_, translator

RANK_NAMES = {1: N_("ace"), 11: N_("jack"), 12: N_("queen"), 13: N_("king")}
SUIT_NAMES = (N_("spades"), N_("hearts"), N_("diamonds"), N_("clubs"))


class Words:
    """The translations of one language, with the pieces every description uses."""

    def __init__(self, lang: str) -> None:
        self.t: gettext.NullTranslations = translator(lang)

    def _(self, msgid: str, **params: Any) -> str:
        return self.t.gettext(msgid).format(**params)

    def card(self, card: Card) -> str:
        rank = RANK_NAMES.get(card.rank)
        return self._(
            N_("{rank} of {suit}"),
            rank=self.t.gettext(rank) if rank else str(card.rank),
            suit=self.t.gettext(SUIT_NAMES[card.suit]),
        )

    def cards(self, cards: list[Card]) -> str:
        return ", ".join(self.card(c) for c in cards)

    # "empty" agrees with the noun in some languages (Hebrew: תא ריק, ערימה ריקה).
    def empty_cell(self) -> str:
        return self.t.pgettext("cell", "empty")

    def empty_pile(self) -> str:
        return self.t.pgettext("foundation", "empty")

    def stock(self, count: int) -> str:
        if count == 0:
            return self._(N_("Stock: empty"))
        return self.t.ngettext("Stock: {n} card", "Stock: {n} cards", count).format(n=count)

    def waste(self, top: Card | None) -> str:
        if top is None:
            return self._(N_("waste: empty"))
        return self._(N_("waste: {card}"), card=self.card(top))

    def column(self, number: int, cards: list[Card]) -> str:
        if not cards:
            return self._(N_("Column {number}: empty"), number=number)
        return self._(
            N_("Column {number}: {cards} (free: {card})"),
            number=number,
            cards=self.cards(cards),
            card=self.card(cards[-1]),
        )


    def slots(self, label: str, cards: list[Card | None], empty: str) -> str:
        """A row of cells or foundation tops, in order, ``empty`` for an empty one."""
        names = ", ".join(empty if c is None else self.card(c) for c in cards)
        return self._(label, cards=names)

    def foundations(self, piles: list[list[Card]]) -> str:
        tops = [pile[-1] if pile else None for pile in piles]
        return self.slots(N_("foundations: {cards}"), tops, self.empty_pile())


class Describable(Protocol):
    """A game, as far as this module needs it (``game.variant.Variant``)."""

    def describe(self, words: Words) -> str: ...


def describe(game: Describable, lang: str = "en") -> str:
    """The position of ``game`` in words, in ``lang`` (he, hu, ru, en)."""
    return game.describe(Words(lang))
