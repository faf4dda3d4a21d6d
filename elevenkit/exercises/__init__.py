"""Seeded practice tasks with feedback and hints, shared by notebooks, dashboards and worksheets."""

from elevenkit.exercises.base import Feedback, HintLadder, SessionScore, Task, TaskSeries

__all__ = ["Feedback", "HintLadder", "SessionScore", "Task", "TaskSeries"]
