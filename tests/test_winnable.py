"""Winnable deals only: the proved deal lists, New deal and the daily deal."""

from __future__ import annotations

import datetime as dt
import random

import pytest

from game import VARIANTS, game_from_code, winnable
from game.deal import MAX_DEAL, GameCode, daily_deal
from game.solver import Verdict, solve
from game.variant import Status
from tools.winnable_deals import encode

from .conftest import UNTIMED

# Every game and option with proved deals (a game without a solver has none, and deals from
# every number: "Winnable deals only" is off for it, tests/test_black_hole.py).
LISTS = [(name, o) for name, cls in VARIANTS.items() for o in cls.option_codes()
         if winnable.proved_deals(name, o)]


# The fewest proved deals an option may turn "Winnable deals only" on with: two weeks of
# daily deals without a repeat, what a minute's scan proves of a game that wins one deal in
# 60 (``tools/winnable_deals.py scan <game> <options> --seconds 60 --timeout 0.05``: a game
# with overlapping piles and one pass through the stock proved 16 at load 10). The first
# games have years of them; a scan may go on to prove more at any time.
FEWEST = 14


def test_a_game_that_proves_deals_has_a_month_of_them_for_each_option() -> None:
    proving = {name for name, cls in VARIANTS.items() if cls.proved_deals is not None}
    assert proving <= {name for name, cls in VARIANTS.items() if cls.solver is not None}
    assert {(n, o) for n, o in LISTS} == {
        (n, o) for n in proving for o in VARIANTS[n].option_codes()}
    for name, options in LISTS:
        deals = winnable.proved_deals(name, options)
        assert len(deals) >= FEWEST, (name, options)
        assert list(deals) == sorted(set(deals)) and deals[0] >= 1 and deals[-1] <= MAX_DEAL
        assert deals[-1] <= winnable.scanned(name, options)


def test_gaps_read_back() -> None:
    deals = [1, 2, 5, 40, 41, 1000, 999_999]
    assert encode(deals).split()[:3] == ["1", "1", "3"]
    total, out = 0, []
    for gap in encode(deals).split():
        total += int(gap, 36)
        out.append(total)
    assert out == deals


@pytest.mark.parametrize(("name", "options"), LISTS)
def test_a_sample_of_the_proved_deals_is_proved_again(name: str, options: str) -> None:
    deals = winnable.proved_deals(name, options)
    rng = random.Random(f"{name}{options}")
    for deal in rng.sample(deals, 2):
        game = VARIANTS[name].new(deal, options)
        result = solve(game, UNTIMED)
        assert result.verdict is Verdict.WINNABLE, (name, options, deal)
        for move in result.moves:
            game.play(move)
        assert game.status is Status.WON


@pytest.mark.parametrize(("name", "options"), LISTS)
def test_the_next_daily_deals_are_proved_and_all_different(name: str, options: str) -> None:
    """A year of daily deals, or as many days as there are proved deals, all different."""
    proved = set(winnable.proved_deals(name, options))
    start = dt.date(2026, 11, 30)
    count = min(365, len(proved))
    days = [winnable.daily(name, options, start + dt.timedelta(days=k)) for k in range(count)]
    assert set(days) <= proved
    assert len(set(days)) == count
    # The same day is the same deal for everybody; games and options do not share their day.
    assert winnable.daily(name, options, start) == days[0]


def test_daily_deals_differ_between_games() -> None:
    day = dt.date(2026, 11, 30)
    assert len({winnable.daily(n, o, day) for n, o in LISTS}) > 1


def test_new_deal_is_proved_and_follows_the_entropy() -> None:
    deals = winnable.proved_deals("golf", "C")
    picks = {winnable.new_deal("golf", "C", e) for e in range(0, 10**6, 997)}
    assert picks <= set(deals) and len(picks) > 500
    assert winnable.new_deal("golf", "C", 12345, winnable_only=False) == 1 + 12345 % MAX_DEAL


def test_with_the_setting_off_the_daily_deal_is_the_old_one() -> None:
    day = dt.date(2026, 11, 30)
    assert winnable.daily("golf", "E", day, winnable_only=False) == daily_deal(day)


def test_the_daily_command_prints_the_apps_code(capsys: pytest.CaptureFixture[str]) -> None:
    from game.__main__ import main

    assert main(["daily", "eight_off", "--options", "C2", "--date", "2026-11-30"]) == 0
    code = capsys.readouterr().out.strip()
    expected = winnable.daily("eight_off", "C2", dt.date(2026, 11, 30))
    assert code == str(GameCode("EO", "C2", expected))
    assert game_from_code(code).deal in winnable.proved_deals("eight_off", "C2")
