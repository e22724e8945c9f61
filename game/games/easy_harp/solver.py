"""Easy Harp solver: a full-information search for deal analysis, and a hint that does not
cheat. Pure Python.

The talon. Drawing is free, one card at a time, and a redeal turns the waste back in the same
order, as often as wanted. So every card of the stock and the waste can be brought to the top
of the waste at any moment, and a full pass of draws returns to the very same position: the
talon is a reserve whose cards may be played in any order. The search keeps it as a sorted
``bytes`` (its order never matters); the line it returns spells out the draws (``s``) that
bring each card to the top. For the same reason the talon is no secret from the player: he
can look through it at no cost. The hidden cards of the columns are the only unknowns.

The position: nine columns as ``bytes`` of card numbers (``suit * 13 + rank - 1``; the two
copies of a card are the same number) with their count of face-down cards, the talon, and the
eight foundation heights (which follow from the rest, so they stay out of the key). The key
sorts the columns (they are interchangeable) and stores each with its face-down count.

Moves tried: a column's last card onto another column (opposite colour, one rank higher) or to
its foundation, a talon card onto a column or to its foundation, a King (a King-headed run)
into the first empty column (one stands for all; never a run that is already its column's
whole). A card goes home by itself when no card could still want it as a base: an Ace or a 2,
or both copies of both opposite-colour cards one rank below are home. A talon card is played
onto a column only when a card goes onto it next (a talon card on a column serves only as a
base; until then it might as well have stayed in the talon), and a card moved off a face-up
card obliges the next move to use the card uncovered (move it, or put a card on it), or, when
it empties its column, to bring a King there: a line can always be reordered that way, so
these rules cut repeats, not wins. Half the searches (they restart, see ``search``) also take
a foundation's top card back to a column when a card could then go onto it (a card taken back
is of use only as a base).

What is proved. ``winnable`` comes with a line that has been replayed to a win through the
rules engine. ``not winnable`` comes only from ``deadlocked``, a proof under the full rules
(cards taken back included). A search that runs out of moves proves nothing and answers
``unknown``: the searches leave lines out (safe cards sent home for good, take-backs only as a
base for the very next card, or none at all), and a position such as "every red card home, the
spades stuck under each other" is won by taking hearts back. The transposition table is
bounded; a search that fills it gives up and the next one starts, until the time is up.

The hint that does not cheat is in ``game.games.easy_harp.hint``; it searches with the
same moves, the face-down cards masked.
"""

from __future__ import annotations

from collections.abc import Callable, Generator

from game.games.easy_harp import EasyHarp
from game.moves import Move, PileKind
from game.review import ReviewBudget
from game.solver import Resume, Solution, Verdict, replayed
from game.variant import Refusal, Status, Variant

