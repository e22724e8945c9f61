"""Kiosk mode: the controller, the staff PIN pad, the attract screen, the checked settings."""
