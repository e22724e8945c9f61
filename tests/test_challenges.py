"""The daily challenges (game.challenges, each game's goals.py) and their command line."""

from __future__ import annotations

import datetime as _dt
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from game import notation
from game.__main__ import main
from game.challenges import (
    HARD,
    LEVELS,
    Challenge,
    LineError,
    Progress,
    _shipped,
    challenge_games,
    challenges_for,
    check_line,
    computed,
    kinds_of,
    measured,
    progress_text,
    shortened,
)
from game.games.eight_off import EightOff
from game.i18n import set_language
from game.moves import WASTE, Move, cell, column
from game.session import Session
from game.solver import solve
from game.store import Slot, Statistics, Store

from .conftest import ROOT

FIRST_SHIPPED = _dt.date(2026, 12, 1)
PAST_THE_TABLE = _dt.date(2031, 5, 17)  # no build ships this far: searched on the spot


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    try:
        code = main(list(argv))
    except SystemExit as exc:
        code = int(exc.code or 0)
    out, err = capsys.readouterr()
    return code, out, err


def test_each_game_declares_its_goal_kinds() -> None:
    assert challenge_games() == ["golf", "easy_harp", "eight_off"]
    keys = {name: [k.key for k in kinds_of(name)] for name in challenge_games()}
    assert keys == {"golf": ["stock", "strokes"], "easy_harp": ["passes", "kings"],
                    "eight_off": ["cells", "moves"]}


@pytest.fixture(scope="module")
def searched() -> list[Challenge]:
    return computed(PAST_THE_TABLE)


def test_a_day_past_the_table_gets_three_proved_challenges(searched: list[Challenge]) -> None:
    assert PAST_THE_TABLE.isoformat() not in _shipped()
    assert [c.game for c in searched] == challenge_games()
    assert sorted(c.level for c in searched) == sorted(LEVELS)
    for c in searched:
        assert check_line(c, c.proof).met, c


def test_the_same_date_gives_the_same_challenges_in_another_process(
        searched: list[Challenge]) -> None:
    # Another hash seed: nothing may hang on the order of a set of strings.
    env = {**os.environ, "PYTHONHASHSEED": "12345", "PYTHONPATH": str(ROOT)}
    done = subprocess.run(
        [sys.executable, "-m", "game", "challenges", "--date", PAST_THE_TABLE.isoformat(),
         "--json", "--lang", "en"], capture_output=True, text=True, env=env, check=True)
    rows = json.loads(done.stdout)
    assert [(r["game"], r["options"], r["code"], r["level"], r["goal"], r["proof"])
            for r in rows] == [(c.game, c.options, c.code, c.level,
                                {"kind": c.goal, "n": c.n}, c.proof) for c in searched]
    assert [r["words"] for r in rows] == [c.words() for c in searched]


def test_a_proof_cut_short_does_not_meet_its_goal(searched: list[Challenge]) -> None:
    for c in searched:
        tokens = c.proof.split()
        progress = check_line(c, " ".join(tokens[:-1]))
        assert not progress.met


def test_levels_turn_from_day_to_day() -> None:
    week = [challenges_for(FIRST_SHIPPED + _dt.timedelta(days=i)) for i in range(3)]
    for i, name in enumerate(challenge_games()):
        assert sorted(day[i].level for day in week) == sorted(LEVELS)
        assert all(day[i].game == name for day in week)


def test_the_shipped_days_replay_their_proofs_this_week() -> None:
    for i in range(7):
        for c in challenges_for(FIRST_SHIPPED + _dt.timedelta(days=i)):
            assert check_line(c, c.proof).met, c


@pytest.mark.slow
def test_the_next_sixty_days_replay_their_proofs() -> None:
    for i in range(60):
        day = FIRST_SHIPPED + _dt.timedelta(days=i)
        found = challenges_for(day)
        assert len(found) == 3
        for c in found:
            assert check_line(c, c.proof).met, c


@pytest.mark.slow
def test_the_shipped_days_are_what_the_search_finds() -> None:
    for i in range(0, 60, 12):
        day = FIRST_SHIPPED + _dt.timedelta(days=i)
        assert computed(day) == challenges_for(day)


