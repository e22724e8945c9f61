"""The Golf solver and the shared solver API: exact answers, replayable lines, untouched input."""

from __future__ import annotations

import functools
import json
import random
from typing import Any

import pytest

from game import game_from_layout
from game.__main__ import main as cli
from game.cards import CARDS
from game.games.golf import Golf
from game.games.golf.solver import DRAWS, LOWER, RULES, UPPER, hall_ok
from game.moves import STOCK, WASTE, Move, column
from game.notation import write_line
from game.parts import Solver
from game.solver import (
    Solution,
    SolveJob,
    Verdict,
    advance,
    blocking,
    has_solver,
    hint,
    solve,
)

from .conftest import DATA, UNTIMED


def golf(tableau: list[list[str]], waste: list[str], stock: list[str] | None = None,
         options: str = "E") -> Golf:
    """A hand-made position; ``tableau`` may hold fewer than 7 columns and 52 cards."""
    cols = [list(c) for c in tableau] + [[] for _ in range(7 - len(tableau))]
    game = game_from_layout({"game": "golf", "options": options, "tableau": cols,
                             "waste": waste, "stock": stock or []})
    assert isinstance(game, Golf)
    return game


def replays_to_win(game: Golf, moves: list[Move]) -> bool:
    trial = game.clone()
    for move in moves:
        trial.play(move)
    return trial.is_won()


def brute_force(game: Golf, memo: dict[Any, bool] | None = None) -> bool:
    """Plain search over the engine's own rules (legal_moves/push/undo)."""
    memo = {} if memo is None else memo
    key = game.key()
    if key in memo:
        return memo[key]
    if game.is_won():
        return True
    result = False
    for move in game.legal_moves():
        game.push(move)
        result = brute_force(game, memo)
        game.undo()
        if result:
            break
    memo[key] = result
    return result


# --- exact answers on hand-made positions ------------------------------------------------
@pytest.mark.parametrize("options", ["E", "C"])
def test_won_in_one(options: str) -> None:
    game = golf([["5H"]], ["4S"], options=options)
    result = solve(game)
    assert result.verdict is Verdict.WINNABLE
    assert result.moves == [Move(column(0), WASTE)]


@pytest.mark.parametrize("options", ["E", "C"])
def test_lost_in_one(options: str) -> None:
    # Either removal leaves the other card two ranks from the waste; no stock.
    game = golf([["7C"], ["5H"]], ["6S"], options=options)
    assert solve(game).verdict is Verdict.NOT_WINNABLE
    # One useless stock card: still lost.
    game = golf([["5H"]], ["9S"], ["JD"], options=options)
    assert solve(game).verdict is Verdict.NOT_WINNABLE


def test_draw_needed() -> None:
    game = golf([["9H"]], ["2C"], ["8S"])
    result = solve(game)
    assert result.verdict is Verdict.WINNABLE
    assert result.moves == [Move(STOCK, WASTE), Move(column(0), WASTE)]


def test_wins_only_through_the_king_ace_wrap() -> None:
    layout: list[list[str]] = [["2C", "AH"], ["QD"]]  # A on K, 2 on A, then Q needs a K or J
    easy = golf(layout, ["KS"], ["KH"], options="E")
    classic = golf(layout, ["KS"], ["KH"], options="C")
    result = solve(easy)
    assert result.verdict is Verdict.WINNABLE and replays_to_win(easy, result.moves)
    assert solve(classic).verdict is Verdict.NOT_WINNABLE
    # K on A is the wrap the other way round.
    assert solve(golf([["KD"]], ["AS"], options="E")).verdict is Verdict.WINNABLE
    assert solve(golf([["KD"]], ["AS"], options="C")).verdict is Verdict.NOT_WINNABLE


def test_queen_on_king_in_both_modes() -> None:
    for options in ("E", "C"):
        assert solve(golf([["QD"]], ["KS"], options=options)).verdict is Verdict.WINNABLE
        assert solve(golf([["KD"]], ["QS"], options=options)).verdict is Verdict.WINNABLE


