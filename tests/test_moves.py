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
        # No cap on a count: columns past 9 are c10, c11...; foundations f9, f12...
        ("c10>f1", Move(column(9), foundation(0))),
        ("c17>c11x3", Move(column(16), column(10), 3)),
        ("5>c12", Move(column(4), column(11))),
        ("c>c100", Move(cell(2), column(99))),
        ("f12>3", Move(foundation(11), column(2))),
        ("3>f9", Move(column(2), foundation(8))),
        ("1>5x1000", Move(column(0), column(4), 1000)),
    ],
)
def test_exact_text_both_ways(text: str, move: Move) -> None:
    assert str(move) == text
    assert Move.from_text(text) == move
    assert Move.from_text(text.upper()) == move


@pytest.mark.parametrize(
    "bad", ["", "3f", "35", "s", "3>", ">3", "3>f0", "0>1", "3>5x", "3>5x0", "3>5x01",
            "i>1", "3->5", "١>٢", "３>５",
            # one spelling per place: column 5 is 5, never c5; no leading zeros
            "c5>1", "c05>1", "c010>1", "f01>1", "c1>f1"],
)
def test_exact_text_refuses_anything_else(bad: str) -> None:
    with pytest.raises(ValueError):
        Move.from_text(bad)


def test_a_cell_past_h_has_no_text() -> None:
    with pytest.raises(ValueError):
        str(Move(cell(8), column(0)))
