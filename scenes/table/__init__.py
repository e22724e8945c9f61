"""The card table and its parts: the scene, what a gesture means, how it looks, the top bar, the
board's geometry, the sprites in motion, the lesson's coach, the hint worker."""
