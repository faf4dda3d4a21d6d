"""The state of a Start 11! game, kept as numbers for speed, and what may be read from it.

A tile is a kind number (``layout.kinds[k]``), a space an index with bit ``1 << s``; a holder is a
list of kinds; the bag is a shuffled list drawn from its end. Which spaces a tile may go on follows
from one bit mask (:attr:`Start11State.placeable_mask`). Searching bots read that numeric form
through the public properties and work on :meth:`Start11State.determinised` copies, which hold
nothing their seat may not know. The rules that change the state are in :mod:`.game`.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from typing import TypeVar

from ..core import ElevenkitError, Game, GameView, Result, check_int, shown
from .board import Board, Cell
from .layout import Layout
from .moves import Move, move_table
from .rules import MAX_PLAYERS, MIN_PLAYERS
from .tiles import Tile

__all__ = ["Start11State", "Start11View", "check_players", "check_variant"]

#: what the current player owes before the turn can go on
NOTHING, BONUS_TILE, DRAWN_TILE, FREE_TILE = range(4)
#: the names of those debts in :attr:`Start11State.pending` and in a saved game
PENDING_NAMES = (None, "bonus", "drawn", "free")

_S = TypeVar("_S", bound="Start11State")


def check_players(players: object) -> int:
    """``players`` if it is an allowed number of seats, else an :class:`ElevenkitError`."""
    return check_int(players, "players", MIN_PLAYERS, MAX_PLAYERS)


@dataclass(frozen=True, kw_only=True)
class Start11View(GameView):
    """What one seat may see: the board, its own holder, how many tiles the others hold.

    ``result`` and ``tiles_left`` stay None while the game runs (the holders are secret); once
    it is over they give the minus points and, seat by seat, the tiles that make them up (each
    tile's :attr:`~.tiles.Tile.minus_points`), so a game table can show the sum line by line.
    """

    variant: bool
    board: Board
    holder: tuple[Tile, ...]
    holder_sizes: tuple[int, ...]
    bag_size: int
    placed_this_turn: int
    bonus_tile: Tile | None  #: drawn as a bridge bonus and face up: everybody sees it
    drawn_tile: Tile | None  #: drawn because nothing fitted; shown only to its owner
    free_placement: bool
    can_pass: bool
    legal_moves: tuple[Move, ...]  #: empty unless it is this seat's turn
    result: Result | None  #: the final result, once the game is over
    tiles_left: tuple[tuple[Tile, ...], ...] | None  #: every seat's tiles, once the game is over


def check_variant(variant: object) -> bool:
    """``variant`` if it is True or False (with or without the symbol tiles), else an error."""
    if not isinstance(variant, bool):
        raise ElevenkitError(f"variant must be True or False, not {shown(variant)}")
    return variant


class Start11State(Game[Move]):
    """The fields of a game and everything read from them; :class:`~.game.Start11Game` adds the rules."""

    def _setup(
        self,
        layout: Layout,
        variant: bool,
        cells: list[int],
        holders: list[list[int]],
        bag: list[int],
        current: int,
        first_seat: int,
    ) -> None:
        """Set every field; the board masks are derived from ``cells``."""
        self.layout = layout
        self.variant = variant
        #: the seat that looked for an 11 first in this round
        self.first_seat = first_seat
        self._table = move_table(layout)
        self._always = layout.always_mask
        self._cells = cells
        self._filled = 0
        self._open = 0
        for s, kind in enumerate(cells):
            if kind >= 0:
                self._filled |= layout.bits[s]
                self._open |= layout.opens[s]
        self._holders = holders
        self._bag = bag
        self._current = current
        self._winner = -1
        #: True once the game was stopped between two turns (:meth:`~.game.Start11Game.stop`)
        self._stopped = False
        self._new_turn()

    def _new_turn(self) -> None:
        self._placed = 0
        self._draws = 0
        self._pending = NOTHING
        self._pending_kind = -1
        self._bonus_due = 0
        self._turn_mask = 0
        self._can_pass = False

    @staticmethod
    def _names(layout: Layout, kinds: Counter[int]) -> list[str]:
        return [str(layout.kinds[k]) for k in sorted(kinds.elements())]

    # ---- the Game interface -----------------------------------------------------------
    @property
    def players(self) -> int:
        """Number of seats."""
        return len(self._holders)

    @property
    def current_player(self) -> int:
        return self._current

    @property
    def is_over(self) -> bool:
        return self._winner >= 0 or self._stopped

    @property
    def stopped(self) -> bool:
        """True when the game was stopped before anybody's holder was empty (:meth:`~.game.Start11Game.stop`)."""
        return self._stopped

    def result(self) -> Result:
        """Minus points per seat: the numbers on the tiles left in each holder (a symbol tile 11).

        Once over, the winner is the seat that got rid of all its tiles (0 points); in a game stopped
        before that (:meth:`~.game.Start11Game.stop`), the seats with the fewest minus points share
        the win. While it runs, the points are what the holders would cost now. Each tile's share is
        :attr:`~.tiles.Tile.minus_points` (see :attr:`holders`, or a view's ``tiles_left``).
        """
        value = self.layout.value
        points = tuple(sum(value[k] for k in holder) for holder in self._holders)
        if self._stopped:
            return Result.ranked(points, True, True)
        return Result(points, () if self._winner < 0 else (self._winner,), self.is_over, True)

    # ---- the numeric form, for searching bots -----------------------------------------------
    @property
    def filled_mask(self) -> int:
        """Bit mask of the spaces that hold a tile (bit ``1 << s`` for ``layout.spaces[s]``)."""
        return self._filled

    @property
    def placeable_mask(self) -> int:
        """Bit mask of the empty spaces a tile from the holder may go on now (rules 1–3)."""
        return (self._open | self._always) & ~self._filled

    def holder_kinds(self, seat: int) -> tuple[int, ...]:
        """The tiles of ``seat`` as kind numbers (``layout.kinds[k]``), fast: for a bot's own seat
        or for a :meth:`determinised` copy."""
        return tuple(self._holders[seat])

    def bonuses_at(self, s: int) -> int:
        """How many bridge bonuses a tile placed now on space number ``s`` would earn (the bonus
        bridges at ``s`` whose other end is still empty)."""
        filled, bits = self._filled, self.layout.bits
        return sum(1 for t in self.layout.bonus_partners[s] if not filled & bits[t])

    def determinised(self: _S, seat: int, rng: random.Random, *, keep_bag: bool = True) -> _S:
        """A copy for search that knows only what ``seat`` may know.

        The tiles ``seat`` cannot see (the other holders and the bag) are dealt anew at random
        from ``rng``, each holder keeping its size; the board, ``seat``'s holder and the turn stay.
        A tile the current player drew and must place stays with them (it is not hidden from
        them). With ``keep_bag=False`` the copy's bag is left empty and its tiles out of the copy,
        for a search that must not draw at all (then :meth:`invariant_problems` reports them).
        """
        seat = self.check_seat(seat)
        other = self.clone()
        kept = self._pending_kind if self._pending == DRAWN_TILE else -1
        if kept >= 0:
            other._holders[self._current].remove(kept)
        hidden = other._bag[:]
        for s, holder in enumerate(other._holders):
            if s != seat:
                hidden += holder
        rng.shuffle(hidden)
        for s, holder in enumerate(other._holders):
            if s != seat:
                holder[:] = [hidden.pop() for _ in holder]
        if kept >= 0:
            other._holders[self._current].append(kept)
        other._bag = hidden if keep_bag else []
        return other

    # ---- public state -------------------------------------------------------------------
    @property
    def board(self) -> Board:
        """A snapshot of the board."""
        return Board(self.layout, self._cells)

    def board_rows(self) -> list[list[Cell]]:
        """The board row by row as :class:`~.board.Cell` values, for drawing."""
        return self.board.rows()

    def _tiles(self, kinds: Iterable[int]) -> tuple[Tile, ...]:
        return tuple(self.layout.kinds[k] for k in sorted(kinds))

    @property
    def holders(self) -> tuple[tuple[Tile, ...], ...]:
        """Every seat's tiles, sorted (all of them: use :meth:`view` for one player's eyes)."""
        return tuple(self._tiles(holder) for holder in self._holders)

    @property
    def bag(self) -> tuple[Tile, ...]:
        """What is in the bag, sorted (the drawing order stays hidden)."""
        return self._tiles(self._bag)

    @property
    def placed_this_turn(self) -> int:
        """Tiles placed this turn that count toward the limit of 3."""
        return self._placed

    @property
    def pending(self) -> tuple[str, Tile | None] | None:
        """What must or may come next: ``("bonus", tile)``, ``("drawn", tile)``, ``("free", None)``."""
        name = PENDING_NAMES[self._pending]
        if name is None:
            return None
        kind = self._pending_kind
        return (name, self.layout.kinds[kind] if kind >= 0 else None)

    @property
    def can_pass(self) -> bool:
        """True once this turn placed two tiles next to each other in one row."""
        return self._can_pass

    def view(self, seat: int) -> Start11View:
        """What ``seat`` may see: other holders only as counts, the bag only as a size; every
        holder and the points once the game is over."""
        seat = self.check_seat(seat)
        own_turn = seat == self._current
        over = self.is_over
        pending_tile = self.layout.kinds[self._pending_kind] if self._pending_kind >= 0 else None
        return Start11View(
            seat=seat,
            players=self.players,
            variant=self.variant,
            board=self.board,
            holder=self._tiles(self._holders[seat]),
            holder_sizes=tuple(len(h) for h in self._holders),
            bag_size=len(self._bag),
            current_player=self._current,
            placed_this_turn=self._placed,
            bonus_tile=pending_tile if self._pending == BONUS_TILE else None,
            drawn_tile=pending_tile if self._pending == DRAWN_TILE and own_turn else None,
            free_placement=self._pending == FREE_TILE,
            can_pass=self._can_pass,
            is_over=over,
            legal_moves=tuple(self.legal_moves()) if own_turn else (),
            result=self.result() if over else None,
            tiles_left=self.holders if over else None,
        )

    # ---- copies and checks ------------------------------------------------------------
    def clone(self: _S) -> _S:
        """An independent copy (fast: lists copied, the layout shared)."""
        other = object.__new__(type(self))
        other.__dict__.update(self.__dict__)
        other._cells = self._cells[:]
        other._holders = [holder[:] for holder in self._holders]
        other._bag = self._bag[:]
        return other

    def invariant_problems(self) -> list[str]:
        """Every tile of the game (80, or 88 with the variant) exactly once: on the board, in a
        holder, in the bag or drawn as a bonus; and the board's bit mask agrees with its cells."""
        problems = []
        found = [k for k in self._cells if k >= 0] + self._bag
        for holder in self._holders:
            found += holder
        if self._pending == BONUS_TILE:
            found.append(self._pending_kind)
        expected, found_count = Counter(self.layout.tile_kinds(self.variant)), Counter(found)
        if found_count != expected:
            missing, extra = expected - found_count, found_count - expected
            problems.append(
                f"the tiles do not add up: missing {self._names(self.layout, missing)}, "
                f"extra {self._names(self.layout, extra)}"
            )
        filled = sum(self.layout.bits[s] for s, k in enumerate(self._cells) if k >= 0)
        if filled != self._filled:
            problems.append("the board's spaces and its mask of filled spaces differ")
        return problems
