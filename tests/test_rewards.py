"""What a finished game earned: best, new best, win rate, streaks, the daily deal's result."""

from __future__ import annotations

import datetime as _dt
from pathlib import Path

from game.rewards import rewards, round_rewards
from game.session import Session
from game.store import GameStats, Store
from game.store.stats import RoundStats
from game.variant import Status

from .conftest import DATA

WIN = {"game": "golf", "options": "E", "tableau": [["5C"], [], [], [], [], [], []],
       "waste": ["4C"], "stock": []}


def test_first_game_has_no_best_to_beat() -> None:
    after = GameStats()
    after.record(True, 350, 40, 90.0)
    got = rewards(GameStats(), after, 350)
    assert got.best is None and not got.new_best and not got.new_best_streak
    assert (got.played, got.win_rate, got.current_streak, got.best_streak) == (1, 100.0, 1, 1)


def test_new_best_only_above_the_old_best() -> None:
    before = GameStats()
    before.record(False, 200, 30, 50.0)
    for score, new in ((150, False), (200, False), (210, True)):
        after = GameStats(**{k: v for k, v in vars(before).items() if k != "extra"})
        after.record(False, score, 30, 50.0)
        got = rewards(before, after, score)
        assert (got.best, got.new_best) == (200, new)
        assert got.win_rate == 0 and got.current_streak == 0


def test_a_longer_streak_is_a_new_best_streak() -> None:
    before = GameStats()
    before.record(True, 350, 1, 1.0)
    before.record(False, 0, 1, 1.0)
    before.record(True, 350, 1, 1.0)
    after = GameStats(**{k: v for k, v in vars(before).items() if k != "extra"})
    after.record(True, 350, 1, 1.0)
    got = rewards(before, after, 350)
    assert got.current_streak == 2 and got.best_streak == 2 and got.new_best_streak
    assert round(got.win_rate) == 75


def test_a_session_says_what_it_earned_with_the_daily_result(tmp_path: Path) -> None:
    store = Store(tmp_path)
    day = _dt.date(2025, 11, 30)
    for _try in range(2):
        session = Session.start(store, "golf", "E", 3, daily_date=day)
        session.play(session.game.legal_moves()[0])
        assert session.rewards() is None  # not counted yet
        Session.start(store, "golf", "E", 4, daily_date=day)  # in its place: a loss, a try
    session = Session.from_layout(store, WIN)
    session.daily_date = day
    session.play(session.game.legal_moves()[0])
    assert session.game.status is Status.WON
    got = session.rewards()
    assert got is not None and got.daily is not None and got.daily_date == day
    assert got.daily.won and got.daily.played == 3
    assert got.best is None and not got.new_best  # the abandoned games' points are no best
    assert got.played == 3 and got.current_streak == 1 and not got.new_best_streak


def test_a_round_beats_the_fewest_strokes() -> None:
    before = RoundStats()
    before.record(True, 20, 29)
    after = RoundStats(**{k: v for k, v in vars(before).items() if k != "extra"})
    after.record(True, 18, 29)
    got = round_rewards(before, after, 18)
    assert got.best == 20 and got.new_best and got.completed == 2 and got.average == 19
    assert not round_rewards(RoundStats(), before, 20).new_best


# --- the month's trophy -------------------------------------------------------------------------
def test_month_trophy_levels() -> None:
    from game.rewards import month_trophy

    assert month_trophy(2026, 11, 0) == month_trophy(2026, 11, 0)
    none = month_trophy(2026, 11, 9)
    assert (none.level, none.next_level, none.to_next, none.days) == (None, "bronze", 1, 30)
    assert month_trophy(2026, 11, 10).level == "bronze"
    silver = month_trophy(2026, 11, 29)
    assert (silver.level, silver.next_level, silver.to_next) == ("silver", "gold", 1)
    gold = month_trophy(2026, 2, 28)
    assert (gold.level, gold.next_level, gold.to_next) == ("gold", None, 0)
    assert month_trophy(2028, 2, 28).level == "silver"  # a leap February has 29 days


def test_a_daily_win_that_raises_the_trophy_says_so(tmp_path: Path) -> None:
    import datetime as dt

    from game.review import read_line

    store = Store(tmp_path)
    for day in range(1, 10):  # nine days of November won before
        store.stats.record_result("golf", "E", True, 350, 40, 60.0,
                                  daily_date=dt.date(2026, 11, day))
    moves = (DATA / "golf-seed-deal1.moves").read_text().split()
    session = Session.start(store, "golf", "E", 1, daily_date=dt.date(2026, 11, 20))
    for move in read_line(session.game, " ".join(moves)):
        session.play(move)
    earned = session.rewards()
    assert earned is not None and earned.trophy is not None
    assert earned.trophy.level == "bronze" and earned.trophy.won == 10
    again = Session.start(store, "golf", "E", 1, daily_date=dt.date(2026, 11, 20))
    for move in read_line(again.game, " ".join(moves)):
        again.play(move)
    earned = again.rewards()
    assert earned is not None and earned.trophy is None  # the same day again: no new level
