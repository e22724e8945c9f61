"""Eight Off's examples page: the seed's group-move table at work.

Deal ``EO1-C8-AAAAAAD`` after 22 moves: a King with a run of three refused with one free cell
and the empty target column, then moved once a second cell is free. Played through the engine
by ``game.examples``; the game's class names it (``examples``).
"""

from __future__ import annotations

from game.examples import Example, Shown
from game.i18n import N_

EXAMPLE = Example(
    game="eight_off",
    code="EO1-C8-AAAAAAD",
    before="5e 5f 5g 5h 5f 5f d3 7d 75 h5 7h d8 7d 7f af 8a 74 a8 6a c6 4c h6",
    intro=N_("Deal {code}, after {moves} moves: column 7 is empty, one cell is free, and "
             "column 6 ends with a King and its run: {run}."),
    steps=(
        Shown(drag="6>7x3", note=N_("One free cell and one empty column, the target itself: "
                                    "(1 + 1) × 1 = {limit}. The King with its run of {count} "
                                    "cards is refused: «{refusal}».")),
        Shown(move="c4", note=N_("The {card} leaves its cell for the {onto}: now two cells are "
                                 "free.")),
        Shown(move="67", note=N_("(2 + 1) × 1 = {limit}: the King and its run of {count} cards "
                                 "move into the empty column, as the table of the rules says "
                                 "for 2 free cells and 1 empty column.")),
        Shown(move="d6"),
    ),
    end=N_("More free cells, and more empty columns, let bigger groups move. Try it: play on "
           "from here."),
)

EXAMPLES = (EXAMPLE,)
