"""Full-window pages: the menu, the rules with their FAQ and sources, the examples."""
