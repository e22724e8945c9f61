"""Court figures: Kings, Queens and Jacks as double-ended half-length figures in a gilt frame.

A figure is drawn once per atlas, in figure units (x 0..1 across the figure, y down from the
picture's top; its centre line lies at y = ``FIGURE_CENTRE``), on a supersampled surface that
is cut along a slanted centre line, laid turned by 180° on the other side, as printed court
cards are, and smoothed down. The picture fills nearly the whole card: its frame's top left
and bottom right corners are cut away for the corner indices, every figure holds its
attribute on the other side, and the robes are drawn broader (``BREADTH``) to reach the
frame. Every shape is a flat fill with a dark outline, in the suit's colour, a second
colour, gold and white, with the suit's pattern on the robe, a soft light behind the head
and a little shade to the right; what each figure holds and how it turns its head depend on
suit and rank (after the English pattern: the King of Hearts' sword behind his head, the
King of Diamonds' axe, the Queens' flowers, the Jack of Diamonds' halberd...). Every colour
is the theme's (``CourtColours``).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from functools import lru_cache
from typing import NamedTuple

import pygame

from game.cards import JACK, KING, QUEEN, Suit
from scenes.ui.surface_cache import SurfaceCache
from scenes.ui.theme import CourtColours

Colour = tuple[int, int, int]
Point = tuple[float, float]
Quad = tuple[Point, Point, Point, Point]  # top left, top right, bottom right, bottom left


SLANT = 0.1  # the centre line rises by this share of the panel's width, left to right


class Palette(NamedTuple):
    main: Colour  # the robe: the suit's colour
    second: Colour  # the tunic, veil, cloak and jewels
    sleeve: Colour
    trim: Colour


def palette(colour: Colour, c: CourtColours) -> Palette:
    """A figure's colours from its suit's. Red wears blue; black, softened to charcoal for
    the large areas, wears crimson sleeves; the four-colour deck's blue and green wear a deep
    shade of themselves, so no red creeps into them."""
    if colour[0] > 150 and colour[1] < 90:
        return Palette(colour, c.navy, colour, c.gold)
    if max(colour) < 70:
        return Palette(c.charcoal, c.crimson, c.crimson, c.gold)
    deep = darker(colour, 0.55)
    return Palette(colour, deep, colour, c.gold)


class Look(NamedTuple):
    held: str  # the attribute: a key of HELD
    hair: str  # a hair colour of CourtColours ("hair_gold"...)
    turn: float  # where the face looks: -1 left .. 1 right
    mirror: bool  # the attribute in the figure's left hand (the viewer's right): every
    # figure's but the sword behind the King of Hearts' head, whose point rises to the right;
    # the top left of the picture is cut away for the corner index


LOOKS: dict[tuple[int, Suit], Look] = {
    (KING, Suit.HEARTS): Look("sword_behind", "hair_gold", -0.35, False),
    (KING, Suit.DIAMONDS): Look("axe", "hair_grey", 0.5, True),
    (KING, Suit.CLUBS): Look("orb", "hair_brown", 0.15, True),
    (KING, Suit.SPADES): Look("sword", "hair_grey", -0.2, True),
    (QUEEN, Suit.HEARTS): Look("rose", "hair_gold", 0.3, True),
    (QUEEN, Suit.DIAMONDS): Look("tulip", "hair_auburn", -0.3, True),
    (QUEEN, Suit.CLUBS): Look("blossom", "hair_brown", 0.25, True),
    (QUEEN, Suit.SPADES): Look("sceptre", "hair_dark", -0.25, True),
    (JACK, Suit.HEARTS): Look("feather", "hair_auburn", 0.5, True),
    (JACK, Suit.DIAMONDS): Look("halberd", "hair_gold", -0.3, True),
    (JACK, Suit.CLUBS): Look("arrow", "hair_brown", 0.25, True),
    (JACK, Suit.SPADES): Look("spear", "hair_dark", -0.5, True),
}

PATTERNS = {Suit.HEARTS: "stripes", Suit.DIAMONDS: "lozenges", Suit.CLUBS: "dots",
            Suit.SPADES: "chevrons"}


# --- geometry --------------------------------------------------------------------------------


def darker(c: Colour, f: float = 0.7) -> Colour:
    return (round(c[0] * f), round(c[1] * f), round(c[2] * f))


def lerp(a: Point, b: Point, t: float) -> Point:
    return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)


def bez(p0: Point, p1: Point, p2: Point, p3: Point, n: int = 10) -> list[Point]:
    """A cubic Bézier curve as n + 1 points."""
    out = []
    for i in range(n + 1):
        t = i / n
        u = 1 - t
        a, b, c, d = u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t
        out.append((a * p0[0] + b * p1[0] + c * p2[0] + d * p3[0],
                    a * p0[1] + b * p1[1] + c * p2[1] + d * p3[1]))
    return out


def oval(c: Point, rx: float, ry: float, n: int = 28, tilt: float = 0.0,
         start: float = 0.0, end: float = 2 * math.pi) -> list[Point]:
    ct, st = math.cos(tilt), math.sin(tilt)
    out = []
    closed = abs(end - start - 2 * math.pi) < 1e-9
    for i in range(n if closed else n + 1):
        a = start + (end - start) * i / n
        x, y = rx * math.cos(a), ry * math.sin(a)
        out.append((c[0] + x * ct - y * st, c[1] + x * st + y * ct))
    return out


def at(q: Quad, u: float, v: float) -> Point:
    """The point at (u, v) in 0..1 across and down a quad."""
    return lerp(lerp(q[0], q[1], u), lerp(q[3], q[2], u), v)


def part(q: Quad, u0: float, u1: float, v0: float, v1: float) -> Quad:
    return (at(q, u0, v0), at(q, u1, v0), at(q, u1, v1), at(q, u0, v1))


def along(a: Point, b: Point, t: float, off: float) -> Point:
    """The point t of the way from a to b, moved ``off`` to the left of the direction a->b."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    n = math.hypot(dx, dy) or 1.0
    return (a[0] + dx * t + dy / n * off, a[1] + dy * t - dx / n * off)


# --- the pen ---------------------------------------------------------------------------------