def test_choice_matters_and_the_solver_finds_the_one_line() -> None:
    # From 5: taking the 6 first strands the 4 (and the 3 under it). Only 4, 3, draw 7, 6
    # wins: the 6 must wait for the 7 from the stock.
    game = golf([["6C"], ["3D", "4H"]], ["5S"], ["7D"], options="C")
    result = solve(game)
    assert result.verdict is Verdict.WINNABLE
    assert write_line(game, result.moves).split() == ["2", "2", "s", "1"]


def test_empty_waste_takes_any_card() -> None:
    game = golf([["JD"]], [])
    assert solve(game).verdict is Verdict.WINNABLE
    # Q first (the 2 waits for the Ace from the stock); the 2 first would strand the Q.
    game = golf([["2H"], ["QS"]], [], ["AD"], options="C")
    result = solve(game)
    assert result.verdict is Verdict.WINNABLE
    assert write_line(game, result.moves).split() == ["2", "s", "1"]


def test_already_won_and_already_stuck() -> None:
    won = golf([], ["5S"], ["KH"])
    result = solve(won)
    assert result.verdict is Verdict.WINNABLE and result.moves == []
    stuck = golf([["9C"]], ["2D"])
    assert stuck.is_stuck()
    assert solve(stuck).verdict is Verdict.NOT_WINNABLE


def test_the_seed_deal_is_winnable_in_easy() -> None:
    data = json.loads((DATA / "golf-seed-deal1.json").read_text())
    game = game_from_layout(data)
    assert isinstance(game, Golf)
    result = solve(game)
    assert result.verdict is Verdict.WINNABLE
    assert replays_to_win(game, result.moves)


# --- agreement with brute force ----------------------------------------------------------
def random_position(rng: random.Random) -> Golf:
    deck = list(CARDS)
    rng.shuffle(deck)
    cols: list[list[str]] = [[] for _ in range(7)]
    for _ in range(rng.randint(1, 18)):
        cols[rng.randrange(7)].append(str(deck.pop()))
    waste = [str(deck.pop())] if rng.random() < 0.9 else []
    stock = [str(deck.pop()) for _ in range(rng.randint(0, 10))]
    return golf(cols, waste, stock, options=rng.choice("EC"))


def test_agrees_with_brute_force_on_small_random_positions() -> None:
    rng = random.Random(20261129)
    wins = 0
    for _ in range(200):
        game = random_position(rng)
        expected = brute_force(game.clone())
        result = solve(game)
        assert result.verdict is (Verdict.WINNABLE if expected else Verdict.NOT_WINNABLE), \
            game.layout()
        if expected:
            wins += 1
            assert replays_to_win(game, result.moves), game.layout()
    assert 20 < wins < 180  # both answers well represented


def rank_brute_force(game: Golf) -> bool:
    """The same question on ranks alone, by plain recursion (fast enough for 20 cards)."""
    wrap = game.wrap
    cols = tuple(tuple(c.rank for c in col) for col in game.tableau)
    stock = tuple(c.rank for c in reversed(game.stock))

    @functools.cache
    def win(heights: tuple[int, ...], pos: int, top: int) -> bool:
        if not any(heights):
            return True
        for i, h in enumerate(heights):
            gap = abs(cols[i][h - 1] - top) if h else 0
            fits = h and (not top or gap == 1 or (wrap and gap == 12))
            if fits and win((*heights[:i], h - 1, *heights[i + 1:]), pos, cols[i][h - 1]):
                return True
        return pos < len(stock) and win(heights, pos + 1, stock[pos])

    return win(tuple(map(len, cols)), 0, game.waste[-1].rank if game.waste else 0)


