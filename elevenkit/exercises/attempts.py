"""The one recording hook: every checked answer in a trainer, lesson or game becomes an Attempt.

The shared frames (the trainer frame, the lesson frame, the game tables) build an :class:`Attempt`
after each check (a game table: after each finished game or round) and pass it to
:meth:`AttemptLog.notify`; whoever wants to know subscribes once (the classroom recorder saves it
in SQLite, a test collects it). The frames know nothing about where attempts go, and nothing here
imports a widget or a database.

The way back works the same way round: when a pupil joins a class, the class panel announces
where their stored progress can be read (:meth:`AttemptLog.joined`), and every frame that listens
(:meth:`AttemptLog.on_join`) goes on from there, so a pupil on another device continues where
they were.

The categories below are the frame's own (not misconceptions): a task given up, the answer that
solved a task completely, and the result of a game. Games are no tasks: the teacher's table counts
attempts whose category starts with :data:`GAME_CATEGORY_PREFIX` as games played and won, never as
answers.

Every attempt names its task with a :class:`TaskId`, stable within its activity. Its text forms,
written by ``str()`` and read back by :meth:`TaskId.parse` (which refuses anything else with
:class:`InvalidTaskIdError`):

========================  ===============================================  ======================
text                      meaning                                          value
========================  ===============================================  ======================
``7:3``                   a trainer's task: task set 7, its 4th task       ``SeriesTask(7, 3)``
``step-3``                a lesson's 3rd step                              ``LessonStep(3)``
``game-7``                a game table's game dealt from seed 7            ``GameDealt(7)``
``game-7:round-2``        round 2 of that game (an 11 nimmt! match)        ``GameDealt(7, 2)``
========================  ===============================================  ======================

Numbers are written with the digits 0-9, without leading zeros, so that ``parse`` and ``str`` are
each other's inverse.

A question is kept in every language of the kit (:func:`in_every_language`): a German teacher reads
in German what an English page asked, and the other way round (:func:`question_text`). A question
saved as one plain text, before, reads as it is.
"""

from __future__ import annotations

import json
import logging
import weakref
from collections.abc import Callable
from dataclasses import dataclass
from typing import ClassVar

from elevenkit.core import ElevenkitError, shown
from elevenkit.exercises.base import Feedback
from elevenkit.i18n import LANGUAGES, current_language, language

log = logging.getLogger(__name__)

__all__ = [
    "ANSWER_SHOWN",
    "CUSTOM_LEVEL",
    "GAME_FINISHED",
    "GAME_LOST",
    "GAME_CATEGORY_PREFIX",
    "GAME_WON",
    "MOVED_ON",
    "ProgressSource",
    "ROUND_LOST",
    "ROUND_WON",
    "TASK_PART",
    "TASK_SOLVED",
    "Attempt",
    "AttemptLog",
    "GameDealt",
    "InvalidTaskIdError",
    "LessonStep",
    "SeriesTask",
    "TaskId",
    "attempt_log",
    "category_of",
    "answer_text",
    "in_every_language",
    "kept_question",
    "question_text",
    "MAX_LEVEL",
    "MAX_QUESTION",
    "short_text",
]

#: a task that ended unsolved: its answer was shown, or the pupil moved on
ANSWER_SHOWN, MOVED_ON = "answer-shown", "moved-on-unsolved"
#: the right answer that solved its task completely (a capture task may need several right groups)
TASK_SOLVED = "task-solved"
#: a right answer that solved part of its task (a capture task's first group): the task goes on
TASK_PART = "task-part"
#: what every game attempt's category starts with: games are counted apart from tasks
GAME_CATEGORY_PREFIX = "game-"
#: a finished game: the pupil won, lost, or nobody won (a draw)
GAME_WON, GAME_LOST, GAME_FINISHED = "game-won", "game-lost", "game-finished"
#: a finished round of a match (11 nimmt!): the pupil had the fewest minus points of the round, or not
ROUND_WON, ROUND_LOST = "game-round-won", "game-round-lost"
#: the level an attempt records for a trainer dealt with the teacher's own settings (no named level)
CUSTOM_LEVEL = "custom"
#: the longest question and level name an attempt keeps (a longer one is cut and ends in "…")
MAX_QUESTION, MAX_LEVEL = 300, 40


def short_text(text: str, limit: int) -> str:
    """``text`` on one line (runs of spaces and line breaks made one space), cut to ``limit``
    characters with "…" as the last one: what a stored question or level may be at most."""
    text = " ".join(str(text).split())
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


def _texts(stored: str) -> dict[str, str] | None:
    """The texts by language of a question kept in every language; None for a plain text."""
    if not stored.startswith('{"'):
        return None
    try:
        texts = json.loads(stored)
    except ValueError:
        return None
    if not (isinstance(texts, dict) and texts and all(isinstance(text, str) for text in texts.values())):
        return None
    return texts if set(texts) <= set(LANGUAGES) else None


