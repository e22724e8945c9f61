"""A button's normal look drawn without pygame_gui, to the pixels pygame_gui 0.6.14 draws: the
app's first frame shows the menu before pygame_gui is imported (``Gui`` in sketch mode), and
the real buttons, made right after it, must look the same.

Only what this project's theme uses is drawn: a rounded rectangle (or a plain one) of one
border width and corner radius, no shadow, plain colours, one centred line of text or one
icon. The steps are pygame_gui's own (``RoundedRectangleShape.redraw_state``): the shape at 4
times the size, white, multiplied by its colour, the background's hole cut, shrunk smoothly,
then the text or image over it, all alpha premultiplied; ``tests/test_sketch.py`` compares
them with pygame_gui's buttons.
"""

from __future__ import annotations

from typing import Any

import pygame

AA = 4  # pygame_gui's supersampling of a rounded rectangle
CLEAR = (0, 0, 0, 0)
WHITE = (255, 255, 255, 255)


def parse_colour(value: str) -> tuple[int, int, int, int]:
    """A theme colour, ``#RRGGBB`` or ``#RRGGBBAA`` (the only forms ``widget_colours`` writes)."""
    digits = value.lstrip("#")
    r, g, b = int(digits[0:2], 16), int(digits[2:4], 16), int(digits[4:6], 16)
    a = int(digits[6:8], 16) if len(digits) >= 8 else 255
    return r, g, b, a


def resolve(theme: dict[str, Any], ids: list[str], section: str, key: str,
            default: Any = None) -> Any:
    """One theme value as pygame_gui finds it: the first of ``ids`` (most specific first,
    ``defaults`` last) whose block has it."""
    for name in ids:
        block = theme.get(name)
        if isinstance(block, dict):
            values = block.get(section)
            if isinstance(values, dict) and key in values:
                return values[key]
    return default


def _mult(surface: pygame.Surface, colour: tuple[int, int, int, int]) -> None:
    # pygame_gui blits a surface filled with the colour, multiplying: a multiplying fill
    # gives the same pixels without the second surface.
    surface.fill(colour, special_flags=pygame.BLEND_RGBA_MULT)


_scratch: dict[str, pygame.Surface] = {}


def scratch(role: str, size: tuple[int, int]) -> pygame.Surface:
    """A clear surface of ``size`` for one role in drawing a look, reused from look to look:
    a new 4-times surface costs more (the memory's first touch) than clearing an old one.
    ``forget()`` lets them go once no more sketches are drawn."""
    kept = _scratch.get(role)
    if kept is None or kept.get_width() < size[0] or kept.get_height() < size[1]:
        width = max(size[0], kept.get_width() if kept is not None else 0)
        height = max(size[1], kept.get_height() if kept is not None else 0)
        kept = _scratch[role] = pygame.Surface((width, height), pygame.SRCALPHA, 32)
    area = kept.subsurface(pygame.Rect((0, 0), size))
    area.fill(CLEAR)
    return area


def forget() -> None:
    """Let the scratch surfaces go (the Gui is live: no more sketches)."""
    _scratch.clear()


def _white_rounded(size: tuple[int, int], radius: int, offset: int = 0,
                   role: str = "white") -> pygame.Surface:
    surface = scratch(role, size)
    pygame.draw.rect(surface, WHITE, pygame.Rect((offset, offset),
                                                 (size[0] - offset, size[1] - offset)),
                     border_radius=radius)
    return surface


def _large_radius(radius: int, rect: pygame.Rect) -> int:
    if radius > min(rect.width / 2, rect.height / 2):
        return max(int(min(rect.width / 2, rect.height / 2)), 0) * AA
    return max(radius, 0) * AA


