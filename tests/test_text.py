"""Text: fonts, bidi order checked on the rendered pixels, wrapping, fitting, glyph coverage."""

from __future__ import annotations

import os
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from scenes.ui import text

BLACK = (0, 0, 0)
SIZE = 28


@pytest.fixture(autouse=True, scope="module")
def _pygame() -> None:
    pygame.init()


def ink_mask(surf: pygame.Surface) -> pygame.mask.Mask:
    return pygame.mask.from_surface(surf, 127)


def piece(logical: str, size: int = SIZE) -> pygame.mask.Mask:
    """The ink of a piece rendered on its own (in visual order), cropped to its ink."""
    surf = text.font(size).render(text.visual(logical, True), True, BLACK)
    return ink_mask(surf.subsurface(surf.get_bounding_rect()))


def find(big: pygame.mask.Mask, small: pygame.mask.Mask) -> list[tuple[int, int]]:
    """Every place where ``small`` matches ``big`` pixel for pixel (ink and no ink)."""
    bw, bh = big.get_size()
    sw, sh = small.get_size()
    count = small.count()
    hits = []
    for y in range(bh - sh + 1):
        for x in range(bw - sw + 1):
            if big.overlap_area(small, (x, y)) != count:
                continue
            window = pygame.mask.Mask((sw, sh))
            window.draw(big, (-x, -y))
            if window.count() == count:
                hits.append((x, y))
    return hits


def x_of(big: pygame.mask.Mask, logical: str) -> int:
    hits = find(big, piece(logical))
    assert hits, f"{logical!r} not found in the rendering"
    return hits[0][0]


SENTENCE = "שחק 16 קלפים (A♣) עכשיו"


def test_visual_passes_ltr_text_unchanged() -> None:
    assert text.visual("Score: 16 (A♣)", False) == "Score: 16 (A♣)"
    assert text.visual("Untranslated (A♣) 16", True) == "Untranslated (A♣) 16"


def test_visual_strings() -> None:
    assert text.visual(SENTENCE, True) == "וישכע (A♣) םיפלק 16 קחש"
    assert text.visual("הנח את A♣", True) == "A♣ תא חנה"
    assert text.visual("הנח את 10♠ על Q♥", True) == "Q♥ לע 10♠ תא חנה"
    assert text.visual("ניקוד: -5", True) == "-5 :דוקינ"
    shown = text.visual("\u2067שלום\u2069 \u200f16\u200e", True)
    assert not set(shown) & set(text.BIDI_CONTROLS)


def test_a_formula_in_a_hebrew_line_reads_left_to_right_as_written() -> None:
    """Eight Off's examples: "(2 + 1) × 1 = 3: the King…" in Hebrew keeps its sum as one
    left-to-right piece, brackets unmirrored, not each number on its own."""
    assert text.visual("(2 + 1) × 1 = 3: המלך", True) == "ךלמה :(2 + 1) × 1 = 3"
    assert text.visual("עצמו: (1 + 1) × 1 = 2. המלך", True) == "ךלמה .(1 + 1) × 1 = 2 :ומצע"
    # Not a formula: words between the numbers, a range, a time.
    assert text.visual("28 קלפים הוסרו × 10", True) == "10 × ורסוה םיפלק 28"
    assert text.visual("משחקים 1–6", True) == "6–1 םיקחשמ"
    assert text.visual("זמן 0:01", True) == "0:01 ןמז"


def test_rendered_sentence_reads_right_to_left_with_ltr_numbers_and_cards() -> None:
    big = ink_mask(text.render(SENTENCE, SIZE, BLACK, rtl=True))
    assert find(big, piece("61")) == []
    assert find(big, piece("♣A")) == []
    x_play, x_16, x_cards = x_of(big, "שחק"), x_of(big, "16"), x_of(big, "קלפים")
    x_bracketed, x_now = x_of(big, "(A♣)"), x_of(big, "עכשיו")
    # Read from the right: play, 16, cards, (A♣), now.
    assert x_now < x_bracketed < x_cards < x_16 < x_play


