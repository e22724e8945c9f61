"""The text face of the engine: ``python -m game layout|describe|solve|hint|daily|winrate|review``
and ``challenges``.

Exit codes: 0 done; 2 a bad code, file, argument or move token; 3 a move the rules refuse;
141 the pipe it printed into closed (``| head``: game.pipes), quietly.

Each command imports what it alone needs (the solvers, the store's file reader, the words of
``describe``, statistics) inside it: a process is one command, and a short one should not pay
for the others' imports. The rules engine too is imported only by a command that reads a game
(``--version`` and ``--help`` answer without it), and a code's game alone (game.registry).
"""

from __future__ import annotations

import argparse
import datetime as _dt
import json
import math
import pkgutil
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from game.i18n import LANGUAGES, set_language, system_language

if TYPE_CHECKING:
    from game.moves import Move
    from game.notation import Written
    from game.variant import Variant

EXIT_BAD_INPUT = 2
EXIT_REFUSED = 3
MAX_LAYOUT_BYTES = 1024 * 1024  # a layout is under 2 KB
HINT_GUARD_S = 30.0  # a safety net only: the hints end on their own budgets well before


class UsageError(Exception):
    """Bad input on the command line: printed, exit 2."""


def _is_file(path: Path) -> bool:
    """Whether a source names something to read: a file, or a pipe such as ``<(...)``."""
    try:
        return path.exists() and not path.is_dir()
    except (OSError, ValueError):  # a name too long to be a file's is a code, or nothing
        return False


def _read_layout(source: str) -> Any:
    """The JSON of a layout file or of standard input, through the guarded reader: no further
    than MAX_LAYOUT_BYTES (a link to /dev/zero ends there), nor too deep."""
    from game.store.files import BadFile, decode_json, read_bounded  # only a file needs them

    try:
        if source == "-":
            raw = sys.stdin.buffer.read(MAX_LAYOUT_BYTES + 1)
        else:
            raw = read_bounded(Path(source), MAX_LAYOUT_BYTES, pipes=True)
    except OSError as exc:
        raise UsageError(f"cannot read {source}: {exc.strerror or exc}") from None
    except BadFile as exc:
        raise UsageError(f"cannot read {source}: {exc}") from None
    if len(raw) > MAX_LAYOUT_BYTES:
        raise UsageError(f"{source} is larger than {MAX_LAYOUT_BYTES} bytes")
    try:
        return decode_json(raw, parse_int=_layout_int)
    except BadFile as exc:  # JSON, UTF-8, nesting, numbers too long to read
        raise UsageError(f"{source} is {exc}") from None


def _layout_int(text: str) -> int:
    if len(text) > 30:  # Python refuses ints of over 4 300 digits, and no layout needs one
        raise ValueError(f"a number of {len(text)} digits")
    return int(text)


def load_game(source: str) -> Variant:
    """A game from a code, a layout file, or ``-`` (a layout on standard input)."""
    from game import CodeError, LayoutError, game_from_code, game_from_layout

    if source == "-" or source.lower().endswith(".json") or _is_file(Path(source)):
        try:
            return game_from_layout(_read_layout(source))
        except LayoutError as exc:
            raise UsageError(f"{source}: {exc}") from None
    try:
        return game_from_code(source)
    except CodeError as exc:
        raise UsageError(str(exc)) from None


def emit(text: str) -> None:
    """Print ``text`` on standard output, or say in one line why that output cannot show it
    (a terminal or pipe whose encoding has no Hebrew letters, say)."""
    try:
        sys.stdout.write(text + "\n")
    except UnicodeEncodeError:
        encoding = sys.stdout.encoding
        raise UsageError(
            f"standard output ({encoding}) cannot show this text: "
            "use a UTF-8 locale or set PYTHONIOENCODING=utf-8"
        ) from None


