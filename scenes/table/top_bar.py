"""The table's top bar: Menu and New game at the reading start, Undo and Hint at the end (each
with its icon) and "?" (this game's rules) last, and between them score, moves and time, with
the game code quietly below. The score is what the game would score if it ended now (the
game's ``score_if_ended``: it counts a penalty the end would take), so it never drops
without a word when the game ends; a hole of a round shows strokes instead: this hole's (if
it ended now) and the round's total with them. When the rest of the game needs no
decision, Finish takes Hint's place (a hint has nothing left to say then), in the accent
colour. While a hint is late, a pulsing "Thinking…" takes the quiet line's place. A daily
challenge's goal and its progress ("Stock cards left: 6 / at least 5", in the game's words)
take the quiet line's place too, in the figures' colour: they are what the player plays for.

In Hebrew the bar's order is mirrored (the card table is not). Each label keeps its icon
beside it; when that would shrink a label (a narrow portrait bar), every icon goes above its
label instead, the labels kept large.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

import pygame

from game import solver
from game.challenges import progress_text
from game.i18n import N_, _, format_duration, format_number, get_language, is_rtl
from game.rounds import HOLES
from scenes.table.slots import FIGURES_ROW, NARROW_BAR
from scenes.ui import text
from scenes.ui import theme as th
from scenes.ui.gui import Icon, fitted_size

if TYPE_CHECKING:
    from game.session import Session
    from scenes.base import Scene

# The winnable indicator knows the face-down cards, unlike a hint: it speaks of the deal.
MSG_WINNABLE = N_("Deal winnable")
MSG_NOT_WINNABLE = N_("Deal no longer winnable")
# TRANSLATORS: shown in the top bar while the hint is being worked out.
MSG_THINKING = N_("Thinking…")
MSG_DAILY = N_("Daily deal")
MSG_HOLE = N_("Hole {hole} of {holes}, {total} so far")
# TRANSLATORS: a hole of a round: the strokes of the hole in play, if it ended now.
MSG_STROKES = N_("Strokes: {strokes}")
# TRANSLATORS: a round of holes: the strokes of the round so far, this hole's included.
MSG_ROUND = N_("Round: {total}")
MSG_DEAL_LOST = N_("This deal cannot be won")
KINDS = {"new": "secondary", "finish": "primary"}  # the others are quiet (ghost)
MIN_FIGURES = 10  # px: the figures' last resort, in a bar too narrow for th.MIN_TEXT
HELP_LABEL = "?"  # the rules of this game: a sign every language reads, no words to fit


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
        # While thinking: that line, drawn each frame with its own alpha, and where it goes.
        self._thinking: pygame.Surface | None = None
        self._thinking_at = (0, 0)

    def layout(self, bar: pygame.Rect, large: bool = False) -> None:
        """Text sizes for a bar of this height; ``large``: large print, the bar's words
        larger in a bar of the same height."""
        grow = th.LARGE_PRINT if large else 1.0
        high = FIGURES_ROW * 1.25 if bar.width < NARROW_BAR else bar.height
        self.stats_size = max(th.MIN_TEXT + 1, min(round(28 * grow), round(high * 0.32
                                                                            * grow)))
        self.code_size = max(th.MIN_TEXT, round(self.stats_size * 0.72))

    def build(self, scene: Scene, bar: pygame.Rect,
              actions: Mapping[str, Callable[[], None]], can_undo: bool,
              finish: bool = False) -> None:
        """The buttons across ``bar``; ``actions`` says what each does (with "help", a "?"
        comes last). ``finish``: Finish takes Hint's place."""
        last = ("finish", _("Finish")) if finish else ("hint", _("Hint"))
        names = [("menu", _("Menu")), ("new", _("New game")), ("undo", _("Undo")), last]
        if "help" in actions:
            names.append(("help", HELP_LABEL))
        plan = _Plan(bar, scene.ctx.size, names, scene.ctx.metrics.large)
        rtl = is_rtl()
        placed = plan.place(scene.ctx.metrics.margin, rtl)
        self.buttons = {}
        for key, label in names:
            # Undo points back against the reading direction, Finish along it; "?" is bare.
            icon = None if key == "help" else Icon(
                key, plan.glyph, max(4, plan.glyph // 3), above=plan.stacked,
                mirror=rtl and key in ("undo", "finish"))
            self.buttons[key] = scene.button(
                placed[key], label, actions[key],
                kind=KINDS.get(key, "ghost"), size=plan.label_size(key, label),
                enabled=key != "undo" or can_undo,
                reserve=0 if icon is None else plan.reserve, icon=icon)
        self.stats_rect = plan.middle

    def draw(self, surface: pygame.Surface, p: th.Palette, winnable: solver.Verdict | None,
             deal_lost: bool = False, thinking: float | None = None) -> None:
        """Score, moves, time and the quiet line, centred between the buttons; ``deal_lost``:
        the deal was proved lost from its start (a typed code, played as it is);
        ``thinking``: a hint is late (the seconds since it was asked for set the pulse)."""
        rect = self.stats_rect
        if rect.width < 40:
            return
        game = self.session.game
        key = (self._counts(), game.moves, int(self.session.elapsed), winnable, deal_lost,
               thinking is not None, rect.size, self.stats_size, get_language(), p.name,
               len(self.session.line or ()), game.status)
        if key != self._key or self._image is None:
            self._key = key
            self._image = self._render(rect, p, winnable, deal_lost, thinking is not None)
        x = rect.centerx - self._image.get_width() // 2
        y = rect.centery - self._image.get_height() // 2
        surface.blit(self._image, (x, y))
        if thinking is not None and self._thinking is not None:
            pulse = 0.5 + 0.5 * math.cos(thinking * math.tau)
            self._thinking.set_alpha(round(110 + 145 * pulse))
            surface.blit(self._thinking, (x + self._thinking_at[0], y + self._thinking_at[1]))

    def _render(self, rect: pygame.Rect, p: th.Palette, winnable: solver.Verdict | None,
                deal_lost: bool, thinking: bool = False) -> pygame.Surface:
        """Score, moves and time on one line, the game code quietly below (not cached in
        scenes.ui.text: the clock would fill its cache with one line a second). ``thinking``:
        the quiet line says so instead, left out of the image (``draw`` pulses it)."""
        game, rtl = self.session.game, is_rtl()
        lines = self._figures(self.figures(), rect, rtl, p.bar_text)
        quiet = game.code or ""
        hole = self._hole()
        if hole:
            quiet = f"{hole} · {quiet}" if quiet else hole
        if self.session.daily_date is not None:
            quiet = f"{_(MSG_DAILY)} · {quiet}" if quiet else _(MSG_DAILY)
        goal = self.goal_line()
        if goal:
            quiet = goal
        verdict = ""
        if winnable in (solver.Verdict.WINNABLE, solver.Verdict.NOT_WINNABLE):
            verdict = _(MSG_WINNABLE) if winnable is solver.Verdict.WINNABLE else _(
                MSG_NOT_WINNABLE)
        elif deal_lost:
            verdict = _(MSG_DEAL_LOST)
        # Below the figures; beside the time when the figures take two lines or more.
        gap = self.code_size
        room = rect.width if len(lines) == 1 else rect.width - lines[-1].get_width() - gap
        small = None
        # The verdict matters more than the code, a round's hole more than both: what does
        # not fit is left out, the code first.
        quiet_lines = (f"{quiet} · {verdict}" if quiet and verdict else quiet or verdict,
                       f"{hole} · {verdict}" if hole and verdict else hole, hole, verdict)
        if goal:  # the goal and its progress first; the verdict only beside them
            quiet_lines = (f"{goal} · {verdict}" if verdict else goal, goal, "", "")
        if thinking:
            quiet_lines = (_(MSG_THINKING), "", "", "")
        loud = thinking or bool(goal)
        # A challenge's progress is read from a step away (a kiosk): the figures' size when
        # it fits, else the quiet line's.
        sizes = (self.stats_size, self.code_size) if goal and not thinking else (self.code_size,)
        for line in quiet_lines:
            if not line:
                continue
            # Thinking is news, not a quiet fact: bold and in the figures' colour; so is a
            # challenge's progress.
            for size in sizes:
                small = text.render_line(text.font(size, loud), text.visual(line, rtl),
                                         p.bar_text if loud else p.bar_quiet)
                if small.get_width() <= room and (
                        size == sizes[-1] or sum(i.get_height() for i in lines)
                        + small.get_height() <= rect.height):
                    break
                small = None
            if small is not None:
                break
        # Thinking is left out of the image (``draw`` pulses it): a blank of its size holds
        # its place, and where it lands is kept.
        self._thinking = small if thinking else None
        shown = small
        if small is not None and thinking:
            shown = pygame.Surface(small.get_size(), pygame.SRCALPHA)
        beside = shown is not None and len(lines) > 1
        if shown is not None and beside:
            lines[-1] = _beside(lines[-1], shown, gap, rtl)
        elif shown is not None:
            lines.append(shown)
        out = pygame.Surface((max(i.get_width() for i in lines),
                              sum(i.get_height() for i in lines)), pygame.SRCALPHA)
        y = 0
        for image in lines:
            x = (out.get_width() - image.get_width()) // 2
            out.blit(image, (x, y))
            if small is not None and thinking and image is lines[-1]:
                if beside:  # _beside puts the second image first in Hebrew
                    dx = 0 if rtl else image.get_width() - small.get_width()
                    dy = (image.get_height() - small.get_height()) // 2
                else:
                    dx, dy = 0, 0
                self._thinking_at = (x + dx, y + dy)
            y += image.get_height()
        return out

    def goal_line(self) -> str:
        """A daily challenge's goal and where the play stands ("Stock cards left: 6 / at
        least 5"), or nothing for a game that plays none."""
        challenge = self.session.challenge
        progress = self.session.challenge_progress()
        if challenge is None or progress is None:
            return ""
        return progress_text(challenge, progress.value)

    def figures(self) -> list[str]:
        """The bar's figures, as the player reads them: the score, the moves and the time,
        or for a hole of a round its strokes, the round's total and the time."""
        counts = self._counts()
        if len(counts) == 2:  # a hole of a round: strokes, not points
            parts = [_(MSG_STROKES).format(strokes=number(counts[0])),
                     _(MSG_ROUND).format(total=number(counts[1]))]
        else:
            parts = [_("Score: {score}").format(score=number(counts[0])),
                     _("Moves: {moves}").format(moves=number(self.session.game.moves))]
        return [*parts, format_duration(self.session.elapsed)]

    def _counts(self) -> tuple[int, ...]:
        """What the bar counts: (the score if the game ended now,) or, for a hole of a round,
        (this hole's strokes, the round's total with them), if it ended now."""
        game, played = self.session.game, self.session.round
        if played is None:
            return (game.score_if_ended,)
        if played.is_hole(game):
            return game.hole_strokes(), played.total_with(game)
        hole = self.session.hole or played.played  # ended: on the card already
        return played.strokes[hole - 1], played.total

    def _hole(self) -> str:
        """"Hole 4 of 9, 12 so far" for a hole of a round, else nothing."""
        played, hole_number = self.session.round, self.session.hole
        if played is None or hole_number is None:
            return ""
        before = sum(played.strokes[: hole_number - 1])
        return _(MSG_HOLE).format(hole=number(hole_number), holes=number(HOLES),
                                  total=number(before))

    def _figures(self, parts: list[str], rect: pygame.Rect, rtl: bool, colour: th.RGB
                 ) -> list[pygame.Surface]:
        """Score, moves and time on one line, shrunk to fit ``rect``; where even the smallest
        size is too wide (a narrow portrait bar), on two lines, or three."""
        # Readable first (no line under th.MIN_TEXT); only a bar too small for that (a
        # narrow portrait window) goes below it.
        for least in (th.MIN_TEXT, MIN_FIGURES):
            for split in ([parts], [parts[:2], parts[2:]], [[p] for p in parts]):
                shown = [text.visual("   ".join(words), rtl) for words in split]
                size = self.stats_size
                font = text.font(size, True)
                while not _fits(font, shown, rect) and size > least:
                    size -= 1
                    font = text.font(size, True)
                if _fits(font, shown, rect):
                    return [text.render_line(font, line, colour) for line in shown]
        return [text.render_line(font, line, colour) for line in shown]


def _fits(font: pygame.font.Font, lines: list[str], rect: pygame.Rect) -> bool:
    return (max(font.size(line)[0] for line in lines) <= rect.width
            and font.get_linesize() * len(lines) <= rect.height)


def _beside(first: pygame.Surface, then: pygame.Surface, gap: int, rtl: bool) -> pygame.Surface:
    """Two images on one line in reading order, centred on each other."""
    left, right = (then, first) if rtl else (first, then)
    out = pygame.Surface((left.get_width() + gap + right.get_width(),
                          max(left.get_height(), right.get_height())), pygame.SRCALPHA)
    out.blit(left, (0, (out.get_height() - left.get_height()) // 2))
    out.blit(right, (left.get_width() + gap, (out.get_height() - right.get_height()) // 2))
    return out


class _Plan:
    """Where the bar's buttons go and how big their labels and icons are.

    Each label keeps its icon beside it; when that would shrink a label (a narrow portrait
    bar), every icon goes above its label instead, the labels kept large."""

    def __init__(self, bar: pygame.Rect, window: tuple[int, int],
                 names: list[tuple[str, str]], large: bool = False) -> None:
        self.bar, self.window, self.names = bar, window, names
        # A narrow window's figures are in a row of their own under the buttons (slots.Frame).
        self.narrow = bar.width < NARROW_BAR and bar.height >= th.MIN_TOUCH + FIGURES_ROW
        row = bar.height - FIGURES_ROW if self.narrow else bar.height
        # A finger's height at the least, in a bar made tall enough for it (board.Frame).
        self.height = min(row, max(th.MIN_TOUCH, row - 2 * max(3, round(row * 0.1))))
        self.pad = (row - self.height) // 2
        grow = th.LARGE_PRINT if large else 1.0
        self.size = th.nearest_font_size(max(th.MIN_TEXT + 1, round(self.height * 0.36 * grow)))
        # With no figures between them, the buttons share the whole width.
        self.cap = round(window[0] * (0.3 if self.narrow else 0.19 if large else 0.17))
        self.side = 2 * max(8, self.height // 3)
        self.inset = max(6, self.height // 4)
        self.glyph = max(10, round(self.height * 0.42))
        self.reserve = self.glyph + max(4, self.glyph // 3)
        # Five buttons share a narrow row: icons above their labels leave the words room.
        self.stacked = self.narrow or any(
            fitted_size(label, self._width(label, self.reserve) - 2 * self.inset - self.reserve,
                        self.height - 4, self.size) < self.size
            for key, label in names if key != "help")
        if self.stacked:
            self.glyph = max(10, round(self.height * 0.34))
            self.reserve = 0
        # "?" is a square: no icon, one glyph.
        self.widths = {key: self.height if key == "help" else self._width(label, self.reserve)
                       for key, label in names}
        self.middle = pygame.Rect(0, 0, 0, 0)

    def _width(self, label: str, room: int) -> int:
        return max(self.height,
                   min(self.cap, text.text_width(label, self.size, True) + room + self.side))

    def label_size(self, key: str, label: str) -> int:
        if key == "help":
            return th.nearest_font_size(round(self.height * 0.5))
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
        over = sum(self.widths.values()) + gap * (len(self.names) - 1) - (x_right - x_left)
        if self.narrow and over > 0:  # shared out by what each has over its label at 14 px
            least = {k: self.height if k == "help" else max(self.height, text.text_width(
                label, th.MIN_TEXT, True) + 2 * self.inset + self.reserve + 2)
                for k, label in self.names}
            spare = {k: max(0, w - least[k]) for k, w in self.widths.items()}
            total = max(1, sum(spare.values()))
            self.widths = {k: w - -(-over * spare[k] // total) for k, w in self.widths.items()}
        placed: dict[str, pygame.Rect] = {}
        for group, from_left in ((self.names[:2], not rtl), (self.names[2:], rtl)):
            seq = group if from_left else list(reversed(group))
            # "?" placed first, at the outer edge, in both directions (the rest keep order).
            seq.sort(key=lambda item: item[0] != "help")
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
        if self.narrow:
            top = bar.top + self.pad + self.height
            self.middle = pygame.Rect(margin // 2, top, self.window[0] - margin,
                                      bar.bottom - top)
        return placed
