"""Every JSON file the app or the command line reads goes through the guarded reader
(``game.store.files.read_json``: bounded in bytes and in depth; issue #36, item 2). A manifest
of a hundred thousand brackets gave a RecursionError traceback from scenes/ui/assets.py, which
called ``json.loads`` itself.

The files are found, not listed by hand: every ``*.json`` the installed assets hold, the
player's files the store declares (``game.store.folder.FILES``), and a layout given to the
command line. Each is made too deep, then too large, and the app still starts (the damage
said in one line, the file's fallback used) and the command line exits 2 with one line.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from game.__main__ import main as cli
from game.store.files import MAX_FILE_BYTES, MAX_JSON_DEPTH
from game.store.folder import FILES, Store

from .conftest import ROOT

HEADLESS = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
DEEP = b"[" * 100_000 + b"]" * 100_000
JUST_DEEP_ENOUGH = b"[" * MAX_JSON_DEPTH + b"]" * MAX_JSON_DEPTH


def _huge(limit: int) -> bytes:
    """Valid JSON a little past ``limit`` bytes: only its size is wrong."""
    return b'{"version": 1, "x": "' + b"a" * limit + b'"}'


def _installed_copy(tmp_path: Path) -> Path:
    root = tmp_path / "install"
    for name in ("game", "scenes", "assets", "locale"):
        shutil.copytree(ROOT / name, root / name, ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copy(ROOT / "main.py", root / "main.py")
    return root


def test_every_json_file_of_the_assets_and_the_data_folder_is_covered() -> None:
    """A new JSON file among the assets or the player's files is damaged by the test below
    without a word here; this says which ones it damages."""
    assets = sorted(p.relative_to(ROOT / "assets").as_posix()
                    for p in (ROOT / "assets").rglob("*.json"))
    assert assets == ["manifest.json", "theme.json"]
    assert sorted(FILES) == ["savegame.json", "settings.json", "stats.json"]


@pytest.mark.parametrize("damage", ["deep", "huge"])
def test_the_app_starts_with_every_json_file_damaged(tmp_path: Path, damage: str) -> None:
    root = _installed_copy(tmp_path)
    data = tmp_path / "data"
    data.mkdir()
    assets = sorted((root / "assets").rglob("*.json"))
    for path in [*assets, *(data / name for name in FILES)]:
        path.write_bytes(DEEP if damage == "deep" else _huge(MAX_FILE_BYTES))
    result = subprocess.run(
        [sys.executable, str(root / "main.py"), "--frames", "3", "--size", "800x480",
         "--lang", "en", "--data-dir", str(data)],
        capture_output=True, text=True, env=HEADLESS, timeout=120, check=False)
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr and "RecursionError" not in result.stderr
    log = (data / "logs" / "solitaire.log").read_text(encoding="utf-8")
    assert "Traceback" not in log and "first frame drawn" in log
    told = result.stderr + log  # the manifest is read before the log is opened
    assert "no usable asset manifest" in told and "theme file" in told
    assert Store(data).load_game() is None  # the saved game is read at Continue
    aside = {p.name.split(".corrupt-")[0] for p in data.iterdir() if ".corrupt-" in p.name}
    assert aside == set(FILES)  # each set aside unread, the defaults used


@pytest.mark.parametrize("damage", ["deep", "huge"])
@pytest.mark.parametrize("command", ["layout", "describe", "solve", "hint", "review"])
def test_the_command_line_refuses_a_damaged_layout_in_one_line(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, damage: str, command: str
) -> None:
    path = tmp_path / "layout.json"
    path.write_bytes(DEEP if damage == "deep" else _huge(1024 * 1024))
    assert cli([command, str(path)]) == 2
    out, err = capsys.readouterr()
    assert out == "" and len(err.strip().splitlines()) == 1 and "Traceback" not in err
    assert ("nested too deeply" if damage == "deep" else "larger than") in err


def test_nesting_up_to_the_limit_is_read() -> None:
    from game.store.files import BadFile, decode_json

    assert decode_json(JUST_DEEP_ENOUGH) is not None
    assert decode_json(b'["' + b"[" * 1000 + b'"]') == ["[" * 1000]  # in a string: no nesting
    with pytest.raises(BadFile, match="nested too deeply"):
        decode_json(b"[" + JUST_DEEP_ENOUGH + b"]")
