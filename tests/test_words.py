"""Every kind of move of every game, in words, in every language (``game.words``).

The expected sentences are written out here from each language's grammar: Hungarian a/az by
how the card, the number or the letter is said ("az 5♥", "a 10♦", "az 1. oszlop", "az f
cella"), Russian cases after each preposition and the count's form ("2 карты", "5 карт"),
Hebrew word order, its passive and its dual ("שני קלפים"), a card's name isolated left to
right.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from typing import Any

import pytest

from game import game_from_layout
from game.cards import Card, full_deck
from game.i18n import set_language
from game.lessons import foundations
from game.moves import Move
from game.registry import register, unregister
from game.variant import Variant
from game.words import (
    Kind,
    MoveWords,
    Tense,
    kind_of,
    line_words,
    move_words,
    played_words,
)
from tests.ladder import Ladder

LANGS = ("en", "he", "hu", "ru")


def iso(card: str) -> str:
    """A card's name as a Hebrew sentence holds it: in a left-to-right isolate."""
    return f"\u2066{card}\u2069"


# --- positions ----------------------------------------------------------------------------------
GOLF = {"game": "golf", "options": "E",
        "tableau": [["JD", "6D"], ["2C", "7C"], ["AH"], ["QC", "KD"], ["3H"], ["TS"], ["9H"]],
        "waste": ["5S"], "stock": ["KS", "4C"]}
# Easy Harp's lesson: the stock is empty, two cards on the waste.
EASY_HARP = {"game": "easy_harp", "options": "N",
             "tableau": [["TS"], ["KC", "QD"], ["#JH", "KD", "QS"], ["KS", "QH"], ["QC", "JC"],
                         ["KH"], ["JS"], ["JD"], ["TH"]],
             "stock": [], "waste": ["9C", "TC"],
             "foundations": foundations([13, 9, 13, 9, 13, 10, 13, 8], decks=2)}
# Eight Off's lesson: six cells taken (a to f), two free (g, h).
EIGHT_OFF = {"game": "eight_off", "options": "C8",
             "tableau": [["7S", "KS", "QS", "JS"], ["9D", "8H"], ["KC", "QC"],
                         ["KD", "QD", "JD", "TD", "6S"], ["KH", "QH", "JH"], ["TS", "9S"],
                         ["9H"], ["6H"]],
             "cells": ["JC", "TC", "7H", "8S", "TH", "5H", None, None],
             "foundations": foundations([5, 4, 8, 9])}


def eight_off(columns: dict[int, list[str]], cells: list[str | None]) -> dict[str, Any]:
    """An Eight Off layout with these columns (by number) and cells, the foundations empty,
    every other card laid above the named cards of the columns that are not named (so the
    named columns end as written, runs and all)."""
    named = [c for col in columns.values() for c in col] + [c for c in cells if c is not None]
    used = Counter(Card.parse(c) for c in named)
    rest = [str(c) for c in full_deck() if not used[c]]
    tableau: list[list[str]] = [list(columns.get(i + 1, [])) for i in range(8)]
    others = [i for i in range(8) if i + 1 not in columns]
    for k, card in enumerate(rest):
        tableau[others[k % len(others)]].insert(0, card)
    return {"game": "eight_off", "options": "C8", "tableau": tableau, "cells": cells,
            "foundations": [[], [], [], []]}


# Five clubs in a run onto the 10♣, every cell free; a King alone in a cell beside an empty
# column; an Ace at the end of a column.
EIGHT_OFF_WIDE = eight_off({1: ["9C", "8C", "7C", "6C", "5C"], 2: ["TC"], 3: ["2D", "AS"],
                            4: []}, ["KD", None, None, None, None, None, None, None])


def position(layout: dict[str, Any], moves: str = "") -> Variant:
    game = game_from_layout(layout)
    for token in moves.split():
        game.play(game.parse_move(token))
    return game


