"""The trainer session: what a trainer decides, without any UI.

A :class:`TrainerSession` holds a seeded :class:`~elevenkit.exercises.TaskSeries`, the task on
screen and its :class:`~elevenkit.exercises.sessions.check.CheckFlow`, the score in whole tasks
(:class:`~elevenkit.exercises.SessionScore`), how every task ended (its outcome), the round and its
summary. It answers each press a trainer has — :meth:`~TrainerSession.check`,
:meth:`~TrainerSession.hint`, :meth:`~TrainerSession.show_answer`, :meth:`~TrainerSession.move_on`
(New task), :meth:`~TrainerSession.again` (Same task again) — and gives every checked answer, and
every task given up, to its ``record`` function as an :class:`~elevenkit.exercises.attempts.Attempt`
(by default the classroom's :data:`~elevenkit.exercises.attempts.attempt_log`).

Its rules:

- a task counts once, when it ends: solved, or given up (its answer shown, or the pupil moved on);
- once a task ended, answers to it change nothing; a task solved before, or whose answer was
  shown, dealt again with "Same task again" is practice: right answers say the score stays;
- with ``round_size`` the tasks form a round: after its last task New task shows the summary,
  and then starts the round again with a fresh score.

Where the pupil is goes to JSON and back (:mod:`elevenkit.exercises.sessions.kept`): the browser
keeps it across a reload, the classroom database across devices; :meth:`TrainerSession.go_to`
moves to a kept place only if it is further on (a kept place never takes the pupil back).
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from elevenkit.exercises.attempts import ANSWER_SHOWN, CUSTOM_LEVEL, MOVED_ON, Attempt, SeriesTask, attempt_log
from elevenkit.exercises.base import Feedback, SessionScore, Task, TaskSeries, sentences
from elevenkit.exercises.sessions.check import NOT_YET, OUTCOMES, WITH_HELP, CheckFlow, HintStep, Verdict, answer_text
from elevenkit.i18n import _

__all__ = ["MAX_ROUND", "Move", "Place", "TrainerSession", "score_of"]

#: the most tasks a round may have (``?tasks=``); 0 means no round: tasks go on and on
MAX_ROUND = 100
#: how far a series goes without a round (a kept task number beyond it is not believed)
MAX_TASKS = 10**6


class Move(enum.Enum):
    """What New task did: dealt the next task, showed the round's summary, or started the round again."""

    DEALT = "dealt"
    SUMMARY = "summary"
    RESTARTED = "restarted"


def score_of(outcomes: Mapping[int, str]) -> SessionScore:
    """The score the ended tasks ``outcomes`` (task number -> how it ended) add up to, in task order.

    Rebuilds a score kept in an older form; a task solved with help breaks the streak here (the
    outcome does not tell a hint from a wrong answer).
    """
    score = SessionScore()
    for number in sorted(outcomes):
        outcome = outcomes[number]
        score.end_task(outcome != NOT_YET, wrong_answers=int(outcome == WITH_HELP))
    return score


@dataclass(frozen=True)
class Place:
    """Where a pupil was in a series: the task ``number``, the score, the tasks solved and those
    whose answer was shown, how each ended task ended, and whether the task ``number`` had ended."""

    number: int
    score: SessionScore
    solved: frozenset[int]
    shown: frozenset[int]
    outcomes: Mapping[int, str]
    finished: bool


