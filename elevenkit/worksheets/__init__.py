"""Printable worksheets and their answer keys, dealt by the same seeded generators as the dashboards.

Worksheet *n* of a trainer at a level is the trainer's ``?seed=n`` link at that level: task 1 on
paper is task 1 on screen (both are ``TaskSeries(make_task, difficulty, seed).task(0)``); a class's
worksheet (:attr:`WorksheetSpec.class_code`) is that class's link, which deals the task set for the
class only (:func:`elevenkit.serving.params.class_deal`). A
worksheet is a whole HTML page for A4 (CSS ``@page``, no task split over two pages, space to write);
the browser prints it to paper or PDF. The answer key is a separate page with each task's answer,
the equations and the worked solution step by step.

Pure Python on the exercises and the SVG renderers (no widget, no numpy): the teacher's worksheet
page (``dashboards/worksheets.ipynb``) only chooses a :class:`WorksheetSpec` and offers the pages.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from importlib.resources import files
from typing import Any

from elevenkit import catalogue
from elevenkit.catalogue import Level
from elevenkit.core import ElevenkitError
from elevenkit.exercises import Task, TaskSeries
from elevenkit.exercises.base import and_list
from elevenkit.exercises.captures import STEPS as CAPTURE_STEPS
from elevenkit.exercises.captures import CaptureTask, make_capture_task
from elevenkit.exercises.captures.parts import solution_words
from elevenkit.exercises.wraparound import DIFFICULTIES as WRAPAROUND_DIFFICULTIES
from elevenkit.exercises.wraparound import make_wraparound_task
from elevenkit.exercises.wraparound.base import ChooseTask, CircleTask, NumberTask
from elevenkit.i18n import _
from elevenkit.markup import Markup, element, fragment
from elevenkit.nimmt.svg import CircleState, circle_svg
from elevenkit.oneeleven.svg import cards_html
from elevenkit.serving.params import MAX_SEED, class_deal, clean_class_code

__all__ = ["MAX_TASKS", "TOPICS", "Topic", "WorksheetError", "WorksheetSpec", "answer_key_html", "worksheet_html"]

#: most tasks on one worksheet (about six A4 pages of cards)
MAX_TASKS = 30
#: width of a card on paper, in CSS pixels (about 17 mm)
CARD_PX = 64


class WorksheetError(ElevenkitError):
    """A worksheet that cannot be made: an unknown topic or level, a seed or count out of range."""


@dataclass(frozen=True)
class Topic:
    """A trainer whose tasks can go on paper: its title, its levels and how a level's series is dealt."""

    title: str
    levels: tuple[str, ...]
    series: Callable[[str, int], TaskSeries[Any, Any]]


#: how each trainer that prints deals the series of a level (a level as the worksheet names it)
_SERIES: dict[str, Callable[[str, int], TaskSeries[Any, Any]]] = {
    "capture-trainer": lambda level, seed: TaskSeries(make_capture_task, CAPTURE_STEPS[level], seed),
    "wraparound-clock": lambda level, seed: TaskSeries(
        make_wraparound_task, WRAPAROUND_DIFFICULTIES[Level(level)], seed
    ),
}

#: the topics by activity id: every trainer the catalogue marks ``worksheets``, with its title and
#: its finer steps (else its level words), so ``capture-trainer.ipynb?seed=7&level=3`` is worksheet 7 at level 3
TOPICS: dict[str, Topic] = {
    entry.id: Topic(entry.title, entry.steps or tuple(level.value for level in entry.levels), _SERIES[entry.id])
    for entry in catalogue.ACTIVITIES
    if entry.worksheets
}