def rounded(size: tuple[int, int], radius: int, border: int, bg: tuple[int, int, int, int],
            edge: tuple[int, int, int, int]) -> pygame.Surface:
    """A rounded rectangle as pygame_gui draws one (premultiplied alpha)."""
    w, h = size
    state = pygame.Surface(size, pygame.SRCALPHA, 32)
    if w <= 0 or h <= 0:
        return state
    border = max(0, min(border, w // 2, h // 2))
    radius = max(0, min(radius, int(min(w / 2, h / 2))))
    border_rect = pygame.Rect(0, 0, w * AA, h * AA)
    back_rect = pygame.Rect(border * AA, border * AA, border_rect.width - 2 * border * AA,
                            border_rect.height - 2 * border * AA)
    scale = min(back_rect.width / max(border_rect.width, 1),
                back_rect.height / max(border_rect.height, 1))
    back_radius = int(radius * scale)
    big = scratch("big", border_rect.size)
    large = _large_radius(back_radius, back_rect)
    if border > 0:
        # pygame_gui keeps the border's white shape and scales it for the background and
        # for the hole cut under it (not drawn afresh at the background's own radius): one
        # scaled copy serves as both, the hole cut first, then tinted.
        white = _white_rounded(border_rect.size, _large_radius(radius, border_rect))
        shape = hole = pygame.transform.scale(white, back_rect.size,
                                              scratch("shape", back_rect.size))
        _mult(white, edge)
        big.blit(white, border_rect, special_flags=pygame.BLEND_PREMULTIPLIED)
    else:
        shape = _white_rounded(back_rect.size, large, role="shape")
        hole = _white_rounded(back_rect.size, large, AA // 2, role="hole")
    if back_rect.width > 0 and back_rect.height > 0:
        big.blit(hole, back_rect, special_flags=pygame.BLEND_RGBA_SUB)
    _mult(shape, bg)
    big.blit(shape, back_rect, special_flags=pygame.BLEND_PREMULTIPLIED)
    # Shrunk onto the clear state: what pygame_gui's premultiplied blit onto it gives.
    pygame.transform.smoothscale(big, size, state)
    return state


def plain(size: tuple[int, int], border: int, bg: tuple[int, int, int, int],
          edge: tuple[int, int, int, int]) -> pygame.Surface:
    """A plain rectangle as pygame_gui draws one (the ghost buttons: see-through)."""
    state = pygame.Surface(size, pygame.SRCALPHA, 32)
    state.fill(edge if border > 0 else bg)
    if border > 0:
        state.fill(bg, pygame.Rect(border, border, size[0] - 2 * border,
                                   size[1] - 2 * border))
    return state.premul_alpha()


def shaped(path: str, size: int) -> pygame.font.Font:
    """The font as pygame_gui opens it for the theme: shaped as Latin script (HarfBuzz), which
    sets some words a pixel narrower than the plain font does; cached."""
    key = (path, size)
    font = _fonts.get(key)
    if font is None:
        font = pygame.font.Font(path, size)  # a path text.font_path checked (the Gui's)
        font.set_point_size(size)
        font.set_script("Latn")
        if not _fonts:
            pygame.register_quit(_fonts.clear)
        _fonts[key] = font
    return font


_fonts: dict[tuple[str, int], pygame.font.Font] = {}


def text_onto(state: pygame.Surface, font: pygame.font.Font, label: str,
              colour: tuple[int, int, int, int]) -> None:
    """One centred line of text, where pygame_gui's text layout puts a button's label (in the
    font ``shaped`` gives)."""
    if not label:
        return
    line = font.render(label, True, colour)
    if line.get_width() == 0 or line.get_height() == 0:
        return
    line = line.convert_alpha().premul_alpha()
    w, h = state.get_size()
    # pygame_gui's row is centred on the box's centre, and its text on the row by the
    # baseline (``TextLineChunkFTFont``: the padding is the descender and one pixel).
    x = w // 2 - font.size(label)[0] // 2
    high = line.get_height()
    pad = 1 - font.get_descent()
    y = h // 2 - high // 2 + high // 2 - pad - round(0.5 * (font.get_ascent() - pad))
    layer = pygame.Surface((w, h), pygame.SRCALPHA, 32)  # as pygame_gui: a layer of text,
    layer.blit(line, (x, y), special_flags=pygame.BLEND_PREMULTIPLIED)  # then onto the look
    state.blit(layer, (0, 0), special_flags=pygame.BLEND_PREMULTIPLIED)


def image_onto(state: pygame.Surface, image: pygame.Surface, pos: tuple[float, float]) -> None:
    """An image at pygame_gui's relative position (0..1 each way, 0.5 centred)."""
    w, h = state.get_size()
    iw, ih = image.get_size()
    state.blit(image, (int(w * pos[0] - iw * pos[0]), int(h * pos[1] - ih * pos[1])))
