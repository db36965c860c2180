"""Pieces that two or more games draw: dice, banners and floating labels, the log panel, the seat list.

A piece lives here once a second game needs it; a game's own drawing stays in its package.
"""
