"""``pip install .`` gives a working, clean game: every package, the assets and the catalogs
compiled, the ``solitaire`` command, the version from its one place, the licence (issue #36,
item 8), and no top-level module but the game's packages (no ``main``).

The wheel is built here without the network (setuptools and babel as installed, no build
isolation) and unpacked, and the game is started from there as the installed command starts
it: it must find its assets and catalogs beside its code, not in this checkout, and write
nothing beside its code.
"""

from __future__ import annotations

import gettext
import io
import os
import shutil
import subprocess
import sys
import tomllib
import zipfile
from pathlib import Path

import pytest

from game.version import VERSION

from .conftest import ROOT

HEADLESS = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}


def _backend_ready() -> bool:
    """pyproject's build backend (setuptools>=77, in requirements-dev.txt) is installed."""
    try:
        from importlib.metadata import version
    except ImportError:  # pragma: no cover
        return False
    from packaging.version import Version

    try:
        return Version(version("setuptools")) >= Version("77")
    except Exception:
        return False


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    if not _backend_ready():
        pytest.skip("setuptools>=77 is not installed: pip install -r requirements-dev.txt")
    out = tmp_path_factory.mktemp("wheel")
    source = out / "source"  # a clean copy: the build writes build/ and *.egg-info beside it
    shutil.copytree(ROOT, source, ignore=shutil.ignore_patterns(
        ".git", "build", "dist", "*.egg-info", "__pycache__", ".*_cache", "*.mo", "tests"))
    # The pure-Python wheel (compiling the searches takes a minute and more: the slow
    # tests/test_compiled.py builds that one).
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation",
                    "--no-index", "-q", "-w", str(out), str(source)], check=True, timeout=300,
                   capture_output=True, env={**os.environ, "SOLITAIRE_COMPILE": "0"})
    [built] = out.glob("*.whl")
    return built


def test_the_wheel_holds_the_code_the_data_and_the_command(wheel: Path) -> None:
    assert wheel.name == f"tablet_solitaire-{VERSION}-py3-none-any.whl"
    names = set(zipfile.ZipFile(wheel).namelist())
    code = {p.relative_to(ROOT).as_posix() for top in ("game", "scenes")
            for p in (ROOT / top).rglob("*.py")}
    assert code <= names
    assets = {"solitaire_assets/" + p.relative_to(ROOT / "assets").as_posix()
              for p in (ROOT / "assets").rglob("*") if p.is_file()}
    assert assets <= names
    pages = {p.relative_to(ROOT).as_posix() for p in ROOT.glob("game/games/*/pages/*.md")}
    assert pages and pages <= names  # each game's pages, in its own folder
    assert {f"solitaire_locale/{lang}/LC_MESSAGES/solitaire.po" for lang in ("he", "hu", "ru")
            } <= names
    archive = zipfile.ZipFile(wheel)
    assert "solitaire = scenes.launcher:run" in archive.read(f"{DIST}/entry_points.txt").decode()
    metadata = archive.read(f"{DIST}/METADATA").decode()
    assert f"Version: {VERSION}" in metadata and "Requires-Dist: platformdirs" in metadata
    assert "filelock" not in metadata  # the folder lock is our own (game/store/lock.py)


DIST = f"tablet_solitaire-{VERSION}.dist-info"
PACKAGES = {"game", "scenes", "solitaire_assets", "solitaire_locale"}


def test_the_wheel_installs_no_top_level_module_but_the_games_packages(wheel: Path) -> None:
    """``pip install .`` put a module named ``main`` into site-packages, where any other
    program's ``import main`` found it; the entry point lives in a package now."""
    names = zipfile.ZipFile(wheel).namelist()
    top = {name.split("/")[0] for name in names}
    assert top == PACKAGES | {DIST}, sorted(top - PACKAGES - {DIST})
    assert "main.py" not in names  # the checkout's launcher stays in the checkout
    listed = zipfile.ZipFile(wheel).read(f"{DIST}/top_level.txt").decode().split() \
        if f"{DIST}/top_level.txt" in names else sorted(PACKAGES)
    assert set(listed) <= PACKAGES


def test_the_wheel_carries_the_licence(wheel: Path) -> None:
    archive = zipfile.ZipFile(wheel)
    metadata = archive.read(f"{DIST}/METADATA").decode()
    assert "License-Expression: MIT" in metadata  # the SPDX expression of pyproject.toml
    licence = (ROOT / "LICENSE").read_text(encoding="utf-8")
    assert licence.startswith("MIT License")
    assert archive.read(f"{DIST}/licenses/LICENSE").decode() == licence
    shown = ROOT / "assets" / "licences" / "tablet-solitaire" / "LICENSE.txt"  # About's copy
    assert shown.read_text(encoding="utf-8") == licence
    data = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert data["project"]["license"] == "MIT"


@pytest.mark.parametrize("lang", ["he", "hu", "ru"])
def test_the_wheel_holds_the_catalogs_compiled(wheel: Path, lang: str) -> None:
    """Compiled at build time: an install never compiles them, nor writes beside its code."""
    archive = zipfile.ZipFile(wheel)
    mo = archive.read(f"solitaire_locale/{lang}/LC_MESSAGES/solitaire.mo")
    catalog = gettext.GNUTranslations(io.BytesIO(mo))
    assert catalog.gettext("No more possible moves") != "No more possible moves"


def test_the_installed_game_starts_from_its_own_files(wheel: Path, tmp_path: Path) -> None:
    site = tmp_path / "site"
    zipfile.ZipFile(wheel).extractall(site)
    before = sorted(p.relative_to(site) for p in site.rglob("*"))
    data = tmp_path / "data"
    program = ("import sys; sys.argv = ['solitaire', '--frames', '2', '--lang', 'he', "
               f"'--data-dir', {str(data)!r}]; from scenes.launcher import run; "
               "sys.exit(run())")
    env = {**HEADLESS, "PYTHONPATH": str(site), "PYTHONSAFEPATH": "1",
           "PYTHONDONTWRITEBYTECODE": "1"}
    result = subprocess.run([sys.executable, "-c", program], cwd=tmp_path, env=env,
                            capture_output=True, text=True, timeout=120, check=False)
    assert result.returncode == 0, result.stderr
    assert "no usable asset manifest" not in result.stderr  # found, and matching
    log = (data / "logs" / "solitaire.log").read_text(encoding="utf-8")
    assert f"Tablet Solitaire {VERSION}" in log.splitlines()[0] and "started: " in log
    assert ", he" in log  # in Hebrew, from the compiled catalog
    after = sorted(p.relative_to(site) for p in site.rglob("*"))
    assert after == before  # nothing written beside the installed code (no .mo, nothing)
    po = site / "solitaire_locale" / "he" / "LC_MESSAGES" / "solitaire.po"
    po.write_text("garbage, and newer than the .mo")  # only the build's .mo is read
    check = ("from game import i18n; i18n.set_language('he'); "
             "print(i18n._('No more possible moves'))")
    said = subprocess.run([sys.executable, "-c", check], cwd=tmp_path, env=env,
                          capture_output=True, text=True, timeout=60, check=True).stdout
    assert any("\u0590" <= ch <= "\u05ff" for ch in said), said