def test_a_running_measure_counts_the_most_along_the_standing_line() -> None:
    game = EightOff.new(5, "C8")
    kind = next(k for k in kinds_of("eight_off") if k.key == "cells")
    start = kind.measure(game)
    free = game.free_cells()[0]
    to_cell = Move(column(0), cell(free))
    end = game.clone()
    end.play(to_cell)
    assert measured(kind, game, [to_cell], end) == start + 1
    end.undo()
    assert measured(kind, game, [], end) == start  # undone: it no longer stands


def test_shortened_cuts_a_stretch_that_comes_back() -> None:
    game = EightOff.new(7, "C8")
    line = solve(game).moves
    free = game.free_cells()[0]
    there, back = Move(column(2), cell(free)), Move(cell(free), column(2))
    assert shortened(game, [there, back, *line]) == shortened(game, line)
    assert len(shortened(game, line)) <= len(line)


def test_progress_says_the_measure_against_the_goal() -> None:
    set_language("en")
    c = Challenge(FIRST_SHIPPED, 1, "golf", "E", 5, HARD, "stock", 5, "")
    assert progress_text(c, 6) == "Stock cards left: 6 / at least 5"
    assert c.meets(5) and not c.meets(4)


def test_check_exits_0_when_met_and_1_when_not(capsys: pytest.CaptureFixture[str]) -> None:
    day = FIRST_SHIPPED.isoformat()
    for number, c in enumerate(challenges_for(FIRST_SHIPPED), 1):
        code, out, _ = run(capsys, "challenges", "--date", day, "--check", str(number),
                           "--moves", c.proof, "--lang", "en")
        assert code == 0 and c.words() in out
        code, _, err = run(capsys, "challenges", "--date", day, "--check", str(number),
                           "--moves", " ".join(c.proof.split()[:3]), "--lang", "en")
        assert code == 1 and err


def test_check_refuses_bad_input_with_2(capsys: pytest.CaptureFixture[str]) -> None:
    day = FIRST_SHIPPED.isoformat()
    for argv in (("--date", "2026-13-01", "--check", "1"),
                 ("--date", day, "--check", "4", "--moves", "s"),
                 ("--date", day, "--check", "0"),
                 ("--date", day, "--check", "1", "--moves", "zz9"),
                 ("--date", day, "--check", "x")):
        code, out, err = run(capsys, "challenges", *argv, "--lang", "en")
        assert code == 2 and err and not out, argv


def test_a_refused_move_does_not_meet_it(capsys: pytest.CaptureFixture[str]) -> None:
    c = next(c for c in challenges_for(FIRST_SHIPPED) if c.game == "golf")
    game = c.new_game()
    refused = next(i for i in range(7) if game.refusal(Move(column(i), WASTE)) is not None)
    with pytest.raises(LineError) as caught:
        check_line(c, str(refused + 1))
    assert not caught.value.unreadable
    code, _, err = run(capsys, "challenges", "--date", FIRST_SHIPPED.isoformat(), "--check",
                       str(c.number), "--moves", str(refused + 1), "--lang", "en")
    assert code == 1 and err


def test_json_words_follow_the_language(capsys: pytest.CaptureFixture[str]) -> None:
    day = FIRST_SHIPPED.isoformat()
    _, english, _ = run(capsys, "challenges", "--date", day, "--json", "--lang", "en")
    _, hungarian, _ = run(capsys, "challenges", "--date", day, "--json", "--lang", "hu")
    en, hu = json.loads(english), json.loads(hungarian)
    assert [r["proof"] for r in en] == [r["proof"] for r in hu]
    assert all(a["words"] != b["words"] for a, b in zip(en, hu, strict=True))
    set_language("en")


# --- the store and the session -------------------------------------------------------------
def play_line(session: Session, text: str) -> None:
    for token in text.split():
        session.play(notation.resolve(session.game, notation.parse(token)))


