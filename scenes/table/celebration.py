"""The win's celebration: short, calm and over in ``CELEBRATION_S`` (1.7 s, so that the results
are in place within 2.5 s of the tap on the winning card); any touch skips it.

The cards at the top of the home piles (the foundations, or a waste that takes every card:
whatever the table hands in) rise from where they lie and gather in a ribbon across the
middle of the table, each a moment after the one before; a soft glow in the theme's colour
opens behind them; a wave runs through the ribbon, lifting each card in turn with its shadow
deepening; confetti in the theme's colours burst from the ribbon and a few sparkles twinkle
around it. Then the cards fly home, the deepest first, so each pile is whole again with its
top card on top, the glow fades, and the results slide in over the finished table.

Cheap to draw at full HD: the table under it is one surface made once, the glow and the
sparkles are drawn once, confetti are plain filled rectangles; a frame is one blit of the
table, the glow, at most ``RIBBON_MAX`` cards with their shadows and about a hundred small
fills. ``draw`` returns where the frame drew, so the next may patch only that (``patch``).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from scenes.table.sprites import CELEBRATION_S
from scenes.ui import easing

RGB = tuple[int, int, int]

RIBBON_MAX = 13  # cards in the ribbon
GATHER_SPREAD_S = 0.20  # the last card leaves this long after the first
GATHER_S = 0.35  # one card's flight to the ribbon
ARC = 0.35  # how high a gathering card rises above its straight path, in card heights
WAVE_AT = 0.50
WAVE_SPREAD_S = 0.35
WAVE_S = 0.35
WAVE_LIFT = 0.16  # in card heights
HOME_AT = 1.24  # the cards leave the ribbon for their piles, the deepest first
HOME_SPREAD_S = 0.10
HOME_S = 0.32
GLOW_AT, GLOW_S = 0.10, 0.40
CONFETTI_AT = 0.35
CONFETTI_SPREAD_S = 0.30  # the last confetti leaves this long after the first
CONFETTI = 64
SPARKLES = 14
SPARKLE_S = 0.45
GLOW_ALPHA = 150  # the glow's middle
FADE_S = 0.35  # the confetti shrink away at the end
STEP = 0.015  # confetti move in steps of at most this (smooth at any frame rate)


@dataclass
class Piece:
    """One confetti: where, how fast, its colour, its flutter."""

    x: float
    y: float
    vx: float
    vy: float
    colour: RGB
    spin: float  # flutters per second
    phase: float
    delay: float  # seconds after the burst begins that it leaves


@dataclass(frozen=True)
class Twinkle:
    x: int
    y: int
    at: float
    big: bool


class Celebration:
    """The win, drawn over ``background`` (the table without the ``cards`` that rise: each an
    image and the top-left it rises from, the top of a pile first). ``area``: the table's
    part of the window (below the bar); ``colours``: the confetti's; ``glow``: the light
    behind the ribbon; ``shadows``: the resting and the lifted shadow with their offsets."""

    def __init__(
        self,
        background: pygame.Surface,
        cards: Sequence[tuple[pygame.Surface, tuple[int, int]]],
        area: pygame.Rect,
        colours: Sequence[RGB],
        glow: RGB,
        shadows: tuple[tuple[pygame.Surface, tuple[int, int]], tuple[pygame.Surface,
                                                                     tuple[int, int]]],
        duration: float = CELEBRATION_S,
    ) -> None:
        self.background = background
        self.size = background.get_size()
        self.area = area
        self.duration = duration
        self.elapsed = 0.0
        self.cards = list(cards)[:RIBBON_MAX]
        self.shadows = shadows
        card = self.cards[0][0] if self.cards else None
        self.card_w, self.card_h = card.get_size() if card is not None else (60, 84)
        self.ends = self._ribbon()
        n = len(self.cards)
        self.gather_step = GATHER_SPREAD_S / (n - 1) if n > 1 else 0.0
        self.wave_step = WAVE_SPREAD_S / (n - 1) if n > 1 else 0.0
        self.home_step = HOME_SPREAD_S / (n - 1) if n > 1 else 0.0
        self.glow_box = self._glow_box()
        light = (*(round(c + (255 - c) * 0.35) for c in glow),)
        self.glow = _glow(self.glow_box.size, (light[0], light[1], light[2]))
        self.star = {big: _star(round(self.card_w * (0.22 if big else 0.14)), glow)
                     for big in (False, True)}
        seq = _Sequence(2024)
        self.pieces = [self._piece(seq, colours, k) for k in range(CONFETTI)] if colours else []
        self.twinkles = [self._twinkle(seq, k) for k in range(SPARKLES)]
        self._drawn: list[pygame.Rect] = []
        self._launched = 0.0

    # --- the plan -------------------------------------------------------------------------
    def _ribbon(self) -> list[tuple[float, float]]:
        """Where each card comes to rest: a ribbon across the middle of the table."""
        n = len(self.cards)
        area, w, h = self.area, self.card_w, self.card_h
        step = 0.0 if n < 2 else min(w * 0.62, (area.width * 0.86 - w) / (n - 1))
        left = area.centerx - (step * (n - 1) + w) / 2
        top = area.centery - h / 2
        return [(left + i * step, top) for i in range(n)]

    def _glow_box(self) -> pygame.Rect:
        if not self.ends:
            return pygame.Rect(self.area.center, (1, 1))
        left = self.ends[0][0]
        right = self.ends[-1][0] + self.card_w
        width = round((right - left) + self.card_w * 2.6)
        height = round(self.card_h * 3.0)
        box = pygame.Rect(0, 0, width, height)
        box.center = (round((left + right) / 2), round(self.ends[0][1] + self.card_h / 2))
        return box

    def _piece(self, seq: _Sequence, colours: Sequence[RGB], k: int) -> Piece:
        """A confetti leaving from behind the ribbon, up and outwards, fanning away from
        its middle."""
        if self.ends:
            left, right = self.ends[0][0], self.ends[-1][0] + self.card_w
            top = self.ends[0][1]
        else:
            left, right = self.area.centerx - 50.0, self.area.centerx + 50.0
            top = float(self.area.centery)
        h = self.card_h
        x = left + (right - left) * seq.unit()
        y = top + h * (0.15 + 0.5 * seq.unit())
        centre = (left + right) / 2
        side = (x - centre) / max(1.0, (right - left) / 2)  # -1 at the left end, 1 at the right
        vx = side * h * 2.4 + (seq.unit() - 0.5) * h * 1.6
        vy = -h * (3.4 + 2.4 * seq.unit())
        return Piece(x, y, vx, vy, colours[k % len(colours)], 1.0 + 2.2 * seq.unit(),
                     seq.unit() * math.tau, seq.unit() * CONFETTI_SPREAD_S)

    def _twinkle(self, seq: _Sequence, k: int) -> Twinkle:
        box = self.glow_box
        at = 0.5 + (self.duration - 0.5 - SPARKLE_S - FADE_S) * k / max(1, SPARKLES - 1)
        x = box.left + round(box.width * (0.06 + 0.88 * seq.unit()))
        y = box.top + round(box.height * (0.05 + 0.9 * seq.unit()))
        return Twinkle(x, y, at, k % 3 == 0)

    # --- time -------------------------------------------------------------------------------
    @property
    def done(self) -> bool:
        return self.elapsed >= self.duration

    def update(self, dt: float) -> bool:
        """Advance by ``dt``; True while anything moves (every frame until it is done)."""
        if self.done:
            return False
        self.elapsed = min(self.duration, self.elapsed + dt)
        self._move_confetti()
        return True

    def finish(self) -> None:
        """Skip to the end: the ribbon at rest in its glow."""
        self.elapsed = self.duration
        self._move_confetti()

    def _move_confetti(self) -> None:
        t = self.elapsed - CONFETTI_AT
        if t <= self._launched:
            return
        h = self.card_h
        gravity, drag = h * 7.0, 1.6
        while self._launched < t:
            step = min(STEP, t - self._launched)
            self._launched += step
            keep = math.exp(-drag * step)
            for p in self.pieces:
                if p.delay > self._launched:
                    continue
                p.vy += gravity * step
                p.vx *= keep
                p.vy *= keep
                p.x += p.vx * step
                p.y += p.vy * step

    # --- drawing ------------------------------------------------------------------------------
    def homing(self, i: int) -> float:
        """How far card ``i`` is on its way back to its pile (0..1): the deepest (the last
        of the ribbon) leaves first, so each pile's top card lands last, on top."""
        back = len(self.cards) - 1 - i
        return easing.span(self.elapsed, HOME_AT + back * self.home_step, HOME_S)

    def card_spots(self) -> list[tuple[int, int, float]]:
        """Each ribbon card's top-left now and how lifted it is (0..1)."""
        t = self.elapsed
        out = []
        for i, ((_image, start), end) in enumerate(zip(self.cards, self.ends, strict=True)):
            k = easing.span(t, i * self.gather_step, GATHER_S)
            moved = easing.out_cubic(k)
            x = easing.mix(start[0], end[0], moved)
            y = easing.mix(start[1], end[1], moved) - math.sin(math.pi * k) * ARC * self.card_h
            wave = easing.bump(easing.span(t, WAVE_AT + i * self.wave_step, WAVE_S))
            y -= wave * WAVE_LIFT * self.card_h
            lift = max(wave, math.sin(math.pi * k) * 0.6)
            home = self.homing(i)
            if home > 0:
                back = easing.in_out_cubic(home)
                x = easing.mix(x, start[0], back)
                y = easing.mix(y, start[1], back) - math.sin(math.pi * home) * ARC * self.card_h
                lift = math.sin(math.pi * home) * 0.6
            out.append((round(x), round(y), lift))
        return out

    def drawing_order(self) -> list[int]:
        """The cards' order from below to above: the ribbon's, then the cards on their way
        home in the order they left (so the top of each pile comes to lie on top)."""
        resting = [i for i in range(len(self.cards)) if self.homing(i) <= 0]
        leaving = [i for i in reversed(range(len(self.cards))) if self.homing(i) > 0]
        return resting + leaving

    def draw(self, surface: pygame.Surface, patch: bool = False) -> list[pygame.Rect]:
        """The frame; ``patch``: the surface holds the last frame, restore only where it drew.
        Returns where this frame drew over the table."""
        if patch:
            for rect in self._drawn:
                surface.blit(self.background, rect, rect)
        else:
            surface.blit(self.background, (0, 0))
        drawn: list[pygame.Rect] = []
        glow = easing.in_out_cubic(easing.span(self.elapsed, GLOW_AT, GLOW_S))
        glow *= 1 - easing.in_out_cubic(easing.span(self.elapsed, HOME_AT,
                                                     HOME_SPREAD_S + HOME_S))
        if glow > 0:
            breathe = 0.92 + 0.08 * math.sin(self.elapsed * math.tau * 0.8)
            self.glow.set_alpha(round(255 * glow * breathe))
            drawn.append(surface.blit(self.glow, self.glow_box))
        drawn += self._draw_confetti(surface)  # behind the cards: they burst from the ribbon
        drawn += self._draw_cards(surface)
        drawn += self._draw_sparkles(surface)
        screen = surface.get_rect()
        self._drawn = [r.clip(screen) for r in drawn if r.colliderect(screen)]
        return self._drawn

    def _draw_cards(self, surface: pygame.Surface) -> list[pygame.Rect]:
        (rest, rest_at), (high, high_at) = self.shadows
        drawn = []
        spots = self.card_spots()
        for i in self.drawing_order():
            image, (x, y, lift) = self.cards[i][0], spots[i]
            if lift < 0.98:
                rest.set_alpha(round(255 * (1 - lift)))
                drawn.append(surface.blit(rest, (x + rest_at[0], y + rest_at[1])))
            if lift > 0.02:
                high.set_alpha(round(255 * lift))
                drawn.append(surface.blit(high, (x + high_at[0], y + high_at[1])))
            drawn.append(surface.blit(image, (x, y)))
        rest.set_alpha(255)
        high.set_alpha(255)
        return drawn

    def _draw_confetti(self, surface: pygame.Surface) -> list[pygame.Rect]:
        t = self.elapsed - CONFETTI_AT
        if t <= 0:
            return []
        shrink = 1 - easing.in_out_cubic(easing.span(self.elapsed, self.duration - FADE_S,
                                                     FADE_S))
        if shrink <= 0:
            return []
        w0, h0 = self.card_w * 0.07 * shrink, self.card_w * 0.12 * shrink
        drawn = []
        bottom = self.size[1]
        for p in self.pieces:
            if p.y > bottom or p.delay > t:
                continue
            flutter = abs(math.cos(p.phase + t * p.spin * math.tau))
            w = max(1, round(w0 * (0.25 + 0.75 * flutter)))
            h = max(1, round(h0))
            rect = pygame.Rect(round(p.x - w / 2), round(p.y - h / 2), w, h)
            drawn.append(surface.fill(p.colour, rect))
        return drawn

    def _draw_sparkles(self, surface: pygame.Surface) -> list[pygame.Rect]:
        drawn = []
        for tw in self.twinkles:
            k = easing.span(self.elapsed, tw.at, SPARKLE_S)
            if not 0 < k < 1:
                continue
            star = self.star[tw.big]
            star.set_alpha(round(255 * easing.bump(k)))
            box = star.get_rect(center=(tw.x, tw.y))
            drawn.append(surface.blit(star, box))
        for star in self.star.values():
            star.set_alpha(255)
        return drawn


