"""Ship the daily challenges of a run of days: ``python tools/challenge_days.py FIRST LAST``
(ISO dates) writes each game's ``challenge_days.py``, the table ``game.challenges`` reads before it
searches. Each day is searched as the game would search it (``game.challenges.computed``)
and kept only when every proof replays to its goal; days already in the table are kept.

A shipped day does not change when a later build's solver finds other lines: the table
keeps every device's challenges of that day the same, whatever its build.
"""

from __future__ import annotations

import datetime as _dt
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game.challenges import Row, _shipped, challenge_games, check_line, computed  # noqa: E402
from game.registry import VARIANTS  # noqa: E402

HEAD = '''"""This game's daily challenges shipped with it (``game.challenges``), written by
``tools/challenge_days.py``: for each ISO date, its challenge of the day
(options, deal, level, goal, n, proof). Do not edit by hand."""

DAYS: dict[str, tuple[str, int, str, str, int, str]] = {
'''


def main(argv: list[str]) -> int:
    first, last = (_dt.date.fromisoformat(a) for a in argv[1:3])
    days = dict(_shipped())
    day = first
    while day <= last:
        if day.isoformat() not in days:
            found = computed(day)
            if any(not check_line(c, c.proof).met for c in found):
                raise SystemExit(f"{day}: a proof does not meet its goal")
            days[day.isoformat()] = tuple(
                (c.game, c.options, c.deal, c.level, c.goal, c.n, c.proof) for c in found)
            print(day, " ".join(f"{c.game}:{c.goal}={c.n}" for c in found), flush=True)
            if len(days) % 10 == 0:  # a long run keeps what it found if it is stopped
                write(days)
        day += _dt.timedelta(days=1)
    write(days)
    return 0


def write(days: dict[str, tuple[Row, ...]]) -> None:
    """Each game's challenges into its own folder's table."""
    for name in challenge_games():
        lines = [HEAD]
        for key in sorted(days):
            for game, *head, proof in days[key]:
                if game != name:
                    continue
                lines.append(f"    {key!r}: ({', '.join(map(repr, head))}, (\n")
                lines.extend(f"        {chunk!r}\n" for chunk in _chunks(proof))
                lines.append("    )),\n")
        lines.append("}\n")
        out = Path(sys.modules[VARIANTS[name].__module__].__file__ or "").parent
        out = out / "challenge_days.py"
        temp = out.with_suffix(".tmp")
        temp.write_text("".join(lines), encoding="utf-8")
        temp.replace(out)


def _chunks(line: str, width: int = 80) -> list[str]:
    """A proof cut at its spaces into pieces of at most ``width`` characters (the spaces
    kept), to be written one after the other: the same text once read back."""
    out, piece = [], ""
    for token in line.split(" "):
        if piece and len(piece) + len(token) + 1 > width:
            out.append(piece)
            piece = ""
        piece += (" " if piece or out else "") + token
    out.append(piece)
    return out


if __name__ == "__main__":
    sys.exit(main(sys.argv))
