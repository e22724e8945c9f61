"""The window: opened at a size (never under ``MIN_SIZE``), framed or full screen, and the
bursts of resize events a dragged window or a turning device sends, made one."""

from __future__ import annotations

import pygame

MIN_SIZE = (480, 480)
RESIZE_ECHOES = frozenset({pygame.VIDEORESIZE, pygame.WINDOWRESIZED})


def fitted(size: tuple[int, int]) -> tuple[int, int]:
    """``size`` grown to at least ``MIN_SIZE``."""
    return max(size[0], MIN_SIZE[0]), max(size[1], MIN_SIZE[1])


def open_window(size: tuple[int, int], fullscreen: bool, kiosk: bool) -> pygame.Surface:
    """The window's surface: full screen, or resizable; without a frame in kiosk mode."""
    flags = pygame.FULLSCREEN if fullscreen else pygame.RESIZABLE
    if kiosk:
        flags |= pygame.NOFRAME
    surface = pygame.display.set_mode(fitted(size), flags)
    pygame.display.set_caption("Solitaire")
    return surface


def coalesced(events: list[pygame.event.Event]) -> list[pygame.event.Event]:
    """A frame's events with a burst of resizes made one: only the frame's last new size is
    laid out (a window dragged or a device turning sends hundreds a second, and a layout per
    event left seconds of backlog), and the echoes SDL sends beside each are dropped."""
    sizes = [i for i, e in enumerate(events) if e.type == pygame.WINDOWSIZECHANGED]
    if not sizes:
        return events
    return [e for i, e in enumerate(events) if e.type not in RESIZE_ECHOES
            and (e.type != pygame.WINDOWSIZECHANGED or i == sizes[-1])]
