"""Test set-up: headless SDL, English unless a test asks otherwise."""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

DATA = Path(__file__).resolve().parent / "data"


@pytest.fixture(autouse=True)
def _english() -> Iterator[None]:
    from game.i18n import set_language

    set_language("en")
    yield
    set_language("en")


@pytest.fixture(autouse=True)
def _default_theme() -> Iterator[None]:
    """Each test starts, and leaves, with the default table theme (an App takes the one of
    its settings)."""
    from scenes import theme

    theme.use(theme.DEFAULT_THEME)
    yield
    theme.use(theme.DEFAULT_THEME)
