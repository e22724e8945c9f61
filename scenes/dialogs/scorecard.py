"""The scorecard of a round (``game.rounds``): shown over the table after each hole and at the
end of the round, in place of the results.

A headline (the hole just played, or the end of the round), the hole's strokes, the card (the
nine holes and the total, the hole just played in the accent; in reading order, so right to
left in Hebrew), the total against par, and at the end what the round earned (a new best
round, the rounds completed and their average, an achievement earned: once). Next hole opens
the table on the hole already dealt and saved; New round starts another; Menu leaves it for
Continue. It records nothing: the session scored the hole when it ended.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.achievements import announcement
from game.i18n import _, format_number, ngettext
from game.rewards import RoundRewards
from game.rounds import HOLES, Round
from game.variant import Status
from scenes import games
from scenes.base import Context, Scene, is_back
from scenes.intents import ChooseRound, OpenTable, ToMenu
from scenes.ui import theme as th
from scenes.ui.drawing import draw_panel, draw_text, scrim
from scenes.ui.geometry import centred, split_row


def strokes_text(value: int) -> str:
    return ngettext("{count} stroke", "{count} strokes", abs(value)).format(
        count=format_number(value))


def to_par_text(to_par: int) -> str:
    if to_par == 0:
        return _("Level par")
    if to_par < 0:
        return ngettext("{count} under par", "{count} under par", -to_par).format(
            count=format_number(-to_par))
    return ngettext("{count} over par", "{count} over par", to_par).format(
        count=format_number(to_par))


class ScorecardScene(Scene):
    overlay = True

    def __init__(self, ctx: Context, session: Any) -> None:
        super().__init__(ctx)
        self.session = session
        played = session.round
        assert isinstance(played, Round)
        self.round = played
        self.earned: RoundRewards | None = session.round_rewards()
        # What the round earned, said once.
        self.news, told = announcement(ctx.store.stats) if self.over else ("", [])
        ctx.store.mark_told(told)
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.rows: dict[str, pygame.Rect] = {}
        self.next_button: Any = None
        self.menu_button: Any = None

    @property
    def over(self) -> bool:
        return self.round.over

    def headline(self) -> str:
        if self.over:
            return _("Round over")
        return _("Hole {hole} of {holes}").format(hole=format_number(self.round.played),
                                                  holes=format_number(HOLES))

    def hole_line(self) -> str:
        strokes = strokes_text(self.round.strokes[-1])
        if self.session.game.status is Status.WON:
            return _("Hole {hole} cleared: {strokes}").format(
                hole=format_number(self.round.played), strokes=strokes)
        return _("Hole {hole}: {strokes}").format(hole=format_number(self.round.played),
                                                  strokes=strokes)

    def layout(self) -> None:
        m = self.ctx.metrics
        W, H = self.ctx.size
        pad = max(m.gap, m.px(22))
        line = m.body + m.px(8)
        row = max(m.touch, m.px(60))
        width = min(W - 2 * m.margin, m.px(860))
        names = ["headline", "game", "hole", "card", "total"]
        heights = [m.title + m.px(10), line, line, 2 * (m.body + m.px(14)), m.heading + m.px(10)]
        if self.over:
            names += ["best", "rounds"]
            heights += [line, line]
            if self.news:
                names.append("news")
                heights.append(line)
        names.append("buttons")
        heights.append(row)
        gap = m.px(8)
        height = min(H - 2 * m.margin, sum(heights) + gap * (len(names) - 1) + m.gap + 2 * pad)
        self.panel = centred((width, height), pygame.Rect(0, 0, W, H))
        y = self.panel.y + pad
        self.rows = {}
        for name, h in zip(names, heights, strict=True):
            if name == "buttons":
                y = self.panel.bottom - pad - h
            self.rows[name] = pygame.Rect(self.panel.x + pad, y, width - 2 * pad, h)
            y += h + gap

    def build_ui(self) -> None:
        m = self.ctx.metrics
        row = self.rows["buttons"]
        width = min(row.width, m.px(560))
        menu, go = split_row(centred((width, row.height), row), 2, m.gap)
        self.menu_button = self.button(menu, _("Menu"), self.to(ToMenu()))
        if self.over:
            self.next_button = self.button(go, _("New round"), self.new_round, kind="primary")
        else:
            self.next_button = self.button(go, _("Next hole"), self.next_hole, kind="primary")

    def handle_event(self, event: pygame.event.Event) -> None:
        if is_back(event):
            self.ctx.navigate(ToMenu())

    def next_hole(self) -> None:
        following = self.session.next_hole
        if following is not None:
            self.ctx.navigate(OpenTable(following))

    def new_round(self) -> None:
        self.ctx.navigate(ChooseRound(self.round.name, self.round.options))

    # --- drawing --------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        p = self.ctx.palette
        m = self.ctx.metrics
        scrim(surface, p)
        under = self.over and self.round.to_par <= 0
        draw_panel(surface, p, self.panel, m.radius, border=p.accent if under else None)
        draw_text(surface, self.headline(), m.title, p.accent, self.rows["headline"],
                  align="center", bold=True)
        what = games.round_title(self.round.name, self.round.options)
        draw_text(surface, what, m.body, p.ink_soft, self.rows["game"], align="center")
        draw_text(surface, self.hole_line(), m.body, p.ink, self.rows["hole"], align="center")
        self._draw_card(surface, m, self.rows["card"])
        if self.over:
            total = _("Total: {total}   Par: {par}   {to_par}").format(
                total=format_number(self.round.total), par=format_number(self.round.par),
                to_par=to_par_text(self.round.to_par))
        else:
            total = _("Total so far: {total}   Par for the round: {par}").format(
                total=format_number(self.round.total), par=format_number(self.round.par))
        draw_text(surface, total, m.heading, p.accent if under else p.ink,
                  self.rows["total"], align="center", bold=True)
        if self.over and self.earned is not None:
            self._draw_earned(surface, m, self.earned)

    def _draw_card(self, surface: pygame.Surface, m: th.Metrics, rect: pygame.Rect) -> None:
        """The holes and the total in two lines: numbers above, strokes below."""
        p = self.ctx.palette
        draw_panel(surface, p, rect, m.radius // 2, p.frame, p.panel_border, shadow=False)
        inner = rect.inflate(-2 * m.gap, 0)  # a gap inside the frame: "Strokes" clear of it
        weights = [2.2] + [1.0] * HOLES + [1.8]
        top = pygame.Rect(inner.x, rect.y, inner.width, rect.height // 2)
        bottom = top.move(0, top.height)
        heads = split_row(top, len(weights), 2, weights=weights)
        cells = split_row(bottom, len(weights), 2, weights=weights)
        draw_text(surface, _("Hole"), m.small, p.ink_soft, heads[0], align="start")
        draw_text(surface, _("Strokes"), m.small, p.ink_soft, cells[0], align="start",
                  bold=True)
        just = self.round.played - 1
        for hole in range(HOLES):
            colour = p.accent if hole == just else p.ink_soft
            draw_text(surface, format_number(hole + 1), m.small, colour, heads[hole + 1],
                      align="center")
            if hole < self.round.played:
                draw_text(surface, format_number(self.round.strokes[hole]), m.body,
                          p.accent if hole == just else p.ink, cells[hole + 1],
                          align="center", bold=True)
        draw_text(surface, _("Total"), m.small, p.ink_soft, heads[-1], align="center")
        draw_text(surface, format_number(self.round.total), m.body, p.ink, cells[-1],
                  align="center", bold=True)
        pygame.draw.line(surface, p.rule_line, (rect.x + 1, top.bottom),
                         (rect.right - 2, top.bottom))

    def _draw_earned(self, surface: pygame.Surface, m: th.Metrics,
                     earned: RoundRewards) -> None:
        p = self.ctx.palette
        if earned.new_best:
            best = _("New best round! Best before: {best}").format(
                best=format_number(earned.best or 0))
        else:
            best = _("Best round: {best}").format(
                best=format_number(min(earned.total, earned.best if earned.best is not None
                                else earned.total)))
        draw_text(surface, best, m.body, p.accent if earned.new_best else p.ink_soft,
                  self.rows["best"], align="center", bold=earned.new_best)
        average = "—" if earned.average is None else format_number(round(earned.average, 1))
        rounds = _("Rounds completed: {count}   Average: {average}").format(
            count=format_number(earned.completed), average=average)
        draw_text(surface, rounds, m.body, p.ink, self.rows["rounds"], align="center")
        if "news" in self.rows:
            draw_text(surface, self.news, m.body, p.accent, self.rows["news"], align="center",
                      bold=True)
