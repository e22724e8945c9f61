"""game.record: a frozen record as a frozen dataclass behaves (the intents are records)."""

from __future__ import annotations

import pickle

import pytest

from game.record import record
from scenes import intents as go


@record
class Pair:
    name: str
    count: int = 0


def test_a_record_is_made_compared_hashed_and_shown_as_a_dataclass_is() -> None:
    pair = Pair("golf", count=3)
    assert (pair.name, pair.count) == ("golf", 3)
    assert Pair("golf") == Pair("golf", 0) != Pair("golf", 1)
    assert Pair("a") != ("a", 0)
    assert hash(Pair("a", 2)) == hash(Pair("a", 2))
    assert repr(pair) == "Pair(name='golf', count=3)"
    assert {Pair("a"), Pair("a")} == {Pair("a")}
    assert pickle.loads(pickle.dumps(pair)) == pair


def test_a_record_is_frozen_and_checks_its_arguments() -> None:
    pair = Pair("golf")
    with pytest.raises(AttributeError):
        pair.count = 2  # type: ignore[misc]
    with pytest.raises(AttributeError):
        del pair.name
    with pytest.raises(TypeError):
        Pair()  # type: ignore[call-arg]
    with pytest.raises(TypeError):
        Pair("a", 1, 2)  # type: ignore[call-arg]
    with pytest.raises(TypeError):
        Pair("a", name="b")  # type: ignore[misc]
    with pytest.raises(TypeError):
        Pair("a", colour=1)  # type: ignore[call-arg]


def test_intents_match_by_position() -> None:
    match go.Quit(3):
        case go.Quit(code):
            assert code == 3
        case _:
            pytest.fail("no match")
    assert go.Back() == go.Back() and go.Back() != go.ToMenu()
    assert go.ChooseGame("golf", None).deal is None
