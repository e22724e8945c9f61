"""Keep large pixel buffers off glibc's main heap, so a kiosk left running for days stays small.

glibc gives a block of 128 KiB or more a mapping of its own and returns it to the system when
it is freed, but the first time such a block is freed it raises that threshold to the block's
size (up to 32 MiB). A card atlas is freed whenever the card size changes, so from then on
every card sprite, text block, flight trail and frame-sized surface comes from the main heap.
Those come in a different mix of sizes with each game and screen, and the holes they leave
between longer-lived blocks stay resident: in a soak of the three games in turn, 13-16 MB of
the heap was free but resident (1.3-2 MB with this). Setting the threshold fixes it at 128 KiB
and turns the raising off, so each large buffer goes back to the system when freed. Elsewhere
(musl, Windows, macOS) there is no such call, and nothing to do.
"""

from __future__ import annotations

import ctypes
import logging
import sys

M_MMAP_THRESHOLD = -3  # glibc's malloc.h
MMAP_THRESHOLD = 128 * 1024  # glibc's default, kept fixed from now on

log = logging.getLogger("solitaire.allocator")


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