def play_moves(game: Variant, line: str,
               reached: Callable[[Variant], None] | None = None) -> None:
    """Play a move list; Refusal propagates, a bad token is a UsageError. ``reached`` is
    told each position the moves leave (the last one aside)."""
    from game import notation
    from game.moves import Move
    from game.notation import NotationError

    try:
        moves = [None if t.lower() == notation.UNDO_TOKEN else _written_or_exact(t)
                 for t in notation.split_line(line)]
    except NotationError as exc:
        raise UsageError(f"bad move: {exc}") from None
    places = game.place_set
    for written in moves:
        if reached is not None:
            reached(game)
        if written is None:
            game.undo()
            continue
        if isinstance(written, Move):
            missing = next((f"this game has no place {p}" for p in (written.source,
                            written.target) if p not in places), None)
        else:
            missing = notation.no_place(places, written)
        if missing:
            raise UsageError(f"bad move {written}: {missing}")
        game.play(written if isinstance(written, Move) else notation.resolve(game, written))


def _written_or_exact(token: str) -> Written | Move:
    """A token in the notation, else an exact move's text (``1>f6``: the command line writes
    one where the notation cannot say the move, a second foundation of a suit, and reads it
    back); the notation's error where it is neither."""
    from game.moves import Move
    from game.notation import NotationError, parse

    try:
        return parse(token)
    except NotationError as unread:
        if ">" not in token:
            raise
        try:
            return Move.from_text(token)
        except ValueError:
            raise unread from None


def cmd_layout(args: argparse.Namespace) -> int:
    emit(json.dumps(load_game(args.code).layout(), ensure_ascii=False))
    return 0


def played(args: argparse.Namespace,
           reached: Callable[[Variant], None] | None = None) -> Variant | None:
    """The position after ``--moves``: the game of ``args.source`` with its moves played
    (``reached``: see ``play_moves``); None when the rules refuse one (the refusal is said
    on standard error)."""
    from game.variant import Refusal

    game = load_game(args.source)
    try:
        play_moves(game, args.moves or "", reached)
    except Refusal as refusal:
        print(refusal.message, file=sys.stderr)
        return None
    return game


def cmd_describe(args: argparse.Namespace) -> int:
    from game.describe import describe  # see the module docstring: one command, its imports

    game = played(args)
    if game is None:
        return EXIT_REFUSED
    if args.json:
        out = {
            "layout": game.layout(),
            "score": game.score,
            "moves": game.moves,
            "status": game.status.value,
        }
        emit(json.dumps(out, ensure_ascii=False))
    else:
        emit(describe(game, args.lang))
    return 0


def cmd_solve(args: argparse.Namespace) -> int:
    from game import notation
    from game.solver import Verdict, solve  # see the module docstring

    game = load_game(args.source)
    result = solve(game, timeout=args.timeout)
    print(result.verdict.value)
    if result.verdict is Verdict.WINNABLE:
        print(notation.write_line(game, result.moves))
    return 0


