"""The screenshot tour's own parts (scenes/tour.py); the whole tour runs in test_main.py."""

from __future__ import annotations

from pathlib import Path

from game import game_from_code
from game.review import read_line
from game.store import Store
from game.variant import Status
from scenes.tour import seed_history


def test_the_tours_history_is_real_games_in_its_pattern(tmp_path: Path) -> None:
    """The screenshot tour's seeded history: one game per letter, won as the letter says,
    each line replaying from its code to the same end."""
    store = Store(tmp_path)
    seed_history(store, ("LWW", "WL"))
    history = store.stats.history
    assert [(e.options, e.result == "won") for e in history] == [
        ("C", True), ("C", False), ("E", False), ("E", True), ("E", True)]
    assert store.stats.get("golf", "E").played == 3 and store.stats.get("golf", "C").won == 1
    for entry in history:
        game = game_from_code(entry.code)
        assert entry.line is not None
        for move in read_line(game, entry.line):
            game.play(move)
        assert (game.status is Status.WON) == entry.won and game.score == entry.score
    assert Store(tmp_path).stats.history == history  # written, and read back whole
