"""Nothing is thrown away without asking, and nothing to ask when nothing is thrown away:
every game keeps its own game in progress (its single game, daily deal and round), so another
game's tile or deal never ends one; a new deal in a game's own place asks first while its game
is in progress (a move played, not over), names what is lost, offers to continue it, and a No
changes nothing; the daily deal in progress is continued, not dealt again."""

from __future__ import annotations

import datetime as _dt
from pathlib import Path

import pygame
import pygame_gui
import pytest

from game.session import Session
from game.store import Slot
from scenes import intents
from scenes.app import App
from scenes.dialogs.notice import ConfirmScene
from scenes.pages.menu import MenuScene
from scenes.table.scene import TableScene

TODAY = _dt.date.today()


def press(app: App, label: str) -> None:
    """Press the button on screen whose label starts with ``label``, as a finger would."""
    found = [b for b in app.gui.buttons() if app.gui.label_of(b).startswith(label)]
    assert found, f"no button {label!r} among {[app.gui.label_of(b) for b in app.gui.buttons()]}"
    app.step([pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=found[0])], dt=0.02)
    app.step([], dt=0.02)


def press_tile(app: App, name: str) -> None:
    menu = app.scene
    assert isinstance(menu, MenuScene)
    tile = next(w for w, n in menu.tile_buttons.items() if n == name)
    app.step([pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=tile)], dt=0.02)
    app.step([], dt=0.02)


def table(app: App) -> TableScene:
    scene = app.scene
    assert isinstance(scene, TableScene), type(scene).__name__
    return scene


def play(app: App, moves: int) -> None:
    scene = table(app)
    for _ in range(moves):
        scene.play_move(scene.game.legal_moves()[0])
        app.step([], dt=0.3)


def started(app: App, moves: int = 4) -> Session:
    """A Golf game at ``moves`` moves, on the table."""
    app.nav.start_game("golf", "E", 5)
    app.step([], dt=1.0)
    play(app, moves)
    return table(app).session


def unchanged(app: App, session: Session, moves: int) -> None:
    saved = app.store.load_game(session.slot)
    assert saved is not None and saved.game_id == session.game_id
    assert saved.game.moves == moves
    assert app.store.stats.get("golf", "E").played == 0


# --- the steps ----------------------------------------------------------------------
def test_the_daily_deal_in_progress_is_continued_from_the_menu(app: App) -> None:
    press(app, "Daily deal")
    app.step([], dt=1.0)
    session = table(app).session
    assert session.daily_date == TODAY
    play(app, 4)
    press(app, "Menu")
    assert isinstance(app.scene, MenuScene)
    press(app, "Daily deal")
    continued = table(app).session
    assert continued.game_id == session.game_id and continued.game.moves == 4
    assert app.store.stats.get(session.name, session.options).played == 0


def test_the_daily_deal_in_progress_is_continued_after_a_restart(app: App,
                                                                  tmp_path: Path) -> None:
    press(app, "Daily deal")
    app.step([], dt=1.0)
    session = table(app).session
    play(app, 4)
    app.nav.to_menu()
    pygame.quit()
    again = App((800, 480), "en", data_dir=tmp_path)  # the app killed and started again
    again.nav.to_menu()
    press(again, "Daily deal")
    continued = table(again).session
    assert continued.game_id == session.game_id and continued.game.moves == 4


def test_a_new_deal_asks_and_cancel_keeps_the_game_and_the_statistics(app: App) -> None:
    session = started(app)
    press(app, "Menu")
    press_tile(app, "golf")  # the game's tile: its game in progress goes on
    resumed = table(app).session
    assert resumed.game_id == session.game_id
    table(app).new_game()  # the table's New game: the window
    app.step([], dt=0.02)
    press(app, "New deal")
    question = app.scene
    assert isinstance(question, ConfirmScene)
    assert question.message.startswith("Abandon this game? It counts as a loss.")
    assert "Golf" in question.message and "4 moves" in question.message
    labels = [app.gui.label_of(b) for b in app.gui.buttons()]
    assert {"Cancel", "Continue", "Abandon"} <= set(labels)
    press(app, "Cancel")
    assert type(app.scene).__name__ == "NewGameScene"
    unchanged(app, session, 4)
    press(app, "New deal")
    press(app, "Continue")  # the game asked about, on its table, as it was
    assert table(app).session is resumed and resumed.game.moves == 4
    unchanged(app, session, 4)


