"""The views of one lesson step: an explain step (:class:`ExplainView`) and a checked step
(:class:`CheckedStepView`: task, reasoning or problem).

A checked step runs through the shared :class:`~elevenkit.exercises.sessions.CheckFlow` (dealt by
:func:`~elevenkit.exercises.sessions.lesson.deal_step`) and reads the pupil's answer from an
:class:`~elevenkit.widgets.common.answers.AnswerArea`: the typing box, the cards, the numbers on the
circle or the board its picture gives (:mod:`elevenkit.widgets.lesson.pictures`), or one button per
choice. The view only draws and asks; what counts, when a step is solved and when the answer may be
shown is the flow's.
"""

from __future__ import annotations

from typing import Any, Protocol

import ipywidgets as widgets

from elevenkit.exercises.attempts import LessonStep, attempt_log
from elevenkit.exercises.base import Feedback, HintLadder
from elevenkit.exercises.lessons import Lesson, Step
from elevenkit.exercises.sessions.lesson import deal_step
from elevenkit.i18n import _, pgettext
from elevenkit.markup import Markup, element, fragment
from elevenkit.start11 import Space
from elevenkit.widgets.common import FeedbackArea, cued, friendly_errors, make_button, speak_attrs
from elevenkit.widgets.common.answers import ChoicesAnswer
from elevenkit.widgets.lesson.page import step_heading
from elevenkit.widgets.lesson.pictures import LessonBoard, answer_box, step_picture

__all__ = ["CheckedStepView", "ExplainView", "StepFrame"]


class StepFrame(Protocol):
    """What a step needs of the lesson frame around it (:class:`~elevenkit.widgets.lesson.LessonWidget`)."""

    lesson: Lesson
    teacher: bool
    seed: int | None

    def show_progress(self) -> None: ...


def _lines(text: str) -> Markup:
    """``text`` with its line breaks kept (as ``<br>``)."""
    parts: list[object] = []
    for number, line in enumerate(text.split("\n")):
        parts += [element("br"), line] if number else [line]
    return fragment(parts)


class ExplainView(widgets.VBox):
    """An explain step: text, picture, and the worked example one step per press."""

    def __init__(self, step: Step, activity: str) -> None:
        self.step = step
        self.shown = 0
        self.worked = widgets.HTML()
        self.next_button = make_button(_("Show me the next step"), self.show_next, "info", fit=True)
        parts: list[widgets.Widget] = [widgets.HTML(step_heading(step, activity))]
        parts += step_picture(step.picture, teaching=True).widgets
        if step.worked:
            parts += [widgets.HTML(element("b", _("Worked example"))), self.worked, self.next_button]
        super().__init__(parts)

    def show_next(self) -> None:
        """Show one more step of the worked example."""
        self.shown = min(self.shown + 1, len(self.step.worked))
        shown = self.step.worked[: self.shown]
        # the newest line is read by itself in pre-reader mode, as a new question is
        self.worked.value = element(
            "ol", (element("li", speak_attrs(line, auto=n == self.shown), line) for n, line in enumerate(shown, 1))
        )
        self.next_button.disabled = self.shown == len(self.step.worked)

    @property
    def finished(self) -> bool:
        """True once the whole worked example was shown (or there is none)."""
        return self.shown == len(self.step.worked)


