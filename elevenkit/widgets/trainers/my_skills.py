"""What I can do: the pupil's "I can …" sentences, each with stars and a filling bar.

:func:`my_skills_html` draws one line per skill of an activity: the catalogue's "I can …" sentence
(translated), up to three stars (:func:`~elevenkit.exercises.adaptive.mastery`: not tried yet, keep
practising, getting good, you can do it) and a ``<progress>`` bar that fills as the chance of a
task of middle difficulty right first time grows. The words carry the meaning, the stars and the
bar repeat it (never colour alone); no ranking against classmates, and a hint is never punished:
a skill that needs help shows one star and "Keep practising", as one with a first try does.
:class:`MySkills` is the button and the list a trainer in "practice for me" shows under its line.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

import ipywidgets as widgets

from elevenkit import catalogue
from elevenkit.exercises.adaptive import Mastery, SkillEstimate, chance, mastery
from elevenkit.i18n import _, ngettext
from elevenkit.markup import Markup, element
from elevenkit.widgets.common.mastery_words import STAGES

__all__ = ["STARS", "MySkills", "my_skills_html", "stars_of"]

#: the stars each stage of a skill shows (of three)
STARS: Mapping[Mastery, int] = {stage: words.stars for stage, words in STAGES.items()}


def stars_of(estimate: SkillEstimate) -> int:
    """How many of three stars ``estimate`` earns."""
    return STARS[mastery(estimate)]


def _words(stage: Mastery) -> str:
    return STAGES[stage].pupil()


def my_skills_html(skills: Iterable[str], estimates: Mapping[str, SkillEstimate]) -> Markup:
    """One line per skill: the "I can …" sentence, stars, words and a bar (see the module)."""
    rows = []
    for skill_id in skills:
        known = estimates.get(skill_id, SkillEstimate())
        stage = mastery(known)
        stars = STARS[stage]
        filled = 0 if stage is Mastery.NOT_STARTED else round(100 * chance(known.rating, 0.0))
        said = ngettext("{count} star of 3", "{count} stars of 3", stars).format(count=stars)
        rows.append(
            element(
                "li",
                element("span", _(catalogue.skill(skill_id).i_can), class_="ek-i-can"),
                element("span", "★" * stars + "☆" * (3 - stars), class_="ek-stars", role="img", aria_label=said),
                element("span", _words(stage), class_="ek-skill-words"),
                element("progress", value=filled, max=100, aria_label=_words(stage)),
                class_="ek-skill",
                data_stage=stage.value,
            )
        )
    return element("ul", rows, class_="ek-my-skills")


class MySkills(widgets.VBox):
    """A "What I can do" button that opens the list of :func:`my_skills_html` for ``skills``."""

    def __init__(self, skills: Iterable[str]) -> None:
        self.skills = tuple(skills)
        self.button = widgets.ToggleButton(
            False,
            description=_("What I can do"),
            icon="star",
            layout=widgets.Layout(width="auto", align_self="flex-start"),
        )
        self.button.add_class("ek-my-skills-button")
        self.list = widgets.HTML(layout=widgets.Layout(display="none"))
        self.button.observe(self._toggle, "value")
        super().__init__([self.button, self.list])
        self.add_class("ek-my-skills-box")
        self.show({})

    def show(self, estimates: Mapping[str, SkillEstimate]) -> None:
        """Draw the list from ``estimates`` (by skill id)."""
        html = my_skills_html(self.skills, estimates)
        if self.list.value != html:
            self.list.value = html

    def _toggle(self, change: Mapping[str, object]) -> None:
        self.list.layout.display = None if change["new"] else "none"
