"""What every trainer shares.

- :class:`TrainerFrame`: the task number with the class or the task set, the question with the rule it needs and
  the game words explained where they first appear, Check / Hint / Show the answer / Same task
  again / New task, feedback in words and the session's score and streak. A trainer supplies only
  the answer area (``answer_area``), how to show a task (``show_task``), how to read the pupil's
  answer (``read_answer``) and how to lock it (``lock``). Every rule and every answer comes from
  the task (and through it, the engine); the frame only shows and asks.

  The frame answers every click and counts each answer once: Check on the same answer again, a
  double-click or a click sent twice after a lost connection does not count again; a click the
  answer area cannot use gets a sentence (:meth:`TrainerFrame.refuse_click`). After every check
  it records an :class:`~elevenkit.exercises.attempts.Attempt` in
  :data:`~elevenkit.exercises.attempts.attempt_log`. The score counts whole tasks, not tries
  (:class:`~elevenkit.exercises.SessionScore`): a task counts once, when it is solved or given up.
  Its :class:`BrowserState` keeps the task number, score and streak in the browser, so a reload
  resumes where the pupil was; when the pupil joins a class, :meth:`TrainerFrame.resume` goes on
  from the classroom database if it knows more (the pupil comes back on another device). With
  ``round_size`` (``?tasks=10``) the tasks form a round that ends with a summary.
- :class:`TrainerApp`: a trainer with the teacher's part: the task set (seed), the settings and
  :class:`ShareLink`, the link that deals the whole class the same tasks; ``from_params`` builds
  the app a dashboard link asks for. A trainer app supplies its settings (``link_params``,
  ``apply_settings`` and ``from_link``).
"""

from __future__ import annotations

import html
import logging
import time
from collections.abc import Callable, Mapping, Sequence
from typing import Any, ClassVar, Protocol, TypeVar, runtime_checkable
from urllib.parse import urlencode

import anywidget
import ipywidgets as widgets
import traitlets

from elevenkit.classroom.model import Progress
from elevenkit.exercises import Feedback, HintLadder, Level, SessionScore, Task, TaskSeries
from elevenkit.exercises.answers import is_blank
from elevenkit.exercises.attempts import (
    ANSWER_SHOWN,
    CUSTOM_LEVEL,
    MOVED_ON,
    Attempt,
    ProgressSource,
    SeriesTask,
    attempt_log,
    category_of,
)
from elevenkit.exercises.base import sentences
from elevenkit.glossary import terms
from elevenkit.i18n import _, ngettext
from elevenkit.serving.params import CLASS, LEVEL, MAX_SEED, SEED, TASKS, class_code, int_param, seed_of
from elevenkit.widgets.browser_state import BrowserState
from elevenkit.widgets.common import FeedbackArea, LevelSwitch, ShareLink, friendly_errors, make_button
from elevenkit.widgets.svg_view import STATIC

log = logging.getLogger(__name__)

#: the most tasks a round may have (``?tasks=``); 0 means no round: tasks go on and on
MAX_ROUND = 100
#: a kept place is resumed after a reload only if it is younger than this (seconds): the same
#: link next week starts afresh
RESUME_SECONDS = 12 * 3600
#: how a task ended, for the round's summary
FIRST_TIME, WITH_HELP, NOT_YET = "first-time", "with-help", "not-yet"
__all__ = [
    "ANSWER_SHOWN",
    "FIRST_TIME",
    "MOVED_ON",
    "NOT_YET",
    "WITH_HELP",
    "FrameAssets",
    "RuledTask",
    "ShareLink",
    "TrainerApp",
    "TrainerFrame",
    "friendly_errors",
    "score_of",
]


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


class FrameAssets(anywidget.AnyWidget):
    """The frame's stylesheet (``static/trainer.css``), its page-wide double-click guard
    (``static/trainer.js``) and the words of the dashboard's "connection lost" banner in the
    pupil's language: an invisible widget every :class:`TrainerFrame` holds."""

    _esm = STATIC / "trainer.js"
    _css = STATIC / "trainer.css"
    texts = traitlets.Dict(traitlets.Unicode(), help="the banner's words: offline, gone, reload").tag(sync=True)

    def __init__(self) -> None:
        super().__init__(
            texts={
                "offline": _(
                    "The connection is lost. Check the Wi-Fi: the page tries again by itself. Your answers are kept."
                ),
                "gone": _(
                    "This page has stopped working (it slept too long, or the server was restarted). "
                    "Press Reload to go on: your task number and score are kept."
                ),
                "reload": _("Reload"),
            },
            layout=widgets.Layout(display="none"),
        )


