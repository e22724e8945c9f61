"""The examples pages: real positions from the engine, as the rules pages describe them, played
step by step with the words for each step.

An ``Example`` is a real deal (its code), the moves that lead to the position it shows
(``before``, in notation), and its steps (``Shown``): a move to play, or a tap or a drag the
rules refuse (shown, not played: its words quote the engine's refusal). A step without words
of its own says the move as the hint would (``game.words``), and why the rules allow it
where that is worth a word.

``frames(example)`` plays it through the engine: one ``Frame`` per step (the position before
it, the step's exact move or the refusal, its words) and a last one for the end. Words are
translated when asked (``Frame.text``), so a frame list outlives a change of language.

Each game writes its own (``game/games/<name>/examples.py``, named on its class:
``Variant.examples``); this module plays them.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from game import VARIANTS, game_from_code, notation
from game.i18n import N_, _
from game.moves import STOCK, WASTE, Move, PileKind, Place
from game.parts import load
from game.variant import Refusal, Variant
from game.words import move_words


@dataclass(frozen=True)
class Shown:
    """One step: ``move`` (notation) to play; or ``tap`` (a place in notation and a card
    index) or ``drag`` (an exact move, ``1>7x3``) that the rules refuse. ``note``: its own
    words (a msgid), else the move explains itself. ``facts``: for a move, what more its
    words name, worked out from the position before it (Golf: the Classic refusal)."""

    move: str = ""
    tap: tuple[str, int] | None = None
    drag: str = ""
    note: str | None = None
    facts: Callable[[Variant, Move], dict[str, Any]] | None = None


@dataclass(frozen=True)
class Example:
    game: str
    code: str
    before: str  # the moves from the deal to the position shown, in notation
    intro: str  # msgid: what the example shows
    steps: tuple[Shown, ...]
    end: str  # msgid: the last frame's words
    # The game's own words (a msgid) for a move without a note, before it is played; None
    # where the shared ones say it (``explain``).
    explain: Callable[[Variant, Move], str | None] | None = None


@dataclass
class Frame:
    """The example at one step: the position before it, the exact move it plays (None for a
    refused try and at the end), the refusal it shows, and its words (``text``)."""

    position: Variant
    move: Move | None
    refusal: Refusal | None
    msgid: str
    facts: dict[str, Any] = field(default_factory=dict)
    tried: tuple[Place, int] | None = None  # the card a refused tap or drag picked
    target: Place | None = None  # where a refused drag was aimed
    turns_up: bool = False  # the move uncovers a face-down card

    def text(self) -> str:
        """The step's words in the current language."""
        facts = {k: v.message if isinstance(v, Refusal) else v for k, v in self.facts.items()}
        if self.move is not None:
            facts["move"] = move_words(self.position, self.move)
        words = _(self.msgid).format(**facts)
        return f"{words} {_(MSG_TURNS_UP)}" if self.turns_up else words


def examples_for(game: str) -> tuple[Example, ...]:
    """A game's examples (its class names them: ``Variant.examples``); none for a game that
    has not written any, or is not registered."""
    cls = VARIANTS.get(game)
    ref = cls.examples if cls is not None else None
    return () if ref is None else tuple(load(ref))


def start(example: Example) -> Variant:
    """The position the example shows first: the deal, and the moves before it."""
    game = game_from_code(example.code)
    for token in example.before.split():
        game.play(game.parse_move(token))
    return game


def frames(example: Example) -> list[Frame]:
    """The example played through the engine: a frame per step, and the end. Raises Refusal
    or NotationError if a move is refused, ValueError if a refused try is allowed."""
    game = start(example)
    before = len(example.before.split())
    out: list[Frame] = []
    for k, shown in enumerate(example.steps):
        frame = _frame(game, shown, example.explain)
        frame.facts.setdefault("number", before + k + 1 - _tries(example, k))
        out.append(frame)
        if frame.move is not None:
            game.play(frame.move)
    out.append(Frame(game.clone(), None, None, example.end, _facts(game)))
    first = out[0]
    first.facts.update(code=example.code, moves=before, run=_run(first))
    return out


