"""What every game shares: the rules derived from each game's declarations, checked play
with reasons, undo, counters, score, clone, outcome.

A game declares its piles and its deal (``game.position``: the position, its layout and its
snapshot follow from them) and its rules in a few answers (what may be picked up, what a pile
accepts, how many cards a group may hold, what a move earns, where taps look); this base
derives from them the legal moves, the reason for every refusal, and what a tap, a double tap
or a drag plays. Undo stores the snapshot taken before each action (at most 100), so undo is
exact by construction, for every game, whatever the move did (auto-turned cards, group moves,
redeals).
"""

from __future__ import annotations

import sys
from abc import abstractmethod
from collections import deque
from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from enum import Enum
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar, TypeVar

from game import notation
from game.advice import advise
from game.board_layout import DEFAULT as DEFAULT_BOARD
from game.board_layout import BoardLayout
from game.cards import Card
from game.deal import GameCode, check_deal, read_code
from game.i18n import N_, _
from game.moves import CELL_LETTERS, DRAW, STOCK, WASTE, Move, PileKind, Place
from game.parts import Moves, Solver, load
from game.position import LayoutError, Position
from game.refusal import (
    MSG_BLOCKED,
    MSG_GAME_OVER,
    MSG_NO_COLUMN,
    MSG_NO_FOUNDATION,
    MSG_NOT_THERE,
    MSG_NOWHERE,
    MSG_SAME_PLACE,
    MSG_TOO_MANY,
    STAGE_ACCEPT,
    STAGE_GROUP,
    STAGE_PICK,
    STAGE_PLACE,
    Refusal,
    staged,
)

if TYPE_CHECKING:
    from game.describe import Words
    from game.words import MoveWords, Tense

HISTORY_LIMIT = 100
BIG = 1 << 30  # no group limit


class Aim(Enum):
    """Where a tap or a double tap looks for a place for the card."""

    WASTE = "waste"
    FOUNDATION = "foundation"  # the foundations, in order
    LONGEST_COLUMN = "longest column"  # the columns that hold cards, the longest first
    EMPTY_COLUMN = "empty column"
    FREE_CELL = "free cell"

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


