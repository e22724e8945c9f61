"""The security review's kiosk escapes (issue 19), each a test: headless kiosk apps fed posted
text input, keys and touches, with time injected.

1. Text that drew nothing crashed the game-code field and the rules page; five crashes in a
   minute ended the kiosk. 2. The shared default PIN 2580, a lockout that never grew, and a
   bad PIN or settings file that fell back to 2580 (rewritten, with a toast for visitors).
   3. A long press as long as the idle time could never reach the PIN pad. 4. Visitors could
   reset the statistics and choose the next visitors' settings; nothing grabbed the keyboard.
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game import i18n
from game.session import Session
from scenes import intents, logs
from scenes.app import EXIT_CRASHED, App
from scenes.base import Scene
from scenes.dialogs.new_game import NewGameScene
from scenes.kiosk.attract import AttractScene
from scenes.kiosk.pin_pad import PinPadScene
from scenes.kiosk.setup import (
    LOCKOUT_MAX,
    SDL_HINTS,
    KioskConfig,
    lockout_seconds,
    new_pin,
    usable_pin,
    weak_pin,
)
from scenes.pages.menu import MenuScene

SIZE = (800, 600)
PIN = "4711"
# What the review typed: zero-width characters, direction marks and isolates, the soft hyphen,
# the byte order mark, the joiner; then emoji, control characters and right-to-left text.
ZERO_WIDTH = ["\u200b", "\u200e", "\u200f", "\u2066", "\u2067", "\u2068", "\u2069", "\u00ad",
              "\ufeff", "\u200d"]
HOSTILE_TEXT = [*ZERO_WIDTH, "\u200b\u200e\ufeff", "\u202e", "😀", "👩‍👩‍👧", "🏴\U000e0067",
                "\x00", "\x07", "\x1b", "\x7f", "\u0085", "\r\n", "\t", "A\u0301", "שלום",
                "\u202bעברית\u202c", "７３９１", "٧٣٩١", "x" * 500]


@pytest.fixture(autouse=True)
def _restore() -> Iterator[None]:
    import signal

    sigterm = signal.getsignal(signal.SIGTERM)
    yield
    logs.shutdown()
    signal.signal(signal.SIGTERM, sigterm)  # the kiosk controller takes SIGTERM
    pygame.event.set_grab(False)


@pytest.fixture
def no_quit(monkeypatch: pytest.MonkeyPatch) -> None:
    """run() ends with pygame.quit(), which would spoil the fonts cached for later tests."""
    monkeypatch.setattr(pygame, "quit", lambda: None)


def settings_file(tmp_path: Path) -> Path:
    return tmp_path / "data" / "settings.json"


def kiosk_app(tmp_path: Path, lang: str | None = "en", **settings: object) -> App:
    path = settings_file(tmp_path)
    path.parent.mkdir(exist_ok=True)
    if not path.exists():
        path.write_text(json.dumps({"version": 1, "language": "en", "kiosk_exit_pin": PIN,
                                    **settings}))
    app = App(SIZE, lang, data_dir=path.parent, kiosk=True)
    app.nav.to_menu()
    app.step()
    return app


def finger(kind: int, x: float, y: float, finger_id: int = 1) -> pygame.event.Event:
    return pygame.event.Event(kind, x=x, y=y, dx=0.0, dy=0.0, finger_id=finger_id, touch_id=1,
                              pressure=1.0)


def click(pos: tuple[int, int], kind: int = pygame.MOUSEBUTTONDOWN) -> pygame.event.Event:
    return pygame.event.Event(kind, pos=pos, button=1, touch=False, window=None)


def key(code: int, unicode: str = "", mod: int = 0) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode=unicode, scancode=0)


def typed(text: str) -> list[pygame.event.Event]:
    """Text as SDL posts it: an input method's composition, then the text."""
    return [pygame.event.Event(pygame.TEXTEDITING, text=text, start=0, length=len(text),
                               window=None),
            pygame.event.Event(pygame.TEXTINPUT, text=text, window=None)]


def wait(app: App, seconds: float, dt: float = 0.25) -> None:
    for _ in range(round(seconds / dt)):
        app.step(dt=dt)


def open_pad(app: App) -> PinPadScene:
    app.step([finger(pygame.FINGERDOWN, 0.01, 0.01)])
    wait(app, 3.25)
    app.step([finger(pygame.FINGERUP, 0.01, 0.01)])
    pad = app.scene
    assert isinstance(pad, PinPadScene)
    return pad


