"""Easy Harp solver: exact answers on hand-made positions, lines that replay (draws included),
input untouched, and a hint that never looks at face-down cards."""

from __future__ import annotations

import random
from typing import Any

import pytest

from game.games.easy_harp import EasyHarp
from game.games.easy_harp.hint import fair_hint, reveal_line
from game.games.easy_harp.solver import _raw, deadlocked, unseen_stock
from game.hint_chance import MSG_UNKNOWN_SAMPLES, chance_words
from game.moves import PileKind
from game.notation import write_line
from game.solver import Verdict, solve
from game.variant import Status

from .conftest import UNTIMED

RANKS = "A23456789TJQK"
SLOTS = "SSHHDDCC"


def layout(tableau: list[list[str]], found: list[int], stock: list[str] | None = None,
           waste: list[str] | None = None) -> EasyHarp:
    data: dict[str, Any] = {
        "game": "easy_harp", "options": "N",
        "tableau": tableau + [[] for _ in range(9 - len(tableau))],
        "stock": stock or [], "waste": waste or [],
        "foundations": [[r + SLOTS[i] for r in RANKS[:n]] for i, n in enumerate(found)],
    }
    return EasyHarp.from_layout(data)


def replays(game: EasyHarp, line: str) -> bool:
    trial = game.clone()
    for token in line.split():
        trial.play(trial.parse_move(token))
    return trial.status is Status.WON


def test_won_in_one() -> None:
    game = layout([["KS"]], [13, 12, 13, 13, 13, 13, 13, 13])
    result = solve(game, UNTIMED)
    assert result.verdict is Verdict.WINNABLE
    assert write_line(game, result.moves).split() == ["1f"]


def test_won_from_the_talon_spells_out_the_draws() -> None:
    game = layout([], [13, 12, 13, 13, 13, 12, 13, 13], stock=["KS", "KD"], waste=[])
    result = solve(game, UNTIMED)
    assert result.verdict is Verdict.WINNABLE
    assert write_line(game, result.moves) == "s wf s wf"
    assert replays(game, "s wf s wf")


def taken_back_position() -> EasyHarp:
    # The second spade foundation stands at 3. The 4 lies face down under the 6, the 7 face
    # down under the 5; every red card is home and the rest of the spades wait in the stock.
    # It looks lost, but cards may come back from the foundations: KH and KS go to empty
    # columns, then QS, QH, JH, JS, ... down to 7H alternate between the two, and 6S goes on
    # 7H.
    return layout(
        [["#4S", "6S"], ["#7S", "5S"]],
        [13, 3, 13, 13, 13, 13, 13, 13],
        stock=["8S", "9S", "TS", "JS", "QS", "KS"],
    )


def test_cards_taken_back_from_the_foundations() -> None:
    game = taken_back_position()
    result = solve(game, UNTIMED)
    assert result.verdict is Verdict.WINNABLE
    assert any(m.source.kind.name == "FOUNDATION" for m in result.moves)
    assert replays(taken_back_position(), write_line(taken_back_position(), result.moves))
    assert not fair_hint(game).lost


def deadlocked_position(free_five: bool = False) -> EasyHarp:
    # Both black 6s wait for a red 7 or a 5S, and all four red 7s and both 5S lie face down
    # under one of them: neither 6 can ever move first, so the game is lost. With
    # ``free_five`` one 5S waits in the stock instead, and the game is won.
    under = ["#7H", "#7H", "#7D", "#7D", "#5S", "6S"]
    if not free_five:
        under.insert(4, "#5S")
    red = [r + s for s in "HD" for r in "89TJQK"] * 2
    return layout(
        [under, ["6S"]],
        [4, 4, 6, 6, 6, 6, 13, 13],
        stock=red + [r + "S" for r in "789TJQK"] * 2 + (["5S"] if free_five else []),
    )


def test_deadlock_is_proved() -> None:
    game = deadlocked_position()
    assert deadlocked(*_raw(game))
    assert solve(game, UNTIMED).verdict is Verdict.NOT_WINNABLE
    # On the first pass the stock is unseen: a 5 of spades may lie there, as far as the
    # player knows. From the second pass it is known, and the proof needs no face-down
    # card: all of them are under the 6.
    assert not fair_hint(game).lost
    game.passes = 1
    h = fair_hint(game)
    assert h.lost and h.chance == 0.0 and not h.certain
    assert h.move is not None and game.is_legal(h.move)  # lost, yet a move is named


