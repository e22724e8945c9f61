"""The build steps pyproject.toml cannot declare; everything else is declared there.

- The packages: every package of ``game`` and ``scenes`` is found (a game added as a folder of
  ``game/games`` is one), beside the data packages ``solitaire_assets`` and
  ``solitaire_locale`` that pyproject.toml maps onto ``assets/`` and ``locale/``.

- The catalogs: ``build_py`` also compiles each ``solitaire_locale/<lang>/LC_MESSAGES/*.po``
  of the built package into its ``.mo`` beside it, so an install (a wheel, ``pip install .``)
  holds them compiled and never compiles them itself (``game.i18n`` reads an installed ``.mo``
  and never writes beside the installed code). The bundle compiles its own
  (``solitaire.spec``).
- The search cores compiled with mypyc: ``pip wheel .`` and ``pip install .`` compile the
  modules in ``COMPILED`` (the searches that solve, hint and review) to C extensions beside
  their .py files, which stay in the wheel; the extension is imported first where both are. A
  checkout runs the same .py files as plain Python: they are the reference, and the fallback.
  Where no C compiler is found (or mypyc is missing, or ``SOLITAIRE_COMPILE=0``), or compiling
  fails, the wheel is pure Python and the build says so. ``tests/test_compiled.py`` (slow)
  builds both and checks that they agree.
"""

from __future__ import annotations

import io
import os
import shutil
import sys
from pathlib import Path
from typing import Any

from setuptools import find_packages, setup
from setuptools.command.build_ext import build_ext
from setuptools.command.build_py import build_py

COMPILED = [
    "game/games/golf/solver.py",
    "game/games/golf/hint.py",
    "game/games/easy_harp/solver.py",
    "game/games/easy_harp/hint.py",
    "game/games/eight_off/solver.py",
]
GROUP = "solitaire_search"  # the compiled modules' shared library: solitaire_search__mypyc


class BuildPyWithCatalogs(build_py):
    """``build_py``, then the catalogs compiled to ``.mo`` in the build folder."""

    def run(self) -> None:
        super().run()
        from babel.messages.mofile import write_mo  # build-system requires (pyproject.toml)
        from babel.messages.pofile import read_po

        catalogs = sorted(Path(self.build_lib, "solitaire_locale").glob("*/LC_MESSAGES/*.po"))
        if not catalogs:
            raise SystemExit("no catalogs found under solitaire_locale/")
        for po in catalogs:
            catalog = read_po(io.BytesIO(po.read_bytes()), locale=po.parent.parent.name)
            compiled = io.BytesIO()
            write_mo(compiled, catalog, use_fuzzy=False)
            po.with_suffix(".mo").write_bytes(compiled.getvalue())


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


PACKAGES = [*find_packages(include=["game", "game.*", "scenes", "scenes.*"]),
            "solitaire_assets", "solitaire_locale"]


def _setup(extensions: list[Any]) -> None:
    setup(packages=PACKAGES, ext_modules=extensions,
          cmdclass={"build_py": BuildPyWithCatalogs, "build_ext": _BuildExt})


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
