"""Build the PyInstaller bundle, smoke-test it headless and measure it, in one command.

    python tools/build_bundle.py              # one-folder: dist/solitaire-<version>/solitaire
    python tools/build_bundle.py --onefile    # one file:   dist/solitaire-<version>-onefile
    python tools/build_bundle.py --both --measure

Each build first writes ``assets/manifest.json`` (tools/asset_manifest.py: the hashes the
app checks its installed files against), compiles the searches with mypyc in a copy of the
checkout (setup.py; pure Python where no C compiler is found), checks the catalogs'
placeholders (in the spec), and
is followed by a smoke run (``--frames``, ``--kiosk --frames``, and with
``--tour`` the ``--screenshots`` tour of every screen) with the dummy video driver; the exit
code is non-zero when the build or a smoke run fails or the log shows an error.
``--measure`` adds the start-to-first-frame time (median of 5) and, for the one-folder build,
the idle CPU of ``--kiosk`` on the menu and on the attract screen (``--idle-seconds`` each).
``--exe PATH`` skips the build and checks an existing bundle.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "solitaire.spec"
DIST = ROOT / "dist"
WORK = ROOT / "build" / "pyinstaller"
SIZE_LIMIT_MB = 70.0
FIRST_FRAME = "first frame drawn at "


def headless_env() -> dict[str, str]:
    env = dict(os.environ)
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    return env


def bundle_name(onefile: bool) -> str:
    """The bundle's name, with the version (game/version.py): ``solitaire-0.1.0`` (a folder
    holding the program ``solitaire``) or ``solitaire-0.1.0-onefile``."""
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    from game.version import VERSION

    return f"solitaire-{VERSION}-onefile" if onefile else f"solitaire-{VERSION}"


def compiled_tree(work: Path) -> Path:
    """A copy of the checkout with the searches compiled beside their .py files (setup.py's
    mypyc build, ``build_ext --inplace``: the extension is imported where both are), for
    PyInstaller to bundle. In a copy, so that the checkout itself always runs its .py files;
    without a C compiler the copy stays pure Python (``compiled_modules`` says which)."""
    tree = work / "compiled-tree"
    shutil.rmtree(tree, ignore_errors=True)
    shutil.copytree(ROOT, tree, ignore=shutil.ignore_patterns(
        ".git", "build", "dist", "*.egg-info", "__pycache__", ".*_cache", "*.mo", "tests",
        "screenshots"))
    subprocess.run([sys.executable, "setup.py", "-q", "build_ext", "--inplace",
                    "--build-temp", str(work / "compiled-temp")], cwd=tree, check=True)
    return tree


def compiled_modules(folder: Path) -> list[str]:
    """The compiled extensions under ``folder`` (a tree or a bundle), by path."""
    return sorted(p.relative_to(folder).as_posix() for p in folder.rglob("*")
                  if p.suffix in (".so", ".pyd") and (p.name.startswith("solitaire_search")
                                                      or "games" in p.parts))


def build(onefile: bool, dist: Path = DIST, work: Path = WORK) -> tuple[Path, float]:
    """Write the assets' manifest, compile the searches (``compiled_tree``), then run
    PyInstaller on the spec (which checks the catalogs' placeholders); the executable's
    path and the seconds it took."""
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    from tools.asset_manifest import write as write_manifest

    write_manifest()  # the bundle carries the hashes of the very files it holds
    name = bundle_name(onefile)
    start = time.perf_counter()
    tree = compiled_tree(work)
    command = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
               "--distpath", str(dist.resolve()), "--workpath", str((work / name).resolve()),
               str(tree / SPEC.name)]
    if onefile:
        command += ["--", "--onefile"]
    subprocess.run(command, cwd=tree, check=True)
    seconds = time.perf_counter() - start
    exe = dist / name if onefile else dist / name / "solitaire"
    if sys.platform == "win32":
        exe = exe.with_suffix(".exe")
    return exe, seconds


def bundle_bytes(exe: Path) -> int:
    """The size on disk of a one-file executable, or of a one-folder bundle's folder."""
    folder = exe.parent
    if (folder / "_internal").is_dir():
        return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file() and
                   not p.is_symlink())
    return exe.stat().st_size


def log_text(data_dir: Path) -> str:
    path = data_dir / "logs" / "solitaire.log"
    return path.read_text(encoding="utf-8") if path.exists() else ""


def run_bundle(exe: Path, args: list[str], data_dir: Path,
               timeout: float = 120) -> subprocess.CompletedProcess[str]:
    return subprocess.run([str(exe), "--data-dir", str(data_dir), *args], env=headless_env(),
                          capture_output=True, text=True, timeout=timeout, check=False)


def smoke(exe: Path, tour: bool = False) -> list[str]:
    """Run the bundle headless; a list of problems (empty when all is well)."""
    problems: list[str] = []
    runs = [["--size", "1280x800", "--frames", "30"],
            ["--kiosk", "--lang", "he", "--frames", "30"]]
    with tempfile.TemporaryDirectory(prefix="solitaire-smoke-") as tmp:
        if tour:
            runs.append(["--lang", "ru", "--screenshots", str(Path(tmp) / "shots")])
        for number, args in enumerate(runs):
            data_dir = Path(tmp) / f"data{number}"
            result = run_bundle(exe, args, data_dir, timeout=300)
            log = log_text(data_dir)
            if result.returncode != 0:
                problems.append(f"{' '.join(args)}: exit {result.returncode}\n{result.stderr}")
            if FIRST_FRAME not in log:
                problems.append(f"{' '.join(args)}: no frame drawn (log: {log!r})")
            if " ERROR " in log or " CRITICAL " in log:
                problems.append(f"{' '.join(args)}: errors in the log\n{log}")
            # The tour's hint comes from the worker process: the frozen program run again.
            tour_hint = "--screenshots" in args and "hint worker started" in log
            if "--screenshots" in args and (not tour_hint or "in the frame loop" in log):
                problems.append(f"{' '.join(args)}: the hint worker did not answer\n{log}")
        if tour:
            shots = list((Path(tmp) / "shots").glob("*.png"))
            if len(shots) < 5:
                problems.append(f"the screenshot tour saved only {len(shots)} pictures")
    return problems


