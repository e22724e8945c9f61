"""The Easy Harp hint, fair: decided only from what the player has seen.

The hint (``fair_hint``) never looks at a card the player has not seen: a face-down card,
or, on the first pass through the stock, a stock card (until it is turned up it is as
hidden as a face-down one; the waste, every card it ever held, and the foundations are in
sight, and from the second pass on the stock is the first pass's waste, known card by
card). On the first pass a draw turns a card up, so the hint is a safe card home, else a
move that turns a face-down card up at once, else the draw: a look at the whole stock first
costs nothing. From the second pass it searches the same moves as the full search with the
face-down cards masked, for the shortest line that turns one up (or wins, when none is
left); where it finds none, it follows the full search's winning line on a deal of the
unseen cards (made from what the player sees) up to the card it turns up. Before a card
turns up, the masked game and the real one have exactly the same moves. It says ``lost``
only on the proof of ``deadlocked`` made from what the player sees, and still names a move
(the best guess, or the draw) whenever the rules allow one, unless it is stuck (below). It
never leads back to a position already played (the memory holds the game's history, which
the player sees): a line through one is passed over (once its own loops are cut out:
``_fresh``), and a move without a line leaves a way on (``_way_out``); where every legal
move leads back it names none and says so (``Hint.stuck``) rather than go round in circles.
Where every search for a line fails, the memory keeps that, and rests them for a few
positions (``QUIET_MAX``). Its ``chance`` is the share of deals of the unseen cards (drawn
from those the player cannot see, with a seed made of what he sees: the same view always
gets the same hint) in which the position after the move can be won by a player who could
see them: an upper bound of the player's chance, which the app says in those words, with
how many deals were tried. With nothing left unseen, the full-information search is fair
and is used as is (``certain`` on a winning line, no ``chance``), its line kept in the
game's ``HintMemory`` and followed while the player does. Every budget counts positions,
never seconds.
"""

from __future__ import annotations

import hashlib
from collections import Counter, deque
from collections.abc import Callable, Generator, Hashable
from typing import TypeVar

from game.cards import Card, full_deck
from game.deal import SplitMix64
from game.games.easy_harp import EasyHarp
from game.games.easy_harp.solver import (
    OVER,
    YIELD_EVERY,
    IMove,
    State,
    _apply,
    _children,
    _key,
    _moves,
    _raw,
    _start,
    _to_engine,
    deadlocked,
    search,
    unseen_stock,
)
from game.moves import Move, PileKind
from game.solver import MOVE, Hint, HintMemory, Resume, Verdict
from game.variant import Status, Variant

# The hint: positions its reveal searches may look at (first breadth first, then a guided
# depth-first search when that finds no line); deals of the unseen cards it tries
# for the chance, each searched for at most HINT_SAMPLE_PAUSES pauses (of YIELD_EVERY
# positions), the chance counted over those decided; positions
# the full search may look at for a line when nothing is unseen.
HINT_NODES = 10_000
REVEAL_CANDIDATES = 24  # shortest lines compared for their draws
REVEAL_DFS_NODES = 20_000
HINT_SAMPLES = 6
HINT_SAMPLE_PAUSES = 40
HINT_LINE_NODES = 40_000
# The line a hint follows to the next card turned up: from a deal of the unseen cards (made
# from what the player sees), the full search's winning line, up to SAMPLED_TRIES deals,
# each searched for at most SAMPLED_NODES positions.
SAMPLED_NODES = 20_000
SAMPLED_TRIES = 2
SAMPLED_SALT = 0x5EED_0F_11E5
# Where every search for a line failed, the next position is much the same: they would fail
# again at the cost of seconds a move. The memory keeps the positions where they failed (at
# most FAILED_KEPT, the oldest forgotten first) and, after each failure in a row, skips the
# searches at the next positions played, twice as many each time up to QUIET_MAX; a line
# found ends the quiet. Both come from the positions played alone, so the hint stays fair.
FAILED_KEPT = 4096
QUIET_MAX = 16
# Their places in ``HintMemory.notes``: the positions where they failed, the failures in a
# row, the positions still to rest.
FAILED = "easy_harp.failed"
FAILS = "easy_harp.fails"
QUIET = "easy_harp.quiet"


