"""The learner model: an Elo rating per pupil and skill, as Math Garden rates its pupils.

**Method** (Elo 1978, as adapted for practice by Klinkenberg, Straatemeier & van der Maas 2011,
"Computer adaptive practice of maths ability using a new item response model for on the fly
ability and difficulty estimation", Computers & Education 57): a pupil has a rating ``θ`` in each
skill, a task a difficulty ``β`` (:mod:`elevenkit.exercises.adaptive.items`), and

    P(right first time) = 1 / (1 + exp(β − θ))

After each judged answer with score ``S`` (:data:`SCORES`) and weight ``w`` the rating moves by
``w · K(n) · (S − P)``, where ``n`` counts the pupil's earlier answers in that skill and
``K(n) = K_LAST + (K_FIRST − K_LAST) / (1 + n / K_HALF)``: a new pupil's estimate moves fast, a
well-known one slowly (Math Garden's uncertainty-dependent K). The rating stays within
``±RATING_BOUND``. Tasks' difficulties are fixed, not learned (a class gives too few answers to
learn them); time to answer does not count (the pages do not measure it).

Parameters: :data:`START_RATING` 0, :data:`K_FIRST` 1.2, :data:`K_LAST` 0.25, :data:`K_HALF` 10,
:data:`RATING_BOUND` 4, scores and weights in :data:`SCORES` and :data:`LATER_WEIGHT` (chosen with
``bench/bench_adaptive.py``; its figures are in ``bench/README.md``).

Pure Python and deterministic: the same answers give the same estimates. A wrong answer that names
a misconception (the task's feedback category) is remembered with the skill, so practice can
bring that skill back later (:mod:`elevenkit.exercises.adaptive.tutor`).
"""

from __future__ import annotations

import enum
import math
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace

__all__ = [
    "K_FIRST",
    "K_HALF",
    "K_LAST",
    "LATER_WEIGHT",
    "RATING_BOUND",
    "SCORES",
    "START_RATING",
    "Event",
    "LearnerModel",
    "SkillEstimate",
    "chance",
]

START_RATING = 0.0
K_FIRST, K_LAST, K_HALF = 1.2, 0.25, 10.0
RATING_BOUND = 4.0
#: the weight of a later answer to the same task (the first judged answer weighs 1): a pupil who
#: tries three times is not three times as wrong
LATER_WEIGHT = 0.0


class Event(str, enum.Enum):
    """How a judged answer went, as the model counts it."""

    RIGHT_FIRST_TIME = "right"  #: right, with no hint and no wrong answer before on this task
    RIGHT_WITH_HELP = "helped"  #: right after a hint or a wrong answer
    WRONG = "wrong"
    SHOWN = "shown"  #: the pupil asked to see the answer
    MOVED_ON = "moved-on"  #: the pupil went to the next task unsolved


#: score and weight of each event (a right answer after help is partly right; moving on may be boredom)
SCORES: Mapping[Event, tuple[float, float]] = {
    Event.RIGHT_FIRST_TIME: (1.0, 1.0),
    Event.RIGHT_WITH_HELP: (0.6, 1.0),
    Event.WRONG: (0.0, 1.0),
    Event.SHOWN: (0.0, 1.0),
    Event.MOVED_ON: (0.0, 0.5),
}


def chance(rating: float, difficulty: float) -> float:
    """The chance a pupil of ``rating`` solves a task of ``difficulty`` right first time."""
    return 1.0 / (1.0 + math.exp(difficulty - rating))