def type_pin(app: App, pin: str) -> None:
    pad = app.scene
    assert isinstance(pad, PinPadScene)
    for name in [*pin, "ok"]:
        app.step([click(pad.keys[name].center), click(pad.keys[name].center,
                                                       pygame.MOUSEBUTTONUP)])


def log_text(app: App) -> str:
    assert app.log_path is not None
    return app.log_path.read_text(encoding="utf-8")


# --- 1. no text crashes a field or a page; a crash loop never ends the kiosk ---------------
@pytest.mark.parametrize("lang", ["en", "he"])
def test_zero_width_text_in_the_empty_game_code_field(tmp_path: Path, lang: str) -> None:
    app = kiosk_app(tmp_path, lang)
    app.navigate(intents.NewGame(code_mode=True))
    dialog = app.scene
    assert isinstance(dialog, NewGameScene) and dialog.entry is not None
    for text in ZERO_WIDTH:  # into the empty field, as the review typed them
        app.step(typed(text))  # no guard: an exception fails the test
        app.draw()
        assert dialog.entry.get_text() == "", repr(text)
    for text in HOSTILE_TEXT:
        app.step(typed(text))
        app.draw()
        assert re.fullmatch(r"[A-Za-z0-9 -]*", dialog.entry.get_text()), repr(text)
    assert app.scene is dialog and app.running
    assert "unexpected error" not in log_text(app)


