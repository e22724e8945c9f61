"""Daily challenges: three a day, one for each game, each a fixed deal with one goal that a
line of moves has been found to meet.

A game declares its goal kinds in its own package (``game/games/<name>/goals.py``, named on
its class: ``Variant.goals``): what is measured ("stock cards left", "cells used at once"),
whether a goal asks for at least or at most that, when the goal is judged (a win; Golf's
strokes: the hole's end), its words, how to look for the best line (its solver, a search of
its own) and how each level loosens the best the search found.

A day's three challenges follow from its date alone (no clock, no ``random``): SplitMix64
(``game.deal``) seeded with the date's ordinal and the letters ``CH`` draws, for each game in
the registry's order, its rule option, its goal kind and the candidate deals; the level of
each game turns with the day (Easy, Medium, Hard, one step a day). Each candidate is searched
for its best line within a budget counted in positions (the same on every machine); the deal
whose line is best is kept, and the goal's number is that line's measure (Hard) or that
measure loosened (Medium, Easy). So every challenge is proved: its ``proof`` meets its goal,
and nothing else is offered. The search of a day the tool shipped (each game's
``challenge_days.py``, written by ``tools/challenge_days.py``) is not run again: the table
holds what it found.

Judging a play (``judge``): the goal's measure of the game as it ended, or, for a measure
kept along the way (cells used at once), its most along the moves that stand (an undone move
does not count); the moves counter counts every action, as the table's does.
"""

from __future__ import annotations

import datetime as _dt
import importlib
from collections.abc import Callable, Generator, Iterable, Sequence
from dataclasses import dataclass
from functools import cache

from game import notation
from game.deal import SplitMix64, seed_for
from game.i18n import N_, _
from game.moves import Move, PileKind, Place
from game.parts import load
from game.registry import VARIANTS
from game.solver import WIN, Resume, Verdict, search_steps
from game.variant import Status, Variant

EASY, MEDIUM, HARD = "easy", "medium", "hard"
LEVELS = (EASY, MEDIUM, HARD)
LEVEL_TITLES = {EASY: N_("Easy"), MEDIUM: N_("Medium"), HARD: N_("Hard")}
CANDIDATES = 2  # deals searched for each challenge; the one with the best line is kept
SEARCH_PAUSES = 400  # a search's budget, in its own pauses (positions: see game.solver)

# A search for a goal's best line from a position: pauses like a solver (``game.solver``)
# and returns the line (resolved moves from that position), or None when it found none.
LineSearch = Callable[[Variant], Generator[None, Resume, list[Move] | None]]


def won(game: Variant) -> bool:
    return game.status is Status.WON


def ended(game: Variant) -> bool:
    return game.status is not Status.PLAYING


@dataclass(frozen=True)
class GoalKind:
    """One kind of goal a game offers.

    ``measure``: the number the goal is about, in a position (``running``: the most it ever
    was along the moves); ``most``: the goal asks for at most the number (else at least);
    ``done``: when the goal is judged (``won``: the game won); ``words(n)``: the goal, in the
    player's language; ``label(value)``: the measure now, as the table shows it ("Stock cards
    left: 6"); ``search``: its best line; ``loosen(best, level, game)``: the goal's number of a
    level from the best line's measure; ``lost_deals``: the candidates are deals its solver
    scanned and found no win in (a goal that a lost game meets: the fewest cards left), not
    the proved winnable ones."""

    key: str
    measure: Callable[[Variant], int]
    most: bool
    words: Callable[[int], str]
    label: Callable[[int], str]
    search: LineSearch
    loosen: Callable[[int, str, Variant], int]
    done: Callable[[Variant], bool] = won
    running: bool = False
    lost_deals: bool = False
    options: tuple[str, ...] = ()  # the rule options it is offered with (empty: all)
    floor: int | None = None  # an "at least" goal's least number worth offering
    aim: str = WIN  # what the game's hint aims at for it (game.solver: WIN or STROKES)
    deals_of: str | None = None  # the option whose proved deals are its candidates (None: its own)


@dataclass(frozen=True)
class Challenge:
    """One of a day's challenges: the deal (``game``, ``options``, ``deal``), the level, the
    goal (its kind's ``key`` and number ``n``) and the line that meets it (notation)."""

    day: _dt.date
    number: int  # 1..3, as the command line and the store name it
    game: str
    options: str
    deal: int
    level: str
    goal: str
    n: int
    proof: str

    @property
    def kind(self) -> GoalKind:
        return goal_kind(self.game, self.goal)

    @property
    def code(self) -> str:
        return str(self.new_game().code)

    def new_game(self) -> Variant:
        return VARIANTS[self.game].new(self.deal, self.options)

    def words(self) -> str:
        return self.kind.words(self.n)

    def level_title(self) -> str:
        return _(LEVEL_TITLES[self.level])

    def bound(self) -> str:
        text = _("at most {n}") if self.kind.most else _("at least {n}")
        return text.format(n=self.n)

    def meets(self, value: int) -> bool:
        return value <= self.n if self.kind.most else value >= self.n


