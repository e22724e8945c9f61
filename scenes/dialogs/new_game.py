"""The New game window: a modal, centred dialog over the menu or the table.

Choose the game and its rule option (the game class's ``rule_options``; a game with one
has no row of options, only its line saying what it is), then New deal (a random number),
Daily deal (the same for everybody today) or Same deal (the game on the table again, perhaps
with the other rule option), or, for a game played in rounds (``round_par``), a round of
nine holes. "Game code" switches the window to a code field with an on-screen keypad (A..Z,
digits, dash, backspace); a physical keyboard types and pastes into the same field. A bad
code shows why, translated, and nothing else happens: the game on the table and the saved
game stay as they were.
"""

from __future__ import annotations

import datetime as _dt
import string
from functools import partial
from typing import Any

import pygame

from game import VARIANTS, get_variant, parse_code, rounds, variant_for_prefix, winnable
from game.deal import CodeError, GameCode
from game.i18n import _, is_rtl
from scenes import games
from scenes.base import Context, Scene, is_back
from scenes.dialogs.keypad import MAX_CODE_LENGTH, Keypad
from scenes.intents import Back, ChooseGame, ChooseRound, PlayDaily
from scenes.ui import theme as th
from scenes.ui.drawing import draw_block, draw_panel, draw_switch, draw_text, scrim
from scenes.ui.geometry import centred, end_side, split_row, start_side

# What the code field takes: a game code's letters and digits, its dashes, spaces around it.
CODE_CHARACTERS = string.ascii_letters + string.digits + "- "


def example_code() -> str:
    """A code to show how one looks: the first game's first deal."""
    first = get_variant(games.known(None))
    return str(GameCode(first.prefix, first.default_options(), 1))