class Pen:
    """Draws in figure units on a supersampled surface, mirrored left to right on request."""

    def __init__(self, surf: pygame.Surface, unit: float, line: float, mirror: bool,
                 colours: CourtColours, origin: Point = (0.0, 0.0)) -> None:
        self.surf = surf
        self.c = colours
        self.unit = unit
        self.line = max(1, round(line))
        self.mirror = mirror
        self.origin = origin
        self.zoom: tuple[Point, float] | None = None
        self.stretch = 1.0  # the body's breadth: robes fill the frame, heads keep their shape

    def px(self, p: Point) -> tuple[float, float]:
        if self.zoom is not None:
            (cx, cy), k = self.zoom
            p = (cx + (p[0] - cx) * k, cy + (p[1] - cy) * k)
        else:
            p = (0.5 + (p[0] - 0.5) * self.stretch, p[1])
        x = 1 - p[0] if self.mirror else p[0]
        return ((x - self.origin[0]) * self.unit, (p[1] - self.origin[1]) * self.unit)

    def shape(self, pts: Sequence[Point], fill: Colour, edge: bool = True) -> None:
        pix = [self.px(p) for p in pts]
        pygame.draw.polygon(self.surf, fill, pix)
        if edge:
            self._edge(pix, True)

    def stroke(self, pts: Sequence[Point], colour: Colour | None = None,
               width: float = 1.0) -> None:
        """An open line, ``width`` times the outline's thickness."""
        pix = [self.px(p) for p in pts]
        w = max(1, round(self.line * width))
        colour = self.c.ink if colour is None else colour
        pygame.draw.lines(self.surf, colour, False, pix, w)
        if w > 2:
            for p in pix:
                pygame.draw.circle(self.surf, colour, p, w / 2)

    def braid(self, pts: Sequence[Point], colour: Colour, width: float) -> None:
        """A band of trim with a dark edge each side, as printed courts outline their gold."""
        self.stroke(pts, self.c.ink, width + 1.6)
        self.stroke(pts, colour, width)

    def dot(self, c: Point, r: float, fill: Colour, edge: bool = True) -> None:
        self.shape(oval(c, r, r, 16), fill, edge)

    def outline(self, pts: Sequence[Point]) -> None:
        self._edge([self.px(p) for p in pts], True)

    def _edge(self, pix: list[tuple[float, float]], closed: bool) -> None:
        pygame.draw.lines(self.surf, self.c.ink, closed, pix, self.line)
        if self.line > 2 and len(pix) <= 12:  # round the corners of thick outlines
            for p in pix:
                pygame.draw.circle(self.surf, self.c.ink, p, self.line / 2)


# --- patterns --------------------------------------------------------------------------------


def pattern(pen: Pen, q: Quad, kind: str, base: Colour, ink: Colour, rows: int = 6) -> None:
    """Fill a quad with a suit's pattern: stripes, lozenges, dots or chevrons."""
    pen.shape(q, base)
    cols = 3
    if kind == "stripes":
        for i in range(1, 2 * cols, 2):
            pen.shape(part(q, i / (2 * cols), (i + 1) / (2 * cols), 0, 1), ink, edge=False)
    elif kind == "lozenges":
        for r in range(rows):
            for c in range(cols):
                u, v, du, dv = (c + 0.5) / cols, (r + 0.5) / rows, 0.32 / cols, 0.42 / rows
                pen.shape([at(q, u, v - dv), at(q, u + du, v), at(q, u, v + dv),
                           at(q, u - du, v)], ink, edge=False)
    elif kind == "dots":
        for r in range(rows):
            for c in range(cols + r % 2):
                u = (c + (0.5 if r % 2 == 0 else 0.0)) / cols
                if 0.08 < u < 0.92:
                    x, y = at(q, u, (r + 0.5) / rows)
                    pen.dot((x, y), 0.011, ink, edge=False)
    else:
        for r in range(rows):
            v0, v1 = r / rows, (r + 0.45) / rows
            pen.shape([at(q, 0, v0), at(q, 0.5, v0 + 0.5 / rows), at(q, 1, v0),
                       at(q, 1, v1), at(q, 0.5, v1 + 0.5 / rows), at(q, 0, v1)], ink, edge=False)
    pen.outline(q)


def ermine(pen: Pen, q: Quad, rows: int = 4, cols: int = 2) -> None:
    """White fur with black tails."""
    pen.shape(q, pen.c.white)
    for r in range(rows):
        for c in range(cols):
            u = (c + 0.5 + (0.25 if r % 2 else -0.25)) / cols
            x, y = at(q, min(0.85, max(0.15, u)), (r + 0.5) / rows)
            pen.shape([(x, y - 0.016), (x + 0.008, y + 0.012), (x, y + 0.006),
                       (x - 0.008, y + 0.012)], pen.c.ink, edge=False)


def hair(pen: Pen, look: Look) -> Colour:
    colour: Colour = getattr(pen.c, look.hair)
    return colour


# --- heads -----------------------------------------------------------------------------------

FACE = (0.5, 0.44)
FACE_RX, FACE_RY = 0.11, 0.135


def hair_back(pen: Pen, rank: int, look: Look, pal: Palette) -> None:
    """Hair behind the face (and the Queen's veil): long for Kings and Queens, curled for
    Jacks."""
    if rank == QUEEN:
        veil = [(0.36, 0.27), *bez((0.31, 0.3), (0.25, 0.46), (0.24, 0.6), (0.25, 0.72)),
                (0.75, 0.72), *bez((0.76, 0.6), (0.75, 0.46), (0.69, 0.3), (0.64, 0.27))]
        pen.shape(veil, pal.second)
        pen.braid(bez((0.33, 0.31), (0.28, 0.44), (0.27, 0.58), (0.28, 0.7)), pal.trim, 1.4)
        pen.braid(bez((0.67, 0.31), (0.72, 0.44), (0.73, 0.58), (0.72, 0.7)), pal.trim, 1.4)
        bottom, width = 0.74, 0.17
    elif rank == KING:
        bottom, width = 0.66, 0.155
    else:
        bottom, width = 0.6, 0.145
    left = bez((0.5 - width * 0.8, 0.3), (0.5 - width * 1.05, 0.38),
               (0.5 - width * 1.1, bottom - 0.1), (0.5 - width, bottom))
    right = [(1 - x, y) for x, y in reversed(left)]
    curls = [(0.5 - width + 2 * width * i / 6, bottom + (0.02 if i % 2 else -0.01))
             for i in range(1, 6)]
    pen.shape([*left, *curls, *right], hair(pen, look))
    shade = darker(hair(pen, look))
    for side in (-1, 1):
        for k in (0.8, 0.93):
            pen.stroke(bez((0.5 + side * width * k * 0.85, 0.33),
                           (0.5 + side * width * k * 1.08, 0.42),
                           (0.5 + side * width * k * 1.02, bottom - 0.12),
                           (0.5 + side * width * k * 0.96, bottom - 0.03), 6), shade, 0.7)


