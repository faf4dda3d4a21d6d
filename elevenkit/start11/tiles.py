"""Tiles and board spaces of Start 11!: small immutable values with a text notation.

``str()`` gives the notation and ``parse()`` reads it back: ``yellow 18`` (a number tile),
``grey 7`` (a joker), ``star`` (a symbol tile); spaces are ``red 7`` or, for the symbol space
next to a row's 1 or 20, ``blue symbol 1`` / ``blue symbol 20``.

This module knows the notation only, not the board: ``Tile.parse("purple 4")`` reads a tile that
the standard board does not have. Whether a tile or space exists is the board's question
(:meth:`~.layout.Layout.parse_tile`, :meth:`~.layout.Layout.parse_space`), so the values sit below
the layout and import nothing of it.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..core import ElevenkitError, shown
from .rules import JOKER_COLOUR, JOKER_COLOUR_ALIASES, SYMBOL_TILE_PENALTY

__all__ = ["InvalidTileError", "Space", "Tile", "words_of"]

_MAX_DIGITS = 3  # a number longer than this is no tile or space of any board (and no huge int)


class InvalidTileError(ElevenkitError):
    """Text or data that names no tile or no space of the board."""


def words_of(text: object, what: str) -> list[str]:
    """The lower-case words of ``text`` ("gray" read as "grey"); refuses anything but a string."""
    if not isinstance(text, str):
        raise InvalidTileError(f"{what} must be given as text, not {shown(text)}")
    words = text.lower().split()
    return [JOKER_COLOUR if word in JOKER_COLOUR_ALIASES else word for word in words]


def _number(word: str) -> int | None:
    """The number written as ``word``, or None if it is not a short run of digits."""
    return int(word) if word.isascii() and word.isdigit() and len(word) <= _MAX_DIGITS else None


@dataclass(frozen=True, slots=True)
class Tile:
    """One tile: a colour and number (a grey number is a joker), or a symbol (number ``None``)."""

    colour: str
    number: int | None = None

    def __str__(self) -> str:
        return self.colour if self.number is None else f"{self.colour} {self.number}"

    @property
    def is_joker(self) -> bool:
        """True for a grey joker tile, which fits every space of its number."""
        return self.colour == JOKER_COLOUR

    @property
    def is_symbol(self) -> bool:
        """True for a symbol tile of the variant."""
        return self.number is None

    @property
    def minus_points(self) -> int:
        """What this tile costs when it is left in a holder at the end: its number (a symbol 11)."""
        return SYMBOL_TILE_PENALTY if self.number is None else self.number

    @classmethod
    def parse(cls, text: str) -> Tile:
        """Read ``yellow 18``, ``grey 7`` or ``star`` (forgiving about case and spaces).

        Raises :class:`InvalidTileError` for text of another shape; whether the board has the
        tile is checked by :meth:`~.layout.Layout.parse_tile`.
        """
        words = words_of(text, "a tile")
        if len(words) == 1 and words[0].isalpha():
            return cls(words[0])
        if len(words) == 2 and words[0].isalpha() and (number := _number(words[1])) is not None:
            return cls(words[0], number)
        raise InvalidTileError(
            f"{shown(text)} is not a tile: write a colour and a number ('yellow 18') or a symbol ('star')"
        )


@dataclass(frozen=True, slots=True)
class Space:
    """A space of the board: a row colour and a number; ``symbol`` marks the symbol space
    at that end of the row (``number`` is then 1 or the row's last number)."""

    row: str
    number: int
    symbol: bool = False

    def __str__(self) -> str:
        return f"{self.row} symbol {self.number}" if self.symbol else f"{self.row} {self.number}"

    @classmethod
    def parse(cls, text: str) -> Space:
        """Read ``red 7`` or ``blue symbol 20``; :class:`InvalidTileError` for text of another shape.

        Whether the board has the space is checked by :meth:`~.layout.Layout.parse_space`.
        """
        words = words_of(text, "a space")
        number = _number(words[-1]) if len(words) in (2, 3) and words[0].isalpha() else None
        if number is not None and (len(words) == 2 or words[1] == "symbol"):
            return cls(words[0], number, len(words) == 3)
        raise InvalidTileError(
            f"{shown(text)} is not a space: write a row colour and a number ('red 7') or 'red symbol 1'"
        )