def _view_lost(game: EasyHarp) -> bool:
    """The proof of ``deadlocked`` from what the player sees."""
    return deadlocked(*_raw(game, masked=True), unseen_stock=unseen_stock(game))


Reveal = tuple[str, list[Move]]
_T = TypeVar("_T")


def reveal_line(game: EasyHarp, max_nodes: int = HINT_NODES) -> Reveal:
    """Breadth-first over the position with its face-down cards masked: the shortest line
    that turns a card up or wins. Returns ``("found", moves)``, ``("lost", [])`` when the
    search runs out and ``deadlocked`` proves the game lost from what the player sees, or
    ``("unknown", [])`` otherwise."""
    return _drain(_reveal_search(game, max_nodes))


def _drain(gen: Generator[None, Resume, _T]) -> _T:
    while True:
        try:
            next(gen)
        except StopIteration as done:
            return done.value


def _reveal_search(game: EasyHarp, max_nodes: int,
                   memory: HintMemory | None = None) -> Generator[None, Resume, Reveal]:
    """``reveal_line`` as a search that pauses every ``YIELD_EVERY`` positions, passing over
    lines through a position already played (``memory``). On the first pass a draw turns a
    card up: ``_first_pass_move``."""
    if unseen_stock(game):
        move = _first_pass_move(game)
        return ("found", [move]) if move is not None else ("unknown", [])
    state, first = _start(game, masked=True)
    if sum(state[1]) < sum(game.hidden) or sum(state[3]) == 104:
        moves = _fresh(game, _to_engine(game, first, play_all=False, few_draws=True), memory)
        return ("found", moves) if moves else ("unknown", [])
    hidden0 = sum(state[1])
    seen = {_key(state)}
    queue: deque[tuple[State, tuple[IMove, ...], int]] = deque([(state, tuple(first), 0)])
    nodes = 0
    best: list[Move] | None = None
    found_at = -1
    tried = 0
    while queue and tried < REVEAL_CANDIDATES:
        cur, line, depth = queue.popleft()
        if found_at >= 0 and depth > found_at:
            break
        for m in _moves(cur):
            part, child, _ = _apply(cur, m)
            full = line + tuple(part)
            if sum(child[1]) < hidden0 or sum(child[3]) == 104:
                # Of the shortest lines, the one with the fewest draws to bring its talon
                # cards up: draws are most of the moves a game takes.
                moves = _fresh(game, _to_engine(game, list(full), play_all=False,
                                                few_draws=True), memory)
                found_at = depth
                tried += 1
                if moves and (best is None or len(moves) < len(best)):
                    best = moves
                if tried >= REVEAL_CANDIDATES:
                    break
                continue
            if found_at >= 0:
                continue
            key = _key(child)
            if key in seen:
                continue
            seen.add(key)
            nodes += 1
            if nodes > max_nodes:
                return "unknown", []
            if nodes % YIELD_EVERY == 0:
                yield None
            queue.append((child, full, depth + 1))
    if found_at >= 0:
        return ("found", best) if best else ("unknown", [])
    # No line of this search turns a card up; that alone proves nothing (it leaves some
    # lines out), so "lost" needs the proof, made from what the player sees.
    return ("lost", []) if _view_lost(game) else ("unknown", [])


def fair_hint(game: EasyHarp, memory: HintMemory | None = None) -> Hint:
    """The Hint button without looking at a card the player has not seen
    (``fair_hint_search``)."""
    return _drain(fair_hint_search(game, memory))


