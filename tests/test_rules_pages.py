"""The in-app rules pages: each game's pages/rules.<lang>.md, in its own folder.

The pages use a small markdown subset that the rules scene renders: one ``# `` title, ``## ``
headings, paragraphs (one line each, separated by blank lines), ``- `` bullet items (one line
each), tables (a header row, a ``|---|`` separator, rows with as many cells as the header) and
``**bold**`` inline. Nothing else: no links, images, HTML, code, nested lists or hard wraps.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from game import VARIANTS

GAMES = tuple(VARIANTS)  # every registered game has its page in every language
LANGS = ("he", "hu", "ru", "en")
PAGES = [(game, lang) for game in GAMES for lang in LANGS]

SEPARATOR = re.compile(r"^\|(?:-{3,}\|)+$")
CARD = re.compile(r"(\w+)([♠♥♦♣])")
VALID_RANKS = {"A", "K", "Q", "J", "10", *map(str, range(2, 10))}

# The app's own messages, exactly as the seeds (he, hu) and the catalogs (ru, en) word them.
GOLF_MESSAGES: dict[str, tuple[str, ...]] = {
    "he": ("חייב להיות גבוה או נמוך בדרגה אחת", "הקלף הזה חסום", "אין עוד מהלכים אפשריים"),
    "hu": (
        "Eggyel magasabb vagy alacsonyabb rangúnak kell lennie",
        "Ez a lap blokkolva van",
        "Nincs több lehetséges lépés",
    ),
    "ru": (
        "Карта должна быть на один ранг выше или ниже",
        "Эта карта заблокирована",
        "Больше нет возможных ходов",
    ),
    "en": ("Must be one rank higher or lower", "This card is blocked", "No more possible moves"),
}

MODE_NAMES: dict[str, tuple[str, str]] = {
    "he": ("קל", "קלאסי"),
    "hu": ("Könnyű", "Klasszikus"),
    "ru": ("Лёгкий", "Классический"),
    "en": ("Easy", "Classic"),
}

# Words the glossary rules out (a second name for the same thing, or a known slip).
FORBIDDEN: dict[str, tuple[str, ...]] = {
    "he": ("קרן", "קרנות"),
    "hu": ("alapsor", "ô", "û", "õ", "Ô", "Û"),
    "ru": ("тасовк",),
    "en": (),
}

def page_path(game: str, lang: str, kind: str = "rules") -> Path:
    folder = VARIANTS[game].folder()
    assert folder is not None, f"{game} has no folder for its pages"
    return folder / "pages" / f"{kind}.{lang}.md"


def read_page(game: str, lang: str) -> str:
    return page_path(game, lang).read_bytes().decode("utf-8")


def split_cells(row: str) -> list[str]:
    assert row.startswith("|") and row.endswith("|"), row
    return [cell.strip() for cell in row[1:-1].split("|")]


def blocks(text: str) -> list[list[str]]:
    """The page's blocks: runs of non-blank lines."""
    result: list[list[str]] = []
    current: list[str] = []
    for line in text.split("\n"):
        if line.strip():
            current.append(line)
        elif current:
            result.append(current)
            current = []
    if current:
        result.append(current)
    return result


def tables(text: str) -> list[list[list[str]]]:
    return [
        [split_cells(row) for row in block if not SEPARATOR.match(row)]
        for block in blocks(text)
        if block[0].startswith("|")
    ]


def test_every_page_exists() -> None:
    missing = [(game, lang) for game, lang in PAGES if not page_path(game, lang).is_file()]
    assert not missing


@pytest.mark.parametrize(("game", "lang"), PAGES)
def test_page_is_utf8_with_one_title(game: str, lang: str) -> None:
    raw = page_path(game, lang).read_bytes()
    assert not raw.startswith(b"\xef\xbb\xbf"), "no byte-order mark"
    assert b"\r" not in raw, "Unix line ends only"
    text = raw.decode("utf-8")
    assert text.endswith("\n") and not text.endswith("\n\n")
    lines = text.split("\n")
    assert lines[0].startswith("# ") and lines[0][2:].strip()
    assert [line for line in lines if line.startswith("# ")] == [lines[0]]
    assert lines[1] == "", "a blank line after the title"


