from __future__ import annotations

import codecs
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from game.__main__ import main, wilson

from .conftest import DATA, ROOT

SEED_LAYOUT = str(DATA / "golf-seed-deal1.json")


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    try:
        code = main(list(argv))
    except SystemExit as exc:
        code = int(exc.code or 0)
    out, err = capsys.readouterr()
    return code, out, err


def test_layout_prints_json(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "layout", "GO1-E-AAAAAAB")
    assert code == 0
    data = json.loads(out)
    assert data["game"] == "golf" and len(data["tableau"]) == 7 and len(data["stock"]) == 16


def test_layout_output_is_accepted_back(capsys: pytest.CaptureFixture[str], tmp_path) -> None:
    _, out, _ = run(capsys, "layout", "GO1-C-AAAAAFA")
    path = tmp_path / "deal.json"
    path.write_text(out)
    _, a, _ = run(capsys, "describe", str(path), "--lang", "en")
    _, b, _ = run(capsys, "describe", "GO1-C-AAAAAFA", "--lang", "en")
    assert a == b


def test_describe_in_hungarian_matches_the_seed(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "describe", SEED_LAYOUT, "--moves", "s 5 2", "--lang", "hu")
    assert code == 0
    assert out.startswith("Húzópakli: 15 lap; dobópakli: treff 8. 1. oszlop: treff 6")


def test_describe_json(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "describe", SEED_LAYOUT, "--moves", "s 5 2 u", "--json")
    assert code == 0
    data = json.loads(out)
    assert data["score"] == 10 and data["moves"] == 3 and data["status"] == "playing"
    assert data["layout"]["waste"] == ["AC", "8S", "9C"]


def test_describe_status_won(capsys: pytest.CaptureFixture[str]) -> None:
    moves = (DATA / "golf-seed-deal1.moves").read_text().strip()
    code, out, _ = run(capsys, "describe", SEED_LAYOUT, "--moves", moves, "--json")
    assert code == 0 and json.loads(out)["status"] == "won" and json.loads(out)["score"] == 350


def test_refused_move_exits_3_with_the_translated_reason(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, out, err = run(capsys, "describe", SEED_LAYOUT, "--moves", "1", "--lang", "he")
    assert code == 3 and out == ""
    assert err.strip() == "חייב להיות גבוה או נמוך בדרגה אחת"


@pytest.mark.parametrize(
    "argv",
    [
        ["describe", "GO1-X-AAAAAAB"],
        ["describe", "nonsense"],
        ["describe", "GO1-E-AAAAAAB", "--moves", "s x"],
        ["describe", "GO1-E-AAAAAAB", "--moves", "9"],
        ["describe", "GO1-E-AAAAAAB", "--moves", "3f"],
        ["describe", "/no/such/file.json"],
        ["describe", "GO1-E-AAAAAAB", "--lang", "de"],
        ["layout"],
        ["frobnicate"],
        ["solve", "GO1-E-AAAAAAB", "--timeout", "-1"],
        ["winrate", "chess"],
        ["winrate", "golf", "--deals", "5-1"],
        ["winrate", "golf", "--deals", "0-3"],
        ["winrate", "golf", "--options", "C8"],
    ],
)
def test_bad_input_exits_2(capsys: pytest.CaptureFixture[str], argv: list[str]) -> None:
    code, _, err = run(capsys, *argv)
    assert code == 2
    assert err.strip()


def test_bad_layout_file(capsys: pytest.CaptureFixture[str], tmp_path) -> None:
    for text in ["{", "[]", '{"game": "golf"}', '{"game": "poker"}', "\xff"]:
        path = tmp_path / "bad.json"
        path.write_text(text, encoding="latin-1")
        code, _, err = run(capsys, "describe", str(path))
        assert code == 2 and err.strip(), text


def test_solve_and_winrate_answer(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "solve", SEED_LAYOUT)
    assert code == 0 and out.splitlines()[0] in ("winnable", "not winnable", "unknown")
    code, out, _ = run(capsys, "winrate", "golf", "--deals", "1-2", "--json", "--timeout", "5")
    data = json.loads(out)
    assert code == 0 and data["deals"] == 2
    assert set(data) >= {"deals", "winnable", "not_winnable", "unknown", "rate", "ci95",
                         "median_s", "max_s"}


def test_wilson_interval() -> None:
    low, high = wilson(451, 1000)
    assert 41.9 < low < 42.2 and 48.1 < high < 48.3
    assert wilson(0, 0) == (0.0, 100.0)


def test_module_entry_point() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "game", "describe", "GO1-E-AAAAAAB", "--lang", "ru"],
        capture_output=True, text=True, cwd=ROOT, check=False,
    )
    assert result.returncode == 0 and result.stdout.startswith("Запас: 16 карт; сброс:")


