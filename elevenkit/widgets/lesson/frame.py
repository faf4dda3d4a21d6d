"""The lesson frame: a whole lesson, one step at a time, with Back/Next and a final summary.

The frame's parts are named slots: the page helper, a ``header`` (the class's join panel when a
link names a class), the lesson's heading, the step counter, the ``body`` (the step shown, or the
summary), the Back/Next row and the teacher note, folded; moving to another step puts another view into the body, nothing
else changes.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import ipywidgets as widgets

from elevenkit.classroom.model import Progress
from elevenkit.exercises.attempts import ProgressSource, attempt_log
from elevenkit.exercises.lessons import Lesson, lesson
from elevenkit.exercises.lessons.teacher_notes import teacher_note
from elevenkit.i18n import _
from elevenkit.markup import escape
from elevenkit.serving.params import (
    MAX_SEED,
    SEED,
    class_code,
    int_param,
    large_text,
    query_params,
    reads_by_itself,
)
from elevenkit.widgets.common import ReadAloud, TextSize, make_button, relabel
from elevenkit.widgets.lesson.page import LessonPage, lesson_heading
from elevenkit.widgets.lesson.steps import CheckedStepView, ExplainView
from elevenkit.widgets.lesson.summary import SummaryView
from elevenkit.widgets.notes import note_widget

__all__ = ["LessonWidget", "lesson_widget"]


class LessonWidget(widgets.VBox):
    """A whole lesson, one step at a time, with Back/Next and a final summary.

    ``teacher`` opens every "Show the answer" at once (for a teacher's page; never from a URL).
    ``seed`` is the class code of the link that opened the lesson, recorded with every attempt.
    ``header`` goes above the lesson's heading (the join panel of a class). ``read_by_itself``
    starts in pre-reader mode: each new question and feedback is read aloud by itself; ``large``
    with bigger text.
    """

    def __init__(
        self,
        lesson: Lesson,
        teacher: bool = False,
        seed: int | None = None,
        *,
        header: Sequence[widgets.Widget] = (),
        read_by_itself: bool = False,
        large: bool = False,
    ) -> None:
        self.lesson = lesson
        self.teacher = teacher
        self.seed = seed
        #: the step shown (0-based); ``len(lesson.steps)`` is the summary
        self.position = 0
        #: every step seen so far, with what the pupil did in it
        self.views: dict[int, widgets.Widget] = {}
        #: the step whose "not answered yet" was said: the next press of Next (now "Skip") goes on
        self.warned: int | None = None
        self.summary = SummaryView()
        self.title = widgets.HTML(lesson_heading(lesson))
        #: the speaker buttons and the pre-reader switch (``?read=auto``)
        self.read_aloud = ReadAloud(auto=read_by_itself)
        #: the "Bigger text" switch (``?text=large``) and the style sheet every pupil page shares
        self.text_size = TextSize(large=large)
        self.page = LessonPage(layout=widgets.Layout(display="none"))
        self.counter = widgets.HTML()
        self.counter.add_class("ek-counter")
        self.back_button = make_button(_("Back"), self.back, fit=True)
        self.next_button = make_button(_("Next"), self.next, "primary", fit=True)
        self.body = widgets.Box(layout=widgets.Layout(display="block"))
        #: the teacher note, folded, at the foot of the page
        self.teacher_note = note_widget(teacher_note(lesson))
        super().__init__(
            [
                self.page,
                *header,
                self.title,
                widgets.HBox([self.read_aloud, self.text_size], layout=widgets.Layout(flex_flow="row wrap")),
                self.counter,
                self.body,
                widgets.HBox([self.back_button, self.next_button]),
                self.teacher_note,
            ]
        )
        self.add_class("ek-lesson")
        self.add_class("ek-reads")
        self.go(0)
        attempt_log.on_join(self._on_joined)

    @property
    def step_count(self) -> int:
        """How many steps the lesson has."""
        return len(self.lesson.steps)

    def view(self, index: int) -> widgets.Widget:
        """The view of step ``index``, built the first time it is shown and kept from then on."""
        if index not in self.views:
            step = self.lesson.steps[index]
            self.views[index] = (
                ExplainView(step, self.lesson.activity) if step.task is None else CheckedStepView(self, index, step)
            )
        return self.views[index]

    def go(self, position: int) -> None:
        """Show step ``position`` (0-based), or the summary after the last step."""
        self.position = max(0, min(position, self.step_count))
        self.warned = None
        if self.position == self.step_count:
            self.summary.show(self.lesson, self.views)
            self.body.children = [self.summary]
        else:
            self.body.children = [self.view(self.position)]
        self.show_progress()
        self.page.scroll += 1  # the browser brings the new step's heading into view

    def show_progress(self) -> None:
        """ "Step 3 of 10", and which of Back and Next can be pressed."""
        if self.position == self.step_count:
            self.counter.value = escape(_("The end"))
        else:
            self.counter.value = escape(
                _("Step {number} of {count}").format(number=self.position + 1, count=self.step_count)
            )
        self.back_button.disabled = self.position == 0
        self.next_button.disabled = self.position == self.step_count
        last = self.position == self.step_count - 1
        skip = self.warned == self.position and self.unanswered()
        relabel(self.next_button, _("Skip") if skip else _("Finish") if last else _("Next"))

    def unanswered(self) -> bool:
        """True while the step shown asks for an answer the pupil has not given (nor seen)."""
        view = self.views.get(self.position)
        return isinstance(view, CheckedStepView) and not (view.tried or view.solved or view.answer_shown)

    def resume(self, progress: Progress) -> bool:
        """Go on from what the classroom database knows of this lesson (opened with the same seed):
        the steps solved there are solved here, and the lesson moves on to the step of the last
        answer (the one after it, if that was solved), never back. True if anything changed."""
        if progress.seed != (self.seed or 0):
            return False
        before = self.position
        checked = set(self.lesson.checked_steps())
        solved = sorted(checked & progress.solved)
        for index in solved:
            view = self.view(index)
            assert isinstance(view, CheckedStepView)
            view.solved_before()
        last = progress.task_number + (1 if progress.task_solved else 0)
        if self.position < last <= self.step_count:
            self.go(last)
        elif solved:
            self.show_progress()
        return bool(solved) or self.position != before

    def _on_joined(self, progress: ProgressSource, _pupil: str) -> None:
        """A pupil joined a class: go on from what the classroom keeps for this lesson."""
        stored = progress(self.lesson.activity)
        if isinstance(stored, Progress):
            self.resume(stored)

    def next(self) -> None:
        """The next step (or the summary); never locked. On a step not answered yet the first press
        says so and turns Next into Skip; the second goes on (a teacher's page goes on at once)."""
        if self.unanswered() and self.warned != self.position and not self.teacher:
            self.warned = self.position
            view = self.views[self.position]
            assert isinstance(view, CheckedStepView)
            view.say(_("You have not answered yet. Press Skip to go on without an answer."), "info")
            self.show_progress()
            return
        self.go(self.position + 1)

    def back(self) -> None:
        """The step before."""
        self.go(self.position - 1)

    @property
    def current(self) -> widgets.Widget:
        """The view shown now (the summary at the end)."""
        return self.body.children[0]


def lesson_widget(lesson_id: str, params: Mapping[str, str] | None = None) -> LessonWidget:
    """The lesson a notebook cell asks for (``lesson_widget("01")``); ``?seed=`` comes from the page's
    address, ``?class=4B`` puts the class's join panel in the header (every check is then saved
    for the teacher), ``?read=auto`` starts in pre-reader mode and ``?text=large`` with bigger text."""
    params = query_params() if params is None else params
    seed = int_param(params, SEED, 0, 0, MAX_SEED) if SEED in params else None
    built = lesson(lesson_id)
    header: list[widgets.Widget] = []
    if class_code(params):
        from elevenkit.widgets.classroom import classroom_panel

        header.append(classroom_panel(built.activity, params))
    return LessonWidget(
        built, seed=seed, header=header, read_by_itself=reads_by_itself(params), large=large_text(params)
    )
