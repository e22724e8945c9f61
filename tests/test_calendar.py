"""The daily deals' calendar: a month of one game's daily deals, from the menu and the stats."""

from __future__ import annotations

import datetime as _dt
from pathlib import Path

import pygame
import pytest

from game import i18n
from game.store import DailyResult
from scenes import intents
from scenes.app import App
from scenes.dialogs.calendar import CalendarScene, month_weeks, shift_month
from scenes.pages.menu import MenuScene
from scenes.ui import theme as th
from tests.test_new_game import click


def with_days(tmp_path: Path, lang: str = "en", size: tuple[int, int] = (1280, 800),
              days: dict[_dt.date, dict[str, DailyResult]] | None = None) -> App:
    app = App(size, lang, data_dir=tmp_path)
    for day, results in (days or {}).items():
        app.store.stats.daily[day.isoformat()] = results
    app.store.save_stats()
    app.stack.push(MenuScene(app))
    return app


def test_a_month_counts_every_option_of_one_game() -> None:
    from game.store import Statistics

    stats = Statistics()
    stats.daily = {
        "2025-03-04": {"golf:E": DailyResult(2, False), "golf:C": DailyResult(1, True),
                       "eight_off:C8": DailyResult(5, True)},
        "2025-03-09": {"golf:C": DailyResult(1, False)},
        "2025-04-01": {"golf:E": DailyResult(1, True)},
    }
    march = stats.daily_month("golf", 2025, 3)
    assert march == {4: DailyResult(3, True), 9: DailyResult(1, False)}
    assert stats.daily_month("easy_harp", 2025, 3) == {}
    assert stats.first_daily() == _dt.date(2025, 3, 4)


def test_weeks_start_where_the_language_starts_them() -> None:
    march = _dt.date(2025, 3, 1)  # a Saturday
    assert month_weeks(march, 0)[0] == [None] * 5 + [march, _dt.date(2025, 3, 2)]  # Monday
    assert month_weeks(march, 6)[0] == [None] * 6 + [march]  # Sunday first
    assert i18n.first_weekday("he") == 6 and i18n.first_weekday("hu") == 0
    assert i18n.first_weekday("ru") == 0 and i18n.first_weekday("en") == 6
    assert shift_month(_dt.date(2025, 1, 1), -1) == _dt.date(2024, 12, 1)
    assert shift_month(_dt.date(2025, 12, 1), 1) == _dt.date(2026, 1, 1)


def test_the_menu_opens_the_calendar_and_the_months_are_bounded(tmp_path: Path) -> None:
    today = _dt.date.today()
    last_month = shift_month(today.replace(day=1), -1)
    app = with_days(tmp_path, days={last_month.replace(day=3): {"golf:E": DailyResult(1, True)},
                                    today: {"golf:E": DailyResult(2, False)}})
    menu = app.scene
    assert isinstance(menu, MenuScene) and menu.calendar_button is not None
    click(app, menu.calendar_button)
    scene = app.scene
    assert isinstance(scene, CalendarScene) and scene.game == "golf"
    assert scene.month == today.replace(day=1) and scene.next_button is None  # no arrow
    assert scene.days()[today.day] == DailyResult(2, False)
    click(app, scene.prev_button)
    assert scene.month == last_month and scene.days() == {3: DailyResult(1, True)}
    assert scene.prev_button is None  # nothing was played before: no arrow that does nothing
    click(app, scene.next_button)
    assert scene.month == today.replace(day=1)
    click(app, scene.back_button)
    assert app.scene is menu


