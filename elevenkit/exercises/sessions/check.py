"""One check flow: judge an answer, say it, count it or not, hints one at a time, the solution.

A :class:`CheckFlow` follows one task from the moment it is dealt: each :meth:`CheckFlow.check`
gives a :class:`Verdict` (the task's :class:`~elevenkit.exercises.Feedback`, the words to say and
their tone, whether the teacher gets it as an attempt, whether it is said as a note under what is
on screen); :meth:`CheckFlow.next_hint` gives a :class:`HintStep`; :meth:`CheckFlow.may_show_solution`
says whether the whole answer may be shown yet; :attr:`CheckFlow.outcome` says how the task ended.
The trainers use it through :class:`~elevenkit.exercises.sessions.trainer.TrainerSession`; a lesson
step uses it directly, with its own choices:

- ``notice_repeats`` (trainers): the same answer checked again (a second press, a double-click, a
  click sent twice after a lost connection) is said as a note and neither judged nor counted again;
- ``notice_blanks`` (trainers): an empty answer is a note under the feedback, not an attempt;
- ``solution_after_try`` (lessons): the solution opens only after a counted answer.

A not-yet answer (``counted=False``: a good start, nothing readable) is neither right nor wrong.
Nothing here draws anything: the views say the verdict's words, in the verdict's tone.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from elevenkit.exercises.answers import is_blank
from elevenkit.exercises.attempts import Attempt, category_of, in_every_language
from elevenkit.exercises.base import Feedback, HintLadder, Task
from elevenkit.i18n import _, ngettext

__all__ = [
    "FIRST_TIME",
    "HINT",
    "INFO",
    "NOT_YET",
    "OUTCOMES",
    "RIGHT",
    "WITH_HELP",
    "WRONG",
    "CheckFlow",
    "HintStep",
    "Verdict",
    "answer_text",
    "tally_words",
    "tone_of",
]

#: the tones feedback is said in (a view marks each with a sign as well as a colour)
RIGHT, WRONG, HINT, INFO = "right", "wrong", "hint", "info"
#: how a task ended: solved with no wrong answer and no hint, solved with help, not (yet) solved
FIRST_TIME, WITH_HELP, NOT_YET = "first-time", "with-help", "not-yet"
OUTCOMES = (FIRST_TIME, WITH_HELP, NOT_YET)


def tally_words(first: int, later: int, not_yet: int = 0) -> list[str]:
    """How the tasks went, in a child's words and kindly: "7 right the first time", "3 with a hint
    or another go", "1 not yet" (a part with none is left out; no task at all: the first part)."""
    parts = []
    if first or not (later or not_yet):
        parts.append(ngettext("{n} right the first time", "{n} right the first time", first).format(n=first))
    if later:
        with_help = (
            ngettext("{n} with a hint or another go", "{n} with a hint or another go", later)
            if first
            else ngettext("{n} right with a hint or another go", "{n} right with a hint or another go", later)
        )
        parts.append(with_help.format(n=later))
    if not_yet:
        parts.append(ngettext("{n} not yet", "{n} not yet", not_yet).format(n=not_yet))
    return parts


def tone_of(result: Feedback) -> str:
    """The tone a judged answer is said in: right, wrong, or info for a not-yet answer."""
    return RIGHT if result.correct else WRONG if result.counted else INFO


def answer_text(answer: Any) -> str:
    """``answer`` as text for the teacher and for telling a repeated check: "7, 5" or "9 steps"."""
    if isinstance(answer, (list, tuple, set, frozenset)):
        return ", ".join(str(item) for item in answer)
    return " ".join(str(answer).split())


@dataclass(frozen=True)
class Verdict:
    """What one check comes to.

    ``feedback`` is the task's judgement (a flow's own note has ``counted=False``); ``message`` the
    words to say (the feedback's, or more); ``recorded``: the teacher gets it as an attempt;
    ``as_note``: say it under what is on screen, which stays (a repeat, a blank, a finished task).
    """

    feedback: Feedback
    message: str
    tone: str
    recorded: bool = True
    as_note: bool = False

    @classmethod
    def note(cls, message: str) -> Verdict:
        """A note that judges nothing, counts nothing and is not recorded."""
        return cls(Feedback(False, message, counted=False), message, INFO, recorded=False, as_note=True)


