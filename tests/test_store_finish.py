"""Every game counted exactly once, whatever happens: a kill at every write of the finish path,
an abandoned game's table saving it back, two apps on one folder, a full disk, and a game of a
million actions."""

from __future__ import annotations

import datetime as dt
import errno
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from game import notation
from game.challenges import Challenge, challenges_for
from game.moves import STOCK, WASTE, Move, cell, column
from game.session import Session
from game.store import (
    MSG_DISK_FULL,
    MSG_IN_USE,
    MSG_RESULT_PENDING,
    MSG_RESULT_SAVED,
    STATS_FILE,
    FolderInUse,
    GameStats,
    Slot,
    Store,
)

ROOT = Path(__file__).resolve().parent.parent
KILLER = ROOT / "tests" / "finish_killer.py"
DAY = dt.date(2026, 4, 1)
GOLF = {"game": "golf", "options": "E", "waste": ["4C"], "stock": []}
WIN_LAYOUT = dict(GOLF, tableau=[["5C"], [], [], [], [], [], []])  # column 1 wins
STUCK_LAYOUT = dict(GOLF, tableau=[["9C", "5S"], [], [], [], [], [], []])  # column 1: stuck


def challenge_day() -> tuple[dt.date, Challenge]:
    """A shipped day whose Golf challenge is won by its proof's last move (a win is counted
    at once: the kills fall in the finish of the very move that meets it)."""
    day = dt.date(2026, 12, 1)
    while True:
        found = challenges_for(day)[0]
        if found.game == "golf" and found.goal == "stock":
            return day, found
        day += dt.timedelta(days=1)


def prepare(folder: Path, scenario: str) -> str:
    """Save the game the scenario ends; returns its id."""
    store = Store(folder)
    if scenario == "challenge":
        day, found = challenge_day()
        session = Session.start_challenge(store, day, found.number)
        for token in found.proof.split()[:-1]:
            session.play(notation.resolve(session.game, notation.parse(token)))
    elif scenario == "abandon":
        session = Session.start(store, "golf", "C", 5, daily_date=DAY)
        session.play(Move(STOCK, WASTE))
    else:
        session = Session.from_layout(store, WIN_LAYOUT if scenario == "win" else STUCK_LAYOUT)
        session.tick(5.0)
        session.save()
    return session.game_id


def saved_file(scenario: str) -> str:
    """The file of the game the scenario ends: its slot's (the daily deal's, the challenge's,
    or Golf's)."""
    return Slot.of("golf", daily=scenario == "abandon",
                   challenge=scenario == "challenge").file_name


def run_killer(folder: Path, scenario: str, kill_at: int) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, PYTHONDONTWRITEBYTECODE="1")
    return subprocess.run(
        [sys.executable, "-S", str(KILLER), str(folder), scenario, str(kill_at)],
        capture_output=True, text=True, env=env, timeout=120, check=False,
    )


def result_key(scenario: str) -> tuple[str, str]:
    if scenario == "challenge":
        return "golf", challenge_day()[1].options
    return ("golf", "C") if scenario == "abandon" else ("golf", "E")


def halfway(folder: Path, scenario: str, game_id: str) -> bool:
    """The result is on disk and the finished game still is too (start-up completes it)."""
    try:
        stats = json.loads((folder / STATS_FILE).read_text())
        saved = json.loads((folder / saved_file(scenario)).read_text())
    except (OSError, ValueError):
        return False
    return game_id in stats.get("recorded", []) and saved.get("id") == game_id


