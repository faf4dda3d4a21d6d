"""The Answer keys tab: every checked step of a lesson with its question and full answer."""

from __future__ import annotations

import ipywidgets as widgets

from elevenkit.exercises.lessons import LESSONS
from elevenkit.i18n import _
from elevenkit.widgets.teacher.labels import lesson_title
from elevenkit.widgets.teacher.reports import answer_key_table

__all__ = ["AnswerKeysTab"]


class AnswerKeysTab(widgets.VBox):
    """A lesson to choose and its answer key (the lessons themselves give the answers)."""

    def __init__(self) -> None:
        self.lesson = widgets.Dropdown(
            options=[(lesson_title(lesson_id), lesson_id) for lesson_id in LESSONS], description=_("Lesson")
        )
        self.key = widgets.HTML()
        self.lesson.observe(lambda _change: self._show_key(), names="value")
        self._show_key()
        super().__init__([self.lesson, self.key])

    def _show_key(self) -> None:
        self.key.value = answer_key_table(str(self.lesson.value))