def neck(pen: Pen) -> None:
    pen.shape([(0.455, 0.54), (0.545, 0.54), (0.555, 0.68), (0.445, 0.68)], pen.c.skin)


def face(pen: Pen, rank: int, look: Look) -> None:
    """The face, narrowing to the chin, turned by ``look.turn``: the features shift toward
    where it looks."""
    cx, cy = FACE
    t = look.turn
    outline = []
    for i in range(36):
        a = 2 * math.pi * i / 36
        k = 1 - 0.24 * max(0.0, math.sin(a))
        outline.append((cx + FACE_RX * math.cos(a) * k, cy + FACE_RY * math.sin(a)))
    pen.shape(outline, pen.c.skin)
    brow = darker(hair(pen, look), 0.5)
    ey = cy - 0.012
    for side in (-1, 1):
        ex = cx + side * 0.043 * (1 - side * t * 0.3) + t * 0.028
        pen.shape(oval((ex, ey + 0.001), 0.019, 0.008, 14), pen.c.white, edge=False)
        pen.dot((ex + t * 0.007, ey), 0.0075, pen.c.ink, edge=False)
        pen.stroke(bez((ex - 0.022, ey + 0.003), (ex - 0.01, ey - 0.01), (ex + 0.01, ey - 0.01),
                       (ex + 0.022, ey + 0.002), 5), pen.c.ink, 0.9)
        pen.stroke(bez((ex - 0.024, ey - 0.026), (ex - 0.01, ey - 0.04), (ex + 0.01, ey - 0.04),
                       (ex + 0.026, ey - 0.028), 5), brow, 1.1)
    nx = cx + t * 0.04
    pen.stroke(bez((cx + t * 0.02 + 0.004, ey - 0.005), (nx + 0.004, cy + 0.02),
                   (nx + 0.014 + t * 0.01, cy + 0.04), (nx + 0.002, cy + 0.05), 6), pen.c.ink, 0.8)
    pen.stroke(bez((nx - 0.018, cy + 0.046), (nx - 0.012, cy + 0.053), (nx - 0.004, cy + 0.053),
                   (nx + 0.002, cy + 0.05), 4), pen.c.ink, 0.6)
    mx, my = cx + t * 0.03, cy + (0.087 if rank == KING else 0.083)
    pen.shape(oval((mx, my + 0.007), 0.015, 0.006, 12), pen.c.lip, edge=False)
    pen.stroke(bez((mx - 0.022, my), (mx - 0.008, my - 0.004), (mx + 0.008, my - 0.004),
                   (mx + 0.022, my), 5), darker(pen.c.lip, 0.6), 0.8)
    if rank == QUEEN:  # a touch of colour on the cheeks
        for side in (-1, 1):
            pen.dot((cx + side * 0.058 + t * 0.02, cy + 0.04), 0.013, pen.c.cheek,
                    edge=False)


def beard(pen: Pen, look: Look) -> None:
    """The King's beard and moustache, in his hair's colour, curled at the ends."""
    cx, cy = FACE
    t = look.turn * 0.02
    pts = [(cx - 0.105, cy + 0.02), *bez((cx - 0.1, cy + 0.1), (cx - 0.07, cy + 0.2),
                                         (cx + t, cy + 0.25), (cx + t, cy + 0.265), 8),
           *bez((cx + t, cy + 0.265), (cx + 0.07, cy + 0.2), (cx + 0.1, cy + 0.1),
                (cx + 0.105, cy + 0.02), 8),
           *bez((cx + 0.09, cy + 0.07), (cx + 0.05, cy + 0.11), (cx - 0.05, cy + 0.11),
                (cx - 0.09, cy + 0.07), 6)]
    pen.shape(pts, hair(pen, look))
    shade = darker(hair(pen, look))
    for dx in (-0.05, 0.0, 0.05):
        pen.stroke(bez((cx + dx * 1.2, cy + 0.13), (cx + dx, cy + 0.17), (cx + dx * 0.8, cy + 0.2),
                       (cx + dx * 0.4 + t, cy + 0.24), 5), shade, 0.8)
    mx, my = cx + look.turn * 0.03, cy + 0.068
    for side in (-1, 1):
        curl = bez((mx + side * 0.03, my - 0.014), (mx + side * 0.07, my - 0.004),
                   (mx + side * 0.075, my + 0.02), (mx + side * 0.06, my + 0.016), 6)
        pen.shape([(mx, my - 0.006), *curl, (mx + side * 0.03, my + 0.008)], hair(pen, look))
    pen.shape(oval((mx, my + 0.021), 0.016, 0.006, 12), pen.c.lip, edge=False)


def hair_front(pen: Pen, rank: int, look: Look) -> None:
    """The fringe under the headdress."""
    cx, cy = FACE
    top = cy - FACE_RY
    pts = bez((cx - 0.115, top + 0.055), (cx - 0.1, top - 0.005), (cx + 0.1, top - 0.005),
              (cx + 0.115, top + 0.055), 8)
    waves = [(cx + 0.115 - 0.23 * i / 5, top + (0.03 if i % 2 else 0.045)) for i in range(1, 5)]
    pen.shape([*pts, *waves], hair(pen, look))


# --- headdresses -----------------------------------------------------------------------------


def crown(pen: Pen, rank: int, pal: Palette) -> None:
    cx = FACE[0]
    band = FACE[1] - FACE_RY - 0.005
    if rank == KING:
        king_crown(pen, pal, cx, band)
    elif rank == QUEEN:
        pts = [(cx - 0.115, band + 0.01)]
        for i in range(5):
            x0 = cx - 0.115 + 0.046 * i
            pts += bez((x0, band - 0.02), (x0 + 0.005, band - 0.08), (x0 + 0.041, band - 0.08),
                       (x0 + 0.046, band - 0.02), 5)
        pts.append((cx + 0.115, band + 0.01))
        pen.shape(pts, pal.trim)
        for i in range(5):
            pen.dot((cx - 0.092 + 0.046 * i, band - 0.085), 0.012, pen.c.white)
        pen.shape([(cx - 0.12, band - 0.01), (cx + 0.12, band - 0.01), (cx + 0.115, band + 0.035),
                   (cx - 0.115, band + 0.035)], pal.trim)
        pen.dot((cx, band + 0.012), 0.013, pal.second)
    else:
        cap(pen, pal, band)


