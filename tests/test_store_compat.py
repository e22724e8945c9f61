"""Files written by earlier builds load unchanged.

``tests/data/schema1`` holds saved games, settings and statistics written by the schema-1 store
(before the saved game became a window); ``tests/data/schema2`` saved games written by the
schema-2 store as it was before the games declared their piles (the exact move texts, Easy
Harp's passes, a hole of a round). ``make_fixtures.py`` beside each is the record of how; each
saved game's ``expected.json`` says what it holds. Loading one must give that position, score,
move counter, time, start and every position undo reaches; saving it again (schema 2) and
loading that must give it again. An earlier build kept its one game in ``savegame.json``; this
one keeps a game in progress per game, daily deal and round (``Slot``): the file moves to its
slot, whole, and nothing saved is lost.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
import shutil
from pathlib import Path
from typing import Any

import pytest

from game.session import Session
from game.store import SAVEGAME_FILE, Slot, Store
from game.store.savegame import SavedGame, slot_of_record
from game.variant import HISTORY_LIMIT, Variant

from .conftest import DATA

SCHEMA1 = DATA / "schema1"
CASES = sorted(p.name for p in (SCHEMA1 / "games").iterdir())
SCHEMA2 = DATA / "schema2"
CASES_2 = sorted(p.name for p in (SCHEMA2 / "games").iterdir())


def digest(layout: dict[str, Any]) -> str:
    return hashlib.sha256(json.dumps(layout, sort_keys=True).encode()).hexdigest()[:16]


def undo_chain(game: Variant) -> list[str]:
    g = game.clone()
    chain = [digest(g.layout())]
    while g.undo():
        chain.append(digest(g.layout()))
    return chain


def check(saved: SavedGame, facts: dict[str, Any]) -> None:
    game = saved.game
    assert (game.name, game.options) == (facts["game"], facts["options"])
    assert game.layout() == facts["layout"]
    assert (game.score, game.moves, game.status.value) == (
        facts["score"], facts["moves"], facts["status"],
    )
    assert saved.elapsed == facts["elapsed"] and saved.code == facts["code"]
    assert game.code == facts["code"]
    assert saved.layout == facts["start_layout"]
    daily = facts["daily_date"]
    assert saved.daily_date == (None if daily is None else dt.date.fromisoformat(daily))
    assert undo_chain(game) == facts["undo_chain"]
    assert len(saved.window) == len(facts["undo_chain"]) - 1 <= HISTORY_LIMIT
    if "beyond_layout" in facts:  # schema-2 fixtures say these too
        assert game.beyond_layout() == facts["beyond_layout"]
        played = None if saved.round is None else saved.round.to_json()
        assert played == facts["round"]


def copy_case(tmp_path: Path, name: str, schema: Path = SCHEMA1) -> tuple[Path, dict[str, Any]]:
    folder = tmp_path / name
    shutil.copytree(schema / "games" / name, folder)
    facts = json.loads((folder / "expected.json").read_text())
    (folder / "expected.json").unlink()
    return folder, facts


def slot_file(folder: Path) -> Path:
    """Where the case's game is kept now: the file of its slot."""
    [path] = folder.glob("savegame-*.json")
    return path


def expected_slot(facts: dict[str, Any], in_round: bool = False) -> Slot:
    return Slot.of(facts["game"], daily=facts["daily_date"] is not None, in_round=in_round)


def without_saved_at(data: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in data.items() if k != "saved"}


def test_the_fixtures_are_schema_1() -> None:
    for name in CASES:
        data = json.loads((SCHEMA1 / "games" / name / SAVEGAME_FILE).read_text())
        assert data["version"] == 1 and isinstance(data["actions"], list)
    long_game = json.loads((SCHEMA1 / "games" / "eight-off-c8-long" / SAVEGAME_FILE).read_text())
    assert len(long_game["actions"]) > 10 * HISTORY_LIMIT  # more than undo can reach
    assert any(t.startswith("=") for t in long_game["actions"])  # the exact move form


@pytest.mark.parametrize("name", CASES)
def test_schema_1_saved_game_loads_unchanged(tmp_path: Path, name: str) -> None:
    folder, facts = copy_case(tmp_path, name)
    before = (folder / SAVEGAME_FILE).read_bytes()
    store = Store(folder)
    assert not (folder / SAVEGAME_FILE).exists()  # carried over to its slot, whole
    assert slot_file(folder).name == expected_slot(facts).file_name
    assert slot_file(folder).read_bytes() == before
    saved = store.load_game(expected_slot(facts))
    assert saved is not None and store.notices == []
    check(saved, facts)
    assert saved.game_id == Store(folder).load_game().game_id  # type: ignore[union-attr]


@pytest.mark.parametrize("name", CASES)
def test_schema_1_game_goes_on_and_saves_as_schema_2(tmp_path: Path, name: str) -> None:
    folder, facts = copy_case(tmp_path, name)
    session = Session.resume(Store(folder))
    assert session is not None
    assert session.save()
    data = json.loads(slot_file(folder).read_text())
    assert data["version"] == 2 and data["id"] == session.game_id
    again = Store(folder).load_game()
    assert again is not None
    check(again, facts)
    assert again.game_id == session.game_id


