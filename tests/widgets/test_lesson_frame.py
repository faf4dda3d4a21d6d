"""The lesson frame as a nine-year-old met it: Enter checks, a new answer clears the old feedback,
Next and Back bring the new step into view, a problem's hints point only at what is still missing,
an answer shown first is not counted as solved, the praise keeps the pupil's own equation, and the
end links back to the list of lessons."""

from __future__ import annotations

from elevenkit.exercises.lessons import ChoiceTask, lesson
from elevenkit.exercises.lessons.solving import as_typed
from elevenkit.widgets.lesson import STATIC, LessonPage, LessonWidget
from tests.helpers.lessons import click, press, type_and_check


def _step(widget: LessonWidget, title_start: str) -> int:
    return next(i for i, step in enumerate(widget.lesson.steps) if step.title.startswith(title_start))


def test_enter_in_the_answer_box_checks_and_a_changed_answer_clears_the_feedback():
    widget = LessonWidget(lesson("01"))
    widget.go(_step(widget, "Task 3"))
    view = widget.current
    view.box.value = "10 = 4 + 6"
    view._on_box_msg(view.box, {"event": "submit"}, [])
    assert "✔" in view.feedback.value and view.solved
    view.box.value = "10 = 3 + 7"
    assert view.feedback.value == ""
    view._on_box_msg(view.box, {"event": "something else"}, [])
    assert view.feedback.value == ""


def test_a_new_click_clears_the_feedback_but_the_praise_stays_after_the_cards_are_taken():
    widget = LessonWidget(lesson("01"))
    widget.go(_step(widget, "Task 2"))
    view = widget.current
    click(view, 0, 1)
    press(view.check_button)
    assert "✘" in view.feedback.value
    click(view, 2)
    assert view.feedback.value == ""
    click(view, 1)  # deselect the 6: now 2 and 5
    press(view.check_button)
    assert "✔" in view.feedback.value  # taking the cards empties the choice, the praise stays


def test_next_and_back_ask_the_page_to_bring_the_step_into_view():
    widget = LessonWidget(lesson("05"))
    before = widget.page.scroll
    press(widget.next_button)
    press(widget.back_button)
    assert widget.page.scroll == before + 2
    assert isinstance(widget.page, LessonPage) and widget.children[0] is widget.page
    script = (STATIC / "lesson.js").read_text(encoding="utf-8")
    assert "scrollIntoView" in script and "change:scroll" in script


def test_the_circle_fits_the_screen_and_the_text_grows_with_it():
    sheet = (STATIC / "lesson.css").read_text(encoding="utf-8")
    assert "max-height: 60vh" in sheet and "clamp(1rem" in sheet and "--jp-widgets-font-size" in sheet
    assert "max-height: 60vh" in str(LessonPage._css)  # the sheet the widget ships


def test_the_question_stands_right_above_the_answer_box():
    widget = LessonWidget(lesson("05"))
    widget.go(_step(widget, "Task 2"))
    view = widget.current
    children = list(view.children)
    assert children.index(view.question) + 1 == children.index(view.box)
    assert view.task.prompt in view.question.value and view.task.prompt not in view.heading.value


def test_the_problem_hints_leave_out_what_was_found_and_point_at_what_is_missing():
    widget = LessonWidget(lesson("01"))
    widget.go(_step(widget, "Problem"))
    view = widget.current
    every = list(view.task.answers().values())
    assert "There are 4 answers" in view.show_hint()
    for written in every[:-1]:
        type_and_check(view, as_typed(written))
    hint = view.show_hint()
    assert hint is not None and every[-1] in hint
    assert all(found not in hint for found in every[:-1])
    assert view.show_hint() is None and view.hint_button.disabled


