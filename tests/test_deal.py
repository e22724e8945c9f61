from __future__ import annotations

import datetime as dt
import json

import pytest

from game import VARIANTS, game_from_code, parse_code
from game.cards import full_deck
from game.deal import (
    CodeError,
    GameCode,
    SplitMix64,
    daily_deal,
    deal_letters,
    shuffled,
)
from game.i18n import set_language


def test_splitmix64_reference_values() -> None:
    # Published reference output of SplitMix64 seeded with 0 (Vigna's splitmix64.c).
    rng = SplitMix64(0)
    assert [rng.next() for _ in range(3)] == [
        0xE220A8397B1DCDAF,
        0x6E789E6AA1B965F4,
        0x06C45D188009454F,
    ]


def test_below_is_in_range_and_unbiased_enough() -> None:
    rng = SplitMix64(42)
    counts = [0] * 7
    for _ in range(7000):
        counts[rng.below(7)] += 1
    assert all(800 < c < 1200 for c in counts)


def test_shuffle_is_a_permutation_and_depends_on_game_and_deal() -> None:
    deck = full_deck()
    a = shuffled(deck, "GO", 1)
    assert sorted(a) == sorted(deck)
    assert a != shuffled(deck, "GO", 2)
    assert a != shuffled(deck, "EO", 1)
    assert a == shuffled(deck, "GO", 1)


@pytest.mark.parametrize("name", [name for name in VARIANTS if VARIANTS[name].folder()])
def test_golden_deals_never_change(name: str) -> None:
    """Each game's golden deals (``golden-deals.json`` in its folder: code -> layout, as
    ``python -m game layout CODE`` prints it) deal the very same cards for ever: saved games,
    shared codes and the proved deals depend on them."""
    folder = VARIANTS[name].folder()
    assert folder is not None
    golden = json.loads((folder / "golden-deals.json").read_text(encoding="utf-8"))
    assert golden
    for code, layout in golden.items():
        assert game_from_code(code).layout() == layout, code


@pytest.mark.parametrize(
    ("deal", "letters"), [(1, "AAAAAAB"), (5, "AAAAAAF"), (130, "AAAAAFA"), (999_999, "AACEXHN")]
)
def test_deal_letters(deal: int, letters: str) -> None:
    assert deal_letters(deal) == letters
    assert parse_code(f"GO1-E-{letters}").deal == deal


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("GO1-E-AAAAAAB", GameCode("GO", "E", 1)),
        ("go1-c-aaaaaab", GameCode("GO", "C", 1)),
        ("  GO1-N-AAAAAAB\n", GameCode("GO", "E", 1)),  # legacy N reads as Easy
        ("EH1-N-AAAAAAF", GameCode("EH", "N", 5)),
        ("EO1-C8-AAAAAFA", GameCode("EO", "C8", 130)),
        ("eo1-c4-AAAAAFA", GameCode("EO", "C4", 130)),
        ("EO1-C2-AAAAAFA", GameCode("EO", "C2", 130)),
    ],
)
def test_valid_codes(text: str, expected: GameCode) -> None:
    assert parse_code(text) == expected


def test_codes_round_trip() -> None:
    for prefix, options in [("GO", "E"), ("GO", "C"), ("EH", "N"), ("EO", "C8"), ("EO", "C2")]:
        for deal in (1, 2, 26, 675, 676, 123_456, 999_999):
            code = GameCode(prefix, options, deal)
            assert parse_code(str(code)) == code


def test_same_cards_whatever_the_golf_mode() -> None:
    easy = game_from_code("GO1-E-AAAABCD").layout()
    classic = game_from_code("GO1-C-AAAABCD").layout()
    assert easy["tableau"] == classic["tableau"] and easy["stock"] == classic["stock"]


MALFORMED = [
    "", "   ", "GO1", "GO1-E", "GO1-E-AAAAAAB-X", "GO1--AAAAAAB", "XX1-E-AAAAAAB",
    "G01-E-AAAAAAB", "GO2-E-AAAAAAB", "GO-E-AAAAAAB", "GO11-E-AAAAAAB", "GOA-E-AAAAAAB",
    "GO1-X-AAAAAAB", "GO1-C8-AAAAAAB", "EO1-E-AAAAAAB", "EO1-C3-AAAAAAB", "EO1-C-AAAAAAB",
    "EH1-E-AAAAAAB", "EH1-C-AAAAAAB", "GO1-E-AAAAAAA", "GO1-E-ZZZZZZZ", "GO1-E-AACEXHO",
    "GO1-E-AAAAAB", "GO1-E-AAAAAAAB", "GO1-E-AAAAAA1", "GO1-E-AAAAAÁB", "GO1-E-AAA AAAB",
    "GO1_E_AAAAAAB", "GO1 E AAAAAAB", "GO1-E-aaaaaa-", "-GO1-E-AAAAAAB", "GO1-E-AAAAAAB-",
    "ÉO1-C8-AAAAAAB", "EO1-C88-AAAAAAB",
]


@pytest.mark.parametrize("text", MALFORMED)
def test_malformed_codes_say_what_is_wrong(text: str) -> None:
    with pytest.raises(CodeError) as info:
        parse_code(text)
    assert str(info.value).strip()


def test_at_least_thirty_malformed_codes() -> None:
    assert len(set(MALFORMED)) >= 30


def test_code_errors_name_the_problem() -> None:
    def message(text: str) -> str:
        with pytest.raises(CodeError) as info:
            parse_code(text)
        return str(info.value)

    assert "GO, EH, EO" in message("XX1-E-AAAAAAB")
    assert "'X'" in message("GO1-X-AAAAAAB") and "E, C" in message("GO1-X-AAAAAAB")
    assert "999 999" in message("GO1-E-AAAAAAA")
    assert "7 letters" in message("GO1-E-AAAAAB")
    assert "version" in message("GO2-E-AAAAAAB")


def test_code_errors_are_translated() -> None:
    set_language("hu")
    with pytest.raises(CodeError) as info:
        parse_code("XX1-E-AAAAAAB")
    assert "Ismeretlen játék" in str(info.value)
    set_language("he")
    with pytest.raises(CodeError) as info:
        parse_code("")
    assert "קוד המשחק ריק" in str(info.value)


def test_daily_deal_depends_on_the_date_alone() -> None:
    day = dt.date(2026, 11, 29)
    assert daily_deal(day) == daily_deal(dt.date(2026, 11, 29))
    deals = {daily_deal(day + dt.timedelta(days=i)) for i in range(365)}
    assert len(deals) > 360
    assert all(1 <= d <= 999_999 for d in deals)
