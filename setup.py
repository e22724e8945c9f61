"""The build steps pyproject.toml cannot declare; everything else is declared there.

- The catalogs: ``build_py`` also compiles each ``solitaire_locale/<lang>/LC_MESSAGES/*.po``
  of the built package into its ``.mo`` beside it, so an install (a wheel, ``pip install .``)
  holds them compiled and never compiles them itself (``game.i18n`` reads an installed ``.mo``
  and never writes beside the installed code). The bundle compiles its own
  (``solitaire.spec``). Kept to this one command, apart from any other build step.
"""

from __future__ import annotations

import io
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py


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


setup(cmdclass={"build_py": BuildPyWithCatalogs})
