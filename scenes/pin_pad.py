"""The staff PIN pad of kiosk mode: digits as dots, a 3x4 grid of keys in phone order (never
mirrored), Cancel; a keyboard types too. ``check`` (the kiosk controller's) says whether a PIN
is right; the pad closes itself after ``PAD_TIMEOUT`` seconds untouched.

Its keys are drawn and hit-tested here, not made as pygame_gui buttons: it is staff's only
way out of a kiosk, so it must not depend on the UI layer (a theme that failed to load, a
button left held) it may have to rescue, and a key counts when it is pressed."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.i18n import N_, _
from scenes import text
from scenes import theme as th
from scenes.base import Scene

if TYPE_CHECKING:
    from scenes.app import App

KEYS = ("1", "2", "3", "4", "5", "6", "7", "8", "9", "del", "0", "ok")
PAD_TIMEOUT = 30.0  # the PIN pad closes itself after this long untouched
PIN_MAX = 8

MSG_STAFF_PIN = N_("Staff: enter the PIN")
MSG_WRONG_PIN = N_("Wrong PIN")
MSG_CANCEL = N_("Cancel")
MSG_OK = N_("OK")


class PinPadScene(Scene):
    """Digits as dots, a 3x4 key grid (phone order, never mirrored), Cancel. Keyboard too."""

    overlay = True

    def __init__(self, app: App, check: Callable[[str], bool]) -> None:
        super().__init__(app)
        self.check = check
        self.entered = ""
        self.error = False
        self.untouched = 0.0
        self.keys: dict[str, pygame.Rect] = {}
        self.panel = pygame.Rect(0, 0, 0, 0)

    def layout(self) -> None:
        width, height = self.app.size
        key = max(48, min(96, round(min(width, height) * 0.11)))
        gap = key // 6
        title_size = max(16, key // 3)
        title_w = max(text.text_width(_(m), title_size, bold=True)
                      for m in (MSG_STAFF_PIN, MSG_WRONG_PIN))
        pad_w = max(3 * key + 2 * gap, title_w + 2 * gap)
        title_h = key
        pad_h = title_h + key // 2 + 4 * key + 3 * gap + gap + key
        self.panel = pygame.Rect(0, 0, pad_w + 2 * gap, pad_h + 2 * gap)
        self.panel.center = (width // 2, height // 2)
        top = self.panel.top + gap + title_h + key // 2
        self.keys = {}
        grid_left = self.panel.centerx - (3 * key + 2 * gap) // 2
        for index, name in enumerate(KEYS):
            row, col = divmod(index, 3)
            self.keys[name] = pygame.Rect(
                grid_left + col * (key + gap), top + row * (key + gap), key, key
            )
        self.keys["cancel"] = pygame.Rect(
            self.panel.left + gap, top + 4 * (key + gap), pad_w, key
        )
        self.key_size = key

    def key_at(self, pos: tuple[int, int]) -> str | None:
        for name, rect in self.keys.items():
            if rect.collidepoint(pos):
                return name
        return None

    def press(self, key: str) -> None:
        self.untouched = 0.0
        if key == "cancel":
            self.app.back()
        elif key == "del":
            self.entered = self.entered[:-1]
        elif key == "ok":
            entered, self.entered = self.entered, ""
            self.error = not self.check(entered)
        elif key.isdigit() and len(self.entered) < PIN_MAX:
            self.entered += key
            self.error = False

    def handle_event(self, event: pygame.event.Event) -> None:
        # Taps arrive as mouse presses (SDL makes them from fingers), so each counts once.
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            key = self.key_at(tuple(event.pos))
            if key is not None:
                self.press(key)
        elif event.type == pygame.KEYDOWN:
            name = pygame.key.name(event.key).strip("[]")
            if name.isdigit() and len(name) == 1:
                self.press(name)
            elif event.key == pygame.K_BACKSPACE:
                self.press("del")
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.press("ok")

    def update(self, dt: float) -> bool:
        self.untouched += dt
        if self.untouched >= PAD_TIMEOUT and self.app.scene is self:
            self.app.back()
        return False

    def draw(self, surface: pygame.Surface) -> None:
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill(th.SCRIM)
        surface.blit(shade, (0, 0))
        pygame.draw.rect(surface, th.PANEL, self.panel, border_radius=12)
        pygame.draw.rect(surface, th.PANEL_BORDER, self.panel, width=2, border_radius=12)
        size = max(16, self.key_size // 3)
        title = text.render(_(MSG_WRONG_PIN) if self.error else _(MSG_STAFF_PIN), size,
                            th.ERROR if self.error else th.INK, bold=True)
        surface.blit(title, title.get_rect(midtop=(self.panel.centerx, self.panel.top + 12)))
        dots = text.render("●" * len(self.entered) or " ", size, th.INK)
        dots_top = self.panel.top + 12 + size * 2
        surface.blit(dots, dots.get_rect(midtop=(self.panel.centerx, dots_top)))
        labels = {"del": "⌫", "ok": _(MSG_OK), "cancel": _(MSG_CANCEL)}
        for name, rect in self.keys.items():
            pygame.draw.rect(surface, th.PIN_KEY, rect, border_radius=8)
            label = text.render(labels.get(name, name), size, th.INK, bold=True)
            surface.blit(label, label.get_rect(center=rect.center))