@pytest.mark.parametrize("lang", ["he", "hu"])
def test_a_won_day_is_a_gold_disc_in_its_column(tmp_path: Path, lang: str) -> None:
    today = _dt.date.today()
    won = today.replace(day=1)
    app = with_days(tmp_path, lang, (800, 480), {won: {"golf:E": DailyResult(1, True)}})
    app.navigate(intents.Calendar("golf"))
    scene = app.scene
    assert isinstance(scene, CalendarScene)
    frame = app.draw()
    first = i18n.first_weekday(lang)
    column = (won.weekday() - first) % 7  # in reading order
    cell = scene.grid.width // 7
    x = scene.grid.x + column * cell + cell // 2
    if i18n.is_rtl(lang):
        x = scene.grid.right - column * cell - cell // 2
    y = scene.grid.y + scene.names_h + cell // 2  # the first week
    probe = pygame.Rect(0, 0, cell // 2, cell // 2)
    probe.center = (x, y)
    gold = sum(frame.get_at((px, py))[:3] == th.GREEN.accent
               for px in range(probe.left, probe.right) for py in range(probe.top, probe.bottom))
    assert gold > probe.width * probe.height // 4


def share_of(frame: pygame.Surface, box: pygame.Rect, colour: tuple[int, ...]) -> float:
    hits = sum(frame.get_at((x, y))[:3] == colour[:3]
               for x in range(box.left, box.right) for y in range(box.top, box.bottom))
    return hits / max(1, box.width * box.height)


@pytest.mark.parametrize("lang", ["en", "he"])
def test_each_day_shows_how_it_went_and_the_trophy_bar_fills_from_the_reading_start(
        tmp_path: Path, lang: str) -> None:
    today = _dt.date.today()
    month = shift_month(today.replace(day=1), -1)
    days = {month.replace(day=d): {"golf:E": DailyResult(1, True)} for d in range(1, 16)}
    days[month.replace(day=20)] = {"golf:E": DailyResult(3, False)}
    app = with_days(tmp_path, lang, (1280, 800), days)
    app.navigate(intents.Calendar("golf"))
    scene = app.scene
    assert isinstance(scene, CalendarScene)
    scene.go(-1)
    frame = app.draw()
    p = app.palette

    def corner(day: int) -> pygame.Rect:  # the tile's edge beside the number, not the mark
        box = scene.day_boxes[month.replace(day=day)]
        return pygame.Rect(box.x + box.width // 8, box.centery + box.height // 5,
                           box.width // 6, box.height // 8)

    assert share_of(frame, corner(3), p.accent) > 0.9  # won: a gold tile
    assert share_of(frame, corner(20), p.chart_muted) > 0.9  # played, not won: muted
    assert share_of(frame, corner(21), p.accent) == share_of(frame, corner(21),
                                                              p.chart_muted) == 0
    # 15 days of 30 or 31: the bar's gold fills the half at the reading start
    bar = scene.progress
    gold = [x for x in range(bar.left, bar.right)
            if any(frame.get_at((x, y))[:3] == p.accent for y in range(bar.top, bar.bottom))]
    assert gold
    middle = bar.centerx
    if lang == "he":
        assert min(gold) > middle - bar.width // 10
    else:
        assert max(gold) < middle + bar.width // 10
    # beside the month in landscape, every part on the screen
    assert scene.progress.bottom <= 800 and scene.summary.bottom <= 800
    assert not scene.trophy.colliderect(scene.grid)


@pytest.mark.parametrize("size", [(800, 480), (800, 1280)])
def test_the_month_and_its_trophy_fit_the_screen(tmp_path: Path, size: tuple[int, int]) -> None:
    app = with_days(tmp_path, "hu", size)
    app.navigate(intents.Calendar("golf"))
    scene = app.scene
    assert isinstance(scene, CalendarScene)
    screen = pygame.Rect(0, 0, *size)
    for box in (scene.grid, scene.head, scene.trophy, scene.progress, scene.summary):
        assert screen.contains(box), box
        assert not box.colliderect(scene.top)
    assert not scene.grid.colliderect(scene.trophy) and not scene.grid.colliderect(scene.summary)


@pytest.mark.parametrize(("lang", "size"), [("hu", (800, 480)), ("hu", (800, 1280)),
                                             ("he", (800, 480))])
def test_each_mark_of_the_trophy_bar_has_its_days_centred_under_it(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: str, size: tuple[int, int]
) -> None:
    """10, 20 and the month's days sit under their marks, the last one too (the edge of
    the card once pushed it aside, under no mark)."""
    import scenes.dialogs.calendar as calendar_module
    from game.rewards import month_trophy

    app = with_days(tmp_path, lang, size)
    app.navigate(intents.Calendar("golf"))
    scene = app.scene
    assert isinstance(scene, CalendarScene)
    marks: list[int] = []
    labels: dict[str, pygame.Rect] = {}
    real_circle, real_text = pygame.draw.circle, calendar_module.draw_text

    def circle(surface: pygame.Surface, colour: object, centre: tuple[int, int],
               *args: object) -> pygame.Rect:
        marks.append(centre[0])
        return real_circle(surface, colour, centre, *args)  # type: ignore[arg-type]

    def words(surface: pygame.Surface, label: str, *args: object, **kw: object) -> pygame.Rect:
        box = real_text(surface, label, *args, **kw)  # type: ignore[arg-type]
        labels[label] = box
        return box

    monkeypatch.setattr(pygame.draw, "circle", circle)
    monkeypatch.setattr(calendar_module, "draw_text", words)
    trophy = month_trophy(2026, 11, 20)  # November: 30 days, silver
    scene._draw_progress(app.screen, app.metrics, trophy)
    assert set(labels) == {"10", "20", "30"}
    for number, x in zip(("10", "20", "30"), sorted(set(marks), reverse=lang == "he"),
                         strict=True):
        assert abs(labels[number].centerx - x) <= 1, (number, labels[number], x)
        assert scene.progress.contains(labels[number])


@pytest.mark.parametrize("lang", ["hu", "ru", "he"])
def test_the_trophys_words_keep_their_size_on_a_small_window(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: str) -> None:
    """At 800x480 "20/30 nap megnyerve · még 10 az aranyhoz" fits beside its cup at the
    small size: the trophy's card may take the room beside the month (it was squeezed)."""
    import scenes.dialogs.calendar as calendar_module
    from scenes.ui import text

    today = _dt.date.today()
    month = shift_month(today.replace(day=1), -1)
    days = {month.replace(day=d): {"golf:E": DailyResult(1, True)} for d in range(1, 21)}
    app = with_days(tmp_path, lang, (800, 480), days)
    app.navigate(intents.Calendar("golf"))
    scene = app.scene
    assert isinstance(scene, CalendarScene)
    scene.go(-1)
    drawn: list[tuple[str, int, bool, pygame.Rect]] = []
    real = calendar_module.draw_text

    def spy(surface: pygame.Surface, label: str, size: int, colour: object,
            rect: pygame.Rect, **kw: object) -> pygame.Rect:
        drawn.append((label, size, bool(kw.get("bold")), rect))
        return real(surface, label, size, colour, rect, **kw)  # type: ignore[arg-type]

    monkeypatch.setattr(calendar_module, "draw_text", spy)
    app.draw()
    words = [d for d in drawn if scene.trophy.contains(d[3])]
    assert len(words) == 2  # the level and the count
    for label, size, bold, rect in words:
        assert text.text_width(label, size, bold) <= rect.width, (label, rect.width)


@pytest.mark.parametrize("lang", ["he", "en"])
def test_the_month_arrows_point_the_reading_way(tmp_path: Path, lang: str) -> None:
    """Earlier at the reading start, pointing out of the page: left in English, right in
    Hebrew (a chevron drawn, mirrored there; no glyph the bidi algorithm turns back)."""
    today = _dt.date.today()
    before = shift_month(today.replace(day=1), -2)
    app = with_days(tmp_path, days={before.replace(day=3): {"golf:E": DailyResult(1, True)}},
                    lang=lang)
    click(app, app.scene.calendar_button)  # type: ignore[attr-defined]
    scene = app.scene
    assert isinstance(scene, CalendarScene)
    scene.go(-1)  # the month between: both ways open
    app.step([], dt=0.05)
    earlier, later = scene.prev_button, scene.next_button
    assert earlier is not None and later is not None
    assert earlier.is_enabled and later.is_enabled  # none looks disabled
    rtl = lang == "he"
    assert (earlier.rect.centerx > later.rect.centerx) == rtl
    app.draw()
    for button, left in ((earlier, not rtl), (later, rtl)):  # True: it points left
        box = button.rect.inflate(-8, -8)
        ink = [(x, y) for x in range(box.left, box.right) for y in range(box.top, box.bottom)
               if sum(app.screen.get_at((x, y))[:3]) > 500]
        assert ink, f"no chevron drawn on {button.rect}"
        top = min(y for _x, y in ink)
        middle = (top + max(y for _x, y in ink)) // 2
        tip_x = sum(x for x, y in ink if y <= top + 2) / max(1, sum(1 for _x, y in ink
                                                                    if y <= top + 2))
        point_x = sum(x for x, y in ink if abs(y - middle) <= 1) / max(
            1, sum(1 for _x, y in ink if abs(y - middle) <= 1))
        assert (point_x < tip_x) == left, (lang, button.rect, point_x, tip_x)
