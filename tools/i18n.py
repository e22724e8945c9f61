"""Catalog upkeep: extract the strings, update he/hu/ru catalogs, merge pending translations.

    python tools/i18n.py update    # code -> locale/solitaire.pot -> locale/*/LC_MESSAGES/*.po
    python tools/i18n.py missing   # list what is untranslated or fuzzy (exit 1 if any)
    python tools/i18n.py check     # list translations whose placeholders do not fit (exit 1)
    python tools/i18n.py gather golf  # a game's own strings -> game/games/golf/translations.json

``check`` runs at build time (solitaire.spec refuses to compile such a catalog) and in CI: a
typo such as ``{dat}`` for ``{date}`` would make ``.format`` raise where the message is shown
(the game then shows that message in English: game/i18n.py).

Translations written while a feature is built wait in ``locale/pending/*.json``
(``{"msgid": {"he": "...", ...}}``, plurals keyed ``"singular|plural"`` with a list per
language, a message with a context keyed ``"context\x04msgid"``); ``update`` fills
untranslated catalog entries from them, after which the pending file can go: the ``.po``
files are the source of truth. The ``.mo`` files are never committed: the game compiles them
from the ``.po`` files (game/i18n.py).

A game's own strings (those only its package uses) have their source in its folder:
``game/games/<name>/translations.json``, in the pending files' format. ``update`` puts them
into the catalogs, over what the catalogs held, so a game brings its translations with it and
its folder is where they are fixed. ``python tools/i18n.py gather <name>`` writes that file
from the catalogs (every string found only in the game's package, with its translations).
"""

from __future__ import annotations

import copy
import json
import sys
from pathlib import Path

from babel.messages.catalog import Catalog, Message
from babel.messages.extract import extract_from_dir
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # run as a script: game/ is beside tools/
    sys.path.insert(0, str(ROOT))

from game.i18n import placeholders, placeholders_fit  # noqa: E402

LOCALE = ROOT / "locale"
DOMAIN = "solitaire"
LANGS = ("he", "hu", "ru")
KEYWORDS = {"_": None, "N_": None, "ngettext": (1, 2), "pgettext": ((1, "c"), 2)}


def extract() -> Catalog:
    template = Catalog(project="tablet-solitaire", version="1", fuzzy=False)
    method_map = [("game/**.py", "python"), ("scenes/**.py", "python"), ("main.py", "python")]
    for filename, lineno, message, comments, context in extract_from_dir(
        str(ROOT), method_map=method_map, keywords=KEYWORDS, comment_tags=("TRANSLATORS:",),
        strip_comment_tags=True,
    ):
        template.add(message, None, [(filename, lineno)], auto_comments=comments, context=context)
    return template


GAMES = ROOT / "game" / "games"
TRANSLATIONS = "translations.json"  # a game's own strings, beside its code


def _key(message: Message) -> str:
    """A message as the pending and game files key it."""
    key = "|".join(message.id) if isinstance(message.id, tuple) else message.id
    return f"{message.context}\x04{key}" if message.context else key


def games_translations() -> dict[str, dict[str, object]]:
    """Every game's own translations (``<game>/translations.json``), merged."""
    merged: dict[str, dict[str, object]] = {}
    for path in sorted(GAMES.glob(f"*/{TRANSLATIONS}")):
        for msgid, langs in json.loads(path.read_text(encoding="utf-8")).items():
            merged.setdefault(msgid, {}).update(langs)
    return merged


def gather(name: str) -> Path:
    """Write ``game/games/<name>/translations.json`` from the catalogs: every string that
    only the game's package uses, with its translations in every language."""
    folder = GAMES / name
    if not (folder / "__init__.py").is_file():
        raise SystemExit(f"no game package {folder}")
    own = f"game/games/{name}/"
    template = extract()
    keys = [_key(m) for m in template if m.id and m.locations
            and all(file.replace("\\", "/").startswith(own) for file, _line in m.locations)]
    catalogs = {lang: {_key(m): m.string for m in load(lang) if m.id} for lang in LANGS}
    out: dict[str, dict[str, object]] = {}
    for key in sorted(keys):
        langs = {}
        for lang in LANGS:
            value = catalogs[lang].get(key)
            if value and all(value if isinstance(value, tuple) else (value,)):
                langs[lang] = list(value) if isinstance(value, tuple) else value
        if langs:
            out[key] = langs
    path = folder / TRANSLATIONS
    path.write_text(json.dumps(out, ensure_ascii=False, indent=1, sort_keys=True) + "\n",
                    encoding="utf-8")
    return path


