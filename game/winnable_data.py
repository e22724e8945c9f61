"""Deal numbers proved winnable, per game and option: written by
``python tools/winnable_deals.py write`` from its scans (``tools/winnable/``); do not
edit. Each value is the ascending deal numbers as base-36 gaps (``game.winnable``)."""

# fmt: off
DEALS: dict[tuple[str, str], tuple[int, int, str]] = {
    # (game, options): (deals scanned, deals winnable, gaps)
}
# fmt: on
