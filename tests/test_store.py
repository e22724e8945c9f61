"""Settings, statistics and the saved games: atomic writes, bad files, exact resume; an
earlier build's one saved game carried over."""

from __future__ import annotations

import datetime as dt
import errno
import json
import os
import random
import shutil
import signal
import stat
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

import game.store as store_mod
import game.store.files as store_files
import game.store.notices as store_notices
from game import VARIANTS, game_from_code, game_from_layout
from game.moves import STOCK, WASTE, Move, cell, column, foundation
from game.store import (
    MSG_DISK_FULL,
    MSG_READ_ONLY,
    MSG_UNTOUCHABLE,
    SAVEGAME_FILE,
    SCHEMA_VERSION,
    SETTINGS_FILE,
    STATS_FILE,
    GameStats,
    Settings,
    Slot,
    Statistics,
    Store,
    action_token,
    parse_action,
)
from game.store.savegame import undo_window
from game.variant import Status, Variant

ROOT = Path(__file__).resolve().parent.parent
KILLER = ROOT / "tests" / "store_killer.py"
GOLF_SAVE = Slot("golf").file_name  # Golf's single game in progress
EIGHT_OFF_DAILY = Slot("eight_off", "daily").file_name
# Every kind of file: an earlier build's one saved game, and a game's own.
FILES = (SETTINGS_FILE, STATS_FILE, SAVEGAME_FILE, GOLF_SAVE)

SEED_LAYOUT = {
    "game": "golf",
    "options": "E",
    "tableau": [
        ["6C", "5S", "QS", "TS", "6H"],
        ["2S", "KC", "4S", "2C", "8C"],
        ["TC", "AH", "2D", "5D", "JS"],
        ["3D", "QH", "AS", "KD", "4C"],
        ["JH", "3C", "7D", "8H", "9C"],
        ["TH", "4H", "7H", "7C", "8D"],
        ["3S", "7S", "3H", "9S", "5C"],
    ],
    "waste": ["AC"],
    # The seed shows 8S drawn first; the order of the rest is ours.
    "stock": ["8S", "6S", "KS", "2H", "5H", "9H", "KH", "AD", "4D", "6D", "9D", "TD", "JD",
              "QD", "JC", "QC"],
}


def aside_files(folder: Path, name: str) -> list[Path]:
    return sorted(folder.glob(name + ".corrupt-*"))


def play_random(game: Variant, rng: random.Random, steps: int) -> list[Move | None]:
    """Random legal actions with undos now and then; the actions as the app records them."""
    actions: list[Move | None] = []
    for _i in range(steps):
        legal = game.legal_moves() if game.status is Status.PLAYING else []
        if game.can_undo() and (not legal or rng.random() < 0.2):
            game.undo()
            actions.append(None)
        elif legal:
            actions.append(game.play(rng.choice(legal)))
        else:
            break
    return actions


# --- settings ----------------------------------------------------------------------------
def test_first_start_has_defaults_and_no_notice(tmp_path: Path) -> None:
    store = Store(tmp_path / "new")
    assert store.settings == Settings()
    assert store.settings.language == ""
    assert store.settings.interactive_rules and store.settings.double_tap
    assert not store.settings.one_tap_anywhere  # the rules pages' tap: to a foundation
    # No shared staff PIN: kiosk mode makes one (tests/test_kiosk_escapes.py).
    assert store.settings.kiosk_idle_seconds == 120 and store.settings.kiosk_exit_pin == ""
    assert store.stats == Statistics()
    assert store.load_game() is None
    assert store.notices == []
    assert not (tmp_path / "new").exists()  # nothing written until something is saved


def test_settings_round_trip_keeps_unknown_keys(tmp_path: Path) -> None:
    store = Store(tmp_path)
    store.settings.language = "hu"
    store.settings.four_colour = True
    store.settings.last_game = "golf"
    store.settings.last_options["golf"] = "C"
    store.settings.extra["from_a_later_build"] = {"x": [1, 2]}
    assert store.save_settings()
    data = json.loads((tmp_path / SETTINGS_FILE).read_text())
    assert data["version"] == SCHEMA_VERSION
    again = Store(tmp_path)
    assert again.settings == store.settings
    assert again.settings.options_for("golf") == "C"
    assert again.settings.extra == {"from_a_later_build": {"x": [1, 2]}}
    assert again.notices == []


