"""Kiosk mode and the trophy room: a visitor's reset keeps the achievements, unless the
operator asked for each visit to forget them (``kiosk_visit_forgets_achievements``)."""

from __future__ import annotations

from pathlib import Path

from game.session import Session
from scenes.app import App
from scenes.kiosk.setup import KioskConfig
from tests.test_kiosk import _close_log, make_app, wait  # noqa: F401 (the log's fixture)

WIN_LAYOUT = {"game": "golf", "options": "E", "tableau": [["2S"], [], [], [], [], [], []],
              "waste": ["3D"], "stock": []}


def win_once(app: App) -> None:
    session = Session.from_layout(app.store, WIN_LAYOUT)
    session.play(session.game.legal_moves()[0])
    assert "first-win.golf.E" in app.store.stats.achievements


def test_a_visitors_reset_keeps_the_achievements(tmp_path: Path) -> None:
    app = make_app(tmp_path, kiosk_idle_seconds=10)
    win_once(app)
    wait(app, 11)  # the attract screen: the visit is over
    assert "first-win.golf.E" in app.store.stats.achievements
    assert app.store.stats.get("golf", "E").won == 1


def test_the_operator_may_have_each_visit_forget_them(tmp_path: Path) -> None:
    app = make_app(tmp_path, kiosk_idle_seconds=10, kiosk_visit_forgets_achievements=True)
    win_once(app)
    wait(app, 11)
    assert app.store.stats.achievements == {}
    assert app.store.stats.get("golf", "E").played == 0  # what they are worked out from
    reread = App((800, 600), "en", data_dir=tmp_path / "data")
    assert reread.store.stats.achievements == {}


def test_the_option_is_read_and_checked() -> None:
    from game.store import Settings

    settings = Settings()
    assert not KioskConfig.read(settings)[0].visit_forgets_achievements
    settings.extra["kiosk_visit_forgets_achievements"] = True
    assert KioskConfig.read(settings)[0].visit_forgets_achievements
    settings.extra["kiosk_visit_forgets_achievements"] = "yes"
    config, problems = KioskConfig.read(settings)
    assert not config.visit_forgets_achievements
    assert any("kiosk_visit_forgets_achievements" in line for line in problems)


def test_the_trophy_room_in_kiosk_mode(tmp_path: Path) -> None:
    from scenes.dialogs.trophies import TrophiesScene
    from scenes.intents import Back, Trophies
    from scenes.ui import text

    app = make_app(tmp_path)
    win_once(app)
    text.overflows.clear()
    app.navigate(Trophies())
    app.step([], 1 / 30)
    assert isinstance(app.scene, TrophiesScene)
    frame = app.draw()  # kiosk mode: the whole screen
    assert frame.get_size() == app.screen.get_size() and not text.overflows
    assert app.scene.new == {"first-win.golf.E"}
    app.navigate(Back())
    assert not isinstance(app.scene, TrophiesScene)
