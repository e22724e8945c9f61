"""Settings: language and table colour (both apply at once), the rule helpers, animations,
sound, the deck, large print (at once, every screen); About (the version, and the licences
of what the game is made of) at the top bar's far end.

Every change is saved at once through ``Store.save_settings``. A switch row is one large touch
target: a tap anywhere on it flips the switch. Languages are shown in their own names. Rows
run right to left in Hebrew, with the switch on the left. (pygame_gui's UICheckBox is a
small box beside its label, the label always on its right: the row-wide touch target and the
mirrored switch are a ghost button over a switch drawn here.)
"""

from __future__ import annotations

from functools import partial
from typing import Any

import pygame

from game import i18n
from game.i18n import N_, _, is_rtl
from scenes.base import Context, Scene, is_back
from scenes.intents import About, Back
from scenes.ui import text
from scenes.ui import theme as th
from scenes.ui.atlas import atlas_for
from scenes.ui.drawing import draw_panel, draw_switch, draw_text, line_height
from scenes.ui.geometry import centred, end_side, split_row, start_side
from scenes.ui.gui import common_size
from scenes.ui.toast import Toast

LANGUAGE_NAMES: dict[str, str] = {
    "he": "עברית",
    "hu": "Magyar",
    "ru": "Русский",
    "en": "English",
}

# (settings field, label, one line saying what it does)
SWITCHES: tuple[tuple[str, str, str], ...] = (
    ("interactive_rules", N_("Interactive rules"), N_("Say why a move is refused")),
    ("double_tap", N_("Double tap"), N_("A double tap finds a place on the board")),
    # Off by default: the rules pages say a tap goes to a foundation.
    ("one_tap_anywhere", N_("One-tap moves"), N_("One tap moves a card wherever it fits")),
    ("animations", N_("Animations"), N_("Cards glide to their place")),
    ("sound", N_("Sound"), N_("Soft sounds for moves and wins")),
    ("four_colour", N_("Four-colour deck"), N_("Blue diamonds and green clubs")),
    # Unlike a hint, it knows the face-down cards: a statement about the deal, so it says so.
    ("show_winnable", N_("Show if the deal is winnable"), N_("It sees the face-down cards too")),
    ("large_print", N_("Large print"), N_("Larger cards, words and buttons")),
)


