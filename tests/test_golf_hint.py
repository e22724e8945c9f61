"""The Golf hint: it reads only what the player sees, its chance is the chance a player who
cannot see the stock really has (exact on small stocks, by brute force here; estimated on
large ones, never above it beyond the noise of sampling), it always names a move, it says
lost or certain only when proved, and in a round it aims at the fewest strokes."""

from __future__ import annotations

import pickle
import random
from collections import Counter
from functools import cache
from typing import Any

import pytest

from game import game_from_code, game_from_layout
from game.cards import CARDS
from game.games.golf import Golf
from game.games.golf import hint as golf_hint
from game.games.golf.hint import AnyOrder, View
from game.games.golf.solver import hall_ok
from game.moves import PileKind
from game.solver import STROKES, WIN, Hint, Verdict, hint, hint_layout, solve

from .test_solver_golf import golf

Ranks = tuple[int, ...]


# --- the truth, by brute force ---------------------------------------------------------------
def with_stock(game: Golf, stock: list[str]) -> Golf:
    layout = game.layout()
    layout["stock"] = stock
    out = game_from_layout(layout)
    assert isinstance(out, Golf)
    return out


def best_play(game: Golf, strokes: bool = False) -> dict[str, float]:
    """For each legal move, the best a player who cannot see the stock can do after it: the
    chance to clear (or, with ``strokes``, the fewest expected strokes). A plain expectimax
    over every move, the draw a chance over the stock's ranks."""
    wrap = game.wrap

    def fits(a: int, b: int) -> bool:
        return not b or abs(a - b) == 1 or (wrap and abs(a - b) == 12)

    @cache
    def value(cols: tuple[Ranks, ...], top: int, stock: Ranks) -> float:
        if not any(cols):
            return -float(len(stock)) if strokes else 1.0
        options = []
        for i, col in enumerate(cols):
            if col and fits(col[-1], top):
                options.append(value((*cols[:i], col[:-1], *cols[i + 1:]), col[-1], stock))
        if stock:
            counts = Counter(stock)
            options.append(sum(
                n * value(cols, r, tuple(sorted((counts - Counter([r])).elements())))
                for r, n in counts.items()) / len(stock))
        if not options:
            return float(sum(map(len, cols))) if strokes else 0.0
        return min(options) if strokes else max(options)

    cols = tuple(tuple(c.rank for c in col) for col in game.tableau)
    stock = tuple(sorted(c.rank for c in game.stock))
    out = {}
    for move in game.legal_moves():
        if move.source.kind is PileKind.STOCK:
            counts = Counter(stock)
            out[str(move)] = sum(
                n * value(cols, r, tuple(sorted((counts - Counter([r])).elements())))
                for r, n in counts.items()) / len(stock)
        else:
            i = move.source.index
            assert i is not None
            out[str(move)] = value((*cols[:i], cols[i][:-1], *cols[i + 1:]), cols[i][-1], stock)
    return out


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
        exact = best_play(game)
        if 0.05 < max(exact.values()) < 0.95:
            return game, exact


# --- chances --------------------------------------------------------------------------------
# The default run checks the first few positions of each of these sweeps (each position
# costs the exact game tree of a player who cannot see the stock, a tenth to a half of a
# second); the slow set, which CI runs, checks them all.
def sweep(quick: int, full: int) -> Any:
    return pytest.mark.parametrize("positions", [
        pytest.param(quick, id=f"{quick}-positions"),
        pytest.param(full, id=f"{full}-positions", marks=pytest.mark.slow)])


@sweep(4, 10)
def test_chance_is_the_best_a_player_who_cannot_see_the_stock_has(positions: int) -> None:
    rng = random.Random(15)
    for _ in range(positions):
        game, exact = interesting(rng, cards=rng.randint(8, 12), stock=rng.randint(3, 6))
        h = hint(game)
        assert h.move is not None and h.chance is not None
        assert abs(h.chance - exact[str(h.move)]) < 1e-9, (game.layout(), h, exact)
        assert exact[str(h.move)] >= max(exact.values()) - 1e-9, (game.layout(), h, exact)
        assert h.certain == (h.chance == 1.0)


# Stocks of 7 and 8 cards, every rank different (the most orders a stock of its size can
# have), neither won nor lost for sure (found by a seeded search of ``small_position``).
STOCK_8 = {"game": "golf", "options": "C",
           "tableau": [["7C", "9D"], ["8S", "8D"], ["KS", "9H"], ["4D"], ["6S"], ["KC"], ["8H"]],
           "waste": ["QS"], "stock": ["7H", "5D", "2C", "KH", "JC", "AD", "6D", "QC"]}
