"""The scene protocol: each screen (menu, table, results, dialogs) is a Scene on the App's stack.

A scene builds its pygame_gui widgets in ``build_ui`` (called on entering, on a resize or
rotation, and on a language change: widgets are rebuilt, never patched), reads the events the
UI did not consume in ``handle_event``, advances animations in ``update`` and draws in ``draw``.
It asks ``game/`` about every rule; it never decides legality or score.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from scenes.ui.gui import Icon

if TYPE_CHECKING:
    from scenes.app import App

BACK_KEYS = frozenset({pygame.K_ESCAPE, pygame.K_AC_BACK})


def is_back(event: pygame.event.Event) -> bool:
    """Escape on a keyboard, Back on a tablet: leave this screen."""
    return event.type == pygame.KEYDOWN and event.key in BACK_KEYS


class Scene:
    """Base scene. ``overlay`` scenes (dialogs) draw the scene beneath them first."""

    overlay = False

    def __init__(self, app: App) -> None:
        self.app = app
        self.widgets: list[Any] = []  # this scene's UI elements, removed with it

    # --- life cycle ---------------------------------------------------------------------
    def enter(self) -> None:
        """Became the top scene (pushed, or uncovered by a pop)."""
        self.build_ui()

    def exit(self) -> None:
        """Stopped being the top scene (popped, or covered)."""
        self.clear_ui()

    def on_quit(self) -> None:
        """The app is ending (a quit, SIGTERM) with this scene on the stack: keep what must be
        kept. Nothing by default."""

    def build_ui(self) -> None:
        """Create this scene's widgets for the current size and language."""

    def clear_ui(self) -> None:
        for widget in self.widgets:
            self.app.gui.remove(widget)
        self.widgets.clear()

    def rebuild(self) -> None:
        """Size or language changed: lay out again and recreate the widgets."""
        self.clear_ui()
        self.layout()
        self.build_ui()

    def layout(self) -> None:
        """Recompute geometry from ``self.app.size``."""

    def add(self, widget: Any) -> Any:
        """Track a widget so the scene can remove it; returns it."""
        self.widgets.append(widget)
        return widget

    def button(self, rect: pygame.Rect, label: str, on_press: Callable[[], None], *,
               kind: str = "secondary", size: int | None = None, enabled: bool = True,
               reserve: int = 0, icon: Icon | None = None) -> Any:
        """A button of this scene (see ``scenes.ui.gui.Gui.button``) that runs ``on_press``."""
        return self.add(self.app.gui.button(rect, label, on_press, kind=kind, size=size,
                                            enabled=enabled, reserve=reserve, icon=icon))

    # --- the frame ----------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        """An event the UI did not consume (fingers, mouse, keys)."""

    def update(self, dt: float) -> bool:
        """Advance by ``dt`` seconds; return True when something on screen changed."""
        return False

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the scene (the UI is drawn over it by the App)."""
