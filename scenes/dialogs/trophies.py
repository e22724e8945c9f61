"""The trophy room: every achievement (``game.achievements``) with how far the player is.

The shared achievements come first, then each game's own under its name. A row shows a cup
(gold once earned; a ring filling with the progress before), the achievement's name and what
it asks, and at its end the progress ("7 / 10", with a bar) or "Earned" and the day (no day
for one found in an earlier build's files). Ones earned since the player last
looked say "New!"; opening the room counts as telling them. The list scrolls under a finger
(drag and fling), the wheel, and the arrow and page keys. Rows run right to left in Hebrew.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from game import achievements
from game.achievements import Standing
from game.i18n import _, format_date, format_number, is_rtl
from scenes import games
from scenes.base import Context, Scene, is_back
from scenes.intents import Back
from scenes.ui import theme as th
from scenes.ui.drawing import draw_block, draw_height, draw_panel, draw_text, line_height
from scenes.ui.geometry import end_side, start_side
from scenes.ui.icons import icon
from scenes.ui.scroll import ScrollView

GUTTER = 12  # px beside the rows for the scrollbar
LEAST_TEXT = 14  # px: what a player reads at 800x480
KEY_STEPS = {pygame.K_UP: -1, pygame.K_DOWN: 1, pygame.K_PAGEUP: -8, pygame.K_PAGEDOWN: 8}


@dataclass
class Row:
    """One line of the list, at ``y`` within the list's content: a section's heading
    (``standing`` None) or an achievement."""

    y: int
    height: int
    heading: str = ""
    standing: Standing | None = None


def progress_words(standing: Standing) -> str:
    """"7 / 10", read left to right in every language."""
    p = standing.progress
    return f"\u2066{format_number(p.count)} / {format_number(p.target)}\u2069"


class TrophiesScene(Scene):
    """Every achievement, earned or on its way, in a list that scrolls."""

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self.standings = achievements.standings(ctx.store.stats)
        self.new = {s.achievement.key for s in self.standings if s.new}
        ctx.store.mark_told(sorted(self.new))  # seen here: the results need not say it
        self.top = pygame.Rect(0, 0, 0, 0)
        self.head = pygame.Rect(0, 0, 0, 0)
        self.rows: list[Row] = []
        self.scroll = ScrollView(pygame.Rect(0, 0, 0, 0))

    # --- sizes --------------------------------------------------------------------------
    @property
    def small(self) -> int:
        return max(self.ctx.metrics.small, th.nearest_font_size(LEAST_TEXT))

    @property
    def body(self) -> int:
        return max(self.ctx.metrics.body, self.small)

    def end_width(self) -> int:
        """The row's end: the progress, or the day it was earned."""
        m = self.ctx.metrics
        return max(m.px(230), 150)

    def cup_size(self) -> int:
        m = self.ctx.metrics
        return max(m.touch - m.gap, m.px(56))

    def words_width(self, width: int) -> int:
        m = self.ctx.metrics
        return width - self.cup_size() - self.end_width() - 4 * m.gap

    # --- layout -------------------------------------------------------------------------
    def layout(self) -> None:
        m = self.ctx.metrics
        W, H = self.ctx.size
        row = max(m.touch, m.px(60))
        self.top = pygame.Rect(m.margin, m.margin, W - 2 * m.margin, row)
        width = min(W - 2 * m.margin, max(760, m.px(1100)))
        self.head = pygame.Rect(0, self.top.bottom, width, line_height(self.small) + m.gap)
        self.head.centerx = W // 2
        view = pygame.Rect(self.head.x, self.head.bottom, width, H - m.margin - self.head.bottom)
        offset = self.scroll.offset
        self.rows = self.list_rows(width - GUTTER)
        last = self.rows[-1] if self.rows else Row(0, 0)
        self.scroll = ScrollView(view, last.y + last.height)
        self.scroll.scroll_to(offset)

    def list_rows(self, width: int) -> list[Row]:
        """Each section's heading, then its achievements, top to bottom."""
        m = self.ctx.metrics
        rows: list[Row] = []
        y = 0
        words = self.words_width(width)
        sections: list[str | None] = [None, *games.names()]
        for section in sections:
            shown = [s for s in self.standings if s.achievement.game == section]
            if not shown:
                continue
            title = _("Every game") if section is None else games.title(section)
            h = line_height(self.body, bold=True) + m.gap
            rows.append(Row(y, h, heading=title))
            y += h
            for standing in shown:
                about = draw_height(standing.achievement.about_text, self.small, words)
                h = max(m.touch + m.gap, line_height(self.body, bold=True) + about + 2 * m.gap)
                rows.append(Row(y, h, standing=standing))
                y += h + m.gap // 2
        return rows

    def build_ui(self) -> None:
        m = self.ctx.metrics
        back_w = max(m.touch * 2, m.px(160))
        self.button(start_side(self.top, back_w), _("Back"), self.to(Back()))

    # --- the frame ----------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        if is_back(event):
            self.ctx.navigate(Back())
            return
        if event.type == pygame.KEYDOWN and event.key in KEY_STEPS:
            step = max(1, self.ctx.metrics.touch)
            self.scroll.scroll_to(self.scroll.offset + KEY_STEPS[event.key] * step)
            self.ctx.redraw()
            return
        if self.scroll.handle_event(event):
            self.ctx.redraw()

    def update(self, dt: float) -> bool:
        return self.scroll.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        p = self.ctx.palette
        m = self.ctx.metrics
        surface.blit(th.felt(self.ctx.size, p), (0, 0))
        back_w = max(m.touch * 2, m.px(160)) + m.gap
        title_box = self.top.inflate(-2 * back_w, 0)  # clear of Back, centred on the list
        draw_text(surface, _("Achievements"), m.heading, p.ink, title_box, align="center",
                  bold=True)
        earned = sum(s.earned for s in self.standings)
        count = _("Earned: {earned} of {total}").format(earned=format_number(earned),
                                                       total=format_number(len(self.standings)))
        draw_text(surface, count, self.small, p.ink_soft, self.head, align="end")
        view = self.scroll.viewport
        clip = surface.get_clip()
        surface.set_clip(view)
        top = view.y - round(self.scroll.offset)
        rows = start_side(view, view.width - GUTTER)  # the scrollbar runs beside them
        for row in self.rows:
            box = pygame.Rect(rows.x, top + row.y, rows.width, row.height)
            if box.bottom < view.y or box.y > view.bottom:
                continue
            if row.standing is None:
                draw_text(surface, row.heading, self.body, p.ink, box, bold=True)
            else:
                self.draw_row(surface, box, row.standing)
        surface.set_clip(clip)
        self.scroll.draw_scrollbar(surface, p)

    def draw_row(self, surface: pygame.Surface, box: pygame.Rect, standing: Standing) -> None:
        p = self.ctx.palette
        m = self.ctx.metrics
        draw_panel(surface, p, box, m.radius, p.frame if standing.earned else p.row,
                   p.accent if standing.achievement.key in self.new else p.panel_border,
                   shadow=False)
        cup, words, end = self.row_parts(box)
        self.draw_cup(surface, cup, standing)
        achievement = standing.achievement
        name_h = line_height(self.body, bold=True)
        name = pygame.Rect(words.x, words.y + m.gap // 2, words.width, name_h)
        draw_text(surface, achievement.title_text, self.body,
                  p.accent if standing.earned else p.ink, name, bold=True)
        about = pygame.Rect(words.x, name.bottom, words.width, words.bottom - name.bottom)
        draw_block(surface, achievement.about_text, self.small, p.ink_soft, about)
        self.draw_end(surface, end, standing)

    def row_parts(self, box: pygame.Rect) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
        """Where an achievement's row puts its cup, its words and its progress: in reading
        order (the cup on the right in Hebrew)."""
        m = self.ctx.metrics
        inner = box.inflate(-2 * m.gap, -m.gap)
        cup = start_side(inner, self.cup_size())
        words_w = self.words_width(box.width)
        words = end_side(start_side(inner, cup.width + m.gap + words_w), words_w)
        return cup, words, end_side(inner, self.end_width())

    def draw_end(self, surface: pygame.Surface, end: pygame.Rect, standing: Standing) -> None:
        """The progress and its bar, or when it was earned (and "New!")."""
        p = self.ctx.palette
        m = self.ctx.metrics
        line = line_height(self.body, bold=True)
        upper = pygame.Rect(end.x, end.centery - line, end.width, line)
        lower = pygame.Rect(end.x, end.centery, end.width, line)
        if standing.earned:
            new = standing.achievement.key in self.new
            said = _("New!") if new else _("Earned")
            if standing.on is None:
                upper = upper.move(0, line // 2)
            draw_text(surface, said, self.body, p.accent if new else p.ink, upper,
                      align="end", bold=True)
            if standing.on is not None:
                draw_text(surface, format_date(standing.on), self.small, p.ink, lower,
                          align="end")
            return
        draw_text(surface, progress_words(standing), self.body, p.ink, upper, align="end",
                  bold=True)
        bar = pygame.Rect(0, 0, end.width, max(6, m.px(10)))
        bar.center = lower.center
        radius = bar.height // 2
        pygame.draw.rect(surface, p.switch_off, bar, border_radius=radius)
        filled = round(bar.width * standing.progress.share)
        if filled:
            pygame.draw.rect(surface, p.accent, start_side(bar, max(bar.height, filled)),
                             border_radius=radius)

    def draw_cup(self, surface: pygame.Surface, box: pygame.Rect, standing: Standing) -> None:
        """A gold cup once earned; before, a faint one in a ring that fills with the
        progress (clockwise from the top, or the other way in Hebrew)."""
        p = self.ctx.palette
        side = min(box.width, box.height)
        square = pygame.Rect(0, 0, side, side)
        square.center = box.center
        colour = p.accent if standing.earned else p.ink_soft
        picture = icon("trophy", round(side * 0.62), colour)
        surface.blit(picture, picture.get_rect(center=square.center),
                     special_flags=pygame.BLEND_PREMULTIPLIED)
        if standing.earned:
            return
        width = max(2, side // 14)
        ring = square.inflate(-width, -width)
        pygame.draw.circle(surface, p.switch_off, ring.center, ring.width // 2, width)
        share = standing.progress.share
        if share > 0:
            sweep = 2 * math.pi * share
            top = math.pi / 2
            start, stop = (top, top + sweep) if is_rtl() else (top - sweep, top)
            pygame.draw.arc(surface, p.accent, ring, start, stop, width)

