"""Every lesson built in the lesson frame: its shape, that every task can be solved (and its written
solution is accepted by its own checker), that no input ever raises, and its notebook."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from elevenkit.exercises.captures import CaptureTask
from elevenkit.exercises.lessons import LESSONS, ChoiceTask, EquationTask, FindAllTask, answer_key, lesson
from elevenkit.exercises.lessons.solving import as_typed, solving_answers
from elevenkit.exercises.lessons.teacher_notes import teacher_note
from elevenkit.exercises.wraparound.base import NumberTask
from elevenkit.oneeleven.drawing import DECK_STYLES
from elevenkit.serving.landing import LESSONS_FOLDER, METADATA_KEY, collect_lessons
from elevenkit.widgets.lesson import LessonWidget
from elevenkit.widgets.views.cards import CardRow
from tests.helpers.lessons import notebook_of
from tests.helpers.thoroughness import examples

REPO = Path(__file__).resolve().parents[2]
NOTEBOOKS = REPO / "notebooks"
IDS = list(LESSONS)
CHECKED = [(lesson_id, index) for lesson_id in IDS for index in lesson(lesson_id).checked_steps()]


@pytest.mark.parametrize("lesson_id", IDS)
def test_lesson_shape(lesson_id):
    """Worked example → guided task → fluency → at least two reasoning items → a problem; ≥ 8 checked."""
    built = lesson(lesson_id)
    kinds = [step.kind for step in built.steps]
    assert kinds[0] == "explain" and any(step.worked for step in built.steps[:2])
    assert kinds[-1] == "problem"
    first_task = kinds.index("task")
    assert "explain" not in kinds[first_task:]
    assert kinds.count("reasoning") >= 2 and kinds.index("reasoning") > first_task
    assert len(built.checked_steps()) >= 8
    assert built.title.startswith(f"Lesson {int(lesson_id)} · ")
    assert built.goals and all(goal.startswith("I can ") for goal in built.goals)


@pytest.mark.parametrize(("lesson_id", "index"), CHECKED)
def test_every_task_can_be_solved(lesson_id, index):
    task = lesson(lesson_id).steps[index].fresh_task()
    answers = solving_answers(task)
    assert answers, "a task that cannot be answered is not dealt"
    results = [task.check(answer) for answer in answers]
    assert all(result.correct for result in results), [r.message for r in results]
    assert results[-1].done


@pytest.mark.parametrize(("lesson_id", "index"), CHECKED)
def test_the_written_solution_is_accepted_by_its_own_checker(lesson_id, index):
    step = lesson(lesson_id).steps[index]
    task = step.fresh_task()
    solution = task.solution()
    if isinstance(task, ChoiceTask):
        assert solution.startswith(task.right_choice.text)
        assert task.check(task.right_choice.text).correct
    elif isinstance(task, (EquationTask, FindAllTask)):
        written = [as_typed(part) for part in solution.split(": ", 1)[1].split("; ")]
        assert written
        for answer in written:
            assert step.fresh_task().check(answer).correct, answer
    elif isinstance(task, CaptureTask):
        for group in task.all_groups():
            assert step.fresh_task().check(group).correct, group
    elif isinstance(task, NumberTask):  # the answer with its unit: "7 steps", "17 ox heads"
        written = re.search(rf"\b{task.answer} (steps|ox heads)\b", solution)
        assert written, solution
        assert task.check(written.group()).correct
    else:
        assert all(str(number) in solution for number in solving_answers(task)[0])


@pytest.mark.parametrize("lesson_id", IDS)
def test_every_lesson_completes_through_the_widget(lesson_id):
    widget = LessonWidget(lesson(lesson_id))
    for index, step in enumerate(widget.lesson.steps):
        assert widget.position == index
        view = widget.current
        if step.checked:
            for answer in solving_answers(view.task):
                if view.choices:
                    view.choices[answer].click()
                elif isinstance(view.clickable, CardRow):
                    for place in answer:
                        view.clickable.toggle(place)
                    view.check_button.click()
                elif view.clickable is not None:
                    for number in answer:
                        view.clickable.pick(number)
                    view.check_button.click()
                else:
                    view.box.value = answer
                    view.check_button.click()
            assert view.solved, view.feedback.value
        widget.next_button.click()
    assert "Lesson complete!" in widget.summary.text.value
    count = len(widget.lesson.checked_steps())
    assert f"{count} right the first time. Hints used: 0." in widget.summary.text.value  # every answer right


widget_input = st.one_of(
    st.text(max_size=100),
    st.text(alphabet="0123456789 +-−=,.ABCabc", max_size=100),
    st.just("9" * 5000),
    st.just("1-11 + wild"),
    st.integers(),
    st.floats(allow_nan=True, allow_infinity=True),
    st.booleans(),
    st.none(),
    st.lists(st.one_of(st.integers(-5, 105), st.booleans(), st.none(), st.text(max_size=3)), max_size=8),
)


@pytest.mark.parametrize(("lesson_id", "index"), CHECKED)
@settings(max_examples=examples(60), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(answer=widget_input)
def test_no_input_a_widget_can_send_ever_raises(lesson_id, index, answer):
    task = lesson(lesson_id).steps[index].fresh_task()
    for _attempt in range(2):  # a second check, after the first changed the task's state
        feedback = task.check(answer)
        assert isinstance(feedback.message, str) and feedback.message


@pytest.mark.parametrize("lesson_id", IDS)
def test_answer_key_has_every_checked_step(lesson_id):
    key = answer_key(lesson_id)
    assert [entry.number - 1 for entry in key] == lesson(lesson_id).checked_steps()
    assert all(entry.answer and entry.question for entry in key)


@pytest.mark.parametrize("lesson_id", IDS)
def test_the_notebook_only_builds_the_widget_and_the_lesson_brings_its_teacher_note(lesson_id):
    notebook = json.loads(notebook_of(lesson_id).read_text(encoding="utf-8"))
    built = lesson(lesson_id)
    meta = notebook["metadata"][METADATA_KEY]
    assert meta["order"] == int(lesson_id)
    assert meta["age"] and meta["description"] and "\n" not in meta["description"]
    code = ["".join(cell["source"]) for cell in notebook["cells"] if cell["cell_type"] == "code"]
    assert code == [f'from elevenkit.widgets.lesson import lesson_widget\n\nlesson_widget("{lesson_id}")']
    assert "Teacher note" not in json.dumps(notebook)  # the lesson widget shows it, in the page's language
    shown = teacher_note(built)
    assert "Teacher note" in shown.summary
    note = "\n".join(shown.items)
    for needed in (
        "Age:",
        "Time:",
        "Curriculum links:",
        "Year ",
        "Klasse",
        "Key questions:",
        "Support:",
        "Extension",
        "Misconceptions",
        "Answer key:",
    ):
        assert needed in note, needed
    kinds = [step.kind for step in built.steps]
    assert f"**Steps:** {len(kinds)} " in note
    assert f"{len(built.checked_steps())} checked items" in note
    assert f"{kinds.count('reasoning')} reasoning items" in note
    for entry in answer_key(lesson_id):  # the answers are not in the pupil's notebook
        assert entry.answer not in json.dumps(notebook)


@pytest.mark.parametrize("lesson_id", IDS)
def test_the_notebooks_metadata_agrees_with_the_lesson_data_and_carries_no_copy_of_its_texts(lesson_id):
    """The lesson data holds the title, the intro and "How it works" (the widget shows them); the
    notebook's metadata repeats the title and the age for the landing page, and no Markdown cell
    repeats any of them (a copy would not be translated)."""
    notebook = json.loads(notebook_of(lesson_id).read_text(encoding="utf-8"))
    built = lesson(lesson_id)
    meta = notebook["metadata"][METADATA_KEY]
    assert meta["title"] == built.title
    low, high = re.match(r"(\d+)[-–](\d+)", meta["age"]).groups()
    assert built.age.startswith(f"{low}-{high}")  # "7–9" on the landing page, "7-9 (alone from 8)" in the lesson
    markdown = "".join("".join(cell["source"]) for cell in notebook["cells"] if cell["cell_type"] == "markdown")
    for text in (built.title, built.intro, built.how_it_works, "How it works", *built.goals):
        assert text not in markdown, text


def test_lessons_are_listed_in_teaching_order_and_served_beside_the_dashboards():
    served = REPO / "dashboards" / LESSONS_FOLDER
    assert served.is_dir() and served.resolve() == NOTEBOOKS.resolve()
    listed = collect_lessons(served)
    assert [entry.path for entry in listed] == [notebook_of(lesson_id).name for lesson_id in IDS]
    assert all(entry.age and entry.description for entry in listed)


def test_the_addition_deck_colour_the_lesson_names_is_the_one_the_kit_draws():
    ink = DECK_STYLES["addition"]["ink"].lstrip("#")
    red, green, blue = (int(ink[i : i + 2], 16) for i in (0, 2, 4))
    assert blue > max(red, green)  # the kit draws it blue
    text = " ".join(step.text for step in lesson("01").steps)
    assert "drawn blue with a + in the corners (the kit's own colours" in text
    assert DECK_STYLES["addition"]["shape"] == "plus"
