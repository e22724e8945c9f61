"""Statistics: figures per game and option, formatted per language; reset asks first."""

from __future__ import annotations

import datetime as _dt
from pathlib import Path

import pygame
import pytest

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


# --- the charts -------------------------------------------------------------------------------
def with_history(tmp_path: Path, lang: str, game: str, options: str, results: str,
                 size: tuple[int, int] = (1280, 800)) -> tuple[App, StatsScene]:
    """The statistics of ``game`` after games counted with their history (W won, L lost)."""
    from game import get_variant
    from game.store import HistoryEntry

    app = App(size, lang, data_dir=tmp_path)
    code = str(get_variant(game).new(1, options).code)
    for n, r in enumerate(results):
        score = 300 if r == "W" else 50 + n
        entry = HistoryEntry(f"g{n}", game, options, code, None,
                             "won" if r == "W" else "stuck", score, 40, 60.0)
        app.store.stats.record_result(game, options, r == "W", score, 40, 60.0,
                                      game_id=entry.game_id, history=entry)
    app.stack.push(MenuScene(app))
    scene = StatsScene(app, game)
    app.stack.push(scene)
    return app, scene


def accent_columns(frame: pygame.Surface, box: pygame.Rect, colour: tuple[int, ...]) -> list[int]:
    return [x for x in range(box.left, box.right)
            if any(frame.get_at((x, y))[:3] == colour[:3] for y in range(box.top, box.bottom))]


@pytest.mark.parametrize("lang", ["en", "he"])
def test_the_newest_games_bar_is_at_the_reading_end(tmp_path: Path, lang: str) -> None:
    """One rule option, nine games lost and the last one won: the only bar in the accent
    stands at the reading end of the chart (the left in Hebrew)."""
    app, scene = with_history(tmp_path, lang, "easy_harp", "N", "L" * 9 + "W")
    frame = app.draw()
    bars = scene.charts.copy()
    bars.height //= 3  # the lowest third: the bars (the line and its heading are above)
    bars.bottom = scene.charts.bottom - 8
    won = accent_columns(frame, bars, app.palette.accent)
    lost = accent_columns(frame, bars, app.palette.chart_muted)
    assert won and lost
    if lang == "he":
        assert max(won) < min(lost) and max(won) < scene.charts.centerx
    else:
        assert min(won) > max(lost) and min(won) > scene.charts.centerx


def test_each_rule_option_has_its_trend(tmp_path: Path) -> None:
    app, scene = with_history(tmp_path, "en", "golf", "E", "LLWLWWLWWW")
    record = app.store.stats.record_result
    from game.store import HistoryEntry

    entry = HistoryEntry("c1", "golf", "C", "GO1-C-AAAAAAB", None, "won", 280, 40, 60.0)
    record("golf", "C", True, 280, 40, 60.0, game_id="c1", history=entry)
    easy, classic = scene.option_trends()
    assert easy.count == 10 and easy.won[-3:] == (True, True, True)
    assert easy.latest_rate == 0.6 and easy.best == 300
    assert classic.count == 1 and classic.best == 280 and not classic.has_line
    from scenes.dialogs.stats import latest_words, waiting_words

    assert latest_words(easy) == "Last 10 games: 60% won" and latest_words(classic) == ""
    assert waiting_words(classic) == "Your win rate and scores show here after 2 more games"
    assert scene.charts.width and scene.charts.x > scene.table.x  # beside the figures
    app.draw()


def test_the_charts_are_drawn_once_per_data_size_and_language(tmp_path: Path) -> None:
    app, scene = with_history(tmp_path, "en", "golf", "E", "LWLWLW")
    for _frame in range(4):
        app.draw()
    assert scene.pictures.drawn == 1
    app.store.record_result("golf", "E", True, 300, 30, 50.0)  # no history: the same chart
    app.draw()
    assert scene.pictures.drawn == 1
    open_stats_reset = scene.reset  # the data changes: drawn again
    open_stats_reset()
    app.draw()
    assert scene.pictures.drawn == 2
    app.set_language("hu")
    app.draw()
    app.draw()
    assert scene.pictures.drawn == 3


def test_portrait_puts_the_charts_under_the_figures(tmp_path: Path) -> None:
    app, scene = with_history(tmp_path, "ru", "eight_off", "C8", "WWLWWWLW", (800, 1280))
    assert scene.charts.y > scene.table.bottom and scene.charts.height > 300
    app.draw()
    scene.select(Tab("golf", rounds=True))
    assert not scene.charts.width  # the rounds keep no history: figures only
    app.draw()


def test_statistics_of_schema_1_still_show(tmp_path: Path) -> None:
    """A file of the first schema (no history): its figures, and charts that wait."""
    import shutil

    from tests.conftest import DATA

    shutil.copy(DATA / "schema1" / "player" / "stats.json", tmp_path / "stats.json")
    app = App((800, 480), "he", data_dir=tmp_path)
    app.stack.push(MenuScene(app))
    scene = StatsScene(app, "golf")
    app.stack.push(scene)
    _rows, figures = scene.figures()
    assert figures[0][0] == "4" and not app.store.stats.history  # golf E: 4 played
    assert all(t.count == 0 for t in scene.option_trends())
    app.draw()
    assert scene.pictures.drawn == 1


@pytest.mark.parametrize(("lang", "size"), [("hu", (800, 1280)), ("ru", (800, 480)),
                                             ("he", (480, 800))])
def test_tabs_and_buttons_keep_one_label_size(tmp_path: Path, lang: str,
                                              size: tuple[int, int]) -> None:
    """The tabs at one size ("Golf, 9 lyuk" was smaller than "Golf"), the three buttons
    under the figures at one size ("Statistika nullázása" was), each label whole."""
    from scenes.ui.gui import fitted_size, label_room

    app = App(size, lang, data_dir=tmp_path)
    app.stack.push(MenuScene(app))
    scene = StatsScene(app, "golf")
    app.stack.push(scene)
    app.step([], 1 / 30)
    bottom = [scene.recent_button, scene.calendar_button, scene.reset_button]
    for row in (list(scene.tab_of), bottom):
        fonts = {app.gui.font_size_of(b) for b in row}
        assert len(fonts) == 1, (row, fonts)
        font = fonts.pop()
        for button in row:
            label = app.gui.label_of(button)
            assert fitted_size(label, *label_room(button.rect), font) == font, label
