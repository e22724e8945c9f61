"""The lesson's bubble on the real table (scenes/table/coach.py): at every step of every
lesson, at each of the four sizes, it never covers what the step shows or asks for (the
cards to move, where they go, the card they go onto, the waste's top it names, the arrow),
and it covers no card at all wherever the table leaves room for it."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game.lessons import Do, Lesson, all_lessons
from game.session import Session
from scenes.app import App
from scenes.table.scene import TableScene

LESSONS = all_lessons()
SIZES = [(800, 480), (1280, 800), (800, 1280), (1920, 1080)]


def steps_of(tmp_path: Path, lesson: Lesson, size: tuple[int, int]) -> Iterator[TableScene]:
    """The lesson's table at each step, its bubble placed, played through by the engine."""
    app = App(size, "en", data_dir=tmp_path)
    table = TableScene(app, Session.practice(app.store, lesson.layout), lesson=lesson)
    app.stack.push(table)
    app.step([], dt=1.0)
    coaching = table.coaching
    assert coaching is not None
    coach = coaching.coach
    while True:
        table._rebuild_ui()
        yield table
        if coach.finished:
            return
        step = coach.step
        assert step is not None
        if step.do is Do.UNDO:
            table.session.undo()
            coach.undone()
        elif step.do is Do.HINT:
            coach.hinted()
        else:
            move = coach.expected()
            assert move is not None
            table.session.play(move)
            coach.played(move)


def covered(box: pygame.Rect, rects: list[pygame.Rect]) -> int:
    return sum(box.clip(r).width * box.clip(r).height for r in rects)


def has_room(area: pygame.Rect, size: tuple[int, int], cards: list[pygame.Rect]) -> bool:
    """Whether a box of ``size`` fits somewhere in ``area`` without touching a card (tried on
    a 16 px grid, independently of the placement's own search)."""
    w, h = size
    return any(pygame.Rect(x, y, w, h).collidelist(cards) < 0
               for y in range(area.top, area.bottom - h + 1, 16)
               for x in range(area.left, area.right - w + 1, 16))


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("name", sorted(LESSONS))
def test_the_bubble_never_covers_what_the_step_shows(tmp_path: Path, name: str,
                                                     size: tuple[int, int]) -> None:
    steps, asked = 0, 0
    for table in steps_of(tmp_path, LESSONS[name], size):
        coaching = table.coaching
        assert coaching is not None
        bubble = coaching.bubble
        board, game = table.board, table.game
        where = f"{name} {size} step {coaching.coach.number}"
        assert board.table.contains(bubble) and not bubble.colliderect(board.bar), where
        shown = coaching.shown(board, table.bar.buttons)
        assert covered(bubble, shown) == 0, where
        _rings, arrow = coaching.marks(board, table.bar.buttons)
        assert arrow is None or not bubble.clipline(*arrow), where
        cards = [r for p in board.places() for r in board.pile_rects(game, p)]
        if covered(bubble, cards):  # only where no bubble of its size would fit at all
            assert not has_room(board.table, bubble.size, cards), where
        steps += 1
        asked = coaching.coach.count
    assert steps == asked + 1  # each move asked for, and the end