def start_to_first_frame(exe: Path, runs: int = 5) -> float:
    """Median seconds from launching the bundle to its first frame (from its log)."""
    times = []
    with tempfile.TemporaryDirectory(prefix="solitaire-start-") as tmp:
        for number in range(runs):
            data_dir = Path(tmp) / f"d{number}"
            launched = time.time()
            run_bundle(exe, ["--frames", "1"], data_dir)
            for line in log_text(data_dir).splitlines():
                if FIRST_FRAME in line:
                    times.append(float(line.split(FIRST_FRAME)[1]) - launched)
    if not times:
        raise RuntimeError("the bundle never logged its first frame")
    return statistics.median(times)


def idle_cpu(command: list[str], seconds: float = 10.0) -> dict[str, float]:
    """CPU share of one core used by ``command --kiosk`` left alone: on the menu from a second
    after its first frame, then on the attract screen (the kiosk idle time is set so the menu
    gets ``seconds`` too; a fresh data folder)."""
    import psutil

    with tempfile.TemporaryDirectory(prefix="solitaire-idle-") as tmp:
        data_dir = Path(tmp)
        idle = max(10, round(seconds + 3))
        (data_dir / "settings.json").write_text(
            json.dumps({"version": 1, "language": "en", "kiosk_idle_seconds": idle}))
        proc = subprocess.Popen([*command, "--kiosk", "--data-dir", str(data_dir)],
                                env=headless_env(), stdout=subprocess.DEVNULL,
                                stderr=subprocess.DEVNULL)
        try:
            ps = psutil.Process(proc.pid)
            _wait_for_log(proc, data_dir, FIRST_FRAME)
            time.sleep(1.0)
            menu = _cpu_share(ps, seconds)
            _wait_for_log(proc, data_dir, "attract screen")
            time.sleep(3.0)  # the demo deal is solved in its first seconds
            attract = _cpu_share(ps, seconds)
        finally:
            proc.terminate()  # kiosk mode ignores QUIT, but SIGTERM ends it
            try:
                proc.wait(10)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()
                raise
    return {"menu": menu, "attract": attract}


def _wait_for_log(proc: subprocess.Popen[bytes], data_dir: Path, text: str) -> None:
    deadline = time.monotonic() + 120
    while text not in log_text(data_dir):
        if proc.poll() is not None or time.monotonic() > deadline:
            raise RuntimeError(f"the game never logged {text!r}")
        time.sleep(0.1)


def _cpu_share(ps: object, seconds: float) -> float:
    times = ps.cpu_times  # type: ignore[attr-defined]
    before = sum(times()[:2])
    start = time.perf_counter()
    time.sleep(seconds)
    used = sum(times()[:2]) - before
    return 100.0 * used / (time.perf_counter() - start)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--onefile", action="store_true", help="build the one-file bundle")
    parser.add_argument("--both", action="store_true", help="build both kinds")
    parser.add_argument("--exe", type=Path, help="check this bundle instead of building")
    parser.add_argument("--tour", action="store_true", help="also run the screenshot tour")
    parser.add_argument("--measure", action="store_true", help="start time and idle CPU")
    parser.add_argument("--idle-seconds", type=float, default=10.0)
    parser.add_argument("--clean", action="store_true", help="remove dist/ and build/ first")
    args = parser.parse_args(argv)
    if args.clean:
        shutil.rmtree(DIST, ignore_errors=True)
        shutil.rmtree(WORK, ignore_errors=True)
    kinds = [False, True] if args.both else [args.onefile]
    failed = False
    for onefile in kinds:
        if args.exe is not None:
            exe, seconds = args.exe, 0.0
        else:
            exe, seconds = build(onefile)
        size_mb = bundle_bytes(exe) / 1e6
        kind = "one-file" if onefile else "one-folder"
        print(f"{kind}: {exe} {size_mb:.1f} MB, built in {seconds:.0f} s")
        if not onefile:
            print(f"  compiled searches: {len(compiled_modules(exe.parent)) or 'none'}")
        if not onefile and size_mb > SIZE_LIMIT_MB:
            print(f"  over the {SIZE_LIMIT_MB:.0f} MB target")
            failed = True
        problems = smoke(exe, tour=args.tour)
        for problem in problems:
            print("  SMOKE FAILED:", problem)
        failed = failed or bool(problems)
        if not problems:
            print("  smoke runs: ok")
        if args.measure and not problems:
            print(f"  start to first frame: {start_to_first_frame(exe):.2f} s (median of 5)")
            if not onefile:
                cpu = idle_cpu([str(exe)], args.idle_seconds)
                print(f"  idle CPU, kiosk: menu {cpu['menu']:.1f}%, "
                      f"attract {cpu['attract']:.1f}% of one core")
        if args.exe is not None:
            break
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
