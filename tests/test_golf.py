from __future__ import annotations

import json
from typing import Any

import pytest

from game import Refusal, Status, game_from_code, game_from_layout
from game.cards import CARDS, Card, Suit
from game.describe import describe
from game.games.golf import Golf, fits
from game.i18n import set_language
from game.moves import STOCK, WASTE, Move, column

from .conftest import DATA

SEED = {lang: (DATA.parent.parent.parent / "shared" / "seeds" / f"golf-rules.{lang}.txt")
        for lang in ("he", "hu")}


def seed_lines(lang: str) -> list[str]:
    path = SEED[lang]
    if not path.exists():  # CI lays shared/ beside the clone; fall back to the copy in data/
        path = DATA / f"golf-rules.{lang}.txt"
    return path.read_text(encoding="utf-8").splitlines()


def seed_game(options: str = "E") -> Golf:
    """The seed's worked example, dealt from its own code (deal 1 is a published deal)."""
    game = game_from_code(f"GO1-{options}-AAAAAAB")
    assert isinstance(game, Golf)
    return game


@pytest.mark.parametrize("options", ["E", "C"])
def test_deal_1_is_the_seed_example(options: str) -> None:
    data = json.loads((DATA / "golf-seed-deal1.json").read_text())
    data["options"] = options
    assert seed_game(options).layout() == game_from_layout(data).layout()


SEED_MOVES = (DATA / "golf-seed-deal1.moves").read_text().split()


def play(game: Golf, line: str) -> None:
    for token in line.split():
        if token == "u":
            game.undo()
        else:
            game.play(game.parse_move(token))


# --- the seed's worked example ------------------------------------------------------------
@pytest.mark.parametrize("lang", ["he", "hu"])
def test_seed_start_position_in_words(lang: str) -> None:
    lines = seed_lines(lang)
    assert describe(seed_game(), lang) in lines


@pytest.mark.parametrize("lang", ["he", "hu"])
def test_seed_position_after_s_5_2(lang: str) -> None:
    game = seed_game()
    play(game, "s 5 2")
    assert game.waste_top == Card.parse("8C") and len(game.stock) == 15
    assert describe(game, lang) in seed_lines(lang)


@pytest.mark.parametrize("lang", ["he", "hu"])
def test_seed_position_at_move_35(lang: str) -> None:
    game = seed_game()
    play(game, " ".join(SEED_MOVES[:34]))
    assert game.moves == 34
    assert describe(game, lang) in seed_lines(lang)
    game.play(Move(column(2), WASTE))  # move 35: A♥ onto K♣, legal in Easy
    assert game.moves == 35 and game.waste_top == Card.parse("AH")


def test_seed_move_35_refused_in_classic() -> None:
    easy = seed_game("E")
    play(easy, " ".join(SEED_MOVES[:34]))
    classic = seed_game("C")
    classic.restore(easy.snapshot())
    with pytest.raises(Refusal) as info:
        classic.play(Move(column(2), WASTE))
    assert info.value.msgid == "Must be one rank higher or lower"


def test_seed_game_is_won_with_350() -> None:
    game = seed_game()
    play(game, " ".join(SEED_MOVES))
    assert game.status is Status.WON
    assert game.score == 350
    assert game.stock  # won with stock left


@pytest.mark.parametrize(
    ("lang", "rank_text", "blocked_text"),
    [
        ("he", "חייב להיות גבוה או נמוך בדרגה אחת", "הקלף הזה חסום"),
        ("hu", "Eggyel magasabb vagy alacsonyabb rangúnak kell lennie", "Ez a lap blokkolva van"),
        ("en", "Must be one rank higher or lower", "This card is blocked"),
    ],
)
def test_seed_refusals_in_the_seed_wording(lang: str, rank_text: str, blocked_text: str) -> None:
    set_language(lang)
    game = seed_game()
    before = game.snapshot()
    with pytest.raises(Refusal) as info:
        game.tap_move(column(0), 4)  # 6♥ onto A♣
    assert info.value.message == rank_text
    with pytest.raises(Refusal) as info:
        game.tap_move(column(0), 3)  # 10♠, row 4 of column 1
    assert info.value.message == blocked_text
    assert game.snapshot() == before and game.moves == 0


# --- rules --------------------------------------------------------------------------------
def test_fits_easy_and_classic() -> None:
    k, a, q, two = (Card.parse(t) for t in ("KC", "AH", "QS", "2D"))
    assert fits(a, k, wrap=True) and fits(k, a, wrap=True)
    assert not fits(a, k, wrap=False) and not fits(k, a, wrap=False)
    assert fits(q, k, wrap=False) and fits(q, k, wrap=True)  # Q on K in both modes
    assert fits(two, a, wrap=False)
    assert not fits(Card.parse("6H"), Card.parse("AC"), wrap=True)
    assert not fits(Card.parse("8S"), Card.parse("8C"), wrap=True)


