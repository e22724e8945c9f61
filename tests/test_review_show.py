"""A review clear at a glance: a won game says where it was decided and nothing that
contradicts it; the chart is one line with its unknown stretches drawn as unknown and a
legend for every marker and colour; the costliest move in words with a Show me that shows
the better move as a hint does; large cards, touch-high buttons and words of 14 px or more."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pygame_gui
import pytest

from game import game_from_code
from game.review import Costly, Point, Review, costliest_words, decided, headline, read_line
from game.variant import Status
from scenes import intents
from scenes.app import App
from scenes.dialogs import review as screen
from scenes.dialogs.review import ReviewScene
from scenes.table import hints
from scenes.table.board import Board
from scenes.ui import chart as ch
from scenes.ui import text
from scenes.ui.chart import ChartStyle, draw_chart, filled_in, unknown_stretches, x_of

from .conftest import DATA

GAMES = json.loads((DATA / "review-games.json").read_text())
SIZES = ((800, 480), (1280, 800), (800, 1280), (1920, 1080))
STYLE = ChartStyle(line=(255, 200, 0), area=(255, 200, 0, 80), grid=(0, 0, 0, 0),
                   mark=(255, 0, 0), cursor=(255, 255, 255), yes=(0, 255, 0),
                   no=(255, 0, 255), unknown=(0, 0, 255), muted=(0, 128, 128),
                   label=(200, 200, 200), plot=(0, 0, 0, 0), best=(250, 250, 250))


def made(points: list[Point], status: Status, costly: list[Costly] | None = None) -> Review:
    return Review("golf", "E", None, {}, [], points, None, None, costly or [],
                  hides_cards=True, status=status.value)


# --- the words ------------------------------------------------------------------------------
def test_a_won_game_says_where_it_was_decided_and_never_that_it_can_still_be_won() -> None:
    points = [Point(True, 0.4), Point(True, 0.6), Point(True, None), Point(True, 1.0),
              Point(True, 1.0)]
    words = ["drew the 5♠ from the stock", "placed the 4♥ on the waste",
             "placed the 3♣ on the waste", "placed the 2♦ on the waste"]
    review = made(points, Status.WON)
    assert decided(review) == 3  # position 2's chance unknown: sure only after move 3
    said = headline(review, words)
    assert said.startswith("The game was won.")
    assert "Move 3 decided it (placed the 3♣ on the waste)" in said
    assert "can still be won" not in said and "could still be won" not in said
    sure = made([Point(True, 1.0)] * 3, Status.WON)
    assert decided(sure) is None
    assert headline(sure, words) == ("The game was won. The deal could be won, and no move "
                                     "lost it.")
    open_game = made([Point(True, None)] * 3, Status.WON)  # nothing hidden: winnable says it
    open_game.hides_cards = False
    assert decided(open_game) is None
    open_game.points[0] = Point(None, None)
    assert decided(open_game) == 1


def test_the_costliest_move_in_a_sentence() -> None:
    review = made([Point(True, 0.5), Point(True, 0.1)], Status.STUCK, [Costly(1, 0.5, 0.1)])
    words = ["placed the 4♥ on the waste"]
    assert costliest_words(review, words) == ("Your costliest move: 1, placed the 4♥ on the "
                                              "waste.")
    assert costliest_words(review, words, "draw a card from the stock") == (
        "Your costliest move: 1, placed the 4♥ on the waste. Better: draw a card from the "
        "stock.")
    assert costliest_words(made([Point(True, 0.5)], Status.STUCK), []) is None


# --- the chart ------------------------------------------------------------------------------
def test_unknown_stretches_and_the_line_through_them() -> None:
    values = [None, 0.8, None, None, 0.2, 0.4, None]
    assert unknown_stretches(values) == [(0, 1), (1, 4), (5, 6)]
    assert filled_in(values) == pytest.approx([0.8, 0.8, 0.6, 0.4, 0.2, 0.4, 0.4])
    assert unknown_stretches([None, None]) == []


def test_the_chart_is_one_line_with_its_unknown_stretch_drawn_as_unknown() -> None:
    values: list[float | None] = [0.9, 0.9, None, None, None, None, 0.9, 0.9]
    rect = pygame.Rect(10, 5, 301, 80)
    gap_x = x_of(rect, 4, len(values))
    column = [(gap_x, y) for y in range(rect.top, rect.bottom)]
    plain = pygame.Surface((330, 100))
    draw_chart(plain, rect, values, style=STYLE)
    assert all(tuple(plain.get_at(p))[:3] != STYLE.line[:3] for p in column)  # a gap
    assert all(tuple(plain.get_at(p))[:3] != STYLE.unknown[:3] for p in column)
    seen = pygame.Surface((330, 100))
    draw_chart(seen, rect, values, style=STYLE, unknown=True)
    colours = [tuple(seen.get_at(p))[:3] for p in column]
    assert all(c != STYLE.line[:3] for c in colours)  # not drawn as a known chance
    blue = [c for c in colours if c[2] > 0 and c[0] == 0 and c[1] == 0]
    assert len(blue) > len(colours) // 3  # a hatched ground, in the unknown colour
    # The line goes on through it at the height of its ends (dashed, in the unknown colour).
    y = round(rect.y + 3 + (1 - 0.9) * (rect.height - 6))
    row = [tuple(seen.get_at((x, yy)))[:3] for x in range(x_of(rect, 2, 8), x_of(rect, 6, 8))
           for yy in range(y - 2, y + 3)]
    assert row.count(STYLE.unknown[:3]) > 10


def test_the_legend_explains_every_marker_and_colour_it_shows(tmp_path: Path,
                                                              monkeypatch: Any) -> None:
    app = made_app(tmp_path, monkeypatch, (1280, 800))
    scene = open_game(app, "golf-stuck")
    review = scene.review
    assert review is not None
    kinds = {kind for kind, _words in scene.legend()}
    assert ch.LINE in kinds and ch.COSTLY in kinds  # the chance, its red marks
    assert (ch.TURN in kinds) == (review.turning_point is not None)
    assert (ch.YES in kinds) == any(p.winnable is True for p in review.points)
    assert (ch.NO in kinds) == any(p.winnable is False for p in review.points)
    assert (ch.UNKNOWN in kinds) == any(p.chance is None for p in review.points)
    assert all(words for _kind, words in scene.legend())


# --- the screen -----------------------------------------------------------------------------
@pytest.fixture
def patched(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setattr(hints, "shared", lambda: None)
    yield
    pygame.event.clear()


@pytest.fixture(autouse=True)
def _reviews_once(remembered_reviews: Any) -> None:
    """Every test here opens the review of one of a few games: each is worked out once."""


def made_app(tmp_path: Path, monkeypatch: Any, size: tuple[int, int], lang: str = "en") -> App:
    monkeypatch.setattr(hints, "shared", lambda: None)
    app = App(size, lang, data_dir=tmp_path / f"{size}{lang}")
    app.nav.to_menu()
    return app


def open_game(app: App, key: str) -> ReviewScene:
    start = game_from_code(GAMES[key]["code"])
    app.navigate(intents.Review(start, read_line(start, GAMES[key]["moves"])))
    scene = app.scene
    assert isinstance(scene, ReviewScene)
    for _frame in range(5000):
        if scene.review is not None and scene.better_request is None:
            break
        app.step([], dt=1 / 60)
    assert scene.review is not None
    return scene


def test_show_me_plays_the_better_move_as_a_hint_does(tmp_path: Path, monkeypatch: Any) -> None:
    app = made_app(tmp_path, monkeypatch, (1280, 800))
    scene = open_game(app, "golf-stuck")
    assert scene.review is not None
    worst = scene.review.costly[0].move
    said = scene.costliest()
    assert said is not None and said.startswith(f"Your costliest move: {worst}, ")
    assert "Better: " in said
    button = scene.buttons["show"]
    assert button.is_enabled
    scene.show_better()
    assert scene.index == worst - 1
    assert scene.view is not None and scene.view.hint is not None
    assert scene.view.hint.move == scene.better_moves[worst]
    assert scene.view.hint.move != scene.moves[worst - 1]
    app.step([], dt=0.5)
    assert scene.update(0.02)  # its ghost glides: frames are drawn
    for _ in range(30):  # it stays, however long
        app.step([], dt=1.0)
    assert scene.view.hint is not None
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 300), button=1)])
    assert scene.view.hint is None  # until the next touch
    scene.show_better()
    scene.next()
    assert scene.view.hint is None  # a step on: the position is another


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_buttons_touch_high_words_readable_and_cards_large(tmp_path: Path, monkeypatch: Any,
                                                           size: tuple[int, int]) -> None:
    app = made_app(tmp_path, monkeypatch, size, "hu")
    scene = open_game(app, "golf-stuck")
    for button in app.gui.buttons():
        assert button.rect.height >= 44, app.gui.label_of(button)
    sizes: list[int] = []
    real_render, real_block = text.render, text.render_block

    def render(words: str, s: int, *args: Any, **kw: Any) -> pygame.Surface:
        sizes.append(s)
        return real_render(words, s, *args, **kw)

    def block(words: str, s: int, *args: Any, **kw: Any) -> pygame.Surface:
        sizes.append(s)
        return real_block(words, s, *args, **kw)

    monkeypatch.setattr(text, "render", render)
    monkeypatch.setattr(text, "render_block", block)
    for k in (0, 20, len(scene.moves)):
        scene.go(k)
        scene.draw(app.screen_surface() if hasattr(app, "screen_surface") else
                   pygame.Surface(size))
    assert sizes and min(sizes) >= screen.READ_PX
    # The cards: the table's, the panel a sheet over the board or the board above it.
    assert scene.board is not None
    table = Board.for_game(scene.position, size)
    assert scene.board.card_w == table.card_w, (scene.board.card_w, table.card_w)


@pytest.mark.parametrize("lang", ["hu", "he"])
def test_every_word_whole_the_panel_on_the_reading_end_and_the_tables_cards(
        tmp_path: Path, monkeypatch: Any, lang: str) -> None:
    """At each size, in Golf with the words of Hungarian, the longest of the four
    languages: each row of the panel holds the words of every position at a size of at
    least READ_PX, whole (nothing cut with an ellipsis); in a wide window the board is the
    table's own (every pile where the table lays it) and the panel a sheet over its reading
    end (the left in Hebrew), in a tall one the panel under the board clear of every pile;
    every button is touch-high."""
    app = made_app(tmp_path, monkeypatch, (1280, 800), lang)
    scene = open_game(app, "golf-stuck")
    for size in SIZES:
        app.resize(size)
        app.step([], dt=1 / 60)
        assert scene.board is not None and scene.view is not None
        assert scene.text_size >= screen.READ_PX
        table = Board.for_game(scene.position, size)
        assert scene.board.card_w == table.card_w, (size, scene.board.card_w, table.card_w)
        assert scene.side == (size[0] > size[1]), size
        words = {"verdict": [scene.verdict()],
                 "here": [scene.here_at(k) for k in range(len(scene.games))],
                 "next": [scene.next_at(k)[0] for k in range(len(scene.moves))]}
        for row, texts in words.items():
            box = scene.lines[row]
            bold = row == "verdict"
            line = text.font(scene.text_size, bold).get_linesize()
            for said in texts:
                lines = text.wrap_logical(said, scene.text_size, box.width, bold)
                assert len(lines) * line <= box.height, (size, row, said)
        costly = scene.costliest()
        assert costly is not None
        words_box = scene.lines["costly"]
        if not scene.show_under:
            words_box = words_box.inflate(-(scene._show_me_width() + scene.ctx.metrics.gap), 0)
        line = text.font(scene.text_size).get_linesize()
        assert len(text.wrap_logical(costly, scene.text_size, words_box.width)) * line <= (
            scene.lines["costly"].height)
        piles = [r for place in scene.board.places()
                 for r in scene.board.pile_rects(scene.position, place)
                 or [scene.board.slot(place)]]
        if scene.side:
            assert scene.board.slots == table.slots, size
            assert scene.sheet.contains(scene.panel), size
            assert scene.sheet.top == table.bar.bottom and scene.sheet.bottom == size[1]
            if lang == "he":
                assert scene.sheet.left == 0, size
            else:
                assert scene.sheet.right == size[0], size
        else:
            assert not any(scene.panel.colliderect(r) for r in piles), size
        for button in app.gui.buttons():
            assert button.rect.height >= 44, app.gui.label_of(button)
            if not scene.sheet.contains(button.rect) and button is not scene.buttons.get(
                    "handle"):  # (the bar's: above the board)
                assert not any(button.rect.colliderect(r) for r in piles)
        for _kind, said in scene.legend():  # each entry whole on a line of the legend
            assert ch.entry_width(said, scene.small_size) <= scene.legend_rect.width, said


def test_the_games_verdict_comes_back_whole_after_a_winning_line(tmp_path: Path,
                                                                 monkeypatch: Any) -> None:
    # The panel is planned while a line is shown; Show me (or Back) leaves the line under the
    # same plan, and the game's verdict, longer than the line's, must fit its row again.
    app = made_app(tmp_path, monkeypatch, (1280, 800), "hu")
    scene = open_game(app, "golf-stuck")
    assert scene.review is not None and scene.review.lines
    k, line = min(scene.review.lines.items())
    scene.go(k)
    scene.enter_line(line)
    for size in ((1280, 801), (1280, 800)):  # planned anew while the line is shown (a better
        app.resize(size)                     # move found does the same)
        app.step([], dt=1 / 60)
    assert scene.branch is not None
    scene.leave_line()
    app.step([], dt=1 / 60)
    said = scene.verdict()
    box = scene.lines["verdict"]
    lines = text.wrap_logical(said, scene.text_size, box.width, True)
    assert len(lines) > 1  # long enough to be cut by a row planned for the line's verdict
    assert len(lines) * text.font(scene.text_size, True).get_linesize() <= box.height


# --- the sheet in a wide window ---------------------------------------------------------------
class Pending:
    """A review still being worked out (and never done): the screen as it is laid out
    before its review comes, which is the table's board all the same."""

    done = failed = False
    progress = 0.0

    def step(self, now: float) -> None:
        return None

    def cancel(self) -> None:
        pass


