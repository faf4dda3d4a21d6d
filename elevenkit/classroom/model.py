"""The values the classroom package passes around: answers, outcomes, progress, claims, reports.

Pure Python (no ``sqlite3``): the trainer frame builds an :class:`AnswerRecord` on every Check,
whether or not a class is recording.
"""

from __future__ import annotations

import enum
import secrets
import time
from dataclasses import dataclass, field

from elevenkit.exercises.attempts import MAX_LEVEL, kept_question, short_text

__all__ = [
    "AnswerRecord",
    "Cell",
    "ClaimStatus",
    "Claim",
    "ClassTable",
    "CommonWrong",
    "Outcome",
    "PRACTICE_PREFIX",
    "Progress",
    "StoredAnswer",
    "TaskStats",
]


#: what the class table puts before an activity's name for the pupil's own practice in it (answers on
#: a page whose settings are not one of the teacher's links): a column apart from the class work
PRACTICE_PREFIX = "practice:"


class Outcome(enum.Enum):
    """How a checked answer was judged. ``NOT_YET`` (a good start, nothing readable) is not wrong."""

    RIGHT = "right"
    NOT_YET = "not yet"
    WRONG = "wrong"

    @classmethod
    def of(cls, correct: bool, counted: bool) -> Outcome:
        """The outcome of a :class:`~elevenkit.exercises.Feedback` with these two fields."""
        if not counted:
            return cls.NOT_YET
        return cls.RIGHT if correct else cls.WRONG


def _new_uid() -> int:
    return secrets.randbits(63)


@dataclass(frozen=True)
class AnswerRecord:
    """One checked answer, as the trainer or lesson frame saw it at the moment of the click.

    ``activity`` names the lesson, trainer or dashboard (e.g. ``"capture-trainer"``);
    ``task_number`` is the task's place in its seeded series (a lesson's step number);
    ``task_id`` names the task itself for the per-task statistics (default ``"<seed>:<number>"``,
    so the whole class on one ``?seed=`` shares task ids); ``answer`` is the answer as typed or
    clicked; ``category`` the misconception the feedback named (``""`` for none); ``hints`` how
    many hints were open; ``question`` the question the pupil saw (plain text, cut to
    :data:`~elevenkit.exercises.attempts.MAX_QUESTION` characters, in every language:
    :func:`~elevenkit.exercises.attempts.question_text` reads it) and ``level`` the level it was
    dealt at (``""``: none). ``at`` (seconds since the epoch) and ``uid`` are filled in at creation:
    the uid makes a retried write land once, never twice. ``practice`` marks the pupil's own practice.
    """

    activity: str
    task_number: int
    seed: int
    answer: str
    outcome: Outcome
    category: str = ""
    hints: int = 0
    task_id: str = ""
    at: float = field(default_factory=time.time)
    uid: int = field(default_factory=_new_uid)
    question: str = ""
    level: str = ""
    #: the task's kind (the skill it practises, at a fixed level too: ``"distance"``); "" for none,
    #: and for answers saved before migration 10
    kind: str = ""
    #: True on a page whose settings are not one of the teacher's links for the class: the pupil's own
    #: practice, shown apart on the teacher's table and never counted as class work
    practice: bool = False

    def __post_init__(self) -> None:
        if not self.task_id:
            object.__setattr__(self, "task_id", f"{self.seed}:{self.task_number}")
        object.__setattr__(self, "question", kept_question(self.question))
        object.__setattr__(self, "level", short_text(self.level, MAX_LEVEL))
        object.__setattr__(self, "kind", short_text(self.kind, MAX_LEVEL))


@dataclass(frozen=True)
class Progress:
    """Where a pupil was in one activity, to go on after a reload or on another computer.

    ``seed``, ``task_number`` and ``task_solved`` describe the last task answered; ``solved`` are
    the task numbers of that seed solved already (answering them again is practice),
    ``first_time_solved`` those of them solved with no wrong answer and no hint, ``given_up`` those
    whose answer was shown or that the pupil left unsolved. The score fields count whole tasks as
    the frame's :class:`~elevenkit.exercises.SessionScore` does: ``correct`` tasks solved,
    ``attempts`` tasks ended, ``first_time`` solved right first time.
    """

    seed: int
    task_number: int
    task_solved: bool
    solved: frozenset[int]
    correct: int
    attempts: int
    streak: int
    best_streak: int
    first_time: int = 0
    first_time_solved: frozenset[int] = frozenset()
    given_up: frozenset[int] = frozenset()
    #: the level the last task answered was dealt at ("practice for me": its item, ``"fit@easy"``)
    level: str = ""
    #: those of ``given_up`` whose answer was shown (the others the pupil moved on from)
    shown: frozenset[int] = frozenset()


