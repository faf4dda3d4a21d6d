"""SVG pictures of the Start 11! board and of a holder of tiles: pure functions, no UI.

Beside the engine as ``chess.svg`` sits beside ``chess``. Everything is read from the board's
:class:`~elevenkit.start11.layout.Layout` (rows, joker numbers, connection columns, bridges and
their bonus marks, symbol spaces) through :meth:`Board.rows`, so another board described as data is
drawn without code. Colour is never the only cue: every row has its name and its symbol's shape
beside it and in the corner of each of its spaces; joker spaces are dashed with a diamond, bonus
bridges carry a star, connection columns are shaded and marked above the board.

Every space carries ``data-space`` (its notation, ``red 14`` / ``blue symbol 20``), a ``<title>``
and an ``aria-label`` ("red row, 14, empty"; "blue row, 10, bridge to green, bonus, empty"); with
``interactive=True`` also ``role="button"`` and ``data-pick``, so a view can make it clickable.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from typing import Any

from elevenkit.i18n import _
from elevenkit.markup import Markup, element, fragment
from elevenkit.start11.board import Board, Cell
from elevenkit.start11.drawing import COLOUR_STYLES, bridge_name, row_name, symbol_name, tile_name
from elevenkit.start11.rules import JOKER_COLOUR
from elevenkit.start11.tiles import Space, Tile

__all__ = ["board_svg", "holder_svg", "legend_html", "space_name", "tile_name", "shape_svg"]

INK = "#1b1b1b"
_SVG_NS = "http://www.w3.org/2000/svg"
_FONT = "Arial, Helvetica, sans-serif"
_CELL, _STEP = 46, 50  # a space, and from one space to the next
_ROW_STEP = _CELL + 34  # from one row to the next (room for the bridges)
_LABEL = 178  # the row names on the left
_TOP = 44  # the connection marks above the board
_LIT = "#ffeb3b"  # the bright fill of a space the chosen tile can go to


def _colours(colour: str) -> tuple[str, str]:
    """Ink and light fill of a colour word (grey for a colour the kit has no style for)."""
    return COLOUR_STYLES.get(colour, COLOUR_STYLES[JOKER_COLOUR])


def _svg(view_box: str, *children: object, **attributes: Any) -> Markup:
    """An ``<svg>`` picture of the kit's font."""
    return element("svg", {"xmlns": _SVG_NS, "viewBox": view_box}, *children, font_family=_FONT, **attributes)


def shape_svg(symbol: str, cx: float, cy: float, r: float, fill: str, stroke: str, width: float = 2) -> Markup:
    """The shape of a row's symbol (square, triangle, star, circle; any other symbol a diamond)."""
    style = {"fill": fill, "stroke": stroke, "stroke-width": width, "stroke-linejoin": "round"}
    if symbol == "circle":
        return element("circle", {"cx": f"{cx:.1f}", "cy": f"{cy:.1f}", "r": f"{r:.1f}", **style})
    if symbol == "square":
        side = r * 1.7
        corner = {"x": f"{cx - side / 2:.1f}", "y": f"{cy - side / 2:.1f}"}
        return element("rect", {**corner, "width": f"{side:.1f}", "height": f"{side:.1f}", **style})
    if symbol == "triangle":
        corners = [(cx, cy - r), (cx + r * 0.95, cy + r * 0.75), (cx - r * 0.95, cy + r * 0.75)]
    elif symbol == "star":
        corners = [
            (
                cx + (r if k % 2 == 0 else r * 0.45) * math.cos(math.pi * k / 5 - math.pi / 2),
                cy + (r if k % 2 == 0 else r * 0.45) * math.sin(math.pi * k / 5 - math.pi / 2),
            )
            for k in range(10)
        ]
    else:
        corners = [(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)]
    points = " ".join(f"{x:.1f},{y:.1f}" for x, y in corners)
    return element("polygon", {"points": points, **style})