class CheckedStepView(widgets.VBox):
    """A task, reasoning or problem step: the answer area, Check, Hint, Show the answer, Try again."""

    def __init__(self, frame: StepFrame, number: int, step: Step) -> None:
        self.frame = frame
        self.number = number
        self.step = step
        #: a problem collects many answers: its hints follow what is missing, it lists what was found
        self.problem = step.kind == "problem"
        self.flow = deal_step(step.fresh_task(), self.problem)
        self.heading = widgets.HTML(step_heading(step, frame.lesson.activity))
        # the question stands right above the answer, below the picture
        prompt = self.task.prompt
        self.question = widgets.HTML(
            element(
                "p",
                speak_attrs(prompt, auto=True),
                cued(element("b", prompt), self.task.cues, frame.lesson.activity),
                class_="ek-question",
            )
        )
        self.feedback = FeedbackArea()
        self.hint_list = widgets.HTML()
        self.found = widgets.HTML()
        self.solution = widgets.HTML()
        self.box = answer_box(step)
        self.box.on_enter(self._on_enter)  # Enter in the box presses Check
        self.picture = step_picture(step.picture, step, host=self)
        self.check_button = make_button(pgettext("check an answer", "Check"), self._on_check, "success", fit=True)
        self.hint_button = make_button(pgettext("ask for help", "Hint"), self._on_hint, "info", fit=True)
        self.solution_button = make_button(_("Show the answer"), self._on_solution, fit=True)
        self.again_button = make_button(_("Try again"), self._on_again, fit=True)
        buttons = [self.check_button, self.hint_button, self.solution_button, self.again_button]
        if step.kind == "reasoning":
            self.choices_area = ChoicesAnswer([choice.text for choice in self.task.choices], self._on_choice)
            self.area: Any = self.choices_area
            parts: list[widgets.Widget] = [self.choices_area.widget]
            buttons.remove(self.check_button)  # a press on a choice checks it
        else:
            self.area, parts = self.picture.answer_area(self.box)
        self.area.on_change(self._on_answer_changed)
        super().__init__(
            [
                self.heading,
                *self.picture.widgets,
                self.question,
                *parts,
                widgets.HBox(buttons),
                self.feedback,
                self.found,
                self.hint_list,
                self.solution,
            ]
        )
        self._refresh()

    # ---- the flow's state, as tests and the summary read it ---------------------------------------
    @property
    def task(self) -> Any:
        """The task of the step as the pupil works on it (a fresh copy after Try again)."""
        return self.flow.task

    @property
    def hints(self) -> HintLadder:
        """The step's hints, one press at a time."""
        return self.flow.hints

    @property
    def shown_hints(self) -> list[str]:
        """Every hint shown so far, in order."""
        return self.flow.given

    @property
    def tried(self) -> bool:
        """True once a counted answer was checked: the answer may be shown from then on."""
        return self.flow.tried

    @property
    def solved(self) -> bool:
        """True once the step is solved completely."""
        return self.flow.done

    @property
    def answer_shown(self) -> bool:
        """True once "Show the answer" showed it before the step was solved (the summary says so)."""
        return self.flow.answer_shown

    @property
    def clickable(self) -> Any:
        """The view the pupil clicks to answer: the card row, the circle, the board (None: typed)."""
        return self.picture.view

    @property
    def board(self) -> LessonBoard | None:
        """The Start 11! board of the step (None without)."""
        return self.picture.board

    @property
    def spaces(self) -> list[Space]:
        """The spaces chosen on the board, in the order chosen."""
        return self.picture.spaces

    @property
    def choice(self) -> widgets.HTML:
        """The spaces or tiles chosen on the board, in words."""
        return getattr(self.area, "choice", widgets.HTML())

    @property
    def choices(self) -> list[widgets.Button]:
        """A reasoning step's choice buttons (none in another step)."""
        return self.choices_area.buttons if self.step.kind == "reasoning" else []

    # ---- saying, checking ---------------------------------------------------------------------------
    def say(self, message: str, tone: str) -> None:
        """Show ``message`` as feedback; ``tone`` is ``right``, ``wrong``, ``hint`` or ``info``."""
        self.feedback.say(message, tone)

    def answer(self) -> Any:
        """The answer as the task's check takes it: typed text, clicked positions, numbers, spaces or tiles."""
        return self.area.read()

    def answer_text(self, answer: Any) -> str:
        """The answer as the teacher reads it: typed text, the clicked cards, the choice."""
        return str(self.area.text(answer))

    def check(self, answer: Any) -> Feedback:
        """Check ``answer``, show the feedback, record the attempt; a solved step stays solved."""
        text = self.answer_text(answer)
        verdict = self.flow.check(answer, text)
        self.say(verdict.message, verdict.tone)
        self.picture.checked(self.task, verdict.feedback, self.problem)
        attempt_log.notify(
            self.flow.attempt(
                text[:200],
                verdict.feedback,
                activity=self.frame.lesson.activity,
                task_id=str(LessonStep(self.number + 1)),
                seed=self.frame.seed,
                number=self.number,
            )
        )
        self._refresh()
        self.frame.show_progress()
        return verdict.feedback

    def solved_before(self) -> None:
        """The classroom database says the pupil solved this step (on another device): it is solved here too."""
        if self.solved:
            return
        self.flow.done = self.flow.tried = True
        self.say(_("You solved this step before. Press Try again to do it once more."), "right")
        self._refresh()

    def show_hint(self) -> str | None:
        """Show one more hint (all hints so far stay listed); None when every hint is shown."""
        hint = self.flow.next_hint()
        if not hint.fresh:
            self.say(_("No more hints: you have seen them all."), "info")
            return None
        if hint.remaining == 0:
            self.picture.revealed(self.task)
        given = self.flow.given
        self.hint_list.value = element(
            "div",
            element("b", "★ ", _("Hints")),
            element(
                "ol",
                (element("li", speak_attrs(text, auto=n == len(given)), text) for n, text in enumerate(given, 1)),
            ),
            class_="ek-msg ek-hint",
        )
        self._refresh()
        return hint.text

    def show_solution(self) -> bool:
        """Show the whole answer, only after a counted try or in teacher mode; False when not yet."""
        if not self.flow.may_show_solution(self.frame.teacher):
            self.say(_("Have a go first: check an answer, then you can see the answer."), "info")
            return False
        answer = fragment(element("b", _("The answer")), element("br"), _lines(self.task.solution()))
        self.solution.value = element("div", speak_attrs(answer, auto=True), answer, class_="ek-msg ek-info")
        self.flow.show_solution()
        return True

    def try_again(self) -> None:
        """Start the step afresh: a new copy of the task, no hints, no feedback, nothing chosen."""
        self.flow = deal_step(self.step.fresh_task(), self.problem)
        self.box.value = ""
        self.area.clear()
        self.feedback.clear()
        self.solution.value = self.hint_list.value = ""
        self.picture.dealt(self.task)
        self._refresh()
        self.frame.show_progress()

    def _refresh(self) -> None:
        """What a problem has found, which buttons can be used now."""
        self.solution_button.disabled = not self.flow.may_show_solution(self.frame.teacher)
        self.hint_button.disabled = self.hints.remaining == 0
        self.check_button.disabled = self.solved
        if self.problem:
            found = self.task.found_texts()
            listed = fragment(
                element("b", _("Found so far:")),
                " ",
                element("ul", (element("li", text) for text in found)),
                self.task.missing_text(),
            )
            self.found.value = element("div", speak_attrs(listed), listed, class_="ek-found") if found else ""

    def _on_answer_changed(self) -> None:
        """A changed answer clears the feedback on the old one (emptying the choice after a check keeps it)."""
        if self.area.kept():
            self.feedback.clear()

    def _on_box_msg(self, widget: Any, content: Any, buffers: Any) -> None:
        """A message from the typing box as the browser sends it (Enter: ``{"event": "submit"}``)."""
        self.box._on_msg(widget, content, buffers)

    def _on_enter(self) -> None:
        if not self.check_button.disabled:
            self._on_check()

    # ---- buttons: no error ever reaches the pupil ----------------------------------------------------
    @friendly_errors
    def _on_check(self) -> None:
        self.check(self.answer())

    @friendly_errors
    def _on_choice(self, index: int) -> None:
        self.check(index)

    @friendly_errors
    def _on_hint(self) -> None:
        self.show_hint()

    @friendly_errors
    def _on_solution(self) -> None:
        self.show_solution()

    @friendly_errors
    def _on_again(self) -> None:
        self.try_again()
