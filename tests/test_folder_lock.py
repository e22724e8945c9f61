"""Two apps never share a data folder (game/store/lock.py; issue #36, item 6): a lock file that
is a link, a folder or anything else that cannot be locked stops the app with one translated
line and exit code 75, in kiosk mode too (before, both apps said "cannot lock ... running
unlocked" and ran); a folder that cannot hold files (``/proc/self``) has its own line, not
"already running" with 75: no app can write there, so the game runs, saving nothing.
"""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from game.i18n import translator
from game.store import FolderInUse, FolderUnlockable, FolderUnusable, lock
from game.store.notices import MSG_IN_USE

from .conftest import ROOT

pytestmark = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="POSIX links and FIFOs")

HEADLESS = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}


def _link_to_null(path: Path) -> None:
    path.symlink_to(os.devnull)


def _link_to_itself(path: Path) -> None:
    path.symlink_to(path)


def _dangling_link(path: Path) -> None:
    path.symlink_to(path.parent / "nowhere")


UNLOCKABLE: dict[str, tuple[Callable[[Path], None], str]] = {
    "a link to /dev/null": (_link_to_null, lock.REASON_LINK),
    "a link to itself": (_link_to_itself, lock.REASON_LINK),
    "a link to nowhere": (_dangling_link, lock.REASON_LINK),
    "a folder": (Path.mkdir, lock.REASON_FOLDER),
    "a FIFO": (os.mkfifo, lock.REASON_NOT_A_FILE),
}


@pytest.mark.parametrize("kind", list(UNLOCKABLE))
def test_a_lock_file_that_cannot_be_locked_refuses_every_app(tmp_path: Path, kind: str) -> None:
    make, reason = UNLOCKABLE[kind]
    make(tmp_path / lock.LOCK_FILE)
    for _app in range(2):  # neither the first app nor the second runs
        with pytest.raises(FolderUnlockable) as refused:
            lock.hold(tmp_path)
        assert refused.value.reason == reason
    assert str(tmp_path / lock.LOCK_FILE) in refused.value.told()


def test_a_folder_that_cannot_hold_files_is_not_said_to_be_in_use(tmp_path: Path) -> None:
    with pytest.raises(FolderUnusable) as refused:
        lock.hold(Path("/proc/self"))
    assert refused.value.reason == lock.REASON_NO_FILES
    not_a_folder = tmp_path / "file"
    not_a_folder.write_text("x")
    with pytest.raises(FolderUnusable) as refused:
        lock.hold(not_a_folder)
    assert refused.value.reason == lock.REASON_NOT_A_FOLDER


def test_no_room_for_the_lock_file_is_no_start(tmp_path: Path,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    """A full disk may have room again while the app runs, and a second app then writes too:
    that is no folder that cannot hold files."""
    import errno

    from game.store import files

    def full(*_args: object, **_kwargs: object) -> int:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(files, "open_file", full)
    with pytest.raises(FolderUnlockable, match="No space left"):
        lock.hold(tmp_path)


def test_the_lock_holds_against_a_second_holder(tmp_path: Path) -> None:
    held = lock.hold(tmp_path)
    with pytest.raises(FolderInUse) as refused:
        lock.hold(tmp_path)
    held.release()
    assert refused.value.told() == MSG_IN_USE.format(folder=tmp_path)


def _start(folder: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, str(ROOT / "main.py"), "--data-dir", str(folder), "--frames", "1",
         "--size", "800x480", *args],
        capture_output=True, text=True, env=HEADLESS, timeout=120, check=False)


def _told(result: subprocess.CompletedProcess[str]) -> str:
    [line] = [x for x in result.stderr.splitlines() if not x.startswith("pygame-ce ")]
    return line


@pytest.mark.parametrize(("kind", "args"), [("a link to /dev/null", ["--kiosk"]),
                                            ("a folder", ["--lang", "hu"])])
def test_the_app_refuses_a_lock_it_cannot_take_with_75(
    tmp_path: Path, kind: str, args: list[str]
) -> None:
    make, reason = UNLOCKABLE[kind]
    make(tmp_path / lock.LOCK_FILE)
    result = _start(tmp_path, *args)
    assert result.returncode == 75, result.stderr
    lang = translator("hu" if "hu" in args else "en")
    expected = lang.gettext(FolderUnlockable.message).format(
        folder=tmp_path, path=tmp_path / lock.LOCK_FILE, reason=lang.gettext(reason))
    assert _told(result) == expected
    assert not (tmp_path / "logs").exists()  # nothing else was read or written


@pytest.mark.skipif(not Path("/proc/self").is_dir(), reason="needs /proc")
def test_the_app_on_proc_self_says_the_folder_is_unusable_and_saves_nothing() -> None:
    result = _start(Path("/proc/self"), "--lang", "en")
    assert result.returncode == 0, result.stderr
    [line] = [x for x in result.stderr.splitlines() if x.startswith("Solitaire ")]
    assert line.startswith("Solitaire cannot keep anything in the data folder /proc/self (")
    assert "already running" not in result.stderr


def test_a_killed_holder_leaves_the_folder_free(tmp_path: Path) -> None:
    """The operating system drops the lock with its process, however it ends."""
    code = ("import sys, time; sys.path.insert(0, sys.argv[2]); from pathlib import Path;"
            "from game.store import lock; held = lock.hold(Path(sys.argv[1]));"
            "print('held', flush=True); time.sleep(60)")
    child = subprocess.Popen([sys.executable, "-c", code, str(tmp_path), str(ROOT)],
                             stdout=subprocess.PIPE, text=True)
    try:
        assert child.stdout is not None and child.stdout.readline().strip() == "held"
        with pytest.raises(FolderInUse):
            lock.hold(tmp_path)
    finally:
        child.kill()
        child.wait(timeout=30)
    lock.hold(tmp_path).release()
