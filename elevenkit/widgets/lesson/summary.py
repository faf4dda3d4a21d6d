"""The end of a lesson: "Lesson complete!", what was solved, the goals, the way back to the lessons."""

from __future__ import annotations

from collections.abc import Mapping

import ipywidgets as widgets

from elevenkit.exercises.lessons import Lesson
from elevenkit.exercises.sessions import FIRST_TIME, tally_words
from elevenkit.i18n import _
from elevenkit.markup import element, fragment
from elevenkit.widgets.common.assets import icon_uri
from elevenkit.widgets.lesson.page import LessonPage
from elevenkit.widgets.lesson.steps import CheckedStepView

__all__ = ["SummaryView"]


class SummaryView(widgets.VBox):
    """The end: "Lesson complete!", how the questions went ("7 right the first time, 3 with a hint or
    another go"; a step whose answer was shown first is not yet solved), that Back leads to any step
    again, and the link back to the list of lessons."""

    def __init__(self) -> None:
        self.text = widgets.HTML()
        self.home = LessonPage(home_text=_("Back to the list of lessons"))
        super().__init__([self.text, self.home])

    def show(self, lesson: Lesson, views: Mapping[int, widgets.Widget]) -> None:
        """Fill in the summary from the step views the pupil has seen."""
        checked = lesson.checked_steps()
        seen = {index: view for index, view in views.items() if isinstance(view, CheckedStepView)}
        shown = [index for index in checked if index in seen and seen[index].answer_shown]
        solved = [index for index in checked if index in seen and seen[index].solved and index not in shown]
        first = [index for index in solved if seen[index].flow.outcome == FIRST_TIME]
        hints = sum(view.hints.shown for view in seen.values())
        eye = element("img", src=icon_uri("eye"), alt="", class_="ek-icon")  # no emoji font: an empty box
        marks = dict.fromkeys(solved, "✔") | dict.fromkeys(shown, fragment(eye, " ", _("answer shown:")))
        tally = ", ".join(tally_words(len(first), len(solved) - len(first), len(checked) - len(solved)))
        said = _("{tally}. Hints used: {hints}.").format(tally=tally, hints=hints)
        self.text.value = fragment(
            element("h2", _("Lesson complete!"), class_="ek-complete"),
            element("p", said),
            element(
                "ul",
                (element("li", marks.get(index, "○"), " ", lesson.steps[index].title) for index in checked),
                class_="ek-summary",
            ),
            element("p", _("Now you can say:")),
            element("ul", (element("li", goal) for goal in lesson.goals)),
            element("p", _("Press Back to go to any step again.")),
        )