def fair_hint_search(game: Variant, memory: HintMemory | None = None,
                     aim: str = "win") -> Generator[None, Resume, Hint]:
    """The Hint button, a search that pauses (for ``HintJob``); it never looks at a card
    the player has not seen (face down, or in the stock on the first pass), and counts its
    work in positions.

    Nothing unseen: the full-information search is fair: the next move of its winning
    line, kept in ``memory`` (``learn``), ``certain``; else ``lost`` (``chance`` 0) when it
    proved no line wins; else ``unknown`` "line" (no line within the budget). A certain
    hint has no ``chance``: nothing is left to chance.

    Cards unseen: ``lost`` (and ``chance`` 0) only on the proof of ``deadlocked`` made from
    what the player sees. The move is a safe card home, else on the first pass a move that
    turns a card up at once, else the draw; from the second pass the next move of the line
    kept that turns a card up (``learn``: the shortest, else one a guided search finds),
    else the heuristic move (one that does not lead back to a position already played). It
    is never None while the rules allow a move, unless every move leads back to a position
    already played: then the hint is ``stuck`` and says so. ``chance`` (``_chance``) is the
    share of the deals of the unseen cards tried (``samples`` of them) in which the position
    after the move can be won by a player who could see them; None (``unknown`` "samples")
    when none of its searches finished within its budget. ``certain`` stays False, even at a chance
    of 1: a line that wins whatever lies unseen is not searched for, and the words say so
    (``game.hint_chance``). With ``aim`` MOVE, the move alone (no chance): what following
    the hints needs, at a fraction of the work."""
    assert isinstance(game, EasyHarp)
    if game.status is Status.WON:
        return Hint(None)
    memory = memory if memory is not None else HintMemory(game.name)
    if _all_back(game, memory):  # no line can start here: no search needed to say so
        lost = (_view_lost(game) if any(game.hidden) or unseen_stock(game)
                else (yield from _learn(game, memory)) is Verdict.NOT_WINNABLE)
        return Hint(None, lost=lost, chance=0.0 if lost else None, stuck=True)
    if not any(game.hidden) and not unseen_stock(game):
        verdict = yield from _learn(game, memory)
        kept = _follow_fresh(game, memory)
        if kept is not None and kept[1]:
            return Hint(kept[0], certain=True)
        if verdict is Verdict.NOT_WINNABLE:
            return _told(game, _some_move(game, memory), lost=True, chance=0.0)
        return _told(game, kept[0] if kept is not None else _some_move(game, memory),
                     unknown="line")
    if _view_lost(game):
        return _told(game, _some_move(game, memory), lost=True, chance=0.0)
    move: Move | None
    if unseen_stock(game):
        move = _first_pass_move(game)
        # The player may have taken a card back from its foundation: sending it home again
        # would lead back.
        if move is not None and memory.key(_after(game, move)) in memory.visited:
            move = None
    else:
        yield from _learn_reveal(game, memory)
        kept = _follow_fresh(game, memory)
        move = kept[0] if kept is not None else None
    move = move or _some_move(game, memory)
    if move is None:
        return _told(game, None)
    if aim == MOVE:
        return Hint(move, if_seen=True)
    chance, samples = yield from _chance(game, move)
    if chance is not None and len(_unseen(game)) == 1:
        # The unseen cards are all of one kind (one card, or its twin): they can lie one way
        # only, which the player can tell as well as the search, so the figure is exact and
        # a 100% certain (the lesson's one face-down card once said 100%, "not certain").
        return Hint(move, certain=chance == 1.0, lost=chance == 0.0, chance=chance,
                    exact=True)
    return Hint(move, chance=chance, if_seen=True, samples=samples,
                unknown="" if chance is not None else "samples")


def learn(game: Variant, memory: HintMemory) -> Generator[None, Resume, None]:
    """What the hints learn at a position the player reaches (``Solver.learn``),
    unless it is on a line kept already: with nothing unseen, a winning line from it; with
    face-down cards (and the stock seen), a line that turns one up."""
    assert isinstance(game, EasyHarp)
    if game.status is Status.WON:
        return
    if not any(game.hidden) and not unseen_stock(game):
        yield from _learn(game, memory)
    elif not unseen_stock(game):
        yield from _learn_reveal(game, memory)


