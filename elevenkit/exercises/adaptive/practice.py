"""The series behind "practice for me": each next task's item chosen for the pupil, every answer learnt from.

An :class:`AdaptiveSeries` is a :class:`~elevenkit.exercises.TaskSeries` whose difficulty is
:data:`AUTO`: task ``n`` is dealt from the item the :class:`~elevenkit.exercises.adaptive.tutor.Tutor`
chose for it (once chosen, "Same task again" deals the same; a task kept elsewhere — the class
database, the browser — is dealt again from the item it had: :attr:`AdaptiveSeries.known`). :meth:`AdaptiveSeries.observe` reads
each :class:`~elevenkit.exercises.attempts.Attempt` the trainer session records and updates the
learner model: the first judged answer of a task counts fully, later ones less, a second right
part of a capture task not at all (:mod:`elevenkit.exercises.adaptive.model`); New task after a
right part of a task of several ("right, choose the next group") is no miss, for the model or the
tutor, unless the answer was shown.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from elevenkit.exercises.adaptive.items import Item, TrainerItems
from elevenkit.exercises.adaptive.model import Event, LearnerModel
from elevenkit.exercises.adaptive.tutor import Ended, Tutor
from elevenkit.exercises.attempts import ANSWER_SHOWN, MOVED_ON, TASK_SOLVED, Attempt
from elevenkit.exercises.base import Task, TaskSeries

__all__ = ["AUTO", "AdaptiveSeries"]

#: the level word of "practice for me" (``?level=auto``), and the level its attempts record
AUTO = "auto"
#: categories that name no misconception
_NOT_MISCONCEPTIONS = frozenset({"", ANSWER_SHOWN, MOVED_ON, TASK_SOLVED})


@dataclass
class _TaskState:
    """What one task's answers were so far."""

    answers: int = 0
    wrong: int = 0
    hints: int = 0
    right: bool = False
    given_up: bool = False
    shown: bool = False


class AdaptiveSeries(TaskSeries[Task, Any]):
    """Tasks chosen one by one for a pupil (see the module); ``kept`` is told each changed model."""

    def __init__(
        self,
        trainer: TrainerItems,
        model: LearnerModel,
        seed: int | None = None,
        *,
        kept: Callable[[LearnerModel], None] | None = None,
        clock: Callable[[], float] = time.time,
        tutor: Tutor | None = None,
        salt: str = "",
    ) -> None:
        super().__init__(trainer.make_task, AUTO, seed, salt=salt)
        self.trainer = trainer
        self.model = model
        self.kept = kept
        self.clock = clock
        self.tutor = tutor or Tutor(trainer.items, model, clock=clock)
        #: the item of each task dealt, by task number
        self.items: dict[int, Item] = {}
        #: the items of tasks dealt before on another page (a reload, another device), by task number:
        #: dealt again from the same item, so the pupil finds the same task
        self.known: dict[int, Item] = {}
        self._tasks: dict[int, _TaskState] = {}
        #: the tasks the tutor has been told the end of
        self._ended: set[int] = set()

    def item(self, number: int) -> Item:
        """The item of task ``number``: chosen when it is first dealt, the same afterwards."""
        if number not in self.items:
            self._end_before(number)
            known = self.known.get(number)
            self.items[number] = known or self.tutor.choose(random.Random(f"{self.dealt_seed}:{number}:item"))
        return self.items[number]

    def task(self, number: int) -> Task:
        """Task ``number``, dealt from its item."""
        return self.make_task(random.Random(f"{self.dealt_seed}:{number}"), self.item(number).settings)

    def renewed(self, difficulty: Any = None, seed: int | None = None) -> TaskSeries[Task, Any]:
        """A new series: "practice for me" again (same pupil, same sitting), or a fixed ``difficulty``."""
        seed = self.seed if seed is None else seed
        if difficulty is None or difficulty == AUTO:
            series = AdaptiveSeries(
                self.trainer, self.model, seed, kept=self.kept, clock=self.clock, tutor=self.tutor, salt=self.salt
            )
            series.known = dict(self.known) if seed == self.seed else {}
            return series
        return TaskSeries(self.make_task, difficulty, seed, salt=self.salt)

    def observe(self, attempt: Attempt) -> None:
        """Learn from one recorded attempt to a task of this series (others are left alone)."""
        number = attempt.task_number
        item = None if number is None else self.items.get(number)
        if number is None or item is None or self._tasks.setdefault(number, _TaskState()).given_up:
            return
        state = self._tasks[number]
        state.hints = max(state.hints, attempt.hints)
        if attempt.category in (ANSWER_SHOWN, MOVED_ON):
            state.given_up = True
            state.shown = attempt.category == ANSWER_SHOWN
            if state.right and not state.shown:
                return  # New task after a right part ("right, choose the next group"): no miss
            event = Event.SHOWN if state.shown else Event.MOVED_ON
        elif not attempt.counted or (attempt.correct and state.right):
            return
        elif attempt.correct:
            state.right = True
            event = Event.RIGHT_FIRST_TIME if not (state.wrong or attempt.hints) else Event.RIGHT_WITH_HELP
        else:
            state.wrong += 1
            event = Event.WRONG
        misconception = attempt.category if event is Event.WRONG and attempt.category not in _NOT_MISCONCEPTIONS else ""
        self.model.update(
            item.skills, item.difficulty, event, first=not state.answers, misconception=misconception, at=self.clock()
        )
        state.answers += 1
        if self.kept is not None:
            self.kept(self.model)

    def _end_before(self, number: int) -> None:
        """Tell the tutor how every task before ``number`` that it has not heard of ended."""
        for earlier in sorted(n for n in self.items if n < number and n not in self._ended):
            state = self._tasks.get(earlier, _TaskState())
            # a task left after a right part went well so far: it is no miss (its answer was not shown)
            self.tutor.end(Ended(self.items[earlier], state.right and not state.shown, state.wrong, state.hints))
            self._ended.add(earlier)
