"""The application: the window, the loop, the scene stack and the pygame_gui manager.

The App can run for real (``run``) or be stepped headless by tests: build it with a size and a
language, ``feed`` events, ``advance`` time, ``draw``, and ask for ``scene`` and ``game``.
It redraws only when something changed, so an idle table costs almost nothing.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import pygame
import pygame_gui

from game import i18n
from game.store import Store

if TYPE_CHECKING:
    from game.variant import Variant
    from scenes.base import Scene

MIN_SIZE = (480, 480)
FPS_ACTIVE = 60
FPS_IDLE = 30


class App:
    def __init__(
        self,
        size: tuple[int, int] = (1280, 800),
        lang: str | None = None,
        *,
        data_dir: Path | str | None = None,
        fullscreen: bool = False,
        kiosk: bool = False,
    ) -> None:
        pygame.init()
        self.store = Store(data_dir)
        chosen = lang or self.store.settings.effective_language()
        i18n.set_language(chosen)
        self.kiosk = kiosk
        self.fullscreen = fullscreen or kiosk
        self.screen = self._open_window(size)
        self.size: tuple[int, int] = self.screen.get_size()
        self.ui = pygame_gui.UIManager(self.size)
        self.stack: list[Scene] = []
        self.game: Variant | None = None  # the game in progress, shown by the table scene
        self.running = True
        self.dirty = True
        self.clock = pygame.time.Clock()

    # --- the window ---------------------------------------------------------------------
    def _open_window(self, size: tuple[int, int]) -> pygame.Surface:
        flags = pygame.FULLSCREEN if self.fullscreen else pygame.RESIZABLE
        if self.kiosk:
            flags |= pygame.NOFRAME
        width, height = max(size[0], MIN_SIZE[0]), max(size[1], MIN_SIZE[1])
        surface = pygame.display.set_mode((width, height), flags)
        pygame.display.set_caption("Solitaire")
        return surface

    def resize(self, size: tuple[int, int]) -> None:
        """A new window size or orientation: every scene lays itself out again."""
        size = (max(size[0], MIN_SIZE[0]), max(size[1], MIN_SIZE[1]))
        if size == self.size:
            return
        if pygame.display.get_surface() is None or self.screen.get_size() != size:
            self.screen = self._open_window(size)
        self.size = size
        self.ui.set_window_resolution(size)
        for scene in self.stack:
            scene.layout()
        if self.stack:
            self.stack[-1].rebuild()
        self.dirty = True

    def set_language(self, lang: str) -> None:
        """Switch the language at once, in every scene, without a restart."""
        i18n.set_language(lang)
        for scene in self.stack:
            scene.layout()
        if self.stack:
            self.stack[-1].rebuild()
        self.dirty = True

    # --- the scene stack ----------------------------------------------------------------
    @property
    def scene(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    def push(self, scene: Scene) -> None:
        if self.stack:
            self.stack[-1].exit()
        self.stack.append(scene)
        scene.layout()
        scene.enter()
        self.dirty = True

    def pop(self) -> Scene | None:
        if not self.stack:
            return None
        top = self.stack.pop()
        top.exit()
        if self.stack:
            self.stack[-1].layout()
            self.stack[-1].enter()
        self.dirty = True
        return top

    def replace(self, scene: Scene) -> None:
        """Swap the top scene for another (menu -> table, table -> results)."""
        if self.stack:
            self.stack.pop().exit()
        self.stack.append(scene)
        scene.layout()
        scene.enter()
        self.dirty = True

    def reset_to(self, scene: Scene) -> None:
        """Empty the stack and start again from ``scene`` (the menu, after an error)."""
        while self.stack:
            self.stack.pop().exit()
        self.ui.clear_and_reset()
        self.push(scene)

    # --- one frame ----------------------------------------------------------------------
    def feed(self, event: pygame.event.Event) -> None:
        """Hand one event to the UI first, then to the top scene if the UI left it."""
        if event.type == pygame.QUIT and not self.kiosk:
            self.running = False
            return
        if event.type == pygame.WINDOWSIZECHANGED:
            self.resize((event.x, event.y))
            return
        self.dirty = True
        consumed = self.ui.process_events(event)
        if not consumed and self.scene is not None:
            self.scene.handle_event(event)

    def advance(self, dt: float) -> None:
        """Move time on by ``dt`` seconds."""
        self.ui.update(dt)
        if self.scene is not None and self.scene.update(dt):
            self.dirty = True

    def draw(self) -> pygame.Surface:
        """Draw the stack (overlays over what is beneath them) and the UI; returns the frame."""
        first = len(self.stack) - 1
        while first > 0 and self.stack[first].overlay:
            first -= 1
        for scene in self.stack[max(first, 0) :]:
            scene.draw(self.screen)
        self.ui.draw_ui(self.screen)
        self.dirty = False
        return self.screen

    def step(self, events: list[pygame.event.Event] | None = None, dt: float = 1 / 60) -> None:
        """Feed ``events``, advance ``dt`` and draw: one frame, as tests drive it."""
        for event in events or []:
            self.feed(event)
        self.advance(dt)
        self.draw()

    def run(self) -> int:
        """The real loop: events, update, draw only when something changed, tick."""
        while self.running:
            for event in pygame.event.get():
                self.feed(event)
            dt = self.clock.tick(FPS_ACTIVE if self.dirty else FPS_IDLE) / 1000.0
            self.advance(dt)
            if self.dirty:
                self.draw()
                pygame.display.flip()
        pygame.quit()
        return 0