def test_draw_allowed_any_time_and_scores_nothing() -> None:
    game = seed_game()
    play(game, "s")
    assert game.is_legal(Move(column(4), WASTE))  # a removal is possible
    game.play(Move(STOCK, WASTE))
    assert game.score == 0 and game.moves == 2


def test_no_redeal() -> None:
    game = seed_game()
    for _ in range(16):
        game.play(Move(STOCK, WASTE))
    with pytest.raises(Refusal) as info:
        game.play(Move(STOCK, WASTE))
    assert info.value.msgid == "The stock is empty"


def test_removal_scores_ten_and_frees_the_card_above() -> None:
    game = seed_game()
    play(game, "s 5")
    assert game.score == 10 and game.tableau[4][-1] == Card.parse("8H")


def test_tap_and_drag() -> None:
    game = seed_game()
    assert game.tap_move(STOCK, 0) == Move(STOCK, WASTE)
    game.play(Move(STOCK, WASTE))
    assert game.tap_move(column(4), 4) == Move(column(4), WASTE)
    assert game.drag_move(column(4), 4, WASTE) == Move(column(4), WASTE)
    with pytest.raises(Refusal):
        game.drag_move(column(4), 4, column(1))
    assert game.legal_targets(column(4), 4) == [WASTE]
    assert game.pick_refusal(column(4), 2) is not None


