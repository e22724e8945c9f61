"""Table themes: each a palette of the colours that follow the felt, chosen for every screen."""

from __future__ import annotations

from dataclasses import fields
from itertools import pairwise

import pygame
import pytest

from scenes.ui import gui
from scenes.ui import theme as th
from scenes.ui.drawing import draw_panel

COLOURS = [f.name for f in fields(th.Palette) if f.name not in ("label", "back", "cards")]


@pytest.mark.parametrize("name", list(th.PALETTES))
def test_a_theme_sets_every_colour_of_its_palette(name: str) -> None:
    palette = th.use(name)
    assert th.current() == name and th.palette() is palette
    for colour in COLOURS:
        assert getattr(th, colour.upper()) == getattr(palette, colour), colour
    assert 0 <= palette.back < len(palette.cards.backs)


def test_the_themes_differ_and_an_unknown_name_gives_the_default() -> None:
    green, blue = th.PALETTES["green"], th.PALETTES["blue"]
    assert all(getattr(green, c) != getattr(blue, c) for c in COLOURS)
    th.use("blue")
    assert th.use("from-a-later-build") is th.PALETTES[th.DEFAULT_THEME]
    assert th.current() == th.DEFAULT_THEME


def _mean(surf: pygame.Surface, box: pygame.Rect) -> tuple[float, ...]:
    """The mean colour of ``box``: the felt's colour there, its grain averaged away."""
    colour = pygame.transform.average_color(surf, box)
    return tuple(colour[:3])


@pytest.mark.parametrize("name", list(th.PALETTES))
def test_the_felt_is_a_radial_gradient_in_the_themes_colours_with_a_vignette(name: str
                                                                              ) -> None:
    palette = th.palette(name)
    felt = th.felt((640, 400), name)
    centre = _mean(felt, pygame.Rect(300, 185, 40, 30))
    edge = _mean(felt, pygame.Rect(0, 185, 12, 30))  # the middle of the left edge
    corner = _mean(felt, pygame.Rect(0, 0, 12, 12))
    assert max(abs(a - b) for a, b in zip(centre, palette.felt_centre, strict=True)) <= 4
    assert max(abs(a - b) for a, b in zip(edge, palette.felt_edge, strict=True)) <= 12
    # The vignette: the corners darker than the edge colour itself.
    assert sum(corner) < sum(palette.felt_edge) * 0.9
    assert sum(corner) > sum(palette.felt_edge) * (1 - th.VIGNETTE) * 0.8


@pytest.mark.parametrize("name", list(th.PALETTES))
def test_the_felt_has_a_texture(name: str) -> None:
    """Not a bare gradient: neighbouring pixels differ, by a few levels at most."""
    felt = th.felt((300, 200), name)
    row = [felt.get_at((x, 100))[:3] for x in range(140, 160)]
    steps = [max(abs(a - b) for a, b in zip(p, q, strict=True)) for p, q in pairwise(row)]
    assert sum(1 for d in steps if d > 0) >= 10
    assert max(steps) <= 2 * (th.GRAIN + th.MOTTLE)


def test_the_felt_is_drawn_once_per_theme_and_size(monkeypatch: pytest.MonkeyPatch) -> None:
    drawn: list[tuple[int, int]] = []
    gradient = th._felt_gradient
    monkeypatch.setattr(th, "_felt_gradient",
                        lambda palette, size: drawn.append(size) or gradient(palette, size))
    th._felt_cache.clear()
    felt = th.felt((321, 201), "green")
    for _frame in range(5):
        assert th.felt((321, 201), "green") is felt
    assert drawn == [(321, 201)]
    th.felt((321, 201), "blue")
    th.felt((400, 201), "green")
    assert drawn == [(321, 201), (321, 201), (400, 201)]  # a theme or size of its own


def test_the_felt_follows_the_theme_in_use() -> None:
    th.use("blue")
    assert th.felt((100, 80)) is th.felt((100, 80), "blue")
    th.use("green")
    assert th.felt((100, 80)) is th.felt((100, 80), "green")


def test_a_panel_drawn_with_the_defaults_wears_the_theme_in_use() -> None:
    surface = pygame.Surface((60, 60))
    for name in th.PALETTES:
        th.use(name)
        draw_panel(surface, pygame.Rect(0, 0, 60, 60), 6, shadow=False)
        assert surface.get_at((30, 30))[:3] == th.palette(name).panel
        assert surface.get_at((30, 0))[:3] == th.palette(name).panel_border


@pytest.mark.parametrize("name", list(th.PALETTES))
def test_the_widgets_take_the_themes_colours(name: str) -> None:
    th.use(name)
    palette = th.palette(name)
    data = gui.theme_dict()
    assert data["defaults"]["colours"]["normal_bg"] == gui._hex(palette.button)
    assert data["@secondary"]["colours"]["normal_bg"] == gui._hex(palette.button)
    assert data["@tab"]["colours"]["normal_text"] == gui._hex(palette.tab_text)
    assert data["@primary"]["colours"]["normal_bg"] == "#F2C14E"  # the same in every theme
    # One source: the file holds none of the colours a theme sets.
    base = gui._base()
    for block, colours in gui.palette_colours(palette).items():
        assert not set(colours) & set(base.get(block, {}).get("colours", {})), block


def test_the_type_scale_steps_down_and_scales_with_the_window() -> None:
    small_window, reference = th.metrics((800, 480)), th.metrics((1280, 800))
    sizes = [reference.type_size(r) for r in ("title", "heading", "button", "body", "small")]
    assert sizes == sorted(sizes, reverse=True) and len(set(sizes)) >= 4
    assert (reference.title, reference.body, reference.small) == (sizes[0], sizes[3], sizes[4])
    assert all(small_window.type_size(r) <= reference.type_size(r) for r in th.TYPE_SCALE)
    assert all(s in th.FONT_SIZES for s in sizes)  # each has its block in the widgets' theme
    assert small_window.body >= th.TYPE_SCALE["body"].least
    assert th.TYPE_SCALE["title"].bold and not th.TYPE_SCALE["body"].bold