def space_name(cell: Cell, board: Board, *, highlight: bool = False, recent: bool = False) -> str:
    """The accessible name of a space: "red row, 14, empty"; "blue row, 10, bridge to green, bonus, empty"."""
    layout = board.layout
    space = cell.space
    parts = [row_name(space.row)]
    if space.symbol:
        symbol = layout.symbols[layout.colours.index(space.row)]
        where = _("symbol space before {number}") if space.number == 1 else _("symbol space after {number}")
        parts += [where.format(number=space.number), symbol_name(symbol)]
    else:
        parts.append(str(space.number))
        if cell.joker_space:
            parts.append(_("joker space"))
        if cell.connection:
            parts.append(_("connection"))
        for bridge, other in ((cell.bridge_up, "upper"), (cell.bridge_down, "lower")):
            if bridge is not None:
                parts.append(bridge_name(getattr(bridge, other)))
                if bridge.bonus:
                    parts.append(_("bonus"))
    parts.append(_("empty") if cell.tile is None else _("tile {tile}").format(tile=tile_name(cell.tile)))
    if highlight:
        parts.append(_("your tile can go here"))
    if recent:
        parts.append(_("just placed"))
    return ", ".join(parts)


def _tile(tile: Tile, symbol_of: dict[str, str], x: float, y: float, size: float) -> Markup:
    """A tile: solid in its colour with its number (or its symbol's shape) in bold white, so a
    placed tile never looks like an empty space (an outline with a faint number)."""
    ink, _fill = _colours(tile.colour if not tile.is_symbol else JOKER_COLOUR)
    c = size / 2
    body = element(
        "rect", x=f"{x:.1f}", y=f"{y:.1f}", width=size, height=size, rx=7, fill=ink, stroke=INK, stroke_width=2
    )
    if tile.is_symbol:
        return body + shape_svg(tile.colour, x + c, y + c, size * 0.32, "white", "white")
    if tile.is_joker:
        mark = shape_svg("diamond", x + size - 9, y + 9, 5, "white", "white", 1)
    else:
        mark = shape_svg(symbol_of.get(tile.colour, "diamond"), x + 9, y + 9, 5, "white", "white", 1)
    number = element(
        "text",
        {"x": f"{x + c:.1f}", "y": f"{y + c + 2:.1f}", "dy": "0.36em", "text-anchor": "middle"},
        tile.number,
        font_size=f"{size * 0.5:.0f}",
        font_weight="bold",
        fill="white",
    )
    return fragment(body, mark, number)


def _space(cell: Cell, symbol: str, x: float, y: float, lit: bool = False) -> Markup:
    """An empty space: an outline in its row's colour (dashed for a joker space), its number small
    and faint, the row's shape in the corner; a lit space is filled bright yellow."""
    ink, fill = _colours(cell.space.row)
    inside = _LIT if lit else "white"
    outline = {"x": x, "y": y, "width": _CELL, "height": _CELL}
    if cell.space.symbol:
        return fragment(
            element("rect", outline, rx=23, fill=inside, stroke=ink, stroke_width=2, stroke_dasharray="4 3"),
            shape_svg(symbol, x + _CELL / 2, y + _CELL / 2, 13, fill, ink),
        )
    joker = cell.joker_space
    grey_ink, _grey = _colours(JOKER_COLOUR)
    return fragment(
        element(
            "rect", outline, rx=7, fill=inside, stroke=ink, stroke_width=2, stroke_dasharray="5 3" if joker else "none"
        ),
        shape_svg(symbol, x + 9, y + 9, 4, ink, ink, 1),
        shape_svg("diamond", x + _CELL - 9, y + 9, 5, grey_ink, grey_ink, 1) if joker else None,
        element(
            "text",
            {"x": x + _CELL / 2, "y": y + _CELL / 2 + 2, "dy": "0.36em", "text-anchor": "middle"},
            cell.space.number,
            font_size=17,
            fill=ink,
            opacity=0.7,
        ),
    )


def _recent_ring(x: float, y: float) -> Markup:
    """A tile just put down: a thick amber ring."""
    return element(
        "rect",
        {"x": x - 4, "y": y - 4, "width": _CELL + 8, "height": _CELL + 8},
        rx=10,
        fill="none",
        stroke="#ff8f00",
        stroke_width=5,
    )


