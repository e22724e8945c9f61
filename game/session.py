"""A game in play: the engine's position plus what the app keeps about it.

A ``Session`` holds the ``Variant``, its id, the undo window (the resolved moves undo can
take back, as ``Store.save_game`` wants them), the seconds of play, the daily date when it is
the daily deal, and the starting layout of a game that has no code. It saves through the store
after every action, so a crash or a power cut loses nothing.

Results (statistics) are counted exactly once per game, under its id (``Store.finish_game``
records and forgets it in one step that a crash cannot split):

- a win is recorded at once, when the winning move is played;
- Golf's "stuck" is not final (the player may still undo), so it is recorded when the player
  accepts it: ``record_result()`` (the table calls it before showing the results);
- a started game (at least one move) that is left for a new one counts as a loss. Starting
  a session does this for the game saved in the store (``Session.start`` and
  ``Session.from_layout`` call ``abandon_saved``), so every screen that starts a game gets it
  right without knowing about it. Leaving to the menu does not: the game stays for Continue.
- a game counted or abandoned is never written again, whoever still holds its session (a
  table being closed saves its session: the store refuses a game that is over).
- a practice game (a lesson: ``Session.practice``) is never saved nor counted, and leaves
  the saved game alone.

Pure Python: no pygame. Time comes from ``tick(dt)``, called by the table while it is shown.
"""

from __future__ import annotations

import datetime as _dt
from collections import deque
from collections.abc import Iterable
from typing import Any

from game import game_from_layout, get_variant
from game.moves import Move
from game.store import GameStats, SavedGame, Store, new_game_id
from game.variant import HISTORY_LIMIT, Status, Variant


class Session:
    """One game in play, saved after every action."""

    def __init__(
        self,
        store: Store,
        game: Variant,
        *,
        window: Iterable[Move] = (),
        elapsed: float = 0.0,
        daily_date: _dt.date | None = None,
        layout: dict[str, Any] | None = None,
        game_id: str | None = None,
    ) -> None:
        if game.code is None and layout is None:
            raise ValueError("a game without a code needs its starting layout")
        self.store = store
        self.game = game
        self.game_id = game_id or new_game_id()
        # The moves undo can take back, oldest first: the game's undo history, as moves.
        self.window: deque[Move] = deque(window, maxlen=HISTORY_LIMIT)
        self.elapsed = float(elapsed)
        self.daily_date = daily_date
        self.layout = layout if game.code is None else None
        self.recorded = False  # the result is in the statistics
        self.result: GameStats | None = None
        self.counted = True  # False: practice, never saved nor counted

    # --- starting and resuming ------------------------------------------------------------
    @classmethod
    def start(
        cls,
        store: Store,
        name: str,
        options: str | None,
        deal: int,
        daily_date: _dt.date | None = None,
    ) -> Session:
        """Deal a new game (the saved one, if started, counts as a loss) and save it."""
        game = get_variant(name).new(deal, options or None)
        cls.abandon_saved(store)
        session = cls(store, game, daily_date=daily_date)
        session.save()
        return session

    @classmethod
    def from_layout(cls, store: Store, layout: dict[str, Any]) -> Session:
        """A game from a JSON layout (tests, tutorials); raises LayoutError."""
        game = game_from_layout(layout)
        cls.abandon_saved(store)
        session = cls(store, game, layout=dict(layout))
        session.save()
        return session

    @classmethod
    def practice(cls, store: Store, layout: dict[str, Any]) -> Session:
        """A game to practise on (a lesson) from a layout: never saved, never counted, and
        the saved game in progress stays as it was. Raises LayoutError."""
        session = cls(store, game_from_layout(layout), layout=dict(layout))
        session.counted = False
        return session

    @classmethod
    def resume(cls, store: Store) -> Session | None:
        """The saved game in progress, exactly as it was left, or None."""
        saved = store.load_game()
        if saved is None:
            return None
        return cls(
            store,
            saved.game,
            window=saved.window,
            elapsed=saved.elapsed,
            daily_date=saved.daily_date,
            layout=saved.layout,
            game_id=saved.game_id,
        )

    @staticmethod
    def in_progress(store: Store) -> SavedGame | None:
        """The saved game that starting another would count as a loss: started (a move
        played) and not won. None when there is none: the app may deal without asking."""
        saved = store.load_game()
        if saved is None or not is_in_progress(saved.game):
            return None
        return saved

    @staticmethod
    def abandon_saved(store: Store) -> bool:
        """Count the saved game as lost if it was started and not finished, and forget it;
        it is never written again (its table may still be open).

        Returns True when a loss was recorded. A won game was recorded when it was won.
        """
        saved = store.load_game()
        if saved is None:
            return False
        lost = is_in_progress(saved.game)
        if lost:
            store.finish_game(saved.game_id, saved.game, False, saved.elapsed, saved.daily_date)
        else:
            store.close_game(saved.game_id)
        return lost

    # --- what the table asks --------------------------------------------------------------
    @property
    def name(self) -> str:
        return self.game.name

    @property
    def options(self) -> str:
        return self.game.options

    @property
    def code(self) -> str | None:
        return self.game.code

    @property
    def status(self) -> Status:
        return self.game.status

    @property
    def finished(self) -> bool:
        """Won, or (Golf) stuck."""
        return self.game.status is not Status.PLAYING

    @property
    def won(self) -> bool:
        return self.game.status is Status.WON

    @property
    def started(self) -> bool:
        """At least one move was played (a resumed game is not dealt again)."""
        return self.game.moves > 0

    def tick(self, dt: float) -> None:
        """Count ``dt`` seconds of play (only while the game is still being played)."""
        if dt > 0 and not self.finished and not self.recorded:
            self.elapsed += dt

    # --- actions --------------------------------------------------------------------------
    def play(self, move: Move) -> Move:
        """Play a move through the engine (raises Refusal, changing nothing); save; a win is
        recorded at once. Returns the resolved move."""
        exact = self.game.play(move)
        self.window.append(exact)
        if self.won:
            self.record_result()
        else:
            self.save()
        return exact

    def undo(self) -> bool:
        """Take back the last action; False when there is nothing to undo."""
        if self.recorded or not self.game.undo():
            return False
        if self.window:
            self.window.pop()
        self.save()
        return True

    def can_undo(self) -> bool:
        return not self.recorded and self.game.can_undo()

    def save(self) -> bool:
        """Write the game in progress (the table also calls this when it is left)."""
        if self.recorded or not self.counted:
            return False
        return self.store.save_game(
            self.game,
            self.window,
            self.elapsed,
            layout=self.layout,
            daily_date=self.daily_date,
            game_id=self.game_id,
        )

    def record_result(self) -> GameStats | None:
        """Count this game in the statistics once (won, or lost when stuck or abandoned) and
        forget the saved game, in one step. Later calls return the same entry and do nothing."""
        if self.recorded:
            return self.result
        self.recorded = True
        if not self.counted:
            return None
        self.result = self.store.finish_game(
            self.game_id, self.game, self.won, self.elapsed, self.daily_date
        )
        return self.result

    def replay_same(self) -> Session:
        """A fresh session of the same deal (Play again); this one must be recorded first."""
        if self.code is None:
            assert self.layout is not None
            return Session.from_layout(self.store, self.layout)
        assert self.game.deal is not None
        return Session.start(
            self.store, self.name, self.options, self.game.deal, self.daily_date
        )


def is_in_progress(game: Variant) -> bool:
    """Whether leaving ``game`` for another counts as a loss: a move played, not won (a game
    stuck and not yet accepted is lost either way)."""
    return game.moves > 0 and game.status is not Status.WON
