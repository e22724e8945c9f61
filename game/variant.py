"""What every game shares: checked play with reasons, undo, counters, score, clone, outcome.

A game keeps its whole position in plain lists; ``snapshot()`` freezes it into tuples. Undo
stores the snapshot taken before each action (at most 100), so undo is exact by construction,
for every game, whatever the move did (auto-turned cards, group moves, redeals).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections import Counter, deque
from collections.abc import Hashable, Iterable
from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING, Any, ClassVar, TypeVar

from game.board_layout import DEFAULT as DEFAULT_BOARD
from game.board_layout import BoardLayout
from game.cards import Card, Suit
from game.deal import GameCode, check_deal, parse_code
from game.i18n import N_, _
from game.moves import Move, Place

if TYPE_CHECKING:
    from game.describe import Words

HISTORY_LIMIT = 100

# Refusals every game can give.
MSG_EMPTY_COLUMN = N_("This column is empty")
MSG_EMPTY_FOUNDATION = N_("This foundation is empty")
MSG_NO_COLUMN = N_("There is no column {number}")
MSG_NO_FOUNDATION = N_("There is no foundation {number}")
MSG_WHERE = N_("Say where the card goes")
MSG_SAME_PLACE = N_("Drop the card on another pile")
MSG_NOWHERE = N_("This card has nowhere to go")

V = TypeVar("V", bound="Variant")


class Status(Enum):
    PLAYING = "playing"
    WON = "won"
    STUCK = "stuck"  # Golf alone declares a loss


class Refusal(Exception):
    """A move the rules refuse. ``msgid`` is the English source; ``message`` is translated."""

    def __init__(self, msgid: str, **params: Any) -> None:
        super().__init__(msgid)
        self.msgid = msgid
        self.params = params

    @property
    def message(self) -> str:
        return _(self.msgid).format(**self.params)

    def __str__(self) -> str:
        return self.message


class LayoutError(ValueError):
    """A layout (JSON position) that does not describe a valid position of the game."""


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


class Variant(ABC):
    """Base of the games. Subclasses describe themselves with the class attributes below,
    fill in the hooks, and register with ``game.registry.register``."""

    # --- what the game says about itself (menus, codes, pages, the table) ------------------
    name: ClassVar[str]  # "golf": layouts, statistics, settings, assets/rules/<name>.<lang>.md
    prefix: ClassVar[str]  # two letters of its game codes: "GO"
    title: ClassVar[str]  # msgid of the game's name
    summary: ClassVar[str]  # msgid: one line saying what the game is
    rule_options: ClassVar[tuple[RuleOption, ...]]  # the first is the default
    legacy_options: ClassVar[dict[str, str]] = {}  # old spellings in codes: {"N": "E"}
    solver: ClassVar[str | None] = None  # the module that registers this game's solver
    emblem: ClassVar[tuple[str, tuple[str, ...]]] = ("fan", ())  # menu picture: shape, cards
    deck_count: ClassVar[int] = 1
    empty_column_rank: ClassVar[int | None] = None  # what an empty column takes (its mat)
    board_layout: ClassVar[BoardLayout] = DEFAULT_BOARD  # where its piles lie on the table
    showcase_deal: ClassVar[int] = 1  # a deal that shows the game well (the screenshot tour)

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
        self.options = options
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
        parsed = parse_code(code) if isinstance(code, str) else code
        if parsed.prefix != cls.prefix:
            raise ValueError(f"{code} is not a {cls.name} code")
        return cls.new(parsed.deal, parsed.options)

    @property
    def code(self) -> str | None:
        """The game code, or None for a position loaded from a layout."""
        return None if self.deal is None else str(GameCode(self.prefix, self.options, self.deal))

    @abstractmethod
    def _deal(self, deal: int) -> None:
        """Lay out the cards of this deal number."""

    # --- the position -------------------------------------------------------------------
    @abstractmethod
    def snapshot(self) -> Hashable:
        """The whole position as nested tuples (hashable, immutable)."""

    @abstractmethod
    def restore(self, snap: Any) -> None:
        """Set the position from ``snapshot()``'s value, in fresh mutable containers."""

    def key(self) -> Hashable:
        """A hashable key of the position for search (same position, same key)."""
        return self.snapshot()

    @abstractmethod
    def all_cards(self) -> Iterable[Card]:
        """Every card in the game, wherever it is."""

    def card_counts(self) -> Counter[Card]:
        return Counter(self.all_cards())

    @abstractmethod
    def layout(self) -> dict[str, Any]:
        """The position as the JSON layout of SPEC.md."""

    @abstractmethod
    def describe(self, words: Words) -> str:
        """The position in words (``game.describe``), in the seeds' format."""

    @classmethod
    @abstractmethod
    def from_layout(cls: type[V], data: dict[str, Any]) -> V:
        """Build a position from a layout; raises LayoutError saying what is wrong."""

    # --- rules --------------------------------------------------------------------------
    @abstractmethod
    def resolve(self, move: Move) -> Move:
        """The move made exact (which foundation, how many cards), or raise Refusal."""

    @abstractmethod
    def _apply(self, move: Move) -> int:
        """Play a resolved move; return its points."""

    @abstractmethod
    def legal_moves(self) -> list[Move]:
        """Every resolved legal move, in a stable order."""

    @abstractmethod
    def is_won(self) -> bool: ...

    def is_stuck(self) -> bool:
        return False

    def penalty(self) -> int:
        return 0

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

    def is_legal(self, move: Move) -> bool:
        try:
            self.resolve(move)
        except Refusal:
            return False
        return True

    def play(self, move: Move) -> Move:
        """Check and play a move; returns the resolved move. Raises Refusal, changing nothing."""
        if self.status is not Status.PLAYING:
            raise Refusal("The game is over.")
        exact = self.resolve(move)
        self.push(exact)
        return exact

    def push(self, move: Move) -> None:
        """Play a move already resolved, without checking (for search)."""
        self._history.append((self.snapshot(), self._points))
        self._points += self._apply(move)
        self.moves += 1

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

    # --- what the table asks ------------------------------------------------------------
    @abstractmethod
    def tap_move(self, place: Place, index: int) -> Move:
        """What a tap on card ``index`` of ``place`` plays; raises Refusal saying why not."""

    def double_tap_move(self, place: Place, index: int) -> Move:
        """What a double tap plays; by default the same as a tap."""
        return self.tap_move(place, index)

    @abstractmethod
    def drag_move(self, place: Place, index: int, target: Place) -> Move:
        """The move of dragging cards from ``index`` of ``place`` onto ``target``, or Refusal."""

    @abstractmethod
    def pick_refusal(self, place: Place, index: int) -> Refusal | None:
        """Why card ``index`` of ``place`` cannot be picked up, or None if it can."""

    @abstractmethod
    def pile(self, place: Place) -> list[Card]:
        """The cards of one pile, bottom (covered) first."""

    def face_up(self, place: Place, index: int) -> bool:
        return True

    def foundation_suit(self, index: int) -> Suit | None:
        """The suit foundation ``index`` belongs to, or None if any suit may start it."""
        return None

    def can_redeal(self) -> bool:
        """Whether the empty stock would take the waste back now (a tap redeals)."""
        return False

    def legal_targets(self, place: Place, index: int) -> list[Place]:
        """Every place a drag of these cards may end on, for lighting them up."""
        out = []
        for target in self.places():
            try:
                move = self.drag_move(place, index, target)
            except Refusal:
                continue
            # A drop on any foundation goes to the one that takes the card: light only that.
            if move.target is None or move.target == target:
                out.append(target)
        return out

    @abstractmethod
    def places(self) -> list[Place]:
        """Every pile of the table."""

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


def cards_from_json(value: Any, what: str) -> list[Card]:
    """Read a JSON list of card texts; raises LayoutError naming ``what``."""
    if not isinstance(value, list):
        raise LayoutError(f"{what} must be a list of cards")
    try:
        return [Card.parse(v) if isinstance(v, str) else _bad_card(v) for v in value]
    except ValueError as exc:
        raise LayoutError(f"{what}: {exc}") from None


def _bad_card(value: Any) -> Card:
    raise ValueError(f"not a card: {value!r}")
