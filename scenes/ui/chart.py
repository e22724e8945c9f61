"""Small charts drawn with pygame in a theme's colours, mirrored right to left.

``draw_chart``: a chart of values from 0 to 1 along a row of steps, that is also a scrubber.
It draws a line over a soft area (a chance over the moves of a game, a win rate
over recent games), with gaps where a value is unknown, an optional band of yes / no / unknown
along its foot (could the game still be won), marks on chosen steps (the moves that cost the
most) and a cursor on the step shown, with a knob to drag. ``index_at`` turns a touch on the
chart into a step, so the chart scrubs. Right to left (Hebrew) the steps run from the right.

``draw_bars``: one bar per game in fixed slots, the newest at the reading end, won ones in
the line's colour and lost ones muted, a dashed rule at the best score. ``draw_trend`` puts a
win rate line (``draw_chart``) over such bars on one time axis, with its axis labels (the
statistics, ``game.trends.Trend``); ``draw_sparkline`` is a small line of scores with one
point highlighted (the results). Time runs from the reading start to the reading end: right
to left in Hebrew. A trend or a line of fewer than ``MIN_POINTS`` games says what it will
show instead (``draw_waiting``): one dot, or two, say nothing, and no bar stands in for a
game not played.

Colours come in a ``ChartStyle`` (``ChartStyle.of_palette(ctx.palette)``: the theme's);
nothing else of a screen is needed, so any screen can use it. A chart is a picture worth
keeping: ``ChartCache`` draws it once per size, language, colours and data, and the frames
after blit it.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass

import pygame

from game.i18n import format_number, format_percent
from game.trends import MIN_GAMES, Trend
from scenes.ui import text
from scenes.ui import theme as th
from scenes.ui.drawing import draw_block, draw_height, draw_text
from scenes.ui.surface_cache import SurfaceCache

MIN_POINTS = MIN_GAMES  # games a trend or a line of scores needs before it is drawn

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
    muted: Colour = (128, 128, 128)  # a bar of a game lost
    label: Colour = (224, 224, 224)  # axis labels
    plot: Colour = (0, 0, 0, 40)  # under a plot (with alpha)
    best: Colour = (255, 255, 255)  # the best score's rule and label

    @classmethod
    def of_palette(cls, p: th.Palette) -> ChartStyle:
        """The chart in a theme's colours."""
        return cls(line=p.accent, area=(*p.accent, 60), grid=p.rule_line, mark=p.error,
                   cursor=p.ink, yes=p.coach_drop, no=p.error, unknown=p.rule_line,
                   muted=p.chart_muted, label=p.ink_soft, plot=p.chart_plot, best=p.ink)


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
    band_only: bool = False,
    unknown: bool = False,
    turn: int | None = None,
) -> None:
    """Draw the chart of ``values`` (0..1, None unknown) in ``rect`` (see the module
    docstring). ``band``: a yes/no/unknown strip along the foot, one per step; ``width``:
    the line's. ``band_only``: there are no values to plot (a game with every card face up
    has only its band): the band is drawn thick across the middle, with the cursor's knob
    on it, and no empty grid above it. ``unknown``: the line goes on through the steps
    whose value is unknown, dashed in the unknown colour over a hatched ground (one
    continuous line; else they are gaps). ``turn``: the step after which the game could no
    longer be won, marked apart from the ``marks``."""
    style = style or ChartStyle.of_palette(th.palette_named(None))
    count = max(len(values), len(band or ()), 1)
    band_only = band_only and band is not None
    band_h = max(4, rect.height // 9) if band is not None else 0
    if band_only:
        band_h = max(8, rect.height // 3)
    plot = pygame.Rect(rect.x, rect.y + width, rect.width, rect.height - band_h - 2 * width)
    layer = pygame.Surface(rect.size, pygame.SRCALPHA)
    origin = pygame.Vector2(rect.topleft)

    def point(i: int, value: float) -> tuple[float, float]:
        y = plot.bottom - max(0.0, min(1.0, value)) * plot.height
        return x_of(plot, i, count, rtl) - origin.x, y - origin.y

    for share in () if band_only else (0.0, 0.5, 1.0):
        y = round(plot.bottom - share * plot.height - origin.y)
        pygame.draw.line(layer, style.grid, (0, y), (rect.width - 1, y))
    if band is not None:
        band_y = (rect.height - band_h) // 2 if band_only else rect.height - band_h
        _draw_band(layer, band, count, rtl, style, pygame.Rect(0, band_y, rect.width, band_h))
    pieces = runs(values)
    bridges = unknown_stretches(values) if unknown and pieces else []
    for first, last in bridges:
        _hatch(layer, style, pygame.Rect(
            x_of(plot, first, count, rtl) - origin.x, plot.y - origin.y, 0, plot.height),
            round(x_of(plot, last, count, rtl) - origin.x))
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
    filled = filled_in(values) if bridges else list(values)
    for first, last in bridges:
        a = point(first, filled[first] or 0.0)
        b = point(last, filled[last] or 0.0)
        _dashed(surface, (a[0] + origin.x, a[1] + origin.y), (b[0] + origin.x, b[1] + origin.y),
                style.unknown, max(2, width - 1), max(4, width * 3))
    for i in marks:
        if 0 <= i < count:
            _draw_mark(surface, plot, i, count, rtl, style, values, width)
    if turn is not None and 0 <= turn < count:
        draw_turn_mark(surface, x_of(plot, turn, count, rtl), plot, style, width)
    if cursor is not None and 0 <= cursor < count:
        x = x_of(plot, cursor, count, rtl)
        pygame.draw.line(surface, style.cursor, (x, rect.y), (x, rect.bottom - 1),
                         max(1, width // 2 + 1))
        value = filled[cursor] if cursor < len(filled) else None
        knob_y = rect.centery if value is None else round(point(cursor, value)[1] + origin.y)
        known = not bridges or values[cursor] is not None  # else on the unknown line
        ring = style.line if known else style.unknown
        pygame.draw.circle(surface, style.cursor if known else style.plot[:3], (x, knob_y),
                           width * 2 + 2)
        pygame.draw.circle(surface, ring, (x, knob_y), width * 2 + 2, max(1, width // 2))


def unknown_stretches(values: Sequence[float | None]) -> list[tuple[int, int]]:
    """The stretches of unknown values as (the known step before, the known step after):
    at either end, the first or last step itself."""
    known = [i for i, v in enumerate(values) if v is not None]
    if not known:
        return []
    out = []
    if known[0] > 0:
        out.append((0, known[0]))
    out += [(a, b) for a, b in itertools.pairwise(known) if b > a + 1]
    if known[-1] < len(values) - 1:
        out.append((known[-1], len(values) - 1))
    return out


def filled_in(values: Sequence[float | None]) -> list[float | None]:
    """Each unknown value as the line drawn through it shows it: on the straight line
    between the known values on either side (level beyond the first or the last)."""
    out = list(values)
    for first, last in unknown_stretches(values):
        a = values[first] if values[first] is not None else values[last]
        b = values[last] if values[last] is not None else a
        assert a is not None and b is not None
        for i in range(first, last + 1):
            if values[i] is None:
                out[i] = a + (b - a) * (i - first) / max(1, last - first)
    return out


def _hatch(layer: pygame.Surface, style: ChartStyle, column: pygame.Rect, x_end: int) -> None:
    """A hatched ground from ``column.x`` to ``x_end`` over the plot's height."""
    left, right = sorted((column.x, x_end))
    box = pygame.Rect(left, column.y, max(1, right - left), column.height)
    colour = (*style.unknown[:3], 60)
    layer.fill(colour, box)
    step = max(6, column.height // 6)
    clip = layer.get_clip()
    layer.set_clip(box)
    for x in range(box.x - box.height, box.right + step, step):
        pygame.draw.line(layer, (*style.unknown[:3], 150), (x, box.bottom),
                         (x + box.height, box.y))
    layer.set_clip(clip)


def _dashed(surface: pygame.Surface, a: tuple[float, float], b: tuple[float, float],
            colour: Colour, width: int, dash: int) -> None:
    length = max(1.0, ((b[0] - a[0]) ** 2 + (b[1] - a[1]) ** 2) ** 0.5)
    n = max(1, int(length // (2 * dash)))
    for k in range(n + 1):
        t0, t1 = min(1.0, 2 * k * dash / length), min(1.0, (2 * k + 1) * dash / length)
        if t0 >= 1.0:
            break
        p0 = (a[0] + (b[0] - a[0]) * t0, a[1] + (b[1] - a[1]) * t0)
        p1 = (a[0] + (b[0] - a[0]) * t1, a[1] + (b[1] - a[1]) * t1)
        pygame.draw.line(surface, colour, p0, p1, width)


def draw_turn_mark(surface: pygame.Surface, x: int, plot: pygame.Rect, style: ChartStyle,
                   width: int) -> pygame.Rect:
    """The turning point: a bold rule in the cursor's colour, a diamond at its head."""
    size = width * 2 + 3
    pygame.draw.line(surface, style.cursor, (x, plot.y), (x, plot.bottom), max(2, width - 1))
    head = [(x, plot.y - size), (x + size, plot.y), (x, plot.y + size), (x - size, plot.y)]
    pygame.draw.polygon(surface, style.no, head)
    pygame.draw.polygon(surface, style.cursor, head, 2)
    return pygame.Rect(x - size, plot.y - size, 2 * size + 1, plot.height + size)


def draw_costly_mark(surface: pygame.Surface, x: int, top: int, style: ChartStyle,
                     width: int) -> None:
    """A costly move's triangle, its point down, at height ``top``."""
    size = width * 2 + 2
    pygame.draw.polygon(surface, style.mark, [(x - size, top - width), (x + size, top - width),
                                              (x, top - width + size + 2)])


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
    pygame.draw.line(surface, style.mark, (x, plot.y), (x, plot.bottom), max(1, width // 2))
    draw_costly_mark(surface, x, plot.y, style, width)


# --- the legend ---------------------------------------------------------------------------
LINE, UNKNOWN, COSTLY, TURN, YES, NO = "line", "unknown", "costly", "turn", "yes", "no"


def legend_lines(entries: Sequence[tuple[str, str]], size: int, width: int
                 ) -> list[list[tuple[str, str]]]:
    """The legend's entries (a swatch's kind and its words) flowed into lines ``width``
    wide."""
    lines: list[list[tuple[str, str]]] = [[]]
    used = 0
    for entry in entries:
        wide = entry_width(entry[1], size)
        if lines[-1] and used + wide > width:
            lines.append([])
            used = 0
        lines[-1].append(entry)
        used += wide
    return [line for line in lines if line]


def legend_height(entries: Sequence[tuple[str, str]], size: int, width: int) -> int:
    return len(legend_lines(entries, size, width)) * text.font(size).get_linesize()


def draw_legend(surface: pygame.Surface, rect: pygame.Rect, entries: Sequence[tuple[str, str]],
                style: ChartStyle, size: int, rtl: bool = False) -> int:
    """Every marker and colour of the chart with its words (``LINE``, ``UNKNOWN``,
    ``COSTLY``, ``TURN``, ``YES``, ``NO``), from the reading start; returns its height."""
    line_h = text.font(size).get_linesize()
    y = rect.y
    for line in legend_lines(entries, size, rect.width):
        x = rect.right if rtl else rect.x
        for kind, words in line:
            wide = entry_width(words, size)
            box = pygame.Rect(x - wide if rtl else x, y, wide, line_h)
            swatch = pygame.Rect(0, 0, round(size * 1.6), max(6, size * 2 // 3))
            swatch.centery = box.centery
            if rtl:
                swatch.right = box.right
            else:
                swatch.left = box.left
            _swatch(surface, kind, swatch, style, max(2, size // 7))
            words_box = pygame.Rect(box.x, box.y, text.text_width(words, size) + 2, line_h)
            if rtl:
                words_box.right = swatch.left - size // 3
            else:
                words_box.left = swatch.right + size // 3
            draw_text(surface, words, size, style.label, words_box)
            x = x - wide if rtl else x + wide
        y += line_h
    return y - rect.y


def entry_width(words: str, size: int) -> int:
    """A legend entry's width: its swatch, a space, its words and the room before the next."""
    return round(size * 1.6) + size // 3 + text.text_width(words, size) + size


def _swatch(surface: pygame.Surface, kind: str, box: pygame.Rect, style: ChartStyle,
            width: int) -> None:
    if kind == LINE:
        pygame.draw.line(surface, style.line, box.midleft, box.midright, width + 1)
    elif kind == UNKNOWN:
        layer = pygame.Surface(box.size, pygame.SRCALPHA)
        _hatch(layer, style, pygame.Rect(0, 0, 0, box.height), box.width)
        surface.blit(layer, box.topleft)
        _dashed(surface, box.midleft, box.midright, style.unknown, width, max(3, width * 2))
    elif kind == COSTLY:
        draw_costly_mark(surface, box.centerx, box.y + width, style, width)
    elif kind == TURN:
        draw_turn_mark(surface, box.centerx, box.inflate(0, -box.height // 2), style,
                       width)
    else:
        surface.fill(style.yes if kind == YES else style.no,
                     box.inflate(0, -box.height // 2))


# --- bars, a trend, a sparkline -----------------------------------------------------------------
def slot_box(rect: pygame.Rect, index: int, slots: int, rtl: bool = False) -> pygame.Rect:
    """Slot ``index`` of ``slots`` equal slots across ``rect`` (the first at the reading
    start)."""
    slots = max(1, slots)
    left = rect.x + index * rect.width / slots
    right = rect.x + (index + 1) * rect.width / slots
    box = pygame.Rect(round(left), rect.y, max(1, round(right) - round(left)), rect.height)
    if rtl:
        box.x = rect.x + rect.right - box.right
    return box


def steps_box(rect: pygame.Rect, slots: int) -> pygame.Rect:
    """The box whose steps (``x_of``) fall on the centres of ``slots`` slots of ``rect``: a
    line drawn over bars."""
    slot = rect.width / max(1, slots)
    inner = round(slot * (slots - 1)) + 1 if slots > 1 else 1
    return pygame.Rect(round(rect.x + slot / 2), rect.y, inner, rect.height)


def draw_bars(surface: pygame.Surface, rect: pygame.Rect, values: Sequence[int],
              won: Sequence[bool], top: int, *, style: ChartStyle, rtl: bool = False,
              slots: int | None = None, best: int | None = None) -> None:
    """One bar per value (oldest first) from the foot of ``rect``, ``top`` at its head, in
    the last of ``slots`` slots (the newest at the reading end); a won game in the line's
    colour, a lost one muted; a dashed rule at ``best``."""
    slots = max(len(values), slots or 0, 1)
    first = slots - len(values)
    top = max(1, top)
    for i, (value, w) in enumerate(zip(values, won, strict=True)):
        box = slot_box(rect, first + i, slots, rtl)
        gap = max(1, round(box.width * 0.22))
        height = round(rect.height * max(0, min(value, top)) / top)
        bar = pygame.Rect(box.x + gap // 2, rect.bottom - height, max(1, box.width - gap),
                          height)
        if height:
            radius = min(bar.width // 3, 4)
            pygame.draw.rect(surface, style.line if w else style.muted, bar,
                             border_top_left_radius=radius, border_top_right_radius=radius)
    if best is not None and best > 0:
        y = rect.bottom - round(rect.height * min(best, top) / top)
        dash = max(3, rect.height // 12)
        for x in range(rect.x, rect.right, dash * 2):
            pygame.draw.line(surface, style.best, (x, y), (min(x + dash, rect.right) - 1, y))


def trend_slots(trend: Trend, least: int = 10) -> int:
    """The slots a trend's chart has: one per game shown, at least ``least`` (a short
    history's few bars keep their width and stand at the reading end)."""
    return max(trend.count, least)


def draw_trend(surface: pygame.Surface, rect: pygame.Rect, trend: Trend, *,
               style: ChartStyle, size: int, empty: str, rtl: bool = False,
               least_slots: int = 10) -> None:
    """A trend in ``rect``: the rolling win rate as a line over the score bars (the best
    score a dashed rule), one time axis for both, the axis labels (100% and 50%, the best
    score) in a gutter at the reading start. With fewer than ``MIN_POINTS`` games, the
    plot's ground with ``empty`` (what it will show, and when) instead."""
    if trend.count < MIN_POINTS:
        draw_waiting(surface, rect, style, size, empty)
        return
    labels = [format_percent(100), format_percent(50)]  # MIN_POINTS games: a line
    best = trend.best
    if best is not None:
        labels.append(format_number(best))
    gutter = max(text.text_width(label, size, True) for label in labels) + max(4, size // 2)
    plots = pygame.Rect(rect.x if rtl else rect.x + gutter, rect.y, rect.width - gutter,
                        rect.height)
    gutter_box = pygame.Rect(rect.right - gutter if rtl else rect.x, rect.y, gutter,
                             rect.height)
    gap = max(4, rect.height // 14)
    line_h = (rect.height - gap) * 11 // 20
    line_box = pygame.Rect(plots.x, plots.y, plots.width, line_h)
    bars_box = pygame.Rect(plots.x, line_box.bottom + gap, plots.width,
                           plots.bottom - line_box.bottom - gap)
    _draw_plot(surface, line_box, style, size)
    _draw_plot(surface, bars_box, style, size)
    slots = max(trend.count, least_slots)
    pad = max(2, size // 5)
    inner = line_box.inflate(0, -2 * pad)
    _gutter_label(surface, labels[0], size, style.label, gutter_box, inner.y)
    _gutter_label(surface, labels[1], size, style.label, gutter_box, inner.centery)
    values = [None] * (slots - trend.count) + list[float | None](trend.rates)
    width = max(2, round(size / 6))
    steps = steps_box(inner, slots)
    draw_chart(surface, steps, values, style=style, rtl=rtl, width=width)
    rate = trend.latest_rate or 0.0
    newest = (x_of(steps, slots - 1, slots, rtl), round(inner.bottom - rate * inner.height))
    pygame.draw.circle(surface, style.cursor, newest, width * 2 + 1)
    pygame.draw.circle(surface, style.line, newest, width * 2 + 1, max(1, width - 1))
    head = bars_box.inflate(0, -pad)
    head.bottom = bars_box.bottom
    draw_bars(surface, head, trend.scores, trend.won, trend.top, style=style, rtl=rtl,
              slots=slots, best=best)
    if best is not None:
        y = head.bottom - round(head.height * min(best, trend.top) / trend.top)
        _gutter_label(surface, labels[-1], size, style.best, gutter_box, y, bold=True)


def draw_waiting(surface: pygame.Surface, rect: pygame.Rect, style: ChartStyle, size: int,
                 words: str) -> None:
    """A chart still waiting for its games: the plot's ground and ``words`` (what it will
    show) in its middle; no bar, no dot."""
    _draw_plot(surface, rect, style, size)
    pad = max(4, size // 2)
    box = rect.inflate(-2 * pad, -2 * pad)
    height = min(box.height, draw_height(words, size, box.width))
    box.y += (box.height - height) // 2
    draw_block(surface, words, size, style.label, box, align="center",
               max_lines=max(1, box.height // text.font(size).get_linesize()))


def _draw_plot(surface: pygame.Surface, box: pygame.Rect, style: ChartStyle, size: int) -> None:
    """The ground under a plot."""
    layer = pygame.Surface(box.size, pygame.SRCALPHA)
    pygame.draw.rect(layer, style.plot, layer.get_rect(), border_radius=max(2, size // 4))
    surface.blit(layer, box.topleft)


def _gutter_label(surface: pygame.Surface, label: str, size: int, colour: Colour,
                  gutter: pygame.Rect, y: int, bold: bool = False) -> None:
    """An axis label in the gutter, its middle at height ``y``, towards the plots."""
    h = text.font(size, bold).get_linesize()
    box = pygame.Rect(gutter.x, y - h // 2, gutter.width - max(2, size // 4), h)
    box.clamp_ip(gutter.inflate(0, h))
    draw_text(surface, label, size, colour, box, align="end", bold=bold)


def draw_sparkline(surface: pygame.Surface, rect: pygame.Rect, values: Sequence[int],
                   current: int | None, *, style: ChartStyle, rtl: bool = False,
                   width: int = 2) -> None:
    """A small line of ``values`` from the lowest (at the foot) to the highest (at the head;
    all equal: across the middle), oldest at the reading start, the ``current`` point a disc
    in the line's colour. (Fewer than ``MIN_POINTS`` values say little: show
    ``draw_waiting`` instead.)"""
    if not values:
        return
    radius = max(3, width * 2 + 1)
    plot = rect.inflate(-2 * radius, -2 * radius)
    low, high = min(values), max(values)

    def height(value: int) -> int:
        share = 0.5 if high == low else (value - low) / (high - low)
        return round(plot.bottom - plot.height * share)

    points = [(x_of(plot, i, len(values), rtl), height(v)) for i, v in enumerate(values)]
    pygame.draw.line(surface, style.grid, (rect.x, rect.bottom - 1),
                     (rect.right - 1, rect.bottom - 1))
    if len(points) > 1:
        pygame.draw.lines(surface, style.label, False, points, width)
    if current is not None and 0 <= current < len(points):
        pygame.draw.circle(surface, style.line, points[current], radius)
        pygame.draw.circle(surface, style.cursor, points[current], radius, max(1, width // 2))


class ChartCache:
    """Charts drawn once and kept: ``picture(key, size, draw)`` gives the picture drawn for
    ``key`` (what it depends on: size, language, colours, data), drawing it the first time;
    the least recently shown go beyond ``limit`` pictures or ``max_bytes`` of pixels (a chart
    across a 1920x1080 screen is 2-3 MB)."""

    def __init__(self, limit: int = 12, max_bytes: int = 12 * 2**20) -> None:
        self.drawn = 0  # pictures drawn so far (a frame that only blits draws none)
        self._pictures: SurfaceCache[Hashable] = SurfaceCache(limit, max_bytes)

    def picture(self, key: Hashable, size: tuple[int, int],
                draw: Callable[[pygame.Surface], None]) -> pygame.Surface:
        got = self._pictures.get(key)
        if got is None:
            got = pygame.Surface((max(1, size[0]), max(1, size[1])), pygame.SRCALPHA)
            draw(got)
            self.drawn += 1
            self._pictures.put(key, got)
        return got
