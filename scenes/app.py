"""The application: the window, the loop, the scene stack, navigation and the UI (``gui``).

The App can run for real (``run``) or be stepped headless by tests: build it with a size and a
language, ``feed`` events, ``advance`` time, ``draw``, and ask for ``scene`` and ``game``.
It redraws only when something changed, so an idle table costs almost nothing; a burst of
window resizes is laid out once a frame.

Navigation: every screen is opened through the App (``to_menu``, ``back``, ``open_table``,
``start_game``, ``start_round``, ``show_results`` (a round's scorecard for a hole of a round),
``show_stuck``, ``open_new_game``, ``open_settings``, ``open_rules``, ``open_examples``,
``open_lesson``, ``open_stats``, ``open_calendar``, ``confirm``, ``open_pin_pad``,
``show_attract``), so no scene imports another. A dialog (an ``overlay`` scene) is drawn over
a still picture of what it covers (its backdrop), so nothing behind it looks live.

Lessons: the first time a game is opened (a game not yet started), its lesson comes first
(``game.lessons``, on a practice table that is never saved nor counted), then the game; the
settings remember it was shown. Replayed from the rules page. Not in kiosk mode.

Errors: ``run`` (and ``step`` when ``guard_errors`` is set) catches an unexpected exception
from a scene, logs it with its traceback to the rotating log in the data folder
(``scenes.logs``) and restarts the stack at the menu; only a crash loop (``CRASH_LIMIT``
errors within ``CRASH_WINDOW`` seconds) ends the app, with ``EXIT_CRASHED``, so a supervisor
can start it again; in kiosk mode it ends the app only with ``kiosk_supervised``, and otherwise
the kiosk starts again at its attract screen. In kiosk mode a ``KioskController``
(``scenes.kiosk.controller``) sees every event and tick first.
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

from game import get_variant, i18n, winnable
from game.lessons import lesson_for
from game.rounds import HOLES
from game.session import Session
from game.store import Store
from scenes import allocator, logs, shutdown
from scenes.dialogs import abandon
from scenes.pages.menu import MenuScene
from scenes.table.scene import TableScene
from scenes.ui import theme as th
from scenes.ui.gui import Gui

if TYPE_CHECKING:
    from game.variant import Variant
    from scenes.base import Scene
    from scenes.kiosk.controller import KioskController

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
ENTROPY_BITS = 62


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


class App:
    # Whether a game opened for the first time starts with its lesson (tests of other
    # screens turn it off; the lessons' own tests turn it on).
    first_run_lessons = True
    # A typed code's game waiting behind its first lesson is still checked for a win.
    check_after_lesson = False

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
        if kiosk:
            from scenes.kiosk.setup import set_sdl_hints  # only in kiosk mode (start-up time)

            set_sdl_hints()  # before SDL reads them
        pygame.init()
        self.store = Store(data_dir)
        shutdown.remember(self.store.flush)  # SIGTERM before the loop: main.py saves this
        self.log_path = logs.setup(self.store.data_dir)
        chosen = lang or self.store.settings.effective_language()
        i18n.set_language(chosen)
        self.kiosk = kiosk
        self.fullscreen = fullscreen or kiosk
        th.use(self.store.settings.theme)
        self.screen = self._open_window(size)
        shutdown.check()  # a SIGTERM whose Terminated SDL's call into Python dropped
        self.size: tuple[int, int] = self.screen.get_size()
        self.gui = Gui(self.size)
        shutdown.check()
        self.stack: list[Scene] = []
        # What lies under each overlay on the stack, as it last looked (its buttons drawn),
        # kept still: the overlay draws its scrim over it, so nothing behind a dialog looks
        # live, and no covered button can be pressed (a covered scene has none).
        self.backdrops: dict[Scene, pygame.Surface] = {}
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
            # only in kiosk mode (start-up time)
            from scenes.kiosk.controller import KioskController

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
        lays it out: once is enough), after the backdrops of the overlays are drawn anew."""
        for scene in self.stack[:-1]:
            scene.layout()
        if self.stack:
            top = self.stack[-1]
            top.clear_ui()
            top.layout()
            self._redraw_backdrops()
            top.build_ui()
        self.dirty = True

    # --- what lies under a dialog -------------------------------------------------------
    def _backdrop(self) -> pygame.Surface:
        """The frame the stack shows now, its widgets included (an overlay's backdrop)."""
        surface = pygame.Surface(self.size).convert()
        self._compose(surface)
        return surface

    def _redraw_backdrops(self) -> None:
        """A new size or language: each overlay's backdrop is drawn again from the bottom up,
        the covered scene's buttons built for the picture and removed again (no widget of the
        top scene may be alive: they would be drawn into it)."""
        self.backdrops.clear()
        for below, scene in zip(self.stack, self.stack[1:], strict=False):
            if not scene.overlay:
                continue
            surface = pygame.Surface(self.size).convert()
            below.build_ui()  # first: a scene may place what it draws beside its buttons
            self._draw_scene(surface, self.stack.index(below))
            self.gui.draw(surface)
            below.clear_ui()
            self.backdrops[scene] = surface

    def _forget_backdrops(self) -> None:
        """Let go of the backdrops of overlays no longer on the stack."""
        self.backdrops = {s: b for s, b in self.backdrops.items() if s in self.stack}

    def set_language(self, lang: str) -> None:
        """Switch the language at once, in every scene, without a restart."""
        i18n.set_language(lang)
        self._lay_out_all()

    def set_theme(self, name: str) -> None:
        """Switch the table theme at once: the felt, the panels and the widgets of every
        scene."""
        th.use(name)
        self.gui.follow_theme()
        self._lay_out_all()

    # --- the scene stack ----------------------------------------------------------------
    @property
    def scene(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    def push(self, scene: Scene) -> None:
        if self.stack and scene.overlay:
            self.backdrops[scene] = self._backdrop()  # before the covered scene leaves
        if self.stack:
            self.stack[-1].exit()
        self.stack.append(scene)
        self._forget_backdrops()
        scene.layout()
        scene.enter()
        self.dirty = True

    def pop(self) -> Scene | None:
        if not self.stack:
            return None
        top = self.stack.pop()
        top.exit()
        self.backdrops.pop(top, None)
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
        self.backdrops.clear()
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
            self._forget_backdrops()
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

    def open_table(self, session: Session, check_deal: bool = False) -> None:
        """Show ``session`` on a new table right above the menu (dialogs and old tables go);
        ``check_deal``: the table says quietly if its deal cannot be won (a typed code)."""
        if not self._close_above_menu():
            self.stack.clear()
            self.stack.append(MenuScene(self))
        self.game = session.game
        if self._lesson_first(session):
            self.check_after_lesson = check_deal  # the waiting game is checked when it opens
            return
        self.push(TableScene(self, session, check_deal=check_deal))

    def _lesson_first(self, session: Session) -> bool:
        """The first time a game is opened, its lesson comes first; the game waits."""
        seen = self.store.settings.lessons_seen
        if (not self.first_run_lessons or self.kiosk or session.started
                or session.name in seen or lesson_for(session.name) is None):
            return False
        return self.open_lesson(session.name, then=session)

    def open_lesson(self, name: str, then: Session | None = None) -> bool:
        """Play a game's lesson on a practice table over what is shown (the settings remember
        it was shown); ``then``: the game to open when it ends. False if it has none."""
        lesson = lesson_for(name)
        if lesson is None:
            return False
        settings = self.store.settings
        if name not in settings.lessons_seen:
            settings.lessons_seen.append(name)
            self.store.save_settings()
        practice = Session.practice(self.store, lesson.layout)
        self.push(TableScene(self, practice, lesson=lesson, then=then))
        return True

    def finish_lesson(self, then: Session | None) -> None:
        """A lesson skipped or done: the game it was waiting for, or back where it began."""
        if then is not None:
            check, self.check_after_lesson = self.check_after_lesson, False
            self.open_table(then, check)
        else:
            self.back()

    def restart_lesson(self, name: str, then: Session | None) -> None:
        self.pop()
        self.open_lesson(name, then)

    def start_game(self, name: str, options: str | None, deal: int | None = None,
                   daily_date: _dt.date | None = None, check_deal: bool = False) -> Session:
        """Deal a new game (``deal`` None: a fresh deal, see ``fresh_deal``), remember its rule
        option for the next time, and open the table on it; returns the session. A started
        game it replaces counts as a loss: what the player chooses goes through
        ``choose_game``, which asks first."""
        options = options or get_variant(name).default_options()
        number = self.fresh_deal(name, options) if deal is None else deal
        session = Session.start(self.store, name, options, number, daily_date=daily_date)
        settings = self.store.settings
        settings.last_game = name
        settings.last_options[name] = session.options
        self.store.save_settings()
        self.open_table(session, check_deal)
        return session

    def start_round(self, name: str, options: str) -> Session:
        """Start a round of nine fresh deals (``game.rounds``) and open the table on its
        first hole; returns the session. A round's holes are any deals, winnable or not, as
        its par was measured (the game's ``round_par``): a hole that cannot be cleared scores its
        strokes like any other. A started game it replaces counts as a loss: the player's
        choice goes through ``choose_round``, which asks first."""
        deals: list[int] = []
        while len(deals) < HOLES:
            deal = self.round_deal(name, options)
            if deal not in deals:
                deals.append(deal)
        session = Session.start_round(self.store, name, options, deals)
        settings = self.store.settings
        settings.last_game = name
        settings.last_options[name] = options
        self.store.save_settings()
        self.open_table(session)
        return session

    # --- the player's games: asked before one is thrown away ------------------------------
    def choose_game(self, name: str, options: str | None, deal: int | None = None,
                    daily_date: _dt.date | None = None, check_deal: bool = False) -> None:
        """``start_game`` for a deal the player chose (New deal, Same deal, a code, the daily
        deal): when it would end a game in progress, it asks first, naming what is lost."""
        self._ask_before(lambda: self.start_game(name, options, deal, daily_date, check_deal))

    def choose_round(self, name: str, options: str) -> None:
        """``start_round`` for the player: asks first when it would end a game in progress."""
        self._ask_before(lambda: self.start_round(name, options))

    def _ask_before(self, start: Callable[[], Any]) -> None:
        """``start`` at once, or after the player agreed to abandon the game in progress."""
        saved = Session.in_progress(self.store)
        if saved is None:
            start()
        else:
            self.confirm(abandon.question(saved), abandon.confirm_label(), start)

    def play_daily(self, name: str, options: str, day: _dt.date) -> None:
        """The daily deal of ``day``: continued when it is already the game in progress,
        else dealt (asking first if that ends another game)."""
        saved = self.store.load_game()
        if (saved is not None and saved.daily_date == day
                and (saved.game.name, saved.game.options) == (name, options)):
            self.continue_game()
            return
        self.choose_game(name, options, self.daily_deal(name, options, day), day)

    def continue_game(self) -> bool:
        """Back to the game in progress: the table under the dialogs, else the saved game on
        a new table. False when there is none that can be opened."""
        if any(isinstance(scene, TableScene) for scene in self.stack):
            top = True
            while not isinstance(self.stack[-1], TableScene):
                scene = self.stack.pop()
                if top:  # only the top one leaves now: the covered ones left when covered
                    scene.exit()
                    top = False
            self._forget_backdrops()
            self.stack[-1].layout()
            self.stack[-1].enter()
            self.dirty = True
            return True
        session = Session.resume(self.store)
        if session is None:
            return False
        self.open_table(session)
        return True

    def fresh_deal(self, name: str, options: str) -> int:
        """A deal number for New deal: one proved winnable unless the player chose any deal
        for this game and option (``Settings.deals_winnable_only``)."""
        only = self.store.settings.deals_winnable_only(name, options)
        return winnable.new_deal(name, options, _deals.getrandbits(ENTROPY_BITS), only)

    def round_deal(self, name: str, options: str) -> int:
        """A deal number for a hole of a round: any deal (see ``start_round``)."""
        return winnable.new_deal(name, options, _deals.getrandbits(ENTROPY_BITS), False)

    def daily_deal(self, name: str, options: str, day: _dt.date) -> int:
        """The deal number of ``day``'s daily deal, as ``python -m game daily`` prints it."""
        only = self.store.settings.deals_winnable_only(name, options)
        return winnable.daily(name, options, day, only)

    def current_game(self) -> Variant | None:
        """The game on the table under a dialog, if any (Same deal replays it)."""
        for scene in reversed(self.stack):
            if isinstance(scene, TableScene):
                return scene.session.game
        return self.game

    def show_results(self, session: Session) -> None:
        """The results dialog over the finished table; the scorecard for a hole of a round."""
        if session.round is not None:
            from scenes.dialogs.scorecard import ScorecardScene  # imported when first opened

            self.push(ScorecardScene(self, session))
            return
        from scenes.dialogs.results import ResultsScene  # imported when first opened (see above)

        self.push(ResultsScene(self, session))

    def show_stuck(self, session: Session, on_undo: Callable[[], None],
                   on_new_game: Callable[[], None]) -> None:
        """"No more possible moves" over the table: Undo, or New game (``on_new_game``)."""
        from scenes.dialogs.stuck import StuckScene  # imported when first opened (see above)

        self.push(StuckScene(self, session, on_undo, on_new_game))

    def open_new_game(self, game: str | None = None, code_mode: bool = False) -> None:
        from scenes.dialogs.new_game import NewGameScene  # imported when first opened (see above)

        self.push(NewGameScene(self, game=game, code_mode=code_mode))

    def open_settings(self) -> None:
        from scenes.dialogs.settings import SettingsScene  # imported when first opened (see above)

        self.push(SettingsScene(self))

    def open_about(self) -> None:
        """Settings → About: the version, the fonts, libraries and art with their licences."""
        from scenes.pages.rules import AboutScene  # imported when first opened (see above)

        self.push(AboutScene(self))

    def open_rules(self, game: str | None = None, section: str | None = None,
                   page: str = "rules") -> None:
        """A game's rules page (or its ``page``: faq, sources), at ``section`` if given."""
        from scenes.pages.rules import RulesScene  # imported when first opened (see above)

        self.push(RulesScene(self, game, section=section, page=page))

    def open_examples(self, game: str) -> None:
        """A game's examples: real positions from the engine, played step by step."""
        from scenes.pages.examples import ExamplesScene  # imported when first opened (see above)

        self.push(ExamplesScene(self, game))

    def open_stats(self, game: str | None = None, show_rounds: bool = False) -> None:
        """The statistics, on ``game``'s tab (its rounds' tab with ``show_rounds``)."""
        from scenes.dialogs.stats import StatsScene  # imported when first opened (see above)

        self.push(StatsScene(self, game, show_rounds))

    def open_calendar(self, game: str | None = None) -> None:
        """The daily deals of a month: played, won, today."""
        from scenes.dialogs.calendar import CalendarScene  # imported when first opened (see above)

        self.push(CalendarScene(self, game))

    def open_pin_pad(self, check: Callable[[str], bool],
                     locked: Callable[[], float] | None = None) -> None:
        """Kiosk mode's staff PIN pad over whatever is shown."""
        from scenes.kiosk.pin_pad import PinPadScene  # imported when first opened (see above)

        self.push(PinPadScene(self, check, locked))

    def show_attract(self, demo: bool, banner: bool = True) -> None:
        """Kiosk mode's attract screen, alone on the stack."""
        from scenes.kiosk.attract import AttractScene  # imported when first opened (see above)

        self.reset_to(AttractScene(self, demo=demo, banner=banner))

    def confirm(self, message: str, confirm_label: str, on_confirm: Callable[[], None],
                danger: bool = True) -> None:
        """Ask before something that cannot be undone; ``on_confirm`` runs only on a yes."""
        from scenes.dialogs.notice import ConfirmScene  # imported when first opened (see above)

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
        """Draw the stack (an overlay over its backdrop) and the UI; returns the frame."""
        self._compose(self.screen)
        self.dirty = False
        if not self.frames_drawn:
            # Wall-clock time, so a launcher can tell how long the start took (tools/).
            log.info("first frame drawn at %.3f", time.time())
        self.frames_drawn += 1
        return self.screen

    def _compose(self, surface: pygame.Surface) -> None:
        if self.stack:
            self._draw_scene(surface, len(self.stack) - 1)
        self.gui.draw(surface)

    def _draw_scene(self, surface: pygame.Surface, index: int) -> None:
        """Draw the scene at ``index`` of the stack with what lies under it: an overlay's
        backdrop, or (an overlay without one) the scenes beneath it drawn again."""
        scene = self.stack[index]
        under = self.backdrops.get(scene) if scene.overlay else None
        if under is not None and under.get_size() == surface.get_size():
            surface.blit(under, (0, 0))
        elif scene.overlay and index > 0:
            self._draw_scene(surface, index - 1)
        scene.draw(surface)

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
        with shutdown.loop(self.quit):  # SIGTERM ends the loop at this frame's end
            while self.running:
                if not self.guarded(self._frame):
                    self.clock.tick(FPS_IDLE)  # a frame that failed before its tick
                ctl = self.kiosk_ctl
                if not self.running and ctl is not None and not ctl.exit_granted:
                    log.warning("quit refused in kiosk mode")
                    self.running = True
        self.close()
        log.info("stopped (exit code %d)", self.exit_code)
        pygame.quit()
        return self.exit_code

    def close(self) -> None:
        """The app is ending (a quit, SIGTERM): each screen keeps what it must (the table its
        game, with its time), then the store writes what it holds in memory only."""
        for scene in reversed(self.stack):
            try:
                scene.on_quit()
            except Exception:
                log.exception("%s could not save", type(scene).__name__)
        self.store.flush()

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
    def guarded(self, action: Callable[..., Any], *args: Any) -> bool:
        """Run ``action``; an unexpected exception is logged and the stack restarts at the
        menu instead of ending the app. False when it had to."""
        try:
            action(*args)
        except Exception:
            self.recover()
            return False
        return True

    def recover(self) -> None:
        """Called from an ``except`` block: log, then start again from the menu. A crash loop
        ends the app (``EXIT_CRASHED``), except in kiosk mode without a supervisor, where the
        kiosk starts again from its attract screen; then nothing here raises."""
        where = type(self.scene).__name__ if self.scene is not None else "no scene"
        log.exception("unexpected error in %s; restarting at the menu", where)
        now = time.monotonic()
        self.crashes = [t for t in self.crashes if now - t < CRASH_WINDOW] + [now]
        if len(self.crashes) >= CRASH_LIMIT:
            log.critical("%d errors within %.0f s", len(self.crashes), CRASH_WINDOW)
            self._crash_loop()
            return
        self.clear_stack()
        self.game = None
        try:
            self.push(self.menu_scene())
        except Exception:
            log.critical("the menu cannot start", exc_info=True)
            self._crash_loop()

    def _crash_loop(self) -> None:
        ctl = self.kiosk_ctl
        if ctl is None or ctl.config.supervised:
            log.critical("giving up: exit code %d", EXIT_CRASHED)
            self.quit(EXIT_CRASHED)
            return
        self.crashes = []
        ctl.after_crash_loop()

    def clear_stack(self) -> None:
        """Every screen leaves (one failing to leave does not stop the others); the UI is
        emptied. For a new start after an error."""
        for scene in reversed(self.stack):
            try:
                scene.exit()
            except Exception:
                log.exception("%s failed to leave", type(scene).__name__)
        self.stack.clear()
        self.backdrops.clear()
        try:
            self.gui.reset()
        except Exception:
            log.exception("the UI could not be emptied")
