"""The version of the game: this one place, read by pyproject.toml (setuptools' ``attr:``), the
app (Settings → About, the log's first line), ``main.py --version``, ``python -m game
--version`` and the bundle's name (tools/build_bundle.py)."""

from __future__ import annotations

PRODUCT = "Tablet Solitaire"
VERSION = "0.1.0"