def king_crown(pen: Pen, pal: Palette, cx: float, band: float) -> None:
    """Three points over a velvet cap, gems in the points and on the band, a cross on top."""
    pen.shape(oval((cx, band - 0.02), 0.12, 0.11, 24, start=math.pi, end=2 * math.pi),
              pal.main)
    pen.stroke([(cx, band - 0.12), (cx, band - 0.02)], pal.trim, 1.2)
    pts = [(cx - 0.13, band), (cx - 0.145, band - 0.14), (cx - 0.075, band - 0.075),
           (cx, band - 0.18), (cx + 0.075, band - 0.075), (cx + 0.145, band - 0.14),
           (cx + 0.13, band)]
    pen.shape(pts, pal.trim)
    for x, y in ((cx - 0.145, band - 0.15), (cx + 0.145, band - 0.15)):
        pen.dot((x, y), 0.018, pal.trim)
    bar(pen, (cx, band - 0.17), (cx, band - 0.235), 0.01, pal.trim)
    bar(pen, (cx - 0.026, band - 0.207), (cx + 0.026, band - 0.207), 0.01, pal.trim)
    for x, y, r in ((cx - 0.105, band - 0.055, 0.018), (cx, band - 0.08, 0.024),
                    (cx + 0.105, band - 0.055, 0.018)):
        pen.shape([(x, y - r), (x + r * 0.7, y), (x, y + r), (x - r * 0.7, y)], pal.second)
    pen.shape([(cx - 0.135, band - 0.005), (cx + 0.135, band - 0.005),
               (cx + 0.13, band + 0.05), (cx - 0.13, band + 0.05)], pal.trim)
    for i, x in enumerate((-0.09, -0.045, 0.0, 0.045, 0.09)):
        if i % 2:
            pen.dot((cx + x, band + 0.022), 0.008, pen.c.white, edge=False)
        else:
            pen.dot((cx + x, band + 0.022), 0.014, pen.c.white if i == 2 else pal.second)


def cap(pen: Pen, pal: Palette, band: float) -> None:
    """The Jack's flat cap: a tilted crown of cloth, a gold band and a feather."""
    cx = FACE[0]
    base, tip = (cx + 0.07, band - 0.08), (cx + 0.16, band - 0.23)
    pen.shape([*bez(base, (cx + 0.04, band - 0.17), (cx + 0.1, band - 0.22), tip, 8),
               *bez(tip, (cx + 0.16, band - 0.15), (cx + 0.14, band - 0.09), base, 8)], pen.c.white)
    pen.stroke(bez(base, (cx + 0.09, band - 0.15), (cx + 0.12, band - 0.19), tip, 8),
               pal.second, 1.2)
    pen.shape([(cx - 0.15, band + 0.01), *bez((cx - 0.2, band - 0.1), (cx - 0.05, band - 0.18),
                                                (cx + 0.18, band - 0.12), (cx + 0.17, band), 12)],
              pal.main)
    pen.shape([(cx - 0.15, band - 0.01), (cx + 0.155, band - 0.03), (cx + 0.15, band + 0.025),
               (cx - 0.145, band + 0.04)], pal.trim)
    pen.dot((cx + 0.1, band - 0.005), 0.014, pal.second)


# --- robes -----------------------------------------------------------------------------------


def shoulders(top: float, neck_w: float, width: float, bottom: float) -> list[Point]:
    left = bez((0.5 - neck_w, top), (0.5 - width * 0.6, top + 0.005),
               (0.5 - width * 0.95, top + 0.05), (0.5 - width, top + 0.17), 10)
    right = [(1 - x, y) for x, y in reversed(left)]
    return [*left, (0.5 - width - 0.03, bottom), (0.5 + width + 0.03, bottom), *right]


def folds(pen: Pen, colour: Colour, bottom: float, xs: Sequence[float]) -> None:
    """Fold lines falling from the shoulders, a shade darker than the cloth."""
    shade = darker(colour, 0.72) if max(colour) > 80 else pen.c.ink
    for x in xs:
        lean = (x - 0.5) * 0.12
        pen.stroke(bez((x, 0.8), (x + lean, 0.9), (x - lean, 1.0), (x + lean, bottom), 6),
                   shade, 0.9)


def king_robe(pen: Pen, pal: Palette, pat: str, bottom: float) -> None:
    pen.shape(shoulders(0.63, 0.09, 0.45, bottom), pal.main)
    folds(pen, pal.main, bottom, (0.12, 0.18, 0.82, 0.88))
    tunic: Quad = ((0.37, 0.68), (0.63, 0.68), (0.69, bottom), (0.31, bottom))
    pattern(pen, tunic, pat, pal.second, pal.trim)
    for u in (0.0, 1.0):
        x0, x1 = at(tunic, u, 0)[0], at(tunic, u, 1)[0]
        d = -0.075 if u == 0 else 0.0
        ermine(pen, ((x0 + d, 0.68), (x0 + d + 0.075, 0.68), (x1 + d + 0.075, bottom),
                     (x1 + d, bottom)), rows=6, cols=1)
    collar = [*bez((0.2, 0.72), (0.3, 0.62), (0.7, 0.62), (0.8, 0.72), 12),
              *bez((0.8, 0.8), (0.68, 0.72), (0.32, 0.72), (0.2, 0.8), 12)]
    pen.shape(collar, pen.c.white)
    for i in range(7):
        x, y = bez((0.22, 0.76), (0.32, 0.67), (0.68, 0.67), (0.78, 0.76), 6)[i]
        pen.shape([(x, y - 0.016), (x + 0.008, y + 0.012), (x, y + 0.006),
                   (x - 0.008, y + 0.012)], pen.c.ink, edge=False)
    for side in (-1, 1):  # gold embroidery along the cape's shoulders
        pen.braid(bez((0.5 + side * 0.3, 0.76), (0.5 + side * 0.38, 0.8),
                       (0.5 + side * 0.41, 0.9), (0.5 + side * 0.42, bottom), 8), pal.trim, 2.2)


