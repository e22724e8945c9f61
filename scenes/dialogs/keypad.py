"""An on-screen keypad for game codes: letters, digits, dash and backspace keys."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from scenes.ui import theme as th
from scenes.ui.gui import common_size

if TYPE_CHECKING:
    from scenes.base import Scene

BACKSPACE = "\b"
KEYPAD_KEYS: tuple[str, ...] = (
    *"ABCDEFGHIJKLMNOPQRSTUVWXYZ", *"0123456789", "-", BACKSPACE,
)
MAX_CODE_LENGTH = 20


class Keypad:
    """Letter, digit, dash and backspace keys that type into a text field.

    A game code is Latin letters and digits, so the keys keep their A..Z order in every
    language (not mirrored in Hebrew).
    """

    def __init__(self, scene: Scene, area: pygame.Rect, min_key: int,
                 on_key: Callable[[str], None]) -> None:
        self.buttons: dict[Any, str] = {}  # button -> its key
        gap = max(3, min_key // 10)

        def key_size(cols: int) -> tuple[float, float]:
            rows = -(-len(KEYPAD_KEYS) // cols)
            return ((area.width - gap * (cols - 1)) / cols,
                    min(min_key * 1.25, (area.height - gap * (rows - 1)) / rows))

        # Three rows of 13 or four of 10: whichever gives the larger keys (in portrait, four
        # rows of wider keys, not narrow ones with the room above and below them left empty).
        cols = max((13, 10), key=lambda c: min(key_size(c)))
        rows = -(-len(KEYPAD_KEYS) // cols)
        key_w, key_h = key_size(cols)
        used_h = rows * key_h + (rows - 1) * gap
        top = area.y + (area.height - used_h) / 2
        order = self._order(cols)
        rects = []
        for index in range(len(order)):
            row, col = divmod(index, cols)
            x, y = area.x + col * (key_w + gap), top + row * (key_h + gap)
            rects.append(pygame.Rect(round(x), round(y), round(key_w), round(key_h)))
        labels = ["⌫" if key == BACKSPACE else key for key in order]
        # One size for every key, the one at which the widest (W, ⌫) fits the smallest key:
        # a key drawn smaller than its neighbours looks like another kind of key.
        smallest = min(rects, key=lambda r: (r.width, r.height))
        size = common_size(labels, smallest, th.nearest_font_size(key_h * 0.5))
        for key, label, rect in zip(order, labels, rects, strict=True):
            widget = scene.button(rect, label, partial(on_key, key), kind="key", size=size)
            self.buttons[widget] = key
        self.rect = pygame.Rect(area.x, round(top), area.width, round(used_h))

    @staticmethod
    def _order(cols: int) -> list[str]:
        if cols == 13:  # letters in two rows, then digits, dash and backspace
            return list(KEYPAD_KEYS)
        # digits first (as on a phone), then the letters; dash and backspace close the grid
        return [*"0123456789", *"ABCDEFGHIJKLMNOPQRSTUVWXYZ", "-", BACKSPACE]

    @staticmethod
    def apply(current: str, key: str) -> str:
        """The field's text after pressing ``key``."""
        if key == BACKSPACE:
            return current[:-1]
        if len(current) >= MAX_CODE_LENGTH:
            return current
        return current + key
