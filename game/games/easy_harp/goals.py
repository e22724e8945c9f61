"""Easy Harp's goals for the daily challenges (``game.challenges``).

- ``passes``: win with at most N passes through the stock (the first pass counts: a game
  won without turning the waste back took one);
- ``kings``: send all eight Kings home within N moves. A King goes home last on its
  foundation, so the eighth King home is the win: the goal is the win within N moves.

The best line of both is the solver's, its loops cut (so fewer moves and, where a loop held
a turn of the waste, fewer passes); the levels loosen its measure.
"""

from __future__ import annotations

from game.challenges import GoalKind, level_steps, solver_line
from game.games.eight_off.goals import moves_label, moves_loosen
from game.i18n import _, format_number, ngettext
from game.variant import Variant


def passes(game: Variant) -> int:
    return game.pass_number() or 1


GOALS = (
    GoalKind(
        key="passes",
        measure=passes,
        most=True,
        words=lambda n: ngettext("Win with at most {n} pass through the stock",
                                 "Win with at most {n} passes through the stock",
                                 n).format(n=format_number(n)),
        label=lambda value: _("Pass {number}").format(number=format_number(value)),
        search=solver_line,
        loosen=lambda best, level, game: level_steps(best, level, easy=2, medium=1),
    ),
    GoalKind(
        key="kings",
        measure=lambda game: game.moves,
        most=True,
        words=lambda n: ngettext("Send all eight Kings home within {n} move",
                                 "Send all eight Kings home within {n} moves",
                                 n).format(n=format_number(n)),
        label=moves_label,
        search=solver_line,
        loosen=moves_loosen,
    ),
)

