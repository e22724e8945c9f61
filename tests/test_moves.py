from __future__ import annotations

import pytest

from game.moves import (
    FOUNDATION,
    STOCK,
    WASTE,
    Move,
    NotationError,
    cell,
    column,
    foundation,
    parse_line,
)


@pytest.mark.parametrize(
    ("text", "move"),
    [
        ("s", Move(STOCK)),
        ("5", Move(column(4))),
        ("3a", Move(column(2), cell(0))),
        ("a3", Move(cell(0), column(2))),
        ("3f", Move(column(2), FOUNDATION)),
        ("af", Move(cell(0), FOUNDATION)),
        ("w3", Move(WASTE, column(2))),
        ("wf", Move(WASTE, FOUNDATION)),
        ("35", Move(column(2), column(4))),
        ("f13", Move(foundation(0), column(2))),
        ("f2a", Move(foundation(1), cell(0))),
        ("f3", Move(cell(5), column(2))),  # the sixth cell as a source
        ("ff", Move(cell(5), FOUNDATION)),
        ("fh", Move(cell(5), cell(7))),
        ("h9", Move(cell(7), column(8))),
    ],
)
def test_notation_both_ways(text: str, move: Move) -> None:
    assert Move.parse(text) == move
    assert str(move) == text
    assert Move.parse(text.upper()) == move


def test_foundation_target_prints_as_f_whatever_the_slot() -> None:
    assert str(Move(column(0), foundation(3))) == "1f"


@pytest.mark.parametrize("bad", ["", "x", "0", "a", "w", "f", "f0a", "3s", "s3", "33x", "3f9x",
                                 "wz", "#"])
def test_bad_tokens(bad: str) -> None:
    with pytest.raises(NotationError):
        Move.parse(bad)


def test_parse_line_with_undo() -> None:
    assert parse_line("s 5 u 2") == [Move(STOCK), Move(column(4)), None, Move(column(1))]
