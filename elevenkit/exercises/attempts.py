"""The one recording hook: every checked answer in a trainer, lesson or game becomes an Attempt.

The shared frames (the trainer frame, the lesson frame, the game tables) build an :class:`Attempt`
after each check and pass it to :meth:`AttemptLog.notify`; whoever wants to know subscribes once
(the classroom recorder saves it in SQLite, a test collects it). The frames know nothing about
where attempts go, and nothing here imports a widget or a database.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass

log = logging.getLogger(__name__)

__all__ = ["Attempt", "AttemptLog", "attempt_log"]


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


Listener = Callable[[Attempt], None]


class AttemptLog:
    """Passes every attempt on to its listeners; a failing listener never reaches the pupil."""

    def __init__(self) -> None:
        self._listeners: list[Listener] = []

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


#: the kernel's one log: a dashboard or lesson kernel serves one pupil, so one log is enough
attempt_log = AttemptLog()
