"""A light frozen record: what ``@dataclass(frozen=True)`` gives a small value (``__init__``
with defaults, ``repr``, ``==``, ``hash``, ``match`` by position, no assignment), without
dataclasses' generated code: that compiles several functions a class, about 0.15 ms each,
and the app's first frame made dozens of them (the intents). Type checkers see a dataclass
(``dataclass_transform``).

Only for plain values: fields in the class's own annotations, defaults as plain class
attributes (no ``field()``), no inheritance of fields.
"""

from __future__ import annotations

from typing import Any, TypeVar, dataclass_transform

T = TypeVar("T", bound=type)
_MISSING = object()


def _frozen(self: Any, name: str, value: Any) -> None:
    raise AttributeError(f"cannot assign to field {name!r}")


def _undeletable(self: Any, name: str) -> None:
    raise AttributeError(f"cannot delete field {name!r}")


@dataclass_transform(frozen_default=True)
def record(cls: T) -> T:
    """Make ``cls`` a frozen record of its annotated fields."""
    own = cls.__dict__.get("__annotations__", {})  # noqa: RUF063 (inspect: 4 ms to import)
    names = tuple(name for name, kind in own.items()
                  if not str(kind).startswith(("ClassVar", "typing.ClassVar")))
    defaults = {name: cls.__dict__[name] for name in names if name in cls.__dict__}
    count = len(names)
    qualname = cls.__qualname__

    def __init__(self: Any, *args: Any, **kwargs: Any) -> None:
        if len(args) > count:
            raise TypeError(f"{qualname}() takes {count} arguments, {len(args)} given")
        values = dict(zip(names, args, strict=False))
        for key, value in kwargs.items():
            if key not in names or key in values:
                raise TypeError(f"{qualname}() got an unexpected or repeated argument {key!r}")
            values[key] = value
        for name in names:
            value = values.get(name, defaults.get(name, _MISSING))
            if value is _MISSING:
                raise TypeError(f"{qualname}() missing argument {name!r}")
            object.__setattr__(self, name, value)

    def _values(self: Any) -> tuple[Any, ...]:
        return tuple(getattr(self, name) for name in names)

    def __repr__(self: Any) -> str:
        inner = ", ".join(f"{name}={getattr(self, name)!r}" for name in names)
        return f"{qualname}({inner})"

    def __eq__(self: Any, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        return bool(_values(self) == _values(other))

    def __hash__(self: Any) -> int:
        return hash(_values(self))

    cls.__init__ = __init__  # type: ignore[misc]
    cls.__repr__ = __repr__  # type: ignore[assignment]
    cls.__eq__ = __eq__  # type: ignore[assignment]
    cls.__hash__ = __hash__  # type: ignore[assignment]
    cls.__setattr__ = _frozen  # type: ignore[assignment]
    cls.__delattr__ = _undeletable  # type: ignore[assignment]
    cls.__match_args__ = names  # type: ignore[attr-defined,misc]
    return cls
