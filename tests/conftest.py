"""Test set-up: headless SDL, English unless a test asks otherwise."""

from __future__ import annotations

import copy
import json
import math
import os
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

# --cpu-report N: each test's CPU time and the costliest (docs/testing.md, "The suite's CPU").
pytest_plugins = ["tests.cpu_report"]

DATA = Path(__file__).resolve().parent / "data"

# A solve's or a hint's seconds are a guard against a hang, never part of its answer (the
# searches count positions): tests give them no limit, so a loaded machine changes nothing.
UNTIMED = math.inf


def kept_game(path: Path) -> dict[str, Any]:
    """What a saved game's file keeps: its object without when it was saved (a table writes
    that anew whenever it saves its game, changed or not)."""
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    data.pop("saved", None)
    return data


@pytest.fixture
def app(tmp_path: Path) -> Iterator[Any]:
    """An App at the menu, 800x480 in English, with its own data folder (a file may define
    its own ``app`` instead)."""
    import pygame

    from scenes.app import App

    made = App((800, 480), "en", data_dir=tmp_path)
    made.nav.to_menu()
    yield made
    pygame.event.clear()


@pytest.fixture(autouse=True, scope="session")
def _no_fsync() -> Iterator[None]:
    """The store's fsyncs guard against a power cut, which no test can make; in-process they
    only cost the suite time (a kill, as the killer scripts do it, leaves the page cache
    intact, and those scripts run in their own processes with the real fsync)."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(os, "fsync", lambda fd: None)
        yield


@pytest.fixture(autouse=True, scope="session")
def _heap_at_glibcs_defaults() -> Iterator[None]:
    """An App fixes glibc's mmap threshold (``allocator.tune``) so that a long-running app
    gives every large pixel buffer back when it is freed; the price is that each one is
    mapped anew and the kernel faults its pages in one by one. The app pays it once per
    screen; the tests' processes make thousands of Apps, tables and screens, and paid 8
    million page faults, a twentieth of the suite's CPU. Their heap keeps glibc's defaults:
    what the tuning does is checked in processes of their own (``tests/test_allocator.py``),
    that an App asks for it by a test that watches the call, and the apps the killer and
    hang scripts start are tuned as the player's is."""
    from scenes import allocator

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(allocator, "tune", lambda: False)
        yield


@pytest.fixture(autouse=True)
def _english() -> Iterator[None]:
    from game.i18n import set_language

    set_language("en")
    yield
    set_language("en")


@pytest.fixture(autouse=True)
def _no_first_run_lessons() -> Iterator[None]:
    """A game opened for the first time starts with its lesson; tests of other screens open
    their games straight away (the lessons' own tests turn it on: ``lessons_on``)."""
    from scenes.dialogs.results import ResultsScene
    from scenes.navigator import Navigator

    Navigator.first_run_lessons = False
    ResultsScene.prefetch_reviews = False  # no worker process behind every results screen
    yield
    Navigator.first_run_lessons = True
    ResultsScene.prefetch_reviews = True


@pytest.fixture(autouse=True)
def _hint_worker_ends_with_its_test() -> Iterator[None]:
    """The hint worker is a process of its own, shared by the App of a process: one started
    by a test (a press of Hint, a review) would go on working out hints of the positions
    later tests reach, on the CPU the suite shares. It ends with the test that started it,
    and is waited for, so that its CPU counts to that test (``--cpu-report``). Nor does an
    App start it on its own after the first frame, as the app does while the player looks
    (``App.start_worker_when_idle``)."""
    from scenes.app import App

    App.start_worker_when_idle = False
    yield
    App.start_worker_when_idle = True
    hints = sys.modules.get("scenes.table.hints")
    worker = getattr(hints, "_shared", None)
    if worker is None:
        return
    process = worker._process
    dying = list(worker._dying)
    worker.stop()
    for gone in [process, *dying]:
        if gone is not None:
            gone.join(5)  # killed: it ends at once (5 s only guards against a hang)
    hints._shared = None  # the next test's worker starts afresh, its failures uncounted


@pytest.fixture
def lessons_on() -> Iterator[None]:
    from scenes.navigator import Navigator

    Navigator.first_run_lessons = True
    yield


class _Answered:
    """A search job whose answer is already known: its first step gives it."""

    progress = 1.0

    def __init__(self, answer: Any) -> None:
        self.answer = answer

    def step(self, seconds: float) -> Any:
        return self.answer

    def cancel(self) -> None:
        pass


@pytest.fixture(scope="session")
def _review_memory() -> dict[str, Any]:
    return {}


@pytest.fixture
def remembered_reviews(_review_memory: dict[str, Any], monkeypatch: pytest.MonkeyPatch
                       ) -> dict[str, Any]:
    """The searches a review screen asks the frame loop for (a game's review, a better
    move's hint, a winning line), each worked out once per test process and kept: the
    review tests open the reviews of the same few games again and again, a second or two
    each. The first time, it is worked out at once, not a slice a frame with a frame drawn
    between slices (the answer is the same: the searches count positions). A test of the
    slices themselves, or of what the loop and the engine agree on, does without."""
    from scenes.table import hints

    real = hints.job_for

    def job_for(payload: Any, timeout: float) -> Any:
        key = json.dumps([list(payload), timeout], sort_keys=True, default=str)
        if key not in _review_memory:
            job = real(payload, timeout)  # raises for a payload it cannot use, as it did
            answer = job.step(math.inf)
            if answer is None:  # given up (its guard): nothing to keep
                return job
            _review_memory[key] = answer
        return _Answered(copy.deepcopy(_review_memory[key]))

    monkeypatch.setattr(hints, "job_for", job_for)
    return _review_memory
