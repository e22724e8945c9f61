"""A game whose piles overlap, added as the README's "Adding a game" says: Pyramid
(``tests.pyramid``: 28 cards in 7 rows, each half under the two below it), registered at test
time. It keeps the contract of every game, refuses a covered card, lies on its board as it
declares (its piles overlap there and nowhere else, each row drawn over the one above it,
taken cards leaving the felt), and plays by finger from its menu tile to its end. No line of
scenes/ or game/ knows it."""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game import game_from_code
from game.moves import STOCK, WASTE, Move, PileKind, Place, column, foundation
from game.registry import VARIANTS, register, unregister
from game.variant import Refusal, Status, Variant
from scenes.app import App
from scenes.dialogs.results import ResultsScene
from scenes.pages.menu import MenuScene
from scenes.table import hits
from scenes.table.board import Board
from scenes.table.scene import TableScene
from scenes.ui import theme as th
from tests import test_variant_contract as contract
from tests.pyramid import CARDS, MSG_COVERED, MSG_THIRTEEN, Pyramid, below
from tests.test_board import SIZES, check_piles_on_screen_below_the_bar
from tests.test_new_game import click
from tests.test_table import card_point, drag, tap

DEAL = 634  # won by tapping the waste, else the lowest free card that pairs, else the stock
HOME = foundation(0)


@pytest.fixture
def pyramid() -> Iterator[type[Pyramid]]:
    register(Pyramid)
    yield Pyramid
    unregister(Pyramid)
    assert Pyramid.name not in VARIANTS


def test_the_deal(pyramid: type[Pyramid]) -> None:
    game = pyramid.new(DEAL)
    assert [len(game.pile(column(i))) for i in range(CARDS)] == [1] * CARDS
    assert len(game.stock) == 24 and not game.waste and not game.foundations[0]
    assert game.code is not None and game_from_code(game.code).snapshot() == game.snapshot()
    assert below(0) == (1, 2) and below(20) == (26, 27) and below(21) is None


def test_a_covered_card_is_refused_until_both_cards_below_it_are_gone(
        pyramid: type[Pyramid]) -> None:
    game = pyramid.new(DEAL)
    covered = {i for i in range(CARDS) if below(i) is not None}
    for i in range(CARDS):
        refusal = game.pick_refusal(column(i), 0)
        assert (refusal is not None and refusal.msgid == MSG_COVERED) == (i in covered), i
    played = [p for m in game.legal_moves() for p in (m.source, m.target)
              if p.kind is PileKind.COLUMN]
    assert played and not any(p.index in covered for p in played)
    with pytest.raises(Refusal, match=MSG_COVERED):
        game.tap_move(column(20), 0)
    # Card 20 is covered by cards 26 and 27: take one, it is still covered; take both, free.
    for place in (column(26), column(27)):
        game.pile(place).clear()
        assert (game.pick_refusal(column(20), 0) is None) == (place == column(27))
    partner = next(i for i in range(21, 26) if game.pile(column(i))[0].rank
                   + game.pile(column(20))[0].rank != 13)
    with pytest.raises(Refusal, match=MSG_THIRTEEN):
        game.play(Move(column(20), column(partner)))


def test_a_pair_goes_home_together_and_undo_brings_both_back(pyramid: type[Pyramid]) -> None:
    game = pyramid.new(DEAL)
    pair = next(m for m in game.legal_moves() if m.target.kind is m.source.kind)
    cards = [game.pile(pair.source)[0], game.pile(pair.target)[0]]
    game.play(pair)
    assert game.foundations[0] == cards and not game.pile(pair.source)
    assert not game.pile(pair.target) and game.score == 10
    game.undo()
    assert [game.pile(pair.source)[0], game.pile(pair.target)[0]] == cards


def test_it_is_stuck_exactly_when_no_move_is_left(pyramid: type[Pyramid]) -> None:
    ends = set()
    for deal in (1, 2, 3, DEAL):
        game = pyramid.new(deal)
        while True:
            moves = game.legal_moves()
            assert game.is_stuck() == (not moves and not game.is_won()), (deal, game.moves)
            if not moves:
                break
            game.play(moves[(7 * game.moves) % len(moves)])
        ends.add(game.status)
    assert Status.STUCK in ends


@pytest.mark.parametrize("check", [
    contract.test_random_play_keeps_the_contract,
    contract.test_replaying_the_notation_gives_the_same_game,
    contract.test_codes_and_layouts_round_trip,
    contract.test_options_never_change_the_cards_of_a_deal,
    contract.test_undo_limit_is_100_actions,
    contract.test_what_the_table_plays_is_a_listed_legal_move,
    contract.test_the_hint_sees_only_what_the_player_sees,
])
def test_it_keeps_the_contract_of_every_game(pyramid: type[Pyramid], check) -> None:  # type: ignore[no-untyped-def]
    check(Pyramid.name, "S")


