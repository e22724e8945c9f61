"""Start the game at the menu.

    python main.py [--size WxH] [--fullscreen] [--kiosk] [--lang he|hu|ru|en]
                   [--data-dir DIR] [--frames N] [--screenshots DIR] [--version]

``--frames N`` draws N frames and exits (a smoke test); ``--screenshots DIR`` saves a PNG of
every screen into DIR and exits (``scenes.tour``; without ``--data-dir`` in a temporary
folder). SIGTERM ends the app within a second, after saving, also while it starts
(scenes.shutdown); closed, full or closed-pipe standard streams never stop it (game.pipes).

Exit codes: 0 done (also after SIGTERM); 1 a damaged install (a bundled file missing, not a
regular file, or not as the build's manifest says; a font cut off or damaged; the message
names it, translated); 2 a bad argument (one line: also a ``--data-dir`` or ``--screenshots``
folder that cannot be made or written); 70 a crash loop (scenes.guard); 75 the data folder is
in use by another running app, or its lock file cannot be locked (one line, translated: two
apps on one folder would count games twice). A data folder no file can be made in
(read-only, ``/proc/self``) is said in one line too, and the game runs, saving nothing.

The program itself is ``scenes.launcher`` (the installed ``solitaire`` command runs it too);
this file is the checkout's and the bundle's way in.
"""

from __future__ import annotations

import sys

from scenes.launcher import main, parse_args, run

__all__ = ["main", "parse_args", "run"]

if __name__ == "__main__":
    # The hint's worker process (scenes.table.hints) runs this program again; in a PyInstaller
    # bundle, freeze_support makes that copy the worker instead of a second app. Elsewhere it
    # does nothing, and multiprocessing is not worth importing for --version.
    if getattr(sys, "frozen", False):
        import multiprocessing

        multiprocessing.freeze_support()
    sys.exit(run("main.py"))
