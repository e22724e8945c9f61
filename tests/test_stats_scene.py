"""Statistics: figures per game and option, formatted per language; reset asks first."""

from __future__ import annotations

from pathlib import Path

from game.store import GameStats
from scenes.app import App
from scenes.menu import MenuScene
from scenes.notice import ConfirmScene
from scenes.stats import StatsScene, stat_text
from tests.test_new_game import click


def open_stats(tmp_path: Path, lang: str = "en") -> tuple[App, StatsScene]:
    app = App((1280, 800), lang, data_dir=tmp_path)
    app.store.record_result("golf", "E", True, 350, 40, 75.0)
    app.store.record_result("golf", "E", False, 120, 33, 20.0)
    app.push(MenuScene(app))
    scene = StatsScene(app, "golf")
    app.push(scene)
    return app, scene


def test_figures_are_formatted_per_language() -> None:
    stats = GameStats(played=1234, won=617, best_score=1220, fastest_seconds=3725.0)
    from game import i18n

    i18n.set_language("hu")
    assert stat_text(stats, "played") == "1\u00a0234"
    assert stat_text(stats, "win_rate") == "50%"
    assert stat_text(stats, "fastest") == "1:02:05"
    assert stat_text(stats, "fewest_moves") == "—"
    i18n.set_language("en")
    assert stat_text(stats, "played") == "1,234"


def test_reset_needs_confirmation(tmp_path: Path) -> None:
    app, scene = open_stats(tmp_path)
    click(app, scene.reset_button)
    dialog = app.scene
    assert isinstance(dialog, ConfirmScene)
    assert app.store.stats.get("golf", "E").played == 2
    click(app, dialog.cancel_button)
    assert app.scene is scene and app.store.stats.get("golf", "E").played == 2
    click(app, scene.reset_button)
    dialog = app.scene
    assert isinstance(dialog, ConfirmScene)
    click(app, dialog.confirm_button)
    assert app.scene is scene
    assert app.store.stats.get("golf", "E").played == 0
    assert not (tmp_path / "stats.json").read_text().count('"played": 2')


def test_tabs_switch_games(tmp_path: Path) -> None:
    app, scene = open_stats(tmp_path, "he")
    tab = next(b for b, name in scene.tabs.items() if name == "eight_off")
    click(app, tab)
    assert scene.game == "eight_off" and scene.columns() == ["C8", "C4", "C2"]
    app.draw()
