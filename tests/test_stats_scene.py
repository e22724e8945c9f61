"""Statistics: figures per game and option, formatted per language; reset asks first."""

from __future__ import annotations

import datetime as _dt
from pathlib import Path

from game.store import GameStats, Store
from scenes.app import App
from scenes.dialogs.notice import ConfirmScene
from scenes.dialogs.stats import StatsScene, Tab, stat_text
from scenes.pages.menu import MenuScene
from tests.test_new_game import click


def open_stats(tmp_path: Path, lang: str = "en") -> tuple[App, StatsScene]:
    app = App((1280, 800), lang, data_dir=tmp_path)
    app.store.record_result("golf", "E", True, 350, 40, 75.0)
    app.store.record_result("golf", "E", False, 120, 33, 20.0)
    app.stack.push(MenuScene(app))
    scene = StatsScene(app, "golf")
    app.stack.push(scene)
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


def test_reset_forgets_only_what_the_tab_shows(tmp_path: Path) -> None:
    app, scene = open_stats(tmp_path)
    day = _dt.date(2025, 3, 4)
    app.store.record_result("golf", "C", True, 350, 40, 75.0, daily_date=day)
    app.store.record_result("eight_off", "C8", True, 520, 90, 200.0)
    app.store.stats.record_round("golf", "E", True, 20, 29, "r1")
    app.store.save_stats()
    click(app, scene.reset_button)
    dialog = app.scene
    assert isinstance(dialog, ConfirmScene) and "Golf" in dialog.message
    click(app, dialog.confirm_button)
    stats = app.store.stats
    assert stats.get("golf", "E").played == stats.get("golf", "C").played == 0
    assert stats.get("eight_off", "C8").played == 1  # another tab
    assert stats.get_rounds("golf", "E").completed == 1  # the rounds' own tab
    assert stats.daily_result(day, "golf", "C") is not None  # the calendar keeps its days
    rounds_tab = next(b for b, tab in scene.tab_of.items() if tab.rounds)
    click(app, rounds_tab)
    assert scene.tab.rounds and scene.game == "golf"
    app.draw()
    click(app, scene.reset_button)
    dialog = app.scene
    assert isinstance(dialog, ConfirmScene) and "9 holes" in dialog.message
    click(app, dialog.confirm_button)
    again = Store(tmp_path).stats
    assert again.get_rounds("golf", "E").played == 0
    assert again.get("eight_off", "C8").played == 1
    assert again.daily_result(day, "golf", "C") is not None


def test_round_figures_and_the_calendar_button(tmp_path: Path) -> None:
    app, scene = open_stats(tmp_path, "hu")
    app.store.stats.record_round("golf", "E", True, 20, 29, "r1")
    app.store.stats.record_round("golf", "E", True, 31, 29, "r2")
    app.store.stats.record_round("golf", "E", False, 4, 29, "r3")
    scene.select(Tab("golf", rounds=True))
    rows, figures = scene.figures()
    easy = dict(zip((key for key, _label in rows), figures[0], strict=True))
    assert easy == {"played": "3", "completed": "2", "best_total": "20", "average": "25,5",
                    "at_or_under_par": "1", "par": "29"}
    click(app, scene.calendar_button)
    assert type(app.scene).__name__ == "CalendarScene" and app.scene.game == "golf"  # type: ignore[union-attr]


def test_tabs_switch_games(tmp_path: Path) -> None:
    app, scene = open_stats(tmp_path, "he")
    tab = next(b for b, name in scene.tabs.items() if name == "eight_off")
    click(app, tab)
    assert scene.game == "eight_off" and scene.columns() == ["C8", "C4", "C2"]
    app.draw()
