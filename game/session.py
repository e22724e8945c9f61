"""A game in play: the engine's position plus what the app keeps about it.

A ``Session`` holds the ``Variant``, its id, the undo window (the resolved moves undo can
take back, as ``Store.save_game`` wants them), the seconds of play, the daily date when it is
the daily deal, and the starting layout of a game that has no code. It saves through the store
after every action, so a crash or a power cut loses nothing. It is saved in its ``slot``:
every game keeps its own single game, daily deal and round in progress (``Slot``), so a game
of one never ends a game of another.

Results (statistics) are counted exactly once per game, under its id (``Store.finish_game``
records and forgets it in one step that a crash cannot split):

- a win is recorded at once, when the winning move is played;
- Golf's "stuck" is not final (the player may still undo), so it is recorded when the player
  accepts it: ``record_result()`` (the table calls it before showing the results);
- a started game (at least one move) that is replaced by a new one in its slot counts as a
  loss (its score is no best). Starting a session does this for the game saved in its slot
  (``Session.start``, ``start_round`` and ``from_layout`` call ``abandon``), so every screen
  that starts a game gets it right without knowing about it; the other slots stay. Leaving
  to the menu, or for another game, does not: the game stays, to be continued.
- a game counted or abandoned is never written again, whoever still holds its session (a
  table being closed saves its session: the store refuses a game that is over).
- a practice game (a lesson: ``Session.practice``) is never saved nor counted, and leaves
  the saved game alone. One played from a review's Try from here (``tried``: the code of the
  deal reviewed) is kept when won, apart from the games (``Store.record_try``): an
  achievement asks for it.

A hole of a round (``game.rounds``) is a session too, with its ``round``. It is not counted
among single games: when it ends (cleared at once, stuck when the player accepts it) its
strokes go on the round's card, and the next hole is dealt and saved in the same write
(``next_hole``); the last hole counts the round (``Store.finish_round``). A round left for
a new round counts as a round played, not completed.

What the player had before a game was counted stays in ``before`` (``before_round``), so the
results can say what is new: a best, a streak.

Pure Python: no pygame. Time comes from ``tick(dt)``, called by the table while it is shown.
"""

from __future__ import annotations

import copy
import datetime as _dt
from collections import deque
from collections.abc import Iterable
from typing import Any

