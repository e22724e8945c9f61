"""The board layout spec: pure data in game/, read by the generic engine in scenes/board."""

from __future__ import annotations

import itertools
import subprocess
import sys

import pygame

from game import VARIANTS, get_variant
from game.board_layout import (
    DEFAULT,
    Align,
    Arrangement,
    BoardLayout,
    Fan,
    Piles,
    Placed,
    Placement,
    Reach,
    Row,
    Side,
    columns_row,
    fan_grid,
    suit_pairs,
)
from game.cards import Card, Suit
from game.moves import STOCK, WASTE, PileKind, Place, cell, column, foundation
from scenes.table import hits
from scenes.table.board import Board
from scenes.table.fans import MIN_FACE_DOWN_STEP
from scenes.ui.atlas import index_depth, strip_depth
from tests.conftest import ROOT


def test_the_spec_and_the_rules_load_without_pygame() -> None:
    code = "import sys, game, game.board_layout; sys.exit('pygame' in sys.modules)"
    assert subprocess.run([sys.executable, "-c", code], cwd=ROOT).returncode == 0


def test_every_game_declares_its_layout_on_its_class() -> None:
    for name in VARIANTS:
        layout = get_variant(name).board_layout
        assert isinstance(layout, BoardLayout) and layout is not DEFAULT


def _apart(board: Board) -> None:
    for p, q in itertools.combinations(board.places(), 2):
        assert not board.slot(p).colliderect(board.slot(q)), (p, q)


class _Faces:
    """Just enough of a game for geometry: piles by place, the first ``down`` face down."""

    def __init__(self, piles: dict[Place, list[Card]], down: int = 0) -> None:
        self.piles, self.down = piles, down

    def pile(self, place: Place) -> list[Card]:
        return self.piles.get(place, [])

    def face_up(self, place: Place, index: int) -> bool:
        return index >= self.down


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
        tops = {board.slot(p).top for p in game.places() if p.kind is not PileKind.COLUMN}
        assert len(tops) == 1  # one row: the cells, a gap, the foundations
    game = eight_off.new(3, "C8")
    board = Board.for_game(game, (600, 1024))  # portrait: a row of foundations, then the cells
    assert board.slot(foundation(0)).bottom < board.slot(cell(0)).top
    assert len({board.slot(cell(i)).top for i in range(8)}) == 1
    assert [board.slot(cell(i)).left for i in range(8)] == [
        board.slot(column(i)).left for i in range(8)]


def test_the_hand_group_moves_to_the_players_hand_turned_around() -> None:
    row = Row(((Piles(PileKind.FOUNDATION),), (Piles(PileKind.WASTE), Piles(PileKind.STOCK))),
              sep=0.3, hand=True)
    layout = BoardLayout((Arrangement((row, columns_row()), deal=Reach(up=4)),))
    places = [column(i) for i in range(7)] + [foundation(i) for i in range(4)] + [WASTE, STOCK]
    right = Board(layout, places, (1280, 800))
    left = Board(layout, places, (1280, 800), left_handed=True)
    assert right.slot(foundation(0)).left < right.slot(WASTE).left < right.slot(STOCK).left
    assert left.slot(STOCK).left < left.slot(WASTE).left < left.slot(foundation(0)).left
    assert left.slot(foundation(0)).left < left.slot(foundation(3)).left  # kept in order


def test_a_lone_hand_group_sits_at_the_hands_end_of_the_grid() -> None:
    low = Row(((Piles(PileKind.WASTE), Piles(PileKind.STOCK)),), align=Align.GRID, hand=True,
              bottom=True)
    layout = BoardLayout((Arrangement((columns_row(), low), deal=Reach(up=4)),))
    places = [column(i) for i in range(9)] + [WASTE, STOCK]
    right = Board(layout, places, (800, 1280))
    left = Board(layout, places, (800, 1280), left_handed=True)
    assert right.slot(STOCK).left == right.slot(column(8)).left
    assert right.slot(WASTE).left == right.slot(column(7)).left
    assert left.slot(STOCK).left == left.slot(column(0)).left
    assert left.slot(WASTE).left == left.slot(column(1)).left


