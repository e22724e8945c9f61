"""The event fuzzer over the three games: no exception, and the engine's invariants after
every event (tests/fuzz/driver.py says which).

Default: 204 000 events in all (68 000 per game) and 30 000 in kiosk mode, seeded.
``pytest tests/fuzz --fuzz-long`` or ``FUZZ_LONG=1`` runs ten times as many; ``FUZZ_EVENTS``
sets the games' total (the kiosk's in proportion), ``FUZZ_SEED`` the seed. A failure prints
the seed, the event number and the last actions.

Two things are set for speed and nothing else: the store's fsync is a no-op (the fuzzer saves
after every move; durability is tests/test_store.py's job) and the Hint's search is cut to
50 ms (the hint flow is what is fuzzed, not the solver: the app's worker process answers,
as it would in play, so answers come a few frames later and some are made stale).
"""

from __future__ import annotations

import os
import tempfile
import time
import zlib
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from scenes.table import hints

from .driver import GAMES, Fuzzer
from .kiosk_driver import KioskFuzzer

pytestmark = pytest.mark.slow

DEFAULT_EVENTS = 204_000
KIOSK_EVENTS = 30_000


def _total(config: pytest.Config, default: int = DEFAULT_EVENTS) -> int:
    if os.environ.get("FUZZ_EVENTS"):
        return int(os.environ["FUZZ_EVENTS"]) * default // DEFAULT_EVENTS
    long = config.getoption("--fuzz-long", default=False) or os.environ.get("FUZZ_LONG")
    return default * (10 if long else 1)


@pytest.fixture
def fast(monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    monkeypatch.setattr(os, "fsync", lambda fd: None)
    monkeypatch.setattr(hints, "TIMEOUT_S", 0.05)
    shm = Path("/dev/shm")
    with tempfile.TemporaryDirectory(prefix="fuzz-",
                                     dir=shm if shm.is_dir() else None) as folder:
        yield Path(folder)
    pygame.event.clear()


@pytest.mark.parametrize("game", GAMES)
def test_fuzz_game(game: str, fast: Path, request: pytest.FixtureRequest) -> None:
    events = _total(request.config) // len(GAMES)
    seed = int(os.environ.get("FUZZ_SEED", "2024")) * 1000 + zlib.crc32(game.encode()) % 1000
    fuzzer = Fuzzer(game, seed, fast / game)
    start = time.perf_counter()
    stats = fuzzer.run(events)
    seconds = time.perf_counter() - start
    print(f"\n{game}: {stats.events} events in {seconds:.1f} s "
          f"({stats.events / seconds:.0f}/s), {stats.frames} frames, {stats.draws} draws, "
          f"{stats.still_checks} still-table checks, {stats.moves_played} moves tried, "
          f"{stats.games_started} games, {stats.texts} hostile text events "
          f"({stats.texts_in_field} into the code field); actions {dict(stats.actions)}")
    assert stats.events >= events
    assert stats.draws >= events // fuzzer.draw_every
    # The streams reached the places they are meant to reach.
    assert stats.actions["drag"] and stats.actions["resize_mid_drag"]
    assert stats.actions["new_game_mid_drag"] and stats.actions["undo_hammer"]
    assert stats.texts_in_field and stats.texts > stats.texts_in_field


def test_fuzz_kiosk(fast: Path, request: pytest.FixtureRequest) -> None:
    """Kiosk mode: the tables' stream plus the staff gesture, the PIN pad, the attract screen,
    idle times, quit requests, system keys and hostile text; no escape (kiosk_driver.py)."""
    events = _total(request.config, KIOSK_EVENTS)
    seed = int(os.environ.get("FUZZ_SEED", "2024")) * 1000 + 19
    fuzzer = KioskFuzzer(GAMES[seed % len(GAMES)], seed, fast / "kiosk")
    start = time.perf_counter()
    stats = fuzzer.run(events)
    seconds = time.perf_counter() - start
    kiosk = fuzzer.kiosk
    print(f"\nkiosk: {stats.events} events in {seconds:.1f} s, {stats.texts} hostile text "
          f"events, {dict(kiosk)}, escapes {kiosk['escapes']}; screens {dict(stats.scenes)}; "
          f"actions {dict(stats.actions)}")
    assert stats.events >= events and kiosk["escapes"] == 0
    # The stream reached the kiosk's own screens and tried its ways out.
    assert kiosk["pin_pads_opened"] and kiosk["wrong_pins"] and kiosk["attract_screens"]
    assert kiosk["quit_requests_and_system_keys"] and stats.texts
