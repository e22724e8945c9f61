"""Eight Off against fc-solve, side by side, deal by deal.

    python -m tests.bench.vsc_eight_off [--deals 1-200] [--options C8,C4] [--json]

For each deal, our solver (in this process: ``game.solver.solve``, the replay of its line
through the rules engine included) and fc-solve (Debian's freecell-solver-bin, run as
``fc-solve -g eight_off --freecells-num N`` with the position on standard input) solve the
same position one right after the other, in alternating order, so that load from other work
on the machine falls on both alike. Our time is wall time in process; theirs is the wall time
of the whole process (start, read, solve, print), which is what a caller of fc-solve waits
for. CPU times are kept too (ours: ``time.process_time``; theirs: the child's user + system).

Verdicts differ by rule: fc-solve's group limit leaves out the empty-column factor when only
Kings fill empty columns, (free cells + 1) where the app allows (free cells + 1) x
2^(empty columns). For every deal where the verdicts differ the reason is established, not
guessed: our solver runs again under fc-solve's limit (``GROUP_RULE = "cells"``); if it then
loses too, the difference is the rule (and the group move of our line that fc-solve's limit
refuses is named); if it still wins, fc-solve's search missed a win under its own rule. A
win of fc-solve that we call not winnable would be a bug of ours: it is reported as such.
"""

from __future__ import annotations

import argparse
import json
import re
import resource
import shutil
import statistics
import subprocess
import sys
import time
from dataclasses import dataclass
from typing import Any

import game.games.eight_off.solver as eo
from game.games.eight_off import EightOff
from game.moves import PileKind
from game.solver import Solution, Verdict, solve

FC_SOLVE = "fc-solve"
TIMEOUT_S = 60.0  # each side, per deal
SUITS = "SHDC"  # our foundation order: spades, hearts, diamonds, clubs
VERDICTS = {True: "winnable", False: "not winnable", None: "unknown"}


@dataclass
class Run:
    """One side's result on one deal: won (None when undecided), wall and CPU seconds."""

    won: bool | None
    wall: float
    cpu: float
    states: int


def board(game: EightOff) -> str:
    """The position in fc-solve's input format (foundations, freecells, one line a column,
    the covered card first)."""
    found = " ".join(f"{SUITS[i]}-{len(pile)}" for i, pile in enumerate(game.foundations))
    cells = " ".join("-" if c is None else str(c) for c in game.cells)
    lines = [f"Foundations: {found}", f"Freecells: {cells}"]
    lines += [": " + " ".join(map(str, col)) for col in game.tableau]
    return "\n".join(lines) + "\n"


def run_fc(game: EightOff) -> Run:
    text = board(game).encode()
    command = [FC_SOLVE, "-g", "eight_off", "--freecells-num", str(game.cell_count)]
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    try:
        done = subprocess.run(command, input=text, capture_output=True, timeout=TIMEOUT_S)
    except subprocess.TimeoutExpired:
        return Run(None, TIMEOUT_S, TIMEOUT_S, 0)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime
    out = done.stdout.decode(errors="replace")
    states = re.search(r"Total number of states checked is (\d+)", out)
    if "This game is solveable" in out:
        won: bool | None = True
    elif "I could not solve this game" in out:
        won = False
    else:
        won = None
    return Run(won, wall, cpu, int(states.group(1)) if states else 0)


def run_ours(game: EightOff) -> tuple[Run, Solution]:
    start, start_cpu = time.perf_counter(), time.process_time()
    result = solve(game, TIMEOUT_S)
    wall, cpu = time.perf_counter() - start, time.process_time() - start_cpu
    won = {Verdict.WINNABLE: True, Verdict.NOT_WINNABLE: False}.get(result.verdict)
    return Run(won, wall, cpu, result.states), result


def first_group_over(game: EightOff, result: Solution) -> str:
    """The first move of our line that fc-solve's limit, (free cells + 1), refuses."""
    trial = game.clone()
    for n, move in enumerate(result.moves, 1):
        if move.source.kind is PileKind.COLUMN and move.target is not None and (
            move.target.kind is PileKind.COLUMN
        ):
            free = len(trial.free_cells())
            empty = len(trial.empty_columns())
            if move.count > free + 1:
                return (f"move {n} ({trial.notation(move)}) takes {move.count} cards "
                        f"(free cells {free}, empty columns {empty})")
        trial.play(move)
    return "no single group of our line is over it"


