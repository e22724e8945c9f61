"""The results dialog: what it shows, where its buttons go, and that it records nothing."""

from __future__ import annotations

from pathlib import Path

from game.i18n import _, format_number
from game.session import Session
from scenes.app import App
from scenes.dialogs.results import ResultsScene
from scenes.pages.menu import MenuScene
from tests.test_new_game import click


def finished(tmp_path: Path) -> tuple[App, Session]:
    app = App((1280, 800), "hu", data_dir=tmp_path)
    app.stack.push(MenuScene(app))
    session = app.nav.start_game("golf", "C", 17)
    session.play(session.game.legal_moves()[0])
    session.record_result()
    app.stack.push(ResultsScene(app, session))
    return app, session


def test_results_show_the_outcome_and_record_nothing(tmp_path: Path) -> None:
    app, session = finished(tmp_path)
    before = (tmp_path / "stats.json").read_bytes()
    scene = app.scene
    assert isinstance(scene, ResultsScene)
    assert not scene.won
    assert scene.headline() == _("No more possible moves")
    for _i in range(3):
        app.step([], 1 / 30)
    assert (tmp_path / "stats.json").read_bytes() == before
    assert format_number(session.game.score)


def test_play_again_deals_the_same_cards(tmp_path: Path) -> None:
    app, session = finished(tmp_path)
    scene = app.scene
    assert isinstance(scene, ResultsScene)
    click(app, scene.again_button)
    assert app.game is not None
    assert app.game.code == session.game.code and app.game.moves == 0
    assert [type(s).__name__ for s in app.stack] == ["MenuScene", "TableScene"]


def test_new_deal_and_menu(tmp_path: Path) -> None:
    app, session = finished(tmp_path)
    scene = app.scene
    assert isinstance(scene, ResultsScene)
    click(app, scene.new_button)
    assert app.game is not None and app.game.name == "golf" and app.game.options == "C"
    app.stack.push(ResultsScene(app, Session.resume(app.store) or session))
    scene = app.scene
    assert isinstance(scene, ResultsScene)
    click(app, scene.menu_button)
    assert isinstance(app.scene, MenuScene) and len(app.stack) == 1
