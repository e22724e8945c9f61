"""The Golf hint: it reads only what the player sees, its chances are the true shares of the
stock's orders, it always names a move, and it says lost or certain only when proved."""

from __future__ import annotations

import itertools
import pickle
import random
from collections import Counter
from functools import cache

import pytest

from game import game_from_code, game_from_layout
from game.cards import CARDS
from game.games.golf import Golf
from game.games.golf import hint as golf_hint
from game.games.golf.hint import AnyOrder, View
from game.moves import PileKind
from game.solver import Hint, Verdict, hint, hint_layout, solve

from .test_solver_golf import golf


# --- the truth, by enumeration -------------------------------------------------------------
def with_stock(game: Golf, stock: list[str]) -> Golf:
    layout = game.layout()
    layout["stock"] = stock
    out = game_from_layout(layout)
    assert isinstance(out, Golf)
    return out


def rank_orders(game: Golf) -> list[list[str]]:
    """Every distinct order of the stock by ranks (what play depends on), as cards."""
    by_rank: dict[int, list[str]] = {}
    for card in game.stock:
        by_rank.setdefault(card.rank, []).append(str(card))
    ranks = sorted(card.rank for card in game.stock)
    out = []
    for order in sorted(set(itertools.permutations(ranks))):
        left = {r: list(cards) for r, cards in by_rank.items()}
        out.append([left[r].pop() for r in order])
    return out


def exact_chances(game: Golf) -> dict[str, float]:
    """For each legal move, the share of the stock's orders after which the game can be won."""
    orders = rank_orders(game)
    wins: Counter[str] = Counter()
    for order in orders:
        dealt = with_stock(game, order)
        for move in dealt.legal_moves():
            after = dealt.clone()
            after.play(move)
            wins[str(move)] += solve(after).verdict is Verdict.WINNABLE
    return {str(m): wins[str(m)] / len(orders) for m in game.legal_moves()}


def small_position(rng: random.Random, cards: int, stock: int, distinct: bool = False) -> Golf:
    deck = list(CARDS)
    rng.shuffle(deck)
    if distinct:  # stock cards of different ranks: the most orders for its size
        seen: set[int] = set()
        pile = []
        for card in deck:
            if card.rank not in seen and len(pile) < stock:
                seen.add(card.rank)
                pile.append(card)
        deck = [c for c in deck if c not in pile] + pile
    cols: list[list[str]] = [[] for _ in range(7)]
    for k in range(cards):
        cols[k % 7].append(str(deck[k]))
    waste = [str(deck[cards])]
    return golf(cols, waste, [str(c) for c in deck[-stock:]], options=rng.choice("EC"))


def interesting(rng: random.Random, cards: int, stock: int, distinct: bool = False,
                ) -> tuple[Golf, dict[str, float]]:
    """A position whose best move neither surely wins nor surely loses."""
    while True:
        game = small_position(rng, cards, stock, distinct)
        if len(game.legal_moves()) < 2:
            continue
        exact = exact_chances(game)
        if 0.05 < max(exact.values()) < 0.95:
            return game, exact


# --- chances --------------------------------------------------------------------------------
def test_chance_is_the_share_of_orders_that_win_small_stocks() -> None:
    # Up to golf_hint.SAMPLES distinct orders the hint looks at every one of them.
    rng = random.Random(15)
    for _ in range(8):
        game, exact = interesting(rng, cards=10, stock=rng.randint(3, 5))
        h = hint(game)
        assert h.move is not None and h.chance is not None
        assert abs(h.chance - exact[str(h.move)]) <= 0.05, (game.layout(), h, exact)
        assert exact[str(h.move)] >= max(exact.values()) - 0.05, (game.layout(), h, exact)
        assert not h.certain or exact[str(h.move)] == 1.0


def test_sampled_chance_is_within_five_points_of_the_exact_share() -> None:
    # Six stock cards of six ranks: 720 orders, more than the hint looks at, so it samples.
    rng = random.Random(16)
    for _ in range(3):
        game, exact = interesting(rng, cards=9, stock=6, distinct=True)
        assert len(rank_orders(game)) > golf_hint.SAMPLES
        h = hint(game)
        assert h.move is not None and h.chance is not None
        assert abs(h.chance - exact[str(h.move)]) <= 0.05, (game.layout(), h, exact)
        assert exact[str(h.move)] >= max(exact.values()) - 0.05, (game.layout(), h, exact)


def test_orders_are_all_distinct_orders_or_a_balanced_sample() -> None:
    every = list(golf_hint.orders([1, 1, 2, 3], seed=5, count=100))
    assert len(every) == 12 and len({tuple(o) for o in every}) == 12
    assert all(sorted(o) == [1, 1, 2, 3] for o in every)
    sample = list(golf_hint.orders(list(range(1, 9)), seed=5, count=80))
    assert len(sample) == 80
    assert Counter(o[0] for o in sample) == dict.fromkeys(range(1, 9), 10)
    assert sample == list(golf_hint.orders(list(range(1, 9)), seed=5, count=80))


# --- what the player sees and nothing else ---------------------------------------------------
def reorders(game: Golf) -> list[Golf]:
    stock = game.layout()["stock"]
    shuffled = stock[:]
    random.Random(len(stock)).shuffle(shuffled)
    return [with_stock(game, order) for order in (stock[::-1], stock[5:] + stock[:5], shuffled)]


