"""Winnable deals only: a setting per game and option, on by default, remembered; New deal and
the daily deal take proved deals (``game.winnable``, the same function as ``python -m game
daily``); a typed code is played as it is, with a quiet note when it cannot be won."""

from __future__ import annotations

import datetime as _dt
import json
from typing import Any

import pygame
import pygame_gui
import pytest

from game import parse_code, winnable
from game.__main__ import main as cli
from game.store import Settings
from scenes import deals as scene_deals
from scenes import intents
from scenes.app import App
from scenes.dialogs.new_game import NewGameScene
from scenes.pages.menu import MenuScene
from scenes.table import top_bar
from scenes.table.scene import TableScene

PROVED = (3, 17, 42, 99, 123)
DAY = _dt.date(2026, 11, 30)


@pytest.fixture
def proved(monkeypatch: pytest.MonkeyPatch) -> tuple[int, ...]:
    """A small list of proved deals for every game and option (the real lists are data)."""
    monkeypatch.setattr(winnable, "proved_deals", lambda name, options: PROVED)
    return PROVED


def press(app: App, widget: Any) -> None:
    app.step([pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=widget)], dt=0.02)
    app.step([], dt=0.02)


def button(app: App, label: str) -> Any:
    return next(b for b in app.gui.buttons() if app.gui.label_of(b) == label)


# --- the setting ----------------------------------------------------------------------------
def test_the_setting_is_on_by_default_per_game_and_option() -> None:
    settings = Settings()
    assert settings.deals_winnable_only("golf", "E") and settings.deals_winnable_only("golf", "C")
    settings.set_winnable_only("golf", "C", False)
    assert not settings.deals_winnable_only("golf", "C")
    assert settings.deals_winnable_only("golf", "E")
    again, repaired = Settings.from_json(json.loads(json.dumps(settings.to_json())))
    assert not repaired and not again.deals_winnable_only("golf", "C")


@pytest.mark.parametrize("bad", [{"golf:C": "no"}, {"golf": False}, {"golf:Z": False}, [1],
                                 {"nogame:X:Y": True}])
def test_a_damaged_setting_falls_back_to_winnable_only(bad: Any) -> None:
    settings, repaired = Settings.from_json({"version": 1, "winnable_only": bad})
    assert repaired and settings.deals_winnable_only("golf", "C")


# --- new deal and the daily deal ------------------------------------------------------------
def test_new_deal_deals_only_proved_deals(app: App, proved: tuple[int, ...]) -> None:
    deals = {scene_deals.fresh_deal(app.store, "eight_off", "C2") for _ in range(60)}
    assert deals <= set(proved) and len(deals) > 1


def test_with_the_setting_off_new_deal_deals_any(app: App, proved: tuple[int, ...]) -> None:
    app.store.settings.set_winnable_only("eight_off", "C2", False)
    deals = {scene_deals.fresh_deal(app.store, "eight_off", "C2") for _ in range(60)}
    assert not deals <= set(proved)
    assert {scene_deals.fresh_deal(app.store, "eight_off", "C8") for _ in range(30)} <= set(proved)


def test_the_daily_deal_is_the_command_lines(app: App, proved: tuple[int, ...],
                                            capsys: pytest.CaptureFixture[str]) -> None:
    for name, options in (("golf", "E"), ("eight_off", "C4"), ("easy_harp", "N")):
        assert cli(["daily", name, "--options", options, "--date", DAY.isoformat()]) == 0
        code = capsys.readouterr().out.strip()
        deal = scene_deals.daily_deal(app.store, name, options, DAY)
        parsed = parse_code(code)
        assert (parsed.deal, parsed.options) == (deal, options) and deal in proved


