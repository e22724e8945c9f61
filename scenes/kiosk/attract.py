"""Kiosk mode's attract screen: a demo game playing itself under "Touch the screen to play"
(the words blink between bright and dim).

The demo's moves come from the solver; deals follow a fixed sequence (no randomness). With
``demo=False`` (``kiosk_attract = "menu"``) only the banner shows over the felt; with
``banner=False`` too, only the felt (the kiosk's last resort after crash loops: nothing on it
can fail).
"""

from __future__ import annotations

import logging

import pygame

from game import VARIANTS, get_variant, solver
from game.i18n import N_, _
from game.moves import Move
from game.variant import Status, Variant
from scenes import games
from scenes.base import Context, Scene, Screen
from scenes.table.board import Board
from scenes.ui import text
from scenes.ui.atlas import atlas_for
from scenes.ui.theme import CardPalette

log = logging.getLogger("solitaire.kiosk")

MSG_TOUCH_TO_PLAY = N_("Touch the screen to play")
MOVE_SECONDS = 0.9
PAUSE_SECONDS = 3.0
MAX_DEMO_MOVES = 200
SOLVE_BUDGET = 0.010  # seconds of search per frame while the demo deal is being solved
SOLVE_TIMEOUT = 1.0  # then the game's best guesses: the deal must start moving soon
BANNER_BLINK = 1.0


class AttractScene(Scene):
    """A demo game that plays itself, moves from the solver, under "Touch the screen to play".

    Deals follow a fixed sequence (no randomness); a deal the solver cannot finish in time is
    played with the game's best-guess moves until it is stuck. With ``kiosk_attract = "menu"``
    it shows only the banner over the felt. Redraws happen about once a move, so it stays cheap.
    """

    screen = Screen.ATTRACT

    def __init__(self, ctx: Context, demo: bool = True, banner: bool = True) -> None:
        super().__init__(ctx)
        self.demo = demo
        self.banner = banner
        self.count = 0
        self.game: Variant | None = None
        self.board: Board | None = None
        self.plan: list[Move] = []
        self.job: solver.SolveJob | None = None
        self.timer = 0.0
        self.pause = 0.0
        self.moves = 0
        self.blink = 0.0
        self.banner_on = True
        self.background: pygame.Surface | None = None

    def enter(self) -> None:
        super().enter()
        if self.demo and self.game is None:
            self.next_deal()

    def layout(self) -> None:
        self.background = None
        if self.game is not None:
            self._make_board()

    # --- the demo -------------------------------------------------------------------------
    def demo_games(self) -> list[str]:
        return [n for n in VARIANTS if solver.has_solver(n)] or games.names()

    def next_deal(self) -> None:
        names = self.demo_games()
        name = names[self.count % len(names)]
        deal = 1 + (self.count * 7919 + 104_729) % 999_983
        self.count += 1
        self.game = get_variant(name).new(deal)
        self.plan, self.moves, self.timer, self.pause = [], 0, 0.0, 0.0
        self.job = solver.SolveJob(self.game, SOLVE_TIMEOUT)
        self._make_board()

    def _make_board(self) -> None:
        assert self.game is not None
        self.board = Board.for_game(self.game, self.ctx.size, large=self.ctx.metrics.large)

    def _next_move(self) -> Move | None:
        assert self.game is not None
        if self.plan:
            return self.plan.pop(0)
        return solver.default_heuristic(self.game)

    def update(self, dt: float) -> bool:
        changed = self._blink(dt) if self.banner else False
        if not self.demo or self.game is None:
            return changed
        if self.job is not None:
            result = self.job.step(SOLVE_BUDGET)
            if result is None:
                return changed
            if result.verdict is solver.Verdict.WINNABLE and result.moves:
                self.plan = list(result.moves)
            self.job = None
        if self.pause > 0:
            self.pause -= dt
            if self.pause <= 0:
                self.next_deal()
                return True
            return changed
        self.timer += dt
        if self.timer < MOVE_SECONDS:
            return changed
        self.timer = 0.0
        move = self._next_move() if self.moves < MAX_DEMO_MOVES else None
        if move is None or self.game.status is not Status.PLAYING:
            self.pause = PAUSE_SECONDS
            return changed
        try:
            self.game.play(move)
        except Exception:  # a plan that no longer fits: start another deal
            log.exception("demo move %s refused", move)
            self.pause = PAUSE_SECONDS
            return changed
        self.moves += 1
        return True

    def _blink(self, dt: float) -> bool:
        self.blink += dt
        if self.blink < BANNER_BLINK:
            return False
        self.blink = 0.0
        self.banner_on = not self.banner_on
        return True

    # --- drawing --------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        p = self.ctx.palette
        if self.background is None or self.background.get_size() != surface.get_size():
            self.background = pygame.Surface(surface.get_size())
            self.background.fill(p.felt_centre)
        surface.blit(self.background, (0, 0))
        if self.game is not None and self.board is not None:
            self._draw_game(surface, self.game, self.board, self.ctx.palette.cards)
        if self.banner:
            self._draw_banner(surface)

    @staticmethod
    def _draw_game(surface: pygame.Surface, game: Variant, board: Board,
                   colours: CardPalette) -> None:
        atlas = atlas_for(board.card_w, cards=colours)
        for place in board.places():
            cards = game.pile(place)
            if not cards:
                if board.slots[place].mat:
                    surface.blit(atlas.mat(), board.slot(place))
                continue
            for index, (card, rect) in enumerate(
                zip(cards, board.pile_rects(game, place), strict=False)
            ):
                face = atlas.face(card) if game.face_up(place, index) else atlas.back()
                surface.blit(face, rect)

    def _draw_banner(self, surface: pygame.Surface) -> None:
        p = self.ctx.palette
        width, height = surface.get_size()
        size = max(20, round(min(width, height) * 0.055))
        message = _(MSG_TOUCH_TO_PLAY)
        fitted = text.fit_size(message, width - 2 * size, size, bold=True)  # Hungarian is long
        # The blink dims the words rather than taking them away: a dark band with nothing
        # in it, every other second, looked like something left behind.
        label = text.render(message, fitted, p.ink if self.banner_on else p.ink_soft, bold=True)
        band = pygame.Rect(0, 0, width, round(size * 2.2))
        band.centery = round(height * 0.82)
        shade = pygame.Surface(band.size, pygame.SRCALPHA)
        shade.fill(p.banner_shade)
        surface.blit(shade, band)
        surface.blit(label, label.get_rect(center=band.center))

