"""A move in words: what the hint says, what the review says was played, what an example
explains, in the player's language, with the names the rules pages use for cards ("the 10♠")
and piles ("column 3", "cell b", "the waste", "the stock", "its foundation").

    move_words(position, move)    "Move the 10♠ from column 3 to cell b"   (advice)
    played_words(position, move)  "Moved the 10♠ from column 3 to cell b"  (a move played)

Both are worked out from the position *before* the move: it names the card that moves and
says whether the target column is empty. Which sentence a move gets follows from the move
alone (``kind_of``: its source's and target's kinds and how many cards it moves), so a new
game gets words for every move it has; a game with words of its own for a move says them in
``Variant.own_move_words``.

The grammar is the catalogs': each language writes whole sentences, and the places they
name come as phrases that already carry their preposition and case (Russian «из колонки 3»,
«в колонку 7»; Hungarian «a(z) 3. oszlopból», whose a/az ``game.i18n`` picks once the number
or the card is in; Hebrew «מטור 3»). A count of cards goes through ngettext.

A sentence comes without a full stop and starts with a capital (``capital=False`` for one
set into another after a colon or a comma). In Hebrew a card's name is wrapped in a
left-to-right isolate, so that "A♣" keeps its order at either end of a right-to-left
sentence in any renderer that follows the bidi algorithm (a terminal, a browser; the table's
own text drawing, ``scenes.ui.text``, reads isolates too).
"""

from __future__ import annotations

import gettext
from collections.abc import Sequence
from enum import Enum
from typing import Protocol, TypeVar

from game.cards import Card
from game.i18n import N_, get_language, is_rtl, normalize, translator
from game.moves import CELL_LETTERS, Move, PileKind, Place

LRI, PDI = "\u2066", "\u2069"  # a left-to-right isolate and its end


class Tense(Enum):
    """Advice (the hint, a better move, an example's step) or a move already played."""

    ADVICE = "advice"
    PLAYED = "played"


class Position(Protocol):
    """A game's position, as far as its words need it (``game.variant.Variant``, which
    imports this module for its hook's types)."""

    @property
    def place_set(self) -> frozenset[Place]: ...

    def pile(self, place: Place) -> list[Card]: ...

    def own_move_words(self, move: Move, words: MoveWords, tense: Tense) -> str | None: ...


P = TypeVar("P", bound="Line")


class Line(Position, Protocol):
    """A position a line of moves is played on (``line_words``)."""

    def clone(self: P) -> P: ...

    def push(self, move: Move) -> None: ...


class Kind(Enum):
    """The kinds of sentence a move gets (``kind_of``)."""

    DRAW = "draw"  # a card from the stock onto the waste
    REDEAL = "redeal"  # the waste turned back into the stock
    TO_WASTE = "to waste"  # a card onto the waste (Golf)
    HOME = "home"  # a card to its foundation
    BACK = "back"  # a card back from its foundation
    MOVE = "move"  # one card from one pile to another
    GROUP = "group"  # several cards onto a card
    RUN = "run"  # a card and its run into an empty column


def kind_of(position: Position, move: Move) -> Kind:
    """The kind of sentence ``move`` gets in ``position`` (before it is played)."""
    source, target = move.source.kind, move.target.kind
    if source is PileKind.STOCK:
        return Kind.DRAW
    if target is PileKind.STOCK:
        return Kind.REDEAL
    if move.count > 1:
        return Kind.RUN if _empty(position, move.target) else Kind.GROUP
    if target is PileKind.FOUNDATION:
        return Kind.HOME
    if source is PileKind.FOUNDATION:
        return Kind.BACK
    if target is PileKind.WASTE:
        return Kind.TO_WASTE
    return Kind.MOVE


# --- the sentences ----------------------------------------------------------------------------
# Lower case, no full stop: ``MoveWords.say`` capitalises a sentence that stands alone.
# {card} is a card's short name ("10♠"); {source} and {target} are the place phrases below.
_SENTENCES: dict[Kind, tuple[str, str]] = {  # (advice, played)
    Kind.DRAW: (
        # TRANSLATORS: a hint: draw one card from the stock onto the waste (an instruction
        # to the player, lower case: the game capitalises it where it starts a line).
        N_("draw a card from the stock"),
        # TRANSLATORS: a move already played (a game's review): the card drawn, e.g. "8♠".
        N_("drew the {card} from the stock"),
    ),
    Kind.REDEAL: (
        # TRANSLATORS: a hint: the stock is empty; the whole waste goes back into the stock.
        N_("turn the waste over into the stock"),
        N_("turned the waste over into the stock"),
    ),
    Kind.TO_WASTE: (
        # TRANSLATORS: Golf: take the card from its column onto the waste.
        N_("put the {card} on the waste"),
        N_("placed the {card} on the waste"),
    ),
    Kind.HOME: (
        N_("send the {card} to its foundation"),
        N_("sent the {card} to its foundation"),
    ),
    Kind.BACK: (
        # TRANSLATORS: {target} is a place phrase with its preposition: "to column 4",
        # "to cell b".
        N_("take the {card} back from its foundation {target}"),
        N_("took the {card} back from its foundation {target}"),
    ),
    Kind.MOVE: (
        # TRANSLATORS: {source} and {target} are place phrases with their prepositions
        # ("from column 3", "to cell b"), in the case each needs.
        N_("move the {card} {source} {target}"),
        N_("moved the {card} {source} {target}"),
    ),
}

