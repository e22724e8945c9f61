"""The examples pages: real positions from the engine, as the seeds describe them, played step by
step; and their screen (Next, Previous, Autoplay, Try it, reached from the rules)."""

from __future__ import annotations

from itertools import pairwise
from pathlib import Path

import pygame
import pytest

from game import VARIANTS, examples, i18n
from game.games.easy_harp import MSG_ONE_AT_A_TIME
from game.games.golf import MSG_RANK
from game.games.golf.examples import MSG_WRAP
from game.moves import WASTE, PileKind
from game.variant import MSG_BLOCKED, MSG_TOO_MANY, Status
from scenes import intents
from scenes.app import App
from scenes.table.scene import TableScene
from tests.test_table import press_button

DATA = Path(__file__).parent / "data"


WITH_EXAMPLES = [name for name, cls in VARIANTS.items() if cls.examples]


def test_examples_are_a_games_own_choice() -> None:
    """A game names its examples (``Variant.examples``) or none; the three first ship some."""
    having = {name for name, cls in VARIANTS.items() if cls.examples}
    assert {"golf", "easy_harp", "eight_off"} <= having
    assert all(examples.examples_for(name) for name in having)
    assert not any(examples.examples_for(name) for name in set(VARIANTS) - having)


@pytest.mark.parametrize("name", WITH_EXAMPLES)
def test_each_example_plays_through_the_engine(name: str) -> None:
    found = examples.examples_for(name)
    assert found, f"{name} names examples it does not have"
    for example in found:
        frames = examples.frames(example)
        assert len(frames) == len(example.steps) + 1
        for frame in frames:
            assert frame.text() and "{" not in frame.text()
            # A refused try shows the engine's own refusal; a move is one the rules allow.
            if frame.refusal is not None:
                assert frame.move is None and frame.refusal.message in frame.text()
            elif frame.move is not None:
                assert frame.position.refusal(frame.move) is None
    assert examples.examples_for("no such game") == ()


def test_golf_is_deal_1_the_seed_line_to_its_win() -> None:
    (example,) = examples.examples_for("golf")
    assert example.code == "GO1-E-AAAAAAB" and example.before == ""
    seed = (DATA / "golf-seed-deal1.moves").read_text().split()
    assert [s.move for s in example.steps if s.move] == seed
    frames = examples.frames(example)
    start = frames[0].position
    assert str(start.pile(WASTE)[-1]) == "AC"  # the seed: A♣ on the waste
    # The two refused taps the rules page quotes at the deal's start.
    assert frames[0].refusal is not None and frames[0].refusal.msgid == MSG_RANK
    assert frames[0].facts["card"] == "6♥" and frames[0].facts["column"] == 1
    assert frames[1].refusal is not None and frames[1].refusal.msgid == MSG_BLOCKED
    assert frames[1].facts["card"] == "10♠" and frames[1].facts["row"] == 4
    end = frames[-1].position
    assert end.status is Status.WON and end.score == 350 and end.pile(end.places()[0]) == []


def test_golf_move_35_is_the_wrap_that_classic_refuses() -> None:
    (example,) = examples.examples_for("golf")
    frames = examples.frames(example)
    wrap = next(f for f in frames if f.msgid == MSG_WRAP)
    assert wrap.facts["number"] == 35
    assert (wrap.facts["card"], wrap.facts["onto"], wrap.facts["column"]) == ("A♥", "K♣", 3)
    assert wrap.facts["classic"].msgid == MSG_RANK
    game = wrap.position
    assert len(game.stock) == 6 and sum(len(c) for c in game.tableau) == 11  # as the seed says
    i18n.set_language("he")
    assert "חייב להיות גבוה או נמוך בדרגה אחת" in wrap.text()


