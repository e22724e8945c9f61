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

from game import game_from_layout
from game.cards import Card, Suit
from game.i18n import N_, _
from game.moves import STOCK, WASTE, Move, PileKind

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


def _step(do: Do, text: str, moves: str = "", drag_text: str | None = None) -> Step:
    return Step(do, text, tuple(moves.split()), drag_text)


def _foundations(heights: list[int], decks: int = 1) -> list[list[str]]:
    """Foundation piles built from the Ace to ``heights`` (one height per pile, piles in the
    games' order: Eight Off ♠ ♥ ♦ ♣, Easy Harp ♠ ♠ ♥ ♥ ♦ ♦ ♣ ♣)."""
    return [[str(Card(rank, Suit(i // decks))) for rank in range(1, height + 1)]
            for i, height in enumerate(heights)]


# --- Golf: one rank up or down, the stock, and the King-Ace wrap of Easy mode -------------------
GOLF = Lesson(
    game="golf",
    layout={
        "game": "golf", "options": "E",
        "tableau": [["JD", "6D"], ["2C", "7C"], ["AH"], ["QC", "KD"], ["3H"], ["TS"], ["9H"]],
        "waste": ["5S"], "stock": ["KS", "4C"],
    },
    steps=(
        _step(Do.TAP, N_("Tap the {card}: it is one rank above the {onto} on the waste. "
                         "The suit does not matter."), "1"),
        _step(Do.DRAG, N_("You can also drag: drag the {card} onto the waste."), "2"),
        _step(Do.STOCK, N_("No free card is one rank away from the {top}. Tap the stock to "
                           "draw a new waste card."), "s"),
        _step(Do.TAP, N_("In Easy mode the King and the Ace are neighbours: tap the {card} "
                         "to put it on the {onto}."), "3"),
        _step(Do.TAP, N_("Now try the {card}: one rank above the Ace."), "2"),
        _step(Do.UNDO, N_("After that card the chain would soon end. Undo takes a move back: "
                          "tap Undo.")),
        _step(Do.HINT, N_("Not sure what is best? Tap Hint: it lights a good move.")),
        _step(Do.TAP, N_("Play the lit card: the {card} goes on the Ace too, the other way "
                         "round the wrap."), "4"),
        _step(Do.TAP, N_("Keep the chain going, one rank down each time: tap the {card}."),
              "4 1 6 7"),
        _step(Do.STOCK, N_("Nothing fits the {top}: draw again."), "s"),
        _step(Do.TAP, N_("Clear the last cards: tap the {card}."), "5 2"),
    ),
    done=N_("You cleared the table! That is Golf: one rank up or down, and the stock when "
            "nothing fits."),
)

# --- Easy Harp: one card at a time, the King run into an empty column, free redeals -----------
EASY_HARP = Lesson(
    game="easy_harp",
    layout={
        "game": "easy_harp", "options": "N",
        "tableau": [["TS"], ["KC", "QD"], ["#JH", "KD", "QS"], ["KS", "QH"], ["QC", "JC"],
                    ["KH"], ["JS"], ["JD"], ["TH"]],
        "stock": [], "waste": ["9C", "TC"],
        "foundations": _foundations([13, 9, 13, 9, 13, 10, 13, 8], decks=2),
    },
    steps=(
        _step(Do.TAP, N_("Tap the {card}: a tap sends a card to its foundation."), "1f"),
        _step(Do.DOUBLE_TAP,
              N_("The {card} cannot go to a foundation yet. Double tap it: the game finds it a "
                 "column, on the opposite colour one rank higher."), "52",
              drag_text=N_("The {card} cannot go to a foundation yet. Drag it onto the {onto}: "
                           "the opposite colour, one rank higher.")),
        _step(Do.DRAG, N_("An empty column takes only a King, and the King takes its whole "
                          "run along. Drag the {card} into the empty column."), "31"),
        _step(Do.TAP, N_("The hidden card turned up by itself. Send the {card} home."),
              "9f 3f"),
        _step(Do.DRAG, N_("Only the top card of the waste can be played. Drag the {card} onto "
                          "the {onto}."), "w8"),
        _step(Do.UNDO, N_("But now that card is covered and cannot go home. Tap Undo to take "
                          "the move back.")),
        _step(Do.STOCK, N_("The stock is empty: tap it and the waste turns back into the "
                           "stock. Redeals are free, as many as you like."), "s"),
        _step(Do.STOCK, N_("Draw: the cards come back in the same order."), "s"),
        _step(Do.TAP, N_("Tap the {card}: it goes home."), "wf"),
        _step(Do.HINT, N_("Not sure what is best? Tap Hint: it lights a good move.")),
        _step(Do.TAP, N_("Play the lit card: tap the {card}."), "7f"),
    ),
    done=N_("Well done! That is Easy Harp: one card at a time, a King run into an empty "
            "column, and free redeals."),
)

# --- Eight Off: free cells, and how big a group may move -------------------------------------
EIGHT_OFF = Lesson(
    game="eight_off",
    layout={
        "game": "eight_off", "options": "C8",
        "tableau": [["7S", "KS", "QS", "JS"], ["9D", "8H"], ["KC", "QC"],
                    ["KD", "QD", "JD", "TD", "6S"], ["KH", "QH", "JH"], ["TS", "9S"], ["9H"],
                    ["6H"]],
        "cells": ["JC", "TC", "7H", "8S", "TH", "5H", None, None],
        "foundations": _foundations([5, 4, 8, 9]),
    },
    steps=(
        _step(Do.TAP, N_("Tap the {card}: a tap sends a card to its foundation."), "4f"),
        _step(Do.DOUBLE_TAP,
              N_("The {card} in its cell cannot go home yet. Double tap it: it finds the "
                 "{onto}, the same suit one rank higher."), "a3",
              drag_text=N_("The {card} in its cell cannot go home yet. Drag it onto the {onto}: "
                           "the same suit, one rank higher.")),
        _step(Do.DRAG, N_("A free cell holds any one card. Drag the {card} into a free cell."),
              "2g"),
        _step(Do.TAP, N_("Now tap the {card}: its column becomes empty."), "2f"),
        _step(Do.DRAG, N_("A run in one suit moves together: (free cells + 1), doubled for each "
                          "empty column but the target. Here that is {limit}. Drag the {card} "
                          "and its run into the empty column."), "12"),
        _step(Do.UNDO, N_("Undo takes a whole group back at once. Tap Undo.")),
        _step(Do.DRAG, N_("Now move the run again: drag the {card}."), "12"),
        _step(Do.TAP, N_("Tap the {card}: it goes home."), "1f"),
        _step(Do.HINT, N_("Not sure what is best? Tap Hint: it lights a good move.")),
        _step(Do.TAP, N_("Play the lit card: tap the {card}."), "df"),
    ),
    done=N_("Well done! That is Eight Off: a cell holds one card, and free cells and empty "
            "columns let bigger runs move."),
)

LESSONS: dict[str, Lesson] = {lesson.game: lesson for lesson in (GOLF, EASY_HARP, EIGHT_OFF)}


def lesson_for(game: str) -> Lesson | None:
    """The lesson of a game, or None (a game without one opens straight away)."""
    return LESSONS.get(game)


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
        return len(self.lesson.steps)

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
