"""Sound effects: synthesised shapes, packing, and silence when the mixer cannot open."""

from __future__ import annotations

import os
import struct

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from scenes.ui import sound
from scenes.ui.sound import NAMES, Sounds


@pytest.mark.parametrize("name", NAMES)
def test_effects_are_short_soft_and_click_free(name: str) -> None:
    s = sound.samples(name, 22050)
    seconds = len(s) / 22050
    assert 0.04 <= seconds <= 0.8
    peak = max(abs(v) for v in s)
    assert 0.2 <= peak <= sound.PEAK + 1e-9
    assert abs(s[0]) < 0.02 and abs(s[-1]) < 0.02


def test_effects_differ() -> None:
    assert len({tuple(round(v, 3) for v in sound.samples(n, 8000)) for n in NAMES}) == len(NAMES)


def test_pack_formats() -> None:
    mono = [0.0, 1.0, -1.0]
    assert struct.unpack("<6h", sound.pack(mono, -16, 2)) == (0, 0, 32767, 32767, -32767, -32767)
    assert sound.pack(mono, 8, 1) == bytes([128, 255, 1])
    assert struct.unpack("<3f", sound.pack(mono, 32, 1)) == (0.0, 1.0, -1.0)


def test_plays_with_the_dummy_driver() -> None:
    pygame.mixer.quit()
    sounds = Sounds(True)
    try:
        for name in NAMES:
            sounds.play(name)
        sounds.set_enabled(False)
        sounds.play("win")
        assert not sounds.enabled
    finally:
        pygame.mixer.quit()


def test_unknown_name_is_a_bug() -> None:
    with pytest.raises(KeyError):
        Sounds(False).play("applause")


def test_silent_when_the_mixer_cannot_open(monkeypatch: pytest.MonkeyPatch) -> None:
    pygame.mixer.quit()

    def no_device(*args: object, **kwargs: object) -> None:
        raise pygame.error("No available audio device")

    monkeypatch.setattr(pygame.mixer, "init", no_device)
    sounds = Sounds(True)
    assert not sounds.available
    for name in NAMES:
        sounds.play(name)  # no crash, no sound
    sounds.set_enabled(False)
    sounds.set_enabled(True)
    sounds.play("take")
    assert not sounds.available


def test_silent_without_a_mixer_module(monkeypatch: pytest.MonkeyPatch) -> None:
    pygame.mixer.quit()

    def missing(*args: object, **kwargs: object) -> None:
        raise NotImplementedError("mixer module not available")

    monkeypatch.setattr(pygame.mixer, "get_init", missing)
    sounds = Sounds(True)
    sounds.play("deal")
    assert not sounds.available


def test_disabled_does_not_touch_the_mixer(monkeypatch: pytest.MonkeyPatch) -> None:
    pygame.mixer.quit()
    calls: list[object] = []
    monkeypatch.setattr(pygame.mixer, "init", lambda *a, **k: calls.append(a))
    sounds = Sounds(False)
    sounds.play("place")
    assert calls == []
    assert not sounds.available
