"""The trainer frame: what every trainer shows around its answer area, drawn from a session.

:class:`TrainerFrame` draws a :class:`~elevenkit.exercises.sessions.TrainerSession` and turns the
pupil's presses into its calls: the task number with the class or the task set, the question with
the rule it needs and the game words explained where they first appear, Check / Hint / Show the
answer / Same task again / New task, feedback in words, the score and streak, the round's summary.
The session decides everything (what counts, when a task ends, what the teacher is told); the
frame only shows and asks.

A trainer gives its answer area — the widget, and an
:class:`~elevenkit.widgets.common.answers.AnswerArea` that reads, locks, keeps and restores the
answer — how to show a task (:meth:`TrainerFrame.show_task`), and its own parts through named
slots (:class:`FrameSlots`: widgets before the task number, buttons after Hint, widgets under the
score), never by rewriting the frame's children. Its other hooks (``hint_shown``,
``last_hint_note``, ``show_solution``, ``kept_work``/``restore_work``) have defaults.

The frame answers every click and counts each answer once (a click the answer area cannot use
gets a sentence: :meth:`TrainerFrame.refuse_click`). Its
:class:`~elevenkit.widgets.common.browser_state.BrowserState` keeps the pupil's place in the
browser, so a reload resumes where the pupil was; when the pupil joins a class,
:meth:`TrainerFrame.resume` goes on from the classroom database if it knows more.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, Protocol, runtime_checkable

import anywidget
import ipywidgets as widgets
import traitlets

from elevenkit.classroom.model import Progress
from elevenkit.exercises import Feedback, HintLadder, Level, SessionScore, Task, TaskSeries
from elevenkit.exercises.attempts import ProgressSource, attempt_log
from elevenkit.exercises.sessions import (
    FIRST_TIME,
    NOT_YET,
    WITH_HELP,
    Move,
    Place,
    TrainerSession,
    answer_text,
    kept_place,
    place_from_kept,
    place_from_progress,
    tally_words,
)
from elevenkit.glossary import terms
from elevenkit.i18n import _, ngettext, pgettext
from elevenkit.markup import Markup, element, fragment
from elevenkit.widgets.common import (
    FeedbackArea,
    LevelSwitch,
    ReadAloud,
    TextSize,
    cued,
    friendly_errors,
    make_button,
    relabel,
    speak_attrs,
)
from elevenkit.widgets.common.answers import AnswerArea
from elevenkit.widgets.common.assets import STATIC
from elevenkit.widgets.common.browser_state import BrowserState

__all__ = ["FrameAssets", "FrameSlots", "LeveledTrainerFrame", "RuledTask", "TrainerFrame"]


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
                "reload": pgettext("reload the page", "Reload"),
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


@dataclass(frozen=True)
class FrameSlots:
    """A trainer's own parts in the frame: ``header`` before the task number (a level switch),
    ``buttons`` after Hint ("Are there more?"), ``footer`` under the score; ``answer_label`` the
    words of the "Show the answer" button ("Show all")."""

    header: Sequence[widgets.Widget] = ()
    buttons: Sequence[widgets.Button] = ()
    footer: Sequence[widgets.Widget] = ()
    answer_label: str = ""


class TrainerFrame(widgets.VBox):
    """Question, answer area, buttons, feedback and score, around one :class:`TrainerSession`."""

    #: the activity's id in attempts and in the browser's storage (each trainer names its own)
    activity = "trainer"
    #: the trainer's named difficulties as a link names them (``{"3": difficulty}``); an attempt
    #: records the name of the one being dealt
    named_levels: ClassVar[Mapping[str, Any]] = {}

    def __init__(
        self,
        series: TaskSeries[Any, Any],
        answer_area: widgets.Widget,
        title: str,
        *,
        area: AnswerArea | None = None,
        slots: FrameSlots = FrameSlots(),
        round_size: int = 0,
        class_code: str = "",
    ) -> None:
        self.session = TrainerSession(
            series, activity=self.activity, round_size=round_size, named_levels=self.named_levels
        )
        #: the answer's reader (None: the trainer reads it itself, see :meth:`read_answer`)
        self.area = area
        #: the class a link gave ("": show the task set, the seed)
        self.class_code = class_code
        #: controls that change the class set-up (e.g. a level switch): hidden from a pupil in a class
        self.setup_controls: list[widgets.Widget] = []
        #: the work the browser kept (task number, :meth:`kept_work`), to draw again on that task
        #: whichever comes first after a reload: the browser's place or the classroom database's
        self._kept_work: tuple[int, Any] | None = None
        self.title = widgets.HTML(element("h2", title, class_="ek-title"))
        self.task_info = widgets.HTML()
        self.task_info.add_class("ek-task-info")
        #: the speaker buttons and the pre-reader switch (``?read=auto``)
        self.read_aloud = ReadAloud()
        #: the "Bigger text" switch (``?text=large``) and the style sheet every pupil page shares
        self.text_size = TextSize()
        self.header = widgets.HBox([*slots.header, self.task_info, self.read_aloud, self.text_size])
        self.header.add_class("ek-header")
        self.prompt = widgets.HTML()
        self.prompt.add_class("ek-prompt")
        self.feedback = FeedbackArea()
        self.feedback.add_class("ek-feedback")
        self.score_label = widgets.HTML()
        self.score_label.add_class("ek-score")
        self.check_button = make_button(pgettext("check an answer", "Check"), self._on_check, "success")
        self.hint_button = make_button(pgettext("ask for help", "Hint"), self._on_hint, "info")
        self.answer_button = make_button(slots.answer_label or _("Show the answer"), self._on_show_answer)
        self.new_button = make_button(_("New task"), self._on_new)
        self.again_button = make_button(_("Same task again"), self._on_again)
        #: the buttons that work on an unfinished task only: a finished task disables them
        self.task_buttons = [self.check_button, self.hint_button, self.answer_button, *slots.buttons]
        self.buttons = widgets.HBox(
            [
                self.check_button,
                self.hint_button,
                *slots.buttons,
                self.answer_button,
                self.again_button,
                self.new_button,
            ]
        )
        self.buttons.add_class("ek-buttons")
        self.answer_area = answer_area
        self.browser = BrowserState(self.activity, layout=widgets.Layout(display="none"))
        self.browser.on_loaded(self._resume)
        attempt_log.on_join(self._on_joined)
        super().__init__(
            [
                self.title, self.header, self.prompt, answer_area, self.buttons, self.feedback, self.score_label,
                *slots.footer, self.browser, FrameAssets(),
            ]
        )  # fmt: skip
        self.add_class("ek-trainer")
        self.add_class("ek-reads")
        self._show_score()

    # ---- the session's state, as the frame shows it ------------------------------------------------
    @property
    def series(self) -> TaskSeries[Any, Any]:
        """The series being dealt."""
        return self.session.series

    @series.setter
    def series(self, series: TaskSeries[Any, Any]) -> None:
        self.session.series = series

    @property
    def score(self) -> SessionScore:
        """The score in whole tasks."""
        return self.session.score

    @property
    def task(self) -> Task | None:
        """The task on screen (None before :meth:`start`)."""
        return self.session.task if self.session.flow is not None else None

    @property
    def hints(self) -> HintLadder:
        """The hints of the task on screen, one press at a time."""
        assert self.session.flow is not None, "start() deals the first task"
        return self.session.flow.hints

    @property
    def finished(self) -> bool:
        """True once the task on screen is solved completely (or its answer was shown)."""
        return self.session.finished

    @property
    def showing_summary(self) -> bool:
        """True while the round's summary is on screen (New task then starts the round again)."""
        return self.session.showing_summary

    @property
    def outcomes(self) -> dict[int, str]:
        """How each task of the series ended (task number -> FIRST_TIME, WITH_HELP or NOT_YET)."""
        return self.session.outcomes

    @property
    def round_size(self) -> int:
        """Tasks in a round (0: no round)."""
        return self.session.round_size

    @round_size.setter
    def round_size(self, size: int) -> None:
        self.session.round_size = size

    # ---- what a trainer provides ----------------------------------------------------------------
    def show_task(self, task: Task) -> None:
        """Draw ``task`` in the answer area (subclasses)."""
        raise NotImplementedError

    def read_answer(self) -> Any:
        """The pupil's current answer, in the form the task's ``check`` takes (the answer area's)."""
        if self.area is None:
            raise NotImplementedError("a trainer without an answer area reads its answer itself")
        return self.area.read()

    def lock(self, locked: bool) -> None:
        """Stop (or allow again) answering in the answer area: a finished task locks it."""
        if self.area is not None:
            self.area.lock(locked)

    def answer_text(self, answer: Any) -> str:
        """``answer`` as text for the teacher and for telling a repeated check: "7, 5" or "9 steps"."""
        return self.area.text(answer) if self.area is not None else answer_text(answer)

    def kept_work(self) -> Any:
        """What the pupil did on the task on screen that a reload should draw again, as JSON
        (None: nothing). It is kept in the browser with the task number."""
        return self.area.kept() if self.area is not None else None

    def restore_work(self, work: Any) -> None:
        """Draw again on the task just dealt anew the ``work`` :meth:`kept_work` gave before a
        reload; it came back from the browser, so anything that does not fit is left out."""
        if self.area is not None:
            self.area.restore(work)

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

    def level_name(self) -> str:
        """The level being dealt, as a link names it (see :meth:`TrainerSession.level_name`)."""
        return self.session.level_name()

    # ---- what the frame does ------------------------------------------------------------------------
    def start(self) -> TrainerFrame:
        """Deal the first task; returns self so a notebook can end a cell with ``.start()``."""
        self.session.start()
        self._draw_task()
        return self

    def restart(self, difficulty: Any = None, seed: int | None = None) -> None:
        """Start a new series (the same difficulty and seed unless given) and deal its first task."""
        self.session.restart(difficulty, seed)
        relabel(self.new_button, _("New task"))
        self._draw_task()

    def say(self, message: str, tone: str, note: str = "") -> None:
        """Show ``message`` in the feedback area; ``tone`` is ``right``, ``wrong``, ``hint`` or ``info``;
        a ``note`` goes on a line of its own under it."""
        self.feedback.say(message, tone, note)

    def say_again(self, note: str) -> None:
        """Keep the feedback on screen and add ``note`` under it (or show the note alone)."""
        self.feedback.say_again(note)

    def refuse_click(self, message: str) -> None:
        """A click the answer area cannot use: say why (``message``), or that the task is done."""
        if self.finished:
            self.say_again(self.session.done_note())
        else:
            self.say(message, "info")

    def check(self, answer: Any) -> Feedback:
        """Check ``answer`` for the current task, count it once and show the feedback (the rules:
        :meth:`TrainerSession.check`); a note keeps the feedback on screen and goes under it."""
        verdict = self.session.check(answer, self.answer_text(answer))
        if verdict.as_note:
            self.say_again(verdict.message)
            return verdict.feedback
        # the score first: when the words appear, the score they speak of is already on screen
        self._show_score()
        self.say(verdict.message, verdict.tone)
        if self.finished:
            self._finish()
        self._save()
        return verdict.feedback

    def show_answer(self) -> None:
        """Show the whole answer: the task ends (not yet solved) and counts no more."""
        assert self.task is not None, "start() deals the first task"
        self.show_solution()
        if self.session.show_answer():
            self._show_score()
            self._finish()
            self._save()

    def round_over(self) -> bool:
        """True once every task of the round has been dealt and the last one is finished."""
        return self.session.round_over()

    def summary(self) -> dict[str, int]:
        """The round so far: how many tasks were right first time, right with help, not yet."""
        return self.session.summary()

    def resume(self, progress: Progress) -> bool:
        """Go on from where the classroom database says the pupil was in this series (seed), if it
        knows more than this page: the pupil joined the class on another device, or this browser
        forgot. Same seed and task number, same task. Returns True if the frame moved there."""
        place = place_from_progress(self.session, progress)
        return place is not None and self._go_to(place)

    # ---- the presses ----------------------------------------------------------------------------------
    @friendly_errors
    def _on_check(self) -> None:
        self.check(self.read_answer())

    @friendly_errors
    def _on_hint(self) -> None:
        step = self.session.hint()
        if not step.fresh:
            # the note first (a pupil sees at once that this press is different), the last hint
            # under it, and its picture again (the pupil may have picked cards since)
            self.say(self.last_hint_note(), "hint", step.text)
            if step.text:
                self.hint_shown(step.number)
            return
        self.say(step.text, "hint")
        self.hint_shown(step.number)

    @friendly_errors
    def _on_show_answer(self) -> None:
        self.show_answer()

    @friendly_errors
    def _on_new(self) -> None:
        move = self.session.move_on()
        self._show_score()
        if move is Move.RESTARTED:
            relabel(self.new_button, _("New task"))
            self._draw_task()
        elif move is Move.SUMMARY:
            self.lock(True)
            self._save()
            self._show_summary()
        else:
            self._draw_task()

    @friendly_errors
    def _on_again(self) -> None:
        self.session.again()
        self._draw_task()

    # ---- drawing ---------------------------------------------------------------------------------------
    def _draw_task(self) -> None:
        """Draw the task the session just dealt, nothing chosen, every task button usable."""
        task = self.session.task
        self.prompt.value = self._prompt_html(task)
        self.feedback.clear()
        self.answer_area.layout.visibility = None
        for pressed in (*self.task_buttons, self.again_button):
            pressed.disabled = False
        self.show_task(task)
        self.lock(False)
        self._show_task_info()
        self._save()

    def _finish(self) -> None:
        """The task on screen is finished: lock the answer area and the buttons that only an
        unfinished task can use; New task and Same task again stay."""
        self.lock(True)
        for pressed in self.task_buttons:
            pressed.disabled = True
        if self.round_over():
            relabel(self.new_button, _("See how you did"))

    def _prompt_html(self, task: Task) -> Markup:
        """The question, the rule it needs, and the game words it uses the first time they appear."""
        asked = cued(task.prompt, task.cues, self.activity)
        parts = [element("p", speak_attrs(task.prompt, auto=True), asked, class_="ek-question")]
        if isinstance(task, RuledTask):
            if task.rule:
                rule = fragment(element("span", _("Rule:"), class_="ek-rule-label"), " ", task.rule)
                parts.append(element("p", speak_attrs(rule), rule, class_="ek-rule"))
            new = [term for term in terms(task.words) if self.session.explains_here(term.key)]
            if new:
                items = []
                for term in new:
                    said = fragment(element("span", f"{term.word}:", class_="ek-word"), " ", term.meaning)
                    items.append(element("p", speak_attrs(said), said))
                parts.append(element("div", items, class_="ek-words", role="note", aria_label=_("New words")))
        return Markup("").join(parts)

    def _show_task_info(self) -> None:
        """Which task this is (of how many in a round), with the class: never the task list's number,
        which is the teacher's (in the settings), not a child's word."""
        number, total, name = self.session.number + 1, self.round_size, self.class_code
        if total and name:
            text = _("Task {number} of {total} · class {name}").format(number=number, total=total, name=name)
        elif total:
            text = _("Task {number} of {total}").format(number=number, total=total)
        elif name:
            text = _("Task {number} · class {name}").format(number=number, name=name)
        else:
            text = _("Task {number}").format(number=number)
        self.task_info.value = element("span", text, class_="ek-task-number")

    def _show_summary(self) -> None:
        """The end of a round: what went well, in words, and a button to start again."""
        counts = self.summary()
        said = tally_words(counts[FIRST_TIME], counts[WITH_HELP], counts[NOT_YET])
        items = [element("li", text) for text in said]
        heading = element("p", _("Round done! Here is how it went:"), class_="ek-question")
        summary = fragment(heading, element("ul", items))
        self.prompt.value = element("div", speak_attrs(summary, auto=True), summary, class_="ek-summary")
        self.feedback.clear()
        self.answer_area.layout.visibility = "hidden"  # keeps its room: nothing below jumps
        for pressed in (*self.task_buttons, self.again_button):
            pressed.disabled = True
        relabel(self.new_button, _("Start again"))
        total = ngettext("Round of {total} task", "Round of {total} tasks", self.round_size)
        self.task_info.value = element("span", total.format(total=self.round_size), class_="ek-task-number")

    def _show_score(self) -> None:
        score = self.score
        if score.tried:
            tally = ", ".join(
                tally_words(score.first_time, score.solved - score.first_time, score.tried - score.solved)
            )
            text = _("Score: {tally} · streak {streak}").format(tally=tally, streak=score.streak)
        else:
            text = _("Score: no task done yet")
        self.score_label.value = element("span", text, class_="ek-score-text")

    # ---- the pupil's place, kept by the browser across a reload ------------------------------------
    def _save(self) -> None:
        self.browser.update({**kept_place(self.session, time.time()), "work": self.kept_work()})

    def _resume(self, browser: BrowserState) -> None:
        """Go back to the task, score and streak the browser kept for this very series (after a reload)."""
        place = place_from_kept(self.session, browser.state, time.time())
        if place is None:
            return
        self._kept_work = (place.number, browser.state.get("work"))
        if not self._go_to(place):
            # the page is at this place already (task 1, or the class's database came first)
            self._restore_kept_work()

    def _on_joined(self, progress: ProgressSource, pupil: str) -> None:
        """A pupil joined a class: the browser keeps this page's place for them only (another child's
        place on this device is not theirs: the series starts afresh), and the page goes on from the
        progress the classroom keeps for this activity; the browser's kept place for this pupil
        follows (:meth:`_resume`)."""
        if self.browser.for_pupil(pupil) and self.session.begin_afresh():
            self._kept_work = None
            relabel(self.new_button, _("New task"))
            self._draw_task()
            self._show_score()
        stored = progress(self.activity)
        if isinstance(stored, Progress):
            self.resume(stored)

    def _go_to(self, place: Place) -> bool:
        """Deal the task of ``place`` if it is further on than the one on screen (a kept place never
        takes the pupil back), with the work the browser kept on it drawn again; True if it moved."""
        if not self.session.go_to(place):
            return False
        self._draw_task()
        self._restore_kept_work(welcome=False)
        if self.finished:
            self._finish()
        self._show_score()
        self._save()
        self.say(self.session.welcome_back(self.new_button.description), "info")
        return True

    def _restore_kept_work(self, welcome: bool = True) -> None:
        """Draw again the work the browser kept for the task on screen (same series, same task
        number), unless the pupil has done something on it in this page already; ``welcome``: then
        save it and greet the pupil back, as a move to a kept place does."""
        if self._kept_work is None or self.showing_summary:
            return
        number, work = self._kept_work
        if number != self.session.number or work is None or self.kept_work():
            return
        self.restore_work(work)
        if self.finished:
            self.lock(True)  # a finished task's picture, now with the pupil's work on it
        if welcome and self.kept_work():
            self._save()
            self.say(self.session.welcome_back(self.new_button.description), "info")


