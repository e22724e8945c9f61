"""The card table: a game in play, shown and played by finger.

``TableScene(app, session)`` shows a ``game.session.Session``. It joins four parts, each in
its own module: what gestures mean (``scenes.table.input``: pure, the engine decides every
rule), what the table looks like (``scenes.table.view``: the still-table cache, mats,
highlights, flights, held cards) and the top bar (``scenes.table.top_bar``). Here live what binds
them: the session's actions (play, undo, the hint and winnable searches, a frame at a time),
sounds, toasts, the win's celebration, the way to the results (``app.show_results``) and,
when a game ends with no move left, to the stuck dialog (``app.show_stuck``).

The Hint button's search runs in a worker process (``scenes.table.hints``): a frame never waits
for it, a pulsing "Thinking…" shows in the bar when it is late, and a move or a newer press
makes an answer still on its way stale.

Input: ``scenes.table.gestures`` (one finger; SDL's mouse copies of touches ignored). Any new touch
finishes animations at once. A refused move says why (a toast and the refusal sound) when
Interactive rules is on, and does nothing when it is off; a refused tap adds what would work
instead (the engine's advice) as a second line.

A lesson (``game.lessons``) is played on this same table: ``scenes.table.coach`` shows where to tap
or drag; the table plays only the moves the lesson asks for, and at its end shows the
lesson's last words instead of the results. The "?" of the top bar opens this game's rules
at the section that fits (``game.rule_sections``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from game import rule_sections, solver, winnable
from game.advice import Advice
from game.i18n import N_, _
from game.lessons import Do, Lesson
from game.moves import Move, PileKind
from game.variant import Refusal, Status, Variant
from scenes.base import BACK_KEYS, Scene
from scenes.table import hints
from scenes.table.board import Board
from scenes.table.celebration import Celebration
from scenes.table.coach import Coaching
from scenes.table.gestures import (
    DoubleTap,
    DragMove,
    DragStart,
    Drop,
    Gesture,
    Gestures,
    LongPress,
    Tap,
)
from scenes.table.input import Outcome, PickUp, Play, Preview, Refuse, TableInput, advice_text
from scenes.table.sprites import FinishPace
from scenes.table.top_bar import TopBar
from scenes.table.view import HintShow, Key, TableView
from scenes.ui import atlas as card_atlas
from scenes.ui import theme as th
from scenes.ui.atlas import CardAtlas, atlas_for
from scenes.ui.sound import Sounds
from scenes.ui.toast import Toast

if TYPE_CHECKING:
    from game.session import Session
    from scenes.app import App

TOAST_S = 3.0
HINT_S = 2.2
WINNABLE_BUDGET_S = 0.004
WINNABLE_TIMEOUT_S = 4.0
DEAL_BUDGET_S = 0.004  # solver time per frame while a typed code's deal is checked
DEAL_TIMEOUT_S = 5.0


MSG_LOST = N_("This game can no longer be won. Undo some moves or start a new game.")
MSG_LOST_NO_UNDO = N_("This game can no longer be won. Start a new game.")
MSG_NO_HINT = N_("No hint: there is no move to suggest")
MSG_FOLLOW = N_("In this lesson, play the move the ring shows")
MSG_HINT_FAILED = N_("No hint this time. Please try again.")
# TRANSLATORS: the hint's estimate over the cards the player cannot see; {percent} is a whole
# number from 0 to 100 (write the per cent sign as your language does).
MSG_CHANCE = N_("Chance to win: {percent}%")


class TableScene(Scene):
    def __init__(self, app: App, session: Session, check_deal: bool = False,
                 lesson: Lesson | None = None, then: Session | None = None) -> None:
        super().__init__(app)
        self.session = session
        # A lesson on this table; ``then``: the game to open when it ends.
        self.coaching = Coaching(lesson, session.game, then) if lesson is not None else None
        self.last_refusal: str | None = None  # the msgid of the last refusal since a move
        self.now = 0.0
        self.board = self._make_board()
        self.atlas = self._make_atlas()
        self.view = TableView(session.game, self.board, self.atlas)
        self.input = TableInput(session.game, self.board)
        self.bar = TopBar(session)
        self.gestures = Gestures(app.size)
        self.toast = Toast()
        self.hint_ask: hints.HintRequest | None = None
        self.win_job: solver.SolveJob | None = None
        self.winnable: solver.Verdict | None = None
        # A typed code is played as it is: its deal is searched a few ms a frame, and the
        # bar says quietly if it cannot be won (nothing when it can, or nobody knows).
        self.deal_job: solver.SolveJob | None = None
        self.deal_lost = False
        if check_deal and not winnable.is_proved(session.name, session.options,
                                                 session.game.deal or 0):
            self.deal_job = solver.SolveJob(session.game, timeout=DEAL_TIMEOUT_S)
        self.celebration: Celebration | None = None
        self.celebrate = False  # won: the celebration starts when the cards land
        # Finish: offered while the rest of the game needs no decision (the engine's finish
        # line); pressed, its moves are played one by one, each as a tap would play it.
        self.can_finish = False
        self.finishing: list[Move] = []
        self.finish_pace = FinishPace(0)
        self.results_shown = False
        self.shown_second = -1
        self.dealt = session.started  # a resumed game is not dealt again
        self._sounds: Any = None

    # --- helpers --------------------------------------------------------------------------
    @property
    def game(self) -> Variant:
        return self.session.game

    @property
    def settings(self) -> Any:
        return self.app.store.settings

    def _make_board(self) -> Board:
        return Board.for_game(self.session.game, self.app.size,
                              left_handed=bool(self.app.store.settings.left_handed))

    def _make_atlas(self) -> CardAtlas:
        settings = self.app.store.settings
        return _table_atlas(self.board.card_w, bool(settings.four_colour),
                            int(settings.card_back))

    def play_sound(self, name: str) -> None:
        if not self.settings.sound:
            return
        if self._sounds is None:
            self._sounds = _shared_sounds()
        if self._sounds:
            self._sounds.play(name)

    # --- life cycle -----------------------------------------------------------------------
    def layout(self) -> None:
        self.board = self._make_board()
        self.atlas = self._make_atlas()
        self.view.layout(self.board, self.atlas)
        self.input.board = self.board
        self.gestures.resize(self.app.size)
        self.bar.layout(self.board.bar)

    def enter(self) -> None:
        self.app.game = self.game
        self.view.forget_screen()
        super().enter()
        if not self.dealt:
            self.dealt = True
            if self.settings.animations:
                self.view.deal(self.app.size)
                self.play_sound("deal")
        for notice in self.app.store.take_notices():
            self.toast.show(notice.message, TOAST_S * 2, error=True)
        self._start_winnable()

    def exit(self) -> None:
        self._drop_hint()
        self.finishing = []  # a Finish left half way is offered again on return
        self.view.finish_motion()
        self.view.drop_held()
        self.gestures.cancel()  # a finger down now lifts on another screen: forget it
        self.session.save()
        super().exit()

    def on_quit(self) -> None:
        self.session.save()  # the time played since the last move too

    def build_ui(self) -> None:
        self.can_finish = self._finish_offered()
        actions = {"menu": self.to_menu, "new": self.new_game, "undo": self.undo,
                   "hint": self.ask_hint, "finish": self.finish, "help": self.open_help}
        self.bar.build(self, self.board.bar, {k: self._pressed(a) for k, a in actions.items()},
                       self.can_undo(), finish=self.can_finish)
        if self.coaching is not None:
            m = th.metrics(self.app.size)
            self.coaching.place(self.board, self.game, m, self.app.size, self.bar.buttons,
                                bool(self.settings.double_tap))
            lesson_actions = {"skip": self.end_lesson, "play": self.end_lesson,
                              "again": self.restart_lesson}
            self.coaching.build(self, m, {k: self._pressed(a) for k, a in lesson_actions.items()})

    def can_undo(self) -> bool:
        return self.session.can_undo()

    def _refresh_ui(self) -> None:
        """Buttons whose state follows the game (Undo enabled, Finish offered)."""
        if self._finish_offered() != self.can_finish:
            self.clear_ui()
            self.build_ui()
            return
        undo = self.bar.buttons.get("undo")
        if undo is not None:
            self.app.gui.set_enabled(undo, self.can_undo())

    # --- events ---------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            self._key(event)
            return
        pointer_down = event.type in (pygame.FINGERDOWN, pygame.MOUSEBUTTONDOWN) and not (
            event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "touch", False)
        )
        if pointer_down:
            if self.celebration is not None or self.celebrate:
                self._end_celebration()
                return
            if self.finishing:  # a touch does not wait: the rest goes home at once
                self._finish_now()
                return
            self.view.finish_motion()
            self.view.hint = None
        for gesture in self.gestures.feed(event, self.now):
            self._gesture(gesture)

    def _pressed(self, action: Callable[[], None]) -> Callable[[], None]:
        """What a button does on the table: a press first ends the celebration (and does
        only that) or finishes the motion in progress."""

        def press() -> None:
            if self.celebration is not None or self.celebrate:
                self._end_celebration()
                return
            self._finish_motion()
            action()

        return press

    def _key(self, event: pygame.event.Event) -> None:
        key = event.key
        if key in BACK_KEYS:
            self.to_menu()
        elif key in (pygame.K_BACKSPACE, pygame.K_u) or (
            key == pygame.K_z and event.mod & pygame.KMOD_CTRL
        ):
            self._finish_motion()
            self.undo()
        elif key == pygame.K_h:
            self.ask_hint()
        elif key == pygame.K_n:
            self.new_game()

    def _finish_motion(self) -> None:
        self.view.finish_motion()
        self.view.snap_back(animate=False)

    # --- actions the bar offers -----------------------------------------------------------
    def to_menu(self) -> None:
        self.app.to_menu()  # the table saves its game as it leaves

    def new_game(self) -> None:
        self.app.open_new_game()  # the table saves its game as the dialog covers it

    def undo(self) -> None:
        self.finishing = []  # Undo stops a Finish: nothing moves unless asked again
        if self.coaching is not None and not self.coaching.coach.wants(Do.UNDO):
            self._nudge()
            return
        before = self.view.spots()
        if not self.session.undo():
            return
        self.view.hint = None
        self.input.forget()
        if self.settings.animations:
            self.view.animate(before, {}, None)
        self._after_action()
        if self.coaching is not None:
            self.coaching.coach.undone()
            self._coach_moved()

    def open_help(self) -> None:
        """This game's rules, at the section that explains what just happened."""
        section = rule_sections.section_for(self.game, self.last_refusal)
        self.app.open_rules(self.game.name,
                            section=None if section == rule_sections.TOP else section)

    # --- the lesson -----------------------------------------------------------------------
    def _nudge(self) -> None:
        """Something the lesson does not ask for now: nothing happens, the coach flashes."""
        assert self.coaching is not None
        self.coaching.nudge()
        self.play_sound("refusal")
        self.toast.show(_(MSG_FOLLOW), TOAST_S)

    def _coach_moved(self) -> None:
        """The lesson went on a step (or ended): the bubble moves, its buttons change."""
        self.clear_ui()
        self.build_ui()

    def end_lesson(self) -> None:
        """Skip, or Play at the end: the game the player opened, or back where the lesson
        was started."""
        assert self.coaching is not None
        self.app.finish_lesson(self.coaching.then)

    def restart_lesson(self) -> None:
        assert self.coaching is not None
        self.app.restart_lesson(self.coaching.game_name, self.coaching.then)

    def ask_hint(self) -> None:
        if self.session.finished:
            return
        if self.coaching is not None and not self.coaching.coach.wants(Do.HINT):
            self._nudge()
            return
        self.view.hint = None
        self._drop_hint()
        self.hint_ask = hints.HintRequest(self.game, self.now, hints.shared())

    def _drop_hint(self) -> None:
        """Forget the hint on its way: its answer would be about another position."""
        if self.hint_ask is not None:
            self.hint_ask.cancel()
            self.hint_ask = None

    @property
    def hint_thinking(self) -> bool:
        """A hint was asked for and is late: the bar says it is being thought about."""
        return self.hint_ask is not None and self.hint_ask.thinking(self.now)

    def _finish_offered(self) -> bool:
        """Finish, when the rest needs no decision (not in a lesson: it has its own end)."""
        return (not self.finishing and not self.session.recorded and self.coaching is None
                and self.game.finish_line() is not None)

    def finish(self) -> None:
        """Play the rest of the game home: each move as a tap would (counted, scored, saved,
        undone one by one), the cards leaving in turn at the pace of ``FinishPace`` (a whole game
        home within 2 s) while they fly."""
        line = self.game.finish_line()
        if line is None:
            return
        self.finishing = line
        self.finish_pace = FinishPace(len(line))
        self._refresh_ui()
        if not self.settings.animations:
            self._finish_now()

    def _finish_now(self) -> None:
        while self.finishing and not self.session.finished:
            self._play(self.finishing.pop(0))
        self.view.finish_motion()

    def _finish_step(self, dt: float) -> bool:
        """Send the next cards of a Finish home when their turn comes; True while it runs."""
        if not self.finishing:
            return False
        due = self.finish_pace.due(dt)
        while due and self.finishing and not self.session.finished:
            self._play(self.finishing.pop(0))
            due -= 1
        return True

    def accept_stuck(self) -> None:
        """"No more possible moves" accepted: count it, show the results."""
        self.session.record_result()
        self._show_results()

    def _ask_if_stuck(self) -> bool:
        """A game stuck and not yet accepted asks what next, once its motion has landed (the
        dialog covers the table, which keeps still under it). True when it was asked."""
        stuck = self.session.status is Status.STUCK and not self.session.recorded
        if not stuck or self.view.anim.busy or self.app.scene is not self:
            return False
        self.app.show_stuck(self.session, self.undo, self.accept_stuck)
        return True

    def _show_results(self) -> None:
        if self.coaching is not None:  # a lesson's end: its last words, not the results
            self._coach_moved()
            return
        if self.results_shown:
            return
        self.results_shown = True
        self.app.show_results(self.session)

    # --- gestures -------------------------------------------------------------------------
    def _gesture(self, g: Gesture) -> None:
        if self.session.recorded or (self.session.finished and not isinstance(g, Tap)):
            return
        if self.coaching is not None and self._on_bubble(g):
            return
        double_tap = bool(self.settings.double_tap)
        anywhere = bool(self.settings.one_tap_anywhere)
        if isinstance(g, Tap):
            if not self.session.finished:
                self._do(self.input.tap(g.pos, self.now, double_tap, anywhere))
        elif isinstance(g, DoubleTap):
            self._do(self.input.double_tap(g, self.now, double_tap, anywhere))
        elif isinstance(g, DragStart):
            self._do(self.input.drag_start(g.start), g)
        elif isinstance(g, DragMove):
            if self.view.held is not None:
                self.view.held.pos = g.pos
        elif isinstance(g, Drop):
            self._drop(g)
        elif isinstance(g, LongPress):
            preview = self.input.long_press(g.pos)
            if preview is not None:
                self._do([preview])

    def _on_bubble(self, g: Gesture) -> bool:
        """A touch that begins on the lesson's bubble is the bubble's, not a card's."""
        assert self.coaching is not None
        if isinstance(g, DragStart):
            return self.coaching.covers(g.start)
        return isinstance(g, Tap | DoubleTap | LongPress) and self.coaching.covers(g.pos)

    def _do(self, outcomes: list[Outcome], drag: DragStart | None = None) -> None:
        """Carry out what the gestures mean."""
        for outcome in outcomes:
            if isinstance(outcome, Play):
                self._play(outcome.move)
            elif isinstance(outcome, Refuse):
                self._refuse(outcome.message, outcome.sound, outcome.advice, outcome.msgid)
            elif isinstance(outcome, PickUp) and drag is not None:
                self.view.pick_up(outcome.place, outcome.index, drag.start, drag.pos,
                                  outcome.targets, self.now)
                self.play_sound("take")
            elif isinstance(outcome, Preview):
                self.view.targets = outcome.targets
                self.view.preview = True

    def _drop(self, g: Drop) -> None:
        held = self.view.held
        if held is None:
            return
        held.pos = g.pos
        rects = held.rects()
        result = None if g.outside else self.input.drop(held.place, held.index, rects[0])
        wanted = self.coaching is None or not isinstance(result, Play) or (
            self.coaching.coach.allows(result.move))
        if not isinstance(result, Play) or not wanted:
            refused = isinstance(result, Refuse)  # dropped on a pile that will not take it
            self.view.snap_back(animate=bool(self.settings.animations),
                                shake=refused and bool(self.settings.interactive_rules))
            if isinstance(result, Refuse):
                self._refuse(result.message, msgid=result.msgid)
            elif not wanted:
                self._nudge()
            return
        starts = {(held.place, held.index + i): r for i, r in enumerate(rects)}
        self.view.drop_held()
        self._play(result.move, starts)

    def _refuse(self, message: str, sound: bool = True, advice: Advice | None = None,
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

    # --- playing --------------------------------------------------------------------------
    def play_move(self, move: Move) -> None:
        """Play a move as a tap would (animation, sound, buttons, saving): for a demo, a
        screenshot tour or a soak run driving the table from outside."""
        self._play(move)

    def _play(self, move: Move, starts: dict[Key, pygame.Rect] | None = None) -> None:
        if self.coaching is not None and not self.coaching.coach.allows(move):
            self._nudge()
            return
        before = self.view.spots()
        try:
            exact = self.session.play(move)
        except Refusal as refusal:
            self.finishing = []
            self._refuse(refusal.message, msgid=refusal.msgid)
            return
        self.last_refusal = None
        self.view.hint = None
        self.toast.left = 0 if not self.toast.error else self.toast.left
        if self.settings.animations:
            self.view.animate(before, starts or {}, exact)
        self.play_sound("deal" if exact.source.kind is PileKind.STOCK else "place")
        if self.coaching is not None:
            self.coaching.coach.played(exact)
        self._after_action()
        if self.coaching is not None and not self.session.won:
            self._coach_moved()  # a win ends the lesson after its celebration

    def _after_action(self) -> None:
        self._drop_hint()
        self.view.dirty = True
        self._refresh_ui()
        self._start_winnable()
        if self.session.won:
            self.play_sound("win")
            if self.settings.animations:
                self.celebrate = True  # once the last cards have landed
            else:
                self._show_results()

    def _end_celebration(self) -> None:
        self.celebration = None
        self.celebrate = False
        self.view.finish_motion()
        self.view.dirty = True
        self._show_results()

    # --- solver jobs ----------------------------------------------------------------------
    def _start_winnable(self) -> None:
        self.winnable = None
        if self.win_job is not None:
            self.win_job.cancel()
            self.win_job = None
        if self.settings.show_winnable and not self.session.finished:
            self.win_job = solver.SolveJob(self.game, timeout=WINNABLE_TIMEOUT_S)

    def _step_jobs(self) -> bool:
        changed = False
        if self.hint_ask is not None:
            asked = self.hint_ask
            shown = asked.step(self.now)
            if shown is not None:
                self.hint_ask = None
                self._show_hint(shown, asked.failed)
            changed = True  # the thinking sign pulses
        elif self.win_job is not None:
            result = self.win_job.step(WINNABLE_BUDGET_S)
            if result is not None:
                self.win_job = None
                self.winnable = result.verdict
                changed = True
        elif self.deal_job is not None:
            result = self.deal_job.step(DEAL_BUDGET_S)
            if result is not None:
                self.deal_job = None
                self.deal_lost = result.verdict is solver.Verdict.NOT_WINNABLE
                changed = True
        return changed

    def _show_hint(self, result: solver.Hint, failed: bool = False) -> None:
        """Light the hinted move whenever there is one, even in a lost game (the most it
        can still do); say it is lost only when the cards in sight prove it, offering Undo
        only when there is something to undo; else the chance to win, where known."""
        if self.coaching is not None and self.coaching.coach.wants(Do.HINT):
            self.coaching.coach.hinted()
            self._coach_moved()
        if result.move is not None:
            self.view.hint = HintShow(self.view.hint_keys(result.move), HINT_S)
        if result.lost:
            lost = MSG_LOST if self.can_undo() else MSG_LOST_NO_UNDO
            self.toast.show(_(lost), TOAST_S * 1.5)
        elif failed:
            self.toast.show(_(MSG_HINT_FAILED), TOAST_S)
        elif result.move is None:
            self.toast.show(_(MSG_NO_HINT), TOAST_S)
        elif result.chance is not None:
            self.toast.show(_(MSG_CHANCE).format(percent=percent(result.chance)), HINT_S)

    # --- the frame ------------------------------------------------------------------------
    def update(self, dt: float) -> bool:
        self.now += dt
        if self.celebration is not None:
            self.celebration.update(dt)
            if self.celebration.done:
                self._end_celebration()
            return True
        self.session.tick(dt)
        changed = self._tick_clock() | self._finish_step(dt)
        for g in self.gestures.update(self.now):
            self._gesture(g)
            changed = True
        view = self.view
        if view.preview and not self.gestures.active:
            view.preview = False
            view.targets = []
            changed = True
        due = self.input.due(self.now)
        if due:
            self._do(due)
            changed = True
        if view.anim.busy:
            if view.anim.update(dt):
                view.dirty = True
            changed = True
        if self.celebrate and not view.anim.busy:
            self.celebrate = False
            self.celebration = view.celebration(self.app.size)
            return True
        if self.toast.visible:
            changed = self.toast.update(dt) or changed
            changed = True if self.toast.visible else changed
        if view.hint is not None:
            view.hint.left -= dt
            if view.hint.left <= 0:
                view.hint = None
            changed = True
        if self._step_jobs() or view.held is not None:
            changed = True
        if self.coaching is not None and self.coaching.update(dt):
            changed = True
        if self._ask_if_stuck():
            return True
        notices = self.app.store.take_notices() if self.app.store.notices else []
        for notice in notices:
            self.toast.show(notice.message, TOAST_S * 2, error=True)
            changed = True
        return changed

    def _tick_clock(self) -> bool:
        """True once a second: the bar's clock shows a new second."""
        second = int(self.session.elapsed)
        if second == self.shown_second:
            return False
        self.shown_second = second
        return True

    def draw(self, surface: pygame.Surface) -> None:
        if self.celebration is not None:
            self.celebration.draw(surface)
            self.view.forget_screen()
            return
        if surface is not self.app.screen:  # a dialog's backdrop: drawn whole, not patched
            self.view.forget_screen()
        drawn = self.view.begin(surface, self.now)
        m = th.metrics(self.app.size)
        if self.coaching is not None:
            drawn += self.coaching.draw_marks(surface, self.board, self.bar.buttons, m)
        asked = self.hint_ask
        self.bar.draw(surface, self.winnable, self.deal_lost,
                      self.now - asked.started if asked is not None and self.hint_thinking
                      else None)
        if self.coaching is not None:
            drawn.append(self.coaching.draw_bubble(surface, m, bool(self.settings.double_tap)))
        if self.toast.visible:
            avoid = self.view.pile_areas()
            if self.coaching is not None:
                avoid = [*avoid, self.coaching.bubble]
            self.toast.draw(surface, m, avoid=avoid, bar=self.bar.stats_rect)
            drawn.append(self.toast.rect.inflate(24, 24))
        # Only a frame drawn as the top scene onto the real screen can be patched next time.
        self.view.end(surface, drawn, self.app.scene is self and surface is self.app.screen)


def percent(chance: float) -> int:
    """A chance as a whole per cent, never rounded to a certainty it is not: 0 and 100 only
    when the estimate is exactly that."""
    whole = round(chance * 100)
    if whole == 0 and chance > 0:
        return 1
    if whole == 100 and chance < 1:
        return 99
    return whole


_sounds: Any = None


def _shared_sounds() -> Any:
    """The effects, synthesised once per process (about a second of CPU on a small tablet:
    every new table used to pay it again on its first sound), or False when silent."""
    global _sounds
    if _sounds is None:
        try:
            _sounds = Sounds(True)
        except Exception:  # no mixer: play on in silence
            _sounds = False
    return _sounds


_atlas_key: tuple[int, bool, int] | None = None


def _table_atlas(width: int, four_colour: bool, back: int) -> CardAtlas:
    """The card atlas for the table. A table needs one card size at a time, and each size
    costs 10-20 MB at full HD: when the size (or deck) changes, the others are let go."""
    global _atlas_key
    key = (width, four_colour, back)
    if _atlas_key is not None and key != _atlas_key:
        card_atlas.clear_cache()
    _atlas_key = key
    return atlas_for(width, four_colour, back)

