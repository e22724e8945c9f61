"""Translations: gettext catalogs for he, hu, ru, with English as the source and fallback.

The catalogs live in ``locale/<lang>/LC_MESSAGES/solitaire.po``. Their ``.mo`` files are compiled
when the package is built (``setup.py``) and when the bundle is (``solitaire.spec``), and read
from there; a checkout compiles its ``.po`` in memory at the first use of its language (about
50 ms). Nothing is ever written beside the code at run time (an install may be read-only, and
is not the game's to change); nobody edits or commits a ``.mo`` by hand.

A translation is shown only if every placeholder it names is one its message has
(``placeholders_fit``): a typo such as ``{dat}`` for ``{date}`` would make ``.format`` raise,
so that one message falls back to English. The build and CI refuse such a catalog before it
ships (``python tools/i18n.py check``); this is the last guard.
"""

from __future__ import annotations

import gettext as _gettext
import io
import locale as _locale
import os
import re
import string
import sys
from pathlib import Path

DOMAIN = "solitaire"
LANGUAGES: tuple[str, ...] = ("en", "he", "hu", "ru")
RTL_LANGUAGES = frozenset({"he"})


def locale_dir() -> Path:
    """The catalogs' folder: in the bundle when frozen, beside the package in a checkout, or
    (``pip install``) the package ``solitaire_locale`` beside ``game``."""
    base = getattr(sys, "_MEIPASS", None)
    if base:
        return Path(base) / "locale"
    root = Path(__file__).resolve().parent.parent
    installed = root / "solitaire_locale"
    return installed if installed.is_dir() else root / "locale"


def _built() -> bool:
    """Whether the catalogs are a build's (the bundle, an install), whose ``.mo`` files are
    read as they are; a checkout's ``.po`` files are the source (a ``.mo`` there is left over
    from older builds, and file times say nothing once an installer has copied the files)."""
    return bool(getattr(sys, "_MEIPASS", None)) or locale_dir().name == "solitaire_locale"


def placeholders(text: str) -> set[str] | None:
    """The ``{names}`` a format string uses, or None if ``.format`` could not read it."""
    try:
        return {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}
    except ValueError:  # a lone "{" or "}"
        return None


def placeholders_fit(messages: tuple[str, ...], text: str) -> bool:
    """Whether ``text`` may stand for ``messages`` (a message, or its singular and plural):
    it names no placeholder they lack. Leaving one out is allowed (a Hebrew singular spells
    the number out) and cannot break ``.format``."""
    names = placeholders(text)
    if names is None:
        return False
    allowed: set[str] = set()
    for message in messages:
        allowed |= placeholders(message) or set()
    return names <= allowed


_VOWELS = "aáeéiíoóöőuúüű"
_LETTERS_SAID_WITH_A_VOWEL = _VOWELS + "flmnrsxy"  # ef, el, em, en, er, es, iksz, ipszilon
# Between the article and its word: bidi marks, and the quotation mark a cell's letter
# stands in ("az „a” cellába": a bare "az a cellába" reads as "into that cell").
_ARTICLE = re.compile(r"\b([Aa])\(z\) ([\u2066-\u2069\u200e\u200f\u201e]*)(\w+\.?)")


def hungarian_article(word: str) -> str | None:
    """"az" or "a" before ``word`` as a Hungarian reader says it: a card's rank (``A♣`` is
    "ász", ``5♥`` "öt"), a number (``1.`` "első"/"egy", ``50`` "ötven", ``1000`` "ezer"), a
    lower-case letter by its name (cell ``f`` is "ef", ``b`` "bé"), or a word; None when it
    cannot be told (a path, a symbol)."""
    rank = word.rstrip(".")
    if len(rank) == 1 and rank.islower():  # a letter by its name: a cell "b" (bé), "f" (ef)
        vowel = rank in _LETTERS_SAID_WITH_A_VOWEL
    elif rank.isdigit():
        n = int(rank)
        vowel = n == 1 or rank.startswith("5") or 1000 <= n < 2000
    elif rank[:1].upper() in ("A", "J", "Q", "K") and (len(rank) == 1 or not rank[1:].isalpha()):
        vowel = rank[:1].upper() == "A"  # ász; bubi, dáma, király
    elif rank[:1].isalpha():
        vowel = rank[:1].lower() in _VOWELS
    else:
        return None
    return "az" if vowel else "a"


