"""Helper of tests/test_store.py: saves every file of a Store in a tight loop until killed.

    python tests/store_killer.py DATA_DIR FIRST_GENERATION

Generation ``g`` writes settings, statistics and two games in progress, each in its own file
(Golf's single game and Eight Off's daily deal), whose contents are a fixed function of ``g``
(``expected_*`` below), in that order, then prints ``g`` on its own line. The test kills this
process with SIGKILL at a random moment and checks that every file then holds a whole
generation: the last one printed or the one being written.

``--unsafe`` replaces the atomic write with a plain overwrite, to check by hand that the test
notices torn files (it should fail with it).
"""

from __future__ import annotations

import datetime as dt
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game import game_from_code
from game.moves import Move
from game.store import Settings, Statistics, Store
from game.store.stats import Earned, TryEntry
from game.variant import Variant

CODE = "GO1-E-AAAAAAB"
DAILY_CODE = "EO1-C4-AAAAAFA"  # saved as a daily deal: a slot of its own
DAY = dt.date(2026, 4, 1)


def _script(code: str = CODE) -> list[Move | None]:
    """A fixed legal action list for ``code``: first legal move each time, an undo every 4."""
    game = game_from_code(code)
    out: list[Move | None] = []
    while len(out) < 60:
        legal = game.legal_moves()
        if not legal:
            break
        out.append(game.play(legal[0]))
        if len(out) % 4 == 3:
            game.undo()
            out.append(None)
    return out


SCRIPT = _script()
DAILY_SCRIPT = _script(DAILY_CODE)


def expected_settings(gen: int) -> Settings:
    s = Settings(card_back=gen % 64, sound=gen % 2 == 0, theme=f"t{gen % 97}")
    s.extra["generation"] = gen
    s.extra["padding"] = "x" * (500 + gen * 37 % 4000)  # sizes vary: truncation shows
    return s


def expected_stats(gen: int) -> Statistics:
    stats = Statistics()
    stats.extra["generation"] = gen
    for k in range(gen % 50):
        stats.record_result("golf", "E" if k % 3 else "C", k % 2 == 0, 10 * k, 30 + k, 60.5 + k)
    for k in range(gen % 40):  # the daily challenges met: a day's set, whole or not at all
        stats.meet_challenge(DAY + dt.timedelta(days=k // 3), 1 + k % 3)
    # Achievements and tries, written in the same file: whole, or not at all.
    for k in range(gen % 7):
        on = None if k % 3 == 0 else (DAY + dt.timedelta(days=k + gen % 11)).isoformat()
        stats.achievements[f"generation.{gen}.{k}"] = Earned(on, told=k % 2 == 0)
    for k in range(gen % 4):
        stats.record_try(TryEntry(f"g{gen}t{k}", "golf", "E", CODE, "2026-04-01T10:00:00"))
    return stats


def expected_actions(gen: int) -> list[Move | None]:
    return SCRIPT[: gen % (len(SCRIPT) + 1)]


def expected_daily_actions(gen: int) -> list[Move | None]:
    return DAILY_SCRIPT[: (gen * 7) % (len(DAILY_SCRIPT) + 1)]


def _played(code: str, actions: list[Move | None]) -> Variant:
    game = game_from_code(code)
    for action in actions:
        if action is None:
            game.undo()
        else:
            game.play(action)
    return game


def write_generation(store: Store, gen: int) -> None:
    store.settings = expected_settings(gen)
    store.save_settings()
    store.stats = expected_stats(gen)
    store.save_stats()
    actions = expected_actions(gen)
    store.save_game(_played(CODE, actions), actions, float(gen))
    daily = expected_daily_actions(gen)
    store.save_game(_played(DAILY_CODE, daily), daily, float(gen), daily_date=DAY)


def _unsafe_write(path: Path, data: bytes) -> None:
    with open(path, "wb") as f:
        for i in range(0, len(data), 256):
            f.write(data[i : i + 256])
            f.flush()


def main(argv: list[str]) -> None:
    if "--unsafe" in argv:
        import game.store.files

        game.store.files.atomic_write = _unsafe_write
        argv = [a for a in argv if a != "--unsafe"]
    data_dir, gen = Path(argv[0]), int(argv[1])
    store = Store(data_dir)
    print("ready", flush=True)
    while True:
        write_generation(store, gen)
        if store.notices:
            print("notice", store.notices[0].msgid, flush=True)
            return
        print(gen, flush=True)
        gen += 1


if __name__ == "__main__":
    main(sys.argv[1:])
