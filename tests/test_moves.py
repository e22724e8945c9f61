"""Exact moves and their lossless text."""

from __future__ import annotations

import pytest

from game.moves import DRAW, STOCK, WASTE, Move, cell, column, foundation


@pytest.mark.parametrize(
    ("text", "move"),
    [
        ("s>w", DRAW),
        ("w>sx24", Move(WASTE, STOCK, 24)),
        ("5>w", Move(column(4), WASTE)),
        ("3>a", Move(column(2), cell(0))),
        ("3>f2", Move(column(2), foundation(1))),
        ("f3>1", Move(foundation(2), column(0))),
        ("f>f1", Move(cell(5), foundation(0))),  # a foundation always has its number:
        ("3>f", Move(column(2), cell(5))),  # "f" alone is cell f
        ("1>5x4", Move(column(0), column(4), 4)),
        ("h>9", Move(cell(7), column(8))),
    ],
)
def test_exact_text_both_ways(text: str, move: Move) -> None:
    assert str(move) == text
    assert Move.from_text(text) == move
    assert Move.from_text(text.upper()) == move


@pytest.mark.parametrize(
    "bad", ["", "3f", "35", "s", "3>", ">3", "3>f9", "0>1", "3>5x", "3>5x0", "3>5x1000",
            "i>1", "3->5", "١>٢", "３>５"],
)
def test_exact_text_refuses_anything_else(bad: str) -> None:
    with pytest.raises(ValueError):
        Move.from_text(bad)
