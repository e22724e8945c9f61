"""Start the game: ``python main.py [--size WxH] [--fullscreen] [--lang he|hu|ru|en]``."""

from __future__ import annotations

import argparse
import sys


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description="Golf, Easy Harp and Eight Off solitaire")
    parser.add_argument("--size", default="1280x800", help="window size, WxH")
    parser.add_argument("--fullscreen", action="store_true")
    parser.add_argument("--lang", choices=("he", "hu", "ru", "en"), default=None)
    parser.add_argument("--frames", type=int, default=0, help="draw N frames and exit (smoke)")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    import pygame

    from game.i18n import set_language, system_language

    set_language(args.lang or system_language())
    width, height = (int(v) for v in args.size.lower().split("x"))
    pygame.init()
    flags = pygame.FULLSCREEN if args.fullscreen else pygame.RESIZABLE
    screen = pygame.display.set_mode((width, height), flags)
    pygame.display.set_caption("Solitaire")
    font = pygame.font.Font(None, 48)
    clock = pygame.time.Clock()
    frames = 0
    running = True
    while running:
        for event in pygame.event.get():
            if event.type == pygame.QUIT:
                running = False
        screen.fill((14, 107, 69))
        for i, name in enumerate(("Golf", "Easy Harp", "Eight Off")):
            text = font.render(name, True, (250, 250, 245))
            screen.blit(text, text.get_rect(center=(width // 2, height // 3 + i * 64)))
        pygame.display.flip()
        clock.tick(30)
        frames += 1
        if args.frames and frames >= args.frames:
            running = False
    pygame.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
