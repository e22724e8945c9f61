"""Which deal to deal: with "Winnable deals only" (the default), only deals proved winnable.

The proved deal numbers come from ``tools/winnable_deals.py``, which writes them into each
game's package (``game/games/<name>/winnable.py``, named on its class: ``proved_deals``): for
each option, every deal it scanned whose solver line replayed to a win. A game or option
without a list (a game without a solver, or none scanned yet) deals from every number, as it
does with the setting off: "Winnable deals only" is off for it.

The daily deal is the same for everyone on a calendar day. With the setting on, day ``d``
takes entry ``(a * d + b) mod n`` of the list of ``n`` proved deals, ``a`` coprime with ``n``:
so the daily deals of any ``n`` consecutive days are all different, and every one is proved.
``a`` and ``b`` come from the game's prefix and option, so games do not share their days.
"""

from __future__ import annotations

import datetime as _dt
from functools import cache
from math import gcd

from game.deal import MAX_DEAL, SplitMix64, daily_deal, seed_for
from game.parts import load
from game.registry import VARIANTS, get_variant

Entry = tuple[int, int, bool, str]  # deals scanned, deals winnable, listed, base-36 gaps


def _entry(name: str, options: str) -> Entry | None:
    """The game's data for this option (its package's, read only when a deal is chosen)."""
    cls = VARIANTS.get(name)
    ref = cls.proved_deals if cls is not None else None
    deals: dict[str, Entry] = load(ref) if ref is not None else {}
    return deals.get(options)


@cache
def proved_deals(name: str, options: str) -> tuple[int, ...]:
    """The deal numbers proved winnable for this game and option, ascending (may be empty)."""
    entry = _entry(name, options)
    if entry is None:
        return ()
    last, _count, listed, gaps = entry
    named, deal = [], 0
    for gap in gaps.split():
        deal += int(gap, 36)
        named.append(deal)
    if listed:
        return tuple(named)
    others = set(named)
    return tuple(d for d in range(1, last + 1) if d not in others)


def scanned(name: str, options: str) -> int:
    """How many deals (1..N) the tool tried for this game and option (0: none)."""
    entry = _entry(name, options)
    return 0 if entry is None else entry[0]


def measured(name: str, options: str) -> tuple[int, int]:
    """(deals proved winnable, deals scanned) for this game and option: the app's own win
    rate, which the Sources page shows beside the published ones ((0, 0): none)."""
    entry = _entry(name, options)
    return (0, 0) if entry is None else (entry[1], entry[0])


def is_proved(name: str, options: str, deal: int) -> bool:
    return deal in _proved_set(name, options)


@cache
def _proved_set(name: str, options: str) -> frozenset[int]:
    return frozenset(proved_deals(name, options))


def new_deal(name: str, options: str, entropy: int, winnable_only: bool = True) -> int:
    """A deal number for New deal, chosen by ``entropy`` (any integer: the caller's random
    draw); a proved one when ``winnable_only`` and the game has a list."""
    deals = proved_deals(name, options) if winnable_only else ()
    if deals:
        return deals[entropy % len(deals)]
    return 1 + entropy % MAX_DEAL


def daily(name: str, options: str, day: _dt.date, winnable_only: bool = True) -> int:
    """The deal number everybody plays on ``day`` in this game and option."""
    deals = proved_deals(name, options) if winnable_only else ()
    if not deals:
        return daily_deal(day)
    n = len(deals)
    rng = SplitMix64(seed_for(get_variant(name).prefix + options, 0))
    step = 1 + rng.below(n)
    while gcd(step, n) != 1:
        step = step % n + 1
    return deals[(step * day.toordinal() + rng.below(n)) % n]
