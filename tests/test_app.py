"""The App's frame pacing (asleep, the UI's time is deferred, never lost) and its upkeep."""

from __future__ import annotations

from pathlib import Path

import pytest

from scenes.app import App


def test_deferred_ui_time_arrives_in_one_update(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = App((800, 480), "en", data_dir=tmp_path)
    app.stack.push(app.nav.menu_scene())
    seen: list[float] = []
    monkeypatch.setattr(app.gui.manager, "update", seen.append)
    app.advance(0.05, ui=False)
    app.advance(0.05, ui=False)
    assert seen == []
    app.advance(0.05)
    assert seen == [pytest.approx(0.15)]
    app.advance(0.02)
    assert seen[-1] == pytest.approx(0.02)


def test_rebuilt_screens_leave_nothing_behind_in_the_ui(tmp_path: Path) -> None:
    app = App((800, 480), "en", data_dir=tmp_path)
    app.stack.push(app.nav.menu_scene())
    app.draw()
    group = app.gui.manager.get_sprite_group()
    widgets = len(group.sprites())
    for _ in range(30):
        app.stack.reset_to(app.nav.menu_scene())
        app.step([], 1 / 60)
        app.draw()
    assert len(group.sprites()) == widgets
    assert group.lostsprites == []


def test_a_resize_storm_is_laid_out_once_a_frame(tmp_path: Path) -> None:
    import pygame

    app = App((800, 480), "en", data_dir=tmp_path)
    app.stack.push(app.nav.menu_scene())
    layouts: list[tuple[int, int]] = []
    menu = app.scene
    assert menu is not None
    real = menu.layout
    menu.layout = lambda: (layouts.append(app.size), real())[1]  # type: ignore[method-assign]
    pygame.event.clear()
    for i in range(700):  # a window dragged: hundreds of sizes, each with SDL's echoes
        size = (900 + i % 50, 600 + i % 30)
        pygame.event.post(pygame.event.Event(pygame.WINDOWSIZECHANGED, x=size[0], y=size[1]))
        pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1],
                                             size=size))
    app._frame()  # one frame of the real loop takes the whole burst
    assert pygame.event.peek(pygame.WINDOWSIZECHANGED) is False
    assert app.size == (900 + 699 % 50, 600 + 699 % 30)
    assert layouts == [app.size]
