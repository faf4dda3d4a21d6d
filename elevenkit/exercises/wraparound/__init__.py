"""Wraparound Clock tasks for 11 nimmt!, one module per lesson topic.

- :mod:`~elevenkit.exercises.wraparound.counting`: counting on past 100 (lesson 5);
- :mod:`~elevenkit.exercises.wraparound.fitting`: which pile, which cards fit (lessons 5 and 6);
- :mod:`~elevenkit.exercises.wraparound.bulls`: bull cards, laying several cards at once (lesson 6);
- :mod:`~elevenkit.exercises.wraparound.ox_heads`: ox heads, the cheapest pile, primes (lesson 7);
- :mod:`~elevenkit.exercises.wraparound.dealing`: difficulty, levels and dealing from a seed;
- :mod:`~elevenkit.exercises.wraparound.base`: the scene on the number circle and the task shapes.

Every answer comes from the engine (:mod:`elevenkit.nimmt`); answers are read by
:mod:`elevenkit.exercises.answers`. Nothing here imports the UI: each task describes what a number
circle should show in its :class:`Scene`, so the trainer, the lessons and worksheets share the tasks.
"""

from elevenkit.exercises.wraparound.base import Scene, pile_name
from elevenkit.exercises.wraparound.bulls import BestPileTask, BullTask
from elevenkit.exercises.wraparound.counting import DistanceTask, explain_count
from elevenkit.exercises.wraparound.dealing import DIFFICULTIES, TASK_KINDS, WraparoundDifficulty, make_wraparound_task
from elevenkit.exercises.wraparound.fitting import FitTask, KeepTask, PilesTask
from elevenkit.exercises.wraparound.ox_heads import (
    PrimeTask,
    ScoreTask,
    TakeTask,
    is_prime,
    ox_rule_text,
    smallest_factor,
)
from elevenkit.nimmt.arithmetic import count_on, counting_path

__all__ = [
    "DIFFICULTIES",
    "TASK_KINDS",
    "BestPileTask",
    "BullTask",
    "DistanceTask",
    "FitTask",
    "KeepTask",
    "PilesTask",
    "PrimeTask",
    "Scene",
    "ScoreTask",
    "TakeTask",
    "WraparoundDifficulty",
    "count_on",
    "counting_path",
    "explain_count",
    "is_prime",
    "make_wraparound_task",
    "ox_rule_text",
    "pile_name",
    "smallest_factor",
]
