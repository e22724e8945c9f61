"""The chart and scrubber (scenes/ui/chart.py): steps across, mirrored right to left, gaps
where a value is unknown, the band, the cursor."""

from __future__ import annotations

import pygame
import pytest

from scenes.ui.chart import ChartStyle, draw_chart, index_at, runs, x_of

STYLE = ChartStyle(line=(255, 200, 0), area=(255, 200, 0, 80), grid=(0, 0, 0, 0),
                   mark=(255, 0, 0), cursor=(255, 255, 255), yes=(0, 255, 0),
                   no=(255, 0, 255), unknown=(0, 0, 255))
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