def test_hebrew_reads_right_to_left_in_a_left_to_right_interface() -> None:
    # The language picker shows "עברית" in every interface language: in English, Hungarian
    # and Russian too its first letter is on the right.
    alone = ink_mask(text.render("עברית", SIZE, BLACK, rtl=False))
    assert x_of(alone, "ע") > x_of(alone, "ב") > x_of(alone, "ר") > x_of(alone, "ת")
    big = ink_mask(text.render("Language: עברית (he) 16", SIZE, BLACK, rtl=False))
    # The line itself still reads left to right, numbers and brackets as written.
    assert x_of(big, "Language:") < x_of(big, "עברית") < x_of(big, "(he)") < x_of(big, "16")
    assert find(big, piece("תירבע")) == []
    assert text.visual("Language: (he) 16", False) == "Language: (he) 16"


def test_brackets_are_mirrored_in_the_rendering() -> None:
    big = ink_mask(text.render("(שלום) עולם", SIZE, BLACK, rtl=True))
    hello = piece("שלום")
    (hx, _), = find(big, hello)
    opening = piece(")")  # glyph ")" drawn on the right of the word opens it in Hebrew
    closing = piece("(")
    assert any(x > hx + hello.get_size()[0] - 2 for x, _ in find(big, opening))
    assert any(x < hx for x, _ in find(big, closing))
    assert not any(x > hx for x, _ in find(big, closing))


def test_card_name_at_the_end_of_a_hebrew_sentence() -> None:
    big = ink_mask(text.render("הנח את A♣", SIZE, BLACK, rtl=True))
    assert find(big, piece("♣A")) == []
    assert x_of(big, "A♣") < x_of(big, "את") < x_of(big, "הנח")


def test_wrap_keeps_logical_line_order() -> None:
    words = "אחד שתיים שלוש ארבע חמש שש שבע"
    width = text.text_width("אחד שתיים", SIZE, rtl=True) + 4
    logical = text.wrap_logical(words, SIZE, width, rtl=True)
    assert len(logical) >= 3
    assert logical[0] == "אחד שתיים"
    assert " ".join(logical) == words
    assert text.wrap(words, SIZE, width, rtl=True)[0] == text.visual("אחד שתיים", True)


def test_render_block_first_logical_line_on_top_and_right_aligned() -> None:
    words = "אחד שתיים שלוש ארבע 16 שש שבע"
    width = 220
    block = text.render_block(words, SIZE, BLACK, width, rtl=True)
    big = ink_mask(block)
    line = text.font(SIZE).get_linesize()
    (x1, y1), = find(big, piece("אחד"))
    assert y1 < line  # first logical word on the top line...
    first = text.wrap(words, SIZE, width, rtl=True)[0]
    assert x1 + piece("אחד").get_size()[0] > width - 6  # ...at its right edge
    assert first.endswith("דחא")
    hits16 = find(big, piece("16"))
    assert hits16 and hits16[0][1] >= line  # "16" wraps onto a later line, in order
    assert find(big, piece("61")) == []


def test_render_block_ltr_start_is_left() -> None:
    block = text.render_block("Play again", SIZE, BLACK, 300, rtl=False)
    assert block.get_bounding_rect().left < 5
    centred = text.render_block("Play again", SIZE, BLACK, 300, align="center", rtl=False)
    r = centred.get_bounding_rect()
    assert abs((300 - r.right) - r.left) <= 3


def test_wrap_breaks_overlong_words() -> None:
    lines = text.wrap("Szerencsejátékautomata", 20, 80, rtl=False)
    assert len(lines) > 1
    assert "".join(lines) == "Szerencsejátékautomata"
    assert all(text.font(20).size(line)[0] <= 80 for line in lines)


def test_render_is_cached_and_rtl_follows_language() -> None:
    from game import i18n

    a = text.render("Menu", 20, BLACK, rtl=False)
    assert text.render("Menu", 20, BLACK, rtl=False) is a
    old = i18n.get_language()
    try:
        i18n.set_language("he")
        he = text.render("שחק 16", 20, BLACK)
        assert he is text.render("שחק 16", 20, BLACK, rtl=True)
    finally:
        i18n.set_language(old)