def cmd_hint(args: argparse.Namespace) -> int:
    """The move a player would be told, from what the player can see, and its chance.
    The hints' memory sees every position of ``--moves`` as the app's does after each move
    (``HintMemory.played``), so a line that the moves follow is followed on."""
    from game.hint_chance import chance_words, stuck_words
    from game.solver import STROKES, WIN, HintMemory, hint  # see the module docstring
    from game.words import move_words

    memory: list[HintMemory] = []

    def reached(game: Variant) -> None:
        if not memory:
            memory.append(HintMemory(game.name))
        memory[0].played_now(game)

    game = played(args, reached)
    if game is None:
        return EXIT_REFUSED
    reached(game)
    told = hint(game, HINT_GUARD_S, memory[0], STROKES if args.strokes else WIN)
    move = None if told.move is None else _written(game, told.move)
    said = None if told.move is None else move_words(game, told.move)
    chance = None if told.chance is None else round(told.chance, 4)
    # What the figure alone does not say: how many deals of the hidden cards it was counted
    # over, why a 100% is not certain, or why there is none.
    about = chance_words(told)
    # No move where the rules allow one: each would come back to a position of the game.
    stuck = stuck_words(told)
    if args.json:
        emit(json.dumps({"move": move, "chance": chance,
                         "chance_exact": None if chance is None else told.exact,
                         "certain": told.certain, "lost": told.lost, "samples": told.samples,
                         "chance_words": about, "words": said, "stuck": told.stuck,
                         "stuck_words": stuck}))
        return 0
    about_ = "" if told.exact else "about "
    words = [f"chance {'unknown' if told.unknown else '-'}" if chance is None
             else f"chance {about_}{100 * chance:.0f}%"]
    words += [f"{told.samples} tried"] * bool(told.samples)
    words += ["certain"] * told.certain + ["lost"] * told.lost + ["stuck"] * told.stuck
    emit(move or "none")
    emit(", ".join(words))
    if said is not None:
        emit(said)
    if stuck is not None:
        emit(stuck)
    if about is not None and (told.samples or told.unknown):
        emit(about)
    return 0


def cmd_review(args: argparse.Namespace) -> int:
    """The review of a game: at each position whether it can be won (every card known) and
    the fair chance; the turning point, a better line, the moves that cost the most."""
    from game import review  # see the module docstring: one command, its imports
    from game.variant import Refusal

    source, line = args.source, args.moves or ""
    if not line and " " in source.strip():  # a shared game: its code and its moves in one
        source, line = review.parse_record(source)
    start = load_game(source)
    try:
        moves = review.read_line(start, line)
    except Refusal as refusal:
        print(refusal.message, file=sys.stderr)
        return EXIT_REFUSED
    except ValueError as exc:  # NotationError included
        raise UsageError(f"bad move: {exc}") from None
    result = review.review(start, moves)
    if args.json:
        emit(json.dumps(review.to_json(result), ensure_ascii=False))
    else:
        emit("\n".join(review.in_words(result)))
    return 0


def _written(game: Variant, move: Move) -> str:
    """The move in notation; in its exact text where the notation cannot say it (a second
    foundation of a suit, cell f for a card a foundation would take)."""
    from game.notation import NotationError

    try:
        return game.notation(move)
    except NotationError:
        return str(move)