def queen_robe(pen: Pen, pal: Palette, pat: str, bottom: float) -> None:
    pen.shape(shoulders(0.66, 0.08, 0.42, bottom), pal.main)
    folds(pen, pal.main, bottom, (0.3, 0.7))
    for side in (0, 1):
        sleeve: Quad = ((0.1, 0.84), (0.25, 0.8), (0.3, bottom), (0.06, bottom))
        if side:
            sleeve = ((0.75, 0.8), (0.9, 0.84), (0.94, bottom), (0.7, bottom))
        pattern(pen, sleeve, pat, pal.second, pal.trim, rows=5)
    bodice: Quad = ((0.37, 0.74), (0.63, 0.74), (0.57, bottom), (0.43, bottom))
    pattern(pen, bodice, pat, pal.trim, pal.main, rows=5)
    chest = [(0.39, 0.67), (0.61, 0.67), *bez((0.62, 0.72), (0.58, 0.77), (0.42, 0.77),
                                              (0.38, 0.72), 8)]
    pen.shape(chest, pen.c.skin)
    lace = [*bez((0.35, 0.67), (0.38, 0.81), (0.62, 0.81), (0.65, 0.67), 12),
            *bez((0.62, 0.67), (0.6, 0.77), (0.4, 0.77), (0.38, 0.67), 12)]
    pen.shape(lace, pen.c.white)
    for x, y in bez((0.42, 0.68), (0.44, 0.74), (0.56, 0.74), (0.58, 0.68), 8)[1:-1]:
        pen.dot((x, y), 0.009, pen.c.white)
    pen.dot((0.5, 0.745), 0.016, pal.second)


def jack_robe(pen: Pen, pal: Palette, pat: str, bottom: float) -> None:
    pen.shape(shoulders(0.62, 0.09, 0.43, bottom), pal.main)
    folds(pen, pal.main, bottom, (0.14, 0.36))
    cloak: Quad = ((0.6, 0.67), (0.86, 0.74), (0.98, bottom), (0.62, bottom))
    pattern(pen, cloak, pat, pal.second, pal.trim, rows=5)
    placket: Quad = ((0.45, 0.7), (0.55, 0.7), (0.56, bottom), (0.44, bottom))
    pen.shape(placket, pal.trim)
    for i in range(4):
        pen.dot(at(placket, 0.5, 0.2 + 0.22 * i), 0.013, pal.second)
    for side in (-1, 1):
        pen.braid([(0.5 + side * 0.2, 0.76), (0.5 + side * 0.3, 0.84),
                    (0.5 + side * 0.34, bottom)], pal.trim, 2.0)
    lobes: list[Point] = []
    for i in range(6):  # a scalloped collar
        a, b = -0.2 + 0.4 * i / 6, -0.2 + 0.4 * (i + 1) / 6
        lobes += bez((0.5 + a, 0.68 + abs(a) * 0.15), (0.5 + a, 0.75 + abs(a) * 0.1),
                     (0.5 + b, 0.75 + abs(b) * 0.1), (0.5 + b, 0.68 + abs(b) * 0.15), 5)
    pen.shape([*bez((0.3, 0.68), (0.4, 0.63), (0.6, 0.63), (0.7, 0.68), 10), *reversed(lobes)],
              pen.c.white)


ROBES: dict[int, Callable[[Pen, Palette, str, float], None]] = {
    KING: king_robe, QUEEN: queen_robe, JACK: jack_robe}


# --- what they hold --------------------------------------------------------------------------


def bar(pen: Pen, a: Point, b: Point, w: float, fill: Colour) -> None:
    """A straight rod from a to b, ``w`` wide on each side."""
    pen.shape([along(a, b, 0, w), along(a, b, 1, w), along(a, b, 1, -w), along(a, b, 0, -w)],
              fill)


def hand(pen: Pen, c: Point) -> None:
    pen.shape(oval(c, 0.04, 0.032, 16, tilt=-0.2), pen.c.skin)
    for i in range(3):
        y = c[1] - 0.014 + 0.014 * i
        pen.stroke([(c[0] - 0.015, y), (c[0] + 0.025, y + 0.004)], pen.c.ink, 0.55)


def arm(pen: Pen, pal: Palette, at_hand: Point, right: bool = False) -> None:
    """A sleeve from the shoulder down to the elbow and across to the hand, with a white
    cuff; ``right`` draws the figure's other arm."""
    hx, hy = (1 - at_hand[0], at_hand[1]) if right else at_hand
    low = max(hy + 0.08, 0.92)
    outer = bez((0.1, 0.7), (0.06, 0.8), (0.04, low), (0.09, low + 0.05), 6)
    inner = bez((hx - 0.02, hy - 0.035), (0.2, hy - 0.02), (0.18, 0.86), (0.25, 0.73), 6)
    pts = [*outer, (hx - 0.03, hy + 0.055), *inner]
    elbow = (0.1, low)
    if right:
        pts = [(1 - x, y) for x, y in pts]
        hx, elbow = 1 - hx, (0.9, low)
    pen.shape(pts, pal.sleeve)
    wrist = (hx, hy + 0.01)
    pen.shape([along(elbow, wrist, 0.8, 0.045), along(elbow, wrist, 0.93, 0.045),
               along(elbow, wrist, 0.93, -0.045), along(elbow, wrist, 0.8, -0.045)], pen.c.white)
    if right:
        hand(pen, (hx, hy))


def sword(pen: Pen, hilt: Point, tip: Point, w: float) -> None:
    guard = lerp(hilt, tip, 0.16)
    pen.shape([along(guard, tip, 0, w), along(guard, tip, 0.9, w), tip,
               along(guard, tip, 0.9, -w), along(guard, tip, 0, -w)], pen.c.steel)
    pen.stroke([lerp(guard, tip, 0.05), lerp(guard, tip, 0.82)], darker(pen.c.steel, 0.75), 0.8)
    bar(pen, hilt, guard, w * 0.6, pen.c.wood)
    bar(pen, along(guard, tip, 0, w * 3.6), along(guard, tip, 0, -w * 3.6), w * 0.55, pen.c.gold)
    pen.dot(hilt, w * 1.1, pen.c.gold)


def fleur(pen: Pen, c: Point, r: float, fill: Colour) -> None:
    """A small three-leaved finial."""
    x, y = c
    pen.shape([(x, y - r * 1.6), (x + r * 0.45, y - r * 0.6), (x, y)], fill)
    for side in (-1, 1):
        pen.shape([(x, y - r * 0.2), (x + side * r * 1.3, y - r * 1.1),
                   (x + side * r * 1.1, y - r * 0.2), (x + side * r * 0.4, y + r * 0.1)], fill)
    pen.shape([(x - r * 0.7, y), (x + r * 0.7, y), (x + r * 0.6, y + r * 0.35),
               (x - r * 0.6, y + r * 0.35)], fill)


def held_sword_behind(pen: Pen, pal: Palette, behind: bool) -> None:
    hilt, tip = (0.2, 0.8), (0.8, 0.1)
    if behind:
        sword(pen, hilt, tip, 0.022)
        return
    grip = lerp(hilt, tip, 0.08)
    arm(pen, pal, grip)
    hand(pen, grip)