from game import game_from_layout, get_variant
from game.challenges import Progress, challenge_of, judge
from game.moves import Move
from game.rewards import (
    ChallengeRewards,
    Rewards,
    RoundRewards,
    challenge_rewards,
    rewards,
    round_rewards,
)
from game.rounds import Round
from game.solver import STROKES, WIN
from game.store import GameStats, SavedGame, Slot, Store, new_game_id
from game.store.stats import LINE_LIMIT, RoundStats
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
        in_round: Round | None = None,
        line: Iterable[Move] | None = None,
        challenge: tuple[_dt.date, int] | None = None,
    ) -> None:
        if game.code is None and layout is None:
            raise ValueError("a game without a code needs its starting layout")
        if in_round is not None and not in_round.is_hole(game):
            raise ValueError("the game is not the round's hole in play")
        self.store = store
        self.game = game
        self.game_id = game_id or new_game_id()
        # The moves undo can take back, oldest first: the game's undo history, as moves.
        self.window: deque[Move] = deque(window, maxlen=HISTORY_LIMIT)
        # The moves that stand since the deal (the history's line, the review's); None when
        # not known (a game saved by an older build, or handed over already played) or too
        # long to keep.
        self.line: list[Move] | None = (
            list(line) if line is not None else [] if game.moves == 0 else None)
        self.elapsed = float(elapsed)
        self.daily_date = daily_date
        self.layout = layout if game.code is None else None
        self.recorded = False  # the result is in the statistics
        self.result: GameStats | None = None
        self.counted = True  # False: practice, never saved nor counted
        # A practice game from a review's Try from here: the reviewed deal's code ("" for a
        # position without one); None for any other game.
        self.tried: str | None = None
        self.before: GameStats | None = None  # this game's and option's results before it
        self.month_won: tuple[int, int] | None = None  # the daily's month: days won before, after
        self.round = in_round
        self.hole = in_round.hole if in_round is not None else None  # its number in the round
        self.before_round: RoundStats | None = None  # the rounds before this one ended
        self.round_result: RoundStats | None = None
        self.next_hole: Session | None = None  # dealt when this hole ended
        # The daily challenge this game plays (game.challenges), its day and number; and,
        # once counted, how it went (``challenge_result``) and the day's star.
        self.challenge = None if challenge is None else challenge_of(*challenge)
        if challenge is not None and self.challenge is None:
            raise ValueError(f"no challenge {challenge[1]} on {challenge[0]}")
        self.challenge_result: Progress | None = None
        self.star_before = False
        self.stars: tuple[int, int] = (0, 0)  # the challenge's month: stars before, after

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
        """Deal a new game (the one saved in its slot, if started, counts as a loss) and save
        it."""
        game = get_variant(name).new(deal, options or None)
        cls.abandon(store, Slot.of(name, daily=daily_date is not None))
        session = cls(store, game, daily_date=daily_date)
        session.save()
        return session

    @classmethod
    def start_challenge(cls, store: Store, day: _dt.date, number: int) -> Session:
        """Deal challenge ``number`` of ``day`` in its game's challenge slot (the challenge
        saved there, if started, counts as a loss) and save it. Raises ValueError for a
        challenge the day does not have."""
        found = challenge_of(day, number)
        if found is None:
            raise ValueError(f"no challenge {number} on {day}")
        cls.abandon(store, Slot.of(found.game, challenge=True))
        session = cls(store, found.new_game(), challenge=(day, number))
        session.save()
        return session

    @classmethod
    def start_round(cls, store: Store, name: str, options: str,
                    deals: Iterable[int]) -> Session:
        """Start a round of nine ``deals`` (the round saved, if started, counts as played) at
        its first hole, and save it."""
        played = Round(name, options, tuple(deals))
        cls.abandon(store, Slot.of(name, in_round=True))
        session = cls(store, played.new_hole(), in_round=played)
        session.save()
        return session

    @classmethod
    def from_layout(cls, store: Store, layout: dict[str, Any]) -> Session:
        """A game from a JSON layout (tests, tutorials), in its game's slot of single games;
        raises LayoutError."""
        game = game_from_layout(layout)
        cls.abandon(store, Slot(game.name))
        session = cls(store, game, layout=dict(layout))
        session.save()
        return session

    @classmethod
    def practice(cls, store: Store, layout: dict[str, Any], tried: str | None = None) -> Session:
        """A game to practise on (a lesson) from a layout: never saved, never counted, and
        the saved games in progress stay as they were. ``tried``: it is a review's Try from
        here, of the deal with this code ("" when the reviewed game has none): a win is
        kept (``Store.record_try``). Raises LayoutError."""
        session = cls(store, game_from_layout(layout), layout=dict(layout))
        session.counted = False
        session.tried = tried
        return session

    @classmethod
    def resume(cls, store: Store, slot: Slot | None = None) -> Session | None:
        """The game in progress in ``slot`` (by default the one saved last), exactly as it
        was left, or None."""
        saved = store.load_game(slot)
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
            in_round=saved.round,
            line=saved.line,
            challenge=saved.challenge,
        )

    @staticmethod
    def in_progress(store: Store, slot: Slot) -> SavedGame | None:
        """The game saved in ``slot`` that starting another there would count as a loss:
        started (a move played) and not won. None when there is none: the app may deal
        without asking."""
        saved = store.load_game(slot)
        if saved is None or not counts_as_loss(saved):
            return None
        return saved

    @staticmethod
    def abandon(store: Store, slot: Slot) -> bool:
        """Count the game saved in ``slot`` as lost if it was started and not finished, and
        forget it; it is never written again (its table may still be open).

        Returns True when a loss was recorded. A won game was recorded when it was won. A
        hole of a round ends its round, counted as played if any of it was.
        """
        saved = store.load_game(slot)
        if saved is None:
            return False
        lost = counts_as_loss(saved)
        if saved.round is not None:
            if lost:
                store.finish_round(saved.game_id, saved.round, completed=False)
            else:
                store.close_game(saved.game_id)
            return lost
        if lost:
            store.finish_game(saved.game_id, saved.game, False, saved.elapsed, saved.daily_date,
                              saved.line)
        else:
            store.close_game(saved.game_id)
        return lost

    @classmethod
    def abandon_all(cls, store: Store) -> int:
        """Abandon every game in progress (the kiosk's next visitor finds none); returns how
        many counted as lost."""
        return sum(cls.abandon(store, slot) for slot in store.slots_in_use())

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
    def slot(self) -> Slot:
        """Where this game is kept: its game's single game, daily deal, round or challenge."""
        return Slot.of(self.name, daily=self.daily_date is not None,
                       in_round=self.round is not None, challenge=self.challenge is not None)

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
        if self.line is not None:
            self.line.append(exact)
            if len(self.line) > LINE_LIMIT:
                self.line = None
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
        if self.line:
            self.line.pop()
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
            in_round=self.round,
            line=self.line,
            challenge=self.challenge_key,
        )

    @property
    def hint_aim(self) -> str:
        """What the Hint aims at: the fewest strokes in a hole of a round, what the game's
        hint can aim at for a daily challenge's goal, else the win."""
        if self.round is not None:
            return STROKES
        if self.challenge is not None:
            return self.challenge.kind.aim
        return WIN

    @property
    def challenge_key(self) -> tuple[_dt.date, int] | None:
        c = self.challenge
        return None if c is None else (c.day, c.number)

    def challenge_progress(self) -> Progress | None:
        """Where the play stands against its challenge (None: it plays none)."""
        c = self.challenge
        if c is None:
            return None
        return judge(c, c.new_game(), self.line or [], self.game)

    def record_result(self) -> GameStats | None:
        """Count this game in the statistics once (won, or lost when stuck or abandoned) and
        forget the saved game, in one step. Later calls return the same entry and do nothing.
        A hole of a round is scored on the round instead (``end_hole``)."""
        if self.recorded:
            return self.result
        if self.round is not None:
            self.end_hole()
            return None
        self.recorded = True
        if not self.counted:
            if self.tried is not None and self.won:
                self.store.record_try(self.game_id, self.game, self.tried or None)
            return None
        self.before = copy.copy(self.store.stats.get(self.name, self.options))
        won_before = self.month_won_days()
        met, stars_before = None, 0
        if self.challenge is not None:
            self.challenge_result = self.challenge_progress()
            self.star_before = self.store.stats.has_star(self.challenge.day)
            stars_before = self._month_stars()
            if self.challenge_result is not None and self.challenge_result.met:
                met = self.challenge_key
        self.result = self.store.finish_game(
            self.game_id, self.game, self.won, self.elapsed, self.daily_date, self.line,
            challenge=met,
        )
        if won_before is not None:
            self.month_won = (won_before, self.month_won_days() or 0)
        if self.challenge is not None:
            self.stars = (stars_before, self._month_stars())
        return self.result

    def _month_stars(self) -> int:
        assert self.challenge is not None
        day = self.challenge.day
        return len(self.store.stats.star_days(day.year, day.month))

    def challenge_rewards(self) -> ChallengeRewards | None:
        """What the challenge this game played earned, once counted (None before, or
        when it plays none)."""
        c, got = self.challenge, self.challenge_result
        if c is None or got is None:
            return None
        return challenge_rewards(c.day, got.met, got.value, self.star_before, *self.stars)

    def month_won_days(self) -> int | None:
        """The days of the daily deal's month whose deal of this game was won (None when
        this is not a daily deal)."""
        day = self.daily_date
        if day is None:
            return None
        month = self.store.stats.daily_month(self.name, day.year, day.month)
        return sum(result.won for result in month.values())

    def end_hole(self) -> None:
        """Score this hole on its round; deal and save the next hole (one write: the commit),
        or count the round after its last hole."""
        assert self.round is not None
        self.recorded = True
        self.round.score_hole(self.game)
        if self.round.over:
            self.before_round = copy.copy(self.store.stats.get_rounds(self.name, self.options))
            self.round_result = self.store.finish_round(self.game_id, self.round,
                                                        completed=True)
            return
        self.next_hole = Session(self.store, self.round.new_hole(), in_round=self.round)
        self.next_hole.save()
        self.store.close_game(self.game_id)  # never written again; the next hole stays

    def rewards(self) -> Rewards | None:
        """What this game earned, once counted (None before, and for a hole of a round)."""
        if self.result is None or self.before is None:
            return None
        daily = (None if self.daily_date is None
                 else self.store.stats.daily_result(self.daily_date, self.name, self.options))
        return rewards(self.before, self.result, self.game.score, self.daily_date, daily,
                       self.month_won)

    def round_rewards(self) -> RoundRewards | None:
        """What this round earned, once its last hole is scored (None before)."""
        if self.round is None or self.round_result is None or self.before_round is None:
            return None
        return round_rewards(self.before_round, self.round_result, self.round.total)

    def replay_same(self) -> Session:
        """A fresh session of the same deal (Play again); this one must be recorded first."""
        if not self.counted:  # practice stays practice: never saved nor counted
            assert self.layout is not None
            return Session.practice(self.store, self.layout, self.tried)
        if self.code is None:
            assert self.layout is not None
            return Session.from_layout(self.store, self.layout)
        assert self.game.deal is not None
        if self.challenge is not None:
            return Session.start_challenge(self.store, self.challenge.day, self.challenge.number)
        return Session.start(
            self.store, self.name, self.options, self.game.deal, self.daily_date
        )


def is_in_progress(game: Variant) -> bool:
    """Whether leaving ``game`` for another counts as a loss: a move played, not won (a game
    stuck and not yet accepted is lost either way)."""
    return game.moves > 0 and game.status is not Status.WON


def counts_as_loss(saved: SavedGame) -> bool:
    """Whether leaving the saved game for another counts as a loss: a game in progress, or a
    round with a stroke played (its current hole started, or a hole on its card)."""
    if saved.round is not None:
        return saved.game.moves > 0 or bool(saved.round.played)
    return is_in_progress(saved.game)