def in_every_language(text_of: Callable[[], str]) -> str:
    """What the store keeps of a question that ``text_of()`` builds with ``_()``: its text in every
    language of the kit, as one JSON object (``{"de": "Welche …", "en": "Which …"}``, each cut to
    :data:`MAX_QUESTION`), or the one text when every language says the same (numbers only)."""
    texts = {}
    for code in LANGUAGES:
        with language(code):
            texts[code] = short_text(text_of(), MAX_QUESTION)
    if len(set(texts.values())) == 1:
        return texts[LANGUAGES[0]]
    return json.dumps(texts, ensure_ascii=False, sort_keys=True)


def kept_question(stored: str) -> str:
    """``stored`` as an answer keeps it: a plain text on one line, cut to :data:`MAX_QUESTION`; a
    question in every language with each of its texts so."""
    texts = _texts(stored)
    if texts is None:
        return short_text(stored, MAX_QUESTION)
    return json.dumps({code: short_text(text, MAX_QUESTION) for code, text in texts.items()}, ensure_ascii=False)


def question_text(stored: str, code: str | None = None) -> str:
    """A stored question as a teacher reads it: its text in ``code`` (default: the page's language),
    else in English, else in any language it has; a plain text (saved before) as it is."""
    texts = _texts(stored)
    if texts is None:
        return stored
    code = current_language() if code is None else code
    return texts.get(code) or texts.get(LANGUAGES[0]) or next(iter(texts.values()))


def answer_text(stored: str, category: str, code: str | None = None) -> str:
    """A stored answer as a teacher reads it: a game's result (category ``game-…``, kept in every
    language as a question is) in ``code`` (default: the page's language); a pupil's answer as typed."""
    return question_text(stored, code) if category.startswith(GAME_CATEGORY_PREFIX) else stored


class InvalidTaskIdError(ElevenkitError):
    """Text that is none of the task id forms (the module docstring lists them), or numbers out of range."""


def _number(text: str, whole: str, lowest: int = 0) -> int:
    """``text`` as a whole number from ``lowest``, written in digits 0-9 without a leading zero;
    else :class:`InvalidTaskIdError` naming ``whole``, the task id it stands in."""
    if not (text.isascii() and text.isdigit()) or (len(text) > 1 and text[0] == "0") or len(text) > 20:
        raise InvalidTaskIdError(
            f"{shown(whole)} is not a task id: {shown(text)} is not a number written with the digits 0-9"
        )
    if int(text) < lowest:
        raise InvalidTaskIdError(f"{shown(whole)} is not a task id: its number counts from {lowest}")
    return int(text)


@dataclass(frozen=True)
class TaskId:
    """What names one task of an activity in an attempt: ``str()`` writes it, :meth:`parse` reads it."""

    @classmethod
    def parse(cls, text: object) -> TaskId:
        """The task id ``text`` writes (``"7:3"``, ``"step-3"``, ``"game-7"``, ``"game-7:round-2"``).

        Raises :class:`InvalidTaskIdError`, naming the text, for anything else.
        """
        if not isinstance(text, str):
            raise InvalidTaskIdError(f"{shown(text)} is not a task id: expected text")
        if text.startswith(GameDealt.PREFIX):
            seed, _colon, rest = text[len(GameDealt.PREFIX) :].partition(":")
            if not _colon:
                return GameDealt(_number(seed, text))
            if not rest.startswith(GameDealt.ROUND_PREFIX):
                raise InvalidTaskIdError(f"{shown(text)} is not a task id: write 'game-7' or 'game-7:round-2'")
            return GameDealt(_number(seed, text), _number(rest[len(GameDealt.ROUND_PREFIX) :], text, lowest=1))
        if text.startswith(LessonStep.PREFIX):
            return LessonStep(_number(text[len(LessonStep.PREFIX) :], text, lowest=1))
        seed, colon, number = text.partition(":")
        if not colon:
            raise InvalidTaskIdError(
                f"{shown(text)} is not a task id: write '7:3' (a trainer's task), 'step-3' (a lesson's step),"
                " 'game-7' or 'game-7:round-2' (a game)"
            )
        return SeriesTask(_number(seed, text), _number(number, text))


@dataclass(frozen=True)
class SeriesTask(TaskId):
    """Task ``number`` (0-based) of the series a trainer deals from task set ``seed``: ``"7:3"``."""

    seed: int
    number: int

    def __post_init__(self) -> None:
        if self.seed < 0 or self.number < 0:
            raise InvalidTaskIdError(
                f"a trainer's task needs a seed and a number from 0, not {self.seed!r}:{self.number!r}"
            )

    def __str__(self) -> str:
        return f"{self.seed}:{self.number}"


@dataclass(frozen=True)
class LessonStep(TaskId):
    """A lesson's step ``step`` (1 = the first): ``"step-3"``."""

    step: int
    PREFIX: ClassVar[str] = "step-"

    def __post_init__(self) -> None:
        if self.step < 1:
            raise InvalidTaskIdError(f"a lesson's step is numbered from 1, not {self.step!r}")

    def __str__(self) -> str:
        return f"{self.PREFIX}{self.step}"