def reason(game: EightOff, ours: Solution, theirs: Run) -> str:
    """Why the verdicts of one deal differ, established by solving again (module docstring)."""
    if theirs.won is None:
        return "fc-solve gave no verdict (timed out)"
    if ours.verdict is Verdict.UNKNOWN:
        return "our search timed out"
    if theirs.won:
        return "BUG: fc-solve wins a deal we call not winnable under a wider rule"
    saved = eo.GROUP_RULE
    eo.GROUP_RULE = "cells"
    try:
        under_theirs = solve(game, TIMEOUT_S)
    finally:
        eo.GROUP_RULE = saved
    if under_theirs.verdict is Verdict.NOT_WINNABLE:
        return ("by rule: every win needs a group over fc-solve's limit (free cells + 1); "
                + first_group_over(game, ours))
    if under_theirs.verdict is Verdict.WINNABLE:
        return "fc-solve missed a win: we win it under its own limit too"
    return "undecided: our search under fc-solve's limit timed out"


def vs_c(deals: range, options: str) -> dict[str, Any]:
    """Solve ``deals`` with ``options`` (C8, C4 or C2) on both sides, interleaved; print and
    return the medians, totals, their ratios (ours / fc-solve) and the differing verdicts."""
    if shutil.which(FC_SOLVE) is None:
        print(f"{FC_SOLVE} is not installed (apt-get install freecell-solver-bin)")
        return {"options": options, "error": f"{FC_SOLVE} not installed"}
    ours_runs: list[Run] = []
    fc_runs: list[Run] = []
    differ: list[dict[str, Any]] = []
    for deal in deals:
        game = EightOff.new(deal, options)
        if deal % 2:
            mine, result = run_ours(game)
            theirs = run_fc(game)
        else:
            theirs = run_fc(game)
            mine, result = run_ours(game)
        ours_runs.append(mine)
        fc_runs.append(theirs)
        if mine.won != theirs.won:
            why = reason(game, result, theirs)
            differ.append({"deal": deal, "ours": result.verdict.value,
                           "fc_solve": VERDICTS[theirs.won], "reason": why})
            print(f"  {game.code}: ours {result.verdict.value}, fc-solve "
                  f"{VERDICTS[theirs.won]}: {why}")
    out = summary(options, deals, ours_runs, fc_runs)
    out["differ"] = differ
    print(f"{options} deals {deals.start}-{deals.stop - 1}: median ours "
          f"{1000 * out['ours_median_s']:.2f} ms, fc-solve {1000 * out['fc_median_s']:.2f} ms, "
          f"ratio {out['ratio_median']:.2f}; total ours {out['ours_total_s']:.2f} s, fc-solve "
          f"{out['fc_total_s']:.2f} s, ratio {out['ratio_total']:.2f}; CPU median ratio "
          f"{out['ratio_median_cpu']:.2f}; won ours {out['ours_won']}, fc-solve "
          f"{out['fc_won']}; {len(differ)} verdicts differ")
    return out


def summary(options: str, deals: range, ours: list[Run], fc: list[Run]) -> dict[str, Any]:
    def med(runs: list[Run], cpu: bool = False) -> float:
        return statistics.median(r.cpu if cpu else r.wall for r in runs)

    def total(runs: list[Run]) -> float:
        return sum(r.wall for r in runs)

    return {
        "options": options,
        "deals": [deals.start, deals.stop - 1],
        "ours_median_s": med(ours),
        "fc_median_s": med(fc),
        "ratio_median": med(ours) / med(fc),
        "ours_total_s": total(ours),
        "fc_total_s": total(fc),
        "ratio_total": total(ours) / total(fc),
        "ratio_median_cpu": med(ours, True) / med(fc, True),
        "ours_max_s": max(r.wall for r in ours),
        "fc_max_s": max(r.wall for r in fc),
        "ours_states_median": statistics.median(r.states for r in ours),
        "fc_states_median": statistics.median(r.states for r in fc),
        "ours_won": sum(r.won is True for r in ours),
        "fc_won": sum(r.won is True for r in fc),
    }


def parse_deals(text: str) -> range:
    first, _, last = text.partition("-")
    return range(int(first), int(last or first) + 1)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.bench.vsc_eight_off")
    parser.add_argument("--deals", default="1-200", help="a range, e.g. 1-200")
    parser.add_argument("--options", default="C8,C4", help="cell counts: C8, C4, C2")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON too")
    args = parser.parse_args(argv)
    results = [vs_c(parse_deals(args.deals), o) for o in args.options.split(",")]
    if args.json:
        print(json.dumps(results, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
