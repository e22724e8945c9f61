"""Short, soft sound effects, synthesised at start-up (no files, no numpy).

Each effect is a few hundred milliseconds of decaying tones or filtered noise, built as
samples in Python and packed with ``array`` into the mixer's own format. When the mixer cannot
open (no audio device, a broken driver, pygame without mixer) the game stays silent.
"""

from __future__ import annotations

import contextlib
import functools
import math
from array import array
from collections.abc import Callable

import pygame

NAMES: tuple[str, ...] = ("take", "place", "refusal", "win", "deal")
PEAK = 0.32  # soft: well below full scale
FADE_SECONDS = 0.004  # ramps at both ends, so no effect starts or stops with a click


def _envelope(n: int, rate: int, decay: float) -> list[float]:
    """Exponential decay (``decay`` = time constant in seconds) with short fades."""
    fade = max(1, int(FADE_SECONDS * rate))
    k = math.exp(-1 / (decay * rate))
    env, e = [], 1.0
    for i in range(n):
        env.append(e * min(1.0, i / fade, (n - 1 - i) / fade))
        e *= k
    return env


def _tone(rate: int, seconds: float, freqs: tuple[float, ...], decay: float,
          glide: float = 0.0) -> list[float]:
    """Sine partials (the first is loudest) with an optional pitch glide (octaves/second)."""
    n = int(seconds * rate)
    env = _envelope(n, rate, decay)
    out = [0.0] * n
    weights = [1.0 / (k + 1) for k in range(len(freqs))]
    norm = sum(weights)
    sin, tau = math.sin, 2 * math.pi
    bend = [2 ** (glide * i / rate) for i in range(n)] if glide else None
    for f, wgt in zip(freqs, weights, strict=True):
        amp, step = wgt / norm, tau * f / rate
        if bend is None:
            for i in range(n):
                out[i] += sin(step * i) * amp
            continue
        phase = 0.0
        for i in range(n):
            phase += step * bend[i]
            out[i] += sin(phase) * amp
    return [s * e for s, e in zip(out, env, strict=True)]


def _noise(rate: int, seconds: float, decay: float, brightness: float, seed: int) -> list[float]:
    """Low-passed noise from a tiny LCG (deterministic, no ``random``)."""
    n = int(seconds * rate)
    env = _envelope(n, rate, decay)
    state, smooth, out = seed or 1, 0.0, []
    for i in range(n):
        state = (state * 1103515245 + 12345) & 0x7FFFFFFF
        white = state / 0x3FFFFFFF - 1.0
        smooth += brightness * (white - smooth)
        out.append(smooth * env[i])
    peak = max(1e-9, max(abs(s) for s in out))
    return [s / peak for s in out]


def _mix(length: int, *parts: tuple[int, float, list[float]]) -> list[float]:
    """Sum (offset in samples, gain, samples) parts into one buffer, normalised to PEAK."""
    out = [0.0] * length
    for offset, gain, samples in parts:
        for i, s in enumerate(samples):
            if 0 <= offset + i < length:
                out[offset + i] += gain * s
    peak = max(1e-9, max(abs(s) for s in out))
    return [s * PEAK / peak for s in out]


def _take(rate: int) -> list[float]:
    click = _noise(rate, 0.05, 0.008, 0.35, seed=7)
    body = _tone(rate, 0.07, (880.0, 1320.0), 0.018)
    return _mix(int(0.07 * rate), (0, 0.5, click), (0, 0.6, body))


def _place(rate: int) -> list[float]:
    thud = _tone(rate, 0.12, (196.0, 392.0, 588.0), 0.03, glide=-1.5)
    slap = _noise(rate, 0.06, 0.012, 0.25, seed=11)
    return _mix(int(0.12 * rate), (0, 0.8, thud), (0, 0.5, slap))


def _refusal(rate: int) -> list[float]:
    first = _tone(rate, 0.12, (330.0, 660.0), 0.06)
    second = _tone(rate, 0.16, (247.0, 494.0), 0.08)
    return _mix(int(0.26 * rate), (0, 0.7, first), (int(0.1 * rate), 0.7, second))