def intro(example: Example, first: Frame) -> str:
    """The example's opening words, in the current language."""
    return _(example.intro).format(**{k: v for k, v in first.facts.items()
                                      if not isinstance(v, Refusal)})


def _tries(example: Example, k: int) -> int:
    """How many refused tries come before step ``k`` (they are not moves of the game)."""
    return sum(1 for s in example.steps[:k] if not s.move)


def _frame(game: Variant, shown: Shown,
           own: Callable[[Variant, Move], str | None] | None = None) -> Frame:
    position = game.clone()
    if shown.move:
        move = game.parse_move(shown.move)
        facts = _facts(game, move)
        if shown.facts is not None:
            facts.update(shown.facts(game, move))
        below = len(game.pile(move.source)) - move.count - 1
        turns_up = (move.source.kind is PileKind.COLUMN and below >= 0
                    and not game.face_up(move.source, below))
        note = shown.note or (own(game, move) if own else None) or explain(game, move)
        return Frame(position, move, None, note, facts, turns_up=turns_up)
    if shown.tap is not None:
        place = notation.parse(shown.tap[0]).source
        index = shown.tap[1]
        refusal = _refused(lambda: game.tap_move(place, index))
        facts = _facts(game, Move(place, WASTE, len(game.pile(place)) - index))
        facts["refusal"] = refusal
        return Frame(position, None, refusal, shown.note or "{refusal}", facts, (place, index))
    tried = Move.from_text(shown.drag)
    index = len(game.pile(tried.source)) - tried.count
    refusal = _refused(lambda: game.drag_move(tried.source, index, tried.target))
    facts = _facts(game, tried)
    facts["refusal"] = refusal
    return Frame(position, None, refusal, shown.note or "{refusal}", facts,
                 (tried.source, index), tried.target)


def _refused(attempt: Any) -> Refusal:
    try:
        attempt()
    except Refusal as refusal:
        return refusal
    raise ValueError("an example shows a refusal the rules do not give")


def _facts(game: Variant, move: Move | None = None) -> dict[str, Any]:
    """What a step's words may name."""
    waste = game.pile(WASTE) if WASTE in game.place_set else []
    facts: dict[str, Any] = {"top": waste[-1].symbol if waste else "", "score": game.score,
                             "card": "", "onto": "", "column": "", "row": "", "count": "",
                             "limit": ""}
    if move is None:
        return facts
    if move.source == STOCK:
        stock = game.pile(STOCK)
        facts["card"] = stock[-1].symbol if stock else ""
        return facts
    cards = game.pile(move.source)
    index = len(cards) - move.count
    if 0 <= index < len(cards):
        facts["card"] = cards[index].symbol
    onto = game.pile(move.target) if move.target in game.place_set else []
    facts.update(onto=onto[-1].symbol if onto else "", count=move.count, row=index + 1,
                 column=(move.source.index or 0) + 1)
    if move.target in game.place_set:
        facts["limit"] = game.group_limit(move.source, move.target)
    return facts


def _run(first: Frame) -> str:
    """The cards a refused drag picked (the run the intro names), in order."""
    if first.tried is None:
        return ""
    place, index = first.tried
    return " ".join(card.symbol for card in first.position.pile(place)[index:])


# --- the words of a move that has none of its own --------------------------------------------
# The move itself is said by game.words ({move}: "Send the A♣ to its foundation", starting
# with a capital); a draw says what it turns up. A game may say more (``Example.explain``).
# TRANSLATORS: {move} is a whole move in words ("Move the 10♠ from column 3 to cell b"),
# starting with a capital letter.
MSG_MOVE = N_("{move}.")
# TRANSLATORS: {move} is "Draw a card from the stock"; {card} the card it turns up.
MSG_DRAW = N_("{move}: the {card} comes onto the waste.")
MSG_TURNS_UP = N_("The hidden card beneath turns up.")


def explain(game: Variant, move: Move) -> str:
    """The msgid that says what ``move`` does in ``game`` (before it is played)."""
    return MSG_DRAW if move.source == STOCK else MSG_MOVE
