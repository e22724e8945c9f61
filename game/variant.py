"""What every game shares: what it says about itself, checked play, undo, counters, score,
clone, outcome.

A game declares its piles and its deal (``game.position``: the position, its layout and its
snapshot follow from them) and its rules in a few answers (what may be picked up, what a pile
accepts, how many cards a group may hold, what a move earns, where taps look). Three layers
derive the rest, each in its module: ``game.rules`` the legal moves and the reason for every
refusal, ``game.aiming`` what a tap, a double tap or a drag plays, ``game.finish`` the moves
of the Finish button; this class adds the game around them. Undo stores the snapshot taken
before each action (at most 100), so undo is exact by construction, for every game, whatever
the move did (auto-turned cards, group moves, redeals).
"""

from __future__ import annotations

import sys
from abc import abstractmethod
from collections import deque
from collections.abc import Hashable
from dataclasses import dataclass
from enum import Enum
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar, TypeVar

from game import finish, notation
from game.aiming import Aim, Aiming
from game.board_layout import DEFAULT as DEFAULT_BOARD
from game.board_layout import BoardLayout
from game.cards import Card
from game.deal import GameCode, check_deal, read_code
from game.i18n import _
from game.moves import STOCK, WASTE, Move, PileKind, Place
from game.parts import Solver
from game.position import LayoutError
from game.refusal import MSG_BLOCKED, MSG_GAME_OVER, MSG_NOWHERE, MSG_TOO_MANY, Refusal
from game.rules import BIG, Rules

if TYPE_CHECKING:
    from game.describe import Words
    from game.words import MoveWords, Tense

HISTORY_LIMIT = 100
# What the games and their tools take from here (the layers below are an inside matter).
__all__ = ["BIG", "HISTORY_LIMIT", "MSG_BLOCKED", "MSG_NOWHERE", "MSG_TOO_MANY", "Aim", "Aiming",
           "LayoutError", "Refusal", "RuleOption", "Rules", "Status", "Variant"]


V = TypeVar("V", bound="Variant")


class Status(Enum):
    PLAYING = "playing"
    WON = "won"
    STUCK = "stuck"  # Golf alone declares a loss


@dataclass(frozen=True)
class RuleOption:
    """One rule option of a game: its letters in the game code and what the player reads."""

    code: str  # in the game code: "E", "C8"
    label: str  # msgid: "Easy", "8 cells"
    hint: str  # msgid: one line saying what the option means

    @property
    def title(self) -> str:
        return _(self.label)

    @property
    def explanation(self) -> str:
        return _(self.hint)


