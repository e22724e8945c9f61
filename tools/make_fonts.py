"""The bundled typeface: Rubik (Latin, Cyrillic and Hebrew drawn together), made for this game.

    pip install fonttools ttfautohint-py
    npm pack @expo-google-fonts/rubik@0.4.2 && tar xzf expo-google-fonts-rubik-0.4.2.tgz
    python tools/make_fonts.py package/400Regular/Rubik_400Regular.ttf \\
                               package/700Bold/Rubik_700Bold.ttf
    python tools/asset_manifest.py

Writes ``assets/fonts/Rubik-Regular.ttf`` and ``Rubik-Bold.ttf`` from Rubik 2.300 (SIL Open
Font License 1.1, no reserved font name; ``assets/fonts/OFL.txt``), changed in three ways:

- tabular figures by default: SDL_ttf cannot switch OpenType features on, so the ``tnum``
  digits are frozen into the character map (a score or a clock no longer jiggles as it
  counts; the proportional digits stay in the file, unmapped);
- the glyphs Rubik lacks and the game shows: the four suits ♠♥♦♣ (in the card indices, the
  pips and every "A♣" of a hint), ● (the PIN's dots), ↻ (a redeal's pass), ⌫ (a keypad's
  delete), drawn here as outlines, so one font draws every text without a fallback;
- U+202F, the narrow no-break space of Hungarian and Russian numbers (babel), as a thin
  space;
- hinted by ttfautohint: upstream ships no hints, and FreeType's own auto-hinter then
  analyses the font anew for every size opened (about 0.5 ms a size, a few dozen sizes by
  the first frame); hinted, the first glyph of a size costs a quarter of that, and small
  text is crisper.
"""

from __future__ import annotations

import math
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

import ttfautohint
from fontTools.pens.cu2quPen import Cu2QuPen
from fontTools.pens.ttGlyphPen import TTGlyphPen
from fontTools.ttLib import TTFont

ROOT = Path(__file__).resolve().parent.parent
FONTS = ROOT / "assets" / "fonts"
DIGITS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine")

Point = tuple[float, float]
Draw = Callable[["Box"], None]


class Box:
    """Draws in a unit box (x right, y up, 0..1) scaled onto font units; outer contours go
    clockwise and holes anticlockwise, as TrueType has them."""

    def __init__(self, pen: Cu2QuPen, x0: float, y0: float, w: float, h: float) -> None:
        self.pen, self.x0, self.y0, self.w, self.h = pen, x0, y0, w, h

    def p(self, pt: Point) -> tuple[int, int]:
        return (round(self.x0 + pt[0] * self.w), round(self.y0 + pt[1] * self.h))

    def path(self, start: Point, *segments: Sequence[Point]) -> None:
        """A closed contour: each segment is one point (a line) or three (a cubic curve)."""
        self.pen.moveTo(self.p(start))
        for seg in segments:
            if len(seg) == 1:
                self.pen.lineTo(self.p(seg[0]))
            else:
                self.pen.curveTo(*(self.p(q) for q in seg))
        self.pen.closePath()

    def polygon(self, pts: Sequence[Point]) -> None:
        self.path(pts[0], *([q] for q in pts[1:]))

    def circle(self, c: Point, r: float, clockwise: bool = True) -> None:
        """A circle of radius ``r`` in box heights (round in font units whatever the box)."""
        k = 0.5523 * r
        rx = r * self.h / self.w  # the same radius across, in box widths
        kx = k * self.h / self.w
        x, y = c
        top, right, bottom, left = (x, y + r), (x + rx, y), (x, y - r), (x - rx, y)
        if clockwise:
            self.path(top, ((x + kx, y + r), (x + rx, y + k), right),
                      ((x + rx, y - k), (x + kx, y - r), bottom),
                      ((x - kx, y - r), (x - rx, y - k), left),
                      ((x - rx, y + k), (x - kx, y + r), top))
        else:
            self.path(top, ((x - kx, y + r), (x - rx, y + k), left),
                      ((x - rx, y - k), (x - kx, y - r), bottom),
                      ((x + kx, y - r), (x + rx, y - k), right),
                      ((x + rx, y + k), (x + kx, y + r), top))


# --- the shapes (a unit box each) ----------------------------------------------------------


