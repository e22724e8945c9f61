"""The hashed lock: uv.lock resolved from pyproject.toml, and the requirements files made from it.

    python tools/lock.py              # after a change to pyproject.toml's dependencies
    python tools/lock.py --upgrade    # every package to the newest its range allows
    python tools/lock.py --upgrade-package babel

Runs ``uv lock`` (one resolution for every platform and Python the project supports, every
file's SHA-256 in ``uv.lock``; packages already locked keep their version unless asked), then
``uv export`` three times, so pip installs exactly that set with ``--require-hashes``:

- ``requirements.txt``: the game (pyproject's ``dependencies``);
- ``requirements-dev.txt``: the game and the test tools (the ``dev`` extra);
- ``requirements-build.txt``: the game and PyInstaller (the ``build`` extra).

Needs uv (``python -m pip install uv``) and the package index; ``tests/test_lock.py`` checks
offline that the files still agree with pyproject.toml and with each other.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
EXPORTS = {  # file: the extras it holds beside the game's own dependencies
    "requirements.txt": (),
    "requirements-dev.txt": ("dev",),
    "requirements-build.txt": ("build",),
}


def uv() -> list[str]:
    found = shutil.which("uv")
    return [found] if found else [sys.executable, "-m", "uv"]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--upgrade", action="store_true", help="newest versions in range")
    parser.add_argument("--upgrade-package", action="append", default=[], metavar="NAME")
    args = parser.parse_args(argv)
    lock = [*uv(), "lock"]
    if args.upgrade:
        lock.append("--upgrade")
    for name in args.upgrade_package:
        lock += ["--upgrade-package", name]
    subprocess.run(lock, cwd=ROOT, check=True)
    for name, extras in EXPORTS.items():
        command = [*uv(), "export", "--frozen", "--no-emit-project", "--format",
                   "requirements-txt", "--output-file", name, "--quiet"]
        for extra in extras:
            command += ["--extra", extra]
        subprocess.run(command, cwd=ROOT, check=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
