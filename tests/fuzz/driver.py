"""An event fuzzer for the headless App: random but plausible streams of what players and
tablets do, with the engine's invariants checked after every event.

A stream is a sequence of *actions* (a tap, a double tap, a drag that may leave the window,
two fingers at once, a finger and the mouse together, a resize or rotation in the middle of a
drag, a language switch while cards fly, undo hammered during animations, a new game while a
card is held, clicks on whatever buttons the top screen shows, hostile text typed into the
game-code field or any other screen (zero-width characters, direction marks, emoji, control
characters: ``hostile_text``), ...). Each action becomes a few
events grouped into frames: the events of a frame are fed one by one (``App.feed``), then time
moves on (``App.advance``), as in the real loop. Touches arrive as SDL sends them: the FINGER
event and, usually, the mouse copy marked ``touch=True``. pygame_gui's own posted events
(button presses) are pumped from the queue and fed like the others.

Checked after every event (cheap): every table on the stack holds the full card multiset,
score >= 0, every card in flight and every held card is the card the engine has at that spot,
the board knows exactly the engine's piles. Every ``draw_every`` events the frame is drawn and
the piles' rectangles are checked against the piles; every ``still_every`` events the cached
still table (what the player sees) is compared pixel for pixel with a fresh drawing of the
engine's position.

Seeded and deterministic in its choices (``random.Random(seed)``); a failure names the seed,
the event count and the last actions, so it can be replayed.
"""

from __future__ import annotations

import json
import random
import weakref
from collections import Counter, deque
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, cast

import pygame
import pygame_gui

from game import VARIANTS, game_from_layout
from game.cards import Card, full_deck
from game.i18n import LANGUAGES
from game.moves import PileKind, Place
from scenes import intents
from scenes.app import App
from scenes.table import hits
from scenes.table.scene import TableScene

from .hostile_text import hostile_text

SIZES: tuple[tuple[int, int], ...] = (
    (800, 480), (480, 800), (1024, 600), (600, 1024), (1280, 800), (800, 1280), (480, 480),
)
GAMES = tuple(VARIANTS)  # the registered games


class InvariantError(AssertionError):
    """An invariant broke: the message says which, where and after what."""


@dataclass
class Stats:
    events: int = 0
    frames: int = 0
    draws: int = 0
    still_checks: int = 0
    actions: Counter[str] = field(default_factory=Counter)
    moves_played: int = 0
    games_started: int = 0
    texts: int = 0  # hostile text events (input and composition)
    texts_in_field: int = 0  # of them, typed while a text field had the focus
    scenes: Counter[str] = field(default_factory=Counter)