def settle(folder: Path, scenario: str, game_id: str) -> GameStats:
    """Start again after the kill, check what the player finds, play on to the game's end,
    and return its results as a later start reads them."""
    store = Store(folder)
    assert store.notices == []
    entry = store.stats.get(*result_key(scenario))
    assert entry.played in (0, 1)
    saved = store.load_game()
    if entry.played == 0:  # killed before the result's write: the game is still there
        assert saved is not None and saved.game_id == game_id
        session = Session.resume(store)
        assert session is not None
        if scenario == "abandon":  # a new deal in its place, as the killer's
            Session.start(store, "golf", "E", 2, daily_date=DAY)
        elif scenario == "challenge":
            last = notation.parse(challenge_day()[1].proof.split()[-1])
            session.play(notation.resolve(session.game, last))
            assert session.recorded
        else:
            if not session.finished:  # (stuck: killed after the move's save, before accepting)
                session.play(Move(column(0), WASTE))
            session.record_result()
    else:  # counted: the game never comes back
        assert saved is None or saved.game_id != game_id
    return Store(folder).stats.get(*result_key(scenario))


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
@pytest.mark.parametrize("scenario", ["win", "stuck", "abandon", "challenge"])
def test_a_kill_at_every_write_of_the_finish_counts_the_game_once(
    tmp_path: Path, scenario: str
) -> None:
    dry = tmp_path / "dry"
    prepare(dry, scenario)
    done = run_killer(dry, scenario, 0)
    assert done.returncode == 0, done.stderr
    changes = int(done.stdout.split()[-1])
    assert changes >= 4  # the result's write (file, fsync, rename, folder) and the removal
    halfways = 0
    for kill_at in range(1, changes + 1):
        folder = tmp_path / str(kill_at)
        game_id = prepare(folder, scenario)
        run = run_killer(folder, scenario, kill_at)
        assert run.returncode == -signal.SIGKILL, (kill_at, run.stdout, run.stderr)
        halfways += halfway(folder, scenario, game_id)
        entry = settle(folder, scenario, game_id)
        assert (entry.played, entry.won) == (1, 0 if scenario in ("stuck", "abandon") else 1), \
            kill_at
        if scenario == "challenge":  # met, and counted once: the day's set holds it
            stats = Store(folder).stats
            day, found = challenge_day()
            assert stats.challenges_met(day) == {found.number}, kill_at
            assert stats.challenges == {day.isoformat(): [found.number]}, kill_at
        if scenario == "abandon":
            daily = Store(folder).stats.daily_result(DAY, "golf", "C")
            assert daily is not None and daily.played == 1, kill_at
            # The new game, untouched, or nothing if the kill came before its first save.
            saved = Store(folder).load_game()
            assert saved is None or (saved.game.options, saved.game.moves) == ("E", 0)
    assert halfways >= 1  # some kills fell between the result and the removal
    print(f"{scenario}: {changes} kills survived, 0 games double-counted, "
          f"{halfways} finishes completed at start-up")


# --- an abandoned game is never written back ---------------------------------------------------
def test_new_game_from_the_table_never_brings_the_old_one_back(tmp_path: Path) -> None:
    from scenes.app import App
    from scenes.dialogs.new_game import NewGameScene
    from scenes.pages.menu import MenuScene
    from scenes.table.scene import TableScene

    app = App((1024, 600), "en", data_dir=tmp_path)
    app.stack.push(MenuScene(app))
    old = app.nav.start_game("golf", "C", 5, daily_date=DAY)
    old.play(Move(STOCK, WASTE))
    table = app.scene
    assert isinstance(table, TableScene)
    table.new_game()
    assert isinstance(app.scene, NewGameScene)
    # A new deal in its place (another day's daily deal); the old table leaves: exit() saves.
    new = app.nav.start_game("golf", "C", 6, daily_date=DAY - dt.timedelta(days=1))
    assert app.scene is not table and new.game_id != old.game_id
    # A quit, kill or power cut now: the next start finds the new game, the old one counted once.
    store = Store(tmp_path)
    saved = store.load_game()
    assert saved is not None and saved.game_id == new.game_id and saved.game.moves == 0
    assert store.stats.get("golf", "C").played == 1
    daily = store.stats.daily_result(DAY, "golf", "C")
    assert daily is not None and daily.played == 1
    assert not old.save()  # whoever still holds it
    assert Store(tmp_path).load_game().game_id == new.game_id  # type: ignore[union-attr]


