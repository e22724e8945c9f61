"""What kiosk mode is set to, checked before it starts: the ``kiosk_*`` settings, the staff
PIN, the lockout after wrong PINs, and what SDL is asked to keep inside the window.

- ``KioskConfig.read(settings)``: the configuration and, for each value it could not take, one
  line saying why and what it uses instead. Values that contradict each other are refused: a
  long press (``kiosk_exit_hold_seconds``) as long as the idle time (``kiosk_idle_seconds``)
  could never finish, as the attract screen would cancel it; the default hold is used.
- The staff PIN: 4 to 8 ASCII digits. There is no shared default. When ``settings.json`` holds
  no usable PIN (none, a malformed one, an unreadable file, or ``2580``, the default of earlier
  builds, which they wrote into every settings file), kiosk mode makes a random 6-digit PIN
  (``secrets``), writes it into ``settings.json`` and tells the installer (the log and standard
  error). It never falls back to a known PIN.
- The lockout: after every third wrong PIN in a row the staff gesture is locked, for 30 s, then
  twice as long each time, at most an hour (``lockout_seconds``); the count of wrong PINs is
  kept in ``settings.json`` (``kiosk_failed_pins``), so restarting the machine does not reset it
  (``scenes.kiosk.lockout`` keeps it, whatever the disk does).
- ``set_sdl_hints`` (before SDL starts) and ``grab_input`` (once the window is open): Alt+Tab,
  the Windows key and Alt+F4 stay inside the window where the platform lets an app keep them.
  What no app can keep (Ctrl+Alt+Del, virtual terminals, the compositor's own keys) is for the
  operating system to lock down: see the README's "Kiosk mode".
"""

from __future__ import annotations

import contextlib
import logging
import os
import re
import secrets
import sys
from dataclasses import dataclass
from typing import Any

import pygame

from game.store import Settings

log = logging.getLogger("solitaire.kiosk")

CORNERS = ("top-left", "top-right", "bottom-right", "bottom-left")  # clockwise
PIN_PATTERN = re.compile(r"[0-9]{4,8}")  # ASCII digits only: [0-9], not \d
RETIRED_PINS = frozenset({"2580"})  # earlier builds' shared default, still in their files
NEW_PIN_DIGITS = 6
DEFAULT_HOLD_SECONDS = 3.0  # below the smallest idle time the settings allow (10 s)
MAX_WRONG_PINS = 3  # wrong PINs in a row before each lockout
LOCKOUT_FIRST = 30.0
LOCKOUT_MAX = 3600.0
FAILED_PINS_KEY = "kiosk_failed_pins"
VISIT_FORGETS_ACHIEVEMENTS = "kiosk_visit_forgets_achievements"
MAX_FAILED_PINS = 10**9

# SDL reads its hints from the environment. Each is documented at wiki.libsdl.org/SDL2/<name>.
SDL_HINTS = {
    # A grab takes the keyboard as well as the mouse (Alt+Tab, the Windows key: Windows, X11).
    "SDL_GRAB_KEYBOARD": "1",
    # While the keyboard is grabbed, SDL itself would still minimise the window on Alt+Tab.
    "SDL_ALLOW_ALT_TAB_WHILE_GRABBED": "0",
    # Windows turns Alt+F4 into a close request; kiosk mode ignores those anyway.
    "SDL_WINDOWS_NO_CLOSE_ON_ALT_F4": "1",
    # A full-screen window stays up when something else takes the focus.
    "SDL_VIDEO_MINIMIZE_ON_FOCUS_LOSS": "0",
    # Android's Back reaches the app (as a key kiosk mode ignores) instead of closing it.
    "SDL_ANDROID_TRAP_BACK_BUTTON": "1",
    # The screen saver would cover the attract screen.
    "SDL_VIDEO_ALLOW_SCREENSAVER": "0",
}


def set_sdl_hints() -> None:
    """Before SDL opens the window: ask it to keep system shortcuts inside the app."""
    os.environ.update(SDL_HINTS)


def grab_input() -> bool:
    """Grab the mouse and (with ``SDL_GRAB_KEYBOARD``) the keyboard; whether SDL says it did
    (a video driver without grabs, or a Wayland compositor that refuses, leaves it False)."""
    try:
        pygame.event.set_grab(True)
        return bool(pygame.event.get_grab())
    except pygame.error:
        return False


# --- the staff PIN -----------------------------------------------------------------------
def usable_pin(value: Any) -> bool:
    """4 to 8 ASCII digits, and not a PIN every earlier installation shared."""
    return (isinstance(value, str) and PIN_PATTERN.fullmatch(value) is not None
            and value not in RETIRED_PINS)


def weak_pin(pin: str) -> bool:
    """A PIN among the first a guesser tries: few different digits, or a run (123456)."""
    return len(set(pin)) < 3 or pin in "01234567890123" or pin in "98765432109876"


