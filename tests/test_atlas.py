"""The card atlas: sizes, distinct faces, colours, indices, mats, caching."""

from __future__ import annotations

import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from game.cards import CARDS, JACK, KING, QUEEN, Card, Suit
from scenes.ui import atlas as atlas_mod
from scenes.ui.atlas import CardAtlas, atlas_for
from scenes.ui.theme import CLASSIC_CARDS

FACE, RED, BLACK = CLASSIC_CARDS.face, CLASSIC_CARDS.red, CLASSIC_CARDS.black
BLUE, GREEN = CLASSIC_CARDS.blue, CLASSIC_CARDS.green

WIDTHS = (40, 60, 90, 140)


@pytest.fixture(scope="module", autouse=True)
def _pygame() -> None:
    pygame.init()


@pytest.fixture(scope="module", params=WIDTHS)
def atlas(request: pytest.FixtureRequest) -> CardAtlas:
    return CardAtlas(request.param)


def colour_count(surf: pygame.Surface, colour: tuple[int, int, int], tol: int = 12) -> int:
    n = 0
    for y in range(surf.get_height()):
        for x in range(surf.get_width()):
            c = surf.get_at((x, y))
            if c.a > 200 and all(abs(c[i] - colour[i]) <= tol for i in range(3)):
                n += 1
    return n


def test_sizes_are_poker_proportions(atlas: CardAtlas) -> None:
    assert atlas.height == round(atlas.width * 7 / 5)
    assert atlas.face(CARDS[0]).get_size() == (atlas.width, atlas.height)
    assert atlas.back().get_size() == (atlas.width, atlas.height)
    assert atlas.corner_radius == max(2, round(atlas.width * 0.07))


def test_a_face_is_drawn_when_first_asked_for_and_kept() -> None:
    fresh = CardAtlas(120)
    assert fresh.drawn() == 0
    fresh.back()
    assert fresh.drawn() == 0  # a back swatch draws no face
    king = fresh.face(Card(KING, Suit.CLUBS))
    assert fresh.drawn() == 1
    assert fresh.face(Card(KING, Suit.CLUBS)) is king  # never redrawn


def test_every_face_is_distinct(atlas: CardAtlas) -> None:
    images = {pygame.image.tobytes(atlas.face(c), "RGBA") for c in CARDS}
    images.add(pygame.image.tobytes(atlas.back(), "RGBA"))
    assert len(images) == 53


