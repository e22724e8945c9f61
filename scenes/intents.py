"""Where a scene wants to go: one small value per way between screens.

A scene never opens another screen itself: it says what it wants, ``ctx.navigate(Rules(game,
section="moves"))``, and the App's navigator (``scenes.navigator``) opens the screen, asking
first where something would be lost. So no scene imports another, and every way between
screens is listed here, once.

Starting games: ``ChooseGame``, ``PlayGame`` and ``ChooseRound`` are what a player picks (they
ask before the game in progress they would replace is abandoned: each game keeps its own, see
``game.store.Slot``); ``OpenTable`` shows a session as it is.
"""

from __future__ import annotations

import datetime as _dt
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from game.record import record

if TYPE_CHECKING:
    from game.session import Session


# --- moving about ------------------------------------------------------------------------------
@record
class Back:
    """Close the top screen (a dialog, a page) and show the one beneath."""


@record
class ToMenu:
    """Back to the main menu; every screen above it closes (a table saves its game)."""


@record
class NewVisit:
    """Empty the stack and start afresh at a new menu (the kiosk's next visitor)."""


@record
class Quit:
    """End the app (``code``: its exit code)."""

    code: int = 0


# --- games -------------------------------------------------------------------------------------
@record
class OpenTable:
    """Show ``session`` on a table right above the menu; ``check_deal``: say quietly if its
    deal cannot be won (a typed code)."""

    session: Session
    check_deal: bool = False


@record
class ChooseGame:
    """Deal a game the player chose (``deal`` None: a fresh one), asking first when it would
    end the game in progress of its slot (that game's single game, or its daily deal)."""

    name: str
    options: str | None
    deal: int | None = None
    daily_date: _dt.date | None = None
    check_deal: bool = False


@record
class PlayGame:
    """A game's menu tile: its game in progress continued (the one left last, of its single
    game, daily deal and round), else a new deal with its last rule options."""

    name: str


@record
class ChooseRound:
    """Start a round of nine holes, asking first when it would end the game's round in
    progress."""

    name: str
    options: str


@record
class PlayDaily:
    """``day``'s daily deal: continued when it is the game's daily deal in progress, else
    dealt (asking first when that ends another day's)."""

    name: str
    options: str
    day: _dt.date


@record
class PlayChallenge:
    """Challenge ``number`` (1..3) of ``day`` (``game.challenges``): continued when it is the
    challenge in progress of its game, else dealt (asking first when that ends another)."""

    day: _dt.date
    number: int


@record
class Challenges:
    """The three challenges of ``day``: their levels, goals, and which were met."""

    day: _dt.date


@record
class Results:
    """The results over a finished table (a round's scorecard for a hole of a round)."""

    session: Session


@record
class Stuck:
    """"No more possible moves" over the table: Undo, or New game (``on_new_game``)."""

    session: Session
    on_undo: Callable[[], None]
    on_new_game: Callable[[], None]


# --- lessons -----------------------------------------------------------------------------------
@record
class Lesson:
    """A game's lesson on a practice table; ``then``: the game to open when it ends."""

    name: str
    then: Session | None = None


@record
class LessonDone:
    """A lesson skipped or done: the game it was waiting for, or back where it began."""

    then: Session | None


@record
class LessonAgain:
    """The lesson once more from its start."""

    name: str
    then: Session | None


# --- dialogs and pages -------------------------------------------------------------------------
@record
class NewGame:
    """The New game window, on ``game`` (typing a code with ``code_mode``)."""

    game: str | None = None
    code_mode: bool = False


@record
class Settings:
    """The settings."""


@record
class About:
    """Settings → About: the version, the fonts, libraries and art with their licences."""


@record
class Rules:
    """A game's rules (or its ``page``: faq, sources), at ``section`` if given."""

    game: str | None = None
    section: str | None = None
    page: str = "rules"


@record
class Examples:
    """A game's examples: real positions from the engine, played step by step."""

    game: str


@record
class Stats:
    """The statistics, on ``game``'s tab (its rounds' tab with ``show_rounds``)."""

    game: str | None = None
    show_rounds: bool = False


@record
class Trophies:
    """The trophy room: every achievement, with its progress and the day it was earned."""


@record
class Calendar:
    """The daily deals of a month: played, won, today."""

    game: str | None = None


@record
class Review:
    """A game's review (``game.review``): its start (a position, or a code) and its moves
    (exact moves, or a text in notation); ``request``: the review already asked of the worker
    (the results ask as soon as they show)."""

    start: Any
    moves: Any
    request: Any = None


@record
class History:
    """The recent games of ``game``, to review or replay."""

    game: str | None = None


@record
class Practice:
    """A practice game on the table (``Session.practice``: never saved nor counted), over
    the screen shown (a review's Try from here)."""

    session: Session


@record
class Confirm:
    """Ask before something that cannot be undone; ``on_confirm`` runs only on a yes.
    ``other``: a third answer, its label and what it does (Continue: the game the question
    is about, instead of abandoning it)."""

    message: str
    confirm_label: str
    on_confirm: Callable[[], None]
    danger: bool = True
    other: tuple[str, Callable[[], None]] | None = None


# --- kiosk mode --------------------------------------------------------------------------------
@record
class PinPad:
    """The staff PIN pad over whatever is shown."""

    check: Callable[[str], bool]
    locked: Callable[[], float] | None = None


@record
class Attract:
    """The attract screen, alone on the stack."""

    demo: bool
    banner: bool = True


Intent = (Back | ToMenu | NewVisit | Quit | OpenTable | ChooseGame | PlayGame | ChooseRound
          | PlayDaily | PlayChallenge | Challenges
          | Results | Stuck | Lesson | LessonDone | LessonAgain | NewGame | Settings | About
          | Rules | Examples | Stats | Trophies | Calendar | Review | History | Practice
          | Confirm | PinPad | Attract)
