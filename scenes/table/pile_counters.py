"""The counters on the stock: how many cards are left in it (in a game played from the stock
that count is the strategy) and, for a game that turns its waste back, which pass it is.

Quiet pills on the pile itself: the count at the foot of its top card, the pass at its head.
Numbers are written as the language writes them and stay left to right inside a Hebrew label
(one bidi path, ``scenes.ui.text``); the card table itself is not mirrored. Drawn into the still
table (``TableView.draw_still``): they change only when the position does.
"""

from __future__ import annotations

import pygame

from game.i18n import N_, _, is_rtl
from game.moves import STOCK
from game.variant import Variant
from scenes.table.board import Board
from scenes.table.top_bar import number
from scenes.ui import text
from scenes.ui import theme as th

MSG_PASS = N_("Pass {number}")
# px: smaller is not read at arm's length; a label that does not fit is left out
MIN_SIZE = th.MIN_TEXT


Drawn = tuple[str, pygame.Rect, int]  # a label as shown (visual order), its pill, its px


def draw(dest: pygame.Surface, game: Variant, board: Board, p: th.Palette) -> list[Drawn]:
    """The stock's counters, if the game has a stock on this board; returns what it drew."""
    if STOCK not in board.slots:
        return []
    rects = board.pile_rects(game, STOCK)
    card = rects[-1] if rects else board.slot(STOCK)
    size = max(MIN_SIZE, round(card.width * 0.2))
    drawn = [_pill(dest, p, number(len(game.pile(STOCK))), card, size, at_top=False)]
    passes = game.pass_number()
    if passes is not None:
        label = _(MSG_PASS).format(number=number(passes))
        drawn.append(_pill(dest, p, label, card, size, at_top=True, short=f"↻{number(passes)}"))
    return [d for d in drawn if d is not None]


def _pill(dest: pygame.Surface, p: th.Palette, label: str, card: pygame.Rect, size: int, *,
          at_top: bool, short: str | None = None) -> Drawn | None:
    """``label`` on a dark pill, centred across ``card`` near its foot (or head); the
    ``short`` form, then smaller type, when it does not fit the card's width."""
    room = card.width - max(4, card.width // 10)
    for shown in (label, short) if short else (label,):
        for px in range(size, MIN_SIZE - 1, -1):
            font = text.font(px, True)
            line = text.visual(shown, is_rtl())
            if font.size(line)[0] + px <= room:
                image = text.render_line(font, line, p.counter_text)
                return line, _blit_pill(dest, p, image, card, at_top), px
    return None


def _blit_pill(dest: pygame.Surface, p: th.Palette, image: pygame.Surface, card: pygame.Rect,
               at_top: bool) -> pygame.Rect:
    pad_x, pad_y = max(3, image.get_height() // 2), max(1, image.get_height() // 10)
    pill = pygame.Rect(0, 0, image.get_width() + 2 * pad_x, image.get_height() + 2 * pad_y)
    inset = max(3, card.height // 14)
    pill.centerx = card.centerx
    if at_top:
        pill.top = card.top + inset
    else:
        pill.bottom = card.bottom - inset
    layer = pygame.Surface(pill.size, pygame.SRCALPHA)
    pygame.draw.rect(layer, p.counter, layer.get_rect(), border_radius=pill.height // 2)
    dest.blit(layer, pill.topleft)
    dest.blit(image, image.get_rect(center=pill.center))
    return pill
