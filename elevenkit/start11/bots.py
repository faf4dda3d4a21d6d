"""Computer players for Start 11!, behind the common :class:`~elevenkit.core.Bot` interface.

- :class:`~elevenkit.core.RandomBot` (from the core): any legal step.
- :class:`GreedyBot`: one step at a time: sheds the highest number it can (free and bonus tiles
  first), among equal numbers keeps the tiles that open the most space for its own holder, passes
  its highest tile when it may, and ends the turn when nothing more fits.
- :class:`PlannerBot`: plans the whole rest of its turn (every order of up to three placements,
  the free tile, which tile to pass) and scores where each plan leaves it (see :meth:`_score`).
  It beats the greedy player: ``bench/bench_start11_strength.py``.

Both decide from the public API and only from what their seat may see: the board, their own
holder, the other holders' sizes and the bag's size. The planner searches on
:meth:`~.game.Start11Game.determinised` copies with an empty bag, so it never learns a tile before
it is drawn; a bridge bonus it would trigger is valued, not looked at. Both also play a
:class:`~.match.Start11Match` (they look at its current round), and both say in one sentence why
they chose a step (:meth:`~elevenkit.core.Bot.explain`). :data:`BOTS_BY_LEVEL` is what the
registry offers the game tables: random, greedy, the planner.
"""

from __future__ import annotations

import random
from abc import abstractmethod
from collections import deque
from collections.abc import Sequence
from typing import Any

from ..core import Bot, BotFactory, Match, RandomBot, make_rng
from ..i18n import _
from .drawing import space_words, tile_name
from .game import Start11Game
from .layout import Layout
from .moves import BONUS, DRAW, END, FREE, PASS, PLACE, Move
from .rules import PLACEMENT_LIMIT

__all__ = ["BOTS_BY_LEVEL", "GreedyBot", "PlannerBot"]

_WIN = float("inf")


def _round(game: Any) -> Start11Game:
    """The round being played: the game itself, or a match's current round."""
    found: Start11Game = game.round if isinstance(game, Match) else game
    return found


def _fitting(layout: Layout, holder: Sequence[int], placeable: int) -> list[int]:
    """The tiles of ``holder`` that fit one of the ``placeable`` spaces."""
    kind_mask = layout.kind_mask
    return [k for k in holder if placeable & kind_mask[k]]


def _tile_words(move: Move) -> str:
    """The tile ``move`` puts down or gives, for pupils ("yellow 12")."""
    assert move.tile is not None  # a placement, a bonus or a pass
    return tile_name(move.tile)


def _forced_sentence(game: Start11Game, move: Move) -> str | None:
    """Why a step was the only one allowed, in words for a child; None if there was a choice."""
    if len(game.legal_moves()) > 1:
        return None
    if move.code == DRAW:
        return _("No tile fitted, so it took a tile from the bag.")
    if move.code == END:
        return _("None of its tiles could go on the board, so its turn ended.")
    if move.code == BONUS:
        return _("It had to put the bonus tile {tile} on the board.").format(tile=_tile_words(move))
    if move.space is None:  # a pass
        return _("It had only one choice: to give {tile} to the next player.").format(tile=_tile_words(move))
    return _("It had only one choice: {tile} on {space}.").format(tile=_tile_words(move), space=space_words(move.space))


class _Start11Bot(Bot):
    """What both Start 11! bots share: a forced step explains itself the same way."""

    def explain(self, game: Any, move: Move) -> str:
        forced = _forced_sentence(_round(game), move)
        return forced if forced is not None else self._choice_sentence(move)

    @abstractmethod
    def _choice_sentence(self, move: Move) -> str:
        """Why this bot chose ``move`` among several, in one sentence for a child."""


