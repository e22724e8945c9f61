"""What the player's touches do on a table.

Fingers and the mouse become gestures (``scenes.table.gestures``: one finger; SDL's mouse
copies of touches ignored); ``TableInput`` says what each means in the game (a move, a
refusal, cards picked up, targets to light: the engine decides every rule); ``TableControl``
carries that out through the view and the game in play (``scenes.table.play``). Any new
touch finishes the animations at once, ends the win's celebration, or sends a Finish home at
once; a touch that begins on a lesson's bubble is the bubble's.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.session import Session
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
from scenes.table.input import Outcome, PickUp, Play, Preview, Refuse, TableInput
from scenes.table.play import TablePlay
from scenes.table.view import TableView


class TableControl:
    """Touches on one table, turned into play."""

    def __init__(self, session: Session, view: TableView, input: TableInput,
                 gestures: Gestures, play: TablePlay, coaching: Coaching | None) -> None:
        self.session = session
        self.view = view
        self.input = input
        self.gestures = gestures
        self.play = play
        self.coaching = coaching

    def pointer(self, event: pygame.event.Event, now: float) -> None:
        """A finger or mouse event the UI did not take."""
        pointer_down = event.type in (pygame.FINGERDOWN, pygame.MOUSEBUTTONDOWN) and not (
            event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "touch", False)
        )
        if pointer_down:
            if self.play.celebrating:
                self.play.end_celebration()
                return
            if self.play.finishing:  # a touch does not wait: the rest goes home at once
                self.play.finish_now()
                return
            self.view.finish_motion()
            self.play.hint_gone()
        for gesture in self.gestures.feed(event, now):
            self.gesture(gesture, now)

    def pressed(self, action: Callable[[], None]) -> Callable[[], None]:
        """What a button does on the table: a press first ends the celebration (and does
        only that) or finishes the motion in progress."""

        def press() -> None:
            if self.play.celebrating:
                self.play.end_celebration()
                return
            self.finish_motion()
            action()

        return press

    def finish_motion(self) -> None:
        self.view.finish_motion()
        self.view.snap_back(animate=False)

    # --- gestures -------------------------------------------------------------------------
    def gesture(self, g: Gesture, now: float) -> None:
        if self.session.recorded or (self.session.finished and not isinstance(g, Tap)):
            return
        if self.coaching is not None and self._on_bubble(g):
            return
        double_tap = bool(self.play.settings.double_tap)
        anywhere = bool(self.play.settings.one_tap_anywhere)
        if isinstance(g, Tap):
            if not self.session.finished:
                self.carry_out(self.input.tap(g.pos, now, double_tap, anywhere))
        elif isinstance(g, DoubleTap):
            self.carry_out(self.input.double_tap(g, now, double_tap, anywhere))
        elif isinstance(g, DragStart):
            self.carry_out(self.input.drag_start(g.start), g, now)
        elif isinstance(g, DragMove):
            if self.view.held is not None:
                self.view.held.pos = g.pos
        elif isinstance(g, Drop):
            self._drop(g)
        elif isinstance(g, LongPress):
            preview = self.input.long_press(g.pos)
            if preview is not None:
                self.carry_out([preview])

    def _on_bubble(self, g: Gesture) -> bool:
        """A touch that begins on the lesson's bubble is the bubble's, not a card's."""
        assert self.coaching is not None
        if isinstance(g, DragStart):
            return self.coaching.covers(g.start)
        return isinstance(g, Tap | DoubleTap | LongPress) and self.coaching.covers(g.pos)

    def carry_out(self, outcomes: list[Outcome], drag: DragStart | None = None,
                  now: float = 0.0) -> None:
        """Carry out what the gestures mean."""
        for outcome in outcomes:
            if isinstance(outcome, Play):
                self.play.play(outcome.move)
            elif isinstance(outcome, Refuse):
                self.play.refuse(outcome.message, outcome.sound, outcome.advice, outcome.msgid)
            elif isinstance(outcome, PickUp) and drag is not None:
                self.view.pick_up(outcome.place, outcome.index, drag.start, drag.pos,
                                  outcome.targets, now)
                self.play.play_sound("take")
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
            settings = self.play.settings
            self.view.snap_back(animate=bool(settings.animations),
                                shake=refused and bool(settings.interactive_rules))
            if isinstance(result, Refuse):
                self.play.refuse(result.message, msgid=result.msgid)
            elif not wanted:
                self.play.nudge()
            return
        starts = {(held.place, held.index + i): r for i, r in enumerate(rects)}
        self.view.drop_held()
        self.play.play(result.move, starts)