def test_agrees_with_brute_force_when_every_rank_is_in_the_tableau() -> None:
    # All 13 ranks in the tableau: with the K-A wrap Hall's cycle has no empty rank to cut at.
    rng = random.Random(1511)
    wins = 0
    for trial in range(40):
        deck = list(CARDS)
        rng.shuffle(deck)
        one_each = [next(c for c in deck if c.rank == r) for r in range(1, 14)]
        rest = [c for c in deck if c not in one_each]
        tableau = one_each + rest[: rng.randint(0, 5)]
        rng.shuffle(tableau)
        cols: list[list[str]] = [[] for _ in range(7)]
        for k, card in enumerate(tableau):
            cols[k % 7].append(str(card))
        rest = rest[len(tableau) - 13:]
        game = golf(cols, [str(rest[0])], [str(c) for c in rest[1: 1 + rng.randint(0, 8)]],
                    options="E" if trial % 4 else "C")
        expected = rank_brute_force(game)
        result = solve(game)
        assert result.verdict is (Verdict.WINNABLE if expected else Verdict.NOT_WINNABLE), \
            game.layout()
        if expected:
            wins += 1
            assert replays_to_win(game, result.moves), game.layout()
    assert 5 < wins < 35


# --- the pruning test on its own ---------------------------------------------------------
def counts(ranks: dict[int, int]) -> list[int]:
    out = [0] * 14
    for r, n in ranks.items():
        out[r] = n
    return out


def test_matching_bounds() -> None:
    none = counts({})
    # A 7 with no 6 or 8 anywhere cannot be removed; with an 8 to come it can.
    assert not hall_ok(counts({7: 1}), none, 2, False)
    assert hall_ok(counts({7: 1}), counts({8: 1}), 2, False)
    assert hall_ok(counts({7: 1}), none, 6, False)
    # Two 7s and one 8 (the top): only one 7 gets a predecessor.
    assert not hall_ok(counts({7: 2}), none, 8, False)
    # Classic: an Ace after a King is no neighbour; Easy: it is.
    assert not hall_ok(counts({1: 1}), none, 13, False)
    assert hall_ok(counts({1: 1}), none, 13, True)
    assert not hall_ok(counts({1: 1}), none, 12, True)


def hall_by_subsets(tab: list[int], stk: list[int], top: int, wrap: bool) -> bool:
    """Hall's condition checked on every set of tableau ranks (the definition), the sets
    built one rank at a time from smaller ones."""
    supply = [tab[r] + stk[r] + (top == r) for r in range(14)]
    near = []
    for r in range(1, 14):
        bits = sum(1 << (q - 1) for q in (r - 1, r + 1) if 1 <= q <= 13)
        if wrap and r in (1, 13):
            bits |= 1 << (13 - r)
        near.append(bits)
    size = 1 << 13
    demand, reach, offer = [0] * size, [0] * size, [0] * size
    for mask in range(1, size):
        low = (mask & -mask).bit_length() - 1
        rest = mask & (mask - 1)
        demand[mask] = demand[rest] + tab[low + 1]
        reach[mask] = reach[rest] | near[low]
        offer[mask] = offer[rest] + supply[low + 1]
    return all(demand[m] <= offer[reach[m]] for m in range(1, size))


