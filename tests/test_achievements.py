"""Achievements: worked out from the statistics and the history, each game counted once, kept
when earned (in the result's own write), and an earlier build's files award what they hold."""

from __future__ import annotations

import datetime as dt
import json
import re
import shutil
from pathlib import Path

import pytest

from game import VARIANTS, achievements
from game.achievements import Progress, longest_run, standings
from game.rounds import par
from game.session import Session
from game.store import DailyResult, HistoryEntry, Statistics, Store
from game.store.stats import ACHIEVEMENT_PATTERN, TRIES_KEEP, TryEntry

from .conftest import DATA

GOLF_CODE = "GO1-E-AAAAAAB"
# Golf's columns cleared with n stock cards drawn: 35 removals and n draws.
COLUMN_MOVES = "1>w 2>w 3>w 4>w 5>w 6>w 7>w " * 5


def golf_win(game_id: str, draws: int, line: bool = True) -> HistoryEntry:
    moves = ["s>w"] * draws + COLUMN_MOVES.split()
    return HistoryEntry(game_id, "golf", "E", GOLF_CODE, " ".join(moves) if line else None,
                        "won", 350, len(moves), 60.0, "2026-11-03T10:00:00")


def progress(stats: Statistics, key: str) -> Progress:
    found = next(a for a in achievements.every() if a.key == key)
    return found.progress(stats)


def win(stats: Statistics, game: str, options: str, n: int = 1, moves: int = 200,
        seconds: float = 1200.0) -> None:
    for _ in range(n):
        stats.record_result(game, options, True, 100, moves, seconds)


# --- what is declared ---------------------------------------------------------------------------
def test_about_two_dozen_achievements_each_with_a_key_the_file_keeps() -> None:
    every = achievements.every()
    keys = [a.key for a in every]
    assert 20 <= len(every) <= 30
    assert len(set(keys)) == len(keys)
    assert all(re.fullmatch(ACHIEVEMENT_PATTERN, k) for k in keys)
    for cls in VARIANTS.values():  # a first win in each game and option, and its own ones
        for options in cls.option_codes():
            assert f"first-win.{cls.name}.{options}" in keys
        assert sum(a.game == cls.name for a in every) > len(cls.option_codes())
    assert all(a.title_text and a.about_text and "{" not in a.title_text for a in every)


def test_the_challenges_month_is_offered_once_the_challenges_are_kept() -> None:
    declared = {a.key: a for a in achievements.declared()}
    assert achievements.CHALLENGE_MONTH in declared
    offered = achievements.CHALLENGE_MONTH in {a.key for a in achievements.every()}
    assert offered == achievements.challenges_kept()


def test_every_challenge_of_a_month_met() -> None:
    stats = Statistics()
    found = {a.key: a for a in achievements.declared()}[achievements.CHALLENGE_MONTH]
    assert found.progress(stats) == Progress(0, 30)
    # As the daily challenges keep them: a day's numbers met.
    met = {f"2026-02-{d:02d}": [1, 2, 3] for d in range(1, 28)}
    met["2026-02-28"] = [1, 3]
    met["2026-03-01"] = [1, 2, 3]
    vars(stats)["challenges"] = met  # (a field of the statistics once challenges are kept)
    assert found.progress(stats) == Progress(27, 28)
    met["2026-02-28"] = [1, 2, 3]
    assert found.progress(stats).met


def test_progress_is_capped_at_its_target() -> None:
    stats = Statistics()
    win(stats, "eight_off", "C2", 14)
    assert progress(stats, "eight_off.c2.10") == Progress(10, 10)
    assert progress(stats, "wins.100") == Progress(14, 100)


