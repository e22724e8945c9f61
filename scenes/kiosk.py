"""Kiosk mode: no accidental way out, a staff exit, an attract screen when nobody plays.

The App owns one ``KioskController`` when started with ``kiosk=True``; it sees every event
before the UI and the scenes (``on_event``) and every tick (``update``). Time is the sum of the
``dt`` it is given, never the wall clock, so tests step it exactly.

- Quit requests (window close, Alt+F4), Escape and Android's Back are swallowed; SIGTERM
  (a supervisor stopping the app) still ends it cleanly.
- Staff exit: a long press (``kiosk_exit_hold_seconds``, default 3 s) in one corner
  (``kiosk_exit_corner``: top-left by default, or ``any``), or with
  ``kiosk_exit_gesture = "corners"`` a tap in each corner clockwise from the top left within
  6 s; either opens the PIN pad (``scenes.pin_pad``); the right PIN (``kiosk_exit_pin``) ends the
  app. Three wrong PINs close the pad and ignore the gesture for 30 s.
- After ``kiosk_idle_seconds`` without input the stack is reset to the attract screen
  (``scenes.attract``: a demo game playing itself from the solver, or the menu with
  ``kiosk_attract = "menu"``); the game that was left is counted as abandoned. The next touch
  starts fresh at the menu, and that touch does nothing else.
- The mouse cursor: ``kiosk_cursor = "auto"`` hides it while fingers are used (and from the
  start when a touch device is present), shows it when a real mouse moves; ``"hidden"``,
  ``"shown"`` force it.

Settings: ``kiosk_idle_seconds`` and ``kiosk_exit_pin`` are fields of ``Settings``; the other
``kiosk_*`` keys above are read from ``settings.json`` as extra keys (kept by the store).
"""

from __future__ import annotations

import contextlib
import logging
import signal
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from game.session import Session
from scenes.attract import AttractScene
from scenes.pin_pad import PinPadScene

if TYPE_CHECKING:
    from game.store import Settings
    from scenes.app import App

log = logging.getLogger("solitaire.kiosk")

CORNERS = ("top-left", "top-right", "bottom-right", "bottom-left")  # clockwise
CORNER_SHARE = 0.08  # a corner zone's side, as a share of the window's short side
CORNER_MIN = 56  # px: a fingertip and a half
HOLD_SLOP = 0.04  # a hold may wander this share of the short side and still count
CORNERS_WITHIN = 6.0  # seconds for the four-corner taps
MAX_WRONG_PINS = 3
LOCKOUT_SECONDS = 30.0

FINGER_EVENTS = (pygame.FINGERDOWN, pygame.FINGERMOTION, pygame.FINGERUP)
POINTER_DOWN = (pygame.FINGERDOWN, pygame.MOUSEBUTTONDOWN)
POINTER_UP = (pygame.FINGERUP, pygame.MOUSEBUTTONUP)
INPUT_EVENTS = frozenset(
    {
        *FINGER_EVENTS,
        pygame.MOUSEBUTTONDOWN,
        pygame.MOUSEBUTTONUP,
        pygame.MOUSEMOTION,
        pygame.MOUSEWHEEL,
        pygame.KEYDOWN,
        pygame.KEYUP,
        pygame.TEXTINPUT,
    }
)
QUIT_EVENTS = frozenset({pygame.QUIT, pygame.WINDOWCLOSE})
BLOCKED_KEYS = frozenset({pygame.K_ESCAPE, pygame.K_AC_BACK})



# --- configuration -----------------------------------------------------------------------
@dataclass(frozen=True)
class KioskConfig:
    idle_seconds: float = 120.0
    pin: str = "2580"
    gesture: str = "corner"  # "corner": long press in a corner; "corners": four taps
    corner: str = "top-left"  # one of CORNERS, or "any"
    hold_seconds: float = 3.0
    cursor: str = "auto"  # "auto", "hidden", "shown"
    attract: str = "demo"  # "demo" or "menu"

    @classmethod
    def from_settings(cls, settings: Settings) -> KioskConfig:
        extra = settings.extra
        return cls(
            idle_seconds=float(settings.kiosk_idle_seconds),
            pin=settings.kiosk_exit_pin,
            gesture=_choice(extra, "kiosk_exit_gesture", ("corner", "corners"), cls.gesture),
            corner=_choice(extra, "kiosk_exit_corner", (*CORNERS, "any"), cls.corner),
            hold_seconds=_seconds(extra, "kiosk_exit_hold_seconds", 1.0, 30.0, cls.hold_seconds),
            cursor=_choice(extra, "kiosk_cursor", ("auto", "hidden", "shown"), cls.cursor),
            attract=_choice(extra, "kiosk_attract", ("demo", "menu"), cls.attract),
        )


