"""The New game window: a modal, centred dialog over the menu or the table.

Choose the game and its rule option (Golf Easy/Classic, Eight Off 8/4/2 cells, Easy Harp has
none), then New deal (a random number), Daily deal (the same for everybody today) or Same deal
(the game on the table again, perhaps with the other rule option). "Game code" switches the
window to a code field with an on-screen keypad (A..Z, digits, dash, backspace); a physical
keyboard types and pastes into the same field. A bad code shows why, translated, and nothing
else happens: the game on the table and the saved game stay as they were.
"""

from __future__ import annotations

import datetime as _dt
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui

from game import get_variant, variant_for_prefix
from game.deal import CodeError, daily_deal, parse_code
from game.i18n import _
from scenes import theme as th
from scenes import widgets as w
from scenes.base import Scene

if TYPE_CHECKING:
    from scenes.app import App


class NewGameScene(Scene):
    """A modal overlay; ``game`` preselects a game (else the one on the table, else the last)."""

    overlay = True

    def __init__(self, app: App, game: str | None = None, code_mode: bool = False) -> None:
        super().__init__(app)
        current = w.current_game(app)
        settings = app.store.settings
        chosen = game or (current.name if current is not None else settings.last_game)
        self.game = chosen if chosen in w.games() else w.games()[0]
        self.options: dict[str, str] = {}
        for name in w.games():
            remembered = settings.options_for(name)
            valid = get_variant(name).option_codes()
            self.options[name] = remembered if remembered in valid else valid[0]
        if current is not None and game in (None, current.name):
            self.options[current.name] = current.options
        self.code_mode = code_mode
        self.code_text = ""
        self.error = ""
        self.today = _dt.date.today()
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.buttons: dict[Any, tuple[str, str]] = {}  # widget -> (action, value)
        self.entry: Any = None
        self.keypad: w.Keypad | None = None
        self.rows: dict[str, pygame.Rect] = {}

    # --- geometry -------------------------------------------------------------------------
    def layout(self) -> None:
        m = th.metrics(self.app.size)
        W, H = self.app.size
        pad = max(m.gap, m.px(20))
        row = max(m.touch, m.px(58))
        gap = m.gap
        width = min(W - 2 * m.margin, m.px(900) if self.code_mode else m.px(820))
        header = row
        hint = m.small + m.px(8)
        if self.code_mode:
            names = ["header", "code", "message", "keypad"]
            heights = [header, row, hint * 2, 0]
            rest = sum(heights) + gap * (len(names) - 1) + 2 * pad
            keypad_h = min(H - 2 * m.margin - rest, round(row * 1.05) * 4 + gap * 3)
            heights[-1] = max(row * 2, keypad_h)
        else:
            names = ["header", "games", "options", "hint", "deals", "code"]
            heights = [header, row, row, hint, row, row]
        height = sum(heights) + gap * (len(names) - 1) + 2 * pad
        height = min(height, H - 2 * m.margin)
        self.panel = w.centred((width, height), pygame.Rect(0, 0, W, H))
        y = self.panel.y + pad
        self.rows = {}
        for name, h in zip(names, heights, strict=True):
            self.rows[name] = pygame.Rect(self.panel.x + pad, y, width - 2 * pad, h)
            y += h + gap

    # --- widgets --------------------------------------------------------------------------
    def _button(self, rect: pygame.Rect, label: str, action: str, value: str = "",
                kind: str = "secondary", enabled: bool = True, size: int | None = None) -> Any:
        widget = w.button(self, rect, label, kind=kind, enabled=enabled, size=size)
        self.buttons[widget] = (action, value)
        return widget

    def build_ui(self) -> None:
        th.install(self.app.ui)
        self.buttons = {}
        self.entry = None
        self.keypad = None
        m = th.metrics(self.app.size)
        header = self.rows["header"]
        close = w.end_side(header, header.height)
        self._button(close, "×", "close", size=th.nearest_font_size(header.height * 0.6))
        if self.code_mode:
            self._build_code(m)
        else:
            self._build_choose(m)

    def _build_choose(self, m: th.Metrics) -> None:
        gap = m.gap
        for rect, name in zip(w.split_row(self.rows["games"], 3, gap), w.games(), strict=True):
            kind = "selected" if name == self.game else "tab"
            self._button(rect, w.game_title(name), "game", name, kind=kind)
        choices = get_variant(self.game).option_codes()
        if len(choices) > 1:
            for rect, option in zip(
                w.split_row(self.rows["options"], len(choices), gap), choices, strict=True
            ):
                kind = "selected" if option == self.options[self.game] else "tab"
                self._button(rect, w.option_label(self.game, option), "option", option, kind)
        new, daily, same = w.split_row(self.rows["deals"], 3, gap)
        self._button(new, _("New deal"), "new", kind="primary")
        self._button(daily, _("Daily deal"), "daily")
        self._button(same, _("Same deal"), "same", enabled=self.same_deal() is not None)
        code_w = min(self.rows["code"].width, m.px(420))
        code = w.centred((code_w, self.rows["code"].height), self.rows["code"])
        self._button(code, _("Enter a game code"), "code_mode", kind="tab")

    def _build_code(self, m: th.Metrics) -> None:
        gap = m.gap
        row = self.rows["code"]
        back_w = max(m.touch * 2, row.width // 5)
        play_w = max(m.touch * 2, row.width // 4)
        back = w.start_side(row, back_w)
        play = w.end_side(row, play_w)
        field = pygame.Rect(0, row.y, row.width - back_w - play_w - 2 * gap, row.height)
        field.x = back.right + gap if not w.rtl() else play.right + gap
        self._button(back, _("Back"), "choose_mode")
        self._button(play, _("Play"), "play_code", kind="primary")
        size = th.nearest_font_size(min(row.height * 0.5, m.px(30)))
        self.entry = pygame_gui.elements.UITextEntryLine(
            relative_rect=field,
            manager=self.app.ui,
            object_id=pygame_gui.core.ObjectID(object_id=th.font_id(size)),
            placeholder_text="GO1-E-AAAAAAB",
        )
        self.entry.set_text_length_limit(w.MAX_CODE_LENGTH)
        if self.code_text:
            self.entry.set_text(self.code_text)
        self.add(self.entry)
        self.entry.focus()
        self.keypad = w.Keypad(self, self.rows["keypad"], m.touch)

    # --- what the buttons do ----------------------------------------------------------------
    def same_deal(self) -> int | None:
        """The deal number of the game on the table, when it is the chosen game."""
        current = w.current_game(self.app)
        if current is None or current.name != self.game or current.deal is None:
            return None
        return int(current.deal)

    def handle_event(self, event: pygame.event.Event) -> None:
        if w.is_back(event):
            if self.code_mode:
                self.set_code_mode(False)
            else:
                self.close()
            return
        if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and event.ui_element is self.entry:
            self.play_code()
            return
        if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED and event.ui_element is self.entry:
            self.code_text = self.entry.get_text()
            self.error = ""
            return
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            return
        if self.keypad is not None:
            key = self.keypad.key_for(event.ui_element)
            if key is not None:
                self.press_key(key)
                return
        action, value = self.buttons.get(event.ui_element, ("", ""))
        if action == "close":
            self.close()
        elif action == "game":
            self.game = value
            self.rebuild()
        elif action == "option":
            self.options[self.game] = value
            self.rebuild()
        elif action == "new":
            self.start(w.random_deal())
        elif action == "daily":
            self.start(daily_deal(self.today), self.today)
        elif action == "same":
            deal = self.same_deal()
            if deal is not None:
                self.start(deal)
        elif action == "code_mode":
            self.set_code_mode(True)
        elif action == "choose_mode":
            self.set_code_mode(False)
        elif action == "play_code":
            self.play_code()

    def press_key(self, key: str) -> None:
        if self.entry is not None:
            self.code_text = self.entry.get_text()
        self.code_text = w.Keypad.apply(self.code_text, key)
        self.error = ""
        if self.entry is not None:
            self.entry.set_text(self.code_text)
            self.entry.focus()

    def set_code_mode(self, on: bool) -> None:
        if self.entry is not None:
            self.code_text = self.entry.get_text()
        self.code_mode = on
        self.error = ""
        self.rebuild()

    def close(self) -> None:
        if self.app.scene is self:
            self.app.pop()

    def start(self, deal: int, daily_date: _dt.date | None = None) -> None:
        w.start_game(self.app, self.game, self.options[self.game], deal, daily_date)

    def play_code(self) -> None:
        """Start the game a code names, or say why the code is wrong (changing nothing)."""
        if self.entry is not None:
            self.code_text = self.entry.get_text()
        try:
            code = parse_code(self.code_text)
            name = variant_for_prefix(code.prefix).name
        except CodeError as exc:
            self.error = str(exc)
            self.app.dirty = True
            return
        except KeyError:
            self.error = _("Unknown game in the code: it must start with GO, EH or EO.")
            return
        self.game = name
        self.options[name] = code.options
        self.start(code.deal)

    def code_preview(self) -> str:
        """What a well-formed code in the field will deal, for the line under it."""
        try:
            code = parse_code(self.code_text)
            name = variant_for_prefix(code.prefix).name
        except (CodeError, KeyError):
            return ""
        return _("{game}, {option}, deal {number}").format(
            game=w.game_title(name), option=w.option_label(name, code.options),
            number=code.deal,
        )

    # --- the frame ------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        m = th.metrics(self.app.size)
        w.scrim(surface)
        w.draw_panel(surface, self.panel, m.radius)
        header = self.rows["header"]
        title_rect = header.inflate(-2 * header.height, 0)
        title = _("Game code") if self.code_mode else _("New game")
        w.draw_text(surface, title, m.heading, th.INK, title_rect, align="center", bold=True)
        if self.code_mode:
            message = self.rows["message"]
            if self.error:
                w.draw_block(surface, self.error, m.small, th.ERROR, message, align="center",
                             bold=True, max_lines=2)
            else:
                preview = self.code_preview() or _(
                    "Type or paste a code, or tap the letters below."
                )
                w.draw_block(surface, preview, m.small, th.INK_SOFT, message, align="center",
                             max_lines=2)
            return
        if len(get_variant(self.game).option_codes()) == 1:
            w.draw_text(surface, w.option_label(self.game, self.options[self.game]), m.body,
                        th.INK_SOFT, self.rows["options"], align="center")
        hint = w.option_hint(self.game, self.options[self.game])
        w.draw_text(surface, hint, m.small, th.INK_SOFT, self.rows["hint"], align="center")
