"""The table, driven through real events on a headless App; asserts on the engine's state."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pygame_gui
import pytest

from game import VARIANTS
from game.moves import STOCK, WASTE, Move, PileKind, Place, cell, column
from game.session import Session
from game.variant import Refusal, Status
from scenes import intents
from scenes.app import App
from scenes.table import hits
from scenes.table import play as play_module
from scenes.table.scene import TableScene
from scenes.ui import theme as th

SIZES = [(800, 480), (1280, 800), (800, 1280), (1920, 1080)]


@pytest.fixture
def make(tmp_path: Path) -> Iterator[object]:
    apps: list[App] = []

    def _make(name: str, options: str | None, deal: int = 1, size: tuple[int, int] = (1280, 800),
              lang: str = "en", layout: dict | None = None) -> tuple[App, TableScene]:
        app = App(size, lang, data_dir=tmp_path / f"d{len(apps)}")
        apps.append(app)
        if layout is not None:
            session = Session.from_layout(app.store, layout)
        else:
            session = Session.start(app.store, name, options, deal)
        table = TableScene(app, session)
        app.stack.push(table)
        app.step([], dt=1.0)  # the deal animation lands
        return app, table

    yield _make
    pygame.event.clear()


def finger(app: App, kind: int, pos: tuple[int, int], finger_id: int = 0) -> pygame.event.Event:
    w, h = app.size
    return pygame.event.Event(kind, x=pos[0] / w, y=pos[1] / h, dx=0.0, dy=0.0, touch_id=1,
                              finger_id=finger_id, pressure=1.0)


def mouse(kind: int, pos: tuple[int, int], touch: bool = False) -> pygame.event.Event:
    if kind == pygame.MOUSEMOTION:
        return pygame.event.Event(kind, pos=pos, rel=(0, 0), buttons=(1, 0, 0), touch=touch)
    return pygame.event.Event(kind, pos=pos, button=1, touch=touch)


def tap(app: App, pos: tuple[int, int], dt: float = 0.05) -> None:
    app.step([finger(app, pygame.FINGERDOWN, pos)], dt=dt)
    app.step([finger(app, pygame.FINGERUP, pos)], dt=dt)


def drag(app: App, start: tuple[int, int], end: tuple[int, int]) -> None:
    app.step([mouse(pygame.MOUSEBUTTONDOWN, start)], dt=0.02)
    steps = 6
    for k in range(1, steps + 1):
        p = (start[0] + (end[0] - start[0]) * k // steps,
             start[1] + (end[1] - start[1]) * k // steps)
        app.step([mouse(pygame.MOUSEMOTION, p)], dt=0.02)
    app.step([mouse(pygame.MOUSEBUTTONUP, end)], dt=0.02)


def card_point(table: TableScene, place: Place, index: int = -1) -> tuple[int, int]:
    rects = table.board.pile_rects(table.game, place)
    r = rects[index] if rects else table.board.slot(place)
    return (r.centerx, r.top + min(r.height // 2, 12))


def pump(app: App) -> None:
    """Hand pygame_gui's posted events (button presses) to the app."""
    app.step(pygame.event.get(), dt=0.02)


def press_button(app: App, element: object) -> None:
    app.step([pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=element)], dt=0.02)


# --- Golf ------------------------------------------------------------------------------------
def test_golf_tap_removes_the_card(make) -> None:  # type: ignore[no-untyped-def]
    app, table = make("golf", "E", deal=3)
    game = table.game
    move = next(m for m in game.legal_moves() if m.source.kind is PileKind.COLUMN)
    i = move.source.index or 0
    card = game.tableau[i][-1]
    tap(app, card_point(table, column(i)))
    assert len(game.tableau[i]) == 4 and game.waste[-1] == card
    assert game.moves == 1 and list(table.session.window) == [Move(column(i), WASTE)]


def test_golf_stock_tap_draws_once_with_synthesised_mouse(make) -> None:  # type: ignore[no-untyped-def]
    app, table = make("golf", "E", deal=3)
    game = table.game
    pos = table.board.slot(STOCK).center
    app.step([finger(app, pygame.FINGERDOWN, pos), mouse(pygame.MOUSEBUTTONDOWN, pos, True)])
    app.step([finger(app, pygame.FINGERUP, pos), mouse(pygame.MOUSEBUTTONUP, pos, True)])
    assert len(game.stock) == 15 and game.moves == 1