def _choice(extra: dict[str, Any], key: str, allowed: tuple[str, ...], default: str) -> str:
    value = extra.get(key, default)
    if value in allowed:
        return str(value)
    log.warning("settings: %s=%r is not one of %s; using %r", key, value, allowed, default)
    return default


def _seconds(extra: dict[str, Any], key: str, low: float, high: float, default: float) -> float:
    value = extra.get(key, default)
    if type(value) in (int, float) and low <= value <= high:
        return float(value)
    log.warning("settings: %s=%r is not between %s and %s; using %s", key, value, low, high,
                default)
    return default


# --- geometry ----------------------------------------------------------------------------
def corner_zones(size: tuple[int, int]) -> dict[str, pygame.Rect]:
    """The four corner squares of a window, by name."""
    width, height = size
    side = max(CORNER_MIN, round(min(size) * CORNER_SHARE))
    return {
        "top-left": pygame.Rect(0, 0, side, side),
        "top-right": pygame.Rect(width - side, 0, side, side),
        "bottom-right": pygame.Rect(width - side, height - side, side, side),
        "bottom-left": pygame.Rect(0, height - side, side, side),
    }


def corner_at(size: tuple[int, int], pos: tuple[int, int]) -> str | None:
    for name, rect in corner_zones(size).items():
        if rect.collidepoint(pos):
            return name
    return None


def pointer_pos(event: pygame.event.Event, size: tuple[int, int]) -> tuple[int, int] | None:
    """Window pixels of a finger or a (real) mouse event; None for other events."""
    if event.type in FINGER_EVENTS:
        return round(event.x * size[0]), round(event.y * size[1])
    if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION):
        return int(event.pos[0]), int(event.pos[1])
    return None


def is_synthetic_mouse(event: pygame.event.Event) -> bool:
    """A mouse event SDL made from a touch (the finger event is the real one)."""
    return bool(getattr(event, "touch", False))


def touch_device_present() -> bool:
    try:
        # Imported here: pygame-ce's optional SDL2 layer; a build without it must still start.
        from pygame._sdl2 import touch

        return bool(touch.get_num_devices())
    except (ImportError, pygame.error, AttributeError):
        return False


# --- the controller ----------------------------------------------------------------------
@dataclass
class _Hold:
    pointer: Any  # finger id, or "mouse"
    start: float
    pos: tuple[int, int]