class ClaimStatus(enum.Enum):
    """What happened when a pupil typed a class code and a nickname."""

    NEW = "new"  # the nickname was free: it is now this pupil's, with a new secret number
    BACK = "back"  # the same pupil again (the secret number matched)
    TAKEN = "taken"  # someone else has that nickname: ask for another one or the secret number
    UNCHECKED = "unchecked"  # the database cannot be asked now: practise on, nothing is saved yet
    NO_CLASS = "no class"  # the teacher has made no such class: ask for the link; nothing was stored
    LOOK_ALIKE = "look-alike"  # the name looks like a classmate's (``nickname`` is theirs): choose another
    GONE = "gone"  # a page rejoining a pupil who is not in the class any more: sign in afresh
    #: a secret number that is not this nickname's, or a nickname nobody has: the same answer for
    #: both, so that trying numbers never tells whether a name is in the class
    WRONG_CODE = "wrong code"
    WAIT = "wait"  # too many wrong secret numbers for this name or from this device: try later


@dataclass(frozen=True)
class Claim:
    """The answer to a join: the names as stored and, for NEW and BACK, the secret number and the
    pupil's row (``pupil_id``: the same pupil after the teacher renames them; None when not stored)."""

    status: ClaimStatus
    class_code: str
    nickname: str
    pupil_code: str | None
    pupil_id: int | None = None


@dataclass(frozen=True)
class StoredAnswer:
    """One answer as the teacher sees it in a pupil's history or the CSV export."""

    at: float
    class_code: str
    nickname: str
    activity: str
    task_id: str
    task_number: int
    seed: int
    answer: str
    outcome: Outcome
    category: str
    hints: int
    question: str = ""  #: the question the pupil saw ("" for an answer saved before questions were kept)
    level: str = ""  #: the level the task was dealt at ("" for none, or not known)


@dataclass(frozen=True)
class Cell:
    """One pupil in one activity: whole tasks solved (``done``) of the tasks ended (``ended``: solved
    or given up, as the pupil's score counts them), right answers of the counted ones (``tried``),
    hints, last answer; for a game, the games played and won (a game is no task: it is in none of
    the other counts)."""

    done: int
    right: int
    tried: int
    hints: int
    last_active: float
    games: int = 0
    games_won: int = 0
    ended: int = 0


@dataclass(frozen=True)
class ClassTable:
    """Pupils × activities for one class (pupils in name order, activities in first-use order)."""

    class_code: str
    pupils: tuple[str, ...]
    activities: tuple[str, ...]
    cells: dict[tuple[str, str], Cell]
    last_active: dict[str, float]

    def cell(self, nickname: str, activity: str) -> Cell | None:
        """The cell of ``nickname`` in ``activity``, or None if the pupil has not started it."""
        return self.cells.get((nickname, activity))


@dataclass(frozen=True)
class CommonWrong:
    """A wrong answer given to one task, how often, and the misconception it showed."""

    answer: str
    category: str
    count: int


@dataclass(frozen=True)
class TaskStats:
    """One task of one activity across the class: counted answers, right ones, pupils, common errors.

    ``pupils`` answered it or gave it up, ``pupils_right`` solved it, ``shown`` saw its answer and
    ``moved_on`` went on from it unsolved: the tasks tab's share counts pupils, not answers.
    """

    activity: str
    task_id: str
    tried: int
    right: int
    pupils: int
    pupils_right: int
    common_wrong: tuple[CommonWrong, ...]
    question: str = ""  #: the question the pupils saw ("" when only older answers without it exist)
    level: str = ""  #: the level the task was dealt at: the same task number at another level is another task
    shown: int = 0  #: pupils who saw the answer
    moved_on: int = 0  #: pupils who went on to the next task without solving it

    @property
    def share_right(self) -> float:
        """Pupils who solved it among those who answered it or gave it up (0 to 1; 0 when none did)."""
        return self.pupils_right / self.pupils if self.pupils else 0.0
