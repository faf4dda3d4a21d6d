"""Neighbours on the number track 1–20 (lesson 8): one more, one less, just before, just after,
between, and the numbers missing in a run of tiles.

The board shows the tiles the question is about in one row, as a game would have them; the pupil
clicks the space of the answer or types its number.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from elevenkit.core import ElevenkitError, check_int
from elevenkit.exercises.base import Cue, and_list
from elevenkit.exercises.number_track.base import (
    FIRST,
    LAST,
    START,
    Category,
    NumberTrackTask,
    Pick,
    SpaceChoiceTask,
    TrackScene,
    space_words,
)
from elevenkit.exercises.number_track.positions import board_of, run
from elevenkit.i18n import _, ngettext
from elevenkit.start11 import Space, standard_layout

__all__ = ["GapTask", "NeighbourTask", "Relation", "check_row"]


class Relation(str, Enum):
    """How the number asked for stands to the one on the board."""

    ONE_MORE = "one more"
    ONE_LESS = "one less"
    AFTER = "after"
    BEFORE = "before"
    BETWEEN = "between"


def check_row(row: str) -> str:
    """``row`` if it is a row colour of the board, else an :class:`ElevenkitError` naming it."""
    if row not in standard_layout().colours:
        raise ElevenkitError(f"{row!r} is not a row of the board")
    return row


@dataclass(frozen=True)
class NeighbourTask(NumberTrackTask):
    """One more / one less than ``number``, the number just after / before it, or the number
    between ``number - 1`` and ``number + 1`` (then ``number`` is the answer)."""

    first_cue = Cue.FIND

    relation: Relation
    number: int
    row: str = "yellow"

    def __post_init__(self) -> None:
        object.__setattr__(self, "relation", Relation(self.relation))
        check_row(self.row)
        low = FIRST + 1 if self.relation in (Relation.ONE_LESS, Relation.BEFORE, Relation.BETWEEN) else FIRST
        high = LAST - 1 if self.relation in (Relation.ONE_MORE, Relation.AFTER, Relation.BETWEEN) else LAST
        check_int(self.number, "number", low, high)

    @property
    def kind(self) -> str:
        """``"between"`` for the number between two, else ``"neighbour"`` (the dealer's two kinds)."""
        return "between" if self.relation is Relation.BETWEEN else "neighbour"

    @property
    def step(self) -> int:
        """+1 for one more / after, -1 for one less / before, 0 for between."""
        return {Relation.ONE_MORE: 1, Relation.AFTER: 1, Relation.ONE_LESS: -1, Relation.BEFORE: -1}.get(
            self.relation, 0
        )

    @property
    def answer(self) -> int:
        return self.number + self.step

    @property
    def prompt(self) -> str:
        n = self.number
        texts = {
            Relation.ONE_MORE: _("What is one more than {n}? Click its space or type it."),
            Relation.ONE_LESS: _("What is one less than {n}? Click its space or type it."),
            Relation.AFTER: _("Which number comes just after {n}? Click its space or type it."),
            Relation.BEFORE: _("Which number comes just before {n}? Click its space or type it."),
            Relation.BETWEEN: _("Which number is between {low} and {high}? Click its space or type it."),
        }
        return texts[self.relation].format(n=n, low=n - 1, high=n + 1)

    @property
    def scene(self) -> TrackScene:
        if self.relation is Relation.BETWEEN:
            placed = run(self.row, (self.number - 1, self.number + 1))
            focus = tuple(placed)
        else:  # the tile asked about and the row's 11 only: the answer's space stays empty
            placed = run(self.row, {START, self.number})
            focus = (Space(self.row, self.number),)
        return TrackScene(board_of(placed), pick=Pick.NUMBER, focus=focus, reveal=(Space(self.row, self.answer),))

    def _right(self) -> str:
        if self.relation is Relation.BETWEEN:
            return _("{low}, {n}, {high}: {n} is in the middle.").format(
                low=self.number - 1, n=self.number, high=self.number + 1
            )
        if self.step > 0:
            return _("{n}, then {answer}: one step to the right on the track.").format(
                n=self.number, answer=self.answer
            )
        return _("{answer}, then {n}: {answer} is one step to the left on the track.").format(
            n=self.number, answer=self.answer
        )

    def _wrong(self, given: int) -> tuple[str, Category]:
        n = self.number
        if self.relation is Relation.BETWEEN:
            if given in (n - 1, n + 1):
                return _("{given} is already on the board. Look at the empty space between the two tiles.").format(
                    given=given
                ), Category.ALREADY_THERE
            return _(
                "{given} is not between {low} and {high}. Count {low}, …, {high}: which number do you say in the middle?"
            ).format(given=given, low=n - 1, high=n + 1), Category.OFF_BY_ONE if abs(given - n) == 1 else Category.OTHER
        if given == n:
            return _("{n} is the number you start from. One step further along is the answer.").format(
                n=n
            ), Category.SAME_NUMBER
        if given == n - self.step:
            if self.step > 0:
                text = _("{given} is one step the other way. The answer is bigger than {n}.")
            else:
                text = _("{given} is one step the other way. The answer is smaller than {n}.")
            return text.format(given=given, n=n), Category.WRONG_WAY
        distance = abs(given - n)
        message = ngettext(
            "{given} is {distance} step away from {n}. Go just one step.",
            "{given} is {distance} steps away from {n}. Go just one step.",
            distance,
        ).format(given=given, distance=distance, n=n)
        return message, Category.OFF_BY_ONE if distance == 2 else Category.OTHER

    def hints(self) -> list[str]:
        n = self.number
        if self.relation is Relation.BETWEEN:
            return [
                _("Find {low} and {high} on the board.").format(low=n - 1, high=n + 1),
                _("There is one empty space between them. Which number is on it?"),
                _("{low}, {n}, {high}: the answer is {n}.").format(low=n - 1, n=n, high=n + 1),
            ]
        if self.step > 0:
            go = _("Numbers get bigger to the right and smaller to the left. Go one space to the right.")
            there = _("One space to the right of {n} is {answer}.")
        else:
            go = _("Numbers get bigger to the right and smaller to the left. Go one space to the left.")
            there = _("One space to the left of {n} is {answer}.")
        return [
            _("Find {n} on the board: it has an orange ring.").format(n=n),
            go,
            there.format(n=n, answer=self.answer),
        ]

    def solution(self) -> str:
        return self._right()


@dataclass(frozen=True)
class GapTask(SpaceChoiceTask):
    """The numbers ``missing`` from the run of tiles ``low`` to ``high`` in ``row``."""

    kind_name = "gaps"

    first_cue = Cue.FIND

    row: str
    low: int
    high: int
    missing: tuple[int, ...]

    def __post_init__(self) -> None:
        check_row(self.row)
        check_int(self.low, "low", FIRST, LAST)
        check_int(self.high, "high", self.low + 2, LAST)
        object.__setattr__(self, "missing", tuple(sorted(set(self.missing))))
        if not self.missing or any(not self.low < number < self.high for number in self.missing):
            raise ElevenkitError(
                f"the missing numbers {self.missing!r} must lie inside the run {self.low}..{self.high}"
            )

    @property
    def typed_row(self) -> str:
        return self.row

    @property
    def shown(self) -> list[int]:
        """The numbers of the run that are on the board."""
        return [number for number in range(self.low, self.high + 1) if number not in self.missing]

    @property
    def right(self) -> tuple[Space, ...]:
        return tuple(Space(self.row, number) for number in self.missing)

    @property
    def prompt(self) -> str:
        count = len(self.missing)
        return {
            "yellow": ngettext(
                "In the yellow row the tiles from {low} to {high} should be in a line, but {count} is missing. "
                "Which number is missing? Click its space or type it.",
                "In the yellow row the tiles from {low} to {high} should be in a line, but {count} are missing. "
                "Which numbers are missing? Click their spaces or type them.",
                count,
            ),
            "red": ngettext(
                "In the red row the tiles from {low} to {high} should be in a line, but {count} is missing. "
                "Which number is missing? Click its space or type it.",
                "In the red row the tiles from {low} to {high} should be in a line, but {count} are missing. "
                "Which numbers are missing? Click their spaces or type them.",
                count,
            ),
            "blue": ngettext(
                "In the blue row the tiles from {low} to {high} should be in a line, but {count} is missing. "
                "Which number is missing? Click its space or type it.",
                "In the blue row the tiles from {low} to {high} should be in a line, but {count} are missing. "
                "Which numbers are missing? Click their spaces or type them.",
                count,
            ),
            "green": ngettext(
                "In the green row the tiles from {low} to {high} should be in a line, but {count} is missing. "
                "Which number is missing? Click its space or type it.",
                "In the green row the tiles from {low} to {high} should be in a line, but {count} are missing. "
                "Which numbers are missing? Click their spaces or type them.",
                count,
            ),
        }[self.row].format(low=self.low, high=self.high, count=count)

    @property
    def scene(self) -> TrackScene:
        return TrackScene(
            board_of(run(self.row, self.shown)), pick=Pick.SPACES, focus=(Space(self.row, self.low),), reveal=self.right
        )

    def why_not(self, item: Space) -> tuple[str, Category]:
        if item.row != self.row:
            return {
                "yellow": _("{space} is not in the yellow row. Look only at the yellow row."),
                "red": _("{space} is not in the red row. Look only at the red row."),
                "blue": _("{space} is not in the blue row. Look only at the blue row."),
                "green": _("{space} is not in the green row. Look only at the green row."),
            }[self.row].format(space=space_words(item)), Category.OUTSIDE
        if item.number in self.shown:
            return _("{number} is already there: it has a tile.").format(number=item.number), Category.ALREADY_THERE
        return _("{number} is not between {low} and {high}: the run goes from {low} to {high}.").format(
            number=item.number, low=self.low, high=self.high
        ), Category.OUTSIDE

    def why(self) -> str:
        return _("Count {numbers}: {missing} had no tile.").format(
            numbers=", ".join(str(number) for number in range(self.low, self.high + 1)),
            missing=and_list([str(number) for number in self.missing]),
        )

    def hints(self) -> list[str]:
        return [
            _("Start at {low} and say the numbers one by one: {low}, {next}, …").format(
                low=self.low, next=self.low + 1
            ),
            _("Touch each tile as you say its number. Where is there an empty space?"),
            ngettext(
                "There is {count} empty space between {low} and {high}.",
                "There are {count} empty spaces between {low} and {high}.",
                len(self.missing),
            ).format(count=len(self.missing), low=self.low, high=self.high),
            self.why(),
        ]

    def solution(self) -> str:
        return self.why()