# --- the security review's command lines: exit 2, one line, no traceback ---------------------
def _one_line_error(code: int, out: str, err: str) -> str:
    assert code == 2 and out == ""
    lines = err.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in err, err
    return lines[0]


@pytest.mark.parametrize("command", ["describe", "layout"])
@pytest.mark.parametrize("length", [256, 300, 5000])
def test_a_code_too_long_for_a_file_name(
    capsys: pytest.CaptureFixture[str], command: str, length: int
) -> None:
    line = _one_line_error(*run(capsys, command, "GO1-E-" + "A" * (length - 6)))
    assert "code" in line


@pytest.mark.parametrize(
    "layout",
    [
        {"game": ["golf"], "options": "E", "tableau": []},
        {"game": "golf", "options": ["E"], "tableau": []},
        {"game": "eight_off", "options": ["C8"]},
        {"game": "easy_harp", "options": {"N": 1}},
        {"game": {"golf": 1}},
    ],
)
def test_a_layout_whose_game_or_options_is_not_a_text(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, layout: dict[str, object]
) -> None:
    path = tmp_path / "layout.json"
    path.write_text(json.dumps(layout))
    line = _one_line_error(*run(capsys, "describe", str(path)))
    assert "texts" in line


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("[" * 100_000 + "]" * 100_000, "nested too deeply"),
        ('{"game": "golf", "x": [' * 20_000 + "]}" * 20_000, "nested too deeply"),
        ('{"game": "golf", "options": "E", "tableau": ' + "9" * 5000 + "}", "5000 digits"),
        ('{"game": "golf", "n": -' + "1" * 4301 + "}", "digits"),
    ],
)
def test_a_layout_nested_too_deep_or_with_a_huge_number(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, text: str, words: str
) -> None:
    path = tmp_path / "layout.json"
    path.write_text(text)
    assert words in _one_line_error(*run(capsys, "describe", str(path)))
    assert words in _one_line_error(*run(capsys, "layout", str(path)))


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="needs /dev/zero")
def test_a_layout_that_never_ends_is_read_no_further_than_the_limit(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    link = tmp_path / "zero.json"
    link.symlink_to("/dev/zero")  # a device: refused before a byte is read
    assert "not a regular file" in _one_line_error(*run(capsys, "describe", str(link)))
    big = tmp_path / "big.json"
    big.write_bytes(b" " * (2 * 1024 * 1024))
    assert "larger than" in _one_line_error(*run(capsys, "describe", str(big)))


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")
def test_a_fifo_nobody_writes_to_is_not_waited_for(tmp_path: Path) -> None:
    fifo = tmp_path / "layout.json"
    os.mkfifo(fifo)
    result = subprocess.run([sys.executable, "-m", "game", "describe", str(fifo)],
                            capture_output=True, text=True, cwd=ROOT, timeout=60, check=False)
    assert result.returncode == 2 and "Traceback" not in result.stderr
    assert "not valid JSON" in result.stderr


def test_a_layout_from_a_pipe_is_read(tmp_path: Path) -> None:
    layout = subprocess.run([sys.executable, "-m", "game", "layout", "GO1-E-AAAAAAB"],
                            capture_output=True, text=True, cwd=ROOT, check=True).stdout
    result = subprocess.run(
        ["bash", "-c", f"{sys.executable} -m game describe <(cat) --json"],
        input=layout, capture_output=True, text=True, cwd=ROOT, check=False,
    )
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout)["layout"] == json.loads(layout)


