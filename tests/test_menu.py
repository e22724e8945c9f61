"""The menu: Continue only with a saved game, a tile opens the table at once (a long press:
New game) and says when its game is in progress, notices, daily deal."""

from __future__ import annotations

import datetime as _dt
from pathlib import Path
from typing import Any

import pygame
import pytest

from game import VARIANTS, winnable
from game.session import Session
from scenes import deals, games
from scenes.app import App
from scenes.dialogs.new_game import NewGameScene
from scenes.pages.menu import MenuScene, game_picture
from scenes.table.scene import TableScene
from scenes.ui import theme as th
from tests.test_new_game import click


def test_continue_only_with_a_saved_game(tmp_path: Path) -> None:
    app = App((1280, 800), "en", data_dir=tmp_path)
    app.stack.push(MenuScene(app))
    menu = app.scene
    assert isinstance(menu, MenuScene) and menu.continue_button is None
    session = Session.start(app.store, "golf", "E", 5)
    session.play(session.game.legal_moves()[0])
    menu.rebuild()
    assert menu.continue_button is not None
    click(app, menu.continue_button)
    assert type(app.scene).__name__ == "TableScene"
    assert app.game is not None and app.game.code == session.game.code
    assert app.game.moves == 1


def tile_texts(app: App, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The texts the menu draws in its tiles' summary lines."""
    import scenes.pages.menu as menu_module

    drawn: list[str] = []
    real = menu_module.draw_block

    def record(surface: Any, text: str, *args: Any, **kwargs: Any) -> Any:
        drawn.append(text)
        return real(surface, text, *args, **kwargs)

    monkeypatch.setattr(menu_module, "draw_block", record)
    app.draw()
    monkeypatch.undo()
    return drawn


def test_each_tile_says_when_its_game_is_in_progress(tmp_path: Path,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    app = App((800, 480), "en", data_dir=tmp_path)
    golf = Session.start(app.store, "golf", "C", 5)
    for _ in range(4):
        golf.play(golf.game.legal_moves()[0])
    golf.tick(65.0)
    golf.save()
    daily = Session.start(app.store, "eight_off", "C4", 9, daily_date=_dt.date.today())
    daily.play(daily.game.legal_moves()[0])
    app.stack.push(MenuScene(app))
    texts = tile_texts(app, monkeypatch)
    assert "In progress: 4 moves, 1:05" in texts
    assert "Daily deal in progress: 1 move, 0:00" in texts
    assert games.summary("easy_harp") in texts and len(texts) == len(VARIANTS)  # one a game
    menu = app.scene
    assert isinstance(menu, MenuScene)
    assert menu.in_progress["golf"].game.options == "C"  # the option line: the game's own
    played = Session.start_round(app.store, "golf", "E", range(1, 10))
    menu.rebuild()
    assert "Round in progress: Hole 1 of 9" in tile_texts(app, monkeypatch)
    click(app, next(b for b, name in menu.tile_buttons.items() if name == "golf"))
    table = app.scene
    assert isinstance(table, TableScene) and table.session.game_id == played.game_id


def hold(app: App, widget: Any, seconds: float) -> None:
    """A finger (the mouse) pressed on ``widget`` and held for ``seconds``, frame by frame,
    then let go."""
    pos = widget.rect.center
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1, touch=False)],
             dt=0.02)
    for _ in range(round(seconds / 0.05)):
        app.step([], dt=0.05)
    pygame.event.clear()
    app.step([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1, touch=False)],
             dt=0.02)
    app.step(pygame.event.get(), dt=0.02)  # the press pygame_gui posted on the release


def test_a_tile_opens_the_table_at_once_with_the_last_options(tmp_path: Path) -> None:
    """No dialog on the way: a new deal of the options last chosen for that game, a proved
    winnable one (Winnable deals only, the default); the second time, the same game goes
    on."""
    app = App((800, 480), "he", data_dir=tmp_path)
    app.store.settings.last_options["eight_off"] = "C4"
    app.stack.push(MenuScene(app))
    menu = app.scene
    assert isinstance(menu, MenuScene)
    tile = next(b for b, name in menu.tile_buttons.items() if name == "eight_off")
    click(app, tile)
    table = app.scene
    assert isinstance(table, TableScene)
    game = table.game
    assert (game.name, game.options) == ("eight_off", "C4") and game.moves == 0
    assert game.deal is not None and winnable.is_proved("eight_off", "C4", game.deal)
    table.play_move(game.legal_moves()[0])
    app.nav.to_menu()
    menu = app.scene
    assert isinstance(menu, MenuScene)
    click(app, next(b for b, name in menu.tile_buttons.items() if name == "eight_off"))
    again = app.scene
    assert isinstance(again, TableScene)
    assert again.session.game_id == table.session.game_id and again.game.moves == 1