def test_effective_language_follows_the_system_until_chosen(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("LANGUAGE", "ru_RU")
    settings = Settings()
    assert settings.effective_language() == "ru"
    settings.language = "he"
    assert settings.effective_language() == "he"


def test_kiosk_visits_change_settings_in_memory_only(tmp_path: Path) -> None:
    store = Store(tmp_path)
    store.settings.sound = False
    assert store.save_settings()
    operator = store.keep_for_visits()
    store.settings.language, store.settings.sound = "he", True  # a visitor's choices
    store.settings.last_options["golf"] = "C"
    operator.kiosk_exit_pin = "739152"  # staff's, kept on disk
    assert store.save_settings()
    on_disk = Store(tmp_path).settings
    assert (on_disk.language, on_disk.sound, on_disk.last_options) == ("", False, {})
    assert on_disk.kiosk_exit_pin == "739152"
    store.end_visit()
    assert store.settings == operator and store.settings is not operator
    store.settings.last_options["eight_off"] = "C4"
    assert operator.last_options == {}  # a copy: the next visit starts from the same


def test_bad_setting_fields_get_defaults_others_kept(tmp_path: Path) -> None:
    original = {
        "version": 1,
        "language": "xx",
        "sound": "yes",
        "card_back": 10**25,
        "kiosk_idle_seconds": 1e999,
        "theme": "blue",
        "left_handed": True,
        "kiosk_exit_pin": 1234,
        "last_options": {"golf": "Z"},
        "someday": "kept",
    }
    (tmp_path / SETTINGS_FILE).write_text(json.dumps(original).replace("1e999", "1e999"))
    raw = (tmp_path / SETTINGS_FILE).read_bytes()
    store = Store(tmp_path)
    s = store.settings
    assert (s.language, s.sound, s.card_back, s.kiosk_idle_seconds) == ("", True, 0, 120)
    assert (s.kiosk_exit_pin, s.last_options) == ("", {})
    assert s.theme == "blue" and s.left_handed is True
    assert s.extra == {"someday": "kept"}
    # The original is copied aside before the bad fields could be lost, and the player told.
    [copy] = aside_files(tmp_path, SETTINGS_FILE)
    assert copy.read_bytes() == raw
    assert (tmp_path / SETTINGS_FILE).read_bytes() == raw  # untouched until the next save
    [notice] = store.notices
    assert copy.name in notice.message and notice.kept_as == copy


# --- statistics --------------------------------------------------------------------------
def test_statistics_counts_rates_records_and_streaks() -> None:
    stats = Statistics()
    assert stats.get("golf", "E").win_rate == 0.0
    stats.record_result("golf", "E", True, 350, 40, 95.5)
    stats.record_result("golf", "E", True, 350, 36, 120.0)
    stats.record_result("golf", "E", False, 270, 51, 30.0)
    stats.record_result("golf", "E", True, 350, 45, 80.0)
    stats.record_result("golf", "C", False, 150, 51, 60.0)
    e = stats.get("golf", "E")
    assert (e.played, e.won, e.best_score, e.fewest_moves) == (4, 3, 350, 36)
    assert e.fastest_seconds == 80.0  # only won games count for the records
    assert (e.current_streak, e.best_streak) == (1, 2)
    assert e.win_rate == 75.0
    c = stats.get("golf", "C")
    assert (c.played, c.won, c.best_score, c.fewest_moves, c.fastest_seconds) == (
        1, 0, 150, None, None,
    )
    assert [(g, o) for g, o, _s in stats.entries()] == [("golf", "C"), ("golf", "E")]
    with pytest.raises(ValueError):
        stats.record_result("golf", "bad option", True, 0, 0, 0)


def test_daily_results_by_date() -> None:
    stats = Statistics()
    day = dt.date(2026, 3, 14)
    assert stats.daily_result(day, "golf", "E") is None
    stats.record_result("golf", "E", False, 100, 51, 60, daily_date=day)
    stats.record_result("golf", "E", True, 350, 40, 60, daily_date=day)
    stats.record_result("golf", "E", False, 100, 51, 60, daily_date=day)
    result = stats.daily_result(day, "golf", "E")
    assert result is not None and result.played == 3 and result.won
    assert stats.daily_result(day, "golf", "C") is None
    assert stats.daily_result(day + dt.timedelta(days=1), "golf", "E") is None
    assert stats.get("golf", "E").played == 3  # daily games count in the normal stats too


def test_reset_all_or_one_game(tmp_path: Path) -> None:
    store = Store(tmp_path)
    day = dt.date(2026, 1, 2)
    store.record_result("golf", "E", True, 350, 40, 60.0, daily_date=day)
    store.record_result("golf", "C", True, 350, 40, 60.0, daily_date=day)
    store.record_result("eight_off", "C8", False, 10, 40, 60.0)
    assert store.reset_stats("golf", "C")
    again = Store(tmp_path).stats
    assert again.get("golf", "C") == GameStats() and again.get("golf", "E").won == 1
    assert again.daily_result(day, "golf", "C") is None
    assert again.daily_result(day, "golf", "E") is not None
    assert again.get("eight_off", "C8").played == 1  # a game this build may not have yet
    assert store.reset_stats()
    kept = Store(tmp_path).stats
    assert kept == Statistics(achievements=kept.achievements)  # lifetime goals stay
    assert "first-win.golf.E" in kept.achievements
    assert store.reset_stats(achievements=True)
    assert Store(tmp_path).stats == Statistics()


def test_statistics_persist_exactly(tmp_path: Path) -> None:
    store = Store(tmp_path)
    store.record_result("golf", "E", True, 350, 38, 71.25, daily_date=dt.date(2026, 5, 1))
    store.record_result("golf", "E", False, 250, 51, 40.0)
    again = Store(tmp_path)
    assert again.stats == store.stats and again.notices == []


def test_contradictory_counts_are_repaired(tmp_path: Path) -> None:
    entry = {"played": 3, "won": 7, "current_streak": 9, "best_streak": 1}
    data = {"version": 1, "games": {"golf:E": entry, "not a key": {}}}
    (tmp_path / STATS_FILE).write_text(json.dumps(data))
    store = Store(tmp_path)
    e = store.stats.get("golf", "E")
    assert e.won <= e.played and e.current_streak <= e.best_streak <= e.won
    assert list(store.stats.games) == ["golf:E"]
    assert len(aside_files(tmp_path, STATS_FILE)) == 1 and len(store.notices) == 1


# --- broken files ------------------------------------------------------------------------
BROKEN: dict[str, bytes] = {
    "garbage": bytes(range(256)) * 4,
    "truncated": b'{"version": 1, "language": "he", "sou',
    "empty": b"",
    "whitespace": b"  \n",
    "not an object": b"[1, 2, 3]",
    "future version": b'{"version": 99, "games": {}}',
    "no version": b'{"games": {}}',
    "version as text": b'{"version": "1"}',
    "version true": b'{"version": true}',
    "huge version": b'{"version": ' + b"9" * 5000 + b"}",
    "deep nesting": b"[" * 100_000 + b"]" * 100_000,
    "not utf-8": b'{"version": 1, "theme": "\xff\xfe"}',
    "nan": b'{"version": NaN}',
}


@pytest.mark.parametrize("name", FILES)
@pytest.mark.parametrize("kind", sorted(BROKEN))
def test_unusable_file_is_kept_aside_and_defaults_used(
    tmp_path: Path, name: str, kind: str
) -> None:
    (tmp_path / name).write_bytes(BROKEN[kind])
    store = Store(tmp_path)
    assert store.settings == Settings() and store.stats == Statistics()
    assert store.load_game() is None
    [aside] = aside_files(tmp_path, name)
    assert aside.read_bytes() == BROKEN[kind]  # never destroyed
    assert not (tmp_path / name).exists()
    [notice] = store.notices
    assert aside.name in notice.message
    # Play goes on: the next save writes a good file that loads without a notice.
    assert store.save_settings() and store.save_stats()
    assert Store(tmp_path).notices == []


def _refuse_rename(src: Any, dst: Any) -> None:
    raise PermissionError(errno.EACCES, "Permission denied")


@pytest.mark.parametrize("name", FILES)
def test_folder_where_a_file_should_be(tmp_path: Path, name: str) -> None:
    (tmp_path / name).mkdir()
    (tmp_path / name / "inside.txt").write_text("keep me")
    store = Store(tmp_path)
    assert store.load_game() is None
    [aside] = aside_files(tmp_path, name)
    assert (aside / "inside.txt").read_text() == "keep me"
    assert len(store.notices) == 1
    assert store.save_settings() and store.save_stats()


def test_folder_that_cannot_be_moved_is_left_alone(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / SETTINGS_FILE).mkdir()
    monkeypatch.setattr(os, "rename", _refuse_rename)
    store = Store(tmp_path)
    assert store.settings == Settings()
    assert [n.msgid for n in store.notices] == [MSG_UNTOUCHABLE]
    assert store.save_settings() is False  # never written over what could not be kept
    assert (tmp_path / SETTINGS_FILE).is_dir()
    assert store.save_stats()  # the other files go on working
    assert store.load_game() is None and len(store.notices) == 1


@pytest.mark.parametrize("name", [SAVEGAME_FILE, GOLF_SAVE])
def test_saved_game_that_cannot_be_moved_is_reported_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, name: str
) -> None:
    (tmp_path / name).write_text("{broken")
    monkeypatch.setattr(os, "rename", _refuse_rename)
    store = Store(tmp_path)
    assert store.load_game() is None and store.load_game() is None
    assert [n.msgid for n in store.notices] == [MSG_UNTOUCHABLE]
    golf = game_from_code("GO1-E-AAAAAAB")
    # Never written over; an earlier build's file stands in no game's way.
    assert store.save_game(golf, [], 1.0) is (name == SAVEGAME_FILE)
    assert (tmp_path / name).read_text() == "{broken"
    assert store.clear_game() is (name == SAVEGAME_FILE) and (tmp_path / name).exists()


