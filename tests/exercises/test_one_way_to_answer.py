"""Every Number Track task says one way to answer, and a click it cannot use says what to do
instead (issue 22, item 5: lesson 08's "How many steps from 11 to 15?" said "Type your answer in
the box" on a click, then "Type a number or click a space" on an empty Check)."""

from __future__ import annotations

import pytest

from elevenkit.core import ElevenkitError
from elevenkit.exercises import Level, TaskSeries
from elevenkit.exercises.lessons import lesson
from elevenkit.exercises.number_track import DIFFICULTIES, NumberTrackTask, make_number_track_task
from elevenkit.exercises.number_track.base import after_click
from elevenkit.start11 import Space
from tests.helpers.thoroughness import thinned

LESSON_TASKS = [
    step.fresh_task()
    for lesson_id in ("08", "09")
    for step in lesson(lesson_id).steps
    if step.checked and isinstance(step.fresh_task(), NumberTrackTask)
]
TRAINER_TASKS = [
    task
    for level in Level
    for seed in thinned(range(6))  # every series in make test, two in make check
    for task in (TaskSeries(make_number_track_task, DIFFICULTIES[level], seed).task(number) for number in range(10))
    if isinstance(task, NumberTrackTask)
]


def click_refused(task: NumberTrackTask) -> str | None:
    """What a click on the board says for ``task`` (None: the click is an answer)."""
    try:
        after_click(task.scene.pick, [], Space("yellow", 11))
    except ElevenkitError as refused:
        return str(refused)
    return None


@pytest.mark.parametrize("task", LESSON_TASKS + TRAINER_TASKS, ids=lambda task: task.prompt[:40])
def test_an_empty_check_never_asks_for_a_click_the_board_refuses(task):
    nudge = task.check("").message
    refused = click_refused(task)
    if refused is not None:
        assert "box" in refused and "click" not in nudge.lower() and "box" in nudge, (refused, nudge)
    if not task.scene.typed:
        assert "Type" not in nudge, nudge


def test_lesson_08_has_a_typed_only_task():
    assert any(click_refused(task) for task in LESSON_TASKS)