def _resolve_articles(text: str) -> str:
    def choose(m: re.Match[str]) -> str:
        article = hungarian_article(m.group(3))
        if article is None:
            return m.group(0)
        if m.group(1) == "A":
            article = article.capitalize()
        return f"{article} {m.group(2)}{m.group(3)}"

    return _ARTICLE.sub(choose, text)


class _ArticledTemplate(str):
    """A Hungarian message whose "a(z)" stands before a placeholder: once the card or the
    number is put in, the article is the one that word takes ("az A♣", "a 10♠")."""

    __slots__ = ()

    def format(self, *args: object, **kwargs: object) -> str:
        return _resolve_articles(str.format(self, *args, **kwargs))


def _articled(text: str) -> str:
    return _ArticledTemplate(text) if "(z) {" in text or "(z) \u201e{" in text else text


class CheckedTranslations(_gettext.GNUTranslations):
    """A catalog that answers with English wherever a translation's placeholders do not fit
    its message (checked once per message)."""

    def __init__(self, fp: io.BufferedIOBase | None = None) -> None:
        self._fit: dict[tuple[tuple[str, ...], str], bool] = {}
        super().__init__(fp)

    def _fits(self, messages: tuple[str, ...], text: str) -> bool:
        key = (messages, text)
        if key not in self._fit:
            self._fit[key] = placeholders_fit(messages, text)
        return self._fit[key]

    def gettext(self, message: str) -> str:
        text = super().gettext(message)
        return _articled(text) if self._fits((message,), text) else message

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
        text = super().ngettext(msgid1, msgid2, n)
        fits = self._fits((msgid1, msgid2), text)
        return _articled(text) if fits else (msgid1 if n == 1 else msgid2)

    def pgettext(self, context: str, message: str) -> str:
        text = super().pgettext(context, message)
        return _articled(text) if self._fits((message,), text) else message

    def npgettext(self, context: str, msgid1: str, msgid2: str, n: int) -> str:
        text = super().npgettext(context, msgid1, msgid2, n)
        fits = self._fits((msgid1, msgid2), text)
        return _articled(text) if fits else (msgid1 if n == 1 else msgid2)


_cache: dict[str, _gettext.NullTranslations] = {}
_current: _gettext.NullTranslations = _gettext.NullTranslations()
_language = "en"


MAX_CATALOG_BYTES = 8 * 1024 * 1024  # a catalog is about 100 KB


def _compile(po_path: Path) -> bytes:
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    from game.store.files import read_bounded  # the one door (game.store imports this module)

    raw = read_bounded(po_path, MAX_CATALOG_BYTES)
    catalog = read_po(io.BytesIO(raw), locale=po_path.parent.parent.name)
    buf = io.BytesIO()
    write_mo(buf, catalog, use_fuzzy=False)
    return buf.getvalue()


def _load(lang: str) -> _gettext.NullTranslations:
    if lang == "en":  # before the store's import: English is the program's own text
        return _gettext.NullTranslations()
    from game.store.files import read_bounded  # see _compile

    folder = locale_dir() / lang / "LC_MESSAGES"
    po, mo = folder / f"{DOMAIN}.po", folder / f"{DOMAIN}.mo"
    try:
        if _built() and mo.exists():
            return CheckedTranslations(io.BytesIO(read_bounded(mo, MAX_CATALOG_BYTES)))
        if po.exists():  # a checkout's source (or an install without .mo): in memory
            return CheckedTranslations(io.BytesIO(_compile(po)))
    except (OSError, ValueError, KeyError):  # BadFile is a ValueError
        pass  # a missing or broken catalog falls back to English
    return _gettext.NullTranslations()


