"""The scene protocol: each screen (menu, table, results, dialogs) is a Scene on the App's stack,
and the narrow Context it is given: all a scene may use of the application.

A scene builds its pygame_gui widgets in ``build_ui`` (called on entering, on a resize or
rotation, and on a language change: widgets are rebuilt, never patched), reads the events the
UI did not consume in ``handle_event``, advances animations in ``update`` and draws in ``draw``.
It asks ``game/`` about every rule; it never decides legality or score.

A scene knows the application only through its :class:`Context` (``self.ctx``): the store,
the window's size and metrics, the palette to draw with, the UI, and ``navigate`` to go to
another screen by intent (``scenes.intents``). The App is one such context; no scene imports
it, not even for types.
"""

from __future__ import annotations

import enum
from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any, ClassVar, Protocol

import pygame

from scenes.ui.gui import Gui, Icon

if TYPE_CHECKING:
    from game.store import Store
    from game.variant import Variant
    from scenes.intents import Intent
    from scenes.ui.theme import Metrics, Palette

BACK_KEYS = frozenset({pygame.K_ESCAPE, pygame.K_AC_BACK})


def is_back(event: pygame.event.Event) -> bool:
    """Escape on a keyboard, Back on a tablet: leave this screen."""
    return event.type == pygame.KEYDOWN and event.key in BACK_KEYS


class Screen(enum.Enum):
    """The screens the application looks for on its stack (every other one is ``OTHER``)."""

    MENU = "menu"
    TABLE = "table"
    ATTRACT = "attract"
    PIN_PAD = "pin pad"
    OTHER = "other"


class Context(Protocol):
    """What a scene may use of the application."""

    store: Store  # settings, statistics, the saved game
    gui: Gui  # the widgets (scenes.ui.gui)
    kiosk: bool  # kiosk mode: no way out, no reset of statistics
    game: Variant | None  # the game last shown on a table (Same deal replays it)

    @property
    def size(self) -> tuple[int, int]:
        """The window's size in pixels."""
        ...

    @property
    def metrics(self) -> Metrics:
        """Sizes for this window: margins, touch targets, text sizes."""
        ...

    @property
    def palette(self) -> Palette:
        """The colours of the table theme in use: everything drawn takes them from here."""
        ...

    def is_window(self, surface: pygame.Surface) -> bool:
        """Whether ``surface`` is the window's own (else a dialog's backdrop is being drawn)."""
        ...

    def navigate(self, intent: Intent) -> None:
        """Go where ``intent`` says (``scenes.intents``)."""

    def prepare(self, intent: Intent) -> bool:
        """Get ready to go where ``intent`` says soon (the win's results while it is
        celebrated, a tile's table while the menu idles): one step of what its screen needs
        is done now, in a frame with time to spare, so the frame that opens it does not wait
        for it. True while more steps are left."""

    def redraw(self) -> None:
        """Something changed outside the frame's update: draw the next frame."""

    def is_top(self, scene: Scene) -> bool:
        """Whether ``scene`` is the one shown on top (not covered by a dialog)."""
        ...

    def showing(self, screen: Screen) -> bool:
        """Whether the scene on top is of this kind."""
        ...

    def current_game(self) -> Variant | None:
        """The game on the table under the dialogs, else the last one shown."""

    def set_language(self, lang: str) -> None:
        """Switch the language at once, in every scene."""

    def set_theme(self, name: str) -> None:
        """Switch the table theme at once, in every scene."""

    def set_large_print(self, on: bool) -> None:
        """Switch large print at once, in every scene (``Metrics.large``)."""


class Scene:
    """Base scene. ``overlay`` scenes (dialogs) draw the scene beneath them first."""

    overlay = False
    screen: ClassVar[Screen] = Screen.OTHER  # what the application may look for it as

    def __init__(self, ctx: Context) -> None:
        self.ctx = ctx
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
            self.ctx.gui.remove(widget)
        self.widgets.clear()

    def rebuild(self) -> None:
        """Size or language changed: lay out again and recreate the widgets."""
        self.clear_ui()
        self.layout()
        self.build_ui()

    def layout(self) -> None:
        """Recompute geometry from ``self.ctx.size``."""

    def to(self, intent: Intent) -> Callable[[], None]:
        """What a button that leads where ``intent`` says does when pressed."""
        return partial(self.ctx.navigate, intent)

    def add(self, widget: Any) -> Any:
        """Track a widget so the scene can remove it; returns it."""
        self.widgets.append(widget)
        return widget

    def button(self, rect: pygame.Rect, label: str, on_press: Callable[[], None], *,
               kind: str = "secondary", size: int | None = None, enabled: bool = True,
               reserve: int = 0, icon: Icon | None = None, tip: str | None = None) -> Any:
        """A button of this scene (see ``scenes.ui.gui.Gui.button``) that runs ``on_press``."""
        return self.add(self.ctx.gui.button(rect, label, on_press, kind=kind, size=size,
                                            enabled=enabled, reserve=reserve, icon=icon,
                                            tip=tip))

    # --- the frame ----------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        """An event the UI did not consume (fingers, mouse, keys)."""

    def update(self, dt: float) -> bool:
        """Advance by ``dt`` seconds; return True when something on screen changed."""
        return False

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the scene (the UI is drawn over it by the App)."""

    def touch_areas(self) -> list[tuple[str, pygame.Rect]]:
        """The areas this scene answers a touch in itself (beside its UI's buttons), each
        with a name: what a finger must be able to hit (``tools/touch_targets.py``)."""
        return []