class GreedyBot(_Start11Bot):
    """Sheds high numbers first and keeps the tiles that open space (see the module notes)."""

    name = "greedy"

    def choose_move(self, game: Any) -> Move:
        g = _round(game)
        moves = g.legal_moves()
        if len(moves) == 1:
            return moves[0]
        layout = g.layout
        holder = g.holder_kinds(g.current_player)
        filled, placeable = g.filled_mask, g.placeable_mask
        best, best_key = None, None
        for move in moves:
            if move.code in (PLACE, BONUS, FREE):
                rest = list(holder)
                if move.code != BONUS:
                    rest.remove(move.kind)
                s = move.index
                after = (placeable | layout.opens[s]) & ~(filled | layout.bits[s])
                key = (move.code != PLACE, layout.value[move.kind], len(_fitting(layout, rest, after)))
                if best_key is None or key > best_key:
                    best, best_key = move, key
        if best is not None:
            return best
        passes = [move for move in moves if move.code == PASS]
        if passes:
            return max(passes, key=lambda move: layout.value[move.kind])
        return moves[0]

    def _choice_sentence(self, move: Move) -> str:
        if move.code == BONUS:
            return _("It put the bonus tile {tile} down first, because bonus tiles are free.").format(
                tile=_tile_words(move)
            )
        if move.code == FREE:
            return _("Its symbol tile let it put one tile anywhere, so it chose {tile}, its biggest number.").format(
                tile=_tile_words(move)
            )
        if move.code == PLACE:
            return _(
                "It put down {tile}, the biggest number it could, because big numbers cost the most points."
            ).format(tile=_tile_words(move))
        if move.code == PASS:
            return _("It gave {tile}, its biggest tile, to the next player.").format(tile=_tile_words(move))
        return _("Nothing more could go on the board, so it ended its turn.")