def _learn_reveal(game: EasyHarp, memory: HintMemory) -> Generator[None, Resume, None]:
    """Keep a line that turns a face-down card up, unless the position is on a kept line that
    leads only to positions not played yet, is proved lost, or is one where the searches
    failed or are resting (``FAILED_KEPT``, ``QUIET_MAX``): the shortest (breadth first,
    ``HINT_NODES`` positions), else a sampled deal's winning line (``_sampled_line``), else
    the one a guided depth-first search finds (``REVEAL_DFS_NODES``). Every position of it is
    as the player sees it, so following it is fair; it never goes through a position already
    played and ends where a card turns up."""
    if _follow_fresh(game, memory) is not None or _all_back(game, memory) or \
            _view_lost(game):
        return
    here = memory.key(game)
    failed = _failed(memory)
    if here in failed:
        return
    quiet = memory.notes.get(QUIET, 0)
    if quiet > 0:
        memory.notes[QUIET] = quiet - 1
        _remember_failed(failed, here)
        return
    found, moves = yield from _reveal_search(game, HINT_NODES, memory)
    if found != "found" or not moves:
        found, moves = yield from _sampled_line(game, SAMPLED_NODES, memory)
    if found != "found" or not moves:
        found, moves = yield from _reveal_dfs(game, REVEAL_DFS_NODES)
        moves = _fresh(game, moves, memory) or []
    if found == "found" and moves:
        memory.keep(game, moves, certain=False)
        memory.notes[FAILS] = 0
        return
    fails = memory.notes.get(FAILS, 0) + 1
    memory.notes[FAILS] = fails
    memory.notes[QUIET] = min(2 ** (fails - 1), QUIET_MAX) - 1 if fails > 1 else 0
    _remember_failed(failed, here)


def _failed(memory: HintMemory) -> dict[Hashable, None]:
    """The positions where the searches failed (or rested), oldest first."""
    failed: dict[Hashable, None] = memory.notes.setdefault(FAILED, {})
    return failed


def _remember_failed(failed: dict[Hashable, None], here: Hashable) -> None:
    failed[here] = None
    while len(failed) > FAILED_KEPT:
        del failed[next(iter(failed))]


def _fresh(game: EasyHarp, moves: list[Move] | None,
           memory: HintMemory | None) -> list[Move] | None:
    """``moves`` (legal from ``game``) without their loops, or None when the line goes
    through a position already played (``memory``) or comes to nothing. A loop is a stretch
    that comes back to a position of the line itself: the search's lines are turned into the
    engine's moves with their draws reordered, and may take a card from its foundation and
    send it straight back (deal 17: ``f7>1 1>f7``); such a line was passed over as leading
    back, and the hint wandered where it had a line to follow. Cutting the loops out leaves
    the same positions in the same order, each once, so the line stays legal."""
    if not moves:
        return None
    trial = game.clone()
    at: dict[Hashable, int] = {position_key(trial): 0}
    keys: list[Hashable] = []
    out: list[Move] = []
    for move in moves:
        trial.play(move)
        key = position_key(trial)
        back = at.get(key)
        if back is not None:
            for gone in keys[back:]:
                del at[gone]
            del keys[back:]
            del out[back:]
            at[key] = back
            continue
        if memory is not None and key in memory.visited:
            return None
        out.append(move)
        keys.append(key)
        at[key] = len(out)
    return out or None


def _follow_fresh(game: EasyHarp, memory: HintMemory) -> tuple[Move, bool, bool] | None:
    """``memory.follow``, unless the kept move leads to a position already played (a line
    kept earlier may run through positions played since); such a step is dropped. Checking
    the next step alone is enough: each step is checked as it comes."""
    kept = memory.follow(game)
    if kept is None:
        return None
    trial = game.clone()
    trial.play(kept[0])
    if memory.key(trial) in memory.visited:
        memory.steps.pop(memory.key(game), None)
        return None
    return kept


def _learn(game: EasyHarp, memory: HintMemory) -> Generator[None, Resume, Verdict | None]:
    """The full search from ``game`` (nothing unseen) unless its position is on a kept
    line, for at most ``HINT_LINE_NODES`` positions; a winning line found is kept. Returns
    the verdict (None: on a line already)."""
    if _follow_fresh(game, memory) is not None:
        return None
    result = yield from search(game, budget=HINT_LINE_NODES, few_draws=True)
    line = _fresh(game, result.moves, memory) if result.verdict is Verdict.WINNABLE else None
    if line:
        memory.keep(game, line, certain=True)
    return result.verdict


