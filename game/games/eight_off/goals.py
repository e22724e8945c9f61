"""Eight Off's goals for the daily challenges (``game.challenges``).

- ``cells``: win using at most N free cells at once (the deal's own cards in the cells
  count: the fewest a deal allows is what it starts with);
- ``moves``: win in at most N moves.

The best line of both is the solver's, its loops cut; the levels loosen its measure. The
cells goal is offered with 8 cells alone (with 4 or 2 the deal fills every cell): its line
is the solver's on the same deal with 4 cells (dealt alike, cells a..d), whose every move
is legal with 8 (the more free cells, the larger a group may be), else the line with 8. Its
deals are those proved winnable with 4 cells.
"""

from __future__ import annotations

from collections.abc import Generator

from game import notation
from game.challenges import EASY, MEDIUM, GoalKind, level_steps, solver_line
from game.i18n import _, format_number, ngettext
from game.moves import Move
from game.refusal import Refusal
from game.solver import Resume
from game.variant import Variant

FEWER_CELLS = "C4"  # dealt as 8 cells are, with cells a..d alone


def cells_used(game: Variant) -> int:
    return sum(1 for card in game.cells if card is not None)


def cells_line(game: Variant) -> Generator[None, Resume, list[Move] | None]:
    if game.deal is not None and game.options != FEWER_CELLS:
        fewer = type(game).new(game.deal, FEWER_CELLS)
        line = yield from solver_line(fewer)
        if line is not None:
            text = notation.write_line(fewer, line)
            trial = game.clone()
            moves = []
            try:
                for token in notation.parse_line(text):
                    assert token is not None
                    moves.append(trial.play(notation.resolve(trial, token)))
            except Refusal:
                moves = []
            if moves and trial.is_won():
                return moves
    return (yield from solver_line(game))


def _cells_loosen(best: int, level: str, game: Variant) -> int:
    return min(len(game.cells), level_steps(best, level, easy=2, medium=1))


def moves_loosen(best: int, level: str, game: Variant) -> int:
    """A moves goal: the best line's moves, a tenth more at Medium, a third more at Easy."""
    if level == EASY:
        return best + (best + 2) // 3
    if level == MEDIUM:
        return best + (best + 9) // 10
    return best


def moves_words(n: int) -> str:
    return ngettext("Win in at most {n} move", "Win in at most {n} moves",
                    n).format(n=format_number(n))


def moves_label(value: int) -> str:
    return _("Moves: {moves}").format(moves=format_number(value))


GOALS = (
    GoalKind(
        key="cells",
        measure=cells_used,
        most=True,
        words=lambda n: ngettext("Win using at most {n} free cell at once",
                                 "Win using at most {n} free cells at once",
                                 n).format(n=format_number(n)),
        label=lambda value: _("Cells used at once: {value}").format(
            value=format_number(value)),
        search=cells_line,
        loosen=_cells_loosen,
        running=True,
        options=("C8",),
        deals_of=FEWER_CELLS,
    ),
    GoalKind(
        key="moves",
        measure=lambda game: game.moves,
        most=True,
        words=moves_words,
        label=moves_label,
        search=solver_line,
        loosen=moves_loosen,
    ),
)
