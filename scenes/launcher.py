"""The program: ``python main.py`` (the checkout's launcher), the installed ``solitaire``
command and the bundle all start here (``run``). Its options and exit codes are main.py's
(see its docstring).

pygame, the game and the scenes are imported inside the functions that use them: ``--help``
and a bad argument answer at once, without loading SDL (and the tour's screens only for a
tour).
"""

from __future__ import annotations

import argparse
import os
import sys
from typing import TYPE_CHECKING

from scenes import arguments as kind

if TYPE_CHECKING:
    from scenes.app import App

LANGS = ("he", "hu", "ru", "en")
EXIT_ASSET = 1  # a bundled file (font, ...) is missing or unreadable
EXIT_IN_USE = 75  # EX_TEMPFAIL: another app holds the data folder, or it cannot be locked


def parse_args(argv: list[str] | None = None, prog: str = "main.py") -> argparse.Namespace:
    from game.version import PRODUCT, VERSION  # (see the module's docstring: --help at once)

    parser = argparse.ArgumentParser(
        prog=prog, description="Solitaire for touchscreen tablets and kiosks"
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
    import pygame  # (see the module's docstring: SDL only for a run)

    from scenes import shutdown  # (as run)

    with shutdown.loop(app.quit):
        for _i in range(frames):
            app.step(list(pygame.event.get()), 1 / 60)
            pygame.display.flip()
            if not app.running:  # SIGTERM or a quit on purpose
                break
    app.close()
    pygame.quit()
    return app.exit_code


def main(argv: list[str] | None = None, prog: str = "main.py") -> int:
    args = parse_args(argv, prog)
    if args.screenshots is not None or args.frames is not None:
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    # Only now (see the module's docstring): the arguments are good.
    from game import i18n
    from game.store import FolderRefused  # (as i18n)
    from scenes import startup  # (as i18n)
    from scenes.ui.text import AssetError  # (as i18n: pygame comes with it)

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
                  kiosk=args.kiosk, quick_start=True)
        app.nav.to_menu()
        if args.frames is not None:
            return run_frames(app, args.frames)
        return app.run()
    except FolderRefused:  # already said, in one translated line
        return EXIT_IN_USE
    except AssetError as exc:  # a damaged install: say which file, no traceback, translated
        print(f"{prog}: error: {exc.told()}", file=sys.stderr)
        return EXIT_ASSET
    finally:
        if lock is not None:
            lock.release()


def run(prog: str = "solitaire") -> int:
    """The program, ``prog`` naming it in its messages: standard streams guarded first (closed,
    full or a closed pipe: game.pipes), then SIGTERM taken before anything starts
    (scenes.shutdown)."""
    # (see the module's docstring: both are light, and SIGTERM is taken before anything else)
    from game import pipes
    from scenes import shutdown  # (as pipes)

    pipes.guard_streams()  # before anything opens a descriptor that a closed stream would lend
    shutdown.install()
    try:
        code = pipes.run(lambda: main(prog=prog), app=True, prog=prog)
    except BaseException as exc:
        if not shutdown.cut_short_by(exc):
            raise
        shutdown.save()  # SIGTERM while starting: what the store holds, then exit 0
        code = 0
    shutdown.exit_if_terminated(code)  # saved: no teardown to wait for
    return code
