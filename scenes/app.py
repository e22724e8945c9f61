"""The application: the window, the loop, the scene stack, navigation and the UI (``gui``).

The App can run for real (``run``) or be stepped headless by tests: build it with a size and a
language, ``feed`` events, ``advance`` time, ``draw``, and ask for ``scene`` and ``game``.
It redraws only when something changed, so an idle table costs almost nothing; a burst of
window resizes is laid out once a frame.

Navigation: every screen is opened through the App (``to_menu``, ``back``, ``open_table``,
``start_game``, ``start_round``, ``show_results`` (a round's scorecard for a hole of a round),
``open_new_game``, ``open_settings``, ``open_rules``, ``open_stats``, ``open_calendar``,
``confirm``, ``open_pin_pad``, ``show_attract``), so no scene imports another.

Errors: ``run`` (and ``step`` when ``guard_errors`` is set) catches an unexpected exception
from a scene, logs it with its traceback to the rotating log in the data folder
(``scenes.logs``) and restarts the stack at the menu; only a crash loop (``CRASH_LIMIT``
errors within ``CRASH_WINDOW`` seconds) ends the app, with ``EXIT_CRASHED``, so a kiosk
supervisor can start it again. In kiosk mode a ``KioskController`` (``scenes.kiosk``) sees
every event and tick first.
"""

from __future__ import annotations

import datetime as _dt
import logging
import random
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from game import i18n
from game.deal import MAX_DEAL
from game.rounds import HOLES
from game.session import Session
from game.store import Store
from scenes import allocator, logs
from scenes.gui import Gui
from scenes.menu import MenuScene
from scenes.table import TableScene

if TYPE_CHECKING:
    from game.variant import Variant
    from scenes.base import Scene
    from scenes.kiosk import KioskController

MIN_SIZE = (480, 480)
FPS_ACTIVE = 60
FPS_IDLE = 30
FPS_ASLEEP = 20  # nothing has happened for a while: poll less, a touch still feels instant
ASLEEP_AFTER = 2.0  # seconds without an event
ASLEEP_UI_STEP = 0.25  # seconds between UI updates while asleep
CRASH_LIMIT = 5  # errors within CRASH_WINDOW seconds that mean a crash loop
CRASH_WINDOW = 60.0
EXIT_CRASHED = 70  # EX_SOFTWARE: what run() returns after a crash loop

POINTER_UPS = (pygame.MOUSEBUTTONUP, pygame.FINGERUP)

log = logging.getLogger("solitaire.app")

_deals = random.Random(time.time_ns())  # only picks fresh deal numbers; never deals cards


RESIZE_ECHOES = frozenset({pygame.VIDEORESIZE, pygame.WINDOWRESIZED})


def coalesced(events: list[pygame.event.Event]) -> list[pygame.event.Event]:
    """A frame's events with a burst of resizes made one: only the frame's last new size is
    laid out (a window dragged or a device turning sends hundreds a second, and a layout per
    event left seconds of backlog), and the echoes SDL sends beside each are dropped."""
    sizes = [i for i, e in enumerate(events) if e.type == pygame.WINDOWSIZECHANGED]
    if not sizes:
        return events
    return [e for i, e in enumerate(events) if e.type not in RESIZE_ECHOES
            and (e.type != pygame.WINDOWSIZECHANGED or i == sizes[-1])]


def random_deal() -> int:
    """A fresh deal number for New deal."""
    return _deals.randint(1, MAX_DEAL)


