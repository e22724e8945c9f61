"""Board geometry: every pile on screen, overlapping only as the game declares, big cards that
keep their size, hit testing, drop targets."""

from __future__ import annotations

import itertools

import pygame
import pytest

from game import VARIANTS, get_variant
from game.cards import Card, Suit
from game.moves import STOCK, WASTE, PileKind, Place, cell, column, foundation
from game.variant import Variant
from scenes.table import hits
from scenes.table.board import Board, Fan
from scenes.ui.atlas import strip_depth

SIZES = [
    (800, 480), (1024, 600), (1280, 800), (1366, 768), (1920, 1080), (2560, 1600),
    (3840, 2160), (480, 800), (600, 1024), (800, 1280), (1080, 1920), (2160, 3840),
]
GAMES = [(name, options) for name, cls in VARIANTS.items() for options in cls.option_codes()]


def board_for(name: str, options: str, size: tuple[int, int], **kw: bool) -> Board:
    return Board.for_game(game_for(name, options), size, **kw)


def game_for(name: str, options: str, deal: int = 12) -> Variant:
    return get_variant(name).new(deal, options)


def check_piles_on_screen_below_the_bar(board: Board, game: Variant) -> None:
    """Every pile of the game is on the board, on screen and below the bar; piles overlap
    only where the game declares they may (both piles), trays lie under whole piles only,
    and the dealt position fits on screen."""
    size = board.size
    screen = pygame.Rect((0, 0), size)
    assert set(board.places()) == set(game.places())
    for place in board.places():
        r = board.slot(place)
        assert screen.contains(r), (place, r)
        assert r.top >= board.bar.bottom
    for p, q in itertools.combinations(board.places(), 2):
        if board.slot(p).colliderect(board.slot(q)):
            assert board.slots[p].overlap and board.slots[q].overlap, (p, q)
    for tray in board.trays:
        assert screen.contains(tray) and tray.top >= board.bar.bottom
        for place in board.places():
            assert tray.contains(board.slot(place)) or not tray.colliderect(board.slot(place))
    for place in board.places():
        for r in board.pile_rects(game, place):
            assert screen.contains(r.clamp(screen)) and r.bottom <= size[1], (place, r)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize(("name", "options"), GAMES)
@pytest.mark.parametrize("left_handed", [False, True])
def test_piles_on_screen_below_the_bar_overlapping_only_as_declared(
    name: str, options: str, size: tuple[int, int], left_handed: bool
) -> None:
    game = game_for(name, options)
    check_piles_on_screen_below_the_bar(Board.for_game(game, size, left_handed=left_handed),
                                        game)


@pytest.mark.parametrize(("name", "options"), GAMES)
def test_card_size_grows_with_the_window(name: str, options: str) -> None:
    for series in ([(800, 480), (1280, 800), (1920, 1080), (3840, 2160)],
                   [(480, 800), (800, 1280), (1080, 1920), (2160, 3840)]):
        widths = [board_for(name, options, s).card_w for s in series]
        assert widths == sorted(widths), widths


@pytest.mark.parametrize(("name", "options"), GAMES)
def test_cards_are_as_large_as_the_window_allows(name: str, options: str) -> None:
    for size, least in VARIANTS[name].least_card_widths.items():  # the game's own (issue #25)
        assert board_for(name, options, size).card_w - 2 >= least, size


# The card width at the deal at the README's sizes and their turns ("Card width at the deal":
# there the face between its borders, 2 px less): the board gives these and no other.
TURNS = [(800, 480), (1280, 800), (1920, 1080), (800, 1280), (480, 800), (1080, 1920)]
CARD_WIDTHS = {
    ("golf", "E"): [89, 149, 202, 101, 60, 136],
    ("golf", "C"): [89, 149, 202, 101, 60, 136],
    ("easy_harp", "N"): [66, 109, 154, 78, 46, 105],
    ("eight_off", "C8"): [70, 118, 164, 88, 53, 119],
    ("eight_off", "C4"): [70, 121, 164, 88, 53, 119],
    ("eight_off", "C2"): [70, 121, 164, 88, 53, 119],
}