class NewGameScene(Scene):
    """A modal overlay; ``game`` preselects a game (else the one on the table, else the last)."""

    overlay = True

    def __init__(self, ctx: Context, game: str | None = None, code_mode: bool = False) -> None:
        super().__init__(ctx)
        current = ctx.current_game()
        settings = ctx.store.settings
        chosen = game or (current.name if current is not None else settings.last_game)
        self.game = games.known(chosen)
        self.options: dict[str, str] = {}
        for name in VARIANTS:
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
        self.entry: Any = None
        self.keypad: Keypad | None = None
        self.rows: dict[str, pygame.Rect] = {}

    # --- geometry -------------------------------------------------------------------------
    def layout(self) -> None:
        m = self.ctx.metrics
        W, H = self.ctx.size
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
            if self.offers_winnable():
                names.insert(4, "winnable")
                heights.insert(4, row)
            if len(get_variant(self.game).option_codes()) == 1:
                # Nothing to choose: no row of one option (a lone "Standard"); the line
                # saying what the game is stays.
                del heights[names.index("options")]
                names.remove("options")
        height = sum(heights) + gap * (len(names) - 1) + 2 * pad
        height = min(height, H - 2 * m.margin)
        self.panel = centred((width, height), pygame.Rect(0, 0, W, H))
        y = self.panel.y + pad
        self.rows = {}
        for name, h in zip(names, heights, strict=True):
            self.rows[name] = pygame.Rect(self.panel.x + pad, y, width - 2 * pad, h)
            y += h + gap

    # --- widgets --------------------------------------------------------------------------
    def build_ui(self) -> None:
        self.entry = None
        self.keypad = None
        m = self.ctx.metrics
        header = self.rows["header"]
        close = end_side(header, header.height)
        self.button(close, "×", self.close, size=th.nearest_font_size(header.height * 0.6))
        if self.code_mode:
            self._build_code(m)
        else:
            self._build_choose(m)

    def _build_choose(self, m: th.Metrics) -> None:
        gap = m.gap
        names = games.names()
        for rect, name in zip(split_row(self.rows["games"], len(names), gap), names,
                              strict=True):
            kind = "selected" if name == self.game else "tab"
            self.button(rect, games.title(name), partial(self.choose_game, name),
                        kind=kind)
        choices = get_variant(self.game).option_codes()
        if len(choices) > 1:
            for rect, option in zip(
                split_row(self.rows["options"], len(choices), gap), choices, strict=True
            ):
                kind = "selected" if option == self.options[self.game] else "tab"
                self.button(rect, games.option_title(self.game, option),
                            partial(self.choose_option, option), kind=kind)
        if self.offers_winnable():
            self.button(self.rows["winnable"], "", self.toggle_winnable, kind="ghost")
        new, daily, same = split_row(self.rows["deals"], 3, gap)
        self.button(new, _("New deal"), partial(self.start, None), kind="primary")
        self.button(daily, _("Daily deal"), self.play_daily)
        self.button(same, _("Same deal"), self.play_same, enabled=self.same_deal() is not None)
        row = self.rows["code"]
        if rounds.offered(self.game):  # a round of nine holes beside the code
            code, play_round = split_row(centred((min(row.width, m.px(760)), row.height), row),
                                         2, gap)
            self.button(play_round, _("Round of {holes} holes").format(holes=rounds.HOLES),
                        self.start_round, kind="tab")
        else:
            code = centred((min(row.width, m.px(420)), row.height), row)
        self.button(code, _("Enter a game code"), partial(self.set_code_mode, True), kind="tab")

    def _build_code(self, m: th.Metrics) -> None:
        gap = m.gap
        row = self.rows["code"]
        back_w = max(m.touch * 2, row.width // 5)
        play_w = max(m.touch * 2, row.width // 4)
        back = start_side(row, back_w)
        play = end_side(row, play_w)
        field = pygame.Rect(0, row.y, row.width - back_w - play_w - 2 * gap, row.height)
        field.x = back.right + gap if not is_rtl() else play.right + gap
        self.button(back, _("Back"), partial(self.set_code_mode, False))
        self.button(play, _("Play"), self.play_code, kind="primary")
        size = th.nearest_font_size(min(row.height * 0.5, m.px(30)))
        self.entry = self.add(self.ctx.gui.text_field(
            field, size=size, placeholder=example_code(), limit=MAX_CODE_LENGTH,
            allowed=CODE_CHARACTERS, on_change=self.code_changed, on_submit=self.play_code))
        if self.code_text:
            self.entry.set_text(self.code_text)
        self.entry.focus()
        self.keypad = Keypad(self, self.rows["keypad"], m.touch, self.press_key)

    # --- what the buttons do ----------------------------------------------------------------
    def same_deal(self) -> int | None:
        """The deal number of the game on the table, when it is the chosen game."""
        current = self.ctx.current_game()
        if current is None or current.name != self.game or current.deal is None:
            return None
        return int(current.deal)

    def handle_event(self, event: pygame.event.Event) -> None:
        if is_back(event):
            if self.code_mode:
                self.set_code_mode(False)
            else:
                self.close()

    def choose_game(self, name: str) -> None:
        self.game = name
        self.rebuild()

    def choose_option(self, option: str) -> None:
        self.options[self.game] = option
        self.rebuild()

    def offers_winnable(self) -> bool:
        """Whether the chosen game and option has deals proved winnable to choose from (the
        switch would change nothing without them)."""
        return bool(winnable.proved_deals(self.game, self.options[self.game]))

    def winnable_only(self) -> bool:
        return self.ctx.store.settings.deals_winnable_only(self.game, self.options[self.game])

    def toggle_winnable(self) -> None:
        """Winnable deals only, for the chosen game and option: remembered at once."""
        settings = self.ctx.store.settings
        settings.set_winnable_only(self.game, self.options[self.game], not self.winnable_only())
        self.ctx.store.save_settings()
        self.ctx.redraw()

    def play_daily(self) -> None:
        """Today's deal of the chosen game and option (continued if it is the game in
        progress)."""
        self.ctx.navigate(PlayDaily(self.game, self.options[self.game], self.today))

    def play_same(self) -> None:
        deal = self.same_deal()
        if deal is not None:
            self.start(deal)

    def code_changed(self, typed: str) -> None:
        self.code_text = typed
        self.error = ""

    def press_key(self, key: str) -> None:
        if self.entry is not None:
            self.code_text = self.entry.get_text()
        self.code_text = Keypad.apply(self.code_text, key)
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
        if self.ctx.is_top(self):
            self.ctx.navigate(Back())

    def start(self, deal: int | None, check_deal: bool = False) -> None:
        """Deal ``deal`` (None: a fresh one) of the chosen game and option; the App asks
        first when that ends a game in progress."""
        self.ctx.navigate(ChooseGame(self.game, self.options[self.game], deal, None, check_deal))

    def start_round(self) -> None:
        """Nine deals in a row of the chosen game and option, scored by strokes; the App
        asks first when that ends a game in progress."""
        self.ctx.navigate(ChooseRound(self.game, self.options[self.game]))

    def play_code(self) -> None:
        """Start the game a code names, or say why the code is wrong (changing nothing)."""
        if self.entry is not None:
            self.code_text = self.entry.get_text()
        try:
            code = parse_code(self.code_text)
            name = variant_for_prefix(code.prefix).name
        except CodeError as exc:  # an unknown game too: parse_code knows the registry
            self.error = str(exc)
            self.ctx.redraw()
            return
        self.game = name
        self.options[name] = code.options
        self.start(code.deal, check_deal=True)  # played as it is: the table says if it is lost

    def code_preview(self) -> str:
        """What a well-formed code in the field will deal, for the line under it."""
        try:
            code = parse_code(self.code_text)
            name = variant_for_prefix(code.prefix).name
        except CodeError:
            return ""
        return _("{game}, {option}, deal {number}").format(
            game=games.title(name), option=games.option_title(name, code.options),
            number=code.deal,
        )

    # --- the frame ------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        p = self.ctx.palette
        m = self.ctx.metrics
        scrim(surface, p)
        draw_panel(surface, p, self.panel, m.radius)
        header = self.rows["header"]
        title_rect = header.inflate(-2 * header.height, 0)
        title = _("Game code") if self.code_mode else _("New game")
        draw_text(surface, title, m.heading, p.ink, title_rect, align="center", bold=True)
        if self.code_mode:
            message = self.rows["message"]
            if self.error:
                draw_block(surface, self.error, m.small, p.error, message, align="center",
                             bold=True, max_lines=2)
            else:
                preview = self.code_preview() or _(
                    "Type or paste a code, or tap the letters below."
                )
                draw_block(surface, preview, m.small, p.ink_soft, message, align="center",
                             max_lines=2)
            return
        hint = games.option_hint(self.game, self.options[self.game])
        draw_text(surface, hint, m.small, p.ink_soft, self.rows["hint"], align="center")
        if self.offers_winnable():
            self.draw_winnable(surface, m)

    def draw_winnable(self, surface: pygame.Surface, m: th.Metrics) -> None:
        """The Winnable deals only switch: its label at the reading start, the switch at
        the end (the whole row is its touch target)."""
        p = self.ctx.palette
        row = self.rows["winnable"]
        draw_panel(surface, p, row, m.radius, p.row, None, shadow=False)
        inner = row.inflate(-2 * m.gap, 0)
        switch_h = max(20, min(row.height - 16, m.px(34)))
        switch = end_side(inner, round(switch_h * 1.8))
        switch = pygame.Rect(switch.x, row.centery - switch_h // 2, switch.width, switch_h)
        label = start_side(inner, inner.width - switch.width - m.gap)
        draw_text(surface, _("Winnable deals only"), m.body, p.ink, label, bold=True)
        draw_switch(surface, p, switch, self.winnable_only())
