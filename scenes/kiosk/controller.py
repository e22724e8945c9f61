"""Kiosk mode: no way out without staff, an attract screen when nobody plays, and each visitor
starting afresh.

The App owns one ``KioskController`` when started with ``kiosk=True``; it sees every event
before the UI and the scenes (``on_event``) and every tick (``update``). Time is the sum of the
``dt`` it is given, never the wall clock, so tests step it exactly. What it is set to, and the
staff PIN, come from ``scenes.kiosk.setup``.

- Quit requests (window close, Alt+F4), Escape and Android's Back are swallowed; SIGTERM
  (a supervisor stopping the app) still ends it cleanly (``scenes.shutdown``: it calls
  ``App.quit``, which grants the exit). SDL is asked to keep system shortcuts
  inside the window, and the keyboard is grabbed where the platform allows.
- Staff exit: a long press (``kiosk_exit_hold_seconds``, default 3 s) in one corner
  (``kiosk_exit_corner``: top-left by default, or ``any``), or with
  ``kiosk_exit_gesture = "corners"`` a tap in each corner clockwise from the top left within
  6 s; either opens the PIN pad (``scenes.kiosk.pin_pad``); the right PIN (``kiosk_exit_pin``)
  ends the app. Every third wrong PIN in a row closes the pad and locks the exit, longer each time
  (30 s, 1 min, 2 min, ... at most an hour); each wrong PIN is logged, and the count is kept
  whatever the disk does (``scenes.kiosk.lockout``).
- After ``kiosk_idle_seconds`` without input the stack is reset to the attract screen
  (``scenes.kiosk.attract``: a demo game playing itself from the solver, or the menu with
  ``kiosk_attract = "menu"``); every game left in progress is counted as abandoned, and what the
  visitor chose (language, sound, ...) returns to the operator's settings: visitors choose for
  their own visit only (``Store.keep_for_visits``). The achievements stay (they belong to
  the kiosk's players together), unless the operator sets
  ``kiosk_visit_forgets_achievements = true``: then each visit's end forgets them with the
  statistics they are worked out from. The next touch starts fresh at the menu,
  and that touch does nothing else. The games saved when the kiosk starts (a power cut during
  a visit) are counted as abandoned as well.
- A crash loop (``App.recover``) starts again at the attract screen from a clean state, with
  simpler attract screens if that fails too; the app never ends by itself, unless
  ``kiosk_supervised`` says a supervisor will start it again.
- The mouse cursor: ``kiosk_cursor = "auto"`` hides it while fingers are used (and from the
  start when a touch device is present), shows it when a real mouse moves; ``"hidden"``,
  ``"shown"`` force it.
- Notices about the data files found at start-up (a settings file reset, say) are for staff:
  they go to the log, not on the visitors' screen.

Settings: ``kiosk_idle_seconds`` and ``kiosk_exit_pin`` are fields of ``Settings``; the other
``kiosk_*`` keys above are read from ``settings.json`` as extra keys (kept by the store).
"""

from __future__ import annotations

import contextlib
import dataclasses
import hmac
import logging
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

import pygame

from game import i18n
from game.session import Session
from scenes.base import Context, Screen
from scenes.intents import Attract, Back, NewVisit, PinPad, Quit
from scenes.kiosk.lockout import Lockout
from scenes.kiosk.setup import (
    CORNERS,
    FAILED_PINS_KEY,
    KioskConfig,
    grab_input,
    new_pin,
    tell_installer,
)

log = logging.getLogger("solitaire.kiosk")

CORNER_SHARE = 0.08  # a corner zone's side, as a share of the window's short side
CORNER_MIN = 56  # px: a fingertip and a half
HOLD_SLOP = 0.04  # a hold may wander this share of the short side and still count
CORNERS_WITHIN = 6.0  # seconds for the four-corner taps
LOOPS_WITHIN = 600.0  # crash loops closer than this in time: the next attract is simpler

FINGER_EVENTS = (pygame.FINGERDOWN, pygame.FINGERMOTION, pygame.FINGERUP)
POINTER_DOWN = (pygame.FINGERDOWN, pygame.MOUSEBUTTONDOWN)
POINTER_UP = (pygame.FINGERUP, pygame.MOUSEBUTTONUP)
TEXT_EVENTS = (pygame.KEYDOWN, pygame.KEYUP, pygame.TEXTINPUT, pygame.TEXTEDITING)
INPUT_EVENTS = frozenset(
    {
        *FINGER_EVENTS,
        *TEXT_EVENTS,
        pygame.MOUSEBUTTONDOWN,
        pygame.MOUSEBUTTONUP,
        pygame.MOUSEMOTION,
        pygame.MOUSEWHEEL,
    }
)
QUIT_EVENTS = frozenset({pygame.QUIT, pygame.WINDOWCLOSE})
BLOCKED_KEYS = frozenset({pygame.K_ESCAPE, pygame.K_AC_BACK})


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
class Host(Context, Protocol):
    """What the controller needs of the App: a scene's context, and a stack it can empty
    safely after a crash loop."""

    def clear_stack(self) -> None:
        """Every screen leaves (one failing does not stop the others); the UI is emptied."""


