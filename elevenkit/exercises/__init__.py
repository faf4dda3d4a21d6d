"""Seeded practice tasks with feedback and hints, shared by notebooks, dashboards and worksheets."""

from elevenkit.exercises.base import Feedback, HintLadder, SessionScore, Task, TaskSeries

__all__ = ["Feedback", "HintLadder", "SessionScore", "Task", "TaskSeries"]
from elevenkit.exercises.wraparound import LEVELS as WRAPAROUND_LEVELS, WraparoundDifficulty, make_wraparound_task  # noqa: F401, E402
from elevenkit.exercises.captures import CaptureDifficulty, CaptureTask, make_capture_task  # noqa: F401, E402  (Capture Trainer)
