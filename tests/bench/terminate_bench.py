"""How long SIGTERM takes to end the app (target: under 1 s, saving included), at each moment of
its life: while it starts (the log's first line: the App half built; "started": the window
open, the menu being made), at its first frame, in its loop, in kiosk mode; and at random
moments from its launch (``--random N`` runs; before the handler is set, within the first tenth
of a second or so, SIGTERM's default action ends the process: exit code -15).

    python -m tests.bench terminate [--runs 5] [--random 20] [--moments "in the loop,..."]
                                    [--screens review,table,... [--starved]]

``--screens``: SIGTERM while each screen opens (tests/sigterm_driver.py), at ``--runs`` seeded
moments within the first second of its opening; ``--starved`` gives the app an eighth of the
CPU meanwhile (what CPU hogs do at a load of 15 on two cores).

Prints JSON: per moment, the seconds from the signal to the process's end (median and
largest), and the exit codes seen. Each run starts ``main.py`` afresh in a new data folder.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
HEADLESS = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
MOMENTS = {  # name: (arguments, the log's words to wait for, seconds to wait after them)
    "starting": ([], "Tablet Solitaire", 0.0),
    "window open": ([], "started:", 0.0),
    "first frame": ([], "first frame drawn", 0.0),
    "in the loop": ([], "first frame drawn", 1.0),
    "kiosk, starting": (["--kiosk"], "Tablet Solitaire", 0.0),
    "kiosk, in the loop": (["--kiosk"], "first frame drawn", 1.0),
}


def one(args: list[str], words: str | None, after: float) -> tuple[float, int]:
    with tempfile.TemporaryDirectory(prefix="solitaire-term-") as tmp:
        data = Path(tmp)
        (data / "settings.json").write_text('{"version": 1, "kiosk_exit_pin": "739152"}')
        log = data / "logs" / "solitaire.log"
        proc = subprocess.Popen([sys.executable, str(ROOT / "main.py"), "--size", "1280x800",
                                 "--data-dir", str(data), *args], env=HEADLESS,
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            deadline = time.monotonic() + 120
            while words is not None and not (log.exists() and
                                             words in log.read_text(errors="replace")):
                if proc.poll() is not None or time.monotonic() > deadline:
                    raise RuntimeError(f"never logged {words!r}")
                time.sleep(0.005)
            time.sleep(after)
            sent = time.perf_counter()
            proc.send_signal(signal.SIGTERM)
            code = proc.wait(timeout=60)
            return time.perf_counter() - sent, code
        finally:
            if proc.poll() is None:
                proc.kill()
                proc.wait()


def opening(screen: str, runs: int, starved: bool) -> dict[str, object]:
    from tests.sigterm_driver import sigterm_while_opening

    moments = random.Random(screen).sample([i / 10 for i in range(10)], min(runs, 10))
    seen = []
    for moment in moments:
        with tempfile.TemporaryDirectory(prefix="solitaire-term-") as tmp:
            seconds, code, _log = sigterm_while_opening(Path(tmp), screen, moment, starved)
            seen.append((seconds, code))
    times = [s for s, _code in seen]
    return {"median_s": round(statistics.median(times), 3), "max_s": round(max(times), 3),
            "exit_codes": sorted(code for _s, code in seen)}


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--random", type=int, default=20, metavar="N")
    parser.add_argument("--moments", default=",".join(MOMENTS),
                        help="which moments, comma-separated (default: all)")
    parser.add_argument("--screens", default="", help="screens to open, comma-separated")
    parser.add_argument("--starved", action="store_true", help="an eighth of the CPU")
    args = parser.parse_args(argv)
    result: dict[str, dict[str, object]] = {}
    for screen in filter(None, args.screens.split(",")):
        result[f"opening {screen}"] = opening(screen, args.runs, args.starved)
    for name in args.moments.split(","):
        extra, words, after = MOMENTS[name]
        runs = [one(extra, words, after) for _ in range(args.runs)]
        seconds = [s for s, _code in runs]
        result[name] = {"median_s": round(statistics.median(seconds), 3),
                        "max_s": round(max(seconds), 3),
                        "exit_codes": sorted({code for _s, code in runs})}
    shuffled = random.Random(1)
    runs = [one(["--kiosk"] if n % 2 else [], None, shuffled.uniform(0, 1.5))
            for n in range(args.random)]
    seconds = [s for s, _code in runs]
    if runs:
        result["random moments"] = {"median_s": round(statistics.median(seconds), 3),
                                    "max_s": round(max(seconds), 3),
                                    "exit_codes": sorted({code for _s, code in runs})}
    print(json.dumps(result, indent=1))
    return 0