def held_sword(pen: Pen, pal: Palette, behind: bool) -> None:
    if not behind:
        arm(pen, pal, (0.3, 0.99))
        sword(pen, (0.31, 1.13), (0.25, 0.1), 0.02)
        hand(pen, (0.305, 0.985))


def held_axe(pen: Pen, pal: Palette, behind: bool) -> None:
    if behind:
        return
    arm(pen, pal, (0.3, 0.97))
    bar(pen, (0.31, 1.1), (0.23, 0.14), 0.013, pen.c.wood)
    blade = [(0.24, 0.2), *bez((0.16, 0.14), (0.1, 0.16), (0.07, 0.22), (0.06, 0.3), 6),
             *bez((0.06, 0.34), (0.09, 0.42), (0.15, 0.44), (0.25, 0.38), 6)]
    pen.shape(blade, pen.c.steel)
    pen.stroke(bez((0.09, 0.2), (0.08, 0.26), (0.08, 0.34), (0.11, 0.41), 6),
               darker(pen.c.steel, 0.75), 0.8)
    pen.shape([(0.23, 0.2), (0.275, 0.17), (0.28, 0.4), (0.24, 0.39)], pal.trim)
    pen.shape([(0.23, 0.14), (0.25, 0.05), (0.26, 0.15)], pen.c.steel)
    hand(pen, (0.295, 0.965))


def held_orb(pen: Pen, pal: Palette, behind: bool) -> None:
    """A sceptre in one hand, the orb in the other."""
    if behind:
        return
    arm(pen, pal, (0.3, 0.97))
    bar(pen, (0.31, 1.08), (0.25, 0.3), 0.012, pal.trim)
    pen.dot((0.25, 0.3), 0.022, pal.trim)
    fleur(pen, (0.248, 0.27), 0.045, pal.trim)
    hand(pen, (0.295, 0.965))
    arm(pen, pal, (0.3, 0.985), right=True)
    pen.zoom = ((0.7, 0.96), 1.35)
    pen.shape(oval((0.7, 0.91), 0.065, 0.065, 24), pal.trim)
    pen.shape([(0.635, 0.91), (0.765, 0.91), (0.76, 0.928), (0.64, 0.928)], pal.second)
    pen.shape([(0.692, 0.845), (0.708, 0.845), (0.708, 0.91), (0.692, 0.91)], pal.second)
    bar(pen, (0.7, 0.845), (0.7, 0.785), 0.008, pal.trim)
    bar(pen, (0.675, 0.81), (0.725, 0.81), 0.008, pal.trim)
    pen.zoom = None


def flower_stem(pen: Pen, pal: Palette, top: Point) -> Point:
    """Sleeve, stem and leaves; returns where the bloom sits."""
    h = (0.39, 0.95)
    arm(pen, pal, (h[0] - 0.01, h[1] + 0.01))
    stem = bez(h, (h[0] - 0.03, h[1] - 0.15), (top[0] + 0.05, top[1] + 0.15), top, 10)
    pen.stroke(stem, pen.c.ink, 2.6)
    pen.stroke(stem, pen.c.leaf, 1.2)
    for i, side in ((4, 1), (6, -1)):
        x, y = stem[i]
        pen.shape([(x, y), (x + side * 0.05, y - 0.05), (x + side * 0.09, y - 0.02),
                   (x + side * 0.05, y + 0.005)], pen.c.leaf)
    return top


def held_rose(pen: Pen, pal: Palette, behind: bool) -> None:
    if behind:
        return
    x, y = flower_stem(pen, pal, (0.26, 0.56))
    pen.zoom = ((x, y), 1.2)
    for a in range(5):
        ang = a * 2 * math.pi / 5 - math.pi / 2
        pen.dot((x + 0.03 * math.cos(ang), y + 0.03 * math.sin(ang)), 0.034, pal.main)
    pen.dot((x, y), 0.03, darker(pal.main, 0.8))
    pen.stroke(oval((x, y), 0.014, 0.012, 10, start=0.5, end=5.8), pen.c.ink, 0.7)
    pen.zoom = None
    hand(pen, (0.39, 0.95))


def held_tulip(pen: Pen, pal: Palette, behind: bool) -> None:
    if behind:
        return
    x, y = flower_stem(pen, pal, (0.24, 0.56))
    pen.zoom = ((x, y), 1.5)
    cup = [(x - 0.05, y - 0.07), (x - 0.025, y - 0.035), (x, y - 0.085), (x + 0.025, y - 0.035),
           (x + 0.05, y - 0.07), *bez((x + 0.06, y - 0.01), (x + 0.03, y + 0.02),
                                     (x - 0.03, y + 0.02), (x - 0.06, y - 0.01), 6)]
    pen.shape(cup, pal.trim)
    pen.shape([(x - 0.02, y - 0.03), (x, y - 0.07), (x + 0.02, y - 0.03), (x, y + 0.005)],
              pal.main)
    pen.zoom = None
    hand(pen, (0.39, 0.95))


def held_blossom(pen: Pen, pal: Palette, behind: bool) -> None:
    """A spray of three small white blossoms with golden hearts."""
    if behind:
        return
    x, y = flower_stem(pen, pal, (0.26, 0.5))
    pen.zoom = ((x, y), 1.3)
    for bx, by, r in ((x, y - 0.01, 0.03), (x - 0.05, y + 0.07, 0.024),
                      (x + 0.05, y + 0.06, 0.024)):
        for k in range(5):
            a = k * 2 * math.pi / 5 - math.pi / 2
            pen.dot((bx + r * 0.75 * math.cos(a), by + r * 0.75 * math.sin(a)), r * 0.55,
                    pen.c.white)
        pen.dot((bx, by), r * 0.42, pal.trim)
    pen.zoom = None
    hand(pen, (0.39, 0.95))


def held_sceptre(pen: Pen, pal: Palette, behind: bool) -> None:
    if behind:
        return
    arm(pen, pal, (0.36, 0.97))
    bar(pen, (0.38, 1.06), (0.23, 0.4), 0.012, pal.trim)
    pen.shape(oval((0.225, 0.37), 0.035, 0.035, 18), pal.trim)
    pen.dot((0.225, 0.37), 0.012, pal.second)
    bar(pen, (0.223, 0.335), (0.218, 0.27), 0.008, pal.trim)
    bar(pen, (0.195, 0.295), (0.245, 0.3), 0.008, pal.trim)
    hand(pen, (0.36, 0.965))


