"""Rounds: nine holes in a row, each a deal, scored by strokes against par (Golf).

A game played in rounds says so on its class: ``round_par`` (the par of a round for each
rule option) and ``hole_strokes()`` (the strokes of a hole that has ended). For Golf:

- a hole ends when its columns are clear, or when it is stuck (the stock spent and no free
  card fits the waste);
- its strokes are the cards left in the columns; a cleared hole scores minus the cards left
  in the stock (cleared with 4 stock cards to spare: -4). Fewer is better;
- the round's total is the sum of its nine holes, set against par: nine times the average
  strokes a hole of steady play (``game/games/golf/par.py``: a player who never sees the stock's
  order and before each draw clears the longest chain of cards it can see), rounded;
- the nine deals are drawn at random from every deal, winnable or not, as par was measured.

Pure Python, data only: the store keeps a round with its current hole in the saved game
(``game.store.savegame``) and counts finished rounds apart from single games
(``game.store.stats``).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.deal import MAX_DEAL
from game.registry import VARIANTS, get_variant
from game.variant import Status, Variant

HOLES = 9


def offered(name: str) -> bool:
    """Whether the game called ``name`` is also played in rounds."""
    cls = VARIANTS.get(name)
    return cls is not None and bool(cls.round_par)


def par(name: str, options: str) -> int:
    """The par of a round of this game and rule option."""
    return get_variant(name).round_par[options]


@dataclass
class Round:
    """A round in play or over: the game and rule option, the nine deals, and the strokes of
    each hole played so far."""

    name: str
    options: str
    deals: tuple[int, ...]
    strokes: list[int] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.deals = tuple(self.deals)
        if not offered(self.name) or self.options not in get_variant(self.name).round_par:
            raise ValueError(f"{self.name} {self.options!r} is not played in rounds")
        if len(self.deals) != HOLES or not all(
            type(d) is int and 1 <= d <= MAX_DEAL for d in self.deals
        ):
            raise ValueError(f"a round needs {HOLES} deal numbers 1..{MAX_DEAL}")
        if len(self.strokes) > HOLES:
            raise ValueError(f"a round has {HOLES} holes")

    @property
    def played(self) -> int:
        """Holes finished."""
        return len(self.strokes)

    @property
    def hole(self) -> int:
        """The number (1..9) of the hole in play, or of the last hole once the round is over."""
        return min(self.played + 1, HOLES)

    @property
    def over(self) -> bool:
        return self.played == HOLES

    @property
    def total(self) -> int:
        return sum(self.strokes)

    @property
    def par(self) -> int:
        return par(self.name, self.options)

    @property
    def to_par(self) -> int:
        """The total against par (below zero: under par); the round's result once over."""
        return self.total - self.par

    def deal(self) -> int:
        """The deal number of the hole in play."""
        if self.over:
            raise ValueError("the round is over")
        return self.deals[self.played]

    def new_hole(self) -> Variant:
        """A fresh game of the hole in play."""
        return get_variant(self.name).new(self.deal(), self.options)

    def is_hole(self, game: Variant) -> bool:
        """Whether ``game`` is the hole in play (its deal and rules)."""
        return (not self.over and game.name == self.name and game.options == self.options
                and game.deal == self.deal())

    def total_with(self, game: Variant) -> int:
        """The round's total if the hole in play, ``game``, ended now: the holes finished
        plus this one's strokes so far (what the table shows while the hole is played)."""
        if not self.is_hole(game):
            raise ValueError("not the game of the hole in play")
        return self.total + game.hole_strokes()

    def score_hole(self, game: Variant) -> int:
        """Count the hole in play, ended in ``game`` (cleared or stuck); returns its strokes."""
        if not self.is_hole(game):
            raise ValueError("not the game of the hole in play")
        if game.status is Status.PLAYING:
            raise ValueError("the hole has not ended")
        strokes = game.hole_strokes()
        self.strokes.append(strokes)
        return strokes

    def to_json(self) -> dict[str, object]:
        return {"game": self.name, "options": self.options, "deals": list(self.deals),
                "strokes": list(self.strokes)}
