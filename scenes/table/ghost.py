"""A hint shown as the move itself: a ghost of the card (or the whole run) glides from where
it lies to where it goes, and rests there until the next touch.

The two ends look different, so a hint has a direction: where the cards are taken from, a
solid ring in the hint's light round the lifted cards; where they land, a dashed outline in
paper white over a faint wash. Both lie inside their own pile's cards, never beyond them, so
the marks of two neighbouring piles (a cell beside a cell, a King alone in a column beside
the next) never touch and never read as one shape. A draw shows the stock's card turning over
as it goes to the waste; what lies under is not shown (the player has not seen it yet), only
a blank face. The ghost glides ``GLIDES`` times, then rests at its target: a table that shows
a hint for minutes draws nothing new.

Pure geometry and drawing; what the move is, the engine said (the hint).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from game.moves import Move, Place
from game.variant import Variant
from scenes.table.board import Board
from scenes.ui import easing
from scenes.ui.atlas import CardAtlas

Key = tuple[Place, int]

LIFT_S = 0.3  # the ghost rises at the source
GLIDE_S = 0.9  # and glides to the target
REST_S = 0.9  # and rests there before the next glide
CYCLE_S = LIFT_S + GLIDE_S + REST_S
GLIDES = 3  # then it rests at the target for good
GHOST_ALPHA = 205
DASH = 0.09  # the target's dashes, in card widths


@dataclass
class HintShow:
    """A hinted move as shown: the cards it concerns (``places``, the source's first card and
    the target's top), the cards lifted (``source``) and where they land (``target``, one
    rectangle each, in order), whether they turn over on the way (``flip``: a draw), and the
    hint's words. ``since``: when it was first drawn (the table's clock)."""

    move: Move
    places: list[Key]
    source: list[pygame.Rect]
    target: list[pygame.Rect]
    faces: list[pygame.Surface]  # each ghost card as it lands (a blank face for a draw)
    backs: list[pygame.Surface | None]  # each as it lies, where it turns over on the way
    words: str = ""
    since: float | None = None

    @property
    def flip(self) -> bool:
        return any(back is not None for back in self.backs)

    def elapsed(self, now: float) -> float:
        if self.since is None:
            self.since = now
        return max(0.0, now - self.since)

    def moving(self, now: float) -> bool:
        """Whether the ghost still glides (each frame must be drawn) at ``now``."""
        return self.since is None or now - self.since < GLIDES * CYCLE_S

    def progress(self, now: float) -> float:
        """How far along its way the ghost is: 0 at the source, 1 at the target."""
        t = self.elapsed(now)
        if t >= GLIDES * CYCLE_S:
            return 1.0
        t %= CYCLE_S
        if t < LIFT_S:
            return 0.0
        return easing.in_out_cubic(min(1.0, (t - LIFT_S) / GLIDE_S))

    def ghost_rects(self, now: float) -> list[pygame.Rect]:
        """Where each ghost card is at ``now``."""
        share = self.progress(now)
        return [_between(a, b, share) for a, b in zip(self.source, self.target, strict=True)]

    def source_box(self) -> pygame.Rect:
        """The source's ring: round the lifted cards, within them."""
        return _inside(self.source)

    def target_box(self) -> pygame.Rect:
        """The target's outline: where the cards land, within them."""
        return _inside(self.target)


def hint_show(game: Variant, board: Board, atlas: CardAtlas, move: Move, places: list[Key],
              words: str = "") -> HintShow:
    """The show of ``move`` hinted in ``game`` (before it is played) on ``board``."""
    count = max(1, move.count)
    pile = game.pile(move.source)
    rects = board.pile_rects(game, move.source)
    first = max(0, len(pile) - count)
    source = rects[first:] or [board.slot(move.source).copy()]
    after = game.clone()
    after.push(move)
    landed = board.pile_rects(after, move.target)
    target = landed[-len(source):] if landed else [board.slot(move.target).copy()]
    if len(target) < len(source):
        target = [target[-1]] * len(source)
    top = len(after.pile(move.target)) - len(source)
    faces: list[pygame.Surface] = []
    backs: list[pygame.Surface | None] = []
    for n, i in enumerate(range(first, first + len(source))):
        card = pile[i] if i < len(pile) else None
        was_up = card is not None and game.face_up(move.source, i)
        up = card is not None and after.face_up(move.target, max(0, top + n))
        if up and was_up:
            assert card is not None
            face = atlas.face(card)
        elif up:  # it turns up as it lands: the player has not seen it, so no face yet
            face = atlas.blank()
        else:
            face = atlas.back()
        faces.append(_faded(face))
        backs.append(_faded(atlas.back()) if up != was_up else None)
    return HintShow(move, places, source, target, faces, backs, words)


