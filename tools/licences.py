"""Refresh the copies of the Python packages' licence texts in assets/licences from the installed
packages (after ``python tools/lock.py`` moved one), or check them.

    python tools/licences.py           # copy
    python tools/licences.py --check   # exit 1 if a copy differs from the installed text

Each credit of ``game/credits.py`` with a ``distribution`` names the texts it ships; the text
of the same name (``LICENSE``, ``COPYING.LESSER``...) is taken from the package's installed
files (its ``.dist-info``, or for pygame-ce its ``docs/generated/LGPL.txt``). The texts of the C
libraries inside pygame-ce come from pygame-ce's own source (``docs/licenses``) and those of
Python and the fonts from their makers: they are copied by hand when they change.
"""

from __future__ import annotations

import argparse
import sys
from importlib import metadata
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # run as a script: game/ is beside tools/
    sys.path.insert(0, str(ROOT))

from game.credits import LIBRARIES  # noqa: E402

ASSETS = ROOT / "assets"


def _stem(name: str) -> str:
    return name.rsplit("/", 1)[-1].removesuffix(".txt").lower()


def installed_text(distribution: str, shipped: str) -> bytes | None:
    """The installed package's text that ``shipped`` copies, or None."""
    try:
        files = metadata.files(distribution) or []
    except metadata.PackageNotFoundError:
        return None
    for file in files:
        if _stem(str(file)) == _stem(shipped):
            return Path(str(file.locate())).read_bytes()
    return None


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--check", action="store_true")
    args = parser.parse_args(argv)
    differ = []
    for credit in LIBRARIES:
        if credit.distribution is None:
            continue
        for shipped in credit.texts:
            text = installed_text(credit.distribution, shipped)
            if text is None:
                continue
            target = ASSETS / shipped
            if not target.exists() or target.read_bytes() != text:
                differ.append(shipped)
                if not args.check:
                    target.parent.mkdir(parents=True, exist_ok=True)
                    target.write_bytes(text)
    for name in differ:
        print(("differs: " if args.check else "copied: ") + name)
    return 1 if args.check and differ else 0


if __name__ == "__main__":
    sys.exit(main())
