"""The still table: the felt, the bar's shade, the trays, the mats and every card at rest, as
one cached picture.

It is drawn again only where it changed (``StillTable.rebuild``): only the piles whose
cards, faces, spots or hidden cards differ from last time (a card landing in a Finish redraws
two piles, not 104 cards), the whole of it when the board, atlas or what lies under the cards
changed. Piles are drawn in the board's order, so where piles overlap the later (a higher
layer) lies on top, and a pile drawn again under a clip draws every pile it touches.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from game.cards import Card
from game.moves import PileKind, Place
from game.variant import Variant
from scenes import allocator
from scenes.table import pile_counters
from scenes.table.board import Board, Fan
from scenes.ui import theme as th
from scenes.ui.atlas import CardAtlas, index_depth

Key = tuple[Place, int]


@dataclass
class Look:
    """What a table is drawn from and with: the position (a review or an example may put
    another in its place), the board, the card atlas and the palette. The still table and
    the cards in motion share one."""

    game: Variant
    board: Board
    atlas: CardAtlas
    palette: th.Palette


def face_as_lying(atlas: CardAtlas, card: Card, rect: pygame.Rect, over: list[pygame.Rect]
                  ) -> pygame.Surface:
    """A face as the card lying ``over`` it (if any) lets it show: a squeezed column's strip
    too short for the corner index shows the strip index."""
    if over and 0 < over[0].top - rect.top < index_depth(atlas.width) \
            and over[0].left == rect.left:
        return atlas.strip(card)
    return atlas.face(card)


class StillTable:
    """The still table of one game, drawn as its ``look`` says."""

    def __init__(self, look: Look) -> None:
        self.look = look
        self.static: pygame.Surface | None = None
        self._base_image: pygame.Surface | None = None  # under the cards (``_base``)
        self._base_key: tuple[object, ...] | None = None
        self._signed: dict[Any, Any] | None = None  # what the picture shows (``_signs``)

    def rebuild(self, surface: pygame.Surface, hidden: set[Key]) -> list[pygame.Rect] | None:
        """Draw the still table again (at ``surface``'s size, without the ``hidden`` cards)
        where it changed; returns where (None: everywhere)."""
        size = surface.get_size()
        whole = self.static is None or self.static.get_size() != size
        if self.static is None or whole:
            self.static = allocator.screen_sized(size)
        base_key = self._base_key
        self._base(size)
        signs = self._signs(hidden)
        regions = None
        if not whole and self._signed is not None and base_key == self._base_key:
            regions = self._changed(self._signed, signs)
        if regions is None:
            self.draw(self.static, hidden)
        for region in regions or ():
            self.static.set_clip(region)
            self.draw(self.static, hidden)
        self.static.set_clip(None)
        self._signed = signs
        return regions

    def draw(self, dest: pygame.Surface, hidden: set[Key]) -> None:
        """The felt, the bar's shade, the mats and every card but the ``hidden`` ones (only
        the piles within ``dest``'s clip, when it has one)."""
        dest.blit(self._base(dest.get_size()), (0, 0))
        game, board, atlas = self.look.game, self.look.board, self.look.atlas
        clip = dest.get_clip()
        whole = clip == dest.get_rect()
        margin = 0 if whole else self._margin()
        for place in board.places():
            cards = game.pile(place)
            rects = board.pile_rects(game, place)
            if not whole and not clip.colliderect(
                    self._pile_area(place, rects).inflate(margin, margin)):
                continue
            shown = [i for i in range(len(cards)) if (place, i) not in hidden]
            if board.slots[place].fan is not Fan.DOWN:
                # Stacked piles: only cards whose spot is not covered by a later one.
                shown = [i for n, i in enumerate(shown)
                         if n == len(shown) - 1 or rects[shown[n + 1]] != rects[i]]
            for i in shown:
                rect = rects[i]
                over = rects[i + 1:i + 2] if (place, i + 1) not in hidden else []
                image = (face_as_lying(atlas, cards[i], rect, over) if game.face_up(place, i)
                         else atlas.back())
                off = atlas.shadow_offset()
                dest.blit(atlas.shadow(), (rect.x + off[0], rect.y + off[1]))
                dest.blit(image, rect.topleft)
        pile_counters.draw(dest, game, board, self.look.palette)

    def _signs(self, hidden: set[Key]) -> dict[Any, Any]:
        """What the still table shows of each pile (and the board and atlas it is drawn
        with): when one of these changes, that pile is drawn again."""
        game, board = self.look.game, self.look.board
        signs: dict[Any, Any] = {"board": (id(board), id(self.look.atlas))}
        for place in board.places():
            cards = game.pile(place)
            signs[place] = (tuple(cards),
                            tuple(game.face_up(place, i) for i in range(len(cards))),
                            tuple(map(tuple, board.pile_rects(game, place))),
                            tuple(i for i in range(len(cards)) if (place, i) in hidden))
        return signs

    def _changed(self, old: dict[Any, Any], new: dict[Any, Any]) -> list[pygame.Rect] | None:
        """Where the still table changed between two signatures, as few rectangles (those
        that touch are one); None: everywhere."""
        if old.keys() != new.keys() or old["board"] != new["board"]:
            return None
        margin = self._margin()
        regions: list[pygame.Rect] = []
        for place, sign in new.items():
            if place == "board" or old[place] == sign:
                continue
            for rects in (old[place][2], sign[2]):
                area = self._pile_area(place, [pygame.Rect(r) for r in rects]).inflate(
                    margin, margin)
                touching = [r for r in regions if r.colliderect(area)]
                for r in touching:
                    regions.remove(r)
                regions.append(area.unionall(touching) if touching else area)
        return regions

    def _margin(self) -> int:
        """How far a card's drawing reaches beyond it on each side: its shadow."""
        atlas = self.look.atlas
        shadow = atlas.shadow()
        return 2 * max(shadow.get_width() - atlas.width, shadow.get_height() - atlas.height,
                       *map(abs, atlas.shadow_offset()), 4)

    def _pile_area(self, place: Place, rects: list[pygame.Rect]) -> pygame.Rect:
        """Where a pile draws: its mat, its cards, and the stock's counters around it."""
        slot = self.look.board.slot(place)
        area = slot.unionall(rects) if rects else pygame.Rect(slot)
        if place.kind is PileKind.STOCK:
            area = area.inflate(0, self.look.atlas.height)
        return area

    def _base(self, size: tuple[int, int]) -> pygame.Surface:
        """What lies under the cards (the felt, the bar's shade, the trays and the mats),
        drawn once for this board, palette and atlas: the still table is drawn again each
        time a card lands (a Finish: every frame), and this is most of its pixels."""
        look = self.look
        board, atlas, palette = look.board, look.atlas, look.palette
        key = (size, palette, id(board), id(atlas), look.game.can_redeal())
        if self._base_key != key or self._base_image is None:
            base = allocator.screen_sized(size)
            base.blit(th.felt(size, palette), (0, 0))
            shade = pygame.Surface(board.bar.size, pygame.SRCALPHA)
            shade.fill(palette.bar_shade)
            base.blit(shade, board.bar.topleft)
            for tray in board.trays:
                base.blit(atlas.tray(tray.size), tray.topleft)
            for place, slot in board.slots.items():
                if slot.mat:
                    base.blit(self._mat(place), slot.rect.topleft)
            self._base_key, self._base_image = key, base
        return self._base_image

    def _mat(self, place: Place) -> pygame.Surface:
        atlas, game = self.look.atlas, self.look.game
        if place.kind is PileKind.FOUNDATION:
            return atlas.mat("foundation", game.foundation_suit(place.index or 0))
        if place.kind is PileKind.COLUMN and game.empty_column_rank is not None:
            return atlas.mat("king")
        if place.kind is PileKind.STOCK and game.can_redeal():
            return atlas.mat("redeal")
        if place.kind is PileKind.CELL:
            return atlas.mat("cell")
        return atlas.mat("plain")
