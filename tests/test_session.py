"""Session: actions saved after each move, resume exactly, results counted once."""

from __future__ import annotations

import datetime as _dt
from pathlib import Path

import pytest

from game.moves import STOCK, WASTE, Move, column
from game.session import Session
from game.store import Store
from game.variant import Refusal, Status

GOLF_LAYOUT = {
    "game": "golf",
    "options": "E",
    "tableau": [["6C", "5S"], ["2S"], ["TC"], ["3D"], ["JH"], ["TH"], ["3S"]],
    "waste": ["4C"],
    "stock": [],
}


def _store(tmp_path: Path) -> Store:
    return Store(tmp_path)


def _first_legal(session: Session) -> Move:
    return session.game.legal_moves()[0]


def test_start_saves_and_resume_rebuilds_exactly(tmp_path: Path) -> None:
    store = _store(tmp_path)
    s = Session.start(store, "golf", "E", 7)
    assert store.has_saved_game()
    for _ in range(3):
        s.play(_first_legal(s))
    s.undo()
    s.tick(12.5)
    s.play(Move(STOCK, WASTE))
    again = Session.resume(Store(tmp_path))
    assert again is not None
    assert again.game == s.game
    assert again.window == s.window and len(again.window) == 3  # 3 moves, 1 undone, 1 more
    assert again.game_id == s.game_id
    assert again.elapsed == pytest.approx(12.5)
    assert again.code == "GO1-E-AAAAAAH"


def test_refused_move_changes_nothing(tmp_path: Path) -> None:
    s = Session.start(_store(tmp_path), "easy_harp", None, 3)
    before = s.game.snapshot()
    with pytest.raises(Refusal):
        s.play(Move(column(0), column(0)))
    assert not s.window and s.game.snapshot() == before


def test_daily_date_kept(tmp_path: Path) -> None:
    store = _store(tmp_path)
    day = _dt.date(2024, 5, 1)
    s = Session.start(store, "eight_off", "C4", 11, daily_date=day)
    s.play(_first_legal(s))
    again = Session.resume(Store(tmp_path))
    assert again is not None and again.daily_date == day


def test_win_recorded_once_and_save_cleared(tmp_path: Path) -> None:
    store = _store(tmp_path)
    layout = dict(GOLF_LAYOUT, tableau=[["5C"], [], [], [], [], [], []])
    s = Session.from_layout(store, layout)
    s.tick(3.0)
    s.play(Move(column(0), WASTE))
    assert s.won and s.finished and s.recorded
    assert not store.has_saved_game()
    stats = store.stats.get("golf", "E")
    assert (stats.played, stats.won) == (1, 1)
    s.record_result()
    s.tick(5.0)
    assert store.stats.get("golf", "E").played == 1
    assert s.elapsed == pytest.approx(3.0)
    assert not s.undo()


def test_stuck_is_recorded_only_when_accepted(tmp_path: Path) -> None:
    store = _store(tmp_path)
    layout = dict(GOLF_LAYOUT, tableau=[["9C", "5S"], [], [], [], [], [], []])
    s = Session.from_layout(store, layout)
    s.play(Move(column(0), WASTE))  # 5S on 4C: then 9C fits nothing, no stock
    assert s.status is Status.STUCK and s.finished
    assert store.stats.get("golf", "E").played == 0
    assert s.undo() and not s.finished  # the player may still take it back
    s.play(Move(column(0), WASTE))
    s.record_result()
    stats = store.stats.get("golf", "E")
    assert (stats.played, stats.won) == (1, 0)
    assert not store.has_saved_game()


def test_abandoned_started_game_counts_as_loss(tmp_path: Path) -> None:
    store = _store(tmp_path)
    s = Session.start(store, "golf", "C", 5)
    s.play(Move(STOCK, WASTE))
    Session.start(store, "golf", "C", 6)
    stats = store.stats.get("golf", "C")
    assert (stats.played, stats.won) == (1, 0)


def test_untouched_game_is_not_counted(tmp_path: Path) -> None:
    store = _store(tmp_path)
    Session.start(store, "golf", "E", 5)
    Session.start(store, "golf", "E", 6)
    assert store.stats.get("golf", "E").played == 0


def test_replay_same_deals_the_same_cards(tmp_path: Path) -> None:
    store = _store(tmp_path)
    s = Session.start(store, "eight_off", "C8", 42)
    first = s.game.snapshot()
    s.play(_first_legal(s))
    s.record_result()
    again = s.replay_same()
    assert again.game.snapshot() == first and not again.window
    assert store.stats.get("eight_off", "C8").played == 1


def test_resume_without_saved_game(tmp_path: Path) -> None:
    assert Session.resume(_store(tmp_path)) is None


def test_a_practice_game_played_again_is_practice_again(tmp_path: Path) -> None:
    store = _store(tmp_path)
    saved = Session.start(store, "golf", "E", 7)
    saved.play(_first_legal(saved))
    before = (tmp_path / "savegame.json").read_bytes()
    practice = Session.practice(store, GOLF_LAYOUT)
    while not practice.finished:
        practice.play(_first_legal(practice))
    practice.record_result()
    again = practice.replay_same()
    assert not again.counted and again.game.moves == 0
    assert (tmp_path / "savegame.json").read_bytes() == before
    assert store.stats.get("golf", "E").played == 0
