"""``python -m game hint``: the move a player would be told and its chance, for the three
games, from a code or a layout file; never changed by what the player cannot see."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from game.__main__ import main

from .conftest import DATA
from .test_cli import run


def layout_of(capsys: pytest.CaptureFixture[str], code: str) -> dict[str, Any]:
    assert main(["layout", code]) == 0
    data: dict[str, Any] = json.loads(capsys.readouterr().out)
    return data


def hint_of(capsys: pytest.CaptureFixture[str], tmp_path: Path, layout: dict[str, Any],
            *extra: str) -> str:
    path = tmp_path / "position.json"
    path.write_text(json.dumps(layout))
    code, out, err = run(capsys, "hint", str(path), *extra)
    assert code == 0, err
    return out


def test_json_has_exactly_move_chance_certain_words(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "hint", "GO1-C-AAAAAAC", "--json", "--lang", "en")
    assert code == 0
    data = json.loads(out)
    assert set(data) == {"move", "chance", "chance_exact", "certain", "lost", "samples",
                         "chance_words", "words", "stuck", "stuck_words"}
    assert data["stuck"] is False and data["stuck_words"] is None
    assert data["move"] == "s"  # the only move at the start: nothing fits the waste
    assert data["words"] == "Draw a card from the stock"
    assert 0 < data["chance"] < 1 and data["certain"] is False
    # 16 cards in the stock: an estimate, and it says so.
    assert data["chance_exact"] is False and "about" in data["chance_words"]


def test_a_small_stocks_chance_is_exact_and_says_so(capsys: pytest.CaptureFixture[str],
                                                   tmp_path: Path) -> None:
    layout = {"game": "golf", "options": "E",
              "tableau": [["9H", "2C"], ["2H", "QC"], ["3D"], ["QS"], ["8D"], ["JS"], ["AS"]],
              "waste": ["4H"], "stock": ["4S", "3C", "KH", "TS"]}
    data = json.loads(hint_of(capsys, tmp_path, layout, "--json"))
    assert data["chance_exact"] is True and 0 < data["chance"] < 1
    assert data["chance_words"] == f"Chance to win: {round(100 * data['chance'])}%"
    _move, chance, _words = hint_of(capsys, tmp_path, layout).splitlines()
    assert chance == f"chance {100 * data['chance']:.0f}%"  # no "about"


@pytest.mark.parametrize(("lang", "words"), [
    ("en", "Put the 5♥ on the waste"),
    ("he", "הניחו את \u20665♥\u2069 על ערימת ההשלכה"),
    ("hu", "Tedd az 5♥ lapot a dobópaklira"),
    ("ru", "Положите 5♥ в сброс"),
])
def test_json_words_are_in_the_language_asked(capsys: pytest.CaptureFixture[str],
                                              tmp_path: Path, lang: str, words: str) -> None:
    last = {"game": "golf", "options": "E", "tableau": [["5H"], [], [], [], [], [], []],
            "waste": ["4S"], "stock": []}  # one move left, and it wins
    out = hint_of(capsys, tmp_path, last, "--json", "--lang", lang)
    assert json.loads(out) == {"move": "1", "chance": None, "chance_exact": None,
                               "certain": True, "lost": False, "samples": 0,
                               "chance_words": None, "words": words,
                               "stuck": False, "stuck_words": None}


def test_text_names_the_move_then_the_chance_then_the_words(
        capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "hint", "GO1-E-AAAAAAB", "--moves", "s 5 2", "--lang", "en")
    assert code == 0
    move, chance, words = out.splitlines()
    assert move in {"s", *"1234567"}
    assert chance.startswith("chance ") and chance.endswith("%")
    assert words == "Draw a card from the stock" if move == "s" else words.startswith("Put the ")


def test_moves_are_checked(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "hint", "GO1-E-AAAAAAB", "--moves", "3")
    assert code == 3 and err.strip()
    code, _, _ = run(capsys, "hint", "GO1-E-AAAAAAB", "--moves", "z")
    assert code == 2


@pytest.mark.parametrize("code, moves", [("GO1-C-AAAAAAC", ""), ("GO1-E-AAAAAAE", "s 3")])
def test_reordering_the_golf_stock_never_changes_the_output(
        capsys: pytest.CaptureFixture[str], tmp_path: Path, code: str, moves: str) -> None:
    start = layout_of(capsys, code)
    path = tmp_path / "start.json"
    path.write_text(json.dumps(start))
    assert main(["describe", str(path), "--moves", moves, "--json"]) == 0
    layout = json.loads(capsys.readouterr().out)["layout"]
    outputs = set()
    for seed in range(3):
        for form in ((), ("--json",)):
            shuffled = dict(layout, stock=random.Random(seed).sample(layout["stock"],
                                                                   len(layout["stock"])))
            outputs.add((form, hint_of(capsys, tmp_path, shuffled, *form)))
    assert len(outputs) == 2  # one text and one JSON answer, whatever the order


def test_reordering_easy_harps_face_down_cards_never_changes_the_output(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    layout = layout_of(capsys, "EH1-N-AAAAAAB")
    places = [(i, k) for i, col in enumerate(layout["tableau"])
              for k, card in enumerate(col) if card.startswith("#")]
    hidden = [layout["tableau"][i][k] for i, k in places]
    first = hint_of(capsys, tmp_path, layout, "--json")
    for seed in range(3):
        shuffled = json.loads(json.dumps(layout))
        for (i, k), card in zip(places, random.Random(seed).sample(hidden, len(hidden)),
                                strict=True):
            shuffled["tableau"][i][k] = card
        assert shuffled != layout
        assert hint_of(capsys, tmp_path, shuffled, "--json") == first


def test_eight_off_hides_nothing(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "hint", "EO1-C8-AAAAAAB", "--json")
    assert code == 0
    data = json.loads(out)
    assert data["chance"] is None and isinstance(data["move"], str) and data["certain"] is True


STUCK_WORDS = {
    "en": "No move leads anywhere new: every move goes back to a position this game has "
          "already been in.",
    "he": "אף מהלך לא מוביל למקום חדש: כל מהלך מחזיר למצב שהמשחק הזה כבר היה בו.",
}


def stuck_hint(capsys: pytest.CaptureFixture[str], tmp_path: Path, *extra: str) -> str:
    """The hint after Easy Harp deal 5 as its hints played it: after these moves each move
    the rules allow goes back to a position of them (tests/test_hint_progress.py)."""
    data = json.loads((DATA / "easy_harp_stuck.json").read_text(encoding="utf-8"))
    return hint_of(capsys, tmp_path, data["layout"], "--moves", data["moves"], *extra)


# Each form in one language (replaying the 134 moves is what costs here; the words are one
# catalog lookup in either form).
def test_a_hint_with_every_move_leading_back_says_so_in_json(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    told = json.loads(stuck_hint(capsys, tmp_path, "--json", "--lang", "en"))
    assert told["move"] is None and told["words"] is None
    assert told["stuck"] is True and told["stuck_words"] == STUCK_WORDS["en"]


def test_a_hint_with_every_move_leading_back_says_so_in_text(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    text = stuck_hint(capsys, tmp_path, "--lang", "he")
    assert text.splitlines() == ["none", "chance -, stuck", STUCK_WORDS["he"]]


def test_moves_read_back_the_exact_text_the_command_line_writes(
        capsys: pytest.CaptureFixture[str]) -> None:
    # A♥ to the second hearts foundation: "3f" would take the first, so the line says 3>f4.
    code, out, err = run(capsys, "hint", "EH1-N-AAAAAAB", "--moves", "3>f4", "--json")
    assert code == 0, err
    assert json.loads(out)["move"] is not None
    code, _, err = run(capsys, "hint", "EH1-N-AAAAAAB", "--moves", "3>f9", "--json")
    assert code == 2 and "f9" in err
