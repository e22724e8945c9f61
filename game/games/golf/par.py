"""Par for a round of Golf: the strokes per hole of a steady player, and of best play.

A hole's strokes (``Golf.hole_strokes``, ``game.rounds``): the cards left in the columns when it
ends, or minus the cards left in the stock when it is cleared. This tool plays deals and
averages them two ways:

- **Steady play** (``steady_strokes``), the par: a player who sees what the table shows and
  never the stock's order. Before each draw it clears the longest chain of removals it can
  see (an exact search over the columns and the waste card: the rules page's first tip),
  then draws; it stops when the columns are clear or the stock is spent. Cheap (about a
  millisecond a deal), so it runs over many deals.
- **Following the hint** (``hint_strokes``): a player who plays every move the app's Hint
  names in a round (``game.solver.hint``, aiming at the fewest strokes: it never sees the
  stock's order either). About a tenth of a second a move, so it runs over fewer deals.
- **Best play** (``best_strokes``), the floor: what a player who knew the stock's order
  could do. A winnable deal is won with the fewest draws: the exact solver
  (``game.solver.solve``) decides the deal with its stock cut to its first k cards, and k is
  searched by halving (winning with k draws means winning with more). A deal that cannot be
  won scores the fewest cards it can leave: every position it can reach is visited. Slow
  (seconds a deal, minutes for some), so it runs over fewer deals.

    python -m game.games.golf.par [--options E,C] [--deals 1-10000] [--hint 1-200]
                                  [--best 1-200] [--json]

Par of a round (``Golf.round_par``, used by ``game.rounds``) is nine times the steady mean,
rounded.
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
import time
from typing import Any

from game import game_from_layout, get_variant
from game.games.golf import Golf
from game.rounds import HOLES
from game.solver import STROKES, Verdict, hint, solve


def _fits(rank: int, top: int, wrap: bool) -> bool:
    diff = abs(rank - top)
    return diff == 1 or (wrap and diff == 12)


def longest_chain(columns: list[list[int]], heights: list[int], top: int,
                  wrap: bool) -> list[int]:
    """The longest run of removals from this position without a draw: the columns in the
    order taken (the first longest found, columns tried left to right)."""
    memo: dict[tuple[tuple[int, ...], int], list[int]] = {}

    def best(top: int) -> list[int]:
        key = (tuple(heights), top)
        found = memo.get(key)
        if found is not None:
            return found
        out: list[int] = []
        for i, column in enumerate(columns):
            h = heights[i]
            if h and _fits(column[h - 1], top, wrap):
                heights[i] = h - 1
                rest = best(column[h - 1])
                heights[i] = h
                if len(rest) + 1 > len(out):
                    out = [i, *rest]
        memo[key] = out
        return out

    return best(top)


def steady_strokes(game: Golf) -> int:
    """The strokes of steady play from ``game``'s position (``game`` is not changed)."""
    columns = [[c.rank for c in column] for column in game.tableau]
    heights = [len(column) for column in columns]
    stock = [c.rank for c in reversed(game.stock)]  # drawing order
    top = game.waste[-1].rank if game.waste else 0
    drawn = 0
    while True:
        if top:
            for i in longest_chain(columns, heights, top, game.wrap):
                heights[i] -= 1
                top = columns[i][heights[i]]
        if not any(heights):
            return -(len(stock) - drawn)
        if drawn == len(stock):
            return sum(heights)
        top = stock[drawn]
        drawn += 1


def hint_strokes(game: Golf) -> int:
    """The strokes of a player who follows the round's hint from ``game``'s position."""
    trial = game.clone()
    while trial.status.value == "playing":
        told = hint(trial, aim=STROKES)
        if told.move is None:
            break
        trial.play(told.move)
    return trial.hole_strokes()


def with_stock(game: Golf, draws: int) -> Golf:
    """``game`` with only the first ``draws`` cards of its stock."""
    layout = game.layout()
    layout["stock"] = layout["stock"][:draws]
    out = game_from_layout(layout)
    assert isinstance(out, Golf)
    return out


