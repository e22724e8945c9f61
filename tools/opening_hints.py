"""Work out the opening hint of every proved deal and write each game's ``openings.py``.

    python tools/opening_hints.py [--games golf,easy_harp,eight_off] [--jobs 2]

The file is the one the game's class names (``opening_hints``, for example
``game/games/golf/openings.py``).

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
from game.parts import load  # noqa: E402
from game.registry import VARIANTS  # noqa: E402
from game.solver import hint  # noqa: E402
from game.winnable import proved_deals  # noqa: E402

HEAD = '''"""The opening hint of every proved deal of this game, by rule option
(``game.opening_hints``): written by ``python tools/opening_hints.py`` from the app's own hint
searches; do not edit. One token per proved deal, in the deals' order."""

# fmt: off
OPENINGS: dict[str, str] = {
'''


def out_path(ref: str) -> Path:
    """The file a class's ``opening_hints`` names (``game.games.<name>.openings:OPENINGS``)."""
    module = ref.partition(":")[0]
    return ROOT.joinpath(*module.split(".")).with_suffix(".py")


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


def write(ref: str, found: dict[str, list[str]]) -> None:
    lines = [HEAD]
    for options, toks in found.items():
        body = textwrap.wrap(" ".join(toks), 86, break_long_words=False)
        joined = "\n".join(f"        {line + ' '!r}" for line in body)
        lines.append(f"    {options!r}: (\n{joined}\n    ),\n")
    lines.append("}\n")
    out_path(ref).write_text("".join(lines), encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", default=",".join(VARIANTS))
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args(argv)
    for name in args.games.split(","):
        cls = get_variant(name)
        ref = cls.opening_hints
        if ref is None:
            print(f"{name}: declares no opening_hints (see game/variant.py)")
            continue
        found: dict[str, list[str]] = {}
        for option in cls.rule_options:
            if not proved_deals(name, option.code):
                continue
            started = time.monotonic()
            found[option.code] = tokens(name, option.code, args.jobs)
            print(f"{name} {option.code}: {len(found[option.code])} deals, "
                  f"{time.monotonic() - started:.0f} s", flush=True)
        write(ref, found)
        load.cache_clear()
    return 0


if __name__ == "__main__":
    sys.exit(main())
