"""Field checks as metadata: what each file may hold, read by one generic reader.

Each file is described by a ``Record``: its field names, each with a ``Kind`` saying what the
field may hold. ``Kind.read`` returns the value made safe and whether anything had to be
dropped; a dropped field gets its default where the file's dataclass is built. Three kinds do:

- ``Value(check)``: kept whole when ``check`` accepts it, else dropped;
- ``Record(fields)``: a JSON object read field by field; unknown keys are kept in ``extra``
  (written back later) when they are plain JSON;
- ``MapOf(key, item)``: a JSON object whose good entries are kept and bad ones dropped.

A file that must be read whole or not at all (the saved game) reads with ``read_strict``.
"""

from __future__ import annotations

import datetime as _dt
import math
import re
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

Check = Callable[[Any], bool]


class _Marker:
    def __init__(self, name: str) -> None:
        self.name = name

    def __repr__(self) -> str:
        return self.name


MISSING: Any = _Marker("MISSING")  # what a dropped field reads as
HUGE: Any = _Marker("HUGE")  # a JSON number too long to be real: every check refuses it


def parse_int(text: str) -> Any:
    # Python refuses ints over 4 300 digits with a ValueError for the whole file; a number
    # that long is damage in one field, so it becomes a value no check accepts.
    return int(text) if len(text) <= 30 else HUGE


def parse_constant(text: str) -> Any:
    return HUGE  # NaN, Infinity, -Infinity


# --- checks --------------------------------------------------------------------------------
def is_bool(value: Any) -> bool:
    return type(value) is bool


def int_in(low: int, high: int) -> Check:
    return lambda v: type(v) is int and low <= v <= high


def optional(check: Check) -> Check:
    return lambda v: v is None or check(v)


def seconds_up_to(high: float) -> Check:
    return lambda v: type(v) in (int, float) and math.isfinite(v) and 0 <= v <= high


def text_matching(pattern: str) -> Check:
    regex = re.compile(pattern)
    return lambda v: isinstance(v, str) and regex.fullmatch(v) is not None


def list_of(check: Check, most: int) -> Check:
    return lambda v: isinstance(v, list) and len(v) <= most and all(check(x) for x in v)


def is_iso_date(value: Any) -> bool:
    if not isinstance(value, str) or len(value) != 10:
        return False
    try:
        _dt.date.fromisoformat(value)
    except ValueError:
        return False
    return True


def is_iso_datetime(value: Any) -> bool:
    """An ISO date and time as ``datetime.isoformat`` writes it (at most 32 characters)."""
    if not isinstance(value, str) or not 10 < len(value) <= 32:
        return False
    try:
        _dt.datetime.fromisoformat(value)
    except ValueError:
        return False
    return True


def is_object(value: Any) -> bool:
    return isinstance(value, dict)


def is_plain_json(value: Any) -> bool:
    """Whether a value read from a file can be written back as it was (kept unknown keys)."""
    if value is HUGE:
        return False
    if isinstance(value, float):
        return math.isfinite(value)
    if isinstance(value, list):
        return all(is_plain_json(v) for v in value)
    if isinstance(value, dict):
        return all(is_plain_json(v) for v in value.values())
    return True


# --- kinds ---------------------------------------------------------------------------------
class Kind(ABC):
    @abstractmethod
    def read(self, value: Any) -> tuple[Any, bool]:
        """The value made safe (MISSING if nothing of it can be used) and whether anything
        in it had to be dropped."""


@dataclass(frozen=True)
class Value(Kind):
    check: Check

    def read(self, value: Any) -> tuple[Any, bool]:
        return (value, False) if self.check(value) else (MISSING, True)


@dataclass
class Fields:
    """One object as read: its known fields that passed, and its unknown keys."""

    values: dict[str, Any] = field(default_factory=dict)
    extra: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Record(Kind):
    fields: Mapping[str, Kind]
    required: frozenset[str] = frozenset()  # without one of these the object is unusable
    skip: frozenset[str] = frozenset()  # read elsewhere ("version")
    keep_unknown: bool = True

    def read(self, value: Any) -> tuple[Any, bool]:
        if not isinstance(value, dict):
            return MISSING, True
        out, repaired = Fields(), False
        for key, item in value.items():
            if key in self.skip:
                continue
            kind = self.fields.get(key)
            if kind is None:
                if self.keep_unknown and is_plain_json(item):
                    out.extra[key] = item
                elif self.keep_unknown:
                    repaired = True
                continue
            got, bad = kind.read(item)
            repaired |= bad
            if got is not MISSING:
                out.values[key] = got
        if not self.required <= out.values.keys():
            return MISSING, True
        return out, repaired


@dataclass(frozen=True)
class MapOf(Kind):
    key: Check
    item: Kind

    def read(self, value: Any) -> tuple[Any, bool]:
        if not isinstance(value, dict):
            return MISSING, True
        out: dict[str, Any] = {}
        repaired = False
        for key, item in value.items():
            got, bad = self.item.read(item) if self.key(key) else (MISSING, True)
            repaired |= bad
            if got is not MISSING:
                out[key] = got
        return out, repaired


class SchemaError(ValueError):
    """An object that must be read whole has a field that is missing or wrong."""


def read_strict(record: Record, value: Any) -> Fields:
    """Read an object that is usable only whole; raises SchemaError naming the first fault."""
    if not isinstance(value, dict):
        raise SchemaError("not a JSON object")
    for name in sorted(record.required - value.keys()):
        raise SchemaError(f"{name} is missing")
    for key, item in value.items():
        kind = record.fields.get(key)
        if kind is not None and kind.read(item)[1]:
            raise SchemaError(f"{key} is not valid")
    got, _bad = record.read(value)
    assert isinstance(got, Fields)
    return got
