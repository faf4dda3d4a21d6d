"""The steps of a Start 11! turn and their text notation.

A turn is a sequence of steps, each one :class:`Move`:

==============================  ==============================================================
``place yellow 18 at yellow 18``  put a tile from the holder on a space (counts toward the 3)
``place grey 7 at red 7``         a joker goes on an empty space of its number
``place star at blue symbol 1``   a symbol tile (variant) goes on a symbol space of its row
``bonus grey 13 at blue 13``      put the tile drawn as a bridge bonus (not counted, no adjacency)
``free red 4 at red 4``           the free tile right after a symbol tile (not counted, no rules)
``draw``                          draw from the bag when no tile fits (up to 3 times)
``pass red 4``                    end the turn and give ``red 4`` to the next seat (if earned)
``end``                           end the turn (also: pass the turn when stuck with an empty bag)
==============================  ==============================================================

``str()`` gives the notation and :meth:`MoveTable.parse` reads it back (case and spaces are free).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ..core import ElevenkitError, InvalidMoveError
from .tiles import Space, Tile, words_of

if TYPE_CHECKING:
    from .layout import Layout

__all__ = ["Move", "MoveTable", "ACTIONS", "PLACE", "BONUS", "FREE", "DRAW", "PASS", "END"]

PLACE, BONUS, FREE, DRAW, PASS, END = range(6)
ACTIONS = ("place", "bonus", "free", "draw", "pass", "end")
_ACTION_CODE = {name: code for code, name in enumerate(ACTIONS)}


@dataclass(frozen=True, slots=True)
class Move:
    """One step of a turn; ``tile`` and ``space`` are ``None`` where the action has none.

    ``code``, ``kind`` and ``index`` are the engine's numbers for the action, tile and space
    (filled in by :class:`MoveTable`; they take no part in equality).
    """

    action: str
    tile: Tile | None = None
    space: Space | None = None
    code: int = field(default=-1, compare=False, repr=False)
    kind: int = field(default=-1, compare=False, repr=False)
    index: int = field(default=-1, compare=False, repr=False)

    def __str__(self) -> str:
        if self.space is not None:
            return f"{self.action} {self.tile} at {self.space}"
        return self.action if self.tile is None else f"{self.action} {self.tile}"


class MoveTable:
    """Every move of one board, built once: the engine hands out these objects, never new ones."""

    def __init__(self, layout: "Layout") -> None:
        self.layout = layout
        kinds = range(len(layout.kinds))
        self.place = [self._on_spaces(PLACE, k) for k in kinds]
        self.bonus = [self._on_spaces(BONUS, k) for k in kinds]
        self.free = [self._on_spaces(FREE, k) if not layout.is_symbol[k] else [] for k in kinds]
        self.passes = [Move("pass", layout.kinds[k], None, PASS, k) for k in kinds]
        self.draw = Move("draw", code=DRAW)
        self.end = Move("end", code=END)

    def _on_spaces(self, code: int, k: int) -> list[tuple[int, Move]]:
        """(space bit, move) for every space where tile kind ``k`` fits."""
        layout = self.layout
        return [
            (layout.bits[s], Move(ACTIONS[code], layout.kinds[k], layout.spaces[s], code, k, s))
            for s in layout.kind_spaces[k]
        ]

    def resolve(self, move: Move) -> Move:
        """``move`` with the engine's numbers filled in (for moves built by hand)."""
        if not isinstance(move, Move) or move.action not in _ACTION_CODE:
            raise InvalidMoveError(f"{move!r} is not a Start 11! move")
        if move.code >= 0:
            return move
        code = _ACTION_CODE[move.action]
        layout = self.layout
        needs_tile, needs_space = code not in (DRAW, END), code in (PLACE, BONUS, FREE)
        if (move.tile is not None) != needs_tile or (move.space is not None) != needs_space:
            raise InvalidMoveError(f"{str(move)!r} is not a move: {move.action!r} needs {self._form(code)!r}")
        if needs_tile and move.tile not in layout.kind_index:
            raise InvalidMoveError(f"{str(move)!r} is not a move: there is no tile {str(move.tile)!r} on this board")
        if needs_space and move.space not in layout.space_index:
            raise InvalidMoveError(f"{str(move)!r} is not a move: there is no space {str(move.space)!r} on this board")
        kind = layout.kind_index[move.tile] if needs_tile else -1
        index = layout.space_index[move.space] if needs_space else -1
        return Move(move.action, move.tile, move.space, code, kind, index)

    @staticmethod
    def _form(code: int) -> str:
        if code in (DRAW, END):
            return ACTIONS[code]
        return "pass <tile>" if code == PASS else f"{ACTIONS[code]} <tile> at <space>"

    def parse(self, text: str) -> Move:
        """Read a move from its notation; :class:`InvalidMoveError` names the text and the forms."""
        words = words_of(text, "a move") if isinstance(text, str) else None
        if not words or words[0] not in _ACTION_CODE:
            forms = ", ".join(repr(self._form(code)) for code in range(len(ACTIONS)))
            raise InvalidMoveError(f"{text!r} is not a move: write one of {forms}")
        code = _ACTION_CODE[words[0]]
        rest = words[1:]
        try:
            if code in (DRAW, END):
                if rest:
                    raise InvalidMoveError(f"{text!r} is not a move: {words[0]!r} takes nothing after it")
                return self.draw if code == DRAW else self.end
            if code == PASS:
                return self.passes[self.layout.kind_index[self.layout.parse_tile(" ".join(rest))]]
            if rest.count("at") != 1:
                raise InvalidMoveError(f"{text!r} is not a move: write {self._form(code)!r}")
            at = rest.index("at")
            tile = self.layout.parse_tile(" ".join(rest[:at]))
            space = self.layout.parse_space(" ".join(rest[at + 1 :]))
        except InvalidMoveError:
            raise
        except ElevenkitError as error:
            raise InvalidMoveError(f"{text!r} is not a move: {error}") from None
        return self.resolve(Move(ACTIONS[code], tile, space))