def test_golf_covered_card_says_blocked(make) -> None:  # type: ignore[no-untyped-def]
    app, table = make("golf", "E", deal=3)
    tap(app, card_point(table, column(0), 1))
    app.step([], dt=0.5)
    assert table.game.moves == 0
    assert table.toast.visible and table.toast.message == "This card is blocked"


MESSAGES = ["This card is blocked",
            "Take a card from a column onto the waste, or draw from the stock. " * 2]


@pytest.mark.parametrize("size", [*SIZES, (480, 800), (1024, 600)])
@pytest.mark.parametrize("name", list(VARIANTS))
def test_a_toast_covers_no_pile(make, name: str, size: tuple[int, int]) -> None:  # type: ignore[no-untyped-def]
    """At the deal and mid-game, a refusal's reason (short or long) lies in free space or in
    the top bar's middle, never over a pile."""
    app, table = make(name, None, deal=5, size=size)
    for stage in ("deal", "mid"):
        if stage == "mid":
            for move in _some_moves(table.game, 20):
                table.session.play(move)
            table.view.dirty = True
        for message in MESSAGES:
            table.toast.show(message, 3.0)
            app.step([], dt=0.02)
            toast = table.toast.rect
            assert app.screen.get_rect().contains(toast)
            for area in table.view.pile_areas():
                assert not toast.colliderect(area), (stage, message, toast, area)
            bar = table.bar.stats_rect
            assert toast.top >= table.board.bar.bottom or bar.contains(toast)
            for button in table.bar.buttons.values():
                assert not toast.colliderect(button.rect)


def _some_moves(game, count: int) -> list[Move]:  # type: ignore[no-untyped-def]
    """Up to ``count`` legal moves played on a copy, the stock's last."""
    probe, line = game.clone(), []
    for _i in range(count):
        moves = probe.legal_moves()
        if not moves:
            break
        move = next((m for m in moves if m.source.kind is not PileKind.STOCK), moves[0])
        probe.play(move)
        line.append(move)
    return line


def test_second_finger_is_ignored(make) -> None:  # type: ignore[no-untyped-def]
    app, table = make("golf", "E", deal=3)
    game = table.game
    move = next(m for m in game.legal_moves() if m.source.kind is PileKind.COLUMN)
    other = card_point(table, move.source)
    stock = table.board.slot(STOCK).center
    app.step([finger(app, pygame.FINGERDOWN, stock, 0)])
    app.step([finger(app, pygame.FINGERDOWN, other, 1), finger(app, pygame.FINGERUP, other, 1)])
    app.step([finger(app, pygame.FINGERUP, stock, 0)])
    assert game.moves == 1 and len(game.stock) == 15
    assert all(len(c) == 5 for c in game.tableau)


def test_golf_win_shows_results(make) -> None:  # type: ignore[no-untyped-def]
    layout = {"game": "golf", "options": "E", "tableau": [["5C"], [], [], [], [], [], []],
              "waste": ["4C"], "stock": []}
    app, table = make("golf", None, layout=layout)
    tap(app, card_point(table, column(0)))
    assert table.session.won and table.session.recorded
    for _ in range(10):
        app.step([], dt=0.5)  # the celebration runs out by itself
    from scenes.dialogs.results import ResultsScene

    assert isinstance(app.scene, ResultsScene)
    assert app.store.stats.get("golf", "E").won == 1


def test_golf_stuck_offers_undo_and_new_game(make) -> None:  # type: ignore[no-untyped-def]
    from scenes.dialogs.results import ResultsScene
    from scenes.dialogs.stuck import StuckScene

    layout = {"game": "golf", "options": "E", "tableau": [["9C", "5S"], [], [], [], [], [], []],
              "waste": ["4C"], "stock": []}
    app, table = make("golf", None, layout=layout)
    tap(app, card_point(table, column(0)))
    app.step([], dt=0.5)  # the card lands, then the table asks
    assert table.session.status is Status.STUCK
    stuck = app.scene
    assert isinstance(stuck, StuckScene)
    assert set(app.gui.buttons()) == set(stuck.buttons)  # the bar's buttons are out of reach
    press_button(app, stuck.buttons[0])  # Undo
    assert table.session.status is Status.PLAYING and app.scene is table
    tap(app, card_point(table, column(0)), dt=0.5)
    app.step([], dt=0.5)
    stuck = app.scene
    assert isinstance(stuck, StuckScene)
    press_button(app, stuck.buttons[1])  # New game: counted as a loss, the next deal at once
    new = app.scene
    assert isinstance(new, TableScene) and new is not table
    assert (new.game.name, new.game.options, new.game.moves) == ("golf", "E", 0)
    assert not any(isinstance(s, StuckScene | ResultsScene) for s in app.stack)
    stats = app.store.stats.get("golf", "E")
    assert (stats.played, stats.won) == (1, 0)
    saved = app.store.load_game()
    assert saved is not None and saved.game_id == new.session.game_id