@pytest.mark.parametrize(("game", "lang"), PAGES)
def test_page_uses_only_the_allowed_syntax(game: str, lang: str) -> None:
    assert_allowed_syntax(read_page(game, lang))


def assert_allowed_syntax(text: str) -> None:
    """The markdown subset of the pages (also the FAQ and Sources pages')."""
    for block in blocks(text)[1:]:
        first = block[0]
        if first.startswith("|"):
            assert len(block) >= 3, block
            assert SEPARATOR.match(block[1]), f"separator after the header: {block[1]!r}"
            width = len(split_cells(first))
            assert block[1].count("|") - 1 == width, block[1]
            for row in block[2:]:
                assert not SEPARATOR.match(row), row
                assert len(split_cells(row)) == width, f"{len(split_cells(row))} != {width}: {row}"
        elif first.startswith("- "):
            for item in block:
                assert item.startswith("- ") and item[2:].strip(), f"one line per item: {item!r}"
        else:
            # A heading or a paragraph stands alone: no hard wraps, nothing glued to it.
            assert len(block) == 1, f"a paragraph must be one line: {block}"
            assert first.startswith("## ") or not first.startswith("#"), first
    for line in text.split("\n"):
        assert line == line.strip(), f"no indentation or trailing spaces: {line!r}"
        assert "\t" not in line
        assert not re.match(r"(\d+[.)]|[*+>]) ", line), f"unsupported block: {line!r}"
        assert line.count("**") % 2 == 0, f"unbalanced bold: {line!r}"
        assert "*" not in line.replace("**", ""), f"only **bold** emphasis: {line!r}"
        assert not re.search(r"</?[A-Za-z][^>]*>", line), f"no HTML: {line!r}"
        assert not re.search(r"!?\[[^\]]*\]\(", line), f"no links or images: {line!r}"
        assert "`" not in line, f"no code: {line!r}"
        assert "__" not in line and "~~" not in line, line
        assert not line.startswith("###"), line


@pytest.mark.parametrize(("game", "lang"), PAGES)
def test_cards_are_written_with_symbols(game: str, lang: str) -> None:
    text = read_page(game, lang)
    for match in CARD.finditer(text):
        assert match.group(1) in VALID_RANKS, f"not a card: {match.group(0)!r}"
    assert "R♣" not in text  # the seeds' slip for the King of clubs


@pytest.mark.parametrize("lang", LANGS)
def test_golf_page_quotes_the_app_messages_and_modes(lang: str) -> None:
    text = read_page("golf", lang)
    for message in GOLF_MESSAGES[lang]:
        assert message in text, message
    for mode in MODE_NAMES[lang]:
        assert mode in text, mode


def test_golf_pages_keep_the_seed_wording() -> None:
    he = read_page("golf", "he")
    hu = read_page("golf", "hu")
    for sentence in (
        "הקלף שהוסר הופך לקלף החדש בראש ערימת ההשלכה ומשחרר את הקלף שמעליו בטור.",
        "כל קלף משמש פעם אחת בלבד: אי אפשר למחזר את הקופה.",
        "למשחק Golf אין כללים רשמיים.",
    ):
        assert sentence in he, sentence
    for sentence in (
        "Az eltávolított lap lesz a dobópakli új felső lapja",
        "Minden lap csak egyszer használható fel: a húzópakli nem forgatható újra.",
        "A Golf játéknak nincs hivatalos szabályzata.",
    ):
        assert sentence in hu, sentence


@pytest.mark.parametrize("lang", LANGS)
def test_golf_page_quotes_the_example_with_its_code(lang: str) -> None:
    """As the seed does: the worked example names its deal, which replays from that code."""
    examples = [line for line in read_page("golf", lang).split("\n")
                if "A♣" in line and "8♠" in line]
    assert examples and all("GO1-E-AAAAAAB" in line for line in examples)


