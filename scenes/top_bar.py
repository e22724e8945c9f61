"""The table's top bar: Menu and New game at the reading start, Undo and Hint at the end (each
with its icon), and between them score, moves and time, with the game code quietly below.
When the rest of the game needs no decision, Finish takes Hint's place (a hint has nothing
left to say then), in the accent colour.

In Hebrew the bar's order is mirrored (the card table is not). Each label keeps its icon
beside it; when that would shrink a label (a narrow portrait bar), every icon goes above its
label instead, the labels kept large.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

import pygame

from game import solver
from game.i18n import N_, _, format_duration, format_number, get_language, is_rtl
from game.rounds import HOLES
from scenes import text
from scenes import theme as th
from scenes.gui import Icon, fitted_size

if TYPE_CHECKING:
    from game.session import Session
    from scenes.base import Scene

MSG_WINNABLE = N_("Winnable")
MSG_NOT_WINNABLE = N_("No longer winnable")
MSG_DAILY = N_("Daily deal")
MSG_HOLE = N_("Hole {hole} of {holes}, {total} so far")
MSG_DEAL_LOST = N_("This deal cannot be won")
KINDS = {"new": "secondary", "finish": "primary"}  # the others are quiet (ghost)


def number(value: int) -> str:
    """A count as the language writes it; below 1000 every language writes plain digits
    (and babel's first call costs ~50 ms, which the first frame does not need)."""
    return str(value) if abs(value) < 1000 else format_number(value)


class TopBar:
    """The bar of one table: its buttons (made on ``build``) and its line of figures."""

    def __init__(self, session: Session) -> None:
        self.session = session
        self.buttons: dict[str, Any] = {}
        self.stats_rect = pygame.Rect(0, 0, 0, 0)
        self.stats_size = 16
        self.code_size = 12
        self._image: pygame.Surface | None = None
        self._key: tuple[Any, ...] | None = None

    def layout(self, bar: pygame.Rect) -> None:
        self.stats_size = max(11, min(28, round(bar.height * 0.32)))
        self.code_size = max(10, round(self.stats_size * 0.72))

    def build(self, scene: Scene, bar: pygame.Rect,
              actions: Mapping[str, Callable[[], None]], can_undo: bool,
              finish: bool = False) -> None:
        """The four buttons across ``bar``; ``actions`` says what each does. ``finish``: the
        last is Finish, not Hint."""
        last = ("finish", _("Finish")) if finish else ("hint", _("Hint"))
        names = [("menu", _("Menu")), ("new", _("New game")), ("undo", _("Undo")), last]
        plan = _Plan(bar, scene.app.size, names)
        rtl = is_rtl()
        placed = plan.place(th.metrics(scene.app.size).margin, rtl)
        self.buttons = {}
        for key, label in names:
            # Undo points back against the reading direction, Finish along it.
            icon = Icon(key, plan.glyph, max(4, plan.glyph // 3), above=plan.stacked,
                        mirror=rtl and key in ("undo", "finish"))
            self.buttons[key] = scene.button(
                placed[key], label, actions[key],
                kind=KINDS.get(key, "ghost"), size=plan.label_size(key, label),
                enabled=key != "undo" or can_undo, reserve=plan.reserve, icon=icon)
        self.stats_rect = plan.middle

    def draw(self, surface: pygame.Surface, winnable: solver.Verdict | None,
             deal_lost: bool = False) -> None:
        """Score, moves, time and the quiet line, centred between the buttons; ``deal_lost``:
        the deal was proved lost from its start (a typed code, played as it is)."""
        rect = self.stats_rect
        if rect.width < 40:
            return
        game = self.session.game
        key = (game.score, game.moves, int(self.session.elapsed), winnable, deal_lost,
               rect.size, self.stats_size, get_language())
        if key != self._key or self._image is None:
            self._key = key
            self._image = self._render(rect, winnable, deal_lost)
        surface.blit(self._image, (rect.centerx - self._image.get_width() // 2,
                                   rect.centery - self._image.get_height() // 2))

    def _render(self, rect: pygame.Rect, winnable: solver.Verdict | None,
                deal_lost: bool) -> pygame.Surface:
        """Score, moves and time on one line, the game code quietly below (not cached in
        scenes.text: the clock would fill its cache with one line a second)."""
        game, rtl = self.session.game, is_rtl()
        parts = [
            _("Score: {score}").format(score=number(game.score)),
            _("Moves: {moves}").format(moves=number(game.moves)),
            format_duration(self.session.elapsed),
        ]
        line = text.visual("   ".join(parts), rtl)
        size = self.stats_size
        font = text.font(size, True)
        while font.size(line)[0] > rect.width and size > 10:
            size -= 1
            font = text.font(size, True)
        img = text.render_line(font, line, th.BAR_TEXT)
        quiet = game.code or ""
        hole = self._hole()
        if hole:
            quiet = f"{hole} · {quiet}" if quiet else hole
        if self.session.daily_date is not None:
            quiet = f"{_(MSG_DAILY)} · {quiet}" if quiet else _(MSG_DAILY)
        verdict = ""
        if winnable in (solver.Verdict.WINNABLE, solver.Verdict.NOT_WINNABLE):
            verdict = _(MSG_WINNABLE) if winnable is solver.Verdict.WINNABLE else _(
                MSG_NOT_WINNABLE)
        elif deal_lost:
            verdict = _(MSG_DEAL_LOST)
        small = None
        # The verdict matters more than the code, a round's hole more than both: what does
        # not fit is left out, the code first.
        for line in (f"{quiet} · {verdict}" if quiet and verdict else quiet or verdict,
                     f"{hole} · {verdict}" if hole and verdict else hole, hole, verdict):
            if not line:
                continue
            small = text.render_line(text.font(self.code_size), text.visual(line, rtl),
                                     th.BAR_QUIET)
            if small.get_width() <= rect.width:
                break
            small = None
        height = img.get_height() + (small.get_height() if small is not None else 0)
        width = max(img.get_width(), small.get_width() if small is not None else 0)
        out = pygame.Surface((width, height), pygame.SRCALPHA)
        out.blit(img, ((width - img.get_width()) // 2, 0))
        if small is not None:
            out.blit(small, ((width - small.get_width()) // 2, img.get_height()))
        return out

    def _hole(self) -> str:
        """"Hole 4 of 9, 12 so far" for a hole of a round, else nothing."""
        played, hole_number = self.session.round, self.session.hole
        if played is None or hole_number is None:
            return ""
        before = sum(played.strokes[: hole_number - 1])
        return _(MSG_HOLE).format(hole=number(hole_number), holes=number(HOLES),
                                  total=number(before))


class _Plan:
    """Where the bar's buttons go and how big their labels and icons are.

    Each label keeps its icon beside it; when that would shrink a label (a narrow portrait
    bar), every icon goes above its label instead, the labels kept large."""

    def __init__(self, bar: pygame.Rect, window: tuple[int, int],
                 names: list[tuple[str, str]]) -> None:
        self.bar, self.window, self.names = bar, window, names
        self.pad = max(3, round(bar.height * 0.1))
        self.height = bar.height - 2 * self.pad
        self.size = th.nearest_font_size(max(12, round(self.height * 0.36)))
        self.cap = round(window[0] * 0.17)
        self.side = 2 * max(8, self.height // 3)
        self.inset = max(6, self.height // 4)
        self.glyph = max(10, round(self.height * 0.42))
        self.reserve = self.glyph + max(4, self.glyph // 3)
        self.stacked = any(
            fitted_size(label, self._width(label, self.reserve) - 2 * self.inset - self.reserve,
                        self.height - 4, self.size) < self.size
            for _key, label in names)
        if self.stacked:
            self.glyph = max(10, round(self.height * 0.34))
            self.reserve = 0
        self.widths = {key: self._width(label, self.reserve) for key, label in names}
        self.middle = pygame.Rect(0, 0, 0, 0)

    def _width(self, label: str, room: int) -> int:
        return max(self.height,
                   min(self.cap, text.text_width(label, self.size, True) + room + self.side))

    def label_size(self, key: str, label: str) -> int:
        if not self.stacked:
            return self.size
        # The label's line shares the height with the icon.
        return fitted_size(label, self.widths[key] - 2 * self.inset,
                           self.height - self.glyph - 6, self.size)

    def place(self, margin: int, rtl: bool) -> dict[str, pygame.Rect]:
        """Menu and New game at the reading start, Undo and Hint at the end; the room left
        between them is ``middle``."""
        bar, gap = self.bar, max(4, self.pad)
        x_left, x_right = margin // 2, self.window[0] - margin // 2
        placed: dict[str, pygame.Rect] = {}
        for group, from_left in ((self.names[:2], not rtl), (self.names[2:], rtl)):
            seq = group if from_left else list(reversed(group))
            if from_left:
                for key, _label in seq:
                    placed[key] = pygame.Rect(x_left, bar.top + self.pad, self.widths[key],
                                              self.height)
                    x_left += self.widths[key] + gap
            else:
                for key, _label in seq:
                    x_right -= self.widths[key]
                    placed[key] = pygame.Rect(x_right, bar.top + self.pad, self.widths[key],
                                              self.height)
                    x_right -= gap
        self.middle = pygame.Rect(x_left + gap, bar.top, max(1, x_right - x_left - 2 * gap),
                                  bar.height)
        return placed
