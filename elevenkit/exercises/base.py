"""The shape every practice task shares: a seeded series of tasks, feedback, hints and a score.

Exercises use the engines and import nothing from the UI, so notebooks, dashboards and later
worksheets all deal the same tasks from the same seed.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Any, ClassVar, Generic, Protocol, TypeVar, runtime_checkable

from elevenkit.core import ElevenkitError
from elevenkit.core.rng import derive_seed
from elevenkit.i18n import _


@dataclass(frozen=True)
class Feedback:
    """The answer to one check: right or wrong, and a sentence a child can read.

    ``counted`` is False for an answer that is neither right nor wrong yet (a good start, an
    unreadable number): it does not change the score. ``done`` is True once the task is solved
    completely (by default: when the answer is right). ``category`` names the misconception a
    wrong answer shows (e.g. ``"added-instead-of-subtracted"``), for the teacher's statistics;
    empty when there is none to name.
    """

    correct: bool
    message: str
    counted: bool = True
    done: bool | None = None
    category: str = ""

    def __post_init__(self) -> None:
        if self.done is None:
            object.__setattr__(self, "done", self.correct)


class Cue(str, Enum):
    """A picture cue: what an instruction asks a child to do, drawn beside its words for children who
    cannot read yet (issue 24; the picture is ``widgets/static/icons/cue-<value>.svg``)."""

    TAP = "tap"  #: tap a space, a tile, a card or an answer
    COUNT = "count"  #: count the jumps or the points
    FIND = "find"  #: find a number or a space first
    TYPE = "type"  #: type a number in the box
    LOOK = "look"  #: look at the picture (and listen)
    WAIT = "wait"  #: wait: another player is moving


class PupilMessage(ElevenkitError):
    """An answer that cannot be judged, with a message written for the pupil (shown as it is)."""


class Task(ABC):
    """One practice question with its checker, its hints and its full solution."""

    #: the kind of task as the catalogue's task skills name it (``"distance"``); "" for a trainer without kinds
    kind_name: ClassVar[str] = ""

    @property
    def kind(self) -> str:
        """This task's kind (:attr:`kind_name`; a class that deals two kinds tells them apart here)."""
        return self.kind_name

    @property
    @abstractmethod
    def prompt(self) -> str:
        """The question as the pupil reads it."""

    @property
    def cues(self) -> tuple[Cue, ...]:
        """The picture cues of the question, in the order a child does them; none by default."""
        return ()

    @abstractmethod
    def check(self, answer: Any) -> Feedback:
        """Judge ``answer``; explain a wrong one in words, never raise on a wrong answer."""

    @abstractmethod
    def hints(self) -> list[str]:
        """Hints that reveal step by step; the last one gives the whole answer away."""

    @abstractmethod
    def solution(self) -> str:
        """The full solution, shown when the pupil asks to see everything."""


TaskT = TypeVar("TaskT", bound=Task)
DifficultyT = TypeVar("DifficultyT")


@runtime_checkable
class OpeningDifficulty(Protocol):
    """A difficulty whose first tasks are dealt at an easier one (a level that starts gently)."""

    def for_task(self, number: int) -> Any:
        """The difficulty task ``number`` (0-based) of a series is dealt at."""


class TaskSeries(Generic[TaskT, DifficultyT]):
    """Task number ``n`` of seed ``s`` at one difficulty is always the same task.

    ``make_task(rng, difficulty)`` builds one task. Each task gets its own generator seeded from
    (seed, number), so "Same task again" and a class sharing one ``?seed=`` link agree exactly.
    A difficulty that is an :class:`OpeningDifficulty` says which difficulty each task is dealt at.
    A ``salt`` (a class's, :func:`elevenkit.serving.params.class_deal`) deals the series of task set
    ``seed`` for that group only (:attr:`dealt_seed`); ``seed`` stays the task set a teacher names.
    """

    def __init__(
        self,
        make_task: Callable[[random.Random, DifficultyT], TaskT],
        difficulty: DifficultyT,
        seed: int | None = None,
        *,
        salt: str = "",
    ) -> None:
        self.make_task = make_task
        self.difficulty = difficulty
        self.seed = random.randrange(2**31) if seed is None else seed
        #: the group the series is dealt for ("": none, task set ``seed`` as everywhere)
        self.salt = salt
        self.number = -1
        #: numbers of the tasks already solved: solving one again is practice, not score
        self.solved: set[int] = set()

    def task(self, number: int) -> TaskT:
        """Task ``number`` (0-based) of this series."""
        difficulty = self.difficulty
        if isinstance(difficulty, OpeningDifficulty):
            difficulty = difficulty.for_task(number)
        return self.make_task(random.Random(f"{self.dealt_seed}:{number}"), difficulty)

    @property
    def dealt_seed(self) -> int:
        """The seed the tasks are dealt from: :attr:`seed`, made the :attr:`salt`'s own (:func:`derive_seed`)."""
        return derive_seed(self.seed, self.salt)

    def next_task(self) -> TaskT:
        """The next task of the series."""
        self.number += 1
        return self.task(self.number)

    def same_again(self) -> TaskT:
        """The current task once more, fresh."""
        return self.task(max(self.number, 0))

    def renewed(self, difficulty: DifficultyT | None = None, seed: int | None = None) -> TaskSeries[TaskT, DifficultyT]:
        """A new series of the same kind of tasks, at this difficulty and seed unless given."""
        return TaskSeries(
            self.make_task,
            self.difficulty if difficulty is None else difficulty,
            self.seed if seed is None else seed,
            salt=self.salt,
        )