def test_unknown_and_huge_values_in_statistics(tmp_path: Path) -> None:
    text = (
        '{"version": 1, "theme_of_tomorrow": 5, "games": {"golf:E": {"played": 5, "won": 2,'
        ' "best_score": ' + "7" * 5000 + ', "fewest_moves": -3, "fastest_seconds": "fast",'
        ' "current_streak": 1, "best_streak": 2, "new_field": [1]}},'
        ' "daily": {"2026-02-30": {}, "2026-02-03": {"golf:E": {"played": 1, "won": 1}},'
        ' "2026-02-04": {"golf:E": {"played": 1, "won": true}}}}'
    )
    (tmp_path / STATS_FILE).write_text(text)
    store = Store(tmp_path)
    e = store.stats.get("golf", "E")
    assert (e.played, e.won, e.current_streak, e.best_streak) == (5, 2, 1, 2)
    assert (e.best_score, e.fewest_moves, e.fastest_seconds) == (None, None, None)
    assert e.extra == {"new_field": [1]} and store.stats.extra == {"theme_of_tomorrow": 5}
    assert list(store.stats.daily) == ["2026-02-04"]
    assert len(store.notices) == 1 and len(aside_files(tmp_path, STATS_FILE)) == 1
    assert store.save_stats()
    assert Store(tmp_path).stats == store.stats


