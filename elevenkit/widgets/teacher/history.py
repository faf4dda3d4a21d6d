"""One pupil's answers, oldest first, below the class table of the Pupils tab."""

from __future__ import annotations

from collections.abc import Mapping

import ipywidgets as widgets

from elevenkit.classroom import queries
from elevenkit.markup import element, fragment
from elevenkit.widgets.teacher.database import ClassroomAccess
from elevenkit.widgets.teacher.labels import name_markup
from elevenkit.widgets.teacher.reports import history_html

__all__ = ["PupilHistory"]


class PupilHistory(widgets.VBox):
    """The chosen pupil's name and every answer they gave (:attr:`view`, empty while no pupil is chosen).

    ``access`` reads the database; ``titles`` names the activities.
    """

    def __init__(self, access: ClassroomAccess, titles: Mapping[str, str]) -> None:
        self.access = access
        self.titles = titles
        self.view = widgets.HTML()
        super().__init__([self.view])

    def show(self, class_code: str | None, nickname: str | None) -> None:
        """Read and show ``nickname``'s answers in ``class_code`` (nothing for no pupil)."""
        if class_code is None or nickname is None:
            self._set("")
            return
        answers = self.access.use(lambda store: queries.history(store, class_code, nickname))
        if answers is not None:
            self._set(fragment(element("h4", name_markup(nickname)), history_html(answers, self.titles)))

    def _set(self, value: str) -> None:
        if self.view.value != value:  # an unchanged view sends nothing to the browser
            self.view.value = value
