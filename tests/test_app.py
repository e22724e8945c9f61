"""The App's frame pacing (asleep, the UI's time is deferred, never lost) and its upkeep."""

from __future__ import annotations

from pathlib import Path

import pytest

from scenes.app import App


def test_deferred_ui_time_arrives_in_one_update(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = App((800, 480), "en", data_dir=tmp_path)
    app.push(app.menu_scene())
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
    app.push(app.menu_scene())
    app.draw()
    group = app.gui.manager.get_sprite_group()
    widgets = len(group.sprites())
    for _ in range(30):
        app.reset_to(app.menu_scene())
        app.step([], 1 / 60)
        app.draw()
    assert len(group.sprites()) == widgets
    assert group.lostsprites == []
