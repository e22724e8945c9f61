"""The shape of game/: no import cycle, counting every import: those inside functions and those
for type checking only (a cycle through them is a cycle of ideas, even when it loads).

An import names the module it reads: ``from game.store import files`` reads the module
``game.store.files``, ``from game import game_from_code`` the package ``game`` itself.
Importing a module runs its parent packages first; that is Python's doing, not an edge.
A game's parts that load when first asked for (``game.parts``: its solver, lesson,
examples) are named by text, not imported, and are no edge either.
"""

from __future__ import annotations

import ast
from pathlib import Path

from tests.conftest import ROOT

GAME = ROOT / "game"


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def modules() -> dict[str, Path]:
    return {module_name(path): path for path in sorted(GAME.rglob("*.py"))}


def imported(name: str, path: Path, known: set[str]) -> set[str]:
    """The modules of ``known`` that module ``name`` imports anywhere in its text."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - (node.level - 1)]
                base = ".".join([*anchor, *([base] if base else [])])
            for alias in node.names:
                sub = f"{base}.{alias.name}"
                found.add(sub if sub in known else base)
    return {target for target in found if target in known} - {name}


def graph() -> dict[str, set[str]]:
    paths = modules()
    known = set(paths)
    return {name: imported(name, path, known) for name, path in paths.items()}


def cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    """One cycle through each back edge of a depth-first walk (none: no cycle at all)."""
    state: dict[str, int] = {}  # 1 on the path, 2 done
    found: list[list[str]] = []

    def walk(node: str, path: list[str]) -> None:
        state[node] = 1
        for nxt in sorted(edges[node]):
            if state.get(nxt) == 1:
                found.append([*path[path.index(nxt):], nxt])
            elif nxt not in state:
                walk(nxt, [*path, nxt])
        state[node] = 2

    for name in sorted(edges):
        if name not in state:
            walk(name, [name])
    return found


def test_the_graph_sees_every_kind_of_import() -> None:
    edges = graph()
    assert "game.variant" in edges["game.games.golf"]  # from game.variant import ...
    assert "game.store.files" in edges["game.store.folder"]  # from game.store import files
    assert "game.registry" in edges["game"]
    assert "game.moves" in edges["game.notation"]


def test_cycles_are_found_through_function_and_type_checking_imports(tmp_path: Path) -> None:
    (tmp_path / "a.py").write_text("from typing import TYPE_CHECKING\n"
                                   "if TYPE_CHECKING:\n    from b import B\n")
    (tmp_path / "b.py").write_text("def f():\n    import a\n")
    known = {"a", "b"}
    edges = {name: imported(name, tmp_path / f"{name}.py", known) for name in known}
    assert cycles(edges) == [["a", "b", "a"]]


def test_no_import_cycle_in_game() -> None:
    found = cycles(graph())
    assert not found, "\n".join(" -> ".join(cycle) for cycle in found)
