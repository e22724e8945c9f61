"""Every control a player can touch and every text a player reads, measured in every scene
of the screenshot tour (``scenes.tour``).

    python tools/touch_targets.py --size 800x480 [--lang he] [--large-print] --json

prints one JSON object a line, one per screen the tour would save a picture of:
``{"scene": ..., "size": [w, h], "controls": [{"name", "rect": [x, y, w, h]}],
"texts": [{"text", "px"}]}``. A control is a button or text field of the UI, or an area a
scene answers a touch in itself (``Scene.touch_areas``: the calendar's days); a text is
every line drawn on the screen (each distinct text and size once, in the order drawn, as
the reader sees it: Hebrew in visual order) and every button's label, with its font size
in px. Without ``--json`` it prints only what falls short of the floors below.

The floors (the common ones for a finger and for reading on a small tablet):
``MIN_CONTROL`` px in both directions for every control, ``MIN_TEXT`` px for every text.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
# Run as a script, this folder comes first on the path, and its i18n.py would hide
# pygame_gui's own i18n package: the checkout instead.
if sys.path and Path(sys.path[0]).resolve() == Path(__file__).resolve().parent:
    sys.path[0] = str(ROOT)
elif str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
from pygame_gui.elements import UIButton, UITextEntryLine  # noqa: E402

from scenes import arguments  # noqa: E402
from scenes.app import App  # noqa: E402
from scenes.base import Scene  # noqa: E402
from scenes.tour import Tour  # noqa: E402
from scenes.ui import text  # noqa: E402

MIN_CONTROL = 44
MIN_TEXT = 14


class Texts:
    """Every line drawn through ``text.render_line`` (every text of the game goes through
    it), with the scene on top when it was drawn: a screen's texts are those drawn while a
    scene still on the stack was on top (a dialog's backdrop is drawn when it opens), at the
window's size of now."""

    def __init__(self, app: App) -> None:
        self.app = app
        self.drawn: list[tuple[Scene | None, tuple[int, int], str, int]] = []
        self._real = text.render_line

    def __enter__(self) -> Texts:
        def recorded(f: pygame.font.Font, shown: str, colour: Any) -> pygame.Surface:
            self.drawn.append((self.app.scene, self.app.size, shown, _size_of(f)))
            return self._real(f, shown, colour)

        text.render_line = recorded
        return self

    def __exit__(self, *_exc: object) -> None:
        text.render_line = self._real

    def of_screen(self) -> list[tuple[str, int]]:
        """The texts of what is on screen now, each (text, px) once; the rest is forgotten."""
        shown, size = _visible(self.app), self.app.size
        self.drawn = [d for d in self.drawn if d[1] == size and any(d[0] is s for s in shown)]
        seen: dict[tuple[str, int], None] = {}
        for _scene, _size, line, px in self.drawn:
            if line.strip():
                seen.setdefault((line, px), None)
        return list(seen)


def _visible(app: App) -> list[Scene]:
    """The scenes seen now: the top one, and under a dialog what it is drawn over."""
    seen: list[Scene] = []
    for scene in reversed(list(app.stack)):
        seen.append(scene)
        if not scene.overlay:
            break
    return seen


def _size_of(f: pygame.font.Font) -> int:
    for (size, _bold), loaded in text._fonts.items():
        if loaded is f:
            return size
    return f.get_height()  # not one of the game's fonts: its line height is the nearest


def controls(app: App) -> list[dict[str, Any]]:
    """The controls on screen: the UI's buttons and text fields, and the top scene's own
    touch areas."""
    scene = app.scene
    root: Any = app.gui.manager.get_root_container()
    found = []
    for element in root.elements:
        if not (isinstance(element, UIButton | UITextEntryLine) and element.visible
                and element.alive()):
            continue
        found.append({"name": _name_of(app, scene, element), "rect": list(element.rect)})
    if scene is not None:
        found += [{"name": name, "rect": list(rect)} for name, rect in scene.touch_areas()]
    return found


def _name_of(app: App, scene: Scene | None, element: Any) -> str:
    """A control's label, else the name the scene keeps it by (``back_button``,
    ``theme_buttons[blue]``, ``bar.buttons[menu]``)."""
    label = app.gui.label_of(element)
    if label:
        return label
    for owner, prefix in _owners(scene):
        for attr, value in vars(owner).items():
            if value is element:
                return f"{prefix}{attr}"
            if isinstance(value, dict):
                for key, item in value.items():
                    if item is element:
                        return f"{prefix}{attr}[{key}]"
                    if key is element:
                        return f"{prefix}{attr}[{item}]"
    return type(element).__name__


def _owners(scene: Scene | None) -> Iterator[tuple[Any, str]]:
    if scene is None:
        return
    yield scene, ""
    for attr, value in vars(scene).items():
        if hasattr(value, "__dict__") and not isinstance(value, type) and attr != "ctx":
            yield value, f"{attr}."


def screen(app: App, name: str, texts: Texts) -> dict[str, Any]:
    """What one screen shows: drawn afresh (no text from a cache), then measured."""
    text.clear_cache()
    app.draw()
    labels = [(app.gui.label_of(b), app.gui.font_size_of(b)) for b in app.gui.buttons()]
    drawn = texts.of_screen() + [(label, px) for label, px in labels if label.strip()]
    return {"scene": name, "size": list(app.size), "controls": controls(app),
            "texts": [{"text": t, "px": px} for t, px in dict.fromkeys(drawn)]}


class TargetTour(Tour):
    """The screenshot tour, measuring each screen where it would save its picture."""

    def __init__(self, app: App, texts: Texts) -> None:
        super().__init__(app, Path(tempfile.gettempdir()))
        self.texts = texts
        self.screens: list[dict[str, Any]] = []

    def shot(self, name: str) -> None:
        self.step(frames=2)
        self.screens.append(screen(self.app, name, self.texts))


def measure(size: tuple[int, int], lang: str = "en", large_print: bool = False
            ) -> list[dict[str, Any]]:
    """Every screen of the tour at ``size`` in ``lang``, in a temporary data folder."""
    with tempfile.TemporaryDirectory(prefix="solitaire-touch-") as tmp:
        app = App(size, lang, data_dir=Path(tmp))
        try:
            if large_print:
                app.store.settings.large_print = True
                app.nav.to_menu()
            app.nav.to_menu()
            with Texts(app) as texts:
                tour = TargetTour(app, texts)
                tour.run()
            return tour.screens
        finally:
            pygame.quit()


def shortfalls(screens: list[dict[str, Any]]) -> list[str]:
    """Every control under ``MIN_CONTROL`` px either way and every text under ``MIN_TEXT``
    px, one line each."""
    out = []
    for found in screens:
        where = f"{found['scene']} {found['size'][0]}x{found['size'][1]}"
        for control in found["controls"]:
            _x, _y, w, h = control["rect"]
            if min(w, h) < MIN_CONTROL:
                out.append(f"{where}: control {control['name']!r} {w}x{h}")
        for drawn in found["texts"]:
            if drawn["px"] < MIN_TEXT:
                out.append(f"{where}: text {drawn['text']!r} {drawn['px']} px")
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--size", type=arguments.size, default=(1280, 800))
    parser.add_argument("--lang", default="en", choices=("en", "he", "hu", "ru"))
    parser.add_argument("--large-print", action="store_true", help="with large print on")
    parser.add_argument("--json", action="store_true", help="every screen, one JSON a line")
    args = parser.parse_args(argv)
    screens = measure(args.size, args.lang, args.large_print)
    if args.json:
        for found in screens:
            print(json.dumps(found, ensure_ascii=False))
        return 0
    short = shortfalls(screens)
    print("\n".join(short) if short else f"{len(screens)} screens, nothing under the floors")
    return 1 if short else 0


if __name__ == "__main__":
    sys.exit(main())
