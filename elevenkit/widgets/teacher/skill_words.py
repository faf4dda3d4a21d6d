"""The teacher's words for skills: a skill's short name, where a pupil stands in it, why a pupil is
flagged, and a suggested next step, in plain words (German: "Sie"). Pure functions, no widget; the
skill views (:mod:`.help_tab`, :mod:`.skills_tab`, :mod:`.weeks_tab`, :mod:`.report_tab`) use them."""

from __future__ import annotations

from collections.abc import Callable

from elevenkit import catalogue
from elevenkit.classroom.skills import HelpFlag, Reason
from elevenkit.exercises.adaptive import Mastery
from elevenkit.i18n import _, ngettext, pgettext
from elevenkit.markup import Markup, element
from elevenkit.widgets.common.dates import day_words
from elevenkit.widgets.common.mastery_words import STAGES
from elevenkit.widgets.teacher.labels import given_up_words, misconception, name_markup, sentence

__all__ = [
    "SYMBOLS",
    "flag_markup",
    "help_line",
    "mastery_words",
    "next_step",
    "reason_words",
    "skill_name",
    "when",
]

#: a shape for each stage, so the grid never speaks by colour alone
SYMBOLS = {stage: words.symbol for stage, words in STAGES.items()}

_NAMES: dict[str, Callable[[], str]] = {
    "matching": lambda: pgettext("skill", "matching"),
    "bonds-to-10": lambda: pgettext("skill", "number bonds to 10"),
    "bonds-to-20": lambda: pgettext("skill", "number bonds to 20"),
    "adding-three-or-more": lambda: pgettext("skill", "adding three or more numbers"),
    "every-way": lambda: pgettext("skill", "finding every way"),
    "one-eleven-and-wild": lambda: pgettext("skill", "the 1-11 card and the wild card"),
    "missing-number": lambda: pgettext("skill", "the missing number"),
    "subtracting": lambda: pgettext("skill", "subtracting"),
    "counting-past-100": lambda: pgettext("skill", "counting on past 100"),
    "distance-past-100": lambda: pgettext("skill", "steps up, also past 100"),
    "window-of-ten": lambda: pgettext("skill", "the window of ten"),
    "primes-and-ox-heads": lambda: pgettext("skill", "primes and ox heads"),
    "one-more-one-less": lambda: pgettext("skill", "one more and one less"),
    "counting-from-11": lambda: pgettext("skill", "counting on and back from 11"),
    "minus-points": lambda: pgettext("skill", "adding up minus points"),
    "chance": lambda: pgettext("skill", "chance"),
}


def skill_name(skill: str) -> str:
    """A skill's short name for the teacher ("subtracting"); an unknown id as it is."""
    name = _NAMES.get(skill)
    return name() if name is not None else skill


def mastery_words(stage: Mastery) -> str:
    """Where a pupil stands in a skill, in the teacher's words."""
    return STAGES[stage].teacher()


def reason_words(flag: HelpFlag) -> list[str]:
    """Why ``flag``'s pupil is flagged, one phrase per reason."""
    said = []
    for reason in flag.reasons:
        if reason is Reason.WRONG_IN_A_ROW:
            said.append(_("several wrong answers in a row"))
        elif reason is Reason.ANSWER_SHOWN:
            said.append(_("looked at the answer twice or more"))
        elif reason is Reason.HINTS:
            said.append(_("needed a hint on every task"))
        elif reason is Reason.IDLE:
            said.append(_("no answer for {minutes} minutes").format(minutes=max(1, round(flag.idle_for / 60))))
        else:
            said.append(_("joined but has not started"))
    if flag.misconception:
        said.append(_("the same mistake: {mistake}").format(mistake=misconception(flag.misconception)))
    return said


def help_line(flag: HelpFlag) -> str:
    """ "Mia: subtracting, the missing number — 2 of 6 tasks solved today" (plain text)."""
    if flag.ended:
        done = ngettext(
            "{solved} of {count} task solved today", "{solved} of {count} tasks solved today", flag.ended
        ).format(solved=flag.solved, count=flag.ended)
    else:
        done = _("no task finished today")
    if not flag.skills:
        return _("{name} — {done}").format(name=flag.nickname, done=done)
    skills = ", ".join(skill_name(skill) for skill in flag.skills)
    return _("{name}: {skills} — {done}").format(name=flag.nickname, skills=skills, done=done)


def when(at: float) -> str:
    """A time as the teacher reads it: "Thursday 2026-12-03 09:41"."""
    return day_words(at, clock=True)


def flag_markup(flag: HelpFlag) -> Markup:
    """One flagged pupil as a list item: the line, the reasons, and the last task with the answer given."""
    parts: list[object] = [
        element("strong", name_markup(help_line(flag), 160), class_="ek-help-line"),
        element("span", " · ".join(reason_words(flag)), class_="ek-help-reasons"),
    ]
    if flag.question:
        parts.append(
            element(
                "span",
                sentence(
                    _("Last task: {question} Answer: {answer} ({time})"),
                    question=name_markup(flag.question, 160),
                    answer=given_up_words(flag.category) or element("code", name_markup(flag.answer or "—", 60)),
                    time=when(flag.at),
                ),
                class_="ek-help-task",
            )
        )
    parts.append(element("span", next_step(flag.skills[0] if flag.skills else ""), class_="ek-help-next"))
    return element("li", parts, class_="ek-help", data_skills=" ".join(flag.skills), data_pupil=flag.nickname)


def next_step(skill: str) -> str:
    """A next step for a pupil who needs help in ``skill``: the activity that practises it, "for me"."""
    for activity in catalogue.ACTIVITIES:
        if activity.kind is catalogue.Kind.TRAINER and skill in activity.skills:
            return _("Next step: {activity} with “for me”, then sit with the pupil for one task.").format(
                activity=_(activity.title)
            )
    for activity in catalogue.ACTIVITIES:
        if skill in activity.skills:
            return _("Next step: go through {activity} together.").format(activity=_(activity.title))
    return _("Next step: sit with the pupil for one task.")
