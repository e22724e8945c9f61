"""The game in play on a table: what happens when a move is played, taken back or refused.

``TablePlay`` carries out what the engine decided: a move with its flight and its sound, Undo,
a refusal said (a toast and the refusal sound) when Interactive rules is on and nothing at all
when it is off, a Finish played home card by card, a hint's answer shown, and the end of a
game: the win's celebration, then the results; a game stuck asks what next (the stuck
dialog) once its motion has landed. In a lesson the coach's rules come first: a move the
lesson does not ask for is refused with a nudge.

It knows nothing of widgets: the table scene is told through ``buttons_changed`` (Undo
enabled, Finish offered) and ``lesson_moved`` (the bubble moved on, its buttons changed).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.advice import Advice
from game.i18n import N_, _
from game.lessons import Do
from game.moves import Move, PileKind
from game.session import Session
from game.variant import Refusal, Status, Variant
from scenes.base import Context
from scenes.intents import ChooseGame, Results, Stuck
from scenes.table.celebration import Celebration
from scenes.table.coach import Coaching
from scenes.table.input import TableInput, advice_text
from scenes.table.searches import HintAnswer, Searches, hint_words
from scenes.table.sprites import FinishPace
from scenes.table.view import Key, TableView
from scenes.ui.sound import shared_sounds
from scenes.ui.toast import Toast

TOAST_S = 3.0

MSG_FOLLOW = N_("In this lesson, play the move the ring shows")


class TablePlay:
    """One session played on one table's view."""

    def __init__(self, ctx: Context, session: Session, view: TableView, input: TableInput,
                 toast: Toast, searches: Searches, coaching: Coaching | None,
                 buttons_changed: Callable[[], None], lesson_moved: Callable[[], None]) -> None:
        self.ctx = ctx
        self.session = session
        self.view = view
        self.input = input
        self.toast = toast
        self.searches = searches
        self.coaching = coaching
        self.buttons_changed = buttons_changed
        self.lesson_moved = lesson_moved
        self.last_refusal: str | None = None  # the msgid of the last refusal since a move
        self.celebration: Celebration | None = None
        self.celebrate = False  # won: the celebration starts once the last cards land
        # The celebration's last picture, the table under the results (until uncovered).
        self.won_picture: Celebration | None = None
        # Finish: offered while the rest of the game needs no decision (the engine's finish
        # line); pressed, its moves are played one by one, each as a tap would play it.
        self.finishing: list[Move] = []
        self.finish_pace = FinishPace(0)
        self.results_shown = False
        self._sounds: Any = None

    @property
    def game(self) -> Variant:
        return self.session.game

    @property
    def settings(self) -> Any:
        return self.ctx.store.settings

    def play_sound(self, name: str) -> None:
        if not self.settings.sound:
            return
        if self._sounds is None:
            self._sounds = shared_sounds()
        if self._sounds:
            self._sounds.play(name)

    # --- moves ----------------------------------------------------------------------------
    def play(self, move: Move, starts: dict[Key, pygame.Rect] | None = None) -> None:
        """Play ``move`` as a tap would: its flight (from ``starts``, where dropped cards
        lie), its sound, the buttons, the lesson's next step; saved by the session."""
        if self.coaching is not None and not self.coaching.coach.allows(move):
            self.nudge()
            return
        before = self.view.spots()
        try:
            exact = self.session.play(move)
        except Refusal as refusal:
            self.finishing = []
            self.refuse(refusal.message, msgid=refusal.msgid)
            return
        self.last_refusal = None
        self.hint_gone()
        self.toast.left = 0 if not self.toast.error else self.toast.left
        if self.settings.animations:
            self.view.animate(before, starts or {}, exact)
        self.play_sound("deal" if exact.source.kind is PileKind.STOCK else "place")
        if self.coaching is not None:
            self.coaching.coach.played(exact)
        self._after_action()
        if self.coaching is not None and not self.session.won:
            self.lesson_moved()  # a win ends the lesson after its celebration

    def undo(self) -> None:
        self.finishing = []  # Undo stops a Finish: nothing moves unless asked again
        if self.coaching is not None and not self.coaching.coach.wants(Do.UNDO):
            self.nudge()
            return
        before = self.view.spots()
        if not self.session.undo():
            return
        self.hint_gone()
        self.input.forget()
        if self.settings.animations:
            self.view.animate(before, {}, None)
        self._after_action()
        if self.coaching is not None:
            self.coaching.coach.undone()
            self.lesson_moved()

    def _after_action(self) -> None:
        self.searches.drop_hint()
        self.searches.reach(self.game)
        self.view.dirty = True
        self.buttons_changed()
        self.restart_winnable()
        if self.session.won:
            self.play_sound("win")
            if self.settings.animations:
                self.celebrate = True  # once the last cards have landed (``step``)
            else:
                self.show_results()

    def restart_winnable(self) -> None:
        """The winnable indicator searches the new position (with its setting on)."""
        wanted = bool(self.settings.show_winnable) and not self.session.finished
        self.searches.restart_winnable(self.game, wanted)

    def refuse(self, message: str, sound: bool = True, advice: Advice | None = None,
               msgid: str = "") -> None:
        """Say why a move is refused, with Interactive rules on, and on a second line what
        would work (the seeds' words stay whole); off, an unsuitable touch does nothing at
        all, as the rules pages say: no sound, no toast. The "?" remembers the rule."""
        self.last_refusal = msgid or self.last_refusal
        if not self.settings.interactive_rules:
            return
        if sound:
            self.play_sound("refusal")
        if advice is not None:
            message = f"{message}\n{advice_text(advice, bool(self.settings.double_tap))}"
        self.toast.show(message, TOAST_S + (1.0 if advice is not None else 0.0))

    def nudge(self) -> None:
        """Something the lesson does not ask for now: nothing happens, the coach flashes."""
        assert self.coaching is not None
        self.coaching.nudge()
        self.play_sound("refusal")
        self.toast.show(_(MSG_FOLLOW), TOAST_S)

    def toggle_one_tap(self) -> None:
        """The lesson's end offers "One tap moves a card wherever it fits": flip it, save."""
        settings = self.settings
        settings.one_tap_anywhere = not settings.one_tap_anywhere
        self.ctx.store.save_settings()
        self.lesson_moved()  # the switch shows it

    # --- Finish ---------------------------------------------------------------------------
    def finish_offered(self) -> bool:
        """Finish, when the rest needs no decision (not in a lesson: it has its own end)."""
        return (not self.finishing and not self.session.recorded and self.coaching is None
                and self.game.finish_line() is not None)

    def finish(self) -> None:
        """Play the rest of the game home: each move as a tap would (counted, scored, saved,
        undone one by one), the cards leaving in turn at the pace of ``FinishPace`` (a whole
        game home within 2 s) while they fly."""
        line = self.game.finish_line()
        if line is None:
            return
        self.finishing = line
        self.finish_pace = FinishPace(len(line))
        self.buttons_changed()
        if not self.settings.animations:
            self.finish_now()

    def finish_now(self) -> None:
        while self.finishing and not self.session.finished:
            self.play(self.finishing.pop(0))
        self.view.finish_motion()

    def finish_step(self, dt: float) -> bool:
        """Send the next cards of a Finish home when their turn comes; True while it runs."""
        if not self.finishing:
            return False
        due = self.finish_pace.due(dt)
        while due and self.finishing and not self.session.finished:
            self.play(self.finishing.pop(0))
            due -= 1
        return True

    # --- hints ----------------------------------------------------------------------------
    def ask_hint(self, now: float) -> None:
        if self.session.finished:
            return
        if self.coaching is not None and not self.coaching.coach.wants(Do.HINT):
            self.nudge()
            return
        self.hint_gone()
        self.searches.ask_hint(self.game, now)

    def show_hint(self, answer: HintAnswer) -> None:
        """Light the hinted move whenever there is one, even in a lost game (the most it
        can still do), and say what the answer says (``searches.hint_words``)."""
        if self.coaching is not None and self.coaching.coach.wants(Do.HINT):
            self.coaching.coach.hinted()
            self.lesson_moved()
        words, seconds = hint_words(answer, self.game, self.session.can_undo())
        if answer.result.move is not None:
            self.view.show_hint(answer.result.move, words)
        self.toast.show(words, seconds)

    def hint_gone(self) -> None:
        """A touch: the hint shown goes, and its words with it."""
        hint = self.view.hint
        if hint is not None and self.toast.message == hint.words:
            self.toast.left = 0
        self.view.hint = None

    # --- the end of a game ----------------------------------------------------------------
    def accept_stuck(self) -> None:
        """"No more possible moves" accepted with New game: count it and deal the next game
        of the same game and option at once, as the results' New deal would (nothing left to
        ask: the game is counted). A hole of a round ends: its strokes go on the card, shown
        with the round's scorecard."""
        self.session.record_result()
        if self.session.round is not None or self.coaching is not None:
            self.show_results()
            return
        self.results_shown = True
        self.ctx.navigate(ChooseGame(self.session.name, self.session.options))

    def ask_if_stuck(self, on_top: bool) -> bool:
        """A game stuck and not yet accepted asks what next, once its motion has landed (the
        dialog covers the table, which keeps still under it). True when it was asked."""
        stuck = self.session.status is Status.STUCK and not self.session.recorded
        if not stuck or self.view.anim.busy or not on_top:
            return False
        self.ctx.navigate(Stuck(self.session, self.undo, self.accept_stuck))
        return True

    def show_results(self) -> None:
        if self.coaching is not None:  # a lesson's end: its last words, not the results
            self.lesson_moved()
            return
        if self.results_shown:
            return
        self.results_shown = True
        self.ctx.navigate(Results(self.session))

    @property
    def celebrating(self) -> bool:
        """Won, and the celebration is on or about to start: a touch skips to the results."""
        return self.celebrate or self.celebration is not None

    def step_celebration(self, dt: float) -> None:
        """The celebration a frame on; on the way the results get ready (``ctx.prepare``, in
        two light frames), at its end they come."""
        celebration = self.celebration
        assert celebration is not None
        before = celebration.elapsed / celebration.duration
        celebration.update(dt)
        after = celebration.elapsed / celebration.duration
        if any(before < mark <= after for mark in (0.35, 0.6)):  # one step each
            self.ctx.prepare(Results(self.session))
        if celebration.done:
            self.end_celebration()

    def picture(self) -> Celebration | None:
        """What the table shows instead of itself: the celebration, or its last picture
        under the results."""
        return self.celebration or self.won_picture

    def start_celebration(self) -> bool:
        """Start the win's celebration once the cards in the air have landed; True when it
        started."""
        if not self.celebrate or self.view.anim.busy:
            return False
        self.celebrate = False
        self.celebration = self.view.celebration(self.ctx.size)
        if self.coaching is not None:
            self.lesson_moved()  # the bubble's buttons go while the celebration runs
        return True

    def end_celebration(self) -> None:
        """The celebration over, or skipped by a touch: its last picture (the ribbon at
        rest) stays under the results, which come at once."""
        if self.celebration is None and self.celebrate and self.settings.animations:
            self.view.finish_motion()
            self.celebration = self.view.celebration(self.ctx.size)
        if self.celebration is not None and self.coaching is None:  # a lesson goes on
            self.celebration.finish()
            self.won_picture = self.celebration
        self.celebration = None
        self.celebrate = False
        self.view.finish_motion()
        self.view.dirty = True
        self.show_results()
