"""Session: actions saved after each move, resume exactly, results counted once; every game
keeps its own game in progress (its single game, daily deal and round)."""

from __future__ import annotations

import datetime as _dt
from pathlib import Path

import pytest

from game.moves import STOCK, WASTE, Move, PileKind, column, foundation
from game.session import Session
from game.store import Slot, Store
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
    before = (tmp_path / Slot("golf").file_name).read_bytes()
    practice = Session.practice(store, GOLF_LAYOUT)
    while not practice.finished:
        practice.play(_first_legal(practice))
    practice.record_result()
    again = practice.replay_same()
    assert not again.counted and again.game.moves == 0
    assert (tmp_path / Slot("golf").file_name).read_bytes() == before
    assert store.stats.get("golf", "E").played == 0


# --- a game in progress for every game ----------------------------------------------------------
def _started(store: Store, name: str, deal: int, moves: int = 2,
             day: _dt.date | None = None) -> Session:
    s = Session.start(store, name, None, deal, daily_date=day)
    for _ in range(moves):
        s.play(_first_legal(s))
    return s


def test_every_game_keeps_its_own_game_in_progress(tmp_path: Path) -> None:
    store = _store(tmp_path)
    day = _dt.date(2026, 5, 3)
    golf = _started(store, "golf", 5)
    harp = _started(store, "easy_harp", 6, 3)
    eight = _started(store, "eight_off", 7, 4)
    daily = _started(store, "golf", 8, 1, day)  # Golf's daily deal: beside its single game
    played = Session.start_round(store, "golf", "E", range(11, 20))
    played.play(_first_legal(played))
    assert all(store.stats.get(n, o).played == 0 for n, o in
               [("golf", "E"), ("easy_harp", "N"), ("eight_off", "C8")])
    assert store.stats.get_rounds("golf", "E").played == 0
    again = Store(tmp_path)  # after a restart, each as it was left
    for session in (golf, harp, eight, daily, played):
        resumed = Session.resume(again, session.slot)
        assert resumed is not None and resumed.game_id == session.game_id
        assert resumed.game == session.game
    assert Session.resume(again).game_id == played.game_id  # type: ignore[union-attr]
    assert again.slots_in_use("golf") == [played.slot, daily.slot, golf.slot]  # the last first
    assert again.slots_in_use()[:2] == [played.slot, daily.slot]


def test_saves_in_one_instant_keep_their_order(tmp_path: Path,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    """The clock does not move between saves (a fast disk), or goes back: the game saved
    last is still the one in progress first."""
    import game.store.folder as folder

    instant = _dt.datetime(2026, 5, 3, 12, 0, 0)

    class StoppedClock(_dt.datetime):
        @classmethod
        def now(cls, tz: _dt.tzinfo | None = None) -> StoppedClock:
            return cls.fromtimestamp(instant.timestamp(), tz)

    class Stopped:
        datetime = StoppedClock
        date = _dt.date
        timedelta = _dt.timedelta

    monkeypatch.setattr(folder, "_dt", Stopped)
    store = _store(tmp_path)
    harp = _started(store, "easy_harp", 6, 1)
    golf = _started(store, "golf", 5, 1)
    assert store.slots_in_use() == [golf.slot, harp.slot]
    instant = instant - _dt.timedelta(hours=1)  # the clock set back
    harp.play(_first_legal(harp))
    assert Store(tmp_path).slots_in_use() == [harp.slot, golf.slot]


def test_a_new_deal_abandons_only_the_game_of_its_own_slot(tmp_path: Path) -> None:
    store = _store(tmp_path)
    day = _dt.date(2026, 5, 3)
    golf = _started(store, "golf", 5)
    daily = _started(store, "golf", 8, 1, day)
    eight = _started(store, "eight_off", 7)
    Session.start(store, "golf", "C", 9)  # Golf's single game, in its place
    assert store.stats.get("golf", "E").played == 1  # the Easy one it replaced, lost
    assert store.load_game(golf.slot).game.deal == 9  # type: ignore[union-attr]
    assert store.load_game(daily.slot).game_id == daily.game_id  # type: ignore[union-attr]
    assert store.load_game(eight.slot).game_id == eight.game_id  # type: ignore[union-attr]
    Session.start(store, "golf", "E", 10, daily_date=day - _dt.timedelta(days=1))
    result = store.stats.daily_result(day, "golf", "E")  # another day's deal, in its place
    assert result is not None and (result.played, result.won) == (1, False)
    assert store.stats.get("eight_off", "C8").played == 0


def test_abandon_all_counts_every_game_started_and_leaves_none(tmp_path: Path) -> None:
    store = _store(tmp_path)
    _started(store, "golf", 5)
    _started(store, "eight_off", 7)
    Session.start(store, "easy_harp", None, 6)  # not started: not counted
    played = Session.start_round(store, "golf", "E", range(11, 20))
    played.play(_first_legal(played))
    assert Session.abandon_all(store) == 3
    assert not store.has_saved_game() and store.slots_in_use() == []
    assert store.stats.get("easy_harp", "N").played == 0
    assert store.stats.get_rounds("golf", "E").played == 1
    assert not Store(tmp_path).has_saved_game()


def test_an_abandoned_games_score_is_never_a_best(tmp_path: Path) -> None:
    """The issue's case: an Eight Off game left with its points, then a game won: the win is
    the first best ("New best! Best before: 440" said the abandoned game's points)."""
    store = _store(tmp_path)
    s = Session.start(store, "eight_off", "C8", 130)
    while s.game.score < 20:
        home = [m for m in s.game.legal_moves() if m.target.kind is PileKind.FOUNDATION]
        s.play(home[0] if home else _first_legal(s))
    Session.start(store, "eight_off", "C8", 131)  # a new deal in its place: abandoned
    stats = store.stats.get("eight_off", "C8")
    assert (stats.played, stats.won, stats.best_score) == (1, 0, None)
    ranks = "A23456789TJQK"
    near = {"game": "eight_off", "options": "C8", "cells": [None] * 8,
            "foundations": [[r + suit for r in ranks] for suit in "SHD"]
            + [[r + "C" for r in ranks[:-1]]],
            "tableau": [["KC"]] + [[] for _ in range(7)]}
    won = Session.from_layout(store, near)
    won.play(Move(column(0), foundation(3)))
    assert won.won and won.game.score == 10 < s.game.score
    rewards = won.rewards()
    assert rewards is not None and rewards.best is None and not rewards.new_best
    assert store.stats.get("eight_off", "C8").best_score == 10
