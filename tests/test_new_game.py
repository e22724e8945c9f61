"""The New game window: options remembered, deals started, a bad code changes nothing."""

from __future__ import annotations

from pathlib import Path

import pygame
import pygame_gui
import pytest

from game.i18n import _
from game.session import Session
from scenes.app import App
from scenes.dialogs import new_game as new_game_module
from scenes.dialogs.keypad import BACKSPACE
from scenes.dialogs.new_game import NewGameScene
from scenes.dialogs.notice import ConfirmScene
from scenes.pages.menu import MenuScene
from tests.conftest import kept_game


def click(app: App, widget: pygame_gui.elements.UIButton) -> None:
    """A real tap on a widget: down and up at its centre, then the UI's own events."""
    pos = widget.rect.center
    pygame.event.clear()
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1, touch=False)])
    app.step([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1, touch=False)])
    app.step(pygame.event.get())


def confirm_abandon(app: App) -> None:
    """The game on the table has a move: starting another asks first; say yes."""
    question = app.scene
    assert isinstance(question, ConfirmScene), type(question).__name__
    assert question.message.startswith("Abandon this game?")
    click(app, question.confirm_button)


def button_named(scene: NewGameScene, label: str) -> pygame_gui.elements.UIButton:
    for widget in scene.widgets:
        if scene.ctx.gui.label_of(widget) == label:
            return widget
    raise AssertionError(f"no button {label!r}")


def table_app(tmp_path: Path, lang: str = "en") -> tuple[App, Session]:
    app = App((1280, 800), lang, data_dir=tmp_path)
    app.stack.push(MenuScene(app))
    session = app.nav.start_game("golf", "E", 42)
    session.play(session.game.legal_moves()[0])
    return app, session


def test_bad_code_shows_why_and_leaves_the_game_untouched(tmp_path: Path) -> None:
    app, session = table_app(tmp_path, "hu")
    saved = kept_game(tmp_path / "savegame-golf.json")
    stack = list(app.stack)
    dialog = NewGameScene(app, code_mode=True)
    app.stack.push(dialog)
    for key in "GO1-E-AAAB":
        dialog.press_key(key)
    click(app, dialog_play(dialog))
    assert dialog.error
    assert "7" in dialog.error  # the deal part must be 7 letters
    assert app.scene is dialog
    assert app.stack[:-1] == stack
    assert app.game is session.game
    assert kept_game(tmp_path / "savegame-golf.json") == saved
    app.draw()


def dialog_play(dialog: NewGameScene) -> pygame_gui.elements.UIButton:
    return button_named(dialog, _("Play"))


def test_keypad_enters_a_code_and_plays_it(tmp_path: Path) -> None:
    app, _session = table_app(tmp_path)
    dialog = NewGameScene(app)
    app.stack.push(dialog)
    click(app, button_named(dialog, "Enter a game code"))
    assert dialog.code_mode and dialog.keypad is not None
    keys = {key: b for b, key in dialog.keypad.buttons.items()}
    for key in "EO1-C4-AAAAAFX":
        click(app, keys[key])
    click(app, keys[BACKSPACE])
    click(app, keys["A"])
    assert dialog.entry.get_text() == "EO1-C4-AAAAAFA"
    click(app, dialog_play(dialog))  # another game's code: the Golf game stays, nothing asked
    game = app.game
    assert game is not None and game.code == "EO1-C4-AAAAAFA"
    assert type(app.scene).__name__ == "TableScene"
    assert [type(s).__name__ for s in app.stack] == ["MenuScene", "TableScene"]
    assert app.store.settings.last_options["eight_off"] == "C4"


