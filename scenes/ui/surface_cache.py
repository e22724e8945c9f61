"""Drawn surfaces kept for reuse, bounded in entries and in pixel bytes.

A count alone does not bound memory: one entry may be a word, another a felt the size of the
screen (8 MB at 1920x1080). So a cache lets go of its least recently used surfaces as soon as
either bound is passed; the newest always stays, however large, since its caller draws it
next. Used for rendered text (``scenes.ui.text``), the felt (``scenes.ui.theme``) and charts
(``scenes.ui.chart``).
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Hashable, Iterator
from typing import Generic, TypeVar

import pygame

K = TypeVar("K", bound=Hashable)


def pixel_bytes(surf: pygame.Surface) -> int:
    """The bytes ``surf``'s pixels take."""
    return surf.get_pitch() * surf.get_height()


class SurfaceCache(Generic[K]):
    """Surfaces by key, least recently used first out beyond ``entries`` or ``max_bytes``."""

    def __init__(self, entries: int, max_bytes: int) -> None:
        self.entries = entries
        self.max_bytes = max_bytes
        self._kept: OrderedDict[K, pygame.Surface] = OrderedDict()
        self._bytes = 0

    def get(self, key: K) -> pygame.Surface | None:
        surf = self._kept.get(key)
        if surf is not None:
            self._kept.move_to_end(key)
        return surf

    def put(self, key: K, surf: pygame.Surface) -> pygame.Surface:
        """Keep ``surf`` for ``key`` (replacing what was kept for it); returns it."""
        old = self._kept.pop(key, None)
        if old is not None:
            self._bytes -= pixel_bytes(old)
        self._kept[key] = surf
        self._bytes += pixel_bytes(surf)
        while len(self._kept) > 1 and (
            len(self._kept) > self.entries or self._bytes > self.max_bytes
        ):
            self._bytes -= pixel_bytes(self._kept.popitem(last=False)[1])
        return surf

    def clear(self) -> None:
        self._kept.clear()
        self._bytes = 0

    @property
    def bytes(self) -> int:
        """The pixel bytes kept now."""
        return self._bytes

    def __len__(self) -> int:
        return len(self._kept)

    def surfaces(self) -> Iterator[pygame.Surface]:
        """The surfaces kept, least recently used first."""
        return iter(self._kept.values())