# (layout, moves before, the move, its kind, {lang: (advice, played)})
CASES: list[tuple[str, dict[str, Any], str, str, Kind, dict[str, tuple[str, str]]]] = [
    ("golf draw", GOLF, "", "s>w", Kind.DRAW, {
        "en": ("Draw a card from the stock", "Drew the K♠ from the stock"),
        "he": ("משכו קלף מהקופה", f"הקלף {iso('K♠')} נמשך מהקופה"),
        "hu": ("Húzz egy lapot a húzópakliból", "Kihúztad a K♠ lapot a húzópakliból"),
        "ru": ("Возьмите карту из запаса", "Взяли K♠ из запаса"),
    }),
    ("golf onto the waste", GOLF, "", "1>w", Kind.TO_WASTE, {
        "en": ("Put the 6♦ on the waste", "Placed the 6♦ on the waste"),
        "he": (f"הניחו את {iso('6♦')} על ערימת ההשלכה", f"הקלף {iso('6♦')} הונח על ערימת ההשלכה"),
        "hu": ("Tedd a 6♦ lapot a dobópaklira", "Rátetted a 6♦ lapot a dobópaklira"),
        "ru": ("Положите 6♦ в сброс", "Положили 6♦ в сброс"),
    }),
    ("easy harp home from a column", EASY_HARP, "", "1>f2", Kind.HOME, {
        "en": ("Send the 10♠ to its foundation", "Sent the 10♠ to its foundation"),
        "he": (f"שלחו את {iso('10♠')} לערימת היסוד", f"הקלף {iso('10♠')} נשלח לערימת היסוד"),
        "hu": ("Küldd a 10♠ lapot az alappaklijára", "Elküldted a 10♠ lapot az alappaklijára"),
        "ru": ("Отправьте 10♠ на основание", "Отправили 10♠ на основание"),
    }),
    ("easy harp column to column", EASY_HARP, "", "5>2", Kind.MOVE, {
        "en": ("Move the J♣ from column 5 to column 2", "Moved the J♣ from column 5 to column 2"),
        "he": (f"העבירו את {iso('J♣')} מטור 5 לטור 2", f"הקלף {iso('J♣')} הועבר מטור 5 לטור 2"),
        "hu": ("Tedd át a J♣ lapot az 5. oszlopból a 2. oszlopba",
               "Áttetted a J♣ lapot az 5. oszlopból a 2. oszlopba"),
        "ru": ("Переложите J♣ из колонки 5 в колонку 2", "Переложили J♣ из колонки 5 в колонку 2"),
    }),
    ("easy harp waste to column", EASY_HARP, "", "w>8", Kind.MOVE, {
        "en": ("Move the 10♣ from the waste to column 8",
               "Moved the 10♣ from the waste to column 8"),
        "he": (f"העבירו את {iso('10♣')} מערימת ההשלכה לטור 8",
               f"הקלף {iso('10♣')} הועבר מערימת ההשלכה לטור 8"),
        "hu": ("Tedd át a 10♣ lapot a dobópakliról a 8. oszlopba",
               "Áttetted a 10♣ lapot a dobópakliról a 8. oszlopba"),
        "ru": ("Переложите 10♣ из сброса в колонку 8", "Переложили 10♣ из сброса в колонку 8"),
    }),
    ("easy harp redeal", EASY_HARP, "", "w>sx2", Kind.REDEAL, {
        "en": ("Turn the waste over into the stock", "Turned the waste over into the stock"),
        "he": ("החזירו את ערימת ההשלכה לקופה", "ערימת ההשלכה הוחזרה לקופה"),
        "hu": ("Fordítsd vissza a dobópaklit a húzópakliba",
               "Visszafordítottad a dobópaklit a húzópakliba"),
        "ru": ("Переверните сброс обратно в запас", "Перевернули сброс обратно в запас"),
    }),
    ("easy harp draw", EASY_HARP, "s", "s>w", Kind.DRAW, {
        "en": ("Draw a card from the stock", "Drew the 9♣ from the stock"),
        "he": ("משכו קלף מהקופה", f"הקלף {iso('9♣')} נמשך מהקופה"),
        "hu": ("Húzz egy lapot a húzópakliból", "Kihúztad a 9♣ lapot a húzópakliból"),
        "ru": ("Возьмите карту из запаса", "Взяли 9♣ из запаса"),
    }),
    ("easy harp home from the waste", EASY_HARP, "s s", "w>f8", Kind.HOME, {
        "en": ("Send the 9♣ to its foundation", "Sent the 9♣ to its foundation"),
        "he": (f"שלחו את {iso('9♣')} לערימת היסוד", f"הקלף {iso('9♣')} נשלח לערימת היסוד"),
        "hu": ("Küldd a 9♣ lapot az alappaklijára", "Elküldted a 9♣ lapot az alappaklijára"),
        "ru": ("Отправьте 9♣ на основание", "Отправили 9♣ на основание"),
    }),
    ("easy harp back from a foundation", EASY_HARP, "", "f2>9", Kind.BACK, {
        "en": ("Take the 9♠ back from its foundation to column 9",
               "Took the 9♠ back from its foundation to column 9"),
        "he": (f"החזירו את {iso('9♠')} מערימת היסוד לטור 9",
               f"הקלף {iso('9♠')} הוחזר מערימת היסוד לטור 9"),
        "hu": ("Vedd vissza a 9♠ lapot az alappakliról a 9. oszlopba",
               "Visszavetted a 9♠ lapot az alappakliról a 9. oszlopba"),
        "ru": ("Верните 9♠ с основания в колонку 9", "Вернули 9♠ с основания в колонку 9"),
    }),
    ("easy harp king run into an empty column", EASY_HARP, "1f", "3>1x2", Kind.RUN, {
        "en": ("Move the K♦ and its run (2 cards) from column 3 to the empty column 1",
               "Moved the K♦ and its run (2 cards) from column 3 to the empty column 1"),
        "he": (f"העבירו את {iso('K♦')} עם הרצף שלו (שני קלפים) מטור 3 לטור 1 הריק",
               f"הקלף {iso('K♦')} הועבר עם הרצף שלו (שני קלפים) מטור 3 לטור 1 הריק"),
        "hu": ("Tedd át a K♦ lapot a sorozatával együtt (2 lap) a 3. oszlopból az üres 1. "
               "oszlopba",
               "Áttetted a K♦ lapot a sorozatával együtt (2 lap) a 3. oszlopból az üres 1. "
               "oszlopba"),
        "ru": ("Переложите K♦ вместе с рядом (2 карты) из колонки 3 в пустую колонку 1",
               "Переложили K♦ вместе с рядом (2 карты) из колонки 3 в пустую колонку 1"),
    }),
    ("easy harp king alone into an empty column", EASY_HARP, "1f 36", "3>1", Kind.MOVE, {
        "en": ("Move the K♦ from column 3 to the empty column 1",
               "Moved the K♦ from column 3 to the empty column 1"),
        "he": (f"העבירו את {iso('K♦')} מטור 3 לטור 1 הריק",
               f"הקלף {iso('K♦')} הועבר מטור 3 לטור 1 הריק"),
        "hu": ("Tedd át a K♦ lapot a 3. oszlopból az üres 1. oszlopba",
               "Áttetted a K♦ lapot a 3. oszlopból az üres 1. oszlopba"),
        "ru": ("Переложите K♦ из колонки 3 в пустую колонку 1",
               "Переложили K♦ из колонки 3 в пустую колонку 1"),
    }),
    ("eight off home from a column", EIGHT_OFF, "", "4>f1", Kind.HOME, {
        "en": ("Send the 6♠ to its foundation", "Sent the 6♠ to its foundation"),
        "he": (f"שלחו את {iso('6♠')} לערימת היסוד", f"הקלף {iso('6♠')} נשלח לערימת היסוד"),
        "hu": ("Küldd a 6♠ lapot az alappaklijára", "Elküldted a 6♠ lapot az alappaklijára"),
        "ru": ("Отправьте 6♠ на основание", "Отправили 6♠ на основание"),
    }),
    ("eight off home from a cell", EIGHT_OFF, "", "f>f2", Kind.HOME, {
        "en": ("Send the 5♥ to its foundation", "Sent the 5♥ to its foundation"),
        "he": (f"שלחו את {iso('5♥')} לערימת היסוד", f"הקלף {iso('5♥')} נשלח לערימת היסוד"),
        "hu": ("Küldd az 5♥ lapot az alappaklijára", "Elküldted az 5♥ lapot az alappaklijára"),
        "ru": ("Отправьте 5♥ на основание", "Отправили 5♥ на основание"),
    }),
    ("eight off cell to column", EIGHT_OFF, "", "a>3", Kind.MOVE, {
        "en": ("Move the J♣ from cell a to column 3", "Moved the J♣ from cell a to column 3"),
        "he": (f"העבירו את {iso('J♣')} מתא a לטור 3", f"הקלף {iso('J♣')} הועבר מתא a לטור 3"),
        "hu": ("Tedd át a J♣ lapot az „a” cellából a 3. oszlopba",
               "Áttetted a J♣ lapot az „a” cellából a 3. oszlopba"),
        "ru": ("Переложите J♣ из ячейки a в колонку 3", "Переложили J♣ из ячейки a в колонку 3"),
    }),
    ("eight off column to cell", EIGHT_OFF, "", "2>g", Kind.MOVE, {
        "en": ("Move the 8♥ from column 2 to cell g", "Moved the 8♥ from column 2 to cell g"),
        "he": (f"העבירו את {iso('8♥')} מטור 2 לתא g", f"הקלף {iso('8♥')} הועבר מטור 2 לתא g"),
        "hu": ("Tedd át a 8♥ lapot a 2. oszlopból a „g” cellába",
               "Áttetted a 8♥ lapot a 2. oszlopból a „g” cellába"),
        "ru": ("Переложите 8♥ из колонки 2 в ячейку g", "Переложили 8♥ из колонки 2 в ячейку g"),
    }),
    ("eight off column to column", EIGHT_OFF, "", "2>7", Kind.MOVE, {
        "en": ("Move the 8♥ from column 2 to column 7", "Moved the 8♥ from column 2 to column 7"),
        "he": (f"העבירו את {iso('8♥')} מטור 2 לטור 7", f"הקלף {iso('8♥')} הועבר מטור 2 לטור 7"),
        "hu": ("Tedd át a 8♥ lapot a 2. oszlopból a 7. oszlopba",
               "Áttetted a 8♥ lapot a 2. oszlopból a 7. oszlopba"),
        "ru": ("Переложите 8♥ из колонки 2 в колонку 7", "Переложили 8♥ из колонки 2 в колонку 7"),
    }),
    ("eight off a group of two", EIGHT_OFF, "", "6>1x2", Kind.GROUP, {
        "en": ("Move 2 cards from column 6 to column 1", "Moved 2 cards from column 6 to column 1"),
        "he": ("העבירו שני קלפים מטור 6 לטור 1", "שני קלפים הועברו מטור 6 לטור 1"),
        "hu": ("Tegyél át 2 lapot a 6. oszlopból az 1. oszlopba",
               "Áttettél 2 lapot a 6. oszlopból az 1. oszlopba"),
        "ru": ("Переложите 2 карты из колонки 6 в колонку 1",
               "Переложили 2 карты из колонки 6 в колонку 1"),
    }),
    ("eight off a group of five", EIGHT_OFF_WIDE, "", "1>2x5", Kind.GROUP, {
        "en": ("Move 5 cards from column 1 to column 2", "Moved 5 cards from column 1 to column 2"),
        "he": ("העבירו 5 קלפים מטור 1 לטור 2", "5 קלפים הועברו מטור 1 לטור 2"),
        "hu": ("Tegyél át 5 lapot az 1. oszlopból a 2. oszlopba",
               "Áttettél 5 lapot az 1. oszlopból a 2. oszlopba"),
        "ru": ("Переложите 5 карт из колонки 1 в колонку 2",
               "Переложили 5 карт из колонки 1 в колонку 2"),
    }),
    ("eight off king run into an empty column", EIGHT_OFF, "4f a3 2g 2f", "1>2x3", Kind.RUN, {
        "en": ("Move the K♠ and its run (3 cards) from column 1 to the empty column 2",
               "Moved the K♠ and its run (3 cards) from column 1 to the empty column 2"),
        "he": (f"העבירו את {iso('K♠')} עם הרצף שלו (3 קלפים) מטור 1 לטור 2 הריק",
               f"הקלף {iso('K♠')} הועבר עם הרצף שלו (3 קלפים) מטור 1 לטור 2 הריק"),
        "hu": ("Tedd át a K♠ lapot a sorozatával együtt (3 lap) az 1. oszlopból az üres 2. "
               "oszlopba",
               "Áttetted a K♠ lapot a sorozatával együtt (3 lap) az 1. oszlopból az üres 2. "
               "oszlopba"),
        "ru": ("Переложите K♠ вместе с рядом (3 карты) из колонки 1 в пустую колонку 2",
               "Переложили K♠ вместе с рядом (3 карты) из колонки 1 в пустую колонку 2"),
    }),
    ("eight off back to a cell", EIGHT_OFF, "", "f1>g", Kind.BACK, {
        "en": ("Take the 5♠ back from its foundation to cell g",
               "Took the 5♠ back from its foundation to cell g"),
        "he": (f"החזירו את {iso('5♠')} מערימת היסוד לתא g",
               f"הקלף {iso('5♠')} הוחזר מערימת היסוד לתא g"),
        "hu": ("Vedd vissza az 5♠ lapot az alappakliról a „g” cellába",
               "Visszavetted az 5♠ lapot az alappakliról a „g” cellába"),
        "ru": ("Верните 5♠ с основания в ячейку g", "Вернули 5♠ с основания в ячейку g"),
    }),
    ("eight off back to a column", EIGHT_OFF, "2g", "f3>2", Kind.BACK, {
        "en": ("Take the 8♦ back from its foundation to column 2",
               "Took the 8♦ back from its foundation to column 2"),
        "he": (f"החזירו את {iso('8♦')} מערימת היסוד לטור 2",
               f"הקלף {iso('8♦')} הוחזר מערימת היסוד לטור 2"),
        "hu": ("Vedd vissza a 8♦ lapot az alappakliról a 2. oszlopba",
               "Visszavetted a 8♦ lapot az alappakliról a 2. oszlopba"),
        "ru": ("Верните 8♦ с основания в колонку 2", "Вернули 8♦ с основания в колонку 2"),
    }),
    ("eight off a king from a cell into an empty column", EIGHT_OFF_WIDE, "", "a>4", Kind.MOVE, {
        "en": ("Move the K♦ from cell a to the empty column 4",
               "Moved the K♦ from cell a to the empty column 4"),
        "he": (f"העבירו את {iso('K♦')} מתא a לטור 4 הריק",
               f"הקלף {iso('K♦')} הועבר מתא a לטור 4 הריק"),
        "hu": ("Tedd át a K♦ lapot az „a” cellából az üres 4. oszlopba",
               "Áttetted a K♦ lapot az „a” cellából az üres 4. oszlopba"),
        "ru": ("Переложите K♦ из ячейки a в пустую колонку 4",
               "Переложили K♦ из ячейки a в пустую колонку 4"),
    }),
    ("eight off cell to cell", EIGHT_OFF_WIDE, "", "a>f", Kind.MOVE, {
        "en": ("Move the K♦ from cell a to cell f", "Moved the K♦ from cell a to cell f"),
        "he": (f"העבירו את {iso('K♦')} מתא a לתא f", f"הקלף {iso('K♦')} הועבר מתא a לתא f"),
        "hu": ("Tedd át a K♦ lapot az „a” cellából az „f” cellába",
               "Áttetted a K♦ lapot az „a” cellából az „f” cellába"),
        "ru": ("Переложите K♦ из ячейки a в ячейку f", "Переложили K♦ из ячейки a в ячейку f"),
    }),
    ("eight off an ace home", EIGHT_OFF_WIDE, "", "3>f1", Kind.HOME, {
        "en": ("Send the A♠ to its foundation", "Sent the A♠ to its foundation"),
        "he": (f"שלחו את {iso('A♠')} לערימת היסוד", f"הקלף {iso('A♠')} נשלח לערימת היסוד"),
        "hu": ("Küldd az A♠ lapot az alappaklijára", "Elküldted az A♠ lapot az alappaklijára"),
        "ru": ("Отправьте A♠ на основание", "Отправили A♠ на основание"),
    }),
]


