"""The graphical game names no game: every game describes itself on its class (the registry),
so a new game needs no edit in scenes/ or main.py. Only comments may give examples: a docstring
that names a game is a sign the code below it thinks of that game."""

from __future__ import annotations

import ast
import re
from pathlib import Path

from tests.conftest import ROOT

NAMES = re.compile(r"golf|eight.?off|easy.?harp", re.IGNORECASE)


def code_words(path: Path) -> list[tuple[int, str]]:
    """Names, attributes and string constants (docstrings too) of a module."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    words: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            words.append((node.lineno, node.value))
        elif isinstance(node, ast.Name):
            words.append((node.lineno, node.id))
        elif isinstance(node, ast.Attribute):
            words.append((node.lineno, node.attr))
        elif isinstance(node, ast.FunctionDef | ast.ClassDef | ast.AsyncFunctionDef | ast.alias):
            words.append((node.lineno, node.name))
    return words


def test_scenes_and_main_name_no_game() -> None:
    files = [*sorted((ROOT / "scenes").rglob("*.py")), ROOT / "main.py"]
    found = [f"{path.relative_to(ROOT)}:{line}: {word!r}" for path in files
             for line, word in code_words(path) if NAMES.search(word)]
    assert not found, "\n".join(found)