YIELD_EVERY = 32  # nodes between pauses of each search (a few milliseconds a round)
PAUSE_POSITIONS = YIELD_EVERY  # what a pause stands for, to a budget in positions (game.review)
TABLE_LIMIT = 900_000  # positions one search may keep (memory bound)
# Restarts: run k (1, 2, ...) may keep FIRST_LIMIT * GROWTH ** (k - 1) positions, and shakes
# the order of its moves by up to SHAKE points (a face-down card weighs 14, a card home 10).
FIRST_LIMIT = 1_000
GROWTH = 1.2
SHAKE = 20
# Weights of a face-up card lying over face-down ones, used by turns. Heavy: a run built on
# face-down cards must come apart one card at a time (0 and 2 left 36 of deals 1-200 unknown
# at 10 s; 8 and 12 decide all of deals 1-60 in 32 s).
OVER = (8, 12)
MAX_RUNS = 120  # past this, every run would have filled TABLE_LIMIT: give up
KING = 12  # card % 13 of a King
MASK = 255  # a face-down card, in the hint's search
RED = (False, True, True, False)
KINGS = (KING, 13 + KING, 26 + KING, 39 + KING)
_SLOT_SUIT = tuple((slot, slot // 2) for slot in range(8))  # each foundation and its suit
_HEAD = tuple(bytes((h,)) for h in range(256))  # a byte of a key, made once
OPPOSITE = ((1, 2), (0, 3), (0, 3), (1, 2))  # suits of the other colour

# What the next move must do (``pend`` in a state): nothing (-1); put a card onto the talon
# card just played to column j (j); use the card just uncovered in column i, as a card to
# move or as a base (EXPOSED + i); put a King into the column just emptied (EMPTIED).
EXPOSED = 16
EMPTIED = 32

# Internal moves: (kind, a, b, count); a is a column or (talon) a card number.
COL_HOME, TALON_HOME, COL_COL, TALON_COL, FOUND_COL = range(5)  # FOUND_COL: a is a slot

IMove = tuple[int, int, int, int]
State = tuple[tuple[bytes, ...], tuple[int, ...], bytes, tuple[int, ...], int]


def _fits(card: int, top: int) -> bool:
    return top != MASK and top % 13 == card % 13 + 1 and RED[top // 13] != RED[card // 13]


def _slot(found: list[int] | tuple[int, ...], card: int) -> int:
    """The first foundation that takes ``card``, or -1."""
    s = card // 13
    q = card % 13
    if found[2 * s] == q:
        return 2 * s
    if found[2 * s + 1] == q:
        return 2 * s + 1
    return -1


def _home_safe(found: list[int], c: int) -> bool:
    """A foundation takes ``c`` and it is safe to play it there."""
    s = c // 13
    q = c % 13
    if found[2 * s] != q and found[2 * s + 1] != q:
        return False
    if q <= 1:
        return True
    a, b = OPPOSITE[s]
    return min(found[2 * a], found[2 * a + 1], found[2 * b], found[2 * b + 1]) >= q


def _autoplay(
    cols: list[bytes], hid: list[int], talon: bytes, found: list[int], line: list[IMove],
    only: int = -1,
) -> bytes:
    """Play home every card that is safe to play home; returns the talon. With ``only``,
    the caller knows that nothing can go home unless column ``only``'s last card does."""
    if only >= 0:
        col = cols[only]
        if not col or col[-1] == MASK or not _home_safe(found, col[-1]):
            return talon
    changed = True
    while changed:
        changed = False
        for i in range(9):
            col = cols[i]
            while col:
                c = col[-1]
                if c == MASK or not _home_safe(found, c):
                    break
                found[_slot(found, c)] += 1
                col = col[:-1]
                if col and hid[i] == len(col):
                    hid[i] -= 1
                line.append((COL_HOME, i, c, 1))
                changed = True
            cols[i] = col
        if talon:
            for s in range(4):
                for q in (found[2 * s], found[2 * s + 1]):
                    c = s * 13 + q
                    if q < 13 and c in talon and _home_safe(found, c):
                        found[_slot(found, c)] += 1
                        idx = talon.index(c)
                        talon = talon[:idx] + talon[idx + 1 :]
                        line.append((TALON_HOME, c, 0, 1))
                        changed = True
    return talon


def deadlocked(
    cols: tuple[bytes, ...] | list[bytes], hid: tuple[int, ...] | list[int], talon: bytes,
    found: tuple[int, ...] | list[int], unseen_stock: bool = False,
) -> bool:
    """Whether ``deadlock_set`` finds a proof that the position can never be won."""
    return bool(deadlock_set(cols, hid, talon, found, unseen_stock))


def deadlock_set(
    cols: tuple[bytes, ...] | list[bytes], hid: tuple[int, ...] | list[int], talon: bytes,
    found: tuple[int, ...] | list[int], unseen_stock: bool = False,
) -> list[tuple[int, int]]:
    """The places (column, index) of a set S of column cards none of which can ever move;
    empty when none is found. A proof that the position can never be won, under the full
    rules (cards taken back from the foundations included): no card of S can ever be the
    first of S to leave its place.

    A column card leaves its place only (a) as the last card, onto a face-up card of the other
    colour one rank higher (a copy of which must then be the last card of some column: a copy
    that still has a card of S above it cannot be), (b) as the last card, to its foundation
    (which needs a copy of every lower card of its suit at home: a copy in S, or under a card
    of S, is not), or (c) in a King-headed run (face up, alternating, descending: while the
    card stays, the cards under it stay too, so that run must already lie there) into an
    empty column (which a column holding a card of S never is). A card of S that lies under
    another card of S cannot do (a) or (b) first. Start from every column card and drop, until
    nothing changes, the cards that could still leave first; if some card is left, the first
    card of that set to leave can never move, and the game can never be won.

    Face-down cards given as ``MASK`` (the hint's view) are unknown: such a card stays in S
    only under a card of S, and a copy that is nowhere in sight counts as buried only when
    every face-down card is under a card of S, and there is no unseen stock card
    (``unseen_stock``: ``talon`` then holds only the cards seen; a card out of sight may be
    in the stock, which is always free)."""
    n = len(cols)
    ins = [[True] * len(col) for col in cols]
    where: dict[int, list[tuple[int, int]]] = {}
    masked: list[tuple[int, int]] = []
    for i, col in enumerate(cols):
        for p, c in enumerate(col):
            if c == MASK:
                masked.append((i, p))
            else:
                where.setdefault(c, []).append((i, p))

    free = [  # copies of each card at home or in the talon
        (found[2 * (c // 13)] > c % 13) + (found[2 * (c // 13) + 1] > c % 13) for c in range(52)
    ]
    for c in talon:
        free[c] += 1

    run_ok: list[list[bool]] = []  # a King-headed run from below reaches this card
    for i, col in enumerate(cols):
        ok = [c != MASK and c % 13 == KING for c in col]  # face down: alone, once turned
        start = -1
        for p in range(hid[i], len(col)):
            if p == hid[i] or not _fits(col[p], col[p - 1]):
                start = p
            ok[p] = col[start] % 13 == KING
        run_ok.append(ok)
    changed = True
    while changed:
        changed = False
        tops = []  # highest place of a card of S in each column, -1 for none
        for i in range(n):
            row = ins[i]
            p = len(row) - 1
            while p >= 0 and not row[p]:
                p -= 1
            tops.append(p)
        empty_ok = min(tops) < 0
        hidden_buried = not unseen_stock and all(tops[i] > p for i, p in masked)

        for i in range(n):
            col = cols[i]
            row = ins[i]
            for p in range(len(col)):
                if not row[p]:
                    continue
                c = col[p]
                if run_ok[i][p] and empty_ok:
                    stuck = False
                elif tops[i] > p:
                    stuck = True
                elif c == MASK:
                    stuck = False
                else:
                    s, q = divmod(c, 13)
                    home = all(
                        _reachable(s * 13 + k, 0, free, where, tops, hidden_buried)
                        for k in range(q)
                    )
                    onto = q != KING and any(
                        _reachable(t * 13 + q + 1, 1, free, where, tops, hidden_buried)
                        for t in OPPOSITE[s]
                    )
                    stuck = not home and not onto
                if not stuck:
                    row[p] = False
                    changed = True
    return [(i, p) for i, row in enumerate(ins) for p, stuck in enumerate(row) if stuck]


def _reachable(
    c: int, base: int, free: list[int], where: dict[int, list[tuple[int, int]]],
    tops: list[int], hidden_buried: bool,
) -> bool:
    """Some copy of ``c`` may get out from under the set S of ``deadlocked`` (with ``base``,
    to be a last card; otherwise to go home, which needs it out of S as well)."""
    if free[c]:
        return True
    spots = where.get(c, [])
    if len(spots) < 2 and not hidden_buried:  # a copy face down, place unknown
        return True
    return any(tops[i] < p + base for i, p in spots)


def _key(state: State) -> bytes:
    cols, hid, talon, _, pend = state
    if 0 <= pend < EMPTIED:
        heads = list(hid)
        if pend < EXPOSED:
            heads[pend] += 128
        else:
            heads[pend - EXPOSED] += 64
        hid = tuple(heads)
    body = b"\xff".join(sorted([_HEAD[h] + c for h, c in zip(hid, cols, strict=True)]))
    return body + b"\xfe" + talon + (b"\xfd" if pend == EMPTIED else b"")


def _child_key(state: State, pcols: tuple[bytes, ...], pparts: list[bytes]
               ) -> tuple[bytes, list[bytes]]:
    """``_key`` of a child of the position with columns ``pcols`` (``pparts``: its columns with
    their face-down counts, as in a key), and the child's own parts: a column the move left
    alone is the same object, face-down count and all, and keeps its part."""
    cols, hid, talon, _, pend = state
    parts = pparts.copy()
    for i in range(len(cols)):
        if cols[i] is not pcols[i]:
            parts[i] = _HEAD[hid[i]] + cols[i]
    if 0 <= pend < EMPTIED:
        body = parts.copy()
        if pend < EXPOSED:
            body[pend] = _HEAD[hid[pend] + 128] + cols[pend]
        else:
            body[pend - EXPOSED] = _HEAD[hid[pend - EXPOSED] + 64] + cols[pend - EXPOSED]
        key = b"\xff".join(sorted(body)) + b"\xfe" + talon
    else:
        key = b"\xff".join(sorted(parts)) + b"\xfe" + talon
        if pend == EMPTIED:
            key += b"\xfd"
    return key, parts


def _score(cols: list[bytes] | tuple[bytes, ...], hid: list[int] | tuple[int, ...],
           talon: bytes, found: list[int] | tuple[int, ...], over: int) -> int:
    """Cards home and turned up count most; face-up cards lying over face-down ones (they
    must all move before the next one turns up) and an unused empty column count against."""
    score = 10 * sum(found) - len(talon)
    for col, h in zip(cols, hid, strict=False):
        if h:
            score -= 14 * h + over * (len(col) - h)
        elif not col:
            score += 4
    return score


def _moves(state: State, back: bool = True) -> list[IMove]:
    cols, hid, talon, found, pend = state
    if 0 <= pend < EXPOSED:
        return _onto(cols, talon, found, pend, back)
    if pend < 0:
        return _all_moves(cols, hid, talon, found, back)
    if pend == EMPTIED:
        return _kings_in(cols, hid, talon, found, back)
    i = pend - EXPOSED
    if cols[i] and cols[i][-1] != MASK:
        return _uses(cols, hid, talon, found, i, back)
    return [
        m for m in _all_moves(cols, hid, talon, found, back)
        if (m[0] in (COL_HOME, COL_COL) and m[1] == i)
        or (m[0] >= COL_COL and m[2] == i)
    ]


def _kings_in(cols: tuple[bytes, ...], hid: tuple[int, ...], talon: bytes,
              found: tuple[int, ...], back: bool = True) -> list[IMove]:
    """The moves of ``_all_moves`` into an empty column, in its order (made alone: this
    runs at every node after a column is emptied)."""
    fe = -1
    for j, col in enumerate(cols):
        if not col:
            fe = j
            break
    moves: list[IMove] = []
    if fe < 0:
        return moves
    tops: set[int] = set()
    for i, col in enumerate(cols):
        if not col:
            continue
        c = col[-1]
        tops.add(c)
        if c == MASK:
            continue
        if c % 13 == KING:
            if len(col) > 1:
                moves.append((COL_COL, i, fe, 1))
            continue
        p = len(col) - 1
        while p > hid[i] and _fits(col[p], col[p - 1]):
            p -= 1
        if p > 0 and col[p] % 13 == KING:
            moves.append((COL_COL, i, fe, len(col) - p))
    if talon:
        for c in KINGS:
            if c in talon:
                moves.append((TALON_COL, c, fe, 1))
    for slot in range(8 if back else 0):
        if found[slot] != 13 or (slot % 2 and found[slot - 1] == 13):
            continue
        a, b = OPPOSITE[slot // 2]
        wa, wb = a * 13 + KING - 1, b * 13 + KING - 1
        if wa in tops or wb in tops or wa in talon or wb in talon:
            moves.append((FOUND_COL, slot, fe, 1))
    return moves


def _uses(cols: tuple[bytes, ...], hid: tuple[int, ...], talon: bytes,
          found: tuple[int, ...], i: int, back: bool = True) -> list[IMove]:
    """The moves of ``_all_moves`` that use column ``i``'s last card (move it, or put a card
    on it), in its order (made alone: this runs at every node after a card is uncovered)."""
    col_i = cols[i]
    top = col_i[-1]
    s, q = divmod(top, 13)
    wanted = () if q == 0 else tuple(t * 13 + q - 1 for t in OPPOSITE[s])
    fe = -1
    tops: set[int] = set()
    for j, col in enumerate(cols):
        if col:
            tops.add(col[-1])
        elif fe < 0:
            fe = j
    moves: list[IMove] = []
    for j, col in enumerate(cols):
        if j != i:
            if col and col[-1] in wanted:
                moves.append((COL_COL, j, i, 1))
            continue
        if found[2 * s] == q or found[2 * s + 1] == q:
            moves.append((COL_HOME, i, top, 1))
        if q == KING:
            if fe >= 0 and len(col_i) > 1:
                moves.append((COL_COL, i, fe, 1))
            continue
        for t in OPPOSITE[s]:
            base = t * 13 + q + 1
            if base in tops:
                for k, other in enumerate(cols):
                    if other and other[-1] == base:
                        moves.append((COL_COL, i, k, 1))
        if fe >= 0:
            p = len(col_i) - 1
            while p > hid[i] and _fits(col_i[p], col_i[p - 1]):
                p -= 1
            if p > 0 and col_i[p] % 13 == KING:
                moves.append((COL_COL, i, fe, len(col_i) - p))
    if talon:
        for c in sorted(wanted):
            if c in talon:
                moves.append((TALON_COL, c, i, 1))
    for slot in range(8 if back else 0):
        h = found[slot]
        if h < 2 or (slot % 2 and found[slot - 1] == h):
            continue
        fs = slot // 2
        fq = h - 1
        if fq == KING or fq + 1 != q:
            continue
        a, b = OPPOSITE[fs]
        if top != a * 13 + q and top != b * 13 + q:
            continue
        wa, wb = a * 13 + fq - 1, b * 13 + fq - 1
        if wa in tops or wb in tops or wa in talon or wb in talon:
            moves.append((FOUND_COL, slot, i, 1))
    return moves


def _all_moves(cols: tuple[bytes, ...], hid: tuple[int, ...], talon: bytes,
               found: tuple[int, ...], back: bool = True) -> list[IMove]:
    by_top: dict[int, list[int]] = {}
    first_empty = -1
    for i, col in enumerate(cols):
        if col:
            top = col[-1]
            at = by_top.get(top)
            if at is None:
                by_top[top] = [i]
            else:
                at.append(i)
        elif first_empty < 0:
            first_empty = i
    moves: list[IMove] = []
    for i, col in enumerate(cols):
        if not col:
            continue
        c = col[-1]
        if c == MASK:
            continue
        s, q = divmod(c, 13)
        if found[2 * s] == q or found[2 * s + 1] == q:
            moves.append((COL_HOME, i, c, 1))
        if q == KING:
            if first_empty >= 0 and len(col) > 1:
                moves.append((COL_COL, i, first_empty, 1))
            continue
        for t in OPPOSITE[s]:
            at = by_top.get(t * 13 + q + 1)
            if at is not None:
                for j in at:
                    moves.append((COL_COL, i, j, 1))
        if first_empty >= 0:  # a King-headed run into the empty column
            p = len(col) - 1
            while p > hid[i] and _fits(col[p], col[p - 1]):
                p -= 1
            if p > 0 and col[p] % 13 == KING:
                moves.append((COL_COL, i, first_empty, len(col) - p))
    if talon:
        # The talon cards a move can use, found from what takes them: the cards the
        # foundations take next, those that go onto a column's last card, and the Kings when
        # a column is empty; in the talon's order.
        useful = [s * 13 + found[slot] for slot, s in _SLOT_SUIT if found[slot] < 13]
        for top in by_top:
            q = top % 13
            if q and top != MASK:
                for s in OPPOSITE[top // 13]:
                    useful.append(s * 13 + q - 1)
        if first_empty >= 0:
            useful += KINGS
        for c in sorted({c for c in useful if c in talon}):
            s, q = divmod(c, 13)
            if found[2 * s] == q or found[2 * s + 1] == q:
                moves.append((TALON_HOME, c, 0, 1))
            if q == KING:
                if first_empty >= 0:
                    moves.append((TALON_COL, c, first_empty, 1))
                continue
            for t in OPPOSITE[s]:
                at = by_top.get(t * 13 + q + 1)
                if at is not None:
                    for j in at:
                        moves.append((TALON_COL, c, j, 1))
    for slot in range(8 if back else 0):  # a foundation's top card back, as a base
        h = found[slot]
        if h < 2 or (slot % 2 and found[slot - 1] == h):
            continue
        s = slot // 2
        q = h - 1
        a, b = OPPOSITE[s]
        wa, wb = a * 13 + q - 1, b * 13 + q - 1
        if not (wa in by_top or wb in by_top or wa in talon or wb in talon):
            continue
        if q == KING:
            if first_empty >= 0:
                moves.append((FOUND_COL, slot, first_empty, 1))
            continue
        for t in (a, b):
            at = by_top.get(t * 13 + q + 1)
            if at is not None:
                for j in at:
                    moves.append((FOUND_COL, slot, j, 1))
    return moves


def _onto(
    cols: tuple[bytes, ...], talon: bytes, found: tuple[int, ...], j: int, back: bool = True
) -> list[IMove]:
    """The moves that put a card onto the talon card just played to column ``j``: the
    only ones worth making next (a talon card on a column is only of use as a base, and
    until something goes on it, it might as well have stayed in the talon)."""
    top = cols[j][-1]
    q = top % 13
    if q == 0:
        return []
    wanted = [s * 13 + q - 1 for s in OPPOSITE[top // 13]]
    moves: list[IMove] = []
    for i, col in enumerate(cols):
        if i != j and col and col[-1] in wanted:
            moves.append((COL_COL, i, j, 1))
    for c in wanted:
        if c in talon:
            moves.append((TALON_COL, c, j, 1))
        s, q = divmod(c, 13)
        if not back:
            continue
        if found[2 * s] == q + 1:
            moves.append((FOUND_COL, 2 * s, j, 1))
        elif found[2 * s + 1] == q + 1:
            moves.append((FOUND_COL, 2 * s + 1, j, 1))
    return moves


def _apply(state: State, m: IMove, over: int = 0) -> tuple[list[IMove], State, int]:
    """The position after move ``m`` and the autoplay that follows, with its score."""
    line, child = _step(state, m)
    return line, child, _score(child[0], child[1], child[2], child[3], over)


def _step(state: State, m: IMove) -> tuple[list[IMove], State]:
    """``_apply`` without the score."""
    cols_t, hid_t, talon, found_t, _ = state
    pend = -1
    cols = list(cols_t)
    hid = list(hid_t)
    found = list(found_t)
    kind, a, b, k = m
    if kind in (COL_HOME, COL_COL):
        src = cols[a]
        moved = src[-k:]
        src = src[:-k]
        cols[a] = src
        if src and hid[a] == len(src):
            hid[a] -= 1
        elif kind == COL_COL:
            pend = EXPOSED + a if src else EMPTIED
        if kind == COL_HOME:
            found[_slot(found, b)] += 1
        else:
            cols[b] += moved
    elif kind == FOUND_COL:
        found[a] -= 1
        cols[b] += _HEAD[a // 2 * 13 + found[a]]
        # no obligation: the cards over it in its foundation may have to come back first
    else:
        idx = talon.index(a)
        talon = talon[:idx] + talon[idx + 1 :]
        if kind == TALON_HOME:
            found[_slot(found, a)] += 1
        else:
            cols[b] += _HEAD[a]
            pend = b
    line = [m]
    if kind in (COL_HOME, TALON_HOME, COL_COL):
        # What the requirement looks at, before cards go home: is it still meaningful after?
        j = pend if pend < EXPOSED else pend - EXPOSED
        mark = cols[j][-1] if 0 <= pend < EMPTIED and cols[j] else -1
        # Only the card a move between columns uncovers may now go home.
        talon = _autoplay(cols, hid, talon, found, line, a if kind == COL_COL else -1)
        if len(line) > 1 and pend >= 0:
            if pend == EMPTIED:
                if all(cols):
                    pend = -1
            elif not cols[j] or cols[j][-1] != mark:
                pend = -1
    return line, (tuple(cols), tuple(hid), talon, tuple(found), pend)


def _children(
    state: State, over: int, seed: int = 0, back: bool = True
) -> list[tuple[int, list[IMove], State]]:
    out: list[tuple[int, list[IMove], State]] = []
    cols, hid = state[0], state[1]
    # A child's score is the parent's column terms, changed where its columns changed (a
    # move and its autoplay change few columns; ``_score`` is a sum over them).
    terms = [_col_term(col, h, over) for col, h in zip(cols, hid, strict=True)]
    total = sum(terms)
    for m in _moves(state, back):
        line, child = _step(state, m)
        ccols, chid, ctalon, cfound, _ = child
        score = 10 * sum(cfound) - len(ctalon) + total
        for i in range(len(cols)):
            if ccols[i] is not cols[i]:  # a column changed is a new object (hid with it)
                score += _col_term(ccols[i], chid[i], over) - terms[i]
        if seed:  # a fixed shake of the order, its own for each seed
            score += (hash((m, seed, len(child[2]))) >> 5) % SHAKE
        out.append((score, line, child))
    out.sort(key=_first)  # best last: popped first
    return out


def _col_term(col: bytes, h: int, over: int) -> int:
    """A column's part of ``_score``."""
    if h:
        return -14 * h - over * (len(col) - h)
    return 0 if col else 4


def _first(item: tuple[int, list[IMove], State]) -> int:
    return item[0]


def _start(game: EasyHarp, masked: bool = False,
           top_only: bool = False) -> tuple[State, list[IMove]]:
    """The search's position of ``game`` (``masked``: as the player sees it; ``top_only``:
    with the waste's top card alone for a talon) and the cards it sends home at once."""
    cols, hid, talon, found = _raw(game, masked)
    if top_only:
        talon = bytes((game.waste[-1].index,)) if game.waste else b""
    line: list[IMove] = []
    talon = _autoplay(cols, hid, talon, found, line)
    return (tuple(cols), tuple(hid), talon, tuple(found), -1), line


def unseen_stock(game: EasyHarp) -> bool:
    """Whether the stock holds cards the player has never seen: on the first pass, until
    the last one is drawn. (From the second pass the stock is the first pass's waste.)"""
    return game.passes == 0 and bool(game.stock)


def _raw(game: EasyHarp, masked: bool = False) -> tuple[list[bytes], list[int], bytes, list[int]]:
    """Columns, face-down counts, talon and foundation heights of ``game`` as they are;
    ``masked``: as the player sees them (face-down cards ``MASK``, the talon only the cards
    seen: the waste, and the stock from the second pass on)."""
    cols = []
    for j, col in enumerate(game.tableau):
        cards = [c.index for c in col]
        if masked:
            cards[: game.hidden[j]] = [MASK] * game.hidden[j]
        cols.append(bytes(cards))
    hid = list(game.hidden)
    seen = game.waste if masked and unseen_stock(game) else game.stock + game.waste
    talon = bytes(sorted(c.index for c in seen))
    found = [len(p) for p in game.foundations]
    return cols, hid, talon, found


class _Astray(Exception):
    """A replayed move went to another kind of pile than the line meant."""


def _to_engine(game: EasyHarp, line: list[IMove], play_all: bool = True,
               few_draws: bool = False) -> list[Move] | None:
    """The internal line as engine moves (with the draws it needs), replayed in notation on
    a copy of ``game``; None if it does not replay (to a win, when ``play_all``).

    ``few_draws``: each run of cards going home in a row goes in the order that needs the
    fewest draws (a column's card first, then the talon card the fewest draws away), where
    that leaves every foundation as the line's order does; the talon is a reserve to the
    search, so its lines fetch cards in any order, and draws were most of their moves."""
    if few_draws:
        fewer = _engine_moves(game, line, play_all, True)
        if fewer is not None:
            return fewer
    return _engine_moves(game, line, play_all, False)


def _engine_moves(game: EasyHarp, line: list[IMove], play_all: bool,
                  few_draws: bool) -> list[Move] | None:
    trial = game.clone()
    out: list[Move] = []

    def play(token: str, target: PileKind) -> None:
        played = trial.play(trial.parse_move(token))
        if played.target.kind is not target:
            raise _Astray
        out.append(played)

    def fetch(card: int) -> None:
        guard = 2 * (len(trial.stock) + len(trial.waste)) + 2
        while not (trial.waste and trial.waste[-1].index == card):
            guard -= 1
            if guard < 0:
                raise _Astray
            out.append(trial.play(trial.parse_move("s")))  # a draw or a redeal

    try:
        i = 0
        while i < len(line):
            kind, a, b, _k = line[i]
            if few_draws and kind in (COL_HOME, TALON_HOME):
                j = i
                while j < len(line) and line[j][0] in (COL_HOME, TALON_HOME):
                    j += 1
                _home_run(trial, line[i:j], play, fetch)
                i = j
                continue
            i += 1
            if kind in (TALON_HOME, TALON_COL):
                fetch(a)
                if kind == TALON_HOME:
                    play("wf", PileKind.FOUNDATION)
                else:
                    play(f"w{b + 1}", PileKind.COLUMN)
            elif kind == COL_HOME:
                play(f"{a + 1}f", PileKind.FOUNDATION)
            elif kind == FOUND_COL:
                play(f"f{a + 1}{b + 1}", PileKind.COLUMN)
            else:
                play(f"{a + 1}{b + 1}", PileKind.COLUMN)
    except (Refusal, _Astray):
        return None
    if play_all and trial.status is not Status.WON:
        return None
    return out


def _home_run(trial: EasyHarp, run: list[IMove], play: Callable[[str, PileKind], None],
              fetch: Callable[[int], None]) -> None:
    """Play a run of cards home on ``trial``: free ones first (a column's last card), then
    the talon card the fewest draws away; raises ``_Astray`` when the cards are stuck or the
    foundations end otherwise than in the line's order (a card taken back later names its
    foundation)."""
    heights = [len(p) for p in trial.foundations]
    for _kind, a, b, _k in run:  # the line's order, on the heights alone
        card = b if _kind == COL_HOME else a
        slot = _slot(heights, card)
        if slot < 0:
            raise _Astray
        heights[slot] += 1
    pending = list(run)
    while pending:
        pick = -1
        best = -1
        for n, (kind, a, b, _k) in enumerate(pending):
            if kind == COL_HOME:
                col = trial.tableau[a]
                if col and col[-1].index == b and _slot_of(trial, b) >= 0:
                    pick = n
                    break
            elif _slot_of(trial, a) >= 0:
                far = _draws_to(trial, a)
                if far >= 0 and (best < 0 or far < best):
                    pick, best = n, far
        if pick < 0:
            raise _Astray
        kind, a, b, _k = pending.pop(pick)
        if kind == COL_HOME:
            play(f"{a + 1}f", PileKind.FOUNDATION)
        else:
            fetch(a)
            play("wf", PileKind.FOUNDATION)
    if [len(p) for p in trial.foundations] != heights:
        raise _Astray


def _slot_of(game: EasyHarp, card: int) -> int:
    return _slot([len(p) for p in game.foundations], card)


def _draws_to(game: EasyHarp, card: int) -> int:
    """Draws (a redeal counted as one) that bring a copy of ``card`` to the top of the
    waste; -1 when it is not in the talon. The stock deals from its end; a redeal turns the
    waste back so that its first card comes first."""
    stock, waste = game.stock, game.waste
    if waste and waste[-1].index == card:
        return 0
    for k in range(len(stock) - 1, -1, -1):
        if stock[k].index == card:
            return len(stock) - k
    for k, c in enumerate(waste):
        if c.index == card:
            return len(stock) + 2 + k
    return -1


def search(game: Variant, replay: bool = True, budget: int | None = None,
           few_draws: bool = False) -> Generator[None, Resume, Solution]:
    """Full-information search from ``game``'s position (a private copy; not changed).

    First the proof of ``deadlocked`` (not winnable). Then depth-first searches one after
    another, each with a larger table than the last and its own shake of the move order, and
    alternately with and without take-backs and with the two weights ``OVER`` of a face-up
    card over face-down ones. The time a depth-first search needs here is heavy-tailed: an
    early move that leads into a large dead part of the tree costs far more than starting
    again in another order (deals 1-60: restarts won 12 of the 16 hardest in 10 s, the six
    fixed orders that ran side by side before won 3). Restarts stop at the caller's time limit,
    after ``budget`` positions in all (when given), or after ``MAX_RUNS``, with ``unknown``: a
    search that runs out proves nothing. ``few_draws``: the line's cards go home in the
    order that needs the fewest draws (``_to_engine``)."""
    assert isinstance(game, EasyHarp)
    if game.status is not Status.WON and deadlocked(*_raw(game)):
        return Solution(Verdict.NOT_WINNABLE)
    yield None
    nodes = 0
    for run in range(1, MAX_RUNS + 1):
        limit = min(TABLE_LIMIT, int(FIRST_LIMIT * GROWTH ** (run - 1)))
        if budget is not None:
            if nodes >= budget:
                break
            limit = min(limit, budget - nodes)
        result = yield from _search_one(
            game, OVER[run % 2], run, run // 2 % 2 == 1, limit, replay, few_draws
        )
        nodes += result.states
        if result.verdict is Verdict.WINNABLE:
            result.states = nodes
            return result
    return Solution(Verdict.UNKNOWN, states=nodes)


def _search_one(
    game: EasyHarp, over: int, seed: int, back: bool, limit: int, replay: bool = True,
    few_draws: bool = False,
) -> Generator[None, Resume, Solution]:
    state, first = _start(game)
    nodes = 0
    if sum(state[3]) == 104:
        return _finish(game, first, nodes, replay, few_draws)
    seen: set[bytes] = {_key(state)}
    stack = [_children(state, over, seed, back)]
    # Each level's position and its columns as parts of a key, for its children's keys.
    parents = [(state[0], [_HEAD[h] + c for h, c in zip(state[1], state[0], strict=True)])]
    path: list[list[IMove]] = [first]
    budget = YIELD_EVERY
    while stack:
        kids = stack[-1]
        if not kids:
            stack.pop()
            parents.pop()
            path.pop()
            continue
        _, line, child = kids.pop()
        key, parts = _child_key(child, *parents[-1])
        if key in seen:
            continue
        seen.add(key)
        nodes += 1
        budget -= 1
        if budget <= 0:
            budget = YIELD_EVERY
            yield None
            if len(seen) > limit:
                return Solution(Verdict.UNKNOWN, states=nodes)
        path.append(line)
        if sum(child[3]) == 104:
            return _finish(game, [m for part in path for m in part], nodes, replay, few_draws)
        stack.append(_children(child, over, seed, back))
        parents.append((child[0], parts))
    # Out of moves, but that proves nothing: the search leaves out lines (cards it sent home
    # by itself, or took back only to carry a card, might have been of use elsewhere).
    return Solution(Verdict.UNKNOWN, states=nodes)


def _finish(game: EasyHarp, line: list[IMove], nodes: int, replay: bool = True,
            few_draws: bool = False) -> Solution:
    if not replay:  # the verdict alone (the hint's samples): no line, no replay
        return Solution(Verdict.WINNABLE, states=nodes)
    return replayed(_to_engine(game, line, few_draws=few_draws), nodes)


# The review (``game.review``): this full search takes about 50 us a position, too slow to
# judge each deal of the unseen cards at every position of a game, so the review judges
# those by the deadlock proof alone (its chances are the share of deals not proved lost) and
# keeps its searches for the real deal.
def review_lost_proof(game: Variant) -> bool:
    """Whether the deadlock proof shows ``game``'s position (every card known) lost."""
    assert isinstance(game, EasyHarp)
    return deadlocked(*_raw(game))


REVIEW_LOST_PROOF = review_lost_proof
REVIEW_BUDGET = ReviewBudget(worlds=8, deal_positions=30_000, deal_total=30_000)
