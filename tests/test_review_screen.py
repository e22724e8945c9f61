"""The review on screen (scenes/dialogs/review.py) and the ways to it: the results, recent
games (scenes/dialogs/history.py), the daily calendar; played by finger and button on a
headless App."""

from __future__ import annotations

import datetime as _dt
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pygame_gui
import pytest

from game import game_from_code
from game.review import read_line, review
from game.session import Session
from scenes import intents
from scenes.app import App
from scenes.dialogs.calendar import CalendarScene, trophy_words
from scenes.dialogs.history import HistoryScene
from scenes.dialogs.results import ResultsScene
from scenes.dialogs.review import ReviewScene
from scenes.table import hints
from scenes.table.scene import TableScene
from scenes.ui.chart import x_of

from .conftest import DATA, kept_game

GAMES = json.loads((DATA / "review-games.json").read_text())
LOST = GAMES["eight-off-lost"]  # Eight Off, 2 cells: lost at move 20 (5b)


@pytest.fixture
def searching_app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[App]:
    """An App at the menu whose searches run in the frame loop (no worker process), a
    slice a frame."""
    monkeypatch.setattr(hints, "shared", lambda: None)
    made = App((1280, 800), "en", data_dir=tmp_path)
    made.nav.to_menu()
    yield made
    pygame.event.clear()


@pytest.fixture
def app(searching_app: App, remembered_reviews: Any) -> App:
    """The same, with each game's review worked out once for all the tests
    (``remembered_reviews``)."""
    return searching_app


def press(app: App, label: str) -> None:
    found = [b for b in app.gui.buttons() if app.gui.label_of(b) == label]
    assert found, f"no button {label!r} among {[app.gui.label_of(b) for b in app.gui.buttons()]}"
    app.step([pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=found[0])], dt=0.02)
    app.step([], dt=0.02)


def enabled(app: App, label: str) -> bool:
    return any(app.gui.label_of(b) == label and b.is_enabled for b in app.gui.buttons())


def reviewed(app: App) -> ReviewScene:
    """The review screen on top, once its review has come (frames as the app runs them)."""
    scene = app.scene
    assert isinstance(scene, ReviewScene), type(scene).__name__
    for _frame in range(5000):
        if scene.review is not None:
            break
        app.step([], dt=1 / 60)
    assert scene.review is not None
    return scene


def play_lost_game(app: App) -> Session:
    session = Session.start(app.store, "eight_off", "C2", 18)  # EO1-C2-AAAAAAS
    for move in read_line(session.game, LOST["moves"]):
        session.play(move)
    return session


# --- from the results ---------------------------------------------------------------------
def test_results_open_the_review_of_the_game_just_played(app: App) -> None:
    session = play_lost_game(app)
    session.record_result()
    app.stack.push(ResultsScene(app, session))
    press(app, "Review")
    scene = reviewed(app)
    assert scene.moves == session.line
    assert scene.review is not None and scene.review.turning_point == 20
    assert scene.index == 19  # it opens where the game could last be won
    assert ("It could no longer be won after move 20 (moved the K♣ from column 5 to cell b)."
            in scene.verdict())
    press(app, "Back")
    assert isinstance(app.scene, ResultsScene)


def test_the_results_ask_for_the_review_before_review_is_pressed(app: App) -> None:
    ResultsScene.prefetch_reviews = True  # (the fixture's searches run in the frame loop)
    session = play_lost_game(app)
    session.record_result()
    results = ResultsScene(app, session)
    app.stack.push(results)
    assert results.prefetch is not None
    for _frame in range(3000):  # the results are read while the review is worked out
        if results.prefetch.done:
            break
        app.step([], dt=1 / 60)
    assert results.prefetch.result is not None
    press(app, "Review")
    scene = app.scene
    assert isinstance(scene, ReviewScene)
    assert scene.review is results.prefetch.result  # at once: no search left to do


def test_leaving_the_results_drops_the_review_on_its_way(searching_app: App) -> None:
    app = searching_app
    ResultsScene.prefetch_reviews = True
    session = play_lost_game(app)
    session.record_result()
    results = ResultsScene(app, session)
    app.stack.push(results)
    request = results.prefetch
    assert request is not None and not request.done
    press(app, "Menu")
    assert results.prefetch is None and request.job is None


def test_a_game_with_no_known_moves_cannot_be_reviewed(app: App) -> None:
    session = play_lost_game(app)
    session.line = None  # a game saved by an older build: its first moves are unknown
    session.record_result()
    app.stack.push(ResultsScene(app, session))
    assert not enabled(app, "Review")


