"""What a finger touches on a board: the card under a point, and the pile a held card is
dropped on.

A card's hit area reaches ``pad`` px beyond its edge; where cards overlap the one drawn last
wins (a later pile, a higher layer, a card further down its pile). An empty pile is touched
by its mat; one without a mat is not there to touch. A drop counts for the pile whose drop
area the held card overlaps most: a column's reaches down to the window's edge (or to its
floor when piles lie under it), a right fan's over its spread.
"""

from __future__ import annotations

import pygame

from game.board_layout import Fan
from game.moves import PileKind, Place
from scenes.table.board import Board
from scenes.table.fans import WASTE_FAN, Cards

# Piles a touch takes the top card of, wherever it lands on them.
TOP_ONLY = (PileKind.STOCK, PileKind.WASTE, PileKind.CELL, PileKind.FOUNDATION)


def pad(board: Board) -> int:
    """How far a card's hit area reaches beyond its edge."""
    return max(3, min(board.gap // 2, round(board.card_w * 0.06)))


def card_at(board: Board, game: Cards, pos: tuple[int, int]) -> tuple[Place, int] | None:
    """The card (place, index) under ``pos``; index -1 for an empty pile's mat."""
    reach = 2 * pad(board)
    found: tuple[Place, int] | None = None
    for place in reversed(board.places()):  # later piles are drawn over earlier ones
        rects = board.pile_rects(game, place)
        if not rects:
            slot = board.slots[place]
            if slot.mat and slot.rect.inflate(reach, reach).collidepoint(pos):
                found = found or (place, -1)
            continue
        for i in range(len(rects) - 1, -1, -1):
            if rects[i].inflate(reach, reach).collidepoint(pos):
                return (place, len(rects) - 1) if place.kind in TOP_ONLY else (place, i)
    return found


def drop_area(board: Board, place: Place) -> pygame.Rect:
    """Where a drop counts for ``place``: a column reaches down to the window's edge, or to
    its floor when piles lie under it."""
    slot = board.slots[place]
    half = max(1, board.gap // 2)
    if slot.fan is Fan.DOWN:
        open_below = board.open_below and slot.floor >= board.floor
        bottom = board.size[1] if open_below else max(slot.floor, slot.rect.bottom) + half
        return pygame.Rect(slot.rect.left - half, slot.rect.top - half,
                           slot.rect.width + 2 * half, bottom - slot.rect.top + half)
    if slot.fan is Fan.RIGHT:
        fan = round(board.card_w * WASTE_FAN) * (slot.shown - 1)
        return slot.rect.inflate(2 * half, 2 * half).union(
            slot.rect.move(fan, 0).inflate(2 * half, 2 * half))
    return slot.rect.inflate(2 * half, 2 * half)


def drop_target(board: Board, game: Cards, held: pygame.Rect,
                source: Place | None = None) -> Place | None:
    """The pile the held card overlaps most (not its own pile, nor a pile not there: empty
    with no mat), or None."""
    best, best_area = None, 0
    for place in board.places():
        if place == source or place.kind is PileKind.STOCK:
            continue
        if not board.slots[place].mat and not game.pile(place):
            continue
        clip = drop_area(board, place).clip(held)
        area = clip.width * clip.height
        if area > best_area:
            best, best_area = place, area
    return best