class App:
    def __init__(
        self,
        size: tuple[int, int] = (1280, 800),
        lang: str | None = None,
        *,
        data_dir: Path | str | None = None,
        fullscreen: bool = False,
        kiosk: bool = False,
    ) -> None:
        allocator.tune()  # before the first large surface is freed
        pygame.init()
        self.store = Store(data_dir)
        self.log_path = logs.setup(self.store.data_dir)
        chosen = lang or self.store.settings.effective_language()
        i18n.set_language(chosen)
        self.kiosk = kiosk
        self.fullscreen = fullscreen or kiosk
        self.screen = self._open_window(size)
        self.size: tuple[int, int] = self.screen.get_size()
        self.gui = Gui(self.size)
        self.stack: list[Scene] = []
        self.game: Variant | None = None  # the game in progress, shown by the table scene
        self.running = True
        self.dirty = True
        self._quiet = 0.0  # seconds since the last event, for the idle frame rate
        self._ui_dt = 0.0  # time the UI has not been told about yet
        self.clock = pygame.time.Clock()
        self.guard_errors = False  # step() catches scene errors too (run() always does)
        self.exit_code = 0
        self.frames_drawn = 0
        self.crashes: list[float] = []  # monotonic times of recent recoveries
        self.kiosk_ctl: KioskController | None = None
        if kiosk:
            from scenes.kiosk import KioskController  # only in kiosk mode (start-up time)

            self.kiosk_ctl = KioskController(self)
        log.info("started: %dx%d, %s%s", *self.size, i18n.get_language(),
                 ", kiosk" if kiosk else "")

    # --- the window ---------------------------------------------------------------------
    def _open_window(self, size: tuple[int, int]) -> pygame.Surface:
        flags = pygame.FULLSCREEN if self.fullscreen else pygame.RESIZABLE
        if self.kiosk:
            flags |= pygame.NOFRAME
        width, height = max(size[0], MIN_SIZE[0]), max(size[1], MIN_SIZE[1])
        surface = pygame.display.set_mode((width, height), flags)
        pygame.display.set_caption("Solitaire")
        return surface

    def resize(self, size: tuple[int, int]) -> None:
        """A new window size or orientation: every scene lays itself out again."""
        size = (max(size[0], MIN_SIZE[0]), max(size[1], MIN_SIZE[1]))
        if size == self.size:
            return
        if pygame.display.get_surface() is None or self.screen.get_size() != size:
            self.screen = self._open_window(size)
        self.size = size
        self.gui.set_size(size)
        self._lay_out_all()

    def _lay_out_all(self) -> None:
        """Every scene lays itself out again; the top one also rebuilds its widgets (which
        lays it out: once is enough)."""
        for scene in self.stack[:-1]:
            scene.layout()
        if self.stack:
            self.stack[-1].rebuild()
        self.dirty = True

    def set_language(self, lang: str) -> None:
        """Switch the language at once, in every scene, without a restart."""
        i18n.set_language(lang)
        self._lay_out_all()

    # --- the scene stack ----------------------------------------------------------------
    @property
    def scene(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    def push(self, scene: Scene) -> None:
        if self.stack:
            self.stack[-1].exit()
        self.stack.append(scene)
        scene.layout()
        scene.enter()
        self.dirty = True

    def pop(self) -> Scene | None:
        if not self.stack:
            return None
        top = self.stack.pop()
        top.exit()
        if self.stack:
            self.stack[-1].layout()
            self.stack[-1].enter()
        self.dirty = True
        return top

    def menu_scene(self) -> Scene:
        """A new main menu (the start screen, and where the crash guard starts again)."""
        return MenuScene(self)

    def quit(self, code: int = 0) -> None:
        """End the loop on purpose (also in kiosk mode: a smoke run, the staff exit)."""
        if self.kiosk_ctl is not None:
            self.kiosk_ctl.exit_granted = True
        self.exit_code = code
        self.running = False

    def reset_to(self, scene: Scene) -> None:
        """Empty the stack and start again from ``scene`` (the menu, after an error)."""
        while self.stack:
            self.stack.pop().exit()
        self.gui.reset()
        self.push(scene)

    # --- navigation: every screen is opened here ------------------------------------------
    # The menu and the table are imported with the App; every other screen when it is first
    # opened: the first frame does not wait for screens a player may never open (their
    # imports took about 30 ms of CPU here).
    def back(self) -> None:
        """Close the top screen (a dialog, a page) and show the one beneath."""
        self.pop()

    def to_menu(self) -> None:
        """Back to the main menu: every screen above it closes (a table saves its game, which
        stays for Continue); a new menu when there is none."""
        if self._close_above_menu():
            menu = self.stack[-1]
            menu.layout()
            menu.enter()
            self.dirty = True
        else:
            self.reset_to(self.menu_scene())

    def _close_above_menu(self) -> bool:
        """Close every screen above the menu; False when no menu is on the stack. Only the
        top one leaves now: the covered ones left when they were covered."""
        if not any(isinstance(scene, MenuScene) for scene in self.stack):
            return False
        top = True
        while not isinstance(self.stack[-1], MenuScene):
            scene = self.stack.pop()
            if top:
                scene.exit()
                top = False
        return True

    def open_table(self, session: Session) -> None:
        """Show ``session`` on a new table right above the menu (dialogs and old tables go)."""
        if not self._close_above_menu():
            self.stack.clear()
            self.stack.append(MenuScene(self))
        self.game = session.game
        self.push(TableScene(self, session))

    def start_game(self, name: str, options: str | None, deal: int | None = None,
                   daily_date: _dt.date | None = None) -> Session:
        """Deal a new game (``deal`` None: a fresh random deal), remember its rule option for
        the next time, and open the table on it; returns the session."""
        session = Session.start(self.store, name, options,
                                random_deal() if deal is None else deal, daily_date=daily_date)
        settings = self.store.settings
        settings.last_game = name
        settings.last_options[name] = session.options
        self.store.save_settings()
        self.open_table(session)
        return session

    def start_round(self, name: str, options: str) -> Session:
        """Start a round of nine fresh deals (``game.rounds``) and open the table on its
        first hole; returns the session."""
        deals: list[int] = []
        while len(deals) < HOLES:
            deal = random_deal()
            if deal not in deals:
                deals.append(deal)
        session = Session.start_round(self.store, name, options, deals)
        settings = self.store.settings
        settings.last_game = name
        settings.last_options[name] = options
        self.store.save_settings()
        self.open_table(session)
        return session

    def current_game(self) -> Variant | None:
        """The game on the table under a dialog, if any (Same deal replays it)."""
        for scene in reversed(self.stack):
            if isinstance(scene, TableScene):
                return scene.session.game
        return self.game

    def show_results(self, session: Session) -> None:
        """The results dialog over the finished table; the scorecard for a hole of a round."""
        if session.round is not None:
            from scenes.scorecard import ScorecardScene  # imported when first opened

            self.push(ScorecardScene(self, session))
            return
        from scenes.results import ResultsScene  # imported when first opened (see above)

        self.push(ResultsScene(self, session))

    def open_new_game(self, game: str | None = None, code_mode: bool = False) -> None:
        from scenes.new_game import NewGameScene  # imported when first opened (see above)

        self.push(NewGameScene(self, game=game, code_mode=code_mode))

    def open_settings(self) -> None:
        from scenes.settings import SettingsScene  # imported when first opened (see above)

        self.push(SettingsScene(self))

    def open_rules(self, game: str | None = None) -> None:
        from scenes.rules import RulesScene  # imported when first opened (see above)

        self.push(RulesScene(self, game))

    def open_stats(self, game: str | None = None, show_rounds: bool = False) -> None:
        """The statistics, on ``game``'s tab (its rounds' tab with ``show_rounds``)."""
        from scenes.stats import StatsScene  # imported when first opened (see above)

        self.push(StatsScene(self, game, show_rounds))

    def open_calendar(self, game: str | None = None) -> None:
        """The daily deals of a month: played, won, today."""
        from scenes.calendar import CalendarScene  # imported when first opened (see above)

        self.push(CalendarScene(self, game))

    def open_pin_pad(self, check: Callable[[str], bool]) -> None:
        """Kiosk mode's staff PIN pad over whatever is shown."""
        from scenes.pin_pad import PinPadScene  # imported when first opened (see above)

        self.push(PinPadScene(self, check))

    def show_attract(self, demo: bool) -> None:
        """Kiosk mode's attract screen, alone on the stack."""
        from scenes.attract import AttractScene  # imported when first opened (see above)

        self.reset_to(AttractScene(self, demo=demo))

    def confirm(self, message: str, confirm_label: str, on_confirm: Callable[[], None],
                danger: bool = True) -> None:
        """Ask before something that cannot be undone; ``on_confirm`` runs only on a yes."""
        from scenes.notice import ConfirmScene  # imported when first opened (see above)

        self.push(ConfirmScene(self, message, confirm_label, on_confirm, danger))

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
            if self.gui.update(self._ui_dt):
                self.dirty = True
            self._ui_dt = 0.0
        if self.scene is not None and self.scene.update(dt):
            self.dirty = True
        if self.kiosk_ctl is not None:
            self.kiosk_ctl.update(dt)

    def draw(self) -> pygame.Surface:
        """Draw the stack (overlays over what is beneath them) and the UI; returns the frame."""
        first = len(self.stack) - 1
        while first > 0 and self.stack[first].overlay:
            first -= 1
        for scene in self.stack[max(first, 0) :]:
            scene.draw(self.screen)
        self.gui.draw(self.screen)
        self.dirty = False
        if not self.frames_drawn:
            # Wall-clock time, so a launcher can tell how long the start took (tools/).
            log.info("first frame drawn at %.3f", time.time())
        self.frames_drawn += 1
        return self.screen

    def step(self, events: list[pygame.event.Event] | None = None, dt: float = 1 / 60) -> None:
        """Feed ``events``, advance ``dt`` and draw: one frame, as tests drive it."""
        if self.guard_errors:
            self.guarded(self._step, events or [], dt)
        else:
            self._step(events or [], dt)

    def _step(self, events: list[pygame.event.Event], dt: float) -> None:
        for event in coalesced(events):
            self.feed(event)
        self.advance(dt)
        self.draw()

    def run(self) -> int:
        """The real loop: events, update, draw only when something changed, tick.

        Returns the exit code: 0, or ``EXIT_CRASHED`` after a crash loop."""
        while self.running:
            self.guarded(self._frame)
            ctl = self.kiosk_ctl
            if not self.running and ctl is not None and not ctl.exit_granted:
                log.warning("quit refused in kiosk mode")
                self.running = True
        log.info("stopped (exit code %d)", self.exit_code)
        if self.kiosk_ctl is not None:
            self.kiosk_ctl.close()
        pygame.quit()
        return self.exit_code

    def _frame(self) -> None:
        self.frame(coalesced(pygame.event.get()))

    def frame(self, events: list[pygame.event.Event], dt: float | None = None) -> bool:
        """One frame of the real loop: feed ``events``, wait for the clock (or take ``dt``
        seconds, as a test stepping the loop's own policy does), advance, and draw and flip
        only when something changed. Returns True when a frame was drawn."""
        for event in events:
            self.feed(event)
        asleep = not events and self._quiet >= ASLEEP_AFTER
        if dt is None:
            fps = FPS_ACTIVE if self.dirty else FPS_ASLEEP if asleep else FPS_IDLE
            dt = self.clock.tick(fps) / 1000.0
        # Asleep, nothing the UI shows can change but its own timers: update it 4 times a second.
        self.advance(dt, ui=not asleep or self._ui_dt + dt >= ASLEEP_UI_STEP)
        self._quiet = 0.0 if events else self._quiet + dt
        if not self.dirty:
            return False
        self.draw()
        pygame.display.flip()
        return True

    # --- the crash guard ----------------------------------------------------------------
    def guarded(self, action: Callable[..., Any], *args: Any) -> None:
        """Run ``action``; an unexpected exception is logged and the stack restarts at the
        menu instead of ending the app."""
        try:
            action(*args)
        except Exception:
            self.recover()

    def recover(self) -> None:
        """Called from an ``except`` block: log, then start again from the menu."""
        where = type(self.scene).__name__ if self.scene is not None else "no scene"
        log.exception("unexpected error in %s; restarting at the menu", where)
        now = time.monotonic()
        self.crashes = [t for t in self.crashes if now - t < CRASH_WINDOW] + [now]
        if len(self.crashes) >= CRASH_LIMIT:
            log.critical("%d errors within %.0f s: giving up", len(self.crashes), CRASH_WINDOW)
            self.quit(EXIT_CRASHED)
            return
        for scene in reversed(self.stack):
            try:
                scene.exit()
            except Exception:
                log.exception("%s failed to leave", type(scene).__name__)
        self.stack.clear()
        self.game = None
        try:
            self.gui.reset()
            self.push(self.menu_scene())
        except Exception:
            log.critical("the menu cannot start; giving up", exc_info=True)
            self.quit(EXIT_CRASHED)
