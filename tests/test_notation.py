"""The notation of SPEC.md: tokens read alone (syntax), then what they mean in a position."""

from __future__ import annotations

import pytest

from game import Refusal, game_from_code, game_from_layout
from game.moves import DRAW, FOUNDATION, STOCK, WASTE, Move, cell, column, foundation
from game.notation import NotationError, Written, parse, parse_line, write_line


@pytest.mark.parametrize(
    ("text", "written"),
    [
        ("s", Written(STOCK)),
        ("5", Written(column(4))),
        ("3a", Written(column(2), cell(0))),
        ("a3", Written(cell(0), column(2))),
        ("3f", Written(column(2), FOUNDATION)),
        ("af", Written(cell(0), FOUNDATION)),
        ("w3", Written(WASTE, column(2))),
        ("wf", Written(WASTE, FOUNDATION)),
        ("35", Written(column(2), column(4))),
        ("f13", Written(foundation(0), column(2))),
        ("f2a", Written(foundation(1), cell(0))),
        ("f3", Written(cell(5), column(2))),  # the sixth cell as a source
        ("ff", Written(cell(5), FOUNDATION)),
        ("fh", Written(cell(5), cell(7))),
        ("h9", Written(cell(7), column(8))),
        # Columns past 9: c10, c11...; a token naming one has ">" between its places.
        ("c12", Written(column(11))),
        ("c12>3", Written(column(11), column(2))),
        ("3>c12", Written(column(2), column(11))),
        ("c10>c17", Written(column(9), column(16))),
        ("c12>f", Written(column(11), FOUNDATION)),
        ("c>c12", Written(cell(2), column(11))),
        ("f>c12", Written(cell(5), column(11))),
        ("f1>c12", Written(foundation(0), column(11))),
        ("w>c10", Written(WASTE, column(9))),
    ],
)
def test_tokens_both_ways(text: str, written: Written) -> None:
    assert parse(text) == written
    assert parse(text.upper()) == written
    assert str(written) == text


@pytest.mark.parametrize("bad", ["", "x", "0", "a", "w", "f", "f0a", "3s", "s3", "33x", "3f9x",
                                 "wz", "#", "٣", "３", "¹", "c12>", ">3", "3>>5", "c05", "c1>",
                                 "s>3", "3>s", "c12>3>4"])
def test_bad_tokens(bad: str) -> None:
    with pytest.raises(NotationError):
        parse(bad)


@pytest.mark.parametrize(("text", "same"), [("3>5", "35"), ("a>3", "a3"), ("3>f", "3f"),
                                            ("c12f", "c12>f"), ("c1", "c1"), ("cc12", "c>c12")])
def test_a_separator_may_stand_between_any_two_places(text: str, same: str) -> None:
    assert parse(text) == parse(same)


def test_parse_line_with_undo() -> None:
    assert parse_line("s 5 u 2") == [Written(STOCK), Written(column(4)), None, Written(column(1))]


def test_golf_shorthands_mean_exact_moves() -> None:
    game = game_from_code("GO1-E-AAAAAAB")
    assert game.parse_move("s") == DRAW
    game.play(DRAW)
    assert game.parse_move("5") == Move(column(4), WASTE)  # 9C onto 8S
    assert game.notation(Move(column(4), WASTE)) == "5"
    assert game.notation(DRAW) == "s"


def test_easy_harp_s_is_the_draw_or_the_redeal() -> None:
    game = game_from_code("EH1-N-AAAAAAF")
    for _ in range(59):
        game.play(game.parse_move("s"))
    redeal = game.parse_move("s")
    assert redeal == Move(WASTE, STOCK, 59)
    assert game.notation(redeal) == "s"


def _eight_off(columns: list[list[str]], cells: list[str | None]) -> dict[str, object]:
    used = {c for col in columns for c in col} | {c for c in cells if c}
    rest = [c for c in (r + s for s in "SHDC" for r in "A23456789TJQK") if c not in used]
    filled = [*columns, *([] for _ in range(8 - len(columns)))]
    filled[-1] = filled[-1] + rest  # the rest of the deck out of the way, in the last column
    return {"game": "eight_off", "options": "C8", "tableau": filled, "cells": cells,
            "foundations": [[], [], [], []]}


def test_a_shorthand_reports_the_reading_that_got_furthest() -> None:
    # 8S 7S 6S onto 9S: the run fits, but no free cell and no empty column allow only 1.
    game = game_from_layout(_eight_off(
        [["2H", "8S", "7S", "6S"], ["KD", "9S"], ["QD"], ["JD"], ["TD"], ["9D"], ["8D"], []],
        ["7D", "6D", "5D", "4D", "3D", "2D", "AD", "KC"]))
    with pytest.raises(Refusal) as info:
        game.parse_move("12")
    assert info.value.msgid == "Too many cards: at most {count} can move there now"
    assert info.value.params == {"count": 1}


def test_write_line_names_each_move_in_its_own_position() -> None:
    game = game_from_code("GO1-E-AAAAAAB")
    line = [game.parse_move(t) for t in ("s",)]
    game2 = game.clone()
    game2.play(line[0])
    line.append(game2.parse_move("5"))
    assert write_line(game, line) == "s 5"
    assert game.moves == 0  # the game itself is not played