def pending() -> dict[str, dict[str, object]]:
    merged: dict[str, dict[str, object]] = {}
    for path in sorted((LOCALE / "pending").glob("*.json")):
        for msgid, langs in json.loads(path.read_text(encoding="utf-8")).items():
            merged.setdefault(msgid, {}).update(langs)
    return merged


def po_path(lang: str) -> Path:
    return LOCALE / lang / "LC_MESSAGES" / f"{DOMAIN}.po"


def load(lang: str) -> Catalog:
    path = po_path(lang)
    if path.exists():
        with path.open("rb") as f:
            return read_po(f, locale=lang)
    return Catalog(locale=lang, domain=DOMAIN, project="tablet-solitaire", version="1")


def update() -> int:
    template = extract()
    with (LOCALE / f"{DOMAIN}.pot").open("wb") as f:
        write_po(f, template, omit_header=False, sort_output=True)
    waiting = pending()
    own = games_translations()
    for lang in LANGS:
        catalog = load(lang)
        # A copy per language: babel's update adopts the template's new Message objects, so
        # filling one catalog would fill the next with the same (wrong-language) string.
        catalog.update(copy.deepcopy(template), no_fuzzy_matching=True)
        catalog.obsolete.clear()
        for message in catalog:
            if not message.id:
                continue
            key = _key(message)
            value = waiting.get(key, {}).get(lang)
            strings = message.string if isinstance(message.string, tuple) else (message.string,)
            translated = all(strings) and "fuzzy" not in message.flags
            games = own.get(key, {}).get(lang)
            if games:  # a game's own strings: its folder is their source
                value, translated = games, False
            if value and not translated:  # the catalog, once filled, is the source of truth
                message.string = tuple(value) if isinstance(value, list) else value
                message.flags.discard("fuzzy")
        po_path(lang).parent.mkdir(parents=True, exist_ok=True)
        with po_path(lang).open("wb") as f:
            write_po(f, catalog, sort_output=True, width=100)
    return missing()


def missing() -> int:
    problems = 0
    for lang in LANGS:
        for message in load(lang):
            if not message.id:
                continue
            strings = message.string if isinstance(message.string, tuple) else (message.string,)
            if "fuzzy" in message.flags or not all(strings):
                problems += 1
                print(f"{lang}: {message.id!r}")
    return 1 if problems else 0


def check(locale: Path = LOCALE) -> list[str]:
    """Every translation whose placeholders do not fit its message, one line each: a name the
    message lacks ({dat}), a brace ``.format`` cannot read, or a name it lost ({n} excepted:
    a singular may spell the number out)."""
    problems = []
    for lang in LANGS:
        path = locale / lang / "LC_MESSAGES" / f"{DOMAIN}.po"
        with path.open("rb") as f:
            catalog = read_po(f, locale=lang)
        for message in catalog:
            if not message.id or not message.string:
                continue
            ids = message.id if isinstance(message.id, tuple) else (message.id,)
            texts = message.string if isinstance(message.string, tuple) else (message.string,)
            wanted = (placeholders(ids[-1]) or set()) - {"n"}
            for text in filter(None, texts):
                names = placeholders(text)
                if names is None or not placeholders_fit(ids, text):
                    problems.append(f"{lang}: {ids[0]!r}: placeholders of {text!r} do not fit")
                elif not wanted <= names:
                    lost = ", ".join(sorted(wanted - names))
                    problems.append(f"{lang}: {ids[0]!r}: {text!r} lost {{{lost}}}")
    return problems


def report() -> int:
    problems = check()
    for problem in problems:
        print(problem)
    return 1 if problems else 0


if __name__ == "__main__":
    command = sys.argv[1] if len(sys.argv) > 1 else "missing"
    if command == "gather":
        print(gather(sys.argv[2]))
        sys.exit(0)
    sys.exit({"update": update, "missing": missing, "check": report}[command]())