@runtime_checkable
class RuledTask(Protocol):
    """A task that names the rule it needs and the game words it uses (glossary keys)."""

    @property
    def rule(self) -> str: ...

    @property
    def words(self) -> tuple[str, ...]: ...


class TrainerFrame(widgets.VBox):
    """Question, answer area, buttons, feedback and score, around one :class:`TaskSeries`."""

    #: the activity's id in attempts and in the browser's storage (each trainer names its own)
    activity = "trainer"
    #: the trainer's named difficulties as a link names them (``{"3": difficulty}``); an attempt
    #: records the name of the one being dealt (see :meth:`level_name`)
    named_levels: ClassVar[Mapping[str, Any]] = {}

    def __init__(
        self,
        series: TaskSeries[Any, Any],
        answer_area: widgets.Widget,
        title: str,
        *,
        round_size: int = 0,
        class_code: str = "",
    ) -> None:
        self.series = series
        self.score = SessionScore()
        self.task: Task | None = None
        #: True once the task on screen is solved completely (or its answer was shown)
        self.finished = False
        self.hints = HintLadder([])
        #: tasks in a round (0: no round) and the class a link gave ("": show the task set, the seed)
        self.round_size = round_size
        self.class_code = class_code
        #: how each task of the series ended (task number -> FIRST_TIME, WITH_HELP or NOT_YET)
        self.outcomes: dict[int, str] = {}
        #: controls that change the class set-up (e.g. a level switch): hidden from a pupil in a class
        self.setup_controls: list[widgets.Widget] = []
        self._shown: set[int] = set()  # tasks whose answer was shown: practice from then on
        self._explained: dict[str, int] = {}  # game word -> the task number that explained it
        self._last_checked: str | None = None  # the last answer checked for this task, as text
        self._last_hint = ""
        self._hints_opened = 0
        self._wrong_tries = 0
        #: the work the browser kept (task number, :meth:`kept_work`), to draw again on that task
        #: whichever comes first after a reload: the browser's place or the classroom database's
        self._kept_work: tuple[int, Any] | None = None
        #: True while the round's summary is on screen (New task then starts the round again)
        self.showing_summary = False
        self.title = widgets.HTML(f"<h2 class='ek-title'>{html.escape(title)}</h2>")
        self.task_info = widgets.HTML()
        self.task_info.add_class("ek-task-info")
        self.header = widgets.HBox([self.task_info])
        self.header.add_class("ek-header")
        self.prompt = widgets.HTML()
        self.prompt.add_class("ek-prompt")
        self.feedback = FeedbackArea()
        self.feedback.add_class("ek-feedback")
        self.score_label = widgets.HTML()
        self.score_label.add_class("ek-score")
        self.check_button = make_button(_("Check"), self._on_check, "success")
        self.hint_button = make_button(_("Hint"), self._on_hint, "info")
        self.answer_button = make_button(_("Show the answer"), self._on_show_answer, "")
        self.new_button = make_button(_("New task"), self._on_new, "")
        self.again_button = make_button(_("Same task again"), self._on_again, "")
        #: the buttons that work on an unfinished task only: a finished task disables them
        self.task_buttons = [self.check_button, self.hint_button, self.answer_button]
        self.buttons = widgets.HBox(
            [self.check_button, self.hint_button, self.answer_button, self.again_button, self.new_button]
        )
        self.buttons.add_class("ek-buttons")
        self.answer_area = answer_area
        self.browser = BrowserState(self.activity, layout=widgets.Layout(display="none"))
        self.browser.on_loaded(self._resume)
        attempt_log.on_join(self._on_joined)
        super().__init__(
            [
                self.title, self.header, self.prompt, answer_area, self.buttons, self.feedback, self.score_label,
                self.browser, FrameAssets(),
            ]
        )  # fmt: skip
        self.add_class("ek-trainer")
        self._show_score()

    # ---- what a trainer provides --------------------------------------------------------
    def show_task(self, task: Task) -> None:
        """Draw ``task`` in the answer area (subclasses)."""
        raise NotImplementedError

    def read_answer(self) -> Any:
        """The pupil's current answer, in the form the task's ``check`` takes (subclasses)."""
        raise NotImplementedError

    def lock(self, locked: bool) -> None:
        """Stop (or allow again) answering in the answer area: a finished task locks it (subclasses)."""

    def answer_text(self, answer: Any) -> str:
        """``answer`` as text for the teacher and for telling a repeated check: "7, 5" or "9 steps"."""
        if isinstance(answer, (list, tuple, set, frozenset)):
            return ", ".join(str(item) for item in answer)
        return " ".join(str(answer).split())

    def kept_work(self) -> Any:
        """What the pupil did on the task on screen that a reload should draw again, as JSON
        (subclasses; None: nothing). It is kept in the browser with the task number."""
        return None

    def restore_work(self, work: Any) -> None:
        """Draw again on the task just dealt anew the ``work`` :meth:`kept_work` gave before a
        reload; it came back from the browser, so anything that does not fit is left out (subclasses)."""

    def hint_shown(self, number: int) -> None:
        """Hint ``number`` (1 = the first) is on screen: a trainer may light up its picture (subclasses)."""

    def last_hint_note(self) -> str:
        """What Hint says once every hint was shown: which button shows the answer (a trainer may say more)."""
        return _("That was the last hint. Press {button} to see the whole answer.").format(
            button=self.answer_button.description
        )

    def show_solution(self) -> None:
        """Show the task's whole answer in the feedback area (a trainer may draw it its own way)."""
        assert self.task is not None, "start() deals the first task"
        self.say(self.task.solution(), "info")

    # ---- shared behaviour -----------------------------------------------------------------
    def start(self) -> TrainerFrame:
        """Deal the first task; returns self so a notebook can end a cell with ``.start()``."""
        self._deal(self.series.next_task())
        return self

    def restart(self, difficulty: Any = None, seed: int | None = None) -> None:
        """Start a new series (the same difficulty and seed unless given) and deal its first task."""
        self.series = TaskSeries(
            self.series.make_task,
            self.series.difficulty if difficulty is None else difficulty,
            self.series.seed if seed is None else seed,
        )
        self.outcomes = {}
        self._shown = set()
        self.new_button.description = self.new_button.tooltip = _("New task")
        self.start()

    def say(self, message: str, tone: str, note: str = "") -> None:
        """Show ``message`` in the feedback area; ``tone`` is ``right``, ``wrong``, ``hint`` or ``info``.

        A ``note`` goes on a line of its own under the message (the message stays as it was).
        """
        self.feedback.say(message, tone, note)

    def say_again(self, note: str) -> None:
        """Keep the feedback on screen and add ``note`` under it (or show the note alone)."""
        self.feedback.say_again(note)

    def refuse_click(self, message: str) -> None:
        """A click the answer area cannot use: say why (``message``), or that the task is done."""
        if self.finished:
            self.say_again(self._done_note())
        else:
            self.say(message, "info")

    def check(self, answer: Any) -> Feedback:
        """Check ``answer`` for the current task, count it once and show the feedback.

        An answer the task does not count (a good start, nothing readable) leaves the score as it
        is; so does every answer once the task is done, the same answer checked again (a second
        press, a double-click, a click sent twice after a lost connection), and a task solved
        before, or whose answer was shown, and dealt again with "Same task again". A blank answer
        keeps the feedback on screen and only adds a note. Every other check is recorded as an
        :class:`~elevenkit.exercises.attempts.Attempt`.
        """
        assert self.task is not None, "start() deals the first task"
        text = self.answer_text(answer)
        if self.finished:
            note = self._done_note()
            self.say_again(note)
            return Feedback(False, note, counted=False)
        if text and text == self._last_checked:
            note = _("You checked this answer already. Change your answer, or press Hint.")
            self.say_again(note)
            return Feedback(False, note, counted=False)
        result = self.task.check(answer)
        if is_blank(answer):
            self.say_again(result.message)
            return result
        number = self.series.number
        practice = number in self.series.solved or number in self._shown
        if result.counted and not result.correct:
            self._wrong_tries += 1
        message = result.message
        if result.correct and practice:
            if number in self.series.solved:
                message = sentences(message, _("You solved this one before, so your score stays the same."))
            else:
                message = sentences(message, _("You saw the answer to this one, so your score stays the same."))
        self.say(message, "right" if result.correct else "wrong" if result.counted else "info")
        # a right answer changes the task (a group is taken): the same text may then mean more
        self._last_checked = None if result.correct else text
        self._record(text, result)
        if result.done:
            self.series.solved.add(number)
            self._end_task(WITH_HELP if self._hints_opened or self._wrong_tries else FIRST_TIME)
            self._finish()
        self._show_score()
        self._save()
        return result

    def show_answer(self) -> None:
        """Show the whole answer: the task ends (not yet solved) and counts no more."""
        assert self.task is not None, "start() deals the first task"
        self.show_solution()
        if not self.finished:
            # the teacher must see who gave up on a task, not only who answered
            self._record(_("(answer shown)"), Feedback(False, "", counted=False, category=ANSWER_SHOWN))
            self._shown.add(self.series.number)
            self._end_task(NOT_YET)
            self._finish()
            self._save()

    def round_over(self) -> bool:
        """True once every task of the round has been dealt and the last one is finished."""
        return bool(self.round_size) and self.series.number >= self.round_size - 1 and self.finished

    def summary(self) -> dict[str, int]:
        """The round so far: how many tasks were right first time, right with help, not yet."""
        counts = {FIRST_TIME: 0, WITH_HELP: 0, NOT_YET: 0}
        last = self.round_size or self.series.number + 1
        for number in range(last):
            counts[self.outcomes.get(number, NOT_YET)] += 1
        return counts

    # ---- inside the frame -----------------------------------------------------------------
    def _done_note(self) -> str:
        if self.round_over():
            return _("The round is over. Press Start again for a new round.")
        return _("This task is done. Press New task for another one.")

    def _end_task(self, outcome: str) -> None:
        """The task on screen ends (solved or given up): it counts once, in the score and the round.

        A task that ended before (dealt again with "Same task again") is practice and counts no more.
        """
        number = self.series.number
        if number in self.outcomes:
            return
        self.outcomes[number] = outcome
        self.score.end_task(outcome != NOT_YET, self._wrong_tries, self._hints_opened)
        self._show_score()

    def _finish(self) -> None:
        """The task on screen is finished (solved, or its answer shown): lock the answer area and
        the buttons that only an unfinished task can use; New task and Same task again stay."""
        self.finished = True
        self.lock(True)
        for button in self.task_buttons:
            button.disabled = True
        if self.round_over():
            self.new_button.description = self.new_button.tooltip = _("See how you did")

    def level_name(self) -> str:
        """The level being dealt, as a link names it: a name from :attr:`named_levels`,
        :data:`CUSTOM_LEVEL` for other settings, "" for a trainer without named levels."""
        if not self.named_levels:
            return ""
        difficulty = self.series.difficulty
        return next((name for name, known in self.named_levels.items() if known == difficulty), CUSTOM_LEVEL)

    def _record(self, text: str, result: Feedback) -> None:
        """Tell the attempt log about one checked answer, with the question on screen as plain text
        and the level (listeners never break the click)."""
        number = self.series.number
        attempt_log.notify(
            Attempt(
                activity=self.activity,
                task_id=str(SeriesTask(self.series.seed, number)),
                answer=text,
                correct=result.correct,
                counted=result.counted,
                category=category_of(result),
                hints=self._hints_opened,
                seed=self.series.seed,
                task_number=number,
                question=self.task.prompt if self.task is not None else "",
                level=self.level_name(),
            )
        )

    def _deal(self, task: Task) -> None:
        self.finished = False
        self.showing_summary = False
        self.task = task
        self.hints = HintLadder(task.hints())
        self._last_checked = None
        self._last_hint = ""
        self._hints_opened = 0
        self._wrong_tries = 0
        self.prompt.value = self._prompt_html(task)
        self.feedback.clear()
        self.answer_area.layout.visibility = None
        for button in (*self.task_buttons, self.again_button):
            button.disabled = False
        self.show_task(task)
        self.lock(False)
        self._show_task_info()
        self._save()

    def _prompt_html(self, task: Task) -> str:
        """The question, the rule it needs, and the game words it uses the first time they appear."""
        parts = [f"<p class='ek-question'>{html.escape(task.prompt)}</p>"]
        if isinstance(task, RuledTask):
            if task.rule:
                parts.append(
                    f"<p class='ek-rule'><span class='ek-rule-label'>{html.escape(_('Rule:'))}</span> "
                    f"{html.escape(task.rule)}</p>"
                )
            number = self.series.number
            new = [term for term in terms(task.words) if self._explained.setdefault(term.key, number) == number]
            if new:
                items = "".join(
                    f"<p><span class='ek-word'>{html.escape(term.word)}:</span> {html.escape(term.meaning)}</p>"
                    for term in new
                )
                parts.append(
                    f"<div class='ek-words' role='note' aria-label='{html.escape(_('New words'))}'>{items}</div>"
                )
        return "".join(parts)

    def _show_task_info(self) -> None:
        number = self.series.number + 1
        if self.round_size:
            where = _("Task {number} of {total}").format(number=number, total=self.round_size)
        else:
            where = _("Task {number}").format(number=number)
        if self.class_code:
            text = _("{where} · class {name}").format(where=where, name=self.class_code)
        else:
            text = _("{where} · task set {seed}").format(where=where, seed=self.series.seed)
        self.task_info.value = f"<span class='ek-task-number'>{html.escape(text)}</span>"

    def _show_summary(self) -> None:
        """The end of a round: what went well, in words, and a button to start again."""
        counts = self.summary()
        lines = [
            (ngettext("{n} task right first time", "{n} tasks right first time", counts[FIRST_TIME]), FIRST_TIME),
            (
                ngettext(
                    "{n} task right with hints or a second try",
                    "{n} tasks right with hints or a second try",
                    counts[WITH_HELP],
                ),
                WITH_HELP,
            ),
            (ngettext("{n} task not yet", "{n} tasks not yet", counts[NOT_YET]), NOT_YET),
        ]
        items = "".join(
            f"<li class='ek-summary-{kind}'>{html.escape(text.format(n=counts[kind]))}</li>" for text, kind in lines
        )
        heading = _("Round done! Here is how it went:")
        self.prompt.value = (
            f"<div class='ek-summary'><p class='ek-question'>{html.escape(heading)}</p><ul>{items}</ul></div>"
        )
        self.feedback.clear()
        self.answer_area.layout.visibility = "hidden"  # keeps its room: nothing below jumps
        for button in (*self.task_buttons, self.again_button):
            button.disabled = True
        self.new_button.description = self.new_button.tooltip = _("Start again")
        self.showing_summary = True
        self.task_info.value = (
            "<span class='ek-task-number'>"
            + html.escape(_("Round of {total} tasks").format(total=self.round_size))
            + "</span>"
        )

    def _show_score(self) -> None:
        self.score_label.value = (
            "<span class='ek-score-text'>"
            + html.escape(
                ngettext(
                    "Score: {solved} of {tried} task · right first time: {first} · streak {streak}",
                    "Score: {solved} of {tried} tasks · right first time: {first} · streak {streak}",
                    self.score.tried,
                ).format(
                    solved=self.score.solved,
                    tried=self.score.tried,
                    first=self.score.first_time,
                    streak=self.score.streak,
                )
            )
            + "</span>"
        )

    # ---- the pupil's place, kept by the browser across a reload -------------------------------
    def _series_key(self) -> str:
        """What must be the same for a kept place to belong to this page: seed, difficulty, round."""
        return repr((self.activity, self.series.seed, self.series.difficulty, self.round_size))

    def _save(self) -> None:
        self.browser.update(
            {
                "series": self._series_key(),
                "saved": time.time(),
                "number": self.series.number,
                "finished": self.finished,
                "tasks": self.score.to_json(),
                "solved": sorted(self.series.solved),
                "shown": sorted(self._shown),
                "outcomes": {str(number): outcome for number, outcome in self.outcomes.items()},
                "work": self.kept_work(),
            }
        )

    def _resume(self, browser: BrowserState) -> None:
        """Go back to the task, score and streak the browser kept for this very series (after a reload).

        A score kept in the older form (answers, not tasks) is rebuilt from the tasks' outcomes.
        """
        kept = browser.state
        limit = self.round_size or 10**6
        try:
            fresh = 0 <= time.time() - float(kept.get("saved", 0)) < RESUME_SECONDS
            number = int(kept["number"])
            solved = {int(n) for n in kept.get("solved", []) if 0 <= int(n) < limit}
            shown = {int(n) for n in kept.get("shown", []) if 0 <= int(n) < limit}
            outcomes = {
                int(n): str(outcome)
                for n, outcome in dict(kept.get("outcomes", {})).items()
                if outcome in (FIRST_TIME, WITH_HELP, NOT_YET) and 0 <= int(n) < limit
            }
        except (KeyError, TypeError, ValueError):
            return
        score = SessionScore.from_json(kept.get("tasks")) or score_of(outcomes)
        if kept.get("series") != self._series_key() or not fresh or not 0 <= number < limit:
            return
        self._kept_work = (number, kept.get("work"))
        if not self._go_to(number, score, solved, shown, outcomes, kept.get("finished") is True):
            # the page is at this place already (task 1, or the class's database came first)
            self._restore_kept_work()

    def resume(self, progress: Progress) -> bool:
        """Go on from where the classroom database says the pupil was in this series (seed), if it
        knows more than this page: the pupil joined the class on another device, or this browser
        forgot. Same seed and task number, same task. Returns True if the frame moved there.
        """
        limit = self.round_size or 10**6
        if progress.seed != self.series.seed or not 0 <= progress.task_number < limit:
            return False
        score = SessionScore(
            progress.correct, progress.attempts, progress.streak, progress.best_streak, progress.first_time
        )
        if not score.is_sane():
            return False
        outcomes = {n: NOT_YET for n in progress.given_up if 0 <= n < limit}
        outcomes |= {
            n: FIRST_TIME if n in progress.first_time_solved else WITH_HELP for n in progress.solved if n < limit
        }
        solved = {n for n in progress.solved if 0 <= n < limit}
        shown = set(outcomes) - solved
        return self._go_to(progress.task_number, score, solved, shown, outcomes, progress.task_number in outcomes)

    def _on_joined(self, progress: ProgressSource) -> None:
        """A pupil joined a class: go on from the progress the classroom keeps for this activity."""
        stored = progress(self.activity)
        if isinstance(stored, Progress):
            self.resume(stored)

    def _go_to(
        self,
        number: int,
        score: SessionScore,
        solved: set[int],
        shown: set[int],
        outcomes: dict[int, str],
        finished: bool,
    ) -> bool:
        """Deal task ``number`` with this score and these ended tasks, if that place is further on
        than the one on screen (a kept place never takes the pupil back), with the work the
        browser kept on it drawn again (see :meth:`_restore_kept_work`); True if it moved there."""
        if not score.is_sane() or (number, score.tried, finished) <= (
            self.series.number,
            self.score.tried,
            self.finished,
        ):
            return False
        self.score = score
        self.series.solved, self._shown, self.outcomes = solved, shown, outcomes
        self.series.number = number - 1
        self._deal(self.series.next_task())
        self._restore_kept_work(welcome=False)
        if finished and number in outcomes:
            self._finish()
        self._show_score()
        self._save()
        self.say(self._welcome_back(), "info")
        return True

    def _restore_kept_work(self, welcome: bool = True) -> None:
        """Draw again the work the browser kept for the task on screen (same series, same task
        number), unless the pupil has done something on it in this page already; ``welcome``: then
        save it and greet the pupil back, as a move to a kept place does."""
        if self._kept_work is None or self.showing_summary:
            return
        number, work = self._kept_work
        if number != self.series.number or work is None or self.kept_work():
            return
        self.restore_work(work)
        if self.finished:
            self.lock(True)  # a finished task's picture, now with the pupil's work on it
        if welcome and self.kept_work():
            self._save()
            self.say(self._welcome_back(), "info")

    def _welcome_back(self) -> str:
        """What a pupil who comes back to this task reads: where they are and what to press now."""
        if not self.finished:
            return _("Welcome back! You are on the task where you were.")
        button = self.new_button.description
        if self.series.number in self.series.solved:
            return _("Welcome back! You solved this task. Press {button} to go on.").format(button=button)
        return _("Welcome back! You saw the answer to this task. Press {button} to go on.").format(button=button)

    @friendly_errors
    def _on_check(self) -> None:
        self.check(self.read_answer())

    @friendly_errors
    def _on_hint(self) -> None:
        hint = self.hints.next_hint()
        if hint is None:
            # the note first (a pupil sees at once that this press is different), the last hint
            # under it, and its picture again (the pupil may have picked cards since)
            self.say(self.last_hint_note(), "hint", self._last_hint)
            if self._last_hint:
                self.hint_shown(self._hints_opened)
            return
        self._hints_opened += 1
        self._last_hint = hint
        self.say(hint, "hint")
        self.hint_shown(self._hints_opened)

    @friendly_errors
    def _on_show_answer(self) -> None:
        self.show_answer()

    @friendly_errors
    def _on_new(self) -> None:
        if self.round_size and self.series.number >= self.round_size - 1:
            if self.showing_summary:
                self.score = SessionScore()
                self._show_score()
                self.restart()
                return
            if not self.finished:
                self._record(_("(moved on)"), Feedback(False, "", counted=False, category=MOVED_ON))
                self._end_task(NOT_YET)
            self.finished = True
            self.lock(True)
            self._save()
            self._show_summary()
            return
        if not self.finished:
            self._record(_("(moved on)"), Feedback(False, "", counted=False, category=MOVED_ON))
            self._end_task(NOT_YET)
        self._deal(self.series.next_task())

    @friendly_errors
    def _on_again(self) -> None:
        self._deal(self.series.same_again())