# --- Eight Off -------------------------------------------------------------------------------
def test_eight_off_drag_to_a_cell(make) -> None:  # type: ignore[no-untyped-def]
    app, table = make("eight_off", "C8", deal=5)
    game = table.game
    card = game.tableau[2][-1]
    drag(app, card_point(table, column(2)), table.board.slot(cell(6)).center)
    assert game.cells[6] == card and len(game.tableau[2]) == 5


def test_illegal_drop_snaps_back_with_the_reason(make) -> None:  # type: ignore[no-untyped-def]
    app, table = make("eight_off", "C8", deal=5)
    game = table.game
    before = game.snapshot()
    target = next(j for j in range(8) if j != 0 and not _fits_eo(game, 0, j))
    try:
        game.drag_move(column(0), len(game.tableau[0]) - 1, column(target))
    except Refusal as refusal:
        reason = refusal.message
    dest = card_point(table, column(target))
    drag(app, card_point(table, column(0)), (dest[0], dest[1] + 30))
    assert game.snapshot() == before and game.moves == 0
    assert table.toast.visible and table.toast.message == reason
    # It shakes where it was let go (to and fro, not down), then glides home.
    flight = table.view.anim.flights[0]
    let_go, home = flight.start, flight.end
    seen = []
    while flight.elapsed < flight.shake:
        seen.append(flight.pos)
        app.step([], dt=0.02)
    assert {y for _x, y in seen} == {round(let_go[1])}
    xs = [x for x, _y in seen]
    assert min(xs) < round(let_go[0]) < max(xs)
    assert max(abs(x - let_go[0]) for x in xs) <= table.board.card_w * 0.1
    app.step([], dt=0.3)
    assert not table.view.anim.busy
    assert table.board.pile_rects(game, column(0))[-1].topleft == home


@pytest.mark.parametrize("interactive", [True, False])
def test_a_drop_on_no_pile_or_without_interactive_rules_only_glides_home(
    make, interactive: bool  # type: ignore[no-untyped-def]
) -> None:
    # Eight Off's cards fill its table: the empty felt is Golf's, beside its stock and waste.
    app, table = make("golf" if interactive else "eight_off", "E" if interactive else "C8",
                      deal=5)
    app.store.settings.interactive_rules = interactive
    start = card_point(table, column(0))
    if interactive:  # onto the empty felt, where the card lies over no pile
        home = table.board.pile_rects(table.game, column(0))[-1]
        offset = (start[0] - home.left, start[1] - home.top)
        end = next((x, y) for y in range(app.size[1] - 1, 0, -7) for x in range(0, app.size[0], 7)
                   if hits.drop_target(table.board, table.game,
                                         home.move(x - offset[0] - home.left,
                                                   y - offset[1] - home.top)) is None)
    else:  # onto a column that refuses it
        target = next(j for j in range(1, 8) if not _fits_eo(table.game, 0, j))
        end = card_point(table, column(target))
    drag(app, start, end)
    assert table.game.moves == 0 and table.view.anim.busy
    assert all(f.shake == 0 for f in table.view.anim.flights)


class SoundLog:
    """Stands in for the synthesised sounds: records what the table plays."""

    def __init__(self) -> None:
        self.played: list[str] = []

    def play(self, name: str) -> None:
        self.played.append(name)


@pytest.fixture
def sounds(monkeypatch: pytest.MonkeyPatch) -> SoundLog:
    log = SoundLog()
    monkeypatch.setattr(play_module, "shared_sounds", lambda: log)
    return log


@pytest.mark.parametrize("interactive", [True, False])
def test_a_refused_tap_says_why_only_with_interactive_rules(  # type: ignore[no-untyped-def]
        make, sounds: SoundLog, interactive: bool) -> None:
    app, table = make("golf", "E", deal=3)
    app.store.settings.interactive_rules = interactive
    tap(app, card_point(table, column(0), 1))  # a covered card
    app.step([], dt=0.5)
    assert table.game.moves == 0
    # Off, the seeds' "touching an unsuitable card does nothing": no sound, nothing shown.
    assert ("refusal" in sounds.played) is interactive
    assert table.toast.visible is interactive