@pytest.mark.parametrize(("name", "options"), list(CARD_WIDTHS))
def test_the_three_games_keep_their_card_sizes(name: str, options: str) -> None:
    assert [board_for(name, options, size).card_w for size in TURNS] == CARD_WIDTHS[
        (name, options)]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize(("name", "options"), GAMES)
def test_portrait_cards_are_as_wide_as_the_width_allows(
    name: str, options: str, size: tuple[int, int]
) -> None:
    """In portrait the width sets the card size: the columns (with their gaps at the least)
    span the window but for its margins."""
    if size[1] <= size[0]:
        return
    b = board_for(name, options, size)
    count = sum(1 for p in b.places() if p.kind is PileKind.COLUMN)
    natural = count * (b.card_w + 1) + (count - 1) * round((b.card_w + 1) * 0.10)
    assert natural > b.avail_width  # a pixel wider would not fit


def test_bar_height_and_proportions() -> None:
    b = board_for("golf", "E", (1280, 800))
    assert 56 <= b.bar.height <= 64
    assert b.card_h == round(b.card_w * 7 / 5)


class _Columns:
    """Just enough of a game for geometry: piles by place, the first ``down`` face down."""

    def __init__(self, piles: dict[Place, list[Card]], down: int = 0) -> None:
        self.piles, self.down = piles, down

    def pile(self, place: Place) -> list[Card]:
        return self.piles.get(place, [])

    def face_up(self, place: Place, index: int) -> bool:
        return index >= self.down


def test_long_column_squeezes_its_overlap_not_the_card() -> None:
    long = [Card(r, s) for s in (Suit.SPADES, Suit.HEARTS) for r in range(13, 3, -1)]
    game = _Columns({column(0): long, column(1): long[:4]})
    b = board_for("eight_off", "C8", (1280, 800))
    rects = b.pile_rects(game, column(0))  # type: ignore[arg-type]
    assert rects[-1].bottom <= 800 - b.margin + 1 and rects[0].size == b.card_size
    steps = {rects[i + 1].top - rects[i].top for i in range(len(rects) - 1)}
    assert max(steps) < round(b.up_step)
    short = b.pile_rects(game, column(1))  # type: ignore[arg-type]
    assert abs(short[1].top - short[0].top - b.up_step) <= 1 and b.up_step >= b.card_h * 0.30


def test_a_squeezed_column_holds_still_as_it_shrinks_and_grows_within_its_steps() -> None:
    b = board_for("eight_off", "C8", (800, 480))
    run = [Card(r, Suit.SPADES) for r in range(13, 0, -1)]
    game = _Columns({column(0): run})
    squeezed = b.pile_rects(game, column(0))  # type: ignore[arg-type]
    assert squeezed[-1].bottom <= b.floor + 1
    assert squeezed[1].top - squeezed[0].top < b.up_step  # it had to squeeze
    for n in range(12, 1, -1):  # taking cards one by one moves none of the others
        game.piles[column(0)] = run[:n]
        assert b.pile_rects(game, column(0)) == squeezed[:n]  # type: ignore[arg-type]
    game.piles[column(0)] = [*run[:2], Card(12, Suit.HEARTS)]  # grows within its steps
    assert b.pile_rects(game, column(0))[:2] == squeezed[:2]  # type: ignore[arg-type]
    game.piles[column(0)] = run[:1]  # down to one card, no step shows: it may spread again
    assert b.pile_rects(game, column(0)) == squeezed[:1]  # type: ignore[arg-type]
    game.piles[column(0)] = run[:4]
    spread = b.pile_rects(game, column(0))  # type: ignore[arg-type]
    assert spread[1].top - spread[0].top == round(b.up_step)
    other = _Columns({column(0): run[:4]})  # another game: its own steps
    assert b.pile_rects(other, column(0)) == spread  # type: ignore[arg-type]