@pytest.mark.parametrize("encoding", ["ascii", "latin-1"])
def test_hebrew_to_an_output_that_cannot_show_it(encoding: str) -> None:
    env = dict(os.environ, PYTHONIOENCODING=encoding)
    result = subprocess.run(
        [sys.executable, "-m", "game", "describe", "GO1-E-AAAAAAB", "--lang", "he"],
        capture_output=True, text=True, cwd=ROOT, env=env, check=False,
    )
    assert result.returncode == 2 and result.stdout == ""
    [line] = result.stderr.strip().splitlines()
    assert codecs.lookup(encoding).name in line and "UTF-8" in line
    refused = subprocess.run(  # the translated reason of a refusal goes to standard error
        [sys.executable, "-m", "game", "describe", "GO1-E-AAAAAAB", "--moves", "1",
         "--lang", "he"], capture_output=True, text=True, cwd=ROOT, env=env, check=False,
    )
    assert refused.returncode == 3 and "Traceback" not in refused.stderr


@pytest.mark.parametrize("digit", ["５", "٥", "۵", "৫", "𝟓"])
def test_only_ascii_digits_are_column_numbers(
    capsys: pytest.CaptureFixture[str], digit: str
) -> None:
    line = _one_line_error(*run(capsys, "describe", "GO1-E-AAAAAAB", "--moves", digit))
    assert "unknown place" in line
    code, _, _ = run(capsys, "describe", "GO1-E-AAAAAAB", "--moves", "s 5")
    assert code == 0


# --- review -------------------------------------------------------------------------------------
REVIEW_GAMES = json.loads((DATA / "review-games.json").read_text())


def test_review_json_names_the_turning_point(capsys: pytest.CaptureFixture[str]) -> None:
    game = REVIEW_GAMES["eight-off-lost"]
    code, out, _ = run(capsys, "review", game["code"], "--moves", game["moves"], "--json")
    assert code == 0
    data = json.loads(out)
    n = len(game["moves"].split())
    assert len(data["positions"]) == n + 1 and data["moves"] == game["moves"].split()
    k = data["turning_point"]
    assert data["positions"][k - 1]["winnable"] is True
    assert data["positions"][k]["winnable"] is False
    assert all(p["chance"] is None for p in data["positions"])  # nothing hidden
    assert data["better_line"] and data["costly"][0]["move"] == k


def test_review_of_a_shared_record_and_of_a_layout(capsys: pytest.CaptureFixture[str],
                                                   tmp_path: Path) -> None:
    game = REVIEW_GAMES["eight-off-lost"]
    _, by_code, _ = run(capsys, "review", game["code"], "--moves", game["moves"], "--json")
    _, by_record, _ = run(capsys, "review", f"{game['code']} {game['moves']}", "--json")
    assert by_code == by_record
    _, layout, _ = run(capsys, "layout", game["code"])
    path = tmp_path / "start.json"
    path.write_text(layout)
    _, by_layout, _ = run(capsys, "review", str(path), "--moves", game["moves"], "--json")
    a, b = json.loads(by_code), json.loads(by_layout)
    assert a["positions"] == b["positions"] and b["code"] is None and b["record"] is None


def test_review_in_words(capsys: pytest.CaptureFixture[str]) -> None:
    game = REVIEW_GAMES["eight-off-lost"]
    code, out, _ = run(capsys, "review", game["code"], "--moves", game["moves"], "--lang", "en")
    assert code == 0
    assert ("It could no longer be won after move 20 (moved the K♣ from column 5 to cell b)."
            in out)
    assert "This line wins instead: 72 7b 7f" in out
    assert "Its first move: move 2 cards from column 7 to column 2." in out
    # The table keeps each move's notation, and says it in words at the row's end.
    assert "    20 5b     no   –     * moved the K♣ from column 5 to cell b" in out.splitlines()
    code, out, _ = run(capsys, "review", game["code"], "--moves", game["moves"], "--lang", "he")
    assert code == 0 and any("\u0590" <= ch <= "\u05ff" for ch in out)