def kinds_of(name: str) -> tuple[GoalKind, ...]:
    """The goal kinds the game called ``name`` declares (empty: it offers no challenges)."""
    cls = VARIANTS.get(name)
    ref = cls.goals if cls is not None else None
    return tuple(load(ref)) if ref else ()


def offers_challenges(name: str) -> bool:
    """Whether the game called ``name`` declares goals, without importing them: its goals
    module may import its solver, which a list of save slots (the store, at start-up) has no
    use for."""
    cls = VARIANTS.get(name)
    return cls is not None and bool(cls.goals)


def goal_kind(name: str, key: str) -> GoalKind:
    for kind in kinds_of(name):
        if kind.key == key:
            return kind
    raise KeyError(f"{name} has no goal {key!r}")


def challenge_games() -> list[str]:
    """The games that offer challenges, in the registry's (the menu's) order."""
    return [name for name in VARIANTS if kinds_of(name)]


# --- judging ----------------------------------------------------------------------------------
@dataclass(frozen=True)
class Progress:
    """Where a play stands against its challenge: the measure now, whether the goal is judged
    yet (``over``) and whether it is met (only ever True once over)."""

    value: int
    over: bool
    met: bool


def measured(kind: GoalKind, start: Variant, line: Iterable[Move], now: Variant) -> int:
    """The goal's measure of a play from ``start`` whose standing moves are ``line`` and
    whose position is ``now``."""
    if not kind.running:
        return kind.measure(now)
    trial = start.clone()
    most = kind.measure(trial)
    for move in line:
        trial.push(move)
        most = max(most, kind.measure(trial))
    return max(most, kind.measure(now))


def judge(challenge: Challenge, start: Variant, line: Iterable[Move], now: Variant) -> Progress:
    kind = challenge.kind
    value = measured(kind, start, line, now)
    over = kind.done(now) or now.status is not Status.PLAYING
    return Progress(value, over, kind.done(now) and challenge.meets(value))


def progress_text(challenge: Challenge, value: int) -> str:
    """The table's line: "Stock cards left: 6 / at least 5"."""
    return _("{measure} / {goal}").format(measure=challenge.kind.label(value),
                                         goal=challenge.bound())


class LineError(ValueError):
    """A line of moves that cannot be played: the message, translated. ``unreadable``: a
    token that cannot be read or names a place the game lacks (bad input), rather than a
    move the rules refuse."""

    def __init__(self, message: str, unreadable: bool = False) -> None:
        super().__init__(message)
        self.unreadable = unreadable


def check_line(challenge: Challenge, text: str) -> Progress:
    """Play a line (notation, ``u`` undoes) on the challenge's deal and judge it. Raises
    LineError for a token that cannot be read, a place the game lacks or a move refused."""
    from game.refusal import Refusal

    start = challenge.new_game()
    game = start.clone()
    standing: list[Move] = []
    try:
        written = notation.parse_line(text)
    except notation.NotationError as exc:
        raise LineError(_("A move cannot be read: {error}").format(error=exc), True) from None
    places = start.place_set
    for token in written:
        if token is None:
            if game.undo() and standing:
                standing.pop()
            continue
        if not all(_has(places, place) for place in (token.source, token.target)):
            raise LineError(_("This move names a place the game does not have: {move}")
                            .format(move=str(token)), True)
        try:
            standing.append(game.play(notation.resolve(game, token)))
        except Refusal as refusal:
            raise LineError(refusal.message) from None
    return judge(challenge, start, standing, game)


def _has(places: frozenset[Place], place: Place | None) -> bool:
    """Whether a place a token names is one of the game's (``f``: any foundation)."""
    if place is None or place in places:
        return True
    return place.kind is PileKind.FOUNDATION and place.index is None and any(
        p.kind is PileKind.FOUNDATION for p in places)


# --- searching ----------------------------------------------------------------------------------
def drive(gen: Generator[None, Resume, list[Move] | None],
          pauses: int = SEARCH_PAUSES) -> list[Move] | None:
    """Run a line search for at most ``pauses`` of its pauses (None past them)."""
    try:
        next(gen)
        for _i in range(pauses):
            gen.send(None)
    except StopIteration as done:
        found: list[Move] | None = done.value
        return found
    gen.close()
    return None


def solver_line(game: Variant) -> Generator[None, Resume, list[Move] | None]:
    """The game's solver's winning line, its loops cut (``shortened``); None if none found."""
    solution = yield from search_steps(game)
    if solution.verdict is not Verdict.WINNABLE:
        return None
    return shortened(game, solution.moves)


