"""The "Skills" tab: pupils × skills, each cell where the pupil stands (mastered, practising, needs
help, not started) as a shape and in words, from their estimates (:func:`~elevenkit.exercises.adaptive.mastery`)."""

from __future__ import annotations

from collections.abc import Mapping

import ipywidgets as widgets

from elevenkit import catalogue
from elevenkit.exercises.adaptive import Mastery, SkillEstimate, mastery
from elevenkit.i18n import _, ngettext
from elevenkit.markup import Markup, element
from elevenkit.widgets.teacher.components import note
from elevenkit.widgets.teacher.labels import name_markup
from elevenkit.widgets.teacher.skill_words import SYMBOLS, mastery_words, skill_name

__all__ = ["SkillsTab", "grid_skills", "skills_grid_html"]

Estimates = Mapping[str, Mapping[str, SkillEstimate]]


def grid_skills(estimates: Estimates) -> list[str]:
    """The skills any pupil has an estimate in, in the catalogue's order (easiest games first)."""
    known = {skill for pupil in estimates.values() for skill in pupil}
    return [skill.id for skill in catalogue.SKILLS if skill.id in known]


def _cell(known: SkillEstimate | None) -> Markup:
    stage = mastery(known) if known is not None else Mastery.NOT_STARTED
    answers = known.answers if known is not None else 0
    tip = ngettext("{count} answer", "{count} answers", answers).format(count=answers)
    return element(
        "td",
        element("span", SYMBOLS[stage], class_="ek-mastery-symbol", aria_hidden="true"),
        " ",
        mastery_words(stage),
        class_=f"ek-mastery ek-{stage.value}",
        title=tip,
    )


def skills_grid_html(estimates: Estimates) -> Markup:
    """Pupils × skills (see the module); a note while no pupil has practised "for me"."""
    skills = grid_skills(estimates)
    if not skills:
        return note(_("No pupil has practised “for me” yet: the grid fills as they do."))
    head = element("tr", element("th", _("Pupil")), [element("th", skill_name(skill), scope="col") for skill in skills])
    rows = [
        element(
            "tr",
            element("th", name_markup(name), scope="row"),
            [_cell(known.get(skill)) for skill in skills],
        )
        for name, known in estimates.items()
    ]
    legend = " · ".join(f"{SYMBOLS[stage]} {mastery_words(stage)}" for stage in Mastery)
    return element(
        "div",
        element("table", element("thead", head), element("tbody", rows), class_="ek-skills-grid"),
        element("p", legend, class_="ek-note"),
    )


class SkillsTab(widgets.VBox):
    """The grid for the class the dashboard shows (:meth:`show`)."""

    def __init__(self) -> None:
        self.grid = widgets.HTML()
        super().__init__([self.grid])

    def show(self, estimates: Estimates | None) -> None:
        """The estimates as the dashboard just read them, by pupil (None: no class)."""
        value = "" if estimates is None else skills_grid_html(estimates)
        if self.grid.value != value:
            self.grid.value = value