def test_easy_harp_shows_the_seed_refusal_of_an_ordered_run() -> None:
    (example,) = examples.examples_for("easy_harp")
    frames = examples.frames(example)
    first = frames[0]
    assert first.refusal is not None and first.refusal.msgid == MSG_ONE_AT_A_TIME
    place, index = first.tried  # type: ignore[misc]
    run = first.position.pile(place)[index:]
    assert len(run) == 3 and first.facts["run"] == " ".join(c.symbol for c in run)
    # An ordered run: alternate colours, one rank lower each time...
    for upper, lower in pairwise(run):
        assert upper.rank == lower.rank + 1 and upper.is_red != lower.is_red
    # ...whose first card would fit where it was dragged, were it alone.
    target = first.target
    assert target is not None and target.kind is PileKind.COLUMN
    onto = first.position.pile(target)[-1]
    assert onto.rank == run[0].rank + 1 and onto.is_red != run[0].is_red
    # Then it is taken apart from the bottom, one card at a time.
    assert frames[1].move is not None and frames[1].move.count == 1
    assert frames[1].move.target.kind is PileKind.FOUNDATION


def test_eight_off_shows_the_seed_group_table_at_work() -> None:
    (example,) = examples.examples_for("eight_off")
    frames = examples.frames(example)
    refused, freed, moved = frames[0], frames[1], frames[2]
    game = refused.position
    assert len(game.free_cells()) == 1 and len(game.empty_columns()) == 1
    assert refused.refusal is not None and refused.refusal.msgid == MSG_TOO_MANY
    assert refused.facts["limit"] == 2 and refused.facts["count"] == 3
    assert str(refused.facts["run"]).startswith("K")
    assert freed.move is not None and freed.move.source.kind is PileKind.CELL
    # The seed: with 2 free cells and only one empty column, a King and its run of at most 3.
    game = moved.position
    assert len(game.free_cells()) == 2 and len(game.empty_columns()) == 1
    assert moved.move is not None and moved.move.count == 3 == moved.facts["limit"]
    assert game.pile(moved.move.source)[-3].rank == 13
    assert not game.pile(moved.move.target)


def test_the_screen_steps_plays_itself_and_tries_it(tmp_path: Path) -> None:
    from scenes.pages.examples import ExamplesScene
    from scenes.pages.rules import RulesScene

    app = App((800, 480), "hu", data_dir=tmp_path)
    app.nav.to_menu()
    app.navigate(intents.Rules("eight_off"))
    assert isinstance(app.scene, RulesScene)
    button = next(b for b in app.gui.buttons() if app.gui.label_of(b) == i18n._("Examples"))
    press_button(app, button)
    scene = app.scene
    assert isinstance(scene, ExamplesScene) and scene.index == 0
    press_button(app, scene.buttons["next"])
    assert scene.index == 1 and scene.view is not None
    assert scene.view.game is scene.frames[1].position
    press_button(app, scene.buttons["previous"])
    assert scene.index == 0
    press_button(app, scene.buttons["play"])  # Autoplay: on to the end by itself
    for _ in range(400):
        app.step([], dt=0.1)
    assert scene.index == len(scene.frames) - 1 and not scene.playing
    # Try it: the position shown, as a game of its own, on the real table.
    shown = scene.frame.position.layout()
    press_button(app, scene.buttons["try"])
    table = app.scene
    assert isinstance(table, TableScene) and table.coaching is None
    assert table.game.layout()["tableau"] == shown["tableau"]
    assert table.game.moves == 0
    table.play_move(table.game.legal_moves()[0])
    assert table.game.moves == 1


@pytest.mark.parametrize("size", [(800, 480), (480, 800)])
@pytest.mark.parametrize("lang", ["he", "hu", "ru"])
def test_the_words_fit_the_panel_at_the_smallest_size(tmp_path: Path, size: tuple[int, int],
                                                      lang: str) -> None:
    from scenes.pages.examples import ExamplesScene
    from scenes.ui import text

    app = App(size, lang, data_dir=tmp_path)
    app.nav.to_menu()
    for name in WITH_EXAMPLES:  # a game without examples has no way to them
        app.navigate(intents.Examples(name))
        scene = app.scene
        assert isinstance(scene, ExamplesScene) and scene.board is not None
        text.overflows.clear()
        app.draw()
        assert not text.overflows
        assert pygame.Rect((0, 0), size).contains(scene.panel)  # over the table, whole
        assert scene.board.card_w >= 28  # readable cards
        app.navigate(intents.Back())


