"""Teaching on the real screens: the first-run lesson played by finger on the table, its coach
refusing what it does not ask for, the "?" of the table, the advice line under a refusal."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game import i18n, parse_code
from game.lessons import Do, all_lessons
from game.moves import STOCK, Move, PileKind, column
from game.session import Session
from game.variant import MSG_TOO_MANY
from scenes import games, intents
from scenes.app import App
from scenes.table.play import MSG_FOLLOW
from scenes.table.scene import TableScene
from tests.test_table import card_point, drag, press_button, tap

LESSONS = all_lessons()  # every registered game that has one, by game


def open_game(app: App, name: str, options: str, deal: int = 7) -> Session:
    """What the menu's New game does: deal, and open the table (or its lesson first)."""
    session = app.nav.start_game(name, options, deal)
    app.step([], dt=1.0)
    return session


def lesson_table(app: App) -> TableScene:
    scene = app.scene
    assert isinstance(scene, TableScene) and scene.coaching is not None
    return scene


def settle(app: App, seconds: float = 1.0) -> None:
    for _ in range(round(seconds / 0.05)):
        app.step([], dt=0.05)


def source_point(table: TableScene, move: Move) -> tuple[int, int]:
    if STOCK in (move.source, move.target):  # a draw, or the waste turned back: a tap on it
        return table.board.slot(STOCK).center
    return card_point(table, move.source, -move.count)


def target_point(table: TableScene, move: Move) -> tuple[int, int]:
    return card_point(table, move.target)


def do_step(app: App, table: TableScene) -> None:
    """The step the coach asks for, done as a player does it: by finger and by the bar."""
    coach = lesson_table(app).coaching.coach  # type: ignore[union-attr]
    step = coach.step
    assert step is not None
    if step.do is Do.UNDO:
        press_button(app, table.bar.buttons["undo"])
    elif step.do is Do.HINT:
        press_button(app, table.bar.buttons["hint"])
        for _ in range(400):
            app.step([], dt=0.02)
            if table.searches.hint_ask is None:
                break
    else:
        move = coach.expected()
        assert move is not None
        if step.do is Do.DRAG:
            drag(app, source_point(table, move), target_point(table, move))
        elif step.do is Do.DOUBLE_TAP:
            tap(app, source_point(table, move))
            tap(app, source_point(table, move))
        else:
            tap(app, source_point(table, move))
    settle(app, 0.6)


def test_a_game_opened_the_first_time_starts_with_its_lesson(tmp_path: Path,
                                                            lessons_on: None) -> None:
    app = App((1280, 800), "en", data_dir=tmp_path)
    app.nav.to_menu()
    session = open_game(app, "eight_off", "C8")
    table = lesson_table(app)
    assert table.session is not session and table.coaching.then is session  # type: ignore[union-attr]
    assert app.store.settings.lessons_seen == ["eight_off"]
    # Skip: the game the player opened, on its own table.
    skip = next(b for b in app.gui.buttons() if b.text == "Skip the lesson")
    press_button(app, skip)
    scene = app.scene
    assert isinstance(scene, TableScene) and scene.coaching is None and scene.session is session
    # The next time, straight to the game; another game still has its lesson.
    app.nav.to_menu()
    open_game(app, "eight_off", "C8", deal=8)
    assert isinstance(app.scene, TableScene) and app.scene.coaching is None
    open_game(app, "golf", "E")
    assert lesson_table(app).coaching.game_name == "golf"  # type: ignore[union-attr]


def test_a_script_opens_a_game_without_its_lesson(tmp_path: Path, lessons_on: None) -> None:
    """App(lessons=False): scripted taps reach the game, not its coach; nothing is marked seen."""
    app = App((1280, 800), "en", data_dir=tmp_path, lessons=False)
    app.nav.to_menu()
    session = open_game(app, "eight_off", "C8")
    scene = app.scene
    assert isinstance(scene, TableScene) and scene.coaching is None and scene.session is session
    assert app.store.settings.lessons_seen == []


def test_no_lesson_in_kiosk_mode_nor_for_a_game_already_started(tmp_path: Path,
                                                               lessons_on: None) -> None:
    app = App((1280, 800), "en", data_dir=tmp_path)
    app.nav.to_menu()
    session = Session.start(app.store, "golf", "E", 3)
    session.play(session.game.legal_moves()[0])
    app.nav.open_table(session)
    assert isinstance(app.scene, TableScene) and app.scene.coaching is None
    kiosk = App((1280, 800), "en", data_dir=tmp_path / "kiosk", kiosk=True)
    kiosk.nav.to_menu()
    kiosk.nav.start_game("golf", "E", 3)
    assert isinstance(kiosk.scene, TableScene) and kiosk.scene.coaching is None


