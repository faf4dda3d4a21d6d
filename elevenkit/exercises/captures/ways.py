""" "How many different ways can you make 12 with these cards?": counting the ways (lesson 2)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from elevenkit.core import check_int
from elevenkit.exercises.answers import read_number
from elevenkit.exercises.base import Feedback, Task
from elevenkit.exercises.captures.parts import PictureRow, TaskPicture, read_cards
from elevenkit.i18n import _, ngettext
from elevenkit.oneeleven import Card, Group, distinct_groups, rules

__all__ = ["WaysTask", "ways_task", "ways_to_make"]


def ways_to_make(target: int, table: Sequence[Card], mode: str = "addition") -> list[Group]:
    """Every different way (distinct ranks) to make ``target`` from table cards, fewest cards first."""
    check_int(target, "target", rules.WILD_MIN, rules.WILD_MAX)
    played = Card(rules.ONE_ELEVEN) if target in rules.ONE_ELEVEN_VALUES else Card(str(target))
    ways = [group for group in distinct_groups(played, list(table), mode) if group.value == target]
    return sorted(ways, key=lambda group: (len(group.indices), sorted(table[i].values[-1] for i in group.indices)))


class WaysTask(Task):
    """ "How many different ways can you make ``target`` with these cards?" — the answer is a count."""

    def __init__(self, target: int, table: Sequence[Card], mode: str = "addition") -> None:
        self.target = target
        self.table = tuple(table)
        self.mode = mode
        self.ways = ways_to_make(target, self.table, mode)

    @property
    def prompt(self) -> str:
        return _("How many different ways can you make {target} with these table cards?").format(target=self.target)

    def picture(self) -> TaskPicture:
        """The question and the table, for a lesson notebook."""
        return TaskPicture(self.prompt, self.mode, (PictureRow("", self.table),))

    def check(self, answer: Any) -> Feedback:
        """Judge a count of ways."""
        count = len(self.ways)
        reading = read_number(answer)
        if not reading.ok or reading.value is None:
            return reading.feedback()
        given = reading.value
        if given == count:
            return Feedback(
                True,
                ngettext("Right! {count} way: {ways}", "Right! {count} ways: {ways}", count).format(
                    count=count, ways="; ".join(self._equations())
                ),
            )
        if given < count:
            return Feedback(
                False,
                _("There are more than {answer}. Go through the cards in order, biggest first.").format(answer=given),
            )
        return Feedback(
            False,
            _("Fewer than {answer}: did you count a way twice? 2 + 5 and 5 + 2 are the same way.").format(answer=given),
        )

    def _equations(self) -> list[str]:
        return [group.equation for group in self.ways]

    def hints(self) -> list[str]:
        """Where to start, then one way, then every way."""
        first = _("Start with the biggest card: what does it still need to make {target}?").format(target=self.target)
        if not self.ways:
            return [first, _("Check every card: is any of them already too big?")]
        return [
            first,
            _("One way is {equation}.").format(equation=self.ways[0].equation),
            self.solution(),
        ]

    def solution(self) -> str:
        """Every way, counted."""
        count = len(self.ways)
        return ngettext("{count} way: {ways}", "{count} ways: {ways}", count).format(
            count=count, ways="; ".join(self._equations()) or "—"
        )


def ways_task(target: int, table: str | Sequence[Any], deck: str = "addition") -> WaysTask:
    """A hand-made "how many ways" task for a lesson: ``ways_task(12, "2 3 5 7 9 10")``."""
    return WaysTask(target, read_cards(table), deck)
