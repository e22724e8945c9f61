"""The lessons: every script replays through the engine, each step asks for a move the rules
allow by the gesture it names, the Hint lights the move the script plays next, and the coach
accepts only the move it asks for."""

from __future__ import annotations

import pytest

from game import VARIANTS, game_from_layout, i18n, solver
from game.lessons import Coach, Do, Lesson, all_lessons, lesson_for, script_positions
from game.moves import STOCK, PileKind, cell
from game.variant import Refusal, Status

from .conftest import UNTIMED

LESSONS = all_lessons()  # every registered game that has one, by game

ALL = list(LESSONS.values())


def ids(lesson: Lesson) -> str:
    return lesson.game


def test_a_lesson_is_a_games_own_choice() -> None:
    """A game names its lesson (``Variant.lesson``) or none; the three first games ship one."""
    assert set(LESSONS) == {name for name, cls in VARIANTS.items() if cls.lesson}
    assert {"golf", "easy_harp", "eight_off"} <= set(LESSONS)
    assert lesson_for("ladder") is None and lesson_for("no such game") is None


@pytest.mark.parametrize("lesson", ALL, ids=ids)
def test_the_script_replays_through_the_engine(lesson: Lesson) -> None:
    positions = script_positions(lesson)
    assert len(positions) == len(lesson.steps) + 1
    assert positions[-1].status is not Status.STUCK


def test_the_golf_lesson_ends_in_a_win() -> None:
    assert script_positions(LESSONS["golf"])[-1].status is Status.WON


@pytest.mark.parametrize("lesson", ALL, ids=ids)
def test_it_teaches_the_gestures_undo_and_hint(lesson: Lesson) -> None:
    done = {step.do for step in lesson.steps}
    assert {Do.TAP, Do.DRAG, Do.UNDO, Do.HINT} <= done
    if VARIANTS[lesson.game].double_tap_aims:  # else its double tap is its tap: nothing to learn
        assert Do.DOUBLE_TAP in done


@pytest.mark.parametrize("lesson", ALL, ids=ids)
def test_each_move_plays_by_the_gesture_the_step_names(lesson: Lesson) -> None:
    game = game_from_layout(lesson.layout)
    coach = Coach(lesson, game)
    while not coach.finished:
        step = coach.step
        assert step is not None
        if step.do is Do.UNDO:
            assert game.undo()
            coach.undone()
            continue
        if step.do is Do.HINT:
            coach.hinted()
            continue
        move = coach.expected()
        assert move is not None and game.refusal(move) is None
        index = len(game.pile(move.source)) - move.count
        if step.do is Do.TAP:
            assert game.tap_move(move.source, index) == move
        elif step.do is Do.DOUBLE_TAP:
            with pytest.raises(Refusal):  # a tap would not: that is what the step teaches
                game.tap_move(move.source, index)
            assert game.double_tap_move(move.source, index) == move
        elif step.do is Do.DRAG:
            assert game.drag_move(move.source, index, move.target) == move
            assert move.target in game.legal_targets(move.source, index)
        else:
            assert step.do is Do.STOCK and STOCK in (move.source, move.target)
            assert game.tap_move(STOCK, 0) == move
        assert coach.allows(move)
        game.play(move)
        coach.played(move)


@pytest.mark.parametrize("lesson", ALL, ids=ids)
def test_the_hint_lights_the_move_the_script_plays_next(lesson: Lesson) -> None:
    positions = script_positions(lesson)
    for k, step in enumerate(lesson.steps):
        if step.do is not Do.HINT:
            continue
        position = positions[k]
        coach = Coach(lesson, position)
        coach.index = k + 1
        assert solver.hint(position.clone(), UNTIMED).move == coach.expected()


def test_the_group_step_is_the_seed_situation() -> None:
    """Eight Off: two free cells and one empty column, so a King and its run of at most 3
    move into it (the seed's example)."""
    lesson = LESSONS["eight_off"]
    k = next(i for i, s in enumerate(lesson.steps) if "{limit}" in s.text)
    game = script_positions(lesson)[k]
    coach = Coach(lesson, game)
    coach.index = k
    move = coach.expected()
    assert move is not None and move.count == 3
    assert len(game.free_cells()) == 2 and game.empty_columns() == [move.target.index]
    assert coach.facts()["limit"] == "3"


def test_the_coach_accepts_only_the_move_it_asks_for() -> None:
    lesson = LESSONS["eight_off"]
    game = game_from_layout(lesson.layout)
    coach = Coach(lesson, game)
    wanted = coach.expected()
    others = [m for m in game.legal_moves() if m != wanted]
    assert others and not any(coach.allows(m) for m in others)
    assert not coach.wants(Do.UNDO) and not coach.wants(Do.HINT)
    for _ in range(2):
        move = coach.expected()
        assert move is not None
        game.play(move)
        coach.played(move)
    # Into a free cell, any free cell is the same move.
    wanted = coach.expected()
    assert wanted is not None and wanted.target.kind is PileKind.CELL
    other_cell = next(c for c in game.free_cells() if cell(c) != wanted.target)
    assert coach.allows(type(wanted)(wanted.source, cell(other_cell), 1))


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
@pytest.mark.parametrize("lesson", ALL, ids=ids)
def test_every_word_of_the_coach_is_filled_in(lesson: Lesson, lang: str) -> None:
    i18n.set_language(lang)
    game = game_from_layout(lesson.layout)
    coach = Coach(lesson, game)
    while not coach.finished:
        for double_tap in (True, False):
            words = coach.text(double_tap)
            assert words and "{" not in words and "}" not in words
        step = coach.step
        assert step is not None
        if step.do is Do.UNDO:
            game.undo()
            coach.undone()
        elif step.do is Do.HINT:
            coach.hinted()
        else:
            move = coach.expected()
            assert move is not None
            facts = coach.facts()
            if "{card}" in step.text:
                card = game.pile(move.source)[-move.count]
                assert facts["card"] == card.symbol and card.symbol in coach.text()
            game.play(move)
            coach.played(move)
    assert coach.text() == i18n._(lesson.done)
    if lang != "en":  # translated, not the English source
        for msgid in [lesson.done, *(s.text for s in lesson.steps)]:
            assert i18n._(msgid) != msgid


@pytest.mark.parametrize("lesson", ALL, ids=ids)
def test_the_counter_goes_on_with_every_move(lesson: Lesson) -> None:
    """Golf's read "9 of 11" for the four taps of one step: it counts what is asked."""
    game = game_from_layout(lesson.layout)
    coach = Coach(lesson, game)
    seen = []
    while not coach.finished:
        seen.append(coach.number)
        step = coach.step
        assert step is not None
        if step.do is Do.UNDO:
            game.undo()
            coach.undone()
        elif step.do is Do.HINT:
            coach.hinted()
        else:
            move = coach.expected()
            assert move is not None
            game.play(move)
            coach.played(move)
    assert seen == list(range(1, coach.count + 1))