class LeveledTrainerFrame(TrainerFrame):
    """A trainer dealt at a level from :attr:`levels`, with a :class:`LevelSwitch` (hidden from a
    pupil in a class): a new level starts a new series from the same seed, so the class stays together."""

    #: the difficulty each level deals (each trainer names its own)
    levels: ClassVar[Mapping[Level, Any]]

    def __init__(
        self,
        make_task: Callable[..., Task],
        seed: int | None,
        level: Level | str,
        answer_area: widgets.Widget,
        title: str,
    ) -> None:
        self.level = LevelSwitch(level)
        super().__init__(TaskSeries(make_task, self.levels[self.level.level], seed), answer_area, title)
        self.level.observe(self._on_level, "value")
        self.setup_controls.append(self.level)

    def level_name(self) -> str:
        """The level on the switch: ``"easy"``, ``"medium"`` or ``"hard"``."""
        return self.level.level.value

    @friendly_errors
    def _on_level(self, change: dict[str, Any]) -> None:
        self.restart(self.levels[Level(change["new"])])


AppT = TypeVar("AppT", bound="TrainerApp")


class TrainerApp(widgets.VBox):
    """A trainer with the teacher's part below it: a button that opens the settings, the task set
    (seed) and the link that deals the same tasks to the whole class.

    A trainer app gives its own ``settings`` widgets and three hooks: :meth:`link_params` (its
    settings in the link), :meth:`apply_settings` (deal anew after a change) and :meth:`from_link`
    (the app a link asks for). Each settings widget calls :meth:`settings_changed` on a change.
    """

    def __init__(
        self, trainer: TrainerFrame, settings: Sequence[widgets.Widget] = (), settings_title: str | None = None
    ) -> None:
        self.trainer = trainer
        # digits only, read on Enter or when the box is left: "1e5" is refused, not read as 15
        self.seed = widgets.Text(
            str(trainer.series.seed),
            description=_("Task set (seed)"),
            continuous_update=False,
            style={"description_width": "initial"},
        )
        self.seed.observe(self.settings_changed, names="value")
        self.seed_note = widgets.HTML()
        self.link = ShareLink()
        self.settings = widgets.VBox(
            [*settings, widgets.HBox([self.seed, self.seed_note]), self.link], layout=widgets.Layout(display="none")
        )
        self.settings.add_class("ek-settings")
        title = settings_title or _("Difficulty (for the teacher)")
        self.settings_button = widgets.ToggleButton(False, description=title, tooltip=title, icon="sliders")
        self.settings_button.add_class("ek-settings-button")
        self.settings_button.observe(self._on_settings_button, names="value")
        super().__init__([trainer, self.settings_button, self.settings])
        self.add_class("ek-trainer-app")
        self.show_link()

    # ---- what a trainer app provides ----------------------------------------------------------
    def link_params(self) -> dict[str, str]:
        """The settings that go into the share link after the seed (subclasses)."""
        raise NotImplementedError

    def apply_settings(self, seed: int) -> bool:
        """Deal a new series from the settings shown and ``seed``; False if the settings cannot be dealt."""
        raise NotImplementedError

    @classmethod
    def from_link(cls: type[AppT], params: Mapping[str, str], seed: int) -> AppT:
        """The app (not started) a link's ``params`` ask for, with task set ``seed`` (subclasses)."""
        raise NotImplementedError

    # ---- shared behaviour -------------------------------------------------------------------------
    @classmethod
    def from_params(cls: type[AppT], params: Mapping[str, str]) -> AppT:
        """The app a dashboard link asks for (``?seed=7&level=medium`` ...), with its first task dealt.

        Every trainer also reads ``tasks`` (a round of that many tasks, 1 to :data:`MAX_ROUND`; 0 or
        missing: no round) and ``class`` (the class's name shown with the task number, see
        :func:`elevenkit.serving.params.clean_class_code`). A link is typed by people: unknown or out-of-range values fall
        back or are clamped, never raise.
        """
        params = dict(params)
        app = cls.from_link(params, int_param(params, SEED, 1, 0, MAX_SEED))
        app.trainer.round_size = int_param(params, TASKS, 0, 0, MAX_ROUND)
        app.trainer.class_code = class_code(params)
        if app.trainer.class_code:  # a pupil in a class cannot change the set-up the teacher chose
            for control in (app.settings_button, app.settings, *app.trainer.setup_controls):
                control.layout.display = "none"
        return app.start()

    def start(self: AppT) -> AppT:
        """Deal the first task; returns self so a dashboard cell can end with ``.start()``."""
        self.trainer.start()
        self.show_link()
        return self

    def query(self) -> str:
        """The query string that deals these tasks again: what a teacher shares with the class."""
        extra = {TASKS: str(self.trainer.round_size)} if self.trainer.round_size else {}
        if self.trainer.class_code:
            extra[CLASS] = self.trainer.class_code
        return "?" + urlencode({SEED: self.trainer.series.seed, **self.link_params(), **extra})

    def show_link(self) -> None:
        """Bring the share link up to date with the series being dealt."""
        self.link.query = self.query()

    def task_set(self) -> int | None:
        """The seed typed in the task set box, or None unless it is a whole number (digits only)."""
        return seed_of(self.seed.value)

    def settings_changed(self, _change: Any = None) -> None:
        """Deal a new series from the settings and the task set; a bad task set gets a note."""
        seed = self.task_set()
        if seed is None:
            self.seed_note.value = (
                "<span class='ek-note'>"
                + html.escape(_("The task set is a whole number: digits only, for example 7."))
                + "</span>"
            )
            return
        self.seed_note.value = ""
        if self.apply_settings(seed):
            self.show_link()

    def _on_settings_button(self, change: dict[str, Any]) -> None:
        self.settings.layout.display = "flex" if change["new"] else "none"


