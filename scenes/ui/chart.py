"""A small chart of values from 0 to 1 along a row of steps, that is also a scrubber.

``draw_chart`` draws a line over a soft area (a chance over the moves of a game, a win rate
over recent games), with gaps where a value is unknown, an optional band of yes / no / unknown
along its foot (could the game still be won), marks on chosen steps (the moves that cost the
most) and a cursor on the step shown, with a knob to drag. ``index_at`` turns a touch on the
chart into a step, so the chart scrubs. Right to left (Hebrew) the steps run from the right.

Colours come in a ``ChartStyle`` (``ChartStyle.of_palette(ctx.palette)``: the theme's);
nothing else of a screen is needed, so any screen can use it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from scenes.ui import theme as th

Colour = tuple[int, int, int] | tuple[int, int, int, int]


@dataclass(frozen=True)
class ChartStyle:
    line: Colour
    area: Colour  # under the line (with alpha)
    grid: Colour  # the 0, 50% and 100% rules (with alpha)
    mark: Colour  # a marked step
    cursor: Colour
    yes: Colour  # the band where the answer is yes
    no: Colour
    unknown: Colour

    @classmethod
    def of_palette(cls, p: th.Palette) -> ChartStyle:
        """The chart in a theme's colours."""
        return cls(line=p.accent, area=(*p.accent, 60), grid=p.rule_line, mark=p.error,
                   cursor=p.ink, yes=p.coach_drop, no=p.error, unknown=p.rule_line)


def x_of(rect: pygame.Rect, index: int, count: int, rtl: bool = False) -> int:
    """Where step ``index`` of ``count`` lies across ``rect`` (the first at the start)."""
    if count <= 1:
        return rect.centerx
    share = index / (count - 1)
    return round(rect.right - 1 - share * (rect.width - 1)) if rtl else round(
        rect.x + share * (rect.width - 1))


def index_at(rect: pygame.Rect, x: int, count: int, rtl: bool = False) -> int:
    """The step nearest to ``x`` (clamped to the chart)."""
    if count <= 1:
        return 0
    share = (x - rect.x) / max(1, rect.width - 1)
    if rtl:
        share = 1 - share
    return max(0, min(count - 1, round(share * (count - 1))))


def runs(values: Sequence[float | None]) -> list[list[int]]:
    """The runs of steps with a known value (the chart's unbroken pieces)."""
    out: list[list[int]] = []
    for i, value in enumerate(values):
        if value is None:
            continue
        if out and out[-1][-1] == i - 1:
            out[-1].append(i)
        else:
            out.append([i])
    return out


def draw_chart(
    surface: pygame.Surface,
    rect: pygame.Rect,
    values: Sequence[float | None],
    *,
    style: ChartStyle | None = None,
    rtl: bool = False,
    cursor: int | None = None,
    marks: Sequence[int] = (),
    band: Sequence[bool | None] | None = None,
    width: int = 3,
) -> None:
    """Draw the chart of ``values`` (0..1, None unknown) in ``rect`` (see the module
    docstring). ``band``: a yes/no/unknown strip along the foot, one per step; ``width``:
    the line's."""
    style = style or ChartStyle.of_palette(th.palette_named(None))
    count = max(len(values), len(band or ()), 1)
    band_h = max(4, rect.height // 9) if band is not None else 0
    plot = pygame.Rect(rect.x, rect.y + width, rect.width, rect.height - band_h - 2 * width)
    layer = pygame.Surface(rect.size, pygame.SRCALPHA)
    origin = pygame.Vector2(rect.topleft)

    def point(i: int, value: float) -> tuple[float, float]:
        y = plot.bottom - max(0.0, min(1.0, value)) * plot.height
        return x_of(plot, i, count, rtl) - origin.x, y - origin.y

    for share in (0.0, 0.5, 1.0):
        y = round(plot.bottom - share * plot.height - origin.y)
        pygame.draw.line(layer, style.grid, (0, y), (rect.width - 1, y))
    if band is not None:
        _draw_band(layer, band, count, rtl, style, pygame.Rect(0, rect.height - band_h,
                                                                  rect.width, band_h))
    pieces = runs(values)
    for piece in pieces:
        line = [point(i, values[i] or 0.0) for i in piece]
        if len(line) > 1:
            foot = plot.bottom - origin.y
            pygame.draw.polygon(layer, style.area,
                                [(line[0][0], foot), *line, (line[-1][0], foot)])
    surface.blit(layer, rect.topleft)
    for piece in pieces:
        line = [(x + origin.x, y + origin.y) for x, y in
                (point(i, values[i] or 0.0) for i in piece)]
        if len(line) > 1:
            pygame.draw.lines(surface, style.line, False, line, width)
        pygame.draw.circle(surface, style.line, line[0], max(2, width))
        pygame.draw.circle(surface, style.line, line[-1], max(2, width))
    for i in marks:
        if 0 <= i < count:
            _draw_mark(surface, plot, i, count, rtl, style, values, width)
    if cursor is not None and 0 <= cursor < count:
        x = x_of(plot, cursor, count, rtl)
        pygame.draw.line(surface, style.cursor, (x, rect.y), (x, rect.bottom - 1),
                         max(1, width // 2 + 1))
        value = values[cursor] if cursor < len(values) else None
        knob_y = rect.centery if value is None else round(point(cursor, value)[1] + origin.y)
        pygame.draw.circle(surface, style.cursor, (x, knob_y), width * 2 + 2)
        pygame.draw.circle(surface, style.line, (x, knob_y), width * 2 + 2, max(1, width // 2))


def _draw_band(layer: pygame.Surface, band: Sequence[bool | None], count: int, rtl: bool,
               style: ChartStyle, area: pygame.Rect) -> None:
    """One block per step, edge to edge, in the colour of its answer."""
    for i, answer in enumerate(band):
        left = x_of(area, i, count, rtl) - area.width / max(1, count - 1) / 2
        right = left + area.width / max(1, count - 1)
        block = pygame.Rect(round(max(area.x, left)), area.y,
                            max(1, round(min(area.right, right)) - round(max(area.x, left))),
                            area.height)
        colour = style.unknown if answer is None else (style.yes if answer else style.no)
        layer.fill(colour, block)


def _draw_mark(surface: pygame.Surface, plot: pygame.Rect, i: int, count: int, rtl: bool,
               style: ChartStyle, values: Sequence[float | None], width: int) -> None:
    """A marked step: a thin rule down the chart and a small triangle at its top."""
    x = x_of(plot, i, count, rtl)
    size = width * 2 + 2
    pygame.draw.line(surface, style.mark, (x, plot.y), (x, plot.bottom), max(1, width // 2))
    pygame.draw.polygon(surface, style.mark,
                        [(x - size, plot.y - width), (x + size, plot.y - width),
                         (x, plot.y - width + size + 2)])
