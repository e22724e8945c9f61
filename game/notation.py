"""The move notation of SPEC.md, read and written in this one place.

Places: columns ``1``..``9``, free cells ``a``..``h``, waste ``w``, stock ``s``, foundations
``f`` as a destination (the position picks which) and ``f1``..``f8`` as a source. Moves: ``s``
uses the stock (a draw, or the waste turned back), ``5`` (Golf) takes column 5's last card,
``3a``, ``wf``, ``f13``, ``35``; ``u`` undoes the last action (an action of the text face,
not a move).

The notation says less than an exact ``Move`` (``game.moves``): ``3f`` does not say which
foundation, ``35`` not how many cards. Reading a token is therefore two steps: ``parse``
turns its text into a ``Written`` move (syntax only), ``resolve`` finds the exact move it
means in a position. When a shorthand has several readings (each foundation, each group
size), the legal one is taken; when none is legal, the refusal given is that of the reading
that got furthest through the rules (the card fits but the group is too big, rather than
"wrong suit" for a smaller group). ``write`` gives the token that reads back as the move.

A game with more than nine columns names the others ``c10``, ``c11``... (the seeds' digits stay
for columns 1..9); a token that names one separates its two places with ``>``: ``c12>3``,
``3>c12``, ``c12>f``, and ``c12`` alone (a Golf-like game's card off column 12). ``>`` may stand
between any two places (``3>5`` is ``35``); ``write`` uses it only where a token needs it.

The sixth cell shares its letter with the foundations. As a source, ``f`` + digit + more is a
foundation (``f13``, ``f2a``); otherwise it is cell f (``f3``, ``fa``, ``ff``). As a
destination ``f`` is the foundations, falling back to cell f when no foundation takes the
card and cell f is free; so a card that a foundation would take cannot be sent into cell f by
notation (another free cell does the same job).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Protocol, Self

from game.cards import Card, Suit
from game.moves import (
    CELL_LETTERS,
    FOUNDATION,
    STOCK,
    WASTE,
    Move,
    PileKind,
    Place,
    cell,
    column,
    foundation,
    quoted,
)
from game.refusal import MSG_WHERE, Refusal

UNDO_TOKEN = "u"
CELL_F = cell(CELL_LETTERS.index("f"))
DIGITS = "123456789"
_WIDE_COLUMN = re.compile(r"c([1-9][0-9]+)", re.ASCII)
MAX_COLUMN_DIGITS = 6  # far past any game's columns, as in an exact move (game.moves)
# A line of moves is read no further than this: the longest game the app keeps has 1 500
# moves (game.store.stats.LINE_LIMIT), and every position of a line costs the hints a lesson.
MAX_LINE_MOVES = 2000
MAX_LINE_CHARS = 16 * MAX_LINE_MOVES  # room for tokens as long as c12>c13x20 and spaces


class NotationError(ValueError):
    """A move token that cannot be read, or a move the notation cannot write."""


class Game(Protocol):
    """What the notation asks of a game (``game.variant.Variant`` has it all; a protocol, so
    that the rules, whose ``parse_move`` and ``notation`` come here, are not imported)."""

    @property
    def lone_column_target(self) -> Place | None: ...

    @property
    def stock_refusal(self) -> str: ...

    @property
    def place_set(self) -> frozenset[Place]: ...

    def places(self) -> list[Place]: ...

    def pile(self, place: Place) -> list[Card]: ...

    def foundation_suit(self, index: int) -> Suit | None: ...

    def stock_move(self) -> Move | None: ...

    def missing_refusal(self, place: Place) -> Refusal | None: ...

    def pick_refusal(self, place: Place, index: int) -> Refusal | None: ...

    def refusal(self, move: Move) -> Refusal | None: ...

    def clone(self) -> Self: ...

    def push(self, move: Move) -> None: ...


@dataclass(frozen=True, slots=True)
class Written:
    """A move as the notation writes it. ``target`` is None for a token without one (``s``,
    Golf's ``5``) and ``FOUNDATION`` (no index) for ``f`` as a destination."""

    source: Place
    target: Place | None = None

    def __str__(self) -> str:
        if self.target is None:
            return str(self.source)
        return _join(str(self.source), str(self.target))


def _join(source: str, target: str) -> str:
    """Two places as one token: ``>`` between them where a place is past the seeds' digits
    (``c12>3``), else side by side (``35``)."""
    wide = any(text.startswith("c") and len(text) > 1 for text in (source, target))
    return f"{source}>{target}" if wide else source + target


# --- syntax ---------------------------------------------------------------------------------
def parse(token: str) -> Written:
    """Read one move token (any letter case); raises NotationError."""
    t = token.strip().lower()
    if not t:
        raise NotationError("empty move")
    shown = quoted(token)
    source, rest = _read_place(t, as_source=True)
    if not rest:
        if source.kind not in (PileKind.STOCK, PileKind.COLUMN):
            raise NotationError(f"move {shown} has no destination")
        return Written(source)
    if rest.startswith(">"):
        rest = rest[1:]
        if not rest:
            raise NotationError(f"move {shown} has no destination")
    target, rest = _read_place(rest, as_source=False)
    if rest:
        raise NotationError(f"unexpected {quoted(rest)} in move {shown}")
    if PileKind.STOCK in (source.kind, target.kind):
        raise NotationError(f"the stock takes no part in move {shown}")
    return Written(source, target)


def split_line(text: str) -> list[str]:
    """The tokens of a move list, read no further than ``MAX_LINE_MOVES`` tokens and
    ``MAX_LINE_CHARS`` characters; raises NotationError past either."""
    if len(text) > MAX_LINE_CHARS:
        raise NotationError(f"the moves are longer than {MAX_LINE_CHARS} characters "
                            f"(at most {MAX_LINE_MOVES} moves)")
    tokens = text.split(maxsplit=MAX_LINE_MOVES)
    if len(tokens) > MAX_LINE_MOVES:
        raise NotationError(f"more than {MAX_LINE_MOVES} moves")
    return tokens


def parse_line(text: str) -> list[Written | None]:
    """Read a space-separated move list (see ``split_line``); ``None`` stands for ``u``
    (undo)."""
    return [None if t.lower() == UNDO_TOKEN else parse(t) for t in split_line(text)]


def _read_place(t: str, as_source: bool) -> tuple[Place, str]:
    ch = t[0]
    if ch in DIGITS:  # ASCII digits only: other scripts' digits are no column numbers
        return column(int(ch) - 1), t[1:]
    if ch == "0":
        raise NotationError("columns are numbered from 1")
    wide = _WIDE_COLUMN.match(t)
    if wide:  # c10, c11...: a column past 9 (c1 is cell c, then column 1)
        digits = wide.group(1)
        if len(digits) > MAX_COLUMN_DIGITS:  # and int() would refuse thousands of them
            raise NotationError(f"no game has a column {quoted(digits)}")
        return column(int(digits) - 1), t[wide.end():]
    if ch == "f":
        if as_source and len(t) >= 3 and t[1] in "12345678":
            return foundation(int(t[1]) - 1), t[2:]
        if not as_source:
            return FOUNDATION, t[1:]
        return CELL_F, t[1:]
    if ch in CELL_LETTERS:
        return cell(CELL_LETTERS.index(ch)), t[1:]
    if ch == "w":
        return WASTE, t[1:]
    if ch == "s":
        return STOCK, t[1:]
    raise NotationError(f"unknown place {ch!r}")


# --- meaning ----------------------------------------------------------------------------------
def column_names(count: int) -> str:
    """How the notation writes a game's columns: "1 to 7", "1 to 9, then c10 to c12"."""
    if count <= 9:
        return "1" if count == 1 else f"1 to {count}"
    return "1 to 9, then c10" if count == 10 else f"1 to 9, then c10 to c{count}"


def no_place(places: frozenset[Place], written: Written) -> str | None:
    """What ``written`` names that the game lacks ("this game has no place c"), or None. A
    cell in a game without cells is most likely a column misread (``c4`` is cell c to column
    4): the words then say how its columns are written."""
    for place in (written.source, written.target):
        if place is None or place in places:
            continue
        if place.kind is PileKind.FOUNDATION and place.index is None and any(
                p.kind is PileKind.FOUNDATION for p in places):
            continue  # "f": whichever foundation takes the card
        words = f"this game has no place {place}"
        if place.kind is PileKind.CELL and not any(p.kind is PileKind.CELL for p in places):
            count = sum(1 for p in places if p.kind is PileKind.COLUMN)
            words += (": it has no cells (columns are bare digits 1 to 9, then c10 and up; "
                      f"this game's are {column_names(count)})")
        return words
    return None


def read(game: Game, token: str) -> Move:
    """The exact move ``token`` means in ``game``'s position. Raises NotationError for a
    token that cannot be read, Refusal for a move the rules refuse."""
    return resolve(game, parse(token))


def resolve(game: Game, written: Written) -> Move:
    """The exact move ``written`` means in ``game``'s position; raises Refusal."""
    src, dst = written.source, written.target
    if src == STOCK:
        move = game.stock_move()
        if move is None:
            raise game.refusal(Move(STOCK, WASTE)) or Refusal(game.stock_refusal)
        return move
    missing = game.missing_refusal(src)
    if missing:
        raise missing
    if dst is None:
        dst = game.lone_column_target
        if dst is None:
            raise Refusal(MSG_WHERE)
    return _best(game, _readings(game, src, dst))


def _readings(game: Game, src: Place, dst: Place) -> list[Move]:
    """Every exact move ``src`` + ``dst`` may mean, the most natural first."""
    pile = game.pile(src)
    counts = [1] + [k for k in range(2, len(pile) + 1) if game.pick_refusal(src, len(pile) - k)
                    is None]
    if dst.kind is not PileKind.FOUNDATION or dst.index is not None:
        return [Move(src, dst, k) for k in counts]
    # "f": each foundation, those of the card's own suit first; then cell f as a fallback.
    card = pile[-1] if pile else None
    slots = [p for p in game.places() if p.kind is PileKind.FOUNDATION]
    slots.sort(key=lambda p: card is None or game.foundation_suit(p.index or 0)
               not in (None, card.suit))
    out = [Move(src, slot, k) for slot in slots for k in counts]
    if not out:  # no foundations here: the refusal says so
        out.append(Move(src, FOUNDATION, 1))
    if CELL_F in game.place_set and src != CELL_F and not game.pile(CELL_F):
        out.append(Move(src, CELL_F, 1))
    return out


def _best(game: Game, readings: list[Move]) -> Move:
    """The legal reading (the largest group if several are); else raise the refusal of the
    reading that got furthest through the checks."""
    legal = [m for m in readings if game.refusal(m) is None]
    if legal:
        return max(legal, key=lambda m: m.count)
    worst: Refusal | None = None
    for move in readings:
        refusal = game.refusal(move)
        if refusal is not None and (worst is None or refusal.stage > worst.stage):
            worst = refusal
    assert worst is not None
    raise worst


def write(game: Game, move: Move) -> str:
    """The token that means ``move`` in ``game``'s position (checked by reading it back);
    raises NotationError when the notation cannot say it (a card a foundation would take,
    sent into cell f)."""
    if STOCK in (move.source, move.target):
        token = "s"
    elif move.target == game.lone_column_target:
        token = str(move.source)
    elif move.target.kind is PileKind.FOUNDATION or move.target == CELL_F:
        token = _join(str(move.source), "f")
    else:
        token = _join(str(move.source), str(move.target))
    try:
        if read(game, token) == move:
            return token
    except Refusal:
        pass
    raise NotationError(f"the notation cannot write {move} here")


def write_line(game: Game, moves: list[Move]) -> str:
    """A line of moves from ``game``'s position, in notation (``game`` is not changed)."""
    trial = game.clone()
    tokens = []
    for move in moves:
        tokens.append(write(trial, move))
        trial.push(move)
    return " ".join(tokens)
