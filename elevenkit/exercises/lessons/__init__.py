"""Lessons as data: steps (explain, task, reasoning, problem), their checkers, and the lessons themselves.

A lesson module (``lesson01``, ``lesson05`` …) has one function, ``build() -> Lesson``; it is
listed in :data:`LESSONS`. :func:`lesson` builds a fresh lesson (tasks keep what a pupil found, so
every widget gets its own), :func:`answer_key` gives the teacher every answer. The widget that
shows a lesson is :class:`elevenkit.widgets.lesson.LessonWidget`; nothing here imports a widget.
"""

from __future__ import annotations

import importlib

from elevenkit.core import ElevenkitError
from elevenkit.exercises.lessons.equations import EquationTask, check_equation, equation_task
from elevenkit.exercises.lessons.problems import FindAllTask, WaysProblem, ways_problem
from elevenkit.exercises.lessons.reasoning import (
    Choice,
    ChoiceTask,
    always_sometimes_never,
    one_of,
    true_or_false,
    which_is_bigger,
)
from elevenkit.exercises.lessons.steps import KeyEntry, Lesson, Step, explain, problem, reasoning, task

__all__ = [
    "LESSONS",
    "Choice",
    "ChoiceTask",
    "EquationTask",
    "FindAllTask",
    "KeyEntry",
    "Lesson",
    "Step",
    "UnknownLessonError",
    "WaysProblem",
    "always_sometimes_never",
    "answer_key",
    "check_equation",
    "equation_task",
    "explain",
    "lesson",
    "one_of",
    "problem",
    "reasoning",
    "task",
    "true_or_false",
    "ways_problem",
    "which_is_bigger",
]

#: every lesson built in the lesson frame: its id and the module with its ``build()``, in teaching order
LESSONS: dict[str, str] = {
    "01": "elevenkit.exercises.lessons.lesson01",
    "05": "elevenkit.exercises.lessons.lesson05",
}


class UnknownLessonError(ElevenkitError):
    """A lesson id that is not in :data:`LESSONS`."""


def lesson(lesson_id: str) -> Lesson:
    """A fresh copy of lesson ``lesson_id`` (``"01"``): its tasks have seen no answer yet."""
    if lesson_id not in LESSONS:
        raise UnknownLessonError(f"there is no lesson {lesson_id!r}; lessons: {', '.join(LESSONS)}")
    built: Lesson = importlib.import_module(LESSONS[lesson_id]).build()
    return built


def answer_key(lesson_id: str) -> list[KeyEntry]:
    """Every checked step's question and full answer, for the teacher's page (never for a pupil)."""
    return lesson(lesson_id).answer_key()