class LeveledTrainerFrame(TrainerFrame):
    """A trainer dealt at a level from :attr:`levels`, with a :class:`LevelSwitch` (hidden from a
    pupil in a class): a new level starts a new series from the same seed, so the class stays together.

    The switch goes where :meth:`level_slots` puts it (by default before the task number)."""

    #: the difficulty each level deals (each trainer names its own)
    levels: ClassVar[Mapping[Level, Any]]

    def __init__(
        self,
        make_task: Callable[..., Task],
        seed: int | None,
        level: Level | str,
        answer_area: widgets.Widget,
        title: str,
        *,
        area: AnswerArea | None = None,
    ) -> None:
        self.level = LevelSwitch(level)
        super().__init__(
            TaskSeries(make_task, self.levels[self.level.level], seed),
            answer_area,
            title,
            area=area,
            slots=self.level_slots(self.level),
        )
        self.session.named_levels = {known.value: difficulty for known, difficulty in self.levels.items()}
        self.level.observe(self._on_level, "value")
        self.setup_controls.append(self.level)

    def level_slots(self, level: LevelSwitch) -> FrameSlots:
        """Where the level switch goes in the frame (a trainer may put it elsewhere, or add more)."""
        return FrameSlots(header=[level])

    def level_name(self) -> str:
        """The level on the switch: ``"easy"``, ``"medium"`` or ``"hard"``."""
        return self.level.level.value

    @friendly_errors
    def _on_level(self, change: dict[str, Any]) -> None:
        self.restart(self.levels[Level(change["new"])])
