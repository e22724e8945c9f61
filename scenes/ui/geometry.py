"""Boxes on the screen in reading order: rows run right to left in a right-to-left language
(pygame_gui never mirrors a layout; these do)."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.i18n import is_rtl


def split_row(
    area: pygame.Rect, count: int, gap: int, mirrored: bool | None = None,
    weights: Sequence[float] | None = None,
) -> list[pygame.Rect]:
    """``count`` boxes across ``area`` in reading order: right to left in Hebrew."""
    if count <= 0:
        return []
    mirrored = is_rtl() if mirrored is None else mirrored
    weights = list(weights) if weights else [1.0] * count
    free = area.width - gap * (count - 1)
    total = sum(weights)
    rects: list[pygame.Rect] = []
    x = float(area.x)
    for i, weight in enumerate(weights):
        w = free * weight / total
        right = area.right if i == count - 1 else round(x + w)
        rects.append(pygame.Rect(round(x), area.y, right - round(x), area.height))
        x += w + gap
    if mirrored:
        rects = [mirror(r, area) for r in rects]
    return rects


def split_column(area: pygame.Rect, count: int, gap: int) -> list[pygame.Rect]:
    """``count`` boxes down ``area``, top to bottom."""
    if count <= 0:
        return []
    h = (area.height - gap * (count - 1)) / count
    return [
        pygame.Rect(area.x, round(area.y + i * (h + gap)), area.width, round(h))
        for i in range(count)
    ]


def mirror(rect: pygame.Rect, area: pygame.Rect) -> pygame.Rect:
    """``rect`` reflected across the vertical centre line of ``area``."""
    return pygame.Rect(area.left + area.right - rect.right, rect.y, rect.width, rect.height)


def start_side(rect: pygame.Rect, width: int, mirrored: bool | None = None) -> pygame.Rect:
    """A box ``width`` wide at the reading start of ``rect`` (left, or right in Hebrew)."""
    mirrored = is_rtl() if mirrored is None else mirrored
    x = rect.right - width if mirrored else rect.x
    return pygame.Rect(x, rect.y, width, rect.height)


def end_side(rect: pygame.Rect, width: int, mirrored: bool | None = None) -> pygame.Rect:
    mirrored = is_rtl() if mirrored is None else mirrored
    x = rect.x if mirrored else rect.right - width
    return pygame.Rect(x, rect.y, width, rect.height)


def centred(size: tuple[int, int], within: pygame.Rect) -> pygame.Rect:
    rect = pygame.Rect(0, 0, *size)
    rect.center = within.center
    return rect


def covered(box: pygame.Rect, rects: Sequence[pygame.Rect]) -> int:
    """The area of ``rects`` that ``box`` covers (overlaps counted as often as they lie).
    Only the rects it meets are measured (pygame finds them): a panel or a bubble looking
    for its place tries hundreds of boxes over a hundred cards."""
    total, clip = 0, box.clip
    for i in box.collidelistall(rects):
        met = clip(rects[i])
        total += met.width * met.height
    return total
