"""Fingers and the mouse turned into gestures: Tap, DoubleTap, DragStart/DragMove/Drop,
LongPress. One pointer at a time; pure logic with injected time, so tests drive it exactly.

- FINGERDOWN/MOTION/UP carry normalised x, y: they become pixels with the window size.
- SDL also synthesises mouse events from touches; pygame-ce marks them ``event.touch``. Those
  are ignored here (pygame_gui still sees them), so each finger action is handled once.
- While one finger (or the mouse button) is down, any other finger and the mouse are ignored.
- Tap: released before moving ``slop`` px. DoubleTap: a second tap that starts within
  ``double_s`` of the first one's release, near it (the table checks it is the same card).
  A press held still for ``long_s`` is a LongPress (its release is then no tap).
- Moving past ``slop`` starts a drag; a drag that leaves the window ends as a Drop with
  ``outside=True`` (the table snaps the cards back), as does losing the window's focus.

Tap time: DESIGN.md's tap is shorter than 250 ms; a press held longer but released before a
long press (``long_s``) and without moving still counts as a tap (kiosk players press
slowly), but only a quick tap can start a double tap. The movement allowance is a few pixels
scaled with the window (about 1.2% of the short side, at least 6 px): 2% of a card's width
(2 px) is less than a finger's jitter.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

TAP_S = 0.25
DOUBLE_S = 0.35
LONG_S = 0.55
SLOP_SHARE = 0.012
SLOP_MIN = 6

Pos = tuple[int, int]


@dataclass(frozen=True)
class Tap:
    pos: Pos


@dataclass(frozen=True)
class DoubleTap:
    pos: Pos
    first: Pos  # where the first tap was


@dataclass(frozen=True)
class LongPress:
    pos: Pos


@dataclass(frozen=True)
class DragStart:
    start: Pos  # where the press began (the card to pick)
    pos: Pos


@dataclass(frozen=True)
class DragMove:
    pos: Pos


@dataclass(frozen=True)
class Drop:
    pos: Pos
    outside: bool = False  # left the window: snap back


Gesture = Tap | DoubleTap | LongPress | DragStart | DragMove | Drop

MOUSE = ("mouse",)


def _to_px(value: float, length: int) -> int:
    """A normalised finger coordinate in pixels; 1.0 is the last pixel, beyond is outside."""
    px = int(value * length)
    return min(px, length - 1) if 0.0 <= value <= 1.0 else px


def slop_for(size: tuple[int, int]) -> int:
    return max(SLOP_MIN, round(min(size) * SLOP_SHARE))


class Gestures:
    """Feed it events with the current time; it returns the gestures they complete."""

    def __init__(self, size: tuple[int, int], *, slop: int | None = None) -> None:
        self.size = size
        self.slop = slop if slop is not None else slop_for(size)
        self.pointer: tuple[object, ...] | None = None  # ("mouse",) or (touch_id, finger_id)
        self.start: Pos = (0, 0)
        self.pos: Pos = (0, 0)
        self.down_at = 0.0
        self.dragging = False
        self.long_fired = False
        self.last_tap: tuple[Pos, float] | None = None  # a quick tap that may be doubled

    def resize(self, size: tuple[int, int]) -> None:
        self.size = size
        self.slop = slop_for(size)

    @property
    def active(self) -> bool:
        return self.pointer is not None

    # --- events ---------------------------------------------------------------------------
    def feed(self, event: pygame.event.Event, now: float) -> list[Gesture]:
        t = event.type
        if t in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION):
            if getattr(event, "touch", False):
                return []  # SDL's copy of a finger: the FINGER event is the real one
            if t == pygame.MOUSEMOTION:
                return self.move(MOUSE, event.pos, now)
            if getattr(event, "button", 1) != 1:
                return []
            if t == pygame.MOUSEBUTTONDOWN:
                return self.press(MOUSE, event.pos, now)
            return self.release(MOUSE, event.pos, now)
        if t in (pygame.FINGERDOWN, pygame.FINGERMOTION, pygame.FINGERUP):
            key = (getattr(event, "touch_id", 0), getattr(event, "finger_id", 0))
            w, h = self.size
            pos = (_to_px(event.x, w), _to_px(event.y, h))
            if t == pygame.FINGERDOWN:
                return self.press(key, pos, now)
            if t == pygame.FINGERMOTION:
                return self.move(key, pos, now)
            return self.release(key, pos, now)
        if t in (pygame.WINDOWLEAVE, pygame.WINDOWFOCUSLOST):
            return self.cancel()
        return []

    def press(self, pointer: tuple[object, ...], pos: Pos, now: float) -> list[Gesture]:
        out: list[Gesture] = []
        if self.pointer is not None:
            if pointer != self.pointer:
                return []  # a second finger (or the mouse during a touch) is ignored
            # The same pointer pressed again: its release never reached us (pygame_gui takes
            # the mouse-up that ends a press on a button, wherever it lands). Start afresh
            # rather than read this press's release as the end of the old one.
            out = self.cancel()
        self.pointer = pointer
        self.start = self.pos = pos
        self.down_at = now
        self.dragging = False
        self.long_fired = False
        return out

    def move(self, pointer: tuple[object, ...], pos: Pos, now: float) -> list[Gesture]:
        if pointer != self.pointer:
            return []
        self.pos = pos
        if not self._inside(pos):
            return self.cancel() if self.dragging else self._forget()
        if self.dragging:
            return [DragMove(pos)]
        if self.long_fired:
            return []
        dx, dy = pos[0] - self.start[0], pos[1] - self.start[1]
        if dx * dx + dy * dy > self.slop * self.slop:
            self.dragging = True
            self.last_tap = None
            return [DragStart(self.start, pos), DragMove(pos)]
        return []

    def release(self, pointer: tuple[object, ...], pos: Pos, now: float) -> list[Gesture]:
        if pointer != self.pointer:
            return []
        out: list[Gesture] = []
        if self.pointer is not None and not self._inside(pos):
            return self.cancel() if self.dragging else self._forget()
        if pos != self.pos:
            out.extend(self.move(pointer, pos, now))
        if self.pointer is None:  # the move ended it
            return out
        if self.dragging:
            out.append(Drop(pos))
        elif not self.long_fired:
            out.append(self._tap(pos, now))
        self.pointer = None
        self.dragging = False
        return out

    def _tap(self, pos: Pos, now: float) -> Gesture:
        quick = now - self.down_at < TAP_S
        last = self.last_tap
        if last is not None and quick and self.down_at - last[1] <= DOUBLE_S:
            (fx, fy) = last[0]
            near = 4 * self.slop
            if abs(pos[0] - fx) <= near and abs(pos[1] - fy) <= near:
                self.last_tap = None
                return DoubleTap(pos, last[0])
        self.last_tap = (pos, now) if quick else None
        return Tap(pos)

    def update(self, now: float) -> list[Gesture]:
        """Time passes: a press held still long enough becomes a LongPress."""
        if self.pointer is None or self.dragging or self.long_fired:
            return []
        if now - self.down_at >= LONG_S:
            self.long_fired = True
            self.last_tap = None
            return [LongPress(self.start)]
        return []

    def cancel(self) -> list[Gesture]:
        """The pointer is gone (left the window, focus lost): a drag ends outside."""
        dragging = self.dragging
        self._forget()
        return [Drop(self.pos, outside=True)] if dragging else []

    def _forget(self) -> list[Gesture]:
        self.pointer = None
        self.dragging = False
        self.long_fired = False
        return []

    def _inside(self, pos: Pos) -> bool:
        return 0 <= pos[0] < self.size[0] and 0 <= pos[1] < self.size[1]
