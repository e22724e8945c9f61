"""The bad-input catalogue: what a player, an installer or a script can get wrong, and what
the game does about it.

- a malformed game code in New game: the reason is shown, the game in play is untouched;
- a malformed layout or code on the command line (``python -m game``): exit 2, one line;
- bad arguments to ``main.py`` and ``python -m game``: exit 2 with a message;
- a missing or unreadable bundled file (font): ``AssetError`` naming the file; ``main.py``
  turns it into one line naming the file and exit 1, not a traceback;
- missing or broken translation catalogs: English, no error;
- a broken theme file: the default theme with a warning in the log, no crash.
"""

from __future__ import annotations

import json
import logging
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from game import i18n
from game.__main__ import main as game_main
from game.session import Session
from scenes import launcher as main_module
from scenes.app import App
from scenes.dialogs.new_game import NewGameScene
from scenes.pages.menu import MenuScene
from scenes.table.scene import TableScene
from scenes.ui import gui, text
from scenes.ui import theme as th

from .conftest import ROOT, kept_game

GOOD_LAYOUT: dict[str, object] = {
    "game": "golf", "options": "E",
    "tableau": [["3H", "6C", "2S", "KS", "8D"], ["AC", "KH", "8H", "6D", "TC"],
                ["QD", "AS", "2H", "JD", "3S"], ["5S", "KD", "5H", "2C", "4S"],
                ["7C", "9S", "TD", "JS", "8C"], ["AH", "QS", "9C", "4H", "8S"],
                ["QH", "9H", "5C", "AD", "JC"]],
}


