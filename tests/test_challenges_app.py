"""The daily challenges in the app: from the menu and the calendar to the table, the goal in
the top bar, the results, and starting one again."""

from __future__ import annotations

import datetime as _dt
from pathlib import Path

from game import notation
from game.challenges import challenges_for, progress_text
from game.i18n import set_language
from game.session import Session
from scenes import intents
from scenes.app import App
from scenes.dialogs.calendar import CHALLENGES_TAB, CalendarScene
from scenes.dialogs.challenges import ChallengesScene
from scenes.dialogs.results import ResultsScene, challenge_lines
from scenes.pages.menu import MenuScene
from scenes.table.scene import TableScene
from tests.test_new_game import click, confirm_abandon

DAY = _dt.date(2026, 12, 1)  # shipped


def menu_of(tmp_path: Path, lang: str = "en") -> App:
    app = App((1280, 800), lang, data_dir=tmp_path)
    menu = MenuScene(app)
    menu.today = DAY
    app.stack.push(menu)
    return app


def play_proof(session: Session) -> None:
    assert session.challenge is not None
    for token in session.challenge.proof.split():
        session.play(notation.resolve(session.game, notation.parse(token)))
    session.record_result()


def test_the_menu_opens_the_days_challenges_and_one_plays_on_the_table(tmp_path: Path) -> None:
    app = menu_of(tmp_path)
    menu = app.scene
    assert isinstance(menu, MenuScene) and menu.challenges_button is not None
    assert app.gui.label_of(menu.challenges_button) == "Challenges"
    click(app, menu.challenges_button)
    listing = app.scene
    assert isinstance(listing, ChallengesScene) and listing.day == DAY
    assert [c.number for c in listing.found] == [1, 2, 3]
    third = next(w for w, n in listing.play_buttons.items() if n == 3)
    click(app, third)
    table = app.scene
    assert isinstance(table, TableScene)
    found = challenges_for(DAY)[2]
    assert table.session.challenge == found
    progress = table.session.challenge_progress()
    assert progress is not None and not progress.over
    assert table.bar.goal_line() == progress_text(found, progress.value)
    assert table.session.hint_aim == found.kind.aim


def test_a_met_challenge_says_so_and_counts_on_the_menu(tmp_path: Path) -> None:
    app = menu_of(tmp_path)
    session = Session.start_challenge(app.store, DAY, 3)
    play_proof(session)
    lines = challenge_lines(session)
    assert lines[0] == (f"Challenge met: {session.challenge.words()}", True)  # type: ignore
    app.navigate(intents.Results(session))
    assert isinstance(app.scene, ResultsScene)
    app.step([], 1 / 30)
    app.draw()
    app.stack.reset_to(MenuScene(app))
    menu = app.scene
    assert isinstance(menu, MenuScene)
    menu.today = DAY
    menu.rebuild()
    assert app.gui.label_of(menu.challenges_button) == "Challenges · 1/3"


def test_the_calendars_tab_counts_stars_and_opens_a_past_day(tmp_path: Path) -> None:
    set_language("en")
    app = menu_of(tmp_path)
    for number in (1, 2, 3):
        app.store.stats.meet_challenge(DAY, number)
    app.store.stats.meet_challenge(DAY + _dt.timedelta(days=1), 2)
    calendar = CalendarScene(app, CHALLENGES_TAB)
    calendar.month = DAY.replace(day=1)
    app.stack.push(calendar)
    days = calendar.days()
    assert days[1].won and days[1].played == 3
    assert not days[2].won and days[2].played == 1
    calendar.open_day(DAY)
    assert isinstance(app.scene, ChallengesScene) and app.scene.day == DAY


def test_a_challenge_in_progress_is_continued_or_asked_about(tmp_path: Path) -> None:
    app = menu_of(tmp_path)
    first = Session.start_challenge(app.store, DAY, 3)
    token = first.challenge.proof.split()[0]  # type: ignore[union-attr]
    first.play(notation.resolve(first.game, notation.parse(token)))
    app.navigate(intents.PlayChallenge(DAY, 3))  # the same: continued
    table = app.scene
    assert isinstance(table, TableScene) and table.session.game_id == first.game_id
    app.navigate(intents.ToMenu())
    other_day = DAY + _dt.timedelta(days=3)
    # Another day's challenge of the same game replaces it: asked first.
    number = next(c.number for c in challenges_for(other_day) if c.game == first.name)
    app.navigate(intents.PlayChallenge(other_day, number))
    confirm_abandon(app)
    table = app.scene
    assert isinstance(table, TableScene) and table.session.challenge_key == (other_day, number)
    assert app.store.stats.get(first.name, first.options).played == 1  # the loss, counted
    assert app.store.stats.challenges == {}
