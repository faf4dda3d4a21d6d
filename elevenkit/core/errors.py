"""The errors every elevenkit engine raises on bad input: one family under ``ValueError``.

As in python-chess, the message quotes the input with ``!r`` and says why it was refused; the
state of the game is exactly as before.
"""

from __future__ import annotations

__all__ = ["ElevenkitError", "InvalidMoveError", "IllegalMoveError"]


class ElevenkitError(ValueError):
    """Base of every error an elevenkit engine raises on bad input."""


class InvalidMoveError(ElevenkitError):
    """Text or data that is not a move at all (cannot be parsed)."""


class IllegalMoveError(ElevenkitError):
    """A well-formed move that the rules do not allow in this position."""
