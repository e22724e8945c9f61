"""The card table: a game in play, shown and played by finger.

``TableScene(ctx, session)`` shows a ``game.session.Session``. It is the screen: its widgets
(the top bar, a lesson's buttons), its frame and its drawing; the rest is done by its parts,
each in its own module:

- ``input``: what a gesture means (a move or a refusal; pure, the engine decides every rule);
- ``control``: touches turned into gestures and carried out;
- ``play``: the game in play (moves with their flight and sound, Undo, refusals said, Finish,
  the hint's answer, the celebration, the results and the stuck dialog);
- ``searches``: the hint (in a worker process: a frame never waits for it; a pulsing
  "Thinking…" shows in the bar when it is late), the winnable indicator, a typed code's check;
- ``view``: what the table looks like (the still-table cache, mats, highlights, flights, held
  cards); ``top_bar``: the bar's buttons and figures; ``coach``: a lesson's rings and bubble.

A lesson (``game.lessons``) is played on this same table: the coach shows where to tap or
drag; the table plays only the moves the lesson asks for, and at its end shows the lesson's
last words instead of the results. The "?" of the top bar opens this game's rules at the
section that fits (``game.rule_sections``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game import rule_sections
from game.lessons import Lesson
from game.moves import Move
from game.variant import Variant
from scenes.base import BACK_KEYS, Context, Scene, Screen
from scenes.intents import LessonAgain, LessonDone, NewGame, Rules, ToMenu
from scenes.table.board import Board
from scenes.table.coach import Coaching
from scenes.table.control import TableControl
from scenes.table.gestures import Gestures
from scenes.table.input import TableInput
from scenes.table.play import TOAST_S, TablePlay
from scenes.table.searches import Searches
from scenes.table.top_bar import TopBar
from scenes.table.view import TableView, atlas_of
from scenes.ui.atlas import CardAtlas
from scenes.ui.toast import Toast

if TYPE_CHECKING:
    from game.session import Session


class TableScene(Scene):
    screen = Screen.TABLE

    def __init__(self, ctx: Context, session: Session, check_deal: bool = False,
                 lesson: Lesson | None = None, then: Session | None = None) -> None:
        super().__init__(ctx)
        self.session = session
        # A lesson on this table; ``then``: the game to open when it ends.
        self.coaching = Coaching(lesson, session.game, then) if lesson is not None else None
        self.now = 0.0
        self.board = self._make_board()
        self.atlas = self._make_atlas()
        self.view = TableView(session.game, self.board, self.atlas, ctx.palette)
        self.input = TableInput(session.game, self.board)
        self.bar = TopBar(session)
        self.gestures = Gestures(ctx.size)
        self.toast = Toast()
        # A typed code (``check_deal``) is played as it is; its deal is searched a few ms a
        # frame, and the bar says quietly if it cannot be won.
        self.searches = Searches(session, check_deal)
        self.play = TablePlay(ctx, session, self.view, self.input, self.toast, self.searches,
                              self.coaching, self._refresh_ui, self._rebuild_ui)
        self.control = TableControl(session, self.view, self.input, self.gestures, self.play,
                                    self.coaching)
        self.can_finish = False
        self.shown_second = -1
        self.dealt = session.started  # a resumed game is not dealt again

    @property
    def game(self) -> Variant:
        return self.session.game

    @property
    def settings(self) -> Any:
        return self.ctx.store.settings

    def _make_board(self) -> Board:
        return Board.for_game(self.session.game, self.ctx.size,
                              left_handed=bool(self.settings.left_handed),
                              large=self.ctx.metrics.large)

    def _make_atlas(self) -> CardAtlas:
        return atlas_of(self.ctx, self.board)

    # --- life cycle -----------------------------------------------------------------------
    def layout(self) -> None:
        self.board = self._make_board()
        self.atlas = self._make_atlas()
        self.view.layout(self.board, self.atlas, self.ctx.palette)
        self.input.board = self.board
        self.gestures.resize(self.ctx.size)
        self.bar.layout(self.board.bar, self.ctx.metrics.large)

    def enter(self) -> None:
        self.ctx.game = self.game
        self.play.won_picture = None  # uncovered: the table itself again
        self.view.forget_screen()
        super().enter()
        if not self.dealt:
            self.dealt = True
            if self.settings.animations:
                self.view.deal(self.ctx.size)
                self.play.play_sound("deal")
        for notice in self.ctx.store.take_notices():
            self.toast.show(notice.message, TOAST_S * 2, error=True)
        self.play.restart_winnable()
        self.searches.reach(self.game)

    def exit(self) -> None:
        self.searches.drop_hint()  # and its words: a hint is news of this table, not later
        self.toast.left = 0
        self.play.finishing = []  # a Finish left half way is offered again on return
        self.view.finish_motion()
        self.view.drop_held()
        self.gestures.cancel()  # a finger down now lifts on another screen: forget it
        self.session.save()
        super().exit()

    def on_quit(self) -> None:
        self.session.save()  # the time played since the last move too

    def build_ui(self) -> None:
        self.can_finish = self.play.finish_offered()
        actions = {"menu": self.to_menu, "new": self.new_game, "undo": self.undo,
                   "hint": self.ask_hint, "finish": self.play.finish, "help": self.open_help}
        pressed = self.control.pressed
        self.bar.build(self, self.board.bar, {k: pressed(a) for k, a in actions.items()},
                       self.can_undo(), finish=self.can_finish)
        if self.coaching is not None and not self.play.celebrating:  # no bubble then
            m = self.ctx.metrics
            self.coaching.place(self.board, self.game, m, self.ctx.size, self.bar.buttons,
                                bool(self.settings.double_tap), self.settings.one_tap_anywhere)
            lesson_actions = {"skip": self.end_lesson, "play": self.end_lesson,
                              "again": self.restart_lesson, "one_tap": self.play.toggle_one_tap}
            self.coaching.build(self, m, {k: pressed(a) for k, a in lesson_actions.items()})

    def can_undo(self) -> bool:
        return self.session.can_undo()

    def _refresh_ui(self) -> None:
        """Buttons whose state follows the game (Undo enabled, Finish offered)."""
        if self.play.finish_offered() != self.can_finish:
            self._rebuild_ui()
            return
        undo = self.bar.buttons.get("undo")
        if undo is not None:
            self.ctx.gui.set_enabled(undo, self.can_undo())

    def _rebuild_ui(self) -> None:
        """The lesson went on a step (or ended), or Finish came or went: new buttons."""
        self.clear_ui()
        self.build_ui()

    # --- events and the bar's actions -----------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            self._key(event)
        else:
            self.control.pointer(event, self.now)

    def _key(self, event: pygame.event.Event) -> None:
        key = event.key
        if key in BACK_KEYS:
            self.to_menu()
        elif key in (pygame.K_BACKSPACE, pygame.K_u) or (
            key == pygame.K_z and event.mod & pygame.KMOD_CTRL
        ):
            self.control.finish_motion()
            self.undo()
        elif key == pygame.K_h:
            self.ask_hint()
        elif key == pygame.K_n:
            self.new_game()

    def to_menu(self) -> None:
        self.ctx.navigate(ToMenu())  # the table saves its game as it leaves

    def new_game(self) -> None:
        self.ctx.navigate(NewGame())  # the table saves its game as the dialog covers it

    def undo(self) -> None:
        self.play.undo()

    def ask_hint(self) -> None:
        self.play.ask_hint(self.now)

    def play_move(self, move: Move) -> None:
        """Play a move as a tap would (animation, sound, buttons, saving): for a demo, a
        screenshot tour or a soak run driving the table from outside."""
        self.play.play(move)

    def open_help(self) -> None:
        """This game's rules, at the section that explains what just happened."""
        section = rule_sections.section_for(self.game, self.play.last_refusal)
        self.ctx.navigate(Rules(self.game.name,
                                section=None if section == rule_sections.TOP else section))

    def end_lesson(self) -> None:
        """Skip, or Play at the end: the game the player opened, or back where the lesson
        was started."""
        assert self.coaching is not None
        self.ctx.navigate(LessonDone(self.coaching.then))

    def restart_lesson(self) -> None:
        assert self.coaching is not None
        self.ctx.navigate(LessonAgain(self.coaching.game_name, self.coaching.then))

    # --- the frame ------------------------------------------------------------------------
    def update(self, dt: float) -> bool:
        self.now += dt
        play, view = self.play, self.view
        if play.celebration is not None:
            play.step_celebration(dt)
            return True
        self.session.tick(dt)
        changed = self._tick_clock() | play.finish_step(dt)
        for g in self.gestures.update(self.now):
            self.control.gesture(g, self.now)
            changed = True
        if view.preview and not self.gestures.active:
            view.preview = False
            view.targets = []
            changed = True
        due = self.input.due(self.now)
        if due:
            self.control.carry_out(due)
            changed = True
        if view.anim.busy:
            if view.anim.update(dt):
                view.dirty = True
            changed = True
        if play.start_celebration():
            return True
        if self.toast.visible:
            changed = self.toast.update(dt) or changed
            changed = True if self.toast.visible else changed
        if view.hint is not None and view.hint.moving(self.now):
            changed = True  # its ghost glides; then it rests until the next touch
        searched, answer = self.searches.step(self.now)
        if answer is not None:
            play.show_hint(answer)
        if searched or view.held is not None:
            changed = True
        if self.coaching is not None and self.coaching.update(dt):
            changed = True
        if play.ask_if_stuck(self.ctx.is_top(self)):
            return True
        notices = self.ctx.store.take_notices() if self.ctx.store.notices else []
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
        if (picture := self.play.picture()) is not None:
            picture.draw(surface)
            self.view.forget_screen()
            return
        if not self.ctx.is_window(surface):  # a dialog's backdrop: drawn whole, not patched
            self.view.forget_screen()
        drawn = self.view.begin(surface, self.now)
        m, p = self.ctx.metrics, self.ctx.palette
        if self.coaching is not None:
            drawn += self.coaching.draw_marks(surface, p, self.board, self.bar.buttons, m)
        self.bar.draw(surface, p, self.searches.winnable, self.searches.deal_lost,
                      self.searches.thinking_for(self.now))
        if self.coaching is not None:
            drawn.append(self.coaching.draw_bubble(surface, p, m, bool(self.settings.double_tap)))
        if self.toast.visible and self.ctx.is_window(surface):  # not under a dialog
            avoid = self.view.pile_areas()
            if self.coaching is not None:
                avoid = [*avoid, self.coaching.bubble]
            self.toast.draw(surface, p, m, avoid=avoid, bar=self.bar.stats_rect)
            drawn.append(self.toast.rect.inflate(24, 24))
        # Only a frame drawn as the top scene onto the real screen can be patched next time.
        self.view.end(surface, drawn, self.ctx.is_top(self) and self.ctx.is_window(surface))
