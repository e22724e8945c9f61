"""Rounds of nine holes (Golf): strokes, the card, the store, restarts, statistics apart."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from game import game_from_layout, get_variant
from game.moves import PileKind
from game.rounds import HOLES, Round, offered, par
from game.session import Session
from game.store import Slot, Store
from game.variant import Status, Variant

ROUND_FILE = Slot("golf", "round").file_name

DEALS = (11, 12, 13, 14, 15, 16, 17, 18, 19)


def golf(tableau: list[list[str]], waste: list[str], stock: list[str]) -> Variant:
    return game_from_layout({"game": "golf", "options": "E", "tableau": tableau,
                             "waste": waste, "stock": stock})


def play_out(session: Session) -> None:
    """Play a hole to its end: the first removal that fits, else a draw (Golf always ends)."""
    game = session.game
    while game.status is Status.PLAYING:
        moves = game.legal_moves()
        take = [m for m in moves if m.source.kind is not PileKind.STOCK]
        session.play(take[0] if take else moves[0])


def finish_hole(session: Session) -> Session | None:
    """Play the hole out and end it as the table does; the next hole's session."""
    play_out(session)
    if not session.recorded:
        session.record_result()  # stuck: the table's "End the hole"
    return session.next_hole


# --- strokes and the round -----------------------------------------------------------------
def test_hole_strokes_are_cards_left_or_minus_the_stock() -> None:
    cleared = golf([[], [], [], [], [], [], []], ["4C", "5C"], ["9D", "2H", "KS"])
    assert cleared.status is Status.WON and cleared.hole_strokes() == -3
    stuck = golf([["9C", "8S"], ["KD"], [], [], [], [], ["2H"]], ["4C"], [])
    assert stuck.status is Status.STUCK and stuck.hole_strokes() == 4
    with pytest.raises(NotImplementedError):
        get_variant("eight_off").new(1, "C8").hole_strokes()


def test_only_golf_is_played_in_rounds_with_par_per_rule_mode() -> None:
    assert offered("golf") and not offered("easy_harp") and not offered("eight_off")
    assert not offered("no such game")
    assert par("golf", "E") < par("golf", "C")  # the wrap makes holes easier


def test_a_round_scores_its_nine_holes_in_order() -> None:
    played = Round("golf", "C", DEALS)
    totals = []
    for hole in range(1, HOLES + 1):
        assert played.hole == hole and played.deal() == DEALS[hole - 1]
        game = played.new_hole()
        assert game.deal == DEALS[hole - 1] and game.options == "C"
        with pytest.raises(ValueError, match="not ended"):
            played.score_hole(game)
        while game.status is Status.PLAYING:
            game.play(game.legal_moves()[0])
        totals.append(played.score_hole(game))
    assert played.over and played.strokes == totals and played.total == sum(totals)
    assert played.to_par == sum(totals) - par("golf", "C")
    with pytest.raises(ValueError):
        played.deal()


def test_a_round_refuses_what_is_not_its_hole() -> None:
    played = Round("golf", "E", DEALS)
    other = get_variant("golf").new(99, "E")
    while other.status is Status.PLAYING:
        other.play(other.legal_moves()[0])
    with pytest.raises(ValueError, match="not the game"):
        played.score_hole(other)
    for bad in (dict(name="eight_off", options="C8", deals=DEALS),
                dict(name="golf", options="X", deals=DEALS),
                dict(name="golf", options="E", deals=DEALS[:8]),
                dict(name="golf", options="E", deals=(0, *DEALS[1:]))):
        with pytest.raises(ValueError):
            Round(**bad)  # type: ignore[arg-type]


# --- a round in play: the store ------------------------------------------------------------
def test_a_round_moves_hole_to_hole_and_counts_apart(tmp_path: Path) -> None:
    store = Store(tmp_path)
    session: Session | None = Session.start_round(store, "golf", "E", DEALS)
    strokes = []
    for hole in range(1, HOLES + 1):
        assert session is not None and session.round is not None
        assert session.round.hole == hole and session.game.deal == DEALS[hole - 1]
        last = session
        session = finish_hole(session)
        strokes.append(last.game.hole_strokes())
        if hole < HOLES:
            saved = Store(tmp_path).load_game()  # the next hole, as a restart finds it
            assert saved is not None and saved.round is not None
            assert saved.round.strokes == strokes and saved.game.moves == 0
            assert saved.game.deal == DEALS[hole]
    assert session is None
    assert last.round is not None and last.round.over
    assert not store.has_saved_game()
    rounds = Store(tmp_path).stats.get_rounds("golf", "E")
    assert (rounds.played, rounds.completed, rounds.best_total) == (1, 1, sum(strokes))
    assert rounds.at_or_under_par == (sum(strokes) <= par("golf", "E"))
    assert Store(tmp_path).stats.games == {}  # holes are not single games
    assert last.record_result() is None and last.round_result is not None  # counted once
    assert Store(tmp_path).stats.get_rounds("golf", "E").played == 1
    rewards = last.round_rewards()
    assert rewards is not None and rewards.best is None and not rewards.new_best


