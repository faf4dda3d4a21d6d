"""The work the teacher set for a class, as its pupils see it first when they join: each piece a
link to the page that practises it (in the class, at the teacher's level or "for me"), with the
number of tasks and the day it is due, in a child's words. Read from the class database
(:mod:`elevenkit.classroom.assignments`); a database that cannot be read shows nothing."""

from __future__ import annotations

import logging
import os
import time
from collections.abc import Callable, Mapping

from elevenkit import catalogue
from elevenkit.classroom.assignments import Assignment
from elevenkit.exercises.adaptive import AUTO
from elevenkit.i18n import _, ngettext
from elevenkit.markup import Markup, element
from elevenkit.serving.params import LEVEL, TASKS
from elevenkit.widgets.common.dates import day_words

__all__ = ["assigned_html", "work_link"]

log = logging.getLogger(__name__)


#: makes a class link: the page, the class code, the parameters (:func:`elevenkit.widgets.classroom.dashboard_target`)
Target = Callable[[str, str, Mapping[str, str]], str]


def work_link(assignment: Assignment, target: Target) -> str | None:
    """The page of the work, in the class, with its level and round (``target`` makes the link);
    None for an activity the kit does not know."""
    entry = catalogue.by_activity(assignment.activity)
    if entry is None:
        return None
    params: dict[str, str] = {}
    if assignment.level:
        params[LEVEL] = assignment.level
    if assignment.tasks and entry.rounds:
        params[TASKS] = str(assignment.tasks)
    try:
        return target(entry.page, assignment.class_code, params)
    except ValueError:
        return None


def _item(assignment: Assignment, target: Target) -> Markup:
    entry = catalogue.by_activity(assignment.activity)
    title = _(entry.title) if entry is not None else assignment.activity
    link = work_link(assignment, target)
    parts: list[object] = [element("a", title, href=link) if link else element("strong", title)]
    if assignment.level == AUTO:
        parts.append(" · " + _("tasks chosen for you"))
    if assignment.tasks:
        parts.append(" · " + ngettext("{count} task", "{count} tasks", assignment.tasks).format(count=assignment.tasks))
    parts.append(" · " + _("by {day}").format(day=day_words(assignment.due)))
    return element("li", parts)


def assigned_html(
    class_code: str, target: Target, path: str | os.PathLike[str] | None = None, now: float | None = None
) -> Markup:
    """The class's work not yet due, soonest first, under "Work from your teacher" ("" if none)."""
    try:
        from elevenkit.classroom import assignments  # no sqlite3 in the browser-only site
        from elevenkit.classroom.store import ClassroomStore

        with ClassroomStore(path) as store:
            found = assignments.assignments(store, class_code, since=time.time() if now is None else now)
    except Exception:  # the pupil's page never shows a traceback; no work shown is no harm
        log.info("the work set for %r cannot be read", class_code, exc_info=True)
        return Markup("")
    if not found:
        return Markup("")
    return element(
        "div",
        element("p", _("Work from your teacher:"), class_="ek-work-title"),
        element("ul", [_item(assignment, target) for assignment in found]),
        class_="ek-assigned",
        role="note",
    )