def pending_review(app: App, key: str) -> ReviewScene:
    start = game_from_code(GAMES[key]["code"])
    scene = ReviewScene(app, start, read_line(start, GAMES[key]["moves"]), worker=None,
                        request=Pending())  # type: ignore[arg-type]
    app.stack.push(scene)
    app.step([], dt=1 / 60)
    return scene


def press_handle(app: App, scene: ReviewScene) -> None:
    handle = scene.buttons["handle"]
    app.step([pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=handle)], dt=1 / 60)


@pytest.mark.parametrize(("size", "large"), [((800, 480), False), ((1280, 800), False),
                                           ((1280, 800), True)],
                         ids=["800x480", "1280x800", "1280x800-large-print"])
def test_in_a_wide_window_the_review_lays_the_board_as_the_table_does(
        tmp_path: Path, monkeypatch: Any, size: tuple[int, int], large: bool) -> None:
    app = made_app(tmp_path, monkeypatch, size, "hu")
    app.set_large_print(large)
    for key in ("golf-stuck", "easy-harp-150", "eight-off-lost-4"):
        scene = pending_review(app, key)
        table = Board.for_game(scene.position, size, large=large)
        assert scene.side and scene.board is not None
        assert scene.board.card_w == table.card_w, key
        assert scene.board.slots == table.slots, key
        app.stack.clear()
        app.gui.reset()