def test_a_hint_already_given_for_an_answer_found_since_is_not_counted_as_left():
    widget = LessonWidget(lesson("01"))
    widget.go(_step(widget, "Problem"))
    view = widget.current
    view.show_hint()
    pointed = view.show_hint()
    found = next(text for text in view.task.answers().values() if text in pointed)
    type_and_check(view, as_typed(found))
    remaining = view.hints.remaining
    assert remaining == view.task.missing  # one pointer for each answer still missing
    assert found not in view.show_hint()


def test_a_step_whose_answer_was_shown_first_is_marked_and_not_counted_as_solved():
    widget = LessonWidget(lesson("01"))
    index = _step(widget, "Task 3")
    widget.go(index)
    view = widget.current
    type_and_check(view, "10 = 3 + 4")
    assert view.show_solution()
    type_and_check(view, "10 = 4 + 6")
    assert view.solved and view.answer_shown
    widget.go(len(widget.lesson.steps))
    text = widget.summary.text.value
    count = len(widget.lesson.checked_steps())
    assert f"{count} not yet. Hints used: 0." in text and "right" not in text.split("Hints used")[0]
    assert "answer shown" in text
    # the eye is a shipped picture: an emoji is an empty box where the device has no emoji font
    assert 'src="data:image/svg+xml;base64,' in text and "\N{EYE}" not in text


def test_the_answer_shown_after_solving_still_counts():
    widget = LessonWidget(lesson("01"))
    widget.go(_step(widget, "Task 3"))
    view = widget.current
    type_and_check(view, "10 = 4 + 6")
    view.show_solution()
    widget.go(len(widget.lesson.steps))
    count = len(widget.lesson.checked_steps())
    assert f"1 right the first time, {count - 1} not yet." in widget.summary.text.value
    assert "answer shown" not in widget.summary.text.value


def test_the_praise_keeps_the_pupils_own_order_with_a_full_stop():
    widget = LessonWidget(lesson("01"))
    widget.go(_step(widget, "Task 5"))
    assert "Right! 13 = 9 + 4." in type_and_check(widget.current, "13=9+4")
    widget.current.try_again()
    assert "Right! 4 + 9 = 13." in type_and_check(widget.current, "4+9 = 13")


def test_the_end_links_back_to_the_list_of_lessons_keeping_the_class_code():
    widget = LessonWidget(lesson("01"))
    widget.go(len(widget.lesson.steps))
    assert widget.summary.home.home_text == "Back to the list of lessons"
    assert widget.summary.home in widget.summary.children
    script = (STATIC / "lesson.js").read_text(encoding="utf-8")
    assert '"seed", "class"' in script and "/tree/" in script


def test_the_title_and_intro_come_from_the_lesson_data_once():
    widget = LessonWidget(lesson("01"))
    assert widget.title.value.count(widget.lesson.title) == 1  # the notebook has no heading of its own
    assert "In <b>one-eleven</b> you play a card" in widget.title.value


def test_reasoning_feedback_on_a_wrong_choice_never_states_the_right_choice():
    for lesson_id, start in (("01", "Think 2"), ("01", "Think 3"), ("05", "Think 3")):
        built = lesson(lesson_id)
        step = next(step for step in built.steps if step.title.startswith(start))
        assert isinstance(step.task, ChoiceTask)
        right = step.task.right_choice
        for choice in step.task.choices:
            if not choice.right:
                assert right.text.lower() not in choice.why.lower(), (lesson_id, start, choice.why)
                assert right.why not in choice.why, (lesson_id, start, choice.why)
        assert "2 + 5" not in "".join(choice.why for choice in step.task.choices if not choice.right)


def test_no_task_repeats_the_worked_example_just_shown():
    l1 = lesson("01")
    assert "5" not in l1.steps[2].fresh_task().prompt.split(".")[0]  # task 1 is not the 5 of the example
    l5 = lesson("05")
    texts = [step.text + " " + (step.task.prompt if step.task else "") for step in l5.steps]
    uses = [text for text in texts if "96" in text and " 3" in text]
    assert len(uses) <= 1, uses