def _sampled_line(game: EasyHarp, max_nodes: int,
                  memory: HintMemory | None = None) -> Generator[None, Resume, Reveal]:
    """A line that aims at the win: the full search's winning line on a deal of the unseen
    cards (``_sample``, seeded by the view: fair, and the same view gets the same line), up
    to the first card it turns up. Until then it moves only cards in sight, so it is legal
    whatever lies face down. A line that only turns cards up wanders: it spends the free
    moves on the nearest card, not on the ones a win needs (deals 3 and 4 went thousands of
    moves without turning one). ``("found", moves)`` or ``("unknown", [])``."""
    rng = SplitMix64(_view_seed(game) ^ SAMPLED_SALT)
    for _ in range(SAMPLED_TRIES):
        trial = _sample(game, rng)
        result = yield from search(trial, budget=max_nodes, few_draws=True)
        if result.verdict is Verdict.WINNABLE and result.moves:
            moves = _fresh(game, _until_turned_up(game, result.moves), memory)
            if moves:
                return "found", moves
    return "unknown", []


def _until_turned_up(game: EasyHarp, moves: list[Move]) -> list[Move]:
    """The first of ``moves`` (legal on a copy of ``game``), up to and with the one that
    turns a face-down card up."""
    trial = game.clone()
    hidden = trial.hidden_count()
    out: list[Move] = []
    for move in moves:
        if not trial.is_legal(move):
            break
        trial.play(move)
        out.append(move)
        if trial.hidden_count() < hidden:
            break
    return out


def _reveal_dfs(game: EasyHarp, max_nodes: int) -> Generator[None, Resume, Reveal]:
    """A line that turns a face-down card up (or wins), by the full search's guided
    depth-first walk over the position with its face-down cards masked (the order it
    prefers: cards home, then fewer face-up cards lying on face-down ones), within
    ``max_nodes`` positions: ``("found", moves)`` or ``("unknown", [])``."""
    state, first = _start(game, masked=True)
    hidden0 = sum(state[1])
    if hidden0 < sum(game.hidden) or sum(state[3]) == 104:
        moves = _to_engine(game, first, play_all=False, few_draws=True)
        return ("found", moves) if moves else ("unknown", [])
    seen = {_key(state)}
    stack = [_children(state, OVER[1])]
    path: list[list[IMove]] = [first]
    nodes = 0
    while stack:
        kids = stack[-1]
        if not kids:
            stack.pop()
            path.pop()
            continue
        _, line, child = kids.pop()
        if sum(child[1]) < hidden0 or sum(child[3]) == 104:
            moves = _to_engine(game, [m for part in (*path, line) for m in part],
                               play_all=False, few_draws=True)
            return ("found", moves) if moves else ("unknown", [])
        key = _key(child)
        if key in seen:
            continue
        seen.add(key)
        nodes += 1
        if nodes > max_nodes:
            return "unknown", []
        if nodes % YIELD_EVERY == 0:
            yield None
        path.append(line)
        stack.append(_children(child, OVER[1]))
    return "unknown", []


def _first_pass_move(game: EasyHarp) -> Move | None:
    """On the first pass through the stock (a draw turns a card up): a card home that is
    safe there, else a move that turns a face-down card up at once, else the draw."""
    state, first = _start(game, masked=True, top_only=True)
    if first:
        moves = _to_engine(game, first[:1], play_all=False, few_draws=True)
        return moves[0] if moves else None
    hidden = sum(state[1])
    for m in _moves(state):
        part, child, _ = _apply(state, m)
        if sum(child[1]) < hidden:
            moves = _to_engine(game, part[:1], play_all=False, few_draws=True)
            if moves:
                return moves[0]
    return game.parse_move("s") if game.stock else None


