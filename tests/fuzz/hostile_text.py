"""Text a keyboard, a barcode scanner in keyboard mode, an on-screen keyboard or an input
method can send: what the fuzzers type (``hostile_text``).

Every piece is valid UTF-8, as SDL's text events always are: zero-width characters, direction
marks, embeddings and isolates, emoji (with joiners, skin tones, flags and tag sequences), C0
and C1 control characters, combining marks on nothing, digits of other scripts, Hebrew,
Arabic, wide CJK, and a long run.
"""

from __future__ import annotations

import random

ZERO_WIDTH = ("\u200b", "\u200c", "\u200d", "\u2060", "\ufeff", "\u00ad", "\u180e", "\u034f")
DIRECTION = ("\u200e", "\u200f", "\u061c", "\u202a", "\u202b", "\u202c", "\u202d", "\u202e",
             "\u2066", "\u2067", "\u2068", "\u2069")
EMOJI = ("😀", "🂡", "♠️", "👍🏽", "👩‍👩‍👧‍👦", "🏳️‍🌈", "🇭🇺", "🇮🇱", "🏴\U000e0067\U000e0062\U000e0073"
         "\U000e0063\U000e0074\U000e007f", "🫠", "\U0001f9d1\u200d\U0001f4bb")
CONTROL = (*(chr(c) for c in range(0x00, 0x20)), "\x7f", *(chr(c) for c in range(0x80, 0xa0)))
MARKS = ("\u0301", "\u05b8", "\u0651", "\u20dd", "\u0301" * 40)
OTHER_DIGITS = ("０１２３４５６７８９", "٠١٢٣٤٥٦٧٨٩", "۰۱۲۳۴۵۶۷۸۹", "०१२३", "²³¹", "①②③", "Ⅳ")
SCRIPTS = ("שלום", "גולף", "مرحبا", "Пасьянс", "ÁRVÍZTŰRŐ", "日本語", "ｇｏ１", "\u3000", "ﷺ",
           "GO1-E-AAAAAAB", "go1-e-", "\u2028", "\u2029")
PIECES: tuple[tuple[str, ...], ...] = (ZERO_WIDTH, DIRECTION, EMOJI, CONTROL, MARKS,
                                       OTHER_DIGITS, SCRIPTS)


def hostile_text(rng: random.Random) -> str:
    """One text event's worth: a few pieces from the families above, now and then a long run
    or random code points from the planes SDL can send (no lone surrogates: not UTF-8)."""
    r = rng.random()
    if r < 0.05:
        return rng.choice(("x", "\u200b", "9", "😀")) * rng.choice((64, 500, 4000))
    if r < 0.15:
        return "".join(chr(_code_point(rng)) for _ in range(rng.randint(1, 12)))
    return "".join(rng.choice(rng.choice(PIECES)) for _ in range(rng.randint(1, 5)))


def _code_point(rng: random.Random) -> int:
    while True:
        point = rng.randrange(0x110000)
        if not 0xD800 <= point <= 0xDFFF:
            return point
