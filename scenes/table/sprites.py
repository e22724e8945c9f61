"""Card sprites in motion: moves, flips, snap-backs, the deal, a Finish and the win.

Nothing here decides anything: the table says where a card was and where it goes. Every
animation can be finished at once (``finish()``): a new touch never waits for one. Every
curve comes from ``scenes.ui.easing``.

Timings (DESIGN.md): moves ~180 ms, flips ~120 ms, snap-back ~200 ms, all ease-out; a refused
drop first shakes where it was let go (~240 ms), like a head saying no. A lifted card grows
by ``LIFT_SCALE`` in ``LIFT_S`` and its shadow deepens; let go, it settles back to its size
on the way down. Nothing to wait for: the deal lands within ``DEAL_TOTAL_S`` (0.42 s, so that
from the tap to a deal that takes a tap is within 0.6 s, the switch of screen included), a
Finish of a whole game within ``FINISH_TOTAL_S`` (1.8 s), the win's celebration lasts
``CELEBRATION_S`` (1.7 s: the results are in place within 2.5 s of the winning tap).
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Iterable
from dataclasses import dataclass, field

import pygame

from game.cards import Card
from scenes.ui import easing

MOVE_S = 0.18
FLIP_S = 0.12
SNAP_S = 0.20
DEAL_S = 0.20  # one card's flight in the deal
DEAL_SPREAD_S = 0.22  # the last card of the deal leaves this long after the first
DEAL_STAGGER_S = 0.022  # between two cards of a small deal
DEAL_TOTAL_S = DEAL_SPREAD_S + DEAL_S
SHAKE_S = 0.24
SHAKE_TIMES = 3  # swings to and fro
SHAKE_SHARE = 0.07  # the first swing, in card widths; each later one smaller
LIFT_S = 0.10  # a card picked up grows to its lifted size in this long
LIFT_SCALE = 1.05  # a held card is drawn this much bigger
LIFT_STEPS = 4  # the sizes a card takes between resting and lifted (each drawn once)
FINISH_STEP_S = 0.07  # between the cards of a short Finish
FINISH_TOTAL_S = 1.8  # a Finish of any length: the last card lands by then
CELEBRATION_S = 1.7

Key = Hashable  # (place, index): where the card lands on the table


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
    scale_from: float = 1.0  # let go from the hand: lifted, it settles to 1 on the way

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
        k = easing.out_cubic(self.progress)
        return (
            round(self.start[0] + (self.end[0] - self.start[0]) * k),
            round(self.start[1] + (self.end[1] - self.start[1]) * k),
        )

    @property
    def lift(self) -> float:
        """How lifted the card is now (1: in the hand, 0: resting): a dropped card settles,
        gently at both ends, over its flight."""
        if self.scale_from <= 1.0:
            return 0.0
        shaking = self.elapsed - self.delay
        if shaking < self.shake:
            return 1.0
        return 1.0 - easing.in_out_cubic(self.progress)

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


def deal_delays(count: int) -> list[float]:
    """When each of ``count`` cards of the deal leaves: a steady stagger, squeezed so that the
    whole deal lands within ``DEAL_TOTAL_S`` however many cards it has."""
    if count <= 1:
        return [0.0] * count
    stagger = min(DEAL_STAGGER_S, DEAL_SPREAD_S / (count - 1))
    return [i * stagger for i in range(count)]


class FinishPace:
    """When the cards of a Finish leave: one every ``FINISH_STEP_S``, closer together for a
    long one, so that its last card lands within ``FINISH_TOTAL_S``; several may leave in one
    frame. ``due(dt)`` says how many leave now."""

    def __init__(self, count: int) -> None:
        room = FINISH_TOTAL_S - MOVE_S
        self.step = min(FINISH_STEP_S, room / max(1, count - 1))
        self.wait = 0.0  # the first leaves at once

    def due(self, dt: float) -> int:
        self.wait -= dt
        out = 0
        while self.wait <= 1e-9:
            out += 1
            self.wait += self.step
        return out


def lift_step(lift: float) -> int:
    """The drawn size for a lift of 0..1: 0 (resting) to ``LIFT_STEPS`` (lifted)."""
    return round(easing.clamp(lift) * LIFT_STEPS)


def lift_scale(step: int) -> float:
    return 1.0 + (LIFT_SCALE - 1.0) * step / LIFT_STEPS


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


