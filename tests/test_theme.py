"""Table themes: each a palette of the colours that follow the felt, chosen for every screen."""

from __future__ import annotations

from dataclasses import fields

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


@pytest.mark.parametrize("name", list(th.PALETTES))
def test_the_felt_is_a_radial_gradient_in_the_themes_colours(name: str) -> None:
    palette = th.palette(name)
    felt = th.felt((640, 400), name)
    centre, corner = felt.get_at((320, 200))[:3], felt.get_at((0, 0))[:3]
    assert max(abs(a - b) for a, b in zip(centre, palette.felt_centre, strict=True)) <= 3
    assert max(abs(a - b) for a, b in zip(corner, palette.felt_edge, strict=True)) <= 6
    assert th.felt((640, 400), name) is felt  # drawn once per theme and size


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
