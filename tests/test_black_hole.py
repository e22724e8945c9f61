"""A game added as the README's "Adding a game" says, with more piles than the seeds' notation
has digits: Black Hole (``tests.black_hole``: 17 fans of 3, one foundation), registered at test
time. It keeps the contract of every game, writes and reads its places past 9 (``c10``...),
plays without a solver, and saves, resumes and plays from its menu tile to its end. No line of
scenes/ or game/ knows it."""

from __future__ import annotations

import datetime as dt
import json
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game import game_from_code, game_from_layout, winnable
from game.cards import full_deck
from game.deal import MAX_DEAL, daily_deal
from game.examples import examples_for
from game.lessons import lesson_for
from game.moves import Move, column, foundation
from game.position import LayoutError
from game.registry import VARIANTS, register, unregister
from game.solver import Verdict, has_solver, hint, solve
from game.store import Slot
from game.variant import Refusal, Status
from scenes import intents
from scenes.app import App
from scenes.dialogs.new_game import NewGameScene
from scenes.dialogs.stuck import StuckScene
from scenes.pages.menu import MenuScene
from scenes.table.scene import TableScene
from tests import test_variant_contract as contract
from tests.black_hole import FANS, BlackHole
from tests.test_new_game import click
from tests.test_table import card_point, press_button, tap

DEAL = 38  # 18 cards go into the hole before it is stuck, the first from fan 10


@pytest.fixture
def black_hole() -> Iterator[type[BlackHole]]:
    register(BlackHole)
    yield BlackHole
    unregister(BlackHole)
    assert "black_hole" not in VARIANTS


def test_the_deal_and_its_layout(black_hole: type[BlackHole]) -> None:
    game = black_hole.new(DEAL)
    assert [str(c) for c in game.foundations[0]] == ["AS"]
    assert [len(fan) for fan in game.tableau] == [3] * FANS
    assert game.card_counts() == Counter(full_deck())
    layout = game.layout()
    assert list(layout) == ["game", "options", "tableau", "foundations"]
    assert game_from_layout(json.loads(json.dumps(layout))).snapshot() == game.snapshot()
    assert game.code == "BH1-N-AAAAABM" and game_from_code(game.code).snapshot() == game.snapshot()
    fan = next(f for f in layout["tableau"] if "2S" in f)
    fan[fan.index("2S")] = "AS"
    layout["foundations"] = [["2S"]]
    with pytest.raises(LayoutError, match="starts with AS"):
        game_from_layout(layout)


def test_places_past_nine_in_both_texts(black_hole: type[BlackHole]) -> None:
    game = black_hole.new(DEAL)
    move = game.legal_moves()[-1]
    assert move == Move(column(9), foundation(0))
    assert str(move) == "c10>f1" and Move.from_text("c10>f1") == move
    assert game.notation(move) == "c10"
    for token in ("c10", "c10>f", "c10f", "C10>F"):
        assert game.parse_move(token) == move
    with pytest.raises(Refusal, match="no column 18"):
        game.parse_move("c18")


@pytest.mark.parametrize("check", [
    contract.test_random_play_keeps_the_contract,
    contract.test_replaying_the_notation_gives_the_same_game,
    contract.test_codes_and_layouts_round_trip,
    contract.test_options_never_change_the_cards_of_a_deal,
    contract.test_undo_limit_is_100_actions,
    contract.test_what_the_table_plays_is_a_listed_legal_move,
    contract.test_the_hint_sees_only_what_the_player_sees,
])
def test_it_keeps_the_contract_of_every_game(black_hole: type[BlackHole], check) -> None:  # type: ignore[no-untyped-def]
    check("black_hole", "N")


def test_a_game_without_a_solver_or_proved_deals(black_hole: type[BlackHole]) -> None:
    game = black_hole.new(DEAL)
    assert not has_solver("black_hole")
    assert solve(game).verdict is Verdict.UNKNOWN
    assert hint(game).move == game.legal_moves()[0]
    assert winnable.proved_deals("black_hole", "N") == ()
    assert winnable.new_deal("black_hole", "N", 12345) == 1 + 12345 % MAX_DEAL
    day = dt.date(2026, 11, 30)
    assert winnable.daily("black_hole", "N", day) == daily_deal(day)
    assert lesson_for("black_hole") is None and examples_for("black_hole") == ()


