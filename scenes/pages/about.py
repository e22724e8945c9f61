"""Settings → About: the version and the game's own licence, then the fonts, libraries and art
the game is made of, each with its licence (``game.credits``), as a page the rules pages' reader
shows (``scenes.pages.rules``: a title, headings, tables, paragraphs; mirrored in Hebrew like
every page).
"""

from __future__ import annotations

import platform
from importlib import metadata

import pygame

from game.credits import FONTS, GAME, LIBRARIES, LICENCE_FOLDER, Credit
from game.i18n import _
from game.version import PRODUCT, VERSION
from scenes.ui import text


def _version(credit: Credit) -> str:
    """The version of a library as this install has it, where it can be known."""
    if credit.name == "Python":
        return platform.python_version()
    if credit is GAME:
        return VERSION
    if credit.name == "SDL":
        return ".".join(str(n) for n in pygame.get_sdl_version())
    if credit.distribution is None:
        return ""
    try:
        return metadata.version(credit.distribution)
    except metadata.PackageNotFoundError:  # a bundle without the package's metadata
        return ""


def _ltr(path: object) -> str:
    """A path reads left to right as one piece, also in a Hebrew sentence ("/a/b" would
    otherwise lose its leading slash to the far end)."""
    return f"\u2066{path}\u2069"


def _cell(value: str) -> str:
    return value.replace("|", "/")


def _rows(credits: tuple[Credit, ...]) -> list[str]:
    # (Every _() outside an f-string: babel's extractor does not look inside one.)
    name_head, licence_head = _("Name"), _("Licence")
    rows = [f"| {name_head} | {licence_head} |", "|---|---|"]
    for credit in credits:
        name = " ".join(part for part in (credit.name, _version(credit)) if part)
        if credit.within:
            name += f" ({credit.within})"
        rows.append(f"| {_cell(name)} | {_cell(credit.licence)} |")
    return rows


def page() -> str:
    """The About page, in the language in use."""
    folder = text.asset_path(LICENCE_FOLDER)
    version = _("Version {version}").format(version=VERSION)
    title, fonts, libraries, art, texts = (_("About"), _("Fonts"), _("Libraries"), _("Art"),
                                           _("Licence texts"))
    game = _("This game")
    lines = [
        f"# {title}",
        "",
        f"**{PRODUCT}** {version}",
        "",
        f"## {game}",
        "",
        *_rows((GAME,)),
        "",
        f"## {fonts}",
        "",
        *_rows(FONTS),
        "",
        f"## {libraries}",
        "",
        *_rows(LIBRARIES),
        "",
        f"## {art}",
        "",
        _("The cards, their court figures and backs, the icons and the sounds are made by the "
          "game's own code as it runs: no outside pictures or recordings."),
        "",
        f"## {texts}",
        "",
        _("The full text of every licence comes with the game, in {folder} (the fonts' own "
          "beside them, in {fonts}).").format(folder=_ltr(folder),
                                              fonts=_ltr(folder.parent / "fonts")),
    ]
    return "\n".join(lines) + "\n"
