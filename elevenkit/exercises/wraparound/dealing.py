"""Dealing Wraparound Clock tasks from a seed: how hard (:class:`WraparoundDifficulty`), the three
levels, and one dealer per task kind that makes fair tasks (near misses, one clear best pile)."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

from elevenkit.catalogue import Level
from elevenkit.core import ElevenkitError, check_int
from elevenkit.exercises.base import Task
from elevenkit.exercises.wraparound.base import FIRST, LAST
from elevenkit.exercises.wraparound.bulls import BestPileTask, BullTask
from elevenkit.exercises.wraparound.counting import DistanceTask
from elevenkit.exercises.wraparound.fitting import FitTask, KeepTask, PilesTask
from elevenkit.exercises.wraparound.ox_heads import ScoreTask, TakeTask
from elevenkit.nimmt import CARDS, distance, fits, fitting_cards, pile_ox_heads
from elevenkit.nimmt.arithmetic import count_on
from elevenkit.nimmt.rules import MAX_STEP, OX_HEAD_GROUPS

__all__ = ["DEAL_TRIES", "DIFFICULTIES", "TASK_KINDS", "WraparoundDifficulty", "make_wraparound_task"]

#: tries to deal a fair task (one cheapest or fullest pile, some cards to keep) before taking the last
#: one dealt; the generator is seeded, so even that stays repeatable
DEAL_TRIES = 200


@dataclass(frozen=True)
class WraparoundDifficulty:
    """How hard a dealt task is.

    ``kinds`` are the task kinds dealt (see :data:`TASK_KINDS`), ``cross_100`` the share of tasks
    whose counting goes past 100, ``max_steps`` the longest count in a distance task, ``hand_size``
    the pupil's cards, ``piles`` the piles on the table and ``pile_size`` the most cards in a pile
    (for "which pile do you take?").
    """

    kinds: tuple[str, ...] = ("distance", "fit", "piles")
    cross_100: float = 0.5
    max_steps: int = 15
    hand_size: int = 4
    piles: int = 2
    pile_size: int = 3

    def __post_init__(self) -> None:
        unknown = [kind for kind in self.kinds if kind not in TASK_KINDS]
        if not self.kinds or unknown:
            raise ElevenkitError(f"kinds must be some of {tuple(TASK_KINDS)!r}, not {self.kinds!r}")
        if not 0.0 <= self.cross_100 <= 1.0:
            raise ElevenkitError(f"cross_100 must be a share from 0 to 1, not {self.cross_100!r}")
        check_int(self.max_steps, "max_steps", 1, len(CARDS) - 1)
        check_int(self.hand_size, "hand_size", 3, 10)
        check_int(self.piles, "piles", 2, 4)
        check_int(self.pile_size, "pile_size", 1, 6)


# ---- dealing tasks from a seed ------------------------------------------------------------------
def _steps(rng: random.Random, difficulty: WraparoundDifficulty) -> tuple[int, int]:
    """A top card and a step count; the count goes past 100 with probability ``cross_100``."""
    steps = rng.randint(1, difficulty.max_steps)
    if rng.random() < difficulty.cross_100:
        top = rng.randint(LAST + 1 - steps, LAST)
    else:
        top = rng.randint(FIRST, LAST - steps)
    return top, steps


def _top(rng: random.Random, difficulty: WraparoundDifficulty) -> int:
    """A pile top whose window of ten goes past 100 with probability ``cross_100``."""
    if rng.random() < difficulty.cross_100:
        return rng.randint(LAST + 1 - MAX_STEP, LAST - 1)
    return rng.randint(FIRST, LAST - MAX_STEP)


def _near_misses(number: int, sign: int) -> list[int]:
    """Numbers that miss by a little: with ``sign`` 1, cards just below the top ``number`` or 11-15
    above it (they do not fit on it); with ``sign`` -1, tops just above the card ``number`` or 11-15
    below it (it does not fit on them)."""
    return [count_on(number, -sign * step) for step in range(1, 6)] + [
        count_on(number, sign * (MAX_STEP + step)) for step in range(1, 6)
    ]


def _mix(rng: random.Random, good: list[int], near: list[int], bad: list[int], size: int, count: int) -> list[int]:
    """``count`` numbers from ``good``, about half of the rest from ``near``, the others from ``bad``, shuffled."""
    chosen = rng.sample(good, count)
    near = [number for number in near if number not in chosen]
    chosen += rng.sample(near, min(len(near), (size - count + 1) // 2))
    chosen += rng.sample([number for number in bad if number not in chosen and number not in near], size - len(chosen))
    rng.shuffle(chosen)
    return chosen


def _deal_hand(rng: random.Random, top: int, size: int, fitting: int, taken: set[int]) -> tuple[int, ...]:
    """``size`` cards, ``fitting`` of them fit on ``top``, the others mostly near misses."""
    free = [card for card in CARDS if card not in taken and card != top]
    good = [card for card in free if fits(top, card)]
    bad = [card for card in free if not fits(top, card)]
    near = [card for card in _near_misses(top, 1) if card in bad]
    return tuple(_mix(rng, good, near, bad, size, fitting))


def _distance_task(rng: random.Random, difficulty: WraparoundDifficulty) -> DistanceTask:
    top, steps = _steps(rng, difficulty)
    return DistanceTask(top, count_on(top, steps))


def _fit_task(rng: random.Random, difficulty: WraparoundDifficulty) -> FitTask:
    top = _top(rng, difficulty)
    hand = _deal_hand(rng, top, difficulty.hand_size, rng.randint(1, difficulty.hand_size - 1), {top})
    return FitTask(top, hand)


def _bull_task(rng: random.Random, difficulty: WraparoundDifficulty) -> BullTask:
    top = _top(rng, difficulty)
    hand = _deal_hand(rng, top, difficulty.hand_size, rng.randint(2, difficulty.hand_size - 1), {top})
    return BullTask(top, hand)


def _piles_task(rng: random.Random, difficulty: WraparoundDifficulty) -> PilesTask:
    card = count_on(_top(rng, difficulty), rng.randint(1, MAX_STEP))
    others = [top for top in CARDS if top != card]
    good = [top for top in others if fits(top, card)]
    bad = [top for top in others if not fits(top, card)]
    near = [top for top in _near_misses(card, -1) if top in bad]
    fitting = rng.randint(1, difficulty.piles - 1)
    return PilesTask(tuple(_mix(rng, good, near, bad, difficulty.piles, fitting)), card)


def _table_tops(rng: random.Random, difficulty: WraparoundDifficulty) -> list[int]:
    """Pile tops spread over the circle, one of them near 100 with probability ``cross_100``."""
    tops = [_top(rng, difficulty)]
    while len(tops) < difficulty.piles:
        top = rng.choice(CARDS)
        if all(MAX_STEP < distance(other, top) < len(CARDS) - MAX_STEP for other in tops):
            tops.append(top)
    rng.shuffle(tops)
    return tops


def _keep_task(rng: random.Random, difficulty: WraparoundDifficulty) -> KeepTask:
    for _try in range(DEAL_TRIES):
        tops = _table_tops(rng, difficulty)
        hand = _deal_hand(rng, tops[0], difficulty.hand_size, rng.randint(1, 2), set(tops))
        task = KeepTask(tuple(tops), hand)
        if 0 < len(task.right) < len(hand):
            return task
    return task


def _best_pile_task(rng: random.Random, difficulty: WraparoundDifficulty) -> BestPileTask:
    for _try in range(DEAL_TRIES):
        tops = _table_tops(rng, difficulty)
        hand = _deal_hand(rng, tops[0], difficulty.hand_size, rng.randint(2, difficulty.hand_size - 1), set(tops))
        counts = sorted((len(fitting_cards(top, hand)) for top in tops), reverse=True)
        if counts[0] > counts[1]:
            break
    rng.shuffle(tops)
    return BestPileTask(tuple(tops), hand)


def _pile(rng: random.Random, size: int, taken: set[int]) -> tuple[int, ...] | None:
    """A pile as it grows in a game: each card 1-10 above the one below; None if a card is taken."""
    pile = [rng.choice(CARDS)]
    while len(pile) < size:
        pile.append(count_on(pile[-1], rng.randint(1, MAX_STEP)))
    return None if taken & set(pile) else tuple(pile)


def _take_task(rng: random.Random, difficulty: WraparoundDifficulty) -> TakeTask:
    for _try in range(DEAL_TRIES):
        piles: list[tuple[int, ...]] = []
        while len(piles) < difficulty.piles:
            pile = _pile(rng, rng.randint(1, difficulty.pile_size), {card for other in piles for card in other})
            if pile is not None:
                piles.append(pile)
        costs = sorted(pile_ox_heads(pile) for pile in piles)
        if costs[0] < costs[1]:
            break
    return TakeTask(tuple(piles))


def _score_task(rng: random.Random, difficulty: WraparoundDifficulty) -> ScoreTask:
    special = [card for cards in OX_HEAD_GROUPS.values() for card in cards]
    count = rng.randint(2, difficulty.hand_size)
    chosen = rng.sample(special, count // 2 + 1)
    chosen += rng.sample([card for card in CARDS if card not in chosen], count - len(chosen))
    rng.shuffle(chosen)
    return ScoreTask(tuple(chosen))


#: every task kind the trainer deals, by name
TASK_KINDS: dict[str, Callable[[random.Random, WraparoundDifficulty], Task]] = {
    "distance": _distance_task,
    "fit": _fit_task,
    "piles": _piles_task,
    "bull": _bull_task,
    "keep": _keep_task,
    "best": _best_pile_task,
    "take": _take_task,
    "score": _score_task,
}

#: The difficulty of each level of the trainer (the shared :class:`~elevenkit.catalogue.Level` words).
DIFFICULTIES: dict[Level, WraparoundDifficulty] = {
    Level.EASY: WraparoundDifficulty(
        kinds=("distance", "fit", "piles"), cross_100=0.5, max_steps=12, hand_size=4, piles=2
    ),
    Level.MEDIUM: WraparoundDifficulty(
        kinds=("distance", "fit", "piles", "bull", "take"), cross_100=0.6, max_steps=25, hand_size=5, piles=3
    ),
    Level.HARD: WraparoundDifficulty(
        kinds=tuple(TASK_KINDS), cross_100=0.7, max_steps=99, hand_size=6, piles=4, pile_size=5
    ),
}


def make_wraparound_task(rng: random.Random, difficulty: WraparoundDifficulty) -> Task:
    """One task of a kind chosen from ``difficulty.kinds``, dealt from ``rng`` (for :class:`TaskSeries`)."""
    return TASK_KINDS[rng.choice(difficulty.kinds)](rng, difficulty)