@pytest.mark.parametrize(("name", "layout", "before", "move", "kind", "said"), CASES,
                         ids=[c[0] for c in CASES])
def test_every_kind_of_move_in_every_language(name: str, layout: dict[str, Any], before: str,
                                              move: str, kind: Kind,
                                              said: dict[str, tuple[str, str]]) -> None:
    game = position(layout, before)
    exact = Move.from_text(move)
    assert game.is_legal(exact), name
    assert kind_of(game, exact) is kind
    for lang in LANGS:
        assert (move_words(game, exact, lang), played_words(game, exact, lang)) == said[lang]


def test_the_cases_cover_every_kind_of_every_game() -> None:
    """Each game's moves of each kind it has (found by playing its own lines) are among the
    cases above, and each kind there is."""
    covered = {(layout["game"], kind) for _n, layout, _b, _m, kind, _s in CASES}
    assert {kind for _g, kind in covered} == set(Kind)
    for game, kinds in {"golf": {Kind.DRAW, Kind.TO_WASTE},
                        "easy_harp": {Kind.DRAW, Kind.REDEAL, Kind.HOME, Kind.BACK, Kind.MOVE,
                                      Kind.RUN},
                        "eight_off": {Kind.HOME, Kind.BACK, Kind.MOVE, Kind.GROUP,
                                      Kind.RUN}}.items():
        assert {k for g, k in covered if g == game} == kinds


