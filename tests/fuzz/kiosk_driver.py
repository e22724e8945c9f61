"""The event fuzzer in kiosk mode: everything ``Fuzzer`` does to the tables, plus what a
visitor does to a kiosk: the staff gesture in every corner, the PIN pad (its keys, the keyboard's
digits, other scripts' digits, text), the attract screen, long idle times, every quit request
and system key a keyboard can send, and hostile text on every screen.

Checked after every event, besides the tables' invariants: the kiosk is still running, no exit
was granted and a screen is shown (``escapes`` stays 0: any escape fails at once, with the seed
and the last actions). The staff PIN is eight digits the stream never types on purpose; a wrong
PIN is expected, and the lockout after them grows as it does for people.
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Any

import pygame

from scenes.kiosk.attract import AttractScene
from scenes.kiosk.controller import KioskController, corner_zones
from scenes.kiosk.pin_pad import KEYS, PinPadScene
from scenes.kiosk.setup import CORNERS

from .driver import Fuzzer, Stats

PIN = "86420975"
IDLE_SECONDS = 20
HOLD_SECONDS = 1
KIOSK_SETTINGS = {"version": 1, "language": "en", "kiosk_exit_pin": PIN,
                  "kiosk_idle_seconds": IDLE_SECONDS, "kiosk_exit_hold_seconds": HOLD_SECONDS}

ALT, CTRL, GUI = pygame.KMOD_ALT, pygame.KMOD_CTRL, pygame.KMOD_GUI
SYSTEM_KEYS: tuple[tuple[int, int, str], ...] = (
    (pygame.K_F4, ALT, ""), (pygame.K_TAB, ALT, "\t"), (pygame.K_ESCAPE, 0, "\x1b"),
    (pygame.K_AC_BACK, 0, ""), (pygame.K_q, CTRL, "\x11"), (pygame.K_w, CTRL, "\x17"),
    (pygame.K_DELETE, CTRL | ALT, ""), (pygame.K_BACKSPACE, CTRL | ALT, ""),
    (pygame.K_LGUI, 0, ""), (pygame.K_RGUI, 0, ""), (pygame.K_d, GUI, "d"),
    (pygame.K_F11, 0, ""), (pygame.K_F1, CTRL | ALT, ""), (pygame.K_ESCAPE, CTRL, ""),
    (pygame.K_ESCAPE, ALT, ""), (pygame.K_MENU, 0, ""), (pygame.K_POWER, 0, ""),
    (pygame.K_LSUPER, 0, ""), (pygame.K_SYSREQ, ALT, ""), (pygame.K_PRINTSCREEN, 0, ""),
)
QUIT_EVENTS = (pygame.QUIT, pygame.WINDOWCLOSE, pygame.APP_TERMINATING,
               pygame.WINDOWMINIMIZED, pygame.WINDOWHIDDEN, pygame.WINDOWFOCUSLOST)
# Digits a pad should never take: full-width, Arabic-Indic, superscript (as key and as text).
OTHER_DIGITS = "０１２３４５６７８９٠١٢٣٤٥٦٧٨٩²"


class KioskFuzzer(Fuzzer):
    """A kiosk App driven by a seeded stream; ``run(n)`` feeds about ``n`` events."""

    def __init__(self, game: str, seed: int, data_dir: Path, **kwargs: Any) -> None:
        data_dir.mkdir(parents=True, exist_ok=True)
        (data_dir / "settings.json").write_text(json.dumps(KIOSK_SETTINGS))
        self.kiosk: Counter[str] = Counter()
        super().__init__(game, seed, data_dir, kiosk=True, **kwargs)
        ctl = self.app.kiosk_ctl
        assert ctl is not None and ctl.config.pin == PIN
        self.ctl: KioskController = ctl

    # --- running ------------------------------------------------------------------------
    def run(self, events: int) -> Stats:
        target = self.stats.events + events
        table_actions = self._actions()
        names = [a[0] for a in table_actions] + ["staff_gesture", "system_keys", "wait_idle",
                                                 "wait_long", "type_text"]
        weights = [a[1] for a in table_actions] + [4.0, 2.0, 1.5, 0.3, 2.0]
        while self.stats.events < target:
            scene = self.app.scene
            self.stats.scenes[type(scene).__name__] += 1
            if isinstance(scene, PinPadScene):
                name = self.rng.choice(["pin_pad"] * 6 + ["system_keys", "type_text", "tap",
                                                          "wait_idle"])
            elif isinstance(scene, AttractScene):
                name = self.rng.choice(["tap", "drag", "type_text", "system_keys",
                                        "staff_gesture", "wait_long"])
            elif self.table() is None:
                self.away += 1
                name = self.rng.choice(["click"] * 4 + ["tap", "escape", "type_text",
                                                        "staff_gesture", "system_keys"])
                if self.away > 8:
                    self._back_to_a_table()
                    continue
            else:
                self.away = 0
                name = self.rng.choices(names, weights)[0]
            self.copies = self.rng.random() < 0.85
            self.trail.append(name)
            self.stats.actions[name] += 1
            getattr(self, f"act_{name}")()
            self._release_all()
            self.check_idle()
        return self.stats

    def feed(self, event: pygame.event.Event) -> None:
        super().feed(event)
        self.check_kiosk()

    def frame(self, events: list[pygame.event.Event], dt: float | None = None) -> None:
        super().frame(events, dt)
        self.check_kiosk()  # time alone (idle, a lockout ending, the PIN pad's timeout)

    def check_kiosk(self) -> None:
        ctl = self.app.kiosk_ctl  # (also while Fuzzer.__init__ deals the first game)
        if not self.app.running or ctl is None or ctl.exit_granted or not self.app.stack:
            self.kiosk["escapes"] += 1
            self.fail(f"kiosk escape: running={self.app.running} controller={ctl is not None} "
                      f"exit_granted={ctl is not None and ctl.exit_granted} "
                      f"screens={len(self.app.stack)}")

    # --- kiosk actions ------------------------------------------------------------------
    def act_staff_gesture(self) -> None:
        """A press held in a corner (mostly the staff corner), for about the hold time."""
        zones = corner_zones(self.app.size)
        corner = CORNERS[0] if self.rng.random() < 0.7 else self.rng.choice(CORNERS)
        rect = zones[corner]
        pos = self.inside(rect)
        use_mouse = self.rng.random() < 0.3
        self.frame(self.pointer(pygame.FINGERDOWN, pos, use_mouse), 0.05)
        held = self.rng.choice((0.3, HOLD_SECONDS - 0.1, HOLD_SECONDS + 0.2, 2.5))
        for _i in range(max(1, round(held / 0.25))):
            self.frame([], 0.25)
        self.frame(self.pointer(pygame.FINGERUP, pos, use_mouse), 0.02)
        if isinstance(self.app.scene, PinPadScene):
            self.kiosk["pin_pads_opened"] += 1
            self.kiosk["pin_pads_locked"] += self.ctl.locked_for() > 0

    def act_pin_pad(self) -> None:
        """Keys of the pad, the keyboard's digits and other scripts' digits, then OK."""
        pad = self.app.scene
        if not isinstance(pad, PinPadScene):
            self.act_tap()
            return
        before = self.ctl.wrong_pins
        for _i in range(self.rng.randint(1, 10)):
            r = self.rng.random()
            if r < 0.6:
                rect = pad.keys[self.rng.choice([*KEYS, *"0123456789"])]
                pos = self.inside(rect)
                self.frame(self.finger(pygame.FINGERDOWN, pos), 0.02)
                self.frame(self.finger(pygame.FINGERUP, pos), 0.05)
            elif r < 0.8:
                digit = self.rng.choice((*range(pygame.K_0, pygame.K_9 + 1), pygame.K_KP_1,
                                         pygame.K_KP_0, pygame.K_BACKSPACE))
                self.frame([self.key(digit)], 0.03)
            else:
                other = self.rng.choice(OTHER_DIGITS)
                self.frame([pygame.event.Event(pygame.KEYDOWN, key=ord(other), mod=0,
                                               unicode=other, scancode=0),
                            pygame.event.Event(pygame.TEXTINPUT, text=other, window=None)], 0.03)
            if not isinstance(self.app.scene, PinPadScene):
                break
        if isinstance(self.app.scene, PinPadScene):
            self.frame([self.key(self.rng.choice((pygame.K_RETURN, pygame.K_KP_ENTER)))], 0.05)
        self.kiosk["wrong_pins"] += max(0, self.ctl.wrong_pins - before)
        self.kiosk["lockouts"] += sum(n % 3 == 0 for n in range(before + 1,
                                                                self.ctl.wrong_pins + 1))

    def act_system_keys(self) -> None:
        """Quit requests and the keys that leave an app on some system, in a burst."""
        events: list[pygame.event.Event] = []
        for _i in range(self.rng.randint(1, 5)):
            if self.rng.random() < 0.3:
                kind = self.rng.choice(QUIT_EVENTS)
                events.append(pygame.event.Event(kind, window=None))
            else:
                code, mod, text = self.rng.choice(SYSTEM_KEYS)
                events.append(pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod,
                                                 unicode=text, scancode=0))
                events.append(pygame.event.Event(pygame.KEYUP, key=code, mod=mod,
                                                 unicode=text, scancode=0))
        self.kiosk["quit_requests_and_system_keys"] += len(events)
        self.frame(events)

    def act_wait_idle(self) -> None:
        """Nobody touches the kiosk for longer than the idle time: the attract screen."""
        for _i in range(IDLE_SECONDS // 4 + 2):
            self.frame([], 4.0)
        if isinstance(self.app.scene, AttractScene):
            self.kiosk["attract_screens"] += 1

    def act_wait_long(self) -> None:
        """Minutes to an hour without a touch (lockouts run out, the demo deals again)."""
        for _i in range(self.rng.randint(2, 120)):
            self.frame([], 30.0)

