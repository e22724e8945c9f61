"""The graphical face: scenes, drawing and input, on top of game/."""