def held_feather(pen: Pen, pal: Palette, behind: bool) -> None:
    if behind:
        return
    arm(pen, pal, (0.36, 0.96))
    base, tip = (0.37, 0.95), (0.14, 0.32)
    left = bez(base, (0.26, 0.86), (0.08, 0.6), tip, 10)
    right = bez(tip, (0.2, 0.5), (0.32, 0.74), (0.39, 0.9), 10)
    pen.shape([*left, *right], pen.c.white)
    spine = bez(base, (0.3, 0.82), (0.18, 0.55), tip, 10)
    pen.stroke(spine, pal.second, 1.4)
    for i in range(2, 9, 2):
        x, y = spine[i]
        pen.stroke([(x, y), (x - 0.04, y - 0.01)], darker(pen.c.steel, 0.8), 0.6)
        pen.stroke([(x, y), (x + 0.03, y - 0.035)], darker(pen.c.steel, 0.8), 0.6)
    hand(pen, (0.36, 0.955))


def held_halberd(pen: Pen, pal: Palette, behind: bool) -> None:
    if behind:
        return
    arm(pen, pal, (0.3, 0.97))
    bar(pen, (0.31, 1.2), (0.23, 0.1), 0.012, pen.c.wood)
    pen.shape([(0.23, 0.12), (0.215, 0.02), (0.25, 0.12)], pen.c.steel)
    blade = [(0.235, 0.16), *bez((0.17, 0.13), (0.11, 0.14), (0.09, 0.17), (0.08, 0.2), 5),
             *bez((0.08, 0.26), (0.1, 0.3), (0.14, 0.31), (0.24, 0.28), 5)]
    pen.shape(blade, pen.c.steel)
    pen.shape([(0.25, 0.17), (0.33, 0.15), (0.28, 0.21), (0.25, 0.23)], pen.c.steel)
    pen.shape([(0.22, 0.29), (0.26, 0.29), (0.265, 0.33), (0.225, 0.33)], pal.trim)
    hand(pen, (0.295, 0.965))


def held_arrow(pen: Pen, pal: Palette, behind: bool) -> None:
    if behind:
        return
    arm(pen, pal, (0.3, 0.94))
    bar(pen, (0.31, 1.12), (0.25, 0.22), 0.009, pen.c.wood)
    pen.shape([(0.25, 0.12), (0.285, 0.23), (0.25, 0.21), (0.22, 0.235)], pen.c.steel)
    for side in (-1, 1):
        pen.shape([(0.305, 1.02), (0.245 + side * 0.035, 1.04), (0.25 + side * 0.04, 1.12),
                   (0.31, 1.1)], pal.second)
    hand(pen, (0.295, 0.935))


def held_spear(pen: Pen, pal: Palette, behind: bool) -> None:
    if behind:
        return
    arm(pen, pal, (0.3, 0.97))
    bar(pen, (0.31, 1.2), (0.24, 0.16), 0.011, pen.c.wood)
    pen.shape([(0.24, 0.17), (0.21, 0.1), (0.23, 0.02), (0.255, 0.1), (0.26, 0.17)], pen.c.steel)
    flag = [(0.244, 0.2), *bez((0.31, 0.18), (0.36, 0.24), (0.42, 0.2), (0.46, 0.24), 5),
            (0.39, 0.28), *bez((0.42, 0.32), (0.36, 0.29), (0.31, 0.33), (0.24, 0.3), 5)]
    pen.shape(flag, pal.second)
    pen.stroke(bez((0.25, 0.25), (0.31, 0.23), (0.36, 0.28), (0.42, 0.25), 5), pal.trim, 1.3)
    hand(pen, (0.295, 0.965))


HELD: dict[str, Callable[[Pen, Palette, bool], None]] = {
    "sword_behind": held_sword_behind, "sword": held_sword, "axe": held_axe, "orb": held_orb,
    "rose": held_rose, "tulip": held_tulip, "blossom": held_blossom, "sceptre": held_sceptre,
    "feather": held_feather, "halberd": held_halberd, "arrow": held_arrow, "spear": held_spear,
}


# --- the figure and its panel ----------------------------------------------------------------


HEAD_ZOOM = ((0.5, 0.12), 1.3)  # the head is drawn larger and lower than designed


def draw_figure(pen: Pen, rank: int, suit: Suit, colour: Colour, bottom: float) -> None:
    """One half-length figure, from behind to the front, down to ``bottom``."""
    pal, look = palette(colour, pen.c), LOOKS[(rank, suit)]
    held = HELD[look.held]
    held(pen, pal, True)
    pen.zoom = HEAD_ZOOM
    hair_back(pen, rank, look, pal)
    neck(pen)
    pen.zoom = None
    ROBES[rank](pen, pal, PATTERNS[suit], bottom)
    pen.zoom = HEAD_ZOOM
    face(pen, rank, look)
    if rank == KING:
        beard(pen, look)
    hair_front(pen, rank, look)
    crown(pen, rank, pal)
    pen.zoom = None
    held(pen, pal, False)


def supersample(width: int) -> int:
    """Fewer samples on large panels: their outlines are several pixels thick anyway."""
    return 4 if width < 60 else 3 if width < 110 else 2


FIGURE_CENTRE = 1.04  # figure units from the top of the picture to its centre line
BREADTH = 1.32  # how much broader than designed the robes are drawn, to fill the frame


def notched(box: tuple[float, float, float, float], notch: tuple[float, float],
            inset: float = 0.0) -> list[tuple[float, float]]:
    """A rectangle (left, top, right, bottom) with its top left and bottom right corners cut
    away (``notch``: the cut's width and height from the corner), shrunk by ``inset``."""
    left, top, right, bottom = box
    # Whole pixels: a polygon's edges at fractions would round unlike its turned copy's.
    nw, nh = round(notch[0]), round(notch[1])
    d = round(inset)
    return [(left + nw + d, top + d), (right - d, top + d), (right - d, bottom - nh - d),
            (right - nw - d, bottom - nh - d), (right - nw - d, bottom - d),
            (left + d, bottom - d), (left + d, top + nh + d), (left + nw + d, top + nh + d)]


# Court pictures already drawn (each 2-8 ms, supersampled): every atlas of a card size and
# deck colours draws the same twelve, and a new atlas is made for each table size, theme and
# deck. Bounded in pixel bytes: twelve at full HD's card size take about 1 MB.
_panels: SurfaceCache[tuple[object, ...]] = SurfaceCache(entries=48, max_bytes=4 * 2**20)


