"""Helper of tests/test_store_finish.py: ends a game in a data folder, killed at one write.

    python tests/finish_killer.py DATA_DIR SCENARIO KILL_AT

Every change the store makes on disk (a file opened for writing, a write, an fsync, a rename,
a removal) goes through ``os`` in ``game.store.files`` and ``game.store.folder``; here that
``os`` is wrapped so that change number ``KILL_AT`` (from 1) is never made: the process
SIGKILLs itself just before it. ``KILL_AT`` 0 kills nothing and prints how many changes the
scenario made (``changes N``). Scenarios, on the game the test saved in DATA_DIR:

- ``win``: resume it and play its last move (a win is recorded at once);
- ``stuck``: resume it, play the move that leaves Golf stuck, and accept the result;
- ``challenge``: resume the daily challenge the test saved and play its proof's last move
  (the win meets the goal; the result and the challenge met are one write);
- ``abandon``: start a new game in its place (its slot), then let the old table leave as the
  app does (it saves its session: the store must refuse);
- ``try``: win the game as a practice game from a review's Try from here (kept apart from
  the games, with its achievement).
"""

from __future__ import annotations

import os
import signal
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import game.store.files
import game.store.folder
from game import notation
from game.moves import WASTE, Move, column
from game.session import Session
from game.store import Store

_CHANGES = ("open", "write", "fsync", "replace", "rename", "unlink")
_WRITE_FLAGS = os.O_WRONLY | os.O_RDWR | os.O_CREAT | os.O_TRUNC | os.O_APPEND


class KillingOS:
    """``os`` with every change on disk counted, and one of them replaced by a SIGKILL."""

    def __init__(self, kill_at: int) -> None:
        self.kill_at = kill_at
        self.changes = 0

    def __getattr__(self, name: str) -> Any:
        real = getattr(os, name)
        if name not in _CHANGES:
            return real

        def counted(*args: Any, **kwargs: Any) -> Any:
            if name != "open" or args[1] & _WRITE_FLAGS:
                self.changes += 1
                if self.changes == self.kill_at:
                    os.kill(os.getpid(), signal.SIGKILL)
            return real(*args, **kwargs)

        return counted


TRIED_CODE = "GO1-E-AAAAAAB"


def run(data_dir: Path, scenario: str) -> None:
    store = Store(data_dir)
    if scenario == "try":
        saved = store.load_game()
        assert saved is not None and saved.layout is not None, "the test saves a game first"
        practice = Session.practice(store, saved.layout, tried=TRIED_CODE)
        practice.game_id = saved.game_id  # the same id each run: the test looks for it
        practice.play(Move(column(0), WASTE))
        assert practice.won
        return
    session = Session.resume(store)
    assert session is not None, "the test saves a game first"
    if scenario == "win":
        session.play(Move(column(0), WASTE))
        assert session.won and session.recorded
    elif scenario == "stuck":
        session.play(Move(column(0), WASTE))
        session.record_result()
    elif scenario == "challenge":  # the proof's last move: it wins and meets the goal
        assert session.challenge is not None
        last = notation.parse(session.challenge.proof.split()[-1])
        session.play(notation.resolve(session.game, last))
        assert session.won and session.recorded
    elif scenario == "abandon":
        Session.start(store, "golf", "E", 2, daily_date=session.daily_date)
        session.save()  # the old table's exit(): refused, the game was abandoned
    else:
        raise SystemExit(f"unknown scenario {scenario}")


def main(argv: list[str]) -> None:
    data_dir, scenario, kill_at = Path(argv[0]), argv[1], int(argv[2])
    killer = KillingOS(kill_at)
    game.store.files.os = killer  # type: ignore[attr-defined]
    game.store.folder.os = killer  # type: ignore[attr-defined]
    run(data_dir, scenario)
    print("changes", killer.changes, flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