@dataclass(frozen=True)
class SkillEstimate:
    """A pupil's estimate in one skill: the rating, the answers it rests on, and the last
    misconception a wrong answer showed (``""`` if none is open) with the time it showed (seconds)."""

    rating: float = START_RATING
    answers: int = 0
    misconception: str = ""
    seen: float = 0.0

    def to_json(self) -> dict[str, object]:
        """The estimate as a JSON object (the browser's storage)."""
        return {"rating": self.rating, "answers": self.answers, "misconception": self.misconception, "seen": self.seen}

    @classmethod
    def from_json(cls, value: object) -> SkillEstimate | None:
        """The estimate :meth:`to_json` kept, or None for anything else (a reader then starts afresh)."""
        if not isinstance(value, dict):
            return None
        rating, answers, misconception, seen = (
            value.get(key) for key in ("rating", "answers", "misconception", "seen")
        )
        if not (isinstance(rating, (int, float)) and not isinstance(rating, bool) and math.isfinite(rating)):
            return None
        if type(answers) is not int or answers < 0 or not isinstance(misconception, str) or len(misconception) > 80:
            return None
        if not isinstance(seen, (int, float)) or isinstance(seen, bool) or not math.isfinite(seen):
            return None
        return cls(max(-RATING_BOUND, min(RATING_BOUND, float(rating))), answers, misconception, float(seen))


def step_size(answers: int) -> float:
    """``K(n)``: how far one answer moves a rating that rests on ``answers`` answers."""
    return K_LAST + (K_FIRST - K_LAST) / (1.0 + answers / K_HALF)


class LearnerModel:
    """One pupil's estimates, by skill id (a skill never answered has :data:`START_RATING`)."""

    def __init__(self, estimates: Mapping[str, SkillEstimate] | None = None) -> None:
        self.estimates: dict[str, SkillEstimate] = dict(estimates or {})

    def estimate(self, skill: str) -> SkillEstimate:
        """The estimate in ``skill``."""
        return self.estimates.get(skill, SkillEstimate())

    def rating(self, skills: Iterable[str]) -> float:
        """The pupil's rating for a task that practises ``skills``: their mean."""
        ratings = [self.estimate(skill).rating for skill in skills]
        return sum(ratings) / len(ratings) if ratings else START_RATING

    def expected(self, skills: Iterable[str], difficulty: float) -> float:
        """The chance the pupil solves a task of ``difficulty`` practising ``skills`` right first time."""
        return chance(self.rating(skills), difficulty)

    def update(
        self,
        skills: Iterable[str],
        difficulty: float,
        event: Event,
        *,
        first: bool = True,
        misconception: str = "",
        at: float = 0.0,
    ) -> None:
        """Count one judged answer (``first``: the task's first) to a task of ``difficulty`` in each of ``skills``.

        A wrong answer naming a ``misconception`` opens it in those skills (seen ``at``, in
        seconds); a right answer first time closes an open one.
        """
        skills = tuple(skills)
        score, weight = SCORES[event]
        expected = self.expected(skills, difficulty)
        weight *= 1.0 if first else LATER_WEIGHT
        for skill in skills:
            old = self.estimate(skill)
            rating = old.rating + weight * step_size(old.answers) * (score - expected)
            new = replace(old, rating=max(-RATING_BOUND, min(RATING_BOUND, rating)), answers=old.answers + 1)
            if misconception and event is Event.WRONG:
                new = replace(new, misconception=misconception, seen=at)
            elif event is Event.RIGHT_FIRST_TIME:
                new = replace(new, misconception="", seen=0.0)
            self.estimates[skill] = new

    def misconceptions(self) -> dict[str, SkillEstimate]:
        """The skills with an open misconception, by skill id."""
        return {skill: known for skill, known in self.estimates.items() if known.misconception}

    def to_json(self) -> dict[str, dict[str, object]]:
        """Every estimate as JSON, by skill id."""
        return {skill: known.to_json() for skill, known in sorted(self.estimates.items())}

    @classmethod
    def from_json(cls, value: object) -> LearnerModel:
        """The model :meth:`to_json` kept; what cannot be read is left out (that skill starts afresh)."""
        if not isinstance(value, dict):
            return cls()
        read = {skill: SkillEstimate.from_json(known) for skill, known in value.items() if isinstance(skill, str)}
        return cls({skill: known for skill, known in read.items() if known is not None and len(skill) <= 80})
