"""What a pupil would type or click to solve a lesson's task completely, read from the task itself.

The tests use it to prove that every task of every lesson can be solved (by the widget too, and in
the browser), and a teacher's page may use it to show the answers as the pupil gives them.
"""

from __future__ import annotations

import re
from typing import Any

from elevenkit.core import ElevenkitError
from elevenkit.exercises.base import Task
from elevenkit.exercises.captures import CaptureTask
from elevenkit.exercises.lessons.equations import EquationTask, group_text
from elevenkit.exercises.lessons.problems import FindAllTask
from elevenkit.exercises.lessons.reasoning import ChoiceTask
from elevenkit.exercises.wraparound.base import ChooseTask, NumberTask

__all__ = ["as_typed", "solving_answers"]

_WILD_WORDS = re.compile(r"wild \(as (\d+)\)")


def as_typed(written: str) -> str:
    """An equation as shown to the pupil, as the pupil types it: ``wild (as 11)`` becomes ``11``."""
    return _WILD_WORDS.sub(r"\1", written)


def solving_answers(task: Task) -> list[Any]:
    """The answers that solve ``task`` completely, in order: typed text, clicked positions or numbers,
    or the position of the right choice."""
    if isinstance(task, ChoiceTask):
        return [task.choices.index(task.right_choice)]
    if isinstance(task, FindAllTask):
        return [as_typed(text) for text in task.answers().values()]
    if isinstance(task, EquationTask):
        return [as_typed(group_text(group)) for group in task.groups[:1]]
    if isinstance(task, CaptureTask):
        return [list(group.indices) for group in (task.best.groups if task.best else ())]
    if isinstance(task, NumberTask):
        return [str(task.answer)]
    if isinstance(task, ChooseTask):
        return [list(task.right)]
    raise ElevenkitError(f"no known way to solve a {type(task).__name__}")
