"""The main menu: a tile for each game, Continue, the daily deal and its calendar, Settings,
Rules, Statistics, Achievements (the trophy room).

Each registered game is a tile with its name, one line on what the game is (its class's
``summary``) and a small picture drawn from the card atlas (the game's emblem: a fan, a
cascade or a row of cards). Every game keeps its own game in progress (its single game,
daily deal and round); a tile says so in place of its summary ("In progress: 12 moves, 3:05",
"Round in progress: Hole 4 of 9"), with that game's rule option. A tap opens the table at
once: that game's game in progress left last, else a new deal with its last rule options; a
long press opens the New game window for it (also one tap away on the table). Continue opens
the game left last, of any game. Rows run right to left in Hebrew. Store notices (a bad file
set aside, a failed save) appear as a short toast.
"""

from __future__ import annotations

import datetime as _dt
from functools import partial
from typing import Any, NamedTuple

import pygame

from game import get_variant
from game.cards import Card
from game.i18n import _, get_language
from game.store import SavedGame
from game.store.stats import CHALLENGES_A_DAY
from scenes import games
from scenes.base import Context, Scene, Screen, is_back
from scenes.dialogs import abandon
from scenes.intents import (
    Calendar,
    Challenges,
    NewGame,
    OpenTable,
    PlayDaily,
    PlayGame,
    Quit,
    Rules,
    Settings,
    Stats,
    Trophies,
)
from scenes.ui import text
from scenes.ui import theme as th
from scenes.ui.atlas import atlas_for
from scenes.ui.drawing import draw_block, draw_panel, draw_text, line_height
from scenes.ui.geometry import centred, end_side, split_column, split_row, start_side
from scenes.ui.gui import Icon, row_fit
from scenes.ui.text import Align
from scenes.ui.theme import CardPalette
from scenes.ui.toast import Toast

LONG_PRESS_S = 0.55  # a tile held this long opens the New game window
READY_AFTER_S = 0.3  # the menu quiet this long readies the tiles' tables, a step a frame

_pictures: dict[tuple[str, int, int, bool, int, int, CardPalette], pygame.Surface] = {}


def _emblem_fit(kind: str, count: int, size: tuple[int, int]) -> int:
    """The widest card with which an emblem of ``count`` cards fits ``size``."""
    bw, bh = size
    if kind == "fan":
        return int(min(bw / 2.9, bh / 1.85))
    if kind == "cascade":
        return int(min(bw / 2.2, bh / (1.4 * (1 + 0.24 * (count - 1)) + 0.1)))
    return int(min(bw / (1 + 0.62 * (count - 1) + 0.2), bh / 1.6))


def emblem_card_width(size: tuple[int, int]) -> int:
    """The one card width of every game's picture of ``size``: the widest at which each
    registered game's emblem fits. One size, one atlas: the faces match from tile to tile,
    and the menu's first frame builds one atlas, not one per game."""
    fits = []
    for name in games.names():
        kind, names = get_variant(name).emblem
        fits.append(_emblem_fit(kind, len(names), size))
    return min(fits)


