"""Table themes: each one value, a palette of every colour drawn, handed to whatever draws; the
widgets' theme is made from it, so no colour is said twice."""

from __future__ import annotations

import ast
import json
import re
from itertools import pairwise
from pathlib import Path

import pygame
import pytest

from scenes.app import App
from scenes.ui import gui
from scenes.ui import theme as th
from scenes.ui.drawing import draw_panel
from tests.conftest import ROOT

FOLLOWING_THE_FELT = [name for name in th.Palette._fields
                      if name not in ("name", "label", "back")
                      and name not in th.Palette._field_defaults]


def test_each_theme_differs_in_every_colour_that_follows_the_felt() -> None:
    green, blue = th.PALETTES["green"], th.PALETTES["blue"]
    assert FOLLOWING_THE_FELT  # the per-theme colours are the fields without a default
    assert all(getattr(green, c) != getattr(blue, c) for c in FOLLOWING_THE_FELT)
    for name, palette in th.PALETTES.items():
        assert palette.name == name and 0 <= palette.back < len(palette.cards.backs)


def test_an_unknown_name_gives_the_default_palette() -> None:
    assert th.palette_named("blue") is th.BLUE
    assert th.palette_named("from-a-later-build") is th.PALETTES[th.DEFAULT_THEME]
    assert th.palette_named(None) is th.PALETTES[th.DEFAULT_THEME]


def test_nothing_in_scenes_rewrites_a_module_global_at_run_time() -> None:
    """No ``global`` statement and no ``globals()`` in the theme; the palette is a frozen
    value."""
    source = (ROOT / "scenes" / "ui" / "theme.py").read_text(encoding="utf-8")
    tree = ast.parse(source)
    assert not [n for n in ast.walk(tree) if isinstance(n, ast.Global)]
    assert "globals()" not in source
    with pytest.raises(AttributeError):
        th.GREEN.accent = (0, 0, 0)  # type: ignore[misc]


def _mean(surf: pygame.Surface, box: pygame.Rect) -> tuple[float, ...]:
    """The mean colour of ``box``: the felt's colour there, its grain averaged away."""
    colour = pygame.transform.average_color(surf, box)
    return tuple(colour[:3])


@pytest.mark.parametrize("name", list(th.PALETTES))
def test_the_felt_is_a_radial_gradient_in_the_palettes_colours_with_a_vignette(name: str
                                                                                ) -> None:
    palette = th.PALETTES[name]
    felt = th.felt((640, 400), palette)
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
    felt = th.felt((300, 200), th.PALETTES[name])
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
    felt = th.felt((321, 201), th.GREEN)
    for _frame in range(5):
        assert th.felt((321, 201), th.GREEN) is felt
    assert drawn == [(321, 201)]
    th.felt((321, 201), th.BLUE)
    th.felt((400, 201), th.GREEN)
    assert drawn == [(321, 201), (321, 201), (400, 201)]  # a theme or size of its own


def test_a_panel_drawn_with_the_defaults_wears_the_palette_given() -> None:
    surface = pygame.Surface((60, 60))
    for palette in th.PALETTES.values():
        draw_panel(surface, palette, pygame.Rect(0, 0, 60, 60), 6, shadow=False)
        assert surface.get_at((30, 30))[:3] == palette.panel
        assert surface.get_at((30, 0))[:3] == palette.panel_border


@pytest.mark.parametrize("name", list(th.PALETTES))
def test_the_widgets_theme_is_made_from_the_palette(name: str) -> None:
    palette = th.PALETTES[name]
    data = gui.theme_dict(palette)
    assert data["defaults"]["colours"]["normal_bg"] == gui._hex(palette.button)
    assert data["@secondary"]["colours"]["normal_bg"] == gui._hex(palette.button)
    assert data["@tab"]["colours"]["normal_text"] == gui._hex(palette.tab_text)
    assert data["@primary"]["colours"]["normal_bg"] == gui._hex(palette.accent)
    # The accent is said once, in the palette: every block that wears it follows it.
    bright = palette._replace(accent=(1, 2, 3))
    worn = [(block, key) for block, b in data.items() for key, v in b.get("colours", {}).items()
            if v == gui._hex(palette.accent)]
    assert len(worn) >= 9
    changed = gui.theme_dict(bright)
    assert all(changed[block]["colours"][key] == "#010203" for block, key in worn)


def test_the_theme_file_holds_shapes_and_fonts_and_no_colour() -> None:
    """pygame_gui's theme file cannot drift from the palette: it has no colour to drift."""
    text = (ROOT / "assets" / "theme.json").read_text("utf-8")
    data = json.loads(text)
    assert all("colours" not in block for block in data.values())
    assert not re.search(r"#[0-9A-Fa-f]{6}", text)


def test_every_widget_colour_comes_from_the_palette() -> None:
    """Each colour of the made theme is one of the palette's (alpha aside: the ghost
    button's glow is the palette's bright ink, faint)."""
    for palette in th.PALETTES.values():
        ours = {gui._hex(getattr(palette, name))[:7] for name in th.Palette._fields
                if name != "cards" and isinstance(getattr(palette, name), tuple)}
        ours.add("#000000")
        made = [v for b in gui.theme_dict(palette).values() for v in b.get("colours", {}).values()]
        assert made and all(v[:7] in ours for v in made), sorted(set(made) - ours)


def test_a_new_theme_is_a_new_value_handed_round(tmp_path: Path) -> None:
    app = App((800, 480), "en", data_dir=tmp_path)
    app.nav.to_menu()
    assert app.palette is th.GREEN and app.gui.palette is th.GREEN
    app.set_theme("blue")
    assert app.palette is th.BLUE and app.gui.palette is th.BLUE
    assert th.GREEN.panel != th.BLUE.panel  # the other value is untouched
    app.set_theme("from-a-later-build")
    assert app.palette is th.PALETTES[th.DEFAULT_THEME]


def test_the_type_scale_steps_down_and_scales_with_the_window() -> None:
    small_window, reference = th.metrics((800, 480)), th.metrics((1280, 800))
    sizes = [reference.type_size(r) for r in ("title", "heading", "button", "body", "small")]
    assert sizes == sorted(sizes, reverse=True) and len(set(sizes)) >= 4
    assert (reference.title, reference.body, reference.small) == (sizes[0], sizes[3], sizes[4])
    assert all(small_window.type_size(r) <= reference.type_size(r) for r in th.TYPE_SCALE)
    assert all(s in th.FONT_SIZES for s in sizes)  # each has its block in the widgets' theme
    assert small_window.body >= th.TYPE_SCALE["body"].least
    assert th.TYPE_SCALE["title"].bold and not th.TYPE_SCALE["body"].bold


@pytest.mark.parametrize("name", ["green", "blue"])
def test_the_lessons_bubble_hides_the_cards_under_it(name: str) -> None:
    """The lesson's bubble (and the examples' panel) often lies over cards: no faint ghost of
    a white card may show behind its words."""
    p = th.palette_named(name)
    surface = pygame.Surface((200, 120))
    surface.fill((250, 250, 250))  # a card's face
    box = pygame.Rect(20, 20, 160, 80)
    draw_panel(surface, p, box, 10, p.coach_panel, p.accent)
    assert surface.get_at(box.center)[:3] == tuple(p.coach_panel[:3])
