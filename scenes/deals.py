"""Which deal number a new game gets: New deal, a hole of a round, the daily deal.

Fresh deal numbers are picked here with Python's ``random`` seeded from the clock; it never
deals cards (``game.deal`` does, with its own generator), so a code still means the same
cards everywhere. Winnable deals only is the player's choice per game and rule option
(``Settings.deals_winnable_only``).
"""

from __future__ import annotations

import datetime as _dt
import random
import time

from game import winnable
from game.store import Store

_deals = random.Random(time.time_ns())  # only picks fresh deal numbers; never deals cards
ENTROPY_BITS = 62


def fresh_deal(store: Store, name: str, options: str) -> int:
    """A deal number for New deal: one proved winnable unless the player chose any deal
    for this game and option."""
    only = store.settings.deals_winnable_only(name, options)
    return winnable.new_deal(name, options, _deals.getrandbits(ENTROPY_BITS), only)


def round_deal(name: str, options: str) -> int:
    """A deal number for a hole of a round: any deal, winnable or not, as the round's par
    was measured (the game's ``round_par``)."""
    return winnable.new_deal(name, options, _deals.getrandbits(ENTROPY_BITS), False)


def daily_deal(store: Store, name: str, options: str, day: _dt.date) -> int:
    """The deal number of ``day``'s daily deal, as ``python -m game daily`` prints it."""
    only = store.settings.deals_winnable_only(name, options)
    return winnable.daily(name, options, day, only)
