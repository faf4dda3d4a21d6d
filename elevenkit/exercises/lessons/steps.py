"""A lesson as data: its goals and its steps, each step one of four kinds.

- ``explain``: teaching text, a picture and a worked example that plays out one step at a time;
- ``task``: a question answered by typing or by clicking cards, numbers or the Start 11! board,
  checked by its task;
- ``reasoning``: spot the mistake, true or false, always / sometimes / never, which is bigger
  (a :class:`~elevenkit.exercises.lessons.reasoning.ChoiceTask`);
- ``problem``: an open task that collects many answers and says how many are still missing
  (a :class:`~elevenkit.exercises.lessons.problems.FindAllTask`).

Nothing here imports a widget: :mod:`elevenkit.widgets.lesson` shows a :class:`Lesson`; tests and
the teacher's answer key read the same data.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field

from elevenkit.core import ElevenkitError
from elevenkit.exercises.base import Cue, Task
from elevenkit.exercises.captures.parts import TaskPicture
from elevenkit.exercises.number_track.base import Pick, TrackScene
from elevenkit.exercises.wraparound.base import Scene
from elevenkit.i18n import _

__all__ = [
    "ANSWER_KINDS",
    "STEP_KINDS",
    "KeyEntry",
    "Lesson",
    "how_it_works",
    "how_it_works_on_the_board",
    "Picture",
    "Step",
    "explain",
    "picture_of",
    "problem",
    "reasoning",
    "task",
]

#: what a step is (see the module docstring)
STEP_KINDS = ("explain", "task", "reasoning", "problem")
#: how a task or problem is answered: typed into a box, by clicking table cards, by clicking the circle,
#: by clicking spaces or tiles on the Start 11! board
ANSWER_KINDS = ("type", "cards", "circle", "board")

#: a picture a step shows: rows of one-eleven cards, the 11 nimmt! number circle, or the Start 11! board
Picture = TaskPicture | Scene | TrackScene


@dataclass(frozen=True)
class Step:
    """One step of a lesson. ``task`` is None for an explain step; ``worked`` is its worked example.

    ``answer`` says how the pupil answers (:data:`ANSWER_KINDS`); with ``"cards"`` the last row of
    the picture is the row the pupil clicks, with ``"circle"`` the numbers the scene lets them pick,
    with ``"board"`` the spaces or tiles of the board scene (its ``pick`` says which).
    ``box`` is the label of the typing box (empty: the default label).
    """

    kind: str
    title: str
    text: str
    task: Task | None = None
    picture: Picture | None = None
    worked: tuple[str, ...] = ()
    answer: str = "type"
    box: str = ""

    def __post_init__(self) -> None:
        if self.kind not in STEP_KINDS:
            raise ElevenkitError(f"step kind {self.kind!r} is not one of {STEP_KINDS!r}")
        if self.answer not in ANSWER_KINDS:
            raise ElevenkitError(f"answer kind {self.answer!r} is not one of {ANSWER_KINDS!r}")
        if (self.task is None) != (self.kind == "explain"):
            raise ElevenkitError(f"a {self.kind!r} step {self.title!r} needs a task exactly when it is checked")
        if self.answer == "cards" and not isinstance(self.picture, TaskPicture):
            raise ElevenkitError(f"step {self.title!r} is answered with cards but shows no cards")
        if self.answer == "circle" and not isinstance(self.picture, Scene):
            raise ElevenkitError(f"step {self.title!r} is answered on the circle but shows no circle")
        if self.answer == "board" and not (isinstance(self.picture, TrackScene) and self.picture.pick is not Pick.NONE):
            raise ElevenkitError(f"step {self.title!r} is answered on the board but shows no board to click")

    @property
    def cues(self) -> tuple[Cue, ...]:
        """The picture cues of its instruction: an explain step's is to look (and listen), a checked
        step's are its task's."""
        return (Cue.LOOK,) if self.task is None else self.task.cues

    @property
    def checked(self) -> bool:
        """True for a step the pupil answers (task, reasoning, problem)."""
        return self.task is not None

    def fresh_task(self) -> Task:
        """A new copy of the step's task, as on first sight: what "Try again" starts from."""
        if self.task is None:
            raise ElevenkitError(f"the explain step {self.title!r} has no task")
        return copy.deepcopy(self.task)


