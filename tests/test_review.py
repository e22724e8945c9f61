"""The game review (game/review.py): where a game was won or lost, the fair chance, budgets."""

from __future__ import annotations

import itertools
import json
from collections import Counter
from typing import Any

import pytest

from game import game_from_code, game_from_layout
from game.deal import SplitMix64
from game.moves import Move
from game.review import (
    ReviewBudget,
    Worlds,
    bisect,
    headline,
    hidden_places,
    in_words,
    parse_record,
    positions,
    read_line,
    record,
    review,
    said,
    to_json,
    tokens,
)
from game.solver import Verdict, hint, solve
from game.variant import Refusal, Variant

from .conftest import DATA, UNTIMED

GAMES = json.loads((DATA / "review-games.json").read_text())
SMALL = ReviewBudget(worlds=8, world_positions=2_048, deal_positions=60_000, total=120_000,
                     least_worlds=4, blind_states=50_000)


# A review's exact blind searches kept small: the suite's CPU.
BLIND = ReviewBudget(deal_positions=20_000, deal_total=40_000, blind_states=50_000)
GOLF_SMALL = {
    "game": "golf", "options": "E",
    "tableau": [["9C", "7H", "2D"], ["KH", "5S"], ["QD", "8S", "QC"], ["4H"], ["JS", "TD"],
                [], []],
    "waste": ["3C"], "stock": ["6S", "AD", "9H", "4S", "JC", "TH"],
}


def game_of(name: str) -> tuple[Variant, list[Move]]:
    entry = GAMES[name]
    start = game_from_code(entry["code"])
    return start, read_line(start, entry["moves"])


# --- bisection ---------------------------------------------------------------------------------
def _drive(gen: Any) -> Any:
    try:
        while True:
            next(gen)
    except StopIteration as done:
        return done.value


@pytest.mark.parametrize("seed", range(40))
def test_bisect_finds_where_winnable_ends_with_few_questions(seed: int) -> None:
    rng = SplitMix64(seed)
    n = 1 + rng.below(60)
    edge = rng.below(n + 2) - 1  # winnable up to edge (-1: never)
    unknown = {k for k in range(n) if rng.below(5) == 0}
    asked: list[int] = []

    def decide(k: int) -> Any:
        asked.append(k)
        yield None
        return None if k in unknown else k <= edge

    got = _drive(bisect(0, n - 1, decide))
    assert len(asked) == len(set(asked))  # never the same position twice
    for k, verdict in got.items():
        assert verdict == (k <= edge)
    if not unknown:
        assert set(got) == set(range(n))
        assert len(asked) <= 2 + (n - 1).bit_length()


# --- the real deal --------------------------------------------------------------------------------
@pytest.mark.parametrize("name", ["eight-off-lost", "eight-off-lost-4"])
def test_the_turning_point_is_where_the_game_stopped_being_winnable(name: str) -> None:
    start, moves = game_of(name)
    result = review(start, moves)
    k = result.turning_point
    assert k is not None
    games = positions(start, moves)
    assert solve(games[k - 1], UNTIMED).verdict is Verdict.WINNABLE
    assert solve(games[k], UNTIMED).verdict is Verdict.NOT_WINNABLE
    assert [p.winnable for p in result.points] == [i < k for i in range(len(moves) + 1)]
    # The better line wins from just before the turning point.
    assert result.better_line
    trial = games[k - 1].clone()
    for move in result.better_line:
        trial.play(move)
    assert trial.is_won()
    # In a game that hides nothing, the turning point is the move that cost everything.
    assert result.costly[0].move == k and result.costly[0].cost == 1.0
    assert all(p.chance is None for p in result.points)


def test_a_won_game_of_eight_off_needs_no_search() -> None:
    start = game_from_code("EO1-C8-AAAAAAB")
    line = solve(start, UNTIMED).moves
    result = review(start, line)
    assert result.status == "won" and result.turning_point is None
    assert all(p.winnable for p in result.points)
    assert result.searched == 0 and result.costly == []


