"""The Finish button: offered when the rest of the game needs no decision (never in Golf),
it plays the remaining cards home one by one, each counted, scored and saved as a tap would,
undo taking them back one by one; nothing moves unless it is pressed."""

from __future__ import annotations

from typing import Any

import pygame
import pygame_gui

from game.moves import PileKind
from game.session import Session
from scenes.app import App
from scenes.dialogs.results import ResultsScene
from scenes.table.scene import TableScene

SUITS = "SHDC"
RANKS = "A23456789TJ"

# Eight Off: everything home up to the Jacks; Kings and Queens left, each free to go home in
# turn (QS on KS: the Queen first). Eight cards: no decision left.
EIGHT_OFF = {
    "game": "eight_off", "options": "C8",
    "tableau": [["KS", "QS"], ["KH"], ["QH"], ["KD", "QD"], ["QC"], ["KC"], [], []],
    "cells": [None] * 8,
    "foundations": [[r + s for r in RANKS] for s in SUITS],
}
# The same with the Queen of spades under its King: the King must go to a cell first.
DECISION = dict(EIGHT_OFF, tableau=[["QS", "KS"], ["KH"], ["QH"], ["KD", "QD"], ["QC"], ["KC"],
                                    [], []])
GOLF = {"game": "golf", "options": "E", "tableau": [["6C", "5C"], [], [], [], [], [], []],
        "waste": ["4C"], "stock": []}


def open_layout(app: App, layout: dict[str, Any]) -> TableScene:
    app.nav.open_table(Session.from_layout(app.store, layout))
    app.step([], dt=0.5)
    table = app.scene
    assert isinstance(table, TableScene)
    return table


def press(app: App, widget: Any) -> None:
    app.step([pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=widget)], dt=0.0)


def home_cards(table: TableScene) -> int:
    game = table.game
    return sum(len(game.pile(p)) for p in game.places() if p.kind is PileKind.FOUNDATION)


def test_finish_plays_home_with_animation_counted_and_scored(app: App) -> None:
    table = open_layout(app, EIGHT_OFF)
    assert "finish" in table.bar.buttons and "hint" not in table.bar.buttons
    assert app.gui.label_of(table.bar.buttons["finish"]) == "Finish"
    by_hand = table.game.clone()
    line = by_hand.finish_line()
    assert line is not None and len(line) == 8
    for move in line:
        by_hand.play(move)
    press(app, table.bar.buttons["finish"])
    app.step([], dt=0.02)
    assert 1 <= home_cards(table) - 44 < 8  # one after another, not all at once
    assert table.view.anim.busy  # flying
    for _ in range(400):
        app.step([], dt=1 / 60)
        if isinstance(app.scene, ResultsScene):
            break
    assert table.session.won and isinstance(app.scene, ResultsScene)
    assert table.game.score == by_hand.score and table.game.moves == by_hand.moves == 8
    stats = app.store.stats.get("eight_off", "C8")
    assert (stats.played, stats.won, stats.best_score) == (1, 1, by_hand.score)


def test_undo_takes_back_the_last_card_and_the_finish_stops(app: App) -> None:
    table = open_layout(app, EIGHT_OFF)
    press(app, table.bar.buttons["finish"])
    for _ in range(9):
        app.step([], dt=1 / 60)  # 0.15 s: a few cards on their way home
    played = table.game.moves
    assert 1 <= played < 8
    last = table.session.window[-1]
    card = table.game.pile(last.target)[-1]
    press(app, table.bar.buttons["undo"])
    assert home_cards(table) == 44 + played - 1
    assert table.game.pile(last.source)[-1] == card  # back where it came from
    for _ in range(120):
        app.step([], dt=1 / 60)  # two seconds: nothing moves by itself
    assert home_cards(table) == 44 + played - 1 and not table.session.finished
    assert "finish" in table.bar.buttons  # offered again
    press(app, table.bar.buttons["finish"])
    for _ in range(400):
        app.step([], dt=1 / 60)
        if table.session.won:
            break
    assert table.session.won


def test_without_animations_the_finish_is_at_once(app: App) -> None:
    app.store.settings.animations = False
    table = open_layout(app, EIGHT_OFF)
    press(app, table.bar.buttons["finish"])
    app.step([], dt=0.02)
    assert table.session.won and isinstance(app.scene, ResultsScene)


def test_a_touch_during_the_finish_sends_the_rest_home_at_once(app: App) -> None:
    table = open_layout(app, EIGHT_OFF)
    press(app, table.bar.buttons["finish"])
    app.step([], dt=0.02)
    assert not table.session.won
    pos = (app.size[0] // 2, app.size[1] - 20)
    w, h = app.size
    app.step([pygame.event.Event(pygame.FINGERDOWN, x=pos[0] / w, y=pos[1] / h, dx=0.0, dy=0.0,
                                 touch_id=1, finger_id=0, pressure=1.0)], dt=0.02)
    assert table.session.won


def test_no_finish_when_a_decision_is_left_nor_in_golf(app: App) -> None:
    table = open_layout(app, DECISION)
    assert "finish" not in table.bar.buttons and "hint" in table.bar.buttons
    golf = open_layout(app, GOLF)
    assert "finish" not in golf.bar.buttons


def test_the_finish_is_offered_once_the_last_decision_is_played(app: App) -> None:
    table = open_layout(app, DECISION)
    king = next(m for m in table.game.legal_moves() if m.target.kind is PileKind.CELL
                and table.game.pile(m.source)[-1].rank == 13)
    table.play_move(king)
    app.step([], dt=0.5)
    assert "finish" in table.bar.buttons
    press(app, table.bar.buttons["undo"])
    assert "finish" not in table.bar.buttons