def test_yes_deals_and_counts_the_old_game_as_a_loss(app: App) -> None:
    session = started(app)
    table(app).new_game()  # the table's New game: the window
    app.step([], dt=0.02)
    press(app, "New deal")
    press(app, "Abandon")
    now = table(app).session
    assert now.game_id != session.game_id and now.game.moves == 0
    stats = app.store.stats.get("golf", "E")
    assert (stats.played, stats.won) == (1, 0)


# --- every other way ------------------------------------------------------------------------
@pytest.mark.parametrize("button", ["New deal", "Same deal"])
def test_each_deal_of_the_window_asks(app: App, button: str) -> None:
    session = started(app)
    table(app).new_game()
    app.step([], dt=0.02)
    press(app, button)
    assert isinstance(app.scene, ConfirmScene)
    press(app, "Cancel")
    unchanged(app, session, 4)


def test_the_daily_deal_asks_only_about_another_days_daily_deal(app: App) -> None:
    session = started(app)  # a single game: the daily deal is kept apart from it
    yesterday = TODAY - _dt.timedelta(days=1)
    app.nav.start_game("golf", "E", 9, daily_date=yesterday)  # from the calendar
    app.step([], dt=1.0)
    daily = table(app).session
    play(app, 2)
    table(app).new_game()
    app.step([], dt=0.02)
    press(app, "Daily deal")  # today's, in the place of yesterday's
    question = app.scene
    assert isinstance(question, ConfirmScene) and "daily deal of" in question.message
    press(app, "Abandon")
    today = table(app).session
    assert today.daily_date == TODAY and today.game_id != daily.game_id
    result = app.store.stats.daily_result(yesterday, "golf", "E")
    assert result is not None and result.played == 1
    kept = app.store.load_game(session.slot)  # the single game: as it was
    assert kept is not None and kept.game_id == session.game_id and kept.game.moves == 4


def test_a_typed_code_asks_about_its_own_game_only(app: App) -> None:
    session = started(app)
    app.navigate(intents.NewGame(code_mode=True))
    app.step([], dt=0.02)
    scene = app.scene
    for key in "GO1-C-AAAAAFA":
        scene.press_key(key)  # type: ignore[union-attr]
    press(app, "Play")
    assert isinstance(app.scene, ConfirmScene)
    press(app, "Cancel")
    unchanged(app, session, 4)
    press(app, "Play")
    press(app, "Abandon")
    assert table(app).session.code == "GO1-C-AAAAAFA"
    app.navigate(intents.NewGame(code_mode=True))
    app.step([], dt=0.02)
    scene = app.scene
    for key in "EO1-C8-AAAAAFA":  # another game's code: nothing of Golf's at stake
        scene.press_key(key)  # type: ignore[union-attr]
    press(app, "Play")
    assert table(app).session.code == "EO1-C8-AAAAAFA"


def test_another_games_tile_opens_at_once_and_each_game_is_kept(app: App) -> None:
    golf = started(app)
    app.nav.to_menu()
    app.step([], dt=0.02)
    press_tile(app, "eight_off")  # a new deal of another game: nothing to ask
    eight = table(app).session
    assert eight.name == "eight_off"
    play(app, 3)
    press(app, "Menu")
    press_tile(app, "golf")
    assert table(app).session.game_id == golf.game_id and golf.game.moves == 4
    press(app, "Menu")
    press_tile(app, "eight_off")
    assert table(app).session.game_id == eight.game_id and eight.game.moves == 3
    unchanged(app, golf, 4)
    assert app.store.stats.get("eight_off", "C8").played == 0


def test_the_menus_daily_deal_leaves_another_game_in_progress_alone(app: App) -> None:
    session = started(app)
    app.nav.to_menu()
    app.step([], dt=0.02)
    press(app, "Daily deal")
    assert table(app).session.daily_date == TODAY
    unchanged(app, session, 4)


