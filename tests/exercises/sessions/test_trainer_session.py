"""The trainer session's rules, without any widget: what counts, rounds, attempts, a kept place."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from elevenkit.classroom.model import Progress
from elevenkit.exercises import PupilMessage, TaskSeries
from elevenkit.exercises.attempts import ANSWER_SHOWN, MOVED_ON, TASK_SOLVED, Attempt
from elevenkit.exercises.sessions import (
    FIRST_TIME,
    NOT_YET,
    RESUME_SECONDS,
    WITH_HELP,
    Move,
    TrainerSession,
    kept_place,
    place_from_kept,
    place_from_progress,
)
from tests.helpers.tasks import SumTask

NOW = 1_700_000_000.0


def session(seed: int, round_size: int = 0, **kwargs: Any) -> tuple[TrainerSession, list[Attempt]]:
    """A started session of sums and the attempts it records."""
    recorded: list[Attempt] = []
    sums = TrainerSession(TaskSeries(SumTask, None, seed), round_size=round_size, record=recorded.append, **kwargs)
    sums.start()
    return sums, recorded


def right(sums: TrainerSession) -> int:
    task = sums.task
    assert isinstance(task, SumTask)
    return task.a + task.b


def test_a_good_start_is_said_but_not_counted() -> None:
    sums, recorded = session(1)
    verdict = sums.check(sums.task.a)  # type: ignore[attr-defined]
    assert verdict.tone == "info" and "Good start" in verdict.message and verdict.recorded
    assert sums.score.tried == 0 and not sums.finished and recorded[-1].counted is False


def test_a_task_counts_once_and_answers_after_it_ended_are_notes() -> None:
    sums, recorded = session(2)
    verdict = sums.check(right(sums))
    assert verdict.tone == "right" and sums.finished and recorded[-1].category == TASK_SOLVED
    assert (sums.score.solved, sums.score.tried, sums.score.streak, sums.score.first_time) == (1, 1, 1, 1)
    late = sums.check(0)
    assert late.as_note and not late.recorded and late.message == "This task is done. Press New task for another one."
    assert (sums.score.solved, sums.score.tried) == (1, 1) and len(recorded) == 1


def test_the_same_answer_again_and_a_blank_one_are_notes_never_counted() -> None:
    sums, recorded = session(3)
    assert sums.check(0).tone == "wrong"
    again = sums.check(0)
    assert again.as_note and "You checked this answer already" in again.message and not again.recorded
    blank = sums.check("")
    assert blank.as_note and blank.message == "Type your answer first." and len(recorded) == 1
    sums.check(right(sums))
    assert sums.outcomes == {0: WITH_HELP} and sums.score.streak == 0  # a wrong answer first


def test_an_answer_that_cannot_be_judged_raises_for_the_view_and_changes_nothing() -> None:
    sums, recorded = session(4)
    with pytest.raises(PupilMessage, match="Type a number"):
        sums.check("?")
    assert recorded == [] and sums.score.tried == 0
    assert sums.check(right(sums)).tone == "right"


def test_same_task_again_after_solving_is_practice_and_says_so() -> None:
    sums, _recorded = session(5)
    sums.check(right(sums))
    sums.again()
    verdict = sums.check(right(sums))
    assert verdict.message == f"you said {right(sums)}. You solved this one before, so your score stays the same."
    assert sums.score.solved == 1
    assert sums.move_on() is Move.DEALT
    sums.check(right(sums))
    assert sums.score.solved == 2


def test_show_the_answer_ends_the_task_not_yet_and_is_recorded_once() -> None:
    sums, recorded = session(6)
    sums.hint()
    assert sums.show_answer() is True and sums.finished and sums.outcomes == {0: NOT_YET}
    assert sums.show_answer() is False  # shown again: nothing new
    assert [(a.category, a.counted, a.hints, a.answer) for a in recorded] == [
        (ANSWER_SHOWN, False, 1, "(answer shown)")
    ]
    sums.again()
    verdict = sums.check(right(sums))
    assert "You saw the answer to this one, so your score stays the same." in verdict.message
    assert (sums.score.solved, sums.score.tried) == (0, 1)


def test_moving_on_from_an_unfinished_task_ends_it_and_tells_the_teacher() -> None:
    sums, recorded = session(7)
    first = sums.task.prompt
    assert sums.move_on() is Move.DEALT and sums.number == 1
    assert [(a.task_id, a.category, a.question) for a in recorded] == [("7:0", MOVED_ON, first)]
    sums.check(right(sums))
    sums.move_on()  # a finished task: nothing more to record
    assert len(recorded) == 2 and (sums.score.solved, sums.score.tried, sums.score.streak) == (1, 2, 1)


def test_hints_come_in_order_then_the_last_one_again() -> None:
    sums, _recorded = session(8)
    steps = [sums.hint() for _ in range(3)]
    assert [(s.text, s.number, s.fresh, s.remaining) for s in steps] == [
        ("add them", 1, True, 1),
        (str(right(sums)), 2, True, 0),
        (str(right(sums)), 2, False, 0),
    ]
    sums.check(right(sums))
    assert sums.outcomes == {0: WITH_HELP} and sums.score.streak == 1  # a hint keeps the streak


def test_a_round_ends_with_a_summary_then_starts_again_with_a_fresh_score() -> None:
    sums, _recorded = session(9, round_size=3)
    sums.check(right(sums))  # right first time
    sums.move_on()
    sums.hint()
    sums.check(right(sums))  # right with a hint
    sums.move_on()
    sums.check(0)  # wrong, then on without solving it
    assert not sums.round_over()
    assert sums.move_on() is Move.SUMMARY and sums.showing_summary and sums.round_over()
    assert sums.summary() == {FIRST_TIME: 1, WITH_HELP: 1, NOT_YET: 1}
    assert sums.check(1).message == "The round is over. Press Start again for a new round."
    score = sums.score
    assert (score.solved, score.tried, score.first_time, score.streak, score.best_streak) == (2, 3, 1, 0, 2)
    assert sums.move_on() is Move.RESTARTED
    assert sums.number == 0 and sums.outcomes == {} and sums.score.tried == 0 and not sums.showing_summary


def test_restart_keeps_what_is_not_given_and_forgets_the_ended_tasks() -> None:
    sums, _recorded = session(10)
    sums.check(right(sums))
    sums.move_on()
    sums.restart()
    assert (sums.series.seed, sums.number, sums.outcomes) == (10, 0, {})
    sums.restart(seed=11)
    assert sums.series.seed == 11 and sums.series.difficulty is None


def test_attempts_name_the_task_the_question_and_the_level() -> None:
    sums, recorded = session(12, named_levels={"easy": None})
    sums.hint()
    sums.check(0)
    assert recorded == [
        Attempt(
            "trainer",
            "12:0",
            "0",
            False,
            True,
            hints=1,
            seed=12,
            task_number=0,
            question=sums.task.prompt,
            level="easy",
        )
    ]
    other, recorded = session(12, named_levels={"easy": "something else"})
    other.check(0)
    assert recorded[0].level == "custom"  # the teacher's own settings


def test_a_game_word_is_explained_with_the_first_task_that_uses_it() -> None:
    sums, _recorded = session(13)
    assert sums.explains_here("ox-heads") and sums.explains_here("ox-heads")  # the same task: still here
    sums.move_on()
    assert not sums.explains_here("ox-heads") and sums.explains_here("pile")


def test_a_kept_place_comes_back_in_a_new_session_of_the_same_series() -> None:
    first, _recorded = session(14)
    first.check(right(first))
    first.move_on()
    first.move_on()
    first.check(0)
    kept = kept_place(first, NOW)
    assert (
        kept["number"] == 2
        and kept["tasks"] == first.score.to_json()
        and kept["outcomes"] == {"0": FIRST_TIME, "1": NOT_YET}
    )
    again, _recorded = session(14)
    place = place_from_kept(again, kept, NOW + 60)
    assert place is not None and again.go_to(place)
    assert again.number == 2 and again.task.prompt == first.task.prompt and again.score == first.score
    assert again.series.solved == {0} and not again.finished
    assert again.go_to(place) is False  # not further on than where it is now


@pytest.mark.parametrize(
    "change",
    [
        {"series": "another link"},
        {"saved": NOW - RESUME_SECONDS - 1},  # kept long ago: a new lesson starts afresh
        {"number": -4},
        {"number": "<script>"},
        {"number": 10**7},
        {"outcomes": "lots"},
    ],
)
def test_a_kept_place_from_elsewhere_or_tampered_with_is_not_a_place(change: dict[str, Any]) -> None:
    first, _recorded = session(15)
    first.move_on()
    assert place_from_kept(first, {**kept_place(first, NOW), **change}, NOW) is None


def test_a_score_that_cannot_be_right_is_rebuilt_from_the_outcomes() -> None:
    first, _recorded = session(16)
    first.check(0)
    first.check(right(first))  # right at the second try
    first.move_on()
    first.check(right(first))  # right first time
    for tasks in ({"solved": 5, "tried": 2, "streak": 0, "best_streak": 0, "first_time": 0}, "lots", None):
        kept = {**kept_place(first, NOW), "tasks": tasks}
        place = place_from_kept(first, kept, NOW)
        assert place is not None and place.finished
        assert (place.score.solved, place.score.tried, place.score.first_time, place.score.streak) == (2, 2, 1, 1)


def test_the_classroom_database_moves_a_session_on_to_where_the_pupil_was() -> None:
    sums, _recorded = session(17, round_size=10)
    progress = Progress(
        seed=17, task_number=3, task_solved=True, solved=frozenset({0, 3}), correct=2, attempts=3, streak=1,
        best_streak=1, first_time=1, first_time_solved=frozenset({0}), given_up=frozenset({1}),
    )  # fmt: skip
    place = place_from_progress(sums, progress)
    assert place is not None and sums.go_to(place)
    assert sums.number == 3 and sums.finished and sums.outcomes == {0: FIRST_TIME, 1: NOT_YET, 3: WITH_HELP}
    assert sums.series.solved == {0, 3} and sums.score.tried == 3
    assert sums.shown == set(), "task 2 was moved on from: no answer was shown"
    assert place_from_progress(sums, Progress(18, 0, False, frozenset(), 0, 0, 0, 0)) is None  # another seed
    assert place_from_progress(sums, Progress(17, 12, False, frozenset(), 0, 0, 0, 0)) is None  # past the round
    assert place_from_progress(sums, Progress(17, 1, False, frozenset(), 5, 1, 0, 0)) is None  # not a sane score


def test_the_database_puts_a_pupil_who_moved_on_at_the_next_task_and_keeps_shown_apart() -> None:
    """Teacher trial 5: the last record "moved on" is New task pressed; at the end of the round the
    pupil stays on the last task, which they went on from (not "saw the answer to")."""
    sums, _recorded = session(17, round_size=3)
    moved = Progress(
        seed=17, task_number=1, task_solved=False, solved=frozenset({0}), correct=1, attempts=2, streak=0,
        best_streak=1, first_time=1, first_time_solved=frozenset({0}), given_up=frozenset({1}),
    )  # fmt: skip
    place = place_from_progress(sums, moved)
    assert place is not None and (place.number, place.finished, place.shown) == (2, False, frozenset())
    shown = replace(moved, shown=frozenset({1}))
    place = place_from_progress(sums, shown)
    assert place is not None and (place.number, place.finished, place.shown) == (1, True, frozenset({1}))
    last = replace(moved, task_number=2, given_up=frozenset({1, 2}), attempts=3)
    place = place_from_progress(sums, last)
    assert place is not None and sums.go_to(place) and sums.finished
    assert sums.welcome_back("New task") == "Welcome back! You went on from this task. Press New task to go on."
