"""The first-run lessons: a short guided game on a small fixed layout, one per game.

A ``Lesson`` is a layout and a script of ``Step``s. Each step says what the player should do
(``Do``: a tap, a double tap, a drag, the stock, Undo, Hint), the move it expects in the
notation of SPEC.md (``moves``: several play one after another under the same words), and
the words of the coach mark (a msgid whose placeholders are filled from the position: the
card to move ``{card}``, the card it goes onto ``{onto}``, the waste's top ``{top}``, how
many cards may move as a group ``{limit}``).

The engine decides everything: a ``Coach`` resolves each expected move in the live position
through the notation (a move the rules refuse cannot be asked for: the script would not even
resolve), and accepts a player's move only when it is the one expected (a card put into
another free cell counts as the same move). ``tests/test_lessons.py`` replays every script
through the engine, and checks that the Hint lights the move the script plays after it.

Pure Python, no pygame: the table (``scenes.table.coach``) only shows the coach mark and reports
what the player did.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING, Any

from game import VARIANTS, game_from_layout
from game.cards import Card, Suit
from game.i18n import _
from game.moves import STOCK, WASTE, Move, PileKind
from game.parts import load

if TYPE_CHECKING:
    from game.variant import Variant


class Do(Enum):
    """What a step asks the player to do."""

    TAP = "tap"
    DOUBLE_TAP = "double tap"
    DRAG = "drag"
    STOCK = "stock"
    UNDO = "undo"
    HINT = "hint"


@dataclass(frozen=True)
class Step:
    """One instruction of the coach. ``moves``: the expected moves in notation, in order
    (none for Undo and Hint). ``drag_text``: the words of a double-tap step when the Double
    tap setting is off (the same move, dragged)."""

    do: Do
    text: str
    moves: tuple[str, ...] = ()
    drag_text: str | None = None


@dataclass(frozen=True)
class Lesson:
    """A game's lesson: its position (a JSON layout), its steps, its closing words."""

    game: str
    layout: dict[str, Any]
    steps: tuple[Step, ...]
    done: str


def step(do: Do, text: str, moves: str = "", drag_text: str | None = None) -> Step:
    """A step; ``moves`` in notation, separated by spaces."""
    return Step(do, text, tuple(moves.split()), drag_text)


def foundations(heights: list[int], decks: int = 1) -> list[list[str]]:
    """Foundation piles built from the Ace to ``heights`` (one height per pile, piles in the
    games' order: Eight Off ♠ ♥ ♦ ♣, Easy Harp ♠ ♠ ♥ ♥ ♦ ♦ ♣ ♣)."""
    return [[str(Card(rank, Suit(i // decks))) for rank in range(1, height + 1)]
            for i, height in enumerate(heights)]


def lesson_for(game: str) -> Lesson | None:
    """The lesson of a game (its class names it: ``Variant.lesson``), or None (a game without
    one, or not registered, opens straight away)."""
    cls = VARIANTS.get(game)
    ref = cls.lesson if cls is not None else None
    return None if ref is None else load(ref)


def all_lessons() -> dict[str, Lesson]:
    """The lesson of every registered game that has one, by game."""
    found = {name: lesson_for(name) for name in VARIANTS}
    return {name: lesson for name, lesson in found.items() if lesson is not None}


class Coach:
    """Where a lesson stands, for the live ``game`` it is played on.

    ``index`` is the step, ``part`` the move within it. The table asks ``expected()`` (the
    exact move to point at), ``allows(move)`` before playing a player's move, and reports
    ``played``, ``undone`` and ``hinted``; ``finished`` once every step is done."""

    def __init__(self, lesson: Lesson, game: Variant) -> None:
        self.lesson = lesson
        self.game = game
        self.index = 0
        self.part = 0

    @property
    def step(self) -> Step | None:
        steps = self.lesson.steps
        return steps[self.index] if self.index < len(steps) else None

    @property
    def finished(self) -> bool:
        return self.step is None

    @property
    def count(self) -> int:
        """What the player is asked to do, in all: every move a step expects (one step may
        ask for several under the same words), and each Undo and Hint."""
        return sum(max(1, len(s.moves)) for s in self.lesson.steps)

    @property
    def number(self) -> int:
        """Which of ``count`` the player is asked for now (1 for the first): the lesson's
        counter goes on with every move, not only with every step's words."""
        done = sum(max(1, len(s.moves)) for s in self.lesson.steps[:self.index])
        return min(self.count, done + self.part + 1)

    def expected(self) -> Move | None:
        """The exact move the step asks for now, resolved by the rules (None: not a move)."""
        step = self.step
        if step is None or not step.moves:
            return None
        return self.game.parse_move(step.moves[self.part])

    def allows(self, move: Move) -> bool:
        """Whether the player's (legal) ``move`` is the one the step asks for. Into a free
        cell, any free cell will do."""
        wanted = self.expected()
        if wanted is None:
            return False
        if move == wanted:
            return True
        into_cells = move.target.kind is PileKind.CELL and wanted.target.kind is PileKind.CELL
        return into_cells and move.source == wanted.source and move.count == wanted.count

    def played(self, move: Move) -> None:
        """A move was played (the one ``allows`` accepted): on to the next."""
        step = self.step
        if step is None or not step.moves:
            return
        self.part += 1
        if self.part >= len(step.moves):
            self._next()

    def wants(self, do: Do) -> bool:
        step = self.step
        return step is not None and step.do is do

    def undone(self) -> None:
        if self.wants(Do.UNDO):
            self._next()

    def hinted(self) -> None:
        if self.wants(Do.HINT):
            self._next()

    def _next(self) -> None:
        self.index += 1
        self.part = 0

    # --- the words ------------------------------------------------------------------------
    def text(self, double_tap: bool = True) -> str:
        """The coach's words for the step, translated, with the position's cards filled in
        (the lesson's closing words once it is over)."""
        step = self.step
        if step is None:
            return _(self.lesson.done)
        msgid = step.text
        if step.do is Do.DOUBLE_TAP and not double_tap and step.drag_text:
            msgid = step.drag_text
        return _(msgid).format(**self.facts())

    def facts(self) -> dict[str, str]:
        """What the step's words may name: the card to move, the card it goes onto, the
        waste's top, the group limit."""
        game = self.game
        waste = game.pile(WASTE) if WASTE in game.place_set else []
        facts = {"card": "", "onto": "", "top": waste[-1].symbol if waste else "", "limit": ""}
        move = self.expected()
        if move is None or STOCK in (move.source, move.target):
            return facts
        cards = game.pile(move.source)
        facts["card"] = cards[-move.count].symbol
        onto = game.pile(move.target)
        facts["onto"] = onto[-1].symbol if onto else ""
        facts["limit"] = str(game.group_limit(move.source, move.target))
        return facts


def script_positions(lesson: Lesson) -> list[Variant]:
    """The lesson played through the engine: the position before each step, and the last
    after the final step (for tests, and for a step's picture). Raises Refusal or
    NotationError if the script asks for something the rules refuse."""
    game = game_from_layout(lesson.layout)
    positions = []
    for step in lesson.steps:
        positions.append(game.clone())
        if step.do is Do.UNDO and not game.undo():
            raise ValueError("the lesson asks for Undo with nothing to undo")
        for token in step.moves:
            game.play(game.parse_move(token))
    positions.append(game)
    return positions
