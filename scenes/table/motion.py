"""The cards not at rest: flying after a move or at the deal, and held by a finger.

Moves fly: after each action every card whose place, face or spot changed flies from where
it was (``Motion.fly``); the deal flies from the stock. Held cards lift (grow a little, their
shadow deepening) as the finger takes them, and settle back to their size on the way home or
to where they were played.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.cards import Card
from game.moves import STOCK, Move, PileKind, Place
from game.variant import Variant
from scenes.table.board import Board
from scenes.table.sprites import (
    DEAL_S,
    FLIP_S,
    LIFT_S,
    LIFT_SCALE,
    LIFT_STEPS,
    MOVE_S,
    SHAKE_S,
    SHAKE_SHARE,
    SNAP_S,
    Animator,
    Flight,
    deal_delays,
    draw_card,
    lift_scale,
    lift_step,
)
from scenes.table.still import Look, face_as_lying
from scenes.ui import easing

Key = tuple[Place, int]
Spot = tuple[Card, bool, pygame.Rect]


@dataclass
class Held:
    """Cards held by a finger: from ``place`` starting at ``index``."""

    place: Place
    index: int
    cards: list[Card]
    home: list[pygame.Rect]
    offset: tuple[int, int]  # finger minus the first card's top-left
    pos: tuple[int, int]
    faces: list[pygame.Surface]  # the faces as they lay (a squeezed column's strip too)
    since: float = 0.0  # when it was picked up: it grows to its lifted size in LIFT_S

    def lift(self, now: float) -> float:
        """How far it has risen: 0 as the finger takes it, 1 once lifted."""
        return easing.out_cubic(easing.span(now, self.since, LIFT_S))

    def rects(self) -> list[pygame.Rect]:
        x, y = self.pos[0] - self.offset[0], self.pos[1] - self.offset[1]
        dx, dy = x - self.home[0].x, y - self.home[0].y
        return [r.move(dx, dy) for r in self.home]


def spots(game: Variant, board: Board) -> dict[Key, Spot]:
    """Every card's place, face and rectangle as the position stands."""
    out: dict[Key, Spot] = {}
    for place in board.places():
        cards = game.pile(place)
        faces, rects = board.pile_spots(game, place)
        for i, rect in enumerate(rects):
            out[(place, i)] = (cards[i], faces[i], rect)
    return out


