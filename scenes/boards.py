"""A position drawn as the table draws it, for the screens beside the table (the review, the
examples): the board that places its piles, the view that draws them, and the marks a screen
puts on a card (a ring, an arrow). Those screens take them from here, not from inside
``scenes.table``, which may rearrange its rooms without them.
"""

from __future__ import annotations

from game.variant import Variant
from scenes.base import Context
from scenes.table.board import Board
from scenes.table.coach import draw_arrow, draw_ring
from scenes.table.view import TableView, table_atlas

__all__ = ["Board", "TableView", "draw_arrow", "draw_ring", "lay_out", "view_on"]


def lay_out(ctx: Context, position: Variant, area: tuple[int, int],
            view: TableView | None) -> tuple[Board, TableView]:
    """The board of ``position`` in ``area`` (the player's hand and card faces as set), and
    ``view`` laid out on it (a new view when None)."""
    settings = ctx.store.settings
    board = Board.for_game(position, area, left_handed=bool(settings.left_handed),
                           large=ctx.metrics.large)
    return board, view_on(ctx, position, board, view)


def view_on(ctx: Context, position: Variant, board: Board,
            view: TableView | None) -> TableView:
    """``view`` (a new one when None) laid out on ``board``, with the card faces as set."""
    settings = ctx.store.settings
    atlas = table_atlas(board.card_w, bool(settings.four_colour), int(settings.card_back),
                        ctx.palette.cards)
    if view is None:
        return TableView(position, board, atlas, ctx.palette)
    view.layout(board, atlas, ctx.palette)
    return view
