"""The contract every registered game keeps: random legal play on many deals.

For each game and option: the card multiset is conserved, every listed move is legal, its
exact text and its notation read back as itself (or, where the notation cannot name it, as
the one other move SPEC.md says it means), the notation replays a game identically, undo of
any sequence restores position and score, a clone equals its original, codes and layouts
round-trip, and the hint is fair: reordering the cards the player cannot see
(``game.visibility``) changes neither its move nor its chance. Nothing here swallows an
error: a move the notation cannot write is one of the two cases the notation documents,
checked as such.
"""

from __future__ import annotations

import contextlib
import random
from collections import Counter

import pytest

from game import VARIANTS, Refusal, Variant, game_from_code, game_from_layout, parse_code
from game.cards import full_deck
from game.moves import FOUNDATION, Move, PileKind
from game.notation import CELL_F, NotationError, Written
from game.solver import HintMemory, hint
from game.visibility import hidden_cards, hidden_places, reordered, view_key

# Every registered game and option (tests/test_registry.py checks which games the build has;
# a test game runs these checks itself: tests/test_black_hole.py).
GAMES = [(name, opt) for name, cls in VARIANTS.items() for opt in cls.option_codes()]
DEALS = range(1, 13)
STEPS = 60


def _state(game: Variant) -> tuple[object, int]:
    return game.snapshot(), game.score


@pytest.mark.parametrize(("name", "options"), GAMES)
def test_random_play_keeps_the_contract(name: str, options: str) -> None:
    cls = VARIANTS[name]
    expected = Counter(full_deck(cls.deck_count))
    for deal in DEALS:
        rng = random.Random(deal * 7919 + len(options))
        game = cls.new(deal, options)
        assert game.card_counts() == expected
        states = [_state(game)]
        for _step in range(STEPS):
            moves = game.legal_moves()
            if not moves or game.status.value != "playing":
                break
            for m in moves:  # every listed move is legal, its texts read back
                assert game.is_legal(m), (name, deal, str(m))
                assert Move.from_text(str(m)) == m
                _token(game, m)
            move = rng.choice(moves)
            before_moves = game.moves
            copy = game.clone()
            assert copy == game
            assert game.play(move) == move
            assert game.moves == before_moves + 1
            assert copy != game
            assert game.card_counts() == expected
            assert game.score >= 0
            states.append(_state(game))
        # Undo every action: each step restores the position and score before it.
        counter = game.moves
        for state in reversed(states[:-1]):
            assert game.undo()
            assert _state(game) == state
        assert not game.undo()
        assert game.moves == counter  # the move counter never goes down
        assert game.snapshot() == cls.new(deal, options).snapshot()
        assert game.score == 0


def _token(game: Variant, move: Move) -> tuple[str, Move]:
    """The notation's token for ``move`` and the exact move it reads back as: ``move`` itself,
    or, where the notation cannot name it, the move SPEC.md says the token means, in one of
    its two documented cases (checked here): a card sent to a foundation of its suit when an
    earlier one takes it too (``3f`` picks the first), and a card sent into cell f when a
    foundation takes it (``3f`` means the foundation)."""
    try:
        token = game.notation(move)
    except NotationError:
        token = str(Written(move.source, FOUNDATION))
        meant = game.parse_move(token)
        assert meant != move and game.is_legal(meant), (game.name, str(move))
        assert (meant.source, meant.count) == (move.source, move.count)
        assert meant.target.kind is PileKind.FOUNDATION, (game.name, str(move))
        if move.target.kind is PileKind.FOUNDATION:
            suit = game.foundation_suit
            assert suit(meant.target.index or 0) == suit(move.target.index or 0)
            assert (meant.target.index or 0) < (move.target.index or 0)
        else:
            assert move.target == CELL_F, (game.name, str(move))
        return token, meant
    assert game.parse_move(token) == move, (game.name, str(move), token)
    return token, move


