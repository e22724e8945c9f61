"""The allocator: after a big buffer is freed, the next big one still gets its own mapping, and a
scene that left is freed at once.

The tuning's checks run in a fresh interpreter: the tuning is process-wide and one-way, and the
untuned control needs glibc's defaults.
"""

from __future__ import annotations

import ctypes
import gc
import subprocess
import sys
import weakref
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[1]

# Frees a 16 MiB block, then asks for a 4 MiB one and prints how many bytes glibc now has in
# mappings of their own beyond what it had before (0: the block came from the heap). 4 MiB:
# a request glibc can serve from free heap space goes there whatever the threshold, and a
# fresh interpreter's heap has no 4 MiB to spare.
PROBE = """
import ctypes, sys
from scenes import allocator
tuned = allocator.tune() if sys.argv[1] == "tune" else None
libc = ctypes.CDLL(None)
class Info(ctypes.Structure):
    _fields_ = [(n, ctypes.c_size_t) for n in (
        "arena", "ordblks", "smblks", "hblks", "hblkhd", "usmblks", "fsmblks", "uordblks",
        "fordblks", "keepcost")]
libc.mallinfo2.restype = Info
libc.malloc.restype = ctypes.c_void_p
libc.free.argtypes = (ctypes.c_void_p,)
libc.free(libc.malloc(16 << 20))
before = libc.mallinfo2().hblkhd
block = libc.malloc(4 << 20)
print(tuned, libc.mallinfo2().hblkhd - before)
libc.free(block)
"""


def _libc() -> ctypes.CDLL | None:
    if not sys.platform.startswith("linux"):
        return None
    try:
        return ctypes.CDLL(None)
    except OSError:
        return None


LIBC = _libc()
GLIBC = LIBC is not None and hasattr(LIBC, "gnu_get_libc_version") and hasattr(LIBC, "mallopt")
# The probe reads the mapped bytes with mallinfo2 (glibc 2.33 and later).
PROBE_READS = GLIBC and hasattr(LIBC, "mallinfo2")


def _probe(mode: str) -> tuple[str, int]:
    out = subprocess.run(
        [sys.executable, "-c", PROBE, mode], cwd=ROOT, capture_output=True, text=True,
        check=True, timeout=60,
    ).stdout.split()
    return out[0], int(out[1])


@pytest.mark.skipif(not PROBE_READS, reason="needs glibc 2.33+ (mallinfo2) to see the mapping")
def test_a_big_block_after_a_freed_bigger_one_is_mapped_on_its_own() -> None:
    tuned, mapped = _probe("tune")
    assert tuned == "True"
    assert mapped >= 4 << 20


@pytest.mark.skipif(not PROBE_READS, reason="needs glibc 2.33+ (mallinfo2) to see the mapping")
def test_untuned_glibc_moves_it_onto_the_heap() -> None:
    """The control: without the tuning, the freed 16 MiB raises glibc's threshold, so the
    4 MiB block comes from the heap (as pixel buffers did, fragmenting it)."""
    tuned, mapped = _probe("none")
    assert tuned == "None"
    assert mapped == 0


def test_tune_reports_whether_it_could_apply() -> None:
    """In a process of its own, as the app tunes its own (the tests' processes keep glibc's
    defaults: ``tests/conftest.py``)."""
    out = subprocess.run(
        [sys.executable, "-c", "from scenes import allocator; print(allocator.tune())"],
        cwd=ROOT, capture_output=True, text=True, check=True, timeout=60,
    ).stdout.split()
    assert out == [str(GLIBC)]


def test_the_app_tunes_before_it_starts_pygame(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    import pygame

    from scenes import allocator
    from scenes.app import App

    calls: list[bool] = []

    def tune() -> bool:
        calls.append(pygame.get_init())
        return True

    monkeypatch.setattr(allocator, "tune", tune)
    pygame.quit()
    App((640, 480), "en", data_dir=tmp_path)
    assert calls == [False]


def test_a_table_that_left_the_stack_is_freed_by_the_next_frame(app: Any) -> None:
    """A table is a web of objects that refer to each other, which only the cycle collector
    frees; its surfaces weigh nothing to the collector's counts, so without ``release`` a
    table that left lived on until some full collection, long after."""
    app.nav.start_game("golf", None, deal=1)
    app.step()
    table = weakref.ref(app.scene)
    gc.collect()  # the table is old now: only a full collection reaches it
    app.nav.to_menu()
    app.step()
    assert table() is None


def test_the_start_up_is_out_of_the_collectors_sight(app: Any) -> None:
    assert gc.get_freeze_count() > 0
    frozen = gc.get_freeze_count()
    App = type(app)
    App((320, 240), "en", data_dir=app.store.data_dir)
    assert gc.get_freeze_count() == frozen  # a second App freezes nothing more