@dataclass
class SessionScore:
    """Score and streak for one sitting, in whole tasks: what the pupil sees grow.

    A task counts once, when it ends: solved, or given up (its answer shown, or the pupil moved
    on). ``tried`` counts the tasks that ended, ``solved`` those solved in the end, ``first_time``
    those solved with neither a wrong answer nor a hint. The ``streak`` counts tasks solved in a
    row without a wrong answer; a hint does not break it (asking for help is better than
    guessing), a wrong answer or a task given up does.
    """

    solved: int = 0
    tried: int = 0
    streak: int = 0
    best_streak: int = 0
    first_time: int = 0

    #: the keys of :meth:`to_json`, in the order the fields are declared
    FIELDS = ("solved", "tried", "streak", "best_streak", "first_time")

    def end_task(self, solved: bool, wrong_answers: int = 0, hints: int = 0) -> None:
        """Count one task that ended: ``solved`` or not, after ``wrong_answers`` and ``hints``."""
        self.tried += 1
        if not solved:
            self.streak = 0
            return
        self.solved += 1
        if wrong_answers:
            self.streak = 0
            return
        if not hints:
            self.first_time += 1
        self.streak += 1
        self.best_streak = max(self.best_streak, self.streak)

    def is_sane(self) -> bool:
        """True if the numbers can belong together (a kept score comes from the browser)."""
        return (
            0 <= self.first_time <= self.solved <= self.tried <= 10**6
            and 0 <= self.streak <= self.best_streak <= self.solved
        )

    def to_json(self) -> dict[str, int]:
        """The score as a JSON object (for the browser's storage)."""
        return {name: getattr(self, name) for name in self.FIELDS}

    @classmethod
    def from_json(cls, value: object) -> SessionScore | None:
        """The score :meth:`to_json` kept, or None for anything else (another form, numbers that
        cannot belong together): a reader then starts the score afresh or rebuilds it."""
        if not isinstance(value, dict) or set(value) != set(cls.FIELDS):
            return None
        if not all(type(value[name]) is int for name in cls.FIELDS):
            return None
        score = cls(**{name: value[name] for name in cls.FIELDS})
        return score if score.is_sane() else None


class HintLadder:
    """Gives a task's hints one at a time, in order, and knows when they are used up."""

    def __init__(self, hints: list[str]) -> None:
        self._hints = hints
        self.shown = 0

    def next_hint(self) -> str | None:
        """The next hint, or None when every hint has been shown."""
        if self.shown >= len(self._hints):
            return None
        self.shown += 1
        return self._hints[self.shown - 1]

    @property
    def remaining(self) -> int:
        """How many hints are still hidden."""
        return len(self._hints) - self.shown


def sentences(*parts: str) -> str:
    """``parts`` as one text, each ending with a full stop unless it already ends a sentence
    (``.``, ``!``, ``?``): "Right! 9 = 2 + 7" and "Your card ..." read "Right! 9 = 2 + 7. Your card ..."."""
    ended = [part if part.rstrip().endswith((".", "!", "?")) else part.rstrip() + "." for part in parts if part.strip()]
    return " ".join(part.strip() for part in ended)


def and_list(items: Sequence[Any]) -> str:
    """Items joined for a sentence: ``2, 5 and 7``; one item alone; nothing for none."""
    words = [str(item) for item in items]
    if len(words) < 2:
        return "".join(words)
    return _("{items} and {last}").format(items=", ".join(words[:-1]), last=words[-1])


def or_list(items: Sequence[Any]) -> str:
    """A choice for a sentence: ``pile A, pile B or pile C``; one item alone; nothing for none."""
    words = [str(item) for item in items]
    if len(words) < 2:
        return "".join(words)
    return _("{items} or {last}").format(items=", ".join(words[:-1]), last=words[-1])