def fewest_cards_left(game: Golf) -> int:
    """The fewest cards the columns can hold when play ends: every reachable position is
    visited (heights, draws made and the waste card's rank decide what follows)."""
    columns = [[c.rank for c in column] for column in game.tableau]
    stock = [c.rank for c in reversed(game.stock)]
    start = ([len(c) for c in columns], 0, game.waste[-1].rank if game.waste else 0)
    seen: set[tuple[tuple[int, ...], int, int]] = set()
    todo = [start]
    fewest = sum(start[0])
    while todo and fewest:
        heights, drawn, top = todo.pop()
        key = (tuple(heights), drawn, top)
        if key in seen:
            continue
        seen.add(key)
        fewest = min(fewest, sum(heights))
        if drawn < len(stock):
            todo.append((heights, drawn + 1, stock[drawn]))
        for i, column in enumerate(columns):
            h = heights[i]
            if h and (not top or _fits(column[h - 1], top, game.wrap)):
                after = list(heights)
                after[i] = h - 1
                todo.append((after, drawn, column[h - 1]))
    return fewest


def best_strokes(game: Golf, timeout: float = 120.0) -> int | None:
    """The strokes of best play, seeing the stock's order; None when a solve timed out."""
    verdict = solve(game.clone(), timeout).verdict
    if verdict is Verdict.UNKNOWN:
        return None
    if verdict is Verdict.NOT_WINNABLE:
        return fewest_cards_left(game)
    low, high = 0, len(game.stock)  # winnable with ``high`` draws; find the fewest
    while low < high:
        middle = (low + high) // 2
        found = solve(with_stock(game, middle), timeout).verdict
        if found is Verdict.UNKNOWN:
            return None
        if found is Verdict.WINNABLE:
            high = middle
        else:
            low = middle + 1
    return -(len(game.stock) - low)


def summary(strokes: list[int], seconds: float) -> dict[str, Any]:
    n = len(strokes)
    mean = statistics.fmean(strokes) if strokes else math.nan
    sd = statistics.pstdev(strokes) if n > 1 else 0.0
    return {
        "deals": n,
        "mean": round(mean, 3),
        "sd": round(sd, 3),
        "se": round(sd / math.sqrt(n), 3) if n else None,
        "cleared": sum(s <= 0 for s in strokes),
        "round": round(HOLES * mean, 1),
        "seconds": round(seconds, 1),
    }


def measure(options: str, deals: range, best: range | None,
            hinted: range | None = None) -> dict[str, Any]:
    cls = get_variant("golf")
    started = time.monotonic()
    steady = [steady_strokes(cls.new(d, options)) for d in deals]  # type: ignore[arg-type]
    out: dict[str, Any] = {"options": options,
                           "steady": summary(steady, time.monotonic() - started)}
    out["par"] = round(HOLES * statistics.fmean(steady))
    if hinted is not None:
        started = time.monotonic()
        games = [cls.new(d, options) for d in hinted]
        followed = [hint_strokes(g) for g in games]  # type: ignore[arg-type]
        out["hint"] = summary(followed, time.monotonic() - started)
        same = [steady_strokes(g) for g in games]  # type: ignore[arg-type]
        out["steady_same_deals"] = summary(same, 0.0)
    if best is not None:
        started = time.monotonic()
        found, unknown = [], 0
        for d in best:
            value = best_strokes(cls.new(d, options))  # type: ignore[arg-type]
            if value is None:
                unknown += 1
            else:
                found.append(value)
        out["best"] = summary(found, time.monotonic() - started) | {"unknown": unknown}
    return out


def deal_range(text: str) -> range:
    first, _, last = text.partition("-")
    return range(int(first), int(last or first) + 1)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--options", default="E,C")
    parser.add_argument("--deals", default="1-10000", type=deal_range)
    parser.add_argument("--hint", type=deal_range, default=None,
                        help="also following the round's hint over these deals (slow)")
    parser.add_argument("--best", type=deal_range, default=None,
                        help="also best play over these deals (slow)")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    results = [measure(o, args.deals, args.best, args.hint) for o in args.options.split(",")]
    if args.json:
        print(json.dumps(results, indent=2))
        return 0
    for r in results:
        s = r["steady"]
        print(f"{r['options']}: steady play {s['mean']} strokes a hole (sd {s['sd']}, "
              f"{s['cleared']}/{s['deals']} cleared) -> par {r['par']}")
        if "hint" in r:
            h, same = r["hint"], r["steady_same_deals"]
            print(f"   following the hint {h['mean']} a hole over {h['deals']} deals "
                  f"({h['cleared']} cleared, {h['seconds']} s); steady play on the same deals "
                  f"{same['mean']} ({same['cleared']} cleared)")
        if "best" in r:
            b = r["best"]
            print(f"   best play {b['mean']} a hole over {b['deals']} deals "
                  f"({b['cleared']} cleared, {b['unknown']} unknown, {b['seconds']} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
