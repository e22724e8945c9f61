"""A day's three challenges (``game.challenges``): for each, its level, its game and rule
option, its goal in words and whether it was met, with a button to play it (or go on with
it, when it is the challenge in progress of its game); under them, the day's star.

Opened from the menu (today) and from the calendar's challenges tab (any day up to today). The
goals' words come from each game's own declarations; this screen only lays them out (rows in
the reading direction: the level first, the button last).
"""

from __future__ import annotations

import datetime as _dt
from functools import partial
from typing import Any

import pygame

from game.challenges import Challenge, challenges_for
from game.i18n import _, format_date, format_number
from game.store import Slot
from scenes import games
from scenes.base import Context, Scene, is_back
from scenes.intents import Back, Calendar, PlayChallenge
from scenes.ui import theme as th
from scenes.ui.drawing import draw_block, draw_panel, draw_text, line_height
from scenes.ui.geometry import end_side, split_column, start_side
from scenes.ui.gui import Icon

CALENDAR_TAB = "challenges"  # the calendar's tab of the challenges (scenes.dialogs.calendar)


def status_words(met: bool, in_progress: bool) -> str:
    if met:
        return _("Met")
    if in_progress:
        return _("In progress")
    return _("Not met yet")


def star_words(met: int, total: int) -> str:
    if met >= total:
        return _("All three met: the day's star is earned")
    return _("{met} of {total} met · meet all three for the day's star").format(
        met=format_number(met), total=format_number(total))


class ChallengesScene(Scene):
    def __init__(self, ctx: Context, day: _dt.date) -> None:
        super().__init__(ctx)
        self.day = day
        self.found: list[Challenge] = challenges_for(day)
        self.top = pygame.Rect(0, 0, 0, 0)
        self.rows: list[pygame.Rect] = []
        self.footer = pygame.Rect(0, 0, 0, 0)
        self.play_buttons: dict[Any, int] = {}
        self.going: set[int] = set()  # the challenges in progress (read when the UI is built)

    def layout(self) -> None:
        m = self.ctx.metrics
        W, H = self.ctx.size
        row = max(m.touch, m.px(60))
        self.top = pygame.Rect(m.margin, m.margin, W - 2 * m.margin, row)
        footer_h = 2 * line_height(m.body) + m.gap
        width = min(W - 2 * m.margin, m.px(1100))
        room = pygame.Rect(0, self.top.bottom + 2 * m.gap, width,
                           H - self.top.bottom - 3 * m.gap - m.margin - footer_h)
        room.centerx = W // 2
        most = 4 * line_height(m.body) + 3 * line_height(m.small) + 4 * m.gap
        if room.height > 3 * most:
            room.height = 3 * most
        self.rows = split_column(room, max(1, len(self.found)), 2 * m.gap)
        self.footer = pygame.Rect(room.x, room.bottom + m.gap, room.width, footer_h)

    def _button_width(self) -> int:
        m = self.ctx.metrics
        return max(m.touch * 2, min(m.px(220), self.rows[0].width // 4 if self.rows else 0))

    def build_ui(self) -> None:
        m = self.ctx.metrics
        back_w = max(m.touch * 2, m.px(140))
        self.button(start_side(self.top, back_w), _("Back"), self.to(Back()))
        glyph = round(self.top.height * 0.5)
        self.button(end_side(self.top, self.top.height), "", self.to(Calendar(CALENDAR_TAB)),
                    icon=Icon("calendar", glyph, 0))
        self.play_buttons = {}
        self.going = {c.number for c in self.found if self.in_progress(c)}
        met = self.ctx.store.stats.challenges_met(self.day)
        for challenge, rect in zip(self.found, self.rows, strict=True):
            inner = rect.inflate(-2 * m.gap, -2 * m.gap)
            box = end_side(inner, self._button_width())
            button = pygame.Rect(box.x, 0, box.width, m.touch)
            button.centery = inner.centery
            label = (_("Continue") if challenge.number in self.going
                     else _("Play again") if challenge.number in met else _("Play"))
            kind = "secondary" if challenge.number in met else "primary"
            widget = self.button(button, label, partial(self.play, challenge.number), kind=kind)
            self.play_buttons[widget] = challenge.number

    def in_progress(self, challenge: Challenge) -> bool:
        saved = self.ctx.store.load_game(Slot.of(challenge.game, challenge=True))
        return (saved is not None and saved.challenge == (self.day, challenge.number)
                and saved.game.moves > 0)

    def play(self, number: int) -> None:
        self.ctx.navigate(PlayChallenge(self.day, number))

    def handle_event(self, event: pygame.event.Event) -> None:
        if is_back(event):
            self.ctx.navigate(Back())

    def draw(self, surface: pygame.Surface) -> None:
        p = self.ctx.palette
        m = self.ctx.metrics
        surface.blit(th.felt(self.ctx.size, p), (0, 0))
        title = self.top.inflate(-2 * max(m.touch * 2, m.px(140)) - 2 * m.gap, 0)
        draw_text(surface, _("Challenges · {date}").format(date=format_date(self.day)),
                  m.heading, p.ink, title, align="center", bold=True)
        met = self.ctx.store.stats.challenges_met(self.day)
        if not self.found:  # cannot happen with the games built in; said, not crashed
            draw_text(surface, _("No challenges on this day"), m.body, p.ink, self.footer,
                      align="center")
            return
        for challenge, rect in zip(self.found, self.rows, strict=True):
            self._draw_row(surface, rect, challenge, challenge.number in met)
        draw_text(surface, star_words(len(met), len(self.found)), m.body,
                  p.accent if len(met) >= len(self.found) else p.ink, self.footer,
                  align="center", bold=len(met) >= len(self.found))

    def _draw_row(self, surface: pygame.Surface, rect: pygame.Rect, challenge: Challenge,
                  met: bool) -> None:
        p = self.ctx.palette
        m = self.ctx.metrics
        draw_panel(surface, p, rect, m.radius, p.tile, p.accent if met else p.panel_border)
        inner = rect.inflate(-2 * m.gap, -2 * m.gap)
        words = start_side(inner, inner.width - self._button_width() - 2 * m.gap)
        head = pygame.Rect(words.x, words.y, words.width, line_height(m.body, True))
        level = challenge.level_title()
        game = games.title_and_option(challenge.game, challenge.options)
        draw_text(surface, f"{level} · {game}", m.body, p.accent, head, bold=True)
        goal_top = head.bottom + m.gap // 2
        status_h = line_height(m.small)
        goal = pygame.Rect(words.x, goal_top, words.width,
                           max(line_height(m.body), words.bottom - goal_top - status_h))
        draw_block(surface, challenge.words(), m.body, p.ink, goal, max_lines=2)
        status = pygame.Rect(words.x, words.bottom - status_h, words.width, status_h)
        draw_text(surface, status_words(met, challenge.number in self.going), m.small,
                  p.accent if met else p.ink_soft, status, bold=met)
