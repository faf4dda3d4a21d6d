"""Every sentence a pupil reads from an exercise goes through the translation functions.

The exercises run in the pseudo-language (``tests.helpers.pseudo_locale``), which wraps every
translated text in «…». Then every prompt, hint, solution and feedback of many tasks of every kind
(dealt at every level, and hand-made ones), for right, wrong, partial, blank and unreadable
answers, must be made of wrapped pieces only: once every «…» is removed, nothing is left but
numbers, spaces and punctuation. A sentence built outside ``_`` would leave words behind, and a
message shown from a variable that no ``N_`` marks is missing from the catalogue.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from elevenkit.exercises import Task, TaskSeries
from elevenkit.exercises.captures import (
    STEPS as CAPTURE_STEPS,
)
from elevenkit.exercises.captures import (
    CaptureTask,
    capture_task,
    make_capture_task,
    unknown_task,
    ways_task,
)
from elevenkit.exercises.wraparound import (
    DIFFICULTIES as WRAPAROUND_DIFFICULTIES,
)
from elevenkit.exercises.wraparound import (
    BestPileTask,
    BullTask,
    DistanceTask,
    KeepTask,
    PrimeTask,
    ScoreTask,
    TakeTask,
    make_wraparound_task,
)
from tests.helpers.odd_answers import ODD_ANSWERS
from tests.helpers.pseudo_locale import assert_translated, pseudo_locale, typed


@pytest.fixture
def marked() -> Iterator[None]:
    """Every translated text wrapped in «…»; afterwards, every message seen is in the catalogue."""
    with pseudo_locale():
        yield


def sentences_of_wraparound(task: Task) -> Iterator[tuple[str, str, str]]:
    yield "prompt", task.prompt, ""
    yield from (("hint", hint, "") for hint in task.hints())
    yield "solution", task.solution(), ""
    right = task.answer if hasattr(task, "answer") else list(task.right)  # type: ignore[attr-defined]
    answers: list[Any] = [right, *ODD_ANSWERS]
    if hasattr(task, "options"):
        options = list(task.options)  # type: ignore[attr-defined]
        answers += [[option] for option in options] + [options, list(reversed(right)), [options[0]] * 2, [101]]
    else:
        answers += list(range(0, 100, 7)) + [right - 1, right + 1, 93]
    for number, answer in enumerate(answers):
        yield f"check(answer {number}, a {type(answer).__name__})", task.check(answer).message, typed(answer)


def test_every_wraparound_sentence_is_translated(marked: None) -> None:
    tasks: list[Task] = [
        DistanceTask(96, 3),
        DistanceTask(33, 40),
        DistanceTask(5, 5),
        KeepTask((33, 94), (100, 35, 50, 80, 3)),
        BestPileTask((33, 94), (100, 3, 35, 96, 2, 80)),
        BullTask(94, (100, 3, 96, 2, 80)),
        TakeTask(((12, 15, 18), (3, 7), (40,))),
        ScoreTask((5, 10, 13, 33, 55)),
        ScoreTask((55,)),
        PrimeTask((1, 2, 9, 11, 15, 17)),
    ]
    for difficulty in WRAPAROUND_DIFFICULTIES.values():
        series = TaskSeries(make_wraparound_task, difficulty, 11)
        tasks += [series.next_task() for _ in range(40)]
    kinds = set()
    for task in tasks:
        kinds.add(type(task).__name__)
        for where, text, pupils_words in sentences_of_wraparound(task):
            assert_translated(text, f"{type(task).__name__} {where}", pupils_words)
    assert len(kinds) == 9  # every task kind was looked at


def sentences_of_capture(task: CaptureTask) -> Iterator[tuple[str, str, str]]:
    yield "prompt", task.prompt, ""
    yield "more", task.more(), ""
    yield from (("hint", hint, "") for hint in task.hints())
    yield "solution", task.solution(), ""
    places = range(len(task.table))
    answers: list[Any] = [[i] for i in places] + [[i, j] for i in places for j in places if i < j]
    answers += [
        *ODD_ANSWERS,
        "2 + banana",
        "12",
        "wild",
        "3 + 1-11",
        "= + 4",
        "7 = 2 + 4",
        "2 + 5 = 8",
        "9 = 4 + 5",
        "2 = 12 − 6 − 4",
        "14 = 3 + 11",
        "3 + 4 = 2 + 5",
        "1 = 2 = 3",
        [99],
        [True],
    ]
    for number, answer in enumerate(answers):
        yield f"check(answer {number}, a {type(answer).__name__})", task.check(answer).message, typed(answer)
    for group in task.groups:  # take every group there is: right, again, already taken, turn done
        yield "take", task.check(list(group.indices)).message, ""
        yield "more", task.more(), ""
        yield from (("hint", hint, "") for hint in task.hints())
    yield "solution", task.solution(), ""


def test_every_capture_sentence_is_translated(marked: None) -> None:
    tasks = [
        capture_task("7", "2 5 9 4 7"),
        capture_task("1-11", "6 5 14 3", "subtraction"),
        capture_task("7", "= 9 2 3"),
        capture_task("10", "2 3 5 8"),
        capture_task("5", "13 14 15"),
        capture_task("2", "12 6 4 9", "mixed"),
    ]
    for difficulty in CAPTURE_STEPS.values():
        series = TaskSeries(make_capture_task, difficulty, 5)
        tasks += [series.next_task() for _ in range(6)]
    for task in tasks:
        for where, text, pupils_words in sentences_of_capture(task):
            assert_translated(text, where, pupils_words)
    for task in (
        ways_task(12, "2 3 4 5 7 8 9 10"),
        ways_task(15, "2 3"),
        unknown_task("14", "3 ="),
        unknown_task("2", "12 = 4", "subtraction"),
        unknown_task("7", "="),
    ):
        texts = [(text, "") for text in (task.prompt, task.solution(), *task.hints())]
        texts += [(task.check(answer).message, typed(answer)) for answer in [*ODD_ANSWERS, 0, 1, 5, 6, 7, 11, 20]]
        for text, pupils_words in texts:
            assert_translated(text, type(task).__name__, pupils_words)
