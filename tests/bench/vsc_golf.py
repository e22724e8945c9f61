"""Golf against black-hole-solve, deal by deal: ``python -m tests.bench solver --vs-c``.

black-hole-solve (https://github.com/shlomif/black-hole-solitaire, ``c-solver``; build it
with cmake and make) is found through ``$BLACK_HOLE_SOLVE`` (a path) or on ``PATH``. It runs
as ``--game golf --queens-on-kings`` and ``--wrap-ranks`` (Easy) or ``--no-wrap-ranks``
(Classic), one process per deal, the board on standard input:

    Talon: 8S 6S ...          the stock in drawing order
    Foundations: AC           the waste top
    6C 5S QS TS 6H            the columns, covered card first

Each deal is solved by ours (in this process, CPU time of ``solve``) and by theirs (CPU time
of the child process, start-up included), alternating which goes first so load on the
machine falls on both alike.
"""

from __future__ import annotations

import os
import shutil
import time
from typing import Any

from game.games.golf import Golf
from game.moves import Move
from game.solver import Verdict, solve
from game.variant import Refusal
from tests.bench.solver_bench import CRun, report, run_c

TIMEOUT_S = 30.0
ENV = "BLACK_HOLE_SOLVE"
C_VERDICT = {"Solved!": Verdict.WINNABLE, "Unsolved!": Verdict.NOT_WINNABLE}


def c_solver() -> str | None:
    """The black-hole-solve executable: ``$BLACK_HOLE_SOLVE`` or the one on PATH."""
    path = os.environ.get(ENV) or shutil.which("black-hole-solve")
    return path if path and os.access(path, os.X_OK) else None


def board(game: Golf) -> str:
    layout = game.layout()
    lines = [
        "Talon: " + " ".join(layout["stock"]),
        "Foundations: " + (layout["waste"][-1] if layout["waste"] else "-"),
        *(" ".join(col) for col in layout["tableau"]),
    ]
    return "\n".join(lines) + "\n"


def c_line(out: str) -> str:
    """Their solution in our notation: ``Deal talon`` is ``s``, stack N (from 0) is N+1."""
    tokens = []
    for line in out.splitlines():
        if line == "Deal talon":
            tokens.append("s")
        elif line.startswith("Move a card from stack "):
            tokens.append(str(int(line.split()[5]) + 1))
    return " ".join(tokens)


def replay(game: Golf, line: str) -> str | None:
    """Why ``line`` (exact moves, ``5>w``, or their notation, ``5``) does not win ``game``
    under our rules, or None when it does."""
    trial = game.clone()
    for k, token in enumerate(line.split(), 1):
        try:
            trial.play(Move.from_text(token) if ">" in token else trial.parse_move(token))
        except Refusal as refusal:
            return f"move {k} ({token}) refused: {refusal.message}"
    return None if trial.is_won() else "the line ends short of a win"


def why(game: Golf, ours: Verdict, line: str, theirs: Verdict, c_out: str) -> str:
    """The reason two verdicts differ, found by replaying the winning side's line."""
    if ours is Verdict.UNKNOWN:
        return f"ours timed out ({TIMEOUT_S:g} s)"
    if theirs is Verdict.UNKNOWN:
        return f"theirs timed out ({TIMEOUT_S:g} s) or failed"
    if ours is Verdict.WINNABLE:
        fault = replay(game, line)
        return f"our line fails: {fault}" if fault else "our line wins through the engine"
    fault = replay(game, c_line(c_out))
    return f"their line fails under our rules: {fault}" if fault else \
        "their line wins through our engine: our solver is wrong"


def solve_ours(game: Golf) -> tuple[Verdict, str, float]:
    start = time.process_time()
    result = solve(game, TIMEOUT_S)
    return result.verdict, " ".join(map(str, result.moves)), time.process_time() - start


def solve_theirs(exe: str, game: Golf) -> tuple[Verdict, CRun]:
    wrap = "--wrap-ranks" if game.wrap else "--no-wrap-ranks"
    run = run_c([exe, "--game", "golf", "--queens-on-kings", wrap], board(game), TIMEOUT_S)
    first = run.out.split("\n", 1)[0].strip()
    return C_VERDICT.get(first, Verdict.UNKNOWN), run


def vs_c(deals: range, options: str) -> dict[str, Any]:
    """Ours and black-hole-solve on ``deals``, interleaved; prints the report, returns it."""
    exe = c_solver()
    if exe is None:
        print(f"golf {options}: black-hole-solve not found (set ${ENV} or put it on PATH)")
        return {"game": "golf", "options": options, "skipped": "black-hole-solve not found"}
    ours: list[float] = []
    theirs: list[float] = []
    differ: list[dict[str, Any]] = []
    for n, deal in enumerate(deals):
        game = Golf.new(deal, options)
        if n % 2:
            c_verdict, run = solve_theirs(exe, game)
            verdict, line, cpu = solve_ours(game)
        else:
            verdict, line, cpu = solve_ours(game)
            c_verdict, run = solve_theirs(exe, game)
        ours.append(cpu)
        theirs.append(run.cpu_s)
        if verdict is not c_verdict:
            differ.append({"deal": deal, "ours": verdict.value, "theirs": c_verdict.value,
                           "reason": why(game, verdict, line, c_verdict, run.out)})
    return report("golf", options, deals, ours, theirs, differ, "black-hole-solve")
