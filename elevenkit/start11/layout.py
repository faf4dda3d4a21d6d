"""The Start 11! board as data: rows and colours, joker spaces, connection columns, bridges,
bonus bridges and symbol spaces.

The standard board lives in ``standard_layout.json`` beside this file; another board is another
dict of the same shape (see :meth:`Layout.from_dict`), no code needed::

    {
        "name": "...",
        "rows": [{"colour": "yellow", "symbol": "square"}, ...],
        "numbers": 20,
        "joker_numbers": [3, 7, 13, 17],
        "connection_numbers": [1, 11, 20],
        "bridges": [{"rows": ["yellow", "red"], "number": 13, "bonus": true}, ...],
        "deal": {"2": 20, "3": 20, "4": 15},
    }  # "deal" is optional

From the data the layout derives everything the engine needs as plain lists and bit masks:
space ``s`` of row ``r`` at position ``p`` (0 = symbol space before the 1, ``numbers + 1`` = the
one after the last number) has index ``r * (numbers + 2) + p`` and bit ``1 << s``. Every space
has exactly one tile that fits it (jokers come in one copy per row), so the tile set follows from
the board.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache, lru_cache
from pathlib import Path
from typing import Any

from ..core import ElevenkitError, check_int, shown
from .rules import DEAL_SIZES, JOKER_COLOUR, MAX_PLAYERS, MIN_PLAYERS, START_NUMBER
from .tiles import InvalidTileError, Space, Tile

__all__ = ["Bridge", "Layout", "LayoutError", "half_deal", "standard_layout"]

_STANDARD_FILE = Path(__file__).with_name("standard_layout.json")


class LayoutError(ElevenkitError):
    """A board description that cannot be a Start 11! board."""


@dataclass(frozen=True, slots=True)
class Bridge:
    """A bridge between the spaces ``number`` of two neighbouring rows (upper row first)."""

    upper: str
    lower: str
    number: int
    bonus: bool = False


def _whole(value: Any, what: str) -> int:
    """``value`` as a whole number, or a :class:`LayoutError` naming ``what``."""
    return check_int(value, what, error=LayoutError)


class Layout:
    """A board read from data; build one with :meth:`from_dict` or use :func:`standard_layout`."""

    def __init__(self, data: Mapping[str, Any]) -> None:
        if not isinstance(data, Mapping):
            raise LayoutError(f"a layout must be a dict, not {shown(data)}")
        unknown = set(data) - {"name", "rows", "numbers", "joker_numbers", "connection_numbers", "bridges", "deal"}
        if unknown:
            raise LayoutError(f"unknown layout keys {sorted(unknown)!r}")
        self.name: str = str(data.get("name", "custom board"))
        self._read_rows(data.get("rows"))
        self.numbers: int = _whole(data.get("numbers"), "numbers")
        if not START_NUMBER <= self.numbers <= 99:
            raise LayoutError(
                f"numbers must be from {START_NUMBER} to 99 (the {START_NUMBER} starts), not {self.numbers}"
            )
        self.joker_numbers: tuple[int, ...] = self._number_list(data.get("joker_numbers", []), "joker_numbers")
        self.connection_numbers: tuple[int, ...] = self._number_list(
            data.get("connection_numbers", []), "connection_numbers"
        )
        self.bridges: tuple[Bridge, ...] = self._read_bridges(data.get("bridges", []))
        self.deal: dict[int, int] = self._read_deal(data.get("deal"))
        self._derive()

    # ---- reading and checking the data ------------------------------------------------
    def _read_rows(self, rows: Any) -> None:
        if not isinstance(rows, list) or not rows:
            raise LayoutError(f"rows must be a non-empty list, not {shown(rows)}")
        colours, symbols = [], []
        for row in rows:
            if not isinstance(row, Mapping) or set(row) != {"colour", "symbol"}:
                raise LayoutError(f"each row must be {{'colour': ..., 'symbol': ...}}, not {shown(row)}")
            for name in (row["colour"], row["symbol"]):
                if not isinstance(name, str) or not name.isalpha() or name != name.lower():
                    raise LayoutError(f"colour and symbol names must be one lower-case word, not {shown(name)}")
            colours.append(row["colour"])
            symbols.append(row["symbol"])
        names = colours + symbols + [JOKER_COLOUR, "symbol"]
        if len(set(names)) != len(names):
            raise LayoutError(
                f"colour and symbol names must all differ (and not be {shown(JOKER_COLOUR)}): {shown(rows)}"
            )
        self.colours: tuple[str, ...] = tuple(colours)
        self.symbols: tuple[str, ...] = tuple(symbols)

    def _number_list(self, values: Any, what: str) -> tuple[int, ...]:
        if not isinstance(values, list):
            raise LayoutError(f"{what} must be a list, not {shown(values)}")
        numbers = tuple(sorted({_whole(v, what) for v in values}))
        if len(numbers) != len(values) or any(not 1 <= n <= self.numbers for n in numbers):
            raise LayoutError(f"{what} must be different numbers from 1 to {self.numbers}: {shown(values)}")
        if what == "joker_numbers" and START_NUMBER in numbers:
            raise LayoutError(f"{START_NUMBER} cannot be a joker number: each row needs its own {START_NUMBER}")
        return numbers

    def _read_bridges(self, bridges: Any) -> tuple[Bridge, ...]:
        if not isinstance(bridges, list):
            raise LayoutError(f"bridges must be a list, not {shown(bridges)}")
        result: list[Bridge] = []
        for item in bridges:
            if not isinstance(item, Mapping) or not {"rows", "number"} <= set(item) <= {"rows", "number", "bonus"}:
                raise LayoutError(
                    f"a bridge must be {{'rows': [upper, lower], 'number': n, 'bonus': bool}}, not {shown(item)}"
                )
            rows, number, bonus = item["rows"], _whole(item["number"], "a bridge number"), item.get("bonus", False)
            if (
                not isinstance(rows, list)
                or len(rows) != 2
                or any(r not in self.colours for r in rows)
                or self.colours.index(rows[1]) != self.colours.index(rows[0]) + 1
            ):
                raise LayoutError(f"a bridge joins two neighbouring rows, upper first: {shown(rows)}")
            if not 1 <= number <= self.numbers or not isinstance(bonus, bool):
                raise LayoutError(f"bad bridge {shown(item)}: the number must be on the board, bonus true or false")
            bridge = Bridge(rows[0], rows[1], number, bonus)
            if bridge in result or Bridge(rows[0], rows[1], number, not bonus) in result:
                raise LayoutError(f"the bridge {shown(item)} is listed twice")
            result.append(bridge)
        return tuple(result)

    def _read_deal(self, deal: Any) -> dict[int, int]:
        if deal is None:
            return dict(DEAL_SIZES)
        if not isinstance(deal, Mapping):
            raise LayoutError(f"deal must map a number of players to a number of tiles, not {shown(deal)}")
        result = {}
        for key, size in deal.items():
            players = _whole(
                int(key) if isinstance(key, str) and key.isascii() and key.isdigit() else key, "deal players"
            )
            result[players] = _whole(size, "deal size")
        if sorted(result) != list(range(MIN_PLAYERS, MAX_PLAYERS + 1)):
            raise LayoutError(
                f"deal must give a number of tiles for {MIN_PLAYERS} to {MAX_PLAYERS} players: {shown(deal)}"
            )
        return result

    # ---- derived tables ---------------------------------------------------------------
    def _derive(self) -> None:
        """Spaces, tile kinds and the bit masks the engine works with."""
        rows, n, width = len(self.colours), self.numbers, self.numbers + 2
        self.width = width
        self.size = rows * width
        self.spaces: list[Space] = []
        for colour in self.colours:
            self.spaces.append(Space(colour, 1, True))
            self.spaces.extend(Space(colour, number) for number in range(1, n + 1))
            self.spaces.append(Space(colour, n, True))
        self.space_index: dict[Space, int] = {space: s for s, space in enumerate(self.spaces)}
        self.bits: list[int] = [1 << s for s in range(self.size)]

        # tile kinds: number tiles row by row, then jokers, then symbols (this is also the sort order)
        kinds: list[Tile] = [Tile(c, v) for c in self.colours for v in range(1, n + 1) if v not in self.joker_numbers]
        kinds += [Tile(JOKER_COLOUR, v) for v in self.joker_numbers]
        self.first_symbol_kind = len(kinds)
        kinds += [Tile(symbol) for symbol in self.symbols]
        self.kinds: list[Tile] = kinds
        self.kind_index: dict[Tile, int] = {tile: k for k, tile in enumerate(kinds)}
        self.value: list[int] = [tile.minus_points for tile in kinds]
        self.is_symbol: list[bool] = [t.number is None for t in kinds]
        self.kind_spaces: list[tuple[int, ...]] = [self._spaces_for(tile) for tile in kinds]
        self.copies: list[int] = [len(spaces) for spaces in self.kind_spaces]
        self._tile_kinds = [
            [k for k in range(end) for _ in range(self.copies[k])] for end in (self.first_symbol_kind, len(kinds))
        ]
        self.kind_mask: list[int] = [sum(self.bits[s] for s in spaces) for spaces in self.kind_spaces]

        self.row_neighbours = [0] * self.size  # number spaces next to s in its row (for passing)
        self.opens = [0] * self.size  # spaces a tile on s makes placeable
        self.bonus_partners: list[tuple[int, ...]] = [()] * self.size
        for r in range(rows):
            for p in range(1, n + 1):
                s = r * width + p
                side = [s + d for d in (-1, 1) if 1 <= p + d <= n]
                self.row_neighbours[s] = sum(self.bits[t] for t in side)
                self.opens[s] = (
                    self.row_neighbours[s] | (self.bits[s - 1] if p == 1 else 0) | (self.bits[s + 1] if p == n else 0)
                )
        for bridge in self.bridges:
            a = self.space_index[Space(bridge.upper, bridge.number)]
            b = self.space_index[Space(bridge.lower, bridge.number)]
            self.opens[a] |= self.bits[b]
            self.opens[b] |= self.bits[a]
            if bridge.bonus:
                self.bonus_partners[a] += (b,)
                self.bonus_partners[b] += (a,)
        self.always_mask = 0
        for number in self.connection_numbers + (START_NUMBER,):
            column = sum(self.bits[r * width + number] for r in range(rows))
            if number == START_NUMBER:
                self.always_mask |= column
            for r in range(rows):
                self.opens[r * width + number] |= column
        #: the spaces a tile on s makes placeable, as a list (for searches over the board)
        self.neighbours: list[tuple[int, ...]] = [
            tuple(t for t in range(self.size) if self.opens[s] & self.bits[t] and t != s) for s in range(self.size)
        ]
        #: the spaces a tile on which makes s placeable (what a refused placement still needs)
        self.openers: list[tuple[int, ...]] = [
            tuple(t for t in range(self.size) if self.opens[t] & self.bits[s] and t != s) for s in range(self.size)
        ]

    def _spaces_for(self, tile: Tile) -> tuple[int, ...]:
        width = self.width
        if tile.number is None:
            r = self.symbols.index(tile.colour)
            return (r * width, r * width + width - 1)
        if tile.colour == JOKER_COLOUR:
            return tuple(r * width + tile.number for r in range(len(self.colours)))
        return (self.colours.index(tile.colour) * width + tile.number,)

    # ---- public helpers ---------------------------------------------------------------
    def tile_kinds(self, variant: bool) -> list[int]:
        """Every tile of a game as kind numbers in order, with repeats (80 tiles, 88 with the variant)."""
        return self._tile_kinds[bool(variant)][:]

    def is_joker_space(self, space: Space) -> bool:
        """True for a grey number space, where any joker of that number fits."""
        return not space.symbol and space.number in self.joker_numbers

    def parse_tile(self, text: str) -> Tile:
        """The tile named by ``text`` (``yellow 18``, ``grey 7``, ``star``) on this board."""
        try:
            tile: Tile | None = Tile.parse(text)
        except InvalidTileError:
            tile = None
        if tile is None or tile not in self.kind_index:
            raise InvalidTileError(
                f"{shown(text)} is not a tile of this board: write a colour and a number ('yellow 18'), "
                f"{JOKER_COLOUR} and a joker number {list(self.joker_numbers)} ('{JOKER_COLOUR} 7'), "
                f"or a symbol {list(self.symbols)}"
            )
        return tile

    def parse_space(self, text: str) -> Space:
        """The space named by ``text`` (``red 7``, ``blue symbol 20``) on this board."""
        try:
            space: Space | None = Space.parse(text)
        except InvalidTileError:
            space = None
        if space is None or space not in self.space_index:
            raise InvalidTileError(
                f"{shown(text)} is not a space of this board: write a row colour {list(self.colours)} and a number "
                f"from 1 to {self.numbers} ('red 7'), or '<colour> symbol 1' / '<colour> symbol {self.numbers}'"
            )
        return space

    def to_dict(self) -> dict[str, Any]:
        """The layout as the plain data it was read from (normalised)."""
        return {
            "name": self.name,
            "rows": [{"colour": c, "symbol": s} for c, s in zip(self.colours, self.symbols)],
            "numbers": self.numbers,
            "joker_numbers": list(self.joker_numbers),
            "connection_numbers": list(self.connection_numbers),
            "bridges": [{"rows": [b.upper, b.lower], "number": b.number, "bonus": b.bonus} for b in self.bridges],
            "deal": {str(players): size for players, size in self.deal.items()},
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Layout:
        """A layout from plain data (cached, so games on the same board share one)."""
        try:
            key = json.dumps(data, sort_keys=True)
        except (TypeError, ValueError) as error:
            raise LayoutError(f"a layout must be plain JSON data: {error}") from None
        return _layout_from_text(key)

    def __repr__(self) -> str:
        return f"<Layout {shown(self.name)}: {len(self.colours)} rows of {self.numbers}>"


#: boards kept at once by the two caches below (a lesson uses one or two; a Voila kernel lives long)
_CACHED_BOARDS = 32


@lru_cache(maxsize=_CACHED_BOARDS)
def _layout_from_text(key: str) -> Layout:
    """The shared layout for board data written as ``key`` (checked, then normalised)."""
    return _normalised_layout(json.dumps(Layout(json.loads(key)).to_dict(), sort_keys=True))


@lru_cache(maxsize=_CACHED_BOARDS)
def _normalised_layout(key: str) -> Layout:
    """One layout per board, however its data was written (the normalised form is the key)."""
    return Layout(json.loads(key))


@cache
def standard_layout() -> Layout:
    """The board of the published game as elevenkit lays it out (docs/rules.md §3)."""
    return Layout.from_dict(json.loads(_STANDARD_FILE.read_text(encoding="utf-8")))


def half_deal(layout: Layout) -> Layout:
    """``layout`` with half the tiles dealt to each player: a short game to fit a lesson (the kit's
    choice, ``?holder=half``); the start rule, the board and the bag are the same."""
    data = layout.to_dict()
    data["deal"] = {str(players): size // 2 for players, size in layout.deal.items()}
    return Layout.from_dict(data)
