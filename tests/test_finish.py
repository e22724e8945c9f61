"""Finish: the rest of a game that needs no decision, played home as if by hand."""

from __future__ import annotations

from game import game_from_code
from game.moves import PileKind
from game.variant import Status

from .conftest import UNTIMED
from .test_easy_harp import RANKS as HARP_RANKS
from .test_easy_harp import harp
from .test_eight_off import game as eight_off


def _play_line(g, line):  # type: ignore[no-untyped-def]
    for move in line:
        g.play(move)


def test_eight_off_with_everything_face_up_finishes_when_all_go_home_in_order() -> None:
    # Kings and Queens left, in the order they can go home; the rest is on the foundations.
    g = eight_off([["KS", "QS"], ["KH"], ["QH"], ["KD", "QD"], ["QC"], ["KC"], [], []],
                  [None] * 8)
    line = g.finish_line()
    assert line is not None and len(line) == 8
    assert all(m.target.kind is PileKind.FOUNDATION for m in line)
    before = (g.score, g.moves)
    _play_line(g, line)
    assert g.status is Status.WON
    assert g.score == before[0] + 10 * 8 and g.moves == before[1] + 8  # scored as by hand
    for _ in line:  # and undone as by hand
        assert g.undo()
    assert g.score == before[0]


def test_eight_off_needs_a_decision_when_a_card_lies_on_a_lower_one() -> None:
    # QS under KS: the Queen cannot go home before the King leaves it.
    g = eight_off([["QS", "KS"], ["KH", "QH"], ["KD", "QD"], ["KC", "QC"], [], [], [], []],
                  [None] * 8)
    assert g.finish_line() is None


def test_easy_harp_waits_for_the_face_down_cards_and_the_stock() -> None:
    piles = [[r + s for r in HARP_RANKS[:-1]] for s in "SSHHDDCC"]
    done = harp([["KS"], ["KS"], ["KH"], ["KH"], ["KD"], ["KD"], ["KC"], ["KC"]],
                foundations=piles, stock=[])
    line = done.finish_line()
    assert line is not None and len(line) == 8
    _play_line(done, line)
    assert done.status is Status.WON
    hidden = harp([["#KS", "KS"], ["KH"], ["KH"], ["KD"], ["KD"], ["KC"], ["KC"]],
                  foundations=piles, stock=[])
    assert hidden.finish_line() is None  # a face-down card is still a surprise
    with_stock = harp([["KS"], ["KH"], ["KH"], ["KD"], ["KD"], ["KC"], ["KC"]],
                      foundations=piles, stock=["KS"])
    assert with_stock.finish_line() is None  # the stock is face down too


def test_golf_never_finishes_by_itself() -> None:
    g = game_from_code("GO1-E-AAAAAAB")
    assert g.finish_line() is None


def _finish_line_from_every_move(g):  # type: ignore[no-untyped-def]
    """The finish line worked out from the full list of legal moves (how it was first
    written): the fast search for a card to send home must find the same line."""
    from game.variant import Status as S

    if not g.finishes or g.status is not S.PLAYING:
        return None
    for place in g.places():
        if any(not g.face_up(place, i) for i in range(len(g.pile(place)))):
            return None
    trial, line = g.clone(), []
    while trial.status is S.PLAYING:
        home = [m for m in trial.legal_moves() if m.target.kind is PileKind.FOUNDATION
                and m.source.kind is not PileKind.FOUNDATION]
        if not home:
            return None
        trial.push(home[0])
        line.append(home[0])
    return line if trial.status is S.WON else None


def test_the_finish_line_is_the_one_every_legal_move_gives() -> None:
    from game import solver

    found = 0
    for code in ("EO1-C8-AAAAAAF", "EO1-C8-AAAAABQ", "EO1-C4-AAAAAAB"):
        g = game_from_code(code)
        solution = solver.solve(g.clone(), UNTIMED)
        for move in solution.moves:
            line = g.finish_line()
            assert line == _finish_line_from_every_move(g)
            found += line is not None
            g.play(move)
    assert found > 10  # finishes were compared, not only refusals
