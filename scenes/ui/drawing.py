"""Drawing straight onto a screen: a line of text fitted to its box, a wrapped block, a rounded
panel with its shadow, the scrim under a dialog.

Text is drawn by us, not by pygame_gui's labels and text boxes, for two measured reasons:
a UITextBox wraps visual-order (Hebrew) text in reverse line order (ECOSYSTEM.md), so wrapped
text must be wrapped in logical order and reordered line by line here; and a UILabel neither
shrinks its text to its box nor says when it cannot, where these fit every line (at least
``MIN_TEXT`` px) and record what did not fit in ``text.overflows`` (the all-sizes test reads
it). Panels are drawn here to sit under those lines in the same layer.
"""

from __future__ import annotations

from typing import Literal

import pygame

from game.i18n import is_rtl
from scenes.ui import text
from scenes.ui import theme as th
from scenes.ui.surface_cache import SurfaceCache

MIN_TEXT = 10  # only a line that does not fit at th.MIN_TEXT shrinks below it


def draw_text(
    surface: pygame.Surface,
    label: str,
    size: int,
    colour: text.Colour,
    rect: pygame.Rect,
    *,
    align: text.Align = "start",
    bold: bool = False,
    valign: str = "center",
) -> pygame.Rect:
    """One line fitted into ``rect`` (shrunk if needed), reading-side aligned; returns where."""
    rtl = is_rtl()
    s = size
    if text.text_width(label, s, bold) > rect.width:
        s = text.fit_size(label, rect.width, size, bold, min_size=MIN_TEXT)
        if text.text_width(label, s, bold) > rect.width:
            text.overflows.add((label, rect.width))
    img = text.render(label, s, colour, bold)
    box = img.get_rect()
    if align == "center":
        box.centerx = rect.centerx
    elif (align == "start") != rtl:
        box.left = rect.left
    else:
        box.right = rect.right
    if valign == "top":
        box.top = rect.top
    elif valign == "bottom":
        box.bottom = rect.bottom
    else:
        box.centery = rect.centery
    surface.blit(img, box)
    return box


def draw_block(
    surface: pygame.Surface,
    label: str,
    size: int,
    colour: text.Colour,
    rect: pygame.Rect,
    *,
    align: text.Align = "start",
    bold: bool = False,
    max_lines: int | None = None,
) -> int:
    """Wrapped text (logical wrap, then visual) at the top of ``rect``; returns its height."""
    s = size
    f = text.font(s, bold)
    lines = text.wrap_logical(label, s, rect.width, bold)
    while max_lines and len(lines) > max_lines and s > MIN_TEXT:
        s -= 1
        f = text.font(s, bold)
        lines = text.wrap_logical(label, s, rect.width, bold)
    block = text.render_block(label, s, colour, rect.width, align, bold=bold)
    surface.blit(block, rect.topleft)
    return len(lines) * f.get_linesize()


def draw_panel(
    surface: pygame.Surface,
    palette: th.Palette,
    rect: pygame.Rect,
    radius: int,
    colour: tuple[int, ...] | None = None,
    border: tuple[int, ...] | Literal["theme"] | None = "theme",
    shadow: bool = True,
) -> None:
    """A rounded panel with a soft shadow (dialogs, tiles): in the palette's panel colour
    and border unless told (``border=None``: none)."""
    colour = palette.panel if colour is None else colour
    border = palette.panel_border if border == "theme" else border
    if shadow:
        off = max(2, radius // 3)
        shade = _shade(rect.size, radius, off, tuple(palette.shadow))
        surface.blit(shade, (rect.x - off // 2, rect.y + off // 2))
    if len(colour) == 4:
        layer = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(layer, colour, layer.get_rect(), border_radius=radius)
        surface.blit(layer, rect.topleft)
    else:
        pygame.draw.rect(surface, colour, rect, border_radius=radius)
    if border is not None:
        pygame.draw.rect(surface, border, rect, width=max(1, radius // 7), border_radius=radius)


# A panel's shadow, by size, radius and colour: the menu draws three tiles and a dialog its
# panel every frame, each shadow a surface of its own made and rounded anew.
_shades: SurfaceCache[tuple[object, ...]] = SurfaceCache(entries=32, max_bytes=8 * 2**20)


def _shade(size: tuple[int, int], radius: int, off: int, colour: tuple[int, ...]
           ) -> pygame.Surface:
    key = (size, radius, off, colour)
    shade = _shades.get(key)
    if shade is None:
        if not len(_shades):
            pygame.register_quit(_shades.clear)  # made again after a pygame.init
        shade = pygame.Surface((size[0] + off * 2, size[1] + off * 2), pygame.SRCALPHA)
        pygame.draw.rect(shade, colour, shade.get_rect(), border_radius=radius + off)
        _shades.put(key, shade)
    return shade


def scrim(surface: pygame.Surface, palette: th.Palette, share: float = 1.0) -> None:
    """Darken what lies under a modal dialog (``share``: how far it has faded in)."""
    width, height = surface.get_size()
    key = (width, palette.scrim[:3])
    layer = _scrims.get(key)
    if layer is None:  # one per width and colour: a dialog sliding in draws it every frame
        _scrims.clear()
        # A band, laid down the screen: the same pixels as one layer the size of the screen,
        # without keeping 8 MB of one colour at 1920x1080.
        layer = _scrims[key] = pygame.Surface((max(1, width), SCRIM_BAND))
        layer.fill(palette.scrim[:3])
    layer.set_alpha(round(palette.scrim[3] * max(0.0, min(1.0, share))))
    surface.fblits([(layer, (0, y)) for y in range(0, height, SCRIM_BAND)])


SCRIM_BAND = 64
_scrims: dict[tuple[int, tuple[int, ...]], pygame.Surface] = {}


def line_height(size: int, bold: bool = False) -> int:
    return int(text.font(size, bold).get_linesize())


def draw_height(label: str, size: int, width: int, bold: bool = False) -> int:
    return len(text.wrap_logical(label, size, width, bold)) * text.font(size, bold).get_linesize()


def draw_switch(surface: pygame.Surface, palette: th.Palette, rect: pygame.Rect,
                on: bool) -> None:
    """An on/off switch filling ``rect``: "on" is the knob at the far end of the reading
    direction, on the accent's track."""
    track = palette.accent if on else palette.switch_off
    pygame.draw.rect(surface, track, rect, border_radius=rect.height // 2)
    knob_r = rect.height // 2 - 3
    at_end = on != is_rtl()
    cx = rect.right - rect.height // 2 if at_end else rect.x + rect.height // 2
    pygame.draw.circle(surface, palette.knob, (cx, rect.centery), knob_r)
