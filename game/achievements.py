"""Achievements: lifetime goals with visible progress ("7 / 10"), shown in the trophy room.

Every achievement is worked out from what the statistics already keep (``game.store.stats``:
the results per game and rule option, the daily deals, the rounds, the history of the last
games, the games won from a review's Try from here), never counted on its own: the store
counts each game once under its id, so nothing here can be counted twice, and a file of an
earlier build shows at once what was earned in it.

Once met, an achievement is kept as earned (``Statistics.achievements``) in the very write
that counted the game that met it (``Store.finish_game``): it stays earned when the history
moves on past that game, or when the statistics are reset. The day it was earned is the
day of that game; one found met before any game of this build was counted (an upgrade) has
no day, and is not announced. An achievement newly earned is announced once (``untold``),
on the results.

The ones every game shares are declared here, from the registry (a first win in each game
and rule option, streaks, the daily deals, the month's trophy, Try from here); a game
declares its own in its package (``Variant.achievements``: ``"game.games.<name>.
achievements:ACHIEVEMENTS"``, a tuple of ``Achievement``).
"""

from __future__ import annotations

import calendar as _calendar
import datetime as _dt
from collections.abc import Callable
from dataclasses import dataclass, field, fields

from game.i18n import N_, _, format_number, ngettext
from game.parts import load
from game.registry import VARIANTS
from game.store.stats import Earned, GameStats, Statistics


@dataclass(frozen=True)
class Progress:
    """How far an achievement is: ``count`` of ``target`` (the count is capped there)."""

    count: int
    target: int

    @property
    def met(self) -> bool:
        return self.count >= self.target

    @property
    def share(self) -> float:
        return min(1.0, self.count / self.target) if self.target else 1.0


Measure = Callable[[Statistics], Progress]


@dataclass(frozen=True)
class Achievement:
    """One lifetime goal: its ``key`` (kept in stats.json), its ``title`` and what it asks
    (``about``), both msgids whose ``{names}`` are filled from ``words`` (msgids too,
    translated when shown), the ``game`` whose section shows it (None: every game's), and
    how far the player is (``measure``)."""

    key: str
    title: str
    about: str
    measure: Measure
    game: str | None = None
    words: dict[str, str] = field(default_factory=dict)
    shown: bool = True  # False: declared, but not offered yet (what it needs is missing)

    def progress(self, stats: Statistics) -> Progress:
        got = self.measure(stats)
        return Progress(max(0, min(got.count, got.target)), got.target)

    def _fill(self, msgid: str) -> str:
        return _(msgid).format(**{k: _(v) for k, v in self.words.items()})

    @property
    def title_text(self) -> str:
        return self._fill(self.title)

    @property
    def about_text(self) -> str:
        return self._fill(self.about)


def counted(count: int, target: int) -> Progress:
    return Progress(min(count, target), target)


def wins(game: str, options: str | None = None) -> Callable[[Statistics], int]:
    """The games won of ``game`` in one rule option, or in every one (None)."""
    def won(stats: Statistics) -> int:
        return sum(s.won for g, o, s in stats.entries()
                   if g == game and options in (None, o))
    return won


def results_of(stats: Statistics, game: str) -> list[GameStats]:
    """The results of every rule option of ``game`` played."""
    return [s for g, _o, s in stats.entries() if g == game]


# --- the ones every game shares ----------------------------------------------------------------
def _all_options() -> list[tuple[str, str]]:
    return [(cls.name, option) for cls in VARIANTS.values() for option in cls.option_codes()]


def _first_win(game: str, options: str) -> Measure:
    return lambda stats: counted(stats.get(game, options).won, 1)


def _every_option_won(stats: Statistics) -> Progress:
    every = _all_options()
    return counted(sum(stats.get(g, o).won > 0 for g, o in every), len(every))


def _games_won(target: int) -> Measure:
    return lambda stats: counted(sum(s.won for _g, _o, s in stats.entries()), target)


def _best_streak(target: int) -> Measure:
    return lambda stats: counted(max((s.best_streak for _g, _o, s in stats.entries()),
                                     default=0), target)


def _won_days(stats: Statistics) -> list[_dt.date]:
    """The days whose daily deal was won in some game, in order."""
    return sorted(_dt.date.fromisoformat(day) for day, results in stats.daily.items()
                  if any(r.won for r in results.values()))


def _daily_won(stats: Statistics) -> Progress:
    return counted(len(_won_days(stats)), 1)


def longest_run(days: list[_dt.date]) -> int:
    """The most days in a row among ``days`` (sorted, distinct)."""
    best = run = 0
    for i, day in enumerate(days):
        run = run + 1 if i and (day - days[i - 1]).days == 1 else 1
        best = max(best, run)
    return best


def _daily_streak(target: int) -> Measure:
    """The daily deals won on days in a row (the deals' own days: a past day's deal played
    from the calendar counts for its day)."""
    return lambda stats: counted(longest_run(_won_days(stats)), target)


def _gold_month(stats: Statistics) -> Progress:
    """The best month of one game's daily deals: its days won (in any of its rule options),
    of the days it has."""
    won: dict[tuple[str, str], set[str]] = {}  # (game, "YYYY-MM") -> days won
    for day, results in stats.daily.items():
        for key, result in results.items():
            if result.won:
                won.setdefault((key.split(":")[0], day[:7]), set()).add(day)
    best = Progress(0, 30)
    for (_game, month), days in won.items():
        got = Progress(len(days), _calendar.monthrange(int(month[:4]), int(month[5:]))[1])
        if got.share > best.share:
            best = got
    return best


def _tried(stats: Statistics) -> Progress:
    return counted(len(stats.tries), 1)


