"""Easy Harp's first-run lesson: one card at a time, a King run into an empty column, redeals.

A short guided game on a small fixed layout, played through the engine step by step
(``game.lessons``: the Coach; ``tests/test_lessons.py`` replays it). The game's class names
it (``lesson``), so it loads only when the lesson is about to be shown."""

from __future__ import annotations

from game.i18n import N_
from game.lessons import Do, Lesson, foundations, step

LESSON = Lesson(
    game="easy_harp",
    layout={
        "game": "easy_harp", "options": "N",
        "tableau": [["TS"], ["KC", "QD"], ["#JH", "KD", "QS"], ["KS", "QH"], ["QC", "JC"],
                    ["KH"], ["JS"], ["JD"], ["TH"]],
        "stock": [], "waste": ["9C", "TC"],
        "foundations": foundations([13, 9, 13, 9, 13, 10, 13, 8], decks=2),
    },
    steps=(
        step(Do.TAP, N_("Tap the {card}: a tap sends a card to its foundation."), "1f"),
        step(Do.DOUBLE_TAP,
             N_("The {card} cannot go to a foundation yet. Double tap it: the game finds it a "
                "column, on the opposite colour one rank higher."), "52",
             drag_text=N_("The {card} cannot go to a foundation yet. Drag it onto the {onto}: "
                          "the opposite colour, one rank higher.")),
        step(Do.DRAG, N_("An empty column takes only a King, and the King takes its whole "
                         "run along. Drag the {card} into the empty column."), "31"),
        step(Do.TAP, N_("The hidden card turned up by itself. Send the {card} home."),
             "9f 3f"),
        step(Do.DRAG, N_("Only the top card of the waste can be played. Drag the {card} onto "
                         "the {onto}."), "w8"),
        step(Do.UNDO, N_("But now that card is covered and cannot go home. Tap Undo to take "
                         "the move back.")),
        step(Do.STOCK, N_("The stock is empty: tap it and the waste turns back into the "
                          "stock. Redeals are free, as many as you like."), "s"),
        step(Do.STOCK, N_("Draw: the cards come back in the same order."), "s"),
        step(Do.TAP, N_("Tap the {card}: it goes home."), "wf"),
        step(Do.HINT, N_("Not sure what is best? Tap Hint: it lights a good move.")),
        step(Do.TAP, N_("Play the lit card: tap the {card}."), "7f"),
    ),
    done=N_("Well done! That is Easy Harp: one card at a time, a King run into an empty "
            "column, and free redeals."),
)
