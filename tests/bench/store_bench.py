"""What saving the game in progress costs as play gets longer: the time of one save (the
session's save after a move: encode, write, fsync) and the size of its file
(``savegame-eight_off.json``), after N actions of one Eight Off game (5H between two cells,
an undo every seventh action).

    python -m tests.bench store [--actions 1000,100000,1000000] [--saves 20]

Prints JSON: per N, the median and max milliseconds of a save and the file's bytes, and the
milliseconds to load it back (Continue). The actions themselves are played without saving
(a million fsyncs would take an hour); each save is timed through ``Session.save``.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from game.moves import Move, cell
from game.session import Session
from game.store import Store

_BE, _EB = Move(cell(1), cell(4)), Move(cell(4), cell(1))


def play(session: Session, count: int) -> None:
    for i in range(count):
        if i % 7 == 6:
            session.game.undo()
            session.window.pop()
        else:
            move = _BE if session.game.cells[1] else _EB  # type: ignore[attr-defined]
            session.window.append(session.game.play(move))


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.bench store")
    parser.add_argument("--actions", default="1000,10000,100000,1000000")
    parser.add_argument("--saves", type=int, default=20)
    args = parser.parse_args(argv)
    marks = sorted(int(n) for n in args.actions.split(","))
    out = {}
    with tempfile.TemporaryDirectory() as tmp:
        store = Store(tmp)
        session = Session.start(store, "eight_off", "C8", 130)
        done = 0
        for mark in marks:
            play(session, mark - done)
            done = mark
            times = []
            for _i in range(args.saves):
                start = time.perf_counter()
                assert session.save()
                times.append(1000 * (time.perf_counter() - start))
            start = time.perf_counter()
            assert Store(tmp).load_game() is not None
            load_ms = 1000 * (time.perf_counter() - start)
            out[mark] = {
                "save_ms_median": round(statistics.median(times), 2),
                "save_ms_max": round(max(times), 2),
                "bytes": (Path(tmp) / session.slot.file_name).stat().st_size,
                "load_ms": round(load_ms, 2),
                "moves": session.game.moves,
            }
    print(json.dumps(out, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
