"""The Start 11! engine (docs/rules.md §3): setup and the start rule, the steps of a turn, the end.

Two entry points, as in python-chess: :meth:`Start11Game.play` checks a move (text or
:class:`~.moves.Move`) and leaves the state unchanged when it raises; :meth:`Start11Game.apply`
does not check and is the fast path for bots and simulation.

The state is kept as numbers for speed: a tile is a kind number (``layout.kinds[k]``), a space an
index with bit ``1 << s``; a holder is a list of kinds; the bag is a shuffled list drawn from its
end. Which spaces a tile may go on follows from one bit mask (:attr:`Start11Game.placeable_mask`).
Searching bots read that numeric form through the public properties and work on
:meth:`Start11Game.determinised` copies, which hold nothing their seat may not know.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ..core import ElevenkitError, Game, GameView, Result, check_int, make_rng, shown
from ..i18n import _, ngettext
from .board import Board, Cell
from .drawing import space_words, tile_name
from .layout import Layout, standard_layout
from .moves import BONUS, DRAW, END, FREE, PASS, PLACE, Move, Refusal, RefusalReason, move_table
from .rules import (
    BONUS_SYMBOL_TILE_GIVES_FREE_TILE,
    BONUS_TILE_TRIGGERS_BONUS,
    DRAW_LIMIT,
    FIRST_SEAT_STEP,
    FREE_TILE_TRIGGERS_BONUS,
    MAX_PLAYERS,
    MIN_PLAYERS,
    PLACEMENT_LIMIT,
    START_NUMBER,
)
from .tiles import Space, Tile

__all__ = ["Start11Game", "Start11View", "check_players"]

# what the current player owes before the turn can go on
_NOTHING, _BONUS_TILE, _DRAWN_TILE, _FREE_TILE = range(4)
_PENDING_NAMES = (None, "bonus", "drawn", "free")

#: the settings the registry (and its random-play test) tries: without and with the symbol tiles
SETTINGS: tuple[dict[str, Any], ...] = ({"variant": False}, {"variant": True})


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


def _check_variant(variant: object) -> bool:
    """``variant`` if it is True or False (with or without the symbol tiles), else an error."""
    if not isinstance(variant, bool):
        raise ElevenkitError(f"variant must be True or False, not {shown(variant)}")
    return variant


def _turn(message: str) -> Refusal:
    """A refusal because of the state of the turn."""
    return Refusal(RefusalReason.TURN, message)


class Start11Game(Game[Move]):
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
        variant = _check_variant(variant)
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

    # ---- building a state -----------------------------------------------------------
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
        self._new_turn()

    def _new_turn(self) -> None:
        self._placed = 0
        self._draws = 0
        self._pending = _NOTHING
        self._pending_kind = -1
        self._bonus_due = 0
        self._turn_mask = 0
        self._can_pass = False

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

    @classmethod
    def from_position(
        cls,
        holders: Sequence[Sequence[str | Tile]],
        board: Mapping[str | Space, str | Tile] | None = None,
        bag: Sequence[str | Tile] = (),
        current_player: int = 0,
        variant: bool = False,
        layout: Layout | None = None,
        seed: int | None = None,
        rest_to: int | None = None,
    ) -> Start11Game:
        """A game at the start of ``current_player``'s turn in a position set by hand.

        ``board`` maps spaces to tiles and ``holders`` lists each seat's tiles; ``bag`` lists the
        tiles drawn first. Every other tile of the game goes into the bag after them (in a seeded
        shuffle), or into the holder of seat ``rest_to`` (for a position with an empty bag).
        For lessons and tests.
        """
        layout = layout or standard_layout()
        state: dict[str, Any] = {
            "players": len(holders),
            "variant": variant,
            "board": {str(space): str(tile) for space, tile in (board or {}).items()},
            "holders": [[str(tile) for tile in holder] for holder in holders],
            "bag": [str(tile) for tile in bag],
            "current": current_player,
        }
        all_tiles = Counter(layout.tile_kinds(variant))
        used = cls._kinds_used(layout, state)
        if used - all_tiles:
            raise ElevenkitError(
                f"the position uses tiles the game does not have: {cls._names(layout, used - all_tiles)}"
            )
        rest = sorted((all_tiles - used).elements())
        make_rng(seed).shuffle(rest)
        names = [str(layout.kinds[k]) for k in rest]
        if rest_to is None:
            state["bag"] += names
        else:
            state["holders"][check_int(rest_to, "rest_to", 0, len(holders) - 1)] += names
        return cls._from_state(layout, state)

    @staticmethod
    def _names(layout: Layout, kinds: Counter[int]) -> list[str]:
        return [str(layout.kinds[k]) for k in sorted(kinds.elements())]

    @staticmethod
    def _kinds_used(layout: Layout, state: Mapping[str, Any]) -> Counter[int]:
        """Tile kinds on the board, in the holders and in the bag of a plain-data state."""
        tiles = [*state["board"].values(), *(t for holder in state["holders"] for t in holder), *state["bag"]]
        return Counter(layout.kind_index[layout.parse_tile(tile)] for tile in tiles)

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
        return self._winner >= 0

    def result(self) -> Result:
        """Minus points per seat: the numbers on the tiles left in each holder (a symbol tile 11).

        Once over, the winner is the seat that got rid of all its tiles (0 points); before that,
        the points are what the holders would cost now. Each tile's share is
        :attr:`~.tiles.Tile.minus_points` (see :attr:`holders`, or a view's ``tiles_left``).
        """
        value = self.layout.value
        points = tuple(sum(value[k] for k in holder) for holder in self._holders)
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

    def determinised(self, seat: int, rng: random.Random, *, keep_bag: bool = True) -> Start11Game:
        """A copy for search that knows only what ``seat`` may know.

        The tiles ``seat`` cannot see (the other holders and the bag) are dealt anew at random
        from ``rng``, each holder keeping its size; the board, ``seat``'s holder and the turn stay.
        A tile the current player drew and must place stays with them (it is not hidden from
        them). With ``keep_bag=False`` the copy's bag is left empty and its tiles out of the copy,
        for a search that must not draw at all (then :meth:`invariant_problems` reports them).
        """
        seat = self.check_seat(seat)
        other = self.clone()
        kept = self._pending_kind if self._pending == _DRAWN_TILE else -1
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

    def legal_moves(self) -> list[Move]:
        """The steps the current player may take now (empty once the game is over)."""
        if self._winner >= 0:
            return []
        table = self._table
        pending = self._pending
        if pending == _BONUS_TILE:
            empty = ~self._filled
            return [move for bit, move in table.bonus[self._pending_kind] if empty & bit]
        placeable = (self._open | self._always) & ~self._filled
        if pending == _DRAWN_TILE:
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
        if pending == _FREE_TILE:
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

    def placement_refusal(self, tile: Tile | str, space: Space | str) -> Refusal | None:
        """Why ``tile`` may not go on ``space`` now, as a :class:`~.moves.Refusal`; None if it may.

        The step judged is the one a pupil means by putting the tile there: the bonus step while
        a bonus tile waits, else an ordinary placement (or the free one, if that is allowed).
        """
        if isinstance(tile, str):
            tile = self.layout.parse_tile(tile)
        if isinstance(space, str):
            space = self.layout.parse_space(space)
        if any(move.tile == tile and move.space == space for move in self.legal_moves()):
            return None
        return self.refusal(Move("bonus" if self._pending == _BONUS_TILE else "place", tile, space))

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
            self._pending, self._pending_kind = _NOTHING, -1
            self._put(move.kind, move.index)
            if not holder:
                self._winner = self._current
            elif self.layout.is_symbol[move.kind]:
                self._pending = _FREE_TILE  # a symbol tile earns the free placement
            elif (code == PLACE or FREE_TILE_TRIGGERS_BONUS) and self.layout.bonus_partners[move.index]:
                self._bonus_due += self.bonuses_at(move.index)
                self._draw_bonus()
        elif code == BONUS:
            self._pending, self._pending_kind = _NOTHING, -1
            self._put(move.kind, move.index)
            if BONUS_TILE_TRIGGERS_BONUS:
                self._bonus_due += self.bonuses_at(move.index)
            if self._bonus_due:
                self._draw_bonus()
            elif BONUS_SYMBOL_TILE_GIVES_FREE_TILE and self.layout.is_symbol[move.kind]:
                self._pending = _FREE_TILE
        elif code == DRAW:
            self._draws += 1
            kind = self._bag.pop()
            holder.append(kind)
            if self.placeable_mask & self.layout.kind_mask[kind]:
                self._pending = _DRAWN_TILE
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
            self._pending = _BONUS_TILE
            self._pending_kind = self._bag.pop()
        else:
            self._bonus_due = 0

    def _next_player(self) -> None:
        self._current = (self._current + 1) % len(self._holders)
        self._new_turn()

    # ---- why a move is illegal ----------------------------------------------------------
    def _illegal_reason(self, move: Move) -> str | None:
        refusal = self.refusal(move)
        return None if refusal is None else refusal.message

    def refusal(self, move: Move) -> Refusal | None:
        """Why ``move`` is not allowed now, as a :class:`~.moves.Refusal`; None if it is legal.

        Raises :class:`~elevenkit.core.InvalidMoveError` for something that is no move of this
        board at all.
        """
        move = self._table.resolve(move)
        if self._winner >= 0:
            return Refusal(RefusalReason.GAME_OVER, _("the game is over"))
        if move in self.legal_moves():
            return None
        refusal = self._turn_refusal(move)
        # the turn judges every step without a space, so what is left is a placement's space
        return refusal if refusal is not None else self._space_refusal(move.kind, move.index)

    def _turn_refusal(self, move: Move) -> Refusal | None:
        """What in the state of the turn forbids ``move``, or None if only its space can."""
        code, layout, tile = move.code, self.layout, move.tile
        if self._pending == _BONUS_TILE:
            bonus = layout.kinds[self._pending_kind]
            if code == BONUS and tile == bonus:
                return None
            return _turn(_("first place the bonus tile {tile}").format(tile=tile_name(bonus)))
        if self._pending == _DRAWN_TILE and not (code == PLACE and move.kind == self._pending_kind):
            return _turn(
                _("the drawn tile {tile} fits, so it must be placed now").format(
                    tile=tile_name(layout.kinds[self._pending_kind])
                )
            )
        if code == BONUS:
            return _turn(_("there is no bonus tile to place"))
        if code == FREE and self._pending != _FREE_TILE:
            return _turn(_("a free tile may be placed only right after a symbol tile"))
        if code == FREE and tile is not None and tile.is_symbol:
            return _turn(_("the free tile must be a number or joker tile"))
        if code in (PLACE, FREE, PASS) and move.kind not in self._holders[self._current]:
            return Refusal(
                RefusalReason.NOT_IN_HOLDER,
                _("{tile} is not in your holder").format(tile=tile_name(layout.kinds[move.kind])),
            )
        if code == PLACE and self._placed >= PLACEMENT_LIMIT:
            return _turn(
                ngettext(
                    "you have already placed {limit} tile this turn",
                    "you have already placed {limit} tiles this turn",
                    PLACEMENT_LIMIT,
                ).format(limit=PLACEMENT_LIMIT)
            )
        if code == PASS:
            if self._placed == 0:
                return _turn(_("place at least one tile first"))
            return _turn(_("you may pass a tile only after placing two tiles next to each other in one row this turn"))
        if code == DRAW:
            if self._placed:
                return _turn(_("you have already placed a tile this turn"))
            if self._draws >= DRAW_LIMIT:
                return _turn(
                    ngettext(
                        "you have already drawn {limit} tile this turn",
                        "you have already drawn {limit} tiles this turn",
                        DRAW_LIMIT,
                    ).format(limit=DRAW_LIMIT)
                )
            if not self._bag:
                return _turn(_("the bag is empty"))
            return _turn(_("you can place a tile, so you may not draw"))
        if code == END:
            if self._legal_placement_exists():
                return _turn(_("place at least one tile first"))
            return _turn(_("no tile fits: draw from the bag first"))
        return None

    def _legal_placement_exists(self) -> bool:
        placeable = self.placeable_mask
        return any(placeable & bit for k in self._holders[self._current] for bit, _m in self._table.place[k])

    def _space_refusal(self, kind: int, s: int) -> Refusal:
        """Why tile ``kind`` may not go on space ``s`` although the turn allows a placement."""
        layout = self.layout
        tile, space = layout.kinds[kind], layout.spaces[s]
        if s not in layout.kind_spaces[kind]:
            return Refusal(
                RefusalReason.WRONG_SPACE,
                _("{tile} does not fit on {space}").format(tile=tile_name(tile), space=space_words(space)),
            )
        if self._filled & layout.bits[s]:
            return Refusal(RefusalReason.TAKEN, _("{space} is already taken").format(space=space_words(space)))
        needs = tuple(layout.spaces[t] for t in layout.openers[s])
        names = [space_words(need) for need in needs]
        listed = (
            names[0] if len(names) == 1 else _("{some} or {last}").format(some=", ".join(names[:-1]), last=names[-1])
        )
        what = (
            tile_name(tile)
            if space == Space(tile.colour, tile.number or 0)
            else _("{tile} on {space}").format(tile=tile_name(tile), space=space_words(space))
        )
        return Refusal(
            RefusalReason.NEEDS_NEIGHBOUR,
            _("{what} needs {listed} on the board first").format(what=what, listed=listed),
            needs,
        )

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
        name = _PENDING_NAMES[self._pending]
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
            bonus_tile=pending_tile if self._pending == _BONUS_TILE else None,
            drawn_tile=pending_tile if self._pending == _DRAWN_TILE and own_turn else None,
            free_placement=self._pending == _FREE_TILE,
            can_pass=self._can_pass,
            is_over=over,
            legal_moves=tuple(self.legal_moves()) if own_turn else (),
            result=self.result() if over else None,
            tiles_left=self.holders if over else None,
        )

    # ---- copies and saving ------------------------------------------------------------
    def clone(self) -> Start11Game:
        """An independent copy (fast: lists copied, the layout shared)."""
        other = object.__new__(type(self))
        other.__dict__.update(self.__dict__)
        other._cells = self._cells[:]
        other._holders = [holder[:] for holder in self._holders]
        other._bag = self._bag[:]
        return other

    def to_dict(self) -> dict[str, Any]:
        layout = self.layout
        kinds, spaces = layout.kinds, layout.spaces
        return {
            "layout": layout.to_dict(),
            "players": self.players,
            "variant": self.variant,
            "board": {str(spaces[s]): str(kinds[k]) for s, k in enumerate(self._cells) if k >= 0},
            "holders": [[str(kinds[k]) for k in holder] for holder in self._holders],
            "bag": [str(kinds[k]) for k in reversed(self._bag)],
            "current": self._current,
            "first_seat": self.first_seat,
            "winner": self._winner if self._winner >= 0 else None,
            "turn": {
                "placed": self._placed,
                "draws": self._draws,
                "pending": _PENDING_NAMES[self._pending],
                "pending_tile": str(kinds[self._pending_kind]) if self._pending_kind >= 0 else None,
                "bonus_due": self._bonus_due,
                "spaces": [str(spaces[s]) for s in range(layout.size) if self._turn_mask & layout.bits[s]],
            },
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Start11Game:
        """Rebuild a game from :meth:`to_dict`; refuses data that does not add up."""
        try:
            layout = Layout.from_dict(data["layout"])
            return cls._from_state(layout, data)
        except ElevenkitError:
            raise
        except (KeyError, TypeError, ValueError, AttributeError, IndexError) as error:
            raise ElevenkitError(f"not a saved Start 11! game: {shown(error)}") from None

    @classmethod
    def _from_state(cls, layout: Layout, data: Mapping[str, Any]) -> Start11Game:
        """A game from plain data, checked: every tile of the game accounted for exactly once."""
        players = check_players(data["players"])
        first_seat = check_int(data.get("first_seat", 0), "first_seat", 0, players - 1)
        variant = _check_variant(data["variant"])
        kind_of = layout.kind_index
        cells = [-1] * layout.size
        for space_text, tile_text in data["board"].items():
            s, k = layout.space_index[layout.parse_space(space_text)], kind_of[layout.parse_tile(tile_text)]
            if s not in layout.kind_spaces[k] or cells[s] >= 0:
                raise ElevenkitError(
                    f"{shown(tile_text)} cannot lie on {shown(space_text)} (wrong space, or given twice)"
                )
            cells[s] = k
        holders = [[kind_of[layout.parse_tile(t)] for t in holder] for holder in data["holders"]]
        winner = data.get("winner")
        if winner is not None:
            check_int(winner, "winner", 0, players - 1)
        if len(holders) != players or [not h for h in holders] != [seat == winner for seat in range(players)]:
            raise ElevenkitError(f"a game needs {players} holders, empty exactly for the winner")
        bag = [kind_of[layout.parse_tile(t)] for t in reversed(data["bag"])]
        current = check_int(data["current"], "current", 0, players - 1)
        game = object.__new__(cls)
        game._setup(layout, variant, cells, holders, bag, current, first_seat)
        turn = data.get("turn")
        if turn:
            game._load_turn(turn)
        if winner is not None:
            game._winner = winner
        problems = game.invariant_problems()
        if problems:
            raise ElevenkitError(f"not a saved Start 11! game: {'; '.join(problems)}")
        return game

    def _load_turn(self, turn: Mapping[str, Any]) -> None:
        layout = self.layout
        self._placed = check_int(turn["placed"], "placed", 0, PLACEMENT_LIMIT)
        self._draws = check_int(turn["draws"], "draws", 0, DRAW_LIMIT)
        self._bonus_due = check_int(turn["bonus_due"], "bonus_due", 0, len(layout.bridges))
        self._pending = _PENDING_NAMES.index(turn["pending"])
        tile = turn["pending_tile"]
        self._pending_kind = -1 if tile is None else layout.kind_index[layout.parse_tile(tile)]
        if (self._pending in (_BONUS_TILE, _DRAWN_TILE)) != (self._pending_kind >= 0):
            raise ElevenkitError(f"a {turn['pending']!r} step needs a tile exactly when it is a bonus or drawn tile")
        for text in turn["spaces"]:
            s = layout.space_index[layout.parse_space(text)]
            if self._turn_mask & layout.row_neighbours[s]:
                self._can_pass = True
            self._turn_mask |= layout.bits[s]

    def invariant_problems(self) -> list[str]:
        """Every tile of the game (80, or 88 with the variant) exactly once: on the board, in a
        holder, in the bag or drawn as a bonus; and the board's bit mask agrees with its cells."""
        problems = []
        found = [k for k in self._cells if k >= 0] + self._bag
        for holder in self._holders:
            found += holder
        if self._pending == _BONUS_TILE:
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

    def __repr__(self) -> str:
        state = f"seat {self._winner} won" if self._winner >= 0 else f"seat {self._current} to move"
        return f"<Start11Game {self.players} players, {state}>"
