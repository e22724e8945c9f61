"""The board layout spec: pure data in game/, read by the generic engine in scenes/board."""

from __future__ import annotations

import itertools
import subprocess
import sys

import pygame

from game import get_variant
from game.board_layout import (
    DEFAULT,
    Align,
    Arrangement,
    BoardLayout,
    Fan,
    Grow,
    Piles,
    Row,
    Squeeze,
    columns_row,
)
from game.cards import Card, Suit
from game.moves import STOCK, WASTE, PileKind, Place, cell, column, foundation
from scenes.board import PAIR_MIN_STEP, Board
from tests.conftest import ROOT


def test_the_spec_and_the_rules_load_without_pygame() -> None:
    code = "import sys, game, game.board_layout; sys.exit('pygame' in sys.modules)"
    assert subprocess.run([sys.executable, "-c", code], cwd=ROOT).returncode == 0


def test_every_game_declares_its_layout_on_its_class() -> None:
    for name in ("golf", "easy_harp", "eight_off"):
        layout = get_variant(name).board_layout
        assert isinstance(layout, BoardLayout) and layout is not DEFAULT


def _apart(board: Board) -> None:
    for p, q in itertools.combinations(board.places(), 2):
        assert not board.slot(p).colliderect(board.slot(q)), (p, q)


def test_the_default_layout_takes_whatever_piles_a_game_has() -> None:
    places = [column(i) for i in range(6)] + [cell(i) for i in range(2)] + [
        foundation(i) for i in range(4)]
    for size in ((1280, 800), (800, 1280), (480, 480)):
        board = Board(DEFAULT, places, size)
        assert set(board.places()) == set(places)
        _apart(board)
        top = {board.slot(p).top for p in places if p.kind is not PileKind.COLUMN}
        assert len(top) == 1 and top.pop() < board.slot(column(0)).top
        screen = pygame.Rect((0, 0), size)
        assert all(screen.contains(board.slot(p)) for p in places)


def test_an_arrangement_serves_only_its_options() -> None:
    eight_off = get_variant("eight_off")
    for options in ("C4", "C2"):
        game = eight_off.new(3, options)
        board = Board.for_game(game, (600, 1024))
        assert len({board.slot(p).top for p in game.places() if p.kind is PileKind.CELL}) == 1
    game = eight_off.new(3, "C8")
    board = Board.for_game(game, (600, 1024))  # portrait: two rows of four cells are bigger
    assert board.slot(cell(4)).top > board.slot(cell(0)).top
    assert board.slot(cell(4)).left == board.slot(cell(0)).left


def test_the_hand_group_moves_to_the_players_hand_turned_around() -> None:
    row = Row(((Piles(PileKind.FOUNDATION),), (Piles(PileKind.WASTE), Piles(PileKind.STOCK))),
              sep=0.3, hand=True)
    layout = BoardLayout((Arrangement((row, columns_row()), reach=2.0),))
    places = [column(i) for i in range(7)] + [foundation(i) for i in range(4)] + [WASTE, STOCK]
    right = Board(layout, places, (1280, 800))
    left = Board(layout, places, (1280, 800), left_handed=True)
    assert right.slot(foundation(0)).left < right.slot(WASTE).left < right.slot(STOCK).left
    assert left.slot(STOCK).left < left.slot(WASTE).left < left.slot(foundation(0)).left
    assert left.slot(foundation(0)).left < left.slot(foundation(3)).left  # kept in order


def test_a_row_too_wide_for_the_window_tucks_its_pairs() -> None:
    places = [column(i) for i in range(8)] + [foundation(i) for i in range(8)] + [WASTE, STOCK]
    row = Row(((Piles(PileKind.FOUNDATION, pairs=True),), (Piles(PileKind.WASTE),
                                                          Piles(PileKind.STOCK))),
              sep=0.3, squeeze=Squeeze.TUCK, sizes_cards=False)
    layout = BoardLayout((Arrangement((row, columns_row()), reach=1.5),))
    board = Board(layout, places, (640, 900))
    screen = pygame.Rect(0, 0, 640, 900)
    assert all(screen.contains(board.slot(p)) for p in places)
    first, second = board.slot(foundation(0)), board.slot(foundation(1))
    assert first.colliderect(second) and board.covering(foundation(0)) == second
    assert second.left - first.left >= round(board.card_w * PAIR_MIN_STEP)
    assert not board.slot(foundation(1)).colliderect(board.slot(foundation(2)))


def test_a_row_wider_than_the_columns_narrows_its_gaps() -> None:
    game = get_variant("eight_off").new(3, "C8")
    board = Board.for_game(game, (1920, 1080))  # wide: one row of twelve
    cells = [board.slot(cell(i)) for i in range(8)]
    assert len({r.top for r in cells}) == 1
    assert cells[1].left - cells[0].right < board.gap
    assert cells[-1].right < board.slot(foundation(0)).left
    assert board.slot(foundation(3)).right <= 1920 - board.margin


def test_spare_height_grows_the_overlap_then_lowers_the_rows() -> None:
    grow = Arrangement(
        (columns_row(), Row(((Piles(PileKind.STOCK, fan=Fan.STACK),),), align=Align.CENTRE)),
        reach=2.2, grow=Grow(steps=4, max_step=0.42, at=0.5))
    places = [column(i) for i in range(7)] + [STOCK]
    tall = Board(BoardLayout((grow,)), places, (800, 1600))
    wide = Board(BoardLayout((grow,)), places, (1280, 800))
    assert tall.up_step == 0.42 and 0.30 <= wide.up_step < 0.42
    assert tall.slot(column(0)).top > tall.table.top + tall.margin  # centred in what is left
    assert tall.slot(STOCK).top > tall.slot(column(0)).top + round(tall.card_h * 2.6)
    assert abs(tall.slot(STOCK).centerx - 400) <= 1


def test_a_row_at_the_bottom_and_an_arrangement_for_one_shape() -> None:
    stock_row = Row(((Piles(PileKind.STOCK, fan=Fan.STACK), Piles(PileKind.WASTE, fan=Fan.RIGHT)),),
                    align=Align.CENTRE)
    low = Row(stock_row.groups, align=Align.CENTRE, bottom=True)
    layout = BoardLayout((
        Arrangement((columns_row(), low), reach=2.2, orientation="portrait"),
        Arrangement((columns_row(), stock_row), reach=2.2, orientation="landscape"),
    ))
    places = [column(i) for i in range(7)] + [STOCK, WASTE]
    tall = Board(layout, places, (800, 1280))
    assert tall.slot(STOCK).bottom == tall.table.bottom - tall.margin
    assert tall.floor < tall.slot(STOCK).top
    wide = Board(layout, places, (1280, 800))
    assert wide.slot(STOCK).top < wide.table.bottom - wide.margin - wide.card_h
    long = {column(0): [Card(r, Suit.SPADES) for r in range(13, 0, -1)]}

    class Game:
        def pile(self, place: Place) -> list[Card]:
            return long.get(place, [])

        def face_up(self, place: Place, index: int) -> bool:
            return True

    rects = tall.pile_rects(Game(), column(0))  # type: ignore[arg-type]
    assert rects[-1].bottom <= tall.floor + 1 < tall.slot(STOCK).top