def _lit_ring(x: float, y: float) -> Markup:
    """Where the chosen tile can go: a thick black ring and a black dot (never colour alone)."""
    return fragment(
        element(
            "rect",
            {"class": "ek-lit", "x": x - 5, "y": y - 5, "width": _CELL + 10, "height": _CELL + 10},
            rx=11,
            fill="none",
            stroke=INK,
            stroke_width=5,
        ),
        element("circle", cx=x + _CELL / 2, cy=y + _CELL - 8, r=5, fill=INK),
    )


def _focus_ring(x: float, y: float, size: float) -> Markup:
    """The ring a focused space or tile shows (drawn by the style sheet; invisible otherwise)."""
    return element(
        "rect",
        {"class": "ek-focus-ring", "x": x - 3, "y": y - 3, "width": size + 6, "height": size + 6},
        rx=9,
        fill="none",
        stroke="none",
    )


def board_svg(
    board: Board,
    *,
    variant: bool = False,
    highlight: Iterable[Space] = (),
    recent: Iterable[Space] = (),
    interactive: bool = False,
) -> Markup:
    """The whole board: row names with shapes, the spaces, bridges, connection columns, tiles.

    ``variant`` draws the symbol spaces at the ends of the rows; ``highlight`` marks the spaces a
    chosen tile can go to (bright yellow, a thick ring and a dot), ``recent`` the tiles just placed (thick amber ring).
    """
    layout = board.layout
    lit, new = set(highlight), set(recent)
    symbol_of = dict(zip(layout.colours, layout.symbols))
    first = 0 if variant else 1
    last = layout.numbers + 1 if variant else layout.numbers
    columns = last - first + 1
    width = _LABEL + columns * _STEP + 10
    height = _TOP + len(layout.colours) * _ROW_STEP
    title = _("Start 11! board")

    def column_x(position: int) -> float:
        return _LABEL + (position - first) * _STEP

    marks: list[Markup] = []
    for number in layout.connection_numbers:  # a shaded column and a mark above it
        x = column_x(number) - 2
        marks.append(
            element(
                "rect",
                {"x": x, "y": _TOP - 8, "width": _CELL + 4, "height": height - _TOP + 4},
                rx=8,
                fill="#ececec",
                stroke="#777",
                stroke_dasharray="3 3",
            )
        )
        marks.append(
            element(
                "text",
                {"x": x + (_CELL + 4) / 2, "y": _TOP - 16, "text-anchor": "middle"},
                f"⇕ {number}",
                font_size=16,
                font_weight="bold",
                fill=INK,
            )
        )
    rows = board.rows()
    for r, row in enumerate(rows):  # bridges and their bonus stars, between this row and the next
        y = _TOP + r * _ROW_STEP
        for cell in row:
            bridge = cell.bridge_down
            if bridge is None:
                continue
            cx = column_x(cell.space.number) + _CELL / 2
            marks.append(
                element(
                    "rect",
                    {"x": cx - 7, "y": y + _CELL - 2, "width": 14, "height": _ROW_STEP - _CELL + 4},
                    fill="#9e9e9e",
                    stroke=INK,
                    stroke_width=1.5,
                )
            )
            if bridge.bonus:
                marks.append(shape_svg("star", cx, y + _CELL + (_ROW_STEP - _CELL) / 2, 14, "#ffc107", INK, 2))
    names = []
    for r, (colour, symbol) in enumerate(zip(layout.colours, layout.symbols)):  # row names with their shape
        ink, fill = _colours(colour)
        y = _TOP + r * _ROW_STEP
        names.append(
            element(
                "g",
                shape_svg(symbol, 18, y + _CELL / 2, 12, fill, ink, 3),
                element(
                    "text",
                    {"x": 38, "y": y + _CELL / 2, "dy": "0.36em"},
                    row_name(colour),
                    font_size=20,
                    font_weight="bold",
                    fill=ink,
                ),
                aria_hidden="true",
            )
        )
    home = next((str(cell.space) for row in rows for cell in row if cell.tile is None and not cell.space.symbol), "")
    spaces = []
    for r, row in enumerate(rows):
        y = _TOP + r * _ROW_STEP
        for position, cell in enumerate(row):
            if not first <= position <= last:
                continue
            x = column_x(position)
            name = space_name(cell, board, highlight=cell.space in lit, recent=cell.space in new)
            text = str(cell.space)
            role = {"role": "button", "tabindex": "-1", "data-pick": text} if interactive else {"role": "img"}
            drawn = (
                _space(cell, symbol_of[cell.space.row], x, y, lit=cell.space in lit)
                if cell.tile is None
                else _tile(cell.tile, symbol_of, x, y, _CELL)
            )
            state = (" is-empty" if cell.tile is None else " is-filled") + (" is-lit" if cell.space in lit else "")
            spaces.append(
                element(
                    "g",
                    {"class": f"ek-space{state}", "data-space": text, **role, "aria-label": name},
                    element("title", name),
                    drawn,
                    _lit_ring(x, y) if cell.space in lit else None,
                    _recent_ring(x, y) if cell.space in new else None,
                    _focus_ring(x, y, _CELL),
                )
            )
    return _svg(
        f"0 0 {width} {height}",
        element("title", title),
        element("g", marks, class_="ek-board-marks", aria_hidden="true"),
        names,
        element(
            "g", {"class": "ek-board-spaces", "data-nav": "roving", "data-cols": columns, "data-home": home}, spaces
        ),
        class_="ek-board-svg",
        role="group",
        aria_label=title,
    )