# --- worked out from the statistics -------------------------------------------------------------
def test_first_wins_and_every_option() -> None:
    stats = Statistics()
    stats.record_result("golf", "C", False, 100, 40, 60.0)
    assert not progress(stats, "first-win.golf.C").met
    win(stats, "golf", "C")
    assert progress(stats, "first-win.golf.C").met
    assert not progress(stats, "first-win.golf.E").met
    total = sum(len(cls.option_codes()) for cls in VARIANTS.values())
    assert progress(stats, "every-option") == Progress(1, total)
    for cls in VARIANTS.values():
        for options in cls.option_codes():
            win(stats, cls.name, options)
    assert progress(stats, "every-option").met


def test_ten_eight_off_wins_with_two_cells() -> None:
    stats = Statistics()
    win(stats, "eight_off", "C2", 7)
    win(stats, "eight_off", "C4", 5)  # another option's wins are not with 2 cells
    assert progress(stats, "eight_off.c2.10") == Progress(7, 10)
    win(stats, "eight_off", "C2", 3)
    assert progress(stats, "eight_off.c2.10").met
    assert progress(stats, "eight_off.wins.25") == Progress(15, 25)


def test_streaks_short_and_quick_wins() -> None:
    stats = Statistics()
    win(stats, "golf", "E", 4)
    stats.record_result("golf", "E", False, 0, 40, 60.0)
    win(stats, "golf", "C", 3)
    assert progress(stats, "streak.5") == Progress(4, 5)  # the best run, in one option
    win(stats, "eight_off", "C8", moves=101)
    assert not progress(stats, "eight_off.short").met
    win(stats, "eight_off", "C4", moves=100)
    assert progress(stats, "eight_off.short").met
    win(stats, "easy_harp", "N", seconds=901.0)
    assert not progress(stats, "easy_harp.quick").met
    win(stats, "easy_harp", "N", seconds=900.0)
    assert progress(stats, "easy_harp.quick").met


def test_a_week_of_daily_deals_counts_the_deals_days() -> None:
    stats = Statistics()
    start = dt.date(2026, 2, 25)
    for k in range(8):  # a lost day in the middle breaks the run
        day = start + dt.timedelta(days=k)
        stats.record_result("golf", "E", k != 3, 100, 40, 60.0, daily_date=day)
    assert progress(stats, "daily.first").met
    assert progress(stats, "daily.streak.7") == Progress(4, 7)
    day = start + dt.timedelta(days=3)  # the lost day won later, from the calendar
    stats.record_result("eight_off", "C8", True, 100, 40, 60.0, daily_date=day)
    assert progress(stats, "daily.streak.7") == Progress(7, 7)
    assert longest_run([]) == 0


def test_a_golden_month_is_every_day_of_a_month_in_one_game() -> None:
    stats = Statistics()
    for d in range(1, 29):  # February 2026: 28 days
        game = "golf" if d < 28 else "eight_off"
        stats.daily.setdefault(f"2026-02-{d:02d}", {})[f"{game}:C" if game == "golf"
                                                       else f"{game}:C8"] = DailyResult(1, True)
    assert progress(stats, "daily.gold") == Progress(27, 28)
    stats.daily["2026-02-28"]["golf:E"] = DailyResult(1, True)
    assert progress(stats, "daily.gold").met


def test_rounds_under_par_and_at_par() -> None:
    stats = Statistics()
    golf_par = par("golf", "E")
    stats.record_round("golf", "E", False, 0, golf_par)
    assert not progress(stats, "golf.round").met
    stats.record_round("golf", "E", True, golf_par, golf_par)  # at par: not under it
    assert progress(stats, "golf.round").met
    assert not progress(stats, "golf.round.under").met
    assert progress(stats, "golf.round.par.5") == Progress(1, 5)
    stats.record_round("golf", "C", True, par("golf", "C") - 1, par("golf", "C"))
    assert progress(stats, "golf.round.under").met
    assert progress(stats, "golf.round.par.5") == Progress(2, 5)