RGB = tuple[int, int, int]


def draw_hint(surface: pygame.Surface, show: HintShow, atlas: CardAtlas, light: RGB,
              paper: RGB, now: float) -> list[pygame.Rect]:
    """The hint's marks and its ghost at ``now``; returns where it drew."""
    drawn = [draw_target(surface, show.target_box(), paper, atlas),
             draw_source(surface, show.source_box(), light, atlas)]
    share = show.progress(now)
    off = atlas.shadow_offset(True)
    shadow = atlas.shadow(True)
    for rect, face, back in zip(show.ghost_rects(now), show.faces, show.backs, strict=True):
        image = face
        if back is not None:  # turning over on the way: its back, edge on, then its face
            turn = math.cos(math.pi * share)
            image = back if turn > 0 else face
            width = max(1, round(rect.width * abs(turn)))
            image = pygame.transform.scale(image, (width, rect.height))
            rect = pygame.Rect(rect.centerx - width // 2, rect.y, width, rect.height)
        drawn.append(surface.blit(shadow, (rect.x + off[0], rect.y + off[1])))
        drawn.append(surface.blit(image, rect.topleft))
    return drawn


def draw_source(surface: pygame.Surface, box: pygame.Rect, colour: tuple[int, int, int],
                atlas: CardAtlas) -> pygame.Rect:
    """A wash and a solid ring in the hint's light, with a dark edge inside it, within
    ``box``: the cards taken up."""
    width = ring_width(atlas) + 1
    radius = atlas.corner_radius
    wash = pygame.Surface(box.size, pygame.SRCALPHA)
    pygame.draw.rect(wash, (*colour, 90), wash.get_rect(), border_radius=radius)
    surface.blit(wash, box.topleft)
    pygame.draw.rect(surface, colour, box, width=width, border_radius=radius)
    pygame.draw.rect(surface, (0, 0, 0), box.inflate(-2 * width, -2 * width), width=1,
                     border_radius=max(0, radius - width))
    return box.copy()


def draw_target(surface: pygame.Surface, box: pygame.Rect, colour: tuple[int, int, int],
                atlas: CardAtlas) -> pygame.Rect:
    """A faint wash and a dashed outline within ``box``: where the cards land."""
    wash = pygame.Surface(box.size, pygame.SRCALPHA)
    pygame.draw.rect(wash, (*colour, 70), wash.get_rect(), border_radius=atlas.corner_radius)
    surface.blit(wash, box.topleft)
    width = max(2, ring_width(atlas) - 1)
    dash = max(4, round(atlas.width * DASH))
    for a, b in dashes(box.inflate(-width, -width), dash):
        pygame.draw.line(surface, (0, 0, 0), a, b, width + 2)
        pygame.draw.line(surface, colour, a, b, width)
    return box.copy()


def ring_width(atlas: CardAtlas) -> int:
    return max(3, round(atlas.width / 28))


def dashes(box: pygame.Rect, dash: int) -> list[tuple[tuple[int, int], tuple[int, int]]]:
    """Dashes of ``dash`` px with gaps as long along the edge of ``box``."""
    out: list[tuple[tuple[int, int], tuple[int, int]]] = []
    corners = [box.topleft, (box.right - 1, box.top), (box.right - 1, box.bottom - 1),
               (box.left, box.bottom - 1)]
    for (x0, y0), (x1, y1) in zip(corners, corners[1:] + corners[:1], strict=True):
        length = max(abs(x1 - x0), abs(y1 - y0))
        for start in range(0, length, 2 * dash):
            end = min(length, start + dash)
            a = (x0 + (x1 - x0) * start // max(1, length), y0 + (y1 - y0) * start // max(1, length))
            b = (x0 + (x1 - x0) * end // max(1, length), y0 + (y1 - y0) * end // max(1, length))
            out.append((a, b))
    return out


def _inside(rects: list[pygame.Rect]) -> pygame.Rect:
    """The cards' rectangle, a pixel within it (the marks of two piles never touch)."""
    box = rects[0].unionall(rects[1:])
    return box.inflate(-2, -2)


def _between(a: pygame.Rect, b: pygame.Rect, share: float) -> pygame.Rect:
    return pygame.Rect(round(a.x + (b.x - a.x) * share), round(a.y + (b.y - a.y) * share),
                       a.width, a.height)


def _faded(image: pygame.Surface) -> pygame.Surface:
    ghost = image.copy()
    ghost.set_alpha(GHOST_ALPHA)
    return ghost