def picture_of(checked: Task) -> Picture | None:
    """The picture a task describes itself: its cards (``picture()``), its number circle or its
    Start 11! board (``scene``)."""
    drawn = getattr(checked, "picture", None)
    if callable(drawn):
        picture = drawn()
        if isinstance(picture, TaskPicture):
            return picture
    scene = getattr(checked, "scene", None)
    return scene if isinstance(scene, (Scene, TrackScene)) else None


def explain(title: str, text: str, picture: Picture | None = None, worked: tuple[str, ...] = ()) -> Step:
    """An explain step: text, a picture, and a worked example shown one step per press."""
    return Step("explain", title, text, picture=picture, worked=tuple(worked))


def task(
    title: str, text: str, checked: Task, answer: str = "type", picture: Picture | None = None, box: str = ""
) -> Step:
    """A task step: ``checked`` judges the answer, gives hints one at a time and the solution.

    Without ``picture`` the step shows the picture the task describes (:func:`picture_of`).
    """
    return Step("task", title, text, checked, picture or picture_of(checked), answer=answer, box=box)


def reasoning(title: str, text: str, checked: Task, picture: Picture | None = None) -> Step:
    """A reasoning step: the pupil clicks one of the choices of ``checked`` (a ChoiceTask)."""
    return Step("reasoning", title, text, checked, picture)


def problem(
    title: str, text: str, checked: Task, answer: str = "type", picture: Picture | None = None, box: str = ""
) -> Step:
    """A problem step: ``checked`` (a FindAllTask) collects many answers and counts the missing ones;
    without ``picture`` it shows the one the task describes."""
    return Step("problem", title, text, checked, picture or picture_of(checked), answer=answer, box=box)


@dataclass(frozen=True)
class KeyEntry:
    """One line of the teacher's answer key: which step, its question and its full answer."""

    number: int
    title: str
    question: str
    answer: str


def how_it_works() -> str:
    """What a lesson's buttons do, as a lesson tells a pupil who reads (``**…**``: bold)."""
    return _(
        "Read each step, click the cards or numbers or type your answer in the box, then press **Check** (or "
        "Enter). **Hint** gives you one more hint each time you press it. **Next** and **Back** move between "
        "the steps; nothing is lost while this page is open."
    )


def how_it_works_on_the_board() -> str:
    """What a lesson's buttons do, for the youngest (the Start 11! lessons, read with a grown-up)."""
    return _(
        "Read each step, or ask a grown-up to read it to you. Click on the board or type your answer in the "
        "box. Then press **Check** (or Enter). **Hint** helps you, one hint each time you press it. **Next** "
        "and **Back** move between the steps; nothing is lost while this page is open."
    )


@dataclass(frozen=True)
class Lesson:
    """A lesson: ``lesson_id`` (``"01"``), its title and intro, how its buttons work, age, goals
    ("I can …") and its steps in order. The lesson widget shows the title, the intro and "How it
    works" above the steps (the notebook carries no copy; the title is the activity catalogue's,
    :func:`elevenkit.catalogue.lesson`, which the notebook's metadata repeats for Jupyter, and tests
    keep them alike). ``**…**`` in the intro marks bold words."""

    lesson_id: str
    title: str
    intro: str
    how_it_works: str
    age: str
    goals: tuple[str, ...]
    steps: tuple[Step, ...] = field(default_factory=tuple)

    @property
    def activity(self) -> str:
        """The activity name the recording hook uses: ``"lesson-01"``."""
        return f"lesson-{self.lesson_id}"

    def checked_steps(self) -> list[int]:
        """The positions (0-based) of the steps the pupil answers."""
        return [index for index, step in enumerate(self.steps) if step.checked]

    def answer_key(self) -> list[KeyEntry]:
        """Every checked step's full answer, for the teacher (never shown to a pupil unasked)."""
        return [
            KeyEntry(index + 1, step.title, step.task.prompt, step.fresh_task().solution())
            for index, step in enumerate(self.steps)
            if step.task is not None
        ]
