"""The FAQ (each game's pages/faq.<lang>.md) and Sources pages (assets/help/), beside each
game's rules, and the sections the table's "?" opens (game.rule_sections)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from game import i18n, rule_sections, winnable
from game.games.easy_harp import MSG_FOUNDATION_NOT_YET
from game.games.golf import MSG_STUCK
from scenes.pages.rules import MEASURED, fill_figures, measured_figure
from tests.test_rules_pages import (
    FORBIDDEN,
    GAMES,
    LANGS,
    assert_allowed_syntax,
    page_path,
    read_page,
    tables,
)

HELP_DIR = Path(__file__).resolve().parent.parent / "assets" / "help"
NAMES = [f"{game}.faq" for game in GAMES] + ["sources"]
ANCHOR = re.compile(r"^## .*\{#([a-z0-9-]+)\}$", re.M)


def read_help(name: str, lang: str) -> str:
    """``sources`` or ``<game>.faq``."""
    game, _dot, kind = name.partition(".")
    path = page_path(game, lang, kind) if kind else HELP_DIR / f"{name}.{lang}.md"
    return path.read_bytes().decode("utf-8")


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("lang", LANGS)
def test_every_page_is_written_in_the_pages_markdown(name: str, lang: str) -> None:
    text = read_help(name, lang)
    assert text.startswith("# ") and text.endswith("\n") and "\r" not in text
    assert sum(line.startswith("# ") for line in text.split("\n")) == 1
    assert_allowed_syntax(text)
    for word in FORBIDDEN[lang]:
        assert word not in text, word


@pytest.mark.parametrize("name", NAMES)
def test_every_language_has_the_same_sections_tables_and_numbers(name: str) -> None:
    def shape(text: str) -> tuple[list[str], int, int, list[tuple[int, int]], set[str]]:
        lines = text.split("\n")
        return (ANCHOR.findall(text), sum(line.startswith("## ") for line in lines),
                sum(line.startswith("- ") for line in lines),
                [(len(t), len(t[0])) for t in tables(text)], set(re.findall(r"\d+", text)))

    reference = shape(read_help(name, "en"))
    assert reference[0]  # the sections carry anchors
    for lang in LANGS:
        assert shape(read_help(name, lang)) == reference, lang


@pytest.mark.parametrize("lang", LANGS)
def test_the_faqs_quote_the_app_in_its_own_words(lang: str) -> None:
    i18n.set_language(lang)
    assert i18n._(MSG_STUCK) in read_help("golf.faq", lang)
    assert i18n._(MSG_FOUNDATION_NOT_YET) in read_help("easy_harp.faq", lang)
    assert i18n._("Winnable deals only") in read_help("eight_off.faq", lang)
    for game in GAMES:
        faq = read_help(f"{game}.faq", lang)
        assert i18n._("Lesson") in faq and i18n._("Examples") in faq  # the ways to learn


@pytest.mark.parametrize("lang", LANGS)
def test_sources_give_the_published_rates_beside_the_apps_own(lang: str) -> None:
    i18n.set_language(lang)
    raw = read_help("sources", lang)
    keys = {(m.group(1), m.group(2)) for m in MEASURED.finditer(raw)}
    assert keys == {("golf", "C"), ("golf", "E"), ("eight_off", "C8"), ("eight_off", "C4"),
                    ("eight_off", "C2"), ("easy_harp", "N")}
    page = fill_figures(raw)
    assert "{measured" not in page
    for name, options in keys:
        won, scanned = winnable.measured(name, options)
        assert 0 < won <= scanned
        assert measured_figure(name, options) in page
    point = "." if lang in ("en", "he") else ","
    assert f"45{point}1%" in page and f"99{point}88%" in page
    assert "Blake" in page and "Gent" in page and "Journal of Artificial Intelligence Research" \
        in page and "2026" in page


def test_the_measured_figure_is_the_scans_own_count() -> None:
    i18n.set_language("en")
    assert winnable.measured("golf", "C") == (3052, 6600)
    assert measured_figure("golf", "C") == "3,052 / 6,600 = 46.2%"
    assert measured_figure("eight_off", "C8") == "3,197 / 3,200 = 99.91%"
    assert measured_figure("no such game", "X") == "—"
    i18n.set_language("hu")
    assert measured_figure("golf", "E") == "3\u00a0168 / 3\u00a0400 = 93,2%"


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", LANGS)
def test_every_section_the_help_button_opens_is_on_the_rules_page(game: str, lang: str) -> None:
    found = set(ANCHOR.findall(read_page(game, lang)))
    assert rule_sections.anchors(game) <= found, sorted(rule_sections.anchors(game) - found)
