"""Navigation: every screen is opened here, from an intent (``scenes.intents``).

A scene says where it wants to go (``ctx.navigate(Rules(game))``); ``Navigator.go`` opens the
screen. So no scene imports another, and what a way between screens does (ask first before a
game in progress is thrown away, a lesson before a game opened for the first time, the
scorecard instead of the results for a hole of a round) is decided in one place.

Games in progress: every game keeps its own single game, daily deal and round (``Slot``). A
new deal replaces only the game of its own slot, and asks first when that one was started
(Abandon, Cancel, or Continue it); a menu tile continues the game of its game left last.

The menu is imported with the navigator; every other screen when it is first opened, the
table too: the first frame does not wait for screens a player may never open (their imports
took about 30 ms of CPU here, the table's as much again). The menu's ``prepare`` steps import
the table while the player looks at the menu, a step a frame.

Lessons: the first time a game is opened (a game not yet started), its lesson comes first
(``game.lessons``, on a practice table that is never saved nor counted), then the game; the
settings remember it was shown. Replayed from the rules page. Not in kiosk mode.
"""

from __future__ import annotations

import datetime as _dt
import importlib
import sys
from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any, TypeGuard

from game import game_from_code, get_variant
from game.i18n import format_number
from game.rounds import HOLES
from game.store import Slot
from scenes import deals, shutdown
from scenes import intents as go
from scenes.base import Context, Scene, Screen
from scenes.dialogs import abandon
from scenes.pages.menu import MenuScene

if TYPE_CHECKING:
    from game.session import Session
    from game.variant import Variant
    from scenes.intents import Intent
    from scenes.stack import SceneStack
    from scenes.table.scene import TableScene


READY_FACES = 4  # card faces a frame draws while the menu readies a tile's table
TABLE = "scenes.table.scene"


def table_scene() -> type[TableScene]:
    """The table's screen, imported when first opened (see the module's docstring)."""
    from scenes.table.scene import TableScene  # (see the module's docstring)

    return TableScene


def is_table(scene: object) -> TypeGuard[TableScene]:
    """Whether ``scene`` is a table; importing nothing (no table is open before its module)."""
    module = sys.modules.get(TABLE)
    return module is not None and isinstance(scene, module.TableScene)