def test_one_free_copy_breaks_the_deadlock() -> None:
    game = deadlocked_position(free_five=True)
    assert not deadlocked(*_raw(game))
    result = solve(game, UNTIMED)
    assert result.verdict is Verdict.WINNABLE
    assert replays(game, write_line(game, result.moves))


def test_solutions_replay_in_notation() -> None:
    for deal in (1, 3):
        game = EasyHarp.new(deal)
        result = solve(game, UNTIMED)
        assert result.verdict is Verdict.WINNABLE, deal
        assert replays(EasyHarp.new(deal), write_line(EasyHarp.new(deal), result.moves))


def test_solver_leaves_its_input_untouched() -> None:
    game = EasyHarp.new(3)
    game.play(game.legal_moves()[0])
    before = game.clone()
    solve(game, UNTIMED)
    fair_hint(game)
    assert game == before


def swap_hidden(game: EasyHarp) -> EasyHarp:
    """The same position with two different face-down cards of two columns swapped."""
    other = game.clone()
    spots = [(j, k) for j in range(9) for k in range(other.hidden[j])]
    (j1, k1) = spots[0]
    for j2, k2 in spots[1:]:
        if j2 != j1 and other.tableau[j2][k2] != other.tableau[j1][k1]:
            break
    t = other.tableau
    t[j1][k1], t[j2][k2] = t[j2][k2], t[j1][k1]
    assert other.snapshot() != game.snapshot()
    return other


def test_hint_does_not_see_face_down_cards() -> None:
    for deal in (1, 2, 5, 6):
        game = EasyHarp.new(deal)
        twin = swap_hidden(game)
        assert fair_hint(game) == fair_hint(twin), deal
        assert reveal_line(game) == reveal_line(twin), deal


def test_the_apps_hint_is_the_fair_one() -> None:
    from game.solver import HintJob, hint

    for deal in (1, 5):
        game = EasyHarp.new(deal)
        twin = swap_hidden(game)
        assert hint(game) == fair_hint(game) == hint(twin), deal
        job = HintJob(game, timeout=UNTIMED)  # the table's sliced path
        while (shown := job.step(0.005)) is None:
            pass
        assert shown == fair_hint(game)


def test_hint_turns_a_card_up() -> None:
    game = EasyHarp.new(1)
    verdict, moves = reveal_line(game)
    assert verdict == "found" and moves
    trial = game.clone()
    for move in moves:
        trial.play(move)
    assert trial.hidden_count() < game.hidden_count()
    assert fair_hint(game).move == moves[0]


def test_hint_without_face_down_cards_follows_a_winning_line() -> None:
    game = layout([["KS"]], [13, 12, 13, 13, 13, 13, 13, 13])
    h = fair_hint(game)
    assert h.certain and h.move is not None and game.notation(h.move) == "1f"


def test_deadlock_proof_against_the_search() -> None:
    """Random end-game positions (a fixed seed) that ``deadlocked`` calls lost: the solver's
    own searches, cards taken back included, never win one; and no position on the winning
    lines of a few deals is ever called lost."""
    import random

    from game.games.easy_harp.solver import _search_one

    rng = random.Random(7)
    checked = 0
    while checked < 6:
        heights = [rng.choice([13, 13, 13, 12, 11, 10, 8, 6]) for _ in range(8)]
        out = [RANKS[r] + SLOTS[s] for s in range(8) for r in range(heights[s], 13)]
        if not out:
            continue
        rng.shuffle(out)
        nstock = rng.randint(0, min(6, len(out) - 1))
        cols: list[list[str]] = [[] for _ in range(rng.randint(1, 9))]
        for c in out[nstock:]:
            cols[rng.randrange(len(cols))].append(c)
        tab = [["#" + c for c in col[:-1]] + [col[-1]] for col in cols if col]
        game = layout(tab, heights, stock=out[:nstock])
        if not deadlocked(*_raw(game)):
            continue
        checked += 1
        assert solve(game, UNTIMED).verdict is Verdict.NOT_WINNABLE
        for back in (True, False):
            run = _search_one(game, 0, 0, back, 3000)
            for _ in range(200):
                try:
                    next(run)
                except StopIteration as done:
                    assert done.value.verdict is not Verdict.WINNABLE, tab
                    break
    for deal in (1, 3):
        game = EasyHarp.new(deal)
        result = solve(game, UNTIMED)
        assert result.verdict is Verdict.WINNABLE
        trial = game.clone()
        for move in result.moves:
            assert not deadlocked(*_raw(trial))
            trial.play(move)


