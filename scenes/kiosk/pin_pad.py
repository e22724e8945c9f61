"""The staff PIN pad of kiosk mode: digits as dots, a 3x4 grid of keys in phone order (never
mirrored), Cancel; a keyboard types too (the digit keys and the keypad's: ASCII digits only,
whatever a keyboard layout or an input method sends as text). ``check`` (the kiosk
controller's) says whether a PIN is right; ``locked`` how many seconds the exit is still
locked after wrong PINs: the pad then says so, counts down, and takes no digit. The pad closes
itself after ``PAD_TIMEOUT`` seconds untouched.

Its keys are drawn and hit-tested here, not made as pygame_gui buttons: it is staff's only
way out of a kiosk, so it must not depend on the UI layer (a theme that failed to load, a
button left held) it may have to rescue, and a key counts when it is pressed."""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from game.i18n import N_, _
from scenes.base import Context, Scene, Screen
from scenes.intents import Back
from scenes.ui import text
from scenes.ui.drawing import scrim

KEYS = ("1", "2", "3", "4", "5", "6", "7", "8", "9", "del", "0", "ok")
# Key codes, not names or text: a full-width or Arabic-Indic digit is no PIN digit.
DIGIT_KEYS = {
    **{pygame.K_0 + n: str(n) for n in range(10)},
    **{getattr(pygame, f"K_KP_{n}"): str(n) for n in range(10)},
}
PAD_TIMEOUT = 30.0  # the PIN pad closes itself after this long untouched
PIN_MAX = 8

MSG_STAFF_PIN = N_("Staff: enter the PIN")
MSG_WRONG_PIN = N_("Wrong PIN")
MSG_CANCEL = N_("Cancel")
MSG_OK = N_("OK")
MSG_LOCKED = N_("Too many wrong PINs")
MSG_TRY_AGAIN = N_("Try again in {time}")


def clock_text(seconds: float) -> str:
    """Minutes and seconds, rounded up: 90 -> "1:30"."""
    whole = max(0, math.ceil(seconds))
    return f"{whole // 60}:{whole % 60:02d}"


class PinPadScene(Scene):
    """Digits as dots, a 3x4 key grid (phone order, never mirrored), Cancel. Keyboard too."""

    overlay = True
    screen = Screen.PIN_PAD

    def __init__(self, ctx: Context, check: Callable[[str], bool],
                 locked: Callable[[], float] | None = None) -> None:
        super().__init__(ctx)
        self.check = check
        self.locked = locked or (lambda: 0.0)
        self.shown_lock = ""
        self.entered = ""
        self.error = False
        self.untouched = 0.0
        self.keys: dict[str, pygame.Rect] = {}
        self.panel = pygame.Rect(0, 0, 0, 0)

    def layout(self) -> None:
        width, height = self.ctx.size
        key = max(48, min(96, round(min(width, height) * 0.11)))
        gap = key // 6
        title_size = max(16, key // 3)
        title_w = max(text.text_width(_(m), title_size, bold=True)
                      for m in (MSG_STAFF_PIN, MSG_WRONG_PIN, MSG_LOCKED))
        title_w = max(title_w, text.text_width(_(MSG_TRY_AGAIN).format(time="00:00"),
                                               title_size))
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
            self.ctx.navigate(Back())
        elif self.locked() > 0:
            self.entered = ""
        elif key == "del":
            self.entered = self.entered[:-1]
        elif key == "ok" and self.entered:  # an OK on nothing is no guess
            entered, self.entered = self.entered, ""
            self.error = not self.check(entered)
        elif key in DIGIT_KEYS.values() and len(self.entered) < PIN_MAX:
            self.entered += key
            self.error = False

    def handle_event(self, event: pygame.event.Event) -> None:
        # Taps arrive as mouse presses (SDL makes them from fingers), so each counts once.
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            key = self.key_at(tuple(event.pos))
            if key is not None:
                self.press(key)
        elif event.type == pygame.KEYDOWN:
            key = getattr(event, "key", None)
            if key in DIGIT_KEYS:
                self.press(DIGIT_KEYS[key])
            elif key == pygame.K_BACKSPACE:
                self.press("del")
            elif key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.press("ok")

    def update(self, dt: float) -> bool:
        self.untouched += dt
        if self.untouched >= PAD_TIMEOUT and self.ctx.is_top(self):
            self.ctx.navigate(Back())
        lock = self.lock_text()
        changed, self.shown_lock = lock != self.shown_lock, lock
        return changed

    def lock_text(self) -> str:
        """The count-down while the exit is locked, or ""."""
        seconds = self.locked()
        return _(MSG_TRY_AGAIN).format(time=clock_text(seconds)) if seconds > 0 else ""

    def draw(self, surface: pygame.Surface) -> None:
        p = self.ctx.palette
        scrim(surface, p)  # the same pixels as a screen-sized layer, not one a frame
        pygame.draw.rect(surface, p.panel, self.panel, border_radius=12)
        pygame.draw.rect(surface, p.panel_border, self.panel, width=2, border_radius=12)
        size = max(16, self.key_size // 3)
        lock = self.lock_text()
        if lock:
            heading, colour, line = _(MSG_LOCKED), p.error, text.render(lock, size, p.ink)
        else:
            heading = _(MSG_WRONG_PIN) if self.error else _(MSG_STAFF_PIN)
            colour = p.error if self.error else p.ink
            line = text.render("●" * len(self.entered) or " ", size, p.ink)
        title = text.render(heading, size, colour, bold=True)
        surface.blit(title, title.get_rect(midtop=(self.panel.centerx, self.panel.top + 12)))
        line_top = self.panel.top + 12 + size * 2
        surface.blit(line, line.get_rect(midtop=(self.panel.centerx, line_top)))
        labels = {"del": "⌫", "ok": _(MSG_OK), "cancel": _(MSG_CANCEL)}
        for name, rect in self.keys.items():
            inert = bool(lock) and name != "cancel"  # drawn as outlines: nothing to press
            pygame.draw.rect(surface, p.pin_key, rect, width=2 if inert else 0,
                             border_radius=8)
            label = text.render(labels.get(name, name), size,
                                p.ink_soft if inert else p.ink, bold=True)
            surface.blit(label, label.get_rect(center=rect.center))

