"""The minus points of a holder at the end of a game (lesson 9): adding the tiles left, with number
bonds to 10 and bridging ten ("8 + 5: 8 + 2 = 10, and 3 more is 13").

Each tile's points are the engine's :attr:`~elevenkit.start11.Tile.minus_points`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from itertools import accumulate, combinations

from elevenkit.core import ElevenkitError
from elevenkit.exercises.base import Cue
from elevenkit.exercises.number_track.base import Category, NumberTrackTask, Pick, TrackScene, tile_words
from elevenkit.exercises.number_track.positions import board_of
from elevenkit.i18n import _
from elevenkit.start11 import Space, Tile

__all__ = ["MinusPointsTask", "bridge_ten", "sum_line"]

#: numbers that make a ten together are added first
TEN = 10


def sum_line(numbers: tuple[int, ...]) -> str:
    """``8 + 5 + 7 = 20``."""
    return " + ".join(map(str, numbers)) + f" = {sum(numbers)}"


def bridge_ten(first: int, second: int) -> str | None:
    """How ``first + second`` goes past a ten in two jumps ("8 + 5: 8 + 2 = 10, then 3 more is 13"),
    or None when the sum does not go past a ten."""
    ten = (first // TEN + 1) * TEN
    if first + second <= ten or first % TEN == 0:
        return None
    to_ten = ten - first
    return _("{first} + {second}: first {first} + {to_ten} = {ten}, then {rest} more is {total}.").format(
        first=first, second=second, to_ten=to_ten, ten=ten, rest=second - to_ten, total=first + second
    )


@dataclass(frozen=True)
class MinusPointsTask(NumberTrackTask):
    """The game is over and ``tiles`` are left in the pupil's holder: how many minus points?"""

    kind_name = "minus"

    first_cue = Cue.COUNT

    tiles: tuple[Tile, ...]
    placed: tuple[tuple[Space, Tile], ...] = ()

    def __post_init__(self) -> None:
        object.__setattr__(self, "tiles", tuple(self.tiles))
        placed = self.placed.items() if isinstance(self.placed, Mapping) else self.placed
        object.__setattr__(self, "placed", tuple(placed))
        if not self.tiles:
            raise ElevenkitError("a holder with minus points needs at least one tile")

    @property
    def points(self) -> tuple[int, ...]:
        """Each tile's minus points, in the holder's order."""
        return tuple(tile.minus_points for tile in self.tiles)

    @property
    def answer(self) -> int:
        return sum(self.points)

    @property
    def prompt(self) -> str:
        return _(
            "The game is over. These tiles are still in your holder: {tiles}. Each tile gives as many "
            "minus points as its number. How many minus points is that? Type the number."
        ).format(tiles=", ".join(tile_words(tile) for tile in self.tiles))

    @property
    def scene(self) -> TrackScene:
        return TrackScene(board_of(dict(self.placed)), self.tiles, Pick.NONE)

    def _ten_pair(self) -> tuple[int, int] | None:
        """Two of the points that make 10 together, if there are."""
        return next((pair for pair in combinations(self.points, 2) if sum(pair) == TEN), None)

    def _right(self) -> str:
        return sum_line(self.points)

    def _wrong(self, given: int) -> tuple[str, Category]:
        points = self.points
        if len(points) > 1 and given == len(points):
            return _("{given} is how many tiles there are. Add the numbers on the tiles.").format(given=given), (
                Category.COUNTED_TILES
            )
        left_out = [tile for tile in self.tiles if len(points) > 1 and given == self.answer - tile.minus_points]
        if left_out:
            return _("Did you add {tile} too? Every tile counts.").format(
                tile=tile_words(left_out[0])
            ), Category.LEFT_ONE_OUT
        if abs(given - self.answer) == TEN:
            return _("Look at the tens again: did you go past {ten} the right way?").format(
                ten=TEN
            ), Category.BRIDGING_TEN
        if abs(given - self.answer) == 1:
            return _("Very close! Add once more, one tile at a time."), Category.OFF_BY_ONE
        if given > self.answer:
            return _("{given} is too many. Add the tiles one at a time.").format(given=given), Category.OTHER
        return _("{given} is too few. Add the tiles one at a time.").format(given=given), Category.OTHER

    def hints(self) -> list[str]:
        ladder = [
            _("Add the numbers on the tiles, one tile at a time."),
            _("Start with the biggest number, {biggest}, and count on from there.").format(biggest=max(self.points)),
        ]
        pair = self._ten_pair()
        if pair is not None:
            ladder.append(_("Look: {a} + {b} = {ten}. Add those two first.").format(a=pair[0], b=pair[1], ten=TEN))
        totals = list(accumulate(self.points))
        for before, number in zip(totals, self.points[1:], strict=False):
            jump = bridge_ten(before, number)
            if jump is not None:
                ladder.append(jump)
                break
        ladder.append(self._right())
        return ladder

    def solution(self) -> str:
        return self._right()