@pytest.mark.parametrize(("name", "options", "size", "lang"), [
    ("golf", "E", (800, 480), "he"),
    ("easy_harp", "N", (480, 800), "hu"),
    ("eight_off", "C8", (800, 480), "ru"),
    ("eight_off", "C8", (1280, 800), "en"),
])
def test_each_lesson_is_played_by_finger_to_its_end(tmp_path: Path, lessons_on: None,
                                                    name: str, options: str,
                                                    size: tuple[int, int], lang: str) -> None:
    app = App(size, lang, data_dir=tmp_path)
    app.nav.to_menu()
    session = open_game(app, name, options)
    table = lesson_table(app)
    coach = table.coaching.coach  # type: ignore[union-attr]
    seen = set()
    while not coach.finished:
        before = (coach.index, coach.part)
        seen.add(coach.step.do)  # type: ignore[union-attr]
        do_step(app, table)
        assert (coach.index, coach.part) != before, f"step {before} did not go on"
        bubble = table.coaching.bubble  # type: ignore[union-attr]
        assert pygame.Rect((0, 0), size).contains(bubble)
    # Eight Off has no stock; in Golf a single tap plays every card (no double tap to learn).
    assert seen == set(Do) - {"golf": {Do.DOUBLE_TAP}, "eight_off": {Do.STOCK}}.get(name, set())
    labels = [app.gui.label_of(b) for b in app.gui.buttons()]
    assert i18n._("Skip the lesson") not in labels
    if table.session.won:  # the celebration: the bubble is gone, and its buttons with it
        assert table.play.celebrating and i18n._("Again") not in labels
    settle(app, 8.0)  # a win's celebration ends by itself
    assert app.scene is table  # the lesson's last words, not the results
    assert table.coaching.coach.text() == i18n._(LESSONS[name].done)  # type: ignore[union-attr]
    # The last bubble offers "One tap moves a card wherever it fits" (off: the rules' tap).
    row = table.coaching.switch_row  # type: ignore[union-attr]
    assert row is not None and table.coaching.bubble.contains(row)  # type: ignore[union-attr]
    switch = next(b for b in app.gui.buttons() if b.rect == row)
    assert not app.store.settings.one_tap_anywhere
    press_button(app, switch)
    assert app.store.settings.one_tap_anywhere and table.coaching.one_tap  # type: ignore[union-attr]
    # A practice game is never counted nor saved over the game waiting for it.
    assert app.store.stats.get(name, options).played == 0
    words = i18n._("Play {game}").format(game=games.title(name))
    play = next(b for b in app.gui.buttons() if app.gui.label_of(b) == words)
    press_button(app, play)
    scene = app.scene
    assert isinstance(scene, TableScene) and scene.session is session and scene.coaching is None


def test_the_coach_refuses_a_legal_move_it_did_not_ask_for(tmp_path: Path,
                                                          lessons_on: None) -> None:
    app = App((1280, 800), "en", data_dir=tmp_path)
    app.nav.to_menu()
    open_game(app, "eight_off", "C8")
    table = lesson_table(app)
    game = table.game
    wanted = table.coaching.coach.expected()  # type: ignore[union-attr]
    other = next(m for m in game.legal_moves()
                 if m != wanted and m.source.kind is PileKind.COLUMN
                 and m.target.kind is PileKind.CELL)
    layout = game.layout()
    drag(app, card_point(table, other.source), card_point(table, other.target))
    settle(app, 0.3)
    assert game.layout() == layout and game.moves == 0
    assert table.toast.visible and table.toast.message == i18n._(MSG_FOLLOW)
    press_button(app, table.bar.buttons["undo"])  # not asked for either: nothing happens
    assert game.layout() == layout and table.coaching.coach.index == 0  # type: ignore[union-attr]


def test_the_rules_page_replays_the_lesson_and_comes_back(tmp_path: Path) -> None:
    from scenes.pages.rules import RulesScene

    app = App((1280, 800), "en", data_dir=tmp_path)
    app.nav.to_menu()
    app.navigate(intents.Rules("golf"))
    rules = app.scene
    assert isinstance(rules, RulesScene)
    lesson = next(b for b in app.gui.buttons() if b.text == "Lesson")
    press_button(app, lesson)
    table = lesson_table(app)
    assert table.coaching.then is None  # type: ignore[union-attr]
    press_button(app, next(b for b in app.gui.buttons() if b.text == "Skip the lesson"))
    assert app.scene is rules


