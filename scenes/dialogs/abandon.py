"""A game in progress in the player's words: the question asked before it is thrown away for
a new one in its place (the game, how far it got, that it counts as a loss; Abandon, or
Continue it instead), and the line its game's menu tile shows."""

from __future__ import annotations

from game.i18n import N_, _, format_date, format_duration, format_number, ngettext
from game.rounds import HOLES
from game.store import SavedGame
from scenes import games

MSG_ABANDON = N_("Abandon this game? It counts as a loss.")
MSG_ABANDON_ROUND = N_("Abandon this round? It counts as played, not completed.")
MSG_CONFIRM = N_("Abandon")
MSG_CONTINUE = N_("Continue")


def question(saved: SavedGame) -> str:
    """The question, then the game it is about: "<game> · <option>, daily deal of 30 Nov 2026:
    12 moves, 3:05"; for a round, the round and its hole in play."""
    game = saved.game
    if saved.round is not None:
        return f"{_(MSG_ABANDON_ROUND)}\n{round_line(saved)}"
    what = games.title_and_option(game.name, game.options)
    if saved.daily_date is not None:
        what = _("{game}, daily deal of {date}").format(game=what,
                                                         date=format_date(saved.daily_date))
    moves = ngettext("{n} move", "{n} moves", game.moves).format(n=game.moves)
    return f"{_(MSG_ABANDON)}\n{what}: {moves}, {format_duration(saved.elapsed)}"


def progress_line(saved: SavedGame) -> str | None:
    """What a menu tile says of its game in progress: "In progress: 12 moves, 3:05", "Daily
    deal in progress: ...", "Round in progress: Hole 4 of 9"; None for a single game not yet
    started (a tap deals nothing new, but there is nothing to say)."""
    game = saved.game
    if saved.round is not None:
        hole = _("Hole {hole} of {holes}").format(hole=format_number(saved.round.hole),
                                                  holes=format_number(HOLES))
        return _("Round in progress: {hole}").format(hole=hole)
    moves = ngettext("{n} move", "{n} moves", game.moves).format(n=game.moves)
    time = format_duration(saved.elapsed)
    if saved.daily_date is not None:
        return _("Daily deal in progress: {moves}, {time}").format(moves=moves, time=time)
    if game.moves == 0:
        return None
    return _("In progress: {moves}, {time}").format(moves=moves, time=time)


def confirm_label() -> str:
    return _(MSG_CONFIRM)


def continue_label() -> str:
    return _(MSG_CONTINUE)


def round_line(saved: SavedGame) -> str:
    """"<game> · <option>, round of 9 holes: Hole 4 of 9"."""
    game, played = saved.game, saved.round
    assert played is not None
    hole = _("Hole {hole} of {holes}").format(hole=format_number(played.hole),
                                              holes=format_number(HOLES))
    return f"{games.round_title(game.name, game.options)}: {hole}"