def test_a_game_left_while_winnable_keeps_a_line_from_where_it_stopped() -> None:
    start, moves = game_of("eight-off-150")
    result = review(start, moves)
    assert result.turning_point is None and result.points[-1].winnable
    trial = positions(start, moves)[-1]
    for move in result.lines[len(moves)]:
        trial.play(move)
    assert trial.is_won()


def test_a_review_leaves_its_start_alone_and_never_varies() -> None:
    start, moves = game_of("golf-stuck")
    before = start.clone()
    first = review(start, moves, SMALL)
    assert start == before
    again = review(start, moves, SMALL)
    assert first.points == again.points and first.costly == again.costly
    assert first.searched == again.searched


def test_a_budget_that_runs_out_leaves_unknowns_not_errors() -> None:
    start, moves = game_of("golf-stuck")
    tiny = ReviewBudget(worlds=4, world_positions=512, total=2_048, deal_positions=512,
                        deal_total=1_024, least_worlds=2, blind_states=0)
    result = review(start, moves, tiny)
    assert result.searched <= tiny.total + tiny.deal_total + 2 * 512
    assert len(result.points) == len(moves) + 1
    assert any(p.winnable is None for p in result.points)
    # Golf's blind chances: with no exact search left, estimates, marked as such (a position
    # proved lost by Hall's condition, or with nothing hidden, stays exact).
    hidden = [p for p, g in zip(result.points, positions(start, moves), strict=True)
              if getattr(g, "stock", None)]
    assert all(p.chance is not None for p in result.points)
    assert any(not p.exact for p in hidden)


def test_a_refused_move_is_refused_before_any_search() -> None:
    start = game_from_code("GO1-E-AAAAAAB")
    with pytest.raises(Refusal):
        review(start, [Move.from_text("6>w")])  # 6H on AC


# --- the unseen cards ----------------------------------------------------------------------------
def test_the_hidden_places_are_the_stock_and_the_face_down_cards() -> None:
    golf = game_from_code("GO1-E-AAAAAAB")
    assert len(hidden_places(golf)) == 16
    harp = game_from_code("EH1-N-AAAAAAB")
    assert len(hidden_places(harp)) == 36 + 59
    assert hidden_places(game_from_code("EO1-C8-AAAAAAB")) == []


def test_a_stock_seen_once_is_no_longer_hidden() -> None:
    harp = game_from_code("EH1-N-AAAAAAB")
    line = read_line(harp, " ".join(["s"] * 60))  # through the stock and back
    after = positions(harp, line)[-1]
    assert after.pass_number() == 2
    assert len(hidden_places(after)) == sum(after.hidden)


@pytest.mark.parametrize("name", ["golf-stuck", "easy-harp-150"])
def test_a_deal_of_the_unseen_cards_stays_the_same_until_a_card_turns_up(name: str) -> None:
    start, moves = game_of(name)
    games = positions(start, moves)
    worlds = Worlds(games, 3)
    checked = 0
    for k in range(1, len(games)):
        if not worlds.hides(k) or worlds.reveals(k):
            continue
        for j in range(3):
            followed = worlds.world(j, k - 1)
            followed.push(moves[k - 1])
            assert followed.snapshot() == worlds.world(j, k).snapshot()
            checked += 1
    assert checked > 20


def test_a_world_shows_what_the_player_saw_and_deals_the_rest() -> None:
    start, moves = game_of("easy-harp-150")
    games = positions(start, moves[:40])
    worlds = Worlds(games, 5)
    for k in (0, 20, 40):
        real = games[k]
        for j in range(5):
            world = worlds.world(j, k)
            assert world.card_counts() == real.card_counts()
            hidden = set(hidden_places(real))
            for place in real.places():
                for i, card in enumerate(real.pile(place)):
                    if (place, i) not in hidden:
                        assert world.pile(place)[i] == card


def test_the_deals_of_the_unseen_cards_are_uniform() -> None:
    layout = golf_endgame()
    games = [game_from_layout(layout)]
    worlds = Worlds(games, 1_200)
    orders = Counter(tuple(worlds.deal(j, 0)) for j in range(1_200))
    assert len(orders) == 6  # 3 stock cards: every order comes
    assert all(150 <= n <= 250 for n in orders.values()), orders