def new_pin() -> str:
    """A random PIN from the system's secure source (never ``random``), not a weak one."""
    while True:
        pin = "".join(secrets.choice("0123456789") for _ in range(NEW_PIN_DIGITS))
        if not weak_pin(pin):
            return pin


def lockout_seconds(failures: int) -> float:
    """How long the staff gesture is locked after ``failures`` wrong PINs in a row: nothing
    before the third, then 30 s, and twice as long after each further three, at most an hour."""
    rounds = failures // MAX_WRONG_PINS
    if rounds <= 0:
        return 0.0
    return min(LOCKOUT_MAX, LOCKOUT_FIRST * 2 ** min(rounds - 1, 32))


def failed_pins(settings: Settings) -> int | None:
    """The count of wrong PINs in a row that ``settings`` keep (0 when none is kept), or
    None when what they keep is no count."""
    value = settings.extra.get(FAILED_PINS_KEY, 0)
    return value if type(value) is int and 0 <= value <= MAX_FAILED_PINS else None


def tell_installer(message: str) -> None:
    """A line for whoever set the kiosk up: in the log, and on standard error (the console, or
    the supervisor's journal). English, as the log is."""
    log.warning("%s", message)
    with contextlib.suppress(AttributeError, OSError, ValueError):  # no console (windowed)
        sys.stderr.write(f"solitaire: kiosk: {message}\n")
        sys.stderr.flush()


# --- configuration -----------------------------------------------------------------------
@dataclass(frozen=True)
class KioskConfig:
    idle_seconds: float = 120.0
    pin: str = ""  # "" only until the controller has made one (never a known PIN)
    gesture: str = "corner"  # "corner": long press in a corner; "corners": four taps
    corner: str = "top-left"  # one of CORNERS, or "any"
    hold_seconds: float = DEFAULT_HOLD_SECONDS
    cursor: str = "auto"  # "auto", "hidden", "shown"
    attract: str = "demo"  # "demo" or "menu"
    supervised: bool = False  # a supervisor restarts the app: a crash loop may end it
    # Each visitor starts with an empty trophy room: the end of a visit forgets the
    # achievements and the statistics they are worked out from. Off unless the operator asks.
    visit_forgets_achievements: bool = False

    @classmethod
    def read(cls, settings: Settings) -> tuple[KioskConfig, list[str]]:
        """The configuration in ``settings`` and one line for each value refused."""
        extra = settings.extra
        problems: list[str] = []
        idle = float(settings.kiosk_idle_seconds)
        hold = _seconds(extra, "kiosk_exit_hold_seconds", 1.0, 30.0, cls.hold_seconds, problems)
        if hold >= idle:
            problems.append(
                f"kiosk_exit_hold_seconds ({hold:g}) is not shorter than kiosk_idle_seconds "
                f"({idle:g}): the attract screen would end every long press; "
                f"using {DEFAULT_HOLD_SECONDS:g} s")
            hold = DEFAULT_HOLD_SECONDS
        supervised = _flag(extra, "kiosk_supervised", problems)
        forgets = _flag(extra, VISIT_FORGETS_ACHIEVEMENTS, problems)
        config = cls(
            idle_seconds=idle,
            pin=settings.kiosk_exit_pin if usable_pin(settings.kiosk_exit_pin) else "",
            gesture=_choice(extra, "kiosk_exit_gesture", ("corner", "corners"), cls.gesture,
                            problems),
            corner=_choice(extra, "kiosk_exit_corner", (*CORNERS, "any"), cls.corner, problems),
            hold_seconds=hold,
            cursor=_choice(extra, "kiosk_cursor", ("auto", "hidden", "shown"), cls.cursor,
                           problems),
            attract=_choice(extra, "kiosk_attract", ("demo", "menu"), cls.attract, problems),
            supervised=supervised,
            visit_forgets_achievements=forgets,
        )
        return config, problems


def _flag(extra: dict[str, Any], key: str, problems: list[str]) -> bool:
    value = extra.get(key, False)
    if isinstance(value, bool):
        return value
    problems.append(f"{key}={value!r} is not true or false; using false")
    return False


def _choice(extra: dict[str, Any], key: str, allowed: tuple[str, ...], default: str,
            problems: list[str]) -> str:
    value = extra.get(key, default)
    if value in allowed:
        return str(value)
    problems.append(f"{key}={value!r} is not one of {', '.join(allowed)}; using {default!r}")
    return default


def _seconds(extra: dict[str, Any], key: str, low: float, high: float, default: float,
             problems: list[str]) -> float:
    value = extra.get(key, default)
    if type(value) in (int, float) and low <= value <= high:
        return float(value)
    problems.append(f"{key}={value!r} is not between {low:g} and {high:g}; using {default:g}")
    return default