# --- stepping, scrubbing, the line ------------------------------------------------------------
def open_lost(app: App) -> ReviewScene:
    app.navigate(intents.Review(LOST["code"], LOST["moves"]))
    return reviewed(app)


def test_previous_next_autoplay_and_the_chart_as_a_scrubber(app: App) -> None:
    scene = open_lost(app)
    press(app, "Previous")
    assert scene.index == 18
    press(app, "Next")
    press(app, "Next")
    assert scene.index == 20
    assert scene.position.snapshot() == scene.games[20].snapshot()
    n = len(scene.moves)
    x = x_of(scene.chart, 5, n + 1)
    y = scene.chart.centery
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(x, y), button=1)])
    assert scene.index == 5
    x = x_of(scene.chart, 12, n + 1)
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y), rel=(1, 0), buttons=(1, 0, 0))])
    app.step([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(x, y), button=1)])
    assert scene.index == 12
    press(app, "Autoplay")
    for _frame in range(4 * 40):  # a move a second: frames of a quarter second
        app.step([], dt=0.25)
    assert scene.index == n and not scene.playing  # it stops at the end
    assert not enabled(app, "Next")


def test_the_scrubber_runs_from_the_right_in_hebrew(tmp_path: Path,
                                                     monkeypatch: pytest.MonkeyPatch,
                                                     remembered_reviews: Any) -> None:
    monkeypatch.setattr(hints, "shared", lambda: None)
    app = App((1280, 800), "he", data_dir=tmp_path)
    app.nav.to_menu()
    app.navigate(intents.Review(LOST["code"], LOST["moves"]))
    scene = reviewed(app)
    right = (scene.chart.right - 2, scene.chart.centery)
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=right, button=1)])
    app.step([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=right, button=1)])
    assert scene.index == 0


def test_the_winning_line_from_just_before_the_turning_point(app: App) -> None:
    scene = open_lost(app)
    assert scene.index == 19
    press(app, "Winning line")
    assert scene.branch is not None and scene.branch.at == 19
    assert scene.branch.moves == scene.review.better_line  # type: ignore[union-attr]
    steps = len(scene.branch.moves)
    for _ in range(steps):
        press(app, "Next")
    assert scene.position.is_won()
    press(app, "Back to the game")
    assert scene.branch is None and scene.index == 19


def test_a_line_asked_of_the_search_where_the_review_kept_none(app: App) -> None:
    scene = open_lost(app)
    scene.go(4)
    assert 4 not in scene.review.lines  # type: ignore[union-attr]
    press(app, "Winning line")
    for _frame in range(2000):
        if scene.branch is not None:
            break
        app.step([], dt=1 / 60)
    assert scene.branch is not None and scene.branch.at == 4
    trial = scene.games[4].clone()
    for move in scene.branch.moves:
        trial.play(move)
    assert trial.is_won()


def test_no_winning_line_where_the_game_is_lost(app: App) -> None:
    scene = open_lost(app)
    scene.go(21)
    assert not enabled(app, "Winning line")


def test_try_from_here_is_a_practice_game_that_leaves_the_saved_one(app: App) -> None:
    saved = Session.start(app.store, "golf", "E", 7)
    saved.play(saved.game.legal_moves()[0])
    before = kept_game(app.store.data_dir / "savegame-golf.json")
    played = app.store.stats.get("eight_off", "C2").played
    scene = open_lost(app)
    scene.go(19)
    press(app, "Try from here")
    table = app.scene
    assert isinstance(table, TableScene)
    assert table.session.game.snapshot() == scene.games[19].snapshot()
    assert not table.session.counted
    table.session.play(scene.review.better_line[0])  # type: ignore[index,union-attr]
    assert kept_game(app.store.data_dir / "savegame-golf.json") == before
    assert app.store.stats.get("eight_off", "C2").played == played