def court_panel(size: tuple[int, int], rank: int, suit: Suit, colour: Colour,
                colours: CourtColours, background: Colour, notch: tuple[float, float],
                line: float) -> pygame.Surface:
    """A court card's picture in its gilt frame, ``size`` px: the figure twice, head to
    tail, parted by a slanted gold line through the centre, the frame's top left and bottom
    right corners cut away (``notch`` px) for the corner indices. ``line`` is an outline's
    width in pixels. Outside the frame the surface is transparent. Shared: blit it, never
    draw on it."""
    key = (tuple(size), rank, suit, tuple(colour), colours, tuple(background), tuple(notch),
           line)
    panel = _panels.get(key)
    if panel is None:
        panel = _panels.put(key, _court_panel(size, rank, suit, colour, colours, background,
                                              notch, line))
    return panel


def _court_panel(size: tuple[int, int], rank: int, suit: Suit, colour: Colour,
                 colours: CourtColours, background: Colour, notch: tuple[float, float],
                 line: float) -> pygame.Surface:
    w, h = size
    ss = supersample(w)
    W, H = w * ss, h * ss
    band = max(1.5, w * 0.022) * ss  # the gilt band
    rule = max(1.0, w * 0.006) * ss  # the dark rule inside it
    cut = (notch[0] * ss, notch[1] * ss)
    inner = band + rule
    box = (0, 0, W - 1, H - 1)  # pixel centres: the last row and column are inside
    picture = _figures(W, H, inner, rank, suit, colour, colours, background, line * ss)
    picture.blit(_mask(W, H, cut, round(inner)), (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    big = pygame.Surface((W, H), pygame.SRCALPHA)
    big.fill((*colours.frame, 0))
    gold, light = colours.frame, _lighter(colours.frame, 0.35)
    pygame.draw.polygon(big, darker(gold, 0.7), notched(box, cut))
    pygame.draw.polygon(big, gold, notched(box, cut, max(1.0, rule * 0.6)))
    pygame.draw.polygon(big, light, notched(box, cut, band * 0.45))  # a bright fillet
    pygame.draw.polygon(big, gold, notched(box, cut, band * 0.45 + max(1.0, rule)))
    pygame.draw.polygon(big, colours.ink, notched(box, cut, band))
    big.blit(picture, (0, 0))
    return pygame.transform.smoothscale(big, (w, h))


def _figures(W: int, H: int, inset: float, rank: int, suit: Suit, colour: Colour,
             colours: CourtColours, background: Colour, line: float) -> pygame.Surface:
    """The picture inside the frame, supersampled: the ground with a soft light behind the
    head, the figure down to the slanted centre line, and the same turned by 180°."""
    big = pygame.Surface((W, H), pygame.SRCALPHA)
    big.fill((*background, 255))
    look = LOOKS[(rank, suit)]
    unit = (H / 2 - inset) / FIGURE_CENTRE
    halo = _lighter(background, 0.6)
    for k in range(6, 0, -1):  # a soft light behind the head, fading out
        r = unit * 0.5 * k / 6
        glow = [round(b + (g - b) * (1 - k / 6) ** 0.7) for b, g in zip(background, halo,
                                                                         strict=True)]
        pygame.draw.ellipse(big, glow, pygame.Rect(W / 2 - r * 1.1, inset + unit * 0.42 - r,
                                                   r * 2.2, r * 2))
    pen = Pen(big, unit, line, look.mirror, colours,
              origin=(0.5 - W / unit / 2, -inset / unit))
    pen.stretch = BREADTH
    mid, rise = H / 2, SLANT / 2 * W
    draw_figure(pen, rank, suit, colour, FIGURE_CENTRE + (rise + line) / unit + 0.05)
    _shade(big, mid + rise)
    # Cut along the slanted centre line and lay the figure turned by 180° on the other side;
    # the dividing line straddles the cut, so both copies draw the same line there.
    half_line = max(0.5 * line, W * 0.006)
    pygame.draw.polygon(big, (*background, 0),
                        [(0, mid + rise), (W, mid - rise), (W, H), (0, H)])
    pygame.draw.polygon(big, colours.frame,
                        [(0, mid + rise - half_line), (W, mid - rise - half_line),
                         (W, mid - rise + half_line), (0, mid + rise + half_line)])
    big.blit(pygame.transform.flip(big, True, True), (0, 0))
    return big


# Two sizes (a table's and the menu's pictures'): each is a supersampled card, 0.7 MB at
# 1920x1080, and drawing one costs less than a court figure.
@lru_cache(maxsize=2)
def _mask(W: int, H: int, cut: tuple[float, float], inset: int) -> pygame.Surface:
    """The picture's shape, opaque white in transparent: the same for every court of a size
    (cached: blit it, never draw on it)."""
    mask = pygame.Surface((W, H), pygame.SRCALPHA)
    mask.fill((255, 255, 255, 0))
    pygame.draw.polygon(mask, (255, 255, 255, 255), notched((0, 0, W - 1, H - 1), cut, inset))
    return mask


def _shade(big: pygame.Surface, bottom: float) -> None:
    """Light from the top left: the picture darkens a little toward its right and toward the
    centre line, which gives the flat fills some roundness."""
    big.blit(_shading(big.get_width(), max(1, round(bottom))), (0, 0),
             special_flags=pygame.BLEND_RGB_MULT)


@lru_cache(maxsize=2)
def _shading(W: int, H: int) -> pygame.Surface:
    shade = pygame.Surface((8, 8))
    for y in range(8):
        for x in range(8):
            v = round(255 * (1 - 0.1 * (x / 7) ** 1.5 - 0.08 * (y / 7) ** 2))
            shade.set_at((x, y), (v, v, v))
    return pygame.transform.smoothscale(shade, (W, H))


def _lighter(c: Colour, f: float) -> Colour:
    return (round(c[0] + (255 - c[0]) * f), round(c[1] + (255 - c[1]) * f),
            round(c[2] + (255 - c[2]) * f))


def court_bust(size: tuple[int, int], rank: int, suit: Suit, colour: Colour,
               colours: CourtColours, background: Colour, line: float) -> pygame.Surface:
    """Head and shoulders of a figure, for the small large-index faces."""
    w, h = size
    ss = 4
    big = pygame.Surface((w * ss, h * ss), pygame.SRCALPHA)
    big.fill((*background, 255))
    unit = h * ss / 0.76  # from the crown to the collar
    look = LOOKS[(rank, suit)]
    pen = Pen(big, unit, line * ss, look.mirror, colours, origin=(0.5 - w * ss / unit / 2, 0.03))
    draw_figure(pen, rank, suit, colour, 1.2)
    return pygame.transform.smoothscale(big, (w, h))