@pytest.mark.parametrize("interactive", [True, False])
def test_an_illegal_drop_says_why_only_with_interactive_rules(  # type: ignore[no-untyped-def]
        make, sounds: SoundLog, interactive: bool) -> None:
    app, table = make("eight_off", "C8", deal=5)
    app.store.settings.interactive_rules = interactive
    game = table.game
    target = next(j for j in range(8) if j != 0 and not _fits_eo(game, 0, j))
    dest = card_point(table, column(target))
    drag(app, card_point(table, column(0)), (dest[0], dest[1] + 30))
    app.step([], dt=0.5)
    assert game.moves == 0 and "take" in sounds.played  # the card was picked up
    assert ("refusal" in sounds.played) is interactive
    assert table.toast.visible is interactive


def _fits_eo(game, i: int, j: int) -> bool:  # type: ignore[no-untyped-def]
    a, b = game.tableau[i][-1], game.tableau[j][-1]
    return a.suit == b.suit and a.rank + 1 == b.rank


def test_drag_leaving_the_window_snaps_back(make) -> None:  # type: ignore[no-untyped-def]
    app, table = make("eight_off", "C8", deal=5)
    start = card_point(table, column(1))
    app.step([mouse(pygame.MOUSEBUTTONDOWN, start)])
    app.step([mouse(pygame.MOUSEMOTION, (start[0] + 40, start[1] + 40))])
    assert table.view.held is not None
    app.step([mouse(pygame.MOUSEMOTION, (app.size[0] + 50, start[1]))])
    assert table.view.held is None and table.game.moves == 0


def test_undo_button(make) -> None:  # type: ignore[no-untyped-def]
    app, table = make("eight_off", "C8", deal=5)
    card = table.game.tableau[2][-1]
    drag(app, card_point(table, column(2)), table.board.slot(cell(6)).center)
    press_button(app, table.bar.buttons["undo"])
    assert table.game.tableau[2][-1] == card and table.game.cells[6] is None
    assert not table.session.window and table.game.moves == 1  # taken back, still counted


# --- Easy Harp -------------------------------------------------------------------------------
def _harp_column_move(table: TableScene) -> tuple[int, Move]:
    """A column whose last card has no foundation but fits another column."""
    game = table.game
    for i in range(9):
        if not game.tableau[i]:
            continue
        idx = len(game.tableau[i]) - 1
        try:
            game.tap_move(column(i), idx)
            continue
        except Refusal:
            pass
        try:
            return i, game.double_tap_move(column(i), idx)
        except Refusal:
            continue
    raise LookupError


def test_easy_harp_double_tap_follows_the_seed_order(make) -> None:  # type: ignore[no-untyped-def]
    for deal in range(1, 40):
        app, table = make("easy_harp", "N", deal=deal)
        try:
            i, expected = _harp_column_move(table)
        except LookupError:
            continue
        game = table.game
        card = game.tableau[i][-1]
        pos = card_point(table, column(i))
        tap(app, pos, dt=0.05)
        tap(app, pos, dt=0.05)
        assert expected.target is not None
        assert game.pile(expected.target)[-1] == card
        assert game.moves == 1
        app.step([], dt=0.5)
        assert not table.toast.visible  # the first tap's refusal never showed
        return
    pytest.fail("no deal with a column-to-column double tap")


def test_easy_harp_refused_tap_shows_after_the_double_tap_window(make) -> None:  # type: ignore[no-untyped-def]
    app, table = make("easy_harp", "N", deal=2)
    game = table.game
    i = next(i for i in range(9) if game.tableau[i]
             and game.foundation_for(game.tableau[i][-1]) is None)
    tap(app, card_point(table, column(i)))
    assert not table.toast.visible
    app.step([], dt=0.4)
    assert table.toast.visible


def test_easy_harp_stock_tap_draws(make) -> None:  # type: ignore[no-untyped-def]
    app, table = make("easy_harp", "N", deal=2)
    tap(app, table.board.slot(STOCK).center)
    assert len(table.game.pile(WASTE)) == 1 and len(table.game.pile(STOCK)) == 58


