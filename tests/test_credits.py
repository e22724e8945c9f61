"""game/credits.py and Settings → About: every bundled font and library with its licence, and
every licence's text shipped (so inside the bundle too, which takes assets/ whole)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from packaging.utils import canonicalize_name

from game.credits import FONTS, GAME, LIBRARIES
from game.version import VERSION
from scenes import intents
from scenes.pages import about

from .conftest import ROOT

ASSETS = ROOT / "assets"
FONT_FILES = (".ttf", ".otf", ".ttc", ".woff", ".woff2")
LICENCE_NAME = re.compile(r"(licen[cs]e|copying|ofl)", re.IGNORECASE)


def test_every_licence_text_is_shipped() -> None:
    for credit in (GAME, *FONTS, *LIBRARIES):
        assert credit.texts, credit.name
        for name in credit.texts:
            path = ASSETS / name
            assert path.is_file() and path.stat().st_size > 100, f"{credit.name}: {name}"


def licence_of(font: Path) -> Path | None:
    """The licence of a font file: named in the table, or a licence file beside it."""
    name = font.relative_to(ASSETS).as_posix()
    for credit in FONTS:
        if name in credit.files:
            return ASSETS / credit.texts[0]
    beside = [p for p in font.parent.iterdir() if p.is_file() and LICENCE_NAME.search(p.name)]
    return beside[0] if beside else None


def test_every_bundled_font_has_its_licence() -> None:
    fonts = [p for p in (ASSETS / "fonts").rglob("*") if p.suffix.lower() in FONT_FILES]
    assert fonts
    for font in fonts:
        licence = licence_of(font)
        assert licence is not None and licence.is_file(), f"{font.name} has no licence"


def test_the_font_check_finds_a_font_without_a_licence(tmp_path: Path) -> None:
    lone = tmp_path / "fonts" / "Lone.otf"
    lone.parent.mkdir()
    lone.write_bytes(b"OTTO")
    beside = [p for p in lone.parent.iterdir() if LICENCE_NAME.search(p.name)]
    assert beside == []
    (lone.parent / "OFL.txt").write_text("SIL Open Font License")
    assert [p.name for p in lone.parent.iterdir() if LICENCE_NAME.search(p.name)] == ["OFL.txt"]


def test_every_locked_runtime_package_is_credited() -> None:
    locked = {canonicalize_name(m.group(1)) for m in re.finditer(
        r"^([A-Za-z0-9._-]+)==", (ROOT / "requirements.txt").read_text(), re.MULTILINE)}
    credited = {canonicalize_name(c.distribution) for c in LIBRARIES if c.distribution}
    assert locked <= credited, f"add to game/credits.py: {sorted(locked - credited)}"


@pytest.mark.parametrize("lang", ["en", "he", "hu", "ru"])
def test_the_about_page_names_the_version_and_every_credit(lang: str) -> None:
    from game.i18n import set_language

    set_language(lang)
    page = about.page()
    assert VERSION in page
    assert f"| {GAME.name} {VERSION} | MIT |" in page  # the game's own, beside the others
    for credit in (*FONTS, *LIBRARIES):
        assert credit.name in page and credit.licence in page
    assert str(ASSETS / "licences") in page


def test_the_about_page_opens_from_settings(app) -> None:  # type: ignore[no-untyped-def]
    import pygame
    import pygame_gui

    from scenes.pages.rules import AboutScene

    app.navigate(intents.Settings())
    app.step([], 1 / 30)
    app.step([pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED,
                                 ui_element=app.scene.about_button)], 1 / 30)
    app.step([], 1 / 30)
    assert isinstance(app.scene, AboutScene) and app.scene.page is not None
