"""What every Wraparound Clock task shares: the scene a number circle shows, tasks answered with
one number or by choosing numbers, and the words that list numbers and name piles."""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, fields
from typing import Any

from elevenkit.core import ElevenkitError
from elevenkit.exercises.answers import read_number, read_numbers
from elevenkit.exercises.base import Feedback, Task
from elevenkit.i18n import _, ngettext
from elevenkit.nimmt import CARDS, check_card

__all__ = [
    "FIRST",
    "LAST",
    "ChooseTask",
    "CircleTask",
    "NumberTask",
    "Scene",
    "and_list",
    "numbers_text",
    "pile_name",
    "pile_names",
]

#: the highest card, where the circle goes on with the lowest one
LAST = CARDS[-1]
FIRST = CARDS[0]
#: how piles are called on the screen and in the tasks
PILE_NAMES = "ABCDEFG"


def numbers_text(numbers: Sequence[int], longest: int = 12) -> str:
    """``97, 98, 99`` — a long count is shortened in the middle so a child can still read it."""
    shown = [str(number) for number in numbers]
    if len(shown) > longest:
        shown = shown[:5] + ["…"] + shown[-3:]
    return ", ".join(shown)


def pile_name(index: int) -> str:
    """Piles are called A, B, C … on the screen and in the tasks."""
    return PILE_NAMES[index]


def pile_names(tops: Sequence[int]) -> dict[str, int]:
    """The pile names a pupil may write for the pile tops: ``{"A": 96, "B": 12}``."""
    return {pile_name(index): top for index, top in enumerate(tops)}


def and_list(numbers: Sequence[Any]) -> str:
    """``96, 2 and 40``."""
    items = [str(number) for number in numbers]
    if len(items) < 2:
        return "".join(items)
    return _("{items} and {last}").format(items=", ".join(items[:-1]), last=items[-1])


# ---- what a number circle shows for a task ---------------------------------------------------------
@dataclass(frozen=True)
class Scene:
    """What a number circle should show for a task, and how the pupil answers on it.

    ``pick`` says which numbers the pupil may choose (``"tops"``, ``"hand"`` or ``"none"``);
    ``answer`` is ``"number"`` (typed), ``"set"`` (any order), ``"order"`` (order matters) or
    ``"one"`` (exactly one number).
    """

    tops: tuple[int, ...] = ()
    hand: tuple[int, ...] = ()
    focus: int = 0
    pick: str = "none"
    answer: str = "number"


# ---- tasks with one number as the answer ---------------------------------------------------------
class CircleTask(Task):
    """A Wraparound Clock task: it says what the number circle shows and how the pupil answers."""

    @property
    @abstractmethod
    def scene(self) -> Scene:
        """What the number circle shows for this task."""


class NumberTask(CircleTask):
    """A task answered with one whole number; subclasses say what is right and why an answer is wrong."""

    @property
    @abstractmethod
    def answer(self) -> int:
        """The right number (from the engine)."""

    @abstractmethod
    def _wrong(self, given: int) -> str:
        """Why ``given`` is not the answer, without giving the answer away."""

    @abstractmethod
    def _right(self) -> str:
        """Praise with the reason, once the answer is right."""

    def check(self, answer: Any) -> Feedback:
        """Judge a whole number (or text holding one); a blank answer gets a nudge, never an error."""
        reading = read_number(answer)
        if reading.blank:
            return Feedback(False, _("Write a number first, then check."), counted=False)
        if not reading.ok or reading.value is None:
            return reading.feedback()
        given = reading.value
        if given == self.answer:
            return Feedback(True, _("Right! {why}").format(why=self._right()))
        return Feedback(False, self._wrong(given))


# ---- tasks where the pupil chooses some numbers --------------------------------------------------
class ChooseTask(CircleTask):
    """A task answered by choosing numbers from ``options``; subclasses give the right ones and reasons."""

    #: how the choice is made on the number circle (see :class:`Scene`)
    answer_kind = "set"

    def __post_init__(self) -> None:
        """Store lists as tuples and refuse numbers that are not cards, or a card given twice."""
        for field in fields(self):  # type: ignore[arg-type]
            value = getattr(self, field.name)
            if isinstance(value, list):
                object.__setattr__(self, field.name, tuple(tuple(v) if isinstance(v, list) else v for v in value))
        options = [check_card(number) for number in self.options]
        if len(set(options)) != len(options):
            raise ElevenkitError(f"the numbers to choose from name a card twice: {options!r}")

    @property
    @abstractmethod
    def options(self) -> tuple[int, ...]:
        """The numbers the pupil chooses from."""

    @property
    @abstractmethod
    def right(self) -> list[int]:
        """The right choice (from the engine), in the order it must be given when order counts."""

    @abstractmethod
    def why_not(self, number: int) -> str:
        """Why ``number`` does not belong to the answer."""

    @abstractmethod
    def why(self, number: int) -> str:
        """Why ``number`` belongs to the answer."""

    @property
    def names(self) -> Mapping[str, int]:
        """Words the pupil may write for a number: the pile names A, B, C when choosing a pile."""
        return pile_names(self.options) if self.scene.pick == "tops" else {}

    def _missing(self, count: int) -> str:
        return ngettext(
            "There is {count} more to find: look again.",
            "There are {count} more to find: look again.",
            count,
        ).format(count=count)

    def _order_note(self, chosen: list[int]) -> str | None:
        """Why ``chosen`` (the right numbers) is in the wrong order; None when order does not count."""
        return None

    def check(self, answer: Any) -> Feedback:
        """Judge a choice of numbers (a list, a set, one number or text like ``"97, 3"``)."""
        reading = read_numbers(answer, self.names)
        if reading.blank:
            return Feedback(False, _("Choose your answer first, then check."), counted=False)
        if not reading.ok or reading.value is None:
            return reading.feedback()
        chosen = list(reading.value)
        strangers = [number for number in chosen if number not in self.options]
        if strangers:
            return Feedback(
                False,
                _("{number} is not one of the numbers to choose from here: {options}.").format(
                    number=strangers[0], options=and_list(self.options)
                ),
            )
        if len(set(chosen)) != len(chosen):
            return Feedback(False, _("You chose a number twice: choose each one only once."))
        right = self.right
        wrong = [number for number in chosen if number not in right]
        if wrong:
            return Feedback(False, self.why_not(wrong[0]))
        if len(chosen) < len(right):
            return Feedback(False, self._missing(len(right) - len(chosen)))
        note = self._order_note(chosen)
        if note is not None:
            return Feedback(False, note)
        return Feedback(True, _("Right! {why}").format(why=" ".join(self.why(number) for number in right)))

    def solution(self) -> str:
        reasons = [self.why(number) for number in self.right]
        reasons += [self.why_not(number) for number in self.options if number not in self.right]
        return "\n".join(reasons)