def mid_game(deal: int, share: float) -> EasyHarp:
    """Deal ``deal`` after the first ``share`` of the solver's winning line."""
    game = EasyHarp.new(deal)
    result = solve(game, UNTIMED)
    assert result.verdict is Verdict.WINNABLE
    for move in result.moves[: int(len(result.moves) * share)]:
        game.play(move)
    return game


def shuffle_hidden(game: EasyHarp, seed: int) -> EasyHarp:
    """The same view with all its face-down cards dealt again among the face-down places."""
    import random

    other = game.clone()
    spots = [(j, k) for j in range(9) for k in range(other.hidden[j])]
    cards = [other.tableau[j][k] for j, k in spots]
    random.Random(seed).shuffle(cards)
    for (j, k), card in zip(spots, cards, strict=True):
        other.tableau[j][k] = card
    return other


def test_hint_and_its_chance_do_not_see_face_down_cards() -> None:
    chances = []
    for deal, share in ((1, 0.85), (2, 0.85), (3, 0.5), (5, 0.85), (1, 0.3)):
        game = mid_game(deal, share)
        h = fair_hint(game)
        chances.append(h.chance)
        for seed in (1, 2):
            twin = shuffle_hidden(game, seed)
            assert twin.snapshot() != game.snapshot()
            assert fair_hint(twin) == h, (deal, share, seed)
    assert any(c is not None for c in chances)  # the chance itself was compared
    assert all(c is None or 0 <= c <= 1 for c in chances)


def test_hint_names_a_move_whenever_the_rules_allow_one(monkeypatch: Any) -> None:
    import random

    import game.games.easy_harp.hint as eh

    monkeypatch.setattr(eh, "HINT_SAMPLES", 1)  # the move, not the chance, is tested here
    monkeypatch.setattr(eh, "HINT_SAMPLE_PAUSES", 2)
    rng = random.Random(11)
    for deal in (4, 7):
        game = EasyHarp.new(deal)
        for _ in range(60):
            moves = game.legal_moves()
            h = fair_hint(game)
            assert (h.move is None) == (not moves)
            assert h.move is None or game.is_legal(h.move)
            assert not h.lost or deadlocked(*_raw(game, masked=True), unseen_stock(game))
            if not moves:
                break
            game.play(rng.choice(moves))


def test_hint_without_face_down_cards_has_no_chance() -> None:
    game = layout([["KS"]], [13, 12, 13, 13, 13, 13, 13, 13])
    h = fair_hint(game)
    assert h.certain and h.chance is None


def test_hint_input_and_output_pickle() -> None:
    import pickle

    game = mid_game(2, 0.85)
    h = fair_hint(game)
    again = pickle.loads(pickle.dumps(game))
    assert again == game
    assert pickle.loads(pickle.dumps(h)) == h == fair_hint(again)


# --- the stock on the first pass is as unseen as a face-down card ---------------------------
def swap_with_stock(game: EasyHarp, seed: int) -> EasyHarp:
    """The same view with a face-down card and an unseen stock card trading places."""
    import random

    rng = random.Random(seed)
    other = game.clone()
    spots = [(j, k) for j in range(9) for k in range(other.hidden[j])]
    j, k = rng.choice(spots)
    for _ in range(20):
        i = rng.randrange(len(other.stock))
        if other.stock[i] != other.tableau[j][k]:
            break
    other.stock[i], other.tableau[j][k] = other.tableau[j][k], other.stock[i]
    assert other.snapshot() != game.snapshot()
    return other


def test_an_unseen_stock_card_is_as_hidden_as_a_face_down_one() -> None:
    # The reviewer's case: the hint was the draw with chance 1.0 for one of two such
    # positions and w3 for the other.
    chances = []
    for deal, draws in ((1, 0), (5, 0), (9, 10), (12, 25)):
        game = EasyHarp.new(deal)
        for _ in range(draws):
            game.play(game.parse_move("s"))
        assert unseen_stock(game)
        h = fair_hint(game)
        chances.append(h.chance)
        for seed in (1, 2, 3):
            assert fair_hint(swap_with_stock(game, seed)) == h, (deal, draws, seed)
    assert any(c is not None for c in chances)


