"""A trainer session in "practice for me": :func:`practice_for_me`.

The session is an ordinary :class:`~elevenkit.exercises.sessions.trainer.TrainerSession` on an
:class:`~elevenkit.exercises.adaptive.AdaptiveSeries`: every attempt it records goes to the series
(which learns from it) and then on to ``record`` as always. Its attempts record the level
:data:`~elevenkit.exercises.adaptive.AUTO`. A teacher's fixed level is no business of this module:
a page started with a level builds the plain session (:func:`chosen_level` says which it is).
"""

from __future__ import annotations

import time
from collections.abc import Callable

from elevenkit.exercises.adaptive import AUTO, AdaptiveSeries, LearnerModel, trainer_items
from elevenkit.exercises.attempts import Attempt, attempt_log
from elevenkit.exercises.sessions.trainer import TrainerSession

__all__ = ["chosen_level", "practice_for_me"]


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
) -> TrainerSession:
    """A session of the trainer ``activity`` whose tasks are chosen for the pupil ``model`` describes.

    ``kept`` is told the model after each change (the browser's storage, the class database).
    """
    forward = record or attempt_log.notify
    series = AdaptiveSeries(trainer_items(activity), model, seed, kept=kept, clock=clock)
    session = TrainerSession(series, activity=activity, round_size=round_size, named_levels={AUTO: AUTO})

    def learn_and_record(attempt: Attempt) -> None:
        if isinstance(session.series, AdaptiveSeries):
            session.series.observe(attempt)
        forward(attempt)

    session.record = learn_and_record
    return session