def test_the_handle_folds_the_sheet_away_and_opens_it_again(tmp_path: Path,
                                                             monkeypatch: Any) -> None:
    app = made_app(tmp_path, monkeypatch, (800, 480), "hu")
    scene = pending_review(app, "eight-off-lost-4")
    W = app.size[0]
    handle = scene.buttons["handle"]
    assert handle.rect.width >= 44 and handle.rect.height >= 44
    assert handle.rect.right == scene.sheet.left  # on its edge, over the board
    in_sheet = [b for b in app.gui.buttons() if scene.sheet.contains(b.rect)]
    assert in_sheet  # (the buttons the bar has no room for)
    press_handle(app, scene)
    for _frame in range(5):
        app.step([], dt=1 / 60)
    assert 0.0 < scene.opening < 1.0  # on its way, a frame at a time, its buttons with it
    assert scene.handle.x < scene.buttons["handle"].rect.x < W - scene.handle.width
    for _frame in range(7):
        app.step([], dt=1 / 60)
    assert scene.opening == 0.0
    handle = scene.buttons["handle"]
    assert handle.rect.right == W and min(handle.rect.size) >= 44  # the tab, at the edge
    assert not [b for b in app.gui.buttons() if scene.sheet.colliderect(b.rect)
                and b is not handle]  # the sheet's buttons went with it
    for button in app.gui.buttons():
        assert button.rect.height >= 44, app.gui.label_of(button)
    press_handle(app, scene)
    for _frame in range(13):
        app.step([], dt=1 / 60)
    assert scene.opening == 1.0 and scene.buttons["handle"].rect == scene.handle
    assert len([b for b in app.gui.buttons() if scene.sheet.contains(b.rect)]) == len(in_sheet)
    scene.opening = 0.5  # sliding: the chart is no scrubber until the sheet is open
    x = x_of(scene.chart, 3, len(scene.games))
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(x, scene.chart.centery),
                                 button=1)], dt=0)
    assert not scene.scrubbing


