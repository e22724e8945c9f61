"""The results screen is complete the moment it appears (issue 16, deliverable 1).

Each game is won by a real tap with animations on, then left alone: no pointer motion, no
event at all. The App runs its own loop policy (``App.frame`` with the time given: it draws
only when something changed, and asleep it updates the UI four times a second), so the screen
checked is the last frame the loop drew, as a player would see it. Its buttons must be there
in pixels, and a posted press on each must work.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from game.moves import PileKind
from game.session import Session
from scenes.app import App
from scenes.dialogs.results import ResultsScene
from scenes.table.scene import TableScene

SUITS = "SHDC"
RANKS = "A23456789TJQK"


def run(suit: str, last: str = "K") -> list[str]:
    return [f"{r}{suit}" for r in RANKS[: RANKS.index(last) + 1]]


# One card short of a win: the last King (Golf: the last column card) waits in column 1.
NEAR_WINS: dict[str, dict[str, Any]] = {
    "golf": {"game": "golf", "options": "E", "tableau": [["5C"], [], [], [], [], [], []],
             "waste": ["4C"], "stock": ["9D", "2H"]},
    "easy_harp": {
        "game": "easy_harp", "options": "N", "tableau": [["KS"]] + [[] for _ in range(8)],
        "foundations": [run("S", "Q"), run("S")] + [run(s) for s in "HHDDCC"],
        "stock": [], "waste": [],
    },
    "eight_off": {
        "game": "eight_off", "options": "C8", "tableau": [["KS"]] + [[] for _ in range(7)],
        "cells": [None] * 8, "foundations": [run("S", "Q")] + [run(s) for s in "HDC"],
    },
}


def finger(app: App, kind: int, pos: tuple[int, int]) -> pygame.event.Event:
    w, h = app.size
    return pygame.event.Event(kind, x=pos[0] / w, y=pos[1] / h, dx=0.0, dy=0.0, touch_id=1,
                              finger_id=0, pressure=1.0)


def loop(app: App, seconds: float, events: list[pygame.event.Event] | None = None,
         fps: int = 20) -> None:
    """The real loop's frames for ``seconds``, ``events`` in the first one, nothing after."""
    for i in range(max(1, round(seconds * fps))):
        app.frame(events if i == 0 and events else [], 1 / fps)


def won_and_left_alone(tmp_path: Path, name: str, size: tuple[int, int]) -> App:
    app = App(size, "en", data_dir=tmp_path)
    assert app.store.settings.animations  # the default: the celebration runs
    session = Session.from_layout(app.store, NEAR_WINS[name])
    app.stack.push(TableScene(app, session))
    loop(app, 1.0)
    table = app.scene
    assert isinstance(table, TableScene)
    column = next(p for p in table.game.places() if p.kind is PileKind.COLUMN)
    pos = table.board.pile_rects(table.game, column)[-1].center
    loop(app, 0.1, [finger(app, pygame.FINGERDOWN, pos)])
    loop(app, 0.1, [finger(app, pygame.FINGERUP, pos)])
    assert session.won and (table.play.celebrate or table.play.celebration is not None)
    loop(app, 8.0)  # the celebration ends by itself; then nothing happens for seconds
    assert isinstance(app.scene, ResultsScene)
    return app


def scenes_alone(app: App) -> pygame.Surface:
    """The stack drawn as the App draws it, without the UI's live elements: the results over
    their backdrop (the still picture of the table they cover, its bar's buttons included)."""
    results = app.scene
    plain = pygame.Surface(app.size)
    plain.blit(app.stack.backdrops[results], (0, 0))
    results.draw(plain)
    return plain


def differing(a: pygame.Surface, b: pygame.Surface, rect: pygame.Rect) -> float:
    """The share of sampled pixels of ``rect`` that differ between ``a`` and ``b``."""
    points = [(x, y) for x in range(rect.left, rect.right, 3)
              for y in range(rect.top, rect.bottom, 3)]
    return sum(a.get_at(p) != b.get_at(p) for p in points) / len(points)


