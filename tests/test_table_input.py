"""What gestures on the table mean, without an App or a screen: a game, its board, a time."""

from __future__ import annotations

from game import get_variant
from game.moves import STOCK, PileKind, column
from game.variant import Refusal, Variant
from scenes.table.board import Board
from scenes.table.gestures import DOUBLE_S, DoubleTap
from scenes.table.input import PickUp, Play, Preview, Refuse, TableInput


def table(name: str, options: str, deal: int) -> tuple[Variant, Board, TableInput]:
    game = get_variant(name).new(deal, options)
    board = Board.for_game(game, (1280, 800))
    return game, board, TableInput(game, board)


def top(board: Board, game: Variant, i: int) -> tuple[int, int]:
    return board.pile_rects(game, column(i))[-1].center


def test_a_tap_plays_the_engines_tap_move() -> None:
    game, board, taps = table("golf", "E", 3)
    move = next(m for m in game.legal_moves() if m.source.kind is PileKind.COLUMN)
    last = len(game.pile(move.source)) - 1
    assert taps.tap(top(board, game, move.source.index or 0), 0.0, True) == [
        Play(game.tap_move(move.source, last))]
    stock = len(game.pile(STOCK)) - 1
    assert taps.tap(board.slot(STOCK).center, 0.1, True) == [Play(game.tap_move(STOCK, stock))]


def test_a_covered_card_says_why_at_once_when_a_double_tap_can_do_no_more() -> None:
    game, board, taps = table("golf", "E", 3)
    covered = board.pile_rects(game, column(0))[1]
    out = taps.tap((covered.centerx, covered.top + 3), 0.0, True)
    assert out == [Refuse("This card is blocked", msgid="This card is blocked")]


def test_a_refusal_waits_for_the_double_tap_window() -> None:
    game, board, taps = table("easy_harp", "N", 2)
    i = next(i for i in range(9) if game.tableau[i]
             and game.foundation_for(game.tableau[i][-1]) is None)
    assert taps.tap(top(board, game, i), 1.0, True) == []
    assert taps.due(1.0 + DOUBLE_S / 2) == []
    [late] = taps.due(1.0 + DOUBLE_S)
    assert isinstance(late, Refuse) and not late.sound
    assert taps.due(5.0) == []  # said once
    # With double tap off, the same tap says it at once.
    _game, _board, plain = table("easy_harp", "N", 2)
    assert [type(o) for o in plain.tap(top(board, game, i), 1.0, False)] == [Refuse]


def test_a_double_tap_plays_the_double_tap_move_and_drops_the_waiting_refusal() -> None:
    for deal in range(1, 40):
        game, board, taps = table("easy_harp", "N", deal)
        for i in range(9):
            if not game.tableau[i]:
                continue
            index = len(game.tableau[i]) - 1
            try:
                game.tap_move(column(i), index)
                continue
            except Refusal:
                pass
            try:
                expected = game.double_tap_move(column(i), index)
            except Refusal:
                continue
            pos = top(board, game, i)
            assert taps.tap(pos, 0.0, True) == []
            assert taps.double_tap(DoubleTap(pos, pos), 0.2, True) == [Play(expected)]
            assert taps.due(1.0) == []
            return
    raise AssertionError("no deal with a column-to-column double tap")


def test_a_drag_picks_up_what_the_engine_allows_and_drops_on_the_pile_overlapped() -> None:
    game, board, taps = table("eight_off", "C8", 5)
    [pick] = taps.drag_start(top(board, game, 2))
    assert isinstance(pick, PickUp) and pick.place == column(2)
    assert pick.targets == game.legal_targets(column(2), pick.index)
    cell = next(p for p in board.places() if p.kind is PileKind.CELL and not game.pile(p))
    held = board.slot(cell).move(4, 4)
    assert taps.drop(column(2), pick.index, held) == Play(
        game.drag_move(column(2), pick.index, cell))
    far = board.slot(cell).move(-5000, -5000)
    assert taps.drop(column(2), pick.index, far) is None
    assert taps.drag_start(board.slot(STOCK).center if STOCK in board.slots else (1, 1)) == []


def test_a_long_press_lights_the_targets() -> None:
    game, board, taps = table("eight_off", "C8", 5)
    preview = taps.long_press(top(board, game, 2))
    assert isinstance(preview, Preview)
    assert preview.targets == game.legal_targets(column(2), len(game.tableau[2]) - 1)
    assert taps.long_press((1, 1)) is None


def test_one_tap_moves_the_card_wherever_it_fits_with_the_setting_on() -> None:
    """The setting: a tap plays the double tap's place at once, without waiting for the
    double-tap window; a quick second tap on the card does not play a second card."""
    for deal in range(1, 40):
        game, board, taps = table("easy_harp", "N", deal)
        for i in range(9):
            if not game.tableau[i]:
                continue
            index = len(game.tableau[i]) - 1
            try:
                game.tap_move(column(i), index)
                continue
            except Refusal:
                pass
            try:
                expected = game.double_tap_move(column(i), index)
            except Refusal:
                continue
            pos = top(board, game, i)
            assert taps.tap(pos, 0.0, True) == []  # off: the rules pages' tap waits
            other, _board, anywhere = table("easy_harp", "N", deal)
            assert anywhere.tap(pos, 0.0, True, anywhere=True) == [Play(expected)]
            other.play(expected)
            assert anywhere.double_tap(DoubleTap(pos, pos), 0.2, True, anywhere=True) == []
            return
    raise AssertionError("no deal with a column-to-column tap")


def test_a_card_that_fits_nowhere_is_refused_at_once_and_once() -> None:
    game, board, taps = table("easy_harp", "N", 2)
    for i in range(9):
        pos = top(board, game, i)
        try:
            game.one_tap_move(column(i), len(game.tableau[i]) - 1)
        except Refusal:
            [refuse] = taps.tap(pos, 0.0, True, anywhere=True)
            assert isinstance(refuse, Refuse) and refuse.msgid == "This card has nowhere to go"
            assert taps.double_tap(DoubleTap(pos, pos), 0.2, True, anywhere=True) == []
            assert taps.due(5.0) == []
            return
    raise AssertionError("every last card fits somewhere")


def test_a_refusal_with_a_reason_says_it_on_a_second_line() -> None:
    """Golf Classic: the seed's words whole, then why King and Ace do not join."""
    game = get_variant("golf").from_layout({
        "game": "golf", "options": "C", "stock": ["5C"], "waste": ["AD"],
        "tableau": [["KD"], ["3S"], [], [], [], [], []]})
    board = Board.for_game(game, (1280, 800))
    [refuse] = TableInput(game, board).tap(top(board, game, 0), 0.0, True)
    assert isinstance(refuse, Refuse)
    assert refuse.message.split("\n") == [
        "Must be one rank higher or lower",
        "In Classic mode King and Ace do not join: onto a King only a Queen, onto an Ace "
        "only a 2"]
    assert refuse.msgid == "Must be one rank higher or lower"