@pytest.mark.parametrize(("card", "said"), [("5H", "Tedd az 5♥ lapot a dobópaklira"),
                                            ("AH", "Tedd az A♥ lapot a dobópaklira"),
                                            ("TH", "Tedd a 10♥ lapot a dobópaklira"),
                                            ("KH", "Tedd a K♥ lapot a dobópaklira")])
def test_hungarian_article_follows_how_the_card_is_said(card: str, said: str) -> None:
    below = {"5H": "4S", "AH": "2S", "TH": "JS", "KH": "QS"}[card]
    game = game_from_layout({"game": "golf", "options": "E", "tableau": [[card]] + [[]] * 6,
                             "waste": [below], "stock": []})
    assert move_words(game, Move.from_text("1>w"), "hu") == said


def test_a_sentence_set_into_another_keeps_its_lower_case() -> None:
    game = position(EIGHT_OFF)
    move = Move.from_text("2>g")
    assert move_words(game, move, "en", capital=False) == "move the 8♥ from column 2 to cell g"
    assert played_words(game, move, "ru", capital=False) == ("переложили 8♥ из колонки 2 в "
                                                             "ячейку g")
    home = Move.from_text("f>f2")
    assert move_words(game, home, "hu", capital=False) == "küldd az 5♥ lapot az alappaklijára"


