"""Standard streams that are closed, full, or a pipe that closes early: the command line and the
app end cleanly, with an exit code that says what happened, whatever they are.

``run(main)`` runs a program's ``main()`` with its standard streams guarded:

- a stream closed before the start (``>&-``, ``2>&-``, ``<&-``): the null device is put on its
  descriptor, so no file opened later takes that number and receives what was meant for the
  stream (C code such as SDL prints to descriptor 1 whatever Python thinks of it), and Python
  gets a stream again (``print`` to a missing stream falls back to another, or fails). What is
  written there is discarded, as ``> /dev/null`` would: nothing went wrong;
- a pipe whose reader has gone (``| head -c 0``): the command stops printing and ends quietly
  with exit status 141 (``EXIT_CLOSED_PIPE``, 128 + SIGPIPE: what a shell reports for ``cat``
  or ``grep`` ended the same way, so ``set -o pipefail`` scripts see what they see with other
  tools);
- any other failed write of standard output (``> /dev/full``: no space left, an I/O error):
  one line on standard error and exit status 74 (``EXIT_OUTPUT_FAILED``, EX_IOERR);
- a failed write of standard error: there is nobody left to tell; it is ignored.

An exit status the program itself chose for its input (2 a bad argument, 3 a refusal) stays:
it says more than the output that could not be shown. For the app (``app=True``) standard output
is only diagnostics (pygame's import banner): its failure never stops the app nor changes its
exit status. A stream that failed once is pointed at the null device, so Python's own flush at
exit finds nothing left to fail on (the recipe in the documentation of ``signal``, "Note on
SIGPIPE"). Never a traceback for any of these.
"""

from __future__ import annotations

import contextlib
import errno
import io
import os
import sys
from collections.abc import Callable
from typing import IO, Any, TextIO

EXIT_CLOSED_PIPE = 141
EXIT_OUTPUT_FAILED = 74  # EX_IOERR (sysexits.h)
_STREAMS = (("stdin", 0, os.O_RDONLY), ("stdout", 1, os.O_WRONLY), ("stderr", 2, os.O_WRONLY))


class GuardedStream:
    """A standard stream whose failed writes are noted (``failure``) instead of raised, and
    after which it writes nothing more. A text that the stream's encoding cannot show still
    raises ``UnicodeEncodeError``: that is the text's problem, said by the command."""

    def __init__(self, stream: TextIO) -> None:
        self._stream = stream
        self.failure: OSError | None = None

    def write(self, text: str) -> int:
        if self.failure is None:
            try:
                self._stream.write(text)
            except UnicodeEncodeError:
                raise
            except (OSError, ValueError) as exc:
                self._failed(exc)
        return len(text)

    def writelines(self, lines: Any) -> None:
        for line in lines:
            self.write(line)

    def flush(self) -> None:
        if self.failure is None:
            try:
                self._stream.flush()
            except (OSError, ValueError) as exc:
                self._failed(exc)

    def _failed(self, exc: OSError | ValueError) -> None:
        # ValueError: a stream closed under it; taken as a closed descriptor.
        self.failure = exc if isinstance(exc, OSError) else OSError(errno.EBADF, str(exc))
        with contextlib.suppress(OSError, ValueError, AttributeError, io.UnsupportedOperation):
            _point_at_null(self._stream.fileno(), os.O_WRONLY)

    @property
    def broken_pipe(self) -> bool:
        return self.failure is not None and self.failure.errno == errno.EPIPE

    def __getattr__(self, name: str) -> Any:  # encoding, buffer, fileno, isatty...
        return getattr(self._stream, name)


def _point_at_null(fd: int, flags: int) -> None:
    null = os.open(os.devnull, flags)
    if null != fd:
        os.dup2(null, fd)
        os.close(null)


def guard_streams() -> tuple[GuardedStream, GuardedStream]:
    """Give the process usable standard streams (see the module's docstring); returns the
    guarded standard output and error. Call first thing: before anything opens a file."""
    for name, fd, flags in _STREAMS:
        try:
            os.fstat(fd)
        except OSError:  # closed: the null device takes its number, before any file does
            with contextlib.suppress(OSError):
                _point_at_null(fd, flags)
            setattr(sys, name, None)
        if getattr(sys, name) is None:
            mode = "r" if flags == os.O_RDONLY else "w"
            try:
                stream: IO[Any] = open(fd, mode, encoding="utf-8", closefd=False)  # noqa: SIM115
            except (OSError, ValueError):  # no descriptor at all (a windowed build)
                stream = io.StringIO() if fd == 0 else _Discard()
            setattr(sys, name, stream)
    out, err = (s if isinstance(s, GuardedStream) else GuardedStream(s)
                for s in (sys.stdout, sys.stderr))
    sys.stdout, sys.stderr = out, err
    return out, err


class _Discard(io.StringIO):
    """Text written nowhere."""

    def write(self, text: str) -> int:
        return len(text)


def run(main: Callable[[], int], *, app: bool = False, prog: str = "python -m game") -> int:
    """``main()``'s exit status with the standard streams guarded; or EXIT_CLOSED_PIPE,
    EXIT_OUTPUT_FAILED when its standard output could not take what it printed (``app``: never
    for that; ``prog`` names the program in the line that says so)."""
    out, _err = guard_streams()
    try:
        code = main()
    except SystemExit as exc:  # argparse's --help, --version and refusals
        code = _exit_status(exc.code)
    out.flush()
    if app or code != 0 or out.failure is None:
        return code
    if out.broken_pipe:
        return EXIT_CLOSED_PIPE
    reason = out.failure.strerror or out.failure
    sys.stderr.write(f"{prog}: cannot write standard output ({reason})\n")
    return EXIT_OUTPUT_FAILED


def _exit_status(code: object) -> int:
    if code is None:
        return 0
    if isinstance(code, int):
        return code
    sys.stderr.write(f"{code}\n")  # what sys.exit("text") would have printed
    return 1
