"""What the card table looks like: the still table, the lit piles, the cards in the air and in
the hand. It draws what the engine's position is; it decides nothing.

A frame is the still table (``scenes.table.still``: one cached picture of the felt, the mats
and every card at rest, drawn again only where the position, the held cards or the flights
changed: ``dirty``), the lit targets and the hint, then the cards in the air and in the hand
(``scenes.table.motion``). When the table is on top and nothing under them changed, only the
spots drawn over it last frame (and the bar, under pygame_gui's buttons) are restored from the
cache, so a drag frame touches a few small rectangles (``begin`` ... ``end``).
"""

from __future__ import annotations

import pygame

from game.moves import FOUNDATION, WASTE, Move, PileKind, Place
from game.variant import Variant
from scenes import allocator
from scenes.base import Context
from scenes.table.board import Board
from scenes.table.celebration import Celebration
from scenes.table.ghost import HintShow, draw_hint, hint_show
from scenes.table.motion import Held, Key, Motion, Spot, spots
from scenes.table.sprites import Animator
from scenes.table.still import Look, StillTable
from scenes.ui import theme as th
from scenes.ui.atlas import CardAtlas
from scenes.ui.theme import CardPalette

__all__ = ["HintShow", "Key", "Spot", "TableView", "atlas_of", "get_ready", "table_atlas"]


class TableView:
    """One game's table as drawn, for the board and card atlas of the window's size."""

    def __init__(self, game: Variant, board: Board, atlas: CardAtlas,
                 palette: th.Palette) -> None:
        self.look = Look(game, board, atlas, palette)
        self.still = StillTable(self.look)
        self.motion = Motion(self.look)
        self.targets: list[Place] = []
        self.preview = False  # targets lit by a long press
        self.hint: HintShow | None = None
        self.dirty = True  # the still table must be drawn again
        self._valid = False  # the screen holds last frame's table: patch it, do not redraw
        self._drawn: list[pygame.Rect] = []  # what was drawn over the still table last frame
        self._areas: list[pygame.Rect] | None = None  # the piles' areas, while the table stands

    @property
    def game(self) -> Variant:
        return self.look.game

    @game.setter
    def game(self, game: Variant) -> None:  # a review or an example shows another position
        self.look.game = game

    @property
    def board(self) -> Board:
        return self.look.board

    @property
    def atlas(self) -> CardAtlas:
        return self.look.atlas

    @property
    def palette(self) -> th.Palette:
        return self.look.palette

    @property
    def anim(self) -> Animator:
        return self.motion.anim

    @property
    def held(self) -> Held | None:
        return self.motion.held

    @property
    def static(self) -> pygame.Surface | None:
        """The still table as last drawn."""
        return self.still.static

    def layout(self, board: Board, atlas: CardAtlas, palette: th.Palette) -> None:
        """A new window size (or theme): motion ends, the hand lets go, everything is drawn
        anew."""
        self.drop_held()
        self.motion.stop()
        self.look.board, self.look.atlas, self.look.palette = board, atlas, palette
        self.dirty = True
        self._areas = None
        self.forget_screen()

    def forget_screen(self) -> None:
        """The screen no longer holds last frame's table (another screen was on top, or a
        celebration): the next frame starts from the whole still table."""
        self._valid = False

    # --- the hand -------------------------------------------------------------------------
    def pick_up(self, place: Place, index: int, start: tuple[int, int],
                pos: tuple[int, int], targets: list[Place], now: float = 0.0) -> None:
        """The finger at ``start`` took the cards of ``place`` from ``index`` at ``now``: they
        lift (grow a little, their shadow deepening) over LIFT_S; ``targets`` light up."""
        self.motion.pick_up(place, index, start, pos, now)
        self.targets = targets
        self.preview = False
        self.dirty = True

    def snap_back(self, animate: bool, shake: bool = False) -> None:
        """The held cards go home (gliding when ``animate``; shaking first, a refusal, when
        ``shake``)."""
        if self.held is not None:
            self.motion.snap_back(animate, shake)
            self._let_go()

    def drop_held(self) -> None:
        """Forget the held cards (they are home, or have been played)."""
        if self.held is not None:
            self.motion.held = None
            self._let_go()

    def _let_go(self) -> None:
        self.targets = []
        self.dirty = True

    def finish_motion(self) -> None:
        """Every card lands at once."""
        if self.anim.finish():
            self.dirty = True

    # --- flights ----------------------------------------------------------------------------
    def spots(self) -> dict[Key, Spot]:
        """Every card's place, face and rectangle as the position stands."""
        return spots(self.game, self.board)

    def animate(self, before: dict[Key, Spot], starts: dict[Key, pygame.Rect],
                move: Move | None) -> None:
        """Fly every card whose place, face or position changed from where it was
        (``starts``: where dropped cards were let go)."""
        self.motion.fly(before, starts, move)

    def deal(self, size: tuple[int, int]) -> None:
        """Every card flies from the stock (or from below the window) to its place."""
        self.motion.deal(size)

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

    def show_hint(self, move: Move, words: str = "") -> HintShow:
        """Show ``move`` as a hint (``scenes.table.ghost``) until the next touch."""
        self.hint = hint_show(self.game, self.board, self.atlas, move, self.hint_keys(move),
                              words)
        return self.hint

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
        static = self.still.static
        full = not self._valid or static is None
        changed: list[pygame.Rect] | None = []
        if static is None or self.dirty or static.get_size() != surface.get_size():
            changed = self.still.rebuild(surface, self.hidden_keys())
            self.dirty = False
            self._areas = None
        static = self.still.static
        assert static is not None
        if full or changed is None:
            surface.blit(static, (0, 0))
        else:
            for rect in (*self._drawn, *changed):
                surface.blit(static, rect, rect)
            surface.blit(static, self.board.bar, self.board.bar)
        drawn: list[pygame.Rect] = []
        self._draw_highlights(surface, drawn, now)
        self.motion.draw(surface, drawn, now)
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
        return self.motion.hidden_keys()

    def draw_still(self, dest: pygame.Surface, hidden: set[Key]) -> None:
        """The felt, the bar's shade, the mats and every card but the ``hidden`` ones (only
        the piles within ``dest``'s clip, when it has one)."""
        self.still.draw(dest, hidden)

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
            drawn += draw_hint(surface, self.hint, atlas, self.palette.hint_glow,
                               self.palette.cards.face, now)