@pytest.mark.parametrize(("name", "options"), GAMES)
def test_replaying_the_notation_gives_the_same_game(name: str, options: str) -> None:
    cls = VARIANTS[name]
    for deal in (3, 99, 4242):
        rng = random.Random(deal)
        game = cls.new(deal, options)
        tokens = []
        for _step in range(STEPS):
            moves = game.legal_moves()
            if not moves or game.status.value != "playing":
                break
            token, move = _token(game, rng.choice(moves))
            tokens.append(token)
            game.play(move)
        replay = cls.new(deal, options)
        for token in tokens:
            replay.play(replay.parse_move(token))
        assert replay.snapshot() == game.snapshot()
        assert replay.score == game.score


@pytest.mark.parametrize(("name", "options"), GAMES)
def test_codes_and_layouts_round_trip(name: str, options: str) -> None:
    cls = VARIANTS[name]
    for deal in (1, 5, 130, 999_999):
        game = cls.new(deal, options)
        code = game.code
        assert code is not None
        assert str(parse_code(code)) == code
        assert str(parse_code(f"  {code.lower()} ")) == code
        again = game_from_code(code)
        assert type(again) is cls
        assert again.snapshot() == game.snapshot()
        loaded = game_from_layout(game.layout())
        assert loaded.snapshot() == game.snapshot()
        assert loaded.layout() == game.layout()


@pytest.mark.parametrize(("name", "options"), GAMES)
def test_options_never_change_the_cards_of_a_deal(name: str, options: str) -> None:
    cls = VARIANTS[name]
    first = cls.new(77, cls.default_options())
    assert sorted(first.all_cards()) == sorted(cls.new(77, options).all_cards())


@pytest.mark.parametrize(("name", "options"), GAMES)
def test_undo_limit_is_100_actions(name: str, options: str) -> None:
    cls = VARIANTS[name]
    game = cls.new(11, options)
    rng = random.Random(5)
    played = 0
    while played < 110:
        moves = game.legal_moves()
        if not moves or game.status.value != "playing":
            break
        game.play(rng.choice(moves))
        played += 1
    undone = 0
    while game.undo():
        undone += 1
    assert undone == min(played, 100)


@pytest.mark.parametrize(("name", "options"), GAMES)
def test_what_the_table_plays_is_a_listed_legal_move(name: str, options: str) -> None:
    """Every drag, tap and double tap the table can make is legal and listed by
    ``legal_moves``."""
    cls = VARIANTS[name]
    for deal in (2, 31):
        rng = random.Random(deal)
        game = cls.new(deal, options)
        for step in range(48):
            if step % 12 == 0:
                legal = set(game.legal_moves())
                for place in game.places():
                    for index in range(len(game.pile(place))):
                        found = []
                        for target in game.places():
                            with contextlib.suppress(Refusal):
                                found.append(game.drag_move(place, index, target))
                        for ask in (game.tap_move, game.double_tap_move):
                            with contextlib.suppress(Refusal):
                                found.append(ask(place, index))
                        for m in found:
                            assert game.is_legal(m), (name, str(m))
                            assert m in legal, (name, deal, str(m))
            moves = game.legal_moves()
            if not moves or game.status.value != "playing":
                break
            game.play(rng.choice(moves))


# --- "One tap moves a card wherever it fits" (#25 item 4) --------------------------------------
@pytest.mark.parametrize(("name", "options"), GAMES)
def test_one_tap_is_the_tap_then_the_double_taps_search(name: str, options: str) -> None:
    """With the setting on, a tap plays what a tap plays (a foundation first); when the tap
    finds nothing, the double tap's first choice; a card that fits nowhere is refused and
    nothing moves. Checked on every card of random positions."""
    cls = VARIANTS[name]
    aims = cls.one_tap_aims()
    assert aims[: len(cls.tap_aims)] == cls.tap_aims
    assert [a for a in aims if a in cls.double_tap_aims] == list(cls.double_tap_aims)
    for deal in range(1, 4):
        rng = random.Random(deal)
        game = cls.new(deal, options)
        for _step in range(30):
            for place in game.places():
                for index in range(len(game.pile(place))):
                    _check_one_tap(game, place, index)
            moves = game.legal_moves()
            if not moves or game.status.value != "playing":
                break
            game.play(rng.choice(moves))