def play_fans_from_the_right(app: App, table: TableScene, count: int) -> list[Move]:
    """Tap ``count`` cards into the hole, the rightmost fan that can first."""
    played: list[Move] = []
    start = table.game.moves
    for _ in range(count):
        moves = table.game.legal_moves()
        if not moves:
            break
        move = max(moves, key=lambda m: m.source.index or 0)
        tap(app, card_point(table, move.source), dt=0.4)  # apart: no double tap
        assert table.game.moves == start + len(played) + 1, str(move)
        played.append(move)
    return played


def test_it_saves_resumes_and_plays_from_its_menu_tile(black_hole: type[BlackHole],
                                                       tmp_path: Path,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    import scenes.deals

    class Entropy:  # New deal's random draw: deal 38
        def getrandbits(self, _bits: int) -> int:
            return DEAL - 1

    monkeypatch.setattr(scenes.deals, "_deals", Entropy())
    app = App((1280, 800), "en", data_dir=tmp_path)
    app.nav.to_menu()
    menu = app.scene
    assert isinstance(menu, MenuScene) and list(menu.tiles)[-1] == "black_hole"
    app.navigate(intents.NewGame("black_hole"))  # the window a long press on its tile opens
    dialog = app.scene
    assert isinstance(dialog, NewGameScene) and dialog.game == "black_hole"
    assert not dialog.offers_winnable()  # no proved deals: Winnable deals only is off
    app.navigate(intents.ToMenu())
    menu = app.scene
    assert isinstance(menu, MenuScene)
    click(app, next(b for b, name in menu.tile_buttons.items() if name == "black_hole"))
    table = app.scene  # a tap on its tile: a new deal at once
    assert isinstance(table, TableScene) and table.game.code == "BH1-N-AAAAABM"
    app.step([], 1.0)  # the deal lands
    first = play_fans_from_the_right(app, table, 5)
    assert str(first[0]) == "c10>f1"
    position = table.game.layout()
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="")])
    assert isinstance(app.scene, MenuScene) and app.store.has_saved_game()
    saved = json.loads((tmp_path / Slot("black_hole").file_name).read_text())
    assert saved["window"] == [str(m) for m in first]

    again = App((1280, 800), "en", data_dir=tmp_path)  # a new start of the app
    again.nav.to_menu()
    assert again.nav.continue_game()
    table = again.scene
    assert isinstance(table, TableScene) and table.game.layout() == position
    assert table.game.moves == 5 and table.game.score == 50
    again.step([], 1.0)
    rest = play_fans_from_the_right(again, table, 52)
    assert len(first) + len(rest) == 18
    again.step([], 0.5)  # the last card lands, then the table asks
    assert table.session.status is Status.STUCK
    stuck = again.scene
    assert isinstance(stuck, StuckScene)
    press_button(again, stuck.buttons[1])  # New game: counted as a loss, the next deal
    new = again.scene
    assert isinstance(new, TableScene) and new.game.name == "black_hole" and new.game.moves == 0
    again.draw()
    stats = again.store.stats.get("black_hole", "N")
    assert (stats.played, stats.won, stats.best_score) == (1, 0, 180)


@pytest.mark.parametrize("size", [(800, 480), (800, 1280)])
def test_every_screen_takes_it(black_hole: type[BlackHole], tmp_path: Path,
                              size: tuple[int, int]) -> None:
    app = App(size, "he", data_dir=tmp_path)
    app.nav.to_menu()
    app.draw()
    for intent in (intents.NewGame(), intents.Rules(), intents.Stats()):
        app.navigate(intent)
        scene = app.scene
        assert scene is not None
        tabs = [b for b in scene.widgets if app.gui.label_of(b) == "Black Hole"]
        assert len(tabs) == 1
        click(app, tabs[0])
        assert getattr(app.scene, "game", None) == "black_hole"
        app.draw()
        app.nav.to_menu()
    app.nav.start_game("black_hole", "N", DEAL)
    table = app.scene
    assert isinstance(table, TableScene)
    app.step([], 1.0)
    app.draw()
    assert all(table.board.slot(place).width > 0 for place in table.game.places())
