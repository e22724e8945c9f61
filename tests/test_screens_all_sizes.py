"""Every screen but the table, built and drawn at four sizes in four languages.

Nothing may spill out of its box: every button's label, at the font size its theme id names,
fits the button; every line drawn straight onto a screen fits its box (``text.overflows``).
The real catalogs are used, so the long Hungarian and Russian labels are measured too.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pygame
import pygame_gui
import pytest

from game import i18n
from scenes import intents
from scenes.app import App
from scenes.ui import text

SIZES = [(800, 480), (1280, 800), (800, 1280), (1920, 1080)]
LANGS = ["en", "he", "hu", "ru"]
def buttons(app: App) -> list[pygame_gui.elements.UIButton]:
    return app.gui.buttons()


def label_fits(app: App, button: pygame_gui.elements.UIButton) -> tuple[bool, str]:
    size = app.gui.font_size_of(button)
    shown = button.text
    width = text.font(size, True).size(shown)[0]
    return width <= button.rect.width - 4, f"{shown!r} {width}px in {button.rect.width}px"


def menu(app: App) -> None:
    from scenes.pages.menu import MenuScene

    app.stack.push(MenuScene(app))


def menu_with_saved_game(app: App) -> None:
    from game.session import Session

    Session.start(app.store, "golf", "E", 7).play(
        Session.resume(app.store).game.legal_moves()[0]  # type: ignore[union-attr]
    )
    menu(app)


def new_game(app: App) -> None:
    from scenes.dialogs.new_game import NewGameScene

    menu(app)
    app.stack.push(NewGameScene(app, "eight_off"))


def new_game_code(app: App) -> None:
    from scenes.dialogs.new_game import NewGameScene

    menu(app)
    scene = NewGameScene(app, "golf", code_mode=True)
    app.stack.push(scene)
    scene.code_text = "GO1-E-AAA"
    scene.play_code()


def results(app: App) -> None:
    from game.session import Session
    from scenes.dialogs.results import ResultsScene

    menu(app)
    app.stack.push(ResultsScene(app, Session.start(app.store, "easy_harp", "N", 3)))


def settings(app: App) -> None:
    from scenes.dialogs.settings import SettingsScene

    menu(app)
    app.stack.push(SettingsScene(app))


def rules(app: App) -> None:
    from scenes.pages.rules import RulesScene

    menu(app)
    app.stack.push(RulesScene(app, "eight_off"))


def stats(app: App) -> None:
    from scenes.dialogs.stats import StatsScene

    app.store.record_result("golf", "C", True, 350, 123456, 4000.0)
    menu(app)
    app.stack.push(StatsScene(app, "golf"))


def played(app: App, game: str, options: str, results: str) -> None:
    """Games of ``game`` and ``options`` counted with their history (W won, L lost)."""
    from game import get_variant
    from game.store import HistoryEntry

    cls = get_variant(game)
    code = str(cls.new(1, options).code)
    for n, r in enumerate(results):
        score = 200 + 15 * n if r == "W" else 40 + (37 * n) % 150
        entry = HistoryEntry(f"{game}{options}{n}", game, options, code, None,
                             "won" if r == "W" else "stuck", score, 30 + n, 60.0 + n)
        app.store.stats.record_result(game, options, r == "W", score, 30 + n, 60.0 + n,
                                      game_id=entry.game_id, history=entry)


def stats_trends(app: App) -> None:
    """Two rule options' charts: a long history and a short one."""
    from scenes.dialogs.stats import StatsScene

    played(app, "golf", "E", "LLWLWWLWLLWWWLWWLWWWLLWWWLWWWLWWWW")
    played(app, "golf", "C", "LW")
    menu(app)
    app.stack.push(StatsScene(app, "golf"))