def test_golf_stock_left_from_the_line() -> None:
    stats = Statistics()
    stats.history = [golf_win("a", 9), golf_win("b", 12)]
    assert progress(stats, "golf.stock.8") == Progress(7, 8)
    assert progress(stats, "golf.stock.all") == Progress(7, 16)
    stats.history.append(golf_win("c", 0))
    assert progress(stats, "golf.stock.all").met
    # A game without its line tells only when it took nothing from the stock.
    stats.history = [golf_win("d", 3, line=False)]
    assert progress(stats, "golf.stock.8") == Progress(0, 8)
    stats.history = [golf_win("e", 0, line=False)]
    assert progress(stats, "golf.stock.all").met
    lost = HistoryEntry("f", "golf", "E", GOLF_CODE, "", "stuck", 0, 0, 1.0, "")
    stats.history = [lost]
    assert progress(stats, "golf.stock.8") == Progress(0, 8)


# --- kept once earned, counted once -------------------------------------------------------------
def test_earned_once_on_the_day_of_its_game_and_announced_once(tmp_path: Path) -> None:
    store = Store(tmp_path)
    session = Session.from_layout(store, {
        "game": "golf", "options": "E", "tableau": [["2S"], [], [], [], [], [], []],
        "waste": ["3D"], "stock": []})
    session.play(session.game.legal_moves()[0])
    assert session.won
    earned = store.stats.achievements["first-win.golf.E"]
    assert earned.told is False and earned.on is not None
    assert [a.key for a in achievements.untold(store.stats)] == ["first-win.golf.E"]
    assert store.mark_told(["first-win.golf.E"])
    again = Store(tmp_path)
    assert again.stats.achievements["first-win.golf.E"].told
    assert achievements.untold(again.stats) == []


def test_a_game_counted_twice_counts_once(tmp_path: Path) -> None:
    store = Store(tmp_path)
    for _ in range(9):
        game = Session.start(store, "eight_off", "C2", 3)
        store.finish_game(game.game_id, game.game, True, 30.0)
        store.finish_game(game.game_id, game.game, True, 30.0)  # a step redone after a crash
    assert progress(store.stats, "eight_off.c2.10") == Progress(9, 10)
    assert "eight_off.c2.10" not in store.stats.achievements


def test_a_try_from_here_is_kept_when_won_and_once(tmp_path: Path) -> None:
    store = Store(tmp_path)
    layout = {"game": "golf", "options": "E", "tableau": [["2S"], [], [], [], [], [], []],
              "waste": ["3D"], "stock": []}
    lesson = Session.practice(store, layout)  # a practice game that is no try
    lesson.play(lesson.game.legal_moves()[0])
    assert store.stats.tries == [] and not progress(store.stats, "review.try").met
    tried = Session.practice(store, layout, tried=GOLF_CODE)
    tried.play(tried.game.legal_moves()[0])
    tried.record_result()
    assert [t.code for t in store.stats.tries] == [GOLF_CODE]
    assert not store.record_try(tried.game_id, tried.game, GOLF_CODE)  # once per game
    assert store.stats.get("golf", "E").played == 0  # practice: no game counted
    again = Store(tmp_path).stats
    assert len(again.tries) == 1 and "review.try" in again.achievements
    assert again.achievements["review.try"].told is False
    replay = tried.replay_same()
    assert replay.tried == GOLF_CODE and not replay.counted


def test_the_tries_are_bounded() -> None:
    stats = Statistics()
    for k in range(TRIES_KEEP + 5):
        assert stats.record_try(TryEntry(f"t{k}", "golf", "E", None, "2026-01-01T00:00:00"))
    assert len(stats.tries) == TRIES_KEEP and stats.tries[-1].game_id == f"t{TRIES_KEEP + 4}"
    with pytest.raises(ValueError):
        stats.record_try(TryEntry("not an id!", "golf", "E", None, ""))