def check_frame(app: App, buttons: list[Any]) -> None:
    """The last frame on the screen shows each button, and nothing else of the UI (the
    table's buttons, left from before the results, would show in the top bar)."""
    plain = scenes_alone(app)
    for button in buttons:
        assert differing(app.screen, plain, button.rect.inflate(-8, -8)) > 0.25, \
            f"{app.gui.label_of(button)!r} is not drawn"
    cover = [b.rect.inflate(4, 4) for b in buttons]
    width, height = app.size
    for y in range(0, height, 7):
        for x in range(0, width, 7):
            if not any(r.collidepoint(x, y) for r in cover):
                assert app.screen.get_at((x, y)) == plain.get_at((x, y)), \
                    f"something else of the UI is drawn at {(x, y)}"


def press(app: App, button: Any) -> None:
    """A posted tap (no motion before it: the pointer never moved there)."""
    pos = button.rect.center
    pygame.event.clear()
    loop(app, 0.05, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1,
                                        touch=False)])
    loop(app, 0.05, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1,
                                        touch=False)])
    loop(app, 0.05, pygame.event.get())


@pytest.mark.parametrize("name", list(NEAR_WINS))
def test_buttons_are_drawn_at_once_and_work(name: str, tmp_path: Path) -> None:
    app = won_and_left_alone(tmp_path, name, (1280, 800))
    scene = app.scene
    assert isinstance(scene, ResultsScene)
    buttons = [scene.review_button, scene.again_button, scene.new_button, scene.menu_button]
    check_frame(app, buttons)
    press(app, scene.again_button)  # Play again: the same cards, a fresh table
    assert isinstance(app.scene, TableScene)
    assert app.scene.game.moves == 0 and not app.scene.session.won


@pytest.mark.parametrize("size", [(800, 480), (800, 1280)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_results_button_works_after_an_idle_win(size: tuple[int, int],
                                                      tmp_path: Path) -> None:
    for i, (label, expect) in enumerate((("new", TableScene), ("menu", "MenuScene"))):
        app = won_and_left_alone(tmp_path / str(i), "golf", size)
        scene = app.scene
        assert isinstance(scene, ResultsScene)
        button = scene.new_button if label == "new" else scene.menu_button
        check_frame(app, [scene.review_button, scene.again_button, scene.new_button,
                          scene.menu_button])
        press(app, button)
        if isinstance(expect, str):
            assert type(app.scene).__name__ == expect
        else:
            assert isinstance(app.scene, expect) and app.scene.game.moves == 0
        pygame.event.clear()


@pytest.mark.parametrize(("name", "cells"), [("golf", 0), ("easy_harp", 0), ("eight_off", 8),
                                             ("eight_off", 4), ("eight_off", 2)])
def test_the_piles_behind_the_results_are_whole(tmp_path: Path, name: str, cells: int) -> None:
    """The celebration's cards fly home before the results come: the foundations behind them
    show the whole suits, each King on top (the J, Q and K stayed in the ribbon before)."""
    if name == "eight_off":
        NEAR_WINS[f"eight_off{cells}"] = dict(NEAR_WINS["eight_off"], options=f"C{cells}",
                                              cells=[None] * cells)
        name = f"eight_off{cells}"
    app = won_and_left_alone(tmp_path, name, (1280, 800))
    table = next(s for s in app.stack if isinstance(s, TableScene))
    picture = table.play.won_picture
    assert picture is not None and picture.done
    shown = pygame.Surface(app.size)
    picture.draw(shown)
    still = pygame.Surface(app.size)
    table.view.draw_still(still, set())
    homes = [p for p in table.game.places()
             if p.kind is (PileKind.WASTE if name == "golf" else PileKind.FOUNDATION)]
    for place in homes:
        inside = 2 * table.atlas.corner_radius  # the face itself, not its rounded corners
        top = table.board.pile_rects(table.game, place)[-1].inflate(-inside, -inside)
        assert pygame.image.tobytes(shown.subsurface(top), "RGB") == pygame.image.tobytes(
            still.subsurface(top), "RGB"), place
