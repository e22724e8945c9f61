"""The line between the app and its hint worker (``scenes.table.hints``): pickled messages in
frames (a 4-byte length, then the pickle) over a socket pair.

The app's end (``AppEnd``) never waits, whatever the worker does (stopped with SIGSTOP, deep in
a search, dead): its socket is non-blocking, ``send`` takes one frame at a time and writes
what the socket accepts now (``flush`` writes the rest at the next exchange, and says whether
the line is free for the next message), and ``receive`` takes what has come in, no more than
``MAX_READ`` bytes a call. What waits to be sent is the worker's business
(``hints.Outbox``: bounded, positions merged), not this line's.

The worker's end (``WorkerEnd``) blocks as a worker may: ``recv``, ``poll``, ``send``.

This module must not import pygame: the worker process imports it.
"""

from __future__ import annotations

import pickle
import select
import socket
import struct
from typing import Any

HEADER = struct.Struct("!I")
MAX_FRAME = 64 << 20  # far above any message (a review of 1 500 moves is tens of KB)
MAX_READ = 1 << 20  # bytes taken in one call of ``AppEnd.receive``: a frame's worth of work


class LineBroken(OSError):
    """The other end has gone, or sent what is no frame."""


def pair() -> tuple[socket.socket, socket.socket]:
    """The app's socket and the worker's (passed to the worker process)."""
    ours, theirs = socket.socketpair()
    ours.setblocking(False)
    return ours, theirs


def _frame(message: Any) -> bytes:
    data = pickle.dumps(message, protocol=pickle.HIGHEST_PROTOCOL)
    return HEADER.pack(len(data)) + data


class _Frames:
    """Frames out of the bytes that come in."""

    def __init__(self) -> None:
        self._buffer = bytearray()

    def feed(self, data: bytes) -> None:
        self._buffer += data

    def take(self) -> list[Any]:
        out = []
        while len(self._buffer) >= HEADER.size:
            (size,) = HEADER.unpack_from(self._buffer)
            if size > MAX_FRAME:
                raise LineBroken(f"a frame of {size} bytes")
            end = HEADER.size + size
            if len(self._buffer) < end:
                break
            try:
                out.append(pickle.loads(self._buffer[HEADER.size:end]))
            except Exception as exc:  # what no pickle of ours is
                raise LineBroken(f"not a message: {exc}") from exc
            del self._buffer[:end]
        return out


class AppEnd:
    """The app's end: nothing here ever waits. Raises LineBroken once the worker is gone."""

    def __init__(self, sock: socket.socket) -> None:
        self._sock = sock
        self._wire = memoryview(b"")  # what is left of the frame being written
        self._frames = _Frames()

    @property
    def free(self) -> bool:
        """Nothing is left to write: the next message may go."""
        return not self._wire

    def send(self, message: Any) -> None:
        """Start writing ``message`` (only when ``free``) and write what the socket takes."""
        assert self.free, "one frame at a time"
        self._wire = memoryview(_frame(message))
        self.flush()

    def flush(self) -> bool:
        """Write what the socket takes now of the frame in hand; whether the line is free."""
        while self._wire:
            try:
                sent = self._sock.send(self._wire)
            except (BlockingIOError, InterruptedError):
                return False
            except OSError as exc:  # the worker has gone (EPIPE, ECONNRESET)
                raise LineBroken(f"cannot send: {exc}") from exc
            self._wire = self._wire[sent:]
        return True

    def receive(self) -> list[Any]:
        """The messages that have come in (none if nothing has)."""
        taken = 0
        while taken < MAX_READ:
            try:
                data = self._sock.recv(min(1 << 16, MAX_READ - taken))
            except (BlockingIOError, InterruptedError):
                break
            except OSError as exc:
                raise LineBroken(f"gone: {exc}") from exc
            if not data:
                raise LineBroken("gone: the worker closed its end")
            self._frames.feed(data)
            taken += len(data)
        return self._frames.take()

    def close(self) -> None:
        self._sock.close()


class WorkerEnd:
    """The worker's end: blocking, as ``multiprocessing.Connection`` is."""

    def __init__(self, sock: socket.socket) -> None:
        self._sock = sock
        self._sock.setblocking(True)
        self._frames = _Frames()
        self._ready: list[Any] = []

    def poll(self) -> bool:
        """Whether a message can be taken without waiting."""
        if not self._ready:
            while select.select([self._sock], [], [], 0)[0]:
                self._read()
                self._ready += self._frames.take()
                if self._ready:
                    break
        return bool(self._ready)

    def recv(self) -> Any:
        """The next message, waiting for it. Raises EOFError when the app has gone."""
        while not self._ready:
            self._read()
            self._ready += self._frames.take()
        return self._ready.pop(0)

    def _read(self) -> None:
        data = self._sock.recv(1 << 16)
        if not data:
            raise EOFError("the app closed its end")
        self._frames.feed(data)

    def send(self, message: Any) -> None:
        self._sock.sendall(_frame(message))

    def close(self) -> None:
        self._sock.close()
