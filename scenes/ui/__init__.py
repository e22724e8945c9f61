"""The drawing and widget layer every screen shares: pygame_gui behind one door, text and bidi, the
theme, the card atlas and court art, icons, toasts, sound, the checked assets."""
