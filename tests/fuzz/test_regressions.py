"""Bugs the event fuzzer found, minimised: each test failed before its fix."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

import scenes.ui.sound as sound_module
from game.moves import PileKind
from scenes.app import App
from scenes.dialogs.new_game import NewGameScene
from scenes.table.gestures import DragStart, Gestures, Tap
from scenes.table.scene import TableScene


@pytest.fixture
def app(tmp_path: Path) -> Iterator[App]:
    a = App((1280, 800), "en", data_dir=tmp_path)
    a.stack.push(a.nav.menu_scene())
    a.nav.start_game("golf", "E", 7)
    a.step([], dt=1.0)
    yield a
    pygame.event.clear()


def finger(app: App, kind: int, pos: tuple[int, int], fid: int = 0) -> pygame.event.Event:
    return pygame.event.Event(kind, x=pos[0] / app.size[0], y=pos[1] / app.size[1], dx=0.0,
                              dy=0.0, touch_id=1, finger_id=fid, pressure=1.0)


def mouse(kind: int, pos: tuple[int, int], touch: bool = False) -> pygame.event.Event:
    if kind == pygame.MOUSEMOTION:
        return pygame.event.Event(kind, pos=pos, rel=(0, 0), buttons=(1, 0, 0), touch=touch)
    return pygame.event.Event(kind, pos=pos, button=1, touch=touch)


def top_card(table: TableScene) -> tuple[int, int]:
    game = table.game
    for place in table.board.places():
        if place.kind is PileKind.COLUMN and game.pile(place):
            return table.board.pile_rects(game, place)[-1].center
    raise AssertionError("no column card")


def test_a_release_taken_by_a_held_button_still_ends_the_table_gesture(app: App) -> None:
    """The mouse presses a card; a finger touches Hint (SDL's mouse copy makes pygame_gui hold
    the button); the mouse is released. pygame_gui takes that mouse-up (a held button takes
    the next one wherever it lands), so the table kept the mouse 'down' for ever: every later
    touch was ignored and the next click read as a drag from the old spot. Fixed in
    scenes/app.py (releases always reach the scene)."""
    table = app.scene
    assert isinstance(table, TableScene)
    hint = table.bar.buttons["hint"].rect.center
    card = top_card(table)
    app.step([mouse(pygame.MOUSEBUTTONDOWN, card)], dt=0.02)
    app.step([finger(app, pygame.FINGERDOWN, hint, 1),
              mouse(pygame.MOUSEBUTTONDOWN, hint, touch=True)], dt=0.02)
    app.step([mouse(pygame.MOUSEBUTTONUP, card)], dt=0.02)
    app.step([finger(app, pygame.FINGERUP, hint, 1),
              mouse(pygame.MOUSEBUTTONUP, hint, touch=True)], dt=0.02)
    assert not table.gestures.active
    # and the next touch is a tap again
    app.step([finger(app, pygame.FINGERDOWN, card, 2)], dt=0.02)
    assert table.gestures.pointer == (1, 2)


def test_the_same_pointer_pressing_again_starts_a_new_gesture() -> None:
    """A press from the pointer already down means its release was lost: the new press
    starts afresh (it used to be ignored, and its release became a drag from the old spot).
    Fixed in scenes/table/gestures.py."""
    g = Gestures((800, 600))
    g.feed(mouse(pygame.MOUSEBUTTONDOWN, (100, 100)), 0.0)
    g.feed(mouse(pygame.MOUSEBUTTONDOWN, (500, 400)), 1.0)
    out = g.feed(mouse(pygame.MOUSEBUTTONUP, (500, 400)), 1.1)
    assert out == [Tap((500, 400))]
    assert not any(isinstance(x, DragStart) for x in out)


def test_a_finger_lifted_over_a_dialog_is_forgotten_by_the_table(app: App) -> None:
    """A card held, New game opened with the keyboard (or another finger), the finger lifts
    over the dialog, the dialog is closed: the table still waited for that finger, so a
    touch with a new finger id (as Windows and iOS number them) did nothing. Fixed in
    scenes/table/scene.py (exit forgets the pointer)."""
    table = app.scene
    assert isinstance(table, TableScene)
    card = top_card(table)
    app.step([finger(app, pygame.FINGERDOWN, card, 3)], dt=0.02)
    app.step([finger(app, pygame.FINGERMOTION, (card[0] + 40, card[1] + 40), 3)], dt=0.02)
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_n, mod=0, unicode="n",
                                 scancode=0)], dt=0.02)
    assert isinstance(app.scene, NewGameScene)
    app.step([finger(app, pygame.FINGERUP, (card[0] + 40, card[1] + 40), 3)], dt=0.02)
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="",
                                 scancode=0)], dt=0.02)
    assert app.scene is table
    assert not table.gestures.active
    assert table.view.held is None


def test_sound_effects_are_synthesised_once_per_process(app: App) -> None:
    """Every new table synthesised its effects again on its first sound (~1.3 s of CPU on
    this machine, per new game). Fixed in scenes/ui/sound.py (one Sounds per process)."""
    first = app.scene
    assert isinstance(first, TableScene)
    first.play.play_sound("place")
    app.nav.start_game("eight_off", "C8", 3)
    second = app.scene
    assert isinstance(second, TableScene) and second is not first
    second.play.play_sound("place")
    if first.play._sounds:  # no mixer here: both silent, nothing to share
        assert second.play._sounds is first.play._sounds
    assert sound_module.shared_sounds() is sound_module.shared_sounds()
