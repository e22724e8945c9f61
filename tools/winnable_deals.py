"""Find deal numbers the solver proves winnable, and write them into each game's package.

    python tools/winnable_deals.py scan golf E --want 3000          # deals 1, 2, ... until 3000
    python tools/winnable_deals.py scan pyramid S --seconds 60      # what a minute proves
    python tools/winnable_deals.py scan eight_off C2 --last 999999  # every deal
    python tools/winnable_deals.py write                            # the modules, from the scans

"Winnable deals only" (the default setting) deals only these numbers, for New deal and for the
daily deal (``game.winnable``). A deal is listed only when the solver returned a winning line
and that line replayed to a win through the rules engine; a deal the solver calls "not
winnable" or "unknown" is left out, so a listed deal is a proof and a missing one is no claim.

A scan appends ``deal verdict seconds`` lines to ``tools/winnable/<game>-<options>.txt`` and
resumes from the last deal it recorded, so a long scan (Eight Off with 2 cells wins about one
deal in a thousand: all 999 999 deals are scanned) survives being stopped. ``--jobs`` runs
that many processes. The scan files are the record of what was tried; ``write`` turns the
winnable ones into the compact module of each game scanned, ``game/games/<name>/winnable.py``
(deltas in base 36), which the game's class names (``proved_deals =
"game.games.<name>.winnable:DEALS"``).
"""

from __future__ import annotations

import argparse
import importlib
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game import VARIANTS  # noqa: E402
from game.opening_hints import base36  # noqa: E402
from game.solver import Verdict, solve  # noqa: E402

SCANS = ROOT / "tools" / "winnable"
CHUNK = 200


def module_path(name: str) -> Path:
    """Where a game's proved deals go: ``winnable.py`` beside its package's ``__init__``."""
    package = importlib.import_module(VARIANTS[name].__module__)
    return Path(package.__file__ or "").parent / "winnable.py"


def scan_path(name: str, options: str) -> Path:
    return SCANS / f"{name}-{options}.txt"


def _solve_range(args: tuple[str, str, int, int, float]) -> list[tuple[int, str, float]]:
    name, options, first, last, timeout = args
    cls = VARIANTS[name]
    out = []
    for deal in range(first, last + 1):
        game = cls.new(deal, options)
        start = time.perf_counter()
        result = solve(game, timeout)
        verdict = result.verdict
        if verdict is Verdict.WINNABLE and not _replays(game, result.moves):
            verdict = Verdict.UNKNOWN  # never list a deal without a line that wins
        out.append((deal, verdict.name, time.perf_counter() - start))
    return out


def _replays(game: object, moves: list) -> bool:  # type: ignore[type-arg]
    trial = game.clone()  # type: ignore[attr-defined]
    for move in moves:
        trial.play(move)
    return trial.status.value == "won"


def recorded(name: str, options: str) -> dict[int, str]:
    path = scan_path(name, options)
    if not path.exists():
        return {}
    out = {}
    for line in path.read_text().splitlines():
        deal, verdict, _seconds = line.split()
        out[int(deal)] = verdict
    return out


def cmd_scan(args: argparse.Namespace) -> int:
    if args.game not in VARIANTS or args.options not in VARIANTS[args.game].option_codes():
        print(f"no such game and option: {args.game} {args.options}", file=sys.stderr)
        return 2
    SCANS.mkdir(parents=True, exist_ok=True)
    done = recorded(args.game, args.options)
    won = sum(v == "WINNABLE" for v in done.values())
    first = max(done, default=0) + 1
    last = args.last
    path = scan_path(args.game, args.options)
    started = time.perf_counter()
    with ProcessPoolExecutor(args.jobs) as pool, path.open("a") as out:
        while (first <= last and (args.want is None or won < args.want)
               and (args.seconds is None or time.perf_counter() - started < args.seconds)):
            batch = [(args.game, args.options, a, min(a + CHUNK - 1, last), args.timeout)
                     for a in range(first, min(last, first + CHUNK * args.jobs - 1) + 1, CHUNK)]
            for rows in pool.map(_solve_range, batch):
                for deal, verdict, seconds in rows:
                    out.write(f"{deal} {verdict} {seconds:.4f}\n")
                    won += verdict == "WINNABLE"
            out.flush()
            first = batch[-1][3] + 1
            rate = (first - 1) / max(1e-9, time.perf_counter() - started)
            print(f"{args.game} {args.options}: deals 1-{first - 1}, {won} winnable "
                  f"({rate:.1f} deals/s this run)", flush=True)
    return 0


def encode(deals: list[int]) -> str:
    """Ascending deal numbers as base-36 gaps: 1 3 4 10 -> "1 2 1 6"."""
    out, last = [], 0
    for deal in deals:
        out.append(base36(deal - last))
        last = deal
    return " ".join(out)


def cmd_write(args: argparse.Namespace) -> int:
    for name, cls in VARIANTS.items():
        lines = [
            '"""Deal numbers proved winnable, per rule option: written by',
            "``python tools/winnable_deals.py write`` from its scans (``tools/winnable/``); do not",
            'edit. For each option: how many deals were scanned (1..N), how many were proved',
            "winnable, and which deals those are, as ascending base-36 gaps; where most are "
            "winnable,",
            'the list holds the others instead (``listed`` = False). See game.winnable."""',
            "",
            "# fmt: off",
            "DEALS: dict[str, tuple[int, int, bool, str]] = {",
            "    # options: (deals scanned, deals winnable, listed are the winnable, gaps)",
        ]
        written = 0
        for options in cls.option_codes():
            done = recorded(name, options)
            if not done:
                continue
            last = max(done)
            wins = sorted(d for d, v in done.items() if v == "WINNABLE")
            listed = 2 * len(wins) <= last
            if not listed:  # most deals win: list the others
                won = set(wins)
                gaps = encode([d for d in range(1, last + 1) if d not in won])
            else:
                gaps = encode(wins)
            lines.append(f"    {options!r}: ({last}, {len(wins)}, {listed}, (")
            for k in range(0, len(gaps), 88):
                lines.append(f"        {gaps[k:k + 88]!r}")
            lines.append("    )),")
            written += 1
        if not written:
            continue  # no scan of this game: its module (if any) stays as it is
        lines += ["}", "# fmt: on", ""]
        path = module_path(name)
        path.write_text("\n".join(lines))
        print(f"wrote {path.relative_to(ROOT)}")
        if cls.proved_deals is None:
            print(f"  name it on {cls.__name__}: proved_deals = "
                  f'"{cls.__module__}.winnable:DEALS"')
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("scan", help="solve deals in order, appending to the scan file")
    p.add_argument("game")
    p.add_argument("options")
    p.add_argument("--want", type=int, default=None, help="stop at this many winnable deals")
    p.add_argument("--last", type=int, default=999_999, help="the last deal to try")
    p.add_argument("--seconds", type=float, default=None,
                   help="stop after the batch that ends past this many seconds of this run")
    p.add_argument("--timeout", type=float, default=10.0)
    p.add_argument("--jobs", type=int, default=1)
    p.set_defaults(func=cmd_scan)
    p = sub.add_parser("write", help="write game/games/<name>/winnable.py from the scans")
    p.set_defaults(func=cmd_write)
    args = parser.parse_args(argv)
    return int(args.func(args))


if __name__ == "__main__":
    sys.exit(main())
