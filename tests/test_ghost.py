"""The hint shown as the move: a ghost glides from the cards lifted to where they land and
rests there until the next touch; the source's ring and the target's outline differ and
never touch, even on neighbouring piles; a draw turns its card over; the words show with it."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.moves import DRAW, PileKind
from game.registry import VARIANTS
from game.session import Session
from game.solver import Hint
from game.variant import Variant
from game.words import move_words
from scenes.app import App
from scenes.table import ghost
from scenes.table.board import Board
from scenes.table.scene import TableScene
from scenes.table.searches import HintAnswer
from scenes.ui import theme as th
from scenes.ui.atlas import CardAtlas

SIZES = ((1280, 800), (800, 480), (800, 1280))


def positions(cls: type[Variant], options: str, deal: int, count: int = 12) -> list[Variant]:
    """The deal and the positions along its first legal moves."""
    game = cls.new(deal, options)
    out = [game.clone()]
    for _ in range(count):
        moves = game.legal_moves()
        if not moves:
            break
        game.play(moves[len(out) % len(moves)])
        out.append(game.clone())
    return out


def every_option() -> list[tuple[type[Variant], str]]:
    return [(cls, option.code) for cls in VARIANTS.values() for option in cls.rule_options]


@pytest.mark.parametrize(("cls", "options"), every_option(),
                         ids=lambda v: v if isinstance(v, str) else v.name)
def test_the_ghost_goes_from_the_cards_lifted_to_where_they_land(
        cls: type[Variant], options: str) -> None:
    for size in SIZES:
        for game in positions(cls, options, 3):
            board = Board.for_game(game, size)
            atlas = CardAtlas(board.card_w)
            for move in game.legal_moves():
                show = ghost.hint_show(game, board, atlas, move, [])
                count = max(1, move.count)
                lifted = board.pile_rects(game, move.source)[-count:]
                after = game.clone()
                after.push(move)
                landed = board.pile_rects(after, move.target)[-len(show.source):]
                assert show.source == lifted
                assert show.target == landed
                assert show.ghost_rects(10.0) == lifted  # the first frame: where they lie
                assert show.ghost_rects(10.0 + ghost.LIFT_S + ghost.GLIDE_S) == landed
                assert show.ghost_rects(10.0 + 2 * ghost.CYCLE_S + ghost.LIFT_S) == lifted
                assert show.ghost_rects(10.0 + ghost.GLIDES * ghost.CYCLE_S) == landed
                assert show.moving(10.0 + ghost.GLIDES * ghost.CYCLE_S - 0.01)
                assert not show.moving(10.0 + ghost.GLIDES * ghost.CYCLE_S)
                # The marks lie within their own cards: two piles' marks never touch.
                source, target = show.source_box(), show.target_box()
                assert lifted[0].unionall(lifted).contains(source)
                assert landed[0].unionall(landed).contains(target)
                if move.source != move.target:
                    assert not source.colliderect(target), (move, size)


def test_the_marks_of_neighbouring_piles_never_merge() -> None:
    """Eight Off with 4 cells, a King alone in a column, each cell beside the next: the
    source's and the target's marks of any two piles side by side keep a gap."""
    cls = VARIANTS["eight_off"]
    for size in SIZES:
        for game in positions(cls, "C4", 1, 30):
            board = Board.for_game(game, size)
            atlas = CardAtlas(board.card_w)
            boxes = []
            for place in board.places():
                rects = board.pile_rects(game, place) or [board.slot(place)]
                top = rects[-1:]
                boxes.append((place, ghost._inside(top)))
            for i, (a, box_a) in enumerate(boxes):
                for b, box_b in boxes[i + 1:]:
                    rect_a = (board.pile_rects(game, a) or [board.slot(a)])[-1]
                    rect_b = (board.pile_rects(game, b) or [board.slot(b)])[-1]
                    if not rect_a.colliderect(rect_b):  # piles apart: so are their marks
                        assert not box_a.inflate(2, 2).colliderect(box_b), (a, b, size)
            del atlas


def test_source_and_target_look_different() -> None:
    game = VARIANTS["eight_off"].new(1, "C4")
    board = Board.for_game(game, (1280, 800))
    atlas = CardAtlas(board.card_w)
    box = pygame.Rect(50, 50, atlas.width, atlas.height)
    light, paper = th.palette_named(None).hint_glow, (252, 252, 250)
    source = pygame.Surface((400, 400))
    ghost.draw_source(source, box, light, atlas)
    target = pygame.Surface((400, 400))
    ghost.draw_target(target, box, paper, atlas)
    edge = [(box.x + atlas.width // 2 + dx, box.y + ghost.ring_width(atlas) // 2)
            for dx in range(-12, 12)]
    # The source's ring is solid, in the hint's light, all along its edge.
    assert all(tuple(source.get_at(p))[:3] == light for p in edge)
    # The target's is dashed paper white: its edge has gaps where the felt (black) shows.
    colours = {tuple(target.get_at(p))[:3] for p in edge}
    assert paper in colours and any(c != paper for c in colours)
    assert light not in colours


def test_a_draw_turns_the_stocks_card_over_without_showing_it() -> None:
    for cls in VARIANTS.values():
        game = cls.new(2, cls.default_options())
        if DRAW not in game.legal_moves():
            continue
        board = Board.for_game(game, (1280, 800))
        atlas = CardAtlas(board.card_w)
        show = ghost.hint_show(game, board, atlas, DRAW, [])
        assert show.flip, cls.name
        card = game.pile(DRAW.source)[-1]
        blank = atlas.blank()
        assert show.faces[0].get_at((blank.get_width() // 2, blank.get_height() // 3)) == \
            blank.get_at((blank.get_width() // 2, blank.get_height() // 3))
        assert show.faces[0].get_size() == atlas.face(card).get_size()
        others = [m for m in game.legal_moves() if m.source.kind is not PileKind.STOCK]
        assert all(not ghost.hint_show(game, board, atlas, m, []).flip for m in others)
        surface = pygame.Surface((1280, 800))
        half = ghost.LIFT_S + ghost.GLIDE_S / 2  # edge on, half way
        show.since = 0.0
        drawn = ghost.draw_hint(surface, show, atlas, (1, 2, 3), (4, 5, 6), half)
        assert min(r.width for r in drawn[2:]) < atlas.width // 4


@pytest.mark.parametrize("lang", ["en", "he", "hu"])
def test_the_hint_stays_with_its_words_until_the_next_touch(tmp_path: Path, lang: str) -> None:
    app = App((1280, 800), lang, data_dir=tmp_path / "data")
    session = Session.start(app.store, "eight_off", "C4", 1)
    table = TableScene(app, session)
    app.stack.push(table)
    app.step([], dt=1.0)
    move = table.game.legal_moves()[0]
    table.play.show_hint(HintAnswer(Hint(move), failed=False))
    words = move_words(table.game, move)
    for _ in range(60):  # a minute later
        app.step([], dt=1.0)
    assert table.view.hint is not None and table.view.hint.move == move
    assert table.toast.visible and words in table.toast.message
    assert not table.view.hint.moving(table.now)  # resting: no frame drawn for it
    felt = (table.board.size[0] // 2, table.board.size[1] - 4)
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=felt, button=1, touch=False)],
             dt=0.02)
    assert table.view.hint is None
    assert not table.toast.visible


@pytest.mark.parametrize("lang", ["en", "he", "hu", "ru"])
def test_a_stuck_hint_says_why_it_shows_no_move(tmp_path: Path, lang: str) -> None:
    # Every move would lead back to a position already played: no ghost, the words instead,
    # where a hint's words show.
    from game import hint_chance
    from game.i18n import translator

    app = App((1280, 800), lang, data_dir=tmp_path / "data")
    session = Session.start(app.store, "easy_harp", "N", 5)
    table = TableScene(app, session)
    app.stack.push(table)
    app.step([], dt=1.0)
    table.play.show_hint(HintAnswer(Hint(None, stuck=True), failed=False))
    app.step([], dt=0.1)
    assert table.view.hint is None
    said = translator(lang).gettext(hint_chance.MSG_STUCK)
    assert table.toast.visible and table.toast.message == said
    assert (said == hint_chance.MSG_STUCK) == (lang == "en")  # translated