def _check_one_tap(game: Variant, place: object, index: int) -> None:
    from game.moves import Place

    assert isinstance(place, Place)
    before = game.snapshot()
    try:
        tapped: Move | None = game.tap_move(place, index)
    except Refusal:
        tapped = None
    try:
        doubled: Move | None = game.double_tap_move(place, index)
    except Refusal:
        doubled = None
    try:
        one: Move | None = game.one_tap_move(place, index)
    except Refusal:
        one = None
    assert game.snapshot() == before  # asking moves nothing
    if tapped is not None:
        assert one == tapped, (game.name, str(place), index)
    elif game.one_tap_aims() == game.tap_aims:
        assert one is None
    else:
        assert one == doubled, (game.name, str(place), index)
    if one is not None:
        assert game.is_legal(one)


# --- "One set of rules a game" (#32 item 4) ----------------------------------------------------
GENERATORS = [(name, opt) for name, opt in GAMES if VARIANTS[name].move_generator]


def _random_positions(cls: type[Variant], options: str, seed: int, count: int) -> list[Variant]:
    """Positions of random games (cards home three times in four, so that foundations grow
    and columns empty; undos now and then), some deep into a game."""
    rng = random.Random(seed)
    out: list[Variant] = []
    while len(out) < count:
        game = cls.new(rng.randint(1, 999_999), options)
        for step in range(rng.randint(0, 240)):
            moves = game.derived_moves()
            if not moves or game.status.value != "playing":
                break
            home = [m for m in moves if m.target.kind is PileKind.FOUNDATION]
            game.play(rng.choice(home if home and rng.random() < 0.75 else moves))
            if rng.random() < 0.05:
                game.undo()
            if step % 40 == 39:
                out.append(game.clone())
        out.append(game)
    return out[:count]


@pytest.mark.parametrize(("name", "options"), GENERATORS)
def test_the_games_move_generator_is_the_rules(name: str, options: str) -> None:
    """A game's own move generator (``move_generator``, faster) gives exactly the list the
    refusals derive, in its order, and each compact form a solver keeps of the rules (its
    ``forms``) says what the rules say, on random positions."""
    from game.parts import Moves, load

    cls = VARIANTS[name]
    assert cls.move_generator is not None
    generator: Moves = load(cls.move_generator)
    for game in _random_positions(cls, options, 4049 + len(options), 16):
        assert generator.legal(game) == game.derived_moves(), game.layout()
        assert game.legal_moves() == game.derived_moves()
        for form in generator.forms:
            for what, said, ruled in form(game):
                assert said == ruled, (name, what, game.layout())


# --- "What a player can see" (#32 item 3) ------------------------------------------------------
# The hints' wall-clock guard, out of the way: their budgets count positions, and a guard that
# fired under load would make the answer depend on the machine.
GUARD = 3600.0


def _check_fair(name: str, options: str, deals: range, positions: int, seeds: int) -> int:
    """On positions of random play from each deal, the hint (its move, its chance) is the
    same with the hidden cards dealt ``seeds`` other ways among their places: it decides from
    what the player sees. Returns how many positions had something hidden."""
    cls = VARIANTS[name]
    checked = 0
    for deal in deals:
        rng = random.Random(deal * 104_729 + len(options))
        game = cls.new(deal, options)
        for _ in range(positions):
            for _step in range(rng.randint(1, 12)):
                moves = game.legal_moves()
                if not moves or game.status.value != "playing":
                    break
                game.play(rng.choice(moves))
            if not hidden_places(game):
                assert reordered(game, deal).snapshot() == game.snapshot()
                continue
            checked += 1
            said = hint(game, timeout=GUARD)
            assert not said.guarded, (name, game.layout())  # budgets in positions, not seconds
            for seed in range(seeds):
                other = reordered(game, seed * 7_919 + deal)
                assert view_key(other) == view_key(game)
                heard = hint(other, timeout=GUARD)
                assert (heard.move, heard.chance) == (said.move, said.chance), (
                    name, seed, game.layout(), other.layout())
    return checked


