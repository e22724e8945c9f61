"""Deal numbers proved winnable, per rule option: written by
``python tools/winnable_deals.py write`` from its scans (``tools/winnable/``); do not
edit. For each option: how many deals were scanned (1..N), how many were proved
winnable, and which deals those are, as ascending base-36 gaps; where most are winnable,
the list holds the others instead (``listed`` = False). See game.winnable."""

# fmt: off
DEALS: dict[str, tuple[int, int, bool, str]] = {
    # options: (deals scanned, deals winnable, listed are the winnable, gaps)
    'N': (2400, 2248, False, (
        '2n 5 g 12 5 19 1e 2 8 11 f 9 b 9 y a d i i 3 w b s 15 w e d 1 c n i 8 b f 8 10 6 13 2 8 '
        '14 1p c k p 6 m 8 b s 4 5 6 l 7 e 19 1 o 8 c o u 3 6 n 6 a 3 3 a i a 7 k 2 9 5 2 7 11 4 '
        'u o 7 r p 8 k m 1 2b 3 2 v 5 1 7 e u 1 9 d e 4 16 g 6 6 g a q 3 3 y 5 m 1 r 2 r k 4 t h '
        'f q z i 1 y 8 x b f 8 2 5 2 2 2 3 3 5 3 1 1 1 7 h 6 g'
    )),
}
# fmt: on
