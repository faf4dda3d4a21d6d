"""Seeded practice tasks with feedback and hints, shared by notebooks, dashboards and worksheets."""

from elevenkit.exercises.base import Feedback, HintLadder, Level, PupilMessage, SessionScore, Task, TaskSeries
from elevenkit.exercises.captures import CaptureDifficulty, CaptureTask, make_capture_task
from elevenkit.exercises.wraparound import LEVELS as WRAPAROUND_LEVELS
from elevenkit.exercises.wraparound import WraparoundDifficulty, make_wraparound_task

__all__ = [
    "WRAPAROUND_LEVELS",
    "CaptureDifficulty",
    "CaptureTask",
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
