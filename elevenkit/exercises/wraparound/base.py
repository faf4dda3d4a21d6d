"""What every Wraparound Clock task shares: the scene a number circle shows, tasks answered with
one number or by choosing numbers, and the words that list numbers and name piles."""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, fields
from typing import Any

from elevenkit.core import ElevenkitError
from elevenkit.exercises.answers import read_number, read_numbers
from elevenkit.exercises.base import Feedback, Task, and_list, or_list
from elevenkit.i18n import _, ngettext
from elevenkit.nimmt import CARDS, check_card
from elevenkit.nimmt.rules import MAX_STEP

__all__ = [
    "FIRST",
    "LAST",
    "ChooseTask",
    "CircleFeedback",
    "CircleTask",
    "Count",
    "NumberTask",
    "Said",
    "Scene",
    "and_list",
    "fit_rule",
    "numbers_text",
    "or_list",
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


def fit_rule() -> str:
    """When a card fits on a pile, in a child's words."""
    return _(
        "A card fits on a pile if it is 1 to {most} steps up from the top card, counting on past {last} "
        "(after {last} comes {first})."
    ).format(most=MAX_STEP, last=LAST, first=FIRST)


#: a count on the circle a sentence speaks of: from this pile top (or number) up to that number
Count = tuple[int, int]


@dataclass(frozen=True)
class Said:
    """A sentence for the pupil and the count it speaks of (None: no count), made together, so the
    picture drawn with the sentence is exactly what the sentence says."""

    text: str
    count: Count | None = None


@dataclass(frozen=True)
class CircleFeedback(Feedback):
    """Feedback with the count its sentence speaks of (``count``: pile top, number; None: none):
    the number circle draws this very count, never one worked out again from the answer."""

    count: Count | None = None


# ---- what a number circle shows for a task ---------------------------------------------------------
@dataclass(frozen=True)
class Scene:
    """What a number circle should show for a task, and how the pupil answers on it.

    ``pick`` says which numbers the pupil may choose (``"tops"``, ``"hand"`` or ``"none"``);
    ``answer`` is ``"number"`` (typed), ``"set"`` (any order), ``"order"`` (order matters) or
    ``"one"`` (exactly one number). ``windows`` off: the task is not about fitting (a plain count),
    so the picture draws no pile's window of ten.
    """

    tops: tuple[int, ...] = ()
    hand: tuple[int, ...] = ()
    focus: int = 0
    pick: str = "none"
    answer: str = "number"
    windows: bool = True


# ---- tasks with one number as the answer ---------------------------------------------------------
class CircleTask(Task):
    """A Wraparound Clock task: it says what the number circle shows and how the pupil answers.

    Besides the question it gives the rule the task needs in a child's words (``rule``), the game
    words it uses (``words``, keys of :mod:`elevenkit.glossary`), a sentence for every click the task
    cannot use (:meth:`refusal`), and with each feedback (:class:`CircleFeedback`) and each hint
    (:meth:`hint_steps`) the count it speaks of, so the picture never contradicts the words.
    """

    @property
    @abstractmethod
    def scene(self) -> Scene:
        """What the number circle shows for this task."""

    @abstractmethod
    def hint_steps(self) -> list[Said]:
        """The hints, first to last, each with the count it speaks of. The first one moves the pupil
        on from the rule shown with the question: it never just says the rule again."""

    def hints(self) -> list[str]:
        return [said.text for said in self.hint_steps()]

    @property
    def rule(self) -> str:
        """The rule this task needs, shown with the question (default: when a card fits on a pile)."""
        return fit_rule()

    @property
    def words(self) -> tuple[str, ...]:
        """The game words the question uses (glossary keys), explained where they first appear."""
        return ("pile-top",) if self.scene.tops else ()

    @property
    def how_to_answer(self) -> str:
        """What to do in this task, said when a click cannot be used: type a number, press a pile's
        button or choose from your cards."""
        scene = self.scene
        if scene.answer == "number":
            return _("In this task, type {what} in the box, then press Check.").format(what=self.typed_what)
        if scene.pick == "tops":
            piles = or_list(
                [
                    _("pile {name} ({top})").format(name=pile_name(index), top=top)
                    for index, top in enumerate(scene.tops)
                ]
            )
            return _("In this task, choose a pile: press the button of {piles}.").format(piles=piles)
        if scene.pick == "hand":
            return _("In this task, choose from your cards: press {cards}.").format(cards=or_list(scene.hand))
        return _("In this task, press Check when you have your answer.")

    def refusal(self, number: int | None) -> str:
        """What to say when the pupil clicks ``number`` (None: the small whole circle, which only
        shows where the numbers are) and this task cannot use the click."""
        scene = self.scene
        if number is None:
            said = _("The small circle only shows where these numbers are on the whole circle.")
        elif number == scene.focus:
            said = _("That is the card {card} the question is about.").format(card=number)
        elif number in scene.hand:
            said = _("That is your card {card}.").format(card=number)
        elif number in scene.tops:
            said = _("That is the top card of pile {name}.").format(name=pile_name(scene.tops.index(number)))
        else:
            said = ""
        return f"{said} {self.how_to_answer}".strip()

    @property
    def typed_what(self) -> str:
        """What the pupil types in a typed task, e.g. "the number of steps" (for :meth:`refusal`)."""
        return _("your answer")


class NumberTask(CircleTask):
    """A task answered with one whole number; subclasses say what is right and why an answer is wrong."""

    @property
    @abstractmethod
    def answer(self) -> int:
        """The right number (from the engine)."""

    @abstractmethod
    def _wrong(self, given: int) -> Said:
        """Why ``given`` is not the answer, without giving the answer away, and the count it speaks of."""

    @abstractmethod
    def _right(self) -> Said:
        """Praise with the reason, once the answer is right, and the count it speaks of."""

    def _category(self, given: int) -> str:
        """The misconception a wrong ``given`` shows, for the teacher (see :attr:`Feedback.category`)."""
        return "wrong-number"

    def check(self, answer: Any) -> Feedback:
        """Judge a whole number (or text holding one); a blank answer gets a nudge, never an error."""
        reading = read_number(answer)
        if reading.blank:
            return Feedback(False, _("Write a number first, then check."), counted=False)
        if not reading.ok or reading.value is None:
            return reading.feedback()
        given = reading.value
        if given == self.answer:
            right = self._right()
            return CircleFeedback(True, _("Right! {why}").format(why=right.text), count=right.count)
        wrong = self._wrong(given)
        return CircleFeedback(False, wrong.text, category=self._category(given), count=wrong.count)


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

    def why_not_category(self, number: int) -> str:
        """The misconception choosing ``number`` shows, for the teacher (see :attr:`Feedback.category`)."""
        return "wrong-choice"

    def _count_of(self, number: int) -> Count | None:
        """The count the sentence about ``number`` (:meth:`why` or :meth:`why_not`) speaks of, for
        the tasks with piles; None: no count."""
        return None

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

    def _order_note(self, chosen: list[int]) -> Said | None:
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
                category="not-an-option",
            )
        if len(set(chosen)) != len(chosen):
            return Feedback(False, _("You chose a number twice: choose each one only once."), category="chosen-twice")
        right = self.right
        wrong = [number for number in chosen if number not in right]
        if wrong:
            first = wrong[0]
            return CircleFeedback(
                False, self.why_not(first), category=self.why_not_category(first), count=self._count_of(first)
            )
        if len(chosen) < len(right):
            return Feedback(False, self._missing(len(right) - len(chosen)), category="missed-some")
        note = self._order_note(chosen)
        if note is not None:
            return CircleFeedback(False, note.text, category="wrong-order", count=note.count)
        # the reasons in order: the count drawn is the first one's
        return CircleFeedback(
            True,
            _("Right! {why}").format(why=" ".join(self.why(number) for number in right)),
            count=self._count_of(right[0]) if right else None,
        )

    def solution(self) -> str:
        reasons = [self.why(number) for number in self.right]
        reasons += [self.why_not(number) for number in self.options if number not in self.right]
        return "\n".join(reasons)