@pytest.mark.parametrize("code, moves", [
    ("GO1-C-AAAAAAC", ""),  # said "lost" at move 0 when it read the stock
    ("GO1-E-AAAFUNJ", "s"),
    ("GO1-E-AACASTJ", "s s"),
])
def test_reordering_the_stock_never_changes_the_hint(code: str, moves: str) -> None:
    game = game_from_code(code)
    assert isinstance(game, Golf)
    for token in moves.split():
        game.play(game.legal_moves()[-1] if token == "s" else game.legal_moves()[0])
    first = hint(game)
    assert first.move is not None and game.is_legal(first.move)
    for other in reorders(game):
        assert hint(other) == first


def test_the_classic_deal_that_read_lost_at_move_zero_is_not_lost() -> None:
    game = game_from_code("GO1-C-AAAAAAC")
    h = hint(game)
    assert not h.lost and h.move is not None
    assert h.chance is not None and 0 < h.chance < 1


# --- lost and certain, proved ----------------------------------------------------------------
Ranks = tuple[int, ...]


def some_order_wins(cols: tuple[Ranks, ...], stock: Ranks, top: int, wrap: bool,
                    adversary: bool) -> bool:
    """Brute force over the stock as a multiset: the player picks the card drawn (or, with
    ``adversary``, the stock picks it against the player)."""

    def fits(a: int, b: int) -> bool:
        return abs(a - b) == 1 or (wrap and abs(a - b) == 12)

    @cache
    def win(cols: tuple[Ranks, ...], stock: Ranks, top: int) -> bool:
        if not any(cols):
            return True
        for i, col in enumerate(cols):
            if col and fits(col[-1], top):
                rest = (*cols[:i], col[:-1], *cols[i + 1:])
                if win(rest, stock, col[-1]):
                    return True
        if not stock:
            return False
        outcomes = [win(cols, stock[:k] + stock[k + 1:], r)
                    for k, r in enumerate(stock) if k == 0 or stock[k - 1] != r]
        return all(outcomes) if adversary else any(outcomes)

    return win(cols, tuple(sorted(stock)), top)


def test_any_order_searches_agree_with_brute_force() -> None:
    rng = random.Random(17)
    counts: Counter[tuple[bool, bool]] = Counter()
    for _ in range(400):
        game = small_position(rng, cards=rng.randint(3, 11), stock=rng.randint(1, 5))
        view = View(game)
        cols = tuple(tuple(col) for col in view.cols)
        for adversary in (False, True):
            proof = AnyOrder(view, adversary)
            gen = proof.decide_root(10**6)
            with pytest.raises(StopIteration) as done:
                while True:
                    next(gen)
            expected = some_order_wins(cols, tuple(view.stock), view.top, view.wrap, adversary)
            assert done.value.value is expected, (game.layout(), adversary)
            counts[adversary, expected] += 1
    assert min(counts.values()) >= 20  # every answer well represented


def test_lost_only_when_no_order_wins() -> None:
    rng = random.Random(18)
    said_lost = 0
    for _ in range(40):
        game = small_position(rng, cards=8, stock=3)
        if not game.legal_moves():
            continue
        h = hint(game)
        any_order = any(solve(with_stock(game, o)).verdict is Verdict.WINNABLE
                        for o in rank_orders(game))
        assert h.lost is not any_order, game.layout()
        assert h.move is not None and game.is_legal(h.move)
        said_lost += h.lost
    assert said_lost >= 5


def test_a_line_that_needs_no_draw_is_certain() -> None:
    # 6 on the 7, 5 on the 6: won whatever the stock holds.
    game = golf([["5H", "6C"]], ["7S"], ["KD", "2C", "9H"])
    h = hint(game)
    assert h == Hint(game.legal_moves()[0], certain=True, chance=1.0)


def test_a_draw_that_wins_whatever_comes_is_certain() -> None:
    # Any of the three stock cards takes the 4, and the 4 the rest.
    game = golf([["4H"]], ["9S"], ["3C", "5D", "3H"], options="C")
    h = hint(game)
    assert h.move == game.legal_moves()[-1] and h.certain and h.chance == 1.0


# --- nothing hidden, nothing to do, and a move always ------------------------------------------
def test_with_an_empty_stock_nothing_is_hidden() -> None:
    won = golf([["5H", "6C"], ["QD"]], ["7S"], options="C")  # 6, 5 then stuck on the Q
    lost = hint(won)
    assert lost.lost and lost.chance is None and lost.move is not None
    game = golf([["5H", "6C"], ["4D"]], ["7S"])
    h = hint(game)
    assert h == Hint(game.legal_moves()[0], certain=True)
    after = game.clone()
    assert h.move is not None
    after.play(h.move)
    assert solve(after).verdict is Verdict.WINNABLE


def test_hint_when_won_suggests_nothing_and_stuck_is_lost() -> None:
    assert hint(golf([], ["5S"])) == Hint(None)
    assert hint(golf([["9C"]], ["2D"])) == Hint(None, lost=True)


@pytest.mark.parametrize("options", ["E", "C"])
def test_a_move_is_always_named_mid_game(options: str) -> None:
    for deal in range(1, 5):
        game = Golf.new(deal, options)
        for _ in range(6 + deal):
            moves = [m for m in game.legal_moves() if m.source.kind is PileKind.COLUMN]
            game.play(moves[0] if moves else game.legal_moves()[0])
            if not game.legal_moves():
                break
        h = hint(game)
        if game.legal_moves():
            assert h.move is not None and game.is_legal(h.move), game.layout()
        assert h.chance is None or 0.0 <= h.chance <= 1.0


def test_the_hint_runs_from_a_layout_in_another_process() -> None:
    game = game_from_code("GO1-E-AAAAAAE")
    layout = pickle.loads(pickle.dumps(game.layout()))
    h = hint_layout(layout)
    assert h == hint(game)
    assert pickle.loads(pickle.dumps(h)) == h
