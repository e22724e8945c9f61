"""Card sprites in motion: moves, flips, snap-backs, the deal and the win celebration.

Nothing here decides anything: the table says where a card was and where it goes. Every
animation can be finished at once (``finish()``): a new touch never waits for one.

Timings (DESIGN.md): moves ~180 ms, flips ~120 ms, snap-back ~200 ms, all ease-out; a refused
drop first shakes where it was let go (~240 ms), like a head saying no.
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Iterable
from dataclasses import dataclass, field

import pygame

from game.cards import Card

MOVE_S = 0.18
FLIP_S = 0.12
SNAP_S = 0.20
DEAL_STAGGER_S = 0.022
DEAL_S = 0.24
SHAKE_S = 0.24
SHAKE_TIMES = 3  # swings to and fro
SHAKE_SHARE = 0.07  # the first swing, in card widths; each later one smaller

Key = Hashable  # (place, index): where the card lands on the table


def ease_out(t: float) -> float:
    """Cubic ease-out: fast start, gentle landing."""
    t = min(1.0, max(0.0, t))
    return 1 - (1 - t) ** 3


@dataclass
class Flight:
    """One card travelling from ``start`` to ``end`` (top-left corners), maybe turning over."""

    card: Card
    key: Key
    start: tuple[float, float]
    end: tuple[float, float]
    duration: float = MOVE_S
    delay: float = 0.0
    face_from: bool = True  # face up when it leaves
    face_to: bool = True  # face up when it lands
    elapsed: float = 0.0
    shake: float = 0.0  # seconds of shaking at the start before it travels
    shake_px: float = 0.0  # the first swing's reach

    @property
    def done(self) -> bool:
        return self.elapsed >= self.delay + self.shake + self.duration

    @property
    def progress(self) -> float:
        if self.duration <= 0:
            return 1.0
        return min(1.0, max(0.0, (self.elapsed - self.delay - self.shake) / self.duration))

    @property
    def pos(self) -> tuple[int, int]:
        shaking = self.elapsed - self.delay
        if 0 <= shaking < self.shake:
            t = shaking / self.shake
            swing = self.shake_px * (1 - t) * math.sin(t * SHAKE_TIMES * math.tau)
            return round(self.start[0] + swing), round(self.start[1])
        k = ease_out(self.progress)
        return (
            round(self.start[0] + (self.end[0] - self.start[0]) * k),
            round(self.start[1] + (self.end[1] - self.start[1]) * k),
        )

    @property
    def flips(self) -> bool:
        return self.face_from != self.face_to

    def face_now(self) -> tuple[bool, float]:
        """Which side shows and how wide it is (1 = full width) at this moment."""
        if not self.flips:
            return self.face_to, 1.0
        t = self.progress
        return (self.face_from, 1 - 2 * t) if t < 0.5 else (self.face_to, 2 * t - 1)


@dataclass
class Animator:
    """The flights in the air. ``hidden`` are the table keys not to draw in the still table."""

    flights: list[Flight] = field(default_factory=list)

    @property
    def busy(self) -> bool:
        return bool(self.flights)

    def add(self, flights: Iterable[Flight]) -> None:
        self.flights.extend(flights)

    def hidden(self) -> set[Key]:
        return {f.key for f in self.flights}

    def update(self, dt: float) -> bool:
        """Advance; True when a flight landed (the still table must be redrawn)."""
        if not self.flights:
            return False
        for f in self.flights:
            f.elapsed += dt
        before = len(self.flights)
        self.flights = [f for f in self.flights if not f.done]
        return len(self.flights) != before

    def finish(self) -> bool:
        """Land everything now; True if anything was in the air."""
        had = bool(self.flights)
        self.flights.clear()
        return had

    def in_air(self) -> list[Flight]:
        """The flights that have left (drawn in the order added: later ones on top)."""
        return [f for f in self.flights if f.elapsed >= f.delay]

    def waiting(self) -> list[Flight]:
        """Flights not yet started (the deal): drawn at their start, face as they leave."""
        return [f for f in self.flights if f.elapsed < f.delay]


def draw_card(
    surface: pygame.Surface, image: pygame.Surface, pos: tuple[int, int], width_share: float = 1.0
) -> None:
    """Blit a card, squeezed horizontally around its centre for a flip."""
    if width_share >= 0.999:
        surface.blit(image, pos)
        return
    w, h = image.get_size()
    narrow = max(1, round(w * max(0.0, width_share)))
    squeezed = pygame.transform.scale(image, (narrow, h))
    surface.blit(squeezed, (pos[0] + (w - narrow) // 2, pos[1]))


# --- the win celebration: cards bounce away, leaving trails ----------------------------------


@dataclass
class Bouncer:
    image: pygame.Surface
    x: float
    y: float
    vx: float
    vy: float
    launch: float  # seconds after the start


class Celebration:
    """The classic cascade: cards leap from their piles and bounce off the bottom edge, drawing
    trails on a copy of the table. ``background`` is the table without those cards; ``cards``
    come in launch order. It ends by itself after ``duration``; any touch skips it."""

    def __init__(
        self,
        background: pygame.Surface,
        cards: list[tuple[pygame.Surface, tuple[int, int]]],
        size: tuple[int, int],
        duration: float = 4.0,
    ) -> None:
        self.canvas = background.copy()
        self.size = size
        self.duration = duration
        self.elapsed = 0.0
        scale = min(size) / 800
        self.gravity = 2600.0 * scale
        self.bouncers: list[Bouncer] = []
        seed = 12345
        spacing = min(0.12, (duration - 1.2) / max(1, len(cards)))
        for i, (image, pos) in enumerate(cards):
            seed = (seed * 1103515245 + 12345) & 0x7FFFFFFF  # a fixed, cheap sequence
            speed = (220 + seed % 260) * scale
            direction = -1 if (seed >> 8) & 1 else 1
            if pos[0] < size[0] * 0.25:
                direction = 1
            elif pos[0] > size[0] * 0.75:
                direction = -1
            vy = -((seed >> 4) % 500) * scale
            self.bouncers.append(Bouncer(image, pos[0], pos[1], direction * speed, vy, i * spacing))

    @property
    def done(self) -> bool:
        return self.elapsed >= self.duration

    def update(self, dt: float) -> bool:
        self.elapsed += dt
        w, h = self.size
        steps = max(1, int(dt / 0.008))  # small steps: trails without gaps
        sub = dt / steps
        for _ in range(steps):
            for b in self.bouncers:
                if self.elapsed < b.launch or b.x > w or b.x + b.image.get_width() < 0:
                    continue
                b.vy += self.gravity * sub
                b.x += b.vx * sub
                b.y += b.vy * sub
                bottom = h - b.image.get_height()
                if b.y > bottom:
                    b.y = bottom
                    b.vy = -abs(b.vy) * 0.72
                self.canvas.blit(b.image, (round(b.x), round(b.y)))
        return True

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.canvas, (0, 0))
        # Cards still waiting for their turn sit on their piles, the next one on top.
        for b in reversed(self.bouncers):
            if self.elapsed < b.launch:
                surface.blit(b.image, (round(b.x), round(b.y)))
