"""The results dialog: won or no more moves, the score large, moves and time, the game code.

A modal overlay over the finished table. It records nothing: the session has counted the
result (at once for a win, when the table accepted Golf's "stuck"). Play again deals the same
cards, New deal a random deal of the same game and option, Menu goes back to the menu.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.i18n import _, format_date, format_duration, format_number
from game.variant import Status
from scenes import games
from scenes import theme as th
from scenes.base import Scene, is_back
from scenes.drawing import draw_panel, draw_text, scrim
from scenes.geometry import centred, split_row

if TYPE_CHECKING:
    from scenes.app import App


class ResultsScene(Scene):
    overlay = True

    def __init__(self, app: App, session: Any) -> None:
        super().__init__(app)
        self.session = session
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.rows: dict[str, pygame.Rect] = {}
        self.again_button: Any = None
        self.new_button: Any = None
        self.menu_button: Any = None

    @property
    def won(self) -> bool:
        return bool(self.session.game.status is Status.WON)

    def headline(self) -> str:
        return _("You won!") if self.won else _("No more possible moves")

    def layout(self) -> None:
        m = th.metrics(self.app.size)
        W, H = self.app.size
        pad = max(m.gap, m.px(24))
        row = max(m.touch, m.px(60))
        width = min(W - 2 * m.margin, m.px(720))
        score = th.nearest_font_size(m.px(84))
        names = ["headline", "game", "score", "details", "code", "gap", "buttons"]
        heights = [
            m.title + m.px(12), m.body + m.px(8), round(score * 1.2), m.body + m.px(10),
            m.small + m.px(10), m.px(4), row,
        ]
        height = min(sum(heights) + m.gap * (len(names) - 1) + 2 * pad, H - 2 * m.margin)
        self.panel = centred((width, height), pygame.Rect(0, 0, W, H))
        y = self.panel.y + pad
        self.rows = {}
        for name, h in zip(names, heights, strict=True):
            self.rows[name] = pygame.Rect(self.panel.x + pad, y, width - 2 * pad, h)
            y += h + m.gap
        self.score_size = score

    def build_ui(self) -> None:
        m = th.metrics(self.app.size)
        again, new, menu = split_row(self.rows["buttons"], 3, m.gap)
        has_deal = self.session.game.deal is not None or self.session.layout is not None
        self.again_button = self.button(again, _("Play again"), self.play_again,
                                        enabled=has_deal)
        self.new_button = self.button(new, _("New deal"), self.new_deal, kind="primary")
        self.menu_button = self.button(menu, _("Menu"), self.app.to_menu)

    def handle_event(self, event: pygame.event.Event) -> None:
        if is_back(event):
            self.app.to_menu()

    def play_again(self) -> None:
        self.app.open_table(self.session.replay_same())

    def new_deal(self) -> None:
        self.app.choose_game(self.session.name, self.session.options)

    def draw(self, surface: pygame.Surface) -> None:
        m = th.metrics(self.app.size)
        scrim(surface)
        draw_panel(surface, self.panel, m.radius, border=th.ACCENT if self.won else None)
        game = self.session.game
        draw_text(surface, self.headline(), m.title, th.ACCENT if self.won else th.INK,
                    self.rows["headline"], align="center", bold=True)
        what = f"{games.title(game.name)} · {games.option_title(game.name, game.options)}"
        daily = getattr(self.session, "daily_date", None)
        if daily is not None:
            what = _("{game}, daily deal of {date}").format(game=what, date=format_date(daily))
        draw_text(surface, what, m.body, th.INK_SOFT, self.rows["game"], align="center")
        draw_text(surface, format_number(game.score), self.score_size, th.INK,
                    self.rows["score"], align="center", bold=True)
        details = _("Moves: {moves}   Time: {time}").format(
            moves=format_number(game.moves), time=format_duration(self.session.elapsed)
        )
        draw_text(surface, details, m.body, th.INK, self.rows["details"], align="center")
        code = game.code
        if code:
            draw_text(surface, _("Game code: {code}").format(code=code), m.small,
                        th.INK_SOFT, self.rows["code"], align="center")
