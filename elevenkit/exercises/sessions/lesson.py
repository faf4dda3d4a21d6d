"""A lesson step's check flow: the shared :class:`~elevenkit.exercises.sessions.check.CheckFlow`
with the lesson's choices, and the hints of a problem that follow what is still missing.

A lesson judges every press (a repeated answer is judged again and a blank box is answered by the
task, as the lesson's own "answer first" sentence) and shows the whole answer only after a counted
try, or at once for a teacher. A problem ("find every …") reads its hints afresh at every press,
so a hint never points at an answer found in the meantime.
"""

from __future__ import annotations

from elevenkit.exercises.base import HintLadder, Task
from elevenkit.exercises.sessions.check import CheckFlow

__all__ = ["ProblemHints", "deal_step"]


class ProblemHints(HintLadder):
    """A problem's hints, read afresh at every press: an answer found in the meantime is never given,
    so each hint after the first points at one that is still missing."""

    def __init__(self, task: Task) -> None:
        super().__init__([])
        self.task = task
        self.given: list[str] = []

    def _left(self) -> list[str]:
        return [hint for hint in self.task.hints() if hint not in self.given]

    def next_hint(self) -> str | None:
        """The first hint not given yet about what is still missing, or None."""
        left = self._left()
        if not left:
            return None
        self.given.append(left[0])
        self.shown += 1
        return left[0]

    @property
    def remaining(self) -> int:
        """How many hints about what is still missing are not given yet."""
        return len(self._left())


def deal_step(task: Task, problem: bool = False) -> CheckFlow:
    """The flow of a lesson step's task just dealt (``problem``: its hints follow what is missing)."""
    hints = ProblemHints(task) if problem else HintLadder(task.hints())
    return CheckFlow(task, hints, notice_repeats=False, notice_blanks=False, solution_after_try=True)
