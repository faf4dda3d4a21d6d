"""The steps of a Start 11! turn, their text notation, and why a step is refused.

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

``str()`` gives the notation and :meth:`Move.parse` reads it back (case and spaces are free).
The engine hands out the move objects of one :class:`MoveTable` per board (:func:`move_table`),
which carry its numbers for the action, tile and space. :class:`Refusal` says, as data, why a
step is not allowed (for a teaching widget), with the sentence a pupil reads.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field
from functools import lru_cache

from ..core import ElevenkitError, InvalidMoveError, shown
from .layout import Layout, standard_layout
from .tiles import Space, Tile, words_of

__all__ = [
    "ACTIONS",
    "BONUS",
    "DRAW",
    "END",
    "FREE",
    "PASS",
    "PLACE",
    "Move",
    "MoveTable",
    "Refusal",
    "RefusalReason",
    "move_table",
]

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

    @classmethod
    def parse(cls, text: str, layout: Layout | None = None) -> Move:
        """Read a step from its notation; :class:`InvalidMoveError` names the text and the forms.

        Whether a tile or space exists depends on the board, so the move is read for ``layout``;
        the default is the standard board, the one every lesson uses (a game on another board
        reads its moves with ``game.parse_move``, which passes its own layout).
        """
        table = move_table(layout or standard_layout())
        words = words_of(text, "a move") if isinstance(text, str) else None
        if not words or words[0] not in _ACTION_CODE:
            forms = ", ".join(repr(_form(code)) for code in range(len(ACTIONS)))
            raise InvalidMoveError(f"{shown(text)} is not a move: write one of {forms}")
        code = _ACTION_CODE[words[0]]
        rest = words[1:]
        try:
            if code in (DRAW, END):
                if rest:
                    raise InvalidMoveError(f"{shown(text)} is not a move: {shown(words[0])} takes nothing after it")
                return table.draw if code == DRAW else table.end
            if code == PASS:
                return table.passes[table.layout.kind_index[table.layout.parse_tile(" ".join(rest))]]
            if rest.count("at") != 1:
                raise InvalidMoveError(f"{shown(text)} is not a move: write {_form(code)!r}")
            at = rest.index("at")
            tile = table.layout.parse_tile(" ".join(rest[:at]))
            space = table.layout.parse_space(" ".join(rest[at + 1 :]))
        except InvalidMoveError:
            raise
        except ElevenkitError as error:
            raise InvalidMoveError(f"{shown(text)} is not a move: {error}") from None
        return table.resolve(cls(ACTIONS[code], tile, space))


def _form(code: int) -> str:
    """The shape of a step's notation, for error messages."""
    if code in (DRAW, END):
        return ACTIONS[code]
    return "pass <tile>" if code == PASS else f"{ACTIONS[code]} <tile> at <space>"


class MoveTable:
    """Every move of one board, built once: the engine hands out these objects, never new ones."""

    def __init__(self, layout: Layout) -> None:
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
            raise InvalidMoveError(f"{shown(move)} is not a Start 11! move")
        if move.code >= 0:
            return move
        code = _ACTION_CODE[move.action]
        layout = self.layout
        needs_tile, needs_space = code not in (DRAW, END), code in (PLACE, BONUS, FREE)
        if (move.tile is not None) != needs_tile or (move.space is not None) != needs_space:
            raise InvalidMoveError(f"{str(move)!r} is not a move: {shown(move.action)} needs {_form(code)!r}")
        if needs_tile and move.tile not in layout.kind_index:
            raise InvalidMoveError(f"{str(move)!r} is not a move: there is no tile {str(move.tile)!r} on this board")
        if needs_space and move.space not in layout.space_index:
            raise InvalidMoveError(f"{str(move)!r} is not a move: there is no space {str(move.space)!r} on this board")
        kind = layout.kind_index[move.tile] if needs_tile else -1  # type: ignore[index]
        index = layout.space_index[move.space] if needs_space else -1  # type: ignore[index]
        return Move(move.action, move.tile, move.space, code, kind, index)


#: move tables kept at once (one per board in use; the layouts are cached the same way)
_CACHED_TABLES = 32


@lru_cache(maxsize=_CACHED_TABLES)
def move_table(layout: Layout) -> MoveTable:
    """The moves of ``layout``, built once and shared by all its games."""
    return MoveTable(layout)


class RefusalReason(enum.Enum):
    """What kind of rule refuses a step (a teaching widget picks its picture from this)."""

    GAME_OVER = "game_over"  #: the game has ended
    NOT_IN_HOLDER = "not_in_holder"  #: the tile is not the player's
    WRONG_SPACE = "wrong_space"  #: the tile never fits that space (other colour or number)
    TAKEN = "taken"  #: a tile already lies there
    NEEDS_NEIGHBOUR = "needs_neighbour"  #: one of :attr:`Refusal.needs` must be on the board first
    TURN = "turn"  #: the turn does not allow this step now (limit, bonus or drawn tile first, ...)


@dataclass(frozen=True)
class Refusal:
    """Why a step is refused, as data: the reason, the spaces it still needs, and the sentence.

    ``needs`` is set for :attr:`RefusalReason.NEEDS_NEIGHBOUR`: the empty spaces of which any one,
    once it holds a tile, would let the tile go there (its row neighbours, the other end of a
    bridge, the rest of a connection column; for a symbol space, the row's 1 or 20).
    """

    reason: RefusalReason
    message: str  #: one sentence for a pupil, already translated
    needs: tuple[Space, ...] = ()
