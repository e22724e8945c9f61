"""How the files in this folder were written: by the schema-1 store (game/store.py at commit
f13d13d, before it became a package), with ``python tests/data/schema1/make_fixtures.py`` run
from the repository root. Kept as the record of their making; it runs only against that store.
Each ``games/<case>/expected.json`` says what the saved game beside it holds (the position, the
counters and a digest of every position undo can reach).
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
from game.store import Store
from game.variant import Status

OUT = Path("tests/data/schema1")


def digest(layout):
    return hashlib.sha256(json.dumps(layout, sort_keys=True).encode()).hexdigest()[:16]


def play(game, rng, steps):
    actions = []
    for _ in range(steps):
        legal = game.legal_moves() if game.status is Status.PLAYING else []
        if game.can_undo() and (not legal or rng.random() < 0.2):
            game.undo()
            actions.append(None)
        elif legal:
            actions.append(game.play(rng.choice(legal)))
        else:
            break
    return actions


def expected(game, elapsed, code, daily, layout=None):
    g = game.clone()
    chain = [digest(g.layout())]
    while g.undo():
        chain.append(digest(g.layout()))
    return {
        "game": game.name,
        "options": game.options,
        "layout": game.layout(),
        "score": game.score,
        "moves": game.moves,
        "status": game.status.value,
        "elapsed": elapsed,
        "code": code,
        "start_layout": layout,
        "daily_date": daily,
        "undo_chain": chain,
    }


SEED = json.loads(Path("tests/data/golf-seed-deal1.json").read_text())
cases = {
    "golf-daily": ("GO1-E-AAAAAAB", 7, 80, "2026-03-14"),
    "golf-classic": ("GO1-C-AAAAAFA", 3, 60, None),
    "eight-off-c4": ("EO1-C4-AAAABCD", 11, 150, None),
    "eight-off-c8-long": ("EO1-C8-AAAAAFA", 5, 1500, None),
    "easy-harp": ("EH1-N-AAAAAAF", 13, 200, None),
    "golf-layout": (None, 17, 30, None),
}
shutil.rmtree(OUT / "games", ignore_errors=True)
for name, (code, seed, steps, daily) in cases.items():
    folder = OUT / "games" / name
    folder.mkdir(parents=True)
    game = game_from_code(code) if code else game_from_layout(SEED)
    actions = play(game, random.Random(seed), steps)
    store = Store(folder)
    day = dt.date.fromisoformat(daily) if daily else None
    elapsed = 61.25 + seed
    start = None if code else SEED
    assert store.save_game(game, actions, elapsed, layout=start, daily_date=day)
    facts = expected(game, elapsed, code, daily, start)
    (folder / "expected.json").write_text(json.dumps(facts, indent=1) + "\n")
    print(name, len(actions), game.moves, game.score, game.status)

# settings and statistics
folder = OUT / "player"
shutil.rmtree(folder, ignore_errors=True)
store = Store(folder)
s = store.settings
s.language, s.interactive_rules, s.double_tap, s.animations = "hu", False, False, False
s.sound, s.four_colour, s.card_back, s.theme = False, True, 3, "green"
s.show_winnable, s.left_handed, s.kiosk_idle_seconds, s.kiosk_exit_pin = True, True, 300, "739152"
s.last_game, s.last_options = "eight_off", {"eight_off": "C4", "golf": "C"}
s.extra["from_a_later_build"] = {"x": [1, 2]}
assert store.save_settings()
st = store.stats
st.record_result("golf", "E", True, 350, 38, 71.25, daily_date=dt.date(2026, 5, 1))
st.record_result("golf", "E", False, 250, 51, 40.0)
st.record_result("golf", "E", True, 340, 41, 65.5)
st.record_result("golf", "E", True, 350, 36, 90.0)
st.record_result("golf", "C", False, 120, 33, 20.0, daily_date=dt.date(2026, 5, 2))
st.record_result("eight_off", "C8", True, 520, 140, 600.0)
st.record_result("easy_harp", "N", False, 95, 210, 1234.5, daily_date=dt.date(2026, 5, 2))
st.extra["note_from_tomorrow"] = [1, "two"]
assert store.save_stats()
print(json.dumps(st.to_json())[:200])
