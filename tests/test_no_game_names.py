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


def code_only(path: Path) -> list[tuple[int, str]]:
    """``code_words`` but the docstrings, which may name a game as an example."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docs = {id(body[0].value) for node in ast.walk(tree)
            if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef)
            and (body := node.body) and isinstance(body[0], ast.Expr)
            and isinstance(body[0].value, ast.Constant)}
    words: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            if id(node) not in docs:
                words.append((node.lineno, node.value))
        elif isinstance(node, ast.Name):
            words.append((node.lineno, node.id))
        elif isinstance(node, ast.Attribute):
            words.append((node.lineno, node.attr))
        elif isinstance(node, ast.FunctionDef | ast.ClassDef | ast.AsyncFunctionDef | ast.alias):
            words.append((node.lineno, node.name))
    return words


# A game's rule options, as shared code must not speak of them.
OPTIONS = re.compile(r"\b(in|as in) (Easy|Classic) mode\b|\(Golf\)", re.IGNORECASE)


def test_the_engine_outside_the_games_names_no_game_and_no_option() -> None:
    """game/ but game/games/: the shared engine keys nothing by a game's name, prefix or
    option (issue #32: a deck keyed by ("GO", 1), "in Easy mode", "(Golf)")."""
    files = [p for p in sorted((ROOT / "game").rglob("*.py")) if "games" not in p.parts]
    found = [f"{path.relative_to(ROOT)}:{line}: {word!r}" for path in files
             for line, word in code_only(path) if NAMES.search(word) or OPTIONS.search(word)
             or word in PREFIXES]
    assert not found, "\n".join(found)


PREFIXES = {"GO", "EH", "EO"}


def test_scenes_and_main_name_no_game() -> None:
    files = [*sorted((ROOT / "scenes").rglob("*.py")), ROOT / "main.py"]
    found = [f"{path.relative_to(ROOT)}:{line}: {word!r}" for path in files
             for line, word in code_words(path) if NAMES.search(word)]
    assert not found, "\n".join(found)
