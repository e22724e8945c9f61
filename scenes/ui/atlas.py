"""The card atlas: every face and the back drawn once per card size into one surface.

Cards are drawn procedurally (SVG decks lose their pips in SDL_image) with the bundled font's
glyphs for ranks and suits, so they stay crisp at any size. Below ``LARGE_INDEX_BELOW`` px wide
a face shows a large index (big rank and suit in the upper half, one big suit below), as mobile
solitaire apps do; from there up it has corner indices, pip layouts and framed court cards.

Each face (and the back) is drawn the first time it is asked for, in 0.1-2 ms (a court card
is the slowest), and kept: a screen draws only the cards it shows (the settings' swatches
only backs, the menu's pictures a few faces), and a table opens without drawing the faces
still face down (the whole deck took 35-50 ms and 9 MB at 1920x1080). Rounded corners are
antialiased, so a face has per-pixel alpha; it is converted to the display's format when a
window exists. ``face()`` and ``back()`` are shared: blit them, never draw on them.
"""

from __future__ import annotations

import math
from collections import OrderedDict

import pygame

from game.cards import CARDS, JACK, Card, Suit
from scenes.ui import text
from scenes.ui.court_art import court_bust, court_panel
from scenes.ui.theme import CLASSIC_CARDS, CardPalette

Colour = tuple[int, int, int]

# (fill alpha, ring alpha, ring width in card widths) of each mat: a cell's is the quietest
# (a place to park), a foundation's the clearest (where the game is won).
MAT_LOOK = {"plain": (22, 80, 0.025), "cell": (10, 56, 0.016), "foundation": (30, 105, 0.03),
            "king": (22, 80, 0.025), "redeal": (22, 80, 0.025)}

LARGE_INDEX_BELOW = 70
SUPERSAMPLE = 4
MAT_KINDS = tuple(MAT_LOOK)

# Pip centres in a unit box: x 0 (left) .. 1 (right), y 0 (top) .. 1 (bottom).
_SIDE_ROWS_3 = [(x, y) for y in (0.0, 0.5, 1.0) for x in (0.0, 1.0)]
_SIDE_ROWS_4 = [(x, y) for y in (0.0, 1 / 3, 2 / 3, 1.0) for x in (0.0, 1.0)]
PIPS: dict[int, list[tuple[float, float]]] = {
    2: [(0.5, 0.0), (0.5, 1.0)],
    3: [(0.5, 0.0), (0.5, 0.5), (0.5, 1.0)],
    4: [(0.0, 0.0), (1.0, 0.0), (0.0, 1.0), (1.0, 1.0)],
    5: [(0.0, 0.0), (1.0, 0.0), (0.5, 0.5), (0.0, 1.0), (1.0, 1.0)],
    6: _SIDE_ROWS_3,
    7: [*_SIDE_ROWS_3, (0.5, 0.25)],
    8: [*_SIDE_ROWS_3, (0.5, 0.25), (0.5, 0.75)],
    9: [*_SIDE_ROWS_4, (0.5, 0.5)],
    10: [*_SIDE_ROWS_4, (0.5, 1 / 6), (0.5, 5 / 6)],
}


def court_tint(colour: Colour, cards: CardPalette = CLASSIC_CARDS) -> Colour:
    """The court picture's ground: its backdrop with a breath of the suit's colour."""
    backdrop = cards.court.backdrop
    r, g, b = (round(c + (s - c) * 0.06) for c, s in zip(backdrop, colour, strict=True))
    return (r, g, b)


def suit_colour(suit: Suit, four_colour: bool = False,
                cards: CardPalette = CLASSIC_CARDS) -> Colour:
    if four_colour and suit is Suit.DIAMONDS:
        return cards.blue
    if four_colour and suit is Suit.CLUBS:
        return cards.green
    return cards.red if suit.is_red else cards.black


# --- drawing helpers -------------------------------------------------------------------------