def test_earned_stays_when_the_history_moves_on_and_after_a_reset(tmp_path: Path) -> None:
    store = Store(tmp_path)
    store.stats.history = [golf_win("zero", 0)]
    assert store.save_stats()
    store = Store(tmp_path)
    for _ in range(100):  # the history keeps the last 100 games: the clean sweep leaves it
        game = Session.start(store, "golf", "C", 5)
        store.finish_game(game.game_id, game.game, False, 3.0)
    assert all(e.game_id != "zero" for e in store.stats.history)
    assert not progress(store.stats, "golf.stock.all").met
    assert "golf.stock.all" in store.stats.achievements
    store.reset_stats()
    shown = {s.achievement.key: s for s in standings(Store(tmp_path).stats)}
    assert shown["golf.stock.all"].earned and shown["golf.stock.all"].progress.met
    assert not shown["first-win.golf.C"].earned


# --- an upgrade from today's files --------------------------------------------------------------
def test_an_earlier_builds_files_show_what_they_earned(tmp_path: Path) -> None:
    folder = tmp_path / "player"
    shutil.copytree(DATA / "schema1" / "player", folder)
    before = (folder / "stats.json").read_bytes()
    store = Store(folder)
    shown = {s.achievement.key: s for s in standings(store.stats)}
    earned = {k for k, s in shown.items() if s.earned}
    assert earned == {"first-win.golf.E", "first-win.eight_off.C8", "daily.first"}
    assert all(shown[k].on is None and not shown[k].new for k in earned)
    assert (folder / "stats.json").read_bytes() == before  # reading writes nothing
    # The next game counted keeps them, without a day and without an announcement.
    game = Session.start(store, "golf", "C", 5)
    store.finish_game(game.game_id, game.game, False, 3.0)
    kept = Store(folder).stats.achievements
    assert set(kept) == earned and all(k.on is None and k.told for k in kept.values())
    assert achievements.untold(store.stats) == []


def test_todays_stats_file_with_its_history_awards_the_clean_sweep(tmp_path: Path) -> None:
    stats = Statistics()
    stats.record_result("golf", "E", True, 350, 35, 80.0, game_id="old",
                        history=golf_win("old", 0))
    data = stats.to_json()
    assert "achievements" not in data and "tries" not in data  # as today's build writes it
    (tmp_path / "stats.json").write_text(json.dumps(data), encoding="utf-8")
    store = Store(tmp_path)
    assert store.notices == []
    shown = {s.achievement.key: s for s in standings(store.stats)}
    assert shown["golf.stock.all"].earned and shown["golf.stock.8"].earned


def test_a_build_without_achievements_keeps_them_in_its_file() -> None:
    stats = Statistics()
    win(stats, "golf", "E")
    achievements.update(stats, dt.date(2026, 3, 1))
    stats.record_try(TryEntry("t1", "golf", "E", GOLF_CODE, "2026-03-01T10:00:00"))
    data = json.loads(json.dumps(stats.to_json()))
    assert data["achievements"]["first-win.golf.E"] == {"on": "2026-03-01", "told": False}
    again, repaired = Statistics.from_json(data)
    assert not repaired and again == stats
    assert again.achievements["first-win.golf.E"].day == dt.date(2026, 3, 1)


def test_damaged_achievements_lose_only_what_is_damaged() -> None:
    stats = Statistics()
    win(stats, "golf", "E")
    data = stats.to_json()
    data["achievements"] = {"first-win.golf.E": {"on": "2026-13-01", "told": False},
                            "wins.10": {"on": "2026-03-01", "told": True},
                            "bad key!": {"on": None, "told": True}}
    data["tries"] = "nonsense"
    got, repaired = Statistics.from_json(data)
    assert repaired and set(got.achievements) == {"first-win.golf.E", "wins.10"}
    assert got.achievements["first-win.golf.E"].on is None  # earned still, its day lost
    assert got.tries == []
    assert got.get("golf", "E").won == 1


def test_an_unknown_achievement_in_the_file_is_kept() -> None:
    stats = Statistics()
    data = stats.to_json()
    data["achievements"] = {"from.a.later.build": {"on": None, "told": True}}
    got, repaired = Statistics.from_json(data)
    assert not repaired and got.to_json()["achievements"] == data["achievements"]

