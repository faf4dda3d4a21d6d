"""A Start 11! game as plain data and back, checked; a position set by hand for lessons and tests."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any, TypeVar

from ..core import ElevenkitError, check_int, make_rng, shown
from .layout import Layout, standard_layout
from .rules import DRAW_LIMIT, PLACEMENT_LIMIT
from .state import BONUS_TILE, DRAWN_TILE, PENDING_NAMES, Start11State, check_players, check_variant
from .tiles import Space, Tile

__all__ = ["Start11Saving"]

_S = TypeVar("_S", bound="Start11Saving")


class Start11Saving(Start11State):
    """Saving and loading (:meth:`to_dict`, :meth:`from_dict`) and :meth:`from_position`."""

    @classmethod
    def from_position(
        cls: type[_S],
        holders: Sequence[Sequence[str | Tile]],
        board: Mapping[str | Space, str | Tile] | None = None,
        bag: Sequence[str | Tile] = (),
        current_player: int = 0,
        variant: bool = False,
        layout: Layout | None = None,
        seed: int | None = None,
        rest_to: int | None = None,
    ) -> _S:
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
    def _kinds_used(layout: Layout, state: Mapping[str, Any]) -> Counter[int]:
        """Tile kinds on the board, in the holders and in the bag of a plain-data state."""
        tiles = [*state["board"].values(), *(t for holder in state["holders"] for t in holder), *state["bag"]]
        return Counter(layout.kind_index[layout.parse_tile(tile)] for tile in tiles)

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
            "stopped": self._stopped,
            "turn": {
                "placed": self._placed,
                "draws": self._draws,
                "pending": PENDING_NAMES[self._pending],
                "pending_tile": str(kinds[self._pending_kind]) if self._pending_kind >= 0 else None,
                "bonus_due": self._bonus_due,
                "spaces": [str(spaces[s]) for s in range(layout.size) if self._turn_mask & layout.bits[s]],
            },
        }

    @classmethod
    def from_dict(cls: type[_S], data: dict[str, Any]) -> _S:
        """Rebuild a game from :meth:`to_dict`; refuses data that does not add up."""
        try:
            layout = Layout.from_dict(data["layout"])
            return cls._from_state(layout, data)
        except ElevenkitError:
            raise
        except (KeyError, TypeError, ValueError, AttributeError, IndexError) as error:
            raise ElevenkitError(f"not a saved Start 11! game: {shown(error)}") from None

    @classmethod
    def _from_state(cls: type[_S], layout: Layout, data: Mapping[str, Any]) -> _S:
        """A game from plain data, checked: every tile of the game accounted for exactly once."""
        players = check_players(data["players"])
        first_seat = check_int(data.get("first_seat", 0), "first_seat", 0, players - 1)
        variant = check_variant(data["variant"])
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
        stopped = data.get("stopped", False)
        if not isinstance(stopped, bool) or (stopped and winner is not None):
            raise ElevenkitError(f"'stopped' must be True or False, and False once somebody won, not {shown(stopped)}")
        game._stopped = stopped
        problems = game.invariant_problems()
        if problems:
            raise ElevenkitError(f"not a saved Start 11! game: {'; '.join(problems)}")
        return game

    def _load_turn(self, turn: Mapping[str, Any]) -> None:
        layout = self.layout
        self._placed = check_int(turn["placed"], "placed", 0, PLACEMENT_LIMIT)
        self._draws = check_int(turn["draws"], "draws", 0, DRAW_LIMIT)
        self._bonus_due = check_int(turn["bonus_due"], "bonus_due", 0, len(layout.bridges))
        self._pending = PENDING_NAMES.index(turn["pending"])
        tile = turn["pending_tile"]
        self._pending_kind = -1 if tile is None else layout.kind_index[layout.parse_tile(tile)]
        if (self._pending in (BONUS_TILE, DRAWN_TILE)) != (self._pending_kind >= 0):
            raise ElevenkitError(f"a {turn['pending']!r} step needs a tile exactly when it is a bonus or drawn tile")
        for text in turn["spaces"]:
            s = layout.space_index[layout.parse_space(text)]
            if self._turn_mask & layout.row_neighbours[s]:
                self._can_pass = True
            self._turn_mask |= layout.bits[s]
