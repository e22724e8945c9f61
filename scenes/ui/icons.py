"""Small line icons (the table's top bar, the menu's calendar), drawn with pygame.draw (no image
files).

Each icon is drawn four times too big and smoothly scaled down (anti-aliased edges), once per
name, size, colour and direction, and cached. ``mirror`` flips it left to right: the Undo
arrow points back against the reading direction, so in Hebrew it points right.
"""

from __future__ import annotations

import itertools
import math
from functools import lru_cache

import pygame

NAMES = ("menu", "new", "undo", "hint", "finish", "calendar", "back")
_SS = 4  # drawn this many times bigger, then scaled down

Colour = tuple[int, int, int] | tuple[int, int, int, int]


def _stroke(surf: pygame.Surface, colour: Colour, points: list[tuple[float, float]],
            width: float) -> None:
    """A thick polyline with round joints and ends."""
    r = max(1, round(width / 2))
    pts = [(round(x), round(y)) for x, y in points]
    for a, b in itertools.pairwise(pts):
        pygame.draw.line(surf, colour, a, b, max(1, round(width)))
    for p in pts:
        pygame.draw.circle(surf, colour, p, r)


def _arc(cx: float, cy: float, r: float, start: float, end: float,
         steps: int = 24) -> list[tuple[float, float]]:
    """Points on a circle from angle ``start`` to ``end`` (radians, y down)."""
    return [(cx + r * math.cos(start + (end - start) * i / steps),
             cy + r * math.sin(start + (end - start) * i / steps)) for i in range(steps + 1)]


def _draw(name: str, s: int, colour: Colour) -> pygame.Surface:
    """The icon ``name`` on an ``s`` x ``s`` transparent square (s is the big size)."""
    surf = pygame.Surface((s, s), pygame.SRCALPHA)
    clear = (*colour[:3], 0)  # see-through in the icon's own colour: no dark rims when scaled
    surf.fill(clear)
    t = max(2.0, s * 0.11)  # the line width

    def p(x: float, y: float) -> tuple[float, float]:
        return (x * s, y * s)

    if name == "menu":
        for y in (0.24, 0.5, 0.76):
            _stroke(surf, colour, [p(0.14, y), p(0.86, y)], t)
    elif name == "new":
        card = pygame.Rect(round(0.12 * s), round(0.06 * s), round(0.54 * s), round(0.76 * s))
        pygame.draw.rect(surf, colour, card, round(t), border_radius=round(0.1 * s))
        c = p(0.72, 0.72)
        pygame.draw.circle(surf, clear, (round(c[0]), round(c[1])), round(0.27 * s))
        arm = 0.18
        _stroke(surf, colour, [p(0.72 - arm, 0.72), p(0.72 + arm, 0.72)], t)
        _stroke(surf, colour, [p(0.72, 0.72 - arm), p(0.72, 0.72 + arm)], t)
    elif name == "undo":
        # Back along the top, round the right-hand bend, and home along the bottom.
        top, bottom = 0.34, 0.82
        r = (bottom - top) / 2
        cx, cy = 0.62, top + r
        path = [p(0.32, top), p(cx, top)]
        path += [p(x / s, y / s) for x, y in _arc(cx * s, cy * s, r * s, -math.pi / 2,
                                                   math.pi / 2)]
        path += [p(0.3, bottom)]
        _stroke(surf, colour, path, t)
        head = [p(0.08, top), p(0.36, top - 0.2), p(0.36, top + 0.2)]
        pygame.draw.polygon(surf, colour, [(round(x), round(y)) for x, y in head])
    elif name == "hint":
        # A bulb: the glass (a circle narrowing to the neck), then the screw base.
        cx, cy, r = 0.5, 0.38, 0.28
        glass = _arc(cx * s, cy * s, r * s, math.radians(135), math.radians(405))
        glass = [p(0.38, 0.74), *glass, p(0.62, 0.74)]
        _stroke(surf, colour, glass, t)
        _stroke(surf, colour, [p(0.38, 0.74), p(0.62, 0.74)], t)
        _stroke(surf, colour, [p(0.41, 0.91), p(0.59, 0.91)], t)
        # A small shine inside the glass.
        shine = _arc(cx * s, cy * s, r * s * 0.55, math.radians(190), math.radians(250), 8)
        _stroke(surf, colour, shine, t * 0.7)
    elif name == "calendar":
        # A page of a wall calendar: its two rings, the band of the month, rows of days.
        page = pygame.Rect(round(0.1 * s), round(0.18 * s), round(0.8 * s), round(0.72 * s))
        pygame.draw.rect(surf, colour, page, round(t), border_radius=round(0.08 * s))
        _stroke(surf, colour, [p(0.1, 0.4), p(0.9, 0.4)], t)
        for x in (0.33, 0.67):
            _stroke(surf, colour, [p(x, 0.08), p(x, 0.26)], t)
        for x, y in itertools.product((0.3, 0.5, 0.7), (0.56, 0.74)):
            pygame.draw.circle(surf, colour, (round(x * s), round(y * s)), round(t * 0.6))
    elif name == "finish":
        # Fast forward: two arrowheads, then the line they run home to.
        for x0 in (0.1, 0.42):
            head = [p(x0, 0.2), p(x0 + 0.34, 0.5), p(x0, 0.8)]
            pygame.draw.polygon(surf, colour, [(round(x), round(y)) for x, y in head])
        _stroke(surf, colour, [p(0.86, 0.2), p(0.86, 0.8)], t)
    elif name == "trophy":
        # A cup: its bowl, the two handles, the stem and the foot.
        bowl = [p(0.24, 0.12), p(0.76, 0.12)]
        bowl += [p(x / s, y / s) for x, y in _arc(0.5 * s, 0.3 * s, 0.26 * s, 0, math.pi)]
        pygame.draw.polygon(surf, colour, [(round(x), round(y)) for x, y in bowl])
        for cx, start in ((0.23, math.pi / 2), (0.77, -math.pi / 2)):  # the outer halves
            _stroke(surf, colour, _arc(cx * s, 0.3 * s, 0.12 * s, start, start + math.pi, 10),
                    t * 0.8)
        _stroke(surf, colour, [p(0.5, 0.56), p(0.5, 0.76)], t * 1.2)
        _stroke(surf, colour, [p(0.3, 0.86), p(0.7, 0.86)], t * 1.4)
    elif name == "back":
        # A chevron pointing left: back (earlier); mirrored, it points right.
        _stroke(surf, colour, [p(0.64, 0.16), p(0.3, 0.5), p(0.64, 0.84)], t * 1.3)
    else:
        raise ValueError(f"no icon {name!r}")
    return surf


@lru_cache(maxsize=64)
def icon(name: str, size: int, colour: Colour, mirror: bool = False) -> pygame.Surface:
    """The icon ``name`` as a ``size`` px square in ``colour``, alpha premultiplied (as
    pygame_gui's button images are drawn), cached."""
    size = max(8, size)
    big = _draw(name, size * _SS, colour)
    small = pygame.transform.smoothscale(big, (size, size))
    if mirror:
        small = pygame.transform.flip(small, True, False)
    # pygame_gui composes its widgets premultiplied: a see-through pixel must be black too.
    return small.premul_alpha()
