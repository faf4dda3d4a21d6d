"""The "Set work" tab: the teacher picks an activity (a trainer or a lesson), a skill or the whole
activity, a level or "for me", a number of tasks and a due date; the class's pupils see it first
when they join (:func:`elevenkit.widgets.assigned.assigned_html`), and this tab shows who finished it.
Stored in the class database (:mod:`elevenkit.classroom.assignments`)."""

from __future__ import annotations

import datetime
from collections.abc import Callable, Mapping, Sequence

import ipywidgets as widgets

from elevenkit import catalogue
from elevenkit.catalogue import Level
from elevenkit.classroom import assignments as work
from elevenkit.classroom.assignments import Assignment
from elevenkit.exercises.adaptive import ADAPTIVE_TRAINERS, AUTO
from elevenkit.i18n import _, ngettext
from elevenkit.markup import Markup, element
from elevenkit.widgets.common import make_button
from elevenkit.widgets.common.dates import day_words
from elevenkit.widgets.share_words import round_options
from elevenkit.widgets.teacher.components import note
from elevenkit.widgets.teacher.database import ClassroomAccess
from elevenkit.widgets.teacher.labels import activity_title, level_words, name_markup
from elevenkit.widgets.teacher.skill_words import skill_name

__all__ = ["WorkTab", "work_line", "work_list_html"]

#: the days ahead a new piece of work is due, unless the teacher picks another date
DUE_DAYS = 7


def _choices() -> list[tuple[str, str]]:
    """Every trainer and lesson a class can be given, by its recorded activity."""
    kinds = (catalogue.Kind.TRAINER, catalogue.Kind.LESSON)
    return [(_(entry.title), entry.activity) for entry in catalogue.ACTIVITIES if entry.kind in kinds]


def work_line(assignment: Assignment) -> str:
    """ "Number Track · subtracting · for me · 10 tasks · due Fri 11 Dec" (the parts it has)."""
    parts = [activity_title(assignment.activity)]
    if assignment.skill:
        parts.append(skill_name(assignment.skill))
    if assignment.level == AUTO:
        parts.append(_("for me"))
    elif assignment.level:
        parts.append(level_words(assignment.level))
    if assignment.tasks:
        parts.append(ngettext("{count} task", "{count} tasks", assignment.tasks).format(count=assignment.tasks))
    parts.append(_("due {date}").format(date=day_words(assignment.due)))
    return " · ".join(parts)


def work_list_html(items: Sequence[tuple[Assignment, Mapping[str, int]]]) -> Markup:
    """The work set, each with who finished it ("finished: 2 of 25 — Mia, Ben")."""
    if not items:
        return note(_("No work set for this class."))
    lines = []
    for assignment, done in items:
        needed = max(1, assignment.tasks)
        finished = [name for name, count in done.items() if count >= needed]
        said = _("finished: {done} of {count}").format(done=len(finished), count=len(done))
        names = ", ".join(finished)
        lines.append(
            element(
                "li",
                element("strong", work_line(assignment)),
                " — ",
                said,
                element("span", [" (", name_markup(names, 400), ")"] if names else None, class_="ek-finished"),
                data_work=assignment.id,
            )
        )
    return element("ul", lines, class_="ek-work-list")


class WorkTab(widgets.VBox):
    """Setting work for the class the dashboard shows (``class_code()``); ``changed`` runs after a change."""

    def __init__(
        self, access: ClassroomAccess, class_code: Callable[[], str | None], changed: Callable[[], object]
    ) -> None:
        self.access, self.class_code, self.changed = access, class_code, changed
        style = {"description_width": "initial"}
        self.activity = widgets.Dropdown(options=_choices(), description=_("Activity"), style=style)
        self.skill = widgets.Dropdown(description=_("Skill"), style=style)
        self.level = widgets.Dropdown(description=_("Level"), style=style)
        # the class link's round lengths: the work link's round is the work's number of tasks
        self.tasks = widgets.Dropdown(options=round_options(), value=10, description=_("Tasks"), style=style)
        self.due = widgets.DatePicker(
            value=datetime.date.today() + datetime.timedelta(days=DUE_DAYS), description=_("Due"), style=style
        )
        self.set_button = make_button(_("Set this work"), self.set_work, "primary")
        self.message = widgets.HTML()
        self.current = widgets.Dropdown(description=_("Work set"), style=style)
        self.take_back = make_button(_("Take this work back"), self.take_back_work)
        self.list = widgets.HTML()
        self.activity.observe(lambda _change: self._fit_choices(), names="value")
        self._fit_choices()
        form = widgets.VBox([self.activity, self.skill, self.level, self.tasks, self.due, self.set_button])
        super().__init__([form, self.message, self.list, widgets.HBox([self.current, self.take_back])])
        self.add_class("ek-work-tab")

    def _fit_choices(self) -> None:
        """The skills and levels of the activity chosen."""
        entry = catalogue.by_activity(self.activity.value or "")
        skills = entry.skills if entry is not None else ()
        self.skill.options = [(_("the whole activity"), ""), *((skill_name(skill), skill) for skill in skills)]
        self.skill.value = ""  # a Dropdown given new options chooses none: the whole activity until the teacher picks
        levels: list[tuple[str, str]] = [(_("as the page starts"), "")]
        if entry is not None and entry.id in ADAPTIVE_TRAINERS:
            levels.append((_("for me (the tasks follow each pupil)"), AUTO))
        if entry is not None:
            levels += [(level.label, level.value) for level in entry.levels if isinstance(level, Level)]
        self.level.options = levels
        self.level.value = AUTO if any(value == AUTO for _label, value in levels) else ""

    def set_work(self) -> None:
        """Store the work chosen for the class on show."""
        code, due = self.class_code(), self.due.value
        if not code or due is None:
            self.message.value = note(_("Choose a class and a due date first."))
            return
        at = datetime.datetime.combine(due, datetime.time(23, 59)).timestamp()
        done = self.access.use(
            lambda store: work.add_assignment(
                store,
                code,
                self.activity.value,
                at,
                skill=self.skill.value,
                level=self.level.value,
                tasks=self.tasks.value,
            )
        )
        if done is not None:
            self.message.value = note(_("The work is set. The pupils of the class see it when they join."))
            self.changed()

    def take_back_work(self) -> None:
        """Take back the work chosen in the list."""
        code, chosen = self.class_code(), self.current.value
        if code and chosen is not None and self.access.use(lambda store: work.delete_assignment(store, code, chosen)):
            self.message.value = note(_("The work is taken back."))
            self.changed()

    def show(self, items: Sequence[tuple[Assignment, Mapping[str, int]]] | None) -> None:
        """The work set for the class as the dashboard just read it (None: no class)."""
        value = "" if items is None else work_list_html(items)
        if self.list.value != value:
            self.list.value = value
        options = [(work_line(assignment), assignment.id) for assignment, _done in items or ()]
        if list(self.current.options) != options:
            self.current.options = options