def golf_endgame() -> dict[str, Any]:
    """A Golf position with three cards left in the stock, whose order decides the game."""
    return {  # from GO1-E-AAAAAAK after 39 moves (the waste cut to its top)
        "game": "golf", "options": "E",
        "tableau": [[], [], [], ["9C", "7H", "2D"], ["KH", "KS", "AH"], ["QD", "8S", "QC"], []],
        "waste": ["4C"], "stock": ["3S", "8C", "JD"],
    }


def test_a_golf_chance_is_a_blind_players_not_the_share_of_orders_that_win() -> None:
    from .test_golf_hint import best_play

    layout: dict[str, Any] = {
        "game": "golf", "options": "E",
        "tableau": [["9H", "KH"], ["5C", "TS"], ["2H"], ["AD"], ["JD"], ["QH"], ["3C"]],
        "waste": ["TC"], "stock": ["3S", "JC", "9D", "6C", "4C"],
    }
    start = game_from_layout(layout)
    wins = 0
    for order in itertools.permutations(layout["stock"]):
        trial = game_from_layout({**layout, "stock": list(order)})
        wins += solve(trial, UNTIMED).verdict is Verdict.WINNABLE
    assert wins / 120 == pytest.approx(0.9333, abs=1e-3)  # a player who could see the order
    result = review(start, [], BLIND)
    point = result.points[0]
    assert result.blind and not result.chance_bound and point.exact
    assert point.chance == pytest.approx(max(best_play(start).values()), abs=1e-9)
    assert point.chance == pytest.approx(5 / 6, abs=1e-9)
    assert point.chance < wins / 120
    told = hint(start)
    assert told.exact and point.chance == pytest.approx(told.chance, abs=1e-9)


def test_golf_review_chances_are_the_hints_chances() -> None:
    # Along a game played by the hint from a small layout: wherever the hint's chance is
    # exact, the review's is the same, and exact.
    start = game_from_layout(GOLF_SMALL)
    game = start.clone()
    moves: list[Move] = []
    while game.status.value == "playing":
        told = hint(game)
        assert told.move is not None
        moves.append(game.play(told.move))
    result = review(start, moves, BLIND)
    compared = 0
    for k, game in enumerate(positions(start, moves)):
        point = result.points[k]
        assert point.chance is not None
        told = hint(game)
        if told.chance is not None and told.exact:
            assert point.exact and point.chance == pytest.approx(told.chance, abs=1e-9), k
            compared += 1
    assert compared >= 5
    # What a move cost is the chance it gave up: never below 0, and a removal's the fall of
    # the chance from one position to the next.
    for k in range(1, len(moves) + 1):
        cost = result.points[k].cost
        if cost is not None:
            assert cost >= 0
    data = to_json(result)
    assert data["chance_is_blind"] is True and data["chance_is_bound"] is False
    assert all(p["chance_exact"] is True for p in data["positions"])


def test_the_golf_deal_the_review_called_certain_is_not() -> None:
    # "Chance to win: 100%" at the start of GO1-C-AAAAAAB, where the hint said 10%: the
    # review now gives the blind chance there too, estimated (16 cards in the stock).
    start = game_from_code("GO1-C-AAAAAAB")
    point = review(start, [], ReviewBudget(deal_positions=2_048, deal_total=2_048)).points[0]
    told = hint(start)
    assert point.chance is not None and told.chance is not None
    assert not point.exact and not told.exact
    assert point.chance < 0.3 and abs(point.chance - told.chance) < 0.15
    result = review(start, [], ReviewBudget(deal_positions=2_048, deal_total=2_048))
    assert any(line.startswith("Chance to win: about ") for line in in_words(result))
    assert to_json(result)["positions"][0]["chance_exact"] is False


# One reshuffle of the stock in the default run (two reviews, over a second); three with the
# slow set.
@pytest.mark.parametrize("seed", [1, pytest.param(2, marks=pytest.mark.slow),
                                  pytest.param(3, marks=pytest.mark.slow)])