def test_share_gives_the_game_as_one_text(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    from scenes.dialogs import review as review_module

    got: list[str] = []
    monkeypatch.setattr(review_module, "copy_text", lambda text: got.append(text) or True)
    scene = open_lost(app)
    press(app, "Share")
    assert got == [f"{LOST['code']} {LOST['moves']}"]
    assert scene.note.startswith("Copied: EO1-C2-AAAAAAS 6f bf")
    monkeypatch.setattr(review_module, "copy_text", lambda text: False)  # no clipboard
    press(app, "Share")
    assert scene.note.startswith("To share: EO1-C2-AAAAAAS")


def test_a_costly_move_says_what_was_better(app: App) -> None:
    start = game_from_code(GAMES["golf-stuck"]["code"])
    moves = read_line(start, GAMES["golf-stuck"]["moves"])
    app.navigate(intents.Review(start, moves))
    scene = reviewed(app)
    assert scene.review is not None
    last = scene.review.costly[0]
    assert last.move == 48 and last.cost == 1.0
    scene.go(47)
    words, costly = scene.next_words()
    assert words.startswith("Next: move 48, drew the J♦ from the stock · ")
    assert costly and "it cost 100% of the chance" in words
    assert words.endswith("better: put the 8♠ on the waste")


# --- recent games ---------------------------------------------------------------------------
def test_recent_games_review_and_replay(app: App) -> None:
    session = play_lost_game(app)
    Session.start(app.store, "eight_off", "C2", 3)  # the lost game is abandoned: in the history
    app.store.clear_game()
    app.navigate(intents.Stats("eight_off"))
    press(app, "Recent games")
    page = app.scene
    assert isinstance(page, HistoryScene) and page.game == "eight_off"
    [entry] = page.shown()
    assert entry.code == "EO1-C2-AAAAAAS" and entry.result == "abandoned"
    press(app, "Review")
    scene = reviewed(app)
    assert scene.moves == session.line
    press(app, "Back")
    press(app, "Replay")
    table = app.scene
    assert isinstance(table, TableScene) and table.session.code == "EO1-C2-AAAAAAS"
    assert table.session.game.moves == 0


def test_a_damaged_game_in_the_list_is_set_aside_with_a_notice(app: App) -> None:
    for deal in (3, 4):
        session = Session.start(app.store, "golf", "E", deal)
        session.play(session.game.legal_moves()[0])
    Session.start(app.store, "golf", "E", 5)
    app.store.clear_game()
    newest = app.store.stats.history[-1]
    broken = type(newest)(**{**newest.__dict__, "line": "5>w 5>w 5>w 5>w 5>w 5>w"})
    app.store.stats.history[-1] = broken
    app.navigate(intents.History("golf"))
    page = app.scene
    assert isinstance(page, HistoryScene) and len(page.shown()) == 2
    first_review = next(b for b in app.gui.buttons() if app.gui.label_of(b) == "Review")
    app.step([pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=first_review)])
    app.step([], dt=0.02)
    assert app.scene is page and len(page.shown()) == 1
    assert page.toast.visible and "could not be read" in page.toast.message
    assert [e.game_id for e in app.store.stats.history] == [app.store.stats.history[0].game_id]


@pytest.mark.parametrize("size", [(800, 480), (480, 800), (1920, 1080)])
@pytest.mark.parametrize("games", [3, 12])
def test_the_set_aside_notice_lies_clear_of_every_button(tmp_path: Path, size: tuple[int, int],
                                                        games: int) -> None:
    """It was drawn under the tabs of Recent games (widgets are drawn over the page)."""
    made = App(size, "hu", data_dir=tmp_path)
    made.nav.to_menu()
    for deal in range(3, 3 + games):
        session = Session.start(made.store, "golf", "E", deal)
        session.play(session.game.legal_moves()[0])
    made.store.clear_game()
    newest = made.store.stats.history[-1]
    made.store.stats.history[-1] = type(newest)(**{**newest.__dict__, "line": "5>w 5>w 5>w"})
    made.navigate(intents.History("golf"))
    page = made.scene
    assert isinstance(page, HistoryScene)
    review = next(b for b in made.gui.buttons() if made.gui.label_of(b) == "Elemzés")
    made.step([pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=review)])
    made.step([], dt=0.02)
    assert page.toast.visible and page.toast.rect.height
    assert page.toast.rect.collidelist([w.rect for w in page.widgets]) == -1


@pytest.mark.parametrize("size", [(800, 480), (1280, 800)])
def test_recent_games_words_keep_their_size_beside_the_buttons(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int],
) -> None:
    """In Russian on a small window, a stuck game's line ("Больше нет возможных ходов · …")
    is drawn at the small size, not shrunk: the list takes the window's width and the
    buttons only what their labels need; the count above the rows clears the tabs."""
    import scenes.dialogs.history as history_module
    from scenes.ui import text
    from scenes.ui.drawing import line_height

    made = App(size, "ru", data_dir=tmp_path)
    made.nav.to_menu()
    stuck = Session.start(made.store, "golf", "C", 2)
    while not stuck.finished:
        stuck.play(stuck.game.legal_moves()[0])
    stuck.record_result()
    drawn: list[tuple[str, int, bool, pygame.Rect]] = []
    real = history_module.draw_text

    def spy(surface: pygame.Surface, label: str, size: int, colour: object,
            rect: pygame.Rect, **kw: object) -> pygame.Rect:
        drawn.append((label, size, bool(kw.get("bold")), rect))
        return real(surface, label, size, colour, rect, **kw)  # type: ignore[arg-type]

    monkeypatch.setattr(history_module, "draw_text", spy)
    made.navigate(intents.History("golf"))
    page = made.scene
    assert isinstance(page, HistoryScene) and page.shown()
    made.draw()
    assert drawn
    for label, size_px, bold, rect in drawn:
        assert text.text_width(label, size_px, bold) <= rect.width, (label, rect.width)
    count = drawn[-1][3]  # "Партии 1–1 из 1", drawn last, between the tabs and the rows
    assert count.height >= line_height(made.metrics.small)
    pygame.event.clear()


