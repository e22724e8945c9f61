"""The one build step pyproject.toml cannot declare: the search cores compiled with mypyc.

``pip wheel .`` and ``pip install .`` compile the modules in ``COMPILED`` (the searches that
solve, hint and review) to C extensions beside their .py files, which stay in the wheel; the
extension is imported first where both are. A checkout runs the same .py files as plain
Python: they are the reference, and the fallback. Where no C compiler is found (or mypyc is
missing, or ``SOLITAIRE_COMPILE=0``), or compiling fails, the wheel is pure Python and the
build says so. ``tests/test_compiled.py`` (slow) builds both and checks that they agree.
"""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path
from typing import Any

from setuptools import setup
from setuptools.command.build_ext import build_ext

COMPILED = [
    "game/games/golf/solver.py",
    "game/games/golf/hint.py",
    "game/games/easy_harp/solver.py",
    "game/games/easy_harp/hint.py",
    "game/games/eight_off/solver.py",
]
GROUP = "solitaire_search"  # the compiled modules' shared library: solitaire_search__mypyc


class _NoCompiler(Exception):
    pass


def _say(message: str) -> None:
    print(f"setup.py: {message}", file=sys.stderr)


def _compiler_found() -> bool:
    """Whether the C compiler setuptools would call is there (on Windows setuptools finds
    MSVC when it builds: a missing one fails that build, and the pure build follows)."""
    if os.name == "nt":
        return True
    from setuptools._distutils.ccompiler import new_compiler
    from setuptools._distutils.sysconfig import customize_compiler

    compiler: Any = new_compiler()
    customize_compiler(compiler)
    return shutil.which(compiler.compiler_so[0]) is not None


def _extensions() -> list[Any]:
    if os.environ.get("SOLITAIRE_COMPILE", "1") == "0":
        _say("SOLITAIRE_COMPILE=0: a pure-Python build")
        return []
    if not _compiler_found():
        _say("no C compiler found: a pure-Python build")
        return []
    try:
        from mypyc.build import mypycify
    except ImportError:
        _say("mypyc (part of mypy) is not installed: a pure-Python build")
        return []
    return list(mypycify(COMPILED, opt_level="3", debug_level="0", group_name=GROUP))


class _BuildExt(build_ext):
    """build_ext that turns a failed compile into ``_NoCompiler`` (then the build is
    pure Python)."""

    def run(self) -> None:
        try:
            super().run()
        except Exception as error:
            raise _NoCompiler(error) from error

    def build_extension(self, ext: Any) -> None:
        try:
            super().build_extension(ext)
        except Exception as error:
            raise _NoCompiler(error) from error


def _setup(extensions: list[Any]) -> None:
    setup(ext_modules=extensions, cmdclass={"build_ext": _BuildExt})


extensions = _extensions()
try:
    _setup(extensions)
except _NoCompiler as failed:
    if not extensions:
        raise
    _say(f"compiling failed ({failed}): a pure-Python build")
    for built in Path("build").glob("lib*"):  # nothing half compiled goes into the wheel
        shutil.rmtree(built)
    _setup([])
