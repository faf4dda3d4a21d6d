"""A read-only picture of the Start 11! board for views: cells by row, and a text drawing.

:meth:`Board.rows` gives, row by row from the top, one :class:`Cell` per space (symbol space,
numbers 1 to the last, symbol space), with everything a widget needs to draw it. ``str(board)``
draws it as text: a number tile shows its number, a joker ``g`` and its number, a symbol tile the
first two letters of its symbol; an empty space ``.`` (``g`` on a joker space, ``o`` on a symbol
space). Between rows ``|`` marks a bridge and ``*`` a bridge with a bonus symbol; the header marks
the connection columns with ``^``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from ..core import shown
from .layout import Bridge, Layout
from .tiles import Space, Tile

__all__ = ["Board", "Cell"]

_CELL = 4  # characters per cell in the text drawing


class Cell(NamedTuple):
    """One space as a view draws it."""

    space: Space
    tile: Tile | None
    joker_space: bool
    connection: bool
    bridge_up: Bridge | None
    bridge_down: Bridge | None


class Board:
    """The tiles on the board at one moment (a snapshot: later moves do not change it)."""

    def __init__(self, layout: Layout, cells: Sequence[int]) -> None:
        self.layout = layout
        self._cells = tuple(cells)

    def __getitem__(self, space: Space | str) -> Tile | None:
        """The tile on ``space`` (a :class:`Space` or its text), or None."""
        if isinstance(space, str):
            space = self.layout.parse_space(space)
        kind = self._cells[self.layout.space_index[space]]
        return None if kind < 0 else self.layout.kinds[kind]

    def tiles(self) -> dict[Space, Tile]:
        """Every placed tile by its space."""
        layout = self.layout
        return {layout.spaces[s]: layout.kinds[k] for s, k in enumerate(self._cells) if k >= 0}

    def __eq__(self, other: object) -> bool:
        """Two snapshots are equal when the same tiles lie on the same spaces of the same board."""
        return isinstance(other, Board) and self.layout is other.layout and self._cells == other._cells

    def __hash__(self) -> int:
        return hash(self._cells)

    def __len__(self) -> int:
        """How many tiles lie on the board."""
        return sum(1 for k in self._cells if k >= 0)

    def rows(self) -> list[list[Cell]]:
        """The board row by row from the top, each row from its first symbol space to its last."""
        layout = self.layout
        bridges: dict[tuple[str, int | None], Bridge] = {(b.upper, b.number): b for b in layout.bridges}
        result = []
        for r, colour in enumerate(layout.colours):
            above = layout.colours[r - 1] if r else None
            row = []
            for s in range(r * layout.width, (r + 1) * layout.width):
                space, kind = layout.spaces[s], self._cells[s]
                number = None if space.symbol else space.number
                row.append(
                    Cell(
                        space,
                        None if kind < 0 else layout.kinds[kind],
                        layout.is_joker_space(space),
                        number in layout.connection_numbers,
                        bridges.get((above, number)) if above else None,
                        bridges.get((colour, number)),
                    )
                )
            result.append(row)
        return result

    def __str__(self) -> str:
        layout = self.layout
        label = max(len(c) for c in layout.colours) + 1
        header = " " * label + "".join(
            f"{n:>{_CELL - 1}}" + ("^" if n in layout.connection_numbers else " ") for n in range(1, layout.numbers + 1)
        )
        lines = [" " * _CELL + header]
        for row in self.rows():
            lines.append(f"{row[0].space.row:<{label}}" + "".join(_cell_text(cell) for cell in row))
            marks = "".join(
                f"{'*' if cell.bridge_down.bonus else '|':>{_CELL - 1}} " if cell.bridge_down else " " * _CELL
                for cell in row
            )
            if marks.strip():
                lines.append(" " * label + marks)
        return "\n".join(line.rstrip() for line in lines)

    def __repr__(self) -> str:
        return f"<Board {shown(self.layout.name)}: {len(self)} tiles>"


def _cell_text(cell: Cell) -> str:
    """A cell drawn in ``_CELL`` characters."""
    tile = cell.tile
    if tile is None:
        text = "o" if cell.space.symbol else "g" if cell.joker_space else "."
    elif tile.is_symbol:
        text = tile.colour[:2]
    else:
        text = f"g{tile.number}" if tile.is_joker else str(tile.number)
    return f"{text:>{_CELL - 1}} "
