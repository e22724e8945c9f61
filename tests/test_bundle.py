"""Build the PyInstaller bundle and run it headless (about a minute on 2 cores).

Marked ``bundle``, so the README's test command leaves it out; CI runs it with
``python -m pytest -m bundle``. Needs PyInstaller (``pip install -r requirements-build.txt``).
"""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parent.parent

pytestmark = pytest.mark.bundle


def _tool() -> ModuleType:
    assert importlib.util.find_spec("PyInstaller") is not None, (
        "PyInstaller is not installed: pip install -r requirements-build.txt")
    spec = importlib.util.spec_from_file_location("build_bundle", ROOT / "tools/build_bundle.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def tool() -> ModuleType:
    return _tool()


@pytest.fixture(scope="module")
def exe(tool: ModuleType, tmp_path_factory: pytest.TempPathFactory) -> Path:
    base = tmp_path_factory.mktemp("bundle")
    path, _seconds = tool.build(False, dist=base / "dist", work=base / "work")
    assert path.is_file()
    return Path(path)


def test_the_one_folder_bundle_fits_the_size_target(tool: ModuleType, exe: Path) -> None:
    assert tool.bundle_bytes(exe) / 1e6 <= tool.SIZE_LIMIT_MB


def test_it_is_named_after_its_version_and_says_it(exe: Path) -> None:
    import subprocess

    from game.version import PRODUCT, VERSION

    assert exe.parent.name == f"solitaire-{VERSION}" and exe.stem == "solitaire"
    result = subprocess.run([str(exe), "--version"], capture_output=True, text=True,
                            timeout=120, check=False)
    assert (result.returncode, result.stdout.strip()) == (0, f"{PRODUCT} {VERSION}")


def test_it_carries_every_licence_text(exe: Path) -> None:
    from game.credits import FONTS, LIBRARIES

    inside = exe.parent / "_internal"
    for credit in (*FONTS, *LIBRARIES):
        for name in credit.texts:
            assert (inside / "assets" / name).is_file(), name
    assert list(inside.glob("platformdirs-*.dist-info"))  # versions for About, their own texts


def test_it_holds_the_game_data_and_not_what_was_trimmed(exe: Path) -> None:
    inside = exe.parent / "_internal"
    names = {p.relative_to(inside).as_posix() for p in inside.rglob("*") if p.is_file()}
    for lang in ("he", "hu", "ru"):
        assert f"locale/{lang}/LC_MESSAGES/solitaire.mo" in names
    assert "assets/fonts/Rubik-Regular.ttf" in names
    assert "assets/fonts/OFL.txt" in names
    assert "game/games/golf/pages/rules.he.md" in names
    assert "game/games/eight_off/pages/faq.ru.md" in names
    babel = {Path(n).stem for n in names if n.startswith("babel/locale-data/")}
    assert {"root", "en", "he", "hu", "ru"} <= babel
    assert not babel - {"root", "en", "en_US", "en_US_POSIX", "en_001", "he", "he_IL", "hu",
                        "hu_HU", "ru", "ru_RU"}
    assert not [n for n in names if re.search(r"NotoSans(JP|KR|SC|Arabic)", n)]
    assert not [n for n in names if n.startswith(("numpy/", "tkinter/"))]


def test_the_bundled_catalogs_translate(exe: Path) -> None:
    import gettext

    from babel.messages.pofile import read_po

    for lang in ("he", "hu", "ru"):
        with (ROOT / "locale" / lang / "LC_MESSAGES" / "solitaire.po").open("rb") as f:
            catalog = read_po(f, locale=lang)
        done = [(m.id, m.string) for m in catalog
                if isinstance(m.id, str) and m.id and m.string and not m.fuzzy]
        assert done, lang
        mo = exe.parent / "_internal" / "locale" / lang / "LC_MESSAGES" / "solitaire.mo"
        with mo.open("rb") as f:
            bundled = gettext.GNUTranslations(f)
        msgid, msgstr = done[0]
        assert bundled.gettext(msgid) == msgstr


def test_it_runs_headless_in_every_mode_and_every_screen(tool: ModuleType, exe: Path) -> None:
    assert tool.smoke(exe, tour=True) == []


def test_it_starts_quickly(tool: ModuleType, exe: Path) -> None:
    assert tool.start_to_first_frame(exe, runs=3) < 6.0  # seconds, on a busy 2-core machine


def test_it_ships_the_searches_compiled(tool: ModuleType, exe: Path) -> None:
    """Every module setup.py compiles is in the bundle as an extension (CI has a C compiler),
    beside the compiled modules' shared library."""
    import ast

    tree = ast.parse((ROOT / "setup.py").read_text(encoding="utf-8"))
    [listed] = [node.value for node in tree.body if isinstance(node, ast.Assign)
                and any(getattr(t, "id", None) == "COMPILED" for t in node.targets)]
    modules = [path.removesuffix(".py") for path in ast.literal_eval(listed)]
    found = tool.compiled_modules(exe.parent / "_internal")
    assert all(any(f.startswith(m + ".") for f in found) for m in modules), found
    assert any(f.startswith("solitaire_search__mypyc") for f in found), found
