"""The missing number in the one-eleven lessons (3 and 4): "14 = 3 + ?, what must the wild be?".

:class:`WildTask` is the Capture exercises' :class:`~elevenkit.exercises.captures.UnknownTask` as a
lesson writes it: the wild as "wild (as 11)" (never ``=(11)``, which reads like an equals sign) and
the misconception of adding every number named (``added-instead-of-subtracted``: 17 for 14 = 3 + ?).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from elevenkit.exercises.answers import read_number
from elevenkit.exercises.base import Feedback, sentences
from elevenkit.exercises.captures import UnknownTask
from elevenkit.exercises.captures.parts import read_cards
from elevenkit.exercises.lessons.equations import group_text
from elevenkit.i18n import _
from elevenkit.oneeleven import Card

__all__ = ["WildTask", "wild_task"]


class WildTask(UnknownTask):
    """What must the wild be? Its equations say "wild (as 11)"; adding every number is named."""

    @property
    def written(self) -> str:
        """The whole equation as the pupil reads it: ``14 = 3 + wild (as 11)``."""
        return group_text(self.parts)

    def check(self, answer: Any) -> Feedback:
        feedback = super().check(answer)
        if feedback.correct:
            return replace(feedback, message=sentences(_("Right! {equation}").format(equation=self.written)))
        reading = read_number(answer)
        if not feedback.counted or not reading.ok or reading.value is None:
            return feedback
        others = sum(term.value for term in self.parts.terms if not term.card.is_wild)
        if reading.value == self.parts.value + others:
            note = _("Did you add all the numbers? To find the missing number, take away.")
            return replace(feedback, message=sentences(feedback.message, note), category="added-instead-of-subtracted")
        return feedback

    def hints(self) -> list[str]:
        return [*super().hints()[:-1], self.solution()]

    def solution(self) -> str:
        return _("The wild must be {answer}: {equation}").format(answer=self.answer, equation=self.written)


def wild_task(card: str, cards: str | Sequence[Any], deck: str = "addition") -> WildTask:
    """A hand-made "what must the wild be?" task for a lesson: ``wild_task("14", "3 =")``."""
    return WildTask(Card.parse(card), read_cards(cards), deck)
