"""Settings: the language applies at once and is saved; switches save at once."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest

from game import i18n
from scenes import intents
from scenes.app import App
from scenes.dialogs.settings import LANGUAGE_NAMES, SettingsScene
from scenes.pages.menu import MenuScene
from scenes.ui import theme as th
from tests.test_new_game import click


def open_settings(tmp_path: Path, lang: str = "en") -> tuple[App, SettingsScene]:
    app = App((1280, 800), lang, data_dir=tmp_path)
    app.stack.push(MenuScene(app))
    scene = SettingsScene(app)
    app.stack.push(scene)
    return app, scene


def test_languages_are_shown_in_their_own_names(tmp_path: Path) -> None:
    app, scene = open_settings(tmp_path, "hu")
    shown = {app.gui.label_of(b) for b in scene.language_buttons}
    assert shown == {"עברית", "Magyar", "Русский", "English"}


@pytest.mark.parametrize("lang", ["en", "hu", "ru", "he"])
def test_hebrew_is_drawn_right_to_left_in_every_interface(tmp_path: Path, lang: str) -> None:
    app, scene = open_settings(tmp_path, lang)
    hebrew = next(b for b, code in scene.language_buttons.items() if code == "he")
    # pygame_gui draws a label's characters left to right: they reach it in visual order.
    assert hebrew.text == "תירבע" == "עברית"[::-1]
    others = {app.gui.label_of(b): b.text for b, code in scene.language_buttons.items()
              if code != "he"}
    assert all(label == shown for label, shown in others.items())


@pytest.mark.parametrize(("size", "least"), [((800, 1280), 20), ((480, 800), 12),
                                             ((800, 480), 15), ((1920, 1080), 28)])
def test_the_language_names_share_one_size(tmp_path: Path, size: tuple[int, int],
                                           least: int) -> None:
    """In a narrow row (portrait) the four names are drawn at one size, not "Русский" and
    "English" each shrunk its own way beside a large "עברית"; the row's label takes only
    the room its words need, so the names keep (nearly) the buttons' size."""
    app = App(size, "he", data_dir=tmp_path)
    app.stack.push(MenuScene(app))
    scene = SettingsScene(app)
    app.stack.push(scene)
    fonts = {next(i for i in b.object_ids if i and i.startswith("#f"))
             for b in scene.language_buttons}
    assert len(fonts) == 1, fonts
    assert int(fonts.pop()[2:]) >= least


def test_language_change_applies_at_once_and_is_saved(tmp_path: Path) -> None:
    app, scene = open_settings(tmp_path)
    hebrew = next(b for b, lang in scene.language_buttons.items() if lang == "he")
    click(app, hebrew)
    assert i18n.get_language() == "he" and i18n.is_rtl()
    saved = json.loads((tmp_path / "settings.json").read_text(encoding="utf-8"))
    assert saved["language"] == "he"
    # the screen was rebuilt: its rows now run right to left
    assert scene.back_button.rect.right > app.size[0] // 2
    assert scene.back_button is not None and scene.back_button.alive()
    click(app, scene.back_button)
    menu = app.scene
    assert isinstance(menu, MenuScene)
    assert menu.tiles["golf"].x > menu.tiles["eight_off"].x
    assert LANGUAGE_NAMES["he"] == "עברית"


def test_switches_and_card_back_save_at_once(tmp_path: Path) -> None:
    app, scene = open_settings(tmp_path)
    sound = next(b for b, field in scene.switch_buttons.items() if field == "sound")
    click(app, sound)
    assert app.store.settings.sound is False
    saved = json.loads((tmp_path / "settings.json").read_text(encoding="utf-8"))
    assert saved["sound"] is False
    back = next(b for b, style in scene.back_style_buttons.items() if style == 2)
    click(app, back)
    saved = json.loads((tmp_path / "settings.json").read_text(encoding="utf-8"))
    assert saved["card_back"] == 2
    app.draw()


def test_one_tap_anywhere_is_a_switch_off_by_default(tmp_path: Path) -> None:
    app, scene = open_settings(tmp_path)
    assert app.store.settings.one_tap_anywhere is False
    switch = next(b for b, field in scene.switch_buttons.items() if field == "one_tap_anywhere")
    click(app, switch)
    assert app.store.settings.one_tap_anywhere is True
    saved = json.loads((tmp_path / "settings.json").read_text(encoding="utf-8"))
    assert saved["one_tap_anywhere"] is True


def test_table_colour_applies_at_once_with_its_card_back_and_is_remembered(
        tmp_path: Path) -> None:
    app, scene = open_settings(tmp_path, "hu")
    blue = next(b for b, name in scene.theme_buttons.items() if name == "blue")
    click(app, blue)
    assert app.palette is th.BLUE
    saved = json.loads((tmp_path / "settings.json").read_text(encoding="utf-8"))
    assert (saved["theme"], saved["card_back"]) == ("blue", th.BLUE.back)
    # At once: the felt under the rows, and the widgets rebuilt in the theme's colours.
    below = (app.size[0] // 2, app.size[1] - 4)  # bare felt, under the last row
    shown = app.draw().get_at(below)[:3]
    assert shown == th.felt(app.size, th.BLUE).get_at(below)[:3]
    assert shown != th.felt(app.size, th.GREEN).get_at(below)[:3]
    back = scene.back_button
    assert back.alive() and back.colours["normal_bg"] == pygame.Color(*th.BLUE.button)
    # The back row now marks the theme's own back; another back may still be chosen.
    other = next(b for b, style in scene.back_style_buttons.items() if style == 1)
    click(app, other)
    assert app.store.settings.card_back == 1 and app.palette is th.BLUE
    click(app, scene.back_button)
    # Remembered: the next start wears it.
    again = App((1280, 800), "hu", data_dir=tmp_path)
    assert again.palette is th.BLUE and again.store.settings.card_back == 1
    again.stack.push(MenuScene(again))
    again.step([], 0.05)
    assert any(b.colours["normal_bg"] == pygame.Color(*th.BLUE.button)
               for b in again.gui.buttons())


def test_the_table_follows_the_colour_chosen_over_it(tmp_path: Path) -> None:
    app = App((1280, 800), "en", data_dir=tmp_path)
    app.stack.push(MenuScene(app))
    app.nav.start_game("golf", "E", 3)
    app.step([], 1.0)
    table = app.scene
    corner = (app.size[0] // 2, app.size[1] - 2)  # bare felt, under no card
    green = app.draw().get_at(corner)[:3]
    app.navigate(intents.Settings())
    settings = app.scene
    assert isinstance(settings, SettingsScene)
    settings.set_theme("blue")
    app.navigate(intents.Back())
    assert app.scene is table
    app.step([], 0.05)
    blue = app.draw().get_at(corner)[:3]
    assert blue == th.felt(app.size, th.BLUE).get_at(corner)[:3] != green
