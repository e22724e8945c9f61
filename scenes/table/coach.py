"""The lesson's coach on the real table: a ring where to tap (two for a double tap), an arrow
for a drag, and a bubble with one short line and Skip (Again and Play at the end, and a
switch for the setting "One tap moves a card wherever it fits": the players of other apps
expect it, the rules pages' tap goes to a foundation, so it is offered, not imposed).

What the lesson asks and whether a move is the one it wants is ``game.lessons``' (the engine
decides every step); this module only shows it. The bubble sits where it hides the fewest
cards, never over the cards the coach points at.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

import pygame

from game import get_variant
from game.i18n import N_, _
from game.lessons import Coach, Do, Lesson
from game.moves import STOCK, WASTE, Move
from scenes.ui import theme as th
from scenes.ui.drawing import draw_block, draw_height, draw_panel, draw_switch, draw_text
from scenes.ui.geometry import covered, end_side, split_row, start_side
from scenes.ui.gui import label_widths

if TYPE_CHECKING:
    from game.session import Session
    from game.variant import Variant
    from scenes.base import Scene
    from scenes.table.board import Board

Point = tuple[int, int]
FLASH_S = 0.9  # a move the lesson does not want: the bubble and the ring flash this long
MSG_ONE_TAP = N_("One tap moves a card wherever it fits")


class Coaching:
    """A lesson in progress on one table. ``then``: the game to open when it ends (the
    game the player first opened), or None to go back where the lesson was opened."""

    def __init__(self, lesson: Lesson, game: Variant, then: Session | None) -> None:
        self.coach = Coach(lesson, game)
        self.then = then
        self.bubble = pygame.Rect(0, 0, 0, 0)
        self.clock = 0.0
        self.flash = 0.0
        self.one_tap = False  # the setting, as the end's switch shows it
        self.switch_row: pygame.Rect | None = None  # the end's switch, once built

    @property
    def game_name(self) -> str:
        return self.coach.lesson.game

    # --- where it points ------------------------------------------------------------------
    def marks(self, board: Board, bar_buttons: Mapping[str, Any]
              ) -> tuple[list[pygame.Rect], tuple[Point, Point] | None]:
        """The rings (where to tap; the last one, for a drag, where to drop) and the arrow
        of a drag (from, to)."""
        coach = self.coach
        step = coach.step
        if step is None:
            return [], None
        if step.do in (Do.UNDO, Do.HINT):
            button = bar_buttons.get("undo" if step.do is Do.UNDO else "hint")
            return ([pygame.Rect(button.rect)] if button is not None else []), None
        move = coach.expected()
        if move is None:
            return [], None
        if STOCK in (move.source, move.target):  # a draw or a redeal: the stock is tapped
            return [board.slot(STOCK).copy()], None
        held = self._cards_rect(board, coach.game, move)
        if step.do is not Do.DRAG:
            return [held], None
        rects = board.pile_rects(coach.game, move.target)
        drop = rects[-1].copy() if rects else board.slot(move.target).copy()
        return [held, drop], (held.center, drop.center)

    @staticmethod
    def _cards_rect(board: Board, game: Variant, move: Move) -> pygame.Rect:
        rects = board.pile_rects(game, move.source)
        if not rects:
            return board.slot(move.source).copy()
        held = rects[-move.count:]
        return held[0].unionall(held[1:]) if len(held) > 1 else held[0].copy()

    # --- the bubble -----------------------------------------------------------------------
    def place(self, board: Board, game: Variant, m: th.Metrics, size: tuple[int, int],
              bar_buttons: Mapping[str, Any], double_tap: bool, one_tap: bool = False) -> None:
        """Size the bubble for the step's words (at the end, with the one-tap switch, on
        when ``one_tap``) and put it where it covers no card: never what the coach points
        at, and no other card either wherever the table leaves room (``bubble_spot``)."""
        self.one_tap = one_tap
        words = self.coach.text(double_tap)
        extra = m.touch + m.gap if self.coach.finished else 0

        def height(width: int) -> int:
            inner = width - 2 * m.gap
            return (2 * m.gap + draw_height(words, m.body, inner) + m.gap + m.touch
                    + round(m.small * 1.4) + extra)

        widest = min(size[0] - 2 * m.margin, m.px(760))
        narrowest = min(widest, m.px(560 if self.coach.finished else 400))
        _rings, arrow = self.marks(board, bar_buttons)
        cards = [r for p in board.places() for r in board.pile_rects(game, p)]
        area = board.table.inflate(-m.margin, -m.margin)
        shown = [r.inflate(m.gap, m.gap) for r in self.shown(board, bar_buttons)]
        self.bubble = bubble_spot(area, (narrowest, widest), height, cards, shown, arrow)

    def shown(self, board: Board, bar_buttons: Mapping[str, Any]) -> list[pygame.Rect]:
        """What the step shows or asks for, which the bubble must never cover: its rings
        (the cards to move, where they go, a button), the card they go onto, and the
        waste's top card when the words name it."""
        rings, _arrow = self.marks(board, bar_buttons)
        game, step = self.coach.game, self.coach.step
        move = self.coach.expected()
        out = list(rings)
        if move is not None and STOCK not in (move.source, move.target):
            onto = board.pile_rects(game, move.target)
            out += onto[-1:]
        if step is not None and "{top}" in step.text and WASTE in board.slots:
            out += board.pile_rects(game, WASTE)[-1:]
        return out

    def build(self, scene: Scene, m: th.Metrics, actions: Mapping[str, Callable[[], None]]
              ) -> None:
        """The bubble's buttons: Skip while the lesson runs; at its end Again and Play, and
        above them the one-tap switch (a row-wide touch target, ``actions["one_tap"]``)."""
        row = pygame.Rect(self.bubble.x + m.gap, self.bubble.bottom - m.gap - m.touch,
                          self.bubble.width - 2 * m.gap, m.touch)
        self.switch_row = None
        if not self.coach.finished:
            skip = _("Skip the lesson")
            # As wide as its words need at the buttons' size (Hungarian is long), up to half.
            width = min(row.width // 2, max(m.px(220), label_widths([(skip,)], m.button,
                                                                    m.touch)[0]))
            scene.button(end_side(row, width), skip, actions["skip"])
            return
        if "one_tap" in actions:
            self.switch_row = row.move(0, -(m.touch + m.gap))
            scene.button(self.switch_row, "", actions["one_tap"], kind="ghost")
        title = get_variant(self.game_name).display_title()
        again, play = split_row(end_side(row, min(row.width, m.px(560))), 2, m.gap)
        scene.button(again, _("Again"), actions["again"])
        scene.button(play, _("Play {game}").format(game=title), actions["play"],
                     kind="primary")

    def covers(self, pos: Point) -> bool:
        return self.bubble.collidepoint(pos)

    # --- time -----------------------------------------------------------------------------
    def nudge(self) -> None:
        """The player did something the lesson does not ask for now: flash."""
        self.flash = FLASH_S

    def update(self, dt: float) -> bool:
        """The rings pulse while the lesson runs: always something to draw."""
        self.clock += dt
        self.flash = max(0.0, self.flash - dt)
        return not self.coach.finished or self.flash > 0

    # --- drawing --------------------------------------------------------------------------
    def draw_marks(self, surface: pygame.Surface, p: th.Palette, board: Board,
                   bar_buttons: Mapping[str, Any], m: th.Metrics) -> list[pygame.Rect]:
        """The rings and the arrow, over the cards; returns where they were drawn."""
        rings, arrow = self.marks(board, bar_buttons)
        if not rings:
            return []
        pulse = 0.5 + 0.5 * math.sin(self.clock * math.tau * 1.1)
        grow = round(m.gap * (0.3 + 0.5 * pulse)) + (m.gap if self.flash else 0)
        width = max(3, m.px(5))
        drawn: list[pygame.Rect] = []
        if arrow is not None:
            drawn.append(draw_arrow(surface, arrow, max(4, m.px(8)), m, p.accent))
        step = self.coach.step
        double = step is not None and step.do is Do.DOUBLE_TAP
        for k, ring in enumerate(rings):
            last = k == len(rings) - 1 and arrow is not None
            box = ring.inflate(2 * grow, 2 * grow)
            colour = p.coach_drop if last else p.accent
            drawn.append(draw_ring(surface, box, colour, width, m.radius))
            if double and not last:
                outer = box.inflate(2 * (width + m.px(5)), 2 * (width + m.px(5)))
                drawn.append(draw_ring(surface, outer, p.accent, max(2, width // 2), m.radius))
        return drawn

    def draw_bubble(self, surface: pygame.Surface, p: th.Palette, m: th.Metrics,
                    double_tap: bool) -> pygame.Rect:
        box = self.bubble
        border = p.ink if self.flash and int(self.flash * 8) % 2 else p.accent
        draw_panel(surface, p, box, m.radius, p.coach_panel, border)
        inner = box.inflate(-2 * m.gap, -2 * m.gap)
        head = pygame.Rect(inner.x, inner.y, inner.width, round(m.small * 1.4))
        coach = self.coach
        title = get_variant(self.game_name).display_title()
        if coach.finished:
            label = _("Lesson: {game}").format(game=title)
        else:
            label = _("Lesson: {game} · {step} of {steps}").format(
                game=title, step=coach.number, steps=coach.count)
        draw_text(surface, label, m.small, p.accent, start_side(head, head.width),
                  bold=True)
        body = pygame.Rect(inner.x, head.bottom, inner.width, inner.height - head.height)
        draw_block(surface, coach.text(double_tap), m.body, p.ink, body)
        if coach.finished and self.switch_row is not None:
            self._draw_switch(surface, p, m, self.switch_row)
        return box.inflate(2 * m.radius, 2 * m.radius)  # its shadow too (draw_panel)

    def _draw_switch(self, surface: pygame.Surface, p: th.Palette, m: th.Metrics,
                     row: pygame.Rect) -> None:
        """The one-tap setting: its words at the reading start, the switch at the end."""
        knob_h = max(m.px(22), round(row.height * 0.55))
        switch = end_side(row, round(knob_h * 1.9))
        switch = pygame.Rect(switch.x, row.centery - knob_h // 2, switch.width, knob_h)
        words = start_side(row, row.width - switch.width - m.gap)
        draw_text(surface, _(MSG_ONE_TAP), m.small, p.ink, words)
        draw_switch(surface, p, switch, self.one_tap)


def bubble_spot(area: pygame.Rect, widths: tuple[int, int], height: Callable[[int], int],
                cards: list[pygame.Rect], marked: list[pygame.Rect],
                arrow: tuple[Point, Point] | None, steps: int = 12) -> pygame.Rect:
    """Where a bubble of a width between ``widths`` (its ``height`` for a width: narrower
    is taller) covers least, inside ``area``: first none of the ``marked`` cards (what the
    coach points at) and not the ``arrow``, then as little of the other ``cards`` as can
    be, then as wide (fewest lines) and as near the middle as can be. It tries a grid over
    the area and every place that touches a card's edge (where the free felt begins)."""
    narrowest, widest = widths
    sizes = sorted({round(narrowest + (widest - narrowest) * k / 3) for k in range(4)},
                   reverse=True)
    best: tuple[tuple[int, int, int, int], pygame.Rect] | None = None
    for width in sizes:
        if best is not None and best[0][:2] == (0, 0):
            break  # nothing covered at a wider width: no narrower one does better
        tall = min(area.height, height(width))
        xs = _spots(area.left, area.right, width, steps,
                    [x for r in cards for x in (r.right + 1, r.left - 1 - width)])
        ys = _spots(area.top, area.bottom, tall, steps,
                    [y for r in cards for y in (r.bottom + 1, r.top - 1 - tall)])
        for y in ys:
            for x in xs:
                box = pygame.Rect(x, y, width, tall)
                off_middle = abs(box.centerx - area.centerx) + abs(box.centery - area.centery)
                if best is not None and best[0][:2] == (0, 0) and off_middle >= best[0][3]:
                    continue  # it could only tie with the best found, at best
                hit = covered(box, marked)
                if arrow is not None and box.clipline(arrow[0], arrow[1]):
                    hit += 1
                under = covered(box, cards)
                key = (hit, under, widest - width, off_middle)
                if best is None or key < best[0]:
                    best = (key, box)
    assert best is not None
    return best[1]


def _spots(low: int, high: int, length: int, steps: int, edges: list[int]) -> list[int]:
    """Where a span of ``length`` may start between ``low`` and ``high``: a grid of
    ``steps``, and each of ``edges`` that keeps it inside."""
    room = max(0, high - low - length)
    grid = {low + room * k // steps for k in range(steps + 1)}
    return sorted(grid | {e for e in edges if low <= e <= low + room})


def draw_ring(surface: pygame.Surface, box: pygame.Rect, colour: tuple[int, int, int],
              width: int, radius: int) -> pygame.Rect:
    """A rounded outline with a dark edge, readable on the felt and on a card."""
    pygame.draw.rect(surface, (0, 0, 0), box.inflate(2, 2), width=width + 2,
                     border_radius=radius)
    pygame.draw.rect(surface, colour, box, width=width, border_radius=radius)
    return box.inflate(4, 4)


def draw_arrow(surface: pygame.Surface, ends: tuple[Point, Point], width: int,
               m: th.Metrics, colour: tuple[int, int, int]) -> pygame.Rect:
    """A bold arrow from where the cards are to where they go (its head short of the drop
    ring, so the card it points at stays visible)."""
    (x0, y0), (x1, y1) = ends
    length = math.hypot(x1 - x0, y1 - y0) or 1.0
    ux, uy = (x1 - x0) / length, (y1 - y0) / length
    head = max(3 * width, m.px(26))
    tip = (x1 - ux * m.px(10), y1 - uy * m.px(10))
    base = (tip[0] - ux * head, tip[1] - uy * head)
    left = (base[0] - uy * head * 0.6, base[1] + ux * head * 0.6)
    right = (base[0] + uy * head * 0.6, base[1] - ux * head * 0.6)
    points = [(x0, y0), tip, left, right]
    pad = width + 4
    x_min = math.floor(min(p[0] for p in points)) - pad
    y_min = math.floor(min(p[1] for p in points)) - pad
    x_max = math.ceil(max(p[0] for p in points)) + pad
    y_max = math.ceil(max(p[1] for p in points)) + pad
    layer = pygame.Surface((x_max - x_min, y_max - y_min), pygame.SRCALPHA)

    def at(p: tuple[float, float]) -> tuple[float, float]:
        return p[0] - x_min, p[1] - y_min

    fill = (*colour, 225)
    shade = (0, 0, 0, 140)
    pygame.draw.line(layer, shade, at((x0, y0)), at(base), width + 4)
    pygame.draw.line(layer, fill, at((x0, y0)), at(base), width)
    pygame.draw.polygon(layer, shade, [at(tip), at(left), at(right)])
    pygame.draw.polygon(layer, fill, [at(tip), at(left), at(right)])
    return surface.blit(layer, (x_min, y_min))
