"""Every player-visible string is marked, extracted and translated in he, hu and ru."""

from __future__ import annotations

import ast
import re
import string
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from game import i18n
from game.i18n import _, hungarian_article, placeholders, set_language
from tools.i18n import extract

from .conftest import ROOT

LANGS = ("he", "hu", "ru")
PLURALS = {"he": 3, "hu": 2, "ru": 3}


def catalog(lang: str):  # type: ignore[no-untyped-def]
    path = ROOT / "locale" / lang / "LC_MESSAGES" / "solitaire.po"
    with path.open("rb") as f:
        return read_po(f, locale=lang)


def fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}


@pytest.fixture(scope="module")
def template():  # type: ignore[no-untyped-def]
    return extract()


@pytest.mark.parametrize("lang", LANGS)
def test_every_extracted_string_is_translated(lang: str, template) -> None:  # type: ignore[no-untyped-def]
    po = catalog(lang)
    missing, fuzzy = [], []
    for message in template:
        if not message.id:
            continue
        found = po.get(message.id, context=message.context)
        if found is None:
            missing.append(message.id)
            continue
        strings = found.string if isinstance(found.string, tuple) else (found.string,)
        if "fuzzy" in found.flags:
            fuzzy.append(message.id)
        if not all(strings):
            missing.append(message.id)
    assert not missing, f"{lang}: untranslated: {missing[:10]}"
    assert not fuzzy, f"{lang}: fuzzy: {fuzzy[:10]}"


@pytest.mark.parametrize("lang", LANGS)
def test_translations_keep_their_placeholders(lang: str) -> None:
    for message in catalog(lang):
        if not message.id or not message.string:
            continue
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        expected = fields(ids[-1])
        for text in strings:
            # A singular form may spell the number out ("קלף אחד"), so {n} is optional there.
            assert fields(text) <= expected | fields(ids[0]), (lang, message.id, text)
            assert fields(text) >= expected - {"n"}, (lang, message.id, text)


@pytest.mark.parametrize("lang", LANGS)
def test_plural_forms(lang: str) -> None:
    po = catalog(lang)
    assert po.num_plurals == PLURALS[lang]
    for message in po:
        if isinstance(message.id, tuple) and message.id[0]:
            assert len(message.string) == PLURALS[lang], message.id


# Letters of a script no catalog but its own may use (Latin is fine everywhere: codes, "OK").
FOREIGN_SCRIPTS = {
    "he": re.compile(r"[\u0400-\u04ff]"),
    "hu": re.compile(r"[\u0590-\u05ff\u0400-\u04ff]"),
    "ru": re.compile(r"[\u0590-\u05ff]"),
}


@pytest.mark.parametrize("lang", LANGS)
def test_each_catalog_uses_its_own_script(lang: str) -> None:
    wrong = []
    for message in catalog(lang):
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        wrong += [s for s in strings if s and FOREIGN_SCRIPTS[lang].search(s)]
    assert not wrong, f"{lang}: translations in another language's script: {wrong[:5]}"


def test_no_obsolete_or_stale_catalog(template) -> None:  # type: ignore[no-untyped-def]
    ids = {(m.id, m.context) for m in template if m.id}
    for lang in LANGS:
        extra = [m.id for m in catalog(lang) if m.id and (m.id, m.context) not in ids]
        assert not extra, f"{lang}: strings no longer in the code: {extra[:5]}"


@pytest.mark.parametrize("path", sorted((ROOT / "game" / "games").glob("*/translations.json")),
                         ids=lambda path: path.parent.name)
def test_a_games_own_translations_are_in_the_catalogs(path: Path) -> None:
    """A game's translations.json is the source of its own strings: ``tools/i18n.py update``
    put them into the catalogs (a game added or fixed without it fails here)."""
    import json

    own = json.loads(path.read_text(encoding="utf-8"))
    assert own
    for lang in LANGS:
        found = {}
        for m in catalog(lang):
            if m.id:
                key = "|".join(m.id) if isinstance(m.id, tuple) else m.id
                key = f"{m.context}\x04{key}" if m.context else key
                found[key] = list(m.string) if isinstance(m.string, tuple) else m.string
        for key, langs in own.items():
            if lang in langs:
                assert found.get(key) == langs[lang], (lang, key)


def test_catalogs_compile_and_load(tmp_path: Path) -> None:
    for lang in LANGS:
        t = i18n.translator(lang)
        assert t.gettext("No more possible moves") != "No more possible moves"


@pytest.mark.parametrize("module", ["game.variant", "game.games.golf", "game.games.easy_harp",
                                    "game.games.eight_off", "game.store"])