def test_the_help_button_opens_the_rules_at_the_section_of_the_last_refusal(
        tmp_path: Path) -> None:
    from scenes.pages.rules import RulesScene

    app = App((1280, 800), "en", data_dir=tmp_path)
    app.nav.to_menu()
    # Eight Off with no free cell and no empty column: a run of two is one too many.
    layout = {"game": "eight_off", "options": "C8",
              "tableau": [["QS", "JS"], ["KH", "QH"], ["KD", "KS"], ["KC", "2S"],
                          ["QC", "3S"], ["QD", "4S"], ["JD", "5S"], ["JC", "6S"]],
              "cells": ["7S", "8S", "9S", "TS", "JH", "TH", "9H", "8H"],
              "foundations": [["AS"], ["AH", "2H", "3H", "4H", "5H", "6H", "7H"],
                              ["AD", "2D", "3D", "4D", "5D", "6D", "7D", "8D", "9D", "TD"],
                              ["AC", "2C", "3C", "4C", "5C", "6C", "7C", "8C", "9C", "TC"]]}
    session = Session.from_layout(app.store, layout)
    app.nav.open_table(session)
    table = app.scene
    assert isinstance(table, TableScene)
    app.step([], dt=1.0)
    press_button(app, table.bar.buttons["help"])
    top = app.scene
    assert isinstance(top, RulesScene) and top.game == "eight_off" and top.view.offset == 0
    app.navigate(intents.Back())
    table = app.scene
    assert isinstance(table, TableScene)
    drag(app, card_point(table, column(0), 0), card_point(table, column(2)))
    settle(app, 0.3)
    assert table.play.last_refusal == MSG_TOO_MANY
    press_button(app, table.bar.buttons["help"])
    rules = app.scene
    assert isinstance(rules, RulesScene) and rules.page is not None
    assert rules.view.offset == pytest.approx(rules.page.anchors["group"], abs=2)
    assert rules.view.offset > 0


def test_a_single_useless_tap_says_what_would_work_under_the_seed_words(
        tmp_path: Path) -> None:
    app = App((1280, 800), "he", data_dir=tmp_path)
    app.nav.to_menu()
    layout = {"game": "easy_harp", "options": "N",
              "tableau": [["TS"], ["KC", "QD"], ["#JH", "KD", "QS"], ["KS", "QH"], ["QC", "JC"],
                          ["KH"], ["JS"], ["JD"], ["TH"]],
              "stock": [], "waste": ["9C", "TC"],
              "foundations": LESSONS["easy_harp"].layout["foundations"]}
    app.nav.open_table(Session.from_layout(app.store, layout))
    table = app.scene
    assert isinstance(table, TableScene)
    app.step([], dt=1.0)
    tap(app, card_point(table, column(4)))  # J♣: no foundation wants it, the Q♦ does
    settle(app, 0.5)
    assert table.toast.visible
    seed, advice = table.toast.message.split("\n")
    assert seed == i18n._("This card cannot go to a foundation yet")
    assert advice == i18n._("Double tap or drag it onto a column")
    assert table.game.moves == 0


def test_the_top_bar_question_mark_fits_800x480_in_both_orientations(tmp_path: Path) -> None:
    for size in ((800, 480), (480, 800)):
        for lang in ("he", "hu"):
            app = App(size, lang, data_dir=tmp_path / f"{lang}{size[0]}")
            app.nav.to_menu()
            app.nav.open_table(Session.start(app.store, "eight_off", "C8", 4))
            table = app.scene
            assert isinstance(table, TableScene)
            rects = {k: pygame.Rect(b.rect) for k, b in table.bar.buttons.items()}
            assert set(rects) == {"menu", "new", "undo", "hint", "help"}
            for key, rect in rects.items():
                assert pygame.Rect((0, 0), size).contains(rect)
                assert rect.height == rects["menu"].height and rect.width >= rect.height
                others = [r for k, r in rects.items() if k != key]
                assert rect.collidelist(others) == -1
            help_x = rects["help"].centerx
            if lang == "he":  # the bar is mirrored: "?" last in reading order, at the left
                assert help_x == min(r.centerx for r in rects.values())
            else:
                assert help_x == max(r.centerx for r in rects.values())


@pytest.mark.parametrize("lang", ["hu", "ru", "he"])
def test_the_bar_figures_fit_between_the_buttons_with_the_question_mark(tmp_path: Path,
                                                                       lang: str) -> None:
    for size in ((480, 800), (800, 480)):
        app = App(size, lang, data_dir=tmp_path / f"{size[0]}")
        app.nav.to_menu()
        app.nav.open_table(Session.start(app.store, "eight_off", "C8", 4))
        table = app.scene
        assert isinstance(table, TableScene)
        table.session.elapsed = 3725.0  # 1:02:05, the widest clock
        app.step([], dt=0.02)
        app.draw()
        image = table.bar._image
        assert image is not None
        assert image.get_width() <= table.bar.stats_rect.width
        assert image.get_height() <= table.board.bar.height


def test_a_typed_code_waiting_behind_its_lesson_is_still_checked(tmp_path: Path,
                                                                 lessons_on: None) -> None:
    """A typed code's game opens after its first lesson with the deal's quiet check."""
    app = App((1280, 800), "en", data_dir=tmp_path)
    app.nav.to_menu()
    lost = parse_code("GO1-C-AAAAAFA").deal
    app.navigate(intents.ChooseGame("golf", "C", lost, check_deal=True))
    app.step([], dt=1.0)
    lesson = lesson_table(app)
    assert lesson.searches.deal_job is None
    skip = next(b for b in app.gui.buttons() if b.text == "Skip the lesson")
    press_button(app, skip)
    table = app.scene
    assert isinstance(table, TableScene) and table.coaching is None
    settle(app, 3.0)
    assert table.searches.deal_lost
    # The next game opened straight away is not checked unless it asks.
    app.nav.start_game("golf", "C", 2)
    assert isinstance(app.scene, TableScene) and app.scene.searches.deal_job is None
