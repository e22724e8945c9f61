"""The shape of scenes/: scenes know the application only through their Context
(``scenes.base``), never the App; the navigator opens every screen, so no scene module imports
another; no import cycle is left, counting every import: at the top, inside a function, and
for type checking only. An import inside a function says why beside it."""

from __future__ import annotations

import ast
from pathlib import Path

from tests.conftest import ROOT

SCENES = ROOT / "scenes"
# Only these build an App: the entry point, the tour that drives one through every screen, and
# the tool that photographs the charts from a seeded data folder.
MAY_IMPORT_THE_APP = {"scenes.launcher", "scenes.tour", "tools.chart_pictures",
                      "tools.touch_targets", "tools.review_cards"}
# Only these open screens: the navigator (from intents), and the tour (to look at them).
MAY_IMPORT_SCREENS = {"scenes.navigator", "scenes.tour"}


def _type_checking_only(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def imports(tree: ast.Module) -> list[tuple[ast.stmt, str, str]]:
    """(node, module imported, where: "top", "function" or "types") for every import."""
    found: list[tuple[ast.stmt, str, str]] = []

    def visit(node: ast.AST, where: str) -> None:
        for child in ast.iter_child_nodes(node):
            inner = where
            if isinstance(child, ast.If) and _type_checking_only(child):
                inner = "types"
            elif isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef) and where == "top":
                inner = "function"
            if isinstance(child, ast.Import):
                found.extend((child, alias.name, where) for alias in child.names)
            elif isinstance(child, ast.ImportFrom) and child.module:
                names = [f"{child.module}.{alias.name}" for alias in child.names]
                found.extend((child, name, where) for name in [child.module, *names])
            visit(child, inner)

    visit(tree, "top")
    return found


def modules(folder: Path = SCENES) -> dict[str, ast.Module]:
    return {".".join(path.relative_to(ROOT).with_suffix("").parts): ast.parse(
                path.read_text(encoding="utf-8"))
            for path in sorted(folder.rglob("*.py")) if path.stem != "__init__"}


def graph() -> dict[str, set[str]]:
    """Every scenes module and the scenes modules it imports, any way at all."""
    trees = modules()
    return {name: {target for _node, target, _where in imports(tree) if target in trees}
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


def test_every_kind_of_import_is_seen() -> None:
    tree = ast.parse("import a\nif TYPE_CHECKING:\n    import b\ndef f():\n    import c\n"
                     "class K:\n    def g(self):\n        if TYPE_CHECKING:\n"
                     "            import d\n")
    assert [(name, where) for _n, name, where in imports(tree)] == [
        ("a", "top"), ("b", "types"), ("c", "function"), ("d", "types")]


def test_no_module_imports_the_app() -> None:
    """Not even for types: a scene gets a Context; the kiosk controller a Host (the same
    Context, and the stack's emergency clear)."""
    trees = {**modules(), **modules(ROOT / "game"), **modules(ROOT / "tools"),
             "main": ast.parse((ROOT / "main.py").read_text(encoding="utf-8"))}
    wrong = sorted(f"{name} imports scenes.app ({where})" for name, tree in trees.items()
                   for _node, target, where in imports(tree)
                   if target == "scenes.app" and name not in MAY_IMPORT_THE_APP)
    assert not wrong, wrong
    assert all(name in trees for name in MAY_IMPORT_THE_APP)


def test_only_the_navigator_imports_screens() -> None:
    """No scene imports another, and nothing else opens a screen either (the kiosk goes by
    intent): every way between screens is an intent the navigator carries out."""
    screens = scene_modules()
    edges = graph()
    wrong = [f"{a} imports {b}" for a in sorted(edges) if a not in MAY_IMPORT_SCREENS
             for b in sorted(edges[a] & screens)]
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
        for node, _target, where in imports(ast.parse("\n".join(lines))):
            if where != "function":
                continue
            here, above = lines[node.lineno - 1], lines[node.lineno - 2].strip()
            if "#" not in here and not above.startswith("#"):
                silent.add(f"{path.name}:{node.lineno}: {here.strip()}")
    assert not silent, sorted(silent)


def test_the_screens_beside_the_table_take_its_board_from_scenes_boards() -> None:
    """The review and the examples draw a position as the table does, through scenes.boards,
    not from inside scenes/table (whose rooms may be rearranged without them)."""
    inside = ("scenes.table.board", "scenes.table.view", "scenes.table.coach",
              "scenes.table.rows", "scenes.table.slots", "scenes.table.fans")
    for path in ("scenes/dialogs/review.py", "scenes/pages/examples.py"):
        tree = ast.parse((ROOT / path).read_text(encoding="utf-8"))
        targets = {target for _node, target, _where in imports(tree)}
        assert "scenes.boards" in targets, path
        assert not targets & set(inside), (path, sorted(targets & set(inside)))
