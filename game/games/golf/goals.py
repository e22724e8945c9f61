"""Golf's goals for the daily challenges (``game.challenges``).

The hint aims at the goal: for the strokes, as in a round (the fewest strokes); for the
stock, at the win, whose ties go to the fewer strokes (on a clear: the more stock left).

- ``stock``: clear the table with at least N cards left in the stock. The best line is the
  solver's on the deal with its stock cut short: a win that never draws the last k cards
  leaves them. k grows while the solver still wins (it is exact, within its budget).
- ``strokes``: finish the hole in at most N strokes (the round's count: the cards left on
  the table, or minus the stock left once it is clear), on a deal that cannot be cleared
  (scanned by the solver, not proved winnable): the goal is to leave few cards. The best
  line comes from a search of every order of play, the fewest strokes kept, within a budget
  of positions (``STROKE_POSITIONS``).
"""

from __future__ import annotations

from collections.abc import Generator

from game.challenges import EASY, MEDIUM, GoalKind, ended, level_steps
from game.games.golf import Golf
from game.games.golf.solver import DRAW, FIRST_BUDGET, SLICE, _engine_move, _orders, _Search
from game.i18n import _, format_number, ngettext
from game.moves import Move
from game.solver import STROKES, Resume
from game.variant import Variant

STOCK_BUDGET = 1 << 20  # positions a cut stock's search may look at before it gives up
STROKE_POSITIONS = 100_000


def _won_with_cut(state: _Search) -> Generator[None, Resume, list[int] | None]:
    """The solver's search (``game.games.golf.solver.search``) on a state of its own."""
    if not state.feasible():
        return None
    budget, spent_all = FIRST_BUDGET, 0
    for order in _orders(len(state.cols)):
        spent = 0
        while spent < budget:
            size = min(SLICE, budget - spent)
            done = state.run(size, order)
            if done is not None:
                return list(state.line) if done else None
            spent += size
            spent_all += size
            if spent_all > STOCK_BUDGET:
                return None
            yield None
        budget *= 2
    return None  # pragma: no cover  (the orders never end)


def stock_line(game: Variant) -> Generator[None, Resume, list[Move] | None]:
    assert isinstance(game, Golf)
    cols = [[c.rank for c in col] for col in game.tableau]
    stock = [c.rank for c in reversed(game.stock)]
    top = game.waste[-1].rank if game.waste else 0
    best: list[int] | None = None
    for cut in range(len(stock) + 1):
        line = yield from _won_with_cut(_Search(cols, stock[:len(stock) - cut], top, game.wrap))
        if line is None:
            break
        best = line
    return None if best is None else [_engine_move(m) for m in best]


def stroke_line(game: Variant) -> Generator[None, Resume, list[Move] | None]:
    """The line of the fewest strokes found (see the module docstring): a depth-first walk,
    removals before the draw, that never enters a position twice and passes over what
    cannot beat the best so far (no end counts below minus the stock still to draw). It
    runs in one step: its budget in positions bounds it."""
    assert isinstance(game, Golf)
    cols = [[c.rank for c in col] for col in game.tableau]
    stock = [c.rank for c in reversed(game.stock)]
    wrap = game.wrap
    heights = [len(c) for c in cols]
    size = len(stock)
    seen: set[tuple[tuple[int, ...], int, int]] = set()
    path: list[int] = []
    best: list[object] = [sum(heights) + 1, []]
    count = [0]

    def end(strokes: int) -> None:
        if strokes < best[0]:  # type: ignore[operator]
            best[0], best[1] = strokes, list(path)

    def walk(left: int, drawn: int, top: int) -> None:
        count[0] += 1
        if count[0] > STROKE_POSITIONS:
            return
        if not left:
            end(drawn - size)
            return
        if drawn - size >= best[0]:  # type: ignore[operator]
            return
        moved = False
        for i, hi in enumerate(heights):
            if not hi:
                continue
            rank = cols[i][hi - 1]
            if top and not _fit(rank, top, wrap):
                continue
            moved = True
            heights[i] = hi - 1
            key = (tuple(heights), drawn, rank)
            if key not in seen:
                seen.add(key)
                path.append(i)
                walk(left - 1, drawn, rank)
                path.pop()
            heights[i] = hi
        if drawn < size:
            moved = True
            key = (tuple(heights), drawn + 1, stock[drawn])
            if key not in seen:
                seen.add(key)
                path.append(DRAW)
                walk(left, drawn + 1, stock[drawn])
                path.pop()
        if not moved:
            end(left)

    walk(sum(heights), 0, game.waste[-1].rank if game.waste else 0)
    line: list[int] = best[1]  # type: ignore[assignment]
    return [_engine_move(m) for m in line]
    yield  # pragma: no cover  (makes this a generator)


def _fit(rank: int, top: int, wrap: bool) -> bool:
    diff = abs(rank - top)
    return diff == 1 or (wrap and diff == 12)


def _stock_words(n: int) -> str:
    return ngettext("Clear the table with at least {n} card left in the stock",
                    "Clear the table with at least {n} cards left in the stock",
                    n).format(n=format_number(n))


def _stroke_words(n: int) -> str:
    return ngettext("Finish the hole in at most {n} stroke",
                    "Finish the hole in at most {n} strokes",
                    abs(n)).format(n=format_number(n))


def _stock_loosen(best: int, level: str, game: Variant) -> int:
    if level == EASY:  # half the best, yet never a bare win where the best leaves cards
        return max(best // 2, min(best, 1))
    if level == MEDIUM:
        return max(best - max(1, best // 4), min(best, 1))
    return best


GOALS = (
    GoalKind(
        key="stock",
        measure=lambda game: len(game.stock),
        most=False,
        words=_stock_words,
        label=lambda value: _("Stock cards left: {value}").format(value=format_number(value)),
        search=stock_line,
        loosen=_stock_loosen,
        floor=1,  # a deal whose best clear leaves no stock would ask for a bare win
    ),
    GoalKind(
        key="strokes",
        measure=lambda game: game.hole_strokes(),
        most=True,
        words=_stroke_words,
        label=lambda value: _("Strokes: {strokes}").format(strokes=format_number(value)),
        search=stroke_line,
        loosen=lambda best, level, game: level_steps(best, level, easy=4, medium=2),
        done=ended,
        lost_deals=True,
        aim=STROKES,  # the hint of a hole in a round: the fewest strokes
    ),
)
