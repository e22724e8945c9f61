"""A round played through the App: started from New game, each hole ended on the table (a
clear with its celebration, or stuck and ended by the player), the scorecard after each hole,
Next hole, a restart in the middle, the last hole and New round."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from game.i18n import _
from game.moves import PileKind
from game.session import Session
from game.store import Store
from game.variant import Status
from scenes import deals as scene_deals
from scenes import intents
from scenes.app import App
from scenes.dialogs.new_game import NewGameScene
from scenes.dialogs.scorecard import ScorecardScene
from scenes.dialogs.stuck import StuckScene
from scenes.pages.menu import MenuScene
from scenes.table.scene import TableScene
from scenes.table.top_bar import TopBar
from scenes.ui import text
from scenes.ui import theme as th
from tests.test_new_game import button_named, click
from tests.test_rounds import DEALS, finish_hole, play_out


def end_hole_on_the_table(app: App) -> None:
    """Play the hole on the table to its end (as taps would) and end it as a player does."""
    table = app.scene
    assert isinstance(table, TableScene)
    game = table.game
    while game.status is Status.PLAYING:
        moves = game.legal_moves()
        take = [m for m in moves if m.source.kind is not PileKind.STOCK]
        table.play_move(take[0] if take else moves[0])
        app.step([], 0.01)
    if game.status is Status.STUCK:
        for _i in range(20):  # the table asks once the last card has landed
            if isinstance(app.scene, StuckScene):
                break
            app.step([], 0.1)
        stuck = app.scene
        assert isinstance(stuck, StuckScene)
        assert app.gui.label_of(stuck.buttons[1]) == _("End the hole")
        click(app, stuck.buttons[1])
    for _i in range(20):  # a clear's celebration runs out by itself
        if isinstance(app.scene, ScorecardScene):
            break
        app.step([], 0.5)


def test_a_round_from_new_game_to_the_second_hole_and_back_after_a_restart(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
) -> None:
    deals = iter(DEALS)
    monkeypatch.setattr(scene_deals, "round_deal", lambda name, options: next(deals))
    app = App((1280, 800), "en", data_dir=tmp_path)
    app.stack.push(MenuScene(app))
    app.navigate(intents.NewGame("golf"))
    dialog = app.scene
    assert isinstance(dialog, NewGameScene)
    click(app, button_named(dialog, _("Round of {holes} holes").format(holes=9)))
    table = app.scene
    assert isinstance(table, TableScene) and table.session.round is not None
    assert table.session.hole == 1 and table.session.round.deals == DEALS
    end_hole_on_the_table(app)  # deal 11 ends stuck: the player ends the hole
    card = app.scene
    assert isinstance(card, ScorecardScene) and not card.over
    assert card.headline() == "Hole 1 of 9" and len(card.round.strokes) == 1
    assert app.store.stats.games == {}  # a hole is not a single game
    click(app, card.next_button)
    table = app.scene
    assert isinstance(table, TableScene) and table.session.hole == 2
    table.play_move(table.game.legal_moves()[0])
    pygame.quit()

    again = App((800, 1280), "he", data_dir=tmp_path)  # the app closed and opened again
    again.stack.push(MenuScene(again))
    menu = again.scene
    assert isinstance(menu, MenuScene) and menu.continue_button is not None
    click(again, menu.continue_button)
    table = again.scene
    assert isinstance(table, TableScene) and table.session.round is not None
    assert table.session.hole == 2 and table.game.moves == 1
    assert table.session.round.strokes == card.round.strokes


CLEARED_LAST = (*DEALS[:6], 18, 19, 17)  # deal 17, played as the tests play, is cleared


def test_the_last_hole_counts_the_round_and_new_round_starts_another(tmp_path: Path) -> None:
    app = App((800, 480), "hu", data_dir=tmp_path)
    app.stack.push(MenuScene(app))
    session: Session | None = Session.start_round(app.store, "golf", "E", CLEARED_LAST)
    for _hole in range(8):
        assert session is not None
        session = finish_hole(session)
    assert session is not None and session.hole == 9
    app.nav.open_table(session)
    app.step([], 1.0)
    end_hole_on_the_table(app)  # cleared: the celebration, then the card
    card = app.scene
    assert isinstance(card, ScorecardScene) and card.over and card.earned is not None
    assert card.round.strokes[-1] == -4  # four stock cards left
    rounds = app.store.stats.get_rounds("golf", "E")
    assert (rounds.completed, rounds.best_total) == (1, card.round.total)
    assert not app.store.has_saved_game()
    app.draw()
    click(app, card.next_button)  # New round
    table = app.scene
    assert isinstance(table, TableScene) and table.session.hole == 1
    assert table.session.round is not None and table.session.round.options == "E"
    assert table.session.round.deals != CLEARED_LAST


def test_only_a_game_played_in_rounds_offers_one(tmp_path: Path) -> None:
    app = App((1280, 800), "en", data_dir=tmp_path)
    app.stack.push(MenuScene(app))
    label = _("Round of {holes} holes").format(holes=9)
    for name, offered in (("golf", True), ("easy_harp", False), ("eight_off", False)):
        dialog = NewGameScene(app, name)
        app.stack.push(dialog)
        labels = [app.gui.label_of(w) for w in dialog.widgets]
        assert (label in labels) == offered, name
        app.navigate(intents.Back())


def test_the_bar_names_the_hole_when_the_code_does_not_fit(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    pygame.init()
    session = Session.start_round(Store(tmp_path), "golf", "E", list(DEALS))
    bar = TopBar(session)
    bar.layout(pygame.Rect(0, 0, 480, 60))
    hole = "Hole 1 of 9, 0 so far"
    font = text.font(bar.code_size)
    hole_w = font.size(hole)[0]
    assert font.size(f"{hole} · {session.game.code}")[0] > hole_w + 40
    drawn: list[str] = []
    real = text.render_line

    def spy(font: pygame.font.Font, line: str, colour: text.Colour) -> pygame.Surface:
        drawn.append(line)
        return real(font, line, colour)

    monkeypatch.setattr(text, "render_line", spy)
    # Room for the hole, not for the hole and the code: the hole shows, the code goes.
    # (The quiet line tried last is the one kept: longer ones that do not fit come first.)
    narrow = pygame.Rect(0, 0, hole_w + 10, 60)
    image = bar._render(narrow, th.GREEN, None, False)
    assert drawn[-1] == hole and image.get_width() <= narrow.width
    figures = bar._figures(bar.figures(), narrow, False, th.GREEN.bar_text)
    below = font.size(hole)[1] if len(figures) == 1 else 0  # else beside the time
    assert image.get_height() == sum(f.get_height() for f in figures) + below
    drawn.clear()
    # Room for both: both show.
    bar._render(pygame.Rect(0, 0, hole_w + 400, 60), th.GREEN, None, False)
    assert drawn[-1] == f"{hole} · {session.game.code}"


def test_a_holes_bar_counts_strokes_not_points(tmp_path: Path) -> None:
    """Not "Score: 0" while strokes are played: this hole's strokes if it ended now, and
    the round's total with them."""
    store = Store(tmp_path)
    session = Session.start_round(store, "golf", "E", list(DEALS))
    assert session.round is not None
    bar = TopBar(session)
    assert bar.figures()[:2] == ["Strokes: 35", "Round: 35"]
    game = session.game
    while not (taken := [m for m in game.legal_moves() if m.source.kind is PileKind.COLUMN]):
        session.play(game.legal_moves()[-1])  # draws
    session.play(taken[0])
    assert bar.figures()[:2] == ["Strokes: 34", "Round: 34"]
    assert not any(f.startswith("Score") for f in bar.figures())
    play_out(session)
    if not session.recorded:
        session.record_result()  # stuck: "End the hole"
    strokes = session.round.strokes
    assert len(strokes) == 1  # on the card: the bar says what the card says
    assert bar.figures()[:2] == [f"Strokes: {strokes[0]}", f"Round: {strokes[0]}"]