def stats_three_options(app: App) -> None:
    """Three rule options' charts: one long, one short, one empty."""
    from scenes.dialogs.stats import StatsScene

    played(app, "eight_off", "C8", "WWWLWWWWLWWWWWWLWWWW")
    played(app, "eight_off", "C4", "WL")
    menu(app)
    app.stack.push(StatsScene(app, "eight_off"))


def results_with_history(app: App) -> None:
    """The results after a history of the same game and option: the line of last scores."""
    from game.session import Session

    played(app, "easy_harp", "N", "LWLLWLWWLWLLW")
    session = Session.start(app.store, "easy_harp", "N", 3)
    session.play(session.game.legal_moves()[0])
    session.record_result()
    menu(app)
    app.navigate(intents.Results(session))


def confirm(app: App) -> None:
    stats(app)
    app.scene.ask_reset()  # type: ignore[union-attr]


def new_game_with_rounds(app: App) -> None:
    from scenes.dialogs.new_game import NewGameScene

    menu(app)
    app.stack.push(NewGameScene(app, "golf"))


def results_earned(app: App) -> None:
    """A won daily deal after a loss: every line of what it earned."""
    import datetime as _dt

    from game.session import Session

    day = _dt.date(2025, 11, 30)
    lost = Session.start(app.store, "golf", "E", 3, daily_date=day)
    lost.play(lost.game.legal_moves()[0])
    won = Session.from_layout(app.store, {"game": "golf", "options": "E", "tableau": [
        ["5C"], [], [], [], [], [], []], "waste": ["4C"], "stock": ["2D"]})
    won.daily_date = day
    won.play(won.game.legal_moves()[0])
    menu(app)
    app.navigate(intents.Results(won))


def finish_hole_saving_once(session: object) -> object:
    """``test_rounds.finish_hole``, with the game in progress written once, at the hole's
    end, not at each of its 40-odd moves: the file ends the same (a win forgets it, a stuck
    hole's last position is written), and the nine holes of a scorecard cost a fifth of
    this test's CPU in writes."""
    from game.session import Session
    from tests.test_rounds import play_out

    assert isinstance(session, Session)
    session.save = lambda: True  # type: ignore[method-assign]
    try:
        play_out(session)
    finally:
        del session.save
    if not session.recorded:
        session.save()
        session.record_result()  # stuck: the table's "End the hole"
    return session.next_hole


def scorecard(app: App, holes: int) -> None:
    from game.session import Session
    from tests.test_rounds import DEALS

    app.store.stats.record_round("golf", "E", True, 12, 29, "earlier")
    session: Session | None = Session.start_round(app.store, "golf", "E", DEALS)
    for _hole in range(holes):
        assert session is not None
        last, session = session, finish_hole_saving_once(session)  # type: ignore[assignment]
    menu(app)
    app.navigate(intents.Results(last))


def scorecard_after_a_hole(app: App) -> None:
    scorecard(app, 3)


def scorecard_at_the_end(app: App) -> None:
    scorecard(app, 9)


def stats_rounds(app: App) -> None:
    from scenes.dialogs.stats import StatsScene

    app.store.stats.record_round("golf", "C", True, -12, 67, "r1")
    menu(app)
    app.stack.push(StatsScene(app, "golf", show_rounds=True))


def calendar(app: App) -> None:
    import datetime as _dt

    from game.store import DailyResult

    today = _dt.date.today()
    app.store.stats.daily[today.isoformat()] = {"golf:E": DailyResult(1, True)}
    menu(app)
    app.navigate(intents.Calendar("golf"))


CHALLENGE_DAY = (2026, 12, 1)  # shipped (game.challenge_days): nothing to search


def _challenge_played(app: App, number: int, met_before: tuple[int, ...] = ()) -> object:
    """A session of one of the day's challenges played along its proof to its end and
    counted (the others of ``met_before`` met already)."""
    import datetime as _dt

    from game import notation
    from game.challenges import challenge_of
    from game.session import Session

    day = _dt.date(*CHALLENGE_DAY)
    for other in met_before:
        app.store.stats.meet_challenge(day, other)
    found = challenge_of(day, number)
    assert found is not None
    game, line = found.new_game(), []
    for token in found.proof.split():
        line.append(game.play(notation.resolve(game, notation.parse(token))))
    session = Session(app.store, game, line=line, challenge=(day, number))
    session.record_result()
    return session