@pytest.mark.parametrize(("lang", "size"), [("he", (800, 1280)), ("hu", (800, 1280)),
                                             ("ru", (800, 480)), ("he", (800, 480))])
def test_the_review_buttons_share_one_label_size(
    tmp_path: Path, lang: str, size: tuple[int, int],
) -> None:
    """Previous, Autoplay, Next, Winning line and Try from here at one size: the row is
    shared by what each label needs ("הפעלה אוטומטית" was shrunk to the smallest size
    beside the others in portrait)."""
    from scenes.ui.gui import fitted_size, label_room

    made = App(size, lang, data_dir=tmp_path)
    made.nav.to_menu()
    made.navigate(intents.Review(LOST["code"], LOST["moves"]))
    scene = made.scene
    assert isinstance(scene, ReviewScene)
    keys = ("previous", "play", "next", "line", "try")
    fonts = {next(i for i in scene.buttons[k].object_ids if i and i.startswith("#f"))
             for k in keys}  # the font each label is drawn in
    assert len(fonts) == 1, fonts
    size = int(fonts.pop()[2:])
    for k in keys:  # each label whole at that size
        button = scene.buttons[k]
        assert fitted_size(made.gui.label_of(button), *label_room(button.rect), size) == size, k
    pygame.event.clear()


# --- the calendar -----------------------------------------------------------------------------
def tap_day(app: App, scene: CalendarScene, day: _dt.date) -> None:
    pos = scene.day_boxes[day].center
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)])
    app.step([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])


def test_a_past_day_opens_its_deal_or_its_review(app: App) -> None:
    today = _dt.date.today()
    earlier = today - _dt.timedelta(days=3)
    app.navigate(intents.Calendar("golf"))
    scene = app.scene
    assert isinstance(scene, CalendarScene)
    scene.month = earlier.replace(day=1)  # the month shown (it may be the last one)
    scene.rebuild()
    tap_day(app, scene, earlier)  # not played: its deal, counted for its day
    table = app.scene
    assert isinstance(table, TableScene) and table.session.daily_date == earlier
    table.session.play(table.session.game.legal_moves()[0])
    app.navigate(intents.Back())
    Session.abandon_all(app.store)  # the day's game ends, lost: in the history
    app.nav.to_menu()
    app.navigate(intents.Calendar("golf"))
    scene = app.scene
    assert isinstance(scene, CalendarScene)
    if earlier.month != today.month:
        scene.go(-1)  # a day of that month is played now: the calendar goes back to it
    tap_day(app, scene, earlier)
    review_scene = reviewed(app)
    assert review_scene.start.code == app.store.stats.daily_game(earlier, "golf").code  # type: ignore[union-attr]
    assert len(review_scene.moves) == 1


def test_a_day_to_come_opens_nothing(app: App) -> None:
    app.navigate(intents.Calendar("golf"))
    scene = app.scene
    assert isinstance(scene, CalendarScene)
    later = [d for d in scene.day_boxes if d > _dt.date.today()]
    if later:
        tap_day(app, scene, later[0])
        assert app.scene is scene


def test_the_month_trophy_in_words() -> None:
    from game.rewards import month_trophy

    assert trophy_words(month_trophy(2026, 11, 4)) == (
        "No trophy yet", "4 of 30 days won · 6 more for bronze")
    assert trophy_words(month_trophy(2026, 11, 22)) == (
        "Silver trophy", "22 of 30 days won · 8 more for gold")
    assert trophy_words(month_trophy(2026, 11, 30)) == ("Gold trophy", "30 of 30 days won")


def test_review_is_the_same_in_the_loop_and_in_the_engine(searching_app: App) -> None:
    app = searching_app
    scene = open_lost(app)
    start = game_from_code(LOST["code"])
    assert scene.review is not None
    assert scene.review.points == review(start, read_line(start, LOST["moves"])).points
