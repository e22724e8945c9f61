"""The charts (scenes/ui/chart.py): the chart and scrubber (steps across, mirrored right to
left, gaps where a value is unknown, the band, the cursor); the bars, the trend and the
sparkline, the newest game at the reading end; pictures drawn once."""

from __future__ import annotations

import dataclasses

import pygame
import pytest

from game.trends import Trend, trend
from scenes.ui.chart import (
    ChartCache,
    ChartStyle,
    draw_bars,
    draw_chart,
    draw_sparkline,
    draw_trend,
    index_at,
    runs,
    x_of,
)

STYLE = ChartStyle(line=(255, 200, 0), area=(255, 200, 0, 80), grid=(0, 0, 0, 0),
                   mark=(255, 0, 0), cursor=(255, 255, 255), yes=(0, 255, 0),
                   no=(255, 0, 255), unknown=(0, 0, 255), muted=(0, 128, 128),
                   label=(200, 200, 200), plot=(0, 0, 0, 0), best=(250, 250, 250))
RECT = pygame.Rect(10, 5, 301, 80)


def surface() -> pygame.Surface:
    return pygame.Surface((330, 100))


@pytest.mark.parametrize("rtl", [False, True])
def test_a_touch_finds_the_step_drawn_there(rtl: bool) -> None:
    for count in (1, 2, 7, 51, 151):
        for i in range(count):
            assert index_at(RECT, x_of(RECT, i, count, rtl), count, rtl) == i
    assert x_of(RECT, 0, 10, False) == RECT.x and x_of(RECT, 0, 10, True) == RECT.right - 1
    assert index_at(RECT, -500, 10) == 0 and index_at(RECT, 5000, 10) == 9


def test_unknown_values_break_the_line() -> None:
    assert runs([0.5, None, 0.2, 0.3, None, None, 1.0]) == [[0], [2, 3], [6]]
    values = [1.0] * 5 + [None] * 5 + [1.0] * 5
    s = surface()
    draw_chart(s, RECT, values, style=STYLE)
    middle = x_of(RECT, 7, 15)
    top = [s.get_at((middle, y))[:3] for y in range(RECT.y, RECT.y + 12)]
    assert (255, 200, 0) not in top  # no line across the gap
    first = x_of(RECT, 2, 15)
    assert any(s.get_at((first, y))[:3] == (255, 200, 0) for y in range(RECT.y, RECT.y + 12))


def test_right_to_left_is_the_mirror_image() -> None:
    values = [0.1, 0.4, None, 0.9, 0.7, 0.2]
    band = [True, True, None, True, False, False]
    left, right = surface(), surface()
    rect = pygame.Rect(0, 0, 330, 100)
    draw_chart(left, rect, values, style=STYLE, band=band, cursor=3, marks=[4])
    draw_chart(right, rect, values, style=STYLE, band=band, cursor=3, marks=[4], rtl=True)
    flipped = pygame.transform.flip(right, True, False)
    differ = sum(left.get_at((x, y)) != flipped.get_at((x, y))
                 for x in range(330) for y in range(100))
    assert differ < 330 * 100 * 0.01  # the same picture, but for rounding at the edges


def test_the_band_shows_each_answer() -> None:
    s = surface()
    draw_chart(s, RECT, [None] * 3, style=STYLE, band=[True, None, False])
    y = RECT.bottom - 3
    colours = [s.get_at((x_of(RECT, i, 3), y))[:3] for i in range(3)]
    assert colours == [(0, 255, 0), (0, 0, 255), (255, 0, 255)]


def test_the_cursor_stands_on_its_step() -> None:
    s = surface()
    draw_chart(s, RECT, [0.0, 0.5, 1.0], style=STYLE, cursor=1)
    x = x_of(RECT, 1, 3)
    assert s.get_at((x, RECT.y + 1))[:3] == (255, 255, 255)


# --- bars, trends, sparklines --------------------------------------------------------------------
def _trend(results: str, best: int | None = None) -> Trend:
    from game.store.stats import HistoryEntry

    games = [HistoryEntry(f"g{n}", "golf", "E", "GO1-E-AAAAAAB", None,
                          "won" if r == "W" else "stuck", 300 if r == "W" else 100 + n)
             for n, r in enumerate(results)]
    return trend(games, "golf", "E", best)