# The places, as the source ("from column 3") and as the target ("to column 7") of a move.
_FROM: dict[PileKind, str] = {
    # TRANSLATORS: where a card comes from; {number} is the column's number.
    PileKind.COLUMN: N_("from column {number}"),
    # TRANSLATORS: where a card comes from; {letter} is the free cell's letter, a to h.
    PileKind.CELL: N_("from cell {letter}"),
    PileKind.WASTE: N_("from the waste"),
    PileKind.STOCK: N_("from the stock"),
    PileKind.FOUNDATION: N_("from its foundation"),
}
_TO: dict[PileKind, str] = {
    # TRANSLATORS: where a card goes; {number} is the column's number.
    PileKind.COLUMN: N_("to column {number}"),
    # TRANSLATORS: where a card goes; {letter} is the free cell's letter, a to h.
    PileKind.CELL: N_("to cell {letter}"),
    PileKind.WASTE: N_("onto the waste"),
    PileKind.STOCK: N_("into the stock"),
    PileKind.FOUNDATION: N_("to its foundation"),
}
# TRANSLATORS: where a card goes: a column with no card in it; {number} is its number.
_TO_EMPTY_COLUMN = N_("to the empty column {number}")


class MoveWords:
    """The words of moves in one language (the current one when ``lang`` is None), and the
    pieces a game's own words (``Variant.own_move_words``) are made of."""

    def __init__(self, lang: str | None = None) -> None:
        self.lang = normalize(lang or get_language())
        self.t: gettext.NullTranslations = translator(self.lang)

    def card(self, card: Card) -> str:
        """A card's short name as the rules pages write it: "10♠", "A♣"."""
        return f"{LRI}{card.symbol}{PDI}" if is_rtl(self.lang) else card.symbol

    def place(self, position: Position, place: Place, target: bool) -> str:
        """A place as a move's source ("from column 3") or target ("to the empty column 7")."""
        index = place.index or 0
        if target and place.kind is PileKind.COLUMN and _empty(position, place):
            msgid = _TO_EMPTY_COLUMN
        else:
            msgid = (_TO if target else _FROM)[place.kind]
        letter = CELL_LETTERS[index] if index < len(CELL_LETTERS) else str(index + 1)
        return self.t.gettext(msgid).format(number=index + 1, letter=letter)

    def say(self, position: Position, move: Move, tense: Tense, capital: bool = True) -> str:
        """``move`` in words, from ``position`` before it is played."""
        text = position.own_move_words(move, self, tense) or self.generic(position, move, tense)
        return text[:1].upper() + text[1:] if capital else text

    def generic(self, position: Position, move: Move, tense: Tense) -> str:
        """The words every game's move gets from its kind (``kind_of``), lower case."""
        kind = kind_of(position, move)
        played = tense is Tense.PLAYED
        card = _moving(position, move)
        if card is None and kind is not Kind.REDEAL and (played or kind is not Kind.DRAW):
            kind = Kind.GROUP  # nothing to name (a move no rule allows): how many, and where
        n = move.count
        source = self.place(position, move.source, target=False)
        target = self.place(position, move.target, target=True)
        if kind is Kind.GROUP:
            if played:
                text = self.t.ngettext("moved {n} card {source} {target}",
                                       "moved {n} cards {source} {target}", n)
            else:
                text = self.t.ngettext("move {n} card {source} {target}",
                                       "move {n} cards {source} {target}", n)
            return text.format(n=n, source=source, target=target)
        name = "" if card is None else self.card(card)
        if kind is Kind.RUN:
            if played:
                # TRANSLATORS: a card and the ordered run on it moved together into an empty
                # column; {n} counts them all, the card with its run.
                text = self.t.ngettext("moved the {card} and its run ({n} card) {source} "
                                       "{target}", "moved the {card} and its run ({n} "
                                       "cards) {source} {target}", n)
            else:
                # TRANSLATORS: move a card and the ordered run on it together into an empty
                # column; {n} counts them all, the card with its run.
                text = self.t.ngettext("move the {card} and its run ({n} card) {source} "
                                       "{target}", "move the {card} and its run ({n} "
                                       "cards) {source} {target}", n)
            return text.format(card=name, n=n, source=source, target=target)
        advice, past = _SENTENCES[kind]
        return self.t.gettext(past if played else advice).format(card=name, source=source,
                                                                 target=target)


def move_words(position: Position, move: Move, lang: str | None = None,
               capital: bool = True) -> str:
    """``move`` as advice, from ``position`` (before it): "Send the A♣ to its foundation"."""
    return MoveWords(lang).say(position, move, Tense.ADVICE, capital)


def played_words(position: Position, move: Move, lang: str | None = None,
                 capital: bool = True) -> str:
    """``move`` as a move played, from ``position`` (the position before it): "Sent the A♣
    to its foundation"."""
    return MoveWords(lang).say(position, move, Tense.PLAYED, capital)


def line_words(start: Line, moves: Sequence[Move], lang: str | None = None,
               capital: bool = True) -> list[str]:
    """Each move of a line as played, in the position it was played from (``start`` is not
    changed; the moves are played unchecked)."""
    words = MoveWords(lang)
    game = start.clone()
    out = []
    for move in moves:
        out.append(words.say(game, move, Tense.PLAYED, capital))
        game.push(move)
    return out


# --- helpers ------------------------------------------------------------------------------------
def _empty(position: Position, place: Place) -> bool:
    return place in position.place_set and not position.pile(place)


def _moving(position: Position, move: Move) -> Card | None:
    """The card the move names: the one it takes (the first of a group), the stock's next
    for a draw; None where there is none."""
    if move.source not in position.place_set:
        return None
    pile = position.pile(move.source)
    index = len(pile) - max(1, move.count)
    return pile[index] if 0 <= index < len(pile) else None