class Fuzzer:
    """Drives one App with a seeded random stream; ``run(n)`` feeds about ``n`` events."""

    def __init__(
        self,
        game: str,
        seed: int,
        data_dir: Path,
        *,
        size: tuple[int, int] = (800, 480),
        draw_every: int = 50,
        still_every: int = 1000,
        settings: dict[str, Any] | None = None,
        kiosk: bool = False,
    ) -> None:
        self.rng = random.Random(seed)
        self.seed = seed
        self.game_name = game
        self.app = App(size, "en", data_dir=data_dir, kiosk=kiosk)
        for key, value in (settings or {}).items():
            setattr(self.app.store.settings, key, value)
        self.draw_every = draw_every
        self.still_every = still_every
        self.stats = Stats()
        self.trail: deque[str] = deque(maxlen=12)  # the last actions, for the failure report
        self.down: set[tuple[str, int]] = set()  # pointers the fuzzer holds down
        # By deck count (or starting layout), never by id: a finished game's id is reused.
        self.expected: dict[Any, tuple[list[int], dict[Card, int]]] = {}
        # Pairs already compared, held weakly so that a reused id is not taken for them.
        self.places_ok: dict[tuple[int, int], tuple[weakref.ref[Any], weakref.ref[Any]]] = {}
        self.away = 0  # actions in a row without a table on top
        self.copies = True  # this action's first finger comes with SDL's mouse copies
        self.app.stack.push(self.app.nav.menu_scene())
        self.app.nav.start_game(game, self._options(game), self.rng.randint(1, 5000))
        self.stats.games_started += 1
        self.frame([], 1.0)

    # --- running ------------------------------------------------------------------------
    def run(self, events: int) -> Stats:
        target = self.stats.events + events
        actions = self._actions()
        names = [a[0] for a in actions]
        weights = [a[1] for a in actions]
        while self.stats.events < target:
            table = self.table()
            if table is None:
                self.away += 1
                self.stats.scenes[type(self.app.scene).__name__] += 1
                if self.away > 6 or self.app.scene is None:
                    self._back_to_a_table()
                    continue
                name = self.rng.choice(["click", "click", "click", "tap", "escape", "drag",
                                        "type_text"])
            else:
                self.away = 0
                name = self.rng.choices(names, weights)[0]
            self.copies = self.rng.random() < 0.85
            self.trail.append(name)
            self.stats.actions[name] += 1
            getattr(self, f"act_{name}")()
            self._release_all()
            self.check_idle()
            self.app.running = True  # Escape on the menu ends the real loop; keep going
        return self.stats

    def _actions(self) -> list[tuple[str, float]]:
        return [
            ("tap", 22), ("double_tap", 8), ("drag", 18), ("drag_out", 5), ("two_fingers", 5),
            ("mixed", 5), ("resize_mid_drag", 2), ("language_mid_animation", 1.5),
            ("undo_hammer", 4), ("new_game_mid_drag", 1.5), ("click", 2.5), ("long_press", 3),
            ("hint", 0.3), ("focus_lost", 1.5), ("escape", 0.4), ("idle", 1.5),
            ("play_legal", 10), ("type_text", 1.5),
        ]

    # --- frames and events --------------------------------------------------------------
    def frame(self, events: list[pygame.event.Event], dt: float | None = None) -> None:
        """Feed the events (checking after each), pump pygame_gui's posts, advance time."""
        for event in events:
            self.feed(event)
        for event in pygame.event.get():
            self.feed(event)
        self.app.advance(self.rng.choice((0.0, 0.008, 0.016, 0.016, 0.033)) if dt is None
                         else dt)
        self.stats.frames += 1

    def feed(self, event: pygame.event.Event) -> None:
        self.app.feed(event)
        self.stats.events += 1
        self.check()
        if self.stats.events % self.draw_every == 0:
            self.app.draw()
            self.stats.draws += 1
            self.check_rects()
        if self.stats.events % self.still_every == 0:
            self.check_still()

    def finger(self, kind: int, pos: tuple[int, int], fid: int = 0) -> list[pygame.event.Event]:
        """A finger event as SDL sends it, usually followed by its mouse copy (touch=True)."""
        w_, h_ = self.app.size
        out = [pygame.event.Event(kind, x=pos[0] / w_, y=pos[1] / h_, dx=0.0, dy=0.0,
                                  touch_id=1, finger_id=fid, pressure=1.0)]
        if fid == 0 and self.copies:
            mkind = {pygame.FINGERDOWN: pygame.MOUSEBUTTONDOWN, pygame.FINGERUP:
                     pygame.MOUSEBUTTONUP}.get(kind, pygame.MOUSEMOTION)
            out.append(self.mouse(mkind, pos, touch=True))
        if kind == pygame.FINGERDOWN:
            self.down.add(("finger", fid))
        elif kind == pygame.FINGERUP:
            self.down.discard(("finger", fid))
        return out

    def mouse(self, kind: int, pos: tuple[int, int], touch: bool = False,
              button: int = 1) -> pygame.event.Event:
        if kind == pygame.MOUSEMOTION:
            held = 1 if ("mouse", 0) in self.down or touch else 0
            return pygame.event.Event(kind, pos=pos, rel=(0, 0), buttons=(held, 0, 0),
                                      touch=touch)
        if not touch and button == 1:
            if kind == pygame.MOUSEBUTTONDOWN:
                self.down.add(("mouse", 0))
            else:
                self.down.discard(("mouse", 0))
        return pygame.event.Event(kind, pos=pos, button=button, touch=touch)

    def pointer(self, kind: int, pos: tuple[int, int], use_mouse: bool,
                fid: int = 0) -> list[pygame.event.Event]:
        if use_mouse:
            return [self.mouse(kind_to_mouse(kind), pos)]
        return self.finger(kind, pos, fid)

    def key(self, key: int, mod: int = 0) -> pygame.event.Event:
        return pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0)

    def _release_all(self) -> None:
        """Lift whatever the action left down (most actions lift their own)."""
        for kind, fid in sorted(self.down):
            pos = self.point()
            if kind == "mouse":
                self.frame([self.mouse(pygame.MOUSEBUTTONUP, pos)])
            else:
                self.frame(self.finger(pygame.FINGERUP, pos, fid))

    # --- where to touch -----------------------------------------------------------------
    def table(self) -> TableScene | None:
        scene = self.app.scene
        return scene if isinstance(scene, TableScene) else None

    def point(self) -> tuple[int, int]:
        """Mostly a card or a pile; sometimes a button or anywhere on the screen."""
        table = self.table()
        r = self.rng.random()
        if table is not None and r < 0.75:
            return self.card_point(table)
        if r < 0.85:
            rect = self.button_rect()
            if rect is not None:
                return self.inside(rect)
        return (self.rng.randrange(self.app.size[0]), self.rng.randrange(self.app.size[1]))

    def card_point(self, table: TableScene, movable: bool = False) -> tuple[int, int]:
        game, board = table.game, table.board
        places = board.places()
        if movable:
            picks = [(p, i) for p in places for i in range(len(game.pile(p)))
                     if p.kind is not PileKind.STOCK and game.pick_refusal(p, i) is None]
            if picks:
                place, index = self.rng.choice(picks)
                return self.inside(board.pile_rects(game, place)[index], top=True)
        place = self.rng.choice(places)
        rects = board.pile_rects(game, place)
        if not rects:
            return self.inside(board.slot(place))
        index = len(rects) - 1 if self.rng.random() < 0.6 else self.rng.randrange(len(rects))
        return self.inside(rects[index], top=index < len(rects) - 1)

    def inside(self, rect: pygame.Rect, top: bool = False) -> tuple[int, int]:
        height = max(1, min(rect.height, 14) if top else rect.height)
        return (rect.x + self.rng.randrange(max(1, rect.width)),
                rect.y + self.rng.randrange(height))

    def target_point(self) -> tuple[int, int]:
        table = self.table()
        if table is None or self.rng.random() < 0.2:
            return (self.rng.randrange(self.app.size[0]), self.rng.randrange(self.app.size[1]))
        place = self.rng.choice(table.board.places())
        return self.inside(hits.drop_area(table.board, place))

    def outside(self) -> tuple[int, int]:
        w_, h_ = self.app.size
        return self.rng.choice([(-5, h_ // 2), (w_ + 3, h_ // 3), (w_ // 2, -8),
                                (w_ // 3, h_ + 10)])

    def buttons(self) -> list[Any]:
        scene = self.app.scene
        if scene is None:
            return []
        return [x for x in scene.widgets
                if isinstance(x, pygame_gui.elements.UIButton) and x.visible and x.alive()]

    def button_rect(self) -> pygame.Rect | None:
        buttons = self.buttons()
        return self.rng.choice(buttons).rect if buttons else None

    def path(self, start: tuple[int, int], end: tuple[int, int],
             steps: int) -> Iterator[tuple[int, int]]:
        for k in range(1, steps + 1):
            yield (start[0] + (end[0] - start[0]) * k // steps,
                   start[1] + (end[1] - start[1]) * k // steps)

    def steps(self) -> int:
        """How many motion events a slide takes: a touch panel reports 60-240 a second."""
        return self.rng.choice((2, 10, 30, 60, 120))

    def slide(self, start: tuple[int, int], end: tuple[int, int], use_mouse: bool,
              fid: int = 0) -> None:
        """Motion events from ``start`` to ``end``, one to three of them per frame."""
        batch: list[pygame.event.Event] = []
        per_frame = self.rng.choice((2, 4, 8, 12))
        for p in self.path(start, end, self.steps()):
            batch.extend(self.pointer(pygame.FINGERMOTION, p, use_mouse, fid))
            if len(batch) >= per_frame:
                self.frame(batch)
                batch = []
        if batch:
            self.frame(batch)

    # --- the actions --------------------------------------------------------------------
    def act_tap(self, pos: tuple[int, int] | None = None, use_mouse: bool | None = None) -> None:
        pos = pos or self.point()
        use_mouse = self.rng.random() < 0.25 if use_mouse is None else use_mouse
        self.frame(self.pointer(pygame.FINGERDOWN, pos, use_mouse))
        if self.rng.random() < 0.3:  # a finger's jitter
            jitter = (pos[0] + self.rng.randint(-3, 3), pos[1] + self.rng.randint(-3, 3))
            self.frame(self.pointer(pygame.FINGERMOTION, jitter, use_mouse))
        self.frame(self.pointer(pygame.FINGERUP, pos, use_mouse),
                   self.rng.choice((0.03, 0.05, 0.1, 0.3)))

    def act_double_tap(self) -> None:
        pos = self.point()
        use_mouse = self.rng.random() < 0.25
        for _i in range(2):
            self.frame(self.pointer(pygame.FINGERDOWN, pos, use_mouse), 0.03)
            self.frame(self.pointer(pygame.FINGERUP, pos, use_mouse), 0.04)
        if self.rng.random() < 0.3:  # and a third, as impatient players do
            self.act_tap(pos, use_mouse)

    def _start_drag(self, use_mouse: bool) -> tuple[int, int]:
        table = self.table()
        start = (self.card_point(table, movable=self.rng.random() < 0.7) if table is not None
                 else self.point())
        self.frame(self.pointer(pygame.FINGERDOWN, start, use_mouse), 0.02)
        return start

    def act_drag(self, end: tuple[int, int] | None = None) -> None:
        use_mouse = self.rng.random() < 0.3
        start = self._start_drag(use_mouse)
        end = end or self.target_point()
        self.slide(start, end, use_mouse)
        self.frame(self.pointer(pygame.FINGERUP, end, use_mouse))

    def act_drag_out(self) -> None:
        """A drag that leaves the window: released outside, or the window is left."""
        use_mouse = self.rng.random() < 0.3
        start = self._start_drag(use_mouse)
        end = self.outside()
        self.slide(start, end, use_mouse)
        if self.rng.random() < 0.3:
            self.frame([pygame.event.Event(pygame.WINDOWLEAVE)])
        # come back in and let go somewhere, or let go outside
        back = self.point() if self.rng.random() < 0.4 else end
        self.frame(self.pointer(pygame.FINGERMOTION, back, use_mouse))
        self.frame(self.pointer(pygame.FINGERUP, back, use_mouse))

    def act_two_fingers(self) -> None:
        a, b = self.point(), self.point()
        self.frame(self.finger(pygame.FINGERDOWN, a, 0) + self.finger(pygame.FINGERDOWN, b, 1))
        a2, b2 = self.target_point(), self.target_point()
        n = self.steps()
        for pa, pb in zip(self.path(a, a2, n), self.path(b, b2, n), strict=True):
            self.frame(self.finger(pygame.FINGERMOTION, pb, 1) +
                       self.finger(pygame.FINGERMOTION, pa, 0))
        ups = [self.finger(pygame.FINGERUP, a2, 0), self.finger(pygame.FINGERUP, b2, 1)]
        self.rng.shuffle(ups)
        for up in ups:
            self.frame(up)

    def act_mixed(self) -> None:
        """A finger and the mouse at once, in either order, released in either order."""
        a, b = self.point(), self.point()
        first_finger = self.rng.random() < 0.5
        downs = [self.finger(pygame.FINGERDOWN, a, 0), [self.mouse(pygame.MOUSEBUTTONDOWN, b)]]
        if not first_finger:
            downs.reverse()
        for d in downs:
            self.frame(d)
        a2, b2 = self.target_point(), self.target_point()
        n = self.steps()
        for pa, pb in zip(self.path(a, a2, n), self.path(b, b2, n), strict=True):
            self.frame([*self.finger(pygame.FINGERMOTION, pa, 0),
                        self.mouse(pygame.MOUSEMOTION, pb)])
        ups = [self.finger(pygame.FINGERUP, a2, 0), [self.mouse(pygame.MOUSEBUTTONUP, b2)]]
        self.rng.shuffle(ups)
        for u in ups:
            self.frame(u)
        if self.rng.random() < 0.2:  # a right click too
            self.frame([self.mouse(pygame.MOUSEBUTTONDOWN, b2, button=3),
                        self.mouse(pygame.MOUSEBUTTONUP, b2, button=3)])

    def _resize_event(self) -> pygame.event.Event:
        w_, h_ = self.app.size
        size = (h_, w_) if self.rng.random() < 0.5 else self.rng.choice(SIZES)
        return pygame.event.Event(pygame.WINDOWSIZECHANGED, x=size[0], y=size[1])

    def act_resize_mid_drag(self) -> None:
        use_mouse = self.rng.random() < 0.3
        start = self._start_drag(use_mouse)
        mid = self.target_point()
        self.slide(start, mid, use_mouse)
        self.frame([self._resize_event()])
        end = self.target_point()
        self.slide(mid, end, use_mouse)
        self.frame(self.pointer(pygame.FINGERUP, end, use_mouse))

    def act_language_mid_animation(self) -> None:
        self.act_play_legal(settle=False)
        self.app.set_language(self.rng.choice(LANGUAGES))
        self.frame([], 0.01)
        if self.rng.random() < 0.5:
            self.act_drag()

    def act_undo_hammer(self) -> None:
        self.act_play_legal(settle=False)
        for _i in range(self.rng.randint(2, 8)):
            r = self.rng.random()
            if r < 0.4:
                event = self.key(self.rng.choice((pygame.K_u, pygame.K_BACKSPACE)))
            elif r < 0.6:
                event = self.key(pygame.K_z, pygame.KMOD_LCTRL)
            else:
                table = self.table()
                undo = table.bar.buttons.get("undo") if table is not None else None
                if undo is None:
                    continue
                pos = undo.rect.center
                self.frame(self.finger(pygame.FINGERDOWN, pos), 0.0)
                self.frame(self.finger(pygame.FINGERUP, pos), self.rng.choice((0.0, 0.02)))
                continue
            self.frame([event], self.rng.choice((0.0, 0.01, 0.05)))

    def act_new_game_mid_drag(self) -> None:
        use_mouse = self.rng.random() < 0.5
        start = self._start_drag(use_mouse)
        mid = self.target_point()
        self.slide(start, mid, use_mouse)
        table = self.table()
        if self.rng.random() < 0.5 or table is None or "new" not in table.bar.buttons:
            self.frame([self.key(pygame.K_n)])
        else:  # the other hand taps New game
            pos = table.bar.buttons["new"].rect.center
            self.frame(self.finger(pygame.FINGERDOWN, pos, 1))
            self.frame(self.finger(pygame.FINGERUP, pos, 1))
        self.frame(self.pointer(pygame.FINGERUP, mid, use_mouse))
        for _i in range(self.rng.randint(0, 3)):
            self.act_click()

    def act_click(self) -> None:
        rect = self.button_rect()
        if rect is None:
            self.act_tap()
            return
        pos = self.inside(rect)
        if self.rng.random() < 0.6:  # a touch: the finger and SDL's mouse copy
            self.frame(self.finger(pygame.FINGERDOWN, pos, 0))
            self.frame(self.finger(pygame.FINGERUP, pos, 0), 0.05)
        else:
            self.frame([self.mouse(pygame.MOUSEBUTTONDOWN, pos)])
            self.frame([self.mouse(pygame.MOUSEBUTTONUP, pos)], 0.05)

    def act_long_press(self) -> None:
        pos = self.point()
        self.frame(self.finger(pygame.FINGERDOWN, pos), 0.3)
        self.frame([], 0.3)
        if self.rng.random() < 0.5:
            end = self.target_point()
            self.slide(pos, end, False)
            pos = end
        self.frame(self.finger(pygame.FINGERUP, pos))

    def act_type_text(self) -> None:
        """Hostile text, mostly into the game-code field (opened as its button opens it),
        otherwise into whatever screen is on top; now and then submitted or rubbed out."""
        if self.rng.random() < 0.6 and self.app.stack:
            self.app.navigate(intents.NewGame(code_mode=True))
            self.frame([], 0.05)
        entry = getattr(self.app.scene, "entry", None)  # New game's code field
        focused = bool(entry is not None and entry.is_focused)
        for _i in range(self.rng.randint(1, 4)):
            text = hostile_text(self.rng)
            events = [pygame.event.Event(pygame.TEXTINPUT, text=text, window=None)]
            if self.rng.random() < 0.3:  # an input method's composition first
                events.insert(0, pygame.event.Event(pygame.TEXTEDITING, text=text, start=0,
                                                    length=len(text), window=None))
            if self.rng.random() < 0.2:  # the key that made it, as a scanner sends it
                events.insert(0, pygame.event.Event(pygame.KEYDOWN, key=ord(text[0]), mod=0,
                                                    unicode=text[:1], scancode=0))
            self.stats.texts += len(events) - (events[0].type == pygame.KEYDOWN)
            self.stats.texts_in_field += focused
            self.frame(events)
        r = self.rng.random()
        if r < 0.2:
            self.frame([self.key(pygame.K_BACKSPACE)])
        elif r < 0.35:
            self.frame([self.key(pygame.K_RETURN)])
        if self.app.scene is not None:
            self.app.draw()  # what was typed is drawn at once, not only every draw_every

    def act_hint(self) -> None:
        self.frame([self.key(pygame.K_h)])
        for _i in range(self.rng.randint(0, 3)):
            self.frame([])

    def act_focus_lost(self) -> None:
        use_mouse = self.rng.random() < 0.5
        start = self._start_drag(use_mouse)
        self.frame(self.pointer(pygame.FINGERMOTION, self.target_point(), use_mouse))
        self.frame([pygame.event.Event(pygame.WINDOWFOCUSLOST)])
        self.frame(self.pointer(pygame.FINGERUP, start, use_mouse))

    def act_escape(self) -> None:
        self.frame([self.key(self.rng.choice((pygame.K_ESCAPE, pygame.K_AC_BACK)))])

    def act_idle(self) -> None:
        for _i in range(self.rng.randint(1, 4)):
            self.frame([pygame.event.Event(pygame.USEREVENT + 20)],
                       self.rng.choice((0.1, 0.5, 2.0)))

    def act_play_legal(self, settle: bool = True) -> None:
        """Play a legal move the way a player would: tap the stock, or drag the card there."""
        table = self.table()
        if table is None:
            self.act_tap()
            return
        game = table.game
        moves = game.legal_moves()
        if not moves:
            self.act_tap()
            return
        move = self.rng.choice(moves)
        board = table.board
        src = board.pile_rects(game, move.source)
        if move.source.kind is PileKind.STOCK or move.target is None or not src:
            rect = src[-1] if src else board.slot(move.source)
            self.act_tap(rect.center)
        else:
            index = len(src) - max(1, move.count)
            start = self.inside(src[index], top=True)
            end = hits.drop_area(board, move.target).center
            use_mouse = self.rng.random() < 0.3
            self.frame(self.pointer(pygame.FINGERDOWN, start, use_mouse), 0.02)
            self.slide(start, end, use_mouse)
            self.frame(self.pointer(pygame.FINGERUP, end, use_mouse), 0.0 if not settle else None)
        self.stats.moves_played += 1

    def _back_to_a_table(self) -> None:
        """Too long away from the cards: resume (Continue) or deal a new game."""
        self.away = 0
        from game.session import Session

        session = Session.resume(self.app.store)
        if session is not None and self.rng.random() < 0.7:
            self.app.nav.open_table(session)
        else:
            name = self.game_name if self.rng.random() < 0.8 else self.rng.choice(GAMES)
            if not self.app.stack:
                self.app.stack.push(self.app.nav.menu_scene())
            self.app.nav.start_game(name, self._options(name), self.rng.randint(1, 5000))
            self.stats.games_started += 1
        self.frame([], self.rng.choice((0.0, 0.05, 1.0)))

    def _options(self, name: str) -> str:
        from game import get_variant

        return self.rng.choice(get_variant(name).option_codes())

    # --- invariants ---------------------------------------------------------------------
    def fail(self, what: str) -> None:
        raise InvariantError(
            f"{what}\n  seed={self.seed} game={self.game_name} event #{self.stats.events} "
            f"size={self.app.size} scene={type(self.app.scene).__name__}\n"
            f"  last actions: {list(self.trail)}"
        )

    def tables(self) -> Iterator[TableScene]:
        for scene in self.app.stack:
            if isinstance(scene, TableScene):
                yield scene

    def check(self) -> None:
        for table in self.tables():
            self.check_table(table)

    def check_table(self, table: TableScene) -> None:
        game = table.game
        # A game from a layout (a lesson's small table) keeps its layout's cards; a deal,
        # its full decks.
        layout = table.session.layout
        kind: Any = game.deck_count if layout is None else json.dumps(layout, sort_keys=True)
        want = self.expected.get(kind)
        if want is None:
            deck = (list(game_from_layout(layout).all_cards()) if layout is not None
                    else full_deck(game.deck_count))
            want = self.expected[kind] = (sorted(map(id, deck)), dict(Counter(deck)))
        # Fast path: the engine deals the shared Card instances (game.cards.CARDS), so the
        # multiset of their ids is the multiset of cards; anything else is counted by value.
        if sorted(map(id, game.all_cards())) != want[0] and (
            dict(Counter(game.all_cards())) != want[1]
        ):
            self.fail(f"card multiset changed in {game.name} {game.code}")
        if game.score < 0:
            self.fail(f"negative score {game.score}")
        key = (id(table.board), id(game))
        seen = self.places_ok.get(key)
        if seen is None or seen[0]() is not table.board or seen[1]() is not game:
            if sorted(map(str, table.board.places())) != sorted(map(str, game.places())):
                self.fail(f"board places {table.board.places()} != engine's {game.places()}")
            self.places_ok[key] = (weakref.ref(table.board), weakref.ref(game))
        for flight in table.view.anim.flights:
            place, index = cast(tuple[Place, int], flight.key)
            pile = game.pile(place)
            if not 0 <= index < len(pile) or pile[index] != flight.card:
                self.fail(f"flying {flight.card} lands on {place}[{index}] which holds "
                          f"{pile[index] if 0 <= index < len(pile) else 'nothing'}")
        drag = table.view.held
        if drag is not None and game.pile(drag.place)[drag.index:] != drag.cards:
            self.fail(f"held {drag.cards} != {drag.place}[{drag.index}:] "
                      f"{game.pile(drag.place)[drag.index:]}")

    def check_idle(self) -> None:
        """Every finger is up and the mouse released: the table must take the next touch
        (a gesture left half open makes it ignore the player)."""
        table = self.table()
        if table is not None and table.gestures.active:
            self.fail(f"the table still tracks pointer {table.gestures.pointer} with every "
                      "finger up: the next touch will be ignored")

    def check_rects(self) -> None:
        for table in self.tables():
            game = table.game
            for place in table.board.places():
                if len(table.board.pile_rects(game, place)) != len(game.pile(place)):
                    self.fail(f"{place}: {len(game.pile(place))} cards, rects differ")

    def check_still(self) -> None:
        """The cached still table is the engine's position, pixel for pixel."""
        table = self.table()
        if table is None or table.view.static is None or table.view.dirty:
            return
        if table.view.static.get_size() != self.app.size:
            return
        fresh = pygame.Surface(table.view.static.get_size()).convert()
        table.view.draw_still(fresh, table.view.hidden_keys())
        self.stats.still_checks += 1
        if fresh.get_view("2").raw != table.view.static.get_view("2").raw:
            self.fail("the still table on screen differs from the engine's position")


def kind_to_mouse(kind: int) -> int:
    return {pygame.FINGERDOWN: pygame.MOUSEBUTTONDOWN, pygame.FINGERUP: pygame.MOUSEBUTTONUP,
            pygame.FINGERMOTION: pygame.MOUSEMOTION}[kind]