STOCK_7 = {"game": "golf", "options": "E",
           "tableau": [["AS", "6C"], ["7D"], ["KD"], ["2S"], ["KH"], ["AH"], ["TD"]],
           "waste": ["9C"], "stock": ["4D", "JS", "7C", "AD", "9H", "KC", "6D"]}


@pytest.mark.parametrize("layout", [
    STOCK_7, pytest.param(STOCK_8, marks=pytest.mark.slow)])  # its brute force: about 1 s
def test_a_stock_of_up_to_8_cards_gets_the_exact_chance(layout: dict[str, object]) -> None:
    # The expectimax fits its budget, the chance is the brute force's, and the hint says
    # it is exact.
    game = game_from_layout(layout)
    exact = best_play(game)
    h = hint(game)
    assert h.move is not None and h.chance is not None and h.exact
    assert 0 < h.chance < 1
    assert abs(h.chance - exact[str(h.move)]) < 1e-9, (h, exact)
    assert exact[str(h.move)] >= max(exact.values()) - 1e-9


# Seven stock cards, and columns that come to hold the same ranks in other orders (the 3s,
# the 2s, the 5s): positions the exact search keys as one.
SHARED = {"game": "golf", "options": "E",
          "tableau": [[], ["5H", "AS", "2H", "2S"], ["4D"], ["6D", "2D"], ["5C", "3S", "3H", "9S"],
                      ["5D", "3C"], ["9C", "JC", "TH", "8D", "4S"]],
          "waste": ["7C"], "stock": ["TS", "TC", "QH", "9H", "AH", "4C", "8C"]}


def _exact_values(layout: dict[str, object], aim: str,
                  canonical: bool) -> tuple[dict[int, tuple[float, float]], int]:
    """The exact value of every end at ``layout``, and the positions the search looked at."""
    game = game_from_layout(layout)
    assert isinstance(game, Golf)
    view = View(game)
    view.canonical = canonical
    exact = golf_hint.Exact(view, aim, 10**6)
    values = {}
    for e in view.ends(view.heights, view.top):
        search = exact.value(e, view.stock, view.size)
        while True:
            try:
                next(search)
            except StopIteration as done:
                values[e] = done.value
                break
    return values, exact.states


@pytest.mark.parametrize("layout", [SHARED, STOCK_7])
def test_one_key_for_columns_in_another_order_changes_no_value(
        layout: dict[str, object]) -> None:
    # Positions that differ only in which column holds which cards (Golf's rules read ranks
    # and the columns as a set) are searched once: the same chances to the last bit, the
    # same strokes where they come first, and fewer positions looked at where columns share
    # cards of a rank.
    for aim in (WIN, STROKES):
        plain, plain_states = _exact_values(layout, aim, canonical=False)
        shared, shared_states = _exact_values(layout, aim, canonical=True)
        assert {e: v[0] for e, v in shared.items()} == {e: v[0] for e, v in plain.items()}
        if aim == STROKES:
            assert shared == plain
        assert shared_states <= plain_states
        if layout is SHARED:
            assert shared_states < 0.75 * plain_states, (aim, shared_states, plain_states)


@pytest.mark.parametrize("options", ["E", "C"])
def test_the_searchs_hall_check_is_the_full_check(options: str) -> None:
    # The exact search's own Hall's condition at a draw point (the columns' counts packed,
    # the cycle cut where it can be) says what hall_ok says once the next card is drawn,
    # whichever rank that is, at heights and stocks of every kind.
    rng = random.Random(31)
    refused = 0
    for deal in range(1, 41):
        view = View(Golf.new(deal, options))
        for _ in range(40):
            # A third near full: every rank in the columns, no rank to cut the cycle at.
            heights = [rng.randint(len(col) - 1 if _ % 3 == 0 else 0, len(col))
                       for col in view.cols]
            h = view.pack(heights)
            stock = [0] * 14
            for r in range(1, 14):
                stock[r] = rng.choice([0, 0, 0, 1, 2]) if rng.random() < 0.8 else 0
            size = sum(stock)
            tab = [0] * 14
            for col, k in zip(view.cols, heights, strict=True):
                for r in col[:k]:
                    tab[r] += 1
            assert view.tableau_counts(h) == tab
            if not size:
                assert view.clearable(h, stock, 0) is (not h)
                continue
            drawn = rng.choice([r for r in range(1, 14) if stock[r]])
            rest = stock[:]
            rest[drawn] -= 1
            expected = hall_ok(tab, rest, drawn, view.wrap)
            assert view.clearable(h, stock, size) is expected, (tab, stock, options)
            refused += not expected
    assert 100 < refused < 1500  # both answers well represented


