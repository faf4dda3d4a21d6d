"""Capture tasks for one-eleven, one module per lesson topic.

- :mod:`~elevenkit.exercises.captures.task`: "which table cards can your card take?" (lessons 1-4
  and the Capture Trainer);
- :mod:`~elevenkit.exercises.captures.ways`: "how many different ways make 12?" (lesson 2);
- :mod:`~elevenkit.exercises.captures.unknown`: "14 = 3 + ?": what must the wild be? (lesson 3);
- :mod:`~elevenkit.exercises.captures.levels`: difficulty, the trainer's levels, dealing from a seed;
- :mod:`~elevenkit.exercises.captures.parts`: groups and solutions as data, and their words.

Every answer comes from the engine (:mod:`elevenkit.oneeleven`); nothing here imports the UI, so
lesson notebooks, the trainer and worksheets share the same tasks.
"""

from elevenkit.exercises.captures.levels import (
    MAX_TABLE,
    NAMED_STEPS,
    STEPS,
    CaptureDifficulty,
    level_difficulty,
    make_capture_task,
)
from elevenkit.exercises.captures.parts import (
    CaptureHint,
    CaptureSolution,
    GroupParts,
    SolutionWords,
    TaskPicture,
    Term,
)
from elevenkit.exercises.captures.task import CaptureTask, capture_task
from elevenkit.exercises.captures.unknown import UnknownTask, unknown_task
from elevenkit.exercises.captures.ways import WaysTask, ways_task, ways_to_make

__all__ = [
    "STEPS",
    "MAX_TABLE",
    "NAMED_STEPS",
    "CaptureDifficulty",
    "CaptureHint",
    "CaptureSolution",
    "CaptureTask",
    "GroupParts",
    "SolutionWords",
    "TaskPicture",
    "Term",
    "UnknownTask",
    "WaysTask",
    "capture_task",
    "level_difficulty",
    "make_capture_task",
    "unknown_task",
    "ways_task",
    "ways_to_make",
]
