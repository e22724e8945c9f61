"""Hints make progress: following them from a winnable position wins, and no position comes
twice. The hints of a game keep the lines they found (``game.solver.HintMemory``): while the
player follows one, the next hint is its next move; a search from each position anew found
another line each time and went round in circles (EO1-C8-AAAAAAD came back to the position
of two moves earlier at move 17). The command line remembers the same from ``--moves``."""

from __future__ import annotations

import copy
import functools
import itertools
import json
import random
from typing import Any

import pytest

from game import game_from_code, game_from_layout, get_variant
from game.moves import PileKind
from game.solver import MOVE, Hint, HintMemory, Verdict, hint, solve
from game.variant import Status, Variant
from game.winnable import proved_deals

from .conftest import DATA, UNTIMED
from .test_cli import run

CIRCLED = ("EO1-C8-AAAAAFN", "EO1-C8-AAAAAAD", "EO1-C8-AAAABJE", "EO1-C8-AAAACKS")


def follow(game: Variant, limit: int = 400) -> tuple[Status, list[Any]]:
    """Play every hint from ``game`` (changed) as a player told it would: its status at the
    end and the hinted moves. Fails on a position that comes twice."""
    memory = HintMemory(game.name)
    seen: set[Any] = set()
    moves: list[Any] = []
    for _ in range(limit):
        memory.played_now(game)
        if game.status is not Status.PLAYING:
            break
        key = game.key()
        assert key not in seen, f"a position came twice after {len(moves)} hints"
        seen.add(key)
        told = hint(game, memory=memory)
        if told.move is None:
            break
        moves.append(told.move)
        game.play(told.move)
    return game.status, moves


# --- Eight Off: every cell count, proved winnable deals ----------------------------------------
@pytest.mark.parametrize("code", [*CIRCLED, "EO1-C8-AAAAAQX"])
def test_the_deals_that_went_round_in_circles_are_won(code: str) -> None:
    status, _ = follow(game_from_code(code))
    assert status is Status.WON


@pytest.mark.parametrize("options", ["C8", "C4", "C2"])
def test_following_eight_off_hints_wins_proved_deals(options: str) -> None:
    for deal in proved_deals("eight_off", options)[:8]:
        status, _ = follow(get_variant("eight_off").new(deal, options))
        assert status is Status.WON, deal


@pytest.mark.slow
@pytest.mark.parametrize("options", ["C8", "C4", "C2"])
def test_following_eight_off_hints_wins_sixty_proved_deals(options: str) -> None:
    for deal in proved_deals("eight_off", options)[:60]:
        status, _ = follow(get_variant("eight_off").new(deal, options))
        assert status is Status.WON, deal


def test_following_wins_from_where_the_player_left_the_line() -> None:
    # A player who plays other moves for a while, then follows the hints again.
    rng = random.Random(7)
    won = 0
    for deal in proved_deals("eight_off", "C8")[:12]:
        game = get_variant("eight_off").new(deal, "C8")
        for _ in range(rng.randint(3, 25)):
            moves = [m for m in game.legal_moves() if m.source.kind is not PileKind.FOUNDATION]
            if not moves:
                break
            game.play(rng.choice(moves))
        if solve(game, UNTIMED).verdict is not Verdict.WINNABLE:
            continue
        status, _ = follow(game)
        assert status is Status.WON, deal
        won += 1
    assert won >= 8


def test_a_line_sends_no_card_to_a_cell_to_bring_it_straight_back() -> None:
    for options in ("C8", "C4"):
        for deal in proved_deals("eight_off", options)[:10]:
            game = get_variant("eight_off").new(deal, options)
            _, moves = follow(game.clone())
            for first, second in itertools.pairwise(moves):
                back = (first.target.kind is PileKind.CELL and second.source == first.target
                        and second.target == first.source)
                assert not back, (deal, first, second)


def test_a_lost_game_is_followed_without_going_round_in_circles() -> None:
    # EO1-C4-AAAAAAB is lost; its hints bring home what can come home, then stop short of
    # a circle as long as a move leads somewhere new.
    game = get_variant("eight_off").new(1, "C4")
    assert solve(game, UNTIMED).verdict is Verdict.NOT_WINNABLE
    status, moves = follow(game, limit=60)
    assert status is Status.PLAYING and moves


def test_the_command_line_follows_the_line_its_moves_follow(
        capsys: pytest.CaptureFixture[str]) -> None:
    code = "EO1-C8-AAAAAAD"
    _, moves = follow(game_from_code(code))
    game = game_from_code(code)
    line: list[str] = []
    for move in moves[:24]:
        exit_code, out, _ = run(capsys, "hint", code, "--moves", " ".join(line), "--json")
        assert exit_code == 0
        told = json.loads(out)
        assert told["move"] == game.notation(move) and told["certain"] is True
        line.append(told["move"])
        game.play(move)


def test_the_memory_is_the_history_alone() -> None:
    # The same positions played, the same hints, whatever was asked in between.
    game = game_from_code("EO1-C8-AAAAAFN")
    a, b = HintMemory("eight_off"), HintMemory("eight_off")
    for step in range(30):
        a.played_now(game)
        b.played_now(game)
        told = hint(game, memory=a)
        if step % 3 == 0:
            assert hint(game, memory=b) == told
        assert told.move is not None
        game.play(told.move)
    assert a.steps == b.steps


