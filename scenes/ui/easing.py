"""Ease curves: how a motion spends its time. Every animation of the app takes its curve from
here, so that all of them move alike.

Each curve maps a share of the duration ``t`` (clamped to 0..1) to a share of the way (0 at
the start, 1 at the end; ``back`` overshoots a little before it settles). ``span`` turns a
time window into ``t``.
"""

from __future__ import annotations

import math

BACK = 1.70158  # the overshoot of ``out_back`` (about 10% of the way)


def clamp(t: float) -> float:
    return 0.0 if t < 0.0 else 1.0 if t > 1.0 else t


def span(now: float, start: float, duration: float) -> float:
    """How far ``now`` is through the window that opens at ``start`` and lasts ``duration``
    (0 before it, 1 after it)."""
    if duration <= 0:
        return 1.0 if now >= start else 0.0
    return clamp((now - start) / duration)


def linear(t: float) -> float:
    return clamp(t)


def out_cubic(t: float) -> float:
    """Fast start, gentle landing: moves, flips, glides home."""
    t = clamp(t)
    return 1 - (1 - t) ** 3


def in_out_cubic(t: float) -> float:
    """Gentle at both ends: a lift, a settle, a fade."""
    t = clamp(t)
    return 4 * t**3 if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def out_back(t: float) -> float:
    """Past the mark a little, then back onto it: a card that arrives with a bounce."""
    t = clamp(t) - 1
    return 1 + (BACK + 1) * t**3 + BACK * t**2


def bump(t: float) -> float:
    """Up and down again: 0 at both ends, 1 half way, smooth (a wave passing)."""
    t = clamp(t)
    return math.sin(math.pi * t) ** 2


def mix(a: float, b: float, k: float) -> float:
    """From ``a`` to ``b`` by ``k`` (a curve's value)."""
    return a + (b - a) * k