class Variant(Aiming):
    """Base of the games. Subclasses describe themselves with the class attributes below,
    declare their piles (``Position``), fill in the rule hooks, and register with
    ``game.registry.register``."""

    # --- what the game says about itself (menus, codes, pages, the table) ------------------
    name: ClassVar[str]  # lower case: layouts, statistics, settings; its package's name
    prefix: ClassVar[str]  # two letters of its game codes: "GO"
    title: ClassVar[str]  # msgid of the game's name
    summary: ClassVar[str]  # msgid: one line saying what the game is
    rule_options: ClassVar[tuple[RuleOption, ...]]  # the first is the default
    # The parts of its package that load when first asked for (game.parts), or None: its
    # solver (search, heuristic, hint), its first-run lesson (game.lessons), the examples
    # pages (game.examples), the deals its solver proved winnable (game.winnable) and their
    # opening hints (game.opening_hints).
    solver: ClassVar[Solver | None] = None
    lesson: ClassVar[str | None] = None  # "game.games.<name>.lesson:LESSON"
    examples: ClassVar[str | None] = None  # "game.games.<name>.examples:EXAMPLES"
    proved_deals: ClassVar[str | None] = None  # "game.games.<name>.winnable:DEALS"
    opening_hints: ClassVar[str | None] = None  # "game.games.<name>.openings:OPENINGS"
    # The goals of its daily challenges (game.challenges), or None: it offers none.
    goals: ClassVar[str | None] = None  # "game.games.<name>.goals:GOALS"
    # Its own achievements (game.achievements), beside the ones every game shares.
    achievements: ClassVar[str | None] = None  # "game.games.<name>.achievements:ACHIEVEMENTS"
    emblem: ClassVar[tuple[str, tuple[str, ...]]] = ("fan", ())  # menu picture: shape, cards
    empty_column_rank: ClassVar[int | None] = None  # what an empty column takes (its mat)
    board_layout: ClassVar[BoardLayout] = DEFAULT_BOARD  # where its piles lie on the table
    showcase_deal: ClassVar[int] = 1  # a deal that shows the game well (the screenshot tour)
    menu_order: ClassVar[int] = 100  # where the menus list it: lowest first
    # What the shared tests check of every game, which only the game can say:
    # strings its rules page keeps in every language (codes, scores, cards: the seed's facts),
    page_facts: ClassVar[tuple[str, ...]] = ()
    # the glossary's words its rules page must use, per language ("en": ("stock", ...)),
    page_terms: ClassVar[dict[str, tuple[str, ...]]] = {}
    # and the least card width (the face between its borders) at the deal, per window size.
    least_card_widths: ClassVar[dict[tuple[int, int], int]] = {
        (800, 480): 40, (1280, 800): 64, (1920, 1080): 90, (800, 1280): 48}
    # A game also played in rounds of holes scored by strokes (game.rounds): the round's par
    # for each rule option. Empty: no rounds.
    round_par: ClassVar[dict[str, int]] = {}

    @classmethod
    def folder(cls) -> Path | None:
        """The game's own folder (its package's), which holds its pages
        (``pages/rules.<lang>.md``, ``pages/faq.<lang>.md``), its translations and its golden
        deals; None for a game written as a plain module (its pages are then missing)."""
        paths = getattr(sys.modules[cls.__module__], "__path__", None)
        return Path(next(iter(paths))) if paths else None

    @classmethod
    def display_title(cls) -> str:
        return _(cls.title)

    @classmethod
    def option_codes(cls) -> tuple[str, ...]:
        return tuple(option.code for option in cls.rule_options)

    @classmethod
    def rule_option(cls, code: str) -> RuleOption:
        """The option with these letters; KeyError if the game has none."""
        for option in cls.rule_options:
            if option.code == code:
                return option
        raise KeyError(code)

    def __init__(self, options: str, deal: int | None = None) -> None:
        if options not in self.option_codes():
            raise ValueError(f"{self.name} has no option {options!r}")
        super().__init__(options)
        self.deal = deal
        self.moves = 0  # actions played; undo never lowers it
        self._points = 0  # sum of the points of the actions still on the board
        self._history: deque[tuple[Hashable, int]] = deque(maxlen=HISTORY_LIMIT)

    # --- construction -------------------------------------------------------------------
    @classmethod
    def default_options(cls) -> str:
        return cls.rule_options[0].code

    @classmethod
    def new(cls: type[V], deal: int, options: str | None = None) -> V:
        check_deal(deal)
        game = cls(options or cls.default_options(), deal)
        game._deal(deal)
        return game

    @classmethod
    def from_code(cls: type[V], code: GameCode | str) -> V:
        parsed = read_code(code, (cls,)) if isinstance(code, str) else code
        if parsed.prefix != cls.prefix:
            raise ValueError(f"{code} is not a {cls.name} code")
        return cls.new(parsed.deal, parsed.options)

    @property
    def code(self) -> str | None:
        """The game code, or None for a position loaded from a layout."""
        return None if self.deal is None else str(GameCode(self.prefix, self.options, self.deal))

    # --- beyond the cards ---------------------------------------------------------------
    def pass_number(self) -> int | None:
        """Which pass through the stock this is (1 first), for a game that turns its waste
        back; None for one that does not."""
        return None

    def beyond_layout(self) -> dict[str, int]:
        """What the position holds beyond its layout (the SPEC fixes the layout's format), for
        a saved game: counters such as Easy Harp's passes. Empty for most games."""
        return {}

    def set_beyond_layout(self, values: dict[str, Any]) -> None:
        """Set what ``beyond_layout`` gave (a saved game's); raises LayoutError on a bad
        value."""
        if values:
            raise LayoutError(f"{self.name} keeps nothing beyond its layout")

    @abstractmethod
    def describe(self, words: Words) -> str:
        """The position in words (``game.describe``), in the seeds' format."""

    def own_move_words(self, move: Move, words: MoveWords, tense: Tense) -> str | None:
        """The game's own words for ``move`` here, lower case (``game.words``), where the
        words every game's move gets from its kind would not say it right; None for those."""
        return None

    def play(self, move: Move) -> Move:
        """Check and play an exact move; returns it. Raises Refusal, changing nothing."""
        if self.status is not Status.PLAYING:
            raise Refusal(MSG_GAME_OVER)
        refusal = self.refusal(move)
        if refusal:
            raise refusal
        self.push(move)
        return move

    def push(self, move: Move) -> None:
        """Play a legal move without checking it (for search)."""
        self._history.append((self.snapshot(), self._points))
        self._points += self._apply(move)
        self.moves += 1

    def _apply(self, move: Move) -> int:
        if move.target == STOCK:  # the waste turned back: the first card drawn comes first
            self._put(STOCK, self._take(WASTE, move.count)[::-1])
            return 0
        cards = self._take(move.source, move.count)
        points = self._turn_up(move.source)
        self._put(move.target, cards)
        return points + self.move_points(move)

    def _take(self, place: Place, count: int) -> list[Card]:
        pile = self.pile(place)
        cards = pile[-count:]
        del pile[-count:]
        return cards

    def _put(self, place: Place, cards: list[Card]) -> None:
        self.pile(place).extend(cards)

    # --- the notation of SPEC.md (game.notation) ----------------------------------------
    # Where a column named alone sends its last card (Golf: the waste); None: nowhere.
    lone_column_target: ClassVar[Place | None] = None

    def parse_move(self, token: str) -> Move:
        """The exact move a notation token means here. Raises NotationError for a token that
        cannot be read, Refusal for a move the rules refuse."""
        return notation.read(self, token)

    def notation(self, move: Move) -> str:
        """``move`` in the notation (``3f``, ``35``, ``s``); NotationError if it has none."""
        return notation.write(self, move)

    # --- the finish ---------------------------------------------------------------------
    # Whether a Finish may play the rest of a game that needs no more decisions (Golf: never,
    # every removal there is a choice).
    finishes: ClassVar[bool] = True

    def finish_line(self) -> list[Move] | None:
        """The moves that send every remaining card home, when the rest of the game needs no
        decision (``game.finish``); None otherwise. ``self`` is not changed."""
        return finish.finish_line(self)

    # --- the end ------------------------------------------------------------------------
    def is_won(self) -> bool:
        """Every card home: no pile but the foundations holds one (Golf: its columns clear)."""
        first, count = self._spans.get(PileKind.FOUNDATION, (0, 0))
        return not any(self._cards[:first]) and not any(self._cards[first + count :])

    def is_stuck(self) -> bool:
        return False

    def penalty(self) -> int:
        return 0

    def hole_strokes(self) -> int:
        """A game played in rounds (``round_par``): the strokes of this hole, or what they
        would be if it ended now."""
        raise NotImplementedError(f"{self.name} is not played in rounds")

    @property
    def status(self) -> Status:
        if self.is_won():
            return Status.WON
        if self.is_stuck():
            return Status.STUCK
        return Status.PLAYING

    @property
    def score(self) -> int:
        return max(0, self._points - self.penalty())

    @property
    def score_if_ended(self) -> int:
        """What the game would score if it ended now: the score the table shows. The same as
        ``score`` for a game whose end takes nothing away; a game with a penalty at its end
        (Golf) counts it in, so the score shown never drops when the game ends."""
        return self.score

    def score_formula(self) -> str | None:
        """``score_if_ended`` as the game's formula in one line, translated (the results say
        it), or None for a game whose score is a plain sum of its moves' points."""
        return None

    def can_undo(self) -> bool:
        return bool(self._history)

    def undo(self) -> bool:
        """Take back the last action: position and points. The move counter stays."""
        if not self._history:
            return False
        snap, points = self._history.pop()
        self.restore(snap)
        self._points = points
        return True

    # --- copies -------------------------------------------------------------------------
    def clone(self: V) -> V:
        other = object.__new__(type(self))
        other.__dict__.update(self.__dict__)
        other._history = deque(self._history, maxlen=HISTORY_LIMIT)
        other.restore(self.snapshot())
        return other

    def __eq__(self, other: object) -> bool:
        if type(other) is not type(self):
            return NotImplemented
        assert isinstance(other, Variant)
        return (
            self.options == other.options
            and self.deal == other.deal
            and self.moves == other.moves
            and self._points == other._points
            and self.snapshot() == other.snapshot()
            and list(self._history) == list(other._history)
        )

    __hash__ = None  # type: ignore[assignment]  # mutable: use key() for search
