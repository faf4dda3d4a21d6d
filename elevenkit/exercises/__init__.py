"""Seeded practice tasks with feedback and hints, shared by notebooks, dashboards and worksheets."""

from elevenkit.catalogue import Level
from elevenkit.exercises.base import Cue, Feedback, HintLadder, PupilMessage, SessionScore, Task, TaskSeries
from elevenkit.exercises.captures import CaptureDifficulty, CaptureTask, make_capture_task
from elevenkit.exercises.wraparound import DIFFICULTIES as WRAPAROUND_DIFFICULTIES
from elevenkit.exercises.wraparound import WraparoundDifficulty, make_wraparound_task

__all__ = [
    "WRAPAROUND_DIFFICULTIES",
    "CaptureDifficulty",
    "CaptureTask",
    "Cue",
    "Feedback",
    "HintLadder",
    "Level",
    "PupilMessage",
    "SessionScore",
    "Task",
    "TaskSeries",
    "WraparoundDifficulty",
    "make_capture_task",
    "make_wraparound_task",
]
