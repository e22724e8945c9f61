"""The screenshot tour: the real scenes driven through every screen, a PNG of each saved.

    python main.py --screenshots DIR [--size WxH] [--lang he|hu|ru|en] [--data-dir DIR]

It visits the menu, the New game window (and a refused code), each game's table with a card
held (the first one's also with a refusal and a hint), each game at the deal and mid-game at
``LAYOUT_SIZES`` and each of them turned a quarter, a game stuck and the deal after it, a won
game's results, a round's scorecard after a hole and at the end, the settings, each game's
rules, lesson and examples, the FAQ and the Sources, the "?" of the table, the statistics,
the daily deals' calendar and the trophy room; then each game played and lost on purpose and
reviewed from its results, a winning line, the recent games and last month's calendar with its
trophy. The file names are measured by tools and tests (for instance
``layout_<game>_<deal|mid>_<W>x<H>.png``): keep them.

Without ``--data-dir`` it plays in a temporary folder, so the player's statistics stay
untouched. It lives in ``scenes/`` so the PyInstaller bundle, which collects every module of
``scenes``, can run it too; with ``main.py``, it is the only module that builds an App.
"""

from __future__ import annotations

import argparse
import datetime as _dt
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pygame

from game import VARIANTS, rounds, solver
from game.examples import examples_for
from game.lessons import Do, lesson_for
from game.moves import Move, PileKind
from game.session import Session
from game.store import DailyResult, Store, new_game_id
from game.store.stats import Earned
from game.variant import Status, Variant
from scenes import intents
from scenes.app import App
from scenes.dialogs.new_game import NewGameScene
from scenes.dialogs.results import ResultsScene
from scenes.dialogs.scorecard import ScorecardScene

LAYOUT_SIZES = ((800, 480), (1280, 800), (1920, 1080))  # the tour's tables, each also turned
EXIT_BAD_ARGUMENT = 2  # as main.py's: the folder cannot be written


def run(args: argparse.Namespace) -> int:
    """Take the tour with ``main.py``'s arguments; print each file saved. 0, or
    ``EXIT_BAD_ARGUMENT`` when the folder filled up or went away mid-tour."""
    with tempfile.TemporaryDirectory(prefix="solitaire-shots-") as tmp:
        data_dir = args.data_dir if args.data_dir is not None else Path(tmp)
        app = App(args.size, args.lang, data_dir=data_dir, fullscreen=args.fullscreen,
                  kiosk=args.kiosk)
        app.nav.to_menu()
        try:
            saved = Tour(app, args.screenshots).run()
        except (OSError, pygame.error) as exc:
            print(f"main.py: error: --screenshots: {exc}", file=sys.stderr)
            return EXIT_BAD_ARGUMENT
        finally:
            pygame.quit()
    for path in saved:
        print(path)
    return 0