def heart(b: Box) -> None:
    b.path((0.5, 0.0),
           ((0.4, 0.14), (0.0, 0.4), (0.0, 0.69)),
           ((0.0, 0.88), (0.12, 1.0), (0.265, 1.0)),
           ((0.39, 1.0), (0.475, 0.92), (0.5, 0.81)),
           ((0.525, 0.92), (0.61, 1.0), (0.735, 1.0)),
           ((0.88, 1.0), (1.0, 0.88), (1.0, 0.69)),
           ((1.0, 0.4), (0.6, 0.14), (0.5, 0.0)))


def diamond(b: Box) -> None:
    b.path((0.5, 1.0),
           ((0.62, 0.8), (0.78, 0.63), (0.96, 0.5)),
           ((0.78, 0.37), (0.62, 0.2), (0.5, 0.0)),
           ((0.38, 0.2), (0.22, 0.37), (0.04, 0.5)),
           ((0.22, 0.63), (0.38, 0.8), (0.5, 1.0)))


def spade(b: Box) -> None:
    b.path((0.5, 1.0),
           ((0.6, 0.85), (1.0, 0.64), (1.0, 0.39)),
           ((1.0, 0.22), (0.88, 0.12), (0.74, 0.12)),
           ((0.64, 0.12), (0.56, 0.17), (0.525, 0.25)),
           ((0.54, 0.12), (0.6, 0.03), (0.72, 0.0)),
           [(0.28, 0.0)],
           ((0.4, 0.03), (0.46, 0.12), (0.475, 0.25)),
           ((0.44, 0.17), (0.36, 0.12), (0.26, 0.12)),
           ((0.12, 0.12), (0.0, 0.22), (0.0, 0.39)),
           ((0.0, 0.64), (0.4, 0.85), (0.5, 1.0)))


def club(b: Box) -> None:
    r = 0.215
    b.circle((0.5, 1.0 - r), r)
    b.circle((0.24, 0.43), r)
    b.circle((0.76, 0.43), r)
    b.polygon([(0.5, 0.72), (0.6, 0.48), (0.5, 0.36), (0.4, 0.48)])  # fills the middle
    b.path((0.465, 0.45), [(0.535, 0.45)],
           ((0.54, 0.2), (0.6, 0.05), (0.72, 0.0)),
           [(0.28, 0.0)],
           ((0.4, 0.05), (0.46, 0.2), (0.465, 0.45)))


def dot(b: Box) -> None:
    b.circle((0.5, 0.5), 0.5)


def arc_points(c: Point, r: float, a0: float, a1: float, n: int, aspect: float
               ) -> list[Point]:
    return [(c[0] + r * aspect * math.cos(a0 + (a1 - a0) * i / n),
             c[1] + r * math.sin(a0 + (a1 - a0) * i / n)) for i in range(n + 1)]


def redeal(stroke: float) -> Draw:
    """↻: an open circle running clockwise, its arrowhead at the top pointing right."""
    def draw(b: Box) -> None:
        aspect = b.h / b.w
        c, r = (0.5, 0.46), 0.4
        start, end = math.radians(58), math.radians(58 - 300)  # clockwise: the angle falls
        outer = arc_points(c, r + stroke / 2, start, end, 40, aspect)
        inner = arc_points(c, r - stroke / 2, end, start, 40, aspect)
        b.polygon([*outer, *inner])
        # The head at the end of the arc, along the direction of travel.
        tip_a = end
        ex, ey = c[0] + r * aspect * math.cos(tip_a), c[1] + r * math.sin(tip_a)
        tx, ty = math.sin(tip_a), -math.cos(tip_a)  # clockwise tangent (y up)
        nx, ny = math.cos(tip_a), math.sin(tip_a)
        head, wide = stroke * 1.9, stroke * 1.5
        b.polygon([(ex + nx * wide * aspect, ey + ny * wide),
                   (ex + tx * head * aspect, ey + ty * head),
                   (ex - nx * wide * aspect, ey - ny * wide)])
    return draw


def erase(stroke: float) -> Draw:
    """⌫: a key pointing left with an X cut out of it."""
    def draw(b: Box) -> None:
        b.polygon([(0.0, 0.5), (0.3, 0.9), (1.0, 0.9), (1.0, 0.1), (0.3, 0.1)])
        cx, cy, arm = 0.62, 0.5, 0.25
        s = stroke / 2
        aspect = b.h / b.w
        # An X as one hole: twelve corners, anticlockwise.
        pts: list[Point] = []
        for k in range(4):
            a = math.radians(45 + 90 * k)
            d = (math.cos(a), math.sin(a))
            n = (-d[1], d[0])
            tip = (arm * d[0], arm * d[1])
            pts += [(tip[0] - n[0] * s, tip[1] - n[1] * s), (tip[0] + n[0] * s, tip[1] + n[1] * s)]
            a2 = math.radians(90 + 90 * k)
            inner = s * math.sqrt(2)
            pts.append((inner * math.cos(a2), inner * math.sin(a2)))
        b.polygon([(cx + x * aspect, cy + y) for x, y in pts])
    return draw


