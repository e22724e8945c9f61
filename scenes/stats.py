"""Statistics: per game (tabs) and rule option (columns), with Reset behind a question (not in
kiosk mode, where the statistics are every visitor's).

Numbers use the language's own grouping (``format_number``), the win rate its percent form,
times ``format_duration``. The label column is at the reading start: the right in Hebrew.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from game import get_variant, i18n
from game.i18n import N_, _, format_duration, format_number
from game.store import GameStats
from scenes import games
from scenes import theme as th
from scenes.base import Scene, is_back
from scenes.drawing import draw_panel, draw_text
from scenes.geometry import end_side, split_row, start_side

if TYPE_CHECKING:
    from scenes.app import App

ROWS: tuple[tuple[str, str], ...] = (
    ("played", N_("Played")),
    ("won", N_("Won")),
    ("win_rate", N_("Win rate")),
    ("best_score", N_("Best score")),
    ("fewest_moves", N_("Fewest moves")),
    ("fastest", N_("Fastest win")),
    ("current_streak", N_("Current streak")),
    ("best_streak", N_("Best streak")),
)
NONE = "—"


def stat_text(stats: GameStats, key: str) -> str:
    """One figure as the player reads it in the current language."""
    lang = i18n.get_language()
    if key == "win_rate":
        if not stats.played:
            return NONE
        # Imported here, as game.i18n does: babel takes tens of ms to load, and the App
        # (which imports every screen) must not make the first frame wait for it.
        from babel.numbers import format_percent

        return str(format_percent(stats.win_rate / 100, locale=lang, format="#,##0.#%"))
    if key == "fastest":
        return NONE if stats.fastest_seconds is None else format_duration(stats.fastest_seconds)
    value = getattr(stats, key)
    return NONE if value is None else format_number(value)


class StatsScene(Scene):
    def __init__(self, app: App, game: str | None = None) -> None:
        super().__init__(app)
        self.game = games.known(game)
        self.back_button: Any = None
        self.reset_button: Any = None
        self.tabs: dict[Any, str] = {}
        self.top = pygame.Rect(0, 0, 0, 0)
        self.table = pygame.Rect(0, 0, 0, 0)
        self.bottom = pygame.Rect(0, 0, 0, 0)

    def layout(self) -> None:
        m = th.metrics(self.app.size)
        W, H = self.app.size
        top_h = max(m.touch, m.px(60))
        self.top = pygame.Rect(m.margin, m.margin, W - 2 * m.margin, top_h)
        row = max(m.touch, m.px(58))
        self.bottom = pygame.Rect(0, H - m.margin - row, min(W - 2 * m.margin, m.px(420)), row)
        self.bottom.centerx = W // 2
        width = min(W - 2 * m.margin, m.px(900))
        self.table = pygame.Rect(0, self.top.bottom + m.gap * 2, width, 0)
        self.table.centerx = W // 2
        self.table.height = self.bottom.y - m.gap * 2 - self.table.y

    def build_ui(self) -> None:
        m = th.metrics(self.app.size)
        back_w = max(m.touch * 2, m.px(140))
        self.back_button = self.button(start_side(self.top, back_w), _("Back"), self.app.back)
        tabs_area = end_side(self.top, self.top.width - back_w - m.gap * 2)
        tabs_area = end_side(tabs_area, min(tabs_area.width, m.px(720)))
        self.tabs = {}
        names = games.names()
        for rect, name in zip(split_row(tabs_area, len(names), m.gap), names, strict=True):
            kind = "selected" if name == self.game else "tab"
            tab = self.button(rect, games.title(name), partial(self.select, name), kind=kind)
            self.tabs[tab] = name
        # A kiosk's statistics are every visitor's: no visitor resets them.
        self.reset_button = None if self.app.kiosk else self.button(
            self.bottom, _("Reset statistics"), self.ask_reset, kind="danger")

    def select(self, game: str) -> None:
        self.game = game
        self.rebuild()

    def handle_event(self, event: pygame.event.Event) -> None:
        if is_back(event):
            self.app.back()

    def ask_reset(self) -> None:
        self.app.confirm(_("Reset the statistics of all games? This cannot be undone."),
                         _("Reset"), self.reset)

    def reset(self) -> None:
        if self.app.kiosk:
            return
        self.app.store.reset_stats()
        self.app.dirty = True

    def columns(self) -> list[str]:
        return list(get_variant(self.game).option_codes())

    def draw(self, surface: pygame.Surface) -> None:
        m = th.metrics(self.app.size)
        surface.blit(th.felt(self.app.size), (0, 0))
        options = self.columns()
        stats = [self.app.store.stats.get(self.game, o) for o in options]
        n_rows = len(ROWS) + 1
        row_h = min(m.px(64), self.table.height // n_rows)
        frame = pygame.Rect(self.table.x, self.table.y, self.table.width, row_h * n_rows)
        draw_panel(surface, frame, m.radius, th.FRAME, th.PANEL_BORDER)
        pad = m.gap
        inner = frame.inflate(-2 * pad, 0)
        weights = [1.6] + [1.0] * len(options)
        cells = split_row(pygame.Rect(inner.x, frame.y, inner.width, row_h), len(weights),
                            pad, weights=weights)
        size = m.body
        header_size = m.body
        for c, option in enumerate(options, start=1):
            label = games.option_title(self.game, option) if len(options) > 1 else _("All games")
            draw_text(surface, label, header_size, th.ACCENT, cells[c], align="end", bold=True)
        draw_text(surface, games.title(self.game), header_size, th.ACCENT, cells[0],
                    bold=True)
        pygame.draw.line(surface, th.ACCENT, (frame.x, frame.y + row_h - 1),
                         (frame.right - 1, frame.y + row_h - 1), 2)
        for r, (key, label) in enumerate(ROWS, start=1):
            y = frame.y + r * row_h
            if r % 2 == 0:
                band = pygame.Surface((frame.width - 2, row_h), pygame.SRCALPHA)
                band.fill(th.BAND)
                surface.blit(band, (frame.x + 1, y))
            row_cells = [c.move(0, r * row_h) for c in cells]
            draw_text(surface, _(label), size, th.INK_SOFT, row_cells[0])
            for c, entry in enumerate(stats, start=1):
                draw_text(surface, stat_text(entry, key), size, th.INK, row_cells[c],
                            align="end", bold=True)
