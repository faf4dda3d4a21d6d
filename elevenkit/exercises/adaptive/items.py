"""What "practice for me" can deal in each trainer: its items, each a task kind at a difficulty.

An :class:`Item` is one kind of task (the catalogue's :class:`~elevenkit.catalogue.TaskSkills`
kind) dealt at one level, with the skills it practises and its fixed difficulty ``β`` on the
learner model's scale (:mod:`elevenkit.exercises.adaptive.model`):

- Wraparound Clock and Number Track: every kind at every level that deals it (a kind the trainer
  keeps for hard is dealt only at hard), ``β`` by level: :data:`LEVEL_DIFFICULTY`;
- Capture Trainer: its six steps, ``β`` by step: :data:`STEP_DIFFICULTY` (step 5, the
  Subtraction deck, is another topic more than a harder step).

The difficulties are spaced one rating unit apart from easy to hard: a pupil rated 1 above a
task solves it right first time 73 % of the time, 2 above 88 %.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

from elevenkit import catalogue
from elevenkit.catalogue import Level
from elevenkit.exercises import captures, number_track, wraparound
from elevenkit.exercises.base import Task

__all__ = ["ADAPTIVE_TRAINERS", "LEVEL_DIFFICULTY", "STEP_DIFFICULTY", "Item", "TrainerItems", "trainer_items"]

LEVEL_DIFFICULTY: dict[Level, float] = {Level.EASY: -1.0, Level.MEDIUM: 0.0, Level.HARD: 1.0}
STEP_DIFFICULTY: dict[str, float] = {"1": -1.0, "2": -0.4, "3": 0.3, "4": 1.0, "5": 0.0, "6": 1.6}


@dataclass(frozen=True)
class Item:
    """One kind of task at one level: ``kind`` and ``level`` as the catalogue and a link name them."""

    kind: str
    level: str
    difficulty: float
    skills: tuple[str, ...]
    settings: Any  #: the trainer's difficulty object that deals it

    @property
    def name(self) -> str:
        """``"distance@easy"``: what an attempt's level records for it."""
        return f"{self.kind}@{self.level}"


@dataclass(frozen=True)
class TrainerItems:
    """A trainer's items and the function that deals a task of one: ``make_task(rng, item.settings)``."""

    activity: str
    make_task: Callable[[random.Random, Any], Task]
    items: tuple[Item, ...]

    def by_name(self, name: str) -> Item | None:
        """The item :attr:`Item.name` names, or None."""
        return next((item for item in self.items if item.name == name), None)


def _by_level(activity: str, difficulties: dict[Level, Any]) -> tuple[Item, ...]:
    entry = catalogue.entry(activity)
    return tuple(
        Item(kind, level.value, LEVEL_DIFFICULTY[level], entry.skills_of(kind), replace(settings, kinds=(kind,)))
        for level, settings in difficulties.items()
        for kind in settings.kinds
    )


def _capture_items() -> tuple[Item, ...]:
    entry = catalogue.entry("capture-trainer")
    return tuple(
        Item(step, step, STEP_DIFFICULTY[step], entry.skills_of(step), settings)
        for step, settings in captures.STEPS.items()
    )


#: every trainer "practice for me" runs in, by activity id
ADAPTIVE_TRAINERS: dict[str, Callable[[], TrainerItems]] = {
    "capture-trainer": lambda: TrainerItems("capture-trainer", captures.make_capture_task, _capture_items()),
    "wraparound-clock": lambda: TrainerItems(
        "wraparound-clock", wraparound.make_wraparound_task, _by_level("wraparound-clock", wraparound.DIFFICULTIES)
    ),
    "number-track": lambda: TrainerItems(
        "number-track", number_track.make_number_track_task, _by_level("number-track", number_track.DIFFICULTIES)
    ),
}


def trainer_items(activity: str) -> TrainerItems:
    """The items of the trainer ``activity``; :class:`~elevenkit.catalogue.UnknownActivityError` for another."""
    if activity not in ADAPTIVE_TRAINERS:
        raise catalogue.UnknownActivityError(
            f"{activity!r} has no practice for me (trainers: {sorted(ADAPTIVE_TRAINERS)})"
        )
    return ADAPTIVE_TRAINERS[activity]()
