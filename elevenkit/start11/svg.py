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
from elevenkit.start11.drawing import COLOUR_STYLES, bridge_name, row_label, row_name, symbol_name, tile_name
from elevenkit.start11.rules import JOKER_COLOUR
from elevenkit.start11.tiles import Space, Tile

__all__ = ["board_svg", "board_pieces_html", "holder_svg", "holder_pieces_html", "space_name", "tile_name", "shape_svg"]

INK = "#1b1b1b"
_SVG_NS = "http://www.w3.org/2000/svg"
_FONT = "Arial, Helvetica, sans-serif"
_CELL, _STEP = 46, 50  # a space, and from one space to the next
_ROW_STEP = _CELL + 26  # from one row to the next (room for the bridges and their stars, 24 units)
_LABEL = 178  # the row names on the left
_NAMES = 120  # the short row names in front of each line of a board cut into pieces ("Yellow" and room)
_HOLDER_TILE, _HOLDER_STEP = 56, 64  # a tile of a holder, and from one tile to the next
_NUMBER_FONT = 19  # the number of an empty space and of a connection column: 16 px at 0.85 scale
_TOP = 32  # the connection marks above the board
_LIT = "#ffeb3b"  # the bright fill of a space the chosen tile can go to


def _height(board: Board) -> int:
    """The board's height in units: the connection marks, the rows with the bridges between them,
    and room for the rings of the last row (302 units for four rows)."""
    return _TOP + (len(board.layout.colours) - 1) * _ROW_STEP + _CELL + 8


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
        font_size=f"{size * 0.56:.0f}",  # the empty space's number is under 0.8 of it
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
            font_size=_NUMBER_FONT,
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


def _spaces_and_marks(
    board: Board, columns: range, x0: float, lit: set[Space], new: set[Space], interactive: bool, width: int
) -> tuple[list[Markup], list[Markup]]:
    """The marks (connection columns, bridges, stars) and the spaces of the board's ``columns``
    (positions in a row: 0 and 21 are the symbol spaces), the first drawn at ``x0``. Each space
    carries ``data-order``, its place counted along the whole board's rows (``width`` spaces a row),
    so the keyboard goes along a row however the board is cut into pieces."""
    layout = board.layout
    symbol_of = dict(zip(layout.colours, layout.symbols))
    height = _height(board)

    def column_x(position: int) -> float:
        return x0 + (position - columns.start) * _STEP

    marks: list[Markup] = []
    for number in layout.connection_numbers:  # a shaded column and a mark above it
        if number not in columns:
            continue
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
                {"x": x + (_CELL + 4) / 2, "y": _TOP - 14, "text-anchor": "middle"},
                f"⇕ {number}",
                font_size=_NUMBER_FONT,
                font_weight="bold",
                fill=INK,
            )
        )
    rows = board.rows()
    for r, row in enumerate(rows):  # bridges and their bonus stars, between this row and the next
        y = _TOP + r * _ROW_STEP
        for cell in row:
            bridge = cell.bridge_down
            if bridge is None or cell.space.number not in columns:
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
                marks.append(shape_svg("star", cx, y + _CELL + (_ROW_STEP - _CELL) / 2, 12, "#ffc107", INK, 2))
    spaces = []
    for r, row in enumerate(rows):
        y = _TOP + r * _ROW_STEP
        for position, cell in enumerate(row):
            if position not in columns:
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
            order = r * width + position - (0 if width > layout.numbers else 1)
            spaces.append(
                element(
                    "g",
                    {"class": f"ek-space{state}", "data-space": text, **role, "aria-label": name, "data-order": order},
                    element("title", name),
                    drawn,
                    _lit_ring(x, y) if cell.space in lit else None,
                    _recent_ring(x, y) if cell.space in new else None,
                    _focus_ring(x, y, _CELL),
                )
            )
    return marks, spaces


def _row_names(board: Board, x: float = 0, label: str = "row") -> list[Markup]:
    """The name and the shape of every row, at the left of the board (``label="short"``: the
    colour word alone, "Yellow", where the board is cut into pieces and room is short)."""
    layout = board.layout
    names = []
    for r, (colour, symbol) in enumerate(zip(layout.colours, layout.symbols)):
        ink, fill = _colours(colour)
        y = _TOP + r * _ROW_STEP
        names.append(
            element(
                "g",
                shape_svg(symbol, x + 16, y + _CELL / 2, 12, fill, ink, 3),
                element(
                    "text",
                    {"x": x + 34, "y": y + _CELL / 2, "dy": "0.36em"},
                    row_name(colour) if label == "row" else row_label(colour),
                    font_size=20,
                    font_weight="bold",
                    fill=ink,
                ),
                aria_hidden="true",
            )
        )
    return names


