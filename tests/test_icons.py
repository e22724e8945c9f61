"""The top bar's drawn icons: every name draws, sizes are cached, Undo mirrors."""

from __future__ import annotations

import pygame
import pytest

from scenes.ui import icons


@pytest.mark.parametrize("name", icons.NAMES)
def test_each_icon_draws_something_in_its_square(name: str) -> None:
    img = icons.icon(name, 20, (245, 243, 234))
    assert img.get_size() == (20, 20)
    alphas = [img.get_at((x, y)).a for x in range(20) for y in range(20)]
    assert max(alphas) == 255 and 20 < sum(a > 128 for a in alphas) < 300
    assert icons.icon(name, 20, (245, 243, 234)) is img  # cached


def test_undo_mirrors_and_unknown_names_fail() -> None:
    plain = icons.icon("undo", 24, (255, 255, 255))
    mirrored = icons.icon("undo", 24, (255, 255, 255), True)
    assert pygame.image.tobytes(pygame.transform.flip(plain, True, False), "RGBA") == \
        pygame.image.tobytes(mirrored, "RGBA")
    with pytest.raises(ValueError):
        icons.icon("nope", 24, (255, 255, 255))