@pytest.mark.parametrize("lang", LANGS)
def test_golf_page_has_no_position_in_words_and_has_the_tips(lang: str) -> None:
    text = read_page("golf", lang)
    for seed_line in ("קופה: 16 קלפים", "Húzópakli: 16 lap", "(פנוי:", "(szabad:"):
        assert seed_line not in text
    headings = [line for line in text.split("\n") if line.startswith("## ")]
    assert len(headings) == 11  # the ten sections of the seed and the round of nine holes
    assert [len(table) for table in tables(text)] == [4, 3]  # the score, the round's par


@pytest.mark.parametrize("lang", LANGS)
def test_golf_page_gives_the_par_the_game_plays_to(lang: str) -> None:
    """The round's table on the page says what game.rounds uses: the par of each mode."""
    from game import get_variant

    par_table = tables(read_page("golf", lang))[1]
    modes = MODE_NAMES[lang]
    assert [row[0] for row in par_table[1:]] == list(modes)
    par = get_variant("golf").round_par
    assert [int(row[2]) for row in par_table[1:]] == [par["E"], par["C"]]


@pytest.mark.parametrize(("game", "lang"), PAGES)
def test_page_keeps_the_seed_facts_and_terms(game: str, lang: str) -> None:
    text = read_page(game, lang)
    cls = VARIANTS[game]  # the seed's facts and the glossary's terms, as the game declares them
    for fact in cls.page_facts:
        assert fact in text, fact
    for term in cls.page_terms.get(lang, ()):
        assert term in text, term
    for word in FORBIDDEN[lang]:
        assert word not in text, word


@pytest.mark.parametrize("lang", LANGS)
def test_eight_off_page_has_the_group_move_table(lang: str) -> None:
    text = read_page("eight_off", lang)
    assert "| 8 | 9 | 18 | 36 | 9 | 18 |" in text
    group_table = next(table for table in tables(text) if len(table[0]) == 6)
    assert [row[0] for row in group_table[1:]] == ["0", "2", "4", "6", "8"]
    for row in group_table[1:]:
        free = int(row[0]) + 1
        assert [int(cell) for cell in row[1:]] == [free, 2 * free, 4 * free, free, 2 * free]


@pytest.mark.parametrize("lang", LANGS)
def test_easy_harp_page_gives_the_winning_score(lang: str) -> None:
    text = read_page("easy_harp", lang)
    assert "1 220" in text
    assert 104 * 10 + 36 * 5 == 1220
    assert len(tables(text)) == 1 and len(tables(text)[0]) == 7


@pytest.mark.parametrize("game", GAMES)
def test_translations_match_the_hebrew_page(game: str) -> None:
    """Same sections, lists, tables and numbers in every language."""

    def shape(text: str) -> tuple[int, int, list[tuple[int, int]], set[str]]:
        lines = text.split("\n")
        return (
            sum(line.startswith("## ") for line in lines),
            sum(line.startswith("- ") for line in lines),
            [(len(table), len(table[0])) for table in tables(text)],
            set(re.findall(r"\d+", text)),
        )

    reference = shape(read_page(game, "he"))
    for lang in LANGS[1:]:
        assert shape(read_page(game, lang)) == reference, lang


@pytest.mark.parametrize(("game", "lang"), [p for p in PAGES if p[1] in ("ru", "hu", "en")])
def test_no_mixed_script_words(game: str, lang: str) -> None:
    """Catches Latin look-alikes inside Cyrillic words and the reverse."""
    for word in re.findall(r"\w+", read_page(game, lang)):
        has_latin = bool(re.search(r"[A-Za-zÀ-ɏ]", word))
        has_cyrillic = bool(re.search(r"[Ѐ-ӿ]", word))
        assert not (has_latin and has_cyrillic), word