class Motion:
    """The flights and the held cards of one game's table, drawn as its ``look`` says."""

    def __init__(self, look: Look) -> None:
        self.look = look
        self.anim = Animator()
        self.held: Held | None = None
        # Cards drawn bigger as they lift and settle, by face and size step (drawn once).
        self._grown: dict[tuple[int, int], pygame.Surface] = {}

    def stop(self) -> None:
        """A new board or atlas is coming: motion ends, the hand lets go."""
        self.anim.finish()
        self.held = None
        self._grown.clear()

    def hidden_keys(self) -> set[Key]:
        """Cards not at rest: in the air or in the hand."""
        hidden: set[Key] = {k for k in self.anim.hidden() if isinstance(k, tuple)}
        if self.held is not None:
            h = self.held
            hidden.update((h.place, h.index + i) for i in range(len(h.cards)))
        return hidden

    # --- the hand -------------------------------------------------------------------------
    def pick_up(self, place: Place, index: int, start: tuple[int, int],
                pos: tuple[int, int], now: float) -> None:
        """The finger at ``start`` took the cards of ``place`` from ``index`` at ``now``."""
        game, atlas = self.look.game, self.look.atlas
        cards = game.pile(place)[index:]
        home = self.look.board.pile_rects(game, place)[index:]
        offset = (start[0] - home[0].x, start[1] - home[0].y)
        faces = [face_as_lying(atlas, c, r, home[i + 1:i + 2])
                 for i, (c, r) in enumerate(zip(cards, home, strict=True))]
        self.held = Held(place, index, cards, home, offset, pos, faces, now)

    def snap_back(self, animate: bool, shake: bool) -> None:
        """The held cards go home (gliding when ``animate``; shaking first, a refusal, when
        ``shake``)."""
        held = self.held
        if held is None:
            return
        if animate:
            swing = self.look.atlas.width * SHAKE_SHARE if shake else 0.0
            self.anim.add(
                Flight(card, (held.place, held.index + i), r.topleft, home.topleft, SNAP_S,
                       shake=SHAKE_S if shake else 0.0, shake_px=swing,
                       scale_from=LIFT_SCALE)
                for i, (card, r, home) in enumerate(zip(held.cards, held.rects(), held.home,
                                                        strict=True))
            )
        self.held = None

    # --- flights ----------------------------------------------------------------------------
    def fly(self, before: dict[Key, Spot], starts: dict[Key, pygame.Rect],
            move: Move | None) -> None:
        """Fly every card whose place, face or position changed from where it was
        (``starts``: where dropped cards were let go)."""
        after = spots(self.look.game, self.look.board)
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
                                  face_from=start_up, face_to=up,
                                  scale_from=LIFT_SCALE if origin in starts else 1.0))
        if len(flights) > 12:  # a redeal: a quick riffle, not a crowd
            for i, f in enumerate(flights):
                f.delay = min(0.25, i * 0.004)
        self.anim.add(flights)

    def deal(self, size: tuple[int, int]) -> None:
        """Every card flies from the stock (or from below the window) to its place."""
        board = self.look.board
        if STOCK in board.slots:
            origin = board.slot(STOCK).topleft
        else:
            origin = ((size[0] - board.card_w) // 2, size[1])
        by_row = sorted(spots(self.look.game, board).items(),
                        key=lambda kv: (kv[0][1], kv[1][2].x))
        dealt = [(key, spot) for key, spot in by_row if key[0].kind is not PileKind.STOCK]
        self.anim.add(
            Flight(card, key, origin, rect.topleft, DEAL_S, delay=delay, face_from=False,
                   face_to=up)
            for ((key, (card, up, rect)), delay) in zip(dealt, deal_delays(len(dealt)),
                                                       strict=True))

    # --- drawing ----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, drawn: list[pygame.Rect], now: float) -> None:
        """The cards in the air, then the held ones over them; adds where to ``drawn``."""
        self._draw_flights(surface, drawn)
        held = self.held
        if held is not None:
            lift = held.lift(now)
            for rect, face in zip(held.rects(), held.faces, strict=True):
                drawn += self._draw_lifted(surface, face, rect, lift)

    def _draw_flights(self, surface: pygame.Surface, drawn: list[pygame.Rect]) -> None:
        atlas = self.look.atlas
        starts: set[tuple[float, float]] = set()
        for f in self.anim.waiting():
            if f.start not in starts:  # the deal: one back where they all wait
                starts.add(f.start)
                drawn.append(surface.blit(atlas.back(), (round(f.start[0]), round(f.start[1]))))
        for f in self.anim.in_air():
            up, share = f.face_now()
            image = atlas.face(f.card) if up else atlas.back()
            x, y = f.pos
            lift = f.lift
            if lift > 0:  # let go from the hand: it settles to its size on the way
                drawn += self._draw_lifted(surface, image, pygame.Rect(x, y, atlas.width,
                                                                         atlas.height), lift)
                continue
            if share >= 0.999:
                drawn += self._draw_shadow(surface, x, y, 0.0)
            draw_card(surface, image, (x, y), share)
            drawn.append(pygame.Rect(x, y, atlas.width, atlas.height))

    def _draw_lifted(self, surface: pygame.Surface, face: pygame.Surface, rect: pygame.Rect,
                     lift: float) -> list[pygame.Rect]:
        """A card ``lift`` of the way from resting (0) to lifted (1): grown about its centre,
        its shadow deeper and further."""
        image = self.grown(face, lift_step(lift))
        x = rect.x - (image.get_width() - rect.width) // 2
        y = rect.y - (image.get_height() - rect.height) // 2
        return [*self._draw_shadow(surface, rect.x, rect.y, lift), surface.blit(image, (x, y))]

    def _draw_shadow(self, surface: pygame.Surface, x: int, y: int, lift: float
                     ) -> list[pygame.Rect]:
        """The resting shadow, the lifted one, or both blended by ``lift``."""
        atlas = self.look.atlas
        out = []
        for lifted, share in ((False, 1 - lift), (True, lift)):
            if share <= 0.02:
                continue
            shadow = atlas.shadow(lifted)
            sx, sy = atlas.shadow_offset(lifted)
            shadow.set_alpha(round(255 * min(1.0, share)))
            out.append(surface.blit(shadow, (x + sx, y + sy)))
            shadow.set_alpha(255)  # (None would stop its per-pixel alpha blending)
        return out

    def grown(self, face: pygame.Surface, step: int) -> pygame.Surface:
        """``face`` at size step ``step`` of LIFT_STEPS (0: as it is), drawn once."""
        if step <= 0:
            return face
        key = (id(face), step)
        image = self._grown.get(key)
        if image is None:
            if len(self._grown) > 64 * LIFT_STEPS:
                self._grown.clear()
            w, h = face.get_size()
            k = lift_scale(step)
            image = pygame.transform.smoothscale(face, (round(w * k), round(h * k)))
            self._grown[key] = image
        return image