def test_a_game_over_is_never_saved_again(tmp_path: Path) -> None:
    store = Store(tmp_path)
    s = Session.from_layout(store, WIN_LAYOUT)
    s.play(Move(column(0), WASTE))
    assert s.recorded and not store.has_saved_game()
    assert not store.save_game(s.game, s.window, 1.0, layout=WIN_LAYOUT, game_id=s.game_id)
    assert not store.has_saved_game()
    s.record_result()
    assert Store(tmp_path).stats.get("golf", "E").played == 1


def test_recording_twice_under_one_id_counts_once(tmp_path: Path) -> None:
    store = Store(tmp_path)
    game = Session.from_layout(store, WIN_LAYOUT).game
    for _i in range(3):
        store.finish_game("a1", game, True, 3.0, DAY)
        Store(tmp_path).finish_game("a1", game, True, 3.0, DAY)
    stats = Store(tmp_path).stats
    assert stats.get("golf", "E").played == 1 and stats.recorded == ["a1"]
    daily = stats.daily_result(DAY, "golf", "E")
    assert daily is not None and daily.played == 1


def test_results_of_many_games_forget_old_ids_only(tmp_path: Path) -> None:
    from game.store.stats import RECORDED_KEEP

    store = Store(tmp_path)
    game = Session.from_layout(store, WIN_LAYOUT).game
    for i in range(RECORDED_KEEP + 5):
        store.finish_game(f"g{i}", game, False, 1.0)
    stats = Store(tmp_path).stats
    assert stats.get("golf", "E").played == RECORDED_KEEP + 5
    assert stats.recorded == [f"g{i}" for i in range(5, RECORDED_KEEP + 5)]


# --- a full disk -------------------------------------------------------------------------------
class FullDisk:
    """``os`` for the store whose writes fail with ENOSPC while ``full`` (reads still work)."""

    def __init__(self) -> None:
        self.full = False
        self.refused = 0

    def __getattr__(self, name: str) -> Any:
        real = getattr(os, name)
        if name != "write":
            return real

        def write(fd: int, data: Any) -> int:
            if self.full:
                self.refused += 1
                raise OSError(errno.ENOSPC, "No space left on device")
            return real(fd, data)

        return write


@pytest.fixture
def disk(monkeypatch: pytest.MonkeyPatch) -> FullDisk:
    import game.store.files as store_files

    fake = FullDisk()
    monkeypatch.setattr(store_files, "os", fake)
    return fake


_BE, _EB = Move(cell(1), cell(4)), Move(cell(4), cell(1))


def _cycle(session: Session, count: int) -> None:
    """Eight Off deal 130: 5H between cells b and e, and an undo now and then."""
    for i in range(count):
        if i % 7 == 6:
            session.undo()
        else:
            session.play(_BE if session.game.cells[1] else _EB)  # type: ignore[attr-defined]


def test_a_full_disk_never_rewinds_what_is_on_the_screen(tmp_path: Path, disk: FullDisk) -> None:
    store = Store(tmp_path)
    session = Session.start(store, "eight_off", "C8", 130)
    _cycle(session, 3)
    disk.full = True
    _cycle(session, 5)
    assert disk.refused and [n.msgid for n in store.take_notices()] == [MSG_DISK_FULL]
    shown = session.game.clone()
    # Menu -> Continue: the game as it is on the screen, not the older one on the disk.
    assert store.has_saved_game()
    again = Session.resume(store)
    assert again is not None and again.game == shown and again.game_id == session.game_id
    assert again.window == session.window
    disk.full = False
    _cycle(again, 1)  # the next action writes it all
    later = Store(tmp_path).load_game()
    assert later is not None and later.game == again.game