# --- Easy Harp: a card turned up within as many hints as the shortest line to one ------------
def easy_harp_along(deal: int, share: float) -> Variant:
    """Easy Harp deal ``deal`` after the first ``share`` of the solver's winning line."""
    game = get_variant("easy_harp").new(deal)
    result = solve(game, UNTIMED)
    assert result.verdict is Verdict.WINNABLE
    for move in result.moves[: int(len(result.moves) * share)]:
        game.play(move)
    return game


@pytest.mark.parametrize("deal", [1, 2, 4, 8, 9])
def test_following_easy_harp_hints_wins_from_late_in_the_game(deal: int) -> None:
    game = easy_harp_along(deal, 0.85)
    assert game.hidden_count() > 0  # face-down cards left: the fair hint at work
    status, _ = follow(game, limit=1500)
    assert status is Status.WON


@pytest.mark.slow
@pytest.mark.parametrize("deal", [1, 2, 3, 4])
def test_following_easy_harp_hints_wins_from_the_deal(deal: int) -> None:
    # The hint cannot see what lies face down, so it can lose what the full search wins;
    # these deals it wins from the start within 1,500 moves (deals 3 and 4 once wandered
    # for thousands of moves without turning a card: where no short line turns one up, it
    # now follows a winning line of a deal of the unseen cards).
    status, _ = follow(get_variant("easy_harp").new(deal), limit=1500)
    assert status is Status.WON


# --- Easy Harp: never back to a position; stuck said in words ----------------------------------
@pytest.mark.parametrize(("deal", "ended"), [
    (12, "won"),
    # Its solver line sent a card from its foundation and straight back: the whole line was
    # passed over as leading back, and the hint wandered to 1,500 moves.
    (17, "won"),
    pytest.param(5, "stuck", marks=pytest.mark.slow),
])
def test_following_easy_harp_hints_from_the_deal_never_comes_back(deal: int,
                                                                  ended: str) -> None:
    # Counted over the whole game, every position kept (the bench's own count).
    from tests.bench.hint_follow_bench import follow as bench_follow

    how, moves, revisits = bench_follow(get_variant("easy_harp").new(deal), limit=1500,
                                        aim=MOVE)
    assert (how, revisits) == (ended, 0)
    assert moves < 1500


def test_the_bench_counts_a_position_that_comes_back_much_later(monkeypatch: Any) -> None:
    # A hint that only draws goes through the whole stock, turns the waste back and is where
    # it was dealt 60 moves later (the pass is no part of the position): from then on every
    # position has been played before, none of them the one just before.
    from tests.bench import hint_follow_bench as bench

    monkeypatch.setattr(bench, "hint", lambda game, memory, aim: Hint(game.parse_move("s")))
    game = get_variant("easy_harp").new(1)
    assert len(game.stock) == 59 and not game.waste
    assert bench.follow(game, limit=62) == (bench.LIMIT, 62, 3)


def stuck_game(seed: int = 0) -> tuple[Variant, HintMemory]:
    """A fresh copy of ``_stuck_game(seed)`` (each test may change its own)."""
    game, memory = _stuck_game(seed)
    return game.clone(), copy.deepcopy(memory)


@functools.cache
def _stuck_game(seed: int) -> tuple[Variant, HintMemory]:
    """A position of Easy Harp deal 5 as its hint left it, then the hints' moves from it
    (``tests/data``), each position told to the memory: every move now leads back to one of
    them. ``seed``: its face-down cards dealt otherwise among their places (none turns up on
    the way), the same view."""
    from game.__main__ import play_moves

    data = json.loads((DATA / "easy_harp_stuck.json").read_text(encoding="utf-8"))
    layout = data["layout"]
    if seed:
        down = [(j, k) for j, col in enumerate(layout["tableau"])
                for k, card in enumerate(col) if card.startswith("#")]
        cards = [layout["tableau"][j][k] for j, k in down]
        random.Random(seed).shuffle(cards)
        for (j, k), card in zip(down, cards, strict=True):
            layout["tableau"][j][k] = card
    game = game_from_layout(layout)
    memory = HintMemory(game.name)
    play_moves(game, data["moves"], memory.played_now)
    memory.played_now(game)
    return game, memory


def test_where_every_move_leads_back_the_hint_names_none_and_says_so() -> None:
    from game.hint_chance import MSG_STUCK, stuck_words

    game, memory = stuck_game()
    assert game.legal_moves() and game.hidden_count()
    assert all(memory.key(after(game, m)) in memory.visited for m in game.legal_moves())
    told = hint(game, memory=memory)  # the app's hint, with its chance: none to give
    assert told.move is None and told.stuck and told.chance is None
    assert stuck_words(told) == MSG_STUCK
    assert stuck_words(Hint(game.legal_moves()[0])) is None
    # Fair: the same history with the face-down cards dealt otherwise, the same answer.
    twin, twin_memory = stuck_game(seed=7)
    assert twin.snapshot() != game.snapshot()
    assert hint(twin, memory=twin_memory) == told


def test_stuck_is_said_only_where_every_move_leads_back() -> None:
    # One move left that leads somewhere new: the hint names it.
    game, memory = stuck_game()
    way_on = game.legal_moves()[0]
    memory.visited.discard(memory.key(after(game, way_on)))
    told = hint(game, memory=memory, aim=MOVE)
    assert not told.stuck and told.move is not None
    assert memory.key(after(game, told.move)) not in memory.visited
    # Without the game's memory nothing has been played: never stuck.
    assert hint(game).move is not None


def after(game: Variant, move: Any) -> Variant:
    trial = game.clone()
    trial.play(move)
    return trial
