"""The lesson frame: a whole lesson completed by clicks and typed answers, with wrong answers,
hints in order, reasoning items, a problem, Back/Next, Try again and the recording hook."""

from __future__ import annotations

import pytest

from elevenkit.exercises.attempts import attempt_log, question_text
from elevenkit.exercises.lessons import lesson
from elevenkit.exercises.lessons.solving import solving_answers
from elevenkit.start11 import Space
from elevenkit.widgets.lesson import CheckedStepView, ExplainView, LessonBoard, LessonWidget, lesson_widget
from elevenkit.widgets.views.number_circle import NumberCircle
from tests.helpers.lessons import click, press, type_and_check


@pytest.fixture
def attempts():
    seen = []
    attempt_log.subscribe(seen.append)
    yield seen
    attempt_log.unsubscribe(seen.append)


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
        assert view.worked.value.count("</li>") == shown
    assert view.finished and view.next_button.disabled


def test_hints_come_in_order_only_when_asked_and_the_answer_only_after_a_try(attempts):
    widget = LessonWidget(lesson("01"))
    widget.go(4)  # Task 3: type the equation for 10
    view = widget.current
    assert view.hint_list.value == ""
    expected = view.task.hints()
    for count in range(1, len(expected) + 1):
        press(view.hint_button)
        assert view.hint_list.value.count("</li>") == count
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
    # two wrong first tries on the way (Task 1, Think 1 …): said, and kindly
    assert "7 right the first time, 3 with a hint or another go." in widget.summary.text.value
    assert widget.next_button.disabled
    assert {attempt.activity for attempt in attempts} == {"lesson-01"}
    assert all(attempt.seed == 7 for attempt in attempts)
    assert any(not attempt.correct and attempt.counted for attempt in attempts)
    assert attempts[-1].task_id == "step-12" and attempts[-1].correct
    # each with the question the pupil read, as plain text, and no level (a lesson has none)
    assert all(attempt.question and "<" not in attempt.question and not attempt.level for attempt in attempts)
    assert question_text(attempts[-1].question) == widget.lesson.steps[11].task.prompt  # type: ignore[union-attr]


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


# ---- the board answer kind: lessons 08 and 09 on the Start 11! board --------------------------------
def check_now(view: CheckedStepView) -> str:
    press(view.check_button)
    return view.feedback.value


