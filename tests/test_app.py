"""The App's frame pacing: asleep, the UI's time is deferred, never lost."""

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
    monkeypatch.setattr(app.ui, "update", seen.append)
    app.advance(0.05, ui=False)
    app.advance(0.05, ui=False)
    assert seen == []
    app.advance(0.05)
    assert seen == [pytest.approx(0.15)]
    app.advance(0.02)
    assert seen[-1] == pytest.approx(0.02)
