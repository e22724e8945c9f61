"""The hashed lock agrees with pyproject.toml, offline (``python tools/lock.py`` remakes it).

pyproject.toml declares what the game needs; ``uv.lock`` holds one resolution of it, with every
file's hash; the requirements files are exports of that resolution, which pip installs with
``--require-hashes``. A dependency added, removed or moved out of the locked version's range in
pyproject.toml without running ``python tools/lock.py`` fails here, as does a hand edit of a
requirements file.
"""

from __future__ import annotations

import re
import tomllib
from typing import Any

import pytest
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name
from packaging.version import Version

from .conftest import ROOT

PROJECT = "tablet-solitaire"
FILES = {"requirements.txt": (), "requirements-dev.txt": ("dev",),
         "requirements-build.txt": ("build",)}
_PIN = re.compile(r"^([A-Za-z0-9._-]+)==([^\s;\\]+)")
_HASH = re.compile(r"--hash=sha256:([0-9a-f]{64})")
RELOCK = "pyproject.toml and the lock disagree: run python tools/lock.py"


def _pyproject() -> dict[str, Any]:
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))


def _lock() -> dict[str, dict[str, Any]]:
    data = tomllib.loads((ROOT / "uv.lock").read_text(encoding="utf-8"))
    return {canonicalize_name(p["name"]): p for p in data["package"]}


def _declared() -> dict[str | None, list[Requirement]]:
    """pyproject's requirements: the game's (key None) and each extra's."""
    project = _pyproject()["project"]
    declared: dict[str | None, list[Requirement]] = {
        None: [Requirement(r) for r in project["dependencies"]]}
    for extra, reqs in project.get("optional-dependencies", {}).items():
        declared[extra] = [Requirement(r) for r in reqs]
    return declared


def _exported(name: str) -> dict[str, tuple[str, set[str]]]:
    """A requirements file's pins: name -> (version, hashes)."""
    pins: dict[str, tuple[str, set[str]]] = {}
    current = None
    for line in (ROOT / name).read_text(encoding="utf-8").splitlines():
        assert not line.startswith(("-r", "-e", "-c", "--")), f"{name}: {line}"
        pin = _PIN.match(line)
        if pin:
            current = canonicalize_name(pin.group(1))
            pins[current] = (pin.group(2), set())
        for digest in _HASH.findall(line):
            assert current is not None
            pins[current][1].add(digest)
    return pins


def _closure(lock: dict[str, dict[str, Any]], extras: tuple[str, ...]) -> set[str]:
    """Every package the game (with ``extras``) needs, on any platform."""
    project = lock[PROJECT]
    todo = [d["name"] for d in project.get("dependencies", [])]
    for extra in extras:
        todo += [d["name"] for d in project.get("optional-dependencies", {}).get(extra, [])]
    seen: set[str] = set()
    while todo:
        name = canonicalize_name(todo.pop())
        if name not in seen:
            seen.add(name)
            todo += [d["name"] for d in lock[name].get("dependencies", [])]
    return seen


def test_the_lock_was_resolved_from_this_pyproject() -> None:
    metadata = _lock()[PROJECT]["metadata"]
    locked = {(canonicalize_name(r["name"]), r.get("specifier", ""), r.get("marker", ""))
              for r in metadata["requires-dist"]}
    declared = {(canonicalize_name(r.name), str(r.specifier), f"extra == '{extra}'" if extra
                 else "") for extra, reqs in _declared().items() for r in reqs}
    assert {(n, _spec(s), m) for n, s, m in locked} == \
        {(n, _spec(s), m) for n, s, m in declared}, RELOCK
    assert set(metadata.get("provides-extras", [])) == {e for e in _declared() if e}, RELOCK


def _spec(text: str) -> frozenset[str]:
    return frozenset(part.strip() for part in text.split(",") if part.strip())


def test_every_declared_dependency_is_locked_within_its_range() -> None:
    lock = _lock()
    for reqs in _declared().values():
        for req in reqs:
            locked = lock.get(canonicalize_name(req.name))
            assert locked is not None, f"{req.name} is not locked: {RELOCK}"
            assert Version(locked["version"]) in req.specifier, f"{req}: {RELOCK}"


@pytest.mark.parametrize(("name", "extras"), FILES.items())
def test_each_requirements_file_is_the_lock_with_every_hash(
    name: str, extras: tuple[str, ...]
) -> None:
    lock = _lock()
    pins = _exported(name)
    assert set(pins) == _closure(lock, extras), RELOCK  # transitive packages included
    for package, (version, hashes) in pins.items():
        locked = lock[package]
        files = [locked.get("sdist", {}), *locked.get("wheels", [])]
        known = {f["hash"].removeprefix("sha256:") for f in files if "hash" in f}
        assert version == locked["version"], f"{name}: {package}: {RELOCK}"
        assert hashes and hashes == known, f"{name}: {package}: {RELOCK}"


def test_the_test_tools_and_the_bundle_get_the_games_own_versions() -> None:
    game = _exported("requirements.txt")
    for name in ("requirements-dev.txt", "requirements-build.txt"):
        other = _exported(name)
        assert {k: other[k] for k in game} == game, name
    assert {"pytest-xdist", "execnet", "python-i18n", "altgraph", "setuptools",
            "pyinstaller-hooks-contrib", "packaging"} <= set(_exported("requirements-dev.txt")) \
        | set(_exported("requirements-build.txt"))


def test_plain_pygame_never_comes_in() -> None:
    for name in FILES:
        assert "pygame" not in _exported(name), name


def test_ci_and_the_readme_install_from_the_hashed_files() -> None:
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    for name in ("requirements-build.txt", "requirements-dev.txt"):
        assert f"--require-hashes -r {name}" in ci
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "python -m pip install -r requirements.txt && python main.py" in readme
    assert "python -m pip install -r requirements-dev.txt && python -m pytest" in readme
    assert "python tools/lock.py" in readme