def test_strokes_pick_the_fewest_expected_strokes_where_the_chance_is_exact() -> None:
    rng = random.Random(33)
    checked = 0
    while checked < 8:
        game = small_position(rng, cards=rng.randint(8, 12), stock=rng.randint(3, 8))
        if len(game.legal_moves()) < 2:
            continue
        h = hint(game, aim=STROKES)
        assert h.move is not None
        if not h.exact:
            continue
        fewest = best_play(game, strokes=True)
        assert fewest[str(h.move)] <= min(fewest.values()) + 1e-9, (game.layout(), h, fewest)
        checked += 1


def test_an_estimate_says_it_is_one() -> None:
    from game.hint_chance import MSG_CHANCE, MSG_CHANCE_ABOUT, chance_words

    deal = hint(game_from_code("GO1-C-AAAAAAB"))  # 16 cards in the stock
    assert deal.chance is not None and not deal.exact
    assert chance_words(deal) == MSG_CHANCE_ABOUT.format(percent=10)
    small = hint(golf([["9H", "2C"], ["2H", "QC"], ["3D"], ["QS"], ["8D"], ["JS"], ["AS"]],
                      ["4H"], ["4S", "3C", "KH", "TS"], options="E"))
    assert small.exact and chance_words(small) == MSG_CHANCE.format(percent=50)


@sweep(2, 8)
def test_the_chance_is_never_above_the_share_of_orders_won_knowing_them(positions: int) -> None:
    # The share of orders after which the move can be won if the order were then known (the
    # old chance) is an upper bound of it.
    rng = random.Random(3)
    for _ in range(positions):
        game, _exact = interesting(rng, cards=rng.randint(10, 14), stock=rng.randint(4, 6))
        h = hint(game)
        assert h.move is not None and h.chance is not None
        orders = {tuple(str(c) for c in o) for o in _orders(game)}
        known = 0
        for order in orders:
            dealt = with_stock(game, list(order))
            dealt.play(h.move)
            known += solve(dealt).verdict is Verdict.WINNABLE
        assert h.chance <= known / len(orders) + 1e-9


def _orders(game: Golf) -> list[list[object]]:
    """Every order of the stock's cards (as a layout writes a stock)."""
    import itertools

    return [list(o) for o in itertools.permutations(game.layout()["stock"])]


@sweep(5, 10)
def test_an_estimate_never_overstates_beyond_its_noise(monkeypatch: pytest.MonkeyPatch,
                                                       positions: int) -> None:
    # Past the exact search's budget the chance is the share of sampled orders that a
    # player who cannot see them wins after the move: a real way of playing, so at most
    # the best, up to the sampling's noise (128 orders: about 0.045 either way).
    rng = random.Random(21)
    games = [interesting(rng, cards=rng.randint(9, 12), stock=rng.randint(4, 6))
             for _ in range(positions)]
    monkeypatch.setattr(golf_hint, "EXACT_STATES_SMALL", 0)
    errors = []
    for game, exact in games:
        h = hint(game)
        assert h.move is not None and h.chance is not None
        assert h.chance <= max(exact.values()) + 0.12, (game.layout(), h, exact)
        errors.append(h.chance - max(exact.values()))
    assert sum(errors) / len(errors) <= 0.02  # low if anything, never high on the whole


def test_the_reviewers_deal_no_longer_shows_the_known_order_share() -> None:
    h = hint(game_from_code("GO1-E-AAAWMND"))  # 0.632 before; a player reaches about 0.42
    assert h.chance is not None and 0.3 < h.chance < 0.5


def test_orders_are_a_balanced_sample() -> None:
    game = golf([["9H"]], ["5S"], [f"{r}C" for r in "A2345678"])
    sample = golf_hint.sample_orders(View(game), 80)
    assert len(sample) == 80
    assert Counter(o[0] for o in sample) == dict.fromkeys(range(1, 9), 10)
    assert all(sorted(o) == list(range(1, 9)) for o in sample)
    assert sample == golf_hint.sample_orders(View(game), 80)
    assert sample != golf_hint.sample_orders(View(game), 80, salt=1)