def test_pairs_sit_close_side_by_side_each_pair_on_its_tray() -> None:
    places = [column(i) for i in range(9)] + [foundation(i) for i in range(8)]
    row = Row(suit_pairs(PileKind.FOUNDATION, 8), sep=0.3)
    board = Board(BoardLayout((Arrangement((row, columns_row()), deal=Reach(up=6)),)),
                  places, (800, 1280))
    _apart(board)
    slots = [board.slot(foundation(i)) for i in range(8)]
    inside = [slots[k + 1].left - slots[k].right for k in range(0, 8, 2)]
    between = [slots[k + 1].left - slots[k].right for k in range(1, 7, 2)]
    assert max(inside) < min(between)
    assert len(board.trays) == 4
    for k, tray in enumerate(board.trays):
        assert tray.contains(slots[2 * k]) and tray.contains(slots[2 * k + 1])
    for a, b in itertools.combinations(board.trays, 2):
        assert not a.colliderect(b)


def test_side_stacks_stand_beside_the_columns_and_change_hands() -> None:
    stock_side = Side(((Piles(PileKind.STOCK, fan=Fan.STACK),), (Piles(PileKind.WASTE),)),
                      end=True, hand=True)
    layout = BoardLayout((Arrangement(
        (columns_row(),), sides=(Side(suit_pairs(PileKind.FOUNDATION, 8)), stock_side),
        deal=Reach(up=13, down=6)),))
    places = [column(i) for i in range(9)] + [foundation(i) for i in range(8)] + [STOCK, WASTE]
    right = Board(layout, places, (1280, 800))
    _apart(right)
    assert right.slot(foundation(7)).right < right.slot(column(0)).left
    assert right.slot(STOCK).left > right.slot(column(8)).right
    assert right.slot(WASTE).top > right.slot(STOCK).bottom
    assert right.slot(foundation(0)).top == right.slot(column(0)).top == right.slot(STOCK).top
    lines = {right.slot(foundation(i)).top for i in range(8)}
    assert len(lines) == 4  # a pair a line
    left = Board(layout, places, (1280, 800), left_handed=True)
    assert left.slot(STOCK).right < left.slot(column(0)).left
    assert left.slot(foundation(0)).left > left.slot(column(8)).right


def test_a_row_wider_than_the_columns_is_compact_and_the_columns_line_up_under_it() -> None:
    row = Row(((Piles(PileKind.CELL),), (Piles(PileKind.FOUNDATION, tray=True),)), sep=0.4)
    layout = BoardLayout((Arrangement((row, columns_row()), deal=Reach(up=7)),))
    places = [column(i) for i in range(8)] + [cell(i) for i in range(8)] + [
        foundation(i) for i in range(4)]
    board = Board(layout, places, (1920, 1080))  # one row of twelve over eight columns
    cells = [board.slot(cell(i)) for i in range(8)]
    assert len({r.top for r in cells} | {board.slot(foundation(0)).top}) == 1
    assert cells[1].left - cells[0].right < board.gap
    gap = board.slot(foundation(0)).left - cells[-1].right
    assert gap >= 0.3 * board.card_w > cells[1].left - cells[0].right  # a clear gap
    assert board.slot(foundation(3)).right <= 1920 - board.margin
    # The columns spread under the row rather than leaving its ends overhanging.
    assert board.slot(column(0)).left - cells[0].left <= board.card_w // 2
    assert board.slot(foundation(3)).right - board.slot(column(7)).right <= board.card_w // 2


def test_spare_height_shows_more_of_each_card_up_to_the_max_step() -> None:
    roomy = Arrangement(
        (columns_row(), Row(((Piles(PileKind.STOCK, fan=Fan.STACK),),), align=Align.CENTRE)),
        deal=Reach(up=5), max_step=0.42, at=0.5)
    places = [column(i) for i in range(7)] + [STOCK]
    tall = Board(BoardLayout((roomy,)), places, (800, 1600))
    wide = Board(BoardLayout((roomy,)), places, (1280, 800))
    assert abs(tall.up_step - 0.42 * tall.card_h) < 1
    assert tall.slot(column(0)).top > tall.table.top + tall.margin  # centred in what is left
    assert tall.slot(STOCK).top >= tall.slot(column(0)).top + round(tall.card_h * (1 + 4 * 0.42))
    assert abs(tall.slot(STOCK).centerx - 400) <= 1
    # On a wide window the height sets the card size: the columns step just readably.
    five = _Faces({column(0): [Card(r, Suit.SPADES) for r in range(13, 8, -1)]})
    rects = wide.pile_rects(five, column(0))  # type: ignore[arg-type]
    steps = [b.top - a.top for a, b in itertools.pairwise(rects)]
    assert min(steps) >= index_depth(wide.card_w)
    assert rects[-1].bottom <= wide.slot(STOCK).top