def test_matching_is_halls_condition_exactly() -> None:
    rng = random.Random(7)
    refused = 0
    for trial in range(300):
        tab, stk = [0] * 14, [0] * 14
        # Half the trials hold every rank: the K-A cycle then has no empty rank to cut at.
        low = 1 if trial % 2 else 0
        for r in range(1, 14):
            tab[r] = rng.choice([low, 1, 1, 2, 3, 4])
            stk[r] = rng.randint(0, (4 - tab[r]) // 2)
        top = rng.randint(1, 13)
        for wrap in (False, True):
            expected = hall_by_subsets(tab, stk, top, wrap)
            assert hall_ok(tab, stk, top, wrap) is expected, (tab, stk, top, wrap)
            refused += not expected
    assert 60 < refused < 540  # both answers well represented


def test_the_per_move_check_is_the_full_check_of_each_child() -> None:
    # Rules.allowed answers for a position's children from counts around its top; it must
    # say exactly what the full check says of each child (every drawn rank alike).
    rng = random.Random(9)
    checked = refused = 0
    for trial in range(8000):
        wrap = trial % 2 == 0
        tab, stk = [0] * 14, [0] * 14
        low = 1 if trial % 3 == 0 else 0  # a third with every rank in the tableau
        for r in range(1, 14):
            tab[r] = rng.choice([low, 1, 1, 2, 3])
            stk[r] = rng.choice([0, 0, 0, 1])  # little stock: tight windows
        top = rng.randint(1, 13)
        if not hall_ok(tab, stk, top, wrap):
            continue
        net = [tab[r] + stk[r] for r in range(14)]
        rules = RULES[wrap]
        mask = rules.allowed(top, tab, net)
        for bit, rank in ((LOWER, rules.lower[top]), (UPPER, rules.upper[top])):
            if rank < 14 and tab[rank]:
                child = tab[:]
                child[rank] -= 1
                assert bool(mask & bit) is hall_ok(child, stk, rank, wrap), (tab, stk, top)
                checked += 1
                refused += not mask & bit
        for rank in range(1, 14):
            if stk[rank]:
                child = stk[:]
                child[rank] -= 1
                assert bool(mask & DRAWS) is hall_ok(tab, child, rank, wrap), (tab, stk, top)
    assert checked > 2000 and refused > 100, (checked, refused)


def test_three_nines_cannot_all_be_started() -> None:
    # Three 9s and a 5 left, one stock card: four chains needed, two possible.
    game = golf([["9C", "9D"], ["9H"], ["5S"]], ["8S"], ["4D"], options="C")
    assert solve(game).verdict is Verdict.NOT_WINNABLE
    assert not brute_force(game.clone())


# --- deals: every line replays, both modes -----------------------------------------------
# Deals 1-12 of each mode in the default run, 1-30 with the slow set (a second or two).
@pytest.mark.parametrize("deals", [12, pytest.param(30, marks=pytest.mark.slow)])
@pytest.mark.parametrize("options", ["E", "C"])
def test_solutions_of_deals_replay_to_a_win(options: str, deals: int) -> None:
    decided = 0
    for deal in range(1, deals + 1):
        game = Golf.new(deal, options)
        result = solve(game, UNTIMED)
        if result.verdict is Verdict.WINNABLE:
            assert replays_to_win(game, result.moves), deal
        decided += result.verdict is not Verdict.UNKNOWN
    assert decided >= deals // 2


def test_cli_line_replays_through_describe(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli(["solve", "GO1-C-AAAAAAB"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] in ("winnable", "not winnable")
    code = "GO1-E-AAAAAAE"
    assert cli(["solve", code]) == 0
    verdict, line = capsys.readouterr().out.splitlines()
    assert verdict == "winnable"
    assert cli(["describe", code, "--moves", line, "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["status"] == "won"


# --- the solver never changes its input --------------------------------------------------
def test_solve_hint_and_job_leave_the_game_untouched() -> None:
    game = Golf.new(3, "E")
    for move in ("s", "s"):
        game.play(game.parse_move(move))
    before = game.clone()
    snapshot, moves, score = game.snapshot(), game.moves, game.score
    solve(game)
    hint(game)
    job = SolveJob(game, timeout=UNTIMED)
    while job.step(0.01) is None:
        pass
    assert game == before
    assert (game.snapshot(), game.moves, game.score) == (snapshot, moves, score)
    assert list(game._history) == list(before._history)


# --- the sliced interface and the registry -------------------------------------------------
def test_job_in_slices_gives_the_same_verdict_as_solve() -> None:
    game = Golf.new(7, "C")  # about 20 000 positions
    job = SolveJob(game, timeout=UNTIMED)
    steps = 0
    result = None
    while result is None:
        result = job.step(0.002)
        steps += 1
    assert steps > 1  # it did hand the frame back
    assert job.done and job.step(0.002) is result
    assert result.verdict is solve(game).verdict
    if result.verdict is Verdict.WINNABLE:
        assert replays_to_win(game, result.moves)


def test_timeout_gives_unknown(monkeypatch: pytest.MonkeyPatch) -> None:
    # A clock that moves a second at every look: the guard's half-millisecond is past after
    # the first slice, on any machine.
    import game.solver as solver_mod

    ticks = iter(range(10**6))
    monkeypatch.setattr(solver_mod.time, "perf_counter", lambda: float(next(ticks)))
    result = solve(Golf.new(16, "E"), timeout=0.0005)
    assert result.verdict is Verdict.UNKNOWN


_CALLS: list[str] = []


def _fake_solve(game: Any) -> Solution:
    _CALLS.append(game.name)
    return Solution(Verdict.NOT_WINNABLE, states=1)


fake_search = blocking(_fake_solve)  # named by text below, as a game names its solver


def test_a_game_may_declare_a_blocking_solver(monkeypatch: pytest.MonkeyPatch) -> None:
    assert has_solver("golf")
    monkeypatch.setattr(Golf, "solver", Solver("tests.test_solver_golf:fake_search"))
    assert solve(Golf.new(1, "E")).verdict is Verdict.NOT_WINNABLE
    assert _CALLS == ["golf"]


def test_advance_follows_a_known_line() -> None:
    game = Golf.new(4, "E")
    result = solve(game)
    assert result.verdict is Verdict.WINNABLE and len(result.moves) > 1
    first = result.moves[0]
    rest = advance(result, first)
    assert rest is not None and rest.moves == result.moves[1:]
    game.play(first)
    assert replays_to_win(game, rest.moves)
    other = next(m for m in Golf.new(4, "E").legal_moves() if m != first)
    assert advance(result, other) is None


def test_job_steps_keep_to_their_budget(monkeypatch: pytest.MonkeyPatch) -> None:
    """A step stops before a slice it expects to overrun: on a clock where each slice of
    the search takes 1 ms, a 4.5 ms budget runs 4 slices (the fifth would end at 5 ms), and
    the search goes on where it stopped."""
    import game.solver as solver_mod

    now = [0.0]
    monkeypatch.setattr(solver_mod.time, "perf_counter", lambda: now[0])
    slices: list[int] = []

    def search(_game: object):  # type: ignore[no-untyped-def]
        for k in range(10):
            now[0] += 0.001
            slices.append(k)
            yield None
        return solver_mod.Solution(solver_mod.Verdict.NOT_WINNABLE)

    parts = solver_mod.Parts(search, solver_mod.default_heuristic, solver_mod._hint_from_search)
    monkeypatch.setattr(solver_mod, "solver_parts", lambda _game: parts)
    job = SolveJob(Golf.new(16, "E"), timeout=1.0)
    assert job.step(0.0045) is None
    assert len(slices) == 4 and now[0] <= 0.0045
    while job.step(0.0045) is None:
        pass
    assert len(slices) == 10 and job.result is not None


# --- the solver's own statement of the rules, checked against the engine's -------------------
def random_positions(seed: int, count: int) -> list[Golf]:
    """Positions of random games of both modes (random draws, removals and undos), and a few
    with an empty waste, where any free card may go first."""
    rng = random.Random(seed)
    out: list[Golf] = []
    while len(out) < count:
        game = Golf.new(rng.randint(1, 999_999), rng.choice("EC"))
        for _ in range(rng.randint(0, 45)):
            moves = game.legal_moves()
            if not moves:
                break
            game.play(rng.choice(moves))
        out.append(game)
        if rng.random() < 0.15:
            data = game.layout()
            data["stock"] += data["waste"]
            data["waste"] = []
            out.append(Golf.from_layout(data))
    return out


def test_the_solver_and_the_hint_state_the_rules_as_the_engine_does() -> None:
    """The solver's and the hint's compact forms of the rules (``game.games.golf.moves``'s
    checks, which the contract test runs on random positions of every game), here also on
    positions with an empty waste, where any free card may go first."""
    from game.games.golf.moves import MOVES

    for game in random_positions(2024, 120):
        for form in MOVES.forms:
            for what, said, ruled in form(game):
                assert said == ruled, (what, game.layout())
