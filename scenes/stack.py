"""The scene stack: the screens shown, bottom to top, and what lies under each dialog.

Only the top scene is live: it has its widgets and sees events. A dialog (an ``overlay``
scene) is drawn over a still picture of what it covers (its backdrop, widgets included), so
nothing behind a dialog looks live and no covered button can be pressed.

Life cycle: a scene ``enter``\\s when it becomes the top one (pushed, or uncovered) and
``exit``\\s when it stops being it (covered, or closed); covered scenes left when they were
covered, so closing several at once calls ``exit`` only on the top one. A scene that has left
the stack is freed with the next frame (``compose``), its surfaces with it: only the cycle
collector frees a scene, which its pixels do not hurry (``scenes.allocator``). The stack is
made once the app's long-lived parts are (the store, the window, the UI), before any scene:
what exists then is frozen out of the collector's sight (``allocator.settle``).
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, overload

import pygame

from scenes import allocator, shutdown

if TYPE_CHECKING:
    from scenes.base import Scene, Screen
    from scenes.ui.gui import Gui

log = logging.getLogger("solitaire.app")


class SceneStack:
    """The screens, bottom to top; ``redraw`` is called whenever what is shown changes."""

    def __init__(self, gui: Gui, redraw: Callable[[], None]) -> None:
        self.gui = gui
        self.redraw = redraw
        self.scenes: list[Scene] = []
        # What lies under each overlay on the stack, as it last looked (its buttons drawn).
        self.backdrops: dict[Scene, pygame.Surface] = {}
        self._shown: set[int] = set()  # the scenes of the last frame (by id: none kept alive)
        allocator.settle()

    # --- reading it like a list -----------------------------------------------------------
    def __len__(self) -> int:
        return len(self.scenes)

    def __iter__(self) -> Iterator[Scene]:
        return iter(self.scenes)

    @overload
    def __getitem__(self, index: int) -> Scene: ...

    @overload
    def __getitem__(self, index: slice) -> list[Scene]: ...

    def __getitem__(self, index: int | slice) -> Scene | list[Scene]:
        return self.scenes[index]

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def find(self, screen: Screen) -> Scene | None:
        """The topmost scene of this kind, if any."""
        return next((s for s in reversed(self.scenes) if s.screen is screen), None)

    # --- changing it ----------------------------------------------------------------------
    def push(self, scene: Scene) -> None:
        if self.scenes and scene.overlay:
            with shutdown.cuttable():  # a picture: SIGTERM may drop it (scenes.shutdown)
                backdrop = self._backdrop()
            self.backdrops[scene] = backdrop  # before the covered scene leaves
        if self.scenes:
            self.scenes[-1].exit()  # which may save: never cut
        self.scenes.append(scene)
        self._forget_backdrops()
        self._show(scene)

    def _show(self, scene: Scene) -> None:
        """Lay out and enter the scene now on top: its widgets built, nothing kept changed,
        so SIGTERM may cut it short (scenes.shutdown)."""
        with shutdown.cuttable():
            scene.layout()
            scene.enter()
        self.redraw()

    def pop(self) -> Scene | None:
        if not self.scenes:
            return None
        top = self.scenes.pop()
        top.exit()
        self.backdrops.pop(top, None)
        if self.scenes:
            self._show(self.scenes[-1])
        else:
            self.redraw()
        return top

    def reset_to(self, scene: Scene) -> None:
        """Empty the stack and start again from ``scene``."""
        while self.scenes:
            self.scenes.pop().exit()
        self.backdrops.clear()
        self.gui.reset()
        self.push(scene)

    def set_bottom(self, scene: Scene) -> None:
        """Forget every scene (they do not leave: the scene pushed next covers them all) and
        put ``scene`` at the bottom, not entered."""
        self.scenes[:] = [scene]

    def close_above(self, screen: Screen) -> bool:
        """Close every scene above the topmost ``screen`` (left covered, not entered again);
        False when there is none. Only the top one leaves now."""
        if self.find(screen) is None:
            return False
        top = True
        while self.scenes[-1].screen is not screen:
            scene = self.scenes.pop()
            if top:
                scene.exit()
                top = False
        return True

    def uncover(self, screen: Screen) -> bool:
        """Close every scene above the topmost ``screen`` and show it again; False (and
        nothing changed) when there is none."""
        if not self.close_above(screen):
            return False
        self._forget_backdrops()
        self._show(self.scenes[-1])
        return True

    def clear(self) -> None:
        """Every screen leaves (one failing to leave does not stop the others); the UI is
        emptied. For a new start after an error."""
        for scene in reversed(self.scenes):
            try:
                scene.exit()
            except Exception:
                log.exception("%s failed to leave", type(scene).__name__)
        self.scenes.clear()
        self.backdrops.clear()
        try:
            self.gui.reset()
        except Exception:
            log.exception("the UI could not be emptied")

    def keep_all(self) -> None:
        """The app is ending: each screen keeps what it must (``Scene.on_quit``), top first;
        one that fails does not stop the others."""
        for scene in reversed(self.scenes):
            try:
                scene.on_quit()
            except Exception:
                log.exception("%s could not save", type(scene).__name__)

    def lay_out_all(self) -> None:
        """A new size, language or theme: every scene lays itself out again; the top one also
        rebuilds its widgets (which lays it out: once is enough), after the backdrops of the
        overlays are drawn anew."""
        for scene in self.scenes[:-1]:
            scene.layout()
        if self.scenes:
            top = self.scenes[-1]
            top.clear_ui()
            top.layout()
            self._redraw_backdrops()
            top.build_ui()
        self.redraw()

    # --- drawing it -----------------------------------------------------------------------
    def compose(self, surface: pygame.Surface) -> None:
        """The frame the stack shows: the top scene (an overlay over its backdrop), then
        the widgets; first, a scene that left since the last frame is freed (whoever
        closed it has let it go by now)."""
        shown = {id(scene) for scene in self.scenes}
        if self._shown - shown:
            allocator.release()
        self._shown = shown
        self._compose(surface)

    def _compose(self, surface: pygame.Surface) -> None:
        if self.scenes:
            self._draw_scene(surface, len(self.scenes) - 1)
        self.gui.draw(surface)

    def _draw_scene(self, surface: pygame.Surface, index: int) -> None:
        """Draw the scene at ``index`` with what lies under it: an overlay's backdrop, or (an
        overlay without one) the scenes beneath it drawn again."""
        scene = self.scenes[index]
        under = self.backdrops.get(scene) if scene.overlay else None
        if under is not None and under.get_size() == surface.get_size():
            surface.blit(under, (0, 0))
        elif scene.overlay and index > 0:
            self._draw_scene(surface, index - 1)
        scene.draw(surface)

    def _backdrop(self) -> pygame.Surface:
        """The frame shown now, its widgets included (an overlay's backdrop)."""
        surface = allocator.screen_sized(self.gui.size)
        self._compose(surface)
        return surface

    def _redraw_backdrops(self) -> None:
        """Each overlay's backdrop drawn again from the bottom up, the covered scene's buttons
        built for the picture and removed again (no widget of the top scene may be alive:
        they would be drawn into it)."""
        self.backdrops.clear()
        for index, (below, scene) in enumerate(zip(self.scenes, self.scenes[1:], strict=False)):
            if not scene.overlay:
                continue
            surface = allocator.screen_sized(self.gui.size)
            below.build_ui()  # first: a scene may place what it draws beside its buttons
            self._draw_scene(surface, index)
            self.gui.draw(surface)
            below.clear_ui()
            self.backdrops[scene] = surface

    def _forget_backdrops(self) -> None:
        """Let go of the backdrops of overlays no longer on the stack."""
        self.backdrops = {s: b for s, b in self.backdrops.items() if s in self.scenes}