def test_a_long_column_squeezes_its_backs_before_its_face_up_cards() -> None:
    layout = BoardLayout((Arrangement((columns_row(),), deal=Reach(up=6, down=4)),))
    board = Board(layout, [column(i) for i in range(8)], (1280, 800))
    h, top = board.card_h, board.slot(column(0)).top
    room = board.floor - top - h
    assert board.read_step == strip_depth(board.card_w) < board.face_step
    # Five backs under as many face-up cards as fit at the corner index once the backs give
    # way: the backs squeeze, the face-up cards keep their corner index.
    up = int((room - 5 * h * MIN_FACE_DOWN_STEP) // board.face_step) + 1
    assert 5 * board.down_step + (up - 1) * board.face_step > room  # the backs must give way
    cards = [Card(1 + i % 13, Suit.HEARTS) for i in range(5 + up)]
    rects = board.pile_rects(_Faces({column(0): cards}, down=5),  # type: ignore[arg-type]
                             column(0))
    assert rects[-1].bottom <= board.floor + 1
    up_steps = [b.top - a.top for a, b in itertools.pairwise(rects[5:])]
    down_steps = [b.top - a.top for a, b in itertools.pairwise(rects[:6])]
    assert min(up_steps) >= index_depth(board.card_w)  # the corner index still shows
    assert max(down_steps) < board.down_step  # the backs gave way
    # Longer still, the face-up cards go down to the strip index, and no further.
    longer = [Card(1 + i % 13, Suit.SPADES) for i in range(5 + up + 6)]
    rects = board.pile_rects(_Faces({column(1): longer}, down=5),  # type: ignore[arg-type]
                             column(1))
    up_steps = [b.top - a.top for a, b in itertools.pairwise(rects[5:])]
    assert rects[-1].bottom <= board.floor + 1
    assert strip_depth(board.card_w) <= min(up_steps) < index_depth(board.card_w)


def test_a_row_at_the_bottom_and_an_arrangement_for_one_shape() -> None:
    stock_row = Row(((Piles(PileKind.STOCK, fan=Fan.STACK), Piles(PileKind.WASTE, fan=Fan.RIGHT)),),
                    align=Align.CENTRE)
    low = Row(stock_row.groups, align=Align.CENTRE, bottom=True)
    layout = BoardLayout((
        Arrangement((columns_row(), low), deal=Reach(up=5), orientation="portrait"),
        Arrangement((stock_row, columns_row()), deal=Reach(up=5), orientation="landscape"),
    ))
    places = [column(i) for i in range(7)] + [STOCK, WASTE]
    tall = Board(layout, places, (800, 1280))
    assert tall.slot(STOCK).bottom == tall.table.bottom - tall.margin
    assert tall.floor < tall.slot(STOCK).top
    wide = Board(layout, places, (1280, 800))
    assert wide.slot(STOCK).bottom < wide.slot(column(0)).top
    game = _Faces({column(0): [Card(r, Suit.SPADES) for r in range(13, 0, -1)]})
    rects = tall.pile_rects(game, column(0))  # type: ignore[arg-type]
    assert rects[-1].bottom <= tall.floor + 1 < tall.slot(STOCK).top


# A game of 17 fans of 3 and one foundation (as Black Hole): the fans in a grid of as many
# lines as give the largest cards, the foundation above them or beside them.
FAN_GAME = BoardLayout((
    Arrangement((Row(((Piles(PileKind.FOUNDATION),),), align=Align.CENTRE), fan_grid())),
    Arrangement((fan_grid(),), sides=(Side(((Piles(PileKind.FOUNDATION),),)),)),
))
FANS = [column(i) for i in range(17)]
FAN_WIDTHS = {(800, 480): 72, (1280, 800): 118}  # the card widths this layout gets


def _lines(count: int, per: int) -> BoardLayout:
    """The same fans in explicit lines of ``per``, the foundation above."""
    fan = Fan.RIGHT
    rows = tuple(Row(((Piles(PileKind.COLUMN, k, k + per, fan=fan),),), align=Align.CENTRE)
                 for k in range(0, count, per))
    return BoardLayout((Arrangement((Row(((Piles(PileKind.FOUNDATION),),), align=Align.CENTRE),
                                     *rows)),))


def test_fans_wrap_into_the_grid_that_gives_the_largest_cards() -> None:
    places = [*FANS, foundation(0)]
    three = _Faces({p: [Card(1 + (3 * k + i) % 13, Suit(i)) for i in range(3)]
                    for k, p in enumerate(FANS)})
    for size, width in FAN_WIDTHS.items():
        board = Board(FAN_GAME, places, size)
        assert board.card_w == width
        single = Board(_lines(17, 17), places, size).card_w  # one row of seventeen
        assert board.card_w >= max(Board(_lines(17, per), places, size).card_w
                                   for per in range(1, 18))
        assert board.card_w > 1.6 * single
        screen = pygame.Rect((0, 0), size)
        spreads = []
        for place in FANS:
            rects = board.pile_rects(three, place)  # type: ignore[arg-type]
            assert len({r.left for r in rects}) == 3  # every card of a fan shows
            spread = rects[0].unionall(rects[1:])
            assert screen.contains(spread) and spread.top >= board.bar.bottom
            assert spread.collidelist(spreads) == -1  # fans lie apart
            spreads.append(spread)
        assert board.slot(foundation(0)).collidelist(spreads) == -1
        lines = sorted({board.slot(p).top for p in FANS})
        per = [sum(1 for p in FANS if board.slot(p).top == y) for y in lines]
        assert len(lines) > 1 and all(n == per[0] for n in per[:-1]) and per[-1] <= per[0]
        first = [board.slot(p) for p in FANS if board.slot(p).top == lines[0]]
        last = [board.slot(p) for p in FANS if board.slot(p).top == lines[-1]]
        middle = (first[0].left + first[-1].right) / 2
        assert abs((last[0].left + last[-1].right) / 2 - middle) <= 1  # the last line centred


# --- piles placed in card units ---------------------------------------------------------------
def _placed(*piles: Placed, at: float = 0.0) -> BoardLayout:
    return BoardLayout((Placement(piles, at=at),))


def test_a_placement_scales_its_card_units_to_the_window() -> None:
    """The largest cards at which the whole fits, positions in card widths across and card
    heights down, the whole centred across and placed ``at`` in the spare height."""
    layout = _placed(Placed(column(0), 0, 0), Placed(column(1), 1.5, 0),
                     Placed(foundation(0), 0.75, 2.0))
    places = [column(0), column(1), foundation(0)]
    for size in ((1280, 800), (800, 1280), (480, 480)):
        board = Board(layout, places, size)
        w, h = board.card_size
        first, second, low = (board.slot(p) for p in places)
        assert second.left - first.left == round(1.5 * w) and second.top == first.top
        assert low.left - first.left == round(0.75 * w) and low.top - first.top == round(2 * h)
        assert abs((first.left + second.right) - size[0]) <= 1  # centred across
        assert first.top == board.table.top + board.margin  # at the top
        assert _fits_two_by_three(board, w) and not _fits_two_by_three(board, w + 1)
        _apart(board)
        centred = Board(_placed(*layout.arrangements[0].piles, at=0.5),  # type: ignore[union-attr]
                        places, size)
        spare = board.avail_height - (low.bottom - first.top)
        assert centred.slot(column(0)).top == first.top + spare // 2


def _fits_two_by_three(board: Board, w: int) -> bool:
    """Whether cards ``w`` wide fit 2.5 card widths across and 3 card heights down."""
    h = round(w * 7 / 5)
    return round(1.5 * w) + w <= board.avail_width and 3 * h <= board.avail_height


def test_piles_placed_over_each_other_are_drawn_and_touched_by_layer() -> None:
    """A pile of a higher layer is drawn after (over) a lower one and a finger touches it
    first; the lower one is touched where it shows."""
    under = Placed(column(0), 0, 0, layer=0, overlap=True)
    over = Placed(column(1), 0.5, 0.5, layer=1, overlap=True)
    beside = Placed(STOCK, 2, 0, fan=Fan.STACK)
    board = Board(_placed(over, beside, under), [column(0), column(1), STOCK], (1280, 800))
    assert board.places() == [column(0), STOCK, column(1)]  # by layer, then by kind
    assert board.slots[column(0)].overlap and not board.slots[STOCK].overlap
    low, high = board.slot(column(0)), board.slot(column(1))
    assert low.colliderect(high)
    game = _Faces({column(0): [Card(1, Suit.SPADES)], column(1): [Card(2, Suit.SPADES)]})
    both = (high.left + 4, high.top + 4)  # inside both cards
    assert hits.card_at(board, game, both) == (column(1), 0)  # type: ignore[arg-type]
    assert hits.card_at(board, game, (low.left + 4, low.top + 4)) == (  # type: ignore[arg-type]
        column(0), 0)


def test_an_empty_pile_without_a_mat_is_not_there() -> None:
    """A pile declared without a mat shows the felt once empty: it is not touched (the pile
    under it is) and nothing is dropped on it."""
    under = Placed(column(0), 0, 0, layer=0, overlap=True)
    gone = Placed(column(1), 0.5, 0.5, layer=1, overlap=True, mat=False)
    matted = Placed(foundation(0), 2, 0)
    board = Board(_placed(under, gone, matted), [column(0), column(1), foundation(0)],
                  (1280, 800))
    assert not board.slots[column(1)].mat and board.slots[foundation(0)].mat
    game = _Faces({column(0): [Card(1, Suit.SPADES)]})
    high = board.slot(column(1))
    inside_both = (high.left + 4, high.top + 4)
    assert hits.card_at(board, game, inside_both) == (column(0), 0)  # type: ignore[arg-type]
    assert hits.card_at(board, game, high.move(0, high.height // 2).center  # type: ignore[arg-type]
                        ) is None
    assert hits.card_at(board, game, board.slot(foundation(0)).center  # type: ignore[arg-type]
                        ) == (foundation(0), -1)
    held = high.move(board.card_w // 4, board.card_h // 4)  # mostly over the gone pile
    assert hits.drop_target(board, game, held) == column(0)  # type: ignore[arg-type]


def test_piles_at_the_hand_trade_sides_for_the_left_hand() -> None:
    """A ``hand`` pile moves to its mirror place across the whole; the others stay."""
    piles = (Placed(foundation(0), 0, 0, hand=True), Placed(column(0), 1.2, 0),
             Placed(column(1), 2.4, 0), Placed(STOCK, 3.8, 0, fan=Fan.STACK, hand=True),
             Placed(WASTE, 3.8, 1.1, hand=True))
    places = [foundation(0), column(0), column(1), STOCK, WASTE]
    right = Board(_placed(*piles), places, (1280, 800))
    left = Board(_placed(*piles), places, (1280, 800), left_handed=True)
    assert right.slot(STOCK).left > right.slot(column(1)).right
    assert left.slot(STOCK).right < left.slot(column(0)).left
    assert left.slot(foundation(0)).left > left.slot(column(1)).right
    assert left.slot(WASTE).left == left.slot(STOCK).left
    assert left.slot(WASTE).top > left.slot(STOCK).bottom
    for place in places:  # mirrored across the window's middle, as high as it was
        r, m = right.slot(place), left.slot(place)
        assert r.top == m.top
        if place.kind is PileKind.COLUMN:
            assert r == m
        else:
            assert abs(r.left + m.right - 1280) <= 1


def test_a_column_placed_over_another_pile_ends_above_it() -> None:
    """A column of a placement is sized for its deal, and squeezes to end above the pile
    placed under it (less a row gap); one with nothing under it runs to the table's edge."""
    piles = (Placed(column(0), 0, 0, fan=Fan.DOWN), Placed(STOCK, 0, 3.5, fan=Fan.STACK),
             Placed(column(1), 1.2, 0, fan=Fan.DOWN))
    layout = BoardLayout((Placement(piles, deal=Reach(up=6)),))
    board = Board(layout, [column(0), STOCK, column(1)], (1280, 800))
    stock = board.slot(STOCK)
    assert board.slots[column(0)].floor == stock.top - round(board.card_h * 0.1)
    assert board.slots[column(1)].floor == board.table.bottom - board.margin
    dealt = _Faces({column(0): [Card(r, Suit.HEARTS) for r in range(13, 7, -1)]})
    rects = board.pile_rects(dealt, column(0))  # type: ignore[arg-type]
    assert all(b.top - a.top == round(board.face_step)  # the deal needs no squeeze
               for a, b in itertools.pairwise(rects))
    run = _Faces({column(0): [Card(r, Suit.HEARTS) for r in range(13, 0, -1)]})
    rects = board.pile_rects(run, column(0))  # type: ignore[arg-type]
    assert rects[-1].bottom <= stock.top  # squeezed above the stock
    assert min(b.top - a.top for a, b in itertools.pairwise(rects)) >= strip_depth(board.card_w)