def test_a_game_won_on_a_full_disk_is_kept_until_it_is_stored(
    tmp_path: Path, disk: FullDisk
) -> None:
    store = Store(tmp_path)
    session = Session.from_layout(store, WIN_LAYOUT)
    disk.full = True
    session.play(Move(column(0), WASTE))
    assert session.recorded and store.stats.get("golf", "E").won == 1  # counted, in memory
    assert [n.msgid for n in store.take_notices()] == [MSG_DISK_FULL, MSG_RESULT_PENDING]
    assert not store.has_saved_game() and store.load_game() is None  # the game is over
    assert store.unsaved and not store.flush()  # still full: kept, tried again
    # On disk meanwhile: the game before its last move, not counted (a kill now would find
    # it under Continue, and count it once when it ends).
    assert Store(tmp_path).stats.get("golf", "E").played == 0
    disk.full = False
    store.save_settings()  # any later write stores the result first
    assert not store.unsaved
    assert [n.msgid for n in store.take_notices()] == [MSG_RESULT_SAVED]
    reopened = Store(tmp_path)
    assert reopened.stats.get("golf", "E").won == 1 and not reopened.has_saved_game()


def test_a_full_disk_through_the_app_menu_and_continue(tmp_path: Path, disk: FullDisk) -> None:
    from scenes.app import App
    from scenes.pages.menu import MenuScene
    from scenes.table.scene import TableScene

    app = App((1024, 600), "en", data_dir=tmp_path)
    app.stack.push(MenuScene(app))
    session = app.nav.start_game("eight_off", "C8", 130)
    _cycle(session, 3)
    disk.full = True
    _cycle(session, 5)
    moves = session.game.moves
    on_disk = Store(tmp_path).load_game()
    assert on_disk is not None and (on_disk.game.moves, moves) == (3, 8)
    table = app.scene
    assert isinstance(table, TableScene)
    table.to_menu()
    menu = app.scene
    assert isinstance(menu, MenuScene) and menu.continue_button is not None
    menu.continue_game()
    assert isinstance(app.scene, TableScene)
    assert app.scene.session.game == session.game and app.scene.session.game.moves == 8


# --- two apps on one folder ----------------------------------------------------------------
HEADLESS = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}


def start_app(folder: Path, *args: str) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, str(ROOT / "main.py"), "--data-dir", str(folder), "--size", "800x480",
         *args],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=HEADLESS,
    )


def wait_for_frame(folder: Path, proc: subprocess.Popen[str], timeout: float = 90.0) -> None:
    log = folder / "logs" / "solitaire.log"
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if log.exists() and "first frame drawn" in log.read_text(encoding="utf-8"):
            return
        assert proc.poll() is None, proc.communicate()
        time.sleep(0.1)
    raise AssertionError("the app drew no frame")


def test_a_second_app_on_one_folder_is_refused_and_a_crash_frees_it(tmp_path: Path) -> None:
    first = start_app(tmp_path, "--frames", "100000000")
    try:
        wait_for_frame(tmp_path, first)
        second = subprocess.run(
            [sys.executable, str(ROOT / "main.py"), "--data-dir", str(tmp_path), "--frames",
             "1", "--lang", "hu"], capture_output=True, text=True, env=HEADLESS, timeout=120,
        )
        assert second.returncode == 75
        [line] = [x for x in second.stderr.splitlines() if "pygame" not in x]
        from game.i18n import translator

        assert line == translator("hu").gettext(MSG_IN_USE).format(folder=tmp_path)
        assert line != MSG_IN_USE.format(folder=tmp_path)  # in the language asked for
    finally:
        first.kill()  # SIGKILL: a crash; the kernel drops the lock with the process
        first.communicate()
    third = subprocess.run(
        [sys.executable, str(ROOT / "main.py"), "--data-dir", str(tmp_path), "--frames", "1"],
        capture_output=True, text=True, env=HEADLESS, timeout=120,
    )
    assert third.returncode == 0, third.stderr


def test_the_folder_lock_is_exclusive_and_released(tmp_path: Path) -> None:
    from game.store import lock

    held = lock.hold(tmp_path / "new")  # made if missing
    with pytest.raises(FolderInUse):
        lock.hold(tmp_path / "new")
    held.release()
    lock.hold(tmp_path / "new").release()


