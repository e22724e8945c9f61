"""Give pixel buffers back to the system as soon as nothing draws them, so the app stays small.

Two things would keep them: glibc's heap, and Python's cycle collector.

glibc gives a block of 128 KiB or more a mapping of its own and returns it to the system when
it is freed, but the first time such a block is freed it raises that threshold to the block's
size (up to 32 MiB). A card atlas is freed whenever the card size changes, so from then on
every card sprite, text block, flight trail and frame-sized surface comes from the main heap.
Those come in a different mix of sizes with each game and screen, and the holes they leave
between longer-lived blocks stay resident: in a soak of the three games in turn, 13-16 MB of
the heap was free but resident (1.3-2 MB with this). Setting the threshold fixes it at 128 KiB
and turns the raising off, so each large buffer goes back to the system when freed. Elsewhere
(musl, Windows, macOS) there is no such call, and nothing to do (``tune``).

A frame-sized surface in the display's format is made as such (``screen_sized``), not drawn
in another format and converted: ``Surface(size).convert()`` made and converted 8 MB at
1920x1080, 4-8 ms of the frame that needed it (the win's first frame, a dialog's backdrop).

A scene is a web of objects that refer to each other (its widgets call its methods), so when
it leaves the stack only the cycle collector frees it, and with it its surfaces: a table's
are 16-20 MB at full HD. The collector is blind to them: it counts Python objects, and a
surface is one small object however many pixels it holds, so it let ten games' tables pile
up (240 MB after ten tables at 1920x1080, 115 MB with a collection after each). So the stack
collects when a scene has left (``release``). Each full collection walks every object alive,
30,000 after start-up, which took 20-30 ms (a dropped frame or two when it fell in the middle
of an animation); what exists at the end of start-up (modules, the UI manager, the store)
lives as long as the app, and ``settle`` moves it out of the collector's sight, so a full
collection takes 1-3 ms (and 2-7 ms more freeing a table that left).
"""

from __future__ import annotations

import ctypes
import gc
import logging
import sys
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import pygame

M_MMAP_THRESHOLD = -3  # glibc's malloc.h
MMAP_THRESHOLD = 128 * 1024  # glibc's default, kept fixed from now on

log = logging.getLogger("solitaire.allocator")
_settled: list[bool] = []  # settle() has frozen start-up (once per process)


def tune() -> bool:
    """Fix glibc's mmap threshold; True when it was set (Linux with glibc), else False."""
    if not sys.platform.startswith("linux"):
        return False
    try:
        mallopt = ctypes.CDLL(None).mallopt  # the C library the interpreter runs on
    except (OSError, AttributeError):  # not glibc (musl has no mallopt)
        return False
    mallopt.argtypes = (ctypes.c_int, ctypes.c_int)
    mallopt.restype = ctypes.c_int
    done = mallopt(M_MMAP_THRESHOLD, MMAP_THRESHOLD) == 1
    if not done:
        log.warning("mallopt(M_MMAP_THRESHOLD) refused; large buffers may fragment the heap")
    return done


def settle() -> None:
    """Start-up is over, before the first scene: what exists now (no garbage yet: nothing has
    been thrown away) lives as long as the process, and no collection walks it again. Never
    later: a frozen object is never freed, nor what it refers to (a freeze at the first frame
    froze the first scene, and kept 120 MB alive over ten games). Once per process: a later
    call (another App in the same tests' process) would freeze what is garbage by then.
    A flag, not ``gc.get_freeze_count()``: that walks every frozen object, 2-10 ms a call
    once start-up is frozen (each App of a tests' process paid it)."""
    if not _settled:
        gc.freeze()
        _settled.append(True)


def release() -> None:
    """A scene has left: free it now, with its surfaces (a full collection, 1-3 ms)."""
    gc.collect()


def screen_sized(size: tuple[int, int]) -> pygame.Surface:
    """A surface of ``size`` in the display's format (an opaque frame, a still table), as
    ``pygame.Surface(size).convert()`` gives but without a second buffer to convert from."""
    import pygame  # here: the heap is tuned before pygame loads, and probed without it

    screen = pygame.display.get_surface()
    if screen is None:
        return pygame.Surface(size).convert()  # refused as before: there is no display format
    return pygame.Surface(size, 0, screen)
