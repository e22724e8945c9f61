"""The table's searches, none of which a frame ever waits for: the Hint button's (in a worker
process, ``scenes.table.hints``), the winnable indicator's and a typed code's deal check (a
few milliseconds of the frame loop each frame), and what a hint's answer says.

A move or a newer press makes a hint on its way stale (``drop_hint``); a hint later than
``hints.THINKING_AFTER_S`` shows a pulsing "Thinking…" in the bar.
"""

from __future__ import annotations

import itertools
import logging
from collections.abc import Hashable
from dataclasses import dataclass

from game import opening_hints, solver, winnable
from game.hint_chance import chance_words, stuck_words
from game.i18n import N_, _
from game.session import Session
from game.variant import Variant
from game.words import move_words
from scenes.table import hints

SAY_S = 3.0  # how long the words of an answer without a move show
SHOWN = float("inf")  # a move's words show with its ghost, until the next touch
WINNABLE_BUDGET_S = 0.004
WINNABLE_TIMEOUT_S = 4.0
DEAL_BUDGET_S = 0.004  # solver time per frame while a typed code's deal is checked
DEAL_TIMEOUT_S = 5.0

MSG_LOST = N_("This game can no longer be won. Undo some moves or start a new game.")
MSG_LOST_NO_UNDO = N_("This game can no longer be won. Start a new game.")
MSG_NO_HINT = N_("No hint: there is no move to suggest")
MSG_HINT_FAILED = N_("No hint this time. Please try again.")

log = logging.getLogger("solitaire.table")
_STORIES = itertools.count(1)  # each table's own memory in the hint worker


@dataclass(frozen=True)
class HintAnswer:
    """A hint's answer: the search's result, and whether the search failed."""

    result: solver.Hint
    failed: bool


class Searches:
    """The searches of one table's session."""

    def __init__(self, session: Session, check_deal: bool = False) -> None:
        self.session = session
        self.hint_ask: hints.HintRequest | None = None
        # The hint worker learns at every position reached and works its hint out before
        # Hint is pressed: the number it gave the last one, and that position.
        self.story = next(_STORIES)
        self.reached: tuple[int, Hashable] = (0, None)
        self.win_job: solver.SolveJob | None = None
        self.winnable: solver.Verdict | None = None
        # A typed code is played as it is: its deal is searched a few ms a frame, and the
        # bar says quietly if it cannot be won (nothing when it can, or nobody knows).
        self.deal_job: solver.SolveJob | None = None
        self.deal_lost = False
        if check_deal and not winnable.is_proved(session.name, session.options,
                                                 session.game.deal or 0):
            self.deal_job = solver.SolveJob(session.game, timeout=DEAL_TIMEOUT_S)

    # --- the hint ---------------------------------------------------------------------------
    @property
    def aim(self) -> str:
        """What the hint aims at: the session says (a round's hole, a challenge's goal)."""
        return self.session.hint_aim

    def ask_hint(self, game: Variant, now: float) -> None:
        """Hint pressed: the answer the worker has worked out for this position, or is
        working out (a deal's opening hint comes from the build at once)."""
        self.drop_hint()
        key = game.key()
        number = self.reached[0] if self.reached[1] == key else 0
        self.hint_ask = hints.HintRequest(game, now, hints.shared(), self.story, self.aim,
                                          number, known=opening_hints.opening_hint(game,
                                                                                   self.aim))
        if self.hint_ask.number:  # sent now, if not before: a second press waits for it too
            self.reached = (self.hint_ask.number, key)

    def reach(self, game: Variant) -> None:
        """Tell the hint worker the position reached (when it runs): it learns there and
        works the hint out while the player thinks."""
        key = game.key()
        if self.reached[0] and self.reached[1] == key:
            return  # sent already (the table shown again after a dialog)
        self.reached = (0, None)
        worker = hints.shared()
        if worker is None or self.session.finished or not worker.usable:
            return
        try:
            self.reached = (worker.reach(self.story, game, self.aim), key)
        except Exception:  # WorkerFailed: the press will start it again, or fall back
            log.warning("hint worker: cannot send the position", exc_info=True)

    def drop_hint(self) -> None:
        """Forget the hint on its way: its answer would be about another position."""
        if self.hint_ask is not None:
            self.hint_ask.cancel()
            self.hint_ask = None

    def thinking_for(self, now: float) -> float | None:
        """Seconds since a hint that is late was asked for (the bar pulses), else None."""
        asked = self.hint_ask
        return now - asked.started if asked is not None and asked.thinking(now) else None

    # --- the winnable indicator -------------------------------------------------------------
    def restart_winnable(self, game: Variant, wanted: bool) -> None:
        """The position changed: what was known about it is forgotten; searched again when
        ``wanted`` (the setting on, the game not over)."""
        self.winnable = None
        if self.win_job is not None:
            self.win_job.cancel()
            self.win_job = None
        if wanted:
            self.win_job = solver.SolveJob(game, timeout=WINNABLE_TIMEOUT_S)

    # --- a frame's share ----------------------------------------------------------------
    def step(self, now: float) -> tuple[bool, HintAnswer | None]:
        """One frame's search, the hint first: (something to show changed, the hint's
        answer when it came)."""
        if self.hint_ask is not None:
            asked = self.hint_ask
            shown = asked.step(now)
            if shown is not None:
                self.hint_ask = None
                return True, HintAnswer(shown, asked.failed)
            return True, None  # the thinking sign pulses
        if self.win_job is not None:
            result = self.win_job.step(WINNABLE_BUDGET_S)
            if result is not None:
                self.win_job = None
                self.winnable = result.verdict
                return True, None
        elif self.deal_job is not None:
            result = self.deal_job.step(DEAL_BUDGET_S)
            if result is not None:
                self.deal_job = None
                self.deal_lost = result.verdict is solver.Verdict.NOT_WINNABLE
                return True, None
        return False, None


def hint_words(answer: HintAnswer, game: Variant, can_undo: bool) -> tuple[str, float]:
    """What a hint's answer says, and for how many seconds: the move in words
    (``game.words``, from ``game``, the position it was asked in), with the chance to win
    where known; lost only when the cards in sight prove it (offering Undo only when there
    is something to undo), still naming the most the game can do; stuck, when every move
    leads back to a position already played, said in words instead of a move. A move's words show as
    long as its ghost does (``SHOWN``: until the next touch)."""
    result = answer.result
    said = [] if result.move is None else [move_words(game, result.move)]
    stuck = stuck_words(result)
    if result.lost:
        lost = _(MSG_LOST if can_undo else MSG_LOST_NO_UNDO)
        if stuck is not None:
            return "\n".join([lost, stuck]), SAY_S * 2
        return "\n".join([lost, *said]), SHOWN if said else SAY_S * 1.5
    if answer.failed:
        return _(MSG_HINT_FAILED), SAY_S
    if stuck is not None:  # no move to show: the words say why, long enough to read
        return stuck, SAY_S * 2
    if result.move is None:
        return _(MSG_NO_HINT), SAY_S
    chance = chance_words(result)
    if chance is not None:
        said.append(chance)
    return "\n".join(said), SHOWN
