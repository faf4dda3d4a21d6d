"""A trainer session in "practice for me": :func:`practice_for_me`.

The session is an ordinary :class:`~elevenkit.exercises.sessions.trainer.TrainerSession` on an
:class:`~elevenkit.exercises.adaptive.AdaptiveSeries`: every attempt it records goes to the series
(which learns from it) and then on to ``record`` as always. Its attempts record the item each
task was dealt from (``"distance@easy"``: its kind and level, :attr:`~elevenkit.exercises.adaptive.Item.name`),
so the teacher reads at which level the pupil was and which skill it practised. A teacher's fixed
level is no business of this module: a page started with a level builds the plain session
(:func:`chosen_level` says which it is). :meth:`AdaptiveSession.adopt` puts another pupil's kept
estimates in (a pupil who joined a class on this device).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping

from elevenkit.exercises.adaptive import AUTO, AdaptiveSeries, LearnerModel, SkillEstimate, trainer_items
from elevenkit.exercises.attempts import Attempt, attempt_log
from elevenkit.exercises.sessions.trainer import TrainerSession

__all__ = ["AdaptiveSession", "chosen_level", "practice_for_me"]


class AdaptiveSession(TrainerSession):
    """A trainer session on an :class:`AdaptiveSeries` (until a fixed level replaces it)."""

    @property
    def adaptive(self) -> AdaptiveSeries | None:
        """The adaptive series being dealt, or None once a fixed level was chosen."""
        return self.series if isinstance(self.series, AdaptiveSeries) else None

    @property
    def model(self) -> LearnerModel | None:
        """The pupil's learner model (None once a fixed level was chosen)."""
        series = self.adaptive
        return series.model if series is not None else None

    def level_name(self) -> str:
        """The item of the task on screen (``"distance@easy"``); a fixed level's name once one was chosen."""
        series = self.adaptive
        if series is None or self.number < 0:
            return super().level_name()
        return series.item(self.number).name

    def untouched(self) -> bool:
        """True while nothing was answered, hinted or ended in this sitting (the first task may be chosen anew)."""
        flow = self.flow
        busy = flow is not None and (flow.tried or flow.hints_opened or flow.done)
        return self.number <= 0 and not self.outcomes and not self.score.tried and not busy

    def adopt(self, estimates: Mapping[str, SkillEstimate], dealt: tuple[int, int, str] | None = None) -> None:
        """Go on with these kept estimates (another pupil, or the same one on another device): the
        model takes them in place, the tutor forgets the sitting; the next task is chosen from them.

        ``dealt``: the task the pupil was on, as kept (seed, task number, item name): if it is this
        series', that task is dealt from the same item again, so a kept place finds the same task.
        """
        series = self.adaptive
        if series is None:
            return
        series.known = {}
        if dealt is not None and dealt[0] == series.seed:
            item = series.trainer.by_name(dealt[2])
            if item is not None:
                series.known[dealt[1]] = item
        series.model.estimates.clear()
        series.model.estimates.update(estimates)
        series.tutor.ended.clear()
        series.tutor.brought_back.clear()


def chosen_level(link_level: str | None, teacher_level: str | None = None, *, in_class: bool = False) -> str | None:
    """The level a trainer starts at: the teacher's fixed level always wins; else the link's;
    else :data:`AUTO` for a pupil in a class (None: the trainer's own default)."""
    for level in (teacher_level, link_level):
        if level:
            return level.strip().lower()
    return AUTO if in_class else None


def practice_for_me(
    activity: str,
    model: LearnerModel,
    *,
    seed: int | None = None,
    round_size: int = 0,
    record: Callable[[Attempt], None] | None = None,
    kept: Callable[[LearnerModel], None] | None = None,
    clock: Callable[[], float] = time.time,
) -> AdaptiveSession:
    """A session of the trainer ``activity`` whose tasks are chosen for the pupil ``model`` describes.

    ``kept`` is told the model after each change (the browser's storage, the class database).
    """
    forward = record or attempt_log.notify
    series = AdaptiveSeries(trainer_items(activity), model, seed, kept=kept, clock=clock)
    session = AdaptiveSession(series, activity=activity, round_size=round_size, named_levels={AUTO: AUTO})

    def learn_and_record(attempt: Attempt) -> None:
        if isinstance(session.series, AdaptiveSeries):
            session.series.observe(attempt)
        forward(attempt)

    session.record = learn_and_record
    return session
