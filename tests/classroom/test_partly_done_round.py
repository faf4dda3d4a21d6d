"""A task left partly done (one group of a capture task taken, then New task) is "not yet" on every
device: in the round summary after the class database brought the pupil back, and in the teacher's
counts, even when the pupil had solved no task before (the history then had no "task solved" mark
and its first right answer used to count as solving the task)."""

from __future__ import annotations

from elevenkit.classroom import queries
from elevenkit.classroom.store import ClassroomStore
from elevenkit.exercises import TaskSeries
from elevenkit.exercises.attempts import TASK_PART, Attempt
from elevenkit.exercises.captures.levels import level_difficulty, make_capture_task
from elevenkit.exercises.sessions import TrainerSession
from elevenkit.exercises.sessions.check import FIRST_TIME, NOT_YET, WITH_HELP
from elevenkit.exercises.sessions.kept import place_from_progress
from elevenkit.widgets.classroom import answer_record


def _session(record: list[Attempt] | None = None) -> TrainerSession:
    difficulty = level_difficulty("3")
    assert difficulty is not None
    session = TrainerSession(
        TaskSeries(make_capture_task, difficulty, 0),
        activity="capture-trainer",
        round_size=1,
        record=(record.append if record is not None else lambda attempt: None),
    )
    session.start()
    return session


def test_a_partly_done_task_is_not_yet_in_the_round_summary_on_another_device_and_for_the_teacher(
    database: str,
) -> None:
    recorded: list[Attempt] = []
    here = _session(recorded)
    groups = here.task.groups  # type: ignore[attr-defined]
    assert len(groups) >= 2, "task 0 of seed 0 at step 3 has two groups to take"
    assert not here.check(list(groups[0].indices)).feedback.done
    here.move_on()
    assert here.summary() == {FIRST_TIME: 0, WITH_HELP: 0, NOT_YET: 1}
    assert recorded[0].category == TASK_PART
    with ClassroomStore(database) as store:
        store.create_class("4B")
        code = store.claim("4B", "Mia").pupil_code or ""
        for attempt in recorded:
            store.add_answer("4B", "Mia", code, answer_record(attempt))
        progress = store.restore("4B", "Mia", "capture-trainer")
        assert progress is not None and progress.solved == frozenset()
        there = _session()
        place = place_from_progress(there, progress)
        assert place is not None and there.go_to(place)
        assert there.round_over() and there.summary() == {FIRST_TIME: 0, WITH_HELP: 0, NOT_YET: 1}
        ((task),) = queries.ended_tasks(store, "4B")
        cell = queries.class_table(store, "4B").cell("Mia", "capture-trainer")
        assert not task.solved and cell is not None and (cell.done, cell.ended) == (0, 1)
