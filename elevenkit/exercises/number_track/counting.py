"""Counting on and back from 11 (lesson 8): "3 steps back from 11", "how far is it from 11 to 16?".

Every row of the board starts at 11, so 11 is where the pupil counts from. A step is a jump from
one space to the next: the start itself is not counted (the usual mistake).
"""

from __future__ import annotations

from dataclasses import dataclass

from elevenkit.core import ElevenkitError, check_int
from elevenkit.exercises.base import Cue
from elevenkit.exercises.number_track.base import (
    FIRST,
    LAST,
    START,
    Category,
    NumberTrackTask,
    Pick,
    TrackScene,
)
from elevenkit.exercises.number_track.neighbours import check_row
from elevenkit.exercises.number_track.positions import board_of, run
from elevenkit.i18n import _, ngettext
from elevenkit.start11 import Space

__all__ = ["CountTask", "DistanceTask", "count_words"]


def count_words(start: int, end: int) -> str:
    """The numbers said when counting from ``start`` to ``end``, one step at a time: "10, 9, 8"."""
    way = 1 if end >= start else -1
    return ", ".join(str(number) for number in range(start + way, end + way, way))


def _steps(count: int) -> str:
    return ngettext("{count} step", "{count} steps", count).format(count=count)


@dataclass(frozen=True)
class CountTask(NumberTrackTask):
    """Start at 11 and count ``steps`` on (``back=False``) or back: where do you land?"""

    kind_name = "count"

    first_cue = Cue.COUNT

    steps: int
    back: bool = False
    row: str = "yellow"

    def __post_init__(self) -> None:
        check_row(self.row)
        check_int(self.steps, "steps", 1, (START - FIRST) if self.back else (LAST - START))
        if not isinstance(self.back, bool):
            raise ElevenkitError(f"back must be True or False, not {self.back!r}")

    @property
    def way(self) -> int:
        return -1 if self.back else 1

    @property
    def answer(self) -> int:
        return START + self.way * self.steps

    @property
    def prompt(self) -> str:
        if self.back:
            text = _("Start at {start}. Count {steps} back. Where do you land? Click the space or type the number.")
        else:
            text = _("Start at {start}. Count {steps} on. Where do you land? Click the space or type the number.")
        return text.format(start=START, steps=_steps(self.steps))

    @property
    def scene(self) -> TrackScene:
        return TrackScene(
            board_of(run(self.row, [START])),
            pick=Pick.NUMBER,
            focus=(Space(self.row, START),),
            reveal=(Space(self.row, self.answer),),
        )

    def _right(self) -> str:
        return _("{start}, then {numbers}: you land on {answer}.").format(
            start=START, numbers=count_words(START, self.answer), answer=self.answer
        )

    def _wrong(self, given: int) -> tuple[str, Category]:
        if given == self.answer - self.way:
            return _(
                "You landed one space too early. Do not count {start} itself: the first step takes you to {first}."
            ).format(start=START, first=START + self.way), Category.COUNTED_THE_START
        if given == START - self.way * self.steps:
            way = _("back means to smaller numbers") if self.back else _("on means to bigger numbers")
            return _("{given} is the other way. Counting {way}.").format(given=given, way=way), Category.WRONG_WAY
        if given == START:
            return _("{start} is where you start. Now count the steps.").format(start=START), Category.SAME_NUMBER
        landing = abs(given - START)
        message = _("From {start} to {given} is {steps}, not {wanted}.").format(
            start=START, given=given, steps=_steps(landing), wanted=self.steps
        )
        return message, Category.OFF_BY_ONE if abs(given - self.answer) == 1 else Category.OTHER

    def hints(self) -> list[str]:
        direction = _("to the left") if self.back else _("to the right")
        return [
            _("Put your finger on {start}. Do not count it.").format(start=START),
            _("Jump one space {direction} and say 1. Jump again and say 2.").format(direction=direction),
            _("Keep jumping until you have said {steps}.").format(steps=self.steps),
            self._right(),
        ]

    def solution(self) -> str:
        return self._right()


@dataclass(frozen=True)
class DistanceTask(NumberTrackTask):
    """How many steps is it from 11 to ``target``?"""

    kind_name = "distance"

    first_cue = Cue.COUNT

    target: int
    row: str = "yellow"

    def __post_init__(self) -> None:
        check_row(self.row)
        check_int(self.target, "target", FIRST, LAST)
        if self.target == START:
            raise ElevenkitError(f"the target must not be {START} itself")

    @property
    def answer(self) -> int:
        return abs(self.target - START)

    @property
    def prompt(self) -> str:
        return _("How many steps is it from {start} to {target}? Type the number of steps.").format(
            start=START, target=self.target
        )

    @property
    def scene(self) -> TrackScene:
        low, high = sorted((START, self.target))
        return TrackScene(
            board_of(run(self.row, [START])),
            pick=Pick.NONE,
            focus=(Space(self.row, START),),
            reveal=tuple(Space(self.row, number) for number in range(low, high + 1) if number != START),
        )

    def _right(self) -> str:
        return _("{start}, then {numbers}: that is {steps}.").format(
            start=START, numbers=count_words(START, self.target), steps=_steps(self.answer)
        )

    def _wrong(self, given: int) -> tuple[str, Category]:
        if given == self.target and self.target != self.answer:
            return _("{target} is where you stop. The question is how many steps you jump to get there.").format(
                target=self.target
            ), Category.GAVE_THE_NUMBER
        if given == self.answer + 1:
            return _("One too many: do not count {start} itself. Count only the jumps.").format(start=START), (
                Category.COUNTED_THE_START
            )
        if given == self.answer - 1:
            return _("One too few: count every jump, the last one onto {target} too.").format(target=self.target), (
                Category.OFF_BY_ONE
            )
        way = 1 if self.target > START else -1
        reached = START + way * given
        if FIRST <= reached <= LAST:
            return _("{steps} from {start} take you to {reached}, not to {target}.").format(
                steps=_steps(given), start=START, reached=reached, target=self.target
            ), Category.OTHER
        return _("That is too far: the track ends at {end}.").format(end=LAST if way > 0 else FIRST), Category.OTHER

    def hints(self) -> list[str]:
        low, high = sorted((START, self.target))
        return [
            _("Put your finger on {start}. Do not count it.").format(start=START),
            _("Jump one space at a time towards {target} and count the jumps.").format(target=self.target),
            _("Or take away: {high} − {low}.").format(high=high, low=low),
            self._right(),
        ]

    def solution(self) -> str:
        return self._right()