def test_unknown_key_holding_a_huge_number_does_not_break_saving(tmp_path: Path) -> None:
    (tmp_path / SETTINGS_FILE).write_text('{"version": 1, "x": ' + "1" * 5000 + "}")
    store = Store(tmp_path)
    assert store.settings.extra == {}
    assert store.save_settings()


def test_wrong_types_everywhere_in_the_saved_game(tmp_path: Path) -> None:
    bad: list[dict[str, Any]] = [
        {"game": "golf", "code": 5, "actions": []},
        {"game": "golf", "code": "GO1-E-AAAAAAB", "actions": "s 5"},
        {"game": "golf", "code": "GO1-E-AAAAAAB", "actions": [5]},
        {"game": "golf", "code": "GO1-E-AAAAAAB", "actions": ["s"], "elapsed": -1},
        {"game": "golf", "code": "GO1-X-AAAAAAB", "actions": []},
        {"game": "golf", "code": None, "layout": {"game": "golf", "tableau": 3}, "actions": []},
        {"game": "eight_off", "code": "GO1-E-AAAAAAB", "actions": []},
        {"game": "golf", "code": "GO1-E-AAAAAAB", "actions": ["=q9"]},
        {"game": "golf", "code": "GO1-E-AAAAAAB", "actions": [], "daily_date": "yesterday"},
    ]
    for i, body in enumerate(bad):
        for name in (SAVEGAME_FILE, GOLF_SAVE):  # an earlier build's file, or a game's own
            folder = tmp_path / f"{i}-{name}"
            folder.mkdir()
            data: dict[str, Any] = {"version": 1, "elapsed": 1.0, "moves": 0, "score": 0}
            data.update(body)
            (folder / name).write_text(json.dumps(data))
            store = Store(folder)
            assert store.load_game() is None, body
            assert len(list(folder.glob("*.corrupt-*"))) == 1 and len(store.notices) == 1


# --- writing -----------------------------------------------------------------------------
def test_write_is_atomic_and_leaves_no_temporary_file(tmp_path: Path) -> None:
    store = Store(tmp_path)
    for _i in range(3):
        assert store.save_settings() and store.save_stats()
    assert sorted(p.name for p in tmp_path.iterdir()) == [SETTINGS_FILE, STATS_FILE]


def test_failure_mid_write_keeps_the_old_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = Store(tmp_path)
    store.settings.theme = "old"
    assert store.save_settings()
    before = (tmp_path / SETTINGS_FILE).read_bytes()

    def no_space(fd: int) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "fsync", no_space)
    store.settings.theme = "new"
    assert store.save_settings() is False
    assert store.save_stats() is False
    assert [n.msgid for n in store.notices] == [MSG_DISK_FULL]  # once, not per save
    assert (tmp_path / SETTINGS_FILE).read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == [SETTINGS_FILE]
    assert store.settings.theme == "new"  # in memory, play goes on
    monkeypatch.undo()
    assert store.save_settings()
    assert Store(tmp_path).settings.theme == "new"