def _all_back(game: EasyHarp, memory: HintMemory) -> bool:
    """Whether the rules allow a move and every one leads back to a position already
    played."""
    legal = game.legal_moves()
    return bool(legal) and all(memory.key(_after(game, m)) in memory.visited for m in legal)


def _told(game: EasyHarp, move: Move | None, lost: bool = False,
          chance: float | None = None, unknown: str = "") -> Hint:
    """The hint of ``move``; without one where the rules allow a move, every move leads
    back to a position already played (``_some_move``): ``stuck``."""
    stuck = move is None and bool(game.legal_moves())
    return Hint(move, lost=lost, chance=chance, unknown=unknown, stuck=stuck)


def _some_move(game: EasyHarp, memory: HintMemory | None = None) -> Move | None:
    """The heuristic move, else any legal one (a card back from a foundation); with a
    ``memory``, the first of them that does not lead back to a position already played, and
    that does not lead into a corner all of whose ways out lead back (``_way_out``); None
    when every one leads back (the hint is then ``stuck``: naming one would lead the player
    round in circles)."""
    move = heuristic(game)
    if move is None:
        legal = game.legal_moves()
        move = legal[0] if legal else None
    if memory is not None and move is not None:
        others = sorted(game.legal_moves(), key=_heuristic_rank(game))
        fresh = [m for m in [move, *others]
                 if game.is_legal(m) and memory.key(_after(game, m)) not in memory.visited]
        budget = [WAY_OUT_NODES]
        move = next((m for m in fresh if _way_out(_after(game, m), memory, WAY_OUT_DEPTH,
                                                  {memory.key(game)}, budget)),
                    fresh[0] if fresh else None)
    return move


# A move the hint makes without a line must leave a way on: WAY_OUT_DEPTH positions not yet
# played in a row, or a card turned up (every position after it is new), looked for among at
# most WAY_OUT_NODES positions for one hint (past that a move is taken as it is).
WAY_OUT_DEPTH = 12
WAY_OUT_NODES = 3000


def _after(game: EasyHarp, move: Move) -> EasyHarp:
    trial = game.clone()
    trial.play(move)
    return trial


def _way_out(game: EasyHarp, memory: HintMemory, depth: int, path: set[Hashable],
             budget: list[int]) -> bool:
    """Whether a line of ``depth`` more positions goes on from ``game`` (not played yet, nor
    on ``path``), or turns a card up or ends the game sooner. Sees only what the player
    sees: a card turning up is counted, never looked at."""
    if depth == 0 or game.status is not Status.PLAYING or budget[0] <= 0:
        return True
    here = memory.key(game)
    path.add(here)
    hidden = game.hidden_count()
    try:
        for move in sorted(game.legal_moves(), key=_heuristic_rank(game)):
            budget[0] -= 1
            nxt = _after(game, move)
            if nxt.hidden_count() < hidden:
                return True
            key = memory.key(nxt)
            if key in memory.visited or key in path:
                continue
            if _way_out(nxt, memory, depth - 1, path, budget):
                return True
            if budget[0] <= 0:
                return True
        return False
    finally:
        path.discard(here)


def _chance(game: EasyHarp,
            move: Move) -> Generator[None, Resume, tuple[float | None, int]]:
    """The share of the deals of the unseen cards (``_sample``) in which the position after
    ``move`` can be won, and how many deals it was counted over: of ``HINT_SAMPLES`` deals,
    those that the full-information search decided within ``HINT_SAMPLE_PAUSES`` pauses (a
    count of positions). It sees each sample whole, so it is the chance that the position
    can be won at all, an upper bound of what play without seeing can reach. An undecided
    sample (out of its budget, or its search out of lines without a proof) is left out, not
    counted lost (it once said "0%" of a position most of whose deals were winnable); with
    none decided the chance is unknown (None, 0)."""
    rng = SplitMix64(_view_seed(game))
    won = decided = 0
    for _ in range(HINT_SAMPLES):
        trial = _sample(game, rng)
        trial.play(move)  # it moves only cards in sight: legal whatever lies unseen
        search_ = search(trial, replay=False)
        pauses = 0
        try:
            while True:
                next(search_)
                pauses += 1
                if pauses > HINT_SAMPLE_PAUSES:
                    search_.close()
                    break
                yield None
        except StopIteration as done:
            verdict = done.value.verdict
            won += verdict is Verdict.WINNABLE
            decided += verdict is not Verdict.UNKNOWN
    return (won / decided if decided else None), decided


