"""Nothing behind a dialog looks live: whatever dialog is up, the screen under it is a still
picture, dimmed, its buttons drawn but gone from the UI (the App's overlay backdrops)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from scenes import intents
from scenes.app import App
from scenes.table.scene import TableScene
from scenes.ui import theme as th


@pytest.fixture
def app(tmp_path: Path) -> Iterator[App]:
    made = App((1280, 800), "en", data_dir=tmp_path)
    made.nav.to_menu()
    made.nav.start_game("golf", "E", 5)
    for _ in range(40):
        made.step([], dt=1 / 30)  # the deal lands
    yield made
    pygame.event.clear()


def table_of(app: App) -> TableScene:
    table = next(s for s in app.stack if isinstance(s, TableScene))
    return table


def dimmed(colour: tuple[int, ...]) -> tuple[int, ...]:
    keep = 1 - th.GREEN.scrim[3] / 255
    return tuple(round(c * keep) for c in colour[:3])


def close(a: tuple[int, ...], b: tuple[int, ...], tolerance: int = 3) -> bool:
    return all(abs(x - y) <= tolerance for x, y in zip(a[:3], b[:3], strict=True))


def bar_button_colours(app: App) -> dict[str, tuple[int, ...]]:
    table = table_of(app)
    return {key: tuple(pygame.transform.average_color(app.screen, button.rect))
            for key, button in table.bar.buttons.items()}


def test_a_dialog_opened_after_the_ui_update_is_drawn_whole_at_once(app: App) -> None:
    """The issue's frame: a dialog pushed from a scene's update (the results after the
    celebration) was drawn with pygame_gui's old list, the table's buttons bright over the
    dimming and the dialog's own missing, until the pointer moved."""
    app.draw()
    live = bar_button_colours(app)
    rects = {k: b.rect.copy() for k, b in table_of(app).bar.buttons.items()}
    # no UI update after it
    app.navigate(intents.Confirm("Abandon this game?", "Abandon", lambda: None))
    frame = app.draw()
    dialog = app.scene
    assert dialog is not None and len(dialog.widgets) == 2
    assert set(app.gui.buttons()) == set(dialog.widgets)
    for key, rect in rects.items():
        seen = tuple(pygame.transform.average_color(frame, rect))
        assert close(seen, dimmed(live[key])), key  # drawn, under the scrim, not over it
    for button in dialog.widgets:
        assert button.rect.collidepoint(button.rect.center)
        inside = tuple(pygame.transform.average_color(frame, button.rect))
        assert not close(inside, tuple(pygame.transform.average_color(
            frame, dialog.panel))), "the dialog's buttons are drawn"


def test_covered_buttons_cannot_be_pressed(app: App) -> None:
    table = table_of(app)
    menu_at = table.bar.buttons["menu"].rect.center
    app.navigate(intents.NewGame())
    dialog = app.scene
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        app.step([pygame.event.Event(kind, pos=menu_at, button=1, touch=False)], dt=0.02)
    app.step(pygame.event.get(), dt=0.02)
    assert app.scene is dialog and table in app.stack


def test_a_dialog_over_a_dialog_dims_both_beneath(app: App) -> None:
    app.draw()
    live = bar_button_colours(app)
    rects = {k: b.rect.copy() for k, b in table_of(app).bar.buttons.items()}
    app.navigate(intents.NewGame())
    app.step([], dt=0.02)
    new_game = app.scene
    assert new_game is not None
    picked = {id(w): tuple(pygame.transform.average_color(app.screen, w.rect))
              for w in new_game.widgets}
    widget_rects = {id(w): w.rect.copy() for w in new_game.widgets}
    app.navigate(intents.Confirm("Abandon this game?", "Abandon", lambda: None))
    frame = app.draw()
    for key, rect in rects.items():  # twice dimmed: once per dialog
        seen = tuple(pygame.transform.average_color(frame, rect))
        assert close(seen, dimmed(dimmed(live[key])), 4), key
    for wid, rect in widget_rects.items():
        if app.scene is not None and any(w.rect.colliderect(rect) for w in app.scene.widgets):
            continue  # under the question's own panel
        if app.scene is not None and app.scene.panel.colliderect(rect):  # type: ignore[attr-defined]
            continue
        seen = tuple(pygame.transform.average_color(frame, rect))
        assert close(seen, dimmed(picked[wid])), "the first dialog's buttons are dimmed"
    app.navigate(intents.Back())
    app.step([], dt=0.02)
    assert app.scene is new_game and set(app.gui.buttons()) == set(new_game.widgets)


@pytest.mark.parametrize("size", [(800, 480), (800, 1280)])
def test_a_new_size_draws_the_backdrop_anew_with_its_buttons(app: App,
                                                             size: tuple[int, int]) -> None:
    app.navigate(intents.Confirm("Abandon this game?", "Abandon", lambda: None))
    app.step([], dt=0.02)
    dialog = app.scene
    app.resize(size)
    frame = app.draw()
    assert frame.get_size() == size
    assert set(app.gui.buttons()) == set(dialog.widgets)  # type: ignore[union-attr]
    app.navigate(intents.Back())  # the table shows again, live, at the new size
    app.step([], dt=0.02)
    app.draw()
    live = bar_button_colours(app)
    app.navigate(intents.Confirm("Abandon this game?", "Abandon", lambda: None))
    app.resize((1280, 800))
    app.resize(size)  # drawn again from the covered table, its buttons built for the picture
    frame = app.draw()
    for key, button_rect in ((k, b.rect) for k, b in table_of(app).bar.buttons.items()):
        seen = tuple(pygame.transform.average_color(frame, button_rect))
        assert close(seen, dimmed(live[key]), 4), key
