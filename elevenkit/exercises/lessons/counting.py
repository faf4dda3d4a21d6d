"""Counting on past 100 in the lessons: the Wraparound Clock's distance task with its misconceptions
named, and the problem "find every number that fits on this pile".
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass, replace
from typing import Any

from elevenkit.exercises.answers import read_numbers
from elevenkit.exercises.base import Feedback
from elevenkit.exercises.lessons.problems import FindAllTask
from elevenkit.exercises.wraparound import DistanceTask, Scene
from elevenkit.exercises.wraparound.fitting import fit_reason, fit_rule
from elevenkit.i18n import _
from elevenkit.nimmt import check_card, distance, fits, window
from elevenkit.nimmt.rules import MAX_STEP

__all__ = ["CountUpTask", "WindowProblem", "counting_mistake"]


def counting_mistake(top: int, card: int, given: int) -> str:
    """The misconception behind ``given`` steps from ``top`` up to ``card`` (empty: none we know)."""
    right = distance(top, card)
    crosses = top > card
    if crosses and given == top - card:
        return "counted-down"
    if crosses and given == right - 1:
        return "forgot-100"
    if given == right + 1:
        return "counted-the-start"
    return ""


@dataclass(frozen=True)
class CountUpTask(DistanceTask):
    """How far from ``top`` up to ``card``: the engine's answer; a wrong number names its misconception."""

    def check(self, answer: Any) -> Feedback:
        feedback = super().check(answer)
        if feedback.correct or not feedback.counted:
            return feedback
        reading = read_numbers(answer)
        given = reading.value[0] if reading.ok and reading.value else None
        category = counting_mistake(self.top, self.card, given) if given is not None else ""
        return replace(feedback, category=category)


class WindowProblem(FindAllTask):
    """ "Find every number that fits on the pile ``top``": the ten numbers after it, past 100 too."""

    def __init__(self, top: int) -> None:
        super().__init__()
        self.top = check_card(top, "top")

    @property
    def prompt(self) -> str:
        return _("Find every number that fits on the pile {top}. Type them one or a few at a time.").format(
            top=self.top
        )

    @property
    def scene(self) -> Scene:
        return Scene(tops=(self.top,))

    def answers(self) -> dict[Hashable, str]:
        return {number: str(number) for number in window(self.top)}

    def judge(self, answer: Any) -> tuple[Feedback, list[Hashable]]:
        reading = read_numbers(answer)
        if not reading.ok or reading.value is None:
            return reading.feedback(), []
        for number in reading.value:
            if not 1 <= number <= 100:
                return Feedback(False, _("The cards go from 1 to 100.")), []
            if number == self.top:
                message = _("{top} is the top card itself: a card that fits is 1 to {most} steps up.")
                return Feedback(False, message.format(top=self.top, most=MAX_STEP), category="counted-the-start"), []
            if not fits(self.top, number):
                category = "counted-down" if distance(self.top, number) > 100 - MAX_STEP - 1 else "too-far"
                return Feedback(False, fit_reason(self.top, number), category=category), []
        return Feedback(True, ""), list(reading.value)

    def hints(self) -> list[str]:
        return [fit_rule(), *super().hints()]