def rounded(size: tuple[int, int], radius: int, colour: Colour, alpha: int = 255,
            width: int = 0) -> pygame.Surface:
    """An antialiased rounded rectangle (filled, or a ring ``width`` px thick).

    Only the corners are drawn supersampled: the straight parts lie on whole pixels, so
    filling them gives the very pixels the whole rectangle drawn ``SUPERSAMPLE`` times as
    large and scaled down gave (``tests/test_atlas.py`` compares them), in about a ninth
    of the time: a table's mats and trays took 50 ms of its first frame that way."""
    w, h = size
    if radius < 1 or 2 * radius > min(w, h):  # pygame shrinks such a radius: as it draws
        return _rounded_whole(size, radius, colour, alpha, width)
    ss, k = SUPERSAMPLE, radius
    corners = pygame.Surface((2 * k * ss, 2 * k * ss), pygame.SRCALPHA)
    corners.fill((*colour, 0))  # transparent pixels of the same colour: no dark fringe
    pygame.draw.rect(corners, (*colour, alpha), corners.get_rect(), width * ss, k * ss)
    corners = pygame.transform.smoothscale(corners, (2 * k, 2 * k))
    out = pygame.Surface((w, h), pygame.SRCALPHA)
    out.fill((*colour, 0))
    solid = (*colour, alpha)
    if width == 0 or 2 * width >= min(w, h):
        out.fill(solid, (k, 0, w - 2 * k, h))
        out.fill(solid, (0, k, w, h - 2 * k))
    else:
        out.fill(solid, (k, 0, w - 2 * k, width))
        out.fill(solid, (k, h - width, w - 2 * k, width))
        out.fill(solid, (0, k, width, h - 2 * k))
        out.fill(solid, (w - width, k, width, h - 2 * k))
    for x, y in ((0, 0), (k, 0), (0, k), (k, k)):
        copy_into(out, corners.subsurface((x, y, k, k)),
                  (w - k if x else 0, h - k if y else 0))
    return out


def _rounded_whole(size: tuple[int, int], radius: int, colour: Colour, alpha: int,
                   width: int) -> pygame.Surface:
    """``rounded`` drawn whole, ``SUPERSAMPLE`` times as large, and scaled down."""
    w, h = size
    ss = SUPERSAMPLE
    big = pygame.Surface((w * ss, h * ss), pygame.SRCALPHA)
    big.fill((*colour, 0))
    pygame.draw.rect(big, (*colour, alpha), big.get_rect(), width * ss, radius * ss)
    return pygame.transform.smoothscale(big, (w, h))


def copy_into(dest: pygame.Surface, src: pygame.Surface, pos: tuple[int, int]) -> None:
    """Copy pixels with their alpha into a fully transparent area of ``dest``."""
    dest.blit(src, pos, special_flags=pygame.BLEND_RGBA_MAX)


# A glyph's ink height per px of font size: the font's, so the same for every atlas.
_INK_RATIOS: dict[tuple[str, bool], float] = {}


class _Glyphs:
    """Glyphs cropped to their ink and sized by ink height, cached while the atlas is built."""

    def __init__(self) -> None:
        self._cache: dict[tuple[str, int, Colour, bool], pygame.Surface] = {}

    def ink_ratio(self, glyphs: str, bold: bool) -> float:
        key = (glyphs, bold)
        if key not in _INK_RATIOS:
            probe = text.font(100, bold).render(glyphs, True, (0, 0, 0))
            _INK_RATIOS[key] = max(1, probe.get_bounding_rect().height) / 100
        return _INK_RATIOS[key]

    def __call__(self, glyphs: str, ink_height: int, colour: Colour,
                 bold: bool = False) -> pygame.Surface:
        key = (glyphs, ink_height, colour, bold)
        surf = self._cache.get(key)
        if surf is None:
            size = max(4, round(ink_height / self.ink_ratio(glyphs, bold)))
            if glyphs == "10":  # set the two digits tight, as printed indices do
                one = self(glyphs[0], ink_height, colour, bold)
                zero = self(glyphs[1], ink_height, colour, bold)
                gap = max(0, round(ink_height * 0.04))
                surf = pygame.Surface((one.get_width() + gap + zero.get_width(),
                                       max(one.get_height(), zero.get_height())),
                                      pygame.SRCALPHA)
                surf.blit(one, (0, surf.get_height() - one.get_height()))
                surf.blit(zero, (one.get_width() + gap, surf.get_height() - zero.get_height()))
            else:
                raw = text.font(size, bold).render(glyphs, True, colour)
                surf = raw.subsurface(raw.get_bounding_rect()).copy()
            self._cache[key] = surf
        return surf

    def fitted(self, glyphs: str, ink_height: int, max_width: int, colour: Colour,
               bold: bool = False) -> pygame.Surface:
        """Like calling it, but narrowed (never shortened) to at most ``max_width``."""
        surf = self(glyphs, ink_height, colour, bold)
        if surf.get_width() > max_width:
            surf = pygame.transform.smoothscale(surf, (max_width, surf.get_height()))
        return surf