class PlannerBot(_Start11Bot):
    """Plans the rest of its turn and picks the best-scoring plan (see :meth:`_score`).

    The weights are its judgement of the position at the end of its turn, tuned by playing
    against :class:`GreedyBot` (``bench/bench_start11_strength.py``); a teacher may change them
    on an instance to show pupils what a player values.
    """

    name = "planner"

    TILE = -10.0  # per tile left in the holder
    PASSED = 4.0  # for a tile given to the next seat
    PASS_FITS = -3.0  # ... less if that tile fits the board now (the neighbour sheds it at once)
    NEXT_TURN = 3.0  # per own tile that fits next turn, up to the limit of 3
    EXTRA_FIT = 1.5  # per further own tile that fits
    PAIR = 4.0  # two own tiles could be placed side by side next turn (a pass)
    REACH = -5.0  # per empty space others must fill before an own tile fits (at most REACH_CAP per tile)
    REACH_CAP = 3
    THEIRS = -3.0  # per tile the others can be expected to place next turn (up to 3)
    STUCK = 5.0  # times the chance that the next seat has no tile that fits
    POINTS = -0.05  # per minus point left in the holder
    BONUS = 1.5  # per bridge bonus triggered (the bonus tile is unknown until drawn)

    def __init__(self, seed: int | random.Random | None = None) -> None:
        self._plan: list[tuple[Any, Move]] = []
        self.rng = make_rng(seed)  # deals the hidden tiles of the search copies

    def choose_move(self, game: Any) -> Move:
        g = _round(game)
        moves = g.legal_moves()
        if len(moves) == 1:
            self._plan = []
            return moves[0]
        if self._plan and self._plan[0][0] == self._key(g):
            return self._plan.pop(0)[1]
        seat = g.current_player
        view = g.view(seat)
        others = sum(size for s, size in enumerate(view.holder_sizes) if s != seat)
        self._their_share = others / (others + view.bag_size)
        self._bonus_possible = view.bag_size > 0
        # an empty bag: the planner never draws a tile in its search, so it never sees one early
        search = g.determinised(seat, self.rng, keep_bag=False)
        self._memo: dict[Any, tuple[float, list[tuple[Any, Move]]]] = {}
        _value, line = self._search(search)
        self._plan = line[1:]
        return line[0][1]

    def _choice_sentence(self, move: Move) -> str:
        if move.code == BONUS:
            return _("It chose the place for the bonus tile {tile} that helps its own tiles most.").format(
                tile=_tile_words(move)
            )
        if move.code in (PLACE, FREE):
            return _(
                "It tried every way to play this turn, and putting down {tile} now is part of the best one."
            ).format(tile=_tile_words(move))
        if move.code == PASS:
            return _("It gave {tile} to the next player, so it has one tile less to get rid of.").format(
                tile=_tile_words(move)
            )
        return _("It stopped here to keep its other tiles for the next turns.")

    @staticmethod
    def _key(g: Start11Game) -> Any:
        """The state of the turn, as far as the plan depends on it."""
        seat = g.current_player
        return (g.filled_mask, tuple(sorted(g.holder_kinds(seat))), g.placed_this_turn, g.pending, g.can_pass, seat)

    def _search(self, g: Start11Game) -> tuple[float, list[tuple[Any, Move]]]:
        """The best score reachable this turn from ``g`` and the steps (with state keys) to it."""
        key = self._key(g)
        if key in self._memo:
            return self._memo[key]
        best_value, best_line = -_WIN, []
        line: list[tuple[Any, Move]]
        holder = g.holder_kinds(g.current_player)
        for move in g.legal_moves():
            if move.code == END or move.code == PASS:
                value, line = self._score(g, holder, move.kind if move.code == PASS else None), []
            else:
                bonus = 0.0
                if self._bonus_possible and move.code != BONUS and not g.layout.is_symbol[move.kind]:
                    bonus = self.BONUS * g.bonuses_at(move.index)
                child = g.clone()
                child.apply(move)
                value, line = (_WIN, []) if child.is_over else self._search(child)
                value += bonus
            if value > best_value:
                best_value, best_line = value, [(key, move)] + line
        self._memo[key] = (best_value, best_line)
        return best_value, best_line

    def _score(self, g: Start11Game, holder: Sequence[int], passed: int | None) -> float:
        """How good the end of this turn is for the planner, passing tile ``passed`` or not:
        fewer tiles, tiles that fit next turn (and a pair among them), tiles not far from the
        tiles on the board, little room for the others and a good chance that they are stuck."""
        layout = g.layout
        rest = list(holder)
        if passed is not None:
            rest.remove(passed)
            if not rest:
                return _WIN
        kind_mask = layout.kind_mask
        filled, placeable = g.filled_mask, g.placeable_mask
        fits = _fitting(layout, list(set(rest)), placeable)
        mine = 0
        for k in rest:
            mine |= kind_mask[k]
        score = (
            self.TILE * len(rest)
            + self.NEXT_TURN * min(len(fits), PLACEMENT_LIMIT)
            + self.EXTRA_FIT * max(len(fits) - PLACEMENT_LIMIT, 0)
            + self.POINTS * sum(layout.value[k] for k in rest)
            + self.REACH * self._reach(g, rest, mine & ~filled, placeable)
        )
        if passed is not None:
            score += self.PASSED + (self.PASS_FITS if placeable & kind_mask[passed] else 0.0)
        if self._pair_next_turn(g, fits, mine & ~filled):
            score += self.PAIR
        theirs, stuck = self._their_next_turn((placeable & ~mine).bit_count())
        return score + self.THEIRS * theirs + self.STUCK * stuck

    def _their_next_turn(self, open_spaces: int) -> tuple[float, float]:
        """Expected tiles (up to 3) the others place next turn, and the chance they place none,
        if each of ``open_spaces`` spaces' tiles is theirs with their share of the unknown tiles."""
        f = self._their_share
        q = 1.0 - f
        n = open_spaces
        p0 = q**n
        p1 = n * f * q ** (n - 1) if n >= 1 else 0.0
        p2 = n * (n - 1) / 2 * f * f * q ** (n - 2) if n >= 2 else 0.0
        return PLACEMENT_LIMIT - 3 * p0 - 2 * p1 - p2, p0

    @staticmethod
    def _pair_next_turn(g: Start11Game, fits: list[int], own_spaces: int) -> bool:
        """True if a tile that fits has a row neighbour space that another own tile fits."""
        layout, filled = g.layout, g.filled_mask
        return any(
            layout.row_neighbours[s] & own_spaces
            for k in fits
            for s in layout.kind_spaces[k]
            if not filled & layout.bits[s]
        )

    def _reach(self, g: Start11Game, rest: list[int], own_spaces: int, placeable: int) -> int:
        """How many empty spaces that are not the planner's must be filled before each own tile
        fits (a 0-1 breadth-first search from the placeable spaces), summed, capped per tile."""
        layout = g.layout
        filled, bits, neighbours = g.filled_mask, layout.bits, layout.neighbours
        far = self.REACH_CAP
        dist = [far] * layout.size
        queue: deque[int] = deque()
        for s in range(layout.size):
            if placeable & bits[s]:
                dist[s] = 0
                queue.append(s)
        while queue:
            s = queue.popleft()
            own = own_spaces & bits[s]
            d = dist[s] if own else dist[s] + 1
            for t in neighbours[s]:
                if d < dist[t] and not filled & bits[t]:
                    dist[t] = d
                    if own:
                        queue.appendleft(t)
                    else:
                        queue.append(t)
        return sum(min(dist[s] for s in layout.kind_spaces[k]) for k in rest)


#: the computer players of the game tables by level (greedy breaks no ties at random: no seed)
BOTS_BY_LEVEL: dict[str, BotFactory] = {"easy": RandomBot, "medium": lambda _seed: GreedyBot(), "hard": PlannerBot}
