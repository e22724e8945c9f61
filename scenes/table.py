"""The card table: draws a game in play and turns fingers into moves the engine checks.

``TableScene(app, session)`` shows a ``game.session.Session``. Every decision goes to the
engine: ``tap_move``, ``double_tap_move``, ``drag_move``, ``pick_refusal``, ``legal_targets``;
the table only says where things are (``scenes.board``) and how they move (``scenes.sprites``).

Drawing: the still table (felt, mats and every card not in motion) is one cached surface,
rebuilt only when the position, the held cards or the flights change. A frame is that surface,
the lit targets, the cards in the air and the held cards, then the top bar's text; an idle
table is not redrawn at all (only the clock, once a second).

Input: ``scenes.gestures`` (one finger; SDL's mouse copies of touches ignored). Tap: a stock
tap draws, a card tap plays the engine's tap move. Double tap (Settings.double_tap): the
engine's double-tap move. As a tap already played the double tap's first choice (the
foundation), a quick second tap on a card that just went there is swallowed; when the first
tap was refused, its reason waits for the double-tap window before it is shown. Drag: the
engine decides whether the card can be picked (``pick_refusal``), which piles light up
(``legal_targets``) and what the drop plays (``drag_move``); a refused drop glides home with
the reason as a toast (Settings.interactive_rules). Any new touch finishes animations at once.

Other screens, imported lazily: Menu (``scenes.menu.MenuScene``: the game stays saved for
Continue), New game (``scenes.new_game.NewGameScene``, an overlay), Results
(``scenes.results.ResultsScene(app, session)``, an overlay pushed over the table once a game
is won, or when the player accepts Golf's "No more possible moves").
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui

from game import solver
from game.cards import Card
from game.i18n import N_, _, format_duration, format_number, is_rtl
from game.moves import FOUNDATION, STOCK, WASTE, Move, PileKind, Place
from game.variant import Refusal, Status, Variant
from scenes import atlas as card_atlas
from scenes import icons, text
from scenes import theme as th
from scenes import widgets as w
from scenes.atlas import CardAtlas, atlas_for
from scenes.base import Scene
from scenes.board import Board, Fan
from scenes.gestures import (
    DOUBLE_S,
    DoubleTap,
    DragMove,
    DragStart,
    Drop,
    Gesture,
    Gestures,
    LongPress,
    Tap,
)
from scenes.sprites import (
    DEAL_S,
    DEAL_STAGGER_S,
    FLIP_S,
    MOVE_S,
    SNAP_S,
    Animator,
    Celebration,
    Flight,
    draw_card,
)

if TYPE_CHECKING:
    from game.session import Session
    from scenes.app import App

Key = tuple[Place, int]
Spot = tuple[Card, bool, pygame.Rect]

LIFT_SCALE = 1.04
TOAST_S = 3.0
HINT_S = 2.2
HINT_BUDGET_S = 0.008  # solver time per frame while a hint is being worked out
HINT_TIMEOUT_S = 1.5
WINNABLE_BUDGET_S = 0.004
WINNABLE_TIMEOUT_S = 4.0
BAR_SHADE = (0, 0, 0, 46)
SOFT = (205, 226, 212)
QUIET = (160, 196, 176)

MSG_STUCK = N_("No more possible moves")
MSG_LOST = N_("This game can no longer be won. Undo some moves or start a new game.")
MSG_NO_HINT = N_("No hint: there is no move to suggest")
MSG_WINNABLE = N_("Winnable")
MSG_NOT_WINNABLE = N_("No longer winnable")
MSG_DAILY = N_("Daily deal")


@dataclass
class Drag:
    """Cards held by a finger: from ``place`` starting at ``index``."""

    place: Place
    index: int
    cards: list[Card]
    home: list[pygame.Rect]
    offset: tuple[int, int]  # finger minus the first card's top-left
    pos: tuple[int, int]
    images: list[pygame.Surface]  # lifted (slightly larger) faces

    def rects(self) -> list[pygame.Rect]:
        x, y = self.pos[0] - self.offset[0], self.pos[1] - self.offset[1]
        dx, dy = x - self.home[0].x, y - self.home[0].y
        return [r.move(dx, dy) for r in self.home]


@dataclass
class HintShow:
    places: list[Key]
    left: float


class TableScene(Scene):
    def __init__(self, app: App, session: Session) -> None:
        super().__init__(app)
        self.session = session
        self.now = 0.0
        self.board = self._make_board()
        settings = app.store.settings
        self.atlas: CardAtlas = _table_atlas(
            self.board.card_w, bool(settings.four_colour), int(settings.card_back)
        )
        self.gestures = Gestures(app.size)
        self.anim = Animator()
        self.static: pygame.Surface | None = None
        self.static_dirty = True
        self.drag: Drag | None = None
        self.targets: list[Place] = []
        self.preview = False  # targets lit by a long press
        self.toast = w.Toast()
        self.pending: tuple[str, float] | None = None  # a refusal waiting for a double tap
        self.last_tap: tuple[Key, bool, float] | None = None  # where, played?, when
        self.hint: HintShow | None = None
        self.hint_job: solver.HintJob | None = None
        self.win_job: solver.SolveJob | None = None
        self.winnable: solver.Verdict | None = None
        self.celebration: Celebration | None = None
        self.results_shown = False
        self.stuck_buttons: tuple[Any, Any] | None = None
        self.buttons: dict[str, Any] = {}
        self.shown_second = -1
        self.dealt = session.started  # a resumed game is not dealt again
        self._sounds: Any = None
        self.stats_size = 16
        self.code_size = 12
        self.stats_rect = pygame.Rect(0, 0, 0, 0)
        self._valid = False  # the screen holds last frame's table: patch it, do not redraw
        self._drawn: list[pygame.Rect] = []  # what was drawn over the still table last frame
        self._bar: pygame.Surface | None = None
        self._bar_key: tuple[Any, ...] | None = None

    # --- helpers --------------------------------------------------------------------------
    @property
    def game(self) -> Variant:
        return self.session.game

    @property
    def settings(self) -> Any:
        return self.app.store.settings

    def _make_board(self) -> Board:
        cells = int(getattr(self.session.game, "cell_count", 8))
        return Board(
            self.session.name,
            self.app.size,
            cells=cells,
            left_handed=bool(self.app.store.settings.left_handed),
        )

    def play_sound(self, name: str) -> None:
        if not self.settings.sound:
            return
        if self._sounds is None:
            self._sounds = _shared_sounds()
        if self._sounds:
            self._sounds.play(name)

    # --- life cycle -----------------------------------------------------------------------
    def layout(self) -> None:
        self.anim.finish()
        self._drop_drag()
        self.board = self._make_board()
        self.atlas = _table_atlas(
            self.board.card_w, bool(self.settings.four_colour), int(self.settings.card_back)
        )
        self.gestures.resize(self.app.size)
        self.static_dirty = True
        self._valid = False
        self.celebration = None if self.celebration is None else self.celebration
        bar = self.board.bar
        self.stats_size = max(11, min(28, round(bar.height * 0.32)))
        self.code_size = max(10, round(self.stats_size * 0.72))

    def enter(self) -> None:
        self.app.game = self.game
        self._valid = False
        super().enter()
        if not self.dealt:
            self.dealt = True
            self._deal_animation()
        for notice in self.app.store.take_notices():
            self.toast.show(notice.message, TOAST_S * 2, error=True)
        self._start_winnable()

    def exit(self) -> None:
        self.anim.finish()
        self._drop_drag()
        self.gestures.cancel()  # a finger down now lifts on another screen: forget it
        self.session.save()
        super().exit()

    def build_ui(self) -> None:
        th.install(self.app.ui)
        self.buttons = {}
        self.stuck_buttons = None
        bar = self.board.bar
        m = th.metrics(self.app.size)
        pad = max(3, round(bar.height * 0.1))
        height = bar.height - 2 * pad
        size = th.nearest_font_size(max(12, round(height * 0.36)))
        names = [("menu", _("Menu")), ("new", _("New game")), ("undo", _("Undo")),
                 ("hint", _("Hint"))]
        # Each label has its icon beside it; when that would shrink a label (a narrow
        # portrait bar), every icon goes above its label instead, the labels kept large.
        glyph = max(10, round(height * 0.42))
        reserve = glyph + max(4, glyph // 3)
        cap, side, inset = round(self.app.size[0] * 0.17), 2 * max(8, height // 3), max(
            6, height // 4)

        def width_of(label: str, room: int) -> int:
            return max(height, min(cap, text.text_width(label, size, True) + room + side))

        stacked = any(
            w.fitted_size(label, width_of(label, reserve) - 2 * inset - reserve, height - 4,
                          size) < size
            for _key, label in names
        )
        if stacked:
            glyph = max(10, round(height * 0.34))
            reserve = 0
        widths = {key: width_of(label, reserve) for key, label in names}
        rtl = is_rtl()
        gap = max(4, pad)
        x_left, x_right = m.margin // 2, self.app.size[0] - m.margin // 2
        # Reading order: Menu, New game at the start; Undo, Hint at the end.
        start, end = names[:2], names[2:]
        placed: dict[str, pygame.Rect] = {}
        for group, from_left in ((start, not rtl), (end, rtl)):
            seq = group if from_left else list(reversed(group))
            if from_left:
                x = x_left
                for key, _label in seq:
                    placed[key] = pygame.Rect(x, bar.top + pad, widths[key], height)
                    x += widths[key] + gap
                x_left = x
            else:
                x = x_right
                for key, _label in seq:
                    x -= widths[key]
                    placed[key] = pygame.Rect(x, bar.top + pad, widths[key], height)
                    x -= gap
                x_right = x
        for key, label in names:
            kind = "@ghost" if key != "new" else "secondary"
            label_size = size
            if stacked:  # the label's line shares the height with the icon
                label_size = w.fitted_size(label, widths[key] - 2 * inset, height - glyph - 6,
                                           size)
            self.buttons[key] = w.button(self, placed[key], label, kind=kind.lstrip("@"),
                                         size=label_size,
                                         enabled=key != "undo" or self.can_undo(),
                                         reserve=reserve)
            _give_icon(self.buttons[key], key, glyph, max(4, glyph // 3), rtl, stacked)
        self.stats_rect = pygame.Rect(x_left + gap, bar.top, max(1, x_right - x_left - 2 * gap),
                                      bar.height)
        if self.session.status is Status.STUCK and not self.session.recorded:
            self._build_stuck_panel()

    def can_undo(self) -> bool:
        return self.session.can_undo()

    def _refresh_ui(self) -> None:
        """Buttons whose state follows the game (Undo enabled, the stuck panel)."""
        undo = self.buttons.get("undo")
        stuck = self.session.status is Status.STUCK and not self.session.recorded
        if stuck != (self.stuck_buttons is not None):
            self.clear_ui()
            self.build_ui()
            return
        if undo is not None:
            if self.can_undo() and not undo.is_enabled:
                undo.enable()
            elif not self.can_undo() and undo.is_enabled:
                undo.disable()

    # --- the stuck panel (Golf) -----------------------------------------------------------
    def stuck_panel_rect(self) -> pygame.Rect:
        m = th.metrics(self.app.size)
        width = min(self.app.size[0] - 2 * m.margin, m.px(560))
        height = 4 * m.gap + round(m.heading * 1.5) + round(m.body * 1.6) + m.gap + m.touch
        rect = pygame.Rect(0, 0, width, height)
        rect.center = self.board.table.center
        return rect

    def _build_stuck_panel(self) -> None:
        m = th.metrics(self.app.size)
        panel = self.stuck_panel_rect()
        row = pygame.Rect(panel.x + m.gap * 2, panel.bottom - m.gap * 2 - m.touch,
                          panel.width - 4 * m.gap, m.touch)
        undo_rect, new_rect = w.split_row(row, 2, m.gap)
        self.stuck_buttons = (
            w.button(self, undo_rect, _("Undo"), enabled=self.can_undo()),
            w.button(self, new_rect, _("New game"), kind="primary"),
        )

    def _draw_stuck_panel(self, surface: pygame.Surface) -> None:
        m = th.metrics(self.app.size)
        panel = self.stuck_panel_rect()
        w.draw_panel(surface, panel, m.radius, (9, 52, 34, 240), th.ACCENT)
        head = pygame.Rect(panel.x + m.gap, panel.y + m.gap * 2, panel.width - 2 * m.gap,
                           round(m.heading * 1.5))
        w.draw_text(surface, _(MSG_STUCK), m.heading, th.INK, head, align="center", bold=True)
        score = _("Score: {score}").format(score=_number(self.game.score))
        line = pygame.Rect(head.x, head.bottom, head.width, round(m.body * 1.6))
        w.draw_text(surface, score, m.body, th.INK_SOFT, line, align="center")

    # --- events ---------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            self._button(event.ui_element)
            return
        if event.type == pygame.KEYDOWN:
            self._key(event)
            return
        pointer_down = event.type in (pygame.FINGERDOWN, pygame.MOUSEBUTTONDOWN) and not (
            event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "touch", False)
        )
        if pointer_down:
            if self.celebration is not None:
                self._end_celebration()
                return
            if self.anim.finish():
                self.static_dirty = True
            self.hint = None
        for gesture in self.gestures.feed(event, self.now):
            self._gesture(gesture)

    def _button(self, element: Any) -> None:
        if self.celebration is not None:
            self._end_celebration()
            return
        self._finish_motion()
        b = self.buttons
        if element is b.get("menu"):
            self.to_menu()
        elif element is b.get("new"):
            self.new_game()
        elif element is b.get("undo"):
            self.undo()
        elif element is b.get("hint"):
            self.ask_hint()
        elif self.stuck_buttons is not None and element is self.stuck_buttons[0]:
            self.undo()
        elif self.stuck_buttons is not None and element is self.stuck_buttons[1]:
            self.accept_stuck()

    def _key(self, event: pygame.event.Event) -> None:
        key = event.key
        if key in w.BACK_KEYS:
            self.to_menu()
        elif key in (pygame.K_BACKSPACE, pygame.K_u) or (
            key == pygame.K_z and event.mod & pygame.KMOD_CTRL
        ):
            self._finish_motion()
            self.undo()
        elif key == pygame.K_h:
            self.ask_hint()
        elif key == pygame.K_n:
            self.new_game()

    def _finish_motion(self) -> None:
        if self.anim.finish():
            self.static_dirty = True
        if self.drag is not None:
            self._snap_back(animate=False)

    # --- actions the bar offers -----------------------------------------------------------
    def to_menu(self) -> None:
        from scenes.menu import MenuScene

        self.session.save()
        while len(self.app.stack) > 1 and not isinstance(self.app.scene, MenuScene):
            self.app.pop()
        if not isinstance(self.app.scene, MenuScene):
            self.app.reset_to(MenuScene(self.app))

    def new_game(self) -> None:
        from scenes.new_game import NewGameScene

        self.session.save()
        self.app.push(NewGameScene(self.app))

    def undo(self) -> None:
        before = self._spots()
        if not self.session.undo():
            return
        self.hint = None
        self.pending = None
        self.last_tap = None
        self._animate(before, {}, None)
        self._after_action()

    def ask_hint(self) -> None:
        if self.session.finished:
            return
        self.hint = None
        self.hint_job = solver.HintJob(self.game, timeout=HINT_TIMEOUT_S)

    def accept_stuck(self) -> None:
        """Golf's "No more possible moves" accepted: count it, show the results."""
        self.session.record_result()
        self._show_results()

    def _show_results(self) -> None:
        if self.results_shown:
            return
        self.results_shown = True
        from scenes.results import ResultsScene

        self.app.push(ResultsScene(self.app, self.session))

    # --- gestures -------------------------------------------------------------------------
    def _gesture(self, g: Gesture) -> None:
        if self.session.recorded or (self.session.finished and not isinstance(g, Tap)):
            return
        if isinstance(g, Tap):
            self._tap(g.pos)
        elif isinstance(g, DoubleTap):
            self._double_tap(g)
        elif isinstance(g, DragStart):
            self._drag_start(g)
        elif isinstance(g, DragMove):
            if self.drag is not None:
                self.drag.pos = g.pos
        elif isinstance(g, Drop):
            self._drop(g)
        elif isinstance(g, LongPress):
            hit = self.board.hit(self.game, g.pos)
            if (hit is not None and hit[1] >= 0 and hit[0].kind is not PileKind.STOCK
                    and self.game.pick_refusal(*hit) is None):
                self.targets = self.game.legal_targets(*hit)
                self.preview = True

    def _tap(self, pos: tuple[int, int]) -> None:
        if self.session.finished:
            return
        hit = self.board.hit(self.game, pos)
        self._show_pending()
        if hit is None:
            self.last_tap = None
            return
        place, index = hit
        if index < 0 and place.kind is not PileKind.STOCK:
            self.last_tap = None
            return
        try:
            move = self.game.tap_move(place, index)
        except Refusal as refusal:
            self.last_tap = (hit, False, self.now)
            if self._double_tap_differs():
                self.pending = (refusal.message, self.now + DOUBLE_S)
            else:
                self._refuse(refusal.message)
            return
        self.last_tap = (hit, True, self.now)
        self._play(move)

    def _double_tap_differs(self) -> bool:
        """Whether a double tap may do something a tap does not (then a refusal waits)."""
        if not self.settings.double_tap:
            return False
        return bool(self.game.double_tap_aims)

    def _double_tap(self, g: DoubleTap) -> None:
        hit = self.board.hit(self.game, g.pos)
        last = self.last_tap
        if hit is not None and hit[0].kind is PileKind.STOCK:
            self._tap(g.pos)  # two quick draws are two draws
            return
        if not self.settings.double_tap or last is None or hit is None:
            self._tap(g.pos)
            return
        (first_hit, played, _when) = last
        if played:
            # The first tap already played the double tap's first choice (a foundation).
            first_now = self.board.hit(self.game, g.first)
            if first_now is None or first_now[0] == first_hit[0]:
                self.last_tap = None
                return
            self._tap(g.pos)
            return
        if hit != first_hit:
            self._tap(g.pos)
            return
        self.pending = None
        self.last_tap = None
        try:
            move = self.game.double_tap_move(*hit)
        except Refusal as refusal:
            self._refuse(refusal.message)
            return
        self._play(move)

    def _drag_start(self, g: DragStart) -> None:
        self._show_pending()
        self.last_tap = None
        hit = self.board.hit(self.game, g.start)
        if hit is None or hit[1] < 0 or hit[0].kind is PileKind.STOCK:
            return
        place, index = hit
        refusal = self.game.pick_refusal(place, index)
        if refusal is not None:
            self._refuse(refusal.message)
            return
        cards = self.game.pile(place)[index:]
        home = self.board.pile_rects(self.game, place)[index:]
        offset = (g.start[0] - home[0].x, g.start[1] - home[0].y)
        lifted = (round(self.atlas.width * LIFT_SCALE), round(self.atlas.height * LIFT_SCALE))
        images = [pygame.transform.smoothscale(self.atlas.face(c), lifted) for c in cards]
        self.drag = Drag(place, index, cards, home, offset, g.pos, images)
        self.targets = self.game.legal_targets(place, index)
        self.preview = False
        self.static_dirty = True
        self.play_sound("take")

    def _drop(self, g: Drop) -> None:
        drag = self.drag
        if drag is None:
            return
        drag.pos = g.pos
        if g.outside:
            self._snap_back()
            return
        rects = drag.rects()
        target = self.board.drop_target(rects[0], source=drag.place)
        if target is None:
            self._snap_back()
            return
        try:
            move = self.game.drag_move(drag.place, drag.index, target)
        except Refusal as refusal:
            self._snap_back()
            self._refuse(refusal.message)
            return
        starts = {(drag.place, drag.index + i): r for i, r in enumerate(rects)}
        self._clear_drag()
        self._play(move, starts)

    def _snap_back(self, animate: bool = True) -> None:
        drag = self.drag
        if drag is None:
            return
        if animate and self.settings.animations:
            self.anim.add(
                Flight(card, (drag.place, drag.index + i), r.topleft, home.topleft, SNAP_S)
                for i, (card, r, home) in enumerate(zip(drag.cards, drag.rects(), drag.home,
                                                        strict=True))
            )
        self._clear_drag()

    def _clear_drag(self) -> None:
        self.drag = None
        self.targets = []
        self.static_dirty = True

    def _drop_drag(self) -> None:
        if self.drag is not None:
            self._clear_drag()

    def _show_pending(self) -> None:
        if self.pending is not None:
            message, _deadline = self.pending
            self.pending = None
            self._refuse(message, sound=False)

    def _refuse(self, message: str, sound: bool = True) -> None:
        if sound:
            self.play_sound("refusal")
        if self.settings.interactive_rules:
            self.toast.show(message, TOAST_S)

    # --- playing --------------------------------------------------------------------------
    def play_move(self, move: Move) -> None:
        """Play a move as a tap would (animation, sound, buttons, saving): for a demo, a
        screenshot tour or a soak run driving the table from outside."""
        self._play(move)

    def _play(self, move: Move, starts: dict[Key, pygame.Rect] | None = None) -> None:
        before = self._spots()
        try:
            exact = self.session.play(move)
        except Refusal as refusal:
            self._refuse(refusal.message)
            return
        self.hint = None
        self.toast.left = 0 if not self.toast.error else self.toast.left
        self._animate(before, starts or {}, exact)
        self.play_sound("deal" if exact.source.kind is PileKind.STOCK else "place")
        self._after_action()

    def _after_action(self) -> None:
        self.static_dirty = True
        self._refresh_ui()
        self._start_winnable()
        if self.session.won:
            self.play_sound("win")
            if self.settings.animations:
                self._start_celebration()
            else:
                self._show_results()

    def _spots(self) -> dict[Key, Spot]:
        game, board = self.game, self.board
        out: dict[Key, Spot] = {}
        for place in board.places():
            cards = game.pile(place)
            for i, rect in enumerate(board.pile_rects(game, place)):
                out[(place, i)] = (cards[i], game.face_up(place, i), rect)
        return out

    def _animate(self, before: dict[Key, Spot], starts: dict[Key, pygame.Rect],
                 move: Move | None) -> None:
        """Fly every card whose place, face or position changed from where it was."""
        if not self.settings.animations:
            return
        after = self._spots()
        gone = {k: v for k, v in before.items() if after.get(k) != v}
        source = move.source if move is not None else None
        flights: list[Flight] = []
        for key, (card, up, rect) in after.items():
            old = before.get(key)
            if old == (card, up, rect):
                continue
            origin: Key | None = None
            if old is not None and old[0] == card:
                origin = key
            else:
                same = [k for k, v in gone.items() if v[0] == card]
                same.sort(key=lambda k: (k[0] != source, k[0] != key[0]))
                origin = same[0] if same else None
            if origin is None:
                continue
            _card, start_up, start_rect = gone.pop(origin, before[origin])
            start = starts.get(origin, start_rect)
            duration = FLIP_S if start.topleft == rect.topleft else MOVE_S
            flights.append(Flight(card, key, start.topleft, rect.topleft, duration,
                                  face_from=start_up, face_to=up))
        if len(flights) > 12:  # a redeal: a quick riffle, not a crowd
            for i, f in enumerate(flights):
                f.delay = min(0.25, i * 0.004)
        self.anim.add(flights)

    def _deal_animation(self) -> None:
        if not self.settings.animations:
            return
        board = self.board
        if STOCK in board.slots:
            origin = board.slot(STOCK).topleft
        else:
            origin = ((self.app.size[0] - board.card_w) // 2, self.app.size[1])
        flights = []
        order = 0
        spots = self._spots()
        by_row = sorted(spots.items(), key=lambda kv: (kv[0][1], kv[1][2].x))
        for key, (card, up, rect) in by_row:
            if key[0].kind is PileKind.STOCK:
                continue
            flights.append(Flight(card, key, origin, rect.topleft, DEAL_S,
                                  delay=order * DEAL_STAGGER_S, face_from=False, face_to=up))
            order += 1
        self.anim.add(flights)
        self.play_sound("deal")

    # --- solver jobs ----------------------------------------------------------------------
    def _start_winnable(self) -> None:
        self.winnable = None
        if self.win_job is not None:
            self.win_job.cancel()
            self.win_job = None
        if self.settings.show_winnable and not self.session.finished:
            self.win_job = solver.SolveJob(self.game, timeout=WINNABLE_TIMEOUT_S)

    def _step_jobs(self) -> bool:
        changed = False
        if self.hint_job is not None:
            shown = self.hint_job.step(HINT_BUDGET_S)
            if shown is not None:
                self.hint_job = None
                self._show_hint(shown)
                changed = True
        elif self.win_job is not None:
            result = self.win_job.step(WINNABLE_BUDGET_S)
            if result is not None:
                self.win_job = None
                self.winnable = result.verdict
                changed = True
        return changed

    def _show_hint(self, result: solver.Hint) -> None:
        if result.lost:
            self.toast.show(_(MSG_LOST), TOAST_S * 1.5)
            return
        if result.move is None:
            self.toast.show(_(MSG_NO_HINT), TOAST_S)
            return
        self.hint = HintShow(self._hint_keys(result.move), HINT_S)

    def _hint_keys(self, move: Move) -> list[Key]:
        game = self.game
        keys: list[Key] = []
        src = game.pile(move.source)
        count = max(1, move.count)
        keys.append((move.source, max(0, len(src) - count) if src else -1))
        target = move.target
        if target is None and move.source.kind is PileKind.COLUMN:
            target = WASTE
        if target is not None and target != FOUNDATION:
            keys.append((target, len(game.pile(target)) - 1))
        return keys

    # --- celebration ----------------------------------------------------------------------
    def _start_celebration(self) -> None:
        self.anim.finish()
        game, board = self.game, self.board
        launch: list[tuple[pygame.Surface, tuple[int, int]]] = []
        hide: set[Key] = set()
        piles = [p for p in board.places() if p.kind in (PileKind.FOUNDATION, PileKind.WASTE)]
        stacks = {p: list(zip(game.pile(p), board.pile_rects(game, p), strict=True))
                  for p in piles}
        depth = max((len(s) for s in stacks.values()), default=0)
        for level in range(min(depth, 26)):
            for p in piles:
                stack = stacks[p]
                if level < len(stack):
                    i = len(stack) - 1 - level
                    card, rect = stack[i]
                    launch.append((self.atlas.face(card), rect.topleft))
                    hide.add((p, i))
        background = pygame.Surface(self.app.size).convert()
        self._draw_still(background, hide)
        self.celebration = Celebration(background, launch, self.app.size)

    def _end_celebration(self) -> None:
        self.celebration = None
        self.static_dirty = True
        self._show_results()

    # --- the frame ------------------------------------------------------------------------
    def update(self, dt: float) -> bool:
        self.now += dt
        changed = False
        if self.celebration is not None:
            self.celebration.update(dt)
            if self.celebration.done:
                self._end_celebration()
            return True
        self.session.tick(dt)
        second = int(self.session.elapsed)
        if second != self.shown_second:
            self.shown_second = second
            changed = True
        for g in self.gestures.update(self.now):
            self._gesture(g)
            changed = True
        if self.preview and not self.gestures.active:
            self.preview = False
            self.targets = []
            changed = True
        if self.pending is not None and self.now >= self.pending[1]:
            self._show_pending()
            changed = True
        if self.anim.busy:
            if self.anim.update(dt):
                self.static_dirty = True
            changed = True
        if self.toast.visible:
            changed = self.toast.update(dt) or changed
            changed = True if self.toast.visible else changed
        if self.hint is not None:
            self.hint.left -= dt
            if self.hint.left <= 0:
                self.hint = None
            changed = True
        if self._step_jobs():
            changed = True
        if self.drag is not None:
            changed = True
        notices = self.app.store.take_notices() if self.app.store.notices else []
        for notice in notices:
            self.toast.show(notice.message, TOAST_S * 2, error=True)
            changed = True
        return changed

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the frame. When the table is on top and the still table has not changed, only
        the spots drawn over it last frame (and the bar, under pygame_gui's buttons) are
        restored from the cache: a drag frame touches a few small rectangles."""
        if self.celebration is not None:
            self.celebration.draw(surface)
            self._valid = False
            return
        full = not self._valid or self.static is None or self.static_dirty
        if self.static is None or self.static_dirty or self.static.get_size() != surface.get_size():
            self._rebuild_static(surface)
        assert self.static is not None
        if full:
            surface.blit(self.static, (0, 0))
        else:
            for rect in self._drawn:
                surface.blit(self.static, rect, rect)
            surface.blit(self.static, self.board.bar, self.board.bar)
        drawn: list[pygame.Rect] = []
        self._draw_highlights(surface, drawn)
        self._draw_flights(surface, drawn)
        self._draw_held(surface, drawn)
        self._draw_bar_text(surface)
        if self.stuck_buttons is not None:
            rect = self.stuck_panel_rect()
            self._draw_stuck_panel(surface)
            drawn.append(rect.inflate(rect.width // 10, rect.height // 5))
        if self.toast.visible:
            self.toast.draw(surface, th.metrics(self.app.size))
            drawn.append(self.toast.rect.inflate(24, 24))
        screen = surface.get_rect()
        self._drawn = [r.clip(screen) for r in drawn if r.colliderect(screen)]
        # Only a frame drawn as the top scene onto the real screen can be patched next time.
        self._valid = self.app.scene is self and surface is self.app.screen

    def hidden_keys(self) -> set[Key]:
        hidden: set[Key] = {k for k in self.anim.hidden() if isinstance(k, tuple)}
        if self.drag is not None:
            d = self.drag
            hidden.update((d.place, d.index + i) for i in range(len(d.cards)))
        return hidden

    def _rebuild_static(self, surface: pygame.Surface) -> None:
        if self.static is None or self.static.get_size() != surface.get_size():
            self.static = pygame.Surface(surface.get_size()).convert()
        self._draw_still(self.static, self.hidden_keys())
        self.static_dirty = False

    def _draw_still(self, dest: pygame.Surface, hidden: set[Key]) -> None:
        dest.blit(th.felt(dest.get_size()), (0, 0))
        bar = self.board.bar
        shade = pygame.Surface(bar.size, pygame.SRCALPHA)
        shade.fill(BAR_SHADE)
        dest.blit(shade, bar.topleft)
        game, board, atlas = self.game, self.board, self.atlas
        for place in board.places():
            slot = board.slot(place)
            mat = self._mat(place)
            cover = self._covering(place)
            if cover is not None:  # a tucked foundation: its partner's mat shows whole
                dest.blit(mat, slot.topleft, pygame.Rect(0, 0, cover.x - slot.x, slot.height))
            else:
                dest.blit(mat, slot.topleft)
            cards = game.pile(place)
            rects = board.pile_rects(game, place)
            shown = [i for i in range(len(cards)) if (place, i) not in hidden]
            if board.slots[place].fan is not Fan.DOWN:
                # Stacked piles: only cards whose spot is not covered by a later one.
                shown = [i for n, i in enumerate(shown)
                         if n == len(shown) - 1 or rects[shown[n + 1]] != rects[i]]
            for i in shown:
                rect = rects[i]
                image = atlas.face(cards[i]) if game.face_up(place, i) else atlas.back()
                off = atlas.shadow_offset()
                dest.blit(atlas.shadow(), (rect.x + off[0], rect.y + off[1]))
                dest.blit(image, rect.topleft)

    def _covering(self, place: Place) -> pygame.Rect | None:
        """The slot that lies over part of this one (Easy Harp's tucked foundations)."""
        if place.kind is not PileKind.FOUNDATION or (place.index or 0) % 2:
            return None
        partner = Place(PileKind.FOUNDATION, (place.index or 0) + 1)
        slot = self.board.slots.get(partner)
        if slot is None or not slot.rect.colliderect(self.board.slot(place)):
            return None
        return slot.rect

    def _mat(self, place: Place) -> pygame.Surface:
        atlas, game = self.atlas, self.game
        if place.kind is PileKind.FOUNDATION:
            return atlas.mat("foundation", game.foundation_suit(place.index or 0))
        if place.kind is PileKind.COLUMN and game.empty_column_rank is not None:
            return atlas.mat("king")
        if place.kind is PileKind.STOCK and game.can_redeal():
            return atlas.mat("redeal")
        return atlas.mat("plain")

    def _top_rect(self, place: Place, index: int) -> pygame.Rect:
        rects = self.board.pile_rects(self.game, place)
        if not rects or index < 0:
            return self.board.slot(place)
        return rects[min(index, len(rects) - 1)]

    def _draw_highlights(self, surface: pygame.Surface, drawn: list[pygame.Rect]) -> None:
        atlas = self.atlas
        off = atlas.highlight_offset()
        ring = atlas.highlight()
        for place in self.targets:
            rect = self._top_rect(place, len(self.game.pile(place)) - 1)
            drawn.append(surface.blit(ring, (rect.x + off[0], rect.y + off[1])))
        if self.hint is not None:
            pulse = 0.5 + 0.5 * math.sin(self.now * math.tau * 1.2)
            alpha = round(110 + 145 * pulse)
            glow = atlas.highlight((140, 230, 255))
            for place, index in self.hint.places:
                rect = self._top_rect(place, index)
                glow.set_alpha(alpha)
                drawn.append(surface.blit(glow, (rect.x + off[0], rect.y + off[1])))
            glow.set_alpha(None)

    def _draw_flights(self, surface: pygame.Surface, drawn: list[pygame.Rect]) -> None:
        atlas = self.atlas
        starts: set[tuple[float, float]] = set()
        for f in self.anim.waiting():
            if f.start not in starts:  # the deal: one back where they all wait
                starts.add(f.start)
                drawn.append(surface.blit(atlas.back(), (round(f.start[0]), round(f.start[1]))))
        sx, sy = atlas.shadow_offset()
        for f in self.anim.in_air():
            up, share = f.face_now()
            image = atlas.face(f.card) if up else atlas.back()
            x, y = f.pos
            if share >= 0.999:
                drawn.append(surface.blit(atlas.shadow(), (x + sx, y + sy)))
            draw_card(surface, image, (x, y), share)
            drawn.append(pygame.Rect(x, y, atlas.width, atlas.height))

    def _draw_held(self, surface: pygame.Surface, drawn: list[pygame.Rect]) -> None:
        drag = self.drag
        if drag is None:
            return
        atlas = self.atlas
        shadow = atlas.shadow(True)
        sx, sy = atlas.shadow_offset(True)
        grow_x = (drag.images[0].get_width() - atlas.width) // 2
        grow_y = (drag.images[0].get_height() - atlas.height) // 2
        for rect, image in zip(drag.rects(), drag.images, strict=True):
            x, y = rect.x - grow_x, rect.y - grow_y
            drawn.append(surface.blit(shadow, (rect.x + sx, rect.y + sy)))
            drawn.append(surface.blit(image, (x, y)))

    def _draw_bar_text(self, surface: pygame.Surface) -> None:
        rect = self.stats_rect
        if rect.width < 40:
            return
        game = self.game
        key = (game.score, game.moves, int(self.session.elapsed), self.winnable, rect.size,
               self.stats_size, i18n_language())
        if key != self._bar_key or self._bar is None:
            self._bar_key = key
            self._bar = self._render_bar(rect)
        surface.blit(self._bar, (rect.centerx - self._bar.get_width() // 2,
                                 rect.centery - self._bar.get_height() // 2))

    def _render_bar(self, rect: pygame.Rect) -> pygame.Surface:
        """Score, moves and time on one line, the game code quietly below (not cached in
        scenes.text: the clock would fill its cache with one line a second)."""
        game, rtl = self.game, is_rtl()
        parts = [
            _("Score: {score}").format(score=_number(game.score)),
            _("Moves: {moves}").format(moves=_number(game.moves)),
            format_duration(self.session.elapsed),
        ]
        line = text.visual("   ".join(parts), rtl)
        size = self.stats_size
        font = text.font(size, True)
        while font.size(line)[0] > rect.width and size > 10:
            size -= 1
            font = text.font(size, True)
        img = font.render(line, True, SOFT)
        quiet = game.code or ""
        if self.session.daily_date is not None:
            quiet = f"{_(MSG_DAILY)} · {quiet}" if quiet else _(MSG_DAILY)
        if self.winnable in (solver.Verdict.WINNABLE, solver.Verdict.NOT_WINNABLE):
            verdict = _(MSG_WINNABLE) if self.winnable is solver.Verdict.WINNABLE else _(
                MSG_NOT_WINNABLE)
            quiet = f"{quiet} · {verdict}" if quiet else verdict
        small = None
        if quiet:
            small = text.font(self.code_size).render(text.visual(quiet, rtl), True, QUIET)
            if small.get_width() > rect.width:
                small = None
        height = img.get_height() + (small.get_height() if small is not None else 0)
        width = max(img.get_width(), small.get_width() if small is not None else 0)
        out = pygame.Surface((width, height), pygame.SRCALPHA)
        out.blit(img, ((width - img.get_width()) // 2, 0))
        if small is not None:
            out.blit(small, ((width - small.get_width()) // 2, img.get_height()))
        return out


def _give_icon(button: Any, name: str, glyph: int, gap: int, rtl: bool,
               stacked: bool = False) -> None:
    """Put icon ``name`` beside the button's label (or above it, ``stacked``), the pair
    centred: pygame_gui draws it in every state (dimmed with the text when disabled) and
    keeps hit-testing and hover. Beside, the icon leads the label: on its left, or on its
    right in a right-to-left language (where the Undo arrow is mirrored too)."""
    ids = [i for i in button.object_ids if i and i.startswith("#f")]
    font = text.font(int(ids[0][2:]) if ids else th.FONT_SIZES[0], True)
    width, height = button.rect.size
    mirror = rtl and name == "undo"
    normal = icons.icon(name, glyph, tuple(button.colours["normal_text"])[:3], mirror)
    dim = icons.icon(name, glyph, tuple(button.colours["disabled_text"])[:3], mirror)
    if stacked:
        top = max(0, (height - glyph - 2 - font.get_height()) // 2)
        pos = (0.5, top / max(1, height - glyph))
        button.text_vert_alignment = "bottom"
        button.text_vert_alignment_padding = top
    else:
        lead = max(0, (width - glyph - gap - font.size(button.text)[0]) // 2)
        x = width - lead - glyph if rtl else lead
        pos = (x / max(1, width - glyph), 0.5)
        button.text_horiz_alignment = "right" if rtl else "left"
        button.text_horiz_alignment_padding = lead + glyph + gap
    button.normal_images = [normal]
    button.hovered_images = [normal]
    button.selected_images = [normal]
    button.disabled_images = [dim]
    for state in ("normal", "hovered", "selected", "disabled"):
        setattr(button, f"{state}_image_positions", [pos])
    button.rebuild()


_sounds: Any = None


def _shared_sounds() -> Any:
    """The effects, synthesised once per process (about a second of CPU on a small tablet:
    every new table used to pay it again on its first sound), or False when silent."""
    global _sounds
    if _sounds is None:
        try:
            from scenes.sound import Sounds

            _sounds = Sounds(True)
        except Exception:  # no mixer, no module: play on in silence
            _sounds = False
    return _sounds


_atlas_key: tuple[int, bool, int] | None = None


def _table_atlas(width: int, four_colour: bool, back: int) -> CardAtlas:
    """The card atlas for the table. A table needs one card size at a time, and each size
    costs 10-20 MB at full HD: when the size (or deck) changes, the others are let go."""
    global _atlas_key
    key = (width, four_colour, back)
    if _atlas_key is not None and key != _atlas_key:
        card_atlas.clear_cache()
    _atlas_key = key
    return atlas_for(width, four_colour, back)


def _number(value: int) -> str:
    """A count as the language writes it; below 1000 every language writes plain digits
    (and babel's first call costs ~50 ms, which the first frame does not need)."""
    return str(value) if abs(value) < 1000 else format_number(value)


def i18n_language() -> str:
    from game.i18n import get_language

    return get_language()