def challenges(app: App) -> None:
    import datetime as _dt

    from scenes.dialogs.challenges import ChallengesScene

    _challenge_played(app, 3)
    menu(app)
    app.stack.push(ChallengesScene(app, _dt.date(*CHALLENGE_DAY)))


def calendar_challenges(app: App) -> None:
    from scenes.dialogs.calendar import CHALLENGES_TAB

    menu(app)
    app.navigate(intents.Calendar(CHALLENGES_TAB))


def results_challenge_star(app: App) -> None:
    from scenes.dialogs.results import ResultsScene

    session = _challenge_played(app, 3, met_before=(1, 2))
    menu(app)
    app.stack.push(ResultsScene(app, session))


def table_challenge(app: App) -> None:
    import datetime as _dt

    from game.challenges import challenge_of
    from game.session import Session
    from scenes.table.scene import TableScene

    day = _dt.date(*CHALLENGE_DAY)
    found = challenge_of(day, 1)
    assert found is not None
    menu(app)  # before the game exists: the menu of an earlier screen's state
    app.stack.push(TableScene(app, Session(app.store, found.new_game(), challenge=(day, 1))))


def _reviewed(name: str) -> tuple[object, list[object], object]:
    """A game of tests/data/review-games.json and its review (small budget; worked out once
    for the run: ``worked_out_once``)."""
    import json

    from game import game_from_code
    from game.review import ReviewBudget, read_line, review

    from .conftest import DATA, worked_out_once

    entry = json.loads((DATA / "review-games.json").read_text())[name]
    start = game_from_code(entry["code"])
    moves = read_line(start, entry["moves"])
    done = worked_out_once(f"screens' review {name}", lambda: review(
        start, moves, ReviewBudget(worlds=6, total=60_000, least_worlds=3)))
    return start, moves, done


def review_screen(app: App) -> None:
    """The review of a Golf game lost at its last move, shown just before its costliest
    move (the ring in red, the words of what it cost)."""
    from scenes.dialogs.review import ReviewScene

    start, moves, done = _reviewed("golf-stuck")
    menu(app)
    scene = ReviewScene(app, start, moves, done, worker=None)  # type: ignore[arg-type]
    app.stack.push(scene)
    scene.go(23)


def review_line(app: App) -> None:
    """A review showing a winning line, as a branch."""
    from scenes.dialogs.review import ReviewScene

    start, moves, done = _reviewed("eight-off-lost")
    menu(app)
    scene = ReviewScene(app, start, moves, done, worker=None)  # type: ignore[arg-type]
    app.stack.push(scene)
    scene.go(19)  # just before the turning point: the review's better line
    scene.show_line()
    scene.next()


def history(app: App) -> None:
    from game.session import Session

    for deal, name in ((3, "golf"), (4, "golf"), (5, "eight_off")):
        session = Session.start(app.store, name, None, deal)
        session.play(session.game.legal_moves()[0])
    Session.start(app.store, "golf", "C", 9)
    app.store.clear_game()  # nothing to continue: the menu under it as the others see it
    menu(app)
    app.navigate(intents.History("golf"))


def calendar_trophy(app: App) -> None:
    """A month with a silver trophy, and days won and lost."""
    import datetime as _dt

    from game.store import DailyResult

    month = (_dt.date.today().replace(day=1) - _dt.timedelta(days=1)).replace(day=1)
    for day in range(1, 23):
        app.store.stats.daily[month.replace(day=day).isoformat()] = {
            "golf:E": DailyResult(1, day % 11 != 0)}
    menu(app)
    app.navigate(intents.Calendar("golf"))
    app.scene.go(-1)  # type: ignore[union-attr]