# --- drawing, sizes, languages ---------------------------------------------------------------
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize(("name", "options"), [  # each game's first and last option
    (name, options) for name, cls in VARIANTS.items()
    for options in dict.fromkeys((cls.option_codes()[0], cls.option_codes()[-1]))])
def test_every_game_draws_at_every_size(make, name: str, options: str,  # type: ignore[no-untyped-def]
                                        size: tuple[int, int]) -> None:
    app, table = make(name, options, deal=9, size=size, lang="he")
    screen = pygame.Rect((0, 0), size)
    for place in table.board.places():
        assert screen.contains(table.board.slot(place))
    # Hold a card for a frame, then let it go.
    place = next(p for p in table.board.places() if p.kind is PileKind.COLUMN
                 and table.game.pile(p)
                 and table.game.pick_refusal(p, len(table.game.pile(p)) - 1) is None)
    start = card_point(table, place)
    app.step([mouse(pygame.MOUSEBUTTONDOWN, start)])
    app.step([mouse(pygame.MOUSEMOTION, (start[0] + 30, start[1] + 60))])
    assert table.view.held is not None
    app.step([mouse(pygame.MOUSEBUTTONUP, (start[0] + 30, start[1] + 60))])
    app.step([], dt=0.5)


def test_a_squeezed_column_shows_the_strip_index_of_its_covered_cards(make) -> None:  # type: ignore[no-untyped-def]
    """Thirteen spades at 800x480: each covered card shows its rank and suit on one line, in
    the strip the next card leaves; the last card shows its whole face."""
    spades = [f"{r}S" for r in "KQJT98765432A"]
    rest = [f"{r}{s}" for s in "HDC" for r in "A23456789TJQK"]
    layout = {"game": "eight_off", "options": "C8",
              "tableau": [spades] + [rest[k::7] for k in range(7)],
              "cells": [None] * 8, "foundations": [[], [], [], []]}
    _app, table = make("eight_off", None, size=(800, 480), layout=layout)
    board, atlas, game = table.board, table.view.atlas, table.game
    surface = pygame.Surface((800, 480))
    table.view.draw_still(surface, set())
    rects = board.pile_rects(game, column(0))
    assert rects[-1].bottom <= board.floor + 1
    for i, card in enumerate(game.pile(column(0))):
        rect = rects[i]
        shown = (rects[i + 1].top if i + 1 < len(rects) else rect.centery) - rect.top
        drawn = surface.subsurface((rect.left + 2, rect.top + 1, rect.width - 4, shown - 1))
        image = atlas.strip(card) if i + 1 < len(rects) else atlas.face(card)
        expected = pygame.Surface(drawn.get_size())
        expected.blit(th.felt((800, 480), th.GREEN), (0, 0), drawn.get_rect(topleft=(rect.left + 2,
                                                                            rect.top + 1)))
        expected.blit(image, (0, 0), (2, 1, *drawn.get_size()))
        a, b = pygame.image.tobytes(drawn, "RGB"), pygame.image.tobytes(expected, "RGB")
        assert max(abs(x - y) for x, y in zip(a, b, strict=True)) <= 8, i  # blending rounds


def test_resize_lays_out_again(make) -> None:  # type: ignore[no-untyped-def]
    app, table = make("easy_harp", "N", deal=4)
    wide = table.board.card_w
    app.resize((800, 1280))
    app.step([], dt=0.1)
    assert table.board.size == (800, 1280) and table.board.card_w < wide
    assert table.atlas.width == table.board.card_w


def test_language_change_rebuilds_the_bar(make) -> None:  # type: ignore[no-untyped-def]
    app, table = make("golf", "E")
    menu_x = table.bar.buttons["menu"].rect.x
    app.set_language("he")
    app.step([], dt=0.1)
    assert table.bar.buttons["menu"].rect.x > app.size[0] // 2 > menu_x  # mirrored in Hebrew


def test_time_counts_only_on_the_table(make) -> None:  # type: ignore[no-untyped-def]
    app, table = make("golf", "E")
    start = table.session.elapsed
    app.step([], dt=2.0)
    assert table.session.elapsed == pytest.approx(start + 2.0)


def test_hint_lights_a_move(make) -> None:  # type: ignore[no-untyped-def]
    app, table = make("eight_off", "C8", deal=5)
    press_button(app, table.bar.buttons["hint"])
    for _ in range(400):
        app.step([], dt=0.02)
        if table.searches.hint_ask is None:
            break
    assert table.view.hint is not None or table.toast.visible
    if table.view.hint is not None:
        place, _index = table.view.hint.places[0]
        assert place in table.game.places()


