"""The position in words, in the seeds' format, for screen readers, bug reports and tests.

Golf, in Hebrew and Hungarian, is byte for byte what the seeds print; Russian and English
follow the same shape. Every word comes from the gettext catalogs, so a language is one
``.po`` file; the word order of a card name ("ace of clubs", "אס תלתן", "treff ász") is itself
a translated pattern.
"""

from __future__ import annotations

import gettext
from collections.abc import Callable
from typing import Any

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

    def n(self, singular: str, plural: str, count: int, **params: Any) -> str:
        return self.t.ngettext(singular, plural, count).format(n=count, **params)

    def card(self, card: Card) -> str:
        rank = RANK_NAMES.get(card.rank)
        return self._(
            N_("{rank} of {suit}"),
            rank=self.t.gettext(rank) if rank else str(card.rank),
            suit=self.t.gettext(SUIT_NAMES[card.suit]),
        )

    def cards(self, cards: list[Card]) -> str:
        return ", ".join(self.card(c) for c in cards)

    def stock(self, count: int) -> str:
        if count == 0:
            return self._(N_("Stock: empty"))
        return self.n(N_("Stock: {n} card"), N_("Stock: {n} cards"), count)

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


Describer = Callable[[Any, Words], str]
_DESCRIBERS: dict[str, Describer] = {}


def describer(name: str) -> Callable[[Describer], Describer]:
    def register(fn: Describer) -> Describer:
        _DESCRIBERS[name] = fn
        return fn

    return register


def describe(game: Any, lang: str = "en") -> str:
    """The position of ``game`` in words, in ``lang`` (he, hu, ru, en)."""
    return _DESCRIBERS[game.name](game, Words(lang))


@describer("golf")
def _golf(game: Any, w: Words) -> str:
    head = f"{w.stock(len(game.stock))}; {w.waste(game.waste_top)}."
    columns = "; ".join(w.column(i + 1, col) for i, col in enumerate(game.tableau))
    return f"{head} {columns}."