def test_the_current_language_is_the_default() -> None:
    game = position(GOLF)
    set_language("ru")
    assert move_words(game, Move.from_text("1>w")) == "Положите 6♦ в сброс"
    set_language("en")
    assert move_words(game, Move.from_text("1>w")) == "Put the 6♦ on the waste"


def test_a_line_is_said_move_by_move_in_the_position_each_was_played_from() -> None:
    game = position(EASY_HARP)
    line = [Move.from_text(t) for t in ("w>sx2", "s>w", "w>f8")]
    assert line_words(game, line, "en") == ["Turned the waste over into the stock",
                                            "Drew the 9♣ from the stock",
                                            "Sent the 9♣ to its foundation"]
    assert game.layout() == position(EASY_HARP).layout()  # the start is not changed


def test_a_hint_never_names_the_card_a_draw_would_turn_up() -> None:
    one, other = position(GOLF), position(dict(GOLF, stock=["4C", "KS"]))
    draw = Move.from_text("s>w")
    for lang in LANGS:
        assert move_words(one, draw, lang) == move_words(other, draw, lang)
        assert played_words(one, draw, lang) != played_words(other, draw, lang)


# --- a new game gets its words for free, and may have its own --------------------------------
@pytest.fixture
def ladder() -> Iterator[type[Ladder]]:
    register(Ladder)
    yield Ladder
    unregister(Ladder)


