"""A game is one module: a fourth game defined in tests/ (``tests.ladder``) is registered at
test time and played through the App from its menu tile to the results screen; the tabs,
pages and statistics take it in. No line of scenes/ knows it."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game.registry import VARIANTS, register, unregister
from scenes import intents
from scenes.app import App
from scenes.dialogs.new_game import NewGameScene
from scenes.dialogs.results import ResultsScene
from scenes.dialogs.stats import StatsScene
from scenes.pages.menu import MenuScene
from scenes.pages.rules import RulesScene
from scenes.table.scene import TableScene
from tests.ladder import Ladder
from tests.test_new_game import click
from tests.test_table import card_point, tap


@pytest.fixture
def ladder() -> Iterator[type[Ladder]]:
    register(Ladder)
    yield Ladder
    unregister(Ladder)
    assert "ladder" not in VARIANTS


def test_the_fourth_game_plays_from_its_tile_to_the_results(ladder: type[Ladder],
                                                             tmp_path: Path) -> None:
    app = App((1280, 800), "en", data_dir=tmp_path)
    app.nav.to_menu()
    menu = app.scene
    assert isinstance(menu, MenuScene) and list(menu.tiles) == [*VARIANTS]
    click(app, next(b for b, name in menu.tile_buttons.items() if name == "ladder"))
    table = app.scene  # its tile: a new deal at once
    assert isinstance(table, TableScene) and table.game.name == "ladder"
    app.step([], 1.0)  # the deal lands
    taps = 0
    while not table.session.won and taps < 10:
        move = table.game.legal_moves()[0]
        tap(app, card_point(table, move.source), dt=0.4)  # apart: no double tap
        taps += 1
    assert table.session.won and taps == 6
    for _ in range(10):
        app.step([], 0.5)  # the celebration runs out by itself
    assert isinstance(app.scene, ResultsScene)
    app.draw()
    stats = app.store.stats.get("ladder", "S")
    assert (stats.played, stats.won, stats.best_score) == (1, 1, 60)


@pytest.mark.parametrize("size", [(800, 480), (1280, 800), (800, 1280)])
def test_every_screen_takes_the_fourth_game(ladder: type[Ladder], tmp_path: Path,
                                            size: tuple[int, int]) -> None:
    app = App(size, "he", data_dir=tmp_path)
    app.nav.to_menu()
    app.draw()
    for intent, scene_type in ((intents.NewGame(), NewGameScene), (intents.Rules(), RulesScene),
                               (intents.Stats(), StatsScene)):
        app.navigate(intent)
        scene = app.scene
        assert isinstance(scene, scene_type)
        tabs = [b for b in scene.widgets if app.gui.label_of(b) == "Ladder"]
        assert len(tabs) == 1, scene_type
        click(app, tabs[0])
        assert app.scene is not None and getattr(app.scene, "game", None) == "ladder"
        app.draw()
        app.nav.to_menu()
    app.nav.start_game("ladder", "S", 3)
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="")])
    assert isinstance(app.scene, MenuScene) and app.store.has_saved_game()
    app.draw()  # the menu draws the fourth tile and Continue


def test_the_fourth_game_keeps_the_contract_of_every_game(ladder: type[Ladder]) -> None:
    from tests import test_variant_contract as contract

    # (The random-play check counts a full deck; this toy has six cards.)
    for check in (contract.test_replaying_the_notation_gives_the_same_game,
                  contract.test_codes_and_layouts_round_trip,
                  contract.test_what_the_table_plays_is_a_listed_legal_move):
        check("ladder", "S")
