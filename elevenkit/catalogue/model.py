"""The shapes of the catalogue's data: an :class:`Activity`, a :class:`Skill`, and the words they use.

Plain frozen values, no behaviour beyond reading them: the tables themselves are in
:mod:`elevenkit.catalogue.activities` and :mod:`elevenkit.catalogue.skills`.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from elevenkit.catalogue.levels import Level

__all__ = [
    "DASHBOARDS_FOLDER",
    "LESSONS_FOLDER",
    "LESSON_NOTEBOOKS_FOLDER",
    "Activity",
    "Audience",
    "Kind",
    "Skill",
    "TaskSkills",
    "UnknownActivityError",
    "UnknownSkillError",
    "Venue",
]

#: the repository folder of the dashboards (trainers, game tables, teacher pages); ``make run`` serves it
DASHBOARDS_FOLDER = "dashboards"
#: the repository folder of the lessons
LESSON_NOTEBOOKS_FOLDER = "notebooks"
#: the lessons' folder inside the served dashboards folder (``dashboards/lessons`` links to ``notebooks/``)
LESSONS_FOLDER = "lessons"


class UnknownActivityError(ValueError):
    """An activity id (or page, or recorded name) the catalogue does not list."""


class UnknownSkillError(ValueError):
    """A skill id the skills table does not list."""


class Kind(str, Enum):
    """What an activity is."""

    TRAINER = "trainer"  #: seeded tasks one after another, with levels and rounds (``dashboards/``)
    TABLE = "table"  #: a game against computer players (``dashboards/``)
    LESSON = "lesson"  #: steps to click through in teaching order (``notebooks/``)
    TEACHER_PAGE = "teacher page"  #: behind the teacher password (``dashboards/``)


class Audience(str, Enum):
    """Who opens an activity: a teacher page is listed apart on the landing page."""

    PUPILS = "pupils"
    TEACHER = "teacher"


class Venue(str, Enum):
    """Where an activity can run."""

    VOILA = "voila"  #: ``make run``: Voila on the teacher's computer, answers recorded
    SITE = "site"  #: ``make site``: the browser-only site (Pyodide: no numpy, no classroom database)
    LAB = "lab"  #: ``make lab``: JupyterLab on ``notebooks/``


@dataclass(frozen=True)
class Skill:
    """One thing a pupil learns to do: a stable ``id``, the pupil's own sentence (marked ``N_``) and
    where the curricula teach it: the England National Curriculum's year group (``year``, 1-9) and
    the German Klassenstufe (``klasse``, 1-10) whose content it belongs to."""

    id: str
    i_can: str  #: "I can …", a whole sentence a child reads (translate with ``_()`` where shown)
    year: int  #: England: the year group whose programme of study names it
    klasse: int  #: Germany: the Klassenstufe (Bildungsstandards Primarbereich, Kernlehrpläne after)

    @property
    def curriculum(self) -> tuple[str, str]:
        """Its curriculum links as a teacher reads them: ("England Year 2", "Klassenstufe 2")."""
        return f"England Year {self.year}", f"Klassenstufe {self.klasse}"


@dataclass(frozen=True)
class TaskSkills:
    """The skills one kind of task practises: a trainer's task kind (``"distance"``) or one of its
    finer steps (the Capture Trainer's ``"3"``), by the name the exercises give it."""

    kind: str
    skills: tuple[str, ...]


@dataclass(frozen=True)
class Activity:
    """One trainer, game table, lesson or teacher page (see the package docstring for the rules).

    ``title`` and ``description`` are English msgids marked with ``N_``: translate them with
    ``_()`` where they are shown. The notebook's own metadata repeats them (a test checks both agree).
    """

    id: str  #: the notebook's stem: ``"capture-trainer"``, ``"01-matching-and-number-bonds"``
    kind: Kind
    title: str
    description: str  #: one line
    runs: frozenset[Venue]
    params: tuple[str, ...] = ()  #: the URL parameters it reads (names from :mod:`elevenkit.serving.params`)
    levels: tuple[Level, ...] = ()  #: the level words ``?level=`` takes (empty: it has no levels)
    steps: tuple[str, ...] = ()  #: its own finer levels a link or a worksheet may name (``?level=3``)
    rounds: bool = False  #: reads ``?tasks=``: a round of that many tasks ends with a summary
    worksheets: bool = False  #: its tasks can be printed (:data:`elevenkit.worksheets.TOPICS`)
    game: str = ""  #: the registry name of the game it plays or practises (:func:`elevenkit.core.registered_games`)
    age: str = ""  #: a lesson's pupils' age, as the landing page shows it (``"7–9"``)
    #: its instructions carry picture cues beside the words (tap, count, find): for the youngest, 5 to 7,
    #: many of whom cannot read yet (issue 24)
    cues: bool = False
    order: int | None = None  #: a lesson's place in the teaching order (1, 2, …)
    skills: tuple[str, ...] = ()  #: ids of :data:`elevenkit.catalogue.skills.SKILLS` it practises
    tasks: tuple[TaskSkills, ...] = ()  #: what each kind of its tasks practises
    #: what its tasks at a fixed level practise (``kind``: the level word): a fixed level deals
    #: several kinds; for an answer saved before its task's kind was (migration 10), the level's
    #: skills are those of every kind it deals
    at_levels: tuple[TaskSkills, ...] = ()

    @property
    def audience(self) -> Audience:
        """Teacher pages are for the teacher, everything else for pupils."""
        return Audience.TEACHER if self.kind is Kind.TEACHER_PAGE else Audience.PUPILS

    @property
    def activity(self) -> str:
        """The name its attempts are recorded under: the id, except a lesson's ``"lesson-01"``
        (the name every class database has kept since its first version)."""
        return f"lesson-{self.order:02d}" if self.kind is Kind.LESSON and self.order is not None else self.id

    @property
    def folder(self) -> str:
        """The repository folder of its notebook: ``dashboards`` or ``notebooks``."""
        return LESSON_NOTEBOOKS_FOLDER if self.kind is Kind.LESSON else DASHBOARDS_FOLDER

    @property
    def notebook(self) -> str:
        """Its notebook's file name: ``capture-trainer.ipynb``."""
        return f"{self.id}.ipynb"

    @property
    def page(self) -> str:
        """Its notebook's path inside the served dashboards folder: ``capture-trainer.ipynb``,
        ``lessons/01-matching-and-number-bonds.ipynb`` (what a share link and the landing page open)."""
        return f"{LESSONS_FOLDER}/{self.notebook}" if self.kind is Kind.LESSON else self.notebook

    @property
    def level_names(self) -> tuple[str, ...]:
        """Every word ``?level=`` takes: the level words, then the finer steps."""
        return (*(level.value for level in self.levels), *self.steps)

    def runs_in(self, venue: Venue) -> bool:
        """Whether it can run there (e.g. lesson 10 needs numpy: JupyterLab only)."""
        return venue in self.runs

    def skills_of(self, kind: str) -> tuple[str, ...]:
        """The skills its task kind (or step) ``kind`` practises; () for a kind it does not name."""
        return next((task.skills for task in self.tasks if task.kind == kind), ())

    def skills_at(self, level: str) -> tuple[str, ...]:
        """The skills its tasks at the fixed level ``level`` practise (:attr:`at_levels`); () for none."""
        return next((tagged.skills for tagged in self.at_levels if tagged.kind == level), ())