def _view_seed(game: EasyHarp) -> int:
    """A seed made of what the player sees (face-down cards masked; on the first pass the
    waste in its order and the stock's size, later the talon as a set): the same view
    always samples the same deals, so it always gets the same hint."""
    cols, hid, talon, found = _raw(game, masked=True)
    if unseen_stock(game):
        talon = bytes(c.index for c in game.waste) + b"\xfc" + bytes((len(game.stock),))
    view = b"\xff".join(cols) + b"\xfe" + bytes(hid) + talon + b"\xfe" + bytes(found)
    return int.from_bytes(hashlib.blake2b(view, digest_size=8).digest(), "big")


def _sample(game: EasyHarp, rng: SplitMix64) -> EasyHarp:
    """A copy of ``game`` with its unseen cards (face down; on the first pass the stock's
    too) dealt afresh (``rng``, the deal's shuffle) from the cards the player has not seen:
    both decks less every card in sight."""
    stock_unseen = unseen_stock(game)
    cards = sorted(_unseen(game).elements())
    for i in range(len(cards) - 1, 0, -1):
        j = rng.below(i + 1)
        cards[i], cards[j] = cards[j], cards[i]
    trial = game.clone()
    for j, col in enumerate(trial.tableau):
        col[: trial.hidden[j]] = [cards.pop() for _ in range(trial.hidden[j])]
    if stock_unseen:
        trial.stock[:] = [cards.pop() for _ in trial.stock]
    return trial


def _unseen(game: EasyHarp) -> Counter[Card]:
    """The cards the player has not seen (face down; on the first pass the stock's too):
    both decks less every card in sight, each with its count (none of count 0)."""
    unseen = Counter(full_deck(2))
    for j, col in enumerate(game.tableau):
        unseen.subtract(col[game.hidden[j] :])
    if not unseen_stock(game):
        unseen.subtract(game.stock)
    unseen.subtract(game.waste)
    for pile in game.foundations:
        unseen.subtract(pile)
    return +unseen


def heuristic(game: Variant) -> Move | None:
    """A move that looks useful from what the player sees: a card home, then a column card
    that turns a card up or empties its column, then a waste card onto a column, then a draw.
    Never looks at face-down cards."""
    assert isinstance(game, EasyHarp)
    moves = [m for m in game.legal_moves() if m.source.kind is not PileKind.FOUNDATION]
    if not moves:
        return None
    return min(moves, key=_heuristic_rank(game))


def position_key(game: Variant) -> Hashable:
    """The position as the player sees it, as the hints' memory keys it: the columns with
    their face-down cards masked, the foundations' heights, the waste, and the stock (on the
    first pass only how many cards it holds)."""
    assert isinstance(game, EasyHarp)
    cols, hid, _talon, found = _raw(game, masked=True)
    stock = (len(game.stock),) if unseen_stock(game) else tuple(c.index for c in game.stock)
    return tuple(cols), tuple(hid), stock, tuple(c.index for c in game.waste), tuple(found)


def _heuristic_rank(game: EasyHarp) -> Callable[[Move], int]:
    """The order of ``heuristic``'s preferences (lower first)."""

    def rank(m: Move) -> int:
        src, dst = m.source, m.target
        if dst.kind is PileKind.FOUNDATION:
            return 0
        if src.kind is PileKind.COLUMN and src.index is not None:
            left = len(game.tableau[src.index]) - m.count
            if left and game.hidden[src.index] == left:
                return 1
            if not left and game.tableau[dst.index or 0]:
                return 2
            return 5
        if src.kind is PileKind.WASTE:
            return 3
        if src.kind is PileKind.FOUNDATION:
            return 6
        return 4  # the draw

    return rank