@dataclass(frozen=True)
class WorksheetSpec:
    """Which tasks go on a worksheet: ``topic`` (a key of :data:`TOPICS`), ``level``, ``seed``, ``count``,
    and the ``class_code`` whose link it matches ("": the link without a class)."""

    topic: str
    level: str
    seed: int
    count: int = 6
    class_code: str = ""

    def __post_init__(self) -> None:
        if self.topic not in TOPICS:
            raise WorksheetError(f"topic must be one of {sorted(TOPICS)!r}, not {self.topic!r}")
        if self.level not in TOPICS[self.topic].levels:
            raise WorksheetError(
                f"level of {self.topic!r} must be one of {TOPICS[self.topic].levels!r}, not {self.level!r}"
            )
        if not isinstance(self.seed, int) or not 0 <= self.seed <= MAX_SEED:
            raise WorksheetError(f"seed must be a whole number from 0 to {MAX_SEED}, not {self.seed!r}")
        if not isinstance(self.count, int) or not 1 <= self.count <= MAX_TASKS:
            raise WorksheetError(f"count must be a whole number from 1 to {MAX_TASKS}, not {self.count!r}")
        if not isinstance(self.class_code, str) or clean_class_code(self.class_code) != self.class_code:
            raise WorksheetError(f"class_code must be a class code a link can carry, not {self.class_code!r}")

    def tasks(self) -> list[Task]:
        """The tasks, in the order the dashboard deals them for ``?seed=<seed>&level=<level>`` (and
        ``&class=<class_code>``: the class's own series)."""
        series = TOPICS[self.topic].series(self.level, self.seed)
        series.salt = class_deal(self.class_code)
        return [series.task(number) for number in range(self.count)]

    @property
    def title(self) -> str:
        """``Capture Trainer · level 3 · worksheet 7 = task set 7``: the trainer's task set (seed) with
        the same tasks (``… · class 4B · …`` for a class's)."""
        named = Level.parse(self.level)  # a level word ("easy"), or one of the Capture Trainer's steps ("3")
        level = named.label if named else self.level
        topic = _(TOPICS[self.topic].title)
        if self.class_code:
            return _("{topic} · level {level} · class {code} · worksheet {seed} = task set {seed}").format(
                topic=topic, level=level, code=self.class_code, seed=self.seed
            )
        return _("{topic} · level {level} · worksheet {seed} = task set {seed}").format(
            topic=topic, level=level, seed=self.seed
        )

    def on_screen(self) -> str:
        """Where the same tasks are on screen: the link's parameters."""
        if self.class_code:
            text = _(
                "On screen: the same tasks are task set {seed} in class {code}, the link ?seed={seed}&level={level}&class={code}"
            )
        else:
            text = _("On screen: the same tasks are task set {seed}, the link ?seed={seed}&level={level}")
        return text.format(seed=self.seed, level=self.level, code=self.class_code)


#: the printed page's styles (``worksheet.css``), written into each worksheet so that the file stands alone
_CSS = (files(__package__) / "worksheet.css").read_text(encoding="utf-8")


#: the start of every page (no element: the doctype is no tag)
_DOCTYPE = Markup("<!doctype html>")


def _document(title: str, body: Markup) -> str:
    """A whole page: the title, the print styles (the kit's own file, written as it is) and ``body``."""
    head = element("head", element("meta", charset="utf-8"), element("title", title), element("style", Markup(_CSS)))
    return str(_DOCTYPE + element("html", head, element("body", body), lang="en"))


def _picture(task: Task) -> Markup:
    """The cards or the number circle of a task, drawn as on screen but with nothing revealed."""
    if isinstance(task, CaptureTask):
        return cards_html([task.played], task.mode, _("Your card"), CARD_PX) + cards_html(
            task.table, task.mode, _("The table"), CARD_PX
        )
    if isinstance(task, CircleTask):
        scene = task.scene
        state = CircleState(
            piles=scene.tops, hand=scene.hand, focus=scene.focus,
            show_windows=False, show_fit=False, show_path=False, show_steps=False,
        )  # fmt: skip
        return element("div", circle_svg(state), class_="ek-ws-circle")
    return Markup("")


def _lines(count: int) -> Markup:
    return element("div", [element("div") for _line in range(count)], class_="ek-ws-lines", aria_hidden="true")


def worksheet_html(spec: WorksheetSpec) -> str:
    """The worksheet as a whole HTML page for A4: a name line, each task with its picture and lines to write on."""
    parts = [
        element(
            "header",
            element("h1", spec.title),
            element("span", _("Name:"), " ____________________", class_="ek-ws-name"),
        )
    ]
    for number, task in enumerate(spec.tasks(), start=1):
        parts.append(
            element(
                "section",
                element("h2", _("Task {number}").format(number=number)),
                element("p", task.prompt),
                element("div", _picture(task), class_="ek-ws-picture"),
                _lines(3 if isinstance(task, CaptureTask) else 2),
                class_="ek-ws-task",
            )
        )
    parts.append(element("footer", spec.on_screen()))
    return _document(spec.title, fragment(parts))


def short_answer(task: Task) -> str:
    """The answer in a few words: the equations a card can take, the number, or the numbers to choose."""
    if isinstance(task, CaptureTask):
        words = solution_words(task.solution_parts())
        return "; ".join(words.items) or _("nothing: the card takes no table card")
    if isinstance(task, NumberTask):
        return str(task.answer)
    if isinstance(task, ChooseTask):
        return and_list(task.right) or _("none")
    return task.solution()


def answer_key_html(spec: WorksheetSpec) -> str:
    """The answer key as a separate HTML page: per task the answer, the equations and the worked steps."""
    title = _("Answer key: {title}").format(title=spec.title)
    parts = [element("header", element("h1", title))]
    for number, task in enumerate(spec.tasks(), start=1):
        parts.append(
            element(
                "section",
                element("h2", _("Task {number}").format(number=number)),
                element("p", task.prompt),
                element("p", _("Answer:"), " ", short_answer(task), class_="ek-ws-answer"),
                element("p", _("Worked solution, step by step:")),
                element("ol", [element("li", step) for step in task.hints()], class_="ek-ws-steps"),
                element("p", task.solution(), class_="ek-ws-solution"),
                class_="ek-ws-task",
            )
        )
    return _document(title, fragment(parts))