class Variant(Position):
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
    # Its own move generator, faster than the one derived from the refusals and the same
    # list, with the solvers' compact forms of the rules (game.parts.Moves), or None.
    move_generator: ClassVar[str | None] = None  # "game.games.<name>.moves:MOVES"
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

    # --- the rules, as each game declares them ------------------------------------------
    # A game says what may be picked up, what a pile accepts, how many cards a group may
    # hold, what follows a move (its points, a card turned up) and where taps look. Every
    # answer below (checked play, the legal moves, the tap, double tap and drag, and the
    # notation's shorthands in game.notation) is derived from these, so a rule is said once.

    @abstractmethod
    def pick_refusal(self, place: Place, index: int) -> Refusal | None:
        """Why the cards from ``index`` to the end of ``place`` cannot be picked up together,
        or None if they can."""

    @abstractmethod
    def accept_refusal(self, target: Place, cards: Sequence[Card], source: Place) -> Refusal | None:
        """Why ``target`` does not take ``cards`` (covered card first) from ``source``, or None.
        Called only with cards that may be picked up, for places the game has."""

    def group_limit(self, source: Place, target: Place) -> int:
        """How many cards may move together from ``source`` onto ``target`` now."""
        return BIG

    @abstractmethod
    def move_points(self, move: Move) -> int:
        """The points a move earns by what it moves where (a turn-up is ``_turn_up``'s)."""

    # Where a tap and a double tap send a card, in the order they look.
    tap_aims: ClassVar[tuple[Aim, ...]] = ()
    double_tap_aims: ClassVar[tuple[Aim, ...]] = ()
    # A tap that finds nothing: the refusal to give (None: the rule the card breaks there),
    # and the one for a tap on a group or on a foundation (None: no such case in this game).
    tap_refusal: ClassVar[str | None] = None
    tap_group_refusal: ClassVar[str | None] = None
    foundation_tap_refusal: ClassVar[str | None] = None
    # Refusals for a stock that cannot be used, and for places this game does not have.
    stock_refusal: ClassVar[str] = N_("The stock is empty")
    missing_refusals: ClassVar[dict[PileKind, str]] = {}
    # The section of the game's rules page (its anchor) that explains each refusal (msgid):
    # the table's "?" opens the page there after a refusal (game.rule_sections).
    rule_sections: ClassVar[dict[str, str]] = {}

    def rule_section(self, refusal: str) -> str | None:
        """The anchor of the rules section that explains ``refusal`` here, or None."""
        return self.rule_sections.get(refusal)

    @classmethod
    def rule_anchors(cls) -> set[str]:
        """Every anchor ``rule_section`` may give (the rules page must have them all)."""
        return set(cls.rule_sections.values())

    # --- derived: checked play ----------------------------------------------------------
    def refusal(self, move: Move) -> Refusal | None:
        """Why the rules refuse ``move`` here, or None if it is legal."""
        src, dst, count = move.source, move.target, move.count
        if STOCK in (src, dst):
            return self._stock_refusal(move)
        missing = self.missing_refusal(src) or self.missing_refusal(dst)
        if missing:
            return staged(missing, STAGE_PLACE)
        if src == dst:
            return staged(Refusal(MSG_SAME_PLACE), STAGE_PLACE)
        cards = self.pile(src)
        if not 1 <= count <= max(1, len(cards)):
            return staged(Refusal(MSG_BLOCKED), STAGE_PICK)
        refusal = self.pick_refusal(src, len(cards) - count)
        if refusal:
            return staged(refusal, STAGE_PICK)
        refusal = self.accept_refusal(dst, cards[-count:], src)
        if refusal:
            return staged(refusal, STAGE_ACCEPT)
        limit = self.group_limit(src, dst)
        if count > limit:
            return staged(Refusal(MSG_TOO_MANY, count=limit), STAGE_GROUP)
        return None

    def stock_move(self) -> Move | None:
        """What using the stock does now: a draw, the waste turned back, or None."""
        if STOCK not in self.place_set:
            return None
        if self.pile(STOCK):
            return DRAW
        if self.can_redeal():
            return Move(WASTE, STOCK, len(self.pile(WASTE)))
        return None

    def _stock_refusal(self, move: Move) -> Refusal | None:
        missing = self.missing_refusal(STOCK)
        if missing:
            return staged(missing, STAGE_PLACE)
        wanted = self.stock_move()
        if move == wanted:
            return None
        if wanted is None:
            return staged(Refusal(self.stock_refusal), STAGE_PICK)
        if move.source == STOCK:  # the stock gives its cards only by a draw
            refusal = self.pick_refusal(STOCK, 0) or Refusal(MSG_SAME_PLACE)
            return staged(refusal, STAGE_PICK)
        cards = self.pile(move.source)[-move.count :]
        refusal = self.accept_refusal(STOCK, cards, move.source) or Refusal(MSG_SAME_PLACE)
        return staged(refusal, STAGE_ACCEPT)

    def missing_refusal(self, place: Place) -> Refusal | None:
        """The refusal for a place this game does not have, or None."""
        if place in self.place_set:
            return None
        msgid = self.missing_refusals.get(place.kind)
        if msgid is None:
            msgid = {PileKind.COLUMN: MSG_NO_COLUMN, PileKind.FOUNDATION: MSG_NO_FOUNDATION}.get(
                place.kind, MSG_NOT_THERE
            )
        i = place.index or 0
        letter = CELL_LETTERS[i] if i < len(CELL_LETTERS) else str(i + 1)
        return Refusal(msgid, number=i + 1, letter=letter)

    def is_legal(self, move: Move) -> bool:
        return self.refusal(move) is None

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

    def legal_moves(self) -> list[Move]:
        """Every legal move, in a stable order: by source pile, the longest group first, by
        target pile; the stock last. The game's own generator where it has one (the same
        list, faster: ``move_generator``), else ``derived_moves``."""
        if self.move_generator is not None:
            generator: Moves = load(self.move_generator)
            return generator.legal(self)
        return self.derived_moves()

    def derived_moves(self) -> list[Move]:
        """Every legal move as the rule hooks' refusals derive them (``legal_moves``)."""
        out: list[Move] = []
        places = self.places()
        targets = [p for p in places if p.kind is not PileKind.STOCK]
        for src in targets:
            pile = self.pile(src)
            for index in range(len(pile)):
                if self.pick_refusal(src, index):
                    continue
                cards = pile[index:]
                out += [
                    Move(src, dst, len(cards))
                    for dst in targets
                    if dst != src
                    and self.accept_refusal(dst, cards, src) is None
                    and len(cards) <= self.group_limit(src, dst)
                ]
        stock = self.stock_move()
        if stock is not None:
            out.append(stock)
        return out

    # --- derived: what the table asks ---------------------------------------------------
    def tap_move(self, place: Place, index: int) -> Move:
        """What a tap on card ``index`` of ``place`` plays; raises Refusal saying why not,
        with the advice of what would do something useful instead (``game.advice``)."""
        try:
            return self._aimed(place, index, self.tap_aims, self.tap_refusal,
                               self.tap_group_refusal)
        except Refusal as refusal:
            refusal.advice = advise(self, place, index)
            raise

    @classmethod
    def one_tap_aims(cls) -> tuple[Aim, ...]:
        """Where a tap looks with the setting "One tap moves a card wherever it fits": the
        tap's own places first (a foundation), then the double tap's search order."""
        aims = list(cls.tap_aims)
        aims += [aim for aim in cls.double_tap_aims if aim not in aims]
        return tuple(aims)

    def one_tap_move(self, place: Place, index: int) -> Move:
        """What a tap plays with "One tap moves a card wherever it fits" on: the first legal
        place in ``one_tap_aims``. A game whose double tap looks nowhere else plays its tap
        (with its refusals); otherwise a card that fits nowhere says so, with the advice of
        what would do something useful (a drag, the stock)."""
        aims = self.one_tap_aims()
        if aims == self.tap_aims:
            return self.tap_move(place, index)
        try:
            return self._aimed(place, index, aims, MSG_NOWHERE, None)
        except Refusal as refusal:
            refusal.advice = advise(self, place, index)
            raise

    def double_tap_move(self, place: Place, index: int) -> Move:
        """What a double tap plays: the first legal place in the game's search order (a game
        without one plays the tap)."""
        if not self.double_tap_aims:
            return self.tap_move(place, index)
        return self._aimed(place, index, self.double_tap_aims, MSG_NOWHERE, None)

    def _aimed(
        self,
        place: Place,
        index: int,
        aims: tuple[Aim, ...],
        nowhere: str | None,
        group_refusal: str | None,
    ) -> Move:
        """The first legal move to the places ``aims`` name; when none is, ``nowhere`` (or,
        None, the reason the first place gave)."""
        if place.kind is PileKind.STOCK:
            move = self.stock_move()
            if move is None:
                raise self.refusal(DRAW) or Refusal(self.stock_refusal)
            return move
        count = self._pick(place, index)
        if place.kind is PileKind.FOUNDATION and self.foundation_tap_refusal:
            raise Refusal(self.foundation_tap_refusal)
        if count > 1 and group_refusal:
            raise Refusal(group_refusal)
        first: Refusal | None = None
        for target in self._aim_places(place, index, aims):
            move = Move(place, target, count)
            refusal = self.refusal(move)
            if refusal is None:
                return move
            first = first or refusal
        if nowhere is None and first is not None:
            raise first
        raise Refusal(nowhere or MSG_NOWHERE)

    def _aim_places(self, place: Place, index: int, aims: tuple[Aim, ...]) -> list[Place]:
        """The places a tap tries, in order. Never a move that changes nothing: a whole
        column into an empty one, a card from a cell into another cell."""
        out: list[Place] = []
        places = self.places()
        for aim in aims:
            if aim is Aim.WASTE:
                out.append(WASTE)
            elif aim is Aim.FOUNDATION:
                out += [p for p in places if p.kind is PileKind.FOUNDATION]
            elif aim is Aim.LONGEST_COLUMN:
                filled = [p for p in places if p.kind is PileKind.COLUMN and self.pile(p)]
                out += sorted((p for p in filled if p != place), key=lambda p: -len(self.pile(p)))
            elif aim is Aim.EMPTY_COLUMN:
                if not (place.kind is PileKind.COLUMN and index == 0):
                    out += [p for p in places if p.kind is PileKind.COLUMN and not self.pile(p)]
            elif place.kind is not PileKind.CELL:  # Aim.FREE_CELL
                out += [p for p in places if p.kind is PileKind.CELL and not self.pile(p)]
        return out

    def drag_move(self, place: Place, index: int, target: Place) -> Move:
        """The move of dragging cards from ``index`` of ``place`` onto ``target``, or Refusal.
        A drop on the foundations goes to the first that takes the cards; if none does, the
        reason is the one of the foundation it was dropped on."""
        count = self._pick(place, index)
        if target == place:
            raise Refusal(MSG_SAME_PLACE)
        if target.kind is PileKind.FOUNDATION:
            piles = [p for p in self.places() if p.kind is PileKind.FOUNDATION]
            for slot in piles:
                if self.refusal(Move(place, slot, count)) is None:
                    return Move(place, slot, count)
            if target not in piles and piles:
                target = piles[0]
        move = Move(place, target, count)
        refusal = self.refusal(move)
        if refusal:
            raise refusal
        return move

    def _pick(self, place: Place, index: int) -> int:
        """How many cards a touch at ``index`` holds; raises the pick refusal."""
        refusal = self.missing_refusal(place) or self.pick_refusal(place, index)
        if refusal:
            raise refusal
        return len(self.pile(place)) - index

    def legal_targets(self, place: Place, index: int) -> list[Place]:
        """Every place a drag of these cards may end on, for lighting them up."""
        out = []
        for target in self.places():
            try:
                move = self.drag_move(place, index, target)
            except Refusal:
                continue
            # A drop on any foundation goes to the one that takes the card: light only that.
            if move.target == target:
                out.append(target)
        return out

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
        decision: nothing face down (stock included), and cards going to the foundations one
        after another, in any order that is possible, win. None otherwise. ``self`` is not
        changed."""
        if not self.finishes or self.status is not Status.PLAYING:
            return None
        for place in self.places():
            if any(not self.face_up(place, i) for i in range(len(self.pile(place)))):
                return None
        trial = self.clone()
        line: list[Move] = []
        while trial.status is Status.PLAYING:
            home = trial._home_move()
            if home is None:
                return None
            trial.push(home)
            line.append(home)
        return line if trial.status is Status.WON else None

    def _home_move(self) -> Move | None:
        """The first card that can go home, as ``legal_moves`` would list it (by source pile,
        then foundation), without working out every other move: the table asks after each
        action, and the whole list cost Eight Off up to 100 ms a position."""
        places = self.places()
        homes = [p for p in places if p.kind is PileKind.FOUNDATION]
        for src in places:
            if src.kind in (PileKind.FOUNDATION, PileKind.STOCK) or not self.pile(src):
                continue
            for home in homes:
                move = Move(src, home, 1)
                if self.refusal(move) is None:
                    return move
        return None

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

    # --- the stock ----------------------------------------------------------------------
    def can_redeal(self) -> bool:
        """Whether the empty stock would take the waste back now (a tap redeals)."""
        return False

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
