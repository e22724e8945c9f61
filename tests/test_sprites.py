"""Motion without a table: the ease curves, the deal's and a Finish's pace, the lift's sizes,
and the win's celebration drawn on its own (scenes/ui/easing.py, scenes/table/sprites.py,
scenes/table/celebration.py). Durations are the app's time, stepped here: no clock is read."""

from __future__ import annotations

import pygame
import pytest

from scenes.table import sprites
from scenes.table.celebration import RIBBON_MAX, Celebration
from scenes.table.sprites import (
    CELEBRATION_S,
    DEAL_S,
    DEAL_TOTAL_S,
    FINISH_TOTAL_S,
    LIFT_SCALE,
    LIFT_STEPS,
    MOVE_S,
    FinishPace,
    Flight,
    deal_delays,
    lift_scale,
    lift_step,
)
from scenes.ui import easing


# --- ease curves ------------------------------------------------------------------------------
@pytest.mark.parametrize("curve", [easing.linear, easing.out_cubic, easing.in_out_cubic,
                                   easing.out_back])
def test_every_curve_goes_from_start_to_end(curve) -> None:  # type: ignore[no-untyped-def]
    assert curve(0.0) == pytest.approx(0.0, abs=1e-9)
    assert curve(1.0) == pytest.approx(1.0)
    assert curve(-3.0) == curve(0.0) and curve(7.0) == curve(1.0)  # clamped


def test_the_curves_have_their_shapes() -> None:
    assert easing.out_cubic(0.5) > 0.5  # fast start, gentle landing
    assert easing.in_out_cubic(0.25) < 0.25 and easing.in_out_cubic(0.75) > 0.75
    assert max(easing.out_back(k / 100) for k in range(101)) > 1.0  # past the mark, back
    assert easing.bump(0.0) == 0.0 and easing.bump(1.0) == pytest.approx(0.0, abs=1e-9)
    assert easing.bump(0.5) == 1.0
    assert easing.span(1.0, 0.5, 1.0) == 0.5 and easing.span(0.0, 0.5, 0.0) == 0.0
    assert easing.mix(10, 20, 0.25) == 12.5


# --- the deal, a Finish -------------------------------------------------------------------------
@pytest.mark.parametrize("count", [1, 10, 35, 45, 52, 104])
def test_a_deal_of_any_size_lands_within_its_time(count: int) -> None:
    delays = deal_delays(count)
    assert len(delays) == count and delays == sorted(delays)
    assert max(delays) + DEAL_S <= DEAL_TOTAL_S <= 0.6
    if count > 1:
        assert len(set(delays)) == count  # one after another


@pytest.mark.parametrize("count", [1, 5, 20, 52, 104])
def test_a_finish_of_any_length_is_home_within_its_time(count: int) -> None:
    """Stepped at 60 fps: every card has left by FINISH_TOTAL_S - MOVE_S and lands by
    FINISH_TOTAL_S; a short one keeps its steady pace."""
    pace = FinishPace(count)
    left, t = 0, 0.0
    while left < count:
        left += pace.due(1 / 60 if t else 0.0)
        t += 1 / 60
    assert t - 1 / 60 + MOVE_S <= FINISH_TOTAL_S + 1 / 60
    assert pace.step <= sprites.FINISH_STEP_S


def test_a_lifted_card_takes_its_sizes_in_steps() -> None:
    assert lift_step(0.0) == 0 and lift_step(1.0) == LIFT_STEPS
    assert lift_scale(0) == 1.0 and lift_scale(LIFT_STEPS) == pytest.approx(LIFT_SCALE)
    assert 1.03 <= LIFT_SCALE <= 1.05  # DESIGN: 3-5% larger


def test_a_dropped_card_settles_as_it_flies() -> None:
    """Let go from the hand it starts lifted and lands at its size; a plain move never
    grows."""
    card = pygame.Rect(0, 0, 1, 1)  # any value: the flight only carries it
    dropped = Flight(card, "k", (0, 0), (100, 0), MOVE_S, scale_from=LIFT_SCALE)  # type: ignore[arg-type]
    lifts = []
    while not dropped.done:
        lifts.append(dropped.lift)
        dropped.elapsed += 1 / 120
    assert lifts[0] == 1.0 and lifts == sorted(lifts, reverse=True) and lifts[-1] < 0.05
    plain = Flight(card, "k", (0, 0), (100, 0), MOVE_S)  # type: ignore[arg-type]
    plain.elapsed = MOVE_S / 2
    assert plain.lift == 0.0