def game_picture(name: str, size: tuple[int, int], colours: CardPalette, four_colour: bool = False,
                 back: int = 0, card_width: int | None = None) -> pygame.Surface:
    """A small picture of a game's cards (in the card ``colours``) that fits ``size``, its
    cards ``card_width`` px wide (by default as wide as every game's picture of this size can
    have them); cached."""
    width = emblem_card_width(size) if card_width is None else card_width
    key = (name, size[0], size[1], four_colour, back, width, colours)
    cached = _pictures.get(key)
    if cached is not None:
        return cached
    bw, bh = max(8, size[0]), max(8, size[1])
    kind, names = get_variant(name).emblem
    cards = [Card.parse(n) for n in names]
    surf = pygame.Surface((bw, bh), pygame.SRCALPHA)
    atlas = atlas_for(max(16, width), four_colour, back, colours)
    if kind == "fan":
        n = len(cards)
        for i, card in enumerate(cards):
            angle = 26 - 52 * i / (n - 1)
            img = pygame.transform.rotozoom(atlas.face(card), angle, 1.0)
            # Cards turn about a point below the fan, like a hand of cards.
            spread = (i - (n - 1) / 2) * atlas.width * 0.32
            lift = abs(i - (n - 1) / 2) * atlas.height * 0.05
            rect = img.get_rect(center=(bw / 2 + spread, bh / 2 + lift + atlas.height * 0.05))
            surf.blit(img, rect)
    elif kind == "cascade":
        n = len(cards)
        step = atlas.height * 0.24
        total_h = atlas.height + step * (n - 1)
        x0 = bw / 2 - atlas.width * 0.75
        y0 = (bh - total_h) / 2
        back_img = atlas.back()
        for i in range(2):  # two hidden cards beside the run, as in a harp's columns
            surf.blit(back_img, (round(x0 + atlas.width * 0.95), round(y0 + i * step * 0.5)))
        shade = atlas.shadow()
        off = atlas.shadow_offset()
        for i, card in enumerate(cards):
            pos = (round(x0), round(y0 + i * step))
            surf.blit(shade, (pos[0] + off[0], pos[1] + off[1]))
            surf.blit(atlas.face(card), pos)
    else:  # a row of the four aces, as on the foundations
        n = len(cards)
        step = atlas.width * 0.62
        total_w = atlas.width + step * (n - 1)
        x0, y0 = (bw - total_w) / 2, (bh - atlas.height) / 2
        shade = atlas.shadow()
        off = atlas.shadow_offset()
        for i, card in enumerate(cards):
            pos = (round(x0 + i * step), round(y0 + (i % 2) * atlas.height * 0.06))
            surf.blit(shade, (pos[0] + off[0], pos[1] + off[1]))
            surf.blit(atlas.face(card), pos)
    if len(_pictures) > 24:
        _pictures.clear()
    _pictures[key] = surf
    return surf


class TileParts(NamedTuple):
    """Where the parts of a game's tile go."""

    picture: pygame.Rect
    name: pygame.Rect
    summary: pygame.Rect
    option: pygame.Rect


