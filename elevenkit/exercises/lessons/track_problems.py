"""Problems on the Start 11! board (lessons 8 and 9): find every number missing in a run of tiles,
find every pair of your tiles that makes 10.

The pupil clicks spaces or tiles (or types numbers); the problem keeps what was found and says how
many are still missing (:class:`~elevenkit.exercises.lessons.problems.FindAllTask`). Each problem is
also a :class:`~elevenkit.exercises.number_track.TrackTask`: its scene says what the board shows,
with what was found so far on it.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from itertools import combinations
from typing import Any

from elevenkit.core import ElevenkitError
from elevenkit.exercises.answers import is_blank, read_equation
from elevenkit.exercises.base import Cue, Feedback
from elevenkit.exercises.lessons.problems import FindAllTask
from elevenkit.exercises.number_track import Category, GapTask, Pick, TrackScene, TrackTask, read_tiles
from elevenkit.exercises.number_track.positions import board_of, run
from elevenkit.i18n import _
from elevenkit.start11 import Space, Tile

__all__ = ["BoardProblem", "BondsProblem", "MissingNumbersProblem"]


class BoardProblem(FindAllTask, TrackTask):
    """A problem answered on the board: a blank answer asks for a click, not for typing."""

    def check(self, answer: Any) -> Feedback:
        if is_blank(answer):
            if self.scene.pick is Pick.TILES:
                return Feedback(False, _("Click your tiles first, then check."), counted=False)
            return Feedback(False, _("Click a space on the board first, then check."), counted=False)
        return super().check(answer)


class MissingNumbersProblem(BoardProblem):
    """The tiles ``low`` to ``high`` of ``row`` should be in a line, but ``missing`` are not there:
    find every missing number (a :class:`GapTask` judges each space)."""

    first_cue = Cue.FIND

    def __init__(self, row: str, low: int, high: int, missing: Sequence[int]) -> None:
        super().__init__()
        self.gaps = GapTask(row, low, high, tuple(missing))

    @property
    def prompt(self) -> str:
        return {
            "yellow": _(
                "In the yellow row the tiles from {low} to {high} should be in a line. Some are missing. Find them all."
            ),
            "red": _(
                "In the red row the tiles from {low} to {high} should be in a line. Some are missing. Find them all."
            ),
            "blue": _(
                "In the blue row the tiles from {low} to {high} should be in a line. Some are missing. Find them all."
            ),
            "green": _(
                "In the green row the tiles from {low} to {high} should be in a line. Some are missing. Find them all."
            ),
        }[self.gaps.row].format(low=self.gaps.low, high=self.gaps.high)

    @property
    def scene(self) -> TrackScene:
        """The run with the tiles found so far put in (and lit up)."""
        found = tuple(key for key in self.found if isinstance(key, Space))
        numbers = [*self.gaps.shown, *(space.number for space in found)]
        return TrackScene(
            board_of(run(self.gaps.row, numbers)), pick=Pick.SPACES, focus=self.gaps.scene.focus, reveal=found
        )

    def answers(self) -> dict[Hashable, str]:
        return {space: str(space.number) for space in self.gaps.right}

    def expected(self) -> list[list[Space]]:
        return [[space] for space in self.gaps.right]

    def judge(self, answer: Any) -> tuple[Feedback, list[Hashable]]:
        reading = self.gaps.read(answer)
        if not reading.ok or reading.value is None:
            return reading.feedback(), []
        return self.each(reading.value, self._why_not)

    def _why_not(self, space: Any) -> Feedback | None:
        """Why ``space`` is not a missing number (None: it is one)."""
        if space in self.gaps.right:
            return None
        message, category = self.gaps.why_not(space)
        return Feedback(False, message, category=category.value)

    def hints(self) -> list[str]:
        return [*self.gaps.hints()[:2], *super().hints()]


class BondsProblem(BoardProblem):
    """Find every pair of tiles in ``holder`` whose numbers make ``total`` (number bonds to 10).

    The pupil clicks two tiles (or types ``3 + 7``); the numbers in the holder are all different.
    """

    def __init__(self, holder: Sequence[Tile], total: int = 10) -> None:
        super().__init__()
        self.holder = tuple(holder)
        self.total = total
        numbers = [tile.number for tile in self.holder]
        if None in numbers or len(set(numbers)) != len(numbers):
            raise ElevenkitError(f"the holder needs number tiles with different numbers: {self.holder!r}")
        self.pairs = [
            (first, second)
            for first, second in combinations(self.holder, 2)
            if first.minus_points + second.minus_points == total
        ]
        if not self.pairs:
            raise ElevenkitError(f"no two tiles of {self.holder!r} make {total}")

    @property
    def prompt(self) -> str:
        return _("Which two of your tiles make {total} together? Find every pair.").format(total=self.total)

    @property
    def scene(self) -> TrackScene:
        return TrackScene(board_of(run("yellow", [11])), self.holder, Pick.TILES, typed=False)

    @staticmethod
    def _key(numbers: Sequence[int]) -> Hashable:
        return tuple(sorted(numbers))

    def answers(self) -> dict[Hashable, str]:
        return {
            self._key((a.minus_points, b.minus_points)): f"{a.minus_points} + {b.minus_points} = {self.total}"
            for a, b in self.pairs
        }

    def expected(self) -> list[list[Tile]]:
        return [list(pair) for pair in self.pairs]

    def _numbers(self, answer: Any) -> tuple[list[int] | None, Feedback | None]:
        """The numbers the pupil chose: tiles clicked, or a sum typed (``3 + 7`` or ``3 + 7 = 10``)."""
        if isinstance(answer, (list, tuple, Tile)):
            tiles = read_tiles(answer)
            if not tiles.ok or tiles.value is None:
                return None, tiles.feedback()
            if any(tile not in self.holder for tile in tiles.value):
                return None, Feedback(False, _("Choose from your own tiles, under the board."), counted=False)
            return [tile.minus_points for tile in dict.fromkeys(tiles.value)], None
        equation = read_equation(answer)
        if not equation.ok or equation.value is None:
            return None, equation.feedback()
        sides = equation.value.sides
        chosen = max(sides, key=lambda side: len(side.numbers))
        if any(sign < 0 for sign in chosen.signs):
            return None, Feedback(False, _("Add the two numbers with +, like 3 + 7."), counted=False)
        if len(sides) > 1 and not equation.value.holds:
            return None, Feedback(False, _("Look again: {sum} is {value}.").format(sum=chosen, value=chosen.value))
        mine = {tile.minus_points for tile in self.holder}
        strangers = [number for number in chosen.numbers if number not in mine]
        if strangers:
            return None, Feedback(False, _("You have no {number} tile.").format(number=strangers[0]), counted=False)
        return list(chosen.numbers), None

    def judge(self, answer: Any) -> tuple[Feedback, list[Hashable]]:
        numbers, refused = self._numbers(answer)
        if refused is not None or numbers is None:
            return refused or Feedback(False, _("Choose two tiles."), counted=False), []
        if len(set(numbers)) != 2 or len(numbers) != 2:
            return Feedback(False, _("Choose two different tiles."), counted=False), []
        value = sum(numbers)
        if value != self.total:
            category = Category.OFF_BY_ONE if abs(value - self.total) == 1 else Category.OTHER
            message = _("{a} + {b} = {value}, not {total}.").format(
                a=numbers[0], b=numbers[1], value=value, total=self.total
            )
            return Feedback(False, message, category=category.value), []
        return Feedback(True, ""), [self._key(numbers)]

    def hints(self) -> list[str]:
        first = self.pairs[0][0].minus_points
        return [
            _("Take one tile. How many more make {total}?").format(total=self.total),
            _("{first} needs {rest} to make {total}. Do you have a {rest}?").format(
                first=first, rest=self.total - first, total=self.total
            ),
            *super().hints(),
        ]