# The first 15 hints of the game in the default run (a fair hint is a tenth of a second);
# up to 40 with the slow set.
@pytest.mark.parametrize("hints", [15, pytest.param(40, marks=pytest.mark.slow)])
def test_the_first_pass_draws_unless_a_move_turns_a_card_up(hints: int) -> None:
    game = EasyHarp.new(2)
    for _ in range(hints):
        h = fair_hint(game)
        assert h.move is not None
        trial = game.clone()
        trial.play(h.move)
        turned = trial.hidden_count() < game.hidden_count()
        home = h.move.target.kind.value == "foundation"
        assert h.move.source.kind.value == "stock" or turned or home, game.notation(h.move)
        game = trial
        if not unseen_stock(game):
            break


def test_from_the_second_pass_the_stock_is_known() -> None:
    game = EasyHarp.new(3)
    while game.stock:
        assert unseen_stock(game)
        game.play(game.parse_move("s"))
    assert not unseen_stock(game)  # all drawn: every card of the talon was seen
    game.play(game.parse_move("s"))  # turned back: the second pass
    assert game.pass_number() == 2 and not unseen_stock(game)
    game.undo()
    game.undo()  # the last card back in the stock, unseen as far as the position tells
    assert unseen_stock(game)


# --- the solver's own statement of the rules, checked against the engine's -------------------
def random_positions(seed: int, count: int) -> list[EasyHarp]:
    """Positions of random games (cards home preferred, so that foundations grow and columns
    empty; take-backs and redeals now and then)."""
    rng = random.Random(seed)
    out: list[EasyHarp] = []
    while len(out) < count:
        game = EasyHarp.new(rng.randint(1, 999_999))
        for step in range(rng.randint(0, 260)):
            moves = game.legal_moves()
            home = [m for m in moves if m.target.kind is PileKind.FOUNDATION]
            game.play(rng.choice(home if home and rng.random() < 0.7 else moves))
            if step % 37 == 36:
                out.append(game.clone())
        out.append(game)
        out.append(with_an_empty_column(game, rng))
    return out[:count]


def with_an_empty_column(game: EasyHarp, rng: random.Random) -> EasyHarp:
    """``game`` with one column emptied: its cards go face down under the longest column
    (random play seldom empties a column; Kings and King runs then have somewhere to go)."""
    data = game.layout()
    tableau = data["tableau"]
    longest = max(range(9), key=lambda j: len(tableau[j]))
    j = rng.choice([k for k in range(9) if k != longest])
    tableau[longest][:0] = ["#" + c.lstrip("#") for c in tableau[j]]
    tableau[j] = []
    return EasyHarp.from_layout(data)


def test_the_solver_states_the_rules_as_the_engine_does() -> None:
    """The solver's compact form of the rules (``game.games.easy_harp.moves``'s check, which
    the contract test runs on random positions of every game), here also on positions with
    an empty column (random play seldom empties one)."""
    from game.games.easy_harp.moves import MOVES

    for game in random_positions(7, 40):
        for form in MOVES.forms:
            for what, said, ruled in form(game):
                assert said == ruled, (what, game.layout())


def test_a_sample_whose_search_runs_out_of_lines_is_not_counted_lost(monkeypatch: Any) -> None:
    """The chance counts a sample lost only on a verdict: a search that ran out of lines
    without a proof (UNKNOWN) is undecided and left out, and with none decided the chance is
    unknown, and says so (it once said "0%" of a position most of whose deals were
    winnable)."""
    import game.games.easy_harp.hint as eh
    from game.solver import Solution, Verdict

    def gives_up(_game: Any, replay: bool = True, budget: int | None = None) -> Any:
        return Solution(Verdict.UNKNOWN, states=10)
        yield  # a search that pauses, like the real one

    game = EasyHarp.new(3)
    for _ in range(5):
        game.play(game.parse_move("s"))
    monkeypatch.setattr(eh, "search", gives_up)
    move = game.parse_move("s")
    assert eh._drain(eh._chance(game, move)) == (None, 0)
    told = eh.fair_hint(game)
    assert told.move is not None and told.chance is None and told.unknown == "samples"
    assert chance_words(told) == MSG_UNKNOWN_SAMPLES