LeveledAppT = TypeVar("LeveledAppT", bound="LeveledTrainerApp")


class LeveledTrainerApp(TrainerApp):
    """A trainer whose only setting is its level switch (on the trainer itself), with the teacher's
    task set and the share link, which carries the level: ``?seed=7&level=medium``."""

    #: the trainer this app shows, made from a task set (seed) and a level
    trainer_class: ClassVar[Callable[..., LeveledTrainerFrame]]

    def __init__(self, seed: int = 1, level: Level | str = Level.EASY) -> None:
        self.leveled = self.trainer_class(seed, level)
        super().__init__(self.leveled, settings_title=_("Task set (for the teacher)"))
        self.leveled.level.observe(lambda _change: self.show_link(), "value")

    @classmethod
    def from_link(cls: type[LeveledAppT], params: Mapping[str, str], seed: int) -> LeveledAppT:
        """The app a link asks for: ``?seed=7&level=medium``; an unknown level is easy."""
        return cls(seed, Level.parse(params.get(LEVEL, "")) or Level.EASY)

    def link_params(self) -> dict[str, str]:
        """The level being dealt."""
        return {LEVEL: self.leveled.level.value}

    def apply_settings(self, seed: int) -> bool:
        """Deal the level on screen anew from task set ``seed``."""
        self.leveled.restart(seed=seed)
        return True
