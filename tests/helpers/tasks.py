"""Tasks for tests, without any widget: the sessions' tests and the trainers' share them."""

from __future__ import annotations

import random
from typing import Any

from elevenkit.exercises import Feedback, PupilMessage, Task

__all__ = ["SumTask"]


class SumTask(Task):
    """What is a + b? A partial answer "a" is a good start and nothing typed a note (neither
    counted); "?" cannot be judged, "boom" fails inside."""

    def __init__(self, rng: random.Random, _difficulty: None) -> None:
        self.a, self.b = rng.randint(1, 9), rng.randint(1, 9)

    @property
    def prompt(self) -> str:
        return f"{self.a} + {self.b} = ?"

    def check(self, answer: Any) -> Feedback:
        if answer == "boom":
            raise ValueError("internal detail the pupil must not see")
        if answer == "?":
            raise PupilMessage("Type a number.")
        if answer == "":
            return Feedback(False, "Type your answer first.", counted=False)
        if answer == self.a:
            return Feedback(False, "Good start: now add the other number.", counted=False)
        return Feedback(answer == self.a + self.b, f"you said {answer}")

    def hints(self) -> list[str]:
        return ["add them", f"{self.a + self.b}"]

    def solution(self) -> str:
        return f"{self.a} + {self.b} = {self.a + self.b}"
