"""Gestures: taps, double taps, drags, long presses; one pointer; touch handled once."""

from __future__ import annotations

import pygame
import pytest

from scenes.table.gestures import (
    DOUBLE_S,
    LONG_S,
    DoubleTap,
    DragMove,
    DragStart,
    Drop,
    Gestures,
    LongPress,
    Tap,
)

SIZE = (1000, 800)


def finger(kind: int, x: int, y: int, finger_id: int = 0) -> pygame.event.Event:
    return pygame.event.Event(
        kind, x=x / SIZE[0], y=y / SIZE[1], dx=0.0, dy=0.0, touch_id=1, finger_id=finger_id
    )


def mouse(kind: int, pos: tuple[int, int], touch: bool = False) -> pygame.event.Event:
    if kind == pygame.MOUSEMOTION:
        return pygame.event.Event(kind, pos=pos, rel=(0, 0), buttons=(1, 0, 0), touch=touch)
    return pygame.event.Event(kind, pos=pos, button=1, touch=touch)


@pytest.fixture
def g() -> Gestures:
    return Gestures(SIZE, slop=10)


def test_finger_tap(g: Gestures) -> None:
    assert g.feed(finger(pygame.FINGERDOWN, 100, 200), 0.0) == []
    assert g.feed(finger(pygame.FINGERUP, 103, 202), 0.1) == [Tap((103, 202))]


def test_mouse_tap_and_synthesised_mouse_ignored(g: Gestures) -> None:
    out = []
    out += g.feed(finger(pygame.FINGERDOWN, 100, 200), 0.0)
    out += g.feed(mouse(pygame.MOUSEBUTTONDOWN, (100, 200), touch=True), 0.0)
    out += g.feed(finger(pygame.FINGERUP, 100, 200), 0.05)
    out += g.feed(mouse(pygame.MOUSEBUTTONUP, (100, 200), touch=True), 0.05)
    assert out == [Tap((100, 200))]
    g.feed(mouse(pygame.MOUSEBUTTONDOWN, (300, 300)), 1.0)
    assert g.feed(mouse(pygame.MOUSEBUTTONUP, (300, 300)), 1.1) == [Tap((300, 300))]


def test_double_tap_needs_quick_near_second_tap(g: Gestures) -> None:
    g.feed(finger(pygame.FINGERDOWN, 100, 200), 0.0)
    assert g.feed(finger(pygame.FINGERUP, 100, 200), 0.08) == [Tap((100, 200))]
    g.feed(finger(pygame.FINGERDOWN, 104, 198), 0.08 + DOUBLE_S - 0.05)
    assert g.feed(finger(pygame.FINGERUP, 104, 198), 0.40) == [DoubleTap((104, 198), (100, 200))]
    # A third tap starts afresh.
    g.feed(finger(pygame.FINGERDOWN, 104, 198), 0.45)
    assert g.feed(finger(pygame.FINGERUP, 104, 198), 0.5) == [Tap((104, 198))]


def test_late_or_far_second_tap_is_a_tap(g: Gestures) -> None:
    g.feed(finger(pygame.FINGERDOWN, 100, 200), 0.0)
    g.feed(finger(pygame.FINGERUP, 100, 200), 0.05)
    g.feed(finger(pygame.FINGERDOWN, 100, 200), 0.05 + DOUBLE_S + 0.05)
    assert g.feed(finger(pygame.FINGERUP, 100, 200), 0.5) == [Tap((100, 200))]
    g.feed(finger(pygame.FINGERDOWN, 400, 200), 0.55)
    assert g.feed(finger(pygame.FINGERUP, 400, 200), 0.6) == [Tap((400, 200))]


def test_drag(g: Gestures) -> None:
    g.feed(finger(pygame.FINGERDOWN, 100, 200), 0.0)
    assert g.feed(finger(pygame.FINGERMOTION, 105, 203), 0.02) == []
    assert g.feed(finger(pygame.FINGERMOTION, 130, 240), 0.04) == [
        DragStart((100, 200), (130, 240)),
        DragMove((130, 240)),
    ]
    assert g.feed(finger(pygame.FINGERMOTION, 300, 400), 0.06) == [DragMove((300, 400))]
    assert g.feed(finger(pygame.FINGERUP, 300, 400), 0.08) == [Drop((300, 400))]


def test_second_finger_ignored(g: Gestures) -> None:
    g.feed(finger(pygame.FINGERDOWN, 100, 200), 0.0)
    assert g.feed(finger(pygame.FINGERDOWN, 500, 500, finger_id=1), 0.01) == []
    assert g.feed(finger(pygame.FINGERMOTION, 700, 500, finger_id=1), 0.02) == []
    assert g.feed(finger(pygame.FINGERUP, 700, 500, finger_id=1), 0.03) == []
    assert g.feed(mouse(pygame.MOUSEBUTTONDOWN, (10, 10)), 0.03) == []
    assert g.feed(finger(pygame.FINGERUP, 100, 200), 0.05) == [Tap((100, 200))]


def test_drag_leaving_the_window_drops_outside(g: Gestures) -> None:
    g.feed(mouse(pygame.MOUSEBUTTONDOWN, (100, 200)), 0.0)
    g.feed(mouse(pygame.MOUSEMOTION, (150, 200)), 0.02)
    assert g.feed(mouse(pygame.MOUSEMOTION, (1200, 200)), 0.04) == [Drop((1200, 200), True)]
    assert g.feed(mouse(pygame.MOUSEBUTTONUP, (1200, 200)), 0.06) == []
    assert not g.active


def test_window_leave_ends_drag_outside(g: Gestures) -> None:
    g.feed(finger(pygame.FINGERDOWN, 100, 200), 0.0)
    g.feed(finger(pygame.FINGERMOTION, 200, 200), 0.02)
    assert g.feed(pygame.event.Event(pygame.WINDOWLEAVE), 0.03) == [Drop((200, 200), True)]


def test_long_press(g: Gestures) -> None:
    g.feed(finger(pygame.FINGERDOWN, 100, 200), 0.0)
    assert g.update(LONG_S - 0.01) == []
    assert g.update(LONG_S + 0.01) == [LongPress((100, 200))]
    assert g.update(LONG_S + 0.5) == []
    assert g.feed(finger(pygame.FINGERUP, 100, 200), 1.0) == []


def test_slow_tap_is_a_tap_but_not_half_of_a_double(g: Gestures) -> None:
    g.feed(finger(pygame.FINGERDOWN, 100, 200), 0.0)
    assert g.feed(finger(pygame.FINGERUP, 100, 200), 0.4) == [Tap((100, 200))]
    g.feed(finger(pygame.FINGERDOWN, 100, 200), 0.5)
    assert g.feed(finger(pygame.FINGERUP, 100, 200), 0.55) == [Tap((100, 200))]


def test_right_button_ignored(g: Gestures) -> None:
    ev = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=3, touch=False)
    assert g.feed(ev, 0.0) == [] and not g.active


def test_finger_at_the_far_edge_is_inside(g: Gestures) -> None:
    ev = pygame.event.Event(pygame.FINGERDOWN, x=1.0, y=1.0, touch_id=1, finger_id=0)
    g.feed(ev, 0.0)
    up = pygame.event.Event(pygame.FINGERUP, x=1.0, y=1.0, touch_id=1, finger_id=0)
    assert g.feed(up, 0.05) == [Tap((SIZE[0] - 1, SIZE[1] - 1))]