def test_a_met_challenge_is_counted_once_and_read_back(tmp_path: Path) -> None:
    stats = Statistics()
    assert stats.meet_challenge(FIRST_SHIPPED, 2)
    assert not stats.meet_challenge(FIRST_SHIPPED, 2)
    assert stats.challenges_met(FIRST_SHIPPED) == {2} and not stats.has_star(FIRST_SHIPPED)
    stats.meet_challenge(FIRST_SHIPPED, 1)
    stats.meet_challenge(FIRST_SHIPPED, 3)
    assert stats.has_star(FIRST_SHIPPED) and stats.star_days(2026, 12) == [1]
    back, repaired = Statistics.from_json(json.loads(json.dumps(stats.to_json())))
    assert not repaired and back.challenge_days() == {FIRST_SHIPPED: frozenset({1, 2, 3})}
    with pytest.raises(ValueError):
        stats.meet_challenge(FIRST_SHIPPED, 4)


def test_damaged_challenges_are_left_out_not_believed() -> None:
    data = Statistics().to_json()
    data["challenges"] = {"2026-12-01": [1, 9], "not a day": [1], "2026-12-02": [3]}
    stats, repaired = Statistics.from_json(data)
    assert repaired and stats.challenges == {"2026-12-02": [3]}


def test_a_result_counted_again_meets_nothing_twice() -> None:
    stats = Statistics()
    for _ in range(2):
        stats.record_result("golf", "E", True, 100, 40, 60.0, game_id="g1",
                            challenge=(FIRST_SHIPPED, 1))
    assert stats.get("golf", "E").played == 1
    assert stats.challenges == {FIRST_SHIPPED.isoformat(): [1]}


def test_a_challenge_played_to_its_proof_is_met_and_three_earn_the_star(
        tmp_path: Path) -> None:
    store = Store(tmp_path)
    found = challenges_for(FIRST_SHIPPED)
    for c in found:
        session = Session.start_challenge(store, FIRST_SHIPPED, c.number)
        assert session.slot == Slot.of(c.game, challenge=True)
        assert session.challenge_progress() == Progress(
            measured(c.kind, c.new_game(), [], c.new_game()), False, False)
        play_line(session, c.proof)
        session.record_result()  # a Golf hole that ends stuck is counted when accepted
        got = session.challenge_rewards()
        assert got is not None and got.met
        assert got.star == (c is found[-1])
    again = Store(tmp_path)
    assert again.stats.has_star(FIRST_SHIPPED)
    assert again.stats.star_days(2026, 12) == [1]


def test_a_challenge_in_progress_resumes_as_that_challenge(tmp_path: Path) -> None:
    c = challenges_for(FIRST_SHIPPED)[2]
    session = Session.start_challenge(Store(tmp_path), FIRST_SHIPPED, c.number)
    play_line(session, " ".join(c.proof.split()[:5]))
    back = Session.resume(Store(tmp_path), Slot.of(c.game, challenge=True))
    assert back is not None and back.challenge == c and back.game.moves == 5
    assert (tmp_path / f"savegame-{c.game}-challenge.json").exists()
    assert Session.resume(Store(tmp_path), Slot.of(c.game)) is None  # its single game: none


def test_a_challenge_left_unmet_is_not_counted(tmp_path: Path) -> None:
    store = Store(tmp_path)
    c = challenges_for(FIRST_SHIPPED)[2]
    session = Session.start_challenge(store, FIRST_SHIPPED, c.number)
    play_line(session, " ".join(c.proof.split()[:5]))
    Session.start_challenge(store, FIRST_SHIPPED, c.number)  # again, from the deal
    stats = Store(tmp_path).stats
    assert stats.get(c.game, c.options).played == 1 and stats.challenges == {}


def test_a_saved_challenge_of_another_deal_is_set_aside(tmp_path: Path) -> None:
    c = challenges_for(FIRST_SHIPPED)[2]
    Session.start_challenge(Store(tmp_path), FIRST_SHIPPED, c.number)
    path = tmp_path / f"savegame-{c.game}-challenge.json"
    data = json.loads(path.read_text())
    data["challenge"]["number"] = 1  # the day's first challenge is another game's deal
    path.write_text(json.dumps(data))
    store = Store(tmp_path)
    assert store.load_game(Slot.of(c.game, challenge=True)) is None
    assert store.notices