def test_a_game_with_one_rule_option_shows_no_lone_option(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Easy Harp has one option: no "Standard" label alone in a row, no button for it; its
    line saying what it is stays. Golf shows its two options as buttons."""
    app = App((1280, 800), "en", data_dir=tmp_path)
    app.nav.to_menu()
    dialog = NewGameScene(app, game="easy_harp")
    app.stack.push(dialog)
    assert "options" not in dialog.rows and "hint" in dialog.rows
    labels = [app.gui.label_of(w) for w in dialog.widgets]
    assert "Standard" not in labels
    drawn: list[str] = []
    real = new_game_module.draw_text

    def spy(surface: pygame.Surface, label: str, *args: object, **kwargs: object) -> object:
        drawn.append(label)
        return real(surface, label, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(new_game_module, "draw_text", spy)
    dialog.draw(app.screen)
    monkeypatch.undo()
    assert "Standard" not in drawn and "One card at a time, two decks" in drawn
    click(app, button_named(dialog, "Golf"))
    dialog = app.scene  # type: ignore[assignment]
    assert "options" in dialog.rows
    assert {"Easy", "Classic"} <= {app.gui.label_of(w) for w in dialog.widgets}


@pytest.mark.parametrize("size", [(800, 480), (1280, 800), (480, 800)])
def test_every_letter_of_the_keypad_is_drawn_at_one_size(tmp_path: Path,
                                                         size: tuple[int, int]) -> None:
    """The reviewer's W was smaller than its neighbours: every key is drawn alike."""
    app = App(size, "en", data_dir=tmp_path)
    app.nav.to_menu()
    dialog = NewGameScene(app)
    app.stack.push(dialog)
    click(app, button_named(dialog, "Enter a game code"))
    assert dialog.keypad is not None
    sizes = {key: app.gui.font_size_of(b) for b, key in dialog.keypad.buttons.items()}
    assert len(set(sizes.values())) == 1, sizes


@pytest.mark.parametrize(("size", "least"), [((800, 1280), 28), ((1280, 800), 28),
                                             ((800, 480), 20)])
def test_the_keypad_takes_the_arrangement_with_the_larger_keys(
        tmp_path: Path, size: tuple[int, int], least: int) -> None:
    """Three rows of 13 narrow keys left the room above and below empty and their letters
    small (15 px in portrait): four rows of 10 when their keys come out larger."""
    app = App(size, "he", data_dir=tmp_path)
    app.nav.to_menu()
    dialog = NewGameScene(app)
    app.stack.push(dialog)
    click(app, button_named(dialog, "הזנת קוד משחק"))
    assert dialog.keypad is not None
    keys = list(dialog.keypad.buttons)
    assert len({b.rect.y for b in keys}) == 4  # 0-9, A-J, K-T, U-Z - ⌫
    assert min(app.gui.font_size_of(b) for b in keys) >= least
    assert all(dialog.rows["keypad"].contains(b.rect) for b in keys)


def test_options_are_remembered_and_same_deal_replays(tmp_path: Path) -> None:
    app, _session = table_app(tmp_path)
    dialog = NewGameScene(app)
    app.stack.push(dialog)
    assert dialog.game == "golf"
    click(app, button_named(dialog, "Classic"))
    dialog = app.scene  # type: ignore[assignment]
    click(app, button_named(dialog, "Same deal"))
    confirm_abandon(app)
    assert app.game is not None
    assert app.game.deal == 42 and app.game.options == "C" and app.game.moves == 0
    assert app.store.settings.last_options["golf"] == "C"
    again = NewGameScene(app, "golf")
    assert again.options["golf"] == "C"


def test_same_deal_is_off_for_another_game_and_new_deal_is_random(tmp_path: Path) -> None:
    app, _session = table_app(tmp_path)
    dialog = NewGameScene(app, "easy_harp")
    app.stack.push(dialog)
    assert not button_named(dialog, "Same deal").is_enabled
    click(app, button_named(dialog, "New deal"))
    assert app.game is not None and app.game.name == "easy_harp"
    assert 1 <= (app.game.deal or 0) <= 999_999


def test_physical_keyboard_typing_is_read(tmp_path: Path) -> None:
    app, _session = table_app(tmp_path)
    dialog = NewGameScene(app, code_mode=True)
    app.stack.push(dialog)
    dialog.entry.set_text("go1-c-aaaaaab")
    dialog.play_code()
    confirm_abandon(app)
    assert app.game is not None and app.game.code == "GO1-C-AAAAAAB"


def test_escape_closes_the_dialog(tmp_path: Path) -> None:
    app, session = table_app(tmp_path)
    app.stack.push(NewGameScene(app))
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="")])
    assert type(app.scene).__name__ == "TableScene"
    assert app.game is session.game


def test_a_new_game_from_the_table_is_the_one_saved(tmp_path: Path) -> None:
    app, session = table_app(tmp_path)  # a started game on the table
    dialog = NewGameScene(app, "eight_off")
    app.stack.push(dialog)
    click(app, button_named(dialog, "New deal"))  # another game's: the Golf game is kept
    saved = app.store.load_game()
    assert saved is not None and saved.game.name == "eight_off"
    assert app.store.stats.get("golf", session.options).played == 0
    assert app.store.load_game(session.slot).game_id == session.game_id  # type: ignore[union-attr]
    dialog = NewGameScene(app, "golf")
    app.stack.push(dialog)
    click(app, button_named(dialog, "New deal"))  # Golf's, in the Golf game's place: asked
    confirm_abandon(app)
    assert app.store.load_game().game.name == "golf"  # type: ignore[union-attr]
    assert app.store.stats.get("golf", session.options).played == 1


ZERO_WIDTH = ["\u200b", "\u200e", "\u200f", "\u2066", "\u2067", "\u2068", "\u2069", "\u00ad",
              "\ufeff", "\u200d", "\x00", "\x07", "\u200b\u200e\ufeff"]


def test_zero_width_and_control_characters_cannot_reach_the_code_field(tmp_path: Path) -> None:
    app, session = table_app(tmp_path)
    dialog = NewGameScene(app, code_mode=True)
    app.stack.push(dialog)
    assert dialog.entry is not None and dialog.entry.is_focused
    for junk in ZERO_WIDTH:  # typed, or sent by a scanner or an input method
        app.step([pygame.event.Event(pygame.TEXTINPUT, text=junk, window=None)])
        assert dialog.entry.get_text() == "", repr(junk)
    app.step([pygame.event.Event(pygame.TEXTINPUT, text="go1-\u200bc", window=None)])
    assert dialog.entry.get_text() == "go1-c"
    app.draw()
    assert app.scene is dialog and app.game is session.game