# --- a round: the fewest strokes ------------------------------------------------------------
# Positions from deals 172 (Classic), 243 (Classic) and 365 (Easy), played steadily down to a
# stock of 4 or 5, where the fewest strokes and the best chance to clear part ways.
ROUND_POSITIONS = [
    {
        "game": "golf",
        "options": "C",
        "tableau": [
            [],
            [
                "TH"
            ],
            [
                "JC",
                "6C",
                "6D"
            ],
            [
                "QS"
            ],
            [
                "9S"
            ],
            [
                "2H",
                "5C"
            ],
            [
                "9D",
                "TC",
                "5S"
            ]
        ],
        "waste": [
            "6H",
            "5H",
            "4H",
            "5D",
            "6S",
            "7H",
            "8D",
            "9H",
            "TS",
            "4C",
            "3S",
            "4S",
            "3D",
            "2C",
            "AC",
            "8S",
            "7D",
            "JS",
            "QC",
            "KH",
            "QH",
            "KC",
            "AH",
            "KD",
            "QD",
            "JH",
            "TD",
            "9C",
            "8C",
            "7C",
            "4D",
            "3C",
            "3H",
            "2D",
            "AD",
            "2S",
            "KS"
        ],
        "stock": [
            "7S",
            "AS",
            "8H",
            "JD"
        ]
    },
    {
        "game": "golf",
        "options": "C",
        "tableau": [
            [],
            [
                "7H",
                "KS",
                "QD"
            ],
            [],
            [
                "9D"
            ],
            [
                "7D"
            ],
            [],
            []
        ],
        "waste": [
            "KD",
            "4D",
            "3S",
            "4H",
            "3D",
            "TD",
            "JH",
            "KH",
            "2H",
            "AH",
            "2C",
            "AS",
            "2S",
            "AD",
            "KC",
            "QH",
            "JD",
            "QC",
            "9H",
            "8H",
            "9S",
            "8S",
            "7C",
            "6S",
            "5S",
            "4C",
            "3H",
            "2D",
            "AC",
            "JS",
            "TC",
            "9C",
            "TS",
            "QS",
            "5D",
            "6C",
            "5C",
            "4S",
            "5H",
            "6H",
            "7S",
            "8C"
        ],
        "stock": [
            "JC",
            "6D",
            "3C",
            "8D",
            "TH"
        ]
    },
    {
        "game": "golf",
        "options": "E",
        "tableau": [
            [],
            [],
            [],
            [],
            [
                "4H"
            ],
            [],
            [
                "2C"
            ]
        ],
        "waste": [
            "9H",
            "8S",
            "9C",
            "TC",
            "9S",
            "3C",
            "2S",
            "AS",
            "4D",
            "5H",
            "6S",
            "5S",
            "6C",
            "5C",
            "6H",
            "8H",
            "JC",
            "TH",
            "JD",
            "QD",
            "KC",
            "AD",
            "KD",
            "AC",
            "KH",
            "QH",
            "JS",
            "QS",
            "KS",
            "AH",
            "2D",
            "2H",
            "3D",
            "4S",
            "TS",
            "4C",
            "7H",
            "8C",
            "9D",
            "8D",
            "7C",
            "6D",
            "7S",
            "7D",
            "3S"
        ],
        "stock": [
            "TD",
            "JH",
            "QC",
            "3H",
            "5D"
        ]
    }
]


@pytest.mark.parametrize("layout", ROUND_POSITIONS)
def test_in_a_round_the_hint_aims_at_the_fewest_strokes(layout: dict[str, object]) -> None:
    game = game_from_layout(layout)
    assert isinstance(game, Golf)
    fewest = best_play(game, strokes=True)
    h = hint(game, aim=STROKES)
    assert h.move is not None
    assert fewest[str(h.move)] <= min(fewest.values()) + 1e-9, (h, fewest)
    told = hint(game)
    assert told.move != h.move
    assert best_play(game)[str(told.move)] == max(best_play(game).values())


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
            stock = tuple(r for r in range(1, 14) for _ in range(view.stock[r]))
            expected = some_order_wins(cols, stock, view.top, view.wrap, adversary)
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
        orders = {tuple(str(c) for c in o) for o in _orders(game)}
        any_order = any(solve(with_stock(game, list(o))).verdict is Verdict.WINNABLE
                        for o in orders)
        assert h.lost is not any_order, game.layout()
        assert h.move is not None and game.is_legal(h.move)
        said_lost += h.lost
    assert said_lost >= 5


def test_a_line_that_needs_no_draw_is_certain() -> None:
    # 6 on the 7, 5 on the 6: won whatever the stock holds.
    game = golf([["5H", "6C"]], ["7S"], ["KD", "2C", "9H"])
    h = hint(game)
    assert h == Hint(game.legal_moves()[0], certain=True, chance=1.0, exact=True)


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
