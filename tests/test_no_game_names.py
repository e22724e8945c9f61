"""The graphical game names no game: every game describes itself on its class (the registry),
so a new game needs no edit in scenes/ or main.py. Comments and docstrings may give examples."""

from __future__ import annotations

import ast
import re
from pathlib import Path

from tests.conftest import ROOT

NAMES = re.compile(r"golf|eight.?off|easy.?harp", re.IGNORECASE)


def code_words(path: Path) -> list[tuple[int, str]]:
    """Names, attributes and string constants of a module, docstrings left out."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docstrings = {id(node.value) for node in ast.walk(tree)
                  if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant)}
    words: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            if id(node) not in docstrings:
                words.append((node.lineno, node.value))
        elif isinstance(node, ast.Name):
            words.append((node.lineno, node.id))
        elif isinstance(node, ast.Attribute):
            words.append((node.lineno, node.attr))
        elif isinstance(node, ast.FunctionDef | ast.ClassDef | ast.AsyncFunctionDef | ast.alias):
            words.append((node.lineno, node.name))
    return words


def test_scenes_and_main_name_no_game() -> None:
    files = [*sorted((ROOT / "scenes").glob("*.py")), ROOT / "main.py"]
    found = [f"{path.relative_to(ROOT)}:{line}: {word!r}" for path in files
             for line, word in code_words(path) if NAMES.search(word)]
    assert not found, "\n".join(found)
