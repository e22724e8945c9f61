"""Every control fits a finger and every word can be read (tools/touch_targets.py), and large
print: the setting kept, cards and words larger where the window has the room, nothing
spilling out at the smallest window."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pygame
import pytest

from game import get_variant, registry
from game.store import Store
from scenes.app import App
from scenes.table.board import Board
from scenes.ui import text
from scenes.ui import theme as th
from tests import test_screens_all_sizes as screens
from tools import touch_targets as tt

SIZES = [(800, 480), (1280, 800), (800, 1280), (1920, 1080)]


def _table(app: App) -> None:
    app.nav.start_game("eight_off", None, 3)


QUICK: list[Callable[[App], None]] = [
    screens.menu, screens.new_game, screens.settings, screens.stats, screens.results,
    screens.calendar, _table, screens.review_screen, screens.review_line]


@pytest.mark.parametrize("large", [False, True], ids=["normal", "large print"])
@pytest.mark.parametrize("lang", ["hu", "he"])
def test_a_few_screens_meet_the_floors_at_800x480(lang: str, large: bool,
                                                  tmp_path: Path) -> None:
    """The menu, New game, Settings, Statistics, the results, the calendar and a table: no
    control under 44 px, no text under 14 px."""
    app = App((800, 480), lang, data_dir=tmp_path)
    app.set_large_print(large)
    found = []
    with tt.Texts(app) as texts:
        for screen in QUICK:
            screen(app)
            app.step([], 1 / 30)
            found.append(tt.screen(app, screen.__name__, texts))
            app.stack.clear()
            app.gui.reset()
    assert all(f["controls"] for f in found) and all(f["texts"] for f in found)
    assert not tt.shortfalls(found), "\n".join(tt.shortfalls(found))


def test_the_tool_names_controls_and_sizes_texts(tmp_path: Path) -> None:
    """A table at 800x480: its five bar buttons by label, each at least a finger's size; its
    figures among the texts, at their font size."""
    app = App((800, 480), "en", data_dir=tmp_path)
    with tt.Texts(app) as texts:
        _table(app)
        app.step([], 1 / 30)
        found = tt.screen(app, "table", texts)
    names = [c["name"] for c in found["controls"]]
    assert {"Menu", "New game", "Undo", "Hint", "?"} <= set(names)
    assert all(min(c["rect"][2:]) >= tt.MIN_CONTROL for c in found["controls"])
    score = [t for t in found["texts"] if t["text"].startswith("Score:")]
    assert score and all(t["px"] >= tt.MIN_TEXT for t in score)


@pytest.mark.parametrize("lang", ["hu", "ru", "he"])
def test_a_narrow_window_s_bar_has_its_figures_in_a_row_of_their_own(lang: str,
                                                                     tmp_path: Path) -> None:
    """At 480x800 the five buttons share the whole width and the figures go under them:
    every word of the bar at 14 px or more, every button a finger's size."""
    app = App((480, 800), lang, data_dir=tmp_path)
    with tt.Texts(app) as texts:
        _table(app)
        app.step([], 1 / 30)
        found = tt.screen(app, "table", texts)
    bar = app.scene.bar  # type: ignore[attr-defined]
    lowest = max(b.rect.bottom for b in bar.buttons.values())
    assert bar.stats_rect.top >= lowest and bar.stats_rect.width > 400
    assert not tt.shortfalls([found]), "\n".join(tt.shortfalls([found]))


@pytest.mark.slow  # the whole screenshot tour at each size, a minute or more each
@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_every_screen_of_the_tour_meets_the_floors(size: tuple[int, int]) -> None:
    found = tt.measure(size, "hu")
    assert len(found) > 60
    assert not tt.shortfalls(found), "\n".join(tt.shortfalls(found))


# --- large print ------------------------------------------------------------------------------

def test_large_print_is_kept(tmp_path: Path) -> None:
    store = Store(tmp_path)
    assert store.settings.large_print is False
    store.settings.large_print = True
    store.save_settings()
    assert Store(tmp_path).settings.large_print is True
    app = App((1280, 800), "en", data_dir=tmp_path)
    assert app.metrics.large  # a new start opens in large print
    pygame.quit()


def test_large_print_switch_in_settings_applies_at_once(tmp_path: Path) -> None:
    app = App((1280, 800), "en", data_dir=tmp_path)
    screens.settings(app)
    app.step([], 1 / 30)
    scene = app.scene
    before = scene.back_button.rect.size  # type: ignore[union-attr]
    scene.toggle("large_print")  # type: ignore[union-attr]
    app.step([], 1 / 30)
    assert Store(tmp_path).settings.large_print is True
    assert app.metrics.large and app.metrics.body >= 1.2 * th.metrics((1280, 800)).body
    after = app.scene.back_button.rect.size  # type: ignore[union-attr]
    assert after[0] > before[0] and after[1] > before[1]


def test_large_print_text_is_a_fifth_larger_at_1920x1080() -> None:
    normal, large = th.metrics((1920, 1080)), th.metrics((1920, 1080), large=True)
    for role in th.TYPE_SCALE:
        assert large.type_size(role) >= 1.2 * normal.type_size(role), role
    assert large.touch >= 1.2 * normal.touch


def test_large_print_cards_are_as_large_as_the_layout_allows() -> None:
    """Never smaller than without it, at every size; a fifth larger where the window has the
    room (Golf at 1920x1080: the others' long columns and rows already fill it)."""
    for name in registry.VARIANTS:
        cls = get_variant(name)
        for options in cls.option_codes():
            deal = cls.new(1, options)
            for size in [*SIZES, (480, 800), (1080, 1920)]:
                normal = Board.for_game(deal, size).card_w
                assert Board.for_game(deal, size, large=True).card_w >= normal, (name, size)
    golf = get_variant("golf").new(1, "E")
    assert Board.for_game(golf, (1920, 1080), large=True).card_w >= 1.2 * Board.for_game(
        golf, (1920, 1080)).card_w


@pytest.mark.parametrize("lang", ["he", "hu", "ru"])
def test_large_print_never_spills_at_800x480(lang: str, tmp_path: Path) -> None:
    """Every screen of the all-sizes test in large print: every button's label fits it,
    every line its box, every button on screen."""
    app = App((800, 480), lang, data_dir=tmp_path)
    app.set_large_print(True)
    problems: list[str] = []
    for screen in screens.SCREENS:
        text.overflows.clear()
        screen(app)
        app.step([], 1 / 30)
        app.draw()
        for button in app.gui.buttons():
            assert app.screen.get_rect().contains(button.rect), (screen.__name__, button.rect)
            ok, what = screens.label_fits(app, button)
            if not ok:
                problems.append(f"{screen.__name__}: {what}")
        problems += [f"{screen.__name__}: drawn text {t!r} over {px}px"
                     for t, px in text.overflows]
        app.stack.clear()
        app.gui.reset()
    assert not problems, "\n".join(problems)