def test_fit_size() -> None:
    label = "Új játék"
    size = text.fit_size(label, 60, 40)
    assert size < 40
    assert text.font(size).size(label)[0] <= 60
    assert text.font(size + 1).size(label)[0] > 60
    assert text.fit_size("OK", 500, 24) == 24
    assert text.fit_size("x" * 200, 10, 24, min_size=6) == 6


def test_font_is_cached_per_size_and_weight() -> None:
    assert text.font(18) is text.font(18)
    assert text.font(18) is not text.font(18, bold=True)


def test_missing_font_raises_asset_error_naming_the_file(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setattr(text, "asset_dir", lambda: tmp_path)
    monkeypatch.setattr(text, "_fonts", {})  # not the fonts other tests already loaded
    with pytest.raises(text.AssetError) as info:
        text.font(77, bold=True)
    assert info.value.path == tmp_path / "fonts" / text.BOLD_FONT
    assert text.BOLD_FONT in str(info.value)
    assert isinstance(info.value, OSError)


def test_unreadable_font_raises_asset_error(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    (tmp_path / "fonts").mkdir()
    (tmp_path / "fonts" / text.REGULAR_FONT).write_bytes(b"not a font")
    monkeypatch.setattr(text, "asset_dir", lambda: tmp_path)
    with pytest.raises(text.AssetError, match=text.REGULAR_FONT):
        text.font(78)


def test_frozen_bundle_path(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    import sys

    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    expected = tmp_path / "assets" / "fonts" / text.BOLD_FONT
    assert text.asset_path("fonts", text.BOLD_FONT) == expected
    with pytest.raises(text.AssetError):  # checked before anything loads it: none there
        text.font_path(True)


NOTDEF = "\u0378"  # an unassigned code point: the font draws its .notdef box
SIGNS = "♠♥♦♣0123456789↻⌫●\u00a0\u202f"  # suits, digits, the signs drawn in code, babel's spaces


def _shown_strings() -> set[str]:
    """Every text the game can show: each catalog's messages and translations, the rules
    and help pages, and the string literals of game/ and scenes/ (not their docstrings)."""
    from babel.messages.pofile import read_po

    root = Path(__file__).resolve().parent.parent
    found: set[str] = set()
    for po in sorted(root.glob("locale/*/LC_MESSAGES/*.po")):
        with po.open("rb") as f:
            for message in read_po(f):
                for part in (message.id, message.string):
                    found.update([part] if isinstance(part, str) else part)
    for page in sorted(root.glob("assets/*/*.md")):
        found.add(page.read_text(encoding="utf-8"))
    for source in sorted([*root.glob("game/**/*.py"), *root.glob("scenes/**/*.py")]):
        if source.name != "text.py":  # the bidi machinery's character classes are not shown
            found.update(_literals(source.read_text(encoding="utf-8")))
    return found


def _literals(source: str) -> list[str]:
    import ast

    tree = ast.parse(source)
    docs = {id(node.body[0].value) for node in ast.walk(tree)
            if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef)
            and node.body and isinstance(node.body[0], ast.Expr)}
    return [node.value for node in ast.walk(tree)
            if isinstance(node, ast.Constant) and isinstance(node.value, str)
            and id(node) not in docs]


@pytest.mark.parametrize("bold", [False, True])
def test_every_shown_character_has_a_glyph(bold: bool) -> None:
    """One font draws everything (no fallback in SDL_ttf): every character of every catalog,
    rules and help page and string in the code, the suits, the digits and babel's spaces."""
    chars = set(SIGNS)
    for shown in _shown_strings():
        chars.update(text.drawable(shown).translate(text._STRIP_CONTROLS))
    chars -= set("\n\t\r")
    f = text.font(SIZE, bold)
    box = (f.metrics(NOTDEF)[0], pygame.image.tobytes(f.render(NOTDEF, True, BLACK), "RGBA"))
    missing = sorted(ch for ch in chars
                     if f.metrics(ch)[0] == box[0]
                     and pygame.image.tobytes(f.render(ch, True, BLACK), "RGBA") == box[1])
    assert len(chars) > 150  # Latin, Cyrillic, Hebrew: the test sees the real catalogs
    assert missing == []


@pytest.mark.parametrize("bold", [False, True])
def test_digits_are_tabular(bold: bool) -> None:
    """Score, moves and time keep their width as they count: every digit is as wide as every
    other (the tnum figures frozen into the bundled font)."""
    f = text.font(SIZE, bold)
    assert len({f.size(d)[0] for d in "0123456789"}) == 1
    assert f.size("Score: 1111")[0] == f.size("Score: 8808")[0]


@pytest.mark.parametrize("bold", [False, True])
@pytest.mark.parametrize("char", list("őűŐŰЖжЯяёЁאשת♠♥♦♣"))
def test_glyph_is_real_not_a_notdef_box(char: str, bold: bool) -> None:
    f = text.font(SIZE, bold)
    box = ink_mask(f.render(NOTDEF, True, BLACK))
    glyph = ink_mask(f.render(char, True, BLACK))
    assert glyph.count() > 0
    same_size = box.get_size() == glyph.get_size()
    assert not (same_size and box.overlap_area(glyph, (0, 0)) == box.count() == glyph.count())


def test_render_cache_is_bounded_in_bytes_and_keeps_the_newest(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(text._renders, "max_bytes", 400_000)
    text.clear_cache()
    # Scores, clocks and codes: a new line with every game, forever.
    lines = [text.render(f"Score {n:05d}  12:34  GO1-E-AAAA{n:03d}", 40, (0, 0, 0))
             for n in range(300)]
    assert all(line.get_width() > 0 for line in lines)
    kept = sum(s.get_pitch() * s.get_height() for s in text._renders.surfaces())
    assert kept <= 400_000
    assert kept == text._renders.bytes
    assert 1 < len(text._renders) < 300
    # The most recent lines are the ones kept (least recently used go first).
    assert text.render("Score 00299  12:34  GO1-E-AAAA299", 40, (0, 0, 0)) is lines[-1]
    # A block larger than the whole budget is still returned and kept until the next one.
    big = text.render_block("word " * 4000, 40, (0, 0, 0), 1500)
    assert big.get_pitch() * big.get_height() > 400_000
    assert list(text._renders.surfaces())[-1] is big
    text.render("after", 40, (0, 0, 0))
    assert big not in list(text._renders.surfaces())
    text.clear_cache()
    assert text._renders.bytes == 0


def test_text_too_long_for_its_box_is_recorded_once_however_often_drawn() -> None:
    from scenes.ui.drawing import draw_text

    text.overflows.clear()
    surface = pygame.Surface((200, 40))
    for _frame in range(50):
        draw_text(surface, "x" * 80, 24, BLACK, pygame.Rect(0, 0, 30, 40))
    draw_text(surface, "OK", 24, BLACK, pygame.Rect(0, 0, 100, 40))
    assert text.overflows == {("x" * 80, 30)}
    text.overflows.clear()


def test_one_bidi_path_keeps_every_runs_tag() -> None:
    runs = [("במצב", "a"), (" ", " "), ("קל", "b"), (" ", " "), ("A♣", "c")]
    pieces = text.visual_runs(runs, True)
    assert "".join(p for p, _tag in pieces) == text.visual("במצב קל A♣", True)
    assert [tag for _p, tag in pieces if tag != " "] == ["c", "b", "a"]
    # In a left-to-right line the Hebrew words still read right to left; the card follows.
    shown = text.visual_runs(runs, False)
    assert "".join(p for p, _tag in shown) == text.visual("במצב קל A♣", False)
    assert [tag for _p, tag in shown if tag != " "] == ["b", "a", "c"]
    latin = [("Easy", "a"), (" ", " "), ("A♣", "c")]
    assert text.visual_runs(latin, False) == latin
