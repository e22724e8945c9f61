"""What the card table looks like: the still table, the lit piles, the cards in the air and in
the hand. It draws what the engine's position is; it decides nothing.

The still table (felt, the bar's shade, mats and every card not in motion or in the hand) is
one cached surface, rebuilt only when the position, the held cards or the flights change
(``dirty``). A frame is that surface, the lit targets and the hint, the cards in the air and
the held cards; when the table is on top and nothing under them changed, only the spots drawn
over it last frame (and the bar, under pygame_gui's buttons) are restored from the cache, so
a drag frame touches a few small rectangles (``begin`` ... ``end``).

Moves fly: after each action every card whose place, face or spot changed flies from where
it was (``animate``); the deal flies from the stock.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

import pygame

from game.cards import Card
from game.moves import FOUNDATION, STOCK, WASTE, Move, PileKind, Place
from game.variant import Variant
from scenes import allocator
from scenes.table import pile_counters
from scenes.table.board import Board, Fan
from scenes.table.celebration import Celebration
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
from scenes.ui import atlas as card_atlas
from scenes.ui import easing
from scenes.ui import theme as th
from scenes.ui.atlas import CardAtlas, atlas_for, index_depth
from scenes.ui.theme import CardPalette

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


@dataclass
class HintShow:
    """The cards a hint points at, pulsing for ``left`` more seconds."""

    places: list[Key]
    left: float


class TableView:
    """One game's table as drawn, for the board and card atlas of the window's size."""

    def __init__(self, game: Variant, board: Board, atlas: CardAtlas,
                 palette: th.Palette) -> None:
        self.game = game
        self.board = board
        self.atlas = atlas
        self.palette = palette
        self.anim = Animator()
        self.held: Held | None = None
        self.targets: list[Place] = []
        self.preview = False  # targets lit by a long press
        self.hint: HintShow | None = None
        self.static: pygame.Surface | None = None
        self.dirty = True  # the still table must be drawn again
        self._valid = False  # the screen holds last frame's table: patch it, do not redraw
        self._drawn: list[pygame.Rect] = []  # what was drawn over the still table last frame
        self._areas: list[pygame.Rect] | None = None  # the piles' areas, while the table stands
        # Cards drawn bigger as they lift and settle, by face and size step (drawn once).
        self._grown: dict[tuple[int, int], pygame.Surface] = {}
        self._base_image: pygame.Surface | None = None  # under the cards (``_base``)
        self._base_key: tuple[object, ...] | None = None
        self._signed: dict[Any, Any] | None = None  # what the still table shows (``_signs``)

    def layout(self, board: Board, atlas: CardAtlas, palette: th.Palette) -> None:
        """A new window size (or theme): motion ends, the hand lets go, everything is drawn
        anew."""
        self.anim.finish()
        self.drop_held()
        self.board, self.atlas, self.palette = board, atlas, palette
        self.dirty = True
        self._areas = None
        self._grown.clear()
        self.forget_screen()

    def forget_screen(self) -> None:
        """The screen no longer holds last frame's table (another screen was on top, or a
        celebration): the next frame starts from the whole still table."""
        self._valid = False

    # --- the hand -------------------------------------------------------------------------
    def pick_up(self, place: Place, index: int, start: tuple[int, int],
                pos: tuple[int, int], targets: list[Place], now: float = 0.0) -> None:
        """The finger at ``start`` took the cards of ``place`` from ``index`` at ``now``: they
        lift (grow a little, their shadow deepening) over LIFT_S."""
        cards = self.game.pile(place)[index:]
        home = self.board.pile_rects(self.game, place)[index:]
        offset = (start[0] - home[0].x, start[1] - home[0].y)
        faces = [self._face(c, r, home[i + 1:i + 2])
                 for i, (c, r) in enumerate(zip(cards, home, strict=True))]
        self.held = Held(place, index, cards, home, offset, pos, faces, now)
        self.targets = targets
        self.preview = False
        self.dirty = True

    def snap_back(self, animate: bool, shake: bool = False) -> None:
        """The held cards go home (gliding when ``animate``; shaking first, a refusal, when
        ``shake``)."""
        held = self.held
        if held is None:
            return
        if animate:
            swing = self.atlas.width * SHAKE_SHARE if shake else 0.0
            self.anim.add(
                Flight(card, (held.place, held.index + i), r.topleft, home.topleft, SNAP_S,
                       shake=SHAKE_S if shake else 0.0, shake_px=swing,
                       scale_from=LIFT_SCALE)
                for i, (card, r, home) in enumerate(zip(held.cards, held.rects(), held.home,
                                                        strict=True))
            )
        self.drop_held()

    def drop_held(self) -> None:
        """Forget the held cards (they are home, or have been played)."""
        if self.held is not None:
            self.held = None
            self.targets = []
            self.dirty = True

    def finish_motion(self) -> None:
        """Every card lands at once."""
        if self.anim.finish():
            self.dirty = True

    # --- flights ----------------------------------------------------------------------------
    def spots(self) -> dict[Key, Spot]:
        """Every card's place, face and rectangle as the position stands."""
        game, board = self.game, self.board
        out: dict[Key, Spot] = {}
        for place in board.places():
            cards = game.pile(place)
            for i, rect in enumerate(board.pile_rects(game, place)):
                out[(place, i)] = (cards[i], game.face_up(place, i), rect)
        return out

    def animate(self, before: dict[Key, Spot], starts: dict[Key, pygame.Rect],
                move: Move | None) -> None:
        """Fly every card whose place, face or position changed from where it was
        (``starts``: where dropped cards were let go)."""
        after = self.spots()
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
        board = self.board
        if STOCK in board.slots:
            origin = board.slot(STOCK).topleft
        else:
            origin = ((size[0] - board.card_w) // 2, size[1])
        by_row = sorted(self.spots().items(), key=lambda kv: (kv[0][1], kv[1][2].x))
        dealt = [(key, spot) for key, spot in by_row if key[0].kind is not PileKind.STOCK]
        self.anim.add(
            Flight(card, key, origin, rect.topleft, DEAL_S, delay=delay, face_from=False,
                   face_to=up)
            for ((key, (card, up, rect)), delay) in zip(dealt, deal_delays(len(dealt)),
                                                       strict=True))

    def hint_keys(self, move: Move) -> list[Key]:
        """The cards a hinted move concerns: what moves and where it goes."""
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

    def celebration(self, size: tuple[int, int]) -> Celebration:
        """The win: the cards at the top of the home piles (the foundations, else the waste)
        rise into a ribbon in the middle of the table (``scenes.table.celebration``)."""
        self.anim.finish()
        self.drop_held()
        game, board = self.game, self.board
        homes = [p for p in board.places() if p.kind is PileKind.FOUNDATION]
        if not homes:
            homes = [p for p in board.places() if p.kind is PileKind.WASTE]
        stacks = {p: list(zip(game.pile(p), board.pile_rects(game, p), strict=True))
                  for p in homes}
        rising: list[tuple[pygame.Surface, tuple[int, int]]] = []
        hide: set[Key] = set()
        depth = max((len(s) for s in stacks.values()), default=0)
        levels = min(depth, max(1, RIBBON // max(1, len(homes))))  # whole rows of tops
        for level in range(levels):  # the tops first, then the cards under them, in turn
            for p in homes:
                stack = stacks[p]
                if level < len(stack):
                    i = len(stack) - 1 - level
                    card, rect = stack[i]
                    rising.append((self.atlas.face(card), rect.topleft))
                    hide.add((p, i))
        background = allocator.screen_sized(size)
        self.draw_still(background, hide)
        area = pygame.Rect(0, board.bar.bottom, size[0], size[1] - board.bar.bottom)
        atlas = self.atlas
        shadows = ((atlas.shadow(), atlas.shadow_offset()),
                   (atlas.shadow(True), atlas.shadow_offset(True)))
        palette = self.palette
        return Celebration(background, rising, area, celebration_colours(palette),
                           palette.accent, shadows)

    # --- the frame --------------------------------------------------------------------------
    def begin(self, surface: pygame.Surface, now: float) -> list[pygame.Rect]:
        """Put the still table on ``surface`` (whole, or patched where last frame drew over
        it), then the lit piles, the cards in the air and in the hand; returns where those
        were drawn (the caller adds what it draws over them, then calls ``end``)."""
        full = not self._valid or self.static is None
        changed: list[pygame.Rect] | None = []
        if self.static is None or self.dirty or self.static.get_size() != surface.get_size():
            changed = self._rebuild_static(surface)
        assert self.static is not None
        if full or changed is None:
            surface.blit(self.static, (0, 0))
        else:
            for rect in (*self._drawn, *changed):
                surface.blit(self.static, rect, rect)
            surface.blit(self.static, self.board.bar, self.board.bar)
        drawn: list[pygame.Rect] = []
        self._draw_highlights(surface, drawn, now)
        self._draw_flights(surface, drawn)
        self._draw_held(surface, drawn, now)
        return drawn

    def end(self, surface: pygame.Surface, drawn: list[pygame.Rect], patchable: bool) -> None:
        """Remember what was drawn over the still table; ``patchable``: the frame went onto
        the real screen with the table on top, so the next one may patch it."""
        screen = surface.get_rect()
        self._drawn = [r.clip(screen) for r in drawn if r.colliderect(screen)]
        self._valid = patchable

    def pile_areas(self) -> list[pygame.Rect]:
        """Where each pile lies now, its cards or its mat: what a notice must leave clear."""
        if self._areas is None:
            game, board = self.game, self.board
            self._areas = []
            for place in board.places():
                rects = board.pile_rects(game, place) or [board.slot(place)]
                self._areas.append(rects[0].unionall(rects[1:]))
        return self._areas

    def hidden_keys(self) -> set[Key]:
        """Cards not on the still table: in the air or in the hand."""
        hidden: set[Key] = {k for k in self.anim.hidden() if isinstance(k, tuple)}
        if self.held is not None:
            h = self.held
            hidden.update((h.place, h.index + i) for i in range(len(h.cards)))
        return hidden

    def _rebuild_static(self, surface: pygame.Surface) -> list[pygame.Rect] | None:
        """Draw the still table again where it changed: only the piles whose cards, faces,
        spots or hidden cards differ from last time (a card landing in a Finish redraws two
        piles, not 104 cards), the whole of it when the board, atlas or what lies under the
        cards changed. Returns where it changed (None: everywhere)."""
        size = surface.get_size()
        whole = self.static is None or self.static.get_size() != size
        if self.static is None or whole:
            self.static = allocator.screen_sized(size)
        hidden = self.hidden_keys()
        base_key = self._base_key
        self._base(size)
        signs = self._signs(hidden)
        regions = None
        if not whole and self._signed is not None and base_key == self._base_key:
            regions = self._changed(self._signed, signs)
        if regions is None:
            self.draw_still(self.static, hidden)
        for region in regions or ():
            self.static.set_clip(region)
            self.draw_still(self.static, hidden)
        self.static.set_clip(None)
        self._signed = signs
        self.dirty = False
        self._areas = None
        return regions

    def _signs(self, hidden: set[Key]) -> dict[Any, Any]:
        """What the still table shows of each pile (and the board and atlas it is drawn
        with): when one of these changes, that pile is drawn again."""
        game, board = self.game, self.board
        signs: dict[Any, Any] = {"board": (id(board), id(self.atlas))}
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
        shadow = self.atlas.shadow()
        return 2 * max(shadow.get_width() - self.atlas.width,
                       shadow.get_height() - self.atlas.height,
                       *map(abs, self.atlas.shadow_offset()), 4)

    def _pile_area(self, place: Place, rects: list[pygame.Rect]) -> pygame.Rect:
        """Where a pile draws: its mat, its cards, and the stock's counters around it."""
        slot = self.board.slot(place)
        area = slot.unionall(rects) if rects else pygame.Rect(slot)
        if place.kind is PileKind.STOCK:
            area = area.inflate(0, self.atlas.height)
        return area

    def draw_still(self, dest: pygame.Surface, hidden: set[Key]) -> None:
        """The felt, the bar's shade, the mats and every card but the ``hidden`` ones (only
        the piles within ``dest``'s clip, when it has one)."""
        dest.blit(self._base(dest.get_size()), (0, 0))
        game, board, atlas = self.game, self.board, self.atlas
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
                image = (self._face(cards[i], rect, over) if game.face_up(place, i)
                         else atlas.back())
                off = atlas.shadow_offset()
                dest.blit(atlas.shadow(), (rect.x + off[0], rect.y + off[1]))
                dest.blit(image, rect.topleft)
        pile_counters.draw(dest, game, board, self.palette)

    def _base(self, size: tuple[int, int]) -> pygame.Surface:
        """What lies under the cards (the felt, the bar's shade, the trays and the mats),
        drawn once for this board, palette and atlas: the still table is drawn again each
        time a card lands (a Finish: every frame), and this is most of its pixels."""
        key = (size, self.palette, id(self.board), id(self.atlas), self.game.can_redeal())
        if self._base_key != key or self._base_image is None:
            base = allocator.screen_sized(size)
            base.blit(th.felt(size, self.palette), (0, 0))
            bar = self.board.bar
            shade = pygame.Surface(bar.size, pygame.SRCALPHA)
            shade.fill(self.palette.bar_shade)
            base.blit(shade, bar.topleft)
            board, atlas = self.board, self.atlas
            for tray in board.trays:
                base.blit(atlas.tray(tray.size), tray.topleft)
            for place in board.places():
                base.blit(self._mat(place), board.slot(place).topleft)
            self._base_key, self._base_image = key, base
        return self._base_image

    def _face(self, card: Card, rect: pygame.Rect, over: list[pygame.Rect]) -> pygame.Surface:
        """A face as the card lying ``over`` it (if any) lets it show: a squeezed column's
        strip too short for the corner index shows the strip index."""
        if over and 0 < over[0].top - rect.top < index_depth(self.atlas.width) \
                and over[0].left == rect.left:
            return self.atlas.strip(card)
        return self.atlas.face(card)

    def _mat(self, place: Place) -> pygame.Surface:
        atlas, game = self.atlas, self.game
        if place.kind is PileKind.FOUNDATION:
            return atlas.mat("foundation", game.foundation_suit(place.index or 0))
        if place.kind is PileKind.COLUMN and game.empty_column_rank is not None:
            return atlas.mat("king")
        if place.kind is PileKind.STOCK and game.can_redeal():
            return atlas.mat("redeal")
        if place.kind is PileKind.CELL:
            return atlas.mat("cell")
        return atlas.mat("plain")

    def _top_rect(self, place: Place, index: int) -> pygame.Rect:
        rects = self.board.pile_rects(self.game, place)
        if not rects or index < 0:
            return self.board.slot(place)
        return rects[min(index, len(rects) - 1)]

    def _draw_highlights(self, surface: pygame.Surface, drawn: list[pygame.Rect],
                         now: float) -> None:
        atlas = self.atlas
        off = atlas.highlight_offset()
        ring = atlas.highlight()
        for place in self.targets:
            rect = self._top_rect(place, len(self.game.pile(place)) - 1)
            drawn.append(surface.blit(ring, (rect.x + off[0], rect.y + off[1])))
        if self.hint is not None:
            pulse = 0.5 + 0.5 * math.sin(now * math.tau * 1.2)
            alpha = round(110 + 145 * pulse)
            glow = atlas.highlight(self.palette.hint_glow)
            for place, index in self.hint.places:
                rect = self._top_rect(place, index)
                glow.set_alpha(alpha)
                drawn.append(surface.blit(glow, (rect.x + off[0], rect.y + off[1])))
            glow.set_alpha(255)  # None would stop its per-pixel alpha blending

    def _draw_flights(self, surface: pygame.Surface, drawn: list[pygame.Rect]) -> None:
        atlas = self.atlas
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

    def _draw_held(self, surface: pygame.Surface, drawn: list[pygame.Rect],
                   now: float) -> None:
        held = self.held
        if held is None:
            return
        lift = held.lift(now)
        for rect, face in zip(held.rects(), held.faces, strict=True):
            drawn += self._draw_lifted(surface, face, rect, lift)

    def _draw_lifted(self, surface: pygame.Surface, face: pygame.Surface, rect: pygame.Rect,
                     lift: float) -> list[pygame.Rect]:
        """A card ``lift`` of the way from resting (0) to lifted (1): grown about its centre,
        its shadow deeper and further."""
        image = self._grow(face, lift_step(lift))
        x = rect.x - (image.get_width() - rect.width) // 2
        y = rect.y - (image.get_height() - rect.height) // 2
        return [*self._draw_shadow(surface, rect.x, rect.y, lift), surface.blit(image, (x, y))]

    def _draw_shadow(self, surface: pygame.Surface, x: int, y: int, lift: float
                     ) -> list[pygame.Rect]:
        """The resting shadow, the lifted one, or both blended by ``lift``."""
        atlas = self.atlas
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

    def _grow(self, face: pygame.Surface, step: int) -> pygame.Surface:
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


RIBBON = 13  # cards in the win's ribbon


def celebration_colours(p: th.Palette) -> list[th.RGB]:
    """The confetti: the theme's accent, the hint's light, the cards' red, paper white and a
    fresh green."""
    return [p.accent, p.hint_glow, p.cards.red, p.knob, p.coach_drop]


class _OneSizeAtATime:
    """The card atlas for the tables. A table needs one card size at a time, and each size
    costs 10-20 MB at full HD: when the size (or deck) changes, the others are let go."""

    def __init__(self) -> None:
        self.key: tuple[int, bool, int, CardPalette] | None = None

    def __call__(self, width: int, four_colour: bool, back: int, cards: CardPalette
                 ) -> CardAtlas:
        key = (width, four_colour, back, cards)
        if self.key is not None and key != self.key:
            card_atlas.clear_cache()
        self.key = key
        return atlas_for(width, four_colour, back, cards)


table_atlas = _OneSizeAtATime()