# The daily challenges keep what was met in the statistics (``Statistics.challenges``: ISO
# date -> the numbers of that day's challenges met; a day with all of them met has its star).
# Until a build has them, the achievement that asks for them is not offered.
CHALLENGES_A_DAY = 3


def challenges_kept() -> bool:
    """Whether this build's statistics keep the daily challenges met."""
    return "challenges" in {f.name for f in fields(Statistics)}


def _challenge_months(stats: Statistics) -> Progress:
    """The best month of the daily challenges: its days with every challenge met (the
    day's star), of the days it has."""
    met: dict[str, list[int]] = getattr(stats, "challenges", {})
    starred: dict[str, int] = {}
    for day, numbers in met.items():
        if len(set(numbers)) >= CHALLENGES_A_DAY:
            starred[day[:7]] = starred.get(day[:7], 0) + 1
    best = Progress(0, 30)
    for month, days in starred.items():
        got = Progress(days, _calendar.monthrange(int(month[:4]), int(month[5:]))[1])
        if got.share > best.share:
            best = got
    return best


CHALLENGE_MONTH = "challenges.month"


def shared() -> tuple[Achievement, ...]:
    """The achievements of every game: a first win in each game and rule option, then the
    ones across games."""
    out = []
    for cls in VARIANTS.values():
        single = len(cls.rule_options) == 1
        for option in cls.rule_options:
            out.append(Achievement(
                f"first-win.{cls.name}.{option.code}",
                N_("First win") if single else N_("First win: {option}"),
                N_("Win a game") if single else N_("Win a game with the rule option {option}"),
                _first_win(cls.name, option.code),
                cls.name, {"option": option.label}))
    out += [
        Achievement("every-option", N_("All-rounder"),
                    N_("Win a game in every game and rule option"), _every_option_won),
        Achievement("wins.10", N_("Ten wins"), N_("Win 10 games, of any game"),
                    _games_won(10)),
        Achievement("wins.100", N_("A hundred wins"), N_("Win 100 games, of any game"),
                    _games_won(100)),
        Achievement("streak.5", N_("On a roll"),
                    N_("Win 5 games in a row in one game and rule option"), _best_streak(5)),
        Achievement("daily.first", N_("Deal of the day"), N_("Win a daily deal"), _daily_won),
        Achievement("daily.streak.7", N_("A week of daily deals"),
                    N_("Win the daily deals of 7 days in a row"), _daily_streak(7)),
        Achievement("daily.gold", N_("Golden month"),
                    N_("Win the daily deal of every day of a month in one game (the "
                       "month's gold trophy)"), _gold_month),
        Achievement(CHALLENGE_MONTH, N_("Challenge master"),
                    N_("Meet every daily challenge of a month"), _challenge_months,
                    shown=challenges_kept()),
        Achievement("review.try", N_("Second chance"),
                    N_("Win a game from its review's Try from here"), _tried),
    ]
    return tuple(out)


def declared() -> tuple[Achievement, ...]:
    """Every achievement: the shared ones, then each game's own, in menu order."""
    out = list(shared())
    for cls in VARIANTS.values():
        if cls.achievements is not None:
            out.extend(load(cls.achievements))
    return tuple(out)


def every() -> tuple[Achievement, ...]:
    """The achievements the trophy room offers (the declared ones that are shown)."""
    return tuple(a for a in declared() if a.shown)


# --- earned --------------------------------------------------------------------------------
def update(stats: Statistics, on: _dt.date | None, told: bool = False) -> list[str]:
    """Keep as earned every achievement offered whose goal the statistics now meet and that
    was not earned yet, on the day ``on``; returns their keys. ``told``: not to be announced
    (one earned before this build counted a game)."""
    new = []
    for achievement in every():
        if achievement.key in stats.achievements:
            continue
        if achievement.progress(stats).met:
            stats.achievements[achievement.key] = Earned(
                None if on is None else on.isoformat(), told)
            new.append(achievement.key)
    return new


def untold(stats: Statistics) -> list[Achievement]:
    """The achievements earned and not announced yet, in the order they are declared."""
    return [a for a in every()
            if a.key in stats.achievements and not stats.achievements[a.key].told]


def mark_told(stats: Statistics, keys: list[str]) -> None:
    for key in keys:
        earned = stats.achievements.get(key)
        if earned is not None:
            stats.achievements[key] = Earned(earned.on, True)


def announcement(stats: Statistics) -> tuple[str, list[str]]:
    """The achievements earned and not announced yet, in words ("" when none), and their
    keys: once shown, the store is told (``Store.mark_told``), and they are not said again."""
    news = untold(stats)
    if not news:
        return "", []
    first = news[0].title_text
    keys = [a.key for a in news]
    if len(news) == 1:
        return _("New achievement: {name}").format(name=first), keys
    more = len(news) - 1
    return ngettext("New achievements: {name} and {count} more",
                    "New achievements: {name} and {count} more", more).format(
        name=first, count=format_number(more)), keys


@dataclass(frozen=True)
class Standing:
    """An achievement as the trophy room shows it: its progress, and since when it is earned
    (``earned``: None when not; ``on``: its day, None when not known)."""

    achievement: Achievement
    progress: Progress
    earned: bool
    on: _dt.date | None
    new: bool  # earned and not announced yet


def standings(stats: Statistics) -> list[Standing]:
    """Every achievement offered with how far the player is: earned ones with their day (one
    the statistics meet but that no game of this build has kept yet, from an earlier build's
    files, is earned, with no day)."""
    out = []
    for achievement in every():
        progress = achievement.progress(stats)
        kept = stats.achievements.get(achievement.key)
        earned = kept is not None or progress.met
        if earned:
            progress = Progress(progress.target, progress.target)
        out.append(Standing(achievement, progress, earned, kept.day if kept else None,
                            kept is not None and not kept.told))
    return out
