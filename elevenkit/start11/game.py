"""The Start 11! engine (docs/rules.md §3): setup and the start rule, the steps of a turn, the end.

Two entry points, as in python-chess: :meth:`Start11Game.play` checks a move (text or
:class:`~.moves.Move`) and leaves the state unchanged when it raises; :meth:`Start11Game.apply`
does not check and is the fast path for bots and simulation.

The game is built in layers, one module each: :mod:`.state` (the numbers and what is read from
them), :mod:`.refusals` (why a step is not allowed), :mod:`.saving` (plain data and hand-set
positions); this module adds the rules that change the state.
"""

from __future__ import annotations

import random
from typing import Any

from ..core import ElevenkitError, check_int, make_rng, shown
from .layout import Layout, standard_layout
from .moves import BONUS, DRAW, FREE, PASS, PLACE, Move
from .refusals import Start11Refusals
from .rules import (
    BONUS_SYMBOL_TILE_GIVES_FREE_TILE,
    BONUS_TILE_TRIGGERS_BONUS,
    DRAW_LIMIT,
    FIRST_SEAT_STEP,
    FREE_TILE_TRIGGERS_BONUS,
    PLACEMENT_LIMIT,
    START_NUMBER,
)
from .saving import Start11Saving
from .state import BONUS_TILE, DRAWN_TILE, FREE_TILE, NOTHING, check_players, check_variant
from .tiles import Space, Tile

__all__ = ["SETTINGS", "Start11Game"]

#: the settings the registry (and its random-play test) tries: without and with the symbol tiles
SETTINGS: tuple[dict[str, Any], ...] = ({"variant": False}, {"variant": True})