def test_bar_buttons_carry_icons_dim_when_disabled(make) -> None:  # type: ignore[no-untyped-def]
    _app, table = make("golf", "E")
    for key in ("menu", "new", "undo", "hint"):
        button = table.bar.buttons[key]
        assert button.normal_images and button.disabled_images, key
        assert min(button.rect.size) >= 48
    undo = table.bar.buttons["undo"]
    assert not undo.is_enabled  # nothing to undo yet

    def brightest(img: pygame.Surface) -> int:
        return max(sum(img.get_at((x, y))[:3]) for x in range(img.get_width())
                   for y in range(img.get_height()))

    assert brightest(undo.disabled_images[0]) < brightest(undo.normal_images[0]) - 60
    _he_app, he_table = make("golf", "E", lang="he")
    mirrored = he_table.bar.buttons["undo"].normal_images[0]
    assert pygame.image.tobytes(mirrored, "RGBA") == pygame.image.tobytes(
        pygame.transform.flip(undo.normal_images[0], True, False), "RGBA")
    assert he_table.bar.buttons["undo"].text_horiz_alignment == "right"


def test_narrow_bar_puts_icons_above_labels(make) -> None:  # type: ignore[no-untyped-def]
    _app, table = make("golf", "E", size=(800, 1280), lang="ru")
    labelled = {k: b for k, b in table.bar.buttons.items() if k != "help"}  # "?": no icon
    assert len(labelled) == 4
    for button in labelled.values():
        assert button.text_vert_alignment == "bottom" and button.normal_images
        assert "#f17" in button.object_ids  # the labels keep their size
    _app, wide = make("golf", "E", lang="ru")
    assert all(b.text_horiz_alignment == "left"
               for k, b in wide.bar.buttons.items() if k != "help")


def test_back_from_the_stuck_dialog_keeps_the_game_for_continue(make) -> None:  # type: ignore[no-untyped-def]
    from scenes.dialogs.stuck import StuckScene
    from scenes.pages.menu import MenuScene

    layout = {"game": "golf", "options": "E", "tableau": [["9C", "5S"], [], [], [], [], [], []],
              "waste": ["4C"], "stock": []}
    app, table = make("golf", None, layout=layout)
    tap(app, card_point(table, column(0)))
    app.step([], dt=0.5)
    assert isinstance(app.scene, StuckScene)
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="")])
    assert isinstance(app.scene, MenuScene)
    assert app.store.stats.get("golf", "E").played == 0  # not accepted: not counted
    app.scene.continue_game()
    app.step([], dt=0.1)
    assert isinstance(app.scene, StuckScene)  # asked again
    assert app.scene.session.status is Status.STUCK


def test_the_golf_bar_shows_the_score_if_the_game_ended_now(make) -> None:  # type: ignore[no-untyped-def]
    """The bar never shows a score the end will take back: 20 removed and 15 left is 50."""
    _app, table = make("golf", "E", deal=3)
    game = table.game
    for _ in range(200):
        if game.status is not Status.PLAYING:
            break
        removals = [m for m in game.legal_moves() if m.source.kind is PileKind.COLUMN]
        table.play_move(removals[0] if removals else game.legal_moves()[-1])
        shown = table.bar.figures()[0]
        assert shown == f"Score: {game.score_if_ended}"
        assert game.score_if_ended == max(0, game.score - 10 * game.cards_left()) \
            or game.status is Status.STUCK
    assert game.status is not Status.PLAYING
    assert table.bar.figures()[0] == f"Score: {game.score}"  # the end: the same figure


def test_a_toast_of_the_table_does_not_show_under_the_new_game_window(make) -> None:  # type: ignore[no-untyped-def]
    """A hint's words that arrived just before N: the window covers the table, and the table
    under it is drawn without them (nor do they come back when the window closes)."""
    from scenes.dialogs.new_game import NewGameScene

    app, table = make("golf", "E", deal=3)
    table.toast.show("Chance to win: 37%", 2.2)
    app.step([], dt=0.02)
    spot = table.toast.rect.copy()
    with_toast = app.screen.subsurface(spot).copy()
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_n, mod=0, unicode="n")],
             dt=0.02)
    dialog = app.scene
    assert isinstance(dialog, NewGameScene)
    backdrop = app.stack.backdrops[dialog].subsurface(spot)
    assert table.view.static is not None
    still = table.view.static.subsurface(spot)  # the table itself, nothing over it

    def differing(a: pygame.Surface) -> int:
        return sum(a.get_at((x, y)) != still.get_at((x, y))
                   for x in range(0, spot.width, 3) for y in range(0, spot.height, 3))

    assert differing(with_toast) > 0  # it was there
    assert differing(backdrop) == 0  # and is not under the window
    app.navigate(intents.Back())
    app.step([], dt=0.02)
    assert app.scene is table and not table.toast.visible


