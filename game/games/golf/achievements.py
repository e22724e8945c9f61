"""Golf's own achievements (``game.achievements``): tables cleared with stock cards to spare,
Classic wins, and rounds of nine holes against par."""

from __future__ import annotations

from game.achievements import Achievement, Measure, Progress, counted, wins
from game.games.golf import COLUMNS, ROWS
from game.i18n import N_
from game.rounds import par
from game.store.stats import RESULTS, RoundStats, Statistics

NAME = "golf"
STOCK = 52 - COLUMNS * ROWS - 1  # the cards left after the columns and the waste's first card
DRAW = "s>w"


def stock_left(line: str | None, moves: int) -> int | None:
    """The stock cards left when a table was cleared: the stock less its draws. A game
    whose line is not kept tells only when it took no draw and no undo (its moves are the
    columns' cards)."""
    if line is not None:
        return STOCK - line.split().count(DRAW)
    return STOCK if moves == COLUMNS * ROWS else None


def most_stock_left(stats: Statistics) -> int:
    """The most stock cards left in a table cleared, over the games the history keeps."""
    return max((left for e in stats.history if e.game == NAME and e.result == RESULTS[0]
                and (left := stock_left(e.line, e.moves)) is not None), default=0)


def _stock(target: int) -> Measure:
    return lambda stats: counted(most_stock_left(stats), target)


def _rounds_of(stats: Statistics) -> list[tuple[str, RoundStats]]:
    """Golf's rounds by rule option."""
    return [(k.split(":")[1], r) for k, r in stats.rounds.items() if k.split(":")[0] == NAME]


def _completed(stats: Statistics) -> Progress:
    return counted(sum(r.completed for _o, r in _rounds_of(stats)), 1)


def _under_par(stats: Statistics) -> Progress:
    return counted(sum(r.best_total is not None and r.best_total < par(NAME, o)
                       for o, r in _rounds_of(stats)), 1)


def _at_par(target: int) -> Measure:
    return lambda stats: counted(sum(r.at_or_under_par for _o, r in _rounds_of(stats)), target)


def _classic(target: int) -> Measure:
    return lambda stats: counted(wins(NAME, "C")(stats), target)


ACHIEVEMENTS = (
    Achievement("golf.stock.8", N_("Eight to spare"),
                N_("Clear a table with at least 8 cards left in the stock"), _stock(8), NAME),
    Achievement("golf.stock.all", N_("Clean sweep"),
                N_("Clear a table with the whole stock left: not one card drawn"),
                _stock(STOCK), NAME),
    Achievement("golf.classic.10", N_("Classic player"),
                N_("Win 10 games with the Classic rules"), _classic(10), NAME),
    Achievement("golf.round", N_("Nine holes"), N_("Play a round to its ninth hole"),
                _completed, NAME),
    Achievement("golf.round.under", N_("Under par"),
                N_("Finish a round of nine holes under par"), _under_par, NAME),
    Achievement("golf.round.par.5", N_("Steady hand"),
                N_("Finish 5 rounds of nine holes at par or under"), _at_par(5), NAME),
)
