"""Practice that adapts to the pupil ("practice for me"): a learner model, the items, the choice.

- :mod:`~elevenkit.exercises.adaptive.model`: :class:`LearnerModel`, an Elo rating per pupil and
  skill (the method and its parameters are written down there);
- :mod:`~elevenkit.exercises.adaptive.items`: what each trainer can deal, as items with a difficulty;
- :mod:`~elevenkit.exercises.adaptive.tutor`: :class:`Tutor`, which item comes next;
- :mod:`~elevenkit.exercises.adaptive.practice`: :class:`AdaptiveSeries`, the task series that
  asks the tutor and learns from every recorded answer;
- :mod:`~elevenkit.exercises.adaptive.kept`: where the estimates are kept (:class:`EstimateKeeper`),
  :data:`learner_hub` that announces a pupil's keeper, and :func:`answer_skills` of a stored answer.

:func:`elevenkit.exercises.sessions.practice_for_me` builds a trainer session on it. Pure Python.
"""

from elevenkit.exercises.adaptive.items import ADAPTIVE_TRAINERS, Item, TrainerItems, trainer_items
from elevenkit.exercises.adaptive.kept import (
    EstimateKeeper,
    LearnerHub,
    Mastery,
    answer_skills,
    item_level,
    learner_hub,
    mastery,
)
from elevenkit.exercises.adaptive.model import Event, LearnerModel, SkillEstimate, chance
from elevenkit.exercises.adaptive.practice import AUTO, AdaptiveSeries
from elevenkit.exercises.adaptive.tutor import TARGET, Ended, Tutor

__all__ = [
    "ADAPTIVE_TRAINERS",
    "AUTO",
    "TARGET",
    "AdaptiveSeries",
    "Ended",
    "EstimateKeeper",
    "Event",
    "Item",
    "LearnerHub",
    "LearnerModel",
    "Mastery",
    "SkillEstimate",
    "TrainerItems",
    "Tutor",
    "answer_skills",
    "chance",
    "item_level",
    "learner_hub",
    "mastery",
    "trainer_items",
]
