"""Computer players for Start 11!, behind the common :class:`~elevenkit.common.Bot` interface.

- :class:`~elevenkit.common.RandomBot` (from common): any legal step.
- :class:`GreedyBot`: one step at a time: shed the highest number it can (free and bonus tiles
  first), among equal numbers keep the tiles that open the most space for its own holder, pass
  its highest tile when it may, and end the turn when nothing more fits.
- :class:`PlannerBot`: plans the whole rest of its turn (every order of up to three placements,
  the free tile, which tile to pass) and scores where each plan leaves it: tiles left, tiles
  passed on, how many of its own tiles will fit next turn, how much space it opens for the
  others, and a chance of passing next turn.

Both decide only from what their seat may see: the board, their own holder, the other holders'
sizes and the bag's size. The planner searches on a copy whose bag is emptied, so it never learns
a tile before it is drawn; a bridge bonus it would trigger is valued, not looked at.
Both also play a :class:`~.match.Start11Match` (they look at its current round).
"""

from __future__ import annotations

from typing import Any

from ..common import Bot
from .game import Start11Game
from .moves import BONUS, END, FREE, PASS, PLACE, Move

__all__ = ["GreedyBot", "PlannerBot"]


def _round(game: Any) -> Start11Game:
    """The round being played: the game itself, or a match's current game."""
    return game if isinstance(game, Start11Game) else game.game


def _mobility(game: Start11Game, holder: list[int], filled: int, opened: int) -> int:
    """How many tiles of ``holder`` would fit on the board given by ``filled`` and ``opened``."""
    layout = game.layout
    placeable = (opened | layout.always_mask) & ~filled
    kind_mask = layout.kind_mask
    return sum(1 for k in holder if placeable & kind_mask[k])


class GreedyBot(Bot):
    """Sheds high numbers first and keeps the tiles that open space (see the module notes)."""

    name = "greedy"

    def choose_move(self, game: Any) -> Move:
        g = _round(game)
        moves = g.legal_moves()
        if len(moves) == 1:
            return moves[0]
        layout = g.layout
        holder = g._holders[g._current]
        best, best_key = None, None
        for move in moves:
            if move.code in (PLACE, BONUS, FREE):
                rest = holder[:]
                if move.code != BONUS:
                    rest.remove(move.kind)
                mobility = _mobility(g, rest, g._filled | layout.bits[move.index], g._open | layout.opens[move.index])
                key = (move.code != PLACE, layout.value[move.kind], mobility)
                if best_key is None or key > best_key:
                    best, best_key = move, key
        if best is not None:
            return best
        passes = [move for move in moves if move.code == PASS]
        if passes:
            return max(passes, key=lambda move: layout.value[move.kind])
        return moves[0]