def parse_range(text: str) -> tuple[int, int]:
    from game.deal import MAX_DEAL

    try:
        first, _, last = text.partition("-")
        a, b = int(first), int(last or first)
    except ValueError:
        raise UsageError(f"--deals takes a range like 1-1000, not {text!r}") from None
    if not 1 <= a <= b <= MAX_DEAL:
        raise UsageError(f"--deals must lie within 1-{MAX_DEAL} and run upwards")
    return a, b


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a proportion, in percent."""
    if n == 0:
        return 0.0, 100.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return 100 * max(0.0, centre - half), 100 * min(1.0, centre + half)


def cmd_winrate(args: argparse.Namespace) -> int:
    import statistics

    from game import VARIANTS
    from game.solver import Verdict, solve  # see the module docstring

    cls = VARIANTS[args.game]
    options = args.options or cls.default_options()
    if options not in cls_options(cls):
        raise UsageError(f"{args.game} has no option {options!r}: {', '.join(cls_options(cls))}")
    first, last = parse_range(args.deals)
    counts = {v: 0 for v in Verdict}
    times: list[float] = []
    for deal in range(first, last + 1):
        game = cls.new(deal, options)
        start = time.perf_counter()
        counts[solve(game, timeout=args.timeout).verdict] += 1
        times.append(time.perf_counter() - start)
    decided = counts[Verdict.WINNABLE] + counts[Verdict.NOT_WINNABLE]
    low, high = wilson(counts[Verdict.WINNABLE], decided)
    rate = 100 * counts[Verdict.WINNABLE] / decided if decided else 0.0
    result: dict[str, Any] = {
        "deals": len(times),
        "winnable": counts[Verdict.WINNABLE],
        "not_winnable": counts[Verdict.NOT_WINNABLE],
        "unknown": counts[Verdict.UNKNOWN],
        "rate": round(rate, 2),
        "ci95": [round(low, 2), round(high, 2)],
        "median_s": round(statistics.median(times), 4),
        "max_s": round(max(times), 4),
    }
    if args.json:
        print(json.dumps(result))
    else:
        print(
            f"{args.game} {options} deals {first}-{last}: {result['winnable']} winnable, "
            f"{result['not_winnable']} not winnable, {result['unknown']} unknown; "
            f"{result['rate']}% (95% CI {result['ci95'][0]}-{result['ci95'][1]}%); "
            f"median {result['median_s']} s, max {result['max_s']} s per deal"
        )
    return 0


def cmd_daily(args: argparse.Namespace) -> int:
    from game import VARIANTS, winnable  # only this command needs the lists of proved deals
    from game.deal import GameCode

    cls = VARIANTS[args.game]
    options = args.options or cls.default_options()
    if options not in cls_options(cls):
        raise UsageError(f"{args.game} has no option {options!r}: {', '.join(cls_options(cls))}")
    deal = winnable.daily(cls.name, options, args.date, winnable_only=not args.all_deals)
    print(GameCode(cls.prefix, options, deal))
    return 0


def cmd_challenges(args: argparse.Namespace) -> int:
    """The day's challenges (``game.challenges``), or, with ``--check N``, whether
    ``--moves`` meets challenge N: exit 0 met, 1 not met (said why on standard error), 2 bad
    input (a date, a number or a move token that cannot be read)."""
    from game.challenges import LineError, challenges_for, check_line
    from game.i18n import _

    try:
        day = _dt.date.fromisoformat(args.date) if args.date else _dt.date.today()
    except ValueError:
        raise UsageError(_("Not a date like 2026-12-31: {text}").format(text=args.date)) from None
    found = challenges_for(day)
    if args.check is None:
        rows = [{"game": c.game, "options": c.options, "code": c.code, "level": c.level,
                 "goal": {"kind": c.goal, "n": c.n}, "words": c.words(), "proof": c.proof}
                for c in found]
        if args.json:
            emit(json.dumps(rows, ensure_ascii=False))
        else:
            for number, c in enumerate(found, 1):
                emit(f"{number}. {c.level_title()}: {c.code} - {c.words()}")
        return 0
    if not 1 <= args.check <= len(found):
        raise UsageError(_("There is no challenge {number} on this day: choose 1 to {count}.")
                         .format(number=args.check, count=len(found)))
    challenge = found[args.check - 1]
    try:
        progress = check_line(challenge, args.moves or "")
    except LineError as exc:
        if exc.unreadable:
            raise UsageError(str(exc)) from None
        print(str(exc), file=sys.stderr)
        return 1
    if progress.met:
        emit(_("Challenge met: {goal}").format(goal=challenge.words()))
        return 0
    print(_("Challenge not met: {goal}").format(goal=challenge.words()), file=sys.stderr)
    return 1


def iso_date(text: str) -> _dt.date:
    try:
        return _dt.date.fromisoformat(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a date like 2026-11-30: {text!r}") from None


def cls_options(cls: type[Variant]) -> tuple[str, ...]:
    return cls.option_codes()


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> Any:  # argparse's own exit code is 2 as well
        self.print_usage(sys.stderr)
        print(f"{self.prog}: {message}", file=sys.stderr)
        raise SystemExit(EXIT_BAD_INPUT)


def game_names() -> list[str]:
    """Every game's name, importing none: a game a test registers is in the registry, and
    none can be registered before the registry is imported."""
    registry = sys.modules.get("game.registry")
    if registry is not None:
        return list(registry.VARIANTS.names())
    from game.games import __path__ as games

    return sorted(info.name for info in pkgutil.iter_modules(games) if info.ispkg)


def build_parser() -> argparse.ArgumentParser:
    from game.version import PRODUCT, VERSION

    parser = _Parser(prog="python -m game", description=__doc__)
    parser.add_argument("--version", action="version", version=f"{PRODUCT} {VERSION}")
    sub = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)

    p = sub.add_parser("layout", help="print a deal's layout as JSON")
    p.add_argument("code")
    p.set_defaults(func=cmd_layout)

    p = sub.add_parser("describe", help="play moves and print the position in words")
    p.add_argument("source", help="a game code or a layout JSON file ('-' for stdin)")
    p.add_argument("--moves", default="", help='moves in notation, e.g. "s 5 2"')
    p.add_argument("--lang", choices=LANGUAGES, default=None)
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_describe)

    p = sub.add_parser("solve", help="is the position winnable, and how")
    p.add_argument("source")
    p.add_argument("--timeout", type=positive_float, default=30.0)
    p.set_defaults(func=cmd_solve)

    p = sub.add_parser("hint", help="the hint: a move and its chance, from what is visible")
    p.add_argument("source", help="a game code or a layout JSON file ('-' for stdin)")
    p.add_argument("--moves", default="", help='moves in notation, e.g. "s 5 2"')
    p.add_argument("--lang", choices=LANGUAGES, default=None, help="the language of its words")
    p.add_argument("--json", action="store_true")
    p.add_argument("--strokes", action="store_true",
                   help="aim at the fewest strokes, as in a round (a game played in rounds), "
                   "not the best chance")
    p.set_defaults(func=cmd_hint)

    p = sub.add_parser("review", help="where a game was won or lost, and how to save it")
    p.add_argument("source", help="a game code or a layout JSON file ('-' for stdin); or a "
                   "shared game, its code and moves in one text")
    p.add_argument("--moves", default="", help='the moves played, e.g. "s 5 2"')
    p.add_argument("--lang", choices=LANGUAGES, default=None)
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_review)

    p = sub.add_parser("daily", help="the code of a day's daily deal")
    p.add_argument("game", choices=game_names())
    p.add_argument("--options", default=None)
    p.add_argument("--date", type=iso_date, default=_dt.date.today(), help="YYYY-MM-DD")
    p.add_argument("--all-deals", action="store_true",
                   help="any deal, as with the setting Winnable deals only off")
    p.set_defaults(func=cmd_daily)

    p = sub.add_parser("challenges", help="a day's three challenges, or whether a line meets one")
    p.add_argument("--date", default=None, help="YYYY-MM-DD (today by default)")
    p.add_argument("--json", action="store_true")
    p.add_argument("--lang", choices=LANGUAGES, default=None, help="the language of its words")
    p.add_argument("--check", type=int, default=None, metavar="N",
                   help="exit 0 when --moves meets challenge N (1-3), 1 when it does not")
    p.add_argument("--moves", default="", help='moves in notation, e.g. "s 5 2"')
    p.set_defaults(func=cmd_challenges)

    p = sub.add_parser("winrate", help="the winnable share of a range of deals")
    p.add_argument("game", choices=game_names())
    p.add_argument("--options", default=None)
    p.add_argument("--deals", default="1-100")
    p.add_argument("--timeout", type=positive_float, default=30.0)
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_winrate)
    return parser


def positive_float(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number: {text!r}") from None
    if not value > 0 or math.isinf(value):
        raise argparse.ArgumentTypeError("must be a positive number of seconds")
    return value


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    lang = getattr(args, "lang", None) or system_language()
    args.lang = set_language(lang)
    try:
        return int(args.func(args))
    except UsageError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return EXIT_BAD_INPUT


if __name__ == "__main__":
    from game import pipes

    sys.exit(pipes.run(main))


__all__ = ["main"]