def test_a_new_game_gets_words_for_every_move(ladder: type[Ladder]) -> None:
    game = ladder.new(1)
    move = game.legal_moves()[0]
    assert move_words(game, move, "en") == "Send the A♠ to its foundation"
    assert move_words(game, move, "hu") == "Küldd az A♠ lapot az alappaklijára"


class Sayer(Ladder):
    """Ladder with words of its own for a card going up the ladder."""

    name = "sayer"
    prefix = "SY"

    def own_move_words(self, move: Move, words: MoveWords, tense: Tense) -> str | None:
        card = self.pile(move.source)[-1]
        return f"climb with the {words.card(card)}" if tense is Tense.ADVICE else None


def test_a_game_may_say_a_move_its_own_way() -> None:
    register(Sayer)
    try:
        game = Sayer.new(1)
        move = game.legal_moves()[0]
        assert move_words(game, move, "en") == "Climb with the A♠"
        assert played_words(game, move, "en") == "Sent the A♠ to its foundation"
        assert move_words(game, move, "he") == f"Climb with the {iso('A♠')}"
    finally:
        unregister(Sayer)


# --- Hebrew on screen ---------------------------------------------------------------------------
def test_hebrew_sentences_read_right_to_left_with_the_cards_whole() -> None:
    from scenes.ui import text

    game = position(EIGHT_OFF_WIDE)
    home = move_words(game, Move.from_text("3>f1"), "he")
    assert text.visual(home, True) == "דוסיה תמירעל A♠ תא וחלש"
    cell = move_words(game, Move.from_text("a>4"), "he")
    assert text.visual(cell, True) == "קירה 4 רוטל a אתמ K♦ תא וריבעה"
    drawn = played_words(position(GOLF), Move.from_text("s>w"), "he")
    assert text.visual(drawn, True) == "הפוקהמ ךשמנ K♠ ףלקה"


