"""What the game is made of that others made, under which licence, and where each licence's
text lies (relative to ``assets/``, so it ships with every install and inside the bundle).

Settings → About shows these tables (``scenes/pages/about.py``), the game's own licence first
(``GAME``). ``tests/test_credits.py`` checks
that every licence text is there, that every font under ``assets/fonts`` has one (named here
or beside the font), and that every package of the locked runtime (``requirements.txt``) has
an entry: a dependency cannot come in without its licence. Copies of the texts of the Python
packages are refreshed from the installed packages by ``python tools/licences.py``.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.version import PRODUCT


@dataclass(frozen=True)
class Credit:
    """One piece of others' work in the game."""

    name: str  # as its authors write it
    licence: str  # the licence's short name (SPDX where there is one)
    texts: tuple[str, ...]  # the licence's text(s), relative to assets/
    files: tuple[str, ...] = ()  # a font's files, relative to assets/
    distribution: str | None = None  # the Python package, for its version
    within: str | None = None  # built into another library's binary (pygame-ce's SDL...)


_PG = "licences/pygame-ce/"

# The game's own code: MIT (the LICENSE file at the top of the source, a copy of which ships
# here). Nothing it is made of asks for more: the LGPL libraries (pygame-ce, python-bidi)
# stay libraries the game uses, the fonts' OFL lets them ship with any program, and
# PyInstaller's bootloader exception leaves a bundle's licence to its authors.
GAME = Credit(PRODUCT, "MIT", ("licences/tablet-solitaire/LICENSE.txt",))

FONTS: tuple[Credit, ...] = (
    Credit("Rubik", "OFL-1.1", ("fonts/OFL.txt",),
           files=("fonts/Rubik-Regular.ttf", "fonts/Rubik-Bold.ttf")),
    Credit("Noto Sans, Noto Sans Hebrew", "OFL-1.1", ("licences/pygame_gui/NotoSans-LICENSE.txt",),
           within="pygame_gui"),
    Credit("Fira Code", "OFL-1.1", ("licences/pygame_gui/FiraCode-LICENSE.txt",),
           within="pygame_gui"),
)

LIBRARIES: tuple[Credit, ...] = (
    Credit("Python", "PSF-2.0", ("licences/python/LICENSE.txt",)),
    Credit("pygame-ce", "LGPL-2.1-or-later", (_PG + "LGPL.txt",), distribution="pygame-ce"),
    Credit("SDL", "Zlib", (_PG + "LICENSE.sdl2.txt",), within="pygame-ce"),
    Credit("SDL_ttf", "Zlib", (_PG + "LICENSE.sdl2_ttf.txt",), within="pygame-ce"),
    Credit("SDL_image", "Zlib", (_PG + "LICENSE.sdl2_image.txt",), within="pygame-ce"),
    Credit("SDL_mixer", "Zlib", (_PG + "LICENSE.sdl2_mixer.txt",), within="pygame-ce"),
    Credit("SDL_gfx", "Zlib", (_PG + "LICENSE.sdl_gfx.txt", _PG + "LICENSE.zlib.txt"),
           within="pygame-ce"),
    Credit("FreeType", "FTL", (_PG + "LICENSE.freetype.txt",), within="pygame-ce"),
    Credit("HarfBuzz", "MIT-Modern-Variant", (_PG + "LICENSE.harfbuzz.txt",),
           within="pygame-ce"),
    Credit("zlib", "Zlib", (_PG + "LICENSE.zlib.txt",), within="pygame-ce"),
    Credit("libpng", "libpng-2.0", (_PG + "LICENSE.png.txt",), within="pygame-ce"),
    Credit("libjpeg-turbo", "IJG AND BSD-3-Clause", (_PG + "LICENSE.jpeg.txt",),
           within="pygame-ce"),
    Credit("libtiff", "libtiff", (_PG + "LICENSE.tiff.txt",), within="pygame-ce"),
    Credit("libwebp", "BSD-3-Clause", (_PG + "LICENSE.webp.txt",), within="pygame-ce"),
    Credit("Brotli", "MIT", (_PG + "LICENSE.brotli.txt",), within="pygame-ce"),
    Credit("Ogg, Vorbis", "BSD-3-Clause", (_PG + "LICENSE.ogg-vorbis.txt",),
           within="pygame-ce"),
    Credit("Opus, opusfile", "BSD-3-Clause", (_PG + "LICENSE.opus.txt",
                                              _PG + "LICENSE.opusfile.txt"), within="pygame-ce"),
    Credit("FLAC", "BSD-3-Clause", (_PG + "LICENSE.FLAC.txt",), within="pygame-ce"),
    Credit("WavPack", "BSD-3-Clause", (_PG + "LICENSE.wavpack.txt",), within="pygame-ce"),
    Credit("libxmp", "MIT", (_PG + "LICENSE.libxmp.txt",), within="pygame-ce"),
    Credit("mpg123", "LGPL-2.1", (_PG + "LICENSE.mpg123.txt",), within="pygame-ce"),
    Credit("FluidSynth", "LGPL-2.1-or-later", (_PG + "LICENSE.fluidsynth.txt",),
           within="pygame-ce"),
    Credit("libsndfile, alsa-lib", "LGPL-2.1-or-later", (_PG + "LGPL.txt",),
           within="pygame-ce"),
    Credit("PortMidi", "MIT", (_PG + "LICENSE.portmidi.txt",), within="pygame-ce"),
    Credit("pygame_gui", "MIT", ("licences/pygame_gui/LICENSE.txt",), distribution="pygame-gui"),
    Credit("python-i18n", "MIT", ("licences/python-i18n/LICENSE.txt",),
           distribution="python-i18n"),
    Credit("Babel", "BSD-3-Clause", ("licences/babel/LICENSE.txt",), distribution="babel"),
    Credit("python-bidi", "LGPL-3.0-or-later", ("licences/python-bidi/COPYING.LESSER.txt",
                                                "licences/python-bidi/COPYING.txt",
                                                "licences/python-bidi/LICENSE-THIRD-PARTY.yml"),
           distribution="python-bidi"),
    Credit("platformdirs", "MIT", ("licences/platformdirs/LICENSE.txt",),
           distribution="platformdirs"),
    Credit("PyInstaller (bundle only)", "GPL-2.0-or-later WITH Bootloader-exception",
           ("licences/pyinstaller/COPYING.txt",), distribution="pyinstaller"),
)

LICENCE_FOLDER = "licences"  # under assets/: every text above but the fonts' own
