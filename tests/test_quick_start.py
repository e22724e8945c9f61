"""A quick start (the launcher's): the menu's first frame is drawn before pygame_gui starts,
its buttons sketched (``scenes.ui.sketch``), and the next frame, with pygame_gui's real
buttons, looks the same: each pixel within one level of the first (the game pictures, left
to the second frame, aside)."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pygame
import pytest

from game.session import Session
from game.store import Store
from scenes.app import App
from scenes.pages.menu import MenuScene
from scenes.ui.gui import Sketch


def pixels(app: App) -> np.ndarray:
    return pygame.surfarray.array3d(app.screen).astype(int)


def without_pictures(app: App, diff: np.ndarray) -> np.ndarray:
    menu = app.scene
    assert isinstance(menu, MenuScene)
    for rect in menu.tiles.values():
        pic = menu.tile_parts(rect).picture
        diff[pic.left:pic.right, pic.top:pic.bottom] = 0
    return diff


@pytest.mark.parametrize(("lang", "size", "saved"), [
    ("en", (1280, 800), False), ("he", (800, 480), True), ("ru", (800, 1280), False),
    ("hu", (1920, 1080), True),
])
def test_the_first_frame_is_the_menu_as_pygame_gui_draws_it(
        tmp_path: Path, lang: str, size: tuple[int, int], saved: bool) -> None:
    if saved:  # Continue (a primary button) and the daily deal as a secondary one
        session = Session.start(Store(tmp_path), "golf", "E", 5)
        session.play(session.game.legal_moves()[0])
    app = App(size, lang, data_dir=tmp_path, quick_start=True)
    app.nav.to_menu()
    app.step([], 1 / 60)
    assert isinstance(app.scene, MenuScene) and app.frames_drawn == 1
    assert not app.gui.live and app.gui.buttons() == []
    sketched = app.gui.sketches
    assert len(sketched) == 10 + saved and all(isinstance(s, Sketch) for s in sketched)
    first = pixels(app)
    app.step([], 1 / 60)
    app.step([], 1 / 60)
    assert app.gui.live and not app.gui.sketches
    assert len(app.gui.buttons()) == 10 + saved
    assert (app.scene.continue_button is not None) == saved  # type: ignore[union-attr]
    diff = without_pictures(app, np.abs(first - pixels(app)).max(axis=2))
    assert diff.max() <= 1, np.argwhere(diff > 1)[:5]


def test_the_second_frame_has_the_pictures_and_takes_presses(tmp_path: Path) -> None:
    app = App((1280, 800), "en", data_dir=tmp_path, quick_start=True)
    app.nav.to_menu()
    app.step([], 1 / 60)
    menu = app.scene
    assert isinstance(menu, MenuScene)
    picture = menu.tile_parts(next(iter(menu.tiles.values()))).picture
    felt_only = pixels(app)[picture.left:picture.right, picture.top:picture.bottom]
    app.step([], 1 / 60)
    drawn = pixels(app)[picture.left:picture.right, picture.top:picture.bottom]
    assert np.abs(drawn - felt_only).max() > 100  # white cards where the tile was plain
    button = menu.settings_button
    assert button is not None and button in app.gui.buttons()
    pygame.event.post(pygame.event.Event(pygame.USEREVENT))  # (the queue is live)
    app.gui.process(pygame.event.Event(
        __import__("pygame_gui").UI_BUTTON_PRESSED, ui_element=button))
    assert type(app.scene).__name__ == "SettingsScene"


def test_an_app_made_by_tests_is_live_at_once(tmp_path: Path) -> None:
    app = App((1024, 768), "en", data_dir=tmp_path)
    app.nav.to_menu()
    assert app.gui.live and len(app.gui.buttons()) == 10 and not app.gui.sketches