class Navigator:
    """Opens screens on ``stack`` for the scenes of ``ctx``; ``quit`` ends the app."""

    # Whether a game opened for the first time starts with its lesson (tests of other
    # screens turn it off; the lessons' own tests turn it on).
    first_run_lessons = True

    def __init__(self, ctx: Context, stack: SceneStack, quit: Callable[[int], None]) -> None:
        self.ctx = ctx
        self.stack = stack
        self.store = ctx.store
        self.quit = quit
        # A typed code's game waiting behind its first lesson is still checked for a win.
        self.check_after_lesson = False
        self._stand_ins: dict[tuple[str, str], Variant] = {}

    def go(self, intent: Intent) -> None:
        """Go where ``intent`` says: each intent is one of the ways below."""
        match intent:
            case go.Back():
                self.stack.pop()
            case go.ToMenu():
                self.to_menu()
            case go.NewVisit():
                self.stack.reset_to(self.menu_scene())
            case go.Quit(code):
                self.quit(code)
            case go.OpenTable(session, check_deal):
                self.open_table(session, check_deal)
            case go.ChooseGame(name, options, deal, day, check):
                self._ask_before(Slot.of(name, daily=day is not None),
                                 partial(self.start_game, name, options, deal, day, check))
            case go.PlayGame(name):
                self.play_game(name)
            case go.ChooseRound(name, round_options):
                self._ask_before(Slot.of(name, in_round=True),
                                 partial(self.start_round, name, round_options))
            case go.PlayDaily(name, options, day):
                self.play_daily(name, options, day)
            case go.PlayChallenge(day, number):
                self.play_challenge(day, number)
            case go.Lesson(name, then):
                self.open_lesson(name, then)
            case go.LessonDone(then):
                self.finish_lesson(then)
            case go.LessonAgain(name, then):
                self.stack.pop()
                self.open_lesson(name, then)
            case go.Attract(demo, banner):
                from scenes.kiosk.attract import AttractScene  # imported when first opened

                with shutdown.cuttable():
                    attract = AttractScene(self.ctx, demo=demo, banner=banner)
                self.stack.reset_to(attract)
            case _:
                with shutdown.cuttable():  # a screen built: SIGTERM may drop it (see there)
                    scene = self.dialog(intent)
                self.stack.push(scene)

    def prepare(self, intent: Intent) -> bool:
        """Load one more thing the screen of ``intent`` needs before it opens (each call one
        step, so no frame does them all); True while more is left. The results: their module
        (imported when first opened, see above), then the number formats they write with. A
        game's tile: its table's card faces at this size, a few at a time."""
        match intent:
            case go.PlayGame(name):
                if TABLE not in sys.modules:
                    importlib.import_module(TABLE)
                    return True
                from scenes.table import view  # imported by the step above

                return view.get_ready(self.ctx, self._stand_in(name), READY_FACES)
            case go.Results(session):
                module = ("scenes.dialogs.scorecard" if session.round is not None
                          else "scenes.dialogs.results")
            case _:
                return False
        if module not in sys.modules:
            importlib.import_module(module)
            return True
        format_number(0)  # babel reads the language's number formats on its first call
        return False

    def _stand_in(self, name: str) -> Variant:
        """A game of ``name`` with the rule option its tile opens, for its table's size."""
        options = self.store.settings.options_for(name) or get_variant(name).default_options()
        key = (name, options)
        game = self._stand_ins.get(key)
        if game is None:
            game = self._stand_ins[key] = get_variant(name).new(1, options)
        return game

    def menu_scene(self) -> Scene:
        """A new main menu (the start screen, and where the crash guard starts again)."""
        with shutdown.cuttable():
            return MenuScene(self.ctx)

    def dialog(self, intent: Intent) -> Scene:
        """The screen an intent opens over what is shown (imported when first opened)."""
        ctx = self.ctx
        match intent:
            case go.Results(session) if session.round is not None:
                from scenes.dialogs.scorecard import ScorecardScene  # (see above)

                return ScorecardScene(ctx, session)
            case go.Results(session):
                from scenes.dialogs.results import ResultsScene  # (see above)

                return ResultsScene(ctx, session)
            case go.Stuck(session, on_undo, on_new_game):
                from scenes.dialogs.stuck import StuckScene  # (see above)

                return StuckScene(ctx, session, on_undo, on_new_game)
            case go.NewGame(game, code_mode):
                from scenes.dialogs.new_game import NewGameScene  # (see above)

                return NewGameScene(ctx, game=game, code_mode=code_mode)
            case go.Settings():
                from scenes.dialogs.settings import SettingsScene  # (see above)

                return SettingsScene(ctx)
            case go.About():
                from scenes.pages.rules import AboutScene  # (see above)

                return AboutScene(ctx)
            case go.Rules(game, section, page):
                from scenes.pages.rules import RulesScene  # (see above)

                return RulesScene(ctx, game, section=section, page=page)
            case go.Examples(game):
                from scenes.pages.examples import ExamplesScene  # (see above)

                return ExamplesScene(ctx, game)
            case go.Stats(game, show_rounds):
                from scenes.dialogs.stats import StatsScene  # (see above)

                return StatsScene(ctx, game, show_rounds)
            case go.Trophies():
                from scenes.dialogs.trophies import TrophiesScene  # (see above)

                return TrophiesScene(ctx)
            case go.Calendar(game):
                from scenes.dialogs.calendar import CalendarScene  # (see above)

                return CalendarScene(ctx, game)
            case go.Challenges(day):
                from scenes.dialogs.challenges import ChallengesScene  # (see above)

                return ChallengesScene(ctx, day)
            case go.Review(start, moves, request):
                from game.review import read_line  # (see above: the review's engine too)
                from scenes.dialogs.review import ReviewScene  # (see above)

                begin = game_from_code(start) if isinstance(start, str) else start
                text = moves if isinstance(moves, str) else " ".join(map(str, moves))
                return ReviewScene(ctx, begin, read_line(begin, text), request=request)
            case go.History(game):
                from scenes.dialogs.history import HistoryScene  # (see above)

                return HistoryScene(ctx, game)
            case go.Practice(session):
                return table_scene()(ctx, session)
            case go.Confirm(message, label, on_confirm, danger, other):
                from scenes.dialogs.notice import ConfirmScene  # (see above)

                return ConfirmScene(ctx, message, label, on_confirm, danger, other)
            case go.PinPad(check, locked):
                from scenes.kiosk.pin_pad import PinPadScene  # (see above)

                return PinPadScene(ctx, check, locked)
        raise ValueError(f"no screen for {intent!r}")

    # --- the menu and the table -----------------------------------------------------------
    def to_menu(self) -> None:
        """Back to the main menu: every screen above it closes (a table saves its game, which
        stays for Continue); a new menu when there is none."""
        if not self.stack.uncover(Screen.MENU):
            self.stack.reset_to(self.menu_scene())

    def open_table(self, session: Session, check_deal: bool = False) -> None:
        """Show ``session`` on a new table right above the menu (dialogs and old tables go);
        ``check_deal``: the table says quietly if its deal cannot be won (a typed code)."""
        if not self.stack.close_above(Screen.MENU):
            self.stack.set_bottom(self.menu_scene())
        self.ctx.game = session.game
        if self._lesson_first(session):
            self.check_after_lesson = check_deal  # the waiting game is checked when it opens
            return
        with shutdown.cuttable():  # the session is saved already: only the screen is lost
            table = table_scene()(self.ctx, session, check_deal=check_deal)
        self.stack.push(table)

    def current_game(self) -> Variant | None:
        """The game on the table under a dialog, if any (Same deal replays it)."""
        table = self.stack.find(Screen.TABLE)
        if is_table(table):
            return table.session.game
        return self.ctx.game

    def continue_game(self, slot: Slot | None = None) -> bool:
        """Back to the game in progress in ``slot`` (by default the one left last): the
        table under the dialogs when it shows that game, else the saved game on a new
        table. False when there is none that can be opened."""
        from game.session import Session  # (when used: not for the first frame)

        table = self.stack.find(Screen.TABLE)
        live = is_table(table) and table.session.counted and not (
            table.session.recorded) and slot in (None, table.session.slot)
        if live and self.stack.uncover(Screen.TABLE):
            return True
        session = Session.resume(self.store, slot)
        if session is None:
            return False
        self.open_table(session)
        return True

    # --- lessons ---------------------------------------------------------------------------
    def _lesson_first(self, session: Session) -> bool:
        """The first time a game is opened, its lesson comes first; the game waits."""
        from game.lessons import lesson_for  # (when used: not for the first frame)

        seen = self.store.settings.lessons_seen
        if (not self.first_run_lessons or self.ctx.kiosk or session.started
                or session.name in seen or lesson_for(session.name) is None):
            return False
        return self.open_lesson(session.name, then=session)

    def open_lesson(self, name: str, then: Session | None = None) -> bool:
        """Play a game's lesson on a practice table over what is shown (the settings remember
        it was shown); ``then``: the game to open when it ends. False if it has none."""
        from game.lessons import lesson_for  # (when used: not for the first frame)
        from game.session import Session  # (when used: not for the first frame)

        lesson = lesson_for(name)
        if lesson is None:
            return False
        settings = self.store.settings
        if name not in settings.lessons_seen:
            settings.lessons_seen.append(name)
            self.store.save_settings()
        practice = Session.practice(self.store, lesson.layout)
        with shutdown.cuttable():
            table = table_scene()(self.ctx, practice, lesson=lesson, then=then)
        self.stack.push(table)
        return True

    def finish_lesson(self, then: Session | None) -> None:
        """A lesson skipped or done: the game it was waiting for, or back where it began."""
        if then is not None:
            check, self.check_after_lesson = self.check_after_lesson, False
            self.open_table(then, check)
        else:
            self.stack.pop()

    # --- new games -------------------------------------------------------------------------
    def start_game(self, name: str, options: str | None, deal: int | None = None,
                   daily_date: _dt.date | None = None, check_deal: bool = False) -> Session:
        """Deal a new game (``deal`` None: a fresh deal, see ``scenes.deals``), remember its
        rule option for the next time, and open the table on it; returns the session. A
        started game it replaces counts as a loss: what the player chooses goes through
        ``ChooseGame``, which asks first."""
        from game.session import Session  # (when used: not for the first frame)

        options = options or get_variant(name).default_options()
        number = deals.fresh_deal(self.store, name, options) if deal is None else deal
        session = Session.start(self.store, name, options, number, daily_date=daily_date)
        self._remember(name, session.options)
        self.open_table(session, check_deal)
        return session

    def start_round(self, name: str, options: str) -> Session:
        """Start a round of nine fresh deals (``game.rounds``) and open the table on its
        first hole; returns the session. A round's holes are any deals, winnable or not, as
        its par was measured: a hole that cannot be cleared scores its strokes like any
        other. A started game it replaces counts as a loss: the player's choice goes through
        ``ChooseRound``, which asks first."""
        from game.session import Session  # (when used: not for the first frame)

        numbers: list[int] = []
        while len(numbers) < HOLES:
            deal = deals.round_deal(name, options)
            if deal not in numbers:
                numbers.append(deal)
        session = Session.start_round(self.store, name, options, numbers)
        self._remember(name, options)
        self.open_table(session)
        return session

    def _remember(self, name: str, options: str) -> None:
        """The game and rule option the next New game and daily deal start from."""
        settings = self.store.settings
        if (settings.last_game, settings.last_options.get(name)) == (name, options):
            return  # as they were: no write on the way to the table
        settings.last_game = name
        settings.last_options[name] = options
        self.store.save_settings()

    def _ask_before(self, slot: Slot, start: Callable[[], Any]) -> None:
        """``start`` at once, or after the player agreed to abandon the game in progress of
        ``slot``, which ``start`` replaces; the player may continue that game instead."""
        from game.session import Session  # (when used: not for the first frame)

        saved = Session.in_progress(self.store, slot)
        if saved is None:
            start()
            return

        def keep_playing() -> None:
            self.continue_game(slot)

        self.go(go.Confirm(abandon.question(saved), abandon.confirm_label(), start,
                           other=(abandon.continue_label(), keep_playing)))

    def play_game(self, name: str) -> None:
        """A game's menu tile: nothing to wait for. Its game in progress continues (of its
        single game, daily deal and round, the one left last); else a new deal with the rule
        options last chosen for it (Winnable deals only as set)."""
        for slot in self.store.slots_in_use(name):
            if self.continue_game(slot):
                return
        options = self.store.settings.options_for(name) or get_variant(name).default_options()
        self.go(go.ChooseGame(name, options))

    def play_daily(self, name: str, options: str, day: _dt.date) -> None:
        """The daily deal of ``day``: continued when it is already this game's daily deal in
        progress, else dealt (asking first if that ends another day's)."""
        slot = Slot.of(name, daily=True)
        saved = self.store.load_game(slot)
        if (saved is not None and saved.daily_date == day
                and (saved.game.name, saved.game.options) == (name, options)
                and self.continue_game(slot)):
            return
        self.go(go.ChooseGame(name, options, deals.daily_deal(self.store, name, options, day),
                              day))

    def play_challenge(self, day: _dt.date, number: int) -> None:
        """Challenge ``number`` of ``day``: continued when it is the one in progress in its
        game's challenge slot, else dealt there (asking first if that ends another)."""
        from game.challenges import challenge_of  # (when used: not for the first frame)
        from game.session import Session  # (when used: not for the first frame)

        found = challenge_of(day, number)
        if found is None:
            return
        slot = Slot.of(found.game, challenge=True)
        saved = self.store.load_game(slot)
        if saved is not None and saved.challenge == (day, number) and self.continue_game(slot):
            return

        def start() -> None:
            session = Session.start_challenge(self.store, day, number)
            self.open_table(session)

        self._ask_before(slot, start)