def test_a_rules_page_of_zero_width_lines_in_kiosk_mode(tmp_path: Path,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    import scenes.pages.rules as rules

    page = "\n\n".join(["# \u200b", *ZERO_WIDTH, "- \u2066\u2069", "| \u200b | \u200d |"])
    monkeypatch.setattr(rules, "load_page", lambda game, lang=None: page)
    for lang in ("he", "hu"):
        app = kiosk_app(tmp_path, lang)
        app.navigate(intents.Rules())
        for text in HOSTILE_TEXT:
            app.step(typed(text))
        app.draw()
        assert isinstance(app.scene, rules.RulesScene) and app.running


def test_hostile_text_and_keys_on_every_kiosk_screen(tmp_path: Path) -> None:
    app = kiosk_app(tmp_path, kiosk_idle_seconds=10)
    junk_keys = [key(0xFF11, "１"), key(0x0661, "١"), key(pygame.K_F4, mod=pygame.KMOD_ALT),
                 key(pygame.K_TAB, mod=pygame.KMOD_ALT), key(pygame.K_LGUI),
                 key(pygame.K_DELETE, mod=pygame.KMOD_CTRL | pygame.KMOD_ALT),
                 key(pygame.K_q, "q", pygame.KMOD_CTRL), key(pygame.K_ESCAPE),
                 key(pygame.K_AC_BACK), key(0x10FFFF), key(-1)]
    screens = [lambda: app.navigate(intents.Settings()), lambda: app.navigate(intents.Stats()),
               lambda: app.navigate(intents.NewGame()), lambda: open_pad(app)]
    for open_screen in screens:
        app.nav.to_menu()
        open_screen()
        shown = app.scene
        for text in HOSTILE_TEXT:
            app.step(typed(text))
        app.step(junk_keys)
        app.draw()
        assert app.running and app.scene is shown, type(shown).__name__
        if isinstance(shown, PinPadScene):
            assert shown.entered == ""  # no full-width or Arabic-Indic digit counts
    wait(app, 11)
    assert isinstance(app.scene, AttractScene)
    app.step(typed("\u200b😀\x00"))  # text alone does not end the attract screen
    assert isinstance(app.scene, AttractScene)
    app.draw()
    assert app.running and "unexpected error" not in log_text(app)


class Boom(Scene):
    def update(self, dt: float) -> bool:
        raise ZeroDivisionError("a scene bug")


def test_a_crash_loop_starts_the_kiosk_again_at_the_attract_screen(tmp_path: Path) -> None:
    app = kiosk_app(tmp_path)
    app.guard_errors = True
    session = app.nav.start_game("golf", None, 7)
    session.play(session.game.legal_moves()[0])
    app.set_language("he")  # the visitor's choice
    app.store.settings.sound = False
    app.nav.menu_scene = lambda: Boom(app)  # type: ignore[method-assign]
    app.stack.push(Boom(app))
    for _ in range(20):
        app.step()
    assert app.running and app.exit_code == 0
    assert isinstance(app.scene, AttractScene) and len(app.stack) == 1
    assert not app.store.has_saved_game() and app.game is None  # counted as abandoned
    assert app.store.stats.get("golf", session.options).played == 1
    assert i18n.get_language() == "en" and app.store.settings.sound
    assert "crash loop: clean state at the attract screen" in log_text(app)


def test_run_never_ends_an_unsupervised_kiosk_by_itself(tmp_path: Path, no_quit: None,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    app = kiosk_app(tmp_path)
    frames = []

    def attract_update(scene: AttractScene, dt: float) -> bool:
        frames.append(dt)
        if len(frames) == 30:
            app.quit()  # the test's way out (as SIGTERM or the staff PIN would)
        return False

    monkeypatch.setattr(AttractScene, "update", attract_update)
    app.nav.menu_scene = lambda: Boom(app)  # type: ignore[method-assign]
    app.stack.push(Boom(app))
    assert app.run() == 0
    assert len(frames) == 30


def test_an_attract_screen_that_fails_too_gives_way_to_plainer_ones(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    app = kiosk_app(tmp_path)
    app.guard_errors = True
    real_update = AttractScene.update

    def fragile(scene: AttractScene, dt: float) -> bool:
        if scene.demo or scene.banner:
            raise RuntimeError("the attract screen fails as well")
        return real_update(scene, dt)

    monkeypatch.setattr(AttractScene, "update", fragile)
    app.nav.menu_scene = lambda: Boom(app)  # type: ignore[method-assign]
    app.stack.push(Boom(app))
    for _ in range(200):
        app.step()
    attract = app.scene
    assert isinstance(attract, AttractScene) and not attract.demo and not attract.banner
    assert app.running and app.exit_code == 0
    app.step([finger(pygame.FINGERDOWN, 0.5, 0.5)])  # a visitor touches: menu (Boom) again
    for _ in range(50):
        app.step()
    assert app.running


def test_a_supervised_kiosk_ends_a_crash_loop_for_its_supervisor(tmp_path: Path) -> None:
    app = kiosk_app(tmp_path, kiosk_supervised=True)
    app.guard_errors = True
    app.nav.menu_scene = lambda: Boom(app)  # type: ignore[method-assign]
    app.stack.push(Boom(app))
    for _ in range(10):
        app.step()
        if not app.running:
            break
    assert not app.running and app.exit_code == EXIT_CRASHED


# --- 2. a real staff secret ---------------------------------------------------------------
BAD_PINS: list[object] = ["739", " 7391", "7391 ", "7391\n", "７３９１", "٧٣٩١", "123456789",
                          "12a4", 7391, None, [], "", "2580"]


@pytest.mark.parametrize("bad", BAD_PINS, ids=repr)
def test_no_usable_pin_makes_a_random_one_and_never_a_known_one(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], bad: object) -> None:
    path = settings_file(tmp_path)
    path.parent.mkdir()
    path.write_text(json.dumps({"version": 1, "language": "en", "kiosk_exit_pin": bad}))
    check_new_pin(tmp_path, capsys)


@pytest.mark.parametrize("content", [b"{not json", b"", b"\xff\xfe\x00", b"[]",
                                     b'{"version": 99}'])
def test_an_unreadable_settings_file_makes_a_random_pin(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], content: bytes) -> None:
    path = settings_file(tmp_path)
    path.parent.mkdir()
    path.write_bytes(content)
    check_new_pin(tmp_path, capsys, locked=True)  # it may have held wrong PINs: the worst


def test_no_settings_file_at_all_makes_a_random_pin(tmp_path: Path,
                                                    capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "data").mkdir()
    check_new_pin(tmp_path, capsys)


def check_new_pin(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                  locked: bool = False) -> None:
    app = App(SIZE, "en", data_dir=tmp_path / "data", kiosk=True)
    app.nav.to_menu()
    app.step()
    assert app.kiosk_ctl is not None
    pin = app.kiosk_ctl.config.pin
    assert usable_pin(pin) and not weak_pin(pin) and pin != "2580"
    saved = json.loads(settings_file(tmp_path).read_text())
    assert saved["kiosk_exit_pin"] == pin  # for the next start
    err = capsys.readouterr().err
    assert f"the staff PIN is now {pin}" in err  # the console, for the installer
    assert f"the staff PIN is now {pin}" in log_text(app)  # and the log
    menu = app.scene
    assert isinstance(menu, MenuScene) and not menu.toast.visible  # nothing for visitors
    assert not app.store.notices
    pad = open_pad(app)
    if locked:  # the count of wrong PINs the file held is unknown: the longest lockout
        assert pad.lock_text() and LOCKOUT_MAX - 60 < app.kiosk_ctl.locked_for() <= LOCKOUT_MAX
        type_pin(app, pin)
        assert app.running
        wait(app, LOCKOUT_MAX, dt=60.0)  # the attract screen comes meanwhile
        app.step([finger(pygame.FINGERDOWN, 0.5, 0.5)])
        app.step([finger(pygame.FINGERUP, 0.5, 0.5)])
        pad = open_pad(app)
        assert not pad.lock_text()
    type_pin(app, "2580")
    assert app.running and pad.error
    type_pin(app, pin)
    assert not app.running
    logs.shutdown()
    again = App(SIZE, "en", data_dir=tmp_path / "data", kiosk=True)  # the PIN is kept
    assert again.kiosk_ctl is not None and again.kiosk_ctl.config.pin == pin
    assert f"the staff PIN is now {pin}" not in capsys.readouterr().err


def test_new_pins_are_random_and_never_weak() -> None:
    pins = [new_pin() for _ in range(300)]
    assert all(usable_pin(p) and len(p) == 6 and not weak_pin(p) for p in pins)
    assert len(set(pins)) > 290
    assert weak_pin("111111") and weak_pin("123456") and weak_pin("987654")
    assert weak_pin("121212") and not weak_pin("739152")


def test_the_lockout_doubles_up_to_its_cap() -> None:
    assert [lockout_seconds(n) for n in range(1, 16)] == [
        0, 0, 30, 30, 30, 60, 60, 60, 120, 120, 120, 240, 240, 240, 480]
    assert lockout_seconds(3 * 8) == 3600 and lockout_seconds(3 * 7) == 1920
    assert lockout_seconds(10**9) == LOCKOUT_MAX == 3600


def test_wrong_pins_lock_the_exit_longer_each_time_and_are_logged(tmp_path: Path) -> None:
    app = kiosk_app(tmp_path, kiosk_idle_seconds=7200)
    ctl = app.kiosk_ctl
    assert ctl is not None
    for lock in (30, 60, 120, 240):
        pad = open_pad(app)
        assert pad.lock_text() == ""
        for _ in range(3):
            type_pin(app, "0000")
        assert not isinstance(app.scene, PinPadScene) and app.running
        assert lock - 0.1 < ctl.locked_for() <= lock
        # The lock counts the time the frames are given: four long frames reach its last
        # seconds (a frame a second drew 690 frames of the kiosk's screen, 4 s of CPU).
        wait(app, lock - 4, dt=(lock - 4) / 4)
        assert ctl.locked_for() > 0
        wait(app, 4)
        assert ctl.locked_for() == 0
    assert log_text(app).count("wrong staff PIN") == 12
    assert "locked for 240 s" in log_text(app)
    saved = json.loads(settings_file(tmp_path).read_text())
    assert saved["kiosk_failed_pins"] == 12  # a restart does not start the count again
    logs.shutdown()
    again = kiosk_app(tmp_path, kiosk_idle_seconds=7200)
    assert again.kiosk_ctl is not None and 239.9 < again.kiosk_ctl.locked_for() <= 240
    wait(again, 240, dt=30.0)
    open_pad(again)
    type_pin(again, PIN)
    assert not again.running
    assert "kiosk_failed_pins" not in json.loads(settings_file(tmp_path).read_text())


def test_the_lockout_survives_a_full_disk(tmp_path: Path,
                                         monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue #36, item 8: with the disk full, the count never reached settings.json, unlogged
    and never tried again, so the next start gave three new tries."""
    import errno

    from game.store import files
    from scenes.kiosk.lockout import RETRY_SECONDS

    app = kiosk_app(tmp_path, kiosk_idle_seconds=7200)
    ctl = app.kiosk_ctl
    assert ctl is not None
    real_write = files.atomic_write

    def disk_full(path: Path, data: bytes) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(files, "atomic_write", disk_full)
    open_pad(app)
    for _ in range(3):
        type_pin(app, "0000")
    assert 29 < ctl.locked_for() <= 30  # the lock holds in memory
    wait(app, 3 * RETRY_SECONDS, dt=1.0)  # tried again, and failing still
    assert "kiosk_failed_pins" not in json.loads(settings_file(tmp_path).read_text())
    assert log_text(app).count("cannot write the count of wrong staff PINs") == 3  # 1, 2, 3
    monkeypatch.setattr(files, "atomic_write", real_write)  # space freed
    wait(app, RETRY_SECONDS, dt=1.0)
    assert json.loads(settings_file(tmp_path).read_text())["kiosk_failed_pins"] == 3
    assert "the count of wrong staff PINs (3) is in settings.json now" in log_text(app)
    logs.shutdown()
    again = kiosk_app(tmp_path, kiosk_idle_seconds=7200)  # a restart: still locked
    assert again.kiosk_ctl is not None and 29 < again.kiosk_ctl.locked_for() <= 30
    wait(again, 30, dt=1.0)
    open_pad(again)
    type_pin(again, "0000")
    assert "wrong staff PIN (4 in a row)" in log_text(again)


@pytest.mark.parametrize("kept", ["three", -1, 10**12, 2.5, None])
def test_a_count_that_cannot_be_read_locks_for_the_longest(tmp_path: Path, kept: object) -> None:
    from scenes.kiosk.lockout import WORST_COUNT

    app = kiosk_app(tmp_path, kiosk_idle_seconds=7200, kiosk_failed_pins=kept)
    assert app.kiosk_ctl is not None and LOCKOUT_MAX - 1 < app.kiosk_ctl.locked_for() <= LOCKOUT_MAX
    saved = json.loads(settings_file(tmp_path).read_text())
    assert saved["kiosk_failed_pins"] == WORST_COUNT  # a restart is locked as long
    assert lockout_seconds(WORST_COUNT) == LOCKOUT_MAX > lockout_seconds(WORST_COUNT - 3)
    assert "could not be read; the staff exit is locked" in log_text(app)


def test_the_pin_pad_says_the_exit_is_locked(tmp_path: Path) -> None:
    app = kiosk_app(tmp_path)
    open_pad(app)
    for _ in range(3):
        type_pin(app, "1234")
    pad = open_pad(app)
    assert pad.lock_text().startswith("Try again in 0:2")
    app.step([key(pygame.K_4), key(pygame.K_7), key(pygame.K_1), key(pygame.K_1),
              key(pygame.K_RETURN)])
    assert pad.entered == "" and app.running
    app.draw()


def test_an_ok_on_nothing_is_no_guess(tmp_path: Path) -> None:
    app = kiosk_app(tmp_path)
    pad = open_pad(app)
    for _ in range(6):
        type_pin(app, "")
    assert app.scene is pad and not pad.error
    assert app.kiosk_ctl is not None and app.kiosk_ctl.wrong_pins == 0


# --- 3. settings that contradict each other ------------------------------------------------
@pytest.mark.parametrize(("idle", "hold"), [(10, 10), (20, 30), (15, 15.5)])
def test_a_hold_as_long_as_the_idle_time_is_refused(tmp_path: Path,
                                                    capsys: pytest.CaptureFixture[str],
                                                    idle: int, hold: float) -> None:
    app = kiosk_app(tmp_path, kiosk_idle_seconds=idle, kiosk_exit_hold_seconds=hold)
    assert app.kiosk_ctl is not None and app.kiosk_ctl.config.hold_seconds == 3.0
    message = "is not shorter than kiosk_idle_seconds"
    assert message in capsys.readouterr().err and message in log_text(app)
    open_pad(app)  # a 3 s press reaches the PIN pad, before the attract screen
    type_pin(app, PIN)
    assert not app.running


# --- 4. visitors choose for their own visit only; the keyboard is grabbed -------------------
def test_visitors_cannot_reset_the_statistics(tmp_path: Path) -> None:
    from scenes.dialogs.stats import StatsScene

    app = kiosk_app(tmp_path)
    session = app.nav.start_game("golf", None, 7)
    session.play(session.game.legal_moves()[0])
    Session.abandon_all(app.store)  # one game played
    app.navigate(intents.Stats("golf"))
    stats = app.scene
    assert isinstance(stats, StatsScene) and stats.reset_button is None
    labels = [app.gui.label_of(b) for b in app.gui.buttons()]
    assert "Reset statistics" not in labels
    stats.reset()
    assert app.store.stats.get("golf", session.options).played == 1


def test_language_and_sound_return_to_the_operators_at_the_attract_screen(
        tmp_path: Path) -> None:
    app = kiosk_app(tmp_path, kiosk_idle_seconds=10)

    def on_disk() -> tuple[object, ...]:
        saved = json.loads(settings_file(tmp_path).read_text())
        return tuple(saved.get(k) for k in ("language", "sound", "card_back", "last_game",
                                            "last_options", "kiosk_exit_pin"))

    operators = ("en", None, None, None, None, PIN)  # as the operator wrote the file
    assert on_disk() == operators
    app.navigate(intents.Settings())
    settings = app.scene
    settings.set_language("he")  # type: ignore[attr-defined]
    settings.toggle("sound")  # type: ignore[attr-defined]
    settings.set_card_back(2)  # type: ignore[attr-defined]
    app.nav.start_game("eight_off", "C4", 5)
    assert i18n.get_language() == "he" and not app.store.settings.sound
    operators = ("en", True, 0, "golf", {}, PIN)  # written out whole, but still the operator's
    assert on_disk() == operators
    wait(app, 11)
    assert isinstance(app.scene, AttractScene)
    assert i18n.get_language() == "en"
    s = app.store.settings
    assert (s.sound, s.card_back, s.language, s.last_game) == (True, 0, "en", "golf")
    app.step([finger(pygame.FINGERDOWN, 0.5, 0.5)])
    assert isinstance(app.scene, MenuScene)
    assert on_disk() == operators


def test_a_game_left_before_a_power_cut_is_not_the_next_visitors(tmp_path: Path) -> None:
    from game.store import Store

    (tmp_path / "data").mkdir()
    store = Store(tmp_path / "data")
    session = Session.start(store, "golf", None, 9)
    session.play(session.game.legal_moves()[0])
    app = kiosk_app(tmp_path)
    assert not app.store.has_saved_game()
    assert app.store.stats.get("golf", session.options).played == 1
    menu = app.scene
    assert isinstance(menu, MenuScene) and menu.continue_button is None


def test_a_command_line_language_is_the_one_each_visit_starts_in(tmp_path: Path) -> None:
    app = kiosk_app(tmp_path, "hu", kiosk_idle_seconds=10)
    app.navigate(intents.Settings())
    app.scene.set_language("ru")  # type: ignore[attr-defined]
    wait(app, 11)
    assert i18n.get_language() == "hu"


def test_the_keyboard_is_grabbed_and_sdl_keeps_system_keys(tmp_path: Path) -> None:
    app = kiosk_app(tmp_path)
    assert app.kiosk_ctl is not None and app.kiosk_ctl.grabbed
    assert pygame.event.get_grab()
    for name, value in SDL_HINTS.items():
        assert os.environ[name] == value
    assert "input grab on" in log_text(app)


def test_quit_requests_and_system_keys_leave_the_kiosk_running(tmp_path: Path) -> None:
    app = kiosk_app(tmp_path)
    events = [pygame.event.Event(pygame.QUIT), pygame.event.Event(pygame.WINDOWCLOSE),
              key(pygame.K_F4, mod=pygame.KMOD_ALT), key(pygame.K_ESCAPE),
              key(pygame.K_AC_BACK), key(pygame.K_TAB, mod=pygame.KMOD_ALT),
              key(pygame.K_LGUI), key(pygame.K_q, "q", pygame.KMOD_CTRL),
              key(pygame.K_w, "w", pygame.KMOD_CTRL)]
    for event in events:
        app.step([event])
        assert app.running and isinstance(app.scene, MenuScene)


def test_config_read_gives_each_refused_value_a_line() -> None:
    from game.store import Settings

    settings = Settings(kiosk_idle_seconds=20, extra={
        "kiosk_exit_hold_seconds": 25, "kiosk_cursor": "blink", "kiosk_supervised": "yes"})
    config, problems = KioskConfig.read(settings)
    assert (config.hold_seconds, config.cursor, config.supervised, config.pin) == (
        3.0, "auto", False, "")
    assert len(problems) == 3
