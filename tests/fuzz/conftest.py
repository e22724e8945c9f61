"""Fuzz options: ``--fuzz-long`` (or FUZZ_LONG=1) runs ten times the events; FUZZ_EVENTS=N
sets the total; FUZZ_SEED=N changes the seed (each game derives its own from it)."""

from __future__ import annotations

import pytest


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--fuzz-long", action="store_true", default=False,
                     help="run the event fuzzer for ten times as many events")
