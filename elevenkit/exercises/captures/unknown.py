""" "14 = 3 + ?": what must the wild be? The missing number of an equation (lesson 3)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from elevenkit.core import ElevenkitError
from elevenkit.exercises.answers import read_number
from elevenkit.exercises.base import Feedback, Task, sentences
from elevenkit.exercises.captures.parts import GroupParts, PictureRow, TaskPicture, equation_text, read_cards
from elevenkit.i18n import _
from elevenkit.oneeleven import Card, capture_groups

__all__ = ["UnknownTask", "unknown_task"]


class UnknownTask(Task):
    """ "14 = 3 + ?": what must the wild be? The equation and its answer are the engine's.

    ``cards`` are the table cards of one group holding exactly one wild ``=``; the value the engine
    gives the wild in that group (:attr:`GroupParts.wild_values`) becomes the ``?``. Every other card
    shows its value, so the unknown has exactly one answer.
    """

    def __init__(self, played: Card, cards: Sequence[Card], mode: str = "addition") -> None:
        self.played = played
        self.cards = tuple(cards)
        self.mode = mode
        if sum(card.is_wild for card in self.cards) != 1:
            raise ElevenkitError(f"an unknown task needs exactly one wild among {[str(c) for c in cards]!r}")
        everything = tuple(range(len(self.cards)))
        groups = [group for group in capture_groups(played, self.cards, mode) if group.indices == everything]
        if not groups:
            raise ElevenkitError(f"{[str(c) for c in cards]!r} is no group for {played} in {mode!r}")
        self.group = groups[0]
        self.parts = GroupParts.of(self.group)
        (self.answer,) = self.parts.wild_values
        self.equation = equation_text(self.parts, unknown="?")

    @property
    def prompt(self) -> str:
        return _("Your {card} takes these cards. The wild can be any number: what must it be? {equation}").format(
            card=self.played, equation=self.equation
        )

    def picture(self) -> TaskPicture:
        """The question, the pupil's card and the cards it takes, for a lesson notebook."""
        return TaskPicture(
            self.prompt,
            self.mode,
            (PictureRow(_("Your card"), (self.played,)), PictureRow(_("The cards it takes"), self.cards)),
        )

    def check(self, answer: Any) -> Feedback:
        """Judge the number the pupil says the wild must be."""
        reading = read_number(answer)
        if not reading.ok or reading.value is None:
            return reading.feedback()
        if reading.value == self.answer:
            return Feedback(True, sentences(_("Right! {equation}").format(equation=self.group.equation)))
        return Feedback(
            False,
            _("If the wild is {answer}, then {equation} is not true. Try again!").format(
                answer=reading.value, equation=equation_text(self.parts, unknown=str(reading.value))
            ),
        )

    def hints(self) -> list[str]:
        """Read the equation, then undo it, then the answer."""
        undo = {
            "sum": _("Start from {value} and take away the other cards."),
            "difference": _("Think backwards: which number in the box makes both sides equal {value}?"),
            "match": _("One card alone must be {value}."),
        }[self.group.kind]
        return [
            _("Read it aloud with a box for the wild: {equation}").format(equation=self.equation),
            undo.format(value=self.group.value),
            self.solution(),
        ]

    def solution(self) -> str:
        """The wild's value and the whole equation."""
        return _("The wild must be {answer}: {equation}").format(answer=self.answer, equation=self.group.equation)


def unknown_task(card: str, cards: str | Sequence[Any], deck: str = "addition") -> UnknownTask:
    """A hand-made "what must the wild be?" task: ``unknown_task("14", "3 =")``."""
    return UnknownTask(Card.parse(card), read_cards(cards), deck)