def shortened(game: Variant, moves: Sequence[Move]) -> list[Move]:
    """``moves`` with every stretch that comes back to a position already passed cut out."""
    trial = game.clone()
    seen = {trial.key(): 0}
    line: list[Move] = []
    for move in moves:
        trial.push(move)
        line.append(move)
        key = trial.key()
        if key in seen:
            del line[seen[key]:]
            seen = {k: i for k, i in seen.items() if i <= len(line)}
        else:
            seen[key] = len(line)
    return line


def _proves(challenge: Challenge) -> bool:
    try:
        return check_line(challenge, challenge.proof).met
    except LineError:
        return False


def _candidates(rng: SplitMix64, name: str, options: str, kind: GoalKind) -> list[int]:
    from game.deal import MAX_DEAL
    from game.winnable import is_proved, proved_deals, scanned

    source = kind.deals_of or options
    if kind.lost_deals:
        deals: tuple[int, ...] = tuple(d for d in range(1, scanned(name, source) + 1)
                                       if not is_proved(name, source, d))
    else:
        deals = proved_deals(name, source)
    if deals:
        return [deals[rng.below(len(deals))] for _i in range(CANDIDATES)]
    return [1 + rng.below(MAX_DEAL) for _i in range(CANDIDATES)]


def _best_of(kind: GoalKind, lines: list[tuple[int, Variant, list[Move]]]
             ) -> tuple[int, Variant, list[Move], int] | None:
    best = None
    for deal, game, line in lines:
        end = game.clone()
        for move in line:
            end.push(move)
        if not kind.done(end):
            continue
        value = measured(kind, game, line, end)
        better = best is None or (value < best[3] if kind.most else value > best[3])
        if better:
            best = (deal, game, line, value)
    return best


def computed(day: _dt.date) -> list[Challenge]:
    """The day's three challenges, searched now (see the module docstring)."""
    rng = SplitMix64(seed_for("CH", 0) ^ day.toordinal())
    out: list[Challenge] = []
    games = challenge_games()
    for i, name in enumerate(games):
        cls = VARIANTS[name]
        level = LEVELS[(i + day.toordinal()) % len(LEVELS)]
        kinds = kinds_of(name)
        first = rng.below(len(kinds))
        for k in range(len(kinds)):  # a kind without a line on its deals gives way to the next
            kind = kinds[(first + k) % len(kinds)]
            allowed = kind.options or cls.option_codes()
            options = allowed[rng.below(len(allowed))]
            found = []
            for deal in _candidates(rng, name, options, kind):
                game = cls.new(deal, options)
                line = drive(kind.search(game.clone()))
                if line is not None:
                    found.append((deal, game, line))
            best = _best_of(kind, found)
            if best is None:
                continue
            deal, game, line, value = best
            if kind.floor is not None and value < kind.floor:
                continue
            n = kind.loosen(value, level, game)
            n = max(n, value) if kind.most else min(n, value)
            challenge = Challenge(day, i + 1, name, options, deal, level, kind.key, n,
                                  notation.write_line(game, line))
            if _proves(challenge):
                out.append(challenge)
                break
    return out


Row = tuple[str, str, int, str, str, int, str]  # game, options, deal, level, goal, n, proof


@cache
def _shipped() -> dict[str, tuple[Row, ...]]:
    """The shipped days, put together from each game's own table (``game/games/<name>/
    challenge_days.py``, written by ``tools/challenge_days.py``): a day is shipped when every
    game that offers challenges has it; any other day is searched."""
    tables: list[tuple[str, dict[str, tuple[str, int, str, str, int, str]]]] = []
    for name in challenge_games():
        try:
            module = importlib.import_module(f"{VARIANTS[name].__module__}.challenge_days")
        except ImportError:  # a game without a shipped table: every day is searched
            return {}
        tables.append((name, module.DAYS))
    if not tables:
        return {}
    days = set.intersection(*(set(table) for _, table in tables))
    return {day: tuple((name, *table[day]) for name, table in tables) for day in sorted(days)}


def challenges_for(day: _dt.date) -> list[Challenge]:
    """The day's challenges, the same on every device: the shipped table's, else searched."""
    shipped = _shipped().get(day.isoformat())
    if shipped is None:
        return _computed_cached(day)
    return [Challenge(day, i + 1, *row) for i, row in enumerate(shipped)]


@cache
def _computed_cached(day: _dt.date) -> list[Challenge]:
    return computed(day)


def challenge_of(day: _dt.date, number: int) -> Challenge | None:
    """Challenge ``number`` (1..3) of ``day``, or None if the day has no such challenge."""
    found = challenges_for(day)
    return found[number - 1] if 1 <= number <= len(found) else None


def level_steps(best: int, level: str, easy: int, medium: int) -> int:
    """``best`` loosened by a level's steps: Hard none, Medium ``medium``, Easy ``easy``."""
    return best + {EASY: easy, MEDIUM: medium}.get(level, 0)