@pytest.mark.parametrize("argv, status", [
    (("review", "GO1-E-ZZZZZZZ"), 2),  # no such deal
    (("review", "GO1-E-AAAAAAB", "--moves", "s 5 9"), 2),  # Golf has no column 9
    (("review", "GO1-E-AAAAAAB", "--moves", "s 5 %"), 2),  # not a move
    (("review", "GO1-E-AAAAAAB", "--moves", "s 5 3>w9"), 2),  # not an exact move either
    (("review", "GO1-E-AAAAAAB", "--moves", "6"), 3),  # refused: 6H on AC
])
def test_review_bad_input(capsys: pytest.CaptureFixture[str], argv: tuple[str, ...],
                          status: int) -> None:
    code, out, err = run(capsys, *argv)
    assert code == status and out == "" and err.strip() and "Traceback" not in err


# --- bad tokens of any length (issue #36, item 7) -------------------------------------------
THOUSANDS = "9" * 5000  # Python refuses to read an int of over 4 300 digits


@pytest.mark.parametrize("command", ["describe", "hint", "review"])
@pytest.mark.parametrize("token", [
    f"c{THOUSANDS}>1", f"1>c{THOUSANDS}", f"c{THOUSANDS}", f"f{THOUSANDS}", f"c{THOUSANDS}>f",
    f"1>5x{THOUSANDS}", f"c10>f{THOUSANDS}", f"w>sx{THOUSANDS}", "c9999999>1", "1>c9999999",
    "a" * 100_000, "3" * 100_000, "c१२>3", "٣a", "\uff13a",
], ids=lambda token: token if len(token) < 20 else f"{token[:12]}...{len(token)}")
def test_every_bad_token_exits_2_with_one_short_line(
    capsys: pytest.CaptureFixture[str], command: str, token: str
) -> None:
    line = _one_line_error(*run(capsys, command, "EO1-C8-AAAAAAD", "--moves", f"1h {token}"))
    assert line.startswith("error: bad move: ") and len(line) < 200, line


def test_a_hint_on_an_absurdly_long_line_stops_reading_early(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """64 000 draws took the hint 31 s, learning at every position: the line is refused
    before a token is read."""
    from game import notation

    read: list[str] = []
    real_parse = notation.parse

    def counted(token: str) -> notation.Written:
        read.append(token)
        return real_parse(token)

    monkeypatch.setattr(notation, "parse", counted)
    line = _one_line_error(*run(capsys, "hint", "EH1-N-AAAAAAB", "--moves",
                                " ".join(["s"] * 64_000)))
    assert f"at most {notation.MAX_LINE_MOVES} moves" in line and read == []
    tokens = " ".join(["s"] * (notation.MAX_LINE_MOVES + 1))  # short enough, but too many
    line = _one_line_error(*run(capsys, "hint", "EH1-N-AAAAAAB", "--moves", tokens))
    assert f"more than {notation.MAX_LINE_MOVES} moves" in line and read == []


@pytest.mark.parametrize(("code", "columns"), [("GO1-E-AAAAAAB", "1 to 7"),
                                               ("EH1-N-AAAAAAB", "1 to 9")])
def test_a_cell_in_a_game_without_cells_names_how_columns_are_written(
        capsys: pytest.CaptureFixture[str], code: str, columns: str) -> None:
    """``c4`` is cell c to column 4 (SPEC.md): a game without cells says how to name column 4."""
    for argv in (["describe", code, "--moves", "c4"], ["review", code, "--moves", "c4"]):
        assert main(argv) == 2
        err = capsys.readouterr().err
        assert "has no place c: it has no cells" in err, argv
        assert "bare digits 1 to 9, then c10 and up" in err and f"this game's are {columns}" in err
