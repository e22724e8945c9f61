"""Achievements across a SIGKILL at every write: a game counted keeps what it earned, and what
it earned is never kept without it; a win from Try from here is kept once or not at all.

In the style of tests/test_store_finish.py (its helpers, tests/finish_killer.py): the finish
is run once to count its writes, then killed at each of them in turn."""

from __future__ import annotations

import signal
from pathlib import Path

import pytest

from game.achievements import untold
from game.session import Session
from game.store import Store
from tests.finish_killer import TRIED_CODE
from tests.test_store_finish import WIN_LAYOUT, prepare, run_killer, settle

FIRST_WIN = "first-win.golf.E"


def kill_points(tmp_path: Path, scenario: str) -> int:
    dry = tmp_path / "dry"
    prepare(dry, "win")
    done = run_killer(dry, scenario, 0)
    assert done.returncode == 0, done.stderr
    changes = int(done.stdout.split()[-1])
    assert changes >= 4
    return changes


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_a_kill_at_every_write_of_a_win_keeps_its_achievement_with_it(tmp_path: Path) -> None:
    changes = kill_points(tmp_path, "win")
    for kill_at in range(1, changes + 1):
        folder = tmp_path / str(kill_at)
        game_id = prepare(folder, "win")
        run = run_killer(folder, "win", kill_at)
        assert run.returncode == -signal.SIGKILL, (kill_at, run.stdout, run.stderr)
        after = Store(folder).stats
        counted = game_id in after.recorded
        assert (FIRST_WIN in after.achievements) == counted, kill_at  # both, or neither
        entry = settle(folder, "win", game_id)  # played on to the win when it was lost
        assert (entry.played, entry.won) == (1, 1), kill_at
        kept = Store(folder).stats
        assert kept.achievements[FIRST_WIN].on is not None, kill_at
        assert [a.key for a in untold(kept)] == [FIRST_WIN], kill_at  # to announce, once


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_a_kill_at_every_write_of_a_try_keeps_it_once_or_not_at_all(tmp_path: Path) -> None:
    changes = kill_points(tmp_path, "try")
    for kill_at in range(1, changes + 1):
        folder = tmp_path / str(kill_at)
        game_id = prepare(folder, "win")
        run = run_killer(folder, "try", kill_at)
        assert run.returncode == -signal.SIGKILL, (kill_at, run.stdout, run.stderr)
        store = Store(folder)
        assert store.notices == []
        tries = [t.game_id for t in store.stats.tries]
        assert tries in ([], [game_id]), kill_at
        assert ("review.try" in store.stats.achievements) == bool(tries), kill_at
        assert store.stats.get("golf", "E").played == 0  # a practice game is no game
        if not tries:  # the player wins it again: kept then, once
            practice = Session.practice(store, WIN_LAYOUT, tried=TRIED_CODE)
            practice.game_id = game_id
            practice.play(practice.game.legal_moves()[0])
        again = Store(folder).stats
        assert [t.game_id for t in again.tries] == [game_id], kill_at
        assert "review.try" in again.achievements, kill_at
