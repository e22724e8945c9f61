"""The built-in games, one package each: its rules (the package's ``__init__``), its solver and
everything else about it. ``game/__init__.py`` lists them in menu order."""
