"""Eight Off solver: exact answers on hand-made positions, lines that replay, input untouched."""

from __future__ import annotations

from typing import Any

import pytest

import game.solvers.eight_off as eo
from game.eight_off import EightOff
from game.notation import write_line
from game.solver import Verdict, hint, solve
from game.variant import Status

FULL = [[f"{r}{s}" for r in "A23456789TJQK"] for s in "SHDC"]


def layout(tableau: list[list[str]], cells: list[str | None], found: list[int],
           options: str = "C8") -> EightOff:
    data: dict[str, Any] = {
        "game": "eight_off", "options": options,
        "tableau": tableau + [[] for _ in range(8 - len(tableau))],
        "cells": cells,
        "foundations": [FULL[i][:n] for i, n in enumerate(found)],
    }
    return EightOff.from_layout(data)


def replays(game: EightOff, line: str) -> bool:
    trial = game.clone()
    for token in line.split():
        trial.play(trial.parse_move(token))
    return trial.status is Status.WON


def test_won_in_one() -> None:
    game = layout([["KS"]], [None] * 8, [12, 13, 13, 13])
    result = solve(game, 5)
    assert result.verdict is Verdict.WINNABLE
    assert write_line(game, result.moves).split() == ["1f"]
    assert hint(game).move == result.moves[0]


def lost_position() -> EightOff:
    # Every Ten (♦ ♣) and Nine (♠ ♥) lies under a higher card of its suit, both cells are
    # full of Kings and no column is empty: no move at all.
    return layout(
        [["9S", "TS"], ["9H", "TH"], ["JS", "QS"], ["JH", "QH"],
         ["TD", "JD"], ["TC", "JC"], ["QD", "KD"], ["QC", "KC"]],
        ["KS", "KH"], [8, 8, 9, 9], options="C2",
    )


def test_lost_position() -> None:
    game = lost_position()
    assert all(m.source.kind.value == "foundation" for m in game.legal_moves())
    assert solve(game, 5).verdict is Verdict.NOT_WINNABLE
    h = hint(game)
    assert h.lost and h.move is None


def long_group_position() -> EightOff:
    # 9♠..2♠ (eight cards) cover the Ace of spades; 2 free cells, 5 empty columns: the
    # group rule allows (2 + 1) x 2^5 cards onto the Ten, one card at a time only 3 fit.
    return layout(
        [["AS", "9S", "8S", "7S", "6S", "5S", "4S", "3S", "2S"], ["TS"], ["KS", "QS", "JS"]],
        [None, None], [0, 13, 13, 13], options="C2",
    )


def test_win_needs_a_long_group_move() -> None:
    game = long_group_position()
    result = solve(game, 5)
    assert result.verdict is Verdict.WINNABLE
    assert any(m.count == 8 for m in result.moves)
    assert replays(game, write_line(game, result.moves))


def test_single_cards_alone_lose_it(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(eo, "SINGLE", True)
    assert solve(long_group_position(), 5).verdict is Verdict.NOT_WINNABLE


@pytest.mark.parametrize(("options", "deals"), [("C8", range(1, 7)), ("C4", [2, 9])])
def test_solutions_replay_in_notation(options: str, deals: range | list[int]) -> None:
    for deal in deals:
        game = EightOff.new(deal, options)
        result = solve(game, 10)
        assert result.verdict is Verdict.WINNABLE, (options, deal)
        assert replays(game, write_line(game, result.moves))


def test_cell_f_is_never_misread() -> None:
    # Many cards through the cells: every printed cell move must replay as a cell move.
    for deal in range(1, 30):
        game = EightOff.new(deal, "C8")
        result = solve(game, 10)
        if result.verdict is Verdict.WINNABLE:
            assert replays(game, write_line(game, result.moves)), deal


def test_c2_deal_proved_lost() -> None:
    assert solve(EightOff.new(1, "C2"), 10).verdict is Verdict.NOT_WINNABLE


def test_solver_leaves_its_input_untouched() -> None:
    game = EightOff.new(3, "C8")
    game.play(game.legal_moves()[0])
    before = game.clone()
    solve(game, 5)
    hint(game)
    assert game == before


def test_heuristic_prefers_a_card_home() -> None:
    game = layout([["KS"], ["QS"]], [None] * 8, [11, 13, 13, 13])
    move = eo.heuristic(game)
    assert move is not None and game.notation(move) == "2f"