def test_the_daily_button_starts_the_proved_daily_of_its_game(app: App,
                                                              proved: tuple[int, ...]) -> None:
    app.store.settings.last_game = "eight_off"
    app.store.settings.last_options["eight_off"] = "C4"
    app.nav.to_menu()
    menu = app.scene
    assert isinstance(menu, MenuScene)
    menu.rebuild()
    label = app.gui.label_of(menu.daily_button)
    assert label == "Daily deal · Eight Off 4 cells"
    press(app, menu.daily_button)
    game = app.game
    assert game is not None and (game.name, game.options) == ("eight_off", "C4")
    assert game.deal == winnable.daily("eight_off", "C4", _dt.date.today())
    assert game.deal in proved


def test_the_new_game_window_switches_it_for_the_chosen_option(app: App,
                                                              proved: tuple[int, ...]) -> None:
    app.navigate(intents.NewGame("golf"))
    app.step([], dt=0.02)
    dialog = app.scene
    assert isinstance(dialog, NewGameScene) and dialog.offers_winnable()
    press(app, button(app, "Classic"))
    dialog = app.scene
    assert isinstance(dialog, NewGameScene)
    switch = next(w for w in dialog.widgets if w.rect == dialog.rows["winnable"])
    press(app, switch)
    assert not app.store.settings.deals_winnable_only("golf", "C")
    assert app.store.settings.deals_winnable_only("golf", "E")
    saved = json.loads((app.store.data_dir / "settings.json").read_text())
    assert saved["winnable_only"] == {"golf:C": False}
    press(app, switch)
    assert app.store.settings.deals_winnable_only("golf", "C")
    press(app, button(app, "New deal"))
    assert app.game is not None and app.game.options == "C" and app.game.deal in proved


def test_without_proved_deals_the_window_offers_no_switch(
        app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    app.navigate(intents.NewGame("golf"))
    dialog = app.scene
    assert isinstance(dialog, NewGameScene)
    assert "winnable" in dialog.rows  # this build ships proved deals for every game
    # A game whose deals were never scanned (a new game, say) has nothing to switch.
    monkeypatch.setattr(winnable, "proved_deals", lambda name, options: ())
    app.navigate(intents.NewGame("golf"))
    dialog = app.scene
    assert isinstance(dialog, NewGameScene)
    assert "winnable" not in dialog.rows


# --- a typed code ---------------------------------------------------------------------------
def typed(app: App, code: str) -> TableScene:
    app.navigate(intents.NewGame(code_mode=True))
    dialog = app.scene
    assert isinstance(dialog, NewGameScene)
    for key in code:
        dialog.press_key(key)
    dialog.play_code()
    table = app.scene
    assert isinstance(table, TableScene)
    return table


def settle(app: App, table: TableScene, frames: int = 3000) -> None:
    for _ in range(frames):
        if table.searches.deal_job is None:
            return
        app.step([], dt=1 / 60)
    raise AssertionError("the deal's search did not end")


def quiet_lines(app: App, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    drawn: list[str] = []
    real = top_bar.text.render_line

    def spy(font: Any, line: str, colour: Any) -> pygame.Surface:
        drawn.append(line)
        return real(font, line, colour)

    monkeypatch.setattr(top_bar.text, "render_line", spy)
    scene = app.scene
    assert isinstance(scene, TableScene)
    scene.bar._key = None  # drawn again
    app.draw()
    return drawn


def test_a_typed_code_that_cannot_be_won_is_played_with_a_quiet_note(
        app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    table = typed(app, "GO1-C-AAAAAFA")  # lost from the start (python -m game solve)
    assert table.session.code == "GO1-C-AAAAAFA" and table.searches.deal_job is not None
    settle(app, table)
    assert table.searches.deal_lost
    assert any("This deal cannot be won" in line for line in quiet_lines(app, monkeypatch))


def test_a_typed_code_that_can_be_won_says_nothing(app: App,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    table = typed(app, "GO1-E-AAAAAAB")
    settle(app, table)
    assert not table.searches.deal_lost
    assert not any("cannot be won" in line for line in quiet_lines(app, monkeypatch))


def test_a_dealt_game_is_not_searched(app: App) -> None:
    app.nav.start_game("golf", "C", 130)
    table = app.scene
    assert isinstance(table, TableScene) and table.searches.deal_job is None
