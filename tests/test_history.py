"""The history of the last games (game/store/stats.py, kept by the session and the store):
each game's code and line, written with its result, read back and replayed; damaged entries
set aside with a notice and nothing else lost."""

from __future__ import annotations

import datetime as _dt
import json
from pathlib import Path

from game import game_from_code
from game.moves import STOCK, WASTE, Move
from game.review import positions, read_line
from game.session import Session
from game.store import MSG_HISTORY_ASIDE, Slot, Store
from game.store.stats import HISTORY_KEEP, LINE_LIMIT, HistoryEntry, Statistics

from .conftest import DATA

SEED_LINE = (DATA / "golf-seed-deal1.moves").read_text().strip()


def play_tokens(session: Session, text: str) -> None:
    for move in read_line(session.game, text):
        session.play(move)


def replayed(entry: HistoryEntry) -> object:
    start = game_from_code(entry.code)
    moves = [Move.from_text(t) for t in (entry.line or "").split()]
    return positions(start, moves)[-1]


def test_a_won_game_keeps_its_code_and_line(tmp_path: Path) -> None:
    store = Store(tmp_path)
    session = Session.start(store, "golf", "E", 1)
    play_tokens(session, "s 5 u u")  # undone moves are not in the line
    play_tokens(session, SEED_LINE)
    assert session.won
    [entry] = Store(tmp_path).stats.history
    assert (entry.code, entry.result, entry.game_id) == ("GO1-E-AAAAAAB", "won", session.game_id)
    assert entry.line == " ".join(map(str, read_line(game_from_code("GO1-E-AAAAAAB"),
                                                      SEED_LINE)))
    assert entry.score == session.game.score and entry.moves == session.game.moves
    assert replayed(entry).snapshot() == session.game.snapshot()  # type: ignore[attr-defined]
    assert entry.ended_at is not None and entry.daily is None


def test_a_stuck_game_and_an_abandoned_one_across_a_restart(tmp_path: Path) -> None:
    store = Store(tmp_path)
    stuck = Session.start(store, "golf", "C", 2)
    while not stuck.finished:  # the first legal move each time: this deal sticks
        stuck.play(stuck.game.legal_moves()[0])
    assert stuck.status.value == "stuck"
    stuck.record_result()
    day = _dt.date(2026, 11, 3)
    left = Session.start(store, "eight_off", "C8", 5, daily_date=day)
    play_tokens(left, "1e 2f")
    left.undo()
    play_tokens(left, "3g")
    # The app closes; the next one starts another daily deal of Eight Off in its place, so
    # the saved one counts as lost.
    again = Store(tmp_path)
    Session.start(again, "eight_off", "C8", 2, daily_date=day + _dt.timedelta(days=1))
    history = Store(tmp_path).stats.history
    assert [e.result for e in history] == ["stuck", "abandoned"]
    assert history[1].line == "1>e 3>g" and history[1].daily == "2026-11-03"
    assert Store(tmp_path).stats.daily_game(day, "eight_off") == history[1]


def test_the_history_keeps_the_last_hundred_and_stays_small(tmp_path: Path) -> None:
    store = Store(tmp_path)
    for deal in range(1, HISTORY_KEEP + 11):
        session = Session.start(store, "golf", "E", deal)
        session.play(Move(STOCK, WASTE))
    Session.start(store, "golf", "E", 999)  # the last one is abandoned too
    history = Store(tmp_path).stats.history
    assert len(history) == HISTORY_KEEP
    assert history[-1].code == "GO1-E-AAAAAEG" and history[0].code == "GO1-E-AAAAAAL"
    assert (tmp_path / "stats.json").stat().st_size < 40_000


def test_a_game_too_long_keeps_no_line(tmp_path: Path) -> None:
    store = Store(tmp_path)
    session = Session.start(store, "easy_harp", "N", 4)
    # Only the save of the move past the limit is looked at: the thousand before it, each a
    # longer line to write, are left out (they took nine tenths of this test's CPU).
    session.save = lambda: True  # type: ignore[method-assign]
    for _ in range(LINE_LIMIT):
        session.play(session.game.stock_move())  # type: ignore[arg-type]
    del session.save
    session.play(session.game.stock_move())  # type: ignore[arg-type]
    assert session.line is None
    Session.start(store, "easy_harp", "N", 1)
    [entry] = Store(tmp_path).stats.history
    assert entry.line is None and entry.result == "abandoned"


