"""A small modal question: a message, Cancel, and one confirming button (Reset, Leave...),
perhaps with a third answer between them (Continue: the game the question is about).

Not pygame_gui's UIConfirmationDialog: that is a UIWindow, with a title bar to drag, a close
button under the touch size, and a text box that wraps Hebrew in reverse line order. The
buttons are the project's (``scenes.ui.gui``); the panel and the message are drawn here.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.i18n import _
from scenes.base import Context, Scene, is_back
from scenes.intents import Back
from scenes.ui.drawing import draw_block, draw_height, draw_panel, scrim
from scenes.ui.geometry import centred, split_row


class ConfirmScene(Scene):
    """Asks before something that cannot be undone; ``on_confirm`` runs only on a yes."""

    overlay = True

    def __init__(self, ctx: Context, message: str, confirm_label: str,
                 on_confirm: Callable[[], None], danger: bool = True,
                 other: tuple[str, Callable[[], None]] | None = None) -> None:
        super().__init__(ctx)
        self.message = message
        self.confirm_label = confirm_label
        self.on_confirm = on_confirm
        self.danger = danger
        self.other = other
        self.other_button: Any = None
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.text_rect = pygame.Rect(0, 0, 0, 0)
        self.buttons_rect = pygame.Rect(0, 0, 0, 0)
        self.cancel_button: Any = None
        self.confirm_button: Any = None

    def layout(self) -> None:
        m = self.ctx.metrics
        W, H = self.ctx.size
        pad = max(m.gap, m.px(24))
        width = min(W - 2 * m.margin, m.px(640))
        row = max(m.touch, m.px(58))
        text_h = draw_height(self.message, m.body, width - 2 * pad)
        height = min(H - 2 * m.margin, pad * 3 + text_h + row)
        self.panel = centred((width, height), pygame.Rect(0, 0, W, H))
        self.text_rect = pygame.Rect(self.panel.x + pad, self.panel.y + pad,
                                     width - 2 * pad, text_h)
        self.buttons_rect = pygame.Rect(self.panel.x + pad, self.panel.bottom - pad - row,
                                        width - 2 * pad, row)

    def build_ui(self) -> None:
        m = self.ctx.metrics
        rects = split_row(self.buttons_rect, 2 if self.other is None else 3, m.gap * 2)
        self.cancel_button = self.button(rects[0], _("Cancel"), self.to(Back()))
        if self.other is not None:
            self.other_button = self.button(rects[1], self.other[0], self.choose_other,
                                            kind="primary")
        self.confirm_button = self.button(rects[-1], self.confirm_label, self.confirm,
                                          kind="danger" if self.danger else "primary")

    def handle_event(self, event: pygame.event.Event) -> None:
        if is_back(event):
            self.ctx.navigate(Back())

    def confirm(self) -> None:
        self.ctx.navigate(Back())
        self.on_confirm()

    def choose_other(self) -> None:
        assert self.other is not None
        self.ctx.navigate(Back())
        self.other[1]()

    def draw(self, surface: pygame.Surface) -> None:
        p = self.ctx.palette
        m = self.ctx.metrics
        scrim(surface, p)
        draw_panel(surface, p, self.panel, m.radius)
        draw_block(surface, self.message, m.body, p.ink, self.text_rect, align="center")