def test_no_lock_is_no_start_where_the_file_system_has_none(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Nothing else keeps a second app off the folder: never "running unlocked"."""
    import errno

    from game.store import FolderUnlockable, FolderUnusable, lock

    def no_locks(fd: int) -> None:
        raise OSError(errno.ENOLCK, "No locks available")  # as some network mounts answer

    monkeypatch.setattr(lock, "_lock", no_locks)
    with pytest.raises(FolderUnlockable) as refused:
        lock.hold(tmp_path)
    assert "No locks available" in refused.value.told()
    monkeypatch.undo()
    blocker = tmp_path / "file"
    blocker.write_text("x")
    with pytest.raises(FolderUnusable):  # cannot be made
        lock.hold(blocker / "data")


def test_the_lock_is_never_the_soft_kind_a_crash_would_leave(tmp_path: Path) -> None:
    """A soft lock (the file's presence) would outlive a crash: the lock file left by a
    released (or killed) app does not lock the folder."""
    from game.store import lock

    held = lock.hold(tmp_path)
    assert (tmp_path / lock.LOCK_FILE).exists()
    held.release()
    assert (tmp_path / lock.LOCK_FILE).exists()  # the file stays, and means nothing
    lock.hold(tmp_path).release()


# --- a game of a million actions -------------------------------------------------------------
@pytest.mark.slow
def test_a_game_of_a_million_actions_saves_small_and_resumes_exactly(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A million actions through the session (moves between cells, an undo every seventh),
    with the real save at checkpoints (a million fsyncs would take an hour): the file is the
    same size at action 700 as at a million, and it resumes exactly."""
    store = Store(tmp_path)
    session = Session.start(store, "eight_off", "C8", 130)
    real_save = Session.save
    monkeypatch.setattr(Session, "save", lambda self: True)
    sizes: dict[int, int] = {}
    done = 0
    for checkpoint in (700, 70_000, 1_000_000):
        _cycle(session, checkpoint - done)
        done = checkpoint
        assert real_save(session)
        sizes[checkpoint] = (tmp_path / Slot("eight_off").file_name).stat().st_size
    assert session.game.moves > 850_000 and len(session.window) == 100
    assert sizes[1_000_000] < 8 * 1024 and sizes[1_000_000] - sizes[700] < 32  # digits only
    saved = Store(tmp_path).load_game()
    assert saved is not None and saved.game == session.game  # the undo history too
    assert saved.window == list(session.window)
    print(f"saved game after 700 / 70 000 / 1 000 000 actions: {sizes} bytes")


def test_a_game_abandoned_on_a_full_disk_is_counted_and_the_new_one_kept(
    tmp_path: Path, disk: FullDisk
) -> None:
    store = Store(tmp_path)
    old = Session.start(store, "golf", "C", 5, daily_date=DAY)
    old.play(Move(STOCK, WASTE))
    disk.full = True
    # A new deal in its place: the old one counted in memory, the new unsaved.
    new = Session.start(store, "golf", "E", 9, daily_date=DAY)
    new.play(Move(STOCK, WASTE))
    assert store.stats.get("golf", "C").played == 1 and store.unsaved
    assert store.load_game().game_id == new.game_id  # type: ignore[union-attr]
    disk.full = False
    assert store.flush() and not store.unsaved
    reopened = Store(tmp_path)
    assert reopened.stats.get("golf", "C").played == 1
    saved = reopened.load_game()
    assert saved is not None and saved.game_id == new.game_id and saved.game == new.game


def test_a_late_result_of_an_abandoned_game_leaves_the_new_game_alone(tmp_path: Path) -> None:
    store = Store(tmp_path)
    old = Session.from_layout(store, WIN_LAYOUT)
    old.tick(2.0)
    old.save()
    new = Session.start(store, "golf", "C", 4)  # the old one: untouched, forgotten, closed
    new.play(Move(STOCK, WASTE))
    old.play(Move(column(0), WASTE))  # its table still open somewhere: the win is counted...
    assert old.recorded and store.stats.get("golf", "E").played == 1
    saved = Store(tmp_path).load_game()  # ...and the new game is still the one saved
    assert saved is not None and saved.game_id == new.game_id and saved.game == new.game