def holder_svg(
    tiles: Iterable[Tile],
    board: Board,
    *,
    selected: int | Iterable[int] | None = None,
    interactive: bool = False,
    columns: int = 0,
) -> Markup:
    """A player's tiles in a row (sorted as given); the ``selected`` position (or positions, for an
    answer of several tiles) is lifted and ringed. With ``columns`` the tiles wrap into rows of that
    many and the picture is always that wide, so a tile keeps its size however many there are."""
    layout = board.layout
    symbol_of = dict(zip(layout.colours, layout.symbols))
    items = list(tiles)
    chosen_positions = {selected} if isinstance(selected, int) else set(selected or ())
    size, step, line = 56, 64, 74
    per_row = columns if columns > 0 else max(1, len(items))
    rows = max(1, -(-len(items) // per_row))
    width, height = per_row * step + 8, (rows - 1) * line + size + 30
    title = _("Your tiles")
    wrapped = " is-wrapped" if columns > 0 else ""
    drawn = []
    for index, tile in enumerate(items):
        chosen = index in chosen_positions
        name = _("{tile}, chosen").format(tile=tile_name(tile)) if chosen else tile_name(tile)
        role: dict[str, object] = (
            {"role": "button", "tabindex": "-1", "data-pick": f"tile {index}", "aria-pressed": str(chosen).lower()}
            if interactive
            else {"role": "img"}
        )
        x, y = 6 + index % per_row * step, (index // per_row) * line + (6 if chosen else 20)
        ring = (
            element(
                "rect",
                {"x": x - 4, "y": y - 4, "width": size + 8, "height": size + 8},
                rx=10,
                fill="none",
                stroke="#ffb300",
                stroke_width=5,
            )
            if chosen
            else None
        )
        drawn.append(
            element(
                "g",
                {"class": "ek-tile", "data-tile": str(tile), "data-index": index, **role, "aria-label": name},
                element("title", name),
                _tile(tile, symbol_of, x, y, size),
                ring,
                _focus_ring(x, y, size),
            )
        )
    return _svg(
        f"0 0 {width} {height}",
        element("title", title),
        element("g", drawn, data_nav="roving", data_nav_name="holder"),
        class_=f"ek-holder-svg{wrapped}",
        role="group",
        aria_label=title,
    )


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
            element(
                "text",
                {"x": _CELL / 2, "y": _CELL / 2 + 4, "dy": "0.36em", "text-anchor": "middle"},
                "⇕",
                font_size=18,
                font_weight="bold",
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
