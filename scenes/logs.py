"""The app's log: a rotating file in the data folder, for the staff of a kiosk to read.

``setup(data_dir)`` sends the ``solitaire`` loggers to ``<data_dir>/logs/solitaire.log``
(256 KB, three old files kept: a year of kiosk crashes fits, a runaway cannot fill the disk)
and routes uncaught exceptions, in the main thread and in others, to it. It can be called again
with another folder (tests, a changed ``--data-dir``): the previous file handler is replaced,
never added twice. A folder that cannot be written leaves logging on standard error only; a log
must never be the reason the game does not start, nor stop it, nor fill the console:

- the file is opened through the one door (``game.store.files.open_append``): a FIFO, a device
  (``/dev/full``) or a folder in its place is refused at once with one line on standard error,
  never waited for;
- a write that fails (a full disk) is said once on standard error, in one line, and then
  quietly retried with each record, never a "Logging error" traceback per line.

The first line each run writes names the version (``game.version``).
"""

from __future__ import annotations

import contextlib
import io
import logging
import logging.handlers
import platform
import sys
import threading
import types
from pathlib import Path

from game.store.files import BadFile, open_append
from game.version import PRODUCT, VERSION

LOGGER_NAME = "solitaire"
LOG_FOLDER = "logs"
LOG_FILE = "solitaire.log"
MAX_BYTES = 256 * 1024
BACKUPS = 3
FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"

log = logging.getLogger(LOGGER_NAME)
_handler: logging.Handler | None = None  # the file handler this module installed


class LogFile(logging.handlers.RotatingFileHandler):
    """The rotating log file, opened through the one door and quiet when it cannot write."""

    told = False  # the one line on standard error about a failed write was written

    def _open(self) -> io.TextIOWrapper:
        return open_append(self.baseFilename)

    def handleError(self, record: logging.LogRecord) -> None:
        if self.told:
            return
        self.told = True
        error = sys.exc_info()[1]
        reason = getattr(error, "strerror", None) or error
        with contextlib.suppress(OSError, ValueError):  # no standard error either
            sys.stderr.write(f"solitaire: cannot write the log {self.baseFilename} ({reason}); "
                             "the game goes on without it\n")


def log_path(data_dir: Path | str) -> Path:
    return Path(data_dir) / LOG_FOLDER / LOG_FILE


def setup(data_dir: Path | str, level: int = logging.INFO) -> Path | None:
    """Log to the rotating file in ``data_dir``; returns its path, or None if it cannot be."""
    global _handler
    path = log_path(data_dir)
    if _handler is not None and getattr(_handler, "baseFilename", None) == str(path.resolve()):
        return path
    _remove_handler()
    log.setLevel(level)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handler: logging.Handler = LogFile(
            path, maxBytes=MAX_BYTES, backupCount=BACKUPS, encoding="utf-8", delay=False
        )
    except (OSError, BadFile) as exc:
        reason = getattr(exc, "strerror", None) or exc
        with contextlib.suppress(OSError, ValueError):  # no standard error either
            sys.stderr.write(f"solitaire: cannot write the log {path} ({reason}); "
                             "the game goes on without it\n")
        return None
    handler.setFormatter(logging.Formatter(FORMAT))
    log.addHandler(handler)
    _handler = handler
    _install_hooks()
    log.info("%s %s (Python %s, %s)", PRODUCT, VERSION, platform.python_version(),
             platform.platform(terse=True))
    return path



def shutdown() -> None:
    """Close the file (the app is ending, or a test is done with its folder)."""
    _remove_handler()


def _remove_handler() -> None:
    global _handler
    if _handler is not None:
        log.removeHandler(_handler)
        _handler.close()
        _handler = None


def _excepthook(
    kind: type[BaseException], value: BaseException, tb: types.TracebackType | None
) -> None:
    if not issubclass(kind, KeyboardInterrupt):
        log.critical("uncaught exception", exc_info=(kind, value, tb))
    sys.__excepthook__(kind, value, tb)


def _thread_excepthook(args: threading.ExceptHookArgs) -> None:
    if args.exc_value is not None and not isinstance(args.exc_value, SystemExit):
        log.error(
            "uncaught exception in thread %s",
            args.thread.name if args.thread else "?",
            exc_info=(args.exc_type, args.exc_value, args.exc_traceback),
        )


def _install_hooks() -> None:
    sys.excepthook = _excepthook
    threading.excepthook = _thread_excepthook