# --- pictures drawn once --------------------------------------------------------------------------
def _glow(size: tuple[int, int], colour: RGB) -> pygame.Surface:
    """A soft oval of light, brightest in the middle, fading to nothing at its edge: drawn
    small in rings and scaled up (smooth, and a few milliseconds at full HD)."""
    small = pygame.Surface((96, 48), pygame.SRCALPHA)
    small.fill((*colour, 0))
    rings = 24
    for k in range(rings):
        share = 1 - k / rings  # from the edge inwards
        alpha = round(GLOW_ALPHA * (1 - share * share) ** 1.5)
        box = pygame.Rect(0, 0, round(96 * share), round(48 * share))
        box.center = (48, 24)
        pygame.draw.ellipse(small, (*colour, alpha), box)
    return pygame.transform.smoothscale(small, (max(1, size[0]), max(1, size[1])))


def _star(size: int, colour: RGB) -> pygame.Surface:
    """A four-pointed sparkle: two thin diamonds crossed, a bright dot in the middle."""
    size = max(6, size | 1)
    ss = 4
    big = pygame.Surface((size * ss, size * ss), pygame.SRCALPHA)
    c = size * ss / 2
    long, thin = c, c * 0.16
    light = tuple(min(255, round(v + (255 - v) * 0.7)) for v in colour)
    for dx, dy in ((1, 0), (0, 1)):
        points = [(c + dx * long, c + dy * long), (c + dy * thin, c + dx * thin),
                  (c - dx * long, c - dy * long), (c - dy * thin, c - dx * thin)]
        pygame.draw.polygon(big, (*light, 235), points)
    pygame.draw.circle(big, (255, 255, 255, 255), (c, c), thin * 1.3)
    return pygame.transform.smoothscale(big, (size, size))


class _Sequence:
    """A fixed, cheap sequence of numbers in [0, 1): the same celebration every time."""

    def __init__(self, seed: int) -> None:
        self.state = seed

    def unit(self) -> float:
        self.state = (self.state * 1103515245 + 12345) & 0x7FFFFFFF
        return (self.state >> 8) / float(1 << 23)
