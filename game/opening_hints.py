"""The opening hint of every proved deal, worked out when the build was made.

New deal and the daily deal deal only proved deals (``game.winnable``), so the first press of
Hint in a game is most often at a deal's opening, where the search is longest (Golf's stock
holds 16 cards). ``tools/opening_hints.py`` works each proved deal's opening hint out with
the same search the app runs (``game.solver.hint``, aiming at the win) and writes them into
each game's package (``game/games/<name>/openings.py``, named on its class:
``opening_hints``); ``opening_hint`` reads them back, so the first hint needs no
search at all. It is the very hint the search gives (``tests/test_opening_hints.py`` works a
sample out again), so nothing changes but the wait.

Each entry is a token: the move's place in ``Variant.legal_moves()`` (base 36), a mark
(``!`` certain, ``x`` lost, ``.`` neither; ``?`` neither, the chance unknown for want of
finished searches of the hidden cards' deals, ``~`` for want of a line found), the chance
in millionths (base 36; none where nothing is hidden), and where the chance was counted
over deals of the hidden cards, ``/`` and how many (base 36).
"""

from __future__ import annotations

import re
from bisect import bisect_left
from functools import cache

from game.parts import load
from game.registry import VARIANTS
from game.solver import WIN, Hint
from game.variant import Variant
from game.winnable import proved_deals

TOKEN = re.compile(r"([0-9a-z]+)([!x.?~])([0-9a-z]*)(?:/([0-9a-z]+))?")
UNKNOWN_MARKS = {"samples": "?", "line": "~"}
UNKNOWN_OF = {mark: why for why, mark in UNKNOWN_MARKS.items()}
SCALE = 1_000_000


def encode(game: Variant, told: Hint) -> str:
    """``told`` (a hint of ``game``'s position) as a token."""
    moves = game.legal_moves()
    index = moves.index(told.move) if told.move is not None else 0
    mark = "!" if told.certain else "x" if told.lost else UNKNOWN_MARKS.get(told.unknown, ".")
    chance = "" if told.chance is None else base36(round(told.chance * SCALE))
    samples = f"/{base36(told.samples)}" if told.samples else ""
    return f"{base36(index)}{mark}{chance}{samples}"


def decode(game: Variant, token: str) -> Hint | None:
    """The hint a token stands for, in ``game``'s position (None: it does not read)."""
    found = TOKEN.fullmatch(token)
    if found is None:
        return None
    moves = game.legal_moves()
    index = int(found[1], 36)
    if index >= len(moves):
        return None
    chance = None if not found[3] else int(found[3], 36) / SCALE
    samples = int(found[4], 36) if found[4] else 0
    unknown = UNKNOWN_OF.get(found[2], "")
    return Hint(moves[index], lost=found[2] == "x", certain=found[2] == "!", chance=chance,
                if_seen=bool(samples) or unknown == "samples", samples=samples,
                unknown=unknown)


def opening_hint(game: Variant, aim: str = WIN) -> Hint | None:
    """The hint of ``game``'s position when it is the opening of a proved deal whose hint the
    build holds (and the hint aims at the win); None otherwise."""
    if aim != WIN or game.deal is None or game.moves:
        return None
    token = _token(game.name, game.options, game.deal)
    if token is None:
        return None
    dealt = type(game).new(game.deal, game.options)
    if dealt.key() != game.key():  # moves undone back to the deal count as moves made
        return None
    return decode(game, token)


def _token(name: str, options: str, deal: int) -> str | None:
    tokens = _tokens(name, options)
    deals = proved_deals(name, options)
    k = bisect_left(deals, deal)
    if k >= len(tokens) or k >= len(deals) or deals[k] != deal:
        return None
    return tokens[k]


@cache
def _tokens(name: str, options: str) -> tuple[str, ...]:
    """The tokens of the proved deals of a game and option, in the deals' order (none for a
    game without them: its every hint is searched); read when a hint is first asked for."""
    cls = VARIANTS.get(name)
    ref = cls.opening_hints if cls is not None else None
    openings: dict[str, str] = load(ref) if ref is not None else {}
    return tuple(openings.get(options, "").split())


def base36(n: int) -> str:
    """``n`` in base 36, lower case (the data files' compact numbers)."""
    digits = "0123456789abcdefghijklmnopqrstuvwxyz"
    out = ""
    while True:
        n, d = divmod(n, 36)
        out = digits[d] + out
        if not n:
            return out