def test_the_schema_2_fixtures_hold_every_kind_of_move_text() -> None:
    tokens = set()
    for name in CASES_2:
        data = json.loads((SCHEMA2 / "games" / name / SAVEGAME_FILE).read_text())
        assert data["version"] == 2
        tokens |= set(data["window"])
    assert {"s>w", "w>sx59", "4>7x2", "c>f", "f>d", "f2>3", "7>f8", "w>6"} <= tokens
    passes = json.loads((SCHEMA2 / "games" / "easy-harp-passes" / SAVEGAME_FILE).read_text())
    assert passes["base_extra"] == {"passes": 2}


@pytest.mark.parametrize("name", CASES_2)
def test_schema_2_saved_game_of_the_earlier_build_loads_unchanged(tmp_path: Path,
                                                                   name: str) -> None:
    folder, facts = copy_case(tmp_path, name, SCHEMA2)
    before = (folder / SAVEGAME_FILE).read_bytes()
    store = Store(folder)
    in_round = facts["round"] is not None
    assert slot_file(folder).name == expected_slot(facts, in_round).file_name
    assert slot_of_record(json.loads(before)) == expected_slot(facts, in_round)
    saved = store.load_game()
    assert saved is not None and store.notices == []
    check(saved, facts)
    session = Session.resume(Store(folder))
    assert session is not None and session.save()
    again_file = json.loads(slot_file(folder).read_text())
    assert without_saved_at(again_file) == json.loads(before)  # the same, and when it was saved
    again = Store(folder).load_game()
    assert again is not None
    check(again, facts)


def test_schema_1_game_stays_beside_another_games_and_counts_once_abandoned(
    tmp_path: Path,
) -> None:
    folder, _facts = copy_case(tmp_path, "easy-harp")
    store = Store(folder)
    Session.start(store, "golf", "E", 1)  # another game: the Easy Harp game stays
    assert store.stats.get("easy_harp", "N").played == 0
    assert store.load_game(Slot("easy_harp")) is not None
    Session.start(store, "easy_harp", "N", 2)  # a new one in its place: abandoned
    assert store.stats.get("easy_harp", "N").played == 1
    store2 = Store(folder)
    assert store2.stats.get("easy_harp", "N").played == 1
    assert store2.load_game().game.deal == 2  # type: ignore[union-attr]
    assert store2.load_game(Slot("golf")).game.deal == 1  # type: ignore[union-attr]


def test_an_earlier_builds_game_never_takes_the_place_of_a_game_saved_since(
    tmp_path: Path,
) -> None:
    """An earlier build run after this one: its game is kept aside, never written over the
    slot's newer game, and the player is told."""
    folder, _facts = copy_case(tmp_path, "golf-classic")
    session = Session.start(Store(folder), "golf", "E", 9)  # the carried-over game replaced
    session.play(session.game.legal_moves()[0])
    shutil.copy(SCHEMA1 / "games" / "golf-classic" / SAVEGAME_FILE, folder / SAVEGAME_FILE)
    again = Store(folder)
    assert [n.msgid for n in again.notices] == ["The saved game could not be restored. The "
                                                "file was kept as {name}."]
    assert list(folder.glob(SAVEGAME_FILE + ".corrupt-*"))
    kept = again.load_game(Slot("golf"))
    assert kept is not None and kept.game.deal == 9 and kept.game.moves == 1


def test_schema_1_settings_and_statistics_load_unchanged(tmp_path: Path) -> None:
    folder = tmp_path / "player"
    shutil.copytree(SCHEMA1 / "player", folder)
    before = {p.name: p.read_bytes() for p in folder.iterdir()}
    store = Store(folder)
    assert store.notices == []
    s = store.settings
    assert (s.language, s.interactive_rules, s.double_tap, s.animations) == ("hu", False, False,
                                                                             False)
    assert (s.sound, s.four_colour, s.card_back, s.theme) == (False, True, 3, "green")
    assert (s.show_winnable, s.left_handed, s.kiosk_idle_seconds, s.kiosk_exit_pin) == (
        True, True, 300, "739152",
    )
    assert s.last_game == "eight_off" and s.last_options == {"eight_off": "C4", "golf": "C"}
    assert s.extra == {"from_a_later_build": {"x": [1, 2]}}
    golf = store.stats.get("golf", "E")
    assert (golf.played, golf.won, golf.best_score, golf.fewest_moves) == (4, 3, 350, 36)
    assert (golf.fastest_seconds, golf.current_streak, golf.best_streak) == (65.5, 2, 2)
    assert store.stats.get("eight_off", "C8").won == 1
    assert store.stats.get("easy_harp", "N").best_score == 95
    day = store.stats.daily_result(dt.date(2026, 5, 2), "golf", "C")
    assert day is not None and (day.played, day.won) == (1, False)
    assert store.stats.extra == {"note_from_tomorrow": [1, "two"]}
    assert {p.name: p.read_bytes() for p in folder.iterdir()} == before  # reading writes nothing
    # Written back by this build, they read the same.
    assert store.save_settings() and store.save_stats()
    again = Store(folder)
    assert again.settings == store.settings and again.stats == store.stats
    assert again.notices == []
