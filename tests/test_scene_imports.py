"""The shape of scenes/: the App opens every screen, so no scene module imports another, and
no import cycle is left (imports for type checking only are not imports at run time). An
import inside a function says why beside it."""

from __future__ import annotations

import ast

from tests.conftest import ROOT

SCENES = ROOT / "scenes"


def _type_checking_only(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def runtime_imports(tree: ast.Module) -> list[tuple[ast.stmt, str, bool]]:
    """(node, module imported, inside a function) for every import that runs."""
    found: list[tuple[ast.stmt, str, bool]] = []

    def visit(node: ast.AST, in_function: bool) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.If) and _type_checking_only(child):
                continue
            inner = in_function or isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef)
            if isinstance(child, ast.Import):
                found.extend((child, alias.name, in_function) for alias in child.names)
            elif isinstance(child, ast.ImportFrom) and child.module:
                names = [f"{child.module}.{alias.name}" for alias in child.names]
                found.extend((child, name, in_function) for name in [child.module, *names])
            visit(child, inner)

    visit(tree, False)
    return found


def modules() -> dict[str, ast.Module]:
    return {".".join(path.relative_to(ROOT).with_suffix("").parts): ast.parse(
                path.read_text(encoding="utf-8"))
            for path in sorted(SCENES.rglob("*.py")) if path.stem != "__init__"}


def graph() -> dict[str, set[str]]:
    trees = modules()
    return {name: {target for _node, target, _inner in runtime_imports(tree) if target in trees}
            - {name} for name, tree in trees.items()}


def scene_modules() -> set[str]:
    """Modules that define a screen (a subclass of Scene)."""
    return {name for name, tree in modules().items()
            if any(isinstance(node, ast.ClassDef)
                   and any(isinstance(b, ast.Name) and b.id == "Scene" for b in node.bases)
                   for node in ast.walk(tree))}


def test_the_screens_are_found() -> None:
    assert {"scenes.pages.menu", "scenes.table.scene", "scenes.dialogs.results"} <= scene_modules()
    assert "scenes.app" not in scene_modules()


def test_no_scene_module_imports_another() -> None:
    scenes = scene_modules()
    edges = graph()
    wrong = [f"{a} imports {b}" for a in sorted(scenes) for b in sorted(edges[a] & scenes)]
    assert not wrong, wrong


def test_no_import_cycle_in_scenes() -> None:
    edges = graph()
    state: dict[str, int] = {}  # 1 on the path, 2 done
    cycles: list[list[str]] = []

    def walk(node: str, path: list[str]) -> None:
        state[node] = 1
        for nxt in sorted(edges[node]):
            if state.get(nxt) == 1:
                cycles.append([*path[path.index(nxt):], nxt])
            elif nxt not in state:
                walk(nxt, [*path, nxt])
        state[node] = 2

    for name in sorted(edges):
        if name not in state:
            walk(name, [name])
    assert not cycles, cycles


def test_an_import_inside_a_function_says_why() -> None:
    silent: set[str] = set()
    for path in sorted(SCENES.rglob("*.py")):
        lines = path.read_text(encoding="utf-8").splitlines()
        for node, _target, inner in runtime_imports(ast.parse("\n".join(lines))):
            if not inner:
                continue
            here, above = lines[node.lineno - 1], lines[node.lineno - 2].strip()
            if "#" not in here and not above.startswith("#"):
                silent.add(f"{path.name}:{node.lineno}: {here.strip()}")
    assert not silent, sorted(silent)
