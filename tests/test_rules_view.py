"""The rules view: the markdown subset, Hebrew word order, scrolling by finger and wheel."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from scenes import games, intents
from scenes.app import App
from scenes.pages.rules import (
    Block,
    Page,
    RulesScene,
    Typesetter,
    load_page,
    page_width,
    parse,
    visual_words,
    words_of,
)
from scenes.ui import text
from scenes.ui import theme as th
from tests.test_new_game import click


def shown(line: str, rtl: bool = True) -> str:
    return "".join((" " if gap else "") + t for t, _b, gap in visual_words(
        words_of([(line, False)]), rtl))


def test_parse_the_subset() -> None:
    blocks = parse("# Title\n\n## Head\n\nSome **bold** text.\n\n- item **A**: b\n\n"
                   "| a | b |\n|---|---|\n| 1 | 2 |\n")
    assert [b.kind for b in blocks] == ["title", "heading", "paragraph", "bullet", "table"]
    assert blocks[2].runs == [("Some ", False), ("bold", True), (" text.", False)]
    assert len(blocks[4].rows) == 2 and blocks[4].rows[1][1] == [("2", False)]


def test_hebrew_lines_match_the_bidi_algorithm() -> None:
    for line in ("לכל חלוקה יש קוד משחק, למשל GO1-E-AAAAAAB. האות",
                 "לכן ניצחון שווה תמיד 350 נקודות (35 × 10); הקלפים",
                 "במצב קל (מלך ואס מחוברים), שהוא"):
        assert shown(line) == text.visual(line, True)
    assert shown("plain English words", rtl=False) == "plain English words"


def test_bold_words_keep_their_weight_in_hebrew() -> None:
    parts = visual_words(words_of([("במצב ", False), ("קל", True), (" היום", False)]), True)
    assert [(t, b) for t, b, _g in parts] == [("םויה", False), ("לק", True), ("בצמב", False)]


def test_rules_scroll_by_drag_and_wheel(tmp_path: Path) -> None:
    app = App((800, 480), "he", data_dir=tmp_path)
    scene = RulesScene(app, "eight_off")
    app.stack.push(scene)
    assert scene.view.max_offset > 1000
    v = scene.view.viewport
    start = (v.centerx, v.bottom - 40)
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1, touch=False)])
    for k in range(1, 6):
        pos = (start[0], start[1] - 50 * k)
        app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, -50),
                                     buttons=(1, 0, 0), touch=False)])
    app.step([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1, touch=False)])
    assert scene.view.offset >= 240
    scene.view.velocity = 0.0
    before = scene.view.offset
    app.step([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=2, flipped=False)])
    assert scene.view.offset < before  # the wheel turned away: back up the page
    before = scene.view.offset
    app.step([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False)])
    assert scene.view.offset > before
    scene.view.scroll_to(10**9)
    assert scene.view.offset == scene.view.max_offset
    app.draw()


def test_tabs_change_the_page_and_language_follows(tmp_path: Path) -> None:
    app = App((1280, 800), "ru", data_dir=tmp_path)
    scene = RulesScene(app, "golf")
    app.stack.push(scene)
    first = scene.page
    tab = next(b for b, name in scene.tabs.items() if name == "easy_harp")
    click(app, tab)
    assert scene.game == "easy_harp" and scene.page is not first
    app.set_language("hu")
    assert scene.page is not None and scene._page_key[2] == "hu"


def test_hebrew_text_is_right_aligned(tmp_path: Path) -> None:
    app = App((1280, 800), "he", data_dir=tmp_path)
    scene = RulesScene(app, "golf")
    app.stack.push(scene)
    assert scene.page is not None
    _y, _height, block = scene.page.placed[0]
    title = scene.page.picture(block)
    box = title.get_bounding_rect()
    assert box.right >= title.get_width() - 4 and box.left > title.get_width() // 3


def test_latin_names_and_card_lists_read_right_in_a_hebrew_line() -> None:
    # One bidi path for the page and every other text: the words come out in one order.
    assert shown("ב־Easy Harp משחקים") == "םיקחשמ Easy Harp־ב"
    assert shown("הם 6♥, 8♣, J♠ ו־5♣.") == ".5♣־ו J♠ ,8♣ ,6♥ םה"
    for line in ("ב־Easy Harp משחקים", "הם 6♥, 8♣, J♠ ו־5♣.", "שווה 10 r − 10 (35 − r), בלי"):
        assert shown(line).replace(" ", "") == text.visual(line, True).replace(" ", "")


def test_a_page_of_nothing_but_invisible_characters_draws(tmp_path: Path,
                                                         monkeypatch: object) -> None:
    import scenes.pages.rules as rules

    junk = ["\u200b", "\u200e\u200f", "\u2066\u2069", "\u00ad", "\ufeff", "\u200d", "\x00"]
    page = "\n\n".join(["# \u200b", "## \u200e", *junk, "- \u200b", "| \u200b | \u200d |",
                        "שלום\u200b", "**\u200b**"])
    monkeypatch.setattr(rules, "load_page", lambda game, lang=None: page)  # type: ignore[attr-defined]
    for lang in ("he", "en"):
        app = App((800, 480), lang, data_dir=tmp_path)
        app.navigate(intents.Rules())
        app.step([], 0.05)
        app.draw()
        assert isinstance(app.scene, RulesScene)


def test_a_page_of_megabytes_opens_at_once_and_scrolls(tmp_path: Path, monkeypatch: object
                                                         ) -> None:
    import scenes.pages.rules as rules

    real = rules.load_page("golf", "en")
    huge = (real + "\n") * (5_000_000 // len(real))  # 5 MB
    one_line = "word " * 1_000_000  # 5 MB without a line break
    for source in (huge, one_line):
        monkeypatch.setattr(rules, "load_page",  # type: ignore[attr-defined]
                            lambda game, lang=None, s=source: s)
        app = App((800, 480), "en", data_dir=tmp_path)
        app.navigate(intents.Rules())
        scene = app.scene
        assert isinstance(scene, RulesScene) and scene.page is not None
        assert not scene.page.done and len(scene.page.placed) < 200  # laid out as read
        assert scene.view.max_offset > 100_000  # the rest estimated from its length
        app.step([], 0.05)
        scene.view.scroll_to(50_000)
        app.draw()  # laid out as far as shown
        assert scene.page.placed[-1][0] + scene.page.placed[-1][1] >= 50_000
        assert len(scene.page._pictures) <= rules.PICTURES


# --- tables: a word is never split ----------------------------------------------------------
SIZES = [(800, 480), (1280, 800), (800, 1280), (1920, 1080), (480, 480)]


def whole_words(page: Page, block: Block) -> list[tuple[str, list[str]]]:
    """The cells of a table whose words do not come back whole from the wrapper that sets
    them: (the cell's text, the pieces it was set in)."""
    setting = page.table_setting(block.rows)
    setter = Typesetter(setting.size, page.rtl, th.GREEN.ink)
    split = []
    for row in setting.cells:
        for c, cell in enumerate(row):
            pieces = [wd.text for line in setter.wrap(cell, setting.widths[c]) for wd in line]
            if pieces != [wd.text for wd in cell]:
                split.append((" ".join(wd.text for wd in cell), pieces))
    return split


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", ["en", "he", "hu", "ru"])
def test_no_word_of_a_rules_table_is_split(lang: str, size: tuple[int, int]) -> None:
    m = th.metrics(size)
    page = Page("", page_width(m), m, lang == "he", th.GREEN)
    tables = [b for name in games.names() for b in parse(load_page(name, lang))
              if b.kind == "table"]
    assert tables
    for block in tables:
        assert whole_words(page, block) == [], (lang, size)


def test_the_points_header_is_one_word_at_the_body_size() -> None:
    # The scoring table's header was set in bold but measured in regular weight: it broke
    # as "Point" / "s" at 1280x800.
    m = th.metrics((1280, 800))
    page = Page("", page_width(m), m, False, th.GREEN)
    scoring = next(b for b in parse(load_page("golf", "en")) if b.kind == "table")
    setting = page.table_setting(scoring.rows)
    assert setting.size == m.body and not setting.stacked
    setter = Typesetter(setting.size, False, th.GREEN.accent)
    header = setting.cells[0]
    assert [[wd.text for wd in line] for line in setter.wrap(header[1], setting.widths[1])] \
        == [["Points"]]


def test_a_table_too_wide_gets_smaller_then_stacks() -> None:
    m = th.metrics((1280, 800))
    wide = "| " + " | ".join(["Unbreakablewordhere"] * 4) + " |\n|---|---|---|---|\n" \
        + "| 1 | 2 | 3 | 4 |\n"
    block = parse(wide)[0]
    roomy = Page("", page_width(m), m, False, th.GREEN).table_setting(block.rows)
    assert (roomy.size, roomy.stacked) == (m.small, 0)
    narrow = Page("", 700, m, False, th.GREEN)
    smaller = narrow.table_setting(block.rows)
    assert smaller.size < m.small and not smaller.stacked and whole_words(narrow, block) == []
    narrower = Page("", 300, m, False, th.GREEN)
    stacked = narrower.table_setting(block.rows)
    assert stacked.stacked == 4 and len(stacked.widths) == 2 and len(stacked.cells) == 4
    assert [wd.text for wd in stacked.cells[1][0]] == ["Unbreakablewordhere"]
    assert [wd.text for wd in stacked.cells[1][1]] == ["2"]
    assert whole_words(narrower, block) == []
    narrower.picture(block)  # and it draws