def test_the_deal_needs_no_squeeze() -> None:
    """Sized for the deal: no dealt column squeezes (a Golf column keeps its spacing)."""
    for name, options in GAMES:
        for size in SIZES:
            b = board_for(name, options, size)
            game = game_for(name, options)
            for place in b.places():
                slot = b.slots[place]
                if slot.fan is Fan.DOWN:
                    faces = [game.face_up(place, i) for i in range(len(game.pile(place)))]
                    assert b.column_steps(faces, slot.rect.top, slot.floor) == (
                        b.down_step, b.up_step), (name, size, place)


LONG_COLUMNS = [  # (game, options, face-down cards, face-up cards): columns the issue names
    ("eight_off", "C8", 0, 13), ("eight_off", "C4", 0, 13), ("eight_off", "C2", 0, 13),
    ("easy_harp", "N", 6, 13), ("easy_harp", "N", 8, 11),
]
SHOWN_SIZES = [(800, 480), (1280, 800), (800, 1280), (1920, 1080), (480, 800), (1080, 1920)]


@pytest.mark.parametrize("size", SHOWN_SIZES)
@pytest.mark.parametrize(("name", "options", "down", "up"), LONG_COLUMNS)
def test_every_index_of_a_long_column_stays_readable(
    name: str, options: str, down: int, up: int, size: tuple[int, int]
) -> None:
    """The visible strip of each covered face-up card is at least its index's height (rank
    and suit both show: the strip index a squeezed column's covered cards show), in every
    column, on the table, above the floor."""
    b = board_for(name, options, size)
    cards = [Card(1 + i % 13, Suit(i % 4)) for i in range(down + up)]
    columns = [p for p in b.places() if p.kind is PileKind.COLUMN]
    game = _Columns({p: cards for p in columns}, down=down)
    depth = strip_depth(b.card_w)
    for place in columns:
        rects = b.pile_rects(game, place)  # type: ignore[arg-type]
        assert rects[-1].bottom <= size[1] - b.margin + 1
        for i in range(down, len(rects) - 1):
            assert rects[i + 1].top - rects[i].top >= depth, (place, i, b.card_w)


def test_golf_stock_and_waste_sit_low_in_portrait() -> None:
    for size in ((480, 800), (800, 1280), (1080, 1920)):
        b = board_for("golf", "E", size)
        assert b.slot(STOCK).bottom == b.table.bottom - b.margin
        assert b.slot(WASTE).bottom == b.slot(STOCK).bottom
        game = game_for("golf", "E")
        lowest = max(b.pile_rects(game, p)[-1].bottom for p in b.places()
                     if p.kind is PileKind.COLUMN)
        assert lowest < b.slot(STOCK).top


def test_eight_off_landscape_has_the_cells_on_top_and_the_foundations_beside() -> None:
    """With 8 cells the cells' row is the columns' width and the foundations stand beside the
    cells and the columns, on one tray; with 4 or 2 cells all share one top row on the
    columns' slots."""
    for size in ((800, 480), (1024, 600), (1280, 800), (1366, 768), (1920, 1080), (2560, 1600)):
        b = board_for("eight_off", "C8", size)
        assert [b.slot(cell(i)).left for i in range(8)] == [
            b.slot(column(i)).left for i in range(8)]
        assert len({b.slot(cell(i)).top for i in range(8)}) == 1
        foundations = [b.slot(foundation(i)) for i in range(4)]
        assert min(f.left for f in foundations) > b.slot(column(7)).right
        assert min(f.top for f in foundations) == b.slot(cell(0)).top
        assert any(all(t.contains(f) for f in foundations) for t in b.trays)
        for options, count in (("C4", 4), ("C2", 2)):
            b = board_for("eight_off", options, size)
            tops = {b.slot(p).top for p in b.places() if p.kind is not PileKind.COLUMN}
            assert len(tops) == 1, (size, options)
            lefts = [b.slot(column(i)).left for i in range(8)]
            assert [b.slot(cell(i)).left for i in range(count)] == lefts[:count]
            assert [b.slot(foundation(i)).left for i in range(4)] == lefts[4:]