def test_a_resumed_game_keeps_its_line_and_a_wrong_one_is_dropped(tmp_path: Path) -> None:
    store = Store(tmp_path)
    session = Session.start(store, "golf", "E", 1)
    play_tokens(session, "s 5 2")
    resumed = Session.resume(Store(tmp_path))
    assert resumed is not None and resumed.line == session.line
    path = tmp_path / Slot("golf").file_name
    data = json.loads(path.read_text())
    data["line"] = "s>w 5>w"  # one move short: it does not lead to the position
    path.write_text(json.dumps(data))
    resumed = Session.resume(Store(tmp_path))
    assert resumed is not None and resumed.line is None
    assert resumed.game.snapshot() == session.game.snapshot()


def test_statistics_of_the_first_schema_still_load(tmp_path: Path) -> None:
    old = {"version": 1, "games": {"golf:E": {"played": 3, "won": 1, "best_score": 350,
                                             "current_streak": 0, "best_streak": 1}},
           "daily": {"2026-05-02": {"golf:C": {"played": 1, "won": False}}},
           "recorded": ["abc"]}
    (tmp_path / "stats.json").write_text(json.dumps(old))
    store = Store(tmp_path)
    assert not store.take_notices()
    assert store.stats.get("golf", "E").played == 3 and store.stats.history == []
    session = Session.start(store, "golf", "E", 1)
    session.play(Move(STOCK, WASTE))
    Session.start(store, "golf", "E", 2)
    data = json.loads((tmp_path / "stats.json").read_text())
    assert data["version"] == 2 and len(data["history"]) == 1
    assert data["games"]["golf:E"]["played"] == 4 and data["recorded"][0] == "abc"


def _three_games(tmp_path: Path) -> Store:
    store = Store(tmp_path)
    for deal in (1, 2, 3):
        session = Session.start(store, "golf", "E", deal)
        session.play(Move(STOCK, WASTE))
    Session.start(store, "golf", "E", 4)
    return store


def test_a_damaged_entry_is_set_aside_and_nothing_else_is_lost(tmp_path: Path) -> None:
    _three_games(tmp_path)
    data = json.loads((tmp_path / "stats.json").read_text())
    good = data["history"][0], data["history"][2]
    data["history"][1]["code"] = "EO1-C8-AAAAAAB"  # not a Golf code: damage
    data["history"].append("not an entry")
    (tmp_path / "stats.json").write_text(json.dumps(data))
    before = Statistics.from_json(data)[0]
    store = Store(tmp_path)
    [notice] = store.take_notices()
    assert notice.msgid == MSG_HISTORY_ASIDE
    assert notice.kept_as is not None and notice.kept_as.name in notice.message
    kept = json.loads(notice.kept_as.read_text())
    assert kept["history"][1]["code"] == "EO1-C8-AAAAAAB"  # the damaged one is kept aside
    assert [e.to_json() for e in store.stats.history] == list(good)
    assert store.stats.games == before.games and store.stats.daily == before.daily
    assert store.stats.recorded == data["recorded"]
    store.save_stats()
    assert len(json.loads((tmp_path / "stats.json").read_text())["history"]) == 2
    assert not Store(tmp_path).take_notices()  # once set aside, it is gone


def test_a_line_that_does_not_replay_is_set_aside_when_opened(tmp_path: Path) -> None:
    _three_games(tmp_path)
    data = json.loads((tmp_path / "stats.json").read_text())
    data["history"][0]["line"] = "5>w 5>w 5>w 5>w 5>w 5>w"  # reads, but column 5 runs out
    (tmp_path / "stats.json").write_text(json.dumps(data))
    store = Store(tmp_path)
    assert not store.take_notices()  # its text is well formed: found only when replayed
    entry = store.stats.history[0]
    try:
        replayed(entry)
    except Exception:
        assert store.set_aside_game(entry.game_id)
    [notice] = store.take_notices()
    assert notice.msgid == MSG_HISTORY_ASIDE
    assert len(Store(tmp_path).stats.history) == 2
    assert Store(tmp_path).stats.get("golf", "E").played == 3


def test_a_game_is_kept_once_and_a_reset_forgets_its_games(tmp_path: Path) -> None:
    store = _three_games(tmp_path)
    entry = store.stats.history[0]
    game = game_from_code(entry.code)
    store.stats.record_result("golf", "E", False, 0, 1, 1.0, game_id=entry.game_id,
                              history=entry)
    assert len(store.stats.history) == 3 and game.code == entry.code
    session = Session.start(store, "eight_off", "C8", 2)
    play_tokens(session, "1e")
    Session.start(store, "eight_off", "C8", 9)  # in its place: abandoned
    store.reset_stats("golf")
    assert [e.game for e in Store(tmp_path).stats.history] == ["eight_off"]
