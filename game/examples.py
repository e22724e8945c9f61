"""The examples pages: real positions from the engine, as the rules pages describe them, played
step by step with the words for each step.

An ``Example`` is a real deal (its code), the moves that lead to the position it shows
(``before``, in notation), and its steps (``Shown``): a move to play, or a tap or a drag the
rules refuse (shown, not played: its words quote the engine's refusal). A step without words
of its own is explained from the move itself (what went where, and why the rules allow it).

``frames(example)`` plays it through the engine: one ``Frame`` per step (the position before
it, the step's exact move or the refusal, its words) and a last one for the end. Words are
translated when asked (``Frame.text``), so a frame list outlives a change of language.

- Golf: deal 1, ``GO1-E-AAAAAAB``, the rules page's own example: the seed's winning line
  (``tests/data/golf-seed-deal1.moves``), the two refused taps the page quotes at its start,
  and the Ace going onto the King at move 35, which Classic mode would refuse.
- Easy Harp: an ordered run whose first card would fit elsewhere, dragged as a unit and
  refused (deal ``EH1-N-AAAAAAY`` after 174 moves), then taken apart from the bottom.
- Eight Off: the seed's group-move table at work (deal ``EO1-C8-AAAAAAD`` after 22 moves): a
  King with a run of three refused with one free cell and the empty target column, then
  moved once a second cell is free.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game import game_from_code, game_from_layout, notation
from game.i18n import N_, _
from game.moves import STOCK, WASTE, Move, PileKind, Place
from game.variant import Refusal, Variant


@dataclass(frozen=True)
class Shown:
    """One step: ``move`` (notation) to play; or ``tap`` (a place in notation and a card
    index) or ``drag`` (an exact move, ``1>7x3``) that the rules refuse. ``note``: its own
    words (a msgid), else the move explains itself."""

    move: str = ""
    tap: tuple[str, int] | None = None
    drag: str = ""
    note: str | None = None


@dataclass(frozen=True)
class Example:
    game: str
    code: str
    before: str  # the moves from the deal to the position shown, in notation
    intro: str  # msgid: what the example shows
    steps: tuple[Shown, ...]
    end: str  # msgid: the last frame's words


@dataclass
class Frame:
    """The example at one step: the position before it, the exact move it plays (None for a
    refused try and at the end), the refusal it shows, and its words (``text``)."""

    position: Variant
    move: Move | None
    refusal: Refusal | None
    msgid: str
    facts: dict[str, Any] = field(default_factory=dict)
    tried: tuple[Place, int] | None = None  # the card a refused tap or drag picked
    target: Place | None = None  # where a refused drag was aimed
    turns_up: bool = False  # the move uncovers a face-down card

    def text(self) -> str:
        """The step's words in the current language."""
        facts = {k: v.message if isinstance(v, Refusal) else v for k, v in self.facts.items()}
        words = _(self.msgid).format(**facts)
        return f"{words} {_(MSG_TURNS_UP)}" if self.turns_up else words


# --- the examples ---------------------------------------------------------------------------
GOLF_LINE = ("s 5 2 s 7 1 s s s 4 s 1 7 5 5 6 6 s 6 s 3 1 4 4 2 5 2 3 s 3 7 s 4 2 3 2 4 6 1 1 7 "
             "s 7 s 3 5 6")
GOLF_WRAP_AT = 34  # the line's 35th move: A♥ onto K♣

MSG_GOLF_WRAP = N_("Move {number}: the {card} from column {column} onto the {onto}. In Easy "
                   "mode the King and the Ace are neighbours; Classic mode would refuse it: "
                   "«{classic}».")

GOLF = Example(
    game="golf",
    code="GO1-E-AAAAAAB",
    before="",
    intro=N_("Deal {code}, the example of the Golf rules: the whole winning game, move by "
             "move."),
    steps=(
        Shown(tap=("1", 4), note=N_("The waste card is {top} and no free card follows it in "
                                    "rank. A tap on the {card} of column {column} is refused: "
                                    "«{refusal}».")),
        Shown(tap=("1", 3), note=N_("The {card} in row {row} of column {column} is still "
                                    "covered: «{refusal}».")),
        *(Shown(move=token, note=MSG_GOLF_WRAP if k == GOLF_WRAP_AT else None)
          for k, token in enumerate(GOLF_LINE.split())),
    ),
    end=N_("All 35 cards are off the table: the game is won, with cards still in the stock. "
           "Score: {score}."),
)


def _draws(count: int) -> str:
    return " s" * count


# A line of the solver's: the talon turns card by card (draws) between the moves.
EASY_HARP_BEFORE = ("6f 7f" + _draws(13) + " wf" + _draws(10) + " wf" + _draws(38)
                    + " wf 6f 9f" + _draws(50) + " wf 97 9f" + _draws(49) + " wf 2f 91 91")

