"""Golf's examples page: deal 1, ``GO1-E-AAAAAAB``, the rules page's own example.

The seed's winning line (``tests/data/golf-seed-deal1.moves``), the two refused taps the page
quotes at its start, and the Ace going onto the King at move 35, which Classic mode would
refuse (the engine's own Classic refusal is quoted). Played through the engine by
``game.examples``; the game's class names it (``examples``).
"""

from __future__ import annotations

from typing import Any

from game import game_from_layout
from game.examples import Example, Shown
from game.i18n import N_
from game.moves import WASTE, Move, PileKind
from game.variant import Variant

LINE = ("s 5 2 s 7 1 s s s 4 s 1 7 5 5 6 6 s 6 s 3 1 4 4 2 5 2 3 s 3 7 s 4 2 3 2 4 6 1 1 7 "
        "s 7 s 3 5 6")
WRAP_AT = 34  # the line's 35th move: A♥ onto K♣

MSG_WRAP = N_("Move {number}: the {card} from column {column} onto the {onto}. In Easy "
              "mode the King and the Ace are neighbours; Classic mode would refuse it: "
              "«{classic}».")

MSG_HIGHER = N_("The {card} from column {column} onto the {onto}: one rank higher.")
MSG_LOWER = N_("The {card} from column {column} onto the {onto}: one rank lower.")
MSG_NEIGHBOURS = N_("The {card} from column {column} onto the {onto}: the King and the Ace "
                    "are neighbours in Easy mode.")


def removal(game: Variant, move: Move) -> str | None:
    """Why the rules allow a card from a column onto the waste: one rank up or down."""
    if move.target != WASTE or move.source.kind is not PileKind.COLUMN:
        return None
    card, top = game.pile(move.source)[-1], game.pile(WASTE)[-1]
    if abs(card.rank - top.rank) == 12:
        return MSG_NEIGHBOURS
    return MSG_HIGHER if card.rank > top.rank else MSG_LOWER


def classic_refusal(game: Variant, move: Move) -> dict[str, Any]:
    """The same move under Classic rules: the engine's refusal, for the words of move 35."""
    layout = game.layout()
    layout["options"] = "C"
    return {"classic": game_from_layout(layout).refusal(move)}


EXAMPLE = Example(
    game="golf",
    code="GO1-E-AAAAAAB",
    before="",
    intro=N_("Deal {code}, the example of the Golf rules: the whole winning game, move by "
             "move."),
    steps=(
        Shown(tap=("1", 4), note=N_("The waste card is {top} and no free card follows it in "
                                    "rank. A tap on the {card} of column {column} is refused: "
                                    "«{refusal}».")),
        Shown(tap=("1", 3), note=N_("The {card} in row {row} of column {column} is still "
                                    "covered: «{refusal}».")),
        *(Shown(move=token, note=MSG_WRAP, facts=classic_refusal) if k == WRAP_AT
          else Shown(move=token) for k, token in enumerate(LINE.split())),
    ),
    end=N_("All 35 cards are off the table: the game is won, with cards still in the stock. "
           "Score: {score}."),
    explain=removal,
)

EXAMPLES = (EXAMPLE,)