class Tour:
    """Drives the real scenes through every screen and saves what it sees."""

    def __init__(self, app: App, folder: Path) -> None:
        self.app = app
        self.folder = folder
        self.saved: list[Path] = []
        self.held_pos = (0, 0)

    def step(self, events: list[Any] | None = None, dt: float = 1 / 30, frames: int = 1) -> None:
        for i in range(frames):
            self.app.step(events if i == 0 else None, dt)

    def shot(self, name: str) -> None:
        self.step(frames=2)
        path = self.folder / f"{name}.png"
        pygame.image.save(self.app.draw(), str(path))
        self.saved.append(path)

    def settle(self, seconds: float = 1.5) -> None:
        """Let deal animations and toasts' delays run."""
        self.step(dt=0.05, frames=max(1, round(seconds / 0.05)))

    def to_menu(self) -> None:
        self.app.nav.to_menu()
        self.step()

    def table(self, name: str, options: str, deal: int) -> Any:
        session = self.app.nav.start_game(name, options, deal)
        self.settle()
        return session

    def mouse(self, kind: int, pos: tuple[int, int], buttons: tuple[int, int, int]) -> Any:
        if kind == pygame.MOUSEMOTION:
            return pygame.event.Event(kind, pos=pos, rel=(0, 0), buttons=buttons, touch=False)
        return pygame.event.Event(kind, pos=pos, button=1, touch=False)

    def hold_card(self, scene: Any) -> bool:
        """Press on a free card and drag it a little way up: the card is held, targets lit."""
        game = scene.game
        for place in game.places():
            if place.kind.name != "COLUMN":
                continue
            rects = scene.board.pile_rects(game, place)
            if not rects or not game.pile(place):
                continue
            index = len(game.pile(place)) - 1
            if game.pick_refusal(place, index) is not None:
                continue
            start = rects[-1].center
            self.step([self.mouse(pygame.MOUSEBUTTONDOWN, start, (1, 0, 0))], dt=0.02)
            card_w = rects[-1].width
            for k in range(1, 6):
                pos = (start[0] + card_w * k // 8, start[1] - card_w * k // 4)
                self.step([self.mouse(pygame.MOUSEMOTION, pos, (1, 0, 0))], dt=0.02)
                self.held_pos = pos
            return True
        return False

    def refuse(self, scene: Any) -> None:
        """Tap a covered card the rules refuse and let the reason show."""
        game = scene.game
        for place in game.places():
            if place.kind.name != "COLUMN" or len(game.pile(place)) < 2:
                continue
            rects = scene.board.pile_rects(game, place)
            pos = (rects[0].centerx, rects[0].y + max(3, (rects[1].y - rects[0].y) // 2))
            self.step([self.mouse(pygame.MOUSEBUTTONDOWN, pos, (1, 0, 0))], dt=0.03)
            self.step([self.mouse(pygame.MOUSEBUTTONUP, pos, (0, 0, 0))], dt=0.03)
            self.settle(0.6)
            return

    def run(self) -> list[Path]:
        self.folder.mkdir(parents=True, exist_ok=True)
        # The lessons have a visit of their own: every other table opens straight away.
        self.app.store.settings.lessons_seen = [cls.name for cls in _games()]
        seed_history(self.app.store)  # the statistics' and the results' trends have a past
        tours: list[tuple[str, Callable[[], None]]] = [
            ("menu", self.menu),
            ("new_game", self.new_game),
            ("tables", self.tables),
            ("layouts", self.layouts),
            ("stuck", self.stuck),
            ("results_won", self.results_won),
            ("round", self.round),
            ("settings", self.settings),
            ("rules", self.rules),
            ("lessons", self.lessons),
            ("examples", self.examples),
            ("help", self.help),
            ("statistics", self.statistics),
            ("calendar", self.calendar),
            ("trophies", self.trophies),
            ("reviews", self.reviews),
        ]
        for _name, visit in tours:
            visit()
            self.to_menu()
        return self.saved

    def menu(self) -> None:
        self.shot("menu")

    def new_game(self) -> None:
        first = _games()[0]
        self.app.navigate(intents.NewGame(first.name))
        self.shot("new_game")
        scene = self.app.scene
        assert isinstance(scene, NewGameScene)
        scene.set_code_mode(True)
        head = str(first.new(first.showcase_deal).code).rsplit("-", 1)[0]
        for key in f"{head}-AAAAZZ":
            scene.press_key(key)
        scene.play_code()  # 6 letters: refused, with the reason shown
        self.shot("new_game_code_refused")

    def tables(self) -> None:
        """Each game's table with a card held; the first game's also with a refusal."""
        for number, cls in enumerate(_games()):
            name = cls.name
            session = self.table(name, cls.default_options(), cls.showcase_deal)
            scene = self.app.scene
            for _i in range(3):
                moves = session.game.legal_moves()
                if session.finished or not moves:
                    break
                scene.play_move(moves[0])  # type: ignore[union-attr]
            self.settle(0.5)
            if self.hold_card(scene):
                self.shot(f"table_{name}_held")
                self.step([self.mouse(pygame.MOUSEBUTTONUP, self.held_pos, (0, 0, 0))])
                self.settle(0.5)
            else:
                self.shot(f"table_{name}")
            if number == 0:
                self.refuse(scene)
                self.shot(f"table_{name}_refusal")
                self.hint(scene)
                self.shot(f"table_{name}_hint")

    def hint(self, scene: Any) -> None:
        """Hint pressed and its answer shown; it comes from the worker process as in play
        (so a bundle whose worker cannot start logs an error), in real time."""
        scene.ask_hint()
        end = time.monotonic() + 10.0
        while scene.searches.hint_ask is not None and time.monotonic() < end:
            self.step(dt=0.02)
            time.sleep(0.02)

    def layouts(self) -> None:
        """Each game at the deal and mid-game at each of ``LAYOUT_SIZES`` in both orientations:
        the board's layout, seen whole."""
        size = self.app.size
        shapes = [shape for w, h in LAYOUT_SIZES for shape in ((w, h), (h, w))]
        for cls in _games():
            session = self.table(cls.name, cls.default_options(), cls.showcase_deal)
            for stage in ("deal", "mid"):
                if stage == "mid":
                    for move in _mid_game(session.game):
                        session.play(move)
                for shape in shapes:
                    self.app.resize(shape)
                    self.app.scene.view.dirty = True  # type: ignore[union-attr]
                    self.settle(0.3)
                    self.shot(f"layout_{cls.name}_{stage}_{shape[0]}x{shape[1]}")
            self.app.resize(size)

    def stuck(self) -> None:
        """The first game that can end with no move left, stuck (with its last rule option,
        to show another one), and its results."""
        cls = next((c for c in _games() if c.is_stuck is not Variant.is_stuck), None)
        if cls is None:
            return
        for deal in range(1, 200):
            session = self.table(cls.name, cls.option_codes()[-1], deal)
            game = session.game
            while not session.finished:
                moves = game.legal_moves()
                session.play(next((m for m in moves if m.source.kind is not PileKind.STOCK),
                                  moves[0]))
            if not session.won:
                break
        scene = self.app.scene
        scene.view.dirty = True  # type: ignore[union-attr]
        self.app.scene.rebuild()  # type: ignore[union-attr]
        self.settle(0.5)  # the table asks what next: the stuck dialog
        self.shot(f"table_{cls.name}_stuck")
        accept = getattr(self.app.scene, "new_game", None)
        if callable(accept):
            accept()  # counts the loss and deals the next game at once (no results window)
            self.settle()  # the deal landed: 0.3 s caught its cards edge-on in mid-flight
            self.shot("results_stuck")

    def results_won(self) -> None:
        first = _games()[0]
        for deal in range(1, 40):
            session = self.table(first.name, first.default_options(), deal)
            solution = solver.solve(session.game.clone(), timeout=5.0)
            if solution.moves and solution.verdict.name.lower() == "winnable":
                for move in solution.moves:
                    session.play(move)
                break
        scene = self.app.scene
        scene.view.dirty = True  # type: ignore[union-attr]
        show = getattr(scene, "_show_results", None)
        self.settle(3.0)
        if not isinstance(self.app.scene, ResultsScene) and callable(show):
            show()
        if not isinstance(self.app.scene, ResultsScene):
            self.app.navigate(intents.Results(session))
        self.settle(0.3)
        self.shot("results_won")

    def settings(self) -> None:
        self.app.navigate(intents.Settings())
        self.shot("settings")

    def rules(self) -> None:
        for cls in _games():
            self.app.navigate(intents.Rules(cls.name))
            scene = self.app.scene
            self.shot(f"rules_{cls.name}")
            scene.view.scroll_to(scene.view.max_offset * 0.6)  # type: ignore[union-attr]
            self.shot(f"rules_{cls.name}_scrolled")
            self.app.navigate(intents.Back())

    def lessons(self) -> None:
        """Each game's lesson at its first step, at its first drag (a ring, an arrow) and at
        its end, played by the script's own moves."""
        for cls in _games():
            lesson = lesson_for(cls.name)
            if lesson is None or not self.app.nav.open_lesson(cls.name):
                continue
            self.settle(3.0)  # the deal lands
            self.shot(f"lesson_{cls.name}_start")
            scene: Any = self.app.scene
            coach = scene.coaching.coach
            dragged = False
            while not coach.finished:
                if coach.step.do is Do.DRAG and not dragged:
                    dragged = True
                    self.settle(0.5)
                    self.shot(f"lesson_{cls.name}_drag")
                if coach.step.do is Do.UNDO:
                    scene.undo()
                elif coach.step.do is Do.HINT:
                    scene.ask_hint()
                    self.settle(0.5)
                else:
                    move = coach.expected()
                    if move is None:
                        break
                    scene.play_move(move)
                self.settle(0.3)
            if scene.play.celebration is not None:
                scene.play.end_celebration()
            self.settle(0.5)
            self.shot(f"lesson_{cls.name}_done")
            self.to_menu()

    def examples(self) -> None:
        """Each game's examples page at its first step and a few steps on."""
        for cls in _games():
            if not examples_for(cls.name):
                continue
            self.app.navigate(intents.Examples(cls.name))
            self.settle(0.3)
            self.shot(f"examples_{cls.name}")
            scene: Any = self.app.scene
            for _i in range(2):
                scene.next()
            self.settle(1.0)
            self.shot(f"examples_{cls.name}_step")
            self.app.navigate(intents.Back())

    def help(self) -> None:
        """The FAQ and the Sources; the table's "?" after a refusal opens its section."""
        first = _games()[0]
        self.app.navigate(intents.Rules(first.name, page="faq"))
        self.shot(f"faq_{first.name}")
        self.app.navigate(intents.Rules(first.name, page="sources"))
        self.shot("sources")
        self.app.navigate(intents.Rules(first.name, section="rates", page="sources"))
        self.shot("sources_rates")  # the win rates: published, and the app's own
        self.to_menu()
        self.table(first.name, first.default_options(), first.showcase_deal)
        scene: Any = self.app.scene
        self.refuse(scene)
        scene.open_help()
        self.settle(0.3)
        self.shot(f"help_{first.name}_from_table")

    def statistics(self) -> None:
        self.app.navigate(intents.Stats())
        self.shot("statistics")
        played = next((c for c in _games() if rounds.offered(c.name)), None)
        if played is not None:
            self.app.navigate(intents.Stats(played.name, show_rounds=True))
            self.shot("statistics_rounds")

    def trophies(self) -> None:
        """The trophy room with what the tour's games earned (the first one as if not told
        yet: new), at its top and scrolled to its end."""
        kept = self.app.store.stats.achievements
        first = next(iter(sorted(kept)), None)
        if first is not None:
            kept[first] = Earned(kept[first].on, told=False)
        self.app.navigate(intents.Trophies())
        self.settle(0.3)
        self.shot("trophies")
        scroll = getattr(self.app.scene, "scroll", None)
        if scroll is not None:
            scroll.scroll_to(scroll.max_offset)
            self.shot("trophies_end")

    def round(self) -> None:
        """A round of the first game played in rounds: the card after its first hole (ended
        on the table, as a player ends it), then the card at the end of the round."""
        played = next((c for c in _games() if rounds.offered(c.name)), None)
        if played is None:
            return
        session = self.app.nav.start_round(played.name, played.default_options())
        self.settle(0.5)
        last = session
        for hole in range(rounds.HOLES):
            game = last.game
            while game.status is Status.PLAYING:
                moves = game.legal_moves()
                removal = [m for m in moves if m.source.kind.name != "STOCK"]
                if hole == 0:
                    self.app.scene.play_move((removal or moves)[0])  # type: ignore[union-attr]
                else:
                    last.play((removal or moves)[0])
            if hole == 0:
                self.settle(0.5)  # stuck, the table asks: End the hole
                self.shot(f"table_{played.name}_round_hole_done")
                self.end_first_hole(last)
                self.shot("scorecard")
            else:
                last.record_result()
            if last.next_hole is not None:
                last = last.next_hole
        self.app.navigate(intents.Results(last))
        self.settle(0.3)
        self.shot("scorecard_end")

    def end_first_hole(self, session: Session) -> None:
        """End the round's first hole as its player does: End the hole in the stuck dialog,
        or the celebration of a clear running out; then its scorecard is shown."""
        accept = getattr(self.app.scene, "new_game", None)
        if session.game.status is Status.STUCK and callable(accept):
            accept()
        for _step in range(10):
            if isinstance(self.app.scene, ScorecardScene):
                break
            self.settle(0.5)
        if not isinstance(self.app.scene, ScorecardScene):
            session.record_result()
            self.app.navigate(intents.Results(session))
        self.settle(0.3)

    def calendar(self) -> None:
        """The daily deals' calendar of the first game, this month, with today's deal won."""
        first = _games()[0]
        today = _dt.date.today()
        key = f"{first.name}:{first.default_options()}"
        self.app.store.stats.daily.setdefault(today.isoformat(), {})[key] = DailyResult(1, True)
        self.app.navigate(intents.Calendar(first.name))
        self.shot("calendar")


    def reviews(self) -> None:
        """Each game played and lost on purpose, ended, and reviewed from its results (the
        worker's review, with a winning line for the first game); the recent games; last
        month's calendar with a trophy."""
        for n, cls in enumerate(_games()):
            session = self.app.nav.start_game(cls.name, None, cls.showcase_deal)
            for move in _lost_line(session.game):
                session.play(move)
            session.record_result()
            self.app.navigate(intents.Results(session))
            self.settle(0.3)
            press = getattr(self.app.scene, "review", None)
            if callable(press):
                press()
            scene = self.app.scene
            for _frame in range(2000):  # the worker's review (a few seconds at most)
                if getattr(scene, "review", None) is not None:
                    break
                self.step(dt=1 / 30)
            self.settle(0.5)
            self.shot(f"review_{cls.name}")
            if n == 0 and callable(getattr(scene, "show_line", None)):
                scene.show_line()  # type: ignore[union-attr]
                for _frame in range(600):
                    if getattr(scene, "branch", None) is not None:
                        break
                    self.step(dt=1 / 30)
                for _step in range(3):
                    scene.next()  # type: ignore[union-attr]
                self.settle(0.5)
                self.shot("review_line")
            show = getattr(scene, "show_better", None)
            if n == 0 and callable(show) and getattr(scene, "better_moves", None):
                show()  # Show me (out of the line): the better move's ghost on its way
                self.settle(0.6)
                self.shot("review_show")
            self.to_menu()
        first = _games()[0]
        self.app.navigate(intents.History(first.name))
        self.settle(0.3)
        self.shot("recent_games")
        self.to_menu()
        month = (_dt.date.today().replace(day=1) - _dt.timedelta(days=1)).replace(day=1)
        key = f"{first.name}:{first.default_options()}"
        for day in range(1, 24):
            self.app.store.stats.daily.setdefault(month.replace(day=day).isoformat(), {})[
                key] = DailyResult(1, day % 7 != 0)
        self.app.navigate(intents.Calendar(first.name))
        go = getattr(self.app.scene, "go", None)
        if callable(go):
            go(-1)
        self.settle(0.3)
        self.shot("calendar_trophy")


# A player getting better: W won, L lost, oldest first (the first rule option's games, then
# a few of the last option's; see ``seed_history``).
SEED_PATTERNS = ("LLWLLLWLLLWLLWLLWLWLLWLWWLWLLWWLWWLWLWWW", "LLWLLWLLLWLW")


def seed_history(store: Store, patterns: tuple[str, ...] = SEED_PATTERNS) -> None:
    """Play and count games of the first game that can end with no move left, as a player
    who gets better would have: one per letter of ``patterns`` (the first for its default
    rule option, the second for its last), won or lost as the letter says. Every game is a
    real deal played by a simple player (the first move that is not a draw), its line and
    score as the table would count them: the deals are those this player happens to win or
    lose, taken in order."""
    cls = next((c for c in _games() if c.is_stuck is not Variant.is_stuck), None)
    if cls is None:
        return
    options = (cls.default_options(), cls.option_codes()[-1])
    for option, pattern in reversed(list(zip(options, patterns, strict=False))):
        deals = {True: _deals_ending(cls, option, True), False: _deals_ending(cls, option, False)}
        for n, letter in enumerate(pattern):
            _deal, game, line = next(deals[letter == "W"])
            seconds = len(line) * (2.5 + n % 4 * 0.75)  # a few seconds a move
            store.finish_game(new_game_id(), game, letter == "W", seconds, None, line)


def _simple_line(game: Variant, limit: int = 300) -> list[Move]:
    """The first move that is not a draw, else the draw, until the game ends."""
    line: list[Move] = []
    while game.status is Status.PLAYING and len(line) < limit:
        moves = game.legal_moves()
        if not moves:
            break
        move = next((m for m in moves if m.source.kind is not PileKind.STOCK), moves[0])
        line.append(game.play(move))
    return line


def _deals_ending(cls: type[Variant], options: str,
                  won: bool) -> Iterator[tuple[int, Variant, list[Move]]]:
    """The deals (from 1 on) that the simple player wins (or loses): the deal, the game
    at its end and its line."""
    for deal in range(1, 100_000):
        game = cls.new(deal, options)
        line = _simple_line(game)
        if (game.status is Status.WON) == won:
            yield deal, game, line


def _lost_line(game: Variant) -> list[Move]:
    """A game that goes wrong: a part of a winning line (or none), then the last legal move
    each time, for at most 60 moves in all or until the game ends."""
    probe = game.clone()
    line = (solver.solve(probe.clone(), timeout=5.0).moves or [])[:20]
    for move in line:
        probe.play(move)
    while len(line) < 60 and probe.status is Status.PLAYING:
        moves = [m for m in probe.legal_moves() if m.target != m.source]
        if not moves:
            break
        line.append(probe.play(moves[-1]))
    return line


def _mid_game(game: Variant) -> list[Move]:
    """Moves to a mid-game position: along a solution (or the first legal moves), the point
    between a third and two thirds of the way whose longest column is longest (a column
    grown long is what a layout must survive), the one nearest halfway on a tie."""
    line = solver.solve(game.clone(), timeout=5.0).moves or []
    probe = game.clone()
    if not line:
        for _i in range(40):
            moves = probe.legal_moves()
            if not moves:
                break
            line.append(moves[0])
            probe.play(moves[0])
        probe = game.clone()
    best, best_key = len(line) // 2, (-1, 0)
    for n, move in enumerate(line, start=1):
        probe.play(move)
        if len(line) <= 3 * n <= 2 * len(line):
            longest = max((len(probe.pile(p)) for p in probe.places()
                           if p.kind.name == "COLUMN"), default=0)
            key = (longest, -abs(2 * n - len(line)))
            if key > best_key:
                best, best_key = n, key
    return line[:best]


def _games() -> list[type[Variant]]:
    """The registered games, in menu order."""
    return list(VARIANTS.values())
