"""The assets' manifest: the committed one matches the files, and a damaged install is named
in one line instead of crashing SDL_ttf (a cut-off font) or pygame_gui (an empty one)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from scenes.ui import assets
from scenes.ui.assets import MANIFEST_NAME, asset_files, check, font_problem, make_manifest

from .conftest import ROOT

ASSETS = ROOT / "assets"
FONT = "fonts/Rubik-Regular.ttf"
HEADLESS = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}


def test_the_committed_manifest_matches_the_assets() -> None:
    committed = json.loads((ASSETS / MANIFEST_NAME).read_text(encoding="utf-8"))
    assert committed == make_manifest(ASSETS), "run: python tools/asset_manifest.py"
    assert check(ASSETS) == []
    assert FONT in committed["files"] and "theme.json" in committed["files"]
    assert set(committed["files"]) == set(asset_files(ASSETS))


def test_the_manifest_tool_checks_and_writes(tmp_path: Path) -> None:
    result = subprocess.run([sys.executable, str(ROOT / "tools" / "asset_manifest.py"),
                             "--check"], capture_output=True, text=True, timeout=60)
    assert result.returncode == 0 and result.stdout == ""
    copy = tmp_path / "assets"
    shutil.copytree(ASSETS, copy)
    (copy / "theme.json").write_text("{}")
    (copy / "help" / "new.en.md").write_text("# new\n")
    damaged = check(copy)
    assert [(d.name, d.critical) for d in damaged] == [("theme.json", False)]
    assert "new.en.md" not in json.dumps(make_manifest(ASSETS))
    assert "help/new.en.md" in make_manifest(copy)["files"]


@pytest.mark.parametrize(
    ("cut", "words"),
    [(0, "not a TrueType"), (20, "table directory"), (100_000, "cut off"),
     (-2_000, "cut off")],  # the last 2 KB missing
)
def test_a_cut_off_font_is_recognised_without_a_manifest(
    tmp_path: Path, cut: int, words: str
) -> None:
    path = tmp_path / "font.ttf"
    path.write_bytes((ASSETS / FONT).read_bytes()[:cut])
    problem = font_problem(path)
    assert problem is not None and words in problem
    assert font_problem(ASSETS / FONT) is None


def test_a_damaged_manifest_checks_nothing_and_says_so(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    copy = tmp_path / "assets"
    shutil.copytree(ASSETS, copy)
    for content in ("{broken", '{"files": {"../x": {"bytes": 1, "sha256": "x"}}}', "[]"):
        (copy / MANIFEST_NAME).write_text(content)
        assert check(copy) == []
    assert any("manifest" in r.getMessage() for r in caplog.records)
    (copy / MANIFEST_NAME).unlink()
    assert assets.check(copy) == []


def _installed_copy(tmp_path: Path) -> Path:
    """The game as an installer would leave it, to be damaged."""
    root = tmp_path / "game-install"
    for name in ("game", "scenes", "assets", "locale"):
        shutil.copytree(ROOT / name, root / name, ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copy(ROOT / "main.py", root / "main.py")
    return root


def _run(root: Path, tmp_path: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, str(root / "main.py"), "--frames", "2", "--size", "800x480",
         "--data-dir", str(tmp_path / "data")],
        capture_output=True, text=True, env=HEADLESS, timeout=120, cwd=tmp_path,
    )


@pytest.mark.parametrize("size", [0, 100_000])
def test_a_damaged_font_stops_the_start_with_one_line_naming_it(
    tmp_path: Path, size: int
) -> None:
    root = _installed_copy(tmp_path)
    font = root / "assets" / FONT
    font.write_bytes(font.read_bytes()[:size])
    result = _run(root, tmp_path)
    assert result.returncode == 1, result.stderr  # not a segfault (-11) nor a traceback
    lines = [x for x in result.stderr.splitlines() if not x.startswith("pygame-ce ")]
    assert len(lines) == 1 and "Traceback" not in result.stderr
    assert lines[0].startswith("main.py: error: cannot load ")
    assert str(font) in lines[0] and "reinstall" in lines[0]


def test_a_changed_theme_is_reported_and_the_game_starts(tmp_path: Path) -> None:
    root = _installed_copy(tmp_path)
    (root / "assets" / "theme.json").write_text('{"button": {"misc": {"border_width": []}}}')
    result = _run(root, tmp_path)
    assert result.returncode == 0, result.stderr
    assert "theme.json is damaged" in result.stderr
