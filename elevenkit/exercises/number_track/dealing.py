"""Dealing Number Track tasks from a seed: how hard (:class:`TrackDifficulty`), the three levels,
and one dealer per task kind. Positions are grown by the engine and kept only when the engine's
answer makes a fair question (some tiles fit and some do not, the joker has somewhere to go)."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, replace

from elevenkit.catalogue import Level
from elevenkit.core import ElevenkitError, check_int
from elevenkit.exercises.number_track.base import FIRST, LAST, START, TrackTask
from elevenkit.exercises.number_track.counting import CountTask, DistanceTask
from elevenkit.exercises.number_track.minus import MinusPointsTask
from elevenkit.exercises.number_track.neighbours import GapTask, NeighbourTask, Relation
from elevenkit.exercises.number_track.placing import BridgeTask, FitTilesTask, JokerTask
from elevenkit.exercises.number_track.positions import grown_board, number_spaces, position, run, tile_for
from elevenkit.start11 import Space, Tile, standard_layout

__all__ = ["DEAL_TRIES", "DIFFICULTIES", "TASK_KINDS", "TrackDifficulty", "make_number_track_task"]

#: tries to deal a fair position before taking the last one dealt (seeded, so still repeatable)
DEAL_TRIES = 100


@dataclass(frozen=True)
class TrackDifficulty:
    """How hard a dealt task is.

    ``kinds`` are the task kinds dealt (see :data:`TASK_KINDS`); ``max_steps`` the longest count
    from 11; ``gaps`` the most numbers missing in a run; ``board_tiles`` how many tiles the board
    grows for the game questions; ``holder`` the pupil's tiles in "which fit?"; ``minus_tiles``
    the most tiles left at the end and ``minus_total`` the most minus points they make.
    ``relations`` are the neighbour questions asked (empty: one more, one less, after, before, and
    "between" above easy). ``opening`` gives the first tasks of a series, one entry each: a
    neighbour task asking one of those relations (the easy level starts with one more or one less,
    then after or before, before any game rule).
    """

    kinds: tuple[str, ...]
    max_steps: int = 3
    gaps: int = 1
    board_tiles: int = 6
    holder: int = 3
    minus_tiles: int = 2
    minus_total: int = 10
    relations: tuple[Relation, ...] = ()
    opening: tuple[tuple[Relation, ...], ...] = ()

    def for_task(self, number: int) -> TrackDifficulty:
        """The difficulty task ``number`` of a series is dealt at: an opening task asks only its
        neighbour relations, every later task is dealt at this difficulty."""
        if number < len(self.opening):
            return replace(self, kinds=("neighbour",), relations=self.opening[number], opening=())
        return self

    def __post_init__(self) -> None:
        unknown = [kind for kind in self.kinds if kind not in TASK_KINDS]
        if not self.kinds or unknown:
            raise ElevenkitError(f"kinds must be some of {tuple(TASK_KINDS)!r}, not {self.kinds!r}")
        if not all(self.opening):
            raise ElevenkitError(f"every opening task needs at least one relation, not {self.opening!r}")
        check_int(self.max_steps, "max_steps", 1, START - FIRST)
        check_int(self.gaps, "gaps", 1, 4)
        check_int(self.board_tiles, "board_tiles", 2, 40)
        check_int(self.holder, "holder", 2, 8)
        check_int(self.minus_tiles, "minus_tiles", 1, 5)
        check_int(self.minus_total, "minus_total", 3, 60)


def _row(rng: random.Random) -> str:
    return rng.choice(standard_layout().colours)


def _neighbour(rng: random.Random, difficulty: TrackDifficulty) -> NeighbourTask:
    relations = list(difficulty.relations) or [Relation.ONE_MORE, Relation.ONE_LESS, Relation.AFTER, Relation.BEFORE]
    if not difficulty.relations and ("between" in difficulty.kinds or difficulty.max_steps > 3):
        relations.append(Relation.BETWEEN)
    relation = rng.choice(relations)
    # near 11 first: the row grows from 11, and a young pupil starts there
    spread = min(difficulty.max_steps + 2, START - FIRST)
    low = FIRST + 1 if relation in (Relation.ONE_LESS, Relation.BEFORE, Relation.BETWEEN) else FIRST
    high = LAST - 1 if relation in (Relation.ONE_MORE, Relation.AFTER, Relation.BETWEEN) else LAST
    number = rng.randint(max(low, START - spread), min(high, START + spread))
    return NeighbourTask(relation, number, _row(rng))


def _between(rng: random.Random, difficulty: TrackDifficulty) -> NeighbourTask:
    return NeighbourTask(Relation.BETWEEN, rng.randint(FIRST + 1, LAST - 1), _row(rng))


def _gaps(rng: random.Random, difficulty: TrackDifficulty) -> GapTask:
    count = rng.randint(1, difficulty.gaps)
    length = 2 * count + rng.randint(2, 3)
    low = rng.randint(FIRST, LAST - length + 1)
    high = low + length - 1
    missing = rng.sample(range(low + 1, high), count)
    return GapTask(_row(rng), low, high, tuple(missing))


def _count(rng: random.Random, difficulty: TrackDifficulty) -> CountTask:
    back = rng.random() < 0.5
    steps = rng.randint(1, min(difficulty.max_steps, (START - FIRST) if back else (LAST - START)))
    return CountTask(steps, back, _row(rng))


def _distance(rng: random.Random, difficulty: TrackDifficulty) -> DistanceTask:
    steps = rng.randint(1, difficulty.max_steps)
    targets = [n for n in (START - steps, START + steps) if FIRST <= n <= LAST]
    return DistanceTask(rng.choice(targets), _row(rng))


def _fit(rng: random.Random, difficulty: TrackDifficulty) -> FitTilesTask:
    """A grown board and a holder where some tiles fit and the others nearly do."""
    layout = standard_layout()
    for _try in range(DEAL_TRIES):
        placed = grown_board(rng, rng.randint(difficulty.board_tiles // 2, difficulty.board_tiles))
        game = position(placed, [])
        open_spaces = set(number_spaces(game, game.placeable_mask))
        on_board = set(placed)
        near = (
            {
                Space(space.row, space.number + step)
                for space in on_board
                for step in (-2, 2)
                if FIRST <= space.number + step <= LAST
            }
            - on_board
            - open_spaces
        )
        fitting = sorted({tile_for(space) for space in open_spaces if not tile_for(space).is_joker}, key=str)
        close = sorted({tile_for(space) for space in near if not tile_for(space).is_joker} - set(fitting), key=str)
        if not fitting or len(close) < difficulty.holder - 1:
            continue
        count = rng.randint(1, min(len(fitting), difficulty.holder - 1))
        holder = rng.sample(fitting, count) + rng.sample(close, difficulty.holder - count)
        holder.sort(key=lambda tile: layout.kind_index[tile])
        task = FitTilesTask(tuple(placed.items()), tuple(holder))
        if 0 < len(task.right) < len(holder):
            return task
    raise ElevenkitError("no fair position for a 'which tiles fit' task")


def _joker(rng: random.Random, difficulty: TrackDifficulty) -> JokerTask:
    """A grown board where the joker fits on some of its spaces, not on all of them."""
    layout = standard_layout()
    for _try in range(DEAL_TRIES):
        placed = grown_board(rng, rng.randint(difficulty.board_tiles // 2, difficulty.board_tiles) + 4)
        number = rng.choice(layout.joker_numbers)
        joker = Tile("grey", number)
        if sum(1 for tile in placed.values() if tile == joker) >= len(layout.colours):
            continue
        task = JokerTask(tuple(placed.items()), (joker,))
        if 0 < len(task.right) < len(layout.colours) - sum(1 for tile in placed.values() if tile == joker):
            return task
    raise ElevenkitError("no fair position for a joker task")


def _bridge(rng: random.Random, difficulty: TrackDifficulty) -> BridgeTask:
    """A row run from 11 out to a bridge, the bridge's tile placed last."""
    layout = standard_layout()
    for _try in range(DEAL_TRIES):
        bridge = rng.choice(layout.bridges)
        row, other = (bridge.upper, bridge.lower) if rng.random() < 0.5 else (bridge.lower, bridge.upper)
        number = bridge.number
        low, high = sorted((START, number))
        placed = run(row, range(low, high + 1))
        keep_free = [Space(other, n) for n in (number - 1, number, number + 1) if FIRST <= n <= LAST]
        placed = grown_board(rng, rng.randint(0, difficulty.board_tiles // 2), placed, keep_free)
        try:
            return BridgeTask(tuple(placed.items()), (), Space(row, number))
        except ElevenkitError:
            continue
    raise ElevenkitError("no fair position for a bridge task")


def _minus(rng: random.Random, difficulty: TrackDifficulty) -> MinusPointsTask:
    """Tiles left at the end whose points add up to at most ``minus_total`` (past ten above easy)."""
    layout = standard_layout()
    placed = grown_board(rng, difficulty.board_tiles * 2)
    left = [tile for tile in layout.kinds if not tile.is_symbol and not tile.is_joker and tile not in placed.values()]
    for _try in range(DEAL_TRIES):
        count = rng.randint(min(2, difficulty.minus_tiles), difficulty.minus_tiles)
        tiles = rng.sample(left, count)
        total = sum(tile.minus_points for tile in tiles)
        if total <= difficulty.minus_total and (difficulty.minus_total <= 10 or total > 10):
            break
    tiles.sort(key=lambda tile: layout.kind_index[tile])
    return MinusPointsTask(tuple(tiles), tuple(placed.items()))


#: every task kind the trainer deals, by name
TASK_KINDS: dict[str, Callable[[random.Random, TrackDifficulty], TrackTask]] = {
    "neighbour": _neighbour,
    "between": _between,
    "gaps": _gaps,
    "count": _count,
    "distance": _distance,
    "fit": _fit,
    "bridge": _bridge,
    "joker": _joker,
    "minus": _minus,
}

#: The difficulty of each level of the trainer (the shared :class:`~elevenkit.catalogue.Level` words).
DIFFICULTIES: dict[Level, TrackDifficulty] = {
    Level.EASY: TrackDifficulty(
        kinds=("neighbour", "count", "distance", "fit", "minus"),
        max_steps=3,
        gaps=1,
        board_tiles=5,
        holder=3,
        minus_tiles=2,
        minus_total=10,
        opening=((Relation.ONE_MORE, Relation.ONE_LESS), (Relation.AFTER, Relation.BEFORE)),
    ),
    Level.MEDIUM: TrackDifficulty(
        kinds=("neighbour", "between", "gaps", "count", "distance", "fit", "bridge", "joker", "minus"),
        max_steps=6,
        gaps=2,
        board_tiles=8,
        holder=4,
        minus_tiles=3,
        minus_total=20,
    ),
    Level.HARD: TrackDifficulty(
        kinds=tuple(TASK_KINDS),
        max_steps=10,
        gaps=3,
        board_tiles=14,
        holder=5,
        minus_tiles=4,
        minus_total=40,
    ),
}


def make_number_track_task(rng: random.Random, difficulty: TrackDifficulty) -> TrackTask:
    """One task of a kind chosen from ``difficulty.kinds``, dealt from ``rng`` (for :class:`TaskSeries`)."""
    return TASK_KINDS[rng.choice(difficulty.kinds)](rng, difficulty)