def test_a_tile_deals_any_deal_when_winnable_only_is_off(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import scenes.deals

    class Entropy:  # the random draw of a fresh deal: deal 2 (not proved winnable in Classic)
        def getrandbits(self, _bits: int) -> int:
            return 1

    monkeypatch.setattr(scenes.deals, "_deals", Entropy())
    assert not winnable.is_proved("golf", "C", 2)
    app = App((800, 480), "en", data_dir=tmp_path)
    app.store.settings.last_options["golf"] = "C"
    app.stack.push(MenuScene(app))
    menu = app.scene
    assert isinstance(menu, MenuScene)
    click(app, next(b for b, name in menu.tile_buttons.items() if name == "golf"))
    table = app.scene
    assert isinstance(table, TableScene) and table.game.options == "C"
    assert winnable.is_proved("golf", "C", table.game.deal or 0)  # on: a proved deal
    app.nav.to_menu()
    app.store.clear_game()
    app.store.settings.set_winnable_only("golf", "C", False)
    menu = app.scene
    assert isinstance(menu, MenuScene)
    click(app, next(b for b, name in menu.tile_buttons.items() if name == "golf"))
    table = app.scene
    assert isinstance(table, TableScene) and table.game.code == "GO1-C-AAAAAAC"  # deal 2


def test_a_long_press_on_a_tile_opens_new_game_for_that_game(tmp_path: Path) -> None:
    app = App((800, 480), "he", data_dir=tmp_path)
    app.stack.push(MenuScene(app))
    menu = app.scene
    assert isinstance(menu, MenuScene)
    tile = next(b for b, name in menu.tile_buttons.items() if name == "eight_off")
    hold(app, tile, 0.3)  # not long enough: a tap, the table
    assert isinstance(app.scene, TableScene)
    app.nav.to_menu()
    app.store.clear_game()
    menu = app.scene
    assert isinstance(menu, MenuScene)
    tile = next(b for b, name in menu.tile_buttons.items() if name == "eight_off")
    hold(app, tile, 0.8)
    assert isinstance(app.scene, NewGameScene) and app.scene.game == "eight_off"
    assert app.store.load_game() is None  # the release dealt nothing


def test_daily_deal_plays_today_for_the_last_game(tmp_path: Path) -> None:
    app = App((1280, 800), "ru", data_dir=tmp_path)
    app.store.settings.last_game = "easy_harp"
    app.stack.push(MenuScene(app))
    menu = app.scene
    assert isinstance(menu, MenuScene)
    assert "Easy Harp" in menu.daily_button.text  # the button says which game it starts
    click(app, menu.daily_button)
    assert app.game is not None and app.game.name == "easy_harp"
    assert app.game.deal == winnable.daily("easy_harp", "N", _dt.date.today())
    assert app.game.deal == deals.daily_deal(app.store, "easy_harp", "N", _dt.date.today())


def test_daily_deal_shows_when_it_was_played_and_won(tmp_path: Path) -> None:
    app = App((1280, 800), "en", data_dir=tmp_path)
    app.stack.push(MenuScene(app))
    menu = app.scene
    assert isinstance(menu, MenuScene)
    name, options = menu.daily_name()
    assert "won" not in menu.daily_button.text and "played" not in menu.daily_button.text
    app.store.record_result(name, options, False, 0, 3, 10.0, daily_date=menu.today)
    menu.rebuild()
    assert menu.daily_button.text.endswith("played")
    app.store.record_result(name, options, True, 350, 40, 90.0, daily_date=menu.today)
    menu.rebuild()
    assert menu.daily_button.text.endswith("won")


def test_store_notices_show_as_a_toast(tmp_path: Path) -> None:
    (tmp_path / "settings.json").write_text("{ not json")
    app = App((1280, 800), "en", data_dir=tmp_path)
    app.stack.push(MenuScene(app))
    menu = app.scene
    assert isinstance(menu, MenuScene)
    assert menu.toast.visible and "settings" in menu.toast.message
    app.draw()
    pos = menu.toast.rect.center
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1, touch=False)])
    assert not menu.toast.visible


