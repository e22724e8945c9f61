"""Test set-up: headless SDL, English unless a test asks otherwise."""

from __future__ import annotations

import copy
import hashlib
import json
import math
import os
import pickle
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any, TypeVar

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


T = TypeVar("T")
_answers: dict[str, Any] = {}  # worked out in this process, by key
_shared: list[Path] = []  # where the run's workers keep them for each other (a worker's)


def pytest_configure(config: pytest.Config) -> None:
    if hasattr(config, "workerinput") and config.option.basetemp:
        _shared.append(Path(config.option.basetemp).parent / "answers")


def worked_out_once(key: str, work: Callable[[], T | None]) -> T | None:
    """``work()``, done once per run for ``key`` (a search whose answer depends only on what
    the key names: the searches count positions, so every process finds the same answer):
    kept in this process, and under xdist in the run's temporary folder for the other
    worker, which waits for it rather than working it out again (each review the screens'
    tests open took both workers seconds). None (given up) is not kept. A deep copy each
    time: no test sees what another changed."""
    if key not in _answers:
        answer = _worked_out_by_one_worker(key, work) if _shared else work()
        if answer is None:
            return None
        _answers[key] = answer
    return copy.deepcopy(_answers[key])


def _worked_out_by_one_worker(key: str, work: Callable[[], T | None]) -> T | None:
    import fcntl

    folder = _shared[0]
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / (hashlib.sha256(key.encode()).hexdigest() + ".pickle")
    with open(path.with_suffix(".lock"), "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # the other worker, working it out: wait for it
        if path.exists():
            answer: T = pickle.loads(path.read_bytes())
            return answer
        worked = work()
        if worked is not None:
            path.with_suffix(".part").write_bytes(pickle.dumps(worked))
            path.with_suffix(".part").replace(path)
        return worked


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


@pytest.fixture
def remembered_reviews(monkeypatch: pytest.MonkeyPatch) -> None:
    """The searches a review screen asks the frame loop for (a game's review, a better
    move's hint, a winning line), each worked out once per run and kept
    (``worked_out_once``): the review tests open the reviews of the same few games again
    and again, a second or two each. The first time, it is worked out at once, not a slice
    a frame with a frame drawn between slices (the answer is the same: the searches count
    positions). A test of the slices themselves, or of what the loop and the engine agree
    on, does without."""
    from scenes.table import hints

    real = hints.job_for

    def job_for(payload: Any, timeout: float) -> Any:
        key = json.dumps([list(payload), timeout], sort_keys=True, default=str)
        given_up: list[Any] = []

        def work() -> Any:
            job = real(payload, timeout)  # raises for a payload it cannot use, as it did
            answer = job.step(math.inf)
            if answer is None:  # given up (its guard): nothing to keep
                given_up.append(job)
            return answer

        answer = worked_out_once("job " + key, work)
        return given_up[0] if given_up else _Answered(answer)

    monkeypatch.setattr(hints, "job_for", job_for)