EASY_HARP = Example(
    game="easy_harp",
    code="EH1-N-AAAAAAY",
    before=EASY_HARP_BEFORE,
    intro=N_("Deal {code}, after {moves} moves. Column 1 holds an ordered run: {run}."),
    steps=(
        Shown(drag="1>7x3", note=N_("The first card of the run, {card}, would fit on the {onto}. "
                                    "Dragged as a unit, the run is refused: «{refusal}». Only "
                                    "the last card of a column moves.")),
        Shown(move="1f", note=N_("So the run is taken apart from the bottom, one card at a "
                                 "time: the {card} goes to its foundation.")),
        Shown(move="45"),
    ),
    end=N_("Each card of a run needs a place of its own before the run's first card can "
           "move. Try it: play on from here."),
)

EIGHT_OFF = Example(
    game="eight_off",
    code="EO1-C8-AAAAAAD",
    before="5e 5f 5g 5h 5f 5f d3 7d 75 h5 7h d8 7d 7f af 8a 74 a8 6a c6 4c h6",
    intro=N_("Deal {code}, after {moves} moves: column 7 is empty, one cell is free, and "
             "column 6 ends with a King and its run: {run}."),
    steps=(
        Shown(drag="6>7x3", note=N_("One free cell and one empty column, the target itself: "
                                    "(1 + 1) × 1 = {limit}. The King with its run of {count} "
                                    "cards is refused: «{refusal}».")),
        Shown(move="c4", note=N_("The {card} leaves its cell for the {onto}: now two cells are "
                                 "free.")),
        Shown(move="67", note=N_("(2 + 1) × 1 = {limit}: the King and its run of {count} cards "
                                 "move into the empty column, as the table of the rules says "
                                 "for 2 free cells and 1 empty column.")),
        Shown(move="d6"),
    ),
    end=N_("More free cells, and more empty columns, let bigger groups move. Try it: play on "
           "from here."),
)

EXAMPLES: dict[str, tuple[Example, ...]] = {
    example.game: (example,) for example in (GOLF, EASY_HARP, EIGHT_OFF)
}


def examples_for(game: str) -> tuple[Example, ...]:
    """A game's examples (none for a game that has not written any)."""
    return EXAMPLES.get(game, ())


def start(example: Example) -> Variant:
    """The position the example shows first: the deal, and the moves before it."""
    game = game_from_code(example.code)
    for token in example.before.split():
        game.play(game.parse_move(token))
    return game


def frames(example: Example) -> list[Frame]:
    """The example played through the engine: a frame per step, and the end. Raises Refusal
    or NotationError if a move is refused, ValueError if a refused try is allowed."""
    game = start(example)
    before = len(example.before.split())
    out: list[Frame] = []
    for k, shown in enumerate(example.steps):
        frame = _frame(game, shown)
        frame.facts.setdefault("number", before + k + 1 - _tries(example, k))
        out.append(frame)
        if frame.move is not None:
            game.play(frame.move)
    out.append(Frame(game.clone(), None, None, example.end, _facts(game)))
    first = out[0]
    first.facts.update(code=example.code, moves=before, run=_run(first))
    return out


def intro(example: Example, first: Frame) -> str:
    """The example's opening words, in the current language."""
    return _(example.intro).format(**{k: v for k, v in first.facts.items()
                                      if not isinstance(v, Refusal)})


def _tries(example: Example, k: int) -> int:
    """How many refused tries come before step ``k`` (they are not moves of the game)."""
    return sum(1 for s in example.steps[:k] if not s.move)


def _frame(game: Variant, shown: Shown) -> Frame:
    position = game.clone()
    if shown.move:
        move = game.parse_move(shown.move)
        facts = _facts(game, move)
        if game.name == "golf" and _is_wrap(move, game):
            facts["classic"] = _classic_refusal(game, move)
        below = len(game.pile(move.source)) - move.count - 1
        turns_up = (move.source.kind is PileKind.COLUMN and below >= 0
                    and not game.face_up(move.source, below))
        return Frame(position, move, None, shown.note or explain(game, move), facts,
                     turns_up=turns_up)
    if shown.tap is not None:
        place = notation.parse(shown.tap[0]).source
        index = shown.tap[1]
        refusal = _refused(lambda: game.tap_move(place, index))
        facts = _facts(game, Move(place, WASTE, len(game.pile(place)) - index))
        facts["refusal"] = refusal
        return Frame(position, None, refusal, shown.note or "{refusal}", facts, (place, index))
    tried = Move.from_text(shown.drag)
    index = len(game.pile(tried.source)) - tried.count
    refusal = _refused(lambda: game.drag_move(tried.source, index, tried.target))
    facts = _facts(game, tried)
    facts["refusal"] = refusal
    return Frame(position, None, refusal, shown.note or "{refusal}", facts,
                 (tried.source, index), tried.target)


