"""The per-game solvers. Each module registers its search with ``game.solver.register`` when
imported; a game names its solver module on its class (``Variant.solver``), and
``game.solver`` imports it the first time that game is solved or hinted.
"""
