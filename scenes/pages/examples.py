"""The examples page of a game: a real position from the engine that plays itself step by
step (Previous, Next, Autoplay), each step with its words; "Try it" goes on from the
position shown as a game of its own.

The steps, their positions and words are ``game.examples``' (played through the engine);
this screen draws them on the real table (``scenes.boards``), with a ring on the card
that moves (red where the rules refuse it) and an arrow to where it goes.
"""

from __future__ import annotations

from typing import Any

import pygame

from game import examples
from game.i18n import _
from game.session import Session
from game.store import Slot
from scenes import games
from scenes.base import BACK_KEYS, Context, Scene
from scenes.boards import Board, TableView, draw_arrow, draw_ring, lay_out
from scenes.intents import Back, Confirm, OpenTable
from scenes.ui import theme as th
from scenes.ui.drawing import draw_block, draw_height, draw_panel, draw_text
from scenes.ui.geometry import covered, split_row, start_side
from scenes.ui.gui import label_widths

STEP_S = 1.6  # autoplay: seconds a step stays, plus reading time for longer words
READ_S_PER_CHAR = 0.025


class ExamplesScene(Scene):
    """One game's example, step by step."""

    def __init__(self, ctx: Context, game: str) -> None:
        super().__init__(ctx)
        self.name = game
        self.example = examples.examples_for(game)[0]
        self.frames = examples.frames(self.example)
        self.index = 0
        self.playing = False
        self.wait = 0.0
        self.now = 0.0
        self.panel = pygame.Rect(0, 0, 0, 0)
        self._sizes: tuple[tuple[int, int], list[tuple[int, int]]] = ((0, 0), [])
        self.board: Board | None = None
        self.view: TableView | None = None
        self.buttons: dict[str, Any] = {}

    @property
    def frame(self) -> examples.Frame:
        return self.frames[self.index]

    # --- layout -----------------------------------------------------------------------------
    def intro(self, index: int) -> str:
        """The example's opening words, above its first step."""
        return examples.intro(self.example, self.frames[0]) if index == 0 else ""

    def words(self, index: int) -> str:
        """Everything the panel says at step ``index`` (its height is the tallest)."""
        intro = self.intro(index)
        text = self.frames[index].text()
        return f"{intro}\n{text}" if intro else text

    def layout(self) -> None:
        """The table of the whole window, as the game's own table lays it out (the same card
        size, so the same faces), with the words in a panel over it where it hides the
        fewest cards and none that the step points at."""
        m = self.ctx.metrics
        W, H = self.ctx.size
        position = self.frame.position
        self.board, self.view = lay_out(self.ctx, position, (W, H), self.view)
        if self._sizes[0] != self.ctx.size:
            self._sizes = (self.ctx.size, self._panel_sizes(m))
        self.panel = self._place_panel(self.board, self._sizes[1], m)

    def _panel_sizes(self, m: th.Metrics) -> list[tuple[int, int]]:
        """The panel's shapes to choose from: wide and low, or narrower and taller; each
        tall enough for the wordiest step, so the panel keeps its size from step to step."""
        W = self.ctx.size[0]
        wide = min(W - 2 * m.margin, max(m.px(900), W // 2))
        sizes = []
        # Never narrower than its four buttons' labels need ("הפעלה אוטומטית", "Автопоказ").
        least = min(wide, max(m.px(440), sum(self._button_widths(m)) + 5 * m.gap))
        for width in dict.fromkeys(max(least, round(wide * k)) for k in (1, 0.62, 0.45)):
            inner = width - 2 * m.gap
            words = max(draw_height(self.words(i), m.body, inner)
                        for i in range(len(self.frames)))
            sizes.append((width, 3 * m.gap + round(m.small * 1.4) + words + m.touch))
        return sizes

    def _place_panel(self, board: Board, sizes: list[tuple[int, int]], m: th.Metrics
                     ) -> pygame.Rect:
        """Where the panel hides the least of the step's cards: the last card of a pile
        (what plays next) weighs ten times more, and what the step points at (the cards that
        move or are tried, and where they go) is covered only where nothing else can be
        found; it stays where it was unless another place hides clearly less."""
        frame, game = self.frame, self.frame.position
        cards: list[pygame.Rect] = []
        tops: list[pygame.Rect] = []  # the last card of each pile: what plays next
        for place in board.places():
            rects = board.pile_rects(game, place)
            cards += rects
            tops += rects[-1:]
        marked: list[pygame.Rect] = []
        move = frame.move
        if frame.tried is not None:
            place, index = frame.tried
            marked += board.pile_rects(game, place)[index:] or [board.slot(place)]
            if frame.target is not None:
                marked += board.pile_rects(game, frame.target)[-1:] or [board.slot(frame.target)]
        elif move is not None:
            marked += board.pile_rects(game, move.source)[-move.count:] or [
                board.slot(move.source)]
            marked += board.pile_rects(game, move.target)[-1:] or [board.slot(move.target)]
        area = board.table.inflate(-m.margin, -m.margin)
        best: tuple[int, int, int, int, pygame.Rect] | None = None
        steps = 12
        for width, height in sizes:
            for k in range(steps + 1):
                y = area.top + (area.height - height) * k // steps
                for x in range(area.left, area.right - width + 1,
                               max(1, (area.width - width) // 6)):
                    box = pygame.Rect(x, y, width, height).clamp(area)
                    cost = covered(box, cards)
                    cost += 10 * covered(box, tops)
                    cost += 10_000 * covered(box, marked)
                    if box != self.panel:  # moving distracts: only for a real gain
                        cost += board.card_w * board.card_h // 3
                    # On a tie: the widest (the largest buttons), lowest, most central.
                    key = (cost, -width, -box.bottom, abs(box.centerx - area.centerx), box)
                    if best is None or key[:4] < best[:4]:
                        best = key
        assert best is not None
        return best[4]

    def _button_widths(self, m: th.Metrics) -> list[int]:
        """What Previous, Autoplay (or Pause), Next and Try it need at the buttons' size:
        the row is shared in these proportions, so a long label gets the room it needs."""
        return label_widths([(_("Previous"),), (_("Autoplay"), _("Pause")), (_("Next"),),
                             (_("Try it"),)], m.button, m.touch, slack=m.gap)

    def build_ui(self) -> None:
        m = self.ctx.metrics
        assert self.board is not None
        bar = self.board.bar
        # A finger's height, in a bar made as tall as that at the least (slots.BAR_MIN).
        tall = min(bar.height, max(m.touch, bar.height - 4))
        back = pygame.Rect(0, bar.y + (bar.height - tall) // 2, max(m.touch * 2, m.px(140)),
                           tall)
        back = start_side(pygame.Rect(m.margin // 2, back.y, self.ctx.size[0] - m.margin,
                                      back.height), back.width)
        self.button(back, _("Back"), self.to(Back()))
        row = pygame.Rect(self.panel.x + m.gap, self.panel.bottom - m.gap - m.touch,
                          self.panel.width - 2 * m.gap, m.touch)
        boxes = split_row(row, 4, m.gap, weights=self._button_widths(m))
        last = len(self.frames) - 1
        self.buttons = {
            "previous": self.button(boxes[0], _("Previous"), self.previous,
                                    enabled=self.index > 0),
            "play": self.button(boxes[1], _("Pause") if self.playing else _("Autoplay"),
                                self.toggle_play, enabled=self.index < last),
            "next": self.button(boxes[2], _("Next"), self.next, enabled=self.index < last),
            "try": self.button(boxes[3], _("Try it"), self.try_it, kind="primary"),
        }

    # --- stepping ---------------------------------------------------------------------------
    def next(self) -> None:
        if self.index >= len(self.frames) - 1:
            self.playing = False
            return
        assert self.view is not None
        move = self.frame.move
        before = self.view.spots()
        self.index += 1
        self.view.game = self.frame.position
        self.view.dirty = True
        if move is not None and self.ctx.store.settings.animations:
            self.view.animate(before, {}, move)
        self.wait = self._dwell()
        if self.index == len(self.frames) - 1:
            self.playing = False
        self.rebuild()

    def previous(self) -> None:
        if self.index == 0:
            return
        assert self.view is not None
        self.view.finish_motion()
        self.index -= 1
        self.playing = False
        self.view.game = self.frame.position
        self.view.dirty = True
        self.rebuild()

    def toggle_play(self) -> None:
        self.playing = not self.playing
        self.wait = self._dwell() if self.playing else 0.0
        self.rebuild()

    def _dwell(self) -> float:
        return STEP_S + READ_S_PER_CHAR * len(self.frame.text())

    def try_it(self) -> None:
        """Go on from the position shown, as a game of its own (its game's game in progress,
        if started, counts as lost, as with any new game: asked first)."""
        position = self.frame.position
        layout = position.layout()

        def start() -> None:
            self.ctx.navigate(OpenTable(Session.from_layout(self.ctx.store, layout)))

        if Session.in_progress(self.ctx.store, Slot(position.name)) is not None:
            question = _("Start a game from this position? The game in progress will "
                         "count as lost.")
            self.ctx.navigate(Confirm(question, _("Try it"), start))
        else:
            start()

    # --- the frame --------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type != pygame.KEYDOWN:
            return
        if event.key in BACK_KEYS:
            self.ctx.navigate(Back())
        elif event.key in (pygame.K_RIGHT, pygame.K_SPACE):
            self.next()
        elif event.key == pygame.K_LEFT:
            self.previous()

    def update(self, dt: float) -> bool:
        self.now += dt
        assert self.view is not None
        changed = False
        if self.view.anim.busy:
            self.view.anim.update(dt)
            self.view.dirty = True
            changed = True
        if self.playing:
            self.wait -= dt
            if self.wait <= 0:
                self.next()
            changed = True
        return changed or self.frame.refusal is not None

    def draw(self, surface: pygame.Surface) -> None:
        p = self.ctx.palette
        m = self.ctx.metrics
        assert self.view is not None and self.board is not None
        drawn = self.view.begin(surface, self.now)
        self._draw_marks(surface, m)
        title = _("Examples: {game}").format(game=self.example_title())
        bar = self.board.bar
        draw_text(surface, title, m.heading, p.ink, bar.inflate(-2 * m.px(160), 0),
                  align="center", bold=True)
        draw_panel(surface, p, self.panel, m.radius, p.coach_panel, p.accent)
        inner = self.panel.inflate(-2 * m.gap, -2 * m.gap)
        head = pygame.Rect(inner.x, inner.y, inner.width, round(m.small * 1.4))
        count = _("Step {step} of {steps}").format(step=self.index + 1, steps=len(self.frames))
        draw_text(surface, count, m.small, p.accent, head, bold=True)
        body = pygame.Rect(inner.x, head.bottom, inner.width, inner.height - head.height)
        intro = self.intro(self.index)
        if intro:
            body.y += draw_block(surface, intro, m.body, p.ink, body)
        colour = p.error if self.frame.refusal is not None else p.ink  # a refused try
        draw_block(surface, self.frame.text(), m.body, colour, body)
        self.view.end(surface, drawn, False)

    def example_title(self) -> str:
        return games.title(self.name)

    def _draw_marks(self, surface: pygame.Surface, m: th.Metrics) -> None:
        """The ring on what moves next (red for a refused try) and the arrow to its place."""
        p = self.ctx.palette
        frame, board = self.frame, self.board
        assert board is not None and self.view is not None
        if self.view.anim.busy:
            return
        game = frame.position
        width = max(3, m.px(5))
        if frame.tried is not None:
            place, index = frame.tried
            rects = board.pile_rects(game, place)[index:]
            box = rects[0].unionall(rects[1:]) if rects else board.slot(place)
            draw_ring(surface, box.inflate(m.gap, m.gap), p.error, width, m.radius)
            if frame.target is not None:
                goal = board.pile_rects(game, frame.target) or [board.slot(frame.target)]
                draw_arrow(surface, (box.center, goal[-1].center), max(4, m.px(8)), m,
                           p.error)
            return
        move = frame.move
        if move is None:
            return
        rects = board.pile_rects(game, move.source)
        held = rects[-move.count:] if rects else [board.slot(move.source)]
        box = held[0].unionall(held[1:])
        draw_ring(surface, box.inflate(m.gap, m.gap), p.accent, width, m.radius)
        goal = board.pile_rects(game, move.target) or [board.slot(move.target)]
        if move.target != move.source:
            draw_arrow(surface, (box.center, goal[-1].center), max(4, m.px(8)), m, p.accent)