@pytest.mark.parametrize("left_handed", [False, True])
def test_its_piles_overlap_as_declared_and_nowhere_else(pyramid: type[Pyramid],
                                                        left_handed: bool) -> None:
    """At every size: every pile on screen, overlapping only as declared; each card lies
    over the lower half of the card above it, is drawn after it and is touched first where
    they overlap; the covered card is touched where it shows."""
    game = pyramid.new(DEAL)
    for size in SIZES:
        board = Board.for_game(game, size, left_handed=left_handed)
        check_piles_on_screen_below_the_bar(board, game)
        order = board.places()
        for i in range(CARDS):
            covering = below(i)
            if covering is None:
                continue
            top = board.slot(column(i))
            for j in covering:
                low = board.slot(column(j))
                assert low.colliderect(top) and abs(low.top - top.top - board.card_h / 2) <= 1
                assert order.index(column(j)) > order.index(column(i))
                assert hits.card_at(board, game, low.clip(top).center) == (column(j), 0)
            assert hits.card_at(board, game, (top.centerx, top.top + 4)) == (column(i), 0)
        for p, q in itertools.combinations([STOCK, WASTE, HOME], 2):
            assert not board.slot(p).colliderect(board.slot(q))
        assert (board.slot(STOCK).centerx > size[0] // 2) != left_handed  # at the hand


def _next_tap(game: Variant) -> tuple[Place, Move]:
    """Where this test taps next, and what the tap plays: the waste, else the lowest free
    card a tap plays, else the stock."""
    for place in [WASTE, *(column(i) for i in range(CARDS - 1, -1, -1))]:
        pile = game.pile(place)
        if not pile:
            continue
        try:
            return place, game.tap_move(place, len(pile) - 1)
        except Refusal:
            continue
    return STOCK, game.tap_move(STOCK, 0)


def test_it_plays_by_finger_from_its_menu_tile_to_the_win(pyramid: type[Pyramid],
                                                          tmp_path: Path,
                                                          monkeypatch: pytest.MonkeyPatch
                                                          ) -> None:
    import scenes.deals

    class Entropy:  # New deal's random draw: deal DEAL
        def getrandbits(self, _bits: int) -> int:
            return DEAL - 1

    monkeypatch.setattr(scenes.deals, "_deals", Entropy())
    app = App((1280, 800), "en", data_dir=tmp_path)
    app.nav.to_menu()
    menu = app.scene
    assert isinstance(menu, MenuScene)
    click(app, next(b for b, name in menu.tile_buttons.items() if name == Pyramid.name))
    table = app.scene  # a tap on its tile: a new deal at once
    assert isinstance(table, TableScene) and table.game.name == Pyramid.name
    app.step([], 1.0)  # the deal lands
    game = table.game
    assert game.code == pyramid.new(DEAL).code
    tap(app, card_point(table, column(0)), dt=0.4)  # the top card, covered: refused
    assert game.moves == 0 and len(game.pile(column(0))) == 1
    _place, first = _next_tap(game)  # a pair, dragged
    assert first.target.kind is first.source.kind
    drag(app, card_point(table, first.source), card_point(table, first.target))
    app.step([], 0.5)
    assert game.moves == 1 and not game.pile(first.source) and not game.pile(first.target)
    played = [first]
    while game.status is Status.PLAYING and len(played) < 60:
        place, move = _next_tap(game)
        tap(app, card_point(table, place) if place != STOCK else table.board.slot(STOCK).center,
            dt=0.4)  # apart: no double tap
        played.append(move)
        assert game.moves == len(played), str(move)
    assert table.session.won and len(played) == 43
    for _ in range(10):
        app.step([], 0.5)  # the celebration runs out by itself
    assert isinstance(app.scene, ResultsScene)
    app.draw()
    stats = app.store.stats.get(Pyramid.name, "S")
    assert (stats.played, stats.won, stats.best_score) == (1, 1, 5 * len(game.foundations[0]))


def test_its_board_draws_the_overlaps_in_order(pyramid: type[Pyramid], tmp_path: Path) -> None:
    """On the table as drawn: the two cards below a card lie over its lower half, its upper
    half shows; a card taken leaves the felt (no mat), and the card it covered shows there."""
    app = App((1280, 800), "he", data_dir=tmp_path)
    app.nav.start_game(Pyramid.name, "S", DEAL)
    table = app.scene
    assert isinstance(table, TableScene)
    app.step([], 1.0)
    game, board = table.game, table.board
    top = board.slot(column(20))
    left, right = board.slot(column(26)), board.slot(column(27))
    shadow = 12  # px: a card's shadow reaches no further beyond it
    upper = pygame.Rect(top.left, top.top, top.width, top.height // 2 - shadow)
    assert _lies_on_top(table, column(20), upper)
    for over in (column(26), column(27)):
        assert _lies_on_top(table, over, board.slot(over).clip(top))
        assert not _lies_on_top(table, column(20), board.slot(over).clip(top))
    for place in (column(26), column(27)):
        game.pile(place).clear()
    table.view.dirty = True
    app.step([], 0.1)
    assert _lies_on_top(table, column(20), top)
    felt = th.felt(app.size, app.palette)
    bare = pygame.Rect(left.left, top.bottom + shadow, right.right - left.left,
                       left.bottom - top.bottom - 2 * shadow)
    assert all(_still(table).get_at(p) == felt.get_at(p) for p in _points(bare))  # no mats


def _still(table: TableScene) -> pygame.Surface:
    assert table.view.static is not None
    return table.view.static


def _points(area: pygame.Rect, step: int = 3) -> Iterator[tuple[int, int]]:
    return ((x, y) for y in range(area.top, area.bottom, step)
            for x in range(area.left, area.right, step))


def _lies_on_top(table: TableScene, place: Place, area: pygame.Rect) -> bool:
    """Whether the still table shows the face of ``place``'s card all over ``area`` (but at
    its rounded corners), where the card lies."""
    rect = table.board.slot(place)
    face = table.atlas.face(table.game.pile(place)[0])
    still = _still(table)
    inset = rect.inflate(-2 * round(rect.width * 0.08), -2 * round(rect.width * 0.08))
    opaque = [(p, face.get_at((p[0] - rect.x, p[1] - rect.y))) for p in _points(area.clip(inset))]
    shown = [(p, colour) for p, colour in opaque if colour.a == 255]
    return bool(shown) and all(still.get_at(p) == colour for p, colour in shown)