def test_corners_are_transparent_and_body_opaque(atlas: CardAtlas) -> None:
    face = atlas.face(Card(7, Suit.HEARTS))
    w, h = face.get_size()
    assert face.get_at((0, 0)).a < 40
    assert face.get_at((w - 1, h - 1)).a < 40
    assert face.get_at((w // 2, 1)).a == 255
    assert face.get_at((1, h // 2)).a == 255


def test_red_and_black_pixels(atlas: CardAtlas) -> None:
    heart, spade = atlas.face(Card(5, Suit.HEARTS)), atlas.face(Card(5, Suit.SPADES))
    assert colour_count(heart, RED) > 10
    assert colour_count(heart, BLACK) == 0
    assert colour_count(spade, BLACK) > 10
    assert colour_count(spade, RED) == 0
    assert colour_count(heart, FACE, tol=2) > heart.get_width() * heart.get_height() // 3


def test_index_region_has_ink_tall_enough(atlas: CardAtlas) -> None:
    """The top-left corner holds the rank; its ink is at least 20% of the width tall and the
    whole index (rank over suit) at least 25%, inside the top 30% of the card."""
    w, h = atlas.size
    for card in (Card(1, Suit.SPADES), Card(10, Suit.HEARTS), Card(12, Suit.CLUBS)):
        face = atlas.face(card)
        strip = face.subsurface((0, 0, w // 2, round(h * 0.3)))
        ink = [
            y for y in range(strip.get_height())
            if any(_is_ink(strip.get_at((x, y))) for x in range(strip.get_width()))
        ]
        assert ink, f"no index on {card}"
        assert max(ink) - min(ink) + 1 >= 0.25 * w


@pytest.mark.parametrize("width", [40, 50, 60, 69, 70, 84, 120, 200])
def test_index_depth_is_where_the_index_ends(width: int) -> None:
    """``index_depth`` (how much of a covered card a column must show) holds the rank and the
    suit of every card, and not much more: the board's readable step rests on it."""
    atlas = CardAtlas(width)
    w, h = atlas.size
    depth = atlas_mod.index_depth(width)
    # The index's own region: beside the pips (corner index) or above the big suit.
    region = (w, round(h * 0.45)) if atlas.large_index else (round(w * 0.265), round(h * 0.5))
    lowest = 0
    for card in (Card(r, s) for r in (1, 4, 8, 10, 11, 12, 13) for s in Suit):
        face = atlas.face(card)
        bottom = region[1]
        if card.rank >= JACK and not atlas.large_index:  # the picture starts under its notch
            bottom = atlas.court_frame().top + atlas.court_notch()[1]
        for y in range(bottom - 1, 0, -1):
            if any(_is_coloured(face.get_at((x, y))) for x in range(2, region[0])):
                lowest = max(lowest, y + 1)
                break
    assert lowest <= depth <= lowest + max(2, w // 25), (lowest, depth)


def _is_coloured(c: pygame.Color) -> bool:
    """Ink of any suit colour (not the face, not the border)."""
    return c.a > 200 and (max(c.r, c.g, c.b) - min(c.r, c.g, c.b) > 60 or c.r + c.g + c.b < 300)


def _is_ink(c: pygame.Color) -> bool:
    return c.a > 200 and (c.r + c.g + c.b) < 450


def test_large_index_below_70_px() -> None:
    assert CardAtlas(60).large_index
    assert not CardAtlas(90).large_index


def test_four_colour_deck() -> None:
    a = CardAtlas(60, four_colour=True)
    assert colour_count(a.face(Card(3, Suit.DIAMONDS)), BLUE) > 10
    assert colour_count(a.face(Card(3, Suit.CLUBS)), GREEN) > 10
    assert colour_count(a.face(Card(3, Suit.HEARTS)), RED) > 10
    assert colour_count(a.face(Card(3, Suit.DIAMONDS)), RED) == 0


def test_back_styles_differ() -> None:
    backs = {pygame.image.tobytes(CardAtlas(60, back_style=i).back(), "RGBA") for i in range(3)}
    assert len(backs) == 3


def test_mats(atlas: CardAtlas) -> None:
    kinds = [atlas.mat(), atlas.mat("redeal"), atlas.mat("king"), atlas.mat("foundation"),
             atlas.mat("cell")]
    kinds += [atlas.mat("foundation", s) for s in Suit]
    images = {pygame.image.tobytes(m, "RGBA") for m in kinds}
    assert len(images) == len(kinds)
    plain = atlas.mat()
    w, h = plain.get_size()
    assert (w, h) == atlas.size
    edge = plain.get_at((w // 2, 0)).a
    assert 40 <= edge <= 120  # a faint outline, about 30%
    assert plain.get_at((w // 2, h // 2)).a < 40
    assert atlas.mat("king") is atlas.mat("king")
    # A cell's mat is the quietest, a foundation's the clearest.
    cell, found = atlas.mat("cell"), atlas.mat("foundation", Suit.HEARTS)
    assert cell.get_at((w // 2, 0)).a < edge < found.get_at((w // 2, 0)).a
    assert cell.get_at((w // 2, h // 2)).a < plain.get_at((w // 2, h // 2)).a
    with pytest.raises(ValueError):
        atlas.mat("castle")


def test_shadow_and_highlight_are_larger_than_a_card(atlas: CardAtlas) -> None:
    w, h = atlas.size
    for lifted in (False, True):
        s = atlas.shadow(lifted)
        dx, dy = atlas.shadow_offset(lifted)
        assert s.get_width() > w and s.get_height() > h
        assert dx + s.get_width() > w and dy + s.get_height() > h  # falls down and right
    assert atlas.shadow(True).get_width() > atlas.shadow().get_width()
    ring = atlas.highlight()
    hx, hy = atlas.highlight_offset()
    assert hx < 0 and hy < 0
    assert ring.get_size() == (w - 2 * hx, h - 2 * hy)
    assert ring.get_at((ring.get_width() // 2, ring.get_height() // 2)).a == 0
    assert atlas.highlight() is atlas.highlight()
    assert atlas.highlight((0, 200, 255)) is not atlas.highlight()


def test_atlas_for_caches_a_few_sizes() -> None:
    atlas_mod.clear_cache()
    a = atlas_for(50)
    assert atlas_for(50) is a
    assert atlas_for(50, four_colour=True) is not a
    for width in range(51, 51 + atlas_mod.MAX_ATLASES):
        atlas_for(width)
    assert atlas_for(50) is not a  # the oldest was dropped
    assert len(atlas_mod._atlases) <= atlas_mod.MAX_ATLASES


def test_converted_for_the_display_when_a_window_exists() -> None:
    pygame.display.set_mode((200, 200))
    try:
        a = CardAtlas(44)
        assert a.face(CARDS[0]).get_at((0, 0)).a < 40
        assert a.face(CARDS[0]).get_flags() & pygame.SRCALPHA
    finally:
        pygame.display.quit()
        pygame.display.init()


# --- court cards -----------------------------------------------------------------------------

COURTS = [Card(rank, suit) for suit in Suit for rank in (JACK, QUEEN, KING)]
COURT_WIDTHS = (70, 90, 120, 180, 250)


@pytest.fixture(scope="module", params=COURT_WIDTHS)
def court_atlas(request: pytest.FixtureRequest) -> CardAtlas:
    return CardAtlas(request.param)


def _difference(a: pygame.Surface, b: pygame.Surface) -> pygame.Surface:
    """|a - b| per channel, as an opaque surface."""
    a, b = a.convert(24), b.convert(24)
    left, right = a.copy(), b.copy()
    left.blit(b, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    right.blit(a, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    left.blit(right, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    return left


def _share_alike(a: pygame.Surface, b: pygame.Surface, tol: int = 24) -> float:
    """The share of pixels whose colours differ by at most ``tol`` in every channel."""
    near = pygame.mask.from_threshold(_difference(a, b), (0, 0, 0), (tol + 1,) * 3 + (255,))
    return near.count() / (a.get_width() * a.get_height())


def _figure(atlas: CardAtlas, card: Card) -> pygame.Surface:
    """The court's picture: its frame, the corners cut away for the indices blanked."""
    frame = atlas.court_frame()
    figure = atlas.face(card).subsurface(frame).copy()
    nw, nh = atlas.court_notch()
    figure.fill((0, 0, 0, 0), (0, 0, nw + 1, nh + 1))
    figure.fill((0, 0, 0, 0), (frame.width - nw - 1, frame.height - nh - 1, nw + 1, nh + 1))
    return figure


def _outlines(surf: pygame.Surface) -> pygame.mask.Mask:
    """Where the figure's dark outlines are: the drawing, whatever its colours."""
    grey = pygame.transform.grayscale(surf)
    return pygame.mask.from_threshold(grey, (0, 0, 0), (90, 90, 90, 255))


def test_court_figures_differ_in_drawing_not_only_colour(court_atlas: CardAtlas) -> None:
    """Twelve different figures: the outlines of any two courts differ in a good share of
    their pixels (a recoloured figure would share them all)."""
    masks = [_outlines(_figure(court_atlas, c)) for c in COURTS]
    area = court_atlas.court_frame().width * court_atlas.court_frame().height
    for i in range(len(COURTS)):
        for j in range(i + 1, len(COURTS)):
            xor = masks[i].count() + masks[j].count() - 2 * masks[i].overlap_area(masks[j], (0, 0))
            assert xor > 0.04 * area, f"{COURTS[i]} and {COURTS[j]} look alike"


def test_court_figures_are_double_ended(court_atlas: CardAtlas) -> None:
    """Turned by 180° a court's figure area is the same picture (its pip turned too)."""
    for card in COURTS:
        figure = _figure(court_atlas, card)
        assert _share_alike(figure, pygame.transform.rotate(figure, 180)) > 0.98, card


def test_court_figures_fill_their_frame(court_atlas: CardAtlas) -> None:
    """No court is mostly blank: most of the frame is drawn over, in many colours, with
    outlines and the suit's colour in it."""
    for card in COURTS:
        figure = _figure(court_atlas, card)
        tint = atlas_mod.court_tint(court_atlas._colour(card.suit))
        background = pygame.mask.from_threshold(figure, tint, (6, 6, 6, 255)).count()
        assert background < 0.45 * figure.get_width() * figure.get_height(), card
        assert _outlines(figure).count() > 0.05 * figure.get_width() * figure.get_height()
        suit_colour = pygame.mask.from_threshold(figure, court_atlas._colour(card.suit),
                                                 (21, 21, 21, 255))
        assert suit_colour.count() > 20, card
        colours = {tuple(figure.get_at((x, y)))[:3]
                   for x in range(0, figure.get_width(), 3)
                   for y in range(0, figure.get_height(), 3)}
        assert len(colours) > 40, card


def test_court_indices_and_margins_are_those_of_every_card(court_atlas: CardAtlas) -> None:
    """Outside the figure's frame a court is exactly a blank card with its two indices, so
    the indices stay as they were and the figure never covers them."""
    from scenes.ui.court_art import notched

    frame = court_atlas.court_frame()
    notch = court_atlas.court_notch()
    picture = notched((frame.left, frame.top, frame.right, frame.bottom), notch, inset=-1)
    for card in COURTS:
        plain = court_atlas._blank()
        court_atlas._draw_corner_indices(plain, card)
        face = court_atlas.face(card).copy()
        pygame.draw.polygon(face, (0, 0, 0, 0), picture)
        pygame.draw.polygon(plain, (0, 0, 0, 0), picture)
        assert pygame.image.tobytes(face, "RGBA") == pygame.image.tobytes(plain, "RGBA"), card
    # The notch clears every court's index: its letter and its suit.
    cx, top, *_ = court_atlas._index_metrics()
    for card in COURTS:
        index = court_atlas._index(card)
        assert frame.left + notch[0] >= cx + index.get_width() / 2
        assert frame.top + notch[1] >= top + index.get_height()
    # And the picture spans most of the card's width (a frame of 45 % looked plain).
    assert frame.width >= 0.85 * court_atlas.width


@pytest.mark.parametrize("width", [50, 60])
def test_small_courts_show_an_emblem_per_figure(width: int) -> None:
    """Below 70 px the large-index face keeps its layout and shows the figure's bust."""
    a = CardAtlas(width)
    w, h = a.size
    busts = []
    for card in COURTS:
        area = a.face(card).subsurface((round(w * 0.25), round(h * 0.5), round(w * 0.5),
                                        round(h * 0.35))).copy()
        assert _outlines(area).count() > 0.05 * area.get_width() * area.get_height(), card
        busts.append(pygame.image.tobytes(area, "RGB"))
    assert len(set(busts)) == len(COURTS)


def test_four_colour_courts() -> None:
    """The four-colour deck dresses diamond courts in blue and club courts in green, with no
    red left on them; hearts stay red and spades black."""
    four, two = CardAtlas(120, four_colour=True), CardAtlas(120)
    for rank in (JACK, QUEEN, KING):
        diamond = _figure(four, Card(rank, Suit.DIAMONDS))
        club = _figure(four, Card(rank, Suit.CLUBS))
        assert colour_count(diamond, BLUE, tol=20) > 200
        assert colour_count(diamond, RED, tol=20) == 0
        assert colour_count(club, GREEN, tol=20) > 200
        assert colour_count(club, RED, tol=20) == 0
        assert colour_count(_figure(two, Card(rank, Suit.DIAMONDS)), RED, tol=20) > 200
        assert colour_count(_figure(four, Card(rank, Suit.HEARTS)), RED, tol=20) > 200
        assert colour_count(_figure(two, Card(rank, Suit.DIAMONDS)), BLUE, tol=20) == 0


@pytest.mark.parametrize("width", [40, 62, 70, 110, 164])
def test_a_strip_face_shows_rank_and_suit_in_its_strip_depth(width: int) -> None:
    """A squeezed column's covered card (``strip``): the rank and the suit on one line within
    ``strip_depth``, nothing else down to where the corner index ended; the rest the face."""
    atlas = CardAtlas(width)
    w, h = atlas.size
    depth, corner = atlas_mod.strip_depth(width), atlas_mod.index_depth(width)
    assert depth < corner and depth <= 0.25 * w + 3
    strips = set()
    for card in (Card(r, s) for r in (1, 10, 12) for s in Suit):
        strip, face = atlas.strip(card), atlas.face(card)
        rows = [y for y in range(corner)
                if any(_is_coloured(strip.get_at((x, y))) for x in range(2, w - 2))]
        assert rows and max(rows) < depth and max(rows) - min(rows) + 1 >= 0.18 * w, card
        ink = [x for x in range(2, w - 2) if _is_coloured(strip.get_at((x, min(rows) + (
            max(rows) - min(rows)) // 2)))]
        assert max(ink) - min(ink) >= 0.25 * w  # rank and suit side by side
        below = pygame.Rect(0, corner, w, h - corner)
        assert pygame.image.tobytes(strip.subsurface(below), "RGBA") == pygame.image.tobytes(
            face.subsurface(below), "RGBA")
        strips.add(pygame.image.tobytes(strip.subsurface((0, 0, w, depth)), "RGBA"))
    assert len(strips) == 12  # each card's strip is its own


def test_card_colours_come_from_the_palette() -> None:
    """A table theme may dress its cards differently: every colour of a face, its pips and
    its court figure follows the CardPalette the atlas is given."""
    court = CLASSIC_CARDS.court._replace(skin=(120, 200, 120), frame=(10, 200, 200))
    odd = CLASSIC_CARDS._replace(face=(250, 236, 196), red=(200, 0, 120), court=court)
    plain, dressed = CardAtlas(120), CardAtlas(120, cards=odd)
    two = Card(2, Suit.HEARTS)
    assert colour_count(dressed.face(two), odd.face, tol=2) > 1000
    assert colour_count(plain.face(two), odd.face, tol=2) == 0
    assert colour_count(dressed.face(two), odd.red, tol=8) > 50
    king = Card(KING, Suit.HEARTS)

    def green(surf: pygame.Surface) -> int:  # the green skin, however shaded
        return sum(1 for x in range(surf.get_width()) for y in range(surf.get_height())
                   if (c := surf.get_at((x, y))).g > c.r + 40 and c.g > c.b + 40)

    assert green(dressed.face(king)) > 20
    assert green(plain.face(king)) == 0
    assert colour_count(dressed.face(king), court.frame, tol=8) > 20


def test_the_card_modules_keep_no_colours_of_their_own() -> None:
    """No module-level colour constant in the atlas or the court art: the theme's
    CardPalette is the one source."""
    import ast
    from pathlib import Path

    from scenes.ui import court_art

    for module in (atlas_mod, court_art):
        tree = ast.parse(Path(str(module.__file__)).read_text(encoding="utf-8"))
        for node in tree.body:
            if isinstance(node, ast.Assign | ast.AnnAssign) and node.value is not None:
                value = node.value
                if isinstance(value, ast.Tuple) and 3 <= len(value.elts) <= 4:
                    assert not all(isinstance(e, ast.Constant) and isinstance(e.value, int)
                                   for e in value.elts), ast.unparse(node)


def test_atlas_for_takes_the_card_colours_it_is_given() -> None:
    """A scene passes its palette's cards (``ctx.palette.cards``); without, the classic ones:
    the atlas follows no theme of its own."""
    from scenes.ui import theme

    atlas_mod.clear_cache()
    green = atlas_for(90)
    assert green.cards is theme.CLASSIC_CARDS is theme.GREEN.cards
    assert atlas_for(90, cards=theme.GREEN.cards) is green
    odd = theme.CLASSIC_CARDS._replace(face=(250, 236, 196))
    assert atlas_for(90, cards=odd) is not green
    assert atlas_for(90, cards=odd).cards is odd
    assert atlas_for(90) is green


# Cards, mats, rings and trays as the atlas draws them, then seeded sizes of every kind
# (radii over half the shorter side among them, which pygame shrinks).
ROUNDED_CASES = [((150, 210), 10, 0), ((150, 210), 10, 2), ((148, 208), 9, 0),
                 ((600, 250), 40, 0), ((600, 250), 40, 1), ((20, 20), 10, 0), ((7, 7), 3, 0),
                 ((21, 13), 9, 3), ((40, 56), 0, 0), ((40, 56), 3, 30)]


def _seeded_rounded_cases(n: int) -> list[tuple[tuple[int, int], int, int]]:
    rng = random.Random(7)
    return [((rng.randint(2, 160), rng.randint(2, 160)), rng.randint(0, 40),
             rng.choice((0, 0, 1, 2, 3, 5, 12))) for _ in range(n)]


@pytest.mark.parametrize("alpha", [255, 72])
def test_rounded_is_the_whole_rectangle_supersampled(alpha: int) -> None:
    """``rounded`` supersamples only the corners: every pixel, colour and alpha, is the one
    the whole rectangle drawn large and scaled down gives."""
    colour = (200, 180, 30)
    for size, radius, width in ROUNDED_CASES + _seeded_rounded_cases(60):
        fast = atlas_mod.rounded(size, radius, colour, alpha, width)
        whole = atlas_mod._rounded_whole(size, radius, colour, alpha, width)
        assert fast.get_size() == whole.get_size() == size
        assert pygame.image.tobytes(fast, "RGBA") == pygame.image.tobytes(whole, "RGBA"), \
            (size, radius, width)