class SettingsScene(Scene):
    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self.back_button: Any = None
        self.about_button: Any = None
        self.language_buttons: dict[Any, str] = {}
        self.switch_buttons: dict[Any, str] = {}
        self.back_style_buttons: dict[Any, int] = {}
        self.theme_buttons: dict[Any, str] = {}
        self.rows: dict[str, pygame.Rect] = {}
        self.top = pygame.Rect(0, 0, 0, 0)
        self.toast = Toast()

    # --- geometry -------------------------------------------------------------------------
    def layout(self) -> None:
        m = self.ctx.metrics
        W, H = self.ctx.size
        margin = m.margin
        top_h = max(m.touch, m.px(60))
        self.top = pygame.Rect(margin, margin, W - 2 * margin, top_h)
        content_w = min(W - 2 * margin, m.px(1500))
        area = pygame.Rect(0, self.top.bottom + m.gap * 2, content_w, 0)
        area.centerx = W // 2
        area.height = H - margin - area.y
        cols = 1 if m.portrait or W < 700 else 2
        switch_rows = -(-len(SWITCHES) // cols)
        n_rows = 3 + switch_rows
        gap = m.gap
        row_h = min(m.px(96), (area.height - gap * (n_rows - 1)) // n_rows)
        row_h = max(row_h, m.touch)
        if cols == 1:
            area.width = min(area.width, m.px(900))
            area.centerx = W // 2
        y = area.y
        self.rows = {}
        self.rows["language"] = pygame.Rect(area.x, y, area.width, row_h)
        y += row_h + gap
        self.rows["theme"] = pygame.Rect(area.x, y, area.width, row_h)
        y += row_h + gap
        self.rows["card_back"] = pygame.Rect(area.x, y, area.width, row_h)
        y += row_h + gap
        col_rects = split_row(pygame.Rect(area.x, y, area.width, row_h), cols, gap * 3)
        for i, (field, _label, _hint) in enumerate(SWITCHES):
            col, row = i // switch_rows, i % switch_rows
            base = col_rects[col]
            self.rows[field] = pygame.Rect(base.x, y + row * (row_h + gap), base.width, row_h)

    def label_split(self, row: pygame.Rect) -> tuple[pygame.Rect, pygame.Rect]:
        """A row's label box (reading start) and its control box (the other end)."""
        m = self.ctx.metrics
        label_w = round(row.width * (0.34 if row.width > m.px(700) else 0.4))
        # No wider than the longest of the three labels needs: in a narrow row (portrait)
        # the rest goes to the language names and the swatches.
        words = max(text.text_width(label, m.body, True) for label in
                    (_("Language"), _("Table colour"), _("Card back")))
        label_w = min(label_w, words + 3 * m.gap)
        label = start_side(row, label_w)
        control = end_side(row, row.width - label_w - m.gap)
        return label, control

    # --- widgets --------------------------------------------------------------------------
    def build_ui(self) -> None:
        m = self.ctx.metrics
        side_w = self.side_width()
        self.back_button = self.button(start_side(self.top, side_w), _("Back"), self.to(Back()))
        self.about_button = self.button(end_side(self.top, side_w), _("About"),
                                        self.to(About()), kind="secondary")
        self.language_buttons = {}
        _label, control = self.label_split(self.rows["language"])
        current = i18n.get_language()  # the language in use (--lang may override the setting)
        langs = ("he", "hu", "ru", "en")
        control = end_side(control, min(control.width, len(langs) * (m.px(220) + m.gap)))
        rects = split_row(control, len(langs), m.gap)
        # The four names at one size, not each shrunk its own way in a narrow row.
        size = common_size([LANGUAGE_NAMES[lang] for lang in langs],
                           min(rects, key=lambda r: r.width), m.button)
        for rect, lang in zip(rects, langs, strict=True):
            kind = "selected" if lang == current else "tab"
            widget = self.button(rect, LANGUAGE_NAMES[lang], partial(self.set_language, lang),
                                 kind=kind, size=size)
            self.language_buttons[widget] = lang
        self.theme_buttons = {}
        for name, rect in self.theme_swatches().items():
            widget = self.button(rect.inflate(8, 8), "", partial(self.set_theme, name),
                                 kind="ghost")
            self.theme_buttons[widget] = name
        self.back_style_buttons = {}
        for style, rect in enumerate(self.back_swatches()):
            # A small row's card back is narrower than a finger: its button is not.
            target = centred((max(m.touch, rect.width + 8), max(m.touch, rect.height + 8)),
                             rect)
            widget = self.button(target, "", partial(self.set_card_back, style), kind="ghost")
            self.back_style_buttons[widget] = style
        self.switch_buttons = {}
        for field, _l, _h in SWITCHES:
            widget = self.button(self.rows[field], "", partial(self.toggle, field), kind="ghost")
            self.switch_buttons[widget] = field

    def side_width(self) -> int:
        """The width of Back and About at the top bar's ends: wide enough for either label."""
        m = self.ctx.metrics
        pad = max(8, m.touch // 4)
        words = max(text.text_width(_(label), m.button, True) for label in ("Back", "About"))
        return max(m.touch * 2, m.px(150), min(words + 2 * pad, self.top.width // 4))

    def back_swatches(self) -> list[pygame.Rect]:
        """Where each card back's picture goes in the card back row."""
        m = self.ctx.metrics
        _label, control = self.label_split(self.rows["card_back"])
        h = control.height - 8
        cw = round(h * 5 / 7)
        styles = len(self.ctx.palette.cards.backs)
        boxes = split_row(
            pygame.Rect(control.x, control.y, min(control.width, (cw + m.gap * 3) * styles),
                        control.height),
            styles, m.gap * 2,
        )
        if not is_rtl():  # at the far end of the row: the right, or the left in Hebrew
            shift = control.right - max(b.right for b in boxes)
            boxes = [b.move(shift, 0) for b in boxes]
        return [centred((cw, h), b) for b in boxes]

    def theme_swatches(self) -> dict[str, pygame.Rect]:
        """Where each table theme's swatch goes: at the far end of the table colour row, in
        reading order."""
        m = self.ctx.metrics
        _label, control = self.label_split(self.rows["theme"])
        names = list(th.PALETTES)
        width = min(m.px(230), (control.width - m.gap * (len(names) - 1)) // len(names))
        area = end_side(control, width * len(names) + m.gap * (len(names) - 1))
        return dict(zip(names, split_row(area.inflate(0, -8), len(names), m.gap), strict=True))

    # --- events ---------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        if self.toast.handle_event(event):
            return
        if is_back(event):
            self.ctx.navigate(Back())

    def set_card_back(self, style: int) -> None:
        self.ctx.store.settings.card_back = style
        self.save()

    def set_theme(self, name: str) -> None:
        """Switch the table colour at once, with the card back drawn in its colours (the
        player may choose another back after), and remember both."""
        settings = self.ctx.store.settings
        settings.theme = name
        settings.card_back = th.palette_named(name).back
        self.save()
        self.ctx.set_theme(name)

    def set_language(self, lang: str) -> None:
        """Switch at once (every scene rebuilds), and remember it."""
        self.ctx.store.settings.language = lang
        self.save()
        self.ctx.set_language(lang)

    def toggle(self, field: str) -> None:
        settings = self.ctx.store.settings
        on = not bool(getattr(settings, field))
        setattr(settings, field, on)
        self.save()
        if field == "large_print":
            self.ctx.set_large_print(on)  # every screen at once, this one too

    def save(self) -> None:
        self.ctx.store.save_settings()
        for notice in self.ctx.store.take_notices():
            self.toast.show(notice.message, error=True)
        self.ctx.redraw()

    def update(self, dt: float) -> bool:
        return self.toast.update(dt)

    # --- drawing --------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        p = self.ctx.palette
        m = self.ctx.metrics
        settings = self.ctx.store.settings
        surface.blit(th.felt(self.ctx.size, p), (0, 0))
        title = self.top.inflate(-2 * (self.side_width() + m.gap), 0)
        draw_text(surface, _("Settings"), m.title, p.ink, title, align="center", bold=True)
        for name, label_text in (("language", _("Language")), ("theme", _("Table colour")),
                                 ("card_back", _("Card back"))):
            row = self.rows[name]
            draw_panel(surface, p, row, m.radius, p.row, None, shadow=False)
            label, _control = self.label_split(row)
            draw_text(surface, label_text, m.body, p.ink, label.inflate(-2 * m.gap, 0), bold=True)
        for name, rect in self.theme_swatches().items():
            self.draw_theme_swatch(surface, m, rect, name, name == p.name)
        for style, rect in enumerate(self.back_swatches()):
            atlas = atlas_for(rect.width, settings.four_colour, style, p.cards)
            surface.blit(atlas.back(), rect.topleft)
            if style == settings.card_back:
                pygame.draw.rect(surface, p.accent, rect.inflate(6, 6), width=3,
                                 border_radius=atlas.corner_radius + 3)
        for field, label_id, hint_id in SWITCHES:
            self.draw_switch_row(surface, m, self.rows[field], _(label_id), _(hint_id),
                                 bool(getattr(settings, field)))
        self.toast.draw(surface, p, m, at_top=True)

    def draw_theme_swatch(self, surface: pygame.Surface, m: th.Metrics, rect: pygame.Rect,
                          name: str, chosen: bool) -> None:
        """A piece of the theme's felt with its card back and its name."""
        p = self.ctx.palette
        palette = th.palette_named(name)
        radius = max(4, m.radius // 2)
        tile = th.felt(rect.size, palette).convert_alpha()
        corners = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(corners, (255, 255, 255, 255), corners.get_rect(), border_radius=radius)
        tile.blit(corners, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        surface.blit(tile, rect.topleft)
        pad = max(4, rect.height // 8)
        card_h = rect.height - 2 * pad
        card_w = round(card_h * 5 / 7)
        # The back row's atlas of this back, scaled: no atlas of another card size is built.
        atlas = atlas_for(self.back_swatches()[0].width, self.ctx.store.settings.four_colour,
                          palette.back, palette.cards)
        card = start_side(rect.inflate(-2 * pad, 0), card_w)
        surface.blit(pygame.transform.smoothscale(atlas.back(), (card_w, card_h)),
                     (card.x, rect.centery - card_h // 2))
        words = end_side(rect, rect.width - card_w - 3 * pad)
        draw_text(surface, _(palette.label), m.body, p.ink, words.inflate(-m.gap, 0),
                  align="center", bold=True)
        if chosen:
            pygame.draw.rect(surface, p.accent, rect.inflate(6, 6), width=3,
                             border_radius=radius + 3)
        else:
            pygame.draw.rect(surface, palette.panel_border, rect, width=1,
                             border_radius=radius)

    def draw_switch_row(self, surface: pygame.Surface, m: th.Metrics, row: pygame.Rect,
                        label: str, hint: str, on: bool) -> None:
        p = self.ctx.palette
        draw_panel(surface, p, row, m.radius, p.row, None, shadow=False)
        switch_h = max(24, min(row.height - 16, m.px(34)))
        switch_w = round(switch_h * 1.8)
        inner = row.inflate(-2 * m.gap, 0)
        switch = end_side(inner, switch_w)
        switch = pygame.Rect(switch.x, row.centery - switch_h // 2, switch_w, switch_h)
        text_box = start_side(inner, inner.width - switch_w - m.gap)
        two_lines = row.height >= m.body + m.small + m.px(14)
        if two_lines:
            total = line_height(m.body) + line_height(m.small)
            top = row.centery - total // 2
            draw_text(surface, label, m.body, p.ink,
                        pygame.Rect(text_box.x, top, text_box.width, line_height(m.body)),
                        bold=True)
            draw_text(surface, hint, m.small, p.ink_soft,
                        pygame.Rect(text_box.x, top + line_height(m.body), text_box.width,
                                    line_height(m.small)))
        else:
            draw_text(surface, label, m.body, p.ink, text_box, bold=True)
        draw_switch(surface, p, switch, on)