def _columns(board: Board, variant: bool) -> range:
    """The positions of a row drawn: 1-20, or 0-21 with the symbol spaces of the variant."""
    numbers = board.layout.numbers
    return range(numbers + 2) if variant else range(1, numbers + 1)


def _home(board: Board) -> str:
    """The space the keyboard starts at: the first empty number space."""
    return next((str(c.space) for row in board.rows() for c in row if c.tile is None and not c.space.symbol), "")


def board_svg(
    board: Board,
    *,
    variant: bool = False,
    highlight: Iterable[Space] = (),
    recent: Iterable[Space] = (),
    interactive: bool = False,
) -> Markup:
    """The whole board as one picture: row names with shapes, the spaces, bridges, connection
    columns, tiles (for a page of fixed width; a view that must fit a tablet or a phone draws
    :func:`board_pieces_html`).

    ``variant`` draws the symbol spaces at the ends of the rows; ``highlight`` marks the spaces a
    chosen tile can go to (bright yellow, a thick ring and a dot), ``recent`` the tiles just placed (thick amber ring).
    """
    columns = _columns(board, variant)
    width = _LABEL + len(columns) * _STEP + 10
    height = _height(board)
    title = _("Start 11! board")
    marks, spaces = _spaces_and_marks(board, columns, _LABEL, set(highlight), set(recent), interactive, len(columns))
    return _svg(
        f"0 0 {width} {height}",
        element("title", title),
        element("g", marks, class_="ek-board-marks", aria_hidden="true"),
        _row_names(board),
        element(
            "g",
            {"class": "ek-board-spaces", "data-nav": "roving", "data-cols": len(columns), "data-home": _home(board)},
            spaces,
        ),
        class_="ek-board-svg",
        role="group",
        aria_label=title,
    )