# --- the celebration -------------------------------------------------------------------------
def celebration(cards: int = 12) -> tuple[pygame.Surface, Celebration]:
    pygame.init()
    screen = pygame.Surface((1280, 800))
    background = pygame.Surface((1280, 800))
    background.fill((10, 90, 60))
    face = pygame.Surface((90, 126))
    face.fill((250, 250, 246))
    shadow = pygame.Surface((100, 136), pygame.SRCALPHA)
    shadow.fill((0, 0, 0, 70))
    starts = [(1100, 80 + 4 * i) for i in range(cards)]
    show = Celebration(background, [(face, s) for s in starts], pygame.Rect(0, 60, 1280, 740),
                       [(242, 193, 78), (140, 230, 255)], (242, 193, 78),
                       ((shadow, (-5, -3)), (shadow, (-5, 2))))
    return screen, show


def test_the_celebration_is_short_and_ends_with_every_card_home() -> None:
    """Within 2.5 s of the winning card landing the results are in place (their slide in
    included); the piles behind them are whole, each pile's top card on top."""
    from scenes.dialogs.results import ARRIVE_S
    from scenes.table.celebration import HOME_AT, WAVE_AT, WAVE_S, WAVE_SPREAD_S

    waved = WAVE_AT + WAVE_SPREAD_S + WAVE_S
    assert waved < HOME_AT  # a moment at rest between the wave and the flight home

    screen, show = celebration()
    assert CELEBRATION_S + ARRIVE_S <= 2.0 and show.duration == CELEBRATION_S
    frames, ribbon = 0, None
    while show.update(1 / 60):
        show.draw(screen)
        frames += 1
        if ribbon is None and waved <= show.elapsed < HOME_AT:
            ribbon = show.card_spots()
    assert show.done and frames <= round(CELEBRATION_S * 60) + 1
    assert ribbon is not None  # the ribbon at its fullest: level, left to right, on the table
    ys = {y for _x, y, _lift in ribbon}
    assert len(ys) == 1 and all(lift < 1e-9 for *_xy, lift in ribbon)
    xs = [x for x, _y, _lift in ribbon]
    assert xs == sorted(xs) and len(set(xs)) == len(xs)
    assert show.area.collidepoint(xs[0], ribbon[0][1]) and show.area.collidepoint(
        xs[-1] + 89, ribbon[0][1] + 125)
    assert [(x, y) for x, y, _lift in show.card_spots()] == [s for _c, s in show.cards]
    assert all(lift < 1e-9 for *_xy, lift in show.card_spots())
    assert show.drawing_order() == list(reversed(range(len(show.cards))))  # tops last


def test_the_tops_land_last_on_their_piles() -> None:
    _screen, show = celebration(cards=8)  # two piles' tops and the cards under them
    from scenes.table.celebration import HOME_AT, HOME_S

    landed: list[int] = []
    show.update(HOME_AT)
    while len(landed) < 8 and show.update(1 / 120):
        landed += [i for i in range(8) if show.homing(i) >= 1 and i not in landed]
    assert landed == sorted(landed, reverse=True) and show.elapsed <= HOME_AT + HOME_S + 0.13


def test_the_celebration_moves_rises_and_sparkles_on_the_way() -> None:
    screen, show = celebration()
    show.update(0.4)
    gathering = show.card_spots()
    assert any(lift > 0 for *_xy, lift in gathering)  # cards rise as they gather
    show.update(0.6)  # 1.0 s: the wave runs through the ribbon
    assert any(lift > 0.5 for *_xy, lift in show.card_spots())
    drawn = show.draw(screen)
    assert drawn and any(r.width < 30 for r in drawn)  # confetti and sparkles, small
    assert screen.get_at(show.glow_box.midtop) != (10, 90, 60, 255) or screen.get_at(
        (show.glow_box.centerx, show.glow_box.top + show.glow_box.height // 4)) != (
        10, 90, 60, 255)  # the glow lights the felt behind the ribbon


def test_a_touch_sets_the_celebration_at_its_end_at_once() -> None:
    _screen, show = celebration()
    show.update(0.3)
    show.finish()
    assert show.done and not show.update(1 / 60)
    _screen, ended = celebration()
    while ended.update(1 / 60):
        pass
    assert show.card_spots() == ended.card_spots()


def test_the_ribbon_holds_at_most_its_cards_and_none_is_fine() -> None:
    _screen, show = celebration(cards=40)
    assert len(show.cards) == RIBBON_MAX
    screen, empty = celebration(cards=0)
    while empty.update(0.5):
        empty.draw(screen)
    assert empty.done
