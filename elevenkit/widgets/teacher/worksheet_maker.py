"""The teacher's worksheet page: a trainer's tasks on paper, with their answer key.

:func:`worksheet_page` is the dashboard cell (``dashboards/worksheets.ipynb``): the maker behind
the teacher password. Worksheet 7 is task set 7: the same tasks as the trainer's link with
``?seed=7`` at that level (:mod:`elevenkit.worksheets` deals them); with a class, the same tasks as
that class's link (a class's pages deal the task set for the class only).
"""

from __future__ import annotations

import ipywidgets as widgets

from elevenkit.i18n import _
from elevenkit.markup import element, fragment
from elevenkit.serving.params import clean_class_code, query_params
from elevenkit.widgets.common import make_button
from elevenkit.widgets.teacher.components import note
from elevenkit.widgets.teacher.downloads import download_link, file_part
from elevenkit.widgets.teacher.gate import TeacherGate
from elevenkit.worksheets import MAX_TASKS, TOPICS, WorksheetError, WorksheetSpec, answer_key_html, worksheet_html

__all__ = ["WorksheetMaker", "worksheet_page"]


class WorksheetMaker(widgets.VBox):
    """Topic, level, worksheet number (seed) and number of tasks in; a preview and two pages to
    download and print out (the worksheet and its answer key)."""

    def __init__(self, topic: str = "capture-trainer", seed: int = 1, count: int = 6) -> None:
        style = {"description_width": "initial"}
        self.topic = widgets.Dropdown(
            options=[(_(entry.title), key) for key, entry in TOPICS.items()],
            value=topic,
            description=_("Trainer"),
            style=style,
        )
        self.level = widgets.Dropdown(description=_("Level"), style=style)
        self.seed = widgets.Text(str(seed), description=_("Worksheet number (seed)"), style=style)
        self.class_box = widgets.Text("", description=_("Class (optional)"), style=style)
        self.count = widgets.IntSlider(count, 1, MAX_TASKS, description=_("Tasks"), style=style)
        self.make_button = make_button(_("Make the worksheet"), self.make, "primary")
        self.topic.observe(lambda _change: self._show_levels(), names="value")
        self.links = widgets.HTML()
        self.preview = widgets.HTML()
        #: the worksheet and its answer key as last made (whole HTML pages)
        self.sheet = self.key = ""
        self._show_levels()
        choices = widgets.HBox([self.topic, self.level, self.seed, self.class_box, self.count])
        choices.add_class("ek-worksheet-choices")  # wraps on a narrow screen (static/teacher_page.css)
        super().__init__(
            [
                choices,
                self.make_button,
                self.links,
                self.preview,
            ]
        )
        self.add_class("ek-worksheet-maker")

    def _show_levels(self) -> None:
        levels = TOPICS[self.topic.value].levels
        self.level.options = levels
        self.level.value = levels[0]

    def make(self) -> bool:
        """Build the worksheet and its key from the choices; a seed that is not a number gets a sentence."""
        text = self.seed.value.strip()
        code = self.class_box.value.strip()
        if code and not clean_class_code(code):
            self.links.value = note(_("A class code has only letters, digits, spaces, - and _, for example 4B."))
            return False
        try:
            if not (text.isascii() and text.isdigit()):
                raise WorksheetError(f"seed must be a whole number, not {text!r}")
            spec = WorksheetSpec(self.topic.value, str(self.level.value), int(text), self.count.value, code)
        except WorksheetError:
            self.links.value = note(_("The worksheet number is a whole number: digits only, for example 7."))
            return False
        self.sheet, self.key = worksheet_html(spec), answer_key_html(spec)
        name = f"{file_part(spec.topic)}-level-{file_part(spec.level)}-{spec.seed}"
        if code:
            name += f"-class-{file_part(code)}"
        self.links.value = fragment(
            element(
                "p",
                download_link(self.sheet, f"worksheet-{name}.html", "text/html", _("Download the worksheet")),
                " · ",
                download_link(self.key, f"answer-key-{name}.html", "text/html", _("Download the answer key")),
            ),
            note(_("Open the downloaded page and print it (A4), or print it to PDF.")),
        )
        # the teacher pages' stylesheet sizes the frame (static/teacher_page.css, brought by the gate)
        self.preview.value = element(
            "iframe", {"class": "ek-worksheet-preview", "title": _("Preview of the worksheet"), "srcdoc": self.sheet}
        )
        return True


def worksheet_page() -> TeacherGate:
    """The worksheet maker behind the teacher password (a dashboard cell), in the page's language
    (it reads the page's request first, waiting for it in a preheated kernel)."""
    query_params()
    return TeacherGate(WorksheetMaker)
