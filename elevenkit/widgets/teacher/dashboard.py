"""The teacher dashboard: the class chosen at the top, five tabs below, refreshed every few seconds.

:class:`TeacherDashboard` only assembles: it reads the class once per refresh and hands what it
read to the tabs, each a small component of its own module that gets the database access and
the callbacks it needs (:mod:`.pupils_tab`, :mod:`.tasks_tab`, :mod:`.share_tab`,
:mod:`.export_tab`, :mod:`.answer_keys_tab`). :func:`teacher_dashboard` is the dashboard cell:
the dashboard behind the teacher password (:class:`~elevenkit.widgets.teacher.gate.TeacherGate`).
"""

from __future__ import annotations

import asyncio
import os
import time
from collections.abc import Mapping
from dataclasses import dataclass, field

import ipywidgets as widgets

from elevenkit.classroom import assignments, queries, skills
from elevenkit.classroom.assignments import Assignment
from elevenkit.classroom.guard import Guard
from elevenkit.classroom.model import ClassTable, TaskStats
from elevenkit.classroom.queries import PupilInfo
from elevenkit.classroom.store import ClassroomStore
from elevenkit.exercises.adaptive import SkillEstimate
from elevenkit.i18n import _
from elevenkit.serving.params import query_params
from elevenkit.widgets.classroom import dashboards_for_pupils
from elevenkit.widgets.teacher.answer_keys_tab import AnswerKeysTab
from elevenkit.widgets.teacher.components import DashboardStyle
from elevenkit.widgets.teacher.database import ClassroomAccess
from elevenkit.widgets.teacher.export_tab import ExportDeleteTab
from elevenkit.widgets.teacher.gate import TeacherGate
from elevenkit.widgets.teacher.help_tab import HelpTab
from elevenkit.widgets.teacher.hub_pupils import add_hub_pupils
from elevenkit.widgets.teacher.pupils_tab import SECRET_SECONDS, PupilsTab
from elevenkit.widgets.teacher.report_tab import ReportData, ReportTab
from elevenkit.widgets.teacher.share_tab import ShareTab
from elevenkit.widgets.teacher.signin_alerts import signin_alerts
from elevenkit.widgets.teacher.skills_tab import SkillsTab
from elevenkit.widgets.teacher.tasks_tab import TasksTab
from elevenkit.widgets.teacher.weeks_tab import WeeksTab
from elevenkit.widgets.teacher.work_tab import WorkTab

__all__ = ["REFRESH_SECONDS", "ClassView", "TeacherDashboard", "read_class", "teacher_dashboard"]

#: seconds between two refreshes of the live table
REFRESH_SECONDS = 3.0
#: how far back the skill views read the answers (the weeks tab offers up to 8 weeks)
SKILL_DAYS = 63


@dataclass(frozen=True)
class ClassView:
    """What one refresh reads: every class code, and the chosen class's table, pupils, statistics,
    estimates, judged answers with their skills, tasks ended, who needs help, and the work set with
    who finished it."""

    classes: list[str]
    table: ClassTable | None = None
    pupils: tuple[PupilInfo, ...] = ()
    stats: tuple[TaskStats, ...] = ()
    estimates: Mapping[str, Mapping[str, SkillEstimate]] = field(default_factory=dict)
    answers: tuple[skills.SkillAnswer, ...] = ()
    tasks: tuple[queries.EndedTask, ...] = ()
    help: tuple[skills.HelpFlag, ...] = ()
    work: tuple[tuple[Assignment, Mapping[str, int]], ...] = ()


