"""Shared pieces of every screen but the table.

- Buttons whose label is in visual order (Hebrew) and fits: the font shrinks until it does.
- Rows that run right to left in Hebrew (pygame_gui never mirrors; we do).
- Text drawn straight onto the screen, fitted to its box, reading-side aligned.
- A scroll view driven by a finger (synthesised mouse events) or the wheel, with inertia.
- An on-screen keypad for game codes.
- Game names, rule option names and the way from a menu or dialog to the table.

Every label is fitted at build time; :data:`overflows` records any text that could not be
fitted even at the smallest size, so tests can assert that nothing spills out of its box.
"""

from __future__ import annotations

import datetime as _dt
import random
import time
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from game import VARIANTS, get_variant, i18n
from game.deal import MAX_DEAL
from scenes import text
from scenes import theme as th

if TYPE_CHECKING:
    from scenes.app import App
    from scenes.base import Scene

# Text that could not be fitted into its box even at the smallest size: (text, box width).
# A set: draw_text runs every frame, and a list would grow for as long as the app runs.
overflows: set[tuple[str, int]] = set()
MIN_TEXT = 10


def games() -> tuple[str, ...]:
    """The registered games, in menu order."""
    return tuple(VARIANTS)


def game_title(name: str) -> str:
    return get_variant(name).display_title()


def option_label(name: str, options: str) -> str:
    """A rule option as the player reads it: Easy, Classic, 4 cells..."""
    return get_variant(name).rule_option(options).title


def option_hint(name: str, options: str) -> str:
    """One line saying what the option means."""
    return get_variant(name).rule_option(options).explanation


BACK_KEYS = frozenset({pygame.K_ESCAPE, pygame.K_AC_BACK})


def is_back(event: pygame.event.Event) -> bool:
    """Escape on a keyboard, Back on a tablet: leave this screen."""
    return event.type == pygame.KEYDOWN and event.key in BACK_KEYS


def rtl() -> bool:
    return i18n.is_rtl()


# --- geometry --------------------------------------------------------------------------


def split_row(
    area: pygame.Rect, count: int, gap: int, mirrored: bool | None = None,
    weights: Sequence[float] | None = None,
) -> list[pygame.Rect]:
    """``count`` boxes across ``area`` in reading order: right to left in Hebrew."""
    if count <= 0:
        return []
    mirrored = rtl() if mirrored is None else mirrored
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
    mirrored = rtl() if mirrored is None else mirrored
    x = rect.right - width if mirrored else rect.x
    return pygame.Rect(x, rect.y, width, rect.height)


def end_side(rect: pygame.Rect, width: int, mirrored: bool | None = None) -> pygame.Rect:
    mirrored = rtl() if mirrored is None else mirrored
    x = rect.x if mirrored else rect.right - width
    return pygame.Rect(x, rect.y, width, rect.height)


def centred(size: tuple[int, int], within: pygame.Rect) -> pygame.Rect:
    rect = pygame.Rect(0, 0, *size)
    rect.center = within.center
    return rect


# --- text ------------------------------------------------------------------------------


def fitted_size(label: str, width: int, height: int, size: int, bold: bool = True) -> int:
    """The largest theme font size <= ``size`` whose text fits ``width`` x ``height``."""
    candidates = [s for s in th.FONT_SIZES if s <= size] or [th.FONT_SIZES[0]]
    for s in reversed(candidates):
        f = text.font(s, bold)
        if text.text_width(label, s, bold) <= width and f.get_linesize() <= height + 2:
            return s
    overflows.add((label, width))
    return candidates[0]


