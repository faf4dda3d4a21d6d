"""The teacher's words for what the classroom database keeps: tasks, levels, activities, results, counts.

Pure functions (no widget): the tables of :mod:`elevenkit.widgets.teacher.reports` are built from
them. Every sentence is one msgid, with ``ngettext`` where it counts and ``pgettext`` for a short
word that means two things; where several counts share a cell, each count is its own message and a
translatable template (with a context saying what fills it) puts them in order.

A label that carries a name or question a pupil's page stored is :class:`~elevenkit.markup.Markup`
(escaped by construction); plain words are ``str``.
"""

from __future__ import annotations

import functools
import string

from elevenkit import catalogue
from elevenkit.catalogue import Level
from elevenkit.classroom.model import PRACTICE_PREFIX, Cell, Outcome, StoredAnswer
from elevenkit.exercises.attempts import (
    ANSWER_SHOWN,
    CUSTOM_LEVEL,
    GAME_FINISHED,
    GAME_LOST,
    GAME_WON,
    MOVED_ON,
    ROUND_LOST,
    ROUND_WON,
    TASK_PART,
    TASK_SOLVED,
    GameDealt,
    InvalidTaskIdError,
    LessonStep,
    SeriesTask,
    TaskId,
)
from elevenkit.exercises.lessons import LESSONS, KeyEntry, answer_key, lesson
from elevenkit.i18n import _, current_language, ngettext, pgettext
from elevenkit.markup import Markup, element, escape, fragment
from elevenkit.widgets.teacher.misconceptions import MISCONCEPTIONS

__all__ = [
    "SHOWN_NAME",
    "SHOWN_QUESTION",
    "activity_title",
    "cell_text",
    "given_up_words",
    "how_often",
    "lesson_title",
    "level_words",
    "misconception",
    "result_words",
    "sentence",
    "name_markup",
    "task_label",
]

#: longest name shown in a table (a pasted book stays in the database, the page shows its start)
SHOWN_NAME = 40
#: longest lesson question shown under a task's name
SHOWN_QUESTION = 120


def name_markup(name: str, limit: int = SHOWN_NAME) -> Markup:
    """``name`` as markup, cut to ``limit`` characters (then the whole name is the tooltip)."""
    if len(name) <= limit:
        return escape(name)
    return element("span", {"title": name}, name[:limit], "…")


def sentence(template: str, **slots: object) -> Markup:
    """A translated ``template`` with markup in its slots: its words escaped, each slot escaped
    unless it is :class:`~elevenkit.markup.Markup` already (``sentence(_("Class {code}"), code=name_markup(code))``)."""
    parts: list[object] = []
    for words, slot, _spec, _conversion in string.Formatter().parse(template):
        parts.append(words)
        if slot is not None:
            parts.append(slots[slot])
    return fragment(*parts)


def level_words(level: str) -> str:
    """A stored level as words for the teacher: "easy", "level 3" (a Capture Trainer step), "own
    settings"; "" for none. Anything else (a level of a newer kit) is given as it is."""
    named = Level.parse(level)
    if named is not None:
        return named.label
    if level == CUSTOM_LEVEL:
        return _("own settings")
    if level.isascii() and level.isdigit():
        return _("level {number}").format(number=level)
    return level


# ---- task ids, as the frames write them (elevenkit.exercises.attempts.TaskId) -----------------------------
def _task_id(text: str) -> TaskId | None:
    """The task id ``text`` names, or None for text of another kind (a newer kit's, a test's)."""
    try:
        return TaskId.parse(text)
    except InvalidTaskIdError:
        return None


@functools.cache
def _lesson_of_activity() -> dict[str, str]:
    """Each lesson's id by the activity its answers are recorded under (``"lesson-01"`` -> ``"01"``)."""
    return {lesson(lesson_id).activity: lesson_id for lesson_id in LESSONS}


@functools.cache
def _lesson_steps(activity: str, language: str) -> dict[int, KeyEntry]:
    """The checked steps by number of the lesson recorded as ``activity`` ({} for none), in
    ``language`` (the page's: :func:`~elevenkit.i18n.current_language`; built once per language:
    the table refreshes every few seconds)."""
    lesson_id = _lesson_of_activity().get(activity)
    return {} if lesson_id is None else {entry.number: entry for entry in answer_key(lesson_id)}


def _game_name(seed: int, round_number: int | None, level: str) -> str:
    if round_number is None:
        if level:
            return _("Game (seed {seed}, computer: {level})").format(seed=seed, level=level)
        return _("Game (seed {seed})").format(seed=seed)
    if level:
        return _("Game (seed {seed}, computer: {level}), round {round}").format(
            seed=seed, level=level, round=round_number
        )
    return _("Game (seed {seed}), round {round}").format(seed=seed, round=round_number)


def _trainer_name(seed: int, place: int, level: str) -> str:
    if level:
        return _("Task {number} (task set {seed}, {level})").format(number=place + 1, seed=seed, level=level)
    return _("Task {number} (task set {seed})").format(number=place + 1, seed=seed)