def _refused(attempt: Any) -> Refusal:
    try:
        attempt()
    except Refusal as refusal:
        return refusal
    raise ValueError("an example shows a refusal the rules do not give")


def _facts(game: Variant, move: Move | None = None) -> dict[str, Any]:
    """What a step's words may name."""
    waste = game.pile(WASTE) if WASTE in game.place_set else []
    facts: dict[str, Any] = {"top": waste[-1].symbol if waste else "", "score": game.score,
                             "card": "", "onto": "", "column": "", "row": "", "count": "",
                             "limit": ""}
    if move is None:
        return facts
    if move.source == STOCK:
        stock = game.pile(STOCK)
        facts["card"] = stock[-1].symbol if stock else ""
        return facts
    cards = game.pile(move.source)
    index = len(cards) - move.count
    if 0 <= index < len(cards):
        facts["card"] = cards[index].symbol
    onto = game.pile(move.target) if move.target in game.place_set else []
    facts.update(onto=onto[-1].symbol if onto else "", count=move.count, row=index + 1,
                 column=(move.source.index or 0) + 1)
    if move.target in game.place_set:
        facts["limit"] = game.group_limit(move.source, move.target)
    return facts


def _run(first: Frame) -> str:
    """The cards a refused drag picked (the run the intro names), in order."""
    if first.tried is None:
        return ""
    place, index = first.tried
    return " ".join(card.symbol for card in first.position.pile(place)[index:])


def _is_wrap(move: Move, game: Variant) -> bool:
    waste = game.pile(WASTE)
    if move.target != WASTE or not waste or move.source.kind is not PileKind.COLUMN:
        return False
    return abs(game.pile(move.source)[-1].rank - waste[-1].rank) == 12


def _classic_refusal(game: Variant, move: Move) -> Refusal | None:
    """The same move under Classic rules: the engine's answer."""
    layout = game.layout()
    layout["options"] = "C"
    return game_from_layout(layout).refusal(move)


# --- the words of a move that has none of its own --------------------------------------------
MSG_DRAW = N_("Draw: the {card} comes onto the waste.")
MSG_REDEAL = N_("The stock is empty: the waste turns back into the stock.")
MSG_HIGHER = N_("The {card} from column {column} onto the {onto}: one rank higher.")
MSG_LOWER = N_("The {card} from column {column} onto the {onto}: one rank lower.")
MSG_WRAP = N_("The {card} from column {column} onto the {onto}: the King and the Ace are "
              "neighbours in Easy mode.")
MSG_HOME = N_("The {card} goes to its foundation.")
MSG_CELL = N_("The {card} goes into a free cell.")
MSG_FROM_CELL = N_("The {card} leaves its cell for the {onto}.")
MSG_FROM_WASTE = N_("The {card} from the waste onto the {onto}.")
MSG_RUN_EMPTY = N_("The {card} and its run, {count} cards, go into the empty column.")
MSG_RUN = N_("The {card} and its run, {count} cards, go onto the {onto}.")
MSG_EMPTY = N_("The {card} goes into the empty column.")
MSG_ONTO = N_("The {card} goes onto the {onto}.")
MSG_BACK = N_("The {card} comes back from its foundation.")
MSG_TURNS_UP = N_("The hidden card beneath turns up.")


def explain(game: Variant, move: Move) -> str:
    """The msgid that says what ``move`` does in ``game`` (before it is played)."""
    src, dst = move.source, move.target
    if src == STOCK:
        return MSG_DRAW
    if dst == STOCK:
        return MSG_REDEAL
    if dst == WASTE:  # Golf: a card from a column onto the waste
        card, top = game.pile(src)[-1], game.pile(WASTE)[-1]
        if abs(card.rank - top.rank) == 12:
            return MSG_WRAP
        return MSG_HIGHER if card.rank > top.rank else MSG_LOWER
    if dst.kind is PileKind.FOUNDATION:
        return MSG_HOME
    if src.kind is PileKind.FOUNDATION:
        return MSG_BACK
    if dst.kind is PileKind.CELL:
        return MSG_CELL
    if src.kind is PileKind.CELL:
        return MSG_FROM_CELL
    if src == WASTE:
        return MSG_FROM_WASTE
    empty = not game.pile(dst)
    if move.count > 1:
        return MSG_RUN_EMPTY if empty else MSG_RUN
    return MSG_EMPTY if empty else MSG_ONTO