def button(
    scene: Scene,
    rect: pygame.Rect,
    label: str,
    *,
    kind: str = "secondary",
    size: int | None = None,
    enabled: bool = True,
    container: Any = None,
    reserve: int = 0,
) -> pygame_gui.elements.UIButton:
    """A themed button whose label is in visual order and fits inside it (beside ``reserve``
    px kept free for an icon)."""
    m = th.metrics(scene.app.size)
    pad = max(6, rect.height // 4)
    fit = (
        fitted_size(label, rect.width - 2 * pad - reserve, rect.height - 4, size or m.button)
        if label
        else th.FONT_SIZES[0]
    )
    widget = pygame_gui.elements.UIButton(
        relative_rect=rect,
        text=text.visual(label, rtl()),
        manager=scene.app.ui,
        container=container,
        object_id=ObjectID(object_id=th.font_id(fit), class_id=f"@{kind}"),
    )
    widget.logical_text = label  # type: ignore[attr-defined]  # for tests and debugging
    if not enabled:
        widget.disable()
    scene.add(widget)
    return widget


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
    is_rtl = rtl()
    s = size
    if text.text_width(label, s, bold) > rect.width:
        s = text.fit_size(label, rect.width, size, bold, min_size=MIN_TEXT)
        if text.text_width(label, s, bold) > rect.width:
            overflows.add((label, rect.width))
    img = text.render(label, s, colour, bold)
    box = img.get_rect()
    if align == "center":
        box.centerx = rect.centerx
    elif (align == "start") != is_rtl:
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
    rect: pygame.Rect,
    radius: int,
    colour: tuple[int, ...] = th.PANEL,
    border: tuple[int, ...] | None = th.PANEL_BORDER,
    shadow: bool = True,
) -> None:
    """A rounded panel with a soft shadow (dialogs, tiles)."""
    if shadow:
        off = max(2, radius // 3)
        shade = pygame.Surface((rect.width + off * 2, rect.height + off * 2), pygame.SRCALPHA)
        pygame.draw.rect(shade, (0, 0, 0, 90), shade.get_rect(), border_radius=radius + off)
        surface.blit(shade, (rect.x - off // 2, rect.y + off // 2))
    if len(colour) == 4:
        layer = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(layer, colour, layer.get_rect(), border_radius=radius)
        surface.blit(layer, rect.topleft)
    else:
        pygame.draw.rect(surface, colour, rect, border_radius=radius)
    if border is not None:
        pygame.draw.rect(surface, border, rect, width=max(1, radius // 7), border_radius=radius)


def scrim(surface: pygame.Surface) -> None:
    """Darken what lies under a modal dialog."""
    layer = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    layer.fill(th.SCRIM)
    surface.blit(layer, (0, 0))


# --- a finger-scrolled view ------------------------------------------------------------


class ScrollView:
    """Vertical scrolling of tall content inside ``viewport``: drag, fling and wheel.

    Touch reaches us as the mouse events SDL synthesises, the same that pygame_gui sees, so
    only mouse events are read: a finger is never handled twice.
    """

    FRICTION = 4.0  # fling velocity decays by e^-FRICTION per second

    def __init__(self, viewport: pygame.Rect, content_height: int = 0) -> None:
        self.viewport = pygame.Rect(viewport)
        self.content_height = content_height
        self.offset = 0.0
        self.velocity = 0.0
        self._drag_y: float | None = None
        self._last: tuple[float, float] | None = None  # (y, time) of the last motion
        self.dragged = False

    @property
    def max_offset(self) -> float:
        return max(0.0, float(self.content_height - self.viewport.height))

    def scroll_to(self, offset: float) -> None:
        self.offset = min(max(0.0, offset), self.max_offset)

    def handle_event(self, event: pygame.event.Event) -> bool:
        """True when the event scrolled (or started/ended a drag) the view."""
        if event.type == pygame.MOUSEWHEEL:
            self.velocity = 0.0
            self.scroll_to(self.offset - event.y * max(40, self.viewport.height // 8))
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.viewport.collidepoint(event.pos):
                self._drag_y = event.pos[1]
                self._last = (event.pos[1], time.monotonic())
                self.velocity = 0.0
                self.dragged = False
                return True
        elif event.type == pygame.MOUSEMOTION and self._drag_y is not None:
            y = event.pos[1]
            now = time.monotonic()
            dy = y - self._drag_y
            if abs(dy) > 0:
                self.dragged = True
            self.scroll_to(self.offset - dy)
            if self._last is not None and now > self._last[1]:
                # At most three screens a second: a busy machine's tiny time steps must
                # not turn a calm drag into a fling to the end of the page.
                top = 3.0 * self.viewport.height
                speed = -(y - self._last[0]) / max(now - self._last[1], 1 / 120)
                self.velocity = max(-top, min(top, speed))
            self._drag_y = y
            self._last = (y, now)
            return True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self._drag_y is not None:
            if self._last is not None and time.monotonic() - self._last[1] > 0.08:
                self.velocity = 0.0  # the finger stopped before it lifted
            self._drag_y = None
            self._last = None
            return True
        return False

    def update(self, dt: float) -> bool:
        """Coast after a fling; True while moving."""
        if self._drag_y is not None or abs(self.velocity) < 5:
            self.velocity = 0.0 if self._drag_y is None else self.velocity
            return False
        before = self.offset
        self.scroll_to(self.offset + self.velocity * dt)
        self.velocity *= pow(2.718281828, -self.FRICTION * dt)
        if self.offset in (0.0, self.max_offset):
            self.velocity = 0.0
        return self.offset != before

    def draw(self, surface: pygame.Surface, content: pygame.Surface) -> None:
        area = pygame.Rect(0, round(self.offset), self.viewport.width, self.viewport.height)
        surface.blit(content, self.viewport.topleft, area)
        self.draw_scrollbar(surface)

    def draw_scrollbar(self, surface: pygame.Surface) -> None:
        if self.max_offset <= 0:
            return
        v = self.viewport
        track_h = v.height
        thumb_h = max(24, round(track_h * v.height / max(1, self.content_height)))
        y = v.y + round((track_h - thumb_h) * self.offset / self.max_offset)
        w = max(4, v.width // 150)
        x = v.x + 2 if rtl() else v.right - w - 2
        bar = pygame.Surface((w, thumb_h), pygame.SRCALPHA)
        pygame.draw.rect(bar, (255, 255, 255, 90), bar.get_rect(), border_radius=w // 2)
        surface.blit(bar, (x, y))


# --- the on-screen keypad --------------------------------------------------------------

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

    def __init__(self, scene: Scene, area: pygame.Rect, min_key: int) -> None:
        self.scene = scene
        self.buttons: dict[Any, str] = {}
        gap = max(3, min_key // 10)
        cols = 13 if (area.width - 12 * gap) / 13 >= min_key * 0.9 else 10
        rows = -(-len(KEYPAD_KEYS) // cols)
        key_w = (area.width - gap * (cols - 1)) / cols
        key_h = min(min_key * 1.25, (area.height - gap * (rows - 1)) / rows)
        used_h = rows * key_h + (rows - 1) * gap
        top = area.y + (area.height - used_h) / 2
        order = self._order(cols)
        size = th.nearest_font_size(key_h * 0.5)
        for index, key in enumerate(order):
            row, col = divmod(index, cols)
            span = 1
            rect = pygame.Rect(
                round(area.x + col * (key_w + gap)),
                round(top + row * (key_h + gap)),
                round(key_w * span + gap * (span - 1)),
                round(key_h),
            )
            label = "⌫" if key == BACKSPACE else key
            widget = button(scene, rect, label, kind="key", size=size)
            self.buttons[widget] = key
        self.rect = pygame.Rect(area.x, round(top), area.width, round(used_h))

    @staticmethod
    def _order(cols: int) -> list[str]:
        if cols == 13:  # letters in two rows, then digits, dash and backspace
            return list(KEYPAD_KEYS)
        # digits first (as on a phone), then the letters; dash and backspace close the grid
        return [*"0123456789", *"ABCDEFGHIJKLMNOPQRSTUVWXYZ", "-", BACKSPACE]

    def key_for(self, element: Any) -> str | None:
        return self.buttons.get(element)

    @staticmethod
    def apply(current: str, key: str) -> str:
        """The field's text after pressing ``key``."""
        if key == BACKSPACE:
            return current[:-1]
        if len(current) >= MAX_CODE_LENGTH:
            return current
        return current + key


# --- a short notice at the bottom of the screen ----------------------------------------


class Toast:
    """A few seconds of text near the bottom edge; a tap on it dismisses it."""

    def __init__(self) -> None:
        self.message = ""
        self.left = 0.0
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.error = False

    def show(self, message: str, seconds: float = 6.0, error: bool = False) -> None:
        self.message, self.left, self.error = message, seconds, error

    @property
    def visible(self) -> bool:
        return bool(self.message) and self.left > 0

    def update(self, dt: float) -> bool:
        if not self.visible:
            return False
        self.left -= dt
        return self.left <= 0

    def handle_event(self, event: pygame.event.Event) -> bool:
        if (
            self.visible
            and event.type == pygame.MOUSEBUTTONDOWN
            and self.rect.collidepoint(event.pos)
        ):
            self.left = 0
            return True
        return False

    def draw(self, surface: pygame.Surface, m: th.Metrics, at_top: bool = False) -> None:
        """Near the bottom edge, or the top one where buttons fill the bottom (widgets are
        drawn over scenes, so a toast must not lie under one)."""
        if not self.visible:
            return
        width = min(m.width - 2 * m.margin, m.px(760))
        size = m.body
        inner = width - 2 * m.gap
        height = draw_height(self.message, size, inner) + 2 * m.gap
        self.rect = pygame.Rect(0, 0, width, height)
        if at_top:
            self.rect.midtop = (m.width // 2, m.margin)
        else:
            self.rect.midbottom = (m.width // 2, m.height - m.margin)
        colour = (120, 32, 28, 235) if self.error else (20, 28, 24, 235)
        draw_panel(surface, self.rect, m.radius, colour, th.ACCENT, shadow=True)
        draw_block(
            surface, self.message, size, th.INK, self.rect.inflate(-2 * m.gap, -2 * m.gap),
            align="center",
        )


def line_height(size: int, bold: bool = False) -> int:
    return int(text.font(size, bold).get_linesize())


def draw_height(label: str, size: int, width: int, bold: bool = False) -> int:
    return len(text.wrap_logical(label, size, width, bold)) * text.font(size, bold).get_linesize()


# --- from the menus to the table -------------------------------------------------------

_deals = random.Random(time.time_ns())  # only picks fresh deal numbers; never deals cards


def random_deal() -> int:
    return _deals.randint(1, MAX_DEAL)


def remember_options(app: App, name: str, options: str) -> None:
    settings = app.store.settings
    settings.last_game = name
    settings.last_options[name] = options
    app.store.save_settings()


def open_table(app: App, session: Any) -> None:
    """Show ``session`` on a new table right above the menu (dialogs and old tables go)."""
    from scenes.menu import MenuScene
    from scenes.table import TableScene

    while app.stack and not isinstance(app.stack[-1], MenuScene):
        app.stack.pop().exit()
    if not app.stack:
        app.stack.append(MenuScene(app))
    app.game = session.game
    app.push(TableScene(app, session))


def start_game(
    app: App, name: str, options: str, deal: int, daily_date: _dt.date | None = None
) -> Any:
    """Deal a new game and open the table on it; returns the session."""
    from game.session import Session

    session = Session.start(app.store, name, options, deal, daily_date=daily_date)
    remember_options(app, name, options)
    open_table(app, session)
    return session


def current_game(app: App) -> Any:
    """The game on the table under a dialog, if any (Same deal replays it)."""
    for scene in reversed(app.stack):
        session = getattr(scene, "session", None)
        if session is not None:
            return session.game
    return app.game
