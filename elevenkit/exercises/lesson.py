"""Helpers for lesson notebooks: check an answer, show the next hint, show the solution.

They print and never raise, so a lesson notebook runs top to bottom (also under nbval) even
before the pupil has written any answer.
"""

from __future__ import annotations

import weakref
from typing import Any

from elevenkit.exercises.answers import is_blank
from elevenkit.exercises.base import HintLadder, PupilMessage, Task
from elevenkit.i18n import _

_LADDERS: weakref.WeakKeyDictionary[Task, HintLadder] = weakref.WeakKeyDictionary()


def check(task: Task, answer: Any) -> None:
    """Print the feedback for ``answer``; a blank answer gets a friendly nudge, nothing ever raises."""
    if is_blank(answer):
        print("✏️ " + _("Write your answer on the ✏️ line, then run the cell again."))
        return
    try:
        result = task.check(answer)
    except PupilMessage as message:
        print("ℹ " + str(message))
        return
    mark = "✔ " if result.correct else "✘ " if result.counted else "ℹ "
    print(mark + result.message)


def hint(task: Task) -> None:
    """Print the next hint for ``task``; each run of the cell shows one more."""
    ladder = _LADDERS.setdefault(task, HintLadder(task.hints()))
    print(_("Hint:") + " " + (ladder.next_hint() or _("No more hints: you have seen them all.")))


def solution(task: Task) -> None:
    """Print the whole solution of ``task``."""
    print(task.solution())
