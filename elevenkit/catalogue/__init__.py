"""The activity catalogue: one list of every trainer, game table, lesson and teacher page, as data.

What used to be spread over the share tab's tuples, the worksheets' topics, the widgets' ``ACTIVITY``
and ``TITLE`` attributes and the notebooks' metadata is read here: the landing page (titles,
descriptions, order, age, audience), the teacher's share tab (which pages take a level or a round),
the worksheets (which trainers print), the teacher's labels of recorded activities, and later the
learner model (skills) of the adaptive-practice issue.

**An activity is its notebook.** An activity's id is the stem of its notebook:
``dashboards/capture-trainer.ipynb`` is ``"capture-trainer"``, ``notebooks/05-counting-past-100.ipynb``
is ``"05-counting-past-100"``. The id is what a page's widget names itself by, what the share tab's
link opens and what attempts record (:attr:`Activity.activity`; lessons keep the older recorded name
``"lesson-05"``, which every class database holds). So a new notebook needs a new entry here, and
``tests/catalogue/`` fails until both exist and agree.

Using it::

    from elevenkit import catalogue

    trainer = catalogue.entry("capture-trainer")  # Activity; UnknownActivityError for an unknown id
    trainer.title, trainer.levels, trainer.rounds  # "Capture Trainer" (a msgid: translate with _())
    catalogue.activities(kind=catalogue.Kind.TABLE)  # the game tables, in listing order
    catalogue.by_activity("lesson-01")  # the entry an attempt's activity names
    catalogue.skill("window-of-ten").i_can  # "I can find the ten numbers that fit on a pile: …"

Pure data on the i18n module: this package imports nothing else of the kit, so every layer above
(engines, exercises, classroom, serving, worksheets, widgets) may read it.
"""

from __future__ import annotations

from elevenkit.catalogue.activities import ACTIVITIES
from elevenkit.catalogue.levels import Level
from elevenkit.catalogue.model import (
    DASHBOARDS_FOLDER,
    LESSON_NOTEBOOKS_FOLDER,
    LESSONS_FOLDER,
    Activity,
    Audience,
    Kind,
    Skill,
    TaskSkills,
    UnknownActivityError,
    UnknownSkillError,
    Venue,
)
from elevenkit.catalogue.skills import SKILLS

__all__ = [
    "ACTIVITIES",
    "DASHBOARDS_FOLDER",
    "LESSONS_FOLDER",
    "LESSON_NOTEBOOKS_FOLDER",
    "SKILLS",
    "Activity",
    "Audience",
    "Kind",
    "Level",
    "Skill",
    "TaskSkills",
    "UnknownActivityError",
    "UnknownSkillError",
    "Venue",
    "activities",
    "by_activity",
    "by_page",
    "entry",
    "find",
    "lesson",
    "skill",
]

_BY_ID = {activity.id: activity for activity in ACTIVITIES}
_BY_RECORDED = {activity.activity: activity for activity in ACTIVITIES}
_BY_PAGE = {activity.page: activity for activity in ACTIVITIES}
_SKILLS = {known.id: known for known in SKILLS}


def find(activity_id: str) -> Activity | None:
    """The activity with this id (its notebook's stem), or None."""
    return _BY_ID.get(activity_id)


def entry(activity_id: str) -> Activity:
    """The activity with this id (its notebook's stem); :class:`UnknownActivityError` if none."""
    found = _BY_ID.get(activity_id)
    if found is None:
        raise UnknownActivityError(f"{activity_id!r} is no activity of the catalogue (ids: {sorted(_BY_ID)!r})")
    return found


def lesson(lesson_id: str) -> Activity:
    """The lesson numbered ``lesson_id`` (``"01"``, as the lesson data names it); :class:`UnknownActivityError` if none."""
    found = _BY_RECORDED.get(f"lesson-{lesson_id}")
    if found is None or found.kind is not Kind.LESSON:
        raise UnknownActivityError(f"{lesson_id!r} is no lesson of the catalogue")
    return found


def by_activity(recorded: str) -> Activity | None:
    """The activity whose attempts are recorded as ``recorded`` (``"capture-trainer"``, ``"lesson-01"``), or None."""
    return _BY_RECORDED.get(recorded)


def by_page(page: str) -> Activity | None:
    """The activity a served path opens (``"capture-trainer.ipynb"``, ``"lessons/01-….ipynb"``), or None."""
    return _BY_PAGE.get(page)


def activities(
    kind: Kind | None = None,
    *,
    audience: Audience | None = None,
    venue: Venue | None = None,
    game: str | None = None,
) -> tuple[Activity, ...]:
    """The activities that match every filter given, in the catalogue's order (trainers, game tables,
    lessons in teaching order, teacher pages)."""
    return tuple(
        activity
        for activity in ACTIVITIES
        if (kind is None or activity.kind is kind)
        and (audience is None or activity.audience is audience)
        and (venue is None or activity.runs_in(venue))
        and (game is None or activity.game == game)
    )


def skill(skill_id: str) -> Skill:
    """The skill with this id; :class:`UnknownSkillError` if none."""
    found = _SKILLS.get(skill_id)
    if found is None:
        raise UnknownSkillError(f"{skill_id!r} is no skill of the catalogue (ids: {sorted(_SKILLS)!r})")
    return found
