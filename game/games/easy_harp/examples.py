"""Easy Harp's examples page: one card at a time.

An ordered run whose first card would fit elsewhere, dragged as a unit and refused (deal
``EH1-N-AAAAAAY`` after 174 moves), then taken apart from the bottom. Played through the
engine by ``game.examples``; the game's class names it (``examples``).
"""

from __future__ import annotations

from game.examples import Example, Shown
from game.i18n import N_


def _draws(count: int) -> str:
    return " s" * count


# A line of the solver's: the talon turns card by card (draws) between the moves.
EASY_HARP_BEFORE = ("6f 7f" + _draws(13) + " wf" + _draws(10) + " wf" + _draws(38)
                    + " wf 6f 9f" + _draws(50) + " wf 97 9f" + _draws(49) + " wf 2f 91 91")

EXAMPLE = Example(
    game="easy_harp",
    code="EH1-N-AAAAAAY",
    before=EASY_HARP_BEFORE,
    intro=N_("Deal {code}, after {moves} moves. Column 1 holds an ordered run: {run}."),
    steps=(
        Shown(drag="1>7x3", note=N_("The first card of the run, {card}, would fit on the {onto}. "
                                    "Dragged as a unit, the run is refused: «{refusal}». Only "
                                    "the last card of a column moves.")),
        Shown(move="1f", note=N_("So the run is taken apart from the bottom, one card at a "
                                 "time: the {card} goes to its foundation.")),
        Shown(move="45"),
    ),
    end=N_("Each card of a run needs a place of its own before the run's first card can "
           "move. Try it: play on from here."),
)

EXAMPLES = (EXAMPLE,)
