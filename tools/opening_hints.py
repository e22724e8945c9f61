"""Work out the opening hint of every proved deal and write ``game/opening_hints_data.py``.

    python tools/opening_hints.py [--games golf,easy_harp,eight_off] [--jobs 2]

For each game and rule option with proved deals (``game.winnable``), each proved deal's
opening position is hinted as the app hints it (``game.solver.hint``, aiming at the win) and
written as a token (``game.opening_hints.encode``). The hints count their work in positions,
so the file is the same on any machine; run it again whenever a hint search changes
(``tests/test_opening_hints.py`` works a sample out again and fails on a stale file). About
an hour of CPU in all, most of it Golf's (a stock of 16 at the opening).
"""

from __future__ import annotations

import argparse
import multiprocessing
import sys
import textwrap
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # run as a script: game/ is beside tools/
    sys.path.insert(0, str(ROOT))

from game import get_variant  # noqa: E402
from game.opening_hints import encode  # noqa: E402
from game.solver import hint  # noqa: E402
from game.winnable import proved_deals  # noqa: E402
from game.winnable_data import DEALS  # noqa: E402

OUT = ROOT / "game" / "opening_hints_data.py"
HEAD = '''"""The opening hint of every proved deal (``game.opening_hints``): written by
``python tools/opening_hints.py`` from the app's own hint searches; do not edit. For each
game and option, one token per proved deal, in the deals' order."""

# fmt: off
OPENINGS: dict[tuple[str, str], str] = {
'''


def token(job: tuple[str, str, int]) -> str:
    name, options, deal = job
    game = get_variant(name).new(deal, options)
    return encode(game, hint(game, timeout=600.0))


def tokens(name: str, options: str, jobs: int) -> list[str]:
    deals = proved_deals(name, options)
    work = [(name, options, d) for d in deals]
    if jobs <= 1:
        return [token(w) for w in work]
    with multiprocessing.get_context("spawn").Pool(jobs) as pool:
        return pool.map(token, work, chunksize=8)


def write(found: dict[tuple[str, str], list[str]]) -> None:
    lines = [HEAD]
    for (name, options), toks in found.items():
        body = textwrap.wrap(" ".join(toks), 86, break_long_words=False)
        joined = "\n".join(f"        {line + ' '!r}" for line in body)
        lines.append(f"    ({name!r}, {options!r}): (\n{joined}\n    ),\n")
    lines.append("}\n")
    OUT.write_text("".join(lines), encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", default="golf,easy_harp,eight_off")
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args(argv)
    wanted = args.games.split(",")
    found: dict[tuple[str, str], list[str]] = {}
    try:
        from game.opening_hints_data import OPENINGS
    except ImportError:
        OPENINGS = {}
    for (name, options) in DEALS:
        get_variant(name)
        if name not in wanted:
            if (name, options) in OPENINGS:
                found[name, options] = OPENINGS[name, options].split()
            continue
        started = time.monotonic()
        found[name, options] = tokens(name, options, args.jobs)
        print(f"{name} {options}: {len(found[name, options])} deals, "
              f"{time.monotonic() - started:.0f} s", flush=True)
        write(found)
    write(found)
    return 0


if __name__ == "__main__":
    sys.exit(main())
