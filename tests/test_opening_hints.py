"""Each proved deal's opening hint, kept in the build: read back as the very hint the search
gives (a sample worked out again: a stale file fails here), used only at a deal's opening."""

from __future__ import annotations

import pytest

from game import get_variant
from game.opening_hints import decode, encode, opening_hint
from game.parts import load
from game.registry import VARIANTS
from game.solver import STROKES, Hint, hint
from game.winnable import proved_deals

# Every game's kept hints, by its package's data (``opening_hints`` on its class).
KEPT = {(name, options): tokens for name, cls in VARIANTS.items() if cls.opening_hints
        for options, tokens in load(cls.opening_hints).items()}


def same(a: Hint | None, b: Hint) -> bool:
    """Equal, the chance up to the millionth the file keeps."""
    assert a is not None
    if a.chance is None or b.chance is None:
        return a == b
    return (a.move, a.lost, a.certain) == (b.move, b.lost, b.certain) and abs(
        a.chance - b.chance) <= 1e-6


def test_every_game_with_proved_deals_keeps_their_opening_hints() -> None:
    wanted = {(name, option.code) for name, cls in VARIANTS.items()
              for option in cls.rule_options if proved_deals(name, option.code)}
    assert wanted and set(KEPT) == wanted


@pytest.mark.parametrize("key", sorted(KEPT))
def test_the_kept_hints_are_the_searched_ones(key: tuple[str, str]) -> None:
    name, options = key
    deals = proved_deals(name, options)
    assert len(KEPT[key].split()) == len(deals)  # one for every proved deal
    for deal in (deals[0], deals[len(deals) // 2], deals[-1]):
        game = get_variant(name).new(deal, options)
        kept = opening_hint(game)
        assert kept is not None and same(kept, hint(game)), (name, options, deal)


def test_tokens_read_back() -> None:
    game = get_variant("golf").new(5, "E")
    moves = game.legal_moves()
    for told in (Hint(moves[-1], chance=0.123456), Hint(moves[0], certain=True, chance=1.0),
                 Hint(moves[0], lost=True, chance=0.0), Hint(moves[-1]),
                 Hint(moves[0], chance=0.8, if_seen=True, samples=5),
                 Hint(moves[0], if_seen=True, unknown="samples"),
                 Hint(moves[-1], unknown="line")):
        again = decode(game, encode(game, told))
        assert same(again, told)
        assert again is not None and (again.samples, again.unknown, again.if_seen) == (
            told.samples, told.unknown, told.if_seen)
    assert decode(game, "zz.1") is None and decode(game, "nonsense") is None


def test_only_a_proved_deals_opening_aiming_at_the_win() -> None:
    name, options = "eight_off", "C8"
    deal = proved_deals(name, options)[0]
    game = get_variant(name).new(deal, options)
    assert opening_hint(game) is not None
    assert opening_hint(game, STROKES) is None
    moved = game.clone()
    moved.play(moved.legal_moves()[0])
    assert opening_hint(moved) is None
    moved.undo()
    assert opening_hint(moved) is None  # back at the deal by Undo: searched as any other
    unproved = next(d for d in range(1, 10_000) if d not in set(proved_deals("eight_off", "C4")))
    assert opening_hint(get_variant(name).new(unproved, "C4")) is None