def test_every_refusal_and_notice_is_translated(module: str) -> None:
    import importlib

    for name, msgid in vars(importlib.import_module(module)).items():
        if name.startswith("MSG_"):
            for lang in LANGS:
                text = i18n.translator(lang).gettext(msgid)
                assert text != msgid, (lang, msgid)
                assert fields(text) == fields(msgid), (lang, msgid)


# --- strings that reach the player without gettext ----------------------------------------
TEXT_CALLS = {
    "render", "render_block", "wrap", "text_width", "fit_size", "toast", "show_toast",
    "notify", "UIButton", "UILabel", "UITextBox", "set_text", "button", "label", "heading",
}
TEXT_KEYWORDS = {"text", "title", "label", "message", "html_text", "window_display_title"}
WORDY = re.compile(r"[A-Za-z]{2,}")
ALLOWED_LITERALS = {"GO1-E-AAAAAAB"}


def _call_name(node: ast.Call) -> str:
    func = node.func
    if isinstance(func, ast.Attribute):
        return func.attr
    if isinstance(func, ast.Name):
        return func.id
    return ""


def _bare_literals(node: ast.Call) -> list[ast.Constant]:
    out = []
    args = list(node.args[:1]) if _call_name(node) in TEXT_CALLS else []
    args += [kw.value for kw in node.keywords if kw.arg in TEXT_KEYWORDS]
    for arg in args:
        if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
            out.append(arg)
        elif isinstance(arg, ast.JoinedStr):
            out += [v for v in arg.values if isinstance(v, ast.Constant)]
    return [c for c in out if WORDY.search(c.value) and c.value not in ALLOWED_LITERALS]


def test_no_unmarked_text_in_scenes() -> None:
    problems = []
    for path in sorted((ROOT / "scenes").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Call):
                for lit in _bare_literals(node):
                    problems.append(f"{path.name}:{lit.lineno}: {lit.value!r}")
    assert not problems, "text shown without _():\n" + "\n".join(problems)


def _texts_not_marked(expr: ast.expr) -> list[ast.expr]:
    """Where the text an expression may give comes from a string literal not marked for
    translation (a marked one is inside ``N_()``), or from ``_()``: a Refusal translates its
    msgid when shown, so it must get the English source."""
    if isinstance(expr, ast.Constant):
        return [expr] if isinstance(expr.value, str) else []
    if isinstance(expr, ast.JoinedStr):
        return [expr]
    if isinstance(expr, ast.Call):
        return [expr] if _call_name(expr) in ("_", "gettext", "ngettext", "pgettext") else []
    if isinstance(expr, ast.IfExp):
        return _texts_not_marked(expr.body) + _texts_not_marked(expr.orelse)
    if isinstance(expr, ast.BoolOp):
        return [e for value in expr.values for e in _texts_not_marked(value)]
    if isinstance(expr, ast.BinOp):
        return _texts_not_marked(expr.left) + _texts_not_marked(expr.right)
    return []


