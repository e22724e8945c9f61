"""How the files in this folder were written: by the schema-2 store of the build before the
game packages owned their piles (branch ``gamearch`` at commit 60c4759), with
``python tests/data/schema2/make_fixtures.py`` run from the repository root. Kept as the record
of their making. Each ``games/<case>/expected.json`` says what the saved game beside it holds
(the position, the counters and a digest of every position undo can reach);
``tests/test_store_compat.py`` loads them with today's build.

The cases cover what a saved game of schema 2 can hold: a game from its code, a daily deal, a
game from a layout, a window that starts after the deal (more moves than undo reaches), every
kind of move text (a draw, a redeal ``w>sxN``, a group ``1>5x4``, cells, foundations), Easy
Harp's passes (``base_extra``) and a hole of a round.
"""

import datetime as dt
import hashlib
import json
import random
import shutil
import sys
from pathlib import Path

sys.path.insert(0, ".")
from game import game_from_code, game_from_layout
from game.rounds import Round
from game.store import Store
from game.variant import Status

OUT = Path("tests/data/schema2")


def digest(layout):
    return hashlib.sha256(json.dumps(layout, sort_keys=True).encode()).hexdigest()[:16]


def play(game, rng, steps, prefer=None):
    """Random play with undos now and then; ``prefer`` picks a move first when it can."""
    actions = []
    for _ in range(steps):
        legal = game.legal_moves() if game.status is Status.PLAYING else []
        if game.can_undo() and (not legal or rng.random() < 0.15):
            game.undo()
            actions.append(None)
        elif legal:
            liked = [m for m in legal if prefer and prefer(m)]
            actions.append(game.play(rng.choice(liked or legal)))
        else:
            break
    return actions


def expected(game, elapsed, code, daily, layout=None, in_round=None):
    g = game.clone()
    chain = [digest(g.layout())]
    while g.undo():
        chain.append(digest(g.layout()))
    return {
        "game": game.name,
        "options": game.options,
        "layout": game.layout(),
        "beyond_layout": game.beyond_layout(),
        "score": game.score,
        "moves": game.moves,
        "status": game.status.value,
        "elapsed": elapsed,
        "code": code,
        "start_layout": layout,
        "daily_date": daily,
        "round": None if in_round is None else in_round.to_json(),
        "undo_chain": chain,
    }


def groups(move):
    return move.count > 1


def stock(move):
    return "s" in (str(move.source), str(move.target))


SEED = json.loads(Path("tests/data/golf-seed-deal1.json").read_text())
cases = {
    # name: (code, seed, steps, daily, prefer)
    "golf-daily": ("GO1-E-AAAAAAB", 7, 80, "2026-03-14", None),
    "golf-classic": ("GO1-C-AAAAAFA", 3, 60, None, None),
    "golf-layout": (None, 17, 30, None, None),
    "eight-off-c2-groups": ("EO1-C2-AAAAAFA", 5, 400, None, groups),
    "eight-off-c8-long": ("EO1-C8-AAAABCD", 11, 1500, None, groups),
    "easy-harp-passes": ("EH1-N-AAAAAAF", 13, 900, None, None),
    "easy-harp-redeals": ("EH1-N-AAAAABC", 29, 200, None, stock),
}
shutil.rmtree(OUT / "games", ignore_errors=True)
for name, (code, seed, steps, daily, prefer) in cases.items():
    folder = OUT / "games" / name
    folder.mkdir(parents=True)
    game = game_from_code(code) if code else game_from_layout(SEED)
    actions = play(game, random.Random(seed), steps, prefer)
    store = Store(folder)
    day = dt.date.fromisoformat(daily) if daily else None
    elapsed = 61.25 + seed
    start = None if code else SEED
    assert store.save_game(game, actions, elapsed, layout=start, daily_date=day)
    facts = expected(game, elapsed, code, daily, start)
    (folder / "expected.json").write_text(json.dumps(facts, indent=1) + "\n")
    print(name, len(actions), game.moves, game.score, game.status, game.beyond_layout())

# A hole of a round of Golf: the third hole in play, two holes played.
folder = OUT / "games" / "golf-round"
folder.mkdir(parents=True)
played = Round("golf", "E", (11, 12, 13, 14, 15, 16, 17, 18, 19), [4, -2])
game = played.new_hole()
actions = play(game, random.Random(23), 25)
store = Store(folder)
assert store.save_game(game, actions, 30.5, in_round=played)
facts = expected(game, 30.5, game.code, None, None, played)
(folder / "expected.json").write_text(json.dumps(facts, indent=1) + "\n")
print("golf-round", len(actions), game.moves, game.score, game.status)