@dataclass(frozen=True)
class GameDealt(TaskId):
    """A game table's game dealt from ``seed`` (``"game-7"``), or its round ``round`` (1 = the first;
    0 = the whole game) of a match: ``"game-7:round-2"``."""

    seed: int
    round: int = 0
    PREFIX: ClassVar[str] = "game-"
    ROUND_PREFIX: ClassVar[str] = "round-"

    def __post_init__(self) -> None:
        if self.seed < 0 or self.round < 0:
            raise InvalidTaskIdError(f"a game needs a seed and a round from 0, not {self.seed!r} and {self.round!r}")

    def __str__(self) -> str:
        game = f"{self.PREFIX}{self.seed}"
        return f"{game}:{self.ROUND_PREFIX}{self.round}" if self.round else game


def category_of(result: Feedback) -> str:
    """The category an attempt records for ``result``: its misconception, :data:`TASK_SOLVED` for the
    answer that solved the task, :data:`TASK_PART` for a right one that solved part of it (so a stored
    history tells a solved task from a half-done one, even before any task of it was solved)."""
    if result.correct and result.counted and not result.category:
        return TASK_SOLVED if result.done else TASK_PART
    return result.category


@dataclass(frozen=True)
class Attempt:
    """One checked answer, as the teacher will see it."""

    #: the activity's recorded name (:attr:`elevenkit.catalogue.Activity.activity`): ``"capture-trainer"``, ``"lesson-01"``
    activity: str
    task_id: str  #: stable within the activity: ``str()`` of a :class:`TaskId` (e.g. ``"7:3"``)
    #: the answer as typed, or the clicks written as text ("7, 5 + 2"); a game's result in every
    #: language (:func:`in_every_language`), read with :func:`answer_text`
    answer: str
    correct: bool
    counted: bool  #: False for a not-yet answer (uncounted, neither right nor wrong)
    category: str = ""  #: the misconception a wrong answer shows (Feedback.category)
    hints: int = 0  #: hints the pupil had opened for this task before this check
    seed: int | None = None  #: the seed the task was dealt from, when it was dealt from one
    task_number: int | None = None  #: the task's place in its seeded series (0-based)
    #: the question the pupil saw, as plain text (never HTML), cut to :data:`MAX_QUESTION` characters;
    #: kept in every language (:func:`in_every_language`), read with :func:`question_text`
    question: str = ""
    #: the level it was dealt at, as a link names it (``"easy"``, the Capture Trainer's ``"3"``); "" for none
    level: str = ""
    #: the task's kind (:attr:`elevenkit.exercises.base.Task.kind`: the skill it practises); "" for none
    kind: str = ""

    def __post_init__(self) -> None:
        object.__setattr__(self, "question", kept_question(self.question))
        object.__setattr__(self, "level", short_text(self.level, MAX_LEVEL))
        object.__setattr__(self, "kind", short_text(self.kind, MAX_LEVEL))


Listener = Callable[[Attempt], None]
#: reads a pupil's stored progress in one activity (the classroom's ``recorder.restore``)
ProgressSource = Callable[[str], object]
#: hears of a join: where the pupil's progress is read, and who joined (the browser's key for them)
JoinListener = Callable[[ProgressSource, str], None]


class AttemptLog:
    """Passes every attempt on to its listeners; a failing listener never reaches the pupil."""

    def __init__(self) -> None:
        self._listeners: list[Listener] = []
        self._join_listeners: list[weakref.WeakMethod[JoinListener]] = []

    def subscribe(self, listener: Listener) -> None:
        """Call ``listener(attempt)`` after every check from now on."""
        self._listeners.append(listener)

    def unsubscribe(self, listener: Listener) -> None:
        """Stop calling ``listener`` (no error when it was not subscribed)."""
        if listener in self._listeners:
            self._listeners.remove(listener)

    def notify(self, attempt: Attempt) -> None:
        """Tell every listener; a listener's error is logged and the others still hear of it."""
        for listener in list(self._listeners):
            try:
                listener(attempt)
            except Exception:
                log.exception("an attempt listener failed")

    def on_join(self, listener: JoinListener) -> None:
        """Call the bound method ``listener(progress_source, pupil)`` whenever a pupil joins a class.

        Only a weak reference is kept: a frame that is gone stops listening by itself.
        """
        self._join_listeners.append(weakref.WeakMethod(listener))

    def joined(self, progress: ProgressSource, pupil: str = "") -> None:
        """A pupil joined a class: ``progress(activity)`` reads where they were; every frame listening
        goes on from there, and keeps its place in the browser under ``pupil`` (the pupil in their
        class, as a storage key). A failing frame is logged; the others still hear of it."""
        self._join_listeners = [ref for ref in self._join_listeners if ref() is not None]
        for ref in list(self._join_listeners):
            listener = ref()
            if listener is None:
                continue
            try:
                listener(progress, pupil)
            except Exception:
                log.exception("a join listener failed")


#: the kernel's one log: a dashboard or lesson kernel serves one pupil, so one log is enough
attempt_log = AttemptLog()
