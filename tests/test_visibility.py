"""What a player can see (game.visibility): which cards are hidden in each game, the same
position with its hidden cards reordered, and the key of the view that does not change."""

from __future__ import annotations

from collections import Counter

from game import VARIANTS
from game.moves import STOCK, PileKind, Place, column
from game.variant import Variant
from game.visibility import canonical, hidden_cards, hidden_places, reordered, view_key, view_seed
from tests.pyramid import CARDS, Pyramid


class DarkPyramid(Pyramid):
    """Pyramid with its covered cards out of sight (as in games whose covered cards lie
    face down): what the engine counts as hidden when a game declares covering."""

    def covered(self, place: Place, index: int) -> bool:
        return place.kind is PileKind.COLUMN and not self.is_free(place.index or 0)


def _visible(game: Variant) -> list[tuple[Place, int, object]]:
    hidden = set(hidden_places(game))
    return [(p, i, c) for p in game.places() for i, c in enumerate(game.pile(p))
            if (p, i) not in hidden]


def test_golf_hides_its_stock_and_nothing_else() -> None:
    game = VARIANTS["golf"].new(5)
    assert hidden_places(game) == [(STOCK, i) for i in range(len(game.stock))]
    assert len(game.stock) > 0


def test_easy_harp_hides_its_face_down_cards_and_its_first_pass_stock() -> None:
    game = VARIANTS["easy_harp"].new(5)
    places = hidden_places(game)
    down = [(p, i) for p, i in places if p.kind is PileKind.COLUMN]
    assert len(down) == sum(game.hidden)
    assert sum(game.hidden) > 0
    assert [(p, i) for p, i in places if p == STOCK] == [(STOCK, i)
                                                          for i in range(len(game.stock))]


def test_eight_off_hides_nothing_and_reordering_changes_nothing() -> None:
    game = VARIANTS["eight_off"].new(5)
    assert hidden_places(game) == []
    assert reordered(game, 9).snapshot() == game.snapshot()


def test_a_game_that_declares_covering_hides_the_covered_cards() -> None:
    game = DarkPyramid.new(3)
    columns = {p.index for p, _i in hidden_places(game) if p.kind is PileKind.COLUMN}
    assert columns == set(range(CARDS - 7))  # all but the bottom row
    assert not [p for p, _i in hidden_places(Pyramid.new(3)) if p.kind is PileKind.COLUMN]
    moved = reordered(game, 4)
    assert [moved.pile(column(i)) for i in range(CARDS - 7, CARDS)] == [
        game.pile(column(i)) for i in range(CARDS - 7, CARDS)]
    assert view_key(moved) == view_key(game)


def test_reordering_keeps_what_is_seen_and_moves_what_is_not() -> None:
    for name in ("golf", "easy_harp"):
        game = VARIANTS[name].new(11)
        orders = set()
        for seed in range(6):
            other = reordered(game, seed)
            assert _visible(other) == _visible(game)
            assert Counter(hidden_cards(other)) == Counter(hidden_cards(game))
            assert view_key(other) == view_key(game)
            assert view_seed(other) == view_seed(game)
            assert other.card_counts() == game.card_counts()
            assert not other.can_undo()
            orders.add(tuple(hidden_cards(other)))
        assert len(orders) == 6, name
        assert reordered(game, 3).snapshot() == reordered(game, 3).snapshot()
        assert canonical(reordered(game, 2)).snapshot() == canonical(game).snapshot()


def test_the_view_key_changes_with_what_is_seen() -> None:
    game = VARIANTS["golf"].new(11)
    after = game.clone()
    after.play(after.legal_moves()[-1])
    assert view_key(after) != view_key(game)
    assert view_key(VARIANTS["golf"].new(12)) != view_key(game)


def test_the_stock_is_seen_after_the_first_pass() -> None:
    game = VARIANTS["easy_harp"].new(7)
    while game.pass_number() == 1:
        draws = [m for m in game.legal_moves() if m.source == STOCK or m.target == STOCK]
        game.play(draws[0])
    assert not [p for p, _i in hidden_places(game) if p == STOCK]
