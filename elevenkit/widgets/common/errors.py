"""One error guard for every button and click of a view: no traceback ever reaches a pupil.

A guarded callback runs as usual; when it raises, the guard finds the first :class:`Refusal` whose
error type matches and lets the view :meth:`~Speaker.say` its sentence (a :class:`PupilMessage`
says its own words, written for the pupil); any other error is logged for the teacher and answered
with the guard's ``fallback`` sentence, never with the error's text (written for developers). The
kernel lives on and the view stays usable. Two guards are made from it:

- :data:`friendly_errors` for trainers and lessons: a :class:`PupilMessage` as it is, an answer
  the task cannot read (``ValueError``) as "I could not read that answer…", anything else as
  "Oops… Press New task to go on.";
- :data:`table_errors` for the game tables: a move the engine refuses as "That is not allowed
  now…" (a wrong tone), other input the engine refuses as "I did not understand that…", anything
  else as "Oops… Press New game to go on.".

Sentences are marked with ``N_`` and translated when they are said, in the pupil's language then.
"""

from __future__ import annotations

import functools
import logging
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol, TypeVar, cast

from elevenkit.core import ElevenkitError, IllegalMoveError
from elevenkit.exercises.base import PupilMessage
from elevenkit.i18n import N_, _

__all__ = ["ErrorGuard", "Refusal", "Speaker", "friendly_errors", "table_errors"]

log = logging.getLogger(__name__)

CallbackT = TypeVar("CallbackT", bound=Callable[..., Any])


class Speaker(Protocol):
    """A view that can say a sentence to the pupil (trainer frame, lesson step, game table)."""

    def say(self, message: str, tone: str) -> None: ...


@dataclass(frozen=True)
class Refusal:
    """Errors of type ``error`` are answered with ``sentence`` (None: the error's own words, for
    errors written for the pupil) in ``tone``; ``why`` is what the teacher's log says."""

    error: type[Exception]
    sentence: str | None
    tone: str = "info"
    why: str = "a view refused input"


@dataclass(frozen=True)
class ErrorGuard:
    """A decorator for the callbacks of a :class:`Speaker`: each error answered by its first
    matching :class:`Refusal`, any other one by ``fallback`` (and logged with its traceback)."""

    refusals: tuple[Refusal, ...]
    fallback: str

    def __call__(self, method: CallbackT) -> CallbackT:
        """``method`` guarded: it returns what ``method`` returns, or None after an error."""

        @functools.wraps(method)
        def guarded(speaker: Speaker, *args: Any, **kwargs: Any) -> Any:
            try:
                return method(speaker, *args, **kwargs)
            except Exception as error:  # the point of the guard
                self.answer(speaker, error)
                return None

        return cast(CallbackT, guarded)

    def answer(self, speaker: Speaker, error: Exception) -> None:
        """Say to the pupil what ``error`` means for them (and log it for the teacher)."""
        refusal = next((known for known in self.refusals if isinstance(error, known.error)), None)
        if refusal is None:
            log.error("%s callback failed", type(speaker).__name__, exc_info=error)
            speaker.say(_(self.fallback), "info")
        elif refusal.sentence is None:
            speaker.say(str(error), refusal.tone)
        else:
            log.info(refusal.why, exc_info=error)
            speaker.say(_(refusal.sentence), refusal.tone)


#: the guard of the trainers' and lessons' buttons and clicks
friendly_errors = ErrorGuard(
    (
        Refusal(PupilMessage, None),
        Refusal(ValueError, N_("I could not read that answer. Try again, or press Hint."), why="trainer refused input"),
    ),
    fallback=N_("Oops, something went wrong. Press New task to go on."),
)

#: the guard of the game tables' buttons and clicks
table_errors = ErrorGuard(
    (
        Refusal(
            IllegalMoveError, N_("That is not allowed now. Try something else."), "wrong", "the engine refused a move"
        ),
        Refusal(ElevenkitError, N_("I did not understand that. Try again."), why="the table refused input"),
    ),
    fallback=N_("Oops, something went wrong. Press New game to go on."),
)