def translator(lang: str) -> _gettext.NullTranslations:
    """The catalog of one language (cached); unknown languages get English."""
    lang = normalize(lang)
    if lang not in _cache:
        _cache[lang] = _load(lang)
    return _cache[lang]


def normalize(lang: str | None) -> str:
    """Map "he_IL.UTF-8", "HU", "iw" and the like to one of LANGUAGES (else "en")."""
    if not lang:
        return "en"
    code = lang.replace("-", "_").split("_")[0].split(".")[0].lower()
    code = {"iw": "he"}.get(code, code)
    return code if code in LANGUAGES else "en"


def system_language() -> str:
    """The user's language from the environment, as on first start."""
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(var)
        if value:
            return normalize(value.split(":")[0])
    try:
        return normalize(_locale.getlocale()[0])
    except ValueError:
        return "en"


def set_language(lang: str) -> str:
    """Switch the language of ``_`` and ``ngettext`` everywhere; returns the one chosen."""
    global _current, _language
    _language = normalize(lang)
    _current = translator(_language)
    return _language


def get_language() -> str:
    return _language


def is_rtl(lang: str | None = None) -> bool:
    return normalize(lang or _language) in RTL_LANGUAGES


def _(message: str) -> str:
    return _current.gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    return _current.ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    """``message`` translated as it reads in ``context`` (a word that must agree with
    different nouns in another language)."""
    return _current.pgettext(context, message)


def N_(message: str) -> str:
    """Mark a string for extraction; it is translated later, where it is shown."""
    return message


def format_number(value: int | float, lang: str | None = None) -> str:
    """A number the way the language writes it (``1 220``, ``1,220``), via babel's CLDR data."""
    from babel.numbers import format_decimal

    return str(format_decimal(value, locale=normalize(lang or _language)))


def format_percent(value: float, lang: str | None = None) -> str:
    """A percentage (``value`` out of 100) as the language writes it: ``45.7%``, ``45,7 %``."""
    from babel.numbers import format_percent as _format_percent

    return str(_format_percent(value / 100, locale=normalize(lang or _language),
                               format="#,##0.#%"))


def format_date(day: object, lang: str | None = None, style: str = "medium") -> str:
    """A calendar date in the language's own form (the daily deal's date, statistics)."""
    from babel.dates import format_date as _format_date

    return str(_format_date(day, format=style, locale=normalize(lang or _language)))  # type: ignore[arg-type]


# Where the language is spoken decides the first day of the week (Israel and the US:
# Sunday; Hungary and Russia: Monday); babel's bare languages all answer Monday.
_REGIONS = {"en": "en_US", "he": "he_IL", "hu": "hu_HU", "ru": "ru_RU"}


def first_weekday(lang: str | None = None) -> int:
    """The day a week starts on in the language's calendar (0 Monday .. 6 Sunday)."""
    from babel import Locale

    return int(Locale.parse(_REGIONS[normalize(lang or _language)]).first_week_day)


def weekday_names(lang: str | None = None) -> list[str]:
    """The short names of the days, Monday first ("Mo", "ב׳", "H", "пн")."""
    from babel.dates import get_day_names

    names = get_day_names("short", locale=_REGIONS[normalize(lang or _language)])
    return [str(names[day]) for day in range(7)]


def format_month(day: object, lang: str | None = None) -> str:
    """A month and its year as the language writes them ("November 2026", "2026. november")."""
    from babel.dates import format_skeleton

    return str(format_skeleton("yMMMM", day, locale=normalize(lang or _language)))  # type: ignore[arg-type]


def format_duration(seconds: float) -> str:
    """Elapsed play time as m:ss or h:mm:ss (digits only: the same in every language)."""
    total = max(0, int(seconds))
    hours, rest = divmod(total, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes}:{secs:02d}"