def test_a_stuck_holes_dialog_says_its_strokes_not_points(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The dialog over a hole that ends stuck says the strokes the card will take (as the
    bar above it does), not the points of a game played alone with their formula."""
    import scenes.dialogs.stuck as stuck_module

    app = App((800, 480), "en", data_dir=tmp_path)
    session = Session.start_round(app.store, "golf", "E", list(DEALS))
    while session.status is Status.PLAYING:
        moves = session.game.legal_moves()
        take = [m for m in moves if m.source.kind is not PileKind.STOCK]
        session.play(take[0] if take else moves[0])
    assert session.status is Status.STUCK and session.round is not None
    drawn: list[str] = []
    real = stuck_module.draw_text

    def spy(surface: pygame.Surface, label: str, *args: Any, **kw: Any) -> pygame.Rect:
        drawn.append(label)
        return real(surface, label, *args, **kw)

    monkeypatch.setattr(stuck_module, "draw_text", spy)
    dialog = StuckScene(app, session, lambda: None, lambda: None)
    dialog.layout()
    dialog.draw(app.screen)
    strokes = session.game.hole_strokes()
    assert f"Strokes: {strokes}" in drawn
    assert not any(label.startswith("Score") for label in drawn)
    assert session.game.score_formula() not in drawn  # the points' formula stays off
    alone = Session.start(app.store, "golf", "E", 11)  # the same deal played alone: points
    while alone.status is Status.PLAYING:
        moves = alone.game.legal_moves()
        take = [m for m in moves if m.source.kind is not PileKind.STOCK]
        alone.play(take[0] if take else moves[0])
    drawn.clear()
    StuckScene(app, alone, lambda: None, lambda: None).draw(app.screen)
    assert f"Score: {alone.game.score}" in drawn and alone.game.score_formula() in drawn


@pytest.mark.parametrize("lang", ["ru", "he"])
def test_the_cards_row_names_keep_clear_of_its_frame(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: str,
) -> None:
    """"Удары" and "Лунка" (and חבטות in Hebrew, at the right) a gap inside the card's
    frame, not touching it."""
    import scenes.dialogs.scorecard as scorecard_module

    app = App((800, 480), lang, data_dir=tmp_path)
    session = Session.start_round(app.store, "golf", "E", list(DEALS))
    finish_hole(session)
    boxes: dict[str, pygame.Rect] = {}
    real = scorecard_module.draw_text

    def spy(surface: pygame.Surface, label: str, *args: Any, **kw: Any) -> pygame.Rect:
        boxes[label] = real(surface, label, *args, **kw)
        return boxes[label]

    monkeypatch.setattr(scorecard_module, "draw_text", spy)
    card = ScorecardScene(app, session)
    card.layout()
    frame = card.rows["card"]
    card._draw_card(app.screen, app.metrics, frame)
    gap = app.metrics.gap
    for name in (_("Hole"), _("Strokes")):
        box = boxes[name]
        room = frame.right - box.right if lang == "he" else box.left - frame.left
        assert room >= gap - 1, (name, room)