@pytest.mark.parametrize(("name", "options"), GAMES)
def test_the_hint_sees_only_what_the_player_sees(name: str, options: str) -> None:
    """Two positions apiece, each hinted three ways: cheap enough for every run."""
    checked = _check_fair(name, options, range(3, 5), positions=1, seeds=2)
    assert checked == 2 or not hidden_places(VARIANTS[name].new(3, options))


@pytest.mark.slow
@pytest.mark.parametrize(("name", "options"), GAMES)
def test_the_hint_sees_only_what_the_player_sees_on_many_positions(name: str,
                                                                   options: str) -> None:
    checked = _check_fair(name, options, range(1, 9), positions=4, seeds=4)
    assert checked or not hidden_places(VARIANTS[name].new(1, options))


def _relabelled(start: Variant, moves: list[Move], game: Variant,
                seed: int) -> tuple[Variant, HintMemory]:
    """The game that ``game`` could have been for its player: the cards hidden now (those
    with no copy in sight) exchanged among themselves from the deal on, the same moves
    played; with the hints' memory of it, as the app keeps one (every position reached)."""
    hidden = Counter(hidden_cards(game))
    everywhere = start.card_counts()
    cards = sorted((c for c in hidden if hidden[c] == everywhere[c]), key=lambda c: c.index)
    rng = random.Random(seed)
    swap = dict(zip(cards, rng.sample(cards, len(cards)), strict=True))
    world = start.clone()
    for place in world.places():
        pile = world.pile(place)
        pile[:] = [swap.get(c, c) for c in pile]
    memory = HintMemory(world.name)
    memory.played_now(world)
    for move in moves:
        world.play(move)
        memory.played_now(world)
    return world, memory


def _check_fair_with_memory(name: str, options: str, deals: range, seeds: int) -> int:
    """As ``_check_fair``, with the memory the app's hints keep of the positions played: the
    same moves from a deal whose hidden cards lay otherwise give the same hint."""
    cls = VARIANTS[name]
    checked = 0
    for deal in deals:
        rng = random.Random(deal * 15_485_863 + len(options))
        start = cls.new(deal, options)
        game, moves = start.clone(), []
        memory = HintMemory(name)
        memory.played_now(game)
        for _step in range(rng.randint(2, 14)):
            legal = game.legal_moves()
            if not legal or game.status.value != "playing":
                break
            moves.append(rng.choice(legal))
            game.play(moves[-1])
            memory.played_now(game)
        if not hidden_places(game):
            continue
        checked += 1
        said = hint(game, timeout=GUARD, memory=memory)
        for seed in range(seeds):
            world, its_memory = _relabelled(start, moves, game, seed)
            assert view_key(world) == view_key(game)
            heard = hint(world, timeout=GUARD, memory=its_memory)
            assert (heard.move, heard.chance) == (said.move, said.chance), (
                name, seed, [str(m) for m in moves], world.layout())
    return checked


@pytest.mark.parametrize(("name", "options"), GAMES)
def test_the_hint_with_its_memory_sees_only_what_the_player_sees(name: str,
                                                                 options: str) -> None:
    checked = _check_fair_with_memory(name, options, range(5, 6), seeds=2)
    assert checked == 1 or not hidden_places(VARIANTS[name].new(5, options))


@pytest.mark.slow
@pytest.mark.parametrize(("name", "options"), GAMES)
def test_the_hint_with_its_memory_sees_only_what_the_player_sees_on_many_deals(
        name: str, options: str) -> None:
    checked = _check_fair_with_memory(name, options, range(1, 7), seeds=3)
    assert checked or not hidden_places(VARIANTS[name].new(1, options))
