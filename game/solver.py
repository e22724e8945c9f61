"""Search over the variant API: solve, hint, winnable. (The search itself lands with the
solver work; until then every position is ``unknown``.)"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum

from game.moves import Move
from game.variant import Variant


class Verdict(Enum):
    WINNABLE = "winnable"
    NOT_WINNABLE = "not winnable"
    UNKNOWN = "unknown"


@dataclass
class Solution:
    verdict: Verdict
    moves: list[Move] = field(default_factory=list)
    seconds: float = 0.0
    states: int = 0


def solve(game: Variant, timeout: float = 30.0) -> Solution:
    """Decide whether ``game`` can still be won; never changes ``game``."""
    return Solution(Verdict.UNKNOWN)
