"""How the Start 11! board's rows are drawn and named (elevenkit.start11.svg draws them).

The board's layout (``standard_layout.json``) names its rows by a colour word and a symbol word
("yellow", "square"): notation, read and written by the engine, and invisible to the translation
catalogue. Their words for pupils live here instead, marked with ``N_``: one whole phrase per
colour ("yellow {number}", "yellow row", "bridge to yellow"), because a translation must agree with
its noun (German: "gelbe Reihe"); a sentence that names a row is written once per colour where it
is said. A custom board's other colours are drawn grey and named by their own word, untranslated.
"""

from __future__ import annotations

from dataclasses import dataclass

from elevenkit.i18n import N_, _
from elevenkit.start11.rules import JOKER_COLOUR
from elevenkit.start11.tiles import Space, Tile

__all__ = [
    "COLOUR_STYLES",
    "RowWords",
    "ROW_WORDS",
    "number_name",
    "space_words",
    "tile_name",
    "row_name",
    "row_label",
    "ROW_LABELS",
    "bridge_name",
    "SymbolWords",
    "SYMBOL_WORDS",
    "symbol_name",
    "symbol_tile_name",
]

#: Strong (ink) and light (fill) colour per colour word of a board; a custom board's other colours
#: are drawn grey. Each row is also told by its name and its symbol's shape (square, triangle, star,
#: circle), drawn beside the row and in every space, so colour is never the only cue.
COLOUR_STYLES: dict[str, tuple[str, str]] = {
    "yellow": ("#8a6d00", "#fff3b8"),
    "red": ("#b71c1c", "#fde2e2"),
    "blue": ("#0d47a1", "#dfeafd"),
    "green": ("#1b5e20", "#dcf1dd"),
    JOKER_COLOUR: ("#4a4a4a", "#e4e4e4"),
}


@dataclass(frozen=True)
class RowWords:
    """The words of one row colour, each a whole phrase (untranslated: ``_()`` them where shown)."""

    tile: str  #: a tile or a space of the row: "yellow {number}"
    row: str  #: the row's name: "yellow row"
    bridge: str  #: a bridge that leads into the row, for screen readers: "bridge to yellow"
    symbol_space: str  #: a symbol space at an end of the row: "yellow symbol space"


#: the words of the standard board's row colours
ROW_WORDS: dict[str, RowWords] = {
    "yellow": RowWords(N_("yellow {number}"), N_("yellow row"), N_("bridge to yellow"), N_("yellow symbol space")),
    "red": RowWords(N_("red {number}"), N_("red row"), N_("bridge to red"), N_("red symbol space")),
    "blue": RowWords(N_("blue {number}"), N_("blue row"), N_("bridge to blue"), N_("blue symbol space")),
    "green": RowWords(N_("green {number}"), N_("green row"), N_("bridge to green"), N_("green symbol space")),
}


def number_name(colour: str, number: int) -> str:
    """A number tile or a space of the row ``colour`` for pupils: "yellow 12", translated."""
    words = ROW_WORDS.get(colour)
    if words is None:
        return _("{colour} {number}").format(colour=colour, number=number)
    return _(words.tile).format(number=number)


def space_words(space: Space) -> str:
    """A space for pupils: "yellow 12", "yellow symbol space", translated."""
    if not space.symbol:
        return number_name(space.row, space.number)
    words = ROW_WORDS.get(space.row)
    return _(words.symbol_space) if words else _("{colour} symbol space").format(colour=space.row)


def tile_name(tile: Tile) -> str:
    """A tile for pupils: "yellow 12", "joker 7", "square symbol tile", translated."""
    if tile.is_symbol:
        return symbol_tile_name(tile.colour)
    if tile.is_joker:
        return _("joker {number}").format(number=tile.number)
    return number_name(tile.colour, tile.number or 0)


def row_name(colour: str) -> str:
    """The row ``colour`` for pupils: "yellow row", translated."""
    words = ROW_WORDS.get(colour)
    return _(words.row) if words else _("{colour} row").format(colour=colour)


def bridge_name(colour: str) -> str:
    """A bridge into the row ``colour``, for screen readers: "bridge to yellow", translated."""
    words = ROW_WORDS.get(colour)
    return _(words.bridge) if words else _("bridge to {colour}").format(colour=colour)


@dataclass(frozen=True)
class SymbolWords:
    """The words of one symbol (untranslated: ``_()`` them where shown)."""

    symbol: str  #: the symbol alone, as a symbol space shows it: "square"
    tile: str  #: its symbol tile: "square symbol tile"


#: the words of the standard board's symbols
SYMBOL_WORDS: dict[str, SymbolWords] = {
    "square": SymbolWords(N_("square"), N_("square symbol tile")),
    "triangle": SymbolWords(N_("triangle"), N_("triangle symbol tile")),
    "star": SymbolWords(N_("star"), N_("star symbol tile")),
    "circle": SymbolWords(N_("circle"), N_("circle symbol tile")),
}


def symbol_name(symbol: str) -> str:
    """A symbol for pupils: "square", translated."""
    words = SYMBOL_WORDS.get(symbol)
    return _(words.symbol) if words else symbol


def symbol_tile_name(symbol: str) -> str:
    """A symbol tile for pupils: "square symbol tile", translated."""
    words = SYMBOL_WORDS.get(symbol)
    return _(words.tile) if words else _("{symbol} symbol tile").format(symbol=symbol)


#: the colour word alone, as the label in front of a row where room is short (a board cut into
#: pieces on a tablet or a phone): "Yellow"; the row's shape stands beside it
ROW_LABELS: dict[str, str] = {
    "yellow": N_("Yellow"),
    "red": N_("Red"),
    "blue": N_("Blue"),
    "green": N_("Green"),
}


def row_label(colour: str) -> str:
    """The short label of the row ``colour`` for pupils: "Yellow", translated (another colour: its word)."""
    word = ROW_LABELS.get(colour)
    return _(word) if word else colour