def test_the_sheet_lies_on_the_left_in_hebrew(tmp_path: Path, monkeypatch: Any) -> None:
    app = made_app(tmp_path, monkeypatch, (800, 480), "he")
    scene = pending_review(app, "golf-stuck")
    assert scene.sheet.left == 0 and scene.sheet.contains(scene.panel)
    assert scene.buttons["handle"].rect.left == scene.sheet.right
    press_handle(app, scene)
    for _frame in range(13):
        app.step([], dt=1 / 60)
    assert scene.buttons["handle"].rect.left == 0


def test_show_me_folds_the_sheet_when_the_move_lies_under_it(tmp_path: Path,
                                                             monkeypatch: Any) -> None:
    """The better move at Golf's costliest one takes the 8♠ from column 6, under the sheet,
    to the waste (a move clear of the sheet leaves it open: the next test)."""
    app = made_app(tmp_path, monkeypatch, (1280, 800), "hu")
    scene = open_game(app, "golf-stuck")
    assert scene.review is not None and scene.side and scene.sheet_open
    worst = scene.review.costly[0].move
    move = scene.better_moves[worst]
    assert scene.board is not None
    column = scene.board.pile_rects(scene.games[worst - 1], move.source)[-1]
    assert scene.sheet.colliderect(column)
    app.step([pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED,
                                 ui_element=scene.buttons["show"])], dt=1 / 60)
    assert scene.view is not None and scene.view.hint is not None
    assert not scene.sheet_open
    for _frame in range(13):
        app.step([], dt=1 / 60)
    assert scene.opening == 0.0
    assert scene.view.hint is not None  # still shown, now in sight


def test_a_move_replayed_under_the_open_sheet_folds_it(tmp_path: Path,
                                                       monkeypatch: Any) -> None:
    """Each move of Eight Off's game played with Next from the sheet open (on the left, in
    Hebrew): the sheet folds exactly where the move's cards leave or reach a pile under it,
    and only there."""
    app = made_app(tmp_path, monkeypatch, (1280, 800), "he")
    scene = pending_review(app, "eight-off-lost-4")
    board = scene.board
    assert board is not None
    folds = []
    for k, move in enumerate(scene.moves):
        before, after = scene.games[k], scene.games[k + 1]
        piles = (board.pile_rects(before, move.source)[-move.count:]
                 + board.pile_rects(after, move.target)[-move.count:])
        under = scene.sheet.collidelist(piles) != -1
        scene.go(k)
        scene.sheet_open, scene.opening = True, 1.0
        scene.next()
        assert scene.sheet_open != under, (k, move)
        folds.append(under)
    assert any(folds) and not all(folds)