@dataclass(frozen=True)
class HintStep:
    """One press of Hint: ``text`` the hint (after the last one: the last one again, or "" if the
    task has none), ``number`` how many hints are open (1 = the first), ``fresh`` False once every
    hint was given, ``remaining`` how many are still hidden."""

    text: str
    number: int
    fresh: bool
    remaining: int


@dataclass
class CheckFlow:
    """One task from the moment it is dealt until it ends (see the module docstring)."""

    task: Task
    #: the hints one press at a time (a view may aim them anew as the task changes, see :meth:`aim_hints`)
    hints: HintLadder = field(default_factory=lambda: HintLadder([]))
    notice_repeats: bool = True
    notice_blanks: bool = True
    solution_after_try: bool = False
    #: True once the task is solved completely
    done: bool = False
    #: True once a counted answer was checked
    tried: bool = False
    #: True once the whole answer was shown before the task was solved
    answer_shown: bool = False
    #: counted answers that were wrong
    wrong_answers: int = 0
    #: hints opened on this task (over every ladder it had)
    hints_opened: int = 0
    #: every hint given so far, in order (a lesson lists them)
    given: list[str] = field(default_factory=list)
    _last_checked: str | None = None

    @classmethod
    def deal(
        cls, task: Task, *, notice_repeats: bool = True, notice_blanks: bool = True, solution_after_try: bool = False
    ) -> CheckFlow:
        """The flow of a task just dealt, with its own hints (the choices: see the module)."""
        return cls(task, HintLadder(task.hints()), notice_repeats, notice_blanks, solution_after_try)

    def check(self, answer: Any, text: str | None = None) -> Verdict:
        """Judge ``answer`` (``text``: the answer as the teacher reads it, see :func:`answer_text`).

        Raises whatever the task raises for an answer it cannot judge (a
        :class:`~elevenkit.exercises.PupilMessage`): the view's error guard says it.
        """
        text = answer_text(answer) if text is None else text
        if self.notice_repeats and text and text == self._last_checked:
            return Verdict.note(_("You checked this answer already. Change your answer, or press Hint."))
        result = self.task.check(answer)
        if self.notice_blanks and is_blank(answer):
            return Verdict(result, result.message, INFO, recorded=False, as_note=True)
        if result.counted:
            self.tried = True
            if not result.correct:
                self.wrong_answers += 1
        if result.done:
            self.done = True
        # a right answer changes the task (a group is taken): the same text may then mean more
        self._last_checked = None if result.correct else text
        return Verdict(result, result.message, tone_of(result))

    def aim_hints(self, hints: list[str]) -> None:
        """Give the hints ``hints`` from now on (the task changed: a group was taken)."""
        self.hints = HintLadder(hints)

    def next_hint(self) -> HintStep:
        """One more hint, or (once every hint was given) the last one again with ``fresh`` False."""
        hint = self.hints.next_hint()
        if hint is None:
            return HintStep(self.given[-1] if self.given else "", self.hints_opened, False, 0)
        self.hints_opened += 1
        self.given.append(hint)
        return HintStep(hint, self.hints_opened, True, self.hints.remaining)

    def may_show_solution(self, teacher: bool = False) -> bool:
        """True if the whole answer may be shown now (a lesson: after a counted try, or for a teacher)."""
        return not self.solution_after_try or self.tried or teacher

    def show_solution(self) -> bool:
        """The whole answer is shown: True if this gives the task up (it was not solved)."""
        gives_up = not self.done and not self.answer_shown
        self.answer_shown = self.answer_shown or not self.done
        return gives_up

    def attempt(
        self,
        text: str,
        result: Feedback,
        *,
        activity: str,
        task_id: str,
        seed: int | None,
        number: int,
        level: str = "",
    ) -> Attempt:
        """What the teacher gets for ``result`` of the answer ``text``: the task's question, the
        hints opened so far, the misconception (or that the task was solved), where it was dealt."""
        return Attempt(
            activity=activity,
            task_id=task_id,
            answer=text,
            correct=result.correct,
            counted=result.counted,
            category=category_of(result),
            hints=self.hints_opened,
            seed=seed,
            task_number=number,
            question=in_every_language(lambda: self.task.prompt),
            level=level,
            kind=self.task.kind,
        )

    @property
    def outcome(self) -> str:
        """How the task ended (or would end now): :data:`FIRST_TIME`, :data:`WITH_HELP` or :data:`NOT_YET`."""
        if not self.done:
            return NOT_YET
        return WITH_HELP if self.hints_opened or self.wrong_answers else FIRST_TIME