class Start11Game(Start11Refusals, Start11Saving):
    """One game of Start 11! for 2–4 players, seeded so it can be replayed.

    ``variant=True`` adds the 8 symbol tiles. ``layout`` is another board described as data
    (default: the standard board). ``first_seat`` is the seat that looks for an 11 first (the
    "youngest"; :meth:`next_round` moves it on, see ``rules.FIRST_SEAT_STEP``).
    """

    name = "start11"
    move_type = Move
    lower_is_better = True

    def __init__(
        self,
        players: int = 2,
        *,
        seed: int | random.Random | None = None,
        variant: bool = False,
        layout: Layout | None = None,
        first_seat: int = 0,
    ) -> None:
        players = check_players(players)
        first_seat = check_int(first_seat, "first_seat", 0, players - 1)
        variant = check_variant(variant)
        layout = layout or standard_layout()
        rng = make_rng(seed)
        bag = layout.tile_kinds(variant)
        rng.shuffle(bag)
        hand = layout.deal[players]
        if hand * players >= len(bag):
            raise ElevenkitError(f"{shown(layout.name)} has too few tiles to deal {hand} to each of {players} players")
        holders = [[bag.pop() for _ in range(hand)] for _ in range(players)]
        self._setup(layout, variant, [-1] * layout.size, holders, bag, 0, first_seat)
        self._current = self._find_starter()

    def next_round(self, seed: int, totals: tuple[int, ...]) -> Start11Game:
        """The next round of a match: same players, variant and board, a new deal from ``seed``;
        the seat that looks for an 11 first moves on by ``FIRST_SEAT_STEP`` (the ``totals`` so
        far do not matter in Start 11!)."""
        return type(self)(
            self.players,
            seed=seed,
            variant=self.variant,
            layout=self.layout,
            first_seat=(self.first_seat + FIRST_SEAT_STEP) % self.players,
        )

    def stop(self) -> None:
        """End the game now, between two turns (a table's time limit, docs/rules.md §3 "A game
        stopped early"): nobody moves again; each seat scores the tiles left in its holder and the
        fewest minus points win (ties share the win). Refused in the middle of a turn or once over."""
        if self.is_over:
            raise ElevenkitError("the game is over already")
        if self._placed or self._draws or self._pending != NOTHING:
            raise ElevenkitError(f"seat {self._current} is in the middle of a turn: stop a game between two turns")
        self._stopped = True

    def _find_starter(self) -> int:
        """The start rule: the first seat from ``first_seat`` with an 11; if none, draw in turn."""
        players = len(self._holders)
        kinds = self.layout.kinds
        seats = [(self.first_seat + i) % players for i in range(players)]
        for seat in seats:
            if any(kinds[k].number == START_NUMBER for k in self._holders[seat]):
                return seat
        while True:  # every 11 is in the bag now, so this ends
            for seat in seats:
                kind = self._bag.pop()
                self._holders[seat].append(kind)
                if kinds[kind].number == START_NUMBER:
                    return seat

    def legal_moves(self) -> list[Move]:
        """The steps the current player may take now (empty once the game is over)."""
        if self._winner >= 0 or self._stopped:
            return []
        table = self._table
        pending = self._pending
        if pending == BONUS_TILE:
            empty = ~self._filled
            return [move for bit, move in table.bonus[self._pending_kind] if empty & bit]
        placeable = (self._open | self._always) & ~self._filled
        if pending == DRAWN_TILE:
            return [move for bit, move in table.place[self._pending_kind] if placeable & bit]
        kinds = set(self._holders[self._current])
        moves = []
        if self._placed < PLACEMENT_LIMIT:
            place = table.place
            moves = [move for k in kinds for bit, move in place[k] if placeable & bit]
        if self._placed == 0:
            if moves:
                return moves
            return [table.draw if self._draws < DRAW_LIMIT and self._bag else table.end]
        if pending == FREE_TILE:
            empty = ~self._filled
            free = table.free
            moves += [move for k in kinds for bit, move in free[k] if empty & bit]
        moves.append(table.end)
        if self._can_pass:
            passes = table.passes
            moves += [passes[k] for k in kinds]
        return moves

    def legal_placements(self, tile: Tile | str) -> list[Space]:
        """The spaces ``tile`` may go on now (as a placement, bonus or free tile), for a teaching
        widget that lights them up; empty when it may go nowhere (:meth:`placement_refusal` says
        why for one space)."""
        if isinstance(tile, str):
            tile = self.layout.parse_tile(tile)
        return [move.space for move in self.legal_moves() if move.tile == tile and move.space is not None]

    def parse_move(self, text: str) -> Move:
        """Read a step for this game's board (:meth:`Move.parse`); raises :class:`InvalidMoveError`."""
        return Move.parse(text, self.layout)

    # ---- the rules, applied -----------------------------------------------------------
    def apply(self, move: Move) -> None:
        """Make ``move`` WITHOUT checking it (fast path for bots and simulation)."""
        if move.code < 0:
            move = self._table.resolve(move)
        code = move.code
        holder = self._holders[self._current]
        if code in (PLACE, FREE):
            holder.remove(move.kind)
            if code == PLACE:
                self._placed += 1
            self._pending, self._pending_kind = NOTHING, -1
            self._put(move.kind, move.index)
            if not holder:
                self._winner = self._current
            elif self.layout.is_symbol[move.kind]:
                self._pending = FREE_TILE  # a symbol tile earns the free placement
            elif (code == PLACE or FREE_TILE_TRIGGERS_BONUS) and self.layout.bonus_partners[move.index]:
                self._bonus_due += self.bonuses_at(move.index)
                self._draw_bonus()
        elif code == BONUS:
            self._pending, self._pending_kind = NOTHING, -1
            self._put(move.kind, move.index)
            if BONUS_TILE_TRIGGERS_BONUS:
                self._bonus_due += self.bonuses_at(move.index)
            if self._bonus_due:
                self._draw_bonus()
            elif BONUS_SYMBOL_TILE_GIVES_FREE_TILE and self.layout.is_symbol[move.kind]:
                self._pending = FREE_TILE
        elif code == DRAW:
            self._draws += 1
            kind = self._bag.pop()
            holder.append(kind)
            if self.placeable_mask & self.layout.kind_mask[kind]:
                self._pending = DRAWN_TILE
                self._pending_kind = kind
        elif code == PASS:
            holder.remove(move.kind)
            self._holders[(self._current + 1) % len(self._holders)].append(move.kind)
            if not holder:
                self._winner = self._current
            else:
                self._next_player()
        else:
            self._next_player()

    def _put(self, kind: int, s: int) -> None:
        """Lay tile ``kind`` on space ``s`` and note it for the passing rule."""
        layout = self.layout
        bit = layout.bits[s]
        self._cells[s] = kind
        self._filled |= bit
        self._open |= layout.opens[s]
        if not layout.is_symbol[kind]:
            if self._turn_mask & layout.row_neighbours[s]:
                self._can_pass = True
            self._turn_mask |= bit

    def _draw_bonus(self) -> None:
        """Draw the next bonus tile owed, if any and if the bag has one."""
        if self._bonus_due and self._bag:
            self._bonus_due -= 1
            self._pending = BONUS_TILE
            self._pending_kind = self._bag.pop()
        else:
            self._bonus_due = 0

    def _next_player(self) -> None:
        self._current = (self._current + 1) % len(self._holders)
        self._new_turn()

    def __repr__(self) -> str:
        state = f"seat {self._winner} won" if self._winner >= 0 else f"seat {self._current} to move"
        state = "stopped" if self._stopped else state
        return f"<Start11Game {self.players} players, {state}>"
