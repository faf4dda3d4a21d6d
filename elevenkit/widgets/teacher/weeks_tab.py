"""The "Weeks" tab: each pupil's progress week by week (tasks solved of ended, counted as the Pupils
tab counts them, and the skills practised), with a date filter; every answer with its date is in the
pupil's history (the Pupils tab)."""

from __future__ import annotations

import datetime
from collections.abc import Sequence

import ipywidgets as widgets

from elevenkit.classroom.queries import EndedTask
from elevenkit.classroom.skills import weekly_progress
from elevenkit.i18n import _, ngettext
from elevenkit.markup import Markup, element
from elevenkit.widgets.teacher.components import note
from elevenkit.widgets.teacher.labels import name_markup
from elevenkit.widgets.teacher.skill_words import skill_name

__all__ = ["WEEK_CHOICES", "WeeksTab", "weeks_html"]

#: how many weeks back the filter offers (0: every week kept)
WEEK_CHOICES = (1, 2, 4, 8, 0)


def weeks_html(tasks: Sequence[EndedTask], since: float | None = None) -> Markup:
    """Per pupil and week (from ``since``): the week's Monday, tasks solved of ended, skills."""
    rows = weekly_progress([task for task in tasks if since is None or task.at >= since])
    if not rows:
        return note(_("No answers in these weeks yet."))
    head = element("tr", [element("th", text) for text in (_("Pupil"), _("Week of"), _("Tasks solved"), _("Skills"))])
    body = [
        element(
            "tr",
            element("th", name_markup(row.nickname), scope="row"),
            element("td", f"{row.monday:%Y-%m-%d}"),
            element("td", _("{solved} of {count}").format(solved=row.solved, count=row.ended)),
            element("td", ", ".join(skill_name(skill) for skill in row.skills)),
        )
        for row in rows
    ]
    return element("table", element("thead", head), element("tbody", body), class_="ek-weeks-table")


class WeeksTab(widgets.VBox):
    """Progress over the weeks for the class the dashboard shows (:meth:`show`), filtered by date."""

    def __init__(self) -> None:
        self.tasks: list[EndedTask] = []
        options = [
            (
                _("all weeks")
                if weeks == 0
                else ngettext("this week", "the last {count} weeks", weeks).format(count=weeks),
                weeks,
            )
            for weeks in WEEK_CHOICES
        ]
        self.weeks = widgets.Dropdown(
            options=options, value=4, description=_("Show"), style={"description_width": "initial"}
        )
        self.weeks.observe(lambda _change: self._draw(), names="value")
        self.table = widgets.HTML()
        super().__init__([self.weeks, self.table])

    def since(self) -> float | None:
        """The start of the weeks chosen (a Monday), or None for all."""
        if not self.weeks.value:
            return None
        today = datetime.date.today()
        monday = today - datetime.timedelta(days=today.weekday(), weeks=self.weeks.value - 1)
        return datetime.datetime.combine(monday, datetime.time()).timestamp()

    def show(self, tasks: Sequence[EndedTask] | None) -> None:
        """The tasks ended as the dashboard just read them (None: no class)."""
        self.tasks = list(tasks or [])
        self._draw(none=tasks is None)

    def _draw(self, none: bool = False) -> None:
        value = "" if none else weeks_html(self.tasks, self.since())
        if self.table.value != value:
            self.table.value = value