def run_game(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    try:
        code = game_main(list(argv))
    except SystemExit as exc:
        code = int(exc.code or 0)
    out, err = capsys.readouterr()
    return code, out, err


def run_main(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    try:
        code = main_module.main(list(argv))
    except SystemExit as exc:
        code = int(exc.code or 0)
    out, err = capsys.readouterr()
    return code, out, err


# --- malformed game codes in the New game window ---------------------------------------------

BAD_CODES = [
    "", "   ", "GO", "GO1", "GO1-E", "GO1-E-", "GO1-E-AAAB", "GO1-E-AAAAAAAAB", "XX1-E-AAAAAAB",
    "GO9-E-AAAAAAB", "GO1-Q-AAAAAAB", "EO1-C3-AAAAAAB", "GO1-E-AAAA1AB", "GO1-E-ÁAAAAAB",
    "GO1_E_AAAAAAB", "GO1-E-AAAAAAB-X", "--", "💥", "GO1-E-ZZZZZZZ",
]


@pytest.mark.parametrize("code", BAD_CODES)
def test_bad_code_in_new_game_changes_nothing(tmp_path: Path, code: str) -> None:
    app = App((1024, 600), "en", data_dir=tmp_path)
    app.stack.push(MenuScene(app))
    session: Session = app.nav.start_game("eight_off", "C8", 77)
    session.play(session.game.legal_moves()[0])
    before = (session.game.layout(), session.game.moves, session.game.score)
    saved = kept_game(tmp_path / "savegame-eight_off.json")
    stack = list(app.stack)
    dialog = NewGameScene(app, code_mode=True)
    app.stack.push(dialog)
    if dialog.entry is not None:
        dialog.entry.set_text(code)
    dialog.code_text = code
    dialog.play_code()
    if code == "GO1-E-ZZZZZZZ" and not dialog.error:  # well formed, deal maybe in range
        assert isinstance(app.scene, TableScene)
        return
    assert dialog.error, f"no message for {code!r}"
    assert app.scene is dialog
    assert app.stack[:-1] == stack
    assert app.game is session.game
    assert (session.game.layout(), session.game.moves, session.game.score) == before
    assert kept_game(tmp_path / "savegame-eight_off.json") == saved
    app.step([], 0.05)  # the message draws


# --- malformed layouts and codes on the command line ----------------------------------------

COLUMNS: list[list[str]] = GOOD_LAYOUT["tableau"]  # type: ignore[assignment]


def _layout(**change: object) -> str:
    data = dict(GOOD_LAYOUT)
    data.update(change)
    return json.dumps(data)


BAD_LAYOUTS = {
    "empty": "",
    "not_json": "{tableau: [",
    "a_list": "[1, 2, 3]",
    "a_number": "42",
    "null": "null",
    "no_game": json.dumps({k: v for k, v in GOOD_LAYOUT.items() if k != "game"}),
    "unknown_game": _layout(game="klondike"),
    "bad_options": _layout(options="Q"),
    "bad_card": _layout(tableau=[["ZZ"], *COLUMNS[1:]]),
    "card_not_a_string": _layout(tableau=[[7], *COLUMNS[1:]]),
    "too_few_columns": _layout(tableau=COLUMNS[:3]),
    "tableau_not_a_list": _layout(tableau="3H 6C"),
    "duplicate_card": _layout(tableau=[["3H", "3H"], *COLUMNS[1:]]),
}


@pytest.mark.parametrize("name", sorted(BAD_LAYOUTS))
def test_bad_layout_file_exits_2_with_a_message(capsys: pytest.CaptureFixture[str],
                                                tmp_path: Path, name: str) -> None:
    path = tmp_path / f"{name}.json"
    path.write_text(BAD_LAYOUTS[name], encoding="utf-8")
    code, out, err = run_game(capsys, "describe", str(path))
    assert code == 2, (name, out, err)
    assert err.startswith("error:") and "Traceback" not in err
    assert len(err.strip().splitlines()) <= 3


def test_binary_and_missing_layout_files_exit_2(capsys: pytest.CaptureFixture[str],
                                                tmp_path: Path) -> None:
    binary = tmp_path / "binary.json"
    binary.write_bytes(b"\xff\xfe\x00garbage\x80")
    code, _, err = run_game(capsys, "solve", str(binary))
    assert code == 2 and "binary.json" in err
    code, _, err = run_game(capsys, "describe", str(tmp_path / "missing.json"))
    assert code == 2 and "missing.json" in err


@pytest.mark.parametrize("code_text", ["GO1-E-AAAB", "XX1-E-AAAAAAB", "GO1-Q-AAAAAAB", "nonsense"])
def test_bad_code_on_the_command_line_exits_2(capsys: pytest.CaptureFixture[str],
                                              code_text: str) -> None:
    code, out, err = run_game(capsys, "layout", code_text)
    assert code == 2 and err.startswith("error:") and not out


# --- bad command-line arguments ---------------------------------------------------------------

@pytest.mark.parametrize("argv", [
    [], ["bogus"], ["layout"], ["solve"], ["solve", "GO1-E-AAAAAAB", "--timeout", "-1"],
    ["solve", "GO1-E-AAAAAAB", "--timeout", "inf"], ["solve", "GO1-E-AAAAAAB", "--timeout", "x"],
    ["winrate", "golf", "--deals", "5-1"], ["winrate", "golf", "--deals", "a-b"],
    ["winrate", "poker"], ["winrate", "golf", "--options", "Z", "--deals", "1-1"],
    ["describe", "GO1-E-AAAAAAB", "--moves", "zz 99"],
    ["describe", "GO1-E-AAAAAAB", "--lang", "xx"],
    ["describe", "GO1-E-AAAAAAB", "--bogus"],
])
def test_game_cli_bad_arguments_exit_2(capsys: pytest.CaptureFixture[str],
                                       argv: list[str]) -> None:
    code, _, err = run_game(capsys, *argv)
    assert code == 2, argv
    assert err.strip() and "Traceback" not in err


@pytest.mark.parametrize("argv", [
    ["--size", "abc"], ["--size", "10x10"], ["--size", "99999x800"], ["--size", "1280x"],
    ["--lang", "xx"], ["--frames", "0"], ["--frames", "-3"], ["--frames", "many"], ["--bogus"],
    ["--data-dir"], ["extra"],
])
def test_main_bad_arguments_exit_2(capsys: pytest.CaptureFixture[str], argv: list[str]) -> None:
    code, _, err = run_main(capsys, *argv)
    assert code == 2, argv
    assert "error" in err and "Traceback" not in err


def test_main_data_dir_that_is_a_file_exits_2(capsys: pytest.CaptureFixture[str],
                                              tmp_path: Path) -> None:
    afile = tmp_path / "file"
    afile.write_text("x")
    code, _, err = run_main(capsys, "--data-dir", str(afile), "--frames", "1")
    assert code == 2 and "not a folder" in err


def test_bad_arguments_through_real_processes() -> None:
    for argv in (["main.py", "--size", "abc"], ["-m", "game", "solve", "NOPE"]):
        proc = subprocess.run([sys.executable, *argv], cwd=ROOT, capture_output=True,
                              text=True, timeout=60)
        assert proc.returncode == 2, (argv, proc.stderr)
        assert "Traceback" not in proc.stderr and proc.stderr.strip()


# --- missing or unreadable assets -------------------------------------------------------------

@pytest.fixture
def assets(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """An empty assets folder in place of the bundled one (fonts and theme cache reset)."""
    folder = tmp_path / "assets"
    (folder / "fonts").mkdir(parents=True)
    monkeypatch.setattr(text, "asset_dir", lambda: folder)
    monkeypatch.setattr(text, "_fonts", {})
    gui._base.cache_clear()
    yield folder
    gui._base.cache_clear()


def test_missing_font_raises_asset_error_naming_the_file(assets: Path) -> None:
    with pytest.raises(text.AssetError) as info:
        text.font(20)
    assert info.value.path == assets / "fonts" / text.REGULAR_FONT
    assert text.REGULAR_FONT in str(info.value)


TRUNCATED = b"\x00\x01\x00\x00junk"  # the right magic, then nothing usable


@pytest.mark.parametrize("content", [b"", b"<html>not a font</html>", TRUNCATED])
def test_garbage_font_raises_asset_error(assets: Path, content: bytes) -> None:
    (assets / "fonts" / text.BOLD_FONT).write_bytes(content)
    with pytest.raises(text.AssetError, match=text.BOLD_FONT):
        text.font(18, bold=True)


def test_unreadable_font_raises_asset_error(assets: Path) -> None:
    (assets / "fonts" / text.REGULAR_FONT).mkdir()  # a folder where the file should be
    with pytest.raises(text.AssetError, match=text.REGULAR_FONT):
        text.font(12)


def test_main_with_missing_fonts_says_which_file_and_exits_1(
    assets: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (assets / "theme.json").write_text((ROOT / "assets" / "theme.json").read_text("utf-8"))
    code, _, err = run_main(capsys, "--frames", "1", "--data-dir", str(tmp_path / "data"))
    assert code == main_module.EXIT_ASSET == 1
    assert "Rubik-" in err and "Traceback" not in err  # one of the two font files
    assert err.startswith("main.py: error: cannot load ") and "reinstall" in err


# --- translation catalogs ---------------------------------------------------------------------

@pytest.fixture
def catalogs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    folder = tmp_path / "locale"
    folder.mkdir()
    monkeypatch.setattr(i18n, "locale_dir", lambda: folder)
    monkeypatch.setattr(i18n, "_cache", {})
    yield folder
    i18n.set_language("en")


@pytest.mark.parametrize("lang", ["he", "hu", "ru"])
def test_missing_catalogs_fall_back_to_english(catalogs: Path, tmp_path: Path,
                                               lang: str) -> None:
    assert i18n.set_language(lang) == lang
    assert i18n._("New game") == "New game"
    assert i18n.ngettext("{n} card", "{n} cards", 3) == "{n} cards"
    app = App((800, 480), lang, data_dir=tmp_path / "data")
    app.stack.push(MenuScene(app))
    app.step([], 0.05)
    labels = [app.gui.label_of(x) for x in app.scene.widgets]  # type: ignore[union-attr]
    assert "Settings" in labels


def test_broken_catalog_falls_back_to_english(catalogs: Path) -> None:
    folder = catalogs / "ru" / "LC_MESSAGES"
    folder.mkdir(parents=True)
    (folder / "solitaire.po").write_bytes(b"msgid \"New game\"\nmsgstr \x00\xff broken")
    (folder / "solitaire.mo").write_bytes(b"\x00not a mo file")
    i18n.set_language("ru")
    assert i18n._("New game") == "New game"


# --- a broken theme file ----------------------------------------------------------------------

@pytest.mark.parametrize("content", [b"{garbage", b"[1, 2]", b"", b"\xff\xfe\x00", None])
def test_broken_theme_gives_the_default_theme_with_a_warning(
    assets: Path, tmp_path: Path, caplog: pytest.LogCaptureFixture, content: bytes | None
) -> None:
    for name in (text.REGULAR_FONT, text.BOLD_FONT):
        (assets / "fonts" / name).write_bytes((ROOT / "assets" / "fonts" / name).read_bytes())
    if content is not None:
        (assets / "theme.json").write_bytes(content)
    with caplog.at_level(logging.WARNING, logger="solitaire.theme"):
        data = gui.theme_dict(th.GREEN)
    assert gui.font_id(20) in data  # our font blocks are still there
    assert any("theme.json" in r.getMessage() for r in caplog.records)
    app = App((800, 480), "en", data_dir=tmp_path / "data")
    app.stack.push(MenuScene(app))
    app.nav.start_game("golf", "E", 3)
    app.step([], 0.5)
    assert isinstance(app.scene, TableScene)


# --- a damaged machine: theme values, rules pages, catalog placeholders ------------------------

@pytest.mark.parametrize(
    "blocks",
    [
        {"button": {"font": {"name": "rubik", "size": "big", "bold": "1"}}},
        {"button": {"font": {"size": [1]}}},
        {"button": {"font": "big"}},
        {"button": [1, 2]},
        {"defaults": {"colours": {"normal_bg": 5}}},
        {"defaults": {"colours": [1]}},
        {"button": {"misc": 3}},
        {"button": {"misc": {"border_width": {"a": 1}}}},
        {"@primary": {"colours": {"normal_bg": None}, "font": {"bold": "yes"}}},
    ],
)
def test_theme_values_of_the_wrong_type_keep_their_defaults(
    assets: Path, tmp_path: Path, caplog: pytest.LogCaptureFixture, blocks: dict[str, object]
) -> None:
    for name in (text.REGULAR_FONT, text.BOLD_FONT):
        (assets / "fonts" / name).write_bytes((ROOT / "assets" / "fonts" / name).read_bytes())
    data = json.loads((ROOT / "assets" / "theme.json").read_text("utf-8"))
    data.update(blocks)
    (assets / "theme.json").write_text(json.dumps(data))
    with caplog.at_level(logging.WARNING, logger="solitaire.theme"):
        themed = gui.theme_dict(th.GREEN)
    assert any("wrong kind" in r.getMessage() for r in caplog.records)
    assert themed["@secondary"]["colours"]["normal_bg"] == "#15553A"  # the good values stay
    app = App((800, 480), "he", data_dir=tmp_path / "data")
    app.stack.push(MenuScene(app))
    app.nav.start_game("golf", "E", 3)
    app.step([], 0.5)
    assert isinstance(app.scene, TableScene)


def test_the_real_theme_passes_its_checks(caplog: pytest.LogCaptureFixture) -> None:
    gui._base.cache_clear()
    with caplog.at_level(logging.WARNING, logger="solitaire.theme"):
        base = gui._base()
    assert base == json.loads((ROOT / "assets" / "theme.json").read_text("utf-8"))
    assert not caplog.records


def _rules_assets(assets: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A copy of Golf's pages, which Golf then reads in place of its own."""
    from game.games.golf import Golf

    folder = assets.parent / "golf"
    pages = folder / "pages"
    pages.mkdir(parents=True)
    for page in (ROOT / "game" / "games" / "golf" / "pages").glob("rules.*.md"):
        (pages / page.name).write_bytes(page.read_bytes())
    monkeypatch.setattr(Golf, "folder", classmethod(lambda cls: folder))
    return pages


def test_a_rules_page_that_is_not_utf8_falls_back_to_english(
    assets: Path, caplog: pytest.LogCaptureFixture, monkeypatch: pytest.MonkeyPatch
) -> None:
    from scenes.pages import rules

    pages = _rules_assets(assets, monkeypatch)
    (pages / "rules.he.md").write_bytes("# גולף\n\nקלף".encode("cp1255"))
    with caplog.at_level(logging.WARNING, logger="solitaire.rules"):
        page = rules.load_page("golf", "he")
    assert page == (pages / "rules.en.md").read_text("utf-8")
    assert any("rules.he.md" in r.getMessage() for r in caplog.records)
    (pages / "rules.en.md").write_bytes(b"# Golf\n\n\xff\xfe rules")  # English damaged too
    assert rules.load_page("golf", "he").startswith("# ")  # what can be read, never a crash


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")
def test_a_rules_page_that_is_a_fifo_is_not_waited_for(assets: Path,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    from scenes.pages import rules

    pages = _rules_assets(assets, monkeypatch)
    (pages / "rules.hu.md").unlink()
    os.mkfifo(pages / "rules.hu.md")
    assert rules.load_page("golf", "hu") == (pages / "rules.en.md").read_text("utf-8")


def test_the_rules_screen_shows_a_damaged_page(assets: Path, tmp_path: Path,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    from scenes.pages.rules import RulesScene

    for name in (text.REGULAR_FONT, text.BOLD_FONT):
        (assets / "fonts" / name).write_bytes((ROOT / "assets" / "fonts" / name).read_bytes())
    pages = _rules_assets(assets, monkeypatch)
    (pages / "rules.he.md").write_bytes(b"# \xff\xfe\n\n\x80 broken \xc3")
    (pages / "rules.en.md").write_bytes(b"\xff# English broken too")
    app = App((800, 480), "he", data_dir=tmp_path / "data")
    app.stack.push(MenuScene(app))
    app.stack.push(RulesScene(app, "golf"))
    app.step([], 0.1)
    assert isinstance(app.scene, RulesScene)


def test_a_placeholder_typo_in_a_catalog_shows_that_message_in_english(
    catalogs: Path, tmp_path: Path
) -> None:
    folder = catalogs / "he" / "LC_MESSAGES"
    folder.mkdir(parents=True)
    po = (ROOT / "locale" / "he" / "LC_MESSAGES" / "solitaire.po").read_text("utf-8")
    typo = po.replace("{date}", "{dat}").replace('"קופה: {n} קלפים"', '"קופה: {count} קלפים"')
    assert typo != po
    (folder / "solitaire.po").write_text(typo, encoding="utf-8")
    assert i18n.set_language("he") == "he"
    assert i18n._("Daily deal: {date}") == "Daily deal: {date}"  # that message: English
    assert i18n._("New game") != "New game"  # the rest: Hebrew
    assert i18n.ngettext("Stock: {n} card", "Stock: {n} cards", 4) == "Stock: {n} cards"
    assert i18n.ngettext("Stock: {n} card", "Stock: {n} cards", 1) == "קופה: קלף אחד"  # fits
    app = App((800, 480), "he", data_dir=tmp_path / "data")  # the menu shows the daily date
    app.stack.push(MenuScene(app))
    app.step([], 0.1)
    assert isinstance(app.scene, MenuScene)