def test_the_windows_daily_deal_continues_the_daily_in_progress(app: App) -> None:
    press(app, "Daily deal")
    app.step([], dt=1.0)
    session = table(app).session
    play(app, 2)
    table(app).new_game()
    app.step([], dt=0.02)
    press(app, "Daily deal")
    assert table(app).session is session and session.game.moves == 2


def test_a_game_without_a_move_is_not_asked_about(app: App) -> None:
    app.nav.start_game("golf", "E", 5)
    app.step([], dt=1.0)
    first = table(app).session
    table(app).new_game()
    app.step([], dt=0.02)
    press(app, "New deal")
    assert table(app).session is not first  # dealt at once
    assert app.store.stats.get("golf", "E").played == 0


def test_after_a_win_new_deal_deals_at_once(app: App) -> None:
    layout = {"game": "golf", "options": "E", "tableau": [["5C"], [], [], [], [], [], []],
              "waste": ["4C"], "stock": []}
    app.nav.open_table(Session.from_layout(app.store, layout))
    app.step([], dt=0.5)
    table(app).play_move(table(app).game.legal_moves()[0])
    for _ in range(20):
        app.step([], dt=0.5)  # the celebration, then the results
    press(app, "New deal")
    assert table(app).session.game.moves == 0
    assert app.store.stats.get("golf", "E").won == 1


# --- a round of nine holes ------------------------------------------------------------------
def round_started(app: App, moves: int) -> Session:
    """A round of Golf Easy on the table, its first hole at ``moves`` moves."""
    app.nav.start_round("golf", "E")
    app.step([], dt=1.0)
    play(app, moves)
    session = table(app).session
    assert session.round is not None
    return session


def test_a_new_round_asks_about_the_round_in_progress_and_cancel_keeps_it(app: App) -> None:
    session = round_started(app, 3)
    table(app).new_game()
    app.step([], dt=0.02)
    press(app, "Round of 9 holes")
    question = app.scene
    assert isinstance(question, ConfirmScene)
    assert question.message.startswith("Abandon this round? It counts as played, not completed.")
    assert "round of 9 holes: Hole 1 of 9" in question.message
    press(app, "Cancel")
    saved = app.store.load_game(session.slot)
    assert saved is not None and saved.game_id == session.game_id and saved.round is not None
    assert app.store.stats.get_rounds("golf", "E").played == 0


def test_a_single_game_leaves_the_round_for_later_and_continue_finds_it(app: App) -> None:
    played = round_started(app, 3)
    table(app).new_game()
    app.step([], dt=0.02)
    press(app, "New deal")  # a single game of Golf: the round stays as it is
    single = table(app).session
    assert single.round is None and app.store.stats.get_rounds("golf", "E").played == 0
    table(app).new_game()
    app.step([], dt=0.02)
    press(app, "Round of 9 holes")  # the round in progress: Continue it...
    press(app, "Continue")
    assert table(app).session.game_id == played.game_id and played.game.moves == 3
    press(app, "Menu")
    press_tile(app, "golf")  # ...and the tile opens the one left last: the round
    assert table(app).session.game_id == played.game_id
    assert app.store.load_game(Slot("golf")).game_id == single.game_id  # type: ignore[union-attr]


def test_yes_ends_the_round_played_not_completed(app: App) -> None:
    round_started(app, 3)
    table(app).new_game()
    app.step([], dt=0.02)
    press(app, "Round of 9 holes")  # another round asks as well
    press(app, "Abandon")
    now = table(app).session
    assert now.round is not None and now.hole == 1 and now.game.moves == 0
    rounds = app.store.stats.get_rounds("golf", "E")
    assert (rounds.played, rounds.completed) == (1, 0)
    assert app.store.stats.get("golf", "E").played == 0  # a hole is not a single game


def test_a_round_not_yet_started_is_not_asked_about(app: App) -> None:
    first = round_started(app, 0)
    table(app).new_game()
    app.step([], dt=0.02)
    press(app, "New deal")
    assert table(app).session is not first and table(app).session.round is None
    assert app.store.stats.get_rounds("golf", "E").played == 0
