"""The picture key of the Start 11! board: each kind of space, tile and mark with a small picture and
a sentence a child understands, drawn with the board's own pieces (:mod:`elevenkit.start11.svg`)."""

from __future__ import annotations

from elevenkit.i18n import _
from elevenkit.markup import Markup, element, fragment
from elevenkit.start11.board import Board, Cell
from elevenkit.start11.rules import JOKER_COLOUR
from elevenkit.start11.svg import _CELL, INK, _lit_ring, _recent_ring, _space, _svg, _tile, shape_svg
from elevenkit.start11.tiles import Space, Tile

__all__ = ["legend_html"]


def _up_down(x: float, top: float, bottom: float) -> str:
    """The path of a double arrow, up and down (the board's ⇕), centred on ``x`` from ``top`` to ``bottom``."""
    shaft = bottom - top - 26
    return f"M {x} {top} l 11 13 h -7 v {shaft} h 7 l -11 13 l -11 -13 h 7 v -{shaft} h -7 z"


def legend_html(board: Board, *, variant: bool = False) -> Markup:
    """A picture key for the board: each kind of space, tile and mark with a small picture and a
    sentence a child understands (the grey joker tiles, dashed joker spaces, bridges, stars, the
    connection columns, lit and just placed spaces). Read from the board's layout like the board."""
    layout = board.layout
    row, symbol = layout.colours[0], layout.symbols[0]
    symbol_of = dict(zip(layout.colours, layout.symbols))
    joker = layout.joker_numbers[0] if layout.joker_numbers else None
    plain = next(n for n in range(2, layout.numbers + 1) if n not in layout.joker_numbers)
    bridge = next((b for b in layout.bridges if not b.bonus), None)
    bonus = next((b for b in layout.bridges if b.bonus), None)

    def cell(number: int, joker_space: bool = False, symbol_space: bool = False) -> Cell:
        return Cell(Space(row, number, symbol_space), None, joker_space, False, None, None)

    def icon(*body: Markup, width: float = _CELL + 12, height: float = _CELL + 12) -> Markup:
        return _svg(f"-6 -6 {width} {height}", *body, class_="ek-legend-icon", aria_hidden="true")

    post = element(
        "rect",
        {"x": _CELL / 2 - 7, "y": 0, "width": 14, "height": _CELL},
        fill="#9e9e9e",
        stroke=INK,
        stroke_width=1.5,
    )
    items = [
        (
            icon(_space(cell(plain), symbol, 0, 0)),
            _("An empty space: no tile lies here yet. The small number says which tile fits."),
        ),
        (icon(_tile(Tile(row, plain), symbol_of, 0, 0, _CELL)), _("A tile on the board: solid colour, big number.")),
    ]
    if joker is not None:
        items += [
            (
                icon(_tile(Tile(JOKER_COLOUR, joker), symbol_of, 0, 0, _CELL)),
                _("A grey joker tile ◆: it goes on a joker space of its number, in any row."),
            ),
            (
                icon(_space(cell(joker, joker_space=True), symbol, 0, 0)),
                _("A joker space (dashed, ◆): only a grey joker tile goes here."),
            ),
        ]
    if bridge is not None:
        items.append((icon(post), _("A bridge joins two rows: a tile at one end lets a tile go at the other end.")))
    if bonus is not None:
        star = shape_svg("star", _CELL / 2, _CELL / 2, 14, "#ffc107", INK, 2)
        items.append(
            (icon(post, star), _("A star on a bridge: the first tile at either end wins a bonus tile from the bag."))
        )
    if layout.connection_numbers:
        numbers = ", ".join(str(n) for n in layout.connection_numbers)
        column = fragment(
            element(
                "rect",
                {"x": -4, "y": 2, "width": _CELL + 8, "height": _CELL + 4},
                rx=8,
                fill="#ececec",
                stroke="#777",
                stroke_dasharray="3 3",
            ),
            # the board's ⇕ mark drawn as a picture: as large as the key's other pictures, with no font to need
            element(
                "path",
                {"d": _up_down(_CELL / 2, 6, _CELL + 2)},
                fill=INK,
            ),
        )
        items.append(
            (
                icon(column),
                _(
                    "The grey columns {numbers}: once a tile lies on one of these numbers, every tile of that number may go down."
                ).format(numbers=numbers),
            )
        )
    items += [
        (
            icon(_space(cell(plain), symbol, 0, 0, lit=True), _lit_ring(0, 0)),
            _("Lit up (yellow, thick ring, dot): your chosen tile can go here."),
        ),
        (
            icon(_tile(Tile(row, plain), symbol_of, 0, 0, _CELL), _recent_ring(0, 0)),
            _("An orange ring: this tile was just put down."),
        ),
    ]
    if variant:
        items.append(
            (
                icon(_space(cell(1, symbol_space=True), symbol, 0, 0)),
                _("A symbol space at the end of a row: only the symbol tile of its row goes here."),
            )
        )
    return element("ul", [element("li", picture, element("span", text)) for picture, text in items], class_="ek-legend")
