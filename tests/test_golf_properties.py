"""Property tests over random deals and random legal play (hypothesis)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from game.cards import CARDS
from game.games.golf import Golf
from game.variant import Status

deals = st.integers(min_value=1, max_value=999_999)
choices = st.lists(st.integers(min_value=0, max_value=10_000), max_size=60)


def random_play(game: Golf, picks: list[int]) -> list[tuple[object, int, int]]:
    """Play legal moves chosen by ``picks``; return (snapshot, points, score) before each."""
    seen = []
    for pick in picks:
        moves = game.legal_moves()
        if not moves or game.status is not Status.PLAYING:
            break
        seen.append((game.snapshot(), game._points, game.score))
        game.play(moves[pick % len(moves)])
    return seen


@settings(max_examples=80, deadline=None)
@given(deals, st.sampled_from(["E", "C"]), choices)
def test_52_distinct_cards_always(deal: int, options: str, picks: list[int]) -> None:
    game = Golf.new(deal, options)
    for pick in picks:
        assert sorted(game.all_cards()) == sorted(CARDS)
        moves = game.legal_moves()
        if not moves:
            break
        game.play(moves[pick % len(moves)])
    assert sorted(game.all_cards()) == sorted(CARDS)
    assert game.score >= 0


@settings(max_examples=80, deadline=None)
@given(deals, st.sampled_from(["E", "C"]), choices)
def test_undo_of_any_sequence_restores_state_and_score(
    deal: int, options: str, picks: list[int]
) -> None:
    game = Golf.new(deal, options)
    history = random_play(game, picks)
    moves_played = game.moves
    for snap, points, score in reversed(history):
        assert game.undo()
        assert game.snapshot() == snap
        assert game._points == points and game.score == score
    assert not game.undo()
    assert game.moves == moves_played


@settings(max_examples=40, deadline=None)
@given(deals, choices)
def test_clone_is_equal_and_independent(deal: int, picks: list[int]) -> None:
    game = Golf.new(deal)
    random_play(game, picks)
    twin = game.clone()
    assert twin == game and twin.key() == game.key()
    if game.legal_moves():
        twin.play(twin.legal_moves()[0])
        assert twin != game
        twin.undo()
        assert twin.snapshot() == game.snapshot()


@settings(max_examples=40, deadline=None)
@given(deals, choices)
def test_score_is_ten_per_removed_card_while_playing(deal: int, picks: list[int]) -> None:
    game = Golf.new(deal, "E")
    random_play(game, picks)
    removed = 35 - game.cards_left()
    if game.status is Status.STUCK:
        assert game.score == max(0, 10 * removed - 10 * (35 - removed))
    else:
        assert game.score == 10 * removed