def test_read_only_folder_is_reported_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def read_only(*args: Any, **kwargs: Any) -> None:
        raise OSError(errno.EROFS, "Read-only file system")

    monkeypatch.setattr(store_files, "atomic_write", read_only)
    store = Store(tmp_path)
    g = game_from_code("GO1-E-AAAAAAB")
    for _i in range(5):
        assert store.save_game(g, [], 1.0) is False
    assert [n.msgid for n in store.take_notices()] == [MSG_READ_ONLY]
    assert store.notices == []


def test_data_folder_that_is_a_file(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    store = Store(blocker)  # a real OS error, not a simulated one
    assert store.notices == []
    assert store.save_settings() is False
    assert len(store.notices) == 1 and store.notices[0].message
    assert blocker.read_text() == "not a folder"


def test_stale_temporary_files_are_swept(tmp_path: Path) -> None:
    old = tmp_path / ".tmp-settings.json.1.2.3"
    fresh = tmp_path / ".tmp-stats.json.1.2.4"
    old.write_text("half")
    fresh.write_text("half")
    os.utime(old, (time.time() - 3600, time.time() - 3600))
    Store(tmp_path)
    assert not old.exists() and fresh.exists()


def test_default_folder_is_the_user_data_folder() -> None:
    assert store_mod.default_data_dir().name == "TabletSolitaire"


# --- the saved game ----------------------------------------------------------------------
def test_action_tokens_are_exact_and_first_version_tokens_still_read() -> None:
    game = game_from_code("EO1-C8-AAAAAFA")
    moves = [Move(STOCK, WASTE), Move(column(4), WASTE), Move(column(2), cell(0)),
             Move(cell(1), column(0)), Move(column(2), foundation(1)),
             Move(column(2), column(4), 3), Move(WASTE, STOCK, 24)]
    for move in moves:
        assert action_token(move) == str(move)
        assert parse_action(action_token(move), game) == move
    # The first version's own exact form, for what its notation tokens could not say.
    legacy = {
        "=c3>f2": Move(column(2), foundation(1)),
        "=c3>x6": Move(column(2), cell(5)),
        "=c3>c5*3": Move(column(2), column(4), 3),
        "=f8>c1*1": Move(foundation(7), column(0), 1),
        "=w>c9*1": Move(WASTE, column(8), 1),  # the waste has no number (Easy Harp wrote it)
    }
    for token, move in legacy.items():
        assert parse_action(token, game) == move
    assert parse_action("3e", game) == Move(column(2), cell(4))  # its notation tokens
    assert action_token(None) == "u" and parse_action("u", game) is None


def test_golf_round_trip_is_exact(tmp_path: Path) -> None:
    game = game_from_code("GO1-E-AAAAAAB")
    actions = play_random(game, random.Random(7), 80)
    assert None in actions and game.moves > 0
    store = Store(tmp_path)
    day = dt.date(2026, 7, 1)
    assert store.save_game(game, actions, 123.4, daily_date=day)
    tokens = json.loads((tmp_path / Slot("golf", "daily").file_name).read_text())["window"]
    assert all(not t.startswith("=") for t in tokens)  # Golf needs only the plain notation
    saved = Store(tmp_path).load_game()
    assert saved is not None
    assert saved.game == game  # position, score, move counter and the whole undo history
    assert (saved.game.score, saved.game.moves, saved.game.status) == (
        game.score, game.moves, game.status,
    )
    assert saved.window == undo_window(actions) and saved.elapsed == 123.4
    assert saved.code == "GO1-E-AAAAAAB" and saved.daily_date == day
    while game.can_undo():  # every step of the undo history matches
        assert saved.game.undo() and game.undo()
        assert saved.game == game and saved.game.score == game.score
    assert not saved.game.can_undo()


def test_resume_a_stuck_golf_game_then_undo(tmp_path: Path) -> None:
    game = game_from_code("GO1-C-AAAAAAB")
    actions: list[Move | None] = []
    while game.status is Status.PLAYING:
        actions.append(game.play(game.legal_moves()[-1]))  # draws first: soon stuck
    assert game.status is Status.STUCK
    store = Store(tmp_path)
    store.save_game(game, actions, 9.0)
    saved = store.load_game()
    assert saved is not None and saved.game == game and saved.game.status is Status.STUCK
    assert saved.game.score == game.score
    saved.game.undo()
    assert saved.game.status is Status.PLAYING


def test_layout_started_game_round_trip(tmp_path: Path) -> None:
    game = game_from_layout(SEED_LAYOUT)
    actions: list[Move | None] = [game.play(game.parse_move(t)) for t in ("s", "5", "2")]
    game.undo()
    actions.append(None)
    store = Store(tmp_path)
    with pytest.raises(ValueError):
        store.save_game(game, actions, 5.0)  # the start must be given
    assert store.save_game(game, actions, 5.0, layout=SEED_LAYOUT)
    saved = store.load_game()
    assert saved is not None and saved.code is None and saved.layout == SEED_LAYOUT
    assert saved.game == game and saved.game.moves == 3


def test_tampered_saved_game_is_kept_aside(tmp_path: Path) -> None:
    game = game_from_code("GO1-E-AAAAAAB")
    actions = play_random(game, random.Random(3), 20)
    store = Store(tmp_path)
    store.save_game(game, actions, 1.0)
    path = tmp_path / GOLF_SAVE
    data = json.loads(path.read_text())
    data["score"] += 10
    path.write_text(json.dumps(data))
    assert store.load_game() is None
    assert len(aside_files(tmp_path, GOLF_SAVE)) == 1
    data["score"] -= 10
    data["window"].append("=x1>c1")  # a move the deal refuses: Golf has no cells
    path.write_text(json.dumps(data))
    assert store.load_game() is None
    assert len(aside_files(tmp_path, GOLF_SAVE)) == 2 and len(store.notices) == 2


def test_clear_game(tmp_path: Path) -> None:
    store = Store(tmp_path)
    assert not store.has_saved_game()
    store.save_game(game_from_code("GO1-E-AAAAAAC"), [], 0.0)
    assert store.has_saved_game()
    assert store.clear_game()
    assert not store.has_saved_game() and store.load_game() is None
    assert store.clear_game()  # nothing to clear is fine


@pytest.mark.parametrize(
    ("name", "options"),
    [(name, o) for name, cls in sorted(VARIANTS.items()) for o in cls.option_codes()],
)
def test_every_variant_resumes_exactly(tmp_path: Path, name: str, options: str) -> None:
    """Random games with undos in every registered game and option save and resume exactly."""
    cls = VARIANTS[name]
    for deal in (1, 2, 777_777):
        game = cls.new(deal, options)
        rng = random.Random(deal)
        actions = play_random(game, rng, 150)
        for action in actions:
            assert action is None or Move.from_text(action_token(action)) == action
        store = Store(tmp_path / f"{name}{options}{deal}")
        assert store.save_game(game, actions, float(deal))
        saved = store.load_game()
        assert saved is not None and store.notices == []
        assert saved.game == game and saved.game.score == game.score
        assert saved.game.moves == game.moves and saved.window == undo_window(actions)


# --- killed while saving -----------------------------------------------------------------
KILLS = int(os.environ.get("STORE_KILLS", "100"))


@pytest.mark.slow
@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_killed_while_saving_leaves_old_or_new_files(tmp_path: Path) -> None:
    sys.path.insert(0, str(KILLER.parent))
    import store_killer as killer

    data_dir = tmp_path / "data"
    env = dict(os.environ, PYTHONDONTWRITEBYTECODE="", PYTHONPYCACHEPREFIX=str(tmp_path / "pyc"))
    rng = random.Random(2024)
    killer.write_generation(Store(data_dir), 0)
    previous = dict.fromkeys([SETTINGS_FILE, STATS_FILE, GOLF_SAVE, EIGHT_OFF_DAILY], 0)
    gen, mixed = 1, 0
    for _run in range(KILLS):
        proc = subprocess.Popen(
            [sys.executable, "-S", str(KILLER), str(data_dir), str(gen)],
            stdout=subprocess.PIPE, text=True, env=env,
        )
        assert proc.stdout is not None
        assert proc.stdout.readline() == "ready\n"
        time.sleep(rng.uniform(0.0, 0.03))
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        lines = proc.stdout.read().split()
        proc.stdout.close()
        assert "notice" not in lines
        store = Store(data_dir)
        assert store.notices == []  # nothing was unreadable
        saved = store.load_game(Slot("golf"))
        daily = store.load_game(Slot("eight_off", "daily"))
        assert saved is not None and daily is not None and store.notices == []
        found: dict[str, int] = {
            SETTINGS_FILE: store.settings.extra["generation"],
            STATS_FILE: store.stats.extra["generation"],
            GOLF_SAVE: int(saved.elapsed),
            EIGHT_OFF_DAILY: int(daily.elapsed),
        }
        for name, g in found.items():
            if lines:  # generation `done` was written whole; `done + 1` may have begun
                done = int(lines[-1])
                assert g in (done, done + 1), (name, g, done)
            else:  # killed during the first generation
                assert g in (previous[name], gen), (name, g, gen)
        assert store.settings == killer.expected_settings(found[SETTINGS_FILE])
        assert store.stats == killer.expected_stats(found[STATS_FILE])
        assert saved.window == undo_window(killer.expected_actions(found[GOLF_SAVE]))
        assert daily.window == undo_window(killer.expected_daily_actions(found[EIGHT_OFF_DAILY]))
        assert daily.daily_date == killer.DAY
        mixed += len(set(found.values())) > 1  # killed between two files
        previous = found
        gen = max(found.values()) + 1
    # It really was writing when killed: most runs got at least one generation out (a slow,
    # busy machine may kill some runs before their first file is whole).
    assert gen > KILLS // 2
    assert mixed > 0  # and some kills landed in the middle of a generation


# --- translations ------------------------------------------------------------------------
def test_every_notice_is_translated() -> None:
    from game.i18n import translator

    msgids = {v for k, v in vars(store_mod).items() if k.startswith("MSG_")}
    for msgid in msgids:
        placeholders = sorted(p for p in ("{name}", "{error}") if p in msgid)
        for lang in ("he", "hu", "ru"):
            text = translator(lang).gettext(msgid)
            assert text != msgid, (lang, msgid)
            assert sorted(p for p in ("{name}", "{error}") if p in text) == placeholders


def test_notice_text_follows_the_language(monkeypatch: pytest.MonkeyPatch) -> None:
    notice = store_mod.Notice(store_mod.MSG_SAVEGAME_LOST, {"name": "x.corrupt-1"})
    monkeypatch.setattr(store_notices, "_", lambda m: "<" + m + ">")
    assert notice.message.startswith("<The saved game") and "x.corrupt-1" in str(notice)


# --- a damaged machine: never a crash, never a hang ------------------------------------------
class _Hang(Exception):
    pass


@pytest.fixture
def no_hang() -> Any:
    """A read that would wait for ever fails the test after 20 s instead."""
    def stop(signum: int, frame: Any) -> None:
        raise _Hang

    previous = signal.signal(signal.SIGALRM, stop)
    signal.alarm(20)
    yield
    signal.alarm(0)
    signal.signal(signal.SIGALRM, previous)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")
@pytest.mark.parametrize("name", FILES)
def test_a_fifo_where_a_file_should_be_is_set_aside_unopened(
    tmp_path: Path, name: str, no_hang: Any
) -> None:
    os.mkfifo(tmp_path / name)
    store = Store(tmp_path)
    assert store.load_game() is None and not store.has_saved_game()
    [aside] = aside_files(tmp_path, name)
    assert stat.S_ISFIFO(aside.lstat().st_mode)  # kept as it was, never read
    [notice] = store.notices
    assert aside.name in notice.message
    assert store.save_settings() and store.save_stats()


@pytest.mark.parametrize("device", ["/dev/zero", "/dev/null", "/dev/urandom"])
@pytest.mark.parametrize("name", FILES)
def test_a_link_to_a_device_is_set_aside_and_never_read(
    tmp_path: Path, name: str, device: str, no_hang: Any
) -> None:
    if not Path(device).exists():
        pytest.skip(f"no {device} here")
    (tmp_path / name).symlink_to(device)
    store = Store(tmp_path)
    assert store.load_game() is None
    [aside] = aside_files(tmp_path, name)
    assert aside.is_symlink() and len(store.notices) == 1


def test_every_read_is_bounded(tmp_path: Path) -> None:
    big = tmp_path / STATS_FILE
    with big.open("wb") as f:
        f.write(b'{"version": 1, "x": "')
        f.seek(store_files.MAX_FILE_BYTES)
        f.write(b'"}')
    store = Store(tmp_path)
    assert len(aside_files(tmp_path, STATS_FILE)) == 1 and len(store.notices) == 1
    with pytest.raises(store_files.BadFile):
        store_files.read_bounded(aside_files(tmp_path, STATS_FILE)[0], 1000)


def test_a_folder_that_cannot_be_searched_is_left_alone(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Simulated (root may search any folder); the real one is test_..._for_real below."""
    (tmp_path / SETTINGS_FILE).write_text('{"version": 1, "sound": false}')
    real_lstat, real_open = os.lstat, os.open

    def denied(path: Any, *args: Any, **kwargs: Any) -> Any:
        if Path(path).parent == tmp_path:
            raise PermissionError(errno.EACCES, "Permission denied", str(path))
        return (real_open if args else real_lstat)(path, *args, **kwargs)

    monkeypatch.setattr(os, "lstat", denied)
    monkeypatch.setattr(os, "open", denied)
    store = Store(tmp_path)
    assert [n.msgid for n in store.notices] == [store_mod.MSG_FOLDER_UNUSABLE]
    assert str(tmp_path) in store.notices[0].message
    assert store.settings == Settings() and store.load_game() is None
    assert not store.save_settings() and not store.save_stats()  # never written over
    monkeypatch.undo()
    assert Store(tmp_path).settings.sound is False


def _without_root_powers() -> list[str]:
    """A command prefix under which chmod 000 holds for this user (root ignores it)."""
    if os.geteuid() != 0:
        return []
    setpriv = shutil.which("setpriv")
    if setpriv is None:
        pytest.skip("root without setpriv: chmod 000 cannot be tried for real")
    caps = "-dac_override,-dac_read_search"
    return [setpriv, f"--bounding-set={caps}", f"--inh-caps={caps}"]


@pytest.mark.skipif(not hasattr(os, "geteuid"), reason="POSIX permissions")
def test_a_folder_that_cannot_be_searched_for_real(tmp_path: Path) -> None:
    data = tmp_path / "data"
    data.mkdir()
    (data / SETTINGS_FILE).write_text('{"version": 1, "sound": false}')
    data.chmod(0)
    try:
        env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
        result = subprocess.run(
            [*_without_root_powers(), sys.executable, str(ROOT / "main.py"), "--frames", "3",
             "--size", "800x480", "--data-dir", str(data)],
            capture_output=True, text=True, env=env, timeout=120,
        )
    finally:
        data.chmod(0o755)
    assert result.returncode == 0 and "Traceback" not in result.stderr, result.stderr
    assert sorted(p.name for p in data.iterdir()) == [SETTINGS_FILE]  # nothing written
    assert Store(data).settings.sound is False


def test_easy_harps_passes_survive_a_resume_beyond_the_undo_window(tmp_path: Path) -> None:
    """The pass number is no part of a layout: the saved game keeps it beside its base."""
    game = game_from_code("EH1-N-AAAAAAF")
    actions: list[Move | None] = []
    for _ in range(3 * 60 + 30):  # three turn-backs, then 30 draws: 210 actions
        move = game.stock_move()
        assert move is not None
        actions.append(game.play(move))
    assert game.pass_number() == 4
    st = Store(tmp_path)
    assert st.save_game(game, actions, 12.0)
    data = json.loads((tmp_path / Slot("easy_harp").file_name).read_text())
    assert data["base_extra"] == {"passes": 1}  # before the window of 100: one turn back
    loaded = Store(tmp_path).load_game()
    assert loaded is not None and loaded.game == game and loaded.game.pass_number() == 4


def test_a_saved_game_with_a_bad_pass_count_is_set_aside(tmp_path: Path) -> None:
    game = game_from_code("EH1-N-AAAAAAF")
    actions = [game.play(game.stock_move()) for _ in range(70)]  # type: ignore[arg-type]
    st = Store(tmp_path)
    assert st.save_game(game, actions, 1.0)
    path = tmp_path / Slot("easy_harp").file_name
    data = json.loads(path.read_text())
    data["base_extra"] = {"passes": -3}
    path.write_text(json.dumps(data))
    assert Store(tmp_path).load_game() is None
    assert aside_files(tmp_path, path.name)


def test_a_game_without_counters_writes_no_base_extra(tmp_path: Path) -> None:
    game = game_from_code("GO1-E-AAAAAAF")
    actions = [game.play(game.legal_moves()[0]) for _ in range(3)]
    assert Store(tmp_path).save_game(game, actions, 1.0)
    assert "base_extra" not in json.loads((tmp_path / GOLF_SAVE).read_text())


# --- the one door (files.open_file): nothing but a regular file, never waited for -------------

@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")
def test_the_door_refuses_a_fifo_a_device_and_a_folder_at_once(tmp_path: Path) -> None:
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)  # nobody writes to it, nobody reads it: a blocking open would never return
    for path in (fifo, Path("/dev/zero"), Path("/dev/full"), tmp_path):
        with pytest.raises(store_files.BadFile):
            store_files.read_bounded(path)
    with pytest.raises(store_files.BadFile, match="not a regular file"):
        store_files.open_append(fifo)
    with pytest.raises(store_files.BadFile, match="not a regular file"):
        store_files.open_append("/dev/full")
    assert store_files.read_bounded(fifo, pipes=True) == b""  # a pipe nobody writes: empty


def test_the_door_appends_to_a_regular_file(tmp_path: Path) -> None:
    path = tmp_path / "log.txt"
    for line in ("one\n", "two\n"):
        with store_files.open_append(path) as f:
            f.write(line)
    assert store_files.read_bounded(path) == b"one\ntwo\n"
    assert list(store_files.read_chunks(path, 8)) == [b"one\ntwo\n"]
    with pytest.raises(store_files.BadFile, match="larger than 7 bytes"):
        store_files.read_bounded(path, 7)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")
def test_a_silent_pipe_is_waited_for_no_longer_than_the_limit(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(store_files, "PIPE_WAIT_SECONDS", 0.2)
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    writer = os.open(fifo, os.O_RDWR)  # a writer that never writes
    try:
        with pytest.raises(store_files.BadFile, match="nothing came through the pipe"):
            store_files.read_bounded(fifo, pipes=True)
    finally:
        os.close(writer)