def soft_blur(surf: pygame.Surface, radius: int) -> pygame.Surface:
    """A gaussian blur; wide ones are blurred at a smaller scale, which looks the same and
    costs a fraction (a gaussian blur's cost grows with its radius and the area)."""
    step = max(1, min(4, radius // 3))
    if step == 1:
        return pygame.transform.gaussian_blur(surf, radius, repeat_edge_pixels=False)
    w, h = surf.get_size()
    small = pygame.transform.smoothscale(surf, (max(1, w // step), max(1, h // step)))
    small = pygame.transform.gaussian_blur(small, max(1, round(radius / step)),
                                           repeat_edge_pixels=False)
    return pygame.transform.smoothscale(small, (w, h))


def blit_centred(dest: pygame.Surface, src: pygame.Surface, centre: tuple[float, float],
                 flip: bool = False) -> None:
    if flip:
        src = pygame.transform.rotate(src, 180)
    rect = src.get_rect(center=(round(centre[0]), round(centre[1])))
    dest.blit(src, rect)


def corner_index_metrics(width: int) -> tuple[float, float, int, int, float]:
    """A corner index (rank above suit): x of its centre, its top, the rank's and the suit's
    ink heights, the gap between them."""
    w = width
    return (w * 0.14, w * 0.06, round(w * 0.2), round(w * 0.14), w * 0.035)


def large_index_metrics(width: int) -> tuple[int, int, int]:
    """A large-index face (rank beside suit): their top, the rank's and the suit's ink
    heights."""
    return round(width * 0.06), round(width * 0.34), round(width * 0.27)


STRIP_RANK = 0.21  # a strip index's rank, in card widths


def strip_index_metrics(width: int) -> tuple[int, int]:
    """A strip index (rank beside suit on one line, at the very top): its top, its ink
    height."""
    return max(2, round(width * 0.025)), round(width * STRIP_RANK)


def strip_depth(width: int) -> int:
    """How far down a strip index reaches, in px: the least of a covered card a squeezed
    column must show (``CardAtlas.strip``)."""
    top, rank_h = strip_index_metrics(max(16, int(width)))
    return top + rank_h + 1


def index_depth(width: int) -> int:
    """How far down from a face's top edge its index (rank and suit) reaches, in px: the least
    of a covered card a column must show for the card to be read."""
    w = max(16, int(width))
    # A glyph's ink may run a pixel past the height asked for: fonts come in whole sizes.
    if w < LARGE_INDEX_BELOW:
        top, rank_h, suit_h = large_index_metrics(w)
        return top + max(rank_h, suit_h) + 1
    _, corner_top, rank_h, suit_h, gap = corner_index_metrics(w)
    return round(corner_top) + rank_h + round(gap) + suit_h + 1


# --- the atlas -------------------------------------------------------------------------------


class CardAtlas:
    """The 52 faces and the back for one card width, plus mats, shadows and highlights, each
    drawn when first asked for."""

    def __init__(self, card_width: int, *, four_colour: bool = False, back_style: int = 0,
                 cards: CardPalette = CLASSIC_CARDS) -> None:
        self.width = max(16, int(card_width))
        self.height = round(self.width * 7 / 5)
        self.four_colour = four_colour
        self.cards = cards
        self.back_style = back_style % len(cards.backs)
        self._glyphs = _Glyphs()
        self._notch: tuple[int, int] | None = None
        self._mats: dict[tuple[str, Suit | None], pygame.Surface] = {}
        self._trays: dict[tuple[int, int], pygame.Surface] = {}
        self._shadows: dict[bool, pygame.Surface] = {}
        self._highlights: dict[tuple[int, ...], pygame.Surface] = {}
        self._strips: dict[Card, pygame.Surface] = {}
        self._faces: dict[Card, pygame.Surface] = {}
        self._back: pygame.Surface | None = None
        self._plain: pygame.Surface | None = None  # a blank face, every face's ground

    # -- public ------------------------------------------------------------------------------

    @property
    def corner_radius(self) -> int:
        return max(2, round(self.width * 0.07))

    @property
    def size(self) -> tuple[int, int]:
        return (self.width, self.height)

    @property
    def large_index(self) -> bool:
        """True when faces use the large-index layout (narrow cards)."""
        return self.width < LARGE_INDEX_BELOW

    def face(self, card: Card) -> pygame.Surface:
        face = self._faces.get(card)
        if face is None:
            if self._plain is None:
                self._plain = self._blank()
            face = self._plain.copy()
            self._draw_face(face, card)
            face = self._faces[card] = _for_display(face)
        return face

    def blank(self) -> pygame.Surface:
        """A face with nothing on it: a card about to turn up that the player has not seen."""
        if self._plain is None:
            self._plain = self._blank()
        return self._plain

    def back(self) -> pygame.Surface:
        if self._back is None:
            self._back = _for_display(self._draw_back())
        return self._back

    def drawn(self) -> int:
        """How many faces have been drawn so far (the back not counted)."""
        return len(self._faces)

    def warm(self, count: int) -> bool:
        """Draw up to ``count`` faces not drawn yet, and the back (a few a frame while
        nothing moves: the menu readies its likeliest table so); True when all are drawn."""
        self.back()
        for card in [c for c in CARDS if c not in self._faces][:count]:
            self.face(card)
        return len(self._faces) == len(CARDS)

    def strip(self, card: Card) -> pygame.Surface:
        """The face as a squeezed column covers it: a strip shorter than the corner index
        (``index_depth``) shows the rank and the suit on one line instead (``strip_depth``)."""
        face = self._strips.get(card)
        if face is None:
            face = self._strips[card] = self._draw_strip(card)
        return face

    def mat(self, kind: str = "plain", suit: Suit | None = None) -> pygame.Surface:
        """An empty pile's mat, card-sized. kind: plain | cell | foundation | king | redeal."""
        if kind not in MAT_KINDS:
            raise ValueError(f"unknown mat kind: {kind!r}")
        key = (kind, suit)
        if key not in self._mats:
            self._mats[key] = self._draw_mat(kind, suit)
        return self._mats[key]

    def tray(self, size: tuple[int, int]) -> pygame.Surface:
        """A faint tray of ``size`` under piles that belong together (a suit's foundations)."""
        if size not in self._trays:
            radius = self.corner_radius + min(size[0] - self.width, size[1] - self.height) // 2
            tray = rounded(size, radius, self.cards.tray, alpha=72)
            tray.blit(rounded(size, radius, self.cards.mat, alpha=40, width=1), (0, 0))
            self._trays[size] = tray
        return self._trays[size]

    def shadow(self, lifted: bool = False) -> pygame.Surface:
        """A soft shadow; blit it at the card's position plus ``shadow_offset(lifted)``."""
        if lifted not in self._shadows:
            self._shadows[lifted] = self._draw_shadow(lifted)
        return self._shadows[lifted]

    def shadow_offset(self, lifted: bool = False) -> tuple[int, int]:
        blur, (dx, dy) = self._shadow_geometry(lifted)
        return (dx - 2 * blur, dy - 2 * blur)

    def highlight(self, colour: tuple[int, ...] | None = None) -> pygame.Surface:
        """A warm ring slightly larger than a card (the palette's highlight unless
        ``colour``); blit at the card's position plus ``highlight_offset()``."""
        key = tuple(self.cards.highlight if colour is None else colour)
        if key not in self._highlights:
            self._highlights[key] = self._draw_highlight(key[:3])
        return self._highlights[key]

    def highlight_offset(self) -> tuple[int, int]:
        pad = self._highlight_pad()
        return (-pad, -pad)

    # -- faces -------------------------------------------------------------------------------

    def _blank(self) -> pygame.Surface:
        w, h, r = self.width, self.height, self.corner_radius
        card = rounded((w, h), r, self.cards.border)
        card.blit(rounded((w - 2, h - 2), max(1, r - 1), self.cards.face), (1, 1))
        return card

    def _colour(self, suit: Suit) -> Colour:
        return suit_colour(suit, self.four_colour, self.cards)

    def _draw_face(self, surf: pygame.Surface, card: Card) -> None:
        if self.large_index:
            self._draw_large_index_face(surf, card)
        else:
            self._draw_corner_indices(surf, card)
            if card.rank >= JACK:
                self._draw_court(surf, card)
            elif card.rank == 1:
                pip = self._glyphs(card.suit.symbol, round(self.width * 0.42),
                                   self._colour(card.suit))
                blit_centred(surf, pip, (self.width / 2, self.height / 2))
            else:
                self._draw_pips(surf, card)

    def _index_metrics(self) -> tuple[float, float, int, int, float]:
        return corner_index_metrics(self.width)

    def _index(self, card: Card) -> pygame.Surface:
        """Rank above suit, centred in one column, on a transparent surface."""
        w = self.width
        _, _, rank_h, suit_h, gap = self._index_metrics()
        colour = self._colour(card.suit)
        rank = self._glyphs.fitted(card.rank_text, rank_h, round(w * 0.23), colour, bold=True)
        suit = self._glyphs(card.suit.symbol, suit_h, colour)
        col = max(rank.get_width(), suit.get_width())
        block = pygame.Surface((col, rank_h + round(gap) + suit.get_height()), pygame.SRCALPHA)
        block.blit(rank, ((col - rank.get_width()) // 2, rank_h - rank.get_height()))
        block.blit(suit, ((col - suit.get_width()) // 2, rank_h + round(gap)))
        return block

    def _draw_corner_indices(self, surf: pygame.Surface, card: Card) -> None:
        cx, top, *_ = self._index_metrics()
        block = self._index(card)
        bw, bh = block.get_size()
        surf.blit(block, (round(cx - bw / 2), round(top)))
        flipped = pygame.transform.rotate(block, 180)
        surf.blit(flipped, (round(self.width - cx - bw / 2), round(self.height - top - bh)))

    def _pip_box(self, rank: int) -> pygame.Rect:
        w, h = self.width, self.height
        # Nine and ten have a middle column between the side ones: spread the sides wider.
        left, top = round(w * (0.35 if rank >= 9 else 0.38)), round(h * 0.18)
        return pygame.Rect(left, top, w - 2 * left, h - 2 * top)

    def _draw_pips(self, surf: pygame.Surface, card: Card) -> None:
        box = self._pip_box(card.rank)
        ink = round(self.width * (0.15 if card.rank >= 9 else 0.17))
        pip = self._glyphs(card.suit.symbol, ink, self._colour(card.suit))
        for fx, fy in PIPS[card.rank]:
            centre = (box.left + fx * box.width, box.top + fy * box.height)
            blit_centred(surf, pip, centre, flip=fy > 0.5)

    def court_frame(self) -> pygame.Rect:
        """The frame of a court picture: nearly the whole card, its top left and bottom
        right corners cut away for the indices (``court_notch``)."""
        w, h = self.width, self.height
        side, top = round(w * 0.07), round(w * 0.05)
        return pygame.Rect(side, top, w - 2 * side, h - 2 * top)

    def court_notch(self) -> tuple[int, int]:
        """The corner cut away from a court picture's frame for each index, in px from the
        frame's corner: clear of the index's widest court letter and of its suit."""
        if self._notch is None:
            self._notch = self._measure_notch()
        return self._notch

    def _measure_notch(self) -> tuple[int, int]:
        w = self.width
        cx, _top, rank_h, _, _ = self._index_metrics()
        black = self.cards.black
        widest = max(self._glyphs.fitted(r, rank_h, round(w * 0.23), black, bold=True).get_width()
                     for r in "JQK")
        frame = self.court_frame()
        right = math.ceil(cx + max(widest, w * 0.2) / 2 + w * 0.03)
        bottom = index_depth(w) + math.ceil(w * 0.03)
        return (right - frame.left, bottom - frame.top)

    def _draw_court(self, surf: pygame.Surface, card: Card) -> None:
        w = self.width
        colour = self._colour(card.suit)
        frame = self.court_frame()
        panel = court_panel(frame.size, card.rank, card.suit, colour, self.cards.court,
                            court_tint(colour, self.cards), self.court_notch(),
                            max(0.55, w / 190))
        surf.blit(panel, frame)

    def _draw_large_index_face(self, surf: pygame.Surface, card: Card) -> None:
        w, h = self.width, self.height
        colour = self._colour(card.suit)
        margin = w * 0.07
        top, rank_h, suit_h = large_index_metrics(w)
        suit = self._glyphs(card.suit.symbol, suit_h, colour)
        room = round(w - 2 * margin - suit.get_width() - max(2, w * 0.05))
        rank = self._glyphs.fitted(card.rank_text, rank_h, room, colour, bold=True)
        surf.blit(rank, (round(margin), top + rank_h - rank.get_height()))
        surf.blit(suit, (round(w - margin - suit.get_width()), top))
        centre = (w / 2, h * 0.68)
        if card.rank >= JACK:
            frame = pygame.Rect(0, 0, round(w * 0.62), round(h * 0.46))
            frame.center = (round(centre[0]), round(centre[1]))
            line = max(1, round(w * 0.025))
            radius = max(2, round(w * 0.05))
            pygame.draw.rect(surf, self.cards.court.frame, frame, 0, radius)
            inner = frame.inflate(-2 * line, -2 * line)
            bust = court_bust(inner.size, card.rank, card.suit, colour, self.cards.court,
                              court_tint(colour, self.cards), max(0.5, w / 190))
            mask = rounded(inner.size, max(1, radius - line), (255, 255, 255))
            bust.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
            surf.blit(bust, inner)
        else:
            ink = round(w * (0.56 if card.rank == 1 else 0.48))
            blit_centred(surf, self._glyphs(card.suit.symbol, ink, colour), centre)

    def _draw_strip(self, card: Card) -> pygame.Surface:
        w = self.width
        band = pygame.Rect(0, 0, w, min(self.height, index_depth(w)))
        face = self.face(card).copy()
        face.fill((0, 0, 0, 0), band)  # the corner index's band, blank again
        copy_into(face, (self._plain or self._blank()).subsurface(band), (0, 0))
        top, ink = strip_index_metrics(w)
        colour = self._colour(card.suit)
        rank = self._glyphs.fitted(card.rank_text, ink, round(w * 0.32), colour, bold=True)
        suit = self._glyphs(card.suit.symbol, round(ink * 0.9), colour)
        x = round(w * 0.07)
        face.blit(rank, (x, top + ink - rank.get_height()))
        face.blit(suit, (x + rank.get_width() + max(1, round(w * 0.03)),
                         top + (ink - suit.get_height()) // 2))
        return face

    # -- back --------------------------------------------------------------------------------

    def _draw_back(self) -> pygame.Surface:
        w, h, r = self.width, self.height, self.corner_radius
        back = self.cards.backs[self.back_style]
        field, pattern, frame = back.field, back.pattern, back.frame
        card = self._blank()
        inset = max(2, round(w * 0.07))
        iw, ih = w - 2 * inset, h - 2 * inset
        inner = pygame.Surface((iw, ih), pygame.SRCALPHA)
        inner.fill((*field, 255))
        self._lattice(inner, pattern, frame)
        mask = rounded((iw, ih), max(1, r - inset // 2), (255, 255, 255))
        inner.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        card.blit(inner, (inset, inset))
        return card

    def _lattice(self, inner: pygame.Surface, pattern: Colour, frame: Colour) -> None:
        """Diagonal diamonds with a dot in each, inside a thin frame line."""
        iw, ih = inner.get_size()
        step = max(6, round(self.width * 0.14))
        line = max(1, round(self.width * 0.012))
        for k in range(-ih, iw + ih, step):
            pygame.draw.line(inner, pattern, (k, 0), (k + ih, ih), line)
            pygame.draw.line(inner, pattern, (k, ih), (k + ih, 0), line)
        dot = max(1, round(step * 0.14))
        for k in range(-ih, iw + ih, step):
            for j in range(0, ih + step, step):
                # centres of the diamonds between the crossings
                x, y = k + step / 2 + j, j
                if 0 <= x < iw and 0 <= y < ih:
                    pygame.draw.circle(inner, frame, (round(x), round(y)), dot)
        edge = max(2, round(self.width * 0.05))
        pygame.draw.rect(inner, frame, inner.get_rect().inflate(-2 * edge, -2 * edge),
                         max(1, round(self.width * 0.014)), max(1, self.corner_radius // 2))

    # -- mats, shadows, highlights -------------------------------------------------------------

    def _draw_mat(self, kind: str, suit: Suit | None) -> pygame.Surface:
        w, h, r = self.width, self.height, self.corner_radius
        fill, edge, line = MAT_LOOK[kind]
        white = self.cards.mat
        mat = rounded((w, h), r, white, alpha=fill)
        ring = rounded((w, h), r, white, alpha=edge, width=max(1, round(w * line)))
        mat.blit(ring, (0, 0))
        mark: pygame.Surface | None = None
        if kind == "foundation":
            glyph = suit.symbol if suit is not None else "A"
            mark = self._glyphs(glyph, round(w * 0.46), white, bold=suit is None)
            mark.set_alpha(100)
        elif kind == "king":
            mark = self._glyphs("K", round(w * 0.4), white, bold=True)
            mark.set_alpha(60)
        elif kind == "redeal":
            mark = self._redeal_arrow(round(w * 0.56))
        if mark is not None:
            layer = pygame.Surface((w, h), pygame.SRCALPHA)
            blit_centred(layer, mark, (w / 2, h / 2))
            mat.blit(layer, (0, 0))
        return mat

    def _redeal_arrow(self, size: int) -> pygame.Surface:
        """A circular arrow (recycle the waste), faint white."""
        ss = SUPERSAMPLE
        s = max(8, size) * ss
        big = pygame.Surface((s, s), pygame.SRCALPHA)
        big.fill((*self.cards.mat, 0))
        colour = (*self.cards.mat, 110)
        thick = max(ss, round(s * 0.11))
        rect = pygame.Rect(0, 0, s, s).inflate(-thick * 2, -thick * 2)
        start, end = math.radians(110), math.radians(400)
        pygame.draw.arc(big, colour, rect, start, end, thick)
        # Arrowhead at the start of the arc, pointing anticlockwise around the circle.
        cx, cy, rad = rect.centerx, rect.centery, rect.width / 2 - thick / 2
        tip_angle = start
        px, py = cx + rad * math.cos(tip_angle), cy - rad * math.sin(tip_angle)
        tx, ty = -math.sin(tip_angle), -math.cos(tip_angle)  # tangent, clockwise on screen
        nx, ny = math.cos(tip_angle), -math.sin(tip_angle)  # outward normal
        head = thick * 1.6
        pts = [(px - tx * head * 1.1, py - ty * head * 1.1),
               (px + nx * head + tx * head * 0.2, py + ny * head + ty * head * 0.2),
               (px - nx * head + tx * head * 0.2, py - ny * head + ty * head * 0.2)]
        pygame.draw.polygon(big, colour, pts)
        return pygame.transform.smoothscale(big, (s // ss, s // ss))

    def _shadow_geometry(self, lifted: bool) -> tuple[int, tuple[int, int]]:
        w = self.width
        if lifted:
            return max(3, round(w * 0.08)), (max(2, round(w * 0.04)), max(4, round(w * 0.07)))
        return max(2, round(w * 0.035)), (max(1, round(w * 0.012)), max(2, round(w * 0.028)))

    def _draw_shadow(self, lifted: bool) -> pygame.Surface:
        blur, _ = self._shadow_geometry(lifted)
        pad = 2 * blur
        w, h = self.width, self.height
        surf = pygame.Surface((w + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
        surf.fill((0, 0, 0, 0))
        alpha = 90 if lifted else 80
        pygame.draw.rect(surf, (0, 0, 0, alpha), (pad, pad, w, h), 0, self.corner_radius)
        return soft_blur(surf, blur)

    def _highlight_pad(self) -> int:
        return max(3, round(self.width * 0.06))

    def _draw_highlight(self, colour: tuple[int, ...]) -> pygame.Surface:
        pad = self._highlight_pad()
        w, h = self.width + 2 * pad, self.height + 2 * pad
        rgb: Colour = (colour[0], colour[1], colour[2])
        radius = self.corner_radius + pad
        ring_w = max(2, round(self.width * 0.035))
        glow = pygame.Surface((w, h), pygame.SRCALPHA)
        glow.fill((*rgb, 0))
        inset = max(1, pad // 3)
        pygame.draw.rect(glow, (*rgb, 120), glow.get_rect().inflate(-inset * 2, -inset * 2),
                         ring_w * 2, radius)
        glow = soft_blur(glow, max(1, pad // 2))
        hole = pygame.Surface((w, h), pygame.SRCALPHA)
        hole.fill((255, 255, 255, 255))  # the glow stays outside: the face keeps its colour
        pygame.draw.rect(hole, (255, 255, 255, 0), (pad, pad, self.width, self.height), 0,
                         self.corner_radius)
        glow.blit(hole, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        ring_at = pad - ring_w - max(1, round(self.width * 0.01))
        ring = rounded((w - 2 * ring_at, h - 2 * ring_at), self.corner_radius + pad - ring_at,
                       rgb, width=ring_w)
        glow.blit(ring, (ring_at, ring_at))
        return glow


def _for_display(surf: pygame.Surface) -> pygame.Surface:
    """``surf`` in the display's format (blitted faster) when a window exists."""
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        return surf.convert_alpha()
    return surf


_atlases: OrderedDict[tuple[int, bool, int, CardPalette], CardAtlas] = OrderedDict()
MAX_ATLASES = 4


def atlas_for(width: int, four_colour: bool = False, back_style: int = 0,
              cards: CardPalette = CLASSIC_CARDS) -> CardAtlas:
    """The atlas for these settings and card colours (a scene passes its palette's,
    ``ctx.palette.cards``), built on first use; only the last few are kept."""
    key = (int(width), bool(four_colour), int(back_style), cards)
    atlas = _atlases.get(key)
    if atlas is None:
        atlas = CardAtlas(key[0], four_colour=key[1], back_style=key[2], cards=key[3])
        _atlases[key] = atlas
        while len(_atlases) > MAX_ATLASES:
            _atlases.popitem(last=False)
    else:
        _atlases.move_to_end(key)
    return atlas


def clear_cache() -> None:
    _atlases.clear()