def unmarked_refusals(source: str) -> list[tuple[int, str]]:
    """Each ``Refusal(...)`` whose message is an unmarked text: (line, the text's source)."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Call) and _call_name(node) == "Refusal":
            args = list(node.args[:1]) + [kw.value for kw in node.keywords if kw.arg == "msgid"]
            found += [(e.lineno, ast.unparse(e)) for a in args for e in _texts_not_marked(a)]
    return found


def test_every_refusal_in_game_is_marked_for_translation() -> None:
    problems = [f"{path.relative_to(ROOT)}:{line}: Refusal({text})"
                for path in sorted((ROOT / "game").rglob("*.py"))
                for line, text in unmarked_refusals(path.read_text(encoding="utf-8"))]
    assert not problems, "a refusal not marked with N_():\n" + "\n".join(problems)


def test_the_refusal_check_finds_unmarked_messages() -> None:
    bad = [
        'raise Refusal("The game is over.")',
        'return Refusal(f"Column {n} is empty")',
        'raise Refusal(nowhere or "No place for this card")',
        'raise Refusal(MSG_A if ok else "Not here")',
        'raise Refusal(_("The game is over."))',
        'raise Refusal(msgid="The game is over.")',
    ]
    good = [
        "raise Refusal(MSG_GAME_OVER)",
        'raise Refusal(N_("The game is over."))',
        "raise Refusal(MSG_TOO_MANY, count=limit)",
        "raise Refusal(nowhere or MSG_NOWHERE)",
        "raise Refusal(EMPTY_REFUSALS[place.kind])",
    ]
    assert all(unmarked_refusals(code) for code in bad)
    assert not any(unmarked_refusals(code) for code in good)


# --- placeholders, checked at build time and in CI ---------------------------------------------
def test_the_committed_catalogs_pass_the_placeholder_check() -> None:
    import subprocess
    import sys

    result = subprocess.run([sys.executable, str(ROOT / "tools" / "i18n.py"), "check"],
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0 and result.stdout == "", result.stdout


@pytest.mark.parametrize(
    ("old", "new", "words"),
    [
        ("{date}", "{dat}", "do not fit"),  # a typo: .format would raise KeyError
        ("{date}", "{date", "do not fit"),  # a brace .format cannot read
        ("{date}", "{0}", "do not fit"),  # a positional field
        ("{date}", "", "lost {date}"),  # the date never shown
    ],
)
def test_the_placeholder_check_finds_a_bad_translation(
    tmp_path: Path, old: str, new: str, words: str
) -> None:
    import shutil

    from tools.i18n import check

    locale = tmp_path / "locale"
    shutil.copytree(ROOT / "locale", locale)
    assert check(locale) == []
    po = locale / "hu" / "LC_MESSAGES" / "solitaire.po"
    text = po.read_text("utf-8")
    start = text.index("msgstr", text.index('msgid "{game}, daily deal of {date}"'))
    end = text.index("\n\n", start)
    po.write_text(text[:start] + text[start:end].replace(old, new) + text[end:], "utf-8")
    problems = check(locale)
    assert len(problems) == 1 and problems[0].startswith("hu: '{game}, daily deal of {date}'")
    assert words in problems[0]


def test_runtime_fallback_rule() -> None:
    fit = i18n.placeholders_fit
    assert fit(("Daily deal: {date}",), "Napi leosztás: {date}")
    assert not fit(("Daily deal: {date}",), "Napi leosztás: {dat}")
    assert not fit(("Daily deal: {date}",), "Napi leosztás: {date")
    assert fit(("{n} cell", "{n} cells"), "תא אחד")  # a singular may spell the number out
    assert not fit(("{n} cell",), "{n} {cells}")



# --- words ------------------------------------------------------------------------------------
def _hu_messages_with_an_article() -> list[tuple[str, str]]:
    with open(ROOT / "locale" / "hu" / "LC_MESSAGES" / "solitaire.po", "rb") as po:
        catalog = read_po(po)
    return [(m.id, m.string) for m in catalog if isinstance(m.id, str) and m.id
            and isinstance(m.string, str) and "(z) {" in m.string]


@pytest.mark.parametrize(("card", "article"), [("A♣", "az"), ("5♥", "az"), ("10♠", "a"),
                                               ("K♦", "a"), ("Q♥", "a"), ("J♠", "a"),
                                               ("8♣", "a"), ("2♦", "a")])
def test_hungarian_articles_follow_the_card(card: str, article: str) -> None:
    """"a(z)" before a card is resolved once the card is known: "az A♣", "a 10♠"."""
    found = _hu_messages_with_an_article()
    assert len(found) > 10
    set_language("hu")
    for msgid, _hu in found:
        names = placeholders(msgid) or set()
        values = {name: card for name in names}
        if "column" in values:
            values["column"] = "3"
        if "number" in values:
            values["number"] = "3"
        shown = _(msgid).format(**values)
        if any(f"(z) {{{name}}}" in _hu for name in names if values[name] == card):
            assert f"{article} {card}" in shown or f"{article.capitalize()} {card}" in shown, shown
        assert "a(z) 3" not in shown.lower(), shown


@pytest.mark.parametrize(("word", "article"), [("1.", "az"), ("1", "az"), ("5.", "az"),
                                               ("3.", "a"), ("10.", "a"), ("11", "a"),
                                               ("50", "az"), ("1000", "az"), ("ász", "az"),
                                               ("bubi", "a"), ("/tmp/x", None)])
def test_hungarian_article_of_numbers_and_words(word: str, article: str | None) -> None:
    assert hungarian_article(word) == article


def test_hebrew_names_a_suit_with_one_word() -> None:
    """The seeds call a suit סדרה; one word for one thing (never צורה)."""
    with open(ROOT / "locale" / "he" / "LC_MESSAGES" / "solitaire.po", "rb") as po:
        catalog = read_po(po)
    strings = [s for m in catalog for s in (m.string if isinstance(m.string, tuple)
                                            else (m.string,)) if s]
    assert any("סדרה" in s for s in strings)
    assert not [s for s in strings if "צורה" in s]