@dataclass
class _Hold:
    pointer: Any  # finger id, or "mouse"
    start: float
    pos: tuple[int, int]


class KioskController:
    """Kiosk behaviour as a component of the App: events first, then time."""

    def __init__(self, ctx: Host, config: KioskConfig | None = None) -> None:
        self.ctx = ctx
        store = ctx.store
        self.operator = store.keep_for_visits()  # what settings.json keeps: staff's choices
        self.language = i18n.get_language()  # each visit starts in it (--lang or the settings)
        for notice in store.take_notices():  # about the files: for staff, not for visitors
            tell_installer(f"data files: {notice.msgid.format(**notice.params)}")
        problems: list[str] = []
        if config is None:
            config, problems = KioskConfig.read(self.operator)
        self.config = config if config.pin else self._with_new_pin(config)
        for problem in problems:
            tell_installer(f"settings.json: {problem}")
        self.now = 0.0
        self.idle = 0.0
        self.exit_granted = False
        self.lockout = Lockout(store, self.operator)
        self.crash_loops: list[float] = []  # monotonic times of the recent crash loops
        self._hold: _Hold | None = None
        self._taps: list[tuple[str, float]] = []
        self._swallow_until_up = False
        self.cursor_visible = True
        self._abandon_game()  # left by a visitor before a power cut: not the next one's
        self.grabbed = grab_input()
        log.info("kiosk: input grab %s", "on" if self.grabbed else "not available")
        if self.config.cursor == "hidden" or (
            self.config.cursor == "auto" and touch_device_present()
        ):
            self.set_cursor(False)

    def _with_new_pin(self, config: KioskConfig) -> KioskConfig:
        """No usable staff PIN: make one, keep it in settings.json, tell the installer."""
        pin = new_pin()
        self.operator.kiosk_exit_pin = pin
        self.ctx.store.settings.kiosk_exit_pin = pin
        self.operator.extra.pop(FAILED_PINS_KEY, None)
        path = self.ctx.store.data_dir / "settings.json"
        kept = (f"written to {path}" if self.ctx.store.save_settings() else
                f"but {path} cannot be written: a new PIN is made at every start until it can")
        self.ctx.store.take_notices()  # a failed write is the installer's news, said here
        tell_installer(f"settings.json held no usable staff PIN (kiosk_exit_pin: 4 to 8 "
                       f"digits, not 2580); the staff PIN is now {pin}, {kept}")
        return dataclasses.replace(config, pin=pin)

    # --- events ---------------------------------------------------------------------------
    def on_event(self, event: pygame.event.Event) -> bool:
        """Look at an event before anyone else; True when it must go no further."""
        kind = event.type
        if kind in QUIT_EVENTS:
            log.info("quit request ignored (kiosk)")
            return True
        if kind in (pygame.KEYDOWN, pygame.KEYUP) and getattr(event, "key", None) in BLOCKED_KEYS:
            self.idle = 0.0
            return True
        if kind not in INPUT_EVENTS:
            return False
        self.idle = 0.0
        self._track_cursor(event)
        if self._swallow_until_up:
            if kind in POINTER_UP:
                self._swallow_until_up = False
            return kind not in TEXT_EVENTS
        if self.ctx.showing(Screen.ATTRACT):
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
        if self.ctx.showing(Screen.PIN_PAD):
            self._hold = None
            return
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION) and (
            is_synthetic_mouse(event)
        ):
            return  # the finger event has been seen already
        pos = pointer_pos(event, self.ctx.size)
        if pos is None:
            return
        pointer = getattr(event, "finger_id", None) if event.type in FINGER_EVENTS else "mouse"
        if event.type in POINTER_DOWN:
            corner = corner_at(self.ctx.size, pos)
            if self.config.gesture == "corners":
                self._tap_corner(corner)
            elif corner is not None and self.config.corner in (corner, "any"):
                self._hold = _Hold(pointer, self.now, pos)
        elif self._hold is not None and pointer == self._hold.pointer:
            slop = HOLD_SLOP * min(self.ctx.size)
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
        self.lockout.update(self.now)
        hold = self._hold
        if hold is not None and self.now - hold.start >= self.config.hold_seconds:
            self._hold = None
            self.open_pin_pad()
        if self.idle >= self.config.idle_seconds and not self.ctx.showing(Screen.ATTRACT):
            self.go_attract()

    # --- the staff exit -------------------------------------------------------------------
    def open_pin_pad(self) -> None:
        if self.ctx.showing(Screen.PIN_PAD):
            return
        log.info("staff gesture: PIN pad opened%s",
                 f" (locked for {self.locked_for():.0f} s)" if self.locked_for() else "")
        self.ctx.navigate(PinPad(self.check_pin, self.locked_for))

    def locked_for(self) -> float:
        """Seconds until the PIN pad takes a PIN again (0: it does now)."""
        return self.lockout.locked_for(self.now)

    @property
    def wrong_pins(self) -> int:
        """Wrong PINs in a row."""
        return self.lockout.count

    def check_pin(self, entered: str) -> bool:
        """The PIN pad's OK: the right PIN ends the app; wrong ones are counted, logged and
        kept, and every third in a row locks the exit for longer."""
        if self.locked_for():
            return False
        if hmac.compare_digest(entered.encode(), self.config.pin.encode()):
            log.info("staff exit with the PIN")
            self.lockout.right(self.now)
            self.exit_granted = True
            self.ctx.navigate(Quit())
            return True
        lock = self.lockout.wrong(self.now)
        log.warning("wrong staff PIN (%d in a row)%s", self.wrong_pins,
                    f": the staff exit is locked for {lock:.0f} s" if lock else "")
        if lock and self.ctx.showing(Screen.PIN_PAD):
            self.ctx.navigate(Back())
        return False

    # --- visits ---------------------------------------------------------------------------
    def go_attract(self) -> None:
        """Nobody is playing: leave whatever is shown for the attract screen."""
        log.info("idle for %.0f s: attract screen", self.idle)
        self.idle = 0.0
        self._hold = None
        self.ctx.navigate(Attract(demo=self.config.attract == "demo"))
        self._abandon_game()
        self.end_visit()

    def start_fresh(self) -> None:
        """A touch on the attract screen: a new visitor starts at the menu."""
        log.info("attract screen touched: back to the menu")
        self.ctx.game = None
        self.ctx.navigate(NewVisit())

    def end_visit(self) -> None:
        """What the visitor chose (language, sound, the last game...) is forgotten; their
        achievements too when the operator asked for it."""
        self.ctx.store.end_visit()
        if self.config.visit_forgets_achievements:
            log.info("end of a visit: achievements and statistics forgotten")
            self.ctx.store.reset_stats(achievements=True)
        if i18n.get_language() != self.language:
            self.ctx.set_language(self.language)

    def _abandon_game(self) -> None:
        # The next visitor must find none of the last one's games in progress.
        try:
            Session.abandon_all(self.ctx.store)
        except Exception:  # the store never raises by contract; a bad save must not stop us
            log.exception("could not clear the saved game")
        self.ctx.game = None

    # --- a crash loop ---------------------------------------------------------------------
    def after_crash_loop(self) -> None:
        """The App's crash guard gave up on its menu: start again from a clean state at the
        attract screen: the game in play abandoned (it may be what fails), the visitor's
        choices forgotten, the gestures reset. Another loop soon after: a plainer attract
        screen (no demo, then no text). Never raises, never ends the app."""
        now = time.monotonic()
        self.crash_loops = [t for t in self.crash_loops if now - t < LOOPS_WITHIN] + [now]
        level = min(len(self.crash_loops) - 1, 2)
        log.critical("crash loop: clean state at the attract screen (level %d)", level)
        self.idle = 0.0
        self._hold, self._taps, self._swallow_until_up = None, [], False
        self.ctx.clear_stack()
        steps: list[Callable[[], None]] = [self._abandon_game, self.end_visit]
        for step in steps:
            try:
                step()
            except Exception:
                log.exception("crash loop: %s failed", step.__name__)
        screens = [(self.config.attract == "demo", True), (False, True), (False, False)]
        for demo, banner in screens[level:]:
            try:
                self.ctx.navigate(Attract(demo=demo, banner=banner))
                return
            except Exception:
                log.exception("crash loop: the attract screen failed (demo=%s, banner=%s)",
                              demo, banner)
                self.ctx.clear_stack()


