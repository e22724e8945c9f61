"""Standard output into a pipe that closes early: ``python -m game layout X | head -c 0``.

When the reader of the pipe has gone, what is left to print has nowhere to go: the command
line stops quietly, without a ``BrokenPipeError`` traceback, with exit status 141
(``EXIT_CLOSED_PIPE``, 128 + SIGPIPE: what a shell reports for ``cat`` or ``grep`` ended the
same way, so ``set -o pipefail`` scripts see the same thing as with those tools). Standard
output is pointed at the null device first, so Python's own flush at exit finds no pipe either
(the recipe in the documentation of ``signal``, "Note on SIGPIPE").
"""

from __future__ import annotations

import contextlib
import os
import select
import sys
from collections.abc import Callable

EXIT_CLOSED_PIPE = 141


def run(main: Callable[[], int]) -> int:
    """``main()``'s exit code, or EXIT_CLOSED_PIPE when its output pipe closed on it."""
    try:
        try:
            return main()
        finally:  # on a return or a SystemExit (argparse's --help, --version) alike
            sys.stdout.flush()
    except BrokenPipeError:
        if not stdout_closed():  # another pipe broke (a worker's): not ours to hide
            raise
        with contextlib.suppress(OSError, ValueError, AttributeError):
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, sys.stdout.fileno())
            os.close(devnull)
        return EXIT_CLOSED_PIPE


def stdout_closed() -> bool:
    """Whether standard output is a pipe whose reader has gone (poll says POLLERR); where
    that cannot be asked (Windows), a BrokenPipeError is taken to be about it."""
    try:
        poller = select.poll()
        poller.register(sys.stdout.fileno(), select.POLLOUT)
        events = poller.poll(0)
    except (AttributeError, OSError, ValueError):
        return True
    return any(event & (select.POLLERR | select.POLLHUP) for _fd, event in events)
