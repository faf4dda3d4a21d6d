"""The Start 11! board's words for pupils: a whole phrase per row colour and symbol of the standard
board, and a custom board's own words where the kit has none."""

from __future__ import annotations

from elevenkit.i18n import language
from elevenkit.start11 import Tile, standard_layout
from elevenkit.start11.drawing import (
    COLOUR_STYLES,
    ROW_WORDS,
    SYMBOL_WORDS,
    bridge_name,
    number_name,
    row_name,
    symbol_name,
    symbol_tile_name,
)
from elevenkit.start11.rules import JOKER_COLOUR
from elevenkit.start11.svg import tile_name


def test_every_row_and_symbol_of_the_standard_board_has_its_words_and_colours() -> None:
    layout = standard_layout()
    assert set(ROW_WORDS) == set(layout.colours) and set(SYMBOL_WORDS) == set(layout.symbols)
    assert set(COLOUR_STYLES) == {*layout.colours, JOKER_COLOUR}
    for colour in layout.colours:
        assert number_name(colour, 12) == f"{colour} 12"
        assert row_name(colour) == f"{colour} row" and bridge_name(colour) == f"bridge to {colour}"
    for symbol in layout.symbols:
        assert symbol_name(symbol) == symbol and symbol_tile_name(symbol) == f"{symbol} symbol tile"


def test_tiles_are_named_with_the_words_of_their_row() -> None:
    assert tile_name(Tile("yellow", 12)) == "yellow 12"
    assert tile_name(Tile("grey", 7)) == "joker 7"
    assert tile_name(Tile("star")) == "star symbol tile"


def test_the_words_are_translated_whole_in_the_pseudo_language() -> None:
    with language("qps"):
        assert number_name("red", 5) == "«red »5" and row_name("blue") == "«blue row»"
        assert bridge_name("green") == "«bridge to green»" and symbol_tile_name("circle") == "«circle symbol tile»"


def test_a_custom_boards_colours_and_symbols_keep_their_own_words() -> None:
    assert number_name("purple", 4) == "purple 4" and row_name("purple") == "purple row"
    assert bridge_name("purple") == "bridge to purple"
    assert symbol_name("moon") == "moon" and symbol_tile_name("moon") == "moon symbol tile"
