"""Eight Off's first-run lesson: free cells, and how big a group may move.

A short guided game on a small fixed layout, played through the engine step by step
(``game.lessons``: the Coach; ``tests/test_lessons.py`` replays it). The game's class names
it (``lesson``), so it loads only when the lesson is about to be shown."""

from __future__ import annotations

from game.i18n import N_
from game.lessons import Do, Lesson, foundations, step

LESSON = Lesson(
    game="eight_off",
    layout={
        "game": "eight_off", "options": "C8",
        "tableau": [["7S", "KS", "QS", "JS"], ["9D", "8H"], ["KC", "QC"],
                    ["KD", "QD", "JD", "TD", "6S"], ["KH", "QH", "JH"], ["TS", "9S"], ["9H"],
                    ["6H"]],
        "cells": ["JC", "TC", "7H", "8S", "TH", "5H", None, None],
        "foundations": foundations([5, 4, 8, 9]),
    },
    steps=(
        step(Do.TAP, N_("Tap the {card}: a tap sends a card to its foundation."), "4f"),
        step(Do.DOUBLE_TAP,
             N_("The {card} in its cell cannot go home yet. Double tap it: it finds the "
                "{onto}, the same suit one rank higher."), "a3",
             drag_text=N_("The {card} in its cell cannot go home yet. Drag it onto the {onto}: "
                          "the same suit, one rank higher.")),
        step(Do.DRAG, N_("A free cell holds any one card. Drag the {card} into a free cell."),
             "2g"),
        step(Do.TAP, N_("Now tap the {card}: its column becomes empty."), "2f"),
        step(Do.DRAG, N_("A run in one suit moves together: (free cells + 1), doubled for each "
                         "empty column but the target. Here that is {limit}. Drag the {card} "
                         "and its run into the empty column."), "12"),
        step(Do.UNDO, N_("Undo takes a whole group back at once. Tap Undo.")),
        step(Do.DRAG, N_("Now move the run again: drag the {card}."), "12"),
        step(Do.TAP, N_("Tap the {card}: it goes home."), "1f"),
        step(Do.HINT, N_("Not sure what is best? Tap Hint: it lights a good move.")),
        step(Do.TAP, N_("Play the lit card: tap the {card}."), "df"),
    ),
    done=N_("Well done! That is Eight Off: a cell holds one card, and free cells and empty "
            "columns let bigger runs move."),
)