class TrainerSession:
    """One pupil's sitting at a trainer: a series of tasks, the score, the round (see the module)."""

    def __init__(
        self,
        series: TaskSeries[Any, Any],
        *,
        activity: str = "trainer",
        round_size: int = 0,
        named_levels: Mapping[str, Any] | None = None,
        record: Callable[[Attempt], None] | None = None,
    ) -> None:
        self.series = series
        #: the activity's id in attempts and in the browser's storage
        self.activity = activity
        #: tasks in a round (0: no round)
        self.round_size = round_size
        #: the trainer's named difficulties as a link names them (``{"3": difficulty}``)
        self.named_levels: Mapping[str, Any] = named_levels or {}
        self.record = record or attempt_log.notify
        self.score = SessionScore()
        #: how each task of the series ended (task number -> FIRST_TIME, WITH_HELP or NOT_YET)
        self.outcomes: dict[int, str] = {}
        #: tasks whose answer was shown: practice from then on
        self.shown: set[int] = set()
        #: game word -> the task number that explained it
        self.explained: dict[str, int] = {}
        self.flow: CheckFlow | None = None
        #: True once the task on screen is solved completely, its answer shown, or left for the summary
        self.finished = False
        #: True while the round's summary is on screen (New task then starts the round again)
        self.showing_summary = False

    # ---- the task on screen -----------------------------------------------------------------
    @property
    def task(self) -> Task:
        """The task on screen."""
        return self._flow.task

    @property
    def number(self) -> int:
        """The task's number in the series (0-based; -1 before the first is dealt)."""
        return self.series.number

    @property
    def _flow(self) -> CheckFlow:
        assert self.flow is not None, "start() deals the first task"
        return self.flow

    def start(self) -> Task:
        """Deal the first (or next) task of the series."""
        return self._deal(self.series.next_task())

    def again(self) -> Task:
        """Deal the task on screen once more, fresh ("Same task again")."""
        return self._deal(self.series.same_again())

    def restart(self, difficulty: Any = None, seed: int | None = None) -> Task:
        """Start a new series (the same difficulty and seed unless given) and deal its first task."""
        self.series = self.series.renewed(difficulty, seed)
        self.outcomes = {}
        self.shown = set()
        return self.start()

    def begin_afresh(self) -> bool:
        """Another pupil sits down: the series from its first task, with a fresh score (nothing to
        do if nothing was done yet). True if the session went back."""
        if self.number <= 0 and not self.score.tried and not self.outcomes and not self.finished:
            return False
        self.score = SessionScore()
        self.explained = {}
        self.restart()
        return True

    def explains_here(self, word: str) -> bool:
        """True if game word ``word`` is explained with this task: the first task that used it."""
        return self.explained.setdefault(word, self.number) == self.number

    # ---- the presses --------------------------------------------------------------------------
    def check(self, answer: Any, text: str | None = None) -> Verdict:
        """Check ``answer`` (``text``: as the teacher reads it) for the task on screen and count it once.

        Once the task ended, an answer is only a note; so is the same answer checked again, and a
        blank one. Every other check is recorded; the answer that solves the task ends it.
        """
        text = answer_text(answer) if text is None else text
        if self.finished:
            return Verdict.note(self.done_note())
        verdict = self._flow.check(answer, text)
        if not verdict.recorded:
            return verdict
        result = verdict.feedback
        message = verdict.message
        if result.correct and self.number in self.series.solved:
            message = sentences(message, _("You solved this one before, so your score stays the same."))
        elif result.correct and self.number in self.shown:
            message = sentences(message, _("You saw the answer to this one, so your score stays the same."))
        self._record(text, result)
        if result.done:
            self.series.solved.add(self.number)
            self._end_task(self._flow.outcome)
            self.finished = True
        return Verdict(result, message, verdict.tone)

    def hint(self) -> HintStep:
        """One more hint for the task on screen (see :meth:`CheckFlow.next_hint`)."""
        return self._flow.next_hint()

    def show_answer(self) -> bool:
        """The whole answer is shown: an unfinished task ends, not solved, and counts no more.
        True if this ended the task (the teacher then sees who gave up, not only who answered)."""
        if self.finished:
            return False
        self._flow.show_solution()
        self._record(_("(answer shown)"), Feedback(False, "", counted=False, category=ANSWER_SHOWN))
        self.shown.add(self.number)
        self._end_task(NOT_YET)
        self.finished = True
        return True

    def move_on(self) -> Move:
        """New task: the task on screen ends if it has not (not solved), then the next task is
        dealt; after the round's last task the summary comes, after the summary a new round."""
        last_of_round = bool(self.round_size) and self.number >= self.round_size - 1
        if last_of_round and self.showing_summary:
            self.score = SessionScore()
            self.restart()
            return Move.RESTARTED
        if not self.finished:
            self._record(_("(moved on)"), Feedback(False, "", counted=False, category=MOVED_ON))
            self._end_task(NOT_YET)
        if last_of_round:
            self.finished = self.showing_summary = True
            return Move.SUMMARY
        self.start()
        return Move.DEALT

    # ---- the round ----------------------------------------------------------------------------
    def round_over(self) -> bool:
        """True once every task of the round has been dealt and the last one is finished."""
        return bool(self.round_size) and self.number >= self.round_size - 1 and self.finished

    def summary(self) -> dict[str, int]:
        """The round so far: how many tasks were right first time, right with help, not yet."""
        counts = dict.fromkeys(OUTCOMES, 0)
        for number in range(self.round_size or self.number + 1):
            counts[self.outcomes.get(number, NOT_YET)] += 1
        return counts

    def done_note(self) -> str:
        """What an answer to a finished task is told."""
        if self.round_over():
            return _("The round is over. Press Start again for a new round.")
        return _("This task is done. Press New task for another one.")

    def welcome_back(self, next_button: str) -> str:
        """What a pupil who comes back to this task reads: where they are and what to press now
        (``next_button``: the label of the button that goes on)."""
        if not self.finished:
            return _("Welcome back! You are on the task where you were.")
        if self.number in self.series.solved:
            return _("Welcome back! You solved this task. Press {button} to go on.").format(button=next_button)
        if self.number in self.shown:
            return _("Welcome back! You saw the answer to this task. Press {button} to go on.").format(
                button=next_button
            )
        return _("Welcome back! You went on from this task. Press {button} to go on.").format(button=next_button)

    # ---- the recording ------------------------------------------------------------------------
    def level_name(self) -> str:
        """The level being dealt, as a link names it: a name from :attr:`named_levels`,
        :data:`~elevenkit.exercises.attempts.CUSTOM_LEVEL` for other settings, "" without named levels."""
        if not self.named_levels:
            return ""
        difficulty = self.series.difficulty
        return next((name for name, known in self.named_levels.items() if known == difficulty), CUSTOM_LEVEL)

    def attempt(self, text: str, result: Feedback) -> Attempt:
        """The attempt the teacher gets for ``result`` of the answer ``text`` to the task on screen."""
        return self._flow.attempt(
            text,
            result,
            activity=self.activity,
            task_id=str(SeriesTask(self.series.seed, self.number)),
            seed=self.series.seed,
            number=self.number,
            level=self.level_name(),
        )

    # ---- a kept place -------------------------------------------------------------------------
    @property
    def limit(self) -> int:
        """One more than the highest task number this series can have (the round's size, if any)."""
        return self.round_size or MAX_TASKS

    def series_key(self) -> str:
        """What must be the same for a kept place to belong to this session: the seed dealt (a
        class's own), difficulty, round."""
        return repr((self.activity, self.series.dealt_seed, self.series.difficulty, self.round_size))

    def place(self) -> Place:
        """Where the pupil is now."""
        return Place(
            self.number,
            SessionScore(**self.score.to_json()),
            frozenset(self.series.solved),
            frozenset(self.shown),
            dict(self.outcomes),
            self.finished,
        )

    def is_further(self, place: Place) -> bool:
        """True if ``place`` is a sane place further on than the one on screen."""
        here = (self.number, self.score.tried, self.finished)
        return (
            place.score.is_sane()
            and 0 <= place.number < self.limit
            and (
                place.number,
                place.score.tried,
                place.finished,
            )
            > here
        )

    def go_to(self, place: Place) -> bool:
        """Deal the task of ``place`` with its score and ended tasks, if it is further on than the
        place on screen (see :meth:`is_further`); True if the session moved there."""
        if not self.is_further(place):
            return False
        self.score = SessionScore(**place.score.to_json())
        self.series.solved, self.shown = set(place.solved), set(place.shown)
        self.outcomes = dict(place.outcomes)
        self.series.number = place.number - 1
        self.start()
        self.finished = place.finished and place.number in self.outcomes
        return True

    # ---- inside the session -------------------------------------------------------------------
    def _deal(self, task: Task) -> Task:
        self.finished = self.showing_summary = False
        self.flow = CheckFlow.deal(task)
        return task

    def _end_task(self, outcome: str) -> None:
        """The task on screen ends: it counts once, in the score and the round (a task that ended
        before, dealt again with "Same task again", is practice and counts no more)."""
        if self.number in self.outcomes:
            return
        self.outcomes[self.number] = outcome
        self.score.end_task(outcome != NOT_YET, self._flow.wrong_answers, self._flow.hints_opened)

    def _record(self, text: str, result: Feedback) -> None:
        self.record(self.attempt(text, result))