def _win(rate: int) -> list[float]:
    notes = (523.25, 659.25, 783.99, 1046.5)  # C E G C
    step = int(0.11 * rate)
    parts = [(k * step, 0.7, _tone(rate, 0.35, (f, 2 * f, 3 * f), 0.12))
             for k, f in enumerate(notes)]
    return _mix(step * (len(notes) - 1) + int(0.35 * rate), *parts)


def _deal(rate: int) -> list[float]:
    step = int(0.045 * rate)
    parts = [(k * step, 1.0 - 0.12 * k, _noise(rate, 0.04, 0.01, 0.3 + 0.05 * k, seed=3 + k))
             for k in range(4)]
    return _mix(step * 3 + int(0.04 * rate), *parts)


_MAKERS: dict[str, Callable[[int], list[float]]] = {
    "take": _take, "place": _place, "refusal": _refusal, "win": _win, "deal": _deal,
}


def samples(name: str, rate: int = 44100) -> list[float]:
    """The effect as mono floats in -1..1 (for the mixer, and for tests)."""
    return _MAKERS[name](rate)


_FORMATS = {-8: ("b", 127, 0), 8: ("B", 127, 128), -16: ("h", 32767, 0),
            16: ("H", 32767, 32768), -32: ("i", 2**31 - 1, 0), 32: ("f", 1, 0)}


def pack(mono: list[float], fmt: int, channels: int) -> bytes:
    """Mono floats as interleaved PCM in one of the mixer's formats (see mixer.get_init)."""
    code, scale, offset = _FORMATS[fmt]
    if code == "f":
        floats = array("f")
        for s in mono:
            floats.extend([s] * channels)
        return floats.tobytes()
    ints = array(code)
    for s in mono:
        ints.extend([round(s * scale + offset)] * channels)
    return ints.tobytes()


class Sounds:
    """The game's effects; silent when disabled or when the mixer cannot open."""

    def __init__(self, enabled: bool = True, volume: float = 1.0) -> None:
        self._enabled = enabled
        self._volume = volume
        self._sounds: dict[str, pygame.mixer.Sound] | None = None
        self._failed = False
        if enabled:
            self._load()

    @property
    def enabled(self) -> bool:
        return self._enabled

    @property
    def available(self) -> bool:
        """True once the effects are loaded into a working mixer."""
        return bool(self._sounds)

    def set_enabled(self, enabled: bool) -> None:
        self._enabled = enabled
        if enabled:
            self._load()
        elif self._sounds:
            for snd in self._sounds.values():
                snd.stop()

    def play(self, name: str) -> None:
        if name not in _MAKERS:
            raise KeyError(f"unknown sound: {name!r}")
        if not self._enabled or not self._sounds:
            return
        with contextlib.suppress(pygame.error):  # a device that vanished: stay quiet
            self._sounds[name].play()

    def _load(self) -> None:
        if self._sounds is not None or self._failed:
            return
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(44100, -16, 2, 512)
            init = pygame.mixer.get_init()
            if not init:
                raise pygame.error("mixer did not initialise")
            rate, fmt, channels = init
            if fmt not in _FORMATS:
                raise pygame.error(f"unsupported mixer format {fmt}")
            loaded = {}
            for name in NAMES:
                snd = pygame.mixer.Sound(buffer=pack(samples(name, rate), fmt, channels))
                snd.set_volume(self._volume)
                loaded[name] = snd
            self._sounds = loaded
        except (pygame.error, NotImplementedError, OSError, AttributeError):
            self._failed = True  # no audio on this machine: play() stays silent



@functools.cache
def shared_sounds() -> Sounds | bool:
    """The effects, synthesised once per process (about a second of CPU on a small tablet:
    every new table used to pay it again on its first sound), or False when silent."""
    try:
        return Sounds(True)
    except Exception:  # no mixer: play on in silence
        return False