# --- score and undo -----------------------------------------------------------------------
def stuck_after(removed: int) -> tuple[Golf, list[Move]]:
    """A Classic position where exactly ``removed`` cards come off, then nothing fits."""
    s = [Card(r, Suit.SPADES) for r in range(2, 14)]
    h = [Card(r, Suit.HEARTS) for r in range(12, 0, -1)]
    d = [Card(r, Suit.DIAMONDS) for r in range(2, 14)]
    chain = (s + h + d)[:removed]
    last = chain[-1]
    dead = [c for c in CARDS if c not in chain and c != Card.parse("AS")
            and not fits(c, last, wrap=False)][: 35 - removed]
    order = chain + dead
    columns: list[list[str]] = []
    for i in range(7):  # removal order: each column from its free card upwards
        columns.append([str(c) for c in reversed(order[5 * i : 5 * i + 5])])
    game = Golf.from_layout({"game": "golf", "options": "C", "tableau": columns,
                             "waste": ["AS"], "stock": []})
    moves = [Move(column(k // 5), WASTE) for k in range(removed)]
    return game, moves


@pytest.mark.parametrize(("removed", "score"), [(31, 270), (30, 250), (25, 150), (17, 0)])
def test_seed_score_table(removed: int, score: int) -> None:
    game, moves = stuck_after(removed)
    for move in moves:
        game.play(move)
    assert game.status is Status.STUCK
    assert game.score == score
    assert game.cards_left() == 35 - removed


def test_undo_cancels_the_stuck_penalty_and_restores_the_score() -> None:
    game, moves = stuck_after(30)
    for move in moves:
        game.play(move)
    assert game.score == 250
    game.undo()
    assert game.status is Status.PLAYING
    assert game.score == 290  # 29 removed, no penalty
    assert game.moves == 30  # the move counter never goes down
    game.play(moves[-1])
    assert game.moves == 31 and game.score == 250


def test_undo_restores_position_score_and_keeps_counting() -> None:
    game = seed_game()
    start = game.snapshot()
    play(game, "s 5 2")
    assert (game.score, game.moves) == (20, 3)
    play(game, "u u u")
    assert game.snapshot() == start and game.score == 0 and game.moves == 3
    assert not game.undo()


def test_undo_keeps_the_last_100_actions() -> None:
    game = game_from_code("GO1-E-AAAAAAB")
    assert isinstance(game, Golf)
    snaps: list[Any] = []
    count = 0
    while count < 120:
        moves = game.legal_moves()
        if not moves:
            game.undo()
            continue
        snaps.append(game.snapshot())
        game.play(moves[-1] if count % 3 else moves[0])
        count += 1
        if game.status is not Status.PLAYING:
            break
    undone = 0
    while game.undo():
        undone += 1
    assert undone == min(100, count)


def test_no_move_after_the_end() -> None:
    game, moves = stuck_after(17)
    for move in moves:
        game.play(move)
    with pytest.raises(Refusal):
        game.play(Move(STOCK, WASTE))


def test_layout_round_trip_and_errors() -> None:
    game = seed_game()
    assert Golf.from_layout(game.layout()).snapshot() == game.snapshot()
    bad: list[dict[str, Any]] = [
        {"game": "golf", "tableau": [[]] * 6},
        {"game": "golf", "tableau": [["XX"]] + [[]] * 6},
        {"game": "golf", "tableau": [["AS", "AS"]] + [[]] * 6},
        {"game": "golf", "options": "Q", "tableau": [[]] * 7},
        {"game": "golf", "tableau": [[]] * 7, "stock": "AS"},
        {"game": "golf", "tableau": [[1]] + [[]] * 6},
    ]
    from game import LayoutError

    for data in bad:
        with pytest.raises(LayoutError):
            game_from_layout(data)


# --- the score shown while playing, and its formula (#25 item 5) ----------------------------
def test_the_score_shown_is_what_the_game_would_score_if_it_ended_now() -> None:
    """The bar's score never drops when the game ends: it is the end's formula all along."""
    game, moves = stuck_after(29)
    shown = [game.score_if_ended]
    for move in moves:
        game.play(move)
        shown.append(game.score_if_ended)
    assert game.status is Status.STUCK
    assert shown[-1] == game.score == 230  # 29 × 10 − 6 × 10, as the end counts it
    assert shown == sorted(shown)  # it only grows
    assert shown[:18] == [0] * 18  # 17 removed, 18 left: 170 − 180, never below 0
    assert shown[18:20] == [10, 30]  # each removal then adds 20: +10 and one fewer left
    game.undo()
    assert game.score == 280 and game.score_if_ended == 210  # undo: playing again


def test_the_shown_score_of_a_won_game_is_its_score() -> None:
    game = seed_game()
    for token in SEED_MOVES:
        game.play(game.parse_move(token))
        if game.status is Status.PLAYING:
            assert game.score_if_ended == max(0, game.score - 10 * game.cards_left())
    assert game.score_if_ended == game.score == 350


def test_the_score_formula_in_one_line() -> None:
    set_language("en")
    game, moves = stuck_after(29)
    for move in moves:
        game.play(move)
    assert game.score_formula() == "29 cards removed × 10 − 6 cards left × 10"
    low, low_moves = stuck_after(10)
    for move in low_moves:
        low.play(move)
    assert low.score == 0
    assert low.score_formula() == ("10 cards removed × 10 − 25 cards left × 10, "
                                   "never below 0")
    won = seed_game()
    play(won, " ".join(SEED_MOVES))
    assert won.score_formula() == "35 cards removed × 10"
    one, one_moves = stuck_after(34)
    for move in one_moves:
        one.play(move)
    assert one.score_formula() == "34 cards removed × 10 − 1 card left × 10"


@pytest.mark.parametrize("lang", ["he", "hu", "ru"])
def test_the_score_formula_is_translated(lang: str) -> None:
    set_language(lang)
    try:
        game, moves = stuck_after(29)
        for move in moves:
            game.play(move)
        text = game.score_formula()
        assert text is not None and "29" in text and "6" in text and "−" in text
        assert "cards" not in text and "removed" not in text
    finally:
        set_language("en")


# --- Classic's King and Ace (#25 item 6) -------------------------------------------------------
def test_classic_says_why_a_king_does_not_go_on_an_ace() -> None:
    """The seed's refusal stays whole; a second line says Classic does not join K and A."""
    set_language("en")
    classic = Golf.from_layout({"game": "golf", "options": "C", "stock": ["5C"],
                                "tableau": [["KD"], ["3S"], ["7H"], [], [], [], []],
                                "waste": ["AD"]})
    with pytest.raises(Refusal) as info:
        classic.tap_move(column(0), 0)  # K♦ onto A♦
    assert info.value.message == "Must be one rank higher or lower"
    assert info.value.reason_text == ("In Classic mode King and Ace do not join: onto a King "
                                      "only a Queen, onto an Ace only a 2")
    with pytest.raises(Refusal) as info:
        classic.tap_move(column(1), 0)  # 3♠ onto A♦: no King-Ace question, no second line
    assert info.value.msgid == "Must be one rank higher or lower" and info.value.reason is None
    easy = Golf.from_layout({**classic.layout(), "options": "E"})
    assert easy.tap_move(column(0), 0) == Move(column(0), WASTE)  # Easy joins them


def test_the_classic_reason_is_translated() -> None:
    for lang in ("he", "hu", "ru"):
        set_language(lang)
        classic = Golf.from_layout({"game": "golf", "options": "C", "stock": ["5C"],
                                    "tableau": [["AS"], [], [], [], [], [], []],
                                    "waste": ["KH"]})
        with pytest.raises(Refusal) as info:
            classic.play(Move(column(0), WASTE))
        assert info.value.reason_text and "Classic" not in info.value.reason_text
    set_language("en")
