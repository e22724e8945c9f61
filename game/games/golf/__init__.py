"""Golf: clear seven columns of five onto one waste pile, one rank up or down.

Deal (from the shuffled deck of ``game.deal``): cards 0..34 go row by row into the seven
columns (card k to column k mod 7), card 35 is turned onto the waste, cards 36..51 form the
stock in drawing order (36 is drawn first): ``Golf.piles`` and ``Golf.dealing``.

Options: ``E`` (Easy, default): King and Ace are neighbours; ``C`` (Classic): they are not.
A Queen may go on a King in both. Drawing is allowed at any time; there is no redeal.
Score: +10 a removed card, 0 a draw; stuck: -10 a card left on the table (never below 0).
While the game goes on, the table shows what it would score if it ended now (``score_if_ended``:
the same formula), so the score never drops at the end without a word.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

from game.board_layout import Align, Arrangement, BoardLayout, Fan, Piles, Reach, Row, columns_row
from game.cards import ACE, KING, Card
from game.describe import Words
from game.i18n import N_, _, format_number, ngettext
from game.moves import WASTE, Move, PileKind, Place
from game.parts import Solver
from game.position import FaceDown, Pile, fill, rest, rows
from game.refusal import MSG_BLOCKED, MSG_EMPTY_COLUMN, Refusal
from game.registry import register
from game.variant import Aim, RuleOption, Variant

COLUMNS = 7
ROWS = 5
POINTS_REMOVE = 10
PENALTY_PER_CARD = 10
STOCK_ROW = ((Piles(PileKind.STOCK, fan=Fan.STACK), Piles(PileKind.WASTE, fan=Fan.RIGHT)),)

MSG_RANK = N_("Must be one rank higher or lower")
# The second line under MSG_RANK when only Easy mode's King-Ace link would have let it go.
MSG_CLASSIC_WRAP = N_("In Classic mode King and Ace do not join: onto a King only a Queen, "
                      "onto an Ace only a 2")
MSG_STOCK_EMPTY = N_("The stock is empty")
MSG_WASTE = N_("Take a card from a column onto the waste, or draw from the stock")
MSG_STUCK = N_("No more possible moves")
WRAP_SECTION = "king-ace"  # the rules page's section on the King-Ace wrap


class Golf(Variant):
    name = "golf"
    prefix = "GO"
    menu_order = 10
    # What the shared tests check (Variant): the seed's facts and the glossary's words on
    # its rules page, the least card widths at the deal (issue #25, from the screenshots).
    page_facts = ("GO1-E-AAAAAAB", "350", "270", "250", "150", "+10", "−10", "35 × 10", "A♣", "8♠")
    page_terms: ClassVar[dict[str, tuple[str, ...]]] = {
        "he": ("קופה", "ערימת ההשלכה", "טור"),
        "hu": ("húzópakli", "dobópakli", "oszlop"),
        "ru": ("запас", "сброс", "колонк"),
        "en": ("stock", "waste", "column"),
    }
    least_card_widths: ClassVar[dict[tuple[int, int], int]] = {
        (800, 480): 82, (1280, 800): 140, (1920, 1080): 190, (800, 1280): 95}
    title = N_("Golf")
    summary = N_("Clear seven columns onto the waste, one rank up or down")
    rule_options = (
        RuleOption("E", N_("Easy"), N_("King and Ace connected")),
        RuleOption("C", N_("Classic"), N_("King and Ace separate")),
    )
    legacy_options: ClassVar[dict[str, str]] = {"N": "E"}  # codes of the seed's app
    solver = Solver("game.games.golf.solver:search", heuristic="game.games.golf.solver:heuristic",
                    hint="game.games.golf.hint:hint_search",
                    review_chances="game.games.golf.blind:review_chances")
    lesson = "game.games.golf.lesson:LESSON"
    examples = "game.games.golf.examples:EXAMPLES"
    proved_deals = "game.games.golf.winnable:DEALS"
    opening_hints = "game.games.golf.openings:OPENINGS"
    goals = "game.games.golf.goals:GOALS"
    achievements = "game.games.golf.achievements:ACHIEVEMENTS"
    move_generator = "game.games.golf.moves:MOVES"
    emblem = ("fan", ("7H", "8C", "9D", "TS", "JH"))
    # Seven columns of five, every index readable; a column only shrinks, so it keeps its
    # place and spacing to the end. In landscape the stock and the waste (fanned so its last
    # cards show) sit centred below the columns, the group a third of the way down the spare
    # height; in portrait they sit at the bottom edge, under the player's thumb, and the
    # columns' overlap takes the height between.
    # Par of a round of nine holes (game.rounds): nine times the strokes a hole of steady
    # play, deals 1-10 000 (python -m game.games.golf.par; the Golf rules page explains it).
    round_par: ClassVar[dict[str, int]] = {"E": 29, "C": 67}
    board_layout = BoardLayout((
        Arrangement(
            rows=(columns_row(), Row(STOCK_ROW, align=Align.CENTRE)),
            deal=Reach(up=ROWS), max_step=0.42, at=1 / 3, orientation="landscape",
        ),
        Arrangement(
            rows=(columns_row(), Row(STOCK_ROW, align=Align.CENTRE, bottom=True)),
            deal=Reach(up=ROWS), max_step=0.6, at=0.4, orientation="portrait",
        ),
    ))

    # --- the position -------------------------------------------------------------------
    piles = (
        Pile(PileKind.COLUMN, COLUMNS),
        Pile(PileKind.WASTE),
        Pile(PileKind.STOCK, face_down=FaceDown.ALL),
    )
    dealing = (rows(PileKind.COLUMN, ROWS), fill(PileKind.WASTE), rest(PileKind.STOCK))
    # The worked example of the rules page (its pages/rules.*), dealt exactly as printed so that
    # its codes (GO1-E-AAAAAAB, GO1-C-AAAAAAB) replay it: waste A♣, column 1 6♣ 5♠ Q♠ 10♠ 6♥
    # ..., and the stock in the order the page's winning line draws it.
    PUBLISHED: ClassVar[dict[int, str]] = {
        1: "6C 2S TC 3D JH TH 3S 5S KC AH QH 3C 4H 7S QS 4S 2D AS 7D 7H 3H TS 2C 5D KD 8H "
        "7C 9S 6H 8C JS 4C 9C 8D 5C AC 8S 6S KS 2H 5H 9H 6D TD AD KH 4D 9D JD QD JC QC",
    }

    def deck(self, deal: int) -> list[Card]:
        published = self.PUBLISHED.get(deal)
        if published is None:
            return super().deck(deal)
        return [Card.parse(text) for text in published.split()]
    partial_layouts = True  # the lesson plays a few cards

    @property
    def wrap(self) -> bool:
        """Easy mode: King and Ace connected."""
        return self.options == "E"

    def key(self) -> tuple[Any, ...]:
        # Only the waste top matters for play: the cards beneath it never come back.
        return tuple(map(len, self.tableau)), len(self.stock), self.waste_top

    def describe(self, words: Words) -> str:
        head = f"{words.stock(len(self.stock))}; {words.waste(self.waste_top)}."
        columns = "; ".join(words.column(i + 1, col) for i, col in enumerate(self.tableau))
        return f"{head} {columns}."

    @property
    def waste_top(self) -> Card | None:
        return self.waste[-1] if self.waste else None

    # --- rules --------------------------------------------------------------------------
    # Only the last card of a column is free; it goes onto the waste when it is one rank
    # above or below the waste's top card. The stock turns one card at a time, at any time.
    tap_aims = (Aim.WASTE,)
    finishes = False  # every removal is a choice
    lone_column_target = WASTE  # "5": column 5's last card onto the waste
    stock_refusal = MSG_STOCK_EMPTY
    missing_refusals: ClassVar[dict[PileKind, str]] = {
        PileKind.CELL: MSG_WASTE,
        PileKind.FOUNDATION: MSG_WASTE,
    }
    rule_sections: ClassVar[dict[str, str]] = {
        MSG_RANK: "moves",
        MSG_BLOCKED: "moves",
        MSG_WASTE: "moves",
        MSG_STOCK_EMPTY: "stock",
    }

    def rule_section(self, refusal: str) -> str | None:
        # A rank refused onto a King or an Ace: the section on the King-Ace wrap.
        top = self.waste_top
        if refusal == MSG_RANK and top is not None and top.rank in (ACE, KING):
            return WRAP_SECTION
        return super().rule_section(refusal)

    @classmethod
    def rule_anchors(cls) -> set[str]:
        return {*super().rule_anchors(), WRAP_SECTION}

    def pick_refusal(self, place: Place, index: int) -> Refusal | None:
        if place.kind is not PileKind.COLUMN:
            return Refusal(MSG_WASTE)
        col = self.pile(place)
        if not col:
            return Refusal(MSG_EMPTY_COLUMN)
        return Refusal(MSG_BLOCKED) if index != len(col) - 1 else None

    def accept_refusal(self, target: Place, cards: Sequence[Card], source: Place) -> Refusal | None:
        if target.kind is not PileKind.WASTE:
            return Refusal(MSG_WASTE)
        top = self.waste_top
        if fits(cards[0], top, self.wrap):
            return None
        if not self.wrap and fits(cards[0], top, wrap=True):  # a King and an Ace, in Classic
            return Refusal(MSG_RANK, reason=MSG_CLASSIC_WRAP)
        return Refusal(MSG_RANK)

    def move_points(self, move: Move) -> int:
        return POINTS_REMOVE if move.source.kind is PileKind.COLUMN else 0

    def cards_left(self) -> int:
        return sum(map(len, self.tableau))

    def is_won(self) -> bool:
        return not any(self.tableau)

    def is_stuck(self) -> bool:
        if self.stock or self.is_won():
            return False
        top = self.waste_top
        return not any(col and fits(col[-1], top, self.wrap) for col in self.tableau)

    def penalty(self) -> int:
        return PENALTY_PER_CARD * self.cards_left() if self.is_stuck() else 0

    @property
    def score_if_ended(self) -> int:
        """What the game would score if it ended now: the cards removed, less the stuck
        penalty for the cards still on the table (a win leaves none). The same formula as
        the end's, so the score the table shows only grows with a removal and never drops
        when the game ends."""
        return max(0, self._points - PENALTY_PER_CARD * self.cards_left())

    def score_formula(self) -> str | None:
        """``score_if_ended`` as its formula, in one line: "29 cards removed × 10 − 6 cards
        left × 10" (and "never below 0" when the formula comes out below zero)."""
        removed = self._points // POINTS_REMOVE
        left = self.cards_left()
        text = ngettext("{count} card removed × 10", "{count} cards removed × 10",
                        removed).format(count=format_number(removed))
        if left:
            minus = ngettext("{count} card left × 10", "{count} cards left × 10",
                             left).format(count=format_number(left))
            # TRANSLATORS: the score's formula: {removed} "29 cards removed × 10" minus
            # {left} "6 cards left × 10"; keep the minus sign.
            text = _("{removed} − {left}").format(removed=text, left=minus)
        if self._points < PENALTY_PER_CARD * left:
            text = _("{formula}, never below 0").format(formula=text)
        return text

    def hole_strokes(self) -> int:
        """As a hole of a round: the cards left in the columns, or minus the cards left in
        the stock when the columns are clear; while the hole goes on, what it would count
        if it ended now."""
        return -len(self.stock) if self.is_won() else self.cards_left()


# --- helpers ----------------------------------------------------------------------------------
def fits(card: Card, top: Card | None, wrap: bool) -> bool:
    """Whether ``card`` may go onto the waste top ``top`` (no top: anything goes)."""
    if top is None:
        return True
    diff = abs(card.rank - top.rank)
    return diff == 1 or (wrap and diff == KING - ACE)


register(Golf)
