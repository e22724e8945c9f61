"""Golf's first-run lesson: one rank up or down, the stock, and the King-Ace wrap of Easy mode.

A short guided game on a small fixed layout, played through the engine step by step
(``game.lessons``: the Coach; ``tests/test_lessons.py`` replays it). The game's class names
it (``lesson``), so it loads only when the lesson is about to be shown."""

from __future__ import annotations

from game.i18n import N_
from game.lessons import Do, Lesson, step

LESSON = Lesson(
    game="golf",
    layout={
        "game": "golf", "options": "E",
        "tableau": [["JD", "6D"], ["2C", "7C"], ["AH"], ["QC", "KD"], ["3H"], ["TS"], ["9H"]],
        "waste": ["5S"], "stock": ["KS", "4C"],
    },
    steps=(
        step(Do.TAP, N_("Tap the {card}: it is one rank above the {onto} on the waste. "
                        "The suit does not matter."), "1"),
        step(Do.DRAG, N_("You can also drag: drag the {card} onto the waste."), "2"),
        step(Do.STOCK, N_("No free card is one rank away from the {top}. Tap the stock to "
                          "draw a new waste card."), "s"),
        step(Do.TAP, N_("In Easy mode the King and the Ace are neighbours: tap the {card} "
                        "to put it on the {onto}."), "3"),
        step(Do.TAP, N_("Now try the {card}: one rank above the Ace."), "2"),
        step(Do.UNDO, N_("After that card the chain would soon end. Undo takes a move back: "
                         "tap Undo.")),
        step(Do.HINT, N_("Not sure what is best? Tap Hint: it lights a good move.")),
        step(Do.TAP, N_("Play the lit card: the {card} goes on the Ace too, the other way "
                        "round the wrap."), "4"),
        step(Do.TAP, N_("Keep the chain going, one rank down each time: tap the {card}."),
             "4 1 6 7"),
        step(Do.STOCK, N_("Nothing fits the {top}: draw again."), "s"),
        step(Do.TAP, N_("Clear the last cards: tap the {card}."), "5 2"),
    ),
    done=N_("You cleared the table! That is Golf: one rank up or down, and the stock when "
            "nothing fits."),
)