class PlannerBot(Bot):
    """Plans the rest of its turn and picks the best-scoring plan (see the module notes).

    The weights are the planner's judgement of a position at the end of its turn; they were
    tuned by playing against :class:`GreedyBot` (``bench/bench_start11_strength.py``).
    """

    name = "planner"

    #: weights of the end-of-turn score
    TILE = -10.0  # per tile left in the holder
    PASSED = 4.0  # for a tile given to the next seat
    NEXT_TURN = 3.0  # per own tile that fits next turn, up to the limit of 3
    EXTRA_FIT = 0.5  # per further own tile that fits
    POINTS = -0.05  # per minus point left in the holder
    OPENED = -0.8  # per open space another player could fill, weighted by their share of the unknown tiles
    PAIR = 2.0  # own tiles that could be placed side by side next turn (a pass)
    PASS_FITS = 0.0
    THEIRS = 0.0
    STUCK = 0.0
    BONUS = 1.5  # per bridge bonus triggered (the bonus tile is unknown until drawn)

    def __init__(self) -> None:
        self._plan: list[tuple[Any, Move]] = []

    def choose_move(self, game: Any) -> Move:
        g = _round(game)
        moves = g.legal_moves()
        if len(moves) == 1:
            self._plan = []
            return moves[0]
        if self._plan and self._plan[0][0] == self._key(g):
            return self._plan.pop(0)[1]
        search = g.clone()
        search._bag = []  # the planner never sees a tile before it is drawn
        self._seat = g._current
        others = sum(len(h) for seat, h in enumerate(g._holders) if seat != g._current)
        self._their_share = others / (others + len(g._bag)) if others else 0.0
        self._bag_has_tiles = bool(g._bag)
        self._memo: dict[Any, tuple[float, list[tuple[Any, Move]]]] = {}
        _value, line = self._search(search)
        self._plan = line[1:]
        return line[0][1]

    @staticmethod
    def _key(g: Start11Game) -> Any:
        return (g._filled, tuple(sorted(g._holders[g._current])), g._placed, g._pending, g._can_pass, g._current)

    def _search(self, g: Start11Game) -> tuple[float, list[tuple[Any, Move]]]:
        """The best value reachable this turn from ``g`` and the steps (with state keys) to it."""
        key = self._key(g)
        if key in self._memo:
            return self._memo[key]
        best_value, best_line = float("-inf"), []
        holder = g._holders[g._current]
        for move in g.legal_moves():
            if move.code == END:
                value, line = self._score(g, holder, None), []
            elif move.code == PASS:
                value, line = self._score(g, holder, move.kind), []
            else:
                bonus = 0.0
                if self._bag_has_tiles and move.code != BONUS and not g.layout.is_symbol[move.kind]:
                    bonus = self.BONUS * g._new_bonuses(move.index)
                child = g.clone()
                child.apply(move)
                if child.is_over:
                    value, line = float("inf"), []
                else:
                    value, line = self._search(child)
                    value += bonus
            if value > best_value:
                best_value, best_line = value, [(key, move)] + line
        self._memo[key] = (best_value, best_line)
        return best_value, best_line

    def _score(self, g: Start11Game, holder: list[int], passed: int | None) -> float:
        """How good the end of the turn is for the planner's seat, passing ``passed`` (a kind) or not."""
        layout = g.layout
        rest = holder
        if passed is not None:
            rest = holder[:]
            rest.remove(passed)
            if not rest:
                return float("inf")
        placeable = (g._open | layout.always_mask) & ~g._filled
        kind_mask, value = layout.kind_mask, layout.value
        fits = [k for k in set(rest) if placeable & kind_mask[k]]
        mine = 0
        for k in set(rest):
            mine |= kind_mask[k]
        opened = bin(placeable & ~mine).count("1")
        f = self._their_share
        q = 1.0 - f
        p0, p1, p2 = q**opened, opened * f * q ** (opened - 1) if opened else 0.0, opened * (opened - 1) / 2 * f * f * q ** (opened - 2) if opened > 1 else 0.0
        expected_theirs = 3 - 3 * p0 - 2 * p1 - p2
        score = (
            self.TILE * len(rest)
            + (self.PASSED if passed is not None else 0.0)
            + self.NEXT_TURN * min(len(fits), 3)
            + self.EXTRA_FIT * max(len(fits) - 3, 0)
            + self.POINTS * sum(value[k] for k in rest)
            + self.OPENED * self._their_share * opened
            + self.THEIRS * expected_theirs
            + self.STUCK * p0
        )
        if passed is not None and placeable & kind_mask[passed]:
            score += self.PASS_FITS
        if self._pair_next_turn(g, rest, fits):
            score += self.PAIR
        return score

    @staticmethod
    def _pair_next_turn(g: Start11Game, rest: list[int], fits: list[int]) -> bool:
        """True if a tile that fits has a row neighbour that is also in the holder (a pass next turn)."""
        layout = g.layout
        own = 0
        for k in rest:
            own |= layout.kind_mask[k]
        own &= ~g._filled
        return any(layout.row_neighbours[s] & own for k in fits for s in layout.kind_spaces[k] if not g._filled & layout.bits[s])