RIBBON = 13  # cards in the win's ribbon


def celebration_colours(p: th.Palette) -> list[th.RGB]:
    """The confetti: the theme's accent, the hint's light, the cards' red, paper white and a
    fresh green."""
    return [p.accent, p.hint_glow, p.cards.red, p.knob, p.coach_drop]


class _TableAtlases:
    """The card atlas of the tables, one card size at a time (the menu readies the likeliest
    table's while it idles; a table of another size draws the faces it shows as it needs
    them). Each size costs 10-30 MB at full HD, so the others are let go (three kept cost
    95 MB more after ten games of four kinds)."""

    KEEP = 1

    def __init__(self) -> None:
        self.atlases: dict[tuple[int, bool, int, CardPalette], CardAtlas] = {}

    def __call__(self, width: int, four_colour: bool, back: int, cards: CardPalette
                 ) -> CardAtlas:
        key = (width, four_colour, back, cards)
        atlas = self.atlases.pop(key, None)
        if atlas is None:
            atlas = CardAtlas(width, four_colour=four_colour, back_style=back, cards=cards)
        self.atlases[key] = atlas  # the newest last
        while len(self.atlases) > self.KEEP:
            del self.atlases[next(iter(self.atlases))]
        return atlas


table_atlas = _TableAtlases()


def atlas_of(ctx: Context, board: Board) -> CardAtlas:
    """The card faces of a table on ``board``, in the player's deck and the theme's colours."""
    settings = ctx.store.settings
    return table_atlas(board.card_w, bool(settings.four_colour), int(settings.card_back),
                       ctx.palette.cards)


def get_ready(ctx: Context, game: Variant, faces: int) -> bool:
    """Ready a table of ``game``'s kind at this size before it opens: draw up to ``faces``
    more of its card faces (while nothing else moves, a few a frame); True while some are
    left."""
    board = Board.for_game(game, ctx.size, left_handed=bool(ctx.store.settings.left_handed),
                           large=ctx.metrics.large)
    return not atlas_of(ctx, board).warm(faces)