def board_pieces_html(
    board: Board,
    *,
    variant: bool = False,
    highlight: Iterable[Space] = (),
    recent: Iterable[Space] = (),
    interactive: bool = False,
) -> Markup:
    """The whole board cut into four pieces of five columns (1-5, 6-10, 11-15, 16-20; the symbol
    spaces of the variant go with the first and the last), each with every row, so a bridge stays
    between its two rows. The style sheet (``board.css``) lays them side by side as one board on a
    wide screen, as 1-10 over 11-20 on an upright tablet, and one under the other on a phone, the
    row names in front of each line; a space is never drawn smaller than a finger (44 px) there.

    Every piece is a picture of its own (``ek-board-piece``), the row names too (``ek-board-names``;
    ``is-tens``: shown from the line 11-20 on, ``is-fives``: only on a phone); a break
    (``ek-board-break``, the same classes) starts a new line. The spaces are one keyboard group,
    along the rows as on the whole board (``data-order``)."""
    layout = board.layout
    columns = _columns(board, variant)
    height = _height(board)
    lit, new = set(highlight), set(recent)
    numbers = layout.numbers
    cuts = [1 + numbers * k // 4 for k in range(5)]  # 1, 6, 11, 16, 21
    pieces: list[Markup] = []
    for k in range(4):
        first = cuts[k] if k or not variant else 0
        last = cuts[k + 1] if k == 3 and variant else cuts[k + 1] - 1
        part = range(first, last + 1)
        line = "" if k == 0 else " is-tens" if k == 2 else " is-fives"
        # no connection column in it (6-10): on a phone its line leaves out the empty strip of marks
        # (board.css), the drawing kept at its foot, so the rows stay in line with the names
        unmarked = not any(number in part for number in layout.connection_numbers)
        foot = {"preserveAspectRatio": "xMidYMax slice"} if unmarked else {}
        strip = " is-unmarked" if unmarked else ""
        if k:
            pieces.append(element("i", class_=f"ek-board-break{line}", aria_hidden="true"))
        pieces.append(
            _svg(
                f"0 0 {_NAMES} {height}",
                _row_names(board, label="short"),
                class_=f"ek-board-names{line}{strip}",
                aria_hidden="true",
                **foot,
            )
        )
        marks, spaces = _spaces_and_marks(board, part, 3, lit, new, interactive, len(columns))
        wide = " has-symbols" if len(part) > 5 else ""
        pieces.append(
            _svg(
                f"0 0 {len(part) * _STEP + 2} {height}",
                element("g", marks, class_="ek-board-marks", aria_hidden="true"),
                spaces,
                class_=f"ek-board-piece{wide}{strip}",
                role="presentation",
                **foot,
            )
        )
    title = _("Start 11! board")
    return element(
        "div",
        {
            "class": "ek-board-pieces" + (" is-variant" if variant else ""),
            "role": "group",
            "aria-label": title,
            "data-nav": "roving",
            "data-cols": len(columns),
            "data-home": _home(board),
        },
        pieces,
    )


def _holder_tile(
    tile: Tile, index: int, chosen: bool, interactive: bool, symbol_of: dict[str, str], x: float, y: float
) -> Markup:
    """One tile of a holder (``data-pick`` "tile 3"); a ``chosen`` one lifted and ringed."""
    size = _HOLDER_TILE
    name = _("{tile}, chosen").format(tile=tile_name(tile)) if chosen else tile_name(tile)
    role: dict[str, object] = (
        {"role": "button", "tabindex": "-1", "data-pick": f"tile {index}", "aria-pressed": str(chosen).lower()}
        if interactive
        else {"role": "img"}
    )
    y += 6 if chosen else 20
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
    return element(
        "g",
        {"class": "ek-tile", "data-tile": str(tile), "data-index": index, **role, "aria-label": name},
        element("title", name),
        _tile(tile, symbol_of, x, y, size),
        ring,
        _focus_ring(x, y, size),
    )


def _chosen_positions(selected: int | Iterable[int] | None) -> set[int]:
    return {selected} if isinstance(selected, int) else set(selected or ())


def holder_svg(
    tiles: Iterable[Tile],
    board: Board,
    *,
    selected: int | Iterable[int] | None = None,
    interactive: bool = False,
) -> Markup:
    """A player's tiles in one row, as one picture (sorted as given); the ``selected`` position (or
    positions, for an answer of several tiles) is lifted and ringed. A view that must fit a tablet
    or a phone draws :func:`holder_pieces_html`, whose tiles wrap."""
    layout = board.layout
    symbol_of = dict(zip(layout.colours, layout.symbols))
    items = list(tiles)
    chosen = _chosen_positions(selected)
    width, height = max(1, len(items)) * _HOLDER_STEP + 8, _HOLDER_TILE + 30
    title = _("Your tiles")
    drawn = [
        _holder_tile(tile, index, index in chosen, interactive, symbol_of, 6 + index * _HOLDER_STEP, 0)
        for index, tile in enumerate(items)
    ]
    return _svg(
        f"0 0 {width} {height}",
        element("title", title),
        element("g", drawn, data_nav="roving", data_nav_name="holder"),
        class_="ek-holder-svg",
        role="group",
        aria_label=title,
    )


def holder_pieces_html(
    tiles: Iterable[Tile],
    board: Board,
    *,
    selected: int | Iterable[int] | None = None,
    interactive: bool = False,
) -> Markup:
    """A player's tiles, each a small picture of its own (``ek-holder-tile``), so that the style
    sheet lets them wrap into as many lines as the screen needs while every tile keeps its size
    (a finger's width on a phone). One keyboard group; the ``selected`` tiles lifted and ringed."""
    layout = board.layout
    symbol_of = dict(zip(layout.colours, layout.symbols))
    chosen = _chosen_positions(selected)
    view_box = f"0 0 {_HOLDER_STEP} {_HOLDER_TILE + 30}"
    drawn = [
        _svg(
            view_box,
            _holder_tile(tile, index, index in chosen, interactive, symbol_of, (_HOLDER_STEP - _HOLDER_TILE) / 2, 0),
            class_="ek-holder-tile",
            role="presentation",
        )
        for index, tile in enumerate(tiles)
    ]
    return element(
        "div",
        {"class": "ek-holder-tiles", "role": "group", "aria-label": _("Your tiles")},
        drawn,
        data_nav="roving",
        data_nav_name="holder",
    )