def _columns_of(s: pygame.Surface, colour: tuple[int, int, int], rows: range) -> list[int]:
    return [x for x in range(s.get_width())
            if any(s.get_at((x, y))[:3] == colour for y in rows)]


@pytest.mark.parametrize("rtl", [False, True])
def test_the_newest_bar_stands_at_the_reading_end(rtl: bool) -> None:
    s = surface()
    # nine lost games, then one won: the won bar (the line's colour) is the newest
    draw_bars(s, RECT, [50] * 9 + [80], [False] * 9 + [True], 100, style=STYLE, rtl=rtl,
              slots=20)
    won = _columns_of(s, STYLE.line[:3], range(RECT.y, RECT.bottom))
    lost = _columns_of(s, STYLE.muted[:3], range(RECT.y, RECT.bottom))
    assert won and lost
    if rtl:
        assert max(won) < min(lost) and min(won) <= RECT.x + RECT.width // 20
    else:
        assert min(won) > max(lost) and max(won) >= RECT.right - RECT.width // 20
    # a short history's bars keep their width and stand at the reading end
    assert all((x < RECT.centerx) == rtl for x in won + lost)


def test_bars_right_to_left_are_the_mirror_image() -> None:
    left, right = surface(), surface()
    rect = pygame.Rect(0, 0, 330, 100)
    values, won = [10, 90, 40, 100, 0, 70], [False, True, False, True, False, False]
    draw_bars(left, rect, values, won, 100, style=STYLE, slots=9, best=90)
    draw_bars(right, rect, values, won, 100, style=STYLE, slots=9, best=90, rtl=True)
    flipped = pygame.transform.flip(right, True, False)
    differ = sum(left.get_at((x, y)) != flipped.get_at((x, y))
                 for x in range(330) for y in range(100))
    assert differ < 330 * 100 * 0.01


