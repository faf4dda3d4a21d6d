"""Tiles and board spaces of Start 11!: small immutable values with a text notation.

``str()`` gives the notation and ``parse()`` reads it back: ``yellow 18`` (a number tile),
``grey 7`` (a joker), ``star`` (a symbol tile); spaces are ``red 7`` or, for the symbol space
next to a row's 1 or 20, ``blue symbol 1`` / ``blue symbol 20``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..core import ElevenkitError
from .rules import JOKER_COLOUR, JOKER_COLOUR_ALIASES

if TYPE_CHECKING:
    from .layout import Layout

__all__ = ["Tile", "Space", "InvalidTileError", "words_of"]


class InvalidTileError(ElevenkitError):
    """Text or data that names no tile or no space of the board."""


def words_of(text: object, what: str) -> list[str]:
    """The lower-case words of ``text``; refuses anything that is not a string."""
    if not isinstance(text, str):
        raise InvalidTileError(f"{what} must be given as text, not {text!r}")
    words = text.lower().split()
    return [JOKER_COLOUR if word in JOKER_COLOUR_ALIASES else word for word in words]


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

    @classmethod
    def parse(cls, text: str, layout: "Layout | None" = None) -> "Tile":
        """Read ``yellow 18``, ``grey 7`` or ``star`` (forgiving about case and spaces).

        Raises :class:`InvalidTileError` unless the tile exists on ``layout`` (default: the
        standard board).
        """
        from .layout import standard_layout

        return (layout or standard_layout()).parse_tile(text)


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
    def parse(cls, text: str, layout: "Layout | None" = None) -> "Space":
        """Read ``red 7`` or ``blue symbol 20``; raises :class:`InvalidTileError` if not on the board."""
        from .layout import standard_layout

        return (layout or standard_layout()).parse_space(text)
