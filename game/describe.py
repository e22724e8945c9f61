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


# --- Eight Off and Easy Harp: the same shape as Golf, with cells, foundations, hidden cards ---


def _slots(w: Words, label: str, cards: list[Card | None], empty: str) -> str:
    """A row of cells or foundation tops, in order, ``empty`` for an empty one."""
    names = ", ".join(empty if c is None else w.card(c) for c in cards)
    return w._(label, cards=names)


def _tops(piles: list[list[Card]]) -> list[Card | None]:
    return [pile[-1] if pile else None for pile in piles]


@describer("eight_off")
def _eight_off(game: Any, w: Words) -> str:
    cells = _slots(w, N_("Cells: {cards}"), list(game.cells), w.empty_cell())
    piles = _slots(w, N_("foundations: {cards}"), _tops(game.foundations), w.empty_pile())
    columns = "; ".join(w.column(i + 1, col) for i, col in enumerate(game.tableau))
    return f"{cells}; {piles}. {columns}."


def _harp_column(w: Words, number: int, cards: list[Card], hidden: int) -> str:
    if not hidden:
        return w.column(number, cards)
    down = w.t.ngettext("{n} hidden card", "{n} hidden cards", hidden).format(n=hidden)
    return w._(
        N_("Column {number}: {cards} (free: {card})"),
        number=number,
        cards=", ".join([down, w.cards(cards[hidden:])]),
        card=w.card(cards[-1]),
    )


@describer("easy_harp")
def _easy_harp(game: Any, w: Words) -> str:
    piles = _slots(w, N_("foundations: {cards}"), _tops(game.foundations), w.empty_pile())
    head = f"{w.stock(len(game.stock))}; {w.waste(game.waste_top)}; {piles}."
    columns = "; ".join(
        _harp_column(w, i + 1, col, game.hidden[i]) for i, col in enumerate(game.tableau)
    )
    return f"{head} {columns}."
