"""The registry: the built-in games in menu order, a game registered and removed by a test, and
the limits registration checks (what the notation and the store can name)."""

from __future__ import annotations

import pkgutil
import subprocess
import sys
from collections.abc import Mapping

import pytest

import game
import game.games
from game import VARIANTS, parse_code
from game.deal import CodeError
from game.moves import PileKind
from game.position import FaceDown, Pile
from game.registry import get_variant, register, unregister, variant_for_prefix
from tests.conftest import ROOT
from tests.ladder import Ladder


def test_each_built_in_package_registers_one_game_in_menu_order() -> None:
    found = [info.name for info in pkgutil.iter_modules(game.games.__path__) if info.ispkg]
    assert {cls.__module__ for cls in VARIANTS.values()} == {f"game.games.{n}" for n in found}
    assert list(VARIANTS) == sorted(found, key=lambda name: VARIANTS[name].menu_order)
    assert list(VARIANTS)[:3] == ["golf", "easy_harp", "eight_off"]  # the menu as it was
    for name, cls in VARIANTS.items():
        assert get_variant(name) is cls and variant_for_prefix(cls.prefix) is cls


IMPORTS = """
import sys
import game
import game.games
from game import get_variant
before = sorted(m for m in sys.modules if m.startswith("game.games."))
get_variant("eight_off")
after = sorted(m for m in sys.modules if m.startswith("game.games."))
print(before, after, "golf" in game.VARIANTS)
"""


def test_the_registry_imports_a_game_when_it_is_first_used() -> None:
    result = subprocess.run([sys.executable, "-c", IMPORTS], capture_output=True, text=True,
                            check=True, timeout=60, cwd=ROOT)
    assert result.stdout.split() == ["[]", "['game.games.eight_off']", "True"]


def test_a_game_named_unlike_its_folder_or_a_built_in_is_refused() -> None:
    with pytest.raises(ValueError, match="clashes with"):
        register(type("Golf2", (Ladder,), {"name": "golf", "prefix": "GX"}))
    stray = type("Stray", (Ladder,), {"name": "stray", "prefix": "SX",
                                      "__module__": "game.games.other"})
    with pytest.raises(ValueError, match=r"lives in game\.games\.other"):
        register(stray)


def test_a_test_game_registers_and_leaves() -> None:
    register(Ladder)
    try:
        assert list(VARIANTS)[-1] == "ladder"
        assert parse_code("ld1-s-aaaaaab").prefix == "LD"
        with pytest.raises(ValueError, match="clashes"):
            register(type("Other", (Ladder,), {"name": "other"}))
    finally:
        unregister(Ladder)
    assert "ladder" not in VARIANTS
    with pytest.raises(CodeError):
        parse_code("LD1-S-AAAAAAB")


def variant(piles: tuple[Pile, ...] = (), **attrs: object) -> type[Ladder]:
    return type("Probe", (Ladder,), {"name": "probe", "prefix": "PB",
                                     **({"piles": piles} if piles else {}), **attrs})


def cells(count: int | Mapping[str, int]) -> tuple[Pile, ...]:
    return (Pile(PileKind.COLUMN, 2), Pile(PileKind.CELL, count), Pile(PileKind.FOUNDATION))


@pytest.mark.parametrize(("probe", "words"), [
    (variant(name="Probe"), "name"),
    (variant(prefix="P1"), "prefix"),
    (variant(rule_options=()), "no rule option"),
    (variant(cells(9)), "9 cell piles with S: at most 8"),
    (variant((Pile(PileKind.COLUMN, 2), Pile(PileKind.FOUNDATION, 9))), "at most 8"),
    (variant((Pile(PileKind.COLUMN), Pile(PileKind.STOCK, 2, FaceDown.ALL))), "at most 1"),
    (variant((Pile(PileKind.COLUMN), Pile(PileKind.COLUMN))), "declared twice"),
    (variant(cells({"X": 4})), "piles with S"),
])
def test_registration_checks_a_games_limits(probe: type[Ladder], words: str) -> None:
    with pytest.raises(ValueError, match=words):
        register(probe)
    assert "probe" not in VARIANTS and "Probe" not in VARIANTS


def test_columns_have_no_limit() -> None:
    wide = variant((Pile(PileKind.COLUMN, 40), Pile(PileKind.FOUNDATION)))
    register(wide)
    try:
        assert len(wide.new(1).places()) == 41
    finally:
        unregister(wide)