# --- the font ------------------------------------------------------------------------------


def freeze_tabular_figures(font: TTFont) -> None:
    """Map the digits to their ``tnum`` forms (the feature SDL_ttf cannot turn on)."""
    gsub = font["GSUB"].table
    mapping: dict[str, str] = {}
    for record in gsub.FeatureList.FeatureRecord:
        if record.FeatureTag == "tnum":
            for index in record.Feature.LookupListIndex:
                for sub in gsub.LookupList.Lookup[index].SubTable:
                    mapping.update({k: v for k, v in sub.mapping.items() if k in DIGITS})
    if sorted(mapping) != sorted(DIGITS):
        raise SystemExit("this font has no tabular form of every digit")
    for table in font["cmap"].tables:
        if table.isUnicode():
            for code, name in list(table.cmap.items()):
                if name in mapping:
                    table.cmap[code] = mapping[name]


def add_glyph(font: TTFont, name: str, codes: Sequence[int], advance: int,
              draw: Draw | None, box: tuple[float, float, float, float] = (0, 0, 1, 1)
              ) -> None:
    glyph_pen = TTGlyphPen(None)
    if draw is not None:
        draw(Box(Cu2QuPen(glyph_pen, max_err=0.8), *box))
    glyph = glyph_pen.glyph()
    font.setGlyphOrder([*font.getGlyphOrder(), name])
    font["glyf"][name] = glyph
    glyph.recalcBounds(font["glyf"])
    font["hmtx"][name] = (advance, getattr(glyph, "xMin", 0))
    for table in font["cmap"].tables:
        if table.isUnicode():
            for code in codes:
                if table.format != 4 or code <= 0xFFFF:
                    table.cmap[code] = name


def make(src: Path, dest: Path, bold: bool) -> None:
    font = TTFont(src)
    freeze_tabular_figures(font)
    cap = font["OS/2"].sCapHeight  # the suits stand a little taller than the capitals
    h, side = cap * 1.04, cap * 0.07
    w = h * 0.9
    for name, code, draw, width in (("spade", 0x2660, spade, w), ("heart", 0x2665, heart, w),
                                    ("diamond", 0x2666, diamond, w * 0.86),
                                    ("club", 0x2663, club, w)):
        add_glyph(font, name, [code], round(width + 2 * side), draw, (side, 0, width, h))
    stroke = 0.17 if bold else 0.12
    x = font["OS/2"].sxHeight
    add_glyph(font, "blackcircle", [0x25CF], round(x * 1.1 + 2 * side), dot,
              (side, -x * 0.03, x * 1.1, x * 1.1))
    add_glyph(font, "clockwiseopencirclearrow", [0x21BB], round(cap * 1.1 + 2 * side),
              redeal(stroke), (side, -cap * 0.02, cap * 1.1, cap * 1.1))
    add_glyph(font, "erasetotheleft", [0x232B], round(cap * 1.45 + 2 * side), erase(stroke),
              (side, 0, cap * 1.45, cap))
    space = font["hmtx"][font.getBestCmap()[0x20]][0]
    add_glyph(font, "uni202F", [0x202F], round(space * 0.6), None)
    names = font["name"]
    version = names.getDebugName(5) or ""
    names.setName(f"{version}; tabular figures, suits, redeal, erase and dot added for "
                  "this game", 5, 3, 1, 0x409)
    unhinted = dest.with_suffix(".unhinted.ttf")
    font.save(unhinted)
    try:
        ttfautohint.ttfautohint(in_file=str(unhinted), out_file=str(dest), no_info=True)
    finally:
        unhinted.unlink()
    print(f"{dest.relative_to(ROOT)}: {dest.stat().st_size // 1024} KB")


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print(__doc__)
        return 2
    FONTS.mkdir(parents=True, exist_ok=True)
    make(Path(argv[0]), FONTS / "Rubik-Regular.ttf", bold=False)
    make(Path(argv[1]), FONTS / "Rubik-Bold.ttf", bold=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