class KioskController:
    """Kiosk behaviour as a component of the App: events first, then time."""

    def __init__(self, app: App, config: KioskConfig | None = None) -> None:
        self.app = app
        self.config = config or KioskConfig.from_settings(app.store.settings)
        self.now = 0.0
        self.idle = 0.0
        self.exit_granted = False
        self.wrong_pins = 0
        self.locked_until = 0.0
        self._hold: _Hold | None = None
        self._taps: list[tuple[str, float]] = []
        self._swallow_until_up = False
        self.cursor_visible = True
        self._catch_terminate()
        if self.config.cursor == "hidden" or (
            self.config.cursor == "auto" and touch_device_present()
        ):
            self.set_cursor(False)

    def _catch_terminate(self) -> None:
        # SDL turns SIGTERM into a QUIT event, which kiosk mode ignores; a supervisor's stop
        # (systemd, a shutdown) must still end the app cleanly, so SIGTERM quits directly.
        def stop(signum: int, frame: object) -> None:
            log.info("terminated by signal %d", signum)
            self.app.quit()

        self._previous_sigterm: Any = None
        with contextlib.suppress(ValueError, AttributeError):  # not the main thread
            self._previous_sigterm = signal.signal(signal.SIGTERM, stop)

    def close(self) -> None:
        """The loop is over: give SIGTERM back to whoever had it."""
        if self._previous_sigterm is not None:
            with contextlib.suppress(ValueError, AttributeError):
                signal.signal(signal.SIGTERM, self._previous_sigterm)
            self._previous_sigterm = None

    # --- events ---------------------------------------------------------------------------
    def on_event(self, event: pygame.event.Event) -> bool:
        """Look at an event before anyone else; True when it must go no further."""
        kind = event.type
        if kind in QUIT_EVENTS:
            log.info("quit request ignored (kiosk)")
            return True
        if kind in (pygame.KEYDOWN, pygame.KEYUP) and event.key in BLOCKED_KEYS:
            self.idle = 0.0
            return True
        if kind not in INPUT_EVENTS:
            return False
        self.idle = 0.0
        self._track_cursor(event)
        if self._swallow_until_up:
            if kind in POINTER_UP:
                self._swallow_until_up = False
            return kind not in (pygame.KEYDOWN, pygame.KEYUP, pygame.TEXTINPUT)
        if isinstance(self.app.scene, AttractScene):
            if kind in POINTER_DOWN or kind == pygame.KEYDOWN:
                self.start_fresh()
                self._swallow_until_up = kind in POINTER_DOWN
            return True
        self._watch_gesture(event)
        return False

    def _track_cursor(self, event: pygame.event.Event) -> None:
        if self.config.cursor != "auto":
            return
        if event.type in FINGER_EVENTS:
            self.set_cursor(False)
        elif event.type == pygame.MOUSEMOTION and not is_synthetic_mouse(event):
            self.set_cursor(True)

    def set_cursor(self, visible: bool) -> None:
        if visible != self.cursor_visible:
            self.cursor_visible = visible
            with contextlib.suppress(pygame.error):  # no video system: nothing to hide
                pygame.mouse.set_visible(visible)

    # --- the staff gesture ------------------------------------------------------------------
    def _watch_gesture(self, event: pygame.event.Event) -> None:
        if isinstance(self.app.scene, PinPadScene) or self.now < self.locked_until:
            self._hold = None
            return
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION) and (
            is_synthetic_mouse(event)
        ):
            return  # the finger event has been seen already
        pos = pointer_pos(event, self.app.size)
        if pos is None:
            return
        pointer = getattr(event, "finger_id", None) if event.type in FINGER_EVENTS else "mouse"
        if event.type in POINTER_DOWN:
            corner = corner_at(self.app.size, pos)
            if self.config.gesture == "corners":
                self._tap_corner(corner)
            elif corner is not None and self.config.corner in (corner, "any"):
                self._hold = _Hold(pointer, self.now, pos)
        elif self._hold is not None and pointer == self._hold.pointer:
            slop = HOLD_SLOP * min(self.app.size)
            moved = abs(pos[0] - self._hold.pos[0]) + abs(pos[1] - self._hold.pos[1])
            if event.type in POINTER_UP or moved > slop:
                self._hold = None

    def _tap_corner(self, corner: str | None) -> None:
        self._taps = [(c, t) for c, t in self._taps if self.now - t <= CORNERS_WITHIN]
        expected = CORNERS[len(self._taps)]
        if corner == expected:
            self._taps.append((corner, self.now))
        else:
            self._taps = [(corner, self.now)] if corner == CORNERS[0] else []
        if len(self._taps) == len(CORNERS):
            self._taps = []
            self.open_pin_pad()

    # --- time -----------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.now += dt
        self.idle += dt
        hold = self._hold
        if hold is not None and self.now - hold.start >= self.config.hold_seconds:
            self._hold = None
            self.open_pin_pad()
        if self.idle >= self.config.idle_seconds and not isinstance(self.app.scene, AttractScene):
            self.go_attract()

    # --- what the controller does ---------------------------------------------------------
    def open_pin_pad(self) -> None:
        if isinstance(self.app.scene, PinPadScene):
            return
        log.info("staff gesture: PIN pad opened")
        self.app.open_pin_pad(self.check_pin)

    def check_pin(self, entered: str) -> bool:
        """The PIN pad's OK: the right PIN ends the app; wrong ones are counted."""
        if entered == self.config.pin:
            log.info("staff exit with the PIN")
            self.exit_granted = True
            self.app.running = False
            return True
        self.wrong_pins += 1
        log.warning("wrong staff PIN (%d in a row)", self.wrong_pins)
        if self.wrong_pins >= MAX_WRONG_PINS:
            self.wrong_pins = 0
            self.locked_until = self.now + LOCKOUT_SECONDS
            if isinstance(self.app.scene, PinPadScene):
                self.app.back()
        return False

    def go_attract(self) -> None:
        """Nobody is playing: leave whatever is shown for the attract screen."""
        log.info("idle for %.0f s: attract screen", self.idle)
        self.idle = 0.0
        self._hold = None
        self.app.show_attract(demo=self.config.attract == "demo")
        self._abandon_game()

    def start_fresh(self) -> None:
        """A touch on the attract screen: a new visitor starts at the menu."""
        log.info("attract screen touched: back to the menu")
        self.app.game = None
        self.app.reset_to(self.app.menu_scene())

    def _abandon_game(self) -> None:
        # The next visitor must not find the last one's game under Continue.
        try:
            Session.abandon_saved(self.app.store)
        except Exception:  # the store never raises by contract; a bad save must not stop us
            log.exception("could not clear the saved game")
        self.app.game = None