def trophies(app: App) -> None:
    """The trophy room with achievements earned, new, and on their way."""
    import datetime as _dt

    from game import achievements

    stats = app.store.stats
    for _game in range(3):
        stats.record_result("eight_off", "C2", True, 100, 150, 900.0)
    stats.record_result("golf", "E", True, 350, 45, 100.0, daily_date=_dt.date(2026, 11, 3))
    achievements.update(stats, _dt.date(2026, 11, 20))
    menu(app)
    app.navigate(intents.Trophies())


def about(app: App) -> None:
    settings(app)
    app.navigate(intents.About())


SCREENS: list[Callable[[App], None]] = [
    menu, menu_with_saved_game, new_game, new_game_code, new_game_with_rounds, results,
    results_earned, results_with_history, scorecard_after_a_hole, scorecard_at_the_end,
    settings, rules, stats, stats_trends, stats_three_options, stats_rounds, confirm,
    review_screen, review_line, history, calendar_trophy, calendar, trophies, about, challenges,
    calendar_challenges, results_challenge_star, table_challenge,
]


# The default run: every size in the two languages that break layouts most (Hebrew mirrors
# it, Hungarian has the longest words) but Hungarian at the roomiest, 1920x1080 (its costliest
# case, 3 s of CPU), Russian at the two narrowest; the rest of the sixteen, English (the
# catalogs' source, the shortest words of the four) among them, with the slow set, which CI
# runs.
QUICK = {(size, lang) for size in SIZES for lang in ("he", "hu")} - {((1920, 1080), "hu")} | {
    ((800, 480), "ru"), ((800, 1280), "ru")}
CASES = [pytest.param(size, lang, id=f"{size[0]}x{size[1]}-{lang}",
                      marks=() if (size, lang) in QUICK else pytest.mark.slow)
         for size in SIZES for lang in LANGS]


@pytest.mark.parametrize(("size", "lang"), CASES)
def test_every_screen_builds_draws_and_fits(
    size: tuple[int, int], lang: str, tmp_path: Path
) -> None:
    problems: list[str] = []
    app = App(size, lang, data_dir=tmp_path)
    for screen in SCREENS:
        text.overflows.clear()
        screen(app)
        app.step([], 1 / 30)
        frame = app.draw()
        assert frame.get_size() == size
        for button in buttons(app):
            assert app.screen.get_rect().contains(button.rect), (screen.__name__, button.rect)
            ok, what = label_fits(app, button)
            if not ok:
                problems.append(f"{screen.__name__}: {what}")
        problems += [f"{screen.__name__}: drawn text {t!r} over {px}px"
                     for t, px in text.overflows]
        app.stack.clear()
        app.gui.reset()
    assert not problems, "\n".join(problems)


def test_touch_targets_are_large_at_1280x800(tmp_path: Path) -> None:
    app = App((1280, 800), "en", data_dir=tmp_path)
    for screen in (menu, new_game, settings, stats):
        screen(app)
        app.step([], 1 / 30)
        for button in buttons(app):
            assert min(button.rect.size) >= 48, (screen.__name__, button.text, button.rect)
        app.stack.reset_to(type(app.stack[0])(app))


def test_hebrew_rows_are_mirrored(tmp_path: Path) -> None:
    from scenes.pages.menu import MenuScene

    app = App((1280, 800), "he", data_dir=tmp_path)
    app.stack.push(MenuScene(app))
    tiles = app.scene.tiles  # type: ignore[union-attr]
    assert tiles["golf"].x > tiles["easy_harp"].x > tiles["eight_off"].x
    i18n.set_language("en")
    app.set_language("en")
    tiles = app.scene.tiles  # type: ignore[union-attr]
    assert tiles["golf"].x < tiles["easy_harp"].x < tiles["eight_off"].x
    pygame.quit()
