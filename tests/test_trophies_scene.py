"""The trophy room: opened from the menu, at four sizes in Hebrew (mirrored), finger-sized and
readable, scrolling; an achievement newly earned is announced once, on the results."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator
from pathlib import Path

import pygame
import pygame_gui
import pytest

from game import achievements
from game.session import Session
from game.store import Store
from game.store.stats import Earned
from scenes.app import App
from scenes.dialogs.results import ResultsScene
from scenes.dialogs.trophies import LEAST_TEXT, TrophiesScene, progress_words
from scenes.intents import Trophies
from scenes.ui import text

SIZES = [(800, 480), (1280, 800), (800, 1280), (1920, 1080)]
WIN_LAYOUT = {"game": "golf", "options": "E", "tableau": [["2S"], [], [], [], [], [], []],
              "waste": ["3D"], "stock": []}


def seed(store: Store) -> None:
    """Some achievements on their way, some earned (one of them not announced yet)."""
    stats = store.stats
    for _ in range(7):
        stats.record_result("eight_off", "C2", True, 100, 150, 900.0)
    for day in range(1, 5):
        stats.record_result("golf", "E", True, 350, 45, 100.0,
                            daily_date=dt.date(2026, 11, day))
    achievements.update(stats, dt.date(2026, 11, 20), told=True)
    stats.record_result("golf", "C", True, 350, 40, 100.0)
    achievements.update(stats, dt.date(2026, 12, 1))
    assert store.save_stats()


@pytest.fixture
def app_he(tmp_path: Path) -> Iterator[App]:
    made = App((800, 480), "he", data_dir=tmp_path)
    made.nav.to_menu()
    yield made
    pygame.event.clear()


def press(app: App, label: str) -> None:
    found = [b for b in app.gui.buttons() if app.gui.label_of(b) == label]
    assert found, f"no button {label!r} among {[app.gui.label_of(b) for b in app.gui.buttons()]}"
    app.step([pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=found[0])], dt=0.02)
    app.step([], dt=0.02)


def room(app: App) -> TrophiesScene:
    app.navigate(Trophies())
    app.step([], 1 / 30)
    scene = app.scene
    assert isinstance(scene, TrophiesScene)
    return scene


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_the_room_at_every_size_in_hebrew(size: tuple[int, int], tmp_path: Path) -> None:
    app = App(size, "he", data_dir=tmp_path)
    seed(app.store)
    app.nav.to_menu()
    text.overflows.clear()
    scene = room(app)
    frame = app.draw()
    assert frame.get_size() == size
    assert not text.overflows
    assert scene.small >= LEAST_TEXT and scene.body >= LEAST_TEXT
    for button in app.gui.buttons():  # Back: a finger's size, on the screen
        assert min(button.rect.size) >= 44
        assert frame.get_rect().contains(button.rect)
    # Mirrored: the cup at the right of each row, the progress at the left; each end's words
    # fit it at their size (none shrinks below what a player reads).
    box = pygame.Rect(0, 0, scene.scroll.viewport.width, 80)
    cup, words, end = scene.row_parts(box)
    assert end.right <= words.x and words.right <= cup.x
    for standing in scene.standings:
        said = progress_words(standing) if not standing.earned else "2026"
        assert text.text_width(said, scene.body, True) <= end.width
        assert standing.achievement.title_text
    pygame.quit()


def test_left_to_right_in_english(app: App) -> None:
    scene = room(app)
    cup, words, end = scene.row_parts(pygame.Rect(0, 0, 700, 80))
    assert cup.right <= words.x and words.right <= end.x


def test_opened_from_the_menu_and_back(app: App) -> None:
    press(app, "Achievements")
    assert isinstance(app.scene, TrophiesScene)
    press(app, "Back")
    assert not isinstance(app.scene, TrophiesScene)


def test_the_list_scrolls_by_wheel_finger_and_keys(app_he: App) -> None:
    scene = room(app_he)
    assert scene.scroll.content_height > scene.scroll.viewport.height  # at 800x480
    app_he.step([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-3, flipped=False)], 1 / 30)
    assert scene.scroll.offset > 0
    scene.scroll.scroll_to(0)
    app_he.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_PAGEDOWN, mod=0,
                                    unicode="", scancode=0)], 1 / 30)
    assert scene.scroll.offset > 0
    scene.scroll.scroll_to(scene.scroll.max_offset)  # the last row is reachable
    last = scene.rows[-1]
    assert last.y + last.height - scene.scroll.offset <= scene.scroll.viewport.height


def test_every_achievement_is_listed_under_its_game(app: App) -> None:
    scene = room(app)
    listed = [r.standing.achievement.key for r in scene.rows if r.standing is not None]
    assert sorted(listed) == sorted(a.key for a in achievements.every())
    headings = [r.heading for r in scene.rows if r.standing is None]
    assert headings[0] == "Every game" and len(headings) == 4


def test_the_room_tells_what_is_new_once(app: App) -> None:
    seed(app.store)
    scene = room(app)
    assert scene.new == {"first-win.golf.C"}
    assert achievements.untold(app.store.stats) == []
    assert Store(app.store.data_dir).stats.achievements["first-win.golf.C"].told
    app.navigate(Trophies())
    app.step([], 1 / 30)
    again = app.scene
    assert isinstance(again, TrophiesScene) and again.new == set()


def test_the_results_announce_a_new_achievement_once(app: App) -> None:
    session = Session.from_layout(app.store, WIN_LAYOUT)
    session.play(session.game.legal_moves()[0])
    first = ResultsScene(app, session)
    assert first.news == "New achievement: First win: Easy"
    assert ResultsScene(app, session).news == ""
    seed(app.store)  # two at once: the first by name, and how many more
    for key in ("first-win.golf.C", "wins.10"):
        app.store.stats.achievements[key] = Earned("2026-12-01", False)
    assert ResultsScene(app, session).news == "New achievements: First win: Classic and 1 more"
