"""The per-game solvers. Each module registers its search with ``game.solver.register``.

To add a game: write ``game/solvers/<name>.py`` calling ``register("<name>", search)`` at import
time and add the module's name to ``MODULES``.
"""

from __future__ import annotations

import importlib

MODULES: tuple[str, ...] = ("golf", "eight_off", "easy_harp")

_loaded = False


def load_all() -> None:
    """Import every solver module once (each registers itself)."""
    global _loaded
    if _loaded:
        return
    _loaded = True
    for name in MODULES:
        importlib.import_module(f"game.solvers.{name}")
