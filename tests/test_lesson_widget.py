"""The lesson frame: a whole lesson completed by clicks and typed answers, with wrong answers,
hints in order, reasoning items, a problem, Back/Next, Try again and the recording hook."""

from __future__ import annotations

import pytest

from elevenkit.exercises.attempts import attempt_log
from elevenkit.exercises.lessons import lesson
from elevenkit.widgets.lesson import CheckedStepView, ExplainView, LessonWidget, lesson_widget
from elevenkit.widgets.number_circle import NumberCircle


@pytest.fixture
def attempts():
    seen = []
    attempt_log.subscribe(seen.append)
    yield seen
    attempt_log.unsubscribe(seen.append)


def click(view: CheckedStepView, *places: int) -> None:
    """Click cards (positions) or numbers on the step's picture, as a pupil does."""
    for place in places:
        view.clickable.pick_value(str(place))


def press(button) -> None:
    button.click()


def type_and_check(view: CheckedStepView, text: str) -> str:
    view.box.value = text
    press(view.check_button)
    return view.feedback.value


def test_counter_back_and_next_and_progress_kept():
    widget = LessonWidget(lesson("01"))
    assert "Step 1 of 12" in widget.counter.value
    assert widget.back_button.disabled
    press(widget.next_button)
    press(widget.next_button)
    assert "Step 3 of 12" in widget.counter.value
    view = widget.current
    click(view, 1)
    press(view.check_button)
    assert view.solved
    press(widget.back_button)
    press(widget.next_button)
    assert widget.current is view and view.solved and view.clickable.disabled == [1]


def test_worked_example_plays_out_one_step_per_press():
    view = LessonWidget(lesson("01")).current
    assert isinstance(view, ExplainView)
    assert view.worked.value == "" and not view.finished
    for shown in range(1, len(view.step.worked) + 1):
        press(view.next_button)
        assert view.worked.value.count("<li>") == shown
    assert view.finished and view.next_button.disabled


def test_hints_come_in_order_only_when_asked_and_the_answer_only_after_a_try(attempts):
    widget = LessonWidget(lesson("01"))
    widget.go(4)  # Task 3: type the equation for 10
    view = widget.current
    assert view.hint_list.value == ""
    expected = view.task.hints()
    for count in range(1, len(expected) + 1):
        press(view.hint_button)
        assert view.hint_list.value.count("<li>") == count
        assert expected[count - 1].split(":")[0] in view.hint_list.value
    assert view.hint_button.disabled
    assert view.solution_button.disabled and not view.show_solution()
    assert "10 = 4 + 6" not in view.solution.value
    assert "answer first" in type_and_check(view, "")  # a blank box is not a try
    assert view.solution_button.disabled
    assert "one too many" in type_and_check(view, "10 = 3 + 8")
    assert attempts[-1].category == "near-miss" and attempts[-1].hints == 3
    assert not view.solution_button.disabled
    press(view.solution_button)
    assert "10 = 4 + 6" in view.solution.value


def test_teacher_mode_shows_answers_at_once():
    widget = LessonWidget(lesson("01"), teacher=True)
    widget.go(4)
    assert not widget.current.solution_button.disabled
    assert widget.current.show_solution()


def test_try_again_resets_a_task():
    widget = LessonWidget(lesson("01"))
    widget.go(11)
    view = widget.current
    type_and_check(view, "12 = 5 + 7")
    press(view.hint_button)
    assert view.task.found
    press(view.again_button)
    assert not view.task.found and view.box.value == "" and view.hint_list.value == ""
    assert view.feedback.value == "" and not view.tried and view.hints.shown == 0


def test_a_callback_error_never_reaches_the_pupil(monkeypatch):
    widget = LessonWidget(lesson("01"))
    widget.go(4)
    view = widget.current
    monkeypatch.setattr(view.task, "check", lambda answer: 1 / 0)
    type_and_check(view, "10 = 4 + 6")
    assert "something went wrong" in view.feedback.value


def complete_lesson_01(widget: LessonWidget) -> None:
    """Every step of lesson 01, with wrong answers on the way."""
    press(widget.current.next_button)  # worked example, one step
    press(widget.next_button)
    press(widget.next_button)
    view = widget.current  # Task 1: click the 5
    click(view, 0)
    press(view.check_button)
    assert "✘" in view.feedback.value and not view.solved
    click(view, 0, 1)  # put the 3 back, take the 5
    press(view.check_button)
    assert view.solved
    press(widget.next_button)
    view = widget.current  # Task 2: 2 and 5 make 7
    click(view, 0, 1)
    press(view.check_button)
    assert "2 + 6 = 8, not 7" in view.feedback.value
    click(view, 1, 2)
    press(view.check_button)
    assert view.solved
    for answer in ("6 + 4 = 10", "9 = 4 + 5", "13 = 9 + 4", "7 + 8"):
        press(widget.next_button)
        assert "✔" in type_and_check(widget.current, answer)
    press(widget.next_button)  # Think 1: true or false
    press(widget.current.choices[1])
    assert "✘" in widget.current.feedback.value
    press(widget.current.choices[0])
    assert widget.current.solved
    press(widget.next_button)  # Think 2: spot the mistake
    press(widget.current.choices[1])
    press(widget.next_button)  # Think 3: always, sometimes or never
    press(widget.current.choices[1])
    press(widget.next_button)  # the problem
    view = widget.current
    assert "3 more to find" in type_and_check(view, "12 = 5 + 7")
    assert "found that already" in type_and_check(view, "7 + 5")
    type_and_check(view, "3 + 9")
    type_and_check(view, "3 + 4 + 5")
    assert "a match" in view.feedback.value  # only the match is left: the pupil is reminded
    assert "found them all" in type_and_check(view, "12 = 12")
    assert "Found so far" in view.found.value
    press(widget.next_button)


def test_lesson_01_completed_by_clicks_and_typing(attempts):
    widget = LessonWidget(lesson("01"), seed=7)
    complete_lesson_01(widget)
    assert widget.position == len(widget.lesson.steps)
    assert "Lesson complete!" in widget.summary.text.value
    assert "You solved 10 of 10 questions" in widget.summary.text.value
    assert widget.next_button.disabled
    assert {attempt.activity for attempt in attempts} == {"lesson-01"}
    assert all(attempt.seed == 7 for attempt in attempts)
    assert any(not attempt.correct and attempt.counted for attempt in attempts)
    assert attempts[-1].task_id == "step-12" and attempts[-1].correct


def test_lesson_05_with_the_number_circle(attempts):
    widget = lesson_widget("05", params={"seed": "3"})
    widget.go(5)  # Task 4: which of your cards fit on 96?
    view = widget.current
    assert isinstance(view.clickable, NumberCircle)
    assert not view.clickable.show_windows and not view.clickable.show_steps  # no answer given away
    click(view, 97, 90)
    press(view.check_button)
    assert "90 does not fit on 96" in view.feedback.value
    click(view, 90, 100, 1, 6)
    press(view.check_button)
    assert view.solved and attempts[-1].answer == "97, 100, 1, 6" and attempts[-1].seed == 3
    widget.go(7)  # Task 6: 80 up to 20, not counting down
    assert "✘" in type_and_check(widget.current, "60")
    assert attempts[-1].category == "counted-down"
    assert "✔" in type_and_check(widget.current, "40 steps")