def test_a_bar_is_as_high_as_its_score_and_the_best_is_a_dashed_rule() -> None:
    s = surface()
    draw_bars(s, RECT, [50, 100], [True, True], 100, style=STYLE, slots=2, best=50)
    def height(i: int) -> int:
        x = RECT.x + RECT.width * (2 * i + 1) // 4
        return sum(s.get_at((x, y))[:3] == STYLE.line[:3] for y in range(RECT.y, RECT.bottom))
    assert height(1) == RECT.height and abs(height(0) - RECT.height // 2) <= 1
    rule_y = RECT.bottom - RECT.height // 2
    rule = [s.get_at((x, rule_y))[:3] == STYLE.best[:3] for x in range(RECT.x, RECT.right)]
    assert 0.3 < sum(rule) / len(rule) < 0.7  # dashes, not a line


def _words(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    from scenes.ui import chart

    said: list[str] = []
    for name in ("draw_text", "draw_block"):
        real = getattr(chart, name)
        monkeypatch.setattr(chart, name,
                            lambda surf, label, *a, real=real, **k: said.append(label)
                            or real(surf, label, *a, **k))
    return said


@pytest.mark.parametrize("history", ["", "W", "LW"])
def test_fewer_than_three_games_say_what_the_chart_will_show(
        monkeypatch: pytest.MonkeyPatch, history: str) -> None:
    """No dot, no bar, no placeholder bars: the words alone, on the plot's ground."""
    said = _words(monkeypatch)
    s = surface()
    style = dataclasses.replace(STYLE, grid=(90, 90, 90))  # the old faint bars' colour, seen
    draw_trend(s, RECT, _trend(history), style=style, size=13, empty="Play!")
    assert said == ["Play!"]
    for colour in (style.line, style.muted, style.best, style.grid):
        assert not _columns_of(s, colour[:3], range(RECT.y, RECT.bottom)), colour


def test_three_games_draw_the_line_over_the_bars(monkeypatch: pytest.MonkeyPatch) -> None:
    said = _words(monkeypatch)
    s = surface()
    draw_trend(s, RECT, _trend("LWL"), style=STYLE, size=13, empty="Play!")
    assert "Play!" not in said and {"100%", "50%", "300"} <= set(said)
    assert _columns_of(s, STYLE.line[:3], range(RECT.y, RECT.bottom))  # the line, the bar


@pytest.mark.parametrize("rtl", [False, True])
def test_the_trends_newest_point_is_at_the_reading_end(rtl: bool) -> None:
    s = pygame.Surface((400, 160))
    rect = pygame.Rect(0, 0, 400, 160)
    draw_trend(s, rect, _trend("LLLLLLLLLW" * 2), style=STYLE, size=13, empty="", rtl=rtl)
    knob = _columns_of(s, STYLE.cursor[:3], range(0, 80))  # the newest point's disc
    assert knob and ((max(knob) < 100) if rtl else (min(knob) > 300))


@pytest.mark.parametrize("rtl", [False, True])
def test_the_sparkline_highlights_its_point(rtl: bool) -> None:
    s = surface()
    draw_sparkline(s, RECT, [10, 40, 20, 30], 3, style=STYLE, rtl=rtl)
    lit = _columns_of(s, STYLE.line[:3], range(RECT.y, RECT.bottom))
    assert lit and ((max(lit) < RECT.x + 30) if rtl else (min(lit) > RECT.right - 30))
    s = surface()
    draw_sparkline(s, RECT, [10, 40, 20, 30], 1, style=STYLE)
    lit = _columns_of(s, STYLE.line[:3], range(RECT.y, RECT.bottom))
    assert abs(sum(lit) / len(lit) - x_of(RECT.inflate(-14, -14), 1, 4)) <= 2


def test_a_picture_is_drawn_once_per_key() -> None:
    cache = ChartCache(limit=2)
    drawn: list[str] = []
    for key in ("a", "a", "a", "b", "a"):
        cache.picture(key, (10, 10), lambda target, k=key: drawn.append(k))
    assert drawn == ["a", "b"] and cache.drawn == 2
    cache.picture("c", (10, 10), lambda target: drawn.append("c"))  # over the limit: forgets
    cache.picture("a", (10, 10), lambda target: drawn.append("a"))  # the last one shown...
    cache.picture("b", (10, 10), lambda target: drawn.append("b"))  # ... not the one before
    assert drawn == ["a", "b", "c", "b"]


def test_pictures_are_bounded_in_pixel_bytes() -> None:
    cache = ChartCache(limit=12, max_bytes=3 * 100 * 100 * 4)
    drawn: list[int] = []
    for key in range(5):
        cache.picture(key, (100, 100), lambda target, k=key: drawn.append(k))
    cache.picture(4, (100, 100), lambda target: drawn.append(4))
    cache.picture(2, (100, 100), lambda target: drawn.append(2))
    cache.picture(1, (100, 100), lambda target: drawn.append(1))  # went: three fit
    assert drawn == [0, 1, 2, 3, 4, 1]


def test_a_band_without_values_fills_the_middle_with_the_knob_on_it() -> None:
    """A game with every card face up has no chance to plot: its band runs thick across
    the middle, the knob on it, and no empty grid floats above it."""
    grid = (9, 9, 9)
    style = ChartStyle(**{**STYLE.__dict__, "grid": grid})
    s = surface()
    draw_chart(s, RECT, [None] * 5, style=style, band=[True] * 5, cursor=4, band_only=True)
    inside = [s.get_at((x, y))[:3] for x in range(RECT.left, RECT.right)
              for y in range(RECT.top, RECT.bottom)]
    assert grid not in inside  # no rules of an empty plot
    middle = [s.get_at((x, RECT.centery))[:3] for x in range(RECT.left + 20, RECT.right - 20)]
    assert middle.count((0, 255, 0)) > len(middle) * 0.8  # the band, across the middle
    knob = x_of(RECT, 4, 5)
    assert s.get_at((knob - 2, RECT.centery))[:3] in {(255, 255, 255), (255, 200, 0)}
    plain = surface()
    draw_chart(plain, RECT, [None] * 5, style=style, band=[True] * 5)
    assert plain.get_at((RECT.centerx, RECT.centery))[:3] != (0, 255, 0)  # else at the foot
