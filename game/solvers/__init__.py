"""The per-game solvers. Each module here registers its search with ``game.solver.register``
when imported; ``load_all`` imports every module of this package (no list to keep up to date).

To add a game: write ``game/solvers/<name>.py`` calling ``register("<name>", search)`` at
import time. PyInstaller: list the modules as hidden imports (``MODULES`` names them).
"""

from __future__ import annotations

import importlib
import pkgutil

# Imported even where the package cannot be listed (a frozen build).
MODULES: tuple[str, ...] = ("golf", "eight_off", "easy_harp")

_loaded = False


def load_all() -> None:
    """Import every solver module once (each registers itself)."""
    global _loaded
    if _loaded:
        return
    _loaded = True
    names = {m.name for m in pkgutil.iter_modules(__path__) if not m.name.startswith("_")}
    for name in sorted(names | set(MODULES)):
        try:
            importlib.import_module(f"{__name__}.{name}")
        except ModuleNotFoundError as exc:
            if exc.name != f"{__name__}.{name}":
                raise
