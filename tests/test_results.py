"""The results dialog: what it shows, where its buttons go, and that it records nothing."""

from __future__ import annotations

from pathlib import Path

import pytest

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


@pytest.mark.parametrize("lang", ["en", "he"])
def test_the_last_scores_end_with_this_game_at_the_reading_end(tmp_path: Path,
                                                                lang: str) -> None:
    """Beside the score, a line of this game's and option's last scores; this game's point
    (in the accent) at the reading end: the left in Hebrew."""
    app = App((1280, 800), lang, data_dir=tmp_path)
    app.stack.push(MenuScene(app))
    sessions = []
    for deal in (3, 4, 5, 6):
        session = app.nav.start_game("golf", "C", deal)
        for _move in range(deal):
            session.play(session.game.legal_moves()[0])
        session.record_result()
        sessions.append(session)
    app.stack.push(ResultsScene(app, sessions[-1]))
    scene = app.scene
    assert isinstance(scene, ResultsScene)
    line = scene.score_line()
    assert len(line.scores) == 4 and line.current == 3
    assert line.scores == tuple(s.game.score for s in sessions)
    frame = app.draw()
    spark = scene.spark
    assert spark.width and spark.colliderect(scene.rows["score"])
    lit = [x for x in range(spark.left, spark.right)
           if any(frame.get_at((x, y))[:3] == app.palette.accent
                  for y in range(spark.top, spark.bottom))]
    assert lit
    if lang == "he":
        assert spark.right < scene.panel.centerx and max(lit) < spark.x + spark.width // 4
    else:
        assert spark.x > scene.panel.centerx and min(lit) > spark.right - spark.width // 4
    for _frame in range(3):
        app.draw()
    assert scene.pictures.drawn == 1


def test_a_game_not_counted_has_no_line_of_scores(tmp_path: Path) -> None:
    app = App((800, 480), "en", data_dir=tmp_path)
    app.stack.push(MenuScene(app))
    session = app.nav.start_game("golf", "C", 17)
    app.stack.push(ResultsScene(app, session))  # not counted: nothing earned, no line
    scene = app.scene
    assert isinstance(scene, ResultsScene) and scene.earned is None and not scene.spark.width
    app.draw()


@pytest.mark.parametrize("games", [1, 2, 3])
def test_the_last_scores_wait_for_three_games_and_say_so(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, games: int) -> None:
    """After the first game the line was one dot, "Last 1 score": it says what it will show
    and when, until there are three scores to draw."""
    import scenes.dialogs.results as results_module

    app = App((1280, 800), "en", data_dir=tmp_path)
    app.stack.push(MenuScene(app))
    for deal in range(3, 3 + games):
        session = app.nav.start_game("golf", "C", deal)
        session.play(session.game.legal_moves()[0])
        session.record_result()
    said: list[str] = []
    lines: list[object] = []
    real_waiting, real_line = results_module.draw_waiting, results_module.draw_sparkline
    monkeypatch.setattr(results_module, "draw_waiting",
                        lambda *a, **k: said.append(a[-1]) or real_waiting(*a, **k))
    monkeypatch.setattr(results_module, "draw_sparkline",
                        lambda *a, **k: lines.append(a[2]) or real_line(*a, **k))
    app.stack.push(ResultsScene(app, session))
    app.step([], 1.0)
    if games < 3:
        more = "1 more game" if games == 2 else "2 more games"
        assert said == [f"Your last scores show here after {more}"] and lines == []
    else:
        assert said == [] and len(lines[0]) == 3  # type: ignore[arg-type]