def test_the_hints_memory_of_failures_sees_only_what_the_player_sees(monkeypatch: Any) -> None:
    # Budgets so small that the searches for a line fail: the hint then rests them for a
    # while (``easy_harp.quiet``) and steers by what it has played. Two games that differ
    # only in their face-down cards get the same hints, move by move, until a card turns up,
    # and neither comes back to a position.
    from game.games.easy_harp import hint as harp_hint
    from game.solver import MOVE, HintMemory, hint

    calls: list[Any] = []

    def failing(name: str) -> Any:
        def fails(*args: Any) -> Any:
            calls.append((name, harp_hint.position_key(args[0])))
            return ("unknown", [])
            yield

        return fails

    for name in ("_reveal_search", "_sampled_line", "_reveal_dfs"):
        monkeypatch.setattr(harp_hint, name, failing(name))
    game = mid_game(3, 0.2)
    assert not unseen_stock(game) and game.hidden_count()
    twin = shuffle_hidden(game, 7)
    memories = HintMemory(game.name), HintMemory(game.name)
    seen: set[Any] = set()
    hidden = game.hidden_count()
    for _ in range(60):
        for g, memory in zip((game, twin), memories, strict=True):
            memory.played_now(g)
        assert game.key() not in seen
        seen.add(game.key())
        told = [hint(g, memory=m, aim=MOVE).move for g, m in zip((game, twin), memories,
                                                                 strict=True)]
        assert told[0] is not None and told[0] == told[1]
        game.play(told[0])
        twin.play(told[1])
        if game.hidden_count() < hidden:
            break
    assert memories[0].notes.get(harp_hint.FAILED)  # the failures were remembered
    assert memories[0].notes == memories[1].notes
    # Each search at most once a position in each game, and rested at most positions: 60
    # positions of two games with three searches each would be 360 calls.
    assert max(calls.count(c) for c in calls) == 2
    assert len(calls) < 60


def test_a_chance_of_every_way_tried_but_not_certain_says_so_in_a_sentence_of_its_own() -> None:
    """"... (1 of 1 way tried). Not certain: ...": the two sentences apart; Hungarian says
    how many of the ways tried ("a kipróbált 1 elrendezésből 1"), Hebrew "one way" in
    words."""
    from game.i18n import set_language
    from game.moves import DRAW
    from game.solver import Hint

    told = Hint(DRAW, chance=1.0, if_seen=True, samples=1)
    try:
        said = {}
        for lang in ("en", "hu", "he"):
            set_language(lang)
            said[lang] = chance_words(told)
    finally:
        set_language("en")
    assert said["en"] == ("Can still be won in 100% of the ways the hidden cards may lie "
                          "(1 of 1 way tried). Not certain: the hidden cards may lie in a way "
                          "that was not tried.")
    assert "(a kipróbált 1 elrendezésből 1). Nem biztos:" in said["hu"]
    assert "(1 מתוך דרך אחת שנוסתה). " in said["he"]


def test_the_hint_always_says_what_is_known_of_its_chance() -> None:
    """At the deal and along a game: a chance with the deals it was counted over, or in words
    why there is none, never a silent null; a chance of 100% is certain or says why not."""
    from game.hint_chance import MSG_NOT_CERTAIN
    from game.solver import hint

    game = EasyHarp.new(1)
    rng = random.Random(4)
    for turn in range(5):
        told = hint(game)
        assert told.move is not None
        hidden = any(game.hidden) or unseen_stock(game)
        if hidden and not told.certain:
            words = chance_words(told)
            assert words is not None, (turn, told)
            assert told.chance is not None or told.unknown
            if told.chance is not None and not told.exact:
                assert told.samples > 0 and told.if_seen
            if told.chance == 1.0:
                assert MSG_NOT_CERTAIN in words
        for _ in range(8):  # on along the game: cards in sight first, then draws
            moves = [m for m in game.legal_moves() if m.source.kind is not PileKind.FOUNDATION]
            if not moves:
                break
            game.play(moves[rng.randrange(len(moves))])


def test_one_way_for_the_unseen_cards_to_lie_makes_the_chance_exact() -> None:
    # The lesson's first position: one face-down card, every other card in sight, so the
    # player knows it as well as the search does: 100% is certain (it once said 100%, "not
    # certain").
    from game.lessons import lesson_for, script_positions
    from game.solver import hint

    lesson = lesson_for("easy_harp")
    assert lesson is not None
    first = script_positions(lesson)[0]
    assert isinstance(first, EasyHarp) and sum(first.hidden) == 1
    told = hint(first)
    assert told.chance == 1.0 and told.certain and told.exact
    assert chance_words(told) == "Chance to win: 100%"