# --- nothing to wait for (#25 item 3): the app's own time, frame by frame at 60 fps -----------
def frames_until(app: App, done, limit: float = 10.0) -> float:  # type: ignore[no-untyped-def]
    """The app's seconds, in its frames, until ``done()``."""
    t = 0.0
    while not done() and t < limit:
        app.frame([], 1 / 60)
        t += 1 / 60
    return t


def _down(kind: str, rank: str = "KQJT98765432A") -> list[str]:
    return [f"{r}{kind}" for r in rank]


WHOLE_FINISH = {"game": "eight_off", "options": "C8", "cells": [None] * 8,
                "foundations": [[], [], [], []],
                "tableau": [_down(s) for s in "SHDC"] + [[] for _ in range(4)]}


@pytest.mark.parametrize(("name", "options"), [("golf", "E"), ("easy_harp", "N"),
                                               ("eight_off", "C8")])
def test_the_deal_lands_within_0_6_s(tmp_path: Path, name: str, options: str) -> None:
    app = App((1280, 800), "en", data_dir=tmp_path)
    app.nav.start_game(name, options, 7)
    table = app.scene
    assert isinstance(table, TableScene) and table.view.anim.busy
    assert frames_until(app, lambda: not table.view.anim.busy) <= 0.6


def test_a_finish_of_a_whole_game_then_the_celebration_then_the_results(tmp_path: Path) -> None:
    """52 cards home within 2 s, the celebration within 2.5 s more, then the results."""
    from scenes.dialogs.results import ResultsScene

    app = App((1280, 800), "en", data_dir=tmp_path)
    app.nav.open_table(Session.from_layout(app.store, WHOLE_FINISH))
    table = app.scene
    assert isinstance(table, TableScene)
    frames_until(app, lambda: not table.view.anim.busy)
    press_button(app, table.bar.buttons["finish"])
    home = frames_until(app, lambda: table.session.won and not table.view.anim.busy)
    assert home <= 2.0 and table.game.moves == 52
    assert frames_until(app, lambda: isinstance(app.scene, ResultsScene)) <= 2.5


@pytest.mark.parametrize("moment", ["deal", "finish", "celebration"])
def test_a_touch_skips_to_what_comes_after(tmp_path: Path, moment: str) -> None:
    """The deal lands, a Finish sends every card home, the celebration gives way to the
    results: at once, on the first touch."""
    from scenes.dialogs.results import ResultsScene

    app = App((1280, 800), "en", data_dir=tmp_path)
    if moment == "deal":
        app.nav.start_game("easy_harp", "N", 7)
    else:
        app.nav.open_table(Session.from_layout(app.store, WHOLE_FINISH))
    table = app.scene
    assert isinstance(table, TableScene)
    app.frame([], 1 / 60)
    if moment != "deal":
        frames_until(app, lambda: not table.view.anim.busy)
        press_button(app, table.bar.buttons["finish"])
        app.frame([], 1 / 60)
    if moment == "celebration":
        frames_until(app, lambda: table.play.celebration is not None)
    corner = (app.size[0] // 2, app.size[1] - 5)  # the felt, away from every pile
    app.frame([mouse(pygame.MOUSEBUTTONDOWN, corner)], 1 / 60)
    app.frame([mouse(pygame.MOUSEBUTTONUP, corner)], 1 / 60)
    if moment == "deal":
        assert not table.view.anim.busy and table.game.moves == 0
    elif moment == "finish":
        assert table.session.won and not table.play.finishing
    if moment != "deal":
        for _ in range(3):
            app.frame([], 1 / 60)
        if moment == "celebration" or not isinstance(app.scene, ResultsScene):
            app.frame([mouse(pygame.MOUSEBUTTONDOWN, corner)], 1 / 60)
            app.frame([mouse(pygame.MOUSEBUTTONUP, corner)], 1 / 60)
        assert isinstance(app.scene, ResultsScene)
