"""The "Report" tab: a printable report per pupil or for the whole class, an HTML page for A4 (the
browser prints it, or saves it as PDF) like the worksheets: the skills with where the pupil stands
(the "I can …" sentence beside the teacher's name for it) and its tasks solved of ended, the weeks, the misconceptions seen most,
and next steps in plain words. Built with :mod:`elevenkit.markup`: every name and answer a pupil's
page stored is escaped by construction; the print styles are ``static/skills_report.css``."""

from __future__ import annotations

import collections
import datetime
from collections.abc import Callable, Mapping, Sequence

import ipywidgets as widgets

from elevenkit import catalogue
from elevenkit.classroom.queries import EndedTask
from elevenkit.classroom.skills import SkillAnswer
from elevenkit.exercises.adaptive import Mastery, SkillEstimate, answer_skills, mastery
from elevenkit.i18n import _, current_language, ngettext
from elevenkit.markup import Markup, element, fragment
from elevenkit.widgets.common.assets import STATIC
from elevenkit.widgets.teacher.components import note
from elevenkit.widgets.teacher.downloads import download_link, file_part
from elevenkit.widgets.teacher.labels import misconception
from elevenkit.widgets.teacher.skill_words import mastery_words, next_step, skill_name
from elevenkit.widgets.teacher.weeks_tab import weeks_html

__all__ = ["ReportData", "ReportTab", "report_html"]

#: what a report is made of: the class code, the estimates, the answers, the tasks ended
ReportData = tuple[str, Mapping[str, Mapping[str, SkillEstimate]], Sequence[SkillAnswer], Sequence[EndedTask]]

#: the misconceptions a report lists per pupil, most often seen first
COMMON = 3
_CSS = (STATIC / "skills_report.css").read_text(encoding="utf-8")


def _pupil_section(
    name: str, estimates: Mapping[str, SkillEstimate], answers: Sequence[SkillAnswer], tasks: Sequence[EndedTask]
) -> Markup:
    mine = [answer for answer in answers if answer.nickname == name]
    ended = [task for task in tasks if task.nickname == name]
    practised = {skill for answer in mine for skill in answer.skills} | set(estimates)
    skills = [skill for skill in catalogue.SKILLS if skill.id in practised]
    parts: list[object] = [element("h2", name)]
    if not skills:
        parts.append(element("p", _("No answers yet."), class_="ek-note"))
        return element("section", parts, class_="ek-report-pupil")
    rows = []
    for skill in skills:
        known = estimates.get(skill.id, SkillEstimate())
        done = [task for task in ended if skill.id in answer_skills(task.activity, task.level, task.kind)]
        rows.append(
            element(
                "tr",
                element("td", skill_name(skill.id), element("br"), element("small", _(skill.i_can))),
                element("td", mastery_words(mastery(known))),
                element("td", _("{right} of {count}").format(right=sum(t.solved for t in done), count=len(done))),
            )
        )
    head = element("tr", [element("th", text) for text in (_("Skill"), _("Where the pupil is"), _("Tasks solved"))])
    parts.append(element("table", element("thead", head), element("tbody", rows)))
    parts.append(element("h3", _("Progress by week")))
    parts.append(weeks_html(ended))
    wrong = collections.Counter(answer.misconception for answer in mine if answer.misconception)
    if wrong:
        parts.append(element("h3", _("Mistakes seen most")))
        items = [
            element("li", misconception(category), " — ", ngettext("{count} time", "{count} times", n).format(count=n))
            for category, n in wrong.most_common(COMMON)
        ]
        parts.append(element("ul", items))
    steps = [
        next_step(skill.id)
        for skill in skills
        if mastery(estimates.get(skill.id, SkillEstimate())) is Mastery.NEEDS_HELP
    ]
    parts.append(element("h3", _("Next steps")))
    parts.append(
        element("ul", [element("li", step) for step in dict.fromkeys(steps)])
        if steps
        else element("p", _("Go on with “for me”: the tasks follow the pupil."))
    )
    return element("section", parts, class_="ek-report-pupil")


def report_html(
    class_code: str,
    estimates: Mapping[str, Mapping[str, SkillEstimate]],
    answers: Sequence[SkillAnswer],
    pupil: str | None = None,
    today: datetime.date | None = None,
    tasks: Sequence[EndedTask] = (),
) -> str:
    """The printable report of ``pupil`` (None: every pupil of the class), a whole HTML document."""
    day = today or datetime.date.today()
    names = [pupil] if pupil is not None else list(estimates)
    title = _("Skills report · class {code} · {date}").format(code=class_code, date=f"{day:%Y-%m-%d}")
    sections = [_pupil_section(name, estimates.get(name, {}), answers, tasks) for name in names]
    body = fragment(element("h1", title), sections)
    head = fragment(element("meta", charset="utf-8"), element("title", title), element("style", Markup(_CSS)))
    document = element("html", element("head", head), element("body", body), lang=current_language())
    return str(Markup("<!doctype html>") + document)


class ReportTab(widgets.VBox):
    """A report of the class or one pupil, for the class the dashboard shows: ``read()`` gives the
    class code, the estimates, the answers and the tasks ended as the dashboard last read them."""

    def __init__(self, read: Callable[[], ReportData | None]) -> None:
        self.read = read
        self.who = widgets.Dropdown(description=_("Report for"), style={"description_width": "initial"})
        self.make = widgets.Button(description=_("Make the report"), icon="print", button_style="primary")
        self.make.on_click(lambda _button: self.make_report())
        self.link = widgets.HTML()
        super().__init__([widgets.HBox([self.who, self.make]), self.link])

    def show(self, pupils: Sequence[str] | None) -> None:
        """The pupils to choose from (None: no class)."""
        options = [(_("the whole class"), "")] + [(name, name) for name in pupils or ()]
        if list(self.who.options) != options:
            chosen = self.who.value
            self.who.options = options
            self.who.value = chosen if chosen in (value for _label, value in options) else ""

    def make_report(self) -> None:
        """Make the report chosen: a link that saves the page, to open and print (or save as PDF)."""
        read = self.read()
        if read is None:
            self.link.value = note(_("Choose a class first."))
            return
        code, estimates, answers, tasks = read
        pupil = self.who.value or None
        page = report_html(code, estimates, answers, pupil, tasks=tasks)
        name = f"report-{file_part(code)}" + (f"-{file_part(pupil)}" if pupil else "") + ".html"
        label = _("Save the report, then open it and print it (or save it as PDF)")
        self.link.value = fragment(download_link(page, name, "text/html", label))
