"""The stock's counters: cards left (Golf, Easy Harp) and the pass (Easy Harp), on the pile,
readable at 800x480 both ways round, numbers left to right in Hebrew."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game import game_from_code
from game.games.easy_harp import EasyHarp
from game.i18n import set_language
from game.moves import STOCK
from game.variant import Variant
from scenes.app import App
from scenes.table import pile_counters
from scenes.table.board import Board
from scenes.table.scene import TableScene
from scenes.ui import theme as th

SIZES = [(800, 480), (480, 800), (1280, 800), (800, 1280), (1920, 1080)]


@pytest.fixture(autouse=True)
def _display() -> Iterator[None]:
    pygame.init()
    pygame.display.set_mode((16, 16))
    yield


def counters(game: Variant, size: tuple[int, int]) -> dict[str, tuple[pygame.Rect, int]]:
    board = Board.for_game(game, size)
    surface = pygame.Surface(size)
    drawn = pile_counters.draw(surface, game, board, th.GREEN)
    return {line: (rect, px) for line, rect, px in drawn}


def stock_card(game: Variant, size: tuple[int, int]) -> pygame.Rect:
    board = Board.for_game(game, size)
    rects = board.pile_rects(game, STOCK)
    return rects[-1] if rects else board.slot(STOCK)


@pytest.mark.parametrize("size", SIZES)
def test_golf_shows_the_cards_left_in_its_stock_on_the_pile(size: tuple[int, int]) -> None:
    game = game_from_code("GO1-E-AAAAAAF")
    shown = counters(game, size)
    assert list(shown) == ["16"]
    rect, px = shown["16"]
    card = stock_card(game, size)
    assert card.contains(rect) and rect.bottom > card.centery  # at the foot of the top card
    assert px >= pile_counters.MIN_SIZE
    game.play(game.stock_move())  # type: ignore[arg-type]
    assert list(counters(game, size)) == ["15"]


@pytest.mark.parametrize("size", SIZES)
def test_easy_harp_shows_its_stock_and_its_pass(size: tuple[int, int]) -> None:
    game = game_from_code("EH1-N-AAAAAAF")
    shown = counters(game, size)
    assert "59" in shown
    passes = [line for line in shown if line != "59"]
    assert passes in (["Pass 1"], ["↻1"])  # the short form where the card is narrow
    card = stock_card(game, size)
    assert all(card.contains(rect) and px >= pile_counters.MIN_SIZE
               for rect, px in shown.values())
    if size[0] >= 800:
        assert passes == ["Pass 1"]


def test_the_pass_follows_turn_backs_and_undo() -> None:
    game = game_from_code("EH1-N-AAAAAAF")
    assert isinstance(game, EasyHarp)
    while game.stock:
        game.play(game.stock_move())  # type: ignore[arg-type]
    assert set(counters(game, (1280, 800))) == {"0", "Pass 1"}
    game.play(game.stock_move())  # type: ignore[arg-type]  # the waste turned back
    assert set(counters(game, (1280, 800))) == {"59", "Pass 2"}
    game.undo()
    assert set(counters(game, (1280, 800))) == {"0", "Pass 1"}


def test_eight_off_has_no_stock_to_count() -> None:
    assert counters(game_from_code("EO1-C8-AAAAAAF"), (800, 480)) == {}


@pytest.mark.parametrize("lang", ["he", "hu", "ru"])
def test_the_pass_is_translated_and_its_number_reads_left_to_right(lang: str) -> None:
    set_language(lang)
    game = game_from_code("EH1-N-AAAAAAF")
    assert isinstance(game, EasyHarp)
    game.passes = 11
    shown = counters(game, (1280, 800))
    label = next(line for line in shown if line != "59")
    assert "12" in label and "Pass" not in label
    if lang == "he":
        assert label.index("12") < label.index("ס")  # the number first, at the left, in RTL


def test_the_table_draws_them_and_redraws_them_after_a_draw(tmp_path: Path,
                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[list[str]] = []
    real = pile_counters.draw

    def spy(dest: pygame.Surface, game: Variant, board: Board,
            palette: th.Palette) -> list[pile_counters.Drawn]:
        out = real(dest, game, board, palette)
        seen.append([line for line, _rect, _px in out])
        return out

    monkeypatch.setattr(pile_counters, "draw", spy)
    app = App((800, 480), "en", data_dir=tmp_path)
    app.nav.start_game("golf", "E", 5)
    app.step([], dt=2.0)
    table = app.scene
    assert isinstance(table, TableScene)
    assert seen and seen[-1] == ["16"]
    table.play_move(table.game.stock_move())  # type: ignore[arg-type]
    for _ in range(20):
        app.step([], dt=0.05)
    assert seen[-1] == ["15"]