class MenuScene(Scene):
    """The first screen."""

    screen = Screen.MENU

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self.tiles: dict[str, pygame.Rect] = {}
        self.tile_buttons: dict[Any, str] = {}
        self.title_rect = pygame.Rect(0, 0, 0, 0)
        self.continue_button: Any = None
        self.daily_button: Any = None
        self.settings_button: Any = None
        self.rules_button: Any = None
        self.stats_button: Any = None
        self.trophies_button: Any = None
        self.calendar_button: Any = None
        self.challenges_button: Any = None
        self.toast = Toast()
        self.held: tuple[str, float] | None = None  # the tile held down, and for how long
        self.has_saved = False
        self.in_progress: dict[str, SavedGame] = {}  # each game's game in progress left last
        self.unready: list[str] = []  # games whose tables to ready for a tap (the likeliest)
        self.calm = 0.0  # seconds since the last touch
        self.today = _dt.date.today()
        self._summary_lines: dict[tuple[int, int, str], int] = {}

    # --- layout ---------------------------------------------------------------------------
    def layout(self) -> None:
        m = self.ctx.metrics
        W, H = self.ctx.size
        margin = m.margin
        row_h = max(m.touch, m.px(60))
        title_h = max(m.px(64), round(H * 0.09))
        self.title_rect = pygame.Rect(margin, margin, W - 2 * margin, title_h)
        bottom_rows = 2 * row_h + m.gap
        bottom = H - margin - bottom_rows
        self.tiles_area = pygame.Rect(
            margin, self.title_rect.bottom + m.gap,
            W - 2 * margin, bottom - m.gap * 2 - self.title_rect.bottom,
        )
        if m.portrait:
            # A narrow screen: tiles stacked, each a wide row (picture, then the name).
            tiles_w = min(self.tiles_area.width, m.px(720))
            area = pygame.Rect(0, self.tiles_area.y, tiles_w, self.tiles_area.height)
            area.centerx = W // 2
            rects = split_column(area, len(games.names()), m.gap * 2)
        else:
            area = pygame.Rect(self.tiles_area)
            max_h = round(area.width / 3 * 1.15)
            if area.height > max_h:
                area.height = max_h
                area.centery = self.tiles_area.centery
            rects = split_row(area, len(games.names()), m.gap * 2)
        self.tiles = dict(zip(games.names(), rects, strict=True))
        actions_w = min(W - 2 * margin, m.px(900))
        self.actions_row = pygame.Rect(0, bottom, actions_w, row_h)
        self.actions_row.centerx = W // 2
        # Four buttons: the whole width on a small window, for their longest words.
        more_w = min(W - 2 * margin, m.px(1200))
        self.more_row = pygame.Rect(0, bottom + row_h + m.gap, more_w, row_h)
        self.more_row.centerx = W // 2

    def summary_lines(self, width: int) -> int:
        """The lines a tile's summary takes at the small size: 2, or 3 where one needs them
        (kept for the width, size and language: a frame asks for each tile twice)."""
        m = self.ctx.metrics
        key = (width, m.small, get_language())
        lines = self._summary_lines.get(key)
        if lines is None:
            lines = min(3, max(2, *(len(text.wrap_logical(games.summary(name), m.small, width))
                                    for name in games.names())))
            self._summary_lines = {key: lines} if len(self._summary_lines) > 8 else {
                **self._summary_lines, key: lines}
        return lines

    def tile_parts(self, rect: pygame.Rect) -> TileParts:
        """Where a tile's picture, name, summary (two lines, or three where a summary needs
        them to stay readable: a narrow tile in Hungarian) and option line go."""
        m = self.ctx.metrics
        pad = m.gap
        inner = rect.inflate(-2 * pad, -2 * pad)
        option_h = m.small + m.px(6)
        if m.portrait:
            pic_w = min(inner.width * 2 // 5, round(inner.height * 1.5))
            pic = start_side(inner, pic_w)
            rest = end_side(inner, inner.width - pic_w - pad)
            summary_h = self.summary_lines(rest.width) * line_height(m.small)
            name_h = m.heading + m.px(8)
            top = rest.centery - (name_h + summary_h + option_h) // 2
            name = pygame.Rect(rest.x, top, rest.width, name_h)
            summary = pygame.Rect(rest.x, name.bottom, rest.width, summary_h)
            option = pygame.Rect(rest.x, summary.bottom, rest.width, option_h)
            return TileParts(pic, name, summary, option)
        name_h = m.heading + m.px(10)
        summary_h = self.summary_lines(inner.width) * line_height(m.small)
        pic = pygame.Rect(inner.x, inner.y, inner.width,
                          inner.height - name_h - summary_h - option_h)
        name = pygame.Rect(inner.x, pic.bottom, inner.width, name_h)
        summary = pygame.Rect(inner.x, name.bottom, inner.width, summary_h)
        option = pygame.Rect(inner.x, summary.bottom, inner.width, option_h)
        return TileParts(pic, name, summary, option)

    # --- widgets --------------------------------------------------------------------------
    def build_ui(self) -> None:
        m = self.ctx.metrics
        self.in_progress = self.games_in_progress()
        self.has_saved = self.ctx.store.has_saved_game()
        self.tile_buttons = {}
        self.held = None
        for name, rect in self.tiles.items():
            widget = self.button(rect, "", partial(self.play_game, name), kind="ghost")
            self.tile_buttons[widget] = name
        daily_label = self.daily_label()
        if self.has_saved:
            cont, daily = split_row(self.actions_row, 2, m.gap * 2)
            self.continue_button = self.button(cont, _("Continue"), self.continue_game,
                                               kind="primary")
        else:
            self.continue_button = None
            daily = centred((min(self.actions_row.width, m.px(520)), self.actions_row.height),
                              self.actions_row)
        # The month's daily deals: a calendar button at the daily button's end.
        month = end_side(daily, daily.height)
        daily = start_side(daily, daily.width - daily.height - m.gap)
        self.daily_button = self.button(daily, daily_label, self.play_daily,
                                        kind="secondary" if self.has_saved else "primary")
        glyph = round(month.height * 0.5)
        self.calendar_button = self.button(month, "", self.open_calendar,
                                           icon=Icon("calendar", glyph, 0))
        # The row shared by what each label needs, one label size (Achievements is long in
        # Hungarian, "Teljesítmények": an equal share drew it at 13 px in a portrait window).
        labels = [self.challenges_label(), _("Settings"), _("Rules"), _("Statistics"),
                  _("Achievements")]
        size, weights = row_fit([(label,) for label in labels], m.button, self.more_row,
                                m.gap * 2)
        challenges, settings, rules, stats, trophies = split_row(self.more_row, 5, m.gap * 2,
                                                                 weights=weights)
        self.challenges_button = self.button(challenges, labels[0], self.open_challenges,
                                             size=size)
        self.settings_button = self.button(settings, labels[1], self.to(Settings()), size=size)
        self.rules_button = self.button(rules, labels[2], self.open_rules, size=size)
        self.stats_button = self.button(stats, labels[3], self.open_stats, size=size)
        self.trophies_button = self.button(trophies, labels[4], self.to(Trophies()),
                                           size=size)
        for notice in self.ctx.store.take_notices():
            self.toast.show(notice.message, seconds=8.0, error=True)
        # The likeliest tile's table: the tables keep one card size at a time (memory).
        self.unready = [games.known(self.ctx.store.settings.last_game)]

    def games_in_progress(self) -> dict[str, SavedGame]:
        """Each game's game in progress that its tile opens (the one left last that can be
        opened); one that cannot is set aside by the store, which says so."""
        store = self.ctx.store
        found: dict[str, SavedGame] = {}
        for name in self.tiles:
            for slot in store.slots_in_use(name):
                saved = store.load_game(slot)
                if saved is not None:
                    found[name] = saved
                    break
        return found

    # --- events ---------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        self.calm = 0.0
        if self.toast.handle_event(event):
            return
        if is_back(event) and not self.ctx.kiosk:
            self.ctx.navigate(Quit())

    def open_rules(self) -> None:
        self.ctx.navigate(Rules(self.ctx.store.settings.last_game))

    def open_stats(self) -> None:
        self.ctx.navigate(Stats(self.ctx.store.settings.last_game))

    def open_calendar(self) -> None:
        self.ctx.navigate(Calendar(self.daily_name()[0]))

    def play_game(self, name: str) -> None:
        """A tile tapped: the table at once (``PlayGame``)."""
        self.ctx.navigate(PlayGame(name))

    def open_new_game(self, name: str) -> None:
        self.ctx.navigate(NewGame(name))

    def _long_press(self, dt: float) -> bool:
        """A tile held down for LONG_PRESS_S opens the New game window for its game (the
        window covers the menu, whose buttons go with it: the release presses nothing)."""
        gui = self.ctx.gui
        held = next((name for w, name in self.tile_buttons.items() if gui.is_held(w)), None)
        if held is None:
            self.held = None
            return False
        since = self.held[1] + dt if self.held is not None and self.held[0] == held else 0.0
        self.held = (held, since)
        if since >= LONG_PRESS_S:
            self.held = None
            self.open_new_game(held)
        return True

    def continue_game(self) -> None:
        from game.session import Session  # (when used: not for the first frame)

        session = Session.resume(self.ctx.store)
        if session is None:
            notices = self.ctx.store.take_notices()
            message = notices[0].message if notices else _("The saved game could not be opened.")
            self.toast.show(message, error=True)
            self.rebuild()
            return
        self.ctx.navigate(OpenTable(session))

    def daily_label(self) -> str:
        """The daily deal's button says which game it starts and how today's went."""
        name, options = self.daily_name()
        game = f"{games.title(name)} {games.option_title(name, options)}"
        done = self.ctx.store.stats.daily_result(self.today, name, options)
        if done is not None and done.won:
            return _("Daily deal · {game} · won").format(game=game)
        if done is not None and done.played:
            return _("Daily deal · {game} · played").format(game=game)
        return _("Daily deal · {game}").format(game=game)

    def challenges_label(self) -> str:
        """Today's challenges, with how many were met: "Challenges · 1/3"."""
        met = len(self.ctx.store.stats.challenges_met(self.today))
        if not met:
            return _("Challenges")
        # Digits as every language writes them below ten (babel is not loaded for the menu).
        return _("Challenges · {met}/{total}").format(met=met, total=CHALLENGES_A_DAY)

    def open_challenges(self) -> None:
        self.ctx.navigate(Challenges(self.today))

    def daily_name(self) -> tuple[str, str]:
        settings = self.ctx.store.settings
        name = games.known(settings.last_game)

        options = settings.options_for(name) or get_variant(name).default_options()
        return name, options

    def play_daily(self) -> None:
        """Today's deal of the last game and option: continued if it is the game in
        progress; the App asks before it ends another one."""
        name, options = self.daily_name()
        self.ctx.navigate(PlayDaily(name, options, self.today))

    # --- the frame ------------------------------------------------------------------------
    def update(self, dt: float) -> bool:
        changed = self._long_press(dt) | self.toast.update(dt)
        self._ready_a_table(dt)
        return changed

    def _ready_a_table(self, dt: float) -> None:
        """While nothing happens here, the likeliest tile's table gets ready (its card
        faces), a step a frame, so that a tap opens it without that work (``ctx.prepare``)."""
        self.calm += dt
        if not self.unready or self.held is not None or self.calm < READY_AFTER_S:
            return
        if not self.ctx.prepare(PlayGame(self.unready[0])):
            self.unready.pop(0)

    def draw(self, surface: pygame.Surface) -> None:
        p = self.ctx.palette
        m = self.ctx.metrics
        surface.blit(th.felt(self.ctx.size, p), (0, 0))
        draw_text(surface, _("Solitaire"), m.title, p.ink, self.title_rect,
                    align="center", bold=True)
        settings = self.ctx.store.settings
        daily_game = self.daily_name()[0]
        # One card size on every tile (tiles may differ by a pixel): one atlas, one face.
        card_width = min((emblem_card_width(self.tile_parts(r).picture.size)
                          for r in self.tiles.values()), default=16)
        for name, rect in self.tiles.items():
            chosen = name == daily_game
            draw_panel(surface, p, rect, m.radius, p.tile,
                         p.accent if chosen else p.panel_border)
            parts = self.tile_parts(rect)
            # A quick start's first frame (its buttons sketched: ``Gui.live``) leaves the
            # pictures, their card faces the costliest part of it, to the next frame.
            if self.ctx.gui.live:
                picture = game_picture(name, parts.picture.size, p.cards, settings.four_colour,
                                       settings.card_back, card_width)
                surface.blit(picture, picture.get_rect(center=parts.picture.center))
            align: Align = "start" if m.portrait else "center"
            draw_text(surface, games.title(name), m.heading, p.ink, parts.name,
                        align=align, bold=True)
            saved = self.in_progress.get(name)
            progress = None if saved is None else abandon.progress_line(saved)
            if progress is not None:
                draw_block(surface, progress, m.small, p.ink, parts.summary, align=align,
                           max_lines=parts.summary.height // line_height(m.small))
            else:
                draw_block(surface, games.summary(name), m.small, p.ink_soft, parts.summary,
                           align=align, max_lines=parts.summary.height // line_height(m.small))
            options = saved.game.options if saved is not None else settings.options_for(name)
            if options:
                draw_text(surface, games.option_title(name, options), m.small, p.accent,
                            parts.option, align=align)
        self.toast.draw(surface, p, m, at_top=True)
