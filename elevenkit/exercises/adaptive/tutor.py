"""Choosing the next task for "practice for me": which item keeps the pupil near the target success.

:meth:`Tutor.choose` picks, in this order:

1. **a misconception brought back**: a skill where a wrong answer showed a misconception
   (:meth:`~elevenkit.exercises.adaptive.model.LearnerModel.misconceptions`) comes back
   :data:`RETURN_AFTER` tasks later, or at the first task of a later day; its easiest item;
2. **a step down** after :data:`STEP_DOWN_AFTER` tasks in a row that went badly (not solved, or
   needed :data:`HEAVY_HINTS` hints or more): the item nearest :data:`EASY_TARGET` that is easier
   than the last one;
3. otherwise the item whose chance of right first time is nearest :data:`TARGET` (75 %, as Math
   Garden aims); among items within :data:`NEAR` of the best, one whose skills were not just
   practised, then the seeded generator's choice.

Only the activity's own items are ever chosen, so never a skill it does not practise.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from elevenkit.exercises.adaptive.items import Item
from elevenkit.exercises.adaptive.model import LearnerModel

__all__ = ["EASY_TARGET", "HEAVY_HINTS", "NEAR", "RETURN_AFTER", "STEP_DOWN_AFTER", "TARGET", "Ended", "Tutor"]

TARGET = 0.75
EASY_TARGET = 0.9
NEAR = 0.03
STEP_DOWN_AFTER = 2
HEAVY_HINTS = 2
RETURN_AFTER = 4
#: the skills of the last tasks an item should not repeat, when another is as good
VARIETY = 2


@dataclass(frozen=True)
class Ended:
    """How one task of the sitting went: its item, solved or not, wrong answers and hints."""

    item: Item
    solved: bool
    wrong: int = 0
    hints: int = 0

    @property
    def went_badly(self) -> bool:
        """Not solved, or solved only after a wrong answer and heavy hint use, or with heavy hint use."""
        return not self.solved or self.hints >= HEAVY_HINTS or (self.wrong > 0 and self.hints > 0)


def _day(seconds: float) -> int:
    return int(seconds // 86400)


@dataclass
class Tutor:
    """The choice of each next item for one pupil in one trainer (see the module)."""

    items: Sequence[Item]
    model: LearnerModel
    #: the tasks that ended in this sitting, in order
    ended: list[Ended] = field(default_factory=list)
    #: skill -> how many tasks had ended when its misconception was last brought back
    brought_back: dict[str, int] = field(default_factory=dict)
    #: every skill brought back for its misconception, in order (the teacher and the benchmark count them)
    returns: list[str] = field(default_factory=list)
    #: the time now, in seconds (a test gives its own)
    clock: Callable[[], float] = time.time

    def _chance(self, item: Item) -> float:
        return self.model.expected(item.skills, item.difficulty)

    def _nearest(self, items: Sequence[Item], target: float, rng: random.Random) -> Item:
        best = min(abs(self._chance(item) - target) for item in items)
        near = [item for item in items if abs(self._chance(item) - target) <= best + NEAR]
        recent = {skill for ended in self.ended[-VARIETY:] for skill in ended.item.skills}
        fresh = [item for item in near if not recent.intersection(item.skills)]
        return rng.choice(fresh or near)

    def due_misconception(self) -> str | None:
        """A skill whose misconception should come back now, or None."""
        today = _day(self.clock())
        for skill, known in sorted(self.model.misconceptions().items()):
            if not any(skill in item.skills for item in self.items):
                continue
            since = self.brought_back.get(skill)
            if since is not None and len(self.ended) - since < RETURN_AFTER:
                continue
            shown_in = [n for n, ended in enumerate(self.ended) if skill in ended.item.skills]
            earlier_day = _day(known.seen) < today and not shown_in
            if earlier_day or (shown_in and len(self.ended) - shown_in[-1] > RETURN_AFTER):
                return skill
        return None

    def stepping_down(self) -> bool:
        """True after :data:`STEP_DOWN_AFTER` tasks in a row that went badly."""
        last = self.ended[-STEP_DOWN_AFTER:]
        return len(last) == STEP_DOWN_AFTER and all(ended.went_badly for ended in last)

    def choose(self, rng: random.Random) -> Item:
        """The item of the next task (see the module for the order of the rules)."""
        skill = self.due_misconception()
        if skill is not None:
            self.brought_back[skill] = len(self.ended)
            self.returns.append(skill)
            return self._nearest([item for item in self.items if skill in item.skills], EASY_TARGET, rng)
        if self.stepping_down():
            last = self.ended[-1].item
            easier = [item for item in self.items if item.difficulty < last.difficulty]
            return self._nearest(easier or list(self.items), EASY_TARGET, rng)
        return self._nearest(self.items, TARGET, rng)

    def end(self, ended: Ended) -> None:
        """One task ended: the next choice knows."""
        self.ended.append(ended)
