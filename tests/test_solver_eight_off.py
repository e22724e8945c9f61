"""Eight Off solver: exact answers on hand-made positions, lines that replay, input untouched."""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import game.games.eight_off.solver as eo
from game.games.eight_off import EightOff
from game.moves import Move, PileKind
from game.notation import write_line
from game.solver import Verdict, hint, solve
from game.variant import Status

from .conftest import UNTIMED

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
    result = solve(game, UNTIMED)
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
    assert solve(game, UNTIMED).verdict is Verdict.NOT_WINNABLE
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
    result = solve(game, UNTIMED)
    assert result.verdict is Verdict.WINNABLE
    assert any(m.count == 8 for m in result.moves)
    assert replays(game, write_line(game, result.moves))


def test_single_cards_alone_lose_it(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(eo, "GROUP_RULE", "single")
    assert solve(long_group_position(), UNTIMED).verdict is Verdict.NOT_WINNABLE


@pytest.mark.parametrize(("options", "deals"), [("C8", range(1, 7)), ("C4", [2, 9])])
def test_solutions_replay_in_notation(options: str, deals: range | list[int]) -> None:
    for deal in deals:
        game = EightOff.new(deal, options)
        result = solve(game, UNTIMED)
        assert result.verdict is Verdict.WINNABLE, (options, deal)
        assert replays(game, write_line(game, result.moves))


def test_cell_f_is_never_misread() -> None:
    # Many cards through the cells: every printed cell move must replay as a cell move.
    for deal in range(1, 30):
        game = EightOff.new(deal, "C8")
        result = solve(game, UNTIMED)
        if result.verdict is Verdict.WINNABLE:
            assert replays(game, write_line(game, result.moves)), deal


def test_c2_deal_proved_lost() -> None:
    assert solve(EightOff.new(1, "C2"), UNTIMED).verdict is Verdict.NOT_WINNABLE


def test_solver_leaves_its_input_untouched() -> None:
    game = EightOff.new(3, "C8")
    game.play(game.legal_moves()[0])
    before = game.clone()
    solve(game, UNTIMED)
    hint(game)
    assert game == before


def test_heuristic_prefers_a_card_home() -> None:
    game = layout([["KS"], ["QS"]], [None] * 8, [11, 13, 13, 13])
    move = eo.heuristic(game)
    assert move is not None and game.notation(move) == "2f"


def test_lone_king_into_a_cell_wins_eo1_c4_aaaaavh() -> None:
    # Won only by moving a lone King from its column into a cell at some point: the empty
    # column doubles the group limit. The generator once left that move out and said
    # "not winnable" here.
    game = EightOff.from_code("EO1-C4-AAAAAVH")
    result = solve(game, UNTIMED)
    assert result.verdict is Verdict.WINNABLE
    assert replays(game, write_line(game, result.moves))


# --- the generator against the rules engine -------------------------------------------------

def check_generator(game: EightOff) -> None:
    """The solver's compact form of the rules (``game.games.eight_off.moves``'s check, which
    the contract test runs on random positions of every game)."""
    from game.games.eight_off.moves import MOVES

    for form in MOVES.forms:
        for what, said, ruled in form(game):
            assert said == ruled, (what, game.layout())


def weight(game: EightOff, move: Move) -> float:
    """How likely the random player makes ``move``: a card home nearly always, a card out of
    a cell or off a short column often, into a cell or back from home seldom. (Uniform play
    fills the cells and stalls in a few moves; this one empties columns and leaves Kings
    alone as real play does.)"""
    src, dst = move.source, move.target
    assert dst is not None
    if src.kind is PileKind.FOUNDATION:
        return 0.02
    if dst.kind is PileKind.FOUNDATION:
        return 100.0
    if src.kind is PileKind.CELL:
        return 0.02 if dst.kind is PileKind.CELL else 8.0
    col = game.tableau[src.index or 0]
    left = len(col) - move.count
    w = 1 / 6 if dst.kind is PileKind.CELL else 1.0
    if left <= 1:
        w *= 8 if left == 0 else 2
    elif len(game.foundations[col[left - 1].suit]) == col[left - 1].rank - 1:
        w *= 20  # uncovers a card that goes home
    return w


def walk(game: EightOff, seed: int, steps: int) -> list[EightOff]:
    """The positions of a random game of ``steps`` moves (weighted by ``weight``); where no
    move is left, it takes back a few and plays on."""
    rng = random.Random(seed)
    out = [game.clone()]
    for _ in range(steps):
        if game.status is Status.WON:
            break
        moves = game.legal_moves()
        if not moves:
            for _ in range(rng.randint(1, 6)):
                game.undo()
            continue
        game.play(rng.choices(moves, [weight(game, m) for m in moves])[0])
        out.append(game.clone())
    return out


def with_cells(game: EightOff, options: str) -> EightOff:
    """``game``'s position with ``options``' cells: cell cards that do not fit go under
    the first card of the longest columns. Random 4- and 2-cell games stall early; 8-cell
    positions laid out this way reach deep into a game (empty columns, long runs)."""
    data = game.layout()
    count = int(options[1:])
    held = [c for c in data["cells"] if c is not None]
    tableau = data["tableau"]
    for card in held[count:]:
        max(tableau, key=len).insert(0, card)
    data.update(options=options, cells=held[:count] + [None] * (count - len(held[:count])))
    return EightOff.from_layout(data)


@settings(max_examples=15, deadline=None)
@given(
    st.integers(min_value=1, max_value=999_999),
    st.sampled_from(["C8", "C4", "C2"]),
    st.integers(min_value=0, max_value=2**32),
)
def test_generator_reaches_what_the_rules_allow(deal: int, options: str, seed: int) -> None:
    """Random positions of every cell count: the generator's children are the rules'."""
    positions = walk(EightOff.new(deal, options), seed, 160)[::8]
    if options != "C8":
        deep = walk(EightOff.new(deal, "C8"), seed, 160)[::8]
        positions += [with_cells(p, options) for p in deep]
    for position in positions:
        check_generator(position)


def test_generator_on_a_lone_king() -> None:
    # A lone King, a King run filling its column, two empty columns, a King in a cell.
    game = layout(
        [["KD"], ["KS", "QS", "JS"], [],
         ["AS", "5D", "9C", "2S", "TD", "4C", "6S", "QC"],
         ["AD", "7S", "3C", "JD", "8S", "5C", "2D"],
         ["AC", "4S", "6D", "TC", "9S", "7C", "QD", "3S"],
         ["2C", "8D", "4D", "JC", "TS", "9D", "5S", "6C", "7D", "8C"]],
        ["KC", None, "3D", None], [0, 13, 0, 0], options="C4",
    )
    moves = eo._moves(eo._start(game)[0], 4)
    assert (eo.COL_CELL, 0, 0, 1) in moves  # the lone King into a cell
    check_generator(game)


# --- the hint ---------------------------------------------------------------------------------


def furthest(game: EightOff) -> int:
    """The most cards home on any line from ``game`` (an exhaustive search)."""
    progress = eo.Progress()
    gen = eo._search(game, 10**9, progress)
    while True:
        try:
            next(gen)
        except StopIteration as done:
            assert done.value.verdict is Verdict.NOT_WINNABLE
            break
    return max(progress.home, sum(len(p) for p in game.foundations))


def test_hint_on_a_winning_line_is_certain() -> None:
    for deal in (1, 4):
        game = EightOff.new(deal, "C8")
        h = hint(game)
        assert h.certain and not h.lost and h.chance is None
        assert h.move == solve(game, UNTIMED).moves[0]


def test_hint_in_a_lost_position_names_the_best_move() -> None:
    # Lost; of its three moves one gives up two of the five cards that can still go home.
    game = EightOff.new(1, "C4")
    assert sorted(furthest(trial_of(game, m)) for m in game.legal_moves()) == [3, 5, 5]
    h = hint(game)
    assert h.lost and not h.certain and h.chance is None
    assert h.move is not None and game.is_legal(h.move)
    assert furthest(trial_of(game, h.move)) == furthest(game) == 5


def trial_of(game: EightOff, move: Move) -> EightOff:
    trial = game.clone()
    trial.play(move)
    return trial


def test_hint_cut_short_proves_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(eo, "HINT_NODES", 1)
    game = EightOff.from_code("EO1-C4-AAAAAVH")
    h = hint(game)
    assert not h.lost and not h.certain and h.chance is None
    assert h.move is not None and game.is_legal(h.move)


def test_hint_names_a_move_whenever_the_rules_allow_one() -> None:
    for options, seed in (("C8", 3), ("C4", 4), ("C2", 5)):
        for position in walk(EightOff.new(seed, options), seed, 120)[::10]:
            h = hint(position, UNTIMED)
            assert (h.move is None) == (not position.legal_moves() or position.is_won())
            assert h.move is None or position.is_legal(h.move)


def test_hint_input_and_output_pickle() -> None:
    import pickle

    game = EightOff.new(2, "C4")
    game.play(game.legal_moves()[0])
    h = hint(game)
    again = pickle.loads(pickle.dumps(game))
    assert again == game
    assert pickle.loads(pickle.dumps(h)) == h == hint(again)
