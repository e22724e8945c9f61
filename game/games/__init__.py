"""The built-in games, one package each: its rules (the package's ``__init__``), its solver and
everything else about it. Nothing lists them: ``game.registry`` finds each package here and
imports it when it is first used; ``Variant.menu_order`` orders the menus."""
