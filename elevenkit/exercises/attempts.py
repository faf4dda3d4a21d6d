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
attempts whose category starts with :data:`GAME_PREFIX` as games played and won, never as answers.
"""

from __future__ import annotations

import logging
import weakref
from collections.abc import Callable
from dataclasses import dataclass

from elevenkit.exercises.base import Feedback

log = logging.getLogger(__name__)

__all__ = [
    "ANSWER_SHOWN",
    "CUSTOM_LEVEL",
    "GAME_FINISHED",
    "GAME_LOST",
    "GAME_PREFIX",
    "GAME_WON",
    "MOVED_ON",
    "ProgressSource",
    "ROUND_LOST",
    "ROUND_WON",
    "TASK_SOLVED",
    "Attempt",
    "AttemptLog",
    "attempt_log",
    "category_of",
    "MAX_LEVEL",
    "MAX_QUESTION",
    "short_text",
]

#: a task that ended unsolved: its answer was shown, or the pupil moved on
ANSWER_SHOWN, MOVED_ON = "answer-shown", "moved-on-unsolved"
#: the right answer that solved its task completely (a capture task may need several right groups)
TASK_SOLVED = "task-solved"
#: what every game attempt's category starts with: games are counted apart from tasks
GAME_PREFIX = "game-"
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


def category_of(result: Feedback) -> str:
    """The category an attempt records for ``result``: its misconception, or :data:`TASK_SOLVED`
    for the answer that solved the task (so a stored history tells a solved task from a half-done one)."""
    if result.correct and result.done and result.counted and not result.category:
        return TASK_SOLVED
    return result.category


@dataclass(frozen=True)
class Attempt:
    """One checked answer, as the teacher will see it."""

    activity: str  #: the lesson or dashboard, e.g. ``"capture-trainer"`` or ``"lesson-01"``
    task_id: str  #: stable within the activity: the same task gets the same id (e.g. ``"7:3"``)
    answer: str  #: the answer as typed, or the clicks written as text ("7, 5 + 2")
    correct: bool
    counted: bool  #: False for a not-yet answer (uncounted, neither right nor wrong)
    category: str = ""  #: the misconception a wrong answer shows (Feedback.category)
    hints: int = 0  #: hints the pupil had opened for this task before this check
    seed: int | None = None  #: the seed the task was dealt from, when it was dealt from one
    task_number: int | None = None  #: the task's place in its seeded series (0-based)
    #: the question the pupil saw, as plain text (never HTML), cut to :data:`MAX_QUESTION` characters
    question: str = ""
    #: the level it was dealt at, as a link names it (``"easy"``, the Capture Trainer's ``"3"``); "" for none
    level: str = ""

    def __post_init__(self) -> None:
        object.__setattr__(self, "question", short_text(self.question, MAX_QUESTION))
        object.__setattr__(self, "level", short_text(self.level, MAX_LEVEL))


Listener = Callable[[Attempt], None]
#: reads a pupil's stored progress in one activity (the classroom's ``recorder.restore``)
ProgressSource = Callable[[str], object]
JoinListener = Callable[[ProgressSource], None]


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
        """Call the bound method ``listener(progress_source)`` whenever a pupil joins a class.

        Only a weak reference is kept: a frame that is gone stops listening by itself.
        """
        self._join_listeners.append(weakref.WeakMethod(listener))

    def joined(self, progress: ProgressSource) -> None:
        """A pupil joined a class: ``progress(activity)`` reads where they were; every frame listening
        goes on from there. A failing frame is logged; the others still hear of it."""
        self._join_listeners = [ref for ref in self._join_listeners if ref() is not None]
        for ref in list(self._join_listeners):
            listener = ref()
            if listener is None:
                continue
            try:
                listener(progress)
            except Exception:
                log.exception("a join listener failed")


#: the kernel's one log: a dashboard or lesson kernel serves one pupil, so one log is enough
attempt_log = AttemptLog()
