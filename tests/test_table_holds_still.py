"""The table holds still: a card moves only when it is played, dealt, dragged or undone.

Whole games (the solver's winning line from the deal) are played on a real table scene, and
after each move every card is compared, through the board the table itself draws and hits
with, with where it was: every pile the move did not play onto keeps every card that is still
there exactly where it was (taking a card never moves another, a Golf column keeps its place
and spacing), and a column played onto keeps its cards unless it had to squeeze to end at its
floor. Undo moves only the cards it takes back.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game import solver
from game.board_layout import Fan
from game.moves import Move, Place
from game.session import Session
from scenes.app import App
from scenes.table.scene import TableScene

from .conftest import UNTIMED

Key = tuple[Place, int]

# Deals whose winning lines build the longest columns the solvers make (11 cards in Eight
# Off, 12 in Easy Harp): at 800x480 they squeeze.
GAMES = [("golf", "E", 1), ("golf", "C", 3), ("eight_off", "C8", 5), ("eight_off", "C2", 18),
         ("easy_harp", "N", 23)]
SIZES = [(800, 480), (1280, 800), (800, 1280)]
CASES = [(*game, size) for game in GAMES for size in SIZES
         if game[0] != "easy_harp" or size != (800, 1280)]  # 960 moves: two sizes will do


@pytest.fixture
def tables(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[object]:
    monkeypatch.setattr(Session, "save", lambda self: None)  # not after every move here

    def make(name: str, options: str, deal: int, size: tuple[int, int]) -> TableScene:
        app = App(size, "en", data_dir=tmp_path / f"{name}{options}{deal}{size[0]}")
        app.store.settings.animations = False
        app.store.settings.sound = False
        table = TableScene(app, Session.start(app.store, name, options, deal))
        app.stack.push(table)
        return table

    yield make
    pygame.event.clear()


def _cards(table: TableScene) -> dict[Key, pygame.Rect]:
    return {key: rect for key, (_card, _up, rect) in table.view.spots().items()}


def _winning_line(table: TableScene) -> list[Move]:
    found = solver.solve(table.game.clone(), UNTIMED)
    assert found.verdict is solver.Verdict.WINNABLE, "a deal the solver wins"
    return found.moves


def _kept_its_squeeze(table: TableScene, place: Place) -> bool:
    """Whether a column that just lost cards lies tighter than the standard steps would lay
    it: it had squeezed, and kept its steps."""
    board, game = table.board, table.game
    slot = board.slots.get(place)
    if slot is None or slot.fan is not Fan.DOWN or len(game.pile(place)) < 2:
        return False
    last = len(game.pile(place)) - 1
    standard = slot.rect.top + sum(board.up_step if game.face_up(place, i) else board.down_step
                                   for i in range(last))
    return board.pile_rects(game, place)[last].top < round(standard) - 1


@pytest.mark.parametrize(("name", "options", "deal", "size"), CASES,
                         ids=[f"{n}-{o}-{d}-{w}x{h}" for n, o, d, (w, h) in CASES])
def test_no_card_moves_but_the_ones_played(tables, name: str, options: str, deal: int,
                                           size: tuple[int, int]) -> None:
    table = tables(name, options, deal, size)
    board = table.board
    slots = {place: slot.rect.copy() for place, slot in board.slots.items()}
    squeezed = kept = 0
    for move in _winning_line(table):
        before = _cards(table)
        table.play_move(move)
        assert table.board is board
        after = _cards(table)
        target = table.game.pile(move.target) if move.target is not None else []
        for key, rect in after.items():
            place = key[0]
            if key not in before or before[key] == rect:
                continue
            assert place == move.target, (move, key, before[key], rect)
            slot = board.slots[place]
            if slot.fan is Fan.DOWN:  # it squeezed to end at its floor, and only then
                assert abs(after[(place, len(target) - 1)].bottom - slot.floor) <= 1, (move, key)
                squeezed += 1
                break
            assert slot.fan is Fan.RIGHT  # a waste's fan slides to show its last cards
        kept += _kept_its_squeeze(table, move.source)
    assert {place: slot.rect for place, slot in board.slots.items()} == slots
    assert table.session.won
    if (name, options, size) in (("eight_off", "C8", (800, 480)), ("easy_harp", "N", (800, 480))):
        assert squeezed and kept  # the game did squeeze columns, and they held still


@pytest.mark.parametrize(("name", "options", "deal"), GAMES)
def test_undo_moves_only_the_cards_it_takes_back(tables, name: str, options: str,
                                                 deal: int) -> None:
    """Undo is a move back: the cards it takes back land where they came from, and every
    other card stays where the move left it."""
    table = tables(name, options, deal, (800, 480))
    for move in _winning_line(table):
        before = _cards(table)
        table.play_move(move)
        if table.session.won:  # nothing to undo after a win
            break
        played = _cards(table)
        table.undo()
        after = _cards(table)
        assert after.keys() == before.keys()
        for key, rect in after.items():
            if key[0] != move.source and key in played and rect != played[key]:
                assert table.board.slots[key[0]].fan is Fan.RIGHT, (move, key)  # a fan slides
        table.play_move(move)
