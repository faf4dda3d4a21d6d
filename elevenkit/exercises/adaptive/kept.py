"""Where a pupil's estimates are kept, and who hears that a pupil with kept estimates sat down.

A trainer in "practice for me" keeps the pupil's :class:`~elevenkit.exercises.adaptive.LearnerModel`
after every judged answer: in the class database for a pupil in a class (the classroom's recorder
is an :class:`EstimateKeeper`), in the browser for a pupil on their own. When a pupil joins a
class, the class panel announces their keeper on :data:`learner_hub` (:meth:`LearnerHub.joined`)
*before* the trainer frames hear of the join, so a frame that starts afresh for the new pupil
chooses its first task from that pupil's own estimates; :meth:`LearnerHub.joined` with None: the
pupil left (the next one starts from nothing). Nothing here imports a widget or a database.

:func:`answer_skills` says which skills one stored answer practised, from its activity and the
level and kind it recorded (a "practice for me" item names its kind: ``"distance@easy"``); :func:`mastery`
where an estimate stands (the pupil's stars, the teacher's grid).
"""

from __future__ import annotations

import enum
import logging
import weakref
from collections.abc import Callable, Mapping
from typing import Protocol

from elevenkit import catalogue
from elevenkit.exercises.adaptive.model import SkillEstimate, chance

__all__ = [
    "ITEM_MARK",
    "EstimateKeeper",
    "LearnerHub",
    "Mastery",
    "answer_skills",
    "item_level",
    "learner_hub",
    "mastery",
]

log = logging.getLogger(__name__)

#: what separates an item's kind from its level in a recorded level: ``"distance@easy"``
ITEM_MARK = "@"


class EstimateKeeper(Protocol):
    """Reads and keeps one pupil's estimates (the classroom's recorder does, in the class database)."""

    def estimates(self) -> Mapping[str, SkillEstimate]: ...

    def save_estimates(self, estimates: Mapping[str, SkillEstimate]) -> None: ...

    def last_dealt(self, activity: str) -> tuple[int, int, str] | None:
        """The task the pupil was on in ``activity``: its seed, number and recorded level (None: none)."""
        ...


JoinListener = Callable[[EstimateKeeper | None], None]


class LearnerHub:
    """Tells every listening frame which pupil's estimates to use (see the module)."""

    def __init__(self) -> None:
        self._listeners: list[weakref.WeakMethod[JoinListener]] = []

    def on_join(self, listener: JoinListener) -> None:
        """Call the bound method ``listener(keeper)`` at every join (and leave: None); kept weakly."""
        self._listeners.append(weakref.WeakMethod(listener))

    def joined(self, keeper: EstimateKeeper | None) -> None:
        """A pupil whose estimates ``keeper`` reads and keeps sat down (None: the pupil left)."""
        self._listeners = [ref for ref in self._listeners if ref() is not None]
        for ref in list(self._listeners):
            listener = ref()
            if listener is None:
                continue
            try:
                listener(keeper)
            except Exception:
                log.exception("a learner listener failed")


#: the kernel's one hub: a page serves one pupil at a time
learner_hub = LearnerHub()


def item_level(level: str) -> tuple[str, str] | None:
    """``("distance", "easy")`` for the recorded level ``"distance@easy"`` of a "practice for me"
    task, None for a fixed level (``"easy"``, ``"3"``)."""
    kind, mark, named = level.partition(ITEM_MARK)
    return (kind, named) if mark and kind and named else None


def answer_skills(activity: str, level: str, kind: str = "") -> tuple[str, ...]:
    """The skills an answer recorded under ``activity`` at ``level`` to a task of ``kind`` practised:
    the kind's (recorded since migration 10), the item's kind in "practice for me", a step of the
    Capture Trainer, a trainer's fixed level (an answer saved before kinds were: the skills of every
    kind it deals, :meth:`~elevenkit.catalogue.Activity.skills_at`), else the activity's only skill,
    if it has one; () if unknown."""
    entry = catalogue.by_activity(activity)
    if entry is None:
        return ()
    if entry.skills_of(kind):
        return entry.skills_of(kind)
    item = item_level(level)
    if item is not None:
        return entry.skills_of(item[0])
    if entry.skills_of(level):
        return entry.skills_of(level)
    if entry.skills_at(level):
        return entry.skills_at(level)
    return entry.skills if len(entry.skills) == 1 else ()


class Mastery(str, enum.Enum):
    """How far a pupil is in a skill, as the pupil's stars and the teacher's grid show it."""

    NOT_STARTED = "not-started"  #: no judged answer yet
    NEEDS_HELP = "needs-help"  #: a task of middle difficulty goes right first time less than half the time
    PRACTISING = "practising"
    MASTERED = "mastered"  #: a task of middle difficulty goes right first time 80 % of the time or more


#: a skill counts as mastered or needing help only once its estimate rests on this many answers
MASTERY_ANSWERS, HELP_ANSWERS = 5, 3
#: the chance, on a task of middle difficulty (β = 0), above which a skill is mastered, below which help is needed
MASTERED_CHANCE, HELP_CHANCE = 0.8, 0.5


def mastery(estimate: SkillEstimate) -> Mastery:
    """Where ``estimate`` stands (the thresholds above; a hint never counts against the pupil beyond its score)."""
    if estimate.answers == 0:
        return Mastery.NOT_STARTED
    middle = chance(estimate.rating, 0.0)
    if middle >= MASTERED_CHANCE and estimate.answers >= MASTERY_ANSWERS:
        return Mastery.MASTERED
    if middle < HELP_CHANCE and estimate.answers >= HELP_ANSWERS:
        return Mastery.NEEDS_HELP
    return Mastery.PRACTISING
