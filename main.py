"""Start the game at the menu.

    python main.py [--size WxH] [--fullscreen] [--kiosk] [--lang he|hu|ru|en]
                   [--data-dir DIR] [--frames N] [--screenshots DIR] [--version]

``--frames N`` draws N frames and exits (a smoke test); ``--screenshots DIR`` saves a PNG of
every screen into DIR and exits (``scenes.tour``; without ``--data-dir`` in a temporary
folder). SIGTERM ends the app within a second, after saving, also while it starts
(scenes.shutdown); output into a pipe that closed ends quietly with 141 (game.pipes).

Exit codes: 0 done (also after SIGTERM); 1 a damaged install (a bundled file missing, not a
regular file, or not as the build's manifest says; a font cut off or damaged; the message
names it, translated); 2 a bad argument (one line: also a ``--data-dir`` or ``--screenshots``
folder that cannot be made or written); 70 a crash loop (scenes.guard); 75 the data folder
is in use by another running app (one line, translated: it would count games twice).
"""

from __future__ import annotations

# pygame, the game and the scenes are imported inside the functions that use them: --help and
# a bad argument answer at once, without loading SDL (and the tour's screens only for a tour).
import argparse
import os
import sys
from typing import TYPE_CHECKING

from scenes import arguments as kind

if TYPE_CHECKING:
    from scenes.app import App

LANGS = ("he", "hu", "ru", "en")
EXIT_ASSET = 1  # a bundled file (font, ...) is missing or unreadable
EXIT_IN_USE = 75  # EX_TEMPFAIL: another app holds the data folder; try again when it ends


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    from game.version import PRODUCT, VERSION

    parser = argparse.ArgumentParser(
        prog="main.py", description="Solitaire for touchscreen tablets and kiosks"
    )
    parser.add_argument("--version", action="version", version=f"{PRODUCT} {VERSION}")
    parser.add_argument("--size", type=kind.size, default=(1280, 800), metavar="WxH",
                        help="window size (default 1280x800)")
    parser.add_argument("--fullscreen", action="store_true", help="fill the screen")
    parser.add_argument("--kiosk", action="store_true",
                        help="full screen without a frame; the window cannot be closed")
    parser.add_argument("--lang", choices=LANGS, default=None,
                        help="language (default: the saved setting, else the system's)")
    parser.add_argument("--data-dir", type=kind.folder, default=None, metavar="DIR",
                        help="folder for settings, statistics and the saved game")
    parser.add_argument("--frames", type=kind.frames, default=None, metavar="N",
                        help="draw N frames and exit (smoke test)")
    parser.add_argument("--screenshots", type=kind.folder, default=None, metavar="DIR",
                        help="save a PNG of every screen into DIR and exit")
    args = parser.parse_args(argv)
    for option, path, probe in (("--data-dir", args.data_dir, False),
                                ("--screenshots", args.screenshots, True)):
        problem = None if path is None else kind.folder_problem(path, probe)
        if problem is not None:
            parser.error(f"{option}: {path} is {problem}" if problem == "not a folder"
                         else f"{option}: cannot use {path}: {problem}")
    return args


def run_frames(app: App, frames: int) -> int:
    import pygame

    from scenes import shutdown

    with shutdown.loop(app.quit):
        for _i in range(frames):
            app.step(list(pygame.event.get()), 1 / 60)
            pygame.display.flip()
            if not app.running:  # SIGTERM or a quit on purpose
                break
    app.close()
    pygame.quit()
    return app.exit_code


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    if args.screenshots is not None or args.frames is not None:
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from game import i18n
    from game.store import FolderInUse
    from scenes import startup
    from scenes.ui.text import AssetError

    i18n.set_language(args.lang or i18n.system_language())  # for a refusal before the App
    lock = None
    try:
        if args.screenshots is None or args.data_dir is not None:
            lock = startup.hold_data_dir(args.data_dir)
        startup.check_assets()
        if args.screenshots is not None:
            from scenes import tour  # only for a tour: it imports every screen

            return tour.run(args)
        from scenes.app import App  # only now: the tour and a refusal need none

        app = App(args.size, args.lang, data_dir=args.data_dir, fullscreen=args.fullscreen,
                  kiosk=args.kiosk)
        app.nav.to_menu()
        if args.frames is not None:
            return run_frames(app, args.frames)
        return app.run()
    except FolderInUse:  # already said, in one translated line
        return EXIT_IN_USE
    except AssetError as exc:  # a damaged install: say which file, no traceback, translated
        print(f"main.py: error: {exc.told()}", file=sys.stderr)
        return EXIT_ASSET
    finally:
        if lock is not None:
            lock.release()


def run() -> int:
    """The program (``python main.py``, the installed ``solitaire`` command, the bundle):
    SIGTERM taken before anything starts (scenes.shutdown), output to a closed pipe ended
    quietly (game.pipes)."""
    from game import pipes
    from scenes import shutdown

    shutdown.install()
    try:
        code = pipes.run(main)
    except BaseException as exc:
        if not shutdown.cut_short_by(exc):
            raise
        shutdown.save()  # SIGTERM while starting: what the store holds, then exit 0
        code = 0
    shutdown.exit_if_cut_short(code)
    return code


if __name__ == "__main__":
    # The hint's worker process (scenes.table.hints) runs this program again; in a PyInstaller
    # bundle, freeze_support makes that copy the worker instead of a second app.
    import multiprocessing

    multiprocessing.freeze_support()
    sys.exit(run())
