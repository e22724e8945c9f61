"""The rules section the table's "?" opens (game.rule_sections): each game says which section
explains which of its refusals; Golf's rank refusal onto a King or an Ace is the wrap's."""

from __future__ import annotations

import pytest

from game import VARIANTS, game_from_layout
from game.moves import column
from game.refusal import MSG_BLOCKED, Refusal
from game.rule_sections import END, TOP, anchors, section_for
from game.variant import Variant


def golf(waste: str, last: str = "9S") -> Variant:
    return game_from_layout({"game": "golf", "options": "C", "waste": [waste], "stock": ["2D"],
                             "tableau": [["3C", last], [], [], [], [], [], []]})


def refusal_of_tap(game: Variant, index: int = 1) -> str:
    with pytest.raises(Refusal) as info:
        game.tap_move(column(0), index)
    return info.value.msgid


@pytest.mark.parametrize(("waste", "section"), [("5H", "moves"), ("KH", "king-ace"),
                                                 ("AH", "king-ace")])
def test_a_golf_rank_refusal_opens_its_section(waste: str, section: str) -> None:
    game = golf(waste)
    assert section_for(game, refusal_of_tap(game)) == section


def test_a_blocked_card_and_no_refusal() -> None:
    game = golf("5H")
    assert section_for(game, refusal_of_tap(game, 0)) == "moves"
    assert refusal_of_tap(game, 0) == MSG_BLOCKED
    assert section_for(game) == TOP
    assert section_for(game, "a refusal no game gives") == TOP


def test_a_stuck_game_opens_the_end() -> None:
    game = game_from_layout({"game": "golf", "waste": ["5H"],
                             "tableau": [["9S"], [], [], [], [], [], []]})
    assert game.status.value == "stuck"
    assert section_for(game, MSG_BLOCKED) == END


@pytest.mark.parametrize("name", list(VARIANTS))
def test_every_game_names_sections_for_its_refusals(name: str) -> None:
    cls = VARIANTS[name]
    assert {TOP, END} <= anchors(name)
    assert set(cls.rule_sections.values()) <= anchors(name)
    game = cls.new(1)
    for msgid, section in cls.rule_sections.items():
        assert section_for(game, msgid) in (section, *cls.rule_anchors())
