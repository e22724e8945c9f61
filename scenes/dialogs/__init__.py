"""Dialogs over the menu or the table: results, stuck, new game, settings, statistics, the
calendar, a round's scorecard, questions."""