def test_hebrew_card_names_render_left_to_right_in_the_pixels() -> None:
    import pygame

    from scenes.ui import text
    from tests.test_text import BLACK, SIZE, find, ink_mask, piece, x_of

    pygame.init()
    said = move_words(position(EIGHT_OFF_WIDE), Move.from_text("3>f1"), "he")
    big = ink_mask(text.render(said, SIZE, BLACK, rtl=True))
    assert find(big, piece("♠A")) == []
    assert x_of(big, "היסוד") < x_of(big, "A♠") < x_of(big, "את") < x_of(big, "שלחו")


@pytest.mark.parametrize("letter", "abcdefgh")
def test_hungarian_cell_letters_never_read_as_an_article(letter: str) -> None:
    """Cell a said bare after its article read "az a cellába" ("into that cell"), and cell
    e "az e cellába" ("into this cell"): the letter stands in quotation marks, after the
    article its name takes (a, bé, cé, dé, e, ef, gé, há)."""
    words = MoveWords("hu")
    place = Move.from_text(f"{letter}>1").source
    to = words.place(position(EIGHT_OFF), place, target=True)
    article = "az" if letter in "aef" else "a"
    assert to == f"{article} „{letter}” cellába"
    source = words.place(position(EIGHT_OFF), place, target=False)
    assert source == f"{article} „{letter}” cellából"
