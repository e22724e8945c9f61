"""Hand memory the app has freed back to the system between games.

glibc keeps freed heap pages for reuse; after thousands of games of short-lived surfaces,
solver tables and text lines the kept pages make a kiosk's resident size creep although
nothing is leaked. ``malloc_trim`` returns them. Elsewhere (Windows, macOS, musl) the
allocator returns memory on its own terms and this does nothing.
"""

from __future__ import annotations

import ctypes
import sys
from collections.abc import Callable


def _find_trim() -> Callable[[int], int] | None:
    if not sys.platform.startswith("linux"):
        return None
    try:
        trim = ctypes.CDLL(None).malloc_trim
    except (OSError, AttributeError):
        return None
    trim.argtypes = [ctypes.c_size_t]
    trim.restype = ctypes.c_int
    return trim


_trim = _find_trim()


def release_free_memory() -> bool:
    """Return freed heap pages to the system; True if the allocator gave any back."""
    return bool(_trim(0)) if _trim is not None else False