def task_label(activity: str, task_id: str, question: str = "", level: str = "") -> Markup:
    """A task as a teacher reads it, with the level and the question the pupil saw: ``"7:2"`` is
    "Task 3 (task set 7, easy): Which piles can take the card 32?"; a lesson's ``"step-3"`` is the
    step's number and title with its question beneath (from the lesson itself); a game's
    ``"game-7"`` is "Game (seed 7): Game of one-eleven, 2 players". Answers saved before questions
    were kept have none: then the label is the task's place alone ("Task 3 (task set 7)"). Any
    other id is shown as it is."""
    task = _task_id(task_id)
    step = _lesson_steps(activity, current_language()).get(task.step) if isinstance(task, LessonStep) else None
    if step is not None:
        title = _("Step {number}: {title}").format(number=step.number, title=step.title)
        return fragment(
            title, element("br"), element("span", {"class": "ek-question"}, name_markup(step.question, SHOWN_QUESTION))
        )
    words = level_words(level)
    if isinstance(task, GameDealt):
        label = escape(_game_name(task.seed, task.round or None, words))
    elif isinstance(task, SeriesTask):
        label = escape(_trainer_name(task.seed, task.number, words))
    else:
        label = name_markup(task_id)
    if not question:
        return label
    asked = element("span", {"class": "ek-question"}, name_markup(question, SHOWN_QUESTION))
    return sentence(pgettext("a task and the question the pupil saw", "{task}: {question}"), task=label, question=asked)


def activity_title(activity: str) -> str:
    """A recorded activity's name for the teacher: its title in the catalogue ("Capture Trainer",
    "Lesson 1 · Matching and number bonds"), else the name as it was recorded; a pupil's own practice
    column says so."""
    if activity.startswith(PRACTICE_PREFIX):
        return _("{title} (own practice, not the class link)").format(
            title=activity_title(activity[len(PRACTICE_PREFIX) :])
        )
    found = catalogue.by_activity(activity)
    return activity if found is None else _(found.title)


def lesson_title(lesson_id: str) -> str:
    """The lesson's title as its notebook heading gives it ("Lesson 1 · Matching and number bonds")."""
    return lesson(lesson_id).title


#: categories that say how a task or game ended, not which misconception an answer showed
_NO_MISCONCEPTION = frozenset(
    {TASK_SOLVED, TASK_PART, ANSWER_SHOWN, MOVED_ON, GAME_WON, GAME_LOST, GAME_FINISHED, ROUND_WON, ROUND_LOST}
)


def misconception(category: str) -> str:
    """A feedback category (``"added-instead-of-subtracted"``) as words for the teacher; "" for a
    category that is no misconception (a solved task, a shown answer, a game's end); an id without
    words in :data:`~elevenkit.widgets.teacher.misconceptions.MISCONCEPTIONS` (an older one) reads as its words."""
    if category in _NO_MISCONCEPTION:
        return ""
    words = MISCONCEPTIONS.get(category)
    return _(words) if words else category.replace("-", " ").replace("_", " ").strip()


def given_up_words(category: str) -> str:
    """A task given up, in the teacher's language: "answer shown", "moved on unsolved" ("" for any
    other category; the record's own text is in the pupil's language)."""
    return {
        ANSWER_SHOWN: pgettext("task result", "answer shown"),
        MOVED_ON: pgettext("task result", "moved on unsolved"),
    }.get(category, "")


def result_words(answer: StoredAnswer) -> str:
    """How an answer ended, in words: "right", "wrong", "not yet"; for a game "won", "lost" or
    "draw"; for a task given up "answer shown" or "moved on" (they were never answers)."""
    given_up = given_up_words(answer.category)
    if given_up:
        return given_up
    special = {
        GAME_WON: pgettext("game result", "won"),
        ROUND_WON: pgettext("game result", "round won"),
        GAME_LOST: pgettext("game result", "lost"),
        ROUND_LOST: pgettext("game result", "round lost"),
        GAME_FINISHED: pgettext("game result", "draw"),
    }
    if answer.category in special:
        return special[answer.category]
    return {
        Outcome.RIGHT: pgettext("answer result", "right"),
        Outcome.WRONG: pgettext("answer result", "wrong"),
        Outcome.NOT_YET: pgettext("answer result", "not yet"),
    }[answer.outcome]


def cell_text(cell: Cell) -> str:
    """One pupil's work in one activity, counted as the pupil's own score counts it: whole tasks
    solved of the tasks ended ("5 tasks solved of 5 · 7 answers · 2 hints"), or games played and won."""
    if cell.games:
        return ngettext("{count} game played · {won} won", "{count} games played · {won} won", cell.games).format(
            count=cell.games, won=cell.games_won
        )
    if cell.ended:
        tasks = ngettext("{solved} task solved of {ended}", "{solved} tasks solved of {ended}", cell.done).format(
            solved=cell.done, ended=cell.ended
        )
    else:
        tasks = _("no task finished yet")
    answers = ngettext("{count} answer", "{count} answers", cell.tried).format(count=cell.tried)
    if not cell.hints:
        return pgettext("class table: tasks, answers", "{tasks} · {answers}").format(tasks=tasks, answers=answers)
    hints = ngettext("{count} hint", "{count} hints", cell.hints).format(count=cell.hints)
    return pgettext("class table: tasks, answers, hints", "{tasks} · {answers} · {hints}").format(
        tasks=tasks, answers=answers, hints=hints
    )


def how_often(count: int) -> str:
    """How often a wrong answer was given, in words: "once", "3 times" (never "× 3": no multiplication)."""
    return _("once") if count == 1 else ngettext("{count} time", "{count} times", count).format(count=count)
