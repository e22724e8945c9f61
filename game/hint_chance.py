"""What a hint says of its chance, in the player's words: one place for the table and the
command line, so that neither shows a chance without saying what it is, nor leaves it out
without saying why.

- A chance counted over deals of the hidden cards (``Hint.samples``) says how many were
  tried; one of 100% that is not ``certain`` says why it is not.
- A chance that is an estimate (not ``Hint.exact``) says "about".
- A chance the hint could not find (``Hint.unknown``) says so, and why.
- A hint without a chance (nothing hidden, the line certain or the game lost) says nothing:
  "certain" and "lost" are said where they are shown.
- A hint that names no move because every move leads back to a position already played
  (``Hint.stuck``) says that (``stuck_words``), rather than nothing.
"""

from __future__ import annotations

from game.i18n import N_, _, ngettext
from game.solver import Hint

# TRANSLATORS: the hint's estimate over the cards the player cannot see; {percent} is a whole
# number from 0 to 100 (write the per cent sign as your language does).
MSG_CHANCE = N_("Chance to win: {percent}%")
# TRANSLATORS: the hint's estimate (sampled, not worked out exactly) of the chance of a player
# who cannot see the hidden cards; {percent} is a whole number from 0 to 100 (write the per cent
# sign as your language does). "about": roughly, not exactly.
MSG_CHANCE_ABOUT = N_("Chance to win: about {percent}%")
# TRANSLATORS: not the player's chance: the share of the ways the face-down (or not yet seen)
# cards may lie in which the game can still be won by someone who could see them; {percent}
# is a whole number from 0 to 100.
MSG_CHANCE_IF_SEEN = N_("Can still be won in {percent}% of the ways the hidden cards may lie")
# TRANSLATORS: why a chance of 100% over a few ways the hidden cards may lie is not a sure win.
MSG_NOT_CERTAIN = N_("Not certain: the hidden cards may lie in a way that was not tried.")
# TRANSLATORS: the hint found no chance to show, because its searches of the ways the hidden
# cards may lie did not finish within their budget.
MSG_UNKNOWN_SAMPLES = N_("Chance unknown: the searches of the ways the hidden cards may lie "
                         "did not finish in time.")
# TRANSLATORS: the hint found no chance to show, because its search found no winning line
# within its budget (which proves neither a win nor a loss).
MSG_UNKNOWN_LINE = N_("Chance unknown: no winning line was found within the search's budget.")

UNKNOWN_WORDS = {"samples": MSG_UNKNOWN_SAMPLES, "line": MSG_UNKNOWN_LINE}
# TRANSLATORS: the hint names no move: each move the rules allow would bring the game back to
# a position it has already been in (following it would go round in circles).
MSG_STUCK = N_("No move leads anywhere new: every move goes back to a position this game has "
               "already been in.")


def stuck_words(told: Hint) -> str | None:
    """Why ``told`` names no move where the rules allow one (``Hint.stuck``), in the
    current language; None when it is not stuck."""
    return _(MSG_STUCK) if told.stuck else None


def chance_words(told: Hint) -> str | None:
    """What ``told`` says of its chance, in the current language; None when it has nothing
    to say (no move, or no chance and nothing unknown about it)."""
    if told.move is None:
        return None
    if told.chance is None:
        why = UNKNOWN_WORDS.get(told.unknown)
        return _(why) if why is not None else None
    if told.samples:
        n = told.samples
        won = round(told.chance * n)
        text = _(MSG_CHANCE_IF_SEEN).format(percent=percent(told.chance))
        # TRANSLATORS: after the chance over the hidden cards: how many of the ways they may
        # lie were tried, and in how many of them the game can still be won.
        text += " " + ngettext("({won} of {n} way tried)", "({won} of {n} ways tried)",
                               n).format(won=won, n=n)
        if told.chance >= 1.0 and not told.certain:  # a sentence of its own
            text += ". " + _(MSG_NOT_CERTAIN)
        return text
    chance = MSG_CHANCE if told.exact else MSG_CHANCE_ABOUT
    if told.if_seen:
        chance = MSG_CHANCE_IF_SEEN
    return _(chance).format(percent=percent(told.chance))


def percent(chance: float) -> int:
    """A chance as a whole per cent, never rounded to a certainty it is not: 0 and 100 only
    when the estimate is exactly that."""
    whole = round(chance * 100)
    if whole == 0 and chance > 0:
        return 1
    if whole == 100 and chance < 1:
        return 99
    return whole
