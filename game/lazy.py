"""A package whose names are imported when first used: ``game`` and ``game.store`` name
their parts so that ``import game`` costs nothing until a name is asked for (start-up)."""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from typing import Any


def lazy_names(package: str, homes: Mapping[str, str],
               namespace: dict[str, Any]) -> Callable[[str], Any]:
    """The module ``__getattr__`` of ``package``: a name of ``homes`` is imported from its
    module at its first use and kept in ``namespace`` (the package's globals), so the next
    use is a plain lookup."""

    def __getattr__(name: str) -> Any:
        home = homes.get(name)
        if home is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        value = getattr(importlib.import_module(home), name)
        namespace[name] = value
        return value

    return __getattr__