def test_easy_harp_landscape_has_one_top_row() -> None:
    """The eight foundations, the waste and the stock in one top row, nine columns below."""
    for size in ((800, 480), (1024, 600), (1280, 800), (1366, 768), (1920, 1080)):
        b = board_for("easy_harp", "N", size)
        tops = {b.slot(p).top for p in b.places() if p.kind is not PileKind.COLUMN}
        assert len(tops) == 1 and tops.pop() < b.slot(column(0)).top
        assert b.slot(WASTE).left > b.slot(foundation(7)).right
        assert b.slot(STOCK).left > b.slot(WASTE).right


def test_easy_harp_foundations_stand_in_suit_pairs() -> None:
    for size in SIZES:
        b = board_for("easy_harp", "N", size)
        slots = [b.slot(foundation(i)) for i in range(8)]
        for k in range(0, 8, 2):
            first, second = slots[k], slots[k + 1]
            assert first.top == second.top and 0 < second.left - first.right < b.card_w * 0.1
            assert any(t.contains(first) and t.contains(second) for t in b.trays)


def test_hit_finds_the_top_card_and_reaches_past_the_edge() -> None:
    game = game_for("golf", "E")
    b = board_for("golf", "E", (1280, 800))
    rects = b.pile_rects(game, column(2))
    last = rects[-1]
    assert hits.card_at(b, game, last.center) == (column(2), 4)
    assert hits.card_at(b, game, (last.centerx, last.bottom + hits.pad(b) - 1)) == (column(2), 4)
    assert hits.card_at(b, game, (rects[1].centerx, rects[1].top + 3)) == (column(2), 1)
    assert hits.card_at(b, game, b.slot(STOCK).center) == (STOCK, len(game.pile(STOCK)) - 1)
    assert hits.card_at(b, game, b.slot(WASTE).center) == (WASTE, 0)
    assert hits.card_at(b, game, (2, b.size[1] - 2)) is None


def test_empty_pile_is_hit_as_its_mat() -> None:
    game = game_for("easy_harp", "N")
    b = board_for("easy_harp", "N", (1920, 1080))
    assert hits.card_at(b, game, b.slot(foundation(3)).center) == (foundation(3), -1)


def test_drop_target_is_the_pile_overlapped_most() -> None:
    game = game_for("eight_off", "C8")
    b = Board.for_game(game, (1280, 800))
    w, h = b.card_size
    c3, c4 = b.slot(column(3)), b.slot(column(4))
    held = pygame.Rect(c3.left + w // 3, c3.top + 200, w, h)  # more over 3 than 4
    assert hits.drop_target(b, game, held) == column(3)
    held.left = c4.left - b.gap // 2 - w // 4  # mostly over 4, a little over 3's half gap
    assert hits.drop_target(b, game, held) == column(4)
    assert hits.drop_target(b, game, held, source=column(4)) == column(3)
    held.topleft = b.slot(Place(PileKind.CELL, 2)).topleft
    assert hits.drop_target(b, game, held.move(5, 5)) == Place(PileKind.CELL, 2)
    assert hits.drop_target(b, game, pygame.Rect(-500, -500, w, h)) is None


def test_easy_harp_stock_at_the_hand_side() -> None:
    for size in ((1280, 800), (800, 1280)):
        right = board_for("easy_harp", "N", size)
        left = board_for("easy_harp", "N", size, left_handed=True)
        assert right.slot(STOCK).left > right.slot(column(7)).left
        assert left.slot(STOCK).left < left.slot(column(1)).left