def test_a_round_survives_a_restart_mid_hole(tmp_path: Path) -> None:
    session = Session.start_round(Store(tmp_path), "golf", "C", DEALS)
    session = finish_hole(session)
    session = finish_hole(session)  # type: ignore[arg-type]
    assert session is not None
    session.play(session.game.legal_moves()[0])
    again = Session.resume(Store(tmp_path))  # the app killed and started again
    assert again is not None and again.round is not None
    assert again.round.hole == 3 and again.round.strokes == session.round.strokes  # type: ignore[union-attr]
    assert again.game == session.game and again.game.moves == 1
    play_out(again)
    again.record_result()
    assert again.next_hole is not None and again.next_hole.round.hole == 4  # type: ignore[union-attr]


def test_the_next_hole_is_one_write(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    store = Store(tmp_path)
    session = Session.start_round(store, "golf", "E", DEALS)
    play_out(session)
    written: list[str] = []
    real = store._write
    monkeypatch.setattr(store, "_write",
                        lambda name, data: written.append(name) or real(name, data))
    if not session.recorded:
        session.record_result()
    assert written == [ROUND_FILE]


def test_a_round_stays_beside_a_single_game(tmp_path: Path) -> None:
    store = Store(tmp_path)
    session = Session.start_round(store, "golf", "E", DEALS)
    session.play(session.game.legal_moves()[0])
    single = Session.start(store, "golf", "E", 5)  # a game of its own: the round stays
    single.play(single.game.legal_moves()[0])
    assert store.stats.get_rounds("golf", "E").played == 0
    again = Session.resume(Store(tmp_path), session.slot)
    assert again is not None and again.round is not None and again.game == session.game
    assert Store(tmp_path).load_game(single.slot).game == single.game  # type: ignore[union-attr]


def test_abandoning_a_round_counts_a_round_played_not_a_loss(tmp_path: Path) -> None:
    store = Store(tmp_path)
    session = Session.start_round(store, "golf", "E", DEALS)
    session.play(session.game.legal_moves()[0])
    Session.start_round(store, "golf", "E", DEALS[::-1])  # a new round in its place
    rounds = store.stats.get_rounds("golf", "E")
    assert (rounds.played, rounds.completed, rounds.best_total) == (1, 0, None)
    assert store.stats.get("golf", "E").played == 0
    Session.start_round(store, "golf", "E", DEALS)  # left before its first move: not counted
    assert store.stats.get_rounds("golf", "E").played == 1


def test_a_tampered_round_is_set_aside(tmp_path: Path) -> None:
    Session.start_round(Store(tmp_path), "golf", "E", DEALS)
    path = tmp_path / ROUND_FILE
    data: dict[str, Any] = json.loads(path.read_text())
    data["round"]["deals"][0] = 500  # the game on the table is no longer the hole in play
    path.write_text(json.dumps(data))
    store = Store(tmp_path)
    assert store.load_game() is None
    assert [n.message for n in store.take_notices()]
    assert list(tmp_path.glob(ROUND_FILE + ".corrupt-*"))


def test_round_statistics_persist_reset_apart_and_are_repaired(tmp_path: Path) -> None:
    store = Store(tmp_path)
    store.stats.record_round("golf", "E", True, 12, 29, "a1")
    store.stats.record_round("golf", "E", True, 40, 29, "a2")
    store.stats.record_round("golf", "C", False, 3, 67, "a3")
    store.stats.record_round("golf", "E", True, 5, 29, "a1")  # counted already
    store.record_result("golf", "E", True, 350, 40, 60.0)
    store.save_stats()
    again = Store(tmp_path).stats
    easy = again.get_rounds("golf", "E")
    assert (easy.played, easy.completed, easy.best_total, easy.at_or_under_par) == (2, 2, 12, 1)
    assert easy.average == 26
    again.reset("golf", daily=False, rounds=False)  # the single games' tab
    assert again.get("golf", "E").played == 0 and again.get_rounds("golf", "E").played == 2
    again.reset_rounds("golf", "E")
    assert again.get_rounds("golf", "E").played == 0 and again.get_rounds("golf", "C").played
    data = json.loads((tmp_path / "stats.json").read_text())
    data["rounds"]["golf:E"].update(completed=5, played=2, at_or_under_par=9)
    (tmp_path / "stats.json").write_text(json.dumps(data))
    repaired = Store(tmp_path)
    easy = repaired.stats.get_rounds("golf", "E")
    assert easy.completed <= easy.played and easy.at_or_under_par <= easy.completed
    assert repaired.take_notices()


def test_the_rounds_total_while_a_hole_is_played() -> None:
    """The bar's strokes: this hole's if it ended now, and the round's total with it."""
    played = Round("golf", "E", DEALS, strokes=[3, -2])
    game = played.new_hole()
    assert played.total_with(game) == 1 + 35  # 35 cards still in the columns
    while not (removals := [m for m in game.legal_moves() if m.source.kind is PileKind.COLUMN]):
        game.play(game.legal_moves()[-1])  # a draw: nothing removed
        assert played.total_with(game) == 36
    game.play(removals[0])
    assert game.hole_strokes() == 34 and played.total_with(game) == 35
    with pytest.raises(ValueError):
        played.total_with(get_variant("golf").new(99, "E"))
