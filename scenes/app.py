"""The application: the window, the loop and the scene stack put together, and the Context
every scene is given (``scenes.base``). Its parts: ``stack`` (the screens shown, the backdrops
under dialogs), ``nav`` (``scenes.navigator``: intents open screens; ``nav.start_game``,
``nav.to_menu``... for tests and the tour), ``window``, and in kiosk mode a ``KioskController``
that sees every event and tick first.

It runs for real (``run``) or is stepped headless by tests (``feed``, ``advance``, ``draw``,
``step``). It redraws only when something changed; a burst of resizes is laid out once.

Errors: ``run`` (and ``step`` with ``guard_errors``) recovers from a scene's exception at the
menu (``scenes.guard``); a crash loop ends the app with ``EXIT_CRASHED`` for a supervisor to
restart it, or in kiosk mode without ``kiosk_supervised`` starts again at the attract screen.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from game import i18n
from game.store import Store
from scenes import allocator, logs, shutdown, window
from scenes.guard import EXIT_CRASHED, CrashGuard
from scenes.navigator import Navigator
from scenes.stack import SceneStack
from scenes.ui import theme as th
from scenes.ui.gui import Gui
from scenes.window import coalesced

if TYPE_CHECKING:
    from game.variant import Variant
    from scenes.base import Scene, Screen
    from scenes.intents import Intent
    from scenes.kiosk.controller import KioskController

FPS_ACTIVE = 60
FPS_IDLE = 30
FPS_ASLEEP = 20  # nothing has happened for a while: poll less, a touch still feels instant
ASLEEP_AFTER = 2.0  # seconds without an event
ASLEEP_UI_STEP = 0.25  # seconds between UI updates while asleep

POINTER_UPS = (pygame.MOUSEBUTTONUP, pygame.FINGERUP)

log = logging.getLogger("solitaire.app")


class App:
    def __init__(
        self,
        size: tuple[int, int] = (1280, 800),
        lang: str | None = None,
        *,
        data_dir: Path | str | None = None,
        fullscreen: bool = False,
        kiosk: bool = False,
        lessons: bool = True,
        quick_start: bool = False,
    ) -> None:
        allocator.tune()  # before the first large surface is freed
        if kiosk:
            from scenes.kiosk.setup import set_sdl_hints  # only in kiosk mode (start-up time)

            set_sdl_hints()  # before SDL reads them
        pygame.init()
        self.store = Store(data_dir)
        shutdown.remember(self.store.flush)  # SIGTERM before the loop: main.py saves this
        self.log_path = logs.setup(self.store.data_dir)
        i18n.set_language(lang or self.store.settings.effective_language())
        self.kiosk = kiosk
        self.fullscreen = fullscreen or kiosk
        self.palette = th.palette_named(self.store.settings.theme)  # the table theme in use
        self.screen = window.open_window(size, self.fullscreen, kiosk)
        shutdown.check()  # a SIGTERM whose Terminated SDL's call into Python dropped
        self.size: tuple[int, int] = self.screen.get_size()
        # quick_start (the launcher's): the first frame's buttons are sketched, pygame_gui
        # starts right after it (``_go_live``), so the player sees the menu sooner.
        self.gui = Gui(self.size, self.palette, live=not quick_start)
        self.gui.large_print = bool(self.store.settings.large_print)
        shutdown.check()
        self.stack = SceneStack(self.gui, self.redraw)
        self.nav = Navigator(self, self.stack, self.quit)
        if not lessons:  # scripts and tests that tap at a game, not at its coach
            self.nav.first_run_lessons = False
        self.game: Variant | None = None  # the game last shown on a table
        self.running = True
        self.dirty, self.moving = True, False  # moving: changed last frame; next frame soon
        self._quiet = 0.0  # seconds since the last event, for the idle frame rate
        self._warm = ""  # the language whose number formats are loaded
        self._ui_dt = 0.0  # time the UI has not been told about yet
        self.clock = pygame.time.Clock()
        self.guard_errors = False  # step() catches scene errors too (run() always does)
        self.exit_code = 0
        self.frames_drawn = 0
        self.hints_started = False  # the real loop starts the hint worker after a frame
        self.guard = CrashGuard(self._where, self._restart, self._crash_loop)
        self.kiosk_ctl: KioskController | None = None
        if kiosk:
            # only in kiosk mode (start-up time)
            from scenes.kiosk.controller import KioskController

            self.kiosk_ctl = KioskController(self)
        log.info("started: %dx%d, %s%s", *self.size, i18n.get_language(),
                 ", kiosk" if kiosk else "")

    # --- what a scene may use (scenes.base.Context) ---------------------------------------
    @property
    def metrics(self) -> th.Metrics:
        return th.metrics(self.size, self.gui.large_print)

    def navigate(self, intent: Intent) -> None:
        self.nav.go(intent)

    def prepare(self, intent: Intent) -> bool:
        return self.nav.prepare(intent)

    def redraw(self) -> None:
        self.dirty = True

    def is_window(self, surface: pygame.Surface) -> bool:
        return surface is self.screen

    def is_top(self, scene: Scene) -> bool:
        return self.scene is scene

    def showing(self, screen: Screen) -> bool:
        return self.scene is not None and self.scene.screen is screen

    def current_game(self) -> Variant | None:
        return self.nav.current_game()

    def set_language(self, lang: str) -> None:
        """Switch the language at once, in every scene, without a restart."""
        i18n.set_language(lang)
        self.stack.lay_out_all()

    def set_theme(self, name: str) -> None:
        """Switch the table theme at once: the felt, the panels and the widgets of every
        scene."""
        self.palette = th.palette_named(name)
        self.gui.use_palette(self.palette)
        self.stack.lay_out_all()

    def set_large_print(self, on: bool) -> None:
        """Switch large print at once: every scene lays itself out again, its cards, text
        and controls at the new sizes."""
        self.gui.large_print = on
        self.stack.lay_out_all()

    # --- the window and the stack -----------------------------------------------------------
    def resize(self, size: tuple[int, int]) -> None:
        """A new window size or orientation: every scene lays itself out again."""
        size = window.fitted(size)
        if size == self.size:
            return
        if pygame.display.get_surface() is None or self.screen.get_size() != size:
            self.screen = window.open_window(size, self.fullscreen, self.kiosk)
        self.size = size
        self.gui.set_size(size)
        self.stack.lay_out_all()

    @property
    def scene(self) -> Scene | None:
        """The scene on top of the stack."""
        return self.stack.top

    def _where(self) -> str:
        return type(self.scene).__name__ if self.scene is not None else "no scene"

    def quit(self, code: int = 0) -> None:
        """End the loop on purpose (also in kiosk mode: a smoke run, the staff exit)."""
        if self.kiosk_ctl is not None:
            self.kiosk_ctl.exit_granted = True
        self.exit_code = code
        self.running = False

    def clear_stack(self) -> None:
        """Every screen leaves, even one that fails to; for a new start after an error."""
        self.stack.clear()

    # --- one frame ----------------------------------------------------------------------
    def feed(self, event: pygame.event.Event) -> None:
        """Hand one event to the UI first (a pressed button runs what it does), then to the
        top scene if the UI left it."""
        if self.kiosk_ctl is not None and self.kiosk_ctl.on_event(event):
            return
        if event.type == pygame.QUIT and not self.kiosk:
            self.running = False
            return
        if event.type == pygame.WINDOWSIZECHANGED:
            self.resize((event.x, event.y))
            return
        self.dirty = True
        consumed = self.gui.process(event)
        # A release reaches the scene even when the UI took it: a held pygame_gui button takes
        # the next mouse-up wherever it lands, and a scene following that pointer (a card in
        # the hand, a scrolled page) would otherwise wait for it for ever.
        if self.scene is not None and (not consumed or event.type in POINTER_UPS):
            self.scene.handle_event(event)

    def advance(self, dt: float, ui: bool = True) -> None:
        """Move time on by ``dt`` seconds (``ui=False``: the UI's time waits for later)."""
        self._ui_dt += dt
        if ui:
            with shutdown.cuttable():  # the widgets' own time: nothing kept changes
                self.dirty = self.gui.update(self._ui_dt) or self.dirty
            self._ui_dt = 0.0
        self.moving = self.scene is not None and self.scene.update(dt)
        self.dirty = self.dirty or self.moving
        if self.kiosk_ctl is not None:
            self.kiosk_ctl.update(dt)

    def draw(self) -> pygame.Surface:
        """Draw the stack (an overlay over its backdrop) and the UI; returns the frame."""
        with shutdown.cuttable():  # SIGTERM drops a long first frame of a screen
            self.stack.compose(self.screen)
        self.dirty = False
        if not self.frames_drawn:  # wall-clock time: a launcher tells how long the start took
            log.info("first frame drawn at %.3f", time.time())
        self.frames_drawn += 1
        return self.screen

    def step(self, events: list[pygame.event.Event] | None = None, dt: float = 1 / 60) -> None:
        """Feed ``events``, advance ``dt`` and draw: one frame, as tests drive it."""
        if self.guard_errors:
            self.guarded(self._step, events or [], dt)
        else:
            self._step(events or [], dt)

    def _go_live(self) -> None:
        """After the first frame of a quick start: pygame_gui starts and the screens build
        their real widgets in place of the sketches, before any event is handled."""
        self.gui.go_live()
        self.stack.lay_out_all()

    def _step(self, events: list[pygame.event.Event], dt: float) -> None:
        if self.frames_drawn and not self.gui.live:
            self._go_live()
        for event in coalesced(events):
            self.feed(event)
        self.advance(dt)
        self.draw()

    def run(self) -> int:
        """The real loop: events, update, draw only when something changed, tick.

        Returns the exit code: 0, or ``EXIT_CRASHED`` after a crash loop."""
        with shutdown.loop(self.quit):  # SIGTERM ends the loop at this frame's end, or now
            while self.running:
                if not self.guarded(self._frame):
                    self.clock.tick(FPS_IDLE)  # a frame that failed before its tick
                ctl = self.kiosk_ctl
                if not self.running and ctl is not None and not ctl.exit_granted:
                    log.warning("quit refused in kiosk mode")
                    self.running = True
        self.close()
        log.info("stopped (exit code %d)", self.exit_code)
        if self.hints_started:
            from scenes.table import hints  # imported when it started

            hints.shared().stop()
        pygame.quit()
        return self.exit_code

    def close(self) -> None:
        """The app is ending (a quit, SIGTERM): each screen keeps what it must (the table its
        game, with its time), then the store writes what it holds in memory only."""
        self.stack.keep_all()
        self.store.flush()

    def _frame(self) -> None:
        self.frame(coalesced(pygame.event.get()))

    def frame(self, events: list[pygame.event.Event], dt: float | None = None) -> bool:
        """One frame of the real loop: feed ``events``, wait for the clock (or take ``dt``
        seconds, as a test stepping the loop's own policy does), advance, and draw and flip
        only when something changed. Returns True when a frame was drawn."""
        if self.frames_drawn and not self.gui.live:
            self._go_live()  # the frame after the first: the real buttons
        elif self.frames_drawn and not self.hints_started:
            # After the first frame, while the player looks: the hint worker starts (a
            # process of its own) so that the first hint finds it ready.
            # Its module (the review's words, the solvers' jobs, multiprocessing) is imported
            # only now, too: the first frame does not wait for it.
            from scenes.table import hints

            self.hints_started = True
            hints.shared().start()
        for event in events:
            self.feed(event)
        asleep = not events and self._quiet >= ASLEEP_AFTER
        if dt is None:
            fps = FPS_ACTIVE if self.dirty or self.moving else FPS_ASLEEP if asleep else FPS_IDLE
            dt = self.clock.tick(fps) / 1000.0
        # Asleep, nothing the UI shows can change but its own timers: update it 4 times a second.
        self.advance(dt, ui=not asleep or self._ui_dt + dt >= ASLEEP_UI_STEP)
        if asleep and self._warm != i18n.get_language():  # while nothing moves: babel reads
            self._warm = i18n.get_language()  # a language's number formats on its first
            i18n.format_number(0)  # call (~17 ms), not in the frame that opens the results
        self._quiet = 0.0 if events else self._quiet + dt
        if not self.dirty:
            return False
        self.draw()
        pygame.display.flip()
        return True

    # --- the crash guard (scenes.guard) -----------------------------------------------------
    def guarded(self, action: Callable[..., Any], *args: Any) -> bool:
        return self.guard.guarded(action, *args)

    def _restart(self) -> None:
        """After an error: every screen leaves, and a new menu opens."""
        self.stack.clear()
        self.game = None
        self.stack.push(self.nav.menu_scene())

    def _crash_loop(self) -> None:
        ctl = self.kiosk_ctl
        if ctl is None or ctl.config.supervised:
            log.critical("giving up: exit code %d", EXIT_CRASHED)
            self.quit(EXIT_CRASHED)
            return
        self.guard.crashes = []
        ctl.after_crash_loop()