def read_class(store: ClassroomStore, chosen: str | None, now: float | None = None) -> ClassView:
    """The classes, and ``chosen`` (or the first class, if ``chosen`` is gone) as one refresh shows it."""
    codes = queries.classes(store)
    code = chosen if chosen in codes else (codes[0] if codes else None)
    if code is None:
        return ClassView(codes)
    now = time.time() if now is None else now
    since = now - SKILL_DAYS * 86400
    pupils = tuple(queries.pupils(store, code))
    answers = tuple(skills.skill_answers(store, code, since=since))
    tasks = tuple(queries.ended_tasks(store, code, since=since))
    work = tuple((item, assignments.finished_by(store, item)) for item in assignments.assignments(store, code))
    return ClassView(
        codes,
        queries.class_table(store, code),
        pupils,
        tuple(queries.task_stats(store, code)),
        skills.class_estimates(store, code),
        answers,
        tasks,
        tuple(skills.who_needs_help(answers, tasks, {pupil.nickname: pupil.joined for pupil in pupils}, now)),
        work,
    )


class TeacherDashboard(widgets.VBox):
    """The live view of a class: pupils × activities, per-task statistics, a pupil's answers,
    sharing, CSV and deleting, and the lessons' answer keys.

    ``path`` is the database (default: ``ELEVENKIT_DB`` or the per-user file); ``class_code`` the
    class to show first; ``dashboards_dir`` the folder of the pages to share. :meth:`refresh` reads
    the database again; :meth:`start_auto_refresh` does so every ``refresh_seconds`` in the
    kernel's event loop (an asyncio task: the kernel stays free for clicks between two refreshes).
    """

    def __init__(
        self,
        path: str | os.PathLike[str] | None = None,
        *,
        class_code: str = "",
        refresh_seconds: float = REFRESH_SECONDS,
        dashboards_dir: str | os.PathLike[str] | None = None,
        secret_seconds: float = SECRET_SECONDS,
    ) -> None:
        self.refresh_seconds = refresh_seconds
        self._task: asyncio.Task[None] | None = None
        self.access = ClassroomAccess(path)
        self.guard = Guard(path)
        #: wrong teacher passwords and secret numbers, a weak teacher password (signin_alerts)
        self.alerts = widgets.HTML()
        self.classes = widgets.Dropdown(description=_("Class"), options=[], style={"description_width": "initial"})
        self._updating = False  # True while refresh() itself changes the class list
        self.classes.observe(lambda _change: None if self._updating else self._class_chosen(), names="value")
        self.refresh_button = widgets.Button(description=_("Refresh now"), icon="refresh")
        self.refresh_button.on_click(lambda _button: self.refresh())
        self.pupils_tab = PupilsTab(self.access, secret_seconds=secret_seconds, changed=lambda: self.refresh())
        # on a school's hub: add pupils by name, print their login cards (issue 27)
        self.hub_pupils = add_hub_pupils(
            self.pupils_tab, self.access, class_code=lambda: self.classes.value, changed=self.refresh
        )
        self.tasks_tab = TasksTab()
        self.share_tab = ShareTab(dashboards_for_pupils(dashboards_dir), class_code=class_code, path=path)
        self.export_tab = ExportDeleteTab(
            self.access,
            class_code=lambda: self.classes.value,
            nickname=lambda: self.pupils_tab.nickname,
            deleted=self.refresh,
        )
        self.answer_keys_tab = AnswerKeysTab()
        #: the skill views (issue 26): who needs help now, pupils × skills, the weeks, work set, a report
        self.view: ClassView | None = None
        self.help_tab = HelpTab()
        self.skills_tab = SkillsTab()
        self.weeks_tab = WeeksTab()
        self.work_tab = WorkTab(self.access, class_code=lambda: self.classes.value, changed=self.refresh)
        self.report_tab = ReportTab(self._report_data)
        tabs = (
            (self.pupils_tab, _("Pupils")),
            (self.help_tab, _("Help now")),
            (self.skills_tab, _("Skills")),
            (self.weeks_tab, _("Weeks")),
            (self.tasks_tab, _("Tasks")),
            (self.work_tab, _("Set work")),
            (self.report_tab, _("Report")),
            (self.share_tab, _("Share")),
            (self.export_tab, _("Export · delete")),
            (self.answer_keys_tab, _("Answer keys")),
        )
        # short titles: a tab is as wide as its title (the stylesheet), and all of them fit on a 1280 px screen
        self.tabs = widgets.Tab([tab for tab, _title in tabs], titles=[title for _tab, title in tabs])
        super().__init__(
            [
                DashboardStyle(),
                widgets.HBox([self.classes, self.refresh_button]),
                self.access.error,
                self.alerts,
                self.tabs,
            ]
        )
        self.add_class("ek-teacher-dash")
        self.refresh()
        if class_code and class_code in self.classes.options:
            self.classes.value = class_code

    def refresh(self) -> bool:
        """Read the classes and the chosen class again; False (and a sentence) if the database cannot be used."""
        view = self.access.use(lambda store: read_class(store, self.classes.value))
        if view is None:
            return False
        if list(self.classes.options) != view.classes:
            chosen = self.classes.value
            self._updating = True
            try:
                self.classes.options = view.classes
                self.classes.value = chosen if chosen in view.classes else (view.classes[0] if view.classes else None)
            finally:
                self._updating = False
            self.share_tab.suggest_class(self.classes.value)
        alerts = signin_alerts(self.guard, self.classes.value)
        if self.alerts.value != alerts:
            self.alerts.value = alerts
        self.view = view
        if view.table is None:
            self.pupils_tab.show_no_class()
            self.tasks_tab.show(None)
            for tab in (self.help_tab, self.skills_tab, self.weeks_tab, self.work_tab, self.report_tab):
                tab.show(None)
        else:
            self.pupils_tab.show(view.table, list(view.pupils))
            self.tasks_tab.show(list(view.stats))
            self.help_tab.show(list(view.help))
            self.skills_tab.show(view.estimates)
            self.weeks_tab.show(view.tasks)
            self.work_tab.show(view.work)
            self.report_tab.show(list(view.estimates))
        return True

    def _report_data(self) -> ReportData | None:
        view = self.view
        if view is None or view.table is None or not self.classes.value:
            return None
        return self.classes.value, view.estimates, view.answers, view.tasks

    def _class_chosen(self) -> None:
        """Another class: its secret numbers start hidden too, and the share tab makes links for it
        unless the teacher typed another class there."""
        self.pupils_tab.hide_codes()
        self.share_tab.suggest_class(self.classes.value)
        self.refresh()

    # ---- live refresh -----------------------------------------------------------------------------
    @property
    def refreshing(self) -> bool:
        """True while the live refresh runs."""
        return self._task is not None and not self._task.done()

    def start_auto_refresh(self) -> bool:
        """Refresh every ``refresh_seconds`` in the kernel's event loop; False where no loop runs (plain Python)."""
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            return False
        if not self.refreshing:
            self._task = loop.create_task(self._refresh_forever())
        return True

    async def _refresh_forever(self) -> None:
        while True:
            await asyncio.sleep(self.refresh_seconds)
            self.refresh()

    def stop_auto_refresh(self) -> None:
        """Stop the live refresh (the dashboard stays as it is)."""
        if self._task is not None:
            self._task.cancel()
            self._task = None

    def close(self) -> None:
        """Stop refreshing (and the timer that hides the secret numbers), then close the widget."""
        self.stop_auto_refresh()
        self.pupils_tab.close()
        super().close()


def teacher_dashboard(path: str | os.PathLike[str] | None = None, class_code: str = "") -> TeacherGate:
    """The teacher dashboard behind the teacher password, refreshing itself once opened (a dashboard cell).

    It reads the page's request first (waiting for it in a preheated kernel), so that it speaks the
    page's language (``?lang=``, else the browser's).
    """
    query_params()

    def build() -> TeacherDashboard:
        dashboard = TeacherDashboard(path, class_code=class_code)
        dashboard.start_auto_refresh()
        return dashboard

    return TeacherGate(build)
