"""Board geometry: every pile on screen, no overlaps, big cards, hit testing, drop targets."""

from __future__ import annotations

import itertools

import pygame
import pytest

from game import get_variant
from game.cards import Card, Suit
from game.moves import STOCK, WASTE, PileKind, Place, column, foundation
from game.variant import Variant
from scenes.board import Board

SIZES = [
    (800, 480), (1024, 600), (1280, 800), (1366, 768), (1920, 1080), (2560, 1600),
    (3840, 2160), (480, 800), (600, 1024), (800, 1280), (1080, 1920), (2160, 3840),
]
GAMES = [("golf", "E"), ("easy_harp", "N"), ("eight_off", "C8"), ("eight_off", "C4"),
         ("eight_off", "C2")]


def board_for(name: str, options: str, size: tuple[int, int], **kw: bool) -> Board:
    return Board.for_game(game_for(name, options), size, **kw)


def game_for(name: str, options: str, deal: int = 12) -> Variant:
    return get_variant(name).new(deal, options)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize(("name", "options"), GAMES)
@pytest.mark.parametrize("left_handed", [False, True])
def test_piles_on_screen_below_the_bar_and_apart(
    name: str, options: str, size: tuple[int, int], left_handed: bool
) -> None:
    b = board_for(name, options, size, left_handed=left_handed)
    screen = pygame.Rect((0, 0), size)
    game = game_for(name, options)
    assert set(b.places()) == set(game.places())
    for place in b.places():
        r = b.slot(place)
        assert screen.contains(r), (place, r)
        assert r.top >= b.bar.bottom
    # Piles do not overlap, except Easy Harp's tucked foundation pairs (one suit each).
    for (p, q) in itertools.combinations(b.places(), 2):
        if p.kind is q.kind is PileKind.FOUNDATION and name == "easy_harp":
            same_suit = (p.index or 0) // 2 == (q.index or 0) // 2
            assert same_suit or not b.slot(p).colliderect(b.slot(q))
            continue
        assert not b.slot(p).colliderect(b.slot(q)), (p, q)
    # The dealt position fits on screen, column by column.
    for place in b.places():
        for r in b.pile_rects(game, place):
            assert screen.contains(r.clamp(screen)) and r.bottom <= size[1], (place, r)


@pytest.mark.parametrize(("name", "options"), GAMES)
def test_card_size_grows_with_the_window(name: str, options: str) -> None:
    for series in ([(800, 480), (1280, 800), (1920, 1080), (3840, 2160)],
                   [(480, 800), (800, 1280), (1080, 1920), (2160, 3840)]):
        widths = [board_for(name, options, s).card_w for s in series]
        assert widths == sorted(widths), widths


def test_golf_cards_are_big_on_a_tablet() -> None:
    assert board_for("golf", "E", (1280, 800)).card_w >= 100
    assert board_for("golf", "E", (800, 1280)).card_w >= 95
    assert board_for("easy_harp", "N", (1280, 800)).card_w >= 90
    assert board_for("eight_off", "C8", (1280, 800)).card_w >= 85
    for name, options in (("golf", "E"), ("easy_harp", "N"), ("eight_off", "C8")):
        assert board_for(name, options, (800, 480)).card_w >= 55  # large-index faces stay readable


def test_bar_height_and_proportions() -> None:
    b = board_for("golf", "E", (1280, 800))
    assert 56 <= b.bar.height <= 64
    assert b.card_h == round(b.card_w * 7 / 5)


class _Columns:
    """Just enough of a game for geometry: piles by place, all face up."""

    def __init__(self, piles: dict[Place, list[Card]]) -> None:
        self.piles = piles

    def pile(self, place: Place) -> list[Card]:
        return self.piles.get(place, [])

    def face_up(self, place: Place, index: int) -> bool:
        return True


def test_long_column_squeezes_its_overlap_not_the_card() -> None:
    long = [Card(r, s) for s in (Suit.SPADES, Suit.HEARTS) for r in range(13, 3, -1)]
    game = _Columns({column(0): long, column(1): long[:4]})
    b = board_for("eight_off", "C8", (1280, 800))
    rects = b.pile_rects(game, column(0))  # type: ignore[arg-type]
    assert rects[-1].bottom <= 800 - b.margin + 1 and rects[0].size == b.card_size
    steps = {rects[i + 1].top - rects[i].top for i in range(len(rects) - 1)}
    assert max(steps) < round(b.card_h * 0.30)
    short = b.pile_rects(game, column(1))  # type: ignore[arg-type]
    assert short[1].top - short[0].top == round(b.card_h * 0.30)


def test_hit_finds_the_top_card_and_reaches_past_the_edge() -> None:
    game = game_for("golf", "E")
    b = board_for("golf", "E", (1280, 800))
    rects = b.pile_rects(game, column(2))
    last = rects[-1]
    assert b.hit(game, last.center) == (column(2), 4)
    assert b.hit(game, (last.centerx, last.bottom + b.pad - 1)) == (column(2), 4)
    assert b.hit(game, (rects[1].centerx, rects[1].top + 3)) == (column(2), 1)
    assert b.hit(game, b.slot(STOCK).center) == (STOCK, len(game.pile(STOCK)) - 1)
    assert b.hit(game, b.slot(WASTE).center) == (WASTE, 0)
    assert b.hit(game, (2, b.size[1] - 2)) is None


def test_empty_pile_is_hit_as_its_mat() -> None:
    game = game_for("easy_harp", "N")
    b = board_for("easy_harp", "N", (1920, 1080))
    assert b.hit(game, b.slot(foundation(3)).center) == (foundation(3), -1)


def test_drop_target_is_the_pile_overlapped_most() -> None:
    b = board_for("eight_off", "C8", (1280, 800))
    w, h = b.card_size
    c3, c4 = b.slot(column(3)), b.slot(column(4))
    held = pygame.Rect(c3.left + w // 3, c3.top + 200, w, h)  # more over 3 than 4
    assert b.drop_target(held) == column(3)
    held.left = c4.left - w // 4
    assert b.drop_target(held) == column(4)
    assert b.drop_target(held, source=column(4)) == column(3)
    held.topleft = b.slot(Place(PileKind.CELL, 2)).topleft
    assert b.drop_target(held.move(5, 5)) == Place(PileKind.CELL, 2)
    assert b.drop_target(pygame.Rect(-500, -500, w, h)) is None


def test_easy_harp_stock_at_the_hand_side() -> None:
    right = board_for("easy_harp", "N", (1280, 800))
    left = board_for("easy_harp", "N", (1280, 800), left_handed=True)
    assert right.slot(STOCK).left > right.slot(foundation(7)).left
    assert left.slot(STOCK).left < left.slot(foundation(0)).left