def test_game_pictures_fit_their_box() -> None:
    pygame.display.init()
    for name in VARIANTS:
        for size in ((240, 160), (120, 200), (400, 300)):
            picture = game_picture(name, size, th.GREEN.cards)
            assert picture.get_size() == size
            # something is drawn, and the edges stay clear (nothing cut off)
            assert picture.get_bounding_rect().width > size[0] // 3


def test_each_tile_says_what_its_game_is_in_every_language(tmp_path: Path) -> None:
    from game import get_variant
    from game.i18n import _
    from scenes import games
    from scenes.ui import text

    for size in ((800, 480), (480, 800)):
        for lang in ("en", "he", "hu", "ru"):
            app = App(size, lang, data_dir=tmp_path / f"{lang}{size[0]}")
            app.nav.to_menu()
            menu = app.scene
            assert isinstance(menu, MenuScene)
            text.overflows.clear()
            screen = app.draw()
            for name, rect in menu.tiles.items():
                parts = menu.tile_parts(rect)
                summary = games.summary(name)
                assert summary == _(get_variant(name).summary) and summary
                assert (lang == "en") == (summary == get_variant(name).summary)
                assert rect.contains(parts.summary)
                assert not parts.summary.colliderect(parts.name)
                assert not parts.summary.colliderect(parts.picture)
                # The line is drawn: text pixels, far lighter than the tile, in its box.
                area = screen.subsurface(parts.summary)
                light = pygame.mask.from_threshold(area, (230, 230, 230), (110, 110, 110, 255))
                assert light.count() > parts.summary.width
            assert not text.overflows  # every summary fits its two lines unshrunk


def test_every_tiles_picture_draws_one_card_size(tmp_path: Path,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    """The games' pictures share one atlas: the same faces from tile to tile (tiles may differ
    by a pixel), and one atlas built for the menu's first frame instead of one per game."""
    from scenes.pages import menu
    from scenes.ui import atlas

    widths: list[int] = []

    def spy(width: int, *args: Any, **kwargs: Any) -> atlas.CardAtlas:
        widths.append(width)
        return atlas.atlas_for(width, *args, **kwargs)

    monkeypatch.setattr(menu, "atlas_for", spy)
    for size in ((800, 480), (1280, 800), (800, 1280)):
        app = App(size, "en", data_dir=tmp_path / f"{size[0]}")
        app.nav.to_menu()
        widths.clear()
        menu._pictures.clear()
        app.draw()
        assert len(widths) >= 3 and len(set(widths)) == 1, (size, widths)


def test_the_menu_readies_the_likeliest_tiles_table_while_it_idles(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Nothing to wait for from the tap: the faces of the last game's table are drawn a few
    a frame while the menu is quiet, so a tap on its tile opens the table drawing none."""
    from scenes.ui.atlas import CardAtlas

    app = App((1280, 800), "en", data_dir=tmp_path)
    app.store.settings.last_game = "eight_off"  # all 52 face up: the table shows every face
    app.nav.to_menu()
    menu = app.scene
    assert isinstance(menu, MenuScene) and menu.unready == ["eight_off"]
    frames = 0
    while menu.unready and frames < 200:
        app.step([], dt=0.05)
        frames += 1
    assert not menu.unready and frames > 52 // 4  # a few faces a frame, not all at once
    painted: list[object] = []
    real = CardAtlas._draw_face
    monkeypatch.setattr(CardAtlas, "_draw_face",
                        lambda self, face, card: painted.append(card) or real(self, face, card))
    click(app, next(b for b, n in menu.tile_buttons.items() if n == "eight_off"))
    assert isinstance(app.scene, TableScene) and app.scene.game.name == "eight_off"
    app.step([], dt=1.0)
    assert painted == []