def test_the_chance_never_reads_the_order_of_the_stock(seed: int) -> None:
    start, moves = game_of("golf-stuck")
    cut = 14  # the first 14 moves draw 7 cards
    drawn = sum(m.source.kind.value == "stock" for m in moves[:cut])
    layout = start.layout()
    rest = layout["stock"][drawn:]
    rng = SplitMix64(seed)
    for i in range(len(rest) - 1, 0, -1):
        j = rng.below(i + 1)
        rest[i], rest[j] = rest[j], rest[i]
    shuffled = game_from_layout({**layout, "stock": layout["stock"][:drawn] + rest})
    budget = ReviewBudget(worlds=8, world_positions=2_048, total=400_000, least_worlds=4,
                          blind_states=50_000)
    a = review(game_from_layout(layout), moves[:cut], budget)
    b = review(shuffled, read_line(shuffled, " ".join(tokens(start, moves[:cut]))), budget)
    assert [p.chance for p in a.points] == [p.chance for p in b.points]


def test_easy_harp_chances_never_read_the_face_down_cards() -> None:
    start, moves = game_of("easy-harp-150")
    cut = 30
    games = positions(start, moves[:cut])
    end = games[-1]
    # Swap two face-down cards that are still face down after the cut.
    places = [(p, i) for p, i in hidden_places(end) if p.kind.value == "column"]
    (p1, i1), (p2, i2) = places[0], places[-1]
    layout = start.layout()
    col1, col2 = layout["tableau"][p1.index], layout["tableau"][p2.index]
    col1[i1], col2[i2] = col2[i2], col1[i1]
    other = game_from_layout(layout)
    a = review(start, moves[:cut], SMALL)
    b = review(other, moves[:cut], SMALL)
    assert a.chance_bound and [p.chance for p in a.points] == [p.chance for p in b.points]
    # Bounds only, and the headline says so in words; no chance of it is called exact where
    # cards are hidden.
    assert "only upper bounds" in headline(a, said(start, moves[:cut]))
    assert not any(p.exact for p, g in zip(a.points, positions(start, moves[:cut]), strict=True)
                   if hidden_places(g))


# --- words, JSON, records -------------------------------------------------------------------------
def test_a_record_reads_back() -> None:
    start, moves = game_of("golf-stuck")
    text = record(start.code or "", tokens(start, moves))
    code, line = parse_record(text)
    assert code == "GO1-E-AAAAAAK" and read_line(game_from_code(code), line) == moves


def test_undo_in_a_line_takes_the_move_back() -> None:
    start = game_from_code("GO1-E-AAAAAAB")
    assert read_line(start, "s 5 u u s 5 2 u") == read_line(start, "s 5")
    assert [str(m) for m in read_line(start, "s>w 5 2")] == ["s>w", "5>w", "2>w"]


def test_the_json_has_one_entry_per_position() -> None:
    start, moves = game_of("eight-off-lost")
    data = to_json(review(start, moves))
    assert len(data["positions"]) == len(moves) + 1
    assert data["positions"][0]["move"] is None
    k = data["turning_point"]
    assert data["positions"][k - 1]["winnable"] and data["positions"][k]["winnable"] is False
    games = positions(start, moves)
    trial = games[k - 1].clone()
    for move in read_line(trial, data["better_line"]):
        trial.play(move)
    assert trial.is_won()
    assert data["record"] == f"{GAMES['eight-off-lost']['code']} {GAMES['eight-off-lost']['moves']}"


def test_the_json_says_every_move_in_words_beside_its_notation() -> None:
    start, moves = game_of("eight-off-lost")
    data = to_json(review(start, moves))
    first, *played = data["positions"]
    assert first["words"] is None
    assert [p["words"] for p in played] == said(start, moves)
    assert played[0] == {**played[0], "move": "6f", "words": "sent the A♠ to its foundation"}
    assert played[19]["words"] == "moved the K♣ from column 5 to cell b"
    (costly,) = data["costly"]
    assert (costly["played"], costly["played_words"]) == ("5b", played[19]["words"])
    assert (costly["instead"], costly["instead_words"]) == (
        "72", "move 2 cards from column 7 to column 2")
    assert data["better_line"].startswith("72 ")
    assert data["better_line_first_words"] == costly["instead_words"]