@pytest.mark.parametrize("size", [(800, 480), (480, 800)])
@pytest.mark.parametrize("lang", ["he", "hu", "ru"])
def test_the_buttons_labels_fit_at_every_step(tmp_path: Path, size: tuple[int, int],
                                              lang: str) -> None:
    """Previous, Autoplay, Next and Try it keep their labels whole at every step, the panel
    however narrow it gets ("הפעלה אוטומטית" was cut in Eight Off's third step at 800x480),
    and all four at one size."""
    from scenes.pages.examples import ExamplesScene
    from scenes.ui import text
    from scenes.ui.gui import fitted_size, label_room

    app = App(size, lang, data_dir=tmp_path)
    app.nav.to_menu()
    for name in WITH_EXAMPLES:  # a game without examples has no way to them
        app.navigate(intents.Examples(name))
        scene = app.scene
        assert isinstance(scene, ExamplesScene)
        for _step in range(len(scene.frames)):
            text.overflows.clear()
            scene.rebuild()
            assert not text.overflows, (name, scene.index, text.overflows)
            sizes = {fitted_size(app.gui.label_of(b), *label_room(b.rect), app.metrics.button)
                     for b in scene.buttons.values()}
            assert len(sizes) == 1, (name, scene.index, sizes)
            scene.next()
        app.navigate(intents.Back())


@pytest.mark.parametrize("size", [(800, 480), (1280, 800), (1920, 1080), (800, 1280)])
def test_the_examples_draw_the_tables_own_cards(tmp_path: Path, size: tuple[int, int]) -> None:
    """At any window size the examples show each game's cards at the size its table has,
    so with the same faces (one atlas per size, shared): the words' panel lies over the
    table, never on what a step points at."""
    from game.session import Session
    from scenes.pages.examples import ExamplesScene

    app = App(size, "en", data_dir=tmp_path)
    app.nav.to_menu()
    for name in ("golf", "easy_harp", "eight_off"):
        app.nav.open_table(Session.start(app.store, name, None, 1))
        table = app.stack[-1]
        assert isinstance(table, TableScene)
        app.navigate(intents.Examples(name))
        page = app.stack[-1]
        assert isinstance(page, ExamplesScene) and page.view is not None
        assert page.board is not None and page.board.card_w == table.board.card_w
        assert page.view.atlas is table.atlas
        window = pygame.Rect((0, 0), size)
        for _step in range(min(6, len(page.frames))):
            assert window.contains(page.panel)
            assert not page.panel.colliderect(page.board.bar)
            frame, board = page.frame, page.board
            if frame.move is not None:
                moving = board.pile_rects(frame.position, frame.move.source)[-frame.move.count:]
                assert page.panel.collidelist(moving) == -1, (name, page.index)
            page.next()
        app.navigate(intents.Back())
        app.navigate(intents.Back())


def test_a_step_without_words_of_its_own_says_its_move_as_the_hint_would() -> None:
    golf = examples.frames(examples.examples_for("golf")[0])
    harp = examples.frames(examples.examples_for("easy_harp")[0])
    eight = examples.frames(examples.examples_for("eight_off")[0])
    said = {
        "en": ("Draw a card from the stock: the 8♠ comes onto the waste.",
               "Move the 8♠ from column 4 to column 5. The hidden card beneath turns up.",
               "Move the 6♥ from cell d to column 6."),
        "hu": ("Húzz egy lapot a húzópakliból: a 8♠ kerül a dobópaklira.",
               "Tedd át a 8♠ lapot a 4. oszlopból az 5. oszlopba. Az alatta lévő takart lap "
               "felfordul.",
               "Tedd át a 6♥ lapot a „d” cellából a 6. oszlopba."),
    }
    for lang, (draw, turn_up, from_cell) in said.items():
        i18n.set_language(lang)
        assert (golf[2].text(), harp[2].text(), eight[3].text()) == (draw, turn_up, from_cell)
    i18n.set_language("en")