def test_lesson_08_completed_by_clicks_on_the_board_and_typing(attempts):
    widget = LessonWidget(lesson("08"), seed=4)
    explain = widget.current
    assert isinstance(explain, ExplainView)
    (board,) = [child for child in explain.children if isinstance(child, LessonBoard)]
    assert board.highlight == ["yellow 10", "yellow 12"] and board.recent == ["yellow 11"]
    for _shown in explain.step.worked:
        explain.next_button.click()
    assert explain.finished
    widget.next_button.click()
    widget.next_button.click()

    view = widget.current  # Task 1: one more than 16, yellow (new numbers after the examples)
    assert isinstance(view.clickable, LessonBoard) and view.board.highlight == []  # no answer given away
    click(view, "yellow 16")
    assert view.box.value == "16"
    assert "the number you start from" in check_now(view) and not view.solved
    assert attempts[-1].category == "gave-the-same-number" and attempts[-1].counted
    view.hint_button.click()
    assert "orange ring" in view.hint_list.value
    click(view, "yellow 17")
    assert view.box.value == "17" and view.board.highlight == ["yellow 17"]
    assert "✔" in check_now(view) and view.solved
    assert attempts[-1].correct and attempts[-1].hints == 1 and attempts[-1].seed == 4

    widget.next_button.click()  # Task 2: one less than 11, typed
    assert "✔" in type_and_check(widget.current, "10")
    widget.next_button.click()  # Task 3: one more than 14
    view = widget.current
    click(view, "blue 13")
    assert "the other way" in check_now(view)
    assert attempts[-1].category == "went-the-wrong-way"
    click(view, "blue 15")
    assert "✔" in check_now(view)
    widget.next_button.click()  # Task 4: just before 9
    click(widget.current, "green 8")
    assert "✔" in check_now(widget.current)
    widget.next_button.click()  # Task 5: between 15 and 17
    assert "✔" in type_and_check(widget.current, "16")

    widget.next_button.click()  # Task 6: 5 steps on from 11, red
    view = widget.current
    click(view, "red 15")
    assert "Do not count 11" in check_now(view)
    assert attempts[-1].category == "counted-the-start"
    while not view.hint_button.disabled:
        view.hint_button.click()
    assert view.board.highlight == ["red 16"]  # the last hint lights the answer up
    click(view, "red 16")
    assert "✔" in check_now(view)

    widget.next_button.click()  # Task 7: 4 steps back
    assert "✔" in type_and_check(widget.current, "7")
    widget.next_button.click()  # Task 8: how far from 11 to 15? typed only
    view = widget.current
    assert view.clickable is None and view.board is not None
    view.board.pick_value("green 15")  # the board only shows here
    assert "Type your answer in the box" in view.feedback.value and view.box.value == ""
    assert "where you stop" in type_and_check(view, "15")
    assert "✔" in type_and_check(view, "4 steps")

    for wrong, right in ((0, 1), (0, 1), (0, 1)):  # Think 1-3
        widget.next_button.click()
        widget.current.choices[wrong].click()
        assert "✘" in widget.current.feedback.value
        widget.current.choices[right].click()
        assert widget.current.solved

    widget.next_button.click()  # the problem: blue 8 to 16, three missing
    view = widget.current
    assert "Click a space on the board first" in check_now(view)
    click(view, "blue 9")
    assert "already there" in check_now(view)
    click(view, "blue 10")
    assert "2 more to find" in check_now(view)
    assert view.spaces == [] and view.board.highlight == ["blue 10"]  # what is found is put in and lit
    assert view.board.board[Space("blue", 10)] is not None and view.board.board[Space("blue", 12)] is None
    assert "found that already" in type_and_check(view, "10")
    assert "1 more to find" in type_and_check(view, "12")
    view.box.value = ""
    click(view, "blue 15")
    assert "found them all" in check_now(view) and view.solved
    assert "Found so far" in view.found.value
    view.again_button.click()
    assert view.board.board[Space("blue", 10)] is None and view.board.highlight == [] and not view.solved
    for answer in solving_answers(view.task):
        for space in answer:
            view.clickable.pick(space)
        check_now(view)
    assert view.solved

    widget.next_button.click()
    assert "right the first time" in widget.summary.text.value and "not yet" not in widget.summary.text.value
    assert {attempt.activity for attempt in attempts} == {"lesson-08"}


def test_lesson_09_tiles_are_chosen_in_the_holder(attempts):
    widget = LessonWidget(lesson("09"))
    widget.go(2)  # Task 1: red 10, red 14, blue 12, green 11 with red 11 and 12 on the board
    view = widget.current
    assert view.board.holder == ["red 10", "red 14", "blue 12", "green 11"]
    assert not any(child is view.box for child in view.children)  # tiles only: no typing box
    click(view, "red 15")
    assert "Choose from your tiles under the board" in view.feedback.value
    click(view, "tile 0", "tile 1")
    assert "red 10, red 14" in view.choice.value
    assert "red 14 does not fit yet" in check_now(view)
    assert attempts[-1].category == "no-neighbour-yet" and attempts[-1].answer == "red 10, red 14"
    click(view, "tile 1")
    assert "1 more to find" in check_now(view) and not view.solved  # a good start is not counted
    assert attempts[-1].counted is False
    click(view, "tile 3")
    assert "✔" in check_now(view) and view.solved

    widget.go(12)  # the problem: pairs that make 10
    view = widget.current
    assert "Click your tiles first" in check_now(view)
    click(view, "tile 3", "tile 2")
    assert "5 + 4 = 9, not 10" in check_now(view)
    assert view.board.marked == []  # the tiles go back after each check
    for first, second in ((0, 6), (1, 5), (2, 4)):
        click(view, f"tile {first}", f"tile {second}")
        check_now(view)
    assert view.solved and "found them all" in view.feedback.value
    view.again_button.click()
    assert not view.task.found and view.board.marked == [] and view.choice.value.endswith("—</span>")


def test_a_lesson_opened_with_a_class_code_asks_the_pupil_to_join(tmp_path, monkeypatch) -> None:
    from elevenkit.widgets.classroom import JoinPanel
    from elevenkit.widgets.lesson import lesson_widget

    monkeypatch.setenv("ELEVENKIT_DB", str(tmp_path / "class.sqlite3"))
    plain = lesson_widget("01", {})
    assert not any(isinstance(child, JoinPanel) for child in plain.children)
    joined = lesson_widget("01", {"class": "4B", "seed": "7"})
    assert isinstance(joined.children[1], JoinPanel)
    assert joined.children[0] is joined.page and len(joined.children) == len(plain.children) + 1
