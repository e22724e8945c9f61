"""Kiosk mode, the crash guard and the log, stepped headless with injected time."""

from __future__ import annotations

import json
import logging
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from scenes import logs
from scenes.app import EXIT_CRASHED, App
from scenes.base import Scene
from scenes.kiosk.attract import AttractScene
from scenes.kiosk.controller import CORNERS, KioskConfig, corner_zones
from scenes.kiosk.pin_pad import PinPadScene

SIZE = (800, 600)


class Menu(Scene):
    """Stands in for the real menu: records what reaches it."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.events: list[int] = []
        self.updates = 0

    def handle_event(self, event: pygame.event.Event) -> None:
        self.events.append(event.type)

    def update(self, dt: float) -> bool:
        self.updates += 1
        return False


class Boom(Scene):
    def update(self, dt: float) -> bool:
        raise ZeroDivisionError("a scene bug")


PIN = "4711"


def make_app(tmp_path: Path, kiosk: bool = True, **settings: object) -> App:
    data = tmp_path / "data"
    data.mkdir(exist_ok=True)
    (data / "settings.json").write_text(json.dumps({"version": 1, "language": "en",
                                                    "kiosk_exit_pin": PIN, **settings}))
    app = App(SIZE, "en", data_dir=data, kiosk=kiosk)
    app.nav.menu_scene = lambda: Menu(app)  # type: ignore[method-assign]
    app.stack.reset_to(Menu(app))
    return app


@pytest.fixture(autouse=True)
def _close_log() -> Iterator[None]:
    import signal

    sigterm = signal.getsignal(signal.SIGTERM)
    yield
    logs.shutdown()
    signal.signal(signal.SIGTERM, sigterm)  # the kiosk controller takes SIGTERM


@pytest.fixture
def no_quit(monkeypatch: pytest.MonkeyPatch) -> None:
    """run() ends with pygame.quit(), which would spoil the fonts cached for later tests."""
    monkeypatch.setattr(pygame, "quit", lambda: None)


def finger(kind: int, x: float, y: float, finger_id: int = 1) -> pygame.event.Event:
    return pygame.event.Event(kind, x=x, y=y, dx=0.0, dy=0.0, finger_id=finger_id, touch_id=1,
                              pressure=1.0)


def click(pos: tuple[int, int], kind: int = pygame.MOUSEBUTTONDOWN) -> pygame.event.Event:
    return pygame.event.Event(kind, pos=pos, button=1, touch=False, window=None)


def wait(app: App, seconds: float, dt: float = 0.25) -> None:
    for _ in range(round(seconds / dt)):
        app.step(dt=dt)


def hold_corner(app: App, seconds: float, x: float = 0.01, y: float = 0.01) -> None:
    app.step([finger(pygame.FINGERDOWN, x, y)])
    wait(app, seconds)


def type_pin(app: App, pin: str) -> None:
    pad = app.scene
    assert isinstance(pad, PinPadScene)
    for key in [*pin, "ok"]:
        app.step([click(pad.keys[key].center), click(pad.keys[key].center, pygame.MOUSEBUTTONUP)])


# --- idle and the attract screen ---------------------------------------------------------
def test_idle_time_leads_to_the_attract_screen(tmp_path: Path) -> None:
    app = make_app(tmp_path, kiosk_idle_seconds=30)
    wait(app, 29.5)
    assert isinstance(app.scene, Menu)
    wait(app, 1.0)
    assert isinstance(app.scene, AttractScene)
    assert len(app.stack) == 1


def test_a_touch_restarts_the_idle_clock(tmp_path: Path) -> None:
    app = make_app(tmp_path, kiosk_idle_seconds=30)
    wait(app, 25)
    app.step([finger(pygame.FINGERDOWN, 0.5, 0.5), finger(pygame.FINGERUP, 0.5, 0.5)])
    wait(app, 25)
    assert isinstance(app.scene, Menu)
    wait(app, 6)
    assert isinstance(app.scene, AttractScene)


def test_the_next_touch_starts_fresh_and_does_nothing_else(tmp_path: Path) -> None:
    app = make_app(tmp_path, kiosk_idle_seconds=10)
    wait(app, 11)
    assert isinstance(app.scene, AttractScene)
    app.step([click((400, 300))])
    menu = app.scene
    assert isinstance(menu, Menu)
    app.step([click((400, 300), pygame.MOUSEBUTTONUP)])
    assert pygame.MOUSEBUTTONDOWN not in menu.events
    assert pygame.MOUSEBUTTONUP not in menu.events
    app.step([click((400, 300))])  # the touch after that is an ordinary one
    assert pygame.MOUSEBUTTONDOWN in menu.events


def test_every_abandoned_game_is_cleared_for_the_next_visitor(tmp_path: Path) -> None:
    import datetime as dt

    from game.session import Session

    app = make_app(tmp_path, kiosk_idle_seconds=10)
    left = [Session.start(app.store, "golf", None, 7),
            Session.start(app.store, "eight_off", None, 8),
            Session.start(app.store, "golf", None, 9, daily_date=dt.date.today()),
            Session.start_round(app.store, "golf", "E", range(1, 10))]
    for session in left:
        session.play(session.game.legal_moves()[0])
    assert len(app.store.slots_in_use()) == 4
    wait(app, 11)
    assert not app.store.has_saved_game()
    assert app.store.stats.get("golf", "E").played == 2
    assert app.store.stats.get("eight_off", "C8").played == 1
    assert app.store.stats.get_rounds("golf", "E").played == 1


def test_the_demo_plays_itself(tmp_path: Path) -> None:
    app = make_app(tmp_path, kiosk_idle_seconds=10)
    wait(app, 11)
    attract = app.scene
    assert isinstance(attract, AttractScene)
    assert attract.game is not None
    wait(app, 8)
    assert attract.game.moves >= 3
    frame = app.draw()
    assert frame.get_at((5, 5))[:3] != (0, 0, 0)


def test_attract_can_be_the_plain_banner(tmp_path: Path) -> None:
    app = make_app(tmp_path, kiosk_idle_seconds=10, kiosk_attract="menu")
    wait(app, 11)
    assert isinstance(app.scene, AttractScene)
    assert app.scene.game is None


def test_with_the_real_menu(tmp_path: Path) -> None:
    from scenes.pages.menu import MenuScene

    app = make_app(tmp_path, kiosk_idle_seconds=10)
    del app.nav.menu_scene  # the App's own: the real menu
    app.stack.reset_to(app.nav.menu_scene())
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b",
                                 scancode=41)])
    assert app.running and isinstance(app.scene, MenuScene)
    wait(app, 11)
    assert isinstance(app.scene, AttractScene)
    app.step([finger(pygame.FINGERDOWN, 0.5, 0.5)])
    app.step([finger(pygame.FINGERUP, 0.5, 0.5)])
    assert isinstance(app.scene, MenuScene)


# --- no accidental way out ---------------------------------------------------------------
def test_quit_and_escape_are_ignored(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    menu = app.scene
    assert isinstance(menu, Menu)
    app.step([pygame.event.Event(pygame.QUIT)])
    app.step([pygame.event.Event(pygame.WINDOWCLOSE, window=None)])
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b",
                                 scancode=41)])
    assert app.running
    assert pygame.KEYDOWN not in menu.events
    assert app.scene is menu


def test_the_same_events_quit_outside_kiosk_mode(tmp_path: Path) -> None:
    app = make_app(tmp_path, kiosk=False)
    app.step([pygame.event.Event(pygame.QUIT)])
    assert not app.running


def test_run_refuses_an_accidental_quit_in_kiosk_mode(tmp_path: Path, no_quit: None) -> None:
    app = make_app(tmp_path)

    class Quitter(Menu):
        def update(self, dt: float) -> bool:
            self.updates += 1
            if self.updates == 3:
                app.running = False  # a careless Quit button
            if self.updates == 6:
                app.quit()  # the sanctioned way (smoke runs)
            return False

    quitter = Quitter(app)
    app.stack.reset_to(quitter)
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    assert app.run() == 0
    assert quitter.updates == 6


# --- the staff exit ----------------------------------------------------------------------
def test_a_long_press_in_the_corner_opens_the_pin_pad(tmp_path: Path) -> None:
    app = make_app(tmp_path, kiosk_exit_hold_seconds=2)
    hold_corner(app, 1.5)
    assert isinstance(app.scene, Menu)
    wait(app, 0.75)
    assert isinstance(app.scene, PinPadScene)


def test_a_short_press_or_a_press_elsewhere_does_not(tmp_path: Path) -> None:
    app = make_app(tmp_path, kiosk_exit_hold_seconds=2)
    app.step([finger(pygame.FINGERDOWN, 0.01, 0.01)])
    wait(app, 1)
    app.step([finger(pygame.FINGERUP, 0.01, 0.01)])
    wait(app, 3)
    hold_corner(app, 3, x=0.5, y=0.5)
    hold_corner(app, 3, x=0.99, y=0.99)  # not the configured corner
    app.step([finger(pygame.FINGERUP, 0.99, 0.99)])
    app.step([finger(pygame.FINGERDOWN, 0.01, 0.01, finger_id=2)])
    app.step([finger(pygame.FINGERMOTION, 0.3, 0.3, finger_id=2)])  # slid away: a drag
    wait(app, 3)
    assert isinstance(app.scene, Menu)


def test_a_mouse_held_in_the_corner_also_works(tmp_path: Path) -> None:
    app = make_app(tmp_path, kiosk_exit_hold_seconds=2, kiosk_exit_corner="bottom-right")
    app.step([click((app.size[0] - 3, app.size[1] - 3))])
    wait(app, 2.25)
    assert isinstance(app.scene, PinPadScene)


def test_the_four_corner_gesture(tmp_path: Path) -> None:
    app = make_app(tmp_path, kiosk_exit_gesture="corners")
    zones = corner_zones(app.size)
    for name in CORNERS[:3]:
        app.step([click(zones[name].center)], dt=0.5)
    app.step([click((400, 300))], dt=0.5)  # a tap in between breaks the sequence
    app.step([click(zones[CORNERS[3]].center)], dt=0.5)
    assert isinstance(app.scene, Menu)
    for name in CORNERS:
        app.step([click(zones[name].center)], dt=0.5)
    assert isinstance(app.scene, PinPadScene)


def test_a_wrong_pin_stays_and_the_right_pin_exits(tmp_path: Path) -> None:
    app = make_app(tmp_path, kiosk_exit_pin="4711", kiosk_exit_hold_seconds=2)
    hold_corner(app, 2.5)
    type_pin(app, "1234")
    pad = app.scene
    assert isinstance(pad, PinPadScene)
    assert pad.error and app.running
    type_pin(app, "4711")
    assert not app.running
    assert app.kiosk_ctl is not None and app.kiosk_ctl.exit_granted


def test_the_pin_pad_takes_the_keyboard_and_cancel(tmp_path: Path) -> None:
    app = make_app(tmp_path, kiosk_exit_hold_seconds=2)
    hold_corner(app, 2.5)
    pad = app.scene
    assert isinstance(pad, PinPadScene)
    for key in (pygame.K_2, pygame.K_5, pygame.K_9, pygame.K_BACKSPACE):
        app.step([pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)])
    assert pad.entered == "25"
    app.step([click(pad.keys["cancel"].center)])
    assert isinstance(app.scene, Menu)
    assert app.running


def test_three_wrong_pins_close_the_pad_and_lock_the_exit(tmp_path: Path) -> None:
    app = make_app(tmp_path, kiosk_exit_hold_seconds=2, kiosk_idle_seconds=600)
    hold_corner(app, 2.5)
    for _ in range(3):
        type_pin(app, "0000")
    assert isinstance(app.scene, Menu)
    app.step([finger(pygame.FINGERUP, 0.01, 0.01)])
    hold_corner(app, 2.5)
    pad = app.scene
    assert isinstance(pad, PinPadScene) and pad.lock_text() == "Try again in 0:28"
    type_pin(app, PIN)  # locked: even the right PIN does nothing
    assert app.running and pad.entered == ""
    app.step([click(pad.keys["cancel"].center)])
    app.step([finger(pygame.FINGERUP, 0.01, 0.01)])
    wait(app, 28)
    hold_corner(app, 2.5)
    assert isinstance(app.scene, PinPadScene) and app.scene.lock_text() == ""
    type_pin(app, PIN)
    assert not app.running


def test_an_untouched_pin_pad_closes_itself(tmp_path: Path) -> None:
    app = make_app(tmp_path, kiosk_exit_hold_seconds=2, kiosk_idle_seconds=600)
    hold_corner(app, 2.5)
    assert isinstance(app.scene, PinPadScene)
    wait(app, 31)
    assert isinstance(app.scene, Menu)


# --- configuration and the cursor --------------------------------------------------------
def test_bad_kiosk_settings_fall_back_to_defaults(tmp_path: Path) -> None:
    app = make_app(tmp_path, kiosk_exit_corner="middle", kiosk_exit_hold_seconds=-4,
                   kiosk_cursor=7)
    assert app.kiosk_ctl is not None
    config = app.kiosk_ctl.config
    assert (config.corner, config.hold_seconds, config.cursor) == ("top-left", 3.0, "auto")
    assert config == KioskConfig(pin=PIN, idle_seconds=120.0)


def test_the_cursor_hides_for_fingers_and_returns_for_a_mouse(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    ctl = app.kiosk_ctl
    assert ctl is not None
    app.step([finger(pygame.FINGERDOWN, 0.5, 0.5)])
    assert not ctl.cursor_visible
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=(10, 10), rel=(1, 1), buttons=(0, 0, 0),
                                 touch=True, window=None)])
    assert not ctl.cursor_visible  # made by SDL from the finger
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=(10, 10), rel=(1, 1), buttons=(0, 0, 0),
                                 touch=False, window=None)])
    assert ctl.cursor_visible


def test_a_hidden_cursor_stays_hidden(tmp_path: Path) -> None:
    app = make_app(tmp_path, kiosk_cursor="hidden")
    assert app.kiosk_ctl is not None and not app.kiosk_ctl.cursor_visible
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=(10, 10), rel=(1, 1), buttons=(0, 0, 0),
                                 touch=False, window=None)])
    assert not app.kiosk_ctl.cursor_visible


# --- the crash guard and the log ---------------------------------------------------------
def test_a_scene_error_is_logged_and_the_menu_comes_back(tmp_path: Path) -> None:
    app = make_app(tmp_path, kiosk=False)
    app.guard_errors = True
    app.stack.push(Boom(app))
    app.step()
    assert isinstance(app.scene, Menu)
    assert len(app.stack) == 1
    assert app.running
    app.step()
    assert app.log_path is not None
    text = app.log_path.read_text(encoding="utf-8")
    assert "ZeroDivisionError: a scene bug" in text
    assert "unexpected error in Boom" in text


def test_without_the_guard_step_raises(tmp_path: Path) -> None:
    app = make_app(tmp_path, kiosk=False)
    app.stack.push(Boom(app))
    with pytest.raises(ZeroDivisionError):
        app.step()


def test_run_survives_a_scene_error(tmp_path: Path, no_quit: None) -> None:
    app = make_app(tmp_path, kiosk=True)

    class Closer(Menu):
        def update(self, dt: float) -> bool:
            self.updates += 1
            if self.updates >= 2:
                app.quit()
            return False

    app.nav.menu_scene = lambda: Closer(app)  # type: ignore[method-assign]
    app.stack.push(Boom(app))
    assert app.run() == 0
    assert app.log_path is not None
    assert "ZeroDivisionError" in app.log_path.read_text(encoding="utf-8")


@pytest.mark.parametrize("kiosk", [False, True])
def test_a_crash_loop_ends_the_app_with_an_error_code(tmp_path: Path, no_quit: None,
                                                      kiosk: bool) -> None:
    """Outside kiosk mode, or in a kiosk whose supervisor starts it again."""
    app = make_app(tmp_path, kiosk=kiosk, kiosk_supervised=True)
    app.nav.menu_scene = lambda: Boom(app)  # type: ignore[method-assign]
    app.stack.push(Boom(app))
    assert app.run() == EXIT_CRASHED
    assert app.log_path is not None
    assert "giving up" in app.log_path.read_text(encoding="utf-8")


def test_the_log_rotates_and_is_set_up_once(tmp_path: Path) -> None:
    path = logs.setup(tmp_path)
    assert path == tmp_path / "logs" / "solitaire.log"
    logs.setup(tmp_path)
    handlers = [h for h in logs.log.handlers if isinstance(h, logging.FileHandler)]
    assert len(handlers) == 1
    for i in range(8000):
        logs.log.info("line %d %s", i, "x" * 100)
    files = sorted(p.name for p in (tmp_path / "logs").iterdir())
    assert files == ["solitaire.log", "solitaire.log.1", "solitaire.log.2", "solitaire.log.3"]
    assert all(p.stat().st_size <= logs.MAX_BYTES for p in (tmp_path / "logs").iterdir())


def test_an_unwritable_log_folder_does_not_stop_the_app(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    assert logs.setup(blocker) is None


def test_sigterm_ends_the_kiosk_loop(tmp_path: Path, no_quit: None) -> None:
    import os
    import signal

    original = signal.getsignal(signal.SIGTERM)
    app = make_app(tmp_path)

    class Terminated(Menu):
        def update(self, dt: float) -> bool:
            self.updates += 1
            if self.updates == 2:
                assert signal.getsignal(signal.SIGTERM) is not original  # taken for the loop
                os.kill(os.getpid(), signal.SIGTERM)
            if self.updates > 50:
                raise AssertionError("still running after SIGTERM")
            return False

    scene = Terminated(app)
    app.stack.reset_to(scene)
    assert app.run() == 0
    assert scene.updates < 10
    assert signal.getsignal(signal.SIGTERM) is original  # given back when the loop ended


def test_the_banner_blinks_bright_and_dim_never_empty(tmp_path: Path) -> None:
    """"Touch the screen to play" stays in its band through the blink, dimmed every other
    second: the band alone, empty, looked like something left on the screen."""
    app = make_app(tmp_path)
    attract = AttractScene(app, demo=False)
    app.stack.reset_to(attract)
    width, height = app.size
    band = pygame.Rect(0, round(height * 0.82) - 5, width, 10)  # through the words' middle
    inks = []
    for on in (True, False):
        attract.banner_on = on
        frame = app.draw()
        colours = {frame.get_at((x, y))[:3] for x in range(band.left, band.right, 2)
                   for y in range(band.top, band.bottom)}
        assert len(colours) > 10, on  # letters, not the plain shade
        inks.append(max(colours, key=sum))
    assert sum(inks[0]) > sum(inks[1])  # on: brighter than off
